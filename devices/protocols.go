package devices

import (
	"strings"

	"go.bug.st/serial"

	"github.com/rochade/rochade/devices/chessnut"
	"github.com/rochade/rochade/devices/dgt"
	"github.com/rochade/rochade/devices/gatt"
	"github.com/rochade/rochade/devices/ichessone"
	"github.com/rochade/rochade/devices/millennium"
	"github.com/rochade/rochade/devices/squareoff"
)

// The protocols Rochade speaks. A new one is described here and added
// to builtin (docs/extending.md says what else it takes).
var (
	// DGT: the serial protocol of DGT's boards (dgtbrd.h), on USB and
	// over classic Bluetooth, with a DGT3000 or DGT XL clock at the
	// board.
	DGT = &Protocol{
		Name:   "dgt",
		Title:  "DGT",
		Serial: &serial.Mode{BaudRate: 9600, DataBits: 8, Parity: serial.NoParity, StopBits: serial.OneStopBit},
		USB:    []USBID{{VID: "04D8", PID: "000A"}},
		Detect: true,
		RFCOMM: true,
		Clock:  true,
		// "About 200-250 ms" a scan (dgtbrd.h).
		Scan:     dgt.ScanMax,
		Driver:   func() Driver { return &dgtDriver{} },
		Firmware: dgt.NewFirmware,
	}
	// Millennium: the ChessLink protocol of Millennium's boards on a
	// serial line.
	Millennium = &Protocol{
		Name:    "millennium",
		Aliases: []string{"chesslink", "mchess"},
		Title:   "Millennium",
		Serial: &serial.Mode{BaudRate: millennium.BaudRate, DataBits: millennium.DataBits,
			Parity: serial.OddParity, StopBits: serial.OneStopBit},
		Detect: true,
		// Until the board's own is read from its E2ROM.
		Scan:     millennium.ScanTime(millennium.ScanTimeDefault),
		PerScan:  true,
		Driver:   func() Driver { return &millenniumDriver{} },
		Firmware: millennium.NewFirmware,
	}
	// Chessnut: the Chessnut Air, Pro and Move.
	Chessnut = &Protocol{
		Name:       "chessnut",
		Title:      "Chessnut",
		GATT:       &chessnut.Profile,
		Advertised: prefixed("chessnut"),
		Battery:    true,
		Scan:       bleScan,
		PerScan:    true,
		Driver:     func() Driver { return &chessnutDriver{} },
		Firmware:   chessnut.NewFirmware,
	}
	// EONE: the Millennium eONE and the ChessLink BLE module, which
	// carry the ChessLink protocol over Microchip's transparent UART
	// service ("MILLENNIUM CHESS", as python-mchess looks for it).
	EONE = &Protocol{
		Name:       "eone",
		Aliases:    []string{"millennium-ble"},
		Title:      "Millennium eONE",
		GATT:       &gatt.TransparentProfile,
		Advertised: containing("millennium", "eone"),
		Scan:       millennium.ScanTime(millennium.ScanTimeDefault),
		PerScan:    true,
		Driver:     func() Driver { return &millenniumDriver{} },
		Firmware:   millennium.NewFirmware,
	}
	// Pegasus: the DGT Pegasus, which sees only occupancy ("DGT_PEGASUS_...").
	Pegasus = &Protocol{
		Name:       "pegasus",
		Title:      "DGT Pegasus",
		GATT:       &gatt.NUSProfile,
		Advertised: containing("pegasus"),
		Occupancy:  true,
		Scan:       eventScan,
		Driver:     func() Driver { return &pegasusDriver{} },
		Firmware:   dgt.NewPegasusFirmware,
	}
	// IChessOne: the iChessOne.
	IChessOne = &Protocol{
		Name:       "ichessone",
		Aliases:    []string{"ichess"},
		Title:      "iChessOne",
		GATT:       &gatt.NUSProfile,
		Advertised: prefixed("ichessone", "ichess one"),
		Battery:    true,
		Scan:       bleScan,
		PerScan:    true,
		Driver:     func() Driver { return &ichessoneDriver{} },
		Firmware:   ichessone.NewFirmware,
	}
	// SquareOff: the Square Off boards, which see only occupancy
	// ("Square Off ...", as the Miko Neo protocol notes give it).
	SquareOff = &Protocol{
		Name:       "squareoff",
		Aliases:    []string{"square-off"},
		Title:      "Square Off",
		GATT:       &gatt.NUSProfile,
		Advertised: prefixed("square off", "squareoff"),
		Occupancy:  true,
		Battery:    true,
		Scan:       eventScan,
		Driver:     func() Driver { return &squareoffDriver{} },
		Firmware:   squareoff.NewFirmware,
	}
)

// builtin is the table's first rows, in the order protocols are tried:
// on a serial port DGT before Millennium; a Bluetooth LE name is matched
// against each in turn.
func builtin() []*Protocol {
	return []*Protocol{DGT, Millennium, Chessnut, EONE, Pegasus, IChessOne, SquareOff}
}

// prefixed tells a name that begins with one of prefixes.
func prefixed(prefixes ...string) func(string) bool {
	return func(name string) bool {
		for _, p := range prefixes {
			if strings.HasPrefix(name, p) {
				return true
			}
		}
		return false
	}
}

// containing tells a name that contains one of parts.
func containing(parts ...string) func(string) bool {
	return func(name string) bool {
		for _, p := range parts {
			if strings.Contains(name, p) {
				return true
			}
		}
		return false
	}
}
