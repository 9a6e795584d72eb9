package main

// The game's whole life at the board, end to end over pseudo-terminals:
// board emulate and play in child processes, as a user runs them. Each
// test names the case of the issue it checks.

import (
	"context"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
)

// emuRun is a board emulate child driven by commands on its standard
// input.
type emuRun struct {
	t    testing.TB
	cmd  *exec.Cmd
	path string
	in   io.WriteCloser
	done <-chan string
	err  *syncBuffer
}

func startEmu(t testing.TB, args ...string) *emuRun {
	t.Helper()
	cmd, path, in, done, errb := emulatorChild(t, args...)
	return &emuRun{t: t, cmd: cmd, path: path, in: in, done: done, err: errb}
}

// do gives the emulator a command and waits until it is done.
func (e *emuRun) do(line string) {
	e.t.Helper()
	if _, err := io.WriteString(e.in, line+"\n"); err != nil {
		e.t.Fatal(err)
	}
	select {
	case l, ok := <-e.done:
		if !ok || !strings.HasPrefix(l, "done: ") {
			e.t.Fatalf("the emulator did not do %q: %q; %s", line, l, e.err.String())
		}
	case <-time.After(30 * time.Second):
		e.t.Fatalf("the emulator did not do %q in 30 s; %s", line, e.err.String())
	}
}

// stop ends the emulator, as a board switched off.
func (e *emuRun) stop() {
	e.cmd.Process.Signal(syscall.SIGTERM)
	e.cmd.Wait()
}

// playChild is a play child.
type playChild struct {
	t      testing.TB
	cmd    *exec.Cmd
	in     io.WriteCloser
	lines  <-chan string
	seen   []string
	stderr *syncBuffer
	record string
}

func startPlayChild(t testing.TB, record string, args ...string) *playChild {
	t.Helper()
	return startPlayChildEnv(t, record, nil, args...)
}

// startPlayChildEnv is startPlayChild with more variables in the child's
// environment ("NAME=value"), as startChildEnv.
func startPlayChildEnv(t testing.TB, record string, env []string, args ...string) *playChild {
	t.Helper()
	stderr := &syncBuffer{}
	a := append([]string{"play", "--voice", "none", "--lang-ui", "en"}, args...)
	if record != "" {
		a = append(a, "--record", record)
	}
	cmd, in, out := startChildEnv(t, io.MultiWriter(stderr, &testLog{t: t, prefix: "play: "}), env, a...)
	return &playChild{t: t, cmd: cmd, in: in, lines: readLines(out), stderr: stderr, record: record}
}

// await waits for a printed line equal to want, and returns the lines
// printed before it.
func (p *playChild) await(want string) []string {
	p.t.Helper()
	return p.awaitFunc(want, func(l string) bool { return l == want })
}

func (p *playChild) awaitFunc(what string, ok func(string) bool) []string {
	p.t.Helper()
	var before []string
	timeout := time.After(30 * time.Second)
	for {
		select {
		case l, open := <-p.lines:
			if !open {
				p.t.Fatalf("play ended before %q; it printed %q", what, before)
			}
			p.seen = append(p.seen, l)
			if ok(l) {
				return before
			}
			before = append(before, l)
		case <-timeout:
			p.t.Fatalf("no %q after 30 s; play printed %q", what, before)
		}
	}
}

// quiet collects what play prints during d.
func (p *playChild) quiet(d time.Duration) []string {
	var got []string
	timeout := time.After(d)
	for {
		select {
		case l, open := <-p.lines:
			if !open {
				return got
			}
			p.seen = append(p.seen, l)
			got = append(got, l)
		case <-timeout:
			return got
		}
	}
}

// ask types a request line.
func (p *playChild) ask(line string) {
	p.t.Helper()
	if _, err := io.WriteString(p.in, line+"\n"); err != nil {
		p.t.Fatal(err)
	}
}

// stop ends play with sig and returns the rest of its lines.
func (p *playChild) stop(sig os.Signal) []string {
	p.t.Helper()
	if err := p.cmd.Process.Signal(sig); err != nil {
		p.t.Fatal(err)
	}
	var rest []string
	for l := range p.lines {
		rest = append(rest, l)
	}
	if err := p.cmd.Wait(); err != nil {
		p.t.Errorf("play after %v: %v, want exit status 0", sig, err)
	}
	return rest
}

