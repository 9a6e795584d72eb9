package main

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/spf13/cobra"

	"github.com/rochade/rochade/cmd/internal/gamefile"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/notation"
)

// games returns the reader of PGN games for cmd, with messages in the
// run's language.
func (a *app) games(cmd *cobra.Command, lang *notation.Lang) gamefile.Reader {
	return gamefile.Reader{P: a.printer(), Stdin: cmd.InOrStdin(), Errs: cmd.ErrOrStderr(), Lang: lang}
}

// parseLangIn reads a --lang or --out-lang value; "auto" gives nil.
func parseLangIn(p *ui.Printer, s string, allowAuto bool) (*notation.Lang, error) {
	if allowAuto && (s == "" || s == "auto") {
		return nil, nil
	}
	if l := notation.LangByCode(s); l != nil {
		return l, nil
	}
	return nil, p.Errorf(ui.UnknownLang, quote(s), strings.Join(langCodes(allowAuto), ", "))
}

func langCodes(withAuto bool) []string {
	var out []string
	if withAuto {
		out = append(out, "auto")
	}
	for _, l := range notation.Languages() {
		out = append(out, l.Code)
	}
	return out
}

// completeLang offers the language codes to shell completion.
func completeLang(withAuto bool) func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
	return func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		var out []string
		if withAuto {
			out = append(out, "auto\tdetect the language of each game")
		}
		for _, l := range notation.Languages() {
			out = append(out, l.Code+"\t"+l.Name)
		}
		return out, cobra.ShellCompDirectiveNoFileComp
	}
}

// printable is a file name for a message: quoted with its control
// characters escaped if it has any, as is otherwise.
func printable(name string) string {
	if strings.IndexFunc(name, func(r rune) bool { return unicode.IsControl(r) || r == utf8.RuneError }) >= 0 {
		return strconv.Quote(name)
	}
	return name
}
