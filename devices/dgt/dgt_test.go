package dgt

import (
	"bytes"
	"errors"
	"testing"
	"time"

	"github.com/rochade/rochade/notation"
)

func startBoard() [64]notation.Piece {
	p := notation.StartPosition()
	return p.Placement()
}

func decodeAll(d *Decoder) []Message {
	var out []Message
	for {
		m, ok := d.Next()
		if !ok {
			return out
		}
		out = append(out, m)
	}
}

func TestFieldNumbering(t *testing.T) {
	cases := map[int]string{0: "a8", 1: "b8", 7: "h8", 8: "a7", 57: "b1", 63: "h1"}
	for f, name := range cases {
		if got := SquareFromField(f).String(); got != name {
			t.Errorf("field %d = %s, want %s", f, got, name)
		}
		if back := FieldFromSquare(SquareFromField(f)); back != f {
			t.Errorf("field %d round trip gives %d", f, back)
		}
	}
}

func TestBoardDumpWire(t *testing.T) {
	b := startBoard()
	msg := EncodeBoardDump(&b)
	if len(msg) != SizeBoardDump || msg[0] != 0x86 || msg[1] != 0 || msg[2] != 67 {
		t.Fatalf("header % x, length %d", msg[:3], len(msg))
	}
	// a8 is a black rook (0x08), e1 (field 60) the white king (0x05).
	if msg[3] != 0x08 || msg[3+60] != 0x05 || msg[3+8] != 0x07 || msg[3+48] != 0x01 {
		t.Fatalf("piece codes wrong: % x", msg[3:])
	}
	var d Decoder
	d.Feed(msg)
	ms := decodeAll(&d)
	if len(ms) != 1 || ms[0].Kind != MsgBoardDump || ms[0].Board != b {
		t.Fatalf("decoded %+v", ms)
	}
}

func TestSplitAndResync(t *testing.T) {
	var stream []byte
	stream = append(stream, 0x01, 0x02, 0x7f) // stray data bytes
	stream = append(stream, EncodeFieldUpdate(notation.Sq(4, 3), notation.MakePiece(notation.White, notation.Pawn))...)
	stream = append(stream, 0x8e, 0x00) // header cut off by the next message
	stream = append(stream, EncodeVersion(1, 7)...)
	stream = append(stream, 0x86, 0x7f, 0x7f) // impossible length
	stream = append(stream, 0x8e, 0x00, 0x09) // wrong fixed length
	stream = append(stream, EncodeText(MsgSerialNumber, "01234")...)
	stream = append(stream, 0x86, 0x00, 67, 1, 2, 3) // dump cut short
	stream = append(stream, EncodeFieldUpdate(notation.Sq(4, 1), notation.NoPiece)...)

	for _, chunk := range []int{1, 2, 3, 7, len(stream)} {
		var d Decoder
		var got []Message
		for i := 0; i < len(stream); i += chunk {
			d.Feed(stream[i:min(i+chunk, len(stream))])
			got = append(got, decodeAll(&d)...)
		}
		if len(got) != 4 {
			t.Fatalf("chunk %d: %d messages, want 4: %+v", chunk, len(got), got)
		}
		if got[0].Kind != MsgFieldUpdate || got[0].Square.String() != "e4" || got[0].Piece != notation.MakePiece(notation.White, notation.Pawn) {
			t.Errorf("chunk %d: first %+v", chunk, got[0])
		}
		if got[1].Kind != MsgVersion || got[1].Major != 1 || got[1].Minor != 7 {
			t.Errorf("chunk %d: version %+v", chunk, got[1])
		}
		if got[2].Text != "01234" {
			t.Errorf("chunk %d: serial %q", chunk, got[2].Text)
		}
		if got[3].Square.String() != "e2" || got[3].Piece != notation.NoPiece {
			t.Errorf("chunk %d: last %+v", chunk, got[3])
		}
		errs := d.Errors()
		if len(errs) < 5 {
			t.Errorf("chunk %d: %d errors reported, want at least 5: %v", chunk, len(errs), errs)
		}
		var e *Error
		if !errors.As(errs[0], &e) || e.Offset != 0 {
			t.Errorf("chunk %d: first error %v, want offset 0", chunk, errs[0])
		}
		if d.Buffered() != 0 {
			t.Errorf("chunk %d: %d bytes left", chunk, d.Buffered())
		}
	}
}

