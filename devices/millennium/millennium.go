// Package millennium speaks the ChessLink protocol of Millennium sensor
// boards: printable ASCII, odd parity on every byte, and a block check
// (the XOR of all characters before it) sent as two upper-case hex
// digits at the end of every command and reply.
//
// A command is one upper-case letter with its data; the board answers
// with the same letter in lower case. With automatic reports switched on
// the board may put status reports ('s' replies) between a command and
// its answer, so answers are matched by their letter.
package millennium

import (
	"fmt"
	"math/bits"
	"strings"
	"time"

	"github.com/rochade/rochade/devices/internal/stream"
	"github.com/rochade/rochade/notation"
)

// Serial settings of the board: 38400 baud, 7 data bits, odd parity, one
// stop bit.
const (
	BaudRate = 38400
	DataBits = 7
)

// E2ROM addresses of the board's settings.
const (
	AddrSerialSetup = 0x00 // bit 0 set: block check disabled (BlockCheckOff)
	AddrScanTime    = 0x01 // full scan time in units of 2.048 ms (15..255, default 20)
	AddrAutoReport  = 0x02 // automatic status reports, see the Report constants
	AddrReportTime  = 0x03 // time between timed reports, in units of 4.096 ms
	AddrBrightness  = 0x04 // LED brightness, 0 dim to 15 full
)

// BlockCheckOff is the bit of the serial setup (E2ROM address 0) that
// switches the block check of commands off: the board then takes a
// command without its two check digits (for typing commands on a
// terminal).
const BlockCheckOff = 0x01

// Scan time setting (E2ROM address 1): units of 2.048 ms; values below
// the minimum of 15 are taken as the default of 20 (40.96 ms).
const (
	ScanUnit        = 2048 * time.Microsecond
	ScanTimeMin     = 15
	ScanTimeDefault = 20
)

// ScanTime returns the time of one full scan for the value v of E2ROM
// address 1, as the board takes it.
func ScanTime(v byte) time.Duration {
	if v < ScanTimeMin {
		v = ScanTimeDefault
	}
	return time.Duration(v) * ScanUnit
}

// Values of the automatic report setting (E2ROM address 2, bits 0-2).
const (
	ReportEveryScan = 0 // a status report after every scan (the default)
	ReportOff       = 1 // only on request
	ReportTimed     = 2 // every AddrReportTime units
	ReportOnChange  = 3 // on any change
	// ReportOnChange + n (n = 1..4) reports a change once it has been
	// stable for n+1 scans.
)

// ReplyLength returns the length of the reply to a command letter
// (upper or lower case), checksum included, or 0 for letters without a
// reply of known length.
func ReplyLength(c byte) int {
	switch c | 0x20 {
	case 's':
		return 1 + 64 + 2
	case 'v':
		return 1 + 4 + 2
	case 'w', 'r':
		return 1 + 4 + 2
	case 'l', 'x':
		return 1 + 2
	}
	return 0
}

// WithParity sets bit 7 of a 7-bit character so that the byte has an odd
// number of one bits.
func WithParity(c byte) byte {
	c &= 0x7f
	if bits.OnesCount8(c)%2 == 0 {
		c |= 0x80
	}
	return c
}

// parityOK tells whether a byte received from the board is acceptable:
// either its top bit carries correct odd parity, or the top bit is clear
// because the serial driver checked and removed the parity bit already
// (a serial port set to 7 data bits with odd parity).
func parityOK(b byte) bool {
	return b&0x80 == 0 || bits.OnesCount8(b)%2 == 1
}

// ParityOK tells whether a byte as it travels on the line, the parity
// bit on top of its seven data bits, has odd parity: what the board
// checks of every byte it receives.
func ParityOK(b byte) bool { return bits.OnesCount8(b)%2 == 1 }

// Checksum returns the block check of s: the XOR of its characters.
func Checksum(s string) byte {
	var x byte
	for i := 0; i < len(s); i++ {
		x ^= s[i] & 0x7f
	}
	return x
}

const hexDigits = "0123456789ABCDEF"

// Frame encodes a command or reply: the text, its block check as two hex
// digits, with odd parity on every byte.
func Frame(text string) []byte {
	c := Checksum(text)
	s := text + string([]byte{hexDigits[c>>4], hexDigits[c&15]})
	out := make([]byte, len(s))
	for i := 0; i < len(s); i++ {
		out[i] = WithParity(s[i])
	}
	return out
}

// Hex2 formats a byte as two upper-case hex digits.
func Hex2(v byte) string { return string([]byte{hexDigits[v>>4], hexDigits[v&15]}) }

// Commands from the computer to the board.

// CmdStatus asks for the piece status of all 64 squares.
func CmdStatus() []byte { return Frame("S") }

// CmdVersion asks for the firmware version.
func CmdVersion() []byte { return Frame("V") }

