package main

import (
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// emuChild is a board emulate child: its device path, its standard input
// (for commands) and the lines it prints after the path ("done: ...").
type emuChild struct {
	cmd   *exec.Cmd
	path  string
	in    io.WriteCloser
	lines <-chan string
}

func startEmulator(t *testing.T, args ...string) *emuChild {
	needsEmulator(t)
	t.Helper()
	cmd, in, out := childWithInput(t, append([]string{"board", "emulate"}, args...)...)
	path, err := out.ReadString('\n')
	if err != nil {
		t.Fatalf("the emulator printed no device path: %v", err)
	}
	return &emuChild{cmd: cmd, path: strings.TrimSpace(path), in: in, lines: readLines(out)}
}

// do sends a command to the emulator and waits until it is done (after
// the emulator's game, if it plays one).
func (e *emuChild) do(t *testing.T, command string, d time.Duration) {
	t.Helper()
	if _, err := io.WriteString(e.in, command+"\n"); err != nil {
		t.Fatal(err)
	}
	awaitLine(t, e.lines, d, "done: "+command, func(l string) bool { return strings.HasPrefix(l, "done: ") })
}

// Two boards of different makes play the Appendix C game at different
// speeds: every move is announced exactly once, and the record equals
// the game.
func TestPlayTwoBoards(t *testing.T) {
	t.Parallel()
	want := announcementLines(t)
	a := startEmulator(t, "--protocol", "dgt", "--game", "../../testdata/appendix-c.pgn", "--speed", "3", "--seed", "3", "--exit-when-done")
	b := startEmulator(t, "--protocol", "millennium", "--game", "../../testdata/appendix-c.pgn", "--speed", "2", "--seed", "4", "--exit-when-done")
	record := filepath.Join(t.TempDir(), "game.pgn")
	play, _, out := childWithInput(t, "play", "--board", a.path, "--board", b.path, "--protocol", "dgt,millennium",
		"--voice", "none", "--record", record)
	lines := readLines(out)
	for _, e := range []*emuChild{a, b} {
		if err := e.cmd.Wait(); err != nil {
			t.Fatalf("an emulator: %v", err)
		}
	}
	time.Sleep(500 * time.Millisecond)
	if err := play.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	var said, moves []string
	for l := range lines {
		said = append(said, l)
		if !strings.HasPrefix(l, "Board ") {
			moves = append(moves, l)
		}
	}
	if err := play.Wait(); err != nil {
		t.Errorf("play after SIGTERM: %v", err)
	}
	if strings.Join(moves, "\n") != strings.Join(want, "\n") {
		t.Errorf("announcements:\n%s\nwant:\n%s\n(all lines: %q)", strings.Join(moves, "\n"), strings.Join(want, "\n"), said)
	}
	for _, l := range said {
		if strings.HasPrefix(l, "Boards differ") || strings.HasPrefix(l, "Board 1: Check the position") || strings.HasPrefix(l, "Board 2: Check the position") {
			t.Errorf("play said %q", l)
		}
	}
	g := readLastGame(t, record)
	if uciOf(g.Moves) != appendixCUCI {
		t.Errorf("record: %s", uciOf(g.Moves))
	}
}

// The second board plays the long form of the Appendix C game, which
// parts at 8. Qd3: one Abweichung line names that move, the record keeps
// the 14 plies both boards agree on; both boards are set back to that
// position (the emulator's position command, as hands would), Rochade
// says so, and play goes on from there.
func TestPlayTwoBoardsDiscrepancy(t *testing.T) {
	t.Parallel()
	a := startEmulator(t, "--protocol", "dgt", "--game", "../../testdata/appendix-c.pgn", "--speed", "3", "--seed", "5")
	b := startEmulator(t, "--protocol", "millennium", "--game", "../../testdata/appendix-c-long.pgn", "--speed", "3", "--seed", "6")
	record := filepath.Join(t.TempDir(), "game.pgn")
	play, _, out := childWithInput(t, "play", "--board", a.path, "--board", b.path, "--protocol", "dgt,millennium",
		"--voice", "none", "--record", record)
	lines := readLines(out)
	got := awaitLine(t, lines, 90*time.Second, "a discrepancy", func(l string) bool { return strings.HasPrefix(l, "Boards differ") })
	if want := "Boards differ at White's move 8: board 1: Dame Eva drei Schach, board 2: Dame David drei"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	// The position both boards agree on: after 7... Nc6.
	const agreed = "r1bqkb1r/ppp2ppp/2nn4/6B1/3Q4/5N2/PPP2PPP/RN2KB1R w KQkq - 2 8"
	a.do(t, "position "+agreed, 90*time.Second)
	b.do(t, "position "+agreed, 90*time.Second)
	for _, n := range []string{"1", "2"} {
		awaitLine(t, lines, 20*time.Second, "board "+n+" right again", func(l string) bool {
			return l == "Board "+n+": Position correct."
		})
	}
	a.do(t, "move Qe3+", 20*time.Second)
	b.do(t, "move Qe3+", 20*time.Second)
	awaitLine(t, lines, 20*time.Second, "the move after the recovery", func(l string) bool { return l == "Dame Eva drei Schach" })
	time.Sleep(time.Second)
	if err := play.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	for l := range lines {
		if strings.HasPrefix(l, "Abweichung") {
			t.Errorf("a second discrepancy: %q", l)
		}
	}
	if err := play.Wait(); err != nil {
		t.Errorf("play after SIGTERM: %v", err)
	}
	g := readLastGame(t, record)
	wantUCI := strings.Join(strings.Fields(appendixCUCI)[:15], " ") + "\n"
	if uciOf(g.Moves) != wantUCI {
		t.Errorf("record: %s want %s", uciOf(g.Moves), wantUCI)
	}
	noted := false
	for _, n := range g.Notes {
		noted = noted || strings.HasPrefix(n.Text, "discrepancy at move 8 (White): board 1 Qe3+, board 2 Qd3")
	}
	if !noted {
		t.Errorf("the record does not note the discrepancy: %+v", g.Notes)
	}
}

// announcementLines returns the lines play prints for the Appendix C
// game.
func announcementLines(t *testing.T) []string {
	t.Helper()
	b, err := os.ReadFile("../../testdata/appendix-c.announce.txt")
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSpace(string(b)), "\n")
}
