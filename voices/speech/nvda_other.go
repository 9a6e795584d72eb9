//go:build !windows

package speech

// loadNVDA: NVDA is a Windows screen reader.
func loadNVDA() (nvdaAPI, error) {
	return nil, &UnavailableError{Speech: NVDA, Reason: OtherSystem}
}
