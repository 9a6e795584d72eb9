package notation

import (
	"sort"
	"strings"
)

// Lang is a language's set of piece letters (FIDE Appendix C.3 lets each
// player use the abbreviations of their own country).
type Lang struct {
	Code string // ISO 639-1 code, such as "de"
	Name string // English name, such as "German"
	// letters holds the written letter of each piece type, indexed by
	// PieceType; letters[Pawn] is empty.
	letters [7]string
	// match holds the folded forms accepted when reading, longest first.
	match []langLetter
	// alt is a second alphabet read where a letter means nothing in this
	// one: English letters in a game written in Cyrillic or Greek ones
	// (exports write "a8=Q" in games with Russian piece letters).
	alt *Lang
	// ascii gives the piece type of each single ASCII capital letter.
	ascii [128]PieceType
}

type langLetter struct {
	runes []rune
	t     PieceType
}

// Letter returns the letter the language writes for piece type t (""
// for a pawn).
func (l *Lang) Letter(t PieceType) string {
	if t > King {
		return ""
	}
	return l.letters[t]
}

func newLang(code, name string, king, queen, rook, bishop, knight string, extra ...string) *Lang {
	l := &Lang{Code: code, Name: name}
	l.letters = [7]string{"", "", knight, bishop, rook, queen, king}
	for t := Knight; t <= King; t++ {
		l.match = append(l.match, langLetter{foldString(l.letters[t]), t})
	}
	// extra holds pairs of accepted alternative letters: letter, type.
	for i := 0; i+1 < len(extra); i += 2 {
		t := PieceType(strings.IndexByte("-PNBRQK", extra[i+1][0]))
		l.match = append(l.match, langLetter{foldString(extra[i]), t})
	}
	sort.SliceStable(l.match, func(i, j int) bool { return len(l.match[i].runes) > len(l.match[j].runes) })
	return l
}

// languages in the order automatic detection tries them.
var languages = []*Lang{
	newLang("en", "English", "K", "Q", "R", "B", "N", "P", "P"),
	newLang("de", "German", "K", "D", "T", "L", "S"),
	newLang("fr", "French", "R", "D", "T", "F", "C"),
	newLang("es", "Spanish", "R", "D", "T", "A", "C"),
	newLang("ru", "Russian", "Кр", "Ф", "Л", "С", "К"),
	newLang("uk", "Ukrainian", "Кр", "Ф", "Т", "С", "К"),
	newLang("pl", "Polish", "K", "H", "W", "G", "S"),
	newLang("cs", "Czech", "K", "D", "V", "S", "J"),
	newLang("nl", "Dutch", "K", "D", "T", "L", "P"),
	newLang("hu", "Hungarian", "K", "V", "B", "F", "H"),
	newLang("pt", "Portuguese", "R", "D", "T", "B", "C"),
	newLang("ro", "Romanian", "R", "D", "T", "N", "C"),
	newLang("it", "Italian", "R", "D", "T", "A", "C"),
	newLang("sk", "Slovak", "K", "D", "V", "S", "J"),
	newLang("sv", "Swedish", "K", "D", "T", "L", "S"),
	newLang("da", "Danish", "K", "D", "T", "L", "S"),
	newLang("no", "Norwegian", "K", "D", "T", "L", "S"),
	newLang("sl", "Slovenian", "K", "D", "T", "L", "S"),
	newLang("fi", "Finnish", "K", "D", "T", "L", "R"),
	newLang("ca", "Catalan", "R", "D", "T", "A", "C"),
	newLang("bg", "Bulgarian", "Ц", "Д", "Т", "О", "К"),
	newLang("et", "Estonian", "K", "L", "V", "O", "R"),
	newLang("is", "Icelandic", "K", "D", "H", "B", "R"),
	newLang("lt", "Lithuanian", "K", "V", "B", "R", "Ž"),
	newLang("tr", "Turkish", "Ş", "V", "K", "F", "A"),
	newLang("eo", "Esperanto", "R", "D", "T", "K", "Ĉ"),
	newLang("id", "Indonesian", "R", "M", "B", "G", "K"),
	newLang("el", "Greek", "Ρ", "Β", "Π", "Α", "Ι"),
}

func init() {
	for _, l := range languages {
		switch l.Code {
		case "ru", "uk", "bg", "el":
			l.alt = English
		}
		for _, m := range l.match {
			if len(m.runes) == 1 && m.runes[0] >= 'A' && m.runes[0] <= 'Z' {
				l.ascii[m.runes[0]] = m.t
			}
		}
	}
	// Languages whose letters mean the same as an earlier one's add
	// nothing to detection.
	seen := map[[7]string]bool{}
	for _, l := range languages {
		if !seen[l.letters] {
			seen[l.letters] = true
			detectOrder = append(detectOrder, l)
		}
	}
}

// detectOrder lists one language of each distinct letter set.
var detectOrder []*Lang

// English is the language of PGN and of the FIDE English text.
var English = languages[0]

// LangByCode returns the language with the ISO 639-1 code (or English
// name) given, or nil.
func LangByCode(code string) *Lang {
	for _, l := range languages {
		if strings.EqualFold(l.Code, code) || strings.EqualFold(l.Name, code) {
			return l
		}
	}
	return nil
}

// Languages returns every known language.
func Languages() []*Lang { return append([]*Lang(nil), languages...) }

// foldRune maps characters that look like the ones of Latin algebraic
// notation to them: Cyrillic look-alikes (as the Russian text of the
// FIDE Laws prints "Вхе5" and "е.р."), typographic capture signs and
// dashes. Other characters are returned unchanged.
func foldRune(r rune) rune {
	if r < 0x80 {
		return r
	}
	switch r {
	case 'А':
		return 'A'
	case 'В':
		return 'B'
	case 'Е':
		return 'E'
	case 'К':
		return 'K'
	case 'М':
		return 'M'
	case 'Н':
		return 'H'
	case 'О':
		return 'O'
	case 'Р':
		return 'P'
	case 'С':
		return 'C'
	case 'Т':
		return 'T'
	case 'Х', '×', '⨯':
		return 'x'
	case 'а':
		return 'a'
	case 'в': // a handwritten-looking b is rare, but "в" never means anything else here
		return 'b'
	case 'е':
		return 'e'
	case 'о':
		return 'o'
	case 'р':
		return 'p'
	case 'с':
		return 'c'
	case 'х':
		return 'x'
	case 'һ':
		return 'h'
	case 'ԁ':
		return 'd'
	case '–', '—', '‐', '‑', '−':
		return '-'
	case '\u00a0', '\u2009', '\u202f':
		return ' '
	}
	return r
}

func foldString(s string) []rune {
	out := make([]rune, 0, len(s))
	for _, r := range s {
		out = append(out, foldRune(r))
	}
	return out
}

// figurine returns the piece type of a figurine character.
func figurine(r rune) PieceType {
	switch r {
	case '♔', '♚':
		return King
	case '♕', '♛':
		return Queen
	case '♖', '♜':
		return Rook
	case '♗', '♝':
		return Bishop
	case '♘', '♞':
		return Knight
	case '♙', '♟':
		return Pawn
	}
	return NoPieceType
}

// figurines holds the white figurine of each piece type.
var figurines = [7]string{"", "♙", "♘", "♗", "♖", "♕", "♔"}

// hasLetter tells whether a letter of l (not of its second alphabet)
// starts with r.
func (l *Lang) hasLetter(r rune) bool {
	for _, m := range l.match {
		if m.runes[0] == r {
			return true
		}
	}
	return false
}
