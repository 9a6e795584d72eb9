package main

// The record survives kill -9 (issue 30): a child process keeps the
// record as play does (openRecord, recordFile.Save: the same code) and
// saves a scripted game as fast as it can: moves with their clock times
// and now and then a longer comment (appends), corrections and takebacks
// kept as variations and comments, results (tail rewrites, the Result and
// Termination tags in place), new games. It is killed at random moments;
// then the record is opened again as --resume does (which completes a
// write a journal noted), read with the project's reader and with
// pgn-extract, and compared with the script: it must hold the state of
// the last save the child reported, or of the one it was making, with
// no move lost or doubled. A new child resumes from there, until 200
// saves were reported.

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/cmd/internal/tether"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
)

// crashChildEnv makes the test binary a child that saves the script:
// "record|journals|seed|resumes|from", resumes as step:floor,...
const crashChildEnv = "ROCHADE_CRASH_CHILD"

func init() {
	if v := os.Getenv(crashChildEnv); v != "" {
		limitChildFiles()
		if err := crashChild(v); err != nil {
			fmt.Fprintln(os.Stderr, "crash child:", err)
			os.Exit(2)
		}
		os.Exit(0)
	}
}

// crashScript is the script of games: the state after each step, given where
// the record was resumed (a step and the half-moves of its game then: no
// correction or takeback reaches below them, as a takeback into the
// moves the file held before writes a game of its own).
type crashScript struct {
	seed    uint64
	resumes map[int]int
	states  []scriptState
}

type scriptState struct {
	finished []*notation.Game
	cur      *notation.Game
	removed  []removedText // lines taken out of cur
	floor    int           // cur's half-moves no step may take back
	moved    bool          // the last step was a move: it may be corrected
}

type removedText struct {
	ply   int
	start notation.Position
	text  string
	why   string
}

func newCrashScript(seed uint64, resumes map[int]int) *crashScript {
	s := &crashScript{seed: seed, resumes: resumes}
	s.states = []scriptState{{cur: scriptGame(0)}}
	return s
}

func scriptGame(n int) *notation.Game {
	g := notation.NewGame()
	g.SetTag("Event", "Crash test")
	g.SetTag("Date", "2026.11.27")
	g.SetTag("Round", strconv.Itoa(n+1))
	g.SetTag("TimeControl", "300+0")
	return g
}

// at returns the state after step k.
func (s *crashScript) at(k int) scriptState {
	for len(s.states) <= k {
		s.states = append(s.states, s.step(len(s.states), s.states[len(s.states)-1]))
	}
	return s.states[k]
}

// step makes step k from st.
func (s *crashScript) step(k int, st scriptState) scriptState {
	rng := rand.New(rand.NewPCG(s.seed, uint64(k)))
	next := scriptState{finished: st.finished, removed: slices.Clone(st.removed), floor: st.floor}
	g := *st.cur
	g.Moves = slices.Clone(st.cur.Moves)
	g.Tags = slices.Clone(st.cur.Tags)
	if f, ok := s.resumes[k-1]; ok {
		next.floor = f
	}
	pos := g.Final()
	legal := pos.LegalMoves(nil)
	n := len(g.Moves)
	op := rng.IntN(100)
	switch {
	case len(legal) == 0 || n >= 60 || op < 4 && n > 0:
		res := []string{"1-0", "0-1", "1/2-1/2"}[rng.IntN(3)]
		if len(legal) == 0 {
			res = "1/2-1/2"
			if pos.InCheck() {
				res = map[notation.Color]string{notation.White: "0-1", notation.Black: "1-0"}[pos.Turn()]
			}
		}
		g.Result = res
		g.SetTag("Termination", "normal")
		g.Notes = s.notes(&g, next.removed, "the result")
		next.finished = append(slices.Clone(st.finished), &g)
		next.cur, next.removed, next.floor = scriptGame(len(next.finished)), nil, 0
		return next
	case op < 12 && n-1 >= next.floor && n > 0 && st.moved:
		// A correction: the last move was another.
		before := g.Position(n - 1)
		alt := before.LegalMoves(nil)
		alt = slices.DeleteFunc(alt, func(m notation.Move) bool { return m == g.Moves[n-1] })
		if len(alt) > 0 {
			old := g.Moves[n-1]
			g.Moves[n-1] = alt[rng.IntN(len(alt))]
			next.removed = append(next.removed, removedText{ply: n - 1, start: before, why: "announced, then corrected",
				text: notation.LineText(before, []notation.Move{old}, []notation.Note{{Ply: 1, Kind: notation.Comment, Text: "announced, then corrected"}}, notation.Format{})})
			g.Notes = s.notes(&g, next.removed, "")
			next.cur = &g
			return next
		}
	case op < 18 && n-2 >= next.floor:
		// A takeback of the last two half-moves.
		before := g.Position(n - 2)
		next.removed = append(next.removed, removedText{ply: n - 2, start: before, why: "taken back",
			text: notation.LineText(before, g.Moves[n-2:], []notation.Note{{Ply: 2, Kind: notation.Comment, Text: "taken back"}}, notation.Format{})})
		g.Moves = g.Moves[:n-2]
		g.Notes = s.notes(&g, next.removed, "")
		next.cur = &g
		return next
	}
	g.Moves = append(g.Moves, legal[rng.IntN(len(legal))])
	long := ""
	if rng.IntN(10) == 0 {
		long = "a longer comment, as a discrepancy notes the boards: " + pos.FEN()
	}
	g.Notes = s.notes(&g, next.removed, long)
	next.cur, next.moved = &g, true
	return next
}

