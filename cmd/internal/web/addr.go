package web

import (
	"net"
	"net/netip"
	"sort"
	"strconv"
)

// URLs returns the addresses at which a phone on the local network opens
// the page served on addr (a listener's address): for an address of every
// interface (":8080", "0.0.0.0:8080", "[::]:8080"), one for each address
// of the machine's interfaces that are up, IPv4 first, loopback last; for
// one address, that one.
func URLs(addr net.Addr) []string {
	ap, err := netip.ParseAddrPort(addr.String())
	if err != nil {
		return nil
	}
	port := strconv.Itoa(int(ap.Port()))
	if !ap.Addr().IsUnspecified() {
		return []string{pageURL(ap.Addr(), port)}
	}
	var found []netip.Addr
	ifaces, _ := net.Interfaces()
	for _, ifc := range ifaces {
		if ifc.Flags&net.FlagUp == 0 {
			continue
		}
		addrs, _ := ifc.Addrs()
		for _, a := range addrs {
			n, ok := a.(*net.IPNet)
			if !ok {
				continue
			}
			ip, ok := netip.AddrFromSlice(n.IP)
			if !ok {
				continue
			}
			ip = ip.Unmap()
			if ip.IsLinkLocalUnicast() || ip.IsMulticast() || (ap.Addr().Is4() && !ip.Is4()) {
				continue
			}
			found = append(found, ip)
		}
	}
	sort.SliceStable(found, func(i, j int) bool {
		a, b := found[i], found[j]
		if a.IsLoopback() != b.IsLoopback() {
			return !a.IsLoopback()
		}
		if a.Is4() != b.Is4() {
			return a.Is4()
		}
		return a.Less(b)
	})
	var out []string
	for _, ip := range found {
		out = append(out, pageURL(ip, port))
	}
	return out
}

func pageURL(ip netip.Addr, port string) string {
	host := ip.String()
	if ip.Is6() {
		host = "[" + host + "]"
	}
	if port != "80" {
		host += ":" + port
	}
	return "http://" + host + "/"
}

// clientAddr is the client address of a request's RemoteAddr, by which
// its streams and connections are counted: the IP address without port
// or zone (an IPv4 address mapped into IPv6 as IPv4).
func clientAddr(remote string) string {
	if ap, err := netip.ParseAddrPort(remote); err == nil {
		return ap.Addr().Unmap().WithZone("").String()
	}
	if host, _, err := net.SplitHostPort(remote); err == nil {
		return host
	}
	return remote
}
