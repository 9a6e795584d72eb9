package assistant

import (
	"strings"
	"time"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/devices/clock"
	"github.com/rochade/rochade/notation"
)

// The game's life: a new game waits for its first move; moves make it a
// game being played; mate, stalemate, a draw by rule, a flag or a result
// asked for end it, and then the board is not followed until the
// starting position stands on it again (the pieces being set up), when
// the next game begins. Setting up the starting position during a game
// ends that game as it stands. Nothing once recorded leaves the record:
// moves taken back, corrected or dropped after a discrepancy stay in it as
// a variation with their clock times.

// removal says why moves left the game.
type removal uint8

const (
	takenBack   removal = iota // taken back, asked for by the players
	corrected                  // announced, then seen to be another move
	discrepancy                // made on one board, not on the other (D.2.9)
)

// why is the comment the record gives a removed line.
func (r removal) why() string {
	switch r {
	case corrected:
		return "announced, then corrected"
	case discrepancy:
		return "dropped after a discrepancy"
	}
	return "taken back"
}

// removedLine is a line of moves that left the game at ply (the index
// of its first move): the record keeps it as a variation there.
type removedLine struct {
	ply   int
	start notation.Position
	moves []notation.Move
	// clk[i] is the mover's time after moves[i], -1 unknown.
	clk []time.Duration
	// notes are the game's notes on the removed moves, their plies
	// counted from the line's start.
	notes []notation.Note
	why   removal
	at    time.Time
}

// lineFrom returns plies from to to of the game as a removed line.
func (s *Session) lineFrom(from, to int, why removal, at time.Time) removedLine {
	l := removedLine{ply: from, start: s.game.Position(from), why: why, at: at,
		moves: append([]notation.Move(nil), s.game.Moves[from:to]...)}
	for k := from; k < to; k++ {
		d := time.Duration(-1)
		if k < len(s.clkAfter) {
			d = s.clkAfter[k]
		}
		l.clk = append(l.clk, d)
	}
	for _, n := range s.game.Notes {
		if n.Ply > from && n.Ply <= to {
			n.Ply -= from
			l.notes = append(l.notes, n)
		}
	}
	for _, n := range s.notes {
		if n.Ply > from && n.Ply <= to {
			n.Ply -= from
			l.notes = append(l.notes, n)
		}
	}
	return l
}

// removeFrom takes the game back to its first k plies; the moves after
// them are kept as a removed line.
func (s *Session) removeFrom(k int, why removal, at time.Time) {
	n := len(s.game.Moves)
	if k >= n {
		return
	}
	s.removed = append(s.removed, s.lineFrom(k, n, why, at))
	s.game.Moves = s.game.Moves[:k]
	s.firstOn = s.firstOn[:min(k, len(s.firstOn))]
	s.pos = s.game.Final()
	if len(s.clkAfter) > k {
		s.clkAfter = s.clkAfter[:k]
	}
	keep := func(notes []notation.Note) []notation.Note {
		kept := notes[:0]
		for _, n := range notes {
			if n.Ply <= k {
				kept = append(kept, n)
			}
		}
		return kept
	}
	s.game.Notes = keep(s.game.Notes)
	s.notes = keep(s.notes)
}

// text returns the line as PGN writes it in a variation, with the clock
// times and why it left the game.
func (l removedLine) text() string {
	notes := append([]notation.Note(nil), l.notes...)
	for i, d := range l.clk {
		if d >= 0 {
			notes = append(notes, notation.Note{Ply: i + 1, Kind: notation.Comment, Text: clkPrefix + clock.FormatHMS(d) + "]"})
		}
	}
	notes = append(notes, notation.Note{Ply: len(l.moves), Kind: notation.Comment, Text: l.why.why()})
	sortNotes(notes)
	return notation.LineText(l.start, l.moves, notes, notation.Format{})
}

// sortNotes orders notes by ply, keeping the order of notes on one ply.
func sortNotes(notes []notation.Note) {
	for i := 1; i < len(notes); i++ {
		for j := i; j > 0 && notes[j].Ply < notes[j-1].Ply; j-- {
			notes[j], notes[j-1] = notes[j-1], notes[j]
		}
	}
}

// removedNotes returns the notes that keep the removed lines in a game
// of n moves: a variation after the move played instead, or, where no
// move was played instead yet, a comment. A line that no longer starts
// from the game's position at its place (moves before it were taken
// back and played otherwise) would be no legal variation there: it is a
// comment at its place.
func (s *Session) removedNotes(n int) []notation.Note {
	var notes []notation.Note
	for _, l := range s.removed {
		if l.ply < n && s.game.Position(l.ply) == l.start {
			notes = append(notes, notation.Note{Ply: l.ply + 1, Kind: notation.Variation, Text: l.text()})
			continue
		}
		notes = append(notes, notation.Note{Ply: min(l.ply, n), Kind: notation.Comment, Text: strings.TrimSpace(l.why.why() + ": " + l.text())})
	}
	return notes
}

