package tracker

import (
	"bufio"
	"os"
	"slices"
	"strings"
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

// A board that sees only occupancy (a DGT Pegasus, as the emulator plays
// it with real hands and sensor noise) loses its link after 3...fxe6 of
// the en passant game; 4.Nc3 c4 are made meanwhile, and the hands go on
// at once with 5.Bf4 and the rest, never holding still. The readings
// since the break follow the hands: the moves made while the board was
// away are taken as soon as a later move is seen arriving (the bishop
// put down on f4), although 4.Bf4 c4 5.Nc3 reaches the same board, for
// the first reading after the break showed the knight on c3 and the
// bishop still on c1. Every move is then followed, none guessed.
func TestReconnectedOccupancyBoardGoesOn(t *testing.T) {
	g := loadGames(t)["enpassant.pgn"]
	f, err := os.Open("testdata/pegasus-reconnect.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	tr := New(&notation.Game{Start: g.Start}, Config{})
	const scan = 10 * time.Millisecond // the boards that report each piece
	var evs []Event
	var last time.Time
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		fs := strings.Fields(sc.Text())
		if len(fs) == 0 || strings.HasPrefix(fs[0], "#") {
			continue
		}
		at, err := time.Parse("2006-01-02 15:04:05.000", "2024-01-01 "+fs[0])
		if err != nil {
			t.Fatalf("line %d: %v", line, err)
		}
		evs = append(evs, tickUntil(tr, at)...)
		last = at
		switch fs[1] {
		case "connected":
			tr.Reconnected()
		case "reading":
			var occ devices.Occupancy
			ranks := strings.Split(strings.TrimSuffix(fs[2], "/"), "/")
			if len(ranks) != 8 {
				t.Fatalf("line %d: %d ranks", line, len(ranks))
			}
			for i, rank := range ranks {
				for file, c := range rank {
					if c == 'x' {
						occ = occ.With(notation.Sq(file, 7-i))
					}
				}
			}
			evs = append(evs, tr.Feed(devices.Reading{Time: at, OccupancyOnly: true, Occupied: occ, Scan: scan, Latency: scan})...)
		}
		for i := range evs {
			// The player names the rook the board cannot see.
			if e := evs[i]; e.Kind == Moved && e.PieceUnknown {
				evs[i].PieceUnknown = false
				evs = append(evs, tr.Promote(g.Moves[e.Ply].Promotion(), at)...)
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	evs = append(evs, tickUntil(tr, last.Add(3*time.Second))...)
	var moved []notation.Move
	for _, e := range evs {
		switch e.Kind {
		case Moved:
			moved = append(moved, e.Move)
			if away := e.Ply == 6 || e.Ply == 7; e.Away != away {
				t.Errorf("%v said made while the board was away: %v, want %v", e.Move, e.Away, away)
			}
		case Corrected, Mismatch, Ambiguous, OrderUnknown:
			t.Errorf("event %v at %v", kindsOf([]Event{e}), e.Time.Format("15:04:05.000"))
		}
	}
	if got := tr.Game().Moves; !slices.Equal(got, g.Moves) {
		t.Fatalf("the game is %v, want %v (events %v)", got, g.Moves, kindsOf(evs))
	}
	if len(moved) != len(g.Moves) {
		t.Errorf("%d moves announced, want %d", len(moved), len(g.Moves))
	}
}
