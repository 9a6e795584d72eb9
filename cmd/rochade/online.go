package main

// Online play: play --online SERVER plays a game of the account on a
// lichess server with the board. The server is the session's opponent
// (assistant.Server): its moves come in from the game's stream, the
// player's go out through the client, one request at a time and in
// order, again after a cut until the server has them.

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/rochade/rochade/cmd/internal/assistant"
	"github.com/rochade/rochade/cmd/internal/lichess"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/notation"
)

// onlineOptions are play's flags of an online game.
type onlineOptions struct {
	server    string // "" plays over the board
	tokenFile string
	seek      string
	rated     bool
	color     string
	challenge string
	serverAI  int
}

func (o *onlineOptions) addFlags(fs *pflag.FlagSet) {
	fs.StringVar(&o.server, "online", "", "play a game on a lichess server: lichess, or the address of a lichess-compatible server (http:// or https://); a game of the account going on is joined")
	fs.StringVar(&o.tokenFile, "token-file", "", "with --online: the file of the account's token (default: the one rochade online login stored)")
	fs.StringVar(&o.seek, "seek", "", "with --online: look for an opponent for a game of minutes+seconds, such as 15+10 (rapid or classical)")
	fs.BoolVar(&o.rated, "rated", false, "with --seek or --challenge: a rated game")
	fs.StringVar(&o.color, "color", "random", "with --seek, --challenge or --server-ai: the colour to play, white, black or random")
	fs.StringVar(&o.challenge, "challenge", "", "with --online: challenge this player (with --seek's time control, 15+10 if none)")
	fs.IntVar(&o.serverAI, "server-ai", 0, "with --online: play the server's computer at this level, 1 to 8")
}

// onlineFlags are the flags that need --online.
var onlineFlags = []string{"token-file", "seek", "rated", "color", "challenge", "server-ai"}

// checkOnline checks the flags of an online game: the server, one way to
// find a game, a time control, a colour; no --clock (the server's clocks
// count). It returns the server's base URL ("" over the board).
func checkOnline(p *ui.Printer, fs *pflag.FlagSet, o onlineOptions, clockFlag, engine string) (string, error) {
	if o.server == "" {
		for _, name := range onlineFlags {
			if fs != nil && fs.Changed(name) {
				return "", p.Errorf(ui.OnlineNeedsServer)
			}
		}
		return "", nil
	}
	base, err := lichess.ServerURL(o.server)
	if err != nil {
		return "", p.Errorf(ui.OnlineBadServer, quote(o.server))
	}
	if clockFlag != "" {
		return "", p.Errorf(ui.OnlineClockRefused)
	}
	if engine != "" {
		return "", p.Errorf(ui.OnlineNoEngine)
	}
	ways := 0
	for _, set := range []bool{o.seek != "" && o.challenge == "", o.challenge != "", o.serverAI != 0} {
		if set {
			ways++
		}
	}
	if ways > 1 {
		return "", p.Errorf(ui.OnlineOneWay)
	}
	if o.seek != "" {
		if _, err := parseSeek(o.seek); err != nil {
			return "", p.Errorf(ui.OnlineBadSeek, quote(o.seek))
		}
	}
	if o.serverAI != 0 && (o.serverAI < 1 || o.serverAI > 8) {
		return "", p.Errorf(ui.PlayBadLevel, o.serverAI, 8)
	}
	if _, ok := map[string]bool{"white": true, "black": true, "random": true, "": true}[strings.ToLower(o.color)]; !ok {
		return "", p.Errorf(ui.OnlineBadColor, quote(o.color))
	}
	return base, nil
}

// parseSeek reads minutes+seconds of a rapid or classical game.
func parseSeek(s string) (lichess.ClockSpec, error) {
	m, i, ok := strings.Cut(strings.TrimSpace(s), "+")
	mins, err1 := strconv.Atoi(m)
	inc, err2 := strconv.Atoi(i)
	if !ok || err1 != nil || err2 != nil || mins < 1 || mins > 180 || inc < 0 || inc > 180 {
		return lichess.ClockSpec{}, errors.New("bad time control")
	}
	// Rapid and classical: an estimated duration of 8 minutes or more
	// (the minutes and 40 increments).
	if mins*60+40*inc < 8*60 {
		return lichess.ClockSpec{}, errors.New("faster than rapid")
	}
	return lichess.ClockSpec{Initial: time.Duration(mins) * time.Minute, Increment: time.Duration(inc) * time.Second}, nil
}

