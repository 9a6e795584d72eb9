package notation

import (
	"fmt"
	"strconv"
	"strings"
)

// Castling rights bits.
const (
	castleWK uint8 = 1 << iota
	castleWQ
	castleBK
	castleBQ
)

// Position is a chess position: the pieces, the side to move, castling
// rights, the en-passant target and the move counters. It is a value:
// copy it to keep a position before playing a move on it.
type Position struct {
	byType   [7]Bitboard // index 0 is unused
	byColor  [2]Bitboard
	board    [64]Piece
	turn     Color
	castling uint8
	ep       Square
	halfmove uint16
	fullmove uint16
	// rookFrom holds the square of the rook of each castling right, in
	// the order of the castling bits (h1, a1, h8, a8 in standard chess).
	rookFrom [4]Square
	// chess960 is set for Chess960 positions: castling is then written
	// in UCI as the king taking its own rook, and FEN names rook files
	// where KQkq would not be clear.
	chess960 bool
}

var standardRooks = [4]Square{H1, A1, Sq(7, 7), Sq(0, 7)}

// Chess960 tells whether the position is of a Chess960 game.
func (p *Position) Chess960() bool { return p.chess960 }

// SetChess960 marks the position as one of a Chess960 game (or not).
// A position whose castling rooks or king stand off their standard
// squares stays a Chess960 position.
func (p *Position) SetChess960(on bool) {
	p.chess960 = on || p.needs960()
}

// needs960 tells whether the castling rights need Chess960 rules: a
// castling rook or king off its standard square.
func (p *Position) needs960() bool {
	return p.rookFrom != standardRooks ||
		p.castling&(castleWK|castleWQ) != 0 && p.kingSquare(White) != E1 ||
		p.castling&(castleBK|castleBQ) != 0 && p.kingSquare(Black) != Sq(4, 7)
}

// castleRook returns the square of the rook that castles with the
// castling move m.
func (p *Position) castleRook(m Move) Square {
	i := 0
	if m.To().File() != 6 {
		i = 1
	}
	if m.From().Rank() == 7 {
		i += 2
	}
	return p.rookFrom[i]
}

// StartFEN is the FEN of the standard starting position.
const StartFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

var startPosition = mustFEN(StartFEN)

func mustFEN(s string) Position {
	p, err := ParseFEN(s)
	if err != nil {
		panic(err)
	}
	return p
}

// StartPosition returns the standard starting position.
func StartPosition() Position { return startPosition }

// Turn returns the side to move.
func (p *Position) Turn() Color { return p.turn }

// PieceAt returns the piece on s, or NoPiece.
func (p *Position) PieceAt(s Square) Piece { return p.board[s] }

// Pieces returns the squares of the pieces of colour c and type t.
func (p *Position) Pieces(c Color, t PieceType) Bitboard { return p.byType[t] & p.byColor[c] }

// Occupied returns the squares that hold a piece.
func (p *Position) Occupied() Bitboard { return p.byColor[0] | p.byColor[1] }

// EnPassant returns the en-passant target square, or NoSquare.
func (p *Position) EnPassant() Square { return p.ep }

// MoveNumber returns the number of the move about to be played, counting
// from 1 as a scoresheet does.
func (p *Position) MoveNumber() int { return int(p.fullmove) }

// HalfmoveClock returns the number of plies since the last capture or
// pawn move.
func (p *Position) HalfmoveClock() int { return int(p.halfmove) }

func (p *Position) put(s Square, pc Piece) {
	p.board[s] = pc
	p.byType[pc.Type()] |= bb(s)
	p.byColor[pc.Color()] |= bb(s)
}

func (p *Position) remove(s Square) {
	pc := p.board[s]
	p.board[s] = NoPiece
	p.byType[pc.Type()] &^= bb(s)
	p.byColor[pc.Color()] &^= bb(s)
}

func (p *Position) kingSquare(c Color) Square {
	k := p.byType[King] & p.byColor[c]
	if k == 0 {
		return NoSquare
	}
	return k.First()
}

