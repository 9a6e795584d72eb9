// Package braille writes chess scoresheets in Braille: moves as 6-dot
// cells following the British Braille Chess Association code as far as it
// goes (docs/braille.md), Unicode braille text, BRF files for embossers,
// and a live view on a refreshable display through BRLTTY (see Display
// and the brlapi subpackage).
package braille

import (
	"fmt"
	"strings"
	"unicode"
)

// Cell is one braille cell as a dot mask: bit 0 is dot 1 up to bit 7 for
// dot 8 (ISO/TR 11548-1, the order of the Unicode braille block).
type Cell uint8

// Blank is the empty cell.
const Blank Cell = 0

// Rune returns the cell as a Unicode braille pattern (U+2800 + mask).
func (c Cell) Rune() rune { return 0x2800 + rune(c) }

// Dots returns the cell's dot numbers, such as "1346", or "0" when blank.
func (c Cell) Dots() string {
	if c == 0 {
		return "0"
	}
	var b []byte
	for i := 0; i < 8; i++ {
		if c&(1<<i) != 0 {
			b = append(b, byte('1'+i))
		}
	}
	return string(b)
}

// dots builds a cell from its dot numbers; for tables only.
func dots(s string) Cell {
	var c Cell
	for _, r := range s {
		c |= 1 << (r - '1')
	}
	return c
}

// Unicode returns cells as a string of Unicode braille patterns.
func Unicode(cells []Cell) string {
	var sb strings.Builder
	for _, c := range cells {
		sb.WriteRune(c.Rune())
	}
	return sb.String()
}

// CellsProblem says why ParseCells cannot read cells.
type CellsProblem int

// The problems of cells written by hand.
const (
	CellsNotPattern CellsProblem = iota // character Index (from 1) is no braille pattern
	CellsNotDots                        // Part is no list of dot numbers 1 to 8
	CellsDotTwice                       // Dot appears twice in Part
)

// CellsError says why ParseCells cannot read its input.
type CellsError struct {
	Input   string
	Problem CellsProblem
	Index   int    // CellsNotPattern
	Part    string // CellsNotDots, CellsDotTwice
	Dot     rune   // CellsDotTwice
}

func (e *CellsError) Error() string {
	return fmt.Sprintf("braille: cells %q: problem %d at %d %q", e.Input, e.Problem, e.Index, e.Part)
}

func (e *CellsError) Fact() (string, []any) {
	switch e.Problem {
	case CellsNotPattern:
		return "cells-not-pattern", []any{e.Index}
	case CellsDotTwice:
		return "cells-dot-twice", []any{string(e.Dot), e.Part}
	}
	return "cells-not-dots", []any{e.Part}
}

// ParseCells reads cells written either as Unicode braille patterns
// ("⠑⠨⠏⠨") or as dot numbers with cells separated by "/" or spaces
// ("15/46/1234/46"; "0" is a blank cell).
func ParseCells(s string) ([]Cell, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil, nil
	}
	var out []Cell
	if r := []rune(s)[0]; r >= 0x2800 && r <= 0x28FF {
		for i, r := range []rune(s) {
			if r < 0x2800 || r > 0x28FF {
				return nil, &CellsError{Input: s, Problem: CellsNotPattern, Index: i + 1}
			}
			out = append(out, Cell(r-0x2800))
		}
		return out, nil
	}
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == '/' || r == ' ' }) {
		if f == "0" {
			out = append(out, Blank)
			continue
		}
		var c Cell
		for _, r := range f {
			if r < '1' || r > '8' {
				return nil, &CellsError{Input: s, Problem: CellsNotDots, Part: f}
			}
			bit := Cell(1) << (r - '1')
			if c&bit != 0 {
				return nil, &CellsError{Input: s, Problem: CellsDotTwice, Part: f, Dot: r}
			}
			c |= bit
		}
		out = append(out, c)
	}
	return out, nil
}

