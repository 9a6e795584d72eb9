//go:build unix

package devices

import (
	"errors"
	"io"
	"os"

	"golang.org/x/sys/unix"
)

// lockPort takes the lock that every program opening a board's port with
// this package holds while it uses it (flock on the device, which binds
// root as well: the port's exclusive mode, TIOCEXCL, does not). Two
// readers of one port would each get part of the board's messages and
// neither would make sense of them; the second is told the port is busy
// instead. errBusy says that another holds it.
func lockPort(path string) (io.Closer, error) {
	f, err := os.OpenFile(path, os.O_RDWR|unix.O_NOCTTY|unix.O_NONBLOCK|unix.O_CLOEXEC, 0)
	if err != nil {
		return nil, err
	}
	if err := unix.Flock(int(f.Fd()), unix.LOCK_EX|unix.LOCK_NB); err != nil {
		f.Close()
		if errors.Is(err, unix.EWOULDBLOCK) {
			return nil, errBusy
		}
		return nil, err
	}
	return f, nil
}
