package uci

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/notation"
)

// Fake engines' answers to "go".
const (
	goGood    = `echo "info depth 3 score cp 25 nodes 100 pv $1"; echo "bestmove $1"`
	goCrash   = `echo "engine fault: simulated" >&2; exit 3`
	goHang    = `sleep 1000` // ignores "stop" and keeps its children busy
	goSilent  = `:`          // reads on but never answers "go"
	goIllegal = `echo "bestmove e2e5"`
	goNoise   = `while :; do echo "%%% $$ noise"; done`
	goLong    = `i=0; s=x; while [ $i -lt 17 ]; do s=$s$s; i=$((i+1)); done; echo "info string $s"`
	// crashes the first time only
	goCrashOnce = `if [ ! -e "$DIR/crashed" ]; then : > "$DIR/crashed"; exit 3; fi; echo "bestmove $1"`
)

func TestFakeStartNotFound(t *testing.T) {
	began := time.Now()
	_, err := Start(context.Background(), Options{Path: filepath.Join(t.TempDir(), "no-engine")})
	if err == nil || time.Since(began) > time.Second {
		t.Fatalf("missing engine: %v after %v", err, time.Since(began))
	}
	var nf *NotFoundError
	if _, err := FindEngine("rochade-no-such-engine"); !errors.As(err, &nf) || nf.Name != "rochade-no-such-engine" {
		t.Errorf("FindEngine: %v", err)
	}
	if p, err := FindEngine(""); err == nil && filepath.Base(p) != "stockfish" {
		t.Errorf("default engine %q", p)
	}
}

func TestFakeStartFailures(t *testing.T) {
	cases := []struct {
		name   string
		script string
		reason RestartReason
	}{
		{"exits at once", "#!/bin/sh\necho 'not an engine' >&2\nexit 1\n", Crashed},
		{"never says uciok", "#!/bin/sh\nwhile read l; do :; done\n", Hung},
		{"prints noise", "#!/bin/sh\nwhile :; do echo noise; done\n", Garbage},
		{"never says readyok", "#!/bin/sh\nwhile read l; do [ \"$l\" = uci ] && echo uciok; done\n", Hung},
	}
	for _, c := range cases {
		before := runtime.NumGoroutine()
		path := filepath.Join(t.TempDir(), "engine.sh")
		if err := os.WriteFile(path, []byte(c.script), 0o755); err != nil {
			t.Fatal(err)
		}
		began := time.Now()
		_, err := Start(context.Background(), quick(path))
		var ee *EngineError
		if !errors.As(err, &ee) || ee.Reason != c.reason {
			t.Errorf("%s: %v, want %v", c.name, err, c.reason)
		}
		if d := time.Since(began); d > 4*time.Second {
			t.Errorf("%s: took %v", c.name, d)
		}
		t.Logf("%s: %v", c.name, err)
		noLeak(t, before)
	}
}

func TestFakeEngineFailures(t *testing.T) {
	start := notation.StartPosition()
	cases := []struct {
		name   string
		onGo   string
		reason RestartReason
		msg    string
	}{
		{"crash", goCrash, Crashed, "exit status 3"},
		{"hang", goHang, Hung, "no bestmove within"},
		{"silent", goSilent, Hung, "no bestmove within"},
		{"illegal move", goIllegal, Garbage, `"e2e5" is not a legal move`},
		{"noise", goNoise, Garbage, "not UCI"},
		{"long line", goLong, Garbage, "longer than"},
	}
	for _, c := range cases {
		before := runtime.NumGoroutine()
		e, err := Start(ctxFor(t, 5*time.Second), quick(fake(t, "", c.onGo), "e2e4"))
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		began := time.Now()
		_, err = e.Best(context.Background(), start, nil, Limit{})
		var ee *EngineError
		if !errors.As(err, &ee) || ee.Reason != c.reason || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%s: %v, want %v with %q", c.name, err, c.reason, c.msg)
		}
		if d := time.Since(began); d > 3*time.Second {
			t.Errorf("%s: took %v", c.name, d)
		}
		if e.Err() != err {
			t.Errorf("%s: Err() = %v", c.name, e.Err())
		}
		if _, err2 := e.Best(context.Background(), start, nil, Limit{}); err2 != err {
			t.Errorf("%s: a broken engine answered %v", c.name, err2)
		}
		t.Logf("%s: %v", c.name, err)
		e.Close()
		if st := e.cmd.ProcessState; st == nil {
			t.Errorf("%s: process not waited for", c.name)
		}
		noLeak(t, before)
	}
}

