package tracker

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/emulator"
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

var debugSim bool

type outcome struct {
	moves     []notation.Move
	events    []Event
	emitted   []time.Time // when each event was returned
	finalAt   []time.Time // time of each move's final step
	reported  []time.Time // when the board reported each move's final step
	touches   int         // touches the script made
	corrected int
	readings  int
	// unknown are the plies of promotions whose piece is still not
	// known at the end (on a board that sees only occupancy).
	unknown map[int]bool
}

// A simulated board: how it scans, and how it reports.
type simBoard struct {
	name   string
	timing emulator.ScanTiming
	// status: a ChessLink board reports the whole board at the end of a
	// scan that saw a change; a DGT board reports each square the
	// moment its scan sees it change.
	status bool
	// occupancy: the board sees only whether a square holds a piece
	// (DGT Pegasus, Square Off), and reports each change.
	occupancy bool
}

// latency is how late the board reports a change: a DGT board (and one
// that reports each change) when its scan finds it, a ChessLink board
// at the end of the scan after the one that saw it.
func (sb simBoard) latency() time.Duration {
	if sb.status {
		return 2 * sb.timing.Max
	}
	return sb.timing.Max
}

var (
	dgtBoard       = simBoard{"dgt", emulator.ScanTiming{Min: 200 * time.Millisecond, Max: 250 * time.Millisecond}, false, false}
	chessLinkBoard = simBoard{"chesslink", emulator.ScanTiming{Min: 40960 * time.Microsecond, Max: 40960 * time.Microsecond}, true, false}
	simBoards      = []simBoard{dgtBoard, chessLinkBoard}
	// occupancyBoard scans as the emulator's Bluetooth LE boards do (no
	// document gives their timing).
	occupancyBoard = simBoard{"occupancy", emulator.OccupancyScanTiming, false, true}
)

// simulate plays the script on a board that scans as the real ones do
// (emulator.Scanner, in virtual time) and feeds what the board reports
// to a tracker, ticking it at its deadlines.
func simulate(g *notation.Game, steps []script.Step, sb simBoard, seed int64, cfg Config) outcome {
	start := &notation.Game{Start: g.Start}
	tr := New(start, cfg)
	o := outcome{unknown: map[int]bool{}}
	now := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	sc := emulator.NewScanner(devices.Board(g.Start.Placement()), sb.timing, seed, now)
	scan := sb.timing.Max
	if tr.Rotated() {
		panic("rotated at start")
	}
	var collect func(evs []Event, at time.Time)
	collect = func(evs []Event, at time.Time) {
		for _, e := range evs {
			if e.Kind == Moved && e.PieceUnknown && e.Ply < len(g.Moves) {
				// The players name an under-promotion; a queen is
				// left to be proven by its moves.
				if m := g.Moves[e.Ply]; m.Promotion() != notation.Queen {
					defer collect(tr.Promote(m.Promotion(), at), at)
				}
			}
			o.events = append(o.events, e)
			o.emitted = append(o.emitted, at)
			switch e.Kind {
			case Moved:
				o.moves = append(o.moves, e.Move)
				if e.PieceUnknown {
					o.unknown[e.Ply] = true
				}
			case Corrected:
				o.corrected++
				o.moves[e.Ply] = e.Move
			case PromotionKnown:
				o.moves[e.Ply] = e.Move
				delete(o.unknown, e.Ply)
			}
		}
	}
	// finalSq is the square of the last final step, until the board
	// reports it.
	finalSq := notation.NoSquare
	var finalPiece notation.Piece
	feed := func(at time.Time) {
		seen := sc.Seen()
		if finalSq != notation.NoSquare && seen[finalSq] == finalPiece {
			o.reported = append(o.reported, at)
			finalSq = notation.NoSquare
		}
		o.readings++
		if debugSim {
			fmt.Printf("reading %v %v\n", at.Sub(time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)), seen)
		}
		r := devices.Reading{Board: seen, Time: at, Scan: scan, Latency: sb.latency()}
		if sb.occupancy {
			r = devices.Reading{OccupancyOnly: true, Occupied: devices.OccupancyOf(&seen), Time: at, Scan: scan, Latency: sb.latency()}
		}
		collect(tr.Feed(r), at)
	}
	lastSent := sc.Seen()
	// run moves time on to until: the tracker's deadlines and the
	// board's reports, in the order they fall.
	run := func(until time.Time) {
		for {
			next, ok := sc.Next(sb.status)
			d, dok := tr.Deadline()
			if dok && !d.After(until) && (!ok || !next.Before(d)) {
				collect(tr.Tick(d), d)
				continue
			}
			if !ok || next.After(until) {
				sc.Advance(until, nil, nil)
				return
			}
			if sb.status {
				sc.Advance(next, nil, func(at time.Time) {
					if sc.Seen() != lastSent {
						lastSent = sc.Seen()
						feed(at)
					}
				})
			} else {
				sc.Advance(next, func(at time.Time, _ notation.Square, _ notation.Piece) { feed(at) }, nil)
			}
		}
	}
	first := devices.Reading{Board: sc.Seen(), Time: now, Full: true, Scan: scan, Latency: sb.latency()}
	if sb.occupancy {
		b := sc.Seen()
		first = devices.Reading{OccupancyOnly: true, Occupied: devices.OccupancyOf(&b), Time: now, Full: true, Scan: scan, Latency: sb.latency()}
	}
	collect(tr.Feed(first), now)
	lastTouchPly := -1
	for _, s := range steps {
		now = now.Add(s.Delay)
		run(now)
		sc.Put(s.Square, s.Piece)
		if s.Final {
			o.finalAt = append(o.finalAt, now)
			finalSq, finalPiece = s.Square, s.Piece
		}
		if (s.Style.Touch || s.Style.TouchMover) && s.Ply != lastTouchPly {
			o.touches++
			lastTouchPly = s.Ply
		}
	}
	run(now.Add(10 * time.Second))
	return o
}

