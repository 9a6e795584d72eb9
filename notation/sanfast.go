package notation

// The fast reading of plain SAN: most moves of most files are written as
// PGN writes them ("Nf3", "exd5", "e8=Q+", "O-O"). Such a move is found
// from the pieces that can reach its square, without generating moves;
// anything else goes to the full reader, which also words the errors.

var (
	rookMask   [64]Bitboard // rook attacks on an empty board
	bishopMask [64]Bitboard
)

func init() {
	for s := Square(0); s < 64; s++ {
		rookMask[s] = rookAttacks(s, 0)
		bishopMask[s] = bishopAttacks(s, 0)
	}
}

// leavesKingSafe tells whether moving the piece on from to to leaves the
// mover's king unattacked (ep: the move takes en passant).
func (p *Position) leavesKingSafe(from, to Square, ep bool) bool {
	us := p.turn
	ksq := p.kingSquare(us)
	occ := p.Occupied()&^bb(from) | bb(to)
	capt := bb(to)
	if ep {
		c := Sq(to.File(), from.Rank())
		occ &^= bb(c)
		capt = bb(c)
	}
	if from == ksq {
		ksq = to
	}
	enemy := p.byColor[us.Other()] &^ capt
	if (knightAttacks[ksq]&p.byType[Knight]|pawnAttacks[us][ksq]&p.byType[Pawn]|kingAttacks[ksq]&p.byType[King])&enemy != 0 {
		return false
	}
	if rq := (p.byType[Rook] | p.byType[Queen]) & enemy; rq&rookMask[ksq] != 0 && rookAttacks(ksq, occ)&rq != 0 {
		return false
	}
	if bq := (p.byType[Bishop] | p.byType[Queen]) & enemy; bq&bishopMask[ksq] != 0 && bishopAttacks(ksq, occ)&bq != 0 {
		return false
	}
	return true
}

// fastMove reads s if it is plain SAN in the ASCII letters of l and
// means exactly one legal move; ok is false otherwise.
func (p *Position) fastMove(s string, l *Lang) (m Move, ok bool) {
	n := len(s)
	for n > 0 && (s[n-1] == '+' || s[n-1] == '#' || s[n-1] == '!' || s[n-1] == '?') {
		n--
	}
	if n < 2 || n > 7 {
		return NullMove, false
	}
	s = s[:n]
	c0 := s[0]
	us := p.turn
	if c0 == 'O' {
		return p.fastCastle(s)
	}
	promo := NoPieceType
	if n >= 4 && s[n-2] == '=' {
		c := s[n-1]
		if c >= 128 {
			return NullMove, false
		}
		promo = l.ascii[c]
		if promo < Knight || promo > Queen {
			return NullMove, false
		}
		n -= 2
	}
	tf, tr := s[n-2], s[n-1]
	if tf < 'a' || tf > 'h' || tr < '1' || tr > '8' {
		return NullMove, false
	}
	to := Sq(int(tf-'a'), int(tr-'1'))
	own := p.byColor[us]
	if own.Has(to) {
		return NullMove, false
	}
	body := s[:n-2]
	if c0 >= 'a' && c0 <= 'h' {
		return p.fastPawn(body, to, promo)
	}
	if c0 >= 128 || promo != NoPieceType {
		return NullMove, false
	}
	pt := l.ascii[c0]
	if pt < Knight {
		return NullMove, false
	}
	return p.fastPiece(pt, body[1:], to)
}

// fastCastle reads "O-O" and "O-O-O".
func (p *Position) fastCastle(s string) (Move, bool) {
	kdst := 6
	switch s {
	case "O-O":
	case "O-O-O":
		kdst = 2
	default:
		return NullMove, false
	}
	var buf [4]Move
	for _, m := range p.genLegal(buf[:0], 1<<King, bb(Sq(kdst, p.kingSquare(p.turn).Rank()))) {
		if m.IsCastle() {
			return m, true
		}
	}
	return NullMove, false
}

// fastPawn reads a pawn's move to "to" (promoting to promo): body is
// what stands before the square, nothing for a step forward, "ex" for a
// capture.
func (p *Position) fastPawn(body string, to Square, promo PieceType) (Move, bool) {
	us := p.turn
	own := p.byColor[us]
	last, fwd := 7, Square(8)
	if us == Black {
		last, fwd = 0, -8
	}
	if (to.Rank() == last) != (promo != NoPieceType) || to.Rank() == 7-last || to.Rank() == 7-last+int(fwd/8) {
		// No pawn moves to its first or second rank.
		return NullMove, false
	}
	pawns := p.byType[Pawn] & own
	var from Square
	ep := false
	switch {
	case len(body) == 0:
		if p.board[to] != NoPiece {
			return NullMove, false
		}
		from = to - fwd
		if !pawns.Has(from) {
			if p.board[from] != NoPiece || to.Rank() != 3+boolInt(us == Black) || !pawns.Has(from-fwd) {
				return NullMove, false
			}
			from -= fwd
		}
	case len(body) == 2 && body[1] == 'x':
		ff := int(body[0]) - 'a'
		if ff-to.File() != 1 && to.File()-ff != 1 {
			return NullMove, false
		}
		from = Sq(ff, (to - fwd).Rank())
		if !pawns.Has(from) {
			return NullMove, false
		}
		if p.board[to] == NoPiece {
			if to != p.ep {
				return NullMove, false
			}
			ep = true
		}
	default:
		return NullMove, false
	}
	if !p.leavesKingSafe(from, to, ep) {
		return NullMove, false
	}
	return NewMove(from, to, promo), true
}

// fastPiece reads a move of a piece of type pt to "to": body is what
// stands between the letter and the square (a file, a rank, "x").
func (p *Position) fastPiece(pt PieceType, body string, to Square) (Move, bool) {
	own := p.byColor[p.turn]
	if len(body) > 0 && body[len(body)-1] == 'x' {
		body = body[:len(body)-1]
	}
	// The from-square as SAN narrows it: a file, a rank, or both, in
	// that order.
	from := ^Bitboard(0)
	if len(body) > 2 {
		return NullMove, false
	}
	if len(body) > 0 && body[0] >= 'a' && body[0] <= 'h' {
		from &= fileA << (body[0] - 'a')
		body = body[1:]
	}
	if len(body) > 0 && body[0] >= '1' && body[0] <= '8' {
		from &= rank1 << (8 * (body[0] - '1'))
		body = body[1:]
	}
	if len(body) > 0 {
		return NullMove, false
	}
	var cands Bitboard
	occ := p.Occupied()
	switch pt {
	case Knight:
		cands = knightAttacks[to]
	case Bishop:
		cands = bishopAttacks(to, occ)
	case Rook:
		cands = rookAttacks(to, occ)
	case Queen:
		cands = bishopAttacks(to, occ) | rookAttacks(to, occ)
	case King:
		cands = kingAttacks[to]
	}
	cands &= p.byType[pt] & own & from
	found := NullMove
	for cands != 0 {
		f := cands.pop()
		if p.leavesKingSafe(f, to, false) {
			if found != NullMove {
				return NullMove, false
			}
			found = NewMove(f, to, NoPieceType)
		}
	}
	return found, found != NullMove
}
