package tracker

import (
	"slices"

	"github.com/rochade/rochade/notation"
)

// The search for the moves that lead from the last position the tracker
// is sure of to what the board shows: the legal sequences of a given
// length whose last position has the board's placement (or, on a board
// that sees only occupancy, its occupancy).
//
// A full search of six plies is up to about 10^9 sequences in a wild
// position; the target prunes it. A move fills at most one square with a
// piece of its side (castling two), empties at most one (castling two),
// takes at most one piece of the other side, and promotes at most one
// pawn. So the squares each side must still fill and empty, the pieces
// it must still take and the promotions it must still make bound the
// moves it needs, and a branch that needs more moves of a side than the
// plies left give it is cut. A sequence of the shortest length leaves
// little room for a move that does not bring the board closer.
//
// While the board is followed without a break, the readings prune
// further: a move puts its piece on its square, and the board reports
// it there unless the piece is taken on that square before the board
// looks again (the readings' arrivals, arrivals). A move whose piece
// was never seen where it went must be one whose piece is taken there
// later, and no more pieces are taken than the board has lost. A piece
// missing from the board (lifted, or missed by a sensor) is then
// explained by nothing at once, instead of by the many chains of
// captures that would take it.
//
// A search runs in steps of a bounded number of positions (step), so
// that the game session, which runs in one goroutine, never waits long
// for it; the tracker asks to be called again at once until it is done.

// maxPlies is the longest sequence the tracker looks for: what the board
// shows is taken only when at most this many moves explain it.
const maxPlies = 6

// searchBudget bounds the positions one search expands in all: a search
// that would take longer gives up (what it found is then not sure to be
// all, and a new reading is searched again). Six plies made while the
// board was away in the opening of the Appendix C game take up to four
// million (about 0.4 s on one core, in steps of stepBudget: about 0.2 ms
// each, BenchmarkCatchUp); a search with the readings' help, a few
// thousand.
const searchBudget = 4000000

// stepBudget is how many positions a search expands in one call.
const stepBudget = 2000

// maxFound is the most sequences a search collects: more than one
// already means that the board does not tell which.
const maxFound = 8

// target is what a search looks for: a placement, or an occupancy.
type target struct {
	occupancy bool
	place     [64]notation.Piece
	occ       notation.Bitboard
	// by[c][t] are the squares of the pieces of colour c and type t in
	// place.
	by [2][7]notation.Bitboard
	// count[c] is the number of pieces of colour c in place; occCount
	// the number of occupied squares.
	count    [2]int
	occCount int
}

func placementTarget(b *[64]notation.Piece) *target {
	t := &target{place: *b}
	for s, pc := range b {
		if pc == notation.NoPiece {
			continue
		}
		t.by[pc.Color()][pc.Type()] |= 1 << uint(s)
		t.count[pc.Color()]++
		t.occ |= 1 << uint(s)
	}
	t.occCount = t.occ.Count()
	return t
}

func occupancyTarget(o notation.Bitboard) *target {
	return &target{occupancy: true, occ: o, occCount: o.Count()}
}

// reached tells whether q shows the target.
func (t *target) reached(q *notation.Position) bool {
	if t.occupancy {
		return q.Occupied() == t.occ
	}
	return q.Placement() == t.place
}

// movesNeeded returns, for each colour, the fewest moves that colour
// needs to bring q to the target, or ok false when no sequence of moves
// can (the target has more pieces of a side, or more of a kind than
// promotions can give).
func (t *target) movesNeeded(q *notation.Position) (need [2]int, ok bool) {
	if t.occupancy {
		return t.occupancyNeeded(q)
	}
	var lost [2]int
	for c := notation.White; c <= notation.Black; c++ {
		fill, vacate, have, promo := 0, 0, 0, 0
		for pt := notation.Pawn; pt <= notation.King; pt++ {
			qb, tb := q.Pieces(c, pt), t.by[c][pt]
			fill += (tb &^ qb).Count()
			vacate += (qb &^ tb).Count()
			have += qb.Count()
			if pt != notation.Pawn && pt != notation.King && tb.Count() > qb.Count() {
				promo += tb.Count() - qb.Count()
			}
		}
		lost[c] = have - t.count[c]
		if lost[c] < 0 || q.Pieces(c, notation.Pawn).Count()-t.by[c][notation.Pawn].Count() < promo {
			return need, false
		}
		// Castling moves two pieces in one move.
		slack := 0
		if mayCastle(q, c) {
			slack = 1
		}
		need[c] = max(fill-slack, vacate-lost[c]-slack, promo, 0)
	}
	// Every piece lost was taken by a move of the other side.
	need[notation.White] = max(need[notation.White], lost[notation.Black])
	need[notation.Black] = max(need[notation.Black], lost[notation.White])
	return need, true
}

