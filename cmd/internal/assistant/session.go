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
	"time"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/clock"
	"github.com/rochade/rochade/devices/tracker"
	"github.com/rochade/rochade/notation"
)

// Announcer says a line: it prints it and speaks it in the voice of side.
type Announcer interface {
	Announce(side notation.Color, l announce.Line)
}

// Score shows the score as it grows (a Braille display).
type Score interface {
	Show(g *notation.Game)
}

// Record keeps the games of the session: the finished ones and the one
// being played, last. Save is called after every change.
type Record interface {
	Save(games []*notation.Game) error
}

// Logger receives the session's notices for the user (status messages
// that are not Appendix D words).
type Logger interface {
	Notice(n Notice)
}

// NoticeKind says what a Notice reports.
type NoticeKind int

// The notices.
const (
	BoardConnected    NoticeKind = iota // Info says which board
	BoardDisconnected                   // Err says how
	BoardWaiting                        // Err says what is missing
	BoardNoAnswer                       // Err says on which port, with which protocol
	MoveCorrected                       // Move: the move as it is now (SAN)
	MovesTakenBack                      // Ply: the game goes on after Ply half-moves
	GameStarted                         // the starting position: a new game
	BoardTurned                         // the board stands turned round
	SaveFailed                          // Err: the record could not be written
	SaveRecovered                       // the record is written again
	GameOver                            // Text: the result; later moves are not recorded
	RequestUnknown                      // Text: the request line not understood
	VoiceLacks                          // Err: words the voice cannot say
	ClockMissing                        // --clock board, but the board has no clock
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
}

// ClockMode says where the times come from.
type ClockMode int

// Clock modes.
const (
	NoClock    ClockMode = iota // no clock: the time request says the move number only
	SoftClock                   // Rochade's own clock, run by the moves (D.2.4)
	BoardClock                  // the times of the clock connected to the board (DGT3000, DGT XL)
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
	// SaveRetry is how often a record that cannot be written is tried
	// again (default 5 s).
	SaveRetry time.Duration
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

// Session is one game at the board, and the games after it.
type Session struct {
	cfg    Config
	out    Outputs
	tr     *tracker.Tracker
	boards []Board

	// archive holds the games finished in this session (and those before
	// the resumed one).
	archive []*notation.Game

	clk        *clock.Clock // SoftClock
	clkStarted bool
	board      devices.ClockReading // BoardClock: the last reading
	haveBoard  bool
	// clkAfter[i] is the mover's time left after ply i, -1 unknown.
	clkAfter []time.Duration
	// clkWait is the ply whose time a board clock still has to tell
	// (after its lever press), -1 none.
	clkWait int
	alerted map[alertKey]bool

	// over is set when the game ended by the clock (or on the board);
	// until a new game no move is recorded.
	over    bool
	overPly int // the moves of the ended game

	last     announce.Line
	lastSide notation.Color
	haveLast bool

	connected []bool // per board: connected now
	lost      []bool // per board: was connected and is gone

	dirty     bool
	saveErr   error
	nextSave  time.Time
	saveRetry time.Duration
}

type alertKey struct {
	side notation.Color
	at   time.Duration
}

// Default timings.
const (
	defaultSaveRetry = 5 * time.Second
)

// New starts a session on game g (a new game, or a resumed one whose
// moves are already played) with earlier games kept before it in the
// record. boards are the boards the session follows, in the order their
// inputs are tagged.
func New(cfg Config, out Outputs, g *notation.Game, earlier []*notation.Game, boards []Board) *Session {
	if cfg.SaveRetry <= 0 {
		cfg.SaveRetry = defaultSaveRetry
	}
	s := &Session{
		cfg:       cfg,
		out:       out,
		tr:        tracker.New(g, cfg.Tracker),
		boards:    boards,
		archive:   earlier,
		clkWait:   -1,
		alerted:   map[alertKey]bool{},
		connected: make([]bool, max(len(boards), 1)),
		lost:      make([]bool, max(len(boards), 1)),
		saveRetry: cfg.SaveRetry,
	}
	s.restoreClocks(g)
	if s.out.Score != nil {
		s.out.Score.Show(g)
	}
	return s
}

// Game returns the game being played.
func (s *Session) Game() *notation.Game { return s.tr.Game() }

// Position returns the position on the board as the record has it.
func (s *Session) Position() notation.Position { return s.tr.Position() }

// InputKind says what an Input carries.
type InputKind int

// Input kinds.
const (
	BoardInput   InputKind = iota // Event from board Board
	RequestInput                  // Request from the player
)

// Input is one tagged event for the session.
type Input struct {
	Kind    InputKind
	Board   int
	Event   devices.Event
	Request Request
	// Time is when it happened; Run fills it in when it is zero.
	Time time.Time
}

// ErrBoardUnusable wraps the error of a board path that can never work.
var ErrBoardUnusable = errors.New("the board cannot be used")

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
		s.Answer(in.Request, now)
	}
	return nil
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
	take(s.tr.Deadline())
	take(s.tr.RefreshAt())
	take(s.flagDeadline())
	take(s.alertDeadline())
	if s.saveErr != nil {
		take(s.nextSave, true)
	}
	return at, ok
}

