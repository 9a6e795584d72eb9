package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os/signal"
	"strings"
	"syscall"

	"github.com/spf13/cobra"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/braille"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
)

func init() { register(newBrailleCmd) }

type brailleOptions struct {
	format        string
	lang          string
	inLang        string
	width, lines  int
	noPageNumbers bool
	signs         []string
	game          int
	display       bool
	dots          bool
}

func newBrailleCmd() *cobra.Command {
	var o brailleOptions
	cmd := &cobra.Command{
		Use:   "braille [flags] FILE|-",
		Short: "Write the scoresheets of a file's games in Braille, or show one on a Braille display",
		Long: `Write the scoresheets of the games of a PGN file in Braille chess notation:
files as letters, ranks and move numbers as lower-cell digits, piece
letters of the chosen language, one move pair per line (see
docs/braille.md). Every game starts on a new page with its header;
--game N writes only the N-th game.

Formats:
  unicode  Unicode braille text (the default)
  brf      BRF for embossers: Braille ASCII, CR LF, form feed between
           pages, page numbers at the bottom right
  text     the same scoresheet in print

With --display the game is shown on a Braille display through BRLTTY
(BRLAPI_HOST and BRLAPI_AUTH are honoured): the last move pair as text in
the chosen language, or as chess cells with --dots. The display's keys
move back and forward through the game; a routing key over a move prints
its announcement. Stop with Ctrl-C; the display is given back to BRLTTY.`,
		Example: `  rochade braille --format brf --lang en game.pgn > game.brf
  rochade braille --lang de --width 32 game.pgn
  rochade braille --sign check=⠖⠖ --sign pawn-from=always game.pgn
  rochade braille --display --lang en game.pgn`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error { return runBraille(cmd, args[0], &o) },
	}
	fs := cmd.Flags()
	fs.StringVar(&o.format, "format", "unicode", "output: unicode, brf or text")
	fs.StringVar(&o.lang, "lang", "en", "language of the piece letters written")
	fs.StringVar(&o.inLang, "in-lang", "auto", "language of the piece letters in the input, or auto")
	fs.IntVar(&o.width, "width", 40, "cells (characters) per line")
	fs.IntVar(&o.lines, "lines", 25, "lines per page (brf and unicode)")
	fs.BoolVar(&o.noPageNumbers, "no-page-numbers", false, "leave out the page numbers")
	fs.StringArrayVar(&o.signs, "sign", nil, "change a sign, as name=cells (dot numbers like 346, cells separated by /, or braille characters); names: "+strings.Join(braille.SignNames(), ", "))
	fs.IntVar(&o.game, "game", 0, "which game of the file to write, counting from 1 (0: every game, each from a new page; --display shows game 1)")
	fs.BoolVar(&o.display, "display", false, "show the game on a Braille display through BRLTTY")
	fs.BoolVar(&o.dots, "dots", false, "with --display, send the chess cells instead of text")
	_ = cmd.RegisterFlagCompletionFunc("format", cobra.FixedCompletions([]string{"unicode", "brf", "text"}, cobra.ShellCompDirectiveNoFileComp))
	_ = cmd.RegisterFlagCompletionFunc("lang", completeLang(false))
	_ = cmd.RegisterFlagCompletionFunc("in-lang", completeLang(true))
	return cmd
}

// errGameFound stops reading once the wanted game is there.
var errGameFound = errors.New("found")

