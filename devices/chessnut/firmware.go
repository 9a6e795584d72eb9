package chessnut

import (
	"time"

	"github.com/rochade/rochade/devices/firmware"
	"github.com/rochade/rochade/notation"
)

// board is the firmware of a Chessnut Air as its protocol describes it:
// after CmdRealtime it notifies its position at once and after every
// scan that changed it; CmdBattery is answered with the battery.
type board struct {
	realtime bool
	wrote    bool
	sent     [64]notation.Piece
}

// NewFirmware returns the firmware of an emulated Chessnut Air.
func NewFirmware() firmware.Firmware { return &board{} }

// Scan: no document gives the boards' scan, so a change is taken to be
// seen within 50 to 100 ms.
func (b *board) Scan() (min, max time.Duration) { return 50 * time.Millisecond, 100 * time.Millisecond }

func (b *board) PowerUp(firmware.Hardware, time.Time) { *b = board{} }
func (b *board) Host() bool                           { return b.wrote }

func (b *board) Receive(hw firmware.Hardware, p []byte, _ time.Time) {
	b.wrote = true
	switch string(p) {
	case string(CmdRealtime):
		b.realtime = true
		b.send(hw)
	case string(CmdBattery):
		hw.Send(OpNotify, BatteryFrame(hw.Battery(), false))
	}
}

func (b *board) send(hw firmware.Hardware) {
	seen := hw.Seen()
	hw.Send(FEN, PositionFrame(&seen))
	if b.sent != seen {
		hw.Told(seen)
	}
	b.sent = seen
}

func (b *board) Scanned(hw firmware.Hardware, _ time.Time) {
	if b.realtime && hw.Seen() != b.sent {
		b.send(hw)
	}
}

var _ firmware.ScanReporter = (*board)(nil)
