package main

// The live page of a running game (play --web): a page on the local
// network for the player's phone, its screen reader and its Braille
// display, served by package web.

import (
	"context"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/spf13/pflag"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/cmd/internal/assistant"
	"github.com/rochade/rochade/cmd/internal/lichess"
	"github.com/rochade/rochade/cmd/internal/settings"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/cmd/internal/web"
	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
)

// livePage is the page of a running game.
type livePage struct {
	server *web.Server
	ln     net.Listener
	done   chan error
	cancel context.CancelFunc
	boards *boardsView
}

// pairingsPath is where the phones paired with the page are kept (their
// tokens' hashes): ROCHADE_PAIRINGS, else rochade/paired-phones in the
// user's configuration folder; "" (memory only) when there is none.
func pairingsPath() string {
	if p := os.Getenv("ROCHADE_PAIRINGS"); p != "" {
		return p
	}
	dir, err := os.UserConfigDir()
	if err != nil {
		return ""
	}
	return filepath.Join(dir, "rochade", "paired-phones")
}

// pageOptions are what a live page serves besides the game.
type pageOptions struct {
	addr     string   // where: host:port, or :port on every network
	hosts    []string // other names the page is opened under (--web-host)
	spelling phonetic.Spelling
	engine   bool // a computer opponent plays: its requests get buttons
	online   bool // an online game: its requests get buttons, a paired phone's only
	// settings, when set, are the settings file the settings page
	// shows and saves to, as the menu does; settingsNote says when a
	// change takes effect.
	settings     *settings.Store
	settingsNote string
	// codeHelp says on the pairing page how to get a code; codeAsk, on
	// standard error once the page is served ("": nothing).
	codeHelp, codeAsk string
	// pairings is the file of the paired phones ("": pairingsPath).
	pairings string
	// batch, when set, saves a settings form's changes together.
	batch func(save func())
}

// openWeb serves the live page until ctx ends or Close, and says on
// errOut where it is and how to get a code that pairs a phone. Requests
// from the page go to inputs as typed requests do.
func openWeb(ctx context.Context, p *ui.Printer, o pageOptions, inputs chan<- assistant.Input, errOut io.Writer) (*livePage, error) {
	ln, err := net.Listen("tcp", o.addr)
	if err != nil {
		return nil, p.Errorf(ui.WebNoServe, o.addr, p.Say(err))
	}
	path := o.pairings
	if path == "" {
		path = pairingsPath()
	}
	pairing, err := web.NewPairing(path)
	if err != nil {
		fmt.Fprintln(errOut, p.Say(err))
		pairing, _ = web.NewPairing("")
	}
	parser := requestParser(p)
	ask := func(name, arg string, paired bool) error {
		r, err := parser.Parse(strings.TrimSpace(name + " " + arg))
		select {
		case inputs <- assistant.Input{Kind: assistant.RequestInput, Request: r, Err: err, Quiet: !paired}:
			return nil
		default:
			return web.ErrBusy
		}
	}
	cfg := web.Config{
		Printer:  p,
		Letters:  notation.LangByCode(string(p.Lang())),
		Spelling: o.spelling,
		Pairing:  pairing,
		Requests: webRequests(p, o.engine, o.online),
		Ask:      ask,
		CodeHelp: o.codeHelp,
		Hosts:    o.hosts,
		Problem:  func(err error) { fmt.Fprintln(errOut, p.Say(err)) },
	}
	if o.settings != nil {
		cfg.Settings, cfg.SettingsNote = pageSettings{p: p, store: o.settings, batch: o.batch}, o.settingsNote
	}
	server := web.New(cfg)
	sctx, cancel := context.WithCancel(ctx)
	page := &livePage{server: server, ln: ln, done: make(chan error, 1), cancel: cancel, boards: &boardsView{server: server}}
	go func() { page.done <- server.Serve(sctx, ln) }()
	// Where the page is, and how a phone pairs: the code itself only on
	// request, to the player's outputs (standard error may be a log).
	fmt.Fprintln(errOut, p.Sprintf(ui.WebServing, strings.Join(page.URLs(), " ")))
	if o.codeAsk != "" {
		fmt.Fprintln(errOut, o.codeAsk)
	}
	return page, nil
}

// pairingAlarm is what the player is told of an alarm of pairing: a
// notice on the Braille display and standard error, never on the page.
func pairingAlarm(p *ui.Printer, a web.Alarm) gameLine {
	text := p.Sprintf(ui.WebGuessing)
	if a == web.CodeClosed {
		text = p.Sprintf(ui.WebCodeClosed, web.MaxGuesses)
	}
	return gameLine{kind: lineNotice, text: text, fact: true, offPage: true, about: a}
}

