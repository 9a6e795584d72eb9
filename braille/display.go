package braille

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/rochade/rochade/braille/brlapi"
	"github.com/rochade/rochade/braille/internal/fact"
	"github.com/rochade/rochade/notation"
)

// DisplayConfig says how a Display reaches BRLTTY and what it shows.
type DisplayConfig struct {
	// Conn says where BRLTTY is; the zero value follows BRLAPI_HOST and
	// BRLAPI_AUTH.
	Conn brlapi.Config
	// Format gives the print notation (language) of the text shown.
	Format notation.Format
	// Dots sends the chess code's cells instead of text; Code and Letters
	// then say how to write them (nil: DefaultCode and Format's language).
	Dots    bool
	Code    *Code
	Letters Letters
	// Speak is called with the index of a move (into Sheet.Moves) when a
	// routing key over that move is pressed. It must not block for long.
	Speak func(move int)
	// Ask, when set, is called when a key that asks the assistant
	// something is pressed: the key bound to BRLTTY's "go to the
	// beginning of the line" (LNBEG) asks for the time, the one bound to
	// "go to the end of the line" (LNEND) for the last announcement again.
	// It must not block for long.
	Ask func(Ask)
	// Logf receives plain-text status messages (connected, lost,
	// retrying). Nil discards them.
	Logf func(format string, args ...any)
	// Status, when set, receives the changes of the connection instead
	// of Logf, for callers that word the messages themselves: cells is the
	// display's size (Connected), err the reason (the other states).
	// Unreachable and NoDisplay come once until the display connects.
	Status func(s Status, cells int, err error)
	// Retry is the pause between connection attempts; zero means
	// 2 seconds.
	Retry time.Duration
	// Hold is how long a message (Message) stays on the display when
	// nothing else happens (no key, no move, no other message); zero
	// means DefaultHold. Each panning key gives it Hold again.
	Hold time.Duration
}

// DefaultHold is how long a message stays on the display by default.
const DefaultHold = 15 * time.Second

// defaultRetry is the pause between connection attempts to BRLTTY.
const defaultRetry = 2 * time.Second

// closeWait bounds the wait for BRLTTY while leaving tty mode: a command
// stopped by a signal ends within a second or two even when BRLTTY does
// not answer.
const closeWait = time.Second

// Ask is a question asked with a key of the display.
type Ask int

// The questions.
const (
	AskTime   Ask = iota // the time and the move count
	AskRepeat            // the last announcement again
)

// Status is a change of the display's connection to BRLTTY.
type Status int

// The changes a Display reports.
const (
	// Unreachable: BRLTTY does not answer (not running, or without its
	// API); the display keeps trying quietly.
	Unreachable Status = iota
	// NoDisplay: BRLTTY answers but cannot be used (no display driver
	// yet, or it refused the connection); the display keeps trying.
	NoDisplay
	// Connected: the display shows the game.
	Connected
	// Lost: the connection to BRLTTY ended; the display reconnects.
	Lost
	// WriteFailed: writing to the display failed; it is tried again.
	WriteFailed
	// Unsupported: no BRLTTY on this system, or an address of BRLTTY
	// that is none (see CheckSystem; the error says which); the display
	// does not try to connect.
	Unsupported
)

var statusNames = [...]string{"unreachable", "no display", "connected", "lost", "write failed", "unsupported"}

func (s Status) String() string {
	if int(s) < len(statusNames) {
		return statusNames[s]
	}
	return "status"
}

// Display shows a game on a Braille display through BRLTTY: the latest
// move pair, with the display's keys panning back and forward through the
// game and routing keys reading a move aloud. It connects in the
// background and reconnects whenever BRLTTY goes away; it never blocks or
// fails the caller because of the display.
type Display struct {
	cfg DisplayConfig

	mu     sync.Mutex
	sheet  *Sheet
	pair   int  // index into sheet.Pairs() shown
	follow bool // show the latest pair as moves come in
	spans  []span
	conn   *brlapi.Conn
	shown  string // what the display shows now (text or Unicode cells)
	// msg is the last message; while msgShown it is on the display in
	// place of the game, from its rune msgOff. Once the game is back it
	// stays one key away. msgGen counts the holds, for the timer.
	msg      string
	msgShown bool
	msgOff   int
	msgGen   int
	timer    *time.Timer

	update chan struct{}
	stop   chan struct{}
	done   chan struct{}
	keys   chan brlapi.Key
}

// span says which cells of the shown line belong to a move.
type span struct{ from, to, move int }

