package main

import (
	"bufio"

	"github.com/spf13/cobra"

	"github.com/rochade/rochade/cmd/internal/gamefile"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/notation"
)

// convertOptions are the flags of convert.
type convertOptions struct {
	to      string
	lang    string
	outLang string
}

func newConvertCmd(a *app) *cobra.Command {
	var o convertOptions
	cmd := &cobra.Command{
		Use:   "convert --to uci|san|lan [--lang auto|en|de|…] [--out-lang en|de|…] FILE|-",
		Short: "Convert games between notations (UCI, SAN, long algebraic)",
		Args:  a.oneFile("convert"),
		RunE:  func(cmd *cobra.Command, args []string) error { return runConvert(a, cmd, args[0], &o) },
	}
	cmd.Flags().StringVar(&o.to, "to", "", "output notation: uci, san or lan (required)")
	cmd.Flags().StringVar(&o.lang, "lang", "auto", "language of the piece letters in the input, or auto")
	cmd.Flags().StringVar(&o.outLang, "out-lang", "en", "language of the piece letters in the output")
	_ = cmd.RegisterFlagCompletionFunc("to", cobra.FixedCompletions([]string{"uci", "san", "lan"}, cobra.ShellCompDirectiveNoFileComp))
	_ = cmd.RegisterFlagCompletionFunc("lang", completeLang(true))
	_ = cmd.RegisterFlagCompletionFunc("out-lang", completeLang(false))
	cmd.ValidArgsFunction = func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		return []string{"pgn"}, cobra.ShellCompDirectiveFilterFileExt
	}
	return cmd
}

func runConvert(a *app, cmd *cobra.Command, name string, o *convertOptions) error {
	p := a.printer()
	in, err := parseLangIn(p, o.lang, true)
	if err != nil {
		return err
	}
	out, err := parseLangIn(p, o.outLang, false)
	if err != nil {
		return err
	}
	switch o.to {
	case "uci", "san", "lan":
	case "":
		return p.Errorf(ui.ConvertNeedsTo)
	default:
		return p.Errorf(ui.UnknownTo, quote(o.to))
	}
	w := bufio.NewWriter(cmd.OutOrStdout())
	defer w.Flush()
	// One buffer for every line: the moves in UCI form (a Chess960
	// castling as the king taking its own rook), appended in place.
	var line []byte
	// Each game is written before the next is read: one game's memory
	// serves them all. UCI needs only the moves.
	games := a.games(cmd, in)
	games.Reuse, games.MovesOnly = true, o.to == "uci"
	return games.Each(name, func(g *notation.Game, readErr error) error {
		if o.to == "uci" {
			line = append(g.AppendUCI(line[:0]), '\n')
			_, err := w.Write(line)
			return err
		}
		if readErr != nil {
			// Keep what was read, and say where reading stopped.
			g.Notes = append(g.Notes, notation.Note{Ply: len(g.Moves), Kind: notation.Comment,
				Text: p.Sprintf(ui.ReadingStopped, gamefile.Describe(p, readErr))})
			g.Result = "*"
		}
		return notation.WritePGN(w, g, notation.Format{Lang: out, Long: o.to == "lan", Hyphen: o.to == "lan"})
	})
}
