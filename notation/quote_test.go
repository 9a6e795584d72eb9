package notation

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// Quote shows at most 40 characters of bad input and 60 between the
// quotes, with every control character escaped.
func TestQuoteShort(t *testing.T) {
	for in, want := range map[string]string{
		"e9":                     `"e9"`,
		"a\"b\\c":                `"a\"b\\c"`,
		"\x1b[2J\n\t":            `"\u001b[2J\n\t"`,
		"\xff":                   `"\xff"`,
		"\u202eevil":             `"\u202eevil"`,
		strings.Repeat("x", 41):  `"` + strings.Repeat("x", 40) + `…"`,
		strings.Repeat("é", 40):  `"` + strings.Repeat("é", 40) + `"`,
		strings.Repeat("\a", 40): `"` + strings.Repeat(`\u0007`, 10) + `…"`,
	} {
		got := Quote(in)
		if got != want {
			t.Errorf("Quote(%q) = %s, want %s", in, got, want)
		}
		if utf8.RuneCountInString(got) > 63 {
			t.Errorf("Quote(%q) is %d characters long", in, utf8.RuneCountInString(got))
		}
	}
}
