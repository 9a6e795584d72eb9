package keypad

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// The ioctl numbers as the kernel's headers give them on amd64, arm64
// and arm.
func TestIoctlNumbers(t *testing.T) {
	for _, c := range []struct {
		name      string
		got, want uintptr
	}{
		{"EVIOCGRAB", eviocgrab, 0x40044590},
		{"EVIOCGBIT(EV_KEY, 96)", eviocgbit(evKey, 96), 0x80604521},
		{"EVIOCGNAME(256)", eviocgname(256), 0x81004506},
	} {
		if c.got != c.want {
			t.Errorf("%s = %#x, want %#x", c.name, c.got, c.want)
		}
	}
}

func TestNamedDeviceThatIsNoKeypad(t *testing.T) {
	// /dev/null is a character device without keypad keys.
	if _, err := openKeypad("/dev/null", true); !errors.Is(err, ErrNotKeypad) {
		t.Errorf("/dev/null named: %v", err)
	}
	if s, err := openKeypad("/dev/null", false); s != nil || err != nil {
		t.Errorf("/dev/null looked at: %v %v, want skipped", s, err)
	}
	dir := t.TempDir()
	if _, err := openKeypad(dir, true); !errors.Is(err, ErrNotKeypad) {
		t.Errorf("a folder named: %v", err)
	}
	if _, err := openKeypad(filepath.Join(dir, "none"), true); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a missing path: %v", err)
	}
}