// onlineToken reads the token: --token-file, or the one stored by
// online login.
func onlineToken(p *ui.Printer, file string) (string, error) {
	if file == "" {
		path, err := lichess.TokenPath()
		if err != nil {
			return "", &onlineFailure{error: p.Errorf(ui.OnlineNoToken), why: whyNoToken}
		}
		file = path
	}
	tok, err := lichess.LoadToken(file)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return "", &onlineFailure{error: p.Errorf(ui.OnlineNoToken), why: whyNoToken}
		}
		return "", p.Worded(err)
	}
	return tok, nil
}

// onlineRateWait is the pause after a 429 (0: the client's, a minute);
// tests make it short.
var onlineRateWait time.Duration

// onlineGame is the game of the account on the server: the session's
// opponent.
type onlineGame struct {
	c      *lichess.Client
	ctx    context.Context
	id     string
	side   notation.Color
	start  notation.Position
	inputs chan<- assistant.Input
	info   *lichess.GameInfo
	first  lichess.GameUpdate // the Full the game was built from
	stream <-chan lichess.GameUpdate

	mu     sync.Mutex
	server []string // the server's moves, as the stream says them last
	moves  chan sendMove
	// challenge is the challenge waiting for an answer, "" none.
	challenge string
	// shown, when set, is told each state of the game (the live page
	// shows its clocks).
	shown func(*lichess.GameInfo, lichess.GameUpdate)
}

type sendMove struct {
	ply int
	uci string
}

// onlineNews is a line of the online game beside the game's own: a
// challenge sent, a seek, a challenge that came in, the game joined, an
// error of the server. text is printed; challenge and game say what it
// tells as data, for an output that words it its own way (the
// appliance's voice).
type onlineNews struct {
	text      string
	challenge *lichess.Challenge // a challenge that came in
	game      *onlineGame        // the game joined
	kind      newsKind           // any other line, as data
	who       string             // newsChallengeSent, newsWithdrawn: the other player
	clock     *lichess.ClockSpec // newsSeeking: the time control
}

// newsKind says what a line of the online game tells, other than a
// challenge that came in and the game joined.
type newsKind uint8

const (
	newsOther         newsKind = iota
	newsNoGame                 // no game going on: a challenge is waited for
	newsSeeking                // a seek placed
	newsSeekEnded              // the server ended the seek: nobody accepted it; placed again
	newsChallengeSent          // a challenge sent to who
	newsWithdrawn              // who withdrew the challenge said last
	newsServerNo               // the server did not accept or decline a challenge as asked
	newsLost                   // the event stream is cut; it is opened again
	newsBack                   // the event stream is open again
)

// onlineFailure is why the online game did not begin: worded (the
// error's text), and as data for an output that words it its own way
// (the appliance's voice).
type onlineFailure struct {
	error
	why onlineWhy
	who string // whyDeclined: the player challenged
}

func (f *onlineFailure) Unwrap() error { return f.error }

// onlineWhy says why the online game did not begin.
type onlineWhy uint8

const (
	whyServer      onlineWhy = iota // the server cannot be reached, or answered with an error
	whyNoToken                      // no token stored
	whyToken                        // the server refused the token
	whyRateLimited                  // the server asked for a pause
	whyDeclined                     // the player challenged declined
)

// onlineNotice hands a line of the online game to the outputs as a
// notice: standard error, the live page and the Braille display.
func (w *playWiring) onlineNotice(n onlineNews) {
	w.outs.put(gameLine{kind: lineNotice, text: n.text, fact: true, about: n})
}

