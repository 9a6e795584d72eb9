package announce

import (
	"strconv"
	"time"

	"github.com/rochade/rochade/devices/clock"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
)

// This file holds what the assistant of Appendix D.2.10 says besides the
// moves: the time and move count when asked (D.2.10.4), a fallen flag
// (D.2.10.5), what stands on the board, and how to put a wrong board
// right.

// Side returns the word for a colour: Weiß or Schwarz.
func Side(c notation.Color) phonetic.Token {
	if c == notation.Black {
		return phonetic.Black
	}
	return phonetic.White
}

// Announced is a move's announcement, as Phrase gives it, in a Line.
func Announced(p *notation.Position, m notation.Move, o Options) Line {
	return Words(Phrase(p, m, o)...)
}

// Touch says that a piece was lifted and put back: "berührt Springer
// Gustav eins".
func Touch(pc notation.Piece, s notation.Square) Line {
	return Words(Square([]phonetic.Token{phonetic.Touched, PieceToken(pc.Type())}, s)...).with(TouchFact{Piece: pc, Square: s})
}

// Fix is one thing to do to put a board right: put Want on Square, or
// clear the square when Want is notation.NoPiece.
type Fix struct {
	Square notation.Square
	Want   notation.Piece
}

// MaxFixes is the most squares PutRight names in one line: a board far
// from the game is put right a few squares at a time (the instructions
// are said again while it stays wrong), so that no line runs on.
const MaxFixes = 4

// PutRight says how to put the board right: "Stellung prüfen", then for
// each square "Eva vier räumen" or "weißen Springer auf Felix drei
// setzen". Of more than MaxFixes squares it says how many differ and
// names the first three: "Stellung prüfen, zwölf Felder: ...".
func PutRight(fixes []Fix) Line {
	var l Line
	f := PutRightFact{Count: len(fixes), Fixes: fixes}
	l.say(phonetic.CheckPosition)
	if len(fixes) > MaxFixes {
		l.print(",")
		l.number(len(fixes))
		l.say(phonetic.Fields)
		l.print(":")
		fixes = fixes[:MaxFixes-1]
		f.Fixes = fixes
	}
	l.say(putRight(nil, fixes)...)
	return l.with(f)
}

func putRight(toks []phonetic.Token, fixes []Fix) []phonetic.Token {
	for _, f := range fixes {
		if f.Want == notation.NoPiece {
			toks = Square(toks, f.Square)
			toks = append(toks, phonetic.Clear)
			continue
		}
		t := f.Want.Type()
		white := f.Want.Color() == notation.White
		switch {
		case t == notation.Queen && white:
			toks = append(toks, phonetic.WhiteFem)
		case t == notation.Queen:
			toks = append(toks, phonetic.BlackFem)
		case white:
			toks = append(toks, phonetic.WhiteMasc)
		default:
			toks = append(toks, phonetic.BlackMasc)
		}
		if t == notation.Pawn {
			toks = append(toks, phonetic.PawnAcc)
		} else {
			toks = append(toks, PieceToken(t))
		}
		toks = append(toks, phonetic.On)
		toks = Square(toks, f.Square)
		toks = append(toks, phonetic.Place)
	}
	return toks
}

// ClockReport is what the time request answers.
type ClockReport struct {
	// MoveNumber is the number of the move being played (the scoresheet's
	// number of the next move), and ToMove the side to make it.
	MoveNumber int
	ToMove     notation.Color
	// Timed tells whether a clock runs; without one only the move number
	// and the side to move are said.
	Timed        bool
	White, Black time.Duration // time left
	// MovesToControl, when above 0, is the number of moves the player
	// still has to make before the next time control.
	MovesToControl int
}

// Time answers the time request: "Zug 36, Schwarz am Zug. Weiß 0:04:12.
// Schwarz 0:10:30." printed, and the same with the times in words
// ("Weiß vier Minuten zwölf Sekunden") spoken; then "Noch 4 Züge bis zur
// Zeitkontrolle." while a move-count period runs.
func Time(r ClockReport) Line {
	var l Line
	l.say(phonetic.Move)
	l.number(r.MoveNumber)
	l.print(",")
	l.say(Side(r.ToMove), phonetic.ToMove)
	l.print(".")
	if r.Timed {
		for _, side := range []notation.Color{notation.White, notation.Black} {
			d := r.White
			if side == notation.Black {
				d = r.Black
			}
			l.say(Side(side))
			l.Append(Duration(d))
			l.print(".")
		}
	}
	if r.MovesToControl > 0 {
		l.say(phonetic.Still)
		l.number(r.MovesToControl)
		if r.MovesToControl == 1 {
			l.say(phonetic.MoveToControl)
		} else {
			l.say(phonetic.MovesToControl)
		}
		l.print(".")
	}
	return l.with(ClockFact{r})
}

