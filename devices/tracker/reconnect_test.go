package tracker

import (
	"slices"
	"testing"
	"time"

	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/notation"
)

// The board comes back while a capture is being made: the Appendix C
// game stood after 3.d4 when the cable was pulled; 3...exd4 4.e5 Ne4 were
// made meanwhile, and the first reading after the break shows 5.Qxd4
// half made, the black pawn already taken off d4, the queen still on d1.
// That board is exactly the position after 3...Nxe4 4.dxe5, two moves
// that were never played. The board changes on within a hand's rest (the
// queen lifted, put down on d4); the moves are taken from the board at
// rest, and the guess is never taken: the game is 3...exd4 4.e5 Ne4
// 5.Qxd4, the first three made while the board was away, the capture
// seen made after it came back.
func TestReconnectedMidCaptureIsNoMove(t *testing.T) {
	g := loadGames(t)["appendix-c.pgn"]
	const lat = 250 * time.Millisecond // a DGT board: one scan
	for _, c := range []struct {
		name string
		// pause is how long the hand rests between taking the pawn off
		// and lifting the queen.
		pause time.Duration
	}{{"at once", 120 * time.Millisecond}, {"hand resting", 2 * time.Second}} {
		t.Run(c.name, func(t *testing.T) {
			tr := New(&notation.Game{Start: g.Start, Moves: slices.Clone(g.Moves[:5])}, Config{})
			now := time.Unix(100, 0)
			var evs []Event
			feed := func(b [64]notation.Piece, full bool) {
				evs = append(evs, tickUntil(tr, now)...)
				r := devices.Reading{Board: devices.Board(b), Time: now, Scan: lat, Latency: lat, Full: full}
				evs = append(evs, tr.Feed(r)...)
			}
			p5 := g.Position(5)
			feed(placement(&p5), true)
			tr.Reconnected()
			p8 := g.Position(8)
			mid := placement(&p8)
			d4, d1 := notation.Sq(3, 3), notation.Sq(3, 0)
			mid[d4] = notation.NoPiece
			now = now.Add(3 * time.Second)
			feed(mid, true)
			// The transient board is the position after 3...Nxe4 4.dxe5.
			wrong := g.Position(5)
			for _, s := range []string{"Nxe4", "dxe5"} {
				m, err := notation.ParseMove(&wrong, s, nil)
				if err != nil {
					t.Fatal(err)
				}
				wrong.Play(m)
			}
			if wrong.Placement() != mid {
				t.Fatal("the board of the capture half made is not the position after 3...Nxe4 4.dxe5")
			}
			now = now.Add(c.pause)
			inHand := mid
			inHand[d1] = notation.NoPiece
			feed(inHand, false)
			now = now.Add(200 * time.Millisecond)
			p9 := g.Position(9)
			feed(placement(&p9), false)
			evs = append(evs, tickUntil(tr, now.Add(5*time.Second))...)
			var moved []notation.Move
			for _, e := range evs {
				switch e.Kind {
				case Moved:
					moved = append(moved, e.Move)
					if away := len(moved) <= 3; e.Away != away {
						t.Errorf("%v said made while the board was away: %v, want %v", e.Move, e.Away, away)
					}
				case Corrected, Mismatch:
					t.Errorf("event %v", kindsOf([]Event{e}))
				}
			}
			if got := tr.Game().Moves; !slices.Equal(got, g.Moves[:9]) {
				t.Fatalf("the game is %v after 3.d4, want %v (events %v)", got[5:], g.Moves[5:9], kindsOf(evs))
			}
			if !slices.Equal(moved, g.Moves[5:9]) {
				t.Errorf("moves %v announced, want %v", moved, g.Moves[5:9])
			}
		})
	}
}
