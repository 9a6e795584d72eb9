package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/braille"
	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/tracker"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
)

// announcer says what happens at the board. The text announcer prints
// one line per announcement; a voice announcer also speaks it.
type announcer interface {
	Announce(ctx context.Context, side notation.Color, toks []phonetic.Token) error
	// Close lets the last words be heard, then releases the sound device.
	Close(ctx context.Context) error
}

// textAnnouncer writes each announcement as one line.
type textAnnouncer struct {
	mu sync.Mutex
	w  io.Writer
	sp phonetic.Spelling
}

func (a *textAnnouncer) Announce(_ context.Context, _ notation.Color, toks []phonetic.Token) error {
	a.mu.Lock()
	defer a.mu.Unlock()
	_, err := fmt.Fprintln(a.w, phonetic.Text(toks, a.sp))
	return err
}

func (a *textAnnouncer) Close(context.Context) error { return nil }

// voiceAnnouncer prints each announcement and speaks it.
type voiceAnnouncer struct {
	text *textAnnouncer
	sink phraseSink
}

func (a *voiceAnnouncer) Announce(ctx context.Context, side notation.Color, toks []phonetic.Token) error {
	if err := a.text.Announce(ctx, side, toks); err != nil {
		return err
	}
	return a.sink.Say(ctx, side, toks)
}

func (a *voiceAnnouncer) Close(ctx context.Context) error {
	werr := a.sink.Wait(ctx)
	if err := a.sink.Close(); err != nil {
		return err
	}
	return werr
}

type playOptions struct {
	board         string
	protocol      string
	record        string
	resume        bool
	announceTouch bool
	words         announceOptions
	audio         audioOptions
	braille       brailleLive
}

// brailleLive are the flags for showing the score on a Braille display
// during a game.
type brailleLive struct {
	on   bool
	lang string
	dots bool
}

func (b *brailleLive) addFlags(fs *pflag.FlagSet) {
	fs.BoolVar(&b.on, "braille", false, "show the score on a Braille display through BRLTTY (BRLAPI_HOST is honoured)")
	fs.StringVar(&b.lang, "braille-lang", "en", "language of the piece letters on the Braille display")
	fs.BoolVar(&b.dots, "dots", false, "with --braille, send the chess cells instead of text")
}

