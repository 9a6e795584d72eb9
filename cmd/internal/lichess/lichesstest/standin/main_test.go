package main

import (
	"bytes"
	"context"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rochade/rochade/cmd/internal/lichess"
)

type syncBuf struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuf) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuf) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// The command serves a game of the account as White, the opponent
// answers from its list, the token is kept over a restart, and it ends
// with its context.
func TestStandin(t *testing.T) {
	tokFile := filepath.Join(t.TempDir(), "token")
	for round := range 2 {
		ctx, cancel := context.WithCancel(context.Background())
		type started struct{ url, game string }
		ready := make(chan started, 1)
		done := make(chan error, 1)
		var log syncBuf
		go func() {
			done <- run(ctx, []string{"-addr", "127.0.0.1:0", "-token-file", tokFile, "-moves", "e7e5 b8c6", "-delay", "1ms"},
				&log, func(u, g string) { ready <- started{u, g} })
		}()
		var st started
		select {
		case st = <-ready:
		case err := <-done:
			t.Fatal(err)
		case <-time.After(5 * time.Second):
			t.Fatal("not serving")
		}
		tok, err := lichess.LoadToken(tokFile)
		if err != nil {
			t.Fatal(err)
		}
		c := lichess.New(st.url, tok, nil)
		games, err := c.Ongoing(ctx)
		if err != nil || len(games) != 1 || games[0].Color != "white" || games[0].GameID != st.game {
			t.Fatalf("round %d: %+v %v", round, games, err)
		}
		ch := c.Follow(ctx, st.game)
		if round == 0 {
			if err := c.Move(ctx, st.game, "e2e4"); err != nil {
				t.Fatal(err)
			}
			// The reply, in a State or in the Full if the stream
			// connects after it.
			timeout := time.After(5 * time.Second)
		wait:
			for {
				select {
				case u := <-ch:
					if (u.Kind == lichess.State || u.Kind == lichess.Full) && len(u.Moves) == 2 {
						if !slices.Equal(u.Moves, []string{"e2e4", "e7e5"}) {
							t.Fatalf("moves %v", u.Moves)
						}
						break wait
					}
				case <-timeout:
					t.Fatal("no reply in 5 s")
				}
			}
		}
		cancel()
		select {
		case err := <-done:
			if err != nil {
				t.Fatal(err)
			}
		case <-time.After(2 * time.Second):
			t.Fatal("did not end with its context")
		}
		if strings.Contains(log.String(), tok) {
			t.Fatal("the token is in the log")
		}
		if round == 1 {
			break
		}
		first := tok
		t.Cleanup(func() {
			if got, _ := lichess.LoadToken(tokFile); got != first {
				t.Error("a new token after a restart")
			}
		})
	}
}

func TestStandinBadFlags(t *testing.T) {
	for _, args := range [][]string{{"-clock", "fast"}, {"-color", "green"}, {"-nosuch"}} {
		var log syncBuf
		if err := run(context.Background(), append(args, "-addr", "127.0.0.1:0", "-token-file", filepath.Join(t.TempDir(), "t")), &log, nil); err == nil {
			t.Errorf("%v: no error", args)
		}
	}
}
