// Package ui holds everything Rochade says and understands in each
// language of its user interface: the printed messages, the help texts
// of the commands, the words of the requests typed during play, and the
// assistant's own spoken lines with their number words. A language is
// one gettext catalogue, locales/CODE.po, embedded in the program, and
// one line of the registry locales/LINGUAS; its plural forms follow the
// rules of the CLDR (golang.org/x/text/feature/plural). Only the
// language a run uses is parsed. The words of FIDE Appendix D that
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
//	p.Say(err)                       // a library's error, worded
//
// Adding a message: add a Key constant in keys.go and an entry to every
// catalogue: msgctxt the key, msgid the English text, msgstr the
// language's (the tests check that no catalogue lacks a key and that the
// texts take the same arguments). A message that counts has msgid_plural
// and one msgstr[n] per plural form of the language, in the order of the
// CLDR (one, few, many, other); in Go its forms are the key followed by
// ".one", ".other" (or the forms a language's plural rule returns).
//
// A library's typed error or event names its own message (see Fact):
// its key is a Key constant here, its text is in every language.
//
// Adding a language: see docs/extending.md.
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

// The languages of the user interface that the code names; the registry
// (locales/LINGUAS) holds them all.
const (
	English   Lang = "en"
	German    Lang = "de"
	Russian   Lang = "ru"
	Ukrainian Lang = "uk"
	Polish    Lang = "pl"
	Czech     Lang = "cs"
)

// Key names a printed message.
type Key string

// SpokenKey names a spoken line of the assistant (keys_spoken.go).
type SpokenKey string

// Language is one language of the user interface: everything Rochade
// prints, says and understands in it, as its catalogue gives it (see
// LoadCatalogue for where each field comes from).
type Language struct {
	// Code is the ISO 639-1 code: "ru".
	Code Lang
	// Name is the language's name in itself: "Русский".
	Name string
	// Plural says which plural form a count takes (the CLDR category:
	// "one", "few", "many" or "other"); a counted message has one text
	// for each form the rule returns.
	Plural func(n int) string
	// Script is how the words of Appendix D are printed in a run of the
	// language unless --script says otherwise: "cyrillic" for the
	// transcription of the Russian Appendix D, "" for the Latin letters.
	Script string
	// SAPI is the Windows language identifier (the LCID in hex, as the
	// voices of SAPI list it) that chooses a voice of the language.
	SAPI string
	// Messages are the printed messages.
	Messages map[Key]string
	// Help holds the help texts of the commands: the commands' Short,
	// Long and Example texts under "COMMAND PATH:short", ":long" and
	// ":example", the flags' texts under "--NAME" (or "COMMAND PATH
	// --NAME" where a command uses a name differently), and cobra's
	// usage template under "usage-template"; in the catalogue, under the
	// context "help|KEY". English's are there as every other language's
	// (the commands keep the same English texts for a flag that no
	// catalogue names yet). A flag's text may name its value in
	// backquotes, and hold %s where the command puts a list (see
	// HelpLists).
	Help map[string]string
	// LangNames name the languages of chess notation (package notation),
	// by code; a missing one is shown as its code. English has none: the
	// names of package notation are English.
	LangNames map[string]string
	// Requests name the requests of play (the table of package
	// assistant), the sides and the pieces a request takes: each by its
	// name in the table ("time", "white", "queen").
	Requests map[string]RequestText
	// PromptVoice is the synthesizer's voice that speaks the language's
	// prompt pack (make voices-prompts): an espeak-ng voice ("en-gb").
	PromptVoice string
	// OwnWords are words only this language writes: the short words a
	// sentence of it cannot do without, and a few of chess. The tests
	// look for them in the lines of a run in another language.
	OwnWords []string
	// Spoken is the wording of the assistant's own spoken lines; nil for
	// German, whose lines are the announcement vocabulary itself
	// (package announce).
	Spoken *Spoken
	// MoreNumbers, for German, are the number words its prompt pack
	// says beyond those of the announcement vocabulary (which has 0 to
	// 200): the hundreds from 300 and the thousands. nil otherwise.
	MoreNumbers *Spoken
}

