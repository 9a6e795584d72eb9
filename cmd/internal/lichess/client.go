package lichess

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// ServerURL resolves a server's name: "lichess" is https://lichess.org;
// anything else must be an http or https URL (its base, without a
// trailing slash).
func ServerURL(s string) (string, error) {
	if strings.EqualFold(strings.TrimSpace(s), "lichess") {
		return "https://lichess.org", nil
	}
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil ||
		u.RawQuery != "" || u.Fragment != "" {
		return "", &ServerError{Server: s}
	}
	return strings.TrimRight(u.Scheme+"://"+u.Host+u.EscapedPath(), "/"), nil
}

// DefaultRateLimitWait is how long the client pauses after a 429, as
// the API asks: a full minute.
const DefaultRateLimitWait = time.Minute

// Client is a client of one account on one server. It is safe for
// concurrent use. Its exported fields may be set before its first use.
type Client struct {
	base  string
	token string
	hc    *http.Client

	// RateLimitWait is the pause after a 429 (DefaultRateLimitWait if 0).
	RateLimitWait time.Duration
	// Backoff is the pause before the attempt-th reconnection of a
	// stream, attempt counting from 0 (1 s, 2 s, 4 s ... at most 30 s,
	// jittered, if nil).
	Backoff func(attempt int) time.Duration
	// RequestTimeout bounds a request that is not a stream nor a seek
	// (20 s if 0): a move sent while the network is cut fails in time,
	// to be sent again.
	RequestTimeout time.Duration
	// StallTimeout ends a stream connection on which nothing, not even
	// a keep-alive line, came for this long (30 s if 0; the server sends
	// a blank line every few seconds).
	StallTimeout time.Duration

	mu           sync.Mutex
	limitedUntil time.Time
}

// New returns a client of the server at base (see ServerURL) with the
// account's token; hc nil is http.DefaultClient. hc must not have a
// Timeout: the streams last.
func New(base, token string, hc *http.Client) *Client {
	if hc == nil {
		hc = http.DefaultClient
	}
	return &Client{base: strings.TrimRight(base, "/"), token: token, hc: hc}
}

// Base is the server's base URL.
func (c *Client) Base() string { return c.base }

func (c *Client) rateWait() time.Duration {
	if c.RateLimitWait > 0 {
		return c.RateLimitWait
	}
	return DefaultRateLimitWait
}

func (c *Client) backoff(attempt int) time.Duration {
	if c.Backoff != nil {
		return c.Backoff(attempt)
	}
	return Backoff(attempt)
}

func (c *Client) stallTimeout() time.Duration {
	if c.StallTimeout > 0 {
		return c.StallTimeout
	}
	return 30 * time.Second
}

// Backoff is the default pause before the attempt-th reconnection: 1 s,
// 2 s, 4 s ... at most 30 s, each between three quarters of it and all.
func Backoff(attempt int) time.Duration {
	d := 30 * time.Second
	if attempt < 5 {
		d = time.Second << attempt
	}
	return d - time.Duration(rand.Int64N(int64(d/4)+1))
}

// limited returns a *RateLimitError while the pause after a 429 lasts.
func (c *Client) limited() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if w := time.Until(c.limitedUntil); w > 0 {
		return &RateLimitError{Wait: w}
	}
	return nil
}

func (c *Client) setLimited() *RateLimitError {
	w := c.rateWait()
	c.mu.Lock()
	c.limitedUntil = time.Now().Add(w)
	c.mu.Unlock()
	return &RateLimitError{Wait: w}
}

