// Package lichesstest is a stand-in for a lichess server in tests: the
// Board API's account, event and game streams, moves, offers, seeks,
// challenges, the server's computer and the OAuth endpoints, written
// from lichess-org/api's OpenAPI description, with knobs to cut streams,
// answer 429 and refuse moves.
//
// Games have scripted opponents: a list of moves the side that is no
// account plays, one after each move of the account.
package lichesstest

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rochade/rochade/cmd/internal/lichess"
)

// Options set up a Server.
type Options struct {
	// KeepAlive is the interval of the blank lines of the streams
	// (lichess: 7 s); 0 is 7 s.
	KeepAlive time.Duration
	// ReplyDelay is how long a scripted opponent takes for a move.
	ReplyDelay time.Duration
	// SeekDelay is how long a seek waits until it is paired; 0 is 50 ms.
	SeekDelay time.Duration
	// SeekReplies are the moves of the opponent a seek is paired with.
	SeekReplies []string
	// SeekUnpaired: a seek is never paired; the server ends it after
	// SeekDelay with no game, as lichess ends a seek nobody accepted.
	SeekUnpaired bool
	// EventStreamDown: the event stream answers 503 (the rest of the
	// API works), as a server in trouble may.
	EventStreamDown bool
	// AIReplies are the moves of the server's computer.
	AIReplies []string
	// Listener, if not nil, is where the server listens (else a loopback
	// port of its own).
	Listener net.Listener
	// Log, if not nil, gets a line for each request (method and path;
	// never a token).
	Log func(format string, args ...any)
}

// Game is a game to start with StartGame.
type Game struct {
	ID      string // "" is a new one
	White   lichess.Player
	Black   lichess.Player
	Clock   *lichess.ClockSpec // nil: correspondence
	Rated   bool
	Moves   []string // played already
	Replies []string // the moves, in turn, of the side that is no account
	Source  string   // "friend" if ""
}

type account struct {
	token   string
	id      string
	name    string
	noBoard bool // the token lacks board:play
}

type sub struct {
	lines chan []byte // nil value: the server ends the stream
	drop  chan struct{}
	who   string // the account's ID
}

func newSub() *sub { return &sub{lines: make(chan []byte, 4096), drop: make(chan struct{})} }

func (s *sub) push(b []byte) {
	select {
	case s.lines <- b:
	default: // a client that reads nothing: it is cut
		select {
		case <-s.drop:
		default:
			close(s.drop)
		}
	}
}

type game struct {
	Game
	moves      []string
	received   []string
	wtime      time.Duration
	btime      time.Duration
	lastMoveAt time.Time
	createdAt  time.Time
	status     string
	winner     string
	draw       [2]bool // white, black offering
	takeback   [2]bool
	subs       map[*sub]bool
	replyTimer *time.Timer
}

type challenge struct {
	id       string
	from, to lichess.Player
	clock    *lichess.ClockSpec
	rated    bool
	color    string
	replies  []string
}

type scripted struct {
	accept  bool
	replies []string
}

type oauthCode struct {
	challenge, redirect, clientID string
}

// Server is a running stand-in; URL is its base.
type Server struct {
	*httptest.Server
	opts Options

	mu         sync.Mutex
	accounts   map[string]*account // by token
	byID       map[string]*account
	games      map[string]*game
	order      []string
	challenges map[string]*challenge
	events     map[string]*sub // by account id: one event stream per account
	scripts    map[string]scripted
	rateLimit  int
	refuse     []string
	next       int
	codes      map[string]oauthCode
	oauthUser  string
	denyLogin  bool
	requests   int
	done       chan struct{} // closed by Close: every handler ends
	closeOnce  sync.Once
}

// New starts a stand-in; tb (may be nil) closes it at the end of the test.
func New(tb testing.TB, o Options) *Server {
	if o.KeepAlive <= 0 {
		o.KeepAlive = 7 * time.Second
	}
	if o.SeekDelay <= 0 {
		o.SeekDelay = 50 * time.Millisecond
	}
	s := &Server{opts: o, accounts: map[string]*account{}, byID: map[string]*account{}, games: map[string]*game{},
		challenges: map[string]*challenge{}, events: map[string]*sub{}, scripts: map[string]scripted{},
		codes: map[string]oauthCode{}, done: make(chan struct{})}
	s.Server = httptest.NewUnstartedServer(http.HandlerFunc(s.serve))
	if o.Listener != nil {
		s.Server.Listener.Close()
		s.Server.Listener = o.Listener
	}
	s.Server.Start()
	if tb != nil {
		tb.Cleanup(s.Close)
	}
	return s
}

