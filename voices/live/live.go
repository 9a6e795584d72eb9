// Package live plays voice phrases on the computer's sound device through
// oto, without ever waiting for a device that does not answer.
package live

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/ebitengine/oto/v3"

	"github.com/rochade/rochade/voices"
	"github.com/rochade/rochade/voices/internal/fact"
)

// OpenTimeout is the longest Open waits for a sound device.
const OpenTimeout = 2 * time.Second

// deviceBuffer is the device's buffer: it bounds the delay from a phrase
// being handed over to it being heard, and a cut-in's delay.
const deviceBuffer = 60 * time.Millisecond

// ErrNoDevice is returned (wrapped) when no sound device can be used.
var ErrNoDevice error = &fact.Fact{Key: "sound-no-device", Text: "live: no sound device"}

type noDeviceError struct{ cause error }

func (e *noDeviceError) Error() string {
	return fmt.Sprintf("live: no sound device: %v", e.cause)
}

func (e *noDeviceError) Unwrap() []error { return []error{ErrNoDevice, e.cause} }

func (e *noDeviceError) Fact() (string, []any) { return "sound-no-device", nil }

// Cause returns the sound system's own explanation of a failed Open, or
// nil.
func Cause(err error) error {
	var nd *noDeviceError
	if errors.As(err, &nd) {
		return nd.cause
	}
	return nil
}

// The process can hold only one oto context; it is made at the first
// Open and kept.
var (
	otoMu   sync.Mutex
	otoCtx  *oto.Context
	otoRate int
	otoErr  error
	otoWait chan struct{}
)

// Output is a sound device playing a Queue.
type Output struct {
	q      *voices.Queue
	player *oto.Player
	rate   int
}

// Open starts playing q on the default sound device at rate. It gives up
// after OpenTimeout or when ctx ends, whichever comes first; the error
// then is a single sentence (errors.Is(err, ErrNoDevice)).
func Open(ctx context.Context, q *voices.Queue, rate int) (*Output, error) {
	c, err := otoContext(ctx, rate)
	if err != nil {
		return nil, err
	}
	p := c.NewPlayer(q)
	// A small buffer keeps the delay of a cut-in short; it must still
	// hold more than a device period.
	p.SetBufferSize(voices.Samples(2*deviceBuffer, rate) * 2)
	p.Play()
	return &Output{q: q, player: p, rate: rate}, nil
}

func otoContext(ctx context.Context, rate int) (*oto.Context, error) {
	otoMu.Lock()
	if otoWait == nil {
		quietALSA()
		otoRate = rate
		c, ready, err := oto.NewContext(&oto.NewContextOptions{
			SampleRate:      rate,
			ChannelCount:    1,
			Format:          oto.FormatSignedInt16LE,
			BufferSize:      deviceBuffer,
			ApplicationName: "rochade",
		})
		if err != nil {
			otoErr = &noDeviceError{err}
			otoWait = make(chan struct{})
			close(otoWait)
		} else {
			otoCtx = c
			otoWait = ready
		}
	}
	wait := otoWait
	otoMu.Unlock()

	t := time.NewTimer(OpenTimeout)
	defer t.Stop()
	select {
	case <-wait:
	case <-t.C:
		return nil, &noDeviceError{fmt.Errorf("live: no answer within %v", OpenTimeout)}
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	otoMu.Lock()
	defer otoMu.Unlock()
	if otoErr != nil {
		return nil, otoErr
	}
	if err := otoCtx.Err(); err != nil {
		otoErr = &noDeviceError{err}
		return nil, otoErr
	}
	if rate != otoRate {
		return nil, fmt.Errorf("live: device open at %d Hz, not %d Hz", otoRate, rate)
	}
	return otoCtx, nil
}

// Cut drops what the device has buffered but not yet played, so that
// what is added to the queue next is heard at once.
func (o *Output) Cut() {
	_, _ = o.player.Seek(0, 1)
}

// Wait blocks until everything in the queue has been played, the device
// fails, or ctx ends.
func (o *Output) Wait(ctx context.Context) error {
	tick := time.NewTicker(5 * time.Millisecond)
	defer tick.Stop()
	for {
		if err := o.err(); err != nil {
			return err
		}
		if !o.q.Busy() && o.player.BufferedSize() == 0 {
			break
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-tick.C:
		}
	}
	// What the device holds still has to be heard.
	t := time.NewTimer(deviceBuffer)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
	}
	return o.err()
}

func (o *Output) err() error {
	if err := o.player.Err(); err != nil {
		return fmt.Errorf("live: output: %w", err)
	}
	if err := otoCtx.Err(); err != nil {
		return fmt.Errorf("live: device: %w", err)
	}
	return nil
}

// Close stops playing at once; the player no longer reads the queue.
func (o *Output) Close() error {
	o.q.Clear()
	o.player.PauseAndStopReading()
	return o.player.Err()
}
