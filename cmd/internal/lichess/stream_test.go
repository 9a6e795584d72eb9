package lichess_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rochade/rochade/cmd/internal/lichess"
	"github.com/rochade/rochade/cmd/internal/lichess/lichesstest"
)

// keeper is what a consumer of a game's stream keeps: the moves it has,
// and each new move once (the diff of each update's whole list).
type keeper struct {
	moves []string
	news  []string
}

func (k *keeper) take(t *testing.T, u lichess.GameUpdate) {
	t.Helper()
	if u.Kind != lichess.Full && u.Kind != lichess.State {
		return
	}
	if len(u.Moves) < len(k.moves) || !slices.Equal(u.Moves[:len(k.moves)], k.moves) {
		t.Fatalf("update %v: moves %v do not go on from %v", u.Kind, u.Moves, k.moves)
	}
	k.news = append(k.news, u.Moves[len(k.moves):]...)
	k.moves = slices.Clone(u.Moves)
}

// A game stream cut in the middle of the game is joined again: the Full
// after the reconnection has every move, made while it was cut too, and
// a consumer that diffs sees each move once.
func TestReconnectAfterDrop(t *testing.T) {
	s := lichesstest.New(t, lichesstest.Options{KeepAlive: 20 * time.Millisecond})
	s.AddAccount(token, "Alice")
	id := s.StartGame(lichesstest.Game{White: me(), Black: opp(), Clock: &lichess.ClockSpec{Initial: 10 * time.Minute}})
	c := fastClient(s)
	c.Backoff = func(int) time.Duration { return 100 * time.Millisecond }
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ch := c.Follow(ctx, id)
	var k keeper
	k.take(t, nextKind(t, ch, lichess.Full))
	game := []string{"e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6"}
	for i, m := range game {
		if i%2 == 0 {
			if err := c.Move(ctx, id, m); err != nil {
				t.Fatal(err)
			}
		} else if err := s.OpponentMove(id, m); err != nil {
			t.Fatal(err)
		}
		if i == 2 {
			s.DropStreams()
			u := nextKind(t, ch, lichess.Disconnected)
			if u.Err == nil || u.Wait != 100*time.Millisecond {
				t.Fatalf("Disconnected %+v", u)
			}
			// Black moves while the stream is cut.
			continue
		}
		u := nextKind(t, ch, lichess.Full, lichess.State)
		k.take(t, u)
		if i == 3 && u.Kind != lichess.Full {
			t.Fatalf("first update after the cut: %v, want Full", u.Kind)
		}
	}
	if !slices.Equal(k.news, game) || !slices.Equal(s.Moves(id), game) {
		t.Fatalf("consumer saw %v, server has %v, want %v", k.news, s.Moves(id), game)
	}
}

// A 429 on a stream: one RateLimited with the wait, then the stream.
func TestRateLimitedStream(t *testing.T) {
	s := lichesstest.New(t, lichesstest.Options{KeepAlive: 20 * time.Millisecond})
	s.AddAccount(token, "Alice")
	id := s.StartGame(lichesstest.Game{White: me(), Black: opp(), Moves: []string{"d2d4"}})
	c := fastClient(s)
	c.RateLimitWait = 300 * time.Millisecond
	s.RateLimitNext(1)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	start := time.Now()
	ch := c.Follow(ctx, id)
	var kinds []lichess.UpdateKind
	for {
		u := next(t, ch)
		kinds = append(kinds, u.Kind)
		if u.Kind == lichess.RateLimited && u.Wait != 300*time.Millisecond {
			t.Fatalf("RateLimited wait %v", u.Wait)
		}
		if u.Kind == lichess.Full {
			if !slices.Equal(u.Moves, []string{"d2d4"}) {
				t.Fatalf("moves %v", u.Moves)
			}
			break
		}
	}
	if want := []lichess.UpdateKind{lichess.RateLimited, lichess.Connected, lichess.Full}; !slices.Equal(kinds, want) {
		t.Fatalf("kinds %v, want %v", kinds, want)
	}
	if el := time.Since(start); el < 300*time.Millisecond {
		t.Fatalf("came back after %v, before the wait", el)
	}
}

