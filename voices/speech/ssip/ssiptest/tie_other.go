//go:build unix && !linux

package ssiptest

import "syscall"

// tie: no parent-death signal here; the test's cleanup ends the daemon.
func tie(*syscall.SysProcAttr) {}