func TestNoBlockOnHalfMessage(t *testing.T) {
	var d Decoder
	msg := EncodeFieldUpdate(notation.Sq(0, 0), notation.MakePiece(notation.Black, notation.Queen))
	d.Feed(msg[:4])
	if _, ok := d.Next(); ok {
		t.Fatal("half message decoded")
	}
	if d.Buffered() != 4 {
		t.Fatalf("buffered %d", d.Buffered())
	}
	d.Feed(msg[4:])
	m, ok := d.Next()
	if !ok || m.Piece.String() != "q" || m.Square.String() != "a1" {
		t.Fatalf("got %+v %v", m, ok)
	}
}

func TestClockRoundTrip(t *testing.T) {
	c := Clock{Left: ClockFace{Hours: 1, Minutes: 29, Seconds: 5, PerMove: true}, Right: ClockFace{Minutes: 59, Seconds: 59, Flag: true},
		Running: true, LeftToMove: true, RightHigh: true}
	msg := EncodeClock(c)
	if len(msg) != SizeBWTime || msg[4] != 0x59 || msg[5] != 0x59 || msg[3] != 0x40 || msg[6] != 0x21 || msg[9] != 0x13 {
		t.Fatalf("wire % x", msg)
	}
	var d Decoder
	d.Feed(msg)
	m, ok := d.Next()
	if !ok || m.IsAck || m.Clock != c {
		t.Fatalf("got %+v, want %+v", m.Clock, c)
	}
	if !m.Clock.Right.Fallen() || m.Clock.Left.Fallen() || m.Clock.Left.Duration() != 89*time.Minute+5*time.Second {
		t.Fatalf("faces %+v", m.Clock)
	}
	bad := append([]byte(nil), msg...)
	bad[4] = 0x6a // not BCD
	d.Feed(bad)
	if _, ok := d.Next(); ok {
		t.Fatal("bad BCD accepted")
	}
	if len(d.Errors()) == 0 {
		t.Fatal("bad BCD not reported")
	}
}

// Status and flag bits as the protocol description places them: the right
// face 1:05:07 blocked by its flag, the right player's time running, and a
// message that says no clock is connected.
func TestClockWireBits(t *testing.T) {
	var d Decoder
	d.Feed([]byte{0x8d, 0x00, 0x0a, 0x11, 0x05, 0x07, 0x02, 0x30, 0x00, 0x29})
	d.Feed([]byte{0x8d, 0x00, 0x0a, 0, 0, 0, 0, 0, 0, 0x20})
	m, ok := d.Next()
	if !ok {
		t.Fatal(d.Errors())
	}
	c := m.Clock
	want := Clock{Right: ClockFace{Hours: 1, Minutes: 5, Seconds: 7, Blocked: true}, Left: ClockFace{Hours: 2, Minutes: 30},
		Running: true, RightToMove: true, NoClock: true}
	if c != want {
		t.Fatalf("got %+v\nwant %+v", c, want)
	}
	if m, ok := d.Next(); !ok || !m.Clock.NoClock || m.Clock.Running {
		t.Fatalf("no clock: %+v", m.Clock)
	}
}

func TestButtons(t *testing.T) {
	// The five buttons as a DGT3000 reports them (third and fourth ack
	// bytes as the protocol notes of the clock give them).
	codes := map[int][2]byte{1: {0x05, 0x31}, 2: {0x21, 0x34}, 3: {0x11, 0x33}, 4: {0x09, 0x32}, 5: {0x41, 0x35}}
	for n, c := range codes {
		a := ButtonAck(n)
		if a != (ClockAck{0x10, 0x88, c[0], c[1]}) {
			t.Errorf("button %d: ack % x", n, a)
		}
		msg := EncodeClockAck(a)
		if len(msg) != SizeBWTime || msg[3]&0x0f != 0x0a || msg[6]&0x0f != 0x0a {
			t.Fatalf("button %d: wire % x", n, msg)
		}
		for _, b := range msg[1:] {
			if b&0x80 != 0 {
				t.Fatalf("button %d: data byte with the top bit: % x", n, msg)
			}
		}
		var d Decoder
		d.Feed(msg)
		m, ok := d.Next()
		if !ok || !m.IsAck || m.Ack != a || m.Ack.Button() != n {
			t.Fatalf("button %d: decoded %+v %v", n, m, ok)
		}
	}
	// Other acknowledgements are no button.
	for _, a := range []ClockAck{{0x10, 0x09, 0x21, 0}, {0x40, 0x88, 0, 0x31}, {0x10, 0x88, 0, 0x36}, ButtonAck(6)} {
		if a.Button() != 0 {
			t.Errorf("% x read as button %d", a, a.Button())
		}
	}
	// Every byte value survives the spread over seven 7-bit bytes.
	for v := 0; v < 256; v++ {
		a := ClockAck{byte(v), byte(255 - v), byte(v ^ 0x80), byte(v * 7)}
		var d Decoder
		d.Feed(EncodeClockAck(a))
		if m, ok := d.Next(); !ok || m.Ack != a {
			t.Fatalf("ack % x came back as % x", a, m.Ack)
		}
	}
}