// joinOnline finds the account's game: one going on, or the one --seek,
// --challenge or --server-ai starts; it returns it with its first full
// state read.
func joinOnline(ctx context.Context, p *ui.Printer, base string, o onlineOptions, say func(onlineNews), asks asker) (*onlineGame, error) {
	tok, err := onlineToken(p, o.tokenFile)
	if err != nil {
		return nil, err
	}
	c := lichess.New(base, tok, nil)
	c.RateLimitWait = onlineRateWait
	acct, err := c.Account(ctx)
	if err != nil {
		return nil, onlineError(p, err)
	}
	g := &onlineGame{c: c, ctx: ctx, moves: make(chan sendMove, 64)}
	id, err := ongoingGame(ctx, c)
	if err != nil {
		return nil, onlineError(p, err)
	}
	if id == "" {
		id, err = startOnline(ctx, p, c, o, say, asks)
		if err != nil {
			return nil, err
		}
	}
	g.id = id
	g.stream = c.Follow(ctx, id)
	for u := range g.stream {
		switch u.Kind {
		case lichess.Full:
			g.first, g.info = u, u.Game
		case lichess.Failed:
			return nil, onlineError(p, u.Err)
		default:
			continue
		}
		break
	}
	if g.info == nil {
		return nil, ctx.Err()
	}
	g.side = notation.White
	if strings.EqualFold(g.info.Black.ID, acct.ID) {
		g.side = notation.Black
	}
	g.start = notation.StartPosition()
	if f := g.info.InitialFen; f != "" && f != "startpos" {
		if pos, err := notation.ParseFEN(f); err == nil {
			g.start = pos
		}
	}
	g.server = g.first.Moves
	return g, nil
}

// startOnline starts a game as the flags ask and waits for it to begin.
func startOnline(ctx context.Context, p *ui.Printer, c *lichess.Client, o onlineOptions, say func(onlineNews), asks asker) (string, error) {
	if o.seek == "" && o.challenge == "" && o.serverAI == 0 {
		return waitForGame(ctx, p, c, say, asks)
	}
	color := strings.ToLower(o.color)
	if color == "random" {
		color = ""
	}
	spec := lichess.ClockSpec{Initial: 15 * time.Minute, Increment: 10 * time.Second}
	if o.seek != "" {
		spec, _ = parseSeek(o.seek)
	}
	// The account's event stream, until the game begins: the server
	// keeps one a token, and the game opens its own.
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	if o.serverAI != 0 {
		id, err := c.ChallengeAI(ctx, o.serverAI, lichess.ChallengeOpts{Clock: &spec, Color: color})
		if err != nil {
			return "", onlineError(p, err)
		}
		return id, nil
	}
	// The answer to a challenge or a seek comes on the event stream:
	// it is open before either is sent, so that none is missed.
	events := c.Events(ctx)
	// A stream that cannot be opened (no server, a pause asked for)
	// ends the try at once, said as for a challenge the server refused,
	// instead of waiting in silence for it.
	connected := false
	for e := range events {
		if e.Kind == lichess.Connected {
			connected = true
			break
		}
		if e.Kind == lichess.Failed || e.Kind == lichess.Disconnected || e.Kind == lichess.RateLimited {
			return "", onlineError(p, e.Err)
		}
	}
	if !connected {
		return "", ctx.Err()
	}
	seekEnded := make(chan error, 1)
	seek := func() {
		go func() { seekEnded <- c.Seek(ctx, lichess.Seek{Clock: spec, Rated: o.rated, Color: color}) }()
	}
	if o.challenge != "" {
		if _, err := c.Challenge(ctx, o.challenge, lichess.ChallengeOpts{Clock: &spec, Rated: o.rated, Color: color}); err != nil {
			return "", onlineError(p, err)
		}
		say(onlineNews{text: p.Sprintf(ui.OnlineChallengeSent, o.challenge), kind: newsChallengeSent, who: o.challenge})
	} else {
		say(onlineNews{text: p.Sprintf(ui.OnlineSeeking, clockText(p, &spec)), kind: newsSeeking, clock: &spec})
		seek()
	}
	ended := 0 // seeks the server ended with no game, in a row
	stream := streamNews{p: p, say: say}
	for {
		select {
		case <-ctx.Done():
			return "", ctx.Err()
		case err := <-seekEnded:
			if ctx.Err() != nil {
				return "", ctx.Err()
			}
			if err != nil {
				return "", onlineError(p, err)
			}
			// The server ends a seek when it is paired, the game being
			// made then, or when nobody accepted it in time.
			if id, err := ongoingGame(ctx, c); err != nil || id != "" {
				if err != nil {
					return "", onlineError(p, err)
				}
				return id, nil
			}
			if ended == 0 {
				say(onlineNews{text: p.Sprintf(ui.OnlineSeekEnded), kind: newsSeekEnded})
			}
			// Placed again at once; again and again after a growing
			// pause, for a server that ends every seek at once.
			wait := time.Duration(0)
			if ended > 0 {
				wait = lichess.Backoff(ended - 1)
			}
			ended++
			select {
			case <-ctx.Done():
				return "", ctx.Err()
			case <-time.After(wait):
			}
			seek()
		case e, ok := <-events:
			if !ok {
				return "", ctx.Err()
			}
			if stream.event(e) {
				continue
			}
			switch e.Kind {
			case lichess.GameStart:
				if e.Game != nil {
					return e.Game.GameID, nil
				}
			case lichess.ChallengeDeclined:
				if e.Challenge == nil || e.Challenge.Direction == "in" {
					continue
				}
				return "", &onlineFailure{error: p.Errorf(ui.OnlineDeclined, o.challenge, e.Challenge.DeclineKey),
					why: whyDeclined, who: o.challenge}
			case lichess.Failed:
				return "", onlineError(p, e.Err)
			}
		}
	}
}

