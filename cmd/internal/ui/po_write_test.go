package ui

import (
	"fmt"
	"slices"
	"strings"
)

// poQuote writes s as the strings of a PO file: one line, or "" and a
// line for each line of s.
func poQuote(s string) string {
	esc := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`, "\t", `\t`, "\r", `\r`)
	if !strings.Contains(strings.TrimSuffix(s, "\n"), "\n") {
		return `"` + esc.Replace(s) + `"`
	}
	var b strings.Builder
	b.WriteString(`""`)
	for s != "" {
		line, rest, _ := strings.Cut(s, "\n")
		if rest != "" || strings.HasSuffix(s, "\n") {
			line += "\n"
		}
		b.WriteString("\n\"" + esc.Replace(line) + `"`)
		s = rest
	}
	return b.String()
}

// writePO writes a PO file: the header's fields, sorted, then the
// entries.
func writePO(f *poFile) []byte {
	var b strings.Builder
	if len(f.Header) > 0 {
		var h strings.Builder
		keys := make([]string, 0, len(f.Header))
		for k := range f.Header {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			fmt.Fprintf(&h, "%s: %s\n", k, f.Header[k])
		}
		fmt.Fprintf(&b, "msgid \"\"\nmsgstr %s\n\n", poQuote(h.String()))
	}
	for _, e := range f.Entries {
		if e.Fuzzy {
			b.WriteString("#, fuzzy\n")
		}
		if e.Context != "" {
			fmt.Fprintf(&b, "msgctxt %s\n", poQuote(e.Context))
		}
		fmt.Fprintf(&b, "msgid %s\n", poQuote(e.ID))
		if !e.Plural {
			fmt.Fprintf(&b, "msgstr %s\n\n", poQuote(e.Str[0]))
			continue
		}
		fmt.Fprintf(&b, "msgid_plural %s\n", poQuote(e.IDPlural))
		for i, s := range e.Str {
			fmt.Fprintf(&b, "msgstr[%d] %s\n", i, poQuote(s))
		}
		b.WriteString("\n")
	}
	return []byte(b.String())
}
