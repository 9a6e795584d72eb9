package main

import (
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/spf13/cobra"

	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/devices"
)

// languageWords are the words only one language writes, each
// language's own (OwnWords, in its catalogue). A line of a run in one
// language must hold none of another language's words (the words two
// languages share do not count).
func languageWords() map[ui.Lang][]string {
	out := map[ui.Lang][]string{}
	for _, l := range ui.Langs() {
		out[l] = l.Language().OwnWords
	}
	return out
}

// wordRe finds the words of a line; flags (--board), commands in
// quotes, paths and the names of boards are no words of a language.
var (
	wordRe    = regexp.MustCompile(`\pL+`)
	notWordRe = regexp.MustCompile("Square Off|--[a-z][a-z0-9-]*|\\pL+(-\\pL+)+|`[^`]*`|\"[^\"]*\"|[\\pL\\pN._-]*/[\\pL\\pN._/*-]*|[\\pL\\pN_-]+\\.[a-z]{2,4}\\b|rochade( [a-z]+)*|\\b[A-Z_]{2,}\\b")
)

// foreignWords returns the words of other languages in line.
func foreignWords(lang ui.Lang, line string) []string {
	own := map[string]bool{}
	words := languageWords()
	for _, w := range words[lang] {
		own[w] = true
	}
	foreign := map[string]ui.Lang{}
	for l, ws := range words {
		if l == lang {
			continue
		}
		for _, w := range ws {
			if !own[w] {
				foreign[w] = l
			}
		}
	}
	var out []string
	for _, w := range wordRe.FindAllString(notWordRe.ReplaceAllString(line, " "), -1) {
		if l, ok := foreign[strings.ToLower(w)]; ok {
			out = append(out, w+" ("+string(l)+")")
		}
	}
	return out
}

func TestForeignWords(t *testing.T) {
	for _, c := range []struct {
		lang ui.Lang
		line string
		want int
	}{
		{ui.English, "Not understood: unknown request \"xyz\"; type help for the list", 0},
		{ui.English, "Unbekannte Anfrage", 2},
		{ui.German, "Nicht verstanden: unknown request \"xyz\"; type help for the list", 3},
		{ui.Russian, "Доска подключена: виртуальная доска демонстрации.", 0},
		{ui.Polish, "Szachownica połączona: the board", 1},
		{ui.Czech, "Šachovnice připojena: --board auto, game.pgn, /dev/ttyACM0", 0},
		{ui.Ukrainian, "На дошці початкова позиція, а партія триває.", 0},
		{ui.Ukrainian, "На доске начальная позиция, а партия идёт.", 1},
	} {
		if got := foreignWords(c.lang, c.line); len(got) != c.want {
			t.Errorf("%s %q: %q, want %d foreign words", c.lang, c.line, got, c.want)
		}
	}
}

var helpMu sync.Mutex

// commandPaths lists every command of rochade, as arguments.
func commandPaths() [][]string {
	var out [][]string
	var walk func(c *cobra.Command, path []string)
	walk = func(c *cobra.Command, path []string) {
		out = append(out, path)
		for _, sub := range c.Commands() {
			walk(sub, append(append([]string{}, path...), sub.Name()))
		}
	}
	root := newRootCmd()
	root.InitDefaultHelpCmd()
	root.InitDefaultCompletionCmd()
	walk(root, nil)
	sort.Slice(out, func(i, j int) bool { return strings.Join(out[i], " ") < strings.Join(out[j], " ") })
	return out
}

// One language per run: every command's help, a PGN file that cannot be
// read, a board that can never be one, and a game on the board emulator
// (requests known, unknown and impossible, the board unplugged and
// plugged in again, a wrong board, a flag fall) print no line with words
// of another language, on standard output nor on standard error, in each
// of the six languages.
func TestOneLanguageEverywhere(t *testing.T) {
	t.Parallel()
	paths := commandPaths()
	if len(paths) < 20 {
		t.Fatalf("only %d commands", len(paths))
	}
	for _, lang := range ui.Langs() {
		t.Run(string(lang), func(t *testing.T) {
			t.Parallel()
			oneLanguageEverywhere(t, lang, paths)
		})
	}
}

