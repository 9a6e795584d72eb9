package announce

import (
	"testing"

	"github.com/rochade/rochade/notation"
)

func TestPromotionQuestionAndDoubt(t *testing.T) {
	if got := spoken(WhichPromotion(notation.Sq(7, 7))); got != "Hector acht Umwandlung in Dame Turm Läufer Springer" {
		t.Errorf("question: %q", got)
	}
	if got := spoken(InDoubt([]notation.Square{notation.Sq(7, 0), notation.Sq(0, 7)})); got != "Abweichung Felder Hector eins Anna acht" {
		t.Errorf("doubt: %q", got)
	}
}
