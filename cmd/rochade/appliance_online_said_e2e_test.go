package main

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/rochade/rochade/cmd/internal/assistant"
	"github.com/rochade/rochade/cmd/internal/lichess"
	"github.com/rochade/rochade/cmd/internal/lichess/lichesstest"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/cmd/internal/ui/spoken"
	"github.com/rochade/rochade/phonetic"
)

// onlineAppliance starts the appliance on an online game of the server
// srv, with the settings' lines more, its speech written to a WAV file
// (returned).
func onlineAppliance(t *testing.T, srv *lichesstest.Server, more string) (*applianceRun, string) {
	t.Helper()
	srv.AddAccount(e2eToken, "Player")
	dir := t.TempDir()
	tok := filepath.Join(dir, "token")
	if err := os.WriteFile(tok, []byte(e2eToken+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	text := "web = \"\"\nboard = \"" + filepath.Join(dir, "none") + "\"\nonline = \"" + srv.URL + "\"\ntoken-file = \"" + tok + "\"\n" + more
	if err := os.WriteFile(filepath.Join(dir, "rochade.toml"), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	wav := filepath.Join(dir, "heard.wav")
	return startAppliance(t, dir, "--voice", "default", "--wav", wav), wav
}

// heardOnce checks that the speech written to wav holds s once.
func heardOnce(t *testing.T, ap *applianceRun, wav string, s spoken.Said) {
	t.Helper()
	if n := timesHeard(t, wav, ui.English, s.Words); n != 1 {
		t.Errorf("%q was heard %d times, want once; stderr:\n%s", s.Text, n, ap.stderr.String())
	}
}

// A seek nobody accepts: the appliance's player hears the seek placed,
// with its time control, and that nobody accepted it and it is placed
// again; each once, however often the server ends the seek again.
func TestApplianceSaysASeekThatFindsNobody(t *testing.T) {
	t.Parallel()
	srv := lichesstest.New(t, lichesstest.Options{KeepAlive: 200 * time.Millisecond, SeekDelay: 100 * time.Millisecond, SeekUnpaired: true})
	ap, wav := onlineAppliance(t, srv, "seek = \"15+10\"\n")
	en := ui.New(ui.English)
	ap.awaitStderr("the seek placed", en.Sprintf(ui.OnlineSeeking, "15+10"), 1)
	ap.awaitStderr("the seek ended", en.Sprintf(ui.OnlineSeekEnded), 1)
	// The server ends the seek placed again (after about a second).
	for deadline := time.Now().Add(30 * time.Second); srv.Requests() < 8; time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the seek was not placed again; stderr:\n%s", ap.stderr.String())
		}
	}
	if err := ap.stop(); err != nil {
		t.Fatalf("the appliance ended with %v", err)
	}
	te := spoken.NewTeller(en, phonetic.German)
	heardOnce(t, ap, wav, te.Msg(ui.ApplianceSeeking, te.Value("15+10")))
	heardOnce(t, ap, wav, te.Msg(ui.ApplianceSeekEnded))
}

// A challenge the other player declines: the appliance's player hears
// the challenge sent, to whom, then that it was declined, before the
// game that could not begin.
func TestApplianceSaysAChallengeDeclined(t *testing.T) {
	t.Parallel()
	srv := lichesstest.New(t, lichesstest.Options{KeepAlive: 200 * time.Millisecond})
	srv.Script("Anna", false)
	ap, wav := onlineAppliance(t, srv, "challenge = \"Anna\"\n")
	en := ui.New(ui.English)
	ap.awaitStderr("the challenge sent", en.Sprintf(ui.OnlineChallengeSent, "Anna"), 1)
	ap.awaitStderr("the challenge declined", en.Sprintf(ui.OnlineDeclined, "Anna", "later"), 1)
	ap.await("the online game not begun", hasPrefix(en.Sprintf(ui.ApplianceChallengeDeclined, "Anna")))
	if err := ap.stop(); err != nil {
		t.Fatalf("the appliance ended with %v", err)
	}
	te := spoken.NewTeller(en, phonetic.German)
	heardOnce(t, ap, wav, te.Msg(ui.ApplianceChallengeSent, te.Brand("Anna")))
	heardOnce(t, ap, wav, te.Msg(ui.ApplianceChallengeDeclined, te.Brand("Anna")).Add(te.Msg(ui.ApplianceOnlineFailed)))
}

// The network lost during an online game and back: the appliance's
// player hears both, once each.
func TestApplianceSaysTheConnectionLostAndBack(t *testing.T) {
	t.Parallel()
	srv := lichesstest.New(t, lichesstest.Options{KeepAlive: 200 * time.Millisecond})
	id := srv.StartGame(lichesstest.Game{White: lichess.Player{ID: "player", Name: "Player", Rating: 1612},
		Black: lichess.Player{ID: "opponent", Name: "Opponent", Rating: 1734}})
	ap, wav := onlineAppliance(t, srv, "")
	en := ui.New(ui.English)
	ap.awaitStderr("the game joined", en.Sprintf(ui.OnlineJoined, srv.URL+"/"+id, en.Sprintf(ui.CompareWhite), "Opponent", "1734"), 1)
	srv.DropStreams()
	ap.awaitStderr("the connection back", en.Sprintf(ui.PlayServerBack), 1)
	if err := ap.stop(); err != nil {
		t.Fatalf("the appliance ended with %v", err)
	}
	te := spoken.NewTeller(en, phonetic.German)
	heardOnce(t, ap, wav, te.Msg(ui.ApplianceServerLost))
	heardOnce(t, ap, wav, te.Msg(ui.ApplianceServerBack))
}

// Every line of the online game the appliance says has words in each
// language, from clips of its built-in prompt pack: the news before the
// game, the session's notices of the online game, the reasons it did
// not begin.
func TestApplianceOnlineLinesHaveWords(t *testing.T) {
	clock := &lichess.ClockSpec{Initial: 15 * time.Minute, Increment: 10 * time.Second}
	for _, lang := range ui.Langs() {
		pack, err := spoken.BuiltIn(lang)
		if err != nil {
			t.Fatal(err)
		}
		te := spoken.NewTeller(ui.New(lang), phonetic.German)
		var said []spoken.Said
		for _, k := range []newsKind{newsNoGame, newsSeeking, newsSeekEnded, newsChallengeSent, newsWithdrawn, newsServerNo, newsLost, newsBack} {
			said = append(said, newsSaid(te, onlineNews{kind: k, who: "Anna", clock: clock}))
		}
		for _, n := range []assistant.Notice{
			{Kind: assistant.ServerConnectionLost}, {Kind: assistant.ServerConnectionBack},
			{Kind: assistant.ServerAsksToWait, Wait: 61 * time.Second}, {Kind: assistant.DrawOffered},
			{Kind: assistant.TakebackOffered}, {Kind: assistant.OpponentLeft, Gone: true, Wait: 21 * time.Second},
			{Kind: assistant.OpponentLeft}, {Kind: assistant.ServerAsked, Action: assistant.ActResign},
			{Kind: assistant.NothingToAnswer}, {Kind: assistant.ServerSaidNo}, {Kind: assistant.MoveRefused},
			{Kind: assistant.OpponentToMove}, {Kind: assistant.NeedsBoardGame},
		} {
			said = append(said, noticeSaid(te, n))
		}
		for _, why := range []onlineWhy{whyServer, whyNoToken, whyToken, whyRateLimited, whyDeclined} {
			said = append(said, failureSaid(te, &onlineFailure{error: errors.New("x"), why: why, who: "Anna"}))
		}
		for i, s := range said {
			if len(s.Words) == 0 {
				t.Errorf("%s: line %d has no words", lang, i)
			}
			for _, w := range s.Words {
				if _, ok := pack.Clip(w.Prompt); w.Prompt != "" && !ok {
					t.Errorf("%s: %q: no clip %s (%q)", lang, s.Text, w.Prompt, w.Text)
				}
			}
		}
	}
	// A chat line that arrived is not said: the appliance cannot read it.
	if s := noticeSaid(spoken.NewTeller(ui.New(ui.English), phonetic.German), assistant.Notice{Kind: assistant.ChatArrived, Ply: 1}); s.Words != nil {
		t.Errorf("a chat line arrived is said: %q", s.Text)
	}
}
