package phonetic

import (
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
	"unicode"
)

// uiLangs returns the languages of the user interface, from their
// registry (this package cannot import the user interface's).
func uiLangs(t *testing.T) []string {
	t.Helper()
	data, err := os.ReadFile("../cmd/internal/ui/locales/LINGUAS")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, line := range strings.Split(string(data), "\n") {
		line, _, _ = strings.Cut(line, "#")
		out = append(out, strings.Fields(line)...)
	}
	return out
}

// uiCyrillic tells whether a language of the user interface prints the
// words of Appendix D in the Cyrillic transcription (its catalogue's
// header says so).
func uiCyrillic(t *testing.T, lang string) bool {
	t.Helper()
	data, err := os.ReadFile("../cmd/internal/ui/locales/" + lang + ".po")
	if err != nil {
		t.Fatal(err)
	}
	return strings.Contains(string(data), `"X-Rochade-Script: cyrillic\n"`)
}

// respelledLangs are the languages respelled from German: every one but
// German.
func respelledLangs() []string {
	return slices.DeleteFunc(SpeechLangs(), func(l string) bool { return l == "de" })
}

// Every token has a respelling in every language, written in the
// letters that language's voice reads.
func TestRespellEveryToken(t *testing.T) {
	cyrillic := map[string]bool{}
	for _, lang := range uiLangs(t) {
		cyrillic[lang] = uiCyrillic(t, lang)
	}
	if len(SpeechLangs()) < 2 {
		t.Fatalf("languages %q", SpeechLangs())
	}
	for _, lang := range SpeechLangs() {
		if _, ok := cyrillic[lang]; !ok {
			t.Errorf("%s is respelled, but is no language of the user interface (cmd/internal/ui/locales/LINGUAS)", lang)
		}
	}
	for _, lang := range SpeechLangs() {
		for _, tok := range All() {
			// The table itself, not Respell's German for a word it lacks.
			s := respelledIn(lang)[tok]
			if strings.TrimSpace(s) == "" {
				t.Errorf("%s has no respelling of %s (%s)", lang, tok.Key(), tok.Spell(German))
				continue
			}
			if s != strings.TrimSpace(s) || strings.Contains(s, "  ") {
				t.Errorf("%s respelling of %s has stray spaces: %q", lang, tok.Key(), s)
			}
			for _, r := range s {
				if !unicode.IsLetter(r) && r != ' ' && r != '-' {
					t.Errorf("%s respelling of %s has %q: %q", lang, tok.Key(), r, s)
					break
				}
				if unicode.IsLetter(r) && unicode.Is(unicode.Cyrillic, r) != cyrillic[lang] {
					t.Errorf("%s respelling of %s mixes scripts: %q", lang, tok.Key(), s)
					break
				}
				// A Ukrainian voice does not know these Russian letters.
				if lang == "uk" && strings.ContainsRune("эыёъЭЫЁЪ", r) {
					t.Errorf("uk respelling of %s has the Russian letter %q: %q", tok.Key(), r, s)
					break
				}
			}
		}
	}
	if NoToken.Respell("de") != "" || Token(65000).Respell("de") != "" {
		t.Error("an invalid token has a respelling")
	}
	if got := FileE.Respell("fr"); got != "Eva" {
		t.Errorf("a language without a table gives %q, want the German spelling", got)
	}
}

// The Russian voice gets the Appendix D words exactly as the Russian text
// of the Laws writes them (the seeds): the same words --script cyrillic
// prints.
func TestRespellRussianIsAppendixD(t *testing.T) {
	for _, tok := range appendixD() {
		if got, want := tok.Respell("ru"), tok.Spell(Cyrillic); got != want {
			t.Errorf("ru %s = %q, want the Appendix D transcription %q", tok.Key(), got, want)
		}
	}
	for tok, want := range map[Token]string{ShortCastle: "Кюрц Рохад", Rank1: "айн", King: "кениг", FileC: "Цезарь"} {
		if got := tok.Respell("ru"); got != want {
			t.Errorf("ru %s = %q, want %q", tok.Key(), got, want)
		}
	}
	for tok, want := range map[Token]string{ShortCastle: "Кюрц Рохад", Rank1: "айн", King: "кеніґ", FileH: "Гектор", Knight: "шпрінґер"} {
		if got := tok.Respell("uk"); got != want {
			t.Errorf("uk %s = %q, want %q", tok.Key(), got, want)
		}
	}
	if got := FileC.Respell("de"); got != "Zäsar" {
		t.Errorf("de file_c = %q", got)
	}
}

