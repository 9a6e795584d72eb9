//go:build unix

package main

import "syscall"

// mkfifo makes a named pipe.
func mkfifo(path string) error { return syscall.Mkfifo(path, 0o644) }