// occupancyNeeded bounds the moves on a board that sees only occupancy,
// whoever makes them: a move fills at most two squares and empties at
// most two (castling; en passant empties two), and pieces are never
// added. The bound is on the plies of both sides together, returned as
// a negative need[White] (fits and fewest read it so).
func (t *target) occupancyNeeded(q *notation.Position) (need [2]int, ok bool) {
	occ := q.Occupied()
	if t.occCount > occ.Count() {
		return need, false
	}
	fill := (t.occ &^ occ).Count()
	vacate := (occ &^ t.occ).Count()
	n := max((fill+1)/2, (vacate+1)/2)
	return [2]int{-n, 0}, true
}

// mayCastle tells, roughly, whether colour c may still castle in q: its
// king stands on its home square. (The bound only needs never to say no
// where castling is possible.)
func mayCastle(q *notation.Position, c notation.Color) bool {
	if q.Chess960() {
		return true
	}
	home := notation.Sq(4, 0)
	if c == notation.Black {
		home = notation.Sq(4, 7)
	}
	return q.Pieces(c, notation.King).Has(home)
}

// fits tells whether the moves needed fit in r plies with the side to
// move to move first.
func fits(need [2]int, r int, turn notation.Color) bool {
	if need[notation.White] < 0 {
		return -need[notation.White] <= r
	}
	return need[turn] <= (r+1)/2 && need[turn.Other()] <= r/2
}

// fewest is the fewest plies the moves needed take.
func fewest(need [2]int, turn notation.Color) int {
	if need[notation.White] < 0 {
		return -need[notation.White]
	}
	return max(need[turn]*2-1, need[turn.Other()]*2, 0)
}

// arrivals prunes a search by the readings: seen[pc] are the squares
// where the board reported piece pc arriving since the search's
// position (and where the target has it).
//
// A piece that went to a square where the board never reported it stood
// there only between two looks of the board: it was taken there at once
// (by the reply), or moved on at its side's next move (a bishop Be7 and
// Bc5 a reply apart in a bullet game, e7 never seen). A piece that
// stayed longer would have been seen.
type arrivals struct {
	seen [16]notation.Bitboard
	// any: the squares where any piece was seen arriving.
	any notation.Bitboard
	// cleared[pc] are the squares the board reported piece pc leaving,
	// the square then empty.
	cleared [16]notation.Bitboard
}

// newArrivals makes the prune of the arrivals seen (the target's pieces
// among them) and the squares seen cleared.
func newArrivals(seen, cleared [16]notation.Bitboard) *arrivals {
	a := &arrivals{seen: seen, cleared: cleared}
	for _, b := range seen {
		a.any |= b
	}
	return a
}

// apply takes move m from p to q; must[c] are the squares where a piece
// of colour c arrived unseen at its side's last move (and must go on or
// be taken now). It returns the new set, and false when m cannot be
// part of an explanation.
func (a *arrivals) apply(p *notation.Position, m notation.Move, q *notation.Position, must [2]notation.Bitboard) ([2]notation.Bitboard, bool) {
	us := p.Turn()
	them := us.Other()
	from, to := m.From(), m.To()
	if must[us]&^(1<<uint(from)) != 0 {
		return must, false // a piece of ours stood unseen too long
	}
	// A piece taken where it arrived unseen: that is why it was unseen.
	victim := to
	if pc := p.PieceAt(from); pc.Type() == notation.Pawn && from.File() != to.File() && p.PieceAt(to) == notation.NoPiece {
		victim = notation.Sq(to.File(), from.Rank())
	}
	must[them] &^= 1 << uint(victim)
	must[us] = 0
	check := func(s notation.Square) {
		if pc := q.PieceAt(s); !a.seen[pc].Has(s) {
			must[us] |= 1 << uint(s)
		}
	}
	check(to)
	if m.IsCastle() {
		check(castleRook(m)[1])
	}
	return must, true
}

// retaken tells whether move m of p, its piece never seen where it went,
// is a capture the readings show half: the board reported its victim
// leaving its square. Taken there at once by the reply, whose piece the
// board then reported there, the piece stood there only between two
// looks of the board (16...exf2+ 17.Rxf2 on a board whose scan is slower
// than the hands: f2 seen emptied, then holding the rook).
func (a *arrivals) retaken(p *notation.Position, m notation.Move) bool {
	victim := p.PieceAt(m.To())
	return victim != notation.NoPiece && a.cleared[victim].Has(m.To())
}

// frame is one level of a search's depth-first walk: the position, its
// moves and the next to try, the pieces that arrived unseen and must go
// on (arrivals), how many moves so far arrived unseen, how many of them
// loosely, and the squares of those that arrived unseen as captures
// half seen (retaken), which must be taken at once by the reply.
type frame struct {
	pos    notation.Position
	moves  []notation.Move
	i      int
	must   [2]notation.Bitboard
	half   [2]notation.Bitboard
	unseen int
	loose  int
}

// maxLoose is how many moves of a sequence may have arrived unseen with
// nothing else to show for it: one (a piece that stood between two looks
// of the board is rare; two in a few moves are a chain that explains
// anything, a piece in the hand included). maxUnseen allows one more
// that the readings show half: a capture whose victim the board saw
// leave, taken at once by the reply (retaken).
const (
	maxLoose  = 1
	maxUnseen = 2
)

