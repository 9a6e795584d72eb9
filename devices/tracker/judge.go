package tracker

import (
	"cmp"
	"slices"
	"time"

	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/notation"
)

// What a reading means, in steps (judge):
//
//  1. A correction of the last move that waits is decided by the reply.
//  2. The board shows the position: fine.
//  3. The sequences of moves from the position explain it (follow): the
//     moves that count now are taken; the rest wait for the board to
//     hold still or for the next move.
//  4. The last move replaced by another of the same piece: a correction.
//  5. The starting position, no legal move away: a new game being set up.
//  6. Nothing explains it: instructions after a while (mismatch, tell).

// explanation is what the board as it stands means: the sequences of
// moves from the position the tracker is sure of that reach it.
type explanation struct {
	valid bool
	board [64]notation.Piece
	ply   int           // the game's length when it was searched
	last  notation.Move // the game's last move then (a correction changes it)
	s     *search
	// gap: searched across a break (a reconnection), without the
	// readings' help; then the board must hold still before anything
	// counts, but the moves before the last of a sequence that alone
	// explains it. catchUp: so searched because the readings explain the
	// board by no moves made one after the other (catchUp).
	gap, catchUp bool
	// half: after a break, the board may be a capture half made after
	// other moves than those that explain it (halfCapture); halfDone:
	// that was looked for.
	half, halfDone bool
	// seqs are the shortest sequences that reach the board (what
	// remains of them after moves were taken), longer those one ply
	// longer that the readings allow: they end with the other side to
	// move, which the board does not show (a queen set down on d2 on its
	// way to d4 and the reply, or Qd2, the reply and Qd4). The next move
	// decides; a board that holds still for a hand's rest decides for
	// the fewer moves, except after a break, where the readings never
	// showed the way.
	seqs, longer [][]notation.Move
	// more: more sequences than were kept reach the board.
	more bool
	// refused are the sequences the search found that the readings
	// refuse only by the order of their reports, each of whose moves the
	// board saw arrive (refusedBy).
	refused *[][]notation.Move
	// next is when the explanation may decide more by time alone.
	next time.Time
}

// searching tells whether the search is still under way.
func (ex *explanation) searching() bool { return ex.s != nil && !ex.s.done() }

// ambiguous tells whether the board is explained, but in more than one
// way.
func (ex *explanation) ambiguous() bool {
	return ex.valid && !ex.searching() && len(ex.seqs) > 0 && (len(ex.seqs) > 1 || len(ex.longer) > 0 || ex.more || ex.half)
}

// deadline is when the tracker must judge the board again for its
// explanation: at once while a search goes on, else ex.next.
func (ex *explanation) deadline(t *Tracker) time.Time {
	if !ex.valid {
		return time.Time{}
	}
	if ex.searching() {
		return t.boardTime
	}
	return ex.next
}

// lastMove is the game's last move, NullMove if none.
func (t *Tracker) lastMove() notation.Move {
	if n := len(t.game.Moves); n > 0 {
		return t.game.Moves[n-1]
	}
	return notation.NullMove
}

// judge decides what the current board means.
func (t *Tracker) judge(now time.Time, changed bool) []Event {
	b := t.board
	evs := t.correctionReplied(&b)
	cur := t.Position()
	if b != startPlacement {
		t.startShown = false
	}
	if b == placement(&cur) {
		return append(evs, t.matched(now)...)
	}
	if !t.synced && !t.resync {
		// The board has not shown the game yet: nothing it shows is a
		// move of it.
		return append(evs, t.mismatch(now, changed)...)
	}
	if b == startPlacement && !t.atStart() {
		if _, one := matchMove(&cur, &b); !one {
			// Pieces carried home for a new game pass through what
			// moves could explain: only one move to the starting
			// position is a move.
			return append(evs, t.startSetUp(now, changed)...)
		}
	}
	found, moved := t.follow(now)
	evs = append(evs, moved...)
	switch found {
	case searching:
		return evs
	case explained:
		if t.ex.ambiguous() {
			return append(evs, t.mismatch(now, changed)...)
		}
		return append(evs, t.fine(now)...)
	}
	evs = append(evs, t.takePending(now)...)
	cur = t.Position()
	if b == placement(&cur) {
		return append(evs, t.matched(now)...)
	}
	// A correction that waits keeps waiting while its move's departure
	// square stays as after it (the reply under way, the king of a
	// castling in the air).
	if t.pending != notation.NullMove && t.hold(now, &b) {
		return append(evs, t.fine(now)...)
	}
	t.clearPending()
	if ev, ok := t.correction(now, &b); ok {
		return append(append(evs, t.fine(now)...), ev...)
	}
	return append(evs, t.mismatch(now, changed)...)
}

// startSetUp: the starting position, no legal move away: a new game is
// being set up (or the board was switched off and on). The session
// decides; the pieces' way there is never taken for moves.
func (t *Tracker) startSetUp(now time.Time, changed bool) []Event {
	t.clearPending()
	t.ex = explanation{}
	var evs []Event
	if !t.startShown {
		t.startShown = true
		evs = append(evs, Event{Kind: StartShown, Reconnected: t.resync, Time: now})
	}
	return append(evs, t.mismatch(now, changed)...)
}

// matched: the board shows the position the tracker is sure of.
func (t *Tracker) matched(now time.Time) []Event {
	t.clearPending()
	t.ex = explanation{}
	t.pend, t.pendNext = nil, time.Time{}
	t.resync, t.toldSinceBreak = false, false
	// The board showed the game: nothing after this was done while it
	// was away.
	t.gapAt = time.Time{}
	t.synced = true
	t.sureAt = now
	t.trail.forget(now.Add(-t.latency()))
	return t.fine(now)
}

// How far the explanation of the board got.
const (
	unexplained = iota // nothing explains it (or what did is all taken)
	searching          // the search goes on
	explained          // moves explain it that do not count yet, or it is in doubt
)

// follow explains the board by the sequences of moves from the position
// the tracker is sure of, and takes the moves that count now.
func (t *Tracker) follow(now time.Time) (int, []Event) {
	ex := &t.ex
	if !t.keeps() {
		if t.occ.fake {
			return unexplained, nil
		}
		t.explain()
	}
	if ex.searching() {
		if !ex.s.step(stepBudget) {
			return searching, nil
		}
		ex.seqs, ex.longer, ex.more = ex.s.found, ex.s.doubts, ex.s.more
		if ex.s.exhausted {
			// Not every sequence was looked at: what was found is not
			// sure to be all.
			ex.more = true
		}
		if !ex.gap {
			ex.seqs, ex.longer = t.bestOrdered(ex.seqs, ex.longer)
			ex.seqs = t.refusedBy(ex.seqs)
		}
	}
	tracef("  follow %v: board %v ply %d seqs %v longer %v\n", now, devices.Board(t.board), len(t.game.Moves), ex.seqs, ex.longer)
	if len(ex.seqs) == 0 {
		ex.next = time.Time{}
		if ex.gap {
			return unexplained, nil
		}
		switch still := t.changedAt.Add(t.settle()); {
		case t.lost:
		case now.Before(still):
			ex.next = still
			return unexplained, nil
		case t.earlier(&t.board) >= 0 || t.fixDelay() != t.cfg.FixAfter:
			// An earlier position of the game, or pieces set up or
			// merely lifted: no moves made unseen.
			return unexplained, nil
		}
		t.catchUp()
		return t.follow(now)
	}
	resync := t.resync
	evs := t.takeMoves(now)
	if resync && !t.resync || !ex.valid {
		// The break is behind, or the moves made while the board could
		// not be followed are taken: the board is followed on from its
		// readings.
		found, more := t.follow(now)
		return found, append(evs, more...)
	}
	if len(ex.seqs) == 0 {
		return unexplained, evs
	}
	return explained, evs
}

