package web

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"io"
	"log"
	"mime"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
)

// The server's limits.
const (
	// maxBody is the largest request body read: a form of the page is a
	// few hundred bytes.
	maxBody = 8 << 10
	// maxArg is the longest argument of a request, in characters.
	maxArg = 16
	// maxValue is the longest value of a setting taken from the page, in
	// characters.
	maxValue = 200
	// maxCode is the longest pairing code looked at, in bytes: six
	// digits with spaces between.
	maxCode = 64
	// defaultHeartbeat is how often a quiet stream sends a comment, so
	// that the page notices a dead connection and no router closes a
	// live one.
	defaultHeartbeat = 5 * time.Second
	// writeWait is how long one write to a page may take; a page that
	// takes longer is dropped (it reconnects and catches up).
	writeWait = 10 * time.Second
	// defaultMaxStreams is how many pages may follow the game at once.
	defaultMaxStreams = 256
	// Requests from phones that are not paired: a burst of unpairedBurst,
	// then one every unpairedEvery.
	// Each client (ClientOf) has its own; all of them together have
	// unpairedAll times as many.
	unpairedBurst = 6
	unpairedEvery = 2 * time.Second
	unpairedAll   = 4
	// keepLimits is how many clients' limits are kept.
	keepLimits = 4096
)

// The names of the cookie and form fields.
const (
	cookieName = "rochade-phone"
	csrfField  = "csrf"
	// jsHeader marks a request sent by the page's script, which wants a
	// status and a line of text instead of a page.
	jsHeader = "X-Rochade"
)

// ErrBusy is returned by Config.Ask when the game cannot take a request
// now (its queue is full, or it is ending).
var ErrBusy error = &problem{key: "web-busy", text: "the game takes no request now"}

// Arg says what a request takes besides its name.
type Arg uint8

// The arguments of a request.
const (
	NoArg     Arg = iota
	ArgSquare     // a square: e4
	ArgFile       // a file: a to h
	ArgRank       // a rank: 1 to 8
	ArgNumber     // a whole number: how many moves, a level
	ArgChoice     // one of Choices, each its own button
)

// Choice is one value a request or a setting offers, with its label.
type Choice struct {
	Value string
	Label string
	// Lang is the language of the label where it is not the page's
	// (a language named in its own: "Русский"), so that a screen reader
	// says it with the right voice.
	Lang string
}

// Request is a button of the game page: one request of the session.
type Request struct {
	Name    string // the request's name, given to Config.Ask
	Label   string // the button's text in the run's language
	Changes bool   // it changes the game: a paired phone only
	// Paired: a paired phone only, though it changes nothing (its
	// answer comes later and is spoken: an engine's hint).
	Paired bool
	Arg    Arg
	// ArgLabel labels the field of an ArgSquare, ArgFile, ArgRank or
	// ArgNumber request.
	ArgLabel string
	// Choices are the buttons of an ArgChoice request, each with its
	// own label.
	Choices []Choice
}

// Field tells whether the request takes an argument typed in a field.
func (r Request) Field() bool {
	switch r.Arg {
	case ArgSquare, ArgFile, ArgRank, ArgNumber:
		return true
	}
	return false
}

// InputMode is the keyboard a phone shows for the request's field.
func (r Request) InputMode() string {
	if r.Arg == ArgRank || r.Arg == ArgNumber {
		return "numeric"
	}
	return "text"
}

// Setting is one setting of the appliance, shown as a labelled field of
// the settings page.
type Setting struct {
	Key   string // its key in the settings file
	Label string // in the run's language
	Value string // its value now
	// Help says what the setting does, under its field.
	Help string
	// German are words of Help that are German (an Appendix D word
	// quoted: "berührt"): marked lang="de" on a page in another
	// language, so that a screen reader says them with a German voice.
	German []string
	// Choices are the values offered: a list to choose from, or, with
	// Free, suggestions for a value typed.
	Choices []Choice
	Free    bool
	// Input is the kind of field.
	Input Input
	// Fixed: the setting names a program or a path, and a phone may
	// only choose one of Choices (the current value stays as it is);
	// any other value is set at the board only.
	Fixed bool
	// Private: the value may name a file; a visitor who is not paired
	// does not see a value that is no choice. Fixed settings are
	// private too.
	Private bool
}