// request sends one request; on a status other than 2xx it returns the
// typed error and closes the body.
func (c *Client) request(ctx context.Context, method, path string, form url.Values, accept string) (*http.Response, error) {
	if err := c.limited(); err != nil {
		return nil, err
	}
	var body io.Reader
	if form != nil {
		body = strings.NewReader(form.Encode())
	}
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, body)
	if err != nil {
		return nil, err
	}
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	if accept != "" {
		req.Header.Set("Accept", accept)
	}
	if c.token != "" {
		req.Header.Set("Authorization", "Bearer "+c.token)
	}
	req.Header.Set("User-Agent", "Rochade")
	resp, err := c.hc.Do(req)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode/100 == 2 {
		return resp, nil
	}
	defer resp.Body.Close()
	what := method + " " + path
	switch resp.StatusCode {
	case http.StatusUnauthorized, http.StatusForbidden:
		return nil, &TokenError{Status: resp.StatusCode}
	case http.StatusTooManyRequests:
		return nil, c.setLimited()
	case http.StatusNotFound:
		return nil, &NotFoundError{What: what}
	case http.StatusBadRequest:
		var e struct {
			Error any `json:"error"`
		}
		b, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
		reason := ""
		if json.Unmarshal(b, &e) == nil {
			switch v := e.Error.(type) {
			case string:
				reason = v
			case nil:
			default: // lichess answers a form's errors as an object
				if m, err := json.Marshal(v); err == nil {
					reason = string(m)
				}
			}
		}
		return nil, &Refused{Status: resp.StatusCode, Reason: reason}
	}
	return nil, &HTTPError{Status: resp.StatusCode, What: what}
}

// call sends a request and decodes its JSON answer into out (if not nil).
func (c *Client) call(ctx context.Context, method, path string, form url.Values, out any) error {
	d := c.RequestTimeout
	if d <= 0 {
		d = 20 * time.Second
	}
	ctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	resp, err := c.request(ctx, method, path, form, "application/json")
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, 4<<20))
	if err != nil {
		return err
	}
	if out == nil {
		return nil
	}
	if err := json.Unmarshal(b, out); err != nil {
		return lineErr(b, err.Error())
	}
	return nil
}

func seg(s string) string { return url.PathEscape(s) }

// Account returns the token's account (GET /api/account).
func (c *Client) Account(ctx context.Context) (Account, error) {
	var a struct {
		ID       string `json:"id"`
		Username string `json:"username"`
		Title    string `json:"title"`
	}
	if err := c.call(ctx, "GET", "/api/account", nil, &a); err != nil {
		return Account{}, err
	}
	if a.ID == "" {
		return Account{}, lineErr(nil, "account without id")
	}
	return Account{ID: a.ID, Username: a.Username, Title: a.Title}, nil
}

