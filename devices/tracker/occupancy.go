package tracker

import (
	"math/bits"
	"time"

	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/notation"
)

// Boards that see only whether a square holds a piece (DGT Pegasus,
// Square Off) are followed by the same tracker: each occupancy reading is
// turned into the board it can only be, given the position the game
// stands in, its legal moves, and which squares were seen empty since
// that position (a capture shows its victim's square empty for a moment,
// whichever piece is lifted first). That board is then judged as any
// reading: moves, touches, slides, corrections, instructions.
//
// Nothing is guessed. A reading that more than one board explains (two
// moves of both sides made while the board was away, whose pieces could
// have gone either way) gives an Ambiguous event naming the squares in
// doubt, and the tracker then guides the players back to the game's
// position as for any board that matches nothing. A promotion, whose
// piece the board cannot see, gives a PromotionAsked event; the piece
// comes from Promote, or is a queen after Config.PromotionWait, and the
// Moved event says which (PromotionDefault).

// DefaultPromotionWait is how long a promotion on an occupancy-only
// board waits for the piece to be named before it is taken for a queen.
const DefaultPromotionWait = 10 * time.Second

// occState is what the tracker keeps of an occupancy-only board.
type occState struct {
	on   bool
	last devices.Occupancy
	at   time.Time
	scan time.Duration
	full bool
	// base is the number of moves of the position vacated is counted
	// from, and its last move (a correction changes it).
	base     int
	baseLast notation.Move
	// emptiedAt is when each square was last seen empty, arrivedAt when
	// the piece the game has on it was seen arriving (zero: there from
	// the start): a capture needs its victim's square seen empty after
	// the victim arrived.
	emptiedAt, arrivedAt [64]time.Time
	// filledAt is when each square was last seen filled after being
	// empty; prev the reading before.
	filledAt [64]time.Time
	// vacatedAt is when each square was last seen emptied after holding
	// a piece.
	vacatedAt [64]time.Time
	prev      devices.Occupancy
	// firstSeen is when each move from the present position was first
	// seen explaining a reading: a move decided later (its reply already
	// under way) arrived then.
	firstSeen map[notation.Move]time.Time
	// movedAt is when the board showed the game's last move: a square
	// seen empty before it is no capture after it (a piece touched
	// earlier).
	movedAt time.Time
	// promo is a promotion waiting for its piece: the pawn's move
	// (with a queen), since when, whether it was asked for, and the
	// piece named.
	promo      notation.Move
	promoSince time.Time
	promoAsked bool
	promoPiece notation.PieceType
	// promoDefault: the queen was taken after the wait.
	promoDefault bool
	// held are the readings that came while the piece was awaited,
	// judged in order once it is known.
	held []devices.Reading
	// ambiguous: the squares of the last ambiguous reading, not to say
	// them again while it stands.
	ambiguous devices.Occupancy
}

func occupancyOf(b *[64]notation.Piece) devices.Occupancy {
	bb := devices.Board(*b)
	return devices.OccupancyOf(&bb)
}

// Occupancy marks: a piece on a square the tracker cannot name.
var unknownPiece = notation.MakePiece(notation.White, notation.Pawn)

// isCapture tells whether m captures in p (en passant included).
func isCapture(p *notation.Position, m notation.Move) (capture, enPassant bool) {
	if m.IsCastle() {
		return false, false
	}
	if p.PieceAt(m.To()) != notation.NoPiece {
		return true, false
	}
	pc := p.PieceAt(m.From())
	if pc.Type() == notation.Pawn && m.From().File() != m.To().File() {
		return true, true
	}
	return false, false
}

// occExplained is a board that explains an occupancy reading, and the
// first move of its explanation.
type occExplained struct {
	board [64]notation.Piece
	move  notation.Move
}

// feedOccupancy takes an occupancy reading.
func (t *Tracker) feedOccupancy(r devices.Reading) []Event {
	if r.Scan > 0 {
		t.occ.scan = r.Scan
	}
	if t.PromotionWaiting() && t.occ.promoAsked {
		cur := t.Position()
		pp := placement(&cur)
		if r.Occupied != occupancyOf(&pp) {
			// Play may go on while the piece is awaited: what the board
			// shows is judged once the piece is known, in order.
			t.occ.held = append(t.occ.held, r)
			return nil
		}
		// The pawn put back: no promotion.
		t.occ.promo, t.occ.promoAsked, t.occ.held = notation.NullMove, false, nil
	}
	t.noteOccupancy(r)
	return t.judgeOccupancy(r.Time)
}

