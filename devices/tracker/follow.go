package tracker

import (
	"context"
	"time"

	"github.com/rochade/rochade/devices"
)

// Connection events Follow adds to the tracker's own.
const (
	// Connected: a board answered; Info says which.
	Connected Kind = iota + 100
	// Disconnected: the board's connection broke; Err says how. Follow
	// keeps trying to reconnect, and reads the whole board again when it
	// is back, so no move made in between is lost.
	Disconnected
	// Waiting: no board could be opened; Err says why. Sent once per
	// outage.
	Waiting
)

// Follow follows the board w connects to with tracker t, calling on for
// every event, until ctx ends. on is called from Follow's goroutine only.
func Follow(ctx context.Context, w *devices.Watcher, t *Tracker, on func(Event)) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	events := make(chan devices.Event, 64)
	go w.Watch(ctx, events)
	check := time.NewTicker(250 * time.Millisecond)
	defer check.Stop()
	var refreshed time.Time // the mismatch a refresh was asked for
	tm := time.NewTimer(time.Hour)
	defer tm.Stop()
	for {
		var timer <-chan time.Time
		if d, ok := t.Deadline(); ok {
			tm.Reset(time.Until(d))
			timer = tm.C
		} else {
			tm.Stop()
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case e, ok := <-events:
			if !ok {
				return ctx.Err()
			}
			switch e.Kind {
			case devices.Connected:
				t.Reconnected()
				on(Event{Kind: Connected, Info: e.Info, Time: time.Now()})
			case devices.Disconnected:
				on(Event{Kind: Disconnected, Err: e.Err, Time: time.Now()})
			case devices.Waiting:
				on(Event{Kind: Waiting, Err: e.Err, Time: time.Now()})
			case devices.NewReading:
				for _, ev := range t.Feed(e.Reading) {
					on(ev)
				}
			}
		case now := <-timer:
			for _, ev := range t.Tick(now) {
				on(ev)
			}
		case <-check.C:
			// A board that has matched nothing for a second is read
			// whole again: line noise may have spoilt a report.
			if ws := t.wrongSince; !ws.IsZero() && time.Since(ws) > time.Second && !ws.Equal(refreshed) {
				refreshed = ws
				w.Refresh()
			}
		}
	}
}
