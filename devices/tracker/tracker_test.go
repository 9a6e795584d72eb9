package tracker

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/script"
	"github.com/rochade/rochade/notation"
)

func loadGames(t testing.TB) map[string]*notation.Game {
	t.Helper()
	files, err := filepath.Glob("../../testdata/devices/*.pgn")
	if err != nil || len(files) < 4 {
		t.Fatalf("test games missing: %v %v", files, err)
	}
	out := map[string]*notation.Game{}
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		g, err := notation.NewPGNReader(fh).Next()
		fh.Close()
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		out[filepath.Base(f)] = g
	}
	return out
}

type outcome struct {
	moves     []notation.Move
	events    []Event
	emitted   []time.Time // when each event was returned
	finalAt   []time.Time // time of each move's final step
	touches   int         // touches the script made
	corrected int
}

// simulate feeds the script to a tracker in virtual time. scan 0 sends
// a reading after every change (as a DGT board does); otherwise the
// board is read every scan (as a ChessLink board does) and a reading is
// sent when it changed.
func simulate(g *notation.Game, steps []script.Step, scan time.Duration, cfg Config) outcome {
	start := &notation.Game{Start: g.Start}
	tr := New(start, cfg)
	var o outcome
	now := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	board := g.Start.Placement()
	if tr.Rotated() {
		panic("rotated at start")
	}
	collect := func(evs []Event, at time.Time) {
		for _, e := range evs {
			o.events = append(o.events, e)
			o.emitted = append(o.emitted, at)
			switch e.Kind {
			case Moved:
				o.moves = append(o.moves, e.Move)
			case Corrected:
				o.corrected++
				o.moves[e.Ply] = e.Move
			}
		}
	}
	tick := func(until time.Time) {
		for {
			d, ok := tr.Deadline()
			if !ok || d.After(until) {
				return
			}
			collect(tr.Tick(d), d)
		}
	}
	collect(tr.Feed(devices.Reading{Board: devices.Board(board), Time: now, Full: true}), now)
	lastTouchPly := -1
	if scan == 0 {
		for _, s := range steps {
			now = now.Add(s.Delay)
			tick(now)
			board[s.Square] = s.Piece
			if s.Final {
				o.finalAt = append(o.finalAt, now)
			}
			if (s.Style.Touch || s.Style.TouchMover) && s.Ply != lastTouchPly {
				o.touches++
				lastTouchPly = s.Ply
			}
			collect(tr.Feed(devices.Reading{Board: devices.Board(board), Time: now}), now)
		}
	} else {
		sent := board
		next := now.Add(scan)
		for _, s := range steps {
			at := now.Add(s.Delay)
			for !next.After(at) {
				tick(next)
				if board != sent {
					sent = board
					collect(tr.Feed(devices.Reading{Board: devices.Board(board), Time: next}), next)
				}
				next = next.Add(scan)
			}
			now = at
			board[s.Square] = s.Piece
			if s.Final {
				o.finalAt = append(o.finalAt, now)
			}
			if (s.Style.Touch || s.Style.TouchMover) && s.Ply != lastTouchPly {
				o.touches++
				lastTouchPly = s.Ply
			}
		}
		for i := 0; i < 3; i++ {
			tick(next)
			if board != sent {
				sent = board
				collect(tr.Feed(devices.Reading{Board: devices.Board(board), Time: next}), next)
			}
			next = next.Add(scan)
		}
	}
	tick(now.Add(10 * time.Second))
	return o
}

