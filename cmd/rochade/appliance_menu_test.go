package main

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/rochade/rochade/cmd/internal/assistant"
	"github.com/rochade/rochade/cmd/internal/menu"
	"github.com/rochade/rochade/cmd/internal/settings"
	"github.com/rochade/rochade/cmd/internal/ui"
)

// walkTo goes to the first item of the list, then presses Next until
// the focus is on id, and fails if it never is.
func walkTo(t *testing.T, m *menu.Menu, id string) []menu.Line {
	t.Helper()
	for range 30 {
		m.Key(menu.Previous)
	}
	for range 30 {
		if path := m.Path(); len(path) > 0 && path[len(path)-1] == id {
			lines, _ := m.Key(menu.Repeat)
			return lines
		}
		m.Key(menu.Next)
	}
	t.Fatalf("no item %s (at %v)", id, m.Path())
	return nil
}

// pickChoice enters the setting in focus and steps to the choice value.
func pickChoice(t *testing.T, m *menu.Menu, value string) {
	t.Helper()
	lines, _ := m.Key(menu.In)
	for range 30 {
		if lines[0].Choice != nil && lines[0].Choice.Value == value {
			return
		}
		lines, _ = m.Key(menu.Next)
	}
	t.Fatalf("no choice %s", value)
}

// TestMenuFromTables walks the menu made from the settings and request
// tables as the keypad does: Russian, then 15+10, a result, a new game.
func TestMenuFromTables(t *testing.T) {
	path := filepath.Join(t.TempDir(), "rochade.toml")
	os.WriteFile(path, []byte("# my settings\nvoice = \"none\"\n"), 0o644)
	lang := ui.English
	table := func() *settings.Table { return settingsTable(ui.New(lang)) }
	store, _, err := settings.Open(path, table())
	if err != nil {
		t.Fatal(err)
	}
	var asked []assistant.Request
	m := menu.New(func() []menu.Item {
		s, _, _ := settings.Open(path, table())
		return menuItems(ui.New(lang), s, func(r assistant.Request) { asked = append(asked, r) })
	})
	store.Watch(func(c settings.Change) {})
	if lines, _ := m.Key(menu.Choose); lines[0].Kind != menu.Opened || lines[0].Item.ID != "new" {
		t.Fatalf("the menu opens on %+v", lines[0])
	}
	// Every item of the top level has its label in the run's language.
	var top []string
	for range 20 {
		lines, _ := m.Key(menu.Next)
		if id := lines[0].Item.ID; len(top) == 0 || top[len(top)-1] != id {
			top = append(top, id)
		}
	}
	want := []string{"game", "side", "engine", "level", "clock", "lang-ui", "speech", "announce-touch", "braille", "board"}
	if !reflect.DeepEqual(top, want) {
		t.Errorf("top level %v, want %v", top, want)
	}
	lines := walkTo(t, m, "lang-ui")
	if l := lines[0]; l.Item.Label != "Language" || l.Item.Value() != "English" {
		t.Errorf("language item: %q %q", l.Item.Label, l.Item.Value())
	}
	pickChoice(t, m, "ru")
	lines, _ = m.Key(menu.Choose)
	if lines[0].Kind != menu.Saved || lines[0].Choice.Label != "Русский" {
		t.Fatalf("saving Russian: %+v", lines[0])
	}
	lang = ui.Russian
	m.Refresh()
	lines = walkTo(t, m, "clock")
	if l := lines[0]; l.Item.Label != "Контроль времени" || l.Item.Value() != "без часов" {
		t.Errorf("clock item after the change of language: %q %q", l.Item.Label, l.Item.Value())
	}
	pickChoice(t, m, "15m+10s")
	if lines, _ := m.Key(menu.Choose); lines[0].Kind != menu.Saved || lines[0].Choice.Value != "15m+10s" {
		t.Fatalf("saving 15+10: %+v", lines[0])
	}
	got, _ := os.ReadFile(path)
	if string(got) != "# my settings\nvoice = \"none\"\nlang-ui = \"ru\"\nclock = \"15m+10s\"\n" {
		t.Errorf("settings file:\n%s", got)
	}
	// A result: into the game's submenu, result, 1-0, asked first.
	walkTo(t, m, "game")
	m.Key(menu.In)
	walkTo(t, m, "result")
	m.Key(menu.In)
	if lines, _ := m.Key(menu.Choose); lines[0].Kind != menu.Asked || len(asked) != 0 {
		t.Fatalf("a result is asked for first: %+v", lines[0])
	}
	lines, _ = m.Key(menu.Choose)
	if lines[0].Kind != menu.Done || lines[len(lines)-1].Kind != menu.Closed || m.IsOpen() {
		t.Fatalf("result given: %+v", lines)
	}
	if len(asked) != 1 || asked[0].Kind != assistant.AskResult || asked[0].Result != "1-0" {
		t.Errorf("asked %+v", asked)
	}
	// The new game: the first item, Enter twice.
	m.Key(menu.Choose)
	m.Key(menu.Choose)
	m.Key(menu.Choose)
	if len(asked) != 2 || asked[1].Kind != assistant.AskNew {
		t.Errorf("asked %+v", asked)
	}
	if strings.Contains(string(got), "new") {
		t.Error("an action wrote the settings")
	}
}
