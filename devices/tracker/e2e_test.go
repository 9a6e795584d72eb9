package tracker_test

import (
	"bytes"
	"context"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/emulator"
	"github.com/rochade/rochade/devices/script"
	"github.com/rochade/rochade/devices/tracker"
	"github.com/rochade/rochade/notation"
)

func readGame(t testing.TB, name string) *notation.Game {
	t.Helper()
	f, err := os.Open(filepath.Join("../../testdata/devices", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	g, err := notation.NewPGNReader(f).Next()
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func movetext(t testing.TB, g *notation.Game) string {
	t.Helper()
	c := &notation.Game{Start: g.Start, Moves: g.Moves, Result: "*"}
	var b bytes.Buffer
	if err := notation.WritePGN(&b, c, notation.Format{}); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// session runs an emulator on a real pseudo-terminal and follows it
// through the serial port code with a tracker.
type session struct {
	t      testing.TB
	emu    *emulator.Emulator
	tr     *tracker.Tracker
	mu     sync.Mutex
	events []tracker.Event
	at     []time.Time // when each event was handed out
	conns  map[devices.EventKind]int
	// readings are the board's readings, for messages.
	readings []devices.Reading
	cancel   context.CancelFunc
	done     chan struct{}
}

func newSession(t testing.TB, proto *devices.Protocol, g *notation.Game, noise float64) *session {
	needsEmulator(t)
	link := filepath.Join(t.TempDir(), "board")
	emu, err := emulator.New(emulator.Options{Protocol: proto, Start: devices.Board(g.Start.Placement()),
		Link: link, LineNoise: noise, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	s := &session{t: t, emu: emu, tr: tracker.New(&notation.Game{Start: g.Start}, tracker.Config{}),
		conns: map[devices.EventKind]int{}, done: make(chan struct{})}
	ctx, cancel := context.WithCancel(context.Background())
	s.cancel = cancel
	w := &devices.Watcher{Path: link, Protocol: proto, Retry: 50 * time.Millisecond}
	go func() {
		defer close(s.done)
		s.follow(ctx, w)
	}()
	s.awaitConn(devices.Connected, 1, 10*time.Second)
	return s
}

// follow feeds the board's readings and the time to the tracker, as the
// game session does, and counts the connection events.
func (s *session) follow(ctx context.Context, w *devices.Watcher) {
	events := make(chan devices.Event, 64)
	go w.Watch(ctx, events)
	tm := time.NewTimer(time.Hour)
	defer tm.Stop()
	keep := func(evs []tracker.Event) {
		s.mu.Lock()
		defer s.mu.Unlock()
		for _, e := range evs {
			s.events = append(s.events, e)
			s.at = append(s.at, time.Now())
		}
	}
	deadline := func() (time.Time, bool) {
		d, ok := s.tr.Deadline()
		if r, rok := s.tr.RefreshAt(); rok && (!ok || r.Before(d)) {
			d, ok = r, true
		}
		return d, ok
	}
	var last time.Time
	handle := func(e devices.Event) {
		switch e.Kind {
		case devices.Connected:
			s.tr.Reconnected()
		case devices.NewReading:
			if d, ok := deadline(); ok {
				e.Reading.Time = tracker.ReadAt(d, last, e.Reading.Time)
			}
			last = e.Reading.Time
			s.mu.Lock()
			s.readings = append(s.readings, e.Reading)
			s.mu.Unlock()
			keep(s.tr.Feed(e.Reading))
		}
		s.mu.Lock()
		s.conns[e.Kind]++
		s.mu.Unlock()
	}
	// As the game session does (assistant.Session.Run): the readings that
	// came before a wait fell due first, a wait woken for late gives those
	// still on their way as long again, and a reading read late counts
	// before the wait it was late for.
	var graced, graceEnd time.Time
	for {
		var timer <-chan time.Time
		d, ok := deadline()
		if ok {
			if d.Equal(graced) {
				d = graceEnd
			}
			tm.Reset(time.Until(d))
			timer = tm.C
		}
		select {
		case <-ctx.Done():
			return
		case e, ok := <-events:
			if !ok {
				return
			}
			handle(e)
		case now := <-timer:
			for waiting := true; waiting; {
				select {
				case e, ok := <-events:
					if !ok {
						return
					}
					handle(e)
				default:
					waiting = false
				}
			}
			d, ok := deadline()
			if !ok || now.Before(d) {
				continue
			}
			if !d.Equal(graced) {
				if g := tracker.LateGrace(d, time.Now()); g > 0 {
					graced, graceEnd = d, time.Now().Add(g)
					continue
				}
			}
			keep(s.tr.Tick(now))
			if r, ok := s.tr.RefreshAt(); ok && !now.Before(r) {
				s.tr.Refreshing()
				w.Refresh()
			}
		}
	}
}

// logReadings writes the readings and the events to the test log.
func (s *session) logReadings() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.readings) == 0 {
		return
	}
	t0 := s.readings[0].Time
	for _, r := range s.readings {
		s.t.Logf("reading %8v %v", r.Time.Sub(t0).Round(time.Millisecond), r.Board)
	}
	for i, e := range s.events {
		s.t.Logf("event %8v kind %d %s ply %d", s.at[i].Sub(t0).Round(time.Millisecond), e.Kind, e.Move.UCI(), e.Ply)
	}
}

func (s *session) connCount(k devices.EventKind) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.conns[k]
}

func (s *session) awaitConn(k devices.EventKind, n int, d time.Duration) {
	s.t.Helper()
	end := time.Now().Add(d)
	for s.connCount(k) < n {
		if time.Now().After(end) {
			s.t.Fatalf("waited %v for %d connection events of kind %d, have %d", d, n, k, s.connCount(k))
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func (s *session) count(k tracker.Kind) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for _, e := range s.events {
		if e.Kind == k {
			n++
		}
	}
	return n
}

func (s *session) await(k tracker.Kind, n int, d time.Duration) {
	s.t.Helper()
	if !s.wait(k, n, d) {
		s.t.Fatalf("waited %v for %d events of kind %d, have %d", d, n, k, s.count(k))
	}
}

func (s *session) wait(k tracker.Kind, n int, d time.Duration) bool {
	end := time.Now().Add(d)
	for s.count(k) < n {
		if time.Now().After(end) {
			return false
		}
		time.Sleep(10 * time.Millisecond)
	}
	return true
}

func (s *session) stop() []tracker.Event {
	s.cancel()
	<-s.done
	s.emu.Close()
	return s.events
}

func touchesIn(steps []script.Step) int {
	n, last := 0, -1
	for _, st := range steps {
		if (st.Style.Touch || st.Style.TouchMover) && st.Ply != last {
			n++
			last = st.Ply
		}
	}
	return n
}

// handsKept plays steps on s's board in real time and tells, if the
// hands could not keep to them (a machine too loaded to wake them in
// time let a piece rest on its way longer than a hand's rest, which is
// another game), what they did instead.
func handsKept(s *session, steps []script.Step) (late string, err error) {
	keep := script.NewKeeper(steps)
	err = script.PlayLate(context.Background(), s.emu, steps, nil, func(_ script.Step, at time.Time) { keep.Made(at) }, keep.Late)
	if l, lapsed := keep.Lapse(); lapsed {
		late = fmt.Sprintf("the change on %v in move %d was made %v late", steps[l.Step].Square, steps[l.Step].Ply+1, l.By.Round(time.Millisecond))
	}
	return late, err
}

// replays is how often a game whose hands could not keep to the script
// is played again before the test gives up.
const replays = 3

// playAgainWhenLate plays the games all at once, each on its session
// (start), and says what went wrong in them (play); a game whose hands
// were late is played again, up to replays times, and what went wrong in
// it the last time is said with the hands' lateness.
func playAgainWhenLate[G any](t *testing.T, all []G, start func(G) *session, play func(G, *session) (late string, problems []string), name func(G) string) {
	for try := 1; len(all) > 0; try++ {
		var mu sync.Mutex
		var again []G
		var wg sync.WaitGroup
		for _, gm := range all {
			s := start(gm)
			wg.Add(1)
			go func() {
				defer wg.Done()
				late, problems := play(gm, s)
				if late != "" && try < replays {
					t.Logf("%s: the hands were late (%s): played again", name(gm), late)
					mu.Lock()
					again = append(again, gm)
					mu.Unlock()
					return
				}
				for _, p := range problems {
					if late != "" {
						p += " (the hands were late: " + late + ")"
					}
					t.Error(p)
				}
			}()
		}
		wg.Wait()
		all = again
	}
}

// The emulator plays held games as hands would, over a real
// pseudo-terminal in both protocols, two of the games with real hands
// (drags, pieces set down on their way); the tracker's PGN equals the
// game, with no correction. All eight sessions run at once (they mostly
// wait on the hands); a game whose hands were late (a loaded machine)
// is played again.
func TestEndToEndGames(t *testing.T) {
	games := []string{"appendix-c.pgn", "promotions.pgn", "enpassant.pgn", "queens.pgn"}
	type game struct {
		proto *devices.Protocol
		name  string
		i     int
		g     *notation.Game
	}
	play := func(gm game, s *session) (late string, problems []string) {
		steps := script.ForGame(gm.g.Start, gm.g.Moves, script.Options{Seed: int64(11 + gm.i), Speed: 0.5, Think: 300 * time.Millisecond,
			Real: gm.i%2 == 1, Scan: s.emu.Scan().Max})
		late, err := handsKept(s, steps)
		if err != nil {
			s.stop()
			return "", []string{err.Error()}
		}
		say := func(format string, args ...any) {
			problems = append(problems, fmt.Sprintf("%s/%s: ", gm.proto, gm.name)+fmt.Sprintf(format, args...))
		}
		if !s.wait(tracker.Moved, len(gm.g.Moves), 10*time.Second) {
			say("%d of %d moves seen", s.count(tracker.Moved), len(gm.g.Moves))
		}
		time.Sleep(100 * time.Millisecond)
		evs := s.stop()
		if got, want := movetext(t, s.tr.Game()), movetext(t, gm.g); got != want {
			say("tracked\n%s\nwant\n%s", got, want)
			return late, problems
		}
		touches := 0
		for _, e := range evs {
			switch e.Kind {
			case tracker.Touched:
				touches++
			case tracker.Corrected, tracker.Mismatch, tracker.StartShown:
				say("unexpected event %d %+v", e.Kind, e)
			}
		}
		// A touch is announced only when it was made. A DGT board
		// sees a piece gone only when its scan comes to the square,
		// so it misses lifts shorter than a scan (200 to 250 ms):
		// the hands here are twice as fast as a person's. A
		// ChessLink board scans every 41 ms and may merge a touch
		// with the next change.
		want := touchesIn(steps)
		if touches > want || (gm.proto == devices.Millennium && touches < want-1) {
			say("%d touches announced, the hands made %d", touches, want)
		}
		t.Logf("%s/%s: %d moves, %d touches of %d", gm.proto, gm.name, len(gm.g.Moves), touches, want)
		return late, problems
	}
	var all []game
	for _, proto := range []*devices.Protocol{devices.DGT, devices.Millennium} {
		for i, name := range games {
			all = append(all, game{proto, name, i, readGame(t, name)})
		}
	}
	playAgainWhenLate(t, all, func(gm game) *session { return newSession(t, gm.proto, gm.g, 0) }, play,
		func(gm game) string { return fmt.Sprintf("%s/%s", gm.proto, gm.name) })
}

// Pulling the cable twice, once between moves and once in the middle of
// one, with moves made while it is out, loses nothing.
func TestEndToEndUnplug(t *testing.T) {
	for _, proto := range []*devices.Protocol{devices.DGT, devices.Millennium} {
		t.Run(proto.Name, func(t *testing.T) {
			t.Parallel()
			g := readGame(t, "appendix-c.pgn")
			s := newSession(t, proto, g, 0)
			steps := script.ForGame(g.Start, g.Moves, script.Options{Seed: 5, Speed: 0.5, Think: 300 * time.Millisecond})
			first := map[int]int{}
			for i := len(steps) - 1; i >= 0; i-- {
				first[steps[i].Ply] = i
			}
			// The cable is pulled before ply 6 and put back after ply 7;
			// the hands rest a second before ply 8, so that the two moves
			// made meanwhile are all the board shows when it is read again.
			// Then it is pulled in the middle of ply 16 (9. Nbd2) and put
			// back in the middle of ply 17 (9... O-O): two moves no third
			// explains with the other side to move.
			steps[first[8]].Delay += time.Second
			before := func(i int, st script.Step) {
				switch i {
				case first[6], first[16] + 1:
					s.emu.Unplug()
				case first[17] + 1:
					if err := s.emu.Plug(); err != nil {
						t.Error(err)
					}
				}
			}
			after := func(st script.Step, _ time.Time) {
				if st.Ply == 7 && st.Final {
					if err := s.emu.Plug(); err != nil {
						t.Error(err)
					}
				}
			}
			if err := script.Play(context.Background(), s.emu, steps, before, after); err != nil {
				t.Fatal(err)
			}
			s.await(tracker.Moved, len(g.Moves), 10*time.Second)
			evs := s.stop()
			if got, want := movetext(t, s.tr.Game()), movetext(t, g); got != want {
				t.Fatalf("tracked\n%s\nwant\n%s", got, want)
			}
			for _, e := range evs {
				switch e.Kind {
				case tracker.Corrected, tracker.StartShown, tracker.Mismatch:
					t.Errorf("unexpected event %+v", e)
				}
			}
			disc, conn := s.connCount(devices.Disconnected), s.connCount(devices.Connected)
			if disc != 2 || conn != 3 {
				t.Errorf("%d disconnections and %d connections, want 2 and 3", disc, conn)
			}
		})
	}
}

// movesOf reads moves in SAN from start.
func movesOf(t testing.TB, start notation.Position, sans ...string) []notation.Move {
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

// Real hands on real boards (issue 17, item 10): every long move of a
// game dragged over the board (the piece resting on some squares it
// passes and off the sensors for a whole scan in between), or set down
// on a square on its way and slid on, is announced once, on its last
// square: the tracker's game is the game, without a correction. Over a
// pseudo-terminal with the boards' documented scans, several seeds at
// once.
func TestEndToEndDragAndHover(t *testing.T) {
	start := notation.StartPosition()
	moves := movesOf(t, start, "d4", "e6", "Bf4", "Bb4+", "c3", "Ba5", "Qd3", "Nc6", "Qh3", "Nf6", "Nd2", "O-O", "Bh6", "Re8", "O-O-O", "d6", "Qh5", "Bd7")
	g := &notation.Game{Start: start, Moves: moves}
	type run struct {
		proto *devices.Protocol
		kind  string
		seed  int64
	}
	play := func(r run, s *session) (late string, problems []string) {
		opt := script.Options{Seed: r.seed, Speed: 0.5, Think: 600 * time.Millisecond, Real: true, Scan: s.emu.Scan().Max}
		var steps []script.Step
		q := start
		for i, m := range moves {
			st := script.Style{Drag: r.kind == "drag", Hover: r.kind == "hover", OutOfOrder: (int64(i)+r.seed)%2 == 0}
			opt.Seed = r.seed*100 + int64(i)
			ss := script.ForMove(&q, m, st, opt)
			for k := range ss {
				ss[k].Ply = i
			}
			steps = append(steps, ss...)
			q.Play(m)
		}
		late, err := handsKept(s, steps)
		if err != nil {
			s.stop()
			return "", []string{err.Error()}
		}
		s.wait(tracker.Moved, len(moves), 10*time.Second)
		time.Sleep(500 * time.Millisecond)
		evs := s.stop()
		if got, want := movetext(t, s.tr.Game()), movetext(t, g); got != want {
			problems = append(problems, fmt.Sprintf("%s, %s, seed %d: tracked\n%s\nwant\n%s", r.proto, r.kind, r.seed, got, want))
		}
		for _, e := range evs {
			switch e.Kind {
			case tracker.Corrected, tracker.Mismatch, tracker.StartShown:
				problems = append(problems, fmt.Sprintf("%s, %s, seed %d: unexpected event %d %s", r.proto, r.kind, r.seed, e.Kind, e.Move.UCI()))
			}
		}
		if len(problems) > 0 && late == "" {
			s.logReadings()
		}
		return late, problems
	}
	var all []run
	for _, proto := range []*devices.Protocol{devices.DGT, devices.Millennium} {
		for _, kind := range []string{"drag", "hover"} {
			for seed := int64(1); seed <= 2; seed++ {
				all = append(all, run{proto, kind, seed})
			}
		}
	}
	playAgainWhenLate(t, all, func(r run) *session { return newSession(t, r.proto, g, 0) }, play,
		func(r run) string { return fmt.Sprintf("%s, %s, seed %d", r.proto, r.kind, r.seed) })
}

// A rook slid from a8, resting on b8 long enough to be announced there,
// then slid on to d8 while O-O-O is still possible, becomes Rd8 even when
// White replies within the castling wait: the game is a8d8 d3f1, never
// a8b8 d3f1 b8d8 (issue 17, item 10). Over a pseudo-terminal, both
// protocols, a quick and a slower reply.
func TestEndToEndCastlingCorrection(t *testing.T) {
	start, err := notation.ParseFEN("r3k2r/pppq1ppp/2n2n2/4p3/4P3/2NB1N2/PPPP1PPP/R1BQK2R b KQkq - 0 7")
	if err != nil {
		t.Fatal(err)
	}
	sq := func(s string) notation.Square { x, _ := notation.ParseSquare(s); return x }
	rook := notation.MakePiece(notation.Black, notation.Rook)
	bishop := notation.MakePiece(notation.White, notation.Bishop)
	var wg sync.WaitGroup
	for _, proto := range []*devices.Protocol{devices.DGT, devices.Millennium} {
		for _, reply := range []time.Duration{150 * time.Millisecond, 700 * time.Millisecond} {
			g := &notation.Game{Start: start}
			s := newSession(t, proto, g, 0)
			wg.Add(1)
			go func() {
				defer wg.Done()
				steps := []script.Step{
					{Delay: 300 * time.Millisecond, Square: sq("a8"), Piece: notation.NoPiece},
					{Delay: 100 * time.Millisecond, Square: sq("b8"), Piece: rook},
					{Delay: 1200 * time.Millisecond, Square: sq("b8"), Piece: notation.NoPiece},
					{Delay: 80 * time.Millisecond, Square: sq("c8"), Piece: rook},
					{Delay: 80 * time.Millisecond, Square: sq("c8"), Piece: notation.NoPiece},
					{Delay: 5 * time.Millisecond, Square: sq("d8"), Piece: rook},
					{Delay: reply, Square: sq("d3"), Piece: notation.NoPiece},
					{Delay: 250 * time.Millisecond, Square: sq("f1"), Piece: bishop},
				}
				if err := script.Play(context.Background(), s.emu, steps, nil, nil); err != nil {
					t.Error(err)
					return
				}
				s.wait(tracker.Moved, 3, 5*time.Second)
				time.Sleep(2 * time.Second) // past the castling wait
				evs := s.stop()
				var moves []string
				for _, m := range s.tr.Game().Moves {
					moves = append(moves, m.UCI())
				}
				corrected := 0
				for _, e := range evs {
					if e.Kind == tracker.Corrected {
						corrected++
					}
				}
				if got := strings.Join(moves, " "); got != "a8d8 d3f1" || corrected != 1 {
					t.Errorf("%s, reply after %v: game %q with %d corrections, want \"a8d8 d3f1\" with one", proto, reply, got, corrected)
				}
			}()
		}
	}
	wg.Wait()
}

// Random bytes on the line never make a move; real reports around them
// still do.
func TestGarbageNeverMakesAMove(t *testing.T) {
	for _, proto := range []*devices.Protocol{devices.DGT, devices.Millennium} {
		t.Run(proto.Name, func(t *testing.T) {
			t.Parallel()
			start := notation.StartPosition()
			g := &notation.Game{Start: start}
			s := newSession(t, proto, g, 0)
			rng := rand.New(rand.NewSource(42))
			junk := make([]byte, 64)
			for i := 0; i < 300; i++ { // about 19 KB of noise
				rng.Read(junk)
				s.emu.SendRaw(junk)
				time.Sleep(2 * time.Millisecond)
			}
			time.Sleep(500 * time.Millisecond)
			if n := s.count(tracker.Moved); n != 0 {
				t.Fatalf("garbage made %d moves", n)
			}
			// The line still works: a real move after the noise is seen.
			e2, e4 := notation.Sq(4, 1), notation.Sq(4, 3)
			s.emu.Set(e2, notation.NoPiece)
			time.Sleep(200 * time.Millisecond)
			s.emu.Set(e4, notation.MakePiece(notation.White, notation.Pawn))
			s.await(tracker.Moved, 1, 5*time.Second)
			s.stop()
			if ms := s.tr.Game().Moves; len(ms) != 1 || ms[0].UCI() != "e2e4" {
				t.Fatalf("moves %v", ms)
			}
		})
	}
}

// With noise on (sensor flicker and bursts of garbage on the line) the
// game still comes out right.
func TestEndToEndNoise(t *testing.T) {
	for _, proto := range []*devices.Protocol{devices.DGT, devices.Millennium} {
		t.Run(proto.Name, func(t *testing.T) {
			t.Parallel()
			g := readGame(t, "appendix-c.pgn")
			s := newSession(t, proto, g, 0.05)
			steps := script.ForGame(g.Start, g.Moves, script.Options{Seed: 9, Speed: 0.5, Think: 300 * time.Millisecond, Noise: true})
			if err := script.Play(context.Background(), s.emu, steps, nil, nil); err != nil {
				t.Fatal(err)
			}
			ok := s.wait(tracker.Moved, len(g.Moves), 15*time.Second)
			time.Sleep(100 * time.Millisecond)
			s.stop()
			if got, want := movetext(t, s.tr.Game()), movetext(t, g); !ok || got != want {
				s.logReadings()
				t.Fatalf("tracked\n%s\nwant\n%s", got, want)
			}
		})
	}
}

// BenchmarkMoveLatency measures, end to end over a real pseudo-terminal,
// the time from the hand's final placement on the virtual board to the
// tracker's move event, for every move of the Appendix C game made with
// a plain lift and put-down. It reports the median, the 95th percentile
// and the worst case.
func BenchmarkMoveLatency(b *testing.B) {
	for _, proto := range []*devices.Protocol{devices.DGT, devices.Millennium} {
		b.Run(proto.Name, func(b *testing.B) {
			g := readGame(b, "appendix-c.pgn")
			var lat []time.Duration
			for i := 0; i < b.N; i++ {
				s := newSession(b, proto, g, 0)
				steps := script.ForGame(g.Start, g.Moves, script.Options{Seed: int64(i), Plain: true, Think: 150 * time.Millisecond})
				placed := make([]time.Time, len(g.Moves))
				script.Play(context.Background(), s.emu, steps, nil, func(st script.Step, at time.Time) {
					if st.Final {
						placed[st.Ply] = at
					}
				})
				if !s.wait(tracker.Moved, len(g.Moves), 10*time.Second) {
					b.Fatalf("only %d moves seen", s.count(tracker.Moved))
				}
				evs := s.stop()
				for k, e := range evs {
					if e.Kind == tracker.Moved {
						lat = append(lat, s.at[k].Sub(placed[e.Ply]))
					}
				}
				if movetext(b, s.tr.Game()) != movetext(b, g) {
					b.Fatal("wrong game")
				}
			}
			sortDurations(lat)
			b.ReportMetric(float64(lat[len(lat)/2].Microseconds())/1000, "ms-p50")
			b.ReportMetric(float64(lat[len(lat)*95/100].Microseconds())/1000, "ms-p95")
			b.ReportMetric(float64(lat[len(lat)-1].Microseconds())/1000, "ms-max")
		})
	}
}

func sortDurations(d []time.Duration) {
	for i := 1; i < len(d); i++ {
		for j := i; j > 0 && d[j] < d[j-1]; j-- {
			d[j], d[j-1] = d[j-1], d[j]
		}
	}
}

// needsEmulator skips, in a short run (make check), a test that runs the
// board emulator in real time; make test runs it.
func needsEmulator(t testing.TB) {
	t.Helper()
	if testing.Short() {
		t.Skip("runs the board emulator in real time (make test runs it)")
	}
}
