package web

import (
	"container/list"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
)

// The limits of the connections, enforced as they are accepted: what a
// connection that never finishes its request (slowloris) or holds a
// stream costs is bounded, whatever a neighbour opens.
const (
	// defaultConnsPerAddr is how many connections one client address
	// holds: a phone's browser opens six at most.
	defaultConnsPerAddr = 32
	// defaultMaxConns is how many connections the server holds in all:
	// about 20 KiB each while one waits for its request.
	defaultMaxConns = 1024
	// maxHeaderRead is how much of a request's header the HTTP server
	// reads at most; maxHeader, how much it serves (a longer one gets
	// 431 in the run's language).
	maxHeaderRead = 64 << 10
	maxHeader     = 8 << 10
)

// connGuard is a listener that counts its connections by client
// address. A connection beyond an address's share, or beyond the total,
// takes the place of the oldest that is not serving a request (one that
// has not sent its request yet, or waits idle between requests) of that
// address, or of all; when every one is serving, the new connection is
// closed at once. A stream, or a request being answered, is never ended
// for a new connection.
type connGuard struct {
	net.Listener
	perAddr, total int

	mu     sync.Mutex
	all    list.List // *guardedConn, oldest first
	byAddr map[string]int
}

// guardedConn is a connection of a connGuard.
type guardedConn struct {
	net.Conn
	g     *connGuard
	addr  string
	elem  *list.Element // nil once forgotten
	state atomic.Int32  // its http.ConnState
}

func newConnGuard(ln net.Listener, perAddr, total int) *connGuard {
	return &connGuard{Listener: ln, perAddr: perAddr, total: total, byAddr: map[string]int{}}
}

// Accept returns the next connection the limits let in.
func (g *connGuard) Accept() (net.Conn, error) {
	for {
		c, err := g.Listener.Accept()
		if err != nil {
			return nil, err
		}
		gc := &guardedConn{Conn: c, g: g, addr: clientAddr(c.RemoteAddr().String())}
		if out, ok := g.admit(gc); ok {
			if out != nil {
				out.Conn.Close()
			}
			return gc, nil
		}
		// Closed at once, with a reset: no time-wait state is kept.
		if tc, ok := c.(*net.TCPConn); ok {
			tc.SetLinger(0)
		}
		c.Close()
	}
}

// admit adds c, and returns the connection that makes room for it (to
// be closed), or false when there is no room.
func (g *connGuard) admit(c *guardedConn) (*guardedConn, bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	var out *guardedConn
	if g.byAddr[c.addr] >= g.perAddr {
		if out = g.oldestWaiting(c.addr); out == nil {
			return nil, false
		}
	} else if g.all.Len() >= g.total {
		if out = g.oldestWaiting(""); out == nil {
			return nil, false
		}
	}
	if out != nil {
		g.forgetLocked(out)
	}
	c.elem = g.all.PushBack(c)
	g.byAddr[c.addr]++
	return out, true
}

// oldestWaiting is the oldest connection (of addr, or of any address
// when addr is "") that serves no request now.
func (g *connGuard) oldestWaiting(addr string) *guardedConn {
	for e := g.all.Front(); e != nil; e = e.Next() {
		c := e.Value.(*guardedConn)
		if addr != "" && c.addr != addr {
			continue
		}
		if st := http.ConnState(c.state.Load()); st == http.StateNew || st == http.StateIdle {
			return c
		}
	}
	return nil
}

func (g *connGuard) forgetLocked(c *guardedConn) {
	if c.elem == nil {
		return
	}
	g.all.Remove(c.elem)
	c.elem = nil
	if g.byAddr[c.addr]--; g.byAddr[c.addr] <= 0 {
		delete(g.byAddr, c.addr)
	}
}

// count is how many connections the guard holds.
func (g *connGuard) count() int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.all.Len()
}

// Close closes the connection and gives its place back.
func (c *guardedConn) Close() error {
	c.g.mu.Lock()
	c.g.forgetLocked(c)
	c.g.mu.Unlock()
	return c.Conn.Close()
}

// connState is the HTTP server's ConnState hook: it tells the guard
// which connections serve a request.
func connState(c net.Conn, st http.ConnState) {
	gc, ok := c.(*guardedConn)
	if !ok {
		return
	}
	gc.state.Store(int32(st))
	if st == http.StateClosed || st == http.StateHijacked {
		gc.g.mu.Lock()
		gc.g.forgetLocked(gc)
		gc.g.mu.Unlock()
	}
}

// headerSize is about how many bytes the request's header took: its
// first line and its fields.
func headerSize(r *http.Request) int {
	n := len(r.Method) + len(r.RequestURI) + len(r.Proto) + 4 + len(r.Host) + 8
	for k, vs := range r.Header {
		for _, v := range vs {
			n += len(k) + len(v) + 4
		}
	}
	return n
}
