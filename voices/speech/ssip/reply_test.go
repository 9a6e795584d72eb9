package ssip

import (
	"errors"
	"io"
	"reflect"
	"strings"
	"testing"
)

// next reads everything from input: the replies and events in order,
// and the error that ended it.
func readAll(input string) ([]any, error) {
	r := NewReader(strings.NewReader(input))
	var out []any
	for {
		rep, ev, err := r.Next()
		if err != nil {
			return out, err
		}
		if rep != nil {
			out = append(out, *rep)
		} else {
			out = append(out, *ev)
		}
	}
}

func TestReaderReplies(t *testing.T) {
	got, err := readAll("208 OK CLIENT NAME SET\r\n" +
		"225-21\r\n225 OK MESSAGE QUEUED\r\n" +
		"701-21\r\n701-3\r\n701 BEGIN\r\n" +
		"249-german de none\n249 OK VOICE LIST SENT\n" + // bare LF is taken
		"700-21\r\n700-3\r\n700-mark one\r\n700 INDEX MARK\r\n" +
		"231\r\n")
	if !errors.Is(err, io.EOF) {
		t.Fatalf("end: %v", err)
	}
	want := []any{
		Reply{Code: 208, Text: "OK CLIENT NAME SET"},
		Reply{Code: 225, Lines: []string{"21"}, Text: "OK MESSAGE QUEUED"},
		Event{Kind: Begin, MsgID: 21, ClientID: 3},
		Reply{Code: 249, Lines: []string{"german de none"}, Text: "OK VOICE LIST SENT"},
		Event{Kind: IndexMark, MsgID: 21, ClientID: 3, Mark: "mark one"},
		Reply{Code: 231},
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("read\n%#v\nwant\n%#v", got, want)
	}
	if !want[0].(Reply).OK() || (Reply{Code: 410}).OK() || (Reply{Code: 301}).OK() {
		t.Error("OK is wrong")
	}
}

// Input that is not SSIP gives an error naming the kind of fault and the
// line, after what was read before it.
func TestReaderErrors(t *testing.T) {
	long := "225-" + strings.Repeat("x", MaxLine) + "\r\n"
	many := strings.Repeat("249-v\r\n", MaxLines+1) + "249 OK\r\n"
	for _, c := range []struct {
		name, in string
		kind     ProblemKind
		line     int
		before   int
	}{
		{"no code", "208 OK\r\nhello\r\n", NoCode, 2, 1},
		{"short", "20\r\n", NoCode, 1, 0},
		{"letters", "2x8 OK\r\n", NoCode, 1, 0},
		{"code below 100", "099 OK\r\n", NoCode, 1, 0},
		{"no separator", "208OK\r\n", NoCode, 1, 0},
		{"code changed", "225-21\r\n226 OK\r\n", CodeChanged, 2, 0},
		{"event without numbers", "702 END\r\n", BadEvent, 1, 0},
		{"event with a word", "702-x\r\n702-1\r\n702 END\r\n", BadEvent, 3, 0},
		{"unknown event", "709-1\r\n709-1\r\n709 WHAT\r\n", BadEvent, 3, 0},
		{"ends inside a reply", "225-21\r\n", Truncated, 1, 0},
		{"ends inside a line", "208 OK\r\n225 OK MES", Truncated, 2, 1},
		{"line too long", long, LineTooLong, 1, 0},
		{"too many lines", many, TooManyLines, MaxLines + 1, 0},
	} {
		got, err := readAll(c.in)
		var pe *ProtocolError
		if !errors.As(err, &pe) {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if pe.Kind != c.kind || pe.Line != c.line || len(got) != c.before {
			t.Errorf("%s: kind %d line %d after %d, want %d at %d after %d (%v)", c.name, pe.Kind, pe.Line, len(got), c.kind, c.line, c.before, err)
		}
		if len([]rune(pe.Text)) > 41 || strings.ContainsAny(pe.Text, "\r\n\x00") {
			t.Errorf("%s: the error quotes %q", c.name, pe.Text)
		}
		if !strings.Contains(pe.Error(), "speech-dispatcher sent") {
			t.Errorf("%s: %v", c.name, pe)
		}
	}
}

func TestDataLines(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"Springer Felix drei", []string{"Springer Felix drei"}},
		{".", []string{".."}},
		{"a\r\n.b\rc\n..d", []string{"a", "..b", "c", "...d"}},
		{"", []string{""}},
	} {
		if got := DataLines(c.in); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%q: %q, want %q", c.in, got, c.want)
		}
	}
}

