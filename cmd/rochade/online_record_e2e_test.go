package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rochade/rochade/cmd/internal/lichess"
	"github.com/rochade/rochade/cmd/internal/lichess/lichesstest"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/notation"
)

// restartablePlay is play --online with a record, on an emulated board,
// that the test stops (SIGTERM) and starts again with the same command
// line, as a player does after a crash or a power cut.
type restartablePlay struct {
	*onlinePlay
	tok string
	cmd *exec.Cmd
}

// newRestartablePlay starts a stand-in whose game of the account (White)
// has the opponent answer with replies, and the board.
func newRestartablePlay(t *testing.T, replies []string) *restartablePlay {
	t.Helper()
	needsEmulator(t)
	srv := lichesstest.New(t, lichesstest.Options{KeepAlive: 200 * time.Millisecond, ReplyDelay: 100 * time.Millisecond})
	srv.AddAccount(e2eToken, "Player")
	id := srv.StartGame(lichesstest.Game{White: lichess.Player{ID: "player", Name: "Player", Rating: 1612},
		Black: lichess.Player{ID: "opponent", Name: "Opponent", Rating: 1734}, Replies: replies,
		Clock: &lichess.ClockSpec{Initial: 15 * time.Minute, Increment: 10 * time.Second}})
	dir := t.TempDir()
	tok := filepath.Join(dir, "token")
	if err := os.WriteFile(tok, []byte(e2eToken+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	emu := startEmulator(t, "--protocol", "dgt", "--speed", "4", "--plain")
	return &restartablePlay{onlinePlay: &onlinePlay{srv: srv, id: id, emu: emu, record: filepath.Join(dir, "game.pgn"), pos: notation.StartPosition()}, tok: tok}
}

// start starts play, the same command line each time (and extra).
func (r *restartablePlay) start(t *testing.T, extra ...string) {
	t.Helper()
	r.errs = newLineLog(t)
	args := append([]string{"--lang-ui", "en", "play", "--online", r.srv.URL, "--token-file", r.tok, "--board", r.emu.path,
		"--protocol", "dgt", "--voice", "none", "--record", r.record, "--script", "latin"}, extra...)
	cmd, in, out := startChildEnv(t, r.errs, []string{rateWaitEnv + "=2s"}, args...)
	r.cmd, r.in, r.out = cmd, in, readLines(out)
	r.errLine(t, "Online game")
}

// stop stops play as a power cut's shutdown or a Ctrl+C does.
func (r *restartablePlay) stop(t *testing.T) {
	t.Helper()
	if err := r.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- r.cmd.Wait() }()
	select {
	case <-done:
	case <-time.After(childStopWait):
		t.Fatalf("play did not end within %v of SIGTERM", childStopWait)
	}
}

// recorded waits until the record's last game has n moves.
func (r *restartablePlay) recorded(t *testing.T, n int) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if g := lastRecorded(t, r.record); g != nil && len(g.Moves) == n {
			return
		}
	}
	data, _ := os.ReadFile(r.record)
	t.Fatalf("the record does not end with a game of %d moves:\n%s", n, data)
}

// serverMove plays uci on the server for the side to move (the player on
// the server's page, or the opponent), as if on the board too: the board
// is set to the position after it before play starts again.
func (r *restartablePlay) serverMove(t *testing.T, uci string) {
	t.Helper()
	if err := r.srv.OpponentMove(r.id, uci); err != nil {
		t.Fatal(err)
	}
	r.pos.Play(r.move(t, uci))
	r.moves = append(r.moves, uci)
}

// boardAt sets the board to the game's position: the player made on it
// the moves of the server's page.
func (r *restartablePlay) boardAt(t *testing.T) {
	t.Helper()
	r.emu.do(t, "position "+r.pos.FEN(), 30*time.Second)
}

// checkRecord reads the record: its games' moves (UCI) are want, and
// pgn-extract reads as many games without a complaint.
func checkRecord(t *testing.T, path string, want ...[]string) []*notation.Game {
	t.Helper()
	games := recordGames(t, path)
	data, _ := os.ReadFile(path)
	if len(games) != len(want) {
		t.Fatalf("the record holds %d games, not %d:\n%s", len(games), len(want), data)
	}
	for i, g := range games {
		if got := strings.Fields(uciOf(g.Moves)); !slices.Equal(got, want[i]) {
			t.Errorf("game %d has %q, not %q:\n%s", i+1, got, want[i], data)
		}
	}
	if problems, n := pgnExtractProblems(t, path); len(problems) > 0 || n != len(want) {
		t.Errorf("pgn-extract reads %d of %d games: %q\n%s", n, len(want), problems, data)
	}
	return games
}