func TestScriptedGames(t *testing.T) {
	games := loadGames(t)
	cover := map[string]int{}
	for name, g := range games {
		for seed := int64(1); seed <= 40; seed++ {
			for _, scan := range []time.Duration{0, 41 * time.Millisecond} {
				steps := script.ForGame(g.Start, g.Moves, script.Options{Seed: seed, Speed: 0.5, Noise: seed%3 == 0})
				o := simulate(g, steps, scan, Config{})
				if !slices.Equal(o.moves, g.Moves) {
					t.Fatalf("%s seed %d scan %v: tracked %v, want %v", name, seed, scan, o.moves, g.Moves)
				}
				touched := 0
				for _, e := range o.events {
					switch e.Kind {
					case Touched:
						touched++
					case Mismatch, StartShown:
						t.Fatalf("%s seed %d scan %v: unexpected event %+v", name, seed, scan, e)
					}
				}
				if touched != o.touches {
					t.Errorf("%s seed %d scan %v: %d touches seen, script made %d", name, seed, scan, touched, o.touches)
				}
				if o.corrected != 0 {
					t.Errorf("%s seed %d scan %v: %d corrections", name, seed, scan, o.corrected)
				}
				for _, s := range steps {
					if !s.Final {
						continue
					}
					st := s.Style
					p := g.Position(s.Ply)
					d := p.Describe(g.Moves[s.Ply])
					switch {
					case d.Castle == notation.ShortCastle && st.RookFirst:
						cover["O-O rook first"]++
					case d.Castle == notation.ShortCastle:
						cover["O-O king first"]++
					case d.Castle == notation.LongCastle && st.RookFirst:
						cover["O-O-O rook first"]++
					case d.Castle == notation.LongCastle:
						cover["O-O-O king first"]++
					case d.EnPassant && st.RemoveEPLate:
						cover["e.p. captured pawn last"]++
					case d.EnPassant:
						cover["e.p. captured pawn first"]++
					case d.Promotion != notation.NoPieceType && d.Promotion != notation.Queen:
						cover["under-promotion"]++
					case d.Promotion == notation.Queen:
						cover["promotion to queen"]++
					case d.Capture() && st.VictimFirst:
						cover["capture, captured piece first"]++
					case d.Capture() && st.OutOfOrder:
						cover["capture, arrival reported first"]++
					case d.Capture():
						cover["capture, capturing piece first"]++
					case st.Slide:
						cover["slide"]++
					}
					if st.PawnOnLast {
						cover["promotion with the pawn on the last rank first"]++
					}
					if st.Touch || st.TouchMover {
						cover["touch"]++
					}
					if st.OutOfOrder {
						cover["out of order"]++
					}
				}
			}
		}
	}
	for _, k := range []string{"O-O rook first", "O-O king first", "O-O-O rook first", "O-O-O king first",
		"e.p. captured pawn last", "e.p. captured pawn first", "under-promotion", "promotion to queen",
		"capture, captured piece first", "capture, arrival reported first", "capture, capturing piece first",
		"slide", "promotion with the pawn on the last rank first", "touch", "out of order"} {
		if cover[k] == 0 {
			t.Errorf("no move made as %q", k)
		}
	}
	t.Logf("coverage: %v", cover)
}

// Moves that cannot go on are announced the moment the piece is put
// down; only moves that may still be under way wait.
func TestImmediateWhenUnambiguous(t *testing.T) {
	games := loadGames(t)
	g := games["appendix-c.pgn"]
	steps := script.ForGame(g.Start, g.Moves, script.Options{Seed: 7, Plain: true})
	o := simulate(g, steps, 0, Config{})
	if !slices.Equal(o.moves, g.Moves) {
		t.Fatalf("tracked %v", o.moves)
	}
	i := 0
	for k, e := range o.events {
		if e.Kind != Moved {
			continue
		}
		wait := o.emitted[k].Sub(o.finalAt[i])
		p := g.Position(i)
		if wait != 0 {
			t.Errorf("move %d (%s) announced %v after the final placement", i+1, p.SAN(g.Moves[i]), wait)
		}
		i++
	}
}

func TestSlideNeverGivesAWrongMove(t *testing.T) {
	// 1. d4 e5 2. Qd3: the queen slid d1-d2-d3 must be Qd3, not Qd2.
	start := notation.StartPosition()
	var moves []notation.Move
	p := start
	for _, s := range []string{"d4", "e5", "Qd3"} {
		m, err := notation.ParseMove(&p, s, nil)
		if err != nil {
			t.Fatal(err)
		}
		moves = append(moves, m)
		p.Play(m)
	}
	g := &notation.Game{Start: start, Moves: moves}
	for _, ooo := range []bool{false, true} {
		var steps []script.Step
		q := start
		for i, m := range moves {
			st := script.Style{Slide: i == 2, OutOfOrder: ooo}
			ss := script.ForMove(&q, m, st, script.Options{Seed: int64(i)})
			for k := range ss {
				ss[k].Ply = i
			}
			steps = append(steps, ss...)
			q.Play(m)
		}
		for _, scan := range []time.Duration{0, 41 * time.Millisecond} {
			o := simulate(g, steps, scan, Config{})
			if !slices.Equal(o.moves, moves) || o.corrected != 0 {
				t.Fatalf("out of order %v, scan %v: tracked %v (%d corrections)", ooo, scan, o.moves, o.corrected)
			}
		}
	}
}