// streamNews says, once each, that the event stream was cut and that
// it is back, before the game (a seek placed, a challenge awaited): the
// player is not left waiting for an answer that cannot come. It tells
// whether e was such news.
type streamNews struct {
	p    *ui.Printer
	say  func(onlineNews)
	lost bool
}

func (n *streamNews) event(e lichess.Event) bool {
	switch e.Kind {
	case lichess.Disconnected:
		if !n.lost {
			n.lost = true
			n.say(onlineNews{text: n.p.Sprintf(ui.OnlineStreamLost, n.p.Say(e.Err)), kind: newsLost})
		}
		return true
	case lichess.Connected:
		if n.lost {
			n.lost = false
			n.say(onlineNews{text: n.p.Sprintf(ui.PlayServerBack), kind: newsBack})
		}
		return true
	}
	return false
}

// ongoingGame returns the account's game going on in the standard
// variant, "" none.
func ongoingGame(ctx context.Context, c *lichess.Client) (string, error) {
	games, err := c.Ongoing(ctx)
	if err != nil {
		return "", err
	}
	for _, og := range games {
		if og.Variant == "" || og.Variant == "standard" {
			return og.GameID, nil
		}
	}
	return "", nil
}

// asker gives the player's requests before the game: start starts
// reading them, requests is where they come.
type asker struct {
	start    func()
	requests <-chan assistant.Input
}

