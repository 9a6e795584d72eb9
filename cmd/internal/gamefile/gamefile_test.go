package gamefile

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/notation"
)

func TestEach(t *testing.T) {
	var errs bytes.Buffer
	r := Reader{P: ui.New(ui.English), Stdin: strings.NewReader("1. e4 *\n\n1. d4 Nf9 *\n\n1. c4 *\n"), Errs: &errs}
	var moves []int
	err := r.Each(Stdin, func(g *notation.Game, readErr error) error {
		moves = append(moves, len(g.Moves))
		return nil
	})
	var re *ReadError
	if !errors.As(err, &re) || re.N != 1 || err.Error() != "1 game could not be read completely: see the message above" {
		t.Errorf("error %v", err)
	}
	if len(moves) != 3 || moves[1] != 1 {
		t.Errorf("moves %v", moves)
	}
	if !strings.HasPrefix(errs.String(), "standard input: game 2") {
		t.Errorf("message %q", errs.String())
	}
	// The function's error stops reading.
	stop := errors.New("stop")
	n := 0
	r.Stdin = strings.NewReader("1. e4 *\n\n1. d4 *\n")
	if err := r.Each(Stdin, func(*notation.Game, error) error { n++; return stop }); err != stop || n != 1 {
		t.Errorf("stop: %v after %d", err, n)
	}
}

func TestNoGameAndBadNames(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.pgn")
	os.WriteFile(empty, []byte(" \n\n"), 0o644)
	de := Reader{P: ui.New(ui.German)}
	var ne *NoGameError
	err := de.Each(empty, func(*notation.Game, error) error { t.Error("a game in an empty file"); return nil })
	if !errors.As(err, &ne) || err.Error() != empty+" enthält keine Partie" {
		t.Errorf("empty: %v", err)
	}
	if err := de.Each(filepath.Join(dir, "missing.pgn"), nil); err == nil || !strings.Contains(err.Error(), "gibt es nicht") {
		t.Errorf("missing: %v", err)
	}
	if err := de.Each(dir+"/a\nb", nil); err == nil || !strings.Contains(err.Error(), `a\nb"`) {
		t.Errorf("control character: %v", err)
	}
	if err := de.Each(dir, nil); err == nil || !strings.Contains(err.Error(), "ist ein Ordner") {
		t.Errorf("folder: %v", err)
	}
}

func TestReadAll(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "r.pgn")
	os.WriteFile(p, []byte("1. e4 *\n\n1. d4 d5 *\n"), 0o644)
	games, err := ReadAll(ui.New(ui.English), p)
	if err != nil || len(games) != 2 || len(games[1].Moves) != 2 {
		t.Fatalf("%v %d", err, len(games))
	}
	os.WriteFile(p, []byte("1. e4 *\n\n1. d4 Nf9 *\n"), 0o644)
	if _, err := ReadAll(ui.New(ui.English), p); err == nil || !strings.Contains(err.Error(), "game 2") {
		t.Errorf("fault: %v", err)
	}
}

func TestFirst(t *testing.T) {
	p := ui.New(ui.English)
	dir := t.TempDir()
	two := filepath.Join(dir, "two.pgn")
	if err := os.WriteFile(two, []byte("1. e4 e5 *\n\n1. d4 *\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	g, err := First(p, two, nil)
	if err != nil || len(g.Moves) != 2 {
		t.Fatalf("First: %v, %v", g, err)
	}
	g, err = First(p, "-", strings.NewReader("1. Sf3 *\n"))
	if err != nil || len(g.Moves) != 1 {
		t.Fatalf("First of standard input: %v, %v", g, err)
	}
	empty := filepath.Join(dir, "empty.pgn")
	if err := os.WriteFile(empty, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	var ne *NoGameError
	if _, err := First(p, empty, nil); !errors.As(err, &ne) || err.Error() != empty+" holds no game" {
		t.Errorf("an empty file: %v", err)
	}
	bad := filepath.Join(dir, "bad.pgn")
	if err := os.WriteFile(bad, []byte("1. e4 e5 2. Ke3 *\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := First(p, bad, nil); err == nil || !strings.Contains(err.Error(), "game 1, move 2 (white)") {
		t.Errorf("a game that cannot be read to its end: %v", err)
	}
	if _, err := First(p, filepath.Join(dir, "none.pgn"), nil); err == nil || !strings.Contains(err.Error(), "there is no file") {
		t.Errorf("no file: %v", err)
	}
}

// With Reuse, every game comes in the same Game, read as without it;
// with MovesOnly, without its notes and other tags.
func TestEachReuse(t *testing.T) {
	in := "[White \"A\"]\n\n1. e4 {x} e5 *\n\n[Black \"B\"]\n\n1. d4 Nf9 *\n\n1. c4 *\n"
	read := func(reuse bool) (lines []string, games map[*notation.Game]bool) {
		games = map[*notation.Game]bool{}
		r := Reader{P: ui.New(ui.English), Stdin: strings.NewReader(in), Errs: io.Discard, Reuse: reuse}
		r.Each(Stdin, func(g *notation.Game, readErr error) error {
			games[g] = true
			lines = append(lines, fmt.Sprintf("%s %s %d %v %v", g.Tag("White"), g.Tag("Black"), len(g.Notes), string(g.AppendUCI(nil)), readErr != nil))
			return nil
		})
		return lines, games
	}
	want, fresh := read(false)
	got, reused := read(true)
	r := Reader{P: ui.New(ui.English), Stdin: strings.NewReader(in), Errs: io.Discard, MovesOnly: true}
	var only []string
	r.Each(Stdin, func(g *notation.Game, readErr error) error {
		only = append(only, fmt.Sprintf("%d %d %s", len(g.Tags), len(g.Notes), g.AppendUCI(nil)))
		return nil
	})
	if fmt.Sprint(only) != "[0 0 e2e4 e7e5 0 0 d2d4 0 0 c2c4]" {
		t.Errorf("moves only: %q", only)
	}
	if len(fresh) != 3 || len(reused) != 1 {
		t.Errorf("%d games without reuse, %d with it", len(fresh), len(reused))
	}
	if fmt.Sprint(got) != fmt.Sprint(want) || len(want) != 3 || want[0] != "A  1 e2e4 e7e5 false" {
		t.Errorf("with reuse %q, without %q", got, want)
	}
}