// URLs are the page's addresses, as a phone on the network types them.
func (l *livePage) URLs() []string { return web.URLs(l.ln.Addr()) }

// Close stops serving, within a second.
func (l *livePage) Close() error {
	l.cancel()
	select {
	case err := <-l.done:
		return err
	case <-time.After(2 * time.Second):
		return nil
	}
}

// webRequests are the page's buttons: the request table in the order of
// the help, labelled in the run's language; the computer opponent's
// requests only with one, the online game's only online.
func webRequests(p *ui.Printer, engine, online bool) []web.Request {
	labelled := func(name, value string) string {
		return p.Sprintf(ui.Labelled, p.RequestLabel(name), value)
	}
	var out []web.Request
	for _, ri := range assistant.Requests() {
		if ri.Help == assistant.HelpNone || ri.Help == assistant.HelpOnline && !online || ri.Help == assistant.HelpEngine && !engine {
			continue
		}
		if ri.Kind == assistant.AskPairing || ri.Kind == assistant.AskUnpair {
			continue // its code would be shown on every page; the pairing page unpairs
		}
		r := web.Request{Name: ri.Name, Label: p.RequestLabel(ri.Name), Changes: ri.Changes, ArgLabel: p.RequestLabel(ri.Name),
			// The engine's answers and the battery's come later, and
			// are spoken: a paired phone's only; so are the online
			// game's (the chat's lines, an answer to the server).
			Paired: ri.Help == assistant.HelpEngine || ri.Help == assistant.HelpOnline || ri.Kind == assistant.AskBattery}
		switch ri.Arg {
		case assistant.ArgSquare:
			r.Arg = web.ArgSquare
		case assistant.ArgFile:
			r.Arg = web.ArgFile
		case assistant.ArgRank:
			r.Arg = web.ArgRank
		case assistant.ArgMoves, assistant.ArgLevel:
			r.Arg = web.ArgNumber
		case assistant.ArgSide:
			r.Arg = web.ArgChoice
			for _, side := range []string{"white", "black"} {
				r.Choices = append(r.Choices, web.Choice{Value: side, Label: labelled(ri.Name, p.RequestLabel(side))})
			}
		case assistant.ArgResult:
			r.Arg = web.ArgChoice
			for _, res := range []string{"1-0", "0-1", "1/2-1/2"} {
				r.Choices = append(r.Choices, web.Choice{Value: res, Label: labelled(ri.Name, strings.ReplaceAll(res, "1/2", "½"))})
			}
		case assistant.ArgPiece:
			r.Arg = web.ArgChoice
			for _, piece := range []string{"queen", "rook", "bishop", "knight"} {
				r.Choices = append(r.Choices, web.Choice{Value: piece, Label: labelled(ri.Name, p.RequestLabel(piece))})
			}
		}
		if r.Field() {
			// The field is named by what it takes, its button by what
			// it does: two names, not one said twice.
			r.Label = p.Sprintf(ui.Labelled, p.Sprintf(ui.WebAskButton), p.RequestLabel(ri.Name))
		}
		out = append(out, r)
	}
	return out
}

// pageSettings are the settings file as the settings page shows and
// saves them: the settings of the menu, in its order, each with the
// value, the choices and the labels the menu says, and saved as the menu
// saves it (checked, written at once keeping the file's comments, its
// watchers told).
type pageSettings struct {
	p     *ui.Printer
	store *settings.Store
	// batch, when set, saves a form's changes together (the appliance:
	// its game started again once).
	batch func(save func())
}

// Batch saves a form's changes, together where the appliance wants it.
func (s pageSettings) Batch(save func()) {
	if s.batch == nil {
		save()
		return
	}
	s.batch(save)
}

func (s pageSettings) List() []web.Setting {
	var out []web.Setting
	for _, st := range s.store.Table().Menu() {
		it := settingItem(s.p, s.store, st)
		ws := web.Setting{Key: st.Key, Label: st.Label, Value: it.Current(), Help: st.Help}
		if ws.Help == "" && s.p.Lang() == ui.English {
			ws.Help = strings.ReplaceAll(st.Usage, "`", "") // English help is the flag's own
		}
		for _, tok := range helpGerman {
			if w := tok.Spell(phonetic.German); strings.Contains(ws.Help, w) {
				ws.German = append(ws.German, w)
			}
		}
		switch st.Kind {
		case settings.Switch:
			ws.Input = web.SwitchInput
			out = append(out, ws)
			continue
		case settings.Whole, settings.Number:
			ws.Input = web.NumberInput
		}
		for _, c := range it.Choices() {
			wc := web.Choice{Value: c.Value, Label: c.Label}
			if st.Key == "lang-ui" && c.Value != string(s.p.Lang()) {
				wc.Lang = c.Value // a language named in its own
			}
			ws.Choices = append(ws.Choices, wc)
		}
		ws.Free = !st.Strict
		ws.Fixed = pageFixed[st.Key]
		ws.Private = ws.Fixed || st.Key == "board"
		out = append(out, ws)
	}
	return out
}

