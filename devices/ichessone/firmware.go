package ichessone

import (
	"time"

	"github.com/rochade/rochade/devices/firmware"
	"github.com/rochade/rochade/devices/gatt"
	"github.com/rochade/rochade/notation"
)

// board is the firmware of an iChessOne: CmdUpdates switches reports of
// changes on, CmdBoard asks for the position, CmdBattery for the
// battery.
type board struct {
	updates bool
	wrote   bool
	sent    [64]notation.Piece
	buf     []byte
}

// NewFirmware returns the firmware of an emulated iChessOne.
func NewFirmware() firmware.Firmware { return &board{} }

// Scan: no document gives the board's scan, so a change is taken to be
// seen within 50 to 100 ms.
func (b *board) Scan() (min, max time.Duration) { return 50 * time.Millisecond, 100 * time.Millisecond }

func (b *board) PowerUp(firmware.Hardware, time.Time) { *b = board{} }
func (b *board) Host() bool                           { return b.wrote }

func (b *board) Receive(hw firmware.Hardware, p []byte, _ time.Time) {
	b.wrote = true
	b.buf = append(b.buf, p...)
	for {
		switch {
		case len(b.buf) >= 5 && string(b.buf[:5]) == string(CmdUpdates):
			b.updates = true
			b.buf = b.buf[5:]
		case len(b.buf) >= 2 && string(b.buf[:2]) == string(CmdBoard):
			b.send(hw)
			b.buf = b.buf[2:]
		case len(b.buf) >= 2 && string(b.buf[:2]) == string(CmdBattery):
			hw.Send(gatt.UUID{}, BatteryFrame(hw.Battery(), false))
			b.buf = b.buf[2:]
		case len(b.buf) >= 5 || len(b.buf) > 0 && b.buf[0] != 'R' && b.buf[0] != 'C':
			b.buf = b.buf[1:] // not a command: dropped
		default:
			return
		}
	}
}

func (b *board) send(hw firmware.Hardware) {
	seen := hw.Seen()
	hw.Send(gatt.UUID{}, PositionFrame(&seen))
	if b.sent != seen {
		hw.Told(seen)
	}
	b.sent = seen
}

func (b *board) Scanned(hw firmware.Hardware, _ time.Time) {
	if b.updates && hw.Seen() != b.sent {
		b.send(hw)
	}
}

var _ firmware.ScanReporter = (*board)(nil)
