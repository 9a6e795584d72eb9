package announce

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
)

func say(t *testing.T, fen, move string, o Options, sp phonetic.Spelling) string {
	t.Helper()
	p, err := notation.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	m, err := notation.ParseMove(&p, move, nil)
	if err != nil {
		t.Fatal(err)
	}
	return phonetic.Text(Phrase(&p, m, o), sp)
}

// The examples of the issue and of Appendix D.2.1.
func TestPhrases(t *testing.T) {
	const (
		knights   = "rnbqkbnr/ppp2ppp/8/3p4/3Pp1B1/5N2/PPP1PPPP/RN1QKB1R w KQkq - 0 4"
		rooks     = "k7/8/8/8/8/4R3/8/4R2K w - - 0 1"
		ep        = "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3"
		promo     = "5r2/4P2k/8/8/8/8/8/4K3 w - - 0 1"
		castleMat = "4rbr1/4pkp1/4p1p1/8/8/8/8/4K2R w K - 0 1"
		stalemate = "7k/8/6Q1/8/8/8/8/K7 w - - 0 1"
	)
	cases := []struct {
		fen, move string
		o         Options
		want      string
	}{
		{notation.StartFEN, "e4", Options{}, "Eva vier"},
		{notation.StartFEN, "e4", Options{Pawn: true}, "Bauer Eva vier"},
		{knights, "Nbd2", Options{}, "Springer Bella David zwei"},
		{rooks, "R1e2", Options{}, "Turm eins Eva zwei"},
		{ep, "exd6", Options{}, "Eva schlägt David sechs en passant"},
		{promo, "exf8=N+", Options{}, "Eva schlägt Felix acht Umwandlung in Springer Schach"},
		{promo, "e8=Q", Options{}, "Eva acht Umwandlung in Dame"},
		{castleMat, "O-O#", Options{}, "Kurze Rochade Matt"},
		{stalemate, "Qf7", Options{}, "Dame Felix sieben Patt"},
		{notation.StartFEN, "Ng1f3", Options{Long: true}, "Springer Gustav eins Felix drei"},
		{"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2", "exd5", Options{Long: true}, "Eva vier schlägt David fünf"},
		{knights, "Nbd2", Options{Long: true}, "Springer Bella eins David zwei"},
	}
	for _, c := range cases {
		if got := say(t, c.fen, c.move, c.o, phonetic.German); got != c.want {
			t.Errorf("%s (%+v) = %q, want %q", c.move, c.o, got, c.want)
		}
	}
	if got := say(t, promo, "exf8=N+", Options{}, phonetic.FIDE); got != "Eva schlaegt Felix acht Umwandlung in Springer Schach" {
		t.Errorf("FIDE spelling: %q", got)
	}
	if got := say(t, castleMat, "O-O", Options{}, phonetic.Cyrillic); got != "Кюрц Рохад мат" {
		t.Errorf("Cyrillic: %q", got)
	}
}

// readGame reads the single game of a file in testdata.
func readGame(t *testing.T, name string) *notation.Game {
	t.Helper()
	f, err := os.Open("../testdata/" + name)
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

// The Appendix C sample game, as announced in the three printed forms.
func TestAppendixC(t *testing.T) {
	want, err := os.ReadFile("../testdata/appendix-c.announce.txt")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(want)), "\n")
	for _, name := range []string{"appendix-c.pgn", "appendix-c-minimal.pgn", "appendix-c-long.pgn"} {
		g := readGame(t, name)
		plies := Game(g, Options{})
		if len(plies) != len(lines) {
			t.Fatalf("%s: %d plies, want %d", name, len(plies), len(lines))
		}
		for i, ply := range plies {
			got := phonetic.Text(ply.Words, phonetic.German)
			w := lines[i]
			if name == "appendix-c-long.pgn" && i == 14 {
				// The long form prints 8. Qd4d3 where the others have Qe3+.
				w = "Dame David drei"
			}
			if got != w {
				t.Errorf("%s ply %d: %q, want %q", name, i+1, got, w)
			}
		}
	}
}

func TestGamePlies(t *testing.T) {
	g := readGame(t, "appendix-c.pgn")
	plies := Game(g, Options{})
	if plies[0].Number != 1 || plies[0].Side != notation.White || plies[1].Side != notation.Black || plies[20].Number != 11 {
		t.Errorf("numbers and sides: %+v %+v %+v", plies[0], plies[1], plies[20])
	}
}

func BenchmarkAnnounceGame(b *testing.B) {
	f, err := os.Open("../testdata/appendix-c.pgn")
	if err != nil {
		b.Fatal(err)
	}
	g, err := notation.NewPGNReader(bufio.NewReader(f)).Next()
	f.Close()
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		Game(g, Options{})
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(g.Moves)), "ns/ply")
}

func BenchmarkAnnounceMove(b *testing.B) {
	p, _ := notation.ParseFEN("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	m, _ := notation.ParseMove(&p, "Nxf7", nil)
	buf := make([]phonetic.Token, 0, 16)
	b.ReportAllocs()
	for b.Loop() {
		buf = Move(buf[:0], p.Describe(m), Options{})
	}
}

func TestNullMove(t *testing.T) {
	r := notation.NewPGNReader(strings.NewReader("1. e4 -- 2. d4 *"))
	g, err := r.Next()
	if err != nil {
		t.Fatal(err)
	}
	plies := Game(g, Options{})
	if len(plies) != 3 {
		t.Fatalf("%d plies", len(plies))
	}
	if got := phonetic.Text(plies[1].Words, phonetic.German); got != "Nullzug" {
		t.Errorf("null move announced as %q", got)
	}
	if got := phonetic.Text(plies[2].Words, phonetic.German); got != "David vier" {
		t.Errorf("move after the null move announced as %q", got)
	}
}