// Close ends every stream and stops the server.
func (s *Server) Close() {
	s.closeOnce.Do(func() { close(s.done) })
	s.mu.Lock()
	for _, g := range s.games {
		if g.replyTimer != nil {
			g.replyTimer.Stop()
		}
	}
	s.mu.Unlock()
	s.DropStreams()
	s.Server.Close()
}

func lower(s string) string { return strings.ToLower(s) }

// AddAccount adds an account with the scope board:play; user is its
// name (its ID is the name in lower case). The first account is the one
// OAuth logs in.
func (s *Server) AddAccount(token, user string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	a := &account{token: token, id: lower(user), name: user}
	s.accounts[token] = a
	s.byID[a.id] = a
	if s.oauthUser == "" {
		s.oauthUser = user
	}
}

// WithoutBoardScope makes the token lack the scope board:play: the
// Board API answers it 403.
func (s *Server) WithoutBoardScope(token string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if a := s.accounts[token]; a != nil {
		a.noBoard = true
	}
}

// Script makes user a scripted player: challenges to it are accepted
// (or declined), and it plays replies.
func (s *Server) Script(user string, accept bool, replies ...string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.scripts[lower(user)] = scripted{accept: accept, replies: replies}
}

// DenyLogin makes the OAuth authorization answer access_denied.
func (s *Server) DenyLogin(deny bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.denyLogin = deny
}

// RateLimitNext makes the next n requests answer 429.
func (s *Server) RateLimitNext(n int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.rateLimit = n
}

// RefuseNextMove makes the next move posted answer 400 with reason.
func (s *Server) RefuseNextMove(reason string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.refuse = append(s.refuse, reason)
}

// Requests is the number of requests served.
func (s *Server) Requests() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.requests
}

// DropStreams cuts every stream open now, as a network cut would (the
// connection ends without the end of the chunked body).
func (s *Server) DropStreams() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, g := range s.games {
		for sb := range g.subs {
			sb.cut()
		}
		g.subs = map[*sub]bool{}
	}
	for id, sb := range s.events {
		sb.cut()
		delete(s.events, id)
	}
}

func (sb *sub) cut() {
	select {
	case <-sb.drop:
	default:
		close(sb.drop)
	}
}

func (s *Server) newID() string {
	s.next++
	var b [3]byte
	_, _ = rand.Read(b[:])
	return fmt.Sprintf("g%03d%s", s.next, hex.EncodeToString(b[:])[:4])
}

// StartGame starts a game and returns its ID; its players' accounts see
// it on their event streams.
func (s *Server) StartGame(g Game) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.startGame(g)
}

func (s *Server) startGame(g Game) string {
	if g.ID == "" {
		g.ID = s.newID()
	}
	if g.Source == "" {
		g.Source = "friend"
	}
	gm := &game{Game: g, moves: append([]string(nil), g.Moves...), createdAt: time.Now(), lastMoveAt: time.Now(),
		status: "started", subs: map[*sub]bool{}}
	if g.Clock != nil {
		gm.wtime, gm.btime = g.Clock.Initial, g.Clock.Initial
	}
	s.games[g.ID] = gm
	s.order = append(s.order, g.ID)
	for _, p := range []lichess.Player{g.White, g.Black} {
		if a := s.byID[lower(p.ID)]; a != nil {
			if sb := s.events[a.id]; sb != nil {
				sb.push(s.gameEvent("gameStart", gm, a.id))
			}
		}
	}
	s.scheduleReply(gm)
	return g.ID
}

// Moves returns the moves of the game.
func (s *Server) Moves(id string) []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if g := s.games[id]; g != nil {
		return append([]string(nil), g.moves...)
	}
	return nil
}

// Received returns the moves clients posted in the game, refused ones
// too, in order.
func (s *Server) Received(id string) []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if g := s.games[id]; g != nil {
		return append([]string(nil), g.received...)
	}
	return nil
}

