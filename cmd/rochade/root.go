package main

import (
	"github.com/spf13/cobra"

	"github.com/rochade/rochade/announce/ui"
)

// app holds what every command shares: the language of the messages.
type app struct {
	langUI string // --lang-ui; empty: from the environment
	p      *ui.Printer
}

// printer returns the printer of the language the run asks for: --lang-ui,
// else LC_ALL, LC_MESSAGES or LANG. A --lang-ui that names no language is
// reported by the root command's check; until then the environment
// decides.
func (a *app) printer() *ui.Printer {
	if a.p != nil {
		return a.p
	}
	lang := ui.FromEnv()
	if a.langUI != "" {
		l, err := ui.Parse(a.langUI)
		if err != nil {
			return ui.New(lang)
		}
		lang = l
	}
	a.p = ui.New(lang)
	return a.p
}

// newRootCmd returns the command line with every command.
func newRootCmd() *cobra.Command {
	root, _ := newRoot()
	return root
}

func newRoot() (*cobra.Command, *app) {
	a := &app{}
	root := &cobra.Command{
		Use:   "rochade",
		Short: "Announce chess moves for blind and visually impaired players (FIDE Appendix D)",
		Long: `Rochade is an electronic assistant for blind and visually impaired chess
players, following FIDE Laws of Chess, Appendix D. It reads moves in every
usual algebraic notation, announces them with the Appendix D words (Anna,
Bella, Cäsar ... eins, zwei ...), follows games on sensor boards and keeps
the score in Braille.

Messages are printed in the language of --lang-ui, or of LC_ALL,
LC_MESSAGES or LANG (English when none names a known language); the
Appendix D words stay German.

Start with "rochade demo" to hear a sample game.`,
		SilenceUsage:  true,
		SilenceErrors: true,
		PersistentPreRunE: func(*cobra.Command, []string) error {
			if a.langUI == "" {
				return nil
			}
			if _, err := ui.Parse(a.langUI); err != nil {
				return a.printer().Errorf(ui.UnknownUILang, a.langUI, ui.Codes())
			}
			return nil
		},
	}
	root.PersistentFlags().StringVar(&a.langUI, "lang-ui", "", "language of the messages: "+ui.Codes()+" (default: from LC_ALL, LC_MESSAGES or LANG, else en)")
	_ = root.RegisterFlagCompletionFunc("lang-ui", func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		var out []string
		for _, l := range ui.Langs() {
			out = append(out, string(l)+"\t"+l.Name())
		}
		return out, cobra.ShellCompDirectiveNoFileComp
	})
	root.AddCommand(
		newConvertCmd(a),
		newAnnounceCmd(a),
		newRenderCmd(a),
		newBrailleCmd(a),
		newPlayCmd(),
		newDemoCmd(),
		newBoardCmd(),
		newVoicesCmd(),
	)
	setVersion(root)
	return root, a
}

// oneFile checks that a command has one input file: a PGN file or "-".
func (a *app) oneFile(name string) cobra.PositionalArgs {
	return func(_ *cobra.Command, args []string) error {
		if len(args) != 1 {
			return a.printer().Errorf(ui.NeedsOneFile, name)
		}
		return nil
	}
}
