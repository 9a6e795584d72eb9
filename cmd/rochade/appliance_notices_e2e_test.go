package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/cmd/internal/keypad"
	"github.com/rochade/rochade/cmd/internal/lichess"
	"github.com/rochade/rochade/cmd/internal/lichess/lichesstest"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/cmd/internal/ui/spoken"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
	"github.com/rochade/rochade/voices/speech"
)

// timesHeard counts how often the speech written to the WAV file wav
// holds words as lang's built-in prompt pack and the default voice say
// them, sample for sample.
func timesHeard(t *testing.T, wav string, lang ui.Lang, words []speech.Word) int {
	t.Helper()
	pack, err := spoken.BuiltIn(lang)
	if err != nil {
		t.Fatal(err)
	}
	sp, err := speech.LoadSpeakers(speech.Options{Voice: "default", Gap: defaultGap, Speed: 1, Volume: 1, Prompts: pack})
	if err != nil {
		t.Fatal(err)
	}
	ph, err := sp.Words(notation.White, words)
	if err != nil {
		t.Fatal(err)
	}
	return bytes.Count(wavData(t, wav), phraseBytes(ph.AppendSamples(nil)))
}

// awaitStderr waits up to 30 s until the appliance's standard error
// holds text n times.
func (r *applianceRun) awaitStderr(what, text string, n int) {
	r.t.Helper()
	for deadline := time.Now().Add(30 * time.Second); strings.Count(r.stderr.String(), text) < n; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			r.t.Fatalf("no %s (%q %d times) after 30 s; stderr:\n%s", what, text, n, r.stderr.String())
		}
	}
}