// noteOccupancy takes the times of what reading r shows.
func (t *Tracker) noteOccupancy(r devices.Reading) {
	for s := notation.Square(0); s < 64; s++ {
		if !r.Occupied.Has(s) {
			t.occ.emptiedAt[s] = r.Time
			if !t.occ.on || t.occ.prev.Has(s) {
				t.occ.vacatedAt[s] = r.Time
			}
		} else if t.occ.on && !t.occ.prev.Has(s) {
			t.occ.filledAt[s] = r.Time
		}
	}
	t.occ.on, t.occ.prev = true, r.Occupied
	t.occ.last, t.occ.at, t.occ.full = r.Occupied, r.Time, r.Full
}

// resolvePromotion judges the readings held while the promotion's piece
// was awaited, now that it is pt.
func (t *Tracker) resolvePromotion(pt notation.PieceType) []Event {
	t.occ.promoPiece = pt
	held := t.occ.held
	t.occ.held = nil
	var evs []Event
	for i, r := range held {
		if i > 0 {
			// The first is the reading that asked, already noted.
			t.noteOccupancy(r)
		} else {
			t.occ.last, t.occ.at, t.occ.full = r.Occupied, r.Time, r.Full
		}
		evs = append(evs, t.judgeOccupancy(r.Time)...)
	}
	return evs
}

// judgeOccupancy turns the last occupancy reading into a board and
// judges it.
func (t *Tracker) judgeOccupancy(now time.Time) []Event {
	o := t.occ.last
	cur := t.Position()
	pp := placement(&cur)
	po := occupancyOf(&pp)
	// The squares seen empty are counted from the present position.
	n := len(t.game.Moves)
	var last notation.Move
	if n > 0 {
		last = t.game.Moves[n-1]
	}
	if t.occ.base != n || t.occ.baseLast != last || t.occ.firstSeen == nil {
		t.occ.base, t.occ.baseLast = n, last
		t.occ.firstSeen = map[notation.Move]time.Time{}
		t.occ.promo, t.occ.promoAsked, t.occ.promoPiece, t.occ.promoDefault, t.occ.held = notation.NullMove, false, notation.NoPieceType, false, nil
	}
	feed := func(b [64]notation.Piece) []Event {
		return t.Feed(devices.Reading{Board: devices.Board(b), Time: now, Full: t.occ.full, Scan: t.occ.scan})
	}
	if o == po {
		t.occ.ambiguous = 0
		return feed(pp)
	}
	var evs []Event
	found := t.explainOccupancy(&cur, o)
	for _, e := range found {
		if _, ok := t.occ.firstSeen[e.move]; !ok {
			t.occ.firstSeen[e.move] = now
		}
	}
	if len(found) == 0 && n > 0 {
		// The last move replaced by another of the same piece (a
		// slide that went on): the tracker decides whether it may.
		// Only a move that took nothing, replaced by one whose piece
		// left the square it was put on (the king of a castling leaves
		// the rook there) and then arrived: occupancy alone cannot undo
		// a capture.
		before := t.pos[n-1]
		if c, _ := isCapture(&before, last); !c {
			for _, e := range t.occMoves(&before, o, 0) {
				left := !o.Has(last.To()) || e.move.IsCastle() && castleRook(e.move)[1] == last.To()
				// The piece left the square before it arrived on the
				// new one (within a scan, which a board may report
				// out of order).
				inOrder := !t.occ.emptiedAt[last.To()].After(t.occ.filledAt[e.move.To()].Add(t.occ.scan))
				if samePiece(last, e.move) && left && (e.move.IsCastle() || inOrder) {
					found = append(found, e)
				}
			}
		}
	}
	// Promotions to different pieces are one explanation whose piece
	// is asked for.
	if len(found) > 1 && samePromotion(found) {
		m := found[0].move
		m = notation.NewMove(m.From(), m.To(), notation.Queen)
		if t.occ.promo != m {
			t.occ.promo, t.occ.promoSince, t.occ.promoAsked = m, now, false
		}
		if pt := t.occ.promoPiece; pt != notation.NoPieceType {
			b := promoted(found, pt)
			if !t.singleMove(&cur, b) {
				// The reply was made before the piece was named: the
				// promotion first, as it was made, then the rest.
				q := cur
				q.Play(notation.NewMove(m.From(), m.To(), pt))
				evs = feed(q.Placement())
				if len(t.game.Moves) == n {
					// The promotion waits to settle: the board with
					// the reply decides it.
					return append(evs, feed(b)...)
				}
				return append(evs, t.judgeOccupancy(now)...)
			}
			return feed(b)
		}
		if !t.occ.promoAsked {
			t.occ.promoAsked = true
			t.occ.held = []devices.Reading{{OccupancyOnly: true, Occupied: o, Time: now, Full: t.occ.full, Scan: t.occ.scan}}
			evs = append(evs, Event{Kind: PromotionAsked, Move: m, Square: m.To(), Time: now})
		}
		return evs
	}
	if len(found) > 1 && t.pending != notation.NullMove && !t.pendingCorrects {
		// The move the board already showed, still waiting to settle,
		// stays what it is: another explanation that a moment's change
		// elsewhere opened (a sensor's flicker) does not undo it.
		for _, e := range found {
			if e.move == t.pending {
				found = []occExplained{e}
				break
			}
		}
	}
	if len(found) == 1 {
		t.occ.ambiguous = 0
		return feed(found[0].board)
	}
	if len(found) > 1 {
		// More than one board explains the reading: the squares
		// where they differ are said, and the players are guided
		// back to the game's position.
		var doubt devices.Occupancy
		for _, e := range found[1:] {
			for s := range e.board {
				if e.board[s] != found[0].board[s] {
					doubt = doubt.With(notation.Square(s))
				}
			}
		}
		if doubt != t.occ.ambiguous {
			t.occ.ambiguous = doubt
			var squares []notation.Square
			for s := notation.Square(0); s < 64; s++ {
				if doubt.Has(s) {
					squares = append(squares, s)
				}
			}
			evs = append(evs, Event{Kind: Ambiguous, Squares: squares, Time: now})
		}
	} else {
		t.occ.ambiguous = 0
	}
	// Pieces lifted, or nothing explains the reading: the position with
	// the empty squares cleared, and on a square that holds a piece it
	// should not, the piece lifted if one only was, else a piece the
	// tracker cannot name (it only tells that the square is to be
	// cleared).
	b := pp
	var gone []notation.Square
	for s := notation.Square(0); s < 64; s++ {
		if po.Has(s) && !o.Has(s) {
			gone = append(gone, s)
			b[s] = notation.NoPiece
		}
	}
	for s := notation.Square(0); s < 64; s++ {
		if o.Has(s) && !po.Has(s) {
			b[s] = unknownPiece
			if len(gone) == 1 {
				b[s] = pp[gone[0]]
			}
		}
	}
	return append(evs, feed(b)...)
}

