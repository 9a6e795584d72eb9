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
	AskPairing                     // a new code that pairs a phone with the live page
	AskUnpair                      // every phone paired with the live page is forgotten
	AskAbort                       // an online game called off
	AskClaim                       // an online game claimed: the opponent left
	AskAccept                      // the opponent's offer, or a challenge, accepted
	AskDecline                     // the opponent's offer, or a challenge, declined
	AskChat                        // the online game's chat lines not read yet
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

// Arg is what a request takes after its word.
type Arg int

// The arguments of requests.
const (
	NoArg         Arg = iota
	ArgLevel          // a level, 1 to 20
	ArgMoves          // a number of moves, 1 to 999; none is 1
	ArgSquare         // a square: e4
	ArgFile           // a file: a to h
	ArgRank           // a rank: 1 to 8
	ArgSide           // a side: white or black
	ArgSideOrNone     // a side, or none for the player's own
	ArgResult         // a result: 1-0, 0-1 or 1/2-1/2
	ArgPiece          // a piece a pawn becomes
)

// HelpGroup is the line of the help that lists a request.
type HelpGroup int

// The groups of the help.
const (
	HelpInfo   HelpGroup = iota // what was said and what stands on the board
	HelpGame                    // the game's course
	HelpEngine                  // the computer opponent's: only with an engine
	HelpOnline                  // an online game's: only online
	HelpNone                    // no typed request (a routing key of a Braille display)
)

// RequestInfo is one request of the table (Requests): what the parser,
// the help, the keypad, a spoken menu and a page's buttons know of it.
// Its words and its label in each language of the user interface are
// found in the catalogue under its Name.
type RequestInfo struct {
	Kind RequestKind
	// Name is the request's stable name: "time".
	Name string
	Arg  Arg
	Help HelpGroup
	// Changes tells that the request changes the game (a move taken
	// back, a new game, a result, a promotion's piece, the engine's
	// level): only the players, or a device paired with them, may ask
	// it.
	Changes bool
	// Prefix is the key of the numeric keypad that starts the request,
	// the digits of its argument following ("/ 5 4" is the square e4).
	Prefix byte
	// Keys are the keys of the numeric keypad that ask it at once.
	Keys []KeypadKey
	// bad is the problem of an argument that does not read.
	bad RequestProblem
	// answer answers the request.
	answer func(s *Session, r Request, now time.Time)
}

// KeypadKey is a key of the numeric keypad that asks its request at
// once, with the number or the side it gives.
type KeypadKey struct {
	Key   byte
	N     int
	Color notation.Color
	// Named is how the spoken help names the key: the German words, and
	// the key of its name in the catalogue of another language; empty
	// when the spoken help leaves the key out.
	Named  []phonetic.Token
	Spoken string
	// Engine: the spoken help names the key only against an engine.
	Engine bool
}

// requests is the table: the requests in the order of the help.
var requests []RequestInfo

// init makes the table (its answers name functions that read it).
func init() { requests = table() }

