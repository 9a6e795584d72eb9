package devices

import (
	"context"
	"fmt"
	"sync/atomic"
	"time"

	"go.bug.st/serial"

	"github.com/rochade/rochade/devices/chessnut"
	"github.com/rochade/rochade/devices/dgt"
	"github.com/rochade/rochade/devices/gatt"
	"github.com/rochade/rochade/devices/ichessone"
	"github.com/rochade/rochade/devices/squareoff"
	"github.com/rochade/rochade/notation"
)

// occupiedMark stands for "a piece" on the board of an occupancy-only
// driver; the readings it makes carry the occupancy only.
var occupiedMark = notation.MakePiece(notation.White, notation.Pawn)

// bleScan is the scan time given to the readings of the Bluetooth LE
// boards, whose documents give none: their reports are taken as they
// come, as of a board that reports within one notification interval.
const bleScan = 100 * time.Millisecond

// eventScan is the scan time of the boards that report each piece
// lifted and put down as an event (Pegasus, Square Off): their reports
// come in the order things happen, a BLE connection interval apart at
// most.
const eventScan = 10 * time.Millisecond

// positionBoard is what the drivers of the Bluetooth LE boards share:
// positions arrive as whole boards; the first is the full reading, an
// answer to a refresh is full too, the rest are changes.
type positionBoard struct {
	refreshAsked atomic.Bool
}

func (p *positionBoard) take(c *Conn, b Board, at time.Time) {
	if !c.have {
		c.full(b, at)
		return
	}
	c.change(b, at, p.refreshAsked.Swap(false))
}

// chessnutDriver speaks the Chessnut protocol (package chessnut): the
// position notifies on its own characteristic, answers to commands on
// another.
type chessnutDriver struct {
	positionBoard
	fen, op chessnut.Decoder
}

func (d *chessnutDriver) serialMode() *serial.Mode { return nil }
func (d *chessnutDriver) profile() *gatt.Profile   { return &gatt.ChessnutProfile }
func (d *chessnutDriver) occupancyOnly() bool      { return false }
func (d *chessnutDriver) forget()                  {}
func (d *chessnutDriver) battery(c *Conn) error    { return c.write(chessnut.CmdBattery) }
func (d *chessnutDriver) refresh(c *Conn) error {
	d.refreshAsked.Store(true)
	return c.write(chessnut.CmdRealtime)
}

func (d *chessnutDriver) start(ctx context.Context, c *Conn) (Info, error) {
	info := Info{Scan: bleScan, Latency: 2 * bleScan}
	// Real-time mode: the board sends its position now and on every
	// change.
	if err := c.write(chessnut.CmdRealtime); err != nil {
		return info, err
	}
	if err := c.awaitFull(ctx); err != nil {
		return info, fmt.Errorf("reading the Chessnut board: %w", err)
	}
	return info, nil
}

func (d *chessnutDriver) probe(ctx context.Context, c *Conn) error {
	if err := c.write(chessnut.CmdRealtime); err != nil {
		return err
	}
	return c.awaitFull(ctx)
}

func (d *chessnutDriver) feed(c *Conn, from gatt.UUID, p []byte, at time.Time) {
	dec := &d.fen
	if from == gatt.ChessnutOpNotify {
		dec = &d.op
	}
	dec.Feed(p)
	for m, ok := dec.Next(); ok; m, ok = dec.Next() {
		switch m.Kind {
		case chessnut.KindPosition:
			d.take(c, Board(m.Board), at)
		case chessnut.KindBattery:
			c.batteryLevel(Battery{Percent: m.Percent, Charging: m.Charging})
		}
	}
	if errs := dec.Errors(); len(errs) > 0 {
		c.report(errs)
		c.afterNoise()
	}
}

// ichessoneDriver speaks the iChessOne protocol (package ichessone)
// over the Nordic UART service.
type ichessoneDriver struct {
	positionBoard
	dec ichessone.Decoder
}

