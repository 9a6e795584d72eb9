package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/spf13/cobra"

	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/phonetic"
	"github.com/rochade/rochade/voices"
)

// Whole words that only one language of the messages uses.
var (
	englishOnly = []string{"the", "is", "not", "and", "has", "holds", "already", "give", "Wrote", "phrase", "phrases",
		"folder", "problem", "problems", "fine", "Warning", "Closest", "cannot", "there", "moves", "played", "Cable", "client"}
	germanOnly = []string{"der", "die", "das", "ist", "nicht", "und", "hat", "kein", "keine", "schon", "geschrieben",
		"Aufnahme", "Aufnahmen", "Ordner", "Mangel", "Mängel", "Hinweis", "Stimme", "Brett", "gibt", "angeben", "Züge", "Kabel"}
)

// noWord fails when text holds one of words as a whole word.
func noWord(t *testing.T, what, text string, words []string) {
	t.Helper()
	for _, w := range words {
		// A word of a file name (phrases.txt, /tmp/…/pack) is no word.
		if regexp.MustCompile(`(^|[^\pL/.])` + regexp.QuoteMeta(w) + `($|[^\pL./]|\.($|[^\pL]))`).MatchString(text) {
			t.Errorf("%s: %q is of the other language:\n%s", what, w, text)
		}
	}
}

// lastLine returns the last line of s that is not empty.
func lastLine(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return lines[len(lines)-1]
}

// Issue 11, point 12: board detect, board emulate and voices new, tidy,
// check and list print in one language.
func TestOneLanguagePerRunBoardAndVoices(t *testing.T) {
	t.Parallel()
	for _, lang := range []string{"en", "de"} {
		other := germanOnly
		if lang == "de" {
			other = englishOnly
		}
		dir := filepath.Join(t.TempDir(), "pack")
		say := func(what, text string) {
			t.Helper()
			if strings.TrimSpace(text) == "" {
				t.Errorf("%s %s: nothing printed", lang, what)
			}
			noWord(t, lang+" "+what, text, other)
		}
		errText := func(err error) string {
			if err == nil {
				return ""
			}
			return err.Error()
		}
		// voices new, twice, and with values it refuses.
		out, _, err := run(t, "", "--lang-ui", lang, "voices", "new", dir)
		if err != nil {
			t.Fatal(err)
		}
		say("voices new", out)
		_, _, err = run(t, "", "--lang-ui", lang, "voices", "new", dir)
		say("voices new again", errText(err))
		for _, args := range [][]string{{"--rate", "5"}, {"--espeak", "de", "--wpm", "5"}, {"--wpm", "200"}} {
			_, _, err = run(t, "", append([]string{"--lang-ui", lang, "voices", "new", dir + "2"}, args...)...)
			say(fmt.Sprint("voices new ", args), errText(err))
		}
		// voices check of a pack without recordings: the problems are the
		// package's sentences; the closing line and the error are the
		// run's language.
		out, _, err = run(t, "", "--lang-ui", lang, "voices", "check", dir)
		say("voices check summary", lastLine(out))
		say("voices check error", errText(err))
		_, _, err = run(t, "", "--lang-ui", lang, "voices", "check", filepath.Join(dir, "none"))
		say("voices check of no folder", errText(err))
		// The built-in voice, with its pairs.
		out, _, err = run(t, "", "--lang-ui", lang, "voices", "check", "--pairs=1")
		if err != nil {
			t.Fatal(err)
		}
		pairs := 0
		for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
			if strings.HasPrefix(l, "Closest ") || strings.HasPrefix(l, "Am ähnlichsten (") {
				pairs++
				if lang == "de" != strings.HasPrefix(l, "Am ähnlichsten (") {
					t.Errorf("%s: %q", lang, l)
				}
				continue
			}
			say("voices check of the built-in voice", l)
		}
		if pairs != 5 {
			t.Errorf("%s: %d lines of pairs:\n%s", lang, pairs, out)
		}
		out, _, _ = run(t, "", "--lang-ui", lang, "voices", "list", dir)
		say("voices list", out)
		_, _, err = run(t, "", "--lang-ui", lang, "voices", "tidy", "--eq", "loud", dir)
		say("voices tidy --eq loud", errText(err))
		_, _, err = run(t, "", "--lang-ui", lang, "voices", "tidy", filepath.Join(dir, "none"))
		say("voices tidy of no folder", errText(err))
		// board detect and board emulate.
		_, _, err = run(t, "", "--lang-ui", lang, "board", "detect", "--protocol", "xx")
		say("board detect --protocol xx", errText(err))
		for _, args := range [][]string{{"--protocol", "xx"}, {"--protocol", "auto"}, {"--speed", "0"},
			{"--protocol", "millennium", "--clock", "300+3"}, {"--wait", "-1s"}} {
			_, _, err = run(t, "", append([]string{"--lang-ui", lang, "board", "emulate"}, args...)...)
			say(fmt.Sprint("board emulate ", args), errText(err))
		}
		p := ui.New(ui.Lang(lang))
		say("no ports", p.Sprintf(ui.BoardNoPorts, "/dev/ttyACM0"))
		say("no answer", p.Sprintf(ui.BoardNoAnswer, "/dev/ttyACM0"))
		say("found", p.Sprintf(ui.BoardFound, "DGT", "/dev/ttyACM0"))
	}
}

