package notation

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// The test corpora read the same streamed a few bytes at a time as with
// the whole file in the window.
func TestPGNStreamedCorpora(t *testing.T) {
	var files []string
	for _, pat := range []string{"../testdata/pgn/*.pgn", "../testdata/*.pgn"} {
		m, err := filepath.Glob(pat)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	if len(files) < 7 {
		t.Fatalf("only %d corpus files", len(files))
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		whole, werrs, err := readSized(bytes.NewReader(data), nil, len(data)+1, 0)
		if err != nil || len(whole) == 0 {
			t.Fatalf("%s: %d games, %v", f, len(whole), err)
		}
		for _, size := range []int{1, 2, 5, 64} {
			g, errs, err := readSized(bytes.NewReader(data), nil, size, 0)
			if err != nil {
				t.Fatal(err)
			}
			if d := sameReading(whole, werrs, g, errs); d != "" {
				t.Errorf("%s read %d bytes at a time: %s", f, size, d)
			}
		}
	}
}

// mixedCorpus writes games in several languages, games that read in two
// of them (decided by the others), comments, variations, null moves and
// errors, in the given number of games.
func mixedCorpus(rng *rand.Rand, games int) []byte {
	var buf bytes.Buffer
	de, cs := LangByCode("de"), LangByCode("cs")
	for i := 0; i < games; i++ {
		g := randomGame(rng, 10+rng.IntN(80))
		g.SetTag("Round", strings.Repeat("x", rng.IntN(3)))
		f := Format{}
		switch rng.IntN(6) {
		case 0:
			f.Lang = de
		case 1:
			f.Lang = cs
		case 2:
			buf.WriteString("[Event \"short\"]\n\n1. e4 e5 2. Se2 *\n\n")
		case 3:
			g.Notes = append(g.Notes, Note{Ply: 1, Kind: Comment, Text: "über {x} ½"}, Note{Ply: 2, Kind: Variation, Text: "2. d4 (2. c4) d5"})
		case 4:
			buf.WriteString("[Event \"bad\"]\n\n1. e4 e5 2. Nf9 Nc6 (1... c5 *\n\n")
		}
		if err := WritePGN(&buf, g, f); err != nil {
			panic(err)
		}
	}
	return buf.Bytes()
}

func TestPGNStreamedLanguagesAndErrors(t *testing.T) {
	data := mixedCorpus(rand.New(rand.NewPCG(5, 6)), 300)
	whole, werrs, err := readSized(bytes.NewReader(data), nil, len(data)+1, 0)
	if err != nil {
		t.Fatal(err)
	}
	langs := map[string]int{}
	bad := 0
	for i, g := range whole {
		langs[g.Lang.Code]++
		if werrs[i] != nil {
			bad++
		}
	}
	if langs["de"] == 0 || langs["cs"] == 0 || langs["en"] == 0 || bad == 0 {
		t.Fatalf("the corpus does not have what it should: languages %v, %d errors", langs, bad)
	}
	for _, size := range []int{7, 100, 4096} {
		g, errs, err := readSized(bytes.NewReader(data), nil, size, 0)
		if err != nil {
			t.Fatal(err)
		}
		if d := sameReading(whole, werrs, g, errs); d != "" {
			t.Errorf("read %d bytes at a time: %s", size, d)
		}
	}
}

// A file taken for UTF-8 from its start is read as Latin-1 from the first
// game that is not UTF-8; the games before keep their UTF-8 reading, and
// byte offsets stay those of the file.
func TestPGNLatin1AfterUTF8(t *testing.T) {
	first := "[White \"Müller\"]\n\n1. e4 e5 *\n\n"
	data := []byte(first + strings.Repeat("[Event \"x\"]\n\n1. d4 d5 *\n\n", 20) +
		"[White \"J\xe4ger\"]\n\n1. e4 Kx\xe4 *\n\n[White \"\xc3\xa4\"]\n\n1. c4 *\n")
	for _, size := range []int{1, 16, 1000} {
		pr := NewPGNReader(bytes.NewReader(data))
		pr.readSize, pr.encAhead = size, 64
		var games []*Game
		var errs []error
		for {
			g, err := pr.Next()
			if g == nil {
				break
			}
			games = append(games, g)
			errs = append(errs, err)
		}
		if len(games) != 23 {
			t.Fatalf("size %d: %d games", size, len(games))
		}
		if games[0].Tag("White") != "Müller" || games[21].Tag("White") != "Jäger" || games[22].Tag("White") != "Ã¤" {
			t.Errorf("size %d: %q %q %q", size, games[0].Tag("White"), games[21].Tag("White"), games[22].Tag("White"))
		}
		if pr.Encoding() != Latin1 {
			t.Errorf("size %d: encoding %v", size, pr.Encoding())
		}
		pe := pgnErr(t, errs[21])
		if want := int64(bytes.Index(data, []byte("Kx\xe4"))); pe.Offset != want || pe.Line != 87 || pe.Game != 22 {
			t.Errorf("size %d: error at game %d line %d byte %d, want game 22 line 87 byte %d", size, pe.Game, pe.Line, pe.Offset, want)
		}
	}
}

// A game longer than the limit is cut there with an error that keeps its
// moves, and reading goes on at the next game.
func TestPGNGameTooLong(t *testing.T) {
	long := "[Event \"long\"]\n\n1. e4 e5 2. Nf3 {" + strings.Repeat("a comment that runs on ", 400) + "\n" +
		strings.Repeat("still the same comment\n", 100) + "} 2... Nc6 *\n\n"
	data := []byte("[Event \"a\"]\n\n1. d4 *\n\n" + long + "[Event \"b\"]\n\n1. c4 *\n")
	for _, size := range []int{1, 100, 5000} {
		pr := NewPGNReader(bytes.NewReader(data))
		pr.readSize, pr.maxGame = size, 4096
		var games []*Game
		var errs []error
		for {
			g, err := pr.Next()
			if g == nil {
				break
			}
			games = append(games, g)
			errs = append(errs, err)
		}
		if len(games) != 3 || games[2].Tag("Event") != "b" || errs[2] != nil || uciLine(games[2]) != "c2c4" {
			t.Fatalf("size %d: %d games", size, len(games))
		}
		if uciLine(games[1]) != "e2e4 e7e5 g1f3" {
			t.Errorf("size %d: the long game keeps %s", size, uciLine(games[1]))
		}
		pe := pgnErr(t, errs[1])
		if pe.Game != 2 || !strings.Contains(pe.Error(), "longer than") {
			t.Errorf("size %d: %v", size, pe)
		}
	}
}

// The window holds a game and a fixed buffer, not the file.
func TestPGNWindowBounded(t *testing.T) {
	data := mixedCorpus(rand.New(rand.NewPCG(7, 8)), 2000)
	pr := NewPGNReader(bytes.NewReader(data))
	pr.readSize = 4096
	most := 0
	for {
		g, _ := pr.Next()
		if g == nil {
			break
		}
		most = max(most, cap(pr.data))
	}
	if most > 1<<20+64<<10 {
		t.Errorf("window of %d bytes for a file of %d", most, len(data))
	}
	if len(data) < 4*most {
		t.Errorf("the file (%d bytes) is too small to tell (window %d)", len(data), most)
	}
}

// Text without a line end or a delimiter (a binary file, say) is cut at
// the limit and skipped in reads, and the game after it is read.
func TestPGNEndlessToken(t *testing.T) {
	data := []byte("[Event \"a\"]\n\n1. e4 " + strings.Repeat("x", 3<<20) + " *\n[Event \"b\"]\n\n1. c4 *\n")
	pr := NewPGNReader(bytes.NewReader(data))
	pr.readSize, pr.maxGame = 4096, 64<<10
	g, err := pr.Next()
	if g == nil || uciLine(g) != "e2e4" || pgnErr(t, err).Game != 1 {
		t.Fatalf("first game %v: %v", g, err)
	}
	g, err = pr.Next()
	if err != nil || g.Tag("Event") != "b" || uciLine(g) != "c2c4" || g.Number != 2 {
		t.Fatalf("second game %+v: %v", g, err)
	}
	if cap(pr.data) > 256<<10 {
		t.Errorf("window of %d bytes", cap(pr.data))
	}
}

// DecodeText (a whole file at once) and the reader's decoding, a few
// bytes at a time, give the same text and encoding for every encoding,
// with sequences cut by the reads.
func TestDecodeTextAgreesWithTheReader(t *testing.T) {
	for _, b := range [][]byte{[]byte("\xEF\xBB\xBFa\xe4b"), []byte("\xEF\xBB\xBFaäb"), utf16File("Müller 𝄞 ½", true),
		utf16File("Müller 𝄞 ½", false), {0xFF, 0xFE, 0x00, 0xD8, 0x41, 0x00, 0x42}, []byte("M\xfcller"), []byte("Müller 𝄞")} {
		text, enc, _ := DecodeText(b)
		for _, size := range []int{1, 2, 3} {
			pr := NewPGNReader(bytes.NewReader(b))
			pr.readSize = size
			if err := pr.start(); err != nil {
				t.Fatal(err)
			}
			for !pr.eof {
				if err := pr.fill(1); err != nil {
					t.Fatal(err)
				}
			}
			if string(pr.data) != string(text) || pr.enc != enc {
				t.Errorf("%q, %d bytes a read: %q in %v, DecodeText %q in %v", b, size, pr.data, pr.enc, text, enc)
			}
		}
	}
}

// NextInto reads every game as Next does, into one game reused from call
// to call, with the whole file in the window and in small reads.
func TestNextIntoReusesAGame(t *testing.T) {
	data := mixedCorpus(rand.New(rand.NewPCG(9, 10)), 200)
	more, err := os.ReadFile("../testdata/appendix-c-long.pgn")
	if err != nil {
		t.Fatal(err)
	}
	data = append(append(data, more...), "\n[Event \"set up\"]\n[Variant \"Chess960\"]\n[FEN \"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9\"]\n[Opening \"x\"]\n\n9. g3 Nd7 *\n"...)
	want, werrs, err := readSized(bytes.NewReader(data), nil, len(data)+1, 0)
	if err != nil {
		t.Fatal(err)
	}
	if last := want[len(want)-1]; last.Tag("Opening") != "x" || !last.Start.Chess960() || len(last.Moves) != 2 {
		t.Fatalf("the last game reads %+v", last)
	}
	t.Run("MovesOnly", func(t *testing.T) { movesOnlyReadsTheMoves(t, data, want, werrs) })
	// Empty and missing slices are the same game.
	norm := func(g Game) Game {
		if len(g.Tags) == 0 {
			g.Tags = nil
		}
		if len(g.Moves) == 0 {
			g.Moves = nil
		}
		if len(g.Notes) == 0 {
			g.Notes = nil
		}
		return g
	}
	for _, size := range []int{len(data) + 1, 64} {
		pr := NewPGNReader(bytes.NewReader(data))
		pr.readSize = size
		var g Game
		n := 0
		for {
			got, err := pr.NextInto(&g)
			if err == io.EOF {
				break
			}
			if got != &g {
				t.Fatalf("size %d, game %d: NextInto returned %p, not the game given, and %v", size, n+1, got, err)
			}
			if n >= len(want) {
				t.Fatalf("size %d: more than %d games", size, len(want))
			}
			if !reflect.DeepEqual(norm(g), norm(*want[n])) {
				t.Fatalf("size %d, game %d:\n%+v\ninstead of\n%+v", size, n+1, g, *want[n])
			}
			if (err == nil) != (werrs[n] == nil) || err != nil && err.Error() != werrs[n].Error() {
				t.Fatalf("size %d, game %d: error %v instead of %v", size, n+1, err, werrs[n])
			}
			n++
		}
		if n != len(want) {
			t.Errorf("size %d: %d games instead of %d", size, n, len(want))
		}
	}
}

// movesOnlyReadsTheMoves checks that a reader with MovesOnly reads the
// moves, start, result, language and errors of a full reading (want,
// werrs), without notes and with only the tags of the set-up and result.
func movesOnlyReadsTheMoves(t *testing.T, data []byte, want []*Game, werrs []error) {
	for _, size := range []int{len(data) + 1, 64} {
		pr := NewPGNReader(bytes.NewReader(data))
		pr.readSize, pr.MovesOnly = size, true
		var g Game
		n, tagged := 0, 0
		for {
			_, err := pr.NextInto(&g)
			if err == io.EOF {
				break
			}
			if n >= len(want) {
				t.Fatalf("size %d: more than %d games", size, len(want))
			}
			w := want[n]
			if fmt.Sprint(g.Moves) != fmt.Sprint(w.Moves) || g.Start != w.Start || g.Result != w.Result ||
				g.Lang != w.Lang || g.Number != w.Number || g.Warning != w.Warning || len(g.Notes) != 0 {
				t.Fatalf("size %d, game %d:\n%+v\ninstead of\n%+v", size, n+1, g, *w)
			}
			var keep []Tag
			for _, tag := range w.Tags {
				switch tag.Name {
				case "FEN", "SetUp", "Variant", "Result":
					keep = append(keep, tag)
				}
			}
			if fmt.Sprint(g.Tags) != fmt.Sprint(keep) {
				t.Fatalf("size %d, game %d: tags %v, want %v", size, n+1, g.Tags, keep)
			}
			tagged += len(keep)
			if (err == nil) != (werrs[n] == nil) || err != nil && err.Error() != werrs[n].Error() {
				t.Fatalf("size %d, game %d: error %v instead of %v", size, n+1, err, werrs[n])
			}
			n++
		}
		if n != len(want) || tagged == 0 {
			t.Errorf("size %d: %d games instead of %d, %d tags kept", size, n, len(want), tagged)
		}
	}
}
