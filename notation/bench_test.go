package notation

import (
	"bytes"
	"io"
	"math/rand/v2"
	"testing"
)

// benchCorpus is a PGN collection of random legal games.
func benchCorpus(b *testing.B, games int) ([]byte, int) {
	b.Helper()
	rng := rand.New(rand.NewPCG(3, 4))
	var buf bytes.Buffer
	plies := 0
	for i := 0; i < games; i++ {
		g := randomGame(rng, 40+rng.IntN(120))
		plies += len(g.Moves)
		if err := WritePGN(&buf, g, Format{}); err != nil {
			b.Fatal(err)
		}
	}
	return buf.Bytes(), plies
}

func BenchmarkPGNRead(b *testing.B) {
	data, plies := benchCorpus(b, 200)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		r := NewPGNReader(bytes.NewReader(data))
		for {
			_, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*plies), "ns/ply")
}

func BenchmarkParseMoveSAN(b *testing.B) {
	p, _ := ParseFEN("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseMove(&p, "Nxf7", English); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkParseMoveCyrillicLong(b *testing.B) {
	p, _ := ParseFEN("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseMove(&p, "Кe5хf7+", nil); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkSAN(b *testing.B) {
	p, _ := ParseFEN("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	m, _ := ParseMove(&p, "Nxf7", English)
	var buf [16]byte
	b.ReportAllocs()
	for b.Loop() {
		AppendMove(buf[:0], p.Describe(m), Format{})
	}
}

// BenchmarkPGNToUCI reads a collection and writes every game's moves in
// UCI into one buffer, as rochade convert --to uci does: every game read
// into the same Game, with MovesOnly.
func BenchmarkPGNToUCI(b *testing.B) {
	data, plies := benchCorpus(b, 1000)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	var out []byte
	var game Game
	for b.Loop() {
		r := NewPGNReader(bytes.NewReader(data))
		r.MovesOnly = true
		for {
			g, err := r.NextInto(&game)
			if err == io.EOF {
				break
			}
			if err != nil {
				b.Fatal(err)
			}
			out = g.AppendUCI(out[:0])
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*plies), "ns/ply")
}

// BenchmarkPGNReadStreamed reads 5,000 games with the default window and
// with 4 KiB reads (a refill every few games, each game at the window's
// edge scanned again), and reports the most the window held.
func BenchmarkPGNReadStreamed(b *testing.B) {
	data, plies := benchCorpus(b, 5000)
	for _, size := range []int{0, 4 << 10} {
		name := "default"
		if size > 0 {
			name = "4KiB"
		}
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			window := 0
			for b.Loop() {
				r := NewPGNReader(bytes.NewReader(data))
				r.readSize = size
				for {
					_, err := r.Next()
					if err == io.EOF {
						break
					}
					if err != nil {
						b.Fatal(err)
					}
					window = max(window, cap(r.data))
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*plies), "ns/ply")
			b.ReportMetric(float64(window), "window-bytes")
		})
	}
}
