package assistant

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/clock"
	"github.com/rochade/rochade/devices/script"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
)

// said is one line the session said.
type said struct {
	side   notation.Color
	text   string
	line   announce.Line
	answer bool // said with Answer: it waits its turn
}

type fakeOut struct {
	said    []said
	notices []Notice
	saves   [][]*notation.Game
	saveErr error
	shown   int
}

func (f *fakeOut) Announce(side notation.Color, l announce.Line) {
	f.said = append(f.said, said{side, l.Text(phonetic.German), l, false})
}
func (f *fakeOut) Answer(side notation.Color, l announce.Line) {
	f.said = append(f.said, said{side, l.Text(phonetic.German), l, true})
}
func (f *fakeOut) Notice(n Notice)     { f.notices = append(f.notices, n) }
func (f *fakeOut) Show(*notation.Game) { f.shown++ }
func (f *fakeOut) Save(finished []*notation.Game, cur *notation.Game) error {
	if f.saveErr != nil {
		return f.saveErr
	}
	games := append([]*notation.Game(nil), finished...)
	if cur != nil {
		games = append(games, cur)
	}
	f.saves = append(f.saves, games)
	return nil
}

// lastGame returns the current game of the last record written.
func (f *fakeOut) lastGame(t *testing.T) *notation.Game {
	t.Helper()
	if len(f.saves) == 0 {
		t.Fatal("the record was never written")
	}
	gs := f.saves[len(f.saves)-1]
	return gs[len(gs)-1]
}

func (f *fakeOut) texts() []string {
	var out []string
	for _, s := range f.said {
		out = append(out, s.text)
	}
	return out
}

func (f *fakeOut) has(prefix string) bool {
	for _, s := range f.said {
		if strings.HasPrefix(s.text, prefix) {
			return true
		}
	}
	return false
}

// harness drives a session in virtual time with boards that report
// every change (as a DGT board does).
type harness struct {
	t     *testing.T
	s     *Session
	out   *fakeOut
	now   time.Time
	board [][64]notation.Piece
	devs  []*fakeBoard
}

// fakeBoard counts the full readings the session asks for.
type fakeBoard struct{ refreshed int }

func (f *fakeBoard) Refresh() { f.refreshed++ }

var t0 = time.Date(2026, 11, 1, 14, 0, 0, 0, time.UTC)

func newHarness(t *testing.T, cfg Config, g *notation.Game) *harness {
	return newHarnessN(t, cfg, g, 1)
}

func newHarnessN(t *testing.T, cfg Config, g *notation.Game, n int) *harness {
	t.Helper()
	return newHarnessAt(t, cfg, g, n, g.Final())
}

// newHarnessAt is newHarnessN with the boards showing the position at.
func newHarnessAt(t *testing.T, cfg Config, g *notation.Game, n int, at notation.Position) *harness {
	t.Helper()
	out := &fakeOut{}
	h := &harness{t: t, out: out, now: t0}
	var boards []Board
	for i := 0; i < n; i++ {
		f := &fakeBoard{}
		h.devs = append(h.devs, f)
		boards = append(boards, f)
	}
	h.s = New(cfg, Outputs{Announcer: out, Score: out, Record: out, Logger: out}, g, boards)
	for i := 0; i < n; i++ {
		h.board = append(h.board, at.Placement())
		h.eventOn(i, devices.Event{Kind: devices.Connected, Info: devices.Info{Protocol: devices.DGT, Path: "test"}})
		h.readingOn(i, true)
	}
	return h
}

func (h *harness) event(e devices.Event) { h.eventOn(0, e) }

func (h *harness) eventOn(i int, e devices.Event) {
	h.t.Helper()
	if err := h.s.Handle(Input{Kind: BoardInput, Board: i, Event: e, Time: h.now}); err != nil {
		h.t.Fatal(err)
	}
}

