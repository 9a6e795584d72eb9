package devices

import (
	"context"
	"fmt"
	"time"

	"github.com/rochade/rochade/devices/dgt"
	"github.com/rochade/rochade/devices/gatt"
	"github.com/rochade/rochade/notation"
)

// dgtDriver speaks the DGT protocol: one-byte commands, binary messages.
type dgtDriver struct {
	dec dgt.Decoder
}

func (d *dgtDriver) Start(ctx context.Context, s Session) (Info, error) {
	var info Info
	if err := s.Write([]byte{dgt.CmdReset, dgt.CmdVersion}); err != nil {
		return info, err
	}
	m, err := awaitDGT(ctx, s, dgt.MsgVersion, time.Second)
	if err != nil {
		return info, fmt.Errorf("asking the DGT board for its version: %w", err)
	}
	info.Version = fmt.Sprintf("%d.%02d", m.Major, m.Minor)
	if err := s.Write([]byte{dgt.CmdSerialNumber}); err != nil {
		return info, err
	}
	if m, err := awaitDGT(ctx, s, dgt.MsgSerialNumber, 500*time.Millisecond); err == nil {
		info.Serial = m.Text
	}
	// Updates first, then the dump: no change can fall between them.
	// "Nice" updates bring the clock's times whenever they change.
	if err := s.Write([]byte{dgt.CmdUpdateNice, dgt.CmdSendBoard}); err != nil {
		return info, err
	}
	if err := s.AwaitFull(ctx); err != nil {
		return info, fmt.Errorf("reading the DGT board: %w", err)
	}
	// One clock reading now, even if the clock never changes.
	return info, s.Write([]byte{dgt.CmdSendClock})
}

func (d *dgtDriver) Probe(ctx context.Context, s Session) error {
	if err := s.Write([]byte{dgt.CmdVersion}); err != nil {
		return err
	}
	_, err := awaitDGT(ctx, s, dgt.MsgVersion, 500*time.Millisecond)
	return err
}

// awaitDGT waits for the board's message of the given kind.
func awaitDGT(ctx context.Context, s Session, kind byte, wait time.Duration) (dgt.Message, error) {
	return Await(ctx, s, wait, func(m dgt.Message) bool { return m.Kind == kind })
}

func (d *dgtDriver) Feed(s Session, _ gatt.UUID, p []byte, at time.Time) {
	d.dec.Feed(p)
	for m, ok := d.dec.Next(); ok; m, ok = d.dec.Next() {
		switch m.Kind {
		case dgt.MsgBoardDump:
			s.Full(m.Board, at)
		case dgt.MsgFieldUpdate:
			s.Put(m.Square, m.Piece, at)
		case dgt.MsgBWTime:
			if m.IsAck {
				if n := m.Ack.Button(); n > 0 {
					s.Button(n, at)
				}
			} else if m.Clock != (dgt.Clock{}) {
				// An all-zero message is sent by some boards after a
				// clock command; it says nothing.
				s.Clock(clockReading(m.Clock, s.ClockWhiteRight(), at))
			}
		default:
			s.Answer(m)
		}
	}
	s.Problems(d.dec.Errors())
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

func (d *dgtDriver) Refresh(s Session) error { return s.Write([]byte{dgt.CmdSendBoard}) }
