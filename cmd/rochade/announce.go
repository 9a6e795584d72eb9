package main

import (
	"bufio"
	"context"
	"fmt"
	"os/signal"
	"strings"
	"syscall"

	"github.com/spf13/cobra"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
)

func init() { register(newAnnounceCmd) }

// announceOptions are the flags that say how moves are worded.
type announceOptions struct {
	long      bool
	pawn      bool
	spelling  string
	script    string
	lang      string
	text      bool
	noNumbers bool
}

func (o *announceOptions) addFlags(cmd *cobra.Command) {
	fs := cmd.Flags()
	fs.BoolVar(&o.long, "long", false, "name the from-square of every move (Springer Gustav eins Felix drei)")
	fs.BoolVar(&o.pawn, "pawn", false, `say "Bauer" on pawn moves`)
	fs.StringVar(&o.spelling, "spelling", "de", "spelling of the words: de (Cäsar, fünf) or fide (Cesar, fuenf)")
	fs.StringVar(&o.script, "script", "latin", "script of the words: latin, or cyrillic for the Russian transcription")
	fs.StringVar(&o.lang, "lang", "auto", "language of the piece letters in the input, or auto")
	_ = cmd.RegisterFlagCompletionFunc("spelling", cobra.FixedCompletions([]string{"de", "fide"}, cobra.ShellCompDirectiveNoFileComp))
	_ = cmd.RegisterFlagCompletionFunc("script", cobra.FixedCompletions([]string{"latin", "cyrillic"}, cobra.ShellCompDirectiveNoFileComp))
	_ = cmd.RegisterFlagCompletionFunc("lang", completeLang(true))
}

// resolve checks the flags and returns the announcer options, the
// spelling and the input language.
func (o *announceOptions) resolve() (announce.Options, phonetic.Spelling, *notation.Lang, error) {
	ao := announce.Options{Long: o.long, Pawn: o.pawn}
	var sp phonetic.Spelling
	switch o.spelling {
	case "de", "german":
		sp = phonetic.German
	case "fide", "ascii":
		sp = phonetic.FIDE
	default:
		return ao, sp, nil, fmt.Errorf("unknown --spelling %q: use de or fide", o.spelling)
	}
	switch o.script {
	case "latin":
	case "cyrillic":
		sp = phonetic.Cyrillic
	default:
		return ao, sp, nil, fmt.Errorf("unknown --script %q: use latin or cyrillic", o.script)
	}
	lang, err := parseLang(o.lang, true)
	return ao, sp, lang, err
}

