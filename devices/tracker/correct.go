package tracker

import (
	"time"

	"github.com/rochade/rochade/notation"
)

// Corrections: the last move replaced by another of the same piece,
// before the reply (a slide that went on after a rest longer than a
// hand's rest, a rook put down for castling and then the king). A move
// of another piece is never a correction: pieces carried back (a new
// game being set up) must not rewrite the game. A correction that may
// still go on waits as a move does (pendingState).

// correction finds a correction of the last move that board b shows.
func (t *Tracker) correction(now time.Time, b *[64]notation.Piece) ([]Event, bool) {
	n := len(t.game.Moves)
	if n == 0 {
		return nil, false
	}
	before := t.pos[n-1]
	last := t.game.Moves[n-1]
	m, ok := matchMove(&before, b)
	if !ok || m == last || !samePiece(last, m) || now.Sub(t.lastAt) > t.cfg.CorrectWithin {
		return nil, false
	}
	wait := t.underWay(&before, m)
	if wait == 0 {
		return t.correct(m, now), true
	}
	t.pendingState = pendingState{pending: m, pendingTime: now, pendingUntil: now.Add(wait)}
	return nil, true
}

// correctionReplied decides a waiting correction when board b shows the
// reply made after it, or the same piece gone on with the reply made.
func (t *Tracker) correctionReplied(b *[64]notation.Piece) []Event {
	if t.pending == notation.NullMove {
		return nil
	}
	base := t.pendingBase()
	q := base
	q.Play(t.pending)
	if _, replied := matchMove(&q, b); replied {
		return t.decide()
	}
	if m, ok := wentOn(&base, t.pending, b); ok {
		t.pending = m
		return t.decide()
	}
	return nil
}

// correctionTick decides a waiting correction whose time has come.
func (t *Tracker) correctionTick(now time.Time) []Event {
	if t.pending == notation.NullMove || t.pendingUntil.IsZero() || now.Before(t.pendingUntil) {
		return nil
	}
	switch {
	case t.pendingStands(&t.board):
		evs := t.decide()
		// Judge what the board shows now from the new position.
		return append(evs, t.judge(now, true)...)
	case t.pendingHolds(&t.board) && !t.pendingLong:
		// The moved piece is off its square: it may be on its way.
		t.pendingUntil = now.Add(t.cfg.FixAfter)
		t.pendingLong = true
	default:
		// Its piece is still not where the move put it: that it was
		// made there would be a guess.
		t.clearPending()
	}
	return nil
}

// pendingBase is the position the waiting correction is made in.
func (t *Tracker) pendingBase() notation.Position { return t.pos[len(t.pos)-2] }

// pendingHolds tells whether board b may still show the waiting
// correction made: its departure square is as after it.
func (t *Tracker) pendingHolds(b *[64]notation.Piece) bool {
	q := t.pendingBase()
	m := t.pending
	q.Play(m)
	return b[m.From()] == q.PieceAt(m.From())
}

// pendingStands tells whether board b shows the waiting correction made
// with its piece on its square.
func (t *Tracker) pendingStands(b *[64]notation.Piece) bool {
	q := t.pendingBase()
	m := t.pending
	q.Play(m)
	return b[m.From()] == q.PieceAt(m.From()) && b[m.To()] == q.PieceAt(m.To())
}

// hold keeps the waiting correction on board b, which may still show it
// made (its departure square as after it) with something else under way:
// the opponent's reply, the king of a castling in the air, the moved
// piece captured by the reply or going on. While its piece is off its
// square, or the king of a castling in the air, the wait is stretched,
// once, to FixAfter. It returns false when b no longer shows the move's
// departure square as after it.
func (t *Tracker) hold(now time.Time, b *[64]notation.Piece) bool {
	if !t.pendingHolds(b) {
		return false
	}
	base := t.pendingBase()
	if !t.pendingLong && (!t.pendingStands(b) || castlingRook(&base, t.pending) && kingLiftedAfter(&base, t.pending, b)) {
		t.pendingUntil = now.Add(t.cfg.FixAfter)
		t.pendingLong = true
	}
	return true
}

