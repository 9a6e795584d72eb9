package emulator

import (
	"fmt"
	"net"
	"os"

	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/firmware"
	"github.com/rochade/rochade/devices/gatt"
	"github.com/rochade/rochade/devices/internal/fact"
	"github.com/rochade/rochade/notation"
)

// The Bluetooth LE boards run on the local transport: a Unix socket that
// carries characteristic writes and notifications (package gatt), served
// at Options.Link; a client opens it as unix:PATH.

// notifyMax is the longest value of one notification: the default ATT
// MTU of 23 bytes less the 3 of the notification's header (Bluetooth Core
// 5.3, Vol 3, Part F, 3.4.7.1). Longer messages (a Chessnut position of
// 38 bytes, an iChessOne position of 34, a Square Off occupancy of 68)
// arrive in pieces, as from a board that negotiated no larger MTU.
const notifyMax = 20

// OccupancyScanTiming is the scan of the boards that see only occupancy
// (DGT Pegasus, Square Off): they report each piece lifted and put down
// as an event when it happens, taken here to be seen within 2 to 3 ms.
var OccupancyScanTiming = ScanTiming{Min: firmware.EventScanMin, Max: firmware.EventScanMax}

// IsLocal tells whether a protocol's board runs on the local transport:
// a protocol carried over Bluetooth LE and not by a serial line.
func IsLocal(p *devices.Protocol) bool { return p != nil && p.Serial == nil && p.GATT != nil }

// ErrNoSocketPath is returned when a Bluetooth LE board is asked for
// without Options.Link, the path of its socket.
var ErrNoSocketPath error = &fact.Fact{Key: "emulator-no-socket-path", Text: "emulator: a Bluetooth LE board needs the path of its socket (Options.Link)"}

// NotASocketError says that the path given for a Bluetooth board's socket
// holds something else: the emulator replaces only sockets.
type NotASocketError struct{ Path string }

func (e *NotASocketError) Error() string {
	return fmt.Sprintf("emulator: %s is no socket", notation.Quote(e.Path))
}

func (e *NotASocketError) Fact() (string, []any) { return "emulate-not-a-socket", []any{e.Path} }

// plugLocal starts serving the socket.
func (e *Emulator) plugLocal() error {
	path := e.opt.Link
	if path == "" {
		return ErrNoSocketPath
	}
	if fi, err := os.Lstat(path); err == nil {
		if fi.Mode()&os.ModeSocket == 0 {
			return &NotASocketError{Path: path}
		}
		os.Remove(path)
	}
	ln, err := net.Listen("unix", path)
	if err != nil {
		return err
	}
	ln.(*net.UnixListener).SetUnlinkOnClose(true)
	e.ln = ln
	e.bout = make(chan devices.Packet, 512)
	e.powerUpLocked()
	e.wg.Add(1)
	go e.acceptLoop(ln, e.bout, e.stop)
	return nil
}

// unplugLocal stops serving: the client's link ends, and the socket is
// gone until the board is plugged in again.
func (e *Emulator) unplugLocalLocked() (closers []func() error) {
	if e.ln != nil {
		closers = append(closers, e.ln.Close)
		e.ln = nil
	}
	if e.client != nil {
		closers = append(closers, e.client.Close)
		close(e.clientGone)
		e.client = nil
	}
	return closers
}

// acceptLoop takes one client at a time: a new one replaces the last
// (a host that reconnects after losing the link).
func (e *Emulator) acceptLoop(ln net.Listener, out chan devices.Packet, stop chan struct{}) {
	defer e.wg.Done()
	for {
		c, err := ln.Accept()
		if err != nil {
			return
		}
		l := devices.NewLocalLink(c, false)
		gone := make(chan struct{})
		e.mu.Lock()
		if e.client != nil {
			e.client.Close()
			close(e.clientGone)
		}
		e.client, e.clientGone = l, gone
		e.mu.Unlock()
		e.wg.Add(2)
		go e.clientWrites(l, out, stop, gone)
		go e.readLoop(e.writesOf(l), stop)
	}
}

// writesOf returns a reader of what client l writes to the
// characteristic of the protocol's profile that takes commands (writes
// to any other are passed over).
func (e *Emulator) writesOf(l *devices.LocalLink) func() ([]byte, error) {
	write := e.opt.Protocol.GATT.Write
	return func() ([]byte, error) {
		for {
			p, err := l.Recv()
			if err != nil || p.Char == write {
				return p.Data, err
			}
		}
	}
}

// clientWrites sends the board's packets to client l until the board is
// unplugged or another client takes its place (gone), so that a client
// replaced takes no packet of the next.
func (e *Emulator) clientWrites(l *devices.LocalLink, out chan devices.Packet, stop, gone chan struct{}) {
	defer e.wg.Done()
	for {
		select {
		case <-stop:
			return
		case <-gone:
			return
		case p := <-out:
			var err error
			if p.Char.IsZero() {
				err = l.SendRaw(p.Data)
			} else {
				err = l.Send(p)
			}
			if err != nil {
				return
			}
		}
	}
}

// notifyLocked sends a message as notifications of char, in pieces of
// notifyMax bytes, with a garbled notification before it as often as
// Options.LineNoise says.
func (e *Emulator) notifyLocked(char gatt.UUID, msg []byte) {
	if !e.plugged {
		return
	}
	if e.opt.LineNoise > 0 && e.rng.Float64() < e.opt.LineNoise {
		junk := make([]byte, 1+e.rng.Intn(6))
		e.rng.Read(junk)
		e.queuePacketLocked(devices.Packet{Char: char, Data: junk})
	}
	for len(msg) > 0 {
		n := min(len(msg), notifyMax)
		e.queuePacketLocked(devices.Packet{Char: char, Data: append([]byte(nil), msg[:n]...)})
		msg = msg[n:]
	}
}

func (e *Emulator) queuePacketLocked(p devices.Packet) {
	select {
	case e.bout <- p:
	default:
		// Nobody reads: lost, as over the air.
	}
}
