package madeup

import (
	"bytes"
	"time"

	"github.com/rochade/rochade/devices/firmware"
	"github.com/rochade/rochade/devices/gatt"
	"github.com/rochade/rochade/notation"
)

// The scans of the board.
const (
	ScanMin = 40 * time.Millisecond
	ScanMax = 60 * time.Millisecond
)

// BoardCode is the code a board gives piece p: its own order, which
// the host does not know before it calibrates. 0 is an empty square.
func BoardCode(p notation.Piece) byte {
	if p == notation.NoPiece {
		return 0
	}
	// The black pieces first, king to pawn, then the white ones.
	i := 6 - int(p.Type())
	if p.Color() == notation.White {
		i += 6
	}
	return 'A' + byte(i)
}

// NewFirmware returns the firmware of a board.
func NewFirmware() firmware.Firmware { return &board{} }

// board is the board's side: silent until the host has greeted it, then
// a frame at the end of every scan.
type board struct{ greeted bool }

func (b *board) Scan() (time.Duration, time.Duration) { return ScanMin, ScanMax }
func (b *board) PowerUp(firmware.Hardware, time.Time) { b.greeted = false }
func (b *board) Host() bool                           { return b.greeted }

func (b *board) Receive(_ firmware.Hardware, p []byte, _ time.Time) {
	if bytes.Contains(p, Hello[:2]) {
		b.greeted = true
	}
}

// Scanned sends what the scan saw, changed or not.
func (b *board) Scanned(hw firmware.Hardware, _ time.Time) {
	if !b.greeted {
		return
	}
	seen := hw.Seen()
	var c Codes
	for sq, p := range seen {
		c[sq] = BoardCode(p)
	}
	hw.Send(gatt.UUID{}, Frame(c))
	hw.Told(seen)
}
