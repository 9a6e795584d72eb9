package main

import (
	"github.com/rochade/rochade/cmd/internal/assistant"
	"github.com/rochade/rochade/cmd/internal/menu"
	"github.com/rochade/rochade/cmd/internal/settings"
	"github.com/rochade/rochade/cmd/internal/ui"
)

// The appliance's menu is made from two tables: the settings' (the
// settings with a label, in their order and groups: config_table.go) and
// the requests' (assistant.Requests: the requests of the game's course,
// such as a new game or a result, are actions). Nothing is listed here a
// second time.

// menuGroupLabels name the submenus of the settings' groups.
var menuGroupLabels = map[string]ui.Key{"speech": ui.MenuSpeech, "board": ui.MenuBoard, "online": ui.MenuOnline}

// menuItems returns the top level of the menu in the language of p: the
// game's requests, then the settings. ask hands a request to the game.
func menuItems(p *ui.Printer, store *settings.Store, ask func(assistant.Request)) []menu.Item {
	var items []menu.Item
	var game []menu.Item
	online := store.Value("online") != ""
	for _, r := range assistant.Requests() {
		// An online game's requests (accept a challenge, claim the
		// game) only when the opponent is online.
		if r.Help != assistant.HelpGame && (r.Help != assistant.HelpOnline || !online) {
			continue
		}
		it, ok := requestItem(p, r, ask)
		if !ok {
			continue
		}
		if r.Kind == assistant.AskNew {
			items = append(items, it) // the first item: a new game
			continue
		}
		game = append(game, it)
	}
	items = append(items, menu.Item{ID: "game", Label: p.Sprintf(ui.MenuGame), Items: func() []menu.Item { return game }})
	at := map[string]int{} // a group's index among items
	sub := map[string][]menu.Item{}
	for _, s := range store.Table().Menu() {
		it := settingItem(p, store, s)
		if s.Group == "" {
			items = append(items, it)
			continue
		}
		if _, ok := at[s.Group]; !ok {
			at[s.Group] = len(items)
			items = append(items, menu.Item{ID: s.Group, Label: p.Sprintf(menuGroupLabels[s.Group])})
		}
		sub[s.Group] = append(sub[s.Group], it)
	}
	for g, i := range at {
		group := sub[g]
		items[i].Items = func() []menu.Item { return group }
	}
	return items
}

// settingItem is a setting of the menu: its value is said by the label
// of its choice where it has one, and a choice saves it at once.
func settingItem(p *ui.Printer, store *settings.Store, s settings.Setting) menu.Item {
	choices := func() []menu.Choice {
		var out []menu.Choice
		if s.Kind == settings.Switch {
			return []menu.Choice{{Value: "true", Label: p.Sprintf(ui.ChoiceOn)}, {Value: "false", Label: p.Sprintf(ui.ChoiceOff)}}
		}
		for _, c := range s.Choices {
			label := c.Label
			if label == "" {
				label = c.Value
			}
			out = append(out, menu.Choice{Value: c.Value, Label: label})
		}
		return out
	}
	current := func() string {
		v := store.Value(s.Key)
		if v == "" && s.Key == "lang-ui" {
			return string(p.Lang()) // the language in use, from the environment
		}
		if v == "none" && s.Key == "clock" {
			return "" // no clock, as "" says
		}
		return v
	}
	if s.Key == "engine" {
		return opponentItem(p, store, s, current, choices)
	}
	return menu.Item{
		ID:      s.Key,
		Label:   s.Label,
		Value:   chosenLabel(current, choices),
		Choices: choices,
		Current: current,
		Set:     func(v string) error { return store.Set(s.Key, v) },
	}
}

// requestItem is a request of the game's course: an action, or a
// submenu of its arguments (resign: which side; result: which result;
// promote: which piece). Every one asks first: it changes the game.
func requestItem(p *ui.Printer, r assistant.RequestInfo, ask func(assistant.Request)) (menu.Item, bool) {
	do := func(req assistant.Request) func() []any {
		return func() []any {
			ask(req)
			return nil
		}
	}
	action := func(id, label string, req assistant.Request) menu.Item {
		return menu.Item{ID: id, Label: label, Do: do(req), Confirm: r.Changes, Closes: true}
	}
	it := menu.Item{ID: r.Name, Label: p.RequestLabel(r.Name)}
	switch r.Arg {
	case assistant.NoArg:
		return action(r.Name, it.Label, assistant.Request{Kind: r.Kind}), true
	case assistant.ArgSideOrNone:
		it.Items = func() []menu.Item {
			var out []menu.Item
			for _, side := range []string{"white", "black"} {
				out = append(out, action(r.Name+" "+side, p.RequestLabel(side),
					assistant.Request{Kind: r.Kind, Color: assistant.Sides[side], HasColor: true}))
			}
			return out
		}
	case assistant.ArgResult:
		it.Items = func() []menu.Item {
			var out []menu.Item
			for _, res := range []string{"1-0", "0-1", "1/2-1/2"} {
				out = append(out, action(r.Name+" "+res, res, assistant.Request{Kind: r.Kind, Result: res}))
			}
			return out
		}
	case assistant.ArgPiece:
		it.Items = func() []menu.Item {
			var out []menu.Item
			for _, piece := range []string{"queen", "rook", "bishop", "knight"} {
				out = append(out, action(r.Name+" "+piece, p.RequestLabel(piece),
					assistant.Request{Kind: r.Kind, Piece: assistant.Pieces[piece]}))
			}
			return out
		}
	default:
		return it, false
	}
	return it, true
}

// onlineChoice is the Opponent's choice of an online game.
const onlineChoice = "online"

// opponentItem is the Opponent: a person, the computer (the setting
// engine), or an online game (the setting online: lichess unless a
// server is set already). Choosing one sets the other off, so that the
// game never has two opponents.
func opponentItem(p *ui.Printer, store *settings.Store, s settings.Setting, engine func() string, engines func() []menu.Choice) menu.Item {
	choices := func() []menu.Choice {
		return append(engines(), menu.Choice{Value: onlineChoice, Label: p.Sprintf(ui.ChoiceOnline)})
	}
	current := func() string {
		if store.Value("online") != "" {
			return onlineChoice
		}
		return engine()
	}
	return menu.Item{
		ID:      s.Key,
		Label:   s.Label,
		Value:   chosenLabel(current, choices),
		Choices: choices,
		Current: current,
		Set: func(v string) error {
			if v == onlineChoice {
				if store.Value("engine") != "" {
					if err := store.Set("engine", ""); err != nil {
						return err
					}
				}
				if store.Value("online") != "" {
					return nil
				}
				return store.Set("online", "lichess")
			}
			if store.Value("online") != "" {
				if err := store.Set("online", ""); err != nil {
					return err
				}
			}
			return store.Set(s.Key, v)
		},
	}
}

// chosenLabel says the current value of a setting by its choice's label,
// or as it is when no choice has it.
func chosenLabel(current func() string, choices func() []menu.Choice) func() string {
	return func() string {
		v := current()
		for _, c := range choices() {
			if c.Value == v {
				return c.Label
			}
		}
		return v
	}
}
