// Package assistant is the running game: the electronic assistant of FIDE
// Laws of Chess, Appendix D.2.10. It follows the boards, announces every
// move the moment it is made, keeps the score, runs the clock (starting
// the opponent's time only once a move is made, D.2.4), claims the game
// when a flag falls, and answers the player's requests for the time, the
// moves and the position.
//
// One goroutine owns the game: Run waits on tagged inputs (board events
// from any number of boards, the player's requests) and on the session's
// own timers. Everything the session decides goes out through the small
// interfaces below. The session itself never reads the clock of the
// machine outside Run: Handle and Tick take the instant, so tests run it
// in virtual time.
package assistant

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/cmd/internal/fact"
	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/clock"
	"github.com/rochade/rochade/devices/tracker"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
)

// Announcer says lines: it prints them and speaks them in the voice of
// side.
type Announcer interface {
	// Announce says a line of the game as it happens: a move, a flag,
	// a result, what the boards need. It may cut off what is being said
	// (barge-in).
	Announce(side notation.Color, l announce.Line)
	// Answer says a line that waits its turn: the answer to a request,
	// a reminder, a time alert.
	Answer(side notation.Color, l announce.Line)
}

// Score shows the score as it grows (a Braille display).
type Score interface {
	Show(g *notation.Game)
}

// Record keeps the games of the session. Save is called after every
// change with the games finished in the session, in order (each is
// passed again unchanged on every later call: it never changes once
// finished), and the game being played (nil while it has nothing to
// keep).
type Record interface {
	Save(finished []*notation.Game, current *notation.Game) error
}

// Logger receives the session's notices for the user (status messages
// that are not Appendix D words).
type Logger interface {
	Notice(n Notice)
}

// Quiet is an Announcer that can answer a visitor of the live page who
// is not paired: on the page only, never spoken nor on the Braille
// display, so that a neighbour cannot talk over the game.
type Quiet interface {
	Quietly(side notation.Color, l announce.Line)
}

// NoticeKind says what a Notice reports.
type NoticeKind int

// The notices.
const (
	BoardConnected       NoticeKind = iota // Info says which board
	BoardDisconnected                      // Err says how
	BoardWaiting                           // Err says what is missing
	BoardNoAnswer                          // Err says on which port, with which protocol
	MoveCorrected                          // Move: the move as it is now (SAN)
	MovesTakenBack                         // Ply: the game goes on after Ply half-moves
	GameStarted                            // the starting position: a new game
	BoardTurned                            // the board stands turned round
	SaveFailed                             // Err: the record could not be written
	SaveRecovered                          // the record is written again
	GameOver                               // Text: the result; later moves are not recorded
	RequestUnknown                         // Text: the request line not understood
	VoiceLacks                             // Err: words the voice cannot say
	ClockMissing                           // --clock board, but the board has no clock
	PieceTouched                           // Move: the piece and square touched on Board
	BoardsDiffer                           // Text: the discrepancy as the record notes it; Number, Side, Move and Other: the move number, the side and the moves of the two boards
	EngineRestarted                        // Err: why the engine was started again
	EngineFailed                           // Err: the engine gave no usable answer
	EngineThinking                         // a move was made for the engine before it chose one
	NeedsEngine                            // a request that needs a computer opponent
	StartOnBoard                           // Board shows the starting position while a game is played (back from a power cut): a new game waits for confirmation
	ConfirmNewGame                         // a new game was asked for while a game is played: asked again, it begins
	EarlierOnBoard                         // Board shows the position after Ply moves: the moves after it may be taken back
	MovesWhileAway                         // Ply: Board came back showing Ply moves made while it was away
	NoGameToEnd                            // a result asked for before any move
	AlreadyOver                            // Text: a result asked for after the game ended with Text
	KeyNotice                              // Key: a key of the keypad waits for digits, or was cancelled
	HelpAsked                              // the help was asked for; Engine: with a computer opponent
	PromotionAsked                         // Board sees occupancy only: the piece of the promotion on Square is not known; the record waits for it
	PromotionKnown                         // Square: the piece of the promotion there is known, Move (SAN); the record is written
	BoardAmbiguous                         // Board's reading has more than one explanation: Squares are in doubt
	BatteryLevel                           // Battery: what Board says of its battery
	BatteryUnknown                         // Board does not report its battery (Err: ErrNoBattery), or no board is connected
	MovesCaughtUp                          // Ply: Board showed Ply moves that were made while Rochade could not follow them; they are said now
	OrderUnknown                           // Board shows a position Ply moves reach in more than one order: the last move is to be taken back
	NoLivePage                             // a pairing code was asked for, but no live page is served
	OpponentToMove                         // a move was made for the online opponent before the server had one
	MoveRefused                            // the server refused the player's move Move (SAN) of Ply: Text is its reason
	DrawOffered                            // the online opponent offers a draw
	TakebackOffered                        // the online opponent asks to take back
	ChatArrived                            // Ply chat lines wait to be read (the chat request)
	ChatLines                              // a chat line asked for: Move is who, Text what (both empty: none)
	OpponentLeft                           // Gone: the online opponent left, the game may be claimed after Wait; else came back
	ServerConnectionLost                   // the connection to the server is lost (Err); it is being made again
	ServerConnectionBack                   // the connection to the server is back
	ServerAsksToWait                       // the server asked to wait Wait before it is asked again
	ServerAsked                            // Action was sent to the server
	NothingToAnswer                        // accept or decline with no offer or challenge waiting
	NeedsBoardGame                         // a result or a new game asked for in an online game: the server decides them
	NeedsServer                            // a request of an online game outside one
	ServerSaidNo                           // the server did not do what was asked: Err says why
	PhonesForgotten                        // every phone paired with the live page was forgotten (Err: they could not be)
)

