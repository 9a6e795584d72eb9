package millennium

import (
	"errors"
	"math/bits"
	"testing"

	"github.com/rochade/rochade/notation"
)

func startBoard() [64]notation.Piece {
	p := notation.StartPosition()
	return p.Placement()
}

func decodeAll(d *Decoder) []Reply {
	var out []Reply
	for {
		r, ok := d.Next()
		if !ok {
			return out
		}
		out = append(out, r)
	}
}

func strip(b []byte) string {
	out := make([]byte, len(b))
	for i, c := range b {
		out[i] = c & 0x7f
	}
	return string(out)
}

func TestFraming(t *testing.T) {
	// 'V' is 0x56; its block check is 0x56 itself.
	if got := strip(CmdVersion()); got != "V56" {
		t.Fatalf("V frame %q", got)
	}
	if got := strip(CmdWrite(AddrAutoReport, ReportOnChange)); got != "W0203"+Hex2(Checksum("W0203")) {
		t.Fatalf("W frame %q", got)
	}
	for _, c := range CmdLEDsOff() {
		if bits.OnesCount8(c)%2 != 1 {
			t.Fatalf("byte 0x%02x has even parity", c)
		}
	}
	var leds [81]byte
	leds[LEDIndex(0, 8)] = 0xff
	if n := len(CmdLEDs(10, &leds)); n != 1+2+162+2 {
		t.Fatalf("L command of %d bytes", n)
	}
	if LEDIndex(0, 8) != 0 || LEDIndex(0, 0) != 8 || LEDIndex(8, 8) != 72 || LEDIndex(8, 0) != 80 {
		t.Fatal("LED corners misplaced")
	}
}

func TestStatusRoundTrip(t *testing.T) {
	b := startBoard()
	text := StatusText(&b)
	if text[:8] != "rnbqkbnr" || text[56:] != "RNBQKBNR" || text[8:16] != "pppppppp" {
		t.Fatalf("status order %q", text)
	}
	var d Decoder
	d.Feed(Frame("s" + text))
	rs := decodeAll(&d)
	if len(rs) != 1 || rs[0].Letter != 's' || rs[0].Board != b {
		t.Fatalf("decoded %+v", rs)
	}
}

func TestSevenBitLink(t *testing.T) {
	// A serial driver running 7O1 hands over bytes with the parity bit
	// already removed; they must decode the same.
	var d Decoder
	d.Feed([]byte(strip(Frame("v0103"))))
	rs := decodeAll(&d)
	if len(rs) != 1 || rs[0].Version != [2]byte{1, 3} {
		t.Fatalf("decoded %+v, errors %v", rs, d.Errors())
	}
}

func TestResyncAndInterleaving(t *testing.T) {
	b := startBoard()
	var stream []byte
	stream = append(stream, 'z', 0x00, 0xff)       // unknown letter, bad parity
	stream = append(stream, Frame("w0203")[:5]...) // cut short by the next reply
	stream = append(stream, Frame("s"+StatusText(&b))...)
	bad := Frame("v0103")
	bad[2] = WithParity('2') // block check no longer matches
	stream = append(stream, bad...)
	stream = append(stream, Frame("w0203")...)
	stream = append(stream, Frame("x")...)
	for _, chunk := range []int{1, 2, 5, len(stream)} {
		var d Decoder
		var got []Reply
		for i := 0; i < len(stream); i += chunk {
			d.Feed(stream[i:min(i+chunk, len(stream))])
			got = append(got, decodeAll(&d)...)
		}
		if len(got) != 3 || got[0].Letter != 's' || got[1].Letter != 'w' || got[2].Letter != 'x' {
			t.Fatalf("chunk %d: got %+v", chunk, got)
		}
		if got[1].Addr != 2 || got[1].Value != 3 {
			t.Fatalf("chunk %d: w reply %+v", chunk, got[1])
		}
		errs := d.Errors()
		if len(errs) < 4 {
			t.Fatalf("chunk %d: only %d errors: %v", chunk, len(errs), errs)
		}
		var e *Error
		if !errors.As(errs[0], &e) || e.Offset != 0 {
			t.Fatalf("chunk %d: first error %v", chunk, errs[0])
		}
	}
}

func TestCommandSide(t *testing.T) {
	d := Decoder{Commands: true}
	var leds [81]byte
	leds[40] = 0xc4
	d.Feed(CmdStatus())
	d.Feed(CmdWrite(AddrScanTime, 15))
	d.Feed(CmdLEDs(7, &leds))
	d.Feed(CmdRead(AddrBrightness))
	rs := decodeAll(&d)
	if len(rs) != 4 || rs[0].Letter != 'S' || rs[1].Addr != AddrScanTime || rs[1].Value != 15 || rs[3].Addr != AddrBrightness {
		t.Fatalf("commands %+v", rs)
	}
	slot, got, ok := LEDPatterns(rs[2])
	if !ok || slot != 7 || got != leds {
		t.Fatalf("LED patterns %v %d", ok, slot)
	}
}

func FuzzDecoder(f *testing.F) {
	b := startBoard()
	f.Add(Frame("s"+StatusText(&b)), false, uint8(1))
	f.Add(append(Frame("v0103"), Frame("w0203")...), false, uint8(2))
	f.Add(append(CmdStatus(), CmdWrite(2, 3)...), true, uint8(3))
	f.Add([]byte("s......"), false, uint8(4))
	f.Fuzz(func(t *testing.T, data []byte, commands bool, chunk uint8) {
		whole := Decoder{Commands: commands}
		whole.Feed(data)
		a := decodeAll(&whole)
		pieces := Decoder{Commands: commands}
		var bm []Reply
		step := int(chunk%16) + 1
		for i := 0; i < len(data); i += step {
			pieces.Feed(data[i:min(i+step, len(data))])
			bm = append(bm, decodeAll(&pieces)...)
		}
		if len(a) != len(bm) {
			t.Fatalf("whole gives %d replies, pieces of %d give %d", len(a), step, len(bm))
		}
		for i := range a {
			if a[i] != bm[i] {
				t.Fatalf("reply %d differs", i)
			}
			// Every accepted message carries a correct block check.
			text := string(a[i].Letter) + a[i].Data
			re := strip(Frame(text))
			if len(re) != len(text)+2 {
				t.Fatalf("reply %q re-frames badly", text)
			}
			if a[i].Letter == 's' && !commands && StatusText(&a[i].Board) != a[i].Data {
				// '.' and piece letters round-trip exactly.
				t.Fatalf("status %q reads back as %q", a[i].Data, StatusText(&a[i].Board))
			}
		}
		for _, e := range whole.Errors() {
			var me *Error
			if !errors.As(e, &me) || me.Offset < 0 || me.Offset >= int64(len(data)) {
				t.Fatalf("error without a place in the input: %v", e)
			}
		}
	})
}
