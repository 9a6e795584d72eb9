package live

import "syscall"

// tiedToParent makes the kernel kill the probe when its parent ends.
func tiedToParent() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