// The emulator's lines about the game are in the run's language, and the
// count agrees with its noun.
func TestEmulateGameLinesInGerman(t *testing.T) {
	needsEmulator(t)
	game := filepath.Join(t.TempDir(), "g.pgn")
	writeFile(t, game, "1. e4 *\n")
	_, errOut, err := run(t, "", "--lang-ui", "de", "board", "emulate", "--protocol", "dgt", "--game", game,
		"--wait", "0s", "--speed", "20", "--exit-when-done")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Kein Programm hat sich verbunden; es geht trotzdem weiter.\n", "1 Zug gespielt.\n"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("lacks %q:\n%s", want, errOut)
		}
	}
	noWord(t, "emulate in German", errOut, englishOnly)
	_, _, err = run(t, "", "--lang-ui", "de", "board", "emulate", "--protocol", "dgt", "--game", filepath.Join(t.TempDir(), "none.pgn"))
	if err == nil || !strings.Contains(err.Error(), "none.pgn") {
		t.Errorf("a missing game file: %v", err)
	}
	noWord(t, "a missing game file", err.Error(), englishOnly)
}

// The help of the board and voices commands is German with --lang-ui de:
// no sentence of the English text, every flag line translated.
func TestGermanHelpBoardAndVoices(t *testing.T) {
	for _, c := range []struct {
		path    []string
		english string
	}{
		{[]string{"board", "detect"}, "Asks the serial ports"},
		{[]string{"board", "emulate"}, "Runs a virtual board"},
		{[]string{"voices"}, "A voice pack is a folder"},
		{[]string{"voices", "list"}, "Show the built-in voice"},
		{[]string{"voices", "check"}, "Check a voice pack"},
		{[]string{"voices", "new"}, "Writes DIR/voice.json"},
		{[]string{"voices", "tidy"}, "Trims the silence"},
	} {
		de, _, err := run(t, "", append([]string{"--lang-ui", "de"}, append(c.path, "--help")...)...)
		if err != nil {
			t.Fatal(err)
		}
		en, _, _ := run(t, "", append([]string{"--lang-ui", "en"}, append(c.path, "--help")...)...)
		for _, w := range []string{"(default ", "[flags]", "Flags:", "Usage:"} {
			if strings.Contains(de, w) {
				t.Errorf("%v: %q in the German help:\n%s", c.path, w, de)
			}
		}
		if !strings.Contains(en, c.english) || strings.Contains(de, c.english) {
			t.Errorf("%v: the English text %q in en %v, in de %v", c.path, c.english,
				strings.Contains(en, c.english), strings.Contains(de, c.english))
		}
		for _, line := range strings.Split(en, "\n") {
			if strings.HasPrefix(strings.TrimSpace(line), "-") && strings.Contains(de, line) {
				t.Errorf("%v: flag line not translated: %q", c.path, line)
			}
		}
	}
	de, _, _ := run(t, "", "--lang-ui", "de", "--help")
	if !strings.Contains(de, "die Version von rochade ausgeben") {
		t.Errorf("--version is not explained in German:\n%s", de)
	}
}