func table() []RequestInfo {
	return []RequestInfo{
		{Kind: AskTime, Name: "time", answer: (*Session).answerTime,
			Keys: []KeypadKey{{Key: '5', Named: []phonetic.Token{phonetic.TimeWord}, Spoken: "name_time"}}},
		{Kind: AskRepeat, Name: "repeat", answer: (*Session).answerRepeat,
			Keys: []KeypadKey{{Key: '0', Named: []phonetic.Token{phonetic.Repeat}, Spoken: "name_repeat"}}},
		{Kind: AskLast, Name: "last", Arg: ArgMoves, bad: ReqBadLast, answer: (*Session).answerLast,
			Keys: []KeypadKey{{Key: '2', N: 2, Named: []phonetic.Token{phonetic.LastMoves}, Spoken: "name_last_moves"}, {Key: '4', N: 4}, {Key: '6', N: 6}}},
		{Kind: AskSquare, Name: "square", Arg: ArgSquare, Prefix: '/', bad: ReqBadSquare, answer: (*Session).answerSquare},
		{Kind: AskFile, Name: "file", Arg: ArgFile, Prefix: '*', bad: ReqBadFile, answer: (*Session).answerFile},
		{Kind: AskRank, Name: "rank", Arg: ArgRank, Prefix: '-', bad: ReqBadRank, answer: (*Session).answerRank},
		{Kind: AskPieces, Name: "pieces", Arg: ArgSide, bad: ReqBadPieces, answer: (*Session).answerPieces,
			Keys: []KeypadKey{
				{Key: '7', Color: notation.White, Named: []phonetic.Token{phonetic.PiecesWord, phonetic.White}, Spoken: "name_pieces_white"},
				{Key: '9', Color: notation.Black, Named: []phonetic.Token{phonetic.PiecesWord, phonetic.Black}, Spoken: "name_pieces_black"}}},
		{Kind: AskBoard, Name: "board", answer: (*Session).answerBoard,
			Keys: []KeypadKey{{Key: '8', Named: []phonetic.Token{phonetic.Board}, Spoken: "name_board"}}},
		{Kind: AskHelp, Name: "help", answer: (*Session).answerHelp, Keys: []KeypadKey{{Key: '+'}}},
		{Kind: AskTakeback, Name: "takeback", Help: HelpGame, Changes: true, answer: (*Session).answerTakeback,
			Keys: []KeypadKey{{Key: '3', Named: []phonetic.Token{phonetic.TakeBack}, Spoken: "name_take_back", Engine: true}}},
		{Kind: AskNew, Name: "new", Help: HelpGame, Changes: true, answer: (*Session).answerNew},
		{Kind: AskResign, Name: "resign", Arg: ArgSideOrNone, Help: HelpGame, Changes: true, bad: ReqBadResign, answer: (*Session).endByRequest},
		{Kind: AskDraw, Name: "draw", Help: HelpGame, Changes: true, answer: (*Session).endByRequest},
		{Kind: AskResult, Name: "result", Arg: ArgResult, Help: HelpGame, Changes: true, bad: ReqBadResult, answer: (*Session).endByRequest},
		{Kind: AskPromote, Name: "promote", Arg: ArgPiece, Help: HelpGame, Changes: true, bad: ReqBadPromotion, answer: (*Session).answerPromote},
		{Kind: AskBattery, Name: "battery", Help: HelpGame, answer: (*Session).answerBattery},
		// A code for the live page: only the players ask for it, from
		// the keyboard, the keypad (the decimal point), a Braille display
		// or the appliance's menu; never from a page, whose lines every
		// page shows.
		{Kind: AskPairing, Name: "pair", Changes: true, answer: (*Session).answerPairing,
			Keys: []KeypadKey{{Key: '.'}, {Key: ','}}},
		// Every paired phone forgotten: the players' own, never a page's.
		{Kind: AskUnpair, Name: "unpair", Changes: true, answer: (*Session).answerUnpair},
		{Kind: AskHint, Name: "hint", Help: HelpEngine, answer: (*Session).engineRequest,
			Keys: []KeypadKey{{Key: '1', Named: []phonetic.Token{phonetic.Hint}, Spoken: "name_hint", Engine: true}}},
		{Kind: AskEval, Name: "eval", Help: HelpEngine, answer: (*Session).engineRequest},
		{Kind: AskLevel, Name: "level", Arg: ArgLevel, Help: HelpEngine, Changes: true, bad: ReqBadLevel, answer: (*Session).engineRequest},
		{Kind: AskPly, Name: "ply", Help: HelpNone, answer: (*Session).answerPly},
		{Kind: AskAccept, Name: "accept", Help: HelpOnline, Changes: true, answer: (*Session).answerOnline},
		{Kind: AskDecline, Name: "decline", Help: HelpOnline, Changes: true, answer: (*Session).answerOnline},
		{Kind: AskAbort, Name: "abort", Help: HelpOnline, Changes: true, answer: (*Session).answerOnline},
		{Kind: AskClaim, Name: "claim", Help: HelpOnline, Changes: true, answer: (*Session).answerOnline},
		{Kind: AskChat, Name: "chat", Help: HelpOnline, answer: (*Session).answerOnline},
	}
}

// Requests returns the table of requests, in the order of the help.
func Requests() []RequestInfo { return append([]RequestInfo(nil), requests...) }

// Sides are the names of the words of the sides a request takes, and
// Pieces those of the pieces a pawn becomes: their words in each
// language are found in the catalogue under these names, like the
// requests'.
var (
	Sides  = map[string]notation.Color{"white": notation.White, "black": notation.Black}
	Pieces = map[string]notation.PieceType{"queen": notation.Queen, "rook": notation.Rook, "bishop": notation.Bishop, "knight": notation.Knight}
)

// pieceOrder is the order in which the help names the pieces.
var pieceOrder = []string{"queen", "rook", "bishop", "knight"}

// infoByPrefix returns the table's entry that the keypad's prefix key
// starts.
func infoByPrefix(prefix byte) *RequestInfo {
	for i := range requests {
		if requests[i].Prefix == prefix {
			return &requests[i]
		}
	}
	return nil
}

