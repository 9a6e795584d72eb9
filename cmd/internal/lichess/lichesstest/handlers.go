package lichesstest

import (
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/rochade/rochade/cmd/internal/lichess"
)

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_, _ = w.Write(line(v))
}

func fail(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, map[string]any{"error": msg})
}

func ok(w http.ResponseWriter) { writeJSON(w, http.StatusOK, map[string]any{"ok": true}) }

// serve routes a request. It holds the lock except while streaming.
func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	if s.opts.Log != nil {
		s.opts.Log("%s %s", r.Method, r.URL.Path)
	}
	s.mu.Lock()
	s.requests++
	if s.rateLimit > 0 {
		s.rateLimit--
		s.mu.Unlock()
		fail(w, http.StatusTooManyRequests, "Too many requests. Try again later.")
		return
	}
	p := strings.Split(strings.Trim(r.URL.Path, "/"), "/")
	switch {
	case r.Method == "GET" && r.URL.Path == "/oauth":
		s.authorize(w, r)
		s.mu.Unlock()
		return
	case r.Method == "POST" && r.URL.Path == "/api/token":
		s.tokenEndpoint(w, r)
		s.mu.Unlock()
		return
	case r.Method == "POST" && r.URL.Path == "/api/token/test":
		s.tokenTest(w, r)
		s.mu.Unlock()
		return
	}
	a := s.accounts[strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")]
	if a == nil || !strings.HasPrefix(r.Header.Get("Authorization"), "Bearer ") {
		s.mu.Unlock()
		fail(w, http.StatusUnauthorized, "No such token")
		return
	}
	if a.noBoard && (len(p) > 1 && (p[1] == "board" || p[1] == "stream" || p[1] == "challenge")) {
		s.mu.Unlock()
		fail(w, http.StatusForbidden, "Missing scope")
		return
	}
	if err := r.ParseForm(); err != nil {
		s.mu.Unlock()
		fail(w, http.StatusBadRequest, "bad form")
		return
	}
	switch {
	case r.Method == "GET" && r.URL.Path == "/api/account":
		writeJSON(w, 200, map[string]any{"id": a.id, "username": a.name, "perfs": map[string]any{}, "createdAt": 0})
	case r.Method == "GET" && r.URL.Path == "/api/account/playing":
		s.playing(w, a)
	case r.Method == "GET" && r.URL.Path == "/api/stream/event" && s.opts.EventStreamDown:
		fail(w, http.StatusServiceUnavailable, "Service unavailable")
	case r.Method == "GET" && r.URL.Path == "/api/stream/event":
		s.eventStream(w, r, a) // unlocks
		return
	case r.Method == "GET" && len(p) == 5 && p[1] == "board" && p[2] == "game" && p[3] == "stream":
		s.gameStream(w, r, a, p[4]) // unlocks
		return
	case r.Method == "POST" && r.URL.Path == "/api/board/seek":
		s.seek(w, r, a) // unlocks
		return
	case r.Method == "POST" && r.URL.Path == "/api/challenge/ai":
		s.challengeAI(w, r, a)
	case r.Method == "POST" && len(p) == 4 && p[1] == "challenge" && (p[3] == "accept" || p[3] == "decline"):
		s.answerChallenge(w, a, p[2], p[3] == "accept")
	case r.Method == "POST" && len(p) == 3 && p[1] == "challenge":
		s.challengeOut(w, r, a, p[2])
	case r.Method == "POST" && len(p) >= 5 && p[1] == "board" && p[2] == "game":
		s.boardAction(w, r, a, p[3], p[4:])
	default:
		fail(w, http.StatusNotFound, "Not found")
	}
	s.mu.Unlock()
}

func (s *Server) playing(w http.ResponseWriter, a *account) {
	var now []map[string]any
	my := 0
	for _, id := range s.order {
		g := s.games[id]
		if g.status != "started" || colorOf(g, a.id) == "" {
			continue
		}
		m := s.gameInfo(g, a.id, false)
		if m["isMyTurn"] == true {
			my++
		}
		now = append(now, m)
	}
	if now == nil {
		now = []map[string]any{}
	}
	writeJSON(w, 200, map[string]any{"nowPlaying": now, "nbMyTurn": my})
}

// stream writes the lines of sb with keep-alive blank lines until the
// request ends, the server ends it (a nil line) or cuts it. Called
// without the lock.
func (s *Server) stream(w http.ResponseWriter, r *http.Request, sb *sub, first [][]byte) {
	w.Header().Set("Content-Type", "application/x-ndjson")
	w.WriteHeader(200)
	fl, _ := w.(http.Flusher)
	for _, b := range first {
		_, _ = w.Write(b)
	}
	if fl != nil {
		fl.Flush()
	}
	tick := time.NewTicker(s.opts.KeepAlive)
	defer tick.Stop()
	for {
		select {
		case b := <-sb.lines:
			if b == nil {
				return
			}
			if _, err := w.Write(b); err != nil {
				return
			}
		case <-tick.C:
			if _, err := w.Write([]byte("\n")); err != nil {
				return
			}
		case <-sb.drop:
			panic(http.ErrAbortHandler) // the connection is cut, not ended
		case <-r.Context().Done():
			return
		case <-s.done:
			return
		}
		if fl != nil {
			fl.Flush()
		}
	}
}

