package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/rochade/rochade/cmd/internal/tether"
	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/emulator"
	"github.com/rochade/rochade/devices/script"
	"github.com/rochade/rochade/notation"
)

// benchGames is how many games each protocol plays in BenchmarkBoardLatency
// (ROCHADE_BENCH_GAMES changes it), and benchParallel how many run at once.
const (
	benchGames    = 10
	benchParallel = 5
)

// slowMove is a move announced late, and how late.
type slowMove struct {
	text string
	late time.Duration
}

// latencyRun is what one game on the emulated board gave.
type latencyRun struct {
	name string
	// fromLanding is the time from the moment each move was complete on
	// the board (the hand's last change of it) to its printed line;
	// fromReport from the moment the board's report of it was written to
	// the line.
	fromLanding, fromReport []time.Duration
	// final is fromLanding for the moves the tracker announces on the
	// report that completes them (a knight's, a capture, a castling, a
	// promotion, a piece at the end of its line, unless another piece of
	// the same kind could have come to the same square); the others wait
	// a scan more, for the board to look again.
	final []time.Duration
	// hover is fromLanding for the moves the hands set down on a square
	// on their way and slid on, or slid over the board: a piece that
	// rests on its way, which the tracker waits for (the board's latency
	// and a hand's rest).
	hover []time.Duration
	// slow lists the moves announced more than 350 ms after the board
	// reported them, or after they were made when they could not go on,
	// with that time.
	slow []slowMove
	// wrong lists what went wrong: a line that is not the move's, a
	// record that is not the game.
	wrong []string
	// late says where the hands, woken late by a busy machine, let a
	// piece rest on its way longer than a hand does (another game than
	// the one meant, in which the rest may be a move); "" if they kept to
	// it.
	late string
}

