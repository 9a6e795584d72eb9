package main

import (
	"strings"
	"testing"
)

func TestConvertRealFileShapes(t *testing.T) {
	cases := []struct {
		file, out string
		fails     bool
		stderr    string
	}{
		{"bom-crlf.pgn", "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6\nd2d4 g8f6\n", false, ""},
		{"latin1.pgn", "e2e4 d7d5 e4d5 d8d5 b1c3 d5a5\n", false, ""},
		{"chess960.pgn", "e1b1 e8g8 d2d4 d7d5\n\n", true, "game 2, line 10, byte 175: the variant \"Crazyhouse\" is not read"},
		{"club.pgn", "\ne2e4 0000 d2d4 0000 g1f3 g8f6\ne2e4 e7e5 g1e2\n", false, "game 3 reads in German (S knight) and in Czech (S bishop): read in German"},
	}
	for _, c := range cases {
		out, stderr, err := run(t, "", "convert", "--to", "uci", "../../testdata/pgn/"+c.file)
		if (err != nil) != c.fails || out != c.out || !strings.Contains(stderr, c.stderr) {
			t.Errorf("%s: %v\nstdout %q\nstderr %q", c.file, err, out, stderr)
		}
	}
	// Written back as SAN, the Latin-1 file is UTF-8 with nothing lost.
	out, _, err := run(t, "", "convert", "--to", "san", "--out-lang", "de", "../../testdata/pgn/latin1.pgn")
	if err != nil || !strings.Contains(out, `[White "Jäger, Cäsar"]`) || !strings.Contains(out, `[Black "Košický, David"]`) ||
		!strings.Contains(out, "€") || !strings.Contains(out, "– gut gekämpft") || strings.ContainsRune(out, '\uFFFD') {
		t.Errorf("latin1.pgn as SAN: %v\n%s", err, out)
	}
	// The forfeit stays a forfeit, the null moves stay null moves.
	out, _, err = run(t, "", "convert", "--to", "san", "../../testdata/pgn/club.pgn")
	if err != nil || !strings.Contains(out, "[Result \"+/-\"]") || !strings.Contains(out, "1. e4 -- 2. d4 -- 3. Nf3 Nf6") {
		t.Errorf("club.pgn as SAN: %v\n%s", err, out)
	}
}
