package settings

import (
	"bytes"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/pelletier/go-toml/v2/unstable"

	"github.com/rochade/rochade/cmd/internal/fact"
)

// SyntaxProblem says what is wrong where a file is no TOML.
type SyntaxProblem int

// The syntax problems.
const (
	SyntaxOther    SyntaxProblem = iota // anything else
	SyntaxUnquoted                      // a value that is no number, no true or false and not in quotes
	SyntaxUnclosed                      // a text, a list or a table not closed
	SyntaxLine                          // no key = value: a missing =, a bad key, two values on a line
	SyntaxNumber                        // a number or a date that is none
	SyntaxEncoding                      // not UTF-8, or a control character
	SyntaxTwice                         // a key given twice
)

// Fact names the message of the problem.
func (p SyntaxProblem) Fact() (string, []any) {
	return [...]string{"config-syntax-other", "config-syntax-unquoted", "config-syntax-unclosed", "config-syntax-line",
		"config-syntax-number", "config-syntax-encoding", "config-syntax-other"}[max(0, min(int(p), int(SyntaxTwice)))], nil
}

// SyntaxError says where a settings file is no TOML. The settings read
// before that place are kept.
type SyntaxError struct {
	File    string
	Line    int
	Column  int
	Text    string // the line, trimmed and shortened
	Problem SyntaxProblem
	Key     string // SyntaxTwice: the key
	First   int    // SyntaxTwice: the line of its first value
	Detail  string // the parser's own words (English), for a log
}

func (e *SyntaxError) Error() string {
	if e.Problem == SyntaxTwice {
		return fmt.Sprintf("%s:%d: %s is set twice (first on line %d)", e.File, e.Line, e.Key, e.First)
	}
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Column, e.Detail)
}

// Fact names the message of the error: the file, the line, its text and
// the problem.
func (e *SyntaxError) Fact() (string, []any) {
	if e.Problem == SyntaxTwice {
		return "config-twice", []any{e.File, e.Line, e.Key, e.First}
	}
	return "config-syntax", []any{e.File, e.Line, e.Text, e.Problem}
}

// ValueError says that a setting's value in a file, or given to Set, is
// refused. Line is 0 for a value given to Set.
type ValueError struct {
	File  string
	Line  int
	Key   string
	Value string // as the file writes it, or as given
	Err   error  // why: *KindError, *ChoiceError, ErrOneValue, ErrNotUTF8, or the check's error
}

func (e *ValueError) Error() string {
	return fmt.Sprintf("%s:%d: %s = %s: %v", e.File, e.Line, e.Key, e.Value, e.Err)
}

func (e *ValueError) Unwrap() error { return e.Err }

// Fact names the message of the error: the file, the line, the key, the
// value and why; a value given to Set is named without file and line.
func (e *ValueError) Fact() (string, []any) {
	if e.Line == 0 {
		return "config-bad-set", []any{e.Key, e.Value, e.Err}
	}
	return "config-bad-value", []any{e.File, e.Line, e.Key, e.Value, e.Err}
}

// UnknownKeyError says that a file sets a key that is no setting. The
// key is kept in the file and ignored.
type UnknownKeyError struct {
	File string
	Line int
	Key  string
}

func (e *UnknownKeyError) Error() string {
	return fmt.Sprintf("%s:%d: unknown setting %s", e.File, e.Line, e.Key)
}

// Fact names the message of an unknown key.
func (e *UnknownKeyError) Fact() (string, []any) {
	return "config-unknown-key", []any{e.File, e.Line, e.Key}
}

// ErrNotUTF8 is the reason of a value that a TOML file cannot hold.
var ErrNotUTF8 error = &fact.Fact{Key: "config-not-utf8", Text: "not UTF-8"}

// entry is a top-level key of the file.
type entry struct {
	key        string
	line       int
	start, end int      // the value's bytes
	values     []string // nil: refused
}

// parsed is a settings file read.
type parsed struct {
	data     []byte
	entries  map[string]*entry // the table's keys, valid or not
	problems []error           // *ValueError, *UnknownKeyError
	broken   *SyntaxError
	// insertAt is where a new key goes: after the last top-level key,
	// else before the first table, else at the end.
	insertAt int
	newline  string // the file's line ending
}

// bom is the byte-order mark some editors put in front of UTF-8.
const bom = "\ufeff"

