// Package tracker follows a game on a sensor board: from complete board
// readings to the moves both sides make (FIDE Laws of Chess, Appendix
// D.2.3: a move is made when the mover's piece has been put down and the
// board is a legal move away from the position), touches (D.2.2),
// takebacks, a new game, and instructions to put the board right.
//
// The tracker is a pure state machine: Feed gives it a reading, Tick
// tells it the time, and both return what happened. It never waits by
// itself; Deadline says when it wants the next Tick.
//
// What the board shows is explained by the legal sequences of moves
// from the last position the tracker is sure of (search.go): one move
// as a rule, several when the board reported them within one scan (a
// reply within 100 ms, a bullet premove) or when readings were lost.
// The readings since that position (trail.go) tell where and in what
// order the board saw the pieces arrive. A move counts once nothing can
// change it any more (judge.go): at once when it cannot go on, else when
// the board has held still for a hand's rest or the next move has been
// reported.
package tracker

import (
	"time"

	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/notation"
)

// Config holds the tracker's timing. The zero value uses the defaults.
type Config struct {
	// Scan is how long the board takes for one full scan of its
	// squares, for readings that do not say (devices.Reading.Scan).
	// Default 250 ms, the longest documented (DGT: 200 to 250 ms).
	Scan time.Duration
	// HandRest is the longest a hand rests a piece on a square on its
	// way (a slide set down for a moment, a drag) before it slides on:
	// one figure for every board. A move that may still go on counts
	// once the board has held the piece on its square for HandRest after
	// it could have reported the piece leaving (Latency). Default
	// DefaultHandRest.
	HandRest time.Duration
	// Latency is how late the board may report a change, for readings
	// that do not say (devices.Reading.Latency): one scan for a board
	// that reports each square as its scan finds it changed (DGT, and
	// the boards that report each piece lifted and put down), two for a
	// board that sends its whole position at the end of a scan
	// (ChessLink, the Chessnut and iChessOne boards). Default: two
	// scans.
	Latency time.Duration
	// Settle, when set, replaces HandRest and the board's latency: how
	// long a move that may still be under way must stand before it
	// counts.
	Settle time.Duration
	// CastleWait is how long a rook put down as for castling waits for
	// the king before it counts as a rook move. Default 1.5 s.
	CastleWait time.Duration
	// CorrectWithin is how long after the last move was taken a board
	// showing the same piece moved on instead may correct it (a slide
	// that went on after a rest longer than HandRest, the king of a
	// castling after its rook). Later, a piece carried away (a new game
	// being set up) is no correction. Default 3 s.
	CorrectWithin time.Duration
	// TouchMin is the shortest lift that counts as a touch. Default: one
	// scan of the board and 30 ms, since a sensor that misses a piece
	// once is seen without it for a whole scan.
	TouchMin time.Duration
	// FixAfter is how long the board may show something unexplained
	// before the tracker says how to put it right. Default 2 s.
	FixAfter time.Duration
	// RepeatEvery is how often the instructions are said again while
	// the board stays as it is. Default 10 s.
	RepeatEvery time.Duration
}

// Timing defaults.
const (
	// DefaultScan is the scan time of a board whose readings do not
	// say it: the slowest documented (a DGT board).
	DefaultScan = 250 * time.Millisecond
	// DefaultHandRest is how long a hand may rest a piece on a square
	// on its way: real hands rest 60 to 300 ms.
	DefaultHandRest = 300 * time.Millisecond
	// touchSlack is what a lift must last beyond one scan to be a touch.
	touchSlack = 30 * time.Millisecond
	// liftedDelay is how long pieces merely lifted (a player thinking
	// with a piece in the hand) may stay off the board before the
	// tracker says where they belong.
	liftedDelay = 9 * time.Second
	// setUpDelay is the same while every piece out of place stands on
	// its square of the starting position (a new game being set up).
	setUpDelay = 30 * time.Second
	// maxRepeats is how often the same instructions are said again for
	// a board that does not change: nothing repeats for ever.
	maxRepeats = 6
)

