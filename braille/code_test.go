package braille

import (
	"errors"
	"testing"

	"github.com/rochade/rochade/notation"
)

// play replays moves written in English SAN from fen ("" for the start)
// and returns their descriptions.
func play(t *testing.T, fen string, moves ...string) []notation.MoveDesc {
	t.Helper()
	p := notation.StartPosition()
	if fen != "" {
		var err error
		if p, err = notation.ParseFEN(fen); err != nil {
			t.Fatal(err)
		}
	}
	var out []notation.MoveDesc
	for _, s := range moves {
		m, err := notation.ParseMove(&p, s, notation.LangByCode("en"))
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		out = append(out, p.Describe(m))
		p.Play(m)
	}
	return out
}

func TestLowerDigitsAreTheChessCodeNumbers(t *testing.T) {
	// The ranks and move numbers of the issue: 1 ⠂ 2 ⠆ 3 ⠒ 4 ⠲ 5 ⠢ 6 ⠖ 7 ⠶ 8 ⠦.
	want := "⠂⠆⠒⠲⠢⠖⠶⠦"
	var got []Cell
	for n := 1; n <= 8; n++ {
		got = append(got, LowerNumber(n)...)
	}
	if Unicode(got) != want {
		t.Errorf("lower digits %s, want %s", Unicode(got), want)
	}
	if s := Unicode(LowerNumber(120)); s != "⠂⠆⠴" {
		t.Errorf("120 is %s", s)
	}
	if s := Unicode(PageNumber(12)); s != "⠼⠁⠃" {
		t.Errorf("page 12 is %s", s)
	}
}

func TestBRFTableIsAOneToOneMapOfTheSixDotCells(t *testing.T) {
	seen := map[byte]Cell{}
	for c := Cell(0); c < 64; c++ {
		b, ok := BRFChar(c)
		if !ok || b < 0x20 || b > 0x5f {
			t.Fatalf("cell %s has character %q", c.Dots(), b)
		}
		if o, dup := seen[b]; dup {
			t.Fatalf("cells %s and %s both map to %q", o.Dots(), c.Dots(), b)
		}
		seen[b] = c
		if back, _ := FromBRF(b); back != c {
			t.Fatalf("%q reads back as %s, not %s", b, back.Dots(), c.Dots())
		}
	}
	for _, tc := range []struct {
		ch   byte
		dots string
	}{{'A', "1"}, {'Z', "1356"}, {'+', "346"}, {'#', "3456"}, {'1', "2"}, {'8', "236"}, {'=', "123456"}, {' ', "0"}, {'x', "1346"}} {
		c, _ := FromBRF(tc.ch)
		if c.Dots() != tc.dots {
			t.Errorf("%q is dots %s, want %s", tc.ch, c.Dots(), tc.dots)
		}
	}
	if _, ok := BRFChar(dots("7")); ok {
		t.Error("an 8-dot cell got a BRF character")
	}
}

