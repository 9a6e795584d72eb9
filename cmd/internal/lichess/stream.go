package lichess

import (
	"bufio"
	"context"
	"errors"
	"io"
	"sync/atomic"
	"time"
)

// maxLine is the longest line a stream may send (a gameFull of a long
// game is a few kilobytes).
const maxLine = 1 << 20

// readLines calls fn with each line of r (with its newline) until r
// ends, fn returns an error, or no byte came for stall (then errStalled;
// the time fn takes does not count).
func readLines(r io.ReadCloser, stall time.Duration, fn func(line []byte) error) error {
	br := bufio.NewReaderSize(r, 4096)
	var stalled atomic.Bool
	var timer *time.Timer
	if stall > 0 {
		timer = time.AfterFunc(time.Hour, func() { stalled.Store(true); r.Close() })
		timer.Stop()
		defer timer.Stop()
	}
	var long []byte
	for {
		if timer != nil {
			timer.Reset(stall)
		}
		b, err := br.ReadSlice('\n')
		if timer != nil {
			timer.Stop()
		}
		if stalled.Load() {
			if err == nil {
				_ = fn(b) // came just in time
			}
			return errStalled
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			if len(long)+len(b) > maxLine {
				return lineErr(b, "line too long")
			}
			long = append(long, b...)
			continue
		}
		if long != nil {
			b = append(long, b...)
			long = nil
		}
		if len(b) > 0 && (err == nil || errors.Is(err, io.EOF)) {
			if ferr := fn(b); ferr != nil {
				return ferr
			}
		}
		if err != nil {
			return err
		}
	}
}

// send gives v to ch unless ctx ends first.
func send[T any](ctx context.Context, ch chan<- T, v T) bool {
	select {
	case ch <- v:
		return true
	case <-ctx.Done():
		return false
	}
}

// errOver ends the connection of a game that is over.
var errOver = errors.New("lichess: game over")

// errEnded is a stream the server ended (EOF) where it should have gone on.
var errEnded = errors.New("lichess: stream ended")

// Events streams the account's events (GET /api/stream/event): on each
// connection Connected, then the games going on and the challenges
// open, then what happens. A game or a challenge is given once, not
// again when a new connection lists it again (a game again only after
// its GameFinish, a challenge after its end).
//
// The stream reconnects after a cut (1 s, 2 s, 4 s ... at most 30 s
// apart, a Disconnected before each wait) and after a 429 waits
// RateLimitWait (one RateLimited). The channel is closed when ctx ends
// or on an error that no retry mends: its last value is then a Failed
// with Err (a *TokenError for a refused token).
//
// The server keeps one event stream per token: a second one closes the
// first (which then reconnects): open one.
func (c *Client) Events(ctx context.Context) <-chan Event {
	ch := make(chan Event, 16)
	go func() {
		defer close(ch)
		attempt := 0
		// What was said already: the server says the games going on and
		// the challenges open again on each connection.
		games := map[string]bool{}
		challenges := map[string]bool{}
		for ctx.Err() == nil {
			err := c.stream(ctx, "/api/stream/event", func() bool {
				attempt = 0
				return send(ctx, ch, Event{Kind: Connected})
			}, func(line []byte) error {
				e, ok, err := parseEventLine(line)
				if err != nil || !ok {
					return err
				}
				switch e.Kind {
				case GameStart:
					if games[e.Game.GameID] {
						return nil
					}
					games[e.Game.GameID] = true
				case GameFinish:
					delete(games, e.Game.GameID)
				case ChallengeIn:
					if challenges[e.Challenge.ID] {
						return nil
					}
					challenges[e.Challenge.ID] = true
				case ChallengeCanceled, ChallengeDeclined:
					delete(challenges, e.Challenge.ID)
				}
				if !send(ctx, ch, e) {
					return ctx.Err()
				}
				return nil
			})
			if ctx.Err() != nil {
				return
			}
			if err == nil {
				err = errEnded
			}
			var rl *RateLimitError
			switch {
			case fatal(err):
				send(ctx, ch, Event{Kind: Failed, Err: err})
				return
			case errors.As(err, &rl):
				if !send(ctx, ch, Event{Kind: RateLimited, Err: err, Wait: rl.Wait}) || !sleep(ctx, rl.Wait) {
					return
				}
			default:
				w := c.backoff(attempt)
				attempt++
				if !send(ctx, ch, Event{Kind: Disconnected, Err: err, Wait: w}) || !sleep(ctx, w) {
					return
				}
			}
		}
	}()
	return ch
}

// Follow streams a game's state (GET /api/board/game/stream/{id}): on
// each connection Connected, then a Full with the whole state, then
// State, Chat and OpponentGone as they come. It reconnects like Events;
// the Full after a reconnection has all the moves, so nothing is lost or
// repeated. The channel is closed when the game is over (after the State
// or Full that says so), when ctx ends, or after a Failed (a
// *TokenError; a *NotFoundError for a game that is not there).
//
// The server keeps one stream per game and account: a second Follow of
// the same game ends the first one's connection (which then connects
// again, ending the second's ...): follow a game once.
func (c *Client) Follow(ctx context.Context, gameID string) <-chan GameUpdate {
	ch := make(chan GameUpdate, 16)
	go func() {
		defer close(ch)
		if !validID(gameID) {
			send(ctx, ch, GameUpdate{Kind: Failed, Err: &NotFoundError{What: "game " + gameID}})
			return
		}
		attempt := 0
		for ctx.Err() == nil {
			over := false
			err := c.stream(ctx, "/api/board/game/stream/"+seg(gameID), func() bool {
				return send(ctx, ch, GameUpdate{Kind: Connected, At: time.Now()})
			}, func(line []byte) error {
				u, ok, err := parseGameLine(line, c.base, time.Now())
				if err != nil || !ok {
					return err
				}
				if u.Kind == Full {
					attempt = 0
				}
				if u.Kind == Full || u.Kind == State {
					over = Over(u.Status)
				}
				if !send(ctx, ch, u) {
					return ctx.Err()
				}
				if over {
					return errOver // the server closes the stream too
				}
				return nil
			})
			if ctx.Err() != nil || over {
				return
			}
			if err == nil {
				err = errEnded
			}
			var rl *RateLimitError
			switch {
			case fatal(err):
				send(ctx, ch, GameUpdate{Kind: Failed, Err: err, At: time.Now()})
				return
			case errors.As(err, &rl):
				if !send(ctx, ch, GameUpdate{Kind: RateLimited, Err: err, Wait: rl.Wait, At: time.Now()}) || !sleep(ctx, rl.Wait) {
					return
				}
			default:
				w := c.backoff(attempt)
				attempt++
				if !send(ctx, ch, GameUpdate{Kind: Disconnected, Err: err, Wait: w, At: time.Now()}) || !sleep(ctx, w) {
					return
				}
			}
		}
	}()
	return ch
}

// stream opens one connection of an ndjson stream, calls connected when
// it is open and fn with each line, and returns why it ended.
func (c *Client) stream(ctx context.Context, path string, connected func() bool, fn func([]byte) error) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	// A server that takes the connection and answers nothing is as
	// silent as a stalled stream.
	var stalled atomic.Bool
	timer := time.AfterFunc(c.stallTimeout(), func() { stalled.Store(true); cancel() })
	resp, err := c.request(ctx, "GET", path, nil, "application/x-ndjson")
	if !timer.Stop() && stalled.Load() && err != nil && ctx.Err() != nil {
		return errStalled
	}
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if !connected() {
		return ctx.Err()
	}
	return readLines(resp.Body, c.stallTimeout(), fn)
}
