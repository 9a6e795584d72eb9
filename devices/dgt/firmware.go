package dgt

import (
	"bytes"
	"time"

	"github.com/rochade/rochade/devices/firmware"
	"github.com/rochade/rochade/devices/gatt"
	"github.com/rochade/rochade/notation"
)

// clockEvery is the longest time between two BWTIME messages in the
// update mode 0x43 (DGT_SEND_UPDATE: "at least every second"); in 0x4b
// (DGT_SEND_UPDATE_NICE) they come only when they change.
const clockEvery = time.Second

// eeEOF ends the event log (EE_EOF).
const eeEOF = 0x6b

// board is the firmware of a DGT board as dgtbrd.h describes it: it
// powers up in bus mode, idle; any single-board command puts it in
// single-board mode. It reads commands as CommandDecoder does (frames
// with data whole), answers requests, and in an update mode reports
// each square whose change its scan sees, the moment it sees it, and
// passes on what a DGT3000 at the board shows.
type board struct {
	dec CommandDecoder
	// mode is the update mode: 0 (idle), CmdUpdateBoard, CmdUpdate or
	// CmdUpdateNice.
	mode byte
	bus  bool
	// leds are the LED patterns of the fields (Revelation II), by field.
	leds [64]byte
	// clockText is what a clock message put on the clock's display, if
	// anything; empty while it shows the times.
	clockText string
	// told is the board as the host was told it.
	told [64]notation.Piece
	// The last clock message sent, and when.
	lastClock   []byte
	lastClockAt time.Time
}

// NewFirmware returns the firmware of an emulated DGT board.
func NewFirmware() firmware.Firmware { return &board{} }

// Scan: "about 200-250 ms" a scan (dgtbrd.h).
func (b *board) Scan() (min, max time.Duration) { return ScanMin, ScanMax }

// PowerUp: in bus mode, idle, LEDs off, the clock showing its times.
func (b *board) PowerUp(firmware.Hardware, time.Time) { *b = board{bus: true} }

// Host: the host switched an update mode on.
func (b *board) Host() bool { return b.mode != 0 }

// LEDs returns the LED patterns of the fields, a8 first (field order).
func (b *board) LEDs() [81]byte {
	var out [81]byte
	copy(out[:], b.leds[:])
	return out
}

// ClockText returns what a clock message put on the DGT3000's display
// (its eight characters), or "" while the clock shows the times.
func (b *board) ClockText() string { return b.clockText }

func (b *board) Receive(hw firmware.Hardware, p []byte, now time.Time) {
	b.dec.Feed(p)
	for c, ok := b.dec.Next(); ok; c, ok = b.dec.Next() {
		b.command(hw, c, now)
	}
	b.dec.Skipped()
}

func (b *board) send(hw firmware.Hardware, msg []byte) { hw.Send(gatt.UUID{}, msg) }

func (b *board) command(hw firmware.Hardware, c Command, now time.Time) {
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
	case CmdReset:
		b.mode = 0
	case CmdToBusMode:
		b.bus = true
		b.mode = 0
	case CmdUpdate, CmdUpdateBoard, CmdUpdateNice:
		b.mode = c.Code
		if c.Code != CmdUpdateBoard {
			b.lastClock = nil // the clock's state is sent at once
		}
	case CmdSendBoard:
		seen := hw.Seen()
		b.send(hw, EncodeBoardDump(&seen))
		b.told = seen
	case CmdSendClock:
		b.send(hw, b.clockMessage(hw, now))
	case CmdVersion:
		b.send(hw, EncodeVersion(1, 7))
	case CmdSerialNumber:
		b.send(hw, EncodeText(MsgSerialNumber, "04711"))
	case CmdLongSerial:
		b.send(hw, EncodeLongSerial("04711"))
	case CmdTrademark:
		b.send(hw, EncodeText(MsgTrademark, "Rochade virtual board, DGT protocol"))
	case CmdBusAddress:
		b.send(hw, []byte{MsgBusAddress, 0, SizeBusAddress, 0x02, 0x4f})
	case CmdEEMoves:
		// The event log, empty but for its end tag.
		b.send(hw, []byte{MsgEEMoves, 0, 4, eeEOF})
	case CmdSetLEDs:
		b.setLEDs(c.Data)
	case CmdClockMessage:
		b.clockCommand(hw, c)
	}
}

