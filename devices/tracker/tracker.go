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

// Config holds the tracker's timing. The zero value uses the defaults,
// which follow the board's scan time.
type Config struct {
	// Scan is how long the board takes for one full scan of its
	// squares, for readings that do not say (devices.Reading.Scan).
	// Default 250 ms, the longest documented (DGT: 200 to 250 ms).
	Scan time.Duration
	// Settle is how long a board that matches a move which may still be
	// under way (a piece that may be sliding on beyond the square it
	// was seen on, or was set down there on its way) must stay unchanged
	// before the move counts. Default: one scan of the board and
	// HandPause, the time the board needs to see the piece leave again.
	// A move that cannot be under way any more counts at once.
	Settle time.Duration
	// CastleWait is how long a rook put down as for castling waits for
	// the king before it counts as a rook move. Default 1.5 s.
	CastleWait time.Duration
	// TouchMin is the shortest lift that counts as a touch. Default: one
	// scan of the board and 30 ms, since a sensor that misses a piece
	// once is seen without it for a whole scan.
	TouchMin time.Duration
	// Hold is how long the board must show an earlier position (or the
	// starting position) before it counts as a takeback (or a new game).
	// Default 800 ms.
	Hold time.Duration
	// FixAfter is how long the board may match nothing before the
	// tracker says how to put it right. Default 3 s.
	FixAfter time.Duration
}

// Timing defaults.
const (
	// DefaultScan is the scan time of a board whose readings do not
	// say it: the slowest documented (a DGT board).
	DefaultScan = 250 * time.Millisecond
	// HandPause is how long, beyond one scan of the board, a move that
	// may still be under way waits: for a hand that sets a piece down on
	// a square on its way and slides it on, and for the time the board's
	// reports take on the line.
	HandPause = 90 * time.Millisecond
	// touchSlack is what a lift must last beyond one scan to be a touch.
	touchSlack = 30 * time.Millisecond
)

func (c Config) withDefaults() Config {
	def := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
	}
	def(&c.Scan, DefaultScan)
	def(&c.CastleWait, 1500*time.Millisecond)
	def(&c.Hold, 800*time.Millisecond)
	def(&c.FixAfter, 3*time.Second)
	return c
}

// settle is Config.Settle, or the default for the board's scan time.
func (t *Tracker) settle() time.Duration {
	if t.cfg.Settle > 0 {
		return t.cfg.Settle
	}
	return t.scan + HandPause
}

// seqSettle is how long a board that several moves explain must hold
// still before they count. After a reconnection the moves were made
// while the board was away: two scans and HandPause (a piece dragged
// over the board is unseen for up to a scan between squares, and seen
// arriving up to a scan later). While the board is connected it saw
// every move made slower than its scan, so a board that looks like
// several moves at once is mostly pieces in the hands (a capture's
// victim taken off, the capturing piece still held in the air looks
// like an exchange): wait as long as for a board that matches nothing,
// FixAfter; play going on from that board decides it at once.
// Config.Settle, when set, is taken as it is.
func (t *Tracker) seqSettle() time.Duration {
	if t.cfg.Settle > 0 {
		return t.cfg.Settle
	}
	if t.resync {
		return 2*t.scan + HandPause
	}
	return t.cfg.FixAfter
}

// touchMin is Config.TouchMin, or the default for the board's scan time.
func (t *Tracker) touchMin() time.Duration {
	if t.cfg.TouchMin > 0 {
		return t.cfg.TouchMin
	}
	return t.scan + touchSlack
}

// Scan returns the board's scan time the tracker goes by: the last
// reading's, or Config.Scan.
func (t *Tracker) Scan() time.Duration { return t.scan }

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
	// TookBack: the board shows the position after Ply moves again;
	// the later moves are gone.
	TookBack
	// NewGame: the board shows the starting position; a new game
	// begins. Game holds the game that ended.
	NewGame
	// Mismatch: the board has matched nothing for a while; Fixes say how
	// to put it right.
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
	Game   *notation.Game
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

