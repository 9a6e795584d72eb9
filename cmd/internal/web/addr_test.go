package web

import (
	"net"
	"strings"
	"testing"
)

func TestURLs(t *testing.T) {
	for _, c := range []struct {
		addr string
		want []string
	}{
		{"127.0.0.1:8080", []string{"http://127.0.0.1:8080/"}},
		{"192.168.1.5:80", []string{"http://192.168.1.5/"}},
		{"[2001:db8::1]:8080", []string{"http://[2001:db8::1]:8080/"}},
	} {
		a, err := net.ResolveTCPAddr("tcp", c.addr)
		if err != nil {
			t.Fatal(err)
		}
		if got := URLs(a); strings.Join(got, " ") != strings.Join(c.want, " ") {
			t.Errorf("%s: %v, want %v", c.addr, got, c.want)
		}
	}
	// Every interface: the loopback address is there, last.
	ln, err := net.Listen("tcp", ":0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	got := URLs(ln.Addr())
	if len(got) == 0 || !strings.Contains(strings.Join(got, " "), "127.0.0.1") {
		t.Fatalf("every interface: %v", got)
	}
	if last := got[len(got)-1]; !strings.Contains(last, "127.0.0.1") && !strings.Contains(last, "[::1]") {
		t.Errorf("loopback is not last: %v", got)
	}
}
