package clock

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/notation"
)

const (
	W = notation.White
	B = notation.Black
)

func TestParse(t *testing.T) {
	cases := []struct {
		in, pgn, units string
		periods        []Period
	}{
		{"300+3", "300+3", "5m+3s", []Period{{Base: 300 * time.Second, Increment: 3 * time.Second}}},
		{"5m+3s", "300+3", "5m+3s", []Period{{Base: 300 * time.Second, Increment: 3 * time.Second}}},
		{"5m+3", "300+3", "5m+3s", []Period{{Base: 300 * time.Second, Increment: 3 * time.Second}}},
		{"5400+30", "5400+30", "1h30m+30s", []Period{{Base: 5400 * time.Second, Increment: 30 * time.Second}}},
		{"90m+30s", "5400+30", "1h30m+30s", []Period{{Base: 5400 * time.Second, Increment: 30 * time.Second}}},
		{"1h30m", "5400", "1h30m", []Period{{Base: 5400 * time.Second}}},
		{"300", "300", "5m", []Period{{Base: 300 * time.Second}}},
		{" 60 ", "60", "1m", []Period{{Base: time.Minute}}},
		{"-", "-", "-", nil},
		{"40/5400+30:1800+30", "40/5400+30:1800+30", "40/1h30m+30s:30m+30s", []Period{
			{Moves: 40, Base: 5400 * time.Second, Increment: 30 * time.Second},
			{Base: 1800 * time.Second, Increment: 30 * time.Second}}},
		{"40/90m+30s:30m+30s", "40/5400+30:1800+30", "40/1h30m+30s:30m+30s", []Period{
			{Moves: 40, Base: 5400 * time.Second, Increment: 30 * time.Second},
			{Base: 1800 * time.Second, Increment: 30 * time.Second}}},
		{"40/7200:20/3600", "40/7200:20/3600", "40/2h:20/1h", []Period{
			{Moves: 40, Base: 7200 * time.Second}, {Moves: 20, Base: 3600 * time.Second}}},
		{"300d5", "300d5", "5md5s", []Period{{Base: 300 * time.Second, Delay: 5 * time.Second}}},
		{"5md5s", "300d5", "5md5s", []Period{{Base: 300 * time.Second, Delay: 5 * time.Second}}},
		{"1m30s+0", "90", "1m30s", []Period{{Base: 90 * time.Second}}},
	}
	for _, c := range cases {
		tc, err := Parse(c.in)
		if err != nil {
			t.Errorf("%q: %v", c.in, err)
			continue
		}
		if len(tc.Periods) != len(c.periods) {
			t.Errorf("%q: %+v", c.in, tc.Periods)
			continue
		}
		for i := range c.periods {
			if tc.Periods[i] != c.periods[i] {
				t.Errorf("%q period %d: %+v, want %+v", c.in, i, tc.Periods[i], c.periods[i])
			}
		}
		if tc.String() != c.pgn || tc.Units() != c.units {
			t.Errorf("%q: String %q Units %q, want %q %q", c.in, tc.String(), tc.Units(), c.pgn, c.units)
		}
		if back, err := Parse(tc.String()); err != nil || back.String() != tc.String() {
			t.Errorf("%q: the PGN form %q reads back as %v, %v", c.in, tc.String(), back, err)
		}
	}
}

