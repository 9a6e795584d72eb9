package devices

import (
	"context"
	"fmt"
	"time"

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

// chessnutDriver speaks the Chessnut protocol (package chessnut): the
// position notifies on its own characteristic, answers to commands on
// another.
type chessnutDriver struct {
	fen, op chessnut.Decoder
}

func (d *chessnutDriver) AskBattery(s Session) error { return s.Write(chessnut.CmdBattery) }
func (d *chessnutDriver) Refresh(s Session) error    { return s.Write(chessnut.CmdRealtime) }

// Start switches real-time mode on: the board sends its position now and
// on every change.
func (d *chessnutDriver) Start(ctx context.Context, s Session) (Info, error) {
	if err := s.Write(chessnut.CmdRealtime); err != nil {
		return Info{}, err
	}
	if err := s.AwaitFull(ctx); err != nil {
		return Info{}, fmt.Errorf("reading the Chessnut board: %w", err)
	}
	return Info{}, nil
}

func (d *chessnutDriver) Feed(s Session, from gatt.UUID, p []byte, at time.Time) {
	dec := &d.fen
	if from == chessnut.OpNotify {
		dec = &d.op
	}
	dec.Feed(p)
	for m, ok := dec.Next(); ok; m, ok = dec.Next() {
		switch m.Kind {
		case chessnut.KindPosition:
			s.Position(m.Board, at)
		case chessnut.KindBattery:
			s.Battery(Battery{Percent: m.Percent, Charging: m.Charging})
		}
	}
	s.Problems(dec.Errors())
}

// ichessoneDriver speaks the iChessOne protocol (package ichessone)
// over the Nordic UART service.
type ichessoneDriver struct {
	dec ichessone.Decoder
}

func (d *ichessoneDriver) AskBattery(s Session) error { return s.Write(ichessone.CmdBattery) }
func (d *ichessoneDriver) Refresh(s Session) error    { return s.Write(ichessone.CmdBoard) }

// Start asks for reports on change first, then for the board: no change
// falls between.
func (d *ichessoneDriver) Start(ctx context.Context, s Session) (Info, error) {
	if err := s.Write(ichessone.CmdUpdates); err != nil {
		return Info{}, err
	}
	if err := s.Write(ichessone.CmdBoard); err != nil {
		return Info{}, err
	}
	if err := s.AwaitFull(ctx); err != nil {
		return Info{}, fmt.Errorf("reading the iChessOne board: %w", err)
	}
	return Info{}, nil
}

func (d *ichessoneDriver) Feed(s Session, _ gatt.UUID, p []byte, at time.Time) {
	d.dec.Feed(p)
	for m, ok := d.dec.Next(); ok; m, ok = d.dec.Next() {
		switch m.Kind {
		case ichessone.KindPosition:
			s.Position(m.Board, at)
		case ichessone.KindBattery:
			s.Battery(Battery{Percent: m.Percent, Charging: m.Charging})
		}
	}
	s.Problems(d.dec.Errors())
}

// pegasusDriver speaks the DGT protocol as the Pegasus carries it over
// the Nordic UART service: the serial protocol's commands and messages
// (dgtbrd.h), with a piece code that says only whether a square holds a
// piece (0 empty, 1 a piece). The Pegasus answers
// DGT_SEND_BATTERY_STATUS, but no public document says how to read the
// answer: it is not asked.
type pegasusDriver struct {
	dec dgt.Decoder
}

func (d *pegasusDriver) Refresh(s Session) error { return s.Write([]byte{dgt.CmdSendBoard}) }

func (d *pegasusDriver) Start(ctx context.Context, s Session) (Info, error) {
	var info Info
	if err := s.Write([]byte{dgt.CmdReset}); err != nil {
		return info, err
	}
	if err := s.Write([]byte{dgt.CmdVersion}); err != nil {
		return info, err
	}
	v, err := awaitDGT(ctx, s, dgt.MsgVersion, time.Second)
	if err != nil {
		return info, fmt.Errorf("asking the Pegasus for its version: %w", err)
	}
	info.Version = fmt.Sprintf("%d.%02d", v.Major, v.Minor)
	// Field updates first, then the dump.
	if err := s.Write([]byte{dgt.CmdUpdateBoard, dgt.CmdSendBoard}); err != nil {
		return info, err
	}
	if err := s.AwaitFull(ctx); err != nil {
		return info, fmt.Errorf("reading the Pegasus: %w", err)
	}
	return info, nil
}

func (d *pegasusDriver) Feed(s Session, _ gatt.UUID, p []byte, at time.Time) {
	d.dec.Feed(p)
	for m, ok := d.dec.Next(); ok; m, ok = d.dec.Next() {
		switch m.Kind {
		case dgt.MsgBoardDump:
			s.Full(m.Board, at)
		case dgt.MsgFieldUpdate:
			s.Put(m.Square, m.Piece, at)
		default:
			s.Answer(m)
		}
	}
	s.Problems(d.dec.Errors())
}

// squareoffDriver speaks the Square Off protocol (package squareoff).
type squareoffDriver struct {
	dec squareoff.Decoder
}

func (d *squareoffDriver) AskBattery(s Session) error { return s.Write(squareoff.CmdBattery) }
func (d *squareoffDriver) Refresh(s Session) error    { return s.Write(squareoff.CmdReadBoard) }

// Start sends the handshake of a game ("14#1*"); some boards answer
// "14#GO*", the Neo does not, so the answer is not waited for.
func (d *squareoffDriver) Start(ctx context.Context, s Session) (Info, error) {
	if err := s.Write(squareoff.CmdNewGame); err != nil {
		return Info{}, err
	}
	if err := s.Write(squareoff.CmdReadBoard); err != nil {
		return Info{}, err
	}
	if err := s.AwaitFull(ctx); err != nil {
		return Info{}, fmt.Errorf("reading the Square Off board: %w", err)
	}
	return Info{}, nil
}

func (d *squareoffDriver) Feed(s Session, _ gatt.UUID, p []byte, at time.Time) {
	d.dec.Feed(p)
	for m, ok := d.dec.Next(); ok; m, ok = d.dec.Next() {
		switch m.Code {
		case squareoff.CodeOccupancy:
			if m.Body == "R" {
				continue
			}
			var b Board
			for sq, on := range m.Occupied {
				if on {
					b[sq] = occupiedMark
				}
			}
			s.Full(b, at)
		case squareoff.CodePiece:
			if m.Square == notation.NoSquare {
				continue
			}
			if !m.Down {
				s.Put(m.Square, notation.NoPiece, at)
				continue
			}
			// As the maker's app does: a piece put down is followed by a
			// reading of the whole board, which also catches an event
			// lost on the way.
			_ = s.Write(squareoff.CmdReadBoard)
			s.Put(m.Square, occupiedMark, at)
		case squareoff.CodeBattery:
			s.Battery(Battery{Percent: -1, Volts: m.Volts})
		}
	}
	s.Problems(d.dec.Errors())
}
