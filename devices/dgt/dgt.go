// Package dgt speaks the serial protocol of DGT electronic chess boards:
// one-byte commands from the computer, and messages from the board that
// start with a byte whose top bit is set, followed by a 14-bit length
// (counting the three header bytes) and data bytes below 0x80.
//
// The Decoder turns a byte stream into messages. It resynchronises on any
// byte with the top bit set, rejects impossible lengths and never waits
// on a half message: it returns what it has and keeps the rest for the
// next call. The Encode functions build the board's messages, for the
// board emulator and for tests.
package dgt

import (
	"fmt"
	"time"

	"github.com/rochade/rochade/devices/internal/stream"
	"github.com/rochade/rochade/notation"
)

// Commands from the computer to the board.
const (
	CmdReset         byte = 0x40 // idle mode, no automatic updates
	CmdSendClock     byte = 0x41 // answer with a BWTIME message
	CmdSendBoard     byte = 0x42 // answer with a BOARD_DUMP message
	CmdUpdate        byte = 0x43 // field updates and clock times every second
	CmdUpdateBoard   byte = 0x44 // field updates only
	CmdSerialNumber  byte = 0x45 // answer with a SERIALNR message
	CmdBusAddress    byte = 0x46 // answer with a BUSADRES message
	CmdTrademark     byte = 0x47 // answer with a TRADEMARK message
	CmdEEMoves       byte = 0x49 // answer with the stored event log
	CmdToBusMode     byte = 0x4a // switch to bus mode
	CmdUpdateNice    byte = 0x4b // field updates, clock times when they change
	CmdBatteryStatus byte = 0x4c // answer with a battery status message
	CmdVersion       byte = 0x4d // answer with a VERSION message
)

// Message identifiers from the board (the header byte, top bit set).
const (
	MsgNone         byte = 0x80
	MsgBoardDump    byte = 0x86
	MsgBWTime       byte = 0x8d
	MsgFieldUpdate  byte = 0x8e
	MsgEEMoves      byte = 0x8f
	MsgBusAddress   byte = 0x90
	MsgSerialNumber byte = 0x91
	MsgTrademark    byte = 0x92
	MsgVersion      byte = 0x93
	MsgBattery      byte = 0xa0
	MsgLongSerial   byte = 0xa2
)

// Fixed sizes, header included.
const (
	SizeBoardDump   = 67
	SizeBWTime      = 10
	SizeFieldUpdate = 5
	SizeVersion     = 5
	SizeBusAddress  = 5
	headerSize      = 3
	// MaxSize is the largest message the decoder accepts. The event log
	// (EE_MOVES) of the largest boards is just under 8 KiB; anything
	// longer is taken for line noise.
	MaxSize = 0x2100
)

// Piece codes on the wire.
const (
	codeEmpty   byte = 0x00
	codeWPawn   byte = 0x01
	codeWRook   byte = 0x02
	codeWKnight byte = 0x03
	codeWBishop byte = 0x04
	codeWKing   byte = 0x05
	codeWQueen  byte = 0x06
	codeBPawn   byte = 0x07
	codeBRook   byte = 0x08
	codeBKnight byte = 0x09
	codeBBishop byte = 0x0a
	codeBKing   byte = 0x0b
	codeBQueen  byte = 0x0c
)

var codeToType = [...]notation.PieceType{
	notation.NoPieceType, notation.Pawn, notation.Rook, notation.Knight,
	notation.Bishop, notation.King, notation.Queen,
}

// PieceFromCode returns the piece for a wire code. Codes 13 to 15 (the
// special pieces of some sets) and unknown codes read as empty, with ok
// false.
func PieceFromCode(c byte) (p notation.Piece, ok bool) {
	switch {
	case c == codeEmpty:
		return notation.NoPiece, true
	case c >= codeWPawn && c <= codeWQueen:
		return notation.MakePiece(notation.White, codeToType[c]), true
	case c >= codeBPawn && c <= codeBQueen:
		return notation.MakePiece(notation.Black, codeToType[c-6]), true
	}
	return notation.NoPiece, false
}

// CodeFromPiece returns the wire code of a piece.
func CodeFromPiece(p notation.Piece) byte {
	var c byte
	switch p.Type() {
	case notation.NoPieceType:
		return codeEmpty
	case notation.Pawn:
		c = codeWPawn
	case notation.Rook:
		c = codeWRook
	case notation.Knight:
		c = codeWKnight
	case notation.Bishop:
		c = codeWBishop
	case notation.King:
		c = codeWKing
	case notation.Queen:
		c = codeWQueen
	default:
		return codeEmpty
	}
	if p.Color() == notation.Black {
		c += 6
	}
	return c
}

