package tracker

import (
	"slices"
	"time"

	"github.com/rochade/rochade/notation"
)

// A promotion on a board that sees only occupancy: the board shows that
// the pawn reached the last rank, never what it became. There is no
// default piece. The promotion is taken with its piece unknown (a Moved
// event with PieceUnknown; the game holds a placeholder, the first of
// the pieces still possible), and play is followed on: the piece is the
// one the players name (Promote), or the one its later moves prove (a
// piece from f1 that moves as a knight is a knight; a king that steps
// next to it shows what it cannot be). Each move after the promotion
// must be legal with the piece; the pieces with which one is not drop
// out, and when one is left, PromotionKnown says so. A reading that no
// move explains with the placeholder is tried with the other pieces
// still possible.

// promoPieces are the pieces a pawn may become, the placeholder first.
var promoPieces = []notation.PieceType{notation.Queen, notation.Rook, notation.Bishop, notation.Knight}

// unknownPromotion is a promotion whose piece is not known: the ply of
// the game, and the pieces still possible (the first is the one the
// game holds).
type unknownPromotion struct {
	ply   int
	types []notation.PieceType
}

// waiting returns the move the board showed that waits to count (the
// first of the one sequence that explains the board), NullMove if none.
func (t *Tracker) waiting() notation.Move {
	if t.ex.valid && len(t.ex.seqs) == 1 && len(t.ex.seqs[0]) > 0 {
		return t.ex.seqs[0][0]
	}
	return notation.NullMove
}

// samePromotion tells whether every explanation is one pawn move
// promoting to different pieces.
func samePromotion(found []occExplained) bool {
	if len(found) < 2 {
		return false
	}
	m := found[0].move
	if m.Promotion() == notation.NoPieceType {
		return false
	}
	for _, e := range found[1:] {
		if e.move.From() != m.From() || e.move.To() != m.To() || e.move.Promotion() == notation.NoPieceType {
			return false
		}
	}
	return true
}

// promotionBoard picks, of the explanations of a reading that differ
// only in a promotion's piece, the board with the piece named for it
// (Promote before the move counted), or with the placeholder.
func (t *Tracker) promotionBoard(found []occExplained) ([64]notation.Piece, bool) {
	if !samePromotion(found) {
		return [64]notation.Piece{}, false
	}
	want := notation.Queen
	m := found[0].move
	if t.named.From() == m.From() && t.named.To() == m.To() {
		want = t.named.Promotion()
	}
	for _, e := range found {
		if e.move.Promotion() == want {
			return e.board, true
		}
	}
	return found[0].board, true
}

// notePromotion marks a move taken on a board that sees only occupancy:
// a promotion whose piece was not named is unknown; a move after such a
// promotion drops the pieces it is illegal with, and is unsure when
// whether it gives check depends on the piece.
func (t *Tracker) notePromotion(ev *Event) []Event {
	if !t.occ.on {
		return nil
	}
	var evs []Event
	checks := map[bool]bool{}
	for _, u := range slices.Clone(t.promos) {
		live := u.types[:0:0]
		for _, pt := range u.types {
			if ps, ok := t.replayed(u, pt); ok {
				live = append(live, pt)
				checks[ps[len(ps)-1].InCheck()] = true
			}
		}
		if len(live) == 0 {
			continue // the placeholder's game is the one followed
		}
		u.types = live
		if len(live) == 1 {
			evs = append(evs, t.pieceKnown(u, ev.Time)...)
		}
	}
	ev.Unsure = len(checks) > 1
	m := ev.Move
	if m.Promotion() != notation.NoPieceType {
		if t.named.From() == m.From() && t.named.To() == m.To() {
			t.named = notation.NullMove
			return evs
		}
		u := &unknownPromotion{ply: ev.Ply, types: slices.Clone(promoPieces)}
		if i := slices.Index(u.types, m.Promotion()); i > 0 {
			u.types[0], u.types[i] = u.types[i], u.types[0]
		}
		t.promos = append(t.promos, u)
		ev.PieceUnknown = true
	}
	return evs
}

