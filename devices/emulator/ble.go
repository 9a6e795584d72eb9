package emulator

import (
	"fmt"
	"net"
	"os"
	"time"

	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/chessnut"
	"github.com/rochade/rochade/devices/dgt"
	"github.com/rochade/rochade/devices/gatt"
	"github.com/rochade/rochade/devices/ichessone"
	"github.com/rochade/rochade/devices/squareoff"
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

// bleScanTiming is the scan of the Bluetooth LE boards that read pieces
// (Chessnut, iChessOne): no document gives one, so the board is taken
// to see a change within 50 to 100 ms.
var bleScanTiming = ScanTiming{Min: 50 * time.Millisecond, Max: 100 * time.Millisecond}

// OccupancyScanTiming is the scan of the boards that see only occupancy
// (DGT Pegasus, Square Off): they report each piece lifted and put down
// as an event when it happens (Square Off's "0#e2u*", the Pegasus's
// field updates), taken here to be seen within 2 to 3 ms.
var OccupancyScanTiming = ScanTiming{Min: 2 * time.Millisecond, Max: 3 * time.Millisecond}

// bleFirmware is what a Bluetooth LE board answers and reports.
type bleFirmware interface {
	powerUp()
	profile() *gatt.Profile
	// receive takes a write to a characteristic.
	receive(e *Emulator, char gatt.UUID, p []byte, now time.Time)
	// changed: the scan saw square sq change to p.
	changed(e *Emulator, at time.Time, sq notation.Square, p notation.Piece)
	// scanned: a scan ended.
	scanned(e *Emulator, at time.Time)
	// host tells whether a client has written anything since power-up.
	host() bool
}

// IsLocal tells whether a protocol's board runs on the local transport.
func IsLocal(p devices.Protocol) bool {
	switch p {
	case devices.Chessnut, devices.EONE, devices.Pegasus, devices.IChessOne, devices.SquareOff:
		return true
	}
	return false
}

func newBLEFirmware(p devices.Protocol) bleFirmware {
	switch p {
	case devices.Chessnut:
		return &chessnutBoard{}
	case devices.IChessOne:
		return &ichessoneBoard{}
	case devices.Pegasus:
		return &pegasusBoard{}
	case devices.SquareOff:
		return &squareoffBoard{}
	}
	return nil
}

// ErrNoSocketPath is returned when a Bluetooth LE board is asked for
// without Options.Link, the path of its socket.
var ErrNoSocketPath error = &fact{key: "emulator-no-socket-path", text: "emulator: a Bluetooth LE board needs the path of its socket (Options.Link)"}

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
	e.plugged = true
	now := time.Now()
	e.scan.Restart(now, e.scan.Board())
	if e.bf != nil {
		e.bf.powerUp()
	}
	if e.cl != nil {
		e.cl.powerUp(now)
		e.scan.SetTiming(e.cl.timing())
	}
	e.bout = make(chan devices.Packet, 512)
	e.stop = make(chan struct{})
	e.wg.Add(2)
	go e.acceptLoop(ln, e.bout, e.stop)
	go e.sensorLoop(e.stop)
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
		go e.clientReads(l, stop)
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

func (e *Emulator) clientReads(l *devices.LocalLink, stop chan struct{}) {
	defer e.wg.Done()
	for {
		p, err := l.Recv()
		if err != nil {
			return
		}
		select {
		case <-stop:
			return
		default:
		}
		e.mu.Lock()
		now := time.Now()
		e.advanceLocked(now)
		switch {
		case e.bf != nil:
			e.bf.receive(e, p.Char, p.Data, now)
		case e.cl != nil && p.Char == gatt.TransparentWrite:
			e.cl.receive(e, p.Data, now)
		}
		e.mu.Unlock()
		select {
		case e.wake <- struct{}{}:
		default:
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

// told records what the host was told, for Options.OnReport.
func (e *Emulator) reportLocked(told devices.Board) {
	if e.opt.OnReport != nil {
		e.opt.OnReport(told, time.Now())
	}
}

// chessnutBoard is the firmware of a Chessnut Air as its protocol
// describes it: after "21 01 00" it notifies its position at once and
// after every scan that changed it; "29 01 00" is answered with the
// battery.
type chessnutBoard struct {
	realtime bool
	wrote    bool
	sent     devices.Board
}

func (b *chessnutBoard) powerUp()               { *b = chessnutBoard{} }
func (b *chessnutBoard) profile() *gatt.Profile { return &gatt.ChessnutProfile }
func (b *chessnutBoard) host() bool             { return b.wrote }
func (b *chessnutBoard) changed(*Emulator, time.Time, notation.Square, notation.Piece) {
}

func (b *chessnutBoard) receive(e *Emulator, char gatt.UUID, p []byte, _ time.Time) {
	if char != gatt.ChessnutOpWrite {
		return
	}
	b.wrote = true
	switch {
	case string(p) == string(chessnut.CmdRealtime):
		b.realtime = true
		b.send(e)
	case string(p) == string(chessnut.CmdBattery):
		e.notifyLocked(gatt.ChessnutOpNotify, chessnut.BatteryFrame(e.battery, false))
	}
}

func (b *chessnutBoard) send(e *Emulator) {
	seen := [64]notation.Piece(e.scan.Seen())
	e.notifyLocked(gatt.ChessnutFEN, chessnut.PositionFrame(&seen))
	if b.sent != devices.Board(seen) {
		e.reportLocked(devices.Board(seen))
	}
	b.sent = devices.Board(seen)
}

func (b *chessnutBoard) scanned(e *Emulator, _ time.Time) {
	if b.realtime && e.scan.Seen() != b.sent {
		b.send(e)
	}
}

// ichessoneBoard: "CPIRQ" switches reports of changes on, "RP" asks for
// the position, "RB" for the battery.
type ichessoneBoard struct {
	updates bool
	wrote   bool
	sent    devices.Board
	buf     []byte
}

func (b *ichessoneBoard) powerUp()               { *b = ichessoneBoard{} }
func (b *ichessoneBoard) profile() *gatt.Profile { return &gatt.NUSProfile }
func (b *ichessoneBoard) host() bool             { return b.wrote }
func (b *ichessoneBoard) changed(*Emulator, time.Time, notation.Square, notation.Piece) {
}

func (b *ichessoneBoard) receive(e *Emulator, char gatt.UUID, p []byte, _ time.Time) {
	if char != gatt.NUSRX {
		return
	}
	b.wrote = true
	b.buf = append(b.buf, p...)
	for {
		switch {
		case len(b.buf) >= 5 && string(b.buf[:5]) == string(ichessone.CmdUpdates):
			b.updates = true
			b.buf = b.buf[5:]
		case len(b.buf) >= 2 && string(b.buf[:2]) == string(ichessone.CmdBoard):
			b.send(e)
			b.buf = b.buf[2:]
		case len(b.buf) >= 2 && string(b.buf[:2]) == string(ichessone.CmdBattery):
			e.notifyLocked(gatt.NUSTX, ichessone.BatteryFrame(e.battery, false))
			b.buf = b.buf[2:]
		case len(b.buf) >= 5 || len(b.buf) > 0 && b.buf[0] != 'R' && b.buf[0] != 'C':
			b.buf = b.buf[1:] // not a command: dropped
		default:
			return
		}
	}
}

func (b *ichessoneBoard) send(e *Emulator) {
	seen := [64]notation.Piece(e.scan.Seen())
	e.notifyLocked(gatt.NUSTX, ichessone.PositionFrame(&seen))
	if b.sent != devices.Board(seen) {
		e.reportLocked(devices.Board(seen))
	}
	b.sent = devices.Board(seen)
}

func (b *ichessoneBoard) scanned(e *Emulator, _ time.Time) {
	if b.updates && e.scan.Seen() != b.sent {
		b.send(e)
	}
}

// pegasusBoard is a DGT Pegasus: the DGT serial protocol's commands over
// the Nordic UART service; its sensors see whether a square holds a
// piece, which it reports as code 1.
type pegasusBoard struct {
	dec     dgt.CommandDecoder
	updates bool
	wrote   bool
}

func (b *pegasusBoard) powerUp()               { *b = pegasusBoard{} }
func (b *pegasusBoard) profile() *gatt.Profile { return &gatt.NUSProfile }
func (b *pegasusBoard) host() bool             { return b.wrote }
func (b *pegasusBoard) scanned(*Emulator, time.Time) {
}

func occupancyCodes(seen devices.Board) [64]notation.Piece {
	var b [64]notation.Piece
	for s, p := range seen {
		if p != notation.NoPiece {
			b[s] = notation.MakePiece(notation.White, notation.Pawn) // code 1
		}
	}
	return b
}

func (b *pegasusBoard) receive(e *Emulator, char gatt.UUID, p []byte, _ time.Time) {
	if char != gatt.NUSRX {
		return
	}
	b.wrote = true
	b.dec.Feed(p)
	for c, ok := b.dec.Next(); ok; c, ok = b.dec.Next() {
		switch c.Code {
		case dgt.CmdReset:
			b.updates = false
		case dgt.CmdVersion:
			e.notifyLocked(gatt.NUSTX, dgt.EncodeVersion(1, 0))
		case dgt.CmdSendBoard:
			occ := occupancyCodes(e.scan.Seen())
			e.notifyLocked(gatt.NUSTX, dgt.EncodeBoardDump(&occ))
		case dgt.CmdUpdateBoard, dgt.CmdUpdate, dgt.CmdUpdateNice:
			b.updates = true
		}
	}
	b.dec.Skipped()
}

func (b *pegasusBoard) changed(e *Emulator, _ time.Time, sq notation.Square, p notation.Piece) {
	if !b.updates {
		return
	}
	code := notation.NoPiece
	if p != notation.NoPiece {
		code = notation.MakePiece(notation.White, notation.Pawn)
	}
	e.notifyLocked(gatt.NUSTX, dgt.EncodeFieldUpdate(sq, code))
	e.reportLocked(e.scan.Seen())
}

// squareoffBoard reports each piece lifted and put down, and answers
// "30#R*" with the occupancy.
type squareoffBoard struct {
	wrote bool
	buf   []byte
}

func (b *squareoffBoard) powerUp()               { *b = squareoffBoard{} }
func (b *squareoffBoard) profile() *gatt.Profile { return &gatt.NUSProfile }
func (b *squareoffBoard) host() bool             { return b.wrote }
func (b *squareoffBoard) scanned(*Emulator, time.Time) {
}

func (b *squareoffBoard) receive(e *Emulator, char gatt.UUID, p []byte, _ time.Time) {
	if char != gatt.NUSRX {
		return
	}
	b.wrote = true
	b.buf = append(b.buf, p...)
	for {
		i := indexByte(b.buf, '*')
		if i < 0 {
			if len(b.buf) > 200 {
				b.buf = b.buf[:0]
			}
			return
		}
		cmd := string(b.buf[:i+1])
		b.buf = b.buf[i+1:]
		switch cmd {
		case string(squareoff.CmdNewGame):
			e.notifyLocked(gatt.NUSTX, squareoff.Frame(squareoff.CodeNewGame, "GO"))
		case string(squareoff.CmdReadBoard):
			var occ [64]bool
			for s, p := range e.scan.Seen() {
				occ[s] = p != notation.NoPiece
			}
			e.notifyLocked(gatt.NUSTX, squareoff.Frame(squareoff.CodeOccupancy, squareoff.OccupancyBody(&occ)))
		case string(squareoff.CmdBattery):
			e.notifyLocked(gatt.NUSTX, squareoff.Frame(squareoff.CodeBattery, "3.95"))
		}
	}
}

func indexByte(b []byte, c byte) int {
	for i, x := range b {
		if x == c {
			return i
		}
	}
	return -1
}

func (b *squareoffBoard) changed(e *Emulator, _ time.Time, sq notation.Square, p notation.Piece) {
	if !b.wrote {
		return
	}
	ev := "u"
	if p != notation.NoPiece {
		ev = "d"
	}
	e.notifyLocked(gatt.NUSTX, squareoff.Frame(squareoff.CodePiece, sq.String()+ev))
	e.reportLocked(e.scan.Seen())
}
