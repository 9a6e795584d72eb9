package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/cmd/internal/lichess"
	"github.com/rochade/rochade/cmd/internal/lichess/lichesstest"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
)

// The online games run one after another (about 30 s in all), before
// the tests that run in parallel: as many games at once as there are
// languages took the processor from the games held at pace
// (TestEveryBoardAtPace), whose hands then outran the program.

// rateWaitEnv makes a child's pause after a 429 short.
const rateWaitEnv = "ROCHADE_TEST_RATE_WAIT"

// The pause is set in a child: as a variable's value, before the
// init that runs the child's command line.
var _ = func() bool {
	d, err := time.ParseDuration(os.Getenv(rateWaitEnv))
	if err == nil {
		onlineRateWait = d
	}
	return err == nil
}()

const e2eToken = "lip_e2eTestTokenThatMustNeverBePrinted"

// lineLog is a child's standard error: every line is logged and kept.
type lineLog struct {
	t     testing.TB
	mu    sync.Mutex
	buf   bytes.Buffer
	lines chan string
	part  string
}

func newLineLog(t testing.TB) *lineLog { return &lineLog{t: t, lines: make(chan string, 1000)} }

func (l *lineLog) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.buf.Write(p)
	text := l.part + string(p)
	parts := strings.Split(text, "\n")
	l.part = parts[len(parts)-1]
	for _, s := range parts[:len(parts)-1] {
		l.t.Log("play (stderr): " + s)
		select {
		case l.lines <- s:
		default:
		}
	}
	return len(p), nil
}

func (l *lineLog) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.String()
}

// onlinePlay is play --online against a stand-in, on an emulated board.
type onlinePlay struct {
	srv    *lichesstest.Server
	id     string
	emu    *emuChild
	in     io.WriteCloser
	out    <-chan string // standard output, as it comes
	errs   *lineLog
	said   []string // everything standard output said, kept by next
	record string
	pos    notation.Position
	moves  []string
}

// startOnlinePlay starts a stand-in with a game of the account (of colour)
// going on, whose opponent answers with replies, and play --online in
// lang on an emulated board.
func startOnlinePlay(t *testing.T, lang, colour string, replies []string, args ...string) *onlinePlay {
	t.Helper()
	return startOnlinePlayEnv(t, lang, colour, replies, nil, args...)
}

