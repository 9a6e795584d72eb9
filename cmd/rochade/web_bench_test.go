package main

import (
	"fmt"
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

// BenchmarkWebMoveToLiveRegion plays the Appendix C game, move by move,
// on an emulated ChessLink board (its documented 41 ms scan), followed by
// play --web, with the page open in Chromium, alone and with 50 other
// pages following the game (a process of their own reading 50 streams).
// It reports, for each move, the time from the move complete on the
// board (the emulator's "done" line) to its text in the live region
// (board-p50-ms …), from the printed line to the live region (page-…),
// and from the board to the printed line (print-…); with the 50 pages,
// what they added to play's resident memory (rss-MiB-for-50).
//
//	go test -run '^$' -bench WebMoveToLiveRegion -benchtime 100x ./cmd/rochade
func BenchmarkWebMoveToLiveRegion(b *testing.B) {
	f, err := os.Open(filepath.Join("..", "..", "testdata", "appendix-c.pgn"))
	if err != nil {
		b.Fatal(err)
	}
	g, err := notation.NewPGNReader(f).Next()
	f.Close()
	if err != nil {
		b.Fatal(err)
	}
	var moves []string
	pos := g.Start
	for _, m := range g.Moves {
		moves = append(moves, pos.UCI(m))
		pos.Play(m)
	}
	for _, others := range []int{0, 50} {
		b.Run(fmt.Sprintf("pages=%d", others+1), func(b *testing.B) {
			w := startWebPlay(b, "millennium", "en")
			page := openPage(b, w.url)
			page.watchLive()
			// A few moves first, so that play has everything allocated.
			next := 0
			move := func() (done, printed time.Time, line string) {
				if next == len(moves) {
					w.emu.do("position start")
					next = 0
					w.awaitFunc("a new game", func(string) bool { return true })
				}
				w.emu.do("move " + moves[next])
				done = time.Now()
				next++
				w.awaitFunc("the move", func(string) bool { return true })
				return done, time.Now(), w.seen[len(w.seen)-1]
			}
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
			var board, pg, print []time.Duration
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				done, printed, line := move()
				page.waitFor(5*time.Second, `window.heard.some(h => h[0] === `+strconv.Quote(line)+`)`, pageLive)
				at, _ := page.heardAt(line)
				board = append(board, at.Sub(done))
				pg = append(pg, at.Sub(printed))
				print = append(print, printed.Sub(done))
				page.eval(`(window.heard = [], "")`)
			}
			b.StopTimer()
			report := func(name string, d []time.Duration) {
				slices.Sort(d)
				q := func(f float64) float64 { return float64(d[int(f*float64(len(d)-1))].Microseconds()) / 1000 }
				b.ReportMetric(q(0.5), name+"-p50-ms")
				b.ReportMetric(q(0.95), name+"-p95-ms")
				b.ReportMetric(q(1), name+"-max-ms")
			}
			report("board", board)
			report("page", pg)
			report("print", print)
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
