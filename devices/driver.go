package devices

import (
	"context"
	"time"

	"github.com/rochade/rochade/devices/gatt"
	"github.com/rochade/rochade/notation"
)

// Driver is the computer's side of a protocol: it wakes a board up and
// reads what the board sends. What a board cannot do, its driver does
// not implement: a driver that can ask its board whether it is there more
// quickly than Start is a Prober, one that can ask for the whole board a
// Refresher, one that can ask for the battery a BatteryAsker.
type Driver interface {
	// Start wakes the board up (its identity, automatic reports of every
	// change, the whole board) and returns what it learnt of the board.
	Start(ctx context.Context, s Session) (Info, error)
	// Feed decodes bytes received at instant at (from characteristic
	// from; zero on a serial line) and passes on what they say.
	Feed(s Session, from gatt.UUID, p []byte, at time.Time)
}

// Prober is a driver that asks its board only whether it is there (its
// version, say); without it, a port is probed with Start.
type Prober interface {
	Probe(ctx context.Context, s Session) error
}

// Refresher is a driver that can ask its board for the whole board; the
// answer is passed on as a full reading.
type Refresher interface {
	Refresh(s Session) error
}

// BatteryAsker is a driver that can ask its board for its battery; the
// answer is passed on with Session.Battery.
type BatteryAsker interface {
	AskBattery(s Session) error
}

// Session is what a driver sees of its connection: it writes to the
// board, waits for answers, and passes on what the board reports. A
// driver's Feed runs on the connection's reading side; Refresh and
// AskBattery may be called from another goroutine meanwhile, and then
// only write.
type Session struct{ c *Conn }

// Write sends bytes to the board (to the characteristic of the
// protocol's GATT profile that takes commands, over Bluetooth LE).
func (s Session) Write(p []byte) error { return s.c.write(p) }

// Answer keeps a message that answers a request, for Await. Answers
// nobody waited for are dropped when the next event is taken.
func (s Session) Answer(m any) { s.c.answers = append(s.c.answers, m) }

// Await receives until an answer of type T that match accepts has come
// (Session.Answer), and returns it; after wait it gives ErrNoAnswer.
func Await[T any](ctx context.Context, s Session, wait time.Duration, match func(T) bool) (T, error) {
	var found T
	c := s.c
	err := c.await(ctx, wait, func() bool {
		for i, a := range c.answers {
			if m, ok := a.(T); ok && match(m) {
				found = m
				c.answers = append(c.answers[:i], c.answers[i+1:]...)
				return true
			}
		}
		return false
	})
	return found, err
}

// AwaitFull receives until the first full reading has come, for at most
// a second.
func (s Session) AwaitFull(ctx context.Context) error { return s.c.awaitFull(ctx) }

// Full passes on a reading of the whole board that the board sends only
// when asked.
func (s Session) Full(b Board, at time.Time) { s.c.full(b, at) }

// Position passes on the whole board as a board sends it when asked and
// on every change: the first is the full reading, and so is the answer
// to a Refresh; the others are changes, passed on when they change
// something.
func (s Session) Position(b Board, at time.Time) {
	if !s.c.have {
		s.c.full(b, at)
		return
	}
	s.c.change(b, at, s.c.refreshAsked.Swap(false))
}

// Put passes on one square's change: p stands on sq now (NoPiece: it is
// empty). On a board that sees only occupancy any piece stands for "a
// piece". A change before the first full reading has nothing to apply
// to and is dropped.
func (s Session) Put(sq notation.Square, p notation.Piece, at time.Time) {
	b := s.c.board
	b[sq] = p
	s.c.change(b, at, false)
}

// Clock passes on a reading of the clock at the board; it goes on when
// it differs from the last.
func (s Session) Clock(r ClockReading) { s.c.clock(r) }

// ClockWhiteRight tells whether White's time is on the clock's right
// face (Watcher.ClockWhiteRight).
func (s Session) ClockWhiteRight() bool { return s.c.ClockWhiteRight }

// Button passes on the press of clock button n (1 to 5).
func (s Session) Button(n int, at time.Time) { s.c.button(n, at) }

// Battery passes on the board's answer to AskBattery.
func (s Session) Battery(b Battery) { s.c.batteryLevel(b) }

// Problems passes on what the decoder could not read; after line noise
// the whole board is asked for again (at most every 200 ms), since a
// report may have been lost.
func (s Session) Problems(errs []error) {
	if len(errs) == 0 {
		return
	}
	s.c.report(errs)
	s.c.afterNoise()
}