// Notice is one status message.
type Notice struct {
	Kind  NoticeKind
	Board int // 0 is the first board
	Info  devices.Info
	Err   error
	Ply   int
	Move  string
	Text  string
	// Number and Side name a move: EarlierOnBoard's position is after
	// Side's move Number.
	Number int
	Side   notation.Color
	// Key is what a key of the keypad did, for a KeyNotice.
	Key KeyEvent
	// Other is, for BoardsDiffer, the move the second board shows (Move
	// the first's).
	Other string
	// Engine tells, for HelpAsked, that a computer opponent plays;
	// Online that the game is played online.
	Engine, Online bool
	// Square and Squares: the square of a promotion, the squares in
	// doubt.
	Square  notation.Square
	Squares []notation.Square
	Battery devices.Battery
	// Wait is a duration: when an online game may be claimed, how long
	// the server asks to wait.
	Wait time.Duration
	// Gone tells, for OpponentLeft, that the opponent is gone (not back).
	Gone bool
	// Action is what was sent to the server, for ServerAsked.
	Action ServerAction
}

// ClockMode says where the times come from.
type ClockMode int

// Clock modes.
const (
	NoClock     ClockMode = iota // no clock: the time request says the move number only
	SoftClock                    // Rochade's own clock, run by the moves (D.2.4)
	BoardClock                   // the times of the clock connected to the board (DGT3000, DGT XL)
	ServerClock                  // the clocks of the online game's server
)

// Config sets the session up.
type Config struct {
	Words announce.Options
	// Touch announces a piece lifted and put back ("berührt").
	Touch bool
	// Side is the blind player's side: time alerts and the moves to the
	// control are about it.
	Side notation.Color
	// Clock says where the times come from; Control is the time control
	// of the software clock (and, with a board clock, what the record
	// notes as TimeControl if it is not None).
	Clock   ClockMode
	Control clock.TimeControl
	// Alerts are times left at which the player is told the time left
	// (off when empty: D.2.10.4 says the time only on request).
	Alerts []time.Duration
	// AlertsBoth gives the alerts for both sides, not only Side's.
	AlertsBoth bool
	// Tracker sets the move tracker's timing.
	Tracker tracker.Config
	// PromotionAsk is how long a promotion whose piece a board that sees
	// only occupancy cannot tell waits before its piece is asked for
	// again (default 10 s; at most three times).
	PromotionAsk time.Duration
	// SaveRetry is how often a record that cannot be written is tried
	// again (default 5 s).
	SaveRetry time.Duration
	// RemindAfter is how long a move made on one board may wait to be
	// made on the other before the session says what to do there
	// (default 10 s; the reminders then come less and less often).
	RemindAfter time.Duration
	// Engine, when set, plays the side opposite to Side.
	Engine Engine
	// Server, when set, is the online game's server: the opponent's
	// moves come from it (ServerInput), the player's go to it.
	Server Server
	// EvalNumbers adds the score in pawns to the eval answer.
	EvalNumbers bool
	// Tags are given to every new game (Event, Site, Round, White,
	// Black), besides the Date of the day it begins; nothing is copied
	// from the game before.
	Tags []notation.Tag
	// PairingCode, when set, makes a new code that pairs a phone with
	// the live page (the one before stops working) and says how long it
	// works; nil: no page is served.
	PairingCode func() (code string, life time.Duration)
	// Unpair, when set, forgets every phone paired with the live page;
	// nil: no page is served.
	Unpair func() error
}

// Outputs are where the session talks to. Score and Record may be nil.
type Outputs struct {
	Announcer Announcer
	Score     Score
	Record    Record
	Logger    Logger
}

// Board is what the session needs of a board besides its events: to ask
// it for a full reading.
type Board interface {
	Refresh()
}

// BatteryBoard is a board that can be asked for its battery (a Bluetooth
// board); the answer comes as a devices.BatteryLevel event.
type BatteryBoard interface {
	AskBattery() error
}

// Session is one game at the board, and the games after it.
type Session struct {
	cfg    Config
	out    Outputs
	boards []*board

	// game is the record's game: the moves made on either board, up to
	// the last one both boards agree on after a discrepancy. pos is the
	// position after its moves.
	game *notation.Game
	pos  notation.Position
	// firstOn[i] is the board ply i was made on first.
	firstOn []int
	// notes are the session's own comments for the record (discrepancies).
	notes []notation.Note

	// archive holds the games finished in this session (and those before
	// the resumed one).
	archive []*notation.Game

	clk        *clock.Clock // SoftClock
	clkStarted bool
	board      devices.ClockReading // BoardClock: the last reading
	haveBoard  bool
	// clkAfter[i] is the mover's time left after ply i, -1 unknown.
	clkAfter []time.Duration
	// pressed is the number of plies whose clock press is done: a ply
	// made first on the other board is pressed when the mover's own
	// board shows it (D.2.4).
	pressed int
	// clkWait is the ply whose time a board clock still has to tell
	// (after its lever press), -1 none.
	clkWait int
	alerted map[alertKey]bool

	// over is set when the game ended (a flag, mate, stalemate, a result
	// asked for); until the starting position stands on a board (or a
	// new game is asked for) no move is followed.
	over bool
	// removed are the lines taken out of the game (takebacks,
	// corrections, discrepancies); the record keeps them.
	removed []removedLine
	// unknowns are the plies of the promotions whose piece is not known
	// yet: the record stops before the first until it is; askAt is when
	// the last one's piece is asked for again, asked how often it was.
	unknowns []int
	askAt    time.Time
	asked    int
	// confirmUntil: a new game asked for while a game is played begins
	// when it is asked for again before then.
	confirmUntil time.Time

	// setup follows a resumed game being set up on the boards
	// (resume.go); setupPaused: the clock waits for it.
	setup       setUp
	setupPaused bool

	// resolving is set after a discrepancy until every board shows
	// target again.
	resolving bool
	// quiet: a request of a visitor not paired is being answered (see
	// Input.Quiet).
	quiet  bool
	target notation.Position

	last     announce.Line
	lastSide notation.Color
	haveLast bool

	dirty     bool
	saveErr   error
	nextSave  time.Time
	saveRetry time.Duration

	// The engine: the last request's number, the move request waited
	// for (0 none) and the ply it is for, the announced move expected on
	// the board, a retry after a failure, the ply a hint is for, and the
	// ply a takeback goes back to (-1 none).
	engineSeq      int
	engineWant     int
	enginePly      int
	engineMove     notation.Move
	engineHave     bool
	engineRetryAt  time.Time
	engineFailures int
	hintID         int
	hintBase       []notation.Move
	hintWanted     bool
	takebackTo     int

	// srv is the online game's server's side of the game.
	srv online
}