// notes are the game's notes: a clock time after every move, the lines
// taken out (a variation after the move played instead, else a comment
// at the end), and a comment after the last move.
func (s *crashScript) notes(g *notation.Game, removed []removedText, last string) []notation.Note {
	var notes []notation.Note
	for i := range g.Moves {
		notes = append(notes, notation.Note{Ply: i + 1, Kind: notation.Comment, Text: fmt.Sprintf("[%%clk 0:%02d:%02d]", 4-i/60%5, 59-i%60)})
	}
	for _, l := range removed {
		if l.ply < len(g.Moves) && g.Position(l.ply) == l.start {
			notes = append(notes, notation.Note{Ply: l.ply + 1, Kind: notation.Variation, Text: l.text})
		} else {
			notes = append(notes, notation.Note{Ply: min(l.ply, len(g.Moves)), Kind: notation.Comment, Text: l.why + ": " + l.text})
		}
	}
	if last != "" && len(g.Moves) > 0 {
		notes = append(notes, notation.Note{Ply: len(g.Moves), Kind: notation.Comment, Text: last})
	}
	slices.SortStableFunc(notes, func(a, b notation.Note) int { return a.Ply - b.Ply })
	return notes
}

// games returns the games the record holds in state st.
func (st scriptState) games() []*notation.Game {
	out := slices.Clone(st.finished)
	if len(st.cur.Moves) > 0 || len(st.removed) > 0 {
		out = append(out, st.cur)
	}
	return out
}

// sameGames tells whether the record's games are those of a state:
// the same main lines and results.
func sameGames(file, want []*notation.Game) bool {
	if len(file) != len(want) {
		return false
	}
	for i := range file {
		if !slices.Equal(file[i].Moves, want[i].Moves) || resultOf(file[i]) != resultOf(want[i]) {
			return false
		}
	}
	return true
}

// crashChild resumes the record at step from and saves the steps after
// it, saying "ack K" after each save.
func crashChild(v string) error {
	f := strings.Split(v, "|")
	if len(f) != 5 {
		return fmt.Errorf("bad %s", crashChildEnv)
	}
	seed, _ := strconv.ParseUint(f[2], 10, 64)
	resumes := map[int]int{}
	for _, r := range strings.Split(f[3], ",") {
		if a, b, ok := strings.Cut(r, ":"); ok {
			x, _ := strconv.Atoi(a)
			y, _ := strconv.Atoi(b)
			resumes[x] = y
		}
	}
	from, _ := strconv.Atoi(f[4])
	s := newCrashScript(seed, resumes)
	st := s.at(from)
	_, err := os.Stat(f[0])
	resume := err == nil && len(st.games()) > 0
	ro, err := openRecord(f[0], resume, nil, recordPlaces{command: "crash child", journals: f[1]})
	if err != nil {
		return err
	}
	out := bufio.NewWriter(os.Stdout)
	fmt.Fprintln(out, "ready")
	out.Flush()
	first := len(st.finished)
	for k := from + 1; ; k++ {
		st = s.at(k)
		var cur *notation.Game
		if len(st.cur.Moves) > 0 || len(st.removed) > 0 {
			cur = st.cur
		}
		if err := ro.rec.Save(st.finished[first:], cur); err != nil {
			return err
		}
		fmt.Fprintln(out, "ack", k)
		out.Flush()
	}
}

