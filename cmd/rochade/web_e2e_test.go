package main

// The live page end to end: board emulate and play --web in child
// processes, the page in a real Chromium (headless), as a phone on the
// network opens it.

import (
	"context"
	"html"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/rochade/rochade/cmd/internal/keypad"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/cmd/internal/web/browsertest"
)

// netCut is a TCP proxy between the phone and Rochade: the phone's Wi-Fi,
// which the test can take away (every connection closed, new ones
// refused) and give back.
type netCut struct {
	ln     net.Listener
	target string
	mu     sync.Mutex
	down   bool
	conns  []net.Conn
}

func newNetCut(t testing.TB, target string) *netCut {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	n := &netCut{ln: ln, target: target}
	t.Cleanup(func() { ln.Close(); n.cut(true) })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			n.mu.Lock()
			down := n.down
			n.mu.Unlock()
			if down {
				c.Close()
				continue
			}
			s, err := net.Dial("tcp", target)
			if err != nil {
				c.Close()
				continue
			}
			n.mu.Lock()
			n.conns = append(n.conns, c, s)
			n.mu.Unlock()
			go func() { io.Copy(s, c); s.Close() }()
			go func() { io.Copy(c, s); c.Close() }()
		}
	}()
	return n
}

func (n *netCut) url() string { return "http://" + n.ln.Addr().String() }

// cut takes the network away (true) or gives it back.
func (n *netCut) cut(down bool) {
	n.mu.Lock()
	defer n.mu.Unlock()
	n.down = down
	if down {
		for _, c := range n.conns {
			c.Close()
		}
		n.conns = nil
	}
}

// webPlay is play --web following an emulated board.
type webPlay struct {
	*playChild
	emu *emuRun
	url string
}

var (
	servingLine = regexp.MustCompile(`(http://127\.0\.0\.1:\d+/)`)
	codeLine    = regexp.MustCompile(`\b(\d{6})\b`)
)

// startWebPlay starts an emulated board of protocol proto and play on
// it with the page on a free port of the loopback address, in the
// language lang.
func startWebPlay(t testing.TB, proto, lang string, args ...string) *webPlay {
	t.Helper()
	emu := startEmu(t, "--protocol", proto, "--speed", "3")
	return startWebPlayOn(t, lang, []*emuRun{emu}, proto, args...)
}

