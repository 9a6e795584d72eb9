package main

// Issue 30, cases 4 and 6: output never blocks the game, and every
// signal that ends play ends it with the final save. End to end: the
// emulator plays the Appendix C game, play runs as a child process.

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rochade/rochade/cmd/internal/tether"
	"github.com/rochade/rochade/notation"
)

// blockedPlay is a play child whose standard output is a pipe of one
// page (4 KiB) that the test does not read until it says so.
type blockedPlay struct {
	cmd    *exec.Cmd
	in     io.WriteCloser
	out    *os.File // the pipe's reading end
	stderr *syncBuffer
	record string
}

func startBlockedPlay(t *testing.T, args ...string) *blockedPlay {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	// F_SETPIPE_SZ: the smallest pipe Linux makes, one page.
	if _, _, errno := syscall.Syscall(syscall.SYS_FCNTL, w.Fd(), 1031, 4096); errno != 0 {
		t.Fatalf("F_SETPIPE_SZ: %v", errno)
	}
	b := &blockedPlay{out: r, stderr: &syncBuffer{}, record: filepath.Join(t.TempDir(), "games.pgn")}
	b.cmd = exec.Command(os.Args[0], "-test.run=^$")
	b.cmd.Env = append(os.Environ(), audioChildEnv+"="+strings.Join(append([]string{"--lang-ui", "en", "play",
		"--voice", "none", "--record", b.record}, args...), "\x1f"))
	b.cmd.Stdout = w
	b.cmd.Stderr = io.MultiWriter(b.stderr, &testLog{t: t, prefix: "play: "})
	if b.in, err = b.cmd.StdinPipe(); err != nil {
		t.Fatal(err)
	}
	if err := tether.Start(b.cmd); err != nil {
		t.Fatal(err)
	}
	w.Close()
	t.Cleanup(func() {
		r.Close()
		if b.cmd.ProcessState == nil {
			b.cmd.Process.Kill()
			b.cmd.Wait()
		}
	})
	return b
}

// playGame makes the moves of g on the emulator one by one, each once
// the record holds the one before (the test cannot read play's lines).
func (b *blockedPlay) playGame(t *testing.T, emu *emuRun, g *notation.Game) {
	t.Helper()
	for i, m := range g.Moves {
		p := g.Position(i)
		emu.do("move " + p.SAN(m))
		awaitRecord(t, b.record, i+1, 30*time.Second)
	}
}

// fill asks for the board n times: each answer is a long line, more than
// the pipe and play's own queue hold.
func (b *blockedPlay) fill(t *testing.T, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		if _, err := io.WriteString(b.in, "board\n"); err != nil {
			t.Fatal(err)
		}
	}
}

// stop sends sig and waits for play to end; it returns how long that took.
func (b *blockedPlay) stop(t *testing.T, sig os.Signal) time.Duration {
	t.Helper()
	start := time.Now()
	if err := b.cmd.Process.Signal(sig); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- b.cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("play after %v: %v, want exit status 0", sig, err)
		}
	case <-time.After(10 * time.Second):
		t.Fatalf("play still runs 10 s after %v", sig)
	}
	return time.Since(start)
}

// Case 4, stdout a pipe nobody reads: every move is recorded all the
// same, and SIGTERM ends play within 2 s with the final save and the
// closing message.
func TestBlockedOutputHoldsUpNothing(t *testing.T) {
	t.Parallel()
	want := readTestGame(t, "../../testdata/appendix-c.pgn")
	emu := startEmu(t, "--protocol", "dgt", "--speed", "3")
	play := startBlockedPlay(t, "--board", emu.path, "--protocol", "dgt")
	play.fill(t, 300)
	play.playGame(t, emu, want)
	if g := readLastGame(t, play.record); uciOf(g.Moves) != uciOf(want.Moves) {
		t.Errorf("recorded %s\nwant     %s", uciOf(g.Moves), uciOf(want.Moves))
	}
	took := play.stop(t, syscall.SIGTERM)
	t.Logf("SIGTERM to exit with standard output blocked: %v", took)
	if took > 2*time.Second {
		t.Errorf("play ended %v after SIGTERM, with standard output blocked", took)
	}
	if msg := fmt.Sprintf("The game is saved in %s: %d half-moves.", play.record, len(want.Moves)); !strings.Contains(play.stderr.String(), msg) {
		t.Errorf("play did not say %q:\n%s", msg, play.stderr.String())
	}
	if g := readLastGame(t, play.record); uciOf(g.Moves) != uciOf(want.Moves) {
		t.Errorf("after SIGTERM the record holds %s", uciOf(g.Moves))
	}
}

var droppedCount = regexp.MustCompile(`^(\d+) lines were not printed: nothing read the output\.$`)

// Case 4, the reader comes back: it reads the lines play kept, and in
// the place of those it dropped, how many they were; every line is
// either there or counted. Then the game is printed again.
func TestBlockedOutputCountsWhatItDropped(t *testing.T) {
	t.Parallel()
	want := readTestGame(t, "../../testdata/appendix-c.pgn")
	emu := startEmu(t, "--protocol", "dgt", "--speed", "3")
	play := startBlockedPlay(t, "--board", emu.path, "--protocol", "dgt")
	const asked = 300
	play.fill(t, asked)
	play.playGame(t, emu, want)

	lines := readLines(bufio.NewReader(play.out))
	if _, err := io.WriteString(play.in, "time\n"); err != nil {
		t.Fatal(err)
	}
	answers, moves, dropped, counts := 0, 0, 0, 0
	said := map[string]bool{}
	for _, l := range announcementLines(t) {
		said[l] = true
	}
	awaitLine(t, lines, 30*time.Second, "the answer to time", func(l string) bool {
		if m := droppedCount.FindStringSubmatch(l); m != nil {
			n := 0
			fmt.Sscan(m[1], &n)
			dropped += n
			counts++
		}
		switch {
		case strings.HasPrefix(l, "White: "):
			answers++
		case said[l]:
			moves++
		}
		return strings.HasPrefix(l, "Move 11, Black to move.")
	})
	t.Logf("%d answers and %d moves printed, %d lines dropped, said in %d counts", answers, moves, dropped, counts)
	if counts == 0 || answers+moves+dropped != asked+len(want.Moves) {
		t.Errorf("%d answers and %d moves printed, %d lines counted as dropped: want %d in all", answers, moves, dropped, asked+len(want.Moves))
	}
	play.stop(t, syscall.SIGTERM)
}

// Case 6: SIGHUP (the terminal closed, an SSH session dropped) ends play
// as SIGTERM does: within a second, with the final save, saying where
// the game is and how many half-moves it holds.
func TestHangupSavesTheGame(t *testing.T) {
	record := filepath.Join(t.TempDir(), "games.pgn")
	emu := startEmu(t, "--protocol", "dgt", "--speed", "3")
	play := startPlayChild(t, record, "--board", emu.path, "--protocol", "dgt")
	playMoves(t, emu, play, nil, "e4", "e5", "Nf3", "Nc6")
	start := time.Now()
	play.stop(syscall.SIGHUP)
	took := time.Since(start)
	t.Logf("SIGHUP to exit: %v", took)
	if took > time.Second {
		t.Errorf("play ended %v after SIGHUP", took)
	}
	if msg := "The game is saved in " + record + ": 4 half-moves."; !strings.Contains(play.stderr.String(), msg) {
		t.Errorf("play did not say %q:\n%s", msg, play.stderr.String())
	}
	if g := readLastGame(t, record); sans(g) != "e4 e5 Nf3 Nc6" {
		t.Errorf("after SIGHUP the record holds %q", sans(g))
	}
}