// Input is the kind of a setting's field.
type Input uint8

// The kinds of field.
const (
	TextInput   Input = iota // a text, or a list of choices
	SwitchInput              // on or off: a checkbox, "true" or "false"
	NumberInput              // a number: the phone shows its keypad for numbers
)

// Switch, Number and Select tell the page's template which field a
// setting has.
func (s Setting) Switch() bool { return s.Input == SwitchInput }
func (s Setting) Number() bool { return s.Input == NumberInput }
func (s Setting) Select() bool {
	return len(s.Choices) > 0 && (!s.Free || s.Fixed) && s.Input != SwitchInput
}

// Batcher is Settings that apply the changes of one form together: the
// page saves a form's fields inside Batch (the appliance then starts its
// game again once, not once a field).
type Batcher interface {
	Batch(save func())
}

// Settings are the settings the page shows and changes.
type Settings interface {
	// List returns every setting with its value now, in the menu's
	// order.
	List() []Setting
	// Set saves a setting as the menu does. Its error says why the
	// value was refused, in the run's language.
	Set(key, value string) error
}

// Config sets a Server up.
type Config struct {
	// Printer words the pages in the run's language.
	Printer *ui.Printer
	// Letters are the piece letters of the score (nil: English).
	Letters *notation.Lang
	// Spelling is the spelling of the Appendix D words.
	Spelling phonetic.Spelling
	// Pairing says which phones may act (nil: none is paired until a
	// code is made, in memory only).
	Pairing *Pairing
	// Requests are the buttons, in the order of the help.
	Requests []Request
	// Ask hands a request to the game, with its argument (checked
	// against its kind, not against the game), and whether a paired
	// phone asks: the request of a visitor who is not paired must be
	// answered on the page only (a Line of kind Aside), never spoken
	// nor on the Braille display. It must not block; the answer comes
	// as a Line. ErrBusy when the game cannot take it.
	Ask func(name, arg string, paired bool) error
	// Settings, when set, are shown and changed on the settings page.
	Settings Settings
	// SettingsNote says on the settings page where the settings are
	// kept and when a change takes effect, in the run's language.
	SettingsNote string
	// CodeHelp says on the pairing page how to get a code (the
	// catalogue's general words when empty).
	CodeHelp string
	// Heartbeat is how often a quiet stream sends a comment (5 s when
	// zero); a page that hears nothing for two of them and half a
	// second says it has no connection.
	Heartbeat time.Duration
	// MaxStreams is how many pages that are not paired may follow the
	// game at once (256 when zero), 4 of them from one client address;
	// paired phones have 64 more of their own.
	MaxStreams int
	// Hosts are names and addresses, besides the machine's own, under
	// which phones open the page (play --web-host): a name the router
	// gives the machine, an address forwarded to it. A request under any
	// other name is refused (421), so that no other site's script can
	// reach the page by pointing its own name at this machine.
	Hosts []string
	// ErrorLog receives the HTTP server's own errors (a failed accept);
	// nil discards them. No token or cookie is ever written to it.
	ErrorLog *log.Logger
	// Problem, when set, is told what went wrong besides a request: a
	// pairing that could not be kept in its file (a *SaveError).
	Problem func(error)
}

// Server serves the live page. Its methods Say, ShowScore and ShowBoards
// may be called from any goroutine and never wait for a page.
type Server struct {
	cfg       Config
	p         *ui.Printer
	hub       *hub
	pairing   *Pairing
	requests  map[string]*Request
	heartbeat time.Duration
	streams   atomic.Int64
	maxStream int64
	// The streams' limits (see streams.go; changed in tests).
	streamTab      streamTable
	streamsPerAddr int
	pairedStreams  int
	streamLife     time.Duration
	// The connections' limits (see conns.go), and the guard of the
	// listener being served.
	connsPerAddr, maxConns int
	guard                  atomic.Pointer[connGuard]
	done                   chan struct{}
	closeOnce              sync.Once
	limit                  limiter
	hosts                  *hosts
	texts                  texts
	wordsLang              string
	// writeWait is how long one write to a page may take (writeWait;
	// shorter in tests).
	writeWait time.Duration
}