// pendingState is a move that matches the board and waits for
// pendingUntil before it counts.
type pendingState struct {
	pending         notation.Move // the move; NullMove: none
	pendingUntil    time.Time
	pendingCorrects bool      // it replaces the last move
	pendingLong     bool      // the wait was stretched: the king of a castling is in the air
	pendingTime     time.Time // when the board showed it
}

// Tracker follows one game.
type Tracker struct {
	cfg  Config
	scan time.Duration // the board's scan time
	game *notation.Game
	pos  []notation.Position // pos[i]: after i moves
	// rotated: the board stands turned; readings are turned on input.
	rotated bool

	have      bool
	board     [64]notation.Piece // last reading, game orientation
	boardTime time.Time
	// lifted is the square of the one piece off the board when the board
	// was the position less that piece, NoSquare otherwise.
	lifted     notation.Square
	liftedAt   time.Time
	liftedWhat notation.Piece

	pendingState

	heldPly   int // earlier position the board shows, -1 none
	heldUntil time.Time
	heldNew   bool // the held position is the starting position: new game

	resync bool // reconnected and not matched since: search deeper
	// heldSeq is a sequence of moves the board shows, waiting for
	// heldSeqUntil.
	heldSeq      []notation.Move
	heldSeqUntil time.Time
	wrongSince   time.Time // board matches nothing since; zero when fine
	told         bool      // instructions were given for this mismatch
	refreshedFor time.Time // the mismatch a full reading was asked for
}

// refreshAfter is how long a board may match nothing before it is read
// whole again: line noise may have spoilt a report.
const refreshAfter = time.Second

