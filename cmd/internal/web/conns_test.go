package web

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/rochade/rochade/cmd/internal/ui"
)

// serveOn serves s as play does (Serve on a listener of its own, with
// its limits) and returns its address.
func serveOn(t testing.TB, s *Server) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.Serve(ctx, ln) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("Serve: %v", err)
		}
	})
	return ln.Addr().String()
}

// halfOpen opens n connections to addr, each from the loopback address
// from(i), and sends each the start of a request that never ends. The
// connections the server closes are not opened again; it returns those
// it has.
func halfOpen(addr string, n int, from func(i int) net.IP) ([]net.Conn, error) {
	var out []net.Conn
	for i := 0; i < n; i++ {
		d := net.Dialer{Timeout: 10 * time.Second, LocalAddr: &net.TCPAddr{IP: from(i)}}
		c, err := d.Dial("tcp", addr)
		if errors.Is(err, syscall.ECONNRESET) {
			continue // closed by the server so fast that the dial saw it
		}
		if err != nil {
			return out, fmt.Errorf("connection %d: %w", i, err)
		}
		io.WriteString(c, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
		out = append(out, c)
	}
	return out, nil
}

// spread is the i-th address of 127.1.0.1 on, 250 to a /24.
func spread(i int) net.IP { return net.IPv4(127, byte(1+i/62500), byte(i/250%250), byte(1+i%250)) }

// prober says numbered lines and times each until it arrives on a
// stream of a page from the address from.
type prober struct {
	s    *Server
	got  chan int
	conn net.Conn
}

func newProber(t testing.TB, s *Server, addr, from string) *prober {
	t.Helper()
	d := net.Dialer{Timeout: 5 * time.Second, LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}}
	c, err := d.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	io.WriteString(c, "GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
	p := &prober{s: s, got: make(chan int, 16), conn: c}
	go func() {
		r := bufio.NewReader(c)
		for {
			l, err := r.ReadString('\n')
			if err != nil {
				close(p.got)
				return
			}
			if i := strings.Index(l, `"probe `); i >= 0 {
				n, _ := strconv.Atoi(strings.TrimRight(l[i+7:], "\"}\n"))
				p.got <- n
			}
		}
	}()
	return p
}

// say says probe i and returns how long it took to arrive.
func (p *prober) say(i int) (time.Duration, error) {
	t0 := time.Now()
	p.s.Say(Line{Kind: Announcement, Text: "probe " + strconv.Itoa(i)})
	timeout := time.After(10 * time.Second)
	for {
		select {
		case n, ok := <-p.got:
			if !ok {
				return 0, fmt.Errorf("the stream ended before probe %d", i)
			}
			if n == i {
				return time.Since(t0), nil
			}
		case <-timeout:
			return 0, fmt.Errorf("probe %d did not arrive within 10 s", i)
		}
	}
}

func percentile(d []time.Duration, q float64) time.Duration {
	s := slices.Clone(d)
	slices.Sort(s)
	return s[int(q*float64(len(s)-1))]
}

// 2,000 connections that never finish their request (slowloris), most
// from addresses of their own, 500 from one: the server holds no more
// than its limits, the announcements keep coming on an open stream,
// another phone's page is served meanwhile, and the memory they cost
// stays small. (The benchmark BenchmarkHalfOpen does the same with
// 20,000 and gives the figures.)
func TestHalfOpenConnections(t *testing.T) {
	if testing.Short() {
		t.Skip("opens 2,000 connections")
	}
	s := New(Config{Printer: ui.New(ui.English), Heartbeat: time.Second})
	addr := serveOn(t, s)
	p := newProber(t, s, addr, "127.0.0.2")
	if _, err := p.say(0); err != nil {
		t.Fatal(err)
	}
	heap0 := inUse()
	var (
		wg     sync.WaitGroup
		conns  [][]net.Conn
		errs   []error
		mu     sync.Mutex
		stop   = make(chan struct{})
		delays []time.Duration
	)
	for _, f := range []struct {
		n    int
		from func(int) net.IP
	}{{1500, spread}, {500, func(int) net.IP { return net.IPv4(127, 0, 0, 3) }}} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cs, err := halfOpen(addr, f.n, f.from)
			mu.Lock()
			defer mu.Unlock()
			conns, errs = append(conns, cs), append(errs, err)
		}()
	}
	probed := make(chan error, 1)
	go func() {
		for i := 1; ; i++ {
			select {
			case <-stop:
				probed <- nil
				return
			case <-time.After(20 * time.Millisecond):
			}
			d, err := p.say(i)
			if err != nil {
				probed <- err
				return
			}
			delays = append(delays, d)
		}
	}()
	wg.Wait()
	defer func() {
		for _, cs := range conns {
			for _, c := range cs {
				c.Close()
			}
		}
	}()
	for _, err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	heap1 := inUse()
	g := s.guard.Load()
	if n := g.count(); n > defaultMaxConns {
		t.Errorf("the server holds %d connections, at most %d", n, defaultMaxConns)
	}
	g.mu.Lock()
	one := g.byAddr["127.0.0.3"]
	g.mu.Unlock()
	if one > defaultConnsPerAddr {
		t.Errorf("one address holds %d connections, at most %d", one, defaultConnsPerAddr)
	}
	// Another phone's page is served at once.
	c := &http.Client{Timeout: 5 * time.Second, Transport: fromAddr("127.0.0.4")}
	t0 := time.Now()
	resp, err := c.Get("http://" + addr + "/")
	if err != nil {
		t.Fatalf("another page during the flood: %v", err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || time.Since(t0) > 2*time.Second {
		t.Errorf("another page during the flood: %s after %v", resp.Status, time.Since(t0))
	}
	close(stop)
	if err := <-probed; err != nil {
		t.Fatal(err)
	}
	if len(delays) == 0 {
		t.Fatal("no announcement was timed")
	}
	p50, p95 := percentile(delays, 0.5), percentile(delays, 0.95)
	t.Logf("2,000 half-open connections: %d announcements, p50 %v, p95 %v; heap %+.1f MiB", len(delays), p50, p95, float64(heap1-heap0)/(1<<20))
	if p95 > time.Second {
		t.Errorf("announcements delayed: p95 %v", p95)
	}
	if d := heap1 - heap0; d > 50<<20 {
		t.Errorf("2,000 half-open connections cost %.1f MiB", float64(d)/(1<<20))
	}
}

// A request whose header is too long gets 431 and a page in the run's
// language.
func TestHeaderTooLargeInTheRunsLanguage(t *testing.T) {
	s := New(Config{Printer: ui.New(ui.German)})
	addr := serveOn(t, s)
	req, _ := http.NewRequest(http.MethodGet, "http://"+addr+"/", nil)
	req.Header.Set("X-Big", strings.Repeat("x", maxHeader))
	resp, err := (&http.Client{Timeout: 5 * time.Second}).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	want := ui.New(ui.German).Sprintf(ui.WebHeaderTooLarge)
	if resp.StatusCode != http.StatusRequestHeaderFieldsTooLarge || !strings.Contains(string(b), want) || !strings.Contains(string(b), `lang="de"`) {
		t.Errorf("%s %q", resp.Status, b)
	}
	// A header of normal size is served.
	req.Header.Set("X-Big", strings.Repeat("x", 1000))
	resp, err = (&http.Client{Timeout: 5 * time.Second}).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Errorf("a header of 1000 bytes: %s", resp.Status)
	}
}