// parse reads data, the content of file, against t. It never panics.
func parse(file string, data []byte, t *Table) (p *parsed) {
	p = &parsed{data: data, entries: map[string]*entry{}, newline: "\n", insertAt: -1}
	if bytes.Contains(data, []byte("\r\n")) {
		p.newline = "\r\n"
	}
	skip := 0
	if bytes.HasPrefix(data, []byte(bom)) {
		skip = len(bom)
	}
	if !utf8.Valid(data) {
		off := skip
		for off < len(data) {
			r, n := utf8.DecodeRune(data[off:])
			if r == utf8.RuneError && n <= 1 {
				break
			}
			off += n
		}
		p.broken = syntaxAt(file, data, off, SyntaxEncoding, "invalid UTF-8")
		data = data[:off]
	}
	defer func() {
		if r := recover(); r != nil {
			// The parser failed in a way it does not report: the file
			// is no TOML from here on.
			p.broken = syntaxAt(file, data, len(data), SyntaxOther, fmt.Sprint(r))
		}
	}()
	var tp unstable.Parser
	doc := data[skip:]
	tp.Reset(doc)
	firstTable := -1
	lastKey := -1
	for tp.NextExpression() {
		e := tp.Expression()
		switch e.Kind {
		case unstable.Table, unstable.ArrayTable:
			if firstTable < 0 {
				if k := e.Child(); k != nil {
					firstTable = skip + lineStart(doc, int(k.Raw.Offset))
				}
			}
			continue
		case unstable.KeyValue:
		default:
			continue
		}
		if firstTable >= 0 {
			continue // a key of a table: not ours
		}
		var parts []string
		it := e.Key()
		var keyOff int
		for it.Next() {
			k := it.Node()
			if len(parts) == 0 {
				keyOff = int(k.Raw.Offset)
			}
			parts = append(parts, string(k.Data))
		}
		name := strings.Join(parts, ".")
		end := skip + int(e.Raw.Offset+e.Raw.Length)
		lastKey = lineEnd(data, end)
		line := lineOf(data, skip+keyOff)
		if prev, ok := p.entries[name]; ok && len(parts) == 1 {
			p.broken = syntaxAt(file, data, skip+keyOff, SyntaxTwice, "key set twice")
			p.broken.Key, p.broken.First = name, prev.line
			break
		}
		s, known := t.Lookup(name)
		if !known || len(parts) > 1 {
			p.problems = append(p.problems, &UnknownKeyError{File: file, Line: line, Key: name})
			continue
		}
		v := e.Value()
		start := skip + int(v.Raw.Offset)
		if v.Kind == unstable.Array || v.Kind == unstable.InlineTable {
			// Containers have no range of their own: from the bracket
			// after the = to the end of the key = value.
			eq := bytes.IndexByte(data[skip+keyOff:end], '=')
			start = skip + keyOff + eq + 1
			for start < end && (data[start] == ' ' || data[start] == '\t') {
				start++
			}
		} else {
			end = start + int(v.Raw.Length)
		}
		en := &entry{key: name, line: line, start: start, end: end}
		p.entries[name] = en
		values, err := nodeValues(v, s.Kind)
		if err == nil {
			err = t.Check(name, values...)
		}
		if err != nil {
			p.problems = append(p.problems, &ValueError{File: file, Line: line, Key: name, Value: string(data[start:end]), Err: err})
			continue
		}
		en.values = values
	}
	if err := tp.Error(); err != nil && p.broken == nil {
		off := len(data)
		var pe *unstable.ParserError
		if asParserError(err, &pe) && cap(pe.Highlight) > 0 && cap(pe.Highlight) <= cap(doc) {
			off = skip + cap(doc) - cap(pe.Highlight)
		}
		p.broken = syntaxAt(file, data, off, classify(err.Error()), err.Error())
	}
	switch {
	case lastKey >= 0:
		p.insertAt = lastKey
	case firstTable >= 0:
		p.insertAt = firstTable
	default:
		p.insertAt = len(data)
	}
	return p
}

func asParserError(err error, pe **unstable.ParserError) bool {
	e, ok := err.(*unstable.ParserError)
	if ok {
		*pe = e
	}
	return ok
}

