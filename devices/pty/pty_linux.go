package pty

import (
	"fmt"

	"golang.org/x/sys/unix"
)

// Terminal attribute requests.
const (
	getTermios = unix.TCGETS
	setTermios = unix.TCSETS
	// inputQueue asks how many bytes wait to be read (TIOCINQ).
	inputQueue = unix.TIOCINQ
)

// unlock unlocks the slave of the master fd (unlockpt; grantpt is a
// no-op with devpts) and returns the slave's path.
func unlock(fd int) (string, error) {
	if err := unix.IoctlSetPointerInt(fd, unix.TIOCSPTLCK, 0); err != nil {
		return "", fmt.Errorf("unlocking the pseudo-terminal: %w", err)
	}
	n, err := unix.IoctlGetUint32(fd, unix.TIOCGPTN)
	if err != nil {
		return "", fmt.Errorf("reading the pseudo-terminal number: %w", err)
	}
	return fmt.Sprintf("/dev/pts/%d", n), nil
}
