package devices

import (
	"context"
	"sync"
	"time"
)

// EventKind tells what happened to the board connection.
type EventKind int

// The kinds of events Watch sends.
const (
	// Connected: a board answered; Info says which. A Full reading follows.
	Connected EventKind = iota
	// Disconnected: the connection broke (the board was unplugged); Err
	// says how. Watch keeps trying to reconnect.
	Disconnected
	// NewReading: the board reported what it sees.
	NewReading
	// Waiting: no board could be opened yet; Err says why. Sent once
	// per outage, not on every retry.
	Waiting
)

// Event is what Watch reports.
type Event struct {
	Kind    EventKind
	Info    Info
	Reading Reading
	Err     error
}

// Watcher follows a board across unplugging and plugging in again.
type Watcher struct {
	// Path is the serial port; empty or "auto" finds the board by itself.
	Path string
	// Protocol is the board's protocol; empty finds it out.
	Protocol Protocol
	// Retry is the pause between attempts to reconnect (default 300 ms).
	Retry time.Duration
	// OnDecodeError, when set, is told about bytes the decoder rejected.
	OnDecodeError func(error)

	mu   sync.Mutex
	conn *Conn
}

// Refresh asks the connected board, if any, for a full reading.
func (w *Watcher) Refresh() {
	w.mu.Lock()
	c := w.conn
	w.mu.Unlock()
	if c != nil {
		_ = c.Refresh()
	}
}

// Watch connects to the board and sends events until ctx ends; it then
// closes events and returns ctx's error.
func (w *Watcher) Watch(ctx context.Context, events chan<- Event) error {
	defer close(events)
	retry := w.Retry
	if retry <= 0 {
		retry = 300 * time.Millisecond
	}
	send := func(e Event) bool {
		select {
		case events <- e:
			return true
		case <-ctx.Done():
			return false
		}
	}
	waiting := false
	for ctx.Err() == nil {
		port, info, err := w.open(ctx)
		if err != nil {
			if !waiting && ctx.Err() == nil {
				waiting = true
				if !send(Event{Kind: Waiting, Err: err}) {
					break
				}
			}
			select {
			case <-ctx.Done():
			case <-time.After(retry):
			}
			continue
		}
		waiting = false
		err = w.session(ctx, port, info, send)
		port.Close()
		if ctx.Err() != nil {
			break
		}
		if !send(Event{Kind: Disconnected, Err: err}) {
			break
		}
	}
	return ctx.Err()
}

func (w *Watcher) open(ctx context.Context) (Port, Info, error) {
	path, proto := w.Path, w.Protocol
	if path == "" || path == "auto" {
		c, err := Detect(ctx, proto)
		if err != nil {
			return nil, Info{}, err
		}
		path, proto = c.Path, c.Protocol
	} else if proto == "" {
		p, err := Probe(ctx, path, "")
		if err != nil {
			return nil, Info{}, err
		}
		proto = p
	}
	port, err := OpenPort(path, proto)
	if err != nil {
		return nil, Info{}, err
	}
	return port, Info{Protocol: proto, Path: path}, nil
}

func (w *Watcher) session(ctx context.Context, port Port, info Info, send func(Event) bool) error {
	c := NewConn(port, info.Protocol)
	c.OnError = w.OnDecodeError
	defer c.Close()
	sctx, cancel := context.WithCancel(ctx)
	defer cancel()
	// A blocked read ends when the port closes.
	go func() {
		<-sctx.Done()
		port.Close()
	}()
	got, err := c.Start(sctx)
	if err != nil {
		return err
	}
	got.Path = info.Path
	w.mu.Lock()
	w.conn = c
	w.mu.Unlock()
	defer func() {
		w.mu.Lock()
		w.conn = nil
		w.mu.Unlock()
	}()
	if !send(Event{Kind: Connected, Info: got}) {
		return ctx.Err()
	}
	for {
		r, err := c.Next(sctx)
		if err != nil {
			return err
		}
		if !send(Event{Kind: NewReading, Reading: r}) {
			return ctx.Err()
		}
	}
}
