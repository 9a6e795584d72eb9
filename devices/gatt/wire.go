package gatt

import (
	"encoding/binary"
	"fmt"

	"github.com/rochade/rochade/devices/internal/stream"
)

// The local transport carries GATT traffic over a byte stream (a Unix
// socket) in frames:
//
//	kind (1 byte) | characteristic UUID (16 bytes) | length (2 bytes, big endian) | value
//
// kind is KindWrite from the client to the board (a write without
// response) or KindNotify from the board to the client (a
// notification). A value holds at most MaxValue bytes, the longest
// attribute value GATT allows (Bluetooth Core 5.3, Vol 3, Part F,
// 3.2.9).
const (
	KindWrite  byte = 'W'
	KindNotify byte = 'N'
	// MaxValue is the longest value of a frame.
	MaxValue = 512
	// HeaderSize is the size of a frame's header.
	HeaderSize = 1 + 16 + 2
)

// Frame is one write or notification.
type Frame struct {
	Kind  byte
	Char  UUID
	Value []byte
}

// Encode writes a frame; a value longer than MaxValue is an error.
func Encode(f Frame) ([]byte, error) {
	if len(f.Value) > MaxValue {
		return nil, fmt.Errorf("frame value of %d bytes, more than %d", len(f.Value), MaxValue)
	}
	if f.Kind != KindWrite && f.Kind != KindNotify {
		return nil, fmt.Errorf("frame kind 0x%02x", f.Kind)
	}
	out := make([]byte, HeaderSize+len(f.Value))
	out[0] = f.Kind
	copy(out[1:17], f.Char[:])
	binary.BigEndian.PutUint16(out[17:19], uint16(len(f.Value)))
	copy(out[HeaderSize:], f.Value)
	return out, nil
}

// WireError is a bad frame, with the place in the stream where it
// starts.
type WireError = stream.Error

// Decoder assembles frames from a stream fed in pieces of any size. A
// byte that cannot start a frame is skipped and reported (with its
// offset); the frames before and after it are kept.
type Decoder = stream.Decoder[Frame, frames]

// frames is the grammar of the local transport.
type frames struct{}

func (frames) Protocol() string { return "local transport" }

// Read returns the next complete frame, or ok false when none is
// complete yet.
func (frames) Read(d *stream.Buffer) (f Frame, ok bool) {
	for len(d.Buf) > 0 {
		if k := d.Buf[0]; k != KindWrite && k != KindNotify {
			i := 1
			for i < len(d.Buf) && d.Buf[i] != KindWrite && d.Buf[i] != KindNotify {
				i++
			}
			d.Fail(0, fmt.Sprintf("%d byte(s) outside any frame skipped", i))
			d.Drop(i)
			continue
		}
		if len(d.Buf) < HeaderSize {
			return Frame{}, false
		}
		n := int(binary.BigEndian.Uint16(d.Buf[17:19]))
		if n > MaxValue {
			d.Fail(0, fmt.Sprintf("frame claims a value of %d bytes, more than %d", n, MaxValue))
			d.Drop(1)
			continue
		}
		if len(d.Buf) < HeaderSize+n {
			return Frame{}, false
		}
		f = Frame{Kind: d.Buf[0], Value: append([]byte(nil), d.Buf[HeaderSize:HeaderSize+n]...)}
		copy(f.Char[:], d.Buf[1:17])
		d.Drop(HeaderSize + n)
		return f, true
	}
	return Frame{}, false
}
