package emulator_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/clock"
	"github.com/rochade/rochade/devices/emulator"
	"github.com/rochade/rochade/devices/script"
	"github.com/rochade/rochade/devices/tracker"
	"github.com/rochade/rochade/notation"
)

// follower watches an emulated board over its pseudo-terminal and keeps
// every event, the readings fed to a tracker.
type follower struct {
	t      *testing.T
	mu     sync.Mutex
	events []devices.Event
	moves  []notation.Move
	cancel context.CancelFunc
}

func follow(t *testing.T, w *devices.Watcher, start notation.Position) *follower {
	f := &follower{t: t}
	ctx, cancel := context.WithCancel(context.Background())
	f.cancel = cancel
	t.Cleanup(cancel)
	tr := tracker.New(&notation.Game{Start: start}, tracker.Config{})
	events := make(chan devices.Event, 64)
	go w.Watch(ctx, events)
	go func() {
		tick := time.NewTicker(20 * time.Millisecond)
		defer tick.Stop()
		for {
			var got []tracker.Event
			select {
			case e, ok := <-events:
				if !ok {
					return
				}
				f.mu.Lock()
				f.events = append(f.events, e)
				f.mu.Unlock()
				if e.Kind == devices.NewReading {
					got = tr.Feed(e.Reading)
				}
			case now := <-tick.C:
				got = tr.Tick(now)
			}
			for _, te := range got {
				f.mu.Lock()
				switch te.Kind {
				case tracker.Moved:
					f.moves = append(f.moves[:te.Ply], te.Move)
				case tracker.Corrected:
					f.moves[te.Ply] = te.Move
				}
				f.mu.Unlock()
			}
		}
	}()
	f.await(func(e devices.Event) bool { return e.Kind == devices.Connected }, 10*time.Second)
	return f
}

// await waits for an event that ok accepts, among those not seen before.
func (f *follower) await(ok func(devices.Event) bool, d time.Duration) devices.Event {
	f.t.Helper()
	end := time.Now().Add(d)
	seen := 0
	for time.Now().Before(end) {
		f.mu.Lock()
		evs := f.events[seen:]
		f.mu.Unlock()
		for i, e := range evs {
			if ok(e) {
				f.mu.Lock()
				f.events = append(f.events[:seen+i:seen+i], f.events[seen+i+1:]...)
				f.mu.Unlock()
				return e
			}
		}
		seen += len(evs)
		time.Sleep(10 * time.Millisecond)
	}
	f.mu.Lock()
	var saw []string
	for _, e := range f.events {
		if e.Err != nil {
			saw = append(saw, fmt.Sprintf("%v (%v)", e.Kind, e.Err))
		} else {
			saw = append(saw, e.Kind.String())
		}
	}
	f.mu.Unlock()
	f.t.Fatalf("no such event in %v; saw %s", d, strings.Join(saw, ", "))
	return devices.Event{}
}

func (f *follower) uci() string {
	f.mu.Lock()
	defer f.mu.Unlock()
	s := make([]string, len(f.moves))
	for i, m := range f.moves {
		s[i] = m.UCI()
	}
	return strings.Join(s, " ")
}

