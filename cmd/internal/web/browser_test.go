package web

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/cmd/internal/web/browsertest"
	"github.com/rochade/rochade/notation"
)

// The tests in a real browser: Debian's chromium, headless, one browser
// for the whole test process, a tab of its own for each test.

func TestMain(m *testing.M) {
	code := m.Run()
	browsertest.Close()
	os.Exit(code)
}

// open opens the page at path of ts in a new tab and waits for its
// script to connect.
func (ts *testServer) open(t testing.TB, path string) *tab {
	t.Helper()
	ctx := browsertest.Shared(t).Tab(t)
	tb := &tab{t: t, ts: ts, ctx: ctx}
	tb.navigate(path)
	return tb
}

// openPaired opens the pairing page in a new tab, pairs it with the form
// and waits for the game page's stream.
func (ts *testServer) openPaired(t testing.TB) *tab {
	t.Helper()
	tb := ts.open(t, "/pair")
	browsertest.Do(t, tb.ctx, 20*time.Second,
		chromedp.SetValue(chromedp.CSS("#code"), ts.Pairing().NewCode()),
		chromedp.Submit(chromedp.CSS("#code")),
		chromedp.WaitReady(chromedp.CSS("#change form")))
	tb.waitStreams()
	return tb
}

type tab struct {
	t   testing.TB
	ts  *testServer
	ctx context.Context
}

func (tb *tab) navigate(path string) {
	tb.t.Helper()
	browsertest.Do(tb.t, tb.ctx, 30*time.Second, chromedp.Navigate(tb.ts.url+path), chromedp.WaitReady(chromedp.CSS("main")))
	if path == "/" {
		tb.waitStreams()
	}
}