func TestParseErrors(t *testing.T) {
	long := strings.Repeat("9", 100)
	cases := map[string]TimeControlError{
		"":                  {Problem: TCEmpty},
		"?":                 {Problem: TCUnknown},
		"*180":              {Problem: TCSandglass},
		"5x+3":              {Problem: TCBadUnit, Part: "5x", Unit: "x"},
		"3s5m":              {Problem: TCUnitOrder, Part: "3s5m"},
		"40/":               {Problem: TCTimeMissing},
		"0/300":             {Problem: TCBadMoves, Part: "0", Limit: 1000},
		"abc/300":           {Problem: TCBadMoves, Part: "abc", Limit: 1000},
		"300:40/300":        {Problem: TCRestNotLast, Period: 1},
		"0":                 {Problem: TCZeroTime},
		"300+":              {Problem: TCTimeMissing},
		"5m3":               {Problem: TCNoUnit, Part: "5m3"},
		"1:2:3:4:5:6:7:8:9": {Problem: TCTooManyPeriods, Limit: 8},
		"1000h":             {Problem: TCTooLong, Part: "1000h", Limit: 100},
		"40/90m+30s:":       {Problem: TCPeriodEmpty, Period: 2},
		long:                {Problem: TCTooLong, Part: long, Limit: 100},
	}
	for in, want := range cases {
		_, err := Parse(in)
		var te *TimeControlError
		if !errors.As(err, &te) {
			t.Errorf("%q: %v, want a *TimeControlError", in, err)
			continue
		}
		want.Input = in
		if *te != want {
			t.Errorf("%q: %+v, want %+v", in, *te, want)
		}
		msg := err.Error()
		if strings.Contains(msg, "\n") || strings.Count(msg, "9") > 80 {
			t.Errorf("%q: message quotes too much: %q", in, msg)
		}
	}
	_, err := Parse("40/5\x1b[2J")
	if err == nil || strings.Contains(err.Error(), "\x1b") {
		t.Errorf("control characters not escaped: %q", err)
	}
}

func TestHMS(t *testing.T) {
	for d, s := range map[time.Duration]string{
		0: "0:00:00", 5400 * time.Second: "1:30:00", 4*time.Minute + 12*time.Second + 900*time.Millisecond: "0:04:12",
		-time.Second: "0:00:00", 10*time.Hour + 61*time.Second: "10:01:01",
	} {
		if got := FormatHMS(d); got != s {
			t.Errorf("FormatHMS(%v) = %q, want %q", d, got, s)
		}
	}
	for s, d := range map[string]time.Duration{
		"1:29:45": 89*time.Minute + 45*time.Second, "4:12": 4*time.Minute + 12*time.Second,
		"0:00:09.5": 9500 * time.Millisecond, " 0:00:00 ": 0,
	} {
		if got, err := ParseHMS(s); err != nil || got != d {
			t.Errorf("ParseHMS(%q) = %v, %v; want %v", s, got, err, d)
		}
	}
	for _, s := range []string{"", "12", "1:60:00", "a:00:00", "1:-5:00", "1:2:3:4", "1::00"} {
		if _, err := ParseHMS(s); !errors.Is(err, ErrBadHMS) {
			t.Errorf("ParseHMS(%q): %v", s, err)
		}
	}
}

var t0 = time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)

func at(s float64) time.Time { return t0.Add(time.Duration(s * float64(time.Second))) }

func sec(s float64) time.Duration { return time.Duration(s * float64(time.Second)) }

func mustParse(t *testing.T, s string) TimeControl {
	t.Helper()
	tc, err := Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return tc
}

func TestIncrementAndTurns(t *testing.T) {
	c := New(mustParse(t, "300+3"))
	if c.Running() {
		t.Fatal("a new clock runs")
	}
	if err := c.Press(W, at(1)); !errors.Is(err, ErrNotRunning) {
		t.Fatalf("press on a stopped clock: %v", err)
	}
	c.Start(W, at(0))
	if r := c.Remaining(W, at(10)); r != sec(290) {
		t.Fatalf("White after 10 s: %v", r)
	}
	if r := c.Remaining(B, at(10)); r != sec(300) {
		t.Fatalf("Black's time ran: %v", r)
	}
	if err := c.Press(B, at(10)); !errors.Is(err, ErrNotTurn) {
		t.Fatalf("Black pressing during White's time: %v", err)
	}
	if err := c.Press(W, at(10)); err != nil {
		t.Fatal(err)
	}
	if r := c.Remaining(W, at(50)); r != sec(293) {
		t.Fatalf("White after a move of 10 s with 3 s increment: %v", r)
	}
	if r := c.Remaining(B, at(50)); r != sec(260) {
		t.Fatalf("Black 40 s into the move: %v", r)
	}
	if c.Turn() != B || c.Moves(W) != 1 || c.Moves(B) != 0 {
		t.Fatalf("turn %v moves %d %d", c.Turn(), c.Moves(W), c.Moves(B))
	}
	if f, ok := c.NextFlag(); !ok || !f.Equal(at(310)) {
		t.Fatalf("next flag %v %v, want 310 s", f, ok)
	}
	if _, ok := c.MovesToControl(W); ok {
		t.Fatal("a control in a sudden-death game")
	}
	c.Pause(at(60))
	if r := c.Remaining(B, at(1000)); r != sec(250) || c.Running() {
		t.Fatalf("paused: %v %v", r, c.Running())
	}
	if _, ok := c.NextFlag(); ok {
		t.Fatal("a flag on a paused clock")
	}
	c.Start(B, at(2000))
	if r := c.Remaining(B, at(2001)); r != sec(249) {
		t.Fatalf("after going on: %v", r)
	}
}