// Issue 11, point 13: voices new --help names the recording formats.
func TestVoicesNewHelpNamesFormats(t *testing.T) {
	for _, lang := range []string{"en", "de"} {
		out, _, _ := run(t, "", "--lang-ui", lang, "voices", "new", "--help")
		for _, f := range []string{"WAV", "FLAC", "Ogg Vorbis"} {
			if !strings.Contains(out, f) {
				t.Errorf("%s: voices new --help does not name %s:\n%s", lang, f, out)
			}
		}
	}
}

var flagWord = regexp.MustCompile(`--[a-z][a-z-]*[a-z]`)

// badFlags returns the "--flag" words of text that name no flag of the
// command they belong to: the command named by the last "rochade ..."
// before them on the same line, else def.
func badFlags(root, def *cobra.Command, text string) []string {
	var bad []string
	for _, line := range strings.Split(text, "\n") {
		for _, m := range flagWord.FindAllStringIndex(line, -1) {
			c := def
			if i := strings.LastIndex(line[:m[0]], "rochade"); i >= 0 {
				c = root
				for _, w := range strings.Fields(line[i+len("rochade") : m[0]]) {
					sub, _, err := c.Find([]string{w})
					if err != nil || sub == c {
						break
					}
					c = sub
				}
			}
			name := line[m[0]+2 : m[1]]
			c.InitDefaultHelpFlag()
			c.InitDefaultVersionFlag()
			if c.Flags().Lookup(name) == nil && c.InheritedFlags().Lookup(name) == nil {
				bad = append(bad, c.CommandPath()+" --"+name)
			}
		}
	}
	return bad
}

// Issue 11, point 13: board detect (its help and its messages) suggests
// only flags that exist, on the command it names.
func TestBoardDetectSuggestsRealFlags(t *testing.T) {
	root := newRootCmd()
	detect, _, err := root.Find([]string{"board", "detect"})
	if err != nil {
		t.Fatal(err)
	}
	// The walker itself finds a flag that is not there.
	if bad := badFlags(root, detect, "name the port with --board PATH\nrochade play --boards X"); len(bad) != 2 {
		t.Fatalf("the walker found %v", bad)
	}
	type text struct {
		def  *cobra.Command // the command a flag without "rochade ..." before it belongs to
		text string
	}
	texts := map[string]text{}
	for _, lang := range []string{"en", "de"} {
		for _, name := range []string{"detect", "emulate"} {
			c, _, err := root.Find([]string{"board", name})
			if err != nil {
				t.Fatal(err)
			}
			out, _, err := run(t, "", "--lang-ui", lang, "board", name, "--help")
			if err != nil {
				t.Fatal(err)
			}
			texts[lang+" "+name+" --help"] = text{c, out}
		}
		// What detect says on this computer (most likely that there is
		// no serial port), and what it says elsewhere.
		out, errOut, err := run(t, "", "--lang-ui", lang, "board", "detect", "--protocol", "dgt")
		if err != nil {
			errOut += err.Error()
		}
		texts[lang+" detect"] = text{detect, out + errOut}
		p := ui.New(ui.Lang(lang))
		texts[lang+" no ports"] = text{detect, p.Sprintf(ui.BoardNoPorts, examplePort())}
		texts[lang+" no answer"] = text{detect, p.Sprintf(ui.BoardNoAnswer, examplePort())}
	}
	flags := 0
	for what, x := range texts {
		flags += len(flagWord.FindAllString(x.text, -1))
		if bad := badFlags(root, x.def, x.text); len(bad) > 0 {
			t.Errorf("%s names flags that do not exist: %v\n%s", what, bad, x.text)
		}
	}
	if flags < 20 {
		t.Errorf("only %d flags named in all: the texts are not what they should be", flags)
	}
}

