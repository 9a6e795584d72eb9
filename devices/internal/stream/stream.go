// Package stream is what the decoders of the boards' byte streams share:
// the bytes not decoded yet, where they stand in the stream, the
// problems found since they were last asked for, and one error type for
// bytes that could not be read. A protocol gives its grammar (how one
// message is read from the front of the bytes); Decoder does the rest.
package stream

import "fmt"

// maxErrors is the most problems kept between two calls of Errors.
const maxErrors = 64

// Error is bytes a decoder could not read, with their place in the
// stream.
type Error struct {
	// Protocol names whose data it was ("DGT", "ChessLink", ...).
	Protocol string
	// Offset is the place of the first byte in the stream, counted from
	// the decoder's first byte.
	Offset int64
	Reason string
}

func (e *Error) Error() string {
	return fmt.Sprintf("%s data at byte %d: %s", e.Protocol, e.Offset, e.Reason)
}

// Fact words the error for the player: the byte where the bad data
// starts (Reason is for a log).
func (e *Error) Fact() (string, []any) { return "board-bad-data", []any{e.Offset} }

// Buffer is the bookkeeping of a decoder. Buf holds the bytes not
// decoded yet; Buf[0] stands at Offset(0) in the stream.
type Buffer struct {
	Buf []byte
	// Protocol names the data in the errors.
	Protocol string
	offset   int64
	errs     []error
}

// Feed appends bytes received.
func (b *Buffer) Feed(p []byte) { b.Buf = append(b.Buf, p...) }

// Buffered returns how many bytes wait for the rest of a message.
func (b *Buffer) Buffered() int { return len(b.Buf) }

// Offset returns the place in the stream of Buf[at].
func (b *Buffer) Offset(at int) int64 { return b.offset + int64(at) }

// Fail keeps the problem of the bytes from Buf[at] on (at most 64
// between two calls of Errors).
func (b *Buffer) Fail(at int, reason string) {
	if len(b.errs) < maxErrors {
		b.errs = append(b.errs, &Error{Protocol: b.Protocol, Offset: b.Offset(at), Reason: reason})
	}
}

// Errors returns the problems found since the last call and forgets them.
func (b *Buffer) Errors() []error {
	e := b.errs
	b.errs = nil
	return e
}

// Drop forgets the first n bytes of Buf.
func (b *Buffer) Drop(n int) {
	b.Buf = b.Buf[n:]
	b.offset += int64(n)
	if len(b.Buf) == 0 {
		b.Buf = b.Buf[:0:0]
	}
}

// Grammar is how the messages of one protocol are read: Read takes the
// next complete message from the front of b (dropping its bytes), skips
// and reports what cannot be read, and returns ok false when no message
// is complete yet.
type Grammar[M any] interface {
	// Protocol names the data in the errors.
	Protocol() string
	Read(b *Buffer) (m M, ok bool)
}

// Decoder assembles the messages of grammar G from a stream fed in
// pieces of any size. It never waits on a half message: Next returns
// what is complete and keeps the rest. Its zero value is ready to use.
type Decoder[M any, G Grammar[M]] struct {
	Buffer
	grammar G
}

// Next returns the next complete message, or ok false when none is
// complete yet; what could not be read is reported by Errors.
func (d *Decoder[M, G]) Next() (m M, ok bool) {
	if d.Protocol == "" {
		d.Protocol = d.grammar.Protocol()
	}
	return d.grammar.Read(&d.Buffer)
}
