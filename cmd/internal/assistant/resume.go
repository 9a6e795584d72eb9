package assistant

import (
	"time"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/devices/tracker"
	"github.com/rochade/rochade/notation"
)

// Resuming a game without inventing. A game resumed from the record
// (New with a game that has moves) goes on from its last position. A
// board that shows a position of the game's past instead (the starting
// position, or the position after any earlier move) is being set up, by
// hand or by playing the game's moves again: nothing on it is followed
// (no move is announced or recorded, the clock does not run) until it
// shows the game's last position, and the players hear how many moves
// are still to be made ("Stellung aufbauen: noch 2 Züge"). A replay of
// the game's own moves is never new moves. A board that shows something
// else is followed as after a break (moves made while Rochade was away,
// or guidance back to the game).

// setUp is what the session knows of a resumed game being set up.
type setUp struct {
	// plies is how many moves the resumed game had; 0 when no game is
	// being resumed (or it was set up on every board).
	plies int
	// boards[i] is board i's state.
	boards []setUpBoard
	// placements[k] is the placement after k moves of the game.
	placements [][64]notation.Piece
}

// setUpBoard is a board's part in setting a resumed game up.
type setUpBoard struct {
	done bool // it showed the game's last position
	on   bool // it showed a position of the game's past: it is being set up
	at   int  // the last position of the game's past it showed (plies), -1 none
	// fixAt is when to guide a board that stays on no position of the
	// game.
	fixAt time.Time
}

// startSetUp notes that g, with moves, is resumed on n boards.
func (s *Session) startSetUp(g *notation.Game, n int) {
	if len(g.Moves) == 0 || (g.Result != "" && g.Result != "*") {
		return
	}
	s.setup.plies = len(g.Moves)
	s.setup.boards = make([]setUpBoard, n)
	p := g.Start
	s.setup.placements = append(s.setup.placements, p.Placement())
	for _, m := range g.Moves {
		p.Play(m)
		s.setup.placements = append(s.setup.placements, p.Placement())
	}
	for i := range s.setup.boards {
		s.setup.boards[i].at = -1
	}
}

// settingUp takes board i's reading while the resumed game may be set up
// on it, and tells whether it did: a reading of a board that showed the
// game's past and has not yet shown its last position.
func (s *Session) settingUp(i int, now time.Time) bool {
	if s.setup.plies == 0 || i >= len(s.setup.boards) || s.setup.boards[i].done {
		return false
	}
	n := s.setup.plies
	if len(s.game.Moves) != n || s.over {
		// The game went on (or back) on another board: the setting up
		// is over.
		s.endSetUp(now)
		return false
	}
	sb := &s.setup.boards[i]
	b := s.boards[i]
	board := [64]notation.Piece(b.reading.Board)
	turned := rotated(b.reading.Board)
	k := -1
	for j := n; j >= 0; j-- {
		if want := s.setup.placements[j]; want == board || want == turned {
			k = j
			break
		}
	}
	switch {
	case k == n:
		s.setUpDone(i, now)
		return sb.on
	case k >= 0:
		if !sb.on {
			sb.on = true
			s.pauseForSetUp(now)
		}
		sb.fixAt = time.Time{}
		// On the starting position the players may also want a new game:
		// asked for, it begins at once.
		b.atStart = k == 0
		if k != sb.at {
			sb.at = k
			s.say(notation.White, s.onBoard(i, announce.SetUpPosition(n-k)))
		}
		return true
	case sb.on:
		// Pieces on their way, or a move that is not the game's: said if
		// the board stays so.
		b.atStart = false
		sb.fixAt = now.Add(fixAfter)
		return true
	}
	return false
}

// setUpDone: board i shows the resumed game's last position. It is
// followed from there; once every board is, the clock goes on.
func (s *Session) setUpDone(i int, now time.Time) {
	sb := &s.setup.boards[i]
	b := s.boards[i]
	sb.done, sb.fixAt = true, time.Time{}
	b.atStart = false
	if sb.on {
		// A new tracker on the resumed game, which the board now shows.
		g := copyGame(s.game)
		g.Moves = g.Moves[:s.setup.plies]
		b.tr = tracker.New(g, s.cfg.Tracker)
		b.tr.Feed(b.reading)
		s.say(notation.White, s.onBoard(i, announce.BoardRight()))
	}
	for _, o := range s.setup.boards {
		if o.on && !o.done {
			return
		}
	}
	s.resumeClock(now)
}

// pauseForSetUp stops the clock while a board is being set up.
func (s *Session) pauseForSetUp(now time.Time) {
	if s.clk != nil && s.clkStarted && s.clk.Running() {
		s.clk.Pause(now)
		s.setupPaused = true
	}
}

// resumeClock starts the clock again once the boards are set up.
func (s *Session) resumeClock(now time.Time) {
	if s.setupPaused && s.clk != nil && !s.over {
		s.clk.Start(s.pos.Turn(), now)
	}
	s.setupPaused = false
}

// setUpDeadline is when a board being set up that shows no position of
// the game is to be guided.
func (s *Session) setUpDeadline() (time.Time, bool) {
	var at time.Time
	ok := false
	for _, sb := range s.setup.boards {
		if !sb.done && !sb.fixAt.IsZero() && (!ok || sb.fixAt.Before(at)) {
			at, ok = sb.fixAt, true
		}
	}
	return at, ok
}

// setUpTick guides a board being set up that stayed on no position of
// the game: the squares that differ from the nearest position of the
// game from the one it showed last on.
func (s *Session) setUpTick(now time.Time) {
	for i := range s.setup.boards {
		sb := &s.setup.boards[i]
		if sb.done || sb.fixAt.IsZero() || now.Before(sb.fixAt) {
			continue
		}
		sb.fixAt = time.Time{}
		b := s.boards[i]
		best, fixes := -1, []tracker.Fix(nil)
		for _, board := range [][64]notation.Piece{[64]notation.Piece(b.reading.Board), rotated(b.reading.Board)} {
			for k := max(sb.at, 0); k <= s.setup.plies; k++ {
				p := s.game.Position(k)
				f := tracker.Fixes(&p, &board)
				if best < 0 || len(f) < len(fixes) {
					best, fixes = k, f
				}
			}
		}
		var out []announce.Fix
		for _, f := range fixes {
			out = append(out, announce.Fix{Square: f.Square, Want: f.Want})
		}
		s.say(notation.White, s.onBoard(i, announce.Sentences(announce.SetUpPosition(s.setup.plies-best), announce.PutRight(out))))
	}
}

// endSetUp: the resumed game is no longer set up (a new game began, or
// the game went on).
func (s *Session) endSetUp(now time.Time) {
	if s.setup.plies == 0 {
		return
	}
	s.setup = setUp{}
	s.resumeClock(now)
}
