package assistant

import (
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/notation"
)

// seesOccupancy makes the harness's board i one that sees only whether
// a square is taken (DGT Pegasus, Square Off), and reports it whole.
func (h *harness) seesOccupancy(i int) {
	h.t.Helper()
	b := devices.Board(h.board[i])
	h.eventOn(i, devices.Event{Kind: devices.NewReading, Reading: devices.Reading{OccupancyOnly: true, Occupied: devices.OccupancyOf(&b), Time: h.now, Full: true}})
}

// moveOn moves a piece on board i from one square to another, seen
// only as squares emptied and taken.
func (h *harness) moveOn(i int, from, to string) {
	h.t.Helper()
	f, _ := notation.ParseSquare(from)
	t, _ := notation.ParseSquare(to)
	h.board[i][t], h.board[i][f] = h.board[i][f], notation.NoPiece
	h.seesOccupancy(i)
}

// A takeback on a board that sees only occupancy: Rochade names the
// squares to empty and to fill (never all 32 squares as wrong, never a
// piece it cannot see), and once the squares are right the move is taken
// back.
func TestTakebackOnAnOccupancyBoard(t *testing.T) {
	h := newHarness(t, Config{}, gameFrom(t, "", "e4", "e5"))
	h.seesOccupancy(0)
	h.moveOn(0, "g1", "f3")
	h.wait(time.Second)
	if n := len(h.s.Game().Moves); n != 3 {
		t.Fatalf("%d moves after Nf3; said %q", n, h.out.texts())
	}
	got := h.askLine("takeback")
	if len(got) != 1 || !strings.HasPrefix(got[0], "Stellung prüfen") || !strings.Contains(got[0], "Felix drei") || !strings.Contains(got[0], "Gustav eins") || strings.Contains(got[0], "32") {
		t.Fatalf("takeback said %q", got)
	}
	h.moveOn(0, "f3", "g1")
	h.wait(time.Second)
	if !h.out.has("Stellung in Ordnung") || len(h.s.Game().Moves) != 2 {
		t.Fatalf("after the takeback %d moves; said %q", len(h.s.Game().Moves), h.out.texts())
	}
	// The game goes on from there.
	h.moveOn(0, "b1", "c3")
	h.wait(time.Second)
	g := h.s.Game()
	if len(g.Moves) != 3 {
		t.Fatalf("after the takeback: %d moves; said %q", len(g.Moves), h.out.texts())
	}
	if p := g.Position(2); p.SAN(g.Moves[2]) != "Nc3" {
		t.Errorf("after the takeback: %d moves; said %q", len(g.Moves), h.out.texts())
	}
}