// startOnlinePlayEnv is startOnlinePlay with more variables in play's
// environment.
func startOnlinePlayEnv(t *testing.T, lang, colour string, replies []string, env []string, args ...string) *onlinePlay {
	t.Helper()
	needsEmulator(t)
	srv := lichesstest.New(t, lichesstest.Options{KeepAlive: 200 * time.Millisecond, ReplyDelay: 100 * time.Millisecond})
	srv.AddAccount(e2eToken, "Player")
	me := lichess.Player{ID: "player", Name: "Player", Rating: 1612}
	opp := lichess.Player{ID: "opponent", Name: "Opponent", Rating: 1734}
	g := lichesstest.Game{White: me, Black: opp, Replies: replies, Clock: &lichess.ClockSpec{Initial: 15 * time.Minute, Increment: 10 * time.Second}}
	if colour == "black" {
		g.White, g.Black = opp, me
	}
	id := srv.StartGame(g)
	dir := t.TempDir()
	tok := filepath.Join(dir, "token")
	if err := os.WriteFile(tok, []byte(e2eToken+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	emu := startEmulator(t, "--protocol", "dgt", "--speed", "4", "--plain")
	o := &onlinePlay{srv: srv, id: id, emu: emu, errs: newLineLog(t), record: filepath.Join(dir, "game.pgn"), pos: notation.StartPosition()}
	full := append([]string{"--lang-ui", lang, "play", "--online", srv.URL, "--token-file", tok, "--board", emu.path,
		"--protocol", "dgt", "--voice", "none", "--record", o.record, "--script", "latin"}, args...)
	_, in, out := startChildEnv(t, o.errs, append([]string{rateWaitEnv + "=2s"}, env...), full...)
	o.in, o.out = in, readLines(out)
	return o
}

// next waits for a line of standard output that satisfies ok.
func (o *onlinePlay) next(t *testing.T, what string, ok func(string) bool) string {
	t.Helper()
	l := awaitLine(t, o.out, 30*time.Second, what, func(l string) bool {
		o.said = append(o.said, l)
		return ok(l)
	})
	return l
}

// errLine waits for a line of standard error that contains text.
func (o *onlinePlay) errLine(t *testing.T, text string) {
	t.Helper()
	awaitLine(t, o.errs.lines, 30*time.Second, text, func(l string) bool { return strings.Contains(l, text) })
}

// serverLine is how the opponent's move m is said, after the side's
// word of the language: ": " and the German words of Appendix D.
func serverLine(p *notation.Position, m notation.Move) string {
	return ": " + announce.Instruct(p, m).Text(phonetic.German)
}

// own makes the player's move on the board and waits for its
// announcement.
func (o *onlinePlay) own(t *testing.T, uci string) {
	t.Helper()
	m := o.move(t, uci)
	want := announce.Announced(&o.pos, m, announce.Options{}).Text(phonetic.German)
	o.emu.do(t, "move "+uci, 30*time.Second)
	o.next(t, "the player's move "+uci, func(l string) bool { return l == want })
	o.pos.Play(m)
	o.moves = append(o.moves, uci)
}

// reply waits for the opponent's move uci to be said, and makes it on
// the board.
func (o *onlinePlay) reply(t *testing.T, uci string) {
	t.Helper()
	m := o.move(t, uci)
	want := serverLine(&o.pos, m)
	o.next(t, "the opponent's move "+uci, func(l string) bool { return strings.HasSuffix(l, want) })
	o.emu.do(t, "move "+uci, 30*time.Second)
	o.pos.Play(m)
	o.moves = append(o.moves, uci)
}

func (o *onlinePlay) move(t *testing.T, uci string) notation.Move {
	t.Helper()
	ms, n := serverMoves(o.pos, uci)
	if n != 1 {
		t.Fatalf("%s is no move in %s", uci, o.pos.FEN())
	}
	return ms
}

func serverMoves(p notation.Position, uci string) (notation.Move, int) {
	for _, m := range p.LegalMoves(nil) {
		if m.UCI() == uci {
			return m, 1
		}
	}
	return notation.NullMove, 0
}

// serverHas waits until the server has n moves.
func (o *onlinePlay) serverHas(t *testing.T, n int) {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if len(o.srv.Moves(o.id)) == n {
			return
		}
	}
	t.Fatalf("the server has %q, not %d moves", o.srv.Moves(o.id), n)
}

// ask types a request.
func (o *onlinePlay) ask(t *testing.T, line string) {
	t.Helper()
	if _, err := io.WriteString(o.in, line+"\n"); err != nil {
		t.Fatal(err)
	}
}

// check: every line said once, the record's moves the server's, every
// own move sent once, the token nowhere.
func (o *onlinePlay) check(t *testing.T, own int) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !slices.Equal(o.srv.Moves(o.id), o.moves) && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	if got := o.srv.Moves(o.id); !slices.Equal(got, o.moves) {
		t.Errorf("the server has %q, the board %q", got, o.moves)
	}
	if got := o.srv.Received(o.id); len(got) != own {
		t.Errorf("the server received %q: %d moves, not %d", got, len(got), own)
	}
	seen := map[string]int{}
	for _, l := range o.said {
		seen[l]++
		if seen[l] == 2 && !strings.HasPrefix(l, "Zug ") {
			t.Errorf("said twice: %q", l)
		}
	}
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if g := lastRecorded(t, o.record); g != nil && len(g.Moves) == len(o.moves) {
			break
		}
	}
	g := lastRecorded(t, o.record)
	if g == nil {
		t.Fatal("no record")
	}
	var got []string
	for _, m := range g.Moves {
		got = append(got, m.UCI())
	}
	if !slices.Equal(got, o.moves) {
		t.Errorf("the record has %q, the server %q", got, o.moves)
	}
	if site := g.Tag("Site"); site != o.srv.URL+"/"+o.id {
		t.Errorf("Site %q", site)
	}
	if g.Tag("WhiteElo") == "" || g.Tag("BlackElo") == "" || g.Tag("TimeControl") != "900+10" {
		t.Errorf("tags %v", g.Tags)
	}
	data, _ := os.ReadFile(o.record)
	if !strings.Contains(string(data), "[%clk ") {
		t.Errorf("no clock times in the record:\n%s", data)
	}
	if strings.Contains(string(data)+o.errs.String()+strings.Join(o.said, "\n"), e2eToken) {
		t.Error("the token was printed")
	}
}

