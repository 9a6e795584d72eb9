package web

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/cmd/internal/ui"
)

// clientFrom returns a client of the test server that connects from
// the local address ip (127.0.0.2: another machine of the network, as
// the server counts clients).
func (ts *testServer) clientFrom(t testing.TB, ip string) *http.Client {
	c := ts.client(t)
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}, Timeout: 5 * time.Second}
	c.Transport = &http.Transport{DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
		return d.DialContext(ctx, network, addr)
	}}
	return c
}

func TestPairingWorksWhileANeighbourGuessesEverySecond(t *testing.T) {
	ts := newTestServer(t, ui.English)
	code := ts.Pairing().NewCode()
	neighbour := ts.clientFrom(t, "127.0.0.2")
	var statuses []int
	for i := 0; i < MaxWrongCodes+1; i++ {
		if i > 0 {
			time.Sleep(time.Second)
		}
		status, _ := ts.post(t, neighbour, "/pair", url.Values{"code": {wrongCode(code)}}, false)
		statuses = append(statuses, status)
	}
	if statuses[len(statuses)-1] != http.StatusTooManyRequests {
		t.Errorf("the neighbour guessing once a second: %v, want locked at last", statuses)
	}
	player := ts.clientFrom(t, "127.0.0.1")
	status, body := ts.post(t, player, "/pair", url.Values{"code": {code}}, false)
	if status != http.StatusSeeOther {
		t.Fatalf("the player's right code while a neighbour guesses: %d %s", status, body)
	}
	if n := ts.Pairing().Phones(); n != 1 {
		t.Fatalf("%d phones paired, want the player's", n)
	}
}

func TestPairingPageSaysNothingOfAnOpenCode(t *testing.T) {
	ts := newTestServer(t, ui.English)
	c := ts.clientFrom(t, "127.0.0.2")
	noneStatus, none := ts.post(t, c, "/pair", url.Values{"code": {"123456"}}, false)
	code := ts.Pairing().NewCode()
	other := ts.clientFrom(t, "127.0.0.3")
	openStatus, open := ts.post(t, other, "/pair", url.Values{"code": {wrongCode(code)}}, false)
	if noneStatus != openStatus || none != open {
		t.Fatalf("no code open: %d\n%s\na code open: %d\n%s\nwant the same answer", noneStatus, none, openStatus, open)
	}
	if strings.Contains(none, ui.New(ui.English).Sprintf(ui.WebNoCode)) {
		t.Fatal("the page says that no code is open")
	}
}

// An unpaired visitor's board request reaches the game as one not to be
// spoken; its answer goes into the pages' lists, not their live regions;
// a paired phone's is spoken.
func TestUnpairedBoardRequestIsNeverSpoken(t *testing.T) {
	ts := newTestServer(t, ui.English)
	evs, stop := ts.stream(t, "", false)
	defer stop()
	next(t, evs) // the state
	visitor := ts.clientFrom(t, "127.0.0.2")
	if status, body := ts.post(t, visitor, "/request", url.Values{"request": {"board"}}, true); status != http.StatusNoContent {
		t.Fatalf("an unpaired board request: %d %s", status, body)
	}
	if got := ts.game.requests(); len(got) != 1 || got[0] != "board" {
		t.Fatalf("the game was asked %q", got)
	}
	if got := ts.game.spokenRequests(); len(got) != 0 {
		t.Fatalf("an unpaired visitor's request to be spoken: %q", got)
	}
	if ev := next(t, evs); ev.name != evPast || lineText(t, ev) != "answer to board" {
		t.Fatalf("the visitor's answer came as %q %q, want into the list only", ev.name, ev.data)
	}
	phone, form := ts.pairClient(t)
	if status, _ := ts.post(t, phone, "/request", url.Values{"request": {"board"}, "csrf": {form}}, true); status != http.StatusNoContent {
		t.Fatalf("a paired board request: %d", status)
	}
	if got := ts.game.spokenRequests(); len(got) != 1 {
		t.Fatalf("the paired phone's request to be spoken: %q", got)
	}
	if ev := next(t, evs); ev.name != evLine {
		t.Fatalf("the paired phone's answer came as %q, want said", ev.name)
	}
}

