package main

import (
	"context"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"time"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/cmd/internal/assistant"
	"github.com/rochade/rochade/cmd/internal/keypad"
	"github.com/rochade/rochade/cmd/internal/menu"
	"github.com/rochade/rochade/cmd/internal/safefile"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/cmd/internal/ui/spoken"
	"github.com/rochade/rochade/notation"
)

// The appliance's keys: a numeric keypad read as Linux input events.
// Enter opens the menu (unless a square, file or rank request waits for
// its digits: then it cancels it, as in play); in the menu 8 and 2 step,
// 6 enters, 4 goes back, 5 repeats, Enter chooses, Backspace or the
// decimal key closes. Outside the menu every key keeps its meaning in
// play (5 time, 0 repeat, ...).

// menuKeys are the menu's keys by the character of the keypad's key.
var menuKeys = map[byte]menu.Key{'\r': menu.Choose, '8': menu.Previous, '2': menu.Next, '6': menu.In,
	'4': menu.Out, '5': menu.Repeat, '\b': menu.Close, '.': menu.Close, ',': menu.Close}

// readKeys takes the keypads' inputs until ctx ends.
func (ap *appliance) readKeys(ctx context.Context, keys <-chan keypad.Input) {
	// Nothing can be said before the first run has its words.
	for ap.words() == nil {
		select {
		case <-ctx.Done():
			return
		case <-time.After(10 * time.Millisecond):
		}
	}
	for {
		select {
		case <-ctx.Done():
			return
		case in := <-keys:
			ap.keyInput(ctx, in)
		}
	}
}

// keyInput takes a key, or says a keypad found (and prints one gone or
// that cannot be used).
func (ap *appliance) keyInput(ctx context.Context, in keypad.Input) {
	t := ap.words()
	switch {
	case in.Err != nil:
		fmt.Fprintln(ap.std.errOut, t.Printer().Say(in.Err))
	case in.Device != nil:
		fmt.Fprintln(ap.std.errOut, t.Printer().Word(in.Device))
		if !in.Device.Gone {
			ap.say(t.Msg(ui.ApplianceKeypad))
		}
	default:
		ap.key(ctx, in.Key)
	}
}

// words returns the teller of the run's language (nil before the
// first run).
func (ap *appliance) words() *spoken.Teller {
	ap.mu.Lock()
	defer ap.mu.Unlock()
	return ap.teller
}

// key takes a key of the keypad: the menu's, or a request of play's.
// A held key steps on in the menu (8, 2) and repeats nothing else.
func (ap *appliance) key(ctx context.Context, e keypad.Event) {
	c := e.Char()
	if c == 0 || e.Action == keypad.Release {
		return
	}
	ap.km.Lock()
	defer ap.km.Unlock()
	if mk, ok := menuKeys[c]; ok && (ap.menu.IsOpen() || mk == menu.Choose && !ap.keys.Waiting()) {
		if e.Action == keypad.Repeat && mk != menu.Previous && mk != menu.Next {
			return
		}
		if lines, used := ap.menu.Key(mk); used {
			ap.sayMenu(lines)
			return
		}
	}
	if e.Action != keypad.Press {
		return
	}
	ap.mu.Lock()
	inputs := ap.inputs
	ap.mu.Unlock()
	if inputs != nil {
		assistant.TakeKey(ctx, &ap.keys, c, inputs)
	}
}

// sayMenu says the menu's lines. A setting saved that starts the wiring
// again is said by the next run, in its language and voice.
func (ap *appliance) sayMenu(lines []menu.Line) {
	ap.mu.Lock()
	t := ap.teller
	ap.mu.Unlock()
	for _, l := range lines {
		if l.Kind == menu.Saved && !ap.waits(l.Item.ID) {
			ap.mu.Lock()
			ap.savedID = l.Item.ID
			ap.mu.Unlock()
			continue
		}
		if s := menuLine(t, l, ap.waits); s.Text != "" {
			ap.say(s)
		}
	}
}