// awayPart tells, when one sequence alone explains the board after a
// break and the board has reported a move of it arriving since it came
// back, how many moves before that one were made while it was away: the
// board went on from its first reading with a move it reported, so that
// reading was no capture half made, and play goes on (a board that must
// hold still first would never catch up with a game at pace). On a
// board that sees only occupancy, whose sequences the readings since
// the break do not sift (sinceBreak), a sequence that the first reading
// after the break refutes does not count: one that never shows its
// occupancy, neither between two of its moves nor in the middle of one
// (Nc3 c4 Bf4 against Bf4 c4 Nc3 when the board came back showing Nc3 c4
// with the bishop still on c1).
func (t *Tracker) awayPart() ([]notation.Move, int, bool) {
	ex := &t.ex
	if len(ex.seqs) == 0 || len(ex.longer) > 0 || ex.more || ex.catchUp || !t.resync || t.gapAt.IsZero() {
		return nil, 0, false
	}
	var seq []notation.Move
	for _, s := range ex.seqs {
		if t.gapOccOnly && !t.showsGapBoard(s) {
			continue
		}
		if seq != nil {
			return nil, 0, false
		}
		seq = s
	}
	if seq == nil {
		return nil, 0, false
	}
	lat := t.latency()
	p := t.Position()
	prev := t.sureAt
	for i, m := range seq {
		q := p
		q.Play(m)
		if at, ok := t.trail.firstArrival(m.To(), q.PieceAt(m.To()), prev.Add(-lat)); ok {
			if at.After(t.gapAt) {
				return seq, i, true
			}
			prev = at
		}
		p = q
	}
	return nil, 0, false
}

// showsGapBoard tells whether the first reading after the break (on a
// board that sees only occupancy) may have been taken while seq (from
// the sure position) was played: at a position between two of its
// moves, or in the middle of one, where a square the move changes may
// show a piece or none.
func (t *Tracker) showsGapBoard(seq []notation.Move) bool {
	p := t.Position()
	was := p.Occupied()
	for i := 0; i <= len(seq); i++ {
		now := was
		if i < len(seq) {
			p.Play(seq[i])
			now = p.Occupied()
		}
		// Squares the move leaves alone show what they held.
		if notation.Bitboard(t.gapOcc)&^(was^now) == was&^(was^now) {
			return true
		}
		was = now
	}
	return false
}

// gapTaken takes the first k moves of seq, the one sequence that
// explains the board after a break, as made while the board was away;
// from the first reading after the break on, the board is followed as
// always, the moves after them with it.
func (t *Tracker) gapTaken(seq []notation.Move, k int) []Event {
	at := t.gapAt
	var evs []Event
	for _, m := range seq[:k] {
		evs = append(evs, t.commit(m, at)...)
	}
	t.resync = false
	t.sureAt = at
	t.ex = explanation{}
	t.pend, t.pendNext = nil, time.Time{}
	return evs
}

// catchUp searches, when the readings explain the board by no moves
// made one after the other and the board has held still (or the players
// were told that it is not followed), the legal sequences of up to
// maxPlies from the sure position that end in the board as it stands,
// without the readings' help: a reading lost or garbled, hands faster
// than the board, a piece the board never saw. One sequence is taken as
// moves made while Rochade could not follow; several are an
// OrderUnknown.
func (t *Tracker) catchUp() {
	tracef("  catch up at %v\n", t.boardTime)
	cur := t.Position()
	t.ex = explanation{valid: true, board: t.board, ply: len(t.game.Moves), last: t.lastMove(), gap: true, catchUp: true}
	t.ex.s = newSearch(placementTarget(&t.board), cur, maxPlies, true, nil, nil)
}

// keeps tells whether the explanation found still stands for the board:
// the board it explained, or that board less pieces lifted (the
// opponent reaching for a piece, a sensor missing one, the moved piece
// lifted again or taken by the reply under way). The moves that wait
// count then only by the reply, or by their pieces standing again.
func (t *Tracker) keeps() bool {
	ex := &t.ex
	if !ex.valid || ex.ply != len(t.game.Moves) || ex.last != t.lastMove() {
		return false
	}
	if ex.board == t.board {
		return true
	}
	if ex.searching() || len(ex.seqs) == 0 {
		return false
	}
	for s := range t.board {
		// On a board that sees only occupancy, a piece the tracker cannot
		// name stands where the reply's piece is on its way.
		if t.board[s] != ex.board[s] && t.board[s] != notation.NoPiece && !(t.occ.fake && t.board[s] == unknownPiece) {
			return false
		}
	}
	return true
}

// explain starts the search for the board as it stands.
func (t *Tracker) explain() {
	cur := t.Position()
	waiting := t.waiting()
	ex := explanation{valid: true, board: t.board, ply: len(t.game.Moves), last: t.lastMove(), gap: t.resync}
	tg := placementTarget(&t.board)
	var arr *arrivals
	var check func([]notation.Move) bool
	maxLen := maxPlies
	if !ex.gap {
		arr = t.arrivals(tg)
		refused := new([][]notation.Move)
		ex.refused = refused
		check = func(seq []notation.Move) bool {
			times, ok := t.timeline(seq)
			if !ok && len(*refused) < maxFound && t.allArrived(seq) && t.covers(seq) {
				*refused = append(*refused, seq)
			}
			return ok && fewUnseen(t.Position(), seq, times, arr) && t.covers(seq)
		}
	}
	if ex.gap && !t.occ.on && !t.gapAt.IsZero() && !t.toldSinceBreak {
		// Once the players were told something, the readings since the
		// break may be moves taken back and made again.
		check = t.sinceBreak
	}
	if t.occ.on && !ex.gap {
		// A board that sees only occupancy reports each change as it
		// happens: its readings were explained move by move (occupancy.go),
		// and two moves only when the first was seen alone before.
		maxLen = 1
		if waiting != notation.NullMove {
			maxLen = 2
			check = func(seq []notation.Move) bool { return len(seq) == 1 || seq[0] == waiting }
		}
	}
	ex.s = newSearch(tg, cur, maxLen, !t.occ.on || ex.gap, arr, check)
	t.ex = ex
}

