package main

// rochade appliance: Rochade on a machine without a screen. It runs game
// after game on the wiring of play (playwire.go), its settings read from
// the settings file before each run of that wiring. A change made in the
// spoken menu (or on the page) is saved at once and applied by starting
// the wiring again with the settings: the game goes on from its file in
// the games folder, as after a restart of the machine. A change of the
// game's own settings (side, opponent, level, clock) made during a game
// waits for the next game.

import (
	"context"
	"errors"
	"fmt"
	"os"
	"sync"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/rochade/rochade/cmd/internal/assistant"
	"github.com/rochade/rochade/cmd/internal/keypad"
	"github.com/rochade/rochade/cmd/internal/menu"
	"github.com/rochade/rochade/cmd/internal/settings"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/cmd/internal/ui/spoken"
	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/clock"
	"github.com/rochade/rochade/notation"
)

// Timings of the appliance.
const (
	// applianceNoBoardAfter: with no board found this long after the
	// start, the appliance says once that it keeps looking.
	applianceNoBoardAfter = 1500 * time.Millisecond
	// applianceRestartWait: the last words of a run of the wiring that
	// ends to start again with changed settings.
	applianceRestartWait = 300 * time.Millisecond
)

// gameSettings are the settings that change a game: changed during one,
// they apply from the next game on.
var gameSettings = map[string]bool{"side": true, "engine": true, "level": true, "clock": true, "elo": true,
	"movetime": true, "depth": true, "white": true, "black": true, "event": true, "site": true, "round": true, "time-alerts": true,
	"online": true, "seek": true, "challenge": true}

// appliance is one run of rochade appliance.
type appliance struct {
	root   *app // the command's: its --lang-ui wins over the file
	cmd    *cobra.Command
	std    stdio
	path   string // the settings file
	games  string // the games folder
	keypad string
	stop   context.Context // ends with the signal that ends the appliance

	// km guards the menu and the keys' state.
	km   sync.Mutex
	menu *menu.Menu
	keys assistant.Keypad

	// mu guards the state of the run of the wiring.
	mu      sync.Mutex
	a       *app // the run's language
	store   *settings.Store
	teller  *spoken.Teller
	outs    *gameOutputs         // nil between runs
	inputs  chan assistant.Input // the run's session
	restart context.CancelFunc   // ends the run to start it again
	waiting []spoken.Said        // lines for the next run to say
	moves   int                  // half-moves of the game in play
	over    bool                 // the game in play is finished
	pending bool                 // a game setting waits for the next game
	// onlineError is the reason said last why the online game did not
	// begin: said once, not at each try.
	onlineError string
	// challengesSaid are the challenges said (by their IDs), joinedSaid
	// the online game said begun: each said once (tell).
	challengesSaid map[string]bool
	joinedSaid     string
	// newsSaid is the line before the online game said last (tell).
	newsSaid string
	// restarting: the run ends to start again; lines wait for the next.
	restarting bool
	// batch: settings are being saved together (setAll); batched: one
	// of them changed, to be applied when all are saved.
	batch, batched bool
	// soundSaid: 1 a sound device, -1 none was said, 0 nothing yet.
	soundSaid int
	// savedID: the next run says this setting, saved.
	savedID  string
	boards   []string // the name of each board found ("" none)
	anyBoard bool     // a board was found since the start

	// pageURLs are the live page's addresses while it is served.
	pageURLs []string
}