// New returns a Server.
func New(cfg Config) *Server {
	s := &Server{
		cfg:       cfg,
		p:         cfg.Printer,
		hub:       newHub(),
		pairing:   cfg.Pairing,
		requests:  map[string]*Request{},
		heartbeat: cfg.Heartbeat,
		maxStream: int64(cfg.MaxStreams),
		done:      make(chan struct{}),
		limit:     limiter{burst: unpairedBurst, every: unpairedEvery, now: time.Now, all: unpairedAll},
		writeWait: writeWait,
		hosts:     newHosts(cfg.Hosts),

		streamsPerAddr: defaultStreamsPerAddr,
		pairedStreams:  defaultPairedStreams,
		streamLife:     streamLife,
		connsPerAddr:   defaultConnsPerAddr,
		maxConns:       defaultMaxConns,
	}
	if s.p == nil {
		s.p = ui.New(ui.English)
	}
	if s.pairing == nil {
		s.pairing, _ = NewPairing("")
	}
	if s.heartbeat <= 0 {
		s.heartbeat = defaultHeartbeat
	}
	if s.maxStream <= 0 {
		s.maxStream = defaultMaxStreams
	}
	for i := range cfg.Requests {
		s.requests[cfg.Requests[i].Name] = &cfg.Requests[i]
	}
	s.texts = newTexts(s.p)
	if cfg.CodeHelp != "" {
		s.texts.CodeHelp = cfg.CodeHelp
	}
	s.wordsLang = WordsLang(cfg.Spelling, string(s.p.Lang()))
	return s
}

// WordsLang is the language of the Appendix D words on the page ("de"),
// "" where it is the page's own (a German run, or the words in the
// Cyrillic spelling of a Russian or Ukrainian one). A Line of the words
// alone carries it as its Lang.
func (s *Server) WordsLang() string { return s.wordsLang }

// Pairing returns the server's pairing, to make codes.
func (s *Server) Pairing() *Pairing { return s.pairing }

// Say shows a line in the live region of every page and adds it to
// their list.
func (s *Server) Say(l Line) { s.hub.say(l) }

// Show shows the game's score (it is an assistant.Score).
func (s *Server) Show(g *notation.Game) {
	s.ShowScore(Moves(g, s.cfg.Letters, s.cfg.Spelling))
}

// ShowScore shows the score.
func (s *Server) ShowScore(moves []Move) { s.hub.showScore(moves, s.wordsLang) }

// ShowBoards shows the boards to the arbiter; nil (one board) hides
// them.
func (s *Server) ShowBoards(b *Boards) {
	if b != nil {
		named := *b
		named.Boards = append([]BoardView(nil), b.Boards...)
		for i := range named.Boards {
			named.Boards[i].Name = s.p.Sprintf(ui.WebBoardN, i+1)
		}
		b = &named
	}
	s.hub.showBoards(b)
}

// Serve serves the pages on ln until ctx ends; then it closes every
// stream and returns within a second.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	s.hosts.listenOn(ln.Addr())
	errLog := s.cfg.ErrorLog
	if errLog == nil {
		errLog = log.New(io.Discard, "", 0)
	}
	// A request's header must come within ReadHeaderTimeout, its body
	// within ReadTimeout, and a connection waits IdleTimeout for the
	// next; a stream lifts the read deadline and sets its own (see
	// events). The connections are limited as they are accepted.
	g := newConnGuard(ln, s.connsPerAddr, s.maxConns)
	s.guard.Store(g)
	srv := &http.Server{
		Handler:           s,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       10 * time.Second,
		WriteTimeout:      writeWait,
		IdleTimeout:       30 * time.Second,
		MaxHeaderBytes:    maxHeaderRead,
		ConnState:         connState,
		ErrorLog:          errLog,
	}
	stopped := make(chan struct{})
	go func() {
		defer close(stopped)
		select {
		case <-ctx.Done():
		case <-s.done:
		}
		s.Close()
		sctx, cancel := context.WithTimeout(context.Background(), time.Second)
		defer cancel()
		if srv.Shutdown(sctx) != nil {
			srv.Close()
		}
	}()
	err := srv.Serve(g)
	s.Close()
	<-stopped
	if errors.Is(err, http.ErrServerClosed) {
		return nil
	}
	return err
}

