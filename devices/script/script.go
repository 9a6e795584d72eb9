// Package script turns a game into what hands do on a sensor board: each
// move as pieces lifted, put down and slid, in the many orders real
// players use, with touches, pieces arriving before others leave, and
// noise; with real hands also pieces dragged over the board (unseen by
// the sensors for a whole scan between squares) and pieces set down on a
// square on their way before they are slid on.
//
// A script is a list of Steps; Play runs it on anything that can put a
// piece on a square (the board emulator).
package script

import (
	"cmp"
	"context"
	"math/rand"
	"time"

	"github.com/rochade/rochade/notation"
)

// Kind says what a step does.
type Kind uint8

// Kinds of steps.
const (
	Lift    Kind = iota // a piece is taken off its square
	Place               // a piece is put on a square
	Slide               // the piece being slid reaches or leaves a square
	Remove              // a captured piece is taken off the board
	Flicker             // a sensor misreads for a moment (noise)
)

// Step is one change of what stands on one square.
type Step struct {
	Delay  time.Duration   // wait before the change
	Square notation.Square // the square that changes
	Piece  notation.Piece  // what stands there afterwards (NoPiece: empty)
	Kind   Kind
	// Ply is the index of the move the step belongs to (-1 before the
	// first move).
	Ply int
	// Final marks the change that completes the move: after it the board
	// shows the position after the move.
	Final bool
	// Style is how the move this step belongs to is made.
	Style Style
}

// Options choose how the moves are made.
type Options struct {
	// Seed makes the choices repeatable.
	Seed int64
	// Speed scales every delay (1 is a brisk human player; 0.5 twice as fast).
	Speed float64
	// Think is the pause before each move at speed 1 (default 600 ms).
	Think time.Duration
	// Plain makes every move a simple lift and place (no touches, slides,
	// out-of-order reports); captures, castling and promotion still vary.
	Plain bool
	// Noise adds sensor flickers between moves.
	Noise bool
	// Real makes the hands of real players: slid pieces are sometimes
	// dragged (lifted off the sensors for about a scan of the board
	// between the squares they pass) or set down on a square on their
	// way and slid on from there. The times that belong to the board (a
	// scan) and the rests of a hand on a square on the way (HandRest)
	// are not scaled by Speed.
	Real bool
	// Scan is the board's scan time, for the drags of real hands
	// (default 250 ms, a DGT board's longest).
	Scan time.Duration
	// Occupancy: the board sees only whether a square holds a piece (DGT
	// Pegasus, Square Off). A hand never swaps two pieces on a square in
	// one instant: it takes one off and puts the other down, and the
	// square stays empty long enough for the board to see it (what these
	// boards' players do, and what lets a capture be told from a piece
	// in the hand).
	Occupancy bool
}

// Style is how one move is made, chosen at random (by seed) among the
// ways that fit the move.
type Style struct {
	Touch        bool // first lift another own piece and put it back
	TouchMover   bool // first lift the moving piece and put it back
	Slide        bool // slide the piece over the squares between
	Drag         bool // slide it with the piece off the sensors for about a scan between squares
	Hover        bool // lift it, set it down on a square on its way, and slide it on from there
	OutOfOrder   bool // the arrival before the departure
	VictimFirst  bool // capture: take the captured piece off first
	RookFirst    bool // castling: move the rook first
	PawnOnLast   bool // promotion: put the pawn on the last rank first, then swap
	RemoveEPLate bool // en passant: take the captured pawn off after the move
}

type gen struct {
	opt   Options
	rng   *rand.Rand
	steps []Step
	ply   int
	style Style
	board [64]notation.Piece
}

func (g *gen) ms(lo, hi int) time.Duration {
	return time.Duration(float64(g.raw(lo, hi)) * g.opt.Speed)
}

// Real hands rest a piece on a square on its way (a slide, a drag, a
// piece set down and slid on) for 60 to 300 ms, whatever the pace of
// the game: a hand is no faster in a bullet game.
const (
	restMin = 60
	restMax = 300
)

// MaxRest is the longest a script's hand rests a piece on a square on
// its way.
const MaxRest = restMax * time.Millisecond