func newAnnounceCmd() *cobra.Command {
	var o announceOptions
	var audio audioOptions
	cmd := &cobra.Command{
		Use:   "announce [--text] [--long] [--spelling de|fide] [--script latin|cyrillic] [--lang …] FILE|-",
		Short: "Announce the moves of games with the words of FIDE Appendix D",
		Long: `Announce reads games in PGN (any usual notation, any known language) and
says every move with the words of FIDE Laws of Chess, Appendix D:
files Anna, Bella, Cäsar, David, Eva, Felix, Gustav, Hector; ranks eins to
acht; König, Dame, Turm, Läufer, Springer, Bauer; Kurze and Lange Rochade;
schlägt, en passant, Umwandlung in, Schach, Matt, Patt.

Without --text it prints a numbered listing, one line per move. With
--text it prints exactly one line per move and an empty line between
games, for other programs to read.

--speak says the moves aloud with the built-in German voice (or --voice);
--wav OUT.wav writes the speech to a file without any sound device.`,
		Example: `  rochade announce game.pgn
  rochade announce --text --spelling fide game.pgn
  rochade announce --speak game.pgn
  rochade announce --wav game.wav game.pgn`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ao, sp, lang, err := o.resolve()
			if err != nil {
				return err
			}
			ctx, stop := signal.NotifyContext(cmd.Context(), syscall.SIGINT, syscall.SIGTERM)
			defer stop()
			var sink phraseSink
			if audio.enabled() {
				sink, err = audio.open(ctx)
				if err != nil {
					return err
				}
				defer sink.Close()
			}
			w := bufio.NewWriter(cmd.OutOrStdout())
			defer w.Flush()
			var line strings.Builder
			first := true
			err = eachGame(cmd, args[0], lang, func(g *notation.Game, _ error) error {
				if !first {
					w.WriteByte('\n')
				}
				first = false
				if !o.text {
					writeGameHeading(w, g)
				}
				for _, ply := range announce.Game(g, ao) {
					line.Reset()
					if !o.text && !o.noNumbers {
						writePlyPrefix(&line, g, ply, sp)
					}
					phonetic.AppendText(&line, ply.Words, sp)
					w.WriteString(line.String())
					w.WriteByte('\n')
					if sink != nil {
						w.Flush()
						if err := sink.Say(ctx, ply.Side, ply.Words); err != nil {
							return err
						}
					}
				}
				if !o.text {
					writeGameEnd(w, g)
				}
				return nil
			})
			w.Flush()
			if sink != nil {
				if werr := sink.Wait(ctx); werr != nil && err == nil && ctx.Err() == nil {
					err = werr
				}
				if cerr := sink.Close(); cerr != nil && err == nil {
					err = cerr
				}
				if audio.wav != "" && err == nil {
					fmt.Fprintf(cmd.ErrOrStderr(), "The speech is in %s.\n", audio.wav)
				}
			}
			return err
		},
	}
	o.addFlags(cmd)
	cmd.Flags().BoolVar(&o.text, "text", false, "print only the announcements: one line per move, an empty line between games")
	cmd.Flags().BoolVar(&o.noNumbers, "no-numbers", false, "leave the move number and side out of the listing")
	addAudioFlags(cmd.Flags(), &audio)
	return cmd
}

// writeGameHeading writes the players and event of a game as one line.
func writeGameHeading(w *bufio.Writer, g *notation.Game) {
	fmt.Fprintf(w, "Game %d", g.Number)
	white, black := g.Tag("White"), g.Tag("Black")
	if known(white) || known(black) {
		fmt.Fprintf(w, ": %s against %s", orUnknown(white), orUnknown(black))
	}
	if ev := g.Tag("Event"); known(ev) {
		fmt.Fprintf(w, ", %s", ev)
	}
	if g.Lang != nil && g.Lang != notation.English {
		fmt.Fprintf(w, " (piece letters read as %s)", g.Lang.Name)
	}
	w.WriteString(".\n")
}

// writePlyPrefix writes "12. Weiß, Nf3: " before a move's words.
func writePlyPrefix(b *strings.Builder, g *notation.Game, ply announce.Ply, sp phonetic.Spelling) {
	side := phonetic.White
	dots := "."
	if ply.Side == notation.Black {
		side, dots = phonetic.Black, "..."
	}
	var buf [24]byte
	fmt.Fprintf(b, "%d%s %s, %s: ", ply.Number, dots, side.Spell(sp),
		notation.AppendMove(buf[:0], ply.Desc, notation.Format{Lang: g.Lang}))
}

// writeGameEnd writes the result and any draw offer of a game.
func writeGameEnd(w *bufio.Writer, g *notation.Game) {
	for _, n := range g.Notes {
		if n.Kind == notation.DrawOffer && n.Ply > 0 {
			p := g.Position(n.Ply - 1)
			fmt.Fprintf(w, "Draw offered with move %d, %s.\n", p.MoveNumber(), p.SAN(g.Moves[n.Ply-1]))
		}
	}
	w.WriteString("Result: " + resultWords(g.Result) + ".\n")
}

func resultWords(r string) string {
	switch r {
	case "1-0":
		return "1-0, White wins"
	case "0-1":
		return "0-1, Black wins"
	case "1/2-1/2":
		return "1/2-1/2, draw"
	case "+/-":
		return "+/-, White wins by forfeit"
	case "-/+":
		return "-/+, Black wins by forfeit"
	case "-/-":
		return "-/-, both players forfeit"
	}
	return "*, the game is not finished"
}

func known(s string) bool { return s != "" && s != "?" }

func orUnknown(s string) string {
	if known(s) {
		return s
	}
	return "unknown"
}

var _ = context.Background