// Spoken is the wording of the assistant's own lines in a language:
// templates, number words and counted words. Package spoken renders them
// as a printed line and the clips of the language's prompt pack.
type Spoken struct {
	// Lines are the templates of the lines; {name} is a slot.
	Lines map[SpokenKey]string
	// Numbers are the number words: "0" to "19", the tens "20" to "90",
	// the hundreds "100" to "900", one thousand ("1000"), and the forms
	// of one and two for the other genders ("1f", "2f", "1n", "2n")
	// where they differ.
	Numbers map[string]string
	// Units are the counted words: hour, minute, second, move, and
	// thousand, which counts the thousands of a number.
	Units map[string]Unit
	// Plural gives the form a spoken count takes where it differs from
	// the language's Plural (Czech says "dvacet dva tahy").
	Plural func(n int) string
	// CompoundOne: in a compound number (21, 31 …) one keeps its
	// masculine form whatever the gender (Polish "dwadzieścia jeden
	// minut").
	CompoundOne bool
	// count gives the form a spoken count takes: Plural, or the
	// language's.
	count func(n int) string
}

// RequestText is how a language names a request, a side or a piece: a
// label for a menu or a button, and the words a player types, separated
// by spaces (lower case, the first is the one the help shows).
type RequestText struct {
	Label string
	Words string
}

// Unit is a counted word: its forms for one, few and many, and the
// gender the numbers one and two take before it.
type Unit struct {
	Forms  [3]string
	Gender Gender
}

// Gender of a counted word.
type Gender int

// The genders.
const (
	Masculine Gender = iota
	Feminine
	Neuter
)

// languages are the registered languages, by code, each parsed when
// first used.
var languages = map[Lang]*catalogueLoader{}

// lookup returns the language of code l, or nil.
func lookup(l Lang) *Language {
	if c := languages[l]; c != nil {
		return c.get()
	}
	return nil
}

// Register adds a language, a Go value, to the user interface and
// returns the function that takes it away again. The languages of
// Rochade are catalogues (see RegisterCatalogues); a test registers a
// made-up one for as long as it runs.
func Register(l *Language) (remove func()) {
	if l.Code == "" || l.Plural == nil || l.Messages == nil {
		panic("ui: a language needs a code, a plural rule and messages")
	}
	c := &catalogueLoader{lang: l}
	c.once.Do(func() {})
	languages[l.Code] = c
	return func() { delete(languages, l.Code) }
}

