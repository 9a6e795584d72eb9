// Package keypad reads the keys of a numeric keypad on a machine without
// a screen: Linux input events (struct input_event, Documentation/input/
// input.rst in the kernel) from /dev/input/event* devices that have
// keypad keys, or from one device or a FIFO that carries the same
// records.
//
// A record is the kernel's struct input_event: a struct timeval (two
// longs: seconds and microseconds), then the type and the code (16 bits
// each) and the value (32 bits, signed), in the machine's byte order. A
// long is 8 bytes on amd64 and arm64 and 4 on 32-bit ARM (Raspberry Pi
// OS 32-bit), so a record is 24 or 16 bytes; RecordSize is that of the
// running program, which is the layout the kernel gives it (a 32-bit
// program on a 64-bit kernel gets the 32-bit layout).
//
// Only key events (EV_KEY) are passed on: a press (value 1), a repeat
// while the key is held (value 2, the kernel's autorepeat) and a release
// (value 0). What a repeat means is the caller's choice: the appliance
// acts on presses and lets a held arrow key step on, and never lets a
// held key repeat a request.
package keypad

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"strconv"
	"time"
)

// RecordSize is the size of a struct input_event for this program: 24
// bytes on 64-bit systems, 16 on 32-bit ones.
const RecordSize = 2*strconv.IntSize/8 + 8

// Event types and key values of the kernel (input-event-codes.h).
const (
	evSyn = 0x00
	evKey = 0x01
)

// Action is what happened to a key.
type Action int32

// The actions, as the kernel's values of EV_KEY.
const (
	Release Action = 0
	Press   Action = 1
	Repeat  Action = 2
)

func (a Action) String() string {
	switch a {
	case Release:
		return "release"
	case Press:
		return "press"
	case Repeat:
		return "repeat"
	}
	return fmt.Sprintf("action %d", int32(a))
}

// Key codes of input-event-codes.h that the keypad and a keyboard's
// matching keys send.
const (
	KeyBackspace  uint16 = 14
	KeyEnter      uint16 = 28
	KeyKPAsterisk uint16 = 55
	KeyNumLock    uint16 = 69
	KeyKP7        uint16 = 71
	KeyKP8        uint16 = 72
	KeyKP9        uint16 = 73
	KeyKPMinus    uint16 = 74
	KeyKP4        uint16 = 75
	KeyKP5        uint16 = 76
	KeyKP6        uint16 = 77
	KeyKPPlus     uint16 = 78
	KeyKP1        uint16 = 79
	KeyKP2        uint16 = 80
	KeyKP3        uint16 = 81
	KeyKP0        uint16 = 82
	KeyKPDot      uint16 = 83
	KeyKPEnter    uint16 = 96
	KeyKPSlash    uint16 = 98
	KeyHome       uint16 = 102
	KeyUp         uint16 = 103
	KeyPageUp     uint16 = 104
	KeyLeft       uint16 = 105
	KeyRight      uint16 = 106
	KeyEnd        uint16 = 107
	KeyDown       uint16 = 108
	KeyPageDown   uint16 = 109
	KeyInsert     uint16 = 110
	KeyDelete     uint16 = 111
	KeyKPEqual    uint16 = 117
	KeyKPComma    uint16 = 121
	KeyMaxCode    uint16 = 0x2ff // KEY_MAX
)

// chars are the keys as the characters a terminal's keypad sends, the
// keys play reads (cmd/internal/assistant): digits, . , / * - +, Enter
// and Backspace. The arrows and the keys above them are the keypad's
// with NumLock off, read as their NumLock-on twins as play reads a
// terminal's.
var chars = map[uint16]byte{
	KeyKP0: '0', KeyKP1: '1', KeyKP2: '2', KeyKP3: '3', KeyKP4: '4',
	KeyKP5: '5', KeyKP6: '6', KeyKP7: '7', KeyKP8: '8', KeyKP9: '9',
	KeyKPDot: '.', KeyKPComma: ',', KeyKPSlash: '/', KeyKPAsterisk: '*',
	KeyKPMinus: '-', KeyKPPlus: '+', KeyKPEnter: '\r', KeyEnter: '\r',
	KeyBackspace: '\b',
	KeyUp:        '8', KeyDown: '2', KeyLeft: '4', KeyRight: '6', KeyHome: '7',
	KeyPageUp: '9', KeyEnd: '1', KeyPageDown: '3', KeyInsert: '0', KeyDelete: '.',
	// The digits of a keyboard's top row.
	11: '0', 2: '1', 3: '2', 4: '3', 5: '4', 6: '5', 7: '6', 8: '7', 9: '8', 10: '9',
}

// Char returns the character of a key code, as a terminal's keypad sends
// it; 0 for a key that is none of the keypad's.
func Char(code uint16) byte { return chars[code] }