func TestFaceOf(t *testing.T) {
	f := FaceOf(4*time.Minute + 12*time.Second + 999*time.Millisecond)
	if f != (ClockFace{Minutes: 4, Seconds: 12}) || FaceOf(-time.Second) != (ClockFace{}) || FaceOf(20*time.Hour).Hours != 9 {
		t.Fatalf("FaceOf: %+v", f)
	}
}

func FuzzDecoder(f *testing.F) {
	b := startBoard()
	f.Add(EncodeBoardDump(&b), uint8(1))
	f.Add(append(EncodeFieldUpdate(12, notation.NoPiece), EncodeVersion(1, 2)...), uint8(3))
	f.Add([]byte{0x8e, 0x00, 0x05, 0x40, 0x01, 0x93, 0x7f, 0x7f}, uint8(2))
	f.Add(EncodeClock(Clock{}), uint8(4))
	f.Add(append(EncodeClockAck(ButtonAck(3)), EncodeClock(Clock{Left: ClockFace{Hours: 9, Flag: true}, NoClock: true})...), uint8(5))
	f.Add([]byte{0x8d, 0x00, 0x0a, 0x1a, 0x7f, 0x7f, 0x3a, 0x7f, 0x7f, 0x7f}, uint8(10))
	f.Fuzz(func(t *testing.T, data []byte, chunk uint8) {
		var whole Decoder
		whole.Feed(data)
		a := decodeAll(&whole)
		var pieces Decoder
		var bm []Message
		step := int(chunk%16) + 1
		for i := 0; i < len(data); i += step {
			pieces.Feed(data[i:min(i+step, len(data))])
			bm = append(bm, decodeAll(&pieces)...)
		}
		if len(a) != len(bm) {
			t.Fatalf("whole gives %d messages, pieces of %d give %d", len(a), step, len(bm))
		}
		for i := range a {
			if a[i].Kind != bm[i].Kind || !bytes.Equal(a[i].Data, bm[i].Data) {
				t.Fatalf("message %d differs", i)
			}
		}
		for _, e := range whole.Errors() {
			var de *Error
			if !errors.As(e, &de) || de.Offset < 0 || de.Offset >= int64(len(data)) {
				t.Fatalf("error without a place in the input: %v", e)
			}
		}
		for _, m := range a {
			switch m.Kind {
			case MsgFieldUpdate:
				re := EncodeFieldUpdate(m.Square, m.Piece)
				if m.Data[1] <= 0x0c && !bytes.Equal(re[3:], m.Data) {
					t.Fatalf("field update % x re-encodes as % x", m.Data, re[3:])
				}
			case MsgBWTime:
				if len(m.Data) != 7 {
					t.Fatalf("BWTIME of %d bytes", len(m.Data))
				}
				if m.IsAck {
					if re := EncodeClockAck(m.Ack); !m.IsAck || re[3]&0x0f != 0x0a {
						t.Fatalf("ack % x re-encodes as % x", m.Data, re)
					}
					var d Decoder
					d.Feed(EncodeClockAck(m.Ack))
					if back, ok := d.Next(); !ok || back.Ack != m.Ack {
						t.Fatalf("ack % x does not come back", m.Data)
					}
				} else if re := EncodeClock(m.Clock); m.Data[6]&0x40 == 0 && !bytes.Equal(re[3:], m.Data) {
					t.Fatalf("clock % x re-encodes as % x", m.Data, re[3:])
				}
			case MsgBoardDump:
				if len(m.Data) != 64 {
					t.Fatalf("board dump of %d bytes", len(m.Data))
				}
			}
		}
		// A valid message after any garbage is always found.
		tail := EncodeFieldUpdate(notation.Sq(3, 3), notation.MakePiece(notation.Black, notation.Knight))
		var g Decoder
		g.Feed(data)
		g.Feed(tail)
		all := decodeAll(&g)
		if len(all) == 0 || all[len(all)-1].Kind != MsgFieldUpdate || all[len(all)-1].Square != notation.Sq(3, 3) {
			t.Fatalf("message after garbage lost")
		}
	})
}
