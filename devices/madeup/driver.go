package madeup

import (
	"context"
	"time"

	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/gatt"
	"github.com/rochade/rochade/notation"
)

// calibrateWait is how long Start waits for the starting position,
// from which it learns the board's codes.
const calibrateWait = 2 * time.Second

// Driver is the computer's side. The board talks unasked, so the driver
// asks nothing: it is no Refresher (the next scan's frame tells the
// whole board anyway) and no Prober (listening is as quick as asking);
// it calibrates in Start.
type Driver struct {
	dec Decoder
	// pieces is the piece of each of the board's codes, learnt from the
	// starting position; nil before.
	pieces map[byte]notation.Piece
}

// Start greets the board, learns its codes from the first frame that
// shows the starting position, and waits for the first full reading.
func (d *Driver) Start(ctx context.Context, s devices.Session) (devices.Info, error) {
	if err := s.Write(Hello); err != nil {
		return devices.Info{}, err
	}
	c, err := devices.Await(ctx, s, calibrateWait, func(c Codes) bool { return Calibrate(c) != nil })
	if err != nil {
		return devices.Info{}, err
	}
	d.pieces = Calibrate(c)
	return devices.Info{Version: "1"}, s.AwaitFull(ctx)
}

// Calibrate returns the piece of each code of a board whose frame c
// shows the starting position, and nil if it shows none: every square
// of the starting position's pieces holds a piece, every other square
// is empty, and each kind of piece has a code of its own.
func Calibrate(c Codes) map[byte]notation.Piece {
	start := notation.StartPosition()
	placement := start.Placement()
	pieces := map[byte]notation.Piece{}
	codes := map[notation.Piece]byte{}
	for sq, p := range placement {
		code := c[sq]
		if (p == notation.NoPiece) != (code == 0) {
			return nil
		}
		if p == notation.NoPiece {
			continue
		}
		if q, ok := pieces[code]; ok && q != p {
			return nil
		}
		if k, ok := codes[p]; ok && k != code {
			return nil
		}
		pieces[code], codes[p] = p, code
	}
	return pieces
}

// Feed decodes frames: before the calibration they are answers for
// Start, after it positions.
func (d *Driver) Feed(s devices.Session, _ gatt.UUID, p []byte, at time.Time) {
	d.dec.Feed(p)
	for {
		c, ok := d.dec.Next()
		if !ok {
			break
		}
		if d.pieces == nil {
			s.Answer(c)
			continue
		}
		var b devices.Board
		known := true
		for sq, code := range c {
			if code == 0 {
				continue
			}
			pc, ok := d.pieces[code]
			// A promotion's new piece is of a kind the starting
			// position has too.
			known = known && ok
			b[sq] = pc
		}
		if !known {
			d.dec.Fail(0, "a code the calibration did not see")
			continue
		}
		s.Position(b, at)
	}
	s.Problems(d.dec.Errors())
}