// board is what the session knows of one board.
type board struct {
	dev         Board
	tr          *tracker.Tracker
	reading     devices.Reading
	haveReading bool
	connected   bool
	lost        bool // was connected and is gone
	// remindAt is when to say the pending move again; remindEvery how
	// long to wait after that (doubling: repeated messages are
	// throttled).
	remindAt    time.Time
	remindEvery time.Duration
	// A move that differs from the record's, waiting for graceUntil (a
	// castling made rook first is corrected by the tracker).
	conflict      notation.Move
	conflictPly   int
	conflictUntil time.Time
	// While resolving: whether the board shows the target, and when to
	// say again how to put it right.
	fixed  bool
	fixAt  time.Time
	fixSay bool
	// atStart: the board came back showing the starting position while
	// a game is played; a new game may be confirmed.
	atStart bool
}

type alertKey struct {
	side notation.Color
	at   time.Duration
}

// DefaultPromotionAsk is how long a promotion whose piece is not known
// waits before the piece is asked for again.
const DefaultPromotionAsk = 10 * time.Second

// Default timings.
const (
	defaultSaveRetry   = 5 * time.Second
	defaultRemindAfter = 10 * time.Second
	// conflictGrace is how long a board's move that differs from the
	// record's may wait to be corrected (a rook put down first for
	// castling, then the king) before it is a discrepancy.
	conflictGrace = 2 * time.Second
	// fixAfter is how long a board must stay wrong, while boards are
	// brought back after a discrepancy, before the instructions are said
	// again.
	fixAfter = 3 * time.Second
)

// New starts a session on game g (a new game, or a resumed one whose
// moves are already played). boards are the boards the session follows,
// in the order their inputs are tagged; the first is the blind player's.
// With no boards the session follows one board whose inputs are tagged 0
// (tests).
func New(cfg Config, out Outputs, g *notation.Game, boards []Board) *Session {
	if cfg.SaveRetry <= 0 {
		cfg.SaveRetry = defaultSaveRetry
	}
	if cfg.RemindAfter <= 0 {
		cfg.RemindAfter = defaultRemindAfter
	}
	if cfg.PromotionAsk <= 0 {
		cfg.PromotionAsk = DefaultPromotionAsk
	}
	if len(boards) == 0 {
		boards = []Board{nil}
	}
	s := &Session{
		cfg:        cfg,
		out:        out,
		game:       g,
		clkWait:    -1,
		alerted:    map[alertKey]bool{},
		saveRetry:  cfg.SaveRetry,
		takebackTo: -1,
	}
	s.srv.sent = len(g.Moves)
	s.pos = g.Final()
	s.firstOn = make([]int, len(g.Moves))
	s.pressed = len(g.Moves)
	for _, d := range boards {
		s.boards = append(s.boards, &board{dev: d, tr: tracker.New(copyGame(g), cfg.Tracker), conflictPly: -1})
	}
	s.restoreClocks(g)
	s.startSetUp(g, len(s.boards))
	if g.Result != "" && g.Result != "*" {
		s.over = true
		for _, b := range s.boards {
			b.tr.AwaitStart()
		}
	}
	if s.out.Score != nil {
		s.out.Score.Show(g)
	}
	return s
}

// FreshGame returns a new game that begins at instant now, with tags and
// the date of the day.
func FreshGame(tags []notation.Tag, now time.Time) *notation.Game {
	g := notation.NewGame()
	g.SetTag("Date", now.Format("2006.01.02"))
	for _, t := range tags {
		g.SetTag(t.Name, t.Value)
	}
	return g
}

// copyGame returns a game with g's start and moves, for a board's
// tracker, which adds the moves it sees to it.
func copyGame(g *notation.Game) *notation.Game {
	return &notation.Game{Tags: append([]notation.Tag(nil), g.Tags...), Start: g.Start, Moves: append([]notation.Move(nil), g.Moves...), Result: "*"}
}

// Game returns the game being played, as the record has it.
func (s *Session) Game() *notation.Game { return s.game }

// Position returns the position of the game being played.
func (s *Session) Position() notation.Position { return s.pos }

// two tells whether the session follows two boards.
func (s *Session) two() bool { return len(s.boards) > 1 }

// ownBoard returns the board on which side's moves count (D.2.4): the
// blind player's board for the blind player, the other for the
// opponent.
func (s *Session) ownBoard(side notation.Color) int {
	if !s.two() || side == s.cfg.Side {
		return 0
	}
	return 1
}

// InputKind says what an Input carries.
type InputKind int

// Input kinds.
const (
	BoardInput   InputKind = iota // Event from board Board
	RequestInput                  // Request from the player
	EngineInput                   // Engine: an answer of the engine
	KeyInput                      // Key: a key of the keypad that is no request
	ServerInput                   // Server: what the online game's server says
)

// Input is one tagged event for the session.
type Input struct {
	Kind    InputKind
	Board   int
	Event   devices.Event
	Request Request
	// Err, for a RequestInput, is why the player's request was not
	// understood (Request is then unused).
	Err error
	// Engine is the engine's answer, for an EngineInput.
	Engine EngineAnswer
	// Key is what a key of the keypad did, for a KeyInput.
	Key KeyEvent
	// Server is what the server says, for a ServerInput.
	Server ServerUpdate
	// Time is when it happened; Run fills it in when it is zero.
	Time time.Time
	// Quiet marks a RequestInput from a visitor of the live page who is
	// not paired: only a request that changes nothing and asks no
	// engine is answered, through the Announcer's Quietly alone (not at
	// all without it); its notices are dropped.
	Quiet bool
}