// playLatencyGame plays game g on an emulated board of protocol proto in
// its realistic mode (real hands at human speed: drags, pieces set down
// on their way, flicker, garbage on the line) and follows it with
// rochade play in a child process, timing each printed line.
func playLatencyGame(b *testing.B, proto *devices.Protocol, name string, g *notation.Game, seed int64) latencyRun {
	r := latencyRun{name: name}
	dir := b.TempDir()
	pgn := filepath.Join(dir, "game.pgn")
	var sb strings.Builder
	if err := notation.WritePGN(&sb, g, notation.Format{}); err != nil {
		b.Fatal(err)
	}
	if err := os.WriteFile(pgn, []byte(sb.String()), 0o644); err != nil {
		b.Fatal(err)
	}
	cmd := newRootCmd()
	var announced strings.Builder
	cmd.SetOut(&announced)
	cmd.SetErr(io.Discard)
	cmd.SetIn(strings.NewReader(""))
	cmd.SetArgs([]string{"announce", "--text", pgn})
	if err := cmd.Execute(); err != nil {
		b.Fatal(err)
	}
	out := announced.String()
	want := strings.Split(strings.TrimSpace(out), "\n")
	if len(want) != len(g.Moves) {
		b.Fatalf("%s: %d announcements for %d moves", name, len(want), len(g.Moves))
	}

	// The positions after each move, to find the report that shows it.
	after := make([]devices.Board, len(g.Moves))
	p := g.Start
	for i, m := range g.Moves {
		p.Play(m)
		after[i] = devices.Board(p.Placement())
	}
	var mu sync.Mutex
	type report struct {
		board devices.Board
		at    time.Time
	}
	var reports []report
	link := filepath.Join(dir, "board")
	emu, err := emulator.New(emulator.Options{Protocol: proto, Start: devices.Board(g.Start.Placement()), Link: link,
		LineNoise: emulatedLineNoise, Seed: seed,
		OnReport: func(told devices.Board, at time.Time) {
			mu.Lock()
			reports = append(reports, report{told, at})
			mu.Unlock()
		}})
	if err != nil {
		b.Fatal(err)
	}
	defer emu.Close()

	record := filepath.Join(dir, "record.pgn")
	addr := link
	if emulator.IsLocal(proto) {
		addr = "unix:" + link
	}
	play := exec.Command(os.Args[0], "-test.run=^$")
	play.Env = append(os.Environ(), audioChildEnv+"="+strings.Join([]string{"play", "--board", addr,
		"--protocol", proto.Name, "--voice", "none", "--record", record}, "\x1f"))
	stdout, err := play.StdoutPipe()
	if err != nil {
		b.Fatal(err)
	}
	if err := tether.Start(play); err != nil {
		b.Fatal(err)
	}
	defer func() {
		if play.ProcessState == nil {
			play.Process.Kill()
			play.Wait()
		}
	}()
	type line struct {
		text string
		at   time.Time
	}
	lines := make(chan line, 256)
	go func() {
		defer close(lines)
		rd := bufio.NewReader(stdout)
		for {
			s, err := rd.ReadString('\n')
			if s != "" {
				lines <- line{strings.TrimRight(s, "\n"), time.Now()}
			}
			if err != nil {
				return
			}
		}
	}()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	if err := emu.WaitHost(ctx); err != nil {
		b.Fatalf("%s: play never connected", name)
	}
	time.Sleep(700 * time.Millisecond) // play reads the whole board first

	steps := script.ForGame(g.Start, g.Moves, script.Options{Seed: seed, Think: 300 * time.Millisecond,
		Noise: true, Real: true, Scan: emu.Scan().Max, Occupancy: proto.Occupancy})
	landed := make([]time.Time, len(g.Moves))
	keep := script.NewKeeper(steps)
	done := make(chan error, 1)
	go func() {
		done <- script.PlayLate(ctx, emu, steps, nil, func(s script.Step, at time.Time) {
			keep.Made(at)
			if s.Final {
				landed[s.Ply] = at
			}
		}, keep.Late)
	}()
	var got []line
	timeout := time.After(10 * time.Minute)
	for len(got) < len(want) {
		select {
		case l, ok := <-lines:
			if !ok {
				b.Fatalf("%s: play ended after %d lines", name, len(got))
			}
			got = append(got, l)
		case <-timeout:
			b.Fatalf("%s: %d of %d lines", name, len(got), len(want))
		}
	}
	if err := <-done; err != nil {
		b.Fatal(err)
	}
	if l, lapsed := keep.Lapse(); lapsed {
		r.late = fmt.Sprintf("%s: the hands were late: the change on %v in move %d was made %v late", name, steps[l.Step].Square, steps[l.Step].Ply+1, l.By.Round(time.Millisecond))
	}
	// Anything printed a moment after the last move is wrong too.
	late := time.After(2 * time.Second)
collect:
	for {
		select {
		case l, ok := <-lines:
			if !ok {
				break collect
			}
			r.wrong = append(r.wrong, fmt.Sprintf("%s: extra line %q", name, l.text))
		case <-late:
			break collect
		}
	}
	play.Process.Signal(syscall.SIGTERM)
	for range lines {
	}
	play.Wait()

	mu.Lock()
	defer mu.Unlock()
	for i, l := range got {
		if l.text != want[i] {
			r.wrong = append(r.wrong, fmt.Sprintf("%s: move %d announced %q, want %q", name, i+1, l.text, want[i]))
			continue
		}
		r.fromLanding = append(r.fromLanding, l.at.Sub(landed[i]))
		if !mayGoOn(g.Position(i), g.Moves[i]) {
			r.final = append(r.final, l.at.Sub(landed[i]))
		}
		fromReport := time.Duration(-1)
		for _, rep := range reports {
			if !rep.at.Before(landed[i]) && rep.board == after[i] {
				fromReport = l.at.Sub(rep.at)
				r.fromReport = append(r.fromReport, fromReport)
				break
			}
		}
		st := steps[0].Style
		for _, s := range steps {
			if s.Ply == i {
				st = s.Style
			}
		}
		if (st.Hover || st.Slide) && mayGoOn(g.Position(i), g.Moves[i]) {
			r.hover = append(r.hover, l.at.Sub(landed[i]))
		}
		if fin := !mayGoOn(g.Position(i), g.Moves[i]); fromReport > 350*time.Millisecond || fin && l.at.Sub(landed[i]) > 350*time.Millisecond {
			pos := g.Position(i)
			r.slow = append(r.slow, slowMove{fmt.Sprintf("%s: move %d %s (%+v) announced %v after it was made, %v after the report",
				name, i+1, pos.SAN(g.Moves[i]), st, l.at.Sub(landed[i]).Round(time.Millisecond), fromReport.Round(time.Millisecond)), l.at.Sub(landed[i])})
		}
	}
	f, err := os.Open(record)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	rec, err := notation.NewPGNReader(f).Next()
	if err != nil && err != io.EOF {
		b.Fatal(err)
	}
	if rec == nil || uciOf(rec.Moves) != uciOf(g.Moves) {
		r.wrong = append(r.wrong, fmt.Sprintf("%s: the record is not the game", name))
	}
	return r
}

