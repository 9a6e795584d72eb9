package announce

import "github.com/rochade/rochade/phonetic"

// SetUpFact says that a board shows a position of a resumed game's past:
// Moves moves are still to be made to set its last position up.
type SetUpFact struct{ Moves int }

func (SetUpFact) isFact() {}

// SetUpPosition says how far a board is from the last position of a
// resumed game that is being set up: "Stellung aufbauen. Noch 2 Züge".
func SetUpPosition(moves int) Line {
	l := Words(phonetic.SetUpPosition)
	l.print(".")
	l.say(phonetic.Still)
	l.number(moves)
	if moves == 1 {
		l.say(phonetic.Move)
	} else {
		l.say(phonetic.MovesWord)
	}
	return l.with(SetUpFact{Moves: moves})
}
