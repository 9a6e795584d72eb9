package madeup

import (
	"bytes"
	"errors"
	"testing"

	"github.com/rochade/rochade/notation"
)

// startCodes is the frame of a board at the starting position.
func startCodes() Codes {
	var c Codes
	start := notation.StartPosition()
	for sq, p := range start.Placement() {
		c[sq] = BoardCode(p)
	}
	return c
}

// A frame is read back whole, whatever the pieces the bytes come in.
func TestFrameBothWays(t *testing.T) {
	c := startCodes()
	msg := Frame(c)
	if len(msg) != frameLen || msg[0] != ':' || !bytes.HasSuffix(msg, []byte("\r\n")) || msg[1] != BoardCode(notation.MakePiece(notation.White, notation.Rook)) || msg[17] != '0' {
		t.Fatalf("frame %q", msg)
	}
	for step := 1; step <= len(msg); step++ {
		var d Decoder
		var got []Codes
		for i := 0; i < len(msg); i += step {
			d.Feed(msg[i:min(i+step, len(msg))])
			for m, ok := d.Next(); ok; m, ok = d.Next() {
				got = append(got, m)
			}
		}
		if len(got) != 1 || got[0] != c || d.Buffered() != 0 || d.Errors() != nil {
			t.Fatalf("in pieces of %d: %v, %d bytes left", step, got, d.Buffered())
		}
	}
}

// Garbage before a frame and a frame cut short are reported with their
// place, and the frame after them is read.
func TestBadBytes(t *testing.T) {
	c := startCodes()
	cut := Frame(c)[:30]
	in := append(append([]byte("xy"), cut...), Frame(c)...)
	in = append(in, ":ZZ"...)
	in = append(in, Frame(c)...)
	var d Decoder
	d.Feed(in)
	n := 0
	for m, ok := d.Next(); ok; m, ok = d.Next() {
		if m != c {
			t.Errorf("frame %v", m)
		}
		n++
	}
	errs := d.Errors()
	if n != 2 || len(errs) != 3 {
		t.Fatalf("%d frames, problems %v", n, errs)
	}
	var e *Error
	if !errors.As(errs[0], &e) || e.Offset != 0 || e.Protocol != "made-up" {
		t.Errorf("garbage: %v", errs[0])
	}
	if !errors.As(errs[1], &e) || e.Offset != 2 {
		t.Errorf("a frame cut short: %v", errs[1])
	}
	if !errors.As(errs[2], &e) || e.Offset != int64(2+len(cut)+frameLen) {
		t.Errorf("a frame with a bad byte: %v", errs[2])
	}
}

// The codes are learnt from the starting position only.
func TestCalibrate(t *testing.T) {
	c := startCodes()
	pieces := Calibrate(c)
	if len(pieces) != 12 || pieces['A'] != notation.MakePiece(notation.Black, notation.King) ||
		pieces['L'] != notation.MakePiece(notation.White, notation.Pawn) {
		t.Errorf("learnt %v", pieces)
	}
	moved := c
	moved[notation.Sq(4, 1)], moved[notation.Sq(4, 3)] = 0, moved[notation.Sq(4, 1)]
	swapped := c
	swapped[0], swapped[1] = swapped[1], swapped[0]
	for _, bad := range []Codes{{}, moved, swapped} {
		if p := Calibrate(bad); p != nil {
			t.Errorf("calibrated from %q: %v", Frame(bad), p)
		}
	}
}

// The decoder takes any bytes without panicking, keeps no more than a
// frame's worth, and reads a frame sent after them.
func FuzzDecoder(f *testing.F) {
	f.Add(Frame(startCodes()))
	f.Add([]byte(":0000\r\n::"))
	f.Add([]byte("\xff:ABCDEFGHIJKL"))
	f.Fuzz(func(t *testing.T, data []byte) {
		var d Decoder
		d.Feed(data)
		for _, ok := d.Next(); ok; _, ok = d.Next() {
		}
		if d.Buffered() >= frameLen {
			t.Fatalf("%d bytes kept", d.Buffered())
		}
		c := startCodes()
		d.Feed(Frame(c))
		var last Codes
		for m, ok := d.Next(); ok; m, ok = d.Next() {
			last = m
		}
		if last != c {
			t.Fatalf("the frame after %q is lost", data)
		}
	})
}