// readRecord reads every game of a record.
func readRecord(t *testing.T, path string) []*notation.Game {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return readRecordBytes(t, data)
}

// positionAfter returns the position after moves in SAN from the start.
func positionAfter(t *testing.T, moves ...string) notation.Position {
	t.Helper()
	p := notation.StartPosition()
	for _, s := range moves {
		m, err := notation.ParseMove(&p, s, nil)
		if err != nil {
			t.Fatal(err)
		}
		p.Play(m)
	}
	return p
}

// sans returns the moves of g in SAN.
func sans(g *notation.Game) string {
	p := g.Start
	var out []string
	for _, m := range g.Moves {
		out = append(out, p.SAN(m))
		p.Play(m)
	}
	return strings.Join(out, " ")
}

// said returns the line play prints for a move in SAN after moves
// (German Appendix D words).
func said(t *testing.T, moves ...string) string {
	t.Helper()
	p := positionAfter(t, moves[:len(moves)-1]...)
	m, err := notation.ParseMove(&p, moves[len(moves)-1], nil)
	if err != nil {
		t.Fatal(err)
	}
	return announce.Announced(&p, m, announce.Options{}).Text(phonetic.German)
}

// playMoves makes the moves on the emulated board one after another and
// waits for each to be announced.
func playMoves(t *testing.T, emu *emuRun, play *playChild, before []string, moves ...string) []string {
	t.Helper()
	for _, m := range moves {
		emu.do("move " + m)
		before = append(before, m)
		if got := play.await(said(t, before...)); len(got) > 0 {
			t.Errorf("before %s play printed %q", m, got)
		}
	}
	return before
}

// Cases 1 and 2: after 1.e4 e5 2.Nf3 Nc6 3.Bb5 the players set up the
// starting position. Nothing of the pieces' way back is announced or
// recorded; the game stays in the record as it stood, and a new game
// begins: its first moves, made at once, are its own.
func TestSettingUpEndsTheGame(t *testing.T) {
	t.Parallel()
	for _, proto := range []string{"dgt", "millennium"} {
		t.Run(proto, func(t *testing.T) {
			t.Parallel()
			record := filepath.Join(t.TempDir(), "games.pgn")
			emu := startEmu(t, "--protocol", proto, "--speed", "2")
			play := startPlayChild(t, record, "--board", emu.path, "--protocol", proto)
			playMoves(t, emu, play, nil, "e4", "e5", "Nf3", "Nc6", "Bb5")
			emu.do("position start")
			if got := play.await("New game."); len(got) > 0 {
				t.Errorf("while the pieces were set up play printed %q", got)
			}
			// The first moves of the new game come at once.
			playMoves(t, emu, play, nil, "e4", "c5")
			if got := play.quiet(time.Second); len(got) > 0 {
				t.Errorf("after 1. e4 c5 play printed %q", got)
			}
			play.stop(syscall.SIGINT)
			games := readRecord(t, record)
			if len(games) != 2 || sans(games[0]) != "e4 e5 Nf3 Nc6 Bb5" || games[0].Result != "*" || sans(games[1]) != "e4 c5" {
				var got []string
				for _, g := range games {
					got = append(got, sans(g)+" "+g.Result)
				}
				t.Fatalf("the record holds %q, want the game to 3. Bb5 and the new one", got)
			}
			if games[1].Tag("Date") != time.Now().Format("2006.01.02") {
				t.Errorf("the new game's Date is %q", games[1].Tag("Date"))
			}
			if !strings.Contains(play.stderr.String(), "The game is saved in "+record+": 2 half-moves.") {
				t.Errorf("play did not say where the game was saved: %s", play.stderr.String())
			}
		})
	}
}

// Case 3: after a mate the players set up the starting position and make
// the first move at once: the new game is recognised (no instructions to
// rebuild the mated position), and the time request counts its moves.
func TestNewGameAfterMate(t *testing.T) {
	t.Parallel()
	for _, proto := range []string{"dgt", "millennium"} {
		t.Run(proto, func(t *testing.T) {
			t.Parallel()
			newGameAfterMate(t, proto)
		})
	}
}

