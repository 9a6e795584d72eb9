// Package brlttytest runs a real BRLTTY daemon for tests, driving its
// virtual braille driver ("vr") from a fake display inside the test: the
// test sees every line BRLTTY shows and can press display keys.
package brlttytest

import (
	"bufio"
	"bytes"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// FindBRLTTY returns the path of the brltty program. BRLTTY lives in
// /usr/sbin, which is not on every user's PATH.
func FindBRLTTY() (string, error) {
	if p, err := exec.LookPath("brltty"); err == nil {
		return p, nil
	}
	for _, p := range []string{"/usr/sbin/brltty", "/sbin/brltty", "/usr/bin/brltty", "/bin/brltty"} {
		if fi, err := os.Stat(p); err == nil && !fi.IsDir() {
			return p, nil
		}
	}
	return "", fmt.Errorf("brltty is not installed; install the Debian package brltty (make deps)")
}

// Server is a running brltty with a fake display attached.
type Server struct {
	// Host is the BrlAPI host string for clients, such as "127.0.0.1:2345".
	Host string
	// Cells is the width of the fake display.
	Cells int

	t    testing.TB
	cmd  *exec.Cmd
	conn net.Conn
	log  *syncBuffer

	mu      sync.Mutex
	visual  []string // every text line BRLTTY showed, in order
	braille []string // every dot line, in order
	changed chan struct{}
	exited  chan struct{}
}

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// FreeServerNumber finds a BrlAPI server number N whose TCP port 4101+N
// is free on 127.0.0.1.
func FreeServerNumber() (int, error) {
	for i := 0; i < 20; i++ {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return 0, err
		}
		port := l.Addr().(*net.TCPAddr).Port
		l.Close()
		if port > 4101 {
			return port - 4101, nil
		}
	}
	return 0, fmt.Errorf("no free TCP port above 4101")
}

// Start runs brltty with the vr driver on a fresh socket and a free
// BrlAPI port, connects a fake display of the given width and waits until
// BRLTTY shows its first line. Clients need no authentication. The test
// fails (it is not skipped) when brltty is missing. Everything is stopped
// when the test ends.
func Start(t testing.TB, cells int) *Server {
	t.Helper()
	return StartAuth(t, cells, "none")
}

// StartAuth is Start with BRLTTY's auth parameter set to auth, such as
// "none" or the absolute path of a key file.
func StartAuth(t testing.TB, cells int, auth string) *Server {
	t.Helper()
	n, err := FreeServerNumber()
	if err != nil {
		t.Fatal(err)
	}
	return start(t, cells, auth, n)
}

// StartNumber is Start for BrlAPI server number n (TCP port 4101+n on
// 127.0.0.1), so that a test can restart BRLTTY where clients expect it.
func StartNumber(t testing.TB, cells, n int) *Server {
	t.Helper()
	return start(t, cells, "none", n)
}

func start(t testing.TB, cells int, auth string, n int) *Server {
	t.Helper()
	bin, err := FindBRLTTY()
	if err != nil {
		t.Fatalf("%v", err)
	}
	dir := t.TempDir()
	sock := filepath.Join(dir, "vr.sock")
	if len(sock) > 100 {
		dir, err = os.MkdirTemp("", "brl")
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { os.RemoveAll(dir) })
		sock = filepath.Join(dir, "vr.sock")
	}
	s := &Server{
		Host:    "127.0.0.1:" + strconv.Itoa(n),
		Cells:   cells,
		t:       t,
		log:     &syncBuffer{},
		changed: make(chan struct{}, 1),
		exited:  make(chan struct{}),
	}
	s.cmd = exec.Command(bin,
		"-n", "-e", "-l", "info",
		"-b", "vr", "-d", "server:"+sock,
		"-x", "no", "-s", "no",
		"-f", "/dev/null",
		"-U", dir, "-W", dir, "-P", filepath.Join(dir, "brltty.pid"),
		"-A", "host="+s.Host+",auth="+auth,
	)
	s.cmd.Dir = dir
	s.cmd.Stdout = s.log
	s.cmd.Stderr = s.log
	s.cmd.Env = []string{"PATH=/usr/sbin:/usr/bin:/sbin:/bin", "LANG=C.UTF-8", "HOME=" + dir}
	ownGroup(s.cmd)
	if err := s.cmd.Start(); err != nil {
		t.Fatalf("starting brltty: %v", err)
	}
	go func() { s.cmd.Wait(); close(s.exited) }()
	t.Cleanup(s.Stop)

	deadline := time.Now().Add(10 * time.Second)
	for {
		c, err := net.Dial("unix", sock)
		if err == nil {
			s.conn = c
			break
		}
		select {
		case <-s.exited:
			t.Fatalf("brltty exited before opening the virtual display socket:\n%s", s.log.String())
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("brltty did not open %s within 10 s: %v\n%s", sock, err, s.log.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
	if _, err := fmt.Fprintf(s.conn, "cells %d\n", cells); err != nil {
		t.Fatal(err)
	}
	go s.readLoop()
	s.WaitFor(func(v string) bool { return strings.TrimSpace(v) != "" }, 10*time.Second)
	return s
}

// Stop ends brltty and waits for it. The fake display stays connected
// until brltty has gone: brltty ignores SIGTERM while its vr driver waits
// for a display to connect. After 3 s it gets SIGKILL.
func (s *Server) Stop() {
	if s.cmd.Process != nil {
		s.cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-s.exited:
		case <-time.After(3 * time.Second):
			killGroup(s.cmd)
			<-s.exited
		}
	}
	if s.conn != nil {
		s.conn.Close()
	}
}

// Log returns what brltty wrote so far (for failure messages).
func (s *Server) Log() string { return s.log.String() }

func (s *Server) readLoop() {
	r := bufio.NewReader(s.conn)
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			return
		}
		line = strings.TrimRight(line, "\r\n")
		kind, val, ok := parseLine(line)
		if !ok {
			continue
		}
		s.mu.Lock()
		switch kind {
		case "Visual":
			s.visual = append(s.visual, val)
		case "Braille":
			s.braille = append(s.braille, val)
		}
		s.mu.Unlock()
		select {
		case s.changed <- struct{}{}:
		default:
		}
	}
}

