// Command standin runs the lichess stand-in for trying Rochade by hand:
// one account, whose token it writes to a file, and a game going on in
// which the account plays White against an opponent who answers each
// move with the next of its own moves.
//
//	go run ./cmd/internal/lichess/lichesstest/standin -addr 127.0.0.1:8765 \
//		-token-file /tmp/token -moves "e7e5 g8f6 b8c6"
//
// Then: rochade play --online http://127.0.0.1:8765 --token-file /tmp/token ...
package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"flag"
	"fmt"
	"log"
	"net"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/rochade/rochade/cmd/internal/lichess"
	"github.com/rochade/rochade/cmd/internal/lichess/lichesstest"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8765", "address to listen on")
	tokenFile := flag.String("token-file", "lichess-token", "file the account's token is written to (mode 0600)")
	user := flag.String("user", "Player", "the account's name")
	moves := flag.String("moves", "e7e5 g8f6 b8c6 f8c5", "the opponent's (Black's) moves, in UCI, one after each of White's")
	color := flag.String("color", "white", "the account's colour: white or black")
	clock := flag.String("clock", "15+10", "time control: minutes+seconds, or none")
	keep := flag.Duration("keepalive", 7*time.Second, "interval of the keep-alive lines")
	delay := flag.Duration("delay", time.Second, "how long the opponent takes for a move")
	flag.Parse()

	var b [16]byte
	_, _ = rand.Read(b[:])
	tok := "lip_" + hex.EncodeToString(b[:])
	if err := lichess.SaveToken(*tokenFile, tok); err != nil {
		log.Fatal(err)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatal(err)
	}
	s := lichesstest.New(nil, lichesstest.Options{KeepAlive: *keep, ReplyDelay: *delay, Listener: ln,
		Log: func(f string, a ...any) { log.Printf(f, a...) }})
	s.AddAccount(tok, *user)
	me := lichess.Player{ID: strings.ToLower(*user), Name: *user, Rating: 1500}
	opp := lichess.Player{ID: "opponent", Name: "Opponent", Rating: 1500}
	g := lichesstest.Game{White: me, Black: opp, Replies: strings.Fields(*moves)}
	if *color == "black" {
		g.White, g.Black = opp, me
	}
	if *clock != "none" {
		var m, i int
		if _, err := fmt.Sscanf(*clock, "%d+%d", &m, &i); err != nil {
			log.Fatalf("-clock %q: %v", *clock, err)
		}
		g.Clock = &lichess.ClockSpec{Initial: time.Duration(m) * time.Minute, Increment: time.Duration(i) * time.Second}
	}
	id := s.StartGame(g)
	log.Printf("serving %s, game %s, token in %s", s.URL, id, *tokenFile)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	<-ctx.Done()
	s.Close()
}
