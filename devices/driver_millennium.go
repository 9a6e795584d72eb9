package devices

import (
	"context"
	"errors"
	"fmt"
	"sync/atomic"
	"time"

	"go.bug.st/serial"

	"github.com/rochade/rochade/devices/gatt"

	"github.com/rochade/rochade/devices/millennium"
)

// millenniumDriver speaks the Millennium ChessLink protocol: ASCII
// commands and replies with a block check. The board has no clock.
type millenniumDriver struct {
	dec     millennium.Decoder
	replies []millennium.Reply
	// refreshAsked marks a requested status, so that an unchanged board
	// is still passed on as the answer.
	refreshAsked atomic.Bool
}

// askWait is how long a ChessLink board may take to answer a command.
const askWait = 400 * time.Millisecond

func (d *millenniumDriver) serialMode() *serial.Mode {
	return &serial.Mode{BaudRate: millennium.BaudRate, DataBits: millennium.DataBits,
		Parity: serial.OddParity, StopBits: serial.OneStopBit}
}

func (d *millenniumDriver) start(ctx context.Context, c *Conn) (Info, error) {
	var info Info
	// The block check on (E2ROM address 0), as the protocol wants it
	// normally: a board whose check was switched off for typing on a
	// terminal, which then also acts on these commands, may send its
	// replies without the check too. Its own reply is not waited for.
	if err := c.write(millennium.CmdWrite(millennium.AddrSerialSetup, 0)); err != nil {
		return info, err
	}
	r, err := d.ask(ctx, c, millennium.CmdVersion(), 'v')
	if err != nil {
		return info, fmt.Errorf("asking the Millennium board for its version: %w", err)
	}
	info.Version = fmt.Sprintf("%d.%d", r.Version[0], r.Version[1])
	// The scan time, as the board's E2ROM sets it.
	info.Scan = millennium.ScanTime(millennium.ScanTimeDefault)
	if r, err := d.ask(ctx, c, millennium.CmdRead(millennium.AddrScanTime), 'r'); err == nil {
		info.Scan = millennium.ScanTime(r.Value)
	} else if ctx.Err() != nil {
		return info, ctx.Err()
	}
	// A status is sent at the end of the scan that saw a change.
	info.Latency = 2 * info.Scan
	if _, err := d.ask(ctx, c, millennium.CmdWrite(millennium.AddrAutoReport, millennium.ReportOnChange), 'w'); err != nil {
		return info, fmt.Errorf("switching on automatic reports: %w", err)
	}
	if _, err := d.ask(ctx, c, millennium.CmdLEDsOff(), 'x'); err != nil {
		return info, fmt.Errorf("switching the LEDs off: %w", err)
	}
	if err := c.write(millennium.CmdStatus()); err != nil {
		return info, err
	}
	if err := c.awaitFull(ctx); err != nil {
		return info, fmt.Errorf("reading the Millennium board: %w", err)
	}
	return info, nil
}

func (d *millenniumDriver) probe(ctx context.Context, c *Conn) error {
	_, err := d.ask(ctx, c, millennium.CmdVersion(), 'v')
	return err
}

// ask sends a command and waits for the reply with the given letter
// (and, to a write or a read, the same address), trying three times.
func (d *millenniumDriver) ask(ctx context.Context, c *Conn, cmd []byte, letter byte) (millennium.Reply, error) {
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
		if err := c.write(cmd); err != nil {
			return millennium.Reply{}, err
		}
		var found millennium.Reply
		err := c.await(ctx, askWait, func() bool {
			for i, r := range d.replies {
				if r.Letter == letter && (addr < 0 || int(r.Addr) == addr) {
					found = r
					d.replies = append(d.replies[:i], d.replies[i+1:]...)
					return true
				}
			}
			return false
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

func (d *millenniumDriver) feed(c *Conn, _ gatt.UUID, p []byte, at time.Time) {
	d.dec.Feed(p)
	for {
		r, ok := d.dec.Next()
		if !ok {
			break
		}
		if r.Letter == 's' {
			if !c.have {
				c.full(r.Board, at)
			} else {
				c.change(r.Board, at, d.refreshAsked.Swap(false))
			}
			continue
		}
		d.replies = append(d.replies, r)
	}
	if errs := d.dec.Errors(); len(errs) > 0 {
		c.report(errs)
		// A status spoilt by line noise is not sent again while the
		// board does not change (reports on change): ask for it.
		c.afterNoise()
	}
}

func (d *millenniumDriver) refresh(c *Conn) error {
	d.refreshAsked.Store(true)
	return c.write(millennium.CmdStatus())
}

func (d *millenniumDriver) forget() { d.replies = d.replies[:0] }

// The eONE and the ChessLink BLE module carry the protocol over
// Microchip's transparent UART service.
func (d *millenniumDriver) profile() *gatt.Profile { return &gatt.TransparentProfile }

func (d *millenniumDriver) occupancyOnly() bool { return false }

func (d *millenniumDriver) battery(*Conn) error { return ErrNoBattery }
