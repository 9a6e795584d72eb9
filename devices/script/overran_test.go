package script

import (
	"testing"
	"time"

	"github.com/rochade/rochade/notation"
)

// Hands that kept to a hover's rest kept the game; hands woken late let
// the piece rest longer than a hand's rest, and Overran says where. A
// touched piece put back and lifted again is no rest on its way.
func TestOverran(t *testing.T) {
	sq := func(s string) notation.Square { x, _ := notation.ParseSquare(s); return x }
	q := notation.MakePiece(notation.White, notation.Queen)
	steps := []Step{
		{Square: sq("d1"), Kind: Lift, Ply: 0},
		{Delay: 50 * time.Millisecond, Square: sq("d1"), Piece: q, Kind: Place, Ply: 0}, // touched, put back
		{Delay: 500 * time.Millisecond, Square: sq("d1"), Kind: Lift, Ply: 0},
		{Delay: 150 * time.Millisecond, Square: sq("d3"), Piece: q, Kind: Place, Ply: 0}, // set down on its way
		{Delay: 250 * time.Millisecond, Square: sq("d3"), Kind: Slide, Ply: 0},
		{Delay: 40 * time.Millisecond, Square: sq("d5"), Piece: q, Kind: Slide, Ply: 0, Final: true},
	}
	t0 := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	made := func(late time.Duration) []time.Time {
		var at []time.Time
		now := t0
		for i, s := range steps {
			now = now.Add(s.Delay)
			if i == 4 {
				now = now.Add(late)
			}
			at = append(at, now)
		}
		return at
	}
	if i, rest, over := Overran(steps, made(0), 300*time.Millisecond); over {
		t.Errorf("on time: step %d said to rest %v", i, rest)
	}
	if i, rest, over := Overran(steps, made(10*time.Millisecond), 300*time.Millisecond); over {
		t.Errorf("10 ms late, within a hand's rest: step %d said to rest %v", i, rest)
	}
	i, rest, over := Overran(steps, made(120*time.Millisecond), 300*time.Millisecond)
	if !over || i != 3 || rest != 370*time.Millisecond {
		t.Errorf("120 ms late: Overran = %d, %v, %v; want step 3 resting 370ms", i, rest, over)
	}
}
