package ui

import (
	"go/ast"
	"go/parser"
	"go/token"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// keys returns every Key constant of keys.go.
func keys(t *testing.T) []Key {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), "keys.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var out []Key
	ast.Inspect(f, func(n ast.Node) bool {
		vs, ok := n.(*ast.ValueSpec)
		if !ok || vs.Type == nil || vs.Type.(*ast.Ident).Name != "Key" {
			return true
		}
		for _, v := range vs.Values {
			s, err := strconv.Unquote(v.(*ast.BasicLit).Value)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, Key(s))
		}
		return true
	})
	if len(out) < 50 {
		t.Fatalf("only %d keys found in keys.go", len(out))
	}
	return out
}

var verb = regexp.MustCompile(`%[-+# 0-9.]*[a-zA-Z%]`)

// verbs returns the formatting verbs of a text, in order.
func verbs(s string) string { return strings.Join(verb.FindAllString(s, -1), " ") }

// Every catalogue has every message, in every plural form its rule
// gives, with the arguments of the English text, and nothing else.
func TestCataloguesComplete(t *testing.T) {
	all := keys(t)
	for lang, c := range catalogues {
		want := map[Key]bool{}
		for _, k := range all {
			if _, ok := english.msgs[k]; ok {
				want[k] = true
				continue
			}
			if _, ok := english.msgs[k+".other"]; !ok {
				t.Errorf("English has no text for %s", k)
				continue
			}
			for n := 0; n < 1000; n++ {
				want[k+"."+Key(c.plural(n))] = true
			}
		}
		for k := range want {
			text, ok := c.msgs[k]
			if !ok {
				t.Errorf("%s: no text for %s", lang, k)
				continue
			}
			base := k
			if i := strings.LastIndex(string(k), "."); i >= 0 {
				base = k[:i]
			}
			en, ok := english.msgs[k]
			if !ok {
				en = english.msgs[base+".other"]
			}
			if verbs(text) != verbs(en) {
				t.Errorf("%s: %s takes %q, English %q", lang, k, verbs(text), verbs(en))
			}
		}
		for k := range c.msgs {
			if !want[k] {
				t.Errorf("%s: %s is no message", lang, k)
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

// The six languages of the user interface, each with its plural rule.
func TestLanguages(t *testing.T) {
	if got := Codes(); got != "cs, de, en, pl, ru, uk" {
		t.Fatalf("languages %s", got)
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
		if got := catalogues[c.lang].plural(c.n); got != c.want {
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

// Every language names every request with words of its own; a word
// means one request only, also among the English and German words that
// are always understood, unless it means the same there.
func TestRequestWords(t *testing.T) {
	for lang, c := range catalogues {
		seen := map[string]string{}
		for _, other := range []*catalogue{&english, &german, c} {
			for name, ws := range other.words {
				for _, w := range ws {
					if w != strings.ToLower(w) || strings.ContainsAny(w, " \t") {
						t.Errorf("%s: %q is not one lower-case word", lang, w)
					}
					if was, ok := seen[w]; ok && was != name && other == c {
						t.Errorf("%s: %q means %s and %s", lang, w, was, name)
					}
					seen[w] = name
				}
			}
		}
		for _, name := range RequestNames {
			if len(c.words[name]) == 0 {
				t.Errorf("%s: no word for %s", lang, name)
			}
		}
		for name := range c.words {
			if !slices.Contains(RequestNames, name) {
				t.Errorf("%s: %s is no request", lang, name)
			}
		}
	}
}