// sinceBreak tells whether seq (from the sure position), searched across
// a break, fits the readings since the board came back: what was done
// while it was away left no readings, but once a move of seq was
// reported arriving after the first reading, the moves after it were
// made while the board was followed, and each of their pieces was
// reported where it went since (unless taken there, or gone on at its
// side's next move, before the board looked). A king gone to e7 and back while
// the queen was seen going to d4 is no explanation of a board that
// reported nothing of the king.
func (t *Tracker) sinceBreak(seq []notation.Move) bool {
	fits, _ := t.seenSinceBreak(seq)
	return fits
}

// seenSinceBreak is sinceBreak, and tells too whether a move of seq was
// reported arriving after the first reading after the break.
func (t *Tracker) seenSinceBreak(seq []notation.Move) (fits, seen bool) {
	lat := t.latency()
	p := t.Position()
	prev := t.sureAt
	for i, m := range seq {
		q := p
		q.Play(m)
		to := m.To()
		since := prev.Add(-lat)
		if seen {
			// In any order: the players may have taken moves back and
			// made them again since.
			since = t.gapAt.Add(time.Nanosecond)
		}
		at, ok := t.trail.firstArrival(to, q.PieceAt(to), since)
		switch {
		case ok:
			seen = seen || at.After(t.gapAt)
			prev = at
		case seen && !takenLater(seq[i+1:], q, to) && !(i+2 < len(seq) && seq[i+2].From() == to):
			return false, true
		}
		p = q
	}
	return true, seen
}

// arrivals is what the readings since the sure position tell the
// search: where the board saw each piece arrive, and how many pieces of
// each side the board has lost.
func (t *Tracker) arrivals(tg *target) *arrivals {
	since := t.sureAt.Add(-t.latency())
	seen := t.trail.arrivals(since)
	for s, pc := range tg.place {
		if pc != notation.NoPiece {
			seen[pc] |= 1 << uint(s)
		}
	}
	return newArrivals(seen, t.trail.cleared(since))
}

// timeline finds when the board reported each move of seq (from the sure
// position) arriving: the first report of its piece on its square after
// the move before it arrived, less the board's latency (a board may
// report two changes of one scan in either order). A move whose piece
// was taken on its square by a later move of seq may never have been
// reported there: its time is then zero, and it arrived after the one
// before it (so too one whose piece went on at its side's next move:
// it stood there between two looks of the board). It returns false when
// the readings say the moves were not made so: a move's piece never
// reported where it went, or no times for the hands that fit the
// reports (inOrder).
func (t *Tracker) timeline(seq []notation.Move) ([]time.Time, bool) {
	lat := t.latency()
	times := make([]time.Time, len(seq))
	lifts := make([]time.Time, len(seq))
	p := t.Position()
	prev := t.sureAt
	// mayBeUnseen tells whether the piece of move i, played to q, may
	// have stood where it went unseen: taken there, or gone on at its
	// side's next move.
	mayBeUnseen := func(i int, q notation.Position) bool {
		to := seq[i].To()
		return takenLater(seq[i+1:], q, to) || i+2 < len(seq) && seq[i+2].From() == to
	}
	after := make([]notation.Position, len(seq))
	used := map[notation.Square]int{} // the move whose arrival a square's report was taken for
	for i, m := range seq {
		q := p
		q.Play(m)
		after[i] = q
		to := m.To()
		at, ok := t.trail.firstArrival(to, q.PieceAt(to), prev.Add(-lat))
		switch {
		case ok:
			times[i] = at
		case !mayBeUnseen(i, q):
			return nil, false
		}
		if j, dup := used[to]; ok && dup && times[j].Equal(at) {
			// One report, two pieces of a kind arrived on one square (e6
			// and, after a capture there, fxe6): it was the last's.
			if !mayBeUnseen(j, after[j]) {
				return nil, false
			}
			times[j] = time.Time{}
		}
		if ok {
			used[to] = i
		}
		until := at
		if !ok {
			until = t.boardTime
		}
		if lifted, ok := t.trail.lastDeparture(m.From(), p.PieceAt(m.From()), until.Add(lat)); ok && !lifted.Before(t.sureAt.Add(-lat)) {
			lifts[i] = lifted
		}
		if ok {
			prev = at
		}
		p = q
	}
	return times, t.inOrder(lifts, times)
}

// allArrived tells whether the board reported the piece of every move of
// seq (from the sure position) arriving where it went since, in any
// order.
func (t *Tracker) allArrived(seq []notation.Move) bool {
	since := t.sureAt.Add(-t.latency())
	p := t.Position()
	for _, m := range seq {
		p.Play(m)
		if _, ok := t.trail.firstArrival(m.To(), p.PieceAt(m.To()), since); !ok {
			return false
		}
	}
	return true
}

// fewUnseen tells whether the moves of seq (from p) that the board never
// saw arrive (zero times) are few enough for an explanation: at most
// maxUnseen, and at most maxLoose of them but captures the readings show
// half (retaken) taken at once by the reply, which the board reported.
// A piece never seen where it went that goes back at its side's next
// move is no explanation at all: the board saw it lifted and put back,
// a touch (Be7-f6 and Bf6-e7 around the reply, f6 never seen, is the
// bishop touched while the reply was made).
func fewUnseen(p notation.Position, seq []notation.Move, times []time.Time, arr *arrivals) bool {
	unseen, loose := 0, 0
	for i, m := range seq {
		if times[i].IsZero() {
			unseen++
			if c, _ := isCapture(&p, m); !c && !m.IsCastle() && i+2 < len(seq) && seq[i+2].From() == m.To() && seq[i+2].To() == m.From() {
				return false
			}
			if !arr.retaken(&p, m) || i+1 == len(seq) || seq[i+1].To() != m.To() || times[i+1].IsZero() {
				loose++
			}
		}
		p.Play(m)
	}
	return unseen <= maxUnseen && loose <= maxLoose
}

// inOrder tells whether the hands can have made the moves one after the
// other as the board reported them: each move's piece lifted, then put
// down, then the next move's piece lifted (a player takes a piece in
// hand only once the opponent has let go of theirs), when each report
// comes at most the board's latency after what it reports. Reports a
// scan apart may come in either order, but a chain of them may not: Nc3,
// Nf6 and g3 reported g3 first, Nf6, then the knight lifted from b1 a
// scan later, cannot have been made in that order; nor can three moves
// in the few milliseconds that the reports would leave them
// (minReply). Zero times are moves or lifts the board did not report.
func (t *Tracker) inOrder(lifts, arrivals []time.Time) bool {
	lat := t.latency()
	var at time.Time // the earliest the hands can have got so far
	fits := func(r time.Time) bool {
		if r.IsZero() {
			return true
		}
		if e := r.Add(-lat); at.Before(e) {
			at = e
		}
		return !r.Before(at)
	}
	for i := range arrivals {
		if !fits(lifts[i]) || !fits(arrivals[i]) {
			return false
		}
		if !arrivals[i].IsZero() {
			at = at.Add(minReply)
		}
	}
	return true
}

