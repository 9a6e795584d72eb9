package settings

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/spf13/pflag"
)

var errBadClock = errors.New("no time control")

// testFlags are flags of every kind, as a command defines them.
func testFlags() *pflag.FlagSet {
	fs := pflag.NewFlagSet("play", pflag.ContinueOnError)
	fs.StringArray("board", nil, "the board")
	fs.String("clock", "", "the clock")
	fs.String("side", "white", "the side")
	fs.Bool("braille", false, "Braille")
	fs.Int("level", 0, "the level")
	fs.Float64("speed", 1, "speed")
	fs.Duration("braille-hold", 15*time.Second, "hold")
	fs.String("braille-lang", "en", "old name")
	_ = fs.MarkHidden("braille-lang")
	fs.String("config", "", "the file")
	return fs
}

func testTable() *Table {
	return FromFlags(testFlags, map[string]Meta{
		"clock": {Label: "Clock", Check: func(v string) error {
			if v != "" && v != "none" && !strings.Contains(v, "+") {
				return errBadClock
			}
			return nil
		}},
		"side": {Label: "Side", Choices: []Choice{{"white", "White"}, {"black", "Black"}}, Strict: true},
	}, "config")
}

func TestTableFromFlags(t *testing.T) {
	tb := testTable()
	var keys []string
	for _, s := range tb.Settings() {
		keys = append(keys, s.Key)
	}
	want := []string{"board", "braille", "braille-hold", "clock", "level", "side", "speed"}
	if !reflect.DeepEqual(keys, want) {
		t.Fatalf("keys %v, want %v (hidden flags and skipped ones are no settings)", keys, want)
	}
	for key, kind := range map[string]Kind{"board": List, "braille": Switch, "braille-hold": Duration, "clock": Text, "level": Whole, "speed": Number} {
		if s, _ := tb.Lookup(key); s.Kind != kind {
			t.Errorf("%s: kind %v, want %v", key, s.Kind, kind)
		}
	}
	if s, _ := tb.Lookup("braille-hold"); s.Default != "15s" {
		t.Errorf("default of braille-hold %q, want 15s", s.Default)
	}
	if s, _ := tb.Lookup("board"); s.Default != "" {
		t.Errorf("default of board %q, want empty", s.Default)
	}
	if s, _ := tb.Lookup("side"); !s.InMenu() || s.Label != "Side" {
		t.Errorf("side: %+v, want in the menu as Side", s)
	}
	for _, c := range []struct {
		key    string
		values []string
		want   any
	}{
		{"level", []string{"five"}, &KindError{Whole}},
		{"braille-hold", []string{"15"}, &KindError{Duration}},
		{"braille", []string{"yes"}, &KindError{Switch}},
		{"side", []string{"red"}, &ChoiceError{[]string{"white", "black"}}},
		{"clock", []string{"15m"}, errBadClock},
		{"clock", []string{"a", "b"}, ErrOneValue},
		{"nothing", []string{"x"}, &NotSettingError{"nothing"}},
		{"clock", []string{"15m+10s"}, nil},
		{"board", []string{"/dev/a", "/dev/b"}, nil},
	} {
		err := tb.Check(c.key, c.values...)
		if c.want == nil {
			if err != nil {
				t.Errorf("Check(%s, %q): %v", c.key, c.values, err)
			}
			continue
		}
		if we, ok := c.want.(error); ok && errors.Is(err, we) {
			continue
		}
		if !reflect.DeepEqual(err, c.want) {
			t.Errorf("Check(%s, %q) = %#v, want %#v", c.key, c.values, err, c.want)
		}
	}
}

// A strict setting with its own check offers its choices only, but the
// check may take another spelling of one ("w" for white); a value the
// check refuses gets the check's error.
func TestStrictWithCheck(t *testing.T) {
	errNoSide := errors.New("no side")
	tb := FromFlags(testFlags, map[string]Meta{
		"side": {Label: "Side", Choices: []Choice{{"white", "White"}, {"black", "Black"}}, Strict: true,
			Check: func(v string) error {
				if v != "white" && v != "black" && v != "w" && v != "b" {
					return errNoSide
				}
				return nil
			}},
	}, "config")
	for v, want := range map[string]error{"white": nil, "b": nil, "red": errNoSide} {
		if err := tb.Check("side", v); err != want && !errors.Is(err, want) {
			t.Errorf("Check(side, %q) = %v, want %v", v, err, want)
		}
	}
}

