package notation

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Tag is a PGN tag pair such as [White "Anna Muster"].
type Tag struct {
	Name, Value string
}

// NoteKind says what a Note holds.
type NoteKind uint8

// Kinds of notes.
const (
	Comment   NoteKind = iota // a {comment} or ;comment
	NAG                       // a numeric annotation glyph ($1) or a written one (!, ?)
	Variation                 // the text of a variation, without its parentheses
	DrawOffer                 // "=" or "(=)" written after a move
)

// Note is something written in a game's movetext besides its moves.
type Note struct {
	// Ply is the number of moves played before the note: 0 is before the
	// first move, 1 after it. A variation at Ply n is an alternative to
	// the n-th move, as PGN writes it straight after that move.
	Ply  int
	Kind NoteKind
	Text string // comment or variation text, or the glyph as written
	NAG  int    // for NAG notes
}

// Game is a game read from PGN or followed on a board.
type Game struct {
	Tags   []Tag
	Start  Position
	Moves  []Move
	Result string // "1-0", "0-1", "1/2-1/2", "*", or a forfeit "+/-", "-/+", "-/-"
	Notes  []Note
	// Lang is the language the moves were written in.
	Lang *Lang
	// Number is the game's position in its file, counting from 1.
	Number int
}

// NewGame returns an empty game from the standard starting position with
// the Seven Tag Roster filled with unknowns.
func NewGame() *Game {
	return &Game{
		Tags: []Tag{{"Event", "?"}, {"Site", "?"}, {"Date", "????.??.??"}, {"Round", "?"},
			{"White", "?"}, {"Black", "?"}, {"Result", "*"}},
		Start:  StartPosition(),
		Result: "*",
		Lang:   English,
	}
}

// Tag returns the value of the named tag, or "".
func (g *Game) Tag(name string) string {
	for _, t := range g.Tags {
		if t.Name == name {
			return t.Value
		}
	}
	return ""
}

// SetTag sets the named tag, adding it if needed.
func (g *Game) SetTag(name, value string) {
	for i := range g.Tags {
		if g.Tags[i].Name == name {
			g.Tags[i].Value = value
			return
		}
	}
	g.Tags = append(g.Tags, Tag{name, value})
}

// Position returns the position after the first ply moves.
func (g *Game) Position(ply int) Position {
	p := g.Start
	for _, m := range g.Moves[:ply] {
		p.Play(m)
	}
	return p
}

// Final returns the position after the last move.
func (g *Game) Final() Position { return g.Position(len(g.Moves)) }

// PGNError says where a PGN file could not be read.
type PGNError struct {
	Game   int    // game number in the file, from 1
	Move   int    // move number as on the scoresheet (0 if not in the moves)
	Side   Color  // the side whose move it is
	Token  string // the text that could not be read
	Line   int    // line in the file, from 1
	Offset int64  // byte offset in the file, from 0
	Err    error
}

func (e *PGNError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "game %d", e.Game)
	if e.Move > 0 {
		fmt.Fprintf(&b, ", move %d", e.Move)
		if e.Side == Black {
			b.WriteString(" (black)")
		} else {
			b.WriteString(" (white)")
		}
	}
	fmt.Fprintf(&b, ", line %d, byte %d: %v", e.Line, e.Offset, e.Err)
	return b.String()
}

func (e *PGNError) Unwrap() error { return e.Err }

// PGNReader reads games from PGN text, one at a time.
type PGNReader struct {
	// Lang forces the language of the piece letters; nil detects it for
	// each game from the whole game.
	Lang *Lang
	// SkipVariations drops variations instead of keeping their text.
	SkipVariations bool

	r      *bufio.Reader
	offset int64 // bytes consumed
	line   int
	games  int
	// atBOL tells whether the byte just read began a line.
	atBOL, nextBOL bool

	// per-game scratch, reused
	text  []byte
	toks  []moveTok
	notes []pendingNote
}

type moveTok struct {
	start, end int // in text
	line       int
	offset     int64
	number     int // the move number written before it, or 0
}

type pendingNote struct {
	tok  int // index of the move token it follows (-1 before the first)
	note Note
}

// NewPGNReader returns a reader of the PGN text in r.
func NewPGNReader(r io.Reader) *PGNReader {
	return &PGNReader{r: bufio.NewReaderSize(r, 64<<10), line: 1, nextBOL: true}
}

func (pr *PGNReader) readByte() (byte, error) {
	c, err := pr.r.ReadByte()
	if err == nil {
		pr.atBOL = pr.nextBOL
		pr.nextBOL = c == '\n'
		pr.offset++
		if c == '\n' {
			pr.line++
		}
	}
	return c, err
}

