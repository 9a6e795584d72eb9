package main

import (
	"context"
	"errors"
	"io"
	"io/fs"
	"os"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/rochade/rochade/braille"
	"github.com/rochade/rochade/cmd/internal/assistant"
	"github.com/rochade/rochade/cmd/internal/settings"
	"github.com/rochade/rochade/cmd/internal/uci"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/clock"
	"github.com/rochade/rochade/devices/tracker"
	"github.com/rochade/rochade/notation"
)

type playOptions struct {
	boards        []string
	protocol      string
	remindAfter   time.Duration
	promoWait     time.Duration
	handRest      time.Duration
	record        string
	recordSet     bool // --record was given (an empty name is refused)
	resume        bool
	tags          gameTags
	announceTouch bool
	clock         string
	side          string
	timeAlerts    string
	alertsBoth    bool
	words         announceOptions
	audio         audioOptions
	braille       brailleLive
	engine        engineOptions
	online        onlineOptions
	web           string   // the address of the live page; "" serves none
	webHosts      []string // other names the live page is opened under (--web-host)
	// settings is the settings file play read, which the live page
	// shows and changes (nil: none).
	settings *settings.Store
	// page, when set, is what the appliance's live page says and keeps
	// otherwise than play's.
	page *pageHooks
}

// pageHooks are the appliance's ways with the live page: where it keeps
// the paired phones, how its settings page and pairing page say when a
// change takes effect and how to get a code, and whom to tell the page's
// addresses once it serves (its menu says them). optional: a page that
// cannot be served (its port taken) is said on standard error and the
// game goes on without it. batch saves a settings form's changes
// together.
type pageHooks struct {
	pairings               string
	settingsNote, codeHelp string
	served                 func(urls []string)
	optional               bool
	batch                  func(save func())
}

// brailleLive are the flags for showing the score on a Braille display
// during a game.
type brailleLive struct {
	on      bool
	outLang string
	dots    bool
	hold    time.Duration // how long a message stays on the display
}

func (b *brailleLive) addFlags(fs *pflag.FlagSet) {
	fs.BoolVar(&b.on, "braille", false, "show the score on a Braille display through BRLTTY (BRLAPI_HOST is honoured)")
	fs.StringVar(&b.outLang, "out-lang", "en", "language of the piece letters on the Braille display")
	fs.StringVar(&b.outLang, "braille-lang", "en", "the old name of --out-lang")
	_ = fs.MarkHidden("braille-lang")
	fs.BoolVar(&b.dots, "dots", false, "with --braille, send the chess cells instead of text")
	fs.DurationVar(&b.hold, "braille-hold", braille.DefaultHold, "with --braille: how long an answer or a message stays on the display before the score comes back, when no key is pressed")
}

// gameTags are the tags of every new game, given by flags.
type gameTags struct {
	event, site, round, white, black string
}

func (t *gameTags) addFlags(fs *pflag.FlagSet) {
	fs.StringVar(&t.event, "event", "Rochade", "the Event tag of new games")
	fs.StringVar(&t.site, "site", "", "the Site tag of new games")
	fs.StringVar(&t.round, "round", "", "the Round tag of new games")
	fs.StringVar(&t.white, "white", "", "the White player's name, for new games")
	fs.StringVar(&t.black, "black", "", "the Black player's name, for new games")
}

// list returns the tags that are set.
func (t gameTags) list() []notation.Tag {
	var tags []notation.Tag
	for _, x := range []notation.Tag{{Name: "Event", Value: t.event}, {Name: "Site", Value: t.site},
		{Name: "Round", Value: t.round}, {Name: "White", Value: t.white}, {Name: "Black", Value: t.black}} {
		if strings.TrimSpace(x.Value) != "" {
			tags = append(tags, notation.Tag{Name: x.Name, Value: strings.TrimSpace(x.Value)})
		}
	}
	return tags
}

// Timings of a run of play.
const (
	playCloseWait = 3 * time.Second        // the last words after the end of a game
	playStopWait  = 500 * time.Millisecond // the last words after Ctrl+C: play ends within a second
	inputQueue    = 64                     // inputs waiting for the session
)

