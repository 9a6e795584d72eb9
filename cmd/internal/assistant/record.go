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
	games := make([]*notation.Game, 0, len(s.archive)+1)
	games = append(games, s.archive...)
	games = append(games, s.withClocks(s.game))
	err := s.out.Record.Save(games)
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
