package assistant

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/notation"
)

// fakeEngine keeps the requests; the test answers them.
type fakeEngine struct{ asked []EngineRequest }

func (f *fakeEngine) Ask(r EngineRequest) { f.asked = append(f.asked, r) }

func (f *fakeEngine) last(t *testing.T, p Purpose) EngineRequest {
	t.Helper()
	for i := len(f.asked) - 1; i >= 0; i-- {
		if f.asked[i].Purpose == p {
			return f.asked[i]
		}
	}
	t.Fatalf("the engine was not asked for purpose %d: %+v", p, f.asked)
	return EngineRequest{}
}

func (h *harness) answer(a EngineAnswer) {
	h.t.Helper()
	if err := h.s.Handle(Input{Kind: EngineInput, Engine: a, Time: h.now}); err != nil {
		h.t.Fatal(err)
	}
}

// move answers the engine's move request with a move in SAN.
func (h *harness) engineMoves(f *fakeEngine, san string) {
	h.t.Helper()
	r := f.last(h.t, ForMove)
	p := r.Start
	for _, m := range r.Moves {
		p.Play(m)
	}
	m, err := notation.ParseMove(&p, san, nil)
	if err != nil {
		h.t.Fatal(err)
	}
	h.answer(EngineAnswer{ID: r.ID, Purpose: ForMove, Move: m})
}

var bn = notation.MakePiece(notation.Black, notation.Knight)

func TestEngineMoveAnnouncedAndExpected(t *testing.T) {
	f := &fakeEngine{}
	h := newHarness(t, Config{Engine: f, Side: notation.White, Clock: SoftClock, Control: mustTC(t, "300+0")}, notation.NewGame())
	if len(f.asked) != 0 {
		t.Fatal("the engine was asked on White's turn")
	}
	h.set("e2", no)
	h.set("e4", wp)
	r := f.last(t, ForMove)
	if len(r.Moves) != 1 || r.Moves[0].UCI() != "e2e4" {
		t.Fatalf("the engine was asked about %v", r.Moves)
	}
	h.wait(2 * time.Second)
	h.engineMoves(f, "Nf6")
	if !h.out.has("Computer: Springer Gustav acht nach Felix sechs") {
		t.Fatalf("the engine's move was not said: %q", h.out.texts())
	}
	if got := h.askLine("repeat"); got[0] != "Computer: Springer Gustav acht nach Felix sechs" {
		t.Errorf("repeat: %q", got)
	}
	// A different move made for the engine: not recorded, corrected.
	h.wait(3 * time.Second)
	h.set("e7", no)
	h.set("e5", bp)
	h.wait(time.Second)
	if !h.out.has("Zug ausführen: Springer Gustav acht nach Felix sechs") {
		t.Fatalf("the wrong move was not corrected: %q", h.out.texts())
	}
	if n := len(h.s.Game().Moves); n != 1 {
		t.Fatalf("the wrong move was recorded: %d moves", n)
	}
	// The pawn back, the knight out: recorded, and Black's time (the
	// engine's) ran until then (D.2.4).
	h.set("e5", no)
	h.set("e7", bp)
	h.wait(time.Second)
	h.set("g8", no)
	h.set("f6", bn)
	h.wait(time.Second)
	if got := len(h.s.Game().Moves); got != 2 {
		t.Fatalf("record has %d moves after the engine's move was made", got)
	}
	if got := h.askLine("time")[0]; got != "Zug 2, Weiß am Zug. Weiß 0:04:59. Schwarz 0:04:53." && got != "Zug 2, Weiß am Zug. Weiß 0:05:00. Schwarz 0:04:53." {
		t.Errorf("time %q", got)
	}
	if h.out.count("Springer Felix sechs") != 0 {
		t.Errorf("the engine's move was announced again when made: %q", h.out.texts())
	}
}

