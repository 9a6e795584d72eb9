//go:build !linux && !windows && !(darwin && cgo)

package devices

import (
	"context"
	"runtime"
)

// bleNeedsCgo: on macOS, Bluetooth LE goes through CoreBluetooth, which
// Go reaches only with cgo; a build without cgo has no Bluetooth LE.
var bleNeedsCgo = runtime.GOOS == "darwin"

func openBLE(context.Context, string, *Protocol) (Link, *Protocol, error) {
	return nil, nil, &UnavailableError{Transport: BLE, NeedsCgo: bleNeedsCgo, OS: runtime.GOOS}
}

// ScanBLE lists the Bluetooth LE devices in reach until ctx ends.
func ScanBLE(context.Context, func(Found)) error {
	return &UnavailableError{Transport: BLE, NeedsCgo: bleNeedsCgo, OS: runtime.GOOS}
}
