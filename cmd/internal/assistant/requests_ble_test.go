package assistant

import (
	"errors"
	"testing"
	"time"

	"github.com/rochade/rochade/notation"
)

// promote names a promotion's piece in English or German, by name or
// letter; battery asks for the board's battery.
func TestParsePromoteAndBattery(t *testing.T) {
	for in, want := range map[string]notation.PieceType{
		"promote knight": notation.Knight, "promote n": notation.Knight, "umwandeln springer": notation.Knight,
		"umwandlung s": notation.Knight, "promote queen": notation.Queen, "umwandeln D": notation.Queen,
		"promote rook": notation.Rook, "umwandeln turm": notation.Rook, "promote b": notation.Bishop, "umwandeln läufer": notation.Bishop,
	} {
		r, err := ParseRequest(in)
		if err != nil || r.Kind != AskPromote || r.Piece != want {
			t.Errorf("%q: %+v %v", in, r, err)
		}
	}
	for _, bad := range []string{"promote", "promote king", "promote pawn", "umwandeln x", "battery now"} {
		if _, err := ParseRequest(bad); err == nil {
			t.Errorf("%q was taken", bad)
		}
	}
	for _, in := range []string{"battery", "Akku", "batterie"} {
		if r, err := ParseRequest(in); err != nil || r.Kind != AskBattery {
			t.Errorf("%q: %+v %v", in, r, err)
		}
	}
}

// pair (or the keypad's decimal point, either kind) makes a new code for
// the live page and says it to the player only; without a page it says
// there is none, and the game is untouched either way.
func TestAskPairing(t *testing.T) {
	for _, in := range []string{"pair", "Kopplung", "koppeln"} {
		if r, err := ParseRequest(in); err != nil || r.Kind != AskPairing {
			t.Errorf("%q: %+v %v", in, r, err)
		}
	}
	for _, key := range []byte{'.', ','} {
		var k Keypad
		if r, ok, bad := k.Key(key); !ok || bad || r.Kind != AskPairing {
			t.Errorf("key %q: %+v %v %v", key, r, ok, bad)
		}
	}

	h := newHarness(t, Config{}, notation.NewGame())
	if said := h.askLine("pair"); len(said) != 0 {
		t.Errorf("without a page: said %q", said)
	}
	if n := h.out.notices; len(n) == 0 || n[len(n)-1].Kind != NoLivePage {
		t.Errorf("without a page: notices %+v", n)
	}

	codes := []string{"123456", "654321"}
	h = newHarness(t, Config{Side: notation.Black, PairingCode: func() (string, time.Duration) {
		c := codes[0]
		codes = codes[1:]
		return c, 10 * time.Minute
	}}, notation.NewGame())
	for _, want := range []string{"Kopplungscode: 123456, 10 Minuten", "Kopplungscode: 654321, 10 Minuten"} {
		n := len(h.out.said)
		h.askLine("pair")
		said := h.out.said[n:]
		if len(said) != 1 || said[0].text != want || said[0].side != notation.Black || !said[0].answer {
			t.Errorf("said %+v, want %q to Black", said, want)
		}
	}
	if len(h.out.saves) > 1 || len(h.s.Game().Moves) != 0 {
		t.Errorf("the game changed: %d saves, %d moves", len(h.out.saves), len(h.s.Game().Moves))
	}
}

// unpair (in German entkoppeln) forgets every phone paired with the live
// page and says so; without a page it says there is none; a failure to
// forget them is said, not taken for done.
func TestAskUnpair(t *testing.T) {
	for _, in := range []string{"unpair", "entkoppeln", "vergessen"} {
		if r, err := ParseRequest(in); err != nil || r.Kind != AskUnpair {
			t.Errorf("%q: %+v %v", in, r, err)
		}
	}
	h := newHarness(t, Config{}, notation.NewGame())
	h.askLine("unpair")
	if n := h.out.notices; len(n) == 0 || n[len(n)-1].Kind != NoLivePage {
		t.Errorf("without a page: notices %+v", n)
	}

	var forgotten int
	fail := errors.New("disk full")
	var result error
	h = newHarness(t, Config{Unpair: func() error { forgotten++; return result }}, notation.NewGame())
	h.askLine("unpair")
	if n := h.out.notices; forgotten != 1 || len(n) == 0 || n[len(n)-1].Kind != PhonesForgotten || n[len(n)-1].Err != nil {
		t.Errorf("forgotten %d times, notices %+v", forgotten, n)
	}
	result = fail
	h.askLine("unpair")
	if n := h.out.notices; forgotten != 2 || n[len(n)-1].Kind != PhonesForgotten || !errors.Is(n[len(n)-1].Err, fail) {
		t.Errorf("a failure: forgotten %d times, notices %+v", forgotten, n)
	}
	if len(h.s.Game().Moves) != 0 {
		t.Error("the game changed")
	}
}
