//go:build linux

// Command runstat runs a command with its output thrown away and prints
// on one line the user and system CPU time and the wall time it took, in
// seconds, and its peak resident memory in KiB, as the Linux kernel
// counts them (rusage), then runstat's own peak memory in KiB when it
// started the command. Linux counts the memory of the starting process
// into the peak of a program started from it, so a peak no higher than
// that last figure says only that the program's peak is no higher.
// bench/pgn-read.sh times the programs with it: /usr/bin/time gives CPU
// time in hundredths of a second only.
//
//	runstat PROGRAM [ARGS...]
package main

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"time"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: runstat PROGRAM [ARGS...]")
		os.Exit(2)
	}
	cmd := exec.Command(os.Args[1], os.Args[2:]...)
	own := peakKiB()
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start)
	if cmd.ProcessState == nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	ru, _ := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	if ru == nil {
		fmt.Fprintln(os.Stderr, "runstat: no resource usage on this system")
		os.Exit(1)
	}
	fmt.Printf("%.6f %.6f %.6f %d %d\n", cmd.ProcessState.UserTime().Seconds(), cmd.ProcessState.SystemTime().Seconds(), wall.Seconds(), ru.Maxrss, own)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// peakKiB returns this process's peak resident memory (VmHWM), or 0.
func peakKiB() int64 {
	status, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(status), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			var kib int64
			fmt.Sscanf(rest, "%d", &kib)
			return kib
		}
	}
	return 0
}
