package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/dgt"
	"github.com/rochade/rochade/notation"
)

// emulatorChild starts board emulate in a child process with a pipe to
// its standard input; it returns the device path, the pipe, the lines of
// its standard output after the path, and its standard error.
func emulatorChild(t testing.TB, args ...string) (*exec.Cmd, string, io.WriteCloser, <-chan string, *syncBuffer) {
	t.Helper()
	needsEmulator(t)
	stderr := &syncBuffer{}
	cmd, in, r := startChild(t, stderr, append([]string{"board", "emulate"}, args...)...)
	path, err := r.ReadString('\n')
	if err != nil {
		t.Fatalf("the emulator printed no device path: %v; %s", err, stderr.String())
	}
	return cmd, strings.TrimSpace(path), in, readLines(r), stderr
}

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// watchEvents follows the board at path and collects its events.
func watchEvents(t *testing.T, path string, proto *devices.Protocol) func() []devices.Event {
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	var mu sync.Mutex
	var got []devices.Event
	events := make(chan devices.Event, 64)
	go (&devices.Watcher{Path: path, Protocol: proto, Retry: 50 * time.Millisecond}).Watch(ctx, events)
	go func() {
		for e := range events {
			mu.Lock()
			got = append(got, e)
			mu.Unlock()
		}
	}()
	return func() []devices.Event {
		mu.Lock()
		defer mu.Unlock()
		return append([]devices.Event(nil), got...)
	}
}

func count(events []devices.Event, k devices.EventKind) int {
	n := 0
	for _, e := range events {
		if e.Kind == k {
			n++
		}
	}
	return n
}

func nextLine(t *testing.T, lines <-chan string, d time.Duration) string {
	t.Helper()
	select {
	case l, ok := <-lines:
		if !ok {
			t.Fatal("the emulator's output ended")
		}
		return l
	case <-time.After(d):
		t.Fatalf("no line in %v", d)
	}
	return ""
}