// rest is how long a hand rests a piece on a square on its way.
func (g *gen) rest() time.Duration { return g.raw(restMin, restMax) }

// A hand takes 100 to 200 ms at the least to carry a piece from one
// square to another (or to take one off the board), however fast the
// players think.
const (
	carryMin = 100
	carryMax = 200
)

// carry is the time between two steps of a move made by hand: lo to hi
// ms scaled by Speed, but no less than a hand takes.
func (g *gen) carry(lo, hi int) time.Duration {
	return max(g.ms(lo, hi), g.raw(carryMin, carryMax))
}

// raw is a time between lo and hi ms, not scaled by Speed.
func (g *gen) raw(lo, hi int) time.Duration {
	return time.Duration(lo+g.rng.Intn(hi-lo+1)) * time.Millisecond
}

// scans is a time of f1 to f2 scans of the board, not scaled by Speed.
func (g *gen) scans(f1, f2 float64) time.Duration {
	f := f1 + (f2-f1)*g.rng.Float64()
	return time.Duration(f * float64(g.opt.Scan))
}

func (g *gen) add(delay time.Duration, s notation.Square, p notation.Piece, k Kind) {
	g.board[s] = p
	g.steps = append(g.steps, Step{Delay: delay, Square: s, Piece: p, Kind: k, Ply: g.ply, Style: g.style})
}

// defaults fills in the options left zero.
func (opt Options) defaults() Options {
	if opt.Speed <= 0 {
		opt.Speed = 1
	}
	if opt.Think <= 0 {
		opt.Think = 600 * time.Millisecond
	}
	if opt.Scan <= 0 {
		opt.Scan = 250 * time.Millisecond
	}
	return opt
}

// ForGame makes the script of the moves played from start.
func ForGame(start notation.Position, moves []notation.Move, opt Options) []Step {
	opt = opt.defaults()
	g := &gen{opt: opt, rng: rand.New(rand.NewSource(opt.Seed)), board: start.Placement()}
	p := start
	for i, m := range moves {
		g.ply = i
		st := g.chooseStyle(&p, m)
		g.move(&p, m, st)
		p.Play(m)
	}
	if opt.Occupancy {
		return noSwaps(start.Placement(), g.steps, opt.Scan)
	}
	return g.steps
}

// inOrder puts a move's departure before its arrival where the script
// had the arrival first (a DGT board's scan may report them so, but a
// board that reports each piece lifted and put down as it happens
// cannot): the two changes swap places, the first keeping its delay.
func inOrder(steps []Step) []Step {
	out := append([]Step(nil), steps...)
	for i := 0; i+1 < len(out); i++ {
		a, b := out[i], out[i+1]
		if a.Style.OutOfOrder && b.Final && a.Ply == b.Ply && a.Piece != notation.NoPiece && b.Piece == notation.NoPiece && a.Kind != Flicker {
			a.Delay, b.Delay = b.Delay, a.Delay
			a.Final, b.Final = true, false
			out[i], out[i+1] = b, a
		}
	}
	return out
}

// noSwaps splits each change of one piece into another on a square into
// the square emptied and the piece put down, and holds back a piece put
// on a square emptied less than a scan and a half before (the victim of a
// capture taken off just before), so that the board sees the square
// empty; and by MaxLate more, since hands woken late by up to MaxLate
// (not a Lapse) catch up and would put the piece down that much sooner
// after the square was emptied (on a board that scans every 3 ms, a
// capture never seen).
func noSwaps(b [64]notation.Piece, steps []Step, scan time.Duration) []Step {
	gap := scan + scan/2 + MaxLate
	var out []Step
	var clock time.Duration
	var emptied [64]time.Duration
	for s := range emptied {
		emptied[s] = -gap
	}
	steps = inOrder(steps)
	for _, s := range steps {
		if have := b[s.Square]; have != notation.NoPiece && s.Piece != notation.NoPiece && have != s.Piece {
			off := s
			off.Piece, off.Final, off.Kind = notation.NoPiece, false, Remove
			out = append(out, off)
			clock += off.Delay
			b[s.Square] = notation.NoPiece
			emptied[s.Square] = clock
			s.Delay = 0
		}
		if s.Piece != notation.NoPiece && b[s.Square] == notation.NoPiece && s.Kind != Flicker {
			if at := clock + s.Delay; at-emptied[s.Square] < gap {
				s.Delay += gap - (at - emptied[s.Square])
			}
		}
		clock += s.Delay
		if s.Piece == notation.NoPiece {
			emptied[s.Square] = clock
		}
		b[s.Square] = s.Piece
		out = append(out, s)
	}
	return out
}

