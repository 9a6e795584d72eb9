package notation

// typeMask selects piece types for move generation: bit t for PieceType t.
type typeMask uint8

const allTypes typeMask = 1<<Pawn | 1<<Knight | 1<<Bishop | 1<<Rook | 1<<Queen | 1<<King

// LegalMoves appends the legal moves of the side to move to dst and
// returns the extended slice.
func (p *Position) LegalMoves(dst []Move) []Move {
	return p.genLegal(dst, allTypes, ^Bitboard(0))
}

// HasLegalMove tells whether the side to move has any legal move.
func (p *Position) HasLegalMove() bool {
	var buf [256]Move
	return len(p.genLegal(buf[:0], allTypes, ^Bitboard(0))) > 0
}

// IsLegal tells whether m is a legal move in p.
func (p *Position) IsLegal(m Move) bool {
	if m == NullMove {
		return false
	}
	pc := p.board[m.From()]
	if pc == NoPiece || pc.Color() != p.turn {
		return false
	}
	var buf [32]Move
	for _, c := range p.genLegal(buf[:0], 1<<pc.Type(), bb(m.To())) {
		if c == m {
			return true
		}
	}
	return false
}

// pinnedPieces returns the pieces of colour us that are pinned to their
// king on ksq.
func (p *Position) pinnedPieces(us Color, ksq Square) Bitboard {
	them := p.byColor[us.Other()]
	occ := p.Occupied()
	snipers := (rookAttacks(ksq, 0)&(p.byType[Rook]|p.byType[Queen]) |
		bishopAttacks(ksq, 0)&(p.byType[Bishop]|p.byType[Queen])) & them
	var pinned Bitboard
	for snipers != 0 {
		s := snipers.pop()
		b := between[ksq][s] & occ
		if b != 0 && b&(b-1) == 0 && b&p.byColor[us] != 0 {
			pinned |= b
		}
	}
	return pinned
}

// genLegal appends the legal moves of the pieces whose types are in
// types and whose destination is in targets.
func (p *Position) genLegal(dst []Move, types typeMask, targets Bitboard) []Move {
	us, them := p.turn, p.turn.Other()
	occ := p.Occupied()
	own := p.byColor[us]
	ksq := p.kingSquare(us)
	if ksq == NoSquare {
		return dst
	}
	checkers := p.attackersTo(ksq, them, occ)

	if types&(1<<King) != 0 {
		occNoK := occ &^ bb(ksq)
		t := kingAttacks[ksq] &^ own & targets
		for t != 0 {
			to := t.pop()
			if p.attackersTo(to, them, occNoK) == 0 {
				dst = append(dst, NewMove(ksq, to, NoPieceType))
			}
		}
		if checkers == 0 {
			dst = p.genCastling(dst, targets)
		}
	}
	if checkers&(checkers-1) != 0 {
		return dst // double check: only the king may move
	}
	mask := targets &^ own
	if checkers != 0 {
		mask &= between[ksq][checkers.First()] | checkers
	}
	pinned := p.pinnedPieces(us, ksq)

	if types&(1<<Knight) != 0 {
		for b := p.Pieces(us, Knight) &^ pinned; b != 0; {
			from := b.pop()
			for t := knightAttacks[from] & mask; t != 0; {
				dst = append(dst, NewMove(from, t.pop(), NoPieceType))
			}
		}
	}
	if types&(1<<Bishop|1<<Queen) != 0 {
		var sliders Bitboard
		if types&(1<<Bishop) != 0 {
			sliders |= p.byType[Bishop]
		}
		if types&(1<<Queen) != 0 {
			sliders |= p.byType[Queen]
		}
		for b := sliders & own; b != 0; {
			from := b.pop()
			t := bishopAttacks(from, occ) & mask
			if pinned.Has(from) {
				t &= line[ksq][from]
			}
			for t != 0 {
				dst = append(dst, NewMove(from, t.pop(), NoPieceType))
			}
		}
	}
	if types&(1<<Rook|1<<Queen) != 0 {
		var sliders Bitboard
		if types&(1<<Rook) != 0 {
			sliders |= p.byType[Rook]
		}
		if types&(1<<Queen) != 0 {
			sliders |= p.byType[Queen]
		}
		for b := sliders & own; b != 0; {
			from := b.pop()
			t := rookAttacks(from, occ) & mask
			if pinned.Has(from) {
				t &= line[ksq][from]
			}
			for t != 0 {
				dst = append(dst, NewMove(from, t.pop(), NoPieceType))
			}
		}
	}
	if types&(1<<Pawn) != 0 {
		dst = p.genPawns(dst, mask, targets, pinned, ksq)
	}
	return dst
}

