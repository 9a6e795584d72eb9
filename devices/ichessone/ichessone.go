// Package ichessone speaks the Bluetooth LE protocol of iChessOne
// boards over the Nordic UART service, as the open-source picochess
// client uses it (eboard/ichessone: command.py, parser.py): ASCII
// commands ("RP" board, "CPIRQ" reports on change, "RB" battery) and
// messages that start with '=': "=p" and 32 bytes of position, "=b"
// charging and percent.
package ichessone

import (
	"fmt"
	"github.com/rochade/rochade/devices/internal/stream"

	"github.com/rochade/rochade/notation"
)

// Commands.
var (
	CmdBoard   = []byte("RP")    // answer with the position
	CmdUpdates = []byte("CPIRQ") // report every change
	CmdBattery = []byte("RB")    // answer with the battery
)

// Message kinds (the byte after '=').
const (
	KindPosition byte = 'p'
	KindBattery  byte = 'b'
)

// The sizes of the messages, the two header bytes included.
const (
	SizePosition = 2 + 32
	SizeBattery  = 2 + 2
)

// pieceCodes: 1–6 white pawn, knight, bishop, rook, queen, king; 7–12
// the black ones (picochess parser.py _to_stone).
var pieceCodes = [13]notation.Piece{notation.NoPiece}

func init() {
	types := []notation.PieceType{notation.Pawn, notation.Knight, notation.Bishop, notation.Rook, notation.Queen, notation.King}
	for i, t := range types {
		pieceCodes[1+i] = notation.MakePiece(notation.White, t)
		pieceCodes[7+i] = notation.MakePiece(notation.Black, t)
	}
}

// CodeOf returns the 4-bit code of a piece.
func CodeOf(p notation.Piece) byte {
	for i, q := range pieceCodes {
		if q == p {
			return byte(i)
		}
	}
	return 0
}

// squareAt is the square of nibble n: rank 8 first, a to h, the high
// nibble first (picochess parser.py _to_board).
func squareAt(n int) notation.Square { return notation.Sq(n%8, 7-n/8) }

// PositionFrame is the message of a board.
func PositionFrame(b *[64]notation.Piece) []byte {
	out := make([]byte, SizePosition)
	out[0], out[1] = '=', KindPosition
	for n := 0; n < 64; n++ {
		out[2+n/2] |= CodeOf(b[squareAt(n)]) << (4 * (1 - n%2))
	}
	return out
}

// BatteryFrame is the answer to CmdBattery.
func BatteryFrame(percent int, charging bool) []byte {
	c := byte(0)
	if charging {
		c = 1
	}
	return []byte{'=', KindBattery, c, byte(percent)}
}

// Message is one message of the board.
type Message struct {
	Kind     byte
	Board    [64]notation.Piece
	Percent  int
	Charging bool
}

// Error is a bad message, with its place in the stream.
type Error = stream.Error

// Decoder assembles messages from the notifications.
type Decoder = stream.Decoder[Message, messages]

// messages is the grammar of the iChessOne messages.
type messages struct{}

func (messages) Protocol() string { return "iChessOne" }

func startsMessage(b []byte) bool {
	return len(b) >= 2 && b[0] == '=' && (b[1] == KindPosition || b[1] == KindBattery) || len(b) == 1 && b[0] == '='
}

// Read returns the next complete message, or ok false when none is
// complete yet. Bytes that start no message are skipped and reported; a
// position with a code over 12 is reported from its first byte and
// skipped by one byte, so that a message inside it is found.
func (messages) Read(d *stream.Buffer) (m Message, ok bool) {
	for len(d.Buf) > 0 {
		if !startsMessage(d.Buf) {
			i := 1
			for i < len(d.Buf) && !startsMessage(d.Buf[i:]) {
				i++
			}
			d.Fail(0, fmt.Sprintf("%d byte(s) outside any message skipped (first 0x%02x)", i, d.Buf[0]))
			d.Drop(i)
			continue
		}
		if len(d.Buf) < 2 {
			return Message{}, false
		}
		m.Kind = d.Buf[1]
		size := SizePosition
		if m.Kind == KindBattery {
			size = SizeBattery
		}
		if len(d.Buf) < size {
			return Message{}, false
		}
		data := d.Buf[2:size]
		if m.Kind == KindBattery {
			m.Charging, m.Percent = data[0] == 1, int(data[1])
			if m.Percent > 100 || data[0] > 1 {
				d.Fail(2, fmt.Sprintf("battery %d%%, charging 0x%02x", m.Percent, data[0]))
				d.Drop(1)
				continue
			}
			d.Drop(size)
			return m, true
		}
		bad := -1
		for n := 0; n < 64 && bad < 0; n++ {
			c := data[n/2] >> (4 * (1 - n%2)) & 0x0f
			if int(c) >= len(pieceCodes) {
				bad = n / 2
				break
			}
			m.Board[squareAt(n)] = pieceCodes[c]
		}
		if bad >= 0 {
			d.Fail(2+bad, fmt.Sprintf("position: piece code over 12 in byte %d", bad))
			d.Drop(1)
			continue
		}
		d.Drop(size)
		return m, true
	}
	return Message{}, false
}