func newGameAfterMate(t *testing.T, proto string) {
	record := filepath.Join(t.TempDir(), "games.pgn")
	emu := startEmu(t, "--protocol", proto, "--speed", "3")
	play := startPlayChild(t, record, "--board", emu.path, "--protocol", proto)
	playMoves(t, emu, play, nil, "e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#")
	play.await("White wins.")
	emu.do("position start")
	emu.do("move d4")
	got := play.await(said(t, "d4"))
	if len(got) != 1 || got[0] != "New game." {
		t.Errorf("between the mate and 1. d4 play printed %q, want only New game.", got)
	}
	play.ask("time")
	play.await("Move 1, Black to move.")
	play.stop(syscall.SIGTERM)
	games := readRecord(t, record)
	if len(games) != 2 || games[0].Result != "1-0" || games[0].Tag("Termination") != "normal" || sans(games[1]) != "d4" {
		t.Fatalf("the record holds %d games: %+v", len(games), games)
	}
	for _, l := range play.seen {
		if strings.HasPrefix(l, "Check the position") {
			t.Errorf("play asked to put the board right after the mate: %q", l)
		}
	}
}

// gameLines returns what play prints for each move of g.
func gameLines(g *notation.Game) []string {
	p := g.Start
	var out []string
	for _, m := range g.Moves {
		out = append(out, announce.Announced(&p, m, announce.Options{}).Text(phonetic.German))
		p.Play(m)
	}
	return out
}

// Case 4: the cable is pulled for three seconds in the Appendix C game,
// with line noise. Whatever the board shows when it comes back, no move
// is announced that was not played, at its place in the game; moves made
// while it was away are said so; a board nothing explains is put right in
// short lines, and the record holds the game's moves up to where it was
// followed, nothing else.
func TestUnplugNeverAnnouncesAGuess(t *testing.T) {
	t.Parallel()
	game := readTestGame(t, "../../testdata/devices/appendix-c.pgn")
	want := gameLines(game)
	for _, c := range []struct {
		proto string
		noise bool
		seed  string
	}{{"dgt", true, "1"}, {"dgt", true, "2"}, {"millennium", true, "1"}, {"dgt", false, "1"}} {
		name := c.proto + "-seed" + c.seed
		if !c.noise {
			name += "-quiet"
		}
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			record := filepath.Join(t.TempDir(), "games.pgn")
			args := []string{"--protocol", c.proto, "--game", "../../testdata/devices/appendix-c.pgn",
				"--unplug-at", "6", "--unplug-for", "3s", "--seed", c.seed, "--exit-when-done"}
			if c.noise {
				args = append(args, "--noise")
			}
			emu := startEmu(t, args...)
			play := startPlayChild(t, record, "--board", emu.path, "--protocol", c.proto)
			if err := emu.cmd.Wait(); err != nil {
				t.Errorf("the emulator: %v", err)
			}
			rest := play.stop(syscall.SIGTERM)
			lines := append(play.seen, rest...)
			next, away := 0, 0
			for _, l := range lines {
				if len([]rune(l)) > 160 {
					t.Errorf("a line of %d characters: %q", len([]rune(l)), l)
				}
				if notAMove(l) {
					continue
				}
				move := strings.TrimPrefix(l, "While the board was away: ")
				if move != l {
					away++
				}
				// Moves found once the board held still, which the
				// readings after it came back did not explain one by one.
				move = strings.TrimPrefix(move, "Caught up: ")
				if next < len(want) && move == want[next] {
					next++
					continue
				}
				t.Errorf("play announced %q where move %d, %q, was due", l, next+1, want[min(next, len(want)-1)])
			}
			// The hands make two moves in the 3 s the cable is out, and
			// may make a third before the board, answering as after
			// power-up, is read whole: the moves its first reading shows
			// were made while it was away, as far as Rochade can tell.
			if away > 3 {
				t.Errorf("%d moves said as made while the board was away, at most 3 can be", away)
			}
			games := readRecord(t, record)
			if len(games) != 1 {
				t.Fatalf("the record holds %d games", len(games))
			}
			rec := games[0]
			if len(rec.Moves) > len(game.Moves) || !slicesEqual(rec.Moves, game.Moves[:len(rec.Moves)]) {
				t.Errorf("the record holds %q, not the start of the game", sans(rec))
			}
			if len(rec.Moves) != next {
				t.Errorf("%d moves announced, %d recorded", next, len(rec.Moves))
			}
			t.Logf("%d of %d moves followed, %d of them said as made while the board was away; play said %q", next, len(want), away, lines)
		})
	}
}

