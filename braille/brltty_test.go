package braille

import (
	"errors"
	"fmt"
	"testing"

	"github.com/rochade/rochade/braille/brlapi"
)

func TestCheckSystem(t *testing.T) {
	t.Setenv("BRLAPI_HOST", "")
	if err := checkSystem("linux", brlapi.Config{}); err != nil {
		t.Errorf("linux: %v", err)
	}
	for goos, want := range map[string]string{"windows": "Windows", "darwin": "macOS", "plan9": "plan9"} {
		var ue *UnsupportedError
		if err := checkSystem(goos, brlapi.Config{}); !errors.As(err, &ue) || ue.System != want || !errors.Is(err, ErrUnsupported) {
			t.Errorf("%s: %v", goos, err)
		}
	}
	if err := checkSystem("windows", brlapi.Config{Host: "192.0.2.7:0"}); err != nil {
		t.Errorf("windows with a host: %v", err)
	}
	t.Setenv("BRLAPI_HOST", "192.0.2.7:0")
	if err := checkSystem("darwin", brlapi.Config{}); err != nil {
		t.Errorf("darwin with BRLAPI_HOST: %v", err)
	}
}

func TestUnsupportedLine(t *testing.T) {
	t.Setenv("BRLAPI_HOST", "")
	var lines []string
	d := &Display{cfg: DisplayConfig{Logf: func(f string, a ...any) { lines = append(lines, fmt.Sprintf(f, a...)) }}}
	d.status(Unsupported, 0, checkSystem("windows", brlapi.Config{}))
	want := "braille: unsupported: braille: no BRLTTY on Windows"
	if len(lines) != 1 || lines[0] != want {
		t.Errorf("got %q, want %q", lines, want)
	}
}
