//go:build !linux && !darwin

package pty

// Open returns ErrUnsupported: this system has no pseudo-terminals.
func Open(hold bool) (*Pair, error) { return nil, ErrUnsupported }
