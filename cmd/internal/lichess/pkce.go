package lichess

import (
	"context"
	"net"
)

// ClientID is the OAuth client id Rochade gives the server (lichess
// needs no registration: any id names the application).
const ClientID = "rochade"

// PKCELogin gets a token with the scope board:play by OAuth's
// authorization code flow with PKCE: it serves the redirect on listen (a
// loopback address), calls open with the server's authorization page
// for the player to approve, and trades the code for the token. It
// returns when the token is there, the server refused (*LoginError), or
// ctx ends. listen is closed when it returns.
func PKCELogin(ctx context.Context, base string, open func(url string) error, listen net.Listener) (string, error) {
	listen.Close()
	return "", &LoginError{Code: "not_implemented"}
}
