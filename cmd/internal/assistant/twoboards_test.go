package assistant

import (
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/script"
	"github.com/rochade/rochade/notation"
)

// count returns how many lines said start with prefix.
func (f *fakeOut) count(prefix string) int {
	n := 0
	for _, s := range f.said {
		if strings.HasPrefix(s.text, prefix) {
			n++
		}
	}
	return n
}

// A move made on board 1 is announced once; board 2 is reminded of it
// after --remind-after, then less often; once board 2 shows it, the
// reminders stop and the record has the move once.
func TestPendingMoveAndReminders(t *testing.T) {
	h := newHarnessN(t, Config{}, notation.NewGame(), 2)
	h.setOn(0, "g1", no)
	h.setOn(0, "f3", wn)
	h.wait(9 * time.Second)
	if h.out.count("Brett 2") != 0 {
		t.Fatal("reminded too early")
	}
	h.wait(2 * time.Second)
	if got := h.out.count("Brett 2: Springer Gustav eins nach Felix drei"); got != 1 {
		t.Fatalf("%d reminders after 11 s: %q", got, h.out.texts())
	}
	h.wait(15 * time.Second) // the next one comes 20 s after the first
	if got := h.out.count("Brett 2: Springer"); got != 1 {
		t.Errorf("%d reminders after 26 s, want 1 (throttled)", got)
	}
	h.wait(10 * time.Second)
	if got := h.out.count("Brett 2: Springer"); got != 2 {
		t.Errorf("%d reminders after 36 s, want 2", got)
	}
	h.setOn(1, "g1", no)
	h.setOn(1, "f3", wn)
	h.wait(2 * time.Minute)
	if got := h.out.count("Brett 2: Springer"); got != 2 {
		t.Errorf("%d reminders after board 2 made the move", got)
	}
	if got := h.out.count("Springer Felix drei"); got != 1 {
		t.Errorf("the move was announced %d times", got)
	}
	if g := h.out.lastGame(t); len(g.Moves) != 1 {
		t.Errorf("record has %d moves", len(g.Moves))
	}
}

// D.2.4 with two boards: a move counts for the clock when it is made on
// the mover's own board. The blind player (White) has board 1.
func TestTwoBoardsClock(t *testing.T) {
	h := newHarnessN(t, Config{Clock: SoftClock, Control: mustTC(t, "300+0")}, notation.NewGame(), 2)
	// The sighted opponent's helper copies White's e4 on board 2 at 3 s,
	// the blind player makes it on board 1 only at 5 s: White's time
	// runs until then.
	h.wait(3 * time.Second)
	h.setOn(1, "e2", no)
	h.setOn(1, "e4", wp)
	if !h.out.has("Eva vier") {
		t.Fatal("the move made on board 2 was not announced at once")
	}
	h.wait(2 * time.Second)
	h.setOn(0, "e2", no)
	h.setOn(0, "e4", wp)
	h.wait(10 * time.Second)
	if got, want := h.askLine("time")[0], "Zug 1, Schwarz am Zug. Weiß 0:04:55. Schwarz 0:04:50."; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	// Black answers on board 2, its own: Black's time stops at once.
	h.setOn(1, "e7", no)
	h.setOn(1, "e5", bp)
	h.wait(4 * time.Second)
	if got, want := h.askLine("time")[0], "Zug 2, Weiß am Zug. Weiß 0:04:51. Schwarz 0:04:50."; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if h.out.count("Eva fünf") != 1 {
		t.Errorf("Eva fünf said %d times", h.out.count("Eva fünf"))
	}
}

