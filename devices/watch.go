package devices

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/rochade/rochade/devices/internal/fact"
	"github.com/rochade/rochade/notation"
)

// EventKind tells what happened to the board connection.
type EventKind int

// The kinds of events Watch sends.
const (
	// Connected: a board answered; Info says which. A Full reading follows.
	Connected EventKind = iota
	// Disconnected: the connection to a board that was Connected broke
	// (the board was unplugged); Err says how. Watch keeps trying to
	// reconnect.
	Disconnected
	// NewReading: the board reported what it sees.
	NewReading
	// Waiting: no board could be opened yet; Err says why in a sentence
	// (for a port under /dev that does not exist yet: that Watch waits
	// for it). Sent once per outage, not on every retry.
	Waiting
	// NoAnswer: the port opens, but no board answers on it with the
	// protocol (a wrong protocol, a device that is no board, garbage on
	// the line); Err says so in a sentence. Sent once per outage; Watch
	// keeps trying, less and less often.
	NoAnswer
	// Failed: the path can never be a board; Err says what it is
	// (errors.Is(Err, ErrNotABoard)). Watch then ends with that error.
	Failed
	// ClockUpdate: a clock on the board (DGT XL, DGT3000 on a DGT
	// board) shows something new; Clock holds the reading. A reading
	// with NoClock set says that no clock is connected.
	ClockUpdate
	// ClockLever: the clock's lever went down on the other side; Clock
	// holds the reading (LeverDown: who pressed). Sent after the
	// ClockUpdate that shows it.
	ClockLever
	// ClockButton: a button of the clock was pressed; Button is its
	// number, 1 to 5 from left to right (DGT3000: back, minus,
	// play/pause, plus, OK); Clock holds the last reading.
	ClockButton
	// BatteryLevel: the board answered a battery request (Watcher.
	// AskBattery); Battery holds what it said.
	BatteryLevel
)

func (k EventKind) String() string {
	names := [...]string{"connected", "disconnected", "reading", "waiting", "no answer", "failed",
		"clock", "clock lever", "clock button", "battery"}
	if k >= 0 && int(k) < len(names) {
		return names[k]
	}
	return fmt.Sprintf("event %d", int(k))
}

// The clock buttons of a DGT3000, left to right.
const (
	ButtonBack      = 1
	ButtonMinus     = 2
	ButtonPlayPause = 3
	ButtonPlus      = 4
	ButtonOK        = 5
)

// ClockReading is what a chess clock on the board shows, in terms of
// White and Black (see Watcher.ClockWhiteRight).
type ClockReading struct {
	// White and Black are the remaining times shown (whole seconds).
	White, Black time.Duration
	// WhiteFlag and BlackFlag: that side's flag has fallen.
	WhiteFlag, BlackFlag bool
	// Running: the clock counts (it is not paused).
	Running bool
	// Turn is the side whose time runs (or would run when paused).
	Turn notation.Color
	// LeverDown is the side whose end of the lever is down: the player
	// who pressed the clock last.
	LeverDown notation.Color
	// NoClock: the board says no clock is connected; the rest means
	// nothing.
	NoClock bool
	// BatteryLow: the clock shows its battery sign.
	BatteryLow bool
	// Time is when the reading arrived.
	Time time.Time
}

// Event is what Watch reports.
type Event struct {
	Kind    EventKind
	Info    Info
	Reading Reading
	Clock   ClockReading
	Button  int
	Battery Battery
	Err     error
}

// Battery is what a board says of its battery.
type Battery struct {
	// Percent is the charge left, 0 to 100; -1 when the board gives a
	// voltage only.
	Percent int
	// Volts is the battery's voltage, where the board gives it (Square
	// Off), else 0.
	Volts    float64
	Charging bool
}

// Watcher follows a board across unplugging and plugging in again.
type Watcher struct {
	// Path is the serial port, or an address with its transport
	// (unix:PATH, ble:NAME-OR-ADDRESS, rfcomm:ADDRESS[/CHANNEL]); empty
	// or "auto" finds the board by itself (serial ports first, then the
	// known Bluetooth LE boards in reach).
	Path string
	// Protocol is the board's protocol; nil finds it out.
	Protocol *Protocol
	// Retry is the pause between attempts to reconnect (default 300 ms).
	// While a port opens but no board answers, the pause doubles up to
	// MaxRetry (default 5 s).
	Retry, MaxRetry time.Duration
	// OnDecodeError, when set, is told about bytes the decoder rejected:
	// at most once every DecodeErrorEvery (default 2 s); the problems in
	// between are counted in the next one.
	OnDecodeError    func(error)
	DecodeErrorEvery time.Duration
	// ClockWhiteRight: White's time is on the clock's right face (seen
	// from the front of the clock). By default it is on the left.
	ClockWhiteRight bool
	// Later: a serial port's path that is not there, wherever it is, is
	// waited for as one under /dev is (a link that appears later).
	Later bool

	mu   sync.Mutex
	conn *Conn
}