// Every held game, made by many different hands (real ones included:
// drags, pieces set down on their way, flicker), on both boards: the
// tracker's moves are the game's, without a correction, a mismatch or a
// touch that was not made.
func TestScriptedGames(t *testing.T) {
	games := loadGames(t)
	cover := map[string]int{}
	for name, g := range games {
		for seed := int64(1); seed <= 30; seed++ {
			for _, sb := range simBoards {
				steps := script.ForGame(g.Start, g.Moves, script.Options{Seed: seed, Speed: 0.5, Noise: seed%3 == 0,
					Real: seed%2 == 0, Scan: sb.timing.Max})
				o := simulate(g, steps, sb, seed, Config{})
				if !slices.Equal(o.moves, g.Moves) {
					t.Fatalf("%s seed %d %s: tracked %v, want %v", name, seed, sb.name, o.moves, g.Moves)
				}
				touched := 0
				for _, e := range o.events {
					switch e.Kind {
					case Touched:
						touched++
					case Mismatch, StartShown:
						t.Fatalf("%s seed %d %s: unexpected event %+v", name, seed, sb.name, e)
					}
				}
				// A touch shorter than a scan may go unseen; one that
				// was not made is never announced.
				if touched > o.touches {
					t.Errorf("%s seed %d %s: %d touches seen, script made %d", name, seed, sb.name, touched, o.touches)
				}
				cover["touches made"] += o.touches
				cover["touches seen on "+sb.name] += touched
				if o.corrected != 0 {
					t.Errorf("%s seed %d %s: %d corrections", name, seed, sb.name, o.corrected)
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
					case st.Drag:
						cover["drag"]++
					case st.Hover:
						cover["set down on its way and slid on"]++
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
		"slide", "drag", "set down on its way and slid on", "promotion with the pawn on the last rank first",
		"touch", "out of order", "touches seen on dgt", "touches seen on chesslink"} {
		if cover[k] == 0 {
			t.Errorf("no move made as %q", k)
		}
	}
	t.Logf("coverage: %v", cover)
}

// Generated games rich in castling, en passant and promotions, made by
// real hands on both boards.
func TestGeneratedGames(t *testing.T) {
	for seed := int64(1); seed <= 12; seed++ {
		g := script.RandomGame(seed, 100)
		for _, sb := range simBoards {
			steps := script.ForGame(g.Start, g.Moves, script.Options{Seed: seed, Speed: 0.5, Noise: true, Real: true, Scan: sb.timing.Max})
			o := simulate(g, steps, sb, seed, Config{})
			if !slices.Equal(o.moves, g.Moves) || o.corrected != 0 {
				t.Fatalf("seed %d %s: tracked %d of %d moves right (%d corrections)", seed, sb.name, common(o.moves, g.Moves), len(g.Moves), o.corrected)
			}
		}
	}
}

func common(a, b []notation.Move) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}

// A move that cannot go on is announced on the report that completes
// it; one that can go on (a piece that may be sliding on) one scan and
// HandPause after that report, when the board would have seen it leave.
func TestAnnouncedOnTime(t *testing.T) {
	games := loadGames(t)
	g := games["appendix-c.pgn"]
	for _, sb := range simBoards {
		steps := script.ForGame(g.Start, g.Moves, script.Options{Seed: 7, Plain: true})
		o := simulate(g, steps, sb, 7, Config{})
		if !slices.Equal(o.moves, g.Moves) {
			t.Fatalf("%s: tracked %v", sb.name, o.moves)
		}
		i := 0
		for k, e := range o.events {
			if e.Kind != Moved {
				continue
			}
			p := g.Position(i)
			tr := New(&notation.Game{Start: p}, Config{Scan: sb.timing.Max, Latency: sb.latency()})
			want := tr.underWay(&p, g.Moves[i])
			if got := o.emitted[k].Sub(o.reported[i]); got != want {
				t.Errorf("%s: move %d (%s) announced %v after the board reported it, want %v", sb.name, i+1, p.SAN(g.Moves[i]), got, want)
			}
			// A change is seen when the scan comes to its square, and a
			// ChessLink board reports it at the end of that scan.
			most := sb.timing.Max
			if sb.status {
				most = 2 * sb.timing.Max
			}
			if late := o.reported[i].Sub(o.finalAt[i]); late < 0 || late > most {
				t.Errorf("%s: move %d reported %v after it was made", sb.name, i+1, late)
			}
			i++
		}
	}
}

// movesOf reads moves in SAN from the starting position.
func movesOf(t *testing.T, start notation.Position, sans ...string) []notation.Move {
	t.Helper()
	p := start
	var out []notation.Move
	for _, s := range sans {
		m, err := notation.ParseMove(&p, s, nil)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, m)
		p.Play(m)
	}
	return out
}

// scripted makes the script of moves, each in its given style.
func scripted(start notation.Position, moves []notation.Move, styles []script.Style, opt script.Options) []script.Step {
	var steps []script.Step
	q := start
	for i, m := range moves {
		ss := script.ForMove(&q, m, styles[i], opt)
		for k := range ss {
			ss[k].Ply = i
		}
		steps = append(steps, ss...)
		q.Play(m)
	}
	return steps
}

func TestSlideNeverGivesAWrongMove(t *testing.T) {
	// 1. d4 e5 2. Qd3: the queen slid d1-d2-d3 must be Qd3, not Qd2.
	start := notation.StartPosition()
	moves := movesOf(t, start, "d4", "e5", "Qd3")
	g := &notation.Game{Start: start, Moves: moves}
	for _, ooo := range []bool{false, true} {
		steps := scripted(start, moves, []script.Style{{}, {}, {Slide: true, OutOfOrder: ooo}}, script.Options{Seed: 1})
		for _, sb := range simBoards {
			for seed := int64(1); seed <= 20; seed++ {
				o := simulate(g, steps, sb, seed, Config{})
				if !slices.Equal(o.moves, moves) || o.corrected != 0 {
					t.Fatalf("out of order %v, %s seed %d: tracked %v (%d corrections)", ooo, sb.name, seed, o.moves, o.corrected)
				}
			}
		}
	}
}

// A piece dragged over the board, unseen for a whole scan between the
// squares it rests on for a moment, and a piece set down on a square on
// its way and slid on from there, are announced once, on their last
// square, whatever the scan's phase (issue: DGT documents scans of 200
// to 250 ms; a piece slid over the board can look absent for a whole
// scan).
func TestDragAndHoverAnnouncedOnce(t *testing.T) {
	start := notation.StartPosition()
	// 1. d4 e5 2. Qd3 exd4 3. Qxd4 Nc6 4. Qa4 ... long queen, rook and bishop moves.
	moves := movesOf(t, start, "d4", "e6", "Bf4", "Bb4+", "c3", "Ba5", "Qd3", "Nc6", "Qh3", "Nf6", "Nd2", "O-O", "Bh6", "Re8", "O-O-O", "d6", "Qh5", "Bd7")
	g := &notation.Game{Start: start, Moves: moves}
	for _, kind := range []string{"drag", "hover"} {
		for _, sb := range simBoards {
			wrong := 0
			for seed := int64(1); seed <= 40; seed++ {
				styles := make([]script.Style, len(moves))
				for i := range styles {
					styles[i] = script.Style{Drag: kind == "drag", Hover: kind == "hover", OutOfOrder: seed%2 == 0}
				}
				steps := scripted(start, moves, styles, script.Options{Seed: seed, Speed: 0.5, Real: true, Scan: sb.timing.Max})
				o := simulate(g, steps, sb, seed, Config{})
				if !slices.Equal(o.moves, moves) || o.corrected != 0 {
					wrong++
					t.Errorf("%s on %s, seed %d: tracked %v (%d corrections)", kind, sb.name, seed, o.moves, o.corrected)
				}
				for _, e := range o.events {
					if e.Kind == Mismatch {
						t.Errorf("%s on %s, seed %d: mismatch %+v", kind, sb.name, seed, e)
					}
				}
			}
			if wrong > 0 {
				t.Errorf("%s on %s: %d of 40 games wrong", kind, sb.name, wrong)
			}
		}
	}
}

// A rook slid from a8 and resting on b8 long enough to count is
// announced as Rb8; slid on to d8 (O-O-O still possible) it becomes Rd8,
// and the correction stands even when White replies within the castling
// wait: the game is a8d8 d3f1, not a8b8 d3f1 b8d8.
func TestCastlingWaitKeepsTheCorrection(t *testing.T) {
	start, err := notation.ParseFEN("r3k2r/pppq1ppp/2n2n2/4p3/4P3/2NB1N2/PPPP1PPP/R1BQK2R b KQkq - 0 7")
	if err != nil {
		t.Fatal(err)
	}
	sq := func(s string) notation.Square { x, _ := notation.ParseSquare(s); return x }
	rook := notation.MakePiece(notation.Black, notation.Rook)
	bishop := notation.MakePiece(notation.White, notation.Bishop)
	for _, sb := range simBoards {
		for _, reply := range []time.Duration{200 * time.Millisecond, 600 * time.Millisecond, 1200 * time.Millisecond} {
			steps := []script.Step{
				{Delay: time.Second, Square: sq("a8"), Piece: notation.NoPiece},
				{Delay: 100 * time.Millisecond, Square: sq("b8"), Piece: rook},
				// The rook rests on b8 longer than any slide: Rb8 counts.
				{Delay: time.Second, Square: sq("b8"), Piece: notation.NoPiece},
				{Delay: 80 * time.Millisecond, Square: sq("c8"), Piece: rook},
				{Delay: 80 * time.Millisecond, Square: sq("c8"), Piece: notation.NoPiece},
				{Delay: 5 * time.Millisecond, Square: sq("d8"), Piece: rook},
				// White replies Bf1 within the castling wait.
				{Delay: reply, Square: sq("d3"), Piece: notation.NoPiece},
				{Delay: 250 * time.Millisecond, Square: sq("f1"), Piece: bishop},
			}
			g := &notation.Game{Start: start, Moves: movesOf(t, start, "Rd8", "Bf1")}
			o := simulate(g, steps, sb, 3, Config{})
			var got []string
			for _, m := range o.moves {
				got = append(got, m.UCI())
			}
			if strings.Join(got, " ") != "a8d8 d3f1" || o.corrected != 1 {
				t.Errorf("%s, reply after %v: game %v, %d corrections; want a8d8 d3f1 with one correction", sb.name, reply, got, o.corrected)
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
	// One sequence explains the board: its moves are taken at once (the
	// last as any move whose piece cannot go on), as made while away.
	evs = append(evs, tickUntil(tr, time.Unix(6, 0))...)
	if len(evs) != 2 || evs[0].Kind != Moved || evs[1].Kind != Moved || !evs[0].Away || len(tr.Game().Moves) != 2 {
		t.Fatalf("events %+v", evs)
	}
	if !evs[0].Time.Equal(time.Unix(5, 0)) {
		t.Errorf("the first move made while away taken at %v, want at once", evs[0].Time)
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
	evs = append(evs, tickUntil(tr, time.Unix(9, 0))...)
	if len(evs) != 0 || len(tr.Game().Moves) != 2 {
		t.Fatalf("after flicker: %+v", evs)
	}
	// Three moves made meanwhile (e4 d6 d4), which d4 d6 e4 explain as
	// well: not guessed; the order is said to be unknown, and the moves
	// stay out of the game.
	for _, s := range []string{"e4", "d6", "d4"} {
		m, _ := notation.ParseMove(&p, s, nil)
		p.Play(m)
	}
	tr.Reconnected()
	evs = tr.Feed(devices.Reading{Board: devices.Board(p.Placement()), Time: time.Unix(20, 0), Full: true})
	evs = append(evs, tickUntil(tr, time.Unix(30, 0))...)
	if len(evs) != 1 || evs[0].Kind != OrderUnknown || evs[0].Ply != 3 || len(tr.Game().Moves) != 2 {
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
	if seq, ok := afterBreak(p, b); ok {
		t.Fatalf("took %v, though e8=R, e8=B and e8=N explain the board too", seq)
	}
	tr := New(&notation.Game{Start: p}, Config{})
	tr.Reconnected()
	evs := tr.Feed(devices.Reading{Board: devices.Board(b), Time: time.Unix(5, 0), Full: true})
	evs = append(evs, tickUntil(tr, time.Unix(10, 0))...)
	if len(evs) != 1 || evs[0].Kind != OrderUnknown || len(tr.Game().Moves) != 0 {
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
	if seq, ok := afterBreak(p, b); ok {
		t.Fatalf("took %v for g3 Bc8 g4", seq)
	}
}

// tickUntil calls Tick at every deadline up to end, and at end.
func tickUntil(tr *Tracker, end time.Time) []Event {
	var evs []Event
	for {
		d, ok := tr.Deadline()
		if !ok || d.After(end) {
			break
		}
		evs = append(evs, tr.Tick(d)...)
	}
	return append(evs, tr.Tick(end)...)
}

// afterBreak returns the moves that explain board b from p after a
// break, when exactly one sequence of the fewest plies does and none one
// ply longer.
func afterBreak(p notation.Position, b [64]notation.Piece) ([]notation.Move, bool) {
	s := newSearch(placementTarget(&b), p, maxPlies, true, nil, nil).run()
	if len(s.found) != 1 || len(s.doubts) > 0 || s.more {
		return nil, false
	}
	return s.found[0], true
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
			if seq, ok := afterBreak(from, board); !ok || len(seq) != 2 {
				b.Fatalf("found %v", seq)
			}
		}
	})
	board[notation.Sq(4, 0)] = notation.NoPiece
	b.Run("none", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, ok := afterBreak(from, board); ok {
				b.Fatal("found a pair")
			}
		}
	})
}

// boardSteps feeds readings to a tracker at the given times after a
// start, calling Tick for every deadline passed on the way, and returns
// the events.
type boardSteps struct {
	tr  *Tracker
	now time.Time
	b   [64]notation.Piece
	evs []Event
}

func (s *boardSteps) at(d time.Duration) {
	end := s.now.Add(d)
	for {
		dl, ok := s.tr.Deadline()
		if !ok || dl.After(end) {
			break
		}
		s.evs = append(s.evs, s.tr.Tick(dl)...)
	}
	s.now = end
	s.evs = append(s.evs, s.tr.Feed(devices.Reading{Board: devices.Board(s.b), Time: s.now})...)
}

func (s *boardSteps) lift(t *testing.T, sq string) notation.Piece {
	t.Helper()
	x, err := notation.ParseSquare(sq)
	if err != nil {
		t.Fatal(err)
	}
	pc := s.b[x]
	s.b[x] = notation.NoPiece
	return pc
}

func (s *boardSteps) put(t *testing.T, sq string, pc notation.Piece) {
	t.Helper()
	x, err := notation.ParseSquare(sq)
	if err != nil {
		t.Fatal(err)
	}
	s.b[x] = pc
}

// A DGT board reports late and in the order of its scan: the reply's
// knight is seen on f3 before g1 is seen empty, and a sensor misses the
// rook on h1 for a scan while 1...e5 is made. Both moves count, in
// order, and nothing else.
func TestReplyReportedBeforeMoveSettles(t *testing.T) {
	g := gameFromSAN(t, "e4")
	p := g.Final()
	s := &boardSteps{tr: New(copyOf(g), Config{}), now: time.Unix(100, 0), b: p.Placement()}
	s.at(0)
	pawn := s.lift(t, "e7")
	s.at(150 * time.Millisecond)
	rook := s.lift(t, "h1") // the sensor misses it
	s.at(190 * time.Millisecond)
	s.put(t, "e5", pawn)
	s.at(100 * time.Millisecond)
	knight := s.lift(t, "g1")
	s.put(t, "f3", knight)
	s.b[6] = knight // g1 still reported occupied: its change comes a scan later
	s.at(60 * time.Millisecond)
	s.b[6] = notation.NoPiece
	s.at(60 * time.Millisecond)
	s.put(t, "h1", rook)
	s.at(5 * time.Millisecond)
	s.at(3 * time.Second)
	var moves []string
	for _, e := range s.evs {
		switch e.Kind {
		case Moved:
			moves = append(moves, e.Move.UCI())
		case Mismatch, Corrected:
			t.Errorf("event %+v", e)
		}
	}
	if strings.Join(moves, " ") != "e7e5 g1f3" {
		t.Fatalf("moves %v, want e7e5 g1f3", moves)
	}
}

// A move seen only with a piece of the other side in the air is no move
// by time alone: the players may be carrying the pieces home. It counts
// once the piece is back; a piece put down elsewhere undoes it.
func TestMoveWithOtherSideLiftedWaits(t *testing.T) {
	for _, back := range []string{"h1", "h3"} {
		g := gameFromSAN(t, "e4")
		p := g.Final()
		s := &boardSteps{tr: New(copyOf(g), Config{}), now: time.Unix(100, 0), b: p.Placement()}
		s.at(0)
		rook := s.lift(t, "h1")
		s.at(100 * time.Millisecond)
		s.put(t, "e5", s.lift(t, "e7"))
		s.at(100 * time.Millisecond)
		s.at(20 * time.Second)
		for _, e := range s.evs {
			if e.Kind == Moved {
				t.Fatalf("a move by time alone: %+v", e)
			}
		}
		s.put(t, back, rook)
		s.at(100 * time.Millisecond)
		s.at(3 * time.Second)
		moved := 0
		for _, e := range s.evs {
			if e.Kind == Moved {
				moved++
			}
		}
		if want := map[string]int{"h1": 1, "h3": 0}[back]; moved != want {
			t.Errorf("rook back on %s: %d moves, want %d (%+v)", back, moved, want, s.evs)
		}
		if len(s.tr.Game().Moves) != 1+moved {
			t.Errorf("rook back on %s: the game has %d moves", back, len(s.tr.Game().Moves))
		}
	}
}

// A wait woken for on time gives nothing more; one woken late gives the
// readings as long again, never more than a hand's rest.
func TestLateGrace(t *testing.T) {
	due := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	for _, c := range []struct{ late, want time.Duration }{
		{0, 0}, {5 * time.Millisecond, 0}, {lateSlack, 0},
		{40 * time.Millisecond, 40 * time.Millisecond},
		{time.Second, maxLateGrace},
	} {
		if got := LateGrace(due, due.Add(c.late)); got != c.want {
			t.Errorf("woken %v late: grace %v, want %v", c.late, got, c.want)
		}
	}
}

// A reading read a little after a wait it was not woken for counts just
// before the wait; one read on time, long after, or before a reading
// already counted after the wait, counts when it was read.
func TestReadAt(t *testing.T) {
	due := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	before := due.Add(-time.Nanosecond)
	for _, c := range []struct {
		last, at, want time.Time
	}{
		{due.Add(-time.Second), due.Add(-time.Millisecond), due.Add(-time.Millisecond)},
		{due.Add(-time.Second), due.Add(5 * time.Millisecond), due.Add(5 * time.Millisecond)},
		{due.Add(-time.Second), due.Add(80 * time.Millisecond), before},
		{due.Add(-time.Second), due.Add(time.Second), due.Add(time.Second)},
		{due.Add(time.Millisecond), due.Add(80 * time.Millisecond), due.Add(80 * time.Millisecond)},
	} {
		if got := ReadAt(due, c.last, c.at); !got.Equal(c.want) {
			t.Errorf("read %v after the wait, last %v: counts %v after it, want %v", c.at.Sub(due), c.last.Sub(due), got.Sub(due), c.want.Sub(due))
		}
	}
}
