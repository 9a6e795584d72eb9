package assistant

import (
	"strconv"
	"strings"
	"time"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
)

// RequestKind says what the player asks.
type RequestKind int

// The requests.
const (
	AskTime     RequestKind = iota // the move number, who is to move, the times (D.2.10.4)
	AskRepeat                      // the last announcement again
	AskLast                        // the last N moves
	AskSquare                      // what stands on Square
	AskFile                        // what stands on file N (0 = a)
	AskRank                        // what stands on rank N (0 = the first)
	AskPieces                      // every piece of Color
	AskBoard                       // every piece of both sides
	AskHelp                        // the keys and the requests
	AskPly                         // the announcement of ply N again (a routing key on the Braille score)
	AskHint                        // the engine's best move for the player
	AskTakeback                    // undo the last move pair (against an engine)
	AskEval                        // the engine's judgement of the position
	AskLevel                       // the engine's strength: level N
	AskNew                         // a new game
	AskResign                      // Color resigns (the player's side unless HasColor)
	AskDraw                        // a draw agreed
	AskResult                      // the game ends with Result, as the players or the arbiter say
	AskPromote                     // the piece of a promotion on a board that sees occupancy only: Piece
	AskBattery                     // the battery of the board
)

// Request is one question of the player.
type Request struct {
	Kind   RequestKind
	N      int
	Square notation.Square
	Color  notation.Color
	// HasColor tells whether Color was given (resign white).
	HasColor bool
	// Result is the result of AskResult: 1-0, 0-1 or 1/2-1/2.
	Result string
	// Piece is the piece of AskPromote.
	Piece notation.PieceType
}

// Words of the requests typed on a line, English and German.
var requestWords = map[string]RequestKind{
	"time": AskTime, "zeit": AskTime, "t": AskTime,
	"repeat": AskRepeat, "wiederholen": AskRepeat, "again": AskRepeat, "r": AskRepeat,
	"last": AskLast, "letzte": AskLast,
	"square": AskSquare, "feld": AskSquare,
	"file": AskFile, "linie": AskFile,
	"rank": AskRank, "reihe": AskRank,
	"pieces": AskPieces, "figuren": AskPieces,
	"board": AskBoard, "brett": AskBoard,
	"help": AskHelp, "hilfe": AskHelp, "?": AskHelp,
	"hint": AskHint, "tipp": AskHint,
	"takeback": AskTakeback, "undo": AskTakeback, "zurück": AskTakeback, "zurueck": AskTakeback,
	"eval": AskEval, "bewertung": AskEval,
	"level": AskLevel, "stufe": AskLevel,
	"new": AskNew, "neu": AskNew,
	"resign": AskResign, "aufgabe": AskResign, "aufgeben": AskResign,
	"draw": AskDraw, "remis": AskDraw,
	"result": AskResult, "ergebnis": AskResult,
	"promote": AskPromote, "umwandeln": AskPromote, "umwandlung": AskPromote,
	"battery": AskBattery, "batterie": AskBattery, "akku": AskBattery,
}

// promotionWords are the pieces a promotion takes, in English and German
// (names and letters).
var promotionWords = map[string]notation.PieceType{
	"queen": notation.Queen, "q": notation.Queen, "dame": notation.Queen, "d": notation.Queen,
	"rook": notation.Rook, "r": notation.Rook, "turm": notation.Rook, "t": notation.Rook,
	"bishop": notation.Bishop, "b": notation.Bishop, "läufer": notation.Bishop, "laeufer": notation.Bishop, "l": notation.Bishop,
	"knight": notation.Knight, "n": notation.Knight, "springer": notation.Knight, "s": notation.Knight,
}

// The levels an engine takes.
const (
	minLevel = 1
	maxLevel = 20
)

// maxLast is the most moves the last request says.
const maxLast = 999

// RequestProblem says why a typed line is no request that can be done.
type RequestProblem int

