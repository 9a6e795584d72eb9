package main

// A run of play (and of the demo, which plays on a board of its own) is
// the wiring of one game session: the boards and the player's requests
// feed its inputs; the printed and spoken lines, the record, the Braille
// display and the engine are its outputs. runPlay reads as the list of
// the steps; each step is a method of playWiring that says one thing.
//
// Where a new part goes:
//   - a setting that comes from elsewhere than a flag (the settings file):
//     into playOptions before runPlay, in play's RunE;
//   - a check of a flag: check (nothing is opened before every check);
//   - the game to follow and the record: openGame;
//   - an output (a display, a page): a step after openOutputs that adds
//     itself to the fan-out of the game's lines (w.outs.add, see
//     outputs.go) and closes itself through w.atEnd, as servePage and
//     openBraille do;
//   - an input (a keypad, a page's buttons): a step that sends on
//     w.inputs, or, running while the game runs, follow;
//   - what happens at the end (the last words, the saved line, the exit
//     status): finish.

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/rochade/rochade/cmd/internal/assistant"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/cmd/internal/web"
	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/clock"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
)

// playWiring is one run of play: what the flags ask for, checked, and
// what is opened for it.
type playWiring struct {
	p    *ui.Printer
	lang ui.Lang
	std  stdio
	o    playOptions
	run  playRun

	cfg      assistant.Config
	spelling phonetic.Spelling
	watchers []*devices.Watcher // the boards, unless run.board

	rec *recordFile
	// opened is what opening the record found; with --online it is said
	// once the game is joined (placeOnline).
	opened recordOpen
	// games is the appliance's games folder, nil in play.
	games   *gamesRecord
	game    *notation.Game
	inputs  chan assistant.Input
	outs    *gameOutputs
	outputs assistant.Outputs
	page    *livePage // the live page for phones (--web), or nil
	// onlineBase is the server of an online game (--online), "" none;
	// online the game once joined.
	onlineBase string
	online     *onlineGame
	// The player's requests, read from the start of play when an online
	// game is waited for: interrupting cancels interruptFn (the wait,
	// then the session); stopReading gives the terminal back.
	reading     bool
	readMu      sync.Mutex
	interruptFn func()
	stopReading func()
	// onBoard, when set, is told of every event of board i before the
	// session (the appliance says which board it found).
	onBoard func(i int, e devices.Event)
	// finishing, when set, is called before finish (the appliance names
	// the file its game went to).
	finishing func()
	// atEnd are run last first when runPlay returns.
	atEnd []func()
}

// errStopped ends a run quietly: the user stopped it before the game
// began, and it said so.
var errStopped = errors.New("stopped")

// runPlay follows the board until ctx ends; the player's requests come
// from std.in (nil: none).
func runPlay(ctx context.Context, a *app, std stdio, o playOptions, run playRun) error {
	w := &playWiring{p: a.printer(), lang: a.lang(), std: std, o: o, run: run}
	defer w.end()
	// Everything is checked before anything is opened.
	if err := w.check(a); err != nil {
		return err
	}
	if err := w.openGame(); err != nil {
		return err
	}
	w.openOutputs()
	if err := w.openShown(ctx); err != nil {
		return err
	}
	w.watchMoves()
	return w.play(ctx)
}

// openShown opens the outputs besides the printed lines: the live page,
// the Braille display and the speech.
func (w *playWiring) openShown(ctx context.Context) error {
	if err := w.servePage(ctx); err != nil {
		return err
	}
	if err := w.openBraille(ctx); err != nil {
		return err
	}
	return w.outs.openSpeech(ctx, w.o.audio)
}

// play starts the engine, follows the game until ctx ends or it is given
// up, and finishes.
func (w *playWiring) play(ctx context.Context) error {
	if err := w.startEngine(ctx); err != nil {
		if errors.Is(err, errStopped) {
			return nil
		}
		return err
	}
	if err := w.startOnline(ctx); err != nil {
		if errors.Is(err, errStopped) {
			return nil
		}
		return err
	}
	s := assistant.New(w.cfg, w.outputs, w.game, w.boards())
	err := w.follow(ctx, s)
	if w.finishing != nil {
		w.finishing()
	}
	return w.finish(s, err)
}

// end closes what the steps opened, the last first.
func (w *playWiring) end() {
	for i := len(w.atEnd) - 1; i >= 0; i-- {
		w.atEnd[i]()
	}
}

