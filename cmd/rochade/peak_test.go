package main

import (
	"bytes"
	"os"
)

// childPeakEnv names a file where a child process (see audioChildEnv)
// writes its peak resident memory, the VmHWM line of /proc/self/status,
// before it exits. The child reports it itself: the rusage of a child
// started by os/exec counts the parent's memory too (the child shares
// the parent's memory until it executes the program, and Linux takes
// that into its peak).
const childPeakEnv = "ROCHADE_CHILD_PEAK_FILE"

func reportPeakMemory() {
	name := os.Getenv(childPeakEnv)
	if name == "" {
		return
	}
	status, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return // the parent finds no figure and says so
	}
	for _, line := range bytes.Split(status, []byte("\n")) {
		if bytes.HasPrefix(line, []byte("VmHWM:")) {
			os.WriteFile(name, line, 0o644)
		}
	}
}