func (p *Position) genPawns(dst []Move, mask, targets, pinned Bitboard, ksq Square) []Move {
	us := p.turn
	occ := p.Occupied()
	enemy := p.byColor[us.Other()]
	fwd, startRank, lastRank := Square(8), 1, 7
	if us == Black {
		fwd, startRank, lastRank = -8, 6, 0
	}
	add := func(dst []Move, from, to Square) []Move {
		if pinned.Has(from) && !line[ksq][from].Has(to) {
			return dst
		}
		if to.Rank() == lastRank {
			return append(dst,
				NewMove(from, to, Queen), NewMove(from, to, Rook),
				NewMove(from, to, Bishop), NewMove(from, to, Knight))
		}
		return append(dst, NewMove(from, to, NoPieceType))
	}
	for b := p.Pieces(us, Pawn); b != 0; {
		from := b.pop()
		one := from + fwd
		if !occ.Has(one) {
			if mask.Has(one) {
				dst = add(dst, from, one)
			}
			two := one + fwd
			if from.Rank() == startRank && !occ.Has(two) && mask.Has(two) {
				dst = add(dst, from, two)
			}
		}
		for t := pawnAttacks[us][from] & enemy & mask; t != 0; {
			dst = add(dst, from, t.pop())
		}
		if p.ep != NoSquare && pawnAttacks[us][from].Has(p.ep) && targets.Has(p.ep) {
			m := NewMove(from, p.ep, NoPieceType)
			q := *p
			q.Play(m)
			if q.attackersTo(ksq, us.Other(), q.Occupied()) == 0 {
				dst = append(dst, m)
			}
		}
	}
	return dst
}

func (p *Position) genCastling(dst []Move, targets Bitboard) []Move {
	us, them := p.turn, p.turn.Other()
	if p.castling&((castleWK|castleWQ)<<(2*us)) == 0 {
		return dst
	}
	occ := p.Occupied()
	if !p.chess960 {
		// Standard chess: king on e1 or e8, rooks in the corners.
		r := 0
		ks, qs := castleWK, castleWQ
		if us == Black {
			r, ks, qs = 7, castleBK, castleBQ
		}
		king := Sq(4, r)
		if p.castling&ks != 0 && targets.Has(Sq(6, r)) &&
			occ&(bb(Sq(5, r))|bb(Sq(6, r))) == 0 &&
			p.attackersTo(Sq(5, r), them, occ) == 0 && p.attackersTo(Sq(6, r), them, occ) == 0 {
			dst = append(dst, NewMove(king, Sq(6, r), NoPieceType)|moveCastleFlag)
		}
		if p.castling&qs != 0 && targets.Has(Sq(2, r)) &&
			occ&(bb(Sq(1, r))|bb(Sq(2, r))|bb(Sq(3, r))) == 0 &&
			p.attackersTo(Sq(3, r), them, occ) == 0 && p.attackersTo(Sq(2, r), them, occ) == 0 {
			dst = append(dst, NewMove(king, Sq(2, r), NoPieceType)|moveCastleFlag)
		}
		return dst
	}
	ksq := p.kingSquare(us)
	r := ksq.Rank()
	for side := 0; side < 2; side++ {
		i := 2*int(us) + side
		if p.castling&(1<<i) == 0 {
			continue
		}
		kdst, rdst := Sq(6, r), Sq(5, r)
		if side == 1 {
			kdst, rdst = Sq(2, r), Sq(3, r)
		}
		if !targets.Has(kdst) {
			continue
		}
		rsq := p.rookFrom[i]
		// Every square the king and the rook pass or reach must be
		// empty but for the two of them.
		others := occ &^ bb(ksq) &^ bb(rsq)
		if (between[ksq][kdst]|bb(kdst)|between[rsq][rdst]|bb(rdst))&others != 0 {
			continue
		}
		// The king may not pass or reach an attacked square.
		ok := true
		for path := between[ksq][kdst] | bb(kdst); path != 0; {
			if p.attackersTo(path.pop(), them, occ) != 0 {
				ok = false
				break
			}
		}
		// In Chess960 the castling rook may have shielded the king's
		// new square along the rank.
		if ok && p.chess960 && rookAttacks(kdst, others|bb(rdst))&(p.byType[Rook]|p.byType[Queen])&p.byColor[them] != 0 {
			ok = false
		}
		if ok {
			dst = append(dst, NewMove(ksq, kdst, NoPieceType)|moveCastleFlag)
		}
	}
	return dst
}

// Perft counts the leaf nodes of the legal move tree to depth plies,
// the standard test of a move generator.
func (p *Position) Perft(depth int) uint64 {
	var buf [256]Move
	moves := p.LegalMoves(buf[:0])
	if depth <= 1 {
		if depth <= 0 {
			return 1
		}
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		q := *p
		q.Play(m)
		n += q.Perft(depth - 1)
	}
	return n
}
