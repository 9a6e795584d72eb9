package braille

import (
	"errors"
	"fmt"
	"strings"

	"github.com/rochade/rochade/notation"
)

// Sheet is a scoresheet: a game's header and its moves, described in the
// positions they were played in.
type Sheet struct {
	White, Black string
	Event, Round string
	Date, Result string
	// FirstNumber is the number of the first move (1 unless the game
	// starts from a set-up position); BlackFirst says Black plays it.
	FirstNumber int
	BlackFirst  bool
	Moves       []notation.MoveDesc
}

// known returns a PGN tag value unless it is empty or unknown ("?",
// "????.??.??", "-").
func known(v string) string {
	v = strings.TrimSpace(v)
	if v == "" || v == "-" || strings.Trim(v, "?.") == "" {
		return ""
	}
	return v
}

// FromGame builds a scoresheet from a game, replaying its moves from its
// start position. It fails if a move is not legal.
func FromGame(g *notation.Game) (*Sheet, error) {
	s := &Sheet{
		White:  known(g.Tag("White")),
		Black:  known(g.Tag("Black")),
		Event:  known(g.Tag("Event")),
		Round:  known(g.Tag("Round")),
		Date:   known(g.Tag("Date")),
		Result: g.Result,
	}
	if s.Result == "" {
		s.Result = g.Tag("Result")
	}
	p := g.Start
	s.FirstNumber = p.MoveNumber()
	if s.FirstNumber < 1 {
		s.FirstNumber = 1
	}
	s.BlackFirst = p.Turn() == notation.Black
	for i, m := range g.Moves {
		nullOK := m == notation.NullMove && !p.InCheck() // a null move, kept from analysis
		if !nullOK && !p.IsLegal(m) {
			return nil, fmt.Errorf("move %d (%v) of the game is not legal", i+1, m)
		}
		s.Moves = append(s.Moves, p.Describe(m))
		p.Play(m)
	}
	return s, nil
}

// Pair is one line of a scoresheet: a move number with White's and
// Black's moves as indexes into Sheet.Moves (-1 where a side has no move
// on this line).
type Pair struct {
	Number       int
	White, Black int
}

// Pairs returns the move pairs of the sheet in order.
func (s *Sheet) Pairs() []Pair {
	var out []Pair
	num := s.FirstNumber
	if num < 1 {
		num = 1
	}
	i := 0
	if s.BlackFirst && len(s.Moves) > 0 {
		out = append(out, Pair{num, -1, 0})
		num++
		i = 1
	}
	for ; i < len(s.Moves); i += 2 {
		p := Pair{num, i, -1}
		if i+1 < len(s.Moves) {
			p.Black = i + 1
		}
		out = append(out, p)
		num++
	}
	return out
}

// PairOf returns the index in Pairs of the pair holding move i.
func (s *Sheet) PairOf(i int) int {
	if s.BlackFirst {
		return (i + 1) / 2
	}
	return i / 2
}

// headerTexts returns the header lines in print: players, event (with
// round), date, result. Unknown parts are left out.
func (s *Sheet) headerTexts() []string {
	var h []string
	switch {
	case s.White != "" || s.Black != "":
		w, b := s.White, s.Black
		if w == "" {
			w = "?"
		}
		if b == "" {
			b = "?"
		}
		h = append(h, w+" - "+b)
	}
	if e := s.Event; e != "" {
		if s.Round != "" {
			e += " (" + s.Round + ")"
		}
		h = append(h, e)
	} else if s.Round != "" {
		h = append(h, "("+s.Round+")")
	}
	if s.Date != "" {
		h = append(h, s.Date)
	}
	if s.Result != "" {
		h = append(h, s.Result)
	}
	return h
}

// Layout is the page of a Braille scoresheet.
type Layout struct {
	Width, Lines int // cells per line, lines per page
	// PageNumbers reserves the last line of each page for the page
	// number, at its right end.
	PageNumbers bool
	// FirstPage is the number of the first page (0 counts from 1), for
	// the pages of several games numbered through.
	FirstPage int
	// NoPadding leaves out the blank lines that fill a page up to its
	// page number: for text read on a screen or a Braille display
	// rather than embossed.
	NoPadding bool
}

// Embosser is the usual embosser page: 40 cells, 25 lines, numbered.
var Embosser = Layout{Width: 40, Lines: 25, PageNumbers: true}

// Page is one page of braille lines (trailing blank cells removed).
type Page [][]Cell

// line is one laid-out line of a scoresheet, in print or braille.
type line[T comparable] []T

