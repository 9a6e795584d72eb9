package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rochade/rochade/cmd/internal/tether"
	"github.com/rochade/rochade/notation"
)

// Issue 30, point 7: when the last moves cannot be written, the error
// that ends play is printed once, not twice.
func TestRecordLostSaidOnce(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "games")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	record := filepath.Join(dir, "games.pgn")
	emu := startEmu(t, "--protocol", "dgt", "--speed", "3")
	play := startPlayChild(t, record, "--board", emu.path, "--protocol", "dgt")
	playMoves(t, emu, play, nil, "e4", "e5")
	awaitRecord(t, record, 2, 10*time.Second)
	// The record's folder goes (a card pulled): no save can succeed.
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	emu.do("move Nf3")
	play.await("Springer Felix drei")
	if err := play.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	for range play.lines {
	}
	if err := play.cmd.Wait(); err == nil {
		t.Error("play ended with status 0 with its last move unwritten")
	}
	time.Sleep(100 * time.Millisecond)
	stderr := play.stderr.String()
	if n := strings.Count(stderr, "the last moves could not be written to "+record); n != 1 {
		t.Errorf("the lost record is said %d times:\n%s", n, stderr)
	}
}

// The demo, too, ends at once with its final save when the terminal
// closes (SIGHUP) or it is stopped (SIGTERM, Ctrl+C), and says where the
// game is.
//
// Not parallel: it holds each end to a second after the signal.
func TestDemoStoppedSavesTheGame(t *testing.T) {
	needsEmulator(t)
	for _, sig := range []syscall.Signal{syscall.SIGHUP, syscall.SIGTERM, syscall.SIGINT} {
		t.Run(sig.String(), func(t *testing.T) {
			record := filepath.Join(t.TempDir(), "demo.pgn")
			var stderr syncBuffer
			demo, _, out := startChild(t, &stderr, "--lang-ui", "en", "demo", "--voice", "none", "--think", "300ms", "--record", record)
			lines := readLines(out)
			awaitLine(t, lines, 30*time.Second, "the third move", func(l string) bool { return l == "Springer Felix drei" })
			g := awaitRecord(t, record, 3, 10*time.Second)
			start := time.Now()
			if err := demo.Process.Signal(sig); err != nil {
				t.Fatal(err)
			}
			for range lines {
			}
			if err := demo.Wait(); err != nil {
				t.Errorf("demo after %v: %v", sig, err)
			}
			if took := time.Since(start); took > time.Second {
				t.Errorf("demo ended %v after %v", took, sig)
			}
			n := len(readLastGame(t, record).Moves)
			if n < len(g.Moves) {
				t.Errorf("the record lost moves: %d, had %d", n, len(g.Moves))
			}
			if msg := "The game is saved in " + record + ": "; !strings.Contains(stderr.String(), msg) {
				t.Errorf("demo did not say where the game is:\n%s", stderr.String())
			}
		})
	}
}

// awaitRecord waits until the record's last game holds n moves.
func awaitRecord(t *testing.T, record string, n int, d time.Duration) *notation.Game {
	t.Helper()
	deadline := time.Now().Add(d)
	for {
		if data, err := os.ReadFile(record); err == nil && len(data) > 0 {
			if games := readRecordBytes(t, data); len(games) > 0 && len(games[len(games)-1].Moves) >= n {
				return games[len(games)-1]
			}
		}
		if time.Now().After(deadline) {
			data, _ := os.ReadFile(record)
			t.Fatalf("the record does not hold %d moves after %v:\n%s", n, d, data)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// stopBlockedEnv makes this test binary a command that something holds
// up after the signal that stops it (see TestStopHeldUp).
const stopBlockedEnv = "ROCHADE_TEST_STOP_HELD_UP"

func init() {
	if os.Getenv(stopBlockedEnv) != "" {
		ctx, _ := stopContext(context.Background())
		fmt.Println("ready")
		<-ctx.Done()
		time.Sleep(time.Hour) // a save on a disk that hangs
	}
}

// Whatever holds play up after a signal, the process ends stopGrace
// after it, or at once at a second signal.
func TestStopHeldUp(t *testing.T) {
	for _, signals := range []int{1, 2} {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), stopBlockedEnv+"=1")
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := tether.Start(cmd); err != nil {
			t.Fatal(err)
		}
		if l, err := bufio.NewReader(out).ReadString('\n'); err != nil || l != "ready\n" {
			t.Fatalf("the child said %q: %v", l, err)
		}
		start := time.Now()
		for i := 0; i < signals; i++ {
			cmd.Process.Signal(syscall.SIGTERM)
			time.Sleep(50 * time.Millisecond)
		}
		err = cmd.Wait()
		took := time.Since(start)
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != exitForced {
			t.Errorf("%d signals: %v, want exit status %d", signals, err, exitForced)
		}
		switch {
		case signals == 1 && (took < stopGrace || took > stopGrace+time.Second):
			t.Errorf("held up: ended %v after SIGTERM, want %v", took, stopGrace)
		case signals == 2 && took > time.Second:
			t.Errorf("ended %v after a second SIGTERM", took)
		}
		t.Logf("%d signals: ended after %v", signals, took.Round(time.Millisecond))
	}
}
