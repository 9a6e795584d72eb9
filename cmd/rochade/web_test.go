package main

import (
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/cmd/internal/settings"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/cmd/internal/web"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
)

// A pairing file that cannot be read is said in the run's language, with
// its line and why; play goes on with no phone paired.
func TestWebPairingFileWorded(t *testing.T) {
	path := filepath.Join(t.TempDir(), "paired-phones")
	if err := os.WriteFile(path, []byte("# phones\nnot a hash\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	_, err := web.NewPairing(path)
	for lang, want := range map[ui.Lang]string{
		ui.English: "The paired phones cannot be read from " + path + " (line 2: that is no SHA-256 hash in hexadecimal): no phone is paired until one pairs again.",
		ui.Russian: "Не удаётся прочитать привязанные телефоны из " + path + " (строка 2: это не хеш SHA-256 в шестнадцатеричной записи): ни один телефон не привязан, пока его не привяжут снова.",
	} {
		if got := ui.New(lang).Say(err); got != want {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
	}
	if got := ui.New(ui.German).Say(&web.WrongCodeError{Left: 1}); !strings.HasPrefix(got, "Falscher Code. Noch 1 falscher Code") {
		t.Errorf("a wrong code: %q", got)
	}
}

// openTestStore opens a settings file holding text, labelled in lang.
func openTestStore(t testing.TB, lang ui.Lang, text string) *settings.Store {
	t.Helper()
	path := filepath.Join(t.TempDir(), "rochade.toml")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	st, problems, err := settings.Open(path, settingsTable(ui.New(lang)))
	if err != nil || len(problems) > 0 {
		t.Fatalf("opening %s: %v %v", path, err, problems)
	}
	return st
}

const testSettingsFile = "# the club's settings\nclock = \"15m+10s\" # as the arbiter said\n\n# my own\nside = \"white\"\n"

// The settings page offers the menu's settings in the menu's order, with
// the labels and values the menu says, and saves as the menu does: into
// the file, its comments kept, the store's watchers told.
func TestPageSettingsAreTheMenus(t *testing.T) {
	for _, lang := range ui.Langs() {
		ps := pageSettings{p: ui.New(lang), store: openTestStore(t, lang, testSettingsFile)}
		for _, s := range ps.List() {
			if s.Label == "" || s.Help == "" {
				t.Errorf("%s: %s has no label or no help: %+v", lang, s.Key, s)
			}
		}
	}
	st := openTestStore(t, ui.Russian, testSettingsFile)
	ps := pageSettings{p: ui.New(ui.Russian), store: st}
	var keys, want []string
	list := ps.List()
	for _, s := range list {
		keys = append(keys, s.Key)
	}
	for _, s := range st.Table().Menu() {
		want = append(want, s.Key)
	}
	if strings.Join(keys, " ") != strings.Join(want, " ") || len(keys) < 10 {
		t.Fatalf("the page's settings %v, want the menu's %v", keys, want)
	}
	byKey := map[string]web.Setting{}
	for _, s := range list {
		byKey[s.Key] = s
		if s.Label == "" || s.Help == "" {
			t.Errorf("%s has no label or no help: %+v", s.Key, s)
		}
	}
	if s := byKey["clock"]; s.Value != "15m+10s" || !s.Free || len(s.Choices) == 0 {
		t.Errorf("clock: %+v", s)
	}
	if s := byKey["side"]; s.Free || !s.Select() || s.Value != "white" {
		t.Errorf("side: %+v, want a list to choose from", s)
	}
	if s := byKey["announce-touch"]; !s.Switch() {
		t.Errorf("announce-touch: %+v, want a checkbox", s)
	}
	if s := byKey["level"]; !s.Number() || !s.Select() {
		t.Errorf("level: %+v", s)
	}
	langs := map[string]string{}
	for _, c := range byKey["lang-ui"].Choices {
		langs[c.Value] = c.Lang
	}
	if langs["de"] != "de" || langs["ru"] != "" {
		t.Errorf("the languages' lang: %v (a language named in its own, but the page's)", langs)
	}

	var changes []settings.Change
	st.Watch(func(c settings.Change) { changes = append(changes, c) })
	if err := ps.Set("clock", "5m+3s"); err != nil {
		t.Fatal(err)
	}
	if err := ps.Set("board", "/dev/ttyACM0, /dev/ttyACM1"); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(st.Path())
	for _, want := range []string{"# the club's settings", "clock = \"5m+3s\" # as the arbiter said", "# my own", `board = ["/dev/ttyACM0", "/dev/ttyACM1"]`} {
		if !strings.Contains(string(data), want) {
			t.Errorf("the file lacks %q:\n%s", want, data)
		}
	}
	if len(changes) != 2 || changes[0].Key != "clock" || len(changes[1].Values) != 2 {
		t.Errorf("the watchers were told %+v", changes)
	}
	err := ps.Set("clock", "soon")
	if err == nil {
		t.Fatal("a clock of \"soon\" was taken")
	}
	if msg := ui.New(ui.Russian).Say(err); !strings.Contains(msg, "soon") || strings.ContainsAny(msg, "\n") {
		t.Errorf("the refusal in Russian: %q", msg)
	}
	if after, _ := os.ReadFile(st.Path()); string(after) != string(data) {
		t.Error("a refused value changed the file")
	}
}

// Whatever a phone sends for a setting never panics, and the file stays
// one that opens without a problem: a value is saved, or refused and the
// file is unchanged.
func FuzzPageSettingsSet(f *testing.F) {
	for _, seed := range [][2]string{{"clock", "5m+3s"}, {"clock", "soon"}, {"board", "/dev/a, /dev/b"}, {"side", "w"},
		{"lang-ui", "ru"}, {"level", "-1"}, {"speed", "1e400"}, {"announce-touch", "maybe"}, {"voice", "\"\n[x]"}, {"nothing", "1"}} {
		f.Add(seed[0], seed[1])
	}
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, key, value string) {
		path := filepath.Join(dir, "rochade.toml")
		if err := os.WriteFile(path, []byte(testSettingsFile), 0o644); err != nil {
			t.Fatal(err)
		}
		st, _, err := settings.Open(path, settingsTable(ui.New(ui.English)))
		if err != nil {
			t.Fatal(err)
		}
		ps := pageSettings{p: ui.New(ui.English), store: st}
		setErr := ps.Set(key, value)
		data, _ := os.ReadFile(path)
		if setErr != nil && string(data) != testSettingsFile {
			t.Fatalf("refused (%v), but the file changed:\n%s", setErr, data)
		}
		if _, problems, err := settings.Open(path, settingsTable(nil)); err != nil || len(problems) > 0 {
			t.Fatalf("after Set(%q, %q): %v %v\n%s", key, value, err, problems, data)
		}
		if setErr != nil && strings.ContainsAny(ui.New(ui.English).Say(setErr), "\n\r") {
			t.Errorf("the refusal takes more than a line: %q", ui.New(ui.English).Say(setErr))
		}
	})
}

// The appliance serves the page on port 8080 of every network unless its
// command line or its settings file names an address; web = "" in the
// file turns it off.
func TestApplianceWebAddress(t *testing.T) {
	for _, c := range []struct {
		file, flag, want string
	}{
		{"", "", appliancePage},
		{"web = \"\"\n", "", ""},
		{"web = \"127.0.0.1:9000\"\n", "", "127.0.0.1:9000"},
		{"web = \"127.0.0.1:9000\"\n", "127.0.0.1:9001", "127.0.0.1:9001"},
	} {
		pc, o := playCommand(&app{})
		fs := pc.Flags()
		if c.flag != "" {
			if err := fs.Set("web", c.flag); err != nil {
				t.Fatal(err)
			}
		}
		st := openTestStore(t, ui.English, "# the appliance\n"+c.file)
		if err := st.Apply(fs); err != nil {
			t.Fatal(err)
		}
		applianceWeb(st, fs, o)
		if o.web != c.want {
			t.Errorf("file %q, flag %q: the page at %q, want %q", c.file, c.flag, o.web, c.want)
		}
	}
	if got := pageAddress([]string{"http://192.168.1.20:8080/", "http://127.0.0.1:8080/"}); got != "192.168.1.20:8080" {
		t.Errorf("the address said: %q", got)
	}
}

// On the appliance a page that cannot be served (its port taken) is said
// and the game goes on without it; play stops, as with any flag that
// cannot be honoured.
func TestAppliancePageOptional(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	var errOut strings.Builder
	served := []string{"stale"}
	w := &playWiring{p: ui.New(ui.English), std: stdio{errOut: &errOut},
		o: playOptions{web: ln.Addr().String(), page: &pageHooks{optional: true, served: func(u []string) { served = u }}}}
	if err := w.servePage(context.Background()); err != nil || served != nil || w.page != nil {
		t.Fatalf("servePage: %v; served %q", err, served)
	}
	if !strings.Contains(errOut.String(), "Cannot serve the live page at "+ln.Addr().String()) {
		t.Errorf("said: %q", errOut.String())
	}
	w.o.page = nil
	if err := w.servePage(context.Background()); err == nil {
		t.Error("play went on without the page it was asked for")
	}
}

// The page's settings save a form inside the appliance's batch, so that
// its game starts again once; play's save at once.
func TestPageSettingsBatch(t *testing.T) {
	st := openTestStore(t, ui.English, testSettingsFile)
	var batches, changes int
	st.Watch(func(settings.Change) { changes++ })
	ps := pageSettings{p: ui.New(ui.English), store: st, batch: func(save func()) {
		batches++
		save()
	}}
	var _ web.Batcher = ps
	ps.Batch(func() {
		if err := ps.Set("clock", "5m+3s"); err != nil {
			t.Fatal(err)
		}
		if err := ps.Set("side", "black"); err != nil {
			t.Fatal(err)
		}
	})
	if batches != 1 || changes != 2 {
		t.Errorf("%d batches, %d changes", batches, changes)
	}
	ps.batch = nil
	ps.Batch(func() { _ = ps.Set("speed", "2") })
	if batches != 1 || changes != 3 || st.Value("speed") != "2" {
		t.Errorf("without a batch: %d batches, %d changes, speed %q", batches, changes, st.Value("speed"))
	}
}

// kept is an output that keeps the lines it is given.
type kept struct{ lines []gameLine }

func (k *kept) Put(l gameLine) { k.lines = append(k.lines, l) }

// keptPage is kept as the live page: it takes the page's own lines too.
type keptPage struct{ kept }

func (*keptPage) takesPageOnly() {}

// The answer to a visitor of the page who is not paired reaches the page
// alone: no speech, no Braille display, no printed line.
func TestQuietAnswerOnThePageOnly(t *testing.T) {
	g := &gameOutputs{p: ui.New(ui.English), sp: phonetic.German}
	other, page := &kept{}, &keptPage{}
	g.add(other)
	g.add(page)
	g.Quietly(notation.White, announce.NoMoveYet())
	if len(other.lines) != 0 {
		t.Fatalf("a visitor's answer reached the player's outputs: %+v", other.lines)
	}
	if len(page.lines) != 1 || !page.lines[0].pageOnly {
		t.Fatalf("the page got %+v", page.lines)
	}
	g.Answer(notation.White, announce.NoMoveYet())
	if len(other.lines) != 1 || len(page.lines) != 2 {
		t.Fatalf("the player's answer: %d and %d lines, want it everywhere", len(other.lines), len(page.lines))
	}
	// Each real output but the page's leaves the page's own lines.
	var _ pageOnlyOutput = pageOutput{}
	for _, o := range []lineOutput{&printedOut{}, &brailleOut{}, &spokenOut{}} {
		if _, ok := o.(pageOnlyOutput); ok {
			t.Errorf("%T takes the page's own lines", o)
		}
	}
}

// A phone names no program or file of its own: the engine and the
// voices are one of their choices, a board a serial port under /dev or
// a Bluetooth address.
func TestPageSettingsRunNoProgram(t *testing.T) {
	st := openTestStore(t, ui.English, testSettingsFile)
	ps := pageSettings{p: ui.New(ui.English), store: st}
	before, _ := os.ReadFile(st.Path())
	for _, kv := range [][2]string{{"engine", "/bin/sh"}, {"engine", "stockfish --evil"}, {"engine", "/usr/games/stockfish"},
		{"voice", "/tmp/pack"}, {"voice-black", "../voices/x"}, {"board", "unix:/run/docker.sock"}, {"board", "/etc/passwd"},
		{"board", "/dev/../etc/passwd"}, {"board", "/dev/ttyACM0, /tmp/x"},
		{"online", "https://evil.example"}, {"online", "http://127.0.0.1:9663"}} {
		err := ps.Set(kv[0], kv[1])
		if err == nil || ui.New(ui.English).Say(err) != ui.New(ui.English).Sprintf(ui.WebBoardOnly) {
			t.Errorf("%s = %q from the page: %v, want set at the board only", kv[0], kv[1], err)
		}
	}
	if after, _ := os.ReadFile(st.Path()); string(after) != string(before) {
		t.Fatalf("a refused value changed the file:\n%s", after)
	}
	for _, kv := range [][2]string{{"engine", "stockfish"}, {"engine", ""}, {"voice", "none"}, {"board", "/dev/ttyACM0"}, {"board", "auto"},
		{"engine", "online"}, {"online", "lichess"}} {
		if err := ps.Set(kv[0], kv[1]); err != nil {
			t.Errorf("%s = %q from the page: %v", kv[0], kv[1], err)
		}
	}
	if st.Value("online") != "lichess" || st.Value("engine") != "" {
		t.Errorf("the opponent online from the page: online %q, engine %q", st.Value("online"), st.Value("engine"))
	}
	for _, s := range ps.List() {
		if pageFixed[s.Key] && (!s.Fixed || !s.Select()) {
			t.Errorf("%s: %+v, want a list to choose from", s.Key, s)
		}
	}
}

// In an English run a move's announcement, the German words of Appendix
// D, carries lang="de" in the live region and in the list of lines; a
// line in the run's language carries none.
func TestPageMarksTheWordsLanguage(t *testing.T) {
	en := ui.New(ui.English)
	server := web.New(web.Config{Printer: en, Spelling: phonetic.German, Hosts: []string{"example.com"}})
	out := newPageOutput(&livePage{server: server, boards: &boardsView{server: server}})
	out.Put(gameLine{kind: lineAnnounce, text: "Springer Felix drei"})
	out.Put(gameLine{kind: lineAnswer, text: "No move yet.", said: announce.NoMoveYet().Fact})
	out.Put(gameLine{kind: lineAnnounce, text: "Springer Cäsar sechs"})
	rec := httptest.NewRecorder()
	server.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/", nil))
	page := rec.Body.String()
	for _, want := range []string{`<p lang="de">Springer Cäsar sechs</p>`, `<li lang="de">Springer Felix drei</li>`, `<li lang="de">Springer Cäsar sechs</li>`, `<li>No move yet.</li>`} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %s", want)
		}
	}

}

