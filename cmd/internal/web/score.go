package web

import (
	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
)

// Moves returns the score of g: each half-move in SAN with the piece
// letters of letters (nil: English) and its Appendix D words in spelling
// sp.
func Moves(g *notation.Game, letters *notation.Lang, sp phonetic.Spelling) []Move {
	if g == nil {
		return nil
	}
	plies := announce.Game(g, announce.Options{})
	out := make([]Move, len(plies))
	f := notation.Format{Lang: letters}
	var buf []byte
	for i, p := range plies {
		buf = notation.AppendMove(buf[:0], p.Desc, f)
		out[i] = Move{
			Number: p.Number,
			Black:  p.Side == notation.Black,
			SAN:    string(buf),
			Words:  phonetic.Text(p.Words, sp),
		}
	}
	return out
}

// WordsLang is the language of Appendix D words written in spelling sp,
// for a page in language page: "de" for the German words, "" where the
// page's language reads them (the Cyrillic transcription of a Russian
// or Ukrainian page).
func WordsLang(sp phonetic.Spelling, page string) string {
	if sp == phonetic.Cyrillic || page == "de" {
		return ""
	}
	return "de"
}

// Boards is what the arbiter sees when two boards are played on
// (Appendix D.2.9): each board's position and the discrepancy.
type Boards struct {
	// Boards are the boards' positions, the first the blind player's.
	Boards []BoardView `json:"boards"`
	// Discrepancy says how the boards differ, as it was said; "" while
	// they agree.
	Discrepancy string `json:"d,omitempty"`
}

// BoardView is one board: what stands on each square, and whether the
// board is connected.
type BoardView struct {
	// Name is the board's name in the run's language ("Board 2"); the
	// server sets it.
	Name string `json:"name"`
	// Pieces are the FEN letters of the 64 squares, rank 8 to 1, file a
	// to h, "." for an empty square, Occupied for a square that a board
	// seeing only occupancy shows taken (it cannot tell by which piece).
	Pieces string `json:"p"`
	// Away is set while the board is not connected.
	Away bool `json:"away,omitempty"`
}

// Occupied marks, in BoardView.Pieces, a square taken by a piece the
// board cannot name (DGT Pegasus, Square Off: they see occupancy only).
const Occupied = '*'

// OccupancyView returns the board view of a board that sees occupancy
// only: occupied tells, by square index (a1 = 0 … h8 = 63), whether a
// piece stands there.
func OccupancyView(occupied func(square int) bool) BoardView {
	b := make([]byte, 0, 64)
	for r := 7; r >= 0; r-- {
		for f := 0; f < 8; f++ {
			c := byte('.')
			if occupied(r*8 + f) {
				c = Occupied
			}
			b = append(b, c)
		}
	}
	return BoardView{Pieces: string(b)}
}

// ViewOf returns the board view of a placement (indexed a1 = 0 … h8 = 63).
func ViewOf(placement [64]notation.Piece) BoardView {
	b := make([]byte, 0, 64)
	for r := 7; r >= 0; r-- {
		for f := 0; f < 8; f++ {
			b = append(b, placement[notation.Sq(f, r)].String()...)
		}
	}
	return BoardView{Pieces: string(b)}
}