// Two boards follow a whole game at different speeds, each move made in
// its own way on each board (captures in either order, castling king or
// rook first, promotions): every move is announced once, the record
// equals the game, and no discrepancy is seen.
func TestTwoBoardsFollowGames(t *testing.T) {
	for _, name := range []string{"appendix-c.pgn", "promotions.pgn", "enpassant.pgn", "queens.pgn"} {
		t.Run(name, func(t *testing.T) {
			g := readGame(t, name)
			h := newHarnessN(t, Config{}, &notation.Game{Start: g.Start, Result: "*"}, 2)
			// Board 1 leads by one move, board 2 follows with other hands.
			for k := range g.Moves {
				h.playOn(0, g, k, k+1, script.Options{Seed: int64(k), Speed: 0.2})
				h.wait(time.Second)
				h.playOn(1, g, k, k+1, script.Options{Seed: int64(100 + k), Speed: 0.3})
			}
			h.wait(5 * time.Second)
			plies := 0
			for _, s := range h.out.said {
				if s.text == "" || strings.HasPrefix(s.text, "Brett") || strings.HasPrefix(s.text, "Stellung") || strings.HasPrefix(s.text, "Abweichung") {
					continue
				}
				plies++
			}
			if plies != len(g.Moves) {
				t.Errorf("%d announcements for %d moves: %q", plies, len(g.Moves), h.out.texts())
			}
			if h.out.count("Abweichung") != 0 || h.out.count("Brett") != 0 {
				t.Errorf("boards said to differ: %q", h.out.texts())
			}
			rec := h.out.lastGame(t)
			if got, want := uci(rec.Moves), uci(g.Moves); got != want {
				t.Errorf("record %s, want %s", got, want)
			}
			// The record says where each move was made first.
			n := 0
			for _, note := range rec.Notes {
				if strings.Contains(note.Text, "first on board 1") {
					n++
				}
			}
			if n != len(g.Moves) {
				t.Errorf("%d moves noted as made first on board 1, want %d", n, len(g.Moves))
			}
		})
	}
}

func uci(ms []notation.Move) string {
	var b strings.Builder
	for _, m := range ms {
		b.WriteString(m.UCI())
		b.WriteByte(' ')
	}
	return b.String()
}

// A capture made in two steps on board 2 (the captured piece taken off
// first) while board 1 shows it already; castling made king first on one
// board and rook first on the other.
func TestTwoBoardsCaptureAndCastling(t *testing.T) {
	g := gameFrom(t, "", "e4", "d5", "exd5", "Nf6", "Nf3", "Nxd5", "Be2", "e6", "O-O")
	h := newHarnessN(t, Config{}, &notation.Game{Start: g.Start, Result: "*"}, 2)
	h.playOn(0, g, 0, 2, script.Options{Seed: 1, Plain: true, Think: time.Second})
	h.playOn(1, g, 0, 2, script.Options{Seed: 2, Plain: true, Think: time.Second})
	// exd5 on board 1, then on board 2: the black pawn off, a pause, then
	// the white pawn over.
	h.playOn(0, g, 2, 3, script.Options{Seed: 3, Plain: true, Think: time.Second})
	h.wait(time.Second)
	h.setOn(1, "d5", no)
	h.wait(3 * time.Second)
	h.setOn(1, "e4", no)
	h.wait(time.Second)
	h.setOn(1, "d5", wp)
	h.wait(time.Second)
	h.playOn(0, g, 3, 8, script.Options{Seed: 4, Plain: true, Think: time.Second})
	h.playOn(1, g, 3, 8, script.Options{Seed: 5, Plain: true, Think: time.Second})
	// O-O: king first on board 1, rook first (with a pause) on board 2.
	wk, wr := notation.MakePiece(notation.White, notation.King), notation.MakePiece(notation.White, notation.Rook)
	h.setOn(0, "e1", no)
	h.setOn(0, "g1", wk)
	h.setOn(0, "h1", no)
	h.setOn(0, "f1", wr)
	h.wait(2 * time.Second)
	h.setOn(1, "h1", no)
	h.setOn(1, "f1", wr)
	h.wait(1800 * time.Millisecond) // longer than the tracker waits for the king
	h.setOn(1, "e1", no)
	h.setOn(1, "g1", wk)
	h.wait(15 * time.Second)
	if h.out.count("Abweichung") != 0 {
		t.Errorf("a discrepancy: %q", h.out.texts())
	}
	if h.out.count("Kurze Rochade") != 1 || h.out.count("Eva schlägt David fünf") != 1 {
		t.Errorf("said %q", h.out.texts())
	}
	if got, want := uci(h.out.lastGame(t).Moves), uci(g.Moves); got != want {
		t.Errorf("record %s, want %s", got, want)
	}
	for _, b := range h.s.boards {
		if len(b.tr.Game().Moves) != len(g.Moves) {
			t.Errorf("a board's tracker has %d moves", len(b.tr.Game().Moves))
		}
	}
}

