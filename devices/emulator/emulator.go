// Package emulator is a virtual sensor board on a pseudo-terminal (or,
// for the Bluetooth LE boards, on the local transport: a Unix socket that
// carries characteristic writes and notifications): a real peer that
// answers its protocol as a board on a USB cable does (or as over the
// air), reports the pieces put on and taken off its squares at the
// boards' documented scan timing, and can be unplugged and plugged in
// again. It runs any protocol of the devices table that has a firmware.
//
// The package has three layers: the Scanner (what stands on the squares
// and what the sensors see of it, in time), the board's firmware (the
// protocol's, from its own package: what a board answers to the bytes it
// receives, and what it reports of its scans; see package firmware), and
// the line (a pseudo-terminal, or the local transport's socket). Hands
// make moves on it as players do.
package emulator

import (
	"context"
	"errors"
	"fmt"
	"math/rand"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/clock"
	"github.com/rochade/rochade/devices/firmware"
	"github.com/rochade/rochade/devices/gatt"
	"github.com/rochade/rochade/devices/internal/fact"
	"github.com/rochade/rochade/devices/pty"
	"github.com/rochade/rochade/notation"
)

// ErrUnsupported is returned on systems without pseudo-terminals.
var ErrUnsupported error = &fact.Fact{Key: "emulator-unsupported", Text: "the virtual board needs Linux or macOS (it runs on a pseudo-terminal)"}

// ErrUnknownProtocol is returned for a protocol without a firmware.
var ErrUnknownProtocol error = &fact.Fact{Key: "emulator-unknown-protocol", Text: "emulator: no firmware for the protocol"}

// ErrClosed is returned by Plug after Close.
var ErrClosed error = &fact.Fact{Key: "emulator-closed", Text: "emulator: closed"}

// Options configure an emulator.
type Options struct {
	// Protocol is the board's protocol: its firmware runs the board.
	Protocol *devices.Protocol
	// Link, if set, is a symbolic link kept pointing at the current
	// pseudo-terminal, so that a client can reopen the same path after
	// Unplug and Plug (a real board comes back under the same name).
	Link string
	// Start is what stands on the board when it is switched on.
	Start devices.Board
	// LineNoise is the chance, per message sent, of a burst of random
	// bytes on the line before it.
	LineNoise float64
	// Seed seeds the noise and the lengths of the scans.
	Seed int64
	// Scan, when set, is the length of the board's scans after
	// power-up; by default the firmware's (a DGT board's drawn between
	// 200 and 250 ms for each scan). A board that sets its own, as a
	// ChessLink board from its E2ROM, changes it.
	Scan ScanTiming
	// OnReport, if set, is called each time a report changes what the
	// board has told its host, with the board as told and the time the
	// report was written to the line (for latency measurements). It runs
	// while the emulator is locked and must not call it.
	OnReport func(told devices.Board, at time.Time)
	// Clock, if it has periods, puts a clock at a board whose protocol
	// has one (a DGT3000 at a DGT board): its times count down in real
	// time from StartClock, the firmware passes them on (DGT: as BWTIME
	// messages as the update mode asks), and PressLever and PressButton
	// work it.
	Clock clock.TimeControl
	// ClockWhiteRight puts White's time on the clock's right face; by
	// default it is on the left.
	ClockWhiteRight bool
}

// NoClockError says that a clock was asked for at a board whose protocol
// has none (Millennium).
type NoClockError struct{ Protocol *devices.Protocol }

func (e *NoClockError) Error() string {
	return fmt.Sprintf("emulator: a %s board has no clock", e.Protocol.Title)
}

// Fact names the board without a clock and the protocols with one.
func (e *NoClockError) Fact() (string, []any) {
	clocked := devices.ProtocolNames(devices.ProtocolsWhere(func(p *devices.Protocol) bool { return p.Clock }))
	return "emulate-millennium-clock", []any{e.Protocol.Title, strings.Join(clocked, ", "), e.Protocol.Title}
}

// Emulator is a running virtual board.
type Emulator struct {
	opt Options

	mu      sync.Mutex
	scan    *Scanner
	pair    *pty.Pair
	out     chan []byte
	stop    chan struct{}
	wake    chan struct{}
	wg      sync.WaitGroup
	plugged bool
	closed  bool
	rng     *rand.Rand // line noise

	fw firmware.Firmware
	// sleepUntil is when a reset of the board ends (zero: none runs).
	sleepUntil time.Time
	// A board on the local transport: the socket, its client, and the
	// packets for it.
	ln     net.Listener
	client *devices.LocalLink
	// clientGone is closed when the client is replaced or unplugged.
	clientGone chan struct{}
	bout       chan devices.Packet
	// battery is the charge a Bluetooth LE board reports, in percent.
	battery int

	// The clock at the board.
	clk *clock.Clock
}