// setLEDs carries out DGT_SET_LEDS: pattern, first and last field; other
// values are ignored.
func (b *board) setLEDs(d []byte) {
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
func (b *board) clockCommand(hw firmware.Hardware, c Command) {
	id, content, ok := c.ClockCommand()
	if clk, _ := hw.Clock(); !ok || clk == nil {
		return
	}
	switch id {
	case ClockASCII:
		if len(content) >= 8 {
			b.clockText = string(content[:8])
		}
	case ClockEndDisplay:
		b.clockText = ""
	}
	if b.clockTimes() {
		b.send(hw, EncodeClockAck(AckFor(id)))
	}
}

// clockTimes tells whether the update mode passes the clock on.
func (b *board) clockTimes() bool { return b.mode == CmdUpdate || b.mode == CmdUpdateNice }

// Changed reports a square the scan saw change, in an update mode.
func (b *board) Changed(hw firmware.Hardware, _ time.Time, sq notation.Square, p notation.Piece) {
	if b.mode == 0 {
		return
	}
	b.send(hw, EncodeFieldUpdate(sq, p))
	b.told[sq] = p
	hw.Told(b.told)
}

// ClockChanged sends the clock's message in the update modes with clock
// times: when it changed, or in 0x43 when a second has passed since the
// last.
func (b *board) ClockChanged(hw firmware.Hardware, now time.Time) {
	if clk, _ := hw.Clock(); clk == nil || !b.clockTimes() {
		return
	}
	msg := b.clockMessage(hw, now)
	if !bytes.Equal(msg, b.lastClock) || b.mode == CmdUpdate && now.Sub(b.lastClockAt) >= clockEvery {
		b.send(hw, msg)
		b.lastClock, b.lastClockAt = msg, now
	}
}

// ClockButton passes a button's press on as the DGT3000 does when the
// host asks for clock updates.
func (b *board) ClockButton(hw firmware.Hardware, n int) {
	if b.clockTimes() {
		b.send(hw, EncodeClockAck(ButtonAck(n)))
	}
}

// clockMessage encodes what the clock shows at now (or that there is no
// clock).
func (b *board) clockMessage(hw firmware.Hardware, now time.Time) []byte {
	c, whiteRight := hw.Clock()
	if c == nil {
		return EncodeClock(Clock{NoClock: true})
	}
	flagSide, _, flagged := c.Flag(now)
	perMove := false
	for _, p := range c.TimeControl().Periods {
		if p.Increment > 0 || p.Delay > 0 {
			perMove = true
		}
	}
	face := func(side notation.Color) ClockFace {
		f := FaceOf(c.Remaining(side, now))
		if flagged && flagSide == side {
			f.Flag, f.Blocked = true, true
		}
		f.PerMove = perMove
		return f
	}
	left, right := notation.White, notation.Black
	if whiteRight {
		left, right = right, left
	}
	k := Clock{Left: face(left), Right: face(right), Running: c.Running() && !flagged}
	// The lever is high on the side whose time runs (or will run).
	k.RightHigh = c.Turn() == right
	if k.Running {
		k.RightToMove = c.Turn() == right
		k.LeftToMove = c.Turn() == left
	}
	return EncodeClock(k)
}

var (
	_ firmware.SquareReporter = (*board)(nil)
	_ firmware.Clocked        = (*board)(nil)
)

// pegasus is the firmware of a DGT Pegasus: the DGT serial protocol's
// commands over the Nordic UART service; its sensors see whether a
// square holds a piece, which it reports as code 1.
type pegasus struct {
	dec     CommandDecoder
	updates bool
	wrote   bool
}

// NewPegasusFirmware returns the firmware of an emulated DGT Pegasus.
func NewPegasusFirmware() firmware.Firmware { return &pegasus{} }

func (b *pegasus) Scan() (min, max time.Duration) {
	return firmware.EventScanMin, firmware.EventScanMax
}

func (b *pegasus) PowerUp(firmware.Hardware, time.Time) { *b = pegasus{} }
func (b *pegasus) Host() bool                           { return b.wrote }

// occupancyCodes is what the Pegasus sees: code 1 where a piece stands.
func occupancyCodes(seen [64]notation.Piece) [64]notation.Piece {
	var b [64]notation.Piece
	for s, p := range seen {
		if p != notation.NoPiece {
			b[s] = notation.MakePiece(notation.White, notation.Pawn) // code 1
		}
	}
	return b
}

func (b *pegasus) Receive(hw firmware.Hardware, p []byte, _ time.Time) {
	b.wrote = true
	b.dec.Feed(p)
	for c, ok := b.dec.Next(); ok; c, ok = b.dec.Next() {
		switch c.Code {
		case CmdReset:
			b.updates = false
		case CmdVersion:
			hw.Send(gatt.UUID{}, EncodeVersion(1, 0))
		case CmdSendBoard:
			occ := occupancyCodes(hw.Seen())
			hw.Send(gatt.UUID{}, EncodeBoardDump(&occ))
		case CmdUpdateBoard, CmdUpdate, CmdUpdateNice:
			b.updates = true
		}
	}
	b.dec.Skipped()
}

func (b *pegasus) Changed(hw firmware.Hardware, _ time.Time, sq notation.Square, p notation.Piece) {
	if !b.updates {
		return
	}
	code := notation.NoPiece
	if p != notation.NoPiece {
		code = notation.MakePiece(notation.White, notation.Pawn)
	}
	hw.Send(gatt.UUID{}, EncodeFieldUpdate(sq, code))
	hw.Told(hw.Seen())
}

var _ firmware.SquareReporter = (*pegasus)(nil)