func TestAddress(t *testing.T) {
	env := func(m map[string]string) func(string) string {
		return func(k string) string { return m[k] }
	}
	for _, c := range []struct {
		env  map[string]string
		want Address
	}{
		{map[string]string{"XDG_RUNTIME_DIR": "/run/user/1000"}, Address{"unix", "/run/user/1000/speech-dispatcher/speechd.sock"}},
		{map[string]string{"HOME": "/home/a"}, Address{"unix", "/home/a/.cache/speech-dispatcher/speechd.sock"}},
		{map[string]string{"SPEECHD_ADDRESS": "unix_socket:/tmp/s.sock", "XDG_RUNTIME_DIR": "/run/x"}, Address{"unix", "/tmp/s.sock"}},
		{map[string]string{"SPEECHD_ADDRESS": "unix_socket", "XDG_RUNTIME_DIR": "/run/x"}, Address{"unix", "/run/x/speech-dispatcher/speechd.sock"}},
		{map[string]string{"SPEECHD_ADDRESS": "inet_socket:localhost:7000"}, Address{"tcp", "localhost:7000"}},
		{map[string]string{"SPEECHD_ADDRESS": "inet_socket"}, Address{"tcp", "127.0.0.1:6560"}},
	} {
		got, err := DefaultAddress(env(c.env))
		if err != nil || got != c.want {
			t.Errorf("%v: %v %v, want %v", c.env, got, err, c.want)
		}
	}
	for _, bad := range []string{"dbus:session", "inet_socket:host:port", "inet_socket:h:0", "unix:/x"} {
		_, err := DefaultAddress(env(map[string]string{"SPEECHD_ADDRESS": bad}))
		var ae *AddressError
		if !errors.As(err, &ae) || ae.Value != bad {
			t.Errorf("%q: %v", bad, err)
		}
	}
}

// FuzzReader: whatever the server sends, the reader never panics, ends
// with io.EOF or a *ProtocolError, and what it returns keeps to the
// protocol's forms.
func FuzzReader(f *testing.F) {
	for _, s := range []string{
		"208 OK CLIENT NAME SET\r\n",
		"225-21\r\n225 OK MESSAGE QUEUED\r\n",
		"701-1\r\n701-1\r\n701 BEGIN\r\n702-1\r\n702-1\r\n702 END\r\n",
		"700-1\r\n700-2\r\n700-m\r\n700 INDEX MARK\r\n",
		"249-german de none\n249 OK\n",
		"225-21\r\n226 OK\r\n",
		"300-Opening sound device failed\r\n300 MODULE ERROR\r\n",
		"231\r\n",
		"\r\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		r := NewReader(strings.NewReader(string(data)))
		for i := 0; ; i++ {
			rep, ev, err := r.Next()
			if err != nil {
				var pe *ProtocolError
				if !errors.Is(err, io.EOF) && !errors.As(err, &pe) {
					t.Fatalf("error %T %v", err, err)
				}
				if pe != nil && (pe.Line < 1 || len([]rune(pe.Text)) > 61) { // notation.Quote: 40 characters, 60 with escapes, and "…"
					t.Fatalf("error at line %d quoting %q", pe.Line, pe.Text)
				}
				return
			}
			if i > len(data) {
				t.Fatal("more replies than bytes")
			}
			switch {
			case rep != nil && ev == nil:
				if rep.Code < 100 || rep.Code > 999 || (rep.Code >= 700 && rep.Code < 800) || len(rep.Lines) > MaxLines {
					t.Fatalf("reply %+v", rep)
				}
			case ev != nil && rep == nil:
				if ev.Kind < IndexMark || ev.Kind > Resume || ev.MsgID < 0 || ev.ClientID < 0 {
					t.Fatalf("event %+v", ev)
				}
			default:
				t.Fatalf("reply %v and event %v", rep, ev)
			}
		}
	})
}