// CmdWrite writes a setting into the board's E2ROM.
func CmdWrite(addr, value byte) []byte { return Frame("W" + Hex2(addr) + Hex2(value)) }

// CmdRead reads a setting from the board's E2ROM.
func CmdRead(addr byte) []byte { return Frame("R" + Hex2(addr)) }

// CmdLEDsOff switches all LEDs off.
func CmdLEDsOff() []byte { return Frame("X") }

// CmdReset restarts the board; it does not answer.
func CmdReset() []byte { return Frame("T") }

// CmdLEDs sets the flash patterns of the 81 LEDs (9 × 9 corners of the
// squares; LED 0 is at the a8 corner, LED 8 at a1, LED 72 at h8, LED 80
// at h1). Each pattern byte is shown bit 7 first, one bit per slot of
// slot × 4.096 ms.
func CmdLEDs(slot byte, leds *[81]byte) []byte {
	var b strings.Builder
	b.WriteString("L" + Hex2(slot))
	for _, v := range leds {
		b.WriteString(Hex2(v))
	}
	return Frame(b.String())
}

// LEDIndex returns the LED index (0..80) of the corner at file f (0..8,
// 8 being right of the h-file) and rank r (0..8, 8 being above rank 8).
func LEDIndex(f, r int) int { return f*9 + (8 - r) }

// StatusOrder: index i of the 64 status characters describes square
// SquareAt(i): a8, b8, ... h8, a7, ... h1.
func SquareAt(i int) notation.Square { return notation.Sq(i%8, 7-i/8) }

const pieceLetters = ".PNBRQK"

// PieceFromLetter reads a status character.
func PieceFromLetter(c byte) (notation.Piece, bool) {
	if c == '.' {
		return notation.NoPiece, true
	}
	if i := strings.IndexByte(pieceLetters, c); i > 0 {
		return notation.MakePiece(notation.White, notation.PieceType(i)), true
	}
	if i := strings.IndexByte(pieceLetters, c-'a'+'A'); i > 0 && c >= 'a' {
		return notation.MakePiece(notation.Black, notation.PieceType(i)), true
	}
	return notation.NoPiece, false
}

// LetterFromPiece is the status character of a piece.
func LetterFromPiece(p notation.Piece) byte {
	t := p.Type()
	if t == notation.NoPieceType || int(t) >= len(pieceLetters) {
		return '.'
	}
	c := pieceLetters[t]
	if p.Color() == notation.Black {
		c += 'a' - 'A'
	}
	return c
}

// StatusText is the 64-character status of a board indexed by square.
func StatusText(b *[64]notation.Piece) string {
	out := make([]byte, 64)
	for i := range out {
		out[i] = LetterFromPiece(b[SquareAt(i)])
	}
	return string(out)
}

// Reply is one decoded message from the board.
type Reply struct {
	Letter byte   // lower-case reply letter: 's', 'v', 'w', 'r', 'l', 'x'
	Data   string // the characters between the letter and the block check
	// Board is the content of an 's' reply, indexed by square.
	Board [64]notation.Piece
	// Version is the firmware version of a 'v' reply (high byte, low byte).
	Version [2]byte
	// Addr and Value belong to 'w' and 'r' replies.
	Addr, Value byte
}

// Error describes bytes that do not make a valid reply.
type Error = stream.Error

// Decoder assembles replies (or, for the board's side, commands) from a
// byte stream fed in pieces of any size. It never waits on a half
// message: Next returns what is complete and keeps the rest.
type Decoder struct {
	// Commands makes the decoder read commands as the board does:
	// upper-case letters, every byte with its parity bit on top and that
	// bit right, and hex digits in upper case only. Replies from the
	// board are read with the parity bit already removed, too, and with
	// hex digits in either case.
	Commands bool
	// NoBlockCheck reads commands without their two check digits, as a
	// board does whose block check is off (BlockCheckOff).
	NoBlockCheck bool
	stream.Buffer
}

func (d *Decoder) fail(at int, format string, args ...any) {
	d.Protocol = "ChessLink"
	d.Fail(at, fmt.Sprintf(format, args...))
}

// commandLength is the framed length of a command from the computer.
func commandLength(c byte) int {
	switch c {
	case 'S', 'V', 'X', 'T':
		return 1 + 2
	case 'R':
		return 1 + 2 + 2
	case 'W':
		return 1 + 4 + 2
	case 'L':
		return 1 + 2 + 81*2 + 2
	}
	return 0
}

func (d *Decoder) lengthOf(c byte) int {
	if d.Commands {
		n := commandLength(c)
		if n > 0 && d.NoBlockCheck {
			n -= 2
		}
		return n
	}
	if c < 'a' || c > 'z' {
		return 0
	}
	return ReplyLength(c)
}

