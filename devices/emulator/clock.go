package emulator

import (
	"fmt"
	"time"

	"github.com/rochade/rochade/devices/firmware"
	"github.com/rochade/rochade/devices/internal/fact"
	"github.com/rochade/rochade/notation"
)

// clockPoll is how often the clock's display is looked at.
const clockPoll = 50 * time.Millisecond

// ErrNoClock is returned by the clock methods of a board without a clock.
var ErrNoClock error = &fact.Fact{Key: "emulator-no-clock", Text: "emulator: no clock"}

// clockLoop lets the firmware pass on what the clock shows, as it
// changes.
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
			e.clockChangedLocked(now)
			e.mu.Unlock()
		}
	}
}

// clockChangedLocked tells the firmware that the clock may show
// something new.
func (e *Emulator) clockChangedLocked(now time.Time) {
	if c, ok := e.fw.(firmware.Clocked); ok && e.plugged && e.clk != nil {
		c.ClockChanged(hardware{e}, now)
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
	e.clockChangedLocked(now)
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
	e.clockChangedLocked(now)
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
// play/pause, plus, OK) of the clock; the firmware passes the press on
// (a DGT board as the DGT3000 does when the client asks for clock
// updates). The buttons do not change the emulated clock.
func (e *Emulator) PressButton(n int) error {
	if n < 1 || n > 5 {
		return fmt.Errorf("the clock has buttons 1 to 5, not %d", n)
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.clk == nil {
		return ErrNoClock
	}
	if c, ok := e.fw.(firmware.Clocked); ok && e.plugged {
		c.ClockButton(hardware{e}, n)
	}
	return nil
}