// ErrBoardUnusable wraps the error of a board path that can never work.
var ErrBoardUnusable error = &fact.Fact{Key: "board-unusable", Text: "the board cannot be used"}

// Handle takes one input at instant now. What became due before now is
// done first. An error means the session cannot go on (a board path that
// can never be a board).
func (s *Session) Handle(in Input) error {
	now := in.Time
	s.Tick(now)
	switch in.Kind {
	case BoardInput:
		return s.boardEvent(in.Board, in.Event, now)
	case RequestInput:
		if in.Quiet {
			s.answerQuietly(in, now)
			return nil
		}
		if in.Err != nil {
			s.Unknown(in.Err)
		} else {
			s.Answer(in.Request, now)
		}
	case EngineInput:
		s.engineAnswer(in.Engine, now)
	case KeyInput:
		s.notice(Notice{Kind: KeyNotice, Key: in.Key})
	case ServerInput:
		s.serverUpdate(in.Server, now)
	}
	return nil
}

// answerQuietly answers a request of a visitor not paired: on the page
// only, and only one that changes nothing and asks no engine.
func (s *Session) answerQuietly(in Input, now time.Time) {
	if in.Err == nil {
		ri := info(in.Request.Kind)
		// The battery is answered later, by the board: spoken.
		if ri == nil || ri.Changes || ri.Help == HelpEngine || ri.Help == HelpNone || ri.Kind == AskBattery {
			return
		}
	}
	s.quiet = true
	defer func() { s.quiet = false }()
	if in.Err != nil {
		s.Unknown(in.Err)
	} else {
		s.Answer(in.Request, now)
	}
}

// Deadline returns the next instant at which Tick has something to do.
func (s *Session) Deadline() (time.Time, bool) {
	var at time.Time
	ok := false
	take := func(t time.Time, has bool) {
		if has && (!ok || t.Before(at)) {
			at, ok = t, true
		}
	}
	for _, b := range s.boards {
		if !s.resolving {
			take(b.tr.Deadline())
		}
		take(b.tr.RefreshAt())
		take(b.remindAt, !b.remindAt.IsZero())
		take(b.conflictUntil, b.conflictPly >= 0)
		take(b.fixAt, s.resolving && b.fixSay)
	}
	take(s.flagDeadline())
	take(s.alertDeadline())
	take(s.askAt, !s.askAt.IsZero())
	take(s.setUpDeadline())
	take(s.engineRetryAt, !s.engineRetryAt.IsZero())
	if s.saveErr != nil {
		take(s.nextSave, true)
	}
	return at, ok
}

// Tick does what is due at instant now: moves that settled, flags that
// fell, reminders, discrepancies, alerts, a retry of the record.
func (s *Session) Tick(now time.Time) {
	for i, b := range s.boards {
		if !s.resolving {
			for _, ev := range b.tr.Tick(now) {
				s.tracked(i, ev)
			}
		}
		if at, ok := b.tr.RefreshAt(); ok && !now.Before(at) {
			b.tr.Refreshing()
			if b.dev != nil {
				b.dev.Refresh()
			}
		}
		if b.conflictPly >= 0 && !now.Before(b.conflictUntil) {
			s.discrepancy(i, now)
		}
		if !b.remindAt.IsZero() && !now.Before(b.remindAt) {
			s.remind(i, now)
		}
		if s.resolving && b.fixSay && !now.Before(b.fixAt) {
			b.fixSay = false
			s.tellFixes(i)
		}
	}
	s.setUpTick(now)
	s.checkFlag(now)
	s.checkAlerts(now)
	s.askPromotion(now)
	if !s.engineRetryAt.IsZero() && !now.Before(s.engineRetryAt) {
		s.engineRetryAt = time.Time{}
		s.think(now)
	}
	if s.saveErr != nil && !now.Before(s.nextSave) {
		s.save(now)
	}
}

// Run follows the inputs until ctx ends or inputs is closed, keeping the
// session's timers in real time. It returns ctx's error, nil when inputs
// was closed, or the error that ended the session.
func (s *Session) Run(ctx context.Context, inputs <-chan Input) error {
	tm := time.NewTimer(time.Hour)
	defer tm.Stop()
	// graced is a deadline woken for late, given until graceEnd for the
	// inputs that were late as well (tracker.LateGrace).
	var graced, graceEnd time.Time
	// last is the time of the last input handled.
	var last time.Time
	handle := func(in Input) error {
		if in.Time.IsZero() {
			in.Time = time.Now()
		}
		if d, ok := s.Deadline(); ok && in.Kind == BoardInput && in.Event.Kind == devices.NewReading {
			// A reading handled after a wait fell due that was not
			// woken for: the machine was late, and the reading, stamped
			// when it was read, may have come before the wait.
			in.Time = tracker.ReadAt(d, last, in.Time)
			in.Event.Reading.Time = in.Time
		}
		last = in.Time
		return s.Handle(in)
	}
	for {
		var timer <-chan time.Time
		if d, ok := s.Deadline(); ok {
			if d.Equal(graced) {
				d = graceEnd
			}
			tm.Reset(time.Until(d))
			timer = tm.C
		} else {
			tm.Stop()
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case in, ok := <-inputs:
			if !ok {
				return nil
			}
			if err := handle(in); err != nil {
				return err
			}
		case now := <-timer:
			// What came before the time did is handled first: a loaded
			// machine may wake late, with a board's readings waiting, and
			// a reading that shows the piece moved on must not come after
			// the wait that would take it as standing. Woken late, it
			// waits as long again for what is still on its way.
			for waiting := true; waiting; {
				select {
				case in, ok := <-inputs:
					if !ok {
						return nil
					}
					if err := handle(in); err != nil {
						return err
					}
				default:
					waiting = false
				}
			}
			d, ok := s.Deadline()
			if !ok || now.Before(d) {
				continue
			}
			if !d.Equal(graced) {
				if g := tracker.LateGrace(d, time.Now()); g > 0 {
					graced, graceEnd = d, time.Now().Add(g)
					continue
				}
			}
			s.Tick(now)
		}
	}
}