// saySaved says the setting saved before the wiring started again, with
// its value as this run has it, in this run's language and voice.
func (ap *appliance) saySaved() {
	ap.mu.Lock()
	id, t := ap.savedID, ap.teller
	ap.savedID = ""
	ap.mu.Unlock()
	if id == "" {
		return
	}
	if it := findItem(ap.menuRoot(), id); it != nil && it.Value != nil {
		ap.say(t.Msg(ui.MenuSaved, t.Label(it.Label), t.Label(it.Value())))
	}
}

// findItem returns the setting or action id among items and their
// submenus, or nil.
func findItem(items []menu.Item, id string) *menu.Item {
	for i := range items {
		if items[i].ID == id {
			return &items[i]
		}
		if items[i].Items != nil && items[i].Value == nil {
			if it := findItem(items[i].Items(), id); it != nil {
				return it
			}
		}
	}
	return nil
}

// menuLine words a line of the menu; waits tells whether a setting
// saved applies from the next game on.
func menuLine(t *spoken.Teller, l menu.Line, waits func(key string) bool) spoken.Said {
	switch l.Kind {
	case menu.Opened:
		return t.Msg(ui.MenuOpened, itemSaid(t, l.Item))
	case menu.ItemLine:
		return itemSaid(t, l.Item)
	case menu.ChoiceLine:
		if l.Current {
			return t.Msg(ui.MenuChosen, t.Label(l.Choice.Label))
		}
		return t.Label(l.Choice.Label)
	case menu.Saved:
		key := ui.MenuSaved
		if waits(l.Item.ID) {
			key = ui.MenuSavedNext
		}
		return t.Msg(key, t.Label(l.Item.Label), t.Label(l.Choice.Label))
	case menu.Failed:
		s := t.Msg(ui.MenuNotSaved, t.Label(l.Item.Label), t.Label(l.Choice.Label))
		s.Text += " " + configErrorLine(t.Printer(), l.Err)
		return s
	case menu.Asked:
		return t.Msg(ui.MenuConfirm, t.Label(l.Item.Label))
	case menu.Done:
		var out spoken.Said
		for _, f := range l.Facts {
			if s, ok := f.(spoken.Said); ok {
				out = out.Add(s)
			}
		}
		return out
	case menu.Empty:
		return t.Msg(ui.MenuEmpty)
	case menu.Closed:
		return t.Msg(ui.MenuClosed)
	}
	return spoken.Said{}
}

// itemSaid says an item: a setting with its value, a submenu as one,
// an action by its name.
func itemSaid(t *spoken.Teller, it *menu.Item) spoken.Said {
	switch {
	case it.Value != nil:
		return t.Msg(ui.MenuValue, t.Label(it.Label), t.Label(it.Value()))
	case it.Items != nil:
		return t.Msg(ui.MenuSubmenu, t.Label(it.Label))
	}
	return t.Label(it.Label)
}

// menuRoot makes the menu's top level in the run's language: the game's
// requests and the settings (appliance_menu.go), the games and the
// machine.
func (ap *appliance) menuRoot() []menu.Item {
	ap.mu.Lock()
	t, store := ap.teller, ap.store
	ap.mu.Unlock()
	if t == nil || store == nil {
		return nil
	}
	p := t.Printer()
	items := menuItems(p, store, ap.ask)
	games := []menu.Item{
		{ID: "saved-games", Label: p.Sprintf(ui.MenuSavedGames), Value: func() string {
			return fmt.Sprint(len(gameFiles(ap.games)))
		}},
		{ID: "last-game", Label: p.Sprintf(ui.MenuLastGame), Do: func() []any { return []any{lastGameSaid(t, ap.games)} }},
		{ID: "copy", Label: p.Sprintf(ui.MenuCopy), Do: func() []any { return []any{ap.copyToStick(t)} }},
	}
	system := []menu.Item{
		{ID: "address", Label: p.Sprintf(ui.MenuAddress), Value: func() string {
			if a := pageAddress(ap.servedURLs()); a != "" {
				return a // the page's, with its port
			}
			return networkAddress(p)
		}},
		{ID: "version", Label: p.Sprintf(ui.MenuVersion), Value: rochadeVersion},
		{ID: "restart", Label: p.Sprintf(ui.MenuRestart), Confirm: true, Do: func() []any {
			return []any{power(t, "reboot", ui.MenuRestarting, ap.std.errOut)}
		}},
		{ID: "shut-down", Label: p.Sprintf(ui.MenuShutDown), Confirm: true, Do: func() []any {
			return []any{power(t, "poweroff", ui.MenuShuttingDown, ap.std.errOut)}
		}},
	}
	if len(ap.servedURLs()) > 0 {
		// A code that pairs a phone with the page: the session says it.
		system = append([]menu.Item{{ID: "pairing", Label: p.Sprintf(ui.MenuPairing), Closes: true, Do: func() []any {
			ap.ask(assistant.Request{Kind: assistant.AskPairing})
			return nil
		}}, {ID: "unpair", Label: p.Sprintf(ui.WebForget), Confirm: true, Closes: true, Do: func() []any {
			ap.ask(assistant.Request{Kind: assistant.AskUnpair})
			return nil
		}}}, system...)
	}
	items = ap.boardItems(t, store, items)
	return append(items,
		menu.Item{ID: "games", Label: p.Sprintf(ui.MenuGames), Items: func() []menu.Item { return games }},
		menu.Item{ID: "system", Label: p.Sprintf(ui.MenuSystem), Items: func() []menu.Item { return system }})
}

