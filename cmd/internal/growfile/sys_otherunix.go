//go:build unix && !linux && !darwin

package growfile

import "os"

func reserve(f *os.File, off, n int64) error { return nil }
func syncData(f *os.File) error              { return f.Sync() }
func isNetwork(f *os.File) bool              { return false }
func lockHolder(f *os.File) (int, bool)      { return 0, false }
func commandOf(pid int) string               { return "" }