// minReply is the least time between two moves' pieces put down: a
// player puts a piece down only after the opponent's hand let go of
// theirs, and the fastest reply takes about a tenth of a second (half
// of that is allowed).
const minReply = 50 * time.Millisecond

// covers tells whether seq (from the sure position) accounts for every
// piece the board reported arriving since: each stood there in one of
// its positions, or passed there on its way (a piece slid, dragged or
// set down on its way). A sequence that leaves one unaccounted for is
// no explanation (the queen seen on g1 is not a queen gone to b1 unseen
// and taken there).
func (t *Tracker) covers(seq []notation.Move) bool {
	if t.occ.on {
		return true // its boards are made of occupancy: nothing to account for
	}
	var stood, way [16]notation.Bitboard
	note := func(q *notation.Position) {
		for s, pc := range q.Placement() {
			if pc != notation.NoPiece {
				stood[pc] |= 1 << uint(s)
			}
		}
	}
	// passed notes where the piece of move m of p passed on its way.
	passed := func(p *notation.Position, m notation.Move) {
		pc := p.PieceAt(m.From())
		way[pc] |= path(m.From(), m.To())
		if m.Promotion() != notation.NoPieceType {
			stood[pc] |= 1 << uint(m.To()) // the pawn put there first, then the piece
		}
		if m.IsCastle() {
			r := castleRook(m)
			way[p.PieceAt(r[0])] |= path(r[0], r[1])
		}
	}
	since := t.sureAt.Add(-t.latency())
	// The moves taken last, still reported: their pieces stood and
	// passed there too.
	for k := len(t.game.Moves) - 1; k >= 0 && !t.plyAt[k].Before(since.Add(-t.latency())); k-- {
		note(&t.pos[k])
		passed(&t.pos[k], t.game.Moves[k])
	}
	p := t.Position()
	note(&p)
	for _, m := range seq {
		passed(&p, m)
		p.Play(m)
		note(&p)
	}
	for i, c := range t.trail.changes {
		if c.pc == notation.NoPiece || c.at.Before(since) || stood[c.pc].Has(c.sq) {
			continue
		}
		// On its way a piece rests no longer than a hand's rest (as the
		// board reports it): one that stood longer stopped there.
		if way[c.pc].Has(c.sq) && t.rested(i) <= t.settle() && !t.answered(i) {
			continue
		}
		tracef("    %v leaves %v on %v at %v\n", seq, c.pc, c.sq, c.at)
		return false
	}
	return true
}

// rested is how long the piece of the trail's change i stood on its
// square, as the board reported it: until the square changed again, or
// until now.
func (t *Tracker) rested(i int) time.Duration {
	c := t.trail.changes[i]
	for _, n := range t.trail.changes[i+1:] {
		if n.sq == c.sq {
			return n.at.Sub(c.at)
		}
	}
	return t.boardTime.Sub(c.at)
}

// answered tells whether the board reported a piece of the other side
// arriving while the piece of the trail's change i stood on its square:
// reported more than a latency after the piece was, and a latency before
// it left (a board reports a change up to a latency late, so a report
// closer to the piece's own may be of a piece put down before it came):
// the opponent moves only once the piece is let go, so it stopped there.
func (t *Tracker) answered(i int) bool {
	c := t.trail.changes[i]
	lat := t.latency()
	left := t.boardTime.Add(lat)
	for _, n := range t.trail.changes[i+1:] {
		if n.sq == c.sq {
			left = n.at
			break
		}
	}
	for _, n := range t.trail.changes[i+1:] {
		if !n.at.Before(left.Add(-lat)) {
			break
		}
		if n.pc != notation.NoPiece && n.pc.Color() != c.pc.Color() && n.at.After(c.at.Add(lat)) {
			return true
		}
	}
	return false
}

// path returns the squares strictly between from and to on their line
// (none for squares on no line).
func path(from, to notation.Square) notation.Bitboard {
	df, dr := to.File()-from.File(), to.Rank()-from.Rank()
	if df != 0 && dr != 0 && df != dr && df != -dr {
		return 0
	}
	sf, sr := cmp.Compare(df, 0), cmp.Compare(dr, 0)
	var b notation.Bitboard
	for s := notation.Sq(from.File()+sf, from.Rank()+sr); s != to; s = notation.Sq(s.File()+sf, s.Rank()+sr) {
		b |= 1 << uint(s)
	}
	return b
}

// bestOrdered keeps, of the sequences the readings allow (the shortest
// and those one ply longer), those that explain the readings best: the
// fewest moves the board never saw arrive, then the fewest
// reports out of order (disorder). A board reports the changes of one
// scan in the order of its scan, which may put a reply before the move
// it answers, but a sequence that needs many reports out of order
// explains the board worse than one that needs none (Be7, the reply,
// Bc5 and the next reply, all seen so, is no Bc5 with the bishop on its
// way on e7 while the reply was made). A longer sequence that explains
// the board better than the shortest replaces them; one that explains
// it better in one way and worse in the other is a doubt (a pawn b7-b6
// the board never saw before b6-b5, or b7-b5 reported after the reply):
// the longer ones leave the other side to move, and the next move
// decides. So is a longer one that splits a shortest one's move in two
// (splits).
func (t *Tracker) bestOrdered(short, longer [][]notation.Move) ([][]notation.Move, [][]notation.Move) {
	rank := func(seqs [][]notation.Move) ([]fit, fit) {
		var fits []fit
		for _, seq := range seqs {
			fits = append(fits, t.fitOf(seq))
		}
		if len(fits) == 0 {
			return nil, fit{}
		}
		return fits, slices.MinFunc(fits, fit.compare)
	}
	keep := func(fits []fit, f fit) [][]notation.Move {
		var out [][]notation.Move
		for _, x := range fits {
			if x.compare(f) == 0 {
				out = append(out, x.seq)
			}
		}
		return out
	}
	sf, bs := rank(short)
	lf, bl := rank(longer)
	switch {
	case len(sf) == 0:
		return keep(lf, bl), nil
	case len(lf) == 0:
		return keep(sf, bs), nil
	case bl.dominates(bs):
		return keep(lf, bl), nil
	case bs.dominates(bl):
		s := keep(sf, bs)
		return s, splits(s, longer)
	}
	s := keep(sf, bs)
	l := keep(lf, bl)
	for _, x := range splits(s, longer) {
		if !slices.ContainsFunc(l, func(y []notation.Move) bool { return slices.Equal(x, y) }) {
			l = append(l, x)
		}
	}
	return s, l
}

