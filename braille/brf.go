package braille

import (
	"bufio"
	"fmt"
	"io"
)

// WriteBRF writes pages as a BRF file for embossers: North American
// Braille ASCII, one line per braille line ending in CR LF, and a form
// feed before each page after the first.
func WriteBRF(w io.Writer, pages []Page) error {
	bw := bufio.NewWriter(w)
	for pi, pg := range pages {
		if pi > 0 {
			bw.WriteByte('\f')
		}
		for li, ln := range pg {
			for ci, c := range ln {
				b, ok := BRFChar(c)
				if !ok {
					return fmt.Errorf("page %d, line %d, cell %d: dots %s cannot be written in BRF, which is 6-dot", pi+1, li+1, ci+1, c.Dots())
				}
				bw.WriteByte(b)
			}
			bw.WriteString("\r\n")
		}
	}
	return bw.Flush()
}

// WriteUnicode writes pages as Unicode braille text: one line per braille
// line ending in LF, and a form feed line between pages.
func WriteUnicode(w io.Writer, pages []Page) error {
	bw := bufio.NewWriter(w)
	for pi, pg := range pages {
		if pi > 0 {
			bw.WriteString("\f\n")
		}
		for _, ln := range pg {
			bw.WriteString(Unicode(ln))
			bw.WriteByte('\n')
		}
	}
	return bw.Flush()
}