func TestParseCells(t *testing.T) {
	for in, want := range map[string]string{
		"⠑⠨⠏⠨":          "⠑⠨⠏⠨",
		"15/46/1234/46": "⠑⠨⠏⠨",
		"346":           "⠬",
		"135 36 135":    "⠕⠤⠕",
		"0/1":           "⠀⠁",
	} {
		got, err := ParseCells(in)
		if err != nil {
			t.Errorf("%q: %v", in, err)
			continue
		}
		if Unicode(got) != want {
			t.Errorf("%q is %s, want %s", in, Unicode(got), want)
		}
	}
	for _, bad := range []string{"19", "11", "⠑x", "a"} {
		if _, err := ParseCells(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestMoveCells(t *testing.T) {
	en, de, ru := notation.LangByCode("en"), notation.LangByCode("de"), notation.LangByCode("ru")
	code := DefaultCode()
	cases := []struct {
		name  string
		fen   string
		moves []string
		lang  *notation.Lang
		want  string // cells of the last move
	}{
		{"pawn", "", []string{"e4"}, en, "⠑⠲"},
		{"knight", "", []string{"Nf3"}, en, "⠝⠋⠒"},
		{"german knight", "", []string{"Nf3"}, de, "⠎⠋⠒"},
		{"russian king", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", []string{"Kd2"}, ru, "⠅⠗⠙⠆"},
		{"pawn capture", "", []string{"e4", "d5", "exd5"}, en, "⠑⠭⠙⠢"},
		// English B is also the b-file: b-pawn captures show their rank.
		{"b-pawn capture, english", "", []string{"b4", "c5", "bxc5"}, en, "⠃⠲⠭⠉⠢"},
		{"d-pawn capture, english", "", []string{"d4", "e5", "dxe5"}, en, "⠙⠭⠑⠢"},
		// German D (Dame) is also the d-file.
		{"d-pawn capture, german", "", []string{"d4", "e5", "dxe5"}, de, "⠙⠲⠭⠑⠢"},
		{"b-pawn capture, german", "", []string{"b4", "c5", "bxc5"}, de, "⠃⠭⠉⠢"},
		{"short castling", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", []string{"O-O"}, en, "⠕⠤⠕"},
		{"long castling with check", "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", []string{"O-O-O+"}, en, "⠕⠤⠕⠤⠕⠬"},
		{"promotion with check", "k7/4P3/8/8/8/8/8/4K3 w - - 0 1", []string{"e8=Q+"}, en, "⠑⠦⠿⠟⠬"},
		{"promotion by capture", "k2r4/4P3/8/8/8/8/8/4K3 w - - 0 1", []string{"exd8=N"}, en, "⠑⠭⠙⠦⠿⠝"},
		{"en passant", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", []string{"exd6"}, en, "⠑⠭⠙⠖⠀⠑⠨⠏⠨"},
		{"mate", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", []string{"Ra8#"}, en, "⠗⠁⠦⠼"},
		{"file disambiguation", "4k3/8/8/8/8/8/4K3/R6R w - - 0 1", []string{"Rad1"}, en, "⠗⠁⠙⠂"},
		{"rank disambiguation", "4k3/R7/8/8/8/8/8/R3K3 w - - 0 1", []string{"R1a4"}, en, "⠗⠂⠁⠲"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ds := play(t, tc.fen, tc.moves...)
			got, err := code.Move(ds[len(ds)-1], tc.lang)
			if err != nil {
				t.Fatal(err)
			}
			if Unicode(got) != tc.want {
				t.Errorf("got %s, want %s", Unicode(got), tc.want)
			}
		})
	}
}

func TestCodeIsConfigurable(t *testing.T) {
	code := DefaultCode()
	for _, s := range []string{"capture=25", "check=⠖⠖", "ep=", "pawn-from=always"} {
		if err := code.Set(s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	ds := play(t, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "exd6")
	got, err := code.Move(ds[0], notation.LangByCode("en"))
	if err != nil {
		t.Fatal(err)
	}
	if Unicode(got) != "⠑⠢⠒⠙⠖" {
		t.Errorf("with changed signs: %s", Unicode(got))
	}
	for _, bad := range []string{"check", "nonsense=1", "check=9", "capture=0", "check=7", "pawn-from=maybe"} {
		if err := code.Set(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	for bad, want := range map[string]SignProblem{"check": SignNoEquals, "nonsense=1": SignUnknown, "check=9": SignBadCells,
		"capture=78": SignEightDot, "check=0/25": SignBlank, "pawn-from=maybe": SignBadPawnFrom} {
		var se *SignError
		if err := code.Set(bad); !errors.As(err, &se) || se.Problem != want || se.Setting != bad {
			t.Errorf("%q: %v, want problem %d", bad, err, want)
		}
	}
}

func TestTextTranscription(t *testing.T) {
	for in, want := range map[string]string{
		"Anna Müller":  "⠁⠝⠝⠁⠀⠍⠥⠇⠇⠑⠗",
		"2024.05.17":   "⠆⠴⠆⠲⠨⠴⠢⠨⠂⠶",
		"1/2-1/2":      "⠂⠌⠆⠤⠂⠌⠆",
		"Иванов – Ким": "⠊⠺⠁⠝⠕⠺⠀⠤⠀⠅⠊⠍",
		"☃":            "⠹",
	} {
		if got := Unicode(Text(in)); got != want {
			t.Errorf("%q is %s, want %s", in, got, want)
		}
	}
}

// Every language Rochade knows can be written in the chess code.
func TestEveryLanguageHasPieceCells(t *testing.T) {
	ds := play(t, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "Kd2")
	for _, l := range notation.Languages() {
		for pt := notation.Knight; pt <= notation.King; pt++ {
			if _, err := pieceCells(l, pt); err != nil {
				t.Errorf("%s (%s): %v", l.Name, l.Code, err)
			}
		}
		if _, err := DefaultCode().Move(ds[0], l); err != nil {
			t.Errorf("%s: %v", l.Name, err)
		}
	}
}
