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
	m := ev.Move
	if m.Promotion() != notation.NoPieceType && t.promo == nil {
		if t.named.From() == m.From() && t.named.To() == m.To() {
			t.named = notation.NullMove
			return nil
		}
		t.promo = &unknownPromotion{ply: ev.Ply, types: slices.Clone(promoPieces)}
		if i := slices.Index(t.promo.types, m.Promotion()); i > 0 {
			t.promo.types[0], t.promo.types[i] = t.promo.types[i], t.promo.types[0]
		}
		ev.PieceUnknown = true
		return nil
	}
	if t.promo == nil {
		return nil
	}
	checks := map[bool]bool{}
	live := t.promo.types[:0:0]
	for _, pt := range t.promo.types {
		if ps, ok := t.replayed(pt); ok {
			live = append(live, pt)
			checks[ps[len(ps)-1].InCheck()] = true
		}
	}
	if len(live) == 0 {
		return nil // the placeholder's game is the one followed
	}
	t.promo.types = live
	ev.Unsure = len(checks) > 1
	if len(live) == 1 {
		return t.pieceKnown(ev.Time)
	}
	return nil
}

// replayed returns the positions of the game from the unknown
// promotion on, with its piece pt, or false if a move after it is not
// legal so.
func (t *Tracker) replayed(pt notation.PieceType) ([]notation.Position, bool) {
	k := t.promo.ply
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

// usePiece makes pt the piece of the unknown promotion in the game
// followed; false if the moves after it are not legal so.
func (t *Tracker) usePiece(pt notation.PieceType) bool {
	ps, ok := t.replayed(pt)
	if !ok {
		return false
	}
	k := t.promo.ply
	m := t.game.Moves[k]
	t.game.Moves[k] = notation.NewMove(m.From(), m.To(), pt)
	copy(t.pos[k+1:], ps)
	if i := slices.Index(t.promo.types, pt); i > 0 {
		t.promo.types[0], t.promo.types[i] = t.promo.types[i], t.promo.types[0]
	}
	t.ex = explanation{}
	return true
}

// pieceKnown ends the unknown promotion with the one piece left.
func (t *Tracker) pieceKnown(at time.Time) []Event {
	k := t.promo.ply
	pt := t.promo.types[0]
	if !t.usePiece(pt) {
		return nil
	}
	t.promo = nil
	return []Event{{Kind: PromotionKnown, Move: t.game.Moves[k], Before: t.pos[k], Ply: k, Time: at}}
}

// otherPieces tries the reading with the other pieces the unknown
// promotion may be, when explain finds nothing with the placeholder; it
// keeps the first piece that explains the reading.
func (t *Tracker) otherPieces(explain func() []occExplained) []occExplained {
	if t.promo == nil || len(t.promo.types) < 2 {
		return nil
	}
	was, ex := t.promo.types[0], t.ex
	for _, pt := range slices.Clone(t.promo.types[1:]) {
		if !t.usePiece(pt) {
			continue
		}
		t.occBase()
		if found := explain(); len(found) > 0 {
			return found
		}
	}
	t.usePiece(was)
	t.occBase()
	t.ex = ex
	return nil
}

// Promote names the piece of a promotion on a board that sees only
// occupancy (queen, rook, bishop or knight): of the promotion taken with
// its piece unknown, or of one about to count. It returns what that
// decides (PromotionKnown), nothing when no promotion waits or the piece
// is not one the moves after it allow.
func (t *Tracker) Promote(pt notation.PieceType, now time.Time) []Event {
	if !t.occ.on || !slices.Contains(promoPieces, pt) {
		return nil
	}
	if t.promo == nil {
		// A promotion about to count takes the piece named.
		if w := t.waiting(); w.Promotion() != notation.NoPieceType {
			t.named = notation.NewMove(w.From(), w.To(), pt)
			t.ex = explanation{}
			return t.judgeOccupancy(now, 0)
		}
		return nil
	}
	if !slices.Contains(t.promo.types, pt) || !t.usePiece(pt) {
		return nil
	}
	t.promo.types = []notation.PieceType{pt}
	evs := t.pieceKnown(now)
	return append(evs, t.judgeOccupancy(now, 0)...)
}

// PromotionWaiting tells whether a promotion's piece is not known yet.
func (t *Tracker) PromotionWaiting() bool { return t.promo != nil }