// chooseStyle picks, by the seed, one of the ways move m of p can be made.
func (g *gen) chooseStyle(p *notation.Position, m notation.Move) Style {
	d := p.Describe(m)
	var st Style
	coin := func() bool { return g.rng.Intn(2) == 0 }
	st.VictimFirst = coin()
	st.RookFirst = d.Castle != notation.NoCastle && coin()
	st.PawnOnLast = d.Promotion != notation.NoPieceType && coin()
	st.RemoveEPLate = d.EnPassant && coin()
	if !g.opt.Plain {
		st.Touch = g.rng.Intn(8) == 0
		st.TouchMover = !st.Touch && g.rng.Intn(8) == 0
		st.Slide = slidable(d) && g.rng.Intn(3) == 0
		st.OutOfOrder = g.rng.Intn(3) == 0
		if g.opt.Real && slidable(d) && distance(d) >= 2 && !st.Slide {
			// Real hands drag a long move or put the piece down on its
			// way about as often as they lift it cleanly.
			switch g.rng.Intn(3) {
			case 0:
				st.Drag = true
			case 1:
				st.Hover = true
			}
		}
	}
	return st
}

// distance is how many squares move d goes (king-wise).
func distance(d notation.MoveDesc) int {
	return max(abs(d.To.File()-d.From.File()), abs(d.To.Rank()-d.From.Rank()))
}

