package main

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/spf13/cobra"

	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/madeup"
)

// protocolRecipe is what docs/extending.md's recipe of a board protocol
// took for the made-up protocol of devices/madeup, file by file: the
// file the recipe names for a protocol "foo" of the table, and the one
// that holds the same for the made-up protocol (empty where a protocol
// made up for the tests has none, with the reason).
var protocolRecipe = []struct{ recipe, madeUp, none string }{
	{recipe: "devices/foo/foo.go", madeUp: "devices/madeup/madeup.go"},
	{recipe: "devices/foo/firmware.go", madeUp: "devices/madeup/firmware.go"},
	{recipe: "devices/foo/foo_test.go", madeUp: "devices/madeup/madeup_test.go"},
	{recipe: "devices/driver_foo.go", madeUp: "devices/madeup/driver.go"},
	{recipe: "devices/protocols.go", madeUp: "devices/madeup/protocol.go"},
	{recipe: "docs/devices.md", none: "no board speaks a made-up protocol"},
	{recipe: "README.md", none: "no board speaks a made-up protocol"},
}

// The recipe holds: docs/extending.md lists the files a protocol takes,
// and they are the files the made-up protocol took, one for one.
func TestProtocolRecipeFiles(t *testing.T) {
	doc, err := os.ReadFile("../../docs/extending.md")
	if err != nil {
		t.Fatal(err)
	}
	listed := recipeFiles(t, string(doc), "## A board protocol")
	var want []string
	for _, f := range protocolRecipe {
		want = append(want, f.recipe)
		if f.madeUp == "" {
			if f.none == "" {
				t.Errorf("%s: no file of the made-up protocol, and no reason", f.recipe)
			}
			continue
		}
		if _, err := os.Stat(filepath.Join("../..", f.madeUp)); err != nil {
			t.Errorf("%s: %v", f.recipe, err)
		}
	}
	if !slices.Equal(listed, want) {
		t.Errorf("docs/extending.md lists %d files:\n  %s\nthe made-up protocol took %d:\n  %s",
			len(listed), strings.Join(listed, "\n  "), len(want), strings.Join(want, "\n  "))
	}
	if n := recipeCount(t, string(doc), "## A board protocol"); n != len(want) {
		t.Errorf("docs/extending.md says %d files; the recipe took %d", n, len(want))
	}
}

// recipeFiles returns the files of a recipe's list in section (from its
// heading to the next): the paths in backquotes of the first list after
// "The files:".
func recipeFiles(t *testing.T, doc, section string) []string {
	t.Helper()
	text := sectionOf(t, doc, section)
	i := strings.Index(text, "The files:")
	if i < 0 {
		t.Fatalf("%s: no list of files (The files:)", section)
	}
	var out []string
	for _, line := range strings.Split(text[i:], "\n")[1:] {
		m := regexp.MustCompile("^- `([^`]+)`").FindStringSubmatch(line)
		if m == nil {
			if len(out) == 0 {
				continue
			}
			break
		}
		out = append(out, m[1])
	}
	return out
}

// numberWords are the counts the recipes say in words.
var numberWords = []string{"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"}

// recipeCount reads the count a recipe says: "N files in all".
func recipeCount(t *testing.T, doc, section string) int {
	t.Helper()
	m := regexp.MustCompile(`(\w+) files in all`).FindStringSubmatch(sectionOf(t, doc, section))
	if m == nil {
		t.Fatalf("%s: no count of files (N files in all)", section)
	}
	n := slices.Index(numberWords, strings.ToLower(m[1]))
	if n < 0 {
		t.Fatalf("%s: the count %q", section, m[1])
	}
	return n
}

// sectionOf returns the text of a section of doc, its heading included.
func sectionOf(t *testing.T, doc, heading string) string {
	t.Helper()
	i := strings.Index(doc, "\n"+heading+"\n")
	if i < 0 {
		t.Fatalf("no section %q", heading)
	}
	text := doc[i+1:]
	if j := strings.Index(text[len(heading):], "\n## "); j >= 0 {
		text = text[:len(heading)+j]
	}
	return text
}