func TestEngineRequests(t *testing.T) {
	f := &fakeEngine{}
	h := newHarness(t, Config{Engine: f, Side: notation.White, EvalNumbers: true}, notation.NewGame())
	h.askLine("hint")
	r := f.last(t, ForHint)
	p := notation.StartPosition()
	nf3, _ := notation.ParseMove(&p, "Nf3", nil)
	h.answer(EngineAnswer{ID: r.ID, Purpose: ForHint, Move: nf3})
	if !h.out.has("Tipp: Springer Felix drei") {
		t.Errorf("hint: %q", h.out.texts())
	}
	// A hint answered for a position that is gone is asked again, for
	// the position of the player's next move: after the engine's reply.
	h.askLine("hint")
	r = f.last(t, ForHint)
	h.set("e2", no)
	h.set("e4", wp)
	h.answer(EngineAnswer{ID: r.ID, Purpose: ForHint, Move: nf3})
	if again := f.last(t, ForHint); again.ID != r.ID {
		t.Errorf("the hint was asked again before the engine chose its move: %+v", again.Moves)
	}
	h.engineMoves(f, "e5")
	if again := f.last(t, ForHint); again.ID == r.ID || uci(again.Moves) != "e2e4 e7e5 " {
		t.Errorf("the hint was not asked again for the position after the engine's move: %s", uci(again.Moves))
	}
	h.askLine("eval")
	r = f.last(t, ForEval)
	h.answer(EngineAnswer{ID: r.ID, Purpose: ForEval, Eval: announce.Eval{Centipawns: 35}})
	if !h.out.has("Ausgeglichen, +0.4") {
		t.Errorf("eval: %q", h.out.texts())
	}
	h.askLine("level 5")
	r = f.last(t, ForLevel)
	if r.Level != 5 {
		t.Errorf("level asked %d", r.Level)
	}
	h.answer(EngineAnswer{ID: r.ID, Purpose: ForLevel, Level: 5})
	if !h.out.has("Stufe 5") {
		t.Errorf("level: %q", h.out.texts())
	}
	// Without an engine these requests are refused with a word.
	h2 := newHarness(t, Config{}, notation.NewGame())
	if got := h2.askLine("hint"); got[0] != "Unbekannte Anfrage" {
		t.Errorf("hint without an engine: %q", got)
	}
}

// Takeback: the player's move and the engine's answer go; the pieces to
// put back are said, and the record drops the moves once the board shows
// the earlier position.
func TestEngineTakeback(t *testing.T) {
	f := &fakeEngine{}
	h := newHarness(t, Config{Engine: f, Side: notation.White}, notation.NewGame())
	h.set("e2", no)
	h.set("e4", wp)
	h.engineMoves(f, "e5")
	h.set("e7", no)
	h.set("e5", bp)
	h.wait(time.Second)
	if n := len(h.s.Game().Moves); n != 2 {
		t.Fatalf("%d moves before the takeback", n)
	}
	asked := len(f.asked)
	got := h.askLine("takeback")
	if len(got) != 1 || !strings.HasPrefix(got[0], "Stellung prüfen") || !strings.Contains(got[0], "weißen Bauern auf Eva zwei setzen") || !strings.Contains(got[0], "schwarzen Bauern auf Eva sieben setzen") {
		t.Fatalf("takeback said %q", got)
	}
	h.set("e5", no)
	h.set("e7", bp)
	h.set("e4", no)
	h.set("e2", wp)
	h.wait(2 * time.Second)
	if n := len(h.s.Game().Moves); n != 0 {
		t.Errorf("%d moves after the takeback", n)
	}
	if !h.out.has("Stellung in Ordnung") {
		t.Errorf("the takeback was not confirmed: %q", h.out.texts())
	}
	if len(f.asked) != asked {
		t.Errorf("the engine was asked on the player's turn: %+v", f.asked[asked:])
	}
	if rec := h.out.lastGame(t); len(rec.Moves) != 0 {
		t.Errorf("the record still has %d moves", len(rec.Moves))
	}
}