// The results the players can ask for.

// endByRequest ends the game with a result the players state: a
// resignation, a draw agreed, or a result as the arbiter rules.
func (s *Session) endByRequest(r Request, now time.Time) {
	side := s.cfg.Side
	switch {
	case s.over:
		s.sayOver()
		return
	case len(s.game.Moves) == 0:
		s.notice(Notice{Kind: NoGameToEnd})
		s.tell(side, announce.NoMoveYet())
		return
	}
	switch r.Kind {
	case AskResign:
		loser := side
		if r.HasColor {
			loser = r.Color
		}
		res := "0-1"
		if loser == notation.Black {
			res = "1-0"
		}
		s.say(loser, announce.Resigned(loser))
		s.finish(loser.Other(), res, "normal", map[notation.Color]string{notation.White: "White", notation.Black: "Black"}[loser]+" resigns", now)
	case AskDraw:
		s.finish(side, "1/2-1/2", "normal", "draw agreed", now)
	case AskResult:
		s.finish(side, r.Result, "normal", "", now)
	}
}

// sayOver answers a request that needs a game in progress (a result,
// a takeback, a hint, a judgement) after mate, stalemate, a result or a
// flag: the game is over, with its result.
func (s *Session) sayOver() {
	s.notice(Notice{Kind: AlreadyOver, Text: s.game.Result})
	s.tell(s.cfg.Side, announce.Sentences(announce.GameOver(), announce.Result(s.game.Result)))
}

// askNew asks for a new game. A game being played ends only when asked
// twice (or when a board shows the starting position): one key pressed
// by mistake must not end it.
func (s *Session) askNew(now time.Time) {
	s.engineWant, s.engineHave = 0, false
	switch {
	case len(s.game.Moves) == 0 && !s.over:
		s.say(s.cfg.Side, announce.SetUpNewGame())
	case s.over || s.anyAtStart() || s.confirming(now):
		s.newGame(now)
	default:
		s.confirmUntil = now.Add(confirmWindow)
		s.notice(Notice{Kind: ConfirmNewGame})
		s.say(s.cfg.Side, announce.ConfirmNew())
	}
}

// confirmWindow is how long a new game asked for during a game waits to
// be asked for again.
const confirmWindow = ConfirmWindow

// ConfirmWindow is how long a new game asked for while a game is played
// waits to be asked for again.
const ConfirmWindow = 15 * time.Second

// takeBack takes the last move back in a game between people (against
// the computer, the last move pair): when the board already shows an
// earlier position of the game, to that position; otherwise the
// players are told which pieces to put back, and the record goes back
// once the board shows the earlier position.
func (s *Session) takeBack(now time.Time) {
	n := len(s.game.Moves)
	switch {
	case s.over:
		s.sayOver()
		return
	case n == 0:
		s.tell(s.cfg.Side, announce.NoMoveYet())
		return
	}
	if s.cfg.Engine != nil {
		s.takeBackPair(now)
		return
	}
	if k, ok := s.boardsShowEarlier(); ok {
		s.notice(Notice{Kind: MovesTakenBack, Ply: k})
		s.truncate(k, takenBack, now)
		s.followAgain()
		s.say(s.cfg.Side, announce.BoardRight())
		s.changed(now)
		return
	}
	s.resolveTo(n-1, now)
}

// resolveTo asks every board to show the position after k plies; once
// they all do, the record goes back to it.
func (s *Session) resolveTo(k int, now time.Time) {
	s.confirmUntil = time.Time{}
	s.takebackTo = k
	s.resolving = true
	s.target = s.game.Position(k)
	for i, b := range s.boards {
		b.fixed = false
		s.resolveReading(i, now)
		if s.resolving && !b.fixed {
			s.tellFixes(i)
		}
	}
}

// boardsShowEarlier tells whether every board shows the same earlier
// position of the game: the position after k plies, k < len(moves).
func (s *Session) boardsShowEarlier() (int, bool) {
	k := -1
	for _, b := range s.boards {
		if !b.haveReading {
			return 0, false
		}
		board := [64]notation.Piece(b.reading.Board)
		if b.tr.Rotated() {
			board = rotated(b.reading.Board)
		}
		found := -1
		for j := len(s.game.Moves) - 1; j >= 0; j-- {
			if p := s.game.Position(j); p.Placement() == board {
				found = j
				break
			}
		}
		if found < 0 || (k >= 0 && found != k) {
			return 0, false
		}
		k = found
	}
	return k, k >= 0
}