func TestTouchTakebackNewGameAndFixes(t *testing.T) {
	start := notation.StartPosition()
	tr := New(&notation.Game{Start: start}, Config{})
	now := time.Unix(1000, 0)
	b := devices.Board(start.Placement())
	var evs []Event
	feed := func(d time.Duration) {
		now = now.Add(d)
		for {
			dl, ok := tr.Deadline()
			if !ok || dl.After(now) {
				break
			}
			evs = append(evs, tr.Tick(dl)...)
		}
		evs = append(evs, tr.Feed(devices.Reading{Board: b, Time: now})...)
	}
	kinds := func() []Kind {
		var k []Kind
		for _, e := range evs {
			k = append(k, e.Kind)
		}
		evs = nil
		return k
	}
	sq := func(s string) notation.Square { x, _ := notation.ParseSquare(s); return x }
	W, B := notation.White, notation.Black
	feed(0)
	// Touch: g1 knight lifted for 300 ms and put back.
	b[sq("g1")] = 0
	feed(0)
	b[sq("g1")] = notation.MakePiece(W, notation.Knight)
	feed(300 * time.Millisecond)
	if k := kinds(); len(k) != 1 || k[0] != Touched {
		t.Fatalf("touch: %v", k)
	}
	// A flicker of 30 ms is no touch.
	b[sq("a2")] = 0
	feed(time.Second)
	b[sq("a2")] = notation.MakePiece(W, notation.Pawn)
	feed(30 * time.Millisecond)
	if k := kinds(); len(k) != 0 {
		t.Fatalf("flicker gave %v", k)
	}
	// 1. Nf3 Nc6.
	b[sq("g1")], b[sq("f3")] = 0, notation.MakePiece(W, notation.Knight)
	feed(time.Second)
	b[sq("b8")], b[sq("c6")] = 0, notation.MakePiece(B, notation.Knight)
	feed(time.Second)
	if k := kinds(); len(k) != 2 || k[0] != Moved || k[1] != Moved {
		t.Fatalf("moves: %v", k)
	}
	// Nc6 carried back: the board shows the position after 1. Nf3 again.
	// That is no move and no takeback by itself (pieces carried back to
	// set up a new game pass through earlier positions): after a while
	// the instructions say so, naming the earlier position.
	b[sq("c6")], b[sq("b8")] = 0, notation.MakePiece(B, notation.Knight)
	feed(time.Second)
	feed(9 * time.Second)
	if len(evs) != 0 {
		// The knight stands on its square of the starting position, as
		// when a new game is set up: no instructions so soon.
		t.Fatalf("instructions after 10 s: %+v", evs)
	}
	feed(25 * time.Second)
	if len(evs) != 1 || evs[0].Kind != Mismatch || evs[0].Ply != 1 || len(tr.Game().Moves) != 2 {
		t.Fatalf("earlier position: %+v, %d moves", evs, len(tr.Game().Moves))
	}
	evs = nil
	b[sq("b8")], b[sq("c6")] = 0, notation.MakePiece(B, notation.Knight)
	feed(time.Second)
	if k := kinds(); len(k) != 1 || k[0] != Restored {
		t.Fatalf("back to the game: %v", k)
	}
	// A knight put on a wrong square: instructions after a while, then
	// "in order" when it is fixed.
	b[sq("c6")], b[sq("b6")] = 0, notation.MakePiece(B, notation.Knight)
	feed(time.Second)
	feed(4 * time.Second)
	k := kinds()
	if len(k) != 1 || k[0] != Mismatch {
		t.Fatalf("mismatch: %v", k)
	}
	b[sq("b6")], b[sq("c6")] = 0, notation.MakePiece(B, notation.Knight)
	feed(time.Second)
	if k := kinds(); len(k) != 1 || k[0] != Restored {
		t.Fatalf("restored: %v", k)
	}
	// The starting position: reported at once, and only once while it
	// stands; the game is not changed by it.
	b = devices.Board(start.Placement())
	feed(time.Second)
	feed(time.Second)
	if len(evs) != 1 || evs[0].Kind != StartShown || evs[0].Reconnected || len(tr.Game().Moves) != 2 {
		t.Fatalf("starting position: %+v", evs)
	}
}

