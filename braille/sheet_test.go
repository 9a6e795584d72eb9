package braille

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/rochade/rochade/notation"
)

func readGame(t *testing.T, path string) *notation.Game {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	g, err := notation.NewPGNReader(f).Next()
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func brf(t *testing.T, s *Sheet, lay Layout) string {
	t.Helper()
	pages, err := s.Braille(DefaultCode(), notation.LangByCode("en"), lay)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := WriteBRF(&b, pages); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// The Appendix C sample game as a BRF page, line by line (docs/braille.md
// explains each line).
func TestAppendixCBRF(t *testing.T) {
	s, err := FromGame(readGame(t, "../testdata/appendix-c.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	got := brf(t, s, Embosser)
	want := []string{
		"FIDE LAWS OF CHESS, APPENDIX C, SAMPLE", // the event, wrapped at a word
		"GAME",
		"*", // the result
		"",
		"1 E4 E5",
		"2 NF3 NF6",
		"3 D4 EXD4",
		"4 E5 NE4",
		"5 QXD4 D5",
		"6 EXD6 E.P. NXD6",
		"7 BG5 NC6",
		"8 QE3+ BE7",
		"9 NBD2 O-O",
		"10 O-O-O RE8",
		"11 KB1",
	}
	for len(want) < 24 {
		want = append(want, "")
	}
	want = append(want, strings.Repeat(" ", 38)+"#A")

	if !strings.HasSuffix(got, "\r\n") || strings.Contains(got, "\f") {
		t.Errorf("one page must end in CR LF with no form feed")
	}
	lines := strings.Split(strings.TrimSuffix(got, "\r\n"), "\r\n")
	if len(lines) != len(want) {
		t.Errorf("%d lines, want %d", len(lines), len(want))
	}
	for i := 0; i < len(lines) && i < len(want); i++ {
		if lines[i] != want[i] {
			t.Errorf("line %d: got %q, want %q", i+1, lines[i], want[i])
		}
	}
	sample, err := os.ReadFile("../testdata/braille/appendix-c.brf")
	if err != nil {
		t.Fatal(err)
	}
	if string(sample) != got {
		t.Error("testdata/braille/appendix-c.brf differs from what Rochade writes")
	}

	// The same sheet in Unicode braille.
	pages, _ := s.Braille(DefaultCode(), notation.LangByCode("en"), Embosser)
	var u bytes.Buffer
	WriteUnicode(&u, pages)
	ul := strings.Split(u.String(), "\n")
	if ul[4] != "⠂⠀⠑⠲⠀⠑⠢" || ul[9] != "⠖⠀⠑⠭⠙⠖⠀⠑⠨⠏⠨⠀⠝⠭⠙⠖" {
		t.Errorf("unicode lines 5 and 10: %q %q", ul[4], ul[9])
	}
}

// knightDance returns a sheet of n move pairs of knights going out and
// back, with every header line set.
func knightDance(t *testing.T, pairs int) *Sheet {
	var moves []string
	for len(moves) < 2*pairs {
		moves = append(moves, "Nf3", "Nf6", "Ng1", "Ng8")
	}
	return &Sheet{White: "Anna", Black: "Bert", Event: "Club", Round: "3", Date: "2024.05.17",
		Result: "1/2-1/2", FirstNumber: 1, Moves: play(t, "", moves[:2*pairs]...)}
}

func TestPageBreaksAndPageNumbers(t *testing.T) {
	s := knightDance(t, 40)
	lay := Layout{Width: 40, Lines: 10, PageNumbers: true}
	out := brf(t, s, lay)
	pages := strings.Split(out, "\f")
	// Page 1: 4 header lines, a blank line and 4 pairs; then 9 pairs a page.
	if len(pages) != 5 {
		t.Fatalf("%d pages, want 5:\n%s", len(pages), out)
	}
	next := 1
	for i, pg := range pages {
		lines := strings.Split(strings.TrimSuffix(pg, "\r\n"), "\r\n")
		if len(lines) != lay.Lines {
			t.Errorf("page %d has %d lines, want %d", i+1, len(lines), lay.Lines)
		}
		num := "#" + string(rune('A'+i))
		if last := lines[len(lines)-1]; last != strings.Repeat(" ", 40-len(num))+num {
			t.Errorf("page %d ends with %q, want its number %s at the right margin", i+1, last, num)
		}
		for j, l := range lines {
			if len(l) > 40 {
				t.Errorf("page %d line %d has %d cells", i+1, j+1, len(l))
			}
		}
		body := lines[:len(lines)-1]
		if i == 0 {
			wantHead := []string{"ANNA - BERT", "CLUB (3)", "2024.05.17", "1/2-1/2", ""}
			for k, h := range wantHead {
				if body[k] != h {
					t.Errorf("header line %d: %q, want %q", k+1, body[k], h)
				}
			}
			body = body[len(wantHead):]
		}
		for _, l := range body {
			if l == "" {
				continue
			}
			var n int
			var w, b string
			if _, err := fmt.Sscanf(l, "%d %s %s", &n, &w, &b); err != nil {
				t.Fatalf("page %d: %q is not a move pair: %v", i+1, l, err)
			}
			if n != next {
				t.Errorf("page %d: pair %d follows pair %d", i+1, n, next-1)
			}
			next++
		}
	}
	if next != 41 {
		t.Errorf("%d pairs laid out, want 40", next-1)
	}
}

func TestNarrowLinesNeverSplitAMove(t *testing.T) {
	ds := play(t, "k2r4/4P3/8/8/8/8/8/4K3 w - - 0 12", "exd8=Q+", "Kb7", "Qd5+", "Kb6")
	s := &Sheet{FirstNumber: 12, Moves: ds}
	out := brf(t, s, Layout{Width: 12, Lines: 25})
	lines := strings.Split(strings.TrimSuffix(out, "\r\n"), "\r\n")
	want := []string{"12 EXD8=Q+", "   KB7", "13 QD5+ KB6"}
	if strings.Join(lines, "|") != strings.Join(want, "|") {
		t.Errorf("got %q, want %q", lines, want)
	}
	if _, err := s.Braille(DefaultCode(), notation.LangByCode("en"), Layout{Width: 8, Lines: 25}); err == nil {
		t.Error("a line too short for one move was accepted")
	}
	if _, err := s.Braille(DefaultCode(), notation.LangByCode("en"), Layout{Width: 40, Lines: 1, PageNumbers: true}); err == nil {
		t.Error("a page with no room for moves was accepted")
	}
}

func TestBlackFirstAndPairs(t *testing.T) {
	ds := play(t, "4k3/8/8/8/8/8/8/4K2R b - - 0 30", "Kd7", "Rh7+", "Kc6")
	s := &Sheet{FirstNumber: 30, BlackFirst: true, Moves: ds}
	pairs := s.Pairs()
	if len(pairs) != 2 || pairs[0] != (Pair{30, -1, 0}) || pairs[1] != (Pair{31, 1, 2}) {
		t.Errorf("pairs %v", pairs)
	}
	if s.PairOf(0) != 0 || s.PairOf(1) != 1 || s.PairOf(2) != 1 {
		t.Error("PairOf")
	}
	out := brf(t, s, Layout{Width: 40, Lines: 25})
	if got := strings.Split(out, "\r\n")[0]; got != "30 -KD7" {
		t.Errorf("first line %q, want the black-first sign before Black's move", got)
	}
	text, err := s.Text(notation.Format{Lang: notation.LangByCode("de")}, 40)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(text, "|") != "30. ... Kd7|31. Th7+ Kc6" {
		t.Errorf("print text %q", text)
	}
}

func TestPrintText(t *testing.T) {
	s, err := FromGame(readGame(t, "../testdata/appendix-c.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	lines, err := s.Text(notation.Format{Lang: notation.LangByCode("de")}, 40)
	if err != nil {
		t.Fatal(err)
	}
	if lines[4] != "1. e4 e5" || lines[5] != "2. Sf3 Sf6" || lines[9] != "6. exd6 e.p. Sxd6" || lines[13] != "10. O-O-O Te8" {
		t.Errorf("print lines: %q", lines)
	}
}
