package emulator

import (
	"time"

	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/millennium"
	"github.com/rochade/rochade/notation"
)

// resetTime is how long a ChessLink board is deaf after the reset command
// 'T' ("a start-up delay of 3 seconds").
const resetTime = 3 * time.Second

// chessLink is the firmware of a Millennium board as the ChessLink
// protocol (2017) describes it. It acts on a command only when every byte
// has its parity bit right, every hex digit is upper case and the block
// check matches (unless the block check is off in its E2ROM, when it takes
// commands without check digits). It scans the board in the time its
// E2ROM sets, and reports the status after every scan by default, or as
// the E2ROM's report setting says. The E2ROM keeps its values when the
// board loses power.
type chessLink struct {
	dec  millennium.Decoder
	e2   [256]byte
	host bool // a host has sent a command since power-up
	// resetEnd is when a reset ends; the board is deaf and blind until
	// then.
	resetEnd  time.Time
	resetting bool
	leds      [81]byte
	// What the last status sent showed, whether one was sent, how many
	// scans the board has been unchanged, and the time since the last
	// timed report.
	lastSent   devices.Board
	sentOnce   bool
	prevScan   devices.Board
	stable     int
	sinceTimed time.Duration
}

func newChessLink() *chessLink {
	c := &chessLink{}
	c.e2[millennium.AddrScanTime] = millennium.ScanTimeDefault
	c.e2[millennium.AddrAutoReport] = millennium.ReportEveryScan
	c.e2[millennium.AddrReportTime] = 25
	c.e2[millennium.AddrBrightness] = 15
	return c
}

// timing is the scan time the E2ROM sets.
func (c *chessLink) timing() ScanTiming {
	d := millennium.ScanTime(c.e2[millennium.AddrScanTime])
	return ScanTiming{Min: d, Max: d}
}

// powerUp is the board's state after it is switched on: the E2ROM as it
// was, the rest cleared.
func (c *chessLink) powerUp(now time.Time) {
	c.dec = millennium.Decoder{Commands: true, NoBlockCheck: c.e2[millennium.AddrSerialSetup]&millennium.BlockCheckOff != 0}
	c.host = false
	c.resetting = false
	c.leds = [81]byte{}
	c.lastSent = devices.Board{}
	c.sentOnce = false
	c.stable = 0
	c.sinceTimed = 0
}

// receive takes bytes from the host.
func (c *chessLink) receive(e *Emulator, p []byte, now time.Time) {
	if c.resetting {
		return // restarting: deaf
	}
	c.dec.Feed(p)
	for {
		r, ok := c.dec.Next()
		if !ok {
			break
		}
		c.command(e, r, now)
		if c.resetting {
			c.dec = millennium.Decoder{Commands: true}
			break
		}
		c.dec.NoBlockCheck = c.e2[millennium.AddrSerialSetup]&millennium.BlockCheckOff != 0
	}
	c.dec.Errors()
}

func (c *chessLink) command(e *Emulator, r millennium.Reply, now time.Time) {
	c.host = true
	switch r.Letter {
	case 'V':
		e.sendLocked(millennium.Frame("v0103"))
	case 'S':
		seen := [64]notation.Piece(e.scan.Seen())
		e.sendLocked(millennium.Frame("s" + millennium.StatusText(&seen)))
	case 'W':
		c.e2[r.Addr] = r.Value
		if r.Addr == millennium.AddrScanTime {
			e.scan.SetTiming(c.timing())
		}
		e.sendLocked(millennium.Frame("w" + millennium.Hex2(r.Addr) + millennium.Hex2(r.Value)))
	case 'R':
		e.sendLocked(millennium.Frame("r" + millennium.Hex2(r.Addr) + millennium.Hex2(c.e2[r.Addr])))
	case 'L':
		if _, leds, ok := millennium.LEDPatterns(r); ok {
			c.leds = leds
		}
		e.sendLocked(millennium.Frame("l"))
	case 'X':
		c.leds = [81]byte{}
		e.sendLocked(millennium.Frame("x"))
	case 'T':
		// A hardware reset: no reply, three seconds of silence, then
		// scanning again with the status and the LEDs cleared.
		c.resetting = true
		c.resetEnd = now.Add(resetTime)
		c.leds = [81]byte{}
		c.host = false
	}
}

// advance moves the sensors on to now and sends the status reports due.
func (c *chessLink) advance(e *Emulator, now time.Time) {
	if c.resetting {
		if now.Before(c.resetEnd) {
			return
		}
		c.resetting = false
		e.scan.Restart(c.resetEnd, devices.Board{})
		c.lastSent, c.sentOnce, c.stable, c.sinceTimed = devices.Board{}, false, 0, 0
	}
	e.scan.Advance(now, nil, func(at time.Time) { c.scanned(e, at) })
}

// next is when advance has something to do: the end of the scan, or the
// end of a reset.
func (c *chessLink) next(e *Emulator) (time.Time, bool) {
	if c.resetting {
		return c.resetEnd, true
	}
	return e.scan.Next(true)
}

// scanned ends a scan: the status is sent as the report setting says.
func (c *chessLink) scanned(e *Emulator, at time.Time) {
	seen := e.scan.Seen()
	mode := int(c.e2[millennium.AddrAutoReport] & 7)
	changed := seen != c.lastSent || !c.sentOnce
	if seen == c.prevScan {
		c.stable++
	} else {
		c.stable = 0
	}
	c.prevScan = seen
	send := false
	switch {
	case mode == millennium.ReportEveryScan:
		send = true
	case mode == millennium.ReportOff:
	case mode == millennium.ReportTimed:
		c.sinceTimed += e.scan.Timing().Max
		if c.sinceTimed >= time.Duration(c.e2[millennium.AddrReportTime])*4096*time.Microsecond {
			c.sinceTimed = 0
			send = true
		}
	case mode == millennium.ReportOnChange:
		send = changed
	default: // on change, once the board has been the same for mode-2 scans
		send = changed && c.stable >= mode-millennium.ReportOnChange
	}
	if !send {
		return
	}
	b := [64]notation.Piece(seen)
	e.sendLocked(millennium.Frame("s" + millennium.StatusText(&b)))
	if e.opt.OnReport != nil && changed {
		e.opt.OnReport(seen, time.Now())
	}
	c.lastSent = seen
	c.sentOnce = true
}

// E2ROM returns the value at address a of a ChessLink board's E2ROM.
func (e *Emulator) E2ROM(a byte) byte {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.cl == nil {
		return 0
	}
	return e.cl.e2[a]
}
