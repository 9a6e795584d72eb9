package main

import (
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"
)

// csrfField finds the form token on a paired phone's page.
var csrfField = regexp.MustCompile(`name="csrf" value="([^"]+)"`)

// onlineClocks finds the server's clocks on the page.
var onlineClocks = regexp.MustCompile(`<p id="online-clocks"[^>]*>([^<]*)</p>`)

// The live page of an online game shows its players, the server's
// clocks in words and the game's address; the online requests are
// buttons of a paired phone only, and a visitor's are refused; the
// account's token is never on it.
func TestOnlineGameOnThePage(t *testing.T) {
	o := startOnlinePlayEnv(t, "en", "white", []string{"e7e5", "b8c6"}, []string{"ROCHADE_PAIRINGS=" + t.TempDir() + "/paired"}, "--web", "127.0.0.1:0")
	o.errLine(t, "Online game")
	var base string
	for deadline := time.Now().Add(20 * time.Second); base == ""; time.Sleep(20 * time.Millisecond) {
		if base = servingLine.FindString(o.errs.String()); base == "" && time.Now().After(deadline) {
			t.Fatalf("no page served: %s", o.errs.String())
		}
	}
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar, Timeout: 10 * time.Second, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	get := func() string {
		t.Helper()
		resp, err := c.Get(base)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var b strings.Builder
		buf := make([]byte, 32<<10)
		for {
			n, err := resp.Body.Read(buf)
			b.Write(buf[:n])
			if err != nil {
				break
			}
		}
		return b.String()
	}
	post := func(form url.Values) int {
		t.Helper()
		req, _ := http.NewRequest(http.MethodPost, base+strings.TrimPrefix(form.Get("path"), "/"), strings.NewReader(form.Encode()))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		req.Header.Set("X-Rochade", "1")
		resp, err := c.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	// The state the game was joined with is on the page at once.
	var page string
	for deadline := time.Now().Add(20 * time.Second); !strings.Contains(page, `<li id="online-white">`+"White: Player 1612"); time.Sleep(50 * time.Millisecond) {
		if page = get(); time.Now().After(deadline) {
			t.Fatalf("the page shows no online game:\n%s", page)
		}
	}
	for _, want := range []string{
		`<li id="online-black">Black: Opponent 1734</li>`,
		"<li>Online game " + o.srv.URL + "/" + o.id + ": you play White against Opponent, rating 1734.</li>",
		`aria-live="polite" aria-atomic="true">Clocks: White 15 minutes, Black 15 minutes.</p>`,
		`<a id="online-url" href="` + o.srv.URL + "/" + o.id + `"`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	// A visitor sees no online request and cannot send one.
	for _, name := range []string{"accept", "decline", "abort", "claim", "draw", "resign"} {
		if strings.Contains(page, `value="`+name+`"`) {
			t.Errorf("a visitor's page has the button %q", name)
		}
		if st := post(url.Values{"path": {"/request"}, "request": {name}}); st != http.StatusForbidden {
			t.Errorf("a visitor's %s: status %d", name, st)
		}
	}
	// Paired, the phone has them, and its draw offer reaches the server.
	o.ask(t, "pair")
	code := codeLine.FindString(o.next(t, "a pairing code", codeLine.MatchString))
	if st := post(url.Values{"path": {"/pair"}, "code": {code}}); st != http.StatusSeeOther {
		t.Fatalf("pairing: status %d", st)
	}
	page = get()
	for _, name := range []string{"accept", "decline", "abort", "claim", "draw", "resign", "takeback"} {
		if !strings.Contains(page, `value="`+name+`"`) {
			t.Errorf("a paired phone's page lacks the button %q", name)
		}
	}
	m := csrfField.FindStringSubmatch(page)
	if m == nil {
		t.Fatal("no form token on a paired phone's page")
	}
	if w, _ := o.srv.Offers(o.id); w {
		t.Fatal("a draw offered before any was asked")
	}
	if st := post(url.Values{"path": {"/request"}, "request": {"draw"}, "csrf": {m[1]}}); st != http.StatusNoContent {
		t.Fatalf("a paired phone's draw: status %d", st)
	}
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		if w, _ := o.srv.Offers(o.id); w {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the paired phone's draw offer did not reach the server")
		}
	}
	// The clocks follow the server's states, in words (the server's
	// run from the third half-move on).
	o.own(t, "e2e4")
	o.reply(t, "e7e5")
	o.own(t, "g1f3")
	o.reply(t, "b8c6")
	var clocks string
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		page = get()
		if cm := onlineClocks.FindStringSubmatch(page); cm != nil {
			clocks = cm[1]
		}
		if clocks != "Clocks: White 15 minutes, Black 15 minutes." && clocks != "" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the clocks did not follow the server: %q", clocks)
		}
	}
	t.Logf("the clocks on the page: %q", clocks)
	if !regexp.MustCompile(`^Clocks: White (15 minutes( \d+ seconds?)?|14 minutes \d+ seconds?), Black (15 minutes( \d+ seconds?)?|14 minutes \d+ seconds?)\.$`).MatchString(clocks) {
		t.Errorf("clocks %q", clocks)
	}
	if strings.Contains(page, e2eToken) || strings.Contains(o.errs.String(), e2eToken) {
		t.Error("the token reached the page or standard error")
	}
}