// search finds the shortest legal sequences (up to maxLen plies) from a
// position to a target, and, with doubt, those one ply longer: they end
// with the other side to move, which the board does not show.
type search struct {
	tg     *target
	from   notation.Position
	maxLen int
	doubt  bool
	arr    *arrivals
	// check, if not nil, drops the complete sequences it refuses.
	check func(seq []notation.Move) bool

	n      int // the length searched now
	phase  int // searching: the shortest, the doubt, done
	depth  int
	frames [maxPlies + 2]frame
	bufs   [maxPlies + 2][256]notation.Move
	seq    [maxPlies + 2]notation.Move
	nodes  int

	// found are the shortest sequences, doubts those one ply longer;
	// more is set when there were more than maxFound of the shortest;
	// exhausted when the budget ran out.
	found, doubts [][]notation.Move
	more          bool
	exhausted     bool
	// bestUnseen is the fewest moves arrived unseen of the sequences
	// found.
	bestUnseen int
}

const (
	phaseShortest = iota
	phaseDoubt
	phaseDone
)

func newSearch(tg *target, from notation.Position, maxLen int, doubt bool, arr *arrivals, check func([]notation.Move) bool) *search {
	s := &search{tg: tg, from: from, maxLen: maxLen, doubt: doubt, arr: arr, check: check, bestUnseen: maxUnseen + 1}
	need, ok := tg.movesNeeded(&from)
	if !ok {
		s.phase = phaseDone
		return s
	}
	s.n = max(1, fewest(need, from.Turn()))
	if s.n > maxLen {
		s.phase = phaseDone
		return s
	}
	s.begin()
	return s
}

// begin starts the walk for length s.n.
func (s *search) begin() {
	s.depth = 0
	s.frames[0] = frame{pos: s.from, moves: s.from.LegalMoves(s.bufs[0][:0])}
}

// done tells whether the search is over.
func (s *search) done() bool { return s.phase == phaseDone }

// run does the whole search at once (tests, benchmarks).
func (s *search) run() *search {
	for !s.step(searchBudget) {
	}
	return s
}

// step expands at most budget positions; it returns true when the
// search is over.
func (s *search) step(budget int) bool {
	for spent := 0; s.phase != phaseDone; {
		f := &s.frames[s.depth]
		if f.i == len(f.moves) {
			if s.depth > 0 {
				s.depth--
				continue
			}
			s.lengthDone()
			continue
		}
		if spent >= budget {
			return false
		}
		if s.nodes >= searchBudget {
			s.exhausted = true
			s.phase = phaseDone
			break
		}
		m := f.moves[f.i]
		f.i++
		q := f.pos
		q.Play(m)
		spent++
		s.nodes++
		need, ok := s.tg.movesNeeded(&q)
		if !ok || !fits(need, s.n-s.depth-1, q.Turn()) {
			continue
		}
		must, half, unseen, loose := f.must, f.half, f.unseen, f.loose
		if s.arr != nil {
			us := f.pos.Turn()
			if must[us]&half[us] != 0 {
				// A capture half seen that the reply did not take goes on:
				// nothing shows it.
				loose++
			}
			half[us] = 0
			if must, ok = s.arr.apply(&f.pos, m, &q, must); ok && must[us] != 0 {
				unseen++
				if half[us.Other()].Has(m.To()) {
					// Taken back by a piece never seen there either:
					// nothing of the capture was seen but its victim.
					ok = false
				} else if s.arr.retaken(&f.pos, m) {
					half[us] = 1 << uint(m.To())
				} else {
					loose++
				}
			}
			if !ok || unseen > maxUnseen || loose > maxLoose {
				continue
			}
		}
		s.seq[s.depth] = m
		if s.depth+1 == s.n {
			if must[0] == 0 && must[1] == 0 && s.tg.reached(&q) {
				s.collect(unseen)
			}
			continue
		}
		s.depth++
		s.frames[s.depth] = frame{pos: q, moves: q.LegalMoves(s.bufs[s.depth][:0]), must: must, half: half, unseen: unseen, loose: loose}
	}
	return true
}

func (s *search) collect(unseen int) {
	seq := slices.Clone(s.seq[:s.n])
	if s.check != nil && !s.check(seq) {
		return
	}
	if s.phase == phaseDoubt {
		if len(s.doubts) < maxFound {
			s.doubts = append(s.doubts, seq)
		}
		return
	}
	// Sequences the board saw every move of come first: one with a move
	// it never saw explains less.
	if unseen < s.bestUnseen {
		s.bestUnseen, s.found, s.more = unseen, nil, false
	}
	if unseen > s.bestUnseen {
		return
	}
	if len(s.found) >= maxFound {
		s.more = true
		return
	}
	s.found = append(s.found, seq)
}

// lengthDone moves on when every sequence of length s.n was walked.
func (s *search) lengthDone() {
	switch {
	case s.phase == phaseShortest && len(s.found) == 0 && s.n < s.maxLen:
		s.n++
		s.begin()
	case s.phase == phaseShortest && len(s.found) > 0 && s.doubt && s.n < s.maxLen:
		s.phase = phaseDoubt
		s.n++
		s.begin()
	default:
		s.phase = phaseDone
	}
}
