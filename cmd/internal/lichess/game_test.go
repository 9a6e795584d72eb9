package lichess_test

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/cmd/internal/lichess"
	"github.com/rochade/rochade/cmd/internal/lichess/lichesstest"
)

const token = "lip_testtoken0123456789"

func me() lichess.Player  { return lichess.Player{ID: "alice", Name: "Alice", Rating: 1500} }
func opp() lichess.Player { return lichess.Player{ID: "bob", Name: "Bob", Rating: 1600} }

// fastClient is a client whose pauses are short, for tests.
func fastClient(s *lichesstest.Server) *lichess.Client {
	c := lichess.New(s.URL, token, nil)
	c.Backoff = func(int) time.Duration { return 10 * time.Millisecond }
	c.RateLimitWait = 50 * time.Millisecond
	return c
}

// next waits for the next update, at most 5 s.
func next(t *testing.T, ch <-chan lichess.GameUpdate) lichess.GameUpdate {
	t.Helper()
	select {
	case u, ok := <-ch:
		if !ok {
			t.Fatal("the stream ended")
		}
		return u
	case <-time.After(5 * time.Second):
		t.Fatal("no update in 5 s")
	}
	return lichess.GameUpdate{}
}

// nextKind skips the updates of other kinds than those given.
func nextKind(t *testing.T, ch <-chan lichess.GameUpdate, kinds ...lichess.UpdateKind) lichess.GameUpdate {
	t.Helper()
	for {
		u := next(t, ch)
		if slices.Contains(kinds, u.Kind) {
			return u
		}
	}
}

// A whole game as White (the fool's mate): every reply of the opponent comes once, in
// order, with the whole list of moves; the server has the moves posted.
func TestWholeGameAsWhite(t *testing.T) {
	s := lichesstest.New(t, lichesstest.Options{KeepAlive: 20 * time.Millisecond})
	s.AddAccount(token, "Alice")
	mine := []string{"f2f3", "g2g4"}
	replies := []string{"e7e5", "d8h4"}
	id := s.StartGame(lichesstest.Game{White: me(), Black: opp(), Clock: &lichess.ClockSpec{Initial: 5 * time.Minute, Increment: 3 * time.Second}, Replies: replies})
	c := fastClient(s)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ch := c.Follow(ctx, id)
	if u := next(t, ch); u.Kind != lichess.Connected {
		t.Fatalf("first update %v, want Connected", u.Kind)
	}
	full := next(t, ch)
	if full.Kind != lichess.Full || full.Game == nil {
		t.Fatalf("second update %v, want Full", full.Kind)
	}
	g := full.Game
	if g.ID != id || g.URL != s.URL+"/"+id || g.White.Name != "Alice" || g.Black.Rating != 1600 ||
		g.Clock == nil || g.Clock.Initial != 5*time.Minute || g.Clock.Increment != 3*time.Second || g.Speed != "blitz" {
		t.Fatalf("game %+v", g)
	}
	if full.WTime != 5*time.Minute || full.BTime != 5*time.Minute || len(full.Moves) != 0 || full.Status != "started" {
		t.Fatalf("full state %+v", full)
	}
	var played []string
	for i, m := range mine {
		if err := c.Move(ctx, id, m); err != nil {
			t.Fatal(err)
		}
		played = append(played, m)
		u := nextKind(t, ch, lichess.State)
		if !slices.Equal(u.Moves, played) {
			t.Fatalf("after %s: moves %v, want %v", m, u.Moves, played)
		}
		u = nextKind(t, ch, lichess.State)
		played = append(played, replies[i])
		if !slices.Equal(u.Moves, played) {
			t.Fatalf("after the reply: moves %v, want %v", u.Moves, played)
		}
		if i == 1 && (u.Status != "mate" || u.Winner != "black") {
			t.Fatalf("end %q %q, want mate by black", u.Status, u.Winner)
		}
	}
	select {
	case u, ok := <-ch:
		if ok {
			t.Fatalf("after the end: %v", u.Kind)
		}
	case <-time.After(2 * time.Second):
		t.Fatal("the stream was not closed at the end of the game")
	}
	if got := s.Received(id); !slices.Equal(got, mine) {
		t.Fatalf("server received %v, want %v", got, mine)
	}
	if got := s.Moves(id); strings.Join(got, " ") != strings.Join(played, " ") {
		t.Fatalf("server moves %v", got)
	}
}

// A whole game as Black, ended by a resignation; an illegal move is
// refused with the server's reason and not played.
func TestWholeGameAsBlack(t *testing.T) {
	s := lichesstest.New(t, lichesstest.Options{KeepAlive: 20 * time.Millisecond, ReplyDelay: 5 * time.Millisecond})
	s.AddAccount(token, "Alice")
	replies := []string{"e2e4", "g1f3", "f1c4"}
	mine := []string{"e7e5", "b8c6", "g8f6"}
	id := s.StartGame(lichesstest.Game{White: opp(), Black: me(), Clock: &lichess.ClockSpec{Initial: 3 * time.Minute, Increment: 2 * time.Second}, Replies: replies})
	c := fastClient(s)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ch := c.Follow(ctx, id)
	var k struct{ moves []string }
	for i := range mine {
		for len(k.moves) < 2*i+1 {
			u := nextKind(t, ch, lichess.Full, lichess.State)
			k.moves = u.Moves
		}
		if k.moves[2*i] != replies[i] {
			t.Fatalf("reply %d: %v", i, k.moves)
		}
		if i == 1 {
			var r *lichess.Refused
			if err := c.Move(ctx, id, "e5e3"); !errors.As(err, &r) || !strings.Contains(r.Reason, "e5e3") {
				t.Fatalf("an illegal move: %v", err)
			}
		}
		if err := c.Move(ctx, id, mine[i]); err != nil {
			t.Fatal(err)
		}
	}
	for len(k.moves) < 6 {
		k.moves = nextKind(t, ch, lichess.State).Moves
	}
	if err := c.Resign(ctx, id); err != nil {
		t.Fatal(err)
	}
	u := nextKind(t, ch, lichess.State)
	if u.Status != "resign" || u.Winner != "white" {
		t.Fatalf("end %q %q", u.Status, u.Winner)
	}
	want := []string{"e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6"}
	if !slices.Equal(s.Moves(id), want) || !slices.Equal(u.Moves, want) {
		t.Fatalf("server %v, stream %v", s.Moves(id), u.Moves)
	}
	if got := s.Received(id); !slices.Equal(got, []string{"e7e5", "e5e3", "b8c6", "g8f6"}) {
		t.Fatalf("received %v", got)
	}
	if _, ok := <-ch; ok {
		t.Fatal("the stream goes on after the end")
	}
}
