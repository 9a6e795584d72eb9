package announce

import (
	"time"

	"github.com/rochade/rochade/notation"
)

// A Fact is what a Line of the assistant says, as data: a program that
// speaks another language than German words it from the fact, and speaks
// the German words of Appendix D (the moves, squares and pieces a fact
// holds) as they are. A move's announcement has no fact: its words are
// the same in every language.
type Fact interface{ isFact() }

// Said is a fact without fields: a fixed message of the assistant.
type Said int

// The fixed messages.
const (
	SaidGameOver        Said = iota + 1 // the game has ended
	SaidBoardBack                       // a board is connected again
	SaidBoardGone                       // a board was disconnected
	SaidBoardSilent                     // no board answers on the port
	SaidBoardRight                      // the board shows the game again
	SaidNewGame                         // a new game begins
	SaidSetUpNewGame                    // a new game: set up the starting position
	SaidConfirmNew                      // a game is being played: confirm the new game
	SaidStartShown                      // the board shows the starting position: confirm the new game
	SaidSaveFailed                      // the record could not be written
	SaidSaved                           // the record is written again
	SaidUnknownRequest                  // a request was not understood
	SaidNoMoveYet                       // no move has been made yet
	SaidEngineRestarted                 // the engine was started again
)

// ClockFact is the answer to the time request (Time).
type ClockFact struct{ ClockReport }

// TimeLeftFact is a low-time alert: Side has Left.
type TimeLeftFact struct {
	Side notation.Color
	Left time.Duration
}

// FlagFallFact says that Side's flag fell (D.2.10.5).
type FlagFallFact struct{ Side notation.Color }

// ResultFact is a game's result: "1-0", "0-1" or "1/2-1/2".
type ResultFact struct{ Result string }

// ResignedFact says that Side resigned.
type ResignedFact struct{ Side notation.Color }

// ShowsEarlierFact says that a board shows the position after Side's
// move MoveNumber.
type ShowsEarlierFact struct {
	MoveNumber int
	Side       notation.Color
}

// PutRightFact says how to put a board right (PutRight): the squares
// that differ, all of them in Count, the first few in Fixes.
type PutRightFact struct {
	Count int
	Fixes []Fix
}

// DiscrepancyFact says where two boards part (Discrepancy).
type DiscrepancyFact struct {
	MoveNumber int
	Side       notation.Color
	Moves      []BoardMove
}

// PairingCodeFact is a code that pairs a phone with the live page
// (PairingCode): its digits, and how many minutes it works.
type PairingCodeFact struct {
	Code    string
	Minutes int
}

// OnBoardFact puts board number Board (1 is the first) before Line.
type OnBoardFact struct {
	Board int
	Line  Line
}

// WhileAwayFact is a move made while the board was away.
type WhileAwayFact struct{ Move Line }

// SentencesFact is lines said one after the other.
type SentencesFact struct{ Lines []Line }

// SidedFact is a move of a list with its side before it.
type SidedFact struct {
	Side notation.Color
	Move Line
}

// KeyHelpFact is the help of a keypad layout.
type KeyHelpFact struct{ Keys []KeyName }

// EngineMoveFact is the computer's move to make on the board; Made
// tells that another move was made for it and this one is to be made
// instead.
type EngineMoveFact struct {
	Move Line
	Made bool
}

// HintFact is the engine's best move for the player.
type HintFact struct{ Move Line }

// LevelFact confirms an engine's new level.
type LevelFact struct{ Level int }

// SquareFact is what stands on a square: Piece, or notation.NoPiece.
type SquareFact struct {
	Square notation.Square
	Piece  notation.Piece
}

// ListFact is lines said one after the other as a list (the squares of
// a file or rank).
type ListFact struct{ Lines []Line }

// EvalFact is an engine's judgement (Judge); Numbers adds the score.
type EvalFact struct {
	Eval    Eval
	Numbers bool
}

// TouchFact says that Piece was lifted from Square and put back.
type TouchFact struct {
	Piece  notation.Piece
	Square notation.Square
}

func (TouchFact) isFact()  {}
func (SquareFact) isFact() {}
func (ListFact) isFact()   {}
func (EvalFact) isFact()   {}

func (Said) isFact()             {}
func (ClockFact) isFact()        {}
func (TimeLeftFact) isFact()     {}
func (FlagFallFact) isFact()     {}
func (ResultFact) isFact()       {}
func (ResignedFact) isFact()     {}
func (ShowsEarlierFact) isFact() {}
func (PutRightFact) isFact()     {}
func (DiscrepancyFact) isFact()  {}
func (PairingCodeFact) isFact()  {}
func (OnBoardFact) isFact()      {}
func (WhileAwayFact) isFact()    {}
func (SentencesFact) isFact()    {}
func (SidedFact) isFact()        {}
func (KeyHelpFact) isFact()      {}
func (EngineMoveFact) isFact()   {}
func (HintFact) isFact()         {}
func (LevelFact) isFact()        {}

// with returns l with its fact set.
func (l Line) with(f Fact) Line {
	l.Fact = f
	return l
}
