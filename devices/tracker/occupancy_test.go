package tracker

import (
	"slices"
	"testing"
	"time"

	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/script"
	"github.com/rochade/rochade/notation"
)

// Every held game (castling either piece first, en passant either pawn
// first, captures either piece first, promotions and under-promotions),
// made by many hands on a board that sees only occupancy: the moves are
// the game's; the under-promotions are named, the queens taken after the
// wait; no mismatch, no ambiguity.
func TestOccupancyScriptedGames(t *testing.T) {
	games := loadGames(t)
	cfg := Config{PromotionWait: 800 * time.Millisecond}
	asked, defaulted := 0, 0
	for name, g := range games {
		for seed := int64(1); seed <= 40; seed++ {
			steps := script.ForGame(g.Start, g.Moves, script.Options{Seed: seed, Speed: 0.5, Noise: seed%3 == 0,
				Real: seed%2 == 0, Scan: occupancyBoard.timing.Max, Occupancy: true})
			o := simulate(g, steps, occupancyBoard, seed, cfg)
			if !slices.Equal(o.moves, g.Moves) {
				t.Fatalf("%s seed %d: tracked %v, want %v", name, seed, o.moves, g.Moves)
			}
			for _, e := range o.events {
				switch e.Kind {
				case Mismatch, StartShown, Ambiguous:
					t.Fatalf("%s seed %d: unexpected event %+v", name, seed, e)
				case PromotionAsked:
					asked++
				case Moved:
					if e.PromotionDefault {
						defaulted++
						if e.Move.Promotion() != notation.Queen {
							t.Errorf("%s seed %d: default %v", name, seed, e.Move)
						}
					}
				}
			}
		}
	}
	if asked == 0 || defaulted == 0 || defaulted >= asked {
		t.Errorf("promotions asked %d, queens by default %d", asked, defaulted)
	}
}

func occReading(p *notation.Position, at time.Time) devices.Reading {
	b := devices.Board(p.Placement())
	return devices.Reading{OccupancyOnly: true, Occupied: devices.OccupancyOf(&b), Time: at}
}

// A capture whose victim's square was never seen empty is a piece in
// the hand, not a capture: nothing is taken until the board shows it.
func TestOccupancyCaptureNeedsTheEmptySquare(t *testing.T) {
	p, _ := notation.ParseFEN("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2")
	tr := New(&notation.Game{Start: p}, Config{})
	t0 := time.Unix(100, 0)
	tr.Feed(occReading(&p, t0))
	b := devices.Board(p.Placement())
	o := devices.OccupancyOf(&b)
	e4, d5 := notation.Sq(4, 3), notation.Sq(3, 4)
	// e4 lifted: d5 still holds a piece: the pawn is in the hand.
	evs := tr.Feed(devices.Reading{OccupancyOnly: true, Occupied: o.Without(e4), Time: t0.Add(time.Second)})
	evs = append(evs, tr.Tick(t0.Add(2*time.Second))...)
	if len(tr.Game().Moves) != 0 {
		t.Fatalf("took %v from a lifted pawn", tr.Game().Moves)
	}
	// d5 emptied, then the pawn put there: exd5.
	evs = append(evs, tr.Feed(devices.Reading{OccupancyOnly: true, Occupied: o.Without(e4).Without(d5), Time: t0.Add(3 * time.Second)})...)
	evs = append(evs, tr.Feed(devices.Reading{OccupancyOnly: true, Occupied: o.Without(e4), Time: t0.Add(4 * time.Second)})...)
	evs = append(evs, tr.Tick(t0.Add(5*time.Second))...)
	if len(tr.Game().Moves) != 1 || tr.Game().Moves[0].UCI() != "e4d5" {
		t.Fatalf("moves %v, events %+v", tr.Game().Moves, evs)
	}
}