// oneLanguageEverywhere runs everything TestOneLanguageEverywhere runs,
// in lang, and checks every line.
func oneLanguageEverywhere(t *testing.T, lang ui.Lang, paths [][]string) {
	var lines []string
	// cobra's template functions are global: one command line
	// in this process at a time.
	helpMu.Lock()
	for _, path := range paths {
		out, _, err := run(t, "", append(append([]string{"--lang-ui", string(lang)}, path...), "--help")...)
		if err != nil {
			t.Errorf("%v --help: %v", path, err)
		}
		for _, l := range strings.Split(out, "\n") {
			lines = append(lines, "rochade "+strings.Join(path, " ")+" --help: "+l)
		}
	}
	lines = append(lines, unreadable(t, lang)...)
	helpMu.Unlock()
	lines = append(lines, scriptedGame(t, lang)...)
	lines = append(lines, applianceLines(t, lang)...)
	bad := 0
	for _, l := range lines {
		if f := foreignWords(lang, l); len(f) > 0 {
			bad++
			t.Errorf("%s: %q: %v", lang, l, f)
		}
	}
	t.Logf("%s: %d lines, %d wrong", lang, len(lines), bad)
}

// unreadable reads a PGN file that cannot be read to its end and plays on
// boards that can never be one (a folder, a device that is no terminal)
// in lang, and returns the lines printed. The reasons are the catalogue's
// in lang.
func unreadable(t *testing.T, lang ui.Lang) []string {
	t.Helper()
	p := ui.New(lang)
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.pgn")
	writeFile(t, bad, "[Event \"a\"]\n\n1. e4 e5 2. Qh9 *\n\n[Event \"b\"]\n\n1. e4 e5 2. Nf3 {a comment\nthat never ends *\n")
	_, stderr, err := run(t, "", "--lang-ui", string(lang), "convert", "--to", "uci", bad)
	if err == nil {
		t.Errorf("%s: a bad PGN file read without error", lang)
	}
	for _, want := range []string{p.Sprintf(ui.MoveOffBoard), p.Sprintf(ui.PGNOpenComment)} {
		if !strings.Contains(stderr, want) {
			t.Errorf("%s: the reasons of the bad file lack %q:\n%s", lang, want, stderr)
		}
	}
	lines := strings.Split(strings.TrimRight(stderr, "\n"), "\n")
	if err != nil {
		lines = append(lines, "error: "+err.Error())
	}
	for _, board := range []string{dir, "/dev/null"} {
		_, _, err := run(t, "", "--lang-ui", string(lang), "play", "--board", board, "--voice", "none")
		if want := p.Say(devices.CheckPath(board)); err == nil || err.Error() != want {
			t.Errorf("%s: play --board %s: %v, want %q", lang, board, err, want)
		}
		if err != nil {
			lines = append(lines, "error: "+err.Error())
		}
	}
	return lines
}