// refusedBy adds to seqs, when each of them needs a move the board
// never saw arrive, the sequences the search found whose every move the
// board saw arrive but in an order the hands cannot have made them in
// (ex.refused): a board that missed a piece and one whose report came
// late (a piece touched as it stood, seen only when put back) are
// both guesses, and the board is in doubt (2...h5 3.Rb1 with the pawn
// touched on h5 before the report is 2...h6 3.Rb1 h5 with h6 never
// seen as well).
func (t *Tracker) refusedBy(seqs [][]notation.Move) [][]notation.Move {
	if len(seqs) == 0 || t.ex.refused == nil || len(*t.ex.refused) == 0 {
		return seqs
	}
	for _, seq := range seqs {
		if t.fitOf(seq).unseen == 0 {
			return seqs
		}
	}
	out := slices.Clip(seqs)
	for _, r := range *t.ex.refused {
		if !slices.ContainsFunc(out, func(s []notation.Move) bool { return slices.Equal(s, r) }) {
			out = append(out, r)
		}
	}
	return out
}

// fit is how well a sequence explains the readings: how many of its
// moves the board never saw arrive, and how many reports it needs out of
// order, of one side's moves and across the sides.
type fit struct {
	seq                 []notation.Move
	unseen, same, cross int
	// soft counts the same, cross reports out of order by less than a
	// scan: what a scan's order of squares may do, but less often than
	// not.
	soft [2]int
}

func (t *Tracker) fitOf(seq []notation.Move) fit {
	f := fit{seq: seq}
	times, _ := t.timeline(seq)
	for _, at := range times {
		if at.IsZero() {
			f.unseen++
		}
	}
	f.same, f.cross = t.disorder(seq, t.scan)
	f.soft[0], f.soft[1] = t.disorder(seq, 0)
	return f
}

// compare orders fits, the best first: fewest unseen, then fewest out
// of order, then fewest out of order within a scan. Two sequences that
// need the same moves unseen are no more told apart (a pawn's single
// step taken at once and its double step taken en passant, the pawn
// seen on neither square: the reply can come within one scan, however
// long the board had to look).
func (f fit) compare(g fit) int {
	switch {
	case f.unseen != g.unseen:
		return f.unseen - g.unseen
	case f.same != g.same:
		return f.same - g.same
	case f.cross != g.cross:
		return f.cross - g.cross
	}
	return slices.Compare(f.soft[:], g.soft[:])
}

// dominates tells whether f is at least as good as g in both ways and
// better in one.
func (f fit) dominates(g fit) bool {
	fo, go_ := [2]int{f.same, f.cross}, [2]int{g.same, g.cross}
	order := slices.Compare(fo[:], go_[:])
	return f.unseen <= g.unseen && order <= 0 && (f.unseen < g.unseen || order < 0)
}

// disorder counts the reports that seq (from the sure position) needs
// the board to have made out of order by more than slack: of one
// side's moves (same), and of a move and the other side's (cross): a
// move reported arriving before a move before it, a piece reported
// lifted before the move before it arrived, a piece on its way reported
// standing while the other side's piece arrived. Within a scan the board
// reports changes in the order of its squares, not of the hands (DGT
// reports each square as its scan finds it changed, the others send the
// position at the end of the scan that saw the change), so only what is
// a scan out of order (slack) rules a sequence out against one that
// needs nothing so; less only makes it less likely (fit.soft).
func (t *Tracker) disorder(seq []notation.Move, slack time.Duration) (same, cross int) {
	before := func(a, b time.Time) bool { return a.Add(slack).Before(b) }
	times, _ := t.timeline(seq)
	count := func(i, j int) {
		if (j-i)%2 == 0 {
			same++
		} else {
			cross++
		}
	}
	p := t.Position()
	for j := range seq {
		if !times[j].IsZero() {
			for i := 0; i < j; i++ {
				if !times[i].IsZero() && before(times[j], times[i]) {
					count(i, j)
				}
			}
		}
		if j > 0 && !times[j-1].IsZero() {
			until := times[j]
			if until.IsZero() {
				until = t.boardTime
			}
			if lifted, ok := t.trail.lastDeparture(seq[j].From(), p.PieceAt(seq[j].From()), until); ok && before(lifted, times[j-1]) {
				count(j-1, j)
			}
		}
		p.Play(seq[j])
	}
	cross += t.wayAnswered(seq, before)
	return same, cross
}

// wayAnswered counts the pieces seq explains as resting on their way
// (reported arriving on a square of their move's path and not standing
// there in any of its positions) while the board reported a piece of
// the other side arriving (before: by more than a scan).
func (t *Tracker) wayAnswered(seq []notation.Move, before func(a, b time.Time) bool) int {
	var stood, way [16]notation.Bitboard
	p := t.Position()
	note := func(q *notation.Position) {
		for s, pc := range q.Placement() {
			if pc != notation.NoPiece {
				stood[pc] |= 1 << uint(s)
			}
		}
	}
	note(&p)
	for _, m := range seq {
		way[p.PieceAt(m.From())] |= path(m.From(), m.To())
		p.Play(m)
		note(&p)
	}
	n := 0
	since := t.sureAt.Add(-t.latency())
	for i, c := range t.trail.changes {
		if c.pc == notation.NoPiece || c.at.Before(since) || stood[c.pc].Has(c.sq) || !way[c.pc].Has(c.sq) {
			continue
		}
		left := t.boardTime
		for _, x := range t.trail.changes[i+1:] {
			if x.sq == c.sq {
				left = x.at
				break
			}
		}
		for _, x := range t.trail.changes[i+1:] {
			if !before(x.at, left) {
				break
			}
			if x.pc != notation.NoPiece && x.pc.Color() != c.pc.Color() && before(c.at, x.at) {
				n++
				break
			}
		}
	}
	return n
}

// inHand tells whether the board is also what moves from the sure
// position leave with a piece of the side to move in the hand (and
// perhaps the piece it is taking off the board): pieces seen leaving
// their squares since, put back, give a board that moves explain. (A
// piece lifted is no capture of it.)
func (t *Tracker) inHand() bool {
	cur := t.Position()
	pl := cur.Placement()
	var gone []notation.Square
	for s, pc := range pl {
		if pc != notation.NoPiece && t.board[s] == notation.NoPiece {
			gone = append(gone, notation.Square(s))
		}
	}
	explained := func(b [64]notation.Piece, hand notation.Color) bool {
		tg := placementTarget(&b)
		sr := newSearch(tg, cur, maxPlies, false, t.arrivals(tg), nil)
		for !sr.step(stepBudget) {
		}
		for _, seq := range sr.found {
			q := cur
			for _, m := range seq {
				q.Play(m)
			}
			if q.Turn() == hand {
				return true
			}
		}
		return b == pl && cur.Turn() == hand
	}
	for i, s := range gone {
		b := t.board
		b[s] = pl[s]
		if explained(b, pl[s].Color()) {
			return true
		}
		for _, r := range gone[i+1:] {
			c := b
			c[r] = pl[r]
			if pl[r].Color() != pl[s].Color() && (explained(c, pl[s].Color()) || explained(c, pl[r].Color())) {
				return true
			}
		}
	}
	return false
}

