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
// a compound, tens and units as two words, the hundreds.
func TestNumberRulesOfTheLanguages(t *testing.T) {
	for _, c := range []struct {
		lang Lang
		n    int
		g    Gender
		want string
	}{
		{English, 45, Masculine, "forty five"}, {English, 399, Masculine, "three hundred ninety nine"},
		{Russian, 21, Feminine, "двадцать одна"}, {Russian, 2, Feminine, "две"}, {Russian, 309, Masculine, "триста девять"},
		{Polish, 21, Feminine, "dwadzieścia jeden"}, {Polish, 1, Feminine, "jedna"}, {Polish, 92, Feminine, "dziewięćdziesiąt dwie"},
		{Czech, 22, Feminine, "dvacet dvě"}, {Czech, 21, Feminine, "dvacet jedna"}, {Czech, 1, Neuter, "jedno"},
	} {
		if got := c.lang.Spoken().NumberText(c.n, c.g); got != c.want {
			t.Errorf("%s %d (%v): %q, want %q", c.lang, c.n, c.g, got, c.want)
		}
	}
}

// Ratings, years and other quantities from 400 on are said as numbers
// in each language with spoken lines of its own: the hundreds, one
// thousand in its own word, and the thousands counted in the gender
// and the plural form of the word "thousand" (German, whose numbers are
// the announcement vocabulary's, is tested in package spoken).
func TestNumberRulesThousands(t *testing.T) {
	for _, c := range []struct {
		lang Lang
		n    int
		want string
	}{
		{English, 400, "four hundred"}, {English, 1000, "one thousand"}, {English, 1850, "one thousand eight hundred fifty"},
		{English, 2021, "two thousand twenty one"}, {English, 2999, "two thousand nine hundred ninety nine"},
		{English, 45000, "forty five thousand"},
		{Russian, 400, "четыреста"}, {Russian, 1000, "тысяча"}, {Russian, 1850, "тысяча восемьсот пятьдесят"},
		{Russian, 2021, "две тысячи двадцать один"}, {Russian, 2999, "две тысячи девятьсот девяносто девять"},
		{Russian, 5000, "пять тысяч"}, {Russian, 21000, "двадцать одна тысяча"}, {Russian, 12000, "двенадцать тысяч"},
		{Ukrainian, 400, "чотириста"}, {Ukrainian, 1000, "тисяча"}, {Ukrainian, 1850, "тисяча вісімсот п'ятдесят"},
		{Ukrainian, 2021, "дві тисячі двадцять один"}, {Ukrainian, 2999, "дві тисячі дев'ятсот дев'яносто дев'ять"},
		{Ukrainian, 5000, "п'ять тисяч"},
		{Polish, 400, "czterysta"}, {Polish, 1000, "tysiąc"}, {Polish, 1850, "tysiąc osiemset pięćdziesiąt"},
		{Polish, 2021, "dwa tysiące dwadzieścia jeden"}, {Polish, 2999, "dwa tysiące dziewięćset dziewięćdziesiąt dziewięć"},
		{Polish, 5000, "pięć tysięcy"}, {Polish, 22000, "dwadzieścia dwa tysiące"}, {Polish, 21000, "dwadzieścia jeden tysięcy"},
		{Czech, 400, "čtyři sta"}, {Czech, 1000, "tisíc"}, {Czech, 1850, "tisíc osm set padesát"},
		{Czech, 2021, "dva tisíce dvacet jeden"}, {Czech, 2999, "dva tisíce devět set devadesát devět"},
		{Czech, 5000, "pět tisíc"},
	} {
		if got := c.lang.Spoken().NumberText(c.n, Masculine); got != c.want {
			t.Errorf("%s %d: %q, want %q", c.lang, c.n, got, c.want)
		}
	}
	// A count of minutes: the thousands keep their own gender, the rest
	// takes the unit's.
	if got := Russian.Spoken().NumberText(2001, Feminine); got != "две тысячи одна" {
		t.Errorf("ru 2001 minutes: %q", got)
	}
	// Past the thousands: digit by digit.
	if got := English.Spoken().NumberText(1000000, Masculine); got != "one zero zero zero zero zero zero" {
		t.Errorf("en 1000000: %q", got)
	}
}
