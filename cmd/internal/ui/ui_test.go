package ui

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/rochade/rochade/cmd/internal/assistant"
)

// keys returns every Key constant of keys.go.
func keys(t *testing.T) []Key {
	t.Helper()
	return constants[Key](t, "keys.go", "Key")
}

// constants returns the constants of type typ in file.
func constants[K ~string](t *testing.T, file, typ string) []K {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), file, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var out []K
	ast.Inspect(f, func(n ast.Node) bool {
		vs, ok := n.(*ast.ValueSpec)
		if !ok || vs.Type == nil || vs.Type.(*ast.Ident).Name != typ {
			return true
		}
		for _, v := range vs.Values {
			s, err := strconv.Unquote(v.(*ast.BasicLit).Value)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, K(s))
		}
		return true
	})
	if len(out) < 50 {
		t.Fatalf("only %d keys found in %s", len(out), file)
	}
	return out
}

var verb = regexp.MustCompile(`%[-+# 0-9.]*[a-zA-Z%]`)

// verbs returns the formatting verbs of a text, in order.
func verbs(s string) string { return strings.Join(verb.FindAllString(s, -1), " ") }

// Every language has every message, in every plural form its rule
// gives, with the arguments of the English text, and nothing else.
func TestCataloguesComplete(t *testing.T) {
	all := keys(t)
	for _, lang := range Langs() {
		checkMessages(t, all, lookup(lang))
	}
}

func checkMessages(t *testing.T, all []Key, c *Language) {
	t.Helper()
	lang := c.Code
	want := map[Key]bool{}
	for _, k := range all {
		if _, ok := lookup(English).Messages[k]; ok {
			want[k] = true
			continue
		}
		if _, ok := lookup(English).Messages[k+".other"]; !ok {
			t.Errorf("English has no text for %s", k)
			continue
		}
		for n := 0; n < 1000; n++ {
			want[k+"."+Key(c.Plural(n))] = true
		}
	}
	for k := range want {
		text, ok := c.Messages[k]
		if !ok {
			t.Errorf("%s: no text for %s", lang, k)
			continue
		}
		base := k
		if i := strings.LastIndex(string(k), "."); i >= 0 {
			base = k[:i]
		}
		en, ok := lookup(English).Messages[k]
		if !ok {
			en = lookup(English).Messages[base+".other"]
		}
		if verbs(text) != verbs(en) {
			t.Errorf("%s: %s takes %q, English %q", lang, k, verbs(text), verbs(en))
		}
	}
	for k := range c.Messages {
		if !want[k] {
			t.Errorf("%s: %s is no message", lang, k)
		}
	}
}

var slot = regexp.MustCompile(`\{[a-z]+\}`)

// slots returns the slots of a spoken template, sorted.
func slots(tmpl string) string {
	s := slot.FindAllString(tmpl, -1)
	slices.Sort(s)
	return strings.Join(s, ",")
}

// Every language with spoken lines has every line, with the same slots
// as English, every number word and every form of the counted words,
// and the voice its prompt pack is made with; no line is left over.
func TestSpokenComplete(t *testing.T) {
	for _, lang := range Langs() {
		if lang.Language().PromptVoice == "" {
			t.Errorf("%s: no voice for its prompt pack", lang)
		}
	}
	all := constants[SpokenKey](t, "keys_spoken.go", "SpokenKey")
	if len(SpokenLangs()) < 5 {
		t.Fatalf("spoken lines in %v only", SpokenLangs())
	}
	for _, lang := range SpokenLangs() {
		checkSpoken(t, all, lookup(lang))
	}
}

