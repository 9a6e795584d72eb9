package braille

import (
	"fmt"
	"sort"
	"strings"

	"github.com/rochade/rochade/notation"
)

// Letters gives the piece letters of a language; *notation.Lang is one.
type Letters interface {
	Letter(t notation.PieceType) string
}

// FromRank says when a pawn capture shows the rank it leaves.
type FromRank uint8

const (
	// FromRankAuto shows it only when the pawn's file letter is also a
	// piece letter of the language (the b-pawn in English, the d-pawn in
	// German): without it "bxc6" and "Bxc6" would be the same cells, as
	// the code has no capital sign.
	FromRankAuto FromRank = iota
	// FromRankAlways shows it on every pawn capture (b5xc6).
	FromRankAlways
	// FromRankNever never shows it.
	FromRankNever
)

// Code is the set of signs the Braille notation uses besides letters and
// lower-cell digits. The defaults are the cells of the print signs in
// Braille ASCII, so that a BRF scoresheet also reads as ordinary
// algebraic notation; every sign can be changed.
type Code struct {
	Capture     []Cell // x
	Check       []Cell // +
	Mate        []Cell // #
	ShortCastle []Cell // O-O
	LongCastle  []Cell // O-O-O
	Promotion   []Cell // =, between the square and the new piece
	EnPassant   []Cell // e.p., after the move, separated by a space
	BlackFirst  []Cell // before a Black move that starts a line on its own
	PawnFrom    FromRank
}

// DefaultCode returns the signs described in docs/braille.md.
func DefaultCode() *Code {
	return &Code{
		Capture:     []Cell{dots("1346")},                                                  // ⠭ x
		Check:       []Cell{dots("346")},                                                   // ⠬ +
		Mate:        []Cell{dots("3456")},                                                  // ⠼ #
		ShortCastle: []Cell{dots("135"), dots("36"), dots("135")},                          // ⠕⠤⠕ O-O
		LongCastle:  []Cell{dots("135"), dots("36"), dots("135"), dots("36"), dots("135")}, // ⠕⠤⠕⠤⠕
		Promotion:   []Cell{dots("123456")},                                                // ⠿ =
		EnPassant:   []Cell{dots("15"), dots("46"), dots("1234"), dots("46")},              // ⠑⠨⠏⠨ e.p.
		BlackFirst:  []Cell{dots("36")},                                                    // ⠤ (BAUK: dots 3-6 for print's "...")
	}
}

// signNames lists the signs Set accepts.
var signNames = map[string]func(c *Code) *[]Cell{
	"capture":     func(c *Code) *[]Cell { return &c.Capture },
	"check":       func(c *Code) *[]Cell { return &c.Check },
	"mate":        func(c *Code) *[]Cell { return &c.Mate },
	"short":       func(c *Code) *[]Cell { return &c.ShortCastle },
	"long":        func(c *Code) *[]Cell { return &c.LongCastle },
	"promotion":   func(c *Code) *[]Cell { return &c.Promotion },
	"ep":          func(c *Code) *[]Cell { return &c.EnPassant },
	"black-first": func(c *Code) *[]Cell { return &c.BlackFirst },
}

// SignNames returns the names Set accepts, sorted.
func SignNames() []string {
	var n []string
	for k := range signNames {
		n = append(n, k)
	}
	n = append(n, "pawn-from")
	sort.Strings(n)
	return n
}

// SignProblem says why Set refuses a setting.
type SignProblem int

// The problems of a sign setting.
const (
	SignNoEquals    SignProblem = iota // no "name=cells"
	SignBadPawnFrom                    // pawn-from takes auto, always or never
	SignUnknown                        // no sign of that name (see SignNames)
	SignBadCells                       // the cells do not read: Err says why
	SignEightDot                       // a cell uses dot 7 or 8: the chess code is 6-dot
	SignBlank                          // a blank cell in a sign inside a move
)

// SignError says why Set refuses a setting.
type SignError struct {
	Setting string
	Name    string // the sign's name, when it was read
	Problem SignProblem
	Err     error // SignBadCells: the error of ParseCells
}

// signKeys are the messages of the problems of a setting.
var signKeys = map[SignProblem]string{SignNoEquals: "sign-no-equals", SignBadPawnFrom: "sign-bad-pawn-from",
	SignEightDot: "sign-eight-dot", SignBlank: "sign-blank"}

func (e *SignError) Fact() (string, []any) {
	switch e.Problem {
	case SignUnknown:
		return "sign-unknown", []any{e.Name, SignNames()}
	case SignBadCells:
		return "sign-bad-cells", []any{e.Setting, e.Err}
	}
	return signKeys[e.Problem], []any{e.Setting}
}

func (e *SignError) Error() string {
	s := fmt.Sprintf("braille: sign setting %q: %d", e.Setting, e.Problem)
	if e.Err != nil {
		s += ": " + e.Err.Error()
	}
	return s
}

