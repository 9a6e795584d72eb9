package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// Issue 11, point 1: an existing record is never replaced. A run in
// which nothing happens leaves it as it was, byte for byte and with its
// mode; a game played is added after its games.
func TestPlayKeepsAnExistingRecord(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	record := filepath.Join(dir, "club.pgn")
	const old = "[Event \"Club\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n"
	writeFile(t, record, old)
	if err := os.Chmod(record, 0o640); err != nil {
		t.Fatal(err)
	}
	// No board ever answers: the run ends, the record is untouched.
	ctx, cancel := context.WithTimeout(context.Background(), 1500*time.Millisecond)
	defer cancel()
	_, stderr, err := runCtx(t, ctx, "", "play", "--board", "/dev/ttyRochadeMissing0", "--voice", "none", "--record", record)
	if err != nil {
		t.Fatalf("play without a board: %v\n%s", err, stderr)
	}
	fileHolds(t, record, old)
	if fi, err := os.Stat(record); err != nil || fi.Mode().Perm() != 0o640 {
		t.Fatalf("mode after a run without moves: %v, %v", fi.Mode(), err)
	}
	if !strings.Contains(stderr, "holds 1 game; the new game is added after it") {
		t.Errorf("play did not say what happens to the record:\n%s", stderr)
	}

	// A game played: the old game stays byte for byte, the new one follows.
	path := emulateBoard(t, "--protocol", "dgt", "--game", "../../testdata/appendix-c.pgn", "--speed", "3")
	play, _, out := childWithInput(t, "play", "--board", path, "--voice", "none", "--record", record)
	lines := readLines(out)
	awaitLine(t, lines, 90*time.Second, "the last move", func(l string) bool { return l == "König Bella eins" })
	g := stopPlay(t, play, lines, record)
	if uciOf(g.Moves) != appendixCUCI {
		t.Errorf("the new game: %s", uciOf(g.Moves))
	}
	b, err := os.ReadFile(record)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(b), old) {
		t.Errorf("the old game was changed:\n%s", b[:min(len(b), 300)])
	}
	if n := strings.Count(string(b), "[Event "); n != 2 {
		t.Errorf("the record holds %d games", n)
	}
	if fi, err := os.Stat(record); err != nil || fi.Mode().Perm() != 0o640 {
		t.Errorf("mode after the game: %v, %v", fi.Mode(), err)
	}
}

// Issue 11, point 3: a record that cannot be written, or an existing file
// that is not PGN, is refused at the start with a sentence.
func TestPlayRefusesABadRecordAtOnce(t *testing.T) {
	dir := t.TempDir()
	notPGN := filepath.Join(dir, "photo.pgn")
	garbage := "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + strings.Repeat("\x00", 30)
	writeFile(t, notPGN, garbage)
	for _, c := range []struct {
		record, want string
	}{
		{filepath.Join(dir, "no-such-folder", "game.pgn"), "cannot write the record"},
		{notPGN, "is not a PGN file Rochade can add a game to"},
		{dir, "is a folder: --record takes a PGN file"},
	} {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		start := time.Now()
		_, _, err := runCtx(t, ctx, "", "play", "--board", "/dev/ttyRochadeMissing0", "--voice", "none", "--record", c.record, "--lang-ui", "en")
		cancel()
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("--record %s: %v, want an error with %q", c.record, err, c.want)
		} else if took := time.Since(start); took > 2*time.Second {
			t.Errorf("--record %s refused after %v", c.record, took)
		}
		if err != nil && (strings.ContainsAny(err.Error(), "\x00\x1a\r\n")) {
			t.Errorf("the error line has control characters: %q", err)
		}
	}
	fileHolds(t, notPGN, garbage)
}

// Issue 11, point 8: a board path that can never be a board is an error
// at once, in one sentence, not a wait for ever.
func TestPlayBoardThatCanNeverBe(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "notes.txt")
	writeFile(t, file, "hello\n")
	for _, path := range []string{file, dir, "/dev/null", filepath.Join(dir, "typo")} {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		start := time.Now()
		_, _, err := runCtx(t, ctx, "", "play", "--board", path, "--voice", "none")
		cancel()
		if err == nil {
			t.Errorf("--board %s was accepted", path)
			continue
		}
		if took := time.Since(start); took > 2*time.Second {
			t.Errorf("--board %s: refused only after %v", path, took)
		}
		if msg := err.Error(); strings.Count(msg, "\n") > 0 || !strings.Contains(msg, filepath.Base(path)) {
			t.Errorf("--board %s: %q", path, msg)
		}
	}
}

// Issue 11, point 9: with the wrong protocol no board ever connects, so
// none is ever "disconnected": play says once that no board answers and
// keeps trying quietly.
func TestPlayWrongProtocolSaysItOnce(t *testing.T) {
	t.Parallel()
	path := emulateBoard(t, "--protocol", "dgt")
	play, _, out := childWithInput(t, "play", "--board", path, "--protocol", "millennium", "--voice", "none")
	lines := readLines(out)
	time.Sleep(6 * time.Second)
	if err := play.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	var said []string
	for l := range lines {
		said = append(said, l)
	}
	if err := play.Wait(); err != nil {
		t.Errorf("play after SIGTERM: %v", err)
	}
	if n := strings.Count(strings.Join(said, "\n"), "The board does not answer."); n != 1 {
		t.Errorf("said %d times that no board answers: %q", n, said)
	}
	for _, l := range said {
		if strings.Contains(l, "Board disconnected") {
			t.Errorf("a board that never connected was said to be disconnected: %q", said)
			break
		}
	}
}
