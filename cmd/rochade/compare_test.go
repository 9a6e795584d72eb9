package main

import (
	"path/filepath"
	"strings"
	"testing"
)

func TestCompare(t *testing.T) {
	td := filepath.Join("..", "..", "testdata")
	c := filepath.Join(td, "appendix-c.pgn")
	long := filepath.Join(td, "appendix-c-long.pgn")
	minimal := filepath.Join(td, "appendix-c-minimal.pgn")
	// The same game in German letters.
	german, _, err := run(t, "", "convert", "--to", "san", "--out-lang", "de", c)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	de := filepath.Join(dir, "partie.pgn")
	writeFile(t, de, german)
	short := filepath.Join(dir, "short.pgn")
	writeFile(t, short, "1. e4 e5 2. Nf3 Nf6 3. d4 *\n")
	for _, tc := range []struct {
		args []string
		out  string
		code int
	}{
		{[]string{c, long}, "first difference at move 8 (White): Qe3+ / Qd3\n", 1},
		{[]string{"--words", minimal, long}, "first difference at move 8 (White): Dame Eva drei Schach / Dame David drei\n", 1},
		{[]string{c, minimal}, "identical: 21 plies\n", 0},
		{[]string{de, c}, "identical: 21 plies\n", 0},
		{[]string{short, c}, "first difference at move 3 (Black): (no move) / exd4\n", 1},
	} {
		out, _, err := run(t, "", append([]string{"--lang-ui", "en", "compare"}, tc.args...)...)
		code := 0
		if err != nil {
			code = exitCode(err)
		}
		if out != tc.out || code != tc.code {
			t.Errorf("compare %v: %q, exit %d; want %q, exit %d (%v)", tc.args, out, code, tc.out, tc.code, err)
		}
	}
	// A file that cannot be read: exit 2, the file named.
	bad := filepath.Join(dir, "bad.pgn")
	writeFile(t, bad, "1. e4 e5 2. Ke3 *\n")
	for _, name := range []string{filepath.Join(dir, "missing.pgn"), bad} {
		_, _, err := run(t, "", "--lang-ui", "en", "compare", c, name)
		if err == nil || exitCode(err) != 2 || !strings.Contains(err.Error(), filepath.Base(name)) {
			t.Errorf("compare with %s: %v (exit %d)", name, err, exitCode(err))
		}
	}
	if _, _, err := run(t, "", "compare", c); err == nil || exitCode(err) != 2 {
		t.Errorf("compare with one file: %v", err)
	}
}
