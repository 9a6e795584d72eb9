package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/spf13/cobra"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/cmd/internal/gamefile"
	"github.com/rochade/rochade/cmd/internal/safefile"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
	"github.com/rochade/rochade/voices"
	"github.com/rochade/rochade/voices/speech"
)

// announceOptions are the flags that say how moves are worded.
type announceOptions struct {
	long     bool
	pawn     bool
	spelling string
	script   string
	lang     string
}

// announceCmdOptions are the flags of announce.
type announceCmdOptions struct {
	words     announceOptions
	audio     audioOptions
	text      bool
	noNumbers bool
}

func (o *announceOptions) addFlags(cmd *cobra.Command) {
	fs := cmd.Flags()
	fs.BoolVar(&o.long, "long", false, "name the from-square of every move (Springer Gustav eins Felix drei)")
	fs.BoolVar(&o.pawn, "pawn", false, `say "Bauer" on pawn moves`)
	fs.StringVar(&o.spelling, "spelling", "de", "spelling of the words: de (Cäsar, fünf) or fide (Cesar, fuenf)")
	fs.StringVar(&o.script, "script", "", "script of the words: latin, or cyrillic for the Russian transcription (default: cyrillic for ru and uk, else latin)")
	fs.StringVar(&o.lang, "lang", "auto", "language of the piece letters in the input, or auto")
	_ = cmd.RegisterFlagCompletionFunc("spelling", cobra.FixedCompletions([]string{"de", "fide"}, cobra.ShellCompDirectiveNoFileComp))
	_ = cmd.RegisterFlagCompletionFunc("script", cobra.FixedCompletions([]string{"latin", "cyrillic"}, cobra.ShellCompDirectiveNoFileComp))
	_ = cmd.RegisterFlagCompletionFunc("lang", completeLang(true))
}

// resolveIn checks the flags and returns the announcer options, the
// spelling and the input language, with messages in p's language.
func (o *announceOptions) resolveIn(p *ui.Printer) (announce.Options, phonetic.Spelling, *notation.Lang, error) {
	ao := announce.Options{Long: o.long, Pawn: o.pawn}
	var sp phonetic.Spelling
	switch o.spelling {
	case "de", "german":
		sp = phonetic.German
	case "fide", "ascii":
		sp = phonetic.FIDE
	default:
		return ao, sp, nil, p.Errorf(ui.UnknownSpelling, quote(o.spelling))
	}
	script := o.script
	if script == "" {
		// Russian and Ukrainian players read the words of Appendix D in
		// the Cyrillic spelling of the Russian Appendix D: the language
		// says.
		script = p.Lang().Script()
	}
	switch script {
	case "latin":
	case "cyrillic":
		sp = phonetic.Cyrillic
	default:
		return ao, sp, nil, p.Errorf(ui.UnknownScript, quote(o.script))
	}
	lang, err := parseLangIn(p, o.lang, true)
	return ao, sp, lang, err
}

func newAnnounceCmd(a *app) *cobra.Command {
	var o announceCmdOptions
	cmd := &cobra.Command{
		Use:   "announce [--text] [--long] [--spelling de|fide] [--script latin|cyrillic] [--lang …] FILE|-",
		Short: "Announce the moves of games with the words of FIDE Appendix D",
		Args:  a.oneFile("announce"),
		RunE:  func(cmd *cobra.Command, args []string) error { return runAnnounce(a, cmd, args[0], &o) },
	}
	o.words.addFlags(cmd)
	cmd.Flags().BoolVar(&o.text, "text", false, "print only the announcements: one line per move, an empty line between games")
	cmd.Flags().BoolVar(&o.noNumbers, "no-numbers", false, "leave the move number and side out of the listing")
	addAudioFlags(cmd.Flags(), &o.audio)
	return cmd
}

