package announce

import (
	"strconv"
	"strings"

	"github.com/rochade/rochade/phonetic"
)

// Line is one thing the assistant says: the words it speaks and the line
// it prints. Both say the same; only numbers and punctuation differ (the
// printed line has "0:04:12" where the voice says "vier Minuten zwölf
// Sekunden").
type Line struct {
	// Words are what is spoken.
	Words []phonetic.Token
	// Fact is what the line says, as data, for wording it in another
	// language; nil for a move's announcement and for lines that are
	// German in every language.
	Fact  Fact
	parts []part
}

// part is one piece of the printed line: a word, or literal text.
type part struct {
	tok phonetic.Token
	lit string
}

// Words makes a Line that prints exactly what it says.
func Words(toks ...phonetic.Token) Line {
	var l Line
	l.say(toks...)
	return l
}

// say adds words that are spoken and printed.
func (l *Line) say(toks ...phonetic.Token) {
	for _, t := range toks {
		l.Words = append(l.Words, t)
		l.parts = append(l.parts, part{tok: t})
	}
}

// sayOnly adds words that are spoken but not printed (the printed line
// has their digits from print).
func (l *Line) sayOnly(toks ...phonetic.Token) { l.Words = append(l.Words, toks...) }

// print adds text that is printed but not spoken: digits, punctuation.
func (l *Line) print(s string) { l.parts = append(l.parts, part{lit: s}) }

// number adds n, spoken in words and printed in digits.
func (l *Line) number(n int) {
	l.sayOnly(numberWords(nil, n)...)
	l.print(strconv.Itoa(n))
}

// Sentences says the lines one after the other as one line, a full stop
// after each but the last.
func Sentences(lines ...Line) Line {
	var l Line
	for i, m := range lines {
		if i > 0 {
			l.print(".")
		}
		l.Append(m)
	}
	return l.with(SentencesFact{Lines: lines})
}

// Append adds the words and the printed text of m after those of l.
func (l *Line) Append(m Line) {
	l.Words = append(l.Words, m.Words...)
	l.parts = append(l.parts, m.parts...)
}

// Text returns the printed line in spelling sp. Words are separated by a
// space; punctuation sticks to the word before it.
func (l Line) Text(sp phonetic.Spelling) string {
	var b strings.Builder
	for _, p := range l.parts {
		s := p.lit
		if p.tok != phonetic.NoToken {
			s = p.tok.Spell(sp)
		}
		if s == "" {
			continue
		}
		if b.Len() > 0 && !strings.ContainsRune(".,:;", rune(s[0])) {
			b.WriteByte(' ')
		}
		b.WriteString(s)
	}
	return b.String()
}

// numberWords appends the words of n. Numbers beyond what the vocabulary
// says in one go (over 200) are said digit by digit.
func numberWords(dst []phonetic.Token, n int) []phonetic.Token {
	if out, err := phonetic.Number(dst, n); err == nil {
		return out
	}
	for _, c := range strconv.Itoa(n) {
		if c >= '0' && c <= '9' {
			dst = append(dst, phonetic.Num0+phonetic.Token(c-'0'))
		}
	}
	return dst
}