// hasPromotion tells whether a move of g promotes.
func hasPromotion(g *notation.Game) bool {
	for _, m := range g.Moves {
		if m.Promotion() != notation.NoPieceType {
			return true
		}
	}
	return false
}

// mayGoOn tells whether the tracker waits for move m of p before it
// counts: its piece could still be sliding on, another piece of the same
// kind could have come to the same square, or a rook move could be the
// first half of a castling.
func mayGoOn(p notation.Position, m notation.Move) bool {
	d := p.Describe(m)
	if d.Castle != notation.NoCastle {
		return false
	}
	var buf [256]notation.Move
	df, dr := m.To().File()-m.From().File(), m.To().Rank()-m.From().Rank()
	for _, c := range p.LegalMoves(buf[:0]) {
		if c.IsCastle() && d.Piece == notation.Rook && !d.Capture() {
			// The rook's squares of castling c.
			from, to := notation.Sq(0, c.From().Rank()), notation.Sq(3, c.From().Rank())
			if c.To().File() > c.From().File() {
				from, to = notation.Sq(7, c.From().Rank()), notation.Sq(5, c.From().Rank())
			}
			if m.From() == from && m.To() == to {
				return true
			}
		}
		if c != m && c.To() == m.To() && c.From() != m.From() && p.PieceAt(c.From()) == p.PieceAt(m.From()) {
			return true // another piece of the kind could have come there
		}
		if c.From() != m.From() || c == m {
			continue
		}
		if d.Promotion != notation.NoPieceType || d.Capture() {
			continue
		}
		cf, cr := c.To().File()-c.From().File(), c.To().Rank()-c.From().Rank()
		if cf*dr == cr*df && cf*df+cr*dr > df*df+dr*dr && cf*df >= 0 && cr*dr >= 0 {
			return true
		}
	}
	return false
}

