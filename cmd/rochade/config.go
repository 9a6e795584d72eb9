package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/rochade/rochade/cmd/internal/settings"
	"github.com/rochade/rochade/cmd/internal/ui"
)

// The settings file: every flag of play and of the appliance is a key of
// the same name (config_table.go makes the table from the flags).

// defaultConfigPath returns the settings file in the user's config
// folder, or "" where there is none (no home folder).
func defaultConfigPath() string {
	dir, err := os.UserConfigDir()
	if err != nil || dir == "" {
		return ""
	}
	return filepath.Join(dir, "rochade", "rochade.toml")
}

// addConfigFlag registers --config on fs.
func addConfigFlag(fs *pflag.FlagSet, path *string) {
	fs.StringVar(path, "config", "", "the settings `file` (TOML; default: rochade.toml in the user's config folder, rochade config path says where); flags given on the command line win")
}

// configPath returns the settings file a command uses: --config, else
// the default.
func configPath(flag string) string {
	if flag != "" {
		return flag
	}
	return defaultConfigPath()
}

// openSettings reads the settings file of a command and sets the flags
// the command line did not give to its values; a language set in the
// file becomes the run's language. The store's table is labelled in
// that language. problems are the values refused and the unknown keys,
// err a syntax error (the settings before it are kept) or a file that
// cannot be read (then the store is nil).
func (a *app) openSettings(cmd *cobra.Command, path string) (s *settings.Store, problems []error, err error) {
	if path == "" {
		return nil, nil, nil
	}
	s, _, err = settings.Open(path, settingsTable(nil))
	if s == nil {
		return nil, nil, err
	}
	langBefore := a.langUI
	if aerr := s.Apply(cmd.Flags()); aerr != nil {
		return nil, nil, aerr
	}
	if a.langUI != langBefore {
		a.p = nil // the file's language
	}
	// Read again with the labels of the run's language.
	s, problems, err = settings.Open(path, settingsTable(a.printer()))
	return s, problems, err
}

// settingsProblems prints the problems of a settings file on w, one a
// line, and returns the first that play cannot start with (a refused
// value or a syntax error); unknown keys are only said.
func settingsProblems(p *ui.Printer, w io.Writer, problems []error, err error) error {
	var fatal []error
	for _, pr := range problems {
		if _, ok := pr.(*settings.UnknownKeyError); ok {
			fmt.Fprintln(w, configErrorLine(p, pr))
			continue
		}
		fatal = append(fatal, pr)
	}
	if err != nil {
		fatal = append(fatal, err)
	}
	if len(fatal) == 0 {
		return nil
	}
	for _, f := range fatal[:len(fatal)-1] {
		fmt.Fprintln(w, configErrorLine(p, f))
	}
	return p.Worded(fatal[len(fatal)-1])
}

// configErrorLine words an error of the settings in the run's language:
// the file, the line, the key, the value and why (the errors of package
// settings are facts). The web page words a form's error with it.
func configErrorLine(p *ui.Printer, err error) string { return p.Say(err) }

// newConfigCmd returns rochade config: show, set and path.
func newConfigCmd(a *app) *cobra.Command {
	var path string
	cmd := &cobra.Command{
		Use:   "config show|set KEY VALUE|path",
		Short: "Show and change the settings file that play and the appliance read",
		Args:  cobra.NoArgs,
	}
	addConfigFlag(cmd.PersistentFlags(), &path)
	var all bool
	show := &cobra.Command{
		Use:   "show [--all]",
		Short: "Show the settings the file sets (with --all every setting, the defaults too)",
		Args:  cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			return runConfigShow(a, c, configPath(path), all)
		},
	}
	show.Flags().BoolVar(&all, "all", false, "show every setting, those with their defaults too")
	set := &cobra.Command{
		Use:   "set KEY VALUE...",
		Short: "Check a value and save it in the settings file (several values for a list, such as two boards)",
		Args:  cobra.MinimumNArgs(2),
		RunE: func(c *cobra.Command, args []string) error {
			return runConfigSet(a, c, configPath(path), args[0], args[1:])
		},
	}
	pathCmd := &cobra.Command{
		Use:   "path",
		Short: "Print where the settings file is",
		Args:  cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			fmt.Fprintln(c.OutOrStdout(), configPath(path))
			return nil
		},
	}
	cmd.AddCommand(show, set, pathCmd)
	return cmd
}

// runConfigShow prints the settings: those of the file, or all.
func runConfigShow(a *app, c *cobra.Command, path string, all bool) error {
	s, problems, err := a.openSettings(c, path)
	p := a.printer()
	if s == nil && err != nil {
		return p.Worded(err)
	}
	out := c.OutOrStdout()
	if _, serr := os.Stat(path); serr != nil {
		fmt.Fprintln(out, "# "+p.Sprintf(ui.ConfigNoFile, path))
	} else {
		fmt.Fprintln(out, "# "+p.Sprintf(ui.ConfigFile, path))
	}
	defaults := 0
	for _, st := range s.Table().Settings() {
		values, set := s.Get(st.Key)
		if !set {
			defaults++
			if !all {
				continue
			}
			values = []string{st.Default}
			if st.Kind == settings.List && st.Default == "" {
				values = nil
			}
		}
		text, terr := settings.Encode(st.Kind, values)
		if terr != nil {
			text = fmt.Sprintf("%q", strings.Join(values, ","))
		}
		line := st.Key + " = " + text
		if !set {
			line += "  # " + p.Sprintf(ui.ConfigDefault)
		}
		fmt.Fprintln(out, line)
	}
	if !all && defaults > 0 {
		fmt.Fprintln(out, "# "+p.Plural(ui.ConfigDefaults, defaults, defaults))
	}
	return settingsProblems(p, c.ErrOrStderr(), problems, err)
}

// runConfigSet checks a value and saves it.
func runConfigSet(a *app, c *cobra.Command, path, key string, values []string) error {
	s, _, err := a.openSettings(c, path)
	p := a.printer()
	if s == nil && err != nil {
		return p.Worded(err)
	}
	if err := s.Set(key, values...); err != nil {
		var se *settings.SyntaxError
		if errors.As(err, &se) {
			fmt.Fprintln(c.ErrOrStderr(), configErrorLine(p, err))
			return p.Errorf(ui.ConfigNotChanged, path)
		}
		return p.Worded(err)
	}
	st, _ := s.Table().Lookup(key)
	text, _ := settings.Encode(st.Kind, values)
	fmt.Fprintln(c.OutOrStdout(), p.Sprintf(ui.ConfigSaved, path, key, text))
	return nil
}

// playSettings reads play's settings file (--config, else the default
// one; a file named that is not there is an error, the default one may
// be missing) and sets the flags not given to its values. A refused
// value or a syntax error stops play, as a bad flag does; unknown keys
// are said on standard error. The store is the file, for the live
// page's settings (nil where there is no settings file to have).
func (a *app) playSettings(cmd *cobra.Command, flag string) (*settings.Store, error) {
	path := configPath(flag)
	if flag != "" {
		if _, err := os.Stat(flag); err != nil {
			return nil, a.printer().Errorf(ui.NoSuchFile, flag)
		}
	}
	s, problems, err := a.openSettings(cmd, path)
	if err := settingsProblems(a.printer(), cmd.ErrOrStderr(), problems, err); err != nil {
		return nil, err
	}
	return s, nil
}
