// Package devices follows electronic sensor boards: the DGT serial
// protocol and the Millennium ChessLink protocol over a serial port or an
// RFCOMM socket, and the Bluetooth LE boards (Chessnut, Millennium eONE,
// DGT Pegasus, iChessOne, Square Off) over their GATT characteristics,
// with automatic detection and survival of unplugging and lost links. It
// turns what a board reports into board readings (a piece or nothing on
// each of the 64 squares, or only which squares hold a piece); the
// tracker subpackage turns readings into moves.
//
// A board is reached over a Link: a serial port, an RFCOMM socket
// (rfcomm:ADDRESS), Bluetooth LE (ble:NAME-OR-ADDRESS, through
// tinygo.org/x/bluetooth: BlueZ over D-Bus on Linux, WinRT on Windows,
// CoreBluetooth on macOS when built with cgo), or the local transport of
// the emulator (unix:PATH, package gatt).
//
// Each protocol is described once, in a Protocol of the table in
// protocols.go: its names, transports, what its boards see and report,
// its driver (the computer's side: a Driver, in this package) and its
// boards' firmware (the board's side, which the emulator runs).
//
// Subpackages: dgt, millennium, chessnut, ichessone and squareoff (each
// protocol's messages and its boards' firmware), firmware (what a
// board's firmware runs on), gatt (UUIDs, profiles, the local
// transport's framing), pty (pseudo-terminal pairs), emulator (virtual
// boards), script (physical events for a game) and tracker (readings to
// moves).
package devices

import (
	"strings"
	"time"

	"github.com/rochade/rochade/notation"
)

// Board is what the sensors see: the piece on each square, indexed by
// notation.Square (A1 = 0 ... H8 = 63), as the board numbers its squares
// (a board turned by 180° is the tracker's business).
type Board [64]notation.Piece

// String draws the board as eight FEN-like rows, rank 8 first.
func (b Board) String() string {
	var s strings.Builder
	for r := 7; r >= 0; r-- {
		for f := 0; f < 8; f++ {
			s.WriteString(b[notation.Sq(f, r)].String())
		}
		if r > 0 {
			s.WriteByte('/')
		}
	}
	return s.String()
}

// Reading is one complete board reading.
type Reading struct {
	Board Board
	// Time is when the bytes that completed the reading arrived.
	Time time.Time
	// Full marks a reading of the whole board on request (after
	// connecting, or to check the board), as opposed to an automatic
	// report of a change.
	Full bool
	// Scan is how long the board takes for one full scan of its
	// squares, as its protocol documents it (Info.Scan): a change is
	// reported up to a scan late, and a piece moved over the board may
	// go unseen for a whole scan.
	Scan time.Duration
	// Latency is how late the board may report a change (Info.Latency).
	Latency time.Duration
	// OccupancyOnly marks the reading of a board that sees only whether
	// a square holds a piece, not which piece (DGT Pegasus, Square
	// Off): Occupied says which squares hold one, and Board is empty.
	OccupancyOnly bool
	Occupied      Occupancy
}

// Occupancy is a set of squares, bit n for notation.Square n.
type Occupancy uint64

// Has tells whether square s is in the set.
func (o Occupancy) Has(s notation.Square) bool { return s < 64 && o&(1<<uint(s)) != 0 }

// With returns the set with s added.
func (o Occupancy) With(s notation.Square) Occupancy { return o | 1<<uint(s) }

// Without returns the set with s taken out.
func (o Occupancy) Without(s notation.Square) Occupancy { return o &^ (1 << uint(s)) }

// OccupancyOf returns the squares that hold a piece on b.
func OccupancyOf(b *Board) Occupancy {
	var o Occupancy
	for s, p := range b {
		if p != notation.NoPiece {
			o |= 1 << uint(s)
		}
	}
	return o
}

// Info identifies a connected board.
type Info struct {
	Protocol *Protocol
	Path     string
	Version  string
	Serial   string
	// Scan is the longest time the board takes for one full scan of its
	// squares: DGT 250 ms (dgtbrd.h: "about 200-250 ms"), ChessLink the
	// scan time set in its E2ROM (40.96 ms by default).
	Scan time.Duration
	// Latency is how late the board may report a change after it was
	// made: a board that reports each square as its scan finds it
	// changed (DGT's field updates) within one scan; one that sends its
	// whole position at the end of a scan (ChessLink, Chessnut,
	// iChessOne: Protocol.PerScan) within two, since a change made just
	// after its square was sampled is seen in the next scan and sent at
	// its end; one that reports each piece lifted and put down as it
	// happens (Pegasus, Square Off) within one of its short scans.
	Latency time.Duration
}

func (i Info) String() string {
	s := i.Protocol.String()
	if i.Version != "" {
		s += " version " + i.Version
	}
	if i.Serial != "" {
		s += " serial " + i.Serial
	}
	if i.Path != "" {
		s += " on " + i.Path
	}
	return s
}
