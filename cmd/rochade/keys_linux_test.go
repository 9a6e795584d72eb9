package main

import (
	"os"
	"testing"

	"golang.org/x/sys/unix"

	"github.com/rochade/rochade/devices/pty"
)

// On a real terminal, keys arrive one by one without echo, while printed
// lines keep their line endings and Ctrl+C still interrupts; restore
// gives the terminal back.
func TestRawTerminalKeepsOutputAndSignals(t *testing.T) {
	p, err := pty.Open(false)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	f, err := os.OpenFile(p.SlavePath, os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	fd := int(f.Fd())
	// A terminal as a shell leaves it: line editing, echo, output
	// processing, signals.
	t0, err := unix.IoctlGetTermios(fd, unix.TCGETS)
	if err != nil {
		t.Fatal(err)
	}
	t0.Lflag |= unix.ICANON | unix.ECHO | unix.ISIG
	t0.Oflag |= unix.OPOST | unix.ONLCR
	if err := unix.IoctlSetTermios(fd, unix.TCSETS, t0); err != nil {
		t.Fatal(err)
	}
	restore, ok := rawTerminal(f)
	if !ok {
		t.Fatal("the pseudo-terminal was not taken as a terminal")
	}
	got, err := unix.IoctlGetTermios(fd, unix.TCGETS)
	if err != nil {
		t.Fatal(err)
	}
	if got.Lflag&(unix.ICANON|unix.ECHO) != 0 || got.Lflag&unix.ISIG == 0 || got.Oflag&unix.OPOST == 0 || got.Oflag&unix.ONLCR == 0 || got.Cc[unix.VMIN] != 1 {
		t.Errorf("in key mode: lflag %#o oflag %#o vmin %d", got.Lflag, got.Oflag, got.Cc[unix.VMIN])
	}
	restore()
	back, err := unix.IoctlGetTermios(fd, unix.TCGETS)
	if err != nil {
		t.Fatal(err)
	}
	if back.Lflag != t0.Lflag || back.Oflag != t0.Oflag {
		t.Errorf("not restored: lflag %#o oflag %#o, was %#o %#o", back.Lflag, back.Oflag, t0.Lflag, t0.Oflag)
	}
	// A file is no terminal.
	tmp, err := os.CreateTemp(t.TempDir(), "x")
	if err != nil {
		t.Fatal(err)
	}
	defer tmp.Close()
	if _, ok := rawTerminal(tmp); ok {
		t.Error("a regular file was taken as a terminal")
	}
}