// brfChars is North American Braille ASCII: the character of each
// 6-dot cell, indexed by dot mask.
var brfChars [64]byte

// brfCells maps a Braille ASCII character (0x20–0x5F) back to its cell.
var brfCells [96]Cell

func init() {
	// The standard Braille ASCII table, one entry per character from
	// space (0x20) to underscore (0x5F).
	table := []string{
		"0", "2346", "5", "3456", "1246", "146", "12346", "3", // space ! " # $ % & '
		"12356", "23456", "16", "346", "6", "36", "46", "34", // ( ) * + , - . /
		"356", "2", "23", "25", "256", "26", "235", "2356", // 0 1 2 3 4 5 6 7
		"236", "35", "156", "56", "126", "123456", "345", "1456", // 8 9 : ; < = > ?
		"4", "1", "12", "14", "145", "15", "124", "1245", // @ A B C D E F G
		"125", "24", "245", "13", "123", "134", "1345", "135", // H I J K L M N O
		"1234", "12345", "1235", "234", "2345", "136", "1236", "2456", // P Q R S T U V W
		"1346", "13456", "1356", "246", "1256", "12456", "45", "456", // X Y Z [ \ ] ^ _
	}
	for i, d := range table {
		c := Blank
		if d != "0" {
			c = dots(d)
		}
		brfChars[c] = byte(0x20 + i)
		brfCells[i] = c
	}
}

// BRFChar returns the Braille ASCII character of a 6-dot cell; cells with
// dot 7 or 8 have none.
func BRFChar(c Cell) (byte, bool) {
	if c > 63 {
		return 0, false
	}
	return brfChars[c], true
}

// FromBRF returns the cell of a Braille ASCII character; lower-case
// letters and the characters ` { | } ~ are read as their upper-case
// partners, as embossers do.
func FromBRF(b byte) (Cell, bool) {
	if b >= 0x60 && b < 0x7f {
		b -= 0x20
	}
	if b < 0x20 || b >= 0x80 {
		return 0, false
	}
	return brfCells[b-0x20], true
}

// Lower-cell digits 0–9 (dots 356, 2, 23, 25, 256, 26, 235, 2356, 236,
// 35): the "dropped" numbers the chess code uses for ranks and move
// numbers, without a number sign.
var lowerDigits = [10]Cell{dots("356"), dots("2"), dots("23"), dots("25"), dots("256"), dots("26"), dots("235"), dots("2356"), dots("236"), dots("35")}

// Upper digits 1–9, 0 are the letters a–j; with the number sign (dots
// 3456) they write literary numbers such as page numbers.
var (
	numberSign   = dots("3456")
	upperDigits  = [10]Cell{dots("245"), dots("1"), dots("12"), dots("14"), dots("145"), dots("15"), dots("124"), dots("1245"), dots("125"), dots("24")}
	letterCells  [26]Cell
	unknownCell  = dots("1456") // Braille ASCII "?"
	extraLetters = map[rune]Cell{}
)

func init() {
	for i := 0; i < 26; i++ {
		c, _ := FromBRF(byte('A' + i))
		letterCells[i] = c
	}
	// Letters outside a–z that piece letters of the supported languages
	// use, with the cells of their national braille alphabets: Russian
	// and Bulgarian Cyrillic, Greek, and single letters of Lithuanian,
	// Turkish and Esperanto. Only letters are listed whose cells are
	// settled in those alphabets.
	for r, d := range map[rune]string{
		// Cyrillic
		'а': "1", 'б': "12", 'в': "2456", 'г': "1245", 'д': "145", 'е': "15",
		'ё': "16", 'ж': "245", 'з': "1356", 'и': "24", 'й': "12346", 'к': "13",
		'л': "123", 'м': "134", 'н': "1345", 'о': "135", 'п': "1234", 'р': "1235",
		'с': "234", 'т': "2345", 'у': "136", 'ф': "124", 'х': "125", 'ц': "14",
		'ч': "12345", 'ш': "156", 'щ': "1346", 'ъ': "12356", 'ы': "2346",
		'ь': "23456", 'э': "246", 'ю': "1256", 'я': "1246",
		// Greek
		'α': "1", 'β': "12", 'γ': "1245", 'δ': "145", 'ε': "15", 'ζ': "1356",
		'η': "345", 'θ': "1456", 'ι': "24", 'κ': "13", 'λ': "123", 'μ': "134",
		'ν': "1345", 'ξ': "1346", 'ο': "135", 'π': "1234", 'ρ': "1235",
		'σ': "234", 'ς': "234", 'τ': "2345", 'υ': "136", 'φ': "124",
		'χ': "12346", 'ψ': "13456", 'ω': "2456",
		// Others
		'ž': "2346", 'ş': "146", 'ĉ': "146",
	} {
		extraLetters[r] = dots(d)
	}
}

