package main

import (
	"bufio"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rochade/rochade/cmd/internal/tether"
	"github.com/rochade/rochade/devices/clock"
	"github.com/rochade/rochade/notation"
)

// childWithInput is child with a pipe to the child's standard input.
func childWithInput(t *testing.T, args ...string) (*exec.Cmd, io.WriteCloser, *bufio.Reader) {
	t.Helper()
	return startChild(t, &testLog{t: t, prefix: args[0] + ": "}, args...)
}

// startChild starts the command line in a child process (this test
// binary, see audioChildEnv) with its standard error going to stderr; it
// returns the child, its standard input and its standard output.
func startChild(t testing.TB, stderr io.Writer, args ...string) (*exec.Cmd, io.WriteCloser, *bufio.Reader) {
	t.Helper()
	return startChildEnv(t, stderr, nil, args...)
}

// startChildEnv is startChild with more variables in the child's
// environment ("NAME=value").
func startChildEnv(t testing.TB, stderr io.Writer, env []string, args ...string) (*exec.Cmd, io.WriteCloser, *bufio.Reader) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(append(os.Environ(), audioChildEnv+"="+strings.Join(args, "\x1f")), env...)
	cmd.Stderr = stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := tether.Start(cmd); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { endChild(cmd) })
	return cmd, in, bufio.NewReader(out)
}

// endChild ends a child the test did not end: asked to stop (SIGTERM),
// as a user would, so that it cleans up after itself (board emulate
// removes the link to its pseudo-terminal, which would otherwise lead to
// the next program that gets the same /dev/pts number), then killed if
// it has not ended within childStopWait.
func endChild(cmd *exec.Cmd) {
	if cmd.ProcessState != nil {
		return
	}
	cmd.Process.Signal(syscall.SIGTERM)
	ended := make(chan struct{})
	go func() { cmd.Wait(); close(ended) }()
	select {
	case <-ended:
	case <-time.After(childStopWait):
	}
	// Where the test waits for the child itself, this Wait returns at
	// once and the test's reaps the child: the kill makes sure it ends
	// (a child that has ended is not signalled).
	cmd.Process.Kill()
	<-ended
}

// childStopWait is how long a child has to end after SIGTERM (the brief's
// "within a second or two", with room for a loaded machine).
const childStopWait = 5 * time.Second

// emulateBoard starts board emulate and returns the device path.
func emulateBoard(t *testing.T, args ...string) string {
	t.Helper()
	needsEmulator(t)
	_, in, out := childWithInput(t, append([]string{"board", "emulate"}, args...)...)
	t.Cleanup(func() { in.Close() })
	path, err := out.ReadString('\n')
	if err != nil {
		t.Fatalf("the emulator printed no device path: %v", err)
	}
	go io.Copy(io.Discard, out)
	return strings.TrimSpace(path)
}

// awaitLine waits for a line of play's that satisfies ok.
func awaitLine(t *testing.T, lines <-chan string, d time.Duration, what string, ok func(string) bool) string {
	t.Helper()
	timeout := time.After(d)
	var seen []string
	for {
		select {
		case l, open := <-lines:
			if !open {
				t.Fatalf("play ended before %s; it printed %q", what, seen)
			}
			if ok(l) {
				return l
			}
			seen = append(seen, l)
		case <-timeout:
			t.Fatalf("no %s after %v; play printed %q", what, d, seen)
		}
	}
}

// stopPlay ends play with SIGTERM and reads the last game of its record.
func stopPlay(t *testing.T, play *exec.Cmd, lines <-chan string, record string) *notation.Game {
	t.Helper()
	if err := play.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	for range lines {
	}
	if err := play.Wait(); err != nil {
		t.Errorf("play after SIGTERM: %v, want exit status 0", err)
	}
	return readLastGame(t, record)
}

// readLastGame reads the last game of a record.
func readLastGame(t *testing.T, record string) *notation.Game {
	t.Helper()
	f, err := os.Open(record)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r := notation.NewPGNReader(f)
	var last *notation.Game
	for {
		g, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("the record does not read: %v", err)
		}
		last = g
	}
	if last == nil {
		t.Fatal("the record holds no game")
	}
	return last
}

// clkTimes returns the [%clk] time after each move of g, -1 where none.
func clkTimes(t *testing.T, g *notation.Game) []time.Duration {
	out := make([]time.Duration, len(g.Moves))
	for i := range out {
		out[i] = -1
	}
	for _, n := range g.Notes {
		if n.Kind != notation.Comment || n.Ply < 1 || n.Ply > len(g.Moves) {
			continue
		}
		if i := strings.Index(n.Text, "[%clk "); i >= 0 {
			j := strings.IndexByte(n.Text[i:], ']')
			d, err := clock.ParseHMS(n.Text[i+6 : i+j])
			if err != nil {
				t.Errorf("bad clock comment %q: %v", n.Text, err)
				continue
			}
			out[n.Ply-1] = d
		}
	}
	return out
}

