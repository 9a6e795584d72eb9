package spoken

// The appliance's lines (ui.Said): printed messages of the catalogue
// that are said aloud too, by every voice. The literal text of a
// message between its verbs is a clip of the language's prompt pack;
// the values put into it are said from clips too: the labels of the
// catalogue (a setting's name, a choice, a request), a language's name
// in its own voice, numbers, and any other value sign by sign (a
// board's name too: a brand, Brand). German, whose numbers and moves are the words of the
// announcement pack, has a prompt pack of these clips alone.

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"

	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/phonetic"
	"github.com/rochade/rochade/voices"
	"github.com/rochade/rochade/voices/speech"
)

// Said is a line, or a part of one, as printed and as spoken.
type Said struct {
	Text  string
	Words []speech.Word
}

// Add returns s followed by t, with a space between their texts.
func (s Said) Add(t Said) Said {
	text := s.Text
	if text != "" && t.Text != "" {
		text += " "
	}
	return Said{Text: text + t.Text, Words: append(append([]speech.Word(nil), s.Words...), t.Words...)}
}

// Teller words the messages of ui.Said in the language of its printer.
type Teller struct {
	p  *ui.Printer
	sp phonetic.Spelling
	r  *Renderer // the number words; nil: German, numbers of the announcement pack
	// labels finds the clip of a label by its text.
	labels map[string]string
}

// NewTeller returns the teller of p's language; sp spells the German
// words of Appendix D (the moves).
func NewTeller(p *ui.Printer, sp phonetic.Spelling) *Teller {
	return &Teller{p: p, sp: sp, r: New(p.Lang(), sp), labels: labelClips(p.Lang())}
}

// Printer returns the teller's printer.
func (t *Teller) Printer() *ui.Printer { return t.p }

// verbRe finds the verbs of a message: %s, %d, %[2]s, %.1f; %% is no verb.
var verbRe = regexp.MustCompile(`%(\[(\d+)\])?[-+# 0]*\d*(\.\d+)?[a-zA-Z%]`)

// piece is a literal text or a verb of a message.
type piece struct {
	lit string
	arg int // the verb's argument, from 0; -1 for a literal
}

// pieces splits a message into its literal texts and its verbs.
func pieces(text string) []piece {
	var out []piece
	next := 0
	at := 0
	for _, m := range verbRe.FindAllStringSubmatchIndex(text, -1) {
		if text[m[1]-1] == '%' {
			continue // %%: part of the literal text
		}
		if m[0] > at {
			out = append(out, piece{lit: text[at:m[0]], arg: -1})
		}
		arg := next
		if m[4] >= 0 {
			n, _ := strconv.Atoi(text[m[4]:m[5]])
			arg = n - 1
		}
		next = arg + 1
		out = append(out, piece{arg: arg})
		at = m[1]
	}
	if at < len(text) {
		out = append(out, piece{lit: text[at:], arg: -1})
	}
	for i := range out {
		out[i].lit = strings.ReplaceAll(out[i].lit, "%%", "%")
	}
	return out
}

// msgClip names the clip of the i-th speakable literal of the message
// text under key (a counted message's form included: "menu-copied.one").
func msgClip(key ui.Key, i int) string { return "m_" + string(key) + "_" + strconv.Itoa(i) }

// Msg words message key with args in the places of its verbs.
func (t *Teller) Msg(key ui.Key, args ...Said) Said {
	return t.fill(key, t.text(key), args)
}

// Plural words the form of message key that the count n takes; n is
// not added to args.
func (t *Teller) Plural(key ui.Key, n int, args ...Said) Said {
	form := key + "." + ui.Key(t.p.Language().Plural(n))
	return t.fill(form, t.text(form), args)
}

func (t *Teller) text(key ui.Key) string {
	if s, ok := t.p.Language().Messages[key]; ok {
		return s
	}
	return t.p.Sprintf(key)
}

func (t *Teller) fill(key ui.Key, text string, args []Said) Said {
	var out Said
	var b strings.Builder
	i := 0
	for _, pc := range pieces(text) {
		if pc.arg < 0 {
			b.WriteString(pc.lit)
			if s := speakable(pc.lit); s != "" {
				i++
				out.Words = append(out.Words, speech.Word{Prompt: msgClip(key, i), Text: s})
			}
			continue
		}
		if pc.arg < len(args) {
			b.WriteString(args[pc.arg].Text)
			out.Words = append(out.Words, args[pc.arg].Words...)
		}
	}
	out.Text = b.String()
	return out
}

// Number says n.
func (t *Teller) Number(n int) Said {
	return Said{Text: strconv.Itoa(n), Words: t.numberWords(n)}
}

