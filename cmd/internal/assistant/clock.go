package assistant

import (
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/clock"
	"github.com/rochade/rochade/notation"
)

// The clock: Rochade's own (started by the moves, D.2.4) or the one on
// the board; flag fall (D.2.10.5, FIDE 6.9); alerts; the [%clk] times of
// the record.

// startClock lets the software clock run from now, with the side to move
// on the board.
func (s *Session) startClock(now time.Time) {
	if s.cfg.Clock != SoftClock || s.clkStarted || s.over {
		return
	}
	if s.clk == nil {
		s.clk = clock.New(s.cfg.Control)
	}
	s.clk.Start(s.pos.Turn(), now)
	s.clkStarted = true
}

// pressUpTo presses the clock for every ply up to k not pressed yet, at
// instant t, in order.
func (s *Session) pressUpTo(k int, t time.Time) {
	for ; s.pressed <= k && s.pressed < len(s.game.Moves); s.pressed++ {
		s.pressClock(plySide(s.game, s.pressed), s.pressed, t)
	}
}

// pressClock notes that side completed the move of ply at instant t: the
// software clock stops side's time and starts the opponent's; with a
// board clock, the mover's time is taken once the clock tells it.
func (s *Session) pressClock(side notation.Color, ply int, t time.Time) {
	switch s.cfg.Clock {
	case SoftClock:
		if !s.clkStarted {
			// No board event started the clock: the first move does,
			// and the opponent's time runs from it.
			s.clk = clock.New(s.cfg.Control)
			s.clk.Start(side, t)
			s.clkStarted = true
		}
		err := s.clk.Press(side, t)
		if errors.Is(err, clock.ErrFlagFallen) {
			s.checkFlag(t)
			return
		}
		s.setClk(ply, s.clk.Remaining(side, t))
	case BoardClock:
		if s.haveBoard && !s.board.NoClock {
			s.setClk(ply, faceTime(s.board, side))
		}
		s.clkWait = ply
	}
}

func (s *Session) stopClock(t time.Time) {
	if s.clk != nil && s.clkStarted {
		s.clk.Pause(t)
	}
}

func (s *Session) setClk(ply int, d time.Duration) {
	for len(s.clkAfter) <= ply {
		s.clkAfter = append(s.clkAfter, -1)
	}
	s.clkAfter[ply] = d
}

func faceTime(r devices.ClockReading, side notation.Color) time.Duration {
	if side == notation.Black {
		return r.Black
	}
	return r.White
}

// boardClock takes a reading of the board's clock.
func (s *Session) boardClock(r devices.ClockReading, now time.Time) {
	if s.cfg.Clock != BoardClock {
		return
	}
	if r.NoClock {
		if !s.haveBoard || !s.board.NoClock {
			s.notice(Notice{Kind: ClockMissing})
		}
		s.board, s.haveBoard = r, true
		return
	}
	s.board, s.haveBoard = r, true
	if s.clkWait >= 0 && s.clkWait < len(s.game.Moves) {
		// The mover's time is final once the clock runs for the other
		// side (the lever was pressed, the increment added).
		mover := plySide(s.game, s.clkWait)
		if r.Turn != mover {
			s.setClk(s.clkWait, faceTime(r, mover))
			s.clkWait = -1
			s.dirty = true
			s.save(now)
		}
	}
	if !s.over {
		switch {
		case r.WhiteFlag:
			s.flagFall(notation.White, now)
		case r.BlackFlag:
			s.flagFall(notation.Black, now)
		}
	}
	s.checkAlerts(now)
}

// plySide returns the side that made ply i of g.
func plySide(g *notation.Game, i int) notation.Color {
	c := g.Start.Turn()
	if i%2 == 1 {
		c = c.Other()
	}
	return c
}

func (s *Session) flagDeadline() (time.Time, bool) {
	if s.cfg.Clock != SoftClock || !s.clkStarted || s.over {
		return time.Time{}, false
	}
	return s.clk.NextFlag()
}

func (s *Session) checkFlag(now time.Time) {
	if s.cfg.Clock != SoftClock || !s.clkStarted || s.over {
		return
	}
	if side, at, ok := s.clk.Flag(now); ok {
		s.flagFall(side, at)
	}
}

