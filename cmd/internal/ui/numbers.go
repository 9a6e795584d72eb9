package ui

import (
	"strconv"
	"strings"
)

// NumberWord is one word of a number said in words: its key in
// Spoken.Numbers (which names its clip in a prompt pack) and its text;
// or, with Unit set, the form of the counted word "thousand" that a
// number of thousands takes, Key naming its clip as a unit's form does
// ("thousand_few").
type NumberWord struct {
	Key, Text string
	Unit      bool
}

// Thousand is the counted word of the thousands (Spoken.Units).
const Thousand = "thousand"

// NumberWords says n in the words of Spoken.Numbers, in the form of
// gender g, by the rules every language's numbers follow:
//
//   - a number that has a word of its own is that word: "0" to "19",
//     and any other ("21": "vingt et un", "80": "quatre-vingts"); in a
//     gender other than the masculine, the word under the number and
//     "f" (feminine) or "n" (neuter) where there is one ("1f": "jedna");
//     a compound one is masculine where CompoundOne says so;
//   - a number under 100 without a word is the largest tens with a
//     word below it and the rest: 45 is "40" and "5", and French 72 is
//     "60" and "12" (it has no "70");
//   - a number of 100 to 999 is its hundreds ("100", "200" … "900") and
//     the rest, when the hundreds have a word;
//   - a number of 1000 to 999999 is its thousands and the rest, when
//     the language counts the word "thousand" (Units): one thousand is
//     the word "1000" where there is one ("тысяча", "tysiąc"), any other
//     count of thousands is that number, in the gender of the word, and
//     the word in the form the count takes ("две тысячи", "pięć
//     tysięcy");
//   - in a compound, a tens or hundreds takes its word under the number
//     and "-" where there is one ("80-": "quatre-vingt-", "200-": "deux
//     cent"); a word that ends in "-" is joined to the next (see
//     NumberText);
//   - a number with no word for its hundreds or thousands (or below 0)
//     is said digit by digit.
func (s *Spoken) NumberWords(n int, g Gender) []NumberWord {
	if n < 0 {
		n = 0
	}
	if out, ok := s.words(n, g, false); ok {
		return out
	}
	var out []NumberWord
	for _, d := range strconv.Itoa(n) {
		out = append(out, s.word(string(d)))
	}
	return out
}

// words says n; compound tells whether it ends a compound. It tells
// false when the language has no words for n.
func (s *Spoken) words(n int, g Gender, compound bool) ([]NumberWord, bool) {
	if n >= 1000 {
		th, counted := s.Units[Thousand]
		if !counted || n >= 1000000 {
			return nil, false
		}
		k := n / 1000
		var out []NumberWord
		if _, one := s.Numbers["1000"]; k == 1 && one {
			out = []NumberWord{s.word("1000")}
		} else {
			ks, ok := s.words(k, th.Gender, false)
			if !ok {
				return nil, false
			}
			out = append(ks, s.ThousandWord(k))
		}
		if rest := n % 1000; rest > 0 {
			rs, ok := s.words(rest, g, true)
			if !ok {
				return nil, false
			}
			out = append(out, rs...)
		}
		return out, true
	}
	if h := n / 100 * 100; h > 0 {
		if _, ok := s.Numbers[strconv.Itoa(h)]; !ok {
			return nil, false
		}
		if n == h {
			return []NumberWord{s.word(strconv.Itoa(h))}, true
		}
		return append([]NumberWord{s.compoundWord(h)}, s.under100(n-h, g, true)...), true
	}
	return s.under100(n, g, compound), true
}

// ThousandWord is the form of the word "thousand" after a count of k
// thousands: one, few or many, as the language counts spoken words.
func (s *Spoken) ThousandWord(k int) NumberWord {
	forms := s.Units[Thousand].Forms
	f := 2 // many, and other
	if s.count != nil {
		switch s.count(k) {
		case "one":
			f = 0
		case "two", "few":
			f = 1
		}
	}
	for f > 0 && forms[f] == forms[f-1] {
		f--
	}
	return NumberWord{Key: Thousand + "_" + [3]string{"one", "few", "many"}[f], Text: forms[f], Unit: true}
}

// under100 says n, 0 to 99; compound tells whether it ends a compound.
func (s *Spoken) under100(n int, g Gender, compound bool) []NumberWord {
	key := strconv.Itoa(n)
	if _, ok := s.Numbers[key]; ok || n < 20 {
		suffix := map[Gender]string{Feminine: "f", Neuter: "n"}[g]
		if _, ok := s.Numbers[key+suffix]; ok && suffix != "" && !(compound && s.CompoundOne && n == 1) {
			key += suffix
		}
		return []NumberWord{s.word(key)}
	}
	tens := n / 10 * 10
	for tens > 20 {
		if _, ok := s.Numbers[strconv.Itoa(tens)]; ok {
			break
		}
		tens -= 10
	}
	return append([]NumberWord{s.compoundWord(tens)}, s.under100(n-tens, g, true)...)
}

// compoundWord is the word of n at the start of a compound.
func (s *Spoken) compoundWord(n int) NumberWord {
	key := strconv.Itoa(n)
	if _, ok := s.Numbers[key+"-"]; ok {
		key += "-"
	}
	return s.word(key)
}

func (s *Spoken) word(key string) NumberWord { return NumberWord{Key: key, Text: s.Numbers[key]} }

// NumberText is n in words as one text: the words of NumberWords,
// separated by spaces, and joined where a word ends in "-".
func (s *Spoken) NumberText(n int, g Gender) string {
	var b strings.Builder
	for i, w := range s.NumberWords(n, g) {
		if i > 0 && !strings.HasSuffix(b.String(), "-") {
			b.WriteByte(' ')
		}
		b.WriteString(w.Text)
	}
	return b.String()
}
