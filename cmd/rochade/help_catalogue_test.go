package main

import (
	"fmt"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/rochade/rochade/cmd/internal/ui"
)

// English help is in the catalogue like every other language's
// (cmd/internal/ui/locales/en.po): every command's texts and every
// flag's, as the command gives them, so that --help in English shows
// the catalogue's text.
func TestEnglishHelpInCatalogue(t *testing.T) {
	p := ui.New(ui.English)
	root := newRootCmd()
	root.InitDefaultHelpCmd()
	root.InitDefaultCompletionCmd()
	if got, ok := p.Help("usage-template"); !ok || got != root.UsageTemplate() {
		t.Errorf("usage-template: %q", got)
	}
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		path := c.CommandPath()
		for key, text := range map[string]string{":short": c.Short, ":long": c.Long, ":example": c.Example} {
			if got, ok := p.Help(path + key); text != "" && (!ok || strings.TrimRight(got, "\n") != strings.TrimRight(text, "\n")) {
				t.Errorf("%s%s: the catalogue says %q, the command %q", path, key, got, text)
			}
		}
		c.InitDefaultHelpFlag()
		c.InitDefaultVersionFlag()
		flag := func(f *pflag.Flag) {
			got, ok := p.Help(path + " --" + f.Name)
			if !ok {
				got, ok = p.Help("--" + f.Name)
			}
			if !ok {
				t.Errorf("%s --%s: not in the catalogue", path, f.Name)
				return
			}
			if list, ok := helpLists[f.Name]; ok && strings.Contains(got, "%s") {
				got = fmt.Sprintf(got, list(c))
			}
			if choices, ok := f.Annotations[choicesAnnotation]; ok {
				got = fmt.Sprintf(got, strings.Join(choices, ", "))
			}
			if got != f.Usage {
				t.Errorf("%s --%s: the catalogue says %q, the command %q", path, f.Name, got, f.Usage)
			}
		}
		c.LocalFlags().VisitAll(flag)
		c.PersistentFlags().VisitAll(flag)
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
}