const sample = `# Rochade's settings
board = "/dev/ttyACM0"   # the DGT board
clock = "15m+10s"

# my own notes
side = "red"
level = "5"
colour = "blue"
speed = 1.5
braille-hold = '20s'

[club]
name = "Schach 1900"
clock = "90m"
`

func writeSample(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "rochade.toml")
	if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestOpenReadsValuesAndProblems(t *testing.T) {
	path := writeSample(t, sample)
	s, problems, err := Open(path, testTable())
	if err != nil {
		t.Fatal(err)
	}
	for key, want := range map[string][]string{"board": {"/dev/ttyACM0"}, "clock": {"15m+10s"}, "speed": {"1.5"}, "braille-hold": {"20s"}} {
		if got, ok := s.Get(key); !ok || !reflect.DeepEqual(got, want) {
			t.Errorf("%s = %q (%v), want %q", key, got, ok, want)
		}
	}
	for _, key := range []string{"side", "level", "braille"} {
		if v, ok := s.Get(key); ok {
			t.Errorf("%s = %q: a refused or missing value must leave the default", key, v)
		}
	}
	if got := s.Value("side"); got != "white" {
		t.Errorf("Value(side) = %q, want the default white", got)
	}
	want := []error{
		&ValueError{File: path, Line: 6, Key: "side", Value: `"red"`, Err: &ChoiceError{[]string{"white", "black"}}},
		&ValueError{File: path, Line: 7, Key: "level", Value: `"5"`, Err: &KindError{Whole}},
		&UnknownKeyError{File: path, Line: 8, Key: "colour"},
	}
	if !reflect.DeepEqual(problems, want) {
		t.Errorf("problems:\n%v\nwant\n%v", problems, want)
	}
	if s.Line("clock") != 3 {
		t.Errorf("clock on line %d, want 3", s.Line("clock"))
	}
}

func TestSetKeepsEveryOtherByte(t *testing.T) {
	path := writeSample(t, sample)
	s, _, err := Open(path, testTable())
	if err != nil {
		t.Fatal(err)
	}
	var changes []Change
	s.Watch(func(c Change) { changes = append(changes, c) })
	steps := []struct {
		key    string
		values []string
	}{
		{"clock", []string{"5m+3s"}},                    // a value replaced
		{"side", []string{"black"}},                     // a refused value replaced
		{"board", []string{"/dev/ttyUSB0", `C:\b "x"`}}, // a list
		{"braille", []string{"true"}},                   // a new key, before the table
		{"speed", []string{"2"}},
	}
	for _, st := range steps {
		if err := s.Set(st.key, st.values...); err != nil {
			t.Fatalf("Set(%s): %v", st.key, err)
		}
	}
	got, _ := os.ReadFile(path)
	want := `# Rochade's settings
board = ["/dev/ttyUSB0", "C:\\b \"x\""]   # the DGT board
clock = "5m+3s"

# my own notes
side = "black"
level = "5"
colour = "blue"
speed = 2.0
braille-hold = '20s'
braille = true

[club]
name = "Schach 1900"
clock = "90m"
`
	if string(got) != want {
		t.Fatalf("file after Set:\n%s\nwant\n%s", got, want)
	}
	if len(changes) != len(steps) || changes[2].Key != "board" || len(changes[2].Values) != 2 {
		t.Errorf("watchers told %v", changes)
	}
	if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, want the file's own 0600 kept", fi.Mode().Perm())
	}
	// Read again: every value as set.
	s2, problems, err := Open(path, testTable())
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := s2.Get("board"); !reflect.DeepEqual(v, []string{"/dev/ttyUSB0", `C:\b "x"`}) {
		t.Errorf("board read back %q", v)
	}
	if v, _ := s2.Get("braille"); !reflect.DeepEqual(v, []string{"true"}) {
		t.Errorf("braille read back %q", v)
	}
	if len(problems) != 2 { // level and colour
		t.Errorf("problems after Set: %v", problems)
	}
}