// notAMove tells whether a line play prints is something else than a
// move's announcement.
func notAMove(l string) bool {
	for _, p := range []string{"Board ", "Position ", "Check the position", "The board shows", "New game", "A game is",
		"Order of the moves unknown", "Moves were made that Rochade could not follow",
		"The game ", "Game saved", "White wins", "Black wins", "Draw", "White's flag", "Black's flag", "Move ",
		"Request not understood"} {
		if strings.HasPrefix(l, p) {
			return true
		}
	}
	return false
}

func slicesEqual(a, b []notation.Move) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// Case 5: two boards; the second board's emulator is stopped and started
// again, as a board switched off and on, and comes back in the starting
// position. That starts no new game by itself: the clocks and the record
// stay, the players are asked to confirm a new game, and the board is
// guided back; put right, play goes on. Asked for with new, the new game
// begins and the record keeps the old one.
func TestBoardBackAtStartStartsNoGame(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	record := filepath.Join(dir, "games.pgn")
	link2 := filepath.Join(dir, "board2")
	emu1 := startEmu(t, "--protocol", "dgt", "--speed", "3")
	emu2 := startEmu(t, "--protocol", "millennium", "--speed", "3", "--link", link2)
	play := startPlayChild(t, record, "--board", emu1.path, "--board", link2, "--protocol", "dgt,millennium", "--clock", "300+0")
	var moves []string
	for _, m := range []string{"e4", "e5", "Nf3"} {
		emu1.do("move " + m)
		moves = append(moves, m)
		play.await(said(t, moves...))
		emu2.do("move " + m)
	}
	play.quiet(500 * time.Millisecond)
	emu2.stop()
	play.await("Board 2: Board disconnected.")
	emu2 = startEmu(t, "--protocol", "millennium", "--speed", "3", "--link", link2)
	got := play.await("Board 2: The board shows the starting position. Confirm the new game.")
	for _, l := range got {
		if strings.HasPrefix(l, "New game") {
			t.Errorf("a new game began by itself: %q", got)
		}
	}
	// The board is put back; the game goes on from 2. Nf3.
	p := positionAfter(t, moves...)
	emu2.do("position " + p.FEN())
	emu1.do("move Nc6")
	moves = append(moves, "Nc6")
	play.await(said(t, moves...))
	emu2.do("move Nc6")
	play.quiet(500 * time.Millisecond)
	// Switched off and on again; this time the players want a new game.
	emu2.stop()
	play.await("Board 2: Board disconnected.")
	emu2 = startEmu(t, "--protocol", "millennium", "--speed", "3", "--link", link2)
	play.await("Board 2: The board shows the starting position. Confirm the new game.")
	play.ask("new")
	play.awaitFunc("the new game", func(l string) bool { return strings.HasPrefix(l, "New game") })
	emu1.do("position start")
	emu1.do("move d4")
	play.await(said(t, "d4"))
	emu2.do("move d4")
	play.ask("time")
	play.awaitFunc("the time", func(l string) bool {
		return strings.HasPrefix(l, "Move 1, Black to move. White 0:05:00") || strings.HasPrefix(l, "Move 1, Black to move. White 0:04:5")
	})
	play.stop(syscall.SIGTERM)
	if !strings.Contains(play.stderr.String(), "Board 2 shows the starting position while a game is being played") {
		t.Errorf("play did not say what to do: %s", play.stderr.String())
	}
	games := readRecord(t, record)
	if len(games) != 2 || sans(games[0]) != "e4 e5 Nf3 Nc6" || sans(games[1]) != "d4" {
		var got []string
		for _, g := range games {
			got = append(got, sans(g))
		}
		t.Fatalf("the record holds %q", got)
	}
}

