package notation

import (
	"bytes"
	"io"
	"io/fs"
	"slices"
	"unicode/utf8"
)

// The PGN reader streams: it holds a window of the file's text, decoded to
// UTF-8, from a little before the game being read to as far as it had to
// look. The window is refilled a read at a time; text before the current
// game is dropped at each refill. A game is scanned from its start over the
// window; where the scan needs text that has not been read yet, more is
// read and the game is scanned again, so that a game reads exactly as it
// would with the whole file in memory.

const (
	// defaultReadSize is how many bytes of the file are read at a time.
	defaultReadSize = 256 << 10
	// defaultEncAhead is how many bytes of the start of the file decide
	// its encoding.
	defaultEncAhead = 1 << 20
	// MaxGameText is the most text one game may take. Reading of a longer
	// game stops there, with an error, and goes on at the next line that
	// starts with a tag pair.
	MaxGameText = 8 << 20
)

// errTooLong is the reason given for a game cut at MaxGameText.
var errTooLong = &Reason{Problem: PGNTooLong, N: MaxGameText >> 20}

// start reads the start of the file and decides its encoding: a UTF-8 or
// UTF-16 byte-order mark, else UTF-8 if the first bytes (defaultEncAhead)
// are valid UTF-8, else Latin-1. A file taken for UTF-8 whose later text
// is not valid UTF-8 is read as Latin-1 from the game that holds it (see
// toLatin1).
func (pr *PGNReader) start() error {
	pr.started = true
	pr.votes = make([]int, len(detectOrder))
	if pr.readSize <= 0 {
		pr.readSize = defaultReadSize
	}
	if pr.encAhead <= 0 {
		pr.encAhead = defaultEncAhead
	}
	if pr.maxGame <= 0 {
		pr.maxGame = MaxGameText
	}
	// The start is read straight into what becomes the window, sized by
	// the input's length where it tells it.
	b := make([]byte, 0, min(pr.encAhead, sizeHint(pr.src))+1)
	for len(b) < pr.encAhead && !pr.srcDone {
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)]
		}
		n, err := pr.src.Read(b[len(b):min(cap(b), pr.encAhead)])
		b = b[:len(b)+n]
		if err == io.EOF {
			pr.srcDone = true
		} else if err != nil {
			return err
		}
	}
	switch {
	case len(b) >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF:
		pr.bom = 3
		if validUTF8Prefix(b[3:], pr.srcDone) {
			pr.enc = UTF8
		} else {
			pr.enc = Latin1
		}
	case len(b) >= 2 && (b[0] == 0xFF && b[1] == 0xFE || b[0] == 0xFE && b[1] == 0xFF):
		pr.bom = 2
		pr.enc = UTF16LE
		if b[0] == 0xFE {
			pr.enc = UTF16BE
		}
	case validUTF8Prefix(b, pr.srcDone):
		pr.enc = UTF8
	default:
		pr.enc = Latin1
	}
	pr.cFile, pr.kFile = int64(pr.bom), int64(pr.bom)
	if pr.enc == UTF8 {
		// UTF-8 bytes are their text: the window starts as what was
		// read, but for a character its end cuts.
		k := len(b)
		if !pr.srcDone {
			k -= utf8Tail(b[pr.bom:])
			if k < len(b) {
				pr.tail = append([]byte(nil), b[k:]...)
			}
		}
		if pr.encAhead <= 4*pr.readSize || pr.srcDone && k-pr.bom <= pr.readSize {
			pr.data, pr.eof = b[pr.bom:k], pr.srcDone
			return nil
		}
		// Reads much smaller than the start (tests): the window is fed
		// from it a read at a time, as from the file.
		pr.tail = nil
	}
	pr.prefix = b[pr.bom:]
	pr.data = make([]byte, 0, 2*pr.readSize)
	return nil
}

// sizeHint returns how many bytes r holds where it tells (a regular
// file, a bytes or strings reader), else 64 KiB.
func sizeHint(r io.Reader) int {
	switch r := r.(type) {
	case interface{ Len() int }:
		return r.Len()
	case interface{ Stat() (fs.FileInfo, error) }:
		if fi, err := r.Stat(); err == nil && fi.Mode().IsRegular() {
			if s, ok := r.(io.Seeker); ok {
				if at, err := s.Seek(0, io.SeekCurrent); err == nil && at <= fi.Size() {
					return int(min(fi.Size()-at, 1<<30))
				}
			}
		}
	}
	return 64 << 10
}

