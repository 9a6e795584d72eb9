//go:build windows || (darwin && cgo)

package devices

// bleLinkLost: the adapter of Windows and macOS is the system's own.
func bleLinkLost() bool { return false }

func bleEnabledOn() {}
