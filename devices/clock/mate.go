package clock

import "github.com/rochade/rochade/notation"

// CanCheckmate answers the question of FIDE Article 6.9 for side in
// position p: could side checkmate the opponent by any series of legal
// moves (helped by the worst defence)? When a flag falls, the flagged
// side loses if the opponent can, and the game is drawn if not.
//
// It is exact for the material that can never mate:
//   - a bare king;
//   - king and one knight (nothing else) against a bare king;
//   - king and bishops that all stand on squares of one colour, against
//     a king with nothing or with bishops on squares of that same colour
//     only (no bishop of either side can ever reach the other colour,
//     and nothing can block a king's flight squares of the other colour).
//
// Everything else counts as able to mate, also the rare positions that
// are dead for other reasons (locked pawn chains, for instance): there
// the arbiter decides, and the conservative answer is a loss.
func CanCheckmate(p *notation.Position, side notation.Color) bool {
	opp := side.Other()
	count := func(c notation.Color, t notation.PieceType) int { return p.Pieces(c, t).Count() }
	others := func(c notation.Color) int {
		return count(c, notation.Pawn) + count(c, notation.Knight) + count(c, notation.Rook) + count(c, notation.Queen)
	}
	bishops := count(side, notation.Bishop)
	if others(side) == 0 && bishops == 0 {
		return false // a bare king
	}
	// King and one knight against a bare king.
	if bishops == 0 && count(side, notation.Knight) == 1 && others(side) == 1 &&
		others(opp) == 0 && count(opp, notation.Bishop) == 0 {
		return false
	}
	// Bishops on one colour only, on both sides, and nothing else.
	if others(side) == 0 && others(opp) == 0 {
		var light, dark int
		for _, c := range []notation.Color{notation.White, notation.Black} {
			b := p.Pieces(c, notation.Bishop)
			for b != 0 {
				s := b.First()
				b &= b - 1
				if (s.File()+s.Rank())%2 == 0 {
					dark++
				} else {
					light++
				}
			}
		}
		if light == 0 || dark == 0 {
			return false
		}
	}
	return true
}
