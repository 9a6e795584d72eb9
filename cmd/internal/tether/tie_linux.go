package tether

import "syscall"

// tie makes the kernel kill the child when its parent ends.
func tie(a *syscall.SysProcAttr) { a.Pdeathsig = syscall.SIGKILL }
