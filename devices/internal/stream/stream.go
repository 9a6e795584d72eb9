// Package stream keeps the bookkeeping of a decoder of a byte stream:
// the bytes not decoded yet, where they stand in the stream, and the
// problems found since they were last asked for.
package stream

// maxErrors is the most problems kept between two calls of Errors.
const maxErrors = 64

// Buffer is embedded by a decoder. Buf holds the bytes not decoded yet;
// Buf[0] stands at Offset(0) in the stream.
type Buffer struct {
	Buf    []byte
	offset int64
	errs   []error
}

// Feed appends bytes received.
func (b *Buffer) Feed(p []byte) { b.Buf = append(b.Buf, p...) }

// Buffered returns how many bytes wait for the rest of a message.
func (b *Buffer) Buffered() int { return len(b.Buf) }

// Offset returns the place in the stream of Buf[at].
func (b *Buffer) Offset(at int) int64 { return b.offset + int64(at) }

// Fail keeps a problem (at most 64 between two calls of Errors).
func (b *Buffer) Fail(err error) {
	if len(b.errs) < maxErrors {
		b.errs = append(b.errs, err)
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