func checkSpoken(t *testing.T, all []SpokenKey, c *Language) {
	t.Helper()
	lang, s := c.Code, c.Spoken
	en := lookup(English).Spoken
	for _, k := range all {
		m, ok := s.Lines[k]
		if !ok {
			t.Errorf("%s: no spoken line %s", lang, k)
			continue
		}
		if slots(m) != slots(en.Lines[k]) {
			t.Errorf("%s: %s has slots %q, English %q", lang, k, slots(m), slots(en.Lines[k]))
		}
	}
	if len(s.Lines) != len(all) {
		t.Errorf("%s has %d spoken lines, want %d", lang, len(s.Lines), len(all))
	}
	for _, n := range []string{"0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16", "17", "18", "19",
		"20", "30", "40", "50", "60", "70", "80", "90", "100", "200", "300"} {
		if s.Numbers[n] == "" {
			t.Errorf("%s: no number word for %s", lang, n)
		}
	}
	for _, u := range []string{"hour", "minute", "second", "move"} {
		for f, w := range s.Units[u].Forms {
			if w == "" {
				t.Errorf("%s: no form %d of %s", lang, f, u)
			}
		}
	}
	plural := c.Plural
	if s.Plural != nil {
		plural = s.Plural
	}
	for n := 0; n < 1000; n++ {
		if f := plural(n); !slices.Contains([]string{"zero", "one", "two", "few", "many", "other"}, f) {
			t.Errorf("%s: %d takes the form %q", lang, n, f)
		}
	}
	// The spoken help names the keys of the keypad by these lines.
	for _, ri := range assistant.Requests() {
		for _, k := range ri.Keys {
			if _, ok := s.Lines[SpokenKey(k.Spoken)]; k.Spoken != "" && !ok {
				t.Errorf("%s: no spoken line %s for the key %c", lang, k.Spoken, k.Key)
			}
		}
	}
}

func TestParseAndEnv(t *testing.T) {
	for in, want := range map[string]Lang{"de": German, "de_DE.UTF-8": German, "de-AT": German, "EN": English, "en_GB@euro": English} {
		if got, err := Parse(in); err != nil || got != want {
			t.Errorf("Parse(%q) = %q, %v", in, got, err)
		}
	}
	for _, in := range []string{"", "C", "POSIX", "xx", "d"} {
		if _, err := Parse(in); err == nil {
			t.Errorf("Parse(%q) accepted", in)
		}
	}
	for _, c := range []struct {
		all, msgs, lang string
		want            Lang
	}{
		{"", "", "", English},
		{"", "", "de_DE.UTF-8", German},
		{"", "de_CH", "en_US", German},
		{"C", "de_DE", "de_DE", English},
		{"", "", "fr_FR", English},
	} {
		t.Setenv("LC_ALL", c.all)
		t.Setenv("LC_MESSAGES", c.msgs)
		t.Setenv("LANG", c.lang)
		if got := FromEnv(); got != c.want {
			t.Errorf("LC_ALL=%q LC_MESSAGES=%q LANG=%q: %q, want %q", c.all, c.msgs, c.lang, got, c.want)
		}
	}
}

func TestPrinter(t *testing.T) {
	de, en := New(German), New(English)
	if got := de.Plural(GamesNotRead, 1, 1); !strings.HasPrefix(got, "1 Partie ließ") {
		t.Errorf("de one: %q", got)
	}
	if got := en.Plural(GamesNotRead, 2, 2); !strings.HasPrefix(got, "2 games could") {
		t.Errorf("en other: %q", got)
	}
	if got := New("xx").Sprintf(GameHeading, 3); got != "Game 3" {
		t.Errorf("unknown language: %q", got)
	}
	if de.LangName("cs", "Czech") != "Tschechisch" || en.LangName("cs", "Czech") != "Czech" || de.LangName("zz", "Zz") != "zz" {
		t.Error("LangName")
	}
}

