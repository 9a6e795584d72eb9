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

// Published Chess960 perft counts (positions of the list "Chess960 Perft
// Results" on chessprogramming.org), in Shredder-FEN and, for two of
// them, the same positions in X-FEN.
var perft960Cases = []struct {
	name   string
	fen    string
	counts []uint64
}{
	{"960-1", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", []uint64{21, 528, 12189, 326672}},
	{"960-1-xfen", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9", []uint64{21, 528, 12189, 326672}},
	{"960-2", "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9", []uint64{21, 807, 18002, 667366}},
	{"960-3", "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9", []uint64{20, 479, 10471, 273318}},
	{"960-3-xfen", "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w KQ - 1 9", []uint64{20, 479, 10471, 273318}},
	{"960-4", "qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf - 0 9", []uint64{22, 593, 13440, 382958}},
	{"960-6", "b1qr1krb/pp1ppppp/n2n4/8/2p5/2P3P1/PP1PPP1P/BNQRNKRB w GDgd - 0 1", []uint64{28, 707, 19721, 549506}},
}

func TestPerft960(t *testing.T) {
	for _, c := range perft960Cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			p, err := ParseFEN(c.fen)
			if err != nil {
				t.Fatal(err)
			}
			if !p.Chess960() {
				t.Errorf("%s is not taken for a Chess960 position", c.fen)
			}
			for i, want := range c.counts {
				if got := p.Perft(i + 1); got != want {
					t.Fatalf("perft(%d) = %d, want %d", i+1, got, want)
				}
			}
		})
	}
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