// Ongoing returns the account's games going on, the most urgent first
// (GET /api/account/playing).
func (c *Client) Ongoing(ctx context.Context) ([]Ongoing, error) {
	var r struct {
		NowPlaying []wireGameInfo `json:"nowPlaying"`
	}
	if err := c.call(ctx, "GET", "/api/account/playing?nb=50", nil, &r); err != nil {
		return nil, err
	}
	out := make([]Ongoing, 0, len(r.NowPlaying))
	for _, g := range r.NowPlaying {
		o, err := g.ongoing()
		if err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, nil
}

func minutes(d time.Duration) string {
	return strconv.FormatFloat(d.Minutes(), 'f', -1, 64)
}

// Seek creates a public seek of a real-time game (POST
// /api/board/seek). The seek lasts while its request does: Seek returns
// nil when the server ends it (paired: a GameStart comes on the event
// stream, which should be open first; or expired), or the context's
// error when ctx ends, which cancels the seek.
func (c *Client) Seek(ctx context.Context, s Seek) error {
	f := url.Values{}
	f.Set("rated", strconv.FormatBool(s.Rated))
	f.Set("time", minutes(s.Clock.Initial))
	f.Set("increment", strconv.Itoa(int(s.Clock.Increment/time.Second)))
	if s.Color != "" {
		f.Set("color", s.Color)
	}
	if s.Variant != "" {
		f.Set("variant", s.Variant)
	}
	if s.RatingRange != "" {
		f.Set("ratingRange", s.RatingRange)
	}
	resp, err := c.request(ctx, "POST", "/api/board/seek", f, "")
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	_, err = io.Copy(io.Discard, resp.Body)
	if ctx.Err() != nil {
		return ctx.Err()
	}
	return err
}

func (o ChallengeOpts) form() url.Values {
	f := url.Values{}
	if o.Clock != nil {
		f.Set("clock.limit", strconv.Itoa(int(o.Clock.Initial/time.Second)))
		f.Set("clock.increment", strconv.Itoa(int(o.Clock.Increment/time.Second)))
	} else if o.Days > 0 {
		f.Set("days", strconv.Itoa(o.Days))
	}
	if o.Color != "" {
		f.Set("color", o.Color)
	}
	if o.Variant != "" {
		f.Set("variant", o.Variant)
	}
	return f
}

// Challenge challenges a person (POST /api/challenge/{username}) and
// returns the challenge's ID, which is the game's when it is accepted.
func (c *Client) Challenge(ctx context.Context, user string, o ChallengeOpts) (string, error) {
	f := o.form()
	f.Set("rated", strconv.FormatBool(o.Rated))
	var r struct {
		ID        string         `json:"id"`
		Challenge *wireChallenge `json:"challenge"`
	}
	if err := c.call(ctx, "POST", "/api/challenge/"+seg(user), f, &r); err != nil {
		return "", err
	}
	if r.ID == "" && r.Challenge != nil {
		r.ID = r.Challenge.ID
	}
	if r.ID == "" {
		return "", lineErr(nil, "challenge without id")
	}
	return r.ID, nil
}

// ChallengeAI starts a game against the server's computer at level 1 to
// 8 (POST /api/challenge/ai) and returns the game's ID.
func (c *Client) ChallengeAI(ctx context.Context, level int, o ChallengeOpts) (string, error) {
	f := o.form()
	f.Set("level", strconv.Itoa(level))
	var r struct {
		ID string `json:"id"`
	}
	if err := c.call(ctx, "POST", "/api/challenge/ai", f, &r); err != nil {
		return "", err
	}
	if r.ID == "" {
		return "", lineErr(nil, "game without id")
	}
	return r.ID, nil
}

// Accept accepts a challenge.
func (c *Client) Accept(ctx context.Context, id string) error {
	return c.call(ctx, "POST", "/api/challenge/"+seg(id)+"/accept", url.Values{}, nil)
}

// Decline declines a challenge with a reason key ("generic", "later",
// "tooFast", "tooSlow", "timeControl", "rated", "casual", "standard",
// "variant"; "" is generic).
func (c *Client) Decline(ctx context.Context, id, reason string) error {
	f := url.Values{}
	if reason != "" {
		f.Set("reason", reason)
	}
	return c.call(ctx, "POST", "/api/challenge/"+seg(id)+"/decline", f, nil)
}

func (c *Client) board(ctx context.Context, id, action string, form url.Values) error {
	if form == nil {
		form = url.Values{}
	}
	return c.call(ctx, "POST", "/api/board/game/"+seg(id)+"/"+action, form, nil)
}

// Move plays a move in UCI (POST /api/board/game/{id}/move/{uci}); a
// move the server refuses is a *Refused with its reason. A move whose
// request failed on the way (a cut, a timeout) may have reached the
// server all the same: look at the game's moves (Follow) before sending
// it again.
func (c *Client) Move(ctx context.Context, gameID, uci string) error {
	if !validUCI(uci) {
		return &Refused{Reason: "not a UCI move"}
	}
	return c.board(ctx, gameID, "move/"+uci, nil)
}

func yesNo(yes bool) string {
	if yes {
		return "yes"
	}
	return "no"
}

// Draw offers or accepts a draw (yes), or declines the opponent's offer.
func (c *Client) Draw(ctx context.Context, id string, yes bool) error {
	return c.board(ctx, id, "draw/"+yesNo(yes), nil)
}

// Takeback proposes or accepts a takeback (yes), or declines the
// opponent's proposal.
func (c *Client) Takeback(ctx context.Context, id string, yes bool) error {
	return c.board(ctx, id, "takeback/"+yesNo(yes), nil)
}

// Resign resigns the game.
func (c *Client) Resign(ctx context.Context, id string) error { return c.board(ctx, id, "resign", nil) }

// Abort aborts the game (before each side has moved).
func (c *Client) Abort(ctx context.Context, id string) error { return c.board(ctx, id, "abort", nil) }

// ClaimVictory claims the win when the opponent has left the game (see
// OpponentGone).
func (c *Client) ClaimVictory(ctx context.Context, id string) error {
	return c.board(ctx, id, "claim-victory", nil)
}

// Chat writes a line in the game's chat; room is "player" or
// "spectator".
func (c *Client) Chat(ctx context.Context, id, room, text string) error {
	f := url.Values{}
	f.Set("room", room)
	f.Set("text", text)
	return c.board(ctx, id, "chat", f)
}

// sleep waits d or until ctx ends, and tells whether ctx is still alive.
func sleep(ctx context.Context, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-ctx.Done():
		return false
	}
}