func TestFakeCommandsSent(t *testing.T) {
	path := fake(t, "", goGood)
	o := quick(path, "e7e5")
	o.Settings = map[string]string{"Hash": "64"}
	o.Level = Level{Skill: 10}
	e, err := Start(ctxFor(t, 5*time.Second), o)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	ctx := ctxFor(t, 5*time.Second)
	start := notation.StartPosition()
	if _, err := e.Best(ctx, start, mustMoves(t, start, "e2e4"), Limit{}); err != nil {
		t.Fatal(err)
	}
	kiwi := mustFEN(t, kiwipete)
	if _, err := e.Best(ctx, kiwi, mustMoves(t, kiwi, "e1g1", "e8c8", "a2a3"), Limit{Depth: 7, Nodes: 5000}); err == nil {
		t.Error("e7e5 accepted in a position where it is not legal")
	}
	e.Close()
	want := []string{
		"uci",
		"setoption name Hash value 64",
		"setoption name UCI_LimitStrength value false",
		"setoption name Skill Level value 9",
		"isready",
		"ucinewgame",
		"isready",
		"position startpos moves e2e4",
		"go movetime 50",
		"position fen " + kiwipete + " moves e1g1 e8c8 a2a3",
		"go depth 7 nodes 5000",
		"quit",
	}
	if got := fakeLog(t, path); !slices.Equal(got, want) {
		t.Errorf("commands:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestFakeLevelCommands(t *testing.T) {
	path := fake(t, "", goGood)
	e, err := Start(ctxFor(t, 5*time.Second), quick(path))
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	ctx := ctxFor(t, 5*time.Second)
	steps := []struct {
		ask, got Level
		sent     []string
	}{
		{Level{Skill: 1}, Level{Skill: 1}, []string{"setoption name UCI_LimitStrength value false", "setoption name Skill Level value 0"}},
		{Level{Skill: 20}, Level{Skill: 20}, []string{"setoption name UCI_LimitStrength value false", "setoption name Skill Level value 20"}},
		{Level{Elo: 1000}, Level{Elo: 1350}, []string{"setoption name UCI_LimitStrength value true", "setoption name UCI_Elo value 1350"}},
		{Level{Elo: 3000}, Level{Elo: 2850}, []string{"setoption name UCI_LimitStrength value true", "setoption name UCI_Elo value 2850"}},
		{Level{Elo: 1800}, Level{Elo: 1800}, []string{"setoption name UCI_LimitStrength value true", "setoption name UCI_Elo value 1800"}},
		{Level{}, Level{}, []string{"setoption name UCI_LimitStrength value false", "setoption name Skill Level value 20"}},
	}
	for _, s := range steps {
		n := len(fakeLog(t, path))
		got, err := e.SetLevel(ctx, s.ask)
		if err != nil || got != s.got {
			t.Errorf("SetLevel(%v) = %v, %v; want %v", s.ask, got, err, s.got)
		}
		want := append(s.sent, "isready")
		if sent := fakeLog(t, path)[n:]; !slices.Equal(sent, want) {
			t.Errorf("SetLevel(%v) sent %q, want %q", s.ask, sent, want)
		}
	}
}

func TestFakeMissingOptions(t *testing.T) {
	path := fake(t, `echo "option name Hash type spin default 16 min 1 max 1024"`, goGood)
	e, err := Start(ctxFor(t, 5*time.Second), quick(path))
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	ctx := ctxFor(t, 5*time.Second)
	n := len(fakeLog(t, path))
	var oe *OptionError
	if _, err := e.SetLevel(ctx, Level{Skill: 5}); !errors.As(err, &oe) || oe.Name != "Skill Level" || !strings.Contains(err.Error(), `"Fake" has no such option`) {
		t.Errorf("Skill on an engine without it: %v", err)
	}
	if _, err := e.SetLevel(ctx, Level{Elo: 1500}); !errors.As(err, &oe) || oe.Name != "UCI_LimitStrength" {
		t.Errorf("Elo on an engine without it: %v", err)
	}
	if got, err := e.SetLevel(ctx, Level{}); err != nil || got != (Level{}) {
		t.Errorf("full strength needs no option: %v %v", got, err)
	}
	if sent := fakeLog(t, path)[n:]; len(sent) != 0 {
		t.Errorf("sent %q", sent)
	}
	if _, err := Start(ctx, Options{Path: path, Level: Level{Skill: 3}}); !errors.As(err, &oe) {
		t.Errorf("Start at a level the engine lacks: %v", err)
	}
}

func TestFakeScoreAndPonder(t *testing.T) {
	// Black to move: the engine's exact +10 is -10 for White (a later
	// bound and a second line do not replace it); the ponder move the fake
	// gives is not legal and is dropped.
	path := fake(t, "", `echo "info depth 1 score cp 10 pv $1"; echo "info depth 2 multipv 2 score cp 999"; echo "info depth 2 score cp 25 upperbound"; echo "bestmove $1 ponder a1a1"`)
	e, err := Start(ctxFor(t, 5*time.Second), quick(path, "e7e5"))
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	start := notation.StartPosition()
	r, err := e.Best(ctxFor(t, 5*time.Second), start, mustMoves(t, start, "e2e4"), Limit{})
	if err != nil {
		t.Fatal(err)
	}
	if r.Best.UCI() != "e7e5" || r.Ponder != notation.NullMove || !r.HasScore || r.Score != (Score{Value: -10}) || r.Depth != 2 {
		t.Errorf("got %+v", r)
	}
}

func TestFakeCloseKillsAHungEngine(t *testing.T) {
	before := runtime.NumGoroutine()
	// An engine that ignores "quit" and whose child holds its output open.
	path := fake(t, "", goGood)
	script, _ := os.ReadFile(path)
	script = []byte(strings.Replace(string(script), "quit) exit 0 ;;", "quit) sleep 1000 ;;", 1))
	if err := os.WriteFile(path, script, 0o755); err != nil {
		t.Fatal(err)
	}
	e, err := Start(ctxFor(t, 5*time.Second), quick(path))
	if err != nil {
		t.Fatal(err)
	}
	began := time.Now()
	if err := e.Close(); err == nil || !strings.Contains(err.Error(), "killed") {
		t.Errorf("Close: %v", err)
	}
	if d := time.Since(began); d > 3*time.Second {
		t.Errorf("Close took %v", d)
	}
	noLeak(t, before)
}

func TestFakeCloseDuringBest(t *testing.T) {
	e, err := Start(ctxFor(t, 5*time.Second), quick(fake(t, "", goSilent)))
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		_, err := e.Best(context.Background(), notation.StartPosition(), nil, Limit{MoveTime: 10 * time.Second})
		done <- err
	}()
	time.Sleep(100 * time.Millisecond)
	e.Close()
	select {
	case err := <-done:
		if !errors.Is(err, ErrClosed) {
			t.Errorf("Best during Close: %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Best did not end after Close")
	}
}

func TestLimitCommandAndWait(t *testing.T) {
	o := Options{}.withDefaults()
	cases := []struct {
		l    Limit
		cmd  string
		wait time.Duration
		turn notation.Color
	}{
		{Limit{MoveTime: 1500 * time.Millisecond}, "go movetime 1500", 1500*time.Millisecond + DefaultMargin, notation.White},
		{Limit{MoveTime: time.Microsecond}, "go movetime 1", time.Microsecond + DefaultMargin, notation.White},
		{Limit{Depth: 12}, "go depth 12", DefaultSearchTimeout + DefaultMargin, notation.White},
		{Limit{Nodes: 1e6, Timeout: time.Second}, "go nodes 1000000", time.Second, notation.Black},
		{Limit{WTime: time.Minute, BTime: 30 * time.Second, WInc: 2 * time.Second, BInc: 2 * time.Second, MovesToGo: 20},
			"go wtime 60000 btime 30000 winc 2000 binc 2000 movestogo 20", 32*time.Second + DefaultMargin, notation.Black},
	}
	for _, c := range cases {
		if got := c.l.command(); got != c.cmd {
			t.Errorf("%+v: %q, want %q", c.l, got, c.cmd)
		}
		if got := c.l.wait(&o, c.turn); got != c.wait {
			t.Errorf("%+v: wait %v, want %v", c.l, got, c.wait)
		}
	}
	if o.Limit != (Limit{MoveTime: DefaultMoveTime}) {
		t.Errorf("default limit %+v", o.Limit)
	}
}

func TestSkillValue(t *testing.T) {
	want := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20}
	for level := 1; level <= 20; level++ {
		if got := SkillValue(level, 0, 20); got != want[level-1] {
			t.Errorf("level %d: Skill Level %d, want %d", level, got, want[level-1])
		}
	}
	if SkillValue(1, 5, 5) != 5 || SkillValue(20, 0, 10) != 10 || SkillValue(10, 0, 10) != 5 || SkillValue(99, 0, 20) != 20 {
		t.Error("other ranges")
	}
}
