// Package emulator is a virtual sensor board on a pseudo-terminal: a real
// serial peer that answers the DGT or Millennium ChessLink protocol
// exactly as a board on a USB cable does, reports the pieces put on and
// taken off its squares, and can be unplugged and plugged in again.
package emulator

import (
	"context"
	"errors"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/clock"
	"github.com/rochade/rochade/devices/dgt"
	"github.com/rochade/rochade/devices/millennium"
	"github.com/rochade/rochade/devices/pty"
	"github.com/rochade/rochade/notation"
)

// ErrUnsupported is returned on systems without pseudo-terminals.
var ErrUnsupported = errors.New("the virtual board needs Linux or macOS (it runs on a pseudo-terminal)")

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
	// Seed seeds the noise.
	Seed int64
	// OnChange, if set, is called with the time each reported change was
	// written to the line (for latency measurements).
	OnChange func(sq notation.Square, p notation.Piece, at time.Time)
	// Clock, if it has periods, puts a DGT3000 on a DGT board: its times
	// count down in real time from StartClock, are sent as BWTIME
	// messages (on every change and at least once a second while the
	// client has asked for clock updates), and PressLever and
	// PressButton work it. The Millennium board has no clock.
	Clock clock.TimeControl
	// ClockWhiteRight puts White's time on the clock's right face; by
	// default it is on the left.
	ClockWhiteRight bool
}

// Emulator is a running virtual board.
type Emulator struct {
	opt Options

	mu      sync.Mutex
	board   devices.Board // what stands on the board
	pair    *pty.Pair
	out     chan []byte
	stop    chan struct{}
	wg      sync.WaitGroup
	plugged bool
	closed  bool
	rng     *rand.Rand

	// DGT state
	updates      bool // in an update mode
	clockUpdates bool // in an update mode with clock times
	clk          *clock.Clock
	lastClock    []byte
	lastClockAt  time.Time
	// Millennium state
	e2       [256]byte
	host     bool // a host has spoken since power-up
	resetEnd time.Time
	leds     [81]byte
	lastSent devices.Board
	prevScan devices.Board
	stable   int // scans the board has been unchanged
	sentOnce bool
}

// New switches a virtual board on: opens a pseudo-terminal pair and
// starts answering on it.
func New(opt Options) (*Emulator, error) {
	if opt.Protocol != devices.DGT && opt.Protocol != devices.Millennium {
		return nil, fmt.Errorf("emulator: unknown protocol %q", opt.Protocol)
	}
	if !opt.Clock.None() && opt.Protocol != devices.DGT {
		return nil, errors.New("a Millennium board has no clock: emulate a DGT board for a clock, or keep the time in software")
	}
	e := &Emulator{opt: opt, board: opt.Start, rng: rand.New(rand.NewSource(opt.Seed))}
	if !opt.Clock.None() {
		e.clk = clock.New(opt.Clock)
	}
	e.e2[millennium.AddrScanTime] = 20
	e.e2[millennium.AddrAutoReport] = millennium.ReportEveryScan
	e.e2[millennium.AddrReportTime] = 25
	e.e2[millennium.AddrBrightness] = 15
	if err := e.Plug(); err != nil {
		return nil, err
	}
	return e, nil
}

// Path is what a client opens: the link if one was asked for, otherwise
// the current pseudo-terminal.
func (e *Emulator) Path() string {
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
	return e.board
}

// Plug connects the board: a new pseudo-terminal pair, the link (if
// any) pointed at it, and the board's protocol state as after power-up.
func (e *Emulator) Plug() error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.closed {
		return errors.New("emulator: closed")
	}
	if e.plugged {
		return nil
	}
	p, err := pty.Open(true)
	if errors.Is(err, pty.ErrUnsupported) {
		return ErrUnsupported
	}
	if err != nil {
		return fmt.Errorf("emulator: %w", err)
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
			return fmt.Errorf("emulator: %w", err)
		}
		if err := os.Rename(tmp, e.opt.Link); err != nil {
			p.Close()
			return fmt.Errorf("emulator: %w", err)
		}
	}
	e.pair = p
	e.plugged = true
	e.updates = false
	e.clockUpdates = false
	e.lastClock = nil
	e.host = false
	e.sentOnce = false
	e.out = make(chan []byte, 512)
	e.stop = make(chan struct{})
	e.wg.Add(2)
	go e.writeLoop(p, e.out, e.stop)
	go e.readLoop(p, e.stop)
	if e.opt.Protocol == devices.Millennium {
		e.wg.Add(1)
		go e.scanLoop(e.stop)
	}
	if e.clk != nil {
		e.wg.Add(1)
		go e.clockLoop(e.stop)
	}
	return nil
}

// Unplug disconnects the board as if its cable were pulled: the client's
// port reports an error, and changes on the board are no longer sent
// (the board still sees them).
func (e *Emulator) Unplug() {
	e.mu.Lock()
	if !e.plugged {
		e.mu.Unlock()
		return
	}
	e.plugged = false
	close(e.stop)
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

// Set puts piece p on square s (NoPiece takes the piece away) and reports
// the change as the board's protocol does.
func (e *Emulator) Set(s notation.Square, p notation.Piece) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.board[s] == p {
		return
	}
	e.board[s] = p
	if e.plugged && e.opt.Protocol == devices.DGT && e.updates {
		e.sendLocked(dgt.EncodeFieldUpdate(s, p))
		if e.opt.OnChange != nil {
			e.opt.OnChange(s, p, time.Now())
		}
	}
}