// splits keeps of the longer sequences those that are a shorter one with
// its side's last move made in two, the other side's move between (Qd2,
// the reply, Qd4 for Qd4 and the reply): a piece set down on its way
// and one moved twice look the same until the next move, even when the
// board never saw it set down (it stood there less than a scan).
func splits(short, longer [][]notation.Move) [][]notation.Move {
	var out [][]notation.Move
	for _, l := range longer {
		for _, s := range short {
			if isSplit(s, l) {
				out = append(out, l)
				break
			}
		}
	}
	return out
}

// isSplit tells whether l is s with one move of a side, its last, made
// as two (the first in its place, the second at the end).
func isSplit(s, l []notation.Move) bool {
	if len(l) != len(s)+1 {
		return false
	}
	for i := range s {
		if l[i] == s[i] {
			continue
		}
		a, b := l[i], l[len(l)-1]
		return a.From() == s[i].From() && b.From() == a.To() && b.To() == s[i].To() &&
			slices.Equal(l[i+1:len(l)-1], s[i+1:]) && (len(s)-1-i)%2 == 1
	}
	return false
}

// takenLater tells whether a move of seq, played from p, takes the piece
// standing on s (before that piece moves).
func takenLater(seq []notation.Move, p notation.Position, s notation.Square) bool {
	for _, m := range seq {
		if m.From() == s {
			return false
		}
		if c, ep := isCapture(&p, m); c && (m.To() == s || ep && notation.Sq(m.To().File(), m.From().Rank()) == s) {
			return true
		}
		p.Play(m)
	}
	return false
}

// takeMoves takes the moves of the explanation that count now: those
// every sequence begins with, as far as each is sure not to go on (or,
// after a break, once the board has held still). Where the sequences
// differ beyond them, they wait for the board to decide, and the board
// is in doubt.
func (t *Tracker) takeMoves(now time.Time) []Event {
	ex := &t.ex
	still := t.changedAt.Add(t.settle())
	if len(ex.longer) > 0 && !ex.gap && !now.Before(still) {
		// The board held still: the fewer moves (a piece set down on
		// its way is a hand's rest).
		ex.longer = nil
	}
	common := commonPrefix(append(slices.Clip(ex.seqs), ex.longer...))
	if ex.more {
		common = nil
	}
	var n int
	var next time.Time
	if ex.gap {
		// What was done while the board was away counts only once the
		// board holds still, as a position at rest: a sensor's flicker
		// must not be explained by a chain of moves, nor pieces being put
		// right by moves, and a board that came back in the middle of a
		// move shows what no position of the game was (a capture half
		// made, the victim off and the capturing piece not yet put down,
		// can be exactly the position after other moves).
		if now.Before(still) {
			if seq, k, ok := t.awayPart(); ok {
				return t.gapTaken(seq, k)
			}
			ex.next = still
			return nil
		}
		if !ex.halfDone && len(common) > 0 {
			// Only a board that has shown no move since it came back:
			// once one was reported, the readings follow the hands (a
			// victim taken off after it is no move of another sequence).
			ex.halfDone = true
			if _, seen := t.seenSinceBreak(ex.seqs[0]); !seen && !t.gapAt.IsZero() {
				ex.half = t.halfCapture(ex.seqs[0])
			}
		}
		if ex.half {
			return nil
		}
		n = len(common)
	} else {
		times, ok := t.timeline(common)
		if !ok {
			times = make([]time.Time, len(common))
		}
		n, next = t.confirmed(common, times, now, true)
		if len(ex.longer) > 0 && (next.IsZero() || still.Before(next)) {
			next = still
		}
	}
	ex.next = next
	if !ex.gap && len(ex.seqs) > 0 {
		// What all explanations share and does not count yet: it may
		// still count while the board shows something in between.
		t.pend = slices.Clone(common[n:])
	}
	if n == 0 {
		return nil
	}
	times, _ := t.timeline(common[:n])
	var evs []Event
	at := t.sureAt
	for i, m := range common[:n] {
		if i < len(times) && !times[i].IsZero() {
			at = times[i]
		}
		evs = append(evs, t.commit(m, at)...)
	}
	if !ex.valid {
		return evs // a promotion's piece became known: the game changed
	}
	trim := func(seqs [][]notation.Move) [][]notation.Move {
		var out [][]notation.Move
		for _, seq := range seqs {
			if len(seq) > n {
				out = append(out, seq[n:])
			}
		}
		return out
	}
	ex.seqs, ex.longer = trim(ex.seqs), trim(ex.longer)
	ex.ply, ex.last = len(t.game.Moves), t.lastMove()
	if len(ex.seqs) == 0 {
		ex.seqs, ex.longer = nil, nil
		ex.next = time.Time{}
	}
	return evs
}

// takePending takes, while the board shows nothing a sequence of moves
// explains, the moves the last explained board began with, as far as
// the readings make each sure: one that cannot go on, or one whose next
// move the board reported a latency ago while its piece stayed.
func (t *Tracker) takePending(now time.Time) []Event {
	t.pendNext = time.Time{}
	if len(t.pend) == 0 || t.resync || t.occ.on {
		return nil
	}
	if cur := t.Position(); !cur.IsLegal(t.pend[0]) {
		t.pend = nil
		return nil
	}
	times, ok := t.timeline(t.pend)
	if !ok {
		t.pend = nil
		return nil
	}
	n, next := t.confirmed(t.pend, times, now, false)
	t.pendNext = next
	var evs []Event
	at := t.sureAt
	for i, m := range t.pend[:n] {
		if !times[i].IsZero() {
			at = times[i]
		}
		evs = append(evs, t.commit(m, at)...)
	}
	t.pend = t.pend[n:]
	return evs
}

// commonPrefix returns the moves every sequence begins with.
func commonPrefix(seqs [][]notation.Move) []notation.Move {
	if len(seqs) == 0 {
		return nil
	}
	n := len(seqs[0])
	for _, s := range seqs[1:] {
		k := 0
		for k < n && k < len(s) && s[k] == seqs[0][k] {
			k++
		}
		n = k
	}
	return seqs[0][:n]
}

