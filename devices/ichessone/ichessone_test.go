package ichessone

import (
	"encoding/hex"
	"errors"
	"strings"
	"testing"

	"github.com/rochade/rochade/notation"
)

// The fixtures are byte sequences of the iChessOne parser tests of
// picochess (github.com/JohanSjoblom/picochess,
// tests/test_ichessone_parser.py, GPL-3.0-or-later); the commands are
// those of its eboard/ichessone/command.py.
const (
	// test_initial_position.
	fixtureStart = "3d70a89bc98a77777777000000000000000000000000000000001111111142356324"
	// test_two_different_positions_calls_update_twice: h2-h3.
	fixtureH3 = "3d70a89bc98a77777777000000000000000000000000000000011111111042356324"
	// test_invalid_data: a code 0xF.
	fixtureInvalid = "3d70a89bc98a777777770000000000000000ff000000000000001111111142356324"
)

func unhex(t testing.TB, s string) []byte {
	b, err := hex.DecodeString(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

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
	d.Feed(unhex(t, "9876543210"+fixtureStart+fixtureH3))
	ms := all(&d)
	if len(ms) != 2 {
		t.Fatalf("%d messages", len(ms))
	}
	for i, want := range []string{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "rnbqkbnr/pppppppp/8/8/8/7P/PPPPPPP1/RNBQKBNR"} {
		if got := placement(ms[i].Board); got != want {
			t.Errorf("position %d: %s, want %s", i, got, want)
		}
	}
	var e *Error
	if errs := d.Errors(); len(errs) != 1 || !errors.As(errs[0], &e) || e.Offset != 0 {
		t.Errorf("junk errors %v", errs)
	}
	b := ms[0].Board
	if got := hex.EncodeToString(PositionFrame(&b)); got != fixtureStart {
		t.Errorf("encoded %s", got)
	}
}

func TestSplitAndBattery(t *testing.T) {
	var d Decoder
	var got []Message
	// test_initial_position_split_with_junk_in_front, then
	// test_battery_charging and test_battery_discharging.
	for _, p := range []string{"9871233210" + fixtureStart[:52], fixtureStart[52:], "3d62", "0164", "3d620058"} {
		d.Feed(unhex(t, p))
		got = append(got, all(&d)...)
	}
	if len(got) != 3 || placement(got[0].Board) != "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR" {
		t.Fatalf("%+v", got)
	}
	if got[1].Kind != KindBattery || got[1].Percent != 100 || !got[1].Charging || got[2].Percent != 88 || got[2].Charging {
		t.Errorf("batteries %+v %+v", got[1], got[2])
	}
}

func TestInvalidNamedAndNextKept(t *testing.T) {
	var d Decoder
	d.Feed(unhex(t, fixtureInvalid+fixtureStart))
	ms := all(&d)
	if len(ms) != 1 || placement(ms[0].Board) != "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR" {
		t.Fatalf("%+v", ms)
	}
	var e *Error
	errs := d.Errors()
	if len(errs) == 0 || !errors.As(errs[0], &e) || e.Offset != 2+16 {
		t.Errorf("errors %v, want byte 16 of the position first", errs)
	}
}

func TestCommands(t *testing.T) {
	// command.py: request_board b"\x52\x50", request_board_updates
	// b"\x43\x50\x49\x52\x51", request_battery_status b"\x52\x42".
	if string(CmdBoard) != "\x52\x50" || string(CmdUpdates) != "\x43\x50\x49\x52\x51" || string(CmdBattery) != "\x52\x42" {
		t.Error("commands differ")
	}
}

func FuzzDecoder(f *testing.F) {
	f.Add(unhex(f, fixtureStart))
	f.Add(unhex(f, fixtureInvalid))
	f.Add(unhex(f, "3d6201643d"))
	f.Fuzz(func(t *testing.T, data []byte) {
		var d Decoder
		n := 0
		for i := 0; i < len(data); i += 20 {
			d.Feed(data[i:min(i+20, len(data))])
			for m, ok := d.Next(); ok; m, ok = d.Next() {
				if m.Kind == KindBattery {
					n += SizeBattery
				} else {
					n += SizePosition
				}
			}
		}
		for _, e := range d.Errors() {
			var de *Error
			if !errors.As(e, &de) || de.Offset < 0 || de.Offset > int64(len(data)) {
				t.Fatalf("error %v", e)
			}
		}
		if n+d.Buffered() > len(data) {
			t.Fatal("more bytes out than in")
		}
	})
}
