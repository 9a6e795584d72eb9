//go:build !linux

package devices

import (
	"context"
	"runtime"
)

// openRFCOMM: RFCOMM sockets are opened on Linux only; elsewhere a
// paired DGT Bluetooth board appears as a serial port (a COM port on
// Windows, /dev/cu.* on macOS), opened as such.
func openRFCOMM(context.Context, string, int) (Link, error) {
	return nil, &UnavailableError{Transport: RFCOMM, OS: runtime.GOOS}
}