// A 429 on a request: a *RateLimitError, and no request reaches the
// server until the wait is over.
func TestRateLimitedRequest(t *testing.T) {
	s := lichesstest.New(t, lichesstest.Options{})
	s.AddAccount(token, "Alice")
	id := s.StartGame(lichesstest.Game{White: me(), Black: opp()})
	c := fastClient(s)
	c.RateLimitWait = 300 * time.Millisecond
	s.RateLimitNext(1)
	ctx := context.Background()
	err := c.Move(ctx, id, "e2e4")
	var rl *lichess.RateLimitError
	if !errors.As(err, &rl) || rl.Wait != 300*time.Millisecond {
		t.Fatalf("err %v, want a RateLimitError of 300ms", err)
	}
	n := s.Requests()
	err = c.Move(ctx, id, "e2e4")
	if !errors.As(err, &rl) || rl.Wait <= 0 || rl.Wait > 300*time.Millisecond {
		t.Fatalf("during the wait: %v", err)
	}
	if s.Requests() != n {
		t.Fatal("a request reached the server during the wait")
	}
	time.Sleep(300 * time.Millisecond)
	if err := c.Move(ctx, id, "e2e4"); err != nil {
		t.Fatal(err)
	}
	if got := s.Moves(id); !slices.Equal(got, []string{"e2e4"}) {
		t.Fatalf("moves %v", got)
	}
}

// A refused token is a *TokenError: at once for a request, as the last
// value (Failed) of a stream, which is then closed. The token is in no
// error.
func TestTokenRefused(t *testing.T) {
	s := lichesstest.New(t, lichesstest.Options{})
	s.AddAccount(token, "Alice")
	id := s.StartGame(lichesstest.Game{White: me(), Black: opp()})
	bad := "lip_wrongtoken987654321"
	c := lichess.New(s.URL, bad, nil)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	_, err := c.Account(ctx)
	var te *lichess.TokenError
	if !errors.As(err, &te) || te.Status != 401 {
		t.Fatalf("Account: %v", err)
	}
	checkNoToken(t, err, bad)
	var last lichess.GameUpdate
	n := 0
	for u := range c.Follow(ctx, id) {
		last = u
		n++
	}
	if n != 1 || last.Kind != lichess.Failed || !errors.As(last.Err, &te) {
		t.Fatalf("%d updates, last %+v", n, last)
	}
	var ev lichess.Event
	for e := range c.Events(ctx) {
		ev = e
	}
	if ev.Kind != lichess.Failed || !errors.As(ev.Err, &te) {
		t.Fatalf("last event %+v", ev)
	}
	checkNoToken(t, ev.Err, bad)

	// A token without board:play: 403.
	s.WithoutBoardScope(token)
	err = lichess.New(s.URL, token, nil).Move(ctx, id, "e2e4")
	if !errors.As(err, &te) || te.Status != 403 {
		t.Fatalf("without the scope: %v", err)
	}
	if k, _ := te.Fact(); k != "lichess-token-scope" {
		t.Fatalf("fact %s", k)
	}
}

func checkNoToken(t *testing.T, err error, tok string) {
	t.Helper()
	if err != nil && strings.Contains(fmt.Sprintf("%v %+v %#v", err, err, err), tok) {
		t.Fatalf("the token is in the error %v", err)
	}
}

// A move the server refuses is a *Refused with the server's reason.
func TestMoveRefused(t *testing.T) {
	s := lichesstest.New(t, lichesstest.Options{})
	s.AddAccount(token, "Alice")
	id := s.StartGame(lichesstest.Game{White: me(), Black: opp()})
	c := fastClient(s)
	ctx := context.Background()
	s.RefuseNextMove("Piece on e2 cannot move to e5")
	err := c.Move(ctx, id, "e2e5")
	var r *lichess.Refused
	if !errors.As(err, &r) || r.Status != 400 || r.Reason != "Piece on e2 cannot move to e5" {
		t.Fatalf("err %v", err)
	}
	if k, args := r.Fact(); k != "lichess-refused" || args[0] != r.Reason {
		t.Fatalf("fact %s %v", k, args)
	}
	// Not the account's turn.
	if err := c.Move(ctx, id, "e2e4"); err != nil {
		t.Fatal(err)
	}
	if err := c.Move(ctx, id, "d2d4"); !errors.As(err, &r) || r.Reason == "" {
		t.Fatalf("second move in a row: %v", err)
	}
	if got := s.Received(id); !slices.Equal(got, []string{"e2e5", "e2e4", "d2d4"}) {
		t.Fatalf("received %v", got)
	}
	if got := s.Moves(id); !slices.Equal(got, []string{"e2e4"}) {
		t.Fatalf("moves %v", got)
	}
	// Not a UCI move: refused without asking the server.
	n := s.Requests()
	if err := c.Move(ctx, id, "e2/../x"); !errors.As(err, &r) || s.Requests() != n {
		t.Fatalf("a path in a move: %v, %d requests", err, s.Requests()-n)
	}
}