// SquareFromField converts a DGT field number (0 = a8, 7 = h8, 63 = h1)
// into a square. The board does not rotate its numbering itself.
func SquareFromField(f int) notation.Square {
	return notation.Sq(f%8, 7-f/8)
}

// FieldFromSquare is the inverse of SquareFromField.
func FieldFromSquare(s notation.Square) int {
	return (7-s.Rank())*8 + s.File()
}

// Message is one decoded message from the board. Only the fields that
// belong to Kind are set.
type Message struct {
	Kind byte // one of the Msg constants, or another id with the top bit set
	// Board is the content of a BOARD_DUMP, indexed by square.
	Board [64]notation.Piece
	// Square and Piece are the field and new content of a FIELD_UPDATE.
	Square notation.Square
	Piece  notation.Piece
	// Major and Minor are the VERSION numbers.
	Major, Minor int
	// Text is the SERIALNR, LONG_SERIALNR or TRADEMARK text.
	Text string
	// Clock is the content of a BWTIME message with clock times;
	// Ack that of one with an acknowledgement (IsAck set).
	Clock Clock
	Ack   ClockAck
	IsAck bool
	// Data holds the raw data bytes (header removed) of every message.
	Data []byte
}

// Clock is the content of a BWTIME message that carries clock times: the
// two faces of a DGT XL or DGT3000 as seen from the front of the clock,
// and the clock's status bits.
type Clock struct {
	Left, Right ClockFace
	Running     bool // the clock counts (not stopped with start/stop)
	RightHigh   bool // the lever is high on the right side (the left player pressed last)
	BatteryLow  bool
	RightToMove bool // the right player's time runs
	LeftToMove  bool // the left player's time runs
	NoClock     bool // no clock connected: the times mean nothing
}

// ClockFace is the time on one side of a clock.
type ClockFace struct {
	Hours, Minutes, Seconds int
	// Blocked: the flag has fallen and the clock holds this side at zero.
	Blocked bool
	// Flag: the flag has fallen and shows, while the clock may run on
	// (into a next period, say).
	Flag bool
	// PerMove: the time-per-move sign (Fischer, Bronstein) is shown.
	PerMove bool
}

// Fallen reports that this side's flag has fallen.
func (f ClockFace) Fallen() bool { return f.Blocked || f.Flag }

// Duration returns the time shown.
func (f ClockFace) Duration() time.Duration {
	return time.Duration(f.Hours)*time.Hour + time.Duration(f.Minutes)*time.Minute + time.Duration(f.Seconds)*time.Second
}

// FaceOf builds the face that shows d (rounded down to the second, at
// most 9:59:59).
func FaceOf(d time.Duration) ClockFace {
	if d < 0 {
		d = 0
	}
	s := int(d / time.Second)
	if s > 9*3600+59*60+59 {
		s = 9*3600 + 59*60 + 59
	}
	return ClockFace{Hours: s / 3600, Minutes: s / 60 % 60, Seconds: s % 60}
}

// ClockAck is the other content of a BWTIME message: an acknowledgement
// from the clock, four bytes spread over the message's seven data bytes.
// The DGT3000 also sends its button presses this way, unasked.
type ClockAck [4]byte

// Ack codes.
const (
	AckOK     byte = 0x10 // first byte of a normal acknowledgement
	AckButton byte = 0x88 // second byte: a button was pressed
)

// buttonCodes are the fourth ack byte of each button, numbered 1 to 5
// from left to right on the DGT3000: back, minus, play/pause, plus, OK.
var buttonCodes = [...]byte{0, 0x31, 0x34, 0x33, 0x32, 0x35}

// buttonBits are the bits of the third ack byte that tell which buttons
// are held together.
var buttonBits = [...]byte{0, 0x04, 0x20, 0x10, 0x08, 0x40}

// Button returns the number (1 to 5, left to right) of the button whose
// press the acknowledgement reports, or 0 if it reports none.
func (a ClockAck) Button() int {
	if a[0] != AckOK || a[1] != AckButton {
		return 0
	}
	for n := 1; n < len(buttonCodes); n++ {
		if a[3] == buttonCodes[n] {
			return n
		}
	}
	return 0
}

// ButtonAck returns the acknowledgement a DGT3000 sends when button n
// (1 to 5) is pressed alone.
func ButtonAck(n int) ClockAck {
	if n < 1 || n >= len(buttonCodes) {
		return ClockAck{}
	}
	return ClockAck{AckOK, AckButton, 0x01 | buttonBits[n], buttonCodes[n]}
}

// Error describes a bad byte sequence, with its place in the stream.
type Error = stream.Error

