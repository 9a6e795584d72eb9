//go:build !unix

package main

import "errors"

// mkfifo makes a named pipe: there are none on this system.
func mkfifo(path string) error { return errors.New("no named pipes on this system") }
