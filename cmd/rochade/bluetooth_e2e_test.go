package main

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/devices"
)

// The Bluetooth boards end to end over the local transport: board
// emulate speaks each protocol on a Unix socket as the board speaks it
// over the air (notifications in pieces of the default ATT MTU, garbled
// notifications with --noise), its hands play held-out-style games
// (castling on both sides, en passant, captures either piece first,
// under-promotions) with real hands and line noise, and the link is lost
// once for a moment. play follows over unix:PATH; every move is
// announced once, in order, and the record is the game, move for move.
// On the boards that see only occupancy (Pegasus, Square Off) the
// promotions' pieces are asked for, and named as a player would.
func TestBluetoothBoardsEndToEnd(t *testing.T) {
	t.Parallel()
	games := []struct {
		file string
		// unplugAt is a move before which the link is lost: the moves
		// made while it is away take nothing (a capture made while a
		// board that sees only occupancy is away cannot be seen).
		unplugAt string
	}{
		{"../../testdata/devices/promotions.pgn", "12"},
		{"../../testdata/devices/enpassant.pgn", "7"},
	}
	// Every Bluetooth LE protocol of the table, which the emulator's socket carries.
	for _, pr := range devices.ProtocolsWhere(func(p *devices.Protocol) bool { return emulable(p) && p.Carries(devices.Local) }) {
		proto, occupancy := pr.Name, pr.Occupancy
		for gi, gc := range games {
			name := proto + "-" + strings.TrimSuffix(filepath.Base(gc.file), ".pgn")
			t.Run(name, func(t *testing.T) {
				t.Parallel()
				seed := string(rune('1' + gi))
				o := playHeldKept(t, heldGame{proto: proto, file: gc.file, limit: 60 * time.Second,
					emu: []string{"--speed", "3", "--seed", seed, "--noise", "--unplug-at", gc.unplugAt, "--unplug-for", "300ms"},
					// --promotion-wait is now how often a piece not named
					// is asked for again.
					play: []string{"--promotion-wait", "5s"}})
				if !o.gone || !o.back {
					t.Errorf("the link lost and back not said (lost %v, back %v): %q", o.gone, o.back, o.lines)
				}
				if occupancy && o.asked == 0 || !occupancy && o.asked != 0 {
					t.Errorf("%d promotions asked for on %s", o.asked, proto)
				}
				t.Logf("%s: %d moves, %d said as made while the link was away, %d promotions asked", name, o.moves, o.away, o.asked)
			})
		}
	}
}
