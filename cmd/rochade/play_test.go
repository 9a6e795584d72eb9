package main

import (
	"bufio"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rochade/rochade/notation"
)

// child starts the command line in a child process (this test binary,
// see audioChildEnv) and returns it with its standard output.
func child(t *testing.T, args ...string) (*exec.Cmd, *bufio.Reader) {
	t.Helper()
	cmd, _, out := childWithInput(t, args...)
	return cmd, out
}

// testLog passes a child's standard error to the test log.
type testLog struct {
	t      testing.TB
	prefix string
}

func (l *testLog) Write(p []byte) (int, error) {
	for _, line := range strings.Split(strings.TrimRight(string(p), "\n"), "\n") {
		l.t.Log(l.prefix + line)
	}
	return len(p), nil
}

// readLines sends the lines of r to a channel until r ends.
func readLines(r *bufio.Reader) <-chan string {
	ch := make(chan string, 100)
	go func() {
		defer close(ch)
		for {
			line, err := r.ReadString('\n')
			if line != "" {
				ch <- strings.TrimRight(line, "\n")
			}
			if err != nil {
				return
			}
		}
	}()
	return ch
}

// followGame plays the game in pgn on an emulated board and follows it
// with rochade play; it returns play's lines and the record it wrote.
func followGame(t *testing.T, proto, pgn string, wantLines int, emuArgs, playArgs []string) ([]string, *notation.Game) {
	t.Helper()
	got, last, _ := followGameHands(t, proto, pgn, wantLines, emuArgs, playArgs)
	if extra := afterGame(got, wantLines); len(extra) > 0 {
		t.Errorf("after the game play printed %q", extra)
	}
	return got[:wantLines], last
}

// afterGame returns what play printed after the first wantLines lines
// but that the board went away when the emulator exited.
func afterGame(got []string, wantLines int) []string {
	var extra []string
	for _, l := range got[wantLines:] {
		if l != "Brett getrennt" {
			extra = append(extra, l)
		}
	}
	return extra
}

// followGameHands is followGame leaving the lines after the first
// wantLines to its caller; late is the emulator's line saying that its
// hands were late (the machine too busy to wake them in time let a piece
// rest on its way longer than a hand does: another game than pgn), or
// "" when they kept to the game.
func followGameHands(t *testing.T, proto, pgn string, wantLines int, emuArgs, playArgs []string) (got []string, last *notation.Game, late string) {
	t.Helper()
	needsEmulator(t)
	emuErr := &syncBuffer{}
	args := append([]string{"board", "emulate", "--protocol", proto, "--game", pgn, "--exit-when-done", "--speed", "3", "--lang-ui", "en"}, emuArgs...)
	emu, _, emuOut := startChild(t, io.MultiWriter(emuErr, &testLog{t: t, prefix: "board: "}), args...)
	path, err := emuOut.ReadString('\n')
	if err != nil {
		t.Fatalf("the emulator printed no device path: %v", err)
	}
	path = strings.TrimSpace(path)
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("the emulator's first line %q is not a device: %v", path, err)
	}
	go io.Copy(io.Discard, emuOut)
	record := filepath.Join(t.TempDir(), "out.pgn")
	if len(playArgs) > 0 && playArgs[0] == "--record" {
		record, playArgs = playArgs[1], playArgs[2:]
	}
	play, playOut := child(t, append([]string{"--lang-ui", "de", "play", "--board", path, "--protocol", proto, "--voice", "none", "--record", record}, playArgs...)...)
	lines := readLines(playOut)
	timeout := time.After(120 * time.Second)
	for len(got) < wantLines {
		select {
		case l, ok := <-lines:
			if !ok {
				t.Fatalf("play ended after %d lines: %q", len(got), got)
			}
			got = append(got, l)
		case <-timeout:
			t.Fatalf("only %d of %d announcements after 2 minutes: %q", len(got), wantLines, got)
		}
	}
	if err := emu.Wait(); err != nil {
		t.Errorf("the emulator: %v", err)
	}
	// The game must be in the record before the signal, and again after.
	if err := play.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	for l := range lines {
		got = append(got, l)
	}
	if err := play.Wait(); err != nil {
		t.Errorf("play after SIGTERM: %v, want exit status 0", err)
	}
	return got, readLastGame(t, record), handsLate(emuErr.String())
}

