package settings

import (
	"bytes"
	"reflect"
	"testing"
)

// FuzzParse reads any bytes as a settings file: it never panics, places
// an error on a line of the file, and a value set in a file that reads
// is read back while every other byte stays.
func FuzzParse(f *testing.F) {
	for _, s := range []string{sample, "", "clock = \"5m\n", "\ufeffside = 'black'\r\n", "a.b = 1\n[t]\nclock = 1\n",
		"board = [\"a\", \"b\",]\n", "board = [ ]  # none\n", "level = 0x1F\nspeed = inf\n", "braille = true\nbraille = false\n",
		"speed = 1e3\nlevel = -0\n", "x = {a = 1}\n", "board = [[\"a\"]]\n", "clock = \"\"\"\nmulti\"\"\"\n"} {
		f.Add([]byte(s), "side", "black")
	}
	f.Add([]byte("clock = 1"), "clock", "1+1")
	f.Add([]byte("# only\n"), "speed", "0.5")
	f.Fuzz(func(t *testing.T, data []byte, key, value string) {
		tb := testTable()
		p := parse("f.toml", data, tb)
		lines := bytes.Count(data, []byte("\n")) + 1
		if p.broken != nil && (p.broken.Line < 1 || p.broken.Line > lines || p.broken.Column < 1) {
			t.Fatalf("error placed at line %d column %d of %d lines", p.broken.Line, p.broken.Column, lines)
		}
		for _, pr := range p.problems {
			if ve, ok := pr.(*ValueError); ok && (ve.Line < 1 || ve.Line > lines) {
				t.Fatalf("value error on line %d of %d", ve.Line, lines)
			}
		}
		if p.broken != nil {
			return
		}
		st, ok := tb.Lookup(key)
		if !ok || tb.Check(key, value) != nil {
			return
		}
		text, err := encode(st.Kind, []string{value})
		if err != nil {
			return
		}
		out, _ := edit(p, key, text)
		q := parse("f.toml", out, tb)
		if q.broken != nil {
			t.Fatalf("%q set to %q in %q gives %q: %v", key, value, data, out, q.broken)
		}
		e := q.entries[key]
		if e == nil || e.values == nil {
			t.Fatalf("%q set to %q: not read back from %q (%v)", key, value, out, q.problems)
		}
		want := tb.fresh().Lookup(key)
		want.Value.Set(value)
		got := tb.fresh().Lookup(key)
		for _, v := range e.values {
			got.Value.Set(v)
		}
		if !reflect.DeepEqual(got.Value.String(), want.Value.String()) {
			t.Fatalf("%q set to %q reads back as %q", key, value, e.values)
		}
		if old := p.entries[key]; old != nil {
			if !bytes.Equal(out[:old.start], data[:old.start]) || !bytes.Equal(out[len(out)-(len(data)-old.end):], data[old.end:]) {
				t.Fatalf("bytes around the value changed: %q → %q", data, out)
			}
		} else if !bytes.Equal(out[:p.insertAt], data[:p.insertAt]) || !bytes.HasSuffix(out, data[p.insertAt:]) {
			t.Fatalf("a new key changed other bytes: %q → %q", data, out)
		}
	})
}
