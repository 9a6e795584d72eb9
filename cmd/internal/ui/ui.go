// Package ui holds the printed and spoken messages of Rochade in every
// language of its user interface: one catalogue per language, one file
// per catalogue (en.go, de.go, ru.go, uk.go, pl.go, cs.go), and the help
// texts of the commands in help_xx.go. The words of FIDE Appendix D that
// announce a move are not here: they stay German in every language
// (package phonetic).
//
// Use:
//
//	lang, err := ui.Parse("de")      // or ui.FromEnv()
//	p := ui.New(lang)
//	p.Sprintf(ui.GameHeading, 3)     // "Partie 3"
//	p.Plural(ui.GamesRendered, n, n) // "1 game" / "2 games"
//	err = p.Errorf(ui.NoGame, name)  // an error in the user's language
//
// Adding a message: add a Key constant in keys.go and its text to every
// catalogue (the tests check that no catalogue lacks a key and that the
// texts take the same arguments). A message that counts has one text per
// plural form, under the key followed by ".one" and ".other" (or the
// forms a language's plural rule returns).
//
// Adding a language: copy en.go to xx.go, translate the texts, give it a
// plural rule, and add it to the catalogues table below.
package ui

import (
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

// Lang is a language of the user interface, named by its ISO 639-1 code.
type Lang string

// The languages of the user interface.
const (
	English   Lang = "en"
	German    Lang = "de"
	Russian   Lang = "ru"
	Ukrainian Lang = "uk"
	Polish    Lang = "pl"
	Czech     Lang = "cs"
)

// Key names a message.
type Key string

// catalogue is the messages of one language.
type catalogue struct {
	// name is the language's name in itself.
	name string
	// plural says which plural form a count takes: "one" or "other" in
	// English and German; other languages may use more forms.
	plural func(n int) string
	msgs   map[Key]string
	// names are the names of the languages of chess notation (package
	// notation), by code; a missing one is shown as its code.
	names map[string]string
	// help holds the help texts of the commands, by command path and
	// flag (see help_de.go); English has none: its texts are in the
	// commands.
	help map[string]string
	// words are the typed request words of the language, by request
	// (see RequestNames): the first of each is the one the help shows.
	words map[string][]string
}

// RequestNames are the requests a player types during play, in the order
// of the help, and the two sides ("white", "black") they may name.
var RequestNames = []string{"time", "repeat", "last", "square", "file", "rank", "pieces", "board", "help",
	"takeback", "new", "resign", "draw", "result", "hint", "eval", "level", "white", "black",
	"promote", "queen", "rook", "bishop", "knight", "battery"}

var catalogues = map[Lang]*catalogue{
	English:   &english,
	German:    &german,
	Russian:   &russian,
	Ukrainian: &ukrainian,
	Polish:    &polish,
	Czech:     &czech,
}

// oneOther is the plural rule of English and German.
func oneOther(n int) string {
	if n == 1 {
		return "one"
	}
	return "other"
}

// eastSlavic is the plural rule of Russian and Ukrainian (CLDR): one for
// 1, 21, 31 … but not 11; few for 2–4, 22–24 … but not 12–14; many for
// the rest.
func eastSlavic(n int) string {
	switch {
	case n%10 == 1 && n%100 != 11:
		return "one"
	case n%10 >= 2 && n%10 <= 4 && (n%100 < 12 || n%100 > 14):
		return "few"
	}
	return "many"
}

// polishPlural is the plural rule of Polish (CLDR): one for 1 only; few
// for 2–4, 22–24 … but not 12–14; many for the rest.
func polishPlural(n int) string {
	switch {
	case n == 1:
		return "one"
	case n%10 >= 2 && n%10 <= 4 && (n%100 < 12 || n%100 > 14):
		return "few"
	}
	return "many"
}

// czechPlural is the plural rule of Czech for whole numbers (CLDR): one
// for 1, few for 2–4, other for the rest.
func czechPlural(n int) string {
	switch {
	case n == 1:
		return "one"
	case n >= 2 && n <= 4:
		return "few"
	}
	return "other"
}

// Langs returns the languages of the user interface, sorted by code.
func Langs() []Lang {
	out := make([]Lang, 0, len(catalogues))
	for l := range catalogues {
		out = append(out, l)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// Name returns the language's name in itself ("Deutsch").
func (l Lang) Name() string {
	if c := catalogues[l]; c != nil {
		return c.name
	}
	return string(l)
}

// errUnknown is wrapped by the error of Parse for a language without a catalogue.
var errUnknown = errors.New("unknown language of the user interface")

// Parse reads a language code ("de"), also in the form of a locale
// ("de_DE.UTF-8", "de-AT").
func Parse(s string) (Lang, error) {
	code := strings.ToLower(s)
	if i := strings.IndexAny(code, "_-.@"); i >= 0 {
		code = code[:i]
	}
	if _, ok := catalogues[Lang(code)]; ok && code != "" {
		return Lang(code), nil
	}
	return "", fmt.Errorf("%w %q: use one of %s", errUnknown, s, strings.Join(codes(), ", "))
}

func codes() []string {
	var out []string
	for _, l := range Langs() {
		out = append(out, string(l))
	}
	return out
}

// Codes lists the codes of the languages for messages: "de, en".
func Codes() string { return strings.Join(codes(), ", ") }

// FromEnv returns the language the environment asks for: the first set
// of LC_ALL, LC_MESSAGES and LANG, as POSIX orders them. English when
// none is set, or the one set names a language without a catalogue
// (such as "C" or "POSIX").
func FromEnv() Lang {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if s := os.Getenv(v); s != "" {
			if l, err := Parse(s); err == nil {
				return l
			}
			return English
		}
	}
	return English
}

// Lang returns the printer's language.
func (p *Printer) Lang() Lang { return p.lang }

// RequestWords returns the typed request words of the printer's
// language by request name (see RequestNames); the first of each is the
// one to show.
func (p *Printer) RequestWords() map[string][]string { return p.cat.words }

// Printer formats messages in one language.
type Printer struct {
	lang Lang
	cat  *catalogue
}

// New returns a printer for lang; an unknown language gives English.
func New(lang Lang) *Printer {
	c := catalogues[lang]
	if c == nil {
		lang, c = English, catalogues[English]
	}
	return &Printer{lang: lang, cat: c}
}

// text returns the format of k; a key missing from the catalogue (which
// the tests forbid) falls back to English, then to the key itself.
func (p *Printer) text(k Key) string {
	if s, ok := p.cat.msgs[k]; ok {
		return s
	}
	if s, ok := english.msgs[k]; ok {
		return s
	}
	return string(k)
}

// Sprintf formats the message k with args.
func (p *Printer) Sprintf(k Key, args ...any) string {
	return fmt.Sprintf(p.text(k), args...)
}

// Plural formats the form of message k that the count n takes; n is
// not added to args, so pass it there too when the text shows it.
func (p *Printer) Plural(k Key, n int, args ...any) string {
	return fmt.Sprintf(p.text(k+"."+Key(p.cat.plural(n))), args...)
}

// Errorf returns an error with the message k; %w in the text wraps an
// argument as fmt.Errorf does.
func (p *Printer) Errorf(k Key, args ...any) error {
	return fmt.Errorf(p.text(k), args...)
}

// PluralErrorf is Errorf with the form of k for the count n.
func (p *Printer) PluralErrorf(k Key, n int, args ...any) error {
	return fmt.Errorf(p.text(k+"."+Key(p.cat.plural(n))), args...)
}

// Fprintln writes the message k and a new line to w.
func (p *Printer) Fprintln(w io.Writer, k Key, args ...any) {
	fmt.Fprintln(w, p.Sprintf(k, args...))
}

// LangName names a language of chess notation (notation.Lang's code and
// English name) in the printer's language.
func (p *Printer) LangName(code, englishName string) string {
	if p.lang == English {
		return englishName
	}
	if n, ok := p.cat.names[code]; ok {
		return n
	}
	return code
}

// Help returns the help text under key (see help_de.go), and whether the
// language has one.
func (p *Printer) Help(key string) (string, bool) {
	s, ok := p.cat.help[key]
	return s, ok
}
