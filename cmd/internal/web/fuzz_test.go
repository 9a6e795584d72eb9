package web

import (
	"bytes"
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/cmd/internal/ui"
)

// The fuzz targets: every handler's input, and the pairing file.

// fuzzServer is a server with a known pairing code, a paired phone and
// no network: requests go straight to its handler.
func fuzzServer(t testing.TB) (*testServer, string) {
	p := ui.New(ui.English)
	g := &fakeGame{}
	st := newFakeSettings()
	s := New(Config{Printer: p, Requests: testRequests(p), Ask: g.ask, Settings: st, Hosts: []string{"example.com", "rochade.local"}})
	s.limit.burst = 1 << 30
	token, err := s.pairing.Pair("192.0.2.1", s.pairing.NewCode())
	if err != nil {
		t.Fatal(err)
	}
	return &testServer{Server: s, game: g, settings: st}, token
}

// serve runs one request through the handler and checks what every
// answer must be.
func serve(t *testing.T, s *Server, r *http.Request) *httptest.ResponseRecorder {
	t.Helper()
	w := httptest.NewRecorder()
	s.ServeHTTP(w, r)
	if w.Code < 200 || w.Code > 599 {
		t.Fatalf("status %d", w.Code)
	}
	if w.Header().Get("Content-Security-Policy") == "" || w.Header().Get("X-Content-Type-Options") != "nosniff" {
		t.Fatalf("an answer without its security headers: %v", w.Header())
	}
	if w.Code >= 400 && w.Body.Len() == 0 && r.Method != http.MethodHead {
		t.Fatalf("status %d without a word", w.Code)
	}
	return w
}

func formRequest(path, ctype string, body []byte, token string, js bool) *http.Request {
	r := httptest.NewRequest(http.MethodPost, path, bytes.NewReader(body))
	r.Header.Set("Content-Type", ctype)
	if token != "" {
		r.AddCookie(&http.Cookie{Name: cookieName, Value: token})
	}
	if js {
		r.Header.Set(jsHeader, "1")
	}
	return r
}

func FuzzRequestForm(f *testing.F) {
	f.Add([]byte("request=time"), "application/x-www-form-urlencoded", false, true)
	f.Add([]byte("request=takeback&csrf=CSRF"), "application/x-www-form-urlencoded", true, true)
	f.Add([]byte("request=result&arg=1-0&csrf=CSRF"), "application/x-www-form-urlencoded", true, false)
	f.Add([]byte("request=square&arg=e4"), "application/x-www-form-urlencoded; charset=utf-8", false, false)
	f.Add([]byte("request=pieces&arg=white&arg=black"), "application/x-www-form-urlencoded", false, true)
	f.Add([]byte("request=takeback&request=time"), "application/x-www-form-urlencoded", false, true)
	f.Add([]byte("%zz=1"), "application/x-www-form-urlencoded", false, true)
	f.Add([]byte("request=time"), "multipart/form-data; boundary=x", false, true)
	f.Fuzz(func(t *testing.T, body []byte, ctype string, paired, js bool) {
		ts, token := fuzzServer(t)
		body = bytes.ReplaceAll(body, []byte("CSRF"), []byte(csrf(token)))
		if !paired {
			token = ""
		}
		w := serve(t, ts.Server, formRequest("/request", ctype, body, token, js))
		switch w.Code {
		case http.StatusNoContent, http.StatusSeeOther, http.StatusBadRequest, http.StatusForbidden,
			http.StatusRequestEntityTooLarge, http.StatusUnsupportedMediaType:
		default:
			t.Fatalf("status %d: %s", w.Code, w.Body)
		}
		asked := ts.game.requests()
		if (w.Code == http.StatusNoContent || w.Code == http.StatusSeeOther) != (len(asked) == 1) || len(asked) > 1 {
			t.Fatalf("status %d, the game was asked %q", w.Code, asked)
		}
		for _, q := range asked {
			name, _, _ := strings.Cut(q, " ")
			if ts.requests[name] == nil {
				t.Fatalf("the game was asked %q, which is no button", q)
			}
			if ts.requests[name].Changes && !paired {
				t.Fatalf("an unpaired phone changed the game: %q", q)
			}
		}
	})
}