// lastRecorded reads the last game of a record, nil if there is none yet.
func lastRecorded(t *testing.T, path string) *notation.Game {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil || len(data) == 0 {
		return nil
	}
	var last *notation.Game
	r := notation.NewPGNReader(bytes.NewReader(data))
	for {
		g, err := r.Next()
		if err != nil {
			return last
		}
		last = g
	}
}

// A whole game as White in German (the held-out check's command line):
// every reply said once and made on the board, every own move sent once,
// the record the server's game; the game ends in mate.
func TestOnlineGameAsWhite(t *testing.T) {
	replies := []string{"e7e5", "b8c6", "g8f6"}
	o := startOnlinePlay(t, "de", "white", replies)
	o.errLine(t, "Online-Partie")
	for i, own := range []string{"e2e4", "f1c4", "d1h5"} {
		o.own(t, own)
		o.reply(t, replies[i])
	}
	o.own(t, "h5f7")
	o.next(t, "the result", func(l string) bool { return strings.Contains(l, "Weiß gewinnt") || strings.Contains(l, "1-0") })
	o.check(t, 4)
	if g := lastRecorded(t, o.record); g.Result != "1-0" {
		t.Errorf("the record's result %q", g.Result)
	}
}

// A whole game as Black: the opponent moves first; a stream cut in the
// middle is joined again with nothing lost or said twice.
func TestOnlineGameAsBlackAcrossACut(t *testing.T) {
	o := startOnlinePlay(t, "en", "black", nil)
	o.errLine(t, "Online game")
	o.serverHas(t, 0)
	if err := o.srv.OpponentMove(o.id, "f2f3"); err != nil {
		t.Fatal(err)
	}
	o.reply(t, "f2f3")
	o.own(t, "e7e5")
	o.srv.DropStreams()
	o.serverHas(t, 2)
	if err := o.srv.OpponentMove(o.id, "g2g4"); err != nil {
		t.Fatal(err)
	}
	o.reply(t, "g2g4")
	o.srv.DropStreams()
	o.own(t, "d8h4")
	o.next(t, "the result", func(l string) bool {
		return strings.Contains(l, "0-1") || strings.Contains(strings.ToLower(l), "black wins") || strings.Contains(l, "Schwarz gewinnt")
	})
	o.check(t, 2)
}

