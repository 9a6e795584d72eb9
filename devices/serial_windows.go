package devices

import (
	"slices"

	"go.bug.st/serial"
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
