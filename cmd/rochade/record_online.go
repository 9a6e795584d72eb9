package main

// An online game joined again (after a restart, a crash, a power cut)
// goes on in its own record: when the record's last game is the same
// game of the same server, unfinished, and its moves begin the server's,
// it is continued in place as --resume continues a game. A copy whose
// moves part from the server's (a move the server never took) is kept
// as it is, and the game is written after it as a new one.

import (
	"errors"
	neturl "net/url"
	"slices"
	"strings"

	"github.com/rochade/rochade/notation"
)

// onlineJoin is the online game joined, as a record needs it: its page
// (the Site tag Rochade writes), its ID, its start and its moves on the
// server when it was joined; server returns its moves as they are now.
type onlineJoin struct {
	url, id string
	start   notation.Position
	moves   []notation.Move
	server  func() []notation.Move
}

// onlinePlace is where an online game joined goes in a record.
type onlinePlace struct {
	// resumed is the record's game it goes on in; nil: a new game.
	resumed *notation.Game
	// differs, when not -1, is the half-move from which the record's
	// unfinished copy of the game parts from the server's: the copy is
	// kept as it is, and the game is a new one.
	differs int
	// moveNo is the number of the move of half-move differs.
	moveNo int
}

// sameOnlineGame tells whether a game's Site tag is the page of the
// online game joined: the same address, or the same server (its host
// written in any case) and the same game's path.
func sameOnlineGame(site, url, id string) bool {
	site = strings.TrimSpace(site)
	if site == "" || id == "" {
		return false
	}
	if site == url {
		return true
	}
	a, err1 := neturl.Parse(site)
	b, err2 := neturl.Parse(url)
	if err1 != nil || err2 != nil || a.Host == "" || !strings.EqualFold(a.Host, b.Host) {
		return false
	}
	path := strings.TrimRight(a.Path, "/")
	return path == strings.TrimRight(b.Path, "/") && strings.HasSuffix(path, "/"+id)
}

// onlineMatch compares a record's game with the online game joined:
// same tells that it is an unfinished copy of it; then goOn tells that
// its moves begin the server's, or else differs is the first half-move
// where they part.
func onlineMatch(g *notation.Game, j onlineJoin) (same, goOn bool, differs int) {
	if g == nil || g.Result != "" && g.Result != "*" || !sameOnlineGame(g.Tag("Site"), j.url, j.id) {
		return false, false, -1
	}
	if g.Start.FEN() != j.start.FEN() {
		return true, false, 0
	}
	k := 0
	for k < len(g.Moves) && k < len(j.moves) && g.Moves[k] == j.moves[k] {
		k++
	}
	if k == len(g.Moves) {
		return true, true, -1
	}
	return true, false, k
}

// placeOnline puts the online game joined in the record, before it has
// written anything: its unfinished copy as the file's last game goes on
// in place (whether --resume opened it or not); a copy that parts from
// the server's moves stays as it is, and the game is a new one after it
// (differs says where they part); after any other last game, the game is
// a new one too (a game --resume opened is let go, unchanged).
func (r *recordFile) placeOnline(j onlineJoin) onlinePlace {
	pl := onlinePlace{differs: -1}
	same, goOn, k := onlineMatch(r.last, j)
	if goOn && (r.resume != nil || r.resumeLast() == nil) {
		r.server = j.server
		pl.resumed = r.last
		return pl
	}
	if same && k >= 0 {
		pl.differs = k
		pos := r.last.Position(k)
		pl.moveNo = pos.MoveNumber()
	}
	if r.resume != nil {
		r.letGo()
	}
	return pl
}

// resumeLast makes the file's last game, opened as a record that a new
// game goes after, the game that goes on (as --resume does), if the file
// is still as it was read.
func (r *recordFile) resumeLast() error {
	data, err := r.file.Reread()
	if err != nil {
		return err
	}
	if int64(len(data)) != r.file.Base() || len(r.file.Region()) != 0 || !r.file.SameBefore(data) {
		return errors.New("the file changed since it was read")
	}
	text, enc, bom := notation.DecodeText(data)
	rg, start, err := resumeAt(text, r.last)
	if err != nil {
		return err
	}
	off, err := fileOffset(enc, bom, text, start)
	if err != nil {
		return err
	}
	rg.orig = data[off:]
	r.resume, r.sep, r.plies = rg, nil, len(r.last.Moves)
	r.games--
	r.file.Adopt(int64(off), data)
	return nil
}

// letGo gives up the game --resume opened: its bytes stay as they are,
// and the game being played is written after them as a new game.
func (r *recordFile) letGo() {
	r.resume.apart = true
	r.games++
}

// onServer returns, for an online game joined again, the game being
// played g with the moves of the file's game when it has fewer of them
// and the server still has them all: the opponent's last move, which
// the file holds, is said again after a restart and waits to be made on
// the board, and the file keeps it meanwhile. nil otherwise.
func (r *recordFile) onServer(g *notation.Game) *notation.Game {
	rg := r.resume
	if r.server == nil || rg == nil || rg.apart {
		return nil
	}
	n := len(rg.game.Moves)
	if len(g.Moves) >= n || g.Start != rg.game.Start || !slices.Equal(g.Moves, rg.game.Moves[:len(g.Moves)]) {
		return nil
	}
	srv := r.server()
	if len(srv) < n || !slices.Equal(srv[:n], rg.game.Moves) {
		return nil
	}
	c := *g
	c.Moves = slices.Clone(rg.game.Moves)
	return &c
}