// When ctx ends, every stream (and a seek) ends within a second.
func TestCancelEndsStreams(t *testing.T) {
	s := lichesstest.New(t, lichesstest.Options{KeepAlive: time.Hour, SeekDelay: time.Hour})
	s.AddAccount(token, "Alice")
	id := s.StartGame(lichesstest.Game{White: me(), Black: opp()})
	c := fastClient(s)
	ctx, cancel := context.WithCancel(context.Background())
	game := c.Follow(ctx, id)
	events := c.Events(ctx)
	seek := make(chan error, 1)
	go func() {
		seek <- c.Seek(ctx, lichess.Seek{Clock: lichess.ClockSpec{Initial: 15 * time.Minute, Increment: 10 * time.Second}})
	}()
	nextKind(t, game, lichess.Full)
	waitEvent(t, events, lichess.GameStart)
	time.Sleep(50 * time.Millisecond) // the seek is open
	cancel()
	start := time.Now()
	var wg sync.WaitGroup
	wg.Add(3)
	go func() {
		defer wg.Done()
		for range game {
		}
	}()
	go func() {
		defer wg.Done()
		for range events {
		}
	}()
	go func() {
		defer wg.Done()
		if err := <-seek; !errors.Is(err, context.Canceled) {
			t.Errorf("seek: %v", err)
		}
	}()
	wg.Wait()
	if el := time.Since(start); el > time.Second {
		t.Fatalf("streams ended %v after the cancel", el)
	}
}

// Cancelled while waiting to reconnect, the streams end at once too.
func TestCancelDuringBackoff(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusBadGateway)
	}))
	defer srv.Close()
	c := lichess.New(srv.URL, token, nil)
	c.Backoff = func(int) time.Duration { return time.Hour }
	ctx, cancel := context.WithCancel(context.Background())
	ch := c.Events(ctx)
	e := waitEvent(t, ch, lichess.Disconnected)
	var he *lichess.HTTPError
	if !errors.As(e.Err, &he) || he.Status != 502 || e.Wait != time.Hour {
		t.Fatalf("event %+v", e)
	}
	cancel()
	select {
	case _, ok := <-ch:
		if ok {
			t.Fatal("a value after the cancel")
		}
	case <-time.After(time.Second):
		t.Fatal("not closed within 1 s")
	}
}

// A connection on which nothing comes, not even keep-alive lines, is
// taken as cut: the client says so and connects again.
func TestStalledStream(t *testing.T) {
	var mu sync.Mutex
	conns := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		conns++
		mu.Unlock()
		w.Header().Set("Content-Type", "application/x-ndjson")
		w.WriteHeader(200)
		w.(http.Flusher).Flush()
		<-r.Context().Done()
	}))
	defer srv.Close()
	c := lichess.New(srv.URL, token, nil)
	c.StallTimeout = 100 * time.Millisecond
	c.Backoff = func(int) time.Duration { return 10 * time.Millisecond }
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ch := c.Events(ctx)
	waitEvent(t, ch, lichess.Connected)
	start := time.Now()
	waitEvent(t, ch, lichess.Disconnected)
	if el := time.Since(start); el < 100*time.Millisecond || el > 2*time.Second {
		t.Fatalf("cut taken after %v", el)
	}
	waitEvent(t, ch, lichess.Connected)
	mu.Lock()
	defer mu.Unlock()
	if conns < 2 {
		t.Fatalf("%d connections", conns)
	}
}

// Keep-alive lines keep a quiet stream open (they are no values).
func TestKeepAliveKeepsStream(t *testing.T) {
	s := lichesstest.New(t, lichesstest.Options{KeepAlive: 20 * time.Millisecond})
	s.AddAccount(token, "Alice")
	id := s.StartGame(lichesstest.Game{White: me(), Black: opp()})
	c := fastClient(s)
	c.StallTimeout = 200 * time.Millisecond
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ch := c.Follow(ctx, id)
	nextKind(t, ch, lichess.Full)
	select {
	case u := <-ch:
		t.Fatalf("a quiet game gave %v (%v)", u.Kind, u.Err)
	case <-time.After(600 * time.Millisecond):
	}
}