func (e *SignError) Unwrap() error { return e.Err }

// Set changes one sign from a "name=cells" setting, such as
// "check=⠖⠖" or "capture=25" (cells as for ParseCells; an empty value
// leaves the sign out). "pawn-from=auto|always|never" sets PawnFrom.
func (c *Code) Set(setting string) error {
	name, val, ok := strings.Cut(setting, "=")
	if !ok {
		return &SignError{Setting: setting, Problem: SignNoEquals}
	}
	name = strings.ToLower(strings.TrimSpace(name))
	fail := func(p SignProblem, err error) error {
		return &SignError{Setting: setting, Name: name, Problem: p, Err: err}
	}
	if name == "pawn-from" {
		switch strings.TrimSpace(val) {
		case "auto":
			c.PawnFrom = FromRankAuto
		case "always":
			c.PawnFrom = FromRankAlways
		case "never":
			c.PawnFrom = FromRankNever
		default:
			return fail(SignBadPawnFrom, nil)
		}
		return nil
	}
	f, ok := signNames[name]
	if !ok {
		return fail(SignUnknown, nil)
	}
	cells, err := ParseCells(val)
	if err != nil {
		return fail(SignBadCells, err)
	}
	for _, cl := range cells {
		if cl > 63 {
			return fail(SignEightDot, nil)
		}
	}
	if name == "capture" || name == "check" || name == "mate" || name == "promotion" {
		for _, cl := range cells {
			if cl == Blank {
				return fail(SignBlank, nil)
			}
		}
	}
	*f(c) = cells
	return nil
}

// pieceCells returns the cells of a piece letter.
func pieceCells(l Letters, t notation.PieceType) ([]Cell, error) {
	s := l.Letter(t)
	if s == "" {
		return nil, fmt.Errorf("the language has no letter for the %v", t)
	}
	var out []Cell
	for _, r := range s {
		c, ok := LetterCell(r)
		if !ok {
			return nil, fmt.Errorf("piece letter %q has no braille cell in Rochade's table", s)
		}
		out = append(out, c)
	}
	return out, nil
}

// fileIsPieceLetter tells whether the letter of file f (0 = a) is written
// with the same cell as a one-letter piece letter of the language.
func fileIsPieceLetter(l Letters, f int) bool {
	for t := notation.Knight; t <= notation.King; t++ {
		cells, err := pieceCells(l, t)
		if err == nil && len(cells) == 1 && cells[0] == letterCells[f] {
			return true
		}
	}
	return false
}

// Move writes one move in the chess code: the piece letter (none for a
// pawn), the parts of the from-square short algebraic notation needs, the
// capture sign, the square (file letter, lower-cell rank), the promotion
// sign and piece, the e.p. sign and the check or mate sign.
func (c *Code) Move(d notation.MoveDesc, l Letters) ([]Cell, error) {
	var out []Cell
	if d.Null {
		// A null move, written "--" in print: two hyphens (dots 36).
		return []Cell{dots("36"), dots("36")}, nil
	}
	switch d.Castle {
	case notation.ShortCastle:
		out = append(out, c.ShortCastle...)
	case notation.LongCastle:
		out = append(out, c.LongCastle...)
	default:
		if d.From < 0 || d.From > 63 || d.To < 0 || d.To > 63 {
			return nil, fmt.Errorf("move %v has no valid squares", d.Move)
		}
		if d.Piece != notation.Pawn {
			p, err := pieceCells(l, d.Piece)
			if err != nil {
				return nil, err
			}
			out = append(out, p...)
			if d.ShowFile {
				out = append(out, letterCells[d.From.File()])
			}
			if d.ShowRank {
				out = append(out, lowerDigits[d.From.Rank()+1])
			}
		} else if d.Capture() {
			out = append(out, letterCells[d.From.File()])
			if c.PawnFrom == FromRankAlways || c.PawnFrom == FromRankAuto && fileIsPieceLetter(l, d.From.File()) {
				out = append(out, lowerDigits[d.From.Rank()+1])
			}
		}
		if d.Capture() {
			out = append(out, c.Capture...)
		}
		out = append(out, letterCells[d.To.File()], lowerDigits[d.To.Rank()+1])
		if d.Promotion != notation.NoPieceType {
			p, err := pieceCells(l, d.Promotion)
			if err != nil {
				return nil, err
			}
			out = append(out, c.Promotion...)
			out = append(out, p...)
		}
		if d.EnPassant && len(c.EnPassant) > 0 {
			out = append(out, Blank)
			out = append(out, c.EnPassant...)
		}
	}
	switch {
	case d.Mate:
		out = append(out, c.Mate...)
	case d.Check:
		out = append(out, c.Check...)
	}
	return out, nil
}