// check checks every flag: the session's configuration, the words, the
// sound, the boards, the waits and the record's flags.
func (w *playWiring) check(a *app) error {
	var err error
	if w.cfg, err = playConfig(w.p, w.o); err != nil {
		return err
	}
	if _, w.spelling, _, err = w.o.words.resolveIn(w.p); err != nil {
		return err
	}
	w.o.audio.use(a, w.std.errOut)
	if err := w.o.audio.check(); err != nil {
		return err
	}
	if err := w.o.audio.usePrompts(w.p, w.lang); err != nil {
		return err
	}
	if w.watchers, err = checkBoards(w.p, w.o, w.run.board != nil, w.run.boardLater); err != nil {
		return err
	}
	w.cfg.RemindAfter = w.o.remindAfter
	// Zero: not given (the demo's own options), the default.
	if pw := w.o.promoWait; pw != 0 && (pw < time.Second || pw > 10*time.Minute) {
		return w.p.Errorf(ui.PlayBadPromotionWait, pw)
	}
	w.cfg.PromotionAsk = w.o.promoWait
	if hr := w.o.handRest; hr != 0 && (hr < 100*time.Millisecond || hr > 3*time.Second) {
		return w.p.Errorf(ui.PlayBadHandRest, hr)
	}
	w.cfg.Tracker.HandRest = w.o.handRest
	if w.o.recordSet && strings.TrimSpace(w.o.record) == "" {
		return w.p.Errorf(ui.PlayRecordEmpty)
	}
	if w.o.resume && w.o.record == "" {
		return w.p.Errorf(ui.PlayResumeNeedsRecord)
	}
	if w.onlineBase, err = checkOnline(w.p, nil, w.o.online, w.o.clock, w.o.engine.engine); err != nil {
		return err
	}
	return nil
}

// checkBoards reads --board and --protocol: at most two boards, a
// protocol for all or one for each, paths that can be boards (unless the
// board is the demo's own, inProcess; with later, a path that is not
// there yet is waited for wherever it is). It returns a watcher per board.
func checkBoards(p *ui.Printer, o playOptions, inProcess, later bool) ([]*devices.Watcher, error) {
	paths := o.boards
	if len(paths) == 0 {
		paths = []string{"auto"}
	}
	if len(paths) > 2 {
		return nil, p.Errorf(ui.PlayTooManyBoards, len(paths))
	}
	protos := strings.Split(o.protocol, ",")
	if len(protos) != 1 && len(protos) != len(paths) {
		return nil, p.Errorf(ui.PlayProtocolsPerBoard, quote(o.protocol), len(paths))
	}
	if err := checkBoardPaths(p, paths); err != nil {
		return nil, err
	}
	var watchers []*devices.Watcher
	for i, path := range paths {
		proto, err := devices.ParseProtocol(protos[min(i, len(protos)-1)])
		if err != nil {
			return nil, p.Worded(err)
		}
		if !inProcess {
			if err := devices.CheckPath(path); err != nil && !(later && pathMissing(err)) {
				return nil, p.Worded(err)
			}
		}
		if path == "" {
			path = "auto"
		}
		watchers = append(watchers, &devices.Watcher{Path: path, Protocol: proto, Later: later})
	}
	return watchers, nil
}

// pathMissing tells whether err says that a board's path is not there.
func pathMissing(err error) bool {
	var nb *devices.NotABoardError
	return errors.As(err, &nb) && nb.Kind == devices.PathMissing
}

// openGame opens the record and finds the game to follow: the demo's,
// the unfinished last game of the record (--resume), or a new one.
func (w *playWiring) openGame() error {
	w.game = w.run.start
	if w.o.record != "" {
		ro, err := openRecord(w.o.record, w.o.resume, w.cfg.Tags, recordPlacesNow())
		if err != nil {
			return recordErrorText(w.p, err)
		}
		w.rec = ro.rec
		w.atEnd = append(w.atEnd, func() { ro.rec.Close() })
		ro.rec.sayOpened(w.p, w.std.errOut)
		w.opened = ro
		if w.onlineBase == "" {
			// An online game's record is said once the game is joined:
			// its last game may be this game's, which goes on.
			w.sayRecord(ro)
		}
	}
	if w.game == nil {
		w.game = assistant.FreshGame(w.cfg.Tags, time.Now())
	}
	return nil
}

// sayRecord says what the record holds and what play does with it: goes
// on with its game (and its time control), or adds a new one.
func (w *playWiring) sayRecord(ro recordOpen) {
	p, record := w.p, w.o.record
	switch {
	case ro.resumed != nil:
		w.game = ro.resumed
		n := len(w.game.Moves)
		fmt.Fprintln(w.std.errOut, p.Plural(ui.PlayResuming, n, record, n))
		if w.cfg.Clock == assistant.NoClock && w.o.clock == "" {
			// The record's time control goes on with its clock.
			if tc, err := clock.Parse(w.game.Tag("TimeControl")); err == nil && !tc.None() {
				w.cfg.Clock, w.cfg.Control = assistant.SoftClock, tc
			}
		}
	case ro.finished:
		fmt.Fprintln(w.std.errOut, p.Sprintf(ui.PlayResumeFinished, record, ro.result))
	case ro.rec.games > 0:
		fmt.Fprintln(w.std.errOut, p.Plural(ui.PlayRecordAppends, ro.rec.games, record, ro.rec.games))
	}
}