// lastGameSaid says the moves of the last game in the games folder.
func lastGameSaid(t *spoken.Teller, dir string) spoken.Said {
	files := gameFiles(dir)
	if len(files) == 0 {
		return t.Msg(ui.MenuNoGame)
	}
	f, err := os.Open(files[len(files)-1])
	if err != nil {
		return t.Msg(ui.MenuNoGame)
	}
	defer f.Close()
	var last *notation.Game
	r := notation.NewPGNReader(f)
	for {
		g, err := r.Next()
		if err != nil {
			break
		}
		last = g
	}
	if last == nil || len(last.Moves) == 0 {
		return t.Msg(ui.MenuNoGame)
	}
	var moves spoken.Said
	for _, ply := range announce.Game(last, announce.Options{}) {
		moves = moves.Add(t.Tokens(ply.Words))
	}
	return t.Msg(ui.MenuLastMoves, moves)
}

// copyToStick copies the games to a USB stick, saying that it does, and
// returns what it says when done.
func (ap *appliance) copyToStick(t *spoken.Teller) spoken.Said {
	stick := findStick()
	if stick == "" {
		return t.Msg(ui.MenuNoStick)
	}
	ap.say(t.Msg(ui.MenuCopying))
	n, err := copyGames(ap.games, stick)
	if err != nil {
		fmt.Fprintln(ap.std.errOut, t.Printer().Sprintf(ui.ErrorLine, safefile.Reason(err)))
		return t.Msg(ui.MenuCopyFailed)
	}
	return t.Plural(ui.MenuCopied, n, t.Number(n))
}

// networkAddress returns the machine's first IPv4 address that is not
// the loopback, where a phone finds the companion page.
func networkAddress(p *ui.Printer) string {
	addrs, err := net.InterfaceAddrs()
	if err == nil {
		for _, a := range addrs {
			if ip, ok := a.(*net.IPNet); ok && !ip.IP.IsLoopback() && ip.IP.To4() != nil {
				return ip.IP.String()
			}
		}
	}
	return p.Sprintf(ui.MenuNoNetwork)
}

// rochadeVersion returns the version of this program.
func rochadeVersion() string {
	info, _ := debug.ReadBuildInfo()
	return describeVersion(version, info)
}

// power restarts or shuts down the machine through systemd (the
// service's polkit rule allows it); it says what it does, or that it
// cannot.
func power(t *spoken.Teller, how string, key ui.Key, errOut io.Writer) spoken.Said {
	systemctl, err := exec.LookPath("systemctl")
	if err == nil {
		err = exec.Command(filepath.Clean(systemctl), how).Run()
	}
	if err != nil {
		fmt.Fprintln(errOut, t.Printer().Sprintf(ui.ErrorLine, err))
		return t.Msg(ui.MenuPowerFailed)
	}
	return t.Msg(key)
}
