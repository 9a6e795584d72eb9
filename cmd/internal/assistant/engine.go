package assistant

import (
	"slices"
	"strings"
	"time"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/devices/clock"
	"github.com/rochade/rochade/devices/tracker"
	"github.com/rochade/rochade/notation"
)

// Playing against an engine: the engine plays the side opposite to
// Config.Side. Its move is announced ("Computer: Springer Gustav acht
// nach Felix sechs") and then expected on the board; until it is made
// there, the engine's clock runs (D.2.4 applies to whoever moves the
// pieces) and requests still work.

// Purpose says what an engine request is for.
type Purpose int

// Purposes.
const (
	ForMove  Purpose = iota // the engine's move in the game
	ForHint                 // the best move for the player
	ForEval                 // a judgement of the position
	ForLevel                // a new playing strength
)

// EngineRequest asks the engine something about the position after
// Moves from Start.
type EngineRequest struct {
	ID      int
	Purpose Purpose
	Start   notation.Position
	Moves   []notation.Move
	Level   int // ForLevel
}

// EngineAnswer is the engine's answer to the request with the same ID;
// a restart of the engine is reported on its own (Restarted set).
type EngineAnswer struct {
	ID      int
	Purpose Purpose
	Move    notation.Move
	Eval    announce.Eval
	Level   int
	Err     error
	// Restarted reports that the engine was started again (Err says
	// why); the request it was answering is answered afterwards.
	Restarted bool
}

// Engine is a chess engine the session asks. Ask must not block: the
// answer comes back later as an Input of kind EngineInput.
type Engine interface {
	Ask(r EngineRequest)
}

// engineRetry is how long after a failed engine answer the engine is
// asked again (doubling while it keeps failing).
const engineRetry = 10 * time.Second

// engineSide returns the engine's side.
func (s *Session) engineSide() notation.Color { return s.cfg.Side.Other() }

// ask sends a request about the record's position to the engine.
func (s *Session) ask(p Purpose, level int) int {
	return s.askAbout(p, s.game.Moves, level)
}

// askAbout sends a request about the position after moves.
func (s *Session) askAbout(p Purpose, moves []notation.Move, level int) int {
	s.engineSeq++
	s.cfg.Engine.Ask(EngineRequest{ID: s.engineSeq, Purpose: p, Start: s.game.Start,
		Moves: append([]notation.Move(nil), moves...), Level: level})
	return s.engineSeq
}

// hintMoves returns the moves of the position the player's next move is
// made in: the record's, and the engine's move if it is still to be made
// on the board. ok is false while the engine has not chosen its move.
func (s *Session) hintMoves() (moves []notation.Move, ok bool) {
	moves = append([]notation.Move(nil), s.game.Moves...)
	if s.pos.Turn() == s.engineSide() {
		if !s.engineHave {
			return nil, false
		}
		moves = append(moves, s.engineMove)
	}
	return moves, true
}

// askHint asks for the best move of the player's next move, or once the
// engine has chosen its own.
func (s *Session) askHint() {
	if s.over {
		// The game ended while the hint waited for the engine's move.
		s.hintWanted = false
		s.sayOver()
		return
	}
	moves, ok := s.hintMoves()
	if !ok {
		s.hintWanted = true
		return
	}
	s.hintWanted = false
	s.hintBase = moves
	s.hintID = s.askAbout(ForHint, moves, 0)
}

// think asks the engine for its move when it is its turn and nothing is
// under way.
func (s *Session) think(now time.Time) {
	if s.cfg.Server != nil {
		s.serverNext()
		return
	}
	if s.cfg.Engine == nil || s.over || s.resolving || s.engineWant != 0 || s.engineHave || s.takebackTo >= 0 {
		return
	}
	if s.pos.Turn() != s.engineSide() || !s.boards[0].connected {
		return
	}
	if !s.engineRetryAt.IsZero() && now.Before(s.engineRetryAt) {
		return
	}
	s.engineRetryAt = time.Time{}
	s.engineWant = s.ask(ForMove, 0)
	s.enginePly = len(s.game.Moves)
}