// Next returns the next complete, valid message, or ok false when none is
// complete yet. Bytes with bad parity, unknown letters and messages with
// a wrong block check or bad content are skipped and reported by Errors;
// after a bad message the decoder looks for a new start one byte further,
// so a good message that follows garbage is never lost.
func (d *Decoder) Next() (r Reply, ok bool) {
	parityOK := parityOK
	if d.Commands {
		parityOK = ParityOK
	}
	for len(d.Buf) > 0 {
		c := d.Buf[0]
		if !parityOK(c) {
			d.fail(0, "byte 0x%02x has even parity", c)
			d.Drop(1)
			continue
		}
		n := d.lengthOf(c & 0x7f)
		if n == 0 {
			d.fail(0, "byte 0x%02x does not start a message", c)
			d.Drop(1)
			continue
		}
		// Check the parity of what is there already, so that a broken
		// message is given up without waiting for its full length.
		end := min(n, len(d.Buf))
		bad := -1
		for i := 1; i < end; i++ {
			if !parityOK(d.Buf[i]) {
				bad = i
				break
			}
		}
		if bad > 0 {
			d.fail(bad, "byte 0x%02x has even parity", d.Buf[bad])
			d.Drop(1)
			continue
		}
		if len(d.Buf) < n {
			return Reply{}, false
		}
		text := make([]byte, n)
		for i := range text {
			text[i] = d.Buf[i] & 0x7f
		}
		r, reason := parseReply(string(text), d.Commands, d.Commands && d.NoBlockCheck)
		if reason != "" {
			d.fail(0, "%s", reason)
			d.Drop(1)
			continue
		}
		d.Drop(n)
		return r, true
	}
	return Reply{}, false
}

// unhex reads hex digits; upper reads upper case only, as the board
// does (the protocol sends every value as upper-case hex).
func unhex(s string, upper bool) (byte, bool) {
	var v byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
			v = v<<4 | (c - '0')
		case c >= 'A' && c <= 'F':
			v = v<<4 | (c - 'A' + 10)
		case c >= 'a' && c <= 'f' && !upper:
			v = v<<4 | (c - 'a' + 10)
		default:
			return 0, false
		}
	}
	return v, true
}

// parseReply reads one message (a command when commands is set), its
// block check last unless noCheck is set.
func parseReply(text string, commands, noCheck bool) (Reply, string) {
	unhex := func(s string) (byte, bool) { return unhex(s, commands) }
	body := text
	if !noCheck {
		var sum string
		body, sum = text[:len(text)-2], text[len(text)-2:]
		want, ok := unhex(sum)
		if !ok {
			return Reply{}, fmt.Sprintf("'%c' message: block check %q is not hex", text[0], sum)
		}
		if got := Checksum(body); got != want {
			return Reply{}, fmt.Sprintf("'%c' message: block check %s, computed %s", text[0], Hex2(want), Hex2(got))
		}
	}
	r := Reply{Letter: body[0], Data: body[1:]}
	switch body[0] | 0x20 {
	case 's':
		if commands {
			break
		}
		for i := 0; i < 64; i++ {
			p, ok := PieceFromLetter(r.Data[i])
			if !ok {
				return Reply{}, fmt.Sprintf("status: %q on square %s is no piece", r.Data[i], SquareAt(i))
			}
			r.Board[SquareAt(i)] = p
		}
	case 'v':
		if commands {
			break
		}
		hi, ok1 := unhex(r.Data[0:2])
		lo, ok2 := unhex(r.Data[2:4])
		if !ok1 || !ok2 {
			return Reply{}, fmt.Sprintf("version %q is not hex", r.Data)
		}
		r.Version = [2]byte{hi, lo}
	case 'w', 'r':
		if len(r.Data) >= 2 {
			a, ok := unhex(r.Data[0:2])
			if !ok {
				return Reply{}, fmt.Sprintf("address %q is not hex", r.Data[0:2])
			}
			r.Addr = a
		}
		if len(r.Data) >= 4 {
			v, ok := unhex(r.Data[2:4])
			if !ok {
				return Reply{}, fmt.Sprintf("value %q is not hex", r.Data[2:4])
			}
			r.Value = v
		}
	case 'l':
		if commands {
			for i := 0; i+2 <= len(r.Data); i += 2 {
				if _, ok := unhex(r.Data[i : i+2]); !ok {
					return Reply{}, fmt.Sprintf("LED pattern %q is not hex", r.Data[i:i+2])
				}
			}
		}
	}
	return r, ""
}

// LEDPatterns reads the slot time and the 81 patterns of an 'L' command
// decoded with Commands set.
func LEDPatterns(r Reply) (slot byte, leds [81]byte, ok bool) {
	if r.Letter != 'L' || len(r.Data) != 2+81*2 {
		return 0, leds, false
	}
	slot, _ = unhex(r.Data[0:2], false)
	for i := range leds {
		leds[i], _ = unhex(r.Data[2+2*i:4+2*i], false)
	}
	return slot, leds, true
}