// percentile returns the p-th percentile (nearest rank) of sorted d.
func percentile(d []time.Duration, p float64) time.Duration {
	if len(d) == 0 {
		return 0
	}
	k := int(p/100*float64(len(d))+0.999999) - 1
	return d[max(0, min(k, len(d)-1))]
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// BenchmarkBoardLatency plays 10 noisy games a protocol on the emulated
// board in its realistic mode (the held games from the initial position
// and generated ones rich in castling, en passant and promotions), on
// every protocol: DGT, Millennium ChessLink and each Bluetooth board, and
// follows each with rochade play: no announcement may differ from the
// game's, no record from the game. It reports the time from the moment
// a move is complete on the board to its printed line (ms-p50, ms-p95,
// ms-p99, ms-max), the same for the moves that could not go on (fin-...),
// for the moves whose piece rested on its way or slid and could have gone
// on (hov-...: the board's latency and a hand's rest, 300 ms), and the
// time from the board's report of the move (rep-...). On the boards that
// see only occupancy a promotion's piece is named by the player, which a
// benchmark of the board does not do: they play games without one.
func BenchmarkBoardLatency(b *testing.B) {
	n := benchGames
	if v, err := strconv.Atoi(os.Getenv("ROCHADE_BENCH_GAMES")); err == nil && v > 0 {
		n = v
	}
	var held []*notation.Game
	for _, name := range []string{"appendix-c.pgn", "promotions.pgn", "enpassant.pgn"} {
		f, err := os.Open(filepath.Join("../../testdata/devices", name))
		if err != nil {
			b.Fatal(err)
		}
		g, err := notation.NewPGNReader(f).Next()
		f.Close()
		if err != nil {
			b.Fatal(err)
		}
		held = append(held, g)
	}
	for _, proto := range devices.Protocols() {
		b.Run(proto.Name, func(b *testing.B) {
			for it := 0; it < b.N; it++ {
				runs := make([]latencyRun, n)
				sem := make(chan struct{}, benchParallel)
				var wg sync.WaitGroup
				seed := int64(0)
				for k := 0; k < n; k++ {
					name, g := "", (*notation.Game)(nil)
					if k < len(held) && (!proto.Occupancy || !hasPromotion(held[k])) {
						name, g = []string{"appendix-c", "promotions", "enpassant"}[k], held[k]
					} else {
						for g == nil || proto.Occupancy && hasPromotion(g) {
							seed++
							g = script.RandomGame(seed, 60)
						}
						name = fmt.Sprintf("generated %d", seed)
					}
					wg.Add(1)
					go func() {
						defer wg.Done()
						sem <- struct{}{}
						defer func() { <-sem }()
						runs[k] = playLatencyGame(b, proto, name, g, int64(100*it+k+1))
					}()
				}
				wg.Wait()
				var landing, report, final, hover []time.Duration
				var wrong []string
				lateHands := 0
				for _, r := range runs {
					landing = append(landing, r.fromLanding...)
					report = append(report, r.fromReport...)
					final = append(final, r.final...)
					hover = append(hover, r.hover...)
					wrong = append(wrong, r.wrong...)
					if r.late != "" {
						lateHands++
						b.Log(r.late)
					}
				}
				for _, w := range wrong {
					b.Error(w)
				}
				// The latest moves, latest first (a benchmark's log is cut
				// after a few lines).
				var slow []slowMove
				for _, r := range runs {
					slow = append(slow, r.slow...)
				}
				slices.SortFunc(slow, func(x, y slowMove) int { return int(y.late - x.late) })
				for _, s := range slow[:min(len(slow), 8)] {
					b.Log(s.text)
				}
				slices.Sort(landing)
				slices.Sort(report)
				slices.Sort(final)
				if len(landing) == 0 || len(final) == 0 {
					b.Fatal("no move timed")
				}
				if len(report) == 0 {
					report = []time.Duration{0} // the board's reports could not be told apart
				}
				b.ReportMetric(float64(n), "games")
				b.ReportMetric(float64(len(landing)), "moves")
				b.ReportMetric(float64(len(wrong)), "wrong")
				// Games whose hands the machine woke too late to keep to
				// them: their wrong lines may be the other game's moves.
				b.ReportMetric(float64(lateHands), "late-hands")
				for _, q := range []float64{50, 95, 99} {
					b.ReportMetric(ms(percentile(landing, q)), fmt.Sprintf("ms-p%d", int(q)))
				}
				b.ReportMetric(ms(landing[len(landing)-1]), "ms-max")
				for _, q := range []float64{50, 95, 99} {
					b.ReportMetric(ms(percentile(report, q)), fmt.Sprintf("rep-p%d", int(q)))
				}
				b.ReportMetric(ms(report[len(report)-1]), "rep-max")
				for _, q := range []float64{50, 95, 99} {
					b.ReportMetric(ms(percentile(final, q)), fmt.Sprintf("fin-p%d", int(q)))
				}
				b.ReportMetric(ms(final[len(final)-1]), "fin-max")
				b.ReportMetric(float64(len(final)), "fin-moves")
				slices.Sort(hover)
				if len(hover) > 0 {
					for _, q := range []float64{50, 95} {
						b.ReportMetric(ms(percentile(hover, q)), fmt.Sprintf("hov-p%d", int(q)))
					}
					b.ReportMetric(float64(len(hover)), "hov-moves")
				}
				if la, err := os.ReadFile("/proc/loadavg"); err == nil {
					b.Logf("%s: load average %s", proto, strings.TrimSpace(string(la)))
				}
			}
		})
	}
}
