package devices

import (
	"context"
	"fmt"
	"time"

	"go.bug.st/serial"

	"github.com/rochade/rochade/devices/gatt"

	"github.com/rochade/rochade/devices/dgt"
	"github.com/rochade/rochade/notation"
)

// dgtDriver speaks the DGT protocol: one-byte commands, binary messages.
type dgtDriver struct {
	dec     dgt.Decoder
	replies []dgt.Message
}

func (d *dgtDriver) serialMode() *serial.Mode {
	return &serial.Mode{BaudRate: 9600, DataBits: 8, Parity: serial.NoParity, StopBits: serial.OneStopBit}
}

func (d *dgtDriver) start(ctx context.Context, c *Conn) (Info, error) {
	// The board samples its squares one by one; a full scan takes up to
	// 250 ms (dgtbrd.h).
	info := Info{Scan: dgt.ScanMax, Latency: dgt.ScanMax}
	if err := c.write([]byte{dgt.CmdReset, dgt.CmdVersion}); err != nil {
		return info, err
	}
	m, err := d.await(ctx, c, dgt.MsgVersion, time.Second)
	if err != nil {
		return info, fmt.Errorf("asking the DGT board for its version: %w", err)
	}
	info.Version = fmt.Sprintf("%d.%02d", m.Major, m.Minor)
	if err := c.write([]byte{dgt.CmdSerialNumber}); err != nil {
		return info, err
	}
	if m, err := d.await(ctx, c, dgt.MsgSerialNumber, 500*time.Millisecond); err == nil {
		info.Serial = m.Text
	}
	// Updates first, then the dump: no change can fall between them.
	// "Nice" updates bring the clock's times whenever they change.
	if err := c.write([]byte{dgt.CmdUpdateNice, dgt.CmdSendBoard}); err != nil {
		return info, err
	}
	if err := c.awaitFull(ctx); err != nil {
		return info, fmt.Errorf("reading the DGT board: %w", err)
	}
	// One clock reading now, even if the clock never changes.
	return info, c.write([]byte{dgt.CmdSendClock})
}

func (d *dgtDriver) probe(ctx context.Context, c *Conn) error {
	if err := c.write([]byte{dgt.CmdVersion}); err != nil {
		return err
	}
	_, err := d.await(ctx, c, dgt.MsgVersion, 500*time.Millisecond)
	return err
}

func (d *dgtDriver) await(ctx context.Context, c *Conn, kind byte, wait time.Duration) (dgt.Message, error) {
	var found dgt.Message
	err := c.await(ctx, wait, func() bool {
		for i, m := range d.replies {
			if m.Kind == kind {
				found = m
				d.replies = append(d.replies[:i], d.replies[i+1:]...)
				return true
			}
		}
		return false
	})
	return found, err
}

func (d *dgtDriver) feed(c *Conn, _ gatt.UUID, p []byte, at time.Time) {
	d.dec.Feed(p)
	for {
		m, ok := d.dec.Next()
		if !ok {
			break
		}
		switch m.Kind {
		case dgt.MsgBoardDump:
			c.full(m.Board, at)
		case dgt.MsgFieldUpdate:
			b := c.board
			b[m.Square] = m.Piece
			c.change(b, at, false)
		case dgt.MsgBWTime:
			if m.IsAck {
				if n := m.Ack.Button(); n > 0 {
					c.button(n, at)
				}
			} else if m.Clock != (dgt.Clock{}) {
				// An all-zero message is sent by some boards after a
				// clock command; it says nothing.
				c.clock(clockReading(m.Clock, c.ClockWhiteRight, at))
			}
		default:
			d.replies = append(d.replies, m)
		}
	}
	if errs := d.dec.Errors(); len(errs) > 0 {
		c.report(errs)
		c.afterNoise()
	}
}

// clockReading turns the clock's left and right into White and Black.
func clockReading(k dgt.Clock, whiteRight bool, at time.Time) ClockReading {
	if k.NoClock {
		return ClockReading{NoClock: true, Time: at}
	}
	left, right := notation.White, notation.Black
	if whiteRight {
		left, right = right, left
	}
	r := ClockReading{Running: k.Running, BatteryLow: k.BatteryLow, Time: at}
	faces := map[notation.Color]dgt.ClockFace{left: k.Left, right: k.Right}
	r.White, r.WhiteFlag = faces[notation.White].Duration(), faces[notation.White].Fallen()
	r.Black, r.BlackFlag = faces[notation.Black].Duration(), faces[notation.Black].Fallen()
	// The lever is high on the side whose time runs: the other side
	// pressed it down.
	r.LeverDown = right
	if k.RightHigh {
		r.LeverDown = left
	}
	switch {
	case k.LeftToMove && !k.RightToMove:
		r.Turn = left
	case k.RightToMove && !k.LeftToMove:
		r.Turn = right
	default:
		r.Turn = r.LeverDown.Other()
	}
	return r
}

func (d *dgtDriver) refresh(c *Conn) error { return c.write([]byte{dgt.CmdSendBoard}) }

func (d *dgtDriver) forget() { d.replies = d.replies[:0] }

func (d *dgtDriver) profile() *gatt.Profile { return nil }

func (d *dgtDriver) occupancyOnly() bool { return false }

func (d *dgtDriver) battery(*Conn) error { return ErrNoBattery }
