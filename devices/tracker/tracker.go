// Package tracker follows a game on a sensor board: from complete board
// readings to the moves both sides make (FIDE Laws of Chess, Appendix
// D.2.3: a move is made when the mover's piece has been put down and the
// board is a legal move away from the position), touches (D.2.2),
// takebacks, a new game, and instructions to put the board right.
//
// The tracker is a pure state machine: Feed gives it a reading, Tick
// tells it the time, and both return what happened. It never waits by
// itself; Deadline says when it wants the next Tick.
package tracker

import (
	"slices"
	"time"

	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/notation"
)

// Config holds the tracker's timing. The zero value uses the defaults.
type Config struct {
	// Settle is how long a board that matches a move which may still be
	// under way (a piece slid over a square it could go beyond, the rook
	// of a castling put down first) must stay unchanged before the move
	// counts. Default 300 ms. A move that cannot be under way any more
	// counts at once.
	Settle time.Duration
	// Air is how long a piece must have been off the board before being
	// put down for the placement to count as final even where a slide
	// could go on. Default 150 ms: longer than a piece slid over a square
	// seems to be away when a scanning board misses it on one or two scans.
	Air time.Duration
	// CastleWait is how long a rook put down as for castling waits for
	// the king before it counts as a rook move. Default 1.5 s.
	CastleWait time.Duration
	// CorrectWithin is how long after the last move was taken a board
	// showing the same piece moved on instead may correct it (a slide
	// that went on after a pause, the king of a castling after its
	// rook). Later, a piece carried away (a new game being set up) is no
	// correction. Default 3 s.
	CorrectWithin time.Duration
	// TouchMin is the shortest lift that counts as a touch (shorter ones
	// are sensor flicker). Default 100 ms.
	TouchMin time.Duration
	// FixAfter is how long the board may match nothing before the
	// tracker says how to put it right. Default 3 s.
	FixAfter time.Duration
}

func (c Config) withDefaults() Config {
	def := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
	}
	def(&c.Settle, 300*time.Millisecond)
	def(&c.Air, 150*time.Millisecond)
	def(&c.CastleWait, 1500*time.Millisecond)
	def(&c.CorrectWithin, 3*time.Second)
	def(&c.TouchMin, 100*time.Millisecond)
	def(&c.FixAfter, 3*time.Second)
	return c
}

// Kind says what an Event is.
type Kind uint8

// Kinds of events.
const (
	// Moved: Move was made; Before is the position it was made in and
	// Ply its index in the game.
	Moved Kind = iota
	// Corrected: the last move was replaced by Move (a rook put down
	// for castling that was taken for a rook move, a slide that went
	// on after a pause). Before and Ply are those of the replaced move.
	Corrected
	// Touched: the piece Piece on Square was lifted and put back.
	Touched
	// StartShown: the board shows the starting position, which is not
	// the game's position and no legal move away from it (a new game is
	// being set up, or the board came back from a power cut). Reconnected
	// tells which: true when the board was away since it last matched the
	// game. The tracker goes on following the game; the session decides.
	StartShown
	// Mismatch: the board has matched nothing for a while; Fixes say how
	// to put it right. Ply is the number of moves after which the game
	// stood as the board stands now (an earlier position of the game, as
	// when pieces are carried back), or -1.
	Mismatch
	// Restored: after a Mismatch, the board matches the game again.
	Restored
	// Rotated: the board stands turned by 180° (the black pieces on the
	// board's first ranks); squares are turned from now on.
	Rotated
)

// Event is something the tracker saw.
type Event struct {
	Kind   Kind
	Move   notation.Move
	Before notation.Position
	Ply    int
	Square notation.Square
	Piece  notation.Piece
	Fixes  []Fix
	// Reconnected, for StartShown: the board was away (unplugged)
	// since it last matched the game.
	Reconnected bool
	// Away, for Moved: the move was made while the board was away; it
	// was found in the first reading after the board came back.
	Away bool
	// Time is when the reading that decided the event arrived (for a
	// move: when its final placement was reported).
	Time time.Time
}