// The boards part at ply K: one Abweichung line naming the move, the
// record keeps the K-1 plies both boards agree on, and each board is told
// how to get back; once both show that position, play goes on from it.
func TestDiscrepancyAndRecovery(t *testing.T) {
	g := readGame(t, "appendix-c.pgn") // 8. Qe3+ is ply 15 (index 14)
	h := newHarnessN(t, Config{}, &notation.Game{Start: g.Start, Result: "*"}, 2)
	h.playOn(0, g, 0, 14, script.Options{Seed: 1, Speed: 0.3})
	h.playOn(1, g, 0, 14, script.Options{Seed: 2, Speed: 0.3})
	h.wait(3 * time.Second)
	// Board 1: 8. Qe3+; board 2: 8. Qd3 (the long form's reading).
	h.playOn(0, g, 14, 15, script.Options{Seed: 3, Plain: true})
	h.wait(time.Second)
	before := g.Position(14)
	qd3, err := notation.ParseMove(&before, "Qd3", nil)
	if err != nil {
		t.Fatal(err)
	}
	other := &notation.Game{Start: before, Moves: []notation.Move{qd3}}
	h.playOn(1, other, 0, 1, script.Options{Seed: 4, Plain: true})
	h.wait(5 * time.Second)
	lines := []string{}
	for _, s := range h.out.texts() {
		if strings.HasPrefix(s, "Abweichung") {
			lines = append(lines, s)
		}
	}
	if want := "Abweichung bei Zug 8, Weiß: Brett 1 Dame Eva drei Schach, Brett 2 Dame David drei"; len(lines) != 1 || lines[0] != want {
		t.Fatalf("discrepancy lines %q, want [%q]", lines, want)
	}
	rec := h.out.lastGame(t)
	if len(rec.Moves) != 14 {
		t.Fatalf("the record holds %d plies, want 14", len(rec.Moves))
	}
	foundFEN := false
	for _, n := range rec.Notes {
		if strings.Contains(n.Text, "discrepancy at move 8 (White): board 1 Qe3+, board 2 Qd3") && strings.Count(n.Text, "/") >= 14 {
			foundFEN = true
		}
	}
	if !foundFEN {
		t.Errorf("no discrepancy note with both positions: %+v", rec.Notes)
	}
	// Both boards are told how to go back: the queen from e3 and from d3
	// to d4.
	if h.out.count("Brett 1: Stellung prüfen") == 0 || h.out.count("Brett 2: Stellung prüfen") == 0 {
		t.Errorf("instructions: %q", h.out.texts())
	}
	// The hands put both queens back on d4.
	wq := notation.MakePiece(notation.White, notation.Queen)
	h.setOn(0, "e3", no)
	h.setOn(0, "d4", wq)
	h.setOn(1, "d3", no)
	h.setOn(1, "d4", wq)
	h.wait(time.Second)
	if h.out.count("Brett 1: Stellung in Ordnung") != 1 || h.out.count("Brett 2: Stellung in Ordnung") != 1 {
		t.Errorf("recovery not said: %q", h.out.texts())
	}
	// Play goes on from the agreed position: 8. Qe3+ on both boards.
	h.playOn(0, g, 14, 16, script.Options{Seed: 5, Plain: true})
	h.playOn(1, g, 14, 16, script.Options{Seed: 6, Plain: true})
	h.wait(5 * time.Second)
	if got, want := uci(h.out.lastGame(t).Moves), uci(g.Moves[:16]); got != want {
		t.Errorf("after the recovery the record is %s, want %s", got, want)
	}
	if n := h.out.count("Abweichung"); n != 1 {
		t.Errorf("%d discrepancies", n)
	}
}

