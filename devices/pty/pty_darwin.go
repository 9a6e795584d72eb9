package pty

import (
	"fmt"
	"unsafe"

	"golang.org/x/sys/unix"
)

// Terminal attribute requests.
const (
	getTermios = unix.TIOCGETA
	setTermios = unix.TIOCSETA
)

// unlock grants and unlocks the slave of the master fd (grantpt and
// unlockpt) and returns the slave's path.
func unlock(fd int) (string, error) {
	if err := unix.IoctlSetInt(fd, unix.TIOCPTYGRANT, 0); err != nil {
		return "", fmt.Errorf("granting the pseudo-terminal: %w", err)
	}
	if err := unix.IoctlSetInt(fd, unix.TIOCPTYUNLK, 0); err != nil {
		return "", fmt.Errorf("unlocking the pseudo-terminal: %w", err)
	}
	// TIOCPTYGNAME fills a 128-byte buffer with the slave's path; x/sys
	// has no wrapper for it.
	var name [128]byte
	if _, _, errno := unix.Syscall(unix.SYS_IOCTL, uintptr(fd), unix.TIOCPTYGNAME, uintptr(unsafe.Pointer(&name[0]))); errno != 0 {
		return "", fmt.Errorf("reading the pseudo-terminal name: %w", errno)
	}
	return unix.ByteSliceToString(name[:]), nil
}