// Fix is one thing to do to put the board right: put Want on Square
// (Want NoPiece: clear the square). Have is what stands there now.
type Fix struct {
	Square     notation.Square
	Want, Have notation.Piece
}

// Tracker follows one game.
type Tracker struct {
	cfg  Config
	game *notation.Game
	pos  []notation.Position // pos[i]: after i moves
	// rotated: the board stands turned; readings are turned on input.
	rotated bool

	have      bool
	board     [64]notation.Piece // last reading, game orientation
	boardTime time.Time
	// missing[pc] is when the board first had fewer pieces pc than the
	// position, or zero while it has them all.
	missing map[notation.Piece]time.Time
	// lifted is the square of the one piece off the board when the board
	// was the position less that piece, NoSquare otherwise.
	lifted     notation.Square
	liftedAt   time.Time
	liftedWhat notation.Piece

	pending         notation.Move // a matching move waiting for pendingUntil
	pendingUntil    time.Time     // zero: waiting without a time limit
	pendingCorrects bool          // pending replaces the last move
	pendingTime     time.Time

	// lastAt is when the last move was taken or corrected.
	lastAt time.Time
	// synced is set once the board has shown the game's position: only
	// from a position the board has shown are its moves followed (a
	// second board still being set up for a new game, the pieces half
	// home, is no move of the new game), unless it comes back from a
	// break (resync).
	synced bool

	// startShown is set while the board shows the starting position
	// and StartShown was reported for it.
	startShown bool

	// resync is set from a reconnection until the board matches the
	// game again; fresh until the first reading after it, whose moves
	// were made while the board was away (heldAway for a held sequence
	// found in it).
	resync, fresh, awayNow, heldAway bool
	// awaitStart: the game is over; only the starting position counts.
	awaitStart bool
	// heldSeq is a sequence of moves the board shows, waiting for
	// heldSeqUntil.
	heldSeq      []notation.Move
	heldSeqUntil time.Time
	wrongSince   time.Time // board matches nothing since; zero when fine
	told         bool      // instructions were given for the board as it stands
	toldAny      bool      // instructions were given since the board last matched
	refreshedFor time.Time // the mismatch a full reading was asked for
}

// refreshAfter is how long a board may match nothing before it is read
// whole again: line noise may have spoilt a report.
const refreshAfter = time.Second

// RefreshAt tells when the board should be read whole again: a second
// into a mismatch, once per mismatch.
func (t *Tracker) RefreshAt() (time.Time, bool) {
	if t.awaitStart || t.wrongSince.IsZero() || t.wrongSince.Equal(t.refreshedFor) {
		return time.Time{}, false
	}
	return t.wrongSince.Add(refreshAfter), true
}

// Refreshing notes that a full reading was asked for the present
// mismatch.
func (t *Tracker) Refreshing() { t.refreshedFor = t.wrongSince }

// New starts following a game from start (with moves already played,
// for a resumed game).
func New(g *notation.Game, cfg Config) *Tracker {
	t := &Tracker{cfg: cfg.withDefaults(), missing: map[notation.Piece]time.Time{}, lifted: notation.NoSquare}
	t.reset(g)
	return t
}

func (t *Tracker) reset(g *notation.Game) {
	t.game = g
	t.pos = t.pos[:0]
	p := g.Start
	t.pos = append(t.pos, p)
	for _, m := range g.Moves {
		p.Play(m)
		t.pos = append(t.pos, p)
	}
	t.clearPending()
	t.heldSeq = nil
	t.startShown = false
	t.wrongSince = time.Time{}
	t.told, t.toldAny = false, false
	clear(t.missing)
	t.lifted = notation.NoSquare
}

func (t *Tracker) clearPending() {
	t.pending = notation.NullMove
	t.pendingUntil = time.Time{}
	t.pendingCorrects = false
}

// Game returns the game followed so far.
func (t *Tracker) Game() *notation.Game { return t.game }

