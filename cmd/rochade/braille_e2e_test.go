package main

import (
	"io"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/braille/brlttytest"
)

// Issue 27, point 4, on a real BRLTTY: the display shows the game. With
// the default hold (15 s), a notice is shown at once; a move made while a
// notice or an answer is shown reaches the display within a second, with
// the score; an answer asked while another is shown replaces it at once;
// the last answer stays one key away.
//
// Not parallel: it holds the display to a second, and play takes the
// BRLTTY it shows on from the test's environment (BRLAPI_HOST).
func TestBrailleDisplayShowsTheGame(t *testing.T) {
	if _, err := brlttytest.FindBRLTTY(); err != nil {
		t.Fatal(err)
	}
	srv := brlttytest.Start(t, 40)
	emu := startEmu(t, "--protocol", "dgt", "--speed", "3")
	t.Setenv("BRLAPI_HOST", srv.Host)
	play, in, stdout := childWithInput(t, "--lang-ui", "de", "play", "--board", emu.path, "--protocol", "dgt",
		"--clock", "300+3", "--voice", "none", "--braille")
	lines := readLines(stdout)
	srv.WaitFor(func(v string) bool { return strings.HasPrefix(v, "Brett verbunden") }, 30*time.Second)

	// move makes a move and measures from the hand leaving the last
	// piece (the emulator's command done) to the display showing the
	// score with it.
	move := func(san, said, score string) {
		t.Helper()
		emu.do("move " + san)
		start := time.Now()
		srv.WaitFor(func(v string) bool { return strings.TrimRight(v, " ") == score }, time.Second)
		t.Logf("%s: on the display %v after the move was made", san, time.Since(start).Round(time.Millisecond))
		awaitLine(t, lines, 10*time.Second, said, func(l string) bool { return l == said })
	}
	ask := func(prefix string) string {
		t.Helper()
		if _, err := io.WriteString(in, "time\n"); err != nil {
			t.Fatal(err)
		}
		answer := awaitLine(t, lines, 10*time.Second, "an answer to time", func(l string) bool { return strings.HasPrefix(l, prefix) })
		first := string([]rune(answer)[:min(40, len([]rune(answer)))])
		start := time.Now()
		srv.WaitFor(func(v string) bool { return strings.TrimRight(v, " ") == first }, time.Second)
		t.Logf("the answer %q: on the display %v after it was printed", answer, time.Since(start).Round(time.Millisecond))
		return first
	}

	// The notice is shown; a move ends it.
	move("e4", "Eva vier", "1. e4")
	move("e5", "Eva fünf", "1. e4 e5")
	// An answer; another replaces it at once (its clock has moved on).
	ask("Zug 2, Weiß am Zug.")
	time.Sleep(1100 * time.Millisecond)
	second := ask("Zug 2, Weiß am Zug.")
	// A move while the answer is shown.
	move("Nf3", "Springer Felix drei", "2. Nf3")
	// The last answer is one key away: forward at the latest pair.
	srv.Press("FWINRT")
	srv.WaitFor(func(v string) bool { return strings.TrimRight(v, " ") == second }, 5*time.Second)
	srv.Press("BOT")
	srv.WaitFor(func(v string) bool { return strings.TrimRight(v, " ") == "2. Nf3" }, 5*time.Second)
	endPlay(t, play, lines)
}