// validUTF8Prefix tells whether b is valid UTF-8, but for a sequence cut
// off at its end when b is not the whole file.
func validUTF8Prefix(b []byte, whole bool) bool {
	if !whole {
		b = b[:len(b)-utf8Tail(b)]
	}
	return utf8.Valid(b)
}

// utf8Tail returns the length of the UTF-8 sequence that b's last bytes
// begin but do not finish, or 0.
func utf8Tail(b []byte) int {
	for k := 1; k <= 3 && k <= len(b); k++ {
		c := b[len(b)-k]
		if c < 0x80 {
			return 0
		}
		if c >= 0xC0 {
			need := 2
			if c >= 0xF0 {
				need = 4
			} else if c >= 0xE0 {
				need = 3
			}
			if need > k {
				return k
			}
			return 0
		}
	}
	return 0
}

// fill adds at least need bytes of text to the window (a read at least),
// or sets eof at the end of the file. The main reader first drops the
// text before its game (all but one byte, so that the start of a line can
// still be told); a reader looking ahead drops nothing.
func (pr *PGNReader) fill(need int) error {
	if pr.parent != nil {
		err := pr.parent.fill(need)
		pr.data, pr.eof = pr.parent.data, pr.parent.eof
		return err
	}
	if pr.readErr != nil {
		return pr.readErr
	}
	if !pr.lookingAhead {
		pr.compact()
	}
	for n := len(pr.data); len(pr.data) < n+max(need, 1) && !pr.eof; {
		if err := pr.fillOnce(); err != nil {
			pr.readErr = err
			return err
		}
	}
	return nil
}

// compact drops the text before pr.pos-1.
func (pr *PGNReader) compact() {
	k := pr.pos - 1
	for k > 0 && pr.data[k]&0xC0 == 0x80 {
		k-- // the start of the character: lines and bytes are counted by character
	}
	if k <= 0 {
		return
	}
	pr.discard(k)
	n := copy(pr.data, pr.data[k:])
	pr.data = pr.data[:n]
	pr.pos -= k
	pr.base += int64(k)
}

// fillOnce reads once from the file and decodes what it read.
func (pr *PGNReader) fillOnce() error {
	if pr.enc == UTF8 && len(pr.prefix) == 0 && !pr.srcDone {
		return pr.readUTF8()
	}
	var raw []byte
	switch {
	case len(pr.prefix) > 0:
		n := min(len(pr.prefix), pr.readSize)
		raw = pr.prefix[:n]
		pr.prefix = pr.prefix[n:]
		if len(pr.prefix) == 0 {
			pr.prefix = nil
		}
	case !pr.srcDone:
		if pr.scratch == nil {
			pr.scratch = make([]byte, pr.readSize)
		}
		n, err := pr.src.Read(pr.scratch)
		raw = pr.scratch[:n]
		if err == io.EOF {
			pr.srcDone = true
		} else if err != nil {
			return err
		}
	}
	final := pr.srcDone && len(pr.prefix) == 0
	if len(pr.tail) > 0 {
		raw = append(pr.tail, raw...)
		pr.tail = nil
	}
	pr.decode(raw, final)
	if final {
		pr.eof = true
	}
	return nil
}

// readUTF8 reads once from a UTF-8 file straight into the window's free
// space, after the sequence the last read cut: its bytes are its text.
// Bytes that are not UTF-8 turn the file to Latin-1 (see toLatin1).
func (pr *PGNReader) readUTF8() error {
	t := len(pr.tail)
	pr.data = slices.Grow(pr.data, t+pr.readSize)
	at := len(pr.data)
	raw := pr.data[at : at+t+pr.readSize]
	copy(raw, pr.tail)
	pr.tail = nil
	n, err := pr.src.Read(raw[t:])
	if err == io.EOF {
		pr.srcDone = true
	} else if err != nil {
		return err
	}
	raw = raw[:t+n]
	k := len(raw)
	if !pr.srcDone {
		k -= utf8Tail(raw)
	}
	if !utf8.Valid(raw[:k]) {
		pr.toLatin1(raw)
	} else {
		pr.data = pr.data[:at+k]
		if k < len(raw) {
			pr.tail = append(pr.tailBuf[:0], raw[k:]...)
		}
	}
	pr.eof = pr.srcDone
	return nil
}

