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
		return nil, p.Errorf(ui.WebNoServe, addr, p.Say(err))
	}
	path := pairingsPath()
	pairing, err := web.NewPairing(path)
	if err != nil {
		fmt.Fprintln(errOut, p.Say(err))
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
		Problem:  func(err error) { fmt.Fprintln(errOut, p.Say(err)) },
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

// webRequests are the page's buttons: the request table in the order of
// the help, labelled in the run's language; the computer opponent's
// requests only with one.
func webRequests(p *ui.Printer, engine bool) []web.Request {
	labelled := func(name, value string) string {
		return p.Sprintf(ui.Labelled, p.RequestLabel(name), value)
	}
	var out []web.Request
	for _, ri := range assistant.Requests() {
		if ri.Help == assistant.HelpNone || ri.Help == assistant.HelpEngine && !engine {
			continue
		}
		r := web.Request{Name: ri.Name, Label: p.RequestLabel(ri.Name), Changes: ri.Changes, ArgLabel: p.RequestLabel(ri.Name)}
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
		out = append(out, r)
	}
	return out
}

// pageOutput is the live page as one output of the game: every line
// said, printed or noticed goes into its live region and list, and the
// score into its list of moves. Say and Show return at once: the page's
// streams never hold up the game.
type pageOutput struct{ server *web.Server }

func (o pageOutput) Put(l gameLine) {
	kind := web.Announcement
	switch l.kind {
	case lineAnswer:
		kind = web.Answer
	case lineNotice:
		kind = web.Notice
	}
	o.server.Say(web.Line{Kind: kind, Text: l.text})
}

func (o pageOutput) Show(g *notation.Game) { o.server.Show(g) }

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
