package settings

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/spf13/pflag"

	"github.com/rochade/rochade/cmd/internal/fact"
	"github.com/rochade/rochade/cmd/internal/safefile"
)

// ReadError says that a settings file exists but cannot be read.
type ReadError struct {
	File string
	Err  error
}

func (e *ReadError) Error() string { return e.File + ": " + e.Err.Error() }
func (e *ReadError) Unwrap() error { return e.Err }

// Fact names the message of the error.
func (e *ReadError) Fact() (string, []any) {
	if e.Err == ErrTooLarge {
		return "config-too-large", []any{e.File}
	}
	return "cannot-read", []any{e.File, e.Err}
}

// WriteError says that a settings file cannot be written; the file is as
// it was.
type WriteError struct {
	File string
	Err  error
}

func (e *WriteError) Error() string { return e.File + ": " + e.Err.Error() }
func (e *WriteError) Unwrap() error { return e.Err }

// Fact names the message of the error.
func (e *WriteError) Fact() (string, []any) { return "cannot-write", []any{e.File, e.Err} }

// Change is a setting changed through a Store.
type Change struct {
	Key    string
	Values []string
}

// Store is a settings file and its table. Its methods may be called from
// several goroutines (a menu and a web page at once).
type Store struct {
	path  string
	table *Table

	mu       sync.Mutex
	values   map[string][]string // valid values read or set
	lines    map[string]int      // the line of each key in the file
	watchers []func(Change)
}

// maxSize is the largest settings file read: a settings file is a few
// hundred bytes, a larger one is no settings file.
const maxSize = 1 << 20

// Open reads the settings file at path. A file that does not exist is an
// empty one (Set creates it). problems lists the values refused and the
// unknown keys: those keys have their defaults. A syntax error is returned
// as a *SyntaxError with the Store, which holds the values read before
// it; a file that cannot be read, as a *ReadError and no Store.
func Open(path string, t *Table) (s *Store, problems []error, err error) {
	s = &Store{path: path, table: t, values: map[string][]string{}, lines: map[string]int{}}
	data, err := readFile(path)
	if err != nil {
		return nil, nil, err
	}
	p := parse(path, data, t)
	for k, e := range p.entries {
		s.lines[k] = e.line
		if e.values != nil {
			s.values[k] = e.values
		}
	}
	if p.broken != nil {
		return s, p.problems, p.broken
	}
	return s, p.problems, nil
}

func readFile(path string) ([]byte, error) {
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, &ReadError{path, safefile.Reason(err)}
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil && !fi.Mode().IsRegular() {
		return nil, &ReadError{path, safefile.ErrNotRegular}
	}
	data, err := io.ReadAll(io.LimitReader(f, maxSize+1))
	if err != nil {
		return nil, &ReadError{path, safefile.Reason(err)}
	}
	if len(data) > maxSize {
		return nil, &ReadError{path, ErrTooLarge}
	}
	return data, nil
}

// ErrTooLarge is the reason of a settings file of more than a megabyte.
var ErrTooLarge error = &fact.Fact{Key: "config-too-large", Text: "larger than a megabyte"}

// Path returns the file's path.
func (s *Store) Path() string { return s.path }

// Table returns the settings' table.
func (s *Store) Table() *Table { return s.table }

// Get returns the values of key in the file; set is false when the file
// does not set it (or sets a refused value): the default holds.
func (s *Store) Get(key string) (values []string, set bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	v, ok := s.values[key]
	return slices.Clone(v), ok
}

// Value returns the value of key: the file's, else the default. A list's
// values are joined with commas.
func (s *Store) Value(key string) string {
	if v, ok := s.Get(key); ok {
		return strings.Join(v, ",")
	}
	st, _ := s.table.Lookup(key)
	return st.Default
}

// Line returns the line of key in the file (0: not there).
func (s *Store) Line(key string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.lines[key]
}

// Watch calls f after each change made by Set (in the goroutine of Set).
func (s *Store) Watch(f func(Change)) {
	s.mu.Lock()
	s.watchers = append(s.watchers, f)
	s.mu.Unlock()
}

// Apply sets the flags of fs that the command line did not give to the
// file's values. They stay unchanged for fs.Changed: a value from the
// file is a default, not a flag given. Keys that are no flag of fs are
// skipped.
func (s *Store) Apply(fs *pflag.FlagSet) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for key, values := range s.values {
		f := fs.Lookup(key)
		if f == nil || f.Changed {
			continue
		}
		if sv, ok := f.Value.(pflag.SliceValue); ok {
			if err := sv.Replace(values); err != nil {
				return &ValueError{File: s.path, Line: s.lines[key], Key: key, Value: strings.Join(values, ","), Err: err}
			}
			continue
		}
		for _, v := range values {
			if err := f.Value.Set(v); err != nil {
				return &ValueError{File: s.path, Line: s.lines[key], Key: key, Value: v, Err: &KindError{kindOf(f.Value.Type())}}
			}
		}
	}
	return nil
}