// Pieces carried back to set up a new game pass through earlier
// positions of the game, and some steps are legal moves from them (a
// knight back home after the bishop), or two moves from the game's
// position (Nb8 and Bf1): none of it is a move, a takeback or a
// correction, and no instructions come while every piece out of place
// stands on its square of the starting position. (Only a first step
// that is itself a legal move of the side to move, such as Black
// carrying the knight from c6 home here, cannot be told from that move.)
func TestSettingUpIsNoMove(t *testing.T) {
	g := gameFromSAN(t, "e4", "e5", "Nf3", "Nc6", "Bb5")
	for _, order := range [][]string{
		{"b5f1", "f3g1", "c6b8", "e4e2", "e5e7"},
		{"f3g1", "b5f1", "e5e7", "c6b8", "e4e2"},
		{"b5f1", "c6b8", "e5e7", "f3g1", "e4e2"},
		{"e4e2", "c6b8", "b5f1", "f3g1", "e5e7"},
	} {
		tr := New(copyOf(g), Config{})
		now := time.Unix(100, 0)
		p := g.Final()
		b := p.Placement()
		var evs []Event
		feed := func() {
			for {
				dl, ok := tr.Deadline()
				if !ok || dl.After(now) {
					break
				}
				evs = append(evs, tr.Tick(dl)...)
			}
			evs = append(evs, tr.Feed(devices.Reading{Board: devices.Board(b), Time: now})...)
		}
		feed()
		for _, step := range order {
			from, _ := notation.ParseSquare(step[:2])
			to, _ := notation.ParseSquare(step[2:])
			pc := b[from]
			b[from] = notation.NoPiece
			now = now.Add(400 * time.Millisecond)
			feed()
			b[to] = pc
			now = now.Add(1500 * time.Millisecond)
			feed()
		}
		now = now.Add(100 * time.Millisecond)
		feed()
		for _, e := range evs {
			if e.Kind != StartShown {
				t.Errorf("order %v: event %+v while setting up", order, e)
			}
		}
		if len(evs) == 0 || evs[len(evs)-1].Kind != StartShown {
			t.Errorf("order %v: the starting position was not reported: %+v", order, evs)
		}
		if len(tr.Game().Moves) != 5 {
			t.Errorf("order %v: the game has %d moves, want 5", order, len(tr.Game().Moves))
		}
	}
}

func gameFromSAN(t *testing.T, sans ...string) *notation.Game {
	t.Helper()
	g := notation.NewGame()
	p := g.Start
	for _, s := range sans {
		m, err := notation.ParseMove(&p, s, nil)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		g.Moves = append(g.Moves, m)
		p.Play(m)
	}
	return g
}

func copyOf(g *notation.Game) *notation.Game {
	c := *g
	c.Moves = append([]notation.Move(nil), g.Moves...)
	return &c
}

func TestFixesArePrecise(t *testing.T) {
	p := notation.StartPosition()
	b := p.Placement()
	f3, _ := notation.ParseSquare("f3")
	g1, _ := notation.ParseSquare("g1")
	e4, _ := notation.ParseSquare("e4")
	b[g1] = notation.NoPiece
	b[e4] = notation.MakePiece(notation.White, notation.Knight)
	_ = f3
	fx := Fixes(&p, &b)
	if len(fx) != 2 || fx[0].Square != e4 || fx[0].Want != notation.NoPiece ||
		fx[1].Square != g1 || fx[1].Want != notation.MakePiece(notation.White, notation.Knight) {
		t.Fatalf("fixes %+v", fx)
	}
}

func TestRotatedBoard(t *testing.T) {
	start := notation.StartPosition()
	tr := New(&notation.Game{Start: start}, Config{})
	pl := start.Placement()
	var raw devices.Board
	for i := range pl {
		raw[63-i] = pl[i]
	}
	now := time.Unix(0, 0)
	evs := tr.Feed(devices.Reading{Board: raw, Time: now, Full: true})
	if len(evs) != 1 || evs[0].Kind != Rotated || !tr.Rotated() {
		t.Fatalf("rotation not seen: %+v", evs)
	}
	// e2-e4 on the turned board: the sensors see d7-d5 squares change.
	raw[63-12], raw[63-28] = 0, notation.MakePiece(notation.White, notation.Pawn)
	evs = tr.Feed(devices.Reading{Board: raw, Time: now.Add(time.Second)})
	if len(evs) != 1 || evs[0].Kind != Moved || evs[0].Move.UCI() != "e2e4" {
		t.Fatalf("turned e4: %+v", evs)
	}
}

