package uci

import (
	"context"
	"testing"
	"time"

	"github.com/rochade/rochade/notation"
)

// BenchmarkBestFakeEngine measures a whole Best against a fake engine that
// answers "go" at once: writing the position and go, the shell reading
// them and printing bestmove, and Best reading, checking and returning
// it. It bounds from above the time from the engine's bestmove line to
// Best's return.
func BenchmarkBestFakeEngine(b *testing.B) {
	path := fake(b, "", `echo "bestmove $1 ponder e7e5"`)
	e, err := Start(context.Background(), quick(path, "e2e4"))
	if err != nil {
		b.Fatal(err)
	}
	defer e.Close()
	start := notation.StartPosition()
	ctx := context.Background()
	lim := Limit{MoveTime: time.Second}
	for b.Loop() {
		if _, err := e.Best(ctx, start, nil, lim); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkBestmoveLine measures our own work on the bestmove line alone:
// reading it and checking the move and the ponder move against the
// position, in the middle game of Kiwipete (48 legal moves).
func BenchmarkBestmoveLine(b *testing.B) {
	pos, err := notation.ParseFEN(kiwipete)
	if err != nil {
		b.Fatal(err)
	}
	info := ParseLine("info depth 11 seldepth 14 multipv 1 score cp 37 nodes 108729 nps 361225 hashfull 38 tbhits 0 time 301 pv e2a6 b4c3 d2c3")
	for b.Loop() {
		var st searchState
		st.info(&info.Info)
		l := ParseLine("bestmove e2a6 ponder b4c3")
		if _, err := st.result(&pos, l.Move, l.Ponder); err != nil {
			b.Fatal(err)
		}
	}
}