// attackersTo returns the pieces of colour by that attack s given the
// occupancy occ.
func (p *Position) attackersTo(s Square, by Color, occ Bitboard) Bitboard {
	them := p.byColor[by]
	return (pawnAttacks[by.Other()][s]&p.byType[Pawn] |
		knightAttacks[s]&p.byType[Knight] |
		kingAttacks[s]&p.byType[King] |
		bishopAttacks(s, occ)&(p.byType[Bishop]|p.byType[Queen]) |
		rookAttacks(s, occ)&(p.byType[Rook]|p.byType[Queen])) & them
}

// InCheck tells whether the side to move is in check.
func (p *Position) InCheck() bool {
	k := p.kingSquare(p.turn)
	return k != NoSquare && p.attackersTo(k, p.turn.Other(), p.Occupied()) != 0
}

// castleMask[s] holds the rights kept when a piece moves from or to s.
var castleMask [64]uint8

func init() {
	for i := range castleMask {
		castleMask[i] = 0xF
	}
	castleMask[Sq(4, 0)] &^= castleWK | castleWQ
	castleMask[Sq(7, 0)] &^= castleWK
	castleMask[Sq(0, 0)] &^= castleWQ
	castleMask[Sq(4, 7)] &^= castleBK | castleBQ
	castleMask[Sq(7, 7)] &^= castleBK
	castleMask[Sq(0, 7)] &^= castleBQ
}

// Play plays m, which must be legal in p (one from LegalMoves or
// ParseMove), changing p in place.
func (p *Position) Play(m Move) {
	from, to := m.From(), m.To()
	pc := p.board[from]
	us := p.turn
	p.halfmove++
	p.ep = NoSquare
	if m == NullMove {
		// A null move passes the turn (analysis and engine output).
		if us == Black {
			p.fullmove++
		}
		p.turn = us.Other()
		return
	}
	if m.IsCastle() {
		r := p.castleRook(m)
		rto := Sq(3, from.Rank())
		if to.File() == 6 {
			rto = Sq(5, from.Rank())
		}
		rook := p.board[r]
		p.remove(from)
		p.remove(r)
		p.put(to, pc)
		p.put(rto, rook)
	} else {
		captured := p.board[to]
		if captured != NoPiece {
			p.remove(to)
			p.halfmove = 0
		}
		p.remove(from)
		if pc.Type() == Pawn {
			p.halfmove = 0
			switch {
			case to-from == 16 || from-to == 16:
				p.ep = (from + to) / 2
			case from.File() != to.File() && captured == NoPiece:
				// En passant: the captured pawn stands beside the mover.
				p.remove(Sq(to.File(), from.Rank()))
			}
			if pr := m.Promotion(); pr != NoPieceType {
				pc = MakePiece(us, pr)
			}
		}
		p.put(to, pc)
	}
	if p.castling != 0 {
		if !p.chess960 {
			p.castling &= castleMask[from] & castleMask[to]
		} else {
			if pc.Type() == King {
				p.castling &^= (castleWK | castleWQ) << (2 * us)
			}
			for i, r := range p.rookFrom {
				if r == from || r == to {
					p.castling &^= 1 << i
				}
			}
		}
	}
	if us == Black {
		p.fullmove++
	}
	p.turn = us.Other()
}

