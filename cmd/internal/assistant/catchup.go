package assistant

import (
	"slices"
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
	if !e.PieceUnknown || m.From() != e.Move.From() || m.To() != e.Move.To() || slices.Contains(s.unknowns, k) {
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
	if !slices.Contains(s.unknowns, k) || k >= len(s.game.Moves) {
		return
	}
	m := s.game.Moves[k]
	if m.From() != e.Move.From() || m.To() != e.Move.To() {
		return
	}
	s.game.Moves[k] = e.Move
	s.pos = s.game.Final()
	s.unknowns = slices.DeleteFunc(s.unknowns, func(x int) bool { return x == k })
	if len(s.unknowns) == 0 {
		s.askAt, s.asked = time.Time{}, 0
	}
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
	n := len(s.unknowns)
	if n == 0 || s.unknowns[n-1] >= len(s.game.Moves) || s.over {
		return
	}
	if s.asked < promotionAsks {
		s.askAt = now.Add(s.cfg.PromotionAsk)
	}
	m := s.game.Moves[s.unknowns[n-1]]
	s.notice(Notice{Kind: PromotionAsked, Square: m.To()})
	s.tell(notation.White, announce.WhichPromotion(m.To()))
}

// recorded is the game as the record has it: up to a promotion whose
// piece is not known, with a comment on what followed when the game
// ended before it was.
func (s *Session) recorded(g *notation.Game) *notation.Game {
	if len(s.unknowns) == 0 || s.unknowns[0] >= len(g.Moves) {
		return g
	}
	k := s.unknowns[0]
	c := *g
	c.Moves = g.Moves[:k]
	var notes []notation.Note
	for _, n := range g.Notes {
		if n.Ply <= k {
			notes = append(notes, n)
		}
	}
	if s.over {
		notes = append(notes, notation.Note{Ply: k, Kind: notation.Comment, Text: unknownText(g, k)})
	}
	c.Notes = notes
	return &c
}

// unknownText says, for the record, the moves from a promotion whose
// piece was never known: "then e7e8=? (the piece was never named), Kd7,
// ...".
func unknownText(g *notation.Game, k int) string {
	var words []string
	for i, m := range g.Moves[k:] {
		if i == 0 {
			words = append(words, m.From().String()+m.To().String()+"=? (the piece was never named)")
		} else {
			words = append(words, m.UCI())
		}
	}
	return "then " + strings.Join(words, " ")
}
