package devices

import (
	"net"
	"testing"
	"time"

	"github.com/rochade/rochade/devices/dgt"
	"github.com/rochade/rochade/devices/gatt"
	"github.com/rochade/rochade/notation"
)

func TestClockReadingFaces(t *testing.T) {
	at := time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC)
	k := dgt.Clock{Left: dgt.ClockFace{Minutes: 4, Seconds: 12}, Right: dgt.ClockFace{Hours: 1, Minutes: 2, Seconds: 3, Flag: true},
		Running: true, RightHigh: true}
	r := clockReading(k, false, at)
	want := ClockReading{White: 4*time.Minute + 12*time.Second, Black: time.Hour + 2*time.Minute + 3*time.Second, BlackFlag: true,
		Running: true, Turn: notation.Black, LeverDown: notation.White, Time: at}
	if r != want {
		t.Fatalf("left is White:\n%+v\nwant\n%+v", r, want)
	}
	r = clockReading(k, true, at)
	want = ClockReading{Black: 4*time.Minute + 12*time.Second, White: time.Hour + 2*time.Minute + 3*time.Second, WhiteFlag: true,
		Running: true, Turn: notation.White, LeverDown: notation.Black, Time: at}
	if r != want {
		t.Fatalf("right is White:\n%+v\nwant\n%+v", r, want)
	}
	// The turn bits win over the lever.
	k.LeftToMove = true
	if r := clockReading(k, true, at); r.Turn != notation.Black || r.LeverDown != notation.Black {
		t.Fatalf("turn bit: %+v", r)
	}
	if r := clockReading(dgt.Clock{NoClock: true, Running: true, Left: dgt.ClockFace{Minutes: 3}}, false, at); r != (ClockReading{NoClock: true, Time: at}) {
		t.Fatalf("no clock: %+v", r)
	}
}

// Clock messages become events: only changes, a lever event when the
// lever changes side, buttons, and nothing for an all-zero message or an
// acknowledgement that is no button.
func TestClockEvents(t *testing.T) {
	a, b := net.Pipe()
	defer a.Close()
	defer b.Close()
	c := NewConn(a, DGT)
	defer c.Close()
	at := time.Now()
	times := func(w, bl int, leverRight bool) []byte {
		return dgt.EncodeClock(dgt.Clock{Left: dgt.FaceOf(time.Duration(w) * time.Second), Right: dgt.FaceOf(time.Duration(bl) * time.Second),
			Running: true, RightHigh: leverRight})
	}
	var stream []byte
	stream = append(stream, times(300, 300, false)...)
	stream = append(stream, times(300, 300, false)...) // no change
	stream = append(stream, times(299, 300, false)...)
	stream = append(stream, dgt.EncodeClockAck(dgt.ButtonAck(5))...)
	stream = append(stream, times(301, 300, true)...) // White pressed
	stream = append(stream, dgt.EncodeClockAck(dgt.ClockAck{0x10, 0x09, 0x21, 0})...)
	stream = append(stream, dgt.EncodeClock(dgt.Clock{})...)
	stream = append(stream, dgt.EncodeClock(dgt.Clock{NoClock: true})...)
	c.drv.Feed(Session{c}, gatt.UUID{}, stream, at)
	var kinds []EventKind
	for _, e := range c.pending {
		kinds = append(kinds, e.Kind)
	}
	want := []EventKind{ClockUpdate, ClockUpdate, ClockButton, ClockUpdate, ClockLever, ClockUpdate}
	if len(kinds) != len(want) {
		t.Fatalf("events %v, want %v", kinds, want)
	}
	for i := range want {
		if kinds[i] != want[i] {
			t.Fatalf("events %v, want %v", kinds, want)
		}
	}
	if e := c.pending[2]; e.Button != 5 || e.Clock.White != 299*time.Second {
		t.Fatalf("button event %+v", e)
	}
	if e := c.pending[4]; e.Clock.LeverDown != notation.White || e.Clock.Turn != notation.Black || e.Clock.White != 301*time.Second {
		t.Fatalf("lever event %+v", e.Clock)
	}
	if e := c.pending[5]; !e.Clock.NoClock {
		t.Fatalf("last event %+v", e.Clock)
	}
}
