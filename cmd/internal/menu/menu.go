// Package menu is the spoken menu of the appliance: a tree of items
// walked with a few keys, each step answered by one line.
//
// The keys (a numeric keypad's, see package keypad; a DGT3000's buttons;
// a terminal's):
//
//	Choose    Enter: opens the menu; chooses an item or a value
//	Previous  8: the item before (at the first, the first again)
//	Next      2: the item after (at the last, the last again)
//	In        6: into a submenu or a setting's values
//	Out       4: back one level; from the top, the menu closes
//	Repeat    5: the item again with its current value
//	Close     Backspace or the decimal key: closes the menu
//
// Items are settings (a label, a value, the values offered, a Set that
// saves at once), submenus and actions (an action that changes the game
// or the machine may ask for a confirmation first: a second Choose).
// The menu states facts (Line); the command words and speaks them.
package menu

// Key is a key of the menu.
type Key int

// The keys.
const (
	Choose Key = iota
	Previous
	Next
	In
	Out
	Repeat
	Close
)

// Choice is a value a setting offers.
type Choice struct {
	Value string
	Label string
}

// Item is an entry of the menu.
type Item struct {
	// ID names the item for the command and its tests: the setting's key
	// ("clock") or the action's name ("new-game").
	ID    string
	Label string

	// A setting: Value says its current value (worded), Choices the
	// values offered, Set saves one.
	Value   func() string
	Choices func() []Choice
	Current func() string // the current value among Choices' values
	Set     func(value string) error

	// A submenu: its items, made when it is entered (a Bluetooth scan's
	// boards, the games on a stick).
	Items func() []Item

	// An action: Do does it and returns the facts to say (which the
	// command words); Confirm, when true, asks first and does it on a
	// second Choose; Closes closes the menu after it (a new game: back to
	// the board).
	Do      func() []any
	Confirm bool
	Closes  bool
}

// LineKind says what a Line tells.
type LineKind int

// The lines.
const (
	Opened     LineKind = iota // the menu opened; Item is the first item
	ItemLine                   // Item with its value
	ChoiceLine                 // Choice of Item; Current: it is the value now
	Saved                      // Item set to Choice
	Failed                     // Item could not be set to Choice: Err
	Asked                      // Item's action waits for a second Choose
	Done                       // Item's action was done: Facts
	Empty                      // a submenu with nothing in it: Item
	Closed                     // the menu closed
)

// Line is what the menu says after a key.
type Line struct {
	Kind    LineKind
	Item    *Item
	Choice  *Choice
	Current bool
	Err     error
	Facts   []any // Done: what the action said
}

// level is an open list: items, or a setting's choices.
type level struct {
	make    func() []Item // makes items again (Refresh)
	items   []Item
	choices []Choice
	setting *Item // the setting whose choices these are
	at      int
}

// Menu is the menu's state.
type Menu struct {
	root   func() []Item
	stack  []*level
	asking bool // the item in focus waits for a second Choose
}

// New returns a closed menu whose top level root makes.
func New(root func() []Item) *Menu { return &Menu{root: root} }

// IsOpen tells whether the menu is open: then it takes every key.
func (m *Menu) IsOpen() bool { return len(m.stack) > 0 }

// Path returns the IDs of the items leading to the focus (for tests and
// a page that shows where the menu is).
func (m *Menu) Path() []string {
	var out []string
	for _, l := range m.stack {
		if l.setting == nil && l.at < len(l.items) {
			out = append(out, l.items[l.at].ID)
		}
	}
	return out
}

// Focus returns the item in focus: at the deepest list of items open
// (a setting whose values are open is in focus); nil when closed.
func (m *Menu) Focus() *Item {
	for i := len(m.stack) - 1; i >= 0; i-- {
		l := m.stack[i]
		if l.setting == nil && l.at < len(l.items) {
			return &l.items[l.at]
		}
	}
	return nil
}

