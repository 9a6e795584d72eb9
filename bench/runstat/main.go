//go:build linux

// Command runstat runs a command with its output thrown away and prints
// on one line the user and system CPU time and the wall time it took, in
// seconds, and its peak resident memory in KiB, as the Linux kernel
// counts them (rusage). bench/pgn-read.sh times the programs with it:
// /usr/bin/time gives CPU time in hundredths of a second only.
//
//	runstat PROGRAM [ARGS...]
package main

import (
	"fmt"
	"os"
	"os/exec"
	"syscall"
	"time"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: runstat PROGRAM [ARGS...]")
		os.Exit(2)
	}
	cmd := exec.Command(os.Args[1], os.Args[2:]...)
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
	fmt.Printf("%.6f %.6f %.6f %d\n", cmd.ProcessState.UserTime().Seconds(), cmd.ProcessState.SystemTime().Seconds(), wall.Seconds(), ru.Maxrss)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
