package lichess

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"net"
	"net/http"
	"strconv"
	"time"

	"golang.org/x/oauth2"
)

// ClientID is the OAuth client id Rochade gives the server (lichess
// needs no registration: any id names the application).
const ClientID = "rochade"

// Scope is the OAuth scope the Board API needs.
const Scope = "board:play"

// PKCELogin gets a token with the scope board:play by OAuth's
// authorization code flow with PKCE (the server's /oauth and
// /api/token): it serves the redirect on listen, which must be a
// loopback address, calls open with the server's authorization page for
// the player to approve, and trades the code it is sent for the token.
// It returns when the token is there, the server or the player refused
// (*LoginError with the OAuth error code), or ctx ends. listen is closed
// when it returns.
func PKCELogin(ctx context.Context, base string, open func(url string) error, listen net.Listener) (string, error) {
	defer listen.Close()
	base, err := ServerURL(base)
	if err != nil {
		return "", err
	}
	addr, ok := listen.Addr().(*net.TCPAddr)
	if !ok || !addr.IP.IsLoopback() {
		return "", &LoginError{Code: "listener_not_loopback"}
	}
	conf := &oauth2.Config{
		ClientID:    ClientID,
		Endpoint:    oauth2.Endpoint{AuthURL: base + "/oauth", TokenURL: base + "/api/token", AuthStyle: oauth2.AuthStyleInParams},
		RedirectURL: "http://" + net.JoinHostPort(addr.IP.String(), strconv.Itoa(addr.Port)) + "/",
		Scopes:      []string{Scope},
	}
	verifier := oauth2.GenerateVerifier()
	var sb [16]byte
	if _, err := rand.Read(sb[:]); err != nil {
		return "", err
	}
	state := hex.EncodeToString(sb[:])

	type answer struct{ code, fail string }
	answers := make(chan answer, 1)
	srv := &http.Server{ReadHeaderTimeout: 10 * time.Second, Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		if r.URL.Path != "/" || q.Get("state") != state {
			http.NotFound(w, r) // not the answer of our request
			return
		}
		a := answer{code: q.Get("code"), fail: q.Get("error")}
		if a.fail == "" && a.code == "" {
			a.fail = "no_code"
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		if a.fail != "" {
			_, _ = w.Write([]byte("<!doctype html><title>Rochade</title><p>Rochade: login failed</p>"))
		} else {
			_, _ = w.Write([]byte("<!doctype html><title>Rochade</title><p>Rochade: logged in</p>"))
		}
		select {
		case answers <- a:
		default:
		}
	})}
	go func() { _ = srv.Serve(listen) }()
	defer srv.Close()

	if err := open(conf.AuthCodeURL(state, oauth2.S256ChallengeOption(verifier))); err != nil {
		return "", err
	}
	var a answer
	select {
	case a = <-answers:
	case <-ctx.Done():
		return "", ctx.Err()
	}
	if a.fail != "" {
		return "", &LoginError{Code: a.fail}
	}
	tok, err := conf.Exchange(ctx, a.code, oauth2.VerifierOption(verifier))
	if err != nil {
		var re *oauth2.RetrieveError
		if errors.As(err, &re) {
			code := re.ErrorCode
			if code == "" && re.Response != nil {
				code = "status_" + strconv.Itoa(re.Response.StatusCode)
			}
			return "", &LoginError{Code: code}
		}
		if ctx.Err() != nil {
			return "", ctx.Err()
		}
		return "", err
	}
	if !ValidToken(tok.AccessToken) {
		return "", &LoginError{Code: "no_token"}
	}
	return tok.AccessToken, nil
}
