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
// (cmd/internal/ui/locales/en.po): the body of every command's help
// (its long text and examples) only there; the one-line texts and the
// flags' that completion shows before a catalogue is read are the
// catalogue's too, word for word.
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
		if got, ok := p.Help(path + ":short"); c.Short != "" && (!ok || got != c.Short) {
			t.Errorf("%s:short: the catalogue says %q, the command %q", path, got, c.Short)
		}
		// The body of the help is the catalogue's alone: the command
		// has none of its own.
		// (cobra's own commands, help and completion, come with cobra's
		// English, which the catalogue's replaces.)
		cobras := c.Name() == "help" || c.Name() == "completion" || c.HasParent() && c.Parent().Name() == "completion"
		if !cobras && (c.Long != "" || c.Example != "") {
			t.Errorf("%s: the command has a help text of its own, not the catalogue's: %q %q", path, c.Long, c.Example)
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
