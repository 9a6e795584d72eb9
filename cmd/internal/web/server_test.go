package web

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
)

// fakeGame records the requests the page asks, and answers each with a
// line, as the session does through its outputs.
type fakeGame struct {
	mu    sync.Mutex
	asked []string
	// spoken are the requests whose answers would be spoken: a paired
	// phone's.
	spoken []string
	srv    *Server
	busy   bool
}

func (g *fakeGame) ask(name, arg string, paired bool) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.busy {
		return ErrBusy
	}
	q := strings.TrimSpace(name + " " + arg)
	g.asked = append(g.asked, q)
	kind := Aside
	if paired {
		g.spoken = append(g.spoken, q)
		kind = Answer
	}
	if g.srv != nil {
		go g.srv.Say(Line{Kind: kind, Text: "answer to " + q})
	}
	return nil
}

func (g *fakeGame) spokenRequests() []string {
	g.mu.Lock()
	defer g.mu.Unlock()
	return append([]string(nil), g.spoken...)
}

func (g *fakeGame) requests() []string {
	g.mu.Lock()
	defer g.mu.Unlock()
	return append([]string(nil), g.asked...)
}

// testRequests are the buttons of the tests, labelled from the catalogue.
func testRequests(p *ui.Printer) []Request {
	word := p.RequestLabel
	return []Request{
		{Name: "time", Label: word("time")},
		{Name: "repeat", Label: word("repeat")},
		{Name: "last", Label: word("last"), Arg: ArgNumber, ArgLabel: word("last")},
		{Name: "square", Label: word("square"), Arg: ArgSquare, ArgLabel: word("square")},
		{Name: "pieces", Label: word("pieces"), Arg: ArgChoice, Choices: []Choice{
			{Value: "white", Label: p.Sprintf(ui.Labelled, word("pieces"), word("white"))},
			{Value: "black", Label: p.Sprintf(ui.Labelled, word("pieces"), word("black"))},
		}},
		{Name: "board", Label: word("board")},
		{Name: "takeback", Label: word("takeback"), Changes: true},
		{Name: "resign", Label: word("resign"), Changes: true},
		{Name: "result", Label: word("result"), Changes: true, Arg: ArgChoice, Choices: []Choice{
			{Value: "1-0", Label: "1-0"}, {Value: "0-1", Label: "0-1"}, {Value: "1/2-1/2", Label: "½-½"},
		}},
	}
}

// fakeSettings are settings in memory, as the menu would save them.
type fakeSettings struct {
	mu     sync.Mutex
	values map[string]string
	saved  []string
}

func newFakeSettings() *fakeSettings {
	return &fakeSettings{values: map[string]string{"lang-ui": "en", "clock": "15m+10s", "announce-touch": "false", "speed": "1", "engine": "/opt/engines/own-engine"}}
}

func (f *fakeSettings) List() []Setting {
	f.mu.Lock()
	defer f.mu.Unlock()
	return []Setting{
		{Key: "lang-ui", Label: "Language", Value: f.values["lang-ui"], Choices: []Choice{
			{Value: "de", Label: "Deutsch", Lang: "de"}, {Value: "en", Label: "English"}, {Value: "ru", Label: "Русский", Lang: "ru"},
			{Value: "uk", Label: "Українська", Lang: "uk"}, {Value: "pl", Label: "Polski", Lang: "pl"}, {Value: "cs", Label: "Čeština", Lang: "cs"},
		}},
		{Key: "clock", Label: "Time control", Value: f.values["clock"], Free: true, Help: "Minutes and seconds added a move", Choices: []Choice{
			{Value: "5m+3s", Label: "5+3"}, {Value: "15m+10s", Label: "15+10"}, {Value: "90m+30s", Label: "90+30"},
		}},
		{Key: "announce-touch", Label: "Announce touch", Value: f.values["announce-touch"], Input: SwitchInput},
		{Key: "speed", Label: "Speed", Value: f.values["speed"], Input: NumberInput},
		{Key: "engine", Label: "Opponent", Value: f.values["engine"], Free: true, Fixed: true, Choices: []Choice{
			{Value: "", Label: "A person"}, {Value: "stockfish", Label: "The computer"},
		}},
	}
}

func (f *fakeSettings) Set(key, value string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if key == "clock" && !strings.ContainsAny(value, "0123456789") {
		// As the settings store gives it: a message of the catalogue.
		return ui.New(ui.English).Errorf(ui.Labelled, value, "not a time control")
	}
	f.values[key] = value
	f.saved = append(f.saved, key+"="+value)
	return nil
}