// Langs returns the languages of the user interface, sorted by code.
func Langs() []Lang {
	out := make([]Lang, 0, len(languages))
	for l := range languages {
		out = append(out, l)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// SpokenLangs returns the languages with spoken lines of their own (and
// so a prompt pack), sorted by code.
func SpokenLangs() []Lang {
	var out []Lang
	for _, l := range Langs() {
		if lookup(l).Spoken != nil {
			out = append(out, l)
		}
	}
	return out
}

// Language returns the language of code l, or nil.
func (l Lang) Language() *Language { return lookup(l) }

// Name returns the language's name in itself ("Deutsch").
func (l Lang) Name() string {
	if c := lookup(l); c != nil {
		return c.Name
	}
	return string(l)
}

// Spoken returns the spoken wording of the language, or nil.
func (l Lang) Spoken() *Spoken {
	if c := lookup(l); c != nil {
		return c.Spoken
	}
	return nil
}

// SAPI returns the language's Windows language identifier (see
// Language.SAPI), or "".
func (l Lang) SAPI() string {
	if c := lookup(l); c != nil {
		return c.SAPI
	}
	return ""
}

// Script returns how the words of Appendix D are printed by default in
// the language: "cyrillic" or "latin".
func (l Lang) Script() string {
	if c := lookup(l); c != nil && c.Script != "" {
		return c.Script
	}
	return "latin"
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
	if _, ok := languages[Lang(code)]; ok && code != "" {
		return Lang(code), nil
	}
	return "", fmt.Errorf("%w %q: use one of %s", errUnknown, s, Codes())
}

// CodesOf lists the codes of langs: "de, en".
func CodesOf(langs []Lang) string {
	out := make([]string, len(langs))
	for i, l := range langs {
		out[i] = string(l)
	}
	return strings.Join(out, ", ")
}

// Codes lists the codes of the languages for messages: "de, en".
func Codes() string { return CodesOf(Langs()) }

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

// Printer formats messages in one language.
type Printer struct {
	lang   Lang
	loader *catalogueLoader
}

// New returns a printer for lang; an unknown language gives English.
// The catalogue is read when the printer first formats a message, so a
// run that prints none (convert writing moves) reads none.
func New(lang Lang) *Printer {
	c := languages[lang]
	if c == nil {
		lang, c = English, languages[English]
	}
	return &Printer{lang: lang, loader: c}
}

// cat returns the printer's language, read from its catalogue the first
// time.
func (p *Printer) cat() *Language { return p.loader.get() }

// Lang returns the printer's language.
func (p *Printer) Lang() Lang { return p.lang }

// Language returns the printer's language with all its words.
func (p *Printer) Language() *Language { return p.cat() }

// RequestWords returns the typed words of the printer's language by the
// name of the request, side or piece; the first of each is the one to
// show.
func (p *Printer) RequestWords() map[string][]string { return p.cat().RequestWords() }

// RequestLabel returns the label of a request, side or piece in the
// printer's language ("Last moves"), for a menu or a button; the name
// itself when the language has none.
func (p *Printer) RequestLabel(name string) string {
	if t, ok := p.cat().Requests[name]; ok && t.Label != "" {
		return t.Label
	}
	return name
}

// RequestWords returns the typed words of the language by the name of
// the request, side or piece.
func (l *Language) RequestWords() map[string][]string {
	out := make(map[string][]string, len(l.Requests))
	for name, t := range l.Requests {
		out[name] = strings.Fields(t.Words)
	}
	return out
}

// text returns the format of k; a key missing from the catalogue (which
// the tests forbid) falls back to English, then to the key itself.
func (p *Printer) text(k Key) string {
	if s, ok := p.cat().Messages[k]; ok {
		return s
	}
	if s, ok := lookup(English).Messages[k]; ok {
		return s
	}
	return string(k)
}

// has tells whether the catalogue knows k.
func (p *Printer) has(k Key) bool {
	_, ok := lookup(English).Messages[k]
	return ok
}

// counted tells whether k is a message that counts.
func counted(k Key) bool {
	_, ok := lookup(English).Messages[k+".other"]
	return ok
}

// Sprintf formats the message k with args; an error among them is
// worded (see Say).
func (p *Printer) Sprintf(k Key, args ...any) string {
	return fmt.Sprintf(p.text(k), p.args(args)...)
}

// Plural formats the form of message k that the count n takes; n is
// not added to args, so pass it there too when the text shows it.
func (p *Printer) Plural(k Key, n int, args ...any) string {
	return fmt.Sprintf(p.text(k+"."+Key(p.cat().Plural(n))), p.args(args)...)
}

// Errorf returns an error with the message k: its text is the message,
// and it wraps the first error among args (errors.Is and errors.As see
// the library's fact through it).
func (p *Printer) Errorf(k Key, args ...any) error {
	return newMessage(p.Sprintf(k, args...), args)
}

// PluralErrorf is Errorf with the form of k for the count n.
func (p *Printer) PluralErrorf(k Key, n int, args ...any) error {
	return newMessage(p.Plural(k, n, args...), args)
}

// Fprintln writes the message k and a new line to w.
func (p *Printer) Fprintln(w io.Writer, k Key, args ...any) {
	fmt.Fprintln(w, p.Sprintf(k, args...))
}

// LangName names a language of chess notation (notation.Lang's code and
// English name) in the printer's language.
func (p *Printer) LangName(code, englishName string) string {
	if p.cat().LangNames == nil {
		return englishName
	}
	if n, ok := p.cat().LangNames[code]; ok {
		return n
	}
	return code
}

// Help returns the help text under key (see Language.Help), and whether
// the language has one.
func (p *Printer) Help(key string) (string, bool) {
	s, ok := p.cat().Help[key]
	return s, ok
}
