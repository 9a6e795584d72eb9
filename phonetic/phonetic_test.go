package phonetic

import (
	"strings"
	"testing"
)

func TestKeysUniqueAndRoundTrip(t *testing.T) {
	seen := map[string]bool{}
	for _, tok := range All() {
		k := tok.Key()
		if seen[k] {
			t.Fatalf("key %q used twice", k)
		}
		seen[k] = true
		if back, ok := ByKey(k); !ok || back != tok {
			t.Fatalf("ByKey(%q) = %v, %v; want %v", k, back, ok, tok)
		}
	}
}

func TestSpellings(t *testing.T) {
	cases := []struct {
		tok           Token
		de, fide, cyr string
	}{
		{FileC, "Cäsar", "Cesar", "Цезарь"},
		{Rank5, "fünf", "fuenf", "фюнф"},
		{King, "König", "Koenig", "кениг"},
		{Bishop, "Läufer", "Laeufer", "лойфер"},
		{Captures, "schlägt", "schlaegt", "шлегт"},
		{ShortCastle, "Kurze Rochade", "Kurze Rochade", "Кюрц Рохад"},
		{LongCastle, "Lange Rochade", "Lange Rochade", "Ланг Рохад"},
		{FileH, "Hector", "Hector", "Хектор"},
		{Rank1, "eins", "eins", "айн"},
		{WhiteMasc, "weißen", "weissen", "вайсен"},
	}
	for _, c := range cases {
		if got := c.tok.Spell(German); got != c.de {
			t.Errorf("%s German = %q, want %q", c.tok.Key(), got, c.de)
		}
		if got := c.tok.Spell(FIDE); got != c.fide {
			t.Errorf("%s FIDE = %q, want %q", c.tok.Key(), got, c.fide)
		}
		if got := c.tok.Spell(Cyrillic); got != c.cyr {
			t.Errorf("%s Cyrillic = %q, want %q", c.tok.Key(), got, c.cyr)
		}
	}
	for _, tok := range All() {
		f := tok.Spell(FIDE)
		for _, r := range f {
			if r > 127 {
				t.Errorf("FIDE spelling of %s is not ASCII: %q", tok.Key(), f)
				break
			}
		}
	}
}

func TestNumbers(t *testing.T) {
	cases := map[int]string{
		0:   "null",
		7:   "sieben",
		21:  "einundzwanzig",
		59:  "neunundfünfzig",
		60:  "sechzig",
		61:  "einund sechzig",
		99:  "neunund neunzig",
		100: "hundert",
		101: "hundert eins",
		143: "hundert dreiundvierzig",
		177: "hundert siebenund siebzig",
		200: "zweihundert",
	}
	for n, want := range cases {
		toks, err := Number(nil, n)
		if err != nil {
			t.Fatal(err)
		}
		if got := Text(toks, German); got != want {
			t.Errorf("Number(%d) = %q, want %q", n, got, want)
		}
	}
	for _, n := range []int{-1, 201} {
		if _, err := Number(nil, n); err == nil || !strings.Contains(err.Error(), "0 to 200") {
			t.Errorf("Number(%d) error = %v", n, err)
		}
	}
}
