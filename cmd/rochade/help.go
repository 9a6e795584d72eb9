package main

import (
	"fmt"
	"strings"
	"sync"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/rochade/rochade/braille"
	"github.com/rochade/rochade/cmd/internal/assistant"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/devices"
)

var addTemplateFuncs sync.Once

// localizeHelp makes --help and "rochade help" show the texts of the
// run's language where its catalogue has them (cmd/internal/ui/locales);
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

// helpLists fill the %s of a flag's translated text: the lists the
// registries give (the languages, the signs), or the command's name.
var helpLists = map[string]func(c *cobra.Command) string{
	"help":    (*cobra.Command).Name,
	"version": (*cobra.Command).Name,
	"sign":    func(*cobra.Command) string { return strings.Join(braille.SignNames(), ", ") },
	"lang-ui": func(*cobra.Command) string { return ui.Codes() },
	"prompts": func(*cobra.Command) string { return promptLangCodes() },
}

// helpSlots are the lists of the tables of protocols and of requests
// that the help of a command names in its text ("a board ({detect})"),
// in every language: a protocol or a request added to its table is in
// the help at once.
var helpSlots = []struct {
	slot string
	list func(p *ui.Printer) string
}{
	{"{detect}", func(*ui.Printer) string { return titles(devices.ProtocolsWhere(detectable)) }},
	{"{detect-names}", func(*ui.Printer) string { return protocolChoices(false, detectable) }},
	{"{serial}", func(*ui.Printer) string { return protocolChoices(false, emulatedOn(devices.Serial)) }},
	{"{ble}", func(*ui.Printer) string { return protocolChoices(false, emulatedOn(devices.Local)) }},
	{"{clock}", func(*ui.Printer) string { return titles(devices.ProtocolsWhere(withClock)) }},
	{"{titles}", func(*ui.Printer) string { return titles(devices.Protocols()) }},
	// The typed requests of the help's groups, in the run's words.
	{"{requests-info}", func(p *ui.Printer) string { return typedHelp(p, assistant.HelpInfo) }},
	{"{requests-game}", func(p *ui.Printer) string { return typedHelp(p, assistant.HelpGame) }},
}

// titles lists the titles of protocols.
func titles(ps []*devices.Protocol) string { return strings.Join(devices.ProtocolTitles(ps), ", ") }

// emulatedOn: the protocols whose boards the emulator runs on t.
func emulatedOn(t devices.Transport) func(*devices.Protocol) bool {
	return func(p *devices.Protocol) bool { return emulable(p) && p.Carries(t) }
}

// fillSlots puts the lists of the tables into a help text.
func fillSlots(p *ui.Printer, s string) string {
	if !strings.Contains(s, "{") {
		return s
	}
	for _, h := range helpSlots {
		if strings.Contains(s, h.slot) {
			s = strings.ReplaceAll(s, h.slot, h.list(p))
		}
	}
	return s
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
		*f.to = fillSlots(p, *f.to)
	}
	c.InitDefaultHelpFlag()
	translate := func(f *pflag.Flag) {
		t, ok := p.Help(path + " --" + f.Name)
		if !ok && path == "rochade appliance" {
			t, ok = p.Help("rochade play --" + f.Name) // play's flags
		}
		if !ok {
			t, ok = p.Help("--" + f.Name)
		}
		if !ok {
			return
		}
		if list, ok := helpLists[f.Name]; ok && strings.Contains(t, "%s") {
			t = fmt.Sprintf(t, list(c))
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
