// Package chessnut speaks the Bluetooth LE protocol of the Chessnut Air,
// Pro and Move boards, as the maker publishes it (chessnutech/
// chess_move_api, README) and as open-source clients use it (picochess,
// eboard/chessnut; DGTCentaurMods, chessnut_air tools): frames of a
// command byte, a length byte and that many bytes, written to the
// operation characteristic and notified on the position and operation
// characteristics. A notification may hold part of a frame (the
// position frame is 38 bytes, more than the 20 of the smallest ATT
// MTU): the Decoder joins them.
package chessnut

import (
	"fmt"

	"github.com/rochade/rochade/devices/gatt"
	"github.com/rochade/rochade/devices/internal/stream"
	"github.com/rochade/rochade/notation"
)

// The services and characteristics of the boards (chess_move_api,
// README "Bluetooth Connection"): the position notifies on 8262 in the
// FEN service 8261; commands go to 8272 and their answers notify on 8273
// in the operation service 8271.
var (
	FENService = gatt.MustUUID("1b7e8261-2877-41c3-b46e-cf057c562023")
	FEN        = gatt.MustUUID("1b7e8262-2877-41c3-b46e-cf057c562023")
	OpService  = gatt.MustUUID("1b7e8271-2877-41c3-b46e-cf057c562023")
	OpWrite    = gatt.MustUUID("1b7e8272-2877-41c3-b46e-cf057c562023")
	OpNotify   = gatt.MustUUID("1b7e8273-2877-41c3-b46e-cf057c562023")
	// Profile is the protocol's use of GATT.
	Profile = gatt.Profile{Services: []gatt.UUID{FENService, OpService}, Write: OpWrite, Notify: []gatt.UUID{FEN, OpNotify}}
)

// Commands, written to the operation characteristic.
var (
	// CmdRealtime switches the position reports on ("21 01 00"); the
	// board answers with its position.
	CmdRealtime = []byte{0x21, 0x01, 0x00}
	// CmdBattery asks an Air or Pro for its battery ("29 01 00").
	CmdBattery = []byte{0x29, 0x01, 0x00}
	// CmdBatteryMove asks a Move for its battery ("41 01 0C",
	// chess_move_api "Reading Battery Level").
	CmdBatteryMove = []byte{0x41, 0x01, 0x0c}
)

// Frame kinds (the first byte).
const (
	KindPosition byte = 0x01 // 01 24 + 32 bytes of position + 4 bytes
	KindBattery  byte = 0x2a // 2A 02 percent charging
	KindMove     byte = 0x41 // the Move's answers: 41 len sub ...
)

// Sizes.
const (
	// PositionLen is the length byte of a position frame (0x24): 32
	// bytes of position and 4 more.
	PositionLen = 0x24
	// FrameMax is the longest frame accepted: the Move's piece status
	// (41 89 0B + 34 pieces × 3 bytes + ...), 0x89 bytes after the
	// header.
	FrameMax = 2 + 0x89
)

// pieceCodes maps the 4-bit codes to pieces (chess_move_api: "0: Empty,
// 1: q, 2: k, 3: b, 4: p, 5: n, 6: R, 7: P, 8: r, 9: B, 10: N, 11: Q,
// 12: K").
var pieceCodes = [13]notation.Piece{
	notation.NoPiece,
	notation.MakePiece(notation.Black, notation.Queen),
	notation.MakePiece(notation.Black, notation.King),
	notation.MakePiece(notation.Black, notation.Bishop),
	notation.MakePiece(notation.Black, notation.Pawn),
	notation.MakePiece(notation.Black, notation.Knight),
	notation.MakePiece(notation.White, notation.Rook),
	notation.MakePiece(notation.White, notation.Pawn),
	notation.MakePiece(notation.Black, notation.Rook),
	notation.MakePiece(notation.White, notation.Bishop),
	notation.MakePiece(notation.White, notation.Knight),
	notation.MakePiece(notation.White, notation.Queen),
	notation.MakePiece(notation.White, notation.King),
}

// CodeOf returns the 4-bit code of a piece.
func CodeOf(p notation.Piece) byte {
	for i, q := range pieceCodes {
		if q == p {
			return byte(i)
		}
	}
	return 0
}

