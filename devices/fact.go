package devices

import (
	"runtime"

	"github.com/rochade/rochade/devices/internal/fact"
)

// The errors of this package are facts: each names its message in the
// catalogue of the commands (cmd/internal/ui) by a key, with the values
// the message shows, through its method Fact() (key string, args
// []any). The commands word them in the player's language.

// ExamplePort is a board's serial port as this system names it.
func ExamplePort() string {
	switch runtime.GOOS {
	case "windows":
		return "COM3"
	case "darwin":
		return "/dev/cu.usbmodem101"
	}
	return "/dev/ttyACM0"
}

// permissionHint says how to get the right to use a serial port on this
// system.
func permissionHint() fact.Fact {
	switch runtime.GOOS {
	case "windows":
		return fact.Fact{Key: "port-permission-windows"}
	case "darwin":
		return fact.Fact{Key: "port-permission-mac"}
	}
	return fact.Fact{Key: "port-permission-linux"}
}

// portsHint says how to make a board's port appear on this system.
func portsHint() fact.Fact {
	if runtime.GOOS == "windows" {
		return fact.Fact{Key: "ports-hint-windows", Args: []any{ExamplePort()}}
	}
	return fact.Fact{Key: "ports-hint", Args: []any{ExamplePort()}}
}
