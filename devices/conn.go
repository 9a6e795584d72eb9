package devices

import (
	"context"
	"errors"
	"fmt"
	"io"
	"sync"
	"sync/atomic"
	"time"

	"github.com/rochade/rochade/devices/dgt"
	"github.com/rochade/rochade/devices/millennium"
)

// ErrNoAnswer means the board did not answer a request in time.
var ErrNoAnswer = errors.New("the board does not answer")

// Conn is a session with one board over an open transport (a serial
// port, or anything that reads and writes bytes). It reads in the
// background, so Next never blocks the transport and never waits on a
// half message.
type Conn struct {
	proto Protocol
	rw    io.ReadWriter
	wmu   sync.Mutex

	chunks chan chunk
	done   chan struct{}
	once   sync.Once

	dgtDec dgt.Decoder
	milDec millennium.Decoder
	board  Board
	// have tells whether a full reading was received, before which
	// field updates have nothing to apply to.
	have bool
	// pending holds replies and readings decoded while waiting for
	// something else.
	pendingReadings []Reading
	pendingDGT      []dgt.Message
	pendingMil      []millennium.Reply
	lastRefresh     time.Time
	refreshAsked    atomic.Bool
	// BadBytes counts the problems the decoder reported.
	BadBytes int
	// OnError, when set, is told about each decoding problem.
	OnError func(error)
}

type chunk struct {
	data []byte
	at   time.Time
	err  error
}

// NewConn starts a session on rw. Close (or the context given to Start)
// stops the background reader; the transport itself is the caller's to
// close.
func NewConn(rw io.ReadWriter, proto Protocol) *Conn {
	c := &Conn{proto: proto, rw: rw, chunks: make(chan chunk, 64), done: make(chan struct{})}
	go c.readLoop()
	return c
}

