package main

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/rochade/rochade/cmd/internal/menu"
	"github.com/rochade/rochade/cmd/internal/settings"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/cmd/internal/ui/spoken"
	"github.com/rochade/rochade/devices"
)

// applianceScanWait is how long the menu looks for Bluetooth boards.
const applianceScanWait = 6 * time.Second

// boardItems puts into the board's submenu of items the search for
// Bluetooth boards and the battery (out of the game's submenu).
func (ap *appliance) boardItems(t *spoken.Teller, store *settings.Store, items []menu.Item) []menu.Item {
	var battery *menu.Item
	for i := range items {
		if items[i].ID != "game" || items[i].Items == nil {
			continue
		}
		var game []menu.Item
		for _, it := range items[i].Items() {
			if it.ID == "battery" {
				battery = &it
				continue
			}
			game = append(game, it)
		}
		items[i].Items = func() []menu.Item { return game }
	}
	extra := []menu.Item{{ID: "scan", Label: t.Printer().Sprintf(ui.MenuScan), Items: func() []menu.Item { return ap.scanBoards(t, store) }}}
	if battery != nil {
		extra = append(extra, *battery)
	}
	for i := range items {
		if items[i].ID == "board" && items[i].Items != nil {
			sub := items[i].Items
			items[i].Items = func() []menu.Item { return append(slices.Clip(sub()), extra...) }
		}
	}
	return items
}

// scanBoards looks for Bluetooth boards for applianceScanWait, saying
// that it does, and returns each board found as an item: chosen, it is
// the board of the settings (its address and protocol), at once.
func (ap *appliance) scanBoards(t *spoken.Teller, store *settings.Store) []menu.Item {
	p := t.Printer()
	ap.say(t.Msg(ui.MenuScanning))
	ctx, cancel := context.WithTimeout(ap.stop, applianceScanWait)
	defer cancel()
	var mu sync.Mutex
	var found []devices.Found
	err := devices.ScanBLE(ctx, func(f devices.Found) {
		mu.Lock()
		defer mu.Unlock()
		if f.Protocol == nil || slices.ContainsFunc(found, func(g devices.Found) bool { return g.Address == f.Address }) {
			return
		}
		found = append(found, f)
	})
	if err != nil && ctx.Err() == nil {
		fmt.Fprintln(ap.std.errOut, p.Say(err))
	}
	mu.Lock()
	defer mu.Unlock()
	var items []menu.Item
	for _, f := range found {
		name := f.Name
		if name == "" {
			name = f.Protocol.Title
		}
		board, proto := "ble:"+f.Address, f.Protocol.Name
		items = append(items, menu.Item{ID: board, Label: name, Closes: true, Do: func() []any {
			if err := ap.setAll(store, [][2]string{{"protocol", proto}, {"board", board}}); err != nil {
				fmt.Fprintln(ap.std.errOut, configErrorLine(p, err))
				return []any{t.Msg(ui.MenuNotSaved, t.Label(p.Sprintf(ui.SettingBoard)), t.Brand(name))}
			}
			return []any{t.Msg(ui.MenuSaved, t.Label(p.Sprintf(ui.SettingBoard)), t.Brand(name))}
		}})
	}
	return items
}

// setAll saves several settings, then applies them together.
func (ap *appliance) setAll(store *settings.Store, kv [][2]string) error {
	var first error
	ap.inBatch(func() {
		for _, x := range kv {
			first = firstErr(first, store.Set(x[0], x[1]))
		}
	})
	return first
}