// An online game joined again after Rochade was stopped goes on in its
// own record, with or without --resume: the moves made on the server
// meanwhile (the player's on the server's page, the opponent's answer)
// and those after follow the moves before, in ONE game.
func TestOnlineRecordGoesOnAfterARestart(t *testing.T) {
	for _, flag := range []string{"", "--resume"} {
		t.Run("flag"+flag, func(t *testing.T) {
			var extra []string
			if flag != "" {
				extra = []string{flag}
			}
			r := newRestartablePlay(t, []string{"e7e5", "b8c6", "g8f6"})
			r.start(t)
			r.own(t, "e2e4")
			r.reply(t, "e7e5")
			r.recorded(t, 2)
			r.stop(t)

			// Meanwhile the player plays on the server's page, and the
			// opponent answers.
			r.serverMove(t, "g1f3")
			r.serverHas(t, 4)
			r.boardAt(t)

			r.start(t, extra...)
			r.errLine(t, ui.New(ui.English).Plural(ui.PlayResuming, 2, r.record, 2))
			r.reply(t, "b8c6")
			// Followed on the board before the next move is made (on a
			// loaded machine the two could otherwise come as one change).
			r.recorded(t, 4)
			r.own(t, "f1c4")
			r.reply(t, "g8f6")
			r.recorded(t, 6)
			r.stop(t)

			games := checkRecord(t, r.record, []string{"e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6"})
			if g := games[0]; g.Tag("Site") != r.srv.URL+"/"+r.id || g.Result != "*" {
				t.Errorf("Site %q, result %q", g.Tag("Site"), g.Result)
			}
			if got := r.srv.Received(r.id); !slices.Equal(got, []string{"e2e4", "f1c4"}) {
				t.Errorf("the server received %q", got)
			}
		})
	}
}

// A move the server never took (the network down, then Rochade stopped)
// makes the record's copy part from the server's game: the copy stays
// byte for byte, the server's game is added as a new game, and the
// player is told once from which move the copy differs.
func TestOnlineRecordDiffersAfterARestart(t *testing.T) {
	r := newRestartablePlay(t, []string{"e7e5", "d7d5"})
	r.start(t)
	r.own(t, "e2e4")
	r.reply(t, "e7e5")
	// The server answers nothing but "wait" (429) from now on: g1f3 is
	// recorded, never taken.
	r.srv.RateLimitNext(1 << 20)
	r.own(t, "g1f3")
	r.recorded(t, 3)
	r.stop(t)
	r.srv.RateLimitNext(0)
	if got := r.srv.Moves(r.id); !slices.Equal(got, []string{"e2e4", "e7e5"}) {
		t.Fatalf("the server has %q", got)
	}
	before, err := os.ReadFile(r.record)
	if err != nil {
		t.Fatal(err)
	}

	// The player plays d2d4 on the server's page instead; the opponent
	// answers.
	r.pos, r.moves = notation.StartPosition(), nil
	for _, m := range []string{"e2e4", "e7e5"} {
		r.pos.Play(r.move(t, m))
		r.moves = append(r.moves, m)
	}
	r.serverMove(t, "d2d4")
	r.serverHas(t, 4)
	r.boardAt(t)

	r.start(t)
	notice := ui.New(ui.English).Sprintf(ui.PlayRecordOnlineDiffers, r.record, 2)
	r.errLine(t, notice)
	r.reply(t, "d7d5")
	r.recorded(t, 4)
	r.stop(t)

	after, _ := os.ReadFile(r.record)
	if !bytes.HasPrefix(after, before) {
		t.Errorf("the copy before changed:\n%s\nwas:\n%s", after, before)
	}
	checkRecord(t, r.record, []string{"e2e4", "e7e5", "g1f3"}, []string{"e2e4", "e7e5", "d2d4", "d7d5"})
	if n := strings.Count(r.errs.String(), notice); n != 1 {
		t.Errorf("the notice was said %d times:\n%s", n, r.errs.String())
	}
}

// recordGames reads a record's games.
func recordGames(t *testing.T, path string) []*notation.Game {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	games, err := readRecordErr(data)
	if err != nil {
		t.Fatalf("the record does not read: %v\n%s", err, data)
	}
	return games
}

