//go:build unix

package main

import (
	"os"
	"os/signal"
	"syscall"
)

// stopSignals end play and demo: Ctrl+C, SIGTERM, and SIGHUP (the
// terminal closed, an SSH session dropped).
var stopSignals = []os.Signal{os.Interrupt, syscall.SIGTERM, syscall.SIGHUP}

// keepBrokenPipe makes a write to a pipe whose reader went away (rochade
// play | less, less quit) fail with EPIPE instead of ending the process
// without its final save; the lines are dropped, the game goes on. The
// function returned undoes it.
func keepBrokenPipe() func() {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, syscall.SIGPIPE)
	return func() { signal.Stop(ch) }
}