// The languages of the user interface are those of the registry, each
// with a catalogue; the six of Rochade each with its plural rule.
func TestLanguages(t *testing.T) {
	data, err := os.ReadFile("locales/LINGUAS")
	if err != nil {
		t.Fatal(err)
	}
	registry := linguas(data)
	slices.Sort(registry)
	if got, want := Codes(), CodesOf(registry); got != want || len(registry) < 6 {
		t.Fatalf("languages %s, the registry %s", got, want)
	}
	files, _ := filepath.Glob("locales/*.po")
	if len(files) != len(registry) {
		t.Errorf("%d catalogues in locales, %d in LINGUAS", len(files), len(registry))
	}
	for _, c := range []struct {
		lang Lang
		n    int
		want string
	}{
		{Russian, 1, "one"}, {Russian, 21, "one"}, {Russian, 11, "many"}, {Russian, 3, "few"}, {Russian, 24, "few"},
		{Russian, 13, "many"}, {Russian, 5, "many"}, {Russian, 0, "many"}, {Russian, 111, "many"}, {Russian, 102, "few"},
		{Ukrainian, 31, "one"}, {Ukrainian, 14, "many"}, {Ukrainian, 42, "few"},
		{Polish, 1, "one"}, {Polish, 21, "many"}, {Polish, 22, "few"}, {Polish, 12, "many"}, {Polish, 5, "many"}, {Polish, 0, "many"},
		{Czech, 1, "one"}, {Czech, 2, "few"}, {Czech, 4, "few"}, {Czech, 5, "other"}, {Czech, 22, "other"}, {Czech, 0, "other"},
		{German, 1, "one"}, {English, 2, "other"},
	} {
		if got := lookup(c.lang).Plural(c.n); got != c.want {
			t.Errorf("%s %d: %s, want %s", c.lang, c.n, got, c.want)
		}
	}
	for in, want := range map[string]Lang{"ru_RU.UTF-8": Russian, "uk_UA.UTF-8": Ukrainian, "pl_PL": Polish, "cs_CZ.UTF-8": Czech, "cs": Czech} {
		if got, err := Parse(in); err != nil || got != want {
			t.Errorf("Parse(%q) = %q, %v", in, got, err)
		}
	}
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_MESSAGES", "pl_PL.UTF-8")
	t.Setenv("LANG", "en_US.UTF-8")
	if got := FromEnv(); got != Polish {
		t.Errorf("LC_MESSAGES=pl_PL: %s", got)
	}
	if got := New(Russian).Plural(GamesNotRead, 22, 22); !strings.HasPrefix(got, "22 партии") {
		t.Errorf("ru few: %q", got)
	}
	if got := New(Czech).Plural(PlaySaved, 5, "x", 5); got != "Partie je uložena v x: 5 půltahů." {
		t.Errorf("cs other: %q", got)
	}
}

// Every language names every request of the table, every side and
// every piece with a label and words of its own, one lower-case word
// each; a word means one request (side, piece) only, also among the
// English and German words that are always understood, unless it means
// the same there; no name is left over.
func TestRequestWords(t *testing.T) {
	for _, lang := range Langs() {
		checkRequestWords(t, lookup(lang))
	}
}

// requestNamespaces are the names of the requests, the sides and the
// pieces, each a namespace of words: a word is read as a request first,
// then as a side or a piece after it.
func requestNamespaces() [][]string {
	var reqs, sides, pieces []string
	for _, ri := range assistant.Requests() {
		if ri.Help != assistant.HelpNone {
			reqs = append(reqs, ri.Name)
		}
	}
	for name := range assistant.Sides {
		sides = append(sides, name)
	}
	for name := range assistant.Pieces {
		pieces = append(pieces, name)
	}
	return [][]string{reqs, sides, pieces}
}

func checkRequestWords(t *testing.T, c *Language) {
	t.Helper()
	lang := c.Code
	all := map[string]bool{}
	for _, names := range requestNamespaces() {
		seen := map[string]string{}
		for _, other := range []*Language{lookup(English), lookup(German), c} {
			for _, name := range names {
				for _, w := range strings.Fields(other.Requests[name].Words) {
					if w != strings.ToLower(w) {
						t.Errorf("%s: %q is not lower case", other.Code, w)
					}
					if was, ok := seen[w]; ok && was != name && other == c {
						t.Errorf("%s: %q means %s and %s", lang, w, was, name)
					}
					seen[w] = name
				}
			}
		}
		for _, name := range names {
			all[name] = true
			if rt := c.Requests[name]; len(strings.Fields(rt.Words)) == 0 || rt.Label == "" {
				t.Errorf("%s: no label or no word for %s", lang, name)
			}
		}
	}
	for name := range c.Requests {
		if !all[name] {
			t.Errorf("%s: %s is no request, side or piece", lang, name)
		}
	}
}

// Every key of shows is a message, and shows no more arguments than its
// English text takes.
func TestShows(t *testing.T) {
	for k, how := range shows {
		en, ok := lookup(English).Messages[k]
		if !ok {
			en, ok = lookup(English).Messages[k+".other"]
		}
		if !ok {
			t.Errorf("shows names %s, which is no message", k)
			continue
		}
		if n := len(verb.FindAllString(strings.ReplaceAll(en, "%%", ""), -1)); len(how) > n {
			t.Errorf("%s shows %d arguments, its text takes %d", k, len(how), n)
		}
	}
}
