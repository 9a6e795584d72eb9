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
	// CorrectWithin is how long after the last move was taken a board
	// showing the same piece moved on instead may correct it (a slide
	// that went on after a pause, the king of a castling after its
	// rook). Later, a piece carried away (a new game being set up) is no
	// correction. Default 3 s.
	CorrectWithin time.Duration
	// TouchMin is the shortest lift that counts as a touch. Default: one
	// scan of the board and 30 ms, since a sensor that misses a piece
	// once is seen without it for a whole scan.
	TouchMin time.Duration
	// FixAfter is how long the board may match nothing before the
	// tracker says how to put it right. Default 3 s.
	FixAfter time.Duration
	// PromotionWait is how long a promotion on a board that sees only
	// occupancy waits for its piece to be named (Promote) before it is
	// taken for a queen. Default DefaultPromotionWait.
	PromotionWait time.Duration
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
	def(&c.CorrectWithin, 3*time.Second)
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

// seqSettle is how long a board that two moves explain after a
// reconnection must hold still before they count: two scans and
// HandPause, since a piece dragged over the board is unseen for up to a
// scan between squares and seen arriving up to a scan later (a capture's
// victim taken off with the capturing piece still on its way can look
// like an exchange). Config.Settle, when set, is taken as it is.
func (t *Tracker) seqSettle() time.Duration {
	if t.cfg.Settle > 0 {
		return t.cfg.Settle
	}
	return 2*t.scan + HandPause
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
	// PromotionAsked: a pawn was promoted on a board that sees only
	// occupancy; Move is the promotion (to a queen) and Square its
	// square. The piece is named with Promote, or is a queen after
	// Config.PromotionWait.
	PromotionAsked
	// Ambiguous: a board that sees only occupancy shows what more than
	// one sequence of moves explains; Squares are those in doubt.
	// Nothing is taken; the board is then guided back to the game's
	// position (Mismatch).
	Ambiguous
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
	// PromotionDefault, for Moved: the promotion's piece was not named
	// in time and is a queen (an occupancy-only board).
	PromotionDefault bool
	// Squares, for Ambiguous: the squares in doubt.
	Squares []notation.Square
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
	pendingLong     bool      // the wait was stretched: the piece is off its square, or the king of a castling in the air
	pendingTime     time.Time // when the board showed it
	// pendingLifted: the board showed the move only with pieces of the
	// replying side off their squares or the reply under way; it counts
	// when the board shows it alone or the reply made, never by time.
	pendingLifted bool
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
	// occ follows a board that sees only occupancy.
	occ occState

	// lifted is the square of the one piece off the board when the board
	// was the position less that piece, NoSquare otherwise.
	lifted     notation.Square
	liftedAt   time.Time
	liftedWhat notation.Piece

	pendingState

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
	t := &Tracker{cfg: cfg.withDefaults(), lifted: notation.NoSquare}
	t.occ.promo = notation.NullMove
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
	t.heldSeq = nil
	t.startShown = false
	t.wrongSince = time.Time{}
	t.told, t.toldAny = false, false
	t.lifted = notation.NoSquare
}

