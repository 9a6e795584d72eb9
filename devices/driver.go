package devices

import (
	"context"
	"time"

	"go.bug.st/serial"

	"github.com/rochade/rochade/devices/gatt"
)

// driver is what one protocol knows: how to wake a board up, how to ask
// it whether it is there, how to read what it sends, and how to ask it
// for the whole board.
type driver interface {
	// serialMode returns the line settings.
	serialMode() *serial.Mode
	// start wakes the board up (identity, automatic reports, whole board).
	start(ctx context.Context, c *Conn) (Info, error)
	// probe asks for the board's version only.
	probe(ctx context.Context, c *Conn) error
	// feed decodes bytes received at instant at (from characteristic
	// from, zero on a stream), adding events to c.
	feed(c *Conn, from gatt.UUID, p []byte, at time.Time)
	// profile is the protocol's use of GATT, nil for serial-only
	// protocols.
	profile() *gatt.Profile
	// occupancyOnly tells whether the board sees only whether a square
	// holds a piece.
	occupancyOnly() bool
	// battery asks for the battery (ErrNoBattery where the board does
	// not report it).
	battery(c *Conn) error
	// refresh asks for a full reading.
	refresh(c *Conn) error
	// forget drops replies nobody waits for any more.
	forget()
}

// newDriver returns the driver of a protocol, or nil.
func newDriver(p Protocol) driver {
	switch p {
	case DGT:
		return &dgtDriver{}
	case Millennium, EONE:
		return &millenniumDriver{}
	case Chessnut:
		return &chessnutDriver{}
	case Pegasus:
		return &pegasusDriver{}
	case IChessOne:
		return &ichessoneDriver{}
	case SquareOff:
		return &squareoffDriver{}
	}
	return nil
}
