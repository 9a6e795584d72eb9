//go:build linux

package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/rochade/rochade/cmd/internal/tether"
	"github.com/rochade/rochade/notation"
)

// poolGame is a game of the generated collections: its PGN text and the
// line convert --to uci writes for it.
type poolGame struct {
	text []byte
	uci  string
}

// gamePool writes n random games of legal moves, in English or German
// letters, with names and comments in Latin-1 characters, NAGs,
// variations, null moves and Chess960 games among them.
func gamePool(t *testing.T, n int) []poolGame {
	t.Helper()
	rng := rand.New(rand.NewPCG(11, 12))
	names := []string{"Müller", "Jäger", "Anna", "Ødegård", "Ça Va", "Bob"}
	de := notation.LangByCode("de")
	var pool []poolGame
	var buf [256]notation.Move
	for i := 0; i < n; i++ {
		g := notation.NewGame()
		g.SetTag("Event", "Vereinsmeisterschaft")
		g.SetTag("White", names[rng.IntN(len(names))])
		g.SetTag("Black", names[rng.IntN(len(names))])
		if i%50 == 7 {
			p, err := notation.ParseFEN("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9")
			if err != nil {
				t.Fatal(err)
			}
			g.Start = p
			g.SetTag("Variant", "Chess960")
			g.SetTag("SetUp", "1")
			g.SetTag("FEN", p.FEN())
		}
		p := g.Start
		for ply := 20 + rng.IntN(140); ply > 0; ply-- {
			moves := p.LegalMoves(buf[:0])
			if len(moves) == 0 {
				break
			}
			m := moves[rng.IntN(len(moves))]
			if i%40 == 3 && ply == 5 && !p.InCheck() {
				m = notation.NullMove
			}
			g.Moves = append(g.Moves, m)
			switch rng.IntN(60) {
			case 0:
				g.Notes = append(g.Notes, notation.Note{Ply: len(g.Moves), Kind: notation.Comment, Text: "Zug über {x} ½"})
			case 1:
				g.Notes = append(g.Notes, notation.Note{Ply: len(g.Moves), Kind: notation.NAG, NAG: 1 + rng.IntN(6)})
			case 2:
				g.Notes = append(g.Notes, notation.Note{Ply: len(g.Moves), Kind: notation.Variation, Text: "1. e4 (1. d4 {ja}) e5"})
			}
			p.Play(m)
		}
		g.Result = []string{"1-0", "0-1", "1/2-1/2", "*"}[rng.IntN(4)]
		f := notation.Format{}
		if i%3 == 1 {
			f.Lang = de
		}
		var b bytes.Buffer
		if err := notation.WritePGN(&b, g, f); err != nil {
			t.Fatal(err)
		}
		pool = append(pool, poolGame{text: b.Bytes(), uci: string(g.AppendUCI(nil))})
	}
	return pool
}

// encodeText returns UTF-8 text in the named encoding.
func encodeText(t *testing.T, s []byte, enc string) []byte {
	switch enc {
	case "UTF-8":
		return s
	case "Latin-1":
		var out []byte
		for _, r := range string(s) {
			if r > 0xFF {
				t.Fatalf("%q is no Latin-1 character", r)
			}
			out = append(out, byte(r))
		}
		return out
	case "UTF-16LE":
		var out []byte
		for _, u := range utf16.Encode([]rune(string(s))) {
			out = append(out, byte(u), byte(u>>8))
		}
		return out
	}
	t.Fatalf("no encoding %s", enc)
	return nil
}