// waitForGame waits for a game of the account: a challenge that comes in
// is said and answered by the requests accept and decline, a game begun
// elsewhere (on the server's page) is joined.
func waitForGame(ctx context.Context, p *ui.Printer, c *lichess.Client, say func(onlineNews), asks asker) (string, error) {
	say(onlineNews{text: p.Sprintf(ui.OnlineNoGame), kind: newsNoGame})
	if asks.start != nil {
		asks.start()
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	events := c.Events(ctx)
	var last, lastFrom string // the challenge said last, and who sent it
	stream := streamNews{p: p, say: say}
	for {
		select {
		case <-ctx.Done():
			return "", ctx.Err()
		case in := <-asks.requests:
			if in.Kind != assistant.RequestInput || in.Err != nil || last == "" {
				continue
			}
			switch in.Request.Kind {
			case assistant.AskAccept:
				if err := c.Accept(ctx, last); err != nil {
					say(onlineNews{text: onlineError(p, err).Error(), kind: newsServerNo})
				}
				last, lastFrom = "", ""
			case assistant.AskDecline:
				if err := c.Decline(ctx, last, "later"); err != nil {
					say(onlineNews{text: onlineError(p, err).Error(), kind: newsServerNo})
				}
				last, lastFrom = "", ""
			}
		case e, ok := <-events:
			if !ok {
				return "", ctx.Err()
			}
			if stream.event(e) {
				continue
			}
			switch e.Kind {
			case lichess.GameStart:
				if e.Game != nil {
					return e.Game.GameID, nil
				}
			case lichess.ChallengeIn:
				if ch := e.Challenge; ch != nil && ch.Direction != "out" {
					last, lastFrom = ch.ID, ch.From.Name
					say(onlineNews{text: challengeText(p, ch), challenge: ch})
				}
			case lichess.ChallengeCanceled:
				if e.Challenge != nil && e.Challenge.ID == last {
					say(onlineNews{text: p.Sprintf(ui.OnlineWithdrawn, lastFrom), kind: newsWithdrawn, who: lastFrom})
					last, lastFrom = "", ""
				}
			case lichess.Failed:
				return "", onlineError(p, e.Err)
			}
		}
	}
}

// challengeText says a challenge: who, rating, time control.
func challengeText(p *ui.Printer, ch *lichess.Challenge) string {
	rating := "?"
	if ch.From.Rating > 0 {
		rating = strconv.Itoa(ch.From.Rating)
	}
	return p.Sprintf(ui.OnlineChallengeIn, ch.From.Name, rating, clockText(p, ch.Clock))
}

// onlineError words an error of the server: a refused token in the one
// sentence that says what to do.
func onlineError(p *ui.Printer, err error) error {
	var te *lichess.TokenError
	if errors.As(err, &te) {
		return &onlineFailure{error: p.Errorf(ui.OnlineTokenRefused), why: whyToken}
	}
	if errors.Is(err, context.Canceled) {
		return err
	}
	why := whyServer
	var rl *lichess.RateLimitError
	if errors.As(err, &rl) {
		why = whyRateLimited
	}
	return &onlineFailure{error: p.Errorf(ui.OnlineFailed, p.Say(err)), why: why}
}

// clockText words a time control: "15+10", or none.
func clockText(p *ui.Printer, c *lichess.ClockSpec) string {
	if c == nil {
		return p.Sprintf(ui.OnlineUnlimited)
	}
	return strconv.Itoa(int(c.Initial/time.Minute)) + "+" + strconv.Itoa(int(c.Increment/time.Second))
}

// game returns the game as the server has it, with its tags: the
// game's address, the players and their ratings, the time control.
func (g *onlineGame) game(tags []notation.Tag, now time.Time) *notation.Game {
	out := assistant.FreshGame(tags, now)
	if !g.info.CreatedAt.IsZero() {
		out.SetTag("Date", g.info.CreatedAt.UTC().Format("2006.01.02"))
	}
	out.SetTag("Site", g.info.URL)
	name := func(pl lichess.Player) string {
		switch {
		case pl.AI > 0:
			return "lichess AI level " + strconv.Itoa(pl.AI)
		case pl.Name != "":
			return pl.Name
		}
		return "?"
	}
	out.SetTag("White", name(g.info.White))
	out.SetTag("Black", name(g.info.Black))
	if r := g.info.White.Rating; r > 0 {
		out.SetTag("WhiteElo", strconv.Itoa(r))
	}
	if r := g.info.Black.Rating; r > 0 {
		out.SetTag("BlackElo", strconv.Itoa(r))
	}
	if c := g.info.Clock; c != nil {
		out.SetTag("TimeControl", strconv.Itoa(int(c.Initial/time.Second))+"+"+strconv.Itoa(int(c.Increment/time.Second)))
	} else {
		out.SetTag("TimeControl", "-")
	}
	if start := notation.StartPosition(); g.start.FEN() != start.FEN() {
		out.Start = g.start
		out.SetTag("SetUp", "1")
		out.SetTag("FEN", g.start.FEN())
	}
	out.Moves, _ = assistant.ServerMoves(g.start, g.first.Moves)
	// The opponent's last move is left to the server's first state: it
	// is announced then and expected on the board, for a player who
	// comes back to the game without knowing it.
	if n := len(out.Moves); n > 0 && (n%2 == 1) == (g.start.Turn() != g.side) {
		out.Moves = out.Moves[:n-1]
	}
	return out
}

// joined says which game was joined.
func (g *onlineGame) joined(p *ui.Printer) string {
	opp := g.info.Black
	colour := p.Sprintf(ui.CompareWhite)
	if g.side == notation.Black {
		opp, colour = g.info.White, p.Sprintf(ui.CompareBlack)
	}
	name := opp.Name
	if opp.AI > 0 {
		name = "AI " + strconv.Itoa(opp.AI)
	}
	rating := "?"
	if opp.Rating > 0 {
		rating = strconv.Itoa(opp.Rating)
	}
	return p.Sprintf(ui.OnlineJoined, g.info.URL, colour, name, rating)
}

// Send queues the player's move; the sender posts the moves in order.
func (g *onlineGame) Send(ply int, m notation.Move) {
	select {
	case g.moves <- sendMove{ply: ply, uci: m.UCI()}:
	default:
	}
}

// Act sends an action of the player in the background.
func (g *onlineGame) Act(a assistant.ServerAction) bool {
	g.mu.Lock()
	ch := g.challenge
	if a == assistant.ActAccept || a == assistant.ActDecline {
		if ch == "" {
			g.mu.Unlock()
			return false
		}
		g.challenge = ""
	}
	g.mu.Unlock()
	go func() {
		ctx, c, id := g.ctx, g.c, g.id
		var err error
		switch a {
		case assistant.ActResign:
			err = c.Resign(ctx, id)
		case assistant.ActAbort:
			err = c.Abort(ctx, id)
		case assistant.ActDrawOffer:
			err = c.Draw(ctx, id, true)
		case assistant.ActDrawDecline:
			err = c.Draw(ctx, id, false)
		case assistant.ActTakeback:
			err = c.Takeback(ctx, id, true)
		case assistant.ActTakebackNo:
			err = c.Takeback(ctx, id, false)
		case assistant.ActClaimVictory:
			err = c.ClaimVictory(ctx, id)
		case assistant.ActAccept:
			err = c.Accept(ctx, ch)
		case assistant.ActDecline:
			err = c.Decline(ctx, ch, "later")
		}
		if err != nil && ctx.Err() == nil {
			g.input(assistant.ServerUpdate{Kind: assistant.ServerNo, Err: err})
		}
	}()
	return true
}

func (g *onlineGame) input(u assistant.ServerUpdate) {
	select {
	case g.inputs <- assistant.Input{Kind: assistant.ServerInput, Server: u}:
	case <-g.ctx.Done():
	}
}

// has tells whether the server's list has uci at ply.
func (g *onlineGame) has(ply int, uci string) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	return ply < len(g.server) && g.server[ply] == uci
}

