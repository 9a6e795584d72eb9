// Command standin runs the lichess stand-in for trying Rochade by hand:
// one account, whose token it keeps in a file, and a game going on in
// which the account plays White (or Black) against an opponent who
// answers each move with the next of its own moves.
//
//	go run ./cmd/internal/lichess/lichesstest/standin -addr 127.0.0.1:8765 \
//		-token-file /tmp/token -moves "e7e5 g8f6 b8c6"
//
// Then: rochade play --online http://127.0.0.1:8765 --token-file /tmp/token ...
// It stops on Ctrl+C or SIGTERM.
package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"flag"
	"fmt"
	"io"
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
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stderr, nil); err != nil {
		fmt.Fprintln(os.Stderr, "standin:", err)
		os.Exit(2)
	}
}

// run serves until ctx ends; ready, if not nil, gets the server's URL
// and the game's ID once it serves.
func run(ctx context.Context, args []string, logw io.Writer, ready func(url, game string)) error {
	fs := flag.NewFlagSet("standin", flag.ContinueOnError)
	fs.SetOutput(logw)
	addr := fs.String("addr", "127.0.0.1:8765", "address to listen on")
	tokenFile := fs.String("token-file", "lichess-token", "the account's token: kept if the file holds one, else a new one written to it (mode 0600)")
	user := fs.String("user", "Player", "the account's name")
	moves := fs.String("moves", "e7e5 g8f6 b8c6 f8c5", "the opponent's moves, in UCI, one after each of the account's")
	color := fs.String("color", "white", "the account's colour: white or black")
	clock := fs.String("clock", "15+10", "time control: minutes+seconds, or none")
	keep := fs.Duration("keepalive", 7*time.Second, "interval of the keep-alive lines")
	delay := fs.Duration("delay", time.Second, "how long the opponent takes for a move")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *color != "white" && *color != "black" {
		return fmt.Errorf("-color %q: white or black", *color)
	}
	g := lichesstest.Game{Replies: strings.Fields(*moves)}
	if *clock != "none" {
		var m, i int
		if n, err := fmt.Sscanf(*clock, "%d+%d", &m, &i); err != nil || n != 2 || m < 0 || i < 0 || m+i == 0 {
			return fmt.Errorf("-clock %q: minutes+seconds, such as 15+10, or none", *clock)
		}
		g.Clock = &lichess.ClockSpec{Initial: time.Duration(m) * time.Minute, Increment: time.Duration(i) * time.Second}
	}
	tok, err := lichess.LoadToken(*tokenFile)
	if err != nil {
		var b [16]byte
		_, _ = rand.Read(b[:])
		tok = "lip_" + hex.EncodeToString(b[:])
		if err := lichess.SaveToken(*tokenFile, tok); err != nil {
			return err
		}
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	logger := log.New(logw, "", log.LstdFlags)
	s := lichesstest.New(nil, lichesstest.Options{KeepAlive: *keep, ReplyDelay: *delay, Listener: ln,
		Log: func(f string, a ...any) { logger.Printf(f, a...) }})
	defer s.Close()
	s.AddAccount(tok, *user)
	me := lichess.Player{ID: strings.ToLower(*user), Name: *user, Rating: 1500}
	opp := lichess.Player{ID: "opponent", Name: "Opponent", Rating: 1500}
	g.White, g.Black = me, opp
	if *color == "black" {
		g.White, g.Black = opp, me
	}
	id := s.StartGame(g)
	logger.Printf("serving %s, game %s, token in %s", s.URL, id, *tokenFile)
	if ready != nil {
		ready(s.URL, id)
	}
	<-ctx.Done()
	return nil
}
