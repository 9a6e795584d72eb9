package main

// The live page of a running game (play --web): a page on the local
// network for the player's phone, its screen reader and its Braille
// display, served by package web.

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/rochade/rochade/cmd/internal/assistant"
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

// openWeb serves the live page at addr until ctx ends or Close, and says
// on errOut where it is and the code that pairs a phone. Requests from
// the page go to inputs as typed requests do.
func openWeb(ctx context.Context, p *ui.Printer, addr string, sp phonetic.Spelling, engine bool, inputs chan<- assistant.Input, errOut io.Writer) (*livePage, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, p.Errorf(ui.WebNoServe, addr, sayErr(p, err))
	}
	path := pairingsPath()
	pairing, err := web.NewPairing(path)
	if err != nil {
		fmt.Fprintln(errOut, wordFact(p, err))
		pairing, _ = web.NewPairing("")
	}
	parser := requestParser(p)
	ask := func(name, arg string) error {
		r, err := parser.Parse(strings.TrimSpace(name + " " + arg))
		select {
		case inputs <- assistant.Input{Kind: assistant.RequestInput, Request: r, Err: err}:
			return nil
		default:
			return web.ErrBusy
		}
	}
	server := web.New(web.Config{
		Printer:  p,
		Letters:  notation.LangByCode(string(p.Lang())),
		Spelling: sp,
		Pairing:  pairing,
		Requests: webRequests(p, engine),
		Ask:      ask,
	})
	sctx, cancel := context.WithCancel(ctx)
	page := &livePage{server: server, ln: ln, done: make(chan error, 1), cancel: cancel, boards: &boardsView{server: server}}
	go func() { page.done <- server.Serve(sctx, ln) }()
	fmt.Fprintln(errOut, p.Sprintf(ui.WebServing, strings.Join(web.URLs(ln.Addr()), " ")))
	fmt.Fprintln(errOut, p.Sprintf(ui.WebCode6, pairing.NewCode(), int(web.CodeLife/time.Minute)))
	return page, nil
}

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

// webRequests are the page's buttons: the requests of the help, labelled
// with the run's words for them; hint, eval and level with a computer
// opponent only.
func webRequests(p *ui.Printer, engine bool) []web.Request {
	words := p.RequestWords()
	label := func(name string, more ...string) string {
		w := name
		if ws := words[name]; len(ws) > 0 {
			w = ws[0]
		}
		r := []rune(strings.Join(append([]string{w}, more...), " "))
		return strings.ToUpper(string(r[:1])) + string(r[1:])
	}
	word := func(name string) string {
		if ws := words[name]; len(ws) > 0 {
			return ws[0]
		}
		return name
	}
	side := func(name string) []web.Choice {
		return []web.Choice{
			{Value: "white", Label: label(name, word("white"))},
			{Value: "black", Label: label(name, word("black"))},
		}
	}
	all := []web.Request{
		{Name: "time", Label: label("time")},
		{Name: "repeat", Label: label("repeat")},
		{Name: "last", Label: label("last"), Arg: web.ArgNumber, ArgLabel: label("last")},
		{Name: "square", Label: label("square"), Arg: web.ArgSquare, ArgLabel: label("square")},
		{Name: "file", Label: label("file"), Arg: web.ArgFile, ArgLabel: label("file")},
		{Name: "rank", Label: label("rank"), Arg: web.ArgRank, ArgLabel: label("rank")},
		{Name: "pieces", Arg: web.ArgChoice, Choices: side("pieces")},
		{Name: "board", Label: label("board")},
		{Name: "help", Label: label("help")},
		{Name: "hint", Label: label("hint")},
		{Name: "eval", Label: label("eval")},
		{Name: "battery", Label: label("battery")},
		{Name: "takeback", Label: label("takeback"), Changes: true},
		{Name: "new", Label: label("new"), Changes: true},
		{Name: "resign", Label: label("resign"), Changes: true},
		{Name: "draw", Label: label("draw"), Changes: true},
		{Name: "result", Arg: web.ArgChoice, Changes: true, Choices: []web.Choice{
			{Value: "1-0", Label: label("result", "1-0")}, {Value: "0-1", Label: label("result", "0-1")},
			{Value: "1/2-1/2", Label: label("result", "½-½")},
		}},
		{Name: "level", Label: label("level"), Arg: web.ArgNumber, ArgLabel: label("level"), Changes: true},
		{Name: "promote", Arg: web.ArgChoice, Changes: true, Choices: []web.Choice{
			{Value: "queen", Label: label("promote", word("queen"))}, {Value: "rook", Label: label("promote", word("rook"))},
			{Value: "bishop", Label: label("promote", word("bishop"))}, {Value: "knight", Label: label("promote", word("knight"))},
		}},
	}
	var out []web.Request
	for _, r := range all {
		if engine || r.Name != "hint" && r.Name != "eval" && r.Name != "level" {
			out = append(out, r)
		}
	}
	return out
}

// lineTee hands every line written to it to the page, one line a
// Line, as well as to the stream it was meant for.
type lineTee struct {
	mu     sync.Mutex
	next   io.Writer
	server *web.Server
	kind   web.LineKind
	buf    []byte
}

func (t *lineTee) Write(b []byte) (int, error) {
	t.mu.Lock()
	t.buf = append(t.buf, b...)
	for {
		i := bytes.IndexByte(t.buf, '\n')
		if i < 0 {
			break
		}
		if line := strings.TrimRight(string(t.buf[:i]), "\r"); line != "" {
			t.server.Say(web.Line{Kind: t.kind, Text: line})
		}
		t.buf = t.buf[i+1:]
	}
	t.mu.Unlock()
	return t.next.Write(b)
}

// scoreTee shows the score to the page and to the score before it.
type scoreTee struct {
	next assistant.Score
	page assistant.Score
}

func (s scoreTee) Show(g *notation.Game) {
	if s.next != nil {
		s.next.Show(g)
	}
	s.page.Show(g)
}

// boardsView shows the arbiter the boards as they read, when there are
// two (Appendix D.2.9): each board's last reading, the squares where they
// differ.
type boardsView struct {
	server *web.Server
	mu     sync.Mutex
	views  []web.BoardView
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
		v := web.ViewOf(ev.Reading.Board)
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
	b.server.ShowBoards(&web.Boards{Boards: append([]web.BoardView(nil), b.views...)})
}

// wordFact words an error of package web by the message it names (until
// the catalogue words every fact itself); another error as say does.
func wordFact(p *ui.Printer, err error) string {
	f, ok := err.(interface{ Fact() (string, []any) })
	if !ok {
		return sayErr(p, err).Error()
	}
	key, args := f.Fact()
	for i, a := range args {
		if e, ok := a.(error); ok {
			args[i] = wordFact(p, e)
		}
	}
	if key == string(ui.WebWrongCode) {
		return p.Plural(ui.Key(key), args[0].(int), args...)
	}
	return p.Sprintf(ui.Key(key), args...)
}