// engineAnswer takes an answer of the engine.
func (s *Session) engineAnswer(a EngineAnswer, now time.Time) {
	if a.Restarted {
		s.notice(Notice{Kind: EngineRestarted, Err: a.Err})
		s.tell(s.cfg.Side, announce.EngineRestarted())
		return
	}
	switch a.Purpose {
	case ForMove:
		if a.ID != s.engineWant {
			return // a request taken back
		}
		s.engineWant = 0
		if a.Err != nil || s.enginePly != len(s.game.Moves) || !s.pos.IsLegal(a.Move) {
			s.notice(Notice{Kind: EngineFailed, Err: a.Err})
			s.engineFailures++
			s.engineRetryAt = now.Add(engineRetry << min(s.engineFailures-1, 5))
			return
		}
		s.engineFailures = 0
		s.engineMove, s.engineHave = a.Move, true
		s.say(s.engineSide(), announce.EngineMove(&s.pos, a.Move))
		if s.hintWanted {
			s.askHint()
		}
	case ForHint:
		if a.ID != s.hintID {
			return
		}
		if s.over {
			// Asked during the game, answered after its end.
			s.sayOver()
			return
		}
		if a.Err != nil {
			s.notice(Notice{Kind: EngineFailed, Err: a.Err})
			return
		}
		if cur, ok := s.hintMoves(); !ok || !slices.Equal(cur, s.hintBase) {
			// The position changed meanwhile: the hint is asked again
			// for the position the player moves in now.
			s.askHint()
			return
		}
		p := s.game.Start
		for _, m := range s.hintBase {
			p.Play(m)
		}
		if !p.IsLegal(a.Move) {
			s.notice(Notice{Kind: EngineFailed})
			return
		}
		s.tell(s.cfg.Side, announce.Hint(&p, a.Move, s.cfg.Words))
	case ForEval:
		if a.Err != nil {
			s.notice(Notice{Kind: EngineFailed, Err: a.Err})
			return
		}
		s.tell(s.cfg.Side, announce.Judge(a.Eval, s.cfg.EvalNumbers))
	case ForLevel:
		if a.Err != nil {
			s.notice(Notice{Kind: EngineFailed, Err: a.Err})
			return
		}
		s.tell(s.cfg.Side, announce.LevelSet(a.Level))
	}
}

// engineTurn handles a move board i made when it is the engine's turn:
// the announced move is recorded (without being announced again); any
// other move is not, and the move to make is said again. It tells
// whether it took the move.
func (s *Session) engineTurn(i int, e tracker.Event) bool {
	if s.cfg.Engine == nil || e.Before.Turn() != s.engineSide() || e.Ply != len(s.game.Moves) {
		return false
	}
	if s.engineHave && e.Move == s.engineMove {
		s.engineHave = false
		s.record(i, e, false)
		return true
	}
	// Not the engine's move (or the engine has not chosen yet): the
	// board is followed again from the record's position.
	b := s.boards[i]
	b.tr = tracker.New(copyGame(s.game), s.cfg.Tracker)
	if s.engineHave {
		s.say(s.engineSide(), announce.MakeMove(&s.pos, s.engineMove))
	} else {
		s.notice(Notice{Kind: EngineThinking})
	}
	return true
}

// engineRequest answers hint, takeback, eval, level and new.
func (s *Session) engineRequest(r Request, now time.Time) {
	if s.cfg.Engine == nil {
		s.notice(Notice{Kind: NeedsEngine})
		s.tell(s.cfg.Side, announce.UnknownRequest())
		return
	}
	if s.over && r.Kind != AskLevel {
		// A hint or a judgement of a finished game: the game is over
		// (the level is for the next one).
		s.sayOver()
		return
	}
	switch r.Kind {
	case AskHint:
		s.askHint()
	case AskEval:
		s.ask(ForEval, 0)
	case AskLevel:
		s.ask(ForLevel, r.N)
	}
}

// takeBackPair undoes the player's last move and the engine's answer (or
// only the player's move while the engine has not moved on the board):
// it says which pieces to put back where, and the record drops the moves
// once the board shows the earlier position ("Stellung in Ordnung").
func (s *Session) takeBackPair(now time.Time) {
	n := len(s.game.Moves)
	target := n - 2
	if s.pos.Turn() == s.engineSide() {
		target = n - 1
	}
	for target > 0 && plySide(s.game, target) != s.cfg.Side {
		target--
	}
	if target < 0 || n == 0 {
		s.tell(s.cfg.Side, announce.NoMoveYet())
		return
	}
	s.engineWant, s.engineHave = 0, false
	// Until the board shows the earlier position its readings are
	// compared with it directly: carrying pieces back can look like
	// moves to a tracker.
	s.resolveTo(target, now)
}

// drawnByRule returns "1/2-1/2" when the game is drawn without a claim:
// a dead position (neither side can mate, FIDE 5.2.2), the fivefold
// repetition or 75 moves without a capture or pawn move (9.6); against
// an engine also the threefold repetition and the 50-move rule, which the
// computer claims.
func (s *Session) drawnByRule() string {
	p := &s.pos
	if !clock.CanCheckmate(p, notation.White) && !clock.CanCheckmate(p, notation.Black) {
		return "1/2-1/2"
	}
	moves, reps := 150, 5
	if s.cfg.Engine != nil {
		moves, reps = 100, 3
	}
	if p.HalfmoveClock() >= moves {
		return "1/2-1/2"
	}
	if p.HalfmoveClock() >= 2*(reps-1) && s.repetitions() >= reps {
		return "1/2-1/2"
	}
	return ""
}

// repetitions counts how often the present position has stood on the
// board (same pieces, side to move, castling rights and en passant).
func (s *Session) repetitions() int {
	key := func(p *notation.Position) string {
		f := strings.Fields(p.FEN())
		return strings.Join(f[:4], " ")
	}
	want := key(&s.pos)
	n := 0
	p := s.game.Start
	if key(&p) == want {
		n++
	}
	for _, m := range s.game.Moves {
		p.Play(m)
		if key(&p) == want {
			n++
		}
	}
	return n
}
