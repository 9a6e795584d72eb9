package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/cmd/internal/gamefile"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
)

// compareOptions are the flags of compare.
type compareOptions struct {
	words bool
	lang  string
}

// Exit statuses of compare, as diff and cmp have them.
const (
	exitDiffer  = 1 // the scoresheets differ
	exitTrouble = 2 // a file could not be read
)

// exitError ends the program with its status; a nil err prints nothing.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string {
	if e.err == nil {
		return ""
	}
	return e.err.Error()
}

func (e *exitError) Unwrap() error { return e.err }

func newCompareCmd(a *app) *cobra.Command {
	var o compareOptions
	cmd := &cobra.Command{
		Use:   "compare [--words] A.pgn B.pgn",
		Short: "Compare two scoresheets and find the first move where they differ (D.2.9)",
		Args: func(_ *cobra.Command, args []string) error {
			if len(args) != 2 {
				return &exitError{exitTrouble, a.printer().Errorf(ui.CompareNeedsTwo)}
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error { return runCompare(a, cmd, args[0], args[1], &o) },
	}
	cmd.Flags().BoolVar(&o.words, "words", false, "say the moves in the words of Appendix D (Dame Eva drei Schach)")
	cmd.Flags().StringVar(&o.lang, "lang", "auto", "language of the piece letters in both files, or auto")
	_ = cmd.RegisterFlagCompletionFunc("lang", completeLang(true))
	return cmd
}

// readSheet reads every game of a scoresheet file; any fault is an error
// that names the file and the place.
func readSheet(p *ui.Printer, name string, stdin io.Reader, lang *notation.Lang) ([]*notation.Game, error) {
	var games []*notation.Game
	r := gamefile.Reader{P: p, Stdin: stdin, Errs: io.Discard, Lang: lang}
	err := r.Each(name, func(g *notation.Game, readErr error) error {
		if readErr != nil {
			return p.Errorf(ui.CannotRead, gamefile.DisplayName(p, name), gamefile.Describe(p, readErr))
		}
		games = append(games, g)
		return nil
	})
	return games, err
}

func runCompare(a *app, cmd *cobra.Command, nameA, nameB string, o *compareOptions) error {
	p := a.printer()
	lang, err := parseLangIn(p, o.lang, true)
	if err != nil {
		return &exitError{exitTrouble, err}
	}
	sheets := make([][]*notation.Game, 2)
	for i, name := range []string{nameA, nameB} {
		if sheets[i], err = readSheet(p, name, cmd.InOrStdin(), lang); err != nil {
			return &exitError{exitTrouble, err}
		}
	}
	out := cmd.OutOrStdout()
	n := max(len(sheets[0]), len(sheets[1]))
	differ := false
	for i := 0; i < n; i++ {
		prefix := ""
		if n > 1 {
			prefix = p.Sprintf(ui.CompareGame, i+1)
		}
		if i >= len(sheets[0]) || i >= len(sheets[1]) {
			only := nameA
			if i >= len(sheets[0]) {
				only = nameB
			}
			fmt.Fprintln(out, prefix+p.Sprintf(ui.CompareOnlyIn, gamefile.DisplayName(p, only)))
			differ = true
			continue
		}
		line, same := compareGames(p, sheets[0][i], sheets[1][i], o.words)
		fmt.Fprintln(out, prefix+line)
		differ = differ || !same
	}
	if differ {
		return &exitError{code: exitDiffer}
	}
	return nil
}

// compareGames returns the line for one pair of games and whether they
// are identical.
func compareGames(p *ui.Printer, a, b *notation.Game, words bool) (string, bool) {
	if a.Start != b.Start {
		return p.Sprintf(ui.CompareOtherStart), false
	}
	pos := a.Start
	k := 0
	for k < len(a.Moves) && k < len(b.Moves) && a.Moves[k] == b.Moves[k] {
		pos.Play(a.Moves[k])
		k++
	}
	if k == len(a.Moves) && k == len(b.Moves) {
		return p.Plural(ui.CompareIdentical, k, k), true
	}
	say := func(g *notation.Game) string {
		if k >= len(g.Moves) {
			return p.Sprintf(ui.CompareNoMove)
		}
		if words {
			return announce.Announced(&pos, g.Moves[k], announce.Options{}).Text(phonetic.German)
		}
		return pos.SAN(g.Moves[k])
	}
	side := p.Sprintf(ui.CompareWhite)
	if pos.Turn() == notation.Black {
		side = p.Sprintf(ui.CompareBlack)
	}
	return p.Sprintf(ui.CompareFirstDifference, pos.MoveNumber(), side, say(a), say(b)), false
}

// exitCode returns the status for err: an *exitError's, else 1.
func exitCode(err error) int {
	var ee *exitError
	if errors.As(err, &ee) {
		return ee.code
	}
	return 1
}