// decode appends the text of raw bytes of the file to the window. A
// sequence that raw's end cuts is kept for the next call unless final.
func (pr *PGNReader) decode(raw []byte, final bool) {
	switch pr.enc {
	case UTF8:
		k := len(raw)
		if !final {
			k -= utf8Tail(raw)
		}
		if !utf8.Valid(raw[:k]) {
			pr.toLatin1(raw)
			return
		}
		pr.data = append(pr.data, raw[:k]...)
		if k < len(raw) {
			pr.tail = append([]byte(nil), raw[k:]...)
		}
	case Latin1:
		pr.data = latin1Append(pr.data, raw)
	case UTF16LE, UTF16BE:
		pr.data = pr.utf16Append(pr.data, raw, final)
	}
}

// toLatin1 reads the file as Latin-1 from the game being read on: its
// text from there, taken for UTF-8 so far and so still the file's own
// bytes, and raw. The games before keep their UTF-8 reading.
func (pr *PGNReader) toLatin1(raw []byte) {
	p := pr.pos
	pr.where(p)
	pr.kOff, pr.kLine, pr.kFile = pr.cOff, pr.cLine, pr.cFile
	rest := append(append([]byte(nil), pr.data[p:]...), raw...)
	pr.data = latin1Append(pr.data[:p], rest)
	pr.enc = Latin1
	pr.epoch++
}

func latin1Append(out, b []byte) []byte {
	for _, c := range b {
		switch {
		case c < 0x80:
			out = append(out, c)
		case c < 0xA0:
			out = utf8.AppendRune(out, cp1252[c-0x80])
		default:
			out = utf8.AppendRune(out, rune(c))
		}
	}
	return out
}

// utf16Append decodes UTF-16 as utf16.Decode does: a surrogate that is
// not one of a pair becomes U+FFFD; an odd last byte is dropped.
func (pr *PGNReader) utf16Append(out, b []byte, final bool) []byte {
	be := pr.enc == UTF16BE
	unit := func(i int) rune {
		if be {
			return rune(b[i])<<8 | rune(b[i+1])
		}
		return rune(b[i+1])<<8 | rune(b[i])
	}
	i := 0
	for ; i+1 < len(b); i += 2 {
		u := unit(i)
		switch {
		case u < 0xD800 || u >= 0xE000:
			out = utf8.AppendRune(out, u)
		case u < 0xDC00:
			if i+3 >= len(b) {
				if !final {
					pr.tail = append([]byte(nil), b[i:]...)
					return out
				}
				out = utf8.AppendRune(out, utf8.RuneError)
				continue
			}
			if v := unit(i + 2); v >= 0xDC00 && v < 0xE000 {
				out = utf8.AppendRune(out, 0x10000+(u-0xD800)<<10+(v-0xDC00))
				i += 2
				continue
			}
			out = utf8.AppendRune(out, utf8.RuneError)
		default:
			out = utf8.AppendRune(out, utf8.RuneError)
		}
	}
	if i < len(b) && !final {
		pr.tail = append([]byte(nil), b[i:]...)
	}
	return out
}

// skipToTags drops the text up to the next line that starts with a tag
// pair, after a game cut at maxGame.
func (pr *PGNReader) skipToTags() error {
	for {
		data := pr.data
		i, keep := pr.pos, len(data)
		for {
			k := bytes.IndexByte(data[i:], '\n')
			if k < 0 {
				break // the middle of a line: nothing to keep
			}
			i += k + 1
			if tagLineAt(data, i) {
				pr.pos, pr.skipping = i, false
				return nil
			}
			if !pr.eof && bytes.IndexByte(data[i:], '\n') < 0 {
				keep = i - 1 // a line not read to its end, from its line end before
				break
			}
		}
		if pr.eof {
			pr.pos, pr.skipping = len(data), false
			return nil
		}
		pr.pos = keep
		if err := pr.fill(1); err != nil {
			return err
		}
	}
}