// ParseFEN reads a position in Forsyth-Edwards Notation. The move
// counters may be left out; they default to "0 1".
func ParseFEN(s string) (Position, error) {
	var p Position
	f := strings.Fields(s)
	if len(f) < 4 || len(f) > 6 {
		return p, fenErr(s, Reason{Problem: FENFields})
	}
	ranks := strings.Split(f[0], "/")
	if len(ranks) != 8 {
		return p, fenErr(s, Reason{Problem: FENRanks})
	}
	for i, row := range ranks {
		r := 7 - i
		file := 0
		for _, c := range row {
			if c >= '1' && c <= '8' {
				file += int(c - '0')
				if file > 8 {
					return p, fenErr(s, Reason{Problem: FENRankLong, N: r + 1})
				}
				continue
			}
			idx := strings.IndexRune("PNBRQKpnbrqk", c)
			if idx < 0 {
				return p, fenErr(s, Reason{Problem: FENPieceLetter, Text: string(c)})
			}
			if file >= 8 {
				return p, fenErr(s, Reason{Problem: FENRankLong, N: r + 1})
			}
			p.put(Sq(file, r), MakePiece(Color(idx/6), PieceType(idx%6+1)))
			file++
		}
		if file != 8 {
			return p, fenErr(s, Reason{Problem: FENRankShort, N: r + 1, M: file})
		}
	}
	switch f[1] {
	case "w":
		p.turn = White
	case "b":
		p.turn = Black
	default:
		return p, fenErr(s, Reason{Problem: FENSide})
	}
	p.rookFrom = standardRooks
	if f[2] != "-" {
		if err := p.parseCastling(f[2]); err != nil {
			return p, fenErr(s, Reason{Problem: FENCastling, Text: f[2], Err: err})
		}
	}
	p.ep = NoSquare
	if f[3] != "-" {
		sq, err := ParseSquare(f[3])
		if err != nil || (sq.Rank() != 2 && sq.Rank() != 5) {
			return p, fenErr(s, Reason{Problem: FENEnPassant, Text: f[3]})
		}
		p.ep = sq
	}
	p.fullmove = 1
	if len(f) >= 5 {
		n, err := strconv.Atoi(f[4])
		if err != nil || n < 0 || n > 10000 {
			return p, fenErr(s, Reason{Problem: FENHalfmove, Text: f[4]})
		}
		p.halfmove = uint16(n)
	}
	if len(f) == 6 {
		n, err := strconv.Atoi(f[5])
		if err != nil || n < 0 || n > 10000 {
			return p, fenErr(s, Reason{Problem: FENFullmove, Text: f[5]})
		}
		if n == 0 {
			n = 1
		}
		p.fullmove = uint16(n)
	}
	if r := p.validate(); r != nil {
		return p, fenErr(s, *r)
	}
	return p, nil
}

// fenErr is the error of FEN s for reason r.
func fenErr(s string, r Reason) *FENError { return &FENError{FEN: s, Reason: r} }

// validate rejects positions the move generator cannot work with.
func (p *Position) validate() *Reason {
	for c := White; c <= Black; c++ {
		if n := p.Pieces(c, King).Count(); n != 1 {
			return &Reason{Problem: FENKings, Color: c, N: n}
		}
	}
	if p.byType[Pawn]&(rank1|rank1<<56) != 0 {
		return &Reason{Problem: FENPawnRank}
	}
	if p.attackersTo(p.kingSquare(p.turn.Other()), p.turn, p.Occupied()) != 0 {
		return &Reason{Problem: FENNotToMoveInCheck}
	}
	// Drop castling rights the pieces do not support: the king must
	// stand on its first rank between the rook of the right and the
	// other side.
	for i := 0; i < 4; i++ {
		c := Color(i / 2)
		k := p.kingSquare(c)
		r := p.rookFrom[i]
		back := 0
		if c == Black {
			back = 7
		}
		short := i%2 == 0
		if k.Rank() != back || r < 0 || p.board[r] != MakePiece(c, Rook) ||
			(short && r.File() <= k.File()) || (!short && r.File() >= k.File()) {
			p.castling &^= 1 << i
		}
	}
	if p.castling == 0 {
		p.rookFrom = standardRooks
	}
	for i := 0; i < 4; i++ {
		if p.castling&(1<<i) == 0 {
			p.rookFrom[i] = standardRooks[i]
		}
	}
	if p.needs960() {
		p.chess960 = true
	}
	if p.ep != NoSquare {
		// The square must be behind a pawn that has just moved two squares.
		want := 5
		pawnSq := p.ep - 8
		if p.turn == Black {
			want = 2
			pawnSq = p.ep + 8
		}
		if p.ep.Rank() != want || p.board[pawnSq] != MakePiece(p.turn.Other(), Pawn) || p.board[p.ep] != NoPiece {
			p.ep = NoSquare
		}
	}
	return nil
}