// foldAccent maps common accented Latin letters to their base letter
// for the 6-dot text of headers (names, events).
var foldAccent = map[rune]rune{}

func init() {
	for base, list := range map[rune]string{
		'a': "àáâãäåāăą", 'c': "çćčĉ", 'd': "ďđ", 'e': "èéêëēėęě", 'g': "ğĝ",
		'i': "ìíîïīįı", 'l': "ĺľłļ", 'n': "ñńňņ", 'o': "òóôõöøōő", 'r': "ŕř",
		's': "śšş", 't': "ťţ", 'u': "ùúûüūůűų", 'y': "ýÿ", 'z': "źżž",
	} {
		for _, r := range list {
			foldAccent[r] = base
		}
	}
}

// LetterCell returns the cell of a letter in 6-dot braille, ignoring case.
func LetterCell(r rune) (Cell, bool) {
	r = unicode.ToLower(r)
	if r >= 'a' && r <= 'z' {
		return letterCells[r-'a'], true
	}
	if c, ok := extraLetters[r]; ok {
		return c, true
	}
	return 0, false
}

// LowerNumber writes n with lower-cell digits and no number sign, as the
// chess code writes move numbers and ranks (12 → ⠂⠆).
func LowerNumber(n int) []Cell {
	if n < 0 {
		n = -n
	}
	s := fmt.Sprint(n)
	out := make([]Cell, len(s))
	for i := range s {
		out[i] = lowerDigits[s[i]-'0']
	}
	return out
}

// PageNumber writes n as a literary braille number: the number sign and
// upper digits (3 → ⠼⠉).
func PageNumber(n int) []Cell {
	s := fmt.Sprint(n)
	out := []Cell{numberSign}
	for i := range s {
		out = append(out, upperDigits[s[i]-'0'])
	}
	return out
}

// Text transcribes plain text, such as a player's name, into 6-dot cells
// without contractions: letters as letters (accents dropped where the
// letter has none of its own, no capital signs), digits as lower-cell
// digits like the chess code's numbers, and other printable ASCII
// characters by Braille ASCII. Anything else becomes ⠹.
func Text(s string) []Cell {
	var out []Cell
	for _, r := range s {
		switch {
		case r == ' ' || r == '\t' || r == '\u00a0':
			out = append(out, Blank)
		case r >= '0' && r <= '9':
			out = append(out, lowerDigits[r-'0'])
		default:
			if c, ok := LetterCell(r); ok {
				out = append(out, c)
				continue
			}
			if b, ok := foldAccent[unicode.ToLower(r)]; ok {
				out = append(out, letterCells[b-'a'])
				continue
			}
			switch r {
			case '–', '—':
				r = '-'
			case '‘', '’':
				r = '\''
			case '“', '”', '„':
				r = '"'
			}
			if r < 0x80 {
				if c, ok := FromBRF(byte(r)); ok {
					out = append(out, c)
					continue
				}
			}
			out = append(out, unknownCell)
		}
	}
	return out
}