// Decoder assembles messages from a byte stream fed in pieces of any
// size.
type Decoder = stream.Decoder[Message, messages]

// messages is the grammar of the board's messages.
type messages struct{}

func (messages) Protocol() string { return "DGT" }

// Read returns the next complete message. It returns ok false when no
// complete message is buffered yet. Bytes that cannot start or belong to
// a message are skipped and reported by Errors; a message whose header
// is cut off by a new header byte is dropped the same way.
func (messages) Read(d *stream.Buffer) (m Message, ok bool) {
	for {
		// Skip to a header byte.
		i := 0
		for i < len(d.Buf) && d.Buf[i]&0x80 == 0 {
			i++
		}
		if i > 0 {
			d.Fail(0, fmt.Sprintf("%d byte(s) outside any message skipped", i))
			d.Drop(i)
		}
		if len(d.Buf) < headerSize {
			if len(d.Buf) == 2 && d.Buf[1]&0x80 != 0 {
				d.Fail(0, fmt.Sprintf("header 0x%02x cut off by 0x%02x", d.Buf[0], d.Buf[1]))
				d.Drop(1)
				continue
			}
			return Message{}, false
		}
		if d.Buf[1]&0x80 != 0 || d.Buf[2]&0x80 != 0 {
			cut := 1
			if d.Buf[1]&0x80 == 0 {
				cut = 2
			}
			d.Fail(0, fmt.Sprintf("header 0x%02x cut off by 0x%02x", d.Buf[0], d.Buf[cut]))
			d.Drop(cut)
			continue
		}
		id := d.Buf[0]
		size := int(d.Buf[1])<<7 | int(d.Buf[2])
		if reason := checkSize(id, size); reason != "" {
			d.Fail(0, reason)
			d.Drop(1)
			continue
		}
		// Look for a premature header byte inside the data.
		end := size
		if end > len(d.Buf) {
			end = len(d.Buf)
		}
		cut := -1
		for j := headerSize; j < end; j++ {
			if d.Buf[j]&0x80 != 0 {
				cut = j
				break
			}
		}
		if cut >= 0 {
			d.Fail(0, fmt.Sprintf("message 0x%02x of %d bytes cut off after %d bytes", id, size, cut))
			d.Drop(cut)
			continue
		}
		if len(d.Buf) < size {
			return Message{}, false
		}
		data := append([]byte(nil), d.Buf[headerSize:size]...)
		m, err := parse(id, data)
		if err != "" {
			d.Fail(0, err)
			d.Drop(size)
			continue
		}
		d.Drop(size)
		return m, true
	}
}

// fixedSizes lists the messages whose size the protocol fixes.
var fixedSizes = map[byte]int{
	MsgBoardDump:   SizeBoardDump,
	MsgBWTime:      SizeBWTime,
	MsgFieldUpdate: SizeFieldUpdate,
	MsgVersion:     SizeVersion,
	MsgBusAddress:  SizeBusAddress,
}

func checkSize(id byte, size int) string {
	if size < headerSize {
		return fmt.Sprintf("message 0x%02x claims %d bytes, fewer than its header", id, size)
	}
	if size > MaxSize {
		return fmt.Sprintf("message 0x%02x claims %d bytes, more than any board sends", id, size)
	}
	if want, ok := fixedSizes[id]; ok && size != want {
		return fmt.Sprintf("message 0x%02x claims %d bytes, but is always %d", id, size, want)
	}
	return ""
}

func parse(id byte, data []byte) (Message, string) {
	m := Message{Kind: id, Data: data, Square: notation.NoSquare}
	switch id {
	case MsgBoardDump:
		for f, c := range data {
			p, ok := PieceFromCode(c)
			if !ok && c > 0x0f {
				return m, fmt.Sprintf("board dump: piece code 0x%02x on field %d", c, f)
			}
			m.Board[SquareFromField(f)] = p
		}
	case MsgFieldUpdate:
		if data[0] > 63 {
			return m, fmt.Sprintf("field update for field %d (0 to 63)", data[0])
		}
		p, ok := PieceFromCode(data[1])
		if !ok && data[1] > 0x0f {
			return m, fmt.Sprintf("field update: piece code 0x%02x", data[1])
		}
		m.Square = SquareFromField(int(data[0]))
		m.Piece = p
	case MsgVersion:
		m.Major, m.Minor = int(data[0]), int(data[1])
	case MsgSerialNumber, MsgLongSerial, MsgTrademark:
		m.Text = string(data)
	case MsgBWTime:
		if data[0]&0x0f == 0x0a || data[3]&0x0f == 0x0a {
			m.IsAck = true
			m.Ack = ClockAck{
				data[1]&0x7f | (data[3]<<3)&0x80,
				data[2]&0x7f | (data[3]<<2)&0x80,
				data[4]&0x7f | (data[0]<<3)&0x80,
				data[5]&0x7f | (data[0]<<2)&0x80,
			}
			break
		}
		c, err := parseClock(data)
		if err != "" {
			return m, err
		}
		m.Clock = c
	}
	return m, ""
}