// A protocol whose boards talk unasked and are calibrated, on a serial
// line, added as docs/extending.md says (devices/madeup) and registered
// in the table, works everywhere at once: the help of every language
// names it where it names the serial protocols, a port where no board
// answers names it, and a game on its board over a pseudo-terminal is
// followed with the protocol found out (the port probed), every move
// announced and recorded.
//
// Not parallel: the made-up protocol is in the process's protocol table
// while it runs, where the other tests would meet it.
func TestMadeUpProtocolEndToEnd(t *testing.T) {
	proto := madeup.Protocol()
	if err := devices.Register(proto); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { devices.Unregister(proto) })

	for _, l := range ui.Langs() {
		lang := string(l)
		for _, c := range []struct {
			args []string
			want string
		}{
			{[]string{"board", "detect", "--help"}, "Made-Up)"}, // the boards looked for on serial ports
			{[]string{"board", "emulate", "--help"}, "madeup)"}, // the serial boards it emulates
			{[]string{"play", "--help"}, "Made-Up)"},            // the boards it follows
		} {
			out, _, err := run(t, "", append([]string{"--lang-ui", lang}, c.args...)...)
			if err != nil || !strings.Contains(out, c.want) || strings.Contains(out, "{") {
				t.Errorf("%s %v: %q is not in the help, or a slot is left: %v\n%s", lang, c.args, c.want, err, out)
			}
		}
		p := ui.New(l)
		if s := p.Say(&devices.NoAnswerError{Path: "/dev/ttyUSB0"}); !strings.Contains(s, "Made-Up") {
			t.Errorf("%s: no answer on a port: %s", lang, s)
		}
	}

	// The emulator runs its board on a pseudo-terminal; play probes the
	// port (DGT and Millennium ask first, in vain) and follows the game
	// in German.
	game := readTestGame(t, "../../testdata/appendix-c.pgn")
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	ectx, switchOff := context.WithCancel(ctx)
	defer switchOff()
	path, emuDone, emuErr := startInProcess(t, ectx, "board", "emulate", "--protocol", "made-up",
		"--game", "../../testdata/appendix-c.pgn", "--speed", "3", "--plain")
	if path == "" || strings.HasPrefix(path, "unix:") {
		t.Fatalf("the emulator's first line is %q, no pseudo-terminal; %s", path, emuErr.String())
	}
	record := filepath.Join(t.TempDir(), "games.pgn")
	pctx, stop := context.WithCancel(ctx)
	go func() {
		for !strings.Contains(emuErr.String(), "moves played") && pctx.Err() == nil {
			time.Sleep(50 * time.Millisecond)
		}
		time.Sleep(time.Second)
		stop()
	}()
	out, errOut, err := runCtx(t, pctx, "", "--lang-ui", "de", "play", "--board", path, "--voice", "none", "--record", record)
	switchOff()
	if err := <-emuDone; err != nil {
		t.Errorf("the emulator: %v; %s", err, emuErr.String())
	}
	if err != nil {
		t.Fatalf("play: %v\n%s", err, errOut)
	}
	if !strings.Contains(errOut, "Brett verbunden: Made-Up Version 1") {
		t.Errorf("play did not say in German that the made-up board is connected:\n%s", errOut)
	}
	want := gameLines(game)
	got := strings.Split(strings.TrimSpace(out), "\n")
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("play said\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if games := readRecord(t, record); len(games) != 1 || !slicesEqual(games[0].Moves, game.Moves) {
		t.Errorf("the record holds %d games; want the game", len(games))
	}
}

// slotRe finds the slots of a help text that the tables fill.
var slotRe = regexp.MustCompile(`\{[a-z-]+\}`)

// Every slot of a help text is one the tables fill, and each language's
// text of a command has the slots of the English one.
func TestHelpSlots(t *testing.T) {
	known := map[string]bool{}
	for _, h := range helpSlots {
		known[h.slot] = true
	}
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		path := c.CommandPath()
		for _, f := range []struct{ key, english string }{{":short", c.Short}, {":long", ""}} {
			if english, ok := ui.New(ui.English).Help(path + f.key); ok {
				f.english = english
			}
			want := slotRe.FindAllString(f.english, -1)
			for _, s := range want {
				if !known[s] {
					t.Errorf("%s%s: the slot %s is filled by no table", path, f.key, s)
				}
			}
			slices.Sort(want)
			for _, l := range ui.Langs() {
				text, ok := ui.New(l).Help(path + f.key)
				if !ok {
					continue
				}
				got := slotRe.FindAllString(text, -1)
				slices.Sort(got)
				if !slices.Equal(got, want) {
					t.Errorf("%s %s%s: slots %v, the English text's %v", l, path, f.key, got, want)
				}
			}
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(newRootCmd())
}
