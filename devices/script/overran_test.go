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

// A Keeper says the first change made too late to keep the game: a rest
// on the way that lasted, or any change made more than MaxLate late.
func TestKeeper(t *testing.T) {
	sq := func(s string) notation.Square { x, _ := notation.ParseSquare(s); return x }
	r := notation.MakePiece(notation.White, notation.Rook)
	steps := []Step{
		{Square: sq("a1"), Kind: Lift},
		{Delay: 150 * time.Millisecond, Square: sq("a4"), Piece: r, Kind: Place},
		{Delay: 200 * time.Millisecond, Square: sq("a4"), Kind: Slide},
		{Delay: 40 * time.Millisecond, Square: sq("a8"), Piece: r, Kind: Slide, Final: true},
	}
	t0 := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	play := func(late map[int]time.Duration) (Lapse, bool) {
		k := NewKeeper(steps)
		now := t0
		for i, s := range steps {
			now = now.Add(s.Delay)
			k.Late(i, late[i])
			k.Made(now.Add(late[i]))
		}
		return k.Lapse()
	}
	if l, lapsed := play(map[int]time.Duration{1: 10 * time.Millisecond, 3: 30 * time.Millisecond}); lapsed {
		t.Errorf("a little late: %+v", l)
	}
	if l, lapsed := play(map[int]time.Duration{2: 150 * time.Millisecond}); !lapsed || l.Step != 1 || l.By != 50*time.Millisecond {
		t.Errorf("the rook left a4 150 ms late (rested 350 ms, 50 more than a hand): %+v, %v", l, lapsed)
	}
	if l, lapsed := play(map[int]time.Duration{3: 80 * time.Millisecond}); !lapsed || l.Step != 3 || l.By != 80*time.Millisecond {
		t.Errorf("the last change 80 ms late: %+v, %v", l, lapsed)
	}
}

// On a board that sees only occupancy, a square emptied for a piece put
// down on it (a capture's victim taken off) stays empty a scan and a
// half even when hands woken late by up to MaxLate, which is no Lapse,
// make the emptying late and the piece on time: a board that scans every
// 3 ms (the boards that report each piece lifted and put down) sees
// every capture.
func TestOccupancySwapSeenWithHandsLate(t *testing.T) {
	const scan = 3 * time.Millisecond
	for seed := int64(1); seed <= 20; seed++ {
		g := RandomGame(seed, 80)
		steps := ForGame(g.Start, g.Moves, Options{Seed: seed, Speed: 1.0 / 5, Noise: true, Real: true, Occupancy: true, Scan: scan})
		var at time.Duration
		emptied := map[notation.Square]time.Duration{}
		for _, s := range steps {
			at += s.Delay
			if s.Kind == Flicker {
				continue
			}
			if s.Piece == notation.NoPiece {
				emptied[s.Square] = at
				continue
			}
			if e, ok := emptied[s.Square]; ok {
				if worst := at - (e + MaxLate); worst < scan+scan/2 {
					t.Fatalf("seed %d ply %d: %v put down %v after its square was emptied, %v with the emptying %v late", seed, s.Ply, s.Square, at-e, worst, MaxLate)
				}
				delete(emptied, s.Square)
			}
		}
	}
}
