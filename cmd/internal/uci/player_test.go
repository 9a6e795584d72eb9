package uci

import (
	"context"
	"errors"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/notation"
)

func TestPlayerRestartsAndAsksAgain(t *testing.T) {
	path := fake(t, "", goCrashOnce)
	o := quick(path, "e7e5")
	o.Level = Level{Elo: 1600}
	var restarts []Restart
	o.OnRestart = func(r Restart) { restarts = append(restarts, r) }
	p, err := NewPlayer(ctxFor(t, 5*time.Second), o)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	start := notation.StartPosition()
	moves := mustMoves(t, start, "e2e4")
	r, err := p.Best(ctxFor(t, 5*time.Second), start, moves, Limit{})
	if err != nil || r.Best.UCI() != "e7e5" {
		t.Fatalf("Best after a crash: %v %v", r.Best, err)
	}
	if len(restarts) != 1 || restarts[0].Reason != Crashed || restarts[0].Attempt != 1 || restarts[0].Max != 2 {
		t.Fatalf("restarts: %+v", restarts)
	}
	if s := restarts[0].String(); s != "uci: restart 1/2: crashed" {
		t.Errorf("sentence %q", s)
	}
	// The second engine got the options, a new game and the same question.
	log := fakeLog(t, path)
	want := []string{
		"uci",
		"setoption name UCI_LimitStrength value true",
		"setoption name UCI_Elo value 1600",
		"isready",
		"ucinewgame",
		"isready",
		"position startpos moves e2e4",
		"go movetime 50",
	}
	second := log[slices.Index(log[1:], "uci")+1:]
	if !slices.Equal(second, want) {
		t.Errorf("after the restart:\n%s\nwant\n%s", strings.Join(second, "\n"), strings.Join(want, "\n"))
	}
	// A success resets the count: a later failure starts again at 1.
	if _, err := p.Best(ctxFor(t, 5*time.Second), start, moves, Limit{}); err != nil {
		t.Fatal(err)
	}
	if p.fails != 0 {
		t.Errorf("fails %d after a success", p.fails)
	}
}

func TestPlayerGivesUp(t *testing.T) {
	start := notation.StartPosition()
	for _, c := range []struct {
		name   string
		onGo   string
		reason RestartReason
	}{
		{"crash", goCrash, Crashed},
		{"hang", goHang, Hung},
		{"illegal move", goIllegal, Garbage},
		{"noise", goNoise, Garbage},
	} {
		before := runtime.NumGoroutine()
		o := quick(fake(t, "", c.onGo), "e2e4")
		var restarts []Restart
		o.OnRestart = func(r Restart) { restarts = append(restarts, r) }
		p, err := NewPlayer(ctxFor(t, 5*time.Second), o)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		began := time.Now()
		_, err = p.Best(context.Background(), start, nil, Limit{})
		took := time.Since(began)
		var gu *GaveUpError
		var ee *EngineError
		if !errors.As(err, &gu) || gu.Failures != 3 || gu.Last.Reason != c.reason || !errors.As(err, &ee) || ee.Reason != c.reason {
			t.Errorf("%s: %v", c.name, err)
		}
		if len(restarts) != 2 {
			t.Errorf("%s: %d restarts: %+v", c.name, len(restarts), restarts)
		}
		for i, r := range restarts {
			if r.Reason != c.reason || r.Attempt != i+1 || r.Err == nil {
				t.Errorf("%s: restart %d: %+v", c.name, i+1, r)
			}
		}
		// Three searches of at most movetime + margin + a start each.
		if took > 6*time.Second {
			t.Errorf("%s: took %v", c.name, took)
		}
		t.Logf("%s: %v after %v", c.name, err, took)
		// Given up is given up: no more restarts, the same error at once.
		began = time.Now()
		if _, err2 := p.Best(context.Background(), start, nil, Limit{}); err2 != err || time.Since(began) > 100*time.Millisecond {
			t.Errorf("%s: after giving up: %v", c.name, err2)
		}
		if len(restarts) != 2 {
			t.Errorf("%s: restarted after giving up", c.name)
		}
		p.Close()
		if _, err := p.Best(context.Background(), start, nil, Limit{}); !errors.Is(err, ErrClosed) {
			t.Errorf("%s: after Close: %v", c.name, err)
		}
		noLeak(t, before)
	}
}

