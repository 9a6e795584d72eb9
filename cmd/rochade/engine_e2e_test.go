package main

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/cmd/internal/uci"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
)

// engineMoveFrom finds the move an announcement of the computer's move
// names, by announcing every legal move the same way.
func engineMoveFrom(t *testing.T, p *notation.Position, line string) notation.Move {
	t.Helper()
	for _, m := range p.LegalMoves(nil) {
		if announce.EngineMove(p, m).Text(phonetic.German) == line {
			return m
		}
	}
	t.Fatalf("%q names no legal move in %s", line, p.FEN())
	return notation.NullMove
}

// A game against Stockfish on an emulated board: the test plays White's
// moves (chosen by a second, quick engine), makes each engine move that
// play announces on the board, and after ten moves the record holds
// twenty legal plies whose Black moves are the ones play announced. A
// hint is answered with a legal move of White's, and a takeback restores
// the position on the board and in the record.
func TestPlayAgainstEngine(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	chooser, err := uci.Start(ctx, uci.Options{Path: "stockfish", Limit: uci.Limit{Depth: 3}})
	if err != nil {
		t.Fatalf("Stockfish is needed (make deps installs it): %v", err)
	}
	defer chooser.Close()
	emu := startEmulator(t, "--protocol", "dgt", "--speed", "4", "--seed", "8")
	record := filepath.Join(t.TempDir(), "game.pgn")
	play, in, out := childWithInput(t, "play", "--board", emu.path, "--protocol", "dgt", "--engine", "stockfish",
		"--side", "white", "--movetime", "100ms", "--level", "20", "--voice", "none", "--record", record)
	lines := readLines(out)
	game := notation.NewGame()
	pos := game.Start
	var announced []notation.Move
	for n := 0; n < 10; n++ {
		res, err := chooser.Best(ctx, game.Start, game.Moves, uci.Limit{Depth: 3})
		if err != nil {
			t.Fatal(err)
		}
		emu.do(t, "move "+res.Best.UCI(), 30*time.Second)
		game.Moves = append(game.Moves, res.Best)
		pos.Play(res.Best)
		line := awaitLine(t, lines, 30*time.Second, "the computer's move", func(l string) bool { return strings.HasPrefix(l, "Computer: ") })
		m := engineMoveFrom(t, &pos, line)
		announced = append(announced, m)
		emu.do(t, "move "+m.UCI(), 30*time.Second)
		game.Moves = append(game.Moves, m)
		pos.Play(m)
	}
	// A hint for White.
	if _, err := io.WriteString(in, "hint\n"); err != nil {
		t.Fatal(err)
	}
	hint := awaitLine(t, lines, 30*time.Second, "a hint", func(l string) bool { return strings.HasPrefix(l, "Hint: ") })
	found := false
	for _, m := range pos.LegalMoves(nil) {
		found = found || "Hint: "+announce.Announced(&pos, m, announce.Options{}).Text(phonetic.German) == hint
	}
	if !found {
		t.Errorf("the hint %q is no legal move of White's in %s", hint, pos.FEN())
	}
	// The engine's last move is recorded once the board shows it at
	// rest: wait for it (on a loaded machine 500 ms were once too few).
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		data, err := os.ReadFile(record)
		if games, _ := readRecordErr(data); err == nil && len(games) > 0 && len(games[len(games)-1].Moves) >= 20 {
			break
		}
	}
	rec := readLastGame(t, record)
	if len(rec.Moves) != 20 {
		t.Fatalf("the record holds %d plies, want 20", len(rec.Moves))
	}
	for i, m := range rec.Moves {
		if m != game.Moves[i] {
			t.Fatalf("ply %d of the record is %s, the board had %s", i+1, m.UCI(), game.Moves[i].UCI())
		}
		if i%2 == 1 && m != announced[i/2] {
			t.Errorf("Black's move %d was announced as %s, recorded as %s", i/2+1, announced[i/2].UCI(), m.UCI())
		}
	}
	// Take back the last pair: the pieces go back, the record drops two
	// plies.
	if _, err := io.WriteString(in, "takeback\n"); err != nil {
		t.Fatal(err)
	}
	awaitLine(t, lines, 10*time.Second, "the takeback's instructions", func(l string) bool { return strings.HasPrefix(l, "Check the position") })
	back := game.Position(18)
	emu.do(t, "position "+back.FEN(), 30*time.Second)
	awaitLine(t, lines, 10*time.Second, "the takeback done", func(l string) bool { return l == "Position correct." })
	time.Sleep(500 * time.Millisecond)
	if rec := readLastGame(t, record); len(rec.Moves) != 18 {
		t.Errorf("after the takeback the record holds %d plies, want 18", len(rec.Moves))
	}
	if err := play.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	for range lines {
	}
	if err := play.Wait(); err != nil {
		t.Errorf("play after SIGTERM: %v", err)
	}
}
