package lichess_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/rochade/rochade/cmd/internal/lichess"
	"github.com/rochade/rochade/cmd/internal/lichess/lichesstest"
)

// BenchmarkMoveLatency: from the stand-in's move to its State on the
// game stream (over loopback HTTP), with p50 and p95 in ms.
func BenchmarkMoveLatency(b *testing.B) {
	s := lichesstest.New(b, lichesstest.Options{})
	s.AddAccount(token, "Alice")
	c := lichess.New(s.URL, token, nil)
	var ctx context.Context
	cancel := func() {}
	defer func() { cancel() }()
	shuffle := []string{"g1f3", "g8f6", "f3g1", "f6g8"}
	var lat []time.Duration
	id := ""
	var ch <-chan lichess.GameUpdate
	i := 0
	for b.Loop() {
		if i%400 == 0 { // a new game before the fifty-move rule could matter
			cancel()
			ctx, cancel = context.WithCancel(context.Background())
			id = s.StartGame(lichesstest.Game{White: me(), Black: opp()})
			ch = c.Follow(ctx, id)
			for u := range ch {
				if u.Kind == lichess.Full {
					break
				}
			}
		}
		start := time.Now()
		if err := s.OpponentMove(id, shuffle[i%4]); err != nil {
			b.Fatal(err)
		}
		for u := range ch {
			if u.Kind == lichess.State {
				break
			}
		}
		lat = append(lat, time.Since(start))
		i++
	}
	cancel()
	slices.Sort(lat)
	b.ReportMetric(float64(lat[len(lat)/2])/1e6, "p50-ms")
	b.ReportMetric(float64(lat[len(lat)*95/100])/1e6, "p95-ms")
}
