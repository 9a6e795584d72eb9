package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"

	"github.com/spf13/cobra"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/braille"
	"github.com/rochade/rochade/braille/brlapi"
	"github.com/rochade/rochade/cmd/internal/gamefile"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
)

type brailleOptions struct {
	format        string
	outLang       string
	lang          string
	width, lines  int
	noPageNumbers bool
	signs         []string
	game          int
	display       bool
	dots          bool
}

func newBrailleCmd(a *app) *cobra.Command {
	var o brailleOptions
	cmd := &cobra.Command{
		Use:   "braille [flags] FILE|-",
		Short: "Write the scoresheets of a file's games in Braille, or show one on a Braille display",
		Args:  a.oneFile("braille"),
		RunE:  func(cmd *cobra.Command, args []string) error { return runBraille(a, cmd, args[0], &o) },
	}
	fs := cmd.Flags()
	fs.StringVar(&o.format, "format", "unicode", "output: unicode, brf or text")
	fs.StringVar(&o.lang, "lang", "auto", "language of the piece letters in the input, or auto")
	fs.StringVar(&o.outLang, "out-lang", "en", "language of the piece letters written")
	// The input language's old name.
	fs.StringVar(&o.lang, "in-lang", "auto", "language of the piece letters in the input, or auto")
	_ = fs.MarkHidden("in-lang")
	fs.IntVar(&o.width, "width", 40, "cells (characters) per line")
	fs.IntVar(&o.lines, "lines", 25, "lines per page (brf and unicode)")
	fs.BoolVar(&o.noPageNumbers, "no-page-numbers", false, "leave out the page numbers")
	fs.StringArrayVar(&o.signs, "sign", nil, "change a sign, as name=cells (dot numbers like 346, cells separated by /, or braille characters); names: "+strings.Join(braille.SignNames(), ", "))
	fs.IntVar(&o.game, "game", 0, "which game of the file to write, counting from 1 (0: every game, each from a new page; --display shows game 1)")
	fs.BoolVar(&o.display, "display", false, "show the game on a Braille display through BRLTTY")
	fs.BoolVar(&o.dots, "dots", false, "with --display, send the chess cells instead of text")
	_ = cmd.RegisterFlagCompletionFunc("format", cobra.FixedCompletions([]string{"unicode", "brf", "text"}, cobra.ShellCompDirectiveNoFileComp))
	_ = cmd.RegisterFlagCompletionFunc("lang", completeLang(true))
	_ = cmd.RegisterFlagCompletionFunc("out-lang", completeLang(false))
	return cmd
}

// errGameFound stops reading once the wanted game is there.
var errGameFound = errors.New("found")

// The smallest layout of a scoresheet.
const (
	minWidth = 10 // cells per line
	minLines = 1  // lines per page besides the page number
)

// pageNumberLines is the lines a page number takes.
func pageNumberLines(o *brailleOptions) int {
	if o.noPageNumbers {
		return 0
	}
	return 1
}