func TestPlayerWithoutRestarts(t *testing.T) {
	o := quick(fake(t, "", goCrash), "e2e4")
	o.MaxRestarts = -1
	o.OnRestart = func(r Restart) { t.Errorf("restarted: %v", r) }
	p, err := NewPlayer(ctxFor(t, 5*time.Second), o)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	var gu *GaveUpError
	if _, err := p.Best(context.Background(), notation.StartPosition(), nil, Limit{}); !errors.As(err, &gu) || gu.Failures != 1 {
		t.Errorf("%v", err)
	}
}

func TestPlayerContextEndsTheRestarts(t *testing.T) {
	o := quick(fake(t, "", goCrash), "e2e4")
	o.RestartPause = 10 * time.Second
	o.MaxRestarts = 5
	p, err := NewPlayer(ctxFor(t, 5*time.Second), o)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 500*time.Millisecond)
	defer cancel()
	began := time.Now()
	if _, err := p.Best(ctx, notation.StartPosition(), nil, Limit{}); !errors.Is(err, context.DeadlineExceeded) || time.Since(began) > 2*time.Second {
		t.Errorf("%v after %v", err, time.Since(began))
	}
}

func TestPlayerKeepsTheLevel(t *testing.T) {
	path := fake(t, "", goCrashOnce)
	p, err := NewPlayer(ctxFor(t, 5*time.Second), quick(path, "e2e4"))
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	ctx := ctxFor(t, 5*time.Second)
	if got, err := p.SetLevel(ctx, Level{Skill: 4}); err != nil || got != (Level{Skill: 4}) {
		t.Fatalf("SetLevel: %v %v", got, err)
	}
	if err := p.NewGame(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Best(ctx, notation.StartPosition(), nil, Limit{}); err != nil {
		t.Fatal(err)
	}
	if p.Level() != (Level{Skill: 4}) || p.Name() != "Fake" {
		t.Errorf("after a restart: %v %q", p.Level(), p.Name())
	}
	log := fakeLog(t, path)
	if n := strings.Count(strings.Join(log, "\n"), "setoption name Skill Level value 3"); n != 2 {
		t.Errorf("Skill Level set %d times, want 2 (once, and again after the restart):\n%s", n, strings.Join(log, "\n"))
	}
}

func TestPlayerCloseEndsACall(t *testing.T) {
	before := runtime.NumGoroutine()
	p, err := NewPlayer(ctxFor(t, 5*time.Second), quick(fake(t, "", goSilent)))
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		_, err := p.Best(context.Background(), notation.StartPosition(), nil, Limit{MoveTime: 30 * time.Second})
		done <- err
	}()
	time.Sleep(100 * time.Millisecond)
	if p.Name() != "Fake" {
		t.Errorf("Name during a call: %q", p.Name())
	}
	began := time.Now()
	p.Close()
	select {
	case err := <-done:
		if !errors.Is(err, ErrClosed) || time.Since(began) > 3*time.Second {
			t.Errorf("Best during Close: %v after %v", err, time.Since(began))
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Best did not end after Close")
	}
	noLeak(t, before)
}

func TestRestartSentences(t *testing.T) {
	for r, want := range map[Restart]string{
		{Reason: Crashed, Attempt: 1, Max: 3}: "uci: restart 1/3: crashed",
		{Reason: Hung, Attempt: 2, Max: 3}:    "uci: restart 2/3: hung",
		{Reason: Garbage, Attempt: 3, Max: 3}: "uci: restart 3/3: garbage",
	} {
		if got := r.String(); got != want {
			t.Errorf("%v: %q, want %q", r.Reason, got, want)
		}
	}
	for r, want := range map[RestartReason]string{Crashed: "crashed", Hung: "hung", Garbage: "garbage", 9: "RestartReason(9)"} {
		if r.String() != want {
			t.Errorf("%d: %q", r, r.String())
		}
	}
}