// Status returns the game's status and winner.
func (s *Server) Status(id string) (status, winner string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if g := s.games[id]; g != nil {
		return g.status, g.winner
	}
	return "", ""
}

// Offers returns the draw offers pending (white, black).
func (s *Server) Offers(id string) (white, black bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if g := s.games[id]; g != nil {
		return g.draw[0], g.draw[1]
	}
	return false, false
}

// OpponentMove plays uci in the game for the side to move, whoever it is.
func (s *Server) OpponentMove(id, uci string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	g := s.games[id]
	if g == nil || g.status != "started" {
		return fmt.Errorf("lichesstest: no game %s going on", id)
	}
	return s.play(g, uci)
}

// Resign makes color ("white" or "black") resign.
func (s *Server) Resign(id, color string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if g := s.games[id]; g != nil && g.status == "started" {
		s.finish(g, "resign", other(color))
	}
}

// OfferDraw makes color offer a draw.
func (s *Server) OfferDraw(id, color string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if g := s.games[id]; g != nil && g.status == "started" {
		g.draw[side(color)] = true
		s.broadcast(g, s.stateLine(g))
	}
}

// ProposeTakeback makes color propose a takeback.
func (s *Server) ProposeTakeback(id, color string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if g := s.games[id]; g != nil && g.status == "started" {
		g.takeback[side(color)] = true
		s.broadcast(g, s.stateLine(g))
	}
}

// OpponentGone says to the game's streams that the opponent left (or came
// back), and in how many seconds a victory can be claimed.
func (s *Server) OpponentGone(id string, gone bool, claimIn int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if g := s.games[id]; g != nil {
		m := map[string]any{"type": "opponentGone", "gone": gone}
		if gone {
			m["claimWinInSeconds"] = claimIn
		}
		s.broadcast(g, line(m))
	}
}

// Chat writes a chat line in the game, from user.
func (s *Server) Chat(id, user, room, text string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if g := s.games[id]; g != nil {
		s.broadcast(g, line(map[string]any{"type": "chatLine", "username": user, "text": text, "room": room}))
	}
}

// ChallengeIn sends the account user a challenge from a scripted player
// (who plays replies if it is accepted) and returns its ID.
func (s *Server) ChallengeIn(user string, from lichess.Player, clock *lichess.ClockSpec, rated bool, color string, replies ...string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if color == "" {
		color = "random"
	}
	a := s.byID[lower(user)]
	c := &challenge{id: s.newID(), from: from, clock: clock, rated: rated, color: color, replies: replies}
	if a != nil {
		c.to = lichess.Player{ID: a.id, Name: a.name, Rating: 1500}
	}
	s.challenges[c.id] = c
	if a != nil && s.events[a.id] != nil {
		s.events[a.id].push(s.challengeEvent("challenge", c, "in", ""))
	}
	return c.id
}

// CancelChallenge cancels a challenge sent with ChallengeIn.
func (s *Server) CancelChallenge(id string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c := s.challenges[id]
	if c == nil {
		return
	}
	delete(s.challenges, id)
	if sb := s.events[lower(c.to.ID)]; sb != nil {
		sb.push(s.challengeEvent("challengeCanceled", c, "in", ""))
	}
}

// Challenges returns the IDs of the challenges open.
func (s *Server) Challenges() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []string
	for id := range s.challenges {
		out = append(out, id)
	}
	return out
}

// Games returns the IDs of the games, oldest first.
func (s *Server) Games() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.order...)
}

func side(color string) int {
	if color == "black" {
		return 1
	}
	return 0
}

func other(color string) string {
	if color == "white" {
		return "black"
	}
	return "white"
}

func toMove(g *game) string {
	if len(g.moves)%2 == 0 {
		return "white"
	}
	return "black"
}

// colorOf is the colour of account id in g, or "".
func colorOf(g *game, id string) string {
	switch {
	case lower(g.White.ID) == id && id != "":
		return "white"
	case lower(g.Black.ID) == id && id != "":
		return "black"
	}
	return ""
}

func line(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return append(b, '\n')
}

func msOf(d time.Duration) int64 { return d.Milliseconds() }