type testServer struct {
	*Server
	game     *fakeGame
	settings *fakeSettings
	http     *httptest.Server
	url      string
}

func newTestServer(t testing.TB, lang ui.Lang) *testServer {
	t.Helper()
	p := ui.New(lang)
	g := &fakeGame{}
	st := newFakeSettings()
	sp := phonetic.German
	if lang == ui.Russian || lang == ui.Ukrainian {
		sp = phonetic.Cyrillic
	}
	s := New(Config{
		Printer:   p,
		Letters:   notation.LangByCode(string(lang)),
		Spelling:  sp,
		Requests:  testRequests(p),
		Ask:       g.ask,
		Settings:  st,
		Heartbeat: 500 * time.Millisecond,
	})
	g.srv = s
	hs := httptest.NewServer(s)
	t.Cleanup(func() {
		s.Close()
		hs.Close()
	})
	return &testServer{Server: s, game: g, settings: st, http: hs, url: hs.URL}
}

// client returns a client that keeps cookies and does not follow
// redirects.
func (ts *testServer) client(t testing.TB) *http.Client {
	jar, err := cookiejar.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	return &http.Client{Jar: jar, Timeout: 10 * time.Second, CheckRedirect: func(*http.Request, []*http.Request) error {
		return http.ErrUseLastResponse
	}}
}

func (ts *testServer) post(t testing.TB, c *http.Client, path string, form url.Values, js bool) (int, string) {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, ts.url+path, strings.NewReader(form.Encode()))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	if js {
		req.Header.Set(jsHeader, "1")
	}
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

func (ts *testServer) get(t testing.TB, c *http.Client, path string) (int, string) {
	t.Helper()
	resp, err := c.Get(ts.url + path)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// pairClient pairs a new client and returns it with its form token.
func (ts *testServer) pairClient(t testing.TB) (*http.Client, string) {
	t.Helper()
	c := ts.client(t)
	code := ts.Pairing().NewCode()
	status, body := ts.post(t, c, "/pair", url.Values{"code": {code}}, false)
	if status != http.StatusSeeOther {
		t.Fatalf("pairing: status %d: %s", status, body)
	}
	u, _ := url.Parse(ts.url)
	var token string
	for _, ck := range c.Jar.Cookies(u) {
		if ck.Name == cookieName {
			token = ck.Value
		}
	}
	if token == "" {
		t.Fatal("pairing set no cookie")
	}
	return c, csrf(token)
}

// sseEvent is one event read from a stream.
type sseEvent struct {
	id, name, data string
}

// readEvents reads a stream's events into a channel until the body ends.
func readEvents(body io.Reader) <-chan sseEvent {
	out := make(chan sseEvent, 1024)
	go func() {
		defer close(out)
		sc := bufio.NewScanner(body)
		var ev sseEvent
		for sc.Scan() {
			line := sc.Text()
			switch {
			case line == "":
				if ev.name != "" {
					out <- ev
				}
				ev = sseEvent{}
			case strings.HasPrefix(line, "id: "):
				ev.id = line[4:]
			case strings.HasPrefix(line, "event: "):
				ev.name = line[7:]
			case strings.HasPrefix(line, "data: "):
				ev.data = line[6:]
			}
		}
	}()
	return out
}

// stream opens the event stream after the event id last ("" for none).
func (ts *testServer) stream(t testing.TB, last string, header bool) (<-chan sseEvent, func()) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	u := ts.url + "/events"
	if last != "" && !header {
		u += "?since=" + url.QueryEscape(last)
	}
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if header {
		req.Header.Set("Last-Event-ID", last)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusOK || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
		cancel()
		t.Fatalf("stream: %s %s", resp.Status, resp.Header.Get("Content-Type"))
	}
	return readEvents(resp.Body), func() { cancel(); resp.Body.Close() }
}

// next returns the next event that is not a heartbeat.
func next(t testing.TB, evs <-chan sseEvent) sseEvent {
	t.Helper()
	timeout := time.After(5 * time.Second)
	for {
		select {
		case ev, ok := <-evs:
			if !ok {
				t.Fatal("the stream ended")
			}
			if ev.name != "ping" {
				return ev
			}
		case <-timeout:
			t.Fatal("no event within 5 s")
		}
	}
}

