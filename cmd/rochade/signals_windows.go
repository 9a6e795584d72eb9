//go:build windows

package main

import (
	"os"
	"syscall"
)

// stopSignals end play and demo: Ctrl+C and Ctrl+Break (os.Interrupt),
// and the console window closed, the user logging off or the system
// shutting down, which Go delivers as SIGTERM (CTRL_CLOSE_EVENT,
// CTRL_LOGOFF_EVENT, CTRL_SHUTDOWN_EVENT). Windows ends the process
// about five seconds after a console close; the final save takes less.
var stopSignals = []os.Signal{os.Interrupt, syscall.SIGTERM}

// keepBrokenPipe does nothing: Windows raises no signal for a write to
// a closed pipe (the write fails).
func keepBrokenPipe() func() { return func() {} }