func TestEmulateCommandsOnStandardInput(t *testing.T) {
	t.Parallel()
	cmd, path, in, lines, stderr := emulatorChild(t, "--protocol", "dgt", "--clock", "60+1", "--speed", "5")
	events := watchEvents(t, path, devices.DGT)
	send := func(l string) {
		if _, err := io.WriteString(in, l+"\n"); err != nil {
			t.Fatal(err)
		}
	}
	steps := []struct{ line, done string }{
		{"move e4", "done: move e4"},
		{"fly to the moon", ""},
		{"button 2", "done: button 2"},
		{"move Sf6", "done: move Nf6"},
		{"move e4-e5", "done: move e5"},
		{"position start", "done: position rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
	}
	for _, s := range steps {
		send(s.line)
		if s.done != "" {
			if got := nextLine(t, lines, 20*time.Second); got != s.done {
				t.Fatalf("after %q: %q, want %q", s.line, got, s.done)
			}
		}
	}
	if e := stderr.String(); !strings.Contains(e, `cannot do "fly to the moon": unknown command; use button N, position FEN, move MOVE, unplug or plug`+"\n") {
		t.Errorf("standard error: %q", e)
	}
	// The end of standard input ends nothing.
	in.Close()
	time.Sleep(500 * time.Millisecond)
	if cmd.ProcessState != nil {
		t.Fatal("the emulator ended with its standard input")
	}
	if _, err := os.Lstat(path); err != nil {
		t.Fatalf("the board is gone: %v", err)
	}
	evs := events()
	if n := count(evs, devices.ClockLever); n != 3 {
		t.Errorf("%d lever presses, want 3 (one per move)", n)
	}
	var buttons []int
	for _, e := range evs {
		if e.Kind == devices.ClockButton {
			buttons = append(buttons, e.Button)
		}
	}
	if len(buttons) != 1 || buttons[0] != 2 {
		t.Errorf("buttons %v, want [2]", buttons)
	}
}

// With a game and a clock, the hands press the clock once per move, after
// the piece is put down.
func TestEmulateGameWithClock(t *testing.T) {
	t.Parallel()
	_, path, _, _, stderr := emulatorChild(t, "--protocol", "dgt", "--clock", "5m+3s", "--speed", "6",
		"--game", "../../testdata/appendix-c.pgn", "--exit-when-done")
	events := watchEvents(t, path, devices.DGT)
	end := time.Now().Add(60 * time.Second)
	for !strings.Contains(stderr.String(), "All 21 moves played.") {
		if time.Now().After(end) {
			t.Fatalf("the game did not end: %s", stderr.String())
		}
		time.Sleep(50 * time.Millisecond)
	}
	time.Sleep(300 * time.Millisecond)
	evs := events()
	if n := count(evs, devices.ClockLever); n != 21 {
		t.Errorf("%d lever presses, want 21", n)
	}
	var last devices.ClockReading
	for _, e := range evs {
		if e.Kind == devices.ClockUpdate {
			last = e.Clock
		}
	}
	// After 11 moves of White and 10 of Black, with 3 s added per move.
	if !last.Running || last.Turn != 1 || last.White < 5*time.Minute || last.White > 5*time.Minute+33*time.Second {
		t.Errorf("last reading %+v", last)
	}
}

func TestEmulateRefusals(t *testing.T) {
	_, _, err := run(t, "", "board", "emulate", "--protocol", "millennium", "--clock", "300+3")
	if err == nil || !strings.Contains(err.Error(), "a Millennium board has no clock, so --clock works with --protocol dgt only") {
		t.Errorf("Millennium with a clock: %v", err)
	}
	_, _, err = run(t, "", "board", "emulate", "--protocol", "dgt", "--clock", "5x+3")
	if err == nil || !strings.Contains(err.Error(), `cannot read the time control "5x+3"`) {
		t.Errorf("bad time control: %v", err)
	}
	file := filepath.Join(t.TempDir(), "game.pgn")
	if err := os.WriteFile(file, []byte("1. e4 *\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	_, _, err = run(t, "", "board", "emulate", "--protocol", "dgt", "--link", file)
	if err == nil || !strings.Contains(err.Error(), "is a file, not a link; the emulator replaces only links") {
		t.Errorf("--link over a file: %v", err)
	}
	if b, err := os.ReadFile(file); err != nil || string(b) != "1. e4 *\n" {
		t.Errorf("the file was touched: %q %v", b, err)
	}
}

// needsEmulator skips, in a short run (make check), a test that plays a
// game in real time on an emulated board (board emulate, or the demo's
// own); make test runs it.
func needsEmulator(t testing.TB) {
	t.Helper()
	if testing.Short() {
		t.Skip("plays a game in real time on an emulated board (make test runs it)")
	}
}

// --exit-when-done leaves the board until its client has read all it
// sent: a client slow to read (a loaded machine) still gets the game's
// last moves, which the pseudo-terminal's hang-up would throw away.
func TestEmulateExitsWhenItsClientHasRead(t *testing.T) {
	t.Parallel()
	_, path, _, _, stderr := emulatorChild(t, "--protocol", "dgt", "--speed", "20",
		"--game", "../../testdata/appendix-c.pgn", "--exit-when-done")
	port, err := devices.OpenPort(path, devices.DGT)
	if err != nil {
		t.Fatal(err)
	}
	defer port.Close()
	if _, err := port.Write([]byte{dgt.CmdReset, dgt.CmdUpdateBoard}); err != nil {
		t.Fatal(err)
	}
	// Nothing is read until the game is over and the second the board
	// waits after it has passed.
	end := time.Now().Add(60 * time.Second)
	for !strings.Contains(stderr.String(), "All 21 moves played.") {
		if time.Now().After(end) {
			t.Fatalf("the game did not end: %s", stderr.String())
		}
		time.Sleep(50 * time.Millisecond)
	}
	time.Sleep(2 * exitAfterGame)
	start := notation.StartPosition()
	board := start.Placement()
	var dec dgt.Decoder
	buf := make([]byte, 4096)
	for {
		n, err := port.Read(buf)
		dec.Feed(buf[:n])
		for m, ok := dec.Next(); ok; m, ok = dec.Next() {
			if m.Kind == dgt.MsgFieldUpdate {
				board[m.Square] = m.Piece
			}
		}
		if err != nil || n == 0 {
			break
		}
	}
	g := readTestGame(t, "../../testdata/appendix-c.pgn")
	want := g.Start
	for _, m := range g.Moves {
		want.Play(m)
	}
	if board != want.Placement() {
		t.Errorf("the client read the board up to\n%v\nnot the game's end\n%v", board, want.Placement())
	}
}