// A move the server refuses is said with its reason and the board guided
// back; a draw offer is said and declined; the opponent gone, the game
// is claimed.
func TestOnlineRefusedDrawAndClaim(t *testing.T) {
	o := startOnlinePlay(t, "en", "white", []string{"e7e5", "g8f6"})
	o.errLine(t, "Online game")
	o.srv.RefuseNextMove("Piece on d2 cannot move")
	m := o.move(t, "d2d4")
	o.emu.do(t, "move d2d4", 30*time.Second)
	o.errLine(t, "Piece on d2 cannot move")
	o.emu.do(t, "position start", 30*time.Second)
	o.next(t, "the board right again", func(l string) bool { return strings.Contains(l, "Position correct") })
	_ = m
	o.own(t, "e2e4")
	o.reply(t, "e7e5")
	o.srv.OfferDraw(o.id, "black")
	o.errLine(t, "offers a draw")
	o.ask(t, "decline")
	o.errLine(t, "Sent to the server")
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if _, black := o.srv.Offers(o.id); !black {
			break
		}
	}
	if _, black := o.srv.Offers(o.id); black {
		t.Error("the draw offer was not declined")
	}
	o.srv.OpponentGone(o.id, true, 0)
	o.errLine(t, "has left the game")
	o.ask(t, "claim")
	o.next(t, "the result", func(l string) bool {
		return strings.Contains(l, "1-0") || strings.Contains(strings.ToLower(l), "white wins") || strings.Contains(l, "Weiß gewinnt")
	})
	if st, winner := o.srv.Status(o.id); winner != "white" {
		t.Errorf("the server says %s, %s", st, winner)
	}
	o.check(t, 2) // d2d4 was refused: the server received it, not played it
}

// The time request answers with the server's clocks in every language.
func TestOnlineClocksInEveryLanguage(t *testing.T) {
	for _, l := range ui.Langs() {
		t.Run(string(l), func(t *testing.T) {
			o := startOnlinePlay(t, string(l), "white", []string{"e7e5"})
			p := ui.New(l)
			o.own(t, "e2e4")
			o.reply(t, "e7e5")
			o.ask(t, firstWord(p, "time"))
			o.next(t, "the times", func(s string) bool { return strings.Contains(s, "0:14:") || strings.Contains(s, "0:15:") })
		})
	}
}