// The appliance's player, who may have no Braille display, hears a
// challenge that comes in: who (the name spelled), the rating (as a
// number), the time
// control, rated, the colour the player would play, and where in the
// menu to accept or decline it; in the language of the settings. The
// challenge is said once: listed again by the server when a setting
// changed in the menu starts the wiring again, it is printed again but
// not said again.
func TestApplianceSaysAChallenge(t *testing.T) {
	for _, lang := range []ui.Lang{ui.English, ui.German} {
		t.Run(string(lang), func(t *testing.T) {
			t.Parallel()
			srv := lichesstest.New(t, lichesstest.Options{KeepAlive: 200 * time.Millisecond})
			srv.AddAccount(e2eToken, "Player")
			dir := t.TempDir()
			tok := filepath.Join(dir, "token")
			if err := os.WriteFile(tok, []byte(e2eToken+"\n"), 0o600); err != nil {
				t.Fatal(err)
			}
			text := "lang-ui = \"" + string(lang) + "\"\nweb = \"\"\nboard = \"" + filepath.Join(dir, "none") + "\"\n" +
				"online = \"" + srv.URL + "\"\ntoken-file = \"" + tok + "\"\n"
			if err := os.WriteFile(filepath.Join(dir, "rochade.toml"), []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			wav := filepath.Join(dir, "heard.wav")
			ap := startAppliance(t, dir, "--voice", "default", "--wav", wav)
			p := ui.New(lang)
			ap.awaitStderr("wait for a challenge", p.Sprintf(ui.OnlineNoGame), 1)
			from := lichess.Player{ID: "boris", Name: "Boris", Rating: 1734}
			clock := &lichess.ClockSpec{Initial: 15 * time.Minute, Increment: 10 * time.Second}
			srv.ChallengeIn("player", from, clock, true, "white")
			printed := p.Sprintf(ui.OnlineChallengeIn, "Boris", "1734", "15+10")
			ap.awaitStderr("the challenge printed", printed, 1)
			// A setting changed in the menu (said after the challenge)
			// starts the wiring again: the speech of the first run is
			// written to the WAV file, and the server lists the
			// challenge again to the second.
			opened, _, _ := strings.Cut(p.Sprintf(ui.MenuOpened, "\x00"), "\x00")
			if l := ap.press(keypad.KeyKPEnter); !strings.HasPrefix(l, opened) {
				ap.await("the menu", hasPrefix(opened)) // the keypad's own line came first
			}
			ap.choose(keypad.KeyKP2, p.Sprintf(ui.SettingClock)+":", keypad.KeyKP2, "5+3")
			ap.awaitStderr("the challenge listed again", printed, 2)
			te := spoken.NewTeller(p, phonetic.German)
			heard := te.Msg(ui.ApplianceChallengeRated, te.Brand("Boris"), te.Number(1734), te.Value("15+10")).
				Add(te.Msg(ui.ApplianceChallengeBlack)).
				Add(te.Msg(ui.ApplianceChallengeAnswer, te.Label(p.Sprintf(ui.MenuGame)),
					te.Label(p.RequestLabel("accept")), te.Label(p.RequestLabel("decline"))))
			// What is said holds the name letter by letter, the rating,
			// 15+10, and the words of the menu and the requests.
			var clips []string
			for _, w := range heard.Words {
				clips = append(clips, w.Prompt)
			}
			// The rating is a number, one thousand seven hundred …, not
			// its digits one by one.
			rating := map[ui.Lang]string{ui.English: "number_1000 number_700 number_30 number_4", ui.German: "number_1000 number_700 "}[lang]
			for _, want := range []string{"letter_b letter_o letter_r letter_i letter_s", rating, "m_say-plus_1", "m_menu-game_1", "r_accept", "r_decline"} {
				if !strings.Contains(strings.Join(clips, " "), want) {
					t.Errorf("the challenge said as %q lacks %s", clips, want)
				}
			}
			if n := timesHeard(t, wav, lang, heard.Words); n != 1 {
				t.Errorf("the challenge %q was heard %d times in the first run, want once; stderr:\n%s", heard.Text, n, ap.stderr.String())
			}
			// The menu closed after the challenge was listed again is
			// said after it would have been.
			ap.pressUntil(keypad.KeyBackspace, p.Sprintf(ui.MenuClosed))
			if err := ap.stop(); err != nil {
				t.Fatalf("the appliance ended with %v", err)
			}
			if n := timesHeard(t, wav, lang, heard.Words); n != 0 {
				t.Errorf("the challenge was heard again in the second run (%d times)", n)
			}
		})
	}
}

// The appliance's player hears that the online game has begun, with
// the colour, the opponent and the opponent's rating; once, not again
// when a setting changed in the menu starts the wiring again.
func TestApplianceSaysTheOnlineGameBegun(t *testing.T) {
	t.Parallel()
	srv := lichesstest.New(t, lichesstest.Options{KeepAlive: 200 * time.Millisecond})
	srv.AddAccount(e2eToken, "Player")
	id := srv.StartGame(lichesstest.Game{White: lichess.Player{ID: "opponent", Name: "Opponent", Rating: 1734},
		Black: lichess.Player{ID: "player", Name: "Player", Rating: 1612}})
	dir := t.TempDir()
	tok := filepath.Join(dir, "token")
	if err := os.WriteFile(tok, []byte(e2eToken+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	text := "web = \"\"\nboard = \"" + filepath.Join(dir, "none") + "\"\nonline = \"" + srv.URL + "\"\ntoken-file = \"" + tok + "\"\n"
	if err := os.WriteFile(filepath.Join(dir, "rochade.toml"), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	wav := filepath.Join(dir, "heard.wav")
	ap := startAppliance(t, dir, "--voice", "default", "--wav", wav)
	en := ui.New(ui.English)
	joined := en.Sprintf(ui.OnlineJoined, srv.URL+"/"+id, en.Sprintf(ui.CompareBlack), "Opponent", "1734")
	ap.awaitStderr("the game joined", joined, 1)
	opened, _, _ := strings.Cut(en.Sprintf(ui.MenuOpened, "\x00"), "\x00")
	if l := ap.press(keypad.KeyKPEnter); !strings.HasPrefix(l, opened) {
		ap.await("the menu", hasPrefix(opened)) // the keypad's own line came first
	}
	ap.choose(keypad.KeyKP2, en.Sprintf(ui.SettingClock)+":", keypad.KeyKP2, "5+3")
	ap.awaitStderr("the game joined again", joined, 2)
	te := spoken.NewTeller(en, phonetic.German)
	heard := te.Msg(ui.ApplianceJoinedBlack, te.Brand("Opponent"), te.Number(1734))
	if n := timesHeard(t, wav, ui.English, heard.Words); n != 1 {
		t.Errorf("%q was heard %d times in the first run, want once; stderr:\n%s", heard.Text, n, ap.stderr.String())
	}
	ap.pressUntil(keypad.KeyBackspace, en.Sprintf(ui.MenuClosed))
	if err := ap.stop(); err != nil {
		t.Fatalf("the appliance ended with %v", err)
	}
	if n := timesHeard(t, wav, ui.English, heard.Words); n != 0 {
		t.Errorf("the game begun was heard again in the second run (%d times)", n)
	}
}

// The appliance's player hears, once, that someone else on the network
// is typing wrong pairing codes (more wrong codes after it are not said
// again), and, having chosen "Unpair every phone" in the menu, that no
// phone is paired now.
func TestApplianceSaysPairingWarning(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	text := "voice = \"default\"\nweb = \"127.0.0.1:0\"\nboard = \"" + filepath.Join(dir, "none") + "\"\n"
	if err := os.WriteFile(filepath.Join(dir, "rochade.toml"), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	wav := filepath.Join(dir, "heard.wav")
	ap := startApplianceEnv(t, dir, []string{"ROCHADE_PAIRINGS=" + filepath.Join(dir, "paired")}, "--wav", wav)
	en := ui.New(ui.English)
	ap.await("the greeting", hasPrefix(en.Sprintf(ui.ApplianceReady)))
	base := ""
	for deadline := time.Now().Add(30 * time.Second); base == ""; time.Sleep(20 * time.Millisecond) {
		base = regexp.MustCompile(`http://127\.0\.0\.1:\d+/`).FindString(ap.stderr.String())
		if base == "" && time.Now().After(deadline) {
			t.Fatalf("no page served; stderr:\n%s", ap.stderr.String())
		}
	}
	// The keypad's decimal point opens a code; wrong codes from two
	// addresses make the warning.
	if _, err := ap.keys.Write(keypad.Tap(keypad.RecordSize, keypad.KeyKPDot, time.Now())); err != nil {
		t.Fatal(err)
	}
	guessing := en.Sprintf(ui.WebGuessing)
	for deadline := time.Now().Add(30 * time.Second); !strings.Contains(ap.stderr.String(), guessing); time.Sleep(200 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("no warning after wrong codes from two addresses; stderr:\n%s", ap.stderr.String())
		}
		pairMessageFrom(t, base, "127.0.0.2", "000000")
		pairMessage(t, base, "000000")
	}
	// More wrong codes, from a third address: no second warning.
	for range 3 {
		pairMessageFrom(t, base, "127.0.0.3", "000000")
	}
	// Every phone unpaired, from the menu's System.
	opened, _, _ := strings.Cut(en.Sprintf(ui.MenuOpened, "\x00"), "\x00")
	if l := ap.press(keypad.KeyKPEnter); !strings.HasPrefix(l, opened) {
		ap.await("the menu", hasPrefix(opened)) // the keypad's own line came first
	}
	ap.pressUntil(keypad.KeyKP2, en.Sprintf(ui.MenuSubmenu, en.Sprintf(ui.MenuSystem)))
	ap.press(keypad.KeyKP6)
	ap.pressUntil(keypad.KeyKP2, en.Sprintf(ui.WebForget))
	ap.press(keypad.KeyKPEnter) // asked again
	ap.press(keypad.KeyKPEnter)
	forgotten := en.Sprintf(ui.WebForgotten)
	ap.awaitStderr("every phone unpaired", forgotten, 1)
	if err := ap.stop(); err != nil {
		t.Fatalf("the appliance ended with %v", err)
	}
	if n := strings.Count(ap.stderr.String(), guessing); n != 1 {
		t.Errorf("the warning was printed %d times", n)
	}
	te := spoken.NewTeller(en, phonetic.German)
	if n := timesHeard(t, wav, ui.English, te.Msg(ui.WebGuessing).Words); n != 1 {
		t.Errorf("the warning was heard %d times, want once; stderr:\n%s", n, ap.stderr.String())
	}
	if n := timesHeard(t, wav, ui.English, te.Msg(ui.WebForgotten).Words); n != 1 {
		t.Errorf("%q was heard %d times, want once", forgotten, n)
	}
}