// wentOn finds the move m2 of the piece of move m in p (from the same
// square, another square; or the castling whose rook m moved) after
// which board b is one legal move on: the piece went on from where m put
// it (the king followed its rook), and the reply was made. The piece
// must be seen where m2 puts it. There must be exactly one such move.
func wentOn(p *notation.Position, m notation.Move, b *[64]notation.Piece) (notation.Move, bool) {
	found := notation.NullMove
	var buf [256]notation.Move
	for _, c := range p.LegalMoves(buf[:0]) {
		castled := c.IsCastle() && castleRook(c) == [2]notation.Square{m.From(), m.To()}
		if c == m || c.From() != m.From() && !castled {
			continue
		}
		q := *p
		q.Play(c)
		if b[c.To()] != q.PieceAt(c.To()) {
			continue
		}
		if _, ok := matchMove(&q, b); ok {
			if found != notation.NullMove {
				return notation.NullMove, false
			}
			found = c
		}
	}
	return found, found != notation.NullMove
}

// decide makes the waiting correction count, at the time the board
// showed it.
func (t *Tracker) decide() []Event {
	m, at := t.pending, t.pendingTime
	t.clearPending()
	return t.correct(m, at)
}

func (t *Tracker) correct(m notation.Move, now time.Time) []Event {
	n := len(t.game.Moves)
	before := t.pos[n-1]
	next := before
	next.Play(m)
	t.arrived(&before, m, now)
	t.game.Moves[n-1] = m
	t.pos[n] = next
	t.plyAt[n-1] = now
	t.lastAt = now
	t.sureAt = now
	t.lifted = notation.NoSquare
	t.ex = explanation{}
	return []Event{{Kind: Corrected, Move: m, Before: before, Ply: n - 1, Time: now}}
}

// samePiece tells whether move m may correct move last: the same piece
// moved on from the same square, or the rook of a castling put down
// first, then the king.
func samePiece(last, m notation.Move) bool {
	if m.From() == last.From() {
		return true
	}
	return m.IsCastle() && castleRook(m)[0] == last.From()
}

// castlingRook tells whether m is a rook move of p that is also the
// rook's part of a castling possible in p: the king may follow.
func castlingRook(p *notation.Position, m notation.Move) bool {
	if p.Describe(m).Piece != notation.Rook || p.PieceAt(m.To()) != notation.NoPiece {
		return false
	}
	var buf [256]notation.Move
	for _, c := range p.LegalMoves(buf[:0]) {
		if c.IsCastle() && castleRook(c) == [2]notation.Square{m.From(), m.To()} {
			return true
		}
	}
	return false
}

// castleRook returns the rook's from and to squares of castling move c.
func castleRook(c notation.Move) [2]notation.Square {
	r := c.From().Rank()
	if c.To().File() > c.From().File() {
		return [2]notation.Square{notation.Sq(7, r), notation.Sq(5, r)}
	}
	return [2]notation.Square{notation.Sq(0, r), notation.Sq(3, r)}
}

// kingLiftedAfter tells whether b is p after rook move m with the king
// of the side to move lifted from its square (castling under way).
func kingLiftedAfter(p *notation.Position, m notation.Move, b *[64]notation.Piece) bool {
	q := *p
	q.Play(m)
	want := q.Placement()
	k := p.Pieces(p.Turn(), notation.King)
	if k.Count() != 1 {
		return false
	}
	want[k.First()] = notation.NoPiece
	return want == *b
}

func matchMove(p *notation.Position, b *[64]notation.Piece) (notation.Move, bool) {
	var buf [256]notation.Move
	for _, m := range p.LegalMoves(buf[:0]) {
		q := *p
		q.Play(m)
		if q.Placement() == *b {
			return m, true
		}
	}
	return notation.NullMove, false
}
