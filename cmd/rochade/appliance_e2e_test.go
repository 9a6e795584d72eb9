package main

import (
	"bufio"
	"bytes"
	"context"
	"html"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/cmd/internal/keypad"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/cmd/internal/ui/spoken"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
	"github.com/rochade/rochade/voices/speech"
)

// applianceRun is a running rochade appliance with its keypad (a FIFO).
type applianceRun struct {
	t      testing.TB
	lines  <-chan string
	keys   *os.File
	stderr *syncBuffer
	stop   func() error // SIGTERM, and the exit
}

// startAppliance starts rochade appliance with the settings file and
// games folder of dir, its keypad the FIFO dir/keypad.
func startAppliance(t testing.TB, dir string, extra ...string) *applianceRun {
	t.Helper()
	return startApplianceEnv(t, dir, nil, extra...)
}

// startApplianceEnv is startAppliance with more variables in the
// child's environment ("NAME=value").
func startApplianceEnv(t testing.TB, dir string, env []string, extra ...string) *applianceRun {
	t.Helper()
	fifo := filepath.Join(dir, "keypad")
	if _, err := os.Stat(fifo); err != nil {
		if err := mkfifo(fifo); err != nil {
			t.Fatal(err)
		}
	}
	stderr := &syncBuffer{}
	cmd, _, out := startChildEnv(t, stderr, env, append([]string{"appliance", "--config", filepath.Join(dir, "rochade.toml"),
		"--keypad", fifo, "--games", filepath.Join(dir, "games")}, extra...)...)
	r := &applianceRun{t: t, lines: readLines(out), stderr: stderr}
	// The FIFO opens once the appliance opens it too.
	keys, err := os.OpenFile(fifo, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { keys.Close() })
	r.keys = keys
	r.stop = func() error {
		if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
			return err
		}
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		select {
		case err := <-done:
			return err
		case <-time.After(2 * time.Second):
			t.Errorf("the appliance did not end within 2 s of SIGTERM; it said on stderr:\n%s", stderr.String())
			return <-done
		}
	}
	return r
}

// await waits for a line that satisfies ok, for 30 s: a start that opens
// the voice for a WAV file took more than 10 s while the games of the
// parallel tests and the browser's took the two cores.
func (r *applianceRun) await(what string, ok func(string) bool) string {
	r.t.Helper()
	timeout := time.After(30 * time.Second)
	var seen []string
	for {
		select {
		case l, open := <-r.lines:
			if !open {
				r.t.Fatalf("the appliance ended before %s; it printed %q; stderr:\n%s", what, seen, r.stderr.String())
			}
			if ok(l) {
				return l
			}
			seen = append(seen, l)
		case <-timeout:
			r.t.Fatalf("no %s after 30 s; the appliance printed %q; stderr:\n%s", what, seen, r.stderr.String())
		}
	}
}

// press taps a key of the keypad and returns the line it makes said.
func (r *applianceRun) press(code uint16) string {
	r.t.Helper()
	// A line said before the key (a keypad found) is not the key's.
	for drained := false; !drained; {
		select {
		case <-r.lines:
		default:
			drained = true
		}
	}
	if _, err := r.keys.Write(keypad.Tap(keypad.RecordSize, code, time.Now())); err != nil {
		r.t.Fatal(err)
	}
	select {
	case l, ok := <-r.lines:
		if !ok {
			r.t.Fatalf("the appliance ended; stderr:\n%s", r.stderr.String())
		}
		return l
	case <-time.After(30 * time.Second):
		// As long as the other waits: beside the parallel games of
		// make test a key's line once took more than 5 s.
		r.t.Fatalf("no line after key %d in 30 s; stderr:\n%s", code, r.stderr.String())
	}
	return ""
}

