package main

import (
	"context"
	"os"
	"os/signal"
	"time"
)

// stopGrace is how long play and demo may take to end after the signal
// that stops them (the final save, the last words); should anything hold
// them up longer, the process ends anyway. A second signal ends it at
// once.
const stopGrace = 2 * time.Second

// exitForced is the exit status of a process ended by stopGrace or a
// second signal.
const exitForced = 1

// stopContext returns a context that ends at the first of the signals
// that end a game: Ctrl+C, SIGTERM (a service stopped, a shutdown),
// SIGHUP (the terminal closed, an SSH session dropped) and, on Windows,
// the console window closed. A write to a reader that went away (a pipe
// closed) fails instead of ending the process. Call done when the command
// has ended.
func stopContext(parent context.Context) (ctx context.Context, done func()) {
	ctx, cancel := context.WithCancel(parent)
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, stopSignals...)
	restorePipe := keepBrokenPipe()
	ended := make(chan struct{})
	go func() {
		select {
		case <-sigs:
			cancel()
		case <-ended:
			return
		}
		t := time.NewTimer(stopGrace)
		defer t.Stop()
		select {
		case <-sigs:
		case <-t.C:
		case <-ended:
			return
		}
		os.Exit(exitForced)
	}()
	return ctx, func() {
		close(ended)
		signal.Stop(sigs)
		restorePipe()
		cancel()
	}
}
