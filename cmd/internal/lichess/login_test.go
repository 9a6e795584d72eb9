package lichess_test

import (
	"context"
	"errors"
	"net"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/cmd/internal/lichess"
	"github.com/rochade/rochade/cmd/internal/lichess/lichesstest"
)

// browser stands for the player's browser: it opens the authorization
// page, which the stand-in approves at once and redirects to the
// loopback listener.
func browser(t *testing.T, seen *string) func(string) error {
	return func(u string) error {
		*seen = u
		go func() {
			resp, err := http.Get(u)
			if err != nil {
				t.Log(err)
				return
			}
			resp.Body.Close()
		}()
		return nil
	}
}

func loopback(t *testing.T) net.Listener {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	return ln
}

// The PKCE login gives a token the server takes, asks for board:play
// with an S256 challenge, and closes its listener.
func TestPKCELogin(t *testing.T) {
	s := lichesstest.New(t, lichesstest.Options{})
	s.AddAccount("lip_other", "Alice")
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	var seen string
	ln := loopback(t)
	tok, err := lichess.PKCELogin(ctx, s.URL, browser(t, &seen), ln)
	if err != nil {
		t.Fatal(err)
	}
	u, err := url.Parse(seen)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	if u.Path != "/oauth" || q.Get("scope") != "board:play" || q.Get("code_challenge_method") != "S256" ||
		q.Get("response_type") != "code" || q.Get("client_id") != lichess.ClientID || q.Get("code_verifier") != "" {
		t.Fatalf("authorization URL %s", seen)
	}
	a, err := lichess.New(s.URL, tok, nil).Account(ctx)
	if err != nil || a.Username != "Alice" {
		t.Fatalf("account with the new token: %+v, %v", a, err)
	}
	if c, err := net.Dial("tcp", ln.Addr().String()); err == nil {
		c.Close()
		t.Fatal("the listener is still open")
	}
}

// A login the player denies is a *LoginError with the server's code.
func TestPKCELoginDenied(t *testing.T) {
	s := lichesstest.New(t, lichesstest.Options{})
	s.AddAccount("lip_other", "Alice")
	s.DenyLogin(true)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	var seen string
	_, err := lichess.PKCELogin(ctx, s.URL, browser(t, &seen), loopback(t))
	var le *lichess.LoginError
	if !errors.As(err, &le) || le.Code != "access_denied" {
		t.Fatalf("err %v, want a LoginError access_denied", err)
	}
}

// A login nobody answers ends with its context.
func TestPKCELoginCancelled(t *testing.T) {
	s := lichesstest.New(t, lichesstest.Options{})
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := lichess.PKCELogin(ctx, s.URL, func(string) error { return nil }, loopback(t))
	if !errors.Is(err, context.DeadlineExceeded) || time.Since(start) > time.Second {
		t.Fatalf("err %v after %v", err, time.Since(start))
	}
}

// A listener that is not on the loopback is refused.
func TestPKCELoginNotLoopback(t *testing.T) {
	ln, err := net.Listen("tcp", ":0")
	if err != nil {
		t.Fatal(err)
	}
	_, err = lichess.PKCELogin(context.Background(), "http://127.0.0.1:1", func(string) error {
		t.Fatal("opened a page")
		return nil
	}, ln)
	var le *lichess.LoginError
	if !errors.As(err, &le) || !strings.Contains(le.Code, "loopback") {
		t.Fatalf("err %v", err)
	}
}
