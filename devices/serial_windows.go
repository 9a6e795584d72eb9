package devices

import (
	"slices"

	"go.bug.st/serial"
)

const (
	// examplePort is a board's port as this system names it, for messages.
	examplePort    = "COM3"
	permissionHint = "check that your account may use the port"
	portsHint      = "connect the board and install its USB serial driver, or give its port to play with --board, such as --board " + examplePort
)

// systemPorts lists the COM ports Windows knows, in number order (COM3
// before COM10).
func systemPorts() []string {
	ports, err := serial.GetPortsList()
	if err != nil {
		return nil
	}
	slices.SortFunc(ports, comparePorts)
	return ports
}