func TestSpeechText(t *testing.T) {
	line := []Token{Knight, FileF, Rank3, Check}
	for lang, want := range map[string]string{
		"de": "Springer Felix drei Schach",
		"ru": "шпрингер Феликс драй шах",
		"uk": "шпрінґер Фелікс драй шах",
		"pl": "szpringer Feliks draj szach",
	} {
		if got := SpeechText(line, lang); got != want {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
	}
	num := func(n int) []Token {
		out, err := Number(nil, n)
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	for _, c := range []struct {
		lang string
		n    int
		want string
	}{
		{"de", 21, "einundzwanzig"},
		{"de", 61, "einundsechzig"},
		{"de", 161, "hundert einundsechzig"},
		{"ru", 21, "айн унд цванцих"},
		{"ru", 61, "айн унд зехцих"},
		{"uk", 34, "фір унд драйсіх"},
		{"en", 45, "foonf oont feertsikh"},
		{"cs", 99, "nojn unt nojncich"},
		{"pl", 200, "cwajhundert"},
	} {
		if got := SpeechText(num(c.n), c.lang); got != c.want {
			t.Errorf("%s %d: %q, want %q", c.lang, c.n, got, c.want)
		}
	}
}

// appendixD returns the words of Appendix D.2.1: files, ranks, pieces and
// castling.
func appendixD() []Token {
	var out []Token
	for t := FileA; t <= LongCastle; t++ {
		out = append(out, t)
	}
	return out
}

// espeakIPA returns espeak-ng's phonemes (IPA) of each phrase, read by the
// voice of lang.
func espeakIPA(t *testing.T, lang string, phrases []string) []string {
	t.Helper()
	var in strings.Builder
	for _, p := range phrases {
		in.WriteString(p)
		in.WriteString(".\n")
	}
	cmd := exec.Command("espeak-ng", "-q", "--ipa", "-v", lang)
	cmd.Stdin = strings.NewReader(in.String())
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("espeak-ng -v %s: %v (install the Debian package espeak-ng)", lang, err)
	}
	lines := strings.Split(strings.TrimRight(string(out), "\n"), "\n")
	if len(lines) != len(phrases) {
		t.Fatalf("espeak-ng -v %s gave %d lines for %d phrases", lang, len(lines), len(phrases))
	}
	for i := range lines {
		lines[i] = strings.TrimSpace(lines[i])
	}
	return lines
}

// soundClass maps the IPA symbols espeak-ng writes onto classes of sounds
// that a listener takes for the same: the vowels by height and rounding,
// r of every kind, the ach- and ich-sounds. Stress, length and
// palatalisation marks are dropped.
var soundClass = map[rune]rune{
	'a': 'a', 'ɑ': 'a', 'ʌ': 'a', 'æ': 'a',
	'ə': 'ə', 'ɜ': 'ə', 'ɐ': 'ə', 'ɘ': 'ə', 'ɚ': 'ə',
	'e': 'e', 'ɛ': 'e',
	'i': 'i', 'ɪ': 'i', 'ɨ': 'i', 'ɯ': 'i',
	'y': 'y', 'ʏ': 'y', 'ʉ': 'y',
	'ø': 'ø', 'œ': 'ø', 'ɵ': 'ø',
	'o': 'o', 'ɔ': 'o', 'ɒ': 'o',
	'u': 'u', 'ʊ': 'u',
	'r': 'r', 'ɾ': 'r', 'ɹ': 'r', 'ʁ': 'r', 'ʀ': 'r', 'ɻ': 'r', 'ɽ': 'r',
	'l': 'l', 'ɫ': 'l', 'ɭ': 'l', 'ʎ': 'l',
	'n': 'n', 'ɲ': 'n', 'ŋ': 'ŋ',
	'g': 'g', 'ɡ': 'g',
	'x': 'x', 'χ': 'x', 'ç': 'x',
	'ʃ': 'ʃ', 'ʂ': 'ʃ', 'ɕ': 'ʃ',
	'ʒ': 'ʒ', 'ʐ': 'ʒ', 'ʑ': 'ʒ',
	'h': 'h', 'ɦ': 'h',
	'v': 'v', 'ʋ': 'v', 'w': 'v',
	'j': 'j',
	'b': 'b', 'd': 'd', 'f': 'f', 'k': 'k', 'm': 'm', 'p': 'p', 's': 's', 't': 't', 'z': 'z',
}

// near are the pairs of classes that differ by one feature (voicing, a
// neighbouring vowel, a glide and its vowel): replacing one by the other
// costs half a sound.
var near = map[[2]rune]bool{}

func init() {
	for _, p := range []string{
		"bp", "dt", "gk", "vf", "zs", "ʒʃ", // voicing
		"aə", "eə", "ei", "iy", "yu", "uo", "eø", "øy", "øo", "øə", // vowels
		"ij", "uv", "xh", "xk", "xʃ", "ŋn", // glides, fricatives, nasals
	} {
		r := []rune(p)
		near[[2]rune{r[0], r[1]}] = true
		near[[2]rune{r[1], r[0]}] = true
	}
}

// sounds returns the classes of an espeak-ng IPA line. espeak-ng 1.51
// writes "??" for German's r-coloured u (Turm, Kurze).
func sounds(ipa string) []rune {
	ipa = strings.ReplaceAll(ipa, "??", "ur")
	// Language switches, "(en)", are espeak-ng's own notes.
	for {
		i := strings.IndexByte(ipa, '(')
		j := strings.IndexByte(ipa, ')')
		if i < 0 || j < i {
			break
		}
		ipa = ipa[:i] + ipa[j+1:]
	}
	// English says its long e and o as diphthongs: they are what English
	// has for German's long e and o.
	ipa = strings.NewReplacer("eɪ", "e", "oʊ", "o", "əʊ", "o").Replace(ipa)
	var out []rune
	for _, r := range ipa {
		c, ok := soundClass[r]
		if !ok {
			continue
		}
		// The second part of a diphthong is a glide, however it is
		// written: German ei, eu, au are aj, oj, au elsewhere.
		if n := len(out); n > 0 && strings.ContainsRune(vowels, out[n-1]) {
			switch c {
			case 'i', 'j', 'y', 'ø':
				c = 'i'
			case 'u', 'v':
				if r == 'ʊ' || r == 'w' || r == 'u' {
					c = 'u'
				}
			}
		}
		out = append(out, c)
	}
	return out
}

// vowels are the vowel classes.
const vowels = "aəeiyøou"

// distance is the edit distance between two sound sequences, as a share
// of the length of ref: a sound added, dropped or replaced costs 1, a
// near one in its place 1/2, an r added or dropped 1/2 (an r after a
// vowel is often only a colour of the vowel).
func distance(ref, got []rune) float64 {
	indel := func(r rune) float64 {
		if r == 'r' {
			return 0.5
		}
		return 1
	}
	prev := make([]float64, len(got)+1)
	cur := make([]float64, len(got)+1)
	for j := 1; j <= len(got); j++ {
		prev[j] = prev[j-1] + indel(got[j-1])
	}
	for i := 1; i <= len(ref); i++ {
		cur[0] = prev[0] + indel(ref[i-1])
		for j := 1; j <= len(got); j++ {
			sub := prev[j-1]
			switch {
			case ref[i-1] == got[j-1]:
			case near[[2]rune{ref[i-1], got[j-1]}]:
				sub += 0.5
			default:
				sub++
			}
			cur[j] = min(sub, prev[j]+indel(ref[i-1]), cur[j-1]+indel(got[j-1]))
		}
		prev, cur = cur, prev
	}
	return prev[len(got)] / float64(max(len(ref), 1))
}

// maxSoundDistance is how far a respelled Appendix D word may sound from
// the German word, as espeak-ng says them: about one sound in three.
const maxSoundDistance = 0.34

// The voice of each language, reading the respelling, comes close to the
// German voice reading the German word. The German words are those of
// the de table read by espeak-ng's German voice.
//
//   - A voice of a language written in Latin letters (en, pl, cs) says
//     each Appendix D word within maxSoundDistance of the German one, and
//     never farther than when it reads the German spelling itself.
//   - The Russian words are those of the Laws (the seeds win): they are
//     measured and reported; their mean stays within maxSoundDistance.
//   - The Ukrainian letters make a Ukrainian voice say the transcription
//     about as close to German as the Russian voice says it: word by word
//     no more than one sound in four (or two near ones) farther.
func TestRespellSoundsGerman(t *testing.T) {
	toks := appendixD()
	german := make([]string, len(toks))
	for i, tok := range toks {
		german[i] = tok.Respell("de")
	}
	ref := espeakIPA(t, "de", german)
	var report strings.Builder
	dist := map[string][]float64{}
	for _, lang := range respelledLangs() {
		respelled := make([]string, len(toks))
		raw := make([]string, len(toks))
		for i, tok := range toks {
			respelled[i] = tok.Respell(lang)
			raw[i] = tok.Spell(German)
		}
		got := espeakIPA(t, lang, respelled)
		plain := espeakIPA(t, lang, raw)
		var sum, sumPlain float64
		for i, tok := range toks {
			d := distance(sounds(ref[i]), sounds(got[i]))
			dp := distance(sounds(ref[i]), sounds(plain[i]))
			dist[lang] = append(dist[lang], d)
			sum += d
			sumPlain += dp
			fmt.Fprintf(&report, "%s %-12s %-22q %-26s %.2f  (German spelling %-22s %.2f)\n", lang, tok.Key(), respelled[i], got[i], d, plain[i], dp)
			switch lang {
			case "en", "pl", "cs":
				if d > maxSoundDistance {
					t.Errorf("%s: %q sounds %s, German %s: %.2f apart (at most %.2f)", lang, respelled[i], got[i], ref[i], d, maxSoundDistance)
				}
				if d > dp {
					t.Errorf("%s: the respelling %q (%s, %.2f) sounds farther from German %s than the German spelling (%s, %.2f)", lang, respelled[i], got[i], d, ref[i], plain[i], dp)
				}
			case "uk":
				if ru := dist["ru"][i]; d > ru+0.25 {
					t.Errorf("uk: %q sounds %s, %.2f from German %s; the Russian voice says the transcription %.2f from it", respelled[i], got[i], d, ref[i], ru)
				}
			}
		}
		n := float64(len(toks))
		fmt.Fprintf(&report, "%s: mean distance %.3f respelled, %.3f with the German spelling\n", lang, sum/n, sumPlain/n)
		if sum/n > maxSoundDistance {
			t.Errorf("%s: the Appendix D words sound %.2f from German on average (at most %.2f)", lang, sum/n, maxSoundDistance)
		}
	}
	t.Log("\n" + report.String())
}

// The other words of the vocabulary (the assistant's answers, the numbers)
// are respelled too: in every language they sound, on average, within
// maxAllDistance of the German ones, and in the languages written in Latin
// letters no word is more than half its sounds away.
const maxAllDistance = 0.2

func TestRespellAllSoundGerman(t *testing.T) {
	toks := All()
	german := make([]string, len(toks))
	for i, tok := range toks {
		german[i] = tok.Respell("de")
	}
	ref := espeakIPA(t, "de", german)
	for _, lang := range respelledLangs() {
		respelled := make([]string, len(toks))
		for i, tok := range toks {
			respelled[i] = tok.Respell(lang)
		}
		got := espeakIPA(t, lang, respelled)
		var sum, worst float64
		var worstAt int
		for i, tok := range toks {
			d := distance(sounds(ref[i]), sounds(got[i]))
			sum += d
			if d > worst {
				worst, worstAt = d, i
			}
			if lang != "ru" && lang != "uk" && d > 0.5 {
				t.Errorf("%s: %s %q sounds %s, German %s: %.2f apart", lang, tok.Key(), respelled[i], got[i], ref[i], d)
			}
		}
		mean := sum / float64(len(toks))
		t.Logf("%s: %d words, mean distance %.3f, farthest %s %q (%.2f)", lang, len(toks), mean, toks[worstAt].Key(), respelled[worstAt], worst)
		if mean > maxAllDistance {
			t.Errorf("%s: the vocabulary sounds %.3f from German on average (at most %.2f)", lang, mean, maxAllDistance)
		}
	}
}
