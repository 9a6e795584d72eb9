//go:build linux || darwin

package pty

import (
	"bytes"
	"io"
	"os"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

func TestBinaryBothWays(t *testing.T) {
	p, err := Open(false)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	s, err := os.OpenFile(p.SlavePath, os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := makeRaw(int(s.Fd())); err != nil {
		t.Fatal(err)
	}
	// Every byte value, including CR, LF, ^C, ^D, DEL and 8-bit bytes,
	// must pass unchanged.
	all := make([]byte, 256)
	for i := range all {
		all[i] = byte(i)
	}
	check := func(w io.Writer, r io.Reader) {
		t.Helper()
		done := make(chan []byte)
		go func() {
			got := make([]byte, len(all))
			_, err := io.ReadFull(r, got)
			if err != nil {
				t.Error(err)
			}
			done <- got
		}()
		if _, err := w.Write(all); err != nil {
			t.Fatal(err)
		}
		select {
		case got := <-done:
			if !bytes.Equal(got, all) {
				t.Fatalf("bytes changed on the way: % x", got)
			}
		case <-time.After(5 * time.Second):
			t.Fatal("bytes did not arrive")
		}
	}
	check(p.Master, s)
	check(s, p.Master)
}

func TestCloseHangsUpClient(t *testing.T) {
	p, err := Open(true)
	if err != nil {
		t.Fatal(err)
	}
	s, err := os.OpenFile(p.SlavePath, os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	res := make(chan error, 1)
	go func() {
		buf := make([]byte, 8)
		_, err := s.Read(buf)
		res <- err
	}()
	time.Sleep(50 * time.Millisecond)
	p.Close()
	select {
	case err := <-res:
		if err == nil {
			t.Fatal("read after hang-up gave no error")
		}
	case <-time.After(5 * time.Second):
		t.Fatal("client read still blocked after the master closed")
	}
}

// Unread counts what the master wrote that no client has read yet: a
// board that is about to go away can wait for its last words to be read.
func TestUnread(t *testing.T) {
	p, err := Open(true)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	if n := p.Unread(); n != 0 {
		t.Fatalf("%d bytes unread before any was written", n)
	}
	if _, err := p.Master.Write([]byte("0123456789")); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(2 * time.Second)
	for p.Unread() != 10 && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond) // the bytes pass to the slave's queue
	}
	if n := p.Unread(); n != 10 {
		t.Fatalf("%d bytes unread, want 10", n)
	}
	s, err := os.OpenFile(p.SlavePath, os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	buf := make([]byte, 10)
	if _, err := io.ReadFull(s, buf); err != nil {
		t.Fatal(err)
	}
	if n := p.Unread(); n != 0 {
		t.Fatalf("%d bytes unread after the client read them all", n)
	}
}