// Duration is a clock time: printed as H:MM:SS, spoken as "eine Stunde
// vier Minuten zwölf Sekunden", leaving out what is zero (and "null
// Sekunden" for no time at all). Parts of a second are dropped, as a
// clock's display drops them; a negative time is said as zero.
func Duration(d time.Duration) Line {
	if d < 0 {
		d = 0
	}
	s := int(d / time.Second)
	h, m, sec := s/3600, s/60%60, s%60
	var l Line
	l.print(clock.FormatHMS(d))
	unit := func(n int, one, many phonetic.Token) {
		switch {
		case n == 0:
		case n == 1:
			l.sayOnly(phonetic.One, one)
		default:
			l.sayOnly(numberWords(nil, n)...)
			l.sayOnly(many)
		}
	}
	unit(h, phonetic.Hour, phonetic.Hours)
	unit(m, phonetic.Minute, phonetic.Minutes)
	unit(sec, phonetic.Second, phonetic.Seconds)
	if s == 0 {
		l.sayOnly(phonetic.Num0, phonetic.Seconds)
	}
	return l
}

// TimeLeft is a low-time alert: "Weiß fünf Minuten", printed "Weiß
// 0:05:00".
func TimeLeft(side notation.Color, d time.Duration) Line {
	l := Words(Side(side))
	l.Append(Duration(d))
	return l.with(TimeLeftFact{Side: side, Left: d})
}

// FlagFall announces a fallen flag (D.2.10.5): "Zeitüberschreitung Weiß".
func FlagFall(side notation.Color) Line {
	return Words(phonetic.TimeForfeit, Side(side)).with(FlagFallFact{Side: side})
}

// Result says a game's result: "Weiß gewinnt", "Schwarz gewinnt" or
// "Remis"; an unfinished game ("*") says nothing.
func Result(result string) Line {
	switch result {
	case "1-0", "+/-", "+--", "+:-":
		return Words(phonetic.White, phonetic.Wins).with(ResultFact{Result: "1-0"})
	case "0-1", "-/+", "--+", "-:+":
		return Words(phonetic.Black, phonetic.Wins).with(ResultFact{Result: "0-1"})
	case "1/2-1/2":
		return Words(phonetic.Draw).with(ResultFact{Result: "1/2-1/2"})
	}
	return Line{}
}

// pieceNominative appends "weißer Springer", "schwarze Dame", "weißer
// Bauer": the piece as the subject of a sentence.
func pieceNominative(dst []phonetic.Token, pc notation.Piece) []phonetic.Token {
	white := pc.Color() == notation.White
	switch {
	case pc.Type() == notation.Queen && white:
		dst = append(dst, phonetic.WhiteFem)
	case pc.Type() == notation.Queen:
		dst = append(dst, phonetic.BlackFem)
	case white:
		dst = append(dst, phonetic.WhiteNom)
	default:
		dst = append(dst, phonetic.BlackNom)
	}
	return append(dst, PieceToken(pc.Type()))
}

// SquareContent answers "what is on e4?": "Eva vier: weißer Bauer" or
// "Eva vier: leer".
func SquareContent(p *notation.Position, s notation.Square) Line {
	var l Line
	l.say(Square(nil, s)...)
	l.print(":")
	pc := p.PieceAt(s)
	if pc != notation.NoPiece {
		l.say(pieceNominative(nil, pc)...)
	} else {
		l.say(phonetic.Empty)
	}
	return l.with(SquareFact{Square: s, Piece: pc})
}

// squares says the content of each square in turn, separated by commas:
// "Eva eins: weißer König, Eva zwei: weißer Bauer, Eva drei: leer, …".
func squares(p *notation.Position, list []notation.Square) Line {
	var l Line
	var f ListFact
	for i, s := range list {
		if i > 0 {
			l.print(",")
		}
		sq := SquareContent(p, s)
		l.Append(sq)
		f.Lines = append(f.Lines, sq)
	}
	return l.with(f)
}

