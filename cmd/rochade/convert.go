package main

import (
	"bufio"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/rochade/rochade/notation"
)

func init() { register(newConvertCmd) }

func newConvertCmd() *cobra.Command {
	var to, lang, outLang string
	cmd := &cobra.Command{
		Use:   "convert --to uci|san|lan [--lang auto|en|de|…] [--out-lang en|de|…] FILE|-",
		Short: "Convert games between notations (UCI, SAN, long algebraic)",
		Long: `Convert reads games in PGN, in any usual algebraic notation and any of the
known languages, and writes them again.

  --to uci   one line per game: its moves in UCI form, separated by spaces
             (null moves as 0000, Chess960 castling as king takes rook)
  --to san   PGN in standard algebraic notation (Nf3, exd5, O-O)
  --to lan   PGN in long algebraic notation (Ng1-f3, e4xd5)

The piece letters of the input are detected for each game unless --lang
names the language. --out-lang writes the piece letters of another
language (the PGN standard uses English). Use - to read standard input.

A game that cannot be read to its end is still written up to the move
that could not be read, and the reason is printed on standard error.`,
		Example: `  rochade convert --to uci game.pgn
  rochade convert --to san --lang de --out-lang en partie.pgn
  rochade convert --to lan - < game.pgn`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			in, err := parseLang(lang, true)
			if err != nil {
				return err
			}
			out, err := parseLang(outLang, false)
			if err != nil {
				return err
			}
			if to != "uci" && to != "san" && to != "lan" {
				return fmt.Errorf("unknown --to %q: use uci, san or lan", to)
			}
			w := bufio.NewWriter(cmd.OutOrStdout())
			defer w.Flush()
			var line []byte
			return eachGame(cmd, args[0], in, func(g *notation.Game, readErr error) error {
				if g.Warning != "" {
					fmt.Fprintf(cmd.ErrOrStderr(), "%s: %s\n", displayName(args[0]), g.Warning)
				}
				if to == "uci" {
					line = append(g.AppendUCI(line[:0]), '\n')
					_, err := w.Write(line)
					return err
				}
				if readErr != nil {
					// Keep what was read, and say where reading stopped.
					g.Notes = append(g.Notes, notation.Note{Ply: len(g.Moves), Kind: notation.Comment,
						Text: "Reading stopped here: " + readErr.Error()})
					g.Result = "*"
				}
				return notation.WritePGN(w, g, notation.Format{Lang: out, Long: to == "lan", Hyphen: to == "lan"})
			})
		},
	}
	cmd.Flags().StringVar(&to, "to", "", "output notation: uci, san or lan (required)")
	cmd.Flags().StringVar(&lang, "lang", "auto", "language of the piece letters in the input, or auto")
	cmd.Flags().StringVar(&outLang, "out-lang", "en", "language of the piece letters in the output")
	_ = cmd.MarkFlagRequired("to")
	_ = cmd.RegisterFlagCompletionFunc("to", cobra.FixedCompletions([]string{"uci", "san", "lan"}, cobra.ShellCompDirectiveNoFileComp))
	_ = cmd.RegisterFlagCompletionFunc("lang", completeLang(true))
	_ = cmd.RegisterFlagCompletionFunc("out-lang", completeLang(false))
	cmd.ValidArgsFunction = func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		return []string{"pgn"}, cobra.ShellCompDirectiveFilterFileExt
	}
	return cmd
}
