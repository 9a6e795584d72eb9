package tracker

import "github.com/rochade/rochade/notation"

// A board read after a break, or caught up, has no readings to tell the
// way there: it may show a move in the middle of being made. Most hands
// capture by taking the victim off first and then moving their piece;
// between the two the board is a position less one piece, which other
// moves may reach exactly (the Appendix C game after 3.d4: 3...exd4 4.e5
// Ne4 and 5.Qxd4 begun, the black pawn off d4 and the queen still on d1,
// is the board of 3...Nxe4 4.dxe5). Such a board is no position at rest
// while both explain it, however still it stands: the hand may be
// thinking.

// halfCaptureBudget bounds the positions the searches for a capture half
// made expand for one board: about 20 ms on one core of a PC (searchBudget
// has the figures). What they did not reach is not looked at: after six
// plies made while the board was away (TestCableOutWhileMovesAreMade)
// the budget is often spent, and the board is taken as at rest.
const halfCaptureBudget = 200000

// halfCapture tells whether the board, which seq (from the sure
// position) explains, may instead show a capture half made after other
// moves: a position a legal sequence of at most one ply more reaches,
// less a piece of the side not to move there that the side to move can
// take (taken off, the capturing piece not yet moved). Only pieces the
// board has lost since the sure position can be that victim.
func (t *Tracker) halfCapture(seq []notation.Move) bool {
	cur := t.Position()
	was := placement(&cur)
	var lost [16]int
	for s := range was {
		lost[was[s]]++
		lost[t.board[s]]--
	}
	budget := halfCaptureBudget
	maxLen := min(maxPlies, len(seq)+1)
	for s := notation.Square(0); s < 64; s++ {
		if t.board[s] != notation.NoPiece {
			continue
		}
		for pc := notation.Piece(1); pc < 16; pc++ {
			if pc.Type() == notation.NoPieceType || lost[pc] <= 0 || pc.Type() == notation.Pawn && (s.Rank() == 0 || s.Rank() == 7) {
				continue
			}
			b := t.board
			b[s] = pc
			if !attacked(&b, s, pc.Color().Other()) {
				continue
			}
			takes := func(l []notation.Move) bool {
				q := cur
				for _, m := range l {
					q.Play(m)
				}
				if q.Turn() == pc.Color() {
					return false
				}
				var buf [256]notation.Move
				for _, m := range q.LegalMoves(buf[:0]) {
					if m.To() == s {
						return true
					}
				}
				return false
			}
			sr := newSearch(placementTarget(&b), cur, maxLen, false, nil, takes)
			for !sr.step(stepBudget) && sr.nodes < budget {
			}
			budget -= sr.nodes
			if len(sr.found) > 0 {
				tracef("  half capture of %v on %v: %v\n", pc, s, sr.found)
				return true
			}
			if budget <= 0 {
				tracef("  half capture: search budget spent at %v\n", s)
				return false
			}
		}
	}
	return false
}

// attacked tells whether a piece of colour by on board b could take on s,
// as far as the placement tells (no en passant, no pins).
func attacked(b *[64]notation.Piece, s notation.Square, by notation.Color) bool {
	f, r := s.File(), s.Rank()
	at := func(df, dr int, types ...notation.PieceType) bool {
		x, y := f+df, r+dr
		if x < 0 || x > 7 || y < 0 || y > 7 {
			return false
		}
		pc := b[notation.Sq(x, y)]
		if pc == notation.NoPiece || pc.Color() != by {
			return false
		}
		for _, pt := range types {
			if pc.Type() == pt {
				return true
			}
		}
		return false
	}
	// A pawn of colour by takes towards the other side.
	back := -1
	if by == notation.Black {
		back = 1
	}
	if at(-1, back, notation.Pawn) || at(1, back, notation.Pawn) {
		return true
	}
	for _, d := range [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}} {
		if at(d[0], d[1], notation.Knight) {
			return true
		}
	}
	for _, d := range [8][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
		slider := notation.Rook
		if d[0] != 0 && d[1] != 0 {
			slider = notation.Bishop
		}
		if at(d[0], d[1], notation.King) {
			return true
		}
		for k := 1; k < 8; k++ {
			x, y := f+k*d[0], r+k*d[1]
			if x < 0 || x > 7 || y < 0 || y > 7 {
				break
			}
			pc := b[notation.Sq(x, y)]
			if pc == notation.NoPiece {
				continue
			}
			if pc.Color() == by && (pc.Type() == slider || pc.Type() == notation.Queen) {
				return true
			}
			break
		}
	}
	return false
}
