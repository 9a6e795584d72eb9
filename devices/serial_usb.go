//go:build !darwin

package devices

import (
	"strings"

	"go.bug.st/serial/enumerator"
)

// usbPorts lists the ports of the boards recognised by their USB
// identifiers (Protocol.USB), with their protocol.
func usbPorts() []Candidate {
	ports, err := enumerator.GetDetailedPortsList()
	if err != nil {
		return nil
	}
	var out []Candidate
	for _, port := range ports {
		if !port.IsUSB {
			continue
		}
		for _, p := range Protocols() {
			for _, id := range p.USB {
				if strings.EqualFold(port.VID, id.VID) && strings.EqualFold(port.PID, id.PID) {
					out = append(out, Candidate{Path: port.Name, Protocol: p})
				}
			}
		}
	}
	return out
}
