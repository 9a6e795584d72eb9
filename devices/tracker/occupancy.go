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
// piece the board cannot see, is taken with its piece unknown
// (promotion.go): the piece is named with Promote, or proven by the
// moves after it.

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
	// ambiguous: the squares of the last ambiguous reading, not to say
	// them again while it stands.
	ambiguous devices.Occupancy
	// fake: the board being judged was made of an occupancy nothing
	// explains (pieces lifted cleared, unknown pieces where there should
	// be none).
	fake bool
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
	t.noteOccupancy(r)
	return t.judgeOccupancy(r.Time, r.Latency)
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

// judgeOccupancy turns the last occupancy reading into a board and
// judges it: the board the moves that explain it make, the one board
// they make if they differ only in a promotion's piece (with that piece
// unknown), or, if nothing or more than one board explains it, the
// position with the squares seen empty cleared.
func (t *Tracker) judgeOccupancy(now time.Time, latency time.Duration) []Event {
	o := t.occ.last
	cur := t.Position()
	pp := placement(&cur)
	t.occBase()
	t.occ.fake = false
	feed := func(b [64]notation.Piece) []Event {
		return t.Feed(devices.Reading{Board: devices.Board(b), Time: now, Full: t.occ.full, Scan: t.occ.scan, Latency: latency})
	}
	if o == occupancyOf(&pp) && !t.waitingCapture(&cur) {
		t.occ.ambiguous = 0
		return feed(pp)
	}
	found := t.occExplain(&cur, o, now)
	if len(found) == 0 && !t.waitingShows(o) {
		found = t.otherPieces(func() []occExplained {
			cur = t.Position()
			return t.occExplain(&cur, o, now)
		})
	}
	if b, ok := t.promotionBoard(found); ok {
		t.occ.ambiguous = 0
		return feed(b)
	}
	if len(found) == 1 {
		t.occ.ambiguous = 0
		return feed(found[0].board)
	}
	evs := t.occDoubt(found, now)
	// The board made so is no explanation: it is not searched for moves.
	t.occ.fake = true
	return append(evs, feed(t.occCleared(&cur, o))...)
}

// waitingShows tells whether occupancy o may still show the move that
// waits to count: its square left (its piece where it went, or taken
// off by the reply).
func (t *Tracker) waitingShows(o devices.Occupancy) bool {
	w := t.waiting()
	return w != notation.NullMove && !o.Has(w.From())
}

// waitingCapture tells whether the move that waits to count captures:
// its victim, seen taken off, does not come back, so the board shows
// the position before it no more.
func (t *Tracker) waitingCapture(cur *notation.Position) bool {
	w := t.waiting()
	if w == notation.NullMove {
		return false
	}
	c, _ := isCapture(cur, w)
	return c
}

// occBase counts the squares seen empty from the present position: a
// move taken or corrected starts the count anew.
func (t *Tracker) occBase() {
	n := len(t.game.Moves)
	last := t.lastMove()
	if t.occ.base != n || t.occ.baseLast != last || t.occ.firstSeen == nil {
		t.occ.base, t.occ.baseLast = n, last
		t.occ.firstSeen = map[notation.Move]time.Time{}
	}
}

