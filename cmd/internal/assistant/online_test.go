package assistant

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/notation"
)

// fakeServer keeps what the session sent.
type fakeServer struct {
	sent    []string // "ply uci"
	acts    []ServerAction
	pending bool // a challenge waits
}

func (f *fakeServer) Send(ply int, m notation.Move) {
	f.sent = append(f.sent, strconv.Itoa(ply)+" "+m.UCI())
}

func (f *fakeServer) Act(a ServerAction) bool {
	f.acts = append(f.acts, a)
	return a != ActAccept && a != ActDecline || f.pending
}

// uciMoves reads UCI moves from the starting position.
func uciMoves(t *testing.T, list ...string) []notation.Move {
	t.Helper()
	out, n := ServerMoves(notation.StartPosition(), list)
	if n != len(list) {
		t.Fatalf("%q: only %d read", list, n)
	}
	return out
}

func (h *harness) server(u ServerUpdate) {
	h.t.Helper()
	if err := h.s.Handle(Input{Kind: ServerInput, Server: u, Time: h.now}); err != nil {
		h.t.Fatal(err)
	}
}

func (f *fakeOut) countExact(text string) int {
	n := 0
	for _, s := range f.said {
		if s.text == text {
			n++
		}
	}
	return n
}

// The server's moves are announced once however often its list comes,
// expected on the board, and the player's moves are sent once each.
func TestOnlineMovesOnceEach(t *testing.T) {
	f := &fakeServer{}
	h := newHarness(t, Config{Server: f, Side: notation.White, Clock: ServerClock}, notation.NewGame())
	h.set("e2", no)
	h.set("e4", wp)
	h.wait(2 * time.Second)
	if len(f.sent) != 1 || f.sent[0] != "0 e2e4" {
		t.Fatalf("sent %q", f.sent)
	}
	// The server's list without the reply, twice (a reconnection).
	h.server(ServerUpdate{Kind: ServerState, Moves: uciMoves(t, "e2e4"), Status: "started"})
	h.server(ServerUpdate{Kind: ServerState, Moves: uciMoves(t, "e2e4"), Status: "started"})
	reply := "Schwarz: Bauer Eva sieben nach Eva fünf"
	for range 3 {
		h.server(ServerUpdate{Kind: ServerState, Moves: uciMoves(t, "e2e4", "e7e5"), Status: "started",
			Timed: true, White: 10 * time.Minute, Black: 9 * time.Minute, At: h.now})
	}
	if n := h.out.countExact(reply); n != 1 {
		t.Fatalf("the reply was said %d times: %q", n, h.out.texts())
	}
	// The clocks: White's runs from the line's time (the server has the
	// reply; the board not yet).
	h.wait(30 * time.Second)
	if got := h.askLine("time")[0]; got != "Zug 1, Schwarz am Zug. Weiß 0:09:30. Schwarz 0:09:00." {
		t.Errorf("time %q", got)
	}
	// Made on the board: recorded, not said again, not sent.
	h.set("e7", no)
	h.set("e5", bp)
	h.wait(2 * time.Second)
	if got := len(h.s.Game().Moves); got != 2 {
		t.Fatalf("record has %d moves", got)
	}
	h.set("g1", no)
	h.set("f3", wn)
	h.wait(2 * time.Second)
	h.server(ServerUpdate{Kind: ServerState, Moves: uciMoves(t, "e2e4", "e7e5", "g1f3"), Status: "started"})
	if len(f.sent) != 2 || f.sent[1] != "2 g1f3" || h.out.countExact(reply) != 1 {
		t.Fatalf("sent %q, said %q", f.sent, h.out.texts())
	}
	// A move made for the opponent before the server had one: put back.
	h.set("b8", no)
	h.set("c6", bn)
	h.wait(2 * time.Second)
	if h.out.noticed(OpponentToMove) != 1 || len(h.s.Game().Moves) != 3 {
		t.Fatalf("a move for the opponent was taken: %d notices, %d moves", h.out.noticed(OpponentToMove), len(h.s.Game().Moves))
	}
}

// A move the server refuses is said with its reason, and the board is
// guided back; the move made again is sent again.
func TestOnlineRefusedMove(t *testing.T) {
	f := &fakeServer{}
	h := newHarness(t, Config{Server: f, Side: notation.White}, notation.NewGame())
	h.set("e2", no)
	h.set("e4", wp)
	h.wait(2 * time.Second)
	h.server(ServerUpdate{Kind: ServerRefused, Ply: 0, Reason: "Not your turn, or game already over"})
	if h.out.noticed(MoveRefused) != 1 {
		t.Fatalf("not said: %+v", h.out.notices)
	}
	h.set("e4", no)
	h.set("e2", wp)
	h.wait(2 * time.Second)
	if n := len(h.s.Game().Moves); n != 0 {
		t.Fatalf("the refused move stayed: %d moves", n)
	}
	h.set("d2", no)
	h.set("d4", wp)
	h.wait(2 * time.Second)
	if len(f.sent) != 2 || f.sent[1] != "0 d2d4" {
		t.Fatalf("sent %q", f.sent)
	}
}