// Each address has its own limit of unpaired requests: a neighbour who
// uses up his does not silence another visitor.
func TestUnpairedRequestsAreLimitedPerAddress(t *testing.T) {
	ts := newTestServer(t, ui.English)
	neighbour := ts.clientFrom(t, "127.0.0.2")
	limited := false
	for i := 0; i < unpairedBurst+2 && !limited; i++ {
		status, _ := ts.post(t, neighbour, "/request", url.Values{"request": {"time"}}, true)
		limited = status == http.StatusTooManyRequests
	}
	if !limited {
		t.Fatal("the neighbour's requests are not limited")
	}
	other := ts.clientFrom(t, "127.0.0.3")
	if status, _ := ts.post(t, other, "/request", url.Values{"request": {"time"}}, true); status != http.StatusNoContent {
		t.Fatalf("another address is limited with the neighbour: %d", status)
	}
}

func TestLimiterHasACeilingForAllAddresses(t *testing.T) {
	clock := newFakeClock()
	l := limiter{burst: unpairedBurst, every: unpairedEvery, all: unpairedAll, now: clock.now}
	n := 0
	for i := 0; i < 100; i++ {
		if l.allow(fmt.Sprintf("198.51.100.%d", i)) {
			n++
		}
	}
	if n != unpairedBurst*unpairedAll {
		t.Fatalf("%d requests from 100 addresses let through at once, want %d", n, unpairedBurst*unpairedAll)
	}
}

// A paired phone cannot make Rochade run a program: the engine is one
// of the choices only; a visitor who is not paired sees no path.
func TestEngineCannotBeSetFromThePage(t *testing.T) {
	ts := newTestServer(t, ui.German)
	de := ui.New(ui.German)
	_, page := ts.get(t, ts.client(t), "/settings")
	if strings.Contains(page, "/opt/engines") || !strings.Contains(page, `<option value="…" selected>…</option>`) {
		t.Error("a visitor not paired sees the engine's path, or a choice that is not the engine")
	}
	phone, form := ts.pairClient(t)
	_, page = ts.get(t, phone, "/settings")
	if !strings.Contains(page, "/opt/engines/own-engine") || strings.Contains(page, `name="s-engine" type="text"`) {
		t.Error("the paired phone does not see the engine as a list to choose from")
	}
	for _, v := range []string{"/bin/sh", "sh -c reboot", "./stockfish", "stockfish2"} {
		status, body := ts.post(t, phone, "/settings", url.Values{"csrf": {form}, "s-engine": {v}}, false)
		if status != http.StatusBadRequest || !strings.Contains(body, de.Sprintf(ui.WebBoardOnly)) {
			t.Errorf("engine %q from the page: %d, want refused as set at the board only", v, status)
		}
	}
	if got := ts.settings.values["engine"]; got != "/opt/engines/own-engine" {
		t.Fatalf("the engine became %q", got)
	}
	if status, _ := ts.post(t, phone, "/settings", url.Values{"csrf": {form}, "s-engine": {"stockfish"}}, false); status != http.StatusSeeOther {
		t.Fatalf("a choice of the list: %d", status)
	}
	if got := ts.settings.values["engine"]; got != "stockfish" {
		t.Fatalf("the engine chosen: %q", got)
	}
}

// A value with a NUL, a line break, or too long is refused at its field,
// in the run's language, and nothing is saved.
func TestSettingValuesWithControlsRefused(t *testing.T) {
	ts := newTestServer(t, ui.Russian)
	ru := ui.New(ui.Russian)
	phone, form := ts.pairClient(t)
	for _, v := range []string{"5m+3s\n[x]", "5m+3s\x00", "5m\r+3s", "5m+3s" + strings.Repeat(" ", maxValue)} {
		status, body := ts.post(t, phone, "/settings", url.Values{"csrf": {form}, "s-clock": {v}}, false)
		if status != http.StatusBadRequest || !strings.Contains(body, ru.Sprintf(ui.WebBadValue, maxValue)) || !strings.Contains(body, `aria-invalid="true"`) {
			t.Errorf("clock %q: %d, want refused at the field", v, status)
		}
	}
	if len(ts.settings.saved) != 0 {
		t.Fatalf("saved %q", ts.settings.saved)
	}
}