func (c *Conn) readLoop() {
	for {
		buf := make([]byte, 512)
		n, err := c.rw.Read(buf)
		if n == 0 && err == nil {
			// Some transports return nothing on a timeout; go on.
			select {
			case <-c.done:
				return
			default:
				continue
			}
		}
		select {
		case c.chunks <- chunk{data: buf[:n], at: time.Now(), err: err}:
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
func (c *Conn) Protocol() Protocol { return c.proto }

func (c *Conn) write(p []byte) error {
	c.wmu.Lock()
	defer c.wmu.Unlock()
	_, err := c.rw.Write(p)
	if err != nil {
		return fmt.Errorf("writing to the board: %w", err)
	}
	return nil
}

// receive waits for bytes and decodes them into the pending queues.
func (c *Conn) receive(ctx context.Context, deadline <-chan time.Time) error {
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-deadline:
		return ErrNoAnswer
	case ch := <-c.chunks:
		if len(ch.data) > 0 {
			c.decode(ch.data, ch.at)
		}
		if ch.err != nil {
			if errors.Is(ch.err, io.EOF) {
				return fmt.Errorf("the board connection closed: %w", ch.err)
			}
			return fmt.Errorf("reading from the board: %w", ch.err)
		}
		return nil
	}
}

func (c *Conn) report(errs []error) {
	c.BadBytes += len(errs)
	if c.OnError != nil {
		for _, e := range errs {
			c.OnError(e)
		}
	}
}

func (c *Conn) decode(p []byte, at time.Time) {
	switch c.proto {
	case DGT:
		c.dgtDec.Feed(p)
		for {
			m, ok := c.dgtDec.Next()
			if !ok {
				break
			}
			switch m.Kind {
			case dgt.MsgBoardDump:
				c.board = m.Board
				c.have = true
				c.pendingReadings = append(c.pendingReadings, Reading{Board: c.board, Time: at, Full: true})
			case dgt.MsgFieldUpdate:
				if c.have && c.board[m.Square] != m.Piece {
					c.board[m.Square] = m.Piece
					c.pendingReadings = append(c.pendingReadings, Reading{Board: c.board, Time: at})
				}
			default:
				c.pendingDGT = append(c.pendingDGT, m)
			}
		}
		if errs := c.dgtDec.Errors(); len(errs) > 0 {
			c.report(errs)
			// After line noise the board content may be off: read it again.
			if c.have && time.Since(c.lastRefresh) > 200*time.Millisecond {
				c.lastRefresh = time.Now()
				_ = c.write([]byte{dgt.CmdSendBoard})
			}
		}
	case Millennium:
		c.milDec.Feed(p)
		for {
			r, ok := c.milDec.Next()
			if !ok {
				break
			}
			if r.Letter == 's' {
				full := !c.have || c.refreshDue()
				c.have = true
				if full || Board(r.Board) != c.board {
					c.board = r.Board
					c.pendingReadings = append(c.pendingReadings, Reading{Board: c.board, Time: at, Full: full})
				}
				continue
			}
			c.pendingMil = append(c.pendingMil, r)
		}
		if errs := c.milDec.Errors(); len(errs) > 0 {
			c.report(errs)
		}
	}
}

// refreshDue reports (once) that a requested status has arrived, so that
// an unchanged board is still passed on as an answer to Refresh.
func (c *Conn) refreshDue() bool { return c.refreshAsked.Swap(false) }

// Start wakes the board up: reads its identity, switches on automatic
// reports of every change, and reads the whole board. The first reading
// is then returned by Next, marked Full.
func (c *Conn) Start(ctx context.Context) (Info, error) {
	info := Info{Protocol: c.proto}
	switch c.proto {
	case DGT:
		if err := c.write([]byte{dgt.CmdReset, dgt.CmdVersion}); err != nil {
			return info, err
		}
		m, err := c.awaitDGT(ctx, dgt.MsgVersion, time.Second)
		if err != nil {
			return info, fmt.Errorf("asking the DGT board for its version: %w", err)
		}
		info.Version = fmt.Sprintf("%d.%02d", m.Major, m.Minor)
		if err := c.write([]byte{dgt.CmdSerialNumber}); err != nil {
			return info, err
		}
		if m, err := c.awaitDGT(ctx, dgt.MsgSerialNumber, 500*time.Millisecond); err == nil {
			info.Serial = m.Text
		}
		// Updates first, then the dump: no change can fall between them.
		if err := c.write([]byte{dgt.CmdUpdateBoard, dgt.CmdSendBoard}); err != nil {
			return info, err
		}
		if err := c.awaitFull(ctx, time.Second); err != nil {
			return info, fmt.Errorf("reading the DGT board: %w", err)
		}
	case Millennium:
		r, err := c.askMil(ctx, millennium.CmdVersion(), 'v')
		if err != nil {
			return info, fmt.Errorf("asking the Millennium board for its version: %w", err)
		}
		info.Version = fmt.Sprintf("%d.%d", r.Version[0], r.Version[1])
		if _, err := c.askMil(ctx, millennium.CmdWrite(millennium.AddrAutoReport, millennium.ReportOnChange), 'w'); err != nil {
			return info, fmt.Errorf("switching on automatic reports: %w", err)
		}
		if _, err := c.askMil(ctx, millennium.CmdLEDsOff(), 'x'); err != nil {
			return info, fmt.Errorf("switching the LEDs off: %w", err)
		}
		if err := c.write(millennium.CmdStatus()); err != nil {
			return info, err
		}
		if err := c.awaitFull(ctx, time.Second); err != nil {
			return info, fmt.Errorf("reading the Millennium board: %w", err)
		}
	default:
		return info, fmt.Errorf("unknown protocol %q", c.proto)
	}
	return info, nil
}

func (c *Conn) awaitDGT(ctx context.Context, kind byte, wait time.Duration) (dgt.Message, error) {
	t := time.NewTimer(wait)
	defer t.Stop()
	for {
		for i, m := range c.pendingDGT {
			if m.Kind == kind {
				c.pendingDGT = append(c.pendingDGT[:i], c.pendingDGT[i+1:]...)
				return m, nil
			}
		}
		if err := c.receive(ctx, t.C); err != nil {
			return dgt.Message{}, err
		}
	}
}

// askMil sends a command and waits for the reply with the given letter,
// trying three times.
func (c *Conn) askMil(ctx context.Context, cmd []byte, letter byte) (millennium.Reply, error) {
	var err error
	for try := 0; try < 3; try++ {
		if err = c.write(cmd); err != nil {
			return millennium.Reply{}, err
		}
		t := time.NewTimer(400 * time.Millisecond)
		for err == nil {
			found := -1
			for i, r := range c.pendingMil {
				if r.Letter == letter {
					found = i
					break
				}
			}
			if found >= 0 {
				r := c.pendingMil[found]
				c.pendingMil = append(c.pendingMil[:found], c.pendingMil[found+1:]...)
				t.Stop()
				return r, nil
			}
			err = c.receive(ctx, t.C)
		}
		t.Stop()
		if !errors.Is(err, ErrNoAnswer) {
			return millennium.Reply{}, err
		}
		err = nil
	}
	return millennium.Reply{}, ErrNoAnswer
}

func (c *Conn) awaitFull(ctx context.Context, wait time.Duration) error {
	t := time.NewTimer(wait)
	defer t.Stop()
	for {
		for _, r := range c.pendingReadings {
			if r.Full {
				return nil
			}
		}
		if err := c.receive(ctx, t.C); err != nil {
			return err
		}
	}
}

// Next returns the next reading: after Start, the full reading first,
// then one reading per change the board reports. It returns an error
// when the transport fails (the board was unplugged) or ctx ends.
func (c *Conn) Next(ctx context.Context) (Reading, error) {
	for len(c.pendingReadings) == 0 {
		if err := c.receive(ctx, nil); err != nil {
			return Reading{}, err
		}
	}
	r := c.pendingReadings[0]
	c.pendingReadings = c.pendingReadings[1:]
	c.pendingDGT = c.pendingDGT[:0]
	c.pendingMil = c.pendingMil[:0]
	return r, nil
}

// Refresh asks the board for a full reading, to check what the automatic
// reports said. The answer comes through Next. Refresh may be called
// while another goroutine waits in Next.
func (c *Conn) Refresh() error {
	switch c.proto {
	case DGT:
		return c.write([]byte{dgt.CmdSendBoard})
	case Millennium:
		c.refreshAsked.Store(true)
		return c.write(millennium.CmdStatus())
	}
	return nil
}