// Tick does what is due at instant now: moves that settled, flags that
// fell, alerts, a retry of the record.
func (s *Session) Tick(now time.Time) {
	for _, ev := range s.tr.Tick(now) {
		s.tracked(ev)
	}
	if at, ok := s.tr.RefreshAt(); ok && !now.Before(at) {
		s.tr.Refreshing()
		for _, b := range s.boards {
			if b != nil {
				b.Refresh()
			}
		}
	}
	s.checkFlag(now)
	s.checkAlerts(now)
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
	for {
		var timer <-chan time.Time
		if d, ok := s.Deadline(); ok {
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
			if in.Time.IsZero() {
				in.Time = time.Now()
			}
			if err := s.Handle(in); err != nil {
				return err
			}
		case now := <-timer:
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
	if s.out.Logger != nil {
		s.out.Logger.Notice(n)
	}
}

// say announces l and remembers it for the repeat request.
func (s *Session) say(side notation.Color, l announce.Line) {
	s.last, s.lastSide, s.haveLast = l, side, true
	s.tell(side, l)
}

// tell announces l without making it the last announcement (answers to
// requests).
func (s *Session) tell(side notation.Color, l announce.Line) {
	if s.out.Announcer != nil {
		s.out.Announcer.Announce(side, l)
	}
}

func (s *Session) boardEvent(i int, e devices.Event, now time.Time) error {
	if i >= len(s.connected) {
		return nil
	}
	switch e.Kind {
	case devices.Connected:
		s.tr.Reconnected()
		s.notice(Notice{Kind: BoardConnected, Board: i, Info: e.Info})
		if s.lost[i] {
			s.say(notation.White, announce.BoardBack())
		}
		s.connected[i], s.lost[i] = true, false
		s.startClock(now)
	case devices.Disconnected:
		s.notice(Notice{Kind: BoardDisconnected, Board: i, Err: e.Err})
		if s.connected[i] {
			s.say(notation.White, announce.BoardGone())
		}
		s.connected[i], s.lost[i] = false, true
	case devices.Waiting:
		s.notice(Notice{Kind: BoardWaiting, Board: i, Err: e.Err})
	case devices.NoAnswer:
		s.notice(Notice{Kind: BoardNoAnswer, Board: i, Err: e.Err})
		s.tell(notation.White, announce.BoardSilent())
	case devices.Failed:
		return errors.Join(ErrBoardUnusable, e.Err)
	case devices.NewReading:
		for _, ev := range s.tr.Feed(e.Reading) {
			s.tracked(ev)
		}
	case devices.ClockUpdate, devices.ClockLever:
		s.boardClock(e.Clock, now)
	case devices.ClockButton:
		if r, ok := ButtonRequest(e.Button, s.cfg.Side); ok {
			s.Answer(r, now)
		}
	}
	return nil
}

// tracked handles what the tracker saw.
func (s *Session) tracked(e tracker.Event) {
	switch e.Kind {
	case tracker.Moved:
		s.moved(e)
	case tracker.Corrected:
		s.notice(Notice{Kind: MoveCorrected, Ply: e.Ply, Move: e.Before.SAN(e.Move)})
		s.say(e.Before.Turn(), announce.Announced(&e.Before, e.Move, s.cfg.Words))
		s.changed(e.Time)
	case tracker.Touched:
		if s.cfg.Touch {
			s.tell(e.Piece.Color(), announce.Touch(e.Piece, e.Square))
		}
	case tracker.TookBack:
		s.notice(Notice{Kind: MovesTakenBack, Ply: e.Ply})
		if len(s.clkAfter) > e.Ply {
			s.clkAfter = s.clkAfter[:e.Ply]
		}
		if s.clkWait >= e.Ply {
			s.clkWait = -1
		}
		if s.clk != nil && s.clkStarted && !s.over {
			p := s.tr.Position()
			if s.clk.Running() && s.clk.Turn() != p.Turn() {
				s.clk.Pause(e.Time)
				s.clk.Start(p.Turn(), e.Time)
			}
		}
		s.changed(e.Time)
	case tracker.NewGame:
		if len(e.Game.Moves) > 0 {
			s.archive = append(s.archive, s.withClocks(e.Game))
		}
		g := s.tr.Game()
		for _, name := range []string{"Event", "Date"} {
			if v := e.Game.Tag(name); v != "" {
				g.SetTag(name, v)
			}
		}
		s.clkAfter, s.clkWait, s.over = nil, -1, false
		clear(s.alerted)
		s.notice(Notice{Kind: GameStarted})
		s.say(notation.White, announce.NewGame())
		if s.cfg.Clock == SoftClock {
			s.clk = clock.New(s.cfg.Control)
			s.clkStarted = false
			s.startClock(e.Time)
		}
		s.changed(e.Time)
	case tracker.Mismatch:
		fixes := make([]announce.Fix, len(e.Fixes))
		for i, f := range e.Fixes {
			fixes[i] = announce.Fix{Square: f.Square, Want: f.Want}
		}
		s.say(notation.White, announce.PutRight(fixes))
	case tracker.Restored:
		s.say(notation.White, announce.BoardRight())
	case tracker.Rotated:
		if s.tr.Rotated() {
			s.notice(Notice{Kind: BoardTurned})
		}
	}
}

// moved announces a move, then starts the opponent's time (D.2.3,
// D.2.4: the move is made and announced before the other clock runs) and
// keeps the score.
func (s *Session) moved(e tracker.Event) {
	side := e.Before.Turn()
	s.say(side, announce.Announced(&e.Before, e.Move, s.cfg.Words))
	if s.over {
		// After a flag fall nothing more is recorded until a new game;
		// the tracker's game is cut back when the record is written.
		return
	}
	s.pressClock(side, e.Ply, e.Time)
	after := e.Before
	after.Play(e.Move)
	if res := gameEnd(&after); res != "" {
		s.tr.Game().Result = res
		s.over = true
		s.stopClock(e.Time)
		s.notice(Notice{Kind: GameOver, Text: res})
		s.say(side, announce.Result(res))
	}
	s.changed(e.Time)
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
	if s.out.Score != nil {
		s.out.Score.Show(s.tr.Game())
	}
	s.save(now)
}