// New switches a virtual board on: opens a pseudo-terminal pair (or the
// local transport's socket) and starts answering on it.
func New(opt Options) (*Emulator, error) {
	if opt.Protocol == nil || opt.Protocol.Firmware == nil {
		return nil, ErrUnknownProtocol
	}
	if !opt.Clock.None() && !opt.Protocol.Clock {
		return nil, &NoClockError{Protocol: opt.Protocol}
	}
	e := &Emulator{opt: opt, fw: opt.Protocol.Firmware(), rng: rand.New(rand.NewSource(opt.Seed)), wake: make(chan struct{}, 1), battery: 87}
	timing := opt.Scan
	if timing.Max <= 0 {
		timing.Min, timing.Max = e.fw.Scan()
	}
	e.scan = NewScanner(opt.Start, timing, opt.Seed+1, time.Now())
	if !opt.Clock.None() {
		e.clk = clock.New(opt.Clock)
	}
	if err := e.Plug(); err != nil {
		return nil, err
	}
	return e, nil
}

// Path is what a client opens: the link if one was asked for, otherwise
// the current pseudo-terminal.
func (e *Emulator) Path() string {
	if IsLocal(e.opt.Protocol) {
		return "unix:" + e.opt.Link
	}
	if e.opt.Link != "" {
		return e.opt.Link
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.pair == nil {
		return ""
	}
	return e.pair.SlavePath
}

// Unread tells how many bytes the board has sent that its client has
// not read yet (on a pseudo-terminal; 0 on other links).
func (e *Emulator) Unread() int {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.pair == nil {
		return 0
	}
	n := e.pair.Unread()
	if e.out != nil {
		n += len(e.out) // messages not yet written
	}
	return n
}

// Board returns what stands on the board.
func (e *Emulator) Board() devices.Board {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.scan.Board()
}

// Scan returns the length of the board's scans.
func (e *Emulator) Scan() ScanTiming {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.scan.Timing()
}

// Plug connects the board: a new pseudo-terminal pair, the link (if
// any) pointed at it, and the board as after power-up (a board on a USB
// cable takes its power from it).
func (e *Emulator) Plug() error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.closed {
		return ErrClosed
	}
	if e.plugged {
		return nil
	}
	if IsLocal(e.opt.Protocol) {
		return e.plugLocal()
	}
	return e.plugLine()
}

// plugLine opens a new pseudo-terminal pair, points the link at it and
// serves it.
func (e *Emulator) plugLine() error {
	p, err := pty.Open(true)
	if errors.Is(err, pty.ErrUnsupported) {
		return ErrUnsupported
	}
	if err != nil {
		return err
	}
	if e.opt.Link != "" {
		tmp := e.opt.Link + ".new"
		for _, l := range []string{e.opt.Link, tmp} {
			if err := CheckLink(l); err != nil {
				p.Close()
				return err
			}
		}
		os.Remove(tmp)
		if err := os.Symlink(p.SlavePath, tmp); err != nil {
			p.Close()
			return err
		}
		if err := os.Rename(tmp, e.opt.Link); err != nil {
			p.Close()
			return err
		}
	}
	e.pair = p
	e.out = make(chan []byte, 512)
	e.powerUpLocked()
	e.wg.Add(2)
	go e.writeLoop(p, e.out, e.stop)
	go e.readLoop(lineReads(p), e.stop)
	return nil
}

// powerUpLocked switches the board on: the sensors see the board as it
// stands, the firmware starts afresh, and the sensors (and the clock's
// display) are followed until stop is closed.
func (e *Emulator) powerUpLocked() {
	e.plugged = true
	now := time.Now()
	e.scan.Restart(now, e.scan.Board())
	e.sleepUntil = time.Time{}
	e.fw.PowerUp(hardware{e}, now)
	e.stop = make(chan struct{})
	e.wg.Add(1)
	go e.sensorLoop(e.stop)
	if _, ok := e.fw.(firmware.Clocked); ok && e.clk != nil {
		e.wg.Add(1)
		go e.clockLoop(e.stop)
	}
}