// RefreshAt tells when the board should be read whole again: a second
// into a mismatch, once per mismatch.
func (t *Tracker) RefreshAt() (time.Time, bool) {
	if t.wrongSince.IsZero() || t.wrongSince.Equal(t.refreshedFor) {
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
	t := &Tracker{cfg: cfg.withDefaults(), lifted: notation.NoSquare, heldPly: -1}
	t.scan = t.cfg.Scan
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
	t.heldPly = -1
	t.heldSeq = nil
	t.wrongSince = time.Time{}
	t.told = false
	t.lifted = notation.NoSquare
}

func (t *Tracker) clearPending() {
	t.pending = notation.NullMove
	t.pendingUntil = time.Time{}
	t.pendingCorrects = false
	t.pendingLong = false
}

// Game returns the game followed so far.
func (t *Tracker) Game() *notation.Game { return t.game }

// Position returns the current position.
func (t *Tracker) Position() notation.Position { return t.pos[len(t.pos)-1] }

// Rotated tells whether the board stands turned by 180°.
func (t *Tracker) Rotated() bool { return t.rotated }

// Deadline returns when the tracker wants Tick called, if it does.
func (t *Tracker) Deadline() (time.Time, bool) {
	var d time.Time
	set := func(x time.Time) {
		if !x.IsZero() && (d.IsZero() || x.Before(d)) {
			d = x
		}
	}
	if t.pending != notation.NullMove {
		set(t.pendingUntil)
	}
	if t.heldPly >= 0 {
		set(t.heldUntil)
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
	if r.Scan > 0 {
		t.scan = r.Scan
	}
	prev := t.board
	hadPrev := t.have
	t.board, t.boardTime, t.have = b, now, true

	evs = append(evs, t.judge(now, !hadPrev || prev != b)...)

	// Touch bookkeeping, against the position after what judge decided:
	// the position less exactly one piece.
	cur := t.Position()
	want := placement(&cur)
	if sq, ok := oneLifted(&b, &want); ok {
		if t.lifted != sq {
			t.lifted, t.liftedAt, t.liftedWhat = sq, now, want[sq]
		}
	} else if b == want {
		if t.lifted != notation.NoSquare && hadPrev && now.Sub(t.liftedAt) >= t.touchMin() {
			if ps, ok := oneLifted(&prev, &want); ok && ps == t.lifted {
				evs = append(evs, Event{Kind: Touched, Square: t.lifted, Piece: t.liftedWhat, Time: now})
			}
		}
		t.lifted = notation.NoSquare
	} else {
		t.lifted = notation.NoSquare
	}

	return evs
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
func (t *Tracker) judge(now time.Time, changed bool) []Event {
	var evs []Event
	b := t.board
	// A move waiting to settle (or to replace the last move) is done when
	// the reply has been made after it. (A piece merely lifted decides
	// nothing: a sensor that misses a piece looks the same for a scan.)
	if t.pending != notation.NullMove {
		q := t.pendingBase()
		q.Play(t.pending)
		if _, replied := matchMove(&q, &b); replied {
			evs = append(evs, t.decide()...)
		}
	}
	cur := t.Position()
	want := placement(&cur)

	if b == want {
		t.clearPending()
		t.heldPly = -1
		t.heldSeq = nil
		t.resync = false
		return append(evs, t.fine(now)...)
	}

	// A legal move away?
	if m, ok := matchMove(&cur, &b); ok {
		t.heldPly = -1
		t.heldSeq = nil
		wait := t.underWay(&cur, m)
		if wait == 0 {
			t.clearPending()
			return append(append(evs, t.fine(now)...), t.commit(m, now)...)
		}
		// A move already waiting keeps its time: its piece stood on its
		// square all along (hold), whatever flickered meanwhile.
		if t.pending != m || t.pendingCorrects {
			t.pendingState = pendingState{pending: m, pendingTime: now, pendingUntil: now.Add(wait)}
		}
		return append(evs, t.fine(now)...)
	}

	// The moved piece stays on its square while other things change (the
	// reply under way, the king of a castling in the air): keep waiting
	// for a board that decides it.
	if t.pending != notation.NullMove && !t.pendingCorrects && t.hold(now, &b) {
		return append(evs, t.fine(now)...)
	}
	kept := t.pendingState
	t.clearPending()

	// The last move replaced by another (only before the reply).
	if n := len(t.game.Moves); n > 0 {
		before := t.pos[n-1]
		if m, ok := matchMove(&before, &b); ok && m != t.game.Moves[n-1] {
			t.heldPly = -1
			wait := t.underWay(&before, m)
			if wait == 0 {
				return append(append(evs, t.fine(now)...), t.correct(m, now)...)
			}
			t.pendingState = pendingState{pending: m, pendingCorrects: true, pendingTime: now, pendingUntil: now.Add(wait)}
			if kept.pending == m && kept.pendingCorrects {
				t.pendingState = kept
			}
			return append(evs, t.fine(now)...)
		}
	}
	// A correction waits the same way (the opponent's reply under way
	// within the castling wait must not drop it).
	if kept.pending != notation.NullMove && kept.pendingCorrects {
		t.pendingState = kept
		if t.hold(now, &b) {
			return append(evs, t.fine(now)...)
		}
		t.clearPending()
	}

	// Several moves away: while the board was unplugged (or a report
	// was lost) both sides may have moved. Two moves are looked for
	// always, four after a reconnection until the board matches again.
	// The board must hold still for Settle first (a flickering sensor
	// must not be explained by a chain of captures), or play must go on
	// from it.
	if t.heldSeq != nil {
		q := cur
		for _, m := range t.heldSeq {
			q.Play(m)
		}
		if q.Placement() == b {
			// Back to the held board after a change.
			if t.heldSeqUntil.IsZero() {
				t.heldSeqUntil = now.Add(t.seqSettle())
			}
			return append(evs, t.fine(now)...)
		}
		if more := matchDeep(&q, &b, 2); more != nil {
			// Play went on from the held board: that settles it.
			seq := append(t.heldSeq, more...)
			t.heldSeq = nil
			t.heldPly = -1
			evs = append(evs, t.fine(now)...)
			for _, m := range seq {
				evs = append(evs, t.commit(m, now)...)
			}
			return evs
		}
	}
	depth := 2
	if t.resync {
		depth = 4
	}
	if seq := matchDeep(&cur, &b, depth); len(seq) > 1 {
		t.heldPly = -1
		if !slices.Equal(seq, t.heldSeq) || t.heldSeqUntil.IsZero() {
			t.heldSeq, t.heldSeqUntil = seq, now.Add(t.seqSettle())
		}
		return append(evs, t.fine(now)...)
	}
	// Something in between: keep a held sequence, but decide it only
	// when its board is seen again.
	t.heldSeqUntil = time.Time{}

	// An earlier position (takeback) or the starting position (new game).
	if k, isNew := t.earlier(&b); k >= 0 {
		if t.heldPly != k || t.heldNew != isNew {
			t.heldPly, t.heldNew, t.heldUntil = k, isNew, now.Add(t.cfg.Hold)
		}
		return append(evs, t.fine(now)...)
	}
	t.heldPly = -1

	// Nothing matches.
	if t.wrongSince.IsZero() {
		t.wrongSince = now
	} else if t.told && changed {
		// The board changed but is still wrong: tell again once it has
		// stayed wrong for a while.
		t.told = false
		t.wrongSince = now
	}
	return evs
}

// fine ends a mismatch, saying so if instructions had been given.
func (t *Tracker) fine(now time.Time) []Event {
	told := t.told
	t.wrongSince, t.told = time.Time{}, false
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

// Reconnected tells the tracker that the board was away: until the
// board matches again, up to four moves made meanwhile are looked for.
func (t *Tracker) Reconnected() { t.resync = true }

// matchDeep finds the shortest sequence of up to depth legal moves from
// p that leads to board b (nil if none). The search gives up after a
// tenth of a second.
func matchDeep(p *notation.Position, b *[64]notation.Piece, depth int) []notation.Move {
	stop := time.Now().Add(100 * time.Millisecond)
	var total int
	for _, pc := range b {
		if pc != notation.NoPiece {
			total++
		}
	}
	for d := 1; d <= depth; d++ {
		if seq := matchExact(p, b, total, d, stop); seq != nil {
			return seq
		}
	}
	return nil
}

func matchExact(p *notation.Position, b *[64]notation.Piece, total, d int, stop time.Time) []notation.Move {
	if d == 1 {
		if m, ok := matchMove(p, b); ok {
			return []notation.Move{m}
		}
		return nil
	}
	// Each move changes at most four squares and takes at most one piece.
	pl := p.Placement()
	diff, have := 0, 0
	for s := range pl {
		if pl[s] != b[s] {
			diff++
		}
		if pl[s] != notation.NoPiece {
			have++
		}
	}
	if diff > 4*d || have < total || have-total > d || time.Now().After(stop) {
		return nil
	}
	var buf [256]notation.Move
	for _, m := range p.LegalMoves(buf[:0]) {
		q := *p
		q.Play(m)
		if rest := matchExact(&q, b, total, d-1, stop); rest != nil {
			return append([]notation.Move{m}, rest...)
		}
	}
	return nil
}

// earlier finds the latest earlier position the board shows: the ply
// count, and whether it is the starting position of a new game.
func (t *Tracker) earlier(b *[64]notation.Piece) (int, bool) {
	n := len(t.pos) - 1
	if n > 0 && *b == startPlacement {
		return 0, true
	}
	for k := n - 1; k >= 0; k-- {
		if placement(&t.pos[k]) == *b {
			return k, false
		}
	}
	return -1, false
}

// underWay tells how long to wait before move m of p counts: zero when
// nothing more can follow, the settle time when the piece may be
// sliding on (a piece seen on a square on its way, or set down there
// before it slides on, is seen gone only when the board's scan comes back
// to that square), CastleWait when the rook of a castling was put down
// first.
func (t *Tracker) underWay(p *notation.Position, m notation.Move) time.Duration {
	if castlingRook(p, m) {
		return t.cfg.CastleWait
	}
	d := p.Describe(m)
	var buf [256]notation.Move
	legal := p.LegalMoves(buf[:0])
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

// pendingBase is the position the pending move is made in.
func (t *Tracker) pendingBase() notation.Position {
	n := len(t.pos) - 1
	if t.pendingCorrects {
		n--
	}
	return t.pos[n]
}

// pendingStands tells whether board b may still show the pending move
// made: its departure square is as after the move, and the moved piece
// stands on its square.
func (t *Tracker) pendingStands(b *[64]notation.Piece) bool {
	q := t.pendingBase()
	m := t.pending
	q.Play(m)
	qb := q.Placement()
	return b[m.From()] == qb[m.From()] && b[m.To()] == qb[m.To()]
}

// hold keeps the pending move waiting on board b, which shows it made
// (its piece on its square, its departure square as after it) with
// something else under way: the opponent's reply, or the king of a
// castling in the air (then the wait is stretched, once, to FixAfter).
// It returns false when b does not show the move made: the piece went
// on, or was lifted again, and the move will be seen where it lands.
func (t *Tracker) hold(now time.Time, b *[64]notation.Piece) bool {
	if !t.pendingStands(b) {
		return false
	}
	base := t.pendingBase()
	if !t.pendingLong && castlingRook(&base, t.pending) && kingLiftedAfter(&base, t.pending, b) {
		t.pendingUntil = now.Add(t.cfg.FixAfter)
		t.pendingLong = true
	}
	return true
}

// decide makes the pending move count: a move or a correction, at the
// time the board showed it.
func (t *Tracker) decide() []Event {
	m, corr, at := t.pending, t.pendingCorrects, t.pendingTime
	t.clearPending()
	if corr {
		return t.correct(m, at)
	}
	return t.commit(m, at)
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
	t.lifted = notation.NoSquare
	return []Event{{Kind: Moved, Move: m, Before: cur, Ply: len(t.game.Moves) - 1, Time: now}}
}

func (t *Tracker) correct(m notation.Move, now time.Time) []Event {
	n := len(t.game.Moves)
	before := t.pos[n-1]
	next := before
	next.Play(m)
	t.game.Moves[n-1] = m
	t.pos[n] = next
	t.lifted = notation.NoSquare
	return []Event{{Kind: Corrected, Move: m, Before: before, Ply: n - 1, Time: now}}
}

// Tick tells the tracker the time; it returns what waiting decided.
func (t *Tracker) Tick(now time.Time) []Event {
	var evs []Event
	if t.pending != notation.NullMove && !t.pendingUntil.IsZero() && !now.Before(t.pendingUntil) {
		if t.pendingStands(&t.board) {
			evs = append(evs, t.decide()...)
			// Judge what the board shows now from the new position.
			evs = append(evs, t.judge(now, true)...)
		} else {
			t.clearPending()
		}
	}
	if t.heldSeq != nil && !t.heldSeqUntil.IsZero() && !now.Before(t.heldSeqUntil) {
		seq := t.heldSeq
		cur := t.Position()
		if slices.Equal(matchDeep(&cur, &t.board, len(seq)), seq) {
			t.heldSeq = nil
			for _, m := range seq {
				evs = append(evs, t.commit(m, t.boardTime)...)
			}
		} else {
			t.heldSeqUntil = time.Time{}
		}
	}
	if t.heldPly >= 0 && !now.Before(t.heldUntil) {
		k, isNew := t.heldPly, t.heldNew
		t.heldPly = -1
		if isNew {
			old := t.game
			g := notation.NewGame()
			for _, tag := range old.Tags {
				if tag.Name == "White" || tag.Name == "Black" || tag.Name == "Event" || tag.Name == "Site" {
					g.SetTag(tag.Name, tag.Value)
				}
			}
			t.reset(g)
			evs = append(evs, Event{Kind: NewGame, Game: old, Time: now})
		} else {
			t.game.Moves = t.game.Moves[:k]
			t.pos = t.pos[:k+1]
			evs = append(evs, Event{Kind: TookBack, Ply: k, Time: now})
		}
	}
	if !t.wrongSince.IsZero() && !t.told && !now.Before(t.wrongSince.Add(t.fixDelay())) {
		t.told = true
		cur := t.Position()
		evs = append(evs, Event{Kind: Mismatch, Fixes: Fixes(&cur, &t.board), Time: now})
	}
	return evs
}

// fixDelay is how long a mismatch may last before instructions: longer
// while pieces are merely lifted (a player thinking with a piece in
// hand), FixAfter when something stands where it should not.
func (t *Tracker) fixDelay() time.Duration {
	cur := t.Position()
	want := cur.Placement()
	for s := range want {
		if t.board[s] != notation.NoPiece && t.board[s] != want[s] {
			return t.cfg.FixAfter
		}
	}
	return 3 * t.cfg.FixAfter
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
