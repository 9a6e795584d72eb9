// Package brlapi is a client for BrlAPI, the application interface of
// BRLTTY, written in Go without cgo. It speaks protocol version 8 (BRLTTY
// 6.1 and later): it authenticates with a key file or without one, asks
// for the display size, takes a terminal ("tty mode"), writes text or dot
// patterns to the display and reads the display's keys as BRLTTY commands.
//
// The wire format is a sequence of packets, each a 4-byte big-endian
// payload size, a 4-byte big-endian packet type and the payload.
package brlapi

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
)

// ProtocolVersion is the BrlAPI protocol version this package speaks.
const ProtocolVersion = 8

// MaxPacketSize is the largest payload BrlAPI allows in one packet.
const MaxPacketSize = 4096

// HeaderSize is the size of a packet header (payload size and type).
const HeaderSize = 8

// PacketType names a kind of packet.
type PacketType uint32

// Packet types of protocol version 8.
const (
	PacketVersion         PacketType = 'v'
	PacketAuth            PacketType = 'a'
	PacketGetDriverName   PacketType = 'n'
	PacketGetModelID      PacketType = 'd'
	PacketGetDisplaySize  PacketType = 's'
	PacketEnterTTYMode    PacketType = 't'
	PacketSetFocus        PacketType = 'F'
	PacketLeaveTTYMode    PacketType = 'L'
	PacketKey             PacketType = 'k'
	PacketIgnoreKeyRanges PacketType = 'm'
	PacketAcceptKeyRanges PacketType = 'u'
	PacketWrite           PacketType = 'w'
	PacketEnterRawMode    PacketType = '*'
	PacketLeaveRawMode    PacketType = '#'
	PacketRaw             PacketType = 'p'
	PacketAck             PacketType = 'A'
	PacketError           PacketType = 'e'
	PacketException       PacketType = 'E'
	PacketSuspendDriver   PacketType = 'S'
	PacketResumeDriver    PacketType = 'R'
	PacketSynchronize     PacketType = 'Z'
	PacketParamValue      PacketType = 'P'<<8 | 'V'
	PacketParamRequest    PacketType = 'P'<<8 | 'R'
	PacketParamUpdate     PacketType = 'P'<<8 | 'U'
)

// String returns the packet type as its letters, such as 'w' or 'PV'.
func (t PacketType) String() string {
	switch {
	case t >= 0x20 && t < 0x7f:
		return fmt.Sprintf("'%c'", rune(t))
	case t>>8 >= 0x20 && t>>8 < 0x7f && t&0xff >= 0x20 && t&0xff < 0x7f && t < 0x10000:
		return fmt.Sprintf("'%c%c'", rune(t>>8), rune(t&0xff))
	}
	return fmt.Sprintf("0x%08x", uint32(t))
}

// Authentication methods offered by the server in its auth packet.
const (
	AuthNone        uint32 = 'N'
	AuthKey         uint32 = 'K'
	AuthCredentials uint32 = 'C'
)

// Flags of a write packet, telling which fields follow.
const (
	writeDisplayNumber = 0x01
	writeRegion        = 0x02
	writeText          = 0x04
	writeAndMask       = 0x08
	writeOrMask        = 0x10
	writeCursor        = 0x20
	writeCharset       = 0x40
)

// CursorOff is the cursor position that shows no cursor.
const CursorOff = 0

// Packet is one decoded packet.
type Packet struct {
	Type PacketType
	Data []byte
}

// Decoder reads packets from a stream and keeps count of the bytes read,
// so that every error names the offset where the stream went wrong.
type Decoder struct {
	r   io.Reader
	off int64
}

// NewDecoder returns a Decoder reading from r.
func NewDecoder(r io.Reader) *Decoder { return &Decoder{r: r} }

// Offset is the number of bytes consumed so far.
func (d *Decoder) Offset() int64 { return d.off }

// ProtocolError reports a malformed packet stream.
type ProtocolError struct {
	Offset int64 // byte offset in the stream where the problem starts
	Msg    string
}

func (e *ProtocolError) Error() string {
	return fmt.Sprintf("brlapi: at byte %d: %s", e.Offset, e.Msg)
}

// Fact words the error for the player: where BRLTTY's answer cannot be
// read (Msg is for a log).
func (e *ProtocolError) Fact() (string, []any) { return "brltty-garbled", []any{e.Offset} }

