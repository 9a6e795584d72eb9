package ssiptest

import "syscall"

// tie makes the kernel kill the daemon when the test binary that started
// it ends, even when it is killed (a timeout, Ctrl+C): no daemon outlives
// its test.
func tie(a *syscall.SysProcAttr) { a.Pdeathsig = syscall.SIGKILL }
