//go:build unix

package keypad

import (
	"context"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// next returns the next input, or fails after d.
func next(t *testing.T, in <-chan Input, d time.Duration) Input {
	t.Helper()
	select {
	case x := <-in:
		return x
	case <-time.After(d):
		t.Fatalf("nothing within %v", d)
	}
	return Input{}
}

func TestWatchFIFO(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "keys")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	in := make(chan Input, 16)
	done := make(chan struct{})
	go func() {
		(&Watcher{Path: fifo, Poll: 50 * time.Millisecond}).Watch(ctx, in)
		close(done)
	}()
	if x := next(t, in, 2*time.Second); x.Device == nil || x.Device.Path != fifo || x.Device.Gone {
		t.Fatalf("first input %+v, want the FIFO found", x)
	}
	// Two writers one after the other: the reader goes on.
	for _, code := range []uint16{KeyKPEnter, KeyKP2} {
		w, err := os.OpenFile(fifo, os.O_WRONLY, 0)
		if err != nil {
			t.Fatal(err)
		}
		w.Write(Tap(RecordSize, code, time.Now()))
		w.Close()
		for _, a := range []Action{Press, Release} {
			x := next(t, in, 2*time.Second)
			if x.Device != nil || x.Err != nil || x.Key.Code != code || x.Key.Action != a || x.Key.Device != fifo {
				t.Fatalf("input %+v, want %d %v", x, code, a)
			}
		}
	}
	start := time.Now()
	cancel()
	select {
	case <-done:
	case <-time.After(time.Second):
		t.Fatal("Watch did not end with its context")
	}
	if d := time.Since(start); d > 200*time.Millisecond {
		t.Errorf("Watch ended %v after its context", d)
	}
}

func TestWatchFindsKeypadPluggedInLater(t *testing.T) {
	dir := t.TempDir()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	in := make(chan Input, 16)
	go (&Watcher{Dir: dir}).Watch(ctx, in)
	time.Sleep(300 * time.Millisecond)
	// A file of records stands for a device: read to its end, then gone.
	path := filepath.Join(dir, "event7")
	os.WriteFile(filepath.Join(dir, "mice"), []byte("not an event device"), 0o600)
	os.WriteFile(path, Tap(RecordSize, KeyKP5, time.Now()), 0o600)
	plugged := time.Now()
	x := next(t, in, 3*time.Second)
	if x.Device == nil || x.Device.Path != path {
		t.Fatalf("input %+v, want event7 found", x)
	}
	if d := time.Since(plugged); d > 2*time.Second {
		t.Errorf("found %v after it appeared, want within 2 s", d)
	}
	for _, a := range []Action{Press, Release} {
		if x := next(t, in, time.Second); x.Key.Code != KeyKP5 || x.Key.Action != a {
			t.Fatalf("input %+v", x)
		}
	}
	if x := next(t, in, time.Second); x.Device == nil || !x.Device.Gone {
		t.Fatalf("input %+v, want event7 gone at its end", x)
	}
	select {
	case x := <-in:
		t.Fatalf("read again: %+v", x)
	case <-time.After(2500 * time.Millisecond):
	}
}

func TestWatchNamedMissing(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	in := make(chan Input, 4)
	path := filepath.Join(t.TempDir(), "event9")
	go (&Watcher{Path: path, Poll: 100 * time.Millisecond}).Watch(ctx, in)
	time.Sleep(300 * time.Millisecond)
	select {
	case x := <-in:
		t.Fatalf("a missing device said %+v; it is waited for", x)
	default:
	}
	os.WriteFile(path, Tap(RecordSize, KeyKP0, time.Now()), 0o600)
	if x := next(t, in, time.Second); x.Device == nil || x.Device.Path != path {
		t.Fatalf("input %+v, want the device found once there", x)
	}
}
