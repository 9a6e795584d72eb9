package devices

import (
	"context"
	"io"
	"sync"
	"sync/atomic"
	"time"

	"github.com/rochade/rochade/devices/gatt"
	"github.com/rochade/rochade/devices/internal/fact"
	"github.com/rochade/rochade/notation"
)

// ErrNoAnswer means the board did not answer a request in time.
var ErrNoAnswer error = &fact.Fact{Key: "board-no-reply", Text: "devices: the board does not answer"}

// Timings of a connection.
const (
	// refreshAfterNoise is the least time between two full readings asked
	// for after line noise.
	refreshAfterNoise = 200 * time.Millisecond
	// startWait is how long a board may take to send its whole board.
	startWait = time.Second
)

// Conn is a session with one board over an open transport (a serial
// port, or anything that reads and writes bytes). It reads in the
// background, so Next never blocks the transport and never waits on a
// half message. What a protocol says is understood by its driver.
type Conn struct {
	proto *Protocol
	drv   Driver
	link  Link
	wmu   sync.Mutex
	// writeChar is the characteristic commands are written to (zero on
	// a serial line).
	writeChar gatt.UUID
	// occupancy: the board sees only whether a square holds a piece;
	// its readings carry Occupied, not Board.
	occupancy bool

	chunks chan chunk
	done   chan struct{}
	once   sync.Once

	board Board
	// scan is the board's scan time, given to every reading, and
	// latency how late it may report a change.
	scan, latency time.Duration
	// have tells whether a full reading was received, before which
	// field updates have nothing to apply to.
	have bool
	// pending holds the events decoded while waiting for something else.
	pending []Event
	// answers holds the driver's answers to its requests (Session.Answer).
	answers []any
	// refreshAsked marks a full reading asked for, so that an unchanged
	// board is still passed on as the answer.
	refreshAsked atomic.Bool
	lastRefresh  time.Time
	lastClock    *ClockReading
	// BadBytes counts the problems the decoder reported.
	BadBytes int
	// OnError, when set, is told about each decoding problem.
	OnError func(error)
	// ClockWhiteRight tells that White's time is on the right face of
	// the clock (seen from its front); by default it is on the left.
	ClockWhiteRight bool
}

type chunk struct {
	char gatt.UUID
	data []byte
	at   time.Time
	err  error
}

// NewConn starts a session on a byte stream (a serial port). Close (or
// the context given to Start) stops the background reader; the transport
// itself is the caller's to close.
func NewConn(rw io.ReadWriter, proto *Protocol) *Conn {
	return NewLinkConn(StreamLink(rwNopCloser{rw}), proto)
}

type rwNopCloser struct{ io.ReadWriter }

func (rwNopCloser) Close() error { return nil }

// NewLinkConn starts a session on a link: a stream, or GATT
// characteristics, written to as the protocol's profile says.
func NewLinkConn(l Link, proto *Protocol) *Conn {
	c := &Conn{proto: proto, link: l, chunks: make(chan chunk, 64), done: make(chan struct{})}
	if proto != nil {
		c.drv = proto.Driver()
		if _, stream := l.(*streamLink); !stream && proto.GATT != nil {
			c.writeChar = proto.GATT.Write
		}
		c.occupancy = proto.Occupancy
	}
	go c.readLoop()
	return c
}

func (c *Conn) readLoop() {
	for {
		p, err := c.link.Recv()
		if len(p.Data) == 0 && err == nil {
			continue
		}
		select {
		case c.chunks <- chunk{char: p.Char, data: p.Data, at: time.Now(), err: err}:
		case <-c.done:
			return
		}
		if err != nil {
			return
		}
	}
}

// Close stops the background reader.
func (c *Conn) Close() { c.once.Do(func() { close(c.done) }) }

// Protocol returns the session's protocol.
func (c *Conn) Protocol() *Protocol { return c.proto }

func (c *Conn) write(p []byte) error {
	c.wmu.Lock()
	defer c.wmu.Unlock()
	err := c.link.Send(Packet{Char: c.writeChar, Data: p})
	if err != nil {
		return transportError("write", err)
	}
	return nil
}

// receive waits for bytes and has the driver decode them.
func (c *Conn) receive(ctx context.Context, deadline <-chan time.Time) error {
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-deadline:
		return ErrNoAnswer
	case ch := <-c.chunks:
		if len(ch.data) > 0 && c.drv != nil {
			c.drv.Feed(Session{c}, ch.char, ch.data, ch.at)
		}
		if ch.err != nil {
			return transportError("read", ch.err)
		}
		return nil
	}
}

// await receives until done reports true or wait has passed.
func (c *Conn) await(ctx context.Context, wait time.Duration, done func() bool) error {
	t := time.NewTimer(wait)
	defer t.Stop()
	for !done() {
		if err := c.receive(ctx, t.C); err != nil {
			return err
		}
	}
	return nil
}

func (c *Conn) report(errs []error) {
	c.BadBytes += len(errs)
	if c.OnError != nil {
		for _, e := range errs {
			c.OnError(e)
		}
	}
}

// afterNoise reads the whole board again after line noise, at most every
// refreshAfterNoise: a report may have been lost.
func (c *Conn) afterNoise() {
	if c.have && time.Since(c.lastRefresh) > refreshAfterNoise {
		c.lastRefresh = time.Now()
		_ = c.Refresh()
	}
}