// The problems of a typed request.
const (
	ReqEmpty        RequestProblem = iota // nothing typed
	ReqUnknown                            // Word is no request
	ReqTooMany                            // Word takes one word after it, not N
	ReqNoArgument                         // Word takes nothing after it
	ReqBadLevel                           // level: Arg is no number from Min to Max
	ReqBadLast                            // last: Arg is no number from Min to Max
	ReqBadSquare                          // square: Arg is no square
	ReqBadFile                            // file: Arg is no letter a to h
	ReqBadRank                            // rank: Arg is no number 1 to 8
	ReqBadPieces                          // pieces: Arg is no side
	ReqBadResign                          // resign: Arg is no side
	ReqBadResult                          // result: Arg is no result
	ReqBadPromotion                       // promote: Arg is no piece a pawn becomes
)

var requestProblems = [...]string{"empty", "unknown", "too many words", "no argument", "bad level",
	"bad last", "bad square", "bad file", "bad rank", "bad pieces", "bad resign", "bad result", "bad promotion"}

func (p RequestProblem) String() string {
	if int(p) < len(requestProblems) {
		return requestProblems[p]
	}
	return "bad request"
}

// RequestError says why a typed line is not a request that can be done:
// the word typed, its argument, and the limits of a number.
type RequestError struct {
	Problem  RequestProblem
	Kind     RequestKind // the request, where Word was one
	Word     string      // the request's word as typed
	Arg      string      // the argument at fault
	N        int         // ReqTooMany: the words after Word
	Min, Max int         // ReqBadLevel, ReqBadLast
	// Pieces are the words of the pieces a pawn becomes, as the help
	// shows them: "queen|rook|bishop|knight" (ReqBadPromotion).
	Pieces string
}

// requestKeys are the messages of the problems.
var requestKeys = [...]string{ReqEmpty: "req-empty", ReqUnknown: "req-unknown", ReqTooMany: "req-too-many",
	ReqNoArgument: "req-no-argument", ReqBadLevel: "req-bad-level", ReqBadLast: "req-bad-last",
	ReqBadSquare: "req-bad-square", ReqBadFile: "req-bad-file", ReqBadRank: "req-bad-rank",
	ReqBadPieces: "req-bad-pieces", ReqBadResign: "req-bad-resign", ReqBadResult: "req-bad-result",
	ReqBadPromotion: "req-bad-promotion"}

func (e *RequestError) Fact() (string, []any) {
	key := requestKeys[e.Problem]
	switch e.Problem {
	case ReqEmpty:
		return key, nil
	case ReqUnknown, ReqNoArgument:
		return key, []any{e.Word}
	case ReqTooMany:
		return key, []any{e.Word, e.N}
	case ReqBadLevel, ReqBadLast:
		return key, []any{e.Min, e.Max, e.Arg}
	case ReqBadPromotion:
		return key, []any{e.Arg, e.Pieces}
	}
	return key, []any{e.Arg}
}

func (e *RequestError) Error() string {
	s := "request: " + e.Problem.String()
	if e.Word != "" {
		s += ": " + notation.Quote(e.Word)
	}
	if e.Arg != "" {
		s += " " + notation.Quote(e.Arg)
	}
	return s
}

// Words are the words of the requests in one language: each maps the
// word, in lower case, to its request; White and Black are the words of
// the sides. A RequestParser takes them besides the English and German
// words.
type Words struct {
	Requests     map[string]RequestKind
	White, Black []string
	// Pieces are the words of the pieces a promotion takes.
	Pieces map[string]notation.PieceType
	// PieceNames are the words of the queen, rook, bishop and knight the
	// help shows.
	PieceNames []string
}

// RequestParser reads typed requests in English, German and the words
// it was made with.
type RequestParser struct {
	words      map[string]RequestKind
	colors     map[string]notation.Color
	pieces     map[string]notation.PieceType
	pieceNames string
}