// The engine plays White: asked as soon as the board is there. An answer
// for a position that is gone is dropped; a failure is retried.
func TestEngineWhiteStaleAndRetry(t *testing.T) {
	f := &fakeEngine{}
	h := newHarness(t, Config{Engine: f, Side: notation.Black}, notation.NewGame())
	r := f.last(t, ForMove)
	h.answer(EngineAnswer{ID: r.ID, Purpose: ForMove, Err: errors.New("engine crashed three times")})
	if h.out.has("Computer:") {
		t.Fatal("a failed answer was announced")
	}
	n := len(f.asked)
	h.wait(11 * time.Second)
	if len(f.asked) != n+1 {
		t.Fatalf("the engine was asked %d more times after the failure", len(f.asked)-n)
	}
	h.answer(EngineAnswer{ID: r.ID, Purpose: ForMove}) // the old request: dropped
	if h.out.has("Computer:") {
		t.Fatal("a stale answer was announced")
	}
	h.engineMoves(f, "d4")
	if !h.out.has("Computer: Bauer David zwei nach David vier") {
		t.Errorf("said %q", h.out.texts())
	}
}

// Against an engine a threefold repetition ends the game as a draw.
func TestEngineThreefoldRepetition(t *testing.T) {
	f := &fakeEngine{}
	h := newHarness(t, Config{Engine: f, Side: notation.White}, notation.NewGame())
	wn := notation.MakePiece(notation.White, notation.Knight)
	for i := 0; i < 2; i++ {
		h.set("g1", no)
		h.set("f3", wn)
		h.engineMoves(f, "Nf6")
		h.set("g8", no)
		h.set("f6", bn)
		h.set("f3", no)
		h.set("g1", wn)
		h.engineMoves(f, "Ng8")
		h.set("f6", no)
		h.set("g8", bn)
		h.wait(time.Second)
	}
	if rec := h.out.lastGame(t); rec.Result != "1/2-1/2" || len(rec.Moves) != 8 {
		t.Errorf("after a threefold repetition: %q after %d moves", rec.Result, len(rec.Moves))
	}
	if !h.out.has("Remis") {
		t.Errorf("said %q", h.out.texts())
	}
}

// Every deadline the session gives is in the future once Tick has run at
// it: nothing makes Run spin. A failed engine answer followed by a
// takeback (the engine's turn is gone) is such a case.
func TestDeadlinesMoveOn(t *testing.T) {
	f := &fakeEngine{}
	h := newHarness(t, Config{Engine: f, Side: notation.White}, notation.NewGame())
	h.set("e2", no)
	h.set("e4", wp)
	r := f.last(t, ForMove)
	h.answer(EngineAnswer{ID: r.ID, Purpose: ForMove, Err: errors.New("no answer")})
	h.askLine("takeback")
	h.set("e4", no)
	h.set("e2", wp)
	for i := 0; i < 50; i++ {
		at, ok := h.s.Deadline()
		if !ok {
			return
		}
		if !at.After(h.now) && i > 0 {
			t.Fatalf("deadline %v is not after %v after a tick", at, h.now)
		}
		if at.After(h.now) {
			h.now = at
		}
		h.s.Tick(h.now)
	}
}

// While pieces are carried back for a takeback, a piece put back that
// looks like a move is not recorded.
func TestTakebackThroughAMoveLikeStep(t *testing.T) {
	f := &fakeEngine{}
	h := newHarness(t, Config{Engine: f, Side: notation.White}, gameFrom(t, "", "e4", "e5"))
	wn := notation.MakePiece(notation.White, notation.Knight)
	h.set("g1", no)
	h.set("f3", wn)
	h.engineMoves(f, "Nc6")
	h.set("b8", no)
	h.set("c6", bn)
	h.wait(time.Second)
	h.askLine("takeback")
	// The white knight goes back first: Ng1 would be a legal move.
	h.set("f3", no)
	h.set("g1", wn)
	h.wait(time.Second)
	h.set("c6", no)
	h.set("b8", bn)
	h.wait(2 * time.Second)
	if n := len(h.s.Game().Moves); n != 2 {
		t.Errorf("after the takeback the record has %d moves, want 2", n)
	}
	if h.out.has("Springer Gustav eins") || !h.out.has("Stellung in Ordnung") {
		t.Errorf("said %q", h.out.texts())
	}
}

