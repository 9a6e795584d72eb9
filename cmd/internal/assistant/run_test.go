package assistant

import (
	"context"
	"testing"
	"time"

	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/notation"
)

// A session woken late to a wait (a loaded machine) lets the readings
// that were late too come before it decides by time: a pawn set down on
// e3 on its way, whose wait fell due long ago, is not announced there
// when the reading that shows it on e4 comes within the grace.
func TestRunGivesLateReadingsTheirTime(t *testing.T) {
	h := newHarness(t, Config{}, notation.NewGame())
	// The wait for e2-e3 to go on (the board's latency and a hand's rest)
	// falls due 60 ms before Run starts.
	h.now = time.Now().Add(-h.s.boards[0].tr.Settle() - 60*time.Millisecond)
	h.set("e2", no)
	h.set("e3", wp)
	inputs := make(chan Input)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- h.s.Run(ctx, inputs) }()
	time.Sleep(20 * time.Millisecond) // Run has woken, late
	b := h.board[0]
	b[notation.Sq(4, 2)], b[notation.Sq(4, 3)] = no, wp
	inputs <- Input{Kind: BoardInput, Event: devices.Event{Kind: devices.NewReading, Reading: devices.Reading{Board: devices.Board(b), Time: time.Now()}}}
	time.Sleep(time.Second)
	cancel()
	if err := <-done; err != context.Canceled {
		t.Fatalf("Run: %v", err)
	}
	if got := h.out.texts(); len(got) != 1 || got[0] != "Eva vier" {
		t.Errorf("said %q, want only Eva vier", got)
	}
}