func FuzzPairForm(f *testing.F) {
	f.Add([]byte("code=123456"), "application/x-www-form-urlencoded")
	f.Add([]byte("code=123+456"), "application/x-www-form-urlencoded")
	f.Add([]byte("code=000000&code=123456"), "application/x-www-form-urlencoded")
	f.Add([]byte("code=%31%32%33%34%35%36"), "application/x-www-form-urlencoded")
	f.Add([]byte("code=１２３４５６"), "application/x-www-form-urlencoded")
	f.Add([]byte("code="), "text/plain")
	f.Fuzz(func(t *testing.T, body []byte, ctype string) {
		ts, _ := fuzzServer(t)
		ts.pairing.code = []byte("123456")
		ts.pairing.codeUntil = time.Now().Add(time.Hour)
		before := ts.pairing.Phones()
		w := serve(t, ts.Server, formRequest("/pair", ctype, body, "", false))
		switch w.Code {
		case http.StatusSeeOther:
			vals, err := url.ParseQuery(string(body))
			if err != nil || strings.Join(strings.Fields(vals.Get("code")), "") != "123456" {
				t.Fatalf("paired with %q", body)
			}
			if ts.pairing.Phones() != before+1 || !strings.Contains(w.Header().Get("Set-Cookie"), "HttpOnly") {
				t.Fatal("paired without a phone kept or a cookie")
			}
		case http.StatusForbidden, http.StatusBadRequest, http.StatusRequestEntityTooLarge, http.StatusUnsupportedMediaType:
			if ts.pairing.Phones() != before || w.Header().Get("Set-Cookie") != "" {
				t.Fatalf("status %d paired a phone", w.Code)
			}
		default:
			t.Fatalf("status %d", w.Code)
		}
	})
}

func FuzzUnpairForm(f *testing.F) {
	f.Add([]byte("csrf=CSRF"), "application/x-www-form-urlencoded", true)
	f.Add([]byte("csrf=CSRF&all=1"), "application/x-www-form-urlencoded", true)
	f.Add([]byte("all=1"), "application/x-www-form-urlencoded", false)
	f.Add([]byte("csrf=CSRF&all=1&all="), "text/plain", true)
	f.Fuzz(func(t *testing.T, body []byte, ctype string, paired bool) {
		ts, token := fuzzServer(t)
		body = bytes.ReplaceAll(body, []byte("CSRF"), []byte(csrf(token)))
		if !paired {
			token = ""
		}
		w := serve(t, ts.Server, formRequest("/unpair", ctype, body, token, false))
		switch w.Code {
		case http.StatusSeeOther:
			if !paired || ts.pairing.Phones() != 0 {
				t.Fatalf("unpaired (paired %v), %d phones left", paired, ts.pairing.Phones())
			}
		case http.StatusForbidden, http.StatusBadRequest, http.StatusRequestEntityTooLarge, http.StatusUnsupportedMediaType:
			if ts.pairing.Phones() != 1 {
				t.Fatalf("status %d unpaired", w.Code)
			}
		default:
			t.Fatalf("status %d", w.Code)
		}
	})
}

func FuzzSettingsForm(f *testing.F) {
	f.Add([]byte("csrf=CSRF&s-clock=5m%2B3s"), true)
	f.Add([]byte("csrf=CSRF&s-lang-ui=fr"), true)
	f.Add([]byte("csrf=CSRF&s-clock=soon&s-announce-touch=false&s-announce-touch=true"), true)
	f.Add([]byte("csrf=CSRF&s-secret=1"), true)
	f.Add([]byte("s-clock=1"), false)
	f.Fuzz(func(t *testing.T, body []byte, paired bool) {
		ts, token := fuzzServer(t)
		body = bytes.ReplaceAll(body, []byte("CSRF"), []byte(csrf(token)))
		if !paired {
			token = ""
		}
		before := len(ts.settings.saved)
		w := serve(t, ts.Server, formRequest("/settings", "application/x-www-form-urlencoded", body, token, false))
		switch w.Code {
		case http.StatusSeeOther, http.StatusBadRequest, http.StatusRequestEntityTooLarge:
		case http.StatusForbidden:
			if len(ts.settings.saved) != before {
				t.Fatal("a refused form saved a setting")
			}
		default:
			t.Fatalf("status %d", w.Code)
		}
		if !paired && len(ts.settings.saved) != before {
			t.Fatal("an unpaired phone saved a setting")
		}
	})
}

func FuzzEventsPlace(f *testing.F) {
	f.Add("", "", 3)
	f.Add("RUN-1", "", 3)
	f.Add("", "RUN-2", 3)
	f.Add("RUN-18446744073709551615", "RUN-0", 1)
	f.Add("RUN--1", "x-y-z", 0)
	f.Fuzz(func(t *testing.T, header, since string, lines int) {
		ts, _ := fuzzServer(t)
		for i := 0; i < lines%50; i++ {
			ts.Say(Line{Text: "line"})
		}
		header = strings.ReplaceAll(header, "RUN", ts.hub.run)
		since = strings.ReplaceAll(since, "RUN", ts.hub.run)
		ctx, cancel := context.WithCancel(context.Background())
		cancel() // the page is gone at once: the handler sends what it has and ends
		r := httptest.NewRequest(http.MethodGet, "/events?since="+url.QueryEscape(since), nil).WithContext(ctx)
		r.Header.Set("Last-Event-ID", header)
		w := serve(t, ts.Server, r)
		if w.Code != http.StatusOK {
			t.Fatalf("status %d", w.Code)
		}
		evs := readEvents(strings.NewReader(w.Body.String()))
		n := 0
		for ev := range evs {
			n++
			if ev.name == evReset && n != 1 {
				t.Fatal("a reset after other events")
			}
			if _, ok := ts.hub.parseID(ev.id); !ok {
				t.Fatalf("event id %q is not of this run", ev.id)
			}
		}
	})
}