// Unplug disconnects the board as if its cable were pulled: the client's
// port reports an error, and changes on the board are no longer sent
// (the hands still make them).
func (e *Emulator) Unplug() {
	e.mu.Lock()
	if !e.plugged {
		e.mu.Unlock()
		return
	}
	e.plugged = false
	close(e.stop)
	if IsLocal(e.opt.Protocol) {
		closers := e.unplugLocalLocked()
		e.mu.Unlock()
		for _, c := range closers {
			c()
		}
		e.wg.Wait()
		return
	}
	p := e.pair
	e.pair = nil
	if e.opt.Link != "" {
		if fi, err := os.Lstat(e.opt.Link); err == nil && fi.Mode()&os.ModeSymlink != 0 {
			os.Remove(e.opt.Link)
		}
	}
	e.mu.Unlock()
	p.Close()
	e.wg.Wait()
}

// Close switches the board off.
func (e *Emulator) Close() error {
	e.Unplug()
	e.mu.Lock()
	e.closed = true
	e.mu.Unlock()
	return nil
}

// Set puts piece p on square s (NoPiece takes the piece away) at this
// instant. The board reports the change when its scan comes to the
// square, as its protocol does.
func (e *Emulator) Set(s notation.Square, p notation.Piece) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.scan.Board()[s] == p {
		return
	}
	e.advanceLocked(time.Now())
	e.scan.Put(s, p)
	select {
	case e.wake <- struct{}{}:
	default:
	}
}

// SendRaw writes bytes on the line as they are (for noise tests).
func (e *Emulator) SendRaw(b []byte) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.plugged && IsLocal(e.opt.Protocol) {
		e.queuePacketLocked(devices.Packet{Data: append([]byte(nil), b...)})
		return
	}
	if e.plugged {
		e.queueLocked(append([]byte(nil), b...))
	}
}

// sendLocked writes one message of the board on the line, with line
// noise before it as often as Options.LineNoise says.
func (e *Emulator) sendLocked(msg []byte) {
	if !e.plugged {
		return
	}
	if e.opt.LineNoise > 0 && e.rng.Float64() < e.opt.LineNoise {
		junk := make([]byte, 1+e.rng.Intn(6))
		e.rng.Read(junk)
		e.queueLocked(junk)
	}
	e.queueLocked(msg)
}

func (e *Emulator) queueLocked(b []byte) {
	select {
	case e.out <- b:
	default:
		// Nobody reads: the bytes are lost, as on a real line.
	}
}

func (e *Emulator) writeLoop(p *pty.Pair, out chan []byte, stop chan struct{}) {
	defer e.wg.Done()
	for {
		select {
		case <-stop:
			return
		case b := <-out:
			if _, err := p.Master.Write(b); err != nil {
				return
			}
		}
	}
}

// readLoop passes what the host writes (recv: the bytes read from the
// pseudo-terminal, or the local transport client's writes) to the
// firmware, until recv fails or stop is closed.
func (e *Emulator) readLoop(recv func() ([]byte, error), stop chan struct{}) {
	defer e.wg.Done()
	for {
		p, err := recv()
		if err != nil {
			return
		}
		select {
		case <-stop:
			return
		default:
		}
		e.mu.Lock()
		now := time.Now()
		if e.advanceLocked(now) {
			e.fw.Receive(hardware{e}, p, now)
		}
		e.mu.Unlock()
		select {
		case e.wake <- struct{}{}:
		default:
		}
	}
}

// lineReads returns a reader of what the host writes on the
// pseudo-terminal.
func lineReads(p *pty.Pair) func() ([]byte, error) {
	buf := make([]byte, 256)
	return func() ([]byte, error) {
		n, err := p.Master.Read(buf)
		return buf[:n], err
	}
}

// advanceLocked moves the sensors on to now; the firmware reports what
// they saw. It tells whether the board is awake (not in a reset).
func (e *Emulator) advanceLocked(now time.Time) bool {
	if !e.sleepUntil.IsZero() {
		if now.Before(e.sleepUntil) {
			return false
		}
		// The reset is over: the sensors start again from nothing.
		e.scan.Restart(e.sleepUntil, devices.Board{})
		e.sleepUntil = time.Time{}
	}
	hw := hardware{e}
	var changed func(time.Time, notation.Square, notation.Piece)
	var scanned func(time.Time)
	if r, ok := e.fw.(firmware.SquareReporter); ok {
		changed = func(at time.Time, sq notation.Square, p notation.Piece) { r.Changed(hw, at, sq, p) }
	}
	if r, ok := e.fw.(firmware.ScanReporter); ok {
		scanned = func(at time.Time) { r.Scanned(hw, at) }
	}
	e.scan.Advance(now, changed, scanned)
	return true
}

// nextLocked is when advanceLocked has something to do: the sample of a
// square that changed, the end of a scan where the firmware reports
// scans, or the end of a reset.
func (e *Emulator) nextLocked() (time.Time, bool) {
	if !e.sleepUntil.IsZero() {
		return e.sleepUntil, true
	}
	_, scans := e.fw.(firmware.ScanReporter)
	return e.scan.Next(scans)
}

