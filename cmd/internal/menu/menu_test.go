package menu

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// world is a small appliance: a clock setting, a language, a submenu
// with an action that asks first, and a new game that closes the menu.
type world struct {
	clock, lang string
	log         []string
	labels      map[string]string
}

func (w *world) root() []Item {
	return []Item{
		{ID: "new-game", Label: w.labels["new"], Closes: true, Do: func() []any { w.log = append(w.log, "new game"); return []any{"started"} }},
		{ID: "clock", Label: w.labels["clock"], Value: func() string { return w.clock },
			Choices: func() []Choice { return []Choice{{"5m+3s", "5+3"}, {"15m+10s", "15+10"}, {"bad", "bad"}} },
			Current: func() string { return w.clock },
			Set: func(v string) error {
				if v == "bad" {
					return errors.New("refused")
				}
				w.clock = v
				return nil
			}},
		{ID: "lang-ui", Label: w.labels["lang"], Value: func() string { return w.lang },
			Choices: func() []Choice { return []Choice{{"en", "English"}, {"ru", "Русский"}} },
			Current: func() string { return w.lang },
			Set: func(v string) error {
				w.lang = v
				w.labels = map[string]string{"new": "Новая партия", "clock": "Контроль времени", "lang": "Язык", "system": "Система", "off": "Выключить", "empty": "Пусто"}
				return nil
			}},
		{ID: "system", Label: w.labels["system"], Items: func() []Item {
			return []Item{
				{ID: "shut-down", Label: w.labels["off"], Confirm: true, Do: func() []any { w.log = append(w.log, "shut down"); return nil }},
				{ID: "empty", Label: w.labels["empty"], Items: func() []Item { return nil }},
			}
		}},
	}
}

// say is a line as the tests read it.
func say(l Line) string {
	name := ""
	if l.Item != nil {
		name = l.Item.ID
	}
	switch l.Kind {
	case Opened:
		return "opened " + name
	case ItemLine:
		if l.Item.Value != nil {
			return name + ": " + l.Item.Value()
		}
		return name
	case ChoiceLine:
		s := name + " = " + l.Choice.Label
		if l.Current {
			s += " (now)"
		}
		return s
	case Saved:
		return "saved " + name + " = " + l.Choice.Value
	case Failed:
		return fmt.Sprintf("failed %s = %s: %v", name, l.Choice.Value, l.Err)
	case Asked:
		return "sure? " + name
	case Done:
		return fmt.Sprintf("done %s %v", name, l.Facts)
	case Empty:
		return "empty " + name
	case Closed:
		return "closed"
	}
	return "?"
}

func press(t *testing.T, m *Menu, keys ...Key) []string {
	t.Helper()
	var out []string
	for _, k := range keys {
		lines, used := m.Key(k)
		if !used {
			out = append(out, "-")
			continue
		}
		if len(lines) == 0 {
			t.Fatalf("key %d said nothing", k)
		}
		var s []string
		for _, l := range lines {
			s = append(s, say(l))
		}
		out = append(out, strings.Join(s, "; "))
	}
	return out
}

func newWorld() *world {
	return &world{clock: "none", lang: "en", labels: map[string]string{"new": "New game", "clock": "Time control", "lang": "Language", "system": "System", "off": "Shut down", "empty": "Empty"}}
}

func TestWalk(t *testing.T) {
	w := newWorld()
	m := New(w.root)
	got := press(t, m,
		Repeat, Next, // closed: not the menu's
		Choose,       // opens
		Previous,     // at the first: stays
		Next, Repeat, // clock
		In, Next, Repeat, // 15+10
		Choose,       // saved
		Repeat,       // the item with its new value
		Choose, Next, // bad
		Choose,           // refused: stays
		Out,              // back without change
		Next, Next, Next, // system (the last), stays
		In, Choose, // shut down: asks
		Next,                     // another key cancels
		Previous, Choose, Choose, // asks, then does
		Next, Choose, // an empty submenu
		Out, Out, // back to the top, closed
		Choose, Close,
	)
	want := []string{
		"-", "-",
		"opened new-game",
		"new-game",
		"clock: none", "clock: none",
		"clock = 5+3", "clock = 15+10", "clock = 15+10",
		"saved clock = 15m+10s",
		"clock: 15m+10s",
		"clock = 15+10 (now)", "clock = bad",
		"failed clock = bad: refused",
		"clock: 15m+10s",
		"lang-ui: en", "system", "system",
		"shut-down", "sure? shut-down",
		"empty",
		"shut-down", "sure? shut-down", "done shut-down []",
		"empty", "empty empty",
		"system", "closed",
		"opened new-game", "closed",
	}
	if !reflect.DeepEqual(got, want) {
		for i := range max(len(got), len(want)) {
			var g, wt string
			if i < len(got) {
				g = got[i]
			}
			if i < len(want) {
				wt = want[i]
			}
			mark := ""
			if g != wt {
				mark = "   <-- want " + wt
			}
			t.Logf("%2d %s%s", i, g, mark)
		}
		t.Fatal("the walk differs")
	}
	if !reflect.DeepEqual(w.log, []string{"shut down"}) || w.clock != "15m+10s" {
		t.Errorf("log %v clock %s", w.log, w.clock)
	}
}

func TestActionClosesAndRefresh(t *testing.T) {
	w := newWorld()
	m := New(w.root)
	if got := press(t, m, Choose, Choose); !reflect.DeepEqual(got, []string{"opened new-game", "done new-game [started]; closed"}) || m.IsOpen() {
		t.Fatalf("new game: %v", got)
	}
	// A new language: the labels of the open menu follow.
	press(t, m, Choose, Next, Next, In, Next, Choose)
	if w.lang != "ru" || m.Path()[0] != "lang-ui" {
		t.Fatalf("lang %s path %v", w.lang, m.Path())
	}
	m.Refresh()
	lines, _ := m.Key(Repeat)
	if lines[0].Item.Label != "Язык" {
		t.Errorf("after Refresh the item is %q", lines[0].Item.Label)
	}
	lines, _ = m.Key(Next)
	if lines[0].Item.Label != "Система" {
		t.Errorf("the next item is %q", lines[0].Item.Label)
	}
}

func TestEmptyRoot(t *testing.T) {
	m := New(func() []Item { return nil })
	if got := press(t, m, Choose); got[0] != "empty ; closed" || m.IsOpen() {
		t.Errorf("empty menu: %v", got)
	}
}

// FuzzKeys: any keys in any order never panic, every key the menu takes
// is answered, and only Choose opens it.
func FuzzKeys(f *testing.F) {
	f.Add([]byte{0, 2, 3, 2, 0, 4, 5, 6})
	f.Add([]byte{0, 2, 2, 2, 3, 0, 0, 1, 0})
	f.Fuzz(func(t *testing.T, keys []byte) {
		w := newWorld()
		m := New(w.root)
		for _, b := range keys {
			k := Key(b % 7)
			wasOpen := m.IsOpen()
			lines, used := m.Key(k)
			if used != (wasOpen || k == Choose) {
				t.Fatalf("key %d used %v with the menu open %v", k, used, wasOpen)
			}
			if used && len(lines) == 0 {
				t.Fatalf("key %d said nothing", k)
			}
			if b%3 == 0 {
				m.Refresh()
			}
		}
	})
}