// runAppliance runs the appliance until ctx ends.
func runAppliance(ctx context.Context, root *app, cmd *cobra.Command, std stdio, ao applianceOptions, path string) error {
	ap := &appliance{root: root, cmd: cmd, std: std, path: path, games: ao.games, keypad: ao.keypad, stop: ctx}
	if ap.games == "" {
		ap.games = defaultGamesDir()
	}
	ap.menu = menu.New(ap.menuRoot)
	keys := make(chan keypad.Input, 16)
	// A terminal's keys are the keypad's. Then the input devices are
	// read only when --keypad names one: a desktop's keyboard has keypad
	// keys too, and taken for Rochade alone it would type nowhere else.
	restore, terminal := terminalKeys(ctx, std.in, keys)
	defer restore()
	if ao.keypad != "" || !terminal {
		go (&keypad.Watcher{Path: ao.keypad}).Watch(ctx, keys)
	}
	go ap.readKeys(ctx, keys)
	for first := true; ; first = false {
		rctx, cancel := context.WithCancel(ctx)
		ap.mu.Lock()
		ap.restart = cancel
		ap.mu.Unlock()
		err := ap.run(rctx, first)
		cancel()
		if ctx.Err() != nil || err != nil {
			return err
		}
	}
}

// settings reads the settings file: the run's language, its options
// (the command line's flags, then the file's values), the store and the
// problems of the file.
func (ap *appliance) settings() (*app, *playOptions, *pflag.FlagSet, *settings.Store, []error) {
	a := &app{langUI: ap.root.langUI}
	store, problems, err := settings.Open(ap.path, settingsTable(nil))
	if err != nil {
		problems = append(problems, err)
	}
	if store != nil && a.langUI == "" {
		a.langUI = store.Value("lang-ui")
	}
	if _, perr := ui.Parse(a.langUI); perr != nil {
		a.langUI = ""
	}
	if store != nil {
		// Again, labelled in the run's language.
		store, _, _ = settings.Open(ap.path, settingsTable(a.printer()))
	}
	pc, o := playCommand(a)
	fs := pc.Flags()
	ap.cmd.Flags().Visit(func(f *pflag.Flag) {
		to := fs.Lookup(f.Name)
		if to == nil {
			return
		}
		if sv, ok := f.Value.(pflag.SliceValue); ok {
			if tv, ok := to.Value.(pflag.SliceValue); ok {
				_ = tv.Replace(sv.GetSlice())
				to.Changed = true
			}
			return
		}
		_ = fs.Set(f.Name, f.Value.String())
	})
	if store != nil {
		if err := store.Apply(fs); err != nil {
			problems = append(problems, err)
		}
	}
	applianceWeb(store, fs, o)
	return a, o, fs, store, problems
}

// run runs the wiring of play once with the settings: until ctx ends (a
// signal, or a change that needs the wiring started again).
func (ap *appliance) run(ctx context.Context, first bool) error {
	a, o, fs, store, problems := ap.settings()
	if store == nil {
		// No file can be made there: the defaults, and nothing saved.
		store, _, _ = settings.Open(os.DevNull, settingsTable(a.printer()))
	}
	w, clash := ap.wiring(a, o, fs)
	defer w.end()
	if err := w.check(a); err != nil {
		return err
	}
	rec, err := ap.openGames(w)
	if err != nil {
		return err
	}
	w.atEnd = append(w.atEnd, rec.Close)
	w.games = rec
	w.openOutputs()
	// The outputs closed (the speech heard, written to its file) when
	// the run ends before a session closed them: while it waited for an
	// online game, or when that game could not begin.
	defer w.closeOutputs()
	w.outs.printedIsLog()
	w.outs.setTell(ap.tell)
	w.outputs.Record = rec
	w.outs.addScore(ap)
	w.onBoard = ap.boardEvent
	w.o.settings = store
	ap.mu.Lock()
	ap.a, ap.store, ap.teller = a, store, spoken.NewTeller(a.printer(), w.spelling)
	ap.moves, ap.over = len(w.game.Moves), false
	if len(ap.boards) != len(w.watchers) {
		ap.boards = make([]string, len(w.watchers))
	}
	ap.mu.Unlock()
	store.Watch(ap.changed)
	defer func() {
		ap.mu.Lock()
		ap.outs, ap.inputs = nil, nil
		ap.mu.Unlock()
	}()
	if err := w.openShown(ctx); err != nil {
		return err
	}
	ap.mu.Lock()
	ap.outs, ap.inputs, ap.restarting = w.outs, w.inputs, false
	ap.mu.Unlock()
	if first {
		ap.greet(a.printer(), problems, clash)
		go ap.noBoardYet(ctx)
	}
	ap.km.Lock()
	ap.menu.Refresh()
	ap.km.Unlock()
	ap.saySaved()
	ap.sayWaiting()
	if first && len(w.game.Moves) > 0 {
		ap.say(ap.teller.Msg(ui.ApplianceResumed, ap.teller.Number(len(w.game.Moves)/2+1)))
	}
	w.finishing = func() {
		w.o.record = rec.last()
		// Where the game is, said when the appliance ends, not when
		// the wiring starts again with changed settings.
		w.run.noSavedLine = w.o.record == "" || ap.stop.Err() == nil
	}
	err = w.play(ctx)
	if err != nil && w.onlineBase != "" && w.online == nil && ctx.Err() == nil {
		return ap.onlineFailed(ctx, w, err)
	}
	return err
}

