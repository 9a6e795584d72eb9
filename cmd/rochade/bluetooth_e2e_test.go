package main

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
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
	for _, proto := range []string{"chessnut", "eone", "pegasus", "ichessone", "squareoff"} {
		for gi, gc := range games {
			name := proto + "-" + strings.TrimSuffix(filepath.Base(gc.file), ".pgn")
			t.Run(name, func(t *testing.T) {
				t.Parallel()
				game := readTestGame(t, gc.file)
				want := gameLines(game)
				// The promotions a player names: the line that asks,
				// and the answer.
				answers := map[string]string{}
				p := game.Start
				for _, m := range game.Moves {
					if pt := m.Promotion(); pt != notation.NoPieceType {
						answers[announce.WhichPromotion(m.To()).Text(phonetic.German)] = map[notation.PieceType]string{
							notation.Queen: "queen", notation.Rook: "rook", notation.Bishop: "bishop", notation.Knight: "knight"}[pt]
					}
					p.Play(m)
				}
				record := filepath.Join(t.TempDir(), "games.pgn")
				seed := string(rune('1' + gi))
				emu := startEmu(t, "--protocol", proto, "--game", gc.file, "--speed", "3", "--seed", seed, "--noise",
					"--unplug-at", gc.unplugAt, "--unplug-for", "300ms", "--exit-when-done")
				if !strings.HasPrefix(emu.path, "unix:") {
					t.Fatalf("the emulator's first line is %q, not a unix: address", emu.path)
				}
				play := startPlayChild(t, record, "--board", emu.path, "--protocol", proto, "--promotion-wait", "5s")
				done := make(chan error, 1)
				go func() { done <- emu.cmd.Wait() }()
				asked := 0
			follow:
				for {
					select {
					case l, ok := <-play.lines:
						if !ok {
							break follow
						}
						play.seen = append(play.seen, l)
						if piece, ok := answers[l]; ok {
							asked++
							play.ask("promote " + piece)
						}
					case err := <-done:
						if err != nil {
							t.Errorf("the emulator: %v; %s", err, emu.err.String())
						}
						break follow
					case <-time.After(60 * time.Second):
						t.Fatalf("the game did not end in 60 s; play printed %q", play.seen)
					}
				}
				// The last move settles and is said.
				time.Sleep(time.Second)
				rest := play.stop(syscall.SIGTERM)
				lines := append(play.seen, rest...)
				next, away := 0, 0
				var gone, back bool
				for _, l := range lines {
					switch {
					case l == "Board disconnected.":
						gone = true
						continue
					case l == "Board connected again.":
						back = true
						continue
					case answers[l] != "":
						continue
					case notAMove(l):
						t.Errorf("play said %q", l)
						continue
					}
					move := strings.TrimPrefix(l, "While the board was away: ")
					if move != l {
						away++
					}
					if next < len(want) && move == want[next] {
						next++
						continue
					}
					t.Errorf("play announced %q where move %d, %q, was due", l, next+1, want[min(next, len(want)-1)])
				}
				if next != len(want) {
					t.Errorf("%d of %d moves announced; play said %q", next, len(want), lines)
				}
				if !gone || !back {
					t.Errorf("the link lost and back not said (lost %v, back %v): %q", gone, back, lines)
				}
				occupancy := proto == "pegasus" || proto == "squareoff"
				if occupancy && asked == 0 || !occupancy && asked != 0 {
					t.Errorf("%d promotions asked for on %s", asked, proto)
				}
				games := readRecord(t, record)
				if len(games) != 1 || !slicesEqual(games[0].Moves, game.Moves) {
					got := ""
					if len(games) > 0 {
						got = sans(games[len(games)-1])
					}
					t.Errorf("the record holds %d games, the last %q; want %q", len(games), got, sans(game))
				}
				t.Logf("%s: %d moves, %d said as made while the link was away, %d promotions asked", name, next, away, asked)
			})
		}
	}
}
