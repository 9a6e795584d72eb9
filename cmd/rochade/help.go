package main

import (
	"fmt"
	"strings"
	"sync"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/rochade/rochade/braille"
)

var addTemplateFuncs sync.Once

// localizeHelp makes --help and "rochade help" show the texts of the
// run's language where its catalogue has them (cmd/internal/ui, help_de.go);
// the English texts are those of the commands.
func (a *app) localizeHelp(root *cobra.Command) {
	// cobra keeps template functions in a map of its own: added once, so
	// that command lines made at the same time (tests) do not race.
	addTemplateFuncs.Do(func() {
		cobra.AddTemplateFunc("replaceAll", func(old, new, s string) string { return strings.ReplaceAll(s, old, new) })
	})
	show := root.HelpFunc()
	root.SetHelpFunc(func(c *cobra.Command, args []string) {
		a.localize(c.Root())
		show(c, args)
	})
}

// localize puts the translated texts into c and its subcommands.
func (a *app) localize(c *cobra.Command) {
	p := a.printer()
	if !c.HasParent() {
		if t, ok := p.Help("usage-template"); ok {
			c.SetUsageTemplate(t)
		}
	}
	path := c.CommandPath()
	for _, f := range []struct {
		key string
		to  *string
	}{{":short", &c.Short}, {":long", &c.Long}, {":example", &c.Example}} {
		if t, ok := p.Help(path + f.key); ok {
			*f.to = t
		}
	}
	c.InitDefaultHelpFlag()
	translate := func(f *pflag.Flag) {
		t, ok := p.Help(path + " --" + f.Name)
		if !ok {
			t, ok = p.Help("--" + f.Name)
		}
		if !ok {
			return
		}
		switch f.Name {
		case "help", "version":
			t = fmt.Sprintf(t, c.Name())
		case "sign":
			t = fmt.Sprintf(t, strings.Join(braille.SignNames(), ", "))
		}
		if choices, ok := f.Annotations[choicesAnnotation]; ok {
			t = fmt.Sprintf(t, strings.Join(choices, ", "))
		}
		f.Usage = t
	}
	c.LocalFlags().VisitAll(translate)
	c.PersistentFlags().VisitAll(translate)
	for _, sub := range c.Commands() {
		a.localize(sub)
	}
}
