package devices

import (
	"golang.org/x/sys/unix"
)

// isTerminal reports whether the character device at path is a
// terminal; known is false when that cannot be found out (it cannot be
// opened, for instance).
func isTerminal(path string) (ok, known bool) {
	fd, err := unix.Open(path, unix.O_RDONLY|unix.O_NONBLOCK|unix.O_NOCTTY|unix.O_CLOEXEC, 0)
	if err != nil {
		return false, false
	}
	defer unix.Close(fd)
	_, err = unix.IoctlGetTermios(fd, unix.TCGETS)
	return err == nil, true
}