// Two moves made while the board was unplugged are both found in the
// full reading after reconnecting, when nothing else explains the board;
// more moves, or two explanations, are no moves: what differs is said at
// once.
func TestTwoMovesWhileDisconnected(t *testing.T) {
	start := notation.StartPosition()
	tr := New(&notation.Game{Start: start}, Config{})
	p := start
	// Knight moves: no third move gives this board with the other side to
	// move (e4 c5 would: e3 c5 e4).
	for _, s := range []string{"Nf3", "Nc6"} {
		m, _ := notation.ParseMove(&p, s, nil)
		p.Play(m)
	}
	tr.Reconnected()
	evs := tr.Feed(devices.Reading{Board: devices.Board(p.Placement()), Time: time.Unix(5, 0), Full: true})
	if len(evs) != 0 {
		t.Fatalf("moves before the board held still: %+v", evs)
	}
	evs = tr.Tick(time.Unix(6, 0))
	if len(evs) != 2 || evs[0].Kind != Moved || evs[1].Kind != Moved || len(tr.Game().Moves) != 2 {
		t.Fatalf("events %+v", evs)
	}
	// A flicker that a chain of captures could explain is no move: the
	// queen on d1 unseen for 40 ms.
	tr.Reconnected()
	b := devices.Board(p.Placement())
	b[notation.Sq(3, 0)] = notation.NoPiece
	if evs := tr.Feed(devices.Reading{Board: b, Time: time.Unix(7, 0), Full: true}); len(evs) != 0 {
		t.Fatalf("flicker: %+v", evs)
	}
	b[notation.Sq(3, 0)] = notation.MakePiece(notation.White, notation.Queen)
	evs = tr.Feed(devices.Reading{Board: b, Time: time.Unix(7, 0).Add(40 * time.Millisecond)})
	evs = append(evs, tr.Tick(time.Unix(9, 0))...)
	if len(evs) != 0 || len(tr.Game().Moves) != 2 {
		t.Fatalf("after flicker: %+v", evs)
	}
	// Three moves made meanwhile (e4 d6 d4): not guessed; the board is
	// said to differ, as any wrong board, and stays unexplained.
	for _, s := range []string{"e4", "d6", "d4"} {
		m, _ := notation.ParseMove(&p, s, nil)
		p.Play(m)
	}
	tr.Reconnected()
	evs = tr.Feed(devices.Reading{Board: devices.Board(p.Placement()), Time: time.Unix(20, 0), Full: true})
	evs = append(evs, tr.Tick(time.Unix(30, 0))...)
	if len(evs) != 1 || evs[0].Kind != Mismatch || len(tr.Game().Moves) != 2 {
		t.Fatalf("three moves away: %+v, %d moves", evs, len(tr.Game().Moves))
	}
}

// A board two moves on that more than one pair of moves explains is no
// move: a pawn promoted on e8 and taken at once leaves the same board
// whatever it became.
func TestTwoExplanationsAreNone(t *testing.T) {
	p, err := notation.ParseFEN("r5k1/4P3/8/8/8/8/8/4K3 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	q := p
	for _, s := range []string{"e8=Q+", "Rxe8"} {
		m, err := notation.ParseMove(&q, s, nil)
		if err != nil {
			t.Fatal(err)
		}
		q.Play(m)
	}
	b := q.Placement()
	if seq, ok := explainTwo(&p, &b); ok {
		t.Fatalf("took %v, though e8=R, e8=B and e8=N explain the board too", seq)
	}
	tr := New(&notation.Game{Start: p}, Config{})
	tr.Reconnected()
	evs := tr.Feed(devices.Reading{Board: devices.Board(b), Time: time.Unix(5, 0), Full: true})
	evs = append(evs, tr.Tick(time.Unix(10, 0))...)
	if len(evs) != 1 || evs[0].Kind != Mismatch || len(tr.Game().Moves) != 0 {
		t.Fatalf("events %+v, %d moves", evs, len(tr.Game().Moves))
	}
}

// Three moves made while the board was away that two moves explain too,
// with the other side to move (g3, Bc8, g4 and g4, Bc8), are no moves.
func TestTwoMovesOrThreeAreNone(t *testing.T) {
	p := notation.StartPosition()
	for _, s := range []string{"h3", "a6", "c3", "d5", "b3", "Bd7"} {
		m, _ := notation.ParseMove(&p, s, nil)
		p.Play(m)
	}
	q := p
	for _, s := range []string{"g3", "Bc8", "g4"} {
		m, _ := notation.ParseMove(&q, s, nil)
		q.Play(m)
	}
	b := q.Placement()
	if seq, ok := explainTwo(&p, &b); ok {
		t.Fatalf("took %v for g3 Bc8 g4", seq)
	}
}

// BenchmarkExplainTwo measures the search for two moves, made on each
// reading that matches no single move: moves 7 and 8 of Appendix C, and
// a board that nothing explains (a piece in the air).
func BenchmarkExplainTwo(b *testing.B) {
	g := loadGames(b)["appendix-c.pgn"]
	from := g.Position(12)
	to := g.Position(14)
	board := to.Placement()
	b.Run("found", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if seq, ok := explainTwo(&from, &board); !ok || len(seq) != 2 {
				b.Fatalf("found %v", seq)
			}
		}
	})
	board[notation.Sq(4, 0)] = notation.NoPiece
	b.Run("none", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, ok := explainTwo(&from, &board); ok {
				b.Fatal("found a pair")
			}
		}
	})
}
