//go:build !linux && !darwin

package main

import (
	"os"

	"golang.org/x/term"
)

// rawTerminal lets single keys of a console arrive at once; restore gives
// it back as it was.
func rawTerminal(f *os.File) (restore func(), ok bool) {
	fd := int(f.Fd())
	if !term.IsTerminal(fd) {
		return nil, false
	}
	old, err := term.MakeRaw(fd)
	if err != nil {
		return nil, false
	}
	return func() { _ = term.Restore(fd, old) }, true
}
