//go:build !linux

package devices

// isTerminal cannot tell on this system; opening the port will.
func isTerminal(path string) (ok, known bool) { return false, false }