// Event is a key pressed, held or released.
type Event struct {
	Code   uint16
	Action Action
	Time   time.Time // the kernel's time of the event
	Device string    // the device's path
}

// Char returns the character of the event's key (see Char).
func (e Event) Char() byte { return Char(e.Code) }

// PartialError says that a stream of records ended inside a record: the
// records before it were read.
type PartialError struct {
	Bytes int // the bytes of the cut record
}

func (e *PartialError) Error() string {
	return fmt.Sprintf("keypad: the input ended %d bytes into a %d-byte record", e.Bytes, RecordSize)
}

// Fact names the message of the error.
func (e *PartialError) Fact() (string, []any) { return "keypad-cut-record", []any{e.Bytes, RecordSize} }

// Decoder reads key events from a stream of input_event records.
type Decoder struct {
	r    io.Reader
	size int
	buf  []byte
	have int // bytes of buf filled
	dev  string
	idle int // reads in a row that gave nothing
}

// NewDecoder reads records of size bytes (RecordSize for the running
// program; 16 or 24) from r; device names their source in the events.
func NewDecoder(r io.Reader, size int, device string) *Decoder {
	if size != 16 && size != 24 {
		size = RecordSize
	}
	return &Decoder{r: r, size: size, buf: make([]byte, 64*size), dev: device}
}

// Next returns the next key event, skipping the other events (EV_SYN,
// EV_MSC, LEDs …) and key events with values the kernel does not send.
// At the end of the stream it returns io.EOF, or a *PartialError when
// the stream ended inside a record; a read error is returned as it is.
func (d *Decoder) Next() (Event, error) {
	for {
		for d.have >= d.size {
			e, ok := d.decode(d.buf[:d.size])
			copy(d.buf, d.buf[d.size:d.have])
			d.have -= d.size
			if ok {
				return e, nil
			}
		}
		n, err := d.r.Read(d.buf[d.have:])
		d.have += n
		if n > 0 {
			d.idle = 0
			continue
		}
		if err == nil {
			if d.idle++; d.idle > 100 {
				return Event{}, io.ErrNoProgress
			}
			continue
		}
		if errors.Is(err, io.EOF) && d.have > 0 {
			partial := d.have
			d.have = 0
			return Event{}, &PartialError{Bytes: partial}
		}
		return Event{}, err
	}
}

// decode reads one record.
func (d *Decoder) decode(b []byte) (Event, bool) {
	var sec, usec int64
	half := (d.size - 8) / 2
	if half == 8 {
		sec = int64(binary.NativeEndian.Uint64(b[0:]))
		usec = int64(binary.NativeEndian.Uint64(b[8:]))
	} else {
		sec = int64(int32(binary.NativeEndian.Uint32(b[0:])))
		usec = int64(int32(binary.NativeEndian.Uint32(b[4:])))
	}
	typ := binary.NativeEndian.Uint16(b[2*half:])
	code := binary.NativeEndian.Uint16(b[2*half+2:])
	value := int32(binary.NativeEndian.Uint32(b[2*half+4:]))
	if typ != evKey || value < 0 || value > 2 || code > KeyMaxCode {
		return Event{}, false
	}
	return Event{Code: code, Action: Action(value), Time: time.Unix(sec, usec*1000), Device: d.dev}, true
}

// Record returns the input_event record of a key event in the layout of
// size bytes (16 or 24): what a test writes to a FIFO.
func Record(size int, code uint16, a Action, t time.Time) []byte {
	b := make([]byte, size)
	half := (size - 8) / 2
	if half == 8 {
		binary.NativeEndian.PutUint64(b[0:], uint64(t.Unix()))
		binary.NativeEndian.PutUint64(b[8:], uint64(t.Nanosecond()/1000))
	} else {
		binary.NativeEndian.PutUint32(b[0:], uint32(t.Unix()))
		binary.NativeEndian.PutUint32(b[4:], uint32(t.Nanosecond()/1000))
	}
	binary.NativeEndian.PutUint16(b[2*half:], evKey)
	binary.NativeEndian.PutUint16(b[2*half+2:], code)
	binary.NativeEndian.PutUint32(b[2*half+4:], uint32(a))
	return b
}

// Sync returns an EV_SYN record, which ends a group of events.
func Sync(size int, t time.Time) []byte {
	b := Record(size, 0, 0, t)
	half := (size - 8) / 2
	binary.NativeEndian.PutUint16(b[2*half:], evSyn)
	return b
}

// Tap returns the records of a key pressed and released, each followed
// by EV_SYN as the kernel sends them.
func Tap(size int, code uint16, t time.Time) []byte {
	var out []byte
	out = append(out, Record(size, code, Press, t)...)
	out = append(out, Sync(size, t)...)
	out = append(out, Record(size, code, Release, t)...)
	return append(out, Sync(size, t)...)
}