// occExplain lists the boards that explain occupancy o from position
// cur: after the move that waits to count (its reply made, or under
// way) first, then from cur; after a break, the sequences of up to
// maxPlies moves; else the last move corrected.
func (t *Tracker) occExplain(cur *notation.Position, o devices.Occupancy, now time.Time) []occExplained {
	var found []occExplained
	if w := t.waiting(); w != notation.NullMove {
		found = t.explainOccupancy(cur, o, w)
		if len(found) == 0 && t.waitingShows(o) {
			// The move that waits still shows, its square left: what
			// else changed is its reply under way (taking its piece,
			// perhaps), its piece going on, or the king following its
			// rook, not another move instead.
			var same []occExplained
			for _, e := range t.explainOccupancy(cur, o, notation.NullMove) {
				castled := e.move.IsCastle() && castleRook(e.move) == [2]notation.Square{w.From(), w.To()}
				// Its piece went on: it left where it went, then
				// arrived (within a scan, which a board may report out
				// of order).
				wentOn := e.move.From() == w.From() && !o.Has(w.To()) &&
					!t.occ.emptiedAt[w.To()].After(t.occ.filledAt[e.move.To()].Add(t.occ.scan))
				if castled || wentOn {
					same = append(same, e)
				}
			}
			if len(same) == 0 && t.resync {
				// After a break the move that waits is the first of those
				// made while the board was away: the board may have gone
				// on past them, where one board only explains it and
				// every square it changed since was seen filled after the
				// break (not a piece lifted that a chain of moves
				// happens to explain as a capture).
				if c := t.occCatchUp(cur, o); len(c) == 1 && t.wentOnSinceBreak(cur, &c[0].board) {
					return c
				}
			}
			return same
		}
	}
	if len(found) == 0 {
		found = t.explainOccupancy(cur, o, notation.NullMove)
	}
	if len(found) == 0 && t.resync {
		found = t.occCatchUp(cur, o)
	}
	if len(found) == 0 {
		found = t.occCorrection(o)
	}
	for _, e := range found {
		if _, ok := t.occ.firstSeen[e.move]; !ok {
			t.occ.firstSeen[e.move] = now
		}
	}
	if w := t.waiting(); len(found) > 1 && w != notation.NullMove {
		// The move the board already showed, still waiting to settle,
		// stays what it is: another explanation that a moment's change
		// elsewhere opened (a sensor's flicker) does not undo it.
		for _, e := range found {
			if e.move == w {
				return []occExplained{e}
			}
		}
	}
	return found
}

// wentOnSinceBreak tells whether board b, found after a break, goes on
// from the moves made while the board was away (the one sequence found,
// from cur) with pieces seen put down since the board came back: some
// square differs, and each square that differs and holds a piece was
// seen filled after the first reading since the break.
func (t *Tracker) wentOnSinceBreak(cur *notation.Position, b *[64]notation.Piece) bool {
	if !t.ex.valid || len(t.ex.seqs) != 1 || t.gapAt.IsZero() {
		return false
	}
	q := *cur
	for _, m := range t.ex.seqs[0] {
		q.Play(m)
	}
	was := placement(&q)
	changed := false
	for s := notation.Square(0); s < 64; s++ {
		if b[s] == was[s] {
			continue
		}
		changed = true
		if b[s] != notation.NoPiece && !t.occ.filledAt[s].After(t.gapAt) {
			return false
		}
	}
	return changed
}

// occCorrection finds the last move replaced by another of the same
// piece (a slide that went on): the tracker decides whether it may. Only
// a move that took nothing, replaced by one whose piece left the square
// it was put on (the king of a castling leaves the rook there) and then
// arrived: occupancy alone cannot undo a capture.
func (t *Tracker) occCorrection(o devices.Occupancy) []occExplained {
	n := len(t.game.Moves)
	if n == 0 {
		return nil
	}
	before := t.pos[n-1]
	last := t.game.Moves[n-1]
	if c, _ := isCapture(&before, last); c {
		return nil
	}
	var found []occExplained
	for _, e := range t.occMoves(&before, o, 0, notation.NullMove) {
		left := !o.Has(last.To()) || e.move.IsCastle() && castleRook(e.move)[1] == last.To()
		// The piece left the square before it arrived on the new one
		// (within a scan, which a board may report out of order).
		inOrder := !t.occ.emptiedAt[last.To()].After(t.occ.filledAt[e.move.To()].Add(t.occ.scan))
		if samePiece(last, e.move) && left && (e.move.IsCastle() || inOrder) {
			found = append(found, e)
		}
	}
	return found
}

// occDoubt says, once for each, the squares in doubt when more than one
// board explains the reading; the players are then guided back to the
// game's position.
func (t *Tracker) occDoubt(found []occExplained, now time.Time) []Event {
	if len(found) < 2 {
		t.occ.ambiguous = 0
		return nil
	}
	var doubt devices.Occupancy
	for _, e := range found[1:] {
		for s := range e.board {
			if e.board[s] != found[0].board[s] {
				doubt = doubt.With(notation.Square(s))
			}
		}
	}
	if doubt == t.occ.ambiguous {
		return nil
	}
	t.occ.ambiguous = doubt
	var squares []notation.Square
	for s := notation.Square(0); s < 64; s++ {
		if doubt.Has(s) {
			squares = append(squares, s)
		}
	}
	return []Event{{Kind: Ambiguous, Squares: squares, Time: now}}
}