// NewRequestParser returns a parser for the English and German words and
// those of extra (a word there wins over the same English or German one).
func NewRequestParser(extra ...Words) *RequestParser {
	p := &RequestParser{words: map[string]RequestKind{}, colors: map[string]notation.Color{}, pieces: map[string]notation.PieceType{},
		pieceNames: "queen|rook|bishop|knight"}
	for w, k := range requestWords {
		p.words[w] = k
	}
	for w, pt := range promotionWords {
		p.pieces[w] = pt
	}
	for _, w := range []string{"white", "weiß", "weiss", "w"} {
		p.colors[w] = notation.White
	}
	for _, w := range []string{"black", "schwarz", "b", "s"} {
		p.colors[w] = notation.Black
	}
	for _, x := range extra {
		for w, k := range x.Requests {
			p.words[strings.ToLower(w)] = k
		}
		for _, w := range x.White {
			p.colors[strings.ToLower(w)] = notation.White
		}
		for _, w := range x.Black {
			p.colors[strings.ToLower(w)] = notation.Black
		}
		for w, pt := range x.Pieces {
			p.pieces[strings.ToLower(w)] = pt
		}
		if len(x.PieceNames) > 0 {
			p.pieceNames = strings.Join(x.PieceNames, "|")
		}
	}
	return p
}

var defaultParser = NewRequestParser()

// ParseRequest reads a request typed on a line in English or German (see
// RequestParser.Parse).
func ParseRequest(line string) (Request, error) { return defaultParser.Parse(line) }

// Parse reads a request typed on a line: "time", "repeat", "last 4",
// "square e4" (or just "e4"), "file e", "rank 4", "pieces white",
// "board", "help"; the German words work too (zeit, wiederholen, letzte,
// feld, linie, reihe, figuren weiß, brett, hilfe), and those the parser
// was made with. A line that is no request that can be done gives a
// *RequestError.
func (p *RequestParser) Parse(line string) (Request, error) {
	f := strings.Fields(strings.ToLower(strings.TrimSpace(line)))
	if len(f) == 0 {
		return Request{}, &RequestError{Problem: ReqEmpty}
	}
	kind, ok := p.words[f[0]]
	if !ok {
		if sq, err := notation.ParseSquare(f[0]); err == nil && len(f) == 1 {
			return Request{Kind: AskSquare, Square: sq}, nil
		}
		return Request{}, &RequestError{Problem: ReqUnknown, Word: f[0]}
	}
	r := Request{Kind: kind}
	arg := ""
	if len(f) > 1 {
		arg = f[1]
	}
	fail := func(problem RequestProblem) (Request, error) {
		e := &RequestError{Problem: problem, Kind: kind, Word: f[0], Arg: arg}
		switch problem {
		case ReqBadLevel:
			e.Min, e.Max = minLevel, maxLevel
		case ReqBadLast:
			e.Min, e.Max = 1, maxLast
		case ReqBadPromotion:
			e.Pieces = p.pieceNames
		}
		return r, e
	}
	if len(f) > 2 {
		return r, &RequestError{Problem: ReqTooMany, Kind: kind, Word: f[0], N: len(f) - 1}
	}
	switch kind {
	case AskLevel:
		n, err := strconv.Atoi(arg)
		if err != nil || n < minLevel || n > maxLevel {
			return fail(ReqBadLevel)
		}
		r.N = n
	case AskPromote:
		pt, ok := p.pieces[arg]
		if !ok {
			return fail(ReqBadPromotion)
		}
		r.Piece = pt
	case AskTime, AskRepeat, AskBoard, AskHelp, AskHint, AskTakeback, AskEval, AskNew, AskDraw, AskBattery:
		if arg != "" {
			return fail(ReqNoArgument)
		}
	case AskLast:
		r.N = 1
		if arg != "" {
			n, err := strconv.Atoi(arg)
			if err != nil || n < 1 || n > maxLast {
				return fail(ReqBadLast)
			}
			r.N = n
		}
	case AskSquare:
		sq, err := notation.ParseSquare(arg)
		if err != nil {
			return fail(ReqBadSquare)
		}
		r.Square = sq
	case AskFile:
		if len(arg) != 1 || arg[0] < 'a' || arg[0] > 'h' {
			return fail(ReqBadFile)
		}
		r.N = int(arg[0] - 'a')
	case AskRank:
		if len(arg) != 1 || arg[0] < '1' || arg[0] > '8' {
			return fail(ReqBadRank)
		}
		r.N = int(arg[0] - '1')
	case AskPieces:
		c, ok := p.colors[arg]
		if !ok {
			return fail(ReqBadPieces)
		}
		r.Color = c
	case AskResign:
		if arg != "" {
			c, ok := p.colors[arg]
			if !ok {
				return fail(ReqBadResign)
			}
			r.Color, r.HasColor = c, true
		}
	case AskResult:
		res, ok := resultWord(arg)
		if !ok {
			return fail(ReqBadResult)
		}
		r.Result = res
	}
	return r, nil
}

