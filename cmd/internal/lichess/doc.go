// Package lichess is a client of the Board API of lichess and of servers
// that speak it (lichess.dev, a self-hosted lila, a test stand-in): the
// account, ongoing games, seeks and challenges, the moves and offers of a
// game, and the two streams (the account's events and a game's state),
// which reconnect by themselves until their context ends.
//
// The client states facts: typed errors (*TokenError, *Refused,
// *RateLimitError, *HTTPError, *ServerError, *LineError) and events; the
// command words them. The token is sent in the Authorization header only:
// it is in no error's text, no event and no log.
//
// Field names, units and status names follow lichess-org/api's OpenAPI
// description: clocks in milliseconds (wtime, btime, winc, binc; the
// clock of gameFull's initial and increment), moves as one
// space-separated list of UCI moves since the start, keep-alive blank
// lines between the JSON lines of the ndjson streams.
package lichess