// helpGerman are the Appendix D words the settings' help quotes in
// German in every language.
var helpGerman = []phonetic.Token{phonetic.Touched}

// pageFixed are the settings that name a program or a path: a phone
// chooses one of their choices only (the person or Stockfish, the
// built-in or the system's voice), never a program or a file of its
// own; those are set at the board. A board is a serial port under /dev
// or a Bluetooth address from a phone, never a socket or another file
// (pageBoard). The server of online games is chosen from the list
// too: the account's token goes to it, so no other is set from a phone.
var pageFixed = map[string]bool{"engine": true, "voice": true, "voice-black": true, "online": true}

// pageBoard tells whether a phone may set a board's path: one looked
// for, a serial port under /dev that can be a board's, or a Bluetooth
// board's address.
func pageBoard(v string) bool {
	if v == "" || v == "auto" {
		return true
	}
	a, err := devices.ParseAddress(v)
	if err != nil {
		return false
	}
	switch a.Transport {
	case devices.Serial:
		return strings.HasPrefix(filepath.Clean(v), "/dev/") && !strings.Contains(v, "..") && devices.CheckPath(v) == nil
	case devices.BLE, devices.RFCOMM:
		return true
	}
	return false
}

// Set saves a value typed or chosen on the page; a list (two boards)
// is typed with commas between its values.
func (s pageSettings) Set(key, value string) error {
	st, ok := s.store.Table().Lookup(key)
	if key == "board" {
		for _, v := range strings.Split(value, ",") {
			if !pageBoard(strings.TrimSpace(v)) {
				return s.p.Errorf(ui.WebBoardOnly)
			}
		}
	}
	if pageFixed[key] {
		// Checked here too, whatever the page let through.
		it := settingItem(s.p, s.store, st)
		found := false
		for _, c := range it.Choices() {
			found = found || c.Value == value
		}
		if !found {
			return s.p.Errorf(ui.WebBoardOnly)
		}
	}
	if ok && st.Kind == settings.List && strings.Contains(value, ",") {
		var values []string
		for _, v := range strings.Split(value, ",") {
			values = append(values, strings.TrimSpace(v))
		}
		return s.store.Set(key, values...)
	}
	return settingItem(s.p, s.store, st).Set(value)
}

// pageOutput is the live page as one output of the game: every line
// said, printed or noticed goes into its live region and list, and the
// score into its list of moves; a discrepancy of two boards is shown
// beside them too. A pairing code never goes to the page: every page on
// the network shows its lines. Say and Show return at once: the page's
// streams never hold up the game.
type pageOutput struct {
	page *livePage
	// private are the files whose paths no neighbour reads on the page
	// (the record, the settings file): a line that names one stays off
	// it.
	private []string
}

// newPageOutput is the page as an output; a line naming one of the
// files at paths stays off the page.
func newPageOutput(page *livePage, paths ...string) pageOutput {
	o := pageOutput{page: page}
	for _, p := range paths {
		if p == "" {
			continue
		}
		o.private = append(o.private, p)
		if abs, err := filepath.Abs(p); err == nil && abs != p {
			o.private = append(o.private, abs)
		}
	}
	return o
}

func (o pageOutput) Put(l gameLine) {
	if _, ok := l.said.(announce.PairingCodeFact); ok || l.offPage {
		return
	}
	for _, p := range o.private {
		if strings.Contains(l.text, p) {
			return
		}
	}
	kind := web.Announcement
	switch {
	case l.pageOnly:
		kind = web.Aside
	case l.kind == lineAnswer:
		kind = web.Answer
	case l.kind == lineNotice:
		kind = web.Notice
		if l.notice == assistant.BoardsDiffer {
			o.page.boards.differ(l.text)
		}
	}
	line := web.Line{Kind: kind, Text: l.text}
	if l.kind == lineAnnounce && l.said == nil {
		// A move's announcement is the words of Appendix D alone: in
		// their language, which a screen reader says with its voice.
		line.Lang = o.page.server.WordsLang()
	}
	o.page.server.Say(line)
}

func (o pageOutput) Show(g *notation.Game) { o.page.server.Show(g) }

func (pageOutput) takesPageOnly() {}