// Next reads one packet. At a clean end of stream it returns io.EOF; a
// stream that ends inside a packet gives io.ErrUnexpectedEOF wrapped in a
// ProtocolError. A packet larger than MaxPacketSize is refused without
// reading its payload, so a hostile size cannot make us allocate.
func (d *Decoder) Next() (Packet, error) {
	var hdr [HeaderSize]byte
	start := d.off
	n, err := io.ReadFull(d.r, hdr[:])
	d.off += int64(n)
	if err != nil {
		if errors.Is(err, io.EOF) {
			return Packet{}, io.EOF
		}
		if errors.Is(err, io.ErrUnexpectedEOF) {
			return Packet{}, &ProtocolError{start, fmt.Sprintf("stream ends inside a packet header (%d of %d bytes)", n, HeaderSize)}
		}
		return Packet{}, err
	}
	size := binary.BigEndian.Uint32(hdr[0:4])
	typ := PacketType(binary.BigEndian.Uint32(hdr[4:8]))
	if size > MaxPacketSize {
		return Packet{}, &ProtocolError{start, fmt.Sprintf("packet of type %v announces %d bytes, more than the limit of %d", typ, size, MaxPacketSize)}
	}
	data := make([]byte, size)
	n, err = io.ReadFull(d.r, data)
	d.off += int64(n)
	if err != nil {
		if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
			return Packet{}, &ProtocolError{start, fmt.Sprintf("stream ends inside packet of type %v (%d of %d payload bytes)", typ, n, size)}
		}
		return Packet{}, err
	}
	return Packet{Type: typ, Data: data}, nil
}

// AppendPacket appends the encoding of a packet to b.
func AppendPacket(b []byte, t PacketType, data []byte) []byte {
	b = binary.BigEndian.AppendUint32(b, uint32(len(data)))
	b = binary.BigEndian.AppendUint32(b, uint32(t))
	return append(b, data...)
}

func payloadError(p Packet, format string, args ...any) error {
	return fmt.Errorf("brlapi: malformed %v packet of %d bytes: %s", p.Type, len(p.Data), fmt.Sprintf(format, args...))
}

// ParseVersion decodes a version packet.
func ParseVersion(p Packet) (uint32, error) {
	if p.Type != PacketVersion {
		return 0, payloadError(p, "not a version packet")
	}
	if len(p.Data) < 4 {
		return 0, payloadError(p, "needs 4 bytes")
	}
	return binary.BigEndian.Uint32(p.Data), nil
}

// ParseAuthMethods decodes the server's auth packet: the list of methods
// it accepts.
func ParseAuthMethods(p Packet) ([]uint32, error) {
	if p.Type != PacketAuth {
		return nil, payloadError(p, "not an auth packet")
	}
	if len(p.Data)%4 != 0 {
		return nil, payloadError(p, "length is not a multiple of 4")
	}
	m := make([]uint32, len(p.Data)/4)
	for i := range m {
		m[i] = binary.BigEndian.Uint32(p.Data[4*i:])
	}
	return m, nil
}

// ParseDisplaySize decodes the answer to a display size request.
func ParseDisplaySize(p Packet) (cols, rows int, err error) {
	if p.Type != PacketGetDisplaySize {
		return 0, 0, payloadError(p, "not a display size packet")
	}
	if len(p.Data) != 8 {
		return 0, 0, payloadError(p, "needs 8 bytes")
	}
	c := binary.BigEndian.Uint32(p.Data[0:4])
	r := binary.BigEndian.Uint32(p.Data[4:8])
	if c > 1<<16 || r > 1<<16 {
		return 0, 0, payloadError(p, "display size %dx%d is not plausible", c, r)
	}
	return int(c), int(r), nil
}

// ParseKey decodes a key packet.
func ParseKey(p Packet) (Key, error) {
	if p.Type != PacketKey {
		return 0, payloadError(p, "not a key packet")
	}
	if len(p.Data) != 8 {
		return 0, payloadError(p, "needs 8 bytes")
	}
	return Key(binary.BigEndian.Uint64(p.Data)), nil
}

// ServerError is an error or exception reported by the server.
type ServerError struct {
	Code      uint32
	Exception bool       // true for an exception (the request cannot be retried)
	Request   PacketType // for exceptions: the type of the packet that failed
}

var errorNames = map[uint32]string{
	0: "success", 1: "not enough memory", 2: "terminal is taken by another client",
	3: "device is busy", 4: "unknown instruction", 5: "illegal instruction",
	6: "invalid parameter", 7: "invalid packet", 8: "connection refused",
	9: "operation not supported", 10: "address lookup failed", 11: "system error",
	12: "unknown terminal", 13: "protocol version mismatch", 14: "end of file",
	15: "key file is empty", 16: "driver error", 17: "authentication failed",
	18: "parameter cannot be changed",
}

