// Package pty opens pseudo-terminal pairs without cgo: the master side
// through /dev/ptmx and the unlock/name ioctls, the slave side as an
// ordinary terminal device that any serial-port library can open.
//
// The board emulator plays the board on the master side; the program
// under test opens the slave path exactly as it would open a USB serial
// port.
package pty

import (
	"fmt"
	"os"

	"golang.org/x/sys/unix"
)

// Pair is an open pseudo-terminal master and the path of its slave.
type Pair struct {
	// Master is the controlling side; bytes written to it are read from
	// the slave, and bytes written to the slave are read from it.
	Master *os.File
	// SlavePath is the device a client opens, such as /dev/pts/7.
	SlavePath string
	// slave keeps the slave side open until Close, when Open is asked to
	// hold it, so that the master never sees a hang-up before a client
	// has connected.
	slave *os.File
}

// Open creates a new pseudo-terminal pair. The master is set to raw mode
// (no echo, no line editing, no character translation) so that binary
// protocols pass through unchanged in both directions. With hold set, the
// slave is kept open by the pair itself until Close, which keeps the
// master readable before and between client connections.
func Open(hold bool) (*Pair, error) {
	fd, err := unix.Open("/dev/ptmx", unix.O_RDWR|unix.O_NOCTTY|unix.O_CLOEXEC, 0)
	if err != nil {
		return nil, fmt.Errorf("opening /dev/ptmx: %w", err)
	}
	// grantpt is a no-op on Linux with devpts; unlockpt clears the lock.
	if err := unix.IoctlSetPointerInt(fd, unix.TIOCSPTLCK, 0); err != nil {
		unix.Close(fd)
		return nil, fmt.Errorf("unlocking the pseudo-terminal: %w", err)
	}
	n, err := unix.IoctlGetUint32(fd, unix.TIOCGPTN)
	if err != nil {
		unix.Close(fd)
		return nil, fmt.Errorf("reading the pseudo-terminal number: %w", err)
	}
	if err := makeRaw(fd); err != nil {
		unix.Close(fd)
		return nil, fmt.Errorf("setting the pseudo-terminal to raw mode: %w", err)
	}
	// Non-blocking, so that the runtime poller serves it and Close ends
	// reads and writes waiting in other goroutines.
	if err := unix.SetNonblock(fd, true); err != nil {
		unix.Close(fd)
		return nil, fmt.Errorf("setting the pseudo-terminal non-blocking: %w", err)
	}
	p := &Pair{
		Master:    os.NewFile(uintptr(fd), "/dev/ptmx"),
		SlavePath: fmt.Sprintf("/dev/pts/%d", n),
	}
	if hold {
		s, err := os.OpenFile(p.SlavePath, os.O_RDWR|unix.O_NOCTTY, 0)
		if err != nil {
			p.Master.Close()
			return nil, fmt.Errorf("opening %s: %w", p.SlavePath, err)
		}
		if err := makeRaw(int(s.Fd())); err != nil {
			s.Close()
			p.Master.Close()
			return nil, fmt.Errorf("setting %s to raw mode: %w", p.SlavePath, err)
		}
		p.slave = s
	}
	return p, nil
}

// Close closes the master (and the held slave). A client that still has
// the slave open then reads an error, as if the cable had been pulled.
func (p *Pair) Close() error {
	var err error
	if p.slave != nil {
		err = p.slave.Close()
	}
	if e := p.Master.Close(); err == nil {
		err = e
	}
	return err
}

// makeRaw puts the terminal behind fd into raw 8-bit mode.
func makeRaw(fd int) error {
	t, err := unix.IoctlGetTermios(fd, unix.TCGETS)
	if err != nil {
		return err
	}
	t.Iflag &^= unix.IGNBRK | unix.BRKINT | unix.PARMRK | unix.ISTRIP | unix.INLCR |
		unix.IGNCR | unix.ICRNL | unix.IXON | unix.IXOFF | unix.INPCK
	t.Oflag &^= unix.OPOST
	t.Lflag &^= unix.ECHO | unix.ECHONL | unix.ICANON | unix.ISIG | unix.IEXTEN
	t.Cflag &^= unix.CSIZE | unix.PARENB
	t.Cflag |= unix.CS8 | unix.CREAD | unix.CLOCAL
	t.Cc[unix.VMIN] = 1
	t.Cc[unix.VTIME] = 0
	return unix.IoctlSetTermios(fd, unix.TCSETS, t)
}