func (t *Tracker) clearPending() {
	t.pending = notation.NullMove
	t.pendingUntil = time.Time{}
	t.pendingCorrects = false
	t.pendingLong = false
	t.pendingLifted = false
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
	if t.PromotionWaiting() && t.occ.promoAsked {
		// The players are asked for the piece: nothing else is said.
		set(t.occ.promoSince.Add(t.promotionWait()))
	} else if !t.wrongSince.IsZero() && !t.told {
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
	if r.OccupancyOnly {
		return t.feedOccupancy(r)
	}
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
	t.awayNow = false
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
	// the reply has been made after it, or after the same piece went on
	// (a pawn set down on d3 on its way to d4, the reply made before the
	// pawn's move settled). A piece merely lifted decides nothing: a
	// sensor that misses a piece looks the same for a scan.
	if t.pending != notation.NullMove {
		base := t.pendingBase()
		q := base
		q.Play(t.pending)
		if _, replied := matchMove(&q, &b); replied {
			evs = append(evs, t.decide()...)
		} else if m, ok := wentOn(&base, t.pending, &b); ok {
			t.pending = m
			evs = append(evs, t.decide()...)
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
		wait := t.underWay(&cur, m)
		if wait == 0 {
			t.clearPending()
			return append(append(evs, t.fine(now)...), t.commit(m, now)...)
		}
		// A move already waiting keeps its time while its piece stood on
		// its square (hold), whatever flickered meanwhile; a piece back
		// on its square after it was off (a sensor that missed it) waits
		// from now.
		if t.pending != m || t.pendingCorrects || t.pendingLifted {
			t.pendingState = pendingState{pending: m, pendingTime: now, pendingUntil: now.Add(wait)}
		} else if t.pendingLong {
			t.pendingUntil, t.pendingLong = now.Add(wait), false
		}
		return append(evs, t.fine(now)...)
	}

	// A legal move with pieces of the other side off the board, or the
	// reply's piece already down: a DGT board reports in the order of
	// its scan and up to a scan late, so the reply's first lift can come
	// before the move's last change, and a sensor may miss a piece for a
	// scan. The move waits for a board that shows it alone or the reply
	// made; a board that stays so is told as a mismatch, and time alone
	// never makes it a move (a finished game's pieces carried home look
	// the same).
	if t.pending != notation.NullMove && t.pendingLifted {
		base := t.pendingBase()
		if b != startPlacement && replyOnly(&base, t.pending, &b) {
			t.heldSeq = nil
			return append(evs, t.mismatch(now, changed)...)
		}
		t.clearPending()
	}
	if t.pending == notation.NullMove && b != startPlacement {
		if m, ok := matchLifted(&cur, &b); ok {
			t.heldSeq = nil
			t.pendingState = pendingState{pending: m, pendingLifted: true, pendingTime: now}
			return append(evs, t.mismatch(now, changed)...)
		}
	}

	// The moved piece's departure square stays as after the move while
	// other things change (the reply under way, the king of a castling in
	// the air, the moved piece captured or going on): keep waiting for a
	// board that decides it.
	if t.pending != notation.NullMove && !t.pendingCorrects && t.hold(now, &b) {
		return append(evs, t.fine(now)...)
	}

	kept := t.pendingState
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

	// Two moves away, after a reconnection: both sides moved while the
	// board was unplugged. Only an explanation that is the only one
	// counts (side to move included), and the board must hold still for
	// two scans first (a flickering sensor must not be explained by a chain
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
				t.heldSeqUntil = now.Add(t.seqSettle())
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
			return append(evs, t.judge(now, changed)...)
		}
	}
	if seq, ok := explainTwo(&cur, &b); ok && t.resync {
		if !slices.Equal(seq, t.heldSeq) {
			t.heldAway = t.awayNow
		}
		if !slices.Equal(seq, t.heldSeq) || t.heldSeqUntil.IsZero() {
			t.heldSeq, t.heldSeqUntil = seq, now.Add(t.seqSettle())
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

// matchLifted finds the one legal move of p after which board b is the
// position less pieces of the other side (lifted, or missed by a sensor).
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

// replyOnly tells whether board b shows move m of p made, its piece on
// its square, and differs from the position after it only in pieces of
// the replying side (lifted, or the reply's piece already down).
func replyOnly(p *notation.Position, m notation.Move, b *[64]notation.Piece) bool {
	q := *p
	q.Play(m)
	qb := q.Placement()
	if b[m.To()] != qb[m.To()] || b[m.From()] != qb[m.From()] {
		return false
	}
	for s := range qb {
		if qb[s] == b[s] {
			continue
		}
		if qb[s] != notation.NoPiece && qb[s].Color() != q.Turn() || b[s] != notation.NoPiece && b[s].Color() != q.Turn() {
			return false
		}
	}
	return true
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
// nothing more can follow, the settle time when another piece of the
// same kind could have come to the same square or the piece may be
// sliding on (a piece seen on a square on its way, or set down there
// before it slides on, is seen gone only when the board's scan comes back
// to that square), CastleWait when the rook of a castling was put down
// first.
func (t *Tracker) underWay(p *notation.Position, m notation.Move) time.Duration {
	if castlingRook(p, m) {
		return t.cfg.CastleWait
	}
	if t.occ.on {
		// A board that sees only occupancy: a sensor that misses a
		// piece for a moment, or a piece touched, can look like any
		// move (a capture: the capturing piece's square and its
		// victim's flickering); every move holds still a moment first.
		return t.settle()
	}
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

// pendingBase is the position the pending move is made in.
func (t *Tracker) pendingBase() notation.Position {
	n := len(t.pos) - 1
	if t.pendingCorrects {
		n--
	}
	return t.pos[n]
}

// pendingHolds tells whether board b may still show the pending move
// made: its departure square is as after the move.
func (t *Tracker) pendingHolds(b *[64]notation.Piece) bool {
	q := t.pendingBase()
	m := t.pending
	q.Play(m)
	qb := q.Placement()
	return b[m.From()] == qb[m.From()]
}

// pendingStands tells whether board b shows the pending move made with
// its piece on its square.
func (t *Tracker) pendingStands(b *[64]notation.Piece) bool {
	q := t.pendingBase()
	m := t.pending
	q.Play(m)
	qb := q.Placement()
	return b[m.From()] == qb[m.From()] && b[m.To()] == qb[m.To()]
}

// hold keeps the pending move waiting on board b, which may still show
// it made (its departure square as after it) with something else under
// way: the opponent's reply, the king of a castling in the air, the moved
// piece captured by the reply or going on. While its piece is off its
// square, or the king of a castling in the air, the wait is stretched,
// once, to FixAfter: a piece on its way lands (and is seen where it
// lands) well before that, and a move whose piece is then still not on
// its square does not count (Tick). It returns false when b no longer
// shows the move's departure square as after it.
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
// must be seen where m2 puts it: a board where it is not (a capture's
// victim taken off, the capturing piece still on its way) can look like
// an exchange. There must be exactly one such move.
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
	t.arrived(&cur, m, now)
	t.game.Moves = append(t.game.Moves, m)
	t.pos = append(t.pos, next)
	t.resync = false
	t.lastAt = now
	t.synced = true
	t.lifted = notation.NoSquare
	def := t.occ.promoDefault && m.Promotion() != notation.NoPieceType
	t.occ.promoDefault = false
	return []Event{{Kind: Moved, Move: m, Before: cur, Ply: len(t.game.Moves) - 1, Away: t.awayNow, PromotionDefault: def, Time: now}}
}

func (t *Tracker) correct(m notation.Move, now time.Time) []Event {
	n := len(t.game.Moves)
	before := t.pos[n-1]
	next := before
	next.Play(m)
	t.arrived(&before, m, now)
	t.game.Moves[n-1] = m
	t.pos[n] = next
	t.lastAt = now
	t.lifted = notation.NoSquare
	return []Event{{Kind: Corrected, Move: m, Before: before, Ply: n - 1, Time: now}}
}

// Tick tells the tracker the time; it returns what waiting decided.
func (t *Tracker) Tick(now time.Time) []Event {
	if t.awaitStart {
		return nil
	}
	evs := t.promotionTick(now)
	if t.pending != notation.NullMove && !t.pendingUntil.IsZero() && !now.Before(t.pendingUntil) {
		switch {
		case t.pendingStands(&t.board):
			evs = append(evs, t.decide()...)
			// Judge what the board shows now from the new position.
			evs = append(evs, t.judge(now, true)...)
		case t.pendingHolds(&t.board) && !t.pendingLong:
			// The moved piece is off its square: it may be on its way.
			t.pendingUntil = now.Add(t.cfg.FixAfter)
			t.pendingLong = true
		default:
			// Its piece is still not where the move put it: that it was
			// made there would be a guess.
			t.clearPending()
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
	if !t.wrongSince.IsZero() && !t.told && !t.PromotionWaiting() && !now.Before(t.wrongSince.Add(t.fixDelay())) {
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
	case !misplaced || t.pendingLifted:
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