// waitStreams waits until the server has the page's stream.
func (tb *tab) waitStreams() {
	tb.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for tb.ts.streams.Load() == 0 {
		if time.Now().After(deadline) {
			tb.t.Fatal("the page opened no stream within 10 s")
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func (tb *tab) eval(expr string) string {
	tb.t.Helper()
	return browsertest.Eval[string](tb.t, tb.ctx, expr)
}

func (tb *tab) waitFor(limit time.Duration, cond, what string) time.Duration {
	tb.t.Helper()
	return browsertest.WaitFor(tb.t, tb.ctx, limit, cond, what)
}

const (
	liveText  = `(document.querySelector("#live p:last-child") || {}).textContent`
	scoreText = `Array.from(document.querySelectorAll("#score li")).map(li => li.value + ". " + li.textContent).join(" | ")`
	linesText = `Array.from(document.querySelectorAll("#lines li")).map(li => li.textContent).join(" | ")`
)

func jsString(s string) string { return fmt.Sprintf("%q", s) }

func TestBrowserLiveRegionScoreAndReload(t *testing.T) {
	ts := newTestServer(t, ui.German)
	tb := ts.open(t, "/")
	ts.Say(Line{Kind: Announcement, Text: "Eva vier"})
	tb.waitFor(time.Second, liveText+` === "Eva vier"`, liveText)
	ts.ShowScore([]Move{{Number: 1, SAN: "e4", Words: "Eva vier"}})
	tb.waitFor(time.Second, scoreText+` === "1. e4 Eva vier"`, scoreText)
	ts.Say(Line{Kind: Announcement, Text: "Eva fünf"})
	ts.ShowScore([]Move{{Number: 1, SAN: "e4", Words: "Eva vier"}, {Number: 1, Black: true, SAN: "e5", Words: "Eva fünf"}})
	ts.Say(Line{Kind: Announcement, Text: "Springer Felix drei"})
	ts.ShowScore([]Move{{Number: 1, SAN: "e4", Words: "Eva vier"}, {Number: 1, Black: true, SAN: "e5", Words: "Eva fünf"}, {Number: 2, SAN: "Sf3", Words: "Springer Felix drei"}})
	tb.waitFor(time.Second, liveText+` === "Springer Felix drei"`, liveText)
	want := "1. e4 Eva vier, e5 Eva fünf | 2. Sf3 Springer Felix drei"
	tb.waitFor(time.Second, scoreText+` === `+jsString(want), scoreText)
	if got := tb.eval(linesText); got != "Eva vier | Eva fünf | Springer Felix drei" {
		t.Errorf("the list of lines: %q", got)
	}
	// A burst stays whole in the live region for the screen reader, then
	// only the newest line stays.
	if got := tb.eval(`Array.from(document.querySelectorAll("#live p")).map(p => p.textContent).join(" | ")`); got != "Eva vier | Eva fünf | Springer Felix drei" {
		t.Errorf("the live region after a burst: %q", got)
	}
	tb.waitFor(7*time.Second, `document.querySelectorAll("#live p").length === 1`, `document.getElementById("live").innerHTML`)
	if got := tb.eval(`document.documentElement.lang + " " + document.getElementById("no-move").hidden`); got != "de true" {
		t.Errorf("lang and the no-move line: %q", got)
	}
	// A takeback: the score loses its last move.
	ts.ShowScore([]Move{{Number: 1, SAN: "e4", Words: "Eva vier"}, {Number: 1, Black: true, SAN: "e5", Words: "Eva fünf"}})
	tb.waitFor(time.Second, scoreText+` === "1. e4 Eva vier, e5 Eva fünf"`, scoreText)
	// A reload keeps the score and the lines, and says nothing.
	tb.navigate("/")
	if got := tb.eval(scoreText); got != "1. e4 Eva vier, e5 Eva fünf" {
		t.Errorf("the score after a reload: %q", got)
	}
	if got := tb.eval(linesText); got != "Eva vier | Eva fünf | Springer Felix drei" {
		t.Errorf("the lines after a reload: %q", got)
	}
}

// The Appendix D words are marked German in a page of another language,
// so that a screen reader speaks them with a German voice; not so in
// Cyrillic.
func TestBrowserWordsInTheirLanguage(t *testing.T) {
	for _, c := range []struct {
		lang ui.Lang
		want string
	}{{ui.English, "de"}, {ui.Polish, "de"}, {ui.German, ""}, {ui.Russian, ""}} {
		ts := newTestServer(t, c.lang)
		tb := ts.open(t, "/")
		ts.ShowScore([]Move{{Number: 1, SAN: "e4", Words: "Eva vier"}})
		tb.waitFor(time.Second, `document.querySelector("#score .words")`, scoreText)
		if got := tb.eval(`document.querySelector("#score .words").lang`); got != c.want {
			t.Errorf("%s: the words' lang is %q, want %q", c.lang, got, c.want)
		}
	}
}

// A phone that loses its connection gets the moves made meanwhile when
// it comes back: the newest line spoken, the others into the list.
func TestBrowserOfflineThenBack(t *testing.T) {
	ts := newTestServer(t, ui.English)
	tb := ts.open(t, "/")
	ts.Say(Line{Text: "Eva vier"})
	tb.waitFor(time.Second, liveText+` === "Eva vier"`, liveText)
	browsertest.Offline(t, tb.ctx, true)
	ts.http.CloseClientConnections() // the Wi-Fi is gone: the stream breaks
	ts.Say(Line{Text: "Eva fünf"})
	ts.ShowScore([]Move{{Number: 1, SAN: "e4", Words: "Eva vier"}, {Number: 1, Black: true, SAN: "e5", Words: "Eva fünf"}})
	ts.Say(Line{Text: "Springer Felix drei"})
	ts.ShowScore([]Move{{Number: 1, SAN: "e4", Words: "Eva vier"}, {Number: 1, Black: true, SAN: "e5", Words: "Eva fünf"}, {Number: 2, SAN: "Nf3", Words: "Springer Felix drei"}})
	time.Sleep(3 * time.Second)
	if got := tb.eval(liveText); got == "Springer Felix drei" {
		t.Fatal("the page got the move while offline: the test cut nothing")
	}
	browsertest.Offline(t, tb.ctx, false)
	tb.waitFor(10*time.Second, liveText+` === "Springer Felix drei"`, liveText)
	want := "1. e4 Eva vier, e5 Eva fünf | 2. Nf3 Springer Felix drei"
	tb.waitFor(time.Second, scoreText+` === `+jsString(want), scoreText)
	if got := tb.eval(linesText); got != "Eva vier | Eva fünf | Springer Felix drei" {
		t.Errorf("the lines after coming back: %q", got)
	}
}

// After five seconds without a connection the page says so, and says
// when it is back.
func TestBrowserSaysWhenTheConnectionIsLost(t *testing.T) {
	ts := newTestServer(t, ui.English)
	tb := ts.open(t, "/")
	browsertest.Offline(t, tb.ctx, true)
	ts.http.CloseClientConnections()
	tb.waitFor(10*time.Second, liveText+` === `+jsString(ts.p.Sprintf(ui.WebOffline)), liveText)
	browsertest.Offline(t, tb.ctx, false)
	tb.waitFor(10*time.Second, liveText+` === `+jsString(ts.p.Sprintf(ui.WebOnline)), liveText)
}

func TestBrowserButtonsAnsweredInTheLiveRegion(t *testing.T) {
	ts := newTestServer(t, ui.English)
	tb := ts.openPaired(t)
	browsertest.Do(t, tb.ctx, 10*time.Second, chromedp.Click(chromedp.CSS(`form.request button`)))
	tb.waitFor(time.Second, liveText+` === "answer to time"`, liveText)
	// A request with a field, by keyboard alone: type the square, Enter.
	browsertest.Do(t, tb.ctx, 10*time.Second,
		chromedp.Focus(chromedp.CSS(`#arg-square`)),
		chromedp.KeyEvent("e4"),
		chromedp.KeyEvent(kb.Enter))
	tb.waitFor(time.Second, liveText+` === "answer to square e4"`, liveText)
	// A choice.
	browsertest.Do(t, tb.ctx, 10*time.Second, chromedp.Click(chromedp.CSS(`button[name=arg][value=black]`)))
	tb.waitFor(time.Second, liveText+` === "answer to pieces black"`, liveText)
	if got := strings.Join(ts.game.requests(), ","); got != "time,square e4,pieces black" {
		t.Errorf("the game was asked %q", got)
	}
}

// A visitor who is not paired gets the answer in the list of lines, not
// in the live region of his page nor of the paired phone's.
func TestBrowserUnpairedAnswersInTheListOnly(t *testing.T) {
	ts := newTestServer(t, ui.English)
	phone := ts.openPaired(t)
	visitor := ts.open(t, "/")
	browsertest.Do(t, visitor.ctx, 10*time.Second, chromedp.Click(chromedp.CSS(`form.request button`)))
	visitor.waitFor(2*time.Second, linesText+`.includes("answer to time")`, linesText)
	phone.waitFor(2*time.Second, linesText+`.includes("answer to time")`, linesText)
	time.Sleep(300 * time.Millisecond)
	for _, tb := range []*tab{visitor, phone} {
		if got := tb.eval(liveText + ` || ""`); got == "answer to time" {
			t.Errorf("a visitor's answer in a live region")
		}
	}
	if got := ts.game.spokenRequests(); len(got) != 0 {
		t.Errorf("to be spoken: %q", got)
	}
}

// Every control is reached with Tab alone, in the order of the page, and
// a button pressed with Enter asks its request.
func TestBrowserKeyboardAlone(t *testing.T) {
	ts := newTestServer(t, ui.English)
	tb := ts.openPaired(t)
	var order []string
	for i := 0; i < 40; i++ {
		browsertest.Do(t, tb.ctx, 5*time.Second, chromedp.KeyEvent(kb.Tab))
		el := tb.eval(`(e => e.tagName + ":" + (e.getAttribute("value") || e.id || e.textContent.trim()))(document.activeElement)`)
		if len(order) > 0 && el == order[0] {
			break
		}
		order = append(order, el)
	}
	joined := strings.Join(order, " ")
	for _, want := range []string{"A:Game", "A:Settings", "A:Pair this phone", "BUTTON:Time", "INPUT:arg-square", "BUTTON:white", "BUTTON:black"} {
		if !strings.Contains(joined, want) {
			t.Errorf("Tab never reaches %s: %s", want, joined)
		}
	}
	// Back to the Time button, and Enter.
	for i := 0; i < 60 && tb.eval(`document.activeElement.textContent.trim()`) != "Time"; i++ {
		browsertest.Do(t, tb.ctx, 5*time.Second, chromedp.KeyEvent(kb.Tab))
	}
	browsertest.Do(t, tb.ctx, 5*time.Second, chromedp.KeyEvent(kb.Enter))
	tb.waitFor(time.Second, liveText+` === "answer to time"`, liveText)
	// The focus is shown.
	if got := tb.eval(`getComputedStyle(document.activeElement).outlineStyle`); got != "solid" {
		t.Errorf("the focused button's outline is %q", got)
	}
}

func TestBrowserPairingAndTakeback(t *testing.T) {
	ts := newTestServer(t, ui.English)
	// An unpaired phone is refused and changes nothing.
	other := ts.open(t, "/")
	if got := other.eval(`document.querySelector("#change").textContent`); !strings.Contains(got, "Only a paired phone") {
		t.Errorf("the unpaired page's changes: %q", got)
	}
	status := browsertest.Eval[int](t, other.ctx, `fetch("/request", {method: "POST", headers: {"X-Rochade": "1"},
		body: new URLSearchParams({request: "takeback"})}).then(r => r.status)`)
	if status != http.StatusForbidden {
		t.Fatalf("an unpaired takeback: %d", status)
	}
	// Pairing by the form, by keyboard.
	tb := ts.open(t, "/pair")
	code := ts.Pairing().NewCode()
	browsertest.Do(t, tb.ctx, 20*time.Second,
		chromedp.Focus(chromedp.CSS("#code")),
		chromedp.KeyEvent(code),
		chromedp.KeyEvent(kb.Enter),
		chromedp.WaitReady(chromedp.CSS("#change form")))
	tb.waitStreams()
	// The pairing is said in the page's status.
	if got := tb.eval(`(m => m ? m.getAttribute("role") + ": " + m.textContent : "")(document.getElementById("message"))`); got != "status: "+ts.p.Sprintf(ui.WebPairedHere) {
		t.Errorf("after pairing the page says %q", got)
	}
	if got := tb.eval(`document.cookie`); got != "" {
		t.Errorf("the page's script sees the cookie: %q", got)
	}
	browsertest.Do(t, tb.ctx, 10*time.Second, chromedp.Click(chromedp.CSS(`#change button`)))
	tb.waitFor(time.Second, liveText+` === "answer to takeback"`, liveText)
	if got := strings.Join(ts.game.requests(), ","); got != "takeback" {
		t.Fatalf("the game was asked %q", got)
	}
	// The unpaired page's refusal is said in its live region.
	other.eval(`(document.querySelector("form.request input[name=request]").value = "takeback", "")`)
	browsertest.Do(t, other.ctx, 10*time.Second, chromedp.Click(chromedp.CSS(`form.request button`)))
	other.waitFor(time.Second, liveText+` === `+jsString(ts.p.Sprintf(ui.WebNotPaired)), liveText)
	if got := strings.Join(ts.game.requests(), ","); got != "takeback" {
		t.Fatalf("the game was asked %q", got)
	}
}

func TestBrowserFiveWrongCodesLockPairing(t *testing.T) {
	ts := newTestServer(t, ui.Czech)
	tb := ts.open(t, "/pair")
	code := ts.Pairing().NewCode()
	for i := 1; i <= 5; i++ {
		browsertest.Do(t, tb.ctx, 20*time.Second,
			chromedp.SetValue(chromedp.CSS("#code"), wrongCode(code)),
			chromedp.Submit(chromedp.CSS("#code")),
			chromedp.WaitReady(chromedp.CSS("#message")))
		msg := tb.eval(`document.getElementById("message").textContent`)
		if i < 5 && !strings.HasPrefix(msg, "Chybný kód.") {
			t.Fatalf("wrong code %d: %q", i, msg)
		}
		if i == 5 && !strings.Contains(msg, "zablokováno") {
			t.Fatalf("fifth wrong code: %q", msg)
		}
		if got := tb.eval(`document.getElementById("code").getAttribute("aria-invalid") + " " + document.getElementById("message").getAttribute("role")`); got != "true alert" {
			t.Errorf("wrong code %d: the field and the message: %q", i, got)
		}
		if got := tb.eval(`document.activeElement.id`); got != "code" {
			t.Errorf("wrong code %d: the focus is on %q, want the code's field", i, got)
		}
	}
	browsertest.Do(t, tb.ctx, 20*time.Second,
		chromedp.SetValue(chromedp.CSS("#code"), code),
		chromedp.Submit(chromedp.CSS("#code")),
		chromedp.WaitReady(chromedp.CSS("#message")))
	if msg := tb.eval(`document.getElementById("message").textContent`); !strings.Contains(msg, "zablokováno") {
		t.Fatalf("the right code while locked: %q", msg)
	}
	if tb.eval(`location.pathname`) != "/pair" || ts.Pairing().Phones() != 0 {
		t.Fatal("a locked pairing paired the phone")
	}
}

// The page reflows at 320 CSS pixels (a phone at 200 % zoom) and follows
// a larger text size of the phone, without scrolling sideways.
func TestBrowserZoomAndTextSize(t *testing.T) {
	ts := newTestServer(t, ui.Ukrainian)
	fillGame(ts)
	ts.pairClient(t)
	tb := ts.open(t, "/")
	for _, path := range []string{"/", "/settings", "/pair"} {
		tb.navigate(path)
		browsertest.Do(t, tb.ctx, 10*time.Second, chromedp.EmulateViewport(320, 640, chromedp.EmulateScale(2), chromedp.EmulateMobile))
		browsertest.FontSize(t, tb.ctx, 16)
		base := browsertest.Eval[float64](t, tb.ctx, `parseFloat(getComputedStyle(document.querySelector("h1")).fontSize)`)
		browsertest.FontSize(t, tb.ctx, 32)
		big := browsertest.Eval[float64](t, tb.ctx, `parseFloat(getComputedStyle(document.querySelector("h1")).fontSize)`)
		if big < 1.9*base {
			t.Errorf("%s: the heading is %v px at a text size of 16 and %v px at 32", path, base, big)
		}
		overflow := browsertest.Eval[string](t, tb.ctx, `Array.from(document.querySelectorAll("body *")).filter(e =>
			e.getBoundingClientRect().right > document.documentElement.clientWidth + 1 && !e.closest(".vh")).map(e => e.tagName + "." + e.className).slice(0, 5).join(" ")`)
		if w := browsertest.Eval[int](t, tb.ctx, `document.documentElement.scrollWidth - document.documentElement.clientWidth`); w > 0 {
			t.Errorf("%s at 320 px and text size 32: %d px to scroll sideways (%s)", path, w, overflow)
		}
	}
}

// fillGame gives the page something to show: lines, a score, two boards
// that differ (the second board lacks 2. Nf3 and is not connected).
func fillGame(ts *testServer) {
	ts.Say(Line{Kind: Announcement, Text: "Eva vier", Lang: "de"})
	ts.Say(Line{Kind: Answer, Text: ts.p.Sprintf(ui.WebNoMove)})
	ts.ShowScore([]Move{{Number: 1, SAN: "e4", Words: "Eva vier"}, {Number: 1, Black: true, SAN: "e5", Words: "Eva fünf"}, {Number: 2, SAN: "Sf3", Words: "Springer Felix drei"}})
	g := notation.NewGame()
	pos := g.Start
	var views []BoardView
	for _, san := range []string{"e4", "e5", "Nf3"} {
		m, err := notation.ParseMove(&pos, san, nil)
		if err != nil {
			panic(err)
		}
		pos.Play(m)
		if san == "e5" {
			views = append(views, ViewOf(pos.Placement()))
		}
	}
	views = append([]BoardView{ViewOf(pos.Placement())}, views...)
	views[1].Away = true
	ts.ShowBoards(&Boards{Boards: views, Discrepancy: "The boards differ at move 2 (white): board 1 Nf3, board 2 none."})
	ts.ShowOnline(testOnline(14*time.Minute+3*time.Second, 15*time.Minute))
}

// The online game's section: shown when the server's first state comes,
// its clocks changed in their polite live region with each state, its
// link the game's page.
func TestBrowserOnlineGame(t *testing.T) {
	ts := newTestServer(t, ui.English)
	tb := ts.open(t, "/")
	if got := tb.eval(`String(document.getElementById("online").hidden)`); got != "true" {
		t.Fatalf("the online section shown without an online game: %s", got)
	}
	ts.ShowOnline(testOnline(15*time.Minute, 15*time.Minute))
	const clocks = `document.getElementById("online-clocks").textContent`
	tb.waitFor(2*time.Second, `!document.getElementById("online").hidden && `+clocks+` === "Clocks: White 15 minutes, Black 15 minutes."`, clocks)
	ts.ShowOnline(testOnline(14*time.Minute+51*time.Second, 15*time.Minute))
	tb.waitFor(2*time.Second, clocks+` === "Clocks: White 14 minutes 51 seconds, Black 15 minutes."`, clocks)
	got := tb.eval(`[document.getElementById("online-white").textContent, document.getElementById("online-black").textContent,
		document.getElementById("online-clocks").getAttribute("aria-live"), document.getElementById("online-url").href].join(" | ")`)
	if got != "White: GM Anna 2510 | Black: Bernd 1873 | polite | https://lichess.org/abcdefgh" {
		t.Errorf("the online section: %q", got)
	}
	// A reload shows it as it is.
	tb.navigate("/")
	if got := tb.eval(clocks); got != "Clocks: White 14 minutes 51 seconds, Black 15 minutes." {
		t.Errorf("the clocks after a reload: %q", got)
	}
}

// No violation of impact serious or critical on any page, in every
// language; in English and Russian also in dark mode, with more contrast
// and with forced colours (the colours are the same in every language).
func TestBrowserAxe(t *testing.T) {
	modes := [][]string{
		nil,
		{"prefers-color-scheme", "dark"},
		{"prefers-contrast", "more"},
		{"prefers-color-scheme", "dark", "prefers-contrast", "more"},
		{"forced-colors", "active"},
	}
	for _, lang := range ui.Langs() {
		t.Run(string(lang), func(t *testing.T) {
			ts := newTestServer(t, lang)
			fillGame(ts)
			unpaired := ts.open(t, "/")
			paired := ts.open(t, "/pair")
			code := ts.Pairing().NewCode()
			browsertest.Do(t, paired.ctx, 20*time.Second,
				chromedp.SetValue(chromedp.CSS("#code"), code),
				chromedp.Submit(chromedp.CSS("#code")),
				chromedp.WaitReady(chromedp.CSS("#change form")))
			pages := []struct {
				tab  *tab
				path string
			}{
				{paired, "/"}, {unpaired, "/"}, {paired, "/settings"}, {unpaired, "/settings"}, {unpaired, "/pair"}, {paired, "/pair"}, {unpaired, "/nothing"},
			}
			for _, pg := range pages {
				pg.tab.navigate(pg.path)
				if pg.path == "/" {
					// What the script adds is checked too.
					ts.Say(Line{Text: "Springer Felix drei", Lang: "de"})
					pg.tab.waitFor(2*time.Second, liveText+` === "Springer Felix drei"`, liveText)
				}
				for _, m := range modes {
					if m != nil && (pg.path != "/" && pg.path != "/settings" || lang != ui.English && lang != ui.Russian) {
						continue
					}
					browsertest.Media(t, pg.tab.ctx, m...)
					for _, v := range browsertest.Axe(t, pg.tab.ctx, "serious", "critical") {
						t.Errorf("%s %s: %s", pg.path, strings.Join(m, " "), v)
					}
				}
				browsertest.Media(t, pg.tab.ctx)
			}
		})
	}
}

// A paired phone changes settings with the form, by keyboard; a value
// refused is named beside its field.
func TestBrowserSettingsForm(t *testing.T) {
	ts := newTestServer(t, ui.Polish)
	tb := ts.open(t, "/pair")
	browsertest.Do(t, tb.ctx, 20*time.Second,
		chromedp.SetValue(chromedp.CSS("#code"), ts.Pairing().NewCode()),
		chromedp.Submit(chromedp.CSS("#code")),
		chromedp.WaitReady(chromedp.CSS("#change form")))
	tb.navigate("/settings")
	browsertest.Do(t, tb.ctx, 20*time.Second,
		chromedp.SetValue(chromedp.CSS("#setting-0"), "cs"),
		chromedp.Focus(chromedp.CSS("#setting-2")),
		chromedp.KeyEvent(" "), // the switch on
		chromedp.Focus(chromedp.CSS("#setting-1")),
		chromedp.KeyEvent(kb.Enter),
		chromedp.WaitReady(chromedp.CSS("#message")))
	if got := tb.eval(`document.getElementById("message").textContent`); got != ts.p.Sprintf(ui.WebSaved) {
		t.Fatalf("after saving: %q", got)
	}
	if got := strings.Join(ts.settings.saved, ","); got != "lang-ui=cs,announce-touch=true" {
		t.Fatalf("saved %q", got)
	}
	browsertest.Do(t, tb.ctx, 20*time.Second,
		chromedp.SetValue(chromedp.CSS("#setting-1"), "soon"),
		chromedp.Submit(chromedp.CSS("#setting-1")),
		chromedp.WaitReady(chromedp.CSS("#setting-1-problem")))
	if got := tb.eval(`document.getElementById("setting-1").getAttribute("aria-describedby") + " " + document.getElementById("setting-1").value`); got != "setting-1-help setting-1-problem soon" {
		t.Errorf("the refused field: %q", got)
	}
	for _, v := range browsertest.Axe(t, tb.ctx, "serious", "critical") {
		t.Errorf("the settings page with a refused value: %s", v)
	}
}

// The screenshot of the page at a phone's size for the documentation
// (docs/web-page.png): ROCHADE_SCREENSHOT=FILE writes it there. The test
// checks that the page fits the phone's width.
func TestBrowserScreenshot(t *testing.T) {
	ts := newTestServer(t, ui.English)
	ts.Say(Line{Kind: Announcement, Text: "Eva vier", Lang: "de"})
	ts.Say(Line{Kind: Announcement, Text: "Cäsar fünf", Lang: "de"})
	ts.ShowScore([]Move{{Number: 1, SAN: "e4", Words: "Eva vier"}, {Number: 1, Black: true, SAN: "c5", Words: "Cäsar fünf"}})
	tb := ts.open(t, "/")
	ts.Say(Line{Kind: Announcement, Text: "Springer Felix drei", Lang: "de"})
	ts.ShowScore([]Move{{Number: 1, SAN: "e4", Words: "Eva vier"}, {Number: 1, Black: true, SAN: "c5", Words: "Cäsar fünf"}, {Number: 2, SAN: "Nf3", Words: "Springer Felix drei"}})
	tb.waitFor(2*time.Second, scoreText+` === "1. e4 Eva vier, c5 Cäsar fünf | 2. Nf3 Springer Felix drei"`, scoreText)
	browsertest.Do(t, tb.ctx, 10*time.Second, chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(1), chromedp.EmulateMobile))
	if w := browsertest.Eval[int](t, tb.ctx, `document.documentElement.scrollWidth - document.documentElement.clientWidth`); w > 0 {
		t.Errorf("the page is %d px wider than a phone", w)
	}
	png, err := chromedp.Run(tb.ctx, chromedp.CaptureScreenshot())
	if err != nil || len(png) < 8 || string(png[1:4]) != "PNG" {
		t.Fatalf("screenshot: %d bytes, %v", len(png), err)
	}
	if path := os.Getenv("ROCHADE_SCREENSHOT"); path != "" {
		if err := os.WriteFile(path, png, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// stallingProxy forwards connections to addr, and while paused carries
// nothing either way without closing anything: a router that lost the
// phone, a proxy that stops forwarding. It returns its address.
func stallingProxy(t testing.TB, addr string, paused *atomic.Bool) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var conns []net.Conn
	t.Cleanup(func() {
		ln.Close()
		mu.Lock()
		defer mu.Unlock()
		for _, c := range conns {
			c.Close()
		}
	})
	pipe := func(dst, src net.Conn) {
		defer dst.Close()
		buf := make([]byte, 32<<10)
		for {
			n, err := src.Read(buf)
			for paused.Load() {
				time.Sleep(10 * time.Millisecond)
			}
			if n > 0 {
				if _, werr := dst.Write(buf[:n]); werr != nil {
					return
				}
			}
			if err != nil {
				return
			}
		}
	}
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			u, err := net.Dial("tcp", addr)
			if err != nil {
				c.Close()
				continue
			}
			mu.Lock()
			conns = append(conns, c, u)
			mu.Unlock()
			go pipe(u, c)
			go pipe(c, u)
		}
	}()
	return ln.Addr().String()
}

// A connection that stops carrying anything without closing is noticed
// by the heartbeat: with the real heartbeat of 5 s, "no connection" is
// said within 12 s of silence; when the connection is back, the page
// says how many lines it missed, then the newest.
func TestBrowserSilentStreamSaidWithin12s(t *testing.T) {
	if testing.Short() {
		t.Skip("waits for the heartbeat of 5 s")
	}
	ts := newTestServer(t, ui.English)
	ts.heartbeat = defaultHeartbeat
	var paused atomic.Bool
	ts.url = "http://" + stallingProxy(t, ts.http.Listener.Addr().String(), &paused)
	tb := ts.open(t, "/")
	ts.Say(Line{Kind: Announcement, Text: "Eva vier"})
	tb.waitFor(time.Second, liveText+` === "Eva vier"`, liveText)
	paused.Store(true)
	silent := time.Now()
	ts.Say(Line{Kind: Announcement, Text: "Eva fünf"})
	ts.Say(Line{Kind: Announcement, Text: "Springer Felix drei"})
	ts.Say(Line{Kind: Announcement, Text: "Springer Charlie sechs"})
	offline := ts.p.Sprintf(ui.WebOffline)
	tb.waitFor(13*time.Second, liveText+` === `+jsString(offline), liveText)
	if d := time.Since(silent); d > 12*time.Second {
		t.Errorf("the silence was said after %v", d)
	} else {
		t.Logf("the silence was said after %v", d.Round(100*time.Millisecond))
	}
	paused.Store(false)
	live := `Array.from(document.querySelectorAll("#live p")).map(p => p.textContent).slice(-3).join(" | ")`
	want := ts.p.Sprintf(ui.WebOnline) + " | " + ts.p.Plural(ui.WebMissed, 3, 3) + " | Springer Charlie sechs"
	tb.waitFor(15*time.Second, live+` === `+jsString(want), live)
	if got := tb.eval(linesText); got != "Eva vier | Eva fünf | Springer Felix drei | Springer Charlie sechs" {
		t.Errorf("the lines after coming back: %q", got)
	}
}