func newPlayCmd(a *app) *cobra.Command {
	cmd, _ := playCommand(a)
	return cmd
}

// playCommand returns play and the options its flags set (the appliance
// reads its settings through play's flags).
func playCommand(a *app) (*cobra.Command, *playOptions) {
	o := &playOptions{}
	var config string
	cmd := &cobra.Command{
		Use:   "play [--board PATH|auto [--board PATH2]] [--protocol PROTOCOL] [--clock TIME|board]",
		Short: "Follow a game on a sensor board, announce every move and answer requests",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			store, err := a.playSettings(cmd, config)
			if err != nil {
				return err
			}
			o.settings = store
			ctx, stop := stopContext(cmd.Context())
			defer stop()
			defer finishStreams(ctx, unblockStreams(cmd, a.printer()))
			o.recordSet = cmd.Flags().Changed("record")
			if err := checkEngineFlags(a.printer(), cmd.Flags(), o.engine); err != nil {
				return err
			}
			if _, err := checkOnline(a.printer(), cmd.Flags(), o.online, o.clock, o.engine.engine); err != nil {
				return err
			}
			return runPlay(ctx, a, stdioOf(cmd), *o, playRun{closeWait: playStopWait})
		},
	}
	fs := cmd.Flags()
	fs.StringArrayVar(&o.boards, "board", nil, "the board: a serial port, ble:NAME-OR-ADDRESS, rfcomm:ADDRESS, unix:PATH (the emulator), or auto to find it (default auto); give it twice for two boards, the blind player's first")
	protocolFlag(cmd, &o.protocol, "auto", true, anyProtocol, "protocol of the board: %s; with two boards one for each, such as dgt,millennium")
	fs.DurationVar(&o.handRest, "hand-rest", tracker.DefaultHandRest, "how long a hand may rest a piece on a square on its way before the move counts there (a rook slid a1-a8 that rests on a4); longer for hands that feel their way")
	fs.DurationVar(&o.promoWait, "promotion-wait", assistant.DefaultPromotionAsk, "on a board that sees only occupancy (Pegasus, Square Off): how long a promotion whose piece is not known waits before the piece is asked for again (the request promote with the piece; never a queen by default)")
	fs.DurationVar(&o.remindAfter, "remind-after", 10*time.Second, "with two boards: how long a move may wait to be made on the other board before Rochade says what to do there")
	fs.StringVar(&o.record, "record", "", "keep the game in this PGN `file`, written after every move")
	fs.BoolVar(&o.resume, "resume", false, "go on with the last game in the --record file")
	fs.BoolVar(&o.announceTouch, "announce-touch", false, `say "berührt" with the piece and square when a piece is lifted and put back`)
	fs.StringVar(&o.clock, "clock", "", "the clock: a time control such as 5m+3s or 300+3, \"board\" for the DGT clock, or none")
	fs.StringVar(&o.side, "side", "white", "the side of the player Rochade assists: white or black")
	fs.StringVar(&o.timeAlerts, "time-alerts", "", "say the time left when it falls to these times, e.g. 5m,1m (off by default)")
	fs.BoolVar(&o.alertsBoth, "time-alerts-both", false, "give the time alerts for both sides")
	fs.BoolVar(&o.words.long, "long", false, "name the from-square of every move")
	fs.BoolVar(&o.words.pawn, "pawn", false, `say "Bauer" on pawn moves`)
	fs.StringVar(&o.words.spelling, "spelling", "de", "spelling of the printed words: de or fide")
	fs.StringVar(&o.words.script, "script", "", "script of the printed words: latin or cyrillic (default: cyrillic for ru and uk, else latin)")
	fs.StringVar(&o.engine.engine, "engine", "", "play against this UCI engine: stockfish, or the path of any UCI engine; it plays the side opposite to --side")
	fs.IntVar(&o.engine.level, "level", 0, "the engine's level, 1 (weakest) to 20 (default: full strength)")
	fs.IntVar(&o.engine.elo, "elo", 0, "the engine's strength as an Elo rating, instead of --level")
	fs.DurationVar(&o.engine.moveTime, "movetime", time.Second, "how long the engine thinks about a move")
	fs.IntVar(&o.engine.depth, "depth", 0, "search this many plies deep instead of --movetime")
	fs.BoolVar(&o.engine.evalNumbers, "eval-numbers", false, "the eval request also says the score in pawns")
	o.online.addFlags(fs)
	o.tags.addFlags(fs)
	addAudioFlags(fs, &o.audio)
	addPromptsFlag(fs, &o.audio)
	o.braille.addFlags(fs)
	addConfigFlag(fs, &config)
	fs.StringVar(&o.web, "web", "", "serve the live page for phones at this address: host:port, or :port on every network (a phone pairs with a code Rochade says on request)")
	fs.StringSliceVar(&o.webHosts, "web-host", nil, "other names or addresses under which phones open the live page, comma-separated (a name the router gives this machine, an address forwarded to it); the machine's own names and addresses always work, any other is refused")
	return cmd, o
}