// flagFall claims the game for the opponent of side (D.2.10.5): a loss
// for side, or a draw when the opponent cannot checkmate by any series
// of legal moves (FIDE 6.9).
func (s *Session) flagFall(side notation.Color, at time.Time) {
	s.say(side, announce.FlagFall(side))
	res := "1/2-1/2"
	if clock.CanCheckmate(&s.pos, side.Other()) {
		res = "0-1"
		if side == notation.Black {
			res = "1-0"
		}
	}
	s.game.Result = res
	s.game.SetTag("Termination", "time forfeit")
	s.over = true
	s.stopClock(at)
	s.notice(Notice{Kind: GameOver, Text: res})
	s.say(side.Other(), announce.Result(res))
	s.changed(at)
}

// alertSides returns the sides that get low-time alerts.
func (s *Session) alertSides() []notation.Color {
	if len(s.cfg.Alerts) == 0 {
		return nil
	}
	if s.cfg.AlertsBoth {
		return []notation.Color{notation.White, notation.Black}
	}
	return []notation.Color{s.cfg.Side}
}

// remaining returns side's time left at now, and whether there is a
// clock that tells it.
func (s *Session) remaining(side notation.Color, now time.Time) (time.Duration, bool) {
	switch s.cfg.Clock {
	case SoftClock:
		if s.clk == nil || s.cfg.Control.None() {
			return 0, false
		}
		return s.clk.Remaining(side, now), true
	case BoardClock:
		if !s.haveBoard || s.board.NoClock {
			return 0, false
		}
		return faceTime(s.board, side), true
	case ServerClock:
		return s.serverRemaining(side, now)
	}
	return 0, false
}

// running returns the side whose time runs.
func (s *Session) running() (notation.Color, bool) {
	switch s.cfg.Clock {
	case SoftClock:
		if s.clk != nil && s.clk.Running() {
			return s.clk.Turn(), true
		}
	case BoardClock:
		if s.haveBoard && s.board.Running && !s.board.NoClock {
			return s.board.Turn, true
		}
	case ServerClock:
		return s.serverTurnSide()
	}
	return 0, false
}

func (s *Session) alertDeadline() (time.Time, bool) {
	if (s.cfg.Clock != SoftClock && s.cfg.Clock != ServerClock) || s.over {
		return time.Time{}, false
	}
	side, ok := s.running()
	if !ok || !s.alerts(side) {
		return time.Time{}, false
	}
	var flag time.Time
	if s.cfg.Clock == ServerClock {
		flag, ok = s.serverFlag()
	} else {
		flag, ok = s.clk.NextFlag()
	}
	if !ok {
		return time.Time{}, false
	}
	var at time.Time
	has := false
	for _, a := range s.cfg.Alerts {
		if s.alerted[alertKey{side, a}] {
			continue
		}
		t := flag.Add(-a)
		if !has || t.Before(at) {
			at, has = t, true
		}
	}
	return at, has
}

func (s *Session) alerts(side notation.Color) bool {
	for _, c := range s.alertSides() {
		if c == side {
			return true
		}
	}
	return false
}

// checkAlerts says the time left when the running side's time falls to
// an alert; an alert is given again after the time has risen above it
// (a time control added time).
func (s *Session) checkAlerts(now time.Time) {
	if s.over {
		return
	}
	for _, side := range s.alertSides() {
		left, ok := s.remaining(side, now)
		if !ok {
			return
		}
		// The smallest alert reached is the one to say.
		var say time.Duration = -1
		for _, a := range s.cfg.Alerts {
			k := alertKey{side, a}
			switch {
			case left > a:
				s.alerted[k] = false
			case !s.alerted[k]:
				s.alerted[k] = true
				if say < 0 || a < say {
					say = a
				}
			}
		}
		if say >= 0 && left > 0 {
			s.tell(side, announce.TimeLeft(side, left))
		}
	}
}

// clockReport is the answer to the time request.
func (s *Session) clockReport(now time.Time) announce.ClockReport {
	r := announce.ClockReport{MoveNumber: s.pos.MoveNumber(), ToMove: s.pos.Turn()}
	if w, ok := s.remaining(notation.White, now); ok {
		b, _ := s.remaining(notation.Black, now)
		r.Timed, r.White, r.Black = true, w, b
	}
	if s.cfg.Clock == SoftClock && s.clk != nil {
		if n, ok := s.clk.MovesToControl(s.cfg.Side); ok {
			r.MovesToControl = n
		}
	}
	return r
}