// info returns the table's entry of kind.
func info(kind RequestKind) *RequestInfo {
	for i := range requests {
		if requests[i].Kind == kind {
			return &requests[i]
		}
	}
	return nil
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

// RequestParser reads typed requests in the words it was made with.
type RequestParser struct {
	words      map[string]*RequestInfo
	colors     map[string]notation.Color
	pieces     map[string]notation.PieceType
	pieceNames string
}

// NewRequestParser returns a parser for the words of langs: each maps
// the names of the requests, of the sides and of the pieces (see
// Requests, Sides, Pieces) to the words of one language, the first of
// which the help shows. A word of a later language wins over the same
// word of an earlier one; the words of the pieces the parser names when
// a promotion's piece is not understood are those of the last language.
func NewRequestParser(langs ...map[string][]string) *RequestParser {
	p := &RequestParser{words: map[string]*RequestInfo{}, colors: map[string]notation.Color{}, pieces: map[string]notation.PieceType{}}
	for _, words := range langs {
		for i := range requests {
			for _, w := range words[requests[i].Name] {
				p.words[strings.ToLower(w)] = &requests[i]
			}
		}
		for name, c := range Sides {
			for _, w := range words[name] {
				p.colors[strings.ToLower(w)] = c
			}
		}
		var names []string
		for _, name := range pieceOrder {
			for _, w := range words[name] {
				p.pieces[strings.ToLower(w)] = Pieces[name]
			}
			if ws := words[name]; len(ws) > 0 {
				names = append(names, ws[0])
			}
		}
		if len(names) > 0 {
			p.pieceNames = strings.Join(names, "|")
		}
	}
	return p
}

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
	ri, ok := p.words[f[0]]
	if !ok {
		if sq, err := notation.ParseSquare(f[0]); err == nil && len(f) == 1 {
			return Request{Kind: AskSquare, Square: sq}, nil
		}
		return Request{}, &RequestError{Problem: ReqUnknown, Word: f[0]}
	}
	kind := ri.Kind
	r := Request{Kind: kind}
	if len(f) > 2 {
		return r, &RequestError{Problem: ReqTooMany, Kind: kind, Word: f[0], N: len(f) - 1}
	}
	arg := ""
	if len(f) > 1 {
		arg = f[1]
	}
	if !p.readArg(ri.Arg, arg, &r) {
		e := &RequestError{Problem: ri.bad, Kind: kind, Word: f[0], Arg: arg}
		switch ri.Arg {
		case NoArg:
			e.Problem = ReqNoArgument
		case ArgLevel:
			e.Min, e.Max = minLevel, maxLevel
		case ArgMoves:
			e.Min, e.Max = 1, maxLast
		case ArgPiece:
			e.Pieces = p.pieceNames
		}
		return r, e
	}
	return r, nil
}