// Position returns the current position.
func (t *Tracker) Position() notation.Position { return t.pos[len(t.pos)-1] }

// Rotated tells whether the board stands turned by 180°.
func (t *Tracker) Rotated() bool { return t.rotated }

// Deadline returns when the tracker wants Tick called, if it does.
func (t *Tracker) Deadline() (time.Time, bool) {
	if t.awaitStart {
		return time.Time{}, false
	}
	var d time.Time
	set := func(x time.Time) {
		if !x.IsZero() && (d.IsZero() || x.Before(d)) {
			d = x
		}
	}
	if t.pending != notation.NullMove {
		set(t.pendingUntil)
	}
	if t.heldSeq != nil && !t.heldSeqUntil.IsZero() {
		set(t.heldSeqUntil)
	}
	if !t.wrongSince.IsZero() && !t.told {
		set(t.wrongSince.Add(t.fixDelay()))
	}
	return d, !d.IsZero()
}

func placement(p *notation.Position) [64]notation.Piece { return p.Placement() }

func rotate(b [64]notation.Piece) [64]notation.Piece {
	var r [64]notation.Piece
	for i := range b {
		r[63-i] = b[i]
	}
	return r
}

var startPlacement = func() [64]notation.Piece {
	p := notation.StartPosition()
	return p.Placement()
}()

// Feed takes a reading and returns what it shows.
func (t *Tracker) Feed(r devices.Reading) []Event {
	var evs []Event
	raw := [64]notation.Piece(r.Board)
	// Orientation is decided at the starting position.
	if raw == rotate(startPlacement) && raw != startPlacement && !t.rotated {
		t.rotated = true
		evs = append(evs, Event{Kind: Rotated, Time: r.Time})
	} else if raw == startPlacement && t.rotated {
		t.rotated = false
		evs = append(evs, Event{Kind: Rotated, Time: r.Time})
	}
	b := raw
	if t.rotated {
		b = rotate(raw)
	}
	now := r.Time
	prev := t.board
	hadPrev := t.have
	t.board, t.boardTime, t.have = b, now, true
	if t.awaitStart {
		if b != startPlacement {
			t.startShown = false
		} else if !t.startShown {
			t.startShown = true
			evs = append(evs, Event{Kind: StartShown, Time: now})
		}
		return evs
	}
	// The first reading after the board came back shows what was done
	// while it was away.
	t.awayNow, t.fresh = t.fresh, false

	cur := t.Position()
	want := placement(&cur)

	// Air time of each piece kind: how long it had been missing.
	air := map[notation.Piece]time.Duration{}
	var cntB, cntW [16]int
	for s := 0; s < 64; s++ {
		cntB[b[s]]++
		cntW[want[s]]++
	}
	for pc := notation.Piece(1); pc < 16; pc++ {
		if since, ok := t.missing[pc]; ok {
			air[pc] = now.Sub(since)
		}
		if cntB[pc] < cntW[pc] {
			if _, ok := t.missing[pc]; !ok {
				t.missing[pc] = now
			}
		} else {
			delete(t.missing, pc)
		}
	}

	evs = append(evs, t.judge(now, air, !hadPrev || prev != b)...)

	// Touch bookkeeping, against the position after what judge decided:
	// the position less exactly one piece.
	cur = t.Position()
	want = placement(&cur)
	if sq, ok := oneLifted(&b, &want); ok {
		if t.lifted != sq {
			t.lifted, t.liftedAt, t.liftedWhat = sq, now, want[sq]
		}
	} else if b == want {
		if t.lifted != notation.NoSquare && hadPrev && now.Sub(t.liftedAt) >= t.cfg.TouchMin {
			if ps, ok := oneLifted(&prev, &want); ok && ps == t.lifted {
				evs = append(evs, Event{Kind: Touched, Square: t.lifted, Piece: t.liftedWhat, Time: now})
			}
		}
		t.lifted = notation.NoSquare
	} else {
		t.lifted = notation.NoSquare
	}
	t.awayNow = false
	return evs
}