// Close ends every stream; pages then try to connect again.
func (s *Server) Close() {
	s.closeOnce.Do(func() { close(s.done) })
}

// ServeHTTP routes a request. Every page and answer carries headers that
// keep the page to its own address and out of caches.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Security-Policy", "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "same-origin")
	h.Set("X-Frame-Options", "DENY")
	if headerSize(r) > maxHeader {
		h.Set("Connection", "close")
		s.fail(w, r, http.StatusRequestHeaderFieldsTooLarge, s.p.Sprintf(ui.WebHeaderTooLarge))
		return
	}
	if !s.hosts.allowed(r.Host) {
		s.fail(w, r, http.StatusMisdirectedRequest, s.p.Sprintf(ui.WebMisdirected))
		return
	}
	switch r.URL.Path {
	case "/":
		s.route(w, r, s.gamePage, nil)
	case "/events":
		s.route(w, r, s.events, nil)
	case "/request":
		s.route(w, r, nil, s.request)
	case "/settings":
		s.route(w, r, s.settingsPage, s.saveSettings)
	case "/pair":
		s.route(w, r, s.pairPage, s.pair)
	case "/unpair":
		s.route(w, r, nil, s.unpair)
	default:
		if a, ok := assets[r.URL.Path]; ok {
			s.route(w, r, a.serve, nil)
			return
		}
		s.fail(w, r, http.StatusNotFound, s.p.Sprintf(ui.WebNotFound, r.URL.Path))
	}
}

// route calls get for GET and HEAD, post for POST, and answers 405 for
// any other method or a nil handler.
func (s *Server) route(w http.ResponseWriter, r *http.Request, get, post http.HandlerFunc) {
	var allow []string
	if get != nil {
		allow = append(allow, http.MethodGet, http.MethodHead)
	}
	if post != nil {
		allow = append(allow, http.MethodPost)
	}
	switch {
	case get != nil && (r.Method == http.MethodGet || r.Method == http.MethodHead):
		get(w, r)
	case post != nil && r.Method == http.MethodPost:
		post(w, r)
	default:
		w.Header().Set("Allow", strings.Join(allow, ", "))
		s.fail(w, r, http.StatusMethodNotAllowed, s.p.Sprintf(ui.WebMethod))
	}
}

// token returns the token in the request's cookie when it is a paired
// phone's, else "".
func (s *Server) token(r *http.Request) string {
	c, err := r.Cookie(cookieName)
	if err != nil || !s.pairing.Paired(c.Value) {
		return ""
	}
	return c.Value
}

// csrf is the form token of the phone with token: an HMAC of a constant
// under the phone's own token, so that it needs no storage, stays the
// same while the phone is paired, and cannot be made without the token.
func csrf(token string) string {
	m := hmac.New(sha256.New, []byte(token))
	m.Write([]byte("live page form token"))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}

// sameOrigin tells whether a form may come from the request's sender: a
// request that says it comes from another site is refused (by
// Sec-Fetch-Site where the browser sends it, else by Origin).
func sameOrigin(r *http.Request) bool {
	if site := r.Header.Get("Sec-Fetch-Site"); site != "" {
		return site == "same-origin" || site == "none"
	}
	o := r.Header.Get("Origin")
	if o == "" || o == "null" {
		return true
	}
	u, err := url.Parse(o)
	return err == nil && u.Host == r.Host
}