func TestFlagBothSides(t *testing.T) {
	for _, side := range []notation.Color{W, B} {
		c := New(mustParse(t, "10+0"))
		c.Start(W, at(0))
		if side == B {
			if err := c.Press(W, at(2)); err != nil {
				t.Fatal(err)
			}
		}
		start := 0.0
		if side == B {
			start = 2
		}
		if _, _, ok := c.Flag(at(start + 9.999)); ok {
			t.Fatalf("%v: flag before the time is out", side)
		}
		f, ok := c.NextFlag()
		if !ok || !f.Equal(at(start+10)) {
			t.Fatalf("%v: next flag %v", side, f)
		}
		s, when, ok := c.Flag(at(start + 11))
		if !ok || s != side || !when.Equal(at(start+10)) {
			t.Fatalf("%v: flag %v %v %v", side, s, when, ok)
		}
		if err := c.Press(side, at(start+11)); !errors.Is(err, ErrFlagFallen) {
			t.Fatalf("%v: a move after the flag: %v", side, err)
		}
		if c.Running() || c.Remaining(side, at(100)) != 0 {
			t.Fatalf("%v: after the flag the clock runs or shows time", side)
		}
		if r := c.Remaining(side.Other(), at(100)); side == B && r != sec(8) || side == W && r != sec(10) {
			t.Fatalf("%v: the other side has %v", side, r)
		}
		c.Start(side.Other(), at(200))
		if c.Running() {
			t.Fatalf("%v: a flagged clock started again", side)
		}
	}
	// A move completed at the very instant the time runs out is too late.
	c := New(mustParse(t, "10+5"))
	c.Start(W, at(0))
	if err := c.Press(W, at(10)); !errors.Is(err, ErrFlagFallen) {
		t.Fatalf("press at the flag instant: %v", err)
	}
}

func TestFIDEClassical(t *testing.T) {
	c := New(mustParse(t, "40/5400+30:1800+30"))
	c.Start(W, at(0))
	now := 0.0
	for move := 1; move <= 40; move++ {
		n, ok := c.MovesToControl(W)
		if !ok || n != 41-move {
			t.Fatalf("before White's move %d: %d moves to the control (%v)", move, n, ok)
		}
		now += 60
		if err := c.Press(W, at(now)); err != nil {
			t.Fatal(err)
		}
		now += 30
		if err := c.Press(B, at(now)); err != nil {
			t.Fatal(err)
		}
	}
	// White: 5400 - 40×60 + 40×30 + 1800. Black: 5400 - 40×30 + 40×30 + 1800.
	if r := c.Remaining(W, at(now)); r != sec(6000) {
		t.Fatalf("White after 40 moves: %v", r)
	}
	if r := c.Remaining(B, at(now)); r != sec(7200) {
		t.Fatalf("Black after 40 moves: %v", r)
	}
	if _, ok := c.MovesToControl(W); ok {
		t.Fatal("a control after the last one")
	}
	// Restored from the record: same state.
	r := New(mustParse(t, "40/5400+30:1800+30"))
	r.Restore(sec(6000), sec(7200), 40, 40)
	if _, ok := r.MovesToControl(B); ok || r.Moves(B) != 40 || r.Remaining(W, at(0)) != sec(6000) {
		t.Fatalf("restored clock differs")
	}
	r.Restore(sec(100), sec(200), 12, 11)
	if n, ok := r.MovesToControl(B); !ok || n != 29 {
		t.Fatalf("restored at move 12: %d %v", n, ok)
	}
	r.Start(B, at(0))
	if f, _ := r.NextFlag(); !f.Equal(at(200)) {
		t.Fatalf("restored flag at %v", f)
	}
}

