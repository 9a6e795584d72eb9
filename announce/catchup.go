package announce

import (
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
)

// Lines for moves the assistant could not follow as they were made, and
// for a promotion whose piece the board cannot see.

// CaughtUpFact is a move made while the board could not be followed,
// said afterwards.
type CaughtUpFact struct{ Move Line }

// OrderUnknownFact says that the board shows a position several orders
// of moves reach: the players take the last move back.
type OrderUnknownFact struct{}

func (CaughtUpFact) isFact()     {}
func (OrderUnknownFact) isFact() {}

// CaughtUp says a move made while the board could not be followed:
// "Nachgetragen: Springer Felix drei".
func CaughtUp(move Line) Line {
	return headed(phonetic.CaughtUp, move).with(CaughtUpFact{Move: move})
}

// OrderUnknown says that the board shows a position that the moves made
// reach in more than one order, which the board did not show: "Zugfolge
// unklar, letzten Zug zurücknehmen".
func OrderUnknown() Line {
	l := Words(phonetic.OrderUnknown)
	l.print(",")
	l.say(phonetic.TakeBackLast)
	return l.with(OrderUnknownFact{})
}

// PromotionUnknown says a promotion whose piece the board cannot see,
// and asks for it: "Gustav schlägt Felix eins, Umwandlung in Dame, Turm,
// Läufer, Springer" (the words of the move, check and mate left out:
// they depend on the piece).
func PromotionUnknown(p *notation.Position, m notation.Move, o Options) Line {
	d := p.Describe(m)
	d.Promotion, d.Check, d.Mate, d.Stalemate = notation.NoPieceType, false, false, false
	toks := Move(nil, d, o)
	toks = append(toks, phonetic.PromotesTo, phonetic.Queen, phonetic.Rook, phonetic.Bishop, phonetic.Knight)
	return Words(toks...)
}

// PromotionIs says the piece a promotion made, once known: "Felix eins
// Umwandlung in Springer".
func PromotionIs(s notation.Square, pt notation.PieceType) Line {
	toks := Square(nil, s)
	toks = append(toks, phonetic.PromotesTo, PieceToken(pt))
	return Words(toks...)
}
