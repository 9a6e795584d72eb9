package growfile

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// Where locks are not kept between machines (a network file system), the
// lock file is the lock: one of a process that runs, on this machine or
// another, refuses the file; one of a process of this machine that is
// gone is taken over.
func TestLockFileOnANetworkFileSystem(t *testing.T) {
	testNetwork = true
	defer func() { testNetwork = false }()
	path := filepath.Join(t.TempDir(), "games.pgn")
	os.WriteFile(path, nil, 0o644)
	host, _ := os.Hostname()
	for _, c := range []struct {
		holder Holder
		taken  bool
	}{
		{Holder{PID: os.Getppid(), Host: host, Command: "rochade play"}, false},
		{Holder{PID: 4242, Host: "other-machine", Command: "rochade play"}, false},
		{Holder{PID: deadPID(t), Host: host, Command: "rochade play"}, true},
	} {
		os.WriteFile(LockPath(path), c.holder.text(path), 0o644)
		f, _, err := Open(path, Options{})
		var le *LockedError
		switch {
		case c.taken && err != nil:
			t.Errorf("a lock file of %+v: %v, want it taken over", c.holder, err)
		case c.taken:
			if h := f.TookOver(); h == nil || h.PID != c.holder.PID {
				t.Errorf("a lock file of %+v: took over %+v", c.holder, h)
			}
			f.Close()
		case !errors.As(err, &le):
			t.Errorf("a lock file of %+v: %v, want it refused", c.holder, err)
			if f != nil {
				f.Close()
			}
		case le.Holder.PID != c.holder.PID || le.Holder.Command != "rochade play":
			t.Errorf("refused naming %+v, want %+v", le.Holder, c.holder)
		default:
			want := "grow-locked"
			if c.holder.Host != host {
				want = "grow-locked-host"
			}
			if key, _ := le.Fact(); key != want {
				t.Errorf("a lock file of %+v is said with %s, want %s", c.holder, key, want)
			}
		}
	}
}