// resultWord reads a game's result as players write it.
func resultWord(w string) (string, bool) {
	switch strings.ReplaceAll(w, "–", "-") {
	case "1-0", "1:0":
		return "1-0", true
	case "0-1", "0:1":
		return "0-1", true
	case "1/2-1/2", "½-½", "0.5-0.5", "1/2", "½:½", "=":
		return "1/2-1/2", true
	}
	return "", false
}

// Answer answers a request at instant now, by speech and one printed
// line each.
func (s *Session) Answer(r Request, now time.Time) {
	p := s.pos
	side := s.cfg.Side
	switch r.Kind {
	case AskTime:
		s.tell(side, announce.Time(s.clockReport(now)))
	case AskRepeat:
		if s.haveLast {
			s.tell(s.lastSide, s.last)
		} else {
			s.tell(side, announce.NoMoveYet())
		}
	case AskLast:
		plies := announce.Game(s.game, s.cfg.Words)
		if len(plies) == 0 {
			s.tell(side, announce.NoMoveYet())
			return
		}
		for _, ply := range plies[max(len(plies)-r.N, 0):] {
			s.tell(ply.Side, announce.Sided(ply.Side, announce.Words(ply.Words...)))
		}
	case AskSquare:
		s.tell(side, announce.SquareContent(&p, r.Square))
	case AskFile:
		s.tell(side, announce.FileContent(&p, r.N))
	case AskRank:
		s.tell(side, announce.RankContent(&p, r.N))
	case AskPieces:
		s.tell(side, announce.Pieces(&p, r.Color))
	case AskBoard:
		s.tell(side, announce.Board(&p))
	case AskHelp:
		s.notice(Notice{Kind: HelpAsked, Engine: s.cfg.Engine != nil})
		s.tell(side, announce.KeyHelp(KeypadHelp(s.cfg.Engine != nil)))
	case AskHint, AskEval, AskLevel:
		s.engineRequest(r, now)
	case AskTakeback:
		s.takeBack(now)
	case AskNew:
		s.askNew(now)
	case AskResign, AskDraw, AskResult:
		s.endByRequest(r, now)
	case AskPromote:
		for i, b := range s.boards {
			for _, ev := range b.tr.Promote(r.Piece, now) {
				s.tracked(i, ev)
			}
		}
	case AskBattery:
		asked := false
		for i, b := range s.boards {
			bb, ok := b.dev.(BatteryBoard)
			if !ok {
				continue
			}
			if err := bb.AskBattery(); err != nil {
				s.notice(Notice{Kind: BatteryUnknown, Board: i, Err: err})
			}
			asked = true
		}
		if !asked {
			s.notice(Notice{Kind: BatteryUnknown, Err: devices.ErrNoBattery})
		}
	case AskPly:
		plies := announce.Game(s.game, s.cfg.Words)
		if r.N >= 0 && r.N < len(plies) {
			s.tell(plies[r.N].Side, announce.Words(plies[r.N].Words...))
		}
	}
}

// Unknown tells the player that a request was not understood: the error
// is printed, "Unbekannte Anfrage" said.
func (s *Session) Unknown(err error) {
	s.notice(Notice{Kind: RequestUnknown, Err: err})
	s.tell(s.cfg.Side, announce.UnknownRequest())
}

// The DGT3000's five buttons, from the left, as the devices package
// numbers them.
const (
	buttonBack  = 1
	buttonMinus = 2
	buttonPlay  = 3 // the clock's own start and stop: not a request
	buttonPlus  = 4
	buttonOK    = 5
)

