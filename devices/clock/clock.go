package clock

import (
	"time"

	"github.com/rochade/rochade/devices/internal/fact"
	"github.com/rochade/rochade/notation"
)

// Errors of Press.
var (
	ErrNotRunning error = &fact.Fact{Key: "clock-not-running", Text: "clock: not running"}
	ErrNotTurn    error = &fact.Fact{Key: "clock-not-turn", Text: "clock: other side's time runs"}
	ErrFlagFallen error = &fact.Fact{Key: "clock-flag-fallen", Text: "clock: flag fallen"}
)

// Clock is a chess clock for two sides. It never reads the time itself:
// every call says at which instant it happens, and instants must not go
// backwards. The zero value is not usable; call New.
type Clock struct {
	tc       TimeControl
	left     [2]time.Duration // remaining; for the running side, as of since
	turn     notation.Color
	running  bool
	since    time.Time
	moves    [2]int
	period   [2]int // index into tc.Periods
	inPeriod [2]int // moves made in the current period
	flagged  bool
	flagSide notation.Color
	flagAt   time.Time
}

// New makes a clock for a time control, both sides with the first
// period's time, stopped, White to move.
func New(tc TimeControl) *Clock {
	c := &Clock{tc: tc}
	if !tc.None() {
		c.left[0] = tc.Periods[0].Base
		c.left[1] = tc.Periods[0].Base
	}
	return c
}

// TimeControl returns the clock's time control.
func (c *Clock) TimeControl() TimeControl { return c.tc }

func (c *Clock) current(side notation.Color) Period {
	if c.tc.None() {
		return Period{}
	}
	return c.tc.Periods[min(c.period[side], len(c.tc.Periods)-1)]
}

// Start lets turn's time run from instant t (also to go on after Pause).
// A clock whose flag has fallen stays stopped.
func (c *Clock) Start(turn notation.Color, t time.Time) {
	if c.flagged || c.tc.None() {
		return
	}
	c.turn = turn
	c.running = true
	c.since = t
}

// Running reports whether a side's time runs.
func (c *Clock) Running() bool { return c.running }

// Turn returns the side whose time runs (or ran last, or runs next).
func (c *Clock) Turn() notation.Color { return c.turn }

// used returns how much of the running side's time is spent at t.
func (c *Clock) used(t time.Time) time.Duration {
	el := t.Sub(c.since)
	if el < 0 {
		return 0
	}
	el -= c.current(c.turn).Delay
	if el < 0 {
		return 0
	}
	return el
}

// NextFlag returns the instant the running side's flag falls if nobody
// presses the clock before; ok is false when no time runs.
func (c *Clock) NextFlag() (at time.Time, ok bool) {
	if !c.running {
		return time.Time{}, false
	}
	return c.since.Add(c.current(c.turn).Delay + c.left[c.turn]), true
}

// Flag reports the side whose flag has fallen by instant t, and when.
func (c *Clock) Flag(t time.Time) (side notation.Color, at time.Time, ok bool) {
	if c.flagged {
		return c.flagSide, c.flagAt, true
	}
	if f, running := c.NextFlag(); running && !t.Before(f) {
		return c.turn, f, true
	}
	return 0, time.Time{}, false
}

// settle records a flag that has fallen by t; the clock then stops.
func (c *Clock) settle(t time.Time) {
	if side, at, ok := c.Flag(t); ok && !c.flagged {
		c.flagged, c.flagSide, c.flagAt = true, side, at
		c.left[side] = 0
		c.running = false
	}
}

// Remaining returns the time side has left at instant t (never below zero).
func (c *Clock) Remaining(side notation.Color, t time.Time) time.Duration {
	if c.flagged && side == c.flagSide {
		return 0
	}
	r := c.left[side]
	if c.running && side == c.turn {
		r -= c.used(t)
	}
	return max(r, 0)
}

// Press says that side completed a move at instant t: its time stops, the
// increment is added, at a move-count control the next period's time is
// added, and the other side's time starts. A side whose time has run out
// by t gets ErrFlagFallen, and the clock stops.
func (c *Clock) Press(side notation.Color, t time.Time) error {
	c.settle(t)
	if c.flagged {
		return ErrFlagFallen
	}
	if !c.running {
		return ErrNotRunning
	}
	if side != c.turn {
		return ErrNotTurn
	}
	p := c.current(side)
	c.left[side] -= c.used(t)
	c.left[side] += p.Increment
	c.moves[side]++
	c.inPeriod[side]++
	if p.Moves > 0 && c.inPeriod[side] >= p.Moves {
		c.inPeriod[side] = 0
		if c.period[side] < len(c.tc.Periods)-1 {
			c.period[side]++
		}
		c.left[side] += c.current(side).Base
	}
	c.turn = side.Other()
	c.since = t
	return nil
}

// Pause stops the clock at instant t; Start goes on. A delay not used up
// when the clock is paused starts afresh when it goes on.
func (c *Clock) Pause(t time.Time) {
	c.settle(t)
	if !c.running {
		return
	}
	c.left[c.turn] = c.Remaining(c.turn, t)
	c.running = false
}

// Moves returns the number of moves side has completed.
func (c *Clock) Moves(side notation.Color) int { return c.moves[side] }

// MovesToControl returns how many moves side still has to make to reach
// the next time control; ok is false in a period for the rest of the game.
func (c *Clock) MovesToControl(side notation.Color) (n int, ok bool) {
	p := c.current(side)
	if p.Moves == 0 {
		return 0, false
	}
	return p.Moves - c.inPeriod[side], true
}

// Restore sets both sides' remaining times and completed moves, for
// example from the [%clk] comments of a record, and clears any flag. The
// clock is stopped; Start lets it run.
func (c *Clock) Restore(white, black time.Duration, whiteMoves, blackMoves int) {
	c.running, c.flagged = false, false
	c.left = [2]time.Duration{max(white, 0), max(black, 0)}
	for side, n := range [2]int{max(whiteMoves, 0), max(blackMoves, 0)} {
		c.moves[side], c.period[side], c.inPeriod[side] = n, 0, 0
		for i := 0; i < n && !c.tc.None(); i++ {
			c.inPeriod[side]++
			if p := c.current(notation.Color(side)); p.Moves > 0 && c.inPeriod[side] >= p.Moves {
				c.inPeriod[side] = 0
				if c.period[side] < len(c.tc.Periods)-1 {
					c.period[side]++
				}
			}
		}
	}
}

// Set puts side's remaining time to d at instant t (an arbiter's
// correction); a running side's time runs on from there.
func (c *Clock) Set(side notation.Color, d time.Duration, t time.Time) {
	c.settle(t)
	if c.flagged && side == c.flagSide {
		return
	}
	c.left[side] = max(d, 0)
	if c.running && side == c.turn {
		c.since = t
	}
}