func (pr *PGNReader) unreadByte(c byte) {
	_ = pr.r.UnreadByte()
	pr.offset--
	if c == '\n' {
		pr.line--
	}
}

func (pr *PGNReader) peek() (byte, bool) {
	b, err := pr.r.Peek(1)
	if err != nil {
		return 0, false
	}
	return b[0], true
}

var ellipsis = []byte("…")

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
}

// Next reads the next game. It returns io.EOF when there are no more
// games. A game with an unreadable move is returned with the moves before
// it and a *PGNError; the following call goes on with the next game.
func (pr *PGNReader) Next() (*Game, error) {
	pr.text = pr.text[:0]
	pr.toks = pr.toks[:0]
	pr.notes = pr.notes[:0]
	g := &Game{Start: StartPosition(), Result: "*"}
	startLine, startOffset := pr.line, pr.offset
	seenAny := false
	inMoves := false
	var fail *PGNError
	failAt := func(err error) {
		if fail == nil {
			fail = &PGNError{Line: pr.line, Offset: pr.offset, Err: err}
		}
	}
	number := 0
	// lastResult holds a forfeit sign read in the moves: it is the result
	// if nothing but the end of the game follows it.
	pendingForfeit := ""

loop:
	for {
		c, err := pr.readByte()
		if err != nil {
			if err != io.EOF {
				return nil, err
			}
			break
		}
		switch {
		case isSpace(c):
			continue
		case c == '%' && pr.atBOL:
			pr.skipLine()
		case c == '[':
			if inMoves {
				pr.unreadByte(c)
				break loop
			}
			seenAny = true
			if err := pr.readTag(g); err != nil {
				failAt(err)
			}
		case c == '{':
			seenAny = true
			s, err := pr.readUntil('}')
			if err != nil {
				failAt(err)
			}
			pr.addNote(Note{Kind: Comment, Text: strings.TrimSpace(s)})
		case c == ';':
			seenAny = true
			s := pr.readLine()
			pr.addNote(Note{Kind: Comment, Text: strings.TrimSpace(s)})
		case c == '(':
			seenAny = true
			if b, _ := pr.r.Peek(2); len(b) == 2 && b[0] == '=' && b[1] == ')' {
				pr.readByte()
				pr.readByte()
				pr.addNote(Note{Kind: DrawOffer, Text: "(=)"})
				continue
			}
			s, err := pr.readVariation()
			if err != nil {
				failAt(err)
				break loop
			}
			if !pr.SkipVariations {
				pr.addNote(Note{Kind: Variation, Text: s})
			}
		case c == ')':
			failAt(errors.New("a ')' closes no variation"))
		case c == '$':
			seenAny = true
			n := 0
			digits := 0
			for {
				d, ok := pr.peek()
				if !ok || d < '0' || d > '9' {
					break
				}
				pr.readByte()
				if n < 1000 {
					n = n*10 + int(d-'0')
				}
				digits++
			}
			if digits == 0 {
				failAt(errors.New("a '$' is not followed by a number"))
				continue
			}
			pr.addNote(Note{Kind: NAG, NAG: n, Text: "$" + strconv.Itoa(n)})
		case c == '*':
			seenAny = true
			g.Result = "*"
			break loop
		default:
			seenAny = true
			inMoves = true
			line, off := pr.line, pr.offset-1
			start := len(pr.text)
			pr.text = append(pr.text, c)
			for {
				d, ok := pr.peek()
				if !ok || isSpace(d) || d == '{' || d == '}' || d == '(' || d == ')' || d == '[' || d == ']' || d == ';' || d == '$' {
					break
				}
				pr.readByte()
				pr.text = append(pr.text, d)
			}
			tok := pr.text[start:]
			if pendingForfeit != "" {
				// Something follows the forfeit sign: it was an evaluation.
				pr.addNote(Note{Kind: NAG, Text: pendingForfeit})
				pendingForfeit = ""
			}
			switch r := resultOf(tok); {
			case r == "+/-" || r == "-/+":
				pendingForfeit = r
				pr.text = pr.text[:start]
				continue
			case r != "":
				g.Result = r
				pr.text = pr.text[:start]
				break loop
			}
			// Move numbers: "12.", "12...", "12…", "12", and "12.e4" glued.
			i, n := 0, 0
			for i < len(tok) && tok[i] >= '0' && tok[i] <= '9' && !isCastleStart(tok) {
				if n < 100000 {
					n = n*10 + int(tok[i]-'0')
				}
				i++
			}
			j := i
			for j < len(tok) {
				if tok[j] == '.' {
					j++
				} else if bytes.HasPrefix(tok[j:], ellipsis) {
					j += len(ellipsis)
				} else {
					break
				}
			}
			if i > 0 && (j > i || j == len(tok)) {
				number = n
				if j == len(tok) {
					pr.text = pr.text[:start]
					continue
				}
				copy(pr.text[start:], tok[j:])
				pr.text = pr.text[:start+len(tok)-j]
				tok = pr.text[start:]
				off += int64(j)
			}
			if isMarkToken(tok) {
				// "e.p.", "!", "+", "=" written apart from the move.
				if s := string(tok); s == "=" {
					pr.addNote(Note{Kind: DrawOffer, Text: s})
				} else if strings.ContainsAny(s, "!?") {
					pr.addNote(Note{Kind: NAG, Text: s})
				}
				pr.text = pr.text[:start]
				continue
			}
			// Glyphs glued to the move ("Bb5!?") are kept as notes.
			glyph := len(tok)
			for glyph > 0 && (tok[glyph-1] == '!' || tok[glyph-1] == '?') {
				glyph--
			}
			if glyph > 0 && glyph < len(tok) {
				note := Note{Kind: NAG, Text: string(tok[glyph:])}
				pr.toks = append(pr.toks, moveTok{start: start, end: start + glyph, line: line, offset: off, number: number})
				number = 0
				pr.addNote(note)
				continue
			}
			pr.toks = append(pr.toks, moveTok{start: start, end: len(pr.text), line: line, offset: off, number: number})
			number = 0
		}
	}
	if pendingForfeit != "" {
		g.Result = pendingForfeit
	}
	if !seenAny {
		return nil, io.EOF
	}
	pr.games++
	g.Number = pr.games
	if fail != nil {
		fail.Game = g.Number
		return g, fail
	}
	if r := g.Tag("Result"); r != "" && g.Result == "*" && len(pr.toks) == 0 {
		g.Result = r
	}
	if fen := g.Tag("FEN"); fen != "" {
		p, err := ParseFEN(fen)
		if err != nil {
			return g, &PGNError{Game: g.Number, Line: startLine, Offset: startOffset, Err: err}
		}
		g.Start = p
	}
	return g, pr.playMoves(g)
}