func (d *ichessoneDriver) serialMode() *serial.Mode { return nil }
func (d *ichessoneDriver) profile() *gatt.Profile   { return &gatt.NUSProfile }
func (d *ichessoneDriver) occupancyOnly() bool      { return false }
func (d *ichessoneDriver) forget()                  {}
func (d *ichessoneDriver) battery(c *Conn) error    { return c.write(ichessone.CmdBattery) }
func (d *ichessoneDriver) refresh(c *Conn) error {
	d.refreshAsked.Store(true)
	return c.write(ichessone.CmdBoard)
}

func (d *ichessoneDriver) start(ctx context.Context, c *Conn) (Info, error) {
	info := Info{Scan: bleScan, Latency: 2 * bleScan}
	// Reports on change first, then the board: no change falls between.
	if err := c.write(ichessone.CmdUpdates); err != nil {
		return info, err
	}
	if err := c.write(ichessone.CmdBoard); err != nil {
		return info, err
	}
	if err := c.awaitFull(ctx); err != nil {
		return info, fmt.Errorf("reading the iChessOne board: %w", err)
	}
	return info, nil
}

func (d *ichessoneDriver) probe(ctx context.Context, c *Conn) error {
	if err := c.write(ichessone.CmdBoard); err != nil {
		return err
	}
	return c.awaitFull(ctx)
}

func (d *ichessoneDriver) feed(c *Conn, _ gatt.UUID, p []byte, at time.Time) {
	d.dec.Feed(p)
	for m, ok := d.dec.Next(); ok; m, ok = d.dec.Next() {
		switch m.Kind {
		case ichessone.KindPosition:
			d.take(c, Board(m.Board), at)
		case ichessone.KindBattery:
			c.batteryLevel(Battery{Percent: m.Percent, Charging: m.Charging})
		}
	}
	if errs := d.dec.Errors(); len(errs) > 0 {
		c.report(errs)
		c.afterNoise()
	}
}

// pegasusDriver speaks the DGT protocol as the Pegasus carries it over
// the Nordic UART service: the serial protocol's commands and messages
// (dgtbrd.h), with a piece code that says only whether a square holds a
// piece (0 empty, 1 a piece).
type pegasusDriver struct {
	dec     dgt.Decoder
	replies []dgt.Message
}

func (d *pegasusDriver) serialMode() *serial.Mode { return nil }
func (d *pegasusDriver) profile() *gatt.Profile   { return &gatt.NUSProfile }
func (d *pegasusDriver) occupancyOnly() bool      { return true }
func (d *pegasusDriver) forget()                  { d.replies = d.replies[:0] }

// battery: the Pegasus answers DGT_SEND_BATTERY_STATUS, but no public
// document says how to read the answer; nothing is guessed.
func (d *pegasusDriver) battery(*Conn) error { return ErrNoBattery }

func (d *pegasusDriver) refresh(c *Conn) error { return c.write([]byte{dgt.CmdSendBoard}) }

func (d *pegasusDriver) start(ctx context.Context, c *Conn) (Info, error) {
	info := Info{Scan: eventScan, Latency: eventScan}
	if err := c.write([]byte{dgt.CmdReset}); err != nil {
		return info, err
	}
	if err := c.write([]byte{dgt.CmdVersion}); err != nil {
		return info, err
	}
	var v dgt.Message
	err := c.await(ctx, time.Second, func() bool {
		for i, m := range d.replies {
			if m.Kind == dgt.MsgVersion {
				v = m
				d.replies = append(d.replies[:i], d.replies[i+1:]...)
				return true
			}
		}
		return false
	})
	if err != nil {
		return info, fmt.Errorf("asking the Pegasus for its version: %w", err)
	}
	info.Version = fmt.Sprintf("%d.%02d", v.Major, v.Minor)
	// Field updates first, then the dump.
	if err := c.write([]byte{dgt.CmdUpdateBoard, dgt.CmdSendBoard}); err != nil {
		return info, err
	}
	if err := c.awaitFull(ctx); err != nil {
		return info, fmt.Errorf("reading the Pegasus: %w", err)
	}
	return info, nil
}

