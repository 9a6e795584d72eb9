// Package announce turns a chess move in its position into the words of
// FIDE Laws of Chess, Appendix D.2.1: files Anna … Hector, ranks in German,
// König, Dame, Turm, Läufer, Springer, Bauer, Kurze and Lange Rochade, and
// the words for captures, check, mate, stalemate, en passant and
// promotion.
package announce

import (
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
)

// Options change how a move is announced.
type Options struct {
	// Long names the from-square of every move ("Springer Gustav eins
	// Felix drei") instead of only what short notation needs.
	Long bool
	// Pawn names "Bauer" on pawn moves.
	Pawn bool
	// to says "nach" before the square a piece goes to without
	// capturing, for a move to be made (Instruct).
	to bool
}

var pieceTokens = [...]phonetic.Token{
	notation.Pawn:   phonetic.Pawn,
	notation.Knight: phonetic.Knight,
	notation.Bishop: phonetic.Bishop,
	notation.Rook:   phonetic.Rook,
	notation.Queen:  phonetic.Queen,
	notation.King:   phonetic.King,
}

// PieceToken returns the word for a piece type.
func PieceToken(t notation.PieceType) phonetic.Token {
	if int(t) < len(pieceTokens) {
		return pieceTokens[t]
	}
	return phonetic.NoToken
}

// Square appends the words of a square: its file name and rank word.
func Square(dst []phonetic.Token, s notation.Square) []phonetic.Token {
	return append(dst, phonetic.File(s.File()), phonetic.Rank(s.Rank()))
}

// Move appends the words of the move described by d.
func Move(dst []phonetic.Token, d notation.MoveDesc, o Options) []phonetic.Token {
	if d.Null {
		// A null move (analysis, engine output): "Nullzug".
		return append(dst, phonetic.NullMove)
	}
	switch d.Castle {
	case notation.ShortCastle:
		dst = append(dst, phonetic.ShortCastle)
	case notation.LongCastle:
		dst = append(dst, phonetic.LongCastle)
	default:
		if d.Piece != notation.Pawn || o.Pawn {
			dst = append(dst, PieceToken(d.Piece))
		}
		switch {
		case o.Long:
			dst = Square(dst, d.From)
		default:
			if d.ShowFile {
				dst = append(dst, phonetic.File(d.From.File()))
			}
			if d.ShowRank {
				dst = append(dst, phonetic.Rank(d.From.Rank()))
			}
		}
		switch {
		case d.Capture():
			dst = append(dst, phonetic.Captures)
		case o.to:
			dst = append(dst, phonetic.To)
		}
		dst = Square(dst, d.To)
		if d.EnPassant {
			dst = append(dst, phonetic.EnPassant)
		}
		if d.Promotion != notation.NoPieceType {
			dst = append(dst, phonetic.PromotesTo, PieceToken(d.Promotion))
		}
	}
	switch {
	case d.Mate:
		dst = append(dst, phonetic.Mate)
	case d.Check:
		dst = append(dst, phonetic.Check)
	case d.Stalemate:
		dst = append(dst, phonetic.Stalemate)
	}
	return dst
}

// Phrase returns the words of the legal move m in p.
func Phrase(p *notation.Position, m notation.Move, o Options) []phonetic.Token {
	return Move(make([]phonetic.Token, 0, 12), p.Describe(m), o)
}

// Ply is one announced move of a game.
type Ply struct {
	Number int            // the move number on the scoresheet
	Side   notation.Color // who moved
	Desc   notation.MoveDesc
	Words  []phonetic.Token
}

// Game returns the announcement of every move of g, in order.
func Game(g *notation.Game, o Options) []Ply {
	out := make([]Ply, 0, len(g.Moves))
	words := make([]phonetic.Token, 0, 8*len(g.Moves))
	p := g.Start
	for _, m := range g.Moves {
		d := p.Describe(m)
		start := len(words)
		words = Move(words, d, o)
		out = append(out, Ply{Number: p.MoveNumber(), Side: p.Turn(), Desc: d, Words: words[start:len(words):len(words)]})
		p.Play(m)
	}
	return out
}
