package notation

import "testing"

// The published perft counts of the usual test positions
// (chessprogramming.org "Perft Results").
var perftCases = []struct {
	name   string
	fen    string
	counts []uint64 // counts[i] is perft(i+1)
}{
	{"start", StartFEN, []uint64{20, 400, 8902, 197281, 4865609, 119060324}},
	{"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		[]uint64{48, 2039, 97862, 4085603, 193690690}},
	{"position3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
		[]uint64{14, 191, 2812, 43238, 674624, 11030083}},
	{"position4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
		[]uint64{6, 264, 9467, 422333, 15833292}},
	{"position4-mirrored", "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
		[]uint64{6, 264, 9467, 422333}},
	{"position5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
		[]uint64{44, 1486, 62379, 2103487, 89941194}},
	{"position6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
		[]uint64{46, 2079, 89890, 3894594, 164075551}},
}

func TestPerft(t *testing.T) {
	for _, c := range perftCases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			p, err := ParseFEN(c.fen)
			if err != nil {
				t.Fatal(err)
			}
			for i, want := range c.counts {
				if got := p.Perft(i + 1); got != want {
					t.Fatalf("perft(%d) = %d, want %d", i+1, got, want)
				}
			}
		})
	}
}

func BenchmarkPerftStart4(b *testing.B) {
	p := StartPosition()
	for b.Loop() {
		p.Perft(4)
	}
}

func BenchmarkLegalMovesKiwipete(b *testing.B) {
	p, _ := ParseFEN(perftCases[1].fen)
	var buf [256]Move
	b.ReportAllocs()
	for b.Loop() {
		p.LegalMoves(buf[:0])
	}
}
