package emulator

import (
	"time"

	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/dgt"
	"github.com/rochade/rochade/notation"
)

// dgtBoard is the firmware of a DGT board as dgtbrd.h describes it: it
// powers up in bus mode, idle; any single-board command puts it in
// single-board mode. It reads commands as dgt.CommandDecoder does
// (frames with data whole), answers requests, and in an update mode
// reports each square whose change its scan sees, the moment it sees it.
type dgtBoard struct {
	dec dgt.CommandDecoder
	// mode is the update mode: 0 (idle), dgt.CmdUpdateBoard,
	// dgt.CmdUpdate or dgt.CmdUpdateNice.
	mode byte
	bus  bool
	// leds are the LED patterns of the fields (Revelation II), by field.
	leds [64]byte
	// clockText is what a clock message put on the clock's display, if
	// anything; empty while it shows the times.
	clockText string
	// told is the board as the host was told it.
	told devices.Board
}

// powerUp is the board's state after it is switched on.
func (b *dgtBoard) powerUp() {
	b.dec = dgt.CommandDecoder{}
	b.mode = 0
	b.bus = true
	b.leds = [64]byte{}
	b.clockText = ""
	b.told = devices.Board{}
}

// receive takes bytes from the host.
func (b *dgtBoard) receive(e *Emulator, p []byte, now time.Time) {
	b.dec.Feed(p)
	for {
		c, ok := b.dec.Next()
		if !ok {
			break
		}
		b.command(e, c, now)
	}
	b.dec.Skipped()
}

func (b *dgtBoard) command(e *Emulator, c dgt.Command, now time.Time) {
	if c.Bus {
		// A bus command switches the board to bus mode and is not
		// carried out there; this board answers no bus commands.
		b.bus = true
		b.mode = 0
		return
	}
	if b.bus {
		// The first single-board command switches to single-board
		// mode, idle, and is carried out.
		b.bus = false
		b.mode = 0
	}
	switch c.Code {
	case dgt.CmdReset:
		b.mode = 0
	case dgt.CmdToBusMode:
		b.bus = true
		b.mode = 0
	case dgt.CmdUpdate, dgt.CmdUpdateBoard, dgt.CmdUpdateNice:
		b.mode = c.Code
		if c.Code != dgt.CmdUpdateBoard {
			e.lastClock = nil // the clock's state is sent at once
		}
	case dgt.CmdSendBoard:
		seen := [64]notation.Piece(e.scan.Seen())
		e.sendLocked(dgt.EncodeBoardDump(&seen))
		b.told = e.scan.Seen()
	case dgt.CmdSendClock:
		e.sendLocked(e.clockMessageLocked(now))
	case dgt.CmdVersion:
		e.sendLocked(dgt.EncodeVersion(1, 7))
	case dgt.CmdSerialNumber:
		e.sendLocked(dgt.EncodeText(dgt.MsgSerialNumber, "04711"))
	case dgt.CmdLongSerial:
		e.sendLocked(dgt.EncodeLongSerial("04711"))
	case dgt.CmdTrademark:
		e.sendLocked(dgt.EncodeText(dgt.MsgTrademark, "Rochade virtual board, DGT protocol"))
	case dgt.CmdBusAddress:
		e.sendLocked([]byte{dgt.MsgBusAddress, 0, dgt.SizeBusAddress, 0x02, 0x4f})
	case dgt.CmdEEMoves:
		// The event log, empty but for its end tag.
		e.sendLocked([]byte{dgt.MsgEEMoves, 0, 4, eeEOF})
	case dgt.CmdSetLEDs:
		b.setLEDs(c.Data)
	case dgt.CmdClockMessage:
		b.clockCommand(e, c)
	}
}

// eeEOF ends the event log (EE_EOF).
const eeEOF = 0x6b

// setLEDs carries out DGT_SET_LEDS: pattern, first and last field; other
// values are ignored.
func (b *dgtBoard) setLEDs(d []byte) {
	if len(d) != 3 {
		return
	}
	pattern, from, to := d[0], int(d[1]), int(d[2])
	if pattern == 0 && from == 0x40 {
		b.leds = [64]byte{} // all off
		return
	}
	if pattern > 1 || from > 63 || to > 63 {
		return
	}
	if from > to {
		from, to = to, from
	}
	for f := from; f <= to; f++ {
		b.leds[f] = pattern
	}
}

// clockCommand passes a clock message on to the clock; the board
// acknowledges it in an update mode with clock times, if a clock answers.
func (b *dgtBoard) clockCommand(e *Emulator, c dgt.Command) {
	id, content, ok := c.ClockCommand()
	if !ok || e.clk == nil {
		return
	}
	switch id {
	case dgt.ClockASCII:
		if len(content) >= 8 {
			b.clockText = string(content[:8])
		}
	case dgt.ClockEndDisplay:
		b.clockText = ""
	}
	if b.mode == dgt.CmdUpdate || b.mode == dgt.CmdUpdateNice {
		e.sendLocked(dgt.EncodeClockAck(dgt.AckFor(id)))
	}
}

// changed reports a square the scan saw change, in an update mode.
func (b *dgtBoard) changed(e *Emulator, at time.Time, sq notation.Square, p notation.Piece) {
	if b.mode == 0 || !e.plugged {
		return
	}
	e.sendLocked(dgt.EncodeFieldUpdate(sq, p))
	b.told[sq] = p
	if e.opt.OnReport != nil {
		e.opt.OnReport(b.told, time.Now())
	}
}

// ClockText returns what a clock message put on the DGT3000's display
// (its eight characters), or "" while the clock shows the times.
func (e *Emulator) ClockText() string {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.dgt == nil {
		return ""
	}
	return e.dgt.clockText
}
