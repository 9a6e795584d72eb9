package devices

import (
	"context"
	"errors"
	"net"
	"sync"
	"syscall"

	"github.com/rochade/rochade/devices/gatt"
)

// LocalLink is the client end of the local transport: GATT frames over
// a Unix socket (see package gatt). The emulator serves the other end.
type LocalLink struct {
	conn net.Conn
	kind byte // the kind of frames it receives
	wmu  sync.Mutex
	dec  gatt.Decoder
	got  []Packet
	// OnError, when set, is told about bad frames.
	OnError func(error)
}

// NewLocalLink makes a link of one end of a local transport stream:
// client true receives notifications and sends writes; false (the
// board's end) the other way round.
func NewLocalLink(c net.Conn, client bool) *LocalLink {
	l := &LocalLink{conn: c, kind: gatt.KindNotify}
	if !client {
		l.kind = gatt.KindWrite
	}
	return l
}

// dialLocal connects to the emulator's socket. A socket that is not
// there, or that nobody serves (the board unplugged), is a board that
// is not there yet.
func dialLocal(ctx context.Context, path string) (Link, error) {
	var d net.Dialer
	c, err := d.DialContext(ctx, "unix", path)
	if err != nil {
		if errors.Is(err, syscall.ENOENT) || errors.Is(err, syscall.ECONNREFUSED) {
			return nil, &MissingPortError{Path: "unix:" + path}
		}
		return nil, err
	}
	return NewLocalLink(c, true), nil
}

// Recv returns the next packet of the other end.
func (l *LocalLink) Recv() (Packet, error) {
	buf := make([]byte, 1024)
	for {
		for len(l.got) > 0 {
			p := l.got[0]
			l.got = l.got[1:]
			return p, nil
		}
		n, err := l.conn.Read(buf)
		if n > 0 {
			l.dec.Feed(buf[:n])
			for f, ok := l.dec.Next(); ok; f, ok = l.dec.Next() {
				if f.Kind == l.kind {
					l.got = append(l.got, Packet{Char: f.Char, Data: f.Value})
				}
			}
			if errs := l.dec.Errors(); len(errs) > 0 && l.OnError != nil {
				for _, e := range errs {
					l.OnError(e)
				}
			}
		}
		if err != nil && len(l.got) == 0 {
			return Packet{}, err
		}
	}
}

// Send writes a packet as a write (client) or a notification (board).
func (l *LocalLink) Send(p Packet) error {
	kind := gatt.KindWrite
	if l.kind == gatt.KindWrite {
		kind = gatt.KindNotify
	}
	b, err := gatt.Encode(gatt.Frame{Kind: kind, Char: p.Char, Value: p.Data})
	if err != nil {
		return err
	}
	l.wmu.Lock()
	defer l.wmu.Unlock()
	_, err = l.conn.Write(b)
	return err
}

// SendRaw writes bytes as they are (line noise in tests).
func (l *LocalLink) SendRaw(b []byte) error {
	l.wmu.Lock()
	defer l.wmu.Unlock()
	_, err := l.conn.Write(b)
	return err
}

// Close closes the socket.
func (l *LocalLink) Close() error { return l.conn.Close() }