// pressUntil presses code until the line said begins with prefix.
func (r *applianceRun) pressUntil(code uint16, prefix string) string {
	r.t.Helper()
	var seen []string
	for range 30 {
		l := r.press(code)
		if strings.HasPrefix(l, prefix) {
			return l
		}
		seen = append(seen, l)
	}
	r.t.Fatalf("no line %q by key %d; the appliance said %q", prefix, code, seen)
	return ""
}

// choose steps with key to the item whose line begins with item, enters
// its values, steps with valueKey to value, chooses it and returns the
// line said.
func (r *applianceRun) choose(key uint16, item string, valueKey uint16, value string) string {
	r.t.Helper()
	r.pressUntil(key, item)
	r.press(keypad.KeyKP6)
	r.pressUntil(valueKey, value)
	return r.press(keypad.KeyKPEnter)
}

// savedGame returns the one game of the games folder of dir.
func savedGame(t *testing.T, dir string) *notation.Game {
	t.Helper()
	files := gameFiles(filepath.Join(dir, "games"))
	if len(files) != 1 {
		t.Fatalf("games: %v", files)
	}
	f, err := os.Open(files[0])
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	g, err := notation.NewPGNReader(bufio.NewReader(f)).Next()
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func hasPrefix(prefix string) func(string) bool {
	return func(l string) bool { return strings.HasPrefix(l, prefix) }
}

// The appliance as a blind player uses it alone: started with a settings
// file whose clock cannot be used (named, and the appliance goes on), it
// greets, finds a board that appears 3 s later at the configured path,
// is set to Russian and 15+10 by keys of the keypad, follows moves,
// ends on SIGTERM with the game saved, and greets in Russian when
// started again.
func TestApplianceEndToEnd(t *testing.T) {
	needsEmulator(t)
	t.Parallel()
	dir := t.TempDir()
	board := filepath.Join(dir, "board")
	settingsFile := filepath.Join(dir, "rochade.toml")
	orig := "# The appliance of the club.\nboard = \"" + board + "\" # the DGT board\nprotocol = \"dgt\"\nclock = \"banana\"\nvoice = \"none\"\nmystery = 7\n"
	if err := os.WriteFile(settingsFile, []byte(orig), 0o644); err != nil {
		t.Fatal(err)
	}
	en, ru := ui.New(ui.English), ui.New(ui.Russian)
	ap := startAppliance(t, dir)
	ap.await("the greeting", hasPrefix(en.Sprintf(ui.ApplianceReady)))
	bad := ap.await("the bad clock", func(l string) bool { return strings.Contains(l, "clock") })
	for _, want := range []string{"rochade.toml", "line 4", "banana"} {
		if !strings.Contains(bad, want) {
			t.Errorf("the bad clock's line %q does not say %q", bad, want)
		}
	}
	ap.await("no board yet", hasPrefix(en.Sprintf(ui.ApplianceNoBoard)))
	time.Sleep(3*time.Second - applianceNoBoardAfter)
	_, link, emu, _, _ := emulatorChild(t, "--protocol", "dgt", "--link", board)
	if link != board {
		t.Fatalf("the emulator is at %s, not %s", link, board)
	}
	ap.await("the board found", hasPrefix(en.Sprintf(ui.ApplianceBoardFound, "DGT")))

	// The menu: Enter opens it on its first item.
	if l := ap.press(keypad.KeyKPEnter); !strings.HasPrefix(l, strings.TrimSuffix(en.Sprintf(ui.MenuOpened, ""), " ")) {
		t.Fatalf("Enter says %q", l)
	}
	if l := ap.choose(keypad.KeyKP2, en.Sprintf(ui.SettingLanguage)+": English", keypad.KeyKP2, "Русский"); l != ru.Sprintf(ui.MenuSaved, ru.Sprintf(ui.SettingLanguage), "Русский") {
		t.Errorf("saving Russian says %q", l)
	}
	if l := ap.choose(keypad.KeyKP8, ru.Sprintf(ui.SettingClock)+":", keypad.KeyKP2, "15+10"); l != ru.Sprintf(ui.MenuSaved, ru.Sprintf(ui.SettingClock), "15+10") {
		t.Errorf("saving 15+10 says %q", l)
	}
	if l := ap.press(keypad.KeyBackspace); l != ru.Sprintf(ui.MenuClosed) {
		t.Errorf("Backspace says %q", l)
	}
	// Moves, announced in Russian (Appendix D's words in Cyrillic).
	for _, m := range []string{"e4", "e5", "Nf3"} {
		if _, err := emu.Write([]byte("move " + m + "\n")); err != nil {
			t.Fatal(err)
		}
	}
	ap.await("Nf3 announced", func(l string) bool { return strings.Contains(l, "Феликс драй") })
	if err := ap.stop(); err != nil {
		t.Errorf("the appliance ended with %v; stderr:\n%s", err, ap.stderr.String())
	}

	// The game, in its own file in the games folder.
	g := savedGame(t, dir)
	if got := strings.TrimSpace(uciOf(g.Moves)); got != "e2e4 e7e5 g1f3" {
		t.Errorf("saved moves %q", got)
	}
	if tc := g.Tag("TimeControl"); tc != "900+10" {
		t.Errorf("saved time control %q", tc)
	}
	// The settings file: the user's lines kept, the two choices saved.
	got, _ := os.ReadFile(settingsFile)
	want := strings.Replace(orig, "clock = \"banana\"", "clock = \"15m+10s\"", 1) + "lang-ui = \"ru\"\n"
	if string(got) != want {
		t.Errorf("settings file:\n%s\nwant:\n%s", got, want)
	}

	// Started again: the greeting in Russian, heard (the speech written
	// to a WAV file, as no sound device is needed for it), and the game
	// goes on.
	wav := filepath.Join(dir, "heard.wav")
	ap = startAppliance(t, dir, "--voice", "default", "--wav", wav)
	if l := ap.await("the greeting", func(string) bool { return true }); l != ru.Sprintf(ui.ApplianceReady) {
		t.Errorf("started again, the first line is %q", l)
	}
	ap.await("the game going on", hasPrefix(strings.SplitN(ru.Sprintf(ui.ApplianceResumed, 2), ":", 2)[0]))
	time.Sleep(time.Second)
	if err := ap.stop(); err != nil {
		t.Errorf("the appliance ended with %v", err)
	}
	if strings.Contains(ap.stderr.String(), "clip") {
		t.Errorf("the voice lacks clips:\n%s", ap.stderr.String())
	}
	// The greeting as the Russian pack says it.
	pack, err := spoken.BuiltIn(ui.Russian)
	if err != nil {
		t.Fatal(err)
	}
	sp, err := speech.LoadSpeakers(speech.Options{Voice: "default", Gap: defaultGap, Speed: 1, Volume: 1, Prompts: pack})
	if err != nil {
		t.Fatal(err)
	}
	ph, err := sp.Words(notation.White, spoken.NewTeller(ru, phonetic.German).Msg(ui.ApplianceReady).Words)
	if err != nil {
		t.Fatal(err)
	}
	if greeting := phraseBytes(ph.AppendSamples(nil)); !bytes.Contains(wavData(t, wav), greeting) {
		t.Errorf("the speech (%d bytes) does not hold the Russian greeting (%d bytes)", len(wavData(t, wav)), len(greeting))
	}
}

// applianceLines runs the appliance in lang with a clock it cannot use
// and no board, walks its whole menu by the keypad without choosing
// anything (each item, each submenu's items and the first values of
// each setting), and returns every line printed: standard output and
// standard error.
func applianceLines(t *testing.T, lang ui.Lang) []string {
	t.Helper()
	dir := t.TempDir()
	settingsFile := filepath.Join(dir, "rochade.toml")
	text := "lang-ui = \"" + string(lang) + "\"\nboard = \"" + filepath.Join(dir, "board") + "\"\nclock = \"banana\"\nvoice = \"none\"\n"
	if err := os.WriteFile(settingsFile, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	ap := startAppliance(t, dir)
	var lines []string
	lines = append(lines, ap.await("the greeting", hasPrefix(ui.New(lang).Sprintf(ui.ApplianceReady))))
	lines = append(lines, ap.await("no board yet", hasPrefix(ui.New(lang).Sprintf(ui.ApplianceNoBoard))))
	lines = append(lines, ap.press(keypad.KeyKPEnter))
	for range 14 {
		item, in := ap.press(keypad.KeyKP5), ap.press(keypad.KeyKP6)
		lines = append(lines, item, in)
		if in != item {
			// Into a submenu or a setting's values (an action is only
			// said again): its first items, then back.
			for range 5 {
				lines = append(lines, ap.press(keypad.KeyKP2))
			}
			lines = append(lines, ap.press(keypad.KeyKP4))
		}
		lines = append(lines, ap.press(keypad.KeyKP2))
	}
	lines = append(lines, ap.press(keypad.KeyKPDot))
	if err := ap.stop(); err != nil {
		t.Errorf("%s: the appliance ended with %v", lang, err)
	}
	for _, l := range strings.Split(strings.TrimSpace(ap.stderr.String()), "\n") {
		lines = append(lines, "stderr: "+l)
	}
	got, _ := os.ReadFile(settingsFile)
	if string(got) != text {
		t.Errorf("%s: walking the menu changed the settings:\n%s", lang, got)
	}
	return lines
}

// During a game a change of the clock waits for the next game (and says
// so); a change of language applies at once: the wiring starts again,
// the game goes on in its file and its lines are in the new language.
func TestApplianceChangesDuringAGame(t *testing.T) {
	needsEmulator(t)
	t.Parallel()
	dir := t.TempDir()
	board := filepath.Join(dir, "board")
	settingsFile := filepath.Join(dir, "rochade.toml")
	if err := os.WriteFile(settingsFile, []byte("board = \""+board+"\"\nprotocol = \"dgt\"\nvoice = \"none\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	en, de := ui.New(ui.English), ui.New(ui.German)
	_, _, emu, _, _ := emulatorChild(t, "--protocol", "dgt", "--link", board)
	ap := startAppliance(t, dir)
	ap.await("the board found", hasPrefix(en.Sprintf(ui.ApplianceBoardFound, "DGT")))
	move := func(m, said string) {
		t.Helper()
		if _, err := emu.Write([]byte("move " + m + "\n")); err != nil {
			t.Fatal(err)
		}
		ap.await(said, func(l string) bool { return l == said })
	}
	move("e4", "Eva vier")
	move("e5", "Eva fünf")
	ap.press(keypad.KeyKPEnter)
	if l := ap.choose(keypad.KeyKP2, en.Sprintf(ui.SettingClock)+":", keypad.KeyKP2, "5+3"); l != en.Sprintf(ui.MenuSavedNext, en.Sprintf(ui.SettingClock), "5+3") {
		t.Errorf("the clock changed during a game says %q", l)
	}
	if l := ap.choose(keypad.KeyKP2, en.Sprintf(ui.SettingLanguage)+":", keypad.KeyKP8, "Deutsch"); l != de.Sprintf(ui.MenuSaved, de.Sprintf(ui.SettingLanguage), "Deutsch") {
		t.Errorf("German saved says %q", l)
	}
	ap.press(keypad.KeyBackspace)
	move("Nf3", "Springer Felix drei")
	if err := ap.stop(); err != nil {
		t.Errorf("the appliance ended with %v", err)
	}
	g := savedGame(t, dir)
	if got := strings.TrimSpace(uciOf(g.Moves)); got != "e2e4 e7e5 g1f3" {
		t.Errorf("saved moves %q", got)
	}
	if tc := g.Tag("TimeControl"); tc != "" && tc != "-" {
		t.Errorf("the game took the clock of the next game: %q", tc)
	}
	got, _ := os.ReadFile(settingsFile)
	if !strings.Contains(string(got), "clock = \"5m+3s\"") || !strings.Contains(string(got), "lang-ui = \"de\"") {
		t.Errorf("settings file:\n%s", got)
	}
}

// With the web setting the appliance serves the live page: its settings
// page is the appliance's settings file, applied at once; its pairing
// page says to ask the menu for a code; the code asked for in the menu
// is never printed (the service's journal keeps the printed lines).
func TestApplianceServesPage(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	settingsFile := filepath.Join(dir, "rochade.toml")
	text := "voice = \"none\"\nweb = \"127.0.0.1:0\"\nboard = \"" + filepath.Join(dir, "none") + "\"\n"
	if err := os.WriteFile(settingsFile, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	en := ui.New(ui.English)
	ap := startAppliance(t, dir)
	ap.await("the greeting", hasPrefix(en.Sprintf(ui.ApplianceReady)))
	url := ""
	for deadline := time.Now().Add(10 * time.Second); url == ""; {
		if m := regexp.MustCompile(`http://127\.0\.0\.1:\d+/`).FindString(ap.stderr.String()); m != "" {
			url = m
		} else if time.Now().After(deadline) {
			t.Fatalf("no page served; stderr:\n%s", ap.stderr.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
	get := func(path string) string {
		t.Helper()
		resp, err := http.Get(url + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != http.StatusOK {
			t.Errorf("%s: %s", path, resp.Status)
		}
		return html.UnescapeString(string(b))
	}
	// The settings file's path is for a paired phone only.
	if page := get("settings"); strings.Contains(page, settingsFile) {
		t.Errorf("the settings page shows a visitor not paired the path %s", settingsFile)
	}
	if help := en.Sprintf(ui.WebCodeHelp); !strings.Contains(get("pair"), help) {
		t.Errorf("the pairing page does not say %q", help)
	}
	ap.await("no board yet", hasPrefix(en.Sprintf(ui.ApplianceNoBoard)))
	ap.press(keypad.KeyKPEnter)
	ap.pressUntil(keypad.KeyKP2, en.Sprintf(ui.MenuSubmenu, en.Sprintf(ui.MenuSystem)))
	if l := ap.press(keypad.KeyKP6); l != en.Sprintf(ui.MenuPairing) {
		t.Fatalf("the system's first item is %q", l)
	}
	if l := ap.press(keypad.KeyKPEnter); l != en.Sprintf(ui.MenuClosed) {
		t.Errorf("asking for a code says %q", l)
	}
	time.Sleep(time.Second)
	if err := ap.stop(); err != nil {
		t.Errorf("the appliance ended with %v", err)
	}
	var printed []string
	for l := range ap.lines {
		printed = append(printed, l)
	}
	printed = append(printed, ap.stderr.String())
	all := strings.Join(printed, "\n")
	if code := regexp.MustCompile(`\b\d{6}\b`).FindString(all); code != "" || strings.Contains(all, "Pairing code:") {
		t.Errorf("a pairing code was printed: %q", printed)
	}
}

// The appliance's printed lines are a log: a pairing code is not
// written there, every other line is.
func TestPrintedLogKeepsNoPairingCode(t *testing.T) {
	var b syncBuffer
	p := newPrinted(&b, ui.New(ui.English), lineAnswer)
	p.log = true
	code := announce.PairingCode("123456", 10)
	p.Put(gameLine{kind: lineAnswer, text: "Pairing code: 123456.", said: code.Fact})
	p.Put(gameLine{kind: lineAnswer, text: "Move 1, White to move."})
	p.Close(context.Background())
	if got := b.String(); got != "Move 1, White to move.\n" {
		t.Errorf("printed %q", got)
	}
}
