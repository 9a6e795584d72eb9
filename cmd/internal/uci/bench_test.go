package uci

import (
	"bufio"
	"context"
	"os"
	"strings"
	"sync/atomic"
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

// BenchmarkBestmoveToReturn measures our own time from the moment the
// engine writes its bestmove line to the moment Best returns the checked
// move: an engine in the test's own process answers "go" at once through
// real pipes and notes when it wrote the line. The metric is
// ns-from-bestmove/op; ns/op is the whole question and answer.
func BenchmarkBestmoveToReturn(b *testing.B) {
	e, wrote := pipeEngine(b, "bestmove e2a6 ponder b4c3")
	defer e.Close()
	pos, err := notation.ParseFEN(kiwipete)
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	var total time.Duration
	for b.Loop() {
		if _, err := e.Best(ctx, pos, nil, Limit{MoveTime: time.Second}); err != nil {
			b.Fatal(err)
		}
		total += time.Since(time.Unix(0, wrote.Load()))
	}
	b.ReportMetric(float64(total.Nanoseconds())/float64(b.N), "ns-from-bestmove/op")
}

// pipeEngine runs a UCI engine on a goroutine of the test, over pipes,
// answering every "go" with answer at once; wrote holds the time of the
// last answer in Unix nanoseconds.
func pipeEngine(tb testing.TB, answer string) (*Engine, *atomic.Int64) {
	inR, inW, err := os.Pipe()
	if err != nil {
		tb.Fatal(err)
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		tb.Fatal(err)
	}
	wrote := new(atomic.Int64)
	done := make(chan struct{})
	go func() {
		defer close(done)
		defer outW.Close()
		defer inR.Close()
		sc := bufio.NewScanner(inR)
		for sc.Scan() {
			var out string
			switch cmd := sc.Text(); {
			case cmd == "uci":
				out = "id name Pipe\nuciok\n"
			case cmd == "isready":
				out = "readyok\n"
			case strings.HasPrefix(cmd, "go"):
				wrote.Store(time.Now().UnixNano())
				out = answer + "\n"
			case cmd == "quit":
				return
			}
			if out != "" {
				if _, err := outW.WriteString(out); err != nil {
					return
				}
			}
		}
	}()
	o := quick("pipe").withDefaults()
	e := newEngine(o, "pipe", inW, outR)
	e.run(func() error { <-done; return nil })
	if err := e.handshake(context.Background()); err != nil {
		tb.Fatal(err)
	}
	return e, wrote
}