func TestSetRefusesBadValueAndLeavesFile(t *testing.T) {
	path := writeSample(t, sample)
	s, _, _ := Open(path, testTable())
	err := s.Set("clock", "soon")
	var ve *ValueError
	if !errors.As(err, &ve) || ve.Key != "clock" || ve.Value != "soon" || !errors.Is(err, errBadClock) {
		t.Fatalf("Set(clock, soon) = %v, want a ValueError naming key, value and reason", err)
	}
	if err := s.Set("colour", "red"); !errors.As(err, new(*NotSettingError)) {
		t.Errorf("Set of an unknown key = %v", err)
	}
	if got, _ := os.ReadFile(path); string(got) != sample {
		t.Errorf("a refused value changed the file:\n%s", got)
	}
}

func TestSetMakesFileAndFolder(t *testing.T) {
	path := filepath.Join(t.TempDir(), "config", "rochade", "rochade.toml")
	s, problems, err := Open(path, testTable())
	if err != nil || len(problems) > 0 {
		t.Fatalf("Open of a missing file: %v %v", problems, err)
	}
	if err := s.Set("lang-x", "ru"); err == nil {
		t.Fatal("an unknown key was set")
	}
	if err := s.Set("clock", "15m+10s"); err != nil {
		t.Fatal(err)
	}
	if err := s.Set("level", "0x10"); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(path)
	if string(got) != "clock = \"15m+10s\"\nlevel = 16\n" {
		t.Errorf("new file:\n%q", got)
	}
	if left, _ := filepath.Glob(filepath.Join(filepath.Dir(path), ".*")); len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

func TestSetKeepsLineEndingsAndByteOrderMark(t *testing.T) {
	path := writeSample(t, "\ufeff# Einstellungen\r\nclock = \"5m+3s\"\r\n")
	s, problems, err := Open(path, testTable())
	if err != nil || len(problems) > 0 {
		t.Fatalf("%v %v", problems, err)
	}
	if err := s.Set("clock", "none"); err != nil {
		t.Fatal(err)
	}
	if err := s.Set("side", "black"); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(path)
	if want := "\ufeff# Einstellungen\r\nclock = \"none\"\r\nside = \"black\"\r\n"; string(got) != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestNewKeyAfterLastLineWithoutNewline(t *testing.T) {
	path := writeSample(t, `clock = "5m+3s" # fast`)
	s, _, _ := Open(path, testTable())
	if err := s.Set("side", "black"); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(path)
	if want := "clock = \"5m+3s\" # fast\nside = \"black\"\n"; string(got) != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestNewKeyBeforeFirstTable(t *testing.T) {
	path := writeSample(t, "# mine\n\n[web]\nport = 8080\n")
	s, _, _ := Open(path, testTable())
	if err := s.Set("clock", "5m+3s"); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(path)
	if want := "# mine\n\nclock = \"5m+3s\"\n[web]\nport = 8080\n"; string(got) != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestSyntaxErrors(t *testing.T) {
	for _, c := range []struct {
		text    string
		line    int
		problem SyntaxProblem
		kept    []string
	}{
		{"clock = \"5m+3s\"\nside = white\nlevel = 3\n", 2, SyntaxUnquoted, []string{"clock"}},
		{"clock = \"5m+3s\nside = \"black\"\n", 1, SyntaxUnclosed, nil},
		{"clock \"5m+3s\"\n", 1, SyntaxLine, nil},
		{"level = 3 4\n", 1, SyntaxLine, nil},
		{"side = \"black\"\nlevel = 1__0\n", 2, SyntaxNumber, []string{"side"}},
		{"side = \"black\"\nclock = \"\xff\"\n", 2, SyntaxEncoding, []string{"side"}},
		{"side = \"black\"\nboard = [\"a\"\n", 2, SyntaxUnclosed, []string{"side"}},
		{"side = \"black\"\n[web\n", 2, SyntaxUnclosed, []string{"side"}},
		{"side = \"black\"\nclock = \"5m+3s\"\nside = \"white\"\n", 3, SyntaxTwice, []string{"side", "clock"}},
	} {
		path := writeSample(t, c.text)
		s, _, err := Open(path, testTable())
		var se *SyntaxError
		if !errors.As(err, &se) {
			t.Errorf("%q: error %v, want a SyntaxError", c.text, err)
			continue
		}
		if se.File != path || se.Line != c.line || se.Problem != c.problem || se.Text == "" {
			t.Errorf("%q: %+v, want line %d problem %d", c.text, se, c.line, c.problem)
		}
		for _, k := range c.kept {
			if _, ok := s.Get(k); !ok {
				t.Errorf("%q: %s read before the error was lost", c.text, k)
			}
		}
		if err := s.Set("braille", "true"); !errors.As(err, &se) {
			t.Errorf("%q: Set on a broken file = %v, want its SyntaxError", c.text, err)
		}
		if got, _ := os.ReadFile(path); string(got) != c.text {
			t.Errorf("%q: a broken file was written: %q", c.text, got)
		}
	}
	if se := (&SyntaxError{Problem: SyntaxTwice, Key: "side", First: 1, Line: 3}); !strings.Contains(se.Error(), "side") {
		t.Error(se)
	}
}

func TestUnreadableFile(t *testing.T) {
	dir := t.TempDir()
	if _, _, err := Open(dir, testTable()); !errors.As(err, new(*ReadError)) {
		t.Errorf("a folder as settings file: %v", err)
	}
	big := filepath.Join(dir, "big.toml")
	os.WriteFile(big, make([]byte, maxSize+1), 0o644)
	if _, _, err := Open(big, testTable()); !errors.Is(err, ErrTooLarge) {
		t.Errorf("a large file: %v", err)
	}
}

func TestApplyLeavesCommandLineAndChanged(t *testing.T) {
	path := writeSample(t, "board = [\"/dev/a\", \"/dev/b\"]\nclock = \"5m+3s\"\nlevel = 7\nbraille = true\n")
	s, _, err := Open(path, testTable())
	if err != nil {
		t.Fatal(err)
	}
	fs := testFlags()
	if err := fs.Parse([]string{"--clock", "90m+30s"}); err != nil {
		t.Fatal(err)
	}
	if err := s.Apply(fs); err != nil {
		t.Fatal(err)
	}
	board, _ := fs.GetStringArray("board")
	clock, _ := fs.GetString("clock")
	level, _ := fs.GetInt("level")
	braille, _ := fs.GetBool("braille")
	if !reflect.DeepEqual(board, []string{"/dev/a", "/dev/b"}) || clock != "90m+30s" || level != 7 || !braille {
		t.Errorf("after Apply: board %q clock %q level %d braille %v", board, clock, level, braille)
	}
	if fs.Changed("level") || fs.Changed("board") || !fs.Changed("clock") {
		t.Error("a value from the file counts as a flag given")
	}
}

func TestQuoteReadsBack(t *testing.T) {
	for _, v := range []string{"", "plain", `a"b`, `c:\x`, "tab\there", "nl\nx", "\x00\x1f\x7f", "Русский", "\u2028"} {
		text, err := encode(Text, []string{v})
		if err != nil {
			t.Fatal(err)
		}
		p := parse("t", []byte("clock = "+text+"\n"), FromFlags(testFlags, nil))
		if p.broken != nil || p.entries["clock"] == nil || len(p.entries["clock"].values) != 1 || p.entries["clock"].values[0] != v {
			t.Errorf("%q written as %s read back %+v %v", v, text, p.entries["clock"], p.broken)
		}
	}
	if _, err := encode(Text, []string{"\xff"}); !errors.Is(err, ErrNotUTF8) {
		t.Errorf("invalid UTF-8 encoded: %v", err)
	}
}

func TestMenuOrder(t *testing.T) {
	tb := FromFlags(testFlags, map[string]Meta{
		"side":  {Label: "Side", Order: 2},
		"clock": {Label: "Clock", Order: 1, Group: "game"},
		"level": {Order: 3}, // no label: not in the menu
	})
	var keys []string
	for _, s := range tb.Menu() {
		keys = append(keys, s.Key+"/"+s.Group)
	}
	if !reflect.DeepEqual(keys, []string{"clock/game", "side/"}) {
		t.Errorf("menu %v", keys)
	}
}
