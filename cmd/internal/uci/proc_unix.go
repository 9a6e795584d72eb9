//go:build unix

package uci

import (
	"os/exec"
	"syscall"
)

// ownGroup puts the engine in a process group of its own, so that killing
// it also ends any process it started (a wrapper script's children).
func ownGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

// killGroup kills the engine and every process of its group.
func killGroup(cmd *exec.Cmd) {
	if cmd == nil || cmd.Process == nil {
		return
	}
	_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	_ = cmd.Process.Kill()
}