// FileContent says what stands on file f (0 = a), square by square from
// the first rank to the eighth.
func FileContent(p *notation.Position, f int) Line {
	list := make([]notation.Square, 8)
	for r := range list {
		list[r] = notation.Sq(f, r)
	}
	return squares(p, list)
}

// RankContent says what stands on rank r (0 = the first rank), square by
// square from file a to file h.
func RankContent(p *notation.Position, r int) Line {
	list := make([]notation.Square, 8)
	for f := range list {
		list[f] = notation.Sq(f, r)
	}
	return squares(p, list)
}

// pieceOrder is the order in which a side's pieces are named.
var pieceOrder = [...]notation.PieceType{notation.King, notation.Queen, notation.Rook, notation.Bishop, notation.Knight, notation.Pawn}

// Pieces names every piece of one side, king first, then queens, rooks,
// bishops, knights and pawns, each kind from a1 towards h8: "Weiß: König
// Gustav eins, Dame David eins, …".
func Pieces(p *notation.Position, c notation.Color) Line {
	var l Line
	l.say(Side(c))
	l.print(":")
	var list Line
	first := true
	for _, t := range pieceOrder {
		want := notation.MakePiece(c, t)
		for s := notation.Square(0); s < 64; s++ {
			if p.PieceAt(s) != want {
				continue
			}
			if !first {
				list.print(",")
			}
			first = false
			list.say(PieceToken(t))
			list.say(Square(nil, s)...)
		}
	}
	l.Append(list)
	return l.with(SidedFact{Side: c, Move: list})
}

// Board names every piece of both sides: White's, then Black's.
func Board(p *notation.Position) Line {
	return Sentences(Pieces(p, notation.White), Pieces(p, notation.Black))
}

// Sided puts the side's word before a move's announcement, for a list of
// moves: "Weiß: Springer Felix drei".
func Sided(side notation.Color, move Line) Line {
	l := Words(Side(side))
	l.print(":")
	l.Append(move)
	return l.with(SidedFact{Side: side, Move: move})
}

// KeyName is one key of a keypad layout as the help says it: "Taste
// fünf: Zeit".
type KeyName struct {
	Digit int              // the key's digit, 0 to 9
	Name  []phonetic.Token // the request's name
	// Key names the request in the catalogue of another language (its
	// spoken line "name_time"); empty: the German Name is said.
	Key string
}

// KeyHelp says a keypad layout: "Hilfe. Taste fünf: Zeit. Taste null:
// Wiederholen. …"
func KeyHelp(keys []KeyName) Line {
	l := Words(phonetic.Help)
	l.print(".")
	for _, k := range keys {
		l.say(phonetic.Key)
		l.number(k.Digit)
		l.print(":")
		l.say(k.Name...)
		l.print(".")
	}
	return l.with(KeyHelpFact{Keys: keys})
}

// BoardBack says that a board is connected again after it was away:
// "Brett wieder verbunden".
func BoardBack() Line { return Words(phonetic.BoardBackAgain).with(SaidBoardBack) }

// WhileAway says a move made while the board was away: "Während der
// Trennung: Eva vier".
func WhileAway(move Line) Line {
	return headed(phonetic.WhileAway, move).with(WhileAwayFact{Move: move})
}

// headed is a move's line after a word and a colon.
func headed(w phonetic.Token, move Line) Line {
	l := Words(w)
	l.print(":")
	l.Append(move)
	return l
}

// ConfirmNew asks the players to confirm a new game while one is being
// played: "Partie läuft. Neue Partie bestätigen".
func ConfirmNew() Line {
	l := Words(phonetic.GameInProgress)
	l.print(".")
	l.say(phonetic.ConfirmNewGame)
	return l.with(SaidConfirmNew)
}

// StartShown says that a board shows the starting position while a game
// is being played, as after a board switched off and on: "Grundstellung.
// Neue Partie bestätigen".
func StartShown() Line {
	l := Words(phonetic.StartPosition)
	l.print(".")
	l.say(phonetic.ConfirmNewGame)
	return l.with(SaidStartShown)
}

// ShowsEarlier says that the board shows the position of the game after
// an earlier move: "Brett zeigt Stellung nach Zug drei, Weiß" (printed
// "nach Zug 3, Weiß").
func ShowsEarlier(moveNumber int, side notation.Color) Line {
	l := Words(phonetic.BoardShowsMove)
	l.number(moveNumber)
	l.print(",")
	l.say(Side(side))
	return l.with(ShowsEarlierFact{MoveNumber: moveNumber, Side: side})
}