// confirmed counts the moves of seq (from the sure position) that count
// now, and tells when the next may. A move that cannot go on counts at
// once. One that may (a piece that may be sliding on, a rook that may be
// the first half of a castling, a piece another of its kind could have
// replaced) counts when the next move of seq has been reported arriving
// a latency ago (a move made after it: the hand let go of it), or when
// its piece has stood on its square for its wait.
func (t *Tracker) confirmed(seq []notation.Move, times []time.Time, now time.Time, stand bool) (int, time.Time) {
	p := t.Position()
	lat := t.latency()
	var next time.Time
	soonest := func(x time.Time) {
		if !x.IsZero() && (next.IsZero() || x.Before(next)) {
			next = x
		}
	}
	for i, m := range seq {
		w := t.underWay(&p, m)
		if times[i].IsZero() {
			q := p
			q.Play(m)
			if takenLater(seq[i+1:], q, m.To()) {
				// Never seen where it went and taken there at once, as
				// far as the readings tell: only once the board could
				// have reported the piece elsewhere (a board reports a
				// change up to a latency late), and, while the board
				// with a piece of the side to move in the hand is
				// explained as well, once it holds still.
				at := time.Time{}
				for _, x := range times[i+1:] {
					if !x.IsZero() {
						at = x.Add(lat)
						break
					}
				}
				if now.Before(at) {
					soonest(at)
					return i, next
				}
				if still := t.changedAt.Add(t.settle()); now.Before(still) && t.inHand() {
					soonest(still)
					return i, next
				}
			}
			// Gone on at its side's next move: the sequence needs it.
			w = 0
		}
		if w > 0 {
			// The next move proves the hand let go only if the board
			// reported it after this one: one reported before may have
			// been made before (the piece then still on its way).
			if i+1 < len(seq) && !times[i+1].IsZero() && !times[i].IsZero() && !times[i+1].Before(times[i]) {
				at := times[i+1].Add(lat)
				if now.Before(at) {
					soonest(at)
				} else if t.stayed(p, seq[i:], times[i], at) {
					w = 0
				}
			}
			// The side made another move since, with another piece:
			// the hand had let go of this one.
			if w > 0 && i+2 < len(seq) && !times[i+2].IsZero() && seq[i+2].From() != m.To() {
				w = 0
			}
			if since, ok := t.standing(p, seq[i:]); ok && w > 0 && stand {
				if at := since.Add(w); now.Before(at) {
					soonest(at)
				} else {
					w = 0
				}
			}
			if w > 0 {
				return i, next
			}
		}
		p.Play(m)
	}
	return len(seq), time.Time{}
}

// stayed tells whether the readings show the piece of the first move of
// seq (from p) staying where it went from when the board reported it
// there (from) to until: the piece not reported on a square beyond on
// its line, and its square not reported left, unless a later move of seq
// takes it or moves it on.
func (t *Tracker) stayed(p notation.Position, seq []notation.Move, from, until time.Time) bool {
	if t.occ.on {
		// The board reports each change as it happens, in order: the
		// next move made was made after this one.
		return true
	}
	m := seq[0]
	q := p
	q.Play(m)
	pc := q.PieceAt(m.To())
	touched := false
	var later notation.Bitboard // where later moves of seq put such a piece
	r := q
	for _, n := range seq[1:] {
		touched = touched || n.From() == m.To() || n.To() == m.To()
		r.Play(n)
		if r.PieceAt(n.To()) == pc {
			later |= 1 << uint(n.To())
		}
	}
	for _, c := range t.trail.changes {
		if c.at.Before(from) || c.at.After(until) {
			continue
		}
		if c.sq == m.To() && c.pc != pc && !touched {
			return false
		}
		if c.pc == pc && c.sq != m.To() && beyond(m, c.sq) && !later.Has(c.sq) {
			return false
		}
	}
	return true
}

// beyond tells whether square s lies on the line of move m, further
// than where it went.
func beyond(m notation.Move, s notation.Square) bool {
	df, dr := m.To().File()-m.From().File(), m.To().Rank()-m.From().Rank()
	if df != 0 && dr != 0 && df != dr && df != -dr {
		return false // no line
	}
	sf, sr := s.File()-m.From().File(), s.Rank()-m.From().Rank()
	return sf*dr == sr*df && sf*df+sr*dr > df*df+dr*dr && sf*df >= 0 && sr*dr >= 0
}

// standing tells whether the piece of the first move of seq (played
// from p) stands where it went on the board as it is now, and since
// when the board has shown it there.
func (t *Tracker) standing(p notation.Position, seq []notation.Move) (time.Time, bool) {
	m := seq[0]
	q := p
	q.Play(m)
	to := m.To()
	for _, n := range seq[1:] {
		if n.From() == to || n.To() == to {
			return time.Time{}, false
		}
	}
	if t.board[to] != q.PieceAt(to) {
		return time.Time{}, false
	}
	since, ok := t.trail.lastChange(to)
	if !ok || since.Before(t.sureAt) {
		since = t.sureAt
	}
	return since, true
}

// underWay tells how long to wait before move m of p counts, when the
// next move does not decide it first: zero when nothing more can follow,
// the settle time when another piece of the same kind could have come to
// the same square or the piece may be sliding on (a piece seen on a
// square on its way, or set down there before it slides on, is seen
// gone only when the board's scan comes back to that square), CastleWait
// when the rook of a castling was put down first.
func (t *Tracker) underWay(p *notation.Position, m notation.Move) time.Duration {
	if castlingRook(p, m) {
		return t.cfg.CastleWait
	}
	w := t.mayGoOn(p, m)
	if t.occ.on && w == 0 {
		// A board that sees only occupancy: a sensor that misses a
		// piece for a moment, or a piece touched, can look like any
		// move (a capture: the capturing piece's square and its
		// victim's flickering); every move holds still a moment first.
		return t.latency() + flickerPause
	}
	return w
}

// flickerPause is how long beyond the board's latency a move on a board
// that sees only occupancy holds still before it counts, when its piece
// cannot go on: a sensor's flicker or a touch is shorter.
const flickerPause = 90 * time.Millisecond

// mayGoOn is how long move m of p waits for its piece to go on: a
// hand's rest beyond the board's latency (settle) if it may, else 0.
func (t *Tracker) mayGoOn(p *notation.Position, m notation.Move) time.Duration {
	d := p.Describe(m)
	var buf [256]notation.Move
	legal := p.LegalMoves(buf[:0])
	// Another piece of the same kind could have come to the same square
	// (bxc6 or dxc6): the board tells which only by the square that
	// empties, which its scan may report after the arrival, and a piece
	// of the other kind lifted a moment (touched, or missed by a sensor)
	// looks like that departure. Wait until the board has looked again.
	for _, c := range legal {
		if c != m && c.To() == m.To() && c.From() != m.From() && p.PieceAt(c.From()) == p.PieceAt(m.From()) {
			return t.settle()
		}
	}
	if d.Promotion != notation.NoPieceType || d.Capture() || d.Castle != notation.NoCastle {
		return 0
	}
	df, dr := m.To().File()-m.From().File(), m.To().Rank()-m.From().Rank()
	for _, c := range legal {
		if c.From() != m.From() || c == m {
			continue
		}
		cf, cr := c.To().File()-c.From().File(), c.To().Rank()-c.From().Rank()
		// Same direction, further along.
		if cf*dr == cr*df && cf*df+cr*dr > df*df+dr*dr && (cf*df >= 0 && cr*dr >= 0) {
			return t.settle()
		}
	}
	return 0
}