// resumeFile is a record of two games in German letters, the first
// finished, the second not, with comments, a glyph and clock times.
const resumeFile = `[Event "Club"]
[Site "Wien"]
[Date "2026.11.01"]
[Round "1"]
[White "Anna"]
[Black "Ben"]
[Result "1-0"]

1. e4 e5 2. Sf3 Sc6 {Ein Kommentar} 3. Lb5 a6 $1 1-0

[Event "Club"]
[Site "Wien"]
[Date "2026.11.01"]
[Round "2"]
[White "Ben"]
[Black "Anna"]
[Result "*"]
[TimeControl "300+0"]

1. d4 {[%clk 0:04:55]} d5 {[%clk 0:04:50]} 2. c4 {Damengambit} e6 $1 3. Sc3 *
`

// Case 6: --resume goes on with the unfinished last game where its moves
// end: every earlier byte stays (the finished game, the German letters,
// the comments in their places), the new moves follow in the game's own
// letters with their clock times.
func TestResumeKeepsEveryByte(t *testing.T) {
	t.Parallel()
	record := filepath.Join(t.TempDir(), "club.pgn")
	writeFile(t, record, resumeFile)
	emu := startEmu(t, "--protocol", "dgt", "--speed", "3")
	play := startPlayChild(t, record, "--board", emu.path, "--protocol", "dgt", "--resume")
	// The board stands in the starting position: the game's position is
	// being set up (issue 30), and no new game begins without being
	// asked.
	play.await("Set up the position: 5 moves to go.")
	emu.do("position rnbqkbnr/ppp2ppp/4p3/3p4/2PP4/2N5/PP2PPPP/R1BQKBNR b KQkq - 1 3")
	play.await("Position correct.")
	moves := []string{"d4", "d5", "c4", "e6", "Nc3"}
	for _, m := range []string{"Nf6", "Bg5"} {
		emu.do("move " + m)
		moves = append(moves, m)
		play.await(said(t, moves...))
	}
	play.stop(syscall.SIGTERM)
	data, err := os.ReadFile(record)
	if err != nil {
		t.Fatal(err)
	}
	kept := strings.TrimSuffix(resumeFile, " *\n")
	if !strings.HasPrefix(string(data), kept) {
		t.Fatalf("the record does not begin with its earlier bytes:\n%s", data)
	}
	tail := string(data[len(kept):])
	if !strings.HasPrefix(tail, "\n3... Sf6 {[%clk 0:0") || !strings.Contains(tail, "4. Lg5 {[%clk 0:0") || !strings.HasSuffix(tail, " *\n\n") {
		t.Errorf("the game goes on as %q, want 3... Sf6 and 4. Lg5 with their clock times", tail)
	}
	games := readRecord(t, record)
	if len(games) != 2 || len(games[1].Moves) != 7 || games[1].Lang == nil || games[1].Lang.Code != "de" {
		t.Fatalf("the record reads as %d games", len(games))
	}
}

// Case 6: --resume of a finished game begins a new game after it, and
// says so; the new game has the day's date and only the tags given for
// it; starting positions and new games without a move leave no empty
// game in the record.
func TestResumeOfAFinishedGame(t *testing.T) {
	record := filepath.Join(t.TempDir(), "club.pgn")
	finished := resumeFile[:strings.Index(resumeFile, "[Event \"Club\"]\n[Site \"Wien\"]\n[Date \"2026.11.01\"]\n[Round \"2\"]")]
	writeFile(t, record, finished)
	emu := startEmu(t, "--protocol", "millennium", "--speed", "3")
	play := startPlayChild(t, record, "--board", emu.path, "--protocol", "millennium", "--resume", "--white", "Clara")
	play.ask("new")
	play.await("New game. Set up the starting position.")
	emu.do("move e4")
	play.await(said(t, "e4"))
	emu.do("position start")
	play.await("New game.")
	play.ask("new")
	play.await("New game. Set up the starting position.")
	play.stop(syscall.SIGINT)
	if !strings.Contains(play.stderr.String(), "is finished (1-0); a new game begins after it.") {
		t.Errorf("play did not say that the game was finished: %s", play.stderr.String())
	}
	data, err := os.ReadFile(record)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(data), finished) {
		t.Fatalf("the finished game was changed:\n%s", data)
	}
	games := readRecord(t, record)
	if len(games) != 2 {
		t.Fatalf("the record holds %d games, want the finished one and 1. e4", len(games))
	}
	g := games[1]
	if sans(g) != "e4" || g.Tag("White") != "Clara" || g.Tag("Date") != time.Now().Format("2006.01.02") ||
		g.Tag("Site") == "Wien" || g.Tag("Black") == "Anna" || g.Tag("Round") == "1" {
		t.Errorf("the new game is %q with tags %v", sans(g), g.Tags)
	}
}

