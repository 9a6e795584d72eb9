package chessnut

import (
	"encoding/hex"
	"errors"
	"strings"
	"testing"

	"github.com/rochade/rochade/notation"
)

// The fixtures marked "picochess" are byte sequences of the Chessnut
// parser tests of picochess (github.com/JohanSjoblom/picochess,
// tests/test_chessnut_parser.py, GPL-3.0-or-later), recorded from the
// boards; the commands are those of the maker's API
// (github.com/chessnutech/chess_move_api, README).
const (
	// picochess test_initial_position.
	fixtureStart = "012458233185444444440000000000000000000000000000000077777777A6C99B6AFFFFFFFF"
	// picochess test_two_different_positions_calls_update_twice: c7, f7
	// (sic, rank 7: d7 and c7) and c2, f2 empty.
	fixtureSecond = "012458233185444400440000000000000000000000000000000077700777A6C99B6AFFFFFFFF"
	// picochess test_invalid_data: nibbles of 0xF.
	fixtureInvalid = "012458233185444444440000000000000FFFF00000000000000077777777A6C99B6AFFFFFFFF"
)

func unhex(t testing.TB, s string) []byte {
	b, err := hex.DecodeString(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// placement writes a board as the placement field of a FEN.
func placement(b [64]notation.Piece) string {
	var s strings.Builder
	for r := 7; r >= 0; r-- {
		empty := 0
		for f := 0; f < 8; f++ {
			p := b[notation.Sq(f, r)]
			if p == notation.NoPiece {
				empty++
				continue
			}
			if empty > 0 {
				s.WriteByte(byte('0' + empty))
				empty = 0
			}
			s.WriteString(p.String())
		}
		if empty > 0 {
			s.WriteByte(byte('0' + empty))
		}
		if r > 0 {
			s.WriteByte('/')
		}
	}
	return s.String()
}

func all(d *Decoder) []Message {
	var out []Message
	for m, ok := d.Next(); ok; m, ok = d.Next() {
		out = append(out, m)
	}
	return out
}

func TestPositionsFromPicochess(t *testing.T) {
	var d Decoder
	d.Feed(unhex(t, fixtureStart+fixtureSecond))
	ms := all(&d)
	if len(ms) != 2 {
		t.Fatalf("%d messages", len(ms))
	}
	want := []string{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "rnbqkbnr/pp2pppp/8/8/8/8/PP1PP1PP/RNBQKBNR"}
	for i, m := range ms {
		if got := placement(m.Board); got != want[i] {
			t.Errorf("position %d: %s, want %s", i, got, want[i])
		}
	}
	if errs := d.Errors(); len(errs) != 0 {
		t.Errorf("errors: %v", errs)
	}
	// Encoding gives the bytes back (the four bytes after the position
	// are zero when encoded).
	b := ms[0].Board
	if got := strings.ToUpper(hex.EncodeToString(PositionFrame(&b)[:34])); got != fixtureStart[:68] {
		t.Errorf("encoded %s", got)
	}
}

func TestSplitAcrossNotifications(t *testing.T) {
	// picochess test_initial_position_split_with_junk_in_front and
	// test_junk_position_junk_battery: junk, a position in three
	// notifications, junk, a battery answer in two.
	var d Decoder
	var got []Message
	for _, part := range []string{"9871233210", "012458233185444444440000000000000000000000000000000077777777", "A6C99B6A", "FFFFFFFF", "9871233210", "2a02", "0400"} {
		d.Feed(unhex(t, part))
		got = append(got, all(&d)...)
	}
	if len(got) != 2 || got[0].Kind != KindPosition || got[1].Kind != KindBattery {
		t.Fatalf("messages %+v", got)
	}
	if placement(got[0].Board) != "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR" || got[1].Percent != 4 || got[1].Charging {
		t.Errorf("decoded %s, battery %d%% %v", placement(got[0].Board), got[1].Percent, got[1].Charging)
	}
	// Every problem is named at a byte of the junk (0 to 4, 43 to 47).
	errs := d.Errors()
	if len(errs) == 0 {
		t.Fatal("the junk went unreported")
	}
	for _, err := range errs {
		var e *Error
		if !errors.As(err, &e) || !(e.Offset < 5 || e.Offset >= 43 && e.Offset < 48) {
			t.Errorf("error outside the junk: %v", err)
		}
	}
}

func TestBatteryAnswers(t *testing.T) {
	// picochess test_battery_*: Air and Pro (2A 02 percent charging),
	// Move (41 03 0C charging percent).
	for _, c := range []struct {
		hex      string
		percent  int
		charging bool
	}{
		{"2a026401", 100, true}, {"2a025800", 88, false}, {"2a020900", 9, false},
		{"41030c0164", 100, true}, {"41030c0058", 88, false},
	} {
		var d Decoder
		d.Feed(unhex(t, c.hex))
		ms := all(&d)
		if len(ms) != 1 || ms[0].Kind != KindBattery || ms[0].Percent != c.percent || ms[0].Charging != c.charging {
			t.Errorf("%s: %+v", c.hex, ms)
		}
	}
}

func TestInvalidPositionNamed(t *testing.T) {
	var d Decoder
	d.Feed(unhex(t, fixtureInvalid+fixtureStart))
	ms := all(&d)
	if len(ms) != 1 || placement(ms[0].Board) != "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR" {
		t.Fatalf("the good position after the bad one: %+v", ms)
	}
	errs := d.Errors()
	var e *Error
	// The first 0xF nibble is in byte 14 of the position (stream
	// offset 16).
	if len(errs) == 0 || !errors.As(errs[0], &e) || e.Offset != 2+14 {
		t.Errorf("first error %v, want the position's byte 14 at offset 16", errs)
	}
}

func TestCommandsOfTheDocuments(t *testing.T) {
	if hex.EncodeToString(CmdRealtime) != "210100" || hex.EncodeToString(CmdBattery) != "290100" || hex.EncodeToString(CmdBatteryMove) != "41010c" {
		t.Error("commands differ from the documents")
	}
}

func FuzzDecoder(f *testing.F) {
	f.Add(unhex(f, fixtureStart))
	f.Add(unhex(f, fixtureInvalid))
	f.Add(unhex(f, "2a0264019871233210"))
	f.Fuzz(func(t *testing.T, data []byte) {
		var d Decoder
		out := 0
		for i := 0; i < len(data); i += 20 {
			d.Feed(data[i:min(i+20, len(data))])
			for m, ok := d.Next(); ok; m, ok = d.Next() {
				out += 2 + len(m.Data)
				if m.Kind == KindBattery && (m.Percent < 0 || m.Percent > 255) {
					t.Fatal("battery out of range")
				}
			}
		}
		for _, e := range d.Errors() {
			var de *Error
			if !errors.As(e, &de) || de.Offset < 0 || de.Offset > int64(len(data)) {
				t.Fatalf("error %v", e)
			}
		}
		if out+d.Buffered() > len(data) {
			t.Fatal("more bytes out than in")
		}
	})
}