func (f *follower) awaitMoves(want string, d time.Duration) {
	f.t.Helper()
	end := time.Now().Add(d)
	for f.uci() != want {
		if time.Now().After(end) {
			f.t.Fatalf("moves seen %q, want %q", f.uci(), want)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func newBoard(t *testing.T, opt emulator.Options) *emulator.Emulator {
	t.Helper()
	needsEmulator(t)
	emu, err := emulator.New(opt)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { emu.Close() })
	return emu
}

// Moves given in several notations and languages are made as hands make
// them, and a tracker on the other end of the line sees exactly them.
func TestHandsMoveCommands(t *testing.T) {
	cases := []struct {
		fen   string
		lines []string
		uci   string
	}{
		{"", []string{"move e2e4", "move d5", "move exd5", "move Sf6", "move g1-f3", "move Nxd5", "move Lc4", "move e6", "move 0-0", "move Le7"},
			"e2e4 d7d5 e4d5 g8f6 g1f3 f6d5 f1c4 e7e6 e1g1 f8e7"},
		{"r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1", []string{"move exd6 e.p.", "move O-O", "move bxa8=Q", "move Rxa8", "move O-O-O", "move Kg7"},
			"e5d6 e8g8 b7a8q f8a8 e1c1 g8g7"},
		{"8/2P3k1/8/8/8/8/6p1/4K3 w - - 0 1", []string{"move c8=N", "move g1=R+", "move Kd2", "move Kf6"},
			"c7c8n g2g1r e1d2 g7f6"},
	}
	for seed, c := range cases {
		for _, proto := range []*devices.Protocol{devices.DGT, devices.Millennium} {
			t.Run(proto.Name+"/"+c.uci[:4], func(t *testing.T) {
				start := notation.StartPosition()
				if c.fen != "" {
					var err error
					if start, err = notation.ParseFEN(c.fen); err != nil {
						t.Fatal(err)
					}
				}
				emu := newBoard(t, emulator.Options{Protocol: proto, Start: devices.Board(start.Placement())})
				f := follow(t, &devices.Watcher{Path: emu.Path(), Protocol: proto}, start)
				// Quick hands (0.3 times a brisk player's pace) that leave
				// each move on the board for longer than a scan before the
				// reply starts. A piece that stands for less than a scan
				// may never be seen: a promoted queen taken within a scan
				// leaves no trace of what the pawn became, and no tracker
				// can say bxa8=Q then (replies within a scan are the
				// tracker's tests). This test is about the notations.
				const speed = 0.3
				think := time.Duration(float64(emu.Scan().Max+50*time.Millisecond) / speed)
				hands := emulator.NewHands(emu, start, script.Options{Seed: int64(seed), Speed: speed, Think: think})
				ctx := context.Background()
				for _, l := range c.lines {
					done, err := hands.Do(ctx, l)
					if err != nil || !strings.HasPrefix(done, "move ") {
						t.Fatalf("%q: %q %v", l, done, err)
					}
				}
				f.awaitMoves(c.uci, 10*time.Second)
				p := hands.Position()
				if emu.Board() != devices.Board(p.Placement()) {
					t.Fatalf("board %v, position %s", emu.Board(), p.FEN())
				}
			})
		}
	}
}

func TestHandsCommandErrors(t *testing.T) {
	sp := notation.StartPosition()
	emu := newBoard(t, emulator.Options{Protocol: devices.DGT, Start: devices.Board(sp.Placement())})
	hands := emulator.NewHands(emu, notation.StartPosition(), script.Options{Speed: 0.01})
	ctx := context.Background()
	for line, want := range map[string]emulator.CommandProblem{
		"fly e4":                 emulator.Unknown,
		"move e5":                emulator.Failed,
		"move":                   emulator.NoMove,
		"button 3":               emulator.Failed,
		"button 0":               emulator.BadButton,
		"position 8/8/8 w - - 0": emulator.Failed,
		"position":               emulator.NoFEN,
		strings.Repeat("x", 300): emulator.Unknown,
	} {
		_, err := hands.Do(ctx, line)
		var ce *emulator.CommandError
		if !errors.As(err, &ce) || ce.Problem != want || ce.Line != line || len(err.Error()) > 200 {
			t.Errorf("%q: %v, want problem %v", line, err, want)
		}
	}
	if _, err := hands.Do(ctx, "button 3"); !errors.Is(err, emulator.ErrNoClock) {
		t.Errorf("button without a clock: %v", err)
	}
	if _, err := hands.Do(ctx, "fly"); !errors.Is(err, emulator.ErrUnknownCommand) {
		t.Errorf("unknown command: %v", err)
	}
	for _, l := range []string{"", "   ", "# a comment"} {
		if done, err := hands.Do(ctx, l); done != "" || err != nil {
			t.Errorf("%q: %q %v", l, done, err)
		}
	}
	if emu.Board() != devices.Board(sp.Placement()) {
		t.Fatal("a bad command moved pieces")
	}
}

// Setting up a position moves each piece once at most: pieces not wanted
// off, pieces moved, missing pieces on; swapped pieces through the hand.
func TestHandsSetPosition(t *testing.T) {
	sp := notation.StartPosition()
	emu := newBoard(t, emulator.Options{Protocol: devices.Millennium, Start: devices.Board(sp.Placement())})
	f := follow(t, &devices.Watcher{Path: emu.Path(), Protocol: devices.Millennium}, notation.StartPosition())
	hands := emulator.NewHands(emu, notation.StartPosition(), script.Options{Speed: 0.05})
	ctx := context.Background()
	for _, fen := range []string{
		"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1", // king and queen swapped
		"8/8/4k3/8/8/3K4/8/8 b - - 0 1",
		"start",
	} {
		done, err := hands.Do(ctx, "position "+fen)
		if err != nil || !strings.HasPrefix(done, "position ") {
			t.Fatalf("%s: %q %v", fen, done, err)
		}
		p := hands.Position()
		if emu.Board() != devices.Board(p.Placement()) {
			t.Fatalf("%s: board %v", fen, emu.Board())
		}
		want := devices.Board(p.Placement())
		f.await(func(e devices.Event) bool { return e.Kind == devices.NewReading && e.Reading.Board == want }, 5*time.Second)
	}
	if p := hands.Position(); p.FEN() != sp.FEN() {
		t.Fatalf("after position start: %s", p.FEN())
	}
}

// A DGT3000 on the board: times in real time, the lever pressed after each
// move, the buttons, and a flag that falls.
func TestClockOnDGTBoard(t *testing.T) {
	for _, whiteRight := range []bool{false, true} {
		tc, err := clock.Parse("3+1")
		if err != nil {
			t.Fatal(err)
		}
		start := notation.StartPosition()
		emu := newBoard(t, emulator.Options{Protocol: devices.DGT, Start: devices.Board(start.Placement()), Clock: tc, ClockWhiteRight: whiteRight})
		f := follow(t, &devices.Watcher{Path: emu.Path(), Protocol: devices.DGT, ClockWhiteRight: whiteRight}, start)
		first := f.await(func(e devices.Event) bool { return e.Kind == devices.ClockUpdate }, 5*time.Second)
		if c := first.Clock; c.NoClock || c.Running || c.White != 3*time.Second || c.Black != 3*time.Second {
			t.Fatalf("before the start: %+v", c)
		}
		hands := emulator.NewHands(emu, start, script.Options{Speed: 0.2, Plain: true})
		if _, err := hands.Do(context.Background(), "move e4"); err != nil {
			t.Fatal(err)
		}
		lever := f.await(func(e devices.Event) bool { return e.Kind == devices.ClockLever }, 5*time.Second)
		c := lever.Clock
		if c.LeverDown != notation.White || c.Turn != notation.Black || !c.Running || c.White < 3*time.Second || c.Black > 3*time.Second {
			t.Fatalf("white right %v: after e4: %+v", whiteRight, c)
		}
		for n := 1; n <= 5; n++ {
			if _, err := hands.Do(context.Background(), "button "+string(rune('0'+n))); err != nil {
				t.Fatal(err)
			}
			e := f.await(func(e devices.Event) bool { return e.Kind == devices.ClockButton }, 5*time.Second)
			if e.Button != n {
				t.Fatalf("button %d read as %d", n, e.Button)
			}
		}
		// Black does not move: the flag falls after about 3 s.
		flag := f.await(func(e devices.Event) bool { return e.Kind == devices.ClockUpdate && e.Clock.BlackFlag }, 6*time.Second)
		if c := flag.Clock; c.WhiteFlag || c.Black != 0 || c.Running {
			t.Fatalf("after the flag: %+v", c)
		}
		if err := emu.PressLever(notation.Black); !errors.Is(err, clock.ErrFlagFallen) {
			t.Fatalf("a press after the flag: %v", err)
		}
	}
}

func TestMillenniumHasNoClock(t *testing.T) {
	tc, _ := clock.Parse("300+3")
	_, err := emulator.New(emulator.Options{Protocol: devices.Millennium, Clock: tc})
	if err == nil || !strings.Contains(err.Error(), "Millennium board has no clock") {
		t.Fatalf("a Millennium board with a clock: %v", err)
	}
}

// The link is only ever a link: a file standing there is refused and kept.
func TestLinkNeverReplacesAFile(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"board", "board.new"} {
		file := filepath.Join(dir, name)
		if err := os.WriteFile(file, []byte("my game\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := emulator.New(emulator.Options{Protocol: devices.DGT, Link: filepath.Join(dir, "board")})
		var le *emulator.LinkError
		if !errors.As(err, &le) || le.Folder || filepath.Dir(le.Path) != dir {
			t.Fatalf("%s: %v", name, err)
		}
		if b, err := os.ReadFile(file); err != nil || string(b) != "my game\n" {
			t.Fatalf("%s: the file is gone or changed: %q %v", name, b, err)
		}
		os.Remove(file)
	}
	// An old link is replaced.
	link := filepath.Join(dir, "board")
	if err := os.Symlink("/nonexistent", link); err != nil {
		t.Fatal(err)
	}
	emu := newBoard(t, emulator.Options{Protocol: devices.DGT, Link: link})
	if target, err := os.Readlink(link); err != nil || !strings.HasPrefix(target, "/dev/pts/") {
		t.Fatalf("link points at %q: %v", target, err)
	}
	emu.Close()
}

// needsEmulator skips, in a short run (make check), a test that runs the
// board emulator in real time; make test runs it.
func needsEmulator(t testing.TB) {
	t.Helper()
	if testing.Short() {
		t.Skip("runs the board emulator in real time (make test runs it)")
	}
}
