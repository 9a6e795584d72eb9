package millennium

import (
	"errors"
	"math/bits"
	"strings"
	"testing"
	"time"

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

// withParity puts the odd parity bit on each character, as the line
// carries it.
func withParity(s string) []byte {
	out := make([]byte, len(s))
	for i := 0; i < len(s); i++ {
		out[i] = WithParity(s[i])
	}
	return out
}

// The board takes a command only when every byte has its parity bit
// right and every hex digit is upper case (ChessLink protocol: "All
// values are transferred as upper-case hex characters"; commands are
// "only actioned ... if the format and X-Y parity check is correct").
func TestBoardRefusesWhatTheDocumentForbids(t *testing.T) {
	good := CmdWrite(AddrScanTime, 0x1e) // "W011E" and its check
	lower := withParity("W011e" + Hex2(Checksum("W011e")))
	// A read whose block check has a letter in it, sent in lower case.
	var lowerSum []byte
	for a := 0; a < 256 && lowerSum == nil; a++ {
		cmd := "R" + Hex2(byte(a))
		if sum := Hex2(Checksum(cmd)); sum != strings.ToLower(sum) {
			lowerSum = withParity(cmd + strings.ToLower(sum))
		}
	}
	badParity := CmdStatus()
	badParity[1] ^= 0x80                    // the first check digit's parity bit flipped
	sevenBit := []byte(strip(CmdVersion())) // 'V' (0x56) has an even number of one bits: its parity bit is set on the line
	for name, c := range map[string][]byte{
		"lower-case data":        lower,
		"lower-case block check": lowerSum,
		"wrong parity bit":       badParity,
		"parity bit missing":     sevenBit,
	} {
		d := Decoder{Commands: true}
		d.Feed(c)
		d.Feed(good)
		rs := decodeAll(&d)
		if len(rs) != 1 || rs[0].Letter != 'W' || rs[0].Addr != AddrScanTime || rs[0].Value != 0x1e {
			t.Errorf("%s: decoded %+v", name, rs)
		}
		if len(d.Errors()) == 0 {
			t.Errorf("%s: no error", name)
		}
	}
	// Replies come from a serial port that may have removed the parity
	// bit, and lower-case hex in a reply is still read.
	var r Decoder
	r.Feed([]byte(strip(Frame("v0103"))))
	r.Feed(withParity("w011e" + strings.ToLower(Hex2(Checksum("w011e")))))
	if rs := decodeAll(&r); len(rs) != 2 || rs[1].Value != 0x1e {
		t.Errorf("replies: %+v %v", rs, r.Errors())
	}
}

// With the block check off (E2ROM address 0, bit 0) the board takes
// commands without their check digits.
func TestNoBlockCheck(t *testing.T) {
	d := Decoder{Commands: true, NoBlockCheck: true}
	d.Feed(withParity("S"))
	d.Feed(withParity("W0203"))
	d.Feed(withParity("R01"))
	rs := decodeAll(&d)
	if len(rs) != 3 || rs[0].Letter != 'S' || rs[1].Letter != 'W' || rs[1].Value != 3 || rs[2].Addr != 1 {
		t.Fatalf("commands %+v %v", rs, d.Errors())
	}
	// Commands sent with their check digits still work: the digits are
	// no commands and are passed over.
	d.Feed(CmdVersion())
	if rs := decodeAll(&d); len(rs) != 1 || rs[0].Letter != 'V' {
		t.Fatalf("command with check digits: %+v", rs)
	}
}

func TestScanTime(t *testing.T) {
	for v, want := range map[byte]time.Duration{20: 40960 * time.Microsecond, 15: 30720 * time.Microsecond,
		14: 40960 * time.Microsecond, 0: 40960 * time.Microsecond, 255: 522240 * time.Microsecond} {
		if got := ScanTime(v); got != want {
			t.Errorf("ScanTime(%d) = %v, want %v", v, got, want)
		}
	}
}

func FuzzDecoder(f *testing.F) {
	b := startBoard()
	f.Add(Frame("s"+StatusText(&b)), false, uint8(1))
	f.Add(append(Frame("v0103"), Frame("w0203")...), false, uint8(2))
	f.Add(append(CmdStatus(), CmdWrite(2, 3)...), true, uint8(3))
	f.Add([]byte("s......"), false, uint8(4))
	f.Fuzz(func(t *testing.T, data []byte, commands bool, chunk uint8) {
		noCheck := commands && chunk&0x80 != 0
		whole := Decoder{Commands: commands, NoBlockCheck: noCheck}
		whole.Feed(data)
		a := decodeAll(&whole)
		pieces := Decoder{Commands: commands, NoBlockCheck: noCheck}
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