// Feed forwards the events of board i into inputs until events is closed
// or ctx ends.
func Feed(ctx context.Context, i int, events <-chan devices.Event, inputs chan<- Input) {
	for e := range events {
		at := e.Reading.Time
		if e.Kind != devices.NewReading || at.IsZero() {
			at = time.Now()
		}
		select {
		case inputs <- Input{Kind: BoardInput, Board: i, Event: e, Time: at}:
		case <-ctx.Done():
			return
		}
	}
}

func (s *Session) notice(n Notice) {
	if s.quiet {
		return
	}
	if s.out.Logger != nil {
		s.out.Logger.Notice(n)
	}
}

// say announces l and remembers it for the repeat request.
func (s *Session) say(side notation.Color, l announce.Line) {
	if s.quiet {
		s.tell(side, l)
		return
	}
	s.last, s.lastSide, s.haveLast = l, side, true
	if s.out.Announcer != nil {
		s.out.Announcer.Announce(side, l)
	}
}

// tell says l after what is being said, without making it the last
// announcement (answers to requests).
func (s *Session) tell(side notation.Color, l announce.Line) {
	if s.quiet {
		if q, ok := s.out.Announcer.(Quiet); ok {
			q.Quietly(side, l)
		}
		return
	}
	if s.out.Announcer != nil {
		s.out.Announcer.Answer(side, l)
	}
}

// onBoard puts "Brett N:" before a line about board i when there are two
// boards.
func (s *Session) onBoard(i int, l announce.Line) announce.Line {
	if !s.two() {
		return l
	}
	return announce.OnBoard(i+1, l)
}

func (s *Session) boardEvent(i int, e devices.Event, now time.Time) error {
	if i < 0 || i >= len(s.boards) {
		return nil
	}
	b := s.boards[i]
	switch e.Kind {
	case devices.Connected:
		// Until the board shows the game again, moves made while it was
		// away are looked for (the first connection of a resumed game
		// too).
		b.tr.Reconnected()
		s.notice(Notice{Kind: BoardConnected, Board: i, Info: e.Info})
		if b.lost {
			s.say(notation.White, s.onBoard(i, announce.BoardBack()))
		}
		b.connected, b.lost = true, false
		s.startClock(now)
		s.think(now)
	case devices.Disconnected:
		s.notice(Notice{Kind: BoardDisconnected, Board: i, Err: e.Err})
		if b.connected {
			s.say(notation.White, s.onBoard(i, announce.BoardGone()))
		}
		b.connected, b.lost = false, true
	case devices.Waiting:
		s.notice(Notice{Kind: BoardWaiting, Board: i, Err: e.Err})
	case devices.NoAnswer:
		s.notice(Notice{Kind: BoardNoAnswer, Board: i, Err: e.Err})
		s.tell(notation.White, s.onBoard(i, announce.BoardSilent()))
	case devices.Failed:
		return errors.Join(ErrBoardUnusable, e.Err)
	case devices.NewReading:
		b.reading, b.haveReading = e.Reading, true
		if b.atStart && [64]notation.Piece(e.Reading.Board) != startPlacement && rotated(e.Reading.Board) != startPlacement {
			b.atStart = false // the pieces are being put back
		}
		if s.settingUp(i, now) {
			return nil
		}
		if s.resolving {
			s.resolveReading(i, now)
			return nil
		}
		for _, ev := range b.tr.Feed(e.Reading) {
			s.tracked(i, ev)
		}
	case devices.BatteryLevel:
		s.notice(Notice{Kind: BatteryLevel, Board: i, Battery: e.Battery})
	case devices.ClockUpdate, devices.ClockLever:
		s.boardClock(e.Clock, now)
	case devices.ClockButton:
		if e.Button == buttonPlay && (s.anyAtStart() || s.confirming(now)) {
			// The clock's own start/stop button confirms the new game
			// that waits for it.
			s.newGame(now)
			return nil
		}
		if r, ok := ButtonRequest(e.Button, s.cfg.Side); ok {
			s.Answer(r, now)
		}
	}
	return nil
}

