package devices

import "strings"

// usbPorts finds nothing on macOS: go.bug.st/serial reads USB
// identifiers there through cgo, and Rochade is built without it. DGT
// boards show up as /dev/cu.usbmodem*, which systemPorts lists first.
func usbPorts() []Candidate { return nil }

// systemPorts lists the call-out devices: USB modem (CDC ACM) ports, then
// USB-to-serial adapters, then the rest (Bluetooth serial ports), without
// the system's own consoles. A name may come twice; Candidates keeps the
// first.
func systemPorts() []string {
	system := func(p string) bool {
		return strings.HasSuffix(p, "Bluetooth-Incoming-Port") || strings.HasSuffix(p, "debug-console") ||
			strings.HasSuffix(p, "wlan-debug")
	}
	return globPorts(system, "/dev/cu.usbmodem*", "/dev/cu.usbserial*", "/dev/cu.*")
}