func newPlayCmd() *cobra.Command {
	var o playOptions
	cmd := &cobra.Command{
		Use:   "play [--board PATH|auto] [--protocol dgt|millennium]",
		Short: "Follow a game on a sensor board and announce every move",
		Long: `Follows a game on a DGT or Millennium sensor board and announces every move
the moment it is made (FIDE Laws of Chess, Appendix D), for both sides.
Each announcement is also printed as one line.

With --record FILE the game is written as PGN after every move (safely:
a power cut never leaves a broken file); --resume goes on with the game
in that file. A piece lifted and put back is announced as touched with
--announce-touch. When the board does not match the game for a few
seconds, Rochade says how to put it right. If the cable is pulled, it
says so, waits, and goes on without losing a move when the board is back.

With --braille the score is shown on a Braille display through BRLTTY:
the latest move pair, with the display's keys to pan back and forward and
a routing key on a move to hear it again. If BRLTTY goes away the game
goes on, and the display comes back when BRLTTY does.

Ctrl+C (or SIGTERM) writes the record and ends.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx, stop := signal.NotifyContext(cmd.Context(), syscall.SIGINT, syscall.SIGTERM)
			defer stop()
			return runPlay(ctx, cmd, o, playRun{closeWait: 3 * time.Second})
		},
	}
	fs := cmd.Flags()
	fs.StringVar(&o.board, "board", "auto", "serial port of the board, or auto to find it")
	fs.StringVar(&o.protocol, "protocol", "auto", "protocol of the board: dgt, millennium, or auto")
	fs.StringVar(&o.record, "record", "", "keep the game in this PGN `file`, written after every move")
	fs.BoolVar(&o.resume, "resume", false, "go on with the last game in the --record file")
	fs.BoolVar(&o.announceTouch, "announce-touch", false, `say "berührt" with the piece and square when a piece is lifted and put back`)
	fs.BoolVar(&o.words.long, "long", false, "name the from-square of every move")
	fs.BoolVar(&o.words.pawn, "pawn", false, `say "Bauer" on pawn moves`)
	fs.StringVar(&o.words.spelling, "spelling", "de", "spelling of the printed words: de or fide")
	fs.StringVar(&o.words.script, "script", "latin", "script of the printed words: latin or cyrillic")
	addAudioFlags(fs, &o.audio)
	o.braille.addFlags(fs)
	return cmd
}

// openAnnouncer makes the announcer the flags ask for: text lines, and
// speech unless --voice none.
func openAnnouncer(ctx context.Context, w io.Writer, sp phonetic.Spelling, ao audioOptions) (announcer, error) {
	text := &textAnnouncer{w: w, sp: sp}
	if ao.voice == "none" {
		return text, nil
	}
	if !ao.speak && ao.wav == "" {
		ao.speak = true
	}
	sink, err := ao.open(ctx)
	if err != nil {
		return nil, err
	}
	return &voiceAnnouncer{text: text, sink: sink}, nil
}

// session is one run of following a board: the tracker, the record and
// the words.
type session struct {
	ann     announcer
	opt     announce.Options
	touch   bool
	record  string
	archive []*notation.Game // games finished in this session
	tr      *tracker.Tracker
	errOut  io.Writer
	lost    bool // the board was disconnected and has not come back
	// onMove, if set, is called after each announced move (for demo).
	onMove func(ply int, at time.Time)
	// display, if not nil, shows the score on a Braille display.
	display *braille.Display
	sheetMu sync.Mutex
	sheet   *braille.Sheet
}

// showScore puts the current game on the Braille display, if there is one.
func (s *session) showScore() {
	if s.display == nil {
		return
	}
	sheet, err := braille.FromGame(s.tr.Game())
	if err != nil {
		fmt.Fprintln(s.errOut, "Cannot show the score in Braille:", err)
		return
	}
	s.sheetMu.Lock()
	s.sheet = sheet
	s.sheetMu.Unlock()
	s.display.Show(sheet)
}

// sayAgain announces move i of the score again, when a routing key over
// it is pressed on the Braille display.
func (s *session) sayAgain(ctx context.Context, i int) {
	s.sheetMu.Lock()
	sheet := s.sheet
	s.sheetMu.Unlock()
	if sheet == nil || i < 0 || i >= len(sheet.Moves) {
		return
	}
	side := notation.White
	if (i%2 == 1) != sheet.BlackFirst {
		side = notation.Black
	}
	s.say(ctx, side, announce.Move(nil, sheet.Moves[i], s.opt))
}

// playRun holds what a caller of runPlay adds to the flags.
type playRun struct {
	// start, if not nil, is the game to follow (the demo's); otherwise a
	// new game or the resumed one.
	start *notation.Game
	// onMove, if set, is called after each announced move.
	onMove func(ply int, at time.Time)
	// closeWait is how long the last words may take after the end.
	closeWait time.Duration
}

// runPlay follows the board until ctx ends.
func runPlay(ctx context.Context, cmd *cobra.Command, o playOptions, run playRun) error {
	aopt, sp, _, err := o.words.resolve()
	if err != nil {
		return err
	}
	proto, err := devices.ParseProtocol(o.protocol)
	if err != nil {
		return err
	}
	if o.resume && o.record == "" {
		return errors.New("--resume needs --record FILE: the game to go on with")
	}
	s := &session{opt: aopt, touch: o.announceTouch, record: o.record, errOut: cmd.ErrOrStderr(), onMove: run.onMove}
	g := run.start
	if g == nil {
		g = newPlayGame()
		if o.resume {
			games, err := readAllGames(o.record)
			if err != nil {
				return err
			}
			if len(games) == 0 {
				return fmt.Errorf("%s holds no game to resume", o.record)
			}
			s.archive = games[:len(games)-1]
			g = games[len(games)-1]
			fmt.Fprintf(s.errOut, "Resuming the game in %s after %d half-moves.\n", o.record, len(g.Moves))
		}
	}
	out := bufio.NewWriter(cmd.OutOrStdout())
	lw := &lineFlusher{w: out}
	ann, err := openAnnouncer(ctx, lw, sp, o.audio)
	if err != nil {
		return err
	}
	s.ann = ann
	s.tr = tracker.New(g, tracker.Config{})
	if o.braille.on {
		lang, err := parseLang(o.braille.lang, false)
		if err != nil {
			return err
		}
		again := make(chan int, 8)
		s.display = braille.NewDisplay(braille.DisplayConfig{
			Format:  notation.Format{Lang: lang},
			Dots:    o.braille.dots,
			Letters: lang,
			Speak: func(i int) {
				select {
				case again <- i:
				default:
				}
			},
			Logf: func(f string, args ...any) { fmt.Fprintf(s.errOut, f+"\n", args...) },
		})
		defer s.display.Close()
		go func() {
			for {
				select {
				case <-ctx.Done():
					return
				case i := <-again:
					s.sayAgain(ctx, i)
				}
			}
		}()
		s.showScore()
	}
	w := &devices.Watcher{Path: o.board, Protocol: proto}
	if o.board == "" {
		w.Path = "auto"
	}
	err = tracker.Follow(ctx, w, s.tr, func(e tracker.Event) { s.handle(ctx, e) })
	// Interrupted: save and end normally.
	werr := s.save()
	cctx, cancel := context.WithTimeout(context.Background(), run.closeWait)
	defer cancel()
	cerr := ann.Close(cctx)
	if err != nil && !errors.Is(err, context.Canceled) && !errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	if werr != nil {
		return werr
	}
	return cerr
}

// lineFlusher flushes after every line so that each announcement is
// visible (and readable by a screen reader) at once.
type lineFlusher struct {
	mu sync.Mutex
	w  *bufio.Writer
}

func (l *lineFlusher) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	n, err := l.w.Write(p)
	if err == nil {
		err = l.w.Flush()
	}
	return n, err
}

func newPlayGame() *notation.Game {
	g := notation.NewGame()
	g.SetTag("Event", "Rochade")
	g.SetTag("Date", time.Now().Format("2006.01.02"))
	return g
}

func readAllGames(path string) ([]*notation.Game, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r := notation.NewPGNReader(f)
	var games []*notation.Game
	for {
		g, err := r.Next()
		if errors.Is(err, io.EOF) {
			return games, nil
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		games = append(games, g)
	}
}

func (s *session) say(ctx context.Context, side notation.Color, toks []phonetic.Token) {
	if err := s.ann.Announce(ctx, side, toks); err != nil && ctx.Err() == nil {
		fmt.Fprintln(s.errOut, "Cannot announce:", err)
	}
}

func (s *session) handle(ctx context.Context, e tracker.Event) {
	switch e.Kind {
	case tracker.Moved, tracker.Corrected:
		side := e.Before.Turn()
		toks := announce.Phrase(&e.Before, e.Move, s.opt)
		if e.Kind == tracker.Corrected {
			fmt.Fprintf(s.errOut, "The last move was %s, not as announced before.\n", e.Before.SAN(e.Move))
		}
		s.say(ctx, side, toks)
		if err := s.save(); err != nil {
			fmt.Fprintln(s.errOut, "Cannot write the record:", err)
		}
		s.showScore()
		if s.onMove != nil {
			s.onMove(e.Ply, e.Time)
		}
	case tracker.Touched:
		if s.touch {
			toks := []phonetic.Token{phonetic.Touched, announce.PieceToken(e.Piece.Type())}
			toks = announce.Square(toks, e.Square)
			s.say(ctx, e.Piece.Color(), toks)
		}
	case tracker.TookBack:
		fmt.Fprintf(s.errOut, "Moves taken back: the game goes on after %d half-moves.\n", e.Ply)
		if err := s.save(); err != nil {
			fmt.Fprintln(s.errOut, "Cannot write the record:", err)
		}
		s.showScore()
	case tracker.NewGame:
		if len(e.Game.Moves) > 0 {
			s.archive = append(s.archive, e.Game)
		}
		g := s.tr.Game()
		g.SetTag("Event", "Rochade")
		g.SetTag("Date", time.Now().Format("2006.01.02"))
		fmt.Fprintln(s.errOut, "Starting position: a new game begins.")
		if err := s.save(); err != nil {
			fmt.Fprintln(s.errOut, "Cannot write the record:", err)
		}
		s.showScore()
	case tracker.Mismatch:
		s.say(ctx, notation.White, fixWords(e.Fixes))
	case tracker.Restored:
		s.say(ctx, notation.White, []phonetic.Token{phonetic.PositionOK})
	case tracker.Rotated:
		if s.tr.Rotated() {
			fmt.Fprintln(s.errOut, "The board stands turned round: black pieces on the board's first rank. Squares are turned to match.")
		}
	case tracker.Connected:
		fmt.Fprintf(s.errOut, "Board connected: %s.\n", e.Info)
		if s.lost {
			s.lost = false
			s.say(ctx, notation.White, []phonetic.Token{phonetic.BoardConnected})
		}
	case tracker.Disconnected:
		fmt.Fprintf(s.errOut, "Board disconnected (%v). Waiting for it to come back.\n", e.Err)
		s.lost = true
		s.say(ctx, notation.White, []phonetic.Token{phonetic.BoardDisconnected})
	case tracker.Waiting:
		fmt.Fprintf(s.errOut, "Waiting for a board: %v\n", e.Err)
	}
}

// fixWords says how to put the board right: "Stellung prüfen", then
// "Eva vier räumen" and "weißen Springer auf Felix drei setzen".
func fixWords(fixes []tracker.Fix) []phonetic.Token {
	toks := []phonetic.Token{phonetic.CheckPosition}
	for _, f := range fixes {
		if f.Want == notation.NoPiece {
			toks = announce.Square(toks, f.Square)
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
			toks = append(toks, announce.PieceToken(t))
		}
		toks = append(toks, phonetic.On)
		toks = announce.Square(toks, f.Square)
		toks = append(toks, phonetic.Place)
	}
	return toks
}

// save writes the record: the games finished in this session and the
// current one, to a temporary file that is synced and then renamed over
// the record, so that the record is always a whole file.
func (s *session) save() error {
	if s.record == "" {
		return nil
	}
	var b strings.Builder
	for _, g := range append(append([]*notation.Game(nil), s.archive...), s.tr.Game()) {
		if b.Len() > 0 {
			b.WriteByte('\n')
		}
		if err := notation.WritePGN(&b, g, notation.Format{}); err != nil {
			return err
		}
	}
	return writeFileAtomic(s.record, []byte(b.String()))
}

func writeFileAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	tmp := f.Name()
	defer os.Remove(tmp)
	if _, err := f.Write(data); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		return err
	}
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
	return nil
}
