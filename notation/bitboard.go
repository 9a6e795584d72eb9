package notation

import "math/bits"

// Bitboard is a set of squares, bit i standing for Square(i).
type Bitboard uint64

// Has tells whether s is in the set.
func (b Bitboard) Has(s Square) bool { return b&(1<<uint(s)) != 0 }

// Count returns the number of squares in the set.
func (b Bitboard) Count() int { return bits.OnesCount64(uint64(b)) }

// First returns the lowest square of a non-empty set.
func (b Bitboard) First() Square { return Square(bits.TrailingZeros64(uint64(b))) }

func bb(s Square) Bitboard { return 1 << uint(s) }

// pop removes and returns the lowest square of a non-empty set.
func (b *Bitboard) pop() Square {
	s := Square(bits.TrailingZeros64(uint64(*b)))
	*b &= *b - 1
	return s
}

const (
	fileA Bitboard = 0x0101010101010101
	rank1 Bitboard = 0xFF
)

// Directions for the ray tables: the first four increase the square
// index, the last four decrease it.
const (
	dirN = iota
	dirE
	dirNE
	dirNW
	dirS
	dirW
	dirSW
	dirSE
)

var (
	knightAttacks [64]Bitboard
	kingAttacks   [64]Bitboard
	pawnAttacks   [2][64]Bitboard
	rays          [8][64]Bitboard
	// between[a][b] holds the squares strictly between a and b when they
	// share a line, line[a][b] the whole line through both.
	between [64][64]Bitboard
	line    [64][64]Bitboard
)

func init() {
	df := [8]int{0, 1, 1, -1, 0, -1, -1, 1}
	dr := [8]int{1, 0, 1, 1, -1, 0, -1, -1}
	on := func(f, r int) bool { return f >= 0 && f < 8 && r >= 0 && r < 8 }
	for s := Square(0); s < 64; s++ {
		f, r := s.File(), s.Rank()
		for _, d := range [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}} {
			if on(f+d[0], r+d[1]) {
				knightAttacks[s] |= bb(Sq(f+d[0], r+d[1]))
			}
		}
		for d := 0; d < 8; d++ {
			if on(f+df[d], r+dr[d]) {
				kingAttacks[s] |= bb(Sq(f+df[d], r+dr[d]))
			}
			for i := 1; on(f+i*df[d], r+i*dr[d]); i++ {
				rays[d][s] |= bb(Sq(f+i*df[d], r+i*dr[d]))
			}
		}
		for _, df := range []int{-1, 1} {
			if on(f+df, r+1) {
				pawnAttacks[White][s] |= bb(Sq(f+df, r+1))
			}
			if on(f+df, r-1) {
				pawnAttacks[Black][s] |= bb(Sq(f+df, r-1))
			}
		}
	}
	for a := Square(0); a < 64; a++ {
		for d := 0; d < 8; d++ {
			r := rays[d][a]
			for r != 0 {
				b := r.pop()
				between[a][b] = rays[d][a] &^ rays[d][b] &^ bb(b)
				line[a][b] = rays[d][a] | rays[(d+4)%8][a] | bb(a)
			}
		}
	}
}

// rayAttacks returns the attacks along one direction, stopping at and
// including the first occupied square.
func rayAttacks(d int, s Square, occ Bitboard) Bitboard {
	r := rays[d][s]
	blk := r & occ
	if blk == 0 {
		return r
	}
	var b Square
	if d < 4 {
		b = Square(bits.TrailingZeros64(uint64(blk)))
	} else {
		b = Square(63 - bits.LeadingZeros64(uint64(blk)))
	}
	return r ^ rays[d][b]
}

func rookAttacks(s Square, occ Bitboard) Bitboard {
	return rayAttacks(dirN, s, occ) | rayAttacks(dirE, s, occ) | rayAttacks(dirS, s, occ) | rayAttacks(dirW, s, occ)
}

func bishopAttacks(s Square, occ Bitboard) Bitboard {
	return rayAttacks(dirNE, s, occ) | rayAttacks(dirNW, s, occ) | rayAttacks(dirSW, s, occ) | rayAttacks(dirSE, s, occ)
}