// openOutputs makes the outputs the session says its lines and notices
// through: standard output and standard error (and, in the steps that
// follow, the Braille display and the speech), and the record.
func (w *playWiring) openOutputs() {
	w.outs = newGameOutputs(w.p, w.lang, w.std, w.spelling, w.o.record, len(w.watchers))
	w.inputs = make(chan assistant.Input, inputQueue)
	w.outputs = assistant.Outputs{Announcer: w.outs, Logger: w.outs, Score: w.outs}
	if w.rec != nil {
		w.outputs.Record = w.rec
		// Another program's change of the record, said once.
		w.rec.notice = func(c recordChange) { w.outs.sayRecord(c.text(w.p)) }
	}
}

// servePage serves the live page for phones (--web): it shows every
// line and the board, and a paired phone's requests come as inputs.
func (w *playWiring) servePage(ctx context.Context) error {
	if w.o.web == "" {
		if h := w.o.page; h != nil && h.served != nil {
			h.served(nil)
		}
		return nil
	}
	pair := firstWord(w.p, "pair")
	o := pageOptions{addr: w.o.web, hosts: w.o.webHosts, spelling: w.spelling, engine: w.o.engine.engine != "", online: w.onlineBase != "",
		codeHelp: w.p.Sprintf(ui.WebCodeHelpPlay, pair), codeAsk: w.p.Sprintf(ui.WebCodeAsk, pair)}
	if st := w.o.settings; st != nil {
		o.settings, o.settingsNote = st, w.p.Sprintf(ui.WebSettingsPlay, st.Path()) // whole: the page has room
	}
	if h := w.o.page; h != nil {
		// The appliance's own words, and its file of paired phones.
		o.pairings, o.batch = h.pairings, h.batch
		if h.settingsNote != "" {
			o.settingsNote = h.settingsNote
		}
		if h.codeHelp != "" {
			o.codeHelp, o.codeAsk = h.codeHelp, ""
		}
	}
	page, err := openWeb(ctx, w.p, o, w.inputs, w.std.errOut)
	if h := w.o.page; err != nil && h != nil && h.optional {
		fmt.Fprintln(w.std.errOut, w.p.Sprintf(ui.ErrorLine, err))
		if h.served != nil {
			h.served(nil)
		}
		return nil
	}
	if err != nil {
		return err
	}
	if h := w.o.page; h != nil && h.served != nil {
		h.served(page.URLs())
		w.atEnd = append(w.atEnd, func() { h.served(nil) })
	}
	w.page = page
	w.atEnd = append(w.atEnd, func() { page.Close() })
	private := []string{w.o.record}
	if st := w.o.settings; st != nil {
		private = append(private, st.Path())
	}
	w.outs.add(newPageOutput(page, private...))
	page.server.Pairing().OnAlarm(func(a web.Alarm) { w.outs.put(pairingAlarm(w.p, a)) })
	// The pairing request makes a new code (the one before stops).
	w.cfg.PairingCode = func() (string, time.Duration) { return page.server.Pairing().NewCode(), web.CodeLife }
	w.cfg.Unpair = func() error { _, err := page.server.Pairing().Forget(); return err }
	return nil
}

// openBraille shows the score and every line on the Braille display
// (--braille); its keys send requests.
func (w *playWiring) openBraille(ctx context.Context) error {
	if !w.o.braille.on {
		return nil
	}
	score, err := openBrailleScore(ctx, w.p, w.o.braille, w.std.errOut, w.inputs)
	if err != nil {
		return err
	}
	w.atEnd = append(w.atEnd, func() { score.Close() })
	w.outs.add(&brailleOut{score: score})
	return nil
}

// watchMoves tells the demo of each move announced.
func (w *playWiring) watchMoves() {
	if w.run.onMove != nil {
		w.outs.addScore(&moveWatch{onMove: w.run.onMove, moves: len(w.game.Moves)})
	}
}

// startEngine starts the engine that plays the other side (--engine).
// Stopped while it starts, play ends at once, saying where the game is
// (errStopped).
func (w *playWiring) startEngine(ctx context.Context) error {
	if w.o.engine.engine == "" {
		return nil
	}
	p := w.p
	eng, err := startEngine(ctx, p, w.o.engine, w.inputs)
	if err != nil {
		if ctx.Err() == nil {
			return err
		}
		// The game is as it was.
		var last *notation.Game
		if len(w.game.Moves) > 0 {
			last = w.game
		}
		fmt.Fprintln(w.std.errOut, savedLine(p, w.o.record, last))
		return errStopped
	}
	w.atEnd = append(w.atEnd, func() { eng.Close() })
	w.cfg.Engine, w.cfg.EvalNumbers = eng, w.o.engine.evalNumbers
	colour := map[notation.Color]string{notation.White: p.Sprintf(ui.CompareWhite), notation.Black: p.Sprintf(ui.CompareBlack)}[w.cfg.Side.Other()]
	fmt.Fprintln(w.std.errOut, p.Sprintf(ui.PlayEngineStarted, eng.player.Name(), colour))
	return nil
}