func runAnnounce(a *app, cmd *cobra.Command, name string, o *announceCmdOptions) (err error) {
	p := a.printer()
	audio := &o.audio
	ao, sp, lang, err := o.words.resolveIn(p)
	if err != nil {
		return err
	}
	audio.use(a, cmd.ErrOrStderr())
	if err := audio.check(); err != nil {
		return err
	}
	// Every input is checked before any output is opened.
	in, err := gamefile.Open(p, name, cmd.InOrStdin())
	if err != nil {
		return err
	}
	defer in.Close()
	var wav *wavFile
	if audio.wav != "" {
		if audio.voice == "none" {
			return p.Errorf(ui.WAVNeedsVoice)
		}
		if wav, err = createWAV(p, audio, name, in); err != nil {
			return err
		}
		defer wav.f.Abort()
	}
	ctx, stop := signal.NotifyContext(cmd.Context(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	var sink phraseSink
	live := *audio
	live.wav = ""
	if live.enabled() {
		if sink, err = live.open(ctx); err != nil {
			return err
		}
		defer sink.Close()
	}
	w := bufio.NewWriter(cmd.OutOrStdout())
	defer w.Flush()
	var line strings.Builder
	first := true
	err = a.games(cmd, lang).EachIn(in, name, func(g *notation.Game, _ error) error {
		if !first {
			w.WriteByte('\n')
		}
		first = false
		if !o.text {
			writeGameHeading(w, p, g)
		}
		for _, ply := range announce.Game(g, ao) {
			line.Reset()
			if !o.text && !o.noNumbers {
				writePlyPrefix(&line, p, g, ply)
			}
			phonetic.AppendText(&line, ply.Words, sp)
			w.WriteString(line.String())
			w.WriteByte('\n')
			if wav != nil {
				if err := wav.say(ply.Side, ply.Words); err != nil {
					return err
				}
			}
			if sink != nil {
				w.Flush()
				if err := sink.Say(ctx, ply.Side, speech.Announcement, ply.Words); err != nil {
					return err
				}
			}
		}
		if !o.text {
			writeGameEnd(w, p, g)
		}
		return nil
	})
	w.Flush()
	var noGame *gamefile.NoGameError
	if sink != nil {
		if werr := sink.Wait(ctx); werr != nil && err == nil && ctx.Err() == nil {
			err = werr
		}
		if cerr := sink.Close(); cerr != nil && err == nil {
			err = cerr
		}
	}
	if wav != nil && !errors.As(err, &noGame) && ctx.Err() == nil {
		// Games read with faults are written as far as they were read,
		// as the listing is.
		var readErr *gamefile.ReadError
		if err == nil || errors.As(err, &readErr) {
			if werr := wav.commit(p); werr != nil {
				return werr
			}
			fmt.Fprintln(cmd.ErrOrStderr(), p.Sprintf(ui.SpeechIn, printable(audio.wav)))
		}
	}
	return err
}

// wavFile collects the speech of announce --wav and writes it at the end
// through a temporary file.
type wavFile struct {
	path  string
	f     *safefile.File
	sp    *speech.Speakers
	w     *voices.WAVWriter
	moves int
}

// createWAV checks the output of --wav against the input and opens its
// temporary file, so that an unwritable place is known before any work.
func createWAV(p *ui.Printer, audio *audioOptions, name string, in io.Reader) (*wavFile, error) {
	path := audio.wav
	err := safefile.CheckNotInput(path, name)
	if f, ok := in.(*os.File); ok && err == nil {
		err = safefile.CheckNotOpen(path, f)
	}
	if err == nil && name == gamefile.Stdin {
		err = safefile.CheckNotOpen(path, os.Stdin)
	}
	var ie *safefile.InputError
	if errors.As(err, &ie) {
		return nil, p.Errorf(ui.OutputIsInput, printable(path), gamefile.DisplayName(p, ie.Input))
	}
	sp, err := audio.loadSpeakers()
	if err != nil {
		return nil, err
	}
	f, err := safefile.Create(path, 0o644)
	if err != nil {
		return nil, outputError(p, path, err)
	}
	rate := sp.Rate()
	return &wavFile{path: path, f: f, sp: sp, w: voices.NewWAVWriter(rate, voices.Samples(audio.pause, rate))}, nil
}

func (wf *wavFile) say(side notation.Color, toks []phonetic.Token) error {
	ph, err := wf.sp.Phrase(side, toks)
	if err != nil {
		return err
	}
	wf.w.Add(ph)
	wf.moves++
	return nil
}

// commit writes the file, unless there was nothing to say.
func (wf *wavFile) commit(p *ui.Printer) error {
	if wf.moves == 0 {
		return p.Errorf(ui.NoMoveToSay, printable(wf.path))
	}
	if err := wf.w.Encode(wf.f); err != nil {
		return outputError(p, wf.path, err)
	}
	if err := wf.f.Commit(); err != nil {
		return outputError(p, wf.path, err)
	}
	return nil
}

// outputError says why an output file cannot be written.
func outputError(p *ui.Printer, path string, err error) error {
	if errors.Is(err, safefile.ErrNotRegular) {
		return p.Errorf(ui.OutputNotRegular, printable(path))
	}
	var te *safefile.TargetError
	if errors.As(err, &te) {
		err = te.Err
	}
	return p.Errorf(ui.CannotWrite, printable(path), err)
}

// writeGameHeading writes the players and event of a game as one line.
func writeGameHeading(w *bufio.Writer, p *ui.Printer, g *notation.Game) {
	w.WriteString(p.Sprintf(ui.GameHeading, g.Number))
	white, black := g.Tag("White"), g.Tag("Black")
	if known(white) || known(black) {
		w.WriteString(p.Sprintf(ui.GamePlayers, orUnknown(p, white), orUnknown(p, black)))
	}
	if ev := g.Tag("Event"); known(ev) {
		w.WriteString(", " + ev)
	}
	if g.Lang != nil && g.Lang != notation.English {
		w.WriteString(p.Sprintf(ui.GameLetters, p.LangName(g.Lang.Code, g.Lang.Name)))
	}
	w.WriteString(".\n")
}

// writePlyPrefix writes "12. White, Nf3: " before a move's words.
func writePlyPrefix(b *strings.Builder, p *ui.Printer, g *notation.Game, ply announce.Ply) {
	side, dots := p.Sprintf(ui.White), "."
	if ply.Side == notation.Black {
		side, dots = p.Sprintf(ui.Black), "..."
	}
	var buf [24]byte
	fmt.Fprintf(b, "%d%s %s, %s: ", ply.Number, dots, side,
		notation.AppendMove(buf[:0], ply.Desc, notation.Format{Lang: g.Lang}))
}

// writeGameEnd writes the result and any draw offer of a game.
func writeGameEnd(w *bufio.Writer, p *ui.Printer, g *notation.Game) {
	for _, n := range g.Notes {
		if n.Kind == notation.DrawOffer && n.Ply > 0 {
			pos := g.Position(n.Ply - 1)
			w.WriteString(p.Sprintf(ui.DrawOffered, pos.MoveNumber(), pos.SAN(g.Moves[n.Ply-1])) + "\n")
		}
	}
	w.WriteString(p.Sprintf(ui.ResultLine, resultWords(p, g.Result)) + "\n")
}

func resultWords(p *ui.Printer, r string) string {
	switch r {
	case "1-0":
		return p.Sprintf(ui.ResultWhiteWins)
	case "0-1":
		return p.Sprintf(ui.ResultBlackWins)
	case "1/2-1/2":
		return p.Sprintf(ui.ResultDraw)
	case "+/-":
		return p.Sprintf(ui.ResultWhiteForfeit)
	case "-/+":
		return p.Sprintf(ui.ResultBlackForfeit)
	case "-/-":
		return p.Sprintf(ui.ResultBothForfeit)
	}
	return p.Sprintf(ui.ResultUnfinished)
}

func known(s string) bool { return s != "" && s != "?" }

func orUnknown(p *ui.Printer, s string) string {
	if known(s) {
		return s
	}
	return p.Sprintf(ui.Unknown)
}