func FuzzRoutes(f *testing.F) {
	for _, p := range []string{"/", "/events", "/request", "/settings", "/pair", "/static/page.css", "/static/live.js", "/../etc/passwd", "/static/", "//", "/%00"} {
		f.Add("GET", p, "")
	}
	f.Add("POST", "/", "x")
	f.Add("OPTIONS", "/pair", "")
	f.Add("HEAD", "/static/live.js", "")
	f.Fuzz(func(t *testing.T, method, path, cookie string) {
		ts, _ := fuzzServer(t)
		u := &url.URL{Path: path}
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		r, err := http.NewRequestWithContext(ctx, method, "http://rochade.local"+u.EscapedPath(), nil)
		if err != nil {
			return // no request a client could send
		}
		if cookie != "" {
			r.Header.Set("Cookie", cookie)
		}
		w := serve(t, ts.Server, r)
		if w.Code == http.StatusOK && strings.HasPrefix(w.Header().Get("Content-Type"), "text/html") && !strings.Contains(w.Body.String(), "<html lang=") && method != http.MethodHead {
			t.Fatalf("a page without its language: %s %s", method, path)
		}
		if len(ts.game.requests()) != 0 || len(ts.settings.saved) != 0 {
			t.Fatalf("%s %s changed something", method, path)
		}
	})
}

func FuzzPairingFile(f *testing.F) {
	f.Add([]byte("# comment\n" + strings.Repeat("ab", 32) + "\n"))
	f.Add([]byte(strings.Repeat("AB", 32) + "\r\n\n  " + strings.Repeat("01", 32) + "  \n"))
	f.Add([]byte("xyz\n"))
	f.Add([]byte{0xff, 0xfe, '\n'})
	f.Add([]byte(strings.Repeat("ab", 32) + " 1800000000\n" + strings.Repeat("cd", 32) + " -5\n"))
	f.Add([]byte(strings.Repeat("ab", 32) + " 99999999999999999999\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		phones, err := readPhones(bytes.NewReader(data), time.Unix(1800000000, 0))
		if err != nil {
			return
		}
		if len(phones) > keepPhones {
			t.Fatalf("%d phones kept", len(phones))
		}
	})
}

func FuzzClientOf(f *testing.F) {
	for _, a := range []string{"127.0.0.2:5555", "[::ffff:192.0.2.1]:80", "[2001:db8::1%eth0]:1", "[fe80::1]", "pipe", "", ":", "[::]:0"} {
		f.Add(a)
	}
	f.Fuzz(func(t *testing.T, addr string) {
		c := ClientOf(addr)
		if c == "" {
			t.Fatalf("ClientOf(%q) is empty", addr)
		}
	})
}

func FuzzHost(f *testing.F) {
	for _, h := range []string{"localhost", "127.0.0.1:8080", "[::1]:80", "evil.example", "[fe80::1%eth0]:1", "SCHACH.local.", "", "[", "a:b:c", "1.2.3.4.nip.io", "\x00"} {
		f.Add(h)
	}
	f.Fuzz(func(t *testing.T, host string) {
		h := newHosts([]string{"schach.fritz.box"})
		h.interfaces = func() ([]net.Addr, error) {
			return []net.Addr{&net.IPNet{IP: net.ParseIP("192.168.1.5"), Mask: net.CIDRMask(24, 32)}}, nil
		}
		h.hostname = func() (string, error) { return "schachbrett", nil }
		ok := h.allowed(host)
		n, valid := normalHost(host)
		if !valid {
			if ok {
				t.Fatalf("%q is no name, yet allowed", host)
			}
			return
		}
		if n2, _ := normalHost(n); n2 != n {
			t.Fatalf("%q: normalised %q, then %q", host, n, n2)
		}
		if ok != h.allowed(n) {
			t.Fatalf("%q and its name %q are not judged alike", host, n)
		}
		want := map[string]bool{"localhost": true, "schach.fritz.box": true, "192.168.1.5": true, "schachbrett": true, "schachbrett.local": true}[n]
		if ip, err := netip.ParseAddr(n); err == nil && ip.IsLoopback() {
			want = true
		}
		if ok != want {
			t.Fatalf("%q (%q): allowed %v", host, n, ok)
		}
	})
}