// GameOver says that the game has ended: "Partie beendet".
func GameOver() Line { return Words(phonetic.GameOver).with(SaidGameOver) }

// Resigned says that a side resigned: "Weiß gibt auf".
func Resigned(side notation.Color) Line {
	return Words(Side(side), phonetic.Resigns).with(ResignedFact{Side: side})
}

// BoardGone says that a board was disconnected: "Brett getrennt".
func BoardGone() Line { return Words(phonetic.BoardDisconnected).with(SaidBoardGone) }

// BoardSilent says that no board answers on the port: "Brett antwortet
// nicht".
func BoardSilent() Line { return Words(phonetic.BoardNoAnswer).with(SaidBoardSilent) }

// BoardRight says that the board shows the game again: "Stellung in
// Ordnung".
func BoardRight() Line { return Words(phonetic.PositionOK).with(SaidBoardRight) }

// NewGame says that a new game begins: "Neue Partie".
func NewGame() Line { return Words(phonetic.NewGameWord).with(SaidNewGame) }

// SaveFailed says that the record could not be written: "Speichern
// fehlgeschlagen".
func SaveFailed() Line { return Words(phonetic.SaveFailed).with(SaidSaveFailed) }

// Saved says that the record is written again: "Partie gespeichert".
func Saved() Line { return Words(phonetic.Saved).with(SaidSaved) }

// UnknownRequest says that a request was not understood: "Unbekannte
// Anfrage".
func UnknownRequest() Line { return Words(phonetic.Unknown).with(SaidUnknownRequest) }

// NoMoveYet answers a request for moves before the first one: "Noch kein
// Zug".
func NoMoveYet() Line { return Words(phonetic.Still, phonetic.NoMove).with(SaidNoMoveYet) }

// BoardLabel names a board for a line about it: "Brett 2:".
func BoardLabel(n int) Line {
	l := Words(phonetic.Board)
	l.number(n)
	l.print(":")
	return l
}

// OnBoard puts the board's name before a line: "Brett 2: Stellung in
// Ordnung".
func OnBoard(n int, m Line) Line {
	l := BoardLabel(n)
	l.Append(m)
	return l.with(OnBoardFact{Board: n, Line: m})
}

// Instruct says a move to make on a board, from its square to its
// square: "Springer Gustav eins nach Felix drei", "Bauer Eva fünf
// schlägt David sechs en passant", "Kurze Rochade", with check or mate.
func Instruct(p *notation.Position, m notation.Move) Line {
	d := p.Describe(m)
	return Words(Move(nil, d, Options{Long: true, Pawn: true, to: true})...)
}

// BoardMove is a move one board shows, for a discrepancy.
type BoardMove struct {
	Board int  // 1 is the first board
	Move  Line // the move's announcement, or nothing (the board has no move there)
}

// Discrepancy says where two boards part (D.2.9): "Abweichung bei Zug 8,
// Weiß: Brett 1 Dame Eva drei Schach, Brett 2 Dame David drei".
func Discrepancy(moveNumber int, side notation.Color, moves []BoardMove) Line {
	l := Words(phonetic.Discrepancy, phonetic.At, phonetic.Move)
	l.number(moveNumber)
	l.print(",")
	l.say(Side(side))
	l.print(":")
	for i, m := range moves {
		if i > 0 {
			l.print(",")
		}
		l.say(phonetic.Board)
		l.number(m.Board)
		if len(m.Move.Words) == 0 {
			l.say(phonetic.NoMove)
		}
		l.Append(m.Move)
	}
	return l.with(DiscrepancyFact{MoveNumber: moveNumber, Side: side, Moves: moves})
}

// PairingCode says a code that pairs a phone with the live page, digit
// by digit, and how long it works: printed "Kopplungscode: 482913, 10
// Minuten", said "vier acht zwei neun eins drei, zehn Minuten" (the
// vocabulary of Appendix D has no word for the code; the printed line
// and the other languages name it).
func PairingCode(code string, minutes int) Line {
	var l Line
	l.print("Kopplungscode: " + code)
	for _, c := range code {
		if c >= '0' && c <= '9' {
			l.sayOnly(phonetic.Num0 + phonetic.Token(c-'0'))
		}
	}
	l.print(",")
	l.number(minutes)
	l.say(phonetic.Minutes)
	return l.with(PairingCodeFact{Code: code, Minutes: minutes})
}