// replayed returns the positions of the game from the unknown
// promotion u on, with its piece pt, or false if a move after it is not
// legal so.
func (t *Tracker) replayed(u *unknownPromotion, pt notation.PieceType) ([]notation.Position, bool) {
	k := u.ply
	m := t.game.Moves[k]
	p := t.pos[k]
	p.Play(notation.NewMove(m.From(), m.To(), pt))
	ps := []notation.Position{p}
	for _, n := range t.game.Moves[k+1:] {
		if !p.IsLegal(n) {
			return nil, false
		}
		p.Play(n)
		ps = append(ps, p)
	}
	return ps, true
}

// usePiece makes pt the piece of the unknown promotion u in the game
// followed; false if the moves after it are not legal so.
func (t *Tracker) usePiece(u *unknownPromotion, pt notation.PieceType) bool {
	ps, ok := t.replayed(u, pt)
	if !ok {
		return false
	}
	k := u.ply
	m := t.game.Moves[k]
	t.game.Moves[k] = notation.NewMove(m.From(), m.To(), pt)
	copy(t.pos[k+1:], ps)
	if i := slices.Index(u.types, pt); i > 0 {
		u.types[0], u.types[i] = u.types[i], u.types[0]
	}
	t.ex = explanation{}
	return true
}

// pieceKnown ends the unknown promotion u with the one piece left.
func (t *Tracker) pieceKnown(u *unknownPromotion, at time.Time) []Event {
	k := u.ply
	if !t.usePiece(u, u.types[0]) {
		return nil
	}
	t.promos = slices.DeleteFunc(t.promos, func(x *unknownPromotion) bool { return x == u })
	return []Event{{Kind: PromotionKnown, Move: t.game.Moves[k], Before: t.pos[k], Ply: k, Time: at}}
}

// otherPieces tries the reading with the other pieces an unknown
// promotion may be, when explain finds nothing with the placeholders; it
// keeps the first piece that explains the reading.
func (t *Tracker) otherPieces(explain func() []occExplained) []occExplained {
	ex := t.ex
	for _, u := range t.promos {
		was := u.types[0]
		for _, pt := range slices.Clone(u.types[1:]) {
			if !t.usePiece(u, pt) {
				continue
			}
			t.occBase()
			if found := explain(); len(found) > 0 {
				return found
			}
		}
		t.usePiece(u, was)
		t.occBase()
	}
	t.ex = ex
	return nil
}

// Promote names the piece of a promotion on a board that sees only
// occupancy (queen, rook, bishop or knight): of the promotion taken
// with its piece unknown that was asked for last and may be it, or of
// one about to count. It returns
// what that decides (PromotionKnown), nothing when no promotion waits or
// the piece is not one the moves after it allow.
func (t *Tracker) Promote(pt notation.PieceType, now time.Time) []Event {
	if !t.occ.on || !slices.Contains(promoPieces, pt) {
		return nil
	}
	if len(t.promos) == 0 {
		// A promotion about to count takes the piece named.
		if w := t.waiting(); w.Promotion() != notation.NoPieceType {
			t.named = notation.NewMove(w.From(), w.To(), pt)
			t.ex = explanation{}
			return t.judgeOccupancy(now, 0)
		}
		return nil
	}
	// The piece of the promotion asked for last that may be it.
	var u *unknownPromotion
	for i := len(t.promos) - 1; i >= 0 && u == nil; i-- {
		if slices.Contains(t.promos[i].types, pt) {
			u = t.promos[i]
		}
	}
	if u == nil || !t.usePiece(u, pt) {
		return nil
	}
	u.types = []notation.PieceType{pt}
	evs := t.pieceKnown(u, now)
	return append(evs, t.judgeOccupancy(now, 0)...)
}

// PromotionWaiting tells whether a promotion's piece is not known yet.
func (t *Tracker) PromotionWaiting() bool { return len(t.promos) > 0 }