func (d *pegasusDriver) probe(ctx context.Context, c *Conn) error {
	if err := c.write([]byte{dgt.CmdSendBoard}); err != nil {
		return err
	}
	return c.awaitFull(ctx)
}

func occupancyBoard(b *[64]notation.Piece) Board {
	var out Board
	for s, p := range b {
		if p != notation.NoPiece {
			out[s] = occupiedMark
		}
	}
	return out
}

func (d *pegasusDriver) feed(c *Conn, _ gatt.UUID, p []byte, at time.Time) {
	d.dec.Feed(p)
	for m, ok := d.dec.Next(); ok; m, ok = d.dec.Next() {
		switch m.Kind {
		case dgt.MsgBoardDump:
			b := occupancyBoard(&m.Board)
			if !c.have {
				c.full(b, at)
			} else {
				c.change(b, at, true)
			}
		case dgt.MsgFieldUpdate:
			b := c.board
			b[m.Square] = notation.NoPiece
			if m.Piece != notation.NoPiece {
				b[m.Square] = occupiedMark
			}
			c.change(b, at, false)
		default:
			d.replies = append(d.replies, m)
		}
	}
	if errs := d.dec.Errors(); len(errs) > 0 {
		c.report(errs)
		c.afterNoise()
	}
}

// squareoffDriver speaks the Square Off protocol (package squareoff).
type squareoffDriver struct {
	dec squareoff.Decoder
}

func (d *squareoffDriver) serialMode() *serial.Mode { return nil }
func (d *squareoffDriver) profile() *gatt.Profile   { return &gatt.NUSProfile }
func (d *squareoffDriver) occupancyOnly() bool      { return true }
func (d *squareoffDriver) forget()                  {}
func (d *squareoffDriver) battery(c *Conn) error    { return c.write(squareoff.CmdBattery) }
func (d *squareoffDriver) refresh(c *Conn) error    { return c.write(squareoff.CmdReadBoard) }

func (d *squareoffDriver) start(ctx context.Context, c *Conn) (Info, error) {
	info := Info{Scan: eventScan, Latency: eventScan}
	// The handshake of a game ("14#1*"); some boards answer "14#GO*",
	// the Neo does not, so the answer is not waited for.
	if err := c.write(squareoff.CmdNewGame); err != nil {
		return info, err
	}
	if err := c.write(squareoff.CmdReadBoard); err != nil {
		return info, err
	}
	if err := c.awaitFull(ctx); err != nil {
		return info, fmt.Errorf("reading the Square Off board: %w", err)
	}
	return info, nil
}

func (d *squareoffDriver) probe(ctx context.Context, c *Conn) error {
	if err := c.write(squareoff.CmdReadBoard); err != nil {
		return err
	}
	return c.awaitFull(ctx)
}

func (d *squareoffDriver) feed(c *Conn, _ gatt.UUID, p []byte, at time.Time) {
	d.dec.Feed(p)
	for m, ok := d.dec.Next(); ok; m, ok = d.dec.Next() {
		switch m.Code {
		case squareoff.CodeOccupancy:
			if m.Body == "R" {
				continue
			}
			var b Board
			for s, on := range m.Occupied {
				if on {
					b[s] = occupiedMark
				}
			}
			if !c.have {
				c.full(b, at)
			} else {
				c.change(b, at, true)
			}
		case squareoff.CodePiece:
			if m.Square == notation.NoSquare || !c.have {
				continue
			}
			b := c.board
			b[m.Square] = notation.NoPiece
			if m.Down {
				b[m.Square] = occupiedMark
				// As the maker's app does: a piece put down is
				// followed by a reading of the whole board, which
				// also catches an event lost on the way.
				_ = c.write(squareoff.CmdReadBoard)
			}
			c.change(b, at, false)
		case squareoff.CodeBattery:
			c.batteryLevel(Battery{Percent: -1, Volts: m.Volts})
		}
	}
	if errs := d.dec.Errors(); len(errs) > 0 {
		c.report(errs)
		c.afterNoise()
	}
}
