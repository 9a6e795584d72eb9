package devices

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/rochade/rochade/devices/gatt"
	"github.com/rochade/rochade/devices/millennium"
)

// millenniumDriver speaks the Millennium ChessLink protocol: ASCII
// commands and replies with a block check. The board has no clock.
type millenniumDriver struct {
	dec millennium.Decoder
}

// askWait is how long a ChessLink board may take to answer a command.
const askWait = 400 * time.Millisecond

func (d *millenniumDriver) Start(ctx context.Context, s Session) (Info, error) {
	var info Info
	// The block check on (E2ROM address 0), as the protocol wants it
	// normally: a board whose check was switched off for typing on a
	// terminal, which then also acts on these commands, may send its
	// replies without the check too. Its own reply is not waited for.
	if err := s.Write(millennium.CmdWrite(millennium.AddrSerialSetup, 0)); err != nil {
		return info, err
	}
	r, err := d.ask(ctx, s, millennium.CmdVersion(), 'v')
	if err != nil {
		return info, fmt.Errorf("asking the Millennium board for its version: %w", err)
	}
	info.Version = fmt.Sprintf("%d.%d", r.Version[0], r.Version[1])
	// The scan time, as the board's E2ROM sets it (else the default).
	if r, err := d.ask(ctx, s, millennium.CmdRead(millennium.AddrScanTime), 'r'); err == nil {
		info.Scan = millennium.ScanTime(r.Value)
	} else if ctx.Err() != nil {
		return info, ctx.Err()
	}
	if _, err := d.ask(ctx, s, millennium.CmdWrite(millennium.AddrAutoReport, millennium.ReportOnChange), 'w'); err != nil {
		return info, fmt.Errorf("switching on automatic reports: %w", err)
	}
	if _, err := d.ask(ctx, s, millennium.CmdLEDsOff(), 'x'); err != nil {
		return info, fmt.Errorf("switching the LEDs off: %w", err)
	}
	if err := s.Write(millennium.CmdStatus()); err != nil {
		return info, err
	}
	if err := s.AwaitFull(ctx); err != nil {
		return info, fmt.Errorf("reading the Millennium board: %w", err)
	}
	return info, nil
}

func (d *millenniumDriver) Probe(ctx context.Context, s Session) error {
	_, err := d.ask(ctx, s, millennium.CmdVersion(), 'v')
	return err
}

// ask sends a command and waits for the reply with the given letter
// (and, to a write or a read, the same address), trying three times.
func (d *millenniumDriver) ask(ctx context.Context, s Session, cmd []byte, letter byte) (millennium.Reply, error) {
	addr := -1
	if (letter == 'w' || letter == 'r') && len(cmd) >= 3 {
		var x millennium.Decoder
		x.Commands = true
		x.Feed(cmd)
		if r, ok := x.Next(); ok {
			addr = int(r.Addr)
		}
	}
	for try := 0; try < 3; try++ {
		if err := s.Write(cmd); err != nil {
			return millennium.Reply{}, err
		}
		found, err := Await(ctx, s, askWait, func(r millennium.Reply) bool {
			return r.Letter == letter && (addr < 0 || int(r.Addr) == addr)
		})
		if err == nil {
			return found, nil
		}
		if !errors.Is(err, ErrNoAnswer) {
			return millennium.Reply{}, err
		}
	}
	return millennium.Reply{}, ErrNoAnswer
}

func (d *millenniumDriver) Feed(s Session, _ gatt.UUID, p []byte, at time.Time) {
	d.dec.Feed(p)
	for r, ok := d.dec.Next(); ok; r, ok = d.dec.Next() {
		if r.Letter == 's' {
			s.Position(r.Board, at)
			continue
		}
		s.Answer(r)
	}
	// A status spoilt by line noise is not sent again while the board
	// does not change (reports on change): Problems asks for it.
	s.Problems(d.dec.Errors())
}

func (d *millenniumDriver) Refresh(s Session) error { return s.Write(millennium.CmdStatus()) }