// NewDisplay starts a display. Close it to give the display back.
func NewDisplay(cfg DisplayConfig) *Display {
	if cfg.Retry <= 0 {
		cfg.Retry = defaultRetry
	}
	if cfg.Hold <= 0 {
		cfg.Hold = DefaultHold
	}
	if cfg.Code == nil {
		cfg.Code = DefaultCode()
	}
	if cfg.Letters == nil {
		if cfg.Format.Lang != nil {
			cfg.Letters = cfg.Format.Lang
		} else {
			cfg.Letters = notation.LangByCode("en")
		}
	}
	d := &Display{
		cfg:    cfg,
		sheet:  &Sheet{FirstNumber: 1},
		follow: true,
		update: make(chan struct{}, 1),
		stop:   make(chan struct{}),
		done:   make(chan struct{}),
		keys:   make(chan brlapi.Key, 16),
	}
	go d.run()
	return d
}

// status reports a change through Status, or as a line through Logf.
func (d *Display) status(s Status, cells int, err error) {
	if d.cfg.Status != nil {
		d.cfg.Status(s, cells, err)
		return
	}
	switch {
	case s == Connected:
		d.logf("braille: %s: %d cells", s, cells)
	case err != nil:
		d.logf("braille: %s: %v", s, err)
	default:
		d.logf("braille: %s", s)
	}
}

func (d *Display) logf(format string, args ...any) {
	if d.cfg.Logf != nil {
		d.cfg.Logf(format, args...)
	}
}

// Show sets the game to show. While the reader has not panned back, the
// display follows the latest move pair. A game with a new move (or a
// move corrected) ends the message shown: the score comes back with the
// move, and the message stays one key away (see Message).
func (d *Display) Show(s *Sheet) {
	d.mu.Lock()
	cp := *s
	cp.Moves = append([]notation.MoveDesc(nil), s.Moves...)
	// A move made (or corrected): the game is no beginning of the one
	// shown. Moves taken back or a new game set up are no move: their
	// message stays.
	old := d.sheet.Moves
	n := len(cp.Moves)
	moved := n > 0 && (n > len(old) || !slices.Equal(cp.Moves, old[:n]))
	d.sheet = &cp
	pairs := len(cp.Pairs())
	if d.follow || d.pair >= pairs {
		d.pair = max(pairs-1, 0)
	}
	if moved && d.msgShown {
		d.hideMessage()
	}
	d.mu.Unlock()
	d.poke()
}

// Message shows text on the display in place of the game at once,
// replacing any message shown. The reader pans through it with the
// display's panning keys; panning on past its end or back before its
// start, a routing key, "top", "bottom" or "home" give the game back; so
// do a new move and, when nothing else happens, Hold. The last message
// stays one key away: a "forward" key (window, line or character right
// or down) at the latest move pair shows it again.
func (d *Display) Message(text string) {
	if strings.TrimSpace(text) == "" {
		return
	}
	d.mu.Lock()
	d.msg, d.msgShown, d.msgOff = text, true, 0
	d.restartHold()
	d.mu.Unlock()
	d.poke()
}

// restartHold (with d.mu held) gives the message shown Hold again.
func (d *Display) restartHold() {
	if d.timer != nil {
		d.timer.Stop()
	}
	d.msgGen++
	gen := d.msgGen
	d.timer = time.AfterFunc(d.cfg.Hold, func() {
		d.mu.Lock()
		if gen != d.msgGen || !d.msgShown {
			d.mu.Unlock()
			return
		}
		d.hideMessage()
		d.mu.Unlock()
		d.poke()
	})
}

// hideMessage (with d.mu held) gives the game back; the message is kept.
func (d *Display) hideMessage() {
	d.msgShown, d.msgOff = false, 0
	if d.timer != nil {
		d.timer.Stop()
		d.timer = nil
	}
	d.msgGen++
}

// Showing returns the message shown now, "" while the game is shown.
func (d *Display) Showing() string {
	d.mu.Lock()
	defer d.mu.Unlock()
	if !d.msgShown {
		return ""
	}
	return d.msg
}

