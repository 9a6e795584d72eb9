package devices

import (
	"context"
	"time"

	"go.bug.st/serial"
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
	// feed decodes bytes received at instant at, adding events to c.
	feed(c *Conn, p []byte, at time.Time)
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
	case Millennium:
		return &millenniumDriver{}
	}
	return nil
}