// serverKeys are the messages of the errors of BRLTTY a player can do
// something about; the others are said by their number.
var serverKeys = map[uint32]string{2: "brltty-taken", 3: "brltty-busy", 17: "brltty-auth-failed"}

func (e *ServerError) Fact() (string, []any) {
	if k, ok := serverKeys[e.Code]; ok {
		return k, nil
	}
	return "brltty-error", []any{int(e.Code)}
}

func (e *ServerError) Error() string {
	name, ok := errorNames[e.Code]
	if !ok {
		name = fmt.Sprintf("error %d", e.Code)
	}
	if e.Exception {
		return fmt.Sprintf("brlapi: BRLTTY refused a %v packet: %s", e.Request, name)
	}
	return "brlapi: BRLTTY says: " + name
}

// Error codes used by callers.
const (
	ErrCodeAuthentication = 17
	ErrCodeProtocol       = 13
)

// ParseError decodes an error or exception packet.
func ParseError(p Packet) (*ServerError, error) {
	switch p.Type {
	case PacketError:
		if len(p.Data) < 4 {
			return nil, payloadError(p, "needs at least 4 bytes")
		}
		return &ServerError{Code: binary.BigEndian.Uint32(p.Data)}, nil
	case PacketException:
		if len(p.Data) < 8 {
			return nil, payloadError(p, "needs at least 8 bytes")
		}
		return &ServerError{Code: binary.BigEndian.Uint32(p.Data), Exception: true,
			Request: PacketType(binary.BigEndian.Uint32(p.Data[4:]))}, nil
	}
	return nil, payloadError(p, "not an error packet")
}

// WriteArgs says what a write packet carries. Region is 1-based, as in
// BrlAPI; a zero RegionSize means the whole display.
type WriteArgs struct {
	RegionBegin, RegionSize int
	Text                    string // UTF-8; exactly RegionSize characters
	AndMask, OrMask         []byte // RegionSize bytes each, or nil
	Cursor                  int    // -1 leaves the cursor alone, CursorOff hides it
}

// EncodeWrite builds the payload of a write packet. The text is sent
// with the charset "UTF-8".
func EncodeWrite(a WriteArgs) ([]byte, error) {
	var flags uint32
	b := make([]byte, 4, 64+len(a.Text)+len(a.AndMask)+len(a.OrMask))
	if a.RegionSize > 0 {
		if a.RegionBegin < 1 {
			return nil, fmt.Errorf("brlapi: region must begin at cell 1 or later, not %d", a.RegionBegin)
		}
		flags |= writeRegion
		b = binary.BigEndian.AppendUint32(b, uint32(a.RegionBegin))
		b = binary.BigEndian.AppendUint32(b, uint32(a.RegionSize))
	}
	if a.Text != "" {
		flags |= writeText
		b = binary.BigEndian.AppendUint32(b, uint32(len(a.Text)))
		b = append(b, a.Text...)
	}
	if a.AndMask != nil {
		if len(a.AndMask) != a.RegionSize {
			return nil, fmt.Errorf("brlapi: and-mask has %d bytes for a region of %d cells", len(a.AndMask), a.RegionSize)
		}
		flags |= writeAndMask
		b = append(b, a.AndMask...)
	}
	if a.OrMask != nil {
		if len(a.OrMask) != a.RegionSize {
			return nil, fmt.Errorf("brlapi: or-mask has %d bytes for a region of %d cells", len(a.OrMask), a.RegionSize)
		}
		flags |= writeOrMask
		b = append(b, a.OrMask...)
	}
	if a.Cursor >= 0 {
		flags |= writeCursor
		b = binary.BigEndian.AppendUint32(b, uint32(a.Cursor))
	}
	if a.Text != "" {
		flags |= writeCharset
		b = append(b, byte(len("UTF-8")))
		b = append(b, "UTF-8"...)
	}
	binary.BigEndian.PutUint32(b[0:4], flags)
	if len(b) > MaxPacketSize {
		return nil, fmt.Errorf("brlapi: write packet of %d bytes is larger than %d", len(b), MaxPacketSize)
	}
	return b, nil
}

// EncodeEnterTTYMode builds the payload of a request for the terminal
// path ttys (outermost first). An empty path asks for the root, which
// BRLTTY shows when no client holds a more specific terminal.
func EncodeEnterTTYMode(ttys []int) []byte {
	b := binary.BigEndian.AppendUint32(nil, uint32(len(ttys)))
	for _, t := range ttys {
		b = binary.BigEndian.AppendUint32(b, uint32(t))
	}
	return append(b, 0) // no driver name: we want commands, not raw keys
}
