//go:build !linux

package tether

import "syscall"

// tie does nothing where the kernel has no parent-death signal.
func tie(*syscall.SysProcAttr) {}