// readForm reads a POSTed form of at most maxBody bytes from a page of
// this server; it answers the request itself and returns false when it
// cannot (403 for a form from another site).
func (s *Server) readForm(w http.ResponseWriter, r *http.Request) bool {
	if !sameOrigin(r) {
		s.fail(w, r, http.StatusForbidden, s.p.Sprintf(ui.WebBadRequest))
		return false
	}
	ct, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || ct != "application/x-www-form-urlencoded" {
		s.fail(w, r, http.StatusUnsupportedMediaType, s.p.Sprintf(ui.WebBadRequest))
		return false
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxBody)
	if err := r.ParseForm(); err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			s.fail(w, r, http.StatusRequestEntityTooLarge, s.p.Sprintf(ui.WebTooLarge))
			return false
		}
		s.fail(w, r, http.StatusBadRequest, s.p.Sprintf(ui.WebBadRequest))
		return false
	}
	for _, vs := range r.PostForm {
		for _, v := range vs {
			if !utf8.ValidString(v) {
				s.fail(w, r, http.StatusBadRequest, s.p.Sprintf(ui.WebBadRequest))
				return false
			}
		}
	}
	return true
}

// checkPaired answers 403 and returns false unless the request comes
// from a paired phone with the form token of its page.
func (s *Server) checkPaired(w http.ResponseWriter, r *http.Request) bool {
	token := s.token(r)
	if token == "" {
		s.fail(w, r, http.StatusForbidden, s.p.Sprintf(ui.WebNotPaired))
		return false
	}
	if !hmac.Equal([]byte(r.PostForm.Get(csrfField)), []byte(csrf(token))) {
		s.fail(w, r, http.StatusForbidden, s.p.Sprintf(ui.WebStale))
		return false
	}
	return true
}

// request hands a request of a button to the game.
func (s *Server) request(w http.ResponseWriter, r *http.Request) {
	if !s.readForm(w, r) {
		return
	}
	req := s.requests[r.PostForm.Get("request")]
	if req == nil {
		s.fail(w, r, http.StatusBadRequest, s.p.Sprintf(ui.WebBadRequest))
		return
	}
	arg, ok := checkArg(req, r.PostForm.Get("arg"))
	if !ok {
		s.fail(w, r, http.StatusBadRequest, s.p.Sprintf(ui.WebBadRequest))
		return
	}
	paired := false
	if req.Changes || req.Paired || r.PostForm.Has(csrfField) {
		// A phone that sends its form token is checked as paired, so
		// that a paired phone's page out of date is told so.
		if !s.checkPaired(w, r) {
			return
		}
		paired = true
	}
	if !paired && !s.limit.allow(ClientOf(r.RemoteAddr)) {
		w.Header().Set("Retry-After", strconv.Itoa(int(unpairedEvery/time.Second)))
		s.fail(w, r, http.StatusTooManyRequests, s.p.Sprintf(ui.WebTooMany))
		return
	}
	if s.cfg.Ask == nil {
		s.fail(w, r, http.StatusServiceUnavailable, s.p.Sprintf(ui.WebBusy))
		return
	}
	if err := s.cfg.Ask(req.Name, arg, paired); err != nil {
		s.fail(w, r, http.StatusServiceUnavailable, s.p.Sprintf(ui.WebBusy))
		return
	}
	if r.Header.Get(jsHeader) != "" {
		w.WriteHeader(http.StatusNoContent)
		return
	}
	http.Redirect(w, r, "/#now", http.StatusSeeOther)
}

// checkArg checks a request's argument against its kind: the game
// checks it against the position.
func checkArg(req *Request, arg string) (string, bool) {
	arg = strings.TrimSpace(arg)
	switch req.Arg {
	case NoArg:
		return "", arg == ""
	case ArgChoice:
		for _, c := range req.Choices {
			if c.Value == arg {
				return arg, true
			}
		}
		return "", false
	}
	if arg == "" || utf8.RuneCountInString(arg) > maxArg {
		return "", false
	}
	for _, c := range arg {
		if !unicode.IsLetter(c) && !unicode.IsDigit(c) {
			return "", false
		}
	}
	return arg, true
}