// checkEngineFlags refuses engine flags that cannot work: a level out of
// range (0 included), a strength or search without an engine.
func checkEngineFlags(p *ui.Printer, fs *pflag.FlagSet, o engineOptions) error {
	if o.engine == "" {
		for _, name := range []string{"level", "elo", "movetime", "depth", "eval-numbers"} {
			if fs.Changed(name) {
				return p.Errorf(ui.PlayEngineFlagAlone, name)
			}
		}
		return nil
	}
	if fs.Changed("level") && (o.level < 1 || o.level > uci.MaxSkill) {
		return p.Errorf(ui.PlayBadLevel, o.level, uci.MaxSkill)
	}
	if fs.Changed("level") && fs.Changed("elo") {
		return p.Errorf(ui.PlayLevelOrElo)
	}
	if o.moveTime <= 0 && fs.Changed("movetime") || o.depth < 0 || fs.Changed("depth") && o.depth == 0 || fs.Changed("elo") && o.elo <= 0 {
		return p.Errorf(ui.PlayBadSearch)
	}
	return nil
}

// playRun holds what a caller of runPlay adds to the flags.
type playRun struct {
	// start, if not nil, is the game to follow (the demo's); otherwise a
	// new game or the resumed one.
	start *notation.Game
	// board, if not nil, is an in-process board (the demo's) instead of
	// a serial port.
	board *inProcessBoard
	// onMove, if set, is called after each move is announced.
	onMove func(ply int)
	// closeWait is how long the last words may take after the end.
	closeWait time.Duration
	// boardLater: a board's path that is not there yet is waited for,
	// wherever it is (the appliance: ports come and go).
	boardLater bool
	// noSavedLine: no line says where the game is at the end (the
	// appliance, when no game of the run was written).
	noSavedLine bool
	// stopped, when set, ends with the user's Ctrl+C: then the last
	// words get playStopWait only, so that the command ends within a
	// second.
	stopped context.Context
}

// playConfig checks the flags and returns the session's configuration.
func playConfig(p *ui.Printer, o playOptions) (assistant.Config, error) {
	var cfg assistant.Config
	words, _, _, err := o.words.resolveIn(p)
	if err != nil {
		return cfg, err
	}
	cfg.Words, cfg.Touch = words, o.announceTouch
	switch strings.ToLower(o.side) {
	case "white", "w", "weiß", "weiss":
		cfg.Side = notation.White
	case "black", "b", "schwarz":
		cfg.Side = notation.Black
	default:
		return cfg, p.Errorf(ui.PlayBadSide, quote(o.side))
	}
	switch strings.ToLower(o.clock) {
	case "", "none":
	case "board":
		cfg.Clock = assistant.BoardClock
		for _, pr := range strings.Split(o.protocol, ",") {
			if proto, err := devices.ParseProtocol(pr); err == nil && proto != nil && !proto.Clock {
				return cfg, p.Errorf(ui.PlayClockBoardNeedsDGT)
			}
		}
	default:
		tc, err := clock.Parse(o.clock)
		if err != nil {
			return cfg, p.Worded(err)
		}
		if !tc.None() {
			cfg.Clock, cfg.Control = assistant.SoftClock, tc
		}
	}
	if o.online.server != "" && o.clock == "" {
		cfg.Clock = assistant.ServerClock
	}
	if o.timeAlerts != "" {
		if cfg.Clock == assistant.NoClock {
			return cfg, p.Errorf(ui.PlayAlertsNeedClock)
		}
		for _, f := range strings.Split(o.timeAlerts, ",") {
			d, err := clock.Parse(strings.TrimSpace(f))
			if err != nil || len(d.Periods) != 1 || d.Periods[0].Increment != 0 || d.Periods[0].Moves != 0 || d.Periods[0].Base <= 0 {
				return cfg, p.Errorf(ui.PlayBadAlert, quote(f))
			}
			cfg.Alerts = append(cfg.Alerts, d.Periods[0].Base)
		}
		cfg.AlertsBoth = o.alertsBoth
	}
	cfg.Tags = o.tags.list()
	return cfg, nil
}

