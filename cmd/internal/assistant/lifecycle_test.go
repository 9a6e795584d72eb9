package assistant

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/devices/script"
	"github.com/rochade/rochade/notation"
)

// notices returns the kinds of the notices given.
func (f *fakeOut) noticed(k NoticeKind) int {
	n := 0
	for _, x := range f.notices {
		if x.Kind == k {
			n++
		}
	}
	return n
}

// recordText writes the last record's current game as PGN.
func recordText(t *testing.T, h *harness) string {
	t.Helper()
	var b bytes.Buffer
	if err := notation.WritePGN(&b, h.out.lastGame(t), notation.Format{}); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// Results asked for end the game with their Termination: a resignation
// of the player's side or of a side named, a draw agreed, a result as the
// arbiter rules. Before a move there is no game to end; after the end it
// is over already.
func TestResultsByRequest(t *testing.T) {
	for _, c := range []struct {
		line, result, said, comment string
	}{
		{"resign", "0-1", "Weiß gibt auf", "White resigns"},
		{"aufgabe schwarz", "1-0", "Schwarz gibt auf", "Black resigns"},
		{"remis", "1/2-1/2", "Remis", "draw agreed"},
		{"result 1-0", "1-0", "Weiß gewinnt", ""},
		{"ergebnis ½-½", "1/2-1/2", "Remis", ""},
	} {
		h := newHarness(t, Config{Clock: SoftClock, Control: mustTC(t, "300+0")}, notation.NewGame())
		if got := h.askLine(c.line); len(got) != 1 || got[0] != "Noch kein Zug" || h.out.noticed(NoGameToEnd) != 1 {
			t.Errorf("%s before a move: said %q", c.line, got)
		}
		h.set("e2", no)
		h.set("e4", wp)
		h.wait(time.Second)
		got := h.askLine(c.line)
		if !strings.Contains(strings.Join(got, "|"), c.said) {
			t.Errorf("%s: said %q, want %q", c.line, got, c.said)
		}
		g := h.out.lastGame(t)
		if g.Result != c.result || g.Tag("Termination") != "normal" {
			t.Errorf("%s: result %q, termination %q", c.line, g.Result, g.Tag("Termination"))
		}
		if text := recordText(t, h); c.comment != "" && !strings.Contains(text, "{"+c.comment+"} "+c.result) {
			t.Errorf("%s: the record does not say why:\n%s", c.line, text)
		}
		// The clock stops; moves made now are not followed.
		h.set("e7", no)
		h.set("e5", bp)
		h.wait(10 * time.Minute)
		if g := h.out.lastGame(t); len(g.Moves) != 1 || h.out.has("Zeitüberschreitung") {
			t.Errorf("%s: after the end %d moves recorded; said %q", c.line, len(g.Moves), h.out.texts())
		}
		h.askLine("remis")
		if h.out.noticed(AlreadyOver) != 1 {
			t.Errorf("%s: a second result was taken", c.line)
		}
	}
}

// A takeback between people: asked for, the players are told what to put
// back; once the board shows the earlier position the record goes back,
// keeping the moves taken back as a variation with their clock times,
// and the next move stands in their place.
func TestTakebackKeepsTheMovesInTheRecord(t *testing.T) {
	h := newHarness(t, Config{Clock: SoftClock, Control: mustTC(t, "300+0")}, gameFrom(t, "", "e4", "e5"))
	wn := notation.MakePiece(notation.White, notation.Knight)
	h.set("g1", no)
	h.set("f3", wn)
	h.wait(time.Second)
	got := h.askLine("takeback")
	if len(got) != 1 || !strings.HasPrefix(got[0], "Stellung prüfen") || !strings.Contains(got[0], "weißen Springer auf Gustav eins setzen") {
		t.Fatalf("takeback said %q", got)
	}
	// The knight is put back home: that is no move.
	h.set("f3", no)
	h.set("g1", wn)
	h.wait(time.Second)
	if !h.out.has("Stellung in Ordnung") || len(h.s.Game().Moves) != 2 {
		t.Fatalf("after the takeback %d moves; said %q", len(h.s.Game().Moves), h.out.texts())
	}
	h.set("b1", no)
	h.set("c3", wn)
	h.wait(time.Second)
	text := recordText(t, h)
	if !strings.Contains(text, "2. Nc3 {[%clk 0:0") || !strings.Contains(text, "(2. Nf3 {[%clk 0:0") || !strings.Contains(text, "{taken back})") {
		t.Errorf("the record does not keep 2. Nf3 as a variation:\n%s", text)
	}
	// A board that already shows an earlier position: the takeback goes
	// there at once.
	h.set("c3", no)
	h.set("b1", wn)
	h.wait(2 * time.Second)
	if got := h.askLine("zurück"); len(got) != 1 || got[0] != "Stellung in Ordnung" {
		t.Errorf("takeback to the board's position said %q", got)
	}
	if n := len(h.s.Game().Moves); n != 2 {
		t.Errorf("%d moves after the second takeback", n)
	}
	text = recordText(t, h)
	if !strings.Contains(text, "taken back: 2. Nf3") || !strings.Contains(text, "taken back: 2. Nc3") {
		t.Errorf("the record lost a move taken back:\n%s", text)
	}
}

// The board showing an earlier position of the game is said: the move
// after which the game stood so, and how to put it back (later when the
// pieces stand on their squares of the starting position, as when a new
// game is set up).
func TestEarlierPositionIsSaid(t *testing.T) {
	// 1. e4 e5 2. Bc4 Bc5 3. Bb3: the white bishop carried back to c4.
	h := newHarness(t, Config{}, gameFrom(t, "", "e4", "e5", "Bc4", "Bc5", "Bb3"))
	wb := notation.MakePiece(notation.White, notation.Bishop)
	h.set("b3", no)
	h.set("c4", wb)
	h.wait(4 * time.Second)
	if !h.out.has("Brett zeigt Stellung nach Zug 2, Schwarz. Stellung prüfen Cäsar vier räumen weißen Läufer auf Bella drei setzen") {
		t.Errorf("a bishop carried back: said %q", h.out.texts())
	}
	if n := len(h.s.Game().Moves); n != 5 {
		t.Errorf("the game has %d moves", n)
	}
	// 1. e4 e5 2. Nf3 Nc6: the black knight carried home, as when the
	// pieces are set up: said only after a long while.
	h = newHarness(t, Config{}, gameFrom(t, "", "e4", "e5", "Nf3", "Nc6"))
	bn := notation.MakePiece(notation.Black, notation.Knight)
	h.set("c6", no)
	h.set("b8", bn)
	h.wait(10 * time.Second)
	if len(h.out.said) != 0 {
		t.Errorf("the knight back home was said at once: %q", h.out.texts())
	}
	h.wait(25 * time.Second)
	if !h.out.has("Brett zeigt Stellung nach Zug 2, Weiß. Stellung prüfen") || h.out.noticed(EarlierOnBoard) != 1 {
		t.Errorf("the knight back home: said %q", h.out.texts())
	}
	if n := len(h.s.Game().Moves); n != 4 {
		t.Errorf("the game has %d moves", n)
	}
}

// A new game asked for while a game is played begins only when asked for
// again within the time; after that it must be asked for twice again.
func TestNewGameIsConfirmed(t *testing.T) {
	h := newHarness(t, Config{}, gameFrom(t, "", "e4", "e5"))
	if got := h.askLine("new"); len(got) != 1 || got[0] != "Partie läuft. Neue Partie bestätigen" {
		t.Fatalf("new said %q", got)
	}
	h.wait(20 * time.Second)
	h.askLine("new")
	if h.out.noticed(GameStarted) != 0 || h.out.noticed(ConfirmNewGame) != 2 {
		t.Fatalf("a new game after the time ran out: %q", h.out.texts())
	}
	h.wait(5 * time.Second)
	if got := h.askLine("neu"); len(got) != 1 || got[0] != "Neue Partie, Grundstellung aufbauen" {
		t.Fatalf("new confirmed said %q", got)
	}
	if h.out.noticed(GameStarted) != 1 || len(h.s.Game().Moves) != 0 {
		t.Fatal("no new game")
	}
	if gs := h.out.saves[len(h.out.saves)-1]; len(gs) != 1 || len(gs[0].Moves) != 2 {
		t.Errorf("the record holds %d games", len(gs))
	}
}

// A move corrected (a slide that went on after a pause) stays in the
// record as a variation.
func TestCorrectedMoveStaysInTheRecord(t *testing.T) {
	h := newHarness(t, Config{}, notation.NewGame())
	wq := notation.MakePiece(notation.White, notation.Queen)
	h.set("e2", no)
	h.set("e4", wp)
	h.wait(time.Second)
	h.set("e7", no)
	h.set("e5", bp)
	h.wait(time.Second)
	// The queen slid to g4, rested there, then on to h5.
	h.set("d1", no)
	h.set("g4", wq)
	h.wait(time.Second)
	h.set("g4", no)
	h.set("h5", wq)
	h.wait(time.Second)
	if !h.out.has("Dame Hector fünf") {
		t.Fatalf("said %q", h.out.texts())
	}
	if text := recordText(t, h); !strings.Contains(text, "2. Qh5 (2. Qg4 {announced, then corrected})") {
		t.Errorf("the record does not keep 2. Qg4:\n%s", text)
	}
}

// After a discrepancy the moves the record goes back over stay in it.
func TestDiscrepancyKeepsTheMoves(t *testing.T) {
	g := readGame(t, "appendix-c.pgn")
	h := newHarnessN(t, Config{}, &notation.Game{Start: g.Start, Result: "*"}, 2)
	h.playOn(0, g, 0, 14, script.Options{Seed: 1, Speed: 0.3})
	h.playOn(1, g, 0, 14, script.Options{Seed: 2, Speed: 0.3})
	h.wait(3 * time.Second)
	h.playOn(0, g, 14, 15, script.Options{Seed: 3, Plain: true})
	h.wait(time.Second)
	before := g.Position(14)
	qd3, _ := notation.ParseMove(&before, "Qd3", nil)
	h.playOn(1, &notation.Game{Start: before, Moves: []notation.Move{qd3}}, 0, 1, script.Options{Seed: 4, Plain: true})
	h.wait(5 * time.Second)
	if text := recordText(t, h); !strings.Contains(text, "8. Qe3+") || !strings.Contains(text, "dropped after a discrepancy") {
		t.Errorf("the record lost 8. Qe3+:\n%s", text)
	}
}
