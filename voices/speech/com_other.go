//go:build !windows

package speech

// openCOM: COM, and the speeches reached through it, are Windows's.
func openCOM(s Speech) (comAPI, error) {
	return nil, &UnavailableError{Speech: s, Reason: OtherSystem}
}