// NumberOf says n as it counts a unit (ui.Spoken.Units: "second",
// "minute" …), in the unit's gender: Russian "одна" of a second.
func (t *Teller) NumberOf(n int, unit string) Said {
	if t.r == nil {
		return t.Number(n)
	}
	return Said{Text: strconv.Itoa(n), Words: t.r.numberWords(n, t.r.c.Units[unit].Gender)}
}

func (t *Teller) numberWords(n int) []speech.Word {
	if t.r != nil {
		return t.r.numberWords(n, ui.Masculine)
	}
	if out, ok := t.germanNumber(n); ok {
		return out
	}
	var out []speech.Word
	for _, d := range strconv.Itoa(max(n, 0)) {
		out = append(out, speech.Word{Token: phonetic.Num0 + phonetic.Token(d-'0')})
	}
	return out
}

// germanNumber says n in German: up to 200 the number words of the
// announcement vocabulary, and beyond them from the prompt pack's
// hundreds (300 to 900) and thousands ("eintausend", "zwei" "tausend")
// with the vocabulary's words for the rest. It tells false where it has
// no words (a million and more).
func (t *Teller) germanNumber(n int) ([]speech.Word, bool) {
	if toks, err := phonetic.Number(nil, n); err == nil {
		return speech.Tokens(toks), true
	}
	more := t.p.Language().MoreNumbers
	if more == nil || n < 0 || n >= 1000000 {
		return nil, false
	}
	var out []speech.Word
	if k := n / 1000; k == 1 && more.Numbers["1000"] != "" {
		out = append(out, numberWord(ui.NumberWord{Key: "1000", Text: more.Numbers["1000"]}))
	} else if k > 0 {
		ks, ok := t.germanNumber(k)
		if !ok {
			return nil, false
		}
		out = append(append(out, ks...), numberWord(more.ThousandWord(k)))
	}
	switch h := n % 1000 / 100; h {
	case 0:
	case 1:
		out = append(out, speech.Word{Token: phonetic.Hundred})
	case 2:
		out = append(out, speech.Word{Token: phonetic.TwoHundred})
	default:
		key := strconv.Itoa(h * 100)
		text, ok := more.Numbers[key]
		if !ok {
			return nil, false
		}
		out = append(out, numberWord(ui.NumberWord{Key: key, Text: text}))
	}
	if r := n % 100; r > 0 {
		toks, _ := phonetic.Number(nil, r)
		out = append(out, speech.Tokens(toks)...)
	}
	return out, true
}

// Tokens says German words of Appendix D (moves, squares).
func (t *Teller) Tokens(toks []phonetic.Token) Said {
	return Said{Text: phonetic.Text(toks, t.sp), Words: speech.Tokens(toks)}
}

// Label says the text of a label: a message of ui.Said, a request's
// label, a language's name (in its own voice); any other text is said
// as a value (Value).
func (t *Teller) Label(text string) Said {
	if key, ok := t.labels[text]; ok {
		return Said{Text: text, Words: []speech.Word{{Prompt: key, Text: text}}}
	}
	return t.Value(text)
}

// Brand says a brand, such as a board's name (a protocol's Title), with
// no clip of its own, so that a new one needs none in any pack: a prompt
// pack spells it with its clips of the Latin letters and numbers (as a
// value), a synthesiser (the system's speech) is given the name whole
// and reads it its own way.
func (t *Teller) Brand(name string) Said {
	s := t.Value(name)
	for _, w := range s.Words {
		if w.Prompt == "" {
			return s // German number words: said as a value
		}
	}
	for i := range s.Words {
		s.Words[i].Text = ""
	}
	if len(s.Words) > 0 {
		s.Words[0].Text = name
	}
	return s
}

// signs are the signs a value says, by their messages.
var signs = map[rune]ui.Key{'.': ui.SayPoint, '+': ui.SayPlus, '-': ui.SayMinus, '/': ui.SaySlash, ':': ui.SayColon, ',': ui.SayComma}

