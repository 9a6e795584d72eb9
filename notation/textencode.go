package notation

import (
	"fmt"
	"unicode/utf16"
)

// DecodeText returns the text of PGN file content b as UTF-8, as the
// reader reads it: the encoding it was read in and the length of its
// byte-order mark. (A file over 1 MiB whose start is UTF-8 and whose
// later text is not is read by the reader as UTF-8 up to the game where
// that text starts, and as Latin-1 from there; DecodeText, seeing the
// whole file, takes it for Latin-1, the reader's encoding at its end.)
func DecodeText(b []byte) (text []byte, enc Encoding, bom int) {
	return decodeText(b)
}

// UnencodableError says that text cannot be written in an encoding.
type UnencodableError struct {
	Encoding Encoding
	Rune     rune
}

func (e *UnencodableError) Error() string {
	return fmt.Sprintf("%q cannot be written in %s", e.Rune, e.Encoding)
}

func (e *UnencodableError) Fact() (string, []any) {
	return "unencodable", []any{string(e.Rune), e.Encoding.String()}
}

// EncodeText returns UTF-8 text s in encoding enc (without a byte-order
// mark), so that text added to a file keeps the file's encoding. A
// character enc has no code for is an *UnencodableError.
func EncodeText(enc Encoding, s string) ([]byte, error) {
	switch enc {
	case Latin1:
		out := make([]byte, 0, len(s))
		for _, r := range s {
			c, ok := latin1Byte(r)
			if !ok {
				return nil, &UnencodableError{enc, r}
			}
			out = append(out, c)
		}
		return out, nil
	case UTF16LE, UTF16BE:
		units := utf16.Encode([]rune(s))
		out := make([]byte, 0, 2*len(units))
		for _, u := range units {
			if enc == UTF16BE {
				out = append(out, byte(u>>8), byte(u))
			} else {
				out = append(out, byte(u), byte(u>>8))
			}
		}
		return out, nil
	}
	return []byte(s), nil
}

// latin1Byte returns the Windows-1252 byte of r, as the reader reads
// Latin-1 files.
func latin1Byte(r rune) (byte, bool) {
	switch {
	case r < 0x80 || r >= 0xA0 && r <= 0xFF:
		return byte(r), true
	}
	for i, c := range cp1252 {
		if c == r {
			return byte(0x80 + i), true
		}
	}
	return 0, false
}
