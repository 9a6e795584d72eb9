package script

import (
	"math/rand"

	"github.com/rochade/rochade/notation"
)

// RandomGame makes a legal game of at most plies half-moves from the
// starting position, chosen by seed, rich in what is hard to follow on a
// board: it castles, takes en passant and promotes (sometimes to a
// knight, bishop or rook) whenever it can, and pushes pawns and captures
// more often than it makes other moves, developing its knights and
// bishops early and keeping king and rooks at home until it has castled.
// It ends early at mate or stalemate.
func RandomGame(seed int64, plies int) *notation.Game {
	rng := rand.New(rand.NewSource(seed))
	g := notation.NewGame()
	p := g.Start
	var buf [256]notation.Move
	for len(g.Moves) < plies {
		legal := p.LegalMoves(buf[:0])
		if len(legal) == 0 {
			break
		}
		var special []notation.Move
		weights := make([]int, len(legal))
		total := 0
		for i, m := range legal {
			d := p.Describe(m)
			switch {
			case d.Castle != notation.NoCastle, d.EnPassant:
				special = append(special, m)
			case d.Promotion == notation.Queen:
				special = append(special, m)
			case d.Promotion != notation.NoPieceType:
				if rng.Intn(3) == 0 {
					special = append(special, m)
				}
			}
			w := 1
			home := d.From.Rank() == 0 || d.From.Rank() == 7
			switch d.Piece {
			case notation.Pawn:
				w = 4
			case notation.Knight, notation.Bishop:
				if home {
					w = 6
				}
			case notation.King, notation.Rook:
				if len(g.Moves) < 30 && !p.InCheck() {
					w = 0
				}
			}
			if d.Capture() {
				w += 2
			}
			weights[i] = w
			total += w
		}
		var m notation.Move
		if len(special) > 0 && rng.Intn(10) < 9 {
			m = special[rng.Intn(len(special))]
		} else if total == 0 {
			m = legal[rng.Intn(len(legal))]
		} else {
			r := rng.Intn(total)
			for i, w := range weights {
				if r < w {
					m = legal[i]
					break
				}
				r -= w
			}
		}
		g.Moves = append(g.Moves, m)
		p.Play(m)
	}
	return g
}
