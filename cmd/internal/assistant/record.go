package assistant

import (
	"time"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/notation"
)

// save writes the record if something changed. A failure is said once
// (spoken and printed) and the record is tried again every SaveRetry;
// the moves stay in memory meanwhile, so nothing is lost.
func (s *Session) save(now time.Time) {
	if !s.dirty || s.out.Record == nil {
		return
	}
	var cur *notation.Game
	if s.worthKeeping() {
		cur = s.recorded(s.withClocks(s.game))
	}
	err := s.out.Record.Save(s.archive, cur)
	if err != nil {
		if s.saveErr == nil {
			s.notice(Notice{Kind: SaveFailed, Err: err})
			s.say(notation.White, announce.SaveFailed())
		}
		s.saveErr = err
		s.nextSave = now.Add(s.saveRetry)
		return
	}
	if s.saveErr != nil {
		s.saveErr = nil
		s.notice(Notice{Kind: SaveRecovered})
		s.tell(notation.White, announce.Saved())
	}
	s.dirty = false
}

// LastGame returns the game last written to the record: the game being
// played if it has a move, else the last one finished; nil if none.
func (s *Session) LastGame() *notation.Game {
	if s.worthKeeping() {
		return s.recorded(s.game)
	}
	if n := len(s.archive); n > 0 {
		return s.archive[n-1]
	}
	return nil
}

// Close writes what is not written yet (at the end of a session).
func (s *Session) Close(now time.Time) error {
	s.Tick(now)
	if s.cfg.Clock == BoardClock && s.clkWait >= 0 && s.haveBoard && !s.board.NoClock {
		s.setClk(s.clkWait, faceTime(s.board, plySide(s.game, s.clkWait)))
		s.dirty = true
	}
	s.save(now)
	return s.saveErr
}

// worthKeeping tells whether the game being played goes into the record:
// a game without a move never does, unless it has a result (a flag that
// fell before the first move) or had moves that were taken back (what
// was recorded stays).
func (s *Session) worthKeeping() bool {
	return len(s.game.Moves) > 0 || len(s.removed) > 0 || (s.game.Result != "" && s.game.Result != "*")
}