// The settings page in every language: no verb of a message left in the
// help ("%s"), and "berührt" in the help of a page in another language
// than German marked as German.
func TestSettingsPageHelpInEveryLanguage(t *testing.T) {
	for _, lang := range ui.Langs() {
		p := ui.New(lang)
		ps := pageSettings{p: p, store: openTestStore(t, lang, testSettingsFile)}
		server := web.New(web.Config{Printer: p, Settings: ps, Hosts: []string{"example.com"}})
		rec := httptest.NewRecorder()
		server.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/settings", nil))
		page := rec.Body.String()
		if rec.Code != http.StatusOK {
			t.Fatalf("%s: %d", lang, rec.Code)
		}
		if strings.Contains(page, "%s") || strings.Contains(page, "%!") {
			t.Errorf("%s: a verb on the settings page:\n%s", lang, page)
		}
		marked := strings.Contains(page, `<span lang="de">berührt</span>`)
		if lang != ui.German && !marked && strings.Contains(page, "berührt") {
			t.Errorf("%s: berührt not marked German", lang)
		}
		if lang == ui.Russian && !marked {
			t.Errorf("ru: no berührt marked German in the help")
		}
		if lang == ui.German && marked {
			t.Errorf("de: berührt marked on a German page")
		}
	}
}

// A request's field and its button have different names in every
// language.
func TestPageFieldAndButtonNamedApart(t *testing.T) {
	for _, lang := range ui.Langs() {
		fields := 0
		for _, r := range webRequests(ui.New(lang), true, true) {
			if !r.Field() {
				continue
			}
			fields++
			if r.Label == r.ArgLabel || r.Label == "" || r.ArgLabel == "" {
				t.Errorf("%s: %s: field %q, button %q", lang, r.Name, r.ArgLabel, r.Label)
			}
		}
		if fields == 0 {
			t.Fatalf("%s: no request with a field", lang)
		}
	}
}

// A line that names the record's file or the settings file stays off the
// page, which every neighbour may read.
func TestPageNamesNoFile(t *testing.T) {
	server := web.New(web.Config{Printer: ui.New(ui.English), Hosts: []string{"example.com"}})
	out := newPageOutput(&livePage{server: server, boards: &boardsView{server: server}}, "games/club.pgn", "", "/etc/rochade.toml")
	out.Put(gameLine{kind: lineNotice, text: "The record games/club.pgn was changed by another program.", fact: true})
	dir, _ := filepath.Abs("games")
	out.Put(gameLine{kind: lineNotice, text: "Cannot write " + dir + "/club.pgn: disk full.", fact: true})
	out.Put(gameLine{kind: lineAnswer, text: "Saved in /etc/rochade.toml."})
	out.Put(gameLine{kind: lineAnswer, text: "Zug 5."})
	rec := httptest.NewRecorder()
	server.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/", nil))
	page := rec.Body.String()
	if strings.Contains(page, "club.pgn") || strings.Contains(page, "rochade.toml") || !strings.Contains(page, "Zug 5.") {
		t.Errorf("the page:\n%s", page)
	}
}
