package main

import (
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/rochade/rochade/cmd/internal/ui"
)

// app holds what every command shares: the language of the messages.
type app struct {
	langUI string // --lang-ui; empty: from the environment
	p      *ui.Printer
	l      ui.Lang
}

// lang returns the language of the run (that of printer).
func (a *app) lang() ui.Lang {
	a.printer()
	return a.l
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
			a.l = lang
			return ui.New(lang)
		}
		lang = l
	}
	a.p, a.l = ui.New(lang), lang
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
		Use:           "rochade",
		Short:         "Announce chess moves for blind and visually impaired players (FIDE Appendix D)",
		SilenceUsage:  true,
		SilenceErrors: true,
		PersistentPreRunE: func(*cobra.Command, []string) error {
			if a.langUI == "" {
				return nil
			}
			if _, err := ui.Parse(a.langUI); err != nil {
				return a.printer().Errorf(ui.UnknownUILang, quote(a.langUI), ui.Codes())
			}
			return nil
		},
	}
	addLangUIFlag(root.PersistentFlags(), &a.langUI)
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
		newPlayCmd(a),
		newOnlineCmd(a),
		newDemoCmd(a),
		newCompareCmd(a),
		newBoardCmd(a),
		newVoicesCmd(a),
		newConfigCmd(a),
		newApplianceCmd(a),
	)
	setVersion(root)
	a.localizeHelp(root)
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return a.flagError(c, err)
	})
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

// commandError words the errors of the command line that cobra finds
// itself: a command that does not exist, or arguments a command does
// not take. Any other error is left as it is.
func (a *app) commandError(c *cobra.Command, err error) error {
	p := a.printer()
	msg := err.Error()
	if rest, ok := strings.CutPrefix(msg, "unknown command "); ok {
		name, _, _ := strings.Cut(rest, " for ")
		if n, err := strconv.Unquote(name); err == nil {
			name = n
		}
		return p.Errorf(ui.UnknownCommand, quote(name), c.CommandPath())
	}
	if strings.HasPrefix(msg, "accepts ") && strings.Contains(msg, " arg(s), received ") {
		return p.Errorf(ui.WrongArgs, c.CommandPath(), c.CommandPath())
	}
	return err
}

// flagError words the flag parser's errors as sentences in the run's
// language, with where to find the flags.
func (a *app) flagError(c *cobra.Command, err error) error {
	p := a.printer()
	msg := err.Error()
	for _, f := range []struct {
		prefix string
		key    ui.Key
	}{
		{"unknown flag: ", ui.UnknownFlag},
		{"unknown shorthand flag: ", ui.UnknownFlag},
		{"flag needs an argument: ", ui.FlagNeedsValue},
		{"bad flag syntax: ", ui.UnknownFlag},
	} {
		if rest, ok := strings.CutPrefix(msg, f.prefix); ok {
			return p.Errorf(f.key, rest, c.CommandPath())
		}
	}
	// invalid argument "x" for "--width" flag: strconv.ParseInt: ...
	if rest, ok := strings.CutPrefix(msg, "invalid argument "); ok {
		if val, flag, ok := strings.Cut(rest, " for "); ok {
			flag, _, _ = strings.Cut(flag, " flag")
			if v, err := strconv.Unquote(val); err == nil {
				val = quote(v)
			}
			return p.Errorf(ui.BadFlagValue, val, strings.Trim(flag, `"`), c.CommandPath())
		}
	}
	return err
}