func (h *harness) readingOn(i int, full bool) {
	h.eventOn(i, devices.Event{Kind: devices.NewReading, Reading: devices.Reading{Board: devices.Board(h.board[i]), Time: h.now, Full: full}})
}

// wait lets virtual time pass, doing what falls due.
func (h *harness) wait(d time.Duration) {
	until := h.now.Add(d)
	for {
		at, ok := h.s.Deadline()
		if !ok || at.After(until) {
			break
		}
		if at.Before(h.now) {
			at = h.now
		}
		h.now = at
		h.s.Tick(at)
	}
	h.now = until
}

// set changes one square of board 0 at the current instant and reports
// it.
func (h *harness) set(sq string, pc notation.Piece) { h.setOn(0, sq, pc) }

func (h *harness) setOn(i int, sq string, pc notation.Piece) {
	h.t.Helper()
	s, err := notation.ParseSquare(sq)
	if err != nil {
		h.t.Fatal(err)
	}
	h.board[i][s] = pc
	h.readingOn(i, false)
}

// play makes the moves on board 0 as hands would, with the script's
// delays.
func (h *harness) play(g *notation.Game, from int, opt script.Options) {
	h.playOn(0, g, from, len(g.Moves), opt)
	h.wait(5 * time.Second)
}

// playOn makes moves from to to of g on board i.
func (h *harness) playOn(i int, g *notation.Game, from, to int, opt script.Options) {
	p := g.Position(from)
	steps := script.ForGame(p, g.Moves[from:to], opt)
	for _, st := range steps {
		h.wait(st.Delay)
		h.board[i][st.Square] = st.Piece
		h.readingOn(i, false)
	}
}

func (h *harness) ask(r Request) []string {
	n := len(h.out.said)
	if err := h.s.Handle(Input{Kind: RequestInput, Request: r, Time: h.now}); err != nil {
		h.t.Fatal(err)
	}
	return h.out.texts()[n:]
}

func (h *harness) askLine(line string) []string {
	h.t.Helper()
	r, err := ParseRequest(line)
	if err != nil {
		h.t.Fatalf("%q: %v", line, err)
	}
	return h.ask(r)
}