func runBraille(cmd *cobra.Command, name string, o *brailleOptions) error {
	lang, err := parseLang(o.lang, false)
	if err != nil {
		return err
	}
	inLang, err := parseLang(o.inLang, true)
	if err != nil {
		return err
	}
	switch o.format {
	case "unicode", "brf", "text":
	default:
		return fmt.Errorf("unknown --format %q: use unicode, brf or text", o.format)
	}
	if o.dots && !o.display {
		return errors.New("--dots goes with --display")
	}
	code := braille.DefaultCode()
	for _, s := range o.signs {
		if err := code.Set(s); err != nil {
			return err
		}
	}
	if o.game < 0 {
		return fmt.Errorf("--game counts from 1, not %d", o.game)
	}
	want := o.game
	if want == 0 && o.display {
		want = 1 // a display shows one game
	}
	format := notation.Format{Lang: lang}
	layout := braille.Layout{Width: o.width, Lines: o.lines, PageNumbers: !o.noPageNumbers, NoPadding: o.format == "unicode"}
	// Every game is laid out before anything is written, so that a
	// layout error leaves no half-written output.
	var sheets []*braille.Sheet
	var pages []braille.Page
	var text []string
	n, skipped := 0, 0
	err = eachGame(cmd, name, inLang, func(g *notation.Game, readErr error) error {
		n++
		if want != 0 && n != want {
			return nil
		}
		if g.Warning != "" {
			fmt.Fprintf(cmd.ErrOrStderr(), "%s: %s\n", displayName(name), g.Warning)
		}
		if readErr != nil {
			if want != 0 {
				return fmt.Errorf("game %d of %s could not be read completely; fix it first", n, displayName(name))
			}
			skipped++
			fmt.Fprintf(cmd.ErrOrStderr(), "%s: game %d could not be read completely and is left out.\n", displayName(name), n)
			return nil
		}
		sheet, err := braille.FromGame(g)
		if err != nil {
			return fmt.Errorf("game %d of %s: %w", n, displayName(name), err)
		}
		switch {
		case o.display:
			sheets = append(sheets, sheet)
			return errGameFound
		case o.format == "text":
			lines, err := sheet.Text(format, o.width)
			if err != nil {
				return fmt.Errorf("game %d: %w", n, err)
			}
			if len(text) > 0 {
				text = append(text, "\f")
			}
			text = append(text, lines...)
		default:
			layout.FirstPage = len(pages) + 1
			ps, err := sheet.Braille(code, lang, layout)
			if err != nil {
				return fmt.Errorf("game %d: %w", n, err)
			}
			pages = append(pages, ps...)
		}
		sheets = append(sheets, sheet)
		if want != 0 {
			return errGameFound
		}
		return nil
	})
	if err != nil && !errors.Is(err, errGameFound) {
		var ge gameError
		if !errors.As(err, &ge) || len(sheets) == 0 {
			return err
		}
	}
	if len(sheets) == 0 {
		switch {
		case n == 0:
			return fmt.Errorf("%s holds no game", displayName(name))
		case want > n:
			return fmt.Errorf("%s holds %d games, not %d", displayName(name), n, want)
		}
		return fmt.Errorf("no game of %s could be read completely", displayName(name))
	}
	if o.display {
		return showOnDisplay(cmd, sheets[0], format, code, o.dots)
	}
	out := cmd.OutOrStdout()
	switch o.format {
	case "text":
		w := bufio.NewWriter(out)
		for _, l := range text {
			fmt.Fprintln(w, l)
		}
		if err := w.Flush(); err != nil {
			return err
		}
	case "brf":
		if err := braille.WriteBRF(out, pages); err != nil {
			return err
		}
	default:
		if err := braille.WriteUnicode(out, pages); err != nil {
			return err
		}
	}
	if skipped > 0 {
		return gameError{skipped}
	}
	return nil
}

// showOnDisplay shows the game on the Braille display until SIGINT or
// SIGTERM. A routing key over a move prints the move and its Appendix D
// announcement.
func showOnDisplay(cmd *cobra.Command, sheet *braille.Sheet, format notation.Format, code *braille.Code, dots bool) error {
	ctx, stop := signal.NotifyContext(cmd.Context(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	out, errOut := cmd.OutOrStdout(), cmd.ErrOrStderr()
	spoken := make(chan int, 8)
	d := braille.NewDisplay(braille.DisplayConfig{
		Format:  format,
		Dots:    dots,
		Code:    code,
		Letters: format.Lang,
		Speak: func(i int) {
			select {
			case spoken <- i:
			default:
			}
		},
		Logf: func(f string, args ...any) { fmt.Fprintf(errOut, f+"\n", args...) },
	})
	d.Show(sheet)
	fmt.Fprintln(errOut, "Showing the game on the Braille display. Press Ctrl-C to stop.")
	for {
		select {
		case <-ctx.Done():
			if err := d.Close(); err != nil {
				return err
			}
			fmt.Fprintln(errOut, "Braille display given back to BRLTTY.")
			return nil
		case i := <-spoken:
			printAnnouncement(out, sheet, i, format)
		}
	}
}

// printAnnouncement writes "10... Re8: Turm Eva acht" for move i.
func printAnnouncement(w io.Writer, s *braille.Sheet, i int, f notation.Format) {
	p := s.Pairs()[s.PairOf(i)]
	num := fmt.Sprintf("%d.", p.Number)
	if i == p.Black {
		num = fmt.Sprintf("%d...", p.Number)
	}
	words := phonetic.Text(announce.Move(nil, s.Moves[i], announce.Options{}), phonetic.German)
	fmt.Fprintf(w, "%s %s: %s\n", num, braille.PrintMove(s.Moves[i], f), words)
}