// A program that wakes late to a wait (a loaded Raspberry Pi, speech
// being made) has read the board late too: the reading that shows a
// piece gone on from where it rested may still be on its way to the
// tracker, and deciding by time before it comes would take the rest for
// a move.
const (
	// lateSlack is how late a wake-up may be and still count as on time.
	lateSlack = 10 * time.Millisecond
	// maxLateGrace bounds the extra wait: never more than a hand's rest.
	maxLateGrace = DefaultHandRest
)

// LateGrace is how much longer a wait that fell due at due, and was
// woken for only at now, should let the readings come before the tracker
// is ticked: as long as the wake-up was late (at most maxLateGrace), or
// nothing when it was on time.
func LateGrace(due, now time.Time) time.Duration {
	late := now.Sub(due)
	if late <= lateSlack {
		return 0
	}
	return min(late, maxLateGrace)
}

// ReadAt is when a reading read at at counts, a wait having fallen due
// at due that was not woken for yet, the last reading having counted at
// last: read within LateGrace after the wait, it may have come before it
// (the machine was late) and counts just before it, so that a piece gone
// on from where it rested is not taken as standing there (the next move
// decides anyway where the wait would have). Otherwise it counts at at.
func ReadAt(due, last, at time.Time) time.Time {
	if at.After(due) && at.Sub(due) <= LateGrace(due, at) && due.After(last) {
		return due.Add(-time.Nanosecond)
	}
	return at
}

func (c Config) withDefaults() Config {
	def := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
	}
	def(&c.Scan, DefaultScan)
	def(&c.HandRest, DefaultHandRest)
	def(&c.CastleWait, 1500*time.Millisecond)
	def(&c.CorrectWithin, 3*time.Second)
	def(&c.FixAfter, 2*time.Second)
	def(&c.RepeatEvery, 10*time.Second)
	return c
}

// latency is how late the board may report a change.
func (t *Tracker) latency() time.Duration {
	if t.lat > 0 {
		return t.lat
	}
	if t.cfg.Latency > 0 {
		return t.cfg.Latency
	}
	return 2 * t.scan
}

