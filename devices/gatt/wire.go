package gatt

import (
	"encoding/binary"
	"fmt"
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
type WireError struct {
	Offset int64
	Reason string
}

func (e *WireError) Error() string {
	return fmt.Sprintf("local transport data at byte %d: %s", e.Offset, e.Reason)
}

// Fact words the error for the player: the byte where the bad frame
// starts (Reason is for a log).
func (e *WireError) Fact() (string, []any) { return "board-bad-data", []any{e.Offset} }

// Decoder assembles frames from a stream fed in pieces of any size. A
// byte that cannot start a frame is skipped and reported (with its
// offset); the frames before and after it are kept.
type Decoder struct {
	buf    []byte
	offset int64
	errs   []error
}

// Feed appends received bytes.
func (d *Decoder) Feed(p []byte) { d.buf = append(d.buf, p...) }

// Buffered returns how many bytes wait for the rest of a frame.
func (d *Decoder) Buffered() int { return len(d.buf) }

// Next returns the next complete frame, or ok false when none is
// complete yet.
func (d *Decoder) Next() (f Frame, ok bool) {
	for len(d.buf) > 0 {
		if k := d.buf[0]; k != KindWrite && k != KindNotify {
			i := 1
			for i < len(d.buf) && d.buf[i] != KindWrite && d.buf[i] != KindNotify {
				i++
			}
			d.fail(fmt.Sprintf("%d byte(s) outside any frame skipped", i))
			d.drop(i)
			continue
		}
		if len(d.buf) < HeaderSize {
			return Frame{}, false
		}
		n := int(binary.BigEndian.Uint16(d.buf[17:19]))
		if n > MaxValue {
			d.fail(fmt.Sprintf("frame claims a value of %d bytes, more than %d", n, MaxValue))
			d.drop(1)
			continue
		}
		if len(d.buf) < HeaderSize+n {
			return Frame{}, false
		}
		f = Frame{Kind: d.buf[0], Value: append([]byte(nil), d.buf[HeaderSize:HeaderSize+n]...)}
		copy(f.Char[:], d.buf[1:17])
		d.drop(HeaderSize + n)
		return f, true
	}
	return Frame{}, false
}

// Errors returns the problems found since the last call and forgets them.
func (d *Decoder) Errors() []error {
	e := d.errs
	d.errs = nil
	return e
}

func (d *Decoder) fail(reason string) {
	if len(d.errs) < 64 {
		d.errs = append(d.errs, &WireError{Offset: d.offset, Reason: reason})
	}
}

func (d *Decoder) drop(n int) {
	d.buf = d.buf[n:]
	d.offset += int64(n)
	if len(d.buf) == 0 {
		d.buf = d.buf[:0:0]
	}
}
