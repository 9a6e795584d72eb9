//go:build unix

package brlttytest

import (
	"os/exec"
	"syscall"
)

// ownGroup starts cmd in a process group of its own, ended by the
// kernel when the test binary ends (see tie).
func ownGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	tie(cmd.SysProcAttr)
}

// killGroup kills cmd's process group.
func killGroup(cmd *exec.Cmd) { syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
