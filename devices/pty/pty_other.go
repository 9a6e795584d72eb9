//go:build !linux && !darwin

package pty

import "os"

// Open returns ErrUnsupported: this system has no pseudo-terminals.
func Open(hold bool) (*Pair, error) { return nil, ErrUnsupported }

func unread(*os.File) int { return 0 }
