//go:build !linux

package live

import "syscall"

// tiedToParent: no parent-death signal here; the probe ends by itself
// (runProbe).
func tiedToParent() *syscall.SysProcAttr { return nil }