func isCastleStart(tok []byte) bool {
	return len(tok) >= 2 && tok[0] == '0' && (tok[1] == '-' || tok[1] == '0' || tok[1] == 0xE2)
}

// isMarkToken tells whether tok is a mark written apart from its move.
func isMarkToken(tok []byte) bool {
	switch string(tok) {
	case "e.p.", "e.p", "ep", "ep.", "е.р.", "е.р", "e.", "p.", "+", "++", "#", "†", "‡", "ch",
		"!", "?", "!!", "??", "!?", "?!", "=", "±", "∓", "⩲", "⩱", "+=", "=+", "+-", "-+", "∞", "□", "N":
		return true
	}
	return false
}

// resultOf returns the normalised game result written as tok, or "".
func resultOf(tok []byte) string {
	switch string(tok) {
	case "1-0", "1–0", "1:0":
		return "1-0"
	case "0-1", "0–1", "0:1":
		return "0-1"
	case "1/2-1/2", "½-½", "½–½", "1/2–1/2", "0.5-0.5", "½:½":
		return "1/2-1/2"
	case "*":
		return "*"
	case "+/-", "+/–":
		return "+/-"
	case "-/+", "–/+":
		return "-/+"
	case "-/-", "–/–":
		return "-/-"
	}
	return ""
}

func (pr *PGNReader) addNote(n Note) {
	pr.notes = append(pr.notes, pendingNote{tok: len(pr.toks) - 1, note: n})
}

func (pr *PGNReader) skipLine() { pr.readLine() }

func (pr *PGNReader) readLine() string {
	var b []byte
	for {
		c, err := pr.readByte()
		if err != nil || c == '\n' {
			return string(b)
		}
		b = append(b, c)
	}
}

func (pr *PGNReader) readUntil(end byte) (string, error) {
	var b []byte
	for {
		c, err := pr.readByte()
		if err != nil {
			return string(b), fmt.Errorf("the text ends inside a comment: add %q", end)
		}
		if c == end {
			return string(b), nil
		}
		b = append(b, c)
	}
}

// readVariation reads up to the parenthesis that closes the variation,
// skipping over comments and nested variations.
func (pr *PGNReader) readVariation() (string, error) {
	var b []byte
	depth := 1
	for {
		c, err := pr.readByte()
		if err != nil {
			return string(b), errors.New("the text ends inside a variation: add ')'")
		}
		switch c {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return strings.TrimSpace(string(b)), nil
			}
		case '{':
			b = append(b, c)
			s, err := pr.readUntil('}')
			b = append(b, s...)
			if err != nil {
				return string(b), err
			}
			c = '}'
		}
		b = append(b, c)
	}
}