// messageKey acts on a key while a message is shown (d.mu held); it
// tells whether the key was the message's.
func (d *Display) messageKey(k brlapi.Key) bool {
	if !d.msgShown {
		return false
	}
	width := 40
	if d.conn != nil {
		if cols, rows := d.conn.Size(); cols*rows > 0 {
			width = cols * rows
		}
	}
	n := len([]rune(d.msg))
	switch k.Block() {
	case brlapi.BlockRoute:
		d.hideMessage()
		return true
	case brlapi.BlockBasic:
		switch k.Arg() {
		case brlapi.CmdFullRight, brlapi.CmdHalfRight, brlapi.CmdLineDown, brlapi.CmdCharRight, brlapi.CmdWindowDown, brlapi.CmdFullRightSkip:
			if d.msgOff+width < n {
				d.msgOff += width
				d.restartHold() // the reader is there
			} else {
				d.hideMessage()
			}
			return true
		case brlapi.CmdFullLeft, brlapi.CmdHalfLeft, brlapi.CmdLineUp, brlapi.CmdCharLeft, brlapi.CmdWindowUp, brlapi.CmdFullLeftSkip:
			if d.msgOff > 0 {
				d.msgOff = max(d.msgOff-width, 0)
				d.restartHold()
			} else {
				d.hideMessage()
			}
			return true
		case brlapi.CmdBottom, brlapi.CmdBottomLeft, brlapi.CmdHome, brlapi.CmdTop, brlapi.CmdTopLeft:
			d.hideMessage()
			return true
		}
	}
	d.restartHold() // the reader is there
	return false
}

func (d *Display) poke() {
	select {
	case d.update <- struct{}{}:
	default:
	}
}

// Keys delivers every key pressed on the display, after the display has
// acted on it, for callers that want more commands. Keys nobody reads
// are dropped.
func (d *Display) Keys() <-chan brlapi.Key { return d.keys }

// Shown returns what the display shows now: the text, or the cells as
// Unicode braille with Dots, and the index of the pair shown.
func (d *Display) Shown() (string, int) {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.shown, d.pair
}

// Close leaves tty mode, giving the display back to BRLTTY, and stops.
func (d *Display) Close() error {
	select {
	case <-d.stop:
	default:
		close(d.stop)
	}
	d.mu.Lock()
	if d.timer != nil {
		d.timer.Stop()
	}
	d.mu.Unlock()
	select {
	case <-d.done:
	case <-time.After(closeWait):
		return errLeaveNoAnswer
	}
	return nil
}

// The facts of a display whose BRLTTY does not do what it should.
var (
	errLeaveNoAnswer error = &fact.Fact{Key: "brltty-no-answer", Text: "braille display: BRLTTY did not answer while leaving tty mode"}
	errNoCells       error = &fact.Fact{Key: "brltty-no-cells", Text: "braille display: BRLTTY has no display yet"}
)

func (d *Display) run() {
	defer close(d.done)
	if err := CheckSystem(d.cfg.Conn); err != nil {
		d.status(Unsupported, 0, err)
		return
	}
	announcedFailure := false
	for {
		ctx, cancel := context.WithCancel(context.Background())
		go func() {
			select {
			case <-d.stop:
			case <-ctx.Done():
			}
			cancel()
		}()
		conn, err := brlapi.Dial(ctx, d.cfg.Conn)
		if err == nil {
			path, _ := brlapi.DefaultTTYPath()
			if err = conn.EnterTTYMode(path); err == nil {
				if cols, rows := conn.Size(); cols*rows == 0 {
					// BRLTTY is up but its display driver is not (yet).
					err = errNoCells
				}
			}
			if err != nil {
				conn.Close()
			}
		}
		cancel()
		if err != nil {
			if !announcedFailure {
				st := NoDisplay
				if errors.Is(err, brlapi.ErrUnreachable) {
					st = Unreachable
				}
				d.status(st, 0, err)
				announcedFailure = true
			}
			select {
			case <-d.stop:
				return
			case <-time.After(d.cfg.Retry):
				continue
			}
		}
		announcedFailure = false
		cols, rows := conn.Size()
		d.status(Connected, cols*rows, nil)
		if d.serve(conn) {
			return
		}
		d.status(Lost, 0, conn.Err())
	}
}

// serve shows the game on conn until it ends; it returns true when the
// display is being closed.
func (d *Display) serve(conn *brlapi.Conn) bool {
	d.mu.Lock()
	d.conn = conn
	d.shown = ""
	d.mu.Unlock()
	defer func() {
		d.mu.Lock()
		d.conn = nil
		d.mu.Unlock()
	}()
	d.render()
	for {
		select {
		case <-d.stop:
			conn.Close()
			return true
		case <-conn.Done():
			return false
		case <-d.update:
			d.render()
		case k := <-conn.Keys():
			d.handleKey(k)
			select {
			case d.keys <- k:
			default:
			}
		}
	}
}