// Refresh asks the connected board, if any, for a full reading.
func (w *Watcher) Refresh() {
	w.mu.Lock()
	c := w.conn
	w.mu.Unlock()
	if c != nil {
		_ = c.Refresh()
	}
}

// AskBattery asks the connected board for its battery; the answer comes
// as a BatteryLevel event. It returns ErrNoBattery for a board that does
// not report its battery, ErrNotConnected when no board is connected.
func (w *Watcher) AskBattery() error {
	w.mu.Lock()
	c := w.conn
	w.mu.Unlock()
	if c == nil {
		return ErrNotConnected
	}
	return c.AskBattery()
}

// ErrNotConnected: no board is connected now.
var ErrNotConnected error = &fact.Fact{Key: "board-not-connected", Text: "no board connected"}

// NoAnswerError says that a port opens but no board answers on it.
type NoAnswerError struct {
	Path     string
	Protocol *Protocol // nil: every protocol looked for on serial ports was tried
	Err      error
}

func (e *NoAnswerError) Error() string {
	if e.Protocol == nil {
		return fmt.Sprintf("devices: no board answers on %q (%s)", e.Path, strings.Join(ProtocolNames(detectable()), ", "))
	}
	return fmt.Sprintf("devices: no board answers on %q (%s)", e.Path, e.Protocol)
}

func (e *NoAnswerError) Unwrap() error { return ErrNoAnswer }

func (e *NoAnswerError) Fact() (string, []any) {
	if e.Protocol == nil {
		return "board-no-answer-any", []any{e.Path, ProtocolTitles(detectable())}
	}
	return "board-no-answer-proto", []any{e.Path, e.Protocol.Name}
}

// Watch connects to the board and sends events until ctx ends; it then
// closes events and returns ctx's error. A path that can never be a
// board ends it at once: one Failed event, and the same error returned.
func (w *Watcher) Watch(ctx context.Context, events chan<- Event) error {
	defer close(events)
	retry := w.Retry
	if retry <= 0 {
		retry = 300 * time.Millisecond
	}
	maxRetry := max(w.MaxRetry, retry)
	if w.MaxRetry <= 0 {
		maxRetry = max(5*time.Second, retry)
	}
	send := func(e Event) bool {
		select {
		case events <- e:
			return true
		case <-ctx.Done():
			return false
		}
	}
	if err := CheckPath(w.Path); err != nil {
		var nb *NotABoardError
		if !w.Later || !errors.As(err, &nb) || nb.Kind != PathMissing {
			send(Event{Kind: Failed, Err: err})
			return err
		}
	}
	told := EventKind(-1) // the outage already reported
	pause := retry
	wait := func() {
		select {
		case <-ctx.Done():
		case <-time.After(pause):
		}
	}
	tell := func(kind EventKind, err error) bool {
		if told == kind {
			return true
		}
		told = kind
		return send(Event{Kind: kind, Err: err})
	}
	for ctx.Err() == nil {
		link, info, err := w.open(ctx)
		if err != nil {
			if ctx.Err() != nil {
				break
			}
			kind := Waiting
			if errors.Is(err, ErrNoAnswer) {
				kind = NoAnswer
			}
			if !tell(kind, err) {
				break
			}
			if kind == NoAnswer {
				pause = min(pause*2, maxRetry)
			} else {
				pause = retry
			}
			wait()
			continue
		}
		connected, err := w.session(ctx, link, info, send)
		link.Close()
		if ctx.Err() != nil {
			break
		}
		if connected {
			told, pause = -1, retry
			if !send(Event{Kind: Disconnected, Err: err}) {
				break
			}
			continue
		}
		// The port opened, but the board never answered: it cannot be
		// disconnected. Say it once, then try quietly.
		if !tell(NoAnswer, &NoAnswerError{Path: info.Path, Protocol: info.Protocol, Err: err}) {
			break
		}
		pause = min(pause*2, maxRetry)
		wait()
	}
	return ctx.Err()
}

