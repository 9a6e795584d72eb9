package main

import (
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/cmd/internal/assistant"
	"github.com/rochade/rochade/notation"
)

func TestGamePGNName(t *testing.T) {
	dir := t.TempDir()
	at := time.Date(2026, 11, 27, 19, 45, 0, 0, time.Local)
	for _, c := range []struct{ white, black, want string }{
		{"", "", "2026-11-27 19-45.pgn"},
		{"Anna", "Boris", "2026-11-27 19-45 Anna - Boris.pgn"},
		{"Müller, Hans", "", "2026-11-27 19-45 Müller, Hans - NN.pgn"},
		{`a/b:c*"d"`, "Иван\tПетров", "2026-11-27 19-45 a b c d - Иван Петров.pgn"},
		{"..", "?", "2026-11-27 19-45.pgn"},
	} {
		if got := gamePGNName(dir, at, c.white, c.black); got != c.want {
			t.Errorf("%q %q: %q, want %q", c.white, c.black, got, c.want)
		}
	}
	os.WriteFile(filepath.Join(dir, "2026-11-27 19-45.pgn"), nil, 0o644)
	os.WriteFile(filepath.Join(dir, "2026-11-27 19-45 (2).pgn"), nil, 0o644)
	if got := gamePGNName(dir, at, "", ""); got != "2026-11-27 19-45 (3).pgn" {
		t.Errorf("a name taken twice: %q", got)
	}
}

// played returns a game with moves in SAN.
func played(t *testing.T, white string, moves ...string) *notation.Game {
	t.Helper()
	g := assistant.FreshGame([]notation.Tag{{Name: "White", Value: white}}, time.Now())
	p := g.Start
	for _, m := range moves {
		mv, err := notation.ParseMove(&p, m, nil)
		if err != nil {
			t.Fatal(err)
		}
		g.Moves = append(g.Moves, mv)
		p.Play(mv)
	}
	return g
}

func TestGamesRecordOneFileEachGame(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "games")
	clock := time.Date(2026, 11, 27, 19, 45, 0, 0, time.Local)
	r := &gamesRecord{dir: dir, now: func() time.Time { return clock }}
	// No move yet: no file.
	if err := r.Save(nil, played(t, "Anna")); err != nil || len(gameFiles(dir)) != 0 {
		t.Fatalf("a game without a move made a file: %v %v", gameFiles(dir), err)
	}
	g1 := played(t, "Anna", "e4")
	if err := r.Save(nil, g1); err != nil {
		t.Fatal(err)
	}
	g1 = played(t, "Anna", "e4", "e5")
	r.Save(nil, g1)
	first := filepath.Join(dir, "2026-11-27 19-45 Anna - NN.pgn")
	if got := gameFiles(dir); !reflect.DeepEqual(got, []string{first}) || r.last() != first {
		t.Fatalf("files %v, last %q", got, r.last())
	}
	g1.Result = "1-0"
	clock = clock.Add(20 * time.Minute)
	g2 := played(t, "", "d4")
	if err := r.Save([]*notation.Game{g1}, g2); err != nil {
		t.Fatal(err)
	}
	second := filepath.Join(dir, "2026-11-27 20-05.pgn")
	if got := gameFiles(dir); !reflect.DeepEqual(got, []string{first, second}) {
		t.Fatalf("files %v", got)
	}
	b1, _ := os.ReadFile(first)
	if !strings.Contains(string(b1), "1. e4 e5 1-0") {
		t.Errorf("first game:\n%s", b1)
	}
	// The finished game is not written again.
	os.Chmod(first, 0o444)
	defer os.Chmod(first, 0o644)
	g2 = played(t, "", "d4", "d5")
	if err := r.Save([]*notation.Game{g1}, g2); err != nil {
		t.Fatal(err)
	}
	if b2, _ := os.ReadFile(second); !strings.Contains(string(b2), "1. d4 d5 *") {
		t.Errorf("second game:\n%s", b2)
	}
	if b, _ := os.ReadFile(first); string(b) != string(b1) {
		t.Error("the finished game's file changed")
	}
}

func TestDefaultGamesDir(t *testing.T) {
	if runtime.GOOS != "linux" {
		return
	}
	t.Setenv("XDG_DATA_HOME", "/srv/data")
	if got := defaultGamesDir(); got != "/srv/data/rochade/games" {
		t.Errorf("with XDG_DATA_HOME: %q", got)
	}
	t.Setenv("XDG_DATA_HOME", "relative")
	t.Setenv("HOME", "/home/anna")
	if got := defaultGamesDir(); got != "/home/anna/.local/share/rochade/games" {
		t.Errorf("without: %q", got)
	}
}