// send posts the player's moves in order: a move the network lost is
// posted again until the server has it; one the server refuses is said
// (unless the server's list shows it arrived after all).
func (g *onlineGame) send() {
	for {
		var m sendMove
		select {
		case <-g.ctx.Done():
			return
		case m = <-g.moves:
		}
		for attempt := 0; ; attempt++ {
			if g.has(m.ply, m.uci) {
				break
			}
			err := g.c.Move(g.ctx, g.id, m.uci)
			if err == nil || g.ctx.Err() != nil {
				break
			}
			var refused *lichess.Refused
			if errors.As(err, &refused) {
				if attempt > 0 && g.waitFor(m.ply, m.uci, 3*time.Second) {
					break // it had arrived: the answer was lost
				}
				g.input(assistant.ServerUpdate{Kind: assistant.ServerRefused, Ply: m.ply, Reason: refused.Reason})
				break
			}
			var te *lichess.TokenError
			if errors.As(err, &te) {
				g.input(assistant.ServerUpdate{Kind: assistant.ServerLost, Err: err})
				break
			}
			wait := lichess.Backoff(attempt)
			var rl *lichess.RateLimitError
			if errors.As(err, &rl) {
				wait = rl.Wait
				if onlineRateWait > 0 || wait <= 0 {
					wait = max(onlineRateWait, time.Second)
				}
				g.input(assistant.ServerUpdate{Kind: assistant.ServerWaiting, Wait: wait})
			}
			select {
			case <-g.ctx.Done():
				return
			case <-time.After(wait):
			}
		}
	}
}

// waitFor waits up to d for the server's list to show uci at ply.
func (g *onlineGame) waitFor(ply int, uci string, d time.Duration) bool {
	end := time.Now().Add(d)
	for time.Now().Before(end) {
		if g.has(ply, uci) {
			return true
		}
		select {
		case <-g.ctx.Done():
			return false
		case <-time.After(50 * time.Millisecond):
		}
	}
	return g.has(ply, uci)
}

// follow passes the game's stream to the session, from the Full the game
// was built from, and follows the account's events for challenges.
func (g *onlineGame) follow(p *ui.Printer, say func(onlineNews)) {
	go g.send()
	go g.events(p, say)
	g.update(g.first)
	lost := false
	for u := range g.stream {
		switch u.Kind {
		case lichess.Full, lichess.State:
			if lost {
				lost = false
				g.input(assistant.ServerUpdate{Kind: assistant.ServerBack})
			}
			g.update(u)
		case lichess.Chat:
			if u.Chat != nil {
				g.input(assistant.ServerUpdate{Kind: assistant.ServerChat, From: u.Chat.Username, Text: u.Chat.Text})
			}
		case lichess.OpponentGone:
			g.input(assistant.ServerUpdate{Kind: assistant.ServerGone, Gone: u.Gone, ClaimIn: u.ClaimIn})
		case lichess.Disconnected, lichess.Failed:
			if !lost {
				lost = true
				g.input(assistant.ServerUpdate{Kind: assistant.ServerLost, Err: u.Err})
			}
		case lichess.RateLimited:
			g.input(assistant.ServerUpdate{Kind: assistant.ServerWaiting, Wait: u.Wait})
		}
	}
}

