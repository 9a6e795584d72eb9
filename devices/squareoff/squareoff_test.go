package squareoff

import (
	"errors"
	"testing"

	"github.com/rochade/rochade/notation"
)

// The fixtures are messages quoted in the public "Miko Neo protocol"
// notes (the board's messages as the Miko Chess app exchanged them) and
// in the mrquincle/squareoff notes (README, battery answers).
const (
	// "Example after e4, e5": a1-a8, b1-b8, ...
	fixtureE4E5 = "30#1100001111000011110000111100001110011001110000111100001111000011*"
	// "example position after resuming d2-d4, d7-d5".
	fixtureD4D5 = "30#1100001111000011110000111001100111000011110000111100001111000011*"
)

func all(d *Decoder) []Message {
	var out []Message
	for m, ok := d.Next(); ok; m, ok = d.Next() {
		out = append(out, m)
	}
	return out
}

func TestPieceEventsAndOccupancy(t *testing.T) {
	var d Decoder
	// "0#e2u*" "0#e4d*" (piece up, piece down), each in its own
	// notification, then the board after 1.e4 e5 in two.
	for _, p := range []string{"0#e2u*", "0#e4d*\r\n", fixtureE4E5[:30], fixtureE4E5[30:]} {
		d.Feed([]byte(p))
	}
	ms := all(&d)
	if len(ms) != 3 {
		t.Fatalf("%d messages", len(ms))
	}
	if ms[0].Square != notation.Sq(4, 1) || ms[0].Down || ms[1].Square != notation.Sq(4, 3) || !ms[1].Down {
		t.Errorf("piece events %+v %+v", ms[0], ms[1])
	}
	occ := ms[2].Occupied
	for _, c := range []struct {
		f, r int
		want bool
	}{{4, 1, false}, {4, 3, true}, {4, 6, false}, {4, 4, true}, {0, 0, true}, {3, 1, true}, {3, 3, false}} {
		if occ[notation.Sq(c.f, c.r)] != c.want {
			t.Errorf("square %c%d: %v", 'a'+c.f, c.r+1, occ[notation.Sq(c.f, c.r)])
		}
	}
	if body := OccupancyBody(&occ); "30#"+body+"*" != fixtureE4E5 {
		t.Errorf("written back %s", body)
	}
	if errs := d.Errors(); len(errs) != 0 {
		t.Errorf("errors %v", errs)
	}
	d.Feed([]byte(fixtureD4D5))
	ms = all(&d)
	if len(ms) != 1 || ms[0].Occupied[notation.Sq(3, 1)] || !ms[0].Occupied[notation.Sq(3, 3)] || !ms[0].Occupied[notation.Sq(3, 4)] {
		t.Errorf("d4 d5: %+v", ms)
	}
}

func TestBattery(t *testing.T) {
	// "22#3.52*" (Miko Neo notes), "6-11.63*" is an older board's form
	// and no message here.
	var d Decoder
	d.Feed([]byte("22#3.52*"))
	ms := all(&d)
	if len(ms) != 1 || ms[0].Code != CodeBattery || ms[0].Volts != 3.52 {
		t.Fatalf("%+v", ms)
	}
}

func TestBadMessagesNamed(t *testing.T) {
	var d Decoder
	d.Feed([]byte("\x00\xff0#z9u*30#1*0#e2u*"))
	ms := all(&d)
	if len(ms) != 1 || ms[0].Square != notation.Sq(4, 1) {
		t.Fatalf("the good message lost: %+v", ms)
	}
	errs := d.Errors()
	want := []int64{0, 2, 8}
	if len(errs) != len(want) {
		t.Fatalf("errors %v", errs)
	}
	for i, err := range errs {
		var e *Error
		if !errors.As(err, &e) || e.Offset != want[i] {
			t.Errorf("error %d: %v, want offset %d", i, err, want[i])
		}
	}
	if string(CmdNewGame) != "14#1*" || string(CmdReadBoard) != "30#R*" || string(CmdBattery) != "4#*" {
		t.Error("commands differ from the notes")
	}
}

func FuzzDecoder(f *testing.F) {
	f.Add([]byte(fixtureE4E5))
	f.Add([]byte("0#e2u*0#e4d*22#3.52*"))
	f.Add([]byte("14#GO*\r\n30#R*"))
	f.Fuzz(func(t *testing.T, data []byte) {
		var d Decoder
		for i := 0; i < len(data); i += 20 {
			d.Feed(data[i:min(i+20, len(data))])
			for m, ok := d.Next(); ok; m, ok = d.Next() {
				if m.Code == CodePiece && m.Square != notation.NoSquare && m.Square > 63 {
					t.Fatal("square out of the board")
				}
			}
		}
		for _, e := range d.Errors() {
			var de *Error
			if !errors.As(e, &de) || de.Offset < 0 || de.Offset > int64(len(data)) {
				t.Fatalf("error %v", e)
			}
		}
		if d.Buffered() > len(data) {
			t.Fatal("more bytes kept than fed")
		}
	})
}