// handsLate returns the line of an emulator's standard error (in
// English) saying that its hands were late, or "".
func handsLate(stderr string) string {
	for _, l := range strings.Split(stderr, "\n") {
		if strings.HasPrefix(l, "The hands were late") {
			return l
		}
	}
	return ""
}

func uciOf(moves []notation.Move) string {
	s := make([]string, len(moves))
	for i, m := range moves {
		s[i] = m.UCI()
	}
	return strings.Join(s, " ") + "\n"
}

// The acceptance interface of the board commands: the emulator plays the
// Appendix C game on a pseudo-terminal, play follows it, prints one line
// per move, keeps the record, and exits 0 on SIGTERM.
func TestEmulateAndPlay(t *testing.T) {
	t.Parallel()
	want, err := os.ReadFile("../../testdata/appendix-c.announce.txt")
	if err != nil {
		t.Fatal(err)
	}
	wantLines := strings.Split(strings.TrimSpace(string(want)), "\n")
	for _, c := range []struct {
		proto string
		emu   []string
		play  []string
	}{
		{"dgt", nil, nil},
		{"millennium", nil, nil},
		// Line noise on the board, and a Braille display asked for with
		// no BRLTTY running: the game goes on regardless.
		{"dgt", []string{"--noise", "--seed", "7"}, []string{"--braille"}},
	} {
		t.Run(c.proto+strings.Join(c.emu, ""), func(t *testing.T) {
			t.Parallel()
			lines, g := followGame(t, c.proto, "../../testdata/appendix-c.pgn", len(wantLines), c.emu, c.play)
			if strings.Join(lines, "\n") != strings.Join(wantLines, "\n") {
				t.Errorf("announcements:\n%s\nwant:\n%s", strings.Join(lines, "\n"), strings.Join(wantLines, "\n"))
			}
			if got := uciOf(g.Moves); got != appendixCUCI {
				t.Errorf("record: %s want %s", got, appendixCUCI)
			}
		})
	}
}

// --resume goes on with the game in the record: the board stands at the
// position after ten half-moves, the record holds those ten, and play
// announces the rest and completes the record.
func TestPlayResume(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	full := strings.Fields(appendixCUCI)
	start := notation.StartPosition()
	g := notation.NewGame()
	p := start
	for _, u := range full[:10] {
		m, err := notation.ParseMove(&p, u, nil)
		if err != nil {
			t.Fatal(err)
		}
		g.Moves = append(g.Moves, m)
		p.Play(m)
	}
	record := filepath.Join(dir, "record.pgn")
	var b strings.Builder
	if err := notation.WritePGN(&b, g, notation.Format{}); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(record, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	// The rest of the game, from the position after ten half-moves.
	rest := notation.NewGame()
	rest.Start = p
	q := p
	for _, u := range full[10:] {
		m, err := notation.ParseMove(&q, u, nil)
		if err != nil {
			t.Fatal(err)
		}
		rest.Moves = append(rest.Moves, m)
		q.Play(m)
	}
	restPGN := filepath.Join(dir, "rest.pgn")
	b.Reset()
	if err := notation.WritePGN(&b, rest, notation.Format{}); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(restPGN, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("../../testdata/appendix-c.announce.txt")
	if err != nil {
		t.Fatal(err)
	}
	wantLines := strings.Split(strings.TrimSpace(string(want)), "\n")[10:]
	lines, got := followGame(t, "dgt", restPGN, len(wantLines), nil, []string{"--record", record, "--resume"})
	if strings.Join(lines, "\n") != strings.Join(wantLines, "\n") {
		t.Errorf("announcements after resuming:\n%s\nwant:\n%s", strings.Join(lines, "\n"), strings.Join(wantLines, "\n"))
	}
	if uciOf(got.Moves) != appendixCUCI {
		t.Errorf("record after resuming: %s", uciOf(got.Moves))
	}
}