func (t *Tracker) commit(m notation.Move, at time.Time) []Event {
	cur := t.Position()
	next := cur
	next.Play(m)
	// A move the first reading after a break showed was made while the
	// board was away, even when the readings after it told it; one whose
	// piece the board reported arriving later was seen being made, and
	// one whose piece it reported before it went away was made before
	// (not followed then, and caught up).
	away := !t.gapAt.IsZero() && !at.After(t.gapAt)
	before := false
	if away && !t.awayFrom.IsZero() {
		if seen, ok := t.trail.firstArrival(m.To(), next.PieceAt(m.To()), t.sureAt.Add(-t.latency())); ok && !seen.After(t.awayFrom) {
			away, before = false, true
		}
	}
	t.arrived(&cur, m, at)
	t.game.Moves = append(t.game.Moves, m)
	t.pos = append(t.pos, next)
	t.plyAt = append(t.plyAt, at)
	t.lastAt = at
	t.sureAt = at
	t.synced = true
	t.lifted = notation.NoSquare
	ev := Event{Kind: Moved, Move: m, Before: cur, Ply: len(t.game.Moves) - 1, Away: away, CaughtUp: (t.lost || t.ex.catchUp || before) && !away, Time: at}
	known := t.notePromotion(&ev)
	tracef("  commit %v at %v ply %d\n", m, at, ev.Ply)
	return append([]Event{ev}, known...)
}

// mismatch notes that the board is unexplained (or explained in more
// than one way). Instructions follow after a while (Tick).
func (t *Tracker) mismatch(now time.Time, changed bool) []Event {
	if t.wrongSince.IsZero() {
		t.wrongSince, t.told, t.repeats = now, false, 0
	} else if t.told && changed {
		// The board changed but is still wrong: tell again once it has
		// stayed wrong for a while.
		t.told, t.repeats = false, 0
		t.wrongSince = now
	}
	return nil
}

// tellAt is when the board's state is to be said (again).
func (t *Tracker) tellAt() time.Time {
	switch {
	case t.wrongSince.IsZero():
		return time.Time{}
	case t.told && t.repeats >= maxRepeats:
		return time.Time{}
	case t.told:
		return t.toldAt.Add(t.cfg.RepeatEvery)
	case t.ex.half:
		// A capture half made: said as late as pieces merely lifted.
		return t.wrongSince.Add(liftedDelay)
	case t.ex.ambiguous():
		// Said once the board holds still, or while it goes on
		// changing, after FixAfter.
		at := t.wrongSince.Add(t.cfg.FixAfter)
		if still := t.changedAt.Add(t.settle()); still.Before(at) {
			at = still
		}
		if at.Before(t.wrongSince) {
			at = t.wrongSince
		}
		return at
	}
	return t.wrongSince.Add(t.fixDelay())
}

// tell says what the board needs: the order of the moves is not known,
// or how to put it right.
func (t *Tracker) tell(now time.Time) Event {
	if t.told {
		t.repeats++
	}
	t.told, t.toldAny, t.toldAt, t.lost = true, true, now, true
	t.toldSinceBreak = t.toldSinceBreak || t.resync
	if t.ex.ambiguous() {
		return Event{Kind: OrderUnknown, Ply: len(t.ex.seqs[0]), Time: now}
	}
	cur := t.Position()
	return Event{Kind: Mismatch, Fixes: Fixes(&cur, &t.board), Ply: t.earlier(&t.board), Time: now}
}

// fine ends a mismatch, saying so if instructions had been given.
func (t *Tracker) fine(now time.Time) []Event {
	told := t.toldAny
	t.wrongSince, t.told, t.toldAny, t.lost, t.repeats = time.Time{}, false, false, false, 0
	if told {
		return []Event{{Kind: Restored, Time: now}}
	}
	return nil
}

// fixDelay is how long a board may be unexplained before instructions:
// longer while pieces are merely lifted (a player thinking with a piece
// in hand, the reply's piece in the air after a move), FixAfter when
// something stands where it should not.
func (t *Tracker) fixDelay() time.Duration {
	cur := t.Position()
	want := cur.Placement()
	misplaced, home := false, true
	for s := range want {
		if t.board[s] != notation.NoPiece && t.board[s] != want[s] {
			misplaced = true
			home = home && t.board[s] == startPlacement[s]
		}
	}
	switch {
	case !misplaced:
		return liftedDelay
	case (home || t.atStart()) && !t.resync:
		// Every piece out of place stands on its square of the starting
		// position, or a new game waits for its first move: the pieces
		// are being set up, which takes a while and needs no
		// instructions.
		return setUpDelay
	}
	if _, ok := matchLifted(&cur, &t.board); ok {
		return liftedDelay
	}
	return t.cfg.FixAfter
}

// earlier returns the number of moves after which the game stood as
// board b stands (the latest such position before the present one), or
// -1.
func (t *Tracker) earlier(b *[64]notation.Piece) int {
	for k := len(t.pos) - 2; k >= 0; k-- {
		if placement(&t.pos[k]) == *b {
			return k
		}
	}
	return -1
}

// atStart tells whether the game stands in the standard starting
// position.
func (t *Tracker) atStart() bool {
	cur := t.Position()
	return cur.Placement() == startPlacement && len(t.game.Moves) == 0
}

// matchLifted finds the one legal move of p after which board b is the
// position less pieces of the other side (lifted, or missed by a
// sensor): the reply under way.
func matchLifted(p *notation.Position, b *[64]notation.Piece) (notation.Move, bool) {
	pl := p.Placement()
	if differ(&pl, b) > 6 {
		return notation.NullMove, false
	}
	found := notation.NullMove
	var buf [256]notation.Move
	for _, m := range p.LegalMoves(buf[:0]) {
		if b[m.To()] != pieceAfter(p, m) || !liftedOnly(p, m, b) {
			continue
		}
		if found != notation.NullMove {
			return notation.NullMove, false
		}
		found = m
	}
	return found, found != notation.NullMove
}

func pieceAfter(p *notation.Position, m notation.Move) notation.Piece {
	q := *p
	q.Play(m)
	return q.PieceAt(m.To())
}

// liftedOnly tells whether b is p after m less one or two pieces of the
// side to move after m, and nothing else.
func liftedOnly(p *notation.Position, m notation.Move, b *[64]notation.Piece) bool {
	q := *p
	q.Play(m)
	qb := q.Placement()
	lifted := 0
	for s := range qb {
		if qb[s] == b[s] {
			continue
		}
		if b[s] != notation.NoPiece || qb[s].Color() != q.Turn() {
			return false
		}
		lifted++
	}
	return lifted == 1 || lifted == 2
}

// tracef traces the tracker's reasoning; tests set it.
var tracef = func(format string, args ...any) {}
