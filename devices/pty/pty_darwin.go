package pty

import (
	"errors"
	"fmt"
	"strings"
	"unsafe"

	"golang.org/x/sys/unix"
)

// Terminal attribute requests.
const (
	getTermios = unix.TIOCGETA
	setTermios = unix.TIOCSETA
	// inputQueue asks how many bytes wait to be read (FIONREAD,
	// _IOR('f', 127, int), which golang.org/x/sys does not name here).
	inputQueue = 0x4004667f
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
	// has no wrapper for it, so it goes through syscall(2), as Apple's
	// ptsname does through ioctl.
	var name [128]byte
	//lint:ignore SA1019 no libSystem wrapper in x/sys takes this request's buffer
	if _, _, errno := unix.Syscall(unix.SYS_IOCTL, uintptr(fd), unix.TIOCPTYGNAME, uintptr(unsafe.Pointer(&name[0]))); errno != 0 {
		return "", fmt.Errorf("reading the pseudo-terminal name: %w", errno)
	}
	path := unix.ByteSliceToString(name[:])
	if path == "" {
		return "", errors.New("reading the pseudo-terminal name: the system gave none")
	}
	if !strings.HasPrefix(path, "/") { // the kernel writes /dev/ttysNNN
		path = "/dev/" + path
	}
	return path, nil
}
