package main

// The record survives what users and machines do to it (issue 30), end
// to end: board emulate and play in child processes, real files. Each
// test names the case of the issue it checks.

import (
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rochade/rochade/cmd/internal/growfile"
)

// startRecordPlay starts play on a board with a record, its data folder
// (the journal, the rescue file) in data.
func startRecordPlay(t *testing.T, data, record string, args ...string) *playChild {
	t.Helper()
	stderr := &syncBuffer{}
	a := append([]string{"play", "--voice", "none", "--lang-ui", "en", "--record", record}, args...)
	cmd, in, out := startChildEnv(t, io.MultiWriter(stderr, &testLog{t: t, prefix: "play: "}), []string{"XDG_DATA_HOME=" + data}, a...)
	return &playChild{t: t, cmd: cmd, in: in, lines: readLines(out), stderr: stderr, record: record}
}

// awaitErr waits until play's standard error holds want.
func (p *playChild) awaitErr(want string, d time.Duration) {
	p.t.Helper()
	deadline := time.Now().Add(d)
	for !strings.Contains(p.stderr.String(), want) {
		if time.Now().After(deadline) {
			p.t.Fatalf("play did not say %q in %v: %s", want, d, p.stderr.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// awaitRecordText waits until the record holds want.
func awaitRecordText(t *testing.T, record, want string) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		if data, err := os.ReadFile(record); err == nil && strings.Contains(string(data), want) {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the record does not hold %q after 10 s", want)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// stopWith ends play with sig and returns its exit error.
func (p *playChild) stopWith(sig os.Signal) error {
	p.t.Helper()
	if err := p.cmd.Process.Signal(sig); err != nil {
		p.t.Fatal(err)
	}
	for l := range p.lines {
		p.seen = append(p.seen, l)
	}
	return p.cmd.Wait()
}

// Case 1: two play processes given one record (the same name, another
// path to it, a hard link): the second is refused at once, in one
// sentence naming the first (its PID and command), before its board is
// opened; the first game is kept whole. Once the first has ended, the
// record is free again.
func TestRecordOneWriter(t *testing.T) {
	dir := t.TempDir()
	data := filepath.Join(dir, "data")
	record := filepath.Join(dir, "games.pgn")
	link := filepath.Join(dir, "sub", "link.pgn")
	emu := startEmu(t, "--protocol", "dgt", "--speed", "3")
	alice := startRecordPlay(t, data, record, "--board", emu.path, "--protocol", "dgt", "--white", "Alice")
	moves := playMoves(t, emu, alice, nil, "e4", "e5", "Nf3")
	if err := os.Mkdir(filepath.Dir(link), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Link(record, link); err != nil {
		t.Fatal(err)
	}
	emu2 := startEmu(t, "--protocol", "dgt", "--speed", "3")
	pid := strconv.Itoa(alice.cmd.Process.Pid)
	for _, other := range []string{record, filepath.Join(dir, ".", "sub", "..", "games.pgn"), link} {
		start := time.Now()
		_, stderr, err := runCtxTimeout(t, 5*time.Second, "play", "--board", emu2.path, "--protocol", "dgt", "--voice", "none", "--lang-ui", "en", "--record", other, "--white", "Carol")
		if err == nil || !strings.Contains(err.Error(), "is being written by process "+pid+" (") || !strings.Contains(err.Error(), "rochade.test") {
			t.Errorf("a second play on %s: %v, want a refusal naming process %s", other, err, pid)
		}
		if err != nil && strings.Count(strings.TrimSpace(err.Error()), "\n") > 0 {
			t.Errorf("the refusal is more than one line: %q", err)
		}
		if took := time.Since(start); took > 3*time.Second {
			t.Errorf("a second play on %s refused after %v", other, took)
		}
		if strings.Contains(stderr, "Board connected") {
			t.Errorf("the second play opened its board: %s", stderr)
		}
	}
	playMoves(t, emu, alice, moves, "Nc6")
	if err := alice.stopWith(syscall.SIGTERM); err != nil {
		t.Errorf("play: %v", err)
	}
	games := readRecord(t, record)
	if len(games) != 1 || sans(games[0]) != "e4 e5 Nf3 Nc6" || games[0].Tag("White") != "Alice" {
		t.Fatalf("the record holds %d games, the first %q", len(games), sans(games[0]))
	}
	// The first has ended: the record is free.
	carol := startRecordPlay(t, data, link, "--board", emu2.path, "--protocol", "dgt", "--white", "Carol")
	carol.awaitErr("Board connected", 10*time.Second)
	if strings.Contains(carol.stderr.String(), "has ended") {
		t.Errorf("a lock released at the end was taken for a stale one: %s", carol.stderr.String())
	}
	carol.stopWith(syscall.SIGTERM)
}

// Case 1: a lock left by a process that was killed is taken over, and
// said.
func TestRecordStaleLockTakenOver(t *testing.T) {
	dir := t.TempDir()
	record := filepath.Join(dir, "games.pgn")
	emu := startEmu(t, "--protocol", "dgt", "--speed", "3")
	first := startRecordPlay(t, filepath.Join(dir, "data"), record, "--board", emu.path, "--protocol", "dgt")
	playMoves(t, emu, first, nil, "e4")
	awaitRecordText(t, record, "1. e4 *")
	first.cmd.Process.Kill()
	first.cmd.Wait()
	if _, err := os.Stat(growfile.LockPath(record)); err != nil {
		t.Fatalf("no lock file after a kill: %v", err)
	}
	second := startRecordPlay(t, filepath.Join(dir, "data"), record, "--board", emu.path, "--protocol", "dgt", "--resume")
	second.awaitErr("was left locked by process "+strconv.Itoa(first.cmd.Process.Pid), 10*time.Second)
	second.awaitErr("Resuming the game in "+record+" after 1 half-move.", 10*time.Second)
	second.stopWith(syscall.SIGTERM)
}

// Case 2: another program adds a game to the record during a game. Its
// bytes are kept, said once; the game goes on after them as a new copy,
// with every move; the copy before them stays as it was.
func TestRecordAnotherProgramAppends(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	record := filepath.Join(dir, "games.pgn")
	writeFile(t, record, "[Event \"Earlier\"]\n[Result \"1-0\"]\n\n1. f4 e5 1-0\n")
	emu := startEmu(t, "--protocol", "dgt", "--speed", "3")
	play := startRecordPlay(t, filepath.Join(dir, "data"), record, "--board", emu.path, "--protocol", "dgt")
	moves := playMoves(t, emu, play, nil, "e4", "e5")
	awaitRecord(t, record, 2, 10*time.Second)
	club := "\n[Event \"Club\"]\n[White \"X\"]\n[Black \"Y\"]\n[Result \"1/2-1/2\"]\n\n1. d4 d5 1/2-1/2\n"
	f, err := os.OpenFile(record, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString(club)
	f.Close()
	playMoves(t, emu, play, moves, "Nf3", "Nc6", "Bb5")
	if err := play.stopWith(syscall.SIGTERM); err != nil {
		t.Errorf("play: %v", err)
	}
	data, err := os.ReadFile(record)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), club) {
		t.Errorf("the other program's game is not in the record byte for byte:\n%s", data)
	}
	games := readRecord(t, record)
	if len(games) != 4 || sans(games[1]) != "e4 e5" || games[2].Tag("Event") != "Club" || sans(games[3]) != "e4 e5 Nf3 Nc6 Bb5" {
		var got []string
		for _, g := range games {
			got = append(got, g.Tag("Event")+": "+sans(g))
		}
		t.Fatalf("the record holds %q, want the earlier game, the copy before the club's game, the club's game, the whole game", got)
	}
	if n := strings.Count(play.stderr.String(), "Another program wrote to "+record); n != 1 {
		t.Errorf("the change was said %d times: %s", n, play.stderr.String())
	}
	if !strings.Contains(play.stderr.String(), "the copy before them holds 2 half-moves") {
		t.Errorf("play did not say where the game goes on: %s", play.stderr.String())
	}
}

// Case 7: a record made read-only is not written over: play says so at
// once, keeps the moves, writes them when the file can be written again,
// and at the end puts what it could not write in a rescue file (and on
// standard error), saying where. A record with a hard link keeps it.
func TestRecordReadOnlyAndLinked(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	data := filepath.Join(dir, "data")
	record := filepath.Join(dir, "games.pgn")
	earlier := "[Event \"Earlier\"]\n[Result \"1-0\"]\n\n1. f4 e5 1-0\n"
	writeFile(t, record, earlier)
	other := filepath.Join(dir, "other-name.pgn")
	if err := os.Link(record, other); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(record, 0o444); err != nil {
		t.Fatal(err)
	}
	emu := startEmu(t, "--protocol", "dgt", "--speed", "3")
	play := startRecordPlay(t, data, record, "--board", emu.path, "--protocol", "dgt")
	play.awaitErr(record+" is read-only, so Rochade does not write over it", 10*time.Second)
	emu.do("move e4")
	play.await(said(t, "e4"))
	play.await("The game could not be saved.")
	moves := playMoves(t, emu, play, []string{"e4"}, "e5")
	play.awaitErr("Cannot write the record "+record+" (it is read-only)", 5*time.Second)
	fileHolds(t, record, earlier)
	// Writable again: the moves are written within the retry.
	if err := os.Chmod(record, 0o644); err != nil {
		t.Fatal(err)
	}
	play.await("Game saved.")
	play.awaitErr("The record "+record+" is written again.", 10*time.Second)
	if g := readLastGame(t, record); sans(g) != "e4 e5" {
		t.Errorf("after the permission came back the record holds %q", sans(g))
	}
	// Read-only again until the end: the rest goes to the rescue file.
	if err := os.Chmod(record, 0o444); err != nil {
		t.Fatal(err)
	}
	emu.do("move Nf3")
	play.await(said(t, append(moves, "Nf3")...))
	play.await("The game could not be saved.")
	err := play.stopWith(syscall.SIGTERM)
	if err == nil {
		t.Fatal("play ended without an error, with its last move not in the record")
	}
	errText := play.stderr.String()
	if strings.Contains(errText, "Another program") {
		t.Errorf("a read-only record was taken for another program's change: %s", errText)
	}
	if !strings.Contains(errText, "the last moves could not be written to "+record+" (it is read-only); the games are saved in "+filepath.Join(data, "rochade", "rescued")) {
		t.Fatalf("play did not say where the games are: %s", errText)
	}
	if !strings.Contains(errText, "1. e4 e5 2. Nf3 *") {
		t.Errorf("the game was not printed as PGN: %s", errText)
	}
	rescued(t, data, "e4 e5 Nf3")
	if g := readLastGame(t, record); sans(g) != "e4 e5" {
		t.Errorf("the read-only record was changed: %q", sans(g))
	}
	a, _ := os.Stat(record)
	b, _ := os.Stat(other)
	if !os.SameFile(a, b) || a.Mode().Perm() != 0o444 {
		t.Errorf("the record lost its link or its mode: same file %v, mode %v", os.SameFile(a, b), a.Mode())
	}
}

// rescued checks that the data folder holds one rescue file of the
// record games.pgn, whose game is moves.
func rescued(t *testing.T, data, moves string) {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(data, "rochade", "rescued", "games-*.pgn"))
	if len(files) != 1 {
		t.Fatalf("rescue files: %q", files)
	}
	if g := readLastGame(t, files[0]); sans(g) != moves {
		t.Errorf("the rescue file holds %q, want %q", sans(g), moves)
	}
}

// Case 5: --resume with the board in the starting position: the players
// replay the game's moves to set it up. Nothing of the replay is
// announced or recorded; play says how many moves are still to be made,
// and once the board shows the game's last position the next move is
// the game's.
func TestResumeReplayInventsNothing(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	record := filepath.Join(dir, "games.pgn")
	game := "[Event \"Club\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n"
	writeFile(t, record, game)
	emu := startEmu(t, "--protocol", "dgt", "--speed", "3")
	play := startRecordPlay(t, filepath.Join(dir, "data"), record, "--board", emu.path, "--protocol", "dgt", "--resume")
	play.await("Set up the position: 4 moves to go.")
	var got []string
	for i, m := range []string{"e4", "e5", "Nf3", "Nc6"} {
		emu.do("move " + m)
		want := "Set up the position: " + strconv.Itoa(3-i) + " moves to go."
		switch i {
		case 2:
			want = "Set up the position: 1 move to go."
		case 3:
			want = "Position correct."
		}
		got = append(got, play.await(want)...)
	}
	if len(got) > 0 {
		t.Errorf("during the replay play said %q", got)
	}
	playMoves(t, emu, play, []string{"e4", "e5", "Nf3", "Nc6"}, "Bb5")
	if err := play.stopWith(syscall.SIGTERM); err != nil {
		t.Errorf("play: %v", err)
	}
	games := readRecord(t, record)
	if len(games) != 1 || sans(games[0]) != "e4 e5 Nf3 Nc6 Bb5" {
		t.Fatalf("the record holds %d games, the last %q", len(games), sans(games[len(games)-1]))
	}
	data, _ := os.ReadFile(record)
	if !strings.HasPrefix(string(data), strings.TrimSuffix(game, " *\n")) {
		t.Errorf("the record's earlier bytes changed:\n%s", data)
	}
}
