package madeup

import (
	"go.bug.st/serial"

	"github.com/rochade/rochade/devices"
)

// Protocol returns the protocol's descriptor, for devices.Register: a
// board on a serial line that serial ports are asked for, which sends
// its whole position at the end of its scans.
func Protocol() *devices.Protocol {
	return &devices.Protocol{
		Name:     "madeup",
		Aliases:  []string{"made-up"},
		Title:    "Made-Up",
		Serial:   &serial.Mode{BaudRate: 38400, DataBits: 8, Parity: serial.NoParity, StopBits: serial.OneStopBit},
		Detect:   true,
		Scan:     ScanMax,
		PerScan:  true,
		Driver:   func() devices.Driver { return &Driver{} },
		Firmware: NewFirmware,
	}
}
