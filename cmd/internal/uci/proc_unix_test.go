//go:build unix

package uci

import (
	"errors"
	"syscall"
)

// processExists tells whether a process (a zombie too) still answers a
// signal 0.
func processExists(pid int) bool { return !errors.Is(syscall.Kill(pid, 0), syscall.ESRCH) }