// onlyLiftedFrom tells whether b is q with some pieces lifted, the
// moved piece of m still on its square.
func onlyLiftedFrom(q, b *[64]notation.Piece, m notation.Move) bool {
	if b[m.To()] != q[m.To()] {
		return false
	}
	for s := range q {
		if b[s] != q[s] && b[s] != notation.NoPiece {
			return false
		}
	}
	return true
}

// oneLifted tells whether b is want less exactly one piece.
func oneLifted(b, want *[64]notation.Piece) (notation.Square, bool) {
	sq := notation.NoSquare
	for s := 0; s < 64; s++ {
		if b[s] == want[s] {
			continue
		}
		if b[s] != notation.NoPiece || sq != notation.NoSquare {
			return notation.NoSquare, false
		}
		sq = notation.Square(s)
	}
	return sq, sq != notation.NoSquare
}

// judge decides what the current board means.
func (t *Tracker) judge(now time.Time, air map[notation.Piece]time.Duration, changed bool) []Event {
	var evs []Event
	b := t.board
	// A move waiting to settle is done when the board has moved on to
	// something else that leaves its piece where it stood: another piece
	// lifted, or the reply made.
	if t.pending != notation.NullMove && !t.pendingCorrects {
		cur := t.Position()
		q := cur
		q.Play(t.pending)
		qb := q.Placement()
		if qb != b && !kingLiftedAfter(&cur, t.pending, &b) {
			_, replied := matchMove(&q, &b)
			if replied || onlyLiftedFrom(&qb, &b, t.pending) {
				m := t.pending
				t.clearPending()
				evs = append(evs, t.commit(m, t.pendingTime)...)
			}
		}
	}
	cur := t.Position()
	want := placement(&cur)

	if b != startPlacement {
		t.startShown = false
	}
	if b == want {
		t.clearPending()
		t.heldSeq = nil
		t.resync = false
		t.synced = true
		return append(evs, t.fine(now)...)
	}
	if !t.synced && !t.resync {
		// The board has not shown the game yet: nothing it shows is a
		// move of it.
		return append(evs, t.mismatch(now, changed)...)
	}

	// A legal move away?
	if m, ok := matchMove(&cur, &b); ok {
		t.heldSeq = nil
		wait := t.underWay(&cur, m, air)
		if wait == 0 {
			t.clearPending()
			return append(append(evs, t.fine(now)...), t.commit(m, now)...)
		}
		// The wait runs from the last change: a board that reports
		// every scan repeats what it sees without moving anything on.
		if t.pending != m || t.pendingCorrects {
			t.pending, t.pendingCorrects, t.pendingTime = m, false, now
			t.pendingUntil = now.Add(wait)
		} else if changed {
			t.pendingUntil = now.Add(wait)
		}
		return append(evs, t.fine(now)...)
	}

	// A rook put down for castling, with the king now in the air: go on
	// waiting without a time limit.
	if t.pending != notation.NullMove && !t.pendingCorrects {
		if t.pendingHolds(&b) {
			// The moved piece's departure square stays as after the move
			// while other things change (the reply under way, the moved
			// piece captured or moving on): keep waiting for a board that
			// decides it, but not for ever.
			if changed {
				t.pendingUntil = now.Add(t.cfg.FixAfter)
			}
			return append(evs, t.fine(now)...)
		}
	}
	t.clearPending()

	// The starting position, no legal move away: a new game is being
	// set up (or the board was switched off and on). The session
	// decides; the pieces' way there is never taken for moves.
	if b == startPlacement && !t.atStart() {
		t.heldSeq = nil
		if !t.startShown {
			t.startShown = true
			evs = append(evs, Event{Kind: StartShown, Reconnected: t.resync, Time: now})
		}
		return append(evs, t.mismatch(now, changed)...)
	}

	// The last move replaced by another of the same piece (only before
	// the reply): a slide that went on after a pause, a piece set down
	// and then moved on, a rook put down for castling and then the king.
	// A move of another piece is never a correction: pieces carried back
	// (a new game being set up) must not rewrite the game.
	if n := len(t.game.Moves); n > 0 {
		before := t.pos[n-1]
		last := t.game.Moves[n-1]
		if m, ok := matchMove(&before, &b); ok && m != last && samePiece(last, m) && now.Sub(t.lastAt) <= t.cfg.CorrectWithin {
			wait := t.underWay(&before, m, air)
			if wait == 0 {
				return append(append(evs, t.fine(now)...), t.correct(m, now)...)
			}
			if t.pending != m || !t.pendingCorrects {
				t.pending, t.pendingCorrects, t.pendingTime = m, true, now
				t.pendingUntil = now.Add(wait)
			} else if changed {
				t.pendingUntil = now.Add(wait)
			}
			return append(evs, t.fine(now)...)
		}
	}

	// Two moves away, after a reconnection: both sides moved while the
	// board was unplugged. Only an explanation that is the only one
	// counts (side to move included), and the board must hold still for
	// Settle first (a flickering sensor must not be explained by a chain
	// of captures), or play must go on from it. While the board is
	// followed without a break no move can go unreported, and pieces
	// carried home to set up a new game can look like two moves.
	if t.heldSeq != nil {
		q := cur
		for _, m := range t.heldSeq {
			q.Play(m)
		}
		if q.Placement() == b {
			// Back to the held board after a change.
			if t.heldSeqUntil.IsZero() {
				t.heldSeqUntil = now.Add(t.cfg.Settle)
			}
			return append(evs, t.fine(now)...)
		}
		if _, ok := matchMove(&q, &b); ok {
			// Play went on from the held board: that settles it, and
			// the move after it is judged as any move (it may still be
			// under way).
			seq := t.heldSeq
			t.heldSeq = nil
			t.awayNow = t.heldAway
			for _, m := range seq {
				evs = append(evs, t.commit(m, now)...)
			}
			t.awayNow = false
			return append(evs, t.judge(now, air, changed)...)
		}
	}
	if seq, ok := explainTwo(&cur, &b); ok && t.resync {
		if !slices.Equal(seq, t.heldSeq) {
			t.heldAway = t.awayNow
		}
		if !slices.Equal(seq, t.heldSeq) || t.heldSeqUntil.IsZero() {
			t.heldSeq, t.heldSeqUntil = seq, now.Add(t.cfg.Settle)
		}
		return append(evs, t.fine(now)...)
	}
	// Something in between: keep a held sequence, but decide it only
	// when its board is seen again.
	t.heldSeqUntil = time.Time{}

	// Nothing matches: an earlier position (pieces carried back), a
	// piece in the hand, a wrong board.
	return append(evs, t.mismatch(now, changed)...)
}