// full takes a reading of the whole board.
func (c *Conn) full(b Board, at time.Time) {
	c.board = c.marked(b)
	c.have = true
	c.pending = append(c.pending, Event{Kind: NewReading, Reading: c.reading(b, at, true)})
}

// marked returns a board that sees only occupancy as one mark for "a
// piece" on each square that holds one, whatever the driver put there.
func (c *Conn) marked(b Board) Board {
	if !c.occupancy {
		return b
	}
	var out Board
	for s, p := range b {
		if p != notation.NoPiece {
			out[s] = occupiedMark
		}
	}
	return out
}

// reading makes a reading of what the board reports; an occupancy-only
// board's reading says which squares hold a piece.
func (c *Conn) reading(b Board, at time.Time, full bool) Reading {
	r := Reading{Board: b, Time: at, Full: full, Scan: c.scan, Latency: c.latency}
	if c.occupancy {
		r.Board = Board{}
		r.OccupancyOnly = true
		r.Occupied = OccupancyOf(&b)
	}
	return r
}

// change takes a report of one changed board; full marks an answer to a
// request.
func (c *Conn) change(b Board, at time.Time, full bool) {
	if !c.have {
		return
	}
	b = c.marked(b)
	if !full && b == c.board {
		return
	}
	c.board = b
	c.pending = append(c.pending, Event{Kind: NewReading, Reading: c.reading(b, at, full)})
}

// clock takes a clock reading: passed on when it differs from the last
// one, with a ClockLever event after it when the lever changed side.
func (c *Conn) clock(r ClockReading) {
	last := c.lastClock
	c.lastClock = &r
	if last != nil {
		a, b := *last, r
		a.Time, b.Time = time.Time{}, time.Time{}
		if a == b {
			return
		}
	}
	c.pending = append(c.pending, Event{Kind: ClockUpdate, Clock: r})
	if last != nil && !last.NoClock && !r.NoClock && last.LeverDown != r.LeverDown {
		c.pending = append(c.pending, Event{Kind: ClockLever, Clock: r})
	}
}

// button takes a press of clock button n.
func (c *Conn) button(n int, at time.Time) {
	e := Event{Kind: ClockButton, Button: n}
	if c.lastClock != nil {
		e.Clock = *c.lastClock
	}
	e.Clock.Time = at
	c.pending = append(c.pending, e)
}

// Start wakes the board up: reads its identity, switches on automatic
// reports of every change, and reads the whole board. The first reading
// is then returned by Next, marked Full.
func (c *Conn) Start(ctx context.Context) (Info, error) {
	if c.drv == nil {
		return Info{}, ErrNoProtocol
	}
	info, err := c.drv.Start(ctx, Session{c})
	info.Protocol = c.proto
	if info.Scan <= 0 {
		info.Scan = c.proto.Scan
	}
	if info.Latency <= 0 {
		info.Latency = info.Scan
		if c.proto.PerScan {
			info.Latency = 2 * info.Scan
		}
	}
	if info.Scan > 0 {
		// Readings taken before the scan time was known get it too.
		c.scan, c.latency = info.Scan, info.Latency
		for i := range c.pending {
			if c.pending[i].Kind == NewReading {
				c.pending[i].Reading.Scan = info.Scan
				c.pending[i].Reading.Latency = info.Latency
			}
		}
	}
	return info, err
}

// awaitFull waits for the first full reading.
func (c *Conn) awaitFull(ctx context.Context) error {
	return c.await(ctx, startWait, func() bool {
		for _, e := range c.pending {
			if e.Kind == NewReading && e.Reading.Full {
				return true
			}
		}
		return false
	})
}

// Next returns the next event: after Start, the full reading first, then
// one reading per change the board reports, and what a clock on the
// board reports (ClockUpdate, ClockLever, ClockButton). It returns an
// error when the transport fails (the board was unplugged) or ctx ends.
func (c *Conn) Next(ctx context.Context) (Event, error) {
	for len(c.pending) == 0 {
		if err := c.receive(ctx, nil); err != nil {
			return Event{}, err
		}
	}
	e := c.pending[0]
	c.pending = c.pending[1:]
	// Answers nobody waited for are not waited for any more.
	c.answers = c.answers[:0]
	return e, nil
}

// ErrNoBattery: the board does not report its battery.
var ErrNoBattery error = &fact.Fact{Key: "play-no-battery", Text: "the board does not report its battery"}

// AskBattery asks the board for its battery; the answer comes through
// Next as a BatteryLevel event.
func (c *Conn) AskBattery() error {
	a, ok := c.drv.(BatteryAsker)
	if !ok || !c.proto.Battery {
		return ErrNoBattery
	}
	return a.AskBattery(Session{c})
}

// batteryLevel takes a battery answer.
func (c *Conn) batteryLevel(b Battery) {
	c.pending = append(c.pending, Event{Kind: BatteryLevel, Battery: b})
}

// Refresh asks the board for a full reading, to check what the automatic
// reports said. The answer comes through Next. Refresh may be called
// while another goroutine waits in Next.
func (c *Conn) Refresh() error {
	r, ok := c.drv.(Refresher)
	if !ok {
		return nil
	}
	c.refreshAsked.Store(true)
	return r.Refresh(Session{c})
}

// ErrNoProtocol: a connection was made without a protocol.
var ErrNoProtocol error = &fact.Fact{Key: "board-no-protocol", Text: "devices: no board protocol given"}
