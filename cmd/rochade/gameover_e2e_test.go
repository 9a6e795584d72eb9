package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/cmd/internal/ui/spoken"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
	"github.com/rochade/rochade/voices/speech"
)

// After mate and after a flag, hint, eval and takeback say that the game
// is over, in each of the six languages: the printed answer is the game's
// end and its result in the run's language, the notice on standard error
// too, and the speech holds the answer's phrase from the language's pack
// (German: the words of the default voice).
func TestGameOverAnswersInEveryLanguage(t *testing.T) {
	foolsMate := notation.NewGame()
	p := foolsMate.Start
	for _, san := range []string{"f3", "e5", "g4"} {
		m, err := notation.ParseMove(&p, san, nil)
		if err != nil {
			t.Fatal(err)
		}
		foolsMate.Moves = append(foolsMate.Moves, m)
		p.Play(m)
	}
	for _, lang := range ui.Langs() {
		for _, how := range []string{"mate", "flag"} {
			t.Run(string(lang)+"/"+how, func(t *testing.T) {
				t.Parallel()
				gameOverAnswers(t, lang, how, foolsMate)
			})
		}
	}
}

func gameOverAnswers(t *testing.T, lang ui.Lang, how string, foolsMate *notation.Game) {
	dir := t.TempDir()
	emu := startEmulator(t, "--protocol", "dgt", "--speed", "4", "--seed", "3")
	args := []string{"--lang-ui", string(lang), "play", "--board", emu.path, "--protocol", "dgt",
		"--engine", "stockfish", "--movetime", "100ms", "--wav", filepath.Join(dir, "speech.wav")}
	switch how {
	case "mate":
		// 1. f3 e5 2. g4 against the computer: the player (Black) mates
		// with Qh4#.
		record := filepath.Join(dir, "game.pgn")
		if err := os.WriteFile(record, []byte("[Event \"?\"]\n\n1. f3 e5 2. g4 *\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		args = append(args, "--record", record, "--resume", "--side", "black")
	case "flag":
		// The player's (White's) three seconds run out before the first
		// move.
		args = append(args, "--clock", "3+0", "--side", "white")
	}
	var errOut syncBuf
	play, in, out := startChild(t, io.MultiWriter(&errOut, &testLog{t: t, prefix: "play: "}), args...)
	lines := readLines(out)

	pr := ui.New(lang)
	render := func(l announce.Line) (string, []speech.Word) {
		if r := spoken.New(lang, phonetic.German); r != nil {
			return r.Render(l)
		}
		return l.Text(phonetic.German), speech.Tokens(l.Words)
	}
	result, _ := render(announce.Result("0-1"))
	if how == "mate" {
		// The board shows the resumed game's position; the player mates.
		final := foolsMate.Final()
		emu.do(t, "position "+final.FEN(), 30*time.Second)
		emu.do(t, "move d8h4", 30*time.Second)
	}
	awaitLine(t, lines, 60*time.Second, "the result", func(l string) bool { return l == result })

	want, words := render(announce.Sentences(announce.GameOver(), announce.Result("0-1")))
	notice := pr.Sprintf(ui.PlayAlreadyOver, resultText(pr, "0-1"))
	for _, req := range []string{"hint", "eval", "takeback"} {
		if _, err := io.WriteString(in, req+"\n"); err != nil {
			t.Fatal(err)
		}
		if got := awaitLine(t, lines, 20*time.Second, "the answer to "+req, func(string) bool { return true }); got != want {
			t.Errorf("%s after the %s: %q, want %q", req, how, got, want)
		}
	}
	// The notice, once for each request, in the run's language; nothing
	// about the engine.
	deadline := time.Now().Add(10 * time.Second)
	for strings.Count(errOut.String(), notice) < 3 && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	if n := strings.Count(errOut.String(), notice); n != 3 {
		t.Errorf("the notice %q was printed %d times, want 3:\n%s", notice, n, errOut.String())
	}
	if engine := pr.Sprintf(ui.PlayEngineFailed, ""); strings.Contains(errOut.String(), strings.TrimSpace(strings.Split(engine, ":")[0])) {
		t.Errorf("the engine was said to fail:\n%s", errOut.String())
	}

	// The speech holds the answer, from the language's pack.
	var prompts *speechPack
	if lang != ui.German {
		prompts = &speechPack{lang: lang}
	}
	ph := prompts.phrase(t, words)
	wav := filepath.Join(dir, "speech.wav")
	endPlay(t, play, lines) // the WAV file is written at the end
	if data := wavData(t, wav); !bytes.Contains(data, ph) {
		t.Errorf("the speech (%d samples) does not hold the answer %q (%d samples)", len(data)/2, want, len(ph)/2)
	}
}

// speechPack renders words as play speaks them: tokens in the default
// voice, prompts from the built-in pack of lang (nil: no pack, German).
type speechPack struct{ lang ui.Lang }

func (s *speechPack) phrase(t *testing.T, words []speech.Word) []byte {
	t.Helper()
	o := speech.Options{Voice: "default", Gap: defaultGap, Pause: defaultPause, Speed: 1, Volume: 1}
	if s != nil {
		pack, err := spoken.BuiltIn(s.lang)
		if err != nil {
			t.Fatal(err)
		}
		o.Prompts = pack
	}
	sp, err := speech.LoadSpeakers(o)
	if err != nil {
		t.Fatal(err)
	}
	ph, err := sp.Words(notation.White, words)
	if err != nil {
		t.Fatal(err)
	}
	return phraseBytes(ph.AppendSamples(nil))
}