// Offers are said and answered by request; the server's end of the game
// ends the record's.
func TestOnlineOffersAndEnd(t *testing.T) {
	f := &fakeServer{}
	h := newHarness(t, Config{Server: f, Side: notation.Black}, notation.NewGame())
	h.server(ServerUpdate{Kind: ServerState, Moves: uciMoves(t, "d2d4"), Status: "started", DrawOffer: true})
	h.server(ServerUpdate{Kind: ServerState, Moves: uciMoves(t, "d2d4"), Status: "started", DrawOffer: true})
	if h.out.noticed(DrawOffered) != 1 || !h.out.has("Weiß: Bauer David zwei nach David vier") {
		t.Fatalf("notices %+v, said %q", h.out.notices, h.out.texts())
	}
	h.askLine("decline")
	if len(f.acts) != 1 || f.acts[0] != ActDrawDecline {
		t.Fatalf("acts %v", f.acts)
	}
	h.askLine("decline")
	if h.out.noticed(NothingToAnswer) != 1 {
		t.Errorf("a second decline: %+v", h.out.notices)
	}
	h.server(ServerUpdate{Kind: ServerGone, Gone: true, ClaimIn: 30 * time.Second})
	h.askLine("claim")
	if f.acts[len(f.acts)-1] != ActClaimVictory {
		t.Fatalf("acts %v", f.acts)
	}
	h.server(ServerUpdate{Kind: ServerState, Moves: uciMoves(t, "d2d4"), Status: "timeout", Winner: "black"})
	if g := h.out.lastGame(t); g.Result != "0-1" || len(g.Moves) != 1 {
		t.Fatalf("record %s, %d moves", g.Result, len(g.Moves))
	}
}

// The time alerts come from the server's clock: the running side's time
// falls from the line's instant.
func TestOnlineClockAlerts(t *testing.T) {
	f := &fakeServer{}
	h := newHarness(t, Config{Server: f, Side: notation.White, Clock: ServerClock, Alerts: []time.Duration{time.Minute}}, notation.NewGame())
	h.set("e2", no)
	h.set("e4", wp)
	h.wait(2 * time.Second)
	h.server(ServerUpdate{Kind: ServerState, Moves: uciMoves(t, "e2e4", "e7e5"), Status: "started",
		Timed: true, White: 65 * time.Second, Black: 5 * time.Minute, At: h.now})
	h.wait(3 * time.Second)
	alerted := func() bool {
		for _, s := range h.out.said {
			if _, ok := s.line.Fact.(announce.TimeLeftFact); ok {
				return true
			}
		}
		return false
	}
	if alerted() {
		t.Fatalf("alert too early: %q", h.out.texts())
	}
	h.wait(5 * time.Second)
	found := alerted()
	if !found {
		t.Fatalf("no alert: %q", h.out.texts())
	}
}

// The server's list of moves is outside input: any words read as legal
// moves up to the first that is none, never a panic.
func FuzzServerMoves(f *testing.F) {
	f.Add("e2e4 e7e5 g1f3")
	f.Add("e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1h1")
	f.Add("e2e4 zzzz e7e5")
	f.Add("a7a8q")
	f.Fuzz(func(t *testing.T, s string) {
		list := strings.Fields(s)
		moves, n := ServerMoves(notation.StartPosition(), list)
		if n != len(moves) || n > len(list) {
			t.Fatalf("%d moves of %d", n, len(list))
		}
		p := notation.StartPosition()
		for _, m := range moves {
			if !p.IsLegal(m) {
				t.Fatalf("%s is not legal", m.UCI())
			}
			p.Play(m)
		}
	})
}

// Castling comes as the king's two squares or as the king taking its
// rook; both read as castling.
func TestServerMovesCastling(t *testing.T) {
	for _, c := range []string{"e1g1", "e1h1"} {
		list := []string{"e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", c}
		moves, n := ServerMoves(notation.StartPosition(), list)
		if n != len(list) || !moves[n-1].IsCastle() {
			t.Errorf("%s: %d of %d, %v", c, n, len(list), moves)
		}
	}
}