// occCleared is the board of pieces lifted, or of a reading nothing
// explains: the position (after the move that waits, if it still shows)
// with the empty squares cleared, and on a square that holds a piece it
// should not, the piece lifted if one only was, else a piece the tracker
// cannot name (it only tells that the square is to be cleared).
func (t *Tracker) occCleared(cur *notation.Position, o devices.Occupancy) [64]notation.Piece {
	pp := placement(cur)
	if w := t.waiting(); w != notation.NullMove {
		q := *cur
		q.Play(w)
		if qo := q.Occupied(); t.waitingCapture(cur) || qo.Has(w.To()) == o.Has(w.To()) && qo.Has(w.From()) == o.Has(w.From()) {
			// The move that waits still shows (its reply under way), or
			// took a piece, which is not put back.
			pp = q.Placement()
		}
	}
	po := occupancyOf(&pp)
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
	return b
}

// occCatchUp finds, after a break, the boards the shortest sequences of
// up to maxPlies moves from cur reach with occupancy o: taken where the
// occupancy decides (one board), else in doubt.
func (t *Tracker) occCatchUp(cur *notation.Position, o devices.Occupancy) []occExplained {
	s := newSearch(occupancyTarget(notation.Bitboard(o)), *cur, maxPlies, false, nil, nil).run()
	if s.exhausted {
		return nil
	}
	var out []occExplained
	seen := map[[64]notation.Piece]bool{}
	for _, seq := range s.found {
		q := *cur
		for _, m := range seq {
			q.Play(m)
		}
		b := q.Placement()
		if !seen[b] {
			seen[b] = true
			out = append(out, occExplained{board: b, move: seq[0]})
		}
	}
	return out
}

// explainOccupancy lists the boards that explain occupancy o from
// position p: one legal move made; one legal move made with one or two
// pieces of the replying side lifted; then two moves (a reply made
// before the move counted). With first, only explanations that begin
// with that move. Pieces merely lifted from p are no explanation here
// (the caller clears them).
func (t *Tracker) explainOccupancy(p *notation.Position, o devices.Occupancy, first notation.Move) []occExplained {
	if found := t.occMoves(p, o, 0, first); len(found) > 0 {
		return found
	}
	if first != notation.NullMove {
		// After the move that waits, its reply made (capturing the
		// move's piece, its square seen emptied) explains more than the
		// reply's piece merely lifted.
		if found := t.occTwoMoves(p, o, first); len(found) > 0 {
			return found
		}
	}
	pl := placement(p)
	po := occupancyOf(&pl)
	// Only pieces off their squares: lifted, unless two moves with
	// captures seen made explain it.
	if o&^po != 0 {
		if found := t.occMoves(p, o, 2, first); len(found) > 0 {
			if len(found) > 1 && !samePromotion(found) {
				return nil
			}
			return found
		}
	}
	return t.occTwoMoves(p, o, first)
}

// occTwoMoves lists the boards two moves from p make with occupancy o
// (with first, only those that begin with it): the reply's captures
// seen (its victim's square emptied, the capturing piece arriving after
// it left), the reply's piece leaving after the move's.
func (t *Tracker) occTwoMoves(p *notation.Position, o devices.Occupancy, first notation.Move) []occExplained {
	var out []occExplained
	var buf, buf2 [256]notation.Move
	seen := map[[64]notation.Piece]bool{}
	for _, m := range p.LegalMoves(buf[:0]) {
		if first != notation.NullMove && m != first || !t.captureSeen(p, m) {
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
func (t *Tracker) occMoves(p *notation.Position, o devices.Occupancy, lifted int, first notation.Move) []occExplained {
	pl := placement(p)
	po := occupancyOf(&pl)
	var out []occExplained
	var buf [256]notation.Move
	for _, m := range p.LegalMoves(buf[:0]) {
		if first != notation.NullMove && m != first || !t.captureSeen(p, m) {
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