// Case 7: --record naming a named pipe, or a pseudo-terminal (even the
// board's own link), is refused at once in one sentence: nothing is read
// from it.
func TestRecordMustBeARegularFile(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.pgn")
	if err := mkfifo(fifo); err != nil {
		t.Fatal(err)
	}
	emu := startEmu(t, "--protocol", "dgt")
	for _, c := range []struct{ record, want string }{
		{fifo, "is a named pipe: --record takes a PGN file, or the name of a new one"},
		{emu.path, "is a terminal or other device: --record takes a PGN file"},
		{dir, "is a folder: --record takes a PGN file"},
	} {
		start := time.Now()
		_, stderr, err := runCtxTimeout(t, 5*time.Second, "play", "--board", emu.path, "--voice", "none", "--lang-ui", "en", "--record", c.record)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("--record %s: %v (%s), want %q", c.record, err, stderr, c.want)
		}
		if took := time.Since(start); took > 3*time.Second {
			t.Errorf("--record %s refused after %v", c.record, took)
		}
		if strings.Count(strings.TrimSpace(err.Error()), "\n") > 0 {
			t.Errorf("the refusal is more than one line: %q", err)
		}
	}
}

// Case 8: a request line over 64 KiB is refused in one line, and the
// requests after it are answered.
func TestOverlongRequestLine(t *testing.T) {
	emu := startEmu(t, "--protocol", "dgt")
	play := startPlayChild(t, "", "--board", emu.path, "--protocol", "dgt")
	play.ask(strings.Repeat("x", 70*1024))
	play.await("Request not understood.")
	play.ask("time")
	play.await("Move 1, White to move.")
	play.ask("board")
	play.awaitFunc("the board", func(l string) bool { return strings.HasPrefix(l, "White: König Eva eins") })
	play.stop(syscall.SIGINT)
	if got := strings.Count(play.stderr.String(), "A request line longer than 200 characters was left out."); got != 1 {
		t.Errorf("the long line was refused %d times: %s", got, play.stderr.String())
	}
}

// Case 9: a glyph on a move that cannot be read stays with it in every
// command, never on the move before.
func TestGlyphOfAnUnreadMoveStaysWithIt(t *testing.T) {
	in := filepath.Join(t.TempDir(), "blunder.pgn")
	writeFile(t, in, "[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Qxe5?? Nf6 *\n")
	out, _, err := run(t, "", "convert", "--to", "san", "--lang-ui", "en", in)
	if err == nil {
		t.Error("convert read an illegal move without an error")
	}
	if strings.Contains(out, "$4") || strings.Contains(out, "Nc6??") || !strings.Contains(out, "2. Nf3 Nc6\n{Reading stopped here") {
		t.Errorf("convert wrote:\n%s", out)
	}
}

// Case 11: options that cannot work are refused at once, each with a
// sentence.
func TestPlayRefusesOptionsThatCannotWork(t *testing.T) {
	emu := startEmu(t, "--protocol", "dgt")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--protocol", "millennium", "--clock", "board"}, "a Millennium board has no clock"},
		{[]string{"--engine", "stockfish", "--level", "0"}, "--level 0 is out of range: give 1 to 20"},
		{[]string{"--level", "5"}, "--level sets how the computer plays: add --engine stockfish"},
		{[]string{"--board", emu.path}, "--board " + emu.path + " is given twice"},
		{[]string{"--record", ""}, "--record needs a file name"},
		{[]string{"--record", " "}, "--record needs a file name"},
	} {
		args := append([]string{"play", "--board", emu.path, "--voice", "none", "--lang-ui", "en"}, c.args...)
		start := time.Now()
		_, _, err := runCtxTimeout(t, 5*time.Second, args...)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("play %q: %v, want %q", c.args, err, c.want)
		}
		if took := time.Since(start); took > 3*time.Second {
			t.Errorf("play %q refused after %v", c.args, took)
		}
	}
}