// showOnline shows the online game on the page: its players, the
// server's clocks of its state u and the game's address; never the
// account's token.
func (l *livePage) showOnline(info *lichess.GameInfo, u lichess.GameUpdate) {
	player := func(pl lichess.Player) web.Player {
		name := pl.Name
		if pl.AI > 0 {
			name = "AI " + strconv.Itoa(pl.AI)
		}
		return web.Player{Name: name, Title: pl.Title, Rating: pl.Rating}
	}
	o := &web.Online{URL: info.URL, White: player(info.White), Black: player(info.Black), Timed: info.Clock != nil}
	if o.Timed {
		o.WhiteLeft, o.BlackLeft = u.WTime, u.BTime
	}
	l.server.ShowOnline(o)
}

// boardsView shows the arbiter the boards as they read, when there are
// two (Appendix D.2.9): each board's last reading (a board that sees
// only occupancy: the squares it sees taken, never a piece guessed), the
// squares where they differ, and the discrepancy as Rochade said it,
// until the boards agree again.
type boardsView struct {
	server      *web.Server
	mu          sync.Mutex
	views       []web.BoardView
	discrepancy string
}

// tap passes the events of board i on, showing its readings on the page.
func (b *boardsView) tap(ctx context.Context, i, n int, in <-chan devices.Event, out chan<- devices.Event) {
	defer close(out)
	for ev := range in {
		if n > 1 {
			b.seen(i, n, ev)
		}
		select {
		case out <- ev:
		case <-ctx.Done():
			return
		}
	}
}

// viewOf is what a reading shows.
func viewOf(r devices.Reading) web.BoardView {
	if r.OccupancyOnly {
		return web.OccupancyView(func(sq int) bool { return r.Occupied.Has(notation.Square(sq)) })
	}
	return web.ViewOf(r.Board)
}

func (b *boardsView) seen(i, n int, ev devices.Event) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if len(b.views) != n {
		b.views = make([]web.BoardView, n)
		for j := range b.views {
			b.views[j] = web.ViewOf([64]notation.Piece{})
			b.views[j].Away = true
		}
	}
	switch ev.Kind {
	case devices.NewReading:
		away := b.views[i].Away
		v := viewOf(ev.Reading)
		if v.Pieces == b.views[i].Pieces && !away {
			return
		}
		b.views[i] = v
	case devices.Connected:
		b.views[i].Away = false
	case devices.Disconnected:
		b.views[i].Away = true
	default:
		return
	}
	if b.discrepancy != "" && b.agree() {
		b.discrepancy = ""
	}
	b.show()
}

// differ shows the discrepancy Rochade said beside the boards.
func (b *boardsView) differ(text string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.discrepancy = text
	if len(b.views) > 1 {
		b.show()
	}
}

// agree tells whether every board is connected and shows what the
// others show (a board that sees only occupancy: a piece where another
// names one).
func (b *boardsView) agree() bool {
	for _, v := range b.views {
		if v.Away {
			return false
		}
	}
	for i := 1; i < len(b.views); i++ {
		if !web.SameBoard(b.views[0], b.views[i]) {
			return false
		}
	}
	return true
}

func (b *boardsView) show() {
	b.server.ShowBoards(&web.Boards{Boards: append([]web.BoardView(nil), b.views...), Discrepancy: b.discrepancy})
}

// appliancePage is where the appliance serves the live page when neither
// its command line nor its settings file says (web = "" turns it off):
// port 8080 on every network.
const appliancePage = ":8080"

// applianceWeb gives the appliance's options the page's address: the
// command line's or the settings file's, else appliancePage.
func applianceWeb(store *settings.Store, fs *pflag.FlagSet, o *playOptions) {
	if fs.Changed("web") {
		return
	}
	if store != nil {
		if _, set := store.Get("web"); set {
			return
		}
	}
	o.web = appliancePage
}

// inBatch runs save, which saves several settings, and applies them
// together afterwards: the wiring is started again once.
func (ap *appliance) inBatch(save func()) {
	ap.mu.Lock()
	ap.batch = true
	ap.mu.Unlock()
	save()
	ap.mu.Lock()
	defer ap.mu.Unlock()
	ap.batch = false
	if ap.batched {
		ap.batched = false
		ap.startAgain()
	}
}

// pageServed notes the live page's addresses (none: not served).
func (ap *appliance) pageServed(urls []string) {
	ap.mu.Lock()
	defer ap.mu.Unlock()
	ap.pageURLs = urls
}

// servedURLs are the live page's addresses while it is served.
func (ap *appliance) servedURLs() []string {
	ap.mu.Lock()
	defer ap.mu.Unlock()
	return ap.pageURLs
}

// pageAddress is the first of the page's addresses as one says it: host
// and port ("192.168.1.20:8080"); "" with none.
func pageAddress(urls []string) string {
	if len(urls) == 0 {
		return ""
	}
	return strings.TrimSuffix(strings.TrimPrefix(urls[0], "http://"), "/")
}