// Issue 11, point 15: phrases.txt names the pack's real folder, voices
// new makes clips/, and the count agrees with its noun.
func TestVoicesNewFolderAndPhrases(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "my pack")
	out, _, err := run(t, "", "voices", "new", dir)
	if err != nil {
		t.Fatal(err)
	}
	list, err := os.ReadFile(filepath.Join(dir, voices.PhraseListName))
	if err != nil {
		t.Fatal(err)
	}
	quoted := "'" + dir + "'"
	for _, want := range []string{"rochade voices tidy " + quoted + ", and: rochade voices check " + quoted + "\n", "WAV, FLAC or Ogg Vorbis"} {
		if !strings.Contains(string(list), want) {
			t.Errorf("phrases.txt lacks %q:\n%.400s", want, list)
		}
	}
	if strings.Contains(string(list), "DIR") {
		t.Errorf("phrases.txt names the placeholder DIR:\n%.400s", list)
	}
	if st, err := os.Stat(filepath.Join(dir, "clips")); err != nil || !st.IsDir() {
		t.Errorf("no clips folder: %v", err)
	}
	m, err := voices.ReadManifest(os.DirFS(dir), ".")
	if err != nil {
		t.Fatal(err)
	}
	if want := fmt.Sprintf(": %d phrases to record, into %s\n", len(m.Clips), filepath.Join(dir, "clips")+string(filepath.Separator)); !strings.HasSuffix(out, want[:len(want)-1]+".\n") {
		t.Errorf("voices new says %q, want the end %q", out, want)
	}
	// A plain name stays unquoted.
	plain := filepath.Join(t.TempDir(), "pack")
	if _, _, err := run(t, "", "voices", "new", plain); err != nil {
		t.Fatal(err)
	}
	if list, _ := os.ReadFile(filepath.Join(plain, voices.PhraseListName)); !strings.Contains(string(list), "rochade voices check "+plain+"\n") {
		t.Errorf("phrases.txt of %s:\n%.400s", plain, list)
	}
}

// Counts agree with their nouns in every message that counts, in both
// languages.
func TestMessagesCountsAgree(t *testing.T) {
	for _, c := range []struct {
		lang      ui.Lang
		key       ui.Key
		one, many string
	}{
		{ui.English, ui.VoicesWrote, "1 phrase to record", "2 phrases to record"},
		{ui.German, ui.VoicesWrote, "1 Text zum", "2 Texte zum"},
		{ui.English, ui.VoicesSpeaking, "1 phrase with", "2 phrases with"},
		{ui.English, ui.VoicesPackProblems, "has 1 problem,", "has 2 problems,"},
		{ui.German, ui.VoicesPackProblems, "hat 1 Mangel,", "hat 2 Mängel,"},
		{ui.English, ui.VoicesSummaryBad, "has 1 problem.", "has 2 problems."},
		{ui.English, ui.EmulateAllPlayed, "1 move played.", "All 2 moves played."},
		{ui.German, ui.EmulateAllPlayed, "1 Zug gespielt.", "Alle 2 Züge gespielt."},
	} {
		p := ui.New(c.lang)
		args := func(n int) []any {
			switch c.key {
			case ui.VoicesWrote:
				return []any{"a", "b", n, "c"}
			case ui.VoicesSpeaking:
				return []any{n, "de"}
			case ui.EmulateAllPlayed:
				return []any{n}
			}
			return []any{"p", n}
		}
		if s := p.Plural(c.key, 1, args(1)...); !strings.Contains(s, c.one) {
			t.Errorf("%s %s, 1: %q", c.lang, c.key, s)
		}
		if s := p.Plural(c.key, 2, args(2)...); !strings.Contains(s, c.many) {
			t.Errorf("%s %s, 2: %q", c.lang, c.key, s)
		}
	}
}

