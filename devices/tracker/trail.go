package tracker

import (
	"time"

	"github.com/rochade/rochade/notation"
)

// The trail is what the board reported since the position the tracker
// is sure of: each square that changed, to what, when. It tells where
// the board saw pieces arrive, and in what order, which is what decides
// between sequences of moves that end in the same position (Nf3 Nc6 Nc3
// or Nc3 Nc6 Nf3), and it rules out sequences whose pieces the board
// never saw where they went (arrivals).

// change is one square of a reading that differed from the reading
// before: it held was, it holds pc.
type change struct {
	at      time.Time
	sq      notation.Square
	was, pc notation.Piece
}

// trail holds the changes of the readings, oldest first.
type trail struct {
	changes []change
}

// note records the squares where reading b differs from prev.
func (tr *trail) note(prev, b *[64]notation.Piece, at time.Time) {
	for s := range b {
		if prev[s] != b[s] {
			tr.changes = append(tr.changes, change{at: at, sq: notation.Square(s), was: prev[s], pc: b[s]})
		}
	}
}

// forget drops the changes before t.
func (tr *trail) forget(t time.Time) {
	i := 0
	for i < len(tr.changes) && tr.changes[i].at.Before(t) {
		i++
	}
	if i > 0 {
		tr.changes = append(tr.changes[:0], tr.changes[i:]...)
	}
}

// arrivals returns, for each piece, the squares where the board
// reported it arriving at or after since.
func (tr *trail) arrivals(since time.Time) [16]notation.Bitboard {
	var seen [16]notation.Bitboard
	for _, c := range tr.changes {
		if c.pc != notation.NoPiece && !c.at.Before(since) {
			seen[c.pc] |= 1 << uint(c.sq)
		}
	}
	return seen
}

// cleared returns, for each piece, the squares where the board reported
// it leaving, the square then empty, at or after since.
func (tr *trail) cleared(since time.Time) [16]notation.Bitboard {
	var out [16]notation.Bitboard
	for _, c := range tr.changes {
		if c.pc == notation.NoPiece && c.was != notation.NoPiece && !c.at.Before(since) {
			out[c.was] |= 1 << uint(c.sq)
		}
	}
	return out
}

// firstArrival returns the first time at or after since that the board
// reported pc arriving on sq.
func (tr *trail) firstArrival(sq notation.Square, pc notation.Piece, since time.Time) (time.Time, bool) {
	for _, c := range tr.changes {
		if c.sq == sq && c.pc == pc && !c.at.Before(since) {
			return c.at, true
		}
	}
	return time.Time{}, false
}

// lastDeparture returns the last time, at or before until, that the
// board reported piece pc leaving sq.
func (tr *trail) lastDeparture(sq notation.Square, pc notation.Piece, until time.Time) (time.Time, bool) {
	for i := len(tr.changes) - 1; i >= 0; i-- {
		c := tr.changes[i]
		if c.sq == sq && c.was == pc && !c.at.After(until) {
			return c.at, true
		}
	}
	return time.Time{}, false
}

// lastChange returns when the board last reported square sq changing.
func (tr *trail) lastChange(sq notation.Square) (time.Time, bool) {
	for i := len(tr.changes) - 1; i >= 0; i-- {
		if tr.changes[i].sq == sq {
			return tr.changes[i].at, true
		}
	}
	return time.Time{}, false
}