// Case 11: Ctrl+C ends play within a second and says where the game was
// saved and how many half-moves it holds.
func TestInterruptSaysWhereTheGameIs(t *testing.T) {
	record := filepath.Join(t.TempDir(), "games.pgn")
	emu := startEmu(t, "--protocol", "dgt", "--speed", "3")
	play := startPlayChild(t, record, "--board", emu.path, "--protocol", "dgt")
	playMoves(t, emu, play, nil, "e4", "e5", "Nf3")
	start := time.Now()
	play.stop(syscall.SIGINT)
	if took := time.Since(start); took > time.Second {
		t.Errorf("play ended %v after Ctrl+C", took)
	}
	if !strings.Contains(play.stderr.String(), "The game is saved in "+record+": 3 half-moves.") {
		t.Errorf("play did not say where the game is: %s", play.stderr.String())
	}
}

// runCtxTimeout runs the command line in this process with a deadline.
func runCtxTimeout(t *testing.T, d time.Duration, args ...string) (string, string, error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	return runCtx(t, ctx, "", args...)
}

// Case 4: while the cable is out the players make three moves that two
// moves also explain, with the other side to move (g3, Bc8, g4 and g4,
// Bc8). Nothing is guessed: no move is announced, the players are told
// that the order of the moves is unknown (issue 27: the position is
// known, not the order) and to take the last move back; put back and the
// moves made again, the game goes on.
func TestUnplugAmbiguousMovesAreNotGuessed(t *testing.T) {
	t.Parallel()
	for _, proto := range []string{"dgt", "millennium"} {
		t.Run(proto, func(t *testing.T) {
			t.Parallel()
			record := filepath.Join(t.TempDir(), "games.pgn")
			emu := startEmu(t, "--protocol", proto, "--speed", "3")
			play := startPlayChild(t, record, "--board", emu.path, "--protocol", proto)
			moves := playMoves(t, emu, play, nil, "h3", "a6", "c3", "d5", "b3", "Bd7")
			emu.do("unplug")
			play.await("Board disconnected.")
			for _, m := range []string{"g3", "Bc8", "g4"} {
				emu.do("move " + m)
			}
			emu.do("plug")
			play.await("Board connected again.")
			got := play.awaitFunc("instructions", func(l string) bool { return strings.HasPrefix(l, "Order of the moves unknown") })
			if len(got) > 0 {
				t.Errorf("after the board came back play said %q", got)
			}
			// The players put the board back and make the moves again.
			p := positionAfter(t, moves...)
			emu.do("position " + p.FEN())
			play.await("Position correct.")
			playMoves(t, emu, play, moves, "g3", "Bc8", "g4")
			play.stop(syscall.SIGTERM)
			games := readRecord(t, record)
			if len(games) != 1 || sans(games[0]) != "h3 a6 c3 d5 b3 Bd7 g3 Bc8 g4" {
				t.Errorf("the record holds %d games, the last %q", len(games), sans(games[len(games)-1]))
			}
		})
	}
}

// Case 11: Ctrl+C ends play within a second whatever it waits on: a
// board that is not there yet, an engine that never answers.
func TestInterruptWhileWaiting(t *testing.T) {
	dir := t.TempDir()
	hang := filepath.Join(dir, "engine.sh")
	writeFile(t, hang, "#!/bin/sh\nexec sleep 100\n")
	if err := os.Chmod(hang, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"--board", "/dev/ttyRochadeMissing0"},
		{"--board", "/dev/ttyRochadeMissing0", "--engine", hang},
	} {
		play := startPlayChild(t, filepath.Join(dir, "games.pgn"), args...)
		time.Sleep(1500 * time.Millisecond)
		start := time.Now()
		play.stop(syscall.SIGINT)
		if took := time.Since(start); took > time.Second {
			t.Errorf("play %q ended %v after Ctrl+C", args, took)
		}
		if !strings.Contains(play.stderr.String(), "No move was made; the record was not changed.") {
			t.Errorf("play %q did not say where the game is: %s", args, play.stderr.String())
		}
	}
}