func lineText(t testing.TB, ev sseEvent) string {
	t.Helper()
	var l Line
	if err := json.Unmarshal([]byte(ev.data), &l); err != nil {
		t.Fatalf("event %q: %v", ev.data, err)
	}
	return l.Text
}

func TestStreamSendsLinesAndScoreAsTheyCome(t *testing.T) {
	ts := newTestServer(t, ui.English)
	_, last := ts.hub.snapshot()
	evs, stop := ts.stream(t, last, false)
	defer stop()
	ts.Say(Line{Text: "Springer Felix drei", Lang: "de"})
	ev := next(t, evs)
	if ev.name != evLine || lineText(t, ev) != "Springer Felix drei" {
		t.Fatalf("first event: %+v", ev)
	}
	g := notation.NewGame()
	pos := g.Start
	m, err := notation.ParseMove(&pos, "Nf3", nil)
	if err != nil {
		t.Fatal(err)
	}
	g.Moves = append(g.Moves, m)
	ts.Show(g)
	ev = next(t, evs)
	var sc scoreChange
	if err := json.Unmarshal([]byte(ev.data), &sc); err != nil || ev.name != evScore {
		t.Fatalf("score event %+v: %v", ev, err)
	}
	want := Move{Number: 1, SAN: "Nf3", Words: "Springer Felix drei"}
	if sc.From != 0 || len(sc.Moves) != 1 || sc.Moves[0] != want || sc.Lang != "de" {
		t.Fatalf("score change %+v, want %+v from 0 in German words", sc, want)
	}
	// The same score again sends nothing; a takeback sends from where
	// it changed.
	ts.Show(g)
	g.Moves = g.Moves[:0]
	ts.Show(g)
	ev = next(t, evs)
	if err := json.Unmarshal([]byte(ev.data), &sc); err != nil || sc.From != 0 || len(sc.Moves) != 0 {
		t.Fatalf("after a takeback: %+v %v", ev, err)
	}
}

// A page that comes back gets every line it missed: the newest said,
// the others into its list only; the browser's Last-Event-ID wins over
// the page's since.
func TestStreamCatchesUpWithoutSayingTwice(t *testing.T) {
	ts := newTestServer(t, ui.English)
	ts.Say(Line{Text: "one"})
	_, seen := ts.hub.snapshot()
	ts.Say(Line{Text: "two"})
	ts.ShowScore([]Move{{Number: 1, SAN: "e4", Words: "Eva vier"}})
	ts.Say(Line{Text: "three"})
	for _, header := range []bool{false, true} {
		evs, stop := ts.stream(t, seen, header)
		var got []string
		for len(got) < 4 {
			ev := next(t, evs)
			if ev.name == evLine || ev.name == evPast || ev.name == evMissed {
				got = append(got, ev.name+":"+lineText(t, ev))
			} else {
				got = append(got, ev.name)
			}
		}
		stop()
		// First how many lines the page missed, in the run's language.
		want := []string{"missed:Missed: 2 lines. The newest:", "past:two", "score", "line:three"}
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("header %v: caught up with %v, want %v", header, got, want)
		}
	}
}

// A page from an earlier run, or too far behind, gets the whole state.
func TestStreamResetsAPageThatLostItsPlace(t *testing.T) {
	ts := newTestServer(t, ui.English)
	ts.ShowScore([]Move{{Number: 1, SAN: "e4", Words: "Eva vier"}})
	_, old := ts.hub.snapshot()
	for i := 0; i < keepEvents+10; i++ {
		ts.Say(Line{Text: fmt.Sprintf("line %d", i)})
	}
	for _, last := range []string{old, "0123456789ab-5", "garbage", ts.hub.run + "-999999"} {
		evs, stop := ts.stream(t, last, true)
		ev := next(t, evs)
		stop()
		var st state
		if ev.name != evReset || json.Unmarshal([]byte(ev.data), &st) != nil {
			t.Fatalf("since %q: %+v, want a reset", last, ev)
		}
		if len(st.Lines) != keepLines || st.Lines[keepLines-1].Text != fmt.Sprintf("line %d", keepEvents+9) || len(st.Score.Moves) != 1 {
			t.Errorf("since %q: reset with %d lines, %d moves", last, len(st.Lines), len(st.Score.Moves))
		}
		if seq, ok := ts.hub.parseID(ev.id); !ok || seq != ts.hub.next-1 {
			t.Errorf("since %q: the reset's id %q is not the newest event's", last, ev.id)
		}
	}
	ts.hub.mu.Lock()
	kept := len(ts.hub.events)
	ts.hub.mu.Unlock()
	if kept != keepEvents {
		t.Errorf("the hub keeps %d events, want at most %d", kept, keepEvents)
	}
}