func (w *Watcher) open(ctx context.Context) (Link, Info, error) {
	path, proto := w.Path, w.Protocol
	if a, err := ParseAddress(path); err != nil {
		return nil, Info{}, err
	} else if a.Transport != Serial {
		l, p, err := openLink(ctx, a, proto)
		if err != nil {
			return nil, Info{Protocol: proto, Path: a.String()}, err
		}
		return l, Info{Protocol: p, Path: a.String()}, nil
	}
	if path == "" || path == "auto" {
		c, err := Detect(ctx, proto)
		if err != nil {
			if f, ok := detectBLE(ctx, proto); ok {
				l, p, err := openLink(ctx, Address{Transport: BLE, Target: f.Address}, f.Protocol)
				if err == nil {
					return l, Info{Protocol: p, Path: "ble:" + f.Address}, nil
				}
			}
			return nil, Info{}, err
		}
		path, proto = c.Path, c.Protocol
	} else {
		if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
			return nil, Info{}, missingDevice(path)
		}
		if proto == nil {
			p, err := Probe(ctx, path, nil)
			if err != nil {
				if errors.Is(err, ErrNoAnswer) || ctx.Err() == nil && openable(path) {
					return nil, Info{}, &NoAnswerError{Path: path, Err: err}
				}
				return nil, Info{}, err
			}
			proto = p
		}
	}
	port, err := OpenPort(path, proto)
	if err != nil {
		return nil, Info{}, err
	}
	return StreamLink(port), Info{Protocol: proto, Path: path}, nil
}

// autoBLEWait is how long --board auto scans for a Bluetooth LE board
// when no serial port holds one.
const autoBLEWait = 4 * time.Second

// detectBLE looks for a known Bluetooth LE board (of protocol proto, if
// given) in reach; where Bluetooth LE cannot be used, it finds none.
func detectBLE(ctx context.Context, proto *Protocol) (Found, bool) {
	sctx, cancel := context.WithTimeout(ctx, autoBLEWait)
	defer cancel()
	var hit Found
	found := false
	_ = ScanBLE(sctx, func(f Found) {
		if !found && f.Protocol != nil && (proto == nil || f.Protocol == proto) {
			hit, found = f, true
			cancel()
		}
	})
	return hit, found
}

// openable reports whether the port at path opens (so a failed probe
// means that nothing answered).
func openable(path string) bool {
	p, err := OpenPort(path, nil)
	if err != nil {
		return false
	}
	p.Close()
	return true
}

// session runs one connection; connected tells whether the board
// answered (and Connected was sent).
func (w *Watcher) session(ctx context.Context, link Link, info Info, send func(Event) bool) (connected bool, err error) {
	c := NewLinkConn(link, info.Protocol)
	c.OnError = w.decodeErrors()
	c.ClockWhiteRight = w.ClockWhiteRight
	defer c.Close()
	sctx, cancel := context.WithCancel(ctx)
	defer cancel()
	// A blocked read ends when the link closes.
	go func() {
		<-sctx.Done()
		link.Close()
	}()
	got, err := c.Start(sctx)
	if err != nil {
		return false, err
	}
	got.Path = info.Path
	w.mu.Lock()
	w.conn = c
	w.mu.Unlock()
	defer func() {
		w.mu.Lock()
		w.conn = nil
		w.mu.Unlock()
	}()
	if !send(Event{Kind: Connected, Info: got}) {
		return true, ctx.Err()
	}
	for {
		e, err := c.Next(sctx)
		if err != nil {
			return true, err
		}
		if !send(e) {
			return true, ctx.Err()
		}
	}
}

// decodeErrors returns the throttled OnDecodeError, or nil.
// HeldErrors is a decoding error passed to OnDecodeError after others
// that were held back since the last one passed.
type HeldErrors struct {
	Err  error
	More int // the errors held back
}

func (e *HeldErrors) Error() string { return fmt.Sprintf("%v (+%d)", e.Err, e.More) }

func (e *HeldErrors) Fact() (string, []any) { return "held-errors", []any{e.Err, e.More} }
func (e *HeldErrors) Unwrap() error         { return e.Err }

func (w *Watcher) decodeErrors() func(error) {
	if w.OnDecodeError == nil {
		return nil
	}
	every := w.DecodeErrorEvery
	if every <= 0 {
		every = 2 * time.Second
	}
	var last time.Time
	held := 0
	return func(err error) {
		now := time.Now()
		if !last.IsZero() && now.Sub(last) < every {
			held++
			return
		}
		last = now
		if held > 0 {
			err = &HeldErrors{Err: err, More: held}
			held = 0
		}
		w.OnDecodeError(err)
	}
}