// sensorLoop runs the sensors in real time: it sleeps until the scan
// comes to a square that changed (or to the end of a scan, where the
// firmware reports scans) or until the hands or the host did something.
func (e *Emulator) sensorLoop(stop chan struct{}) {
	defer e.wg.Done()
	t := time.NewTimer(time.Hour)
	defer t.Stop()
	for {
		e.mu.Lock()
		e.advanceLocked(time.Now())
		next, ok := e.nextLocked()
		e.mu.Unlock()
		d := time.Hour
		if ok {
			d = max(time.Until(next), 0)
		}
		t.Reset(d)
		select {
		case <-stop:
			return
		case <-e.wake:
		case <-t.C:
		}
	}
}

// hardware is what the firmware runs on: the emulator, locked.
type hardware struct{ e *Emulator }

func (h hardware) Seen() [64]notation.Piece { return h.e.scan.Seen() }

func (h hardware) Send(to gatt.UUID, msg []byte) {
	e := h.e
	if IsLocal(e.opt.Protocol) {
		if to.IsZero() {
			to = e.opt.Protocol.GATT.Notify[0]
		}
		e.notifyLocked(to, msg)
		return
	}
	e.sendLocked(msg)
}

func (h hardware) Told(b [64]notation.Piece) {
	if h.e.plugged && h.e.opt.OnReport != nil {
		h.e.opt.OnReport(b, time.Now())
	}
}

func (h hardware) SetScan(min, max time.Duration) {
	h.e.scan.SetTiming(ScanTiming{Min: min, Max: max})
}

func (h hardware) Reset(until time.Time) { h.e.sleepUntil = until }

func (h hardware) Battery() int { return h.e.battery }

func (h hardware) Clock() (*clock.Clock, bool) {
	if h.e.clk == nil {
		return nil, false
	}
	return h.e.clk, h.e.opt.ClockWhiteRight
}

// LEDs returns the LED patterns last set by the client: the 81 ChessLink
// LEDs (see millennium.CmdLEDs), or for a DGT board one per field (0 to
// 63, a8 first) as DGT_SET_LEDS sets them; none on other boards.
func (e *Emulator) LEDs() [81]byte {
	e.mu.Lock()
	defer e.mu.Unlock()
	if l, ok := e.fw.(interface{ LEDs() [81]byte }); ok {
		return l.LEDs()
	}
	return [81]byte{}
}

// E2ROM returns the value at address a of a ChessLink board's E2ROM (0
// on other boards).
func (e *Emulator) E2ROM(a byte) byte {
	e.mu.Lock()
	defer e.mu.Unlock()
	if r, ok := e.fw.(interface{ E2ROM(byte) byte }); ok {
		return r.E2ROM(a)
	}
	return 0
}

// ClockText returns what a clock message put on the DGT3000's display
// (its eight characters), or "" while the clock shows the times.
func (e *Emulator) ClockText() string {
	e.mu.Lock()
	defer e.mu.Unlock()
	if c, ok := e.fw.(interface{ ClockText() string }); ok {
		return c.ClockText()
	}
	return ""
}

// CheckLink refuses a link path where something other than a symbolic
// link stands: the emulator replaces only links, never a file.
func CheckLink(path string) error {
	fi, err := os.Lstat(path)
	if err != nil || fi.Mode()&os.ModeSymlink != 0 {
		return nil
	}
	return &LinkError{Path: path, Folder: fi.IsDir()}
}

// LinkError says that the path for the link is a file or a folder, which
// the emulator never replaces.
type LinkError struct {
	Path   string
	Folder bool // a folder, else a file
}

func (e *LinkError) Error() string {
	return fmt.Sprintf("emulator: %s: not a link", notation.Quote(e.Path))
}

func (e *LinkError) Fact() (string, []any) {
	if e.Folder {
		return "emulate-folder-not-a-link", []any{e.Path}
	}
	return "emulate-not-a-link", []any{e.Path}
}

// TempLink returns a path for Options.Link in a new private directory.
func TempLink() (string, error) {
	dir, err := os.MkdirTemp("", "rochade-board-")
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "board"), nil
}

// WaitHost returns once a client has connected and asked for reports
// (DGT: switched on an update mode; ChessLink: sent any command), or
// when ctx ends.
func (e *Emulator) WaitHost(ctx context.Context) error {
	for {
		e.mu.Lock()
		ok := e.plugged && e.fw.Host()
		e.mu.Unlock()
		if ok {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(20 * time.Millisecond):
		}
	}
}
