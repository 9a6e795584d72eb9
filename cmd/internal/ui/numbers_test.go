package ui

import (
	"os"
	"testing"
)

// The rules of the number words say French from its words in a
// catalogue (testdata/fr.po): 21, 71 and 81 each as French says them,
// 70 and 90 as sixty and eighty with ten, the feminine of one in a
// compound, and the hundreds.
func TestNumberRulesFrench(t *testing.T) {
	data, err := os.ReadFile("testdata/fr.po")
	if err != nil {
		t.Fatal(err)
	}
	fr, err := LoadCatalogue("fr", data)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		n    int
		g    Gender
		want string
	}{
		{0, Masculine, "zéro"}, {1, Feminine, "une"}, {17, Masculine, "dix-sept"},
		{20, Masculine, "vingt"}, {21, Masculine, "vingt et un"}, {21, Feminine, "vingt et une"}, {22, Masculine, "vingt-deux"},
		{59, Masculine, "cinquante-neuf"}, {61, Masculine, "soixante et un"}, {69, Masculine, "soixante-neuf"},
		{70, Masculine, "soixante-dix"}, {71, Masculine, "soixante et onze"}, {72, Masculine, "soixante-douze"},
		{79, Masculine, "soixante-dix-neuf"}, {80, Masculine, "quatre-vingts"}, {81, Masculine, "quatre-vingt-un"},
		{90, Masculine, "quatre-vingt-dix"}, {91, Masculine, "quatre-vingt-onze"}, {99, Masculine, "quatre-vingt-dix-neuf"},
		{100, Masculine, "cent"}, {101, Masculine, "cent un"}, {200, Masculine, "deux cents"}, {221, Feminine, "deux cent vingt et une"},
		{381, Masculine, "trois cent quatre-vingt-un"}, {400, Masculine, "quatre zéro zéro"},
	} {
		if got := fr.Spoken.NumberText(c.n, c.g); got != c.want {
			t.Errorf("%d (%v): %q, want %q", c.n, c.g, got, c.want)
		}
	}
	if w := fr.Spoken.NumberWords(81, Masculine); len(w) != 2 || w[0].Key != "80-" || w[1].Key != "1" {
		t.Errorf("81 is said with the words %+v", w)
	}
}

// The Slavic languages and English say their numbers as before the
// rules: the feminine of one and two, Polish keeping one masculine in
// a compound, tens and units as two words, the hundreds to 399 and
// digits beyond.
func TestNumberRulesOfTheLanguages(t *testing.T) {
	for _, c := range []struct {
		lang Lang
		n    int
		g    Gender
		want string
	}{
		{English, 45, Masculine, "forty five"}, {English, 399, Masculine, "three hundred ninety nine"},
		{English, 400, Masculine, "four zero zero"},
		{Russian, 21, Feminine, "двадцать одна"}, {Russian, 2, Feminine, "две"}, {Russian, 309, Masculine, "триста девять"},
		{Polish, 21, Feminine, "dwadzieścia jeden"}, {Polish, 1, Feminine, "jedna"}, {Polish, 92, Feminine, "dziewięćdziesiąt dwie"},
		{Czech, 22, Feminine, "dvacet dvě"}, {Czech, 21, Feminine, "dvacet jedna"}, {Czech, 1, Neuter, "jedno"},
	} {
		if got := c.lang.Spoken().NumberText(c.n, c.g); got != c.want {
			t.Errorf("%s %d (%v): %q, want %q", c.lang, c.n, c.g, got, c.want)
		}
	}
}