// applianceOnlineRetry is how long the appliance waits before it tries
// again to join an online game that did not begin.
var applianceOnlineRetry = time.Minute

// onlineFailed is an online game that did not begin (no token, a
// refused one, no network): the reason shown on the page and the
// display, said once, and the game tried again after a while or as soon
// as the settings change; the appliance goes on.
func (ap *appliance) onlineFailed(ctx context.Context, w *playWiring, err error) error {
	text := w.p.Say(err)
	w.outs.put(gameLine{kind: lineNotice, text: text, fact: true})
	ap.mu.Lock()
	again := ap.onlineError == text
	ap.onlineError = text
	ap.mu.Unlock()
	if !again {
		ap.say(failureSaid(ap.teller, err).Add(ap.teller.Msg(ui.ApplianceOnlineFailed)))
	}
	select {
	case <-ctx.Done():
	case <-time.After(applianceOnlineRetry):
	}
	return nil
}

// wiring makes the wiring of play for the options; options that do not
// go together (a clock on the board's clock with a board that has none)
// are put back to their defaults, and clash says so.
func (ap *appliance) wiring(a *app, o *playOptions, fs *pflag.FlagSet) (w *playWiring, clash bool) {
	o.audio.said = true
	o.recordSet, o.resume = false, false
	wait := applianceRestartWait
	run := playRun{closeWait: wait, stopped: ap.stop, boardLater: true}
	err := checkEngineFlags(a.printer(), fs, o.engine)
	if err == nil {
		_, err = playConfig(a.printer(), *o)
	}
	if err != nil {
		fmt.Fprintln(ap.std.errOut, a.printer().Sprintf(ui.ErrorLine, err))
		_, d := playCommand(a)
		d.audio.said = true
		// The command line's boards and voice stay: they are not the game's.
		d.boards, d.protocol, d.audio = o.boards, o.protocol, o.audio
		o, clash = d, true
	}
	if o.online.server != "" {
		// An online game: its opponent and its clocks are the server's.
		o.engine.engine, o.clock = "", ""
	}
	// No sound device: said once, and again when it changes, not at
	// each start of the wiring.
	o.audio.noDevice = func(error) { ap.sound(a.printer(), false) }
	o.audio.device = func() { ap.sound(a.printer(), true) }
	// The page: its settings are the appliance's, applied at once.
	o.page = &pageHooks{codeHelp: a.printer().Sprintf(ui.WebCodeHelp), optional: true, served: ap.pageServed, batch: ap.inBatch}
	if ap.path != "" {
		o.page.settingsNote = a.printer().Sprintf(ui.WebSettingsAppliance, quotePath(ap.path))
	}
	std := ap.std
	std.in = nil // the appliance reads the keys (appliance_terminal.go)
	return &playWiring{p: a.printer(), lang: a.lang(), std: std, o: *o, run: run}, clash
}