// The appliance, joining its online game again after a restart, goes on
// in that game's own file of the games folder: started again after the
// opponent's last move was made on the board, it says that move again;
// the file holds one game, stopped before the board is there or after
// more moves.
func TestApplianceOnlineGameAfterARestart(t *testing.T) {
	needsEmulator(t)
	srv := lichesstest.New(t, lichesstest.Options{KeepAlive: 200 * time.Millisecond, ReplyDelay: 100 * time.Millisecond})
	srv.AddAccount(e2eToken, "Player")
	id := srv.StartGame(lichesstest.Game{White: lichess.Player{ID: "player", Name: "Player", Rating: 1612},
		Black: lichess.Player{ID: "opponent", Name: "Opponent", Rating: 1734}, Replies: []string{"e7e5", "b8c6"},
		Clock: &lichess.ClockSpec{Initial: 15 * time.Minute, Increment: 10 * time.Second}})
	dir := t.TempDir()
	tok := filepath.Join(dir, "token")
	if err := os.WriteFile(tok, []byte(e2eToken+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	emu := startEmulator(t, "--protocol", "dgt", "--speed", "4", "--plain")
	settings := func(board string) {
		text := "voice = \"none\"\nweb = \"\"\nboard = \"" + board + "\"\nprotocol = \"dgt\"\n" +
			"online = \"" + srv.URL + "\"\ntoken-file = \"" + tok + "\"\n"
		if err := os.WriteFile(filepath.Join(dir, "rochade.toml"), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	settings(emu.path)
	en := ui.New(ui.English)
	joined := en.Sprintf(ui.OnlineJoined, srv.URL+"/"+id, en.Sprintf(ui.CompareWhite), "Opponent", "1734")
	start := func() *applianceRun {
		ap := startAppliance(t, dir)
		for deadline := time.Now().Add(30 * time.Second); !strings.Contains(ap.stderr.String(), joined); time.Sleep(50 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("the game was not joined; stderr:\n%s", ap.stderr.String())
			}
		}
		return ap
	}
	serverHas := func(want ...string) {
		t.Helper()
		for deadline := time.Now().Add(30 * time.Second); !slices.Equal(srv.Moves(id), want); time.Sleep(20 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("the server has %q, not %q", srv.Moves(id), want)
			}
		}
	}
	games := filepath.Join(dir, "games")
	saved := func(n int) {
		t.Helper()
		for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(50 * time.Millisecond) {
			if files := gameFiles(games); len(files) == 1 {
				if g := lastRecorded(t, files[0]); g != nil && len(g.Moves) == n {
					return
				}
			}
			if time.Now().After(deadline) {
				t.Fatalf("the games folder does not hold one game of %d moves: %v", n, gameFiles(games))
			}
		}
	}

	ap := start()
	emu.do(t, "move e2e4", 30*time.Second)
	serverHas("e2e4", "e7e5")
	emu.do(t, "move e7e5", 30*time.Second)
	saved(2)
	if err := ap.stop(); err != nil {
		t.Fatalf("the appliance ended with %v", err)
	}

	// Started again without the board (not switched on yet after a
	// power cut): the opponent's last move is said again; stopped then,
	// the file holds the one game.
	pos := notation.StartPosition()
	e4, _ := serverMoves(pos, "e2e4")
	pos.Play(e4)
	e5, _ := serverMoves(pos, "e7e5")
	again := serverLine(&pos, e5)
	settings(filepath.Join(dir, "no-board"))
	ap = start()
	ap.await("e7e5 said again", func(l string) bool { return strings.HasSuffix(l, again) })
	if err := ap.stop(); err != nil {
		t.Fatalf("the appliance ended with %v", err)
	}
	if files := gameFiles(games); len(files) != 1 {
		t.Fatalf("games: %v", files)
	} else {
		checkRecord(t, files[0], []string{"e2e4", "e7e5"})
	}

	// And again, with the board (which shows the move): the game goes
	// on in its file.
	settings(emu.path)
	ap = start()
	ap.await("e7e5 said again", func(l string) bool { return strings.HasSuffix(l, again) })
	emu.do(t, "move g1f3", 30*time.Second)
	serverHas("e2e4", "e7e5", "g1f3", "b8c6")
	emu.do(t, "move b8c6", 30*time.Second)
	saved(4)
	if err := ap.stop(); err != nil {
		t.Fatalf("the appliance ended with %v", err)
	}
	files := gameFiles(games)
	if len(files) != 1 {
		t.Fatalf("games: %v", files)
	}
	g := checkRecord(t, files[0], []string{"e2e4", "e7e5", "g1f3", "b8c6"})[0]
	if g.Tag("Site") != srv.URL+"/"+id {
		t.Errorf("Site %q", g.Tag("Site"))
	}
}