func runBraille(a *app, cmd *cobra.Command, name string, o *brailleOptions) error {
	p := a.printer()
	lang, err := parseLangIn(p, o.outLang, false)
	if err != nil {
		return err
	}
	inLang, err := parseLangIn(p, o.lang, true)
	if err != nil {
		return err
	}
	switch o.format {
	case "unicode", "brf", "text":
	default:
		return p.Errorf(ui.UnknownFormat, quote(o.format))
	}
	if o.dots && !o.display {
		return p.Errorf(ui.DotsNeedDisplay)
	}
	if o.width < minWidth {
		return p.PluralErrorf(ui.WidthTooSmall, o.width, o.width, minWidth)
	}
	if least := minLines + pageNumberLines(o); o.lines < least {
		return p.PluralErrorf(ui.LinesTooFew, o.lines, o.lines, least)
	}
	code := braille.DefaultCode()
	for _, s := range o.signs {
		if err := code.Set(s); err != nil {
			return p.Worded(err)
		}
	}
	if o.game < 0 {
		return p.Errorf(ui.GameCountsFrom1, o.game)
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
	n := 0
	err = a.games(cmd, inLang).Each(name, func(g *notation.Game, readErr error) error {
		n++
		if want != 0 && n != want {
			return nil
		}
		if readErr != nil {
			if want != 0 {
				return p.Errorf(ui.GameNotReadFixIt, n, gamefile.DisplayName(p, name))
			}
			p.Fprintln(cmd.ErrOrStderr(), ui.BrailleGameLeftOut, gamefile.DisplayName(p, name), n)
			return nil
		}
		sheet, err := braille.FromGame(g)
		if err != nil {
			return p.Errorf(ui.BrailleGameFault, n, gamefile.DisplayName(p, name), err)
		}
		switch {
		case o.display:
			sheets = append(sheets, sheet)
			return errGameFound
		case o.format == "text":
			lines, err := sheet.Text(format, o.width)
			if err != nil {
				return p.Errorf(ui.BrailleGameFault, n, gamefile.DisplayName(p, name), err)
			}
			if len(text) > 0 {
				text = append(text, "\f")
			}
			text = append(text, lines...)
		default:
			layout.FirstPage = len(pages) + 1
			ps, err := sheet.Braille(code, lang, layout)
			if err != nil {
				return p.Errorf(ui.BrailleGameFault, n, gamefile.DisplayName(p, name), err)
			}
			pages = append(pages, ps...)
		}
		sheets = append(sheets, sheet)
		if want != 0 {
			return errGameFound
		}
		return nil
	})
	var readErr error
	if err != nil && !errors.Is(err, errGameFound) {
		var ge *gamefile.ReadError
		if !errors.As(err, &ge) || len(sheets) == 0 {
			return err
		}
		readErr = err
	}
	if len(sheets) == 0 {
		if want > n {
			return p.PluralErrorf(ui.FileHoldsGames, n, gamefile.DisplayName(p, name), n, want)
		}
		return p.Errorf(ui.BrailleNoGameRead, gamefile.DisplayName(p, name))
	}
	if o.display {
		return showOnDisplay(cmd, p, sheets[0], format, code, o.dots)
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
	return readErr
}

// showOnDisplay shows the game on the Braille display until SIGINT,
// SIGTERM or SIGHUP. A routing key over a move prints the move and its Appendix D
// announcement. Without BRLTTY it says so once and waits for it.
func showOnDisplay(cmd *cobra.Command, p *ui.Printer, sheet *braille.Sheet, format notation.Format, code *braille.Code, dots bool) error {
	ctx, stop := stopContext(cmd.Context())
	defer stop()
	out, errOut := cmd.OutOrStdout(), cmd.ErrOrStderr()
	spoken := make(chan int, 8)
	status := &displayStatus{p: p, w: errOut}
	if err := braille.CheckSystem(brlapi.Config{}); err != nil {
		var bad *brlapi.HostError
		if errors.As(err, &bad) {
			return p.Worded(err)
		}
		return p.Errorf(ui.BrailleUnsupported, systemName())
	}
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
		Status: status.report,
	})
	d.Show(sheet)
	p.Fprintln(errOut, ui.ShowingOnDisplay)
	for {
		select {
		case <-ctx.Done():
			if err := d.Close(); err != nil {
				return p.Errorf(ui.DisplayNoAnswerOnClose)
			}
			if status.wasConnected() {
				p.Fprintln(errOut, ui.DisplayGivenBack)
			} else {
				p.Fprintln(errOut, ui.DisplayNeverConnected)
			}
			return nil
		case i := <-spoken:
			printAnnouncement(out, sheet, i, format)
		}
	}
}

// brlapiHost is where BRLTTY is looked for, for messages.
func brlapiHost() string {
	if h := os.Getenv("BRLAPI_HOST"); h != "" {
		return h
	}
	return ":0"
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

// systemName is the name users know their system by.
func systemName() string {
	switch runtime.GOOS {
	case "windows":
		return "Windows"
	case "darwin":
		return "macOS"
	}
	return runtime.GOOS
}
