package emulator

import (
	"math/rand"
	"time"

	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/notation"
)

// ScanTiming is how long one full scan of a board's sensors takes: each
// scan's time is drawn between Min and Max.
type ScanTiming struct {
	Min, Max time.Duration
}

// The scan order of both boards: field 0 is a8, 7 is h8, 8 is a7 and 63
// is h1 (DGT numbers its fields so; a ChessLink status lists the squares
// in this order).
func scanSquare(i int) notation.Square { return notation.Sq(i%8, 7-i/8) }

// Scanner is the sensing part of a board, without any protocol or line:
// what stands on each square (changed by hands at any moment) and what
// the board's electronics last saw there. The squares are sampled one by
// one in scan order, each once per scan, so a change is seen only when
// its square's turn comes (up to a whole scan late), changes are seen in
// scan order rather than in the order they were made, and a piece that
// stands on a square only between two of its samples is never seen
// there.
//
// A Scanner keeps no clock: Advance moves it to an instant, Put changes a
// square at the instant it was advanced to. It is driven in real time by
// the emulator and in virtual time by tests.
type Scanner struct {
	timing  ScanTiming
	rng     *rand.Rand
	board   devices.Board // what stands on the squares
	seen    devices.Board // what the scan saw last
	start   time.Time     // start of the current scan
	dur     time.Duration // its length
	nextDur time.Duration // the next scan's length, once drawn
	pos     int           // the current scan's next square to sample
	now     time.Time
}

// NewScanner switches the sensors on at instant at with b on the squares
// and seen as they stand; seed chooses the scans' lengths.
func NewScanner(b devices.Board, timing ScanTiming, seed int64, at time.Time) *Scanner {
	s := &Scanner{timing: timing, rng: rand.New(rand.NewSource(seed)), board: b}
	s.Restart(at, b)
	return s
}

// Restart starts scanning anew at instant at (power-up, a reset), with
// seen as the board's memory of the squares.
func (s *Scanner) Restart(at time.Time, seen devices.Board) {
	s.seen = seen
	s.now = at
	s.start = at
	s.nextDur = 0
	s.dur = s.draw()
	s.pos = 0
}

// SetTiming changes the length of the scans from the next scan on.
func (s *Scanner) SetTiming(t ScanTiming) {
	s.timing = t
	s.nextDur = 0
}

// Timing returns the length of the scans.
func (s *Scanner) Timing() ScanTiming { return s.timing }

func (s *Scanner) draw() time.Duration {
	lo, hi := s.timing.Min, s.timing.Max
	if hi <= lo {
		return max(lo, time.Millisecond)
	}
	return lo + time.Duration(s.rng.Int63n(int64(hi-lo)+1))
}

// Board returns what stands on the squares.
func (s *Scanner) Board() devices.Board { return s.board }

// Seen returns what the board last saw on each square.
func (s *Scanner) Seen() devices.Board { return s.seen }

// Put changes what stands on square sq at the instant the scanner was
// advanced to.
func (s *Scanner) Put(sq notation.Square, p notation.Piece) { s.board[sq] = p }

// sampleAt is when the current scan samples its i-th square.
func (s *Scanner) sampleAt(i int) time.Time {
	return s.start.Add(s.dur * time.Duration(2*i+1) / 128)
}

// Advance moves the scanner on to instant to, sampling the squares whose
// turn has come. changed is called for each square whose sample differs
// from what was seen before (at the instant of the sample), scanned at
// the end of each full scan; either may be nil.
func (s *Scanner) Advance(to time.Time, changed func(at time.Time, sq notation.Square, p notation.Piece), scanned func(at time.Time)) {
	for {
		if s.pos == 64 {
			end := s.start.Add(s.dur)
			if end.After(to) {
				break
			}
			if scanned != nil {
				scanned(end)
			}
			s.start = end
			if s.nextDur > 0 {
				s.dur, s.nextDur = s.nextDur, 0
			} else {
				s.dur = s.draw()
			}
			s.pos = 0
			continue
		}
		at := s.sampleAt(s.pos)
		if at.After(to) {
			break
		}
		sq := scanSquare(s.pos)
		if s.seen[sq] != s.board[sq] {
			s.seen[sq] = s.board[sq]
			if changed != nil {
				changed(at, sq, s.board[sq])
			}
		}
		s.pos++
	}
	if to.After(s.now) {
		s.now = to
	}
}

// Next returns the next instant at which Advance has something to
// report: the sample of a square that stands otherwise than seen, or,
// with scanEnds, the end of the current scan. ok is false when nothing
// is to come.
func (s *Scanner) Next(scanEnds bool) (at time.Time, ok bool) {
	end := s.start.Add(s.dur)
	if scanEnds {
		at, ok = end, true
	}
	for i := s.pos; i < 64; i++ {
		if sq := scanSquare(i); s.seen[sq] != s.board[sq] {
			t := s.sampleAt(i)
			if !ok || t.Before(at) {
				return t, true
			}
			return at, ok
		}
	}
	if ok {
		return at, ok
	}
	// A square already passed in this scan is sampled in the next one.
	if s.nextDur == 0 {
		s.nextDur = s.draw()
	}
	for i := 0; i < s.pos && i < 64; i++ {
		if sq := scanSquare(i); s.seen[sq] != s.board[sq] {
			return end.Add(s.nextDur * time.Duration(2*i+1) / 128), true
		}
	}
	return time.Time{}, false
}
