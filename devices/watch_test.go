package devices_test

import (
	"context"
	"errors"
	"math/rand"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/emulator"
	"github.com/rochade/rochade/devices/pty"
)

// collect runs w for d (or until Watch ends) and returns its events and
// its result.
func collect(t *testing.T, w *devices.Watcher, d time.Duration) ([]devices.Event, time.Duration, error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	events := make(chan devices.Event, 100)
	start := time.Now()
	var err error
	done := make(chan struct{})
	go func() {
		err = w.Watch(ctx, events)
		close(done)
	}()
	var got []devices.Event
	for e := range events {
		got = append(got, e)
	}
	<-done
	return got, time.Since(start), err
}

func TestWatchPathThatIsNoBoard(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "game.pgn")
	if err := os.WriteFile(file, []byte("1. e4 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := map[string]devices.PathKind{
		file:                              devices.PathRegular,
		dir:                               devices.PathFolder,
		"/dev/null":                       devices.PathNoTerminal,
		filepath.Join(dir, "ttyACMO"):     devices.PathMissing,
		"/tmp/no-such-rochade-board/tty0": devices.PathMissing,
	}
	for path, want := range cases {
		w := &devices.Watcher{Path: path, Protocol: devices.DGT, Retry: 10 * time.Millisecond}
		events, took, err := collect(t, w, 10*time.Second)
		if !errors.Is(err, devices.ErrNotABoard) {
			t.Errorf("%s: Watch returned %v, want ErrNotABoard", path, err)
			continue
		}
		if took > 2*time.Second {
			t.Errorf("%s: it took %v to give up", path, took)
		}
		if len(events) != 1 || events[0].Kind != devices.Failed || !errors.Is(events[0].Err, devices.ErrNotABoard) {
			t.Errorf("%s: events %v", path, events)
			continue
		}
		var nab *devices.NotABoardError
		if !errors.As(events[0].Err, &nab) || nab.Path != path || nab.Kind != want {
			t.Errorf("%s: %#v, want a NotABoardError of kind %v", path, events[0].Err, want)
		}
		if err := devices.CheckPath(path); !errors.Is(err, devices.ErrNotABoard) {
			t.Errorf("CheckPath(%s) = %v", path, err)
		}
	}
	for _, ok := range []string{"", "auto", "/dev/ttyACM97", "/dev/rfcomm42"} {
		if err := devices.CheckPath(ok); err != nil {
			t.Errorf("CheckPath(%q) = %v", ok, err)
		}
	}
	p, err := pty.Open(true)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	if err := devices.CheckPath(p.SlavePath); err != nil {
		t.Errorf("a terminal refused: %v", err)
	}
}

func TestWatchWaitsOnceForMissingDevice(t *testing.T) {
	path := "/dev/ttyRochadeTest9"
	w := &devices.Watcher{Path: path, Protocol: devices.DGT, Retry: 10 * time.Millisecond}
	events, _, err := collect(t, w, 1500*time.Millisecond)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Watch ended with %v", err)
	}
	if len(events) != 1 || events[0].Kind != devices.Waiting {
		t.Fatalf("events %v, want one Waiting", events)
	}
	var mis *devices.MissingPortError
	if !errors.As(events[0].Err, &mis) || mis.Path != path {
		t.Fatalf("error %#v, want a MissingPortError for %s", events[0].Err, path)
	}
}

// A board that never answered is never reported disconnected: a wrong
// protocol, and garbage on the line, each give one NoAnswer event.
func TestWatchNoAnswerOnce(t *testing.T) {
	check := func(t *testing.T, w *devices.Watcher, want *devices.Protocol) {
		t.Helper()
		events, _, _ := collect(t, w, 3*time.Second)
		n := 0
		for _, e := range events {
			switch e.Kind {
			case devices.NoAnswer:
				n++
				var nan *devices.NoAnswerError
				if !errors.As(e.Err, &nan) || nan.Path != w.Path || nan.Protocol != want || !errors.Is(e.Err, devices.ErrNoAnswer) {
					t.Errorf("error %#v, want a NoAnswerError for %s, protocol %q", e.Err, w.Path, want)
				}
			default:
				t.Errorf("event %v: %v", e.Kind, e.Err)
			}
		}
		if n != 1 {
			t.Errorf("%d NoAnswer events, want 1", n)
		}
	}
	t.Run("wrong protocol", func(t *testing.T) {
		needsEmulator(t)
		emu, err := emulator.New(emulator.Options{Protocol: devices.DGT, Start: startBoard()})
		if err != nil {
			t.Fatal(err)
		}
		defer emu.Close()
		w := &devices.Watcher{Path: emu.Path(), Protocol: devices.Millennium, Retry: 20 * time.Millisecond, MaxRetry: 200 * time.Millisecond}
		check(t, w, devices.Millennium)
	})
	t.Run("garbage", func(t *testing.T) {
		p, err := pty.Open(true)
		if err != nil {
			t.Fatal(err)
		}
		defer p.Close()
		stop := make(chan struct{})
		defer close(stop)
		go func() {
			rng := rand.New(rand.NewSource(3))
			buf := make([]byte, 64)
			for {
				select {
				case <-stop:
					return
				case <-time.After(20 * time.Millisecond):
				}
				rng.Read(buf)
				p.Master.Write(buf)
			}
		}()
		go func() { // drain what the client writes
			buf := make([]byte, 256)
			for {
				if _, err := p.Master.Read(buf); err != nil {
					return
				}
			}
		}()
		w := &devices.Watcher{Path: p.SlavePath, Protocol: devices.DGT, Retry: 20 * time.Millisecond, MaxRetry: 200 * time.Millisecond}
		check(t, w, devices.DGT)
		w = &devices.Watcher{Path: p.SlavePath, Retry: 20 * time.Millisecond, MaxRetry: 200 * time.Millisecond}
		check(t, w, nil)
	})
}
