package web

import (
	"errors"
	"io"
	"net"
	"net/http"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/cmd/internal/ui"
)

// getHost asks for path of ts under the name host (the Host header),
// from the client address from ("" for any).
func (ts *testServer) getHost(t testing.TB, from, host, path string) (int, string) {
	t.Helper()
	c := &http.Client{Timeout: 10 * time.Second, Transport: fromAddr(from)}
	req, err := http.NewRequest(http.MethodGet, ts.url+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Host = host
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// fromAddr is a transport whose connections come from the loopback
// address ip ("": the system's choice), as another machine's would.
func fromAddr(ip string) *http.Transport {
	d := &net.Dialer{Timeout: 5 * time.Second}
	if ip != "" {
		d.LocalAddr = &net.TCPAddr{IP: net.ParseIP(ip)}
	}
	return &http.Transport{DialContext: d.DialContext, DisableKeepAlives: true}
}

// A page asked for under a name that is not the machine's (another
// site's name pointed at this machine: DNS rebinding) gets 421 and a
// short page in the run's language; the machine's own names do not.
func TestHostNotOursIsMisdirected(t *testing.T) {
	ts := newTestServer(t, ui.German)
	_, port, _ := net.SplitHostPort(strings.TrimPrefix(ts.url, "http://"))
	for _, path := range []string{"/", "/events", "/pair", "/static/live.js"} {
		for _, host := range []string{"evil.example", "evil.example:" + port, "localhost.evil.example", "127.0.0.1.evil.example", "[::1"} {
			status, body := ts.getHost(t, "127.0.0.2", host, path)
			if status != http.StatusMisdirectedRequest {
				t.Errorf("%s under %q: %d, want 421", path, host, status)
				continue
			}
			if want := ui.New(ui.German).Sprintf(ui.WebMisdirected); !strings.Contains(body, want) {
				t.Errorf("%s under %q: %q, want the words %q", path, host, body, want)
			}
		}
	}
	name, err := os.Hostname()
	if err != nil {
		t.Fatal(err)
	}
	short, _, _ := strings.Cut(name, ".")
	for _, host := range []string{"localhost", "LocalHost:" + port, "127.0.0.1:" + port, "127.0.0.2", "[::1]:" + port, name, strings.ToUpper(short) + ".local:" + port, "localhost."} {
		if status, body := ts.getHost(t, "127.0.0.2", host, "/"); status != http.StatusOK {
			t.Errorf("under %q: %d %q", host, status, body)
		}
	}
}

// The names given with --web-host are served; the machine's addresses
// too, those of an interface taken after the start among them.
func TestHostsAllowed(t *testing.T) {
	h := newHosts([]string{"Schach.fritz.box", "192.0.2.7", "[2001:db8::7]:8080"})
	addrs := []net.Addr{&net.IPNet{IP: net.ParseIP("192.168.1.5"), Mask: net.CIDRMask(24, 32)}, &net.IPAddr{IP: net.ParseIP("fe80::1"), Zone: "eth0"}}
	h.interfaces = func() ([]net.Addr, error) { return addrs, nil }
	h.hostname = func() (string, error) { return "schachbrett.home", nil }
	now := time.Unix(1000, 0)
	h.now = func() time.Time { return now }
	ln := &net.TCPAddr{IP: net.ParseIP("10.0.0.9"), Port: 8080}
	h.listenOn(ln)
	for host, want := range map[string]bool{
		"schach.fritz.box:8080": true, "SCHACH.FRITZ.BOX.": true, "192.0.2.7": true, "[2001:db8::7]": true,
		"192.168.1.5:8080": true, "[fe80::1]:8080": true, "[fe80::1%25eth0]": true, "10.0.0.9": true,
		"schachbrett": true, "schachbrett.home": true, "schachbrett.local": true, "schachbrett.home.local": true,
		"localhost": true, "127.8.9.10": true, "[::1]": true, "[::ffff:127.0.0.1]:80": true,
		"evil.example": false, "192.168.1.6": false, "schachbrett.evil.example": false, "": false,
		"fritz.box": false, "10.0.0.9.nip.io": false, "[::]": false, "0.0.0.0": false, "a b": false,
	} {
		if got := h.allowed(host); got != want {
			t.Errorf("%q: %v, want %v", host, got, want)
		}
	}
	// A new address is read again, not more than once in hostRefresh.
	addrs = append(addrs, &net.IPNet{IP: net.ParseIP("192.168.1.6"), Mask: net.CIDRMask(24, 32)})
	if h.allowed("192.168.1.6") {
		t.Error("the interfaces were read again at once")
	}
	now = now.Add(hostRefresh)
	if !h.allowed("192.168.1.6") {
		t.Error("an address taken after the start is refused")
	}
	// Without a host name or interfaces, localhost still works.
	h = newHosts(nil)
	h.interfaces = func() ([]net.Addr, error) { return nil, errors.New("none") }
	h.hostname = func() (string, error) { return "", errors.New("none") }
	if !h.allowed("localhost:80") || h.allowed(".local") || h.allowed("local") {
		t.Error("without a host name")
	}
}