// clkPrefix starts the [%clk] command in a PGN comment.
const clkPrefix = "[%clk "

// restoreClocks takes the [%clk] times out of the comments of a resumed
// game, and sets the software clock to the times of the last moves.
func (s *Session) restoreClocks(g *notation.Game) {
	kept := g.Notes[:0]
	for _, n := range g.Notes {
		if n.Kind == notation.Comment && n.Ply > 0 && n.Ply <= len(g.Moves) {
			if d, rest, ok := cutClk(n.Text); ok {
				s.setClk(n.Ply-1, d)
				n.Text = rest
			}
			n.Text = strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(n.Text, "first on board 1"), "first on board 2"))
			if n.Text == "" {
				continue
			}
		}
		kept = append(kept, n)
	}
	g.Notes = kept
	if s.cfg.Clock != SoftClock {
		return
	}
	s.clk = clock.New(s.cfg.Control)
	if len(g.Moves) == 0 || s.cfg.Control.None() {
		return
	}
	left := [2]time.Duration{-1, -1}
	var moves [2]int
	for i := range g.Moves {
		side := plySide(g, i)
		moves[side]++
		if i < len(s.clkAfter) && s.clkAfter[i] >= 0 {
			left[side] = s.clkAfter[i]
		}
	}
	base := s.cfg.Control.Periods[0].Base
	for i := range left {
		if left[i] < 0 {
			left[i] = base
		}
	}
	s.clk.Restore(left[notation.White], left[notation.Black], moves[notation.White], moves[notation.Black])
}

// cutClk finds "[%clk H:MM:SS]" in a comment and returns the time and the
// comment without it.
func cutClk(text string) (time.Duration, string, bool) {
	i := strings.Index(text, clkPrefix)
	if i < 0 {
		return 0, text, false
	}
	j := strings.IndexByte(text[i:], ']')
	if j < 0 {
		return 0, text, false
	}
	d, err := clock.ParseHMS(strings.TrimSpace(text[i+len(clkPrefix) : i+j]))
	if err != nil {
		return 0, text, false
	}
	rest := strings.TrimSpace(text[:i] + text[i+j+1:])
	return d, rest, true
}

// withClocks returns a copy of the game g for the record: with the
// [%clk] time after every move whose time is known, the board each move
// was made on first (with two boards), the session's notes, and the time
// control.
func (s *Session) withClocks(g *notation.Game) *notation.Game {
	c := *g
	c.Tags = append([]notation.Tag(nil), g.Tags...)
	if s.cfg.Clock != NoClock && !s.cfg.Control.None() {
		c.SetTag("TimeControl", s.cfg.Control.String())
	}
	c.Notes = make([]notation.Note, 0, len(g.Notes)+len(s.notes)+len(c.Moves))
	notes, own := g.Notes, s.notes
	for ply := 0; ply <= len(c.Moves); ply++ {
		for len(notes) > 0 && notes[0].Ply <= ply {
			c.Notes = append(c.Notes, notes[0])
			notes = notes[1:]
		}
		if ply > 0 {
			var parts []string
			if ply-1 < len(s.clkAfter) && s.clkAfter[ply-1] >= 0 {
				parts = append(parts, clkPrefix+clock.FormatHMS(s.clkAfter[ply-1])+"]")
			}
			if s.two() && ply-1 < len(s.firstOn) {
				parts = append(parts, "first on board "+strconv.Itoa(s.firstOn[ply-1]+1))
			}
			if parts != nil {
				c.Notes = append(c.Notes, notation.Note{Ply: ply, Kind: notation.Comment, Text: strings.Join(parts, " ")})
			}
		}
		for len(own) > 0 && own[0].Ply <= ply {
			c.Notes = append(c.Notes, own[0])
			own = own[1:]
		}
	}
	if len(s.removed) > 0 {
		c.Notes = append(c.Notes, s.removedNotes(len(c.Moves))...)
		sortNotes(c.Notes)
	}
	return &c
}
