package squareoff

import (
	"bytes"
	"time"

	"github.com/rochade/rochade/devices/firmware"
	"github.com/rochade/rochade/devices/gatt"
	"github.com/rochade/rochade/notation"
)

// board is the firmware of a Square Off board: it reports each piece
// lifted and put down once a host has written to it, and answers
// CmdReadBoard with the occupancy.
type board struct {
	wrote bool
	buf   []byte
}

// NewFirmware returns the firmware of an emulated Square Off board.
func NewFirmware() firmware.Firmware { return &board{} }

func (b *board) Scan() (min, max time.Duration) {
	return firmware.EventScanMin, firmware.EventScanMax
}

func (b *board) PowerUp(firmware.Hardware, time.Time) { *b = board{} }
func (b *board) Host() bool                           { return b.wrote }

func (b *board) Receive(hw firmware.Hardware, p []byte, _ time.Time) {
	b.wrote = true
	b.buf = append(b.buf, p...)
	for {
		i := bytes.IndexByte(b.buf, '*')
		if i < 0 {
			if len(b.buf) > 200 {
				b.buf = b.buf[:0]
			}
			return
		}
		cmd := string(b.buf[:i+1])
		b.buf = b.buf[i+1:]
		switch cmd {
		case string(CmdNewGame):
			hw.Send(gatt.UUID{}, Frame(CodeNewGame, "GO"))
		case string(CmdReadBoard):
			var occ [64]bool
			for s, p := range hw.Seen() {
				occ[s] = p != notation.NoPiece
			}
			hw.Send(gatt.UUID{}, Frame(CodeOccupancy, OccupancyBody(&occ)))
		case string(CmdBattery):
			hw.Send(gatt.UUID{}, Frame(CodeBattery, "3.95"))
		}
	}
}

func (b *board) Changed(hw firmware.Hardware, _ time.Time, sq notation.Square, p notation.Piece) {
	if !b.wrote {
		return
	}
	ev := "u"
	if p != notation.NoPiece {
		ev = "d"
	}
	hw.Send(gatt.UUID{}, Frame(CodePiece, sq.String()+ev))
	hw.Told(hw.Seen())
}

var _ firmware.SquareReporter = (*board)(nil)
