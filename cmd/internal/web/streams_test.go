package web

import (
	"bufio"
	"context"
	"fmt"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/cmd/internal/ui"
)

// openRaw opens a stream from the client address from without reading
// it (a page that holds a stream and does nothing), and returns its
// connection and the status line of the answer.
func openRaw(t testing.TB, ts *testServer, from, cookie string) (net.Conn, string) {
	t.Helper()
	d := net.Dialer{Timeout: 5 * time.Second, LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}}
	c, err := d.Dial("tcp", ts.http.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	req := "GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n"
	if cookie != "" {
		req += "Cookie: " + cookieName + "=" + cookie + "\r\n"
	}
	fmt.Fprint(c, req+"\r\n")
	c.SetReadDeadline(time.Now().Add(10 * time.Second))
	status, err := bufio.NewReader(c).ReadString('\n')
	if err != nil {
		t.Fatalf("a stream from %s: %v", from, err)
	}
	c.SetReadDeadline(time.Time{})
	return c, strings.TrimSpace(status)
}

// waitLine reads a stream until the line text comes.
func waitLine(t testing.TB, c net.Conn, text string) {
	t.Helper()
	c.SetReadDeadline(time.Now().Add(5 * time.Second))
	defer c.SetReadDeadline(time.Time{})
	r := bufio.NewReader(c)
	for {
		l, err := r.ReadString('\n')
		if err != nil {
			t.Fatalf("waiting for %q: %v", text, err)
		}
		if strings.HasPrefix(l, "data: ") && strings.Contains(l, text) {
			return
		}
	}
}

// 500 idle streams from one address (a neighbour's script) take only
// that address's share: a paired phone, from another address or from
// the same, still gets its stream, and so does a page from elsewhere.
func TestIdleStreamsDoNotStopAPairedPhone(t *testing.T) {
	ts := newTestServer(t, ui.English)
	_, token := pairedToken(t, ts)
	refused := 0
	for i := 0; i < 500; i++ {
		_, status := openRaw(t, ts, "127.0.0.1", "")
		switch {
		case strings.Contains(status, " 200 "):
		case strings.Contains(status, " 429 "):
			refused++
		default:
			t.Fatalf("stream %d: %s", i, status)
		}
	}
	if served := 500 - refused; served != defaultStreamsPerAddr {
		t.Errorf("one address holds %d streams, want %d", served, defaultStreamsPerAddr)
	}
	for _, from := range []string{"127.0.0.2", "127.0.0.1"} {
		c, status := openRaw(t, ts, from, token)
		if !strings.Contains(status, " 200 ") {
			t.Fatalf("the paired phone from %s: %s", from, status)
		}
		ts.Say(Line{Text: "Springer Felix drei " + from})
		waitLine(t, c, "Springer Felix drei "+from)
	}
	if _, status := openRaw(t, ts, "127.0.0.3", ""); !strings.Contains(status, " 200 ") {
		t.Errorf("a page from another address: %s", status)
	}
}

// A phone's streams beyond its share end its oldest, so that streams a
// phone left behind (its Wi-Fi gone) never keep it out; pages that are
// not paired share their own limit.
func TestStreamShares(t *testing.T) {
	ts := newTestServer(t, ui.English)
	_, token := pairedToken(t, ts)
	var first net.Conn
	for i := 0; i < pairedPerPhone+1; i++ {
		c, status := openRaw(t, ts, "127.0.0.2", token)
		if !strings.Contains(status, " 200 ") {
			t.Fatalf("the phone's stream %d: %s", i, status)
		}
		if i == 0 {
			first = c
		}
	}
	// The first stream ends: its connection closes.
	first.SetReadDeadline(time.Now().Add(5 * time.Second))
	buf := make([]byte, 4096)
	for {
		if _, err := first.Read(buf); err != nil {
			if ne, ok := err.(net.Error); ok && ne.Timeout() {
				t.Fatal("the phone's oldest stream did not end")
			}
			break
		}
	}
	ts.maxStream = 2
	for _, from := range []string{"127.0.0.3", "127.0.0.4"} {
		if _, status := openRaw(t, ts, from, ""); !strings.Contains(status, " 200 ") {
			t.Fatalf("from %s: %s", from, status)
		}
	}
	if _, status := openRaw(t, ts, "127.0.0.5", ""); !strings.Contains(status, " 503 ") {
		t.Errorf("a third page that is not paired: %s", status)
	}
}

// A stream of a page that is not paired ends after its life, with a
// short retry; the page connects again and catches up.
func TestUnpairedStreamLife(t *testing.T) {
	ts := newTestServer(t, ui.English)
	ts.streamLife = 300 * time.Millisecond
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, ts.url+"/events", nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	start := time.Now()
	sc := bufio.NewScanner(resp.Body)
	var last string
	for sc.Scan() {
		if sc.Text() != "" {
			last = sc.Text()
		}
	}
	if d := time.Since(start); d > 3*time.Second || last != "retry: 250" {
		t.Errorf("the stream ended after %v with %q", d, last)
	}
}

// pairedToken pairs a phone and returns its client and its token.
func pairedToken(t testing.TB, ts *testServer) (*http.Client, string) {
	t.Helper()
	code := ts.Pairing().NewCode()
	token, err := ts.Pairing().Pair("127.0.0.1", code)
	if err != nil {
		t.Fatal(err)
	}
	return ts.client(t), token
}

func TestClientAddr(t *testing.T) {
	for in, want := range map[string]string{
		"127.0.0.2:5000": "127.0.0.2", "[::ffff:192.168.1.5]:80": "192.168.1.5", "[fe80::1%eth0]:1": "fe80::1",
		"[2001:db8::1]:443": "2001:db8::1", "pipe": "pipe",
	} {
		if got := clientAddr(in); got != want {
			t.Errorf("%q: %q, want %q", in, got, want)
		}
	}
}
