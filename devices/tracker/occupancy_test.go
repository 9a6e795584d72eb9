package tracker

import (
	"fmt"
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
// the game's; the under-promotions are named, the queens left to be
// proven by their moves; no piece is ever taken that was not made, no
// mismatch, no ambiguity.
func TestOccupancyScriptedGames(t *testing.T) {
	games := loadGames(t)
	promotions, unknown, proven := 0, 0, 0
	for name, g := range games {
		for seed := int64(1); seed <= 40; seed++ {
			steps := script.ForGame(g.Start, g.Moves, script.Options{Seed: seed, Speed: 0.5, Noise: seed%3 == 0,
				Real: seed%2 == 0, Scan: occupancyBoard.timing.Max, Occupancy: true})
			o := simulate(g, steps, occupancyBoard, seed, Config{})
			checkOccupancyGame(t, fmt.Sprintf("%s seed %d", name, seed), g, o)
			for _, e := range o.events {
				switch e.Kind {
				case Mismatch, StartShown, Ambiguous, OrderUnknown:
					t.Fatalf("%s seed %d: unexpected event %+v", name, seed, e)
				case Moved:
					if e.PieceUnknown {
						promotions++
					}
				case PromotionKnown:
					if g.Moves[e.Ply].Promotion() == notation.Queen {
						proven++
					}
				}
			}
			unknown += len(o.unknown)
		}
	}
	if promotions == 0 {
		t.Errorf("no promotion with the piece unknown")
	}
	t.Logf("%d promotions with the piece unknown, %d queens proven by their moves, %d left unknown", promotions, proven, unknown)
}

// checkOccupancyGame checks that the moves followed are the game's: a
// promotion whose piece is still unknown holds a placeholder on the
// right squares, never a wrong piece that was said to be known.
func checkOccupancyGame(t *testing.T, what string, g *notation.Game, o outcome) {
	t.Helper()
	if len(o.moves) != len(g.Moves) {
		t.Fatalf("%s: tracked %v, want %v", what, o.moves, g.Moves)
	}
	for i, m := range o.moves {
		want := g.Moves[i]
		if m == want {
			continue
		}
		if o.unknown[i] && m.From() == want.From() && m.To() == want.To() {
			continue
		}
		t.Fatalf("%s: tracked %v, want %v (ply %d)", what, o.moves, g.Moves, i)
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

// A promotion: taken at once with its piece unknown, never a queen by
// default; named, the piece is known.
func TestOccupancyPromotionNamed(t *testing.T) {
	p, _ := notation.ParseFEN("8/4P1k1/8/8/8/8/8/4K3 w - - 0 1")
	t0 := time.Unix(100, 0)
	b := devices.Board(p.Placement())
	o := devices.OccupancyOf(&b)
	e7, e8 := notation.Sq(4, 6), notation.Sq(4, 7)
	promote := func(tr *Tracker) []Event {
		tr.Feed(occReading(&p, t0))
		tr.Feed(devices.Reading{OccupancyOnly: true, Occupied: o.Without(e7), Time: t0.Add(time.Second)})
		evs := tr.Feed(devices.Reading{OccupancyOnly: true, Occupied: o.Without(e7).With(e8), Time: t0.Add(2 * time.Second)})
		// Every move on such a board holds still a moment (a flicker
		// looks like a move).
		return append(evs, tickUntil(tr, t0.Add(3*time.Second))...)
	}
	tr := New(&notation.Game{Start: p}, Config{})
	evs := promote(tr)
	if len(evs) != 1 || evs[0].Kind != Moved || !evs[0].PieceUnknown || evs[0].Move.From() != e7 || evs[0].Move.To() != e8 || !tr.PromotionWaiting() {
		t.Fatalf("events %+v", evs)
	}
	evs = tr.Promote(notation.Knight, t0.Add(4*time.Second))
	if len(evs) != 1 || evs[0].Kind != PromotionKnown || evs[0].Move.UCI() != "e7e8n" || evs[0].Ply != 0 || tr.PromotionWaiting() {
		t.Fatalf("named: events %+v", evs)
	}
	if m := tr.Game().Moves; len(m) != 1 || m[0].UCI() != "e7e8n" {
		t.Fatalf("game %v", m)
	}
	// Not named: it stays unknown, however long; the king's reply is
	// followed.
	waiting := New(&notation.Game{Start: p}, Config{})
	promote(waiting)
	evs = tickUntil(waiting, t0.Add(time.Minute))
	if len(evs) != 0 || !waiting.PromotionWaiting() {
		t.Fatalf("after a minute: %+v", evs)
	}
	q := waiting.Position()
	kf6 := notation.NewMove(notation.Sq(6, 6), notation.Sq(5, 5), notation.NoPieceType)
	q.Play(kf6)
	evs = waiting.Feed(occReading(&q, t0.Add(61*time.Second)))
	evs = append(evs, tickUntil(waiting, t0.Add(62*time.Second))...)
	if len(evs) != 1 || evs[0].Kind != Moved || evs[0].Move != kf6 {
		t.Fatalf("the reply: %+v", evs)
	}
}

// The piece of a promotion is proven by its moves: a piece from e8 that
// moves to f6 is a knight; then the king's move and the move after it
// stand, and the game is written with the knight.
func TestOccupancyPromotionProvenByItsMove(t *testing.T) {
	p, _ := notation.ParseFEN("8/4P3/8/8/8/8/6k1/4K3 w - - 0 1")
	tr := New(&notation.Game{Start: p}, Config{})
	t0 := time.Unix(100, 0)
	tr.Feed(occReading(&p, t0))
	var evs []Event
	now := t0
	play := func(uci string) {
		t.Helper()
		q := tr.Position()
		m, err := notation.ParseMove(&q, uci, nil)
		if err != nil {
			t.Fatal(err)
		}
		// Lifted, then put down.
		b := devices.Board(q.Placement())
		o := devices.OccupancyOf(&b).Without(m.From())
		now = now.Add(time.Second)
		evs = append(evs, tr.Feed(devices.Reading{OccupancyOnly: true, Occupied: o, Time: now})...)
		q.Play(m)
		now = now.Add(200 * time.Millisecond)
		evs = append(evs, tr.Feed(occReading(&q, now))...)
		evs = append(evs, tickUntil(tr, now.Add(time.Second))...)
	}
	play("e7e8q") // the placeholder: the board shows the square only
	play("g2g3")
	if len(evs) != 2 || !evs[0].PieceUnknown || evs[1].Kind != Moved || !tr.PromotionWaiting() {
		t.Fatalf("events %+v", evs)
	}
	evs = nil
	// e8-f6: no queen, rook or bishop move.
	q := tr.Position()
	b := devices.Board(q.Placement())
	o := devices.OccupancyOf(&b).Without(notation.Sq(4, 7))
	now = now.Add(time.Second)
	evs = append(evs, tr.Feed(devices.Reading{OccupancyOnly: true, Occupied: o, Time: now})...)
	now = now.Add(200 * time.Millisecond)
	evs = append(evs, tr.Feed(devices.Reading{OccupancyOnly: true, Occupied: o.With(notation.Sq(5, 5)), Time: now})...)
	evs = append(evs, tickUntil(tr, now.Add(time.Second))...)
	var got []string
	for _, e := range evs {
		got = append(got, fmt.Sprintf("%d:%s", e.Kind, e.Move.UCI()))
	}
	if len(evs) != 2 || evs[0].Kind != Moved || evs[0].Move.UCI() != "e8f6" || evs[1].Kind != PromotionKnown || evs[1].Move.UCI() != "e7e8n" || evs[1].Ply != 0 {
		t.Fatalf("events %v", got)
	}
	if tr.PromotionWaiting() || tr.Game().Moves[0].UCI() != "e7e8n" {
		t.Fatalf("game %v", tr.Game().Moves)
	}
}

// The same at one, three and five times a brisk player's speed: every
// game followed move for move, never a wrong move.
func TestOccupancyHandSpeeds(t *testing.T) {
	games := loadGames(t)
	cfg := Config{}
	for name, g := range games {
		for _, speed := range []float64{1, 1.0 / 3, 0.2} {
			for seed := int64(1); seed <= 10; seed++ {
				steps := script.ForGame(g.Start, g.Moves, script.Options{Seed: seed, Speed: speed, Noise: seed%2 == 0,
					Real: seed%3 != 0, Scan: occupancyBoard.timing.Max, Occupancy: true})
				o := simulate(g, steps, occupancyBoard, seed, cfg)
				checkOccupancyGame(t, fmt.Sprintf("%s speed %.2f seed %d", name, speed, seed), g, o)
			}
		}
	}
}