func (d *Display) handleKey(k brlapi.Key) {
	if !k.IsCommand() {
		return
	}
	d.mu.Lock()
	n := len(d.sheet.Pairs())
	speak := -1
	ask := Ask(-1)
	if d.messageKey(k) {
		d.mu.Unlock()
		d.render()
		return
	}
	switch k.Block() {
	case brlapi.BlockRoute:
		for _, s := range d.spans {
			if k.Arg() >= s.from && k.Arg() < s.to {
				speak = s.move
			}
		}
	case brlapi.BlockBasic:
		switch k.Arg() {
		case brlapi.CmdFullLeft, brlapi.CmdHalfLeft, brlapi.CmdLineUp, brlapi.CmdCharLeft, brlapi.CmdWindowUp, brlapi.CmdFullLeftSkip:
			if d.pair > 0 {
				d.pair--
			}
			d.follow = false
		case brlapi.CmdFullRight, brlapi.CmdHalfRight, brlapi.CmdLineDown, brlapi.CmdCharRight, brlapi.CmdWindowDown, brlapi.CmdFullRightSkip:
			if d.pair >= n-1 && d.msg != "" {
				// Past the latest pair: the last message again.
				d.msgShown, d.msgOff = true, 0
				d.restartHold()
				d.follow = true
				break
			}
			if d.pair < n-1 {
				d.pair++
			}
			d.follow = d.pair >= n-1
		case brlapi.CmdTop, brlapi.CmdTopLeft:
			d.pair = 0
			d.follow = n <= 1
		case brlapi.CmdBottom, brlapi.CmdBottomLeft, brlapi.CmdHome:
			d.pair = max(n-1, 0)
			d.follow = true
		case brlapi.CmdLineBegin:
			ask = AskTime
		case brlapi.CmdLineEnd:
			ask = AskRepeat
		}
	}
	d.mu.Unlock()
	if speak >= 0 && d.cfg.Speak != nil {
		d.cfg.Speak(speak)
	}
	if ask >= 0 && d.cfg.Ask != nil {
		d.cfg.Ask(ask)
	}
	d.render()
}

// line builds the shown line for the current pair and the cells of each
// move on it.
func (d *Display) line() (text string, cells []Cell, spans []span) {
	if d.msgShown {
		// A message is text also with Dots: BRLTTY writes it with the
		// text table of the reader's language, which the chess code's
		// cells have no letters for.
		r := []rune(d.msg)
		return string(r[min(d.msgOff, len(r)):]), nil, nil
	}
	s := d.sheet
	pairs := s.Pairs()
	if len(pairs) == 0 {
		h := s.headerTexts()
		if len(h) > 0 && (s.White != "" || s.Black != "") {
			return h[0], Text(h[0]), nil
		}
		return "", nil, nil
	}
	p := pairs[min(d.pair, len(pairs)-1)]
	var parts []string
	var cparts [][]Cell
	var moves []int
	if d.cfg.Dots {
		cparts = append(cparts, LowerNumber(p.Number))
	} else {
		parts = append(parts, fmt.Sprintf("%d.", p.Number))
	}
	moves = append(moves, -1)
	for _, i := range []int{p.White, p.Black} {
		if i < 0 {
			continue
		}
		if d.cfg.Dots {
			c, err := d.cfg.Code.Move(s.Moves[i], d.cfg.Letters)
			if err != nil {
				c = Text(PrintMove(s.Moves[i], d.cfg.Format))
			}
			if i == p.Black && p.White < 0 {
				c = append(append([]Cell{}, d.cfg.Code.BlackFirst...), c...)
			}
			cparts = append(cparts, c)
		} else {
			m := PrintMove(s.Moves[i], d.cfg.Format)
			if i == p.Black && p.White < 0 {
				m = "... " + m
			}
			parts = append(parts, m)
		}
		moves = append(moves, i)
	}
	pos := 0
	if d.cfg.Dots {
		for k, c := range cparts {
			if k > 0 {
				cells = append(cells, Blank)
				pos++
			}
			if moves[k] >= 0 {
				spans = append(spans, span{pos, pos + len(c), moves[k]})
			}
			cells = append(cells, c...)
			pos += len(c)
		}
		return Unicode(cells), cells, spans
	}
	for k, t := range parts {
		if k > 0 {
			pos++
		}
		n := len([]rune(t))
		if moves[k] >= 0 {
			spans = append(spans, span{pos, pos + n, moves[k]})
		}
		pos += n
	}
	return strings.Join(parts, " "), nil, spans
}

func (d *Display) render() {
	d.mu.Lock()
	conn := d.conn
	text, cells, spans := d.line()
	d.spans = spans
	if conn == nil || text == d.shown {
		d.mu.Unlock()
		return
	}
	d.shown = text
	d.mu.Unlock()
	var err error
	if d.cfg.Dots && cells != nil {
		b := make([]byte, len(cells))
		for i, c := range cells {
			b[i] = byte(c)
		}
		err = conn.WriteDots(b)
	} else {
		err = conn.WriteText(text)
	}
	if err != nil {
		d.status(WriteFailed, 0, err)
		d.mu.Lock()
		d.shown = "" // write it again next time
		d.mu.Unlock()
	}
}