// EngineMove says the computer's move so that the player can make it on
// the board: "Computer: Springer Gustav acht nach Felix sechs".
func EngineMove(p *notation.Position, m notation.Move) Line {
	l := Words(phonetic.Computer)
	l.print(":")
	in := Instruct(p, m)
	l.Append(in)
	return l.with(EngineMoveFact{Move: in})
}

// MakeMove says that a different move was made for the computer, and
// which one to make: "Zug ausführen: Springer Gustav acht nach Felix
// sechs".
func MakeMove(p *notation.Position, m notation.Move) Line {
	l := Words(phonetic.ExecuteMove)
	l.print(":")
	in := Instruct(p, m)
	l.Append(in)
	return l.with(EngineMoveFact{Move: in, Made: true})
}

// Hint gives the engine's best move for the player: "Tipp: Springer
// Felix drei".
func Hint(p *notation.Position, m notation.Move, o Options) Line {
	l := Words(phonetic.Hint)
	l.print(":")
	mv := Announced(p, m, o)
	l.Append(mv)
	return l.with(HintFact{Move: mv})
}

// Eval is an engine's judgement of a position, from White's point of
// view.
type Eval struct {
	Centipawns int // when Mate is 0
	Mate       int // moves to mate: above 0 White mates, below 0 Black
}

// Judge says an evaluation in one short sentence: "Ausgeglichen", "Weiß
// steht besser", "Schwarz steht auf Gewinn", "Weiß setzt matt in drei";
// with numbers, the score in pawns follows ("Weiß steht besser, eins
// Komma fünf", printed "+1.5").
func Judge(e Eval, numbers bool) Line {
	var l Line
	f := EvalFact{Eval: e, Numbers: numbers}
	side := notation.White
	switch {
	case e.Mate != 0:
		n := e.Mate
		if n < 0 {
			side, n = notation.Black, -n
		}
		l.say(Side(side), phonetic.MatesIn)
		l.number(n)
		return l.with(f)
	case e.Centipawns < 0:
		side = notation.Black
	}
	cp := e.Centipawns
	if cp < 0 {
		cp = -cp
	}
	switch {
	case cp < equalBelow:
		l.say(phonetic.Equal)
	case cp < winningFrom:
		l.say(Side(side), phonetic.Better)
	default:
		l.say(Side(side), phonetic.Winning)
	}
	if numbers {
		l.print(",")
		pawns, tenths := cp/100, (cp%100+5)/10
		if tenths == 10 {
			pawns, tenths = pawns+1, 0
		}
		l.sayOnly(numberWords(nil, pawns)...)
		l.sayOnly(phonetic.Comma)
		l.sayOnly(numberWords(nil, tenths)...)
		sign := "+"
		if e.Centipawns < 0 {
			sign = "-"
		}
		l.print(sign + strconv.Itoa(pawns) + "." + strconv.Itoa(tenths))
	}
	return l.with(f)
}

// Thresholds of Judge, in centipawns.
const (
	equalBelow  = 50  // less than half a pawn: equal
	winningFrom = 300 // three pawns or more: winning
)

// LevelSet confirms an engine's new level: "Stufe fünf".
func LevelSet(n int) Line {
	l := Words(phonetic.Level)
	l.number(n)
	return l.with(LevelFact{Level: n})
}

// SetUpNewGame asks for the starting position: "Neue Partie,
// Grundstellung aufbauen".
func SetUpNewGame() Line {
	l := Words(phonetic.NewGameWord)
	l.print(",")
	l.say(phonetic.SetUpStart)
	return l.with(SaidSetUpNewGame)
}

// EngineRestarted says that the engine was started again: "Computer neu
// gestartet".
func EngineRestarted() Line { return Words(phonetic.EngineRestarted).with(SaidEngineRestarted) }

// WhichPromotion asks for the piece of a promotion on square s, on a
// board that cannot see it: "e8 Umwandlung in Dame Turm Läufer
// Springer".
func WhichPromotion(s notation.Square) Line {
	toks := Square(nil, s)
	toks = append(toks, phonetic.PromotesTo, phonetic.Queen, phonetic.Rook, phonetic.Bishop, phonetic.Knight)
	return Words(toks...)
}

// InDoubt says that the board shows what more than one sequence of moves
// explains, and where: "Abweichung Felder a8 h1".
func InDoubt(squares []notation.Square) Line {
	toks := []phonetic.Token{phonetic.Discrepancy, phonetic.Fields}
	for _, s := range squares {
		toks = Square(toks, s)
	}
	return Words(toks...)
}