// wrap breaks words onto lines of at most width items. A word longer
// than width is cut.
func wrap[T comparable](words [][]T, width int, space T) []line[T] {
	var out []line[T]
	var cur line[T]
	for _, w := range words {
		for len(w) > width {
			if len(cur) > 0 {
				out = append(out, cur)
				cur = nil
			}
			out = append(out, append(line[T]{}, w[:width]...))
			w = w[width:]
		}
		if len(w) == 0 {
			continue
		}
		if len(cur) > 0 && len(cur)+1+len(w) > width {
			out = append(out, cur)
			cur = nil
		}
		if len(cur) > 0 {
			cur = append(cur, space)
		}
		cur = append(cur, w...)
	}
	if len(cur) > 0 {
		out = append(out, cur)
	}
	return out
}

// pairLines lays out one move pair: on one line if it fits, else Black's
// move on a second line under White's. A move is never split.
func pairLines[T comparable](num, white, black []T, width int, space T) ([]line[T], error) {
	join := func(parts ...[]T) line[T] {
		var l line[T]
		for i, p := range parts {
			if i > 0 {
				l = append(l, space)
			}
			l = append(l, p...)
		}
		return l
	}
	parts := [][]T{num}
	if white != nil {
		parts = append(parts, white)
	}
	if black != nil {
		parts = append(parts, black)
	}
	if l := join(parts...); len(l) <= width {
		return []line[T]{l}, nil
	}
	first := join(parts[:2]...)
	if len(first) > width {
		return nil, &LayoutError{Width: width, Need: len(first)}
	}
	if len(parts) < 3 {
		return []line[T]{first}, nil
	}
	indent := len(num) + 1
	if indent+len(black) > width {
		indent = 0
	}
	if len(black) > width {
		return nil, &LayoutError{Width: width, Need: len(black)}
	}
	second := make(line[T], indent, indent+len(black))
	for i := range second {
		second[i] = space
	}
	return []line[T]{first, append(second, black...)}, nil
}

// paginate puts groups of lines on pages of n lines; a group is never
// split unless it is longer than a page.
func paginate[T comparable](groups [][]line[T], n int) [][]line[T] {
	var pages [][]line[T]
	var cur []line[T]
	for _, g := range groups {
		if len(cur)+len(g) > n && len(cur) > 0 && len(g) <= n {
			pages = append(pages, cur)
			cur = nil
		}
		for _, l := range g {
			if len(cur) == n {
				pages = append(pages, cur)
				cur = nil
			}
			cur = append(cur, l)
		}
	}
	if len(cur) > 0 || len(pages) == 0 {
		pages = append(pages, cur)
	}
	return pages
}

// moveTokens gives each move of the sheet in one form (braille or print).
type moveTokens[T comparable] struct {
	number     func(n int) []T
	blackFirst []T
	move       func(i int) ([]T, error)
	space      T
}

// groups lays out the header and the move pairs as groups of lines.
func groups[T comparable](s *Sheet, header [][]T, mt moveTokens[T], width int) ([][]line[T], error) {
	var gs [][]line[T]
	var hdr []line[T]
	for _, h := range header {
		var words [][]T
		start := 0
		for i := 0; i <= len(h); i++ {
			if i == len(h) || h[i] == mt.space {
				if i > start {
					words = append(words, h[start:i])
				}
				start = i + 1
			}
		}
		hdr = append(hdr, wrap(words, width, mt.space)...)
	}
	if len(hdr) > 0 {
		for _, l := range hdr {
			gs = append(gs, []line[T]{l})
		}
		gs = append(gs, []line[T]{nil}) // a blank line before the moves
	}
	for _, p := range s.Pairs() {
		var w, b []T
		var err error
		if p.White >= 0 {
			if w, err = mt.move(p.White); err != nil {
				return nil, err
			}
		}
		if p.Black >= 0 {
			if b, err = mt.move(p.Black); err != nil {
				return nil, err
			}
			if p.White < 0 {
				b = append(append([]T{}, mt.blackFirst...), b...)
			}
		}
		ls, err := pairLines(mt.number(p.Number), w, b, width, mt.space)
		if err != nil {
			var le *LayoutError
			if errors.As(err, &le) {
				le.Move = p.Number
			}
			return nil, err
		}
		gs = append(gs, ls)
	}
	return gs, nil
}

// MinWidth is the shortest line of a scoresheet, in cells or characters.
const MinWidth = 10

// LayoutError says that a scoresheet does not fit the lines or pages
// asked for: a line of Width cells (or characters) where Need are
// needed, for move Move when not 0; or a page of Lines lines where Need
// are needed.
type LayoutError struct {
	Width, Lines int // one is set
	Need         int
	Move         int
}