// boards returns the session's boards: the demo's, or the watchers.
func (w *playWiring) boards() []assistant.Board {
	if w.run.board != nil {
		return []assistant.Board{w.run.board}
	}
	var boards []assistant.Board
	for _, wa := range w.watchers {
		boards = append(boards, wa)
	}
	return boards
}

// follow runs the session until ctx ends or the game is given up: the
// boards' events and the player's requests are its inputs.
func (w *playWiring) follow(ctx context.Context, s *assistant.Session) error {
	sctx, cancel := context.WithCancel(ctx)
	defer cancel()
	if w.run.board != nil {
		go w.run.board.run(sctx, w.inputs)
	} else {
		for i, wa := range w.watchers {
			events := make(chan devices.Event, inputQueue)
			go wa.Watch(sctx, events)
			if w.page != nil {
				// The page shows what each board reports too.
				tapped := make(chan devices.Event, inputQueue)
				go w.page.boards.tap(sctx, i, len(w.watchers), events, tapped)
				events = tapped
			}
			if w.onBoard != nil {
				seen := make(chan devices.Event, inputQueue)
				go tellEvents(sctx, i, events, seen, w.onBoard)
				events = seen
			}
			go assistant.Feed(sctx, i, events, w.inputs)
		}
	}
	if w.online != nil {
		g := w.online
		g.ctx = sctx
		go g.follow(w.p, w.onlineNotice)
	}
	w.readMu.Lock()
	w.interruptFn = cancel
	w.readMu.Unlock()
	w.startReading()
	defer w.stopReading()
	return s.Run(sctx, w.inputs)
}

// startReading starts reading the player's requests, once.
func (w *playWiring) startReading() {
	if w.reading {
		return
	}
	w.reading = true
	ctx, cancel := context.WithCancel(context.Background())
	restore := startRequests(ctx, w.std.in, w.std.errOut, w.inputs, w.interrupt, requestParser(w.p))
	var once sync.Once
	w.stopReading = func() { once.Do(func() { cancel(); restore() }) }
	w.atEnd = append(w.atEnd, w.stopReading)
}

// interrupt is Ctrl+C on a terminal in raw mode.
func (w *playWiring) interrupt() {
	w.readMu.Lock()
	f := w.interruptFn
	w.readMu.Unlock()
	if f != nil {
		f()
	}
}

// tellEvents passes the events of board i from in to out, telling f of
// each first; out is closed when in is.
func tellEvents(ctx context.Context, i int, in <-chan devices.Event, out chan<- devices.Event, f func(int, devices.Event)) {
	defer close(out)
	for e := range in {
		f(i, e)
		select {
		case out <- e:
		case <-ctx.Done():
			return
		}
	}
}

// closeOutputs lets the outputs finish (the last words heard) within the
// run's wait, less after a signal.
func (w *playWiring) closeOutputs() error {
	wait := w.run.closeWait
	if w.run.stopped != nil && w.run.stopped.Err() != nil {
		wait = min(wait, playStopWait)
	}
	cctx, cancel := context.WithTimeout(context.Background(), wait)
	defer cancel()
	return w.outs.Close(cctx)
}

// finish ends the session: the record written, where the game is said
// (on every way out of play, a signal included, and of a demo that was
// stopped or kept a record; a record that could not be written is the
// error returned, its games printed and in a rescue file), the last words given their time (less after Ctrl+C,
// so that play ends within a second), and the error of the run, if any.
func (w *playWiring) finish(s *assistant.Session, err error) error {
	p := w.p
	werr := s.Close(time.Now())
	stopped := w.run.stopped != nil && w.run.stopped.Err() != nil
	if werr == nil && !w.run.noSavedLine && (w.run.board == nil || stopped || w.o.record != "") {
		fmt.Fprintln(w.std.errOut, savedLine(p, w.o.record, s.LastGame()))
	}
	cerr := w.closeOutputs()
	switch {
	case errors.Is(err, assistant.ErrBoardUnusable):
		return p.Worded(err)
	case err != nil && !errors.Is(err, context.Canceled) && !errors.Is(err, context.DeadlineExceeded):
		return err
	case werr != nil:
		// The games the record could not take: printed, and in a rescue
		// file.
		return rescueGames(p, w.std.errOut, w.o.record, w.rec.unsaved(), werr)
	}
	return cerr
}