func waitEvent(t *testing.T, ch <-chan lichess.Event, kind lichess.EventKind) lichess.Event {
	t.Helper()
	timeout := time.After(5 * time.Second)
	for {
		select {
		case e, ok := <-ch:
			if !ok {
				t.Fatalf("the event stream ended waiting for %v", kind)
			}
			if e.Kind == kind {
				return e
			}
		case <-timeout:
			t.Fatalf("no %v in 5 s", kind)
		}
	}
}

// The event stream: the games going on and the challenges when it
// opens, then challenges in, accepted, declined and cancelled; the end
// of a game.
func TestEvents(t *testing.T) {
	s := lichesstest.New(t, lichesstest.Options{KeepAlive: 20 * time.Millisecond})
	s.AddAccount(token, "Alice")
	id := s.StartGame(lichesstest.Game{White: opp(), Black: me(), Clock: &lichess.ClockSpec{Initial: 15 * time.Minute, Increment: 10 * time.Second}, Rated: true})
	c := fastClient(s)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ch := c.Events(ctx)
	e := waitEvent(t, ch, lichess.GameStart)
	g := e.Game
	if g.GameID != id || g.Color != "black" || g.Opponent.Name != "Bob" || g.Opponent.Rating != 1600 ||
		g.IsMyTurn || g.Speed != "rapid" || !g.Rated || g.Status != "started" {
		t.Fatalf("gameStart %+v", g)
	}
	cid := s.ChallengeIn("Alice", lichess.Player{ID: "carol", Name: "Carol", Rating: 1800}, &lichess.ClockSpec{Initial: 10 * time.Minute, Increment: 5 * time.Second}, true, "white")
	e = waitEvent(t, ch, lichess.ChallengeIn)
	ch1 := e.Challenge
	if ch1.ID != cid || ch1.From.Name != "Carol" || ch1.From.Rating != 1800 || !ch1.Rated || ch1.Color != "white" ||
		ch1.Clock == nil || ch1.Clock.Initial != 10*time.Minute || ch1.Clock.Increment != 5*time.Second || ch1.Direction != "in" {
		t.Fatalf("challenge %+v", ch1)
	}
	if err := c.Accept(ctx, cid); err != nil {
		t.Fatal(err)
	}
	e = waitEvent(t, ch, lichess.GameStart)
	if e.Game.GameID != cid || e.Game.Color != "black" || e.Game.Opponent.Name != "Carol" {
		t.Fatalf("game of the challenge %+v", e.Game)
	}
	cid2 := s.ChallengeIn("Alice", lichess.Player{ID: "dan", Name: "Dan", Rating: 1400}, nil, false, "")
	waitEvent(t, ch, lichess.ChallengeIn)
	if err := c.Decline(ctx, cid2, "later"); err != nil {
		t.Fatal(err)
	}
	if slices.Contains(s.Challenges(), cid2) {
		t.Fatal("declined challenge still open")
	}
	cid3 := s.ChallengeIn("Alice", lichess.Player{ID: "eve", Name: "Eve", Rating: 1400}, nil, false, "")
	waitEvent(t, ch, lichess.ChallengeIn)
	s.CancelChallenge(cid3)
	if e := waitEvent(t, ch, lichess.ChallengeCanceled); e.Challenge.ID != cid3 {
		t.Fatalf("cancelled %+v", e.Challenge)
	}
	s.Resign(id, "white")
	if e := waitEvent(t, ch, lichess.GameFinish); e.Game.GameID != id || e.Game.Status != "resign" || e.Game.Winner != "black" {
		t.Fatalf("gameFinish %+v", e.Game)
	}
	// An event stream cut is opened again; the game going on and the
	// challenge open, which the server lists again, are not repeated.
	cid4 := s.ChallengeIn("Alice", lichess.Player{ID: "fay", Name: "Fay", Rating: 1400}, nil, false, "")
	waitEvent(t, ch, lichess.ChallengeIn)
	s.DropStreams()
	waitEvent(t, ch, lichess.Disconnected)
	waitEvent(t, ch, lichess.Connected)
	cid5 := s.ChallengeIn("Alice", lichess.Player{ID: "gus", Name: "Gus", Rating: 1400}, nil, false, "")
	var e5 lichess.Event
	select {
	case e5 = <-ch:
	case <-time.After(5 * time.Second):
		t.Fatal("no event after the cut")
	}
	if e := e5; e.Kind != lichess.ChallengeIn || e.Challenge.ID != cid5 {
		t.Fatalf("after the cut: %v %+v, want only the new challenge %s (not %s)", e.Kind, e.Challenge, cid5, cid4)
	}
	select {
	case e := <-ch:
		t.Fatalf("after the cut: %v", e.Kind)
	case <-time.After(100 * time.Millisecond):
	}
}

