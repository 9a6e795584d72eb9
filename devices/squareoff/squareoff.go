// Package squareoff speaks the Bluetooth LE protocol of Square Off
// boards over the Nordic UART service, as the public notes "Miko Neo
// protocol" (an unofficial description of the board's messages), the
// mrquincle/squareoff notes and the CircleOn client describe it: ASCII messages
// "code#body*". The board reports pieces lifted ("0#e2u*") and put down
// ("0#e4d*"), and on "30#R*" which squares hold a piece: 64 digits 0
// or 1, a1 to a8, then b1 to b8, and so on. It does not tell which
// piece stands on a square.
package squareoff

import (
	"fmt"
	"github.com/rochade/rochade/devices/internal/stream"
	"strconv"
	"strings"

	"github.com/rochade/rochade/notation"
)

// Commands.
var (
	CmdNewGame   = []byte("14#1*") // a new game from the initial position
	CmdReadBoard = []byte("30#R*") // answer with the occupancy
	CmdBattery   = []byte("4#*")   // answer with the battery voltage
)

// Message codes.
const (
	CodePiece     = 0  // 0#e2u*, 0#e4d*
	CodeNewGame   = 14 // 14#GO*: the board took a new game
	CodeBattery   = 22 // 22#3.52*: the battery's voltage
	CodeOccupancy = 30 // 30#<64 digits>*
)

// MaxBody is the longest body accepted; the occupancy's 64 digits are
// the longest the board sends.
const MaxBody = 80

// Message is one message of the board.
type Message struct {
	Code int
	Body string
	// Square and Down: a piece lifted (Down false) or put down on Square.
	Square notation.Square
	Down   bool
	// Occupied: the squares that hold a piece, of an occupancy message.
	Occupied [64]bool
	// Volts: a battery message's voltage.
	Volts float64
}

// OccupancyBody writes the squares that hold a piece as the board does.
func OccupancyBody(occ *[64]bool) string {
	var s strings.Builder
	for f := 0; f < 8; f++ {
		for r := 0; r < 8; r++ {
			if occ[notation.Sq(f, r)] {
				s.WriteByte('1')
			} else {
				s.WriteByte('0')
			}
		}
	}
	return s.String()
}

// Frame writes a message.
func Frame(code int, body string) []byte { return []byte(strconv.Itoa(code) + "#" + body + "*") }

// Error is a bad message, with its place in the stream.
type Error = stream.Error

// Decoder assembles messages from the notifications.
type Decoder = stream.Decoder[Message, messages]

// messages is the grammar of the Square Off messages.
type messages struct{}

func (messages) Protocol() string { return "Square Off" }

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// Read returns the next complete message, or ok false when none is
// complete yet. Line ends between messages are skipped quietly; other
// bytes that start no message are skipped and reported, and so is a
// message that cannot be read (from its first byte, so that a message
// inside it is found).
func (messages) Read(d *stream.Buffer) (m Message, ok bool) {
	for len(d.Buf) > 0 {
		c := d.Buf[0]
		if c == '\r' || c == '\n' || c == ' ' {
			d.Drop(1)
			continue
		}
		if !isDigit(c) {
			i := 1
			for i < len(d.Buf) && !isDigit(d.Buf[i]) {
				i++
			}
			d.Fail(0, fmt.Sprintf("%d byte(s) outside any message skipped (first 0x%02x)", i, c))
			d.Drop(i)
			continue
		}
		i := 0
		for i < len(d.Buf) && i < 4 && isDigit(d.Buf[i]) {
			i++
		}
		if i == len(d.Buf) {
			return Message{}, false
		}
		if d.Buf[i] != '#' {
			d.Fail(i, fmt.Sprintf("0x%02x after the code, not '#'", d.Buf[i]))
			d.Drop(i)
			continue
		}
		end := -1
		for j := i + 1; j < len(d.Buf) && j <= i+1+MaxBody; j++ {
			if d.Buf[j] == '*' {
				end = j
				break
			}
			if d.Buf[j] < 0x20 || d.Buf[j] > 0x7e {
				end = -2 - j
				break
			}
		}
		if end < -1 {
			j := -2 - end
			d.Fail(j, fmt.Sprintf("byte 0x%02x inside a message", d.Buf[j]))
			d.Drop(j)
			continue
		}
		if end < 0 {
			if len(d.Buf) > i+1+MaxBody {
				d.Fail(i+1, fmt.Sprintf("message body longer than %d bytes", MaxBody))
				d.Drop(i + 1)
				continue
			}
			return Message{}, false
		}
		// A '#' in the body: what came before was no message; the
		// message starts at the code before the last '#'.
		if h := lastHash(d.Buf[i+1 : end]); h >= 0 {
			start := i + 1 + h
			for start > i+1 && isDigit(d.Buf[start-1]) {
				start--
			}
			d.Fail(0, fmt.Sprintf("%d byte(s) before a message skipped", start))
			d.Drop(start)
			continue
		}
		code, _ := strconv.Atoi(string(d.Buf[:i]))
		body := string(d.Buf[i+1 : end])
		m, reason := parse(code, body)
		if reason != "" {
			d.Fail(0, reason)
			d.Drop(end + 1)
			continue
		}
		d.Drop(end + 1)
		return m, true
	}
	return Message{}, false
}

func lastHash(b []byte) int {
	for j := len(b) - 1; j >= 0; j-- {
		if b[j] == '#' {
			return j
		}
	}
	return -1
}

func parse(code int, body string) (Message, string) {
	m := Message{Code: code, Body: body, Square: notation.NoSquare}
	switch code {
	case CodePiece:
		if len(body) != 3 || body[0] < 'a' || body[0] > 'h' || body[1] < '1' || body[1] > '8' || body[2] != 'u' && body[2] != 'd' {
			if len(body) == 4 {
				// A move sent to a motorised board echoed, e2e4: no event.
				return m, ""
			}
			return m, "piece event " + quote(body)
		}
		m.Square = notation.Sq(int(body[0]-'a'), int(body[1]-'1'))
		m.Down = body[2] == 'd'
	case CodeOccupancy:
		if body == "R" {
			return m, "" // our own request echoed
		}
		if len(body) != 64 {
			return m, fmt.Sprintf("occupancy of %d digits, not 64", len(body))
		}
		for n := 0; n < 64; n++ {
			switch body[n] {
			case '1':
				m.Occupied[notation.Sq(n/8, n%8)] = true
			case '0':
			default:
				return m, fmt.Sprintf("occupancy digit %q at %d", body[n], n)
			}
		}
	case CodeBattery:
		v, err := strconv.ParseFloat(strings.TrimSpace(body), 64)
		if err != nil || v < 0 || v > 20 {
			return m, "battery voltage " + quote(body)
		}
		m.Volts = v
	}
	return m, ""
}

func quote(s string) string {
	if len(s) > 40 {
		s = s[:40]
	}
	return strconv.Quote(s)
}