var errStalled = errors.New("lichess: stream stalled")

func fatal(err error) bool {
	var te *TokenError
	var nf *NotFoundError
	var re *Refused
	var he *HTTPError
	return errors.As(err, &te) || errors.As(err, &nf) || errors.As(err, &re) ||
		errors.As(err, &he) && he.Status/100 == 4
}

// TokenInfo is what the server says of a token (POST /api/token/test).
type TokenInfo struct {
	UserID  string
	Scopes  []string
	Expires time.Time // zero: never
}

// CheckToken asks the server about the client's token: a token it does
// not know is a *TokenError (401), one without the scope board:play a
// *TokenError (403) with the TokenInfo.
func (c *Client) CheckToken(ctx context.Context) (TokenInfo, error) {
	if !ValidToken(c.token) {
		return TokenInfo{}, &TokenError{Status: http.StatusUnauthorized}
	}
	if err := c.limited(); err != nil {
		return TokenInfo{}, err
	}
	ctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, "POST", c.base+"/api/token/test", strings.NewReader(c.token))
	if err != nil {
		return TokenInfo{}, err
	}
	req.Header.Set("Content-Type", "text/plain")
	req.Header.Set("User-Agent", "Rochade")
	resp, err := c.hc.Do(req)
	if err != nil {
		return TokenInfo{}, err
	}
	defer resp.Body.Close()
	switch {
	case resp.StatusCode == http.StatusTooManyRequests:
		return TokenInfo{}, c.setLimited()
	case resp.StatusCode == http.StatusNotFound:
		return TokenInfo{}, &NotFoundError{What: "POST /api/token/test"}
	case resp.StatusCode/100 != 2:
		return TokenInfo{}, &HTTPError{Status: resp.StatusCode, What: "POST /api/token/test"}
	}
	// The answer names the token: no part of it may reach an error.
	var m map[string]*struct {
		UserID  string `json:"userId"`
		Scopes  string `json:"scopes"`
		Expires *int64 `json:"expires"`
	}
	b, err := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	if err != nil {
		return TokenInfo{}, err
	}
	if json.Unmarshal(b, &m) != nil {
		return TokenInfo{}, &LineError{Reason: "token test answer not JSON"}
	}
	e, found := m[c.token]
	if !found {
		return TokenInfo{}, &LineError{Reason: "token test answer without the token"}
	}
	if e == nil {
		return TokenInfo{}, &TokenError{Status: http.StatusUnauthorized}
	}
	info := TokenInfo{UserID: e.UserID}
	for s := range strings.SplitSeq(e.Scopes, ",") {
		if s = strings.TrimSpace(s); s != "" {
			info.Scopes = append(info.Scopes, s)
		}
	}
	if e.Expires != nil && *e.Expires > 0 && *e.Expires < 1<<50 {
		info.Expires = time.UnixMilli(*e.Expires)
	}
	if !slices.Contains(info.Scopes, Scope) {
		return info, &TokenError{Status: http.StatusForbidden}
	}
	return info, nil
}
