package main

import (
	"context"
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rochade/rochade/cmd/internal/assistant"
	"github.com/rochade/rochade/cmd/internal/lichess"
	"github.com/rochade/rochade/cmd/internal/lichess/lichesstest"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/notation"
)

// online login stores a pasted token 0600 once the server knows it, and
// prints it nowhere; a token the server refuses is one sentence and
// nothing stored; logout removes it.
func TestOnlineLoginLogout(t *testing.T) {
	srv := lichesstest.New(t, lichesstest.Options{})
	srv.AddAccount("lip_goodToken123", "Player")
	file := filepath.Join(t.TempDir(), "sub", "token")
	out, errOut, err := run(t, "lip_goodToken123\n", "--lang-ui", "en", "online", "login", "--server", srv.URL, "--token-file", file)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out+errOut, "lip_goodToken123") || !strings.Contains(errOut, "Player") {
		t.Errorf("login said %q %q", out, errOut)
	}
	fi, err := os.Stat(file)
	if err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("the token file: %v %v", fi, err)
	}
	if data, _ := os.ReadFile(file); strings.TrimSpace(string(data)) != "lip_goodToken123" {
		t.Errorf("stored %q", data)
	}
	bad := filepath.Join(t.TempDir(), "token")
	_, errOut, err = run(t, "lip_wrongToken\n", "--lang-ui", "en", "online", "login", "--server", srv.URL, "--token-file", bad)
	if err == nil || err.Error() != ui.New(ui.English).Sprintf(ui.OnlineTokenRefused) || strings.Contains(errOut+err.Error(), "lip_wrongToken") {
		t.Errorf("a refused token: %v, %q", err, errOut)
	}
	if _, err := os.Stat(bad); err == nil {
		t.Error("a refused token was stored")
	}
	if _, _, err := run(t, "", "online", "login", "--server", srv.URL, "--token-file", bad); err == nil {
		t.Error("an empty standard input gave a login")
	}
	if _, _, err := run(t, "", "online", "logout", "--token-file", file); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(file); err == nil {
		t.Error("logout left the token")
	}
}

// --clock with --online is refused with a sentence, as are the online
// flags without --online and a server that is none.
func TestOnlineFlagsRefused(t *testing.T) {
	en := ui.New(ui.English)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"play", "--online", "lichess", "--clock", "5m+3s"}, en.Sprintf(ui.OnlineClockRefused)},
		{[]string{"play", "--seek", "15+10"}, en.Sprintf(ui.OnlineNeedsServer)},
		{[]string{"play", "--online", "lichess", "--engine", "stockfish"}, en.Sprintf(ui.OnlineNoEngine)},
		{[]string{"play", "--online", "ftp://x"}, en.Sprintf(ui.OnlineBadServer, quote("ftp://x"))},
		{[]string{"play", "--online", "lichess", "--seek", "1+0"}, en.Sprintf(ui.OnlineBadSeek, quote("1+0"))},
		{[]string{"play", "--online", "lichess", "--seek", "15+10", "--server-ai", "3"}, en.Sprintf(ui.OnlineOneWay)},
	} {
		_, _, err := run(t, "", append([]string{"--lang-ui", "en"}, c.args...)...)
		if err == nil || err.Error() != c.want {
			t.Errorf("%v: %v, want %q", c.args, err, c.want)
		}
	}
}

// flaky fails the first n posts of a move as a cut network does.
type flaky struct {
	mu sync.Mutex
	n  int
}

func (f *flaky) RoundTrip(r *http.Request) (*http.Response, error) {
	f.mu.Lock()
	fail := r.Method == http.MethodPost && strings.Contains(r.URL.Path, "/move/") && f.n > 0
	if fail {
		f.n--
	}
	f.mu.Unlock()
	if fail {
		return nil, errors.New("network is unreachable")
	}
	return http.DefaultTransport.RoundTrip(r)
}

// A move made while the network is down is sent when it is back, once.
func TestOnlineMoveSentWhenTheNetworkIsBack(t *testing.T) {
	srv := lichesstest.New(t, lichesstest.Options{})
	srv.AddAccount("lip_flakyToken", "Player")
	id := srv.StartGame(lichesstest.Game{White: lichess.Player{ID: "player", Name: "Player"}, Black: lichess.Player{ID: "opp", Name: "Opp"}})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	inputs := make(chan assistant.Input, 16)
	g := &onlineGame{c: lichess.New(srv.URL, "lip_flakyToken", &http.Client{Transport: &flaky{n: 2}}), ctx: ctx, id: id,
		start: notation.StartPosition(), inputs: inputs, moves: make(chan sendMove, 4)}
	go g.send()
	p := notation.StartPosition()
	ms, _ := assistant.ServerMoves(p, []string{"e2e4"})
	g.Send(0, ms[0])
	for end := time.Now().Add(20 * time.Second); len(srv.Moves(id)) == 0 && time.Now().Before(end); time.Sleep(20 * time.Millisecond) {
	}
	if got := srv.Moves(id); !slices.Equal(got, []string{"e2e4"}) {
		t.Fatalf("the server has %q", got)
	}
	if got := srv.Received(id); len(got) != 1 {
		t.Errorf("the server received %q", got)
	}
	select {
	case in := <-inputs:
		t.Errorf("said %+v", in.Server)
	default:
	}
}
