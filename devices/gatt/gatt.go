// Package gatt holds what the Bluetooth LE boards have in common: the
// 128-bit UUIDs of services and characteristics, the GATT profile (which
// characteristic takes commands, which ones notify) and the UART
// services that several protocols use, and the framing of the local transport, a stream (a Unix
// socket) that carries characteristic writes and notifications by UUID,
// so that a virtual board and a client talk as over the air.
package gatt

import (
	"encoding/hex"
	"fmt"
	"strings"
)

// UUID is a 128-bit Bluetooth UUID, most significant byte first, as it is
// written (1b7e8261-2877-41c3-b46e-cf057c562023).
type UUID [16]byte

// String writes the UUID in its usual form, lower case.
func (u UUID) String() string {
	var b [36]byte
	hex.Encode(b[0:8], u[0:4])
	b[8] = '-'
	hex.Encode(b[9:13], u[4:6])
	b[13] = '-'
	hex.Encode(b[14:18], u[6:8])
	b[18] = '-'
	hex.Encode(b[19:23], u[8:10])
	b[23] = '-'
	hex.Encode(b[24:36], u[10:16])
	return string(b[:])
}

// IsZero tells whether u is the zero UUID (no characteristic: the bytes
// of a serial line).
func (u UUID) IsZero() bool { return u == UUID{} }

// ParseUUID reads a UUID written with or without its dashes, in either
// case.
func ParseUUID(s string) (UUID, error) {
	var u UUID
	h := strings.ReplaceAll(s, "-", "")
	if len(h) != 32 {
		return u, fmt.Errorf("UUID %q: %d hex digits, want 32", s, len(h))
	}
	if _, err := hex.Decode(u[:], []byte(h)); err != nil {
		return u, fmt.Errorf("UUID %q: %w", s, err)
	}
	return u, nil
}

// MustUUID is ParseUUID for constants.
func MustUUID(s string) UUID {
	u, err := ParseUUID(s)
	if err != nil {
		panic(err)
	}
	return u
}

// Profile is how a protocol uses GATT: the services to look for, the
// characteristic that takes commands, and the characteristics that
// notify.
type Profile struct {
	// Services are the primary services the board offers; the first
	// identifies the board in a scan.
	Services []UUID
	// Write takes the commands (written without response).
	Write UUID
	// Notify lists the characteristics whose notifications are
	// switched on.
	Notify []UUID
}

// Nordic UART service (nRF Connect SDK, "Nordic UART Service"): the
// board's TX notifies, its RX takes writes.
var (
	NUSService = MustUUID("6e400001-b5a3-f393-e0a9-e50e24dcca9e")
	NUSRX      = MustUUID("6e400002-b5a3-f393-e0a9-e50e24dcca9e")
	NUSTX      = MustUUID("6e400003-b5a3-f393-e0a9-e50e24dcca9e")
)

// Millennium eONE and ChessLink BLE module: Microchip's transparent UART
// service (python-mchess, chess_link_bluepy.py; picochess,
// eboard/chesslink): notify 1e4d..., write 8841....
var (
	TransparentService = MustUUID("49535343-fe7d-4ae5-8fa9-9fafd205e455")
	TransparentNotify  = MustUUID("49535343-1e4d-4bd9-ba61-23c647249616")
	TransparentWrite   = MustUUID("49535343-8841-43f4-a8d4-ecbe34729bb3")
)

// The profiles of the two UART services: commands written to one
// characteristic, the board's bytes notified by the other.
var (
	TransparentProfile = Profile{Services: []UUID{TransparentService}, Write: TransparentWrite, Notify: []UUID{TransparentNotify}}
	NUSProfile         = Profile{Services: []UUID{NUSService}, Write: NUSRX, Notify: []UUID{NUSTX}}
)
