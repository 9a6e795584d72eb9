package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/cmd/internal/assistant"
	"github.com/rochade/rochade/notation"
)

const onlineURL = "https://lichess.example/abcd1234"

// onlineTestGame is a game of the online game onlineURL (site) with the
// moves list (UCI).
func onlineTestGame(t *testing.T, site string, list ...string) *notation.Game {
	t.Helper()
	g := assistant.FreshGame(nil, time.Date(2026, 12, 2, 10, 0, 0, 0, time.UTC))
	g.SetTag("Site", site)
	ms, n := assistant.ServerMoves(notation.StartPosition(), list)
	if n != len(list) {
		t.Fatalf("%q are not moves", list)
	}
	g.Moves = ms
	return g
}

// writeRecord writes the games as play writes them, the last one
// unfinished, and returns the file's bytes.
func writeRecord(t *testing.T, path string, games ...*notation.Game) []byte {
	t.Helper()
	ro, err := openRecord(path, false, nil, recordPlaces{})
	if err != nil {
		t.Fatal(err)
	}
	if err := ro.rec.Save(games[:len(games)-1], games[len(games)-1]); err != nil {
		t.Fatal(err)
	}
	ro.rec.Close()
	data, _ := os.ReadFile(path)
	return data
}

// joinOf is the online game onlineURL as the server has it.
func joinOf(t *testing.T, list ...string) onlineJoin {
	t.Helper()
	ms, _ := assistant.ServerMoves(notation.StartPosition(), list)
	return onlineJoin{url: onlineURL, id: "abcd1234", start: notation.StartPosition(), moves: ms,
		server: func() []notation.Move { return ms }}
}

// The record's unfinished copy of the online game joined goes on in
// place, with or without --resume: one game, its moves the server's,
// its result brought up to date.
func TestOnlineRecordGoesOn(t *testing.T) {
	for _, resume := range []bool{false, true} {
		path := filepath.Join(t.TempDir(), "r.pgn")
		other := onlineTestGame(t, "https://lichess.example/other999", "d2d4", "d7d5")
		other.Result = "1/2-1/2"
		writeRecord(t, path, other, onlineTestGame(t, onlineURL, "e2e4", "e7e5"))
		ro, err := openRecord(path, resume, nil, recordPlaces{})
		if err != nil {
			t.Fatal(err)
		}
		pl := ro.rec.placeOnline(joinOf(t, "e2e4", "e7e5", "g1f3", "b8c6"))
		if pl.resumed == nil || pl.differs != -1 || ro.rec.games != 1 {
			t.Fatalf("resume %v: placed %+v, %d games before", resume, pl, ro.rec.games)
		}
		g := onlineTestGame(t, onlineURL, "e2e4", "e7e5", "g1f3", "b8c6", "f1c4")
		g.Result = "1-0"
		if err := ro.rec.Save(nil, g); err != nil {
			t.Fatal(err)
		}
		ro.rec.Close()
		games := recordGames(t, path)
		if len(games) != 2 {
			t.Fatalf("resume %v: %d games", resume, len(games))
		}
		if got := uciOf(games[1].Moves); strings.TrimSpace(got) != "e2e4 e7e5 g1f3 b8c6 f1c4" || games[1].Result != "1-0" {
			t.Errorf("resume %v: the game %q %s", resume, got, games[1].Result)
		}
	}
}

// While the game being played lacks the opponent's last move that the
// file holds (said again after a restart, waiting to be made on the
// board), the file keeps its game as it is, without a second copy; a result then is the game's with the
// file's moves, as long as the server has them.
func TestOnlineRecordKeepsTheOpponentsLastMove(t *testing.T) {
	path := filepath.Join(t.TempDir(), "r.pgn")
	writeRecord(t, path, onlineTestGame(t, onlineURL, "e2e4", "e7e5"))
	ro, err := openRecord(path, false, nil, recordPlaces{})
	if err != nil {
		t.Fatal(err)
	}
	if pl := ro.rec.placeOnline(joinOf(t, "e2e4", "e7e5")); pl.resumed == nil {
		t.Fatalf("placed %+v", pl)
	}
	if err := ro.rec.Save(nil, onlineTestGame(t, onlineURL, "e2e4")); err != nil {
		t.Fatal(err)
	}
	if games := recordGames(t, path); len(games) != 1 || strings.TrimSpace(uciOf(games[0].Moves)) != "e2e4 e7e5" || games[0].Result != "*" {
		data, _ := os.ReadFile(path)
		t.Errorf("while the opponent's move waits, the record is:\n%s", data)
	}
	g := onlineTestGame(t, onlineURL, "e2e4")
	g.Result = "0-1"
	if err := ro.rec.Save(nil, g); err != nil {
		t.Fatal(err)
	}
	ro.rec.Close()
	games := recordGames(t, path)
	if len(games) != 1 || strings.TrimSpace(uciOf(games[0].Moves)) != "e2e4 e7e5" || games[0].Result != "0-1" {
		t.Errorf("the record: %d games, %q", len(games), uciOf(games[len(games)-1].Moves))
	}
}

