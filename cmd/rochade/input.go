package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/rochade/rochade/notation"
)

// openInput opens the named file, or standard input for "-".
func openInput(cmd *cobra.Command, name string) (io.ReadCloser, error) {
	if name == "-" {
		return io.NopCloser(cmd.InOrStdin()), nil
	}
	f, err := os.Open(name)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, fmt.Errorf("there is no file %s: check the name", name)
		}
		return nil, fmt.Errorf("cannot open %s: %v", name, err)
	}
	return f, nil
}

// parseLang reads a --lang or --out-lang value; "auto" gives nil.
func parseLang(s string, allowAuto bool) (*notation.Lang, error) {
	if allowAuto && (s == "" || s == "auto") {
		return nil, nil
	}
	if l := notation.LangByCode(s); l != nil {
		return l, nil
	}
	return nil, fmt.Errorf("unknown language %q: use one of %s", s, strings.Join(langCodes(allowAuto), ", "))
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

// gameError is reported when some games could not be read completely;
// the command has already written what it could.
type gameError struct{ n int }

func (e gameError) Error() string {
	if e.n == 1 {
		return "1 game could not be read completely: see the message above"
	}
	return fmt.Sprintf("%d games could not be read completely: see the messages above", e.n)
}

// eachGame reads the PGN games of name and calls f for each, with the
// reading error of that game (nil, or a *notation.PGNError after which
// the game holds the moves before the error). Reading errors are printed
// to standard error; the returned error counts them.
func eachGame(cmd *cobra.Command, name string, lang *notation.Lang, f func(g *notation.Game, readErr error) error) error {
	in, err := openInput(cmd, name)
	if err != nil {
		return err
	}
	defer in.Close()
	r := notation.NewPGNReader(in)
	r.Lang = lang
	bad := 0
	for {
		g, err := r.Next()
		if err == io.EOF {
			break
		}
		if g == nil {
			return fmt.Errorf("cannot read %s: %v", name, err)
		}
		if err != nil {
			bad++
			fmt.Fprintf(cmd.ErrOrStderr(), "%s: %v\n", displayName(name), err)
		}
		if ferr := f(g, err); ferr != nil {
			return ferr
		}
	}
	if bad > 0 {
		return gameError{bad}
	}
	return nil
}

func displayName(name string) string {
	if name == "-" {
		return "standard input"
	}
	return name
}
