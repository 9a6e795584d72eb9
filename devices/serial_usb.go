//go:build !darwin

package devices

import (
	"strings"

	"go.bug.st/serial/enumerator"
)

// DGT USB identifiers.
const (
	dgtVID = "04D8"
	dgtPID = "000A"
)

// dgtUSBPorts lists the ports of DGT boards, recognised by their USB
// identifiers.
func dgtUSBPorts() []string {
	ports, err := enumerator.GetDetailedPortsList()
	if err != nil {
		return nil
	}
	var out []string
	for _, p := range ports {
		if p.IsUSB && strings.EqualFold(p.VID, dgtVID) && strings.EqualFold(p.PID, dgtPID) {
			out = append(out, p.Name)
		}
	}
	return out
}
