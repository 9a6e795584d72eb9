package notation

import (
	"bytes"
	"io"
	"strings"
	"testing"
)

var fuzzFENs = []string{
	StartFEN,
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
	"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
	"5r1k/4P3/8/8/8/8/8/4K3 w - - 0 1",
	"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
	"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
	"1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1",
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"Nf3", "e2-e4", "exd6 e.p.", "O-O-O", "0–0", "e8=Q+", "Вхе5", "Крe2", "♘f3", "ed", "Се5:", "e7e8q", "d8(Q)", "b1/N",
		"Nbd2", "R1e1", "Qh4xe1", "bxa8=N#", "exd6", "O-O", "e1b1", "g1h1", "Kg1", "a8=Q"} {
		for i := range fuzzFENs {
			f.Add(uint8(i), s)
		}
	}
	f.Fuzz(func(t *testing.T, which uint8, text string) {
		p, err := ParseFEN(fuzzFENs[int(which)%len(fuzzFENs)])
		if err != nil {
			t.Fatal(err)
		}
		// The fast reading of plain SAN agrees with the full reader.
		if m, ok := p.fastMove(text, English); ok {
			if slow, err := parseMoveSlow(&p, text, English); err != nil || slow != m {
				t.Fatalf("%q: fast reading %v, full reading %v, %v", text, m, slow, err)
			}
		}
		for _, lang := range []*Lang{nil, English, LangByCode("ru"), LangByCode("cs")} {
			m, err := ParseMove(&p, text, lang)
			if err != nil {
				if m != NullMove {
					t.Fatalf("ParseMove(%q) returned %v with an error", text, m)
				}
				continue
			}
			if !p.IsLegal(m) {
				t.Fatalf("ParseMove(%q) returned the illegal move %v", text, m)
			}
			san := p.SAN(m)
			if back, err := ParseMove(&p, san, English); err != nil || back != m {
				t.Fatalf("SAN %q of %q reads back as %v, %v", san, text, back, err)
			}
		}
	})
}

func FuzzPGN(f *testing.F) {
	f.Add([]byte("[Event \"x\"]\n\n1. e4 e5 2. Nf3 {c} (2. f4 exf4) Nc6 $1 3. Bb5 a6!? 1-0\n"))
	f.Add([]byte("1. e2e4 e7e5 2.Ng1f3 Ng8f6 3. d2d4 e5xd4 4. e4e5 Nf6e4 5. Qd1xd4 d7d5 6. e5xd6 e.p. Ne4xd6 7. Bc1g5 (=) *"))
	f.Add([]byte("[FEN \"4k3/P7/8/8/8/8/8/4K3 w - - 0 40\"]\n40. a8=Q+ Kd7 0-1\n\n1. d4 d5 -/-"))
	f.Add([]byte("1. e4 e5 2. Кf3 Кc6 3. Сb5 ½-½ % x\n; y\n1. d4 +/- Nf6"))
	f.Add([]byte("\xEF\xBB\xBF[Event \"a\"]\n\n1. e4 ... e5 2. Nf3 … Nc6 1-0\n{end}\n; x\n"))
	f.Add([]byte("[White \"M\xfcller\"]\n\n1. e4 d5 2. e\xd7d5 \xbd-\xbd\n"))
	f.Add(utf16File("[White \"Müller\"]\n\n1. e4 e5 *\n", false))
	f.Add([]byte("1. e4 -- 2. d4 Z0 3. Nf3 0000 *\n\n1. d4 d5\n\n1. c4 +--\n--+\n-:-\n"))
	f.Add([]byte("[Variant \"Chess960\"]\n[FEN \"1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1\"]\n\n1. O-O-O O-O 2. e1b1 *\n"))
	f.Add([]byte("[Variant \"Crazyhouse\"]\n\n1. e4 *\n[White \"x\n1. e4 (1. d4 {x\n) 2. Nf3 *"))
	f.Add([]byte("[FEN \"4k3/P7/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. a8=Q Крd7 2. Фa4+ *\n\n1. e4 e5 2. Se2 *\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		// Streamed a few bytes at a time, the file reads as it does
		// whole.
		if len(data) > 0 {
			whole, werrs, err := readSized(bytes.NewReader(data), nil, len(data)+1, 0)
			if err != nil {
				t.Fatal(err)
			}
			size := 1 + int(data[len(data)-1])%23
			g, errs, err := readSized(bytes.NewReader(data), nil, size, 0)
			if err != nil {
				t.Fatal(err)
			}
			if d := sameReading(whole, werrs, g, errs); d != "" {
				t.Fatalf("read %d bytes at a time: %s", size, d)
			}
		}
		r := NewPGNReader(bytes.NewReader(data))
		for n := 0; ; n++ {
			if n > len(data)+1 {
				t.Fatalf("more games than bytes: the reader does not advance")
			}
			g, err := r.Next()
			if err == io.EOF {
				return
			}
			if g == nil {
				t.Fatalf("no game with error %v", err)
			}
			// Every move kept is legal in turn.
			p := g.Start
			for _, m := range g.Moves {
				if m == NullMove && !p.InCheck() {
					p.Play(m)
					continue
				}
				if !p.IsLegal(m) {
					t.Fatalf("game %d keeps the illegal move %v", g.Number, m)
				}
				p.Play(m)
			}
			if err != nil {
				continue
			}
			// A game read without error survives writing and reading.
			var buf bytes.Buffer
			if err := WritePGN(&buf, g, Format{}); err != nil {
				t.Fatal(err)
			}
			again, err := NewPGNReader(&buf).Next()
			if err != nil || len(again.Moves) != len(g.Moves) {
				t.Fatalf("written game does not read back: %v\n%s", err, buf.String())
			}
			for i := range g.Moves {
				if again.Moves[i] != g.Moves[i] {
					t.Fatalf("written game differs at ply %d", i)
				}
			}
		}
	})
}

func FuzzFEN(f *testing.F) {
	for _, s := range fuzzFENs {
		f.Add(s)
	}
	f.Add("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1")
	f.Add("4k3/8/8/8/8/8/8/4KR1R w F - 0 1")
	f.Fuzz(func(t *testing.T, fen string) {
		p, err := ParseFEN(fen)
		if err != nil {
			// Short, and free of the file's control characters.
			msg := err.Error()
			if len(msg) > 640 || strings.ContainsFunc(msg, func(r rune) bool { return r < 0x20 || r == 0x7f }) {
				t.Fatalf("error line %q", msg)
			}
			return
		}
		// A position read is written and read back to the same position,
		// and its moves can be played.
		back, err := ParseFEN(p.FEN())
		if err != nil || back != p {
			t.Fatalf("%q written as %q reads back as %q, %v", fen, p.FEN(), back.FEN(), err)
		}
		var buf [256]Move
		for _, m := range p.LegalMoves(buf[:0]) {
			q := p
			q.Play(m)
			if k := q.kingSquare(p.Turn()); k == NoSquare || q.attackersTo(k, q.Turn(), q.Occupied()) != 0 {
				t.Fatalf("%q: %s leaves the king attacked", fen, p.UCI(m))
			}
			if _, err := ParseMove(&p, p.UCI(m), nil); err != nil {
				t.Fatalf("%q: UCI %s does not read back: %v", fen, p.UCI(m), err)
			}
		}
	})
}
