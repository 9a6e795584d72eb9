// Command gencorpus writes a reproducible PGN collection for benchmarks:
// games of legal moves chosen at random (captures and checks preferred,
// so that games look less aimless), with tags, comments and glyphs.
//
//	go run ./bench/gencorpus -games 5000 -seed 1 > corpus.pgn
package main

import (
	"bufio"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"

	"github.com/rochade/rochade/notation"
)

func main() {
	games := flag.Int("games", 5000, "number of games")
	seed := flag.Uint64("seed", 1, "random seed")
	flag.Parse()
	rng := rand.New(rand.NewPCG(*seed, 7))
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	names := []string{"Anna", "Bella", "Cäsar", "David", "Eva", "Felix", "Gustav", "Hector"}
	var buf [256]notation.Move
	for i := 1; i <= *games; i++ {
		g := notation.NewGame()
		g.SetTag("Event", "Rochade benchmark")
		g.SetTag("Site", "Generated")
		g.SetTag("Date", fmt.Sprintf("2026.%02d.%02d", 1+rng.IntN(12), 1+rng.IntN(28)))
		g.SetTag("Round", fmt.Sprint(i))
		g.SetTag("White", names[rng.IntN(len(names))])
		g.SetTag("Black", names[rng.IntN(len(names))])
		p := g.Start
		length := 40 + rng.IntN(120)
		for ply := 0; ply < length; ply++ {
			moves := p.LegalMoves(buf[:0])
			if len(moves) == 0 {
				break
			}
			m := moves[rng.IntN(len(moves))]
			// Prefer a capture or a check when one is drawn.
			for try := 0; try < 3; try++ {
				c := moves[rng.IntN(len(moves))]
				d := p.Describe(c)
				if d.Capture() || d.Check {
					m = c
					break
				}
			}
			g.Moves = append(g.Moves, m)
			if rng.IntN(40) == 0 {
				g.Notes = append(g.Notes, notation.Note{Ply: len(g.Moves), Kind: notation.Comment, Text: "a comment"})
			}
			if rng.IntN(30) == 0 {
				g.Notes = append(g.Notes, notation.Note{Ply: len(g.Moves), Kind: notation.NAG, NAG: 1 + rng.IntN(6)})
			}
			p.Play(m)
		}
		switch {
		case !p.HasLegalMove() && p.InCheck():
			if p.Turn() == notation.White {
				g.Result = "0-1"
			} else {
				g.Result = "1-0"
			}
		case !p.HasLegalMove():
			g.Result = "1/2-1/2"
		default:
			g.Result = []string{"1-0", "0-1", "1/2-1/2", "*"}[rng.IntN(4)]
		}
		if err := notation.WritePGN(w, g, notation.Format{}); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
}
