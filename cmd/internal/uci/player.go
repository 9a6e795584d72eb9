package uci

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/rochade/rochade/notation"
)

// Restart tells of one restart of a Player's engine.
type Restart struct {
	Reason  RestartReason
	Err     error // the failure, with its details
	Attempt int   // 1 for the first restart in a row
	Max     int   // the most restarts in a row before the Player gives up
}

// String gives the restart for a log: "uci: restart 1/3: hung". The
// commands word it from Reason, Attempt and Max.
func (r Restart) String() string {
	return fmt.Sprintf("uci: restart %d/%d: %v", r.Attempt, r.Max, r.Reason)
}

// GaveUpError is returned by a Player whose engine failed more times in a
// row than Options.MaxRestarts allows. The Player is then unusable.
type GaveUpError struct {
	Failures int     // failures in a row, the restarts tried plus one
	Last     Restart // the last failure
}

func (e *GaveUpError) Error() string {
	return fmt.Sprintf("uci: given up after %d failures: %v", e.Failures, e.Last.Err)
}

func (e *GaveUpError) Unwrap() error { return e.Last.Err }

func (e *GaveUpError) Fact() (string, []any) { return "engine-gave-up", []any{e.Failures} }

// Player keeps an engine running for a game: when the engine crashes,
// hangs or sends garbage, Player closes it, tells Options.OnRestart, waits
// Options.RestartPause, starts it again with the same options and level,
// sends "ucinewgame" and asks the same question again. After
// Options.MaxRestarts restarts in a row that did not lead to an answer it
// gives up with a *GaveUpError. A successful answer resets the count.
//
// Every wait is bounded by the Options' timeouts, so a call ends within
// about (MaxRestarts+1) × (its own timeout + StartTimeout + RestartPause)
// at worst, sooner when ctx ends.
type Player struct {
	mu     sync.Mutex // held by every call but Close, Name and Level
	opts   Options
	eng    *Engine
	fails  int
	gaveUp error
	closed bool

	life context.Context // ended by Close, which ends a call in progress
	end  context.CancelFunc

	shown sync.Mutex // guards name and level
	name  string
	level Level
}

// NewPlayer starts the engine as Start does. A first start that fails is
// returned as it is, without a restart: a wrong path or an engine that
// cannot start is said at once.
func NewPlayer(ctx context.Context, o Options) (*Player, error) {
	o = o.withDefaults()
	e, err := Start(ctx, o)
	if err != nil {
		return nil, err
	}
	p := &Player{opts: o}
	p.life, p.end = context.WithCancel(context.Background())
	p.started(e)
	return p, nil
}

// started takes e as the Player's engine.
func (p *Player) started(e *Engine) {
	p.eng = e
	p.shown.Lock()
	p.name, p.level = e.Name(), e.Level()
	p.shown.Unlock()
}

// Best is Engine.Best, asked again of a restarted engine after a failure.
func (p *Player) Best(ctx context.Context, start notation.Position, moves []notation.Move, lim Limit) (Result, error) {
	var r Result
	err := p.do(ctx, func(ctx context.Context, e *Engine) error {
		var err error
		r, err = e.Best(ctx, start, moves, lim)
		return err
	})
	return r, err
}

// SetLevel sets the level (see Engine.SetLevel); a restarted engine gets it
// again.
func (p *Player) SetLevel(ctx context.Context, l Level) (Level, error) {
	var got Level
	err := p.do(ctx, func(ctx context.Context, e *Engine) error {
		var err error
		got, err = e.SetLevel(ctx, l)
		return err
	})
	if err == nil {
		p.mu.Lock()
		p.opts.Level = l
		p.mu.Unlock()
		p.shown.Lock()
		p.level = got
		p.shown.Unlock()
	}
	return got, err
}

// NewGame is Engine.NewGame.
func (p *Player) NewGame(ctx context.Context) error {
	return p.do(ctx, func(ctx context.Context, e *Engine) error { return e.NewGame(ctx) })
}

// Name is the engine's name (from the last start); it does not wait for a
// call in progress.
func (p *Player) Name() string {
	p.shown.Lock()
	defer p.shown.Unlock()
	return p.name
}

// Level is the level in effect (with Elo clamped); it does not wait for a
// call in progress.
func (p *Player) Level() Level {
	p.shown.Lock()
	defer p.shown.Unlock()
	return p.level
}

// Close ends the engine. A call in progress ends as its context would
// (the engine is told to stop) and returns ErrClosed, as do calls after
// Close.
func (p *Player) Close() error {
	p.end()
	p.mu.Lock()
	defer p.mu.Unlock()
	p.closed = true
	if p.eng == nil {
		return nil
	}
	err := p.eng.Close()
	p.eng = nil
	return err
}

// do runs f on a working engine, restarting it after an EngineError. f
// must use the context it is given, which Close ends.
func (p *Player) do(ctx context.Context, f func(context.Context, *Engine) error) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	defer context.AfterFunc(p.life, cancel)()
	p.mu.Lock()
	defer p.mu.Unlock()
	for {
		switch {
		case p.closed || p.life.Err() != nil:
			return ErrClosed
		case p.gaveUp != nil:
			return p.gaveUp
		}
		if p.eng == nil {
			if err := p.restart(ctx, &EngineError{Reason: Crashed, Err: errors.New("it is not running")}); err != nil {
				return err
			}
			continue
		}
		if err := p.eng.Err(); err != nil {
			var ee *EngineError
			if !errors.As(err, &ee) {
				return err
			}
			if err := p.restart(ctx, ee); err != nil {
				return err
			}
			continue
		}
		err := f(ctx, p.eng)
		if err != nil && p.life.Err() != nil {
			return ErrClosed
		}
		var ee *EngineError
		if !errors.As(err, &ee) {
			if err == nil {
				p.fails = 0
			}
			return err
		}
		if err := p.restart(ctx, ee); err != nil {
			return err
		}
	}
}

// restart replaces the failed engine, counting each start tried.
func (p *Player) restart(ctx context.Context, cause *EngineError) error {
	if p.eng != nil {
		p.eng.Close()
		p.eng = nil
	}
	for {
		p.fails++
		r := Restart{Reason: cause.Reason, Err: cause, Attempt: p.fails, Max: p.opts.MaxRestarts}
		if p.fails > p.opts.MaxRestarts {
			p.gaveUp = &GaveUpError{Failures: p.fails, Last: r}
			return p.gaveUp
		}
		if p.opts.OnRestart != nil {
			p.opts.OnRestart(r)
		}
		t := time.NewTimer(p.opts.RestartPause)
		select {
		case <-t.C:
		case <-ctx.Done():
			t.Stop()
			if p.life.Err() != nil {
				return ErrClosed
			}
			return ctx.Err()
		}
		e, err := Start(ctx, p.opts)
		if err == nil {
			p.started(e)
			return nil
		}
		if p.life.Err() != nil {
			return ErrClosed
		}
		if !errors.As(err, &cause) {
			return err
		}
	}
}
