// Package uitest makes a language of the user interface that exists
// only in tests: "xx", English with every vowel accented (pseudo
// localisation), counting with the CLDR rules of a language with a dual
// (the forms one, two, few and other), its own request words, number
// words and spoken lines. Written as a catalogue (ui's CataloguePO) it
// follows the recipe of docs/extending.md: one data file and one line of
// the registry; so the tests can show that a new language needs nothing
// else.
package uitest

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/notation"
)

// Code is the code of the made-up language.
const Code ui.Lang = "xx"

// accents are the made-up language's letters for the vowels.
var accents = strings.NewReplacer(
	"a", "á", "e", "é", "i", "í", "o", "ó", "u", "ú", "y", "ý",
	"A", "Á", "E", "É", "I", "Í", "O", "Ó", "U", "Ú", "Y", "Ý")

// Pseudo writes English text in the made-up language: the vowels of its
// words accented, and what is no word of a language left as it is: the
// verbs of a format (%d), the slots of a spoken line ({n}), the actions
// of a template ({{.Name}}), flags (--board), commands (rochade play …),
// words in capitals (PGN, FILE), and words with digits, dots or slashes
// in them (e4, game.pgn, /dev/ttyACM0).
func Pseudo(s string) string {
	var b strings.Builder
	for s != "" {
		n := keep(s)
		if n > 0 {
			b.WriteString(s[:n])
			s = s[n:]
			continue
		}
		w := wordLen(s)
		if w == 0 {
			_, size := utf8.DecodeRuneInString(s)
			b.WriteString(s[:size])
			s = s[size:]
			continue
		}
		word := s[:w]
		s = s[w:]
		if isCode(word) {
			b.WriteString(word)
			continue
		}
		b.WriteString(accents.Replace(word))
	}
	return b.String()
}

// keep returns the length of what starts s and is left as it is: a
// format verb, a slot, a template action, a flag or a command line of
// Rochade.
func keep(s string) int {
	switch {
	case strings.HasPrefix(s, "{{"):
		if i := strings.Index(s, "}}"); i >= 0 {
			return i + 2
		}
	case s[0] == '{':
		if i := strings.IndexByte(s, '}'); i > 0 && !strings.ContainsAny(s[:i], " \n") {
			return i + 1
		}
	case s[0] == '%' && len(s) > 1:
		i := 1
		for i < len(s) && strings.IndexByte("-+# 0123456789.[]*", s[i]) >= 0 {
			i++
		}
		if i < len(s) {
			return i + 1
		}
	case strings.HasPrefix(s, "--"):
		i := 2
		for i < len(s) && (s[i] >= 'a' && s[i] <= 'z' || s[i] >= '0' && s[i] <= '9' || s[i] == '-') {
			i++
		}
		return i
	case strings.HasPrefix(s, "rochade"):
		// The command and its subcommands: lower-case words.
		i := len("rochade")
		for {
			j := i
			for j < len(s) && s[j] == ' ' {
				j++
			}
			k := j
			for k < len(s) && s[k] >= 'a' && s[k] <= 'z' {
				k++
			}
			if k == j || j == i {
				return i
			}
			i = k
		}
	}
	return 0
}

// wordLen returns the length of the word that starts s: letters, digits
// and the characters of paths and names, without a full stop or a colon
// at its end.
func wordLen(s string) int {
	n := 0
	for _, r := range s {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune("_./:@", r) {
			break
		}
		n += utf8.RuneLen(r)
	}
	for n > 0 && (s[n-1] == '.' || s[n-1] == ':') {
		n--
	}
	return n
}

// isCode tells whether a word is no word of a language: capitals only,
// or digits, dots, slashes, colons or underscores in it.
func isCode(w string) bool {
	w = strings.TrimRight(w, ".:")
	if strings.ContainsAny(w, "0123456789./:_@") {
		return true
	}
	return len(w) > 1 && strings.ToUpper(w) == w
}

// PluralRules names the language whose CLDR plural rules the made-up
// language counts with: Slovenian, whose forms are one, two, few and
// other (no real language of Rochade has a dual).
const PluralRules = "sl"

// PluralForms is the Plural-Forms header of a catalogue of those rules.
const PluralForms = "nplurals=4; plural=(n%100==1 ? 0 : n%100==2 ? 1 : n%100==3 || n%100==4 ? 2 : 3);"

// MadeUp returns the made-up language, made from English: every message
// (a counted one with the forms one, two, few and other), its own words,
// the request words and labels, the spoken lines, number words and counted words, and the
// names of the languages of notation, written by Pseudo; help holds the
// help texts (none when nil).
func MadeUp(help map[string]string) *ui.Language {
	en := ui.English.Language()
	l := &ui.Language{Code: Code, Name: "Xénglísh", Plural: ui.PluralRule(PluralRules), Help: help, PromptVoice: en.PromptVoice,
		Messages: map[ui.Key]string{}, LangNames: map[string]string{}, Requests: map[string]ui.RequestText{}}
	for k, text := range en.Messages {
		l.Messages[k] = Pseudo(text)
		if base, ok := strings.CutSuffix(string(k), ".other"); ok {
			l.Messages[ui.Key(base+".two")] = Pseudo(text)
			l.Messages[ui.Key(base+".few")] = Pseudo(text)
		}
	}
	for _, w := range en.OwnWords {
		l.OwnWords = append(l.OwnWords, Pseudo(w))
	}
	for name, t := range en.Requests {
		l.Requests[name] = ui.RequestText{Label: Pseudo(t.Label), Words: strings.ToLower(Pseudo(t.Words))}
	}
	for _, nl := range notation.Languages() {
		l.LangNames[nl.Code] = Pseudo(nl.Name)
	}
	sp := &ui.Spoken{Lines: map[ui.SpokenKey]string{}, Numbers: map[string]string{}, Units: map[string]ui.Unit{}}
	for k, text := range en.Spoken.Lines {
		sp.Lines[k] = Pseudo(text)
	}
	for k, w := range en.Spoken.Numbers {
		sp.Numbers[k] = Pseudo(w)
	}
	for k, u := range en.Spoken.Units {
		for i, f := range u.Forms {
			u.Forms[i] = Pseudo(f)
		}
		sp.Units[k] = u
	}
	l.Spoken = sp
	return l
}
