// Package tether starts the processes that run beside a command or a test
// (a chess engine, the board emulator and play in an end-to-end test) so
// that they end with the process that started them, however it ends: a
// test binary that times out or is killed leaves nothing running behind
// it.
//
// On Linux the kernel kills the child (SIGKILL) when its parent ends
// (SysProcAttr.Pdeathsig). It does so when the parent's thread ends, not
// the process (https://go.dev/issue/27505), and a Go thread ends while
// the process lives when a goroutine locked to it returns without
// unlocking. So every child is started from one goroutine that is locked
// to its thread for the life of the process: that thread ends only with
// the process. Elsewhere a child ends when it notices (an engine reads
// the end of its input).
package tether

import (
	"os/exec"
	"runtime"
	"syscall"
)

// Start starts cmd as cmd.Start does, tied to this process (see the
// package's comment); cmd.Wait and cmd.Process are used as usual. A
// SysProcAttr already set (a process group of its own) is kept.
func Start(cmd *exec.Cmd) error {
	if cmd.SysProcAttr == nil {
		cmd.SysProcAttr = &syscall.SysProcAttr{}
	}
	tie(cmd.SysProcAttr)
	s := start{cmd: cmd, done: make(chan error, 1)}
	starts <- s
	return <-s.done
}

// start asks the starter to start a process.
type start struct {
	cmd  *exec.Cmd
	done chan error
}

var starts = make(chan start)

func init() { go starter() }

// starter starts every child, on a thread it never gives back.
func starter() {
	runtime.LockOSThread() // never unlocked: see the package's comment
	for s := range starts {
		s.done <- s.cmd.Start()
	}
}
