package clock

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// Parse never panics, answers in one line, and what it accepts it writes
// back in a form it reads again the same.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"300+3", "5m+3s", "40/5400+30:1800+30", "40/90m+30s:30m+30s", "1h30m", "300d5", "-", "?", "*60",
		"0", "40/", "1:2:3", "99999999999999999999", "5m3", "3s5m", "1h1h", "+", "d", "40/7200:20/3600"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		tc, err := Parse(s)
		if err != nil {
			msg := err.Error()
			if strings.Contains(msg, "\n") || utf8.RuneCountInString(msg) > 700 {
				t.Fatalf("message %q", msg)
			}
			return
		}
		back, err := Parse(tc.String())
		if err != nil || back.String() != tc.String() {
			t.Fatalf("%q: %q reads back as %q, %v", s, tc.String(), back.String(), err)
		}
		units, err := Parse(tc.Units())
		if err != nil || units.String() != tc.String() {
			t.Fatalf("%q: %q reads back as %q, %v", s, tc.Units(), units.String(), err)
		}
	})
}

func FuzzParseHMS(f *testing.F) {
	for _, s := range []string{"1:29:45", "0:00:09.5", "4:12", "", "1:60:00", "1e3:00:00", "NaN:00", "0:00:Inf"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := ParseHMS(s)
		if err != nil {
			return
		}
		if d < 0 {
			t.Fatalf("%q: negative %v", s, d)
		}
		if back, err := ParseHMS(FormatHMS(d)); err != nil || back != d.Truncate(1e9) {
			t.Fatalf("%q: %v → %q → %v, %v", s, d, FormatHMS(d), back, err)
		}
	})
}
