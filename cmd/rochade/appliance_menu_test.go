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
	want := []string{"game", "side", "engine", "online", "level", "clock", "lang-ui", "speech", "announce-touch", "braille", "board"}
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

// TestMenuOpponentOnline chooses an online game as the opponent: the
// server lichess is set and the engine off, a game of 15+10 is sought,
// a challenge that comes in is accepted from the game's submenu; the
// computer chosen again sets the online game off.
func TestMenuOpponentOnline(t *testing.T) {
	path := filepath.Join(t.TempDir(), "rochade.toml")
	os.WriteFile(path, []byte("# my settings\nvoice = \"none\"\nengine = \"stockfish\"\n"), 0o644)
	table := func() *settings.Table { return settingsTable(ui.New(ui.German)) }
	var asked []assistant.Request
	m := menu.New(func() []menu.Item {
		s, _, _ := settings.Open(path, table())
		return menuItems(ui.New(ui.German), s, func(r assistant.Request) { asked = append(asked, r) })
	})
	m.Key(menu.Choose)
	// Without an online game, the game's submenu has no online request.
	walkTo(t, m, "game")
	m.Key(menu.In)
	for range 30 {
		lines, _ := m.Key(menu.Next)
		if id := lines[0].Item.ID; id == "accept" || id == "claim" {
			t.Fatalf("%s offered with the computer as the opponent", id)
		}
	}
	m.Key(menu.Out)
	lines := walkTo(t, m, "engine")
	if l := lines[0]; l.Item.Label != "Gegner" || l.Item.Value() != "der Computer" {
		t.Errorf("opponent item: %q %q", l.Item.Label, l.Item.Value())
	}
	pickChoice(t, m, "online")
	if lines, _ := m.Key(menu.Choose); lines[0].Kind != menu.Saved || lines[0].Choice.Label != "Online-Partie" {
		t.Fatalf("choosing an online game: %+v", lines[0])
	}
	got, _ := os.ReadFile(path)
	if string(got) != "# my settings\nvoice = \"none\"\nengine = \"\"\nonline = \"lichess\"\n" {
		t.Errorf("settings file:\n%s", got)
	}
	m.Refresh()
	// Its settings: the server, the game sought, the player challenged.
	lines = walkTo(t, m, "online")
	if l := lines[0]; l.Item.Label != "Online spielen" {
		t.Errorf("online submenu: %q", l.Item.Label)
	}
	m.Key(menu.In)
	lines = walkTo(t, m, "online")
	if l := lines[0]; l.Item.Label != "Server" || l.Item.Value() != "lichess.org" {
		t.Errorf("server item: %q %q", l.Item.Label, l.Item.Value())
	}
	lines = walkTo(t, m, "seek")
	if l := lines[0]; l.Item.Label != "Gegner suchen" || l.Item.Value() != "Nein, auf eine Herausforderung warten" {
		t.Errorf("seek item: %q %q", l.Item.Label, l.Item.Value())
	}
	pickChoice(t, m, "15+10")
	if lines, _ := m.Key(menu.Choose); lines[0].Kind != menu.Saved || lines[0].Choice.Value != "15+10" {
		t.Fatalf("seeking 15+10: %+v", lines[0])
	}
	walkTo(t, m, "challenge")
	m.Key(menu.Out)
	// A challenge that comes in: accepted from the game's submenu.
	walkTo(t, m, "game")
	m.Key(menu.In)
	walkTo(t, m, "accept")
	if lines, _ := m.Key(menu.Choose); lines[0].Kind != menu.Asked || len(asked) != 0 {
		t.Fatalf("accepting is asked for first: %+v", lines[0])
	}
	m.Key(menu.Choose)
	if len(asked) != 1 || asked[0].Kind != assistant.AskAccept {
		t.Fatalf("asked %+v", asked)
	}
	// The computer again: the online game off.
	if m.IsOpen() {
		t.Fatal("the menu stays open after accepting")
	}
	m.Key(menu.Choose)
	walkTo(t, m, "engine")
	// From the online game, the choice before it.
	if lines, _ := m.Key(menu.In); lines[0].Choice == nil || lines[0].Choice.Value != "online" {
		t.Fatalf("the opponent's choice now: %+v", lines[0])
	}
	if lines, _ := m.Key(menu.Previous); lines[0].Choice == nil || lines[0].Choice.Value != "stockfish" {
		t.Fatalf("the choice before the online game: %+v", lines[0])
	}
	if lines, _ := m.Key(menu.Choose); lines[0].Kind != menu.Saved {
		t.Fatalf("choosing the computer: %+v", lines[0])
	}
	got, _ = os.ReadFile(path)
	if string(got) != "# my settings\nvoice = \"none\"\nengine = \"stockfish\"\nonline = \"\"\nseek = \"15+10\"\n" {
		t.Errorf("settings file:\n%s", got)
	}
}

// The online settings take what play --online, --seek and --challenge
// take, and nothing else.
func TestOnlineSettingsChecked(t *testing.T) {
	store, _, err := settings.Open(filepath.Join(t.TempDir(), "rochade.toml"), settingsTable(ui.New(ui.English)))
	if err != nil {
		t.Fatal(err)
	}
	for key, bad := range map[string][]string{
		"online":    {"ftp://example.org", "not a server"},
		"seek":      {"1+0", "15", "15+x"},
		"challenge": {"a", "name with spaces", "<script>", strings.Repeat("x", 31)},
	} {
		for _, v := range bad {
			if err := store.Set(key, v); err == nil {
				t.Errorf("%s = %q taken", key, v)
			}
		}
	}
	for key, good := range map[string][]string{
		"online":    {"lichess", "https://lichess.dev", "http://127.0.0.1:9663", ""},
		"seek":      {"15+10", "90+30", ""},
		"challenge": {"Anna_Schach", "bob-2", ""},
	} {
		for _, v := range good {
			if err := store.Set(key, v); err != nil {
				t.Errorf("%s = %q: %v", key, v, err)
			}
		}
	}
}