func (s *Server) eventStream(w http.ResponseWriter, r *http.Request, a *account) {
	if old := s.events[a.id]; old != nil {
		old.push(nil) // one event stream per account: the new one closes the old
	}
	sb := newSub()
	s.events[a.id] = sb
	var first [][]byte
	for _, id := range s.order {
		if g := s.games[id]; g.status == "started" && colorOf(g, a.id) != "" {
			first = append(first, s.gameEvent("gameStart", g, a.id))
		}
	}
	for _, c := range s.challenges {
		if lower(c.to.ID) == a.id {
			first = append(first, s.challengeEvent("challenge", c, "in", ""))
		}
	}
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		if s.events[a.id] == sb {
			delete(s.events, a.id)
		}
		s.mu.Unlock()
	}()
	s.stream(w, r, sb, first)
}

func (s *Server) gameStream(w http.ResponseWriter, r *http.Request, a *account, id string) {
	g := s.games[id]
	if g == nil || colorOf(g, a.id) == "" {
		s.mu.Unlock()
		fail(w, http.StatusNotFound, "No such game")
		return
	}
	// One stream per game and account: a new one ends the one before.
	for old := range g.subs {
		if old.who == a.id {
			old.push(nil)
			delete(g.subs, old)
		}
	}
	sb := newSub()
	sb.who = a.id
	first := [][]byte{s.fullLine(g)}
	if g.status != "started" {
		sb.push(nil) // over: the server sends gameFull and closes
	} else {
		g.subs[sb] = true
	}
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		delete(g.subs, sb)
		s.mu.Unlock()
	}()
	s.stream(w, r, sb, first)
}

