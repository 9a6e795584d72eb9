// Package firmware is where a board protocol's board side meets the
// virtual board that runs it. A protocol's package writes the firmware of
// its boards (what a board answers to what the host writes, and what it
// reports of what its sensors see) against Hardware; package emulator is
// that hardware: sensors that scan the squares in the board's time, a
// serial line or a Bluetooth LE link to the host, a battery and, on some
// boards, a chess clock.
//
// What a board does not do, its firmware does not implement: a board
// that reports each square as its scan sees it change is a
// SquareReporter, one that reports after whole scans a ScanReporter, one
// that a clock is connected to a Clocked.
package firmware

import (
	"time"

	"github.com/rochade/rochade/devices/clock"
	"github.com/rochade/rochade/devices/gatt"
	"github.com/rochade/rochade/notation"
)

// Firmware is what a board of one protocol does. Its methods are called
// one at a time, with the hardware locked: they must not wait.
type Firmware interface {
	// Scan returns the length of the sensors' scans after power-up: each
	// scan's length is drawn between min and max.
	Scan() (min, max time.Duration)
	// PowerUp puts the board as it is after it is switched on or
	// plugged in: what it keeps in its own memory (settings in an
	// E2ROM) stays, the rest is cleared.
	PowerUp(hw Hardware, now time.Time)
	// Receive takes bytes the host wrote: on the serial line, or to the
	// characteristic of its GATT profile that takes commands.
	Receive(hw Hardware, p []byte, now time.Time)
	// Host tells whether a host has spoken to the board since power-up
	// (so that a game played on it is followed).
	Host() bool
}

// SquareReporter is the firmware of a board that reports a square the
// moment its scan sees it change.
type SquareReporter interface {
	// Changed: the scan saw square sq change to p at instant at.
	Changed(hw Hardware, at time.Time, sq notation.Square, p notation.Piece)
}

// ScanReporter is the firmware of a board that reports at the end of
// its scans.
type ScanReporter interface {
	// Scanned: a full scan of the squares ended at instant at.
	Scanned(hw Hardware, at time.Time)
}

// Clocked is the firmware of a board a chess clock is connected to.
type Clocked interface {
	// ClockChanged: the clock may show something new (a second went
	// by, it was started, its lever was pressed).
	ClockChanged(hw Hardware, now time.Time)
	// ClockButton: button n of the clock (1 to 5, left to right) was
	// pressed.
	ClockButton(hw Hardware, n int)
}

// Hardware is what the firmware runs on.
type Hardware interface {
	// Seen returns what the sensors last saw on each square.
	Seen() [64]notation.Piece
	// Send sends a message to the host, if one is connected: on a serial
	// line as bytes; over Bluetooth LE as notifications of
	// characteristic to (zero: the first that the profile notifies), in
	// pieces as small as the link takes.
	Send(to gatt.UUID, msg []byte)
	// Told records that the host now knows the board as b (for the
	// measurement of how late moves are reported).
	Told(b [64]notation.Piece)
	// SetScan changes the length of the scans from the next one on.
	SetScan(min, max time.Duration)
	// Reset restarts the board's electronics: until instant until it
	// neither hears the host nor scans; then its sensors start again
	// from nothing seen.
	Reset(until time.Time)
	// Battery returns the battery's charge in percent.
	Battery() int
	// Clock returns the chess clock connected to the board (nil: none)
	// and whether White's time is on its right face.
	Clock() (c *clock.Clock, whiteRight bool)
}

// The scans of the boards that report each piece lifted and put down as
// an event when it happens (the Square Off's "0#e2u*", the Pegasus's
// field updates): an event is taken to be seen within 2 to 3 ms.
const (
	EventScanMin = 2 * time.Millisecond
	EventScanMax = 3 * time.Millisecond
)