// savedLine says where the game is at the end of play: the record and
// how many half-moves its last game holds.
func savedLine(p *ui.Printer, record string, g *notation.Game) string {
	n := 0
	if g != nil {
		n = len(g.Moves)
	}
	switch {
	case record == "":
		return p.Plural(ui.PlayNotSaved, n, n)
	case g == nil:
		return p.Sprintf(ui.PlayNothingSaved)
	}
	return p.Plural(ui.PlaySaved, n, record, n)
}

// checkBoardPaths refuses a port given twice (two readers would fight
// over it) and two boards found automatically.
func checkBoardPaths(p *ui.Printer, paths []string) error {
	if len(paths) < 2 {
		return nil
	}
	a, b := paths[0], paths[1]
	if a == "auto" || b == "auto" || a == "" || b == "" {
		return p.Errorf(ui.PlayTwoBoardsAuto)
	}
	if a == b || sameFile(a, b) {
		return p.Errorf(ui.PlayBoardTwice, a)
	}
	return nil
}

// sameFile tells whether two paths name one file (through links).
func sameFile(a, b string) bool {
	fa, err := os.Stat(a)
	if err != nil {
		return false
	}
	fb, err := os.Stat(b)
	return err == nil && os.SameFile(fa, fb)
}

// recordErrorText words an error of openRecord.
func recordErrorText(p *ui.Printer, err error) error {
	var re *recordError
	if !errors.As(err, &re) {
		return err
	}
	switch re.kind {
	case recordNotRegular:
		kind := ui.KindDevice
		switch {
		case re.mode.IsDir():
			kind = ui.KindFolder
		case re.mode&fs.ModeNamedPipe != 0:
			kind = ui.KindPipe
		case re.mode&fs.ModeSocket != 0:
			kind = ui.KindSocket
		}
		return p.Errorf(ui.PlayRecordNotRegular, re.path, p.Sprintf(kind))
	case recordUnreadable:
		return p.Errorf(ui.PlayRecordUnreadable, re.path, re.err)
	case recordNotPGN:
		return p.Errorf(ui.PlayRecordNotPGN, re.path, re.err)
	case recordUnwritable:
		return p.Errorf(ui.PlayRecordUnwritable, re.path, re.err)
	case recordNoGame:
		return p.Errorf(ui.PlayNoGameToResume, re.path)
	case recordCannotGoOn:
		return p.Errorf(ui.PlayRecordCannotGoOn, re.path)
	case recordLocked:
		return p.Worded(re.err)
	case recordUnencodable:
		var ue *notation.UnencodableError
		if errors.As(re.err, &ue) {
			return p.Errorf(ui.PlayRecordUnencodable, re.path, ue.Encoding.String(), ue.Rune)
		}
	}
	return err
}

// startRequests reads the player's requests from r: single keys and
// typed lines on a terminal (in raw mode, given back by the function it
// returns), lines otherwise.
func startRequests(ctx context.Context, r io.Reader, echo io.Writer, inputs chan<- assistant.Input, interrupt func(), parser *assistant.RequestParser) (restore func()) {
	if r == nil {
		return func() {}
	}
	if f, ok := r.(*os.File); ok {
		if restore, ok := rawTerminal(f); ok {
			go assistant.ReadKeys(ctx, f, echo, inputs, interrupt, parser)
			return restore
		}
	}
	go assistant.ReadLines(ctx, r, inputs, parser)
	return func() {}
}