// Ongoing lists the account's games going on; Account names it.
func TestAccountAndOngoing(t *testing.T) {
	s := lichesstest.New(t, lichesstest.Options{})
	s.AddAccount(token, "Alice")
	id := s.StartGame(lichesstest.Game{White: me(), Black: opp(), Moves: []string{"e2e4", "c7c5"}})
	s.StartGame(lichesstest.Game{White: opp(), Black: lichess.Player{ID: "carol", Name: "Carol"}})
	c := fastClient(s)
	ctx := context.Background()
	a, err := c.Account(ctx)
	if err != nil || a.ID != "alice" || a.Username != "Alice" {
		t.Fatalf("account %+v %v", a, err)
	}
	games, err := c.Ongoing(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 1 || games[0].GameID != id || games[0].Color != "white" || !games[0].IsMyTurn ||
		games[0].LastMove != "c7c5" || games[0].Opponent.Name != "Bob" {
		t.Fatalf("ongoing %+v", games)
	}
}

// A seek is held until it is paired; the game starts on the event stream.
func TestSeek(t *testing.T) {
	s := lichesstest.New(t, lichesstest.Options{KeepAlive: 20 * time.Millisecond, SeekDelay: 200 * time.Millisecond, SeekReplies: []string{"e7e5"}})
	s.AddAccount(token, "Alice")
	c := fastClient(s)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ch := c.Events(ctx)
	waitEvent(t, ch, lichess.Connected)
	start := time.Now()
	if err := c.Seek(ctx, lichess.Seek{Clock: lichess.ClockSpec{Initial: 15 * time.Minute, Increment: 10 * time.Second}, Rated: true, Color: "white"}); err != nil {
		t.Fatal(err)
	}
	if time.Since(start) < 200*time.Millisecond {
		t.Fatal("the seek returned before it was paired")
	}
	e := waitEvent(t, ch, lichess.GameStart)
	if e.Game.Color != "white" || e.Game.Speed != "rapid" || !e.Game.Rated {
		t.Fatalf("game %+v", e.Game)
	}
	err := c.Seek(ctx, lichess.Seek{})
	var r *lichess.Refused
	if !errors.As(err, &r) {
		t.Fatalf("a seek without a clock: %v", err)
	}
}

// A game against the server's computer: its moves come on the stream,
// the player is an AI of the level asked for.
func TestChallengeAI(t *testing.T) {
	s := lichesstest.New(t, lichesstest.Options{KeepAlive: 20 * time.Millisecond, AIReplies: []string{"e2e4", "g1f3"}})
	s.AddAccount(token, "Alice")
	c := fastClient(s)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	id, err := c.ChallengeAI(ctx, 3, lichess.ChallengeOpts{Clock: &lichess.ClockSpec{Initial: 10 * time.Minute, Increment: 5 * time.Second}, Color: "black"})
	if err != nil {
		t.Fatal(err)
	}
	ch := c.Follow(ctx, id)
	full := nextKind(t, ch, lichess.Full)
	if full.Game.White.AI != 3 || full.Game.Black.Name != "Alice" {
		t.Fatalf("players %+v %+v", full.Game.White, full.Game.Black)
	}
	var k keeper
	k.take(t, full)
	for len(k.moves) < 1 {
		k.take(t, nextKind(t, ch, lichess.State))
	}
	if err := c.Move(ctx, id, "e7e5"); err != nil {
		t.Fatal(err)
	}
	for len(k.moves) < 3 {
		k.take(t, nextKind(t, ch, lichess.State))
	}
	if !slices.Equal(k.news, []string{"e2e4", "e7e5", "g1f3"}) {
		t.Fatalf("moves %v", k.news)
	}
}

// Challenge a person who accepts (a game starts) or declines.
func TestChallengePerson(t *testing.T) {
	s := lichesstest.New(t, lichesstest.Options{KeepAlive: 20 * time.Millisecond})
	s.AddAccount(token, "Alice")
	s.Script("Bob", true, "e7e5")
	s.Script("Zed", false)
	c := fastClient(s)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ch := c.Events(ctx)
	waitEvent(t, ch, lichess.Connected)
	id, err := c.Challenge(ctx, "Bob", lichess.ChallengeOpts{Clock: &lichess.ClockSpec{Initial: 5 * time.Minute, Increment: 3 * time.Second}, Color: "white"})
	if err != nil {
		t.Fatal(err)
	}
	if e := waitEvent(t, ch, lichess.GameStart); e.Game.GameID != id || e.Game.Color != "white" {
		t.Fatalf("game %+v", e.Game)
	}
	id2, err := c.Challenge(ctx, "Zed", lichess.ChallengeOpts{})
	if err != nil {
		t.Fatal(err)
	}
	if e := waitEvent(t, ch, lichess.ChallengeDeclined); e.Challenge.ID != id2 || e.Challenge.DeclineKey != "later" {
		t.Fatalf("declined %+v", e.Challenge)
	}
	var nf *lichess.NotFoundError
	if _, err := c.Challenge(ctx, "nobody", lichess.ChallengeOpts{}); !errors.As(err, &nf) {
		t.Fatalf("unknown player: %v", err)
	}
}

// Offers, takebacks, chat, opponent gone and the claim of victory.
func TestOffersChatAndClaim(t *testing.T) {
	s := lichesstest.New(t, lichesstest.Options{KeepAlive: 20 * time.Millisecond})
	s.AddAccount(token, "Alice")
	id := s.StartGame(lichesstest.Game{White: me(), Black: opp(), Moves: []string{"e2e4", "e7e5"}})
	c := fastClient(s)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ch := c.Follow(ctx, id)
	nextKind(t, ch, lichess.Full)
	s.OfferDraw(id, "black")
	if u := nextKind(t, ch, lichess.State); !u.BDraw || u.WDraw {
		t.Fatalf("draw offer: %+v", u)
	}
	if err := c.Draw(ctx, id, false); err != nil {
		t.Fatal(err)
	}
	if u := nextKind(t, ch, lichess.State); u.BDraw {
		t.Fatal("the offer is still there after the decline")
	}
	s.ProposeTakeback(id, "black")
	if u := nextKind(t, ch, lichess.State); !u.BTakeback {
		t.Fatalf("takeback: %+v", u)
	}
	if err := c.Takeback(ctx, id, true); err != nil {
		t.Fatal(err)
	}
	if u := nextKind(t, ch, lichess.State); !slices.Equal(u.Moves, []string{"e2e4"}) || u.BTakeback {
		t.Fatalf("after the takeback: %+v", u)
	}
	s.Chat(id, "Bob", "player", "Good luck")
	if u := nextKind(t, ch, lichess.Chat); u.Chat.Username != "Bob" || u.Chat.Text != "Good luck" || u.Chat.Room != "player" {
		t.Fatalf("chat %+v", u.Chat)
	}
	if err := c.Chat(ctx, id, "player", "Thanks"); err != nil {
		t.Fatal(err)
	}
	if u := nextKind(t, ch, lichess.Chat); u.Chat.Username != "Alice" || u.Chat.Text != "Thanks" {
		t.Fatalf("own chat %+v", u.Chat)
	}
	s.OpponentGone(id, true, 8)
	if u := nextKind(t, ch, lichess.OpponentGone); !u.Gone || u.ClaimIn != 8*time.Second {
		t.Fatalf("gone %+v", u)
	}
	if err := c.ClaimVictory(ctx, id); err != nil {
		t.Fatal(err)
	}
	if u := nextKind(t, ch, lichess.State); u.Status != "timeout" || u.Winner != "white" {
		t.Fatalf("claimed: %+v", u)
	}
	if st, w := s.Status(id); st != "timeout" || w != "white" {
		t.Fatalf("server: %s %s", st, w)
	}
}

// The stand-in logs no token, and the requests carry it only in the
// Authorization header.
func TestNoTokenInLog(t *testing.T) {
	var mu sync.Mutex
	var log bytes.Buffer
	s := lichesstest.New(t, lichesstest.Options{Log: func(f string, a ...any) {
		mu.Lock()
		fmt.Fprintf(&log, f+"\n", a...)
		mu.Unlock()
	}})
	s.AddAccount(token, "Alice")
	id := s.StartGame(lichesstest.Game{White: me(), Black: opp()})
	c := fastClient(s)
	ctx := context.Background()
	_ = c.Move(ctx, id, "e2e4")
	_, _ = c.Ongoing(ctx)
	_ = c.Resign(ctx, id)
	mu.Lock()
	defer mu.Unlock()
	if log.Len() == 0 || strings.Contains(log.String(), token) {
		t.Fatalf("log %q", log.String())
	}
}

// A server that takes the connection and never answers is taken as
// cut, as is a request that gets no answer.
func TestSilentServer(t *testing.T) {
	hold := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-hold:
		case <-r.Context().Done():
		}
	}))
	defer srv.Close()
	defer close(hold)
	c := lichess.New(srv.URL, token, nil)
	c.StallTimeout = 100 * time.Millisecond
	c.RequestTimeout = 100 * time.Millisecond
	c.Backoff = func(int) time.Duration { return 10 * time.Millisecond }
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	start := time.Now()
	u := nextKind(t, c.Follow(ctx, "abcd1234"), lichess.Disconnected)
	if el := time.Since(start); el > 2*time.Second || u.Err == nil {
		t.Fatalf("Disconnected after %v: %v", el, u.Err)
	}
	start = time.Now()
	if err := c.Move(ctx, "abcd1234", "e2e4"); !errors.Is(err, context.DeadlineExceeded) || time.Since(start) > 2*time.Second {
		t.Fatalf("move: %v after %v", err, time.Since(start))
	}
}