// Value says a value as it is written: a decimal number with its point
// and each digit after it, other runs of digits as numbers (a rating
// 1850 as "one thousand eight hundred fifty"), but digit by digit where
// they are no quantity (a code that starts with 0, a port after ":", a
// run of more than six digits), the signs . + - / : , by their names, Latin
// letters one by one, spaces as a pause and any other sign as a sign.
func (t *Teller) Value(s string) Said {
	out := Said{Text: s}
	if i := strings.IndexByte(s, '.'); i > 0 && i < len(s)-1 && strings.Count(s, ".") == 1 {
		if _, err := strconv.ParseFloat(s, 64); err == nil && !strings.ContainsAny(s, "eEinIN+-") {
			n, _ := strconv.Atoi(s[:i])
			out.Words = append(t.numberWords(n), t.Msg(ui.SayPoint).Words...)
			for _, d := range s[i+1:] {
				out.Words = append(out.Words, t.numberWords(int(d-'0'))...)
			}
			return out
		}
	}
	rs := []rune(s)
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		switch {
		case r >= '0' && r <= '9':
			j := i
			for j < len(rs) && rs[j] >= '0' && rs[j] <= '9' {
				j++
			}
			n, err := strconv.Atoi(string(rs[i:j]))
			// A quantity is said as a number; a run that starts with 0
			// (a code), a port (after ":", three digits or more) and a
			// run of more than six digits, digit by digit.
			code := j-i > 6 || j-i > 1 && rs[i] == '0' || i > 0 && rs[i-1] == ':' && j-i >= 3
			if err == nil && !code {
				out.Words = append(out.Words, t.numberWords(n)...)
			} else {
				for _, d := range rs[i:j] {
					out.Words = append(out.Words, t.numberWords(int(d-'0'))...)
				}
			}
			i = j - 1
		case r < unicode.MaxASCII && unicode.IsLetter(r):
			c := string(unicode.ToLower(r))
			out.Words = append(out.Words, speech.Word{Prompt: "letter_" + c, Text: c})
		case unicode.IsSpace(r):
		default:
			key, ok := signs[r]
			if !ok {
				key = ui.SayOther
			}
			out.Words = append(out.Words, t.Msg(key).Words...)
		}
	}
	return out
}

// labelClipsOf caches labelClips by language.
var labelClipsOf sync.Map // ui.Lang → map[string]string

// labelClips maps the texts of lang's labels to their clips: the
// messages of ui.Said without verbs, the requests' labels, the
// languages' names and the boards' names.
func labelClips(lang ui.Lang) map[string]string {
	if m, ok := labelClipsOf.Load(lang); ok {
		return m.(map[string]string)
	}
	m := map[string]string{}
	for _, w := range saidVocabulary(lang) {
		if w.label {
			m[w.Text] = w.Key
		}
	}
	for _, l := range ui.Langs() {
		m[l.Name()] = languageClip(l)
	}
	labelClipsOf.Store(lang, m)
	return m
}

// languageClip names the clip of a language's name, in its own pack.
func languageClip(l ui.Lang) string { return "language_" + string(l) }

// saidWord is a word of the appliance's vocabulary; label marks a clip
// that says a whole label.
type saidWord struct {
	voices.Word
	label bool
}

// saidVocabulary returns the appliance's words in lang: the literal
// texts of the messages of ui.Said, the requests' labels, the Latin
// letters and the language's own name. A board's name is a brand, the
// same in every language, and has no clip: it is said as a value, sign
// by sign (Brand), so that a protocol added to the table needs no clip
// in any pack.
func saidVocabulary(lang ui.Lang) []saidWord {
	l := lang.Language()
	if l == nil {
		return nil
	}
	var out []saidWord
	forms := []string{""}
	for _, f := range []string{"zero", "one", "two", "few", "many", "other"} {
		forms = append(forms, "."+f)
	}
	for _, key := range ui.Said {
		for _, f := range forms {
			k := key + ui.Key(f)
			text, ok := l.Messages[k]
			if !ok {
				continue
			}
			ps := pieces(text)
			i := 0
			for _, pc := range ps {
				if s := speakable(pc.lit); pc.arg < 0 && s != "" {
					i++
					out = append(out, saidWord{voices.Word{Key: msgClip(k, i), Text: s}, len(ps) == 1 && s == text})
				}
			}
		}
	}
	names := make([]string, 0, len(l.Requests))
	for name := range l.Requests {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		if label := l.Requests[name].Label; label != "" {
			out = append(out, saidWord{voices.Word{Key: "r_" + name, Text: label}, true})
		}
	}
	if more := l.MoreNumbers; l.Spoken == nil && more != nil {
		// German: the numbers its announcement vocabulary lacks.
		keys := make([]string, 0, len(more.Numbers))
		for k := range more.Numbers {
			keys = append(keys, k)
		}
		slices.SortFunc(keys, func(a, b string) int {
			x, _ := strconv.Atoi(a)
			y, _ := strconv.Atoi(b)
			return x - y
		})
		for _, k := range keys {
			out = append(out, saidWord{voices.Word{Key: "number_" + k, Text: more.Numbers[k]}, false})
		}
		seen := map[string]bool{}
		for _, k := range []int{1, 2, 5} {
			if w := more.ThousandWord(k); !seen[w.Key] {
				seen[w.Key] = true
				out = append(out, saidWord{voices.Word{Key: w.Key, Text: w.Text}, false})
			}
		}
	}
	for c := 'a'; c <= 'z'; c++ {
		out = append(out, saidWord{voices.Word{Key: "letter_" + string(c), Text: string(c)}, false})
	}
	out = append(out, saidWord{voices.Word{Key: languageClip(lang), Text: l.Name}, false})
	return out
}