// Key takes a key. used is false for a key the closed menu does not
// take (any but Choose): it keeps its meaning outside the menu.
func (m *Menu) Key(k Key) (lines []Line, used bool) {
	if !m.IsOpen() {
		if k != Choose {
			return nil, false
		}
		m.stack = []*level{{make: m.root, items: m.root()}}
		l := m.top()
		if len(l.items) == 0 {
			m.stack = nil
			return []Line{{Kind: Empty}, {Kind: Closed}}, true
		}
		return []Line{{Kind: Opened, Item: &l.items[0]}}, true
	}
	asking := m.asking
	m.asking = false
	l := m.top()
	if l.setting != nil {
		return m.choiceKey(l, k), true
	}
	item := &l.items[l.at]
	switch k {
	case Previous, Next:
		l.at = step(l.at, len(l.items), k)
		return []Line{{Kind: ItemLine, Item: &l.items[l.at]}}, true
	case Repeat:
		if asking {
			m.asking = true
			return []Line{{Kind: Asked, Item: item}}, true
		}
		return []Line{{Kind: ItemLine, Item: item}}, true
	case Out:
		return m.out(), true
	case Close:
		m.stack = nil
		return []Line{{Kind: Closed}}, true
	case In, Choose:
		switch {
		case item.Items != nil:
			items := item.Items()
			if len(items) == 0 {
				return []Line{{Kind: Empty, Item: item}}, true
			}
			m.stack = append(m.stack, &level{make: item.Items, items: items})
			return []Line{{Kind: ItemLine, Item: &m.top().items[0]}}, true
		case item.Choices != nil:
			choices := item.Choices()
			if len(choices) == 0 {
				return []Line{{Kind: Empty, Item: item}}, true
			}
			at := 0
			if item.Current != nil {
				cur := item.Current()
				for i, c := range choices {
					if c.Value == cur {
						at = i
					}
				}
			}
			m.stack = append(m.stack, &level{choices: choices, setting: item, at: at})
			return []Line{m.choiceLine()}, true
		case item.Do != nil:
			if k == In && !asking {
				// 6 enters: an action is done with Enter only.
				return []Line{{Kind: ItemLine, Item: item}}, true
			}
			if item.Confirm && !asking {
				m.asking = true
				return []Line{{Kind: Asked, Item: item}}, true
			}
			lines := []Line{{Kind: Done, Item: item, Facts: item.Do()}}
			if item.Closes {
				m.stack = nil
				lines = append(lines, Line{Kind: Closed})
			}
			return lines, true
		}
		return []Line{{Kind: ItemLine, Item: item}}, true
	}
	return []Line{{Kind: ItemLine, Item: item}}, true
}

// choiceKey takes a key among a setting's values.
func (m *Menu) choiceKey(l *level, k Key) []Line {
	switch k {
	case Previous, Next:
		l.at = step(l.at, len(l.choices), k)
		return []Line{m.choiceLine()}
	case Repeat:
		return []Line{m.choiceLine()}
	case Out:
		return m.out()
	case Close:
		m.stack = nil
		return []Line{{Kind: Closed}}
	}
	// Choose or In: the value is saved at once.
	c := l.choices[l.at]
	if err := l.setting.Set(c.Value); err != nil {
		return []Line{{Kind: Failed, Item: l.setting, Choice: &c, Err: err}}
	}
	item := l.setting
	m.stack = m.stack[:len(m.stack)-1]
	return []Line{{Kind: Saved, Item: item, Choice: &c}}
}

func (m *Menu) choiceLine() Line {
	l := m.top()
	c := l.choices[l.at]
	current := l.setting.Current != nil && l.setting.Current() == c.Value
	return Line{Kind: ChoiceLine, Item: l.setting, Choice: &c, Current: current}
}

// out goes back one level, or closes the menu from the top.
func (m *Menu) out() []Line {
	m.stack = m.stack[:len(m.stack)-1]
	if len(m.stack) == 0 {
		return []Line{{Kind: Closed}}
	}
	l := m.top()
	return []Line{{Kind: ItemLine, Item: &l.items[l.at]}}
}

// Refresh makes the open levels' items again, the focus kept on the
// same item where it is still there: after a change of language, the
// labels are in the new one.
func (m *Menu) Refresh() {
	for i, l := range m.stack {
		if l.make == nil {
			continue
		}
		id := l.items[l.at].ID
		items := l.make()
		if len(items) == 0 {
			m.stack = m.stack[:i]
			return
		}
		l.items, l.at = items, min(l.at, len(items)-1)
		for j, it := range items {
			if it.ID == id {
				l.at = j
			}
		}
		if i+1 < len(m.stack) && m.stack[i+1].setting != nil {
			m.stack[i+1].setting = &l.items[l.at]
		}
	}
}

func (m *Menu) top() *level { return m.stack[len(m.stack)-1] }

// step moves the focus without going round: at an end it stays there
// and the line says that item again.
func step(at, n int, k Key) int {
	if k == Previous {
		return max(at-1, 0)
	}
	return min(at+1, n-1)
}