// tracked handles what board i's tracker saw.
func (s *Session) tracked(i int, e tracker.Event) {
	b := s.boards[i]
	if s.over {
		// The game is over: only the starting position counts, for the
		// next game.
		if e.Kind == tracker.StartShown {
			s.newGame(e.Time)
		}
		return
	}
	switch e.Kind {
	case tracker.Moved:
		s.boardMoved(i, e)
	case tracker.Corrected:
		s.boardCorrected(i, e)
	case tracker.Touched:
		// With two boards, the sighted player's lifts on their own board
		// while they are to move are touches (D.2.10.5); on the blind
		// player's board pieces are felt, not touched.
		p := b.tr.Position()
		if s.two() && (i != s.ownBoard(s.cfg.Side.Other()) || p.Turn() != s.cfg.Side.Other()) {
			return
		}
		touch := announce.Touch(e.Piece, e.Square)
		if s.two() {
			s.notice(Notice{Kind: PieceTouched, Board: i, Move: touch.Text(phonetic.German)})
		}
		if s.cfg.Touch {
			s.tell(e.Piece.Color(), s.onBoard(i, touch))
		}
	case tracker.StartShown:
		s.startShown(i, e)
	case tracker.Mismatch:
		fixes := make([]announce.Fix, len(e.Fixes))
		for k, f := range e.Fixes {
			fixes[k] = announce.Fix{Square: f.Square, Want: f.Want}
		}
		l := announce.PutRight(fixes)
		if k := e.Ply; k > 0 && !b.atStart {
			// The board shows an earlier position of the game (pieces
			// carried back): it is said, and a takeback can be asked for.
			g := b.tr.Game()
			before := g.Position(k - 1)
			s.notice(Notice{Kind: EarlierOnBoard, Board: i, Ply: k, Number: before.MoveNumber(), Side: before.Turn()})
			l = announce.Sentences(announce.ShowsEarlier(before.MoveNumber(), before.Turn()), l)
		}
		s.say(notation.White, s.onBoard(i, l))
	case tracker.Restored:
		b.atStart = false
		s.say(notation.White, s.onBoard(i, announce.BoardRight()))
	case tracker.PromotionKnown:
		s.promotionKnown(i, e)
	case tracker.OrderUnknown:
		s.notice(Notice{Kind: OrderUnknown, Board: i, Ply: e.Ply})
		s.say(notation.White, s.onBoard(i, announce.OrderUnknown()))
	case tracker.Ambiguous:
		s.notice(Notice{Kind: BoardAmbiguous, Board: i, Squares: e.Squares})
		s.say(notation.White, s.onBoard(i, announce.InDoubt(e.Squares)))
	case tracker.Rotated:
		if b.tr.Rotated() {
			s.notice(Notice{Kind: BoardTurned, Board: i})
		}
	}
}

// startShown: board i shows the starting position while a game is
// played. Set up on the board, it ends the game as it stands and a new
// one begins; on a board that came back from a power cut it may be
// anything, so the players are asked to confirm a new game.
func (s *Session) startShown(i int, e tracker.Event) {
	b := s.boards[i]
	if len(s.game.Moves) == 0 {
		return
	}
	if e.Reconnected {
		b.atStart = true
		s.notice(Notice{Kind: StartOnBoard, Board: i})
		s.say(notation.White, s.onBoard(i, announce.StartShown()))
		return
	}
	s.newGame(e.Time)
}

// anyAtStart tells whether a board came back showing the starting
// position (a new game may be confirmed).
func (s *Session) anyAtStart() bool {
	for _, b := range s.boards {
		if b.atStart {
			return true
		}
	}
	return false
}

// confirming tells whether a new game asked for waits for confirmation.
func (s *Session) confirming(now time.Time) bool {
	return !s.confirmUntil.IsZero() && now.Before(s.confirmUntil)
}

// boardMoved takes a move board i made. A move beyond the record's is new:
// it is announced at once (D.2.3) and the other board is expected to show
// it too. A move the record has already is the other board catching up;
// a different one is a discrepancy (after a grace for a correction).
func (s *Session) boardMoved(i int, e tracker.Event) {
	b := s.boards[i]
	k := e.Ply
	switch {
	case k == len(s.game.Moves):
		if s.cfg.Server != nil && s.serverTurn(i, e) {
			return
		}
		if s.engineTurn(i, e) {
			return
		}
		s.unfollowed(i, e)
		s.record(i, e, true)
	case k < len(s.game.Moves):
		if b.conflictPly >= 0 {
			// The board already parted from the record at an earlier
			// ply: what it does after that is not compared.
			return
		}
		if e.Move != s.game.Moves[k] && !s.samePromotion(i, e) {
			b.conflict, b.conflictPly, b.conflictUntil = e.Move, k, e.Time.Add(conflictGrace)
			return
		}
		s.caughtUp(i, k, e.Time)
	}
}

// record adds a new move made first on board i, announces it (unless it
// was announced before it was made: the engine's), starts the opponent's
// clock if it was made on the mover's own board, and keeps the score.
func (s *Session) record(i int, e tracker.Event, say bool) {
	side := e.Before.Turn()
	k := len(s.game.Moves)
	if say {
		s.say(side, s.moveLine(e))
	}
	if e.PieceUnknown {
		s.unknowns = append(s.unknowns, k)
		s.askAt, s.asked = e.Time.Add(s.cfg.PromotionAsk), 0
		s.notice(Notice{Kind: PromotionAsked, Board: i, Square: e.Move.To()})
	}
	s.game.Moves = append(s.game.Moves, e.Move)
	s.firstOn = append(s.firstOn, i)
	s.pos.Play(e.Move)
	s.confirmUntil = time.Time{}
	if i == s.ownBoard(side) {
		s.pressUpTo(k, e.Time)
	}
	for j, o := range s.boards {
		if j != i && o.remindAt.IsZero() {
			o.remindAt, o.remindEvery = e.Time.Add(s.cfg.RemindAfter), s.cfg.RemindAfter
		}
	}
	if s.ended(side, e.Time) {
		return
	}
	s.changed(e.Time)
	s.think(e.Time)
}

// ended finishes the game if its position ends it (mate, stalemate, a
// draw by rule); not while a promotion's piece is unknown, which may
// decide it.
func (s *Session) ended(side notation.Color, at time.Time) bool {
	if len(s.unknowns) > 0 {
		return false
	}
	res := gameEnd(&s.pos)
	if res == "" {
		res = s.drawnByRule()
	}
	if res == "" {
		return false
	}
	s.finish(side, res, "normal", "", at)
	return true
}

// finish ends the game with result res (FIDE 5, 6.9, 9.6, or as the
// players say), recorded with its Termination and comment; side is the
// voice the result is said in. Until a new game no move is followed.
func (s *Session) finish(side notation.Color, res, termination, comment string, at time.Time) {
	s.game.Result = res
	s.game.SetTag("Termination", termination)
	if comment != "" {
		s.notes = append(s.notes, notation.Note{Ply: len(s.game.Moves), Kind: notation.Comment, Text: comment})
	}
	s.over = true
	s.resolving, s.takebackTo = false, -1
	s.confirmUntil = time.Time{}
	s.engineWant, s.engineHave = 0, false
	s.stopClock(at)
	for _, b := range s.boards {
		b.tr.AwaitStart()
		b.remindAt, b.conflictPly, b.atStart = time.Time{}, -1, false
	}
	s.notice(Notice{Kind: GameOver, Text: res})
	s.say(side, announce.Result(res))
	s.changed(at)
}