// A paired phone unpairs itself, or every phone; without its form token
// it cannot.
func TestPhoneUnpairs(t *testing.T) {
	ts := newTestServer(t, ui.Polish)
	pl := ui.New(ui.Polish)
	a, formA := ts.pairClient(t)
	b, formB := ts.pairClient(t)
	c, formC := ts.pairClient(t)
	if status, _ := ts.post(t, a, "/unpair", url.Values{}, false); status != http.StatusForbidden {
		t.Fatalf("unpair without the form token: %d", status)
	}
	if status, _ := ts.post(t, ts.client(t), "/unpair", url.Values{"csrf": {formA}, "all": {"1"}}, false); status != http.StatusForbidden {
		t.Fatalf("a visitor not paired unpairs: %d", status)
	}
	if status, _ := ts.post(t, a, "/unpair", url.Values{"csrf": {formA}}, false); status != http.StatusSeeOther {
		t.Fatalf("unpair: %d", status)
	}
	if n := ts.Pairing().Phones(); n != 2 {
		t.Fatalf("%d phones paired after one unpaired itself", n)
	}
	_, page := ts.get(t, a, "/pair?unpaired=1")
	if !strings.Contains(page, pl.Sprintf(ui.WebUnpaired)) || strings.Contains(page, formA) {
		t.Errorf("the unpaired phone's page:\n%s", page)
	}
	_, page = ts.get(t, b, "/pair")
	if !strings.Contains(page, pl.Sprintf(ui.WebUnpair)) || !strings.Contains(page, pl.Sprintf(ui.WebForget)) {
		t.Errorf("a paired phone's pairing page has no button to unpair:\n%s", page)
	}
	if status, _ := ts.post(t, b, "/unpair", url.Values{"csrf": {formB}, "all": {"1"}}, false); status != http.StatusSeeOther {
		t.Fatalf("unpair every phone: %d", status)
	}
	if n := ts.Pairing().Phones(); n != 0 {
		t.Fatalf("%d phones paired after every phone was unpaired", n)
	}
	if status, _ := ts.post(t, c, "/request", url.Values{"request": {"takeback"}, "csrf": {formC}}, true); status != http.StatusForbidden {
		t.Fatalf("a phone unpaired with the others takes back: %d", status)
	}
}

// The cookie lives 30 days and each page a paired phone opens renews it;
// the pairing is said on the page it comes back to.
func TestPairingCookieRenewedOnUse(t *testing.T) {
	ts := newTestServer(t, ui.English)
	code := ts.Pairing().NewCode()
	c := ts.client(t)
	req, _ := http.NewRequest(http.MethodPost, ts.url+"/pair", strings.NewReader("code="+code))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	want := "Max-Age=2592000"
	if sc := resp.Header.Get("Set-Cookie"); !strings.Contains(sc, want) {
		t.Fatalf("the pairing cookie %q, want %s (30 days)", sc, want)
	}
	where := resp.Header.Get("Location")
	resp, err = c.Get(ts.url + where)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if sc := resp.Header.Get("Set-Cookie"); !strings.Contains(sc, want) {
		t.Errorf("a page opened by the paired phone: cookie %q, want renewed", sc)
	}
	body := new(strings.Builder)
	io.Copy(body, resp.Body)
	if !strings.Contains(body.String(), `role="status">`+ui.New(ui.English).Sprintf(ui.WebPairedHere)) {
		t.Errorf("the page after pairing does not say it in its status:\n%s", body)
	}
}

// After a wrong code the focus is on the code's field again.
func TestWrongCodeFocusesTheField(t *testing.T) {
	ts := newTestServer(t, ui.English)
	code := ts.Pairing().NewCode()
	_, page := ts.post(t, ts.client(t), "/pair", url.Values{"code": {wrongCode(code)}}, false)
	if !strings.Contains(page, `aria-invalid="true" autofocus`) {
		t.Fatalf("the code's field after a wrong code:\n%s", page)
	}
}