// pgnExtractProblems reads the file with pgn-extract and returns what
// it reports, and how many games it read.
func pgnExtractProblems(t *testing.T, path string) ([]string, int) {
	t.Helper()
	bin, err := exec.LookPath("pgn-extract")
	if err != nil {
		bin = "/usr/games/pgn-extract"
	}
	out, err := exec.Command(bin, "-r", path).CombinedOutput()
	if err != nil {
		t.Fatalf("pgn-extract: %v: %s", err, out)
	}
	var problems []string
	n := -1
	for _, l := range strings.Split(string(out), "\n") {
		switch {
		case strings.HasPrefix(l, "Processing "), strings.TrimSpace(l) == "":
		case strings.Contains(l, " matched out of "):
			fmt.Sscanf(l, "%d", &n)
		case strings.HasPrefix(l, "File "), strings.Contains(l, "Unknown"), strings.Contains(l, "Missing"),
			strings.Contains(l, "llegal"), strings.Contains(l, "rror"), strings.Contains(l, "Warning"), strings.Contains(l, "nconsistent"):
			problems = append(problems, l)
		}
	}
	return problems, n
}

func TestRecordSurvivesKills(t *testing.T) {
	t.Parallel()
	if _, err := exec.LookPath("pgn-extract"); err != nil {
		if _, err := os.Stat("/usr/games/pgn-extract"); err != nil {
			t.Fatal("pgn-extract is not installed (make deps installs it)")
		}
	}
	saves := 200
	seeds := []uint64{1, 2, 3, 4, 5}
	if testing.Short() {
		saves, seeds = 60, seeds[:1]
	}
	for _, seed := range seeds {
		t.Run("seed"+strconv.FormatUint(seed, 10), func(t *testing.T) {
			record := crashRun(t, seed, saves)
			if seed == 1 {
				resumeWithPlay(t, record)
			}
		})
	}
}

// resumeWithPlay goes on with the record of a crash run in play
// --resume, on a board set up in the game's last position: the next move
// is the game's next one.
func resumeWithPlay(t *testing.T, record string) {
	games := readRecord(t, record)
	last := games[len(games)-1]
	emu := startEmu(t, "--protocol", "dgt", "--speed", "3")
	finished := last.Result != "*" && last.Result != ""
	play := startRecordPlay(t, filepath.Join(filepath.Dir(record), "data"), record, "--board", emu.path, "--protocol", "dgt", "--resume")
	play.awaitErr("Board connected", 10*time.Second)
	p := last.Final()
	if !finished {
		// The board stands in the starting position: set up.
		play.awaitFunc("the set-up", func(l string) bool { return strings.HasPrefix(l, "Set up the position: ") })
		emu.do("position " + p.FEN())
		play.await("Position correct.")
	}
	if finished {
		p = notation.StartPosition()
	}
	m := p.LegalMoves(nil)[0]
	emu.do("move " + p.SAN(m))
	play.await(announce.Announced(&p, m, announce.Options{}).Text(phonetic.German))
	if err := play.stopWith(syscall.SIGTERM); err != nil {
		t.Errorf("play: %v", err)
	}
	after := readRecord(t, record)
	g := after[len(after)-1]
	switch {
	case finished && (len(after) != len(games)+1 || len(g.Moves) != 1 || g.Moves[0] != m):
		t.Errorf("after a finished game play --resume recorded %d games, the last %q", len(after), sans(g))
	case !finished && (len(after) != len(games) || len(g.Moves) != len(last.Moves)+1 || g.Moves[len(last.Moves)] != m):
		t.Errorf("play --resume recorded %q after %q", sans(g), sans(last))
	}
	if problems, n := pgnExtractProblems(t, record); len(problems) > 0 || n != len(after) {
		t.Errorf("after play --resume pgn-extract reads %d of %d games: %q", n, len(after), problems)
	}
}

