//go:build linux || darwin

package main

import (
	"os"

	"golang.org/x/sys/unix"
)

// rawTerminal lets single keys of a terminal arrive at once: line editing
// and echo are switched off, while the output keeps its line endings (a
// printed line starts at the left margin, as a screen reader expects)
// and Ctrl+C still interrupts. restore gives the terminal back as it was.
func rawTerminal(f *os.File) (restore func(), ok bool) {
	fd := int(f.Fd())
	old, err := unix.IoctlGetTermios(fd, ioctlGetTermios)
	if err != nil {
		return nil, false // not a terminal
	}
	t := *old
	t.Lflag &^= unix.ICANON | unix.ECHO
	t.Cc[unix.VMIN], t.Cc[unix.VTIME] = 1, 0
	if err := unix.IoctlSetTermios(fd, ioctlSetTermios, &t); err != nil {
		return nil, false
	}
	return func() { _ = unix.IoctlSetTermios(fd, ioctlSetTermios, old) }, true
}
