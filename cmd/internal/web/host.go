package web

import (
	"net"
	"net/netip"
	"os"
	"strings"
	"sync"
	"time"
)

// hostRefresh is how often the machine's names and addresses are read
// again when a request names one not known (an address the machine got
// from DHCP after the start).
const hostRefresh = 5 * time.Second

// hosts decides which names a request may give in its Host header: a
// page opened under any other name (a name of another site that its
// owner pointed at this machine, DNS rebinding) is refused, so that
// another site's script never reads the page or sends its forms.
//
// Allowed are: localhost, the loopback addresses, the addresses the
// server listens on, the machine's host name (with and without its
// domain, with and without .local) and the addresses of its interfaces,
// and the names and addresses of Config.Hosts. The port is not checked.
type hosts struct {
	extra map[string]bool // Config.Hosts, normalised
	// interfaces and hostname read the machine's addresses and name
	// (net.InterfaceAddrs and os.Hostname; replaced in tests).
	interfaces func() ([]net.Addr, error)
	hostname   func() (string, error)
	now        func() time.Time

	mu     sync.Mutex
	names  map[string]bool
	addrs  map[netip.Addr]bool
	listen map[netip.Addr]bool
	read   time.Time
}

func newHosts(extra []string) *hosts {
	h := &hosts{
		extra:      map[string]bool{},
		interfaces: net.InterfaceAddrs,
		hostname:   os.Hostname,
		now:        time.Now,
		listen:     map[netip.Addr]bool{},
	}
	for _, e := range extra {
		if n, ok := normalHost(e); ok {
			h.extra[n] = true
		}
	}
	return h
}

// listenOn adds the address a listener serves on.
func (h *hosts) listenOn(a net.Addr) {
	ap, err := netip.ParseAddrPort(a.String())
	if err != nil || ap.Addr().IsUnspecified() {
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	h.listen[ap.Addr().Unmap().WithZone("")] = true
}

// normalHost returns the name of a Host header (or of a --web-host
// value) without its port, in lower case, without a final dot; an IP
// address in its canonical form. ok is false for a value that is no
// name at all.
func normalHost(host string) (string, bool) {
	host = strings.TrimSpace(host)
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	} else if strings.HasPrefix(host, "[") && strings.HasSuffix(host, "]") {
		host = host[1 : len(host)-1]
	}
	if ip, err := netip.ParseAddr(host); err == nil {
		return ip.Unmap().WithZone("").String(), true
	}
	host = strings.TrimSuffix(strings.ToLower(host), ".")
	if host == "" || len(host) > 253 {
		return "", false
	}
	for _, label := range strings.Split(host, ".") {
		if label == "" || len(label) > 63 {
			return "", false
		}
		for _, c := range label {
			if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
				return "", false
			}
		}
	}
	return host, true
}

// allowed tells whether a request that names host in its Host header is
// served.
func (h *hosts) allowed(host string) bool {
	n, ok := normalHost(host)
	if !ok {
		return false
	}
	if n == "localhost" || h.extra[n] {
		return true
	}
	ip, err := netip.ParseAddr(n)
	if err == nil && ip.IsLoopback() {
		return true
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.knownLocked(n, ip, err == nil) {
		return true
	}
	if now := h.now(); h.read.IsZero() || now.Sub(h.read) >= hostRefresh {
		h.readLocked(now)
		return h.knownLocked(n, ip, err == nil)
	}
	return false
}

func (h *hosts) knownLocked(n string, ip netip.Addr, isIP bool) bool {
	if isIP {
		return h.listen[ip] || h.addrs[ip]
	}
	return h.names[n]
}

// readLocked reads the machine's names and addresses again.
func (h *hosts) readLocked(now time.Time) {
	h.read = now
	h.names = map[string]bool{}
	h.addrs = map[netip.Addr]bool{}
	if name, err := h.hostname(); err == nil {
		if n, ok := normalHost(name); ok && net.ParseIP(n) == nil {
			short, _, _ := strings.Cut(n, ".")
			for _, v := range []string{n, short} {
				h.names[v] = true
				h.names[strings.TrimSuffix(v, ".local")+".local"] = true
			}
		}
	}
	addrs, _ := h.interfaces()
	for _, a := range addrs {
		var ip net.IP
		switch v := a.(type) {
		case *net.IPNet:
			ip = v.IP
		case *net.IPAddr:
			ip = v.IP
		}
		if p, ok := netip.AddrFromSlice(ip); ok {
			h.addrs[p.Unmap().WithZone("")] = true
		}
	}
}