// A page that takes nothing (a phone gone to sleep) never holds the game
// up, and is dropped once a write waits too long.
func TestSlowPageNeverBlocksTheGame(t *testing.T) {
	ts := newTestServer(t, ui.English)
	// A publish that waited for the page would take the whole write
	// deadline; one that does not takes microseconds (a loaded machine
	// may add a scheduling delay, never two seconds).
	ts.writeWait = 2 * time.Second
	conn, err := net.Dial("tcp", ts.http.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
	deadline := time.Now().Add(5 * time.Second)
	for ts.streams.Load() != 1 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if ts.streams.Load() != 1 {
		t.Fatal("the stream did not start")
	}
	long := strings.Repeat("x", 4000)
	start := time.Now()
	var worst time.Duration
	for i := 0; i < 5000; i++ { // 20 MB: far more than the socket buffers hold
		t0 := time.Now()
		ts.Say(Line{Text: long})
		if d := time.Since(t0); d > worst {
			worst = d
		}
	}
	if worst >= time.Second {
		t.Errorf("a line took %v to publish with a page that reads nothing", worst)
	}
	for ts.streams.Load() != 0 && time.Since(start) < 15*time.Second {
		ts.Say(Line{Text: long})
		time.Sleep(20 * time.Millisecond)
	}
	if n := ts.streams.Load(); n != 0 {
		t.Fatalf("a page that reads nothing is still served after %v", time.Since(start))
	}
}

func TestTooManyStreams(t *testing.T) {
	ts := newTestServer(t, ui.German)
	ts.maxStream = 2
	for i := 0; i < 2; i++ {
		_, stop := ts.stream(t, "", false)
		defer stop()
	}
	resp, err := http.Get(ts.url + "/events")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusServiceUnavailable || !strings.Contains(string(b), "Rochade") {
		t.Fatalf("a third stream: %s %q", resp.Status, b)
	}
}

func TestGamePageShowsTheGame(t *testing.T) {
	ts := newTestServer(t, ui.German)
	ts.Say(Line{Text: "Springer Felix drei"})
	ts.Say(Line{Kind: Answer, Text: "Zug 2, Weiß am Zug."})
	ts.ShowScore([]Move{{Number: 1, SAN: "Sf3", Words: "Springer Felix drei"}, {Number: 1, Black: true, SAN: "e5", Words: "Eva fünf"}})
	status, body := ts.get(t, ts.client(t), "/")
	if status != http.StatusOK {
		t.Fatalf("status %d", status)
	}
	for _, want := range []string{
		`<html lang="de">`, `<h1>Partie</h1>`, `aria-live="polite"`, `<main>`, `<nav aria-label="Seiten">`,
		`<li value="1"><span class="san">Sf3</span> <span class="words">Springer Felix drei</span>, <span class="san">e5</span>`,
		`<li>Zug 2, Weiß am Zug.</li>`, `Nur ein gekoppeltes Telefon`, `name="request" value="time"`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	if strings.Contains(body, `value="takeback"`) {
		t.Error("an unpaired phone's page shows the takeback button")
	}
}

func TestUnpairedPhoneCannotChangeTheGame(t *testing.T) {
	ts := newTestServer(t, ui.English)
	c := ts.client(t)
	for _, js := range []bool{true, false} {
		status, body := ts.post(t, c, "/request", url.Values{"request": {"takeback"}}, js)
		if status != http.StatusForbidden || !strings.Contains(body, "Only a paired phone") {
			t.Errorf("js %v: takeback unpaired: %d %q", js, status, body)
		}
	}
	// A cookie made up, or a token from another server, is no pairing.
	u, _ := url.Parse(ts.url)
	c.Jar.SetCookies(u, []*http.Cookie{{Name: cookieName, Value: strings.Repeat("A", 43)}})
	status, _ := ts.post(t, c, "/request", url.Values{"request": {"takeback"}, "csrf": {csrf(strings.Repeat("A", 43))}}, true)
	if status != http.StatusForbidden {
		t.Errorf("a made-up token: %d", status)
	}
	if got := ts.game.requests(); len(got) != 0 {
		t.Fatalf("the game was asked %v", got)
	}
	// Reading requests work unpaired.
	if status, body := ts.post(t, c, "/request", url.Values{"request": {"time"}}, true); status != http.StatusNoContent {
		t.Fatalf("time unpaired: %d %q", status, body)
	}
	if got := ts.game.requests(); len(got) != 1 || got[0] != "time" {
		t.Fatalf("the game was asked %v", got)
	}
}

func TestPairedPhoneChangesTheGame(t *testing.T) {
	ts := newTestServer(t, ui.English)
	c, form := ts.pairClient(t)
	status, body := ts.get(t, c, "/")
	if status != http.StatusOK || !strings.Contains(body, `value="takeback"`) || !strings.Contains(body, form) {
		t.Fatalf("a paired phone's page: %d, takeback button and form token missing", status)
	}
	if status, body := ts.post(t, c, "/request", url.Values{"request": {"takeback"}}, true); status != http.StatusForbidden || !strings.Contains(body, "out of date") {
		t.Errorf("takeback without the form token: %d %q", status, body)
	}
	if status, _ := ts.post(t, c, "/request", url.Values{"request": {"takeback"}, "csrf": {form + "x"}}, true); status != http.StatusForbidden {
		t.Errorf("takeback with a wrong form token: %d", status)
	}
	if status, body := ts.post(t, c, "/request", url.Values{"request": {"takeback"}, "csrf": {form}}, true); status != http.StatusNoContent {
		t.Fatalf("takeback paired: %d %q", status, body)
	}
	if status, _ := ts.post(t, c, "/request", url.Values{"request": {"result"}, "arg": {"0-1"}, "csrf": {form}}, false); status != http.StatusSeeOther {
		t.Fatalf("a result by a plain form: %d", status)
	}
	if got := strings.Join(ts.game.requests(), ","); got != "takeback,result 0-1" {
		t.Fatalf("the game was asked %q", got)
	}
}

func TestPairingFormLocksAfterFiveWrongCodes(t *testing.T) {
	ts := newTestServer(t, ui.Russian)
	c := ts.client(t)
	code := ts.Pairing().NewCode()
	for i := 1; i <= 4; i++ {
		status, body := ts.post(t, c, "/pair", url.Values{"code": {wrongCode(code)}}, false)
		if status != http.StatusForbidden || !strings.Contains(body, "Неверный код") || !strings.Contains(body, `aria-invalid="true"`) {
			t.Fatalf("wrong code %d: %d", i, status)
		}
	}
	status, body := ts.post(t, c, "/pair", url.Values{"code": {wrongCode(code)}}, false)
	if status != http.StatusTooManyRequests || !strings.Contains(body, "заблокирована") {
		t.Fatalf("fifth wrong code: %d", status)
	}
	status, _ = ts.post(t, c, "/pair", url.Values{"code": {code}}, false)
	if status != http.StatusTooManyRequests {
		t.Fatalf("the right code while locked: %d", status)
	}
	u, _ := url.Parse(ts.url)
	if len(c.Jar.Cookies(u)) != 0 {
		t.Fatal("a locked pairing set a cookie")
	}
}

func TestPairingCookieIsHttpOnlyAndStrict(t *testing.T) {
	ts := newTestServer(t, ui.English)
	code := ts.Pairing().NewCode()
	req, _ := http.NewRequest(http.MethodPost, ts.url+"/pair", strings.NewReader("code="+code))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	resp, err := ts.client(t).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	sc := resp.Header.Get("Set-Cookie")
	for _, want := range []string{cookieName + "=", "HttpOnly", "SameSite=Strict", "Path=/"} {
		if !strings.Contains(sc, want) {
			t.Errorf("Set-Cookie %q lacks %s", sc, want)
		}
	}
}

func TestFormsFromAnotherSiteAreRefused(t *testing.T) {
	ts := newTestServer(t, ui.English)
	c, form := ts.pairClient(t)
	for _, h := range []map[string]string{{"Origin": "http://evil.example"}, {"Sec-Fetch-Site": "cross-site"}} {
		req, _ := http.NewRequest(http.MethodPost, ts.url+"/request", strings.NewReader(url.Values{"request": {"takeback"}, "csrf": {form}}.Encode()))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		for k, v := range h {
			req.Header.Set(k, v)
		}
		resp, err := c.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusForbidden {
			t.Errorf("%v: %s", h, resp.Status)
		}
	}
	if got := ts.game.requests(); len(got) != 0 {
		t.Fatalf("the game was asked %v", got)
	}
}

func TestBadRequestsGetAClearStatus(t *testing.T) {
	ts := newTestServer(t, ui.English)
	c := ts.client(t)
	cases := []struct {
		method, path, ctype, body string
		status                    int
		says                      string
	}{
		{"GET", "/nothing", "", "", 404, "There is no page /nothing here."},
		{"GET", "/static/none.js", "", "", 404, "no page"},
		{"PUT", "/", "", "", 405, "does not take"},
		{"GET", "/request", "", "", 405, "does not take"},
		{"DELETE", "/pair", "", "", 405, "does not take"},
		{"POST", "/request", "text/plain", "request=time", 415, "cannot be read"},
		{"POST", "/request", "application/x-www-form-urlencoded", "request=time&arg=%zz", 400, "cannot be read"},
		{"POST", "/request", "application/x-www-form-urlencoded", "request=" + strings.Repeat("x", maxBody), 413, "too long"},
		{"POST", "/request", "application/x-www-form-urlencoded", "request=castle", 400, "cannot be read"},
		{"POST", "/request", "application/x-www-form-urlencoded", "request=time&arg=now", 400, "cannot be read"},
		{"POST", "/request", "application/x-www-form-urlencoded", "request=square&arg=e4%3Cscript", 400, "cannot be read"},
		{"POST", "/request", "application/x-www-form-urlencoded", "request=pieces&arg=green", 400, "cannot be read"},
		{"POST", "/request", "application/x-www-form-urlencoded", "request=time&arg=%ff", 400, "cannot be read"},
		{"POST", "/pair", "multipart/form-data; boundary=x", "--x--", 415, "cannot be read"},
		{"POST", "/settings", "application/x-www-form-urlencoded", "s-clock=5m", 403, "Only a paired phone"},
	}
	for _, tc := range cases {
		req, _ := http.NewRequest(tc.method, ts.url+tc.path, strings.NewReader(tc.body))
		if tc.ctype != "" {
			req.Header.Set("Content-Type", tc.ctype)
		}
		resp, err := c.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != tc.status || !strings.Contains(string(b), tc.says) {
			t.Errorf("%s %s %q: %d, want %d saying %q", tc.method, tc.path, tc.body, resp.StatusCode, tc.status, tc.says)
		}
		if tc.status == 405 && resp.Header.Get("Allow") == "" {
			t.Errorf("%s %s: 405 without Allow", tc.method, tc.path)
		}
	}
	if got := ts.game.requests(); len(got) != 0 {
		t.Fatalf("bad requests reached the game: %v", got)
	}
	// The game goes on: a good request still works.
	if status, _ := ts.post(t, c, "/request", url.Values{"request": {"square"}, "arg": {" e4 "}}, true); status != http.StatusNoContent {
		t.Fatalf("a good request after the bad ones: %d", status)
	}
	if got := ts.game.requests(); len(got) != 1 || got[0] != "square e4" {
		t.Fatalf("the game was asked %v", got)
	}
}

func TestUnpairedRequestsAreLimited(t *testing.T) {
	ts := newTestServer(t, ui.English)
	c := ts.client(t)
	limited := false
	for i := 0; i < unpairedBurst+2; i++ {
		status, _ := ts.post(t, c, "/request", url.Values{"request": {"time"}}, true)
		if status == http.StatusTooManyRequests {
			limited = true
			break
		}
		if status != http.StatusNoContent {
			t.Fatalf("request %d: %d", i, status)
		}
	}
	if !limited {
		t.Fatal("unpaired requests are not limited")
	}
	paired, form := ts.pairClient(t)
	if status, _ := ts.post(t, paired, "/request", url.Values{"request": {"time"}, "csrf": {form}}, true); status != http.StatusNoContent {
		t.Fatalf("a paired phone is limited with the others: %d", status)
	}
}

func TestBusyGameSaysSo(t *testing.T) {
	ts := newTestServer(t, ui.English)
	ts.game.busy = true
	status, body := ts.post(t, ts.client(t), "/request", url.Values{"request": {"time"}}, true)
	if status != http.StatusServiceUnavailable || !strings.Contains(body, "cannot take the request") {
		t.Fatalf("a busy game: %d %q", status, body)
	}
}

func TestSettingsSavedByAPairedPhoneOnly(t *testing.T) {
	ts := newTestServer(t, ui.English)
	status, body := ts.get(t, ts.client(t), "/settings")
	if status != http.StatusOK || !strings.Contains(body, `<label for="setting-1">Time control</label>`) || !strings.Contains(body, "disabled") {
		t.Fatalf("the settings page unpaired: %d", status)
	}
	// A language is named in its own, and said so.
	if !strings.Contains(body, `<option value="ru" lang="ru">Русский</option>`) || !strings.Contains(body, `<option value="en" selected>English</option>`) {
		t.Errorf("the languages offered: %s", body)
	}
	c, form := ts.pairClient(t)
	status, _ = ts.post(t, c, "/settings", url.Values{"csrf": {form}, "s-clock": {"5m+3s"}, "s-lang-ui": {"en"}, "s-announce-touch": {"false", "true"}, "s-speed": {"1"}}, false)
	if status != http.StatusSeeOther {
		t.Fatalf("saving: %d", status)
	}
	if got := strings.Join(ts.settings.saved, ","); got != "clock=5m+3s,announce-touch=true" {
		t.Fatalf("saved %q, want only the changed settings", got)
	}
	// A switch turned off sends only its hidden "false".
	if status, _ = ts.post(t, c, "/settings", url.Values{"csrf": {form}, "s-announce-touch": {"false"}}, false); status != http.StatusSeeOther || ts.settings.values["announce-touch"] != "false" {
		t.Fatalf("a switch turned off: %d %q", status, ts.settings.values["announce-touch"])
	}
	if status, _ = ts.post(t, c, "/settings", url.Values{"csrf": {form}, "s-announce-touch": {"maybe"}}, false); status != http.StatusBadRequest {
		t.Fatalf("a switch neither on nor off: %d", status)
	}
	ts.settings.saved = ts.settings.saved[:2]
	status, body = ts.post(t, c, "/settings", url.Values{"csrf": {form}, "s-clock": {"soon"}}, false)
	if status != http.StatusBadRequest || !strings.Contains(body, "Time control not saved: soon: not a time control") || !strings.Contains(body, `aria-invalid="true"`) {
		t.Fatalf("a bad value: %d %s", status, body)
	}
	// Two refused: the alert says each as a sentence of its own.
	_, body = ts.post(t, c, "/settings", url.Values{"csrf": {form}, "s-clock": {"soon"}, "s-lang-ui": {"xx"}}, false)
	if !strings.Contains(body, "Language not saved: This request cannot be read. Time control not saved: soon: not a time control.") {
		t.Errorf("two refusals: %s", body)
	}
	status, _ = ts.post(t, c, "/settings", url.Values{"csrf": {form}, "s-lang-ui": {"fr"}}, false)
	if status != http.StatusBadRequest {
		t.Fatalf("a value not offered: %d", status)
	}
	status, _ = ts.post(t, c, "/settings", url.Values{"csrf": {form}, "s-secret": {"x"}}, false)
	if status != http.StatusBadRequest {
		t.Fatalf("a setting that does not exist: %d", status)
	}
	if got := len(ts.settings.saved); got != 2 {
		t.Fatalf("%d settings saved after the refused ones", got)
	}
}

func TestServeEndsStreamsWhenStopped(t *testing.T) {
	s := New(Config{Printer: ui.New(ui.English), Heartbeat: time.Hour})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.Serve(ctx, ln) }()
	resp, err := http.Get("http://" + ln.Addr().String() + "/events")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	start := time.Now()
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("Serve: %v", err)
		}
	case <-time.After(3 * time.Second):
		t.Fatal("Serve did not end within 3 s of its context")
	}
	if d := time.Since(start); d > 1500*time.Millisecond {
		t.Errorf("Serve took %v to end", d)
	}
	io.Copy(io.Discard, resp.Body) // the stream has ended
}

