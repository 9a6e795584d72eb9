//go:build linux || darwin

package devices_test

import (
	"errors"
	"testing"

	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/pty"
)

// A board's port is read by one program at a time: a second that opens
// it (a play left running, another chess program) is told the port is
// busy instead of taking part of the board's messages, even as root; once
// the first closes it, it opens again.
func TestPortOneReaderAtATime(t *testing.T) {
	p, err := pty.Open(true)
	if err != nil {
		t.Skip(err)
	}
	defer p.Close()
	first, err := devices.OpenPort(p.SlavePath, devices.DGT)
	if err != nil {
		t.Fatal(err)
	}
	_, err = devices.OpenPort(p.SlavePath, devices.DGT)
	var oe *devices.OpenError
	if !errors.As(err, &oe) || oe.Code != devices.OpenBusy || oe.Path != p.SlavePath {
		t.Fatalf("a second open of a port in use: %v, want busy", err)
	}
	// The first still has the board's bytes, all of them.
	if _, err := p.Master.Write([]byte("board")); err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 16)
	if n, err := first.Read(buf); err != nil || string(buf[:n]) != "board" {
		t.Fatalf("the first reader got %q, %v", buf[:n], err)
	}
	if err := first.Close(); err != nil {
		t.Fatal(err)
	}
	again, err := devices.OpenPort(p.SlavePath, devices.DGT)
	if err != nil {
		t.Fatalf("the port closed by its reader does not open again: %v", err)
	}
	again.Close()
}
