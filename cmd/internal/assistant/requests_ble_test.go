package assistant

import (
	"testing"

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
