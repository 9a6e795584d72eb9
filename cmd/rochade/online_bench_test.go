package main

import (
	"bufio"
	"context"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/cmd/internal/assistant"
	"github.com/rochade/rochade/cmd/internal/lichess"
	"github.com/rochade/rochade/cmd/internal/lichess/lichesstest"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
)

// BenchmarkServerLineToAnnouncement measures the time from the server's
// line of the opponent's move (the stand-in's move, written on the game's
// stream) to its announcement printed on standard output, through the
// client, the session and the printed output of play, in whole games of
// Appendix C (the player White, the moves made on a board fed to the
// session). It reports the 95th percentile; the aim is 50 ms or less.
func BenchmarkServerLineToAnnouncement(b *testing.B) {
	game := appendixC(b)
	var samples []time.Duration
	for i := 0; i < b.N; i++ {
		samples = append(samples, onlineGameTimed(b, game)...)
	}
	slices.Sort(samples)
	p95 := samples[(len(samples)*95+99)/100-1]
	b.ReportMetric(float64(p95.Microseconds())/1000, "p95-ms")
	b.ReportMetric(float64(samples[len(samples)/2].Microseconds())/1000, "p50-ms")
	if p95 > 50*time.Millisecond {
		b.Errorf("p95 %v over 50 ms (%d moves)", p95, len(samples))
	}
}

func appendixC(b testing.TB) *notation.Game {
	f, err := os.Open("../../testdata/appendix-c.pgn")
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	g, err := notation.NewPGNReader(f).Next()
	if err != nil {
		b.Fatal(err)
	}
	return g
}

// onlineGameTimed plays g online as White and returns how long each of
// Black's moves took from the server to the printed line.
func onlineGameTimed(b *testing.B, g *notation.Game) []time.Duration {
	b.StopTimer()
	defer b.StartTimer()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	srv := lichesstest.New(b, lichesstest.Options{KeepAlive: time.Second})
	srv.AddAccount("lip_benchToken", "Player")
	id := srv.StartGame(lichesstest.Game{White: lichess.Player{ID: "player", Name: "Player"}, Black: lichess.Player{ID: "opp", Name: "Opp"},
		Clock: &lichess.ClockSpec{Initial: 15 * time.Minute, Increment: 10 * time.Second}})
	tok := filepath.Join(b.TempDir(), "token")
	if err := os.WriteFile(tok, []byte("lip_benchToken\n"), 0o600); err != nil {
		b.Fatal(err)
	}
	p := ui.New(ui.German)
	og, err := joinOnline(ctx, p, srv.URL, onlineOptions{tokenFile: tok}, func(onlineNews) {}, asker{})
	if err != nil {
		b.Fatal(err)
	}
	inputs := make(chan assistant.Input, inputQueue)
	og.inputs = inputs
	pr, pw := io.Pipe()
	defer pw.Close()
	lines := readLines(bufio.NewReader(pr))
	outs := newGameOutputs(p, ui.German, stdio{out: pw, errOut: io.Discard}, phonetic.German, "", 1)
	s := assistant.New(assistant.Config{Side: notation.White, Server: og, Clock: assistant.ServerClock},
		assistant.Outputs{Announcer: outs, Logger: outs}, og.game(nil, time.Now()), nil)
	go s.Run(ctx, inputs)
	go og.follow(p, func(onlineNews) {})
	pos := g.Start
	show := func() {
		inputs <- assistant.Input{Kind: assistant.BoardInput, Event: devices.Event{Kind: devices.NewReading,
			Reading: devices.Reading{Board: devices.Board(pos.Placement()), Time: time.Now(), Full: true}}}
	}
	inputs <- assistant.Input{Kind: assistant.BoardInput, Event: devices.Event{Kind: devices.Connected, Info: devices.Info{Protocol: devices.DGT, Path: "bench"}}}
	show()
	wait := func(what string, ok func() bool) {
		for end := time.Now().Add(20 * time.Second); !ok(); time.Sleep(2 * time.Millisecond) {
			if time.Now().After(end) {
				b.Fatalf("no %s", what)
			}
		}
	}
	var out []time.Duration
	for k, m := range g.Moves {
		uci := m.UCI()
		if k%2 == 0 {
			// The player's move on the board, sent to the server.
			pos.Play(m)
			show()
			wait("move "+uci+" on the server", func() bool { return len(srv.Moves(id)) == k+1 })
			continue
		}
		want := serverLine(&pos, m)
		b.StartTimer()
		start := time.Now()
		if err := srv.OpponentMove(id, uci); err != nil {
			b.Fatal(err)
		}
		timeout := time.After(20 * time.Second)
		for said := false; !said; {
			select {
			case l := <-lines:
				said = strings.HasSuffix(l, want)
			case <-timeout:
				b.Fatalf("%s was not said", uci)
			}
		}
		out = append(out, time.Since(start))
		b.StopTimer()
		pos.Play(m)
		show()
	}
	return out
}