// sound says on standard error that no sound device could be opened,
// or that one is there again, when that changed.
func (ap *appliance) sound(p *ui.Printer, there bool) {
	ap.mu.Lock()
	changed := ap.soundSaid == 0 || (ap.soundSaid > 0) != there
	if there {
		ap.soundSaid = 1
	} else {
		ap.soundSaid = -1
	}
	ap.mu.Unlock()
	switch {
	case !changed:
	case there:
		fmt.Fprintln(ap.std.errOut, p.Sprintf(ui.PlaySoundBack))
	default:
		fmt.Fprintln(ap.std.errOut, p.Sprintf(ui.PlaySoundWaiting))
	}
}

// greet says that the appliance is ready, and what the settings file
// holds that it cannot use: each problem is one printed line naming the
// file, the line, the key, the value and why, said aloud in short.
func (ap *appliance) greet(p *ui.Printer, problems []error, clash bool) {
	t := ap.teller
	ap.say(t.Msg(ui.ApplianceReady))
	for _, pr := range problems {
		line := configErrorLine(p, pr)
		var said spoken.Said
		var ve *settings.ValueError
		var se *settings.SyntaxError
		switch {
		case errors.As(pr, &ve):
			label := ve.Key
			if st, ok := ap.store.Table().Lookup(ve.Key); ok && st.Label != "" {
				label = st.Label
			}
			said = t.Msg(ui.ApplianceBadValue, t.Label(label), t.Value(ve.Value))
		case errors.As(pr, &se):
			said = t.Msg(ui.ApplianceBadFile, t.Number(se.Line))
		case errors.Is(pr, os.ErrNotExist):
			continue // no file yet: every setting has its default, as it should
		default:
			var ue *settings.UnknownKeyError
			if errors.As(pr, &ue) {
				fmt.Fprintln(ap.std.out, line)
				continue
			}
			said = t.Msg(ui.ApplianceNoFile)
		}
		said.Text = line
		ap.say(said)
	}
	if clash {
		ap.say(t.Msg(ui.ApplianceClash))
	}
}

// say prints a line on standard output and says it; between two runs of
// the wiring it waits for the next.
func (ap *appliance) say(s spoken.Said) {
	ap.mu.Lock()
	outs := ap.outs
	if outs == nil || ap.restarting {
		ap.waiting = append(ap.waiting, s)
		outs = nil
	}
	ap.mu.Unlock()
	if outs != nil {
		outs.put(gameLine{kind: lineAnswer, text: s.Text, words: s.Words, fact: true})
	}
}

// sayWaiting says the lines that waited for this run.
func (ap *appliance) sayWaiting() {
	ap.mu.Lock()
	lines := ap.waiting
	ap.waiting = nil
	ap.mu.Unlock()
	for _, l := range lines {
		ap.say(l)
	}
}

// noBoardYet says once that no board is there yet, when none was found
// soon after the start.
func (ap *appliance) noBoardYet(ctx context.Context) {
	select {
	case <-ctx.Done():
		return
	case <-time.After(applianceNoBoardAfter):
	}
	ap.mu.Lock()
	found, t := ap.anyBoard, ap.teller
	ap.mu.Unlock()
	if !found {
		ap.say(t.Msg(ui.ApplianceNoBoard))
	}
}

// boardEvent says which board was found: once, and again after it was
// gone, not after each start of the wiring.
func (ap *appliance) boardEvent(i int, e devices.Event) {
	ap.mu.Lock()
	defer ap.mu.Unlock()
	if i >= len(ap.boards) {
		return
	}
	switch e.Kind {
	case devices.Connected:
		name := "?"
		if e.Info.Protocol != nil {
			name = e.Info.Protocol.Title
		}
		ap.anyBoard = true
		if ap.boards[i] == name {
			return
		}
		ap.boards[i] = name
		t := ap.teller
		var s spoken.Said
		if len(ap.boards) > 1 {
			s = t.Msg(ui.ApplianceBoardNFound, t.Number(i+1), t.Brand(name))
		} else {
			s = t.Msg(ui.ApplianceBoardFound, t.Brand(name))
		}
		go ap.say(s)
	case devices.Disconnected:
		ap.boards[i] = ""
	}
}