// A token the server refuses: one sentence that says what to do, a
// failure, and the token nowhere.
func TestOnlineWrongToken(t *testing.T) {
	srv := lichesstest.New(t, lichesstest.Options{})
	srv.AddAccount("lip_theRightOne", "Player")
	dir := t.TempDir()
	tok := filepath.Join(dir, "token")
	if err := os.WriteFile(tok, []byte(e2eToken+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	emu := startEmulator(t, "--protocol", "dgt")
	errs := newLineLog(t)
	cmd, _, out := startChild(t, errs, "--lang-ui", "en", "play", "--online", srv.URL, "--token-file", tok, "--board", emu.path, "--protocol", "dgt", "--voice", "none")
	stdout, _ := io.ReadAll(out)
	err := cmd.Wait()
	if err == nil {
		t.Fatal("play ended well with a refused token")
	}
	text := strings.TrimSpace(errs.String())
	want := ui.New(ui.English).Sprintf(ui.OnlineTokenRefused)
	if !strings.Contains(text, want) || strings.Count(text, "\n") > 0 {
		t.Errorf("stderr %q, want the one sentence %q", text, want)
	}
	if strings.Contains(text+string(stdout), e2eToken) {
		t.Error("the token was printed")
	}
}

// A server whose event stream cannot be opened, where a challenge's
// answer would come: play does not send the challenge and wait in
// silence, it says that the server cannot be reached and ends.
func TestOnlineEventStreamDown(t *testing.T) {
	srv := lichesstest.New(t, lichesstest.Options{EventStreamDown: true})
	srv.AddAccount(e2eToken, "Player")
	tok := filepath.Join(t.TempDir(), "token")
	if err := os.WriteFile(tok, []byte(e2eToken+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	emu := startEmulator(t, "--protocol", "dgt")
	errs := newLineLog(t)
	cmd, _, out := startChild(t, errs, "--lang-ui", "en", "play", "--online", srv.URL, "--token-file", tok, "--board", emu.path,
		"--protocol", "dgt", "--voice", "none", "--challenge", "Anna")
	go io.Copy(io.Discard, out)
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err == nil {
			t.Fatal("play ended well with no event stream")
		}
	case <-time.After(30 * time.Second):
		cmd.Process.Kill()
		t.Fatalf("play still waits after 30 s with no event stream; it printed %q", errs.String())
	}
	text := errs.String()
	if want := "cannot be reached"; !strings.Contains(text, want) {
		t.Errorf("stderr %q, want %q", text, want)
	}
	if srv.Challenges() != nil {
		t.Errorf("challenges %v sent with no stream for the answer", srv.Challenges())
	}
}

// A 429: the move waits as the server asks, once said, and goes out
// after it; the game goes on.
func TestOnlineRateLimited(t *testing.T) {
	o := startOnlinePlay(t, "en", "white", []string{"e7e5", "b8c6"})
	o.errLine(t, "Online game")
	o.own(t, "e2e4")
	o.reply(t, "e7e5")
	o.srv.RateLimitNext(1)
	o.own(t, "g1f3")
	o.errLine(t, "asks to wait")
	o.reply(t, "b8c6")
	o.check(t, 2)
}

// With no game going on, a challenge that comes in is said with who,
// rating and time control, and accepted by request: its game is played.
func TestOnlineChallengeAccepted(t *testing.T) {
	needsEmulator(t)
	srv := lichesstest.New(t, lichesstest.Options{KeepAlive: 200 * time.Millisecond, ReplyDelay: 100 * time.Millisecond})
	srv.AddAccount(e2eToken, "Player")
	dir := t.TempDir()
	tok := filepath.Join(dir, "token")
	if err := os.WriteFile(tok, []byte(e2eToken+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	emu := startEmulator(t, "--protocol", "dgt", "--speed", "4", "--plain")
	o := &onlinePlay{srv: srv, emu: emu, errs: newLineLog(t), record: filepath.Join(dir, "game.pgn"), pos: notation.StartPosition()}
	_, in, out := startChild(t, o.errs, "--lang-ui", "en", "play", "--online", srv.URL, "--token-file", tok, "--board", emu.path,
		"--protocol", "dgt", "--voice", "none", "--record", o.record)
	o.in, o.out = in, readLines(out)
	o.errLine(t, "waiting for a challenge")
	srv.ChallengeIn("player", lichess.Player{ID: "friend", Name: "Friend", Rating: 1888}, &lichess.ClockSpec{Initial: 10 * time.Minute, Increment: 5 * time.Second}, false, "black", "e7e5")
	o.errLine(t, "Challenge from Friend, rating 1888, 10+5")
	o.ask(t, "accept")
	o.errLine(t, "Online game")
	games := srv.Games()
	o.id = games[len(games)-1]
	o.own(t, "e2e4")
	o.reply(t, "e7e5")
}

// While a challenge is awaited the event stream is cut: the player is
// told that the connection is lost and when it is back, and a challenge
// that comes after is said as before (the one said already not again).
func TestOnlineStreamCutBeforeTheGame(t *testing.T) {
	needsEmulator(t)
	srv := lichesstest.New(t, lichesstest.Options{KeepAlive: 200 * time.Millisecond})
	srv.AddAccount(e2eToken, "Player")
	dir := t.TempDir()
	tok := filepath.Join(dir, "token")
	if err := os.WriteFile(tok, []byte(e2eToken+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	emu := startEmulator(t, "--protocol", "dgt", "--plain")
	o := &onlinePlay{srv: srv, emu: emu, errs: newLineLog(t), pos: notation.StartPosition()}
	_, in, out := startChild(t, o.errs, "--lang-ui", "en", "play", "--online", srv.URL, "--token-file", tok, "--board", emu.path,
		"--protocol", "dgt", "--voice", "none")
	o.in, o.out = in, readLines(out)
	o.errLine(t, "waiting for a challenge")
	// A challenge said: the event stream is open.
	srv.ChallengeIn("player", lichess.Player{ID: "friend", Name: "Friend", Rating: 1888}, &lichess.ClockSpec{Initial: 10 * time.Minute, Increment: 5 * time.Second}, false, "black")
	o.errLine(t, "Challenge from Friend")
	srv.DropStreams()
	o.errLine(t, "The connection to the server is lost")
	o.errLine(t, "The connection to the server is back")
	srv.ChallengeIn("player", lichess.Player{ID: "other", Name: "Other", Rating: 1500}, &lichess.ClockSpec{Initial: 5 * time.Minute}, false, "white")
	o.errLine(t, "Challenge from Other")
}

// A game going on is joined after a restart: the board shows the game
// up to the player's last move, and the opponent's move made meanwhile
// is said and expected on the board.
func TestOnlineJoinedAfterARestart(t *testing.T) {
	needsEmulator(t)
	srv := lichesstest.New(t, lichesstest.Options{KeepAlive: 200 * time.Millisecond, ReplyDelay: 100 * time.Millisecond})
	srv.AddAccount(e2eToken, "Player")
	id := srv.StartGame(lichesstest.Game{White: lichess.Player{ID: "player", Name: "Player", Rating: 1500}, Black: lichess.Player{ID: "opp", Name: "Opp", Rating: 1600},
		Clock: &lichess.ClockSpec{Initial: 15 * time.Minute, Increment: 10 * time.Second}, Moves: []string{"e2e4", "e7e5"}, Replies: []string{"b8c6"}})
	dir := t.TempDir()
	tok := filepath.Join(dir, "token")
	if err := os.WriteFile(tok, []byte(e2eToken+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	emu := startEmulator(t, "--protocol", "dgt", "--speed", "4", "--plain")
	o := &onlinePlay{srv: srv, id: id, emu: emu, errs: newLineLog(t), record: filepath.Join(dir, "game.pgn"), pos: notation.StartPosition()}
	_, in, out := startChild(t, o.errs, "--lang-ui", "en", "play", "--online", srv.URL, "--token-file", tok, "--board", emu.path,
		"--protocol", "dgt", "--voice", "none", "--record", o.record)
	o.in, o.out = in, readLines(out)
	o.errLine(t, "Online game")
	o.emu.do(t, "position rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", 30*time.Second)
	m := o.move(t, "e2e4")
	o.pos.Play(m)
	o.moves = append(o.moves, "e2e4")
	o.reply(t, "e7e5")
	o.own(t, "g1f3")
	o.reply(t, "b8c6")
	o.check(t, 1)
}

// --seek finds an opponent, --server-ai plays the server's computer:
// the game begins, and its moves are said and sent.
func TestOnlineSeekAndServerAI(t *testing.T) {
	for _, c := range []struct {
		name string
		args []string
		said string
	}{
		{"seek", []string{"--seek", "15+10", "--color", "white"}, "Looking for an opponent"},
		{"ai", []string{"--server-ai", "3", "--color", "white"}, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			needsEmulator(t)
			srv := lichesstest.New(t, lichesstest.Options{KeepAlive: 200 * time.Millisecond, ReplyDelay: 100 * time.Millisecond,
				SeekReplies: []string{"e7e5"}, AIReplies: []string{"e7e5"}})
			srv.AddAccount(e2eToken, "Player")
			dir := t.TempDir()
			tok := filepath.Join(dir, "token")
			if err := os.WriteFile(tok, []byte(e2eToken+"\n"), 0o600); err != nil {
				t.Fatal(err)
			}
			emu := startEmulator(t, "--protocol", "dgt", "--speed", "4", "--plain")
			o := &onlinePlay{srv: srv, emu: emu, errs: newLineLog(t), record: filepath.Join(dir, "game.pgn"), pos: notation.StartPosition()}
			_, in, out := startChild(t, o.errs, append([]string{"--lang-ui", "en", "play", "--online", srv.URL, "--token-file", tok, "--board", emu.path,
				"--protocol", "dgt", "--voice", "none", "--record", o.record}, c.args...)...)
			o.in, o.out = in, readLines(out)
			if c.name == "seek" {
				o.errLine(t, c.said)
			}
			o.errLine(t, "you play White")
			games := srv.Games()
			o.id = games[len(games)-1]
			o.own(t, "e2e4")
			o.reply(t, "e7e5")
		})
	}
}
