package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rochade/rochade/cmd/internal/web/browsertest"
)

func TestMain(m *testing.M) {
	// The language of the messages follows the environment; the tests
	// start from none and set it where they need it.
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"} {
		os.Unsetenv(v)
	}
	// No settings file of the user's: each test names its own.
	cfg, err := os.MkdirTemp("", "rochade-config-")
	if err != nil {
		panic(err)
	}
	os.Setenv("XDG_CONFIG_HOME", cfg)
	// Nor a data folder of the user's: rescue files and journals of the
	// record go to one of the tests' own.
	data, err := os.MkdirTemp("", "rochade-data-")
	if err != nil {
		panic(err)
	}
	os.Setenv("XDG_DATA_HOME", data)
	code := m.Run()
	browsertest.Close() // the live page's tests share one browser
	os.RemoveAll(cfg)
	os.RemoveAll(data)
	os.Exit(code)
}

// words that only one of the two languages prints.
var (
	englishWords = []string{"Game ", "Result", "not finished", "wins", "Draw offered", "holds no game", "Rendered", "speech", "against"}
	germanWords  = []string{"Partie ", "Ergebnis", "nicht beendet", "gewinnt", "Remis angeboten", "enthält keine Partie", "Gesprochen", "Sprache", "gegen"}
)

func noWordOf(t *testing.T, what, text string, words []string) {
	t.Helper()
	for _, w := range words {
		if strings.Contains(text, w) {
			t.Errorf("%s: %q in the wrong language:\n%s", what, w, text)
		}
	}
}

// Issue 11, point 12: one language per run.
func TestOneLanguagePerRun(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.pgn")
	writeFile(t, empty, "")
	pgn := "../../testdata/appendix-c.pgn"
	for _, lang := range []string{"en", "de"} {
		other := germanWords
		if lang == "de" {
			other = englishWords
		}
		out, _, err := run(t, "", "--lang-ui", lang, "announce", pgn)
		if err != nil {
			t.Fatal(err)
		}
		noWordOf(t, lang+" announce", out, other)
		_, _, err = run(t, "", "announce", "--lang-ui", lang, empty)
		noWordOf(t, lang+" empty", err.Error(), other)
		out, errOut, _ := run(t, "", "render", "--lang-ui", lang, filepath.Join(dir, lang), pgn)
		noWordOf(t, lang+" render", out+errOut, other)
	}
	out, _, _ := run(t, "", "--lang-ui", "de", "announce", pgn)
	for _, want := range []string{"Partie 1, FIDE Laws of Chess, Appendix C, sample game.\n", "1. Weiß, e4: Eva vier\n",
		"Remis angeboten mit Zug 11, Kb1.\n", "Ergebnis: *, die Partie ist nicht beendet.\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("German listing lacks %q:\n%s", want, out)
		}
	}
	out, _, _ = run(t, "", "--lang-ui", "en", "announce", pgn)
	if !strings.Contains(out, "1. White, e4: Eva vier\n") {
		t.Errorf("English listing:\n%s", out)
	}
	// The environment chooses when the flag is not given; LC_ALL first.
	t.Setenv("LANG", "de_DE.UTF-8")
	if _, _, err := run(t, "", "announce", empty); err == nil || !strings.Contains(err.Error(), "enthält keine Partie") {
		t.Errorf("LANG=de_DE: %v", err)
	}
	t.Setenv("LC_ALL", "C")
	if _, _, err := run(t, "", "announce", empty); err == nil || !strings.Contains(err.Error(), "holds no game") {
		t.Errorf("LC_ALL=C: %v", err)
	}
	if _, _, err := run(t, "", "--lang-ui", "xx", "announce", empty); err == nil || !strings.Contains(err.Error(), "de, en") {
		t.Errorf("--lang-ui xx: %v", err)
	}
}

// Issue 11, point 13: --lang is the input language and --out-lang the
// output language everywhere; argument errors are sentences.
func TestFlagsAgree(t *testing.T) {
	in := "1. e4 e5 2. Sf3 Sc6 *\n"
	out, _, err := run(t, in, "braille", "--format", "text", "--lang", "de", "--out-lang", "fr", "-")
	if err != nil || !strings.Contains(out, "Cf3") {
		t.Errorf("braille --lang de --out-lang fr: %v\n%s", err, out)
	}
	out, _, err = run(t, in, "braille", "--format", "text", "--in-lang", "de", "--out-lang", "en", "-")
	if err != nil || !strings.Contains(out, "Nf3") {
		t.Errorf("braille --in-lang (old name): %v\n%s", err, out)
	}
	help, _, _ := run(t, "", "braille", "--help")
	if strings.Contains(help, "in-lang") {
		t.Errorf("the old name is still shown in the help")
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"convert", "--to", "uci"}, "convert needs one PGN file, or - for standard input"},
		{[]string{"convert", "--to", "uci", "a", "b"}, "convert needs one PGN file, or - for standard input"},
		{[]string{"announce"}, "announce needs one PGN file, or - for standard input"},
		{[]string{"braille", "a", "b"}, "braille needs one PGN file, or - for standard input"},
		{[]string{"render", "out"}, "render needs a folder and at least one PGN file"},
	} {
		_, _, err := run(t, "", c.args...)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v", c.args, err)
		}
	}
}

// The help of the commands that have German texts is German: every
// flag, and no English sentence of the English help.
func TestGermanHelp(t *testing.T) {
	for _, c := range []struct{ cmd, english string }{
		{"convert", "Convert reads games"},
		{"announce", "Announce reads games"},
		{"render", "Render reads games"},
		{"braille", "Write the scoresheet"},
	} {
		out, _, err := run(t, "", "--lang-ui", "de", c.cmd, "--help")
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(out, c.english) || !strings.Contains(out, "Optionen:") || strings.Contains(out, "Flags:") {
			t.Errorf("%s --help in German:\n%s", c.cmd, out)
		}
		en, _, _ := run(t, "", "--lang-ui", "en", c.cmd, "--help")
		// Every flag line differs from its English one.
		for _, line := range strings.Split(en, "\n") {
			if strings.HasPrefix(strings.TrimSpace(line), "-") && strings.Contains(out, line) {
				t.Errorf("%s: flag line not translated: %q", c.cmd, line)
			}
		}
		if !strings.Contains(en, c.english) {
			t.Errorf("%s --help in English:\n%s", c.cmd, en)
		}
	}
}

// Errors of the flags are sentences in the run's language that say where
// to look, and quote at most 40 characters of a bad value.
func TestFlagErrors(t *testing.T) {
	_, _, err := run(t, "", "--lang-ui", "de", "convert", "--xyz", "-")
	if err == nil || err.Error() != "die Option --xyz gibt es nicht: rochade convert --help zeigt die Optionen" {
		t.Errorf("unknown flag: %v", err)
	}
	_, _, err = run(t, "", "braille", "--width", strings.Repeat("x", 100), "-")
	if err == nil || !strings.HasPrefix(err.Error(), `"`+strings.Repeat("x", 40)+`…" is no value for --width`) {
		t.Errorf("bad value: %v", err)
	}
}
