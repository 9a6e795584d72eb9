package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/cmd/internal/web/browsertest"
	"github.com/rochade/rochade/notation"
)

// benchMove is a move of the benchmark's games: its UCI for the
// emulator, and its kind.
type benchMove struct {
	uci, kind string
}

// promotionGame has an en-passant capture and a promotion that captures.
const promotionGame = "1. e4 d5 2. e5 f5 3. exf6 Nc6 4. fxg7 Be6 5. gxh8=Q *"

// benchMoves are the moves of the Appendix C game and of promotionGame,
// in turn, each a game from the start.
func benchMoves(tb testing.TB) [][]benchMove {
	f, err := os.Open(filepath.Join("..", "..", "testdata", "appendix-c.pgn"))
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var games [][]benchMove
	for _, r := range []io.Reader{f, strings.NewReader(promotionGame)} {
		g, err := notation.NewPGNReader(r).Next()
		if err != nil {
			tb.Fatal(err)
		}
		var moves []benchMove
		pos := g.Start
		for _, m := range g.Moves {
			moves = append(moves, benchMove{pos.UCI(m), moveKind(&pos, m)})
			pos.Play(m)
		}
		games = append(games, moves)
	}
	return games
}

// moveKind names a move's kind as the boards' tracker sees it: castling,
// en passant, promotion, capture, knight (announced on the report that
// completes it), or quiet (a piece along a line or a pawn: the tracker
// may wait a scan more, for a piece only passing by).
func moveKind(pos *notation.Position, m notation.Move) string {
	mover := pos.PieceAt(m.From()).Type()
	switch {
	case m.IsCastle():
		return "castling"
	case m.Promotion() != notation.NoPieceType:
		return "promotion"
	case mover == notation.Pawn && m.To() == pos.EnPassant():
		return "enpassant"
	case pos.PieceAt(m.To()) != notation.NoPiece:
		return "capture"
	case mover == notation.Knight:
		return "knight"
	}
	return "quiet"
}

// BenchmarkWebMoveToLiveRegion plays the Appendix C game and a game with
// a promotion, in turn, move by move, on an emulated Millennium ChessLink
// board (its documented 41 ms scan), followed by play --web, with the
// page open in Chromium, alone and with 50 other pages following the
// game (a process of their own reading 50 streams). It reports, for each
// move, the time from the move complete on the board (the emulator's
// "done" line) to its text in the live region (board-p50-ms …), from the
// printed line to the live region (page-…), and from the board to the
// printed line (print-…); the same for each kind of move (castling-board-
// p95-ms …, with how many: castling-n); with the 50 pages, what they
// added to play's resident memory (rss-MiB-for-50).
//
//	go test -run '^$' -bench WebMoveToLiveRegion -benchtime 300x ./cmd/rochade
func BenchmarkWebMoveToLiveRegion(b *testing.B) {
	games := benchMoves(b)
	for _, others := range []int{0, 50} {
		b.Run(fmt.Sprintf("pages=%d", others+1), func(b *testing.B) {
			w := startWebPlay(b, "millennium", "en")
			page := openPage(b, w.url)
			page.watchLive()
			game, next := 0, 0
			move := func() (done, printed time.Time, line, kind string) {
				if next == len(games[game]) {
					w.emu.do("position start")
					game, next = (game+1)%len(games), 0
					w.awaitFunc("a new game", func(string) bool { return true })
				}
				m := games[game][next]
				w.emu.do("move " + m.uci)
				done = time.Now()
				next++
				w.awaitFunc("the move", func(string) bool { return true })
				return done, time.Now(), w.seen[len(w.seen)-1], m.kind
			}
			// A few moves first, so that play has everything allocated.
			for i := 0; i < 6; i++ {
				move()
			}
			rss0 := rssOf(w.cmd.Process.Pid)
			if others > 0 {
				defer browsertest.OtherPages(b, strings.TrimSuffix(w.url, "/"), others)()
				for i := 0; i < 4; i++ {
					move()
				}
			}
			rss1 := rssOf(w.cmd.Process.Pid)
			type times struct{ board, page, print []time.Duration }
			all := &times{}
			kinds := map[string]*times{}
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				done, printed, line, kind := move()
				page.waitFor(5*time.Second, `window.heard.some(h => h[0] === `+strconv.Quote(line)+`)`, pageLive)
				at, _ := page.heardAt(line)
				if kinds[kind] == nil {
					kinds[kind] = &times{}
				}
				for _, t := range []*times{all, kinds[kind]} {
					t.board = append(t.board, at.Sub(done))
					t.page = append(t.page, at.Sub(printed))
					t.print = append(t.print, printed.Sub(done))
				}
				page.eval(`(window.heard = [], "")`)
			}
			b.StopTimer()
			report := func(name string, d []time.Duration, all bool) {
				slices.Sort(d)
				q := func(f float64) float64 { return float64(d[int(f*float64(len(d)-1))].Microseconds()) / 1000 }
				b.ReportMetric(q(0.95), name+"-p95-ms")
				if all {
					b.ReportMetric(q(0.5), name+"-p50-ms")
					b.ReportMetric(q(1), name+"-max-ms")
				}
			}
			report("board", all.board, true)
			report("page", all.page, true)
			report("print", all.print, true)
			for kind, t := range kinds {
				b.ReportMetric(float64(len(t.board)), kind+"-n")
				report(kind+"-board", t.board, false)
				report(kind+"-page", t.page, false)
			}
			if others > 0 {
				b.ReportMetric(float64(rss1-rss0)/(1<<20), "rss-MiB-for-50")
			}
		})
	}
}

// rssOf returns the resident memory of process pid in bytes (Linux).
func rssOf(pid int) int64 {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(data), "\n") {
		if f := strings.Fields(l); len(f) >= 2 && f[0] == "VmRSS:" {
			kb, _ := strconv.ParseInt(f[1], 10, 64)
			return kb << 10
		}
	}
	return 0
}

// The benchmark's games hold every kind of move, each named rightly.
func TestBenchMoveKinds(t *testing.T) {
	count := map[string]int{}
	for _, g := range benchMoves(t) {
		for _, m := range g {
			count[m.kind]++
		}
	}
	want := map[string]int{"quiet": 15, "knight": 6, "capture": 4, "enpassant": 2, "castling": 2, "promotion": 1}
	if fmt.Sprint(count) != fmt.Sprint(want) {
		t.Errorf("kinds %v, want %v", count, want)
	}
}