// Set checks the values of key and saves them to the file at once: the
// file is read again, the value's bytes are replaced (or a line key =
// value added), and the file is written through a temporary file, synced
// and renamed. The file's other bytes stay as they were. A file with a
// syntax error is not written: Set returns its *SyntaxError.
func (s *Store) Set(key string, values ...string) error {
	st, ok := s.table.Lookup(key)
	if !ok {
		return &NotSettingError{key}
	}
	if err := s.table.Check(key, values...); err != nil {
		return &ValueError{File: s.path, Key: key, Value: strings.Join(values, " "), Err: err}
	}
	text, err := encode(st.Kind, values)
	if err != nil {
		return &ValueError{File: s.path, Key: key, Value: strings.Join(values, " "), Err: err}
	}
	s.mu.Lock()
	data, err := readFile(s.path)
	if err != nil {
		s.mu.Unlock()
		return err
	}
	p := parse(s.path, data, s.table)
	if p.broken != nil {
		s.mu.Unlock()
		return p.broken
	}
	out, line := edit(p, key, text)
	if err := s.write(out); err != nil {
		s.mu.Unlock()
		return err
	}
	s.values[key] = slices.Clone(values)
	s.lines[key] = line
	watchers := slices.Clone(s.watchers)
	s.mu.Unlock()
	for _, w := range watchers {
		w(Change{Key: key, Values: slices.Clone(values)})
	}
	return nil
}

// write replaces the file with data, making its folder if needed.
func (s *Store) write(data []byte) error {
	if err := os.MkdirAll(filepath.Dir(s.path), 0o755); err != nil {
		return &WriteError{s.path, safefile.Reason(err)}
	}
	err := safefile.Write(s.path, 0o644, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
	if err != nil {
		return &WriteError{s.path, safefile.Reason(err)}
	}
	return nil
}

// edit returns the file's bytes with key set to the TOML text of its
// value, and the key's line.
func edit(p *parsed, key, text string) ([]byte, int) {
	data := p.data
	if e, ok := p.entries[key]; ok {
		out := make([]byte, 0, len(data)+len(text))
		out = append(out, data[:e.start]...)
		out = append(out, text...)
		out = append(out, data[e.end:]...)
		return out, e.line
	}
	at := p.insertAt
	var add []byte
	if at > 0 && data[at-1] != '\n' {
		add = append(add, p.newline...)
	}
	add = append(add, key+" = "+text+p.newline...)
	out := make([]byte, 0, len(data)+len(add))
	out = append(out, data[:at]...)
	out = append(out, add...)
	out = append(out, data[at:]...)
	return out, lineOf(out, at+len(add)-1)
}

// encode returns the TOML text of values of kind k.
func encode(k Kind, values []string) (string, error) {
	for _, v := range values {
		if !utf8.ValidString(v) {
			return "", ErrNotUTF8
		}
	}
	switch k {
	case Switch:
		b, err := strconv.ParseBool(values[0])
		if err != nil {
			return "", &KindError{k}
		}
		return strconv.FormatBool(b), nil
	case Whole:
		n, err := strconv.ParseInt(values[0], 0, 64)
		if err != nil {
			return "", &KindError{k}
		}
		return strconv.FormatInt(n, 10), nil
	case Number:
		f, err := strconv.ParseFloat(values[0], 64)
		if err != nil {
			return "", &KindError{k}
		}
		switch {
		case math.IsNaN(f):
			return "nan", nil
		case math.IsInf(f, 1):
			return "inf", nil
		case math.IsInf(f, -1):
			return "-inf", nil
		}
		t := strconv.FormatFloat(f, 'f', -1, 64)
		if !strings.Contains(t, ".") {
			t += ".0"
		}
		return t, nil
	case List:
		if len(values) == 1 {
			return quote(values[0]), nil
		}
		q := make([]string, len(values))
		for i, v := range values {
			q[i] = quote(v)
		}
		return "[" + strings.Join(q, ", ") + "]", nil
	}
	return quote(values[0]), nil
}

// quote returns s as a TOML basic string.
func quote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		case '\b':
			b.WriteString(`\b`)
		case '\t':
			b.WriteString(`\t`)
		case '\n':
			b.WriteString(`\n`)
		case '\f':
			b.WriteString(`\f`)
		case '\r':
			b.WriteString(`\r`)
		default:
			if r < 0x20 || r == 0x7f {
				fmt.Fprintf(&b, `\u%04X`, r)
			} else {
				b.WriteRune(r)
			}
		}
	}
	b.WriteByte('"')
	return b.String()
}
