package lichesstest

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/cmd/internal/lichess"
)

const tok = "lip_standin"

func fuzzServer(tb testing.TB) (*Server, string) {
	s := New(tb, Options{KeepAlive: time.Millisecond, SeekDelay: time.Millisecond})
	s.AddAccount(tok, "Alice")
	s.Script("Bob", true, "e7e5")
	id := s.StartGame(Game{ID: "game1", White: lichess.Player{ID: "alice", Name: "Alice"}, Black: lichess.Player{ID: "bob", Name: "Bob"},
		Clock: &lichess.ClockSpec{Initial: time.Minute}, Replies: []string{"e7e5", "g8f6"}})
	s.ChallengeIn("Alice", lichess.Player{ID: "carol", Name: "Carol"}, nil, false, "")
	return s, id
}

// FuzzRequests: whatever a client sends, the stand-in answers without
// panicking, and its answers are JSON or ndjson.
func FuzzRequests(f *testing.F) {
	for _, seed := range [][3]string{
		{"POST", "/api/board/game/game1/move/e2e4", ""},
		{"POST", "/api/board/game/game1/move/e1h1?offeringDraw=true", ""},
		{"POST", "/api/board/game/game1/draw/yes", ""},
		{"POST", "/api/board/game/game1/takeback/yes", ""},
		{"POST", "/api/board/game/game1/chat", "room=player&text=hi"},
		{"POST", "/api/board/seek", "time=15&increment=10&color=black"},
		{"POST", "/api/challenge/ai", "level=3&clock.limit=300&clock.increment=2&color=black"},
		{"POST", "/api/challenge/bob", "clock.limit=300&clock.increment=2"},
		{"GET", "/api/board/game/stream/game1", ""},
		{"GET", "/api/stream/event", ""},
		{"GET", "/oauth?response_type=code&client_id=x&redirect_uri=http://127.0.0.1:1/&code_challenge_method=S256&code_challenge=abc&state=s", ""},
		{"POST", "/api/token", "grant_type=authorization_code&code=liu_x&code_verifier=v"},
		{"GET", "/api/account/playing", ""},
	} {
		f.Add(seed[0], seed[1], seed[2], true)
	}
	s, _ := fuzzServer(f)
	f.Fuzz(func(t *testing.T, method, target, body string, auth bool) {
		if !strings.HasPrefix(target, "/") {
			target = "/" + target
		}
		r, err := http.NewRequest(method, "http://x"+target, strings.NewReader(body))
		if err != nil {
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
		defer cancel()
		r = r.WithContext(ctx)
		r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		if auth {
			r.Header.Set("Authorization", "Bearer "+tok)
		}
		w := httptest.NewRecorder()
		func() {
			defer func() {
				if p := recover(); p != nil && p != http.ErrAbortHandler {
					t.Fatalf("%s %s: panic %v", method, target, p)
				}
			}()
			s.serve(w, r)
		}()
		if w.Code/100 == 3 {
			return // a redirect of the authorization
		}
		for _, line := range strings.Split(w.Body.String(), "\n") {
			if line != "" && !json.Valid([]byte(line)) {
				t.Fatalf("%s %s: not JSON: %q", method, target, line)
			}
		}
	})
}

// The stand-in's clocks: the time a move took is taken off the mover's
// clock from the second move of each side on, and the increment added.
func TestClocks(t *testing.T) {
	s := New(t, Options{})
	s.AddAccount(tok, "Alice")
	id := s.StartGame(Game{White: lichess.Player{ID: "alice", Name: "Alice"}, Black: lichess.Player{ID: "bob", Name: "Bob"},
		Clock: &lichess.ClockSpec{Initial: time.Minute, Increment: time.Second}})
	for _, m := range []string{"e2e4", "e7e5"} {
		if err := s.OpponentMove(id, m); err != nil {
			t.Fatal(err)
		}
	}
	time.Sleep(300 * time.Millisecond)
	if err := s.OpponentMove(id, "g1f3"); err != nil {
		t.Fatal(err)
	}
	s.mu.Lock()
	w, b := s.games[id].wtime, s.games[id].btime
	s.mu.Unlock()
	if b != time.Minute || w > time.Minute+time.Second-300*time.Millisecond || w < time.Minute {
		t.Fatalf("white %v black %v", w, b)
	}
	if err := s.OpponentMove(id, "e5e3"); err == nil {
		t.Fatal("an illegal move was played")
	}
}

// Close ends the streams and a seek that is waiting, at once.
func TestCloseEndsEverything(t *testing.T) {
	s := New(nil, Options{SeekDelay: time.Hour, KeepAlive: time.Hour})
	s.AddAccount(tok, "Alice")
	get := func(method, path, body string) {
		r, _ := http.NewRequest(method, s.URL+path, strings.NewReader(body))
		r.Header.Set("Authorization", "Bearer "+tok)
		r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		resp, err := http.DefaultClient.Do(r)
		if err == nil {
			resp.Body.Close()
		}
	}
	go get("POST", "/api/board/seek", "time=15&increment=10")
	go get("GET", "/api/stream/event", "")
	time.Sleep(100 * time.Millisecond)
	start := time.Now()
	s.Close()
	if el := time.Since(start); el > time.Second {
		t.Fatalf("Close took %v", el)
	}
}
