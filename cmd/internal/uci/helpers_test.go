package uci

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/notation"
)

// fakeOptions are the options a fake engine declares, as Stockfish does.
const fakeOptions = `echo "option name Hash type spin default 16 min 1 max 1024"
    echo "option name Skill Level type spin default 20 min 0 max 20"
    echo "option name UCI_LimitStrength type check default false"
    echo "option name UCI_Elo type spin default 1350 min 1350 max 2850"`

// fake writes a fake UCI engine as a shell script into a new temporary
// directory and returns its path. The script logs every command it reads
// to the file "log" beside it, answers "uci" with the given declarations
// (fakeOptions when empty) and "isready" with "readyok", and runs onGo for
// "go …". Its first argument, $1, is the move it may play; $DIR is its
// directory.
func fake(t testing.TB, declare, onGo string) string {
	t.Helper()
	if declare == "" {
		declare = fakeOptions
	}
	dir := t.TempDir()
	script := `#!/bin/sh
DIR=` + shellQuote(dir) + `
while IFS= read -r line; do
  echo "$line" >> "$DIR/log"
  case "$line" in
  uci)
    echo "Fake engine for tests"
    echo "id name Fake"
    echo "id author Rochade tests"
    ` + declare + `
    echo uciok ;;
  isready) echo readyok ;;
  go*)
    ` + onGo + `
    ;;
  quit) exit 0 ;;
  esac
done
`
	path := filepath.Join(dir, "engine.sh")
	if err := os.WriteFile(path, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return path
}

func shellQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

// fakeLog returns the commands the fake engine at path has read.
func fakeLog(t testing.TB, path string) []string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(filepath.Dir(path), "log"))
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimRight(string(b), "\n"), "\n")
}

// quick are short timeouts for fake engines.
func quick(path string, args ...string) Options {
	return Options{
		Path:          path,
		Args:          args,
		StartTimeout:  2 * time.Second,
		ReadyTimeout:  500 * time.Millisecond,
		Margin:        300 * time.Millisecond,
		SearchTimeout: time.Second,
		QuitTimeout:   300 * time.Millisecond,
		RestartPause:  10 * time.Millisecond,
		MaxRestarts:   2,
		Limit:         Limit{MoveTime: 50 * time.Millisecond},
	}
}

// stockfish returns the path of the real Stockfish, failing the test with
// what to do when it is missing.
func stockfish(t testing.TB) string {
	t.Helper()
	path, err := FindEngine("stockfish")
	if err != nil {
		t.Fatalf("this test needs Stockfish; run `make deps` (it installs the Debian package stockfish): %v", err)
	}
	return path
}

func ctxFor(t testing.TB, d time.Duration) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	t.Cleanup(cancel)
	return ctx
}

// noLeak fails the test when, within a few seconds, the goroutines do not
// fall back to the number counted before.
func noLeak(t testing.TB, before int) {
	t.Helper()
	deadline := time.Now().Add(3 * time.Second)
	for runtime.NumGoroutine() > before {
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<16)
			t.Fatalf("%d goroutines left running, %d before:\n%s", runtime.NumGoroutine(), before, buf[:runtime.Stack(buf, true)])
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func mustFEN(t testing.TB, fen string) notation.Position {
	t.Helper()
	p, err := notation.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func mustMoves(t testing.TB, p notation.Position, uci ...string) []notation.Move {
	t.Helper()
	var out []notation.Move
	for _, s := range uci {
		m, ok := legalMove(&p, s)
		if !ok {
			t.Fatalf("%s is not legal in %s", s, p.FEN())
		}
		p.Play(m)
		out = append(out, m)
	}
	return out
}
