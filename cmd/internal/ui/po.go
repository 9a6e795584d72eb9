package ui

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// poEntry is one message of a gettext PO file.
type poEntry struct {
	// Line is the line of the entry's msgctxt (or msgid when it has none).
	Line int
	// Context (msgctxt) names the message: a Key, or a prefix and a name
	// for the other texts ("help|rochade play:short").
	Context string
	// ID (msgid) is the English source; IDPlural (msgid_plural) the
	// English plural source of a counted text.
	ID, IDPlural string
	// Str are the translations: msgstr alone, or msgstr[0], msgstr[1] …
	Str []string
	// Plural tells whether the entry has msgid_plural and msgstr[n].
	Plural bool
	// Fuzzy tells whether the entry is marked "#, fuzzy": its text waits
	// for a translator's check, and is not used.
	Fuzzy bool
}

// PoError is an error of a PO file at a line.
type PoError struct {
	Line int
	Msg  string
}

func (e *PoError) Error() string { return fmt.Sprintf("line %d: %s", e.Line, e.Msg) }

// poFile is a parsed PO file: its header fields and its entries, in the
// order of the file.
type poFile struct {
	Header  map[string]string
	Entries []poEntry
}

// parsePO reads a PO file: entries of msgctxt, msgid, msgid_plural,
// msgstr and msgstr[n], each a quoted string that continues on the lines
// of quoted strings below it; comments (#) and blank lines between. The
// header (the entry of the empty msgid) gives Header. Obsolete entries
// (#~) are left out.
func parsePO(data []byte) (*poFile, error) {
	if !utf8.Valid(data) {
		return nil, &PoError{Line: 1, Msg: "not UTF-8"}
	}
	count := bytes.Count(data, []byte("\nmsgid ")) + 1 // room for every entry
	f := &poFile{Header: map[string]string{}, Entries: make([]poEntry, 0, count)}
	var entry poEntry // the entry being read, while cur points to it
	var cur *poEntry
	var field *string // the string the next continuation line adds to
	var more []string // the continuation lines of field, joined by flush
	var last string   // the keyword of field
	// flush adds the continuation lines to their field: joined once, not
	// a line at a time (help texts run to dozens of lines).
	flush := func() {
		if field != nil && len(more) > 0 {
			n := len(*field)
			for _, m := range more {
				n += len(m)
			}
			var b strings.Builder
			b.Grow(n)
			b.WriteString(*field)
			for _, m := range more {
				b.WriteString(m)
			}
			*field = b.String()
		}
		more = more[:0]
	}
	fuzzy := false
	type msgKey struct{ ctx, id string }
	seen := make(map[msgKey]int, count)
	headerSeen := false
	finish := func() error {
		if cur == nil {
			return nil
		}
		flush()
		e := *cur
		cur, field, last = nil, nil, ""
		if e.Str == nil {
			return &PoError{Line: e.Line, Msg: "entry without msgstr"}
		}
		if e.ID == "" && e.Context == "" {
			if len(f.Entries) > 0 || headerSeen {
				return &PoError{Line: e.Line, Msg: "a second header, or a header after the messages"}
			}
			headerSeen = true
			for _, l := range strings.Split(e.Str[0], "\n") {
				if k, v, ok := strings.Cut(l, ":"); ok {
					f.Header[strings.TrimSpace(k)] = strings.TrimSpace(v)
				}
			}
			return nil
		}
		id := msgKey{e.Context, e.ID}
		if l, ok := seen[id]; ok {
			return &PoError{Line: e.Line, Msg: fmt.Sprintf("the message %q is there twice (line %d)", e.Context, l)}
		}
		seen[id] = e.Line
		f.Entries = append(f.Entries, e)
		return nil
	}
	rest := string(data)
	for n := 1; rest != ""; n++ {
		var line string
		line, rest, _ = strings.Cut(rest, "\n")
		line = strings.TrimSpace(line)
		switch {
		case line == "":
			if err := finish(); err != nil {
				return nil, err
			}
			fuzzy = false
			continue
		case strings.HasPrefix(line, "#~"):
			continue
		case strings.HasPrefix(line, "#"):
			if cur != nil && cur.Str != nil {
				if err := finish(); err != nil {
					return nil, err
				}
			}
			if strings.HasPrefix(line, "#,") {
				for _, flag := range strings.Split(line[2:], ",") {
					if strings.TrimSpace(flag) == "fuzzy" {
						fuzzy = true
					}
				}
			}
			continue
		case line[0] == '"':
			if field == nil {
				return nil, &PoError{Line: n, Msg: "a string without a keyword before it"}
			}
			s, err := unquotePO(line)
			if err != nil {
				return nil, &PoError{Line: n, Msg: err.Error()}
			}
			more = append(more, s)
			continue
		}
		flush()
		kw, rest, _ := strings.Cut(line, " ")
		s, err := unquotePO(strings.TrimSpace(rest))
		if err != nil {
			return nil, &PoError{Line: n, Msg: kw + ": " + err.Error()}
		}
		// A keyword that starts a new entry ends the one before.
		if (kw == "msgctxt" || kw == "msgid") && cur != nil && !(kw == "msgid" && last == "msgctxt") {
			if err := finish(); err != nil {
				return nil, err
			}
		}
		if cur == nil {
			if kw != "msgctxt" && kw != "msgid" {
				return nil, &PoError{Line: n, Msg: kw + " before msgid"}
			}
			entry = poEntry{Line: n, Fuzzy: fuzzy}
			cur = &entry
			fuzzy = false
		}
		switch {
		case kw == "msgctxt":
			cur.Context, field = s, &cur.Context
		case kw == "msgid":
			cur.ID, field = s, &cur.ID
		case kw == "msgid_plural":
			if last != "msgid" {
				return nil, &PoError{Line: n, Msg: "msgid_plural not after msgid"}
			}
			cur.IDPlural, field, cur.Plural = s, &cur.IDPlural, true
		case kw == "msgstr":
			if cur.Plural || cur.Str != nil {
				return nil, &PoError{Line: n, Msg: "msgstr where msgstr[n] belongs"}
			}
			cur.Str = []string{s}
			field = &cur.Str[0]
		case strings.HasPrefix(kw, "msgstr[") && strings.HasSuffix(kw, "]"):
			k, err := strconv.Atoi(kw[len("msgstr[") : len(kw)-1])
			if err != nil || !cur.Plural || k != len(cur.Str) {
				return nil, &PoError{Line: n, Msg: kw + " out of order, or without msgid_plural"}
			}
			cur.Str = append(cur.Str, s)
			field = &cur.Str[k]
		default:
			return nil, &PoError{Line: n, Msg: fmt.Sprintf("unknown keyword %q", kw)}
		}
		last = kw
	}
	if err := finish(); err != nil {
		return nil, err
	}
	return f, nil
}

// unquotePO reads a quoted string of a PO file, with the escapes of C.
func unquotePO(s string) (string, error) {
	if len(s) < 2 || s[0] != '"' || s[len(s)-1] != '"' {
		return "", fmt.Errorf("a quoted string expected, not %q", s)
	}
	s = s[1 : len(s)-1]
	if !strings.ContainsAny(s, `\"`) {
		return s, nil
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '"' {
			return "", fmt.Errorf("a quote inside a string needs a backslash")
		}
		if c != '\\' {
			b.WriteByte(c)
			continue
		}
		i++
		if i == len(s) {
			return "", fmt.Errorf("a backslash at the end of a string")
		}
		switch s[i] {
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case 'r':
			b.WriteByte('\r')
		case '"', '\\':
			b.WriteByte(s[i])
		default:
			return "", fmt.Errorf("unknown escape \\%c", s[i])
		}
	}
	return b.String(), nil
}