// A game stream whose game is over ends after the update that says so,
// whether or not the server closes it.
func TestFollowEndsWhenOver(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/x-ndjson")
		fmt.Fprintln(w, `{"type":"gameFull","id":"abcd1234","white":{"id":"a","name":"A"},"black":{"id":"b","name":"B"},"initialFen":"startpos","state":{"type":"gameState","moves":"f2f3 e7e5 g2g4 d8h4","wtime":1000,"btime":1000,"winc":0,"binc":0,"status":"mate","winner":"black"}}`)
		w.(http.Flusher).Flush()
		<-r.Context().Done() // never closes
	}))
	defer srv.Close()
	c := lichess.New(srv.URL, token, nil)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var kinds []lichess.UpdateKind
	done := make(chan struct{})
	go func() {
		for u := range c.Follow(ctx, "abcd1234") {
			kinds = append(kinds, u.Kind)
			if u.Kind == lichess.Full && (u.Status != "mate" || u.Winner != "black" || len(u.Moves) != 4) {
				t.Errorf("full %+v", u)
			}
		}
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(3 * time.Second):
		t.Fatal("the stream of a game over did not end")
	}
	if !slices.Equal(kinds, []lichess.UpdateKind{lichess.Connected, lichess.Full}) {
		t.Fatalf("kinds %v", kinds)
	}
}

// A consumer that reads late does not make the stream look stalled: the
// time the client waits for it does not count.
func TestSlowConsumerIsNoStall(t *testing.T) {
	s := lichesstest.New(t, lichesstest.Options{KeepAlive: time.Hour})
	s.AddAccount(token, "Alice")
	id := s.StartGame(lichesstest.Game{White: me(), Black: opp()})
	c := fastClient(s)
	c.StallTimeout = 300 * time.Millisecond
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ch := c.Follow(ctx, id)
	nextKind(t, ch, lichess.Full)
	for i := range 40 {
		s.Chat(id, "Bob", "player", fmt.Sprint(i))
	}
	time.Sleep(700 * time.Millisecond)
	for i := range 40 {
		u := next(t, ch)
		if u.Kind != lichess.Chat || u.Chat.Text != fmt.Sprint(i) {
			t.Fatalf("update %d: %v %+v (%v)", i, u.Kind, u.Chat, u.Err)
		}
	}
	select {
	case u := <-ch:
		t.Fatalf("then %v (%v)", u.Kind, u.Err)
	case <-time.After(100 * time.Millisecond):
	}
}