// The clock end to end: a DGT board with an emulated DGT3000 (play takes
// the times from it), and a Millennium board with Rochade's own clock.
// After the Appendix C game, the time request on play's standard input
// answers with the move number; the record has a [%clk] after every move.
func TestPlayWithClock(t *testing.T) {
	t.Parallel()
	game := readTestGame(t, "../../testdata/appendix-c.pgn")
	final := game.Final()
	wantPrefix := "Zug " + strconv.Itoa(final.MoveNumber()) + ", Schwarz am Zug. Weiß 0:0"
	for _, c := range []struct {
		name      string
		emu, play []string
	}{
		{"dgt-board-clock", []string{"--protocol", "dgt", "--clock", "300+3"}, []string{"--protocol", "dgt", "--clock", "board"}},
		{"millennium-software-clock", []string{"--protocol", "millennium"}, []string{"--protocol", "millennium", "--clock", "300+3"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			path := emulateBoard(t, append([]string{"--game", "../../testdata/appendix-c.pgn", "--speed", "3", "--seed", "2"}, c.emu...)...)
			record := filepath.Join(t.TempDir(), "game.pgn")
			play, in, out := childWithInput(t, append([]string{"--lang-ui", "de", "play", "--board", path, "--voice", "none", "--record", record}, c.play...)...)
			lines := readLines(out)
			awaitLine(t, lines, 90*time.Second, "the last move", func(l string) bool { return l == "König Bella eins" })
			if _, err := io.WriteString(in, "time\n"); err != nil {
				t.Fatal(err)
			}
			answer := awaitLine(t, lines, 10*time.Second, "an answer to time", func(l string) bool { return strings.HasPrefix(l, "Zug ") })
			if !strings.HasPrefix(answer, wantPrefix) {
				t.Errorf("time answered %q, want a line starting %q", answer, wantPrefix)
			}
			if _, err := io.WriteString(in, "square b1\n"); err != nil {
				t.Fatal(err)
			}
			if got := awaitLine(t, lines, 10*time.Second, "an answer to square", func(l string) bool { return strings.HasPrefix(l, "Bella eins") }); got != "Bella eins: weißer König" {
				t.Errorf("square b1: %q", got)
			}
			g := stopPlay(t, play, lines, record)
			if uciOf(g.Moves) != appendixCUCI {
				t.Fatalf("record: %s", uciOf(g.Moves))
			}
			if g.Tag("TimeControl") != "300+3" && c.name != "dgt-board-clock" {
				t.Errorf("TimeControl %q", g.Tag("TimeControl"))
			}
			times := clkTimes(t, g)
			// Each side's time is at most the base plus the increments of
			// the moves it made, and the game took less than a minute.
			for i, d := range times {
				moves := i/2 + 1
				if d < 0 {
					t.Errorf("no [%%clk] after move %d", i+1)
				} else if d > 300*time.Second+time.Duration(moves)*3*time.Second || d < 240*time.Second {
					t.Errorf("[%%clk] after half-move %d is %v", i+1, d)
				}
			}
		})
	}
}

// A flag falls during a slow game: play says "Zeitüberschreitung" and the
// record ends with the result and the termination.
func TestPlayFlagFall(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name      string
		emu, play []string
	}{
		{"millennium-software-clock", []string{"--protocol", "millennium"}, []string{"--protocol", "millennium", "--clock", "10+0"}},
		{"dgt-board-clock", []string{"--protocol", "dgt", "--clock", "10+0"}, []string{"--protocol", "dgt", "--clock", "board"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			path := emulateBoard(t, append([]string{"--game", "../../testdata/appendix-c.pgn", "--speed", "0.3", "--seed", "2"}, c.emu...)...)
			record := filepath.Join(t.TempDir(), "game.pgn")
			play, _, out := childWithInput(t, append([]string{"--lang-ui", "de", "play", "--board", path, "--voice", "none", "--record", record}, c.play...)...)
			lines := readLines(out)
			flag := awaitLine(t, lines, 60*time.Second, "a flag fall", func(l string) bool { return strings.HasPrefix(l, "Zeitüberschreitung") })
			want := map[string]string{"Zeitüberschreitung Weiß": "0-1", "Zeitüberschreitung Schwarz": "1-0"}[flag]
			if want == "" {
				t.Fatalf("flag fall line %q", flag)
			}
			time.Sleep(time.Second)
			g := stopPlay(t, play, lines, record)
			if g.Result != want || g.Tag("Termination") != "time forfeit" {
				t.Errorf("%s: record result %q, termination %q", flag, g.Result, g.Tag("Termination"))
			}
			if len(g.Moves) == 0 || len(g.Moves) >= 21 {
				t.Errorf("the record holds %d moves", len(g.Moves))
			}
		})
	}
}

func readTestGame(t *testing.T, path string) *notation.Game {
	t.Helper()
	f, err := os.Open(path)
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