func (s *Server) stateMap(g *game) map[string]any {
	m := map[string]any{"type": "gameState", "moves": strings.Join(g.moves, " "), "wtime": msOf(g.wtime), "btime": msOf(g.btime),
		"winc": 0, "binc": 0, "status": g.status}
	if g.Clock != nil {
		m["winc"], m["binc"] = msOf(g.Clock.Increment), msOf(g.Clock.Increment)
	}
	if g.Clock == nil {
		m["wtime"], m["btime"] = int64(2147483647), int64(2147483647)
	}
	if g.winner != "" {
		m["winner"] = g.winner
	}
	for i, c := range []string{"w", "b"} {
		if g.draw[i] {
			m[c+"draw"] = true
		}
		if g.takeback[i] {
			m[c+"takeback"] = true
		}
	}
	return m
}

func (s *Server) stateLine(g *game) []byte { return line(s.stateMap(g)) }

func playerJSON(p lichess.Player) map[string]any {
	if p.AI > 0 {
		return map[string]any{"aiLevel": p.AI}
	}
	m := map[string]any{"id": lower(p.ID), "name": p.Name, "title": nil, "rating": p.Rating}
	if p.Title != "" {
		m["title"] = p.Title
	}
	return m
}

func speedOf(c *lichess.ClockSpec) string {
	if c == nil {
		return "correspondence"
	}
	t := c.Initial + 40*c.Increment
	switch {
	case t < 29*time.Second:
		return "ultraBullet"
	case t < 179*time.Second:
		return "bullet"
	case t < 479*time.Second:
		return "blitz"
	case t < 1499*time.Second:
		return "rapid"
	}
	return "classical"
}

var standard = map[string]any{"key": "standard", "name": "Standard", "short": "Std"}

func (s *Server) fullLine(g *game) []byte {
	m := map[string]any{"type": "gameFull", "id": g.ID, "variant": standard, "speed": speedOf(g.Clock),
		"perf": map[string]any{"name": speedOf(g.Clock)}, "rated": g.Rated, "createdAt": g.createdAt.UnixMilli(),
		"white": playerJSON(g.White), "black": playerJSON(g.Black), "initialFen": "startpos", "state": s.stateMap(g)}
	if g.Clock != nil {
		m["clock"] = map[string]any{"initial": msOf(g.Clock.Initial), "increment": msOf(g.Clock.Increment)}
	} else {
		m["daysPerTurn"] = 3
	}
	return line(m)
}

// gameInfo is a GameEventInfo of g for account id (statusObject: the
// event's {id, name}; else nowPlaying's name).
func (s *Server) gameInfo(g *game, id string, statusObject bool) map[string]any {
	color := colorOf(g, id)
	opp := g.Black
	if color == "black" {
		opp = g.White
	}
	var o map[string]any
	if opp.AI > 0 {
		o = map[string]any{"id": nil, "username": fmt.Sprintf("Stockfish level %d", opp.AI), "ai": opp.AI}
	} else {
		o = map[string]any{"id": lower(opp.ID), "username": opp.Name, "rating": opp.Rating}
	}
	last := ""
	if len(g.moves) > 0 {
		last = g.moves[len(g.moves)-1]
	}
	left := g.wtime
	if color == "black" {
		left = g.btime
	}
	p, _ := position(g.moves)
	m := map[string]any{"fullId": g.ID + "abcd", "gameId": g.ID, "id": g.ID, "fen": p.FEN(), "color": color, "lastMove": last,
		"source": g.Source, "variant": standard, "speed": speedOf(g.Clock), "perf": speedOf(g.Clock), "rated": g.Rated,
		"hasMoved": len(g.moves) > 1, "opponent": o, "isMyTurn": g.status == "started" && toMove(g) == color,
		"secondsLeft": int(left / time.Second), "compat": map[string]any{"bot": false, "board": true}}
	if statusObject {
		m["status"] = map[string]any{"id": statusIDs[g.status], "name": g.status}
	} else {
		m["status"] = g.status
	}
	if g.winner != "" {
		m["winner"] = g.winner
	}
	return m
}

var statusIDs = map[string]int{"created": 10, "started": 20, "aborted": 25, "mate": 30, "resign": 31, "stalemate": 32,
	"timeout": 33, "draw": 34, "outoftime": 35, "cheat": 36, "noStart": 37}

func (s *Server) gameEvent(typ string, g *game, id string) []byte {
	return line(map[string]any{"type": typ, "game": s.gameInfo(g, id, true)})
}