// After mate, a result or a flag, hint, eval and takeback say that the
// game is over and its result; the engine is not asked about a finished
// game, and nothing is taken back.
func TestGameOverAnswers(t *testing.T) {
	over := func(t *testing.T, h *harness, f *fakeEngine, result, words string) {
		t.Helper()
		asked := len(f.asked)
		moves := len(h.s.Game().Moves)
		for _, req := range []string{"hint", "eval", "takeback"} {
			notices := len(h.out.notices)
			got := h.askLine(req)
			if len(got) != 1 || got[0] != "Partie beendet. "+words {
				t.Errorf("%s after the end said %q", req, got)
			}
			if n := h.out.notices[notices:]; len(n) != 1 || n[0].Kind != AlreadyOver || n[0].Text != result {
				t.Errorf("%s after the end: notices %+v", req, n)
			}
		}
		if len(f.asked) != asked {
			t.Errorf("the engine was asked about a finished game: %+v", f.asked[asked:])
		}
		if n := len(h.s.Game().Moves); n != moves {
			t.Errorf("%d moves after takeback, want %d", n, moves)
		}
	}
	t.Run("mate", func(t *testing.T) {
		f := &fakeEngine{}
		// Fool's mate, Black (the engine) to play Qh4#.
		h := newHarness(t, Config{Engine: f, Side: notation.White}, gameFrom(t, "", "f3", "e5", "g4"))
		h.engineMoves(f, "Qh4#")
		h.set("d8", no)
		h.set("h4", notation.MakePiece(notation.Black, notation.Queen))
		h.wait(time.Second)
		if g := h.s.Game(); g.Result != "0-1" {
			t.Fatalf("the mate was not recorded: %q after %d moves; said %q", g.Result, len(g.Moves), h.out.texts())
		}
		over(t, h, f, "0-1", "Schwarz gewinnt")
	})
	t.Run("flag", func(t *testing.T) {
		f := &fakeEngine{}
		h := newHarness(t, Config{Engine: f, Side: notation.White, Clock: SoftClock, Control: mustTC(t, "10+0")}, notation.NewGame())
		h.set("e2", no)
		h.set("e4", wp)
		h.engineMoves(f, "e5")
		h.set("e7", no)
		h.set("e5", bp)
		h.wait(12 * time.Second)
		if !h.out.has("Zeitüberschreitung Weiß") {
			t.Fatalf("no flag fall: %q", h.out.texts())
		}
		over(t, h, f, "0-1", "Schwarz gewinnt")
	})
	t.Run("hint asked before the mate", func(t *testing.T) {
		f := &fakeEngine{}
		h := newHarness(t, Config{Engine: f, Side: notation.White}, gameFrom(t, "", "f3", "e5"))
		h.askLine("hint")
		r := f.last(t, ForHint)
		h.set("g2", no)
		h.set("g4", wp)
		h.engineMoves(f, "Qh4#")
		h.set("d8", no)
		h.set("h4", notation.MakePiece(notation.Black, notation.Queen))
		h.wait(time.Second)
		n := len(h.out.said)
		h.answer(EngineAnswer{ID: r.ID, Purpose: ForHint, Err: errors.New("no legal move")})
		if got := h.out.texts()[n:]; len(got) != 1 || got[0] != "Partie beendet. Schwarz gewinnt" {
			t.Errorf("the hint answered after the mate said %q", got)
		}
		for _, nt := range h.out.notices {
			if nt.Kind == EngineFailed {
				t.Errorf("a hint answered after the mate was an engine failure: %+v", nt)
			}
		}
	})
}