// caughtUp notes that board i shows ply k of the record as well: the
// mover's clock press if this is the mover's own board, the next
// reminder.
func (s *Session) caughtUp(i, k int, at time.Time) {
	b := s.boards[i]
	b.conflictPly = -1
	if side := plySide(s.game, k); i == s.ownBoard(side) {
		s.pressUpTo(k, at)
	}
	if b.tr.Game() != nil && len(b.tr.Game().Moves) >= len(s.game.Moves) {
		b.remindAt = time.Time{}
	} else {
		b.remindAt, b.remindEvery = at.Add(s.cfg.RemindAfter), s.cfg.RemindAfter
	}
	s.changed(at)
}

// boardCorrected takes a tracker's correction of the last move on board
// i: the record's move if the board made it first (the record keeps the
// move first announced), or a move that now agrees (or not) with the
// record's.
func (s *Session) boardCorrected(i int, e tracker.Event) {
	b := s.boards[i]
	k := e.Ply
	if k >= len(s.game.Moves) {
		return
	}
	if s.firstOn[k] == i && k == len(s.game.Moves)-1 && !s.othersShow(i, k) {
		s.notice(Notice{Kind: MoveCorrected, Ply: k, Move: e.Before.SAN(e.Move)})
		s.say(e.Before.Turn(), announce.Announced(&e.Before, e.Move, s.cfg.Words))
		// The move first announced stays in the record, as a variation;
		// the clock was pressed for it and its time stands.
		s.removed = append(s.removed, s.lineFrom(k, k+1, corrected, e.Time))
		s.game.Moves[k] = e.Move
		s.pos = s.game.Final()
		res := gameEnd(&s.pos)
		if res == "" {
			res = s.drawnByRule()
		}
		if res != "" {
			s.finish(e.Before.Turn(), res, "normal", "", e.Time)
			return
		}
		s.changed(e.Time)
		return
	}
	if b.conflictPly >= 0 && b.conflictPly != k {
		return // parted earlier
	}
	if e.Move == s.game.Moves[k] {
		s.caughtUp(i, k, e.Time)
		return
	}
	b.conflict, b.conflictPly, b.conflictUntil = e.Move, k, e.Time.Add(conflictGrace)
}

// othersShow tells whether a board other than i already shows ply k.
func (s *Session) othersShow(i, k int) bool {
	for j, b := range s.boards {
		if j != i && len(b.tr.Game().Moves) > k {
			return true
		}
	}
	return false
}

// remind says on which board which move is still to be made.
func (s *Session) remind(i int, now time.Time) {
	b := s.boards[i]
	n := len(b.tr.Game().Moves)
	if n >= len(s.game.Moves) || s.resolving || s.over {
		b.remindAt = time.Time{}
		return
	}
	p := b.tr.Position()
	s.tell(s.cfg.Side, s.onBoard(i, announce.Instruct(&p, s.game.Moves[n])))
	b.remindEvery *= 2
	b.remindAt = now.Add(b.remindEvery)
}

// discrepancy: board i made a move the record does not have (D.2.9). The
// record goes back to the last ply both boards agree on (keeping the
// moves after it as a variation), and both boards are guided back to
// that position.
func (s *Session) discrepancy(i int, now time.Time) {
	b := s.boards[i]
	k, theirs := b.conflictPly, b.conflict
	b.conflictPly = -1
	if k < 0 || k >= len(s.game.Moves) || s.over {
		return
	}
	first := s.firstOn[k]
	before := s.game.Position(k)
	side := before.Turn()
	moves := []announce.BoardMove{
		{Board: first + 1, Move: announce.Announced(&before, s.game.Moves[k], s.cfg.Words)},
		{Board: i + 1, Move: announce.Announced(&before, theirs, s.cfg.Words)},
	}
	if first > i {
		moves[0], moves[1] = moves[1], moves[0]
	}
	s.say(side, announce.Discrepancy(before.MoveNumber(), side, moves))
	// The record notes what each board showed, for the arbiter.
	var fens []string
	for j, o := range s.boards {
		p := o.tr.Position()
		fens = append(fens, "board "+strconv.Itoa(j+1)+" "+p.FEN())
	}
	sans := map[int]string{first: before.SAN(s.game.Moves[k]), i: before.SAN(theirs)}
	lo, hi := min(first, i), max(first, i)
	note := "discrepancy at move " + strconv.Itoa(before.MoveNumber()) + " (" + map[notation.Color]string{notation.White: "White", notation.Black: "Black"}[side] +
		"): board " + strconv.Itoa(lo+1) + " " + sans[lo] + ", board " + strconv.Itoa(hi+1) + " " + sans[hi] + "; " + strings.Join(fens, "; ")
	s.notice(Notice{Kind: BoardsDiffer, Board: i, Ply: k, Text: note, Number: before.MoveNumber(), Side: side,
		Move: sans[lo], Other: sans[hi]})
	s.truncate(k, discrepancy, now)
	s.notes = append(s.notes, notation.Note{Ply: k, Kind: notation.Comment, Text: note})
	s.resolving = true
	s.target = s.pos
	for j := range s.boards {
		s.boards[j].fixed = false
		s.resolveReading(j, now)
		if !s.boards[j].fixed {
			s.tellFixes(j)
		}
	}
	s.changed(now)
}