func challengeUser(p lichess.Player) map[string]any {
	return map[string]any{"id": lower(p.ID), "name": p.Name, "rating": p.Rating, "online": true}
}

func (s *Server) challengeJSON(c *challenge, dir string) map[string]any {
	tc := map[string]any{"type": "correspondence", "daysPerTurn": 3}
	if c.clock != nil {
		l, i := int(c.clock.Initial/time.Second), int(c.clock.Increment/time.Second)
		tc = map[string]any{"type": "clock", "limit": l, "increment": i, "show": fmt.Sprintf("%d+%d", l/60, i)}
	}
	return map[string]any{"id": c.id, "url": s.URL + "/" + c.id, "status": "created", "challenger": challengeUser(c.from),
		"destUser": challengeUser(c.to), "variant": standard, "rated": c.rated, "speed": speedOf(c.clock), "timeControl": tc,
		"color": c.color, "perf": map[string]any{"icon": "", "name": speedOf(c.clock)}, "direction": dir}
}

func (s *Server) challengeEvent(typ string, c *challenge, dir, declineKey string) []byte {
	m := s.challengeJSON(c, dir)
	if declineKey != "" {
		m["declineReason"] = "I'm not accepting challenges at the moment."
		m["declineReasonKey"] = declineKey
	}
	return line(map[string]any{"type": typ, "challenge": m, "compat": map[string]any{"bot": false, "board": true}})
}

func (s *Server) broadcast(g *game, b []byte) {
	for sb := range g.subs {
		sb.push(b)
	}
}

// play plays uci for the side to move (the caller checked it may), if
// it is legal.
func (s *Server) play(g *game, uci string) error {
	p, _ := position(g.moves)
	m, legal := findMove(&p, uci)
	if !legal {
		return fmt.Errorf("lichesstest: %s is not legal after %v", uci, g.moves)
	}
	uci = p.UCI(m)
	p.Play(m)
	now := time.Now()
	mover := toMove(g)
	if g.Clock != nil {
		el := now.Sub(g.lastMoveAt)
		t := &g.wtime
		if mover == "black" {
			t = &g.btime
		}
		if len(g.moves) >= 2 {
			*t -= el
		}
		if *t <= 0 {
			*t = 0
			g.lastMoveAt = now
			s.finish(g, "outoftime", other(mover))
			return nil
		}
		if len(g.moves) >= 2 {
			*t += g.Clock.Increment
		}
	}
	g.lastMoveAt = now
	g.moves = append(g.moves, uci)
	g.draw = [2]bool{}
	g.takeback = [2]bool{}
	if status, winner := ending(&p); status != "started" {
		s.finish(g, status, winner)
		return nil
	}
	s.broadcast(g, s.stateLine(g))
	s.scheduleReply(g)
	return nil
}

// scheduleReply lets a scripted side play its next reply when it is to move.
func (s *Server) scheduleReply(g *game) {
	if g.status != "started" || len(g.Replies) == 0 {
		return
	}
	mover := g.White
	if toMove(g) == "black" {
		mover = g.Black
	}
	if s.byID[lower(mover.ID)] != nil && mover.AI == 0 {
		return // an account's turn
	}
	reply := g.Replies[0]
	n := len(g.moves)
	g.replyTimer = time.AfterFunc(s.opts.ReplyDelay, func() {
		s.mu.Lock()
		defer s.mu.Unlock()
		if g.status != "started" || len(g.moves) != n || len(g.Replies) == 0 {
			return
		}
		g.Replies = g.Replies[1:]
		if err := s.play(g, reply); err != nil && s.opts.Log != nil {
			s.opts.Log("%v", err)
		}
	})
}

func (s *Server) finish(g *game, status, winner string) {
	g.status, g.winner = status, winner
	if g.replyTimer != nil {
		g.replyTimer.Stop()
	}
	s.broadcast(g, s.stateLine(g))
	for sb := range g.subs {
		sb.push(nil) // the server closes the stream when the game ends
	}
	g.subs = map[*sub]bool{}
	for _, p := range []lichess.Player{g.White, g.Black} {
		if a := s.byID[lower(p.ID)]; a != nil && s.events[a.id] != nil {
			s.events[a.id].push(s.gameEvent("gameFinish", g, a.id))
		}
	}
}
