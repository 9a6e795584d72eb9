// Package madeup is a board protocol made up for the tests of the
// recipe in docs/extending.md ("A board protocol"): it is in no table
// and no board speaks it. Its boards talk unasked and need a
// calibration step, as some real boards do: once the host has greeted
// the board, it sends what its sensors see at the end of every scan,
// changed or not, and it names each piece by a code of its own, which
// the host learns from the starting position.
//
// It is laid out as a protocol of the table is: this file holds the
// messages, firmware.go the board's side, driver.go the computer's side
// (devices/driver_NAME.go for a protocol of the table) and protocol.go
// its descriptor (its line in devices/protocols.go); tests register it
// with devices.Register.
//
// The messages, on a serial line:
//
//	host → board  "@L0\r"  the host is there, every light off
//	board → host  ":" 64 codes "\r\n"  a1, b1 ... h8: "0" an empty
//	              square, "A" to "L" a piece, by the board's own codes
package madeup

import (
	"bytes"

	"github.com/rochade/rochade/devices/internal/stream"
)

// Hello is what the host writes: it is there, and every light is off.
var Hello = []byte("@L0\r")

// Codes is what the sensors see on each square (a1, b1 ... h8): 0 for
// an empty square, else the board's code of the piece on it ('A' to
// 'L').
type Codes [64]byte

// The bytes of a frame.
const (
	start    = ':'
	frameLen = 1 + 64 + 2
)

// Frame returns the message of codes.
func Frame(c Codes) []byte {
	out := make([]byte, 0, frameLen)
	out = append(out, start)
	for _, b := range c {
		if b == 0 {
			b = '0'
		}
		out = append(out, b)
	}
	return append(out, '\r', '\n')
}

// Error is the error of bytes that could not be read.
type Error = stream.Error

// Decoder reads the frames of a board from its byte stream.
type Decoder = stream.Decoder[Codes, grammar]

type grammar struct{}

func (grammar) Protocol() string { return "made-up" }

// Read takes the next frame from the front of d.Buf: bytes before a
// frame's start, and a frame with a byte that is no code, are skipped
// and reported; a frame cut short by the next one's start is given up
// there, so that the next one is not lost.
func (grammar) Read(d *stream.Buffer) (Codes, bool) {
	for {
		i := bytes.IndexByte(d.Buf, start)
		if i < 0 {
			i = len(d.Buf)
		}
		if i > 0 {
			d.Fail(0, "no frame start")
			d.Drop(i)
		}
		if len(d.Buf) == 0 {
			return Codes{}, false
		}
		var c Codes
		bad := -1
		n := 1
		for ; n < len(d.Buf) && n < frameLen; n++ {
			b := d.Buf[n]
			switch {
			case n <= 64 && b == '0':
			case n <= 64 && b >= 'A' && b <= 'L':
				c[n-1] = b
			case n == 65 && b == '\r', n == 66 && b == '\n':
			default:
				bad = n
			}
			if bad >= 0 {
				break
			}
		}
		if bad >= 0 {
			if d.Buf[bad] == start {
				d.Fail(0, "a frame cut short")
			} else {
				d.Fail(0, "a frame with a byte that is no code")
			}
			// Up to the next frame's start.
			next := bytes.IndexByte(d.Buf[bad:], start)
			if next < 0 {
				d.Drop(len(d.Buf))
			} else {
				d.Drop(bad + next)
			}
			continue
		}
		if n < frameLen {
			return Codes{}, false // the rest is still to come
		}
		d.Drop(frameLen)
		return c, true
	}
}