// explainOccupancy lists the boards that explain occupancy o from
// position p: one legal move made; one legal move made with one or two
// pieces of the replying side lifted; then two moves (both sides moved:
// a board that was away, or a reply before the move counted). Pieces
// merely lifted from p are no explanation here (the caller clears them).
func (t *Tracker) explainOccupancy(p *notation.Position, o devices.Occupancy) []occExplained {
	if found := t.occMoves(p, o, 0); len(found) > 0 {
		return found
	}
	pl := placement(p)
	po := occupancyOf(&pl)
	// Only pieces off their squares: lifted, unless two moves with
	// captures seen made explain it.
	if o&^po != 0 {
		if found := t.occMoves(p, o, 2); len(found) > 0 {
			if len(found) > 1 && !samePromotion(found) {
				return nil
			}
			return found
		}
	}
	// Two moves.
	var out []occExplained
	var buf, buf2 [256]notation.Move
	seen := map[[64]notation.Piece]bool{}
	for _, m := range p.LegalMoves(buf[:0]) {
		if !t.captureSeen(p, m) {
			continue
		}
		q := *p
		q.Play(m)
		for _, r := range q.LegalMoves(buf2[:0]) {
			if c, ep := isCapture(&q, r); c && !ep {
				// The reply's victim: seen taken off (the move's
				// piece: its square emptied after the move began), and
				// the capturing piece arrived after it left.
				seen := t.vacated(r.To())
				if r.To() == m.To() {
					seen = t.occ.vacatedAt[m.To()].After(t.occ.vacatedAt[m.From()])
				}
				if !seen || !t.arrivedAfterLeaving(r) {
					continue
				}
			}
			// The reply's piece left its square after the move's piece
			// left its own (a piece dragged, seen on two squares at
			// once, is no reply).
			if t.occ.vacatedAt[r.From()].Before(t.occ.vacatedAt[m.From()]) {
				continue
			}
			x := q
			x.Play(r)
			xb := x.Placement()
			if occupancyOf(&xb) != o || seen[xb] {
				continue
			}
			seen[xb] = true
			out = append(out, occExplained{board: xb, move: m})
		}
	}
	return out
}

// captureSeen tells whether move m of p, if it captures, may have been
// made: its victim's square was seen empty (en passant needs nothing:
// the victim's square stays empty).
func (t *Tracker) captureSeen(p *notation.Position, m notation.Move) bool {
	c, ep := isCapture(p, m)
	return !c || ep || t.vacated(m.To()) && t.arrivedAfterLeaving(m)
}

// arrivedAfterLeaving tells whether the square of move m's arrival was
// last filled after its piece left its own square (or in the same
// reading, as after a reconnection), within the board's scan: the boards
// that see occupancy report each piece lifted and put down as it happens: a victim's square emptied and
// filled again before (a piece touched, a sensor's flicker) is no
// capture by a piece lifted later.
func (t *Tracker) arrivedAfterLeaving(m notation.Move) bool {
	return !t.occ.filledAt[m.To()].Add(t.occ.scan).Before(t.occ.vacatedAt[m.From()])
}