// FEN returns the position in Forsyth-Edwards Notation.
func (p *Position) FEN() string {
	var b strings.Builder
	for r := 7; r >= 0; r-- {
		empty := 0
		for f := 0; f < 8; f++ {
			pc := p.board[Sq(f, r)]
			if pc == NoPiece {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteByte(byte('0' + empty))
				empty = 0
			}
			b.WriteString(pc.String())
		}
		if empty > 0 {
			b.WriteByte(byte('0' + empty))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	if p.turn == White {
		b.WriteString(" w ")
	} else {
		b.WriteString(" b ")
	}
	if p.castling == 0 {
		b.WriteByte('-')
	}
	for i := 0; i < 4; i++ {
		if p.castling&(1<<i) != 0 {
			b.WriteByte(p.castlingLetter(i))
		}
	}
	fmt.Fprintf(&b, " %s %d %d", p.ep, p.halfmove, p.fullmove)
	return b.String()
}

// Placement returns the piece on every square, a1 first.
func (p *Position) Placement() [64]Piece { return p.board }

// parseCastling reads the castling field of a FEN: KQkq (the outermost
// rook on that side of the king, as X-FEN reads them) or the files of
// the castling rooks (Shredder-FEN, "HAha"), in any mix.
func (p *Position) parseCastling(field string) error {
	for _, c := range field {
		if !(c >= 'A' && c <= 'H' || c >= 'a' && c <= 'h' || c == 'K' || c == 'Q' || c == 'k' || c == 'q') {
			return &Reason{Problem: FENCastlingLetter, Text: string(c)}
		}
	}
	for _, c := range field {
		color, back := White, 0
		if c >= 'a' && c <= 'z' {
			color, back = Black, 7
		}
		k := p.kingSquare(color)
		if k == NoSquare || k.Rank() != back {
			continue // a right the pieces do not support is dropped, as ever
		}
		var rook Square = NoSquare
		switch c {
		case 'K', 'k':
			for f := 7; f > k.File(); f-- {
				if p.board[Sq(f, back)] == MakePiece(color, Rook) {
					rook = Sq(f, back)
					break
				}
			}
		case 'Q', 'q':
			for f := 0; f < k.File(); f++ {
				if p.board[Sq(f, back)] == MakePiece(color, Rook) {
					rook = Sq(f, back)
					break
				}
			}
		default:
			f := int(c - 'A')
			if c >= 'a' {
				f = int(c - 'a')
			}
			if p.board[Sq(f, back)] == MakePiece(color, Rook) && f != k.File() {
				rook = Sq(f, back)
			}
		}
		if rook == NoSquare {
			continue
		}
		i := 2 * int(color)
		if rook.File() < k.File() {
			i++
		}
		p.castling |= 1 << i
		p.rookFrom[i] = rook
	}
	return nil
}

// castlingLetter returns the FEN letter of castling right i: K, Q, k or
// q when the rook is the outermost on its side, else the rook's file.
func (p *Position) castlingLetter(i int) byte {
	r := p.rookFrom[i]
	color := Color(i / 2)
	outer := true
	step := 1
	if i%2 == 1 {
		step = -1
	}
	for f := r.File() + step; f >= 0 && f < 8; f += step {
		if p.board[Sq(f, r.Rank())] == MakePiece(color, Rook) {
			outer = false
		}
	}
	var c byte
	if outer {
		c = "KQ"[i%2]
	} else {
		c = byte('A' + r.File())
	}
	if color == Black {
		c += 'a' - 'A'
	}
	return c
}

// UCI returns the legal move m of p in UCI form. In a Chess960 position
// castling is written as the king taking its own rook ("e1h1"), as UCI
// engines expect with UCI_Chess960.
func (p *Position) UCI(m Move) string {
	var b [5]byte
	return string(p.AppendUCI(b[:0], m))
}

// AppendUCI appends the legal move m of p in UCI form to dst.
func (p *Position) AppendUCI(dst []byte, m Move) []byte {
	if p.chess960 && m.IsCastle() {
		return NewMove(m.From(), p.castleRook(m), NoPieceType).AppendUCI(dst)
	}
	return m.AppendUCI(dst)
}
