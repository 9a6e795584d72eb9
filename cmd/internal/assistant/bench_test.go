package assistant

import (
	"bufio"
	"io"
	"testing"
	"time"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/devices/clock"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
)

// printer prints every line as play does: its text, then a flush.
type printer struct{ w *bufio.Writer }

func (p printer) Announce(_ notation.Color, l announce.Line) {
	p.w.WriteString(l.Text(phonetic.German))
	p.w.WriteByte('\n')
	p.w.Flush()
}

func (p printer) Answer(side notation.Color, l announce.Line) { p.Announce(side, l) }

// BenchmarkRequestLine measures Rochade's own time from a request line to
// its printed answer (the target is 20 ms): the line is parsed, handed to
// the session, answered and printed, in the final position of the
// Appendix C game with a clock running.
func BenchmarkRequestLine(b *testing.B) {
	g := readGame(b, "appendix-c.pgn")
	tc, err := clock.Parse("90m+30s")
	if err != nil {
		b.Fatal(err)
	}
	s := New(Config{Clock: SoftClock, Control: tc}, Outputs{Announcer: printer{bufio.NewWriter(io.Discard)}}, g, nil)
	now := time.Date(2026, 11, 1, 14, 0, 0, 0, time.UTC)
	s.startClock(now)
	for _, line := range []string{"time", "square e4", "file e", "pieces white", "board", "last 10", "repeat", "help"} {
		b.Run(line, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				r, err := ParseRequest(line)
				if err != nil {
					b.Fatal(err)
				}
				if err := s.Handle(Input{Kind: RequestInput, Request: r, Time: now}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkEngineAnswer measures Rochade's own time from the engine's
// answer reaching the session to the printed announcement of its move
// (the UCI client's part, from the bestmove line to the answer, is
// BenchmarkBestmoveToReturn in cmd/internal/uci).
func BenchmarkEngineAnswer(b *testing.B) {
	g := readGame(b, "appendix-c.pgn")
	f := &fakeEngine{}
	s := New(Config{Engine: f, Side: notation.White}, Outputs{Announcer: printer{bufio.NewWriter(io.Discard)}}, g, nil)
	now := time.Date(2026, 11, 1, 14, 0, 0, 0, time.UTC)
	s.boards[0].connected = true
	p := g.Final()
	moves := p.LegalMoves(nil)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		s.engineHave = false
		s.think(now)
		r := f.asked[len(f.asked)-1]
		if err := s.Handle(Input{Kind: EngineInput, Engine: EngineAnswer{ID: r.ID, Purpose: ForMove, Move: moves[i%len(moves)]}, Time: now}); err != nil {
			b.Fatal(err)
		}
		f.asked = f.asked[:0]
	}
}