func readGame(t testing.TB, name string) *notation.Game {
	t.Helper()
	f, err := os.Open(filepath.Join("../../../testdata/devices", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	g, err := notation.NewPGNReader(f).Next()
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func mustTC(t testing.TB, s string) clock.TimeControl {
	t.Helper()
	tc, err := clock.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return tc
}

func gameFrom(t *testing.T, fen string, moves ...string) *notation.Game {
	t.Helper()
	g := notation.NewGame()
	if fen != "" {
		p, err := notation.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		g.Start = p
	}
	p := g.Start
	for _, m := range moves {
		mv, err := notation.ParseMove(&p, m, nil)
		if err != nil {
			t.Fatalf("%s: %v", m, err)
		}
		g.Moves = append(g.Moves, mv)
		p.Play(mv)
	}
	return g
}

var (
	wp = notation.MakePiece(notation.White, notation.Pawn)
	bp = notation.MakePiece(notation.Black, notation.Pawn)
	wn = notation.MakePiece(notation.White, notation.Knight)
	no = notation.NoPiece
)

// D.2.4: the opponent's time starts when the move is made, not when the
// piece is lifted; a capture made in two steps is made when the last
// piece is down.
func TestClockStartsWhenTheMoveIsMade(t *testing.T) {
	h := newHarness(t, Config{Clock: SoftClock, Control: mustTC(t, "300+3")}, notation.NewGame())
	h.wait(5 * time.Second)
	h.set("e2", no) // White lifts the pawn at 5 s ...
	h.wait(2 * time.Second)
	if got := h.askLine("time"); got[0] != "Zug 1, Weiß am Zug. Weiß 0:04:53. Schwarz 0:05:00." {
		t.Errorf("pawn in the hand: %q", got)
	}
	h.set("e4", wp) // ... and puts it down at 7 s: 293 + 3 s left.
	h.wait(10 * time.Second)
	if got, want := h.askLine("time"), "Zug 1, Schwarz am Zug. Weiß 0:04:56. Schwarz 0:04:50."; got[0] != want {
		t.Errorf("got %q, want %q", got[0], want)
	}
	if !h.out.has("Eva vier") {
		t.Errorf("the move was not announced: %q", h.out.texts())
	}
	// Black: d5; White: exd5 made victim first, in two steps 4 s apart.
	h.set("d7", no)
	h.set("d5", bp) // at 17 s: Black used 10 s, 293 s left
	h.wait(6 * time.Second)
	h.set("d5", no) // the black pawn taken off at 23 s
	h.wait(4 * time.Second)
	h.set("e4", no)
	h.set("d5", wp) // the capture is made at 27 s
	h.wait(3 * time.Second)
	if got, want := h.askLine("time"), "Zug 2, Schwarz am Zug. Weiß 0:04:49. Schwarz 0:04:50."; got[0] != want {
		t.Errorf("after the capture: got %q, want %q", got[0], want)
	}
	// Every move has its [%clk] in the record, and the time control.
	g := h.out.lastGame(t)
	if len(g.Moves) != 3 {
		t.Fatalf("record has %d moves", len(g.Moves))
	}
	var clks []string
	for _, n := range g.Notes {
		clks = append(clks, n.Text)
	}
	if want := "[%clk 0:04:56] [%clk 0:04:53] [%clk 0:04:49]"; strings.Join(clks, " ") != want {
		t.Errorf("clk comments %q, want %q", strings.Join(clks, " "), want)
	}
	if tc := g.Tag("TimeControl"); tc != "300+3" {
		t.Errorf("TimeControl %q", tc)
	}
	// The announcement comes before the clock changes hands (D.2.3): the
	// line of the capture was said at the instant it was made.
	if last := h.out.said[len(h.out.said)-2].text; last != "Eva schlägt David fünf" {
		t.Errorf("capture announced as %q", last)
	}
}

// Periods: 2 moves in 60 s + 1 s, then 30 s added for the rest.
func TestClockPeriodsAndMovesToControl(t *testing.T) {
	h := newHarness(t, Config{Clock: SoftClock, Control: mustTC(t, "2/60+1:30+0"), Side: notation.White}, notation.NewGame())
	if got := h.askLine("time"); got[0] != "Zug 1, Weiß am Zug. Weiß 0:01:00. Schwarz 0:01:00. Noch 2 Züge bis zur Zeitkontrolle." {
		t.Errorf("start: %q", got[0])
	}
	g := gameFrom(t, "", "Nf3", "Nf6", "Ng1", "Ng8")
	h.play(g, 0, script.Options{Seed: 1, Plain: true, Think: time.Second})
	got := h.askLine("time")[0]
	// Each side made two moves: 30 s were added for the second period.
	left := h.s.clk.Remaining(notation.White, h.now)
	if !strings.HasPrefix(got, "Zug 3, Weiß am Zug.") || left < 80*time.Second || left > 92*time.Second {
		t.Errorf("after the control: %q (White has %v)", got, left)
	}
	if strings.Contains(got, "Noch") {
		t.Errorf("the second period has no move count, but: %q", got)
	}
}

func TestFlagFallWhite(t *testing.T) {
	h := newHarness(t, Config{Clock: SoftClock, Control: mustTC(t, "10+0")}, notation.NewGame())
	h.wait(9 * time.Second)
	if h.out.has("Zeitüberschreitung") {
		t.Fatal("flag fell early")
	}
	h.wait(2 * time.Second)
	if !h.out.has("Zeitüberschreitung Weiß") || !h.out.has("Schwarz gewinnt") {
		t.Fatalf("no flag fall: %q", h.out.texts())
	}
	g := h.out.lastGame(t)
	if g.Result != "0-1" || g.Tag("Termination") != "time forfeit" {
		t.Errorf("result %q termination %q", g.Result, g.Tag("Termination"))
	}
	// Play goes on, but nothing more is recorded.
	h.set("e2", no)
	h.set("e4", wp)
	h.wait(time.Second)
	if g := h.out.lastGame(t); len(g.Moves) != 0 {
		t.Errorf("a move after the flag fall was recorded: %v", g.Moves)
	}
	// A new game: the starting position again, held.
	h.set("e4", no)
	h.set("e2", wp)
	h.wait(3 * time.Second)
	h.set("e2", no)
	h.set("e4", wp)
	h.wait(time.Second)
	// The record keeps the lost game (no move, 0-1 on time) and the new
	// one with its first move.
	gs := h.out.saves[len(h.out.saves)-1]
	if len(gs) != 2 || len(gs[0].Moves) != 0 || gs[0].Result != "0-1" || len(gs[1].Moves) != 1 || gs[1].Result != "*" {
		t.Errorf("after a new game the record holds %d games, the last with %d moves, result %q", len(gs), len(gs[len(gs)-1].Moves), gs[len(gs)-1].Result)
	}
	if gs[1].Tag("Termination") != "" {
		t.Errorf("the new game has Termination %q", gs[1].Tag("Termination"))
	}
	if h.out.has("Zeitüberschreitung Schwarz") {
		t.Error("black's flag fell in the new game's first second")
	}
}

func TestFlagFallBlack(t *testing.T) {
	h := newHarness(t, Config{Clock: SoftClock, Control: mustTC(t, "10+0")}, notation.NewGame())
	h.wait(time.Second)
	h.set("g1", no)
	h.set("f3", wn)
	h.wait(9 * time.Second)
	if h.out.has("Zeitüberschreitung") {
		t.Fatal("flag fell early")
	}
	h.wait(2 * time.Second)
	if !h.out.has("Zeitüberschreitung Schwarz") || !h.out.has("Weiß gewinnt") {
		t.Fatalf("no flag fall: %q", h.out.texts())
	}
	if g := h.out.lastGame(t); g.Result != "1-0" || len(g.Moves) != 1 {
		t.Errorf("result %q after %d moves", g.Result, len(g.Moves))
	}
}

// FIDE 6.9: White's flag falls, but Black has a bare king: a draw.
func TestFlagFallAgainstBareKingIsDraw(t *testing.T) {
	h := newHarness(t, Config{Clock: SoftClock, Control: mustTC(t, "5+0")}, gameFrom(t, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"))
	h.wait(6 * time.Second)
	if !h.out.has("Zeitüberschreitung Weiß") || !h.out.has("Remis") {
		t.Fatalf("said %q", h.out.texts())
	}
	if g := h.out.lastGame(t); g.Result != "1/2-1/2" || g.Tag("Termination") != "time forfeit" {
		t.Errorf("result %q", g.Result)
	}
}

func TestTimeAlerts(t *testing.T) {
	h := newHarness(t, Config{Clock: SoftClock, Control: mustTC(t, "70+0"), Alerts: []time.Duration{time.Minute}}, notation.NewGame())
	h.wait(9 * time.Second)
	if h.out.has("Weiß 0:01:00") {
		t.Fatal("alert too early")
	}
	h.wait(2 * time.Second)
	if !h.out.has("Weiß 0:01:00") {
		t.Fatalf("no alert: %q", h.out.texts())
	}
	// Black's time gets no alert: only the player's side (White).
	h.set("e2", no)
	h.set("e4", wp)
	h.wait(15 * time.Second)
	if h.out.has("Schwarz 0:01:00") {
		t.Error("an alert for the opponent")
	}
}

// Without a clock the time request says the move number and who is to
// move; without alerts nothing is said about time unasked (D.2.10.4).
func TestTimeWithoutClock(t *testing.T) {
	g := readGame(t, "appendix-c.pgn")
	h := newHarness(t, Config{}, &notation.Game{Start: g.Start, Result: "*"})
	h.play(g, 0, script.Options{Seed: 4, Speed: 0.3})
	want := g.Final()
	got := h.askLine("time")
	side := "Weiß"
	if want.Turn() == notation.Black {
		side = "Schwarz"
	}
	if exp := "Zug " + strconv.Itoa(want.MoveNumber()) + ", " + side + " am Zug."; len(got) != 1 || got[0] != exp {
		t.Errorf("got %q, want %q", got, exp)
	}
	for _, s := range h.out.texts() {
		if strings.Contains(s, "0:0") {
			t.Errorf("time said unasked: %q", s)
		}
	}
}

// The board requests in the final position of a game, compared with what
// the rules core says of the game read from its file.
func TestRequestsInFinalPosition(t *testing.T) {
	for _, name := range []string{"appendix-c.pgn", "promotions.pgn", "enpassant.pgn", "queens.pgn"} {
		t.Run(name, func(t *testing.T) {
			g := readGame(t, name)
			h := newHarness(t, Config{}, &notation.Game{Start: g.Start, Result: "*"})
			h.play(g, 0, script.Options{Seed: 7, Speed: 0.3})
			if got := len(h.s.Game().Moves); got != len(g.Moves) {
				t.Fatalf("followed %d of %d moves", got, len(g.Moves))
			}
			p := g.Final()
			for sq := notation.Square(0); sq < 64; sq++ {
				got := h.ask(Request{Kind: AskSquare, Square: sq})
				want := announce.SquareContent(&p, sq).Text(phonetic.German)
				if len(got) != 1 || got[0] != want {
					t.Fatalf("square %v: got %q, want %q", sq, got, want)
				}
				// The words spoken are those printed.
				l := h.out.said[len(h.out.said)-1].line
				if phonetic.Text(l.Words, phonetic.German) != strings.NewReplacer(":", "").Replace(want) {
					t.Fatalf("square %v spoken as %q", sq, phonetic.Text(l.Words, phonetic.German))
				}
			}
			for f := 0; f < 8; f++ {
				got := h.askLine("file " + string(rune('a'+f)))
				if want := announce.FileContent(&p, f).Text(phonetic.German); got[0] != want {
					t.Errorf("file %d: %q, want %q", f, got[0], want)
				}
				got = h.askLine("rank " + string(rune('1'+f)))
				if want := announce.RankContent(&p, f).Text(phonetic.German); got[0] != want {
					t.Errorf("rank %d: %q, want %q", f+1, got[0], want)
				}
			}
			for _, c := range []notation.Color{notation.White, notation.Black} {
				word := map[notation.Color]string{notation.White: "white", notation.Black: "black"}[c]
				got := h.askLine("pieces " + word)
				want := announce.Pieces(&p, c).Text(phonetic.German)
				if got[0] != want {
					t.Errorf("pieces %s: %q, want %q", word, got[0], want)
				}
				// Every piece named once, the king first.
				n := 0
				for sq := notation.Square(0); sq < 64; sq++ {
					if pc := p.PieceAt(sq); pc != no && pc.Color() == c {
						n++
					}
				}
				if parts := strings.Split(got[0], ","); len(parts) != n || !strings.Contains(parts[0], "König") {
					t.Errorf("pieces %s: %d parts for %d pieces: %q", word, len(parts), n, got[0])
				}
			}
			plies := announce.Game(g, announce.Options{})
			lastWords := phonetic.Text(plies[len(plies)-1].Words, phonetic.German)
			if got := h.askLine("repeat"); len(got) != 1 || !strings.HasPrefix(got[0], lastWords) {
				t.Errorf("repeat: %q, want %q", got, lastWords)
			}
			for _, n := range []int{1, 3, len(plies)} {
				got := h.askLine("last " + strconv.Itoa(n))
				if len(got) != n {
					t.Fatalf("last %d: %d lines", n, len(got))
				}
				for i, line := range got {
					ply := plies[len(plies)-n+i]
					want := announce.Sided(ply.Side, announce.Words(ply.Words...)).Text(phonetic.German)
					if line != want {
						t.Errorf("last %d, line %d: %q, want %q", n, i, line, want)
					}
				}
			}
			if got := h.askLine("board"); got[0] != announce.Board(&p).Text(phonetic.German) {
				t.Errorf("board: %q", got[0])
			}
			// The record equals the game.
			if rec := h.out.lastGame(t); len(rec.Moves) != len(g.Moves) {
				t.Errorf("record has %d moves", len(rec.Moves))
			}
		})
	}
}

// The repeat request says the last announcement, whatever it was; before
// the first move there is none.
func TestRepeatBeforeAndAfter(t *testing.T) {
	h := newHarness(t, Config{}, notation.NewGame())
	if got := h.askLine("repeat"); got[0] != "Noch kein Zug" {
		t.Errorf("repeat before the first move: %q", got)
	}
	if got := h.askLine("last 3"); got[0] != "Noch kein Zug" {
		t.Errorf("last before the first move: %q", got)
	}
	h.set("g1", no)
	h.set("f3", wn)
	h.wait(time.Second)
	if got := h.askLine("wiederholen"); got[0] != "Springer Felix drei" {
		t.Errorf("repeat: %q", got)
	}
	if got := h.askLine("help"); !strings.HasPrefix(got[0], "Hilfe. Taste 5: Zeit. Taste 0: Wiederholen.") {
		t.Errorf("help: %q", got)
	}
}

// A move is announced (it may cut in); the answers to requests, the
// repeated move among them, wait their turn.
func TestMovesAnnouncedAnswersWait(t *testing.T) {
	h := newHarness(t, Config{}, notation.NewGame())
	h.set("g1", no)
	h.set("f3", wn)
	h.wait(time.Second)
	h.askLine("repeat")
	h.askLine("time")
	h.set("g8", no)
	h.set("f6", bn)
	h.wait(time.Second)
	var got []string
	for _, s := range h.out.said {
		kind := "announce"
		if s.answer {
			kind = "answer"
		}
		got = append(got, kind+" "+s.text)
	}
	want := []string{"announce Springer Felix drei", "answer Springer Felix drei", "answer Zug 1, Schwarz am Zug.", "announce Springer Felix sechs"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("said %q, want %q", got, want)
	}
}

// A record that cannot be written is said once, kept in memory, retried,
// and the recovery is said.
func TestRecordFailureIsSaidAndRetried(t *testing.T) {
	h := newHarness(t, Config{}, notation.NewGame())
	h.out.saveErr = errors.New("no space left on device")
	h.set("e2", no)
	h.set("e4", wp)
	h.wait(time.Second)
	h.set("e7", no)
	h.set("e5", bp)
	h.wait(time.Second)
	n := 0
	for _, s := range h.out.texts() {
		if s == "Speichern fehlgeschlagen" {
			n++
		}
	}
	if n != 1 {
		t.Errorf("the failure was said %d times: %q", n, h.out.texts())
	}
	h.out.saveErr = nil
	h.wait(6 * time.Second)
	if g := h.out.lastGame(t); len(g.Moves) != 2 {
		t.Fatalf("after the retry the record has %d moves", len(g.Moves))
	}
	if !h.out.has("Partie gespeichert") {
		t.Errorf("the recovery was not said: %q", h.out.texts())
	}
	kinds := map[NoticeKind]int{}
	for _, nt := range h.out.notices {
		kinds[nt.Kind]++
	}
	if kinds[SaveFailed] != 1 || kinds[SaveRecovered] != 1 {
		t.Errorf("notices %v", kinds)
	}
}

// Nothing is written before the first move: an existing record is not
// touched by a session in which nothing happened.
func TestNoRecordWithoutMoves(t *testing.T) {
	h := newHarness(t, Config{Clock: SoftClock, Control: mustTC(t, "300+0")}, notation.NewGame())
	h.wait(30 * time.Second)
	if err := h.s.Close(h.now); err != nil {
		t.Fatal(err)
	}
	if len(h.out.saves) != 0 {
		t.Errorf("the record was written %d times without a move", len(h.out.saves))
	}
}

// A resumed game takes the clocks from its [%clk] comments.
func TestResumeRestoresClocks(t *testing.T) {
	g := gameFrom(t, "", "e4", "e5", "Nf3")
	g.Notes = []notation.Note{
		{Ply: 1, Kind: notation.Comment, Text: "[%clk 0:04:50]"},
		{Ply: 2, Kind: notation.Comment, Text: "good [%clk 0:04:40]"},
		{Ply: 3, Kind: notation.Comment, Text: "[%clk 0:04:30]"},
	}
	h := newHarness(t, Config{Clock: SoftClock, Control: mustTC(t, "300+0")}, g)
	h.wait(5 * time.Second)
	if got, want := h.askLine("time")[0], "Zug 2, Schwarz am Zug. Weiß 0:04:30. Schwarz 0:04:35."; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	h.set("b8", no)
	h.set("c6", notation.MakePiece(notation.Black, notation.Knight))
	h.wait(time.Second)
	rec := h.out.lastGame(t)
	var texts []string
	for _, n := range rec.Notes {
		texts = append(texts, n.Text)
	}
	if want := "[%clk 0:04:50]|good|[%clk 0:04:40]|[%clk 0:04:30]|[%clk 0:04:35]"; strings.Join(texts, "|") != want {
		t.Errorf("notes %q, want %q", strings.Join(texts, "|"), want)
	}
}

// With a board clock, the times come from the clock's readings; the
// mover's time is taken after the lever press; its flag is claimed.
func TestBoardClock(t *testing.T) {
	h := newHarness(t, Config{Clock: BoardClock}, notation.NewGame())
	reading := func(w, b time.Duration, turn notation.Color, wf, bf bool) {
		h.event(devices.Event{Kind: devices.ClockUpdate, Clock: devices.ClockReading{
			White: w, Black: b, Turn: turn, Running: true, WhiteFlag: wf, BlackFlag: bf, Time: h.now}})
	}
	reading(300*time.Second, 300*time.Second, notation.White, false, false)
	h.wait(4 * time.Second)
	reading(296*time.Second, 300*time.Second, notation.White, false, false)
	if got := h.askLine("time")[0]; got != "Zug 1, Weiß am Zug. Weiß 0:04:56. Schwarz 0:05:00." {
		t.Errorf("got %q", got)
	}
	h.set("e2", no)
	h.set("e4", wp)
	h.wait(time.Second)
	reading(298*time.Second, 300*time.Second, notation.Black, false, false) // lever pressed, +3 s
	rec := h.out.lastGame(t)
	if len(rec.Notes) != 1 || rec.Notes[0].Text != "[%clk 0:04:58]" {
		t.Errorf("notes %+v", rec.Notes)
	}
	h.wait(time.Second)
	reading(298*time.Second, 0, notation.Black, false, true)
	if !h.out.has("Zeitüberschreitung Schwarz") {
		t.Fatalf("no flag fall: %q", h.out.texts())
	}
	if rec := h.out.lastGame(t); rec.Result != "1-0" || rec.Tag("Termination") != "time forfeit" {
		t.Errorf("result %q", rec.Result)
	}
	// The flag bit stays set in later readings: claimed once.
	reading(298*time.Second, 0, notation.Black, false, true)
	n := 0
	for _, s := range h.out.texts() {
		if strings.HasPrefix(s, "Zeitüberschreitung") {
			n++
		}
	}
	if n != 1 {
		t.Errorf("flag claimed %d times", n)
	}
}

// The clock's buttons ask the same as the keys.
func TestClockButtons(t *testing.T) {
	h := newHarness(t, Config{Clock: SoftClock, Control: mustTC(t, "300+0")}, notation.NewGame())
	n := len(h.out.said)
	h.event(devices.Event{Kind: devices.ClockButton, Button: 5})
	if got := h.out.texts()[n:]; len(got) != 1 || !strings.HasPrefix(got[0], "Zug 1, Weiß am Zug. Weiß 0:05:00.") {
		t.Errorf("button 5: %q", got)
	}
	n = len(h.out.said)
	h.event(devices.Event{Kind: devices.ClockButton, Button: 3})
	if len(h.out.said) != n {
		t.Error("the play/pause button asked something")
	}
}

func TestParseRequest(t *testing.T) {
	e4, _ := notation.ParseSquare("e4")
	for _, c := range []struct {
		in   string
		want Request
	}{
		{"time", Request{Kind: AskTime}},
		{"  ZEIT ", Request{Kind: AskTime}},
		{"repeat", Request{Kind: AskRepeat}},
		{"last", Request{Kind: AskLast, N: 1}},
		{"last 4", Request{Kind: AskLast, N: 4}},
		{"square e4", Request{Kind: AskSquare, Square: e4}},
		{"e4", Request{Kind: AskSquare, Square: e4}},
		{"feld e4", Request{Kind: AskSquare, Square: e4}},
		{"file e", Request{Kind: AskFile, N: 4}},
		{"rank 4", Request{Kind: AskRank, N: 3}},
		{"pieces black", Request{Kind: AskPieces, Color: notation.Black}},
		{"figuren weiß", Request{Kind: AskPieces, Color: notation.White}},
		{"board", Request{Kind: AskBoard}},
		{"help", Request{Kind: AskHelp}},
	} {
		got, err := ParseRequest(c.in)
		if err != nil || got != c.want {
			t.Errorf("%q: %+v, %v; want %+v", c.in, got, err, c.want)
		}
	}
	for _, bad := range []string{"", "tme", "last 0", "last x", "square z9", "file 4", "rank e", "pieces green", "time now", "square e4 e5", "\x1b[31mred" + strings.Repeat("x", 60)} {
		_, err := ParseRequest(bad)
		if err == nil {
			t.Errorf("%q was accepted", bad)
			continue
		}
		if msg := err.Error(); strings.ContainsAny(msg, "\x1b\n") || len([]rune(msg)) > 120 {
			t.Errorf("%q: error line %q", bad, msg)
		}
	}
}

func TestKeypad(t *testing.T) {
	var k Keypad
	keys := func(s string) (out []Request, bad int) {
		for i := 0; i < len(s); i++ {
			r, ok, b := k.Key(s[i])
			if ok {
				out = append(out, r)
			}
			if b {
				bad++
			}
		}
		return
	}
	e4, _ := notation.ParseSquare("e4")
	got, bad := keys("5/54*1-8+079x")
	want := []Request{{Kind: AskTime}, {Kind: AskSquare, Square: e4}, {Kind: AskFile, N: 0}, {Kind: AskRank, N: 7},
		{Kind: AskHelp}, {Kind: AskRepeat}, {Kind: AskPieces, Color: notation.White}, {Kind: AskPieces, Color: notation.Black}}
	if bad != 0 || len(got) != len(want) {
		t.Fatalf("got %+v (%d bad)", got, bad)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("request %d: %+v, want %+v", i, got[i], want[i])
		}
	}
	if got, bad := keys("/9"); len(got) != 0 || bad != 1 {
		t.Errorf("/9: %+v, %d bad", got, bad)
	}
	if got, _ := keys("*.5"); len(got) != 1 || got[0].Kind != AskTime {
		t.Errorf("cancelled prefix: %+v", got)
	}
}