// pair pairs the phone that types the right code.
func (s *Server) pair(w http.ResponseWriter, r *http.Request) {
	if !s.readForm(w, r) {
		return
	}
	code := r.PostForm.Get("code")
	if len(code) > maxCode {
		code = "" // wrong whatever it is
	}
	token, err := s.pairing.Pair(ClientOf(r.RemoteAddr), code)
	var se *SaveError
	if errors.As(err, &se) && s.cfg.Problem != nil {
		s.cfg.Problem(err)
	}
	if err != nil && !errors.As(err, &se) {
		status := http.StatusForbidden
		var locked *LockedError
		if errors.As(err, &locked) {
			w.Header().Set("Retry-After", strconv.Itoa(locked.Seconds()))
			status = http.StatusTooManyRequests
		}
		msg := s.p.Say(err)
		s.render(w, r, status, "pair", s.pageData(r, pairTitle, func(d *pageData) { d.Message, d.Alert = msg, true }))
		return
	}
	setCookie(w, token)
	http.Redirect(w, r, "/?paired=1", http.StatusSeeOther)
}

// unpair unpairs the paired phone that asks, or, with the field "all",
// every phone; its cookie is cleared.
func (s *Server) unpair(w http.ResponseWriter, r *http.Request) {
	if !s.readForm(w, r) || !s.checkPaired(w, r) {
		return
	}
	var err error
	done := "/pair?unpaired=1"
	if r.PostForm.Get("all") != "" {
		_, err = s.pairing.Forget()
		done = "/pair?unpaired=all"
	} else {
		_, err = s.pairing.Unpair(s.token(r))
	}
	if err != nil && s.cfg.Problem != nil {
		s.cfg.Problem(err) // unpaired in memory; the file says so at the next save
	}
	http.SetCookie(w, &http.Cookie{Name: cookieName, Value: "", Path: "/", MaxAge: -1, HttpOnly: true, SameSite: http.SameSiteStrictMode})
	http.Redirect(w, r, done, http.StatusSeeOther)
}

// setCookie gives the phone its token for TokenLife from now.
func setCookie(w http.ResponseWriter, token string) {
	http.SetCookie(w, &http.Cookie{
		Name:     cookieName,
		Value:    token,
		Path:     "/",
		MaxAge:   int(TokenLife / time.Second),
		HttpOnly: true,
		SameSite: http.SameSiteStrictMode,
	})
}

// saveSettings saves the settings a paired phone changed. A form with a
// field that is no setting's is refused whole, before anything is saved.
func (s *Server) saveSettings(w http.ResponseWriter, r *http.Request) {
	if !s.readForm(w, r) || !s.checkPaired(w, r) {
		return
	}
	if s.cfg.Settings == nil {
		s.fail(w, r, http.StatusNotFound, s.p.Sprintf(ui.WebNotFound, r.URL.Path))
		return
	}
	list := s.cfg.Settings.List()
	known := map[string]bool{csrfField: true}
	for _, st := range list {
		known[settingField(st.Key)], known[shownField(st.Key)] = true, true
	}
	for k := range r.PostForm {
		if !known[k] {
			s.fail(w, r, http.StatusBadRequest, s.p.Sprintf(ui.WebBadRequest))
			return
		}
	}
	var problems []fieldProblem
	save := func() { problems = s.saveFields(r, list) }
	if b, ok := s.cfg.Settings.(Batcher); ok {
		b.Batch(save)
	} else {
		save()
	}
	if len(problems) > 0 {
		s.render(w, r, http.StatusBadRequest, "settings", s.pageData(r, settingsTitle, func(d *pageData) {
			d.Alert = true
			d.Settings = s.settingViews(problems, true)
			var msgs []string
			for _, p := range problems {
				// One sentence each, so that the next is not read on.
				msg := p.msg
				if !strings.HasSuffix(msg, ".") && !strings.HasSuffix(msg, "!") && !strings.HasSuffix(msg, "?") {
					msg += "."
				}
				msgs = append(msgs, msg)
			}
			d.Message = strings.Join(msgs, " ")
		}))
		return
	}
	http.Redirect(w, r, "/settings?saved=1", http.StatusSeeOther)
}