// SendRaw writes bytes on the line as they are (for noise tests).
func (e *Emulator) SendRaw(b []byte) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.plugged {
		e.queueLocked(append([]byte(nil), b...))
	}
}

func (e *Emulator) sendLocked(msg []byte) {
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
	var dd millennium.Decoder
	dd.Commands = true
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
		if e.opt.Protocol == devices.DGT {
			for _, c := range buf[:n] {
				e.dgtCommandLocked(c)
			}
		} else {
			dd.Feed(buf[:n])
			for {
				r, ok := dd.Next()
				if !ok {
					break
				}
				e.milCommandLocked(r)
			}
			dd.Errors()
		}
		e.mu.Unlock()
	}
}

func (e *Emulator) dgtCommandLocked(c byte) {
	switch c {
	case dgt.CmdReset:
		e.updates = false
		e.clockUpdates = false
	case dgt.CmdSendBoard:
		b := [64]notation.Piece(e.board)
		e.sendLocked(dgt.EncodeBoardDump(&b))
	case dgt.CmdUpdate, dgt.CmdUpdateNice:
		e.updates = true
		e.clockUpdates = true
	case dgt.CmdUpdateBoard:
		e.updates = true
		e.clockUpdates = false
	case dgt.CmdVersion:
		e.sendLocked(dgt.EncodeVersion(1, 7))
	case dgt.CmdSerialNumber:
		e.sendLocked(dgt.EncodeText(dgt.MsgSerialNumber, "04711"))
	case dgt.CmdTrademark:
		e.sendLocked(dgt.EncodeText(dgt.MsgTrademark, "Rochade virtual board, DGT protocol"))
	case dgt.CmdSendClock:
		e.sendLocked(e.clockMessageLocked(time.Now()))
	case dgt.CmdBusAddress:
		e.sendLocked([]byte{dgt.MsgBusAddress, 0, dgt.SizeBusAddress, 0x02, 0x4f})
	}
}

func (e *Emulator) milCommandLocked(r millennium.Reply) {
	if time.Now().Before(e.resetEnd) {
		return // restarting: deaf for a while
	}
	e.host = true
	switch r.Letter {
	case 'V':
		e.sendLocked(millennium.Frame("v0103"))
	case 'S':
		b := [64]notation.Piece(e.board)
		e.sendLocked(millennium.Frame("s" + millennium.StatusText(&b)))
	case 'W':
		e.e2[r.Addr] = r.Value
		e.sendLocked(millennium.Frame("w" + millennium.Hex2(r.Addr) + millennium.Hex2(r.Value)))
	case 'R':
		e.sendLocked(millennium.Frame("r" + millennium.Hex2(r.Addr) + millennium.Hex2(e.e2[r.Addr])))
	case 'L':
		if _, leds, ok := millennium.LEDPatterns(r); ok {
			e.leds = leds
		}
		e.sendLocked(millennium.Frame("l"))
	case 'X':
		e.leds = [81]byte{}
		e.sendLocked(millennium.Frame("x"))
	case 'T':
		e.leds = [81]byte{}
		e.host = false
		e.resetEnd = time.Now().Add(3 * time.Second)
	}
}

// LEDs returns the LED patterns last set by the client.
func (e *Emulator) LEDs() [81]byte {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.leds
}

// scanLoop sends the automatic status reports of a ChessLink board, at
// the scan rate set in its E2ROM.
func (e *Emulator) scanLoop(stop chan struct{}) {
	defer e.wg.Done()
	sinceTimed := time.Duration(0)
	for {
		e.mu.Lock()
		scan := time.Duration(max(int(e.e2[millennium.AddrScanTime]), 15)) * 2048 * time.Microsecond
		e.mu.Unlock()
		select {
		case <-stop:
			return
		case <-time.After(scan):
		}
		e.mu.Lock()
		if !e.host || !e.plugged {
			e.mu.Unlock()
			continue
		}
		mode := int(e.e2[millennium.AddrAutoReport] & 7)
		changed := e.board != e.lastSent || !e.sentOnce
		if e.board == e.prevScan {
			e.stable++
		} else {
			e.stable = 0
		}
		e.prevScan = e.board
		send := false
		switch {
		case mode == millennium.ReportEveryScan:
			send = true
		case mode == millennium.ReportOff:
		case mode == millennium.ReportTimed:
			sinceTimed += scan
			if sinceTimed >= time.Duration(e.e2[millennium.AddrReportTime])*4096*time.Microsecond {
				sinceTimed = 0
				send = true
			}
		case mode == millennium.ReportOnChange:
			send = changed
		default: // on change, once stable for mode-2 scans
			send = changed && e.stable >= mode-millennium.ReportOnChange
		}
		if send {
			b := [64]notation.Piece(e.board)
			e.sendLocked(millennium.Frame("s" + millennium.StatusText(&b)))
			if e.opt.OnChange != nil && changed {
				e.opt.OnChange(notation.NoSquare, notation.NoPiece, time.Now())
			}
			e.lastSent = e.board
			e.sentOnce = true
		}
		e.mu.Unlock()
	}
}

// CheckLink refuses a link path where something other than a symbolic
// link stands: the emulator replaces only links, never a file.
func CheckLink(path string) error {
	fi, err := os.Lstat(path)
	if err != nil || fi.Mode()&os.ModeSymlink != 0 {
		return nil
	}
	what := "a file"
	if fi.IsDir() {
		what = "a folder"
	}
	return fmt.Errorf("%s is %s, not a link; the emulator replaces only links: choose another --link path", quote(path), what)
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
		ok := e.plugged && (e.updates || e.host)
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