// Show follows the game in play (the appliance is a Score of the
// session): a game setting changed during a game applies once the next
// game begins.
func (ap *appliance) Show(g *notation.Game) {
	ap.mu.Lock()
	defer ap.mu.Unlock()
	ap.moves = len(g.Moves)
	ap.over = g.Result != "" && g.Result != "*"
	if ap.pending && ap.moves == 0 && !ap.over {
		ap.pending = false
		ap.startAgain()
	}
}

// changed applies a setting saved (by the menu or the page): at once,
// the wiring started again with it, or, for a setting of the game during
// a game, from the next game on. It tells whether it waits.
func (ap *appliance) changed(c settings.Change) {
	ap.mu.Lock()
	defer ap.mu.Unlock()
	if ap.batch {
		ap.batched = true
		return
	}
	if gameSettings[c.Key] && ap.moves > 0 && !ap.over {
		ap.pending = true
		return
	}
	ap.startAgain()
}

// startAgain ends the run of the wiring, to start it again with the
// settings; ap.mu is held.
func (ap *appliance) startAgain() {
	if ap.restart != nil {
		ap.restarting = true
		ap.restart()
	}
}

// waits tells whether a setting saved now waits for the next game.
func (ap *appliance) waits(key string) bool {
	ap.mu.Lock()
	defer ap.mu.Unlock()
	return gameSettings[key] && ap.moves > 0 && !ap.over
}

// ask hands a request of the menu to the game.
func (ap *appliance) ask(r assistant.Request) {
	ap.mu.Lock()
	inputs := ap.inputs
	ap.mu.Unlock()
	if inputs == nil {
		return
	}
	select {
	case inputs <- assistant.Input{Kind: assistant.RequestInput, Request: r}:
	default:
	}
}

// openGames opens the games folder: the last game goes on if it is
// unfinished (when the board shows its position), otherwise a new game
// gets a file of its own once it has a move.
func (ap *appliance) openGames(w *playWiring) (*gamesRecord, error) {
	rec := &gamesRecord{dir: ap.games, now: time.Now, tags: w.cfg.Tags}
	w.game = assistant.FreshGame(w.cfg.Tags, time.Now())
	files := gameFiles(ap.games)
	if len(files) == 0 {
		return rec, nil
	}
	last := files[len(files)-1]
	ro, err := openRecord(last, true, w.cfg.Tags, recordPlacesNow())
	if err != nil {
		// Another program holds it, or it cannot be read: a new game,
		// in a file of its own; the old file stays as it is.
		fmt.Fprintln(w.std.errOut, recordErrorText(w.p, err))
		return rec, nil
	}
	if ro.resumed == nil {
		ro.rec.Close()
		return rec, nil
	}
	rec.files, rec.paths, rec.frozen = []*recordFile{ro.rec}, []string{last}, []bool{false}
	w.game = ro.resumed
	// The game goes on with its own time control, whatever the settings
	// now say for the next game.
	if tag := w.game.Tag("TimeControl"); w.cfg.Clock != assistant.BoardClock && tag != "" {
		w.cfg.Clock, w.cfg.Control = assistant.NoClock, clock.TimeControl{}
		if tc, err := clock.Parse(tag); err == nil && !tc.None() {
			w.cfg.Clock, w.cfg.Control = assistant.SoftClock, tc
		}
	}
	return rec, nil
}

// Make sure the appliance follows the score.
var _ assistant.Score = (*appliance)(nil)
