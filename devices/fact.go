package devices

import "runtime"

// The errors of this package are facts: each names its message in the
// catalogue of the commands (cmd/internal/ui) by a key, with the values
// the message shows, through its method Fact() (key string, args
// []any). The commands word them in the player's language.

// fact is a message of the catalogue of the commands with its values: a
// part of another message (advice that depends on the system), or an
// error without fields of its own.
type fact struct {
	key  string
	args []any
	text string // the error's text, for a log
}

func (f *fact) Error() string        { return f.text }
func (f fact) Fact() (string, []any) { return f.key, f.args }

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
func permissionHint() fact {
	switch runtime.GOOS {
	case "windows":
		return fact{key: "port-permission-windows"}
	case "darwin":
		return fact{key: "port-permission-mac"}
	}
	return fact{key: "port-permission-linux"}
}

// portsHint says how to make a board's port appear on this system.
func portsHint() fact {
	if runtime.GOOS == "windows" {
		return fact{key: "ports-hint-windows", args: []any{ExamplePort()}}
	}
	return fact{key: "ports-hint", args: []any{ExamplePort()}}
}