// Two pairs of moves made while the board was away that leave the same
// occupancy (rooks that swapped corners either way) are not guessed: the
// squares in doubt are said, then the way back to the game's position.
func TestOccupancyAmbiguityIsNoMove(t *testing.T) {
	p, _ := notation.ParseFEN("7r/8/3k4/8/8/3K4/8/R7 w - - 0 1")
	tr := New(&notation.Game{Start: p}, Config{})
	t0 := time.Unix(100, 0)
	tr.Feed(occReading(&p, t0))
	q := p
	// Ra8 Rh1, or Rh1 Ra8.
	for _, s := range []string{"Ra8", "Rh1"} {
		m, err := notation.ParseMove(&q, s, nil)
		if err != nil {
			t.Fatal(err)
		}
		q.Play(m)
	}
	tr.Reconnected()
	evs := tr.Feed(occReading(&q, t0.Add(time.Second)))
	evs = append(evs, tr.Tick(t0.Add(10*time.Second))...)
	if len(tr.Game().Moves) != 0 {
		t.Fatalf("guessed %v", tr.Game().Moves)
	}
	var amb, mis *Event
	for i := range evs {
		switch evs[i].Kind {
		case Ambiguous:
			amb = &evs[i]
		case Mismatch:
			mis = &evs[i]
		}
	}
	if amb == nil || !slices.Equal(amb.Squares, []notation.Square{notation.Sq(7, 0), notation.Sq(0, 7)}) {
		t.Fatalf("ambiguity %+v", evs)
	}
	if mis == nil || len(mis.Fixes) != 4 {
		t.Fatalf("guidance %+v", mis)
	}
	// Put back, the board matches again; the moves made one by one are
	// taken.
	evs = tr.Feed(occReading(&p, t0.Add(11*time.Second)))
	if len(evs) != 1 || evs[0].Kind != Restored {
		t.Fatalf("back: %+v", evs)
	}
}

// A promotion: the piece is asked for; named, it is taken.
func TestOccupancyPromotionNamed(t *testing.T) {
	p, _ := notation.ParseFEN("8/4P1k1/8/8/8/8/8/4K3 w - - 0 1")
	tr := New(&notation.Game{Start: p}, Config{})
	t0 := time.Unix(100, 0)
	tr.Feed(occReading(&p, t0))
	b := devices.Board(p.Placement())
	o := devices.OccupancyOf(&b)
	e7, e8 := notation.Sq(4, 6), notation.Sq(4, 7)
	tr.Feed(devices.Reading{OccupancyOnly: true, Occupied: o.Without(e7), Time: t0.Add(time.Second)})
	evs := tr.Feed(devices.Reading{OccupancyOnly: true, Occupied: o.Without(e7).With(e8), Time: t0.Add(2 * time.Second)})
	if len(evs) != 1 || evs[0].Kind != PromotionAsked || evs[0].Square != e8 {
		t.Fatalf("events %+v", evs)
	}
	if d, ok := tr.Deadline(); !ok || d != t0.Add(2*time.Second+DefaultPromotionWait) {
		t.Fatalf("deadline %v %v", d, ok)
	}
	waiting := New(&notation.Game{Start: p}, Config{})
	waiting.Feed(occReading(&p, t0))
	waiting.Feed(devices.Reading{OccupancyOnly: true, Occupied: o.Without(e7), Time: t0.Add(time.Second)})
	waiting.Feed(devices.Reading{OccupancyOnly: true, Occupied: o.Without(e7).With(e8), Time: t0.Add(2 * time.Second)})
	evs = tr.Promote(notation.Knight, t0.Add(3*time.Second))
	// Every move on such a board holds still a moment (a flicker looks
	// like a move).
	evs = append(evs, tr.Tick(t0.Add(4*time.Second))...)
	if len(evs) != 1 || evs[0].Kind != Moved || evs[0].Move.UCI() != "e7e8n" || evs[0].PromotionDefault {
		t.Fatalf("events %+v", evs)
	}
	// Not named: nothing is said of the pawn off its square while the
	// piece is awaited, then a queen.
	evs = waiting.Tick(t0.Add(2*time.Second + DefaultPromotionWait - time.Millisecond))
	if len(evs) != 0 {
		t.Fatalf("before the wait: %+v", evs)
	}
	evs = waiting.Tick(t0.Add(2*time.Second + DefaultPromotionWait))
	evs = append(evs, waiting.Tick(t0.Add(3*time.Second+DefaultPromotionWait))...)
	if len(evs) != 1 || evs[0].Kind != Moved || evs[0].Move.UCI() != "e7e8q" || !evs[0].PromotionDefault {
		t.Fatalf("events %+v", evs)
	}
}

// The same at one, three and five times a brisk player's speed: every
// game followed move for move, never a wrong move.
func TestOccupancyHandSpeeds(t *testing.T) {
	games := loadGames(t)
	cfg := Config{PromotionWait: 800 * time.Millisecond}
	for name, g := range games {
		for _, speed := range []float64{1, 1.0 / 3, 0.2} {
			for seed := int64(1); seed <= 10; seed++ {
				steps := script.ForGame(g.Start, g.Moves, script.Options{Seed: seed, Speed: speed, Noise: seed%2 == 0,
					Real: seed%3 != 0, Scan: occupancyBoard.timing.Max, Occupancy: true})
				o := simulate(g, steps, occupancyBoard, seed, cfg)
				if !slices.Equal(o.moves, g.Moves) {
					t.Fatalf("%s speed %.2f seed %d: tracked %v, want %v", name, speed, seed, o.moves, g.Moves)
				}
			}
		}
	}
}