// vacated tells whether square s was seen empty after the piece the
// game has on it arrived, and after the game's last move.
func (t *Tracker) vacated(s notation.Square) bool {
	e := t.occ.emptiedAt[s]
	return e.After(t.occ.arrivedAt[s]) && e.After(t.occ.movedAt)
}

// arrived notes when the squares move m of p fills were seen filled.
func (t *Tracker) arrived(p *notation.Position, m notation.Move, at time.Time) {
	if first, ok := t.occ.firstSeen[m]; ok && first.Before(at) {
		at = first
	}
	t.occ.arrivedAt[m.To()] = at
	t.occ.movedAt = at
	if m.IsCastle() {
		t.occ.arrivedAt[castleRook(m)[1]] = at
	}
}

// occMoves lists the legal moves of p after which the board's occupancy
// is o, with up to lifted pieces of the replying side off their squares
// (and the move's own squares as after it).
func (t *Tracker) occMoves(p *notation.Position, o devices.Occupancy, lifted int) []occExplained {
	pl := placement(p)
	po := occupancyOf(&pl)
	var out []occExplained
	var buf [256]notation.Move
	for _, m := range p.LegalMoves(buf[:0]) {
		if !t.captureSeen(p, m) {
			continue
		}
		q := *p
		q.Play(m)
		qb := q.Placement()
		qo := occupancyOf(&qb)
		if lifted == 0 {
			if qo == o {
				out = append(out, occExplained{board: qb, move: m})
			}
			continue
		}
		// The move's arrivals all seen, nothing where it should not be,
		// and the missing pieces of the side to reply.
		if o&^qo != 0 || (qo&^po)&^o != 0 || !o.Has(m.To()) || o.Has(m.From()) {
			continue
		}
		// A move to an empty square whose square was emptied again after
		// the move began: the piece there now is another (the reply
		// took it), not the move's piece waiting.
		if c, _ := isCapture(p, m); !c && t.occ.vacatedAt[m.To()].After(t.occ.vacatedAt[m.From()]) {
			continue
		}
		off := qo &^ o
		k := bits.OnesCount64(uint64(off))
		if k == 0 || k > lifted {
			continue
		}
		ok := true
		b := qb
		for s := notation.Square(0); s < 64; s++ {
			if off.Has(s) {
				if qb[s].Color() != q.Turn() {
					ok = false
					break
				}
				b[s] = notation.NoPiece
			}
		}
		if ok {
			out = append(out, occExplained{board: b, move: m})
		}
	}
	return out
}

// samePromotion tells whether every explanation is one pawn move
// promoting to different pieces.
func samePromotion(found []occExplained) bool {
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

// singleMove tells whether board b is one legal move from p.
func (t *Tracker) singleMove(p *notation.Position, b [64]notation.Piece) bool {
	_, ok := matchMove(p, &b)
	return ok
}

// promoted returns the explanation that promotes to pt (a queen if pt
// is none of them).
func promoted(found []occExplained, pt notation.PieceType) [64]notation.Piece {
	for _, e := range found {
		if e.move.Promotion() == pt {
			return e.board
		}
	}
	for _, e := range found {
		if e.move.Promotion() == notation.Queen {
			return e.board
		}
	}
	return found[0].board
}

// Promote names the piece of the promotion a PromotionAsked event asked
// for (queen, rook, bishop or knight); the move is then judged with it.
// It returns nothing when no promotion waits.
func (t *Tracker) Promote(pt notation.PieceType, now time.Time) []Event {
	if !t.occ.on || t.occ.promo == notation.NullMove {
		return nil
	}
	switch pt {
	case notation.Queen, notation.Rook, notation.Bishop, notation.Knight:
	default:
		return nil
	}
	return t.resolvePromotion(pt)
}

// PromotionWaiting tells whether a promotion waits for its piece.
func (t *Tracker) PromotionWaiting() bool {
	return t.occ.on && t.occ.promo != notation.NullMove && t.occ.promoPiece == notation.NoPieceType
}

// promotionTick takes a queen for a promotion asked for too long ago.
func (t *Tracker) promotionTick(now time.Time) []Event {
	if !t.PromotionWaiting() || !t.occ.promoAsked || now.Before(t.occ.promoSince.Add(t.promotionWait())) {
		return nil
	}
	t.occ.promoDefault = true
	return t.resolvePromotion(notation.Queen)
}

func (t *Tracker) promotionWait() time.Duration {
	if t.cfg.PromotionWait > 0 {
		return t.cfg.PromotionWait
	}
	return DefaultPromotionWait
}