// update passes a state of the game to the session.
func (g *onlineGame) update(u lichess.GameUpdate) {
	g.mu.Lock()
	g.server = append([]string(nil), u.Moves...)
	g.mu.Unlock()
	if g.shown != nil {
		g.shown(g.info, u)
	}
	moves, _ := assistant.ServerMoves(g.start, u.Moves)
	su := assistant.ServerUpdate{Kind: assistant.ServerState, Moves: moves, Status: u.Status, Winner: u.Winner,
		Timed: g.info.Clock != nil, White: u.WTime, Black: u.BTime, At: u.At}
	if g.side == notation.White {
		su.DrawOffer, su.TakebackOffer = u.BDraw, u.BTakeback
	} else {
		su.DrawOffer, su.TakebackOffer = u.WDraw, u.WTakeback
	}
	g.input(su)
}

// events says the challenges that come in during the game; accept and
// decline answer the last.
func (g *onlineGame) events(p *ui.Printer, say func(onlineNews)) {
	from := "" // who sent the challenge waiting
	for e := range g.c.Events(g.ctx) {
		ch := e.Challenge
		if ch == nil || ch.Direction == "out" {
			continue
		}
		switch e.Kind {
		case lichess.ChallengeIn:
			g.mu.Lock()
			g.challenge = ch.ID
			g.mu.Unlock()
			from = ch.From.Name
			say(onlineNews{text: challengeText(p, ch), challenge: ch})
		case lichess.ChallengeCanceled:
			g.mu.Lock()
			waiting := g.challenge == ch.ID
			if waiting {
				g.challenge = ""
			}
			g.mu.Unlock()
			if waiting {
				say(onlineNews{text: p.Sprintf(ui.OnlineWithdrawn, from), kind: newsWithdrawn, who: from})
			}
		}
	}
}

// startOnlineGame joins the online game (--online) and makes the server
// the session's opponent. Stopped while it waits, play ends at once
// (errStopped).
func (w *playWiring) startOnline(ctx context.Context) error {
	if w.onlineBase == "" {
		return nil
	}
	// The game joined, a challenge that came in, a seek: notices, on
	// standard error, the live page and the Braille display (the
	// appliance says the game joined and a challenge aloud too).
	say := w.onlineNotice
	// Ctrl+C on a terminal in raw mode ends the wait (and the streams
	// of the game, which end with play anyway).
	wctx, wcancel := context.WithCancel(ctx)
	w.readMu.Lock()
	w.interruptFn = wcancel
	w.readMu.Unlock()
	g, err := joinOnline(wctx, w.p, w.onlineBase, w.o.online, say, asker{start: w.startReading, requests: w.inputs})
	if err != nil {
		if wctx.Err() != nil {
			return errStopped
		}
		return err
	}
	g.inputs = w.inputs
	w.game = g.game(w.cfg.Tags, time.Now())
	w.cfg.Side, w.cfg.Server, w.cfg.Clock = g.side, g, assistant.ServerClock
	say(onlineNews{text: g.joined(w.p), game: g})
	w.placeOnline(g, func(text string) { say(onlineNews{text: text}) })
	if w.page != nil {
		g.shown = w.page.showOnline
	}
	w.online = g
	return nil
}

// join is the game as a record compares it with its last game.
func (g *onlineGame) join() onlineJoin {
	moves, _ := assistant.ServerMoves(g.start, g.first.Moves)
	return onlineJoin{url: g.info.URL, id: g.id, start: g.start, moves: moves, server: func() []notation.Move {
		g.mu.Lock()
		list := g.server
		g.mu.Unlock()
		ms, _ := assistant.ServerMoves(g.start, list)
		return ms
	}}
}

