package phonetic

import (
	"sort"
	"strings"
	"sync"
)

// A synthesiser reads what it is given by the rules of its own language:
// an English voice reads "Springer Felix drei" as English words, a Russian
// voice cannot read Latin letters at all. Respell writes every word of the
// vocabulary for the synthesiser of one language so that it says the
// German word of Appendix D: German spelling for a German voice, the
// Cyrillic transcription of the Russian Appendix D for a Russian voice
// (and the same transcription in Ukrainian letters for a Ukrainian one),
// and respellings by the reading rules of English, Polish and Czech.
//
// The respellings are for speech only: nothing prints them.

// SpeechLangs returns the languages the vocabulary is respelled for, by
// their ISO 639-1 codes, sorted.
func SpeechLangs() []string {
	out := make([]string, 0, len(respellings))
	for l := range respellings {
		out = append(out, l)
	}
	sort.Strings(out)
	return out
}

// HasSpeechLang tells whether the vocabulary is respelled for lang.
func HasSpeechLang(lang string) bool {
	_, ok := respellings[lang]
	return ok
}

// Respell returns how the token is written for a synthesiser of lang
// ("de", "en", "ru", "uk", "pl", "cs"). For a language without a
// respelling it returns the German spelling.
func (t Token) Respell(lang string) string {
	if !t.Valid() {
		return ""
	}
	if r := respelledIn(lang); r != nil && r[t] != "" {
		return r[t]
	}
	return t.Spell(German)
}

// SpeechText joins the respellings of toks for a synthesiser of lang,
// words separated by one space. The first part of a number from 61 to 99
// ("einund") runs on into its tens where the language writes the number as
// one word ("einundsechzig").
func SpeechText(toks []Token, lang string) string {
	var b strings.Builder
	glue := false
	for _, t := range toks {
		s := t.Respell(lang)
		if s == "" {
			continue
		}
		if b.Len() > 0 && !glue {
			b.WriteByte(' ')
		}
		b.WriteString(s)
		glue = t >= UnitAnd1 && t < UnitAnd1+9 && respellings[lang].oneWord()
	}
	return b.String()
}

// respelling is the table of one language: the words, and the parts the
// numbers are made of.
type respelling struct {
	// from, when set, gives the words not in words: a function of the
	// token (the German or Cyrillic spelling, or another language's
	// respelling read by other rules).
	from  func(Token) string
	words map[Token]string

	// Numbers: units 0–9, 10–19, the tens 20–50 (at 2 to 5), a unit
	// before "und" (1–9), "und" with the spaces around it if the
	// language writes the parts apart, 60–90, 100 and 200.
	units, teens [10]string
	tens         [6]string
	ein          [10]string
	und          string
	tens60       [4]string
	hundred, two string
}

// oneWord tells whether the language writes 21 as one word.
func (r *respelling) oneWord() bool {
	return r != nil && r.und != "" && !strings.HasSuffix(r.und, " ")
}

// number returns the word of the token Num0+n (0 ≤ n < 60).
func (r *respelling) number(n int) string {
	switch {
	case n < 10:
		return r.units[n]
	case n < 20:
		return r.teens[n-10]
	case n%10 == 0:
		return r.tens[n/10]
	}
	return r.ein[n%10] + r.und + r.tens[n/10]
}

// word returns the respelling of t, "" when the table has none.
func (r *respelling) word(t Token) string {
	switch {
	case t >= Num0 && t < Num0+60:
		return r.number(int(t - Num0))
	case t >= UnitAnd1 && t < UnitAnd1+9:
		u := int(t-UnitAnd1) + 1
		if r.ein[u] == "" {
			return ""
		}
		return r.ein[u] + strings.TrimRight(r.und, " ")
	case t >= Tens60 && t <= Tens90:
		return r.tens60[t-Tens60]
	case t == Hundred:
		return r.hundred
	case t == TwoHundred:
		return r.two
	}
	if w, ok := r.words[t]; ok {
		return w
	}
	if r.from != nil {
		return r.from(t)
	}
	return ""
}

// respelled holds every language's respelling, built from the tables
// when one is first asked for (a run that speaks none, convert say,
// does not pay for them).
var respelled = sync.OnceValue(func() map[string]*[tokenCount]string {
	m := make(map[string]*[tokenCount]string, len(respellings))
	for lang, r := range respellings {
		var tab [tokenCount]string
		for t := Token(1); t < tokenCount; t++ {
			tab[t] = r.word(t)
		}
		m[lang] = &tab
	}
	return m
})

// respelledIn is the respelling of lang, nil if it has none.
func respelledIn(lang string) *[tokenCount]string { return respelled()[lang] }

var respellings = map[string]*respelling{
	"de": &german,
	"en": &english,
	"ru": &russian,
	"uk": &ukrainian,
	"pl": &polish,
	"cs": &czech,
}