// readArg reads arg, the argument of a request that takes a, into r;
// it tells whether arg reads, and leaves r as it was when not.
func (p *RequestParser) readArg(a Arg, arg string, r *Request) bool {
	switch a {
	case NoArg:
		return arg == ""
	case ArgLevel, ArgMoves:
		lo, hi := minLevel, maxLevel
		if a == ArgMoves {
			if arg == "" {
				r.N = 1
				return true
			}
			lo, hi = 1, maxLast
		}
		n, err := strconv.Atoi(arg)
		if err != nil || n < lo || n > hi {
			return false
		}
		r.N = n
	case ArgSquare:
		sq, err := notation.ParseSquare(arg)
		if err != nil {
			return false
		}
		r.Square = sq
	case ArgFile, ArgRank:
		first, last := byte('a'), byte('h')
		if a == ArgRank {
			first, last = '1', '8'
		}
		if len(arg) != 1 || arg[0] < first || arg[0] > last {
			return false
		}
		r.N = int(arg[0] - first)
	case ArgSide, ArgSideOrNone:
		if arg == "" && a == ArgSideOrNone {
			return true
		}
		c, ok := p.colors[arg]
		if !ok {
			return false
		}
		r.Color, r.HasColor = c, a == ArgSideOrNone
	case ArgResult:
		res, ok := resultWord(arg)
		if !ok {
			return false
		}
		r.Result = res
	case ArgPiece:
		pt, ok := p.pieces[arg]
		if !ok {
			return false
		}
		r.Piece = pt
	}
	return true
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
// line each, as the table says.
func (s *Session) Answer(r Request, now time.Time) {
	if s.onlineRequest(r, now) {
		return
	}
	if ri := info(r.Kind); ri != nil {
		ri.answer(s, r, now)
	}
}

// The answers of the requests.

func (s *Session) answerTime(_ Request, now time.Time) {
	s.tell(s.cfg.Side, announce.Time(s.clockReport(now)))
}

func (s *Session) answerRepeat(Request, time.Time) {
	if s.haveLast {
		s.tell(s.lastSide, s.last)
	} else {
		s.tell(s.cfg.Side, announce.NoMoveYet())
	}
}

func (s *Session) answerLast(r Request, _ time.Time) {
	plies := announce.Game(s.game, s.cfg.Words)
	if len(plies) == 0 {
		s.tell(s.cfg.Side, announce.NoMoveYet())
		return
	}
	for _, ply := range plies[max(len(plies)-r.N, 0):] {
		s.tell(ply.Side, announce.Sided(ply.Side, announce.Words(ply.Words...)))
	}
}

func (s *Session) answerSquare(r Request, _ time.Time) {
	s.tell(s.cfg.Side, announce.SquareContent(&s.pos, r.Square))
}

func (s *Session) answerFile(r Request, _ time.Time) {
	s.tell(s.cfg.Side, announce.FileContent(&s.pos, r.N))
}

func (s *Session) answerRank(r Request, _ time.Time) {
	s.tell(s.cfg.Side, announce.RankContent(&s.pos, r.N))
}

func (s *Session) answerPieces(r Request, _ time.Time) {
	s.tell(s.cfg.Side, announce.Pieces(&s.pos, r.Color))
}

func (s *Session) answerBoard(Request, time.Time) { s.tell(s.cfg.Side, announce.Board(&s.pos)) }

func (s *Session) answerHelp(Request, time.Time) {
	s.notice(Notice{Kind: HelpAsked, Engine: s.cfg.Engine != nil, Online: s.cfg.Server != nil})
	s.tell(s.cfg.Side, announce.KeyHelp(KeypadHelp(s.cfg.Engine != nil)))
}

// answerOnline answers an online game's request outside an online game.
func (s *Session) answerOnline(Request, time.Time) { s.notice(Notice{Kind: NeedsServer}) }

func (s *Session) answerTakeback(_ Request, now time.Time) { s.takeBack(now) }

func (s *Session) answerNew(_ Request, now time.Time) { s.askNew(now) }

func (s *Session) answerPromote(r Request, now time.Time) {
	for i, b := range s.boards {
		for _, ev := range b.tr.Promote(r.Piece, now) {
			s.tracked(i, ev)
		}
	}
}

func (s *Session) answerBattery(Request, time.Time) {
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
}

// answerPairing says a new code that pairs a phone with the live page
// (the one before no longer works), or that no page is served.
func (s *Session) answerPairing(Request, time.Time) {
	if s.cfg.PairingCode == nil {
		s.notice(Notice{Kind: NoLivePage})
		return
	}
	code, life := s.cfg.PairingCode()
	s.tell(s.cfg.Side, announce.PairingCode(code, int(life/time.Minute)))
}

// answerUnpair forgets every phone paired with the live page and says
// so, or that no page is served.
func (s *Session) answerUnpair(Request, time.Time) {
	if s.cfg.Unpair == nil {
		s.notice(Notice{Kind: NoLivePage})
		return
	}
	s.notice(Notice{Kind: PhonesForgotten, Err: s.cfg.Unpair()})
}

func (s *Session) answerPly(r Request, _ time.Time) {
	plies := announce.Game(s.game, s.cfg.Words)
	if r.N >= 0 && r.N < len(plies) {
		s.tell(plies[r.N].Side, announce.Words(plies[r.N].Words...))
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

// Waiting tells whether a prefix (/ * -) waits for its digits: then
// Enter cancels it.
func (k *Keypad) Waiting() bool { return k.prefix != 0 }

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
		ri := infoByPrefix(k.prefix)
		if ri.Arg == ArgSquare && len(k.digits) < 2 {
			return r, false, false
		}
		r = Request{Kind: ri.Kind, N: int(c - '1')}
		if ri.Arg == ArgSquare {
			r.N, r.Square = 0, notation.Sq(int(k.digits[0]-'1'), int(c-'1'))
		}
		k.prefix, k.digits = 0, k.digits[:0]
		return r, true, false
	}
	for _, ri := range requests {
		if ri.Prefix == c {
			k.prefix = c
			return r, false, false
		}
		for _, key := range ri.Keys {
			if key.Key == c {
				return Request{Kind: ri.Kind, N: key.N, Color: key.Color}, true, false
			}
		}
	}
	return r, false, false
}

// KeypadHelp lists the keys of the keypad the spoken help names, in
// the order of the table; the keys of an engine's requests only with
// an engine.
func KeypadHelp(engine bool) []announce.KeyName {
	var keys []announce.KeyName
	for _, ri := range requests {
		for _, key := range ri.Keys {
			if key.Named != nil && (engine || !key.Engine) {
				keys = append(keys, announce.KeyName{Digit: int(key.Key - '0'), Name: key.Named, Key: key.Spoken})
			}
		}
	}
	return keys
}