// A copy whose moves part from the server's stays byte for byte, and
// the game is a new one after it; the move where they part is told.
// The last game of another online game, opened by --resume, is let go
// unchanged even when the game joined begins with its moves.
func TestOnlineRecordApart(t *testing.T) {
	for _, c := range []struct {
		name   string
		site   string
		resume bool
		moves  []string
		differ int
	}{
		{"differs", onlineURL, false, []string{"e2e4", "e7e5", "g1f3"}, 2},
		{"differs, --resume", onlineURL, true, []string{"e2e4", "e7e5", "g1f3"}, 2},
		{"another game, --resume", "https://lichess.example/zzzz9999", true, []string{"e2e4"}, -1},
		{"finished", onlineURL, false, nil, -1},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "r.pgn")
			old := onlineTestGame(t, c.site, c.moves...)
			if c.moves == nil {
				old = onlineTestGame(t, c.site, "e2e4", "e7e5")
				old.Result = "0-1"
			}
			before := writeRecord(t, path, old)
			ro, err := openRecord(path, c.resume, nil, recordPlaces{})
			if err != nil {
				t.Fatal(err)
			}
			pl := ro.rec.placeOnline(joinOf(t, "e2e4", "e7e5", "d2d4", "d7d5"))
			if pl.resumed != nil || pl.differs != c.differ || c.differ == 2 && pl.moveNo != 2 {
				t.Fatalf("placed %+v", pl)
			}
			if err := ro.rec.Save(nil, onlineTestGame(t, onlineURL, "e2e4", "e7e5", "d2d4")); err != nil {
				t.Fatal(err)
			}
			ro.rec.Close()
			after, _ := os.ReadFile(path)
			if !bytes.HasPrefix(after, before) {
				t.Errorf("the copy before changed:\n%s\nwas:\n%s", after, before)
			}
			games := recordGames(t, path)
			if len(games) != 2 || strings.TrimSpace(uciOf(games[1].Moves)) != "e2e4 e7e5 d2d4" {
				t.Errorf("%d games:\n%s", len(games), after)
			}
		})
	}
}

// A Site is the game joined when it is its page: the same address, or
// the server's host written in capitals; another game or server is not.
func TestSameOnlineGame(t *testing.T) {
	for _, c := range []struct {
		site string
		want bool
	}{
		{onlineURL, true},
		{"https://LICHESS.example/abcd1234", true},
		{"https://lichess.example/abcd1234/", true},
		{"https://lichess.example/abcd12345", false},
		{"https://lichess.example/xabcd1234", false},
		{"https://other.example/abcd1234", false},
		{"Berlin GER", false},
		{"", false},
	} {
		if got := sameOnlineGame(c.site, onlineURL, "abcd1234"); got != c.want {
			t.Errorf("%q: %v", c.site, got)
		}
	}
}

// The appliance finds the file of the online game joined: the last file,
// opened as the game that goes on, is let go when it holds another game,
// and the online game's own older file goes on; a copy that parts from
// the server's moves is left as it is, and the game gets a new file.
func TestGamesRecordPlaceOnline(t *testing.T) {
	for _, c := range []struct {
		name   string
		moves  []string
		differ int
	}{
		{"goes on", []string{"e2e4", "e7e5"}, -1},
		{"differs", []string{"e2e4", "e7e5", "g1f3"}, 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			mine := filepath.Join(dir, "2026-12-02 10-00 Player - Opponent.pgn")
			other := filepath.Join(dir, "2026-12-02 11-00 Anna - Boris.pgn")
			before := writeRecord(t, mine, onlineTestGame(t, onlineURL, c.moves...))
			otherBefore := writeRecord(t, other, onlineTestGame(t, "Berlin", "e2e4"))
			ro, err := openRecord(other, true, nil, recordPlaces{})
			if err != nil || ro.resumed == nil {
				t.Fatalf("the last file: %v", err)
			}
			rec := &gamesRecord{dir: dir, now: func() time.Time { return time.Date(2026, 12, 2, 12, 0, 0, 0, time.UTC) },
				files: []*recordFile{ro.rec}, paths: []string{other}, frozen: []bool{false}}
			path, pl := rec.placeOnline(joinOf(t, "e2e4", "e7e5", "d2d4", "d7d5"))
			if path != mine || pl.differs != c.differ || (pl.resumed != nil) != (c.differ < 0) {
				t.Fatalf("placed in %q: %+v", path, pl)
			}
			if err := rec.Save(nil, onlineTestGame(t, onlineURL, "e2e4", "e7e5", "d2d4")); err != nil {
				t.Fatal(err)
			}
			rec.Close()
			if data, _ := os.ReadFile(other); !bytes.Equal(data, otherBefore) {
				t.Errorf("the other game's file changed:\n%s", data)
			}
			files := gameFiles(dir)
			if c.differ < 0 {
				if len(files) != 2 {
					t.Fatalf("files %q", files)
				}
				games := recordGames(t, mine)
				if len(games) != 1 || strings.TrimSpace(uciOf(games[0].Moves)) != "e2e4 e7e5 d2d4" {
					t.Errorf("%d games, the last %q", len(games), uciOf(games[len(games)-1].Moves))
				}
				return
			}
			if data, _ := os.ReadFile(mine); !bytes.Equal(data, before) {
				t.Errorf("the copy that differs changed:\n%s", data)
			}
			if len(files) != 3 || files[2] == mine || files[2] == other {
				t.Fatalf("files %q", files)
			}
			if games := recordGames(t, files[2]); len(games) != 1 || strings.TrimSpace(uciOf(games[0].Moves)) != "e2e4 e7e5 d2d4" {
				t.Errorf("the new file holds %d games", len(games))
			}
		})
	}
}