// placeOnline puts the game joined in the record (or the appliance's
// games folder) and says where: its copy written before a restart goes
// on, or it is a new game.
func (w *playWiring) placeOnline(g *onlineGame, say func(string)) {
	p, j := w.p, g.join()
	switch {
	case w.rec != nil:
		pl := w.rec.placeOnline(j)
		record := w.o.record
		switch ro := w.opened; {
		case pl.resumed != nil:
			n := len(pl.resumed.Moves)
			say(p.Plural(ui.PlayResuming, n, record, n))
		case pl.differs >= 0:
			say(p.Sprintf(ui.PlayRecordOnlineDiffers, record, pl.moveNo))
		case ro.finished:
			say(p.Sprintf(ui.PlayResumeFinished, record, ro.result))
		case w.rec.games > 0:
			say(p.Plural(ui.PlayRecordAppends, w.rec.games, record, w.rec.games))
		}
	case w.games != nil:
		path, pl := w.games.placeOnline(j)
		if pl.differs >= 0 {
			say(p.Sprintf(ui.PlayRecordOnlineDiffers, path, pl.moveNo))
		}
	}
}

// newOnlineCmd is online login and online logout: the account's token.
func newOnlineCmd(a *app) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "online",
		Short: "The token of the account that plays online (play --online)",
	}
	var server, file string
	var browser bool
	login := &cobra.Command{
		Use:   "login [--server lichess|URL] [--browser] [--token-file FILE]",
		Short: "Store the account's token: pasted on standard input, or approved in the browser",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			p := a.printer()
			base, err := lichess.ServerURL(server)
			if err != nil {
				return p.Errorf(ui.OnlineBadServer, quote(server))
			}
			path, err := tokenFilePath(p, file)
			if err != nil {
				return err
			}
			ctx, stop := stopContext(cmd.Context())
			defer stop()
			var tok string
			if browser {
				ln, err := net.Listen("tcp", "127.0.0.1:0")
				if err != nil {
					return err
				}
				tok, err = lichess.PKCELogin(ctx, base, func(url string) error {
					fmt.Fprintln(cmd.ErrOrStderr(), url)
					return nil
				}, ln)
				if err != nil {
					return onlineError(p, err)
				}
			} else {
				line, _ := bufio.NewReader(io.LimitReader(cmd.InOrStdin(), 4096)).ReadString('\n')
				tok = strings.TrimSpace(line)
				if tok == "" {
					return p.Errorf(ui.OnlineTokenEmpty)
				}
				if !lichess.ValidToken(tok) {
					return p.Errorf(ui.OnlineTokenRefused)
				}
			}
			c := lichess.New(base, tok, nil)
			if _, err := c.CheckToken(ctx); err != nil {
				return onlineError(p, err)
			}
			acct, err := c.Account(ctx)
			if err != nil {
				return onlineError(p, err)
			}
			if err := lichess.SaveToken(path, tok); err != nil {
				return p.Worded(err)
			}
			fmt.Fprintln(cmd.ErrOrStderr(), p.Sprintf(ui.OnlineLoggedIn, acct.Username, path))
			return nil
		},
	}
	login.Flags().StringVar(&server, "server", "lichess", "the server: lichess, or the address of a lichess-compatible server")
	login.Flags().BoolVar(&browser, "browser", false, "approve Rochade on the server's page instead of pasting a token")
	login.Flags().StringVar(&file, "token-file", "", "store the token in this file instead of the config folder")
	logout := &cobra.Command{
		Use:   "logout [--token-file FILE]",
		Short: "Remove the stored token",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			p := a.printer()
			path, err := tokenFilePath(p, file)
			if err != nil {
				return err
			}
			if err := os.Remove(path); err != nil {
				if errors.Is(err, fs.ErrNotExist) {
					fmt.Fprintln(cmd.ErrOrStderr(), p.Sprintf(ui.OnlineNotLoggedIn))
					return nil
				}
				return p.Worded(err)
			}
			fmt.Fprintln(cmd.ErrOrStderr(), p.Sprintf(ui.OnlineLoggedOut, path))
			return nil
		},
	}
	logout.Flags().StringVar(&file, "token-file", "", "the token file, if not the one in the config folder")
	cmd.AddCommand(login, logout)
	return cmd
}

// tokenFilePath is --token-file, or the config folder's token file.
func tokenFilePath(p *ui.Printer, file string) (string, error) {
	if file != "" {
		return file, nil
	}
	path, err := lichess.TokenPath()
	if err != nil {
		return "", p.Worded(err)
	}
	return path, nil
}
