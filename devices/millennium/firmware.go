package millennium

import (
	"time"

	"github.com/rochade/rochade/devices/firmware"
	"github.com/rochade/rochade/devices/gatt"
	"github.com/rochade/rochade/notation"
)

// resetTime is how long a ChessLink board is deaf after the reset command
// 'T' ("a start-up delay of 3 seconds").
const resetTime = 3 * time.Second

// board is the firmware of a Millennium board as the ChessLink protocol
// (2017) describes it. It acts on a command only when every byte has its
// parity bit right, every hex digit is upper case and the block check
// matches (unless the block check is off in its E2ROM, when it takes
// commands without check digits). It scans the board in the time its
// E2ROM sets, and reports the status after every scan by default, or as
// the E2ROM's report setting says. The E2ROM keeps its values when the
// board loses power.
type board struct {
	dec  Decoder
	e2   [256]byte
	host bool // a host has sent a command since power-up
	// resetEnd is when a reset ends; the board is deaf and blind until
	// then.
	resetEnd time.Time
	leds     [81]byte
	// What the last status sent showed, whether one was sent, how many
	// scans the board has been unchanged, and the time since the last
	// timed report.
	lastSent   [64]notation.Piece
	sentOnce   bool
	prevScan   [64]notation.Piece
	stable     int
	sinceTimed time.Duration
}

// NewFirmware returns the firmware of an emulated Millennium board, its
// E2ROM as it leaves the factory.
func NewFirmware() firmware.Firmware {
	b := &board{}
	b.e2[AddrScanTime] = ScanTimeDefault
	b.e2[AddrAutoReport] = ReportEveryScan
	b.e2[AddrReportTime] = 25
	b.e2[AddrBrightness] = 15
	return b
}

// Scan is the scan time the E2ROM sets.
func (b *board) Scan() (min, max time.Duration) {
	d := ScanTime(b.e2[AddrScanTime])
	return d, d
}

// PowerUp: the E2ROM as it was, the rest cleared.
func (b *board) PowerUp(hw firmware.Hardware, now time.Time) {
	b.dec = Decoder{Commands: true, NoBlockCheck: b.e2[AddrSerialSetup]&BlockCheckOff != 0}
	b.host = false
	b.resetEnd = time.Time{}
	b.leds = [81]byte{}
	b.lastSent = [64]notation.Piece{}
	b.sentOnce = false
	b.stable = 0
	b.sinceTimed = 0
	hw.SetScan(b.Scan())
}

func (b *board) Host() bool { return b.host }

// LEDs returns the 81 LED patterns last set (see CmdLEDs).
func (b *board) LEDs() [81]byte { return b.leds }

// E2ROM returns the value at address a of the E2ROM.
func (b *board) E2ROM(a byte) byte { return b.e2[a] }

// Receive takes bytes from the host.
func (b *board) Receive(hw firmware.Hardware, p []byte, now time.Time) {
	if now.Before(b.resetEnd) {
		return // restarting: deaf
	}
	b.dec.Feed(p)
	for r, ok := b.dec.Next(); ok; r, ok = b.dec.Next() {
		b.command(hw, r, now)
		if now.Before(b.resetEnd) {
			b.dec = Decoder{Commands: true}
			break
		}
		b.dec.NoBlockCheck = b.e2[AddrSerialSetup]&BlockCheckOff != 0
	}
	b.dec.Errors()
}

func (b *board) send(hw firmware.Hardware, text string) { hw.Send(gatt.UUID{}, Frame(text)) }

func (b *board) command(hw firmware.Hardware, r Reply, now time.Time) {
	b.host = true
	switch r.Letter {
	case 'V':
		b.send(hw, "v0103")
	case 'S':
		seen := hw.Seen()
		b.send(hw, "s"+StatusText(&seen))
	case 'W':
		b.e2[r.Addr] = r.Value
		if r.Addr == AddrScanTime {
			hw.SetScan(b.Scan())
		}
		b.send(hw, "w"+Hex2(r.Addr)+Hex2(r.Value))
	case 'R':
		b.send(hw, "r"+Hex2(r.Addr)+Hex2(b.e2[r.Addr]))
	case 'L':
		if _, leds, ok := LEDPatterns(r); ok {
			b.leds = leds
		}
		b.send(hw, "l")
	case 'X':
		b.leds = [81]byte{}
		b.send(hw, "x")
	case 'T':
		// A hardware reset: no reply, three seconds of silence, then
		// scanning again with the status and the LEDs cleared.
		b.resetEnd = now.Add(resetTime)
		b.leds = [81]byte{}
		b.host = false
		b.lastSent, b.sentOnce, b.stable, b.sinceTimed = [64]notation.Piece{}, false, 0, 0
		hw.Reset(b.resetEnd)
	}
}

// Scanned ends a scan: the status is sent as the report setting says.
func (b *board) Scanned(hw firmware.Hardware, _ time.Time) {
	seen := hw.Seen()
	mode := int(b.e2[AddrAutoReport] & 7)
	changed := seen != b.lastSent || !b.sentOnce
	if seen == b.prevScan {
		b.stable++
	} else {
		b.stable = 0
	}
	b.prevScan = seen
	send := false
	switch {
	case mode == ReportEveryScan:
		send = true
	case mode == ReportOff:
	case mode == ReportTimed:
		_, scan := b.Scan()
		b.sinceTimed += scan
		if b.sinceTimed >= time.Duration(b.e2[AddrReportTime])*4096*time.Microsecond {
			b.sinceTimed = 0
			send = true
		}
	case mode == ReportOnChange:
		send = changed
	default: // on change, once the board has been the same for mode-2 scans
		send = changed && b.stable >= mode-ReportOnChange
	}
	if !send {
		return
	}
	b.send(hw, "s"+StatusText(&seen))
	if changed {
		hw.Told(seen)
	}
	b.lastSent = seen
	b.sentOnce = true
}

var _ firmware.ScanReporter = (*board)(nil)