// A phone's token is never shown: not in a page, not in a stream, not in
// the pairing file.
func TestTokenNeverShown(t *testing.T) {
	ts := newTestServer(t, ui.English)
	c, _ := ts.pairClient(t)
	u, _ := url.Parse(ts.url)
	token := c.Jar.Cookies(u)[0].Value
	for _, path := range []string{"/", "/settings", "/pair", "/nothing"} {
		if _, body := ts.get(t, c, path); strings.Contains(body, token) {
			t.Errorf("%s shows the token", path)
		}
	}
	_, last := ts.hub.snapshot()
	evs, stop := ts.stream(t, "x"+last, true)
	ev := next(t, evs)
	stop()
	if strings.Contains(ev.data, token) {
		t.Error("the stream carries the token")
	}
}

// Two boards, one that sees occupancy only: a square it shows taken
// agrees with any piece on the other, an empty square where the other
// has a piece differs; the discrepancy said is shown above them.
func TestBoardsWithOccupancyOnly(t *testing.T) {
	ts := newTestServer(t, ui.English)
	start := notation.NewGame().Final()
	full := ViewOf(start.Placement())
	seen := OccupancyView(func(sq int) bool { return sq < 16 || sq >= 48 })
	if !SameBoard(full, seen) || !SameBoard(seen, full) {
		t.Fatalf("the start and its occupancy differ: %q %q", full.Pieces, seen.Pieces)
	}
	// e2 (square 12) is empty on the occupancy board.
	moved := OccupancyView(func(sq int) bool { return sq < 16 && sq != 12 || sq >= 48 })
	if SameBoard(full, moved) {
		t.Fatal("a square empty on one board only agrees")
	}
	ts.ShowBoards(&Boards{Boards: []BoardView{full, moved}, Discrepancy: "Boards differ at White's move 1."})
	_, body := ts.get(t, ts.client(t), "/")
	for _, want := range []string{
		`<p id="discrepancy">Boards differ at White&#39;s move 1.</p>`,
		`<span aria-hidden="true">●</span><span class="vh">occupied</span>`,
		`<span class="vh">White Bauer differs</span>`, // the pieces in the words of Appendix D
	} {
		if !strings.Contains(body, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	if n := strings.Count(body, `class="differs"`); n != 2 {
		t.Errorf("%d squares differ, want e2 on each board", n)
	}
}

// A phone that saves a page made before the menu changed a setting does
// not put back the value it was shown: only what the phone changed is
// saved.
func TestSettingsChangedMeanwhileAreKept(t *testing.T) {
	ts := newTestServer(t, ui.English)
	c, form := ts.pairClient(t)
	_, body := ts.get(t, c, "/settings")
	if !strings.Contains(body, `<input type="hidden" name="o-clock" value="15m&#43;10s">`) {
		t.Fatalf("the page does not keep the value it shows: %s", body)
	}
	// The menu changes the clock; the phone, its page unchanged, saves the speed.
	ts.settings.Set("clock", "90m+30s")
	ts.settings.saved = nil
	status, _ := ts.post(t, c, "/settings", url.Values{"csrf": {form}, "o-clock": {"15m+10s"}, "s-clock": {"15m+10s"},
		"o-speed": {"1"}, "s-speed": {"1.5"}}, false)
	if status != http.StatusSeeOther || strings.Join(ts.settings.saved, ",") != "speed=1.5" || ts.settings.values["clock"] != "90m+30s" {
		t.Fatalf("saved %q (status %d); the clock is %q", ts.settings.saved, status, ts.settings.values["clock"])
	}
	// A value changed on the phone is saved, whatever the menu did.
	status, _ = ts.post(t, c, "/settings", url.Values{"csrf": {form}, "o-clock": {"15m+10s"}, "s-clock": {"5m+3s"}}, false)
	if status != http.StatusSeeOther || ts.settings.values["clock"] != "5m+3s" {
		t.Fatalf("a change on the phone: %d, the clock %q", status, ts.settings.values["clock"])
	}
}

// batchSettings counts the batches the page saves in.
type batchSettings struct {
	*fakeSettings
	batches []int // how many settings each batch saved
}

func (b *batchSettings) Batch(save func()) {
	n := len(b.saved)
	save()
	b.batches = append(b.batches, len(b.saved)-n)
}

// Settings that save in batches get one batch a form; a form with a
// field that is no setting's saves nothing at all.
func TestSettingsSavedInOneBatch(t *testing.T) {
	ts := newTestServer(t, ui.English)
	bs := &batchSettings{fakeSettings: ts.settings}
	ts.Server.cfg.Settings = bs
	c, form := ts.pairClient(t)
	status, _ := ts.post(t, c, "/settings", url.Values{"csrf": {form}, "s-clock": {"5m+3s"}, "s-speed": {"2"}, "s-announce-touch": {"false", "true"}}, false)
	if status != http.StatusSeeOther || fmt.Sprint(bs.batches) != "[3]" {
		t.Fatalf("status %d, batches %v", status, bs.batches)
	}
	status, _ = ts.post(t, c, "/settings", url.Values{"csrf": {form}, "s-clock": {"90m+30s"}, "s-secret": {"x"}}, false)
	if status != http.StatusBadRequest || len(bs.batches) != 1 || ts.settings.values["clock"] != "5m+3s" {
		t.Fatalf("a form with a field of no setting: %d, batches %v, clock %q", status, bs.batches, ts.settings.values["clock"])
	}
}
