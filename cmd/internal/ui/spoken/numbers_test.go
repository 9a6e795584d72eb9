package spoken

import (
	"strings"
	"testing"

	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/phonetic"
)

// A rating, a year or any other quantity the appliance says is said as
// a number in each of the six languages, not digit by digit; German
// with the words of the announcement vocabulary to 200 and the prompt
// pack's hundreds and thousands beyond. Every clip is in the
// language's built-in pack.
func TestTellerSaysQuantities(t *testing.T) {
	want := map[ui.Lang][5]string{
		ui.English:   {"four hundred", "one thousand", "one thousand eight hundred fifty", "two thousand twenty one", "two thousand nine hundred ninety nine"},
		ui.German:    {"vierhundert", "eintausend", "eintausend achthundert fünfzig", "zwei tausend einundzwanzig", "zwei tausend neunhundert neunund neunzig"},
		ui.Russian:   {"четыреста", "тысяча", "тысяча восемьсот пятьдесят", "две тысячи двадцать один", "две тысячи девятьсот девяносто девять"},
		ui.Ukrainian: {"чотириста", "тисяча", "тисяча вісімсот п'ятдесят", "дві тисячі двадцять один", "дві тисячі дев'ятсот дев'яносто дев'ять"},
		ui.Polish:    {"czterysta", "tysiąc", "tysiąc osiemset pięćdziesiąt", "dwa tysiące dwadzieścia jeden", "dwa tysiące dziewięćset dziewięćdziesiąt dziewięć"},
		ui.Czech:     {"čtyři sta", "tisíc", "tisíc osm set padesát", "dva tisíce dvacet jeden", "dva tisíce devět set devadesát devět"},
	}
	for lang, texts := range want {
		pack, err := BuiltIn(lang)
		if err != nil {
			t.Fatal(err)
		}
		tl := NewTeller(ui.New(lang), phonetic.German)
		for i, n := range []int{400, 1000, 1850, 2021, 2999} {
			s := tl.Number(n)
			if got := said(s.Words); got != texts[i] {
				t.Errorf("%s: %d said %q, want %q", lang, n, got, texts[i])
			}
			// The same as a value (a rating in a line of the menu).
			if got := said(tl.Value(s.Text).Words); got != texts[i] {
				t.Errorf("%s: the value %d said %q, want %q", lang, n, got, texts[i])
			}
			for _, w := range s.Words {
				if _, ok := pack.Clip(w.Prompt); w.Prompt != "" && !ok {
					t.Errorf("%s: no clip %s (%q) in the pack", lang, w.Prompt, w.Text)
				}
			}
		}
		// German beyond the vocabulary's 200, below the thousands.
		if lang == ui.German {
			if got := said(tl.Number(250).Words); got != "zweihundert fünfzig" {
				t.Errorf("de: 250 said %q", got)
			}
		}
	}
}

// What is no quantity stays digit by digit in a value: a port, a code
// that starts with 0, a long run of digits.
func TestValueCodesDigitByDigit(t *testing.T) {
	tl := NewTeller(ui.New(ui.English), phonetic.German)
	for in, want := range map[string]string{
		"127.0.0.1:8080": "one hundred twenty seven point zero point zero point one colon eight zero eight zero",
		"0815":           "zero eight one five",
		"12345678":       "one two three four five six seven eight",
		"15+10":          "fifteen plus ten",
		"1:30":           "one colon thirty",
	} {
		if got := said(tl.Value(in).Words); got != want {
			t.Errorf("%q said %q, want %q", in, got, want)
		}
	}
	if got := said(tl.Value("2021").Words); strings.Contains(got, "zero") {
		t.Errorf("2021 said %q", got)
	}
}
