package notation

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Encoding is how the bytes of a PGN file were read.
type Encoding uint8

// Encodings the PGN reader recognises.
const (
	UTF8    Encoding = iota // UTF-8, with or without a byte-order mark
	Latin1                  // ISO 8859-1, with Windows-1252 for 0x80 to 0x9F
	UTF16LE                 // UTF-16 little-endian, after its byte-order mark
	UTF16BE                 // UTF-16 big-endian, after its byte-order mark
)

func (e Encoding) String() string {
	switch e {
	case Latin1:
		return "Latin-1"
	case UTF16LE:
		return "UTF-16LE"
	case UTF16BE:
		return "UTF-16BE"
	}
	return "UTF-8"
}

// cp1252 holds the characters Windows-1252 puts at 0x80 to 0x9F; the five
// codes it leaves free keep their Latin-1 meaning.
var cp1252 = [32]rune{
	'€', 0x81, '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', 0x8D, 'Ž', 0x8F,
	0x90, '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', 0x9D, 'ž', 'Ÿ',
}

// decodeText returns the text of a whole PGN file as UTF-8, the encoding
// it is in and the length of its byte-order mark, with the reader's
// decoders: a file that is valid UTF-8 is used as it is; UTF-16 needs its
// byte-order mark; any other file is Latin-1 (Windows-1252), which gives
// every byte a character. The reader, which decides from the first MiB,
// agrees on every file up to that size, and on the encoding at the end of
// any file.
func decodeText(b []byte) ([]byte, Encoding, int) {
	switch {
	case len(b) >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF:
		if utf8.Valid(b[3:]) {
			return b[3:], UTF8, 3
		}
		return latin1Append(nil, b[3:]), Latin1, 3
	case len(b) >= 2 && (b[0] == 0xFF && b[1] == 0xFE || b[0] == 0xFE && b[1] == 0xFF):
		pr := &PGNReader{enc: UTF16LE}
		if b[0] == 0xFE {
			pr.enc = UTF16BE
		}
		return pr.utf16Append(make([]byte, 0, len(b)/2), b[2:], true), pr.enc, 2
	case utf8.Valid(b):
		return b, UTF8, 0
	}
	return latin1Append(nil, b), Latin1, 0
}

// fileOffset returns the byte offset in the file of byte off of the
// decoded text.
func fileOffset(text []byte, off int, enc Encoding, bom int) int64 {
	if off > len(text) {
		off = len(text)
	}
	switch enc {
	case Latin1:
		return int64(bom + utf8.RuneCount(text[:off]))
	case UTF16LE, UTF16BE:
		n := 0
		for _, r := range string(text[:off]) {
			n += 2
			if r >= 0x10000 {
				n += 2
			}
		}
		return int64(bom + n)
	}
	return int64(bom + off)
}

// maxQuote is the most characters of a file's text an error message
// quotes.
const maxQuote = 40

// maxQuoted is the most characters Quote writes between the quotes,
// escapes included.
const maxQuoted = 60

// Quote returns s in double quotes for an error line: at most maxQuote
// (40) characters of s and at most maxQuoted (60) between the quotes,
// control characters and invalid bytes escaped, "…" where it was cut.
// It is the one quoting of bad input for every package of Rochade: a
// screen reader or a Braille display shows a short line, and a control
// character could upset the terminal.
func Quote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	n, out := 0, 0
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		var piece string
		switch {
		case r == utf8.RuneError && size == 1:
			piece = fmt.Sprintf(`\x%02x`, s[i])
		case r == '"' || r == '\\':
			piece = `\` + string(r)
		case r == '\n':
			piece = `\n`
		case r == '\r':
			piece = `\r`
		case r == '\t':
			piece = `\t`
		case r < 0x20 || r == 0x7F || (r >= 0x80 && r < 0xA0) || r == 0x2028 || r == 0x2029,
			r >= 0x202A && r <= 0x202E || r >= 0x2066 && r <= 0x2069 || r == 0x200E || r == 0x200F:
			// Control characters; direction overrides would reorder
			// the terminal line.
			piece = fmt.Sprintf(`\u%04x`, r)
		default:
			piece = string(r)
		}
		w := utf8.RuneCountInString(piece)
		if n == maxQuote || out+w > maxQuoted {
			b.WriteString("…")
			break
		}
		b.WriteString(piece)
		n, out, i = n+1, out+w, i+size
	}
	b.WriteByte('"')
	return b.String()
}