// The guard makes room for a new connection with the oldest that serves
// no request, of the same address first; it never ends one that does.
func TestConnGuardMakesRoom(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	g := newConnGuard(ln, 2, 3)
	defer g.Close()
	accepted := make(chan *guardedConn, 16)
	go func() {
		for {
			c, err := g.Accept()
			if err != nil {
				return
			}
			accepted <- c.(*guardedConn)
		}
	}()
	dial := func(from string) (net.Conn, *guardedConn) {
		d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}}
		c, err := d.Dial("tcp", ln.Addr().String())
		if errors.Is(err, syscall.ECONNRESET) {
			return nil, nil // refused so fast that the dial saw it
		}
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.Close() })
		select {
		case gc := <-accepted:
			return c, gc
		case <-time.After(time.Second):
			return c, nil
		}
	}
	closed := func(c net.Conn) bool {
		if c == nil {
			return true
		}
		c.SetReadDeadline(time.Now().Add(2 * time.Second))
		_, err := c.Read(make([]byte, 1))
		ne, ok := err.(net.Error)
		return err != nil && !(ok && ne.Timeout())
	}
	a1, ga1 := dial("127.0.0.2")
	connState(ga1, http.StateActive) // serving a request
	a2, _ := dial("127.0.0.2")
	a3, ga3 := dial("127.0.0.2") // the address's share is full: a2 makes room
	if ga3 == nil || !closed(a2) || g.count() != 2 {
		t.Fatalf("a third connection of one address: %v, %d held", ga3, g.count())
	}
	connState(ga3, http.StateActive)
	a4, ga4 := dial("127.0.0.2") // every one of the address serves: refused
	if ga4 != nil || !closed(a4) {
		t.Fatal("a connection beyond the share was let in while every one serves")
	}
	_, gb := dial("127.0.0.3")
	_, gc := dial("127.0.0.4") // the total is full: the oldest waiting, gb, makes room
	if gc == nil || gb.elem != nil || g.count() != 3 {
		t.Fatalf("beyond the total: %v, %d held", gc, g.count())
	}
	if closed(a1) {
		t.Error("a connection serving a request was closed")
	}
	a3.Close()
	connState(ga3, http.StateClosed)
	if g.count() != 2 {
		t.Errorf("%d held after a close", g.count())
	}
}