// truncate takes the record back to its first k plies; the moves after
// them stay in the record as a line removed for reason why.
func (s *Session) truncate(k int, why removal, now time.Time) {
	if k >= len(s.game.Moves) {
		return
	}
	s.removeFrom(k, why, now)
	s.srv.sent = min(s.srv.sent, k)
	if s.clkWait >= k {
		s.clkWait = -1
	}
	if s.pressed > k {
		s.pressed = k
	}
	if s.clk != nil && s.clkStarted && !s.over && s.clk.Running() && s.clk.Turn() != s.pos.Turn() {
		s.clk.Pause(now)
		s.clk.Start(s.pos.Turn(), now)
	}
	for _, b := range s.boards {
		b.remindAt = time.Time{}
	}
}

// resolveReading checks board i against the position every board must
// show after a discrepancy, or after a takeback asked for.
func (s *Session) resolveReading(i int, now time.Time) {
	b := s.boards[i]
	if !b.haveReading {
		b.fixed = false
		return
	}
	board := shown(b.reading, &s.target)
	if want := s.target.Placement(); board == want {
		if !b.fixed {
			b.fixed, b.fixSay = true, false
			s.say(notation.White, s.onBoard(i, announce.BoardRight()))
		}
		for _, o := range s.boards {
			if !o.fixed {
				return
			}
		}
		// Every board shows the agreed position: play goes on from it.
		s.resolving = false
		if k := s.takebackTo; k >= 0 {
			s.takebackTo = -1
			s.notice(Notice{Kind: MovesTakenBack, Board: i, Ply: k})
			s.truncate(k, takenBack, now)
			s.changed(now)
		}
		s.followAgain()
		s.think(now)
		return
	}
	start := notation.StartPosition()
	if shown(b.reading, &start) == startPlacement && len(s.game.Moves) > 0 {
		// The pieces were set up for a new game instead.
		s.resolving, s.takebackTo = false, -1
		s.newGame(now)
		return
	}
	b.fixed = false
	b.fixSay, b.fixAt = true, now.Add(fixAfter)
}

// followAgain gives every board a new tracker on the record's game, fed
// with what the board shows.
func (s *Session) followAgain() {
	for _, o := range s.boards {
		o.tr = tracker.New(copyGame(s.game), s.cfg.Tracker)
		if o.haveReading {
			o.tr.Feed(o.reading)
		}
	}
}

var startPlacement = func() [64]notation.Piece {
	p := notation.StartPosition()
	return p.Placement()
}()

// shown is what a reading shows, to compare with position p: its
// pieces; for a board that sees only occupancy (its Board is empty), p's
// piece on each square it sees taken and a piece on a square p has empty,
// so that only the squares taken or empty against p differ (it cannot
// tell which piece stands where).
func shown(r devices.Reading, p *notation.Position) [64]notation.Piece {
	if !r.OccupancyOnly {
		return [64]notation.Piece(r.Board)
	}
	var out [64]notation.Piece
	for sq := notation.Square(0); sq < 64; sq++ {
		if !r.Occupied.Has(sq) {
			continue
		}
		out[sq] = p.PieceAt(sq)
		if out[sq] == notation.NoPiece {
			out[sq] = notation.MakePiece(notation.White, notation.Pawn)
		}
	}
	return out
}

// tellFixes says how to bring board i to the agreed position.
func (s *Session) tellFixes(i int) {
	b := s.boards[i]
	board := shown(b.reading, &s.target)
	var fixes []announce.Fix
	for _, f := range tracker.Fixes(&s.target, &board) {
		fixes = append(fixes, announce.Fix{Square: f.Square, Want: f.Want})
	}
	s.say(notation.White, s.onBoard(i, announce.PutRight(fixes)))
}

// newGame ends the game being played as it stands (kept in the record
// if it has a move) and begins a new one, on every board.
func (s *Session) newGame(now time.Time) {
	if s.worthKeeping() {
		if len(s.unknowns) > 0 {
			s.over = true // the comment on what followed the promotion
		}
		s.archive = append(s.archive, s.recorded(s.withClocks(s.game)))
	}
	s.endSetUp(now)
	g := FreshGame(s.cfg.Tags, now)
	s.game, s.pos = g, g.Final()
	s.firstOn, s.notes, s.clkAfter, s.clkWait, s.pressed, s.over = nil, nil, nil, -1, 0, false
	s.removed, s.confirmUntil, s.resolving = nil, time.Time{}, false
	s.unknowns, s.askAt = nil, time.Time{}
	s.engineWant, s.engineHave, s.takebackTo, s.engineRetryAt = 0, false, -1, time.Time{}
	s.hintWanted = false
	clear(s.alerted)
	atStart := false
	for _, o := range s.boards {
		o.remindAt, o.conflictPly, o.atStart, o.fixed = time.Time{}, -1, false, false
		atStart = atStart || (o.haveReading && ([64]notation.Piece(o.reading.Board) == startPlacement || rotated(o.reading.Board) == startPlacement))
	}
	s.followAgain()
	s.notice(Notice{Kind: GameStarted})
	if atStart {
		s.say(notation.White, announce.NewGame())
	} else {
		s.say(notation.White, announce.SetUpNewGame())
	}
	if s.cfg.Clock == SoftClock {
		s.clk = clock.New(s.cfg.Control)
		s.clkStarted = false
		s.startClock(now)
	}
	s.changed(now)
	s.think(now)
}

func rotated(b devices.Board) [64]notation.Piece {
	var r [64]notation.Piece
	for i := range b {
		r[63-i] = b[i]
	}
	return r
}

// gameEnd returns the result when the position ends the game: mate or
// stalemate.
func gameEnd(p *notation.Position) string {
	if len(p.LegalMoves(nil)) > 0 {
		return ""
	}
	if !p.InCheck() {
		return "1/2-1/2"
	}
	if p.Turn() == notation.White {
		return "0-1"
	}
	return "1-0"
}

// changed writes the record and shows the score after a change.
func (s *Session) changed(now time.Time) {
	s.dirty = true
	s.sendOwn()
	if s.out.Score != nil {
		s.out.Score.Show(s.game)
	}
	s.save(now)
}