// mismatch notes that the board matches nothing. Instructions follow
// after a while (Tick).
func (t *Tracker) mismatch(now time.Time, changed bool) []Event {
	if t.wrongSince.IsZero() {
		t.wrongSince = now
	} else if t.told && changed {
		// The board changed but is still wrong: tell again once it has
		// stayed wrong for a while.
		t.told = false
		t.wrongSince = now
	}
	return nil
}

func (t *Tracker) mismatchEvent(now time.Time) Event {
	cur := t.Position()
	return Event{Kind: Mismatch, Fixes: Fixes(&cur, &t.board), Ply: t.earlier(&t.board), Time: now}
}

// atStart tells whether the game stands in the standard starting
// position.
func (t *Tracker) atStart() bool {
	cur := t.Position()
	return cur.Placement() == startPlacement && len(t.game.Moves) == 0
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

// fine ends a mismatch, saying so if instructions had been given.
func (t *Tracker) fine(now time.Time) []Event {
	told := t.toldAny
	t.wrongSince, t.told, t.toldAny = time.Time{}, false, false
	if told {
		return []Event{{Kind: Restored, Time: now}}
	}
	return nil
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

// Reconnected tells the tracker that the board was away. Until the
// board matches the game again, two moves made meanwhile are looked for,
// and the starting position is reported as shown after a reconnection
// (a board switched off and on, not a new game).
func (t *Tracker) Reconnected() { t.resync, t.fresh = true, true }

// AwaitStart tells the tracker that the game is over: from now on it
// reports nothing but the starting position (StartShown), whatever else
// the pieces do.
func (t *Tracker) AwaitStart() {
	t.awaitStart = true
	t.clearPending()
	t.heldSeq = nil
	t.wrongSince, t.told, t.toldAny = time.Time{}, false, false
	t.lifted = notation.NoSquare
	t.startShown = false
}

// explainTwo finds the two legal moves from p that lead to board b, if
// exactly one pair does and no three moves do: a board two moves on is
// taken only when nothing else explains it, the side to move included
// (g3, Bc8, g4 leave the board g4 and Bc8 leave, with the other side to
// move). Longer sequences that end in the same position with the same
// side to move are not looked for.
func explainTwo(p *notation.Position, b *[64]notation.Piece) ([]notation.Move, bool) {
	// Each move changes at most four squares and takes at most one
	// piece: a board further away needs no search.
	pl := p.Placement()
	have, total := 0, 0
	for s := range pl {
		if pl[s] != notation.NoPiece {
			have++
		}
		if b[s] != notation.NoPiece {
			total++
		}
	}
	if differ(&pl, b) > 12 || have < total || have-total > 3 {
		return nil, false
	}
	var found []notation.Move
	var buf, buf2, buf3 [256]notation.Move
	for _, m := range p.LegalMoves(buf[:0]) {
		q := *p
		q.Play(m)
		for _, r := range q.LegalMoves(buf2[:0]) {
			x := q
			x.Play(r)
			xp := x.Placement()
			d := differ(&xp, b)
			if d == 0 {
				if found != nil {
					return nil, false // two explanations: none is taken
				}
				found = []notation.Move{m, r}
				continue
			}
			if d > 4 {
				continue
			}
			// A third move from here to the board: the side to move
			// is in doubt.
			for _, u := range x.LegalMoves(buf3[:0]) {
				y := x
				y.Play(u)
				if y.Placement() == *b {
					return nil, false
				}
			}
		}
	}
	return found, found != nil
}

// differ counts the squares on which a and b differ.
func differ(a, b *[64]notation.Piece) int {
	n := 0
	for s := range a {
		if a[s] != b[s] {
			n++
		}
	}
	return n
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

// underWay tells how long to wait before move m of p counts: zero when
// nothing more can follow, Settle when the piece may be sliding on,
// CastleWait when the rook of a castling was put down first.
func (t *Tracker) underWay(p *notation.Position, m notation.Move, air map[notation.Piece]time.Duration) time.Duration {
	d := p.Describe(m)
	mover := notation.MakePiece(p.Turn(), d.Piece)
	var buf [256]notation.Move
	legal := p.LegalMoves(buf[:0])
	if d.Piece == notation.Rook && d.Captured == notation.NoPieceType {
		for _, c := range legal {
			if c.IsCastle() && castleRook(c) == [2]notation.Square{m.From(), m.To()} {
				return t.cfg.CastleWait
			}
		}
	}
	if d.Promotion != notation.NoPieceType || d.Capture() || d.Castle != notation.NoCastle {
		return 0
	}
	if air[mover] >= t.cfg.Air {
		return 0 // put down from the air: final
	}
	df, dr := m.To().File()-m.From().File(), m.To().Rank()-m.From().Rank()
	for _, c := range legal {
		if c.From() != m.From() || c == m {
			continue
		}
		cf, cr := c.To().File()-c.From().File(), c.To().Rank()-c.From().Rank()
		// Same direction, further along.
		if cf*dr == cr*df && cf*df+cr*dr > df*df+dr*dr && (cf*df >= 0 && cr*dr >= 0) {
			return t.cfg.Settle
		}
	}
	return 0
}

// pendingHolds tells whether board b may still show the pending move
// made: its departure square is as after the move.
func (t *Tracker) pendingHolds(b *[64]notation.Piece) bool {
	n := len(t.pos) - 1
	if t.pendingCorrects {
		n--
	}
	q := t.pos[n]
	m := t.pending
	q.Play(m)
	qb := q.Placement()
	return b[m.From()] == qb[m.From()]
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
	ks := k.First()
	want[ks] = notation.NoPiece
	return want == *b
}

func (t *Tracker) commit(m notation.Move, now time.Time) []Event {
	cur := t.Position()
	next := cur
	next.Play(m)
	t.game.Moves = append(t.game.Moves, m)
	t.pos = append(t.pos, next)
	t.resync = false
	t.lastAt = now
	t.synced = true
	clear(t.missing)
	t.lifted = notation.NoSquare
	return []Event{{Kind: Moved, Move: m, Before: cur, Ply: len(t.game.Moves) - 1, Away: t.awayNow, Time: now}}
}

func (t *Tracker) correct(m notation.Move, now time.Time) []Event {
	n := len(t.game.Moves)
	before := t.pos[n-1]
	next := before
	next.Play(m)
	t.game.Moves[n-1] = m
	t.pos[n] = next
	clear(t.missing)
	t.lastAt = now
	t.lifted = notation.NoSquare
	return []Event{{Kind: Corrected, Move: m, Before: before, Ply: n - 1, Time: now}}
}

// Tick tells the tracker the time; it returns what waiting decided.
func (t *Tracker) Tick(now time.Time) []Event {
	if t.awaitStart {
		return nil
	}
	var evs []Event
	if t.pending != notation.NullMove && !t.pendingUntil.IsZero() && !now.Before(t.pendingUntil) {
		m, corr := t.pending, t.pendingCorrects
		holds := t.pendingHolds(&t.board)
		at := t.pendingTime
		t.clearPending()
		if holds {
			if corr {
				evs = append(evs, t.correct(m, at)...)
			} else {
				evs = append(evs, t.commit(m, at)...)
			}
			// Judge what the board shows now from the new position.
			evs = append(evs, t.judge(now, nil, true)...)
		}
	}
	if t.heldSeq != nil && !t.heldSeqUntil.IsZero() && !now.Before(t.heldSeqUntil) {
		seq := t.heldSeq
		cur := t.Position()
		if got, ok := explainTwo(&cur, &t.board); ok && slices.Equal(got, seq) {
			t.heldSeq = nil
			t.awayNow = t.heldAway
			for _, m := range seq {
				evs = append(evs, t.commit(m, t.boardTime)...)
			}
			t.awayNow = false
		} else {
			t.heldSeqUntil = time.Time{}
		}
	}
	if !t.wrongSince.IsZero() && !t.told && !now.Before(t.wrongSince.Add(t.fixDelay())) {
		t.told, t.toldAny = true, true
		evs = append(evs, t.mismatchEvent(now))
	}
	return evs
}

// fixDelay is how long a mismatch may last before instructions: longer
// while pieces are merely lifted (a player thinking with a piece in
// hand), FixAfter when something stands where it should not.
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
		return 3 * t.cfg.FixAfter
	case (home || t.atStart()) && !t.resync:
		// Every piece out of place stands on its square of the starting
		// position, or a new game waits for its first move: the pieces
		// are being set up, which takes a while and needs no
		// instructions.
		return 10 * t.cfg.FixAfter
	}
	return t.cfg.FixAfter
}

// Fixes lists what to do to make board b show position p: squares to
// clear first, then pieces to put down.
func Fixes(p *notation.Position, b *[64]notation.Piece) []Fix {
	want := p.Placement()
	var clearFix, put []Fix
	for s := notation.Square(0); s < 64; s++ {
		if b[s] == want[s] {
			continue
		}
		f := Fix{Square: s, Want: want[s], Have: b[s]}
		if want[s] == notation.NoPiece {
			clearFix = append(clearFix, f)
		} else {
			put = append(put, f)
		}
	}
	return append(clearFix, put...)
}