// settle is how long a move that may still go on waits: the board's
// latency and a hand's rest.
func (t *Tracker) settle() time.Duration {
	if t.cfg.Settle > 0 {
		return t.cfg.Settle
	}
	return t.latency() + t.cfg.HandRest
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

// Settle returns how long a move that may still go on waits on this
// board: its latency and a hand's rest.
func (t *Tracker) Settle() time.Duration { return t.settle() }

// Kind says what an Event is.
type Kind uint8

// Kinds of events.
const (
	// Moved: Move was made; Before is the position it was made in and
	// Ply its index in the game.
	Moved Kind = iota
	// Corrected: the last move was replaced by Move (a rook put down
	// for castling that was taken for a rook move, a slide that went
	// on after a long rest). Before and Ply are those of the replaced
	// move.
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
	// Restored: after a Mismatch (or an OrderUnknown), the board matches
	// the game again.
	Restored
	// Rotated: the board stands turned by 180° (the black pieces on the
	// board's first ranks); squares are turned from now on.
	Rotated
	// Ambiguous: a board that sees only occupancy shows what more than
	// one sequence of moves explains; Squares are those in doubt.
	// Nothing is taken; the board is then guided back to the game's
	// position (Mismatch).
	Ambiguous
	// OrderUnknown: the board shows a position that several sequences
	// of moves from the game reach (Ply: how many plies), and the
	// readings do not tell which was played: the players are to take
	// the last move back, and the moves are found again as the board
	// changes. Said again every RepeatEvery while the board stays.
	OrderUnknown
	// PromotionKnown: the piece of the promotion of ply Ply, announced
	// with its piece unknown, is known: Move is the promotion with it.
	// The moves after it stand as they were announced.
	PromotionKnown
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
	// was found in the readings after the board came back.
	Away bool
	// CaughtUp, for Moved: the move was made while the tracker could not
	// follow the board (its readings were explained by no move for a
	// while, or by moves in no certain order); it was found afterwards.
	CaughtUp bool
	// PieceUnknown, for Moved: the move is a promotion on a board that
	// sees only occupancy whose piece is not known yet; Move holds a
	// placeholder piece. PromotionKnown follows when it is known.
	PieceUnknown bool
	// Unsure, for Moved: whether the move gives check depends on the
	// piece of a promotion not known yet; Move and Before hold the
	// placeholder.
	Unsure bool
	// Squares, for Ambiguous: the squares in doubt.
	Squares []notation.Square
	// Time is when the reading that decided the event arrived (for a
	// move: when the board first reported its piece on its square).
	Time time.Time
}

// Fix is one thing to do to put the board right: put Want on Square
// (Want NoPiece: clear the square). Have is what stands there now.
type Fix struct {
	Square     notation.Square
	Want, Have notation.Piece
}

// pendingState is a correction of the last move that matches the board
// and waits for pendingUntil before it counts.
type pendingState struct {
	pending      notation.Move // the move; NullMove: none
	pendingUntil time.Time
	pendingLong  bool      // the wait was stretched: the piece is off its square, or the king of a castling in the air
	pendingTime  time.Time // when the board showed it
}

// Tracker follows one game.
type Tracker struct {
	cfg  Config
	scan time.Duration // the board's scan time
	// lat is the board's latency, as its readings say.
	lat  time.Duration
	game *notation.Game
	pos  []notation.Position // pos[i]: after i moves
	// plyAt[i] is when the board reported the move of ply i arriving.
	plyAt []time.Time
	// rotated: the board stands turned; readings are turned on input.
	rotated bool

	have      bool
	board     [64]notation.Piece // last reading, game orientation
	boardTime time.Time
	// changedAt is when a reading last changed the board.
	changedAt time.Time
	// occ follows a board that sees only occupancy; promos are the
	// promotions there whose piece is not known, named the piece named
	// for a promotion before it counted.
	occ    occState
	promos []*unknownPromotion
	named  notation.Move

	// lifted is the square of the one piece off the board when the board
	// was the position less that piece, NoSquare otherwise.
	lifted     notation.Square
	liftedAt   time.Time
	liftedWhat notation.Piece

	pendingState

	// trail: the readings' changes; sureAt: when the board last showed
	// the position the tracker is sure of, or reported its last move
	// arriving.
	trail  trail
	sureAt time.Time
	// ex is the explanation of the board as it stands; pend the moves
	// every explanation of the last board explained began with that did
	// not count yet: they still may while the board shows something in
	// between (the next move's piece in the hand, a capture half made).
	ex       explanation
	pend     []notation.Move
	pendNext time.Time

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
	// game again: what it shows was partly done while it was away.
	resync bool
	// gapAt is when the first reading after a reconnection came, until
	// the board shows the game again: the readings before it may miss
	// what was done meanwhile, and a move whose piece arrived in it was
	// made while the board was away.
	gapAt time.Time
	// gapOcc is what the first reading after a reconnection showed, on
	// a board that sees only occupancy (gapOccOnly): the moves made while
	// the board was away end there, unless it came back in the middle of
	// one.
	gapOcc     devices.Occupancy
	gapOccOnly bool
	// awayFrom is when the last reading before the reconnection came:
	// what the board reported until then was not done while it was away.
	awayFrom time.Time
	// toldSinceBreak: instructions (or an unknown order) were said since
	// the reconnection; the readings since may be moves taken back.
	toldSinceBreak bool
	// awaitStart: the game is over; only the starting position counts.
	awaitStart bool
	wrongSince time.Time // board unexplained since; zero when fine
	told       bool      // instructions were given for the board as it stands
	toldAny    bool      // instructions were given since the board last matched
	toldAt     time.Time // when they were last given
	repeats    int       // how often they were given again for a board that did not change
	// lost: the tracker could not follow the board (instructions or an
	// unknown order were said); moves found then were caught up.
	lost         bool
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
	t.scan = t.cfg.Scan
	t.reset(g)
	return t
}

func (t *Tracker) reset(g *notation.Game) {
	t.game = g
	t.pos = t.pos[:0]
	t.plyAt = t.plyAt[:0]
	p := g.Start
	t.pos = append(t.pos, p)
	for _, m := range g.Moves {
		p.Play(m)
		t.pos = append(t.pos, p)
		t.plyAt = append(t.plyAt, time.Time{})
	}
	t.clearPending()
	t.ex = explanation{}
	t.startShown = false
	t.wrongSince = time.Time{}
	t.told, t.toldAny = false, false
	t.lifted = notation.NoSquare
}

func (t *Tracker) clearPending() { t.pendingState = pendingState{} }

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
	set(t.ex.deadline(t))
	set(t.pendNext)
	if !t.wrongSince.IsZero() {
		set(t.tellAt())
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
	if r.Latency > 0 {
		t.lat = r.Latency
	}
	prev := t.board
	hadPrev := t.have
	changed := !hadPrev || prev != b
	if !hadPrev {
		// The first reading: what differs from the game's position
		// arrived or left since.
		cur := t.Position()
		prev = placement(&cur)
	}
	t.trail.note(&prev, &b, now)
	if changed {
		t.changedAt = now
	}
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
	if t.resync && t.gapAt.IsZero() {
		t.gapAt = now
		t.gapOcc, t.gapOccOnly = t.occ.last, t.occ.on
	}
	evs = append(evs, t.judge(now, changed)...)
	return append(evs, t.touch(now, hadPrev, &prev)...)
}

// touch keeps the touches' books, against the position after what judge
// decided: the position less exactly one piece is a piece lifted; back
// after at least TouchMin it was touched.
func (t *Tracker) touch(now time.Time, hadPrev bool, prev *[64]notation.Piece) []Event {
	b := t.board
	cur := t.Position()
	want := placement(&cur)
	if _, ok := oneLifted(&b, &want); ok {
		t.noteLift()
		return nil
	}
	var evs []Event
	if b == want && t.lifted != notation.NoSquare && hadPrev && now.Sub(t.liftedAt) >= t.touchMin() {
		if ps, ok := oneLifted(prev, &want); ok && ps == t.lifted {
			evs = append(evs, Event{Kind: Touched, Square: t.lifted, Piece: t.liftedWhat, Time: now})
		}
	}
	t.lifted = notation.NoSquare
	return evs
}

// noteLift notes the piece lifted when the board is the position less
// one piece (also when a move was taken while the piece was in the air),
// from when the board saw its square empty.
func (t *Tracker) noteLift() {
	cur := t.Position()
	want := placement(&cur)
	sq, ok := oneLifted(&t.board, &want)
	if !ok {
		t.lifted = notation.NoSquare
		return
	}
	if t.lifted != sq {
		at, seen := t.trail.lastChange(sq)
		if !seen {
			at = t.boardTime
		}
		t.lifted, t.liftedAt, t.liftedWhat = sq, at, want[sq]
	}
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

// Reconnected tells the tracker that the board was away. Until the
// board matches the game again, the moves made meanwhile are looked for
// without the readings' help, and the starting position is reported as
// shown after a reconnection (a board switched off and on, not a new
// game).
func (t *Tracker) Reconnected() {
	t.resync, t.toldSinceBreak = true, false
	t.gapAt = time.Time{}
	t.awayFrom = t.boardTime
	t.ex = explanation{}
}

// AwaitStart tells the tracker that the game is over: from now on it
// reports nothing but the starting position (StartShown), whatever else
// the pieces do.
func (t *Tracker) AwaitStart() {
	t.awaitStart = true
	t.clearPending()
	t.ex = explanation{}
	t.wrongSince, t.told, t.toldAny, t.lost = time.Time{}, false, false, false
	t.lifted = notation.NoSquare
	t.startShown = false
}

// Tick tells the tracker the time; it returns what waiting decided.
func (t *Tracker) Tick(now time.Time) []Event {
	if t.awaitStart {
		return nil
	}
	evs := t.correctionTick(now)
	d := t.ex.deadline(t)
	if t.have && (!d.IsZero() && !now.Before(d) || !t.pendNext.IsZero() && !now.Before(t.pendNext)) {
		// What waited is judged again; judge sets the next time anew.
		t.ex.next, t.pendNext = time.Time{}, time.Time{}
		evs = append(evs, t.judge(now, false)...)
		t.noteLift()
	}
	if at := t.tellAt(); !at.IsZero() && !now.Before(at) {
		evs = append(evs, t.tell(now))
	}
	return evs
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
