package assistant

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/devices/script"
	"github.com/rochade/rochade/notation"
)

// resumedOn starts a session on the resumed game g with its boards
// showing the position after k of its moves.
func resumedOn(t *testing.T, cfg Config, g *notation.Game, k, boards int) *harness {
	t.Helper()
	return newHarnessAt(t, cfg, g, boards, g.Position(k))
}

// Issue 30, case 5: --resume with the board in the starting position.
// The players replay the game's moves to set it up: Rochade says how many
// are still to be made, announces none of them and records nothing; once
// the board shows the game's last position play goes on, and the next
// move is the game's next one.
func TestResumeReplayIsNoNewMoves(t *testing.T) {
	for _, from := range []int{0, 2} {
		g := gameFrom(t, "", "e4", "e5", "Nf3", "Nc6")
		h := resumedOn(t, Config{Clock: SoftClock, Control: mustTC(t, "300+0")}, g, from, 1)
		h.wait(time.Second)
		if got := h.out.texts(); len(got) != 1 || got[0] != "Stellung aufbauen. Noch "+string(rune('0'+4-from))+" Züge" {
			t.Fatalf("from the position after %d moves: said %q", from, got)
		}
		h.playOn(0, g, from, len(g.Moves), script.Options{})
		h.wait(5 * time.Second)
		said := h.out.texts()
		want := []string{"Stellung aufbauen. Noch 2 Züge", "Stellung aufbauen. Noch 1 Zug", "Stellung in Ordnung"}
		if from == 0 {
			want = append([]string{"Stellung aufbauen. Noch 4 Züge", "Stellung aufbauen. Noch 3 Züge"}, want...)
		}
		if !slices.Equal(said, want) {
			t.Errorf("from the position after %d moves the replay said %q, want %q", from, said, want)
		}
		if n := len(h.s.Game().Moves); n != 4 || len(h.out.saves) > 0 && len(h.out.lastGame(t).Moves) != 4 {
			t.Errorf("after the replay the game has %d moves", n)
		}
		// Play goes on from the game's last position.
		h.play(gameFrom(t, "", "e4", "e5", "Nf3", "Nc6", "Bb5"), 4, script.Options{})
		if got := h.s.Game().Moves; len(got) != 5 || !h.out.has("Läufer Bella fünf") {
			t.Errorf("3. Bb5 after the replay: %d moves, said %q", len(got), h.out.texts())
		}
	}
}

// The clock does not run while the position is set up, and no flag falls
// meanwhile.
func TestResumeSetUpStopsTheClock(t *testing.T) {
	g := gameFrom(t, "", "e4", "e5")
	h := resumedOn(t, Config{Clock: SoftClock, Control: mustTC(t, "60+0")}, g, 0, 1)
	h.wait(5 * time.Minute)
	if h.out.has("Zeitüberschreitung") {
		t.Fatal("a flag fell while the position was set up")
	}
	h.playOn(0, g, 0, 2, script.Options{})
	h.wait(2 * time.Second)
	got := h.askLine("time")
	if len(got) != 1 || !strings.Contains(got[0], "Weiß 0:00:5") && !strings.Contains(got[0], "Weiß 0:01:00") {
		t.Errorf("after the set-up the time request says %q", got)
	}
}

// A board of a resumed game that shows no position of the game's past
// is followed as before: a move made while Rochade was away is said so.
func TestResumeBoardAheadIsFollowed(t *testing.T) {
	h := resumedOn(t, Config{}, gameFrom(t, "", "e4", "e5", "Nf3"), 3, 1)
	h.wait(3 * time.Second)
	if got := h.out.texts(); len(got) != 0 {
		t.Errorf("the board in the game's last position: said %q", got)
	}
	// Set up on the starting position, then asked for a new game: it
	// begins at once.
	h2 := resumedOn(t, Config{}, gameFrom(t, "", "e4", "e5", "Nf3"), 0, 1)
	h2.wait(time.Second)
	h2.askLine("new")
	if !h2.out.has("Neue Partie") || len(h2.s.Game().Moves) != 0 {
		t.Errorf("new on the starting position: said %q, %d moves", h2.out.texts(), len(h2.s.Game().Moves))
	}
}

// A board being set up that stands on a position no move of the game
// leads to is guided after a while, to the nearest position of the game.
func TestResumeSetUpGuidesAWrongBoard(t *testing.T) {
	g := gameFrom(t, "", "e4", "e5", "Nf3")
	h := resumedOn(t, Config{}, g, 0, 1)
	h.wait(time.Second)
	h.set("d2", no)
	h.set("d4", wp)
	h.wait(5 * time.Second)
	got := h.out.texts()
	if len(got) != 2 || !strings.HasPrefix(got[1], "Stellung aufbauen. Noch 3 Züge. Stellung prüfen") || !strings.Contains(got[1], "David vier räumen") {
		t.Errorf("a wrong move while setting up: said %q", got)
	}
	if len(h.s.Game().Moves) != 3 {
		t.Errorf("the game has %d moves", len(h.s.Game().Moves))
	}
}