// startWebPlayOn starts play --web on the emulated boards emus, of the
// protocols protos ("dgt,millennium"), in the language lang.
func startWebPlayOn(t testing.TB, lang string, emus []*emuRun, protos string, args ...string) *webPlay {
	t.Helper()
	// Each play keeps its paired phones in a file of its own, named in
	// its environment (not the test's: the tests run in parallel).
	env := []string{"ROCHADE_PAIRINGS=" + t.TempDir() + "/paired"}
	var a []string
	for _, e := range emus {
		a = append(a, "--board", e.path)
	}
	a = append(append(a, "--protocol", protos, "--lang-ui", lang, "--web", "127.0.0.1:0"), args...)
	p := startPlayChildEnv(t, "", env, a...)
	w := &webPlay{playChild: p, emu: emus[0]}
	pr := ui.New(ui.Lang(lang))
	serving, _, _ := strings.Cut(pr.Sprintf(ui.WebServing, "\x00"), "\x00")
	asking := pr.Sprintf(ui.WebCodeAsk, firstWord(pr, "pair"))
	deadline := time.Now().Add(20 * time.Second)
	for w.url == "" || !strings.Contains(p.stderr.String(), asking) {
		for _, l := range strings.Split(p.stderr.String(), "\n") {
			if strings.HasPrefix(l, serving) {
				w.url = servingLine.FindString(l)
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("play did not say its page and how to pair: %s", p.stderr.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
	if len(emus) == 1 {
		connected, _, _ := strings.Cut(pr.Sprintf(ui.PlayBoardConnected, "\x00"), "\x00")
		waitFor(t, p.stderr, connected, 20*time.Second)
		return w
	}
	for i := range emus {
		connected, _, _ := strings.Cut(pr.Sprintf(ui.PlayBoardNConnected, i+1, "\x00"), "\x00")
		waitFor(t, p.stderr, connected, 20*time.Second)
	}
	return w
}

// pairingCode asks play for a pairing code as the player types it, and
// returns the six digits it prints.
func (w *webPlay) pairingCode() string {
	w.t.Helper()
	w.ask("pair")
	w.awaitFunc("a pairing code", func(l string) bool { return codeLine.MatchString(l) })
	return codeLine.FindString(w.seen[len(w.seen)-1])
}

// pageTab is the page open in a tab of the shared browser.
type pageTab struct {
	t   testing.TB
	ctx context.Context
}

func openPage(t testing.TB, url string) *pageTab {
	t.Helper()
	ctx := browsertest.Shared(t).Tab(t)
	pt := &pageTab{t: t, ctx: ctx}
	browsertest.Do(t, ctx, 30*time.Second, chromedp.Navigate(url), chromedp.WaitReady(chromedp.CSS("main")))
	// The page follows the game once its stream is open: the heartbeat
	// comes within a second of connecting.
	pt.waitFor(10*time.Second, `document.readyState === "complete"`, `document.readyState`)
	return pt
}

func (pt *pageTab) waitFor(limit time.Duration, cond, what string) time.Duration {
	pt.t.Helper()
	return browsertest.WaitFor(pt.t, pt.ctx, limit, cond, what)
}

func (pt *pageTab) eval(expr string) string {
	pt.t.Helper()
	return browsertest.Eval[string](pt.t, pt.ctx, expr)
}

const (
	pageLive  = `(document.querySelector("#live p:last-child") || {}).textContent`
	pageScore = `Array.from(document.querySelectorAll("#score li")).map(li => li.value + ". " + li.textContent).join(" | ")`
	pageLines = `Array.from(document.querySelectorAll("#lines li")).map(li => li.textContent).join(" | ")`
)

// watchLive makes the page note the moment each line reaches its live
// region (milliseconds since the epoch, by the machine's clock).
func (pt *pageTab) watchLive() {
	pt.eval(`(window.heard = [], new MutationObserver(() => {
		const p = document.querySelector("#live p:last-child");
		if (p) { window.heard.push([p.textContent, String(performance.timeOrigin + performance.now())]); }
	}).observe(document.getElementById("live"), {childList: true}), "")`)
}

// heardAt returns when the live region showed text, or false.
func (pt *pageTab) heardAt(text string) (time.Time, bool) {
	s := pt.eval(`(window.heard.find(h => h[0] === ` + strconv.Quote(text) + `) || ["", ""])[1]`)
	if s == "" {
		return time.Time{}, false
	}
	ms, _ := strconv.ParseFloat(s, 64)
	return time.UnixMicro(int64(ms * 1000)), true
}

// Issue 28: each announcement in the live region within 1 s, every move
// in the score, the buttons answered there, 3 s offline while a move is
// made, a reload that keeps the score.
//
// Not parallel: it measures each line's way to the live region against
// 1 s, which other tests' games on two cores would blur.
func TestWebPageFollowsTheGame(t *testing.T) {
	w := startWebPlay(t, "millennium", "de")
	cut := newNetCut(t, strings.TrimPrefix(strings.TrimSuffix(w.url, "/"), "http://"))
	page := openPage(t, cut.url()+"/")
	page.watchLive()
	if got := page.eval(`document.documentElement.lang`); got != "de" {
		t.Errorf("the page's language: %q", got)
	}
	moves := []string{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O"}
	var said []string
	for i, m := range moves {
		if i == 6 {
			// The phone loses its network for 3 s while a move is made.
			cut.cut(true)
			w.emu.do("move " + m)
			w.awaitFunc("a move", func(string) bool { return true })
			said = append(said, w.seen[len(w.seen)-1])
			time.Sleep(3 * time.Second)
			if got := page.eval(pageLive); got == said[len(said)-1] {
				t.Fatal("the page got the move while its network was away")
			}
			cut.cut(false)
			page.waitFor(15*time.Second, pageLive+` === `+strconv.Quote(said[len(said)-1]), pageLive)
			continue
		}
		w.emu.do("move " + m)
		w.awaitFunc("the move", func(string) bool { return true })
		l := w.seen[len(w.seen)-1]
		printed := time.Now()
		said = append(said, l)
		page.waitFor(2*time.Second, `window.heard.some(h => h[0] === `+strconv.Quote(l)+`)`, pageLive)
		if at, ok := page.heardAt(l); ok {
			if d := at.Sub(printed); d > time.Second {
				t.Errorf("%q reached the live region %v after it was printed", l, d)
			}
		}
	}
	want := "1. e4 Eva vier, e5 Eva fünf | 2. Sf3 Springer Felix drei, Sc6 Springer Cäsar sechs | 3. Lb5 Läufer Bella fünf, a6 Anna sechs | 4. La4 Läufer Anna vier, Sf6 Springer Felix sechs | 5. O-O Kurze Rochade"
	page.waitFor(2*time.Second, pageScore+` === `+strconv.Quote(want), pageScore)
	if got := page.eval(pageLines); !strings.Contains(got, strings.Join(said, " | ")) {
		t.Errorf("the lines said: %q, want %q in them", got, strings.Join(said, " | "))
	}
	// A button of a page not paired: the answer in the page's list
	// only, neither printed (nor spoken) nor in the live region.
	browsertest.Do(t, page.ctx, 10*time.Second, chromedp.Click(chromedp.CSS(`form.request button`)))
	page.waitFor(2*time.Second, `Array.from(document.querySelectorAll("#lines li")).some(li => li.textContent.startsWith("Zug 5"))`, pageLines)
	if got := page.eval(pageLive); strings.HasPrefix(got, "Zug 5") {
		t.Errorf("a visitor's answer in the live region: %q", got)
	}
	for _, l := range w.quiet(time.Second) {
		if strings.HasPrefix(l, "Zug 5") {
			t.Errorf("a visitor's answer printed: %q", l)
		}
	}
	// A reload keeps the score.
	browsertest.Do(t, page.ctx, 30*time.Second, chromedp.Reload(), chromedp.WaitReady(chromedp.CSS("main")))
	if got := page.eval(pageScore); got != want {
		t.Errorf("the score after a reload: %q", got)
	}
	// SIGTERM ends play within two seconds, the page's stream open.
	start := time.Now()
	w.cmd.Process.Signal(syscall.SIGTERM)
	ended := make(chan struct{})
	go func() { w.cmd.Wait(); close(ended) }()
	select {
	case <-ended:
		if d := time.Since(start); d > 2*time.Second {
			t.Errorf("play took %v to end with the page open", d)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("play did not end within 5 s of SIGTERM with the page open")
	}
	page.waitFor(10*time.Second, pageLive+` === `+strconv.Quote(ui.New(ui.German).Sprintf(ui.WebOffline)), pageLive)
}

// Issue 28: a paired phone's takeback works, an unpaired one gets 403 and
// nothing changes; five wrong codes lock pairing.
func TestWebPagePairing(t *testing.T) {
	t.Parallel()
	w := startWebPlay(t, "millennium", "en")
	for _, m := range []string{"e4", "e5"} {
		w.emu.do("move " + m)
		w.awaitFunc("the move", func(string) bool { return true })
	}
	stranger := openPage(t, w.url)
	status := browsertest.Eval[int](t, stranger.ctx, `fetch("/request", {method: "POST", headers: {"X-Rochade": "1"},
		body: new URLSearchParams({request: "takeback"})}).then(r => r.status)`)
	if status != http.StatusForbidden {
		t.Fatalf("an unpaired takeback: %d", status)
	}
	time.Sleep(time.Second)
	if got := stranger.eval(pageScore); got != "1. e4 Eva vier, e5 Eva fünf" {
		t.Fatalf("after an unpaired takeback the score is %q", got)
	}
	// The code is said on request, to the player only: never on a page,
	// nor on standard error (which may be a log).
	code := w.pairingCode()
	if strings.Contains(w.stderr.String(), code) {
		t.Errorf("the pairing code %s on standard error: %s", code, w.stderr.String())
	}
	time.Sleep(500 * time.Millisecond)
	if got := stranger.eval(`document.body.textContent`); strings.Contains(got, code) {
		t.Errorf("the pairing code %s on the page: %s", code, got)
	}
	// Five wrong codes lock pairing, the right one too then.
	bad := "000000"
	if code == bad {
		bad = "000001"
	}
	for i := 1; i <= 5; i++ {
		browsertest.Do(t, stranger.ctx, 20*time.Second, chromedp.Navigate(w.url+"pair"), chromedp.WaitReady(chromedp.CSS("#code")),
			chromedp.SetValue(chromedp.CSS("#code"), bad), chromedp.Submit(chromedp.CSS("#code")), chromedp.WaitReady(chromedp.CSS("#message")))
	}
	browsertest.Do(t, stranger.ctx, 20*time.Second, chromedp.SetValue(chromedp.CSS("#code"), code), chromedp.Submit(chromedp.CSS("#code")), chromedp.WaitReady(chromedp.CSS("#message")))
	if msg := stranger.eval(`document.getElementById("message").textContent`); !strings.Contains(msg, "locked") {
		t.Fatalf("the right code after five wrong ones: %q", msg)
	}
	// The player's phone pairs once the minute is over: here another
	// run, whose code nobody guessed.
	w2 := startWebPlay(t, "millennium", "en")
	for _, m := range []string{"e4", "e5"} {
		w2.emu.do("move " + m)
		w2.awaitFunc("the move", func(string) bool { return true })
	}
	phone := openPage(t, w2.url+"pair")
	browsertest.Do(t, phone.ctx, 20*time.Second, chromedp.SetValue(chromedp.CSS("#code"), w2.pairingCode()), chromedp.Submit(chromedp.CSS("#code")),
		chromedp.WaitReady(chromedp.CSS(`#change button`)))
	phone.waitFor(5*time.Second, pageScore+` === "1. e4 Eva vier, e5 Eva fünf"`, pageScore)
	browsertest.Do(t, phone.ctx, 10*time.Second, chromedp.Click(chromedp.CSS(`#change form input[value=takeback] ~ button`)))
	// The board is put back as Rochade says; the score loses the move.
	w2.emu.do("position rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")
	phone.waitFor(10*time.Second, pageScore+` === "1. e4 Eva vier"`, pageScore)
}

// Issue 28: axe-core finds no violation of impact serious or critical on
// the page of a real game, in every language.
func TestWebPageAccessibleInEveryLanguage(t *testing.T) {
	t.Parallel()
	// The languages one after another: each page is checked by axe-core
	// in the shared browser.
	for _, lang := range ui.Langs() {
		t.Run(string(lang), func(t *testing.T) {
			w := startWebPlay(t, "millennium", string(lang), "--config", writeSettings(t))
			w.emu.do("move e4")
			w.awaitFunc("the move", func(string) bool { return true })
			page := openPage(t, w.url)
			page.waitFor(5*time.Second, `document.querySelectorAll("#score li").length === 1`, pageScore)
			// A visitor's request: answered in the list of lines only.
			n := page.eval(`String(document.querySelectorAll("#lines li").length)`)
			browsertest.Do(t, page.ctx, 10*time.Second, chromedp.Click(chromedp.CSS(`form.request button`)))
			page.waitFor(5*time.Second, `document.querySelectorAll("#lines li").length > `+n, pageLines)
			if got := page.eval(`document.documentElement.lang`); got != string(lang) {
				t.Errorf("lang %q", got)
			}
			for _, v := range browsertest.Axe(t, page.ctx, "serious", "critical") {
				t.Errorf("%s", v)
			}
			// The settings page of a paired phone, from the settings file.
			page.pair(w, w.url, "settings")
			if n := page.eval(`String(document.querySelectorAll("form.settings select:enabled, form.settings input:enabled").length)`); n == "0" {
				t.Fatal("the settings page has no field to change")
			}
			for _, v := range browsertest.Axe(t, page.ctx, "serious", "critical") {
				t.Errorf("settings: %s", v)
			}
		})
	}
}

// writeSettings writes a settings file for play --config.
func writeSettings(t testing.TB) string {
	t.Helper()
	path := t.TempDir() + "/rochade.toml"
	if err := os.WriteFile(path, []byte(testSettingsFile), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// pair pairs the page's phone with a code play gives, and opens path.
func (pt *pageTab) pair(w *webPlay, base, path string) {
	pt.t.Helper()
	browsertest.Do(pt.t, pt.ctx, 20*time.Second, chromedp.Navigate(base+"pair"), chromedp.WaitReady(chromedp.CSS("#code")),
		chromedp.SetValue(chromedp.CSS("#code"), w.pairingCode()), chromedp.Submit(chromedp.CSS("#code")),
		chromedp.WaitReady(chromedp.CSS(`#change button`)),
		chromedp.Navigate(base+path), chromedp.WaitReady(chromedp.CSS("main")))
}

// Issue 28: the settings page shows the settings file play read, each
// field labelled; only a paired phone saves, into the file as the menu
// does (its comments kept); a refused value is said at its field, in the
// run's language, and changes nothing.
func TestWebSettingsPage(t *testing.T) {
	t.Parallel()
	path := writeSettings(t)
	w := startWebPlay(t, "millennium", "de", "--config", path)
	stranger := openPage(t, w.url+"settings")
	if got := stranger.eval(`document.querySelector('[name="s-clock"]').value`); got != "15m+10s" {
		t.Errorf("the clock shown: %q", got)
	}
	// Every field has its label.
	if got := stranger.eval(`Array.from(document.querySelectorAll("form.settings input:not([type=hidden]), form.settings select")).filter(f => !f.labels || f.labels.length !== 1 || !f.labels[0].textContent.trim()).map(f => f.name).join(" ")`); got != "" {
		t.Errorf("fields without a label: %s", got)
	}
	status := browsertest.Eval[int](t, stranger.ctx, `fetch("/settings", {method: "POST", headers: {"X-Rochade": "1"},
		body: new URLSearchParams({"s-clock": "5m+3s"})}).then(r => r.status)`)
	if data, _ := os.ReadFile(path); status != http.StatusForbidden || string(data) != testSettingsFile {
		t.Fatalf("an unpaired phone's change: %d, the file:\n%s", status, data)
	}

	phone := openPage(t, w.url)
	phone.pair(w, w.url, "settings")
	browsertest.Do(t, phone.ctx, 20*time.Second, chromedp.SetValue(chromedp.CSS(`[name="s-clock"]`), "5m+3s"),
		chromedp.SetValue(chromedp.CSS(`[name="s-side"]`), "black"),
		chromedp.Submit(chromedp.CSS(`[name="s-clock"]`)), chromedp.WaitReady(chromedp.CSS("#message")))
	if got, want := phone.eval(`document.getElementById("message").textContent`), ui.New(ui.German).Sprintf(ui.WebSaved); got != want {
		t.Errorf("after saving: %q, want %q", got, want)
	}
	data, _ := os.ReadFile(path)
	for _, want := range []string{"# the club's settings", `clock = "5m+3s" # as the arbiter said`, "# my own", `side = "black"`} {
		if !strings.Contains(string(data), want) {
			t.Errorf("the file lacks %q:\n%s", want, data)
		}
	}
	if got := phone.eval(`document.querySelector('[name="s-side"]').value`); got != "black" {
		t.Errorf("the side shown after saving: %q", got)
	}

	// A value refused: said at its field, the file unchanged.
	browsertest.Do(t, phone.ctx, 20*time.Second, chromedp.SetValue(chromedp.CSS(`[name="s-clock"]`), "bald"),
		chromedp.Submit(chromedp.CSS(`[name="s-clock"]`)), chromedp.WaitReady(chromedp.CSS(".problem")))
	field := `document.querySelector('[name="s-clock"]')`
	if got := phone.eval(field + `.getAttribute("aria-invalid")`); got != "true" {
		t.Errorf("the refused field's aria-invalid: %q", got)
	}
	problem := phone.eval(`Array.from(` + field + `.getAttribute("aria-describedby").split(" ")).map(id => document.getElementById(id).textContent).join(" | ")`)
	label := phone.eval(field + `.labels[0].textContent`)
	if !strings.Contains(problem, "bald") || !strings.Contains(problem, label) || !strings.Contains(problem, "lässt sich nicht lesen") {
		t.Errorf("the refused field is described by %q", problem)
	}
	if after, _ := os.ReadFile(path); string(after) != string(data) {
		t.Errorf("a refused value changed the file:\n%s", after)
	}
	for _, v := range browsertest.Axe(t, phone.ctx, "serious", "critical") {
		t.Errorf("the settings page with a refused value: %s", v)
	}
}

// Issue 28: with two boards the page shows both to the arbiter; when
// they differ (D.2.9) it shows the discrepancy as Rochade said it and
// marks the squares that differ, until both boards are put right. The
// second board sees only which squares are taken (Square Off): it is
// shown so, and guided back by its squares.
func TestWebPageTwoBoards(t *testing.T) {
	t.Parallel()
	a := startEmu(t, "--protocol", "dgt", "--speed", "3")
	b := startEmu(t, "--protocol", "squareoff", "--speed", "3")
	w := startWebPlayOn(t, "en", []*emuRun{a, b}, "dgt,squareoff")
	page := openPage(t, w.url)
	page.waitFor(10*time.Second, `!document.getElementById("boards").hidden && document.querySelectorAll("#board-tables table").length === 2`, `document.getElementById("boards").outerHTML`)
	differs := `String(document.querySelectorAll("#board-tables td.differs").length)`
	for _, m := range []string{"e4", "e5"} {
		a.do("move " + m)
		b.do("move " + m)
		w.awaitFunc("the move", func(string) bool { return true })
	}
	// Each board's last reading comes a scan after the other's at most.
	page.waitFor(5*time.Second, differs+` === "0"`, differs)
	a.do("move Nf3")
	b.do("move Nc3")
	notice := ui.New(ui.English).Sprintf(ui.PlayBoardsDifferAt, 2, ui.New(ui.English).Sprintf(ui.CompareWhite), "Nf3", "Nc3")
	page.waitFor(20*time.Second, `document.getElementById("discrepancy").textContent === `+strconv.Quote(notice)+` && !document.getElementById("discrepancy").hidden`,
		`document.getElementById("discrepancy").textContent`)
	// g1, f3, b1, c3 differ, on each board.
	page.waitFor(5*time.Second, differs+` === "8"`, differs)
	if got := page.eval(`Array.from(document.querySelectorAll("#board-tables table:first-of-type td.differs .vh")).map(e => e.textContent).join(" | ")`); !strings.Contains(got, "differs") {
		t.Errorf("the differing squares say %q to a screen reader", got)
	}
	if got := page.eval(`String(document.querySelectorAll("#board-tables .board-wrap:nth-child(2) td .vh").length)`); got == "0" {
		t.Error("the occupancy board's taken squares are not named")
	}
	if got := page.eval(`Array.from(document.querySelectorAll("#board-tables .board-wrap:nth-child(2) td .vh")).map(e => e.textContent).filter(t => t.replace(/occupied|differs|\s/g, "") !== "").join("|")`); got != "" {
		t.Errorf("the occupancy board names pieces it cannot see: %q", got)
	}
	// Both boards put back where they agree: each guided by its squares,
	// the discrepancy gone.
	const agreed = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
	a.do("position " + agreed)
	b.do("position " + agreed)
	right := map[string]bool{}
	w.awaitFunc("both boards right again", func(l string) bool {
		if l == "Board 1: Position correct." || l == "Board 2: Position correct." {
			right[l] = true
		}
		return len(right) == 2
	})
	page.waitFor(20*time.Second, `document.getElementById("discrepancy").hidden && `+differs+` === "0"`, `document.getElementById("discrepancy").textContent + " " + `+differs)
	for _, v := range browsertest.Axe(t, page.ctx, "serious", "critical") {
		t.Errorf("%s", v)
	}
}

// pairMessage tries code on the pairing page as a phone would, and
// returns what the page says.
func pairMessage(t testing.TB, base, code string) string {
	t.Helper()
	return pairMessageFrom(t, base, "127.0.0.1", code)
}

// pairMessageFrom is pairMessage from the local address ip.
func pairMessageFrom(t testing.TB, base, ip, code string) string {
	t.Helper()
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}, Timeout: 5 * time.Second}
	c := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{DialContext: d.DialContext}}
	resp, err := c.PostForm(base+"pair", url.Values{"code": {code}})
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	m := regexp.MustCompile(`<p id="message"[^>]*>([^<]*)</p>`).FindSubmatch(b)
	if m == nil {
		t.Fatalf("the pairing page says nothing: %s", b)
	}
	return html.UnescapeString(string(m[1]))
}

// Issue 28 on the appliance: the page is served where the settings file
// says; its settings page is the appliance's; the keypad's decimal point
// opens a pairing code that is said to the player but printed nowhere (the
// appliance's output is its journal) nor shown on a page; a setting
// changed in the spoken menu reaches the page (here its language).
func TestWebPageOnTheAppliance(t *testing.T) {
	needsEmulator(t)
	dir := t.TempDir()
	// Not parallel: the appliance's child takes the pairings' file from
	// the test's environment.
	t.Setenv("ROCHADE_PAIRINGS", filepath.Join(dir, "paired"))
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	base := "http://" + addr + "/"
	board := filepath.Join(dir, "board")
	settingsFile := filepath.Join(dir, "rochade.toml")
	orig := "# the club's appliance\nboard = \"" + board + "\"\nprotocol = \"dgt\"\nvoice = \"none\"\nweb = \"" + addr + "\" # the page for phones\n"
	if err := os.WriteFile(settingsFile, []byte(orig), 0o644); err != nil {
		t.Fatal(err)
	}
	en, ru := ui.New(ui.English), ui.New(ui.Russian)
	ap := startAppliance(t, dir)
	ap.await("the greeting", hasPrefix(en.Sprintf(ui.ApplianceReady)))
	_, _, emu, _, _ := emulatorChild(t, "--protocol", "dgt", "--link", board)
	ap.await("the board found", hasPrefix(en.Sprintf(ui.ApplianceBoardFound, "DGT")))

	page := openPage(t, base+"settings")
	// A visitor who is not paired sees no file's path.
	if got := page.eval(`document.documentElement.outerHTML`); strings.Contains(got, settingsFile) || strings.Contains(got, board) {
		t.Errorf("the settings page shows a path to a visitor not paired: %s", got)
	}
	if got := page.eval(`document.querySelector('[name="s-lang-ui"]').value`); got != "en" {
		t.Errorf("the language shown: %q", got)
	}

	// No code is open until the player asks for one with the keypad;
	// the page answers as it answers a wrong code all the same.
	wrong := en.Plural(ui.WebWrongCode, 4, 4)
	if msg := pairMessage(t, base, "000000"); msg != wrong && !strings.HasPrefix(msg, strings.SplitN(wrong, ".", 2)[0]) {
		t.Fatalf("before the key: %q, want %q", msg, wrong)
	}
	if _, err := ap.keys.Write(keypad.Tap(keypad.RecordSize, keypad.KeyKPDot, time.Now())); err != nil {
		t.Fatal(err)
	}
	// The code is open when wrong codes from two addresses make the
	// player told that someone else is guessing (never on the page).
	guessing := en.Sprintf(ui.WebGuessing)
	deadline := time.Now().Add(5 * time.Second)
	for !strings.Contains(ap.stderr.String(), guessing) && time.Now().Before(deadline) {
		time.Sleep(time.Second)
		pairMessageFrom(t, base, "127.0.0.2", "000000")
		pairMessage(t, base, "000000")
	}
	if !strings.Contains(ap.stderr.String(), guessing) {
		t.Fatalf("after the decimal point and wrong codes from two addresses the player was not told %q: no code was opened", guessing)
	}
	var printed []string
	for quiet := time.After(time.Second); quiet != nil; {
		select {
		case l := <-ap.lines:
			printed = append(printed, l)
		case <-quiet:
			quiet = nil
		}
	}
	for _, out := range []string{strings.Join(printed, "\n"), ap.stderr.String(), page.eval(`document.body.textContent`)} {
		if codeLine.MatchString(out) {
			t.Errorf("a six-digit code where it must not be: %s", out)
		}
	}

	// The menu's System: the pairing code, and the page's address.
	ap.press(keypad.KeyKPEnter)
	ap.pressUntil(keypad.KeyKP2, en.Sprintf(ui.MenuSystem))
	if l := ap.press(keypad.KeyKP6); !strings.HasPrefix(l, en.Sprintf(ui.MenuPairing)) {
		t.Errorf("System's first item: %q, want the pairing code", l)
	}
	ap.pressUntil(keypad.KeyKP2, en.Sprintf(ui.MenuAddress)+": "+addr+".")
	ap.pressUntil(keypad.KeyBackspace, en.Sprintf(ui.MenuClosed))

	// The spoken menu: the language changed to Russian reaches the page.
	ap.press(keypad.KeyKPEnter)
	ap.pressUntil(keypad.KeyKP2, en.Sprintf(ui.SettingLanguage)+": English")
	ap.press(keypad.KeyKP6)
	ap.pressUntil(keypad.KeyKP2, "Русский")
	ap.press(keypad.KeyKPEnter)
	ap.press(keypad.KeyBackspace)
	page.waitFor(20*time.Second, `fetch("/").then(r => r.text()).then(t => t.includes('<html lang="ru">'))`, `document.documentElement.lang`)
	browsertest.Do(t, page.ctx, 30*time.Second, chromedp.Navigate(base), chromedp.WaitReady(chromedp.CSS("main")))
	page.waitFor(10*time.Second, `document.readyState === "complete"`, `document.readyState`)
	page.watchLive()
	if _, err := emu.Write([]byte("move e4\n")); err != nil {
		t.Fatal(err)
	}
	said := ap.await("e4 announced", func(l string) bool { return strings.Contains(l, "Ева") })
	page.waitFor(5*time.Second, `window.heard.some(h => h[0] === `+strconv.Quote(said)+`)`, pageLive)
	if got := page.eval(`document.querySelector("h1").textContent`); got != ru.Sprintf(ui.WebGame) {
		t.Errorf("the page's heading after the change: %q", got)
	}
	if err := ap.stop(); err != nil {
		t.Errorf("the appliance ended with %v", err)
	}
}