func (s *Server) seek(w http.ResponseWriter, r *http.Request, a *account) {
	mins, err1 := strconv.ParseFloat(r.PostFormValue("time"), 64)
	inc, err2 := strconv.Atoi(r.PostFormValue("increment"))
	if err1 != nil || err2 != nil || mins < 0 || mins > 180 || inc < 0 || inc > 180 || mins == 0 && inc == 0 {
		s.mu.Unlock()
		fail(w, http.StatusBadRequest, "Invalid time control")
		return
	}
	color := r.PostFormValue("color")
	rated := r.PostFormValue("rated") == "true"
	s.mu.Unlock()
	w.Header().Set("Content-Type", "application/x-ndjson")
	w.WriteHeader(200)
	if fl, ok := w.(http.Flusher); ok {
		fl.Flush()
	}
	t := time.NewTimer(s.opts.SeekDelay)
	defer t.Stop()
	select {
	case <-r.Context().Done():
		return // the seek is cancelled
	case <-s.done:
		return
	case <-t.C:
	}
	if s.opts.SeekUnpaired {
		return // nobody accepted it
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	me := lichess.Player{ID: a.id, Name: a.name, Rating: 1500}
	opp := lichess.Player{ID: "seeker", Name: "Seeker", Rating: 1520}
	g := Game{White: me, Black: opp, Clock: &lichess.ClockSpec{Initial: time.Duration(mins * float64(time.Minute)),
		Increment: time.Duration(inc) * time.Second}, Rated: rated, Replies: s.opts.SeekReplies, Source: "lobby"}
	if color == "black" {
		g.White, g.Black = opp, me
	}
	s.startGame(g)
}

func clockForm(r *http.Request) (*lichess.ClockSpec, bool) {
	l, i := r.PostFormValue("clock.limit"), r.PostFormValue("clock.increment")
	if l == "" && i == "" {
		return nil, true
	}
	ln, err1 := strconv.Atoi(l)
	in, err2 := strconv.Atoi(i)
	if err1 != nil || err2 != nil || ln < 0 || ln > 10800 || in < 0 || in > 60 {
		return nil, false
	}
	return &lichess.ClockSpec{Initial: time.Duration(ln) * time.Second, Increment: time.Duration(in) * time.Second}, true
}

func (s *Server) challengeAI(w http.ResponseWriter, r *http.Request, a *account) {
	level, err := strconv.Atoi(r.PostFormValue("level"))
	clock, okc := clockForm(r)
	if err != nil || level < 1 || level > 8 || !okc {
		fail(w, http.StatusBadRequest, "Invalid level or clock")
		return
	}
	me := lichess.Player{ID: a.id, Name: a.name, Rating: 1500}
	ai := lichess.Player{AI: level}
	g := Game{White: me, Black: ai, Clock: clock, Replies: s.opts.AIReplies, Source: "ai"}
	color := r.PostFormValue("color")
	if color == "black" {
		g.White, g.Black = ai, me
	}
	if color == "" || color == "random" {
		color = "white"
	}
	id := s.startGame(g)
	writeJSON(w, 201, map[string]any{"id": id, "variant": standard, "speed": speedOf(clock), "perf": speedOf(clock),
		"rated": false, "fen": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "turns": 0, "source": "ai",
		"status": map[string]any{"id": 20, "name": "started"}, "createdAt": time.Now().UnixMilli(), "player": color,
		"fullId": id + "abcd"})
}

func (s *Server) challengeOut(w http.ResponseWriter, r *http.Request, a *account, user string) {
	clock, okc := clockForm(r)
	if !okc {
		fail(w, http.StatusBadRequest, "Invalid clock")
		return
	}
	sc, scripted := s.scripts[lower(user)]
	to := s.byID[lower(user)]
	if !scripted && to == nil {
		fail(w, http.StatusNotFound, "Not found")
		return
	}
	color := r.PostFormValue("color")
	if color == "" {
		color = "random"
	}
	c := &challenge{id: s.newID(), from: lichess.Player{ID: a.id, Name: a.name, Rating: 1500},
		to: lichess.Player{ID: lower(user), Name: user, Rating: 1500}, clock: clock,
		rated: r.PostFormValue("rated") == "true", color: color, replies: sc.replies}
	writeJSON(w, 200, s.challengeJSON(c, "out"))
	if sb := s.events[a.id]; sb != nil {
		sb.push(s.challengeEvent("challenge", c, "out", ""))
	}
	switch {
	case to != nil:
		s.challenges[c.id] = c
		if sb := s.events[to.id]; sb != nil {
			sb.push(s.challengeEvent("challenge", c, "in", ""))
		}
	case sc.accept:
		s.startFromChallenge(c, c.to, c.from)
	default:
		if sb := s.events[a.id]; sb != nil {
			sb.push(s.challengeEvent("challengeDeclined", c, "out", "later"))
		}
	}
}

// startFromChallenge starts the game of an accepted challenge; the
// challenger plays the colour asked for (white if random).
func (s *Server) startFromChallenge(c *challenge, accepter, challenger lichess.Player) {
	g := Game{ID: c.id, White: challenger, Black: accepter, Clock: c.clock, Rated: c.rated, Replies: c.replies}
	if c.color == "black" {
		g.White, g.Black = accepter, challenger
	}
	s.startGame(g)
}

func (s *Server) answerChallenge(w http.ResponseWriter, a *account, id string, accept bool) {
	c := s.challenges[id]
	if c == nil || lower(c.to.ID) != a.id {
		fail(w, http.StatusNotFound, "Not found")
		return
	}
	delete(s.challenges, id)
	ok(w)
	if accept {
		s.startFromChallenge(c, lichess.Player{ID: a.id, Name: a.name, Rating: c.to.Rating}, c.from)
	} else if sb := s.events[lower(c.from.ID)]; sb != nil {
		sb.push(s.challengeEvent("challengeDeclined", c, "out", "generic"))
	}
}

func (s *Server) boardAction(w http.ResponseWriter, r *http.Request, a *account, id string, rest []string) {
	g := s.games[id]
	if g == nil || colorOf(g, a.id) == "" {
		fail(w, http.StatusNotFound, "No such game")
		return
	}
	me := colorOf(g, a.id)
	opp := other(me)
	if g.status != "started" {
		if rest[0] == "move" {
			g.received = append(g.received, strings.Join(rest[1:], "/"))
		}
		fail(w, http.StatusBadRequest, "Not your turn, or game already over")
		return
	}
	switch {
	case rest[0] == "move" && len(rest) == 2:
		uci := rest[1]
		g.received = append(g.received, uci)
		if len(s.refuse) > 0 {
			reason := s.refuse[0]
			s.refuse = s.refuse[1:]
			fail(w, http.StatusBadRequest, reason)
			return
		}
		if toMove(g) != me {
			fail(w, http.StatusBadRequest, "Not your turn, or game already over")
			return
		}
		p, _ := position(g.moves)
		if _, legal := findMove(&p, uci); !legal {
			fail(w, http.StatusBadRequest, "illegal move "+uci)
			return
		}
		ok(w)
		_ = s.play(g, uci)
		if r.URL.Query().Get("offeringDraw") == "true" && g.status == "started" {
			g.draw[side(me)] = true
			s.broadcast(g, s.stateLine(g))
		}
	case (rest[0] == "draw" || rest[0] == "takeback") && len(rest) == 2 && (rest[1] == "yes" || rest[1] == "no"):
		flags := &g.draw
		if rest[0] == "takeback" {
			flags = &g.takeback
		}
		ok(w)
		switch {
		case rest[1] == "no":
			flags[side(opp)] = false
		case flags[side(opp)] && rest[0] == "draw":
			s.finish(g, "draw", "")
			return
		case flags[side(opp)]:
			// take back to the proposer's turn
			n := len(g.moves) - 1
			if toMove(g) == opp {
				n--
			}
			if n < 0 {
				n = 0
			}
			g.moves = g.moves[:n]
			*flags = [2]bool{}
		default:
			flags[side(me)] = true
		}
		s.broadcast(g, s.stateLine(g))
	case len(rest) == 1 && rest[0] == "resign":
		ok(w)
		s.finish(g, "resign", opp)
	case len(rest) == 1 && rest[0] == "abort":
		if len(g.moves) >= 2 {
			fail(w, http.StatusBadRequest, "This game can no longer be aborted")
			return
		}
		ok(w)
		s.finish(g, "aborted", "")
	case len(rest) == 1 && rest[0] == "claim-victory":
		ok(w)
		s.finish(g, "timeout", me)
	case len(rest) == 1 && rest[0] == "chat":
		room, text := r.PostFormValue("room"), r.PostFormValue("text")
		if room != "player" && room != "spectator" || text == "" {
			fail(w, http.StatusBadRequest, "Invalid chat")
			return
		}
		ok(w)
		s.broadcast(g, line(map[string]any{"type": "chatLine", "username": a.name, "text": text, "room": room}))
	default:
		fail(w, http.StatusNotFound, "Not found")
	}
}

// authorize is GET /oauth: the player would approve on a page; the
// stand-in approves at once (or denies, see DenyLogin) and redirects.
func (s *Server) authorize(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	redirect, err := url.Parse(q.Get("redirect_uri"))
	if err != nil || redirect.Scheme != "http" || q.Get("response_type") != "code" ||
		q.Get("code_challenge_method") != "S256" || q.Get("code_challenge") == "" || q.Get("client_id") == "" {
		fail(w, http.StatusBadRequest, "invalid_request")
		return
	}
	v := redirect.Query()
	v.Set("state", q.Get("state"))
	if s.denyLogin {
		v.Set("error", "access_denied")
	} else {
		code := "liu_" + s.newID()
		s.codes[code] = oauthCode{challenge: q.Get("code_challenge"), redirect: q.Get("redirect_uri"), clientID: q.Get("client_id")}
		v.Set("code", code)
	}
	redirect.RawQuery = v.Encode()
	http.Redirect(w, r, redirect.String(), http.StatusSeeOther)
}

// tokenEndpoint is POST /api/token: a code and its verifier for a token.
func (s *Server) tokenEndpoint(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		fail(w, http.StatusBadRequest, "invalid_request")
		return
	}
	code := r.PostFormValue("code")
	c, found := s.codes[code]
	sum := sha256.Sum256([]byte(r.PostFormValue("code_verifier")))
	if r.PostFormValue("grant_type") != "authorization_code" || !found ||
		base64.RawURLEncoding.EncodeToString(sum[:]) != c.challenge ||
		r.PostFormValue("redirect_uri") != c.redirect || r.PostFormValue("client_id") != c.clientID {
		writeJSON(w, http.StatusBadRequest, map[string]any{"error": "invalid_grant", "error_description": "bad code or verifier"})
		return
	}
	delete(s.codes, code)
	tok := fmt.Sprintf("lio_%s%d", s.newID(), time.Now().UnixNano()%1000)
	user := s.oauthUser
	if user == "" {
		user = "Player"
	}
	a := &account{token: tok, id: lower(user), name: user}
	s.accounts[tok] = a
	s.byID[a.id] = a
	writeJSON(w, 200, map[string]any{"token_type": "Bearer", "access_token": tok, "expires_in": 31536000})
}

// tokenTest is POST /api/token/test: for each token of the body (commas
// between them), its account and scopes, or null.
func (s *Server) tokenTest(w http.ResponseWriter, r *http.Request) {
	b, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	if err != nil {
		fail(w, http.StatusBadRequest, "bad body")
		return
	}
	out := map[string]any{}
	for t := range strings.SplitSeq(string(b), ",") {
		t = strings.TrimSpace(t)
		if t == "" {
			continue
		}
		a := s.accounts[t]
		if a == nil {
			out[t] = nil
			continue
		}
		scopes := "board:play,challenge:read,challenge:write"
		if a.noBoard {
			scopes = "challenge:read"
		}
		out[t] = map[string]any{"userId": a.id, "scopes": scopes, "expires": nil}
	}
	writeJSON(w, http.StatusOK, out)
}