func slidable(d notation.MoveDesc) bool {
	if d.Castle != notation.NoCastle || d.Piece == notation.Knight || d.Promotion != notation.NoPieceType {
		return false
	}
	df, dr := d.To.File()-d.From.File(), d.To.Rank()-d.From.Rank()
	return df == 0 || dr == 0 || abs(df) == abs(dr)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// ForMove makes the script of one move in a given style.
func ForMove(p *notation.Position, m notation.Move, st Style, opt Options) []Step {
	opt = opt.defaults()
	g := &gen{opt: opt, rng: rand.New(rand.NewSource(opt.Seed)), board: p.Placement()}
	g.move(p, m, st)
	if opt.Occupancy {
		return noSwaps(p.Placement(), g.steps, opt.Scan)
	}
	return g.steps
}

func (g *gen) move(p *notation.Position, m notation.Move, st Style) {
	g.style = st
	d := p.Describe(m)
	us := p.Turn()
	mover := notation.MakePiece(us, d.Piece)
	think := time.Duration(float64(g.opt.Think)*g.opt.Speed) + g.ms(0, 300)
	first := true
	wait := func(lo, hi int) time.Duration {
		if first {
			first = false
			return think
		}
		return g.carry(lo, hi)
	}
	if g.opt.Noise && g.rng.Intn(2) == 0 {
		g.flicker(p, wait(150, 300))
	}
	if st.Touch {
		// Lift another own piece and put it back.
		var own []notation.Square
		for s := notation.Square(0); s < 64; s++ {
			if pc := p.PieceAt(s); pc != notation.NoPiece && pc.Color() == us && s != d.From {
				own = append(own, s)
			}
		}
		if len(own) > 0 {
			s := own[g.rng.Intn(len(own))]
			pc := p.PieceAt(s)
			g.add(wait(150, 300), s, notation.NoPiece, Lift)
			g.add(g.ms(300, 500), s, pc, Place)
		}
	}
	if st.TouchMover {
		g.add(wait(150, 300), d.From, notation.NoPiece, Lift)
		g.add(g.ms(300, 500), d.From, mover, Place)
	}
	switch {
	case d.Castle != notation.NoCastle:
		rank := d.From.Rank()
		rookFrom, rookTo := notation.Sq(7, rank), notation.Sq(5, rank)
		if d.Castle == notation.LongCastle {
			rookFrom, rookTo = notation.Sq(0, rank), notation.Sq(3, rank)
		}
		rook := notation.MakePiece(us, notation.Rook)
		king := notation.MakePiece(us, notation.King)
		if st.RookFirst {
			g.add(wait(150, 300), rookFrom, notation.NoPiece, Lift)
			g.add(g.carry(150, 300), rookTo, rook, Place)
			g.add(g.carry(100, 250), d.From, notation.NoPiece, Lift)
			g.add(g.carry(150, 300), d.To, king, Place)
		} else {
			g.add(wait(150, 300), d.From, notation.NoPiece, Lift)
			g.add(g.carry(150, 300), d.To, king, Place)
			g.add(g.carry(100, 250), rookFrom, notation.NoPiece, Lift)
			g.add(g.carry(150, 300), rookTo, rook, Place)
		}
	case d.EnPassant:
		victim := notation.Sq(d.To.File(), d.From.Rank())
		if !st.RemoveEPLate {
			g.add(wait(150, 300), victim, notation.NoPiece, Remove)
		}
		g.add(wait(100, 250), d.From, notation.NoPiece, Lift)
		g.add(g.carry(150, 300), d.To, mover, Place)
		if st.RemoveEPLate {
			g.add(g.carry(150, 300), victim, notation.NoPiece, Remove)
		}
	case d.Promotion != notation.NoPieceType:
		if d.Capture() && st.VictimFirst {
			g.add(wait(150, 300), d.To, notation.NoPiece, Remove)
		}
		g.add(wait(100, 250), d.From, notation.NoPiece, Lift)
		if st.PawnOnLast {
			if d.Capture() && !st.VictimFirst {
				g.add(g.carry(150, 300), d.To, notation.NoPiece, Remove)
			}
			g.add(g.carry(150, 300), d.To, mover, Place)
			g.add(g.carry(300, 500), d.To, notation.NoPiece, Lift)
		} else if d.Capture() && !st.VictimFirst {
			g.add(g.carry(150, 300), d.To, notation.NoPiece, Remove)
		}
		g.add(g.carry(200, 400), d.To, notation.MakePiece(us, d.Promotion), Place)
	case d.Capture():
		if st.VictimFirst {
			g.add(wait(150, 300), d.To, notation.NoPiece, Remove)
			g.slideOrLift(d, mover, st, wait(100, 250))
		} else if st.OutOfOrder {
			// The board sees the capturing piece on the square at once and
			// the departure afterwards; the capture itself is never seen.
			g.add(wait(150, 300), d.To, mover, Place)
			g.add(g.ms(5, 20), d.From, notation.NoPiece, Lift)
		} else {
			// Capturing piece in hand first, then the captured piece off.
			g.add(wait(150, 300), d.From, notation.NoPiece, Lift)
			g.add(g.carry(100, 250), d.To, notation.NoPiece, Remove)
			g.add(g.carry(100, 250), d.To, mover, Place)
		}
	default:
		g.slideOrLift(d, mover, st, wait(150, 300))
	}
	g.steps[len(g.steps)-1].Final = true
	if g.opt.Noise && g.rng.Intn(3) == 0 {
		after := *p
		after.Play(m)
		g.flickerAfter(&after)
	}
}

// slideOrLift moves the mover from d.From to d.To (which is empty by
// now): lifted and put down, slid or dragged over the squares between,
// or set down on its way and slid on.
func (g *gen) slideOrLift(d notation.MoveDesc, mover notation.Piece, st Style, delay time.Duration) {
	long := slidable(d) && distance(d) >= 2
	switch {
	case st.Drag && long:
		g.drag(d, mover, delay)
		return
	case st.Hover && long:
		g.hover(d, mover, st, delay)
		return
	}
	if !st.Slide {
		if st.OutOfOrder {
			g.add(delay, d.To, mover, Place)
			g.add(g.ms(5, 20), d.From, notation.NoPiece, Lift)
			return
		}
		g.add(delay, d.From, notation.NoPiece, Lift)
		g.add(g.carry(200, 400), d.To, mover, Place)
		return
	}
	g.slide(d.From, d.To, mover, st, delay)
}

// slide slides the mover from square from to square to, over the
// squares between.
func (g *gen) slide(from, to notation.Square, mover notation.Piece, st Style, delay time.Duration) {
	df, dr := cmp.Compare(to.File()-from.File(), 0), cmp.Compare(to.Rank()-from.Rank(), 0)
	prev := from
	for s := from; s != to; {
		s = notation.Sq(s.File()+df, s.Rank()+dr)
		// The piece rests on the square before it passed, as hands do.
		step := g.rest()
		if prev == from {
			step = delay
		}
		// The sensors may see the piece on both squares for a moment, or
		// on neither.
		if st.OutOfOrder {
			g.add(step, s, mover, Slide)
			g.add(g.ms(3, 10), prev, notation.NoPiece, Slide)
		} else {
			g.add(step, prev, notation.NoPiece, Slide)
			g.add(g.ms(3, 10), s, mover, Slide)
		}
		prev = s
	}
}

// drag slides the mover from d.From to d.To the way a hurried hand does:
// the piece rests on some squares it passes for a moment and is off the
// sensors in between, for about a scan of the board each time (DGT:
// "a piece slid over the board can look absent for a whole scan").
func (g *gen) drag(d notation.MoveDesc, mover notation.Piece, delay time.Duration) {
	df, dr := cmp.Compare(d.To.File()-d.From.File(), 0), cmp.Compare(d.To.Rank()-d.From.Rank(), 0)
	g.add(delay, d.From, notation.NoPiece, Slide)
	for s := notation.Sq(d.From.File()+df, d.From.Rank()+dr); s != d.To; s = notation.Sq(s.File()+df, s.Rank()+dr) {
		if g.rng.Intn(2) == 0 {
			continue // passed without touching the square
		}
		g.add(g.scans(1, 1.25), s, mover, Slide)
		g.add(g.rest(), s, notation.NoPiece, Slide)
	}
	g.add(g.scans(1, 1.25), d.To, mover, Place)
}

// hover lifts the mover, holds it in the air, sets it down on a square
// on its way and slides it on from there to d.To.
func (g *gen) hover(d notation.MoveDesc, mover notation.Piece, st Style, delay time.Duration) {
	df, dr := cmp.Compare(d.To.File()-d.From.File(), 0), cmp.Compare(d.To.Rank()-d.From.Rank(), 0)
	k := 1 + g.rng.Intn(distance(d)-1) // squares from d.From
	on := notation.Sq(d.From.File()+k*df, d.From.Rank()+k*dr)
	g.add(delay, d.From, notation.NoPiece, Lift)
	g.add(g.carry(300, 700), on, mover, Place)
	// The hand rests on the square for a moment only: not scaled.
	g.slide(on, d.To, mover, st, g.rest())
}

// flicker makes a sensor miss a piece for a moment before a move.
func (g *gen) flicker(p *notation.Position, delay time.Duration) {
	var occ []notation.Square
	for s := notation.Square(0); s < 64; s++ {
		if p.PieceAt(s) != notation.NoPiece {
			occ = append(occ, s)
		}
	}
	s := occ[g.rng.Intn(len(occ))]
	pc := p.PieceAt(s)
	g.add(delay, s, notation.NoPiece, Flicker)
	g.add(g.ms(15, 40), s, pc, Flicker)
}

func (g *gen) flickerAfter(p *notation.Position) {
	g.flicker(p, g.ms(100, 200))
}

// Board is what Play needs of a board: putting a piece on a square.
type Board interface {
	Set(s notation.Square, p notation.Piece)
}

// Play carries the steps out on b in real time. before, if not nil, is
// called before each step (to unplug the board at a given move, say);
// the hands wait while it runs. after, if not nil, is called after each
// step with the time the change was made; the hands wait for it too.
func Play(ctx context.Context, b Board, steps []Step, before func(i int, s Step), after func(s Step, at time.Time)) error {
	return PlayLate(ctx, b, steps, before, after, nil)
}

// PlayLate is Play that tells late, if not nil, of every step made after
// its time (a machine too busy to wake the hands in time), and how late.
func PlayLate(ctx context.Context, b Board, steps []Step, before func(i int, s Step), after func(s Step, at time.Time), late func(i int, by time.Duration)) error {
	next := time.Now()
	for i, s := range steps {
		next = next.Add(s.Delay)
		if d := time.Until(next); d > 0 {
			t := time.NewTimer(d)
			select {
			case <-ctx.Done():
				t.Stop()
				return ctx.Err()
			case <-t.C:
			}
		} else if ctx.Err() != nil {
			return ctx.Err()
		}
		if by := time.Since(next); late != nil && by > 0 {
			late(i, by)
		}
		if before != nil {
			t0 := time.Now()
			before(i, s)
			next = next.Add(time.Since(t0))
		}
		b.Set(s.Square, s.Piece)
		if after != nil {
			t0 := time.Now()
			after(s, t0)
			next = next.Add(time.Since(t0))
		}
	}
	return nil
}

// Overran tells whether hands that carried steps out in real time kept
// to them: at[i] is when steps[i] was made. It returns the first piece
// set down on its way (a step that does not complete its move, until
// the same square is emptied again in the same move) meant to rest at
// most limit that rested longer, and how long it rested. A machine too
// loaded to wake the hands in time makes them rest longer than the
// script says, which is another game: a rest longer than a hand's is a
// move made there.
func Overran(steps []Step, at []time.Time, limit time.Duration) (int, time.Duration, bool) {
	for i, s := range steps {
		if i >= len(at) || s.Final || s.Piece == notation.NoPiece || s.Kind != Place && s.Kind != Slide || putBack(steps, i) {
			continue
		}
		planned := time.Duration(0)
		for j := i + 1; j < len(steps) && j < len(at) && steps[j].Ply == s.Ply; j++ {
			planned += steps[j].Delay
			if steps[j].Square != s.Square {
				continue
			}
			if rest := at[j].Sub(at[i]); planned <= limit && rest > limit {
				return i, rest, true
			}
			break
		}
	}
	return -1, 0, false
}

// putBack tells whether steps[i] puts a piece back on the square it was
// lifted from in the same move (a touch), which is no rest on its way.
func putBack(steps []Step, i int) bool {
	for k := i - 1; k >= 0 && steps[k].Ply == steps[i].Ply; k-- {
		if steps[k].Square == steps[i].Square && steps[k].Kind == Lift {
			return true
		}
	}
	return false
}

// MaxLate is how late hands may make a change and keep their game: well
// within the 90 ms a sensor's flicker may last before it counts on a
// board that sees only occupancy.
const MaxLate = 50 * time.Millisecond

// Lapse is a change hands made later than their steps meant (steps[Step],
// By later): a machine too busy to wake them in time. The board then
// showed another game than the steps' (a piece set down on its way
// resting longer than a hand does is a move there, a flicker that lasts
// is a piece lifted, moves bunched together come in one scan).
type Lapse struct {
	Step int
	By   time.Duration
}

// Keeper watches hands carry steps out: Made after each step (Play's
// after), Late for PlayLate.
type Keeper struct {
	steps []Step
	at    []time.Time
	late  *Lapse
}

// NewKeeper returns a Keeper for steps.
func NewKeeper(steps []Step) *Keeper {
	return &Keeper{steps: steps, at: make([]time.Time, 0, len(steps))}
}

// Made notes that the next step was made at at.
func (k *Keeper) Made(at time.Time) { k.at = append(k.at, at) }

// Late notes that step i was made by after its time.
func (k *Keeper) Late(i int, by time.Duration) {
	if by > MaxLate && k.late == nil {
		k.late = &Lapse{Step: i, By: by}
	}
}

// Lapse returns the first change the hands made too late to keep their
// game: a piece set down on its way that rested longer than MaxRest, or
// any change made more than MaxLate after its time.
func (k *Keeper) Lapse() (Lapse, bool) {
	if i, rest, over := Overran(k.steps, k.at, MaxRest); over && (k.late == nil || i < k.late.Step) {
		return Lapse{Step: i, By: rest - MaxRest}, true
	}
	if k.late != nil {
		return *k.late, true
	}
	return Lapse{}, false
}