// nodeValues returns the values of a TOML value as the flag takes them.
func nodeValues(v *unstable.Node, k Kind) ([]string, error) {
	bad := &KindError{Want: k}
	switch v.Kind {
	case unstable.String:
		if k == Text || k == Duration || k == List {
			return []string{string(v.Data)}, nil
		}
	case unstable.Bool:
		if k == Switch {
			return []string{string(v.Data)}, nil
		}
	case unstable.Integer:
		if k == Whole || k == Number {
			n, err := parseInteger(string(v.Data))
			if err != nil {
				return nil, bad
			}
			return []string{strconv.FormatInt(n, 10)}, nil
		}
	case unstable.Float:
		if k == Number {
			f, err := strconv.ParseFloat(strings.ReplaceAll(string(v.Data), "_", ""), 64)
			if err != nil && !math.IsInf(f, 0) {
				switch string(v.Data) {
				case "nan", "+nan", "-nan":
					f = math.NaN()
				case "inf", "+inf":
					f = math.Inf(1)
				case "-inf":
					f = math.Inf(-1)
				default:
					return nil, bad
				}
			}
			return []string{strconv.FormatFloat(f, 'f', -1, 64)}, nil
		}
	case unstable.Array:
		if k != List {
			return nil, bad
		}
		var out []string
		it := v.Children()
		for it.Next() {
			c := it.Node()
			if c.Kind != unstable.String {
				return nil, bad
			}
			out = append(out, string(c.Data))
		}
		return out, nil
	}
	return nil, bad
}

// parseInteger reads a TOML integer: decimal with underscores, or 0x,
// 0o, 0b.
func parseInteger(s string) (int64, error) {
	s = strings.ReplaceAll(s, "_", "")
	if strings.HasPrefix(s, "0o") {
		return strconv.ParseInt(s[2:], 8, 64)
	}
	if strings.HasPrefix(s, "0x") || strings.HasPrefix(s, "0b") {
		return strconv.ParseInt(s, 0, 64)
	}
	return strconv.ParseInt(s, 10, 64)
}

// classify names the problem of a parser's message.
func classify(msg string) SyntaxProblem {
	for _, c := range []struct {
		p     SyntaxProblem
		words []string
	}{
		{SyntaxEncoding, []string{"UTF-8", "control character", "carriage return"}},
		{SyntaxUnquoted, []string{"at start of value", "expected value", "strings must be quoted", "expected keyword"}},
		{SyntaxUnclosed, []string{"unterminated", "not terminated", "cannot have new lines", "incomplete", "expected ',' or", "to close", "too many quotes"}},
		{SyntaxLine, []string{"expected '=' after key", "character at start of key", "expected key", "expected newline", "unexpected comma"}},
		{SyntaxNumber, []string{"digit", "number", "integer", "float", "date", "time", "hour", "minutes", "seconds", "radix", "exponent", "decimal", "separator", "colon", "timezone", "leading zeroes", "sign"}},
	} {
		for _, w := range c.words {
			if strings.Contains(msg, w) {
				return c.p
			}
		}
	}
	return SyntaxOther
}

// syntaxAt makes the SyntaxError of a place in data.
func syntaxAt(file string, data []byte, off int, problem SyntaxProblem, detail string) *SyntaxError {
	off = max(0, min(off, len(data)))
	ls := lineStart(data, off)
	le := bytes.IndexByte(data[ls:], '\n')
	if le < 0 {
		le = len(data)
	} else {
		le += ls
	}
	text := strings.TrimSpace(strings.ToValidUTF8(string(data[ls:le]), "?"))
	if r := []rune(text); len(r) > 60 {
		text = string(r[:59]) + "…"
	}
	col := utf8.RuneCount(data[ls:off]) + 1
	return &SyntaxError{File: file, Line: lineOf(data, off), Column: col, Text: text, Problem: problem, Detail: detail}
}

// lineOf returns the line (from 1) of the byte at off.
func lineOf(data []byte, off int) int {
	return bytes.Count(data[:max(0, min(off, len(data)))], []byte("\n")) + 1
}

// lineStart returns the offset of the start of the line of off.
func lineStart(data []byte, off int) int {
	off = max(0, min(off, len(data)))
	return bytes.LastIndexByte(data[:off], '\n') + 1
}

// lineEnd returns the offset after the newline ending the line of off
// (the end of data for the last line).
func lineEnd(data []byte, off int) int {
	off = max(0, min(off, len(data)))
	i := bytes.IndexByte(data[off:], '\n')
	if i < 0 {
		return len(data)
	}
	return off + i + 1
}
