package lichess

import (
	"fmt"
	"time"
)

// TokenError is a token the server refused (401), or one without the
// scope board:play (403). It holds no part of the token.
type TokenError struct {
	Status int
}

func (e *TokenError) Error() string { return fmt.Sprintf("lichess: token refused (%d)", e.Status) }

// Fact names the message: the status (401 or 403).
func (e *TokenError) Fact() (string, []any) {
	if e.Status == 403 {
		return "lichess-token-scope", nil
	}
	return "lichess-token-refused", nil
}

// Refused is a request the server refused (400), with its reason (the
// "error" of its answer), such as a move that is not legal or not the
// account's turn.
type Refused struct {
	Status int
	Reason string
}

func (e *Refused) Error() string { return fmt.Sprintf("lichess: refused (%d): %s", e.Status, e.Reason) }

// Fact names the message: the server's reason.
func (e *Refused) Fact() (string, []any) { return "lichess-refused", []any{e.Reason} }

// RateLimitError is a 429: too many requests; the server wants a pause
// of a minute.
type RateLimitError struct {
	Wait time.Duration
}

func (e *RateLimitError) Error() string {
	return fmt.Sprintf("lichess: rate limited, waiting %v", e.Wait)
}

// Fact names the message: the wait.
func (e *RateLimitError) Fact() (string, []any) { return "lichess-rate-limited", []any{e.Wait} }

// HTTPError is another status than those above.
type HTTPError struct {
	Status int
	What   string // the request: "GET /api/account"
}

func (e *HTTPError) Error() string { return fmt.Sprintf("lichess: %s: status %d", e.What, e.Status) }

// Fact names the message: the status.
func (e *HTTPError) Fact() (string, []any) { return "lichess-http-status", []any{e.Status} }

// NotFoundError is a 404: no such game or challenge (or not the
// account's).
type NotFoundError struct {
	What string
}

func (e *NotFoundError) Error() string { return fmt.Sprintf("lichess: %s: not found", e.What) }

// Fact names the message.
func (e *NotFoundError) Fact() (string, []any) { return "lichess-not-found", nil }

// ServerError is a server name that is neither "lichess" nor an http or
// https URL.
type ServerError struct {
	Server string
}

func (e *ServerError) Error() string { return fmt.Sprintf("lichess: not a server: %q", e.Server) }

// Fact names the message: the name given.
func (e *ServerError) Fact() (string, []any) { return "lichess-bad-server", []any{e.Server} }

// LineError is a line of a stream or an answer that is not what the API
// describes.
type LineError struct {
	Line   string // at most 80 bytes of it
	Reason string
}

func (e *LineError) Error() string {
	return fmt.Sprintf("lichess: unreadable line %q: %s", e.Line, e.Reason)
}

// Fact names the message.
func (e *LineError) Fact() (string, []any) { return "lichess-garbled", nil }

// LoginError is an OAuth login that did not end with a token: the
// server's error code ("access_denied" ...) or what went wrong.
type LoginError struct {
	Code string
}

func (e *LoginError) Error() string { return "lichess: login failed: " + e.Code }

// Fact names the message: the code.
func (e *LoginError) Fact() (string, []any) { return "lichess-login-failed", []any{e.Code} }

func lineErr(b []byte, reason string) *LineError {
	if len(b) > 80 {
		b = b[:80]
	}
	return &LineError{Line: string(b), Reason: reason}
}
