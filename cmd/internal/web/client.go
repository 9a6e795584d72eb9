package web

import (
	"net"
	"net/netip"
)

// ClientOf names the client of a request by its remote address
// (http.Request.RemoteAddr): its IPv4 address, or the /64 network of its
// IPv6 address (one home or one phone's network has a /64 to itself, so
// that counting by address there would count nothing). An address that
// cannot be read is a client of its own, named by the text itself.
func ClientOf(remoteAddr string) string {
	host := remoteAddr
	if h, _, err := net.SplitHostPort(remoteAddr); err == nil {
		host = h
	}
	ip, err := netip.ParseAddr(host)
	if err != nil {
		return "?" + remoteAddr
	}
	ip = ip.Unmap().WithZone("")
	if ip.Is4() {
		return ip.String()
	}
	pfx, err := ip.Prefix(64)
	if err != nil {
		return ip.String()
	}
	return pfx.String()
}
