package assistant

import (
	"strings"
	"time"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/devices/tracker"
	"github.com/rochade/rochade/notation"
)

// Moves the session could not follow as they were made, and promotions
// whose piece a board cannot see.
//
// A move a tracker found only after the board came back (Away) or after
// its readings could not be followed for a while (CaughtUp: the board
// showed moves in no order the tracker could follow, or its stream was
// cut) is said as such, and the record says so in a comment after it.
//
// A promotion on a board that sees only occupancy has no default piece:
// it is said as a promotion with the piece unknown ("Gustav schlägt
// Felix eins, Umwandlung in: Dame, Turm, Läufer, Springer"), the moves
// after it are said and clocked as they are made, and the record stops
// before it until its piece is known: named (promote), or proven by the
// moves after it. The record never holds a guessed piece, and so only
// grows. The piece is asked for again after PromotionAsk, at most three
// times.

// Comments the record gives moves found afterwards.
const (
	awayComment     = "made while the board was away"
	caughtUpComment = "made while Rochade could not follow the board"
)

// promotionAsks is how often the piece of a promotion is asked for again.
const promotionAsks = 3

// moveLine is how a new move is said: a promotion whose piece is not
// known with the question, a move whose check depends on that piece
// without the check, a move found afterwards said as such.
func (s *Session) moveLine(e tracker.Event) announce.Line {
	var l announce.Line
	switch {
	case e.PieceUnknown:
		l = announce.PromotionUnknown(&e.Before, e.Move, s.cfg.Words)
	case e.Unsure:
		d := e.Before.Describe(e.Move)
		d.Check, d.Mate = false, false
		l = announce.Words(announce.Move(nil, d, s.cfg.Words)...)
	default:
		l = announce.Announced(&e.Before, e.Move, s.cfg.Words)
	}
	switch {
	case e.Away:
		l = announce.WhileAway(l)
	case e.CaughtUp:
		l = announce.CaughtUp(l)
	}
	return l
}

// unfollowed notes a new move board i shows that was made while the
// board was away or the tracker could not follow it: a notice for the
// first of a run of them, a comment in the record after the last.
func (s *Session) unfollowed(i int, e tracker.Event) {
	if !e.Away && !e.CaughtUp {
		return
	}
	k := len(s.game.Moves)
	text := caughtUpComment
	kind := MovesCaughtUp
	if e.Away {
		text, kind = awayComment, MovesWhileAway
	}
	if n := len(s.notes); n > 0 && s.notes[n-1].Ply == k && s.notes[n-1].Text == text {
		// The run goes on: its comment moves after this move.
		s.notes[n-1].Ply = k + 1
		return
	}
	s.notice(Notice{Kind: kind, Board: i, Ply: 1})
	s.notes = append(s.notes, notation.Note{Ply: k + 1, Kind: notation.Comment, Text: text})
}

// samePromotion tells whether a promotion board i took with its piece
// unknown is the record's move: the record has its piece (made on
// another board, or named), which board i's tracker is told.
func (s *Session) samePromotion(i int, e tracker.Event) bool {
	k := e.Ply
	m := s.game.Moves[k]
	if !e.PieceUnknown || m.From() != e.Move.From() || m.To() != e.Move.To() || s.unknown == k {
		return false
	}
	for _, ev := range s.boards[i].tr.Promote(m.Promotion(), e.Time) {
		if ev.Kind != tracker.PromotionKnown {
			s.tracked(i, ev)
		}
	}
	return true
}

// promotionKnown: board i's tracker knows the piece of the promotion of
// ply e.Ply. If the record waits for it, the record's game takes it and
// is written with every move after it; the players hear the piece.
func (s *Session) promotionKnown(i int, e tracker.Event) {
	k := e.Ply
	if k != s.unknown || k >= len(s.game.Moves) {
		return
	}
	m := s.game.Moves[k]
	if m.From() != e.Move.From() || m.To() != e.Move.To() {
		return
	}
	s.game.Moves[k] = e.Move
	s.pos = s.game.Final()
	s.unknown, s.askAt, s.asked = -1, time.Time{}, 0
	for j, o := range s.boards {
		if j != i {
			for _, ev := range o.tr.Promote(e.Move.Promotion(), e.Time) {
				if ev.Kind != tracker.PromotionKnown {
					s.tracked(j, ev)
				}
			}
		}
	}
	s.notice(Notice{Kind: PromotionKnown, Board: i, Square: e.Move.To(), Move: e.Before.SAN(e.Move)})
	s.say(notation.White, s.onBoard(i, announce.PromotionIs(e.Move.To(), e.Move.Promotion())))
	if s.ended(s.pos.Turn().Other(), e.Time) {
		return
	}
	s.changed(e.Time)
}

// askPromotion asks again for the piece of a promotion that is not
// known.
func (s *Session) askPromotion(now time.Time) {
	if s.askAt.IsZero() || now.Before(s.askAt) {
		return
	}
	s.asked++
	s.askAt = time.Time{}
	if s.unknown < 0 || s.unknown >= len(s.game.Moves) || s.over {
		return
	}
	if s.asked < promotionAsks {
		s.askAt = now.Add(s.cfg.PromotionAsk)
	}
	m := s.game.Moves[s.unknown]
	s.notice(Notice{Kind: PromotionAsked, Square: m.To()})
	s.tell(notation.White, announce.WhichPromotion(m.To()))
}

// recorded is the game as the record has it: up to a promotion whose
// piece is not known, with a comment on what followed when the game
// ended before it was.
func (s *Session) recorded(g *notation.Game) *notation.Game {
	if s.unknown < 0 || s.unknown >= len(g.Moves) {
		return g
	}
	c := *g
	c.Moves = g.Moves[:s.unknown]
	var notes []notation.Note
	for _, n := range g.Notes {
		if n.Ply <= s.unknown {
			notes = append(notes, n)
		}
	}
	if s.over {
		notes = append(notes, notation.Note{Ply: s.unknown, Kind: notation.Comment, Text: s.unknownText(g)})
	}
	c.Notes = notes
	return &c
}

// unknownText says, for the record, the moves from a promotion whose
// piece was never known: "then e7e8=? (the piece was never named), Kd7,
// ...".
func (s *Session) unknownText(g *notation.Game) string {
	var words []string
	for i, m := range g.Moves[s.unknown:] {
		if i == 0 {
			words = append(words, m.From().String()+m.To().String()+"=? (the piece was never named)")
		} else {
			words = append(words, m.UCI())
		}
	}
	return "then " + strings.Join(words, " ")
}
