// Package emulator is a virtual sensor board on a pseudo-terminal (or,
// for the Bluetooth LE boards, on the local transport: a Unix socket that
// carries characteristic writes and notifications): a real peer that
// answers the DGT or Millennium ChessLink protocol as a board on a USB
// cable does (or the Chessnut, eONE, Pegasus, iChessOne and Square Off
// protocols as over the air), built from the manufacturers' protocol
// descriptions (DGT's dgtbrd.h, the ChessLink protocol of 2017), reports
// the pieces put on and taken off its squares at the boards' documented
// scan timing, and can be unplugged and plugged in again.
//
// The package has three layers: the Scanner (what stands on the squares
// and what the sensors see of it, in time), the boards' firmware (dgtBoard
// and chessLink: what a board answers to the bytes it receives, and what
// it reports of its scans), and the line (a pseudo-terminal, in
// Emulator). Hands make moves on it as players do.
package emulator

import (
	"context"
	"errors"
	"fmt"
	"math/rand"
	"net"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/clock"
	"github.com/rochade/rochade/devices/dgt"
	"github.com/rochade/rochade/devices/gatt"
	"github.com/rochade/rochade/devices/pty"
	"github.com/rochade/rochade/notation"
)

// ErrUnsupported is returned on systems without pseudo-terminals.
var ErrUnsupported error = &fact{key: "emulator-unsupported", text: "the virtual board needs Linux or macOS (it runs on a pseudo-terminal)"}

// ErrUnknownProtocol is returned for a protocol other than DGT and
// Millennium.
var ErrUnknownProtocol error = &fact{key: "emulator-unknown-protocol", text: "emulator: unknown protocol"}

// ErrClosed is returned by Plug after Close.
var ErrClosed error = &fact{key: "emulator-closed", text: "emulator: closed"}

// Options configure an emulator.
type Options struct {
	// Protocol is DGT or Millennium.
	Protocol devices.Protocol
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
	// Scan, when set, is the length of a DGT board's scans; by default
	// it is drawn between 200 and 250 ms for each scan (dgt.ScanMin,
	// dgt.ScanMax). A ChessLink board scans as its E2ROM says.
	Scan ScanTiming
	// OnReport, if set, is called each time a report changes what the
	// board has told its host, with the board as told and the time the
	// report was written to the line (for latency measurements). It runs
	// while the emulator is locked and must not call it.
	OnReport func(told devices.Board, at time.Time)
	// Clock, if it has periods, puts a DGT3000 on a DGT board: its times
	// count down in real time from StartClock, are sent as BWTIME
	// messages as the update mode asks (0x43: on every change and at
	// least once a second; 0x4b: only when they change), and PressLever
	// and PressButton work it. The Millennium board has no clock.
	Clock clock.TimeControl
	// ClockWhiteRight puts White's time on the clock's right face; by
	// default it is on the left.
	ClockWhiteRight bool
}

// ErrClockOnMillennium is returned when a clock is asked for on a
// Millennium board, which has none.
var ErrClockOnMillennium error = &fact{key: "emulate-millennium-clock", text: "emulator: a Millennium board has no clock"}

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

	dgt *dgtBoard
	cl  *chessLink
	// A Bluetooth LE board: its firmware (the eONE runs the ChessLink
	// firmware), the socket of the local transport, its client, and the
	// packets for it.
	bf     bleFirmware
	ln     net.Listener
	client *devices.LocalLink
	// clientGone is closed when the client is replaced or unplugged.
	clientGone chan struct{}
	bout       chan devices.Packet
	// battery is the charge a Bluetooth LE board reports, in percent.
	battery int

	// The DGT3000 on a DGT board.
	clk         *clock.Clock
	lastClock   []byte
	lastClockAt time.Time
}