// Issue 11, point 15: voices new refuses a sample rate or a speed that
// cannot work, with a sentence, before anything is written.
func TestVoicesNewRefusesRateAndWPM(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--rate", "0"}, "--rate 0 cannot be used: give a sample rate from 8000 to 48000 Hz"},
		{[]string{"--rate", "7999"}, "--rate 7999 cannot be used"},
		{[]string{"--rate", "192000"}, "--rate 192000 cannot be used"},
		{[]string{"--rate", "-16000"}, "--rate -16000 cannot be used"},
		{[]string{"--espeak", "de", "--wpm", "0"}, "--wpm 0 is outside what espeak-ng can speak: give 80 to 450 words per minute"},
		{[]string{"--espeak", "de", "--wpm", "79"}, "--wpm 79 is outside"},
		{[]string{"--espeak", "de", "--wpm", "451"}, "--wpm 451 is outside"},
		{[]string{"--wpm", "200"}, "--wpm sets the speed of espeak-ng"},
	} {
		dir := filepath.Join(t.TempDir(), "pack")
		_, _, err := run(t, "", append([]string{"voices", "new", dir}, c.args...)...)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v", c.args, err)
		}
		if _, err := os.Stat(dir); err == nil {
			t.Errorf("%v: %s was made", c.args, dir)
		}
	}
	for _, rate := range []string{"8000", "48000"} {
		if _, _, err := run(t, "", "voices", "new", filepath.Join(t.TempDir(), "pack"), "--rate", rate); err != nil {
			t.Errorf("--rate %s: %v", rate, err)
		}
	}
}

// A voice's missing clips are named in the run's language.
func TestVoiceErrorInGerman(t *testing.T) {
	err := fmt.Errorf("speaking: %w", &voices.MissingError{Tokens: []phonetic.Token{phonetic.King, phonetic.FileA}})
	got := ui.New(ui.German).Say(err)
	if want := `der Stimme fehlt die Aufnahme für "König" (king), "Anna" (file_a); rochade voices check nennt jede fehlende Aufnahme`; got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	// Another error is worded by its kind, never in its English text.
	if got := ui.New(ui.German).Say(os.ErrClosed); got != "die Verbindung ist geschlossen" {
		t.Errorf("another error: %s", got)
	}
}

// The emulator's answers to command lines it cannot do are in the run's
// language where it says what went wrong.
func TestEmulateCommandErrorsInGerman(t *testing.T) {
	needsEmulator(t)
	for _, c := range []struct {
		lang string
		want []string
	}{
		{"de", []string{`nicht ausführbar: "fly to the moon": unbekannter Befehl; button N, position FEN, move ZUG, unplug oder plug verwenden` + "\n",
			`nicht ausführbar: "button 1": dieses Brett hat keine Uhr; den Emulator mit --clock starten` + "\n"}},
		{"en", []string{`cannot do "fly to the moon": unknown command; use button N, position FEN, move MOVE, unplug or plug` + "\n",
			`cannot do "button 1": this board has no clock; start the emulator with --clock` + "\n"}},
	} {
		root := newRootCmd()
		var out, errOut strings.Builder
		root.SetOut(&out)
		root.SetErr(&errOut)
		root.SetIn(strings.NewReader("fly to the moon\nbutton 1\n"))
		root.SetArgs([]string{"--lang-ui", c.lang, "board", "emulate", "--protocol", "dgt", "--wait", "0s"})
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		err := root.ExecuteContext(ctx)
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range c.want {
			if !strings.Contains(errOut.String(), w) {
				t.Errorf("%s: lacks %q:\n%s", c.lang, w, errOut.String())
			}
		}
	}
}

// The problems voices check finds are said in the run's language.
func TestVoicesCheckProblemsInGerman(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "pack")
	if err := os.CopyFS(dir, voices.DefaultFS()); err != nil {
		t.Fatal(err)
	}
	m, err := voices.ReadManifest(os.DirFS(dir), ".")
	if err != nil {
		t.Fatal(err)
	}
	var kept []voices.ClipEntry
	for _, c := range m.Clips {
		if c.Token != "king" {
			kept = append(kept, c)
		}
	}
	m.Clips = kept
	if err := voices.WriteManifest(dir, m); err != nil {
		t.Fatal(err)
	}
	out, _, err := run(t, "", "--lang-ui", "de", "voices", "check", dir)
	if err == nil || !strings.Contains(out, `king: keine Aufnahme im Manifest (es sagt "König")`) || strings.Contains(out, "no clip in the manifest") {
		t.Errorf("voices check in German: %v\n%s", err, out)
	}
	out, _, _ = run(t, "", "--lang-ui", "en", "voices", "check", dir)
	if !strings.Contains(out, `king: no clip in the manifest (it says "König")`) {
		t.Errorf("voices check in English:\n%s", out)
	}
}