// writeCollection writes games of the pool, drawn with the seed, to path
// in enc until it holds size bytes; it returns how many games it wrote.
func writeCollection(t *testing.T, path string, pool []poolGame, enc string, seed uint64, size int64) int {
	t.Helper()
	encoded := make([][]byte, len(pool))
	for i, g := range pool {
		encoded[i] = encodeText(t, append(g.text, '\n'), enc)
	}
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	w := bufio.NewWriterSize(f, 1<<20)
	switch enc {
	case "UTF-8":
		w.WriteString("\uFEFF")
	case "UTF-16LE":
		w.Write([]byte{0xFF, 0xFE})
	}
	rng := rand.New(rand.NewPCG(seed, 1))
	n := 0
	for written := int64(0); written < size; n++ {
		b := encoded[rng.IntN(len(encoded))]
		w.Write(b)
		written += int64(len(b))
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	return n
}

// TestConvertStreamsLargeFiles reads generated collections larger than
// the memory allowed with rochade convert --to uci in a child process: a
// 1 GiB UTF-8 file, and Latin-1 and UTF-16 files of 160 MiB. Each game's
// line must be the moves written, and the child's peak resident memory
// (VmHWM, which the child reads from the kernel as it ends) must stay
// under 64 MiB. A short run (make check) reads 96 MiB in UTF-8 and 16 MiB
// in each of the others.
//
// Not parallel: the child keeps a core busy for half a minute, which
// would starve the emulated boards of the end-to-end tests beside it.
func TestConvertStreamsLargeFiles(t *testing.T) {
	pool := gamePool(t, 1500)
	dir := t.TempDir()
	const limit = 64 << 20
	type collection struct {
		enc  string
		size int64
	}
	collections := []collection{{"UTF-8", 1 << 30}, {"Latin-1", 160 << 20}, {"UTF-16LE", 160 << 20}}
	if testing.Short() {
		collections = []collection{{"UTF-8", 96 << 20}, {"Latin-1", 16 << 20}, {"UTF-16LE", 16 << 20}}
	}
	for _, c := range collections {
		path := filepath.Join(dir, "collection.pgn")
		seed := uint64(c.size)
		games := writeCollection(t, path, pool, c.enc, seed, c.size)
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		peakFile := filepath.Join(dir, "peak")
		os.Remove(peakFile)
		cmd.Env = append(os.Environ(), audioChildEnv+"="+strings.Join([]string{"convert", "--to", "uci", path}, "\x1f"),
			childPeakEnv+"="+peakFile)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := tether.Start(cmd); err != nil {
			t.Fatal(err)
		}
		// Every line is the game drawn there.
		rng := rand.New(rand.NewPCG(seed, 1))
		lines := bufio.NewReaderSize(out, 1<<20)
		bad := 0
		n := 0
		for ; ; n++ {
			line, err := lines.ReadString('\n')
			if err == io.EOF && line == "" {
				break
			}
			if err != nil {
				t.Fatalf("%s: %v", c.enc, err)
			}
			want := ""
			if n < games {
				want = pool[rng.IntN(len(pool))].uci
			}
			if line != want+"\n" && bad < 3 {
				bad++
				t.Errorf("%s: game %d reads as\n%.80s\ninstead of\n%.80s", c.enc, n+1, line, want)
			}
		}
		if err := cmd.Wait(); err != nil {
			t.Fatalf("%s: %v\n%s", c.enc, err, stderr.String())
		}
		if n != games || stderr.Len() > 0 {
			t.Errorf("%s: %d lines for %d games; errors:\n%.400s", c.enc, n, games, stderr.String())
		}
		// The child's own peak, as the kernel counts it (VmHWM, in kB).
		hwm, err := os.ReadFile(peakFile)
		var peakKB int64
		if _, serr := fmt.Sscanf(strings.TrimPrefix(string(hwm), "VmHWM:"), "%d kB", &peakKB); err != nil || serr != nil {
			t.Fatalf("%s: the child reported no peak memory (%q): %v %v", c.enc, hwm, err, serr)
		}
		peak := peakKB << 10
		fi, _ := os.Stat(path)
		t.Logf("%s: %d games, %d MiB, peak memory %.1f MiB, %v CPU", c.enc, games, fi.Size()>>20,
			float64(peak)/(1<<20), cmd.ProcessState.UserTime()+cmd.ProcessState.SystemTime())
		if peak >= limit {
			t.Errorf("%s: peak memory %s MiB, want under 64 MiB", c.enc, fmt.Sprintf("%.1f", float64(peak)/(1<<20)))
		}
		os.Remove(path)
	}
}
