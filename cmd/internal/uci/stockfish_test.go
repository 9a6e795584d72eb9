package uci

import (
	"context"
	"errors"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/notation"
)

const kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

func startStockfish(t *testing.T, o Options) *Engine {
	t.Helper()
	o.Path = stockfish(t)
	if o.Settings == nil {
		o.Settings = map[string]string{"Threads": "1", "Hash": "16"}
	}
	e, err := Start(ctxFor(t, 30*time.Second), o)
	if err != nil {
		t.Fatalf("Start: %v", err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

func TestStockfishStartAndOptions(t *testing.T) {
	e := startStockfish(t, Options{})
	if !strings.HasPrefix(e.Name(), "Stockfish") {
		t.Errorf("name %q", e.Name())
	}
	if e.Author() == "" {
		t.Error("no author")
	}
	skill, ok := e.Option("skill level")
	if !ok || skill.Type != "spin" || !skill.HasMin || !skill.HasMax || skill.Min != 0 || skill.Max != 20 {
		t.Errorf("Skill Level: %+v %v", skill, ok)
	}
	if _, ok := e.Option("UCI_Elo"); !ok {
		t.Error("no UCI_Elo")
	}
	if n := len(e.Options()); n < 10 {
		t.Errorf("only %d options", n)
	}
	ctx := ctxFor(t, 10*time.Second)
	var oe *OptionError
	if err := e.SetOption(ctx, "Toaster", "on"); !errors.As(err, &oe) || !strings.Contains(err.Error(), "no such option") {
		t.Errorf("unknown option: %v", err)
	}
	if err := e.SetOption(ctx, "Threads", "0"); !errors.As(err, &oe) || !strings.Contains(err.Error(), "range 1 to") {
		t.Errorf("Threads 0: %v", err)
	}
	if err := e.SetOption(ctx, "Hash", "lots"); !errors.As(err, &oe) {
		t.Errorf("Hash lots: %v", err)
	}
	if err := e.SetOption(ctx, "Ponder", "yes"); !errors.As(err, &oe) {
		t.Errorf("Ponder yes: %v", err)
	}
	if err := e.SetOption(ctx, "hash", "32"); err != nil {
		t.Errorf("hash 32: %v", err)
	}
	if err := e.SetOption(ctx, "Clear Hash", ""); err != nil {
		t.Errorf("Clear Hash: %v", err)
	}
	if err := e.Err(); err != nil {
		t.Errorf("engine broken after refused options: %v", err)
	}
	if _, err := Start(ctx, Options{Path: stockfish(t), Settings: map[string]string{"No Such Thing": "1"}}); !errors.As(err, &oe) {
		t.Errorf("Start with an unknown setting: %v", err)
	}
}

func TestStockfishBestIsLegal(t *testing.T) {
	e := startStockfish(t, Options{Limit: Limit{MoveTime: 200 * time.Millisecond}})
	start := notation.StartPosition()
	cases := []struct {
		name  string
		start notation.Position
		moves []string
	}{
		{"start", start, nil},
		{"kiwipete", mustFEN(t, kiwipete), nil},
		{"after castling", start, []string{"e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "e1g1"}},
		{"kiwipete after moves", mustFEN(t, kiwipete), []string{"e1c1", "e8g8"}},
		{"promotion", mustFEN(t, "8/P6k/8/8/8/8/6K1/8 w - - 0 1"), nil},
	}
	for _, c := range cases {
		ctx := ctxFor(t, 10*time.Second)
		moves := mustMoves(t, c.start, c.moves...)
		r, err := e.Best(ctx, c.start, moves, Limit{})
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		pos := c.start
		for _, m := range moves {
			pos.Play(m)
		}
		if !pos.IsLegal(r.Best) {
			t.Errorf("%s: %s is not legal", c.name, r.Best)
		}
		if r.Depth <= 0 || !r.HasScore || r.Nodes <= 0 {
			t.Errorf("%s: depth %d score %v %v nodes %d", c.name, r.Depth, r.HasScore, r.Score, r.Nodes)
		}
		if r.Ponder != notation.NullMove {
			after := pos
			after.Play(r.Best)
			if !after.IsLegal(r.Ponder) {
				t.Errorf("%s: ponder %s is not legal", c.name, r.Ponder)
			}
		}
		t.Logf("%s: %s ponder %s score %v depth %d", c.name, r.Best, r.Ponder, r.Score, r.Depth)
	}
	// A promotion that mates (to a queen or a rook) must be found.
	r, err := e.Best(ctxFor(t, 10*time.Second), mustFEN(t, "k7/2P5/1K6/8/8/8/8/8 w - - 0 1"), nil, Limit{Depth: 6})
	if err != nil || r.Best.From() != notation.Sq(2, 6) || r.Best.To() != notation.Sq(2, 7) || r.Best.Promotion() == notation.NoPieceType ||
		!r.Score.Mate || r.Score.Value != 1 {
		t.Errorf("promotion: %v %v %v", r.Best, r.Score, err)
	}
}

func TestStockfishMateInOne(t *testing.T) {
	e := startStockfish(t, Options{})
	cases := []struct {
		fen, mate string
		value     int // from White's point of view
	}{
		{"6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8", 1},
		{"r5k1/8/8/8/8/8/5PPP/6K1 b - - 0 1", "a8a1", -1},
		{"r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 0 1", "h5f7", 1},
	}
	for _, c := range cases {
		r, err := e.Best(ctxFor(t, 10*time.Second), mustFEN(t, c.fen), nil, Limit{Depth: 6})
		if err != nil {
			t.Fatalf("%s: %v", c.fen, err)
		}
		if r.Best.UCI() != c.mate || !r.HasScore || !r.Score.Mate || r.Score.Value != c.value {
			t.Errorf("%s: got %s score %v (mate %v), want %s mate %d", c.fen, r.Best, r.Score, r.Score.Mate, c.mate, c.value)
		}
	}
	// The score is turned to White's point of view.
	r, err := e.Best(ctxFor(t, 10*time.Second), mustFEN(t, "4k3/8/8/8/8/8/q7/4K3 w - - 0 1"), nil, Limit{Depth: 8})
	if err != nil || r.Score.Mate || r.Score.Value > -500 {
		t.Errorf("White without a queen against one: %v %v", r.Score, err)
	}
	r, err = e.Best(ctxFor(t, 10*time.Second), mustFEN(t, "4k3/8/8/8/8/8/q7/4K3 b - - 0 1"), nil, Limit{Depth: 8})
	if err != nil || r.Score.Value > -500 {
		t.Errorf("the same with Black to move: %v %v", r.Score, err)
	}
}

func TestStockfishNoLegalMoveAndBadMoves(t *testing.T) {
	e := startStockfish(t, Options{})
	ctx := ctxFor(t, 10*time.Second)
	for _, fen := range []string{"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1"} {
		if _, err := e.Best(ctx, mustFEN(t, fen), nil, Limit{}); !errors.Is(err, ErrNoLegalMove) {
			t.Errorf("%s: %v", fen, err)
		}
	}
	start := notation.StartPosition()
	bad := notation.NewMove(notation.Sq(4, 1), notation.Sq(4, 4), notation.NoPieceType)
	if _, err := e.Best(ctx, start, []notation.Move{bad}, Limit{}); err == nil || !strings.Contains(err.Error(), "not legal") {
		t.Errorf("illegal move in the list: %v", err)
	}
	if err := e.Err(); err != nil {
		t.Errorf("engine broken: %v", err)
	}
}

func TestStockfishLevels(t *testing.T) {
	e := startStockfish(t, Options{Level: Level{Skill: 3}})
	if got := e.Level(); got != (Level{Skill: 3}) {
		t.Errorf("level after Start: %v", got)
	}
	ctx := ctxFor(t, 30*time.Second)
	elo, _ := e.Option("UCI_Elo")
	for _, c := range []struct{ ask, want Level }{
		{Level{Skill: 1}, Level{Skill: 1}},
		{Level{Skill: 20}, Level{Skill: 20}},
		{Level{Elo: 1}, Level{Elo: elo.Min}},
		{Level{Elo: 99999}, Level{Elo: elo.Max}},
		{Level{Elo: 2000}, Level{Elo: 2000}},
		{Level{}, Level{}},
	} {
		got, err := e.SetLevel(ctx, c.ask)
		if err != nil || got != c.want || e.Level() != c.want {
			t.Errorf("SetLevel(%v) = %v, %v; want %v", c.ask, got, err, c.want)
		}
		r, err := e.Best(ctx, notation.StartPosition(), nil, Limit{MoveTime: 100 * time.Millisecond})
		if err != nil || !notationStartLegal(r.Best) {
			t.Errorf("%v: best %v, %v", c.ask, r.Best, err)
		}
	}
	for _, bad := range []Level{{Skill: 21}, {Skill: -1}, {Skill: 5, Elo: 1500}, {Elo: -3}} {
		if _, err := e.SetLevel(ctx, bad); err == nil {
			t.Errorf("SetLevel(%+v) accepted", bad)
		}
	}
	if e.Level() != (Level{}) {
		t.Errorf("a refused level changed the level to %v", e.Level())
	}
}

func notationStartLegal(m notation.Move) bool {
	p := notation.StartPosition()
	return p.IsLegal(m)
}

func TestStockfishCancelStopsTheSearch(t *testing.T) {
	e := startStockfish(t, Options{})
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	began := time.Now()
	_, err := e.Best(ctx, notation.StartPosition(), nil, Limit{MoveTime: 20 * time.Second})
	if !errors.Is(err, context.DeadlineExceeded) || time.Since(began) > 5*time.Second {
		t.Fatalf("cancelled search: %v after %v", err, time.Since(began))
	}
	if err := e.Err(); err != nil {
		t.Fatalf("engine broken after a stop: %v", err)
	}
	r, err := e.Best(ctxFor(t, 10*time.Second), mustFEN(t, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"), nil, Limit{Depth: 4})
	if err != nil || r.Best.UCI() != "a1a8" {
		t.Errorf("the next search: %v %v", r.Best, err)
	}
}

func TestStockfishCloseLeavesNothing(t *testing.T) {
	stockfish(t)
	before := runtime.NumGoroutine()
	// The default engine is Stockfish, from PATH or /usr/games.
	e, err := Start(ctxFor(t, 30*time.Second), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.Best(ctxFor(t, 10*time.Second), notation.StartPosition(), nil, Limit{MoveTime: 50 * time.Millisecond}); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(e.Name(), "Stockfish") {
		t.Errorf("default engine %q at %s", e.Name(), e.Path())
	}
	pid := e.cmd.Process.Pid
	if err := e.Close(); err != nil {
		t.Errorf("Close: %v", err)
	}
	if err := e.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
	if st := e.cmd.ProcessState; st == nil || !st.Exited() || st.ExitCode() != 0 {
		t.Errorf("process state %v", st)
	}
	// A zombie would still answer a signal 0.
	if processExists(pid) {
		t.Errorf("process %d is still there", pid)
	}
	if _, err := e.Best(context.Background(), notation.StartPosition(), nil, Limit{}); !errors.Is(err, ErrClosed) {
		t.Errorf("Best after Close: %v", err)
	}
	noLeak(t, before)
}

func TestStockfishPlayer(t *testing.T) {
	var restarts []Restart
	p, err := NewPlayer(ctxFor(t, 30*time.Second), Options{Path: stockfish(t), Level: Level{Elo: 1500}, OnRestart: func(r Restart) { restarts = append(restarts, r) }})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	// Kill the engine behind the Player's back: the next question is
	// answered by a restarted engine, at the same level.
	p.eng.cmd.Process.Kill()
	pos := notation.StartPosition()
	moves := mustMoves(t, pos, "e2e4", "e7e5")
	r, err := p.Best(ctxFor(t, 30*time.Second), pos, moves, Limit{MoveTime: 100 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	after := pos
	for _, m := range moves {
		after.Play(m)
	}
	if !after.IsLegal(r.Best) {
		t.Errorf("%s not legal", r.Best)
	}
	if len(restarts) != 1 || restarts[0].Reason != Crashed {
		t.Errorf("restarts: %v", restarts)
	}
	if p.Level() != (Level{Elo: 1500}) {
		t.Errorf("level after restart: %v", p.Level())
	}
}
