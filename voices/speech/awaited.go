package speech

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
	"github.com/rochade/rochade/voices/live"
)

// DeviceRetry is how often a sink waiting for a sound device looks for
// one: a child process that opens the device and ends (live.Probe, about
// 15 ms of a core), so a headset plugged in is heard within this time.
const DeviceRetry = 3 * time.Second

// awaited is live sound on a device that is not there yet: the phrases
// are dropped (the last announcement kept) until a probe finds a device;
// then the device is opened and the last announcement heard, and every
// phrase after it.
type awaited struct {
	sp       *Speakers
	pause    int
	bargeIn  bool
	onDevice func()

	mu   sync.Mutex
	live *Live
	last func(*Live) // says the last announcement dropped
	stop chan struct{}
	done chan struct{}
	once sync.Once
}

func newAwaited(sp *Speakers, pause int, bargeIn bool, onDevice func()) *awaited {
	a := &awaited{sp: sp, pause: pause, bargeIn: bargeIn, onDevice: onDevice, stop: make(chan struct{}), done: make(chan struct{})}
	go a.look()
	return a
}

// look probes for a device every DeviceRetry until one opens.
func (a *awaited) look() {
	defer close(a.done)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		select {
		case <-a.stop:
			cancel()
		case <-ctx.Done():
		}
	}()
	t := time.NewTicker(DeviceRetry)
	defer t.Stop()
	for {
		select {
		case <-a.stop:
			return
		case <-t.C:
		}
		if err := live.Probe(ctx, a.sp.Rate()); err != nil {
			continue
		}
		ls, err := OpenLive(ctx, a.sp, a.pause, a.bargeIn)
		if err != nil {
			if errors.Is(err, live.ErrNoDevice) {
				// Gone again between the probe and the opening: this
				// process cannot open a device any more.
				return
			}
			continue
		}
		a.mu.Lock()
		a.live = ls
		last := a.last
		a.last = nil
		a.mu.Unlock()
		if a.onDevice != nil {
			a.onDevice()
		}
		if last != nil {
			last(ls)
		}
		return
	}
}

// Say speaks toks once a device is there; until then it keeps an
// announcement as the last one, to be heard when the device comes.
func (a *awaited) Say(ctx context.Context, side notation.Color, kind Kind, toks []phonetic.Token) error {
	a.mu.Lock()
	ls := a.live
	if ls == nil && kind == Announcement {
		toks := append([]phonetic.Token(nil), toks...)
		a.last = func(ls *Live) { _ = ls.Say(context.Background(), side, kind, toks) }
	}
	a.mu.Unlock()
	if ls == nil {
		return ctx.Err()
	}
	return ls.Say(ctx, side, kind, toks)
}

// SayWords is Say for a phrase of words.
func (a *awaited) SayWords(ctx context.Context, side notation.Color, kind Kind, words []Word) error {
	a.mu.Lock()
	ls := a.live
	if ls == nil && kind == Announcement {
		words := append([]Word(nil), words...)
		a.last = func(ls *Live) { _ = ls.SayWords(context.Background(), side, kind, words) }
	}
	a.mu.Unlock()
	if ls == nil {
		return ctx.Err()
	}
	return ls.SayWords(ctx, side, kind, words)
}

// Wait waits for the device, if there is one.
func (a *awaited) Wait(ctx context.Context) error {
	a.mu.Lock()
	ls := a.live
	a.mu.Unlock()
	if ls == nil {
		return nil
	}
	return ls.Wait(ctx)
}

// Close stops looking, and the sound.
func (a *awaited) Close() error {
	a.once.Do(func() { close(a.stop) })
	<-a.done
	a.mu.Lock()
	ls := a.live
	a.mu.Unlock()
	if ls == nil {
		return nil
	}
	return ls.Close()
}