func (e *LayoutError) Fact() (string, []any) {
	switch {
	case e.Lines > 0 || e.Width == 0:
		return "lines-too-few", []any{e.Lines, e.Need}
	case e.Move > 0:
		return "braille-move-too-wide", []any{e.Move, e.Width, e.Need}
	}
	return "width-too-small", []any{e.Width, e.Need}
}

func (e *LayoutError) Error() string {
	switch {
	case e.Lines > 0 || e.Width == 0:
		return fmt.Sprintf("braille: page of %d lines, need %d", e.Lines, e.Need)
	case e.Move > 0:
		return fmt.Sprintf("braille: move %d: line of %d, need %d", e.Move, e.Width, e.Need)
	}
	return fmt.Sprintf("braille: line of %d, need %d", e.Width, e.Need)
}

// Braille lays out the scoresheet in the chess code on pages of the given
// layout: the header (players, event, date, result), a blank line, then
// one move pair per line. Pairs never break across pages, moves never
// across lines.
func (s *Sheet) Braille(code *Code, l Letters, lay Layout) ([]Page, error) {
	if lay.Width < 10 {
		return nil, &LayoutError{Width: lay.Width, Need: MinWidth}
	}
	body := lay.Lines
	if lay.PageNumbers {
		body--
	}
	if body < 1 {
		if lay.PageNumbers {
			return nil, &LayoutError{Lines: lay.Lines, Need: 2}
		}
		return nil, &LayoutError{Lines: lay.Lines, Need: 1}
	}
	var header [][]Cell
	for _, h := range s.headerTexts() {
		header = append(header, Text(h))
	}
	mt := moveTokens[Cell]{
		number:     LowerNumber,
		blackFirst: code.BlackFirst,
		move:       func(i int) ([]Cell, error) { return code.Move(s.Moves[i], l) },
		space:      Blank,
	}
	gs, err := groups(s, header, mt, lay.Width)
	if err != nil {
		return nil, err
	}
	var pages []Page
	for i, pl := range paginate(gs, body) {
		var pg Page
		for _, ln := range pl {
			pg = append(pg, trimCells(ln))
		}
		if lay.PageNumbers {
			for len(pg) < body && !lay.NoPadding {
				pg = append(pg, nil)
			}
			for lay.NoPadding && len(pg) > 0 && len(pg[len(pg)-1]) == 0 {
				pg = pg[:len(pg)-1]
			}
			first := lay.FirstPage
			if first < 1 {
				first = 1
			}
			num := PageNumber(first + i)
			last := make([]Cell, lay.Width-len(num), lay.Width)
			pg = append(pg, append(last, num...))
		}
		pages = append(pages, pg)
	}
	return pages, nil
}

func trimCells(l []Cell) []Cell {
	for len(l) > 0 && l[len(l)-1] == Blank {
		l = l[:len(l)-1]
	}
	return l
}

// Text lays out the scoresheet in print, in the notation of format f,
// with lines of at most width characters and no pages: the header, a
// blank line, then "12. Nf3 Nc6" per line.
func (s *Sheet) Text(f notation.Format, width int) ([]string, error) {
	if width < 10 {
		return nil, &LayoutError{Width: width, Need: MinWidth}
	}
	var header [][]rune
	for _, h := range s.headerTexts() {
		header = append(header, []rune(h))
	}
	mt := moveTokens[rune]{
		number:     func(n int) []rune { return []rune(fmt.Sprintf("%d.", n)) },
		blackFirst: []rune("... "),
		move:       func(i int) ([]rune, error) { return []rune(PrintMove(s.Moves[i], f)), nil },
		space:      ' ',
	}
	gs, err := groups(s, header, mt, width)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, g := range gs {
		for _, l := range g {
			out = append(out, strings.TrimRight(string(l), " "))
		}
	}
	return out, nil
}

// PrintMove writes a move in print: short algebraic notation with the
// piece letters of f, and " e.p." after an en-passant capture.
func PrintMove(d notation.MoveDesc, f notation.Format) string {
	b := notation.AppendMove(nil, d, f)
	if d.EnPassant {
		// Put "e.p." before a check or mate mark, as the braille does.
		mark := ""
		for len(b) > 0 && (b[len(b)-1] == '+' || b[len(b)-1] == '#') {
			mark = string(b[len(b)-1]) + mark
			b = b[:len(b)-1]
		}
		return string(b) + " e.p." + mark
	}
	return string(b)
}