// New switches a virtual board on: opens a pseudo-terminal pair and
// starts answering on it.
func New(opt Options) (*Emulator, error) {
	if opt.Protocol != devices.DGT && opt.Protocol != devices.Millennium && !IsLocal(opt.Protocol) {
		return nil, ErrUnknownProtocol
	}
	if !opt.Clock.None() && opt.Protocol != devices.DGT {
		return nil, ErrClockOnMillennium
	}
	e := &Emulator{opt: opt, rng: rand.New(rand.NewSource(opt.Seed)), wake: make(chan struct{}, 1), battery: 87}
	timing := opt.Scan
	switch opt.Protocol {
	case devices.DGT:
		e.dgt = &dgtBoard{}
		if timing.Max <= 0 {
			timing = ScanTiming{Min: dgt.ScanMin, Max: dgt.ScanMax}
		}
	case devices.Millennium, devices.EONE:
		e.cl = newChessLink()
		timing = e.cl.timing()
	default:
		e.bf = newBLEFirmware(opt.Protocol)
		timing = bleScanTiming
		if opt.Protocol == devices.Pegasus || opt.Protocol == devices.SquareOff {
			timing = OccupancyScanTiming
		}
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
	e.plugged = true
	now := time.Now()
	// Power-up: the sensors see the board as it stands.
	e.scan.Restart(now, e.scan.Board())
	if e.dgt != nil {
		e.dgt.powerUp()
	}
	if e.cl != nil {
		e.cl.powerUp(now)
		e.scan.SetTiming(e.cl.timing())
	}
	e.lastClock = nil
	e.out = make(chan []byte, 512)
	e.stop = make(chan struct{})
	e.wg.Add(3)
	go e.writeLoop(p, e.out, e.stop)
	go e.readLoop(p, e.stop)
	go e.sensorLoop(e.stop)
	if e.clk != nil {
		e.wg.Add(1)
		go e.clockLoop(e.stop)
	}
	return nil
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

// sendLocked writes one message of the board, with line noise before it
// as often as Options.LineNoise says.
func (e *Emulator) sendLocked(msg []byte) {
	if !e.plugged {
		return
	}
	if IsLocal(e.opt.Protocol) {
		// The eONE: ChessLink over the transparent UART service.
		e.notifyLocked(gatt.TransparentNotify, msg)
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

func (e *Emulator) readLoop(p *pty.Pair, stop chan struct{}) {
	defer e.wg.Done()
	buf := make([]byte, 256)
	for {
		n, err := p.Master.Read(buf)
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
		e.advanceLocked(now)
		if e.dgt != nil {
			e.dgt.receive(e, buf[:n], now)
		} else {
			e.cl.receive(e, buf[:n], now)
		}
		e.mu.Unlock()
		select {
		case e.wake <- struct{}{}:
		default:
		}
	}
}

// advanceLocked moves the sensors on to now; the firmware reports what
// they saw.
func (e *Emulator) advanceLocked(now time.Time) {
	if e.bf != nil {
		e.scan.Advance(now, func(at time.Time, sq notation.Square, p notation.Piece) {
			e.bf.changed(e, at, sq, p)
		}, func(at time.Time) { e.bf.scanned(e, at) })
		return
	}
	if e.cl != nil {
		e.cl.advance(e, now)
		return
	}
	e.scan.Advance(now, func(at time.Time, sq notation.Square, p notation.Piece) {
		e.dgt.changed(e, at, sq, p)
	}, nil)
}

// sensorLoop runs the sensors in real time: it sleeps until the scan
// comes to a square that changed (or, on a ChessLink board, to the end
// of a scan, when a status may be due) or until the hands or the host
// did something.
func (e *Emulator) sensorLoop(stop chan struct{}) {
	defer e.wg.Done()
	t := time.NewTimer(time.Hour)
	defer t.Stop()
	for {
		e.mu.Lock()
		e.advanceLocked(time.Now())
		var next time.Time
		var ok bool
		if e.bf != nil {
			// The boards that report events wake for changes only.
			occ := e.opt.Protocol == devices.Pegasus || e.opt.Protocol == devices.SquareOff
			next, ok = e.scan.Next(!occ)
		} else if e.cl != nil {
			next, ok = e.cl.next(e)
		} else {
			next, ok = e.scan.Next(false)
		}
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

// LEDs returns the LED patterns last set by the client: the 81 ChessLink
// LEDs (see millennium.CmdLEDs), or for a DGT board one per field (0 to
// 63, a8 first) as DGT_SET_LEDS sets them.
func (e *Emulator) LEDs() [81]byte {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.cl != nil {
		return e.cl.leds
	}
	var out [81]byte
	if e.dgt == nil {
		return out
	}
	copy(out[:], e.dgt.leds[:])
	return out
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

// fact is a message of the catalogue of the commands with its values: a
// part of another message, or an error without fields of its own.
type fact struct {
	key  string
	args []any
	text string // the error's text, for a log
}

func (f *fact) Error() string        { return f.text }
func (f fact) Fact() (string, []any) { return f.key, f.args }

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
		ok := e.plugged && (e.dgt != nil && e.dgt.mode != 0 || e.cl != nil && e.cl.host || e.bf != nil && e.bf.host())
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
