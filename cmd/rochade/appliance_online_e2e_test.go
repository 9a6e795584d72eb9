package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/cmd/internal/keypad"
	"github.com/rochade/rochade/cmd/internal/lichess"
	"github.com/rochade/rochade/cmd/internal/lichess/lichesstest"
	"github.com/rochade/rochade/cmd/internal/ui"
)

// The appliance whose opponent is an online game: with no token it says
// once that the game could not begin, and why, and goes on (its menu answers);
// with the token online login stored it joins the account's game.
func TestApplianceOnlineGame(t *testing.T) {
	t.Parallel()
	srv := lichesstest.New(t, lichesstest.Options{KeepAlive: 200 * time.Millisecond})
	srv.AddAccount(e2eToken, "Player")
	id := srv.StartGame(lichesstest.Game{White: lichess.Player{ID: "player", Name: "Player", Rating: 1612},
		Black: lichess.Player{ID: "opponent", Name: "Opponent", Rating: 1734}})
	en := ui.New(ui.English)
	settingsFor := func(dir, token string) {
		text := "voice = \"none\"\nweb = \"\"\nclock = \"15m+10s\"\nboard = \"" + filepath.Join(dir, "none") + "\"\n" +
			"online = \"" + srv.URL + "\"\ntoken-file = \"" + token + "\"\n"
		if err := os.WriteFile(filepath.Join(dir, "rochade.toml"), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// No token: said, and the appliance goes on.
	dir := t.TempDir()
	settingsFor(dir, filepath.Join(dir, "no-token"))
	ap := startAppliance(t, dir)
	ap.await("the online game not begun", hasPrefix(en.Sprintf(ui.ApplianceNoToken)+" "+en.Sprintf(ui.ApplianceOnlineFailed)))
	opened, _, _ := strings.Cut(en.Sprintf(ui.MenuOpened, "\x00"), "\x00")
	if l := ap.press(keypad.KeyKPEnter); !strings.HasPrefix(l, opened) {
		// The keypad's own line came first: the menu's follows.
		ap.await("the menu", hasPrefix(opened))
	}
	if err := ap.stop(); err != nil {
		t.Fatalf("the appliance ended with %v", err)
	}
	// The token: the account's game is joined, and its clocks are the
	// server's (the clock setting is not the online game's).
	dir = t.TempDir()
	tok := filepath.Join(dir, "token")
	if err := os.WriteFile(tok, []byte(e2eToken+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	settingsFor(dir, tok)
	ap = startAppliance(t, dir)
	joined := en.Sprintf(ui.OnlineJoined, srv.URL+"/"+id, en.Sprintf(ui.CompareWhite), "Opponent", "1734")
	for deadline := time.Now().Add(20 * time.Second); !strings.Contains(ap.stderr.String(), joined); time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the game was not joined; stderr:\n%s", ap.stderr.String())
		}
	}
	if strings.Contains(ap.stderr.String(), e2eToken) {
		t.Error("the token was printed")
	}
}
