package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rochade/rochade/devices/script"
	"github.com/rochade/rochade/notation"
)

// writeGame writes g as a PGN file in dir and returns its path.
func writeGame(t *testing.T, dir, name string, g *notation.Game) string {
	t.Helper()
	var b strings.Builder
	if err := notation.WritePGN(&b, g, notation.Format{}); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, name)
	writeFile(t, path, b.String())
	return path
}

// Real hands on both boards (issue 17, item 10): `board emulate --noise`
// drags pieces over the board (unseen for a whole scan between squares),
// sets them down on a square on their way and slides them on, flickers
// its sensors and puts garbage on the line, at the boards' documented scan
// timing; `play` announces exactly the game's moves, once each, and the
// record holds exactly the game. Held games and generated ones (castling,
// en passant, promotions).
func TestRealHandsAnnounceNoWrongMove(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	type game struct {
		name, pgn string
		moves     []notation.Move
	}
	var games []game
	for _, name := range []string{"promotions.pgn", "enpassant.pgn"} { // games from the initial position, as play starts
		path := filepath.Join("../../testdata/devices", name)
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		g, err := notation.NewPGNReader(f).Next()
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		games = append(games, game{name, path, g.Moves})
	}
	g := script.RandomGame(4, 70)
	games = append(games, game{"generated", writeGame(t, dir, "generated.pgn", g), g.Moves})
	for i, gm := range games {
		for _, proto := range []string{"dgt", "millennium"} {
			t.Run(proto+"/"+gm.name, func(t *testing.T) {
				t.Parallel()
				out, _, err := run(t, "", "announce", "--text", gm.pgn)
				if err != nil {
					t.Fatal(err)
				}
				want := strings.Split(strings.TrimSpace(out), "\n")
				seed := []string{"--noise", "--seed", string(rune('1' + i))}
				// Hands woken late by a loaded machine make another game:
				// it is played again, at most three times.
				for try := 1; ; try++ {
					lines, rec, late := followGameHands(t, proto, gm.pgn, len(want), seed, nil)
					if late != "" && try < 3 {
						t.Logf("played again: %s", late)
						continue
					}
					var problems []string
					if got := strings.Join(lines[:len(want)], "\n"); got != strings.Join(want, "\n") {
						problems = append(problems, fmt.Sprintf("announcements:\n%s\nwant:\n%s", got, strings.Join(want, "\n")))
					}
					if extra := afterGame(lines, len(want)); len(extra) > 0 {
						problems = append(problems, fmt.Sprintf("after the game play printed %q", extra))
					}
					if got, wantUCI := uciOf(rec.Moves), uciOf(gm.moves); got != wantUCI {
						problems = append(problems, fmt.Sprintf("record: %s want %s", got, wantUCI))
					}
					for _, p := range problems {
						if late != "" {
							p += "\n(" + late + ")"
						}
						t.Error(p)
					}
					break
				}
			})
		}
	}
}