// ButtonRequest maps a DGT clock button to a request: OK (the right-most
// button) asks for the time, back (the left-most) repeats the last
// announcement, minus says the last move of each side, plus says the
// player's pieces. The play/pause button stays the clock's own.
func ButtonRequest(button int, side notation.Color) (Request, bool) {
	switch button {
	case buttonOK:
		return Request{Kind: AskTime}, true
	case buttonBack:
		return Request{Kind: AskRepeat}, true
	case buttonMinus:
		return Request{Kind: AskLast, N: 2}, true
	case buttonPlus:
		return Request{Kind: AskPieces, Color: side}, true
	case buttonPlay:
		return Request{}, false
	}
	return Request{}, false
}

// Keypad turns key presses of a numeric keypad into requests:
//
//	5        time            0        repeat
//	1        a hint          3        take the last move pair back
//	2, 4, 6  the last 2, 4 or 6 moves
//	7        White's pieces  9        Black's pieces   8   the whole board
//	/ F R    square (F and R are 1 to 8: / 5 4 is e4)
//	* F      file F          - R      rank R
//	+        help            . or Enter cancels a started / * or -
//
// Any other key is ignored. Keypad is not safe for concurrent use.
type Keypad struct {
	prefix byte
	digits []byte
}

// Key takes one key. It returns a request when the key completes one;
// bad is true when the key did not fit (a wrong digit after a prefix).
func (k *Keypad) Key(c byte) (r Request, ok, bad bool) {
	if k.prefix != 0 {
		switch {
		case c == '.' || c == ',' || c == '\r' || c == '\n': // ',': the decimal key of a German keypad
			k.prefix, k.digits = 0, k.digits[:0]
			return r, false, false
		case c < '1' || c > '8':
			k.prefix, k.digits = 0, k.digits[:0]
			return r, false, true
		}
		k.digits = append(k.digits, c)
		d := int(c - '1')
		switch k.prefix {
		case '*':
			r = Request{Kind: AskFile, N: d}
		case '-':
			r = Request{Kind: AskRank, N: d}
		case '/':
			if len(k.digits) < 2 {
				return r, false, false
			}
			r = Request{Kind: AskSquare, Square: notation.Sq(int(k.digits[0]-'1'), d)}
		}
		k.prefix, k.digits = 0, k.digits[:0]
		return r, true, false
	}
	switch c {
	case '5':
		return Request{Kind: AskTime}, true, false
	case '1':
		return Request{Kind: AskHint}, true, false
	case '3':
		return Request{Kind: AskTakeback}, true, false
	case '0':
		return Request{Kind: AskRepeat}, true, false
	case '2', '4', '6':
		return Request{Kind: AskLast, N: int(c - '0')}, true, false
	case '7':
		return Request{Kind: AskPieces, Color: notation.White}, true, false
	case '9':
		return Request{Kind: AskPieces, Color: notation.Black}, true, false
	case '8':
		return Request{Kind: AskBoard}, true, false
	case '+':
		return Request{Kind: AskHelp}, true, false
	case '/', '*', '-':
		k.prefix = c
		return r, false, false
	}
	return r, false, false
}

// KeypadHelp lists the single keys of the keypad for the help request;
// with an engine also those of hint and takeback.
func KeypadHelp(engine bool) []announce.KeyName {
	keys := []announce.KeyName{
		{Digit: 5, Name: []phonetic.Token{phonetic.TimeWord}},
		{Digit: 0, Name: []phonetic.Token{phonetic.Repeat}},
		{Digit: 2, Name: []phonetic.Token{phonetic.LastMoves}},
		{Digit: 7, Name: []phonetic.Token{phonetic.PiecesWord, phonetic.White}},
		{Digit: 9, Name: []phonetic.Token{phonetic.PiecesWord, phonetic.Black}},
		{Digit: 8, Name: []phonetic.Token{phonetic.Board}},
	}
	if engine {
		keys = append(keys,
			announce.KeyName{Digit: 1, Name: []phonetic.Token{phonetic.Hint}},
			announce.KeyName{Digit: 3, Name: []phonetic.Token{phonetic.TakeBack}})
	}
	return keys
}
