package emulator

import (
	"bytes"
	"fmt"
	"time"

	"github.com/rochade/rochade/devices/dgt"
	"github.com/rochade/rochade/notation"
)

// Timings of the emulated clock.
const (
	// clockPoll is how often the clock's display is looked at.
	clockPoll = 50 * time.Millisecond
	// clockEvery is the longest time between two BWTIME messages in
	// the update mode 0x43 (DGT_SEND_UPDATE: "at least every second");
	// in 0x4b (DGT_SEND_UPDATE_NICE) they come only when they change.
	clockEvery = time.Second
)

// ErrNoClock is returned by the clock methods of a board without a clock.
var ErrNoClock error = &fact{key: "emulator-no-clock", text: "emulator: no clock"}

// clockMessageLocked encodes what the clock shows at now (or that there
// is no clock).
func (e *Emulator) clockMessageLocked(now time.Time) []byte {
	if e.clk == nil {
		return dgt.EncodeClock(dgt.Clock{NoClock: true})
	}
	c := e.clk
	flagSide, _, flagged := c.Flag(now)
	face := func(side notation.Color) dgt.ClockFace {
		f := dgt.FaceOf(c.Remaining(side, now))
		if flagged && flagSide == side {
			f.Flag, f.Blocked = true, true
		}
		for _, p := range e.opt.Clock.Periods {
			if p.Increment > 0 || p.Delay > 0 {
				f.PerMove = true
			}
		}
		return f
	}
	left, right := notation.White, notation.Black
	if e.opt.ClockWhiteRight {
		left, right = right, left
	}
	k := dgt.Clock{Left: face(left), Right: face(right), Running: c.Running() && !flagged}
	// The lever is high on the side whose time runs (or will run).
	k.RightHigh = c.Turn() == right
	if k.Running {
		k.RightToMove = c.Turn() == right
		k.LeftToMove = c.Turn() == left
	}
	return dgt.EncodeClock(k)
}

// clockLoop sends the clock's times as a DGT board does in its update
// modes: on every change, and in 0x43 at least once a second.
func (e *Emulator) clockLoop(stop chan struct{}) {
	defer e.wg.Done()
	t := time.NewTicker(clockPoll)
	defer t.Stop()
	for {
		select {
		case <-stop:
			return
		case now := <-t.C:
			e.mu.Lock()
			e.sendClockLocked(now)
			e.mu.Unlock()
		}
	}
}

// sendClockLocked sends the clock's message in the update modes with
// clock times: when it changed, or in 0x43 when a second has passed
// since the last.
func (e *Emulator) sendClockLocked(now time.Time) {
	if !e.plugged || e.clk == nil || e.dgt == nil {
		return
	}
	mode := e.dgt.mode
	if mode != dgt.CmdUpdate && mode != dgt.CmdUpdateNice {
		return
	}
	msg := e.clockMessageLocked(now)
	if !bytes.Equal(msg, e.lastClock) || mode == dgt.CmdUpdate && now.Sub(e.lastClockAt) >= clockEvery {
		e.sendLocked(msg)
		e.lastClock, e.lastClockAt = msg, now
	}
}

// HasClock reports whether the board has a clock.
func (e *Emulator) HasClock() bool { return e.clk != nil }

// StartClock lets turn's time run (the clock's start, or going on after
// a pause). It does nothing if the clock already runs.
func (e *Emulator) StartClock(turn notation.Color) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.clk == nil {
		return ErrNoClock
	}
	if e.clk.Running() {
		return nil
	}
	now := time.Now()
	e.clk.Start(turn, now)
	e.sendClockLocked(now)
	return nil
}

// ClockStarted reports whether the clock has been started (and not
// paused).
func (e *Emulator) ClockStarted() bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.clk != nil && e.clk.Running()
}

// PressLever is side pressing the clock after completing a move: side's
// time stops (with the increment added) and the other side's time runs.
func (e *Emulator) PressLever(side notation.Color) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.clk == nil {
		return ErrNoClock
	}
	now := time.Now()
	err := e.clk.Press(side, now)
	e.sendClockLocked(now)
	return err
}

// ClockTimes returns what the clock shows now for White and Black.
func (e *Emulator) ClockTimes() (white, black time.Duration, err error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.clk == nil {
		return 0, 0, ErrNoClock
	}
	now := time.Now()
	return e.clk.Remaining(notation.White, now), e.clk.Remaining(notation.Black, now), nil
}

// PressButton presses button n (1 to 5, left to right: back, minus,
// play/pause, plus, OK) of the clock; the board passes the press on as
// the DGT3000 does when the client asks for clock updates. The buttons
// do not change the emulated clock.
func (e *Emulator) PressButton(n int) error {
	if n < 1 || n > 5 {
		return fmt.Errorf("the clock has buttons 1 to 5, not %d", n)
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.clk == nil {
		return ErrNoClock
	}
	if e.plugged && (e.dgt.mode == dgt.CmdUpdate || e.dgt.mode == dgt.CmdUpdateNice) {
		e.sendLocked(dgt.EncodeClockAck(dgt.ButtonAck(n)))
	}
	return nil
}
