// Package notation is Rochade's chess core: bitboard move generation,
// positions and FEN, a tolerant reader for every usual way of writing a
// move (FIDE Laws of Chess, Appendix C, and national practice), SAN and
// long-algebraic writers in many languages, and a PGN reader and writer.
//
// It imports no other package of this module.
package notation

import "fmt"

// Color is the side to move or the owner of a piece.
type Color uint8

// The two sides.
const (
	White Color = iota
	Black
)

// Other returns the opposing colour.
func (c Color) Other() Color { return c ^ 1 }

func (c Color) String() string {
	if c == White {
		return "white"
	}
	return "black"
}

// PieceType is a kind of piece without colour.
type PieceType uint8

// Piece types. NoPieceType marks an empty square or "no promotion".
const (
	NoPieceType PieceType = iota
	Pawn
	Knight
	Bishop
	Rook
	Queen
	King
)

var pieceTypeNames = [...]string{"none", "pawn", "knight", "bishop", "rook", "queen", "king"}

func (t PieceType) String() string {
	if int(t) < len(pieceTypeNames) {
		return pieceTypeNames[t]
	}
	return fmt.Sprintf("PieceType(%d)", uint8(t))
}

// Piece is a coloured piece; the zero value is NoPiece (an empty square).
type Piece uint8

// NoPiece is an empty square.
const NoPiece Piece = 0

// MakePiece returns the piece of type t and colour c.
func MakePiece(c Color, t PieceType) Piece { return Piece(uint8(c)<<3 | uint8(t)) }

// Type returns the piece's type (NoPieceType for NoPiece).
func (p Piece) Type() PieceType { return PieceType(p & 7) }

// Color returns the piece's colour (meaningless for NoPiece).
func (p Piece) Color() Color { return Color(p >> 3) }

// String returns the FEN letter of the piece ("N", "p", "." for none).
func (p Piece) String() string {
	if p.Type() == NoPieceType {
		return "."
	}
	s := "?PNBRQK"[p.Type() : p.Type()+1]
	if p.Color() == Black {
		return string(s[0] + 'a' - 'A')
	}
	return s
}

// Square is a square of the board, A1 = 0, B1 = 1, ... H8 = 63.
type Square int8

// NoSquare marks the absence of a square (no en-passant target, say).
const NoSquare Square = -1

// Named squares used by the rules.
const (
	A1 Square = iota
	B1
	C1
	D1
	E1
	F1
	G1
	H1
)

// Sq returns the square on file f (0 = a) and rank r (0 = rank 1).
func Sq(f, r int) Square { return Square(r*8 + f) }

// File returns 0 for the a-file up to 7 for the h-file.
func (s Square) File() int { return int(s) & 7 }

// Rank returns 0 for the first rank up to 7 for the eighth.
func (s Square) Rank() int { return int(s) >> 3 }

// String returns the square's name, such as "e4", or "-" for NoSquare.
func (s Square) String() string {
	if s < 0 || s > 63 {
		return "-"
	}
	return string([]byte{byte('a' + s.File()), byte('1' + s.Rank())})
}

// ParseSquare reads a square name such as "e4".
func ParseSquare(s string) (Square, error) {
	if len(s) != 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8' {
		return NoSquare, &Reason{Problem: BadSquare, Text: s}
	}
	return Sq(int(s[0]-'a'), int(s[1]-'1')), nil
}

// Move is a move packed into 16 bits: from (6), to (6), promotion (3),
// and a castling flag. The zero Move is NullMove.
type Move uint16

// NullMove is the zero Move; it is never legal.
const NullMove Move = 0

const moveCastleFlag = 1 << 15

// NewMove builds a move; promo is NoPieceType unless a pawn promotes.
func NewMove(from, to Square, promo PieceType) Move {
	return Move(uint16(from) | uint16(to)<<6 | uint16(promo)<<12)
}

// From is the square the moving piece leaves (the king's, for castling).
func (m Move) From() Square { return Square(m & 63) }

// To is the square the moving piece arrives on (the king's, for castling).
func (m Move) To() Square { return Square(m >> 6 & 63) }

// Promotion is the piece a pawn becomes, or NoPieceType.
func (m Move) Promotion() PieceType { return PieceType(m >> 12 & 7) }

// IsCastle tells whether the move is castling.
func (m Move) IsCastle() bool { return m&moveCastleFlag != 0 }

// UCI returns the move in UCI form, such as "e2e4", "e7e8q" or "e1g1",
// and "0000" for a null move. Castling in Chess960 needs the position:
// see Position.UCI.
func (m Move) UCI() string {
	var b [5]byte
	return string(m.AppendUCI(b[:0]))
}

// AppendUCI appends the move in UCI form to dst.
func (m Move) AppendUCI(dst []byte) []byte {
	if m == NullMove {
		return append(dst, "0000"...)
	}
	from, to := m.From(), m.To()
	dst = append(dst, byte('a'+from.File()), byte('1'+from.Rank()), byte('a'+to.File()), byte('1'+to.Rank()))
	if p := m.Promotion(); p != NoPieceType {
		dst = append(dst, " pnbrqk"[p])
	}
	return dst
}

func (m Move) String() string { return m.UCI() }

// Castle says which castling a move is.
type Castle uint8

// Kinds of castling.
const (
	NoCastle Castle = iota
	ShortCastle
	LongCastle
)

// MoveDesc describes a legal move in its position: everything an
// announcer, a Braille writer or a SAN writer needs, worked out once.
type MoveDesc struct {
	Move      Move
	Piece     PieceType // the moving piece (King for castling)
	From, To  Square
	Captured  PieceType // NoPieceType if nothing is captured
	EnPassant bool
	Castle    Castle
	Promotion PieceType
	// ShowFile and ShowRank tell which parts of the from-square short SAN
	// needs to tell this move from others of the same piece type to the
	// same square. A pawn capture always shows its file.
	ShowFile, ShowRank     bool
	Check, Mate, Stalemate bool
	// Null is set for a null move (the side to move passes, as analysis
	// and engine output write "--" or "Z0"); Piece is then NoPieceType.
	Null bool
}

// Capture tells whether the move captures.
func (d MoveDesc) Capture() bool { return d.Captured != NoPieceType }