// scriptedGame plays a short game in lang on an emulated Millennium board
// with a clock of 3 s: the requests of the language's help, an unknown
// one and impossible ones, the board unplugged and plugged in again,
// 1. e4, a wrong board (Black's queen through its own pawn), Black's
// flag falling, and the end by SIGTERM. It returns every line play
// printed, standard output and standard error.
func scriptedGame(t *testing.T, lang ui.Lang) []string {
	t.Helper()
	p := ui.New(lang)
	words := p.RequestWords()
	w := func(name string) string { return words[name][0] }
	emu := startEmu(t, "--protocol", "millennium", "--speed", "20")
	defer emu.stop()
	record := t.TempDir() + "/game.pgn"
	stderr := &syncBuffer{}
	cmd, in, out := startChild(t, stderr, "play", "--lang-ui", string(lang), "--voice", "none", "--board", emu.path,
		"--protocol", "millennium", "--clock", "3+0", "--record", record)
	var stdout []string
	var mu sync.Mutex
	done := make(chan struct{})
	go func() {
		defer close(done)
		for l := range readLines(out) {
			mu.Lock()
			stdout = append(stdout, l)
			mu.Unlock()
		}
	}()
	connected, _, _ := strings.Cut(p.Sprintf(ui.PlayBoardConnected, "\x00"), "\x00")
	waitFor(t, stderr, connected, 20*time.Second)
	for _, req := range []string{w("time"), w("help"), w("square") + " e4", "xyz", w("square") + " k9", w("level") + " 25", w("hint"), w("pieces") + " " + w("white")} {
		if _, err := in.Write([]byte(req + "\n")); err != nil {
			t.Fatal(err)
		}
	}
	time.Sleep(500 * time.Millisecond)
	// The board goes away and comes back: the reason is the
	// catalogue's, in the language.
	emu.do("unplug")
	gone, _, _ := strings.Cut(p.Sprintf(ui.PlayBoardDisconnected, "\x00"), "\x00")
	waitFor(t, stderr, gone, 20*time.Second)
	emu.do("plug")
	waitCount(t, stderr, connected, 2, 20*time.Second)
	reasons := []string{p.Sprintf(ui.TransportGone), p.Sprintf(ui.TransportClosed)}
	if !strings.Contains(stderr.String(), gone+reasons[0]) && !strings.Contains(stderr.String(), gone+reasons[1]) {
		t.Errorf("%s: the board went away for none of %q:\n%s", lang, reasons, stderr.String())
	}
	emu.do("move e4")
	time.Sleep(300 * time.Millisecond)
	emu.do("position rnb1kbnr/pppppppp/8/8/4P2q/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2")
	over, _, _ := strings.Cut(p.Sprintf(ui.PlayGameOver, "\x00"), "\x00")
	waitFor(t, stderr, over, 20*time.Second)
	cmd.Process.Signal(syscall.SIGTERM)
	cmd.Wait()
	<-done
	mu.Lock()
	defer mu.Unlock()
	// The answers are there, in the words of the language.
	parse := requestParser(p)
	var want []string
	for _, req := range []string{"xyz", w("square") + " k9", w("level") + " 25"} {
		_, err := parse.Parse(req)
		want = append(want, requestError(p, err))
	}
	want = append(want, helpLines(p, false)...)
	want = append(want, sentence(p.Sprintf(ui.PlayNeedsEngine)))
	for _, l := range want {
		if !strings.Contains(stderr.String(), l+"\n") {
			t.Errorf("%s: no line %q:\n%s", lang, l, stderr.String())
		}
	}
	e4 := map[bool]string{true: "Ева фир", false: "Eva vier"}[lang == ui.Russian || lang == ui.Ukrainian]
	if !slices.Contains(stdout, e4) {
		t.Errorf("%s: 1. e4 is not announced as %q: %q", lang, e4, stdout)
	}
	lines := append([]string{}, stdout...)
	for _, l := range strings.Split(strings.TrimRight(stderr.String(), "\n"), "\n") {
		lines = append(lines, "stderr: "+l)
	}
	return lines
}

// waitCount waits until buf holds want n times.
func waitCount(t *testing.T, buf *syncBuffer, want string, n int, d time.Duration) {
	t.Helper()
	deadline := time.Now().Add(d)
	for strings.Count(buf.String(), want) < n {
		if time.Now().After(deadline) {
			t.Fatalf("%q not %d times after %v:\n%s", want, n, d, buf.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// waitFor waits until buf holds want.
func waitFor(t testing.TB, buf *syncBuffer, want string, d time.Duration) {
	t.Helper()
	deadline := time.Now().Add(d)
	for !strings.Contains(buf.String(), want) {
		if time.Now().After(deadline) {
			t.Fatalf("no %q after %v:\n%s", want, d, buf.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
}
