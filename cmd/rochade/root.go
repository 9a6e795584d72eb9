package main

import (
	"github.com/spf13/cobra"
)

// subcommands is filled by the init functions of the files that define
// each subcommand, so that every job lives in a file of its own.
var subcommands []func() *cobra.Command

func register(f func() *cobra.Command) { subcommands = append(subcommands, f) }

func newRootCmd() *cobra.Command {
	root := &cobra.Command{
		Use:   "rochade",
		Short: "Announce chess moves for blind and visually impaired players (FIDE Appendix D)",
		Long: `Rochade is an electronic assistant for blind and visually impaired chess
players, following FIDE Laws of Chess, Appendix D. It reads moves in every
usual algebraic notation, announces them with the Appendix D words (Anna,
Bella, Cäsar ... eins, zwei ...), follows games on sensor boards and keeps
the score in Braille.

Start with "rochade demo" to hear a sample game.`,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	for _, f := range subcommands {
		root.AddCommand(f())
	}
	return root
}