// squareAt is the square of nibble n of the 64 (chess_move_api: "h8 →
// g8 → ... → a8 → h7 → ... → a1", the lower nibble first).
func squareAt(n int) notation.Square { return notation.Sq(7-n%8, 7-n/8) }

// DecodePosition reads the 32 bytes of a position.
func DecodePosition(data []byte) (b [64]notation.Piece, bad int, ok bool) {
	for i := 0; i < 32; i++ {
		for half := 0; half < 2; half++ {
			c := data[i] >> (4 * half) & 0x0f
			if int(c) >= len(pieceCodes) {
				return b, i, false
			}
			b[squareAt(2*i+half)] = pieceCodes[c]
		}
	}
	return b, 0, true
}

// EncodePosition writes a board as the 32 bytes of a position.
func EncodePosition(b *[64]notation.Piece) []byte {
	out := make([]byte, 32)
	for n := 0; n < 64; n++ {
		out[n/2] |= CodeOf(b[squareAt(n)]) << (4 * (n % 2))
	}
	return out
}

// PositionFrame is the notification of a board: 01 24, the position,
// and four bytes the documents leave unexplained (zero here).
func PositionFrame(b *[64]notation.Piece) []byte {
	out := append([]byte{KindPosition, PositionLen}, EncodePosition(b)...)
	return append(out, 0, 0, 0, 0)
}

// BatteryFrame is the answer to CmdBattery.
func BatteryFrame(percent int, charging bool) []byte {
	c := byte(0)
	if charging {
		c = 1
	}
	return []byte{KindBattery, 0x02, byte(percent), c}
}

// Message is one frame from the board.
type Message struct {
	Kind byte
	// Board is the position of a position frame.
	Board [64]notation.Piece
	// Percent and Charging: a battery frame's content.
	Percent  int
	Charging bool
	// Data is the frame after its two header bytes.
	Data []byte
}

// Error is a bad frame, with its place in the characteristic's stream.
type Error = stream.Error

// Decoder assembles the frames of one characteristic.
type Decoder = stream.Decoder[Message, frames]

// frames is the grammar of the Chessnut frames.
type frames struct{}

func (frames) Protocol() string { return "Chessnut" }

// known tells whether a frame header is one the board sends: a position
// (01 24), a battery answer (2A 02), an answer of a Move (41 and a
// length), or the board type answer of an Air (32 01, picochess).
func known(kind, n byte) bool {
	switch kind {
	case KindPosition:
		return n == PositionLen
	case KindBattery:
		return n == 2
	case KindMove:
		return n >= 1 && int(n)+2 <= FrameMax
	case 0x32:
		return n == 1
	}
	return false
}

// Read returns the next complete frame, or ok false when none is
// complete yet. A byte that starts no known frame is skipped and
// reported; so is a position with a piece code over 12, from its first
// byte, so that a real frame inside it is found.
func (frames) Read(d *stream.Buffer) (m Message, ok bool) {
	for len(d.Buf) >= 2 {
		kind, n := d.Buf[0], d.Buf[1]
		if !known(kind, n) {
			i := 1
			for i+1 < len(d.Buf) && !known(d.Buf[i], d.Buf[i+1]) {
				i++
			}
			d.Fail(0, fmt.Sprintf("%d byte(s) outside any frame skipped (first 0x%02x)", i, kind))
			d.Drop(i)
			continue
		}
		size := 2 + int(n)
		if len(d.Buf) < size {
			return Message{}, false
		}
		m = Message{Kind: kind, Data: append([]byte(nil), d.Buf[2:size]...)}
		switch kind {
		case KindPosition:
			b, bad, good := DecodePosition(m.Data)
			if !good {
				d.Fail(2+bad, fmt.Sprintf("position: piece code over 12 in byte %d", bad))
				d.Drop(1)
				continue
			}
			m.Board = b
		case KindBattery:
			m.Percent, m.Charging = int(m.Data[0]), m.Data[1] == 1
			if m.Percent > 100 {
				d.Fail(2, fmt.Sprintf("battery at %d%%", m.Percent))
				d.Drop(size)
				continue
			}
		case KindMove:
			// 41 03 0C charging percent: the Move's battery.
			if len(m.Data) == 3 && m.Data[0] == 0x0c {
				m.Kind = KindBattery
				m.Charging, m.Percent = m.Data[1] == 1, int(m.Data[2])
			}
		}
		d.Drop(size)
		return m, true
	}
	return Message{}, false
}
