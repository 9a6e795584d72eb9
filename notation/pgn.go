package notation

import (
	"fmt"
	"strings"
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
	Tags  []Tag
	Start Position
	Moves []Move
	// Result is "1-0", "0-1", "1/2-1/2", "*", or a forfeit: "+/-" (white
	// wins by forfeit), "-/+" (black wins), "-/-" (both lose), however
	// the file wrote it ("+--", "+:-", "--+", "-:+", "-:-").
	Result string
	Notes  []Note
	// Lang is the language the moves were written in.
	Lang *Lang
	// Number is the game's position in its file, counting from 1.
	Number int
	// Warning is a one-line remark on a game read without error, such
	// as the two languages its moves can be read in; "" if none.
	Warning string
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

// Fact words the place and the reason for the player.
func (e *PGNError) Fact() (string, []any) {
	if e.Move > 0 {
		return "pgn-at-move", []any{e.Game, e.Move, sideWord(e.Side), e.Line, e.Offset, e.Err}
	}
	return "pgn-at", []any{e.Game, e.Line, e.Offset, e.Err}
}

// AppendUCI appends the game's moves in UCI form, separated by spaces,
// to dst: null moves as "0000", castling in Chess960 as the king taking
// its own rook.
func (g *Game) AppendUCI(dst []byte) []byte {
	if !g.Start.chess960 {
		for i, m := range g.Moves {
			if i > 0 {
				dst = append(dst, ' ')
			}
			dst = m.AppendUCI(dst)
		}
		return dst
	}
	p := g.Start
	for i, m := range g.Moves {
		if i > 0 {
			dst = append(dst, ' ')
		}
		dst = p.AppendUCI(dst, m)
		p.Play(m)
	}
	return dst
}