func TestRepeatingPeriodAndFlagBeforeControl(t *testing.T) {
	c := New(mustParse(t, "2/10"))
	c.Start(W, at(0))
	steps := []struct {
		side notation.Color
		t    float64
		want float64 // remaining of side after the press
	}{{W, 4, 6}, {B, 5, 9}, {W, 9, 12}, {B, 10, 18}, {W, 11, 11}}
	for i, s := range steps {
		if err := c.Press(s.side, at(s.t)); err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
		if r := c.Remaining(s.side, at(s.t)); r != sec(s.want) {
			t.Fatalf("step %d: %v has %v, want %v s", i, s.side, r, s.want)
		}
	}
	if n, ok := c.MovesToControl(W); !ok || n != 1 {
		t.Fatalf("moves to control %d %v", n, ok)
	}
	// Black lets the time run out one move before the control.
	if side, _, ok := c.Flag(at(10 + 1 + 18)); !ok || side != B {
		t.Fatalf("flag %v %v", side, ok)
	}
}

func TestDelay(t *testing.T) {
	c := New(mustParse(t, "60d5"))
	c.Start(W, at(0))
	if r := c.Remaining(W, at(4)); r != sec(60) {
		t.Fatalf("time ran during the delay: %v", r)
	}
	if r := c.Remaining(W, at(7)); r != sec(58) {
		t.Fatalf("after the delay: %v", r)
	}
	if err := c.Press(W, at(3)); err != nil {
		t.Fatal(err)
	}
	if r := c.Remaining(W, at(3)); r != sec(60) {
		t.Fatalf("a move within the delay cost time: %v", r)
	}
	if f, _ := c.NextFlag(); !f.Equal(at(3 + 5 + 60)) {
		t.Fatalf("flag with delay at %v", f)
	}
	if err := c.Press(B, at(20)); err != nil {
		t.Fatal(err)
	}
	if r := c.Remaining(B, at(20)); r != sec(48) {
		t.Fatalf("a move of 17 s with 5 s delay: %v", r)
	}
}

func TestSet(t *testing.T) {
	c := New(mustParse(t, "300"))
	c.Start(W, at(0))
	c.Set(W, sec(100), at(50))
	c.Set(B, sec(20), at(50))
	if c.Remaining(W, at(60)) != sec(90) || c.Remaining(B, at(60)) != sec(20) {
		t.Fatalf("after Set: %v %v", c.Remaining(W, at(60)), c.Remaining(B, at(60)))
	}
}

func TestCanCheckmate(t *testing.T) {
	cases := []struct {
		fen        string
		white, blk bool
	}{
		{"8/8/8/4k3/8/8/8/4K3 w - - 0 1", false, false},
		{"8/8/8/4k3/8/8/8/4KN2 w - - 0 1", false, false},
		{"8/8/8/4k3/8/8/8/4KB2 w - - 0 1", false, false},
		{"8/8/8/4k3/8/8/8/2B1KB2 w - - 0 1", true, false}, // bishops on both colours
		{"8/8/8/4k3/8/8/8/3BKB2 w - - 0 1", false, false}, // d1 and f1 are both light squares
		{"8/8/8/4kb2/8/8/8/4KB2 w - - 0 1", false, false}, // f5 and f1 both light
		{"8/8/8/4k1b1/8/8/8/4KB2 w - - 0 1", true, true},  // g5 dark, f1 light: each can block
		{"8/8/8/4kn2/8/8/8/4KN2 w - - 0 1", true, true},   // a knight can block
		{"8/8/8/4kp2/8/8/8/4KN2 w - - 0 1", true, true},   // a pawn can promote
		{"8/8/8/4k3/8/8/8/4KNN1 w - - 0 1", true, false},  // two knights: a helpmate exists
		{"8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", true, false},  // a pawn
		{"8/8/8/4k3/8/8/8/R3K3 w - - 0 1", true, false},   // a rook
		{"8/8/8/4kq2/8/8/8/4KB2 w - - 0 1", true, true},   // a queen can block
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", true, true},
	}
	for _, c := range cases {
		p, err := notation.ParseFEN(c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.fen, err)
		}
		if got := CanCheckmate(&p, W); got != c.white {
			t.Errorf("%s: White can mate %v, want %v", c.fen, got, c.white)
		}
		if got := CanCheckmate(&p, B); got != c.blk {
			t.Errorf("%s: Black can mate %v, want %v", c.fen, got, c.blk)
		}
	}
}
