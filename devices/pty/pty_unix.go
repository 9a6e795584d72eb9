//go:build linux || darwin

package pty

import (
	"fmt"
	"os"

	"golang.org/x/sys/unix"
)

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
	slavePath, err := unlock(fd)
	if err != nil {
		unix.Close(fd)
		return nil, err
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
	p := &Pair{Master: os.NewFile(uintptr(fd), "/dev/ptmx"), SlavePath: slavePath}
	if hold {
		// The held slave is never read: it stays in blocking mode, out of
		// the runtime poller.
		sfd, err := unix.Open(slavePath, unix.O_RDWR|unix.O_NOCTTY|unix.O_CLOEXEC, 0)
		if err != nil {
			p.Master.Close()
			return nil, fmt.Errorf("opening %s: %w", slavePath, err)
		}
		if err := makeRaw(sfd); err != nil {
			unix.Close(sfd)
			p.Master.Close()
			return nil, fmt.Errorf("setting %s to raw mode: %w", slavePath, err)
		}
		p.slave = os.NewFile(uintptr(sfd), slavePath)
	}
	return p, nil
}

// makeRaw puts the terminal behind fd into raw 8-bit mode.
func makeRaw(fd int) error {
	t, err := unix.IoctlGetTermios(fd, getTermios)
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
	return unix.IoctlSetTermios(fd, setTermios, t)
}

// unread asks the terminal how many bytes wait in its input queue.
func unread(f *os.File) int {
	n, err := unix.IoctlGetInt(int(f.Fd()), inputQueue)
	if err != nil {
		return 0
	}
	return n
}