// A board unplugged mid-game and plugged in again after two moves were
// made on it catches up without a discrepancy.
func TestTwoBoardsUnplugged(t *testing.T) {
	g := readGame(t, "appendix-c.pgn")
	h := newHarnessN(t, Config{}, &notation.Game{Start: g.Start, Result: "*"}, 2)
	h.playOn(0, g, 0, 6, script.Options{Seed: 1, Speed: 0.3})
	h.playOn(1, g, 0, 6, script.Options{Seed: 2, Speed: 0.3})
	h.eventOn(1, devices.Event{Kind: devices.Disconnected})
	if !h.out.has("Brett 2: Brett getrennt") {
		t.Errorf("the pulled board was not said: %q", h.out.texts())
	}
	// Moves go on on both boards; board 2's reports are lost meanwhile.
	h.playOn(0, g, 6, 8, script.Options{Seed: 3, Speed: 0.3})
	p := g.Position(8)
	h.board[1] = p.Placement()
	h.wait(time.Second)
	h.eventOn(1, devices.Event{Kind: devices.Connected})
	h.readingOn(1, true)
	h.wait(5 * time.Second)
	if h.out.count("Abweichung") != 0 {
		t.Errorf("a discrepancy after the replug: %q", h.out.texts())
	}
	if got := len(h.s.boards[1].tr.Game().Moves); got != 8 {
		t.Errorf("board 2 follows %d moves after the replug, want 8", got)
	}
	h.playOn(0, g, 8, 10, script.Options{Seed: 4, Speed: 0.3})
	h.playOn(1, g, 8, 10, script.Options{Seed: 5, Speed: 0.3})
	h.wait(15 * time.Second)
	if got, want := uci(h.out.lastGame(t).Moves), uci(g.Moves[:10]); got != want {
		t.Errorf("record %s, want %s", got, want)
	}
}

// On the sighted player's board, a piece lifted and put back while the
// sighted player is to move is a touch (D.2.10.5); on the blind player's
// board it is not.
func TestTouchesOnTheSightedBoard(t *testing.T) {
	h := newHarnessN(t, Config{Touch: true, Side: notation.White}, notation.NewGame(), 2)
	h.setOn(0, "g1", no) // the blind player feels the knight
	h.wait(500 * time.Millisecond)
	h.setOn(0, "g1", wn)
	h.wait(time.Second)
	if h.out.count("berührt") != 0 {
		t.Fatalf("a touch on the blind player's board: %q", h.out.texts())
	}
	// White plays e4 on both boards; Black touches the b8 knight on
	// board 2.
	for i := 0; i < 2; i++ {
		h.setOn(i, "e2", no)
		h.setOn(i, "e4", wp)
	}
	h.wait(time.Second)
	bn := notation.MakePiece(notation.Black, notation.Knight)
	h.setOn(1, "b8", no)
	h.wait(500 * time.Millisecond)
	h.setOn(1, "b8", bn)
	h.wait(time.Second)
	if got := h.out.count("Brett 2: berührt Springer Bella acht"); got != 1 {
		t.Errorf("touch said %d times: %q", got, h.out.texts())
	}
	n := 0
	for _, nt := range h.out.notices {
		if nt.Kind == PieceTouched {
			n++
		}
	}
	if n != 1 {
		t.Errorf("%d touches logged", n)
	}
}
