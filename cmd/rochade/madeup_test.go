package main

import (
	"os"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/rochade/rochade/cmd/internal/assistant"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/cmd/internal/ui/uitest"
)

// madeUpEnv tells a child process of the tests to know the made-up
// language too.
const madeUpEnv = "ROCHADE_TEST_MADE_UP_LANGUAGE"

// The child registers the made-up language before it runs its command
// line (the variables of a package are made before its init functions
// run, and audio_test.go's init runs the child).
var _ = func() bool {
	if os.Getenv(madeUpEnv) != "" {
		ui.Register(uitest.MadeUp(madeUpHelp()))
	}
	return true
}()

// madeUpHelp writes the help of every command and flag in the made-up
// language, from the English texts of the catalogue, as a translator
// would: a list the command fills in (the languages, a command's name)
// stays %s.
func madeUpHelp() map[string]string {
	root := newRootCmd()
	root.InitDefaultHelpCmd()
	root.InitDefaultCompletionCmd()
	help := map[string]string{"usage-template": uitest.Pseudo(root.UsageTemplate())}
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		path := c.CommandPath()
		en := ui.New(ui.English)
		for key, text := range map[string]string{":short": c.Short, ":long": c.Long, ":example": c.Example} {
			if t, ok := en.Help(path + key); ok {
				text = t // the body of the help is the catalogue's alone
			}
			if text != "" {
				help[path+key] = uitest.Pseudo(text)
			}
		}
		c.InitDefaultHelpFlag()
		c.InitDefaultVersionFlag()
		flag := func(f *pflag.Flag) {
			usage := f.Usage
			if list, ok := helpLists[f.Name]; ok {
				if l := list(c); l != "" {
					usage = strings.Replace(usage, l, "%s", 1)
				}
			}
			if choices, ok := f.Annotations[choicesAnnotation]; ok {
				usage = strings.Replace(usage, strings.Join(choices, ", "), "%s", 1)
			}
			help[path+" --"+f.Name] = uitest.Pseudo(usage)
		}
		c.LocalFlags().VisitAll(flag)
		c.PersistentFlags().VisitAll(flag)
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
	return help
}

// A made-up language, registered and nothing else, runs everything the
// six languages run, with no line in another language: the help of
// every command, the reasons of a bad PGN file, a board that can never
// be one, and a game on the emulator with the requests typed in its own
// words, the board unplugged and plugged in again, a wrong board and a
// flag fall.
func TestMadeUpLanguageEverywhere(t *testing.T) {
	t.Setenv(madeUpEnv, "1")
	defer ui.Register(uitest.MadeUp(madeUpHelp()))()
	p := ui.New(uitest.Code)
	if r, err := requestParser(p).Parse("lást 3"); err != nil || r.Kind != assistant.AskLast || r.N != 3 {
		t.Errorf("the made-up words are not understood: %+v, %v", r, err)
	}
	oneLanguageEverywhere(t, uitest.Code, commandPaths())
}
