package notation

// Describe works out everything about the legal move m in p that a
// writer or an announcer needs.
func (p *Position) Describe(m Move) MoveDesc {
	if m == NullMove {
		return MoveDesc{Move: m, From: NoSquare, To: NoSquare, Null: true}
	}
	from, to := m.From(), m.To()
	pc := p.board[from]
	d := MoveDesc{Move: m, Piece: pc.Type(), From: from, To: to, Promotion: m.Promotion()}
	switch {
	case m.IsCastle():
		d.Castle = ShortCastle
		if to.File() == 2 {
			d.Castle = LongCastle
		}
	case p.board[to] != NoPiece:
		d.Captured = p.board[to].Type()
	case pc.Type() == Pawn && from.File() != to.File():
		d.Captured = Pawn
		d.EnPassant = true
	}
	if d.Castle == NoCastle {
		if pc.Type() == Pawn {
			d.ShowFile = d.Captured != NoPieceType
		} else {
			var buf [32]Move
			sameFile, sameRank, others := false, false, false
			for _, o := range p.genLegal(buf[:0], 1<<pc.Type(), bb(to)) {
				if o.From() == from || o.IsCastle() {
					continue
				}
				others = true
				if o.From().File() == from.File() {
					sameFile = true
				}
				if o.From().Rank() == from.Rank() {
					sameRank = true
				}
			}
			if others {
				switch {
				case !sameFile:
					d.ShowFile = true
				case !sameRank:
					d.ShowRank = true
				default:
					d.ShowFile, d.ShowRank = true, true
				}
			}
		}
	}
	q := *p
	q.Play(m)
	inCheck := q.InCheck()
	hasMove := q.HasLegalMove()
	d.Check = inCheck
	d.Mate = inCheck && !hasMove
	d.Stalemate = !inCheck && !hasMove
	return d
}

// Format says how to write a move.
type Format struct {
	// Lang gives the piece letters; nil means English.
	Lang *Lang
	// Long writes the from-square of every move (Ng1-f3, e2-e4 style
	// without the hyphen unless Hyphen is set).
	Long bool
	// Hyphen puts "-" between the squares of a long non-capture.
	Hyphen bool
	// Figurine writes ♔♕♖♗♘ instead of letters.
	Figurine bool
	// NoMarks leaves out "+" and "#".
	NoMarks bool
}

// SAN returns the move in Standard Algebraic Notation with English
// letters, as PGN writes it ("Nbd2", "exd6", "e8=Q+", "O-O#").
func (p *Position) SAN(m Move) string {
	var buf [16]byte
	return string(AppendMove(buf[:0], p.Describe(m), Format{}))
}

// FormatMove writes the legal move m of p in format f.
func FormatMove(p *Position, m Move, f Format) string {
	var buf [24]byte
	return string(AppendMove(buf[:0], p.Describe(m), f))
}

// AppendMove appends the move described by d, written in format f.
func AppendMove(dst []byte, d MoveDesc, f Format) []byte {
	l := f.Lang
	if l == nil {
		l = English
	}
	letter := func(dst []byte, t PieceType) []byte {
		if f.Figurine {
			return append(dst, figurines[t]...)
		}
		return append(dst, l.letters[t]...)
	}
	if d.Null {
		return append(dst, "--"...)
	}
	switch d.Castle {
	case ShortCastle:
		dst = append(dst, "O-O"...)
	case LongCastle:
		dst = append(dst, "O-O-O"...)
	default:
		if d.Piece != Pawn {
			dst = letter(dst, d.Piece)
		}
		if f.Long {
			dst = append(dst, byte('a'+d.From.File()), byte('1'+d.From.Rank()))
		} else {
			if d.ShowFile {
				dst = append(dst, byte('a'+d.From.File()))
			}
			if d.ShowRank {
				dst = append(dst, byte('1'+d.From.Rank()))
			}
		}
		if d.Capture() {
			dst = append(dst, 'x')
		} else if f.Long && f.Hyphen {
			dst = append(dst, '-')
		}
		dst = append(dst, byte('a'+d.To.File()), byte('1'+d.To.Rank()))
		if d.Promotion != NoPieceType {
			dst = append(dst, '=')
			dst = letter(dst, d.Promotion)
		}
	}
	if !f.NoMarks {
		if d.Mate {
			dst = append(dst, '#')
		} else if d.Check {
			dst = append(dst, '+')
		}
	}
	return dst
}