// readTag reads a tag pair after its '['.
func (pr *PGNReader) readTag(g *Game) error {
	var name []byte
	for {
		c, err := pr.readByte()
		if err != nil {
			return errors.New("the text ends inside a tag: add ']'")
		}
		if isSpace(c) {
			if len(name) == 0 {
				continue
			}
			break
		}
		if c == '"' || c == ']' {
			pr.unreadByte(c)
			break
		}
		name = append(name, c)
	}
	var val []byte
	for {
		c, err := pr.readByte()
		if err != nil {
			return errors.New("the text ends inside a tag: add ']'")
		}
		if c == '"' {
			break
		}
		if c == ']' || c == '\n' {
			return fmt.Errorf("the tag %s has no value in double quotes", name)
		}
	}
	for {
		c, err := pr.readByte()
		if err != nil {
			return errors.New("the text ends inside a tag value: add '\"]'")
		}
		if c == '\\' {
			d, err := pr.readByte()
			if err != nil {
				return errors.New("the text ends inside a tag value: add '\"]'")
			}
			val = append(val, d)
			continue
		}
		if c == '"' {
			break
		}
		if c == '\n' {
			return fmt.Errorf("the value of tag %s is not closed on its line: add '\"'", name)
		}
		val = append(val, c)
	}
	for {
		c, err := pr.readByte()
		if err != nil {
			return errors.New("the text ends inside a tag: add ']'")
		}
		if c == ']' {
			break
		}
		if !isSpace(c) {
			return fmt.Errorf("the tag %s is not closed: add ']' after its value", name)
		}
	}
	if len(name) == 0 {
		return errors.New("a tag has no name")
	}
	g.Tags = append(g.Tags, Tag{string(name), string(val)})
	return nil
}

// playMoves resolves the game's move tokens in its language.
func (pr *PGNReader) playMoves(g *Game) error {
	text := string(pr.text)
	var err *PGNError
	if pr.Lang != nil {
		g.Lang = pr.Lang
		err = pr.tryLang(g, text, pr.Lang)
	} else {
		var bestMoves []Move
		var bestErr *PGNError
		var bestLang *Lang
		letters := pr.leadingLetters(text)
		for _, l := range detectOrder {
			if !langCovers(l, letters) {
				continue
			}
			g.Moves = g.Moves[:0]
			e := pr.tryLang(g, text, l)
			if e == nil {
				g.Lang, bestLang = l, nil
				break
			}
			if bestLang == nil || len(g.Moves) > len(bestMoves) {
				bestMoves = append(bestMoves[:0], g.Moves...)
				bestErr, bestLang = e, l
			}
		}
		switch {
		case bestLang != nil:
			g.Moves, g.Lang, err = bestMoves, bestLang, bestErr
		case g.Lang == nil:
			// No language has all the letters used: report in English.
			g.Lang = English
			g.Moves = g.Moves[:0]
			err = pr.tryLang(g, text, English)
		}
	}
	// Attach notes to plies.
	for _, n := range pr.notes {
		n.note.Ply = n.tok + 1
		if n.note.Ply > len(g.Moves) {
			n.note.Ply = len(g.Moves)
		}
		g.Notes = append(g.Notes, n.note)
	}
	if err != nil {
		err.Game = g.Number
		return err
	}
	return nil
}

// leadingLetters returns the first characters of the move tokens that are
// not file letters, digits or castling: the piece letters used.
func (pr *PGNReader) leadingLetters(text string) []rune {
	var out []rune
	for _, t := range pr.toks {
		r, _ := utf8.DecodeRuneInString(text[t.start:t.end])
		r = foldRune(r)
		if isFileRune(r) || r == 'O' || r == '0' || r == 'o' || (r >= '0' && r <= '9') || figurine(r) != NoPieceType {
			continue
		}
		dup := false
		for _, o := range out {
			if o == r {
				dup = true
				break
			}
		}
		if !dup {
			out = append(out, r)
		}
	}
	return out
}

func langCovers(l *Lang, letters []rune) bool {
	for _, r := range letters {
		ok := false
		for _, m := range l.match {
			if m.runes[0] == r {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

func (pr *PGNReader) tryLang(g *Game, text string, l *Lang) *PGNError {
	p := g.Start
	for _, t := range pr.toks {
		tok := text[t.start:t.end]
		m, err := ParseMove(&p, tok, l)
		if err != nil {
			return &PGNError{Move: p.MoveNumber(), Side: p.Turn(), Token: tok, Line: t.line, Offset: t.offset, Err: err}
		}
		g.Moves = append(g.Moves, m)
		p.Play(m)
	}
	return nil
}