// parseLine reads `Visual "text"` or `Braille "dots|dots"` with the
// driver's backslash escapes.
func parseLine(line string) (kind, val string, ok bool) {
	sp := strings.IndexByte(line, ' ')
	if sp < 0 {
		return "", "", false
	}
	kind, rest := line[:sp], line[sp+1:]
	if len(rest) < 2 || rest[0] != '"' || rest[len(rest)-1] != '"' {
		return "", "", false
	}
	rest = rest[1 : len(rest)-1]
	var sb strings.Builder
	for i := 0; i < len(rest); i++ {
		if rest[i] == '\\' && i+1 < len(rest) {
			i++
		}
		sb.WriteByte(rest[i])
	}
	return kind, sb.String(), true
}

// Text returns the text line BRLTTY shows now.
func (s *Server) Text() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.visual) == 0 {
		return ""
	}
	return s.visual[len(s.visual)-1]
}

// Dots returns the dot patterns BRLTTY shows now, one byte per cell
// (bit 0 = dot 1).
func (s *Server) Dots() []byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.braille) == 0 {
		return nil
	}
	return ParseDots(s.braille[len(s.braille)-1])
}

// ParseDots turns the vr driver's "12|345| " form into dot masks.
func ParseDots(s string) []byte {
	var out []byte
	for _, cell := range strings.Split(s, "|") {
		var m byte
		for _, r := range cell {
			if r >= '1' && r <= '8' {
				m |= 1 << (r - '1')
			}
		}
		out = append(out, m)
	}
	return out
}

// WaitFor waits until the shown text satisfies ok and returns it; the
// test fails after timeout.
func (s *Server) WaitFor(ok func(text string) bool, timeout time.Duration) string {
	s.t.Helper()
	deadline := time.NewTimer(timeout)
	defer deadline.Stop()
	for {
		if v := s.Text(); ok(v) {
			return v
		}
		select {
		case <-s.changed:
		case <-s.exited:
			s.t.Fatalf("brltty exited; last text %q\n%s", s.Text(), s.Log())
		case <-deadline.C:
			s.t.Fatalf("display text after %v is %q, not what the test waits for\nbrltty log:\n%s", timeout, s.Text(), s.Log())
		}
	}
}

// WaitForText waits until the display shows want (trailing spaces
// ignored).
func (s *Server) WaitForText(want string, timeout time.Duration) {
	s.t.Helper()
	s.WaitFor(func(v string) bool { return strings.TrimRight(v, " ") == want }, timeout)
}

// Press sends a command as if a key of the display had been pressed, in
// the vr driver's command syntax, such as "FWINRT" or "ROUTE 3".
func (s *Server) Press(command string) {
	s.t.Helper()
	if _, err := fmt.Fprintf(s.conn, "%s\n", command); err != nil {
		s.t.Fatalf("sending %q to brltty: %v", command, err)
	}
}
