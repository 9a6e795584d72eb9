// Package pty opens pseudo-terminal pairs without cgo: the master side
// through /dev/ptmx and the system's unlock and name requests, the slave
// side as an ordinary terminal device that any serial-port library can
// open. Linux and macOS have pseudo-terminals; on other systems Open
// returns ErrUnsupported.
//
// The board emulator plays the board on the master side; the program
// under test opens the slave path exactly as it would open a USB serial
// port.
package pty

import (
	"os"

	"github.com/rochade/rochade/devices/internal/fact"
)

// ErrUnsupported is returned by Open on systems without pseudo-terminals.
var ErrUnsupported error = &fact.Fact{Key: "pty-unsupported", Text: "pseudo-terminals need Linux or macOS"}

// Pair is an open pseudo-terminal master and the path of its slave.
type Pair struct {
	// Master is the controlling side; bytes written to it are read from
	// the slave, and bytes written to the slave are read from it.
	Master *os.File
	// SlavePath is the device a client opens, such as /dev/pts/7 on
	// Linux or /dev/ttys003 on macOS.
	SlavePath string
	// slave keeps the slave side open until Close, when Open is asked to
	// hold it, so that the master never sees a hang-up before a client
	// has connected.
	slave *os.File
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

// Unread returns how many bytes written on the master wait on the slave
// side for a client to read them: 0 without a held slave (see Open).
func (p *Pair) Unread() int {
	if p.slave == nil {
		return 0
	}
	return unread(p.slave)
}