func bcd(b byte) (int, bool) {
	hi, lo := int(b>>4), int(b&0x0f)
	return hi*10 + lo, hi <= 9 && lo <= 9
}

func parseClock(d []byte) (Clock, string) {
	var c Clock
	face := func(b []byte) (ClockFace, bool) {
		f := ClockFace{Hours: int(b[0] & 0x0f), Blocked: b[0]&0x10 != 0, PerMove: b[0]&0x20 != 0, Flag: b[0]&0x40 != 0}
		var ok1, ok2 bool
		f.Minutes, ok1 = bcd(b[1])
		f.Seconds, ok2 = bcd(b[2])
		return f, ok1 && ok2 && f.Hours <= 9 && f.Minutes < 60 && f.Seconds < 60
	}
	var ok bool
	if c.Right, ok = face(d[0:3]); !ok {
		return c, "clock time: bad BCD on the right face"
	}
	if c.Left, ok = face(d[3:6]); !ok {
		return c, "clock time: bad BCD on the left face"
	}
	s := d[6]
	c.Running = s&0x01 != 0
	c.RightHigh = s&0x02 != 0
	c.BatteryLow = s&0x04 != 0
	c.RightToMove = s&0x08 != 0
	c.LeftToMove = s&0x10 != 0
	c.NoClock = s&0x20 != 0
	return c, ""
}

func header(id byte, size int) []byte {
	return []byte{id, byte(size>>7) & 0x7f, byte(size) & 0x7f}
}

// EncodeBoardDump builds a BOARD_DUMP message for a board indexed by square.
func EncodeBoardDump(b *[64]notation.Piece) []byte {
	out := header(MsgBoardDump, SizeBoardDump)
	for f := 0; f < 64; f++ {
		out = append(out, CodeFromPiece(b[SquareFromField(f)]))
	}
	return out
}

// EncodeFieldUpdate builds a FIELD_UPDATE message.
func EncodeFieldUpdate(s notation.Square, p notation.Piece) []byte {
	return append(header(MsgFieldUpdate, SizeFieldUpdate), byte(FieldFromSquare(s)), CodeFromPiece(p))
}

// EncodeVersion builds a VERSION message.
func EncodeVersion(major, minor int) []byte {
	return append(header(MsgVersion, SizeVersion), byte(major)&0x7f, byte(minor)&0x7f)
}

// EncodeText builds a message that carries ASCII text (serial number,
// trademark); bytes above 0x7f are cleared of their top bit.
func EncodeText(id byte, text string) []byte {
	out := header(id, headerSize+len(text))
	for i := 0; i < len(text); i++ {
		out = append(out, text[i]&0x7f)
	}
	return out
}

func toBCD(v int) byte { return byte(v/10)<<4 | byte(v%10) }

// EncodeClock builds a BWTIME message with clock times.
func EncodeClock(c Clock) []byte {
	out := header(MsgBWTime, SizeBWTime)
	face := func(f ClockFace) []byte {
		h := byte(min(max(f.Hours, 0), 9))
		for bit, on := range []bool{f.Blocked, f.PerMove, f.Flag} {
			if on {
				h |= 0x10 << bit
			}
		}
		return []byte{h, toBCD(f.Minutes % 60), toBCD(f.Seconds % 60)}
	}
	out = append(out, face(c.Right)...)
	out = append(out, face(c.Left)...)
	var s byte
	for i, b := range []bool{c.Running, c.RightHigh, c.BatteryLow, c.RightToMove, c.LeftToMove, c.NoClock} {
		if b {
			s |= 1 << i
		}
	}
	return append(out, s)
}

// EncodeClockAck builds a BWTIME message that carries an acknowledgement.
func EncodeClockAck(a ClockAck) []byte {
	out := header(MsgBWTime, SizeBWTime)
	d := [7]byte{0x0a, a[0] & 0x7f, a[1] & 0x7f, 0x0a, a[2] & 0x7f, a[3] & 0x7f, 0}
	d[3] |= (a[0]&0x80)>>3 | (a[1]&0x80)>>2
	d[0] |= (a[2]&0x80)>>3 | (a[3]&0x80)>>2
	return append(out, d[:]...)
}