func crashRun(t *testing.T, seed uint64, saves int) string {
	dir := t.TempDir()
	record := filepath.Join(dir, "games.pgn")
	journals := filepath.Join(dir, "journal")
	rng := rand.New(rand.NewPCG(seed, 99))
	resumes := map[int]int{}
	s := newCrashScript(seed, resumes)
	acked, kills, journaled, torn, children := 0, 0, 0, 0, 0
	for acked < saves {
		// --resume: the record is opened as play opens it, which
		// completes a write a crash interrupted; then it is read.
		if entries, _ := os.ReadDir(journals); len(entries) > 0 {
			journaled++
		}
		if data, err := os.ReadFile(record); err == nil {
			if _, err := readRecordErr(data); err != nil {
				torn++
				t.Logf("before it was opened again the record did not read (%v)", err)
			}
		}
		from := acked
		if data, err := os.ReadFile(record); err == nil && len(bytes.TrimSpace(data)) > 0 {
			ro, err := openRecord(record, true, nil, recordPlaces{command: "crash test", journals: journals})
			if err != nil {
				t.Fatalf("after %d kills the record cannot be resumed: %v", kills, err)
			}
			ro.rec.Close()
			data, _ := os.ReadFile(record)
			games, err := readRecordErr(data)
			if err != nil {
				t.Fatalf("after %d kills the record does not read: %v\n%s", kills, err, data)
			}
			if problems, n := pgnExtractProblems(t, record); len(problems) > 0 || n != len(games) {
				os.WriteFile("/tmp/crashfail.pgn", data, 0o644)
				t.Fatalf("after %d kills pgn-extract reads %d of %d games: %q\n%s", kills, n, len(games), problems, data)
			}
			switch {
			case sameGames(games, s.at(acked).games()):
			case sameGames(games, s.at(acked+1).games()):
				from = acked + 1
			default:
				t.Fatalf("after %d kills (%d saves reported) the record holds neither the last save nor the next:\n%s", kills, acked, data)
			}
			st := s.at(from)
			resumes[from] = 0
			if len(st.cur.Moves) > 0 {
				resumes[from] = len(st.cur.Moves)
			}
			// The states after from depend on the resume: made again.
			s.states = s.states[:from+1]
		}
		var rs []string
		for k, f := range resumes {
			rs = append(rs, strconv.Itoa(k)+":"+strconv.Itoa(f))
		}
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), crashChildEnv+"="+strings.Join([]string{record, journals, strconv.FormatUint(seed, 10), strings.Join(rs, ","), strconv.Itoa(from)}, "|"))
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := tether.Start(cmd); err != nil {
			t.Fatal(err)
		}
		children++
		lines := bufio.NewScanner(out)
		if !lines.Scan() || lines.Text() != "ready" {
			cmd.Wait()
			t.Fatalf("the child did not start: %q %s", lines.Text(), stderr.String())
		}
		acked = from
		time.AfterFunc(time.Duration(rng.IntN(3000))*time.Microsecond, func() { cmd.Process.Kill() })
		for lines.Scan() {
			if k, err := strconv.Atoi(strings.TrimPrefix(lines.Text(), "ack ")); err == nil {
				acked = k
			}
		}
		if err := cmd.Wait(); err == nil || !strings.Contains(err.Error(), "killed") {
			t.Fatalf("the child ended by itself: %v %s", err, stderr.String())
		}
		kills++
	}
	data, _ := os.ReadFile(record)
	games, _ := readRecordErr(data)
	t.Logf("seed %d: %d saves reported by %d children killed at random moments (%d kills within a noted write, %d records torn before they were opened again); the record: %d bytes, %d games", seed, acked, children, journaled, torn, len(data), len(games))
	return record
}

// readRecordErr reads every game of a record.
func readRecordErr(data []byte) ([]*notation.Game, error) {
	r := notation.NewPGNReader(bytes.NewReader(data))
	var games []*notation.Game
	for {
		g, err := r.Next()
		if errors.Is(err, io.EOF) {
			return games, nil
		}
		if err != nil {
			return games, err
		}
		games = append(games, g)
	}
}