// saveFields saves each setting of list whose field the phone changed,
// and returns those refused.
func (s *Server) saveFields(r *http.Request, list []Setting) []fieldProblem {
	var problems []fieldProblem
	for _, st := range list {
		vals := r.PostForm[settingField(st.Key)]
		if len(vals) == 0 {
			continue
		}
		// The last value: a switch sends "false", then "true" when on.
		raw := vals[len(vals)-1]
		if strings.ContainsAny(raw, "\x00\r\n") || utf8.RuneCountInString(raw) > maxValue {
			problems = append(problems, fieldProblem{key: st.Key, value: "", msg: s.p.Sprintf(ui.WebNotSaved, st.Label, s.p.Sprintf(ui.WebBadValue, maxValue))})
			continue
		}
		v := strings.TrimSpace(raw)
		if v == st.Value {
			continue
		}
		// A field the phone left as the page showed it is not saved: the
		// menu may have changed the setting since.
		if shown := r.PostForm[shownField(st.Key)]; len(shown) == 1 && shown[0] == v {
			continue
		}
		if st.Fixed && !hasChoice(st.Choices, v) {
			problems = append(problems, fieldProblem{key: st.Key, value: st.Value, msg: s.p.Sprintf(ui.WebNotSaved, st.Label, s.p.Sprintf(ui.WebBoardOnly))})
			continue
		}
		if st.Select() && !hasChoice(st.Choices, v) || st.Switch() && v != "true" && v != "false" {
			problems = append(problems, fieldProblem{key: st.Key, value: v, msg: s.p.Sprintf(ui.WebNotSaved, st.Label, s.p.Sprintf(ui.WebBadRequest))})
			continue
		}
		if err := s.cfg.Settings.Set(st.Key, v); err != nil {
			problems = append(problems, fieldProblem{key: st.Key, value: v, msg: s.p.Sprintf(ui.WebNotSaved, st.Label, s.p.Say(err))})
		}
	}
	return problems
}

func hasChoice(cs []Choice, v string) bool {
	for _, c := range cs {
		if c.Value == v {
			return true
		}
	}
	return false
}

// settingField is the form field of a setting; shownField, the hidden
// field of the value the page showed it with.
func settingField(key string) string { return "s-" + key }
func shownField(key string) string   { return "o-" + key }

// fail answers a request that cannot be done: with the status and the
// message as plain text for the page's script, as a page otherwise.
func (s *Server) fail(w http.ResponseWriter, r *http.Request, status int, msg string) {
	if r.Header.Get(jsHeader) != "" || r.URL.Path == "/events" {
		h := w.Header()
		h.Set("Content-Type", "text/plain; charset=utf-8")
		h.Set("Cache-Control", "no-store")
		w.WriteHeader(status)
		io.WriteString(w, msg)
		return
	}
	s.render(w, r, status, "error", s.pageData(r, errorTitle, func(d *pageData) { d.Message, d.Alert = msg, true }))
}

// limiter lets a burst of requests of each client through, then one
// every so often; all clients together get all times as many, so that
// many addresses cannot flood the game either.
type limiter struct {
	mu      sync.Mutex
	burst   int
	every   time.Duration
	all     int
	now     func() time.Time
	clients map[string]*bucket
	total   bucket
}

// bucket is the requests a client may still send.
type bucket struct {
	tokens float64
	last   time.Time
}

// take refills b for the time since its last request, up to burst, and
// takes one request if it can.
func (b *bucket) take(now time.Time, burst int, every time.Duration) bool {
	if b.last.IsZero() {
		b.tokens = float64(burst)
	} else {
		b.tokens += float64(now.Sub(b.last)) / float64(every)
		if b.tokens > float64(burst) {
			b.tokens = float64(burst)
		}
	}
	b.last = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

func (l *limiter) allow(client string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	if l.clients == nil {
		l.clients = map[string]*bucket{}
	}
	b := l.clients[client]
	if b == nil {
		if len(l.clients) >= keepLimits {
			// Forget the clients whose buckets are full again.
			full := time.Duration(l.burst) * l.every
			for k, o := range l.clients {
				if now.Sub(o.last) >= full {
					delete(l.clients, k)
				}
			}
		}
		if len(l.clients) >= keepLimits {
			return false
		}
		b = &bucket{}
		l.clients[client] = b
	}
	if !b.take(now, l.burst, l.every) {
		return false
	}
	all := max(l.all, 1)
	return l.total.take(now, l.burst*all, l.every/time.Duration(all))
}
