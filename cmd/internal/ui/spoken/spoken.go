// Package spoken words the assistant's own lines (the time and the move
// count, who is to move, a fallen flag, guidance for the boards, a new
// game, results, help) in the language of the run, printed and spoken:
// the session states facts (announce.Fact), this package turns them
// into the printed line and the phrase of clips that says it.
//
// Each language has a catalogue of message templates (texts_*.go). The
// literal text of a template between its slots ({n}, {move}, …) is one
// clip of the language's prompt pack, so the printed line and the
// spoken phrase say the same; the pack's vocabulary (Vocabulary) is
// made from the templates, the number words and the units. The moves,
// squares and pieces a message holds keep the German words of FIDE
// Appendix D and are spoken from the announcement pack.
//
// German needs no prompt pack: its lines are the announcement
// vocabulary itself (package announce) and are spoken from the default
// German pack.
package spoken

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
	"github.com/rochade/rochade/voices"
	"github.com/rochade/rochade/voices/speech"
)

// form is a plural form of a counted word: one, few, many.
type form int

const (
	one form = iota
	few
	many
)

// forms maps the plural categories of the CLDR onto the forms of a
// counted word: "two" takes the form of few, "zero" and "other" that of
// many.
var forms = map[string]form{"zero": many, "one": one, "two": few, "few": few, "many": many, "other": many}

var numOrder = []string{
	"0", "1", "1f", "1n", "2", "2f", "2n", "3", "4", "5", "6", "7", "8", "9",
	"10", "11", "12", "13", "14", "15", "16", "17", "18", "19",
	"20", "30", "40", "50", "60", "70", "80", "90", "100", "200", "300",
	"400", "500", "600", "700", "800", "900", "1000",
}

var unitOrder = []string{"hour", "minute", "second", "move", ui.Thousand}

var formNames = [3]string{"one", "few", "many"}

// catalogue is the spoken wording of one language, as its entry in
// package ui gives it.
type catalogue struct {
	lang ui.Lang
	*ui.Spoken
	plural func(n int) string
}

// catalogueOf returns the spoken wording of lang, or nil.
func catalogueOf(lang ui.Lang) *catalogue {
	l := lang.Language()
	if l == nil || l.Spoken == nil {
		return nil
	}
	c := &catalogue{lang: lang, Spoken: l.Spoken, plural: l.Plural}
	if l.Spoken.Plural != nil {
		c.plural = l.Spoken.Plural
	}
	return c
}

// keys returns the keys of the lines in order.
func (c *catalogue) keys() []ui.SpokenKey {
	out := make([]ui.SpokenKey, 0, len(c.Lines))
	for k := range c.Lines {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// Langs returns the languages that have a prompt pack, sorted: every
// language of the user interface (German's holds the appliance's lines
// alone, see said.go).
func Langs() []ui.Lang { return ui.Langs() }

// Has tells whether lang has its own spoken wording; German and
// languages without one speak the German lines of package announce.
func Has(lang ui.Lang) bool { return lang.Spoken() != nil }

// HasPack tells whether lang has a prompt pack: a language of the user
// interface.
func HasPack(lang ui.Lang) bool { return lang.Language() != nil }

// segment is a piece of a template: literal text or a slot.
type segment struct {
	lit  string
	slot string
}

func parse(tmpl string) []segment {
	var out []segment
	for tmpl != "" {
		i := strings.IndexByte(tmpl, '{')
		if i < 0 {
			out = append(out, segment{lit: tmpl})
			break
		}
		if i > 0 {
			out = append(out, segment{lit: tmpl[:i]})
		}
		j := strings.IndexByte(tmpl[i:], '}')
		if j < 0 {
			panic("spoken: unclosed slot in " + tmpl)
		}
		out = append(out, segment{slot: tmpl[i+1 : i+j]})
		tmpl = tmpl[i+j+1:]
	}
	return out
}

// speakable is the spoken part of literal text: without the spaces and
// punctuation around it; "" when nothing is left.
func speakable(lit string) string {
	return strings.TrimFunc(lit, func(r rune) bool {
		return unicode.IsSpace(r) || strings.ContainsRune(".,:;!?—–-", r)
	})
}

// clipKey names the clip of the i-th speakable literal of message msg.
func clipKey(msg ui.SpokenKey, i int) string { return fmt.Sprintf("%s_%d", msg, i) }

// Vocabulary returns the words of lang's prompt pack: every speakable
// literal of every template, the number words and the units' forms (for
// a language with spoken lines of its own), then the appliance's words
// (said.go).
func Vocabulary(lang ui.Lang) []voices.Word {
	out := spokenVocabulary(lang)
	for _, w := range saidVocabulary(lang) {
		out = append(out, w.Word)
	}
	return out
}

// spokenVocabulary returns the words of lang's spoken lines.
func spokenVocabulary(lang ui.Lang) []voices.Word {
	c := catalogueOf(lang)
	if c == nil {
		return nil
	}
	var out []voices.Word
	for _, m := range c.keys() {
		i := 0
		for _, s := range parse(c.Lines[m]) {
			if t := speakable(s.lit); s.slot == "" && t != "" {
				i++
				out = append(out, voices.Word{Key: clipKey(m, i), Text: t})
			}
		}
	}
	for _, n := range numOrder {
		if t, ok := c.Numbers[n]; ok {
			out = append(out, voices.Word{Key: "number_" + n, Text: t})
		}
	}
	var more []string // a language's words of its own ("21", "80-"), after the common ones
	for n := range c.Numbers {
		if !slices.Contains(numOrder, n) {
			more = append(more, n)
		}
	}
	slices.Sort(more)
	for _, n := range more {
		out = append(out, voices.Word{Key: "number_" + n, Text: c.Numbers[n]})
	}
	for _, u := range unitOrder {
		for f, t := range c.Units[u].Forms {
			if f > 0 && t == c.Units[u].Forms[f-1] {
				continue // the same word as the form before
			}
			out = append(out, voices.Word{Key: u + "_" + formNames[f], Text: t})
		}
	}
	return out
}

// part is a filled slot or a whole rendered line: printed text and the
// words that say it.
type part struct {
	text  string
	words []speech.Word
}

func (p *part) add(q part) {
	if q.text != "" {
		if p.text != "" && !strings.ContainsRune(".,:;", []rune(q.text)[0]) {
			p.text += " "
		}
		p.text += q.text
	}
	p.words = append(p.words, q.words...)
}

// Renderer words lines in one language for one printed spelling of the
// German words.
type Renderer struct {
	c  *catalogue
	sp phonetic.Spelling
}

// New returns the renderer of lang, or nil if lang has no spoken
// wording of its own (German).
func New(lang ui.Lang, sp phonetic.Spelling) *Renderer {
	c := catalogueOf(lang)
	if c == nil {
		return nil
	}
	return &Renderer{c: c, sp: sp}
}

// Render returns the printed line of l and the words that say it. A
// line without a fact (a move's announcement) is the German words of
// Appendix D, printed in the renderer's spelling.
func (r *Renderer) Render(l announce.Line) (string, []speech.Word) {
	p := r.line(l)
	return p.text, p.words
}

// msg fills message key with the slots.
func (r *Renderer) msg(key ui.SpokenKey, slots map[string]part) part {
	var p part
	i := 0
	for _, s := range parse(r.c.Lines[key]) {
		if s.slot != "" {
			q, ok := slots[s.slot]
			if !ok {
				panic("spoken: no value for slot " + s.slot + " of " + string(key))
			}
			p.text += q.text
			p.words = append(p.words, q.words...)
			continue
		}
		p.text += s.lit
		if t := speakable(s.lit); t != "" {
			i++
			p.words = append(p.words, speech.Word{Prompt: clipKey(key, i), Text: t})
		}
	}
	p.text = strings.TrimSpace(p.text)
	return p
}

// german is a line of German words as it is.
func (r *Renderer) german(l announce.Line) part {
	return part{text: l.Text(r.sp), words: speech.Tokens(l.Words)}
}

func (r *Renderer) tokens(toks []phonetic.Token) part {
	return part{text: phonetic.Text(toks, r.sp), words: speech.Tokens(toks)}
}

// number is n printed in digits and said in words, in the form of
// gender g.
func (r *Renderer) number(n int, g ui.Gender) part {
	return part{text: strconv.Itoa(n), words: r.numberWords(n, g)}
}

func (r *Renderer) num(key string) speech.Word {
	return speech.Word{Prompt: "number_" + key, Text: r.c.Numbers[key]}
}

// numberWords says n in words (ui.Spoken.NumberWords).
func (r *Renderer) numberWords(n int, g ui.Gender) []speech.Word {
	var out []speech.Word
	for _, w := range r.c.NumberWords(n, g) {
		out = append(out, numberWord(w))
	}
	return out
}

// numberWord is the clip of a number word: a number's ("number_80"),
// or a form of the word thousand ("thousand_few").
func numberWord(w ui.NumberWord) speech.Word {
	if w.Unit {
		return speech.Word{Prompt: w.Key, Text: w.Text}
	}
	return speech.Word{Prompt: "number_" + w.Key, Text: w.Text}
}

// count is n and the unit in the form n takes: "4 хода".
func (r *Renderer) count(n int, u string) part {
	un := r.c.Units[u]
	f := forms[r.c.plural(n)]
	key := u + "_" + formNames[f]
	for f > 0 && un.Forms[f] == un.Forms[f-1] {
		f--
		key = u + "_" + formNames[f]
	}
	w := un.Forms[f]
	words := append(r.numberWords(n, un.Gender), speech.Word{Prompt: key, Text: w})
	return part{text: strconv.Itoa(n) + " " + w, words: words}
}

// duration is a clock time: printed H:MM:SS, said in hours, minutes
// and seconds, leaving out what is zero.
func (r *Renderer) duration(d time.Duration) part {
	if d < 0 {
		d = 0
	}
	s := int(d / time.Second)
	h, m, sec := s/3600, s/60%60, s%60
	p := part{text: fmt.Sprintf("%d:%02d:%02d", h, m, sec)}
	for _, x := range []struct {
		n int
		u string
	}{{h, "hour"}, {m, "minute"}, {sec, "second"}} {
		if x.n > 0 {
			p.words = append(p.words, r.count(x.n, x.u).words...)
		}
	}
	if s == 0 {
		p.words = r.count(0, "second").words
	}
	return p
}

// bySide is the key of White's line or of Black's.
func bySide(c notation.Color, white, black ui.SpokenKey) ui.SpokenKey {
	if c == notation.Black {
		return black
	}
	return white
}

// line renders l.
func (r *Renderer) line(l announce.Line) part {
	switch f := l.Fact.(type) {
	case announce.ClockFact:
		p := r.msg(bySide(f.ToMove, ui.SpokenTimeWhite, ui.SpokenTimeBlack), map[string]part{"n": r.number(f.MoveNumber, ui.Masculine)})
		if f.Timed {
			p.add(r.msg(ui.SpokenClocks, map[string]part{"white": r.duration(f.White), "black": r.duration(f.Black)}))
		}
		if f.MovesToControl > 0 {
			p.add(r.msg(ui.SpokenControl, map[string]part{"moves": r.count(f.MovesToControl, "move")}))
		}
		return p
	case announce.TimeLeftFact:
		return r.msg(bySide(f.Side, ui.SpokenTimeLeftWhite, ui.SpokenTimeLeftBlack), map[string]part{"time": r.duration(f.Left)})
	case announce.FlagFallFact:
		return r.msg(bySide(f.Side, ui.SpokenFlagWhite, ui.SpokenFlagBlack), nil)
	case announce.ResultFact:
		switch f.Result {
		case "1-0":
			return r.msg(ui.SpokenWinsWhite, nil)
		case "0-1":
			return r.msg(ui.SpokenWinsBlack, nil)
		}
		return r.msg(ui.SpokenDraw, nil)
	case announce.ResignedFact:
		return r.msg(bySide(f.Side, ui.SpokenResignsWhite, ui.SpokenResignsBlack), nil)
	case announce.Said:
		if k, ok := saidKeys[f]; ok {
			return r.msg(k, nil)
		}
	case announce.ShowsEarlierFact:
		return r.msg(bySide(f.Side, ui.SpokenShowsEarlierWhite, ui.SpokenShowsEarlierBlack), map[string]part{"n": r.number(f.MoveNumber, ui.Masculine)})
	case announce.PutRightFact:
		var p part
		if f.Count > announce.MaxFixes {
			p = r.msg(ui.SpokenCheckPositionMany, map[string]part{"n": r.number(f.Count, ui.Neuter)})
		} else {
			p = r.msg(ui.SpokenCheckPosition, nil)
		}
		for i, fx := range f.Fixes {
			sq := r.tokens(announce.Square(nil, fx.Square))
			var q part
			if fx.Want == notation.NoPiece {
				q = r.msg(ui.SpokenFixClear, map[string]part{"square": sq})
			} else {
				q = r.msg(bySide(fx.Want.Color(), ui.SpokenFixPlaceWhite, ui.SpokenFixPlaceBlack), map[string]part{
					"square": sq,
					"piece":  r.tokens([]phonetic.Token{announce.PieceToken(fx.Want.Type())}),
				})
			}
			if i < len(f.Fixes)-1 {
				q.text += ","
			} else {
				q.text += "."
			}
			p.add(q)
		}
		return p
	case announce.DiscrepancyFact:
		p := r.msg(bySide(f.Side, ui.SpokenDiscrepancyWhite, ui.SpokenDiscrepancyBlack), map[string]part{"n": r.number(f.MoveNumber, ui.Masculine)})
		for i, m := range f.Moves {
			var q part
			if len(m.Move.Words) == 0 {
				q = r.msg(ui.SpokenBoardNoMove, map[string]part{"n": r.number(m.Board, ui.Masculine)})
			} else {
				q = r.msg(ui.SpokenBoardMove, map[string]part{"n": r.number(m.Board, ui.Masculine), "move": r.german(m.Move)})
			}
			if i < len(f.Moves)-1 {
				q.text += ","
			}
			p.add(q)
		}
		return p
	case announce.PairingCodeFact:
		code := part{text: f.Code}
		for _, d := range f.Code {
			if d >= '0' && d <= '9' {
				code.words = append(code.words, r.num(string(d)))
			}
		}
		return r.msg(ui.SpokenPairingCode, map[string]part{"code": code, "minutes": r.count(f.Minutes, "minute")})
	case announce.OnBoardFact:
		return r.msg(ui.SpokenOnBoard, map[string]part{"n": r.number(f.Board, ui.Masculine), "line": r.line(f.Line)})
	case announce.WhileAwayFact:
		return r.msg(ui.SpokenWhileAway, map[string]part{"move": r.line(f.Move)})
	case announce.CaughtUpFact:
		return r.msg(ui.SpokenCaughtUp, map[string]part{"move": r.line(f.Move)})
	case announce.OrderUnknownFact:
		return r.msg(ui.SpokenOrderUnknown, nil)
	case announce.SetUpFact:
		return r.msg(ui.SpokenSetUpPosition, map[string]part{"moves": r.count(f.Moves, "move")})
	case announce.SentencesFact:
		var p part
		for i, m := range f.Lines {
			q := r.line(m)
			if i < len(f.Lines)-1 && !strings.HasSuffix(q.text, ".") {
				q.text += "."
			}
			p.add(q)
		}
		return p
	case announce.SidedFact:
		return r.msg(bySide(f.Side, ui.SpokenSidedWhite, ui.SpokenSidedBlack), map[string]part{"move": r.line(f.Move)})
	case announce.KeyHelpFact:
		p := r.msg(ui.SpokenHelp, nil)
		for _, k := range f.Keys {
			p.add(r.msg(ui.SpokenHelpKey, map[string]part{"n": r.number(k.Digit, ui.Masculine), "name": r.keyName(k)}))
		}
		return p
	case announce.EngineMoveFact:
		key := ui.SpokenEngineMove
		if f.Made {
			key = ui.SpokenMakeMove
		}
		return r.msg(key, map[string]part{"move": r.german(f.Move)})
	case announce.HintFact:
		return r.msg(ui.SpokenHint, map[string]part{"move": r.german(f.Move)})
	case announce.LevelFact:
		return r.msg(ui.SpokenLevel, map[string]part{"n": r.number(f.Level, ui.Masculine)})
	case announce.SquareFact:
		sq := r.tokens(announce.Square(nil, f.Square))
		if f.Piece == notation.NoPiece {
			return r.msg(ui.SpokenSquareEmpty, map[string]part{"square": sq})
		}
		return r.msg(bySide(f.Piece.Color(), ui.SpokenSquareWhite, ui.SpokenSquareBlack), map[string]part{
			"square": sq,
			"piece":  r.tokens([]phonetic.Token{announce.PieceToken(f.Piece.Type())}),
		})
	case announce.ListFact:
		var p part
		for i, m := range f.Lines {
			q := r.line(m)
			if i < len(f.Lines)-1 {
				q.text += ","
			}
			p.add(q)
		}
		return p
	case announce.EvalFact:
		return r.eval(f)
	case announce.TouchFact:
		return r.msg(ui.SpokenTouched, map[string]part{
			"piece":  r.tokens([]phonetic.Token{announce.PieceToken(f.Piece.Type())}),
			"square": r.tokens(announce.Square(nil, f.Square)),
		})
	}
	return r.german(l)
}

var saidKeys = map[announce.Said]ui.SpokenKey{
	announce.SaidGameOver:        ui.SpokenGameOver,
	announce.SaidBoardBack:       ui.SpokenBoardBack,
	announce.SaidBoardGone:       ui.SpokenBoardGone,
	announce.SaidBoardSilent:     ui.SpokenBoardSilent,
	announce.SaidBoardRight:      ui.SpokenPositionOk,
	announce.SaidNewGame:         ui.SpokenNewGame,
	announce.SaidSetUpNewGame:    ui.SpokenSetUp,
	announce.SaidConfirmNew:      ui.SpokenConfirmNew,
	announce.SaidStartShown:      ui.SpokenStartShown,
	announce.SaidSaveFailed:      ui.SpokenSaveFailed,
	announce.SaidSaved:           ui.SpokenSaved,
	announce.SaidUnknownRequest:  ui.SpokenUnknownRequest,
	announce.SaidNoMoveYet:       ui.SpokenNoMoveYet,
	announce.SaidEngineRestarted: ui.SpokenEngineRestarted,
}

// keyName words the name of a key of the help in the language: the
// spoken line its key names; a name without one stays German.
func (r *Renderer) keyName(k announce.KeyName) part {
	if _, ok := r.c.Lines[ui.SpokenKey(k.Key)]; ok && k.Key != "" {
		return r.msg(ui.SpokenKey(k.Key), nil)
	}
	return r.tokens(k.Name)
}

// Thresholds of an evaluation, in centipawns, as package announce
// judges.
const (
	equalBelow  = 50
	winningFrom = 300
)

// eval words an engine's judgement: equal, better, winning or mate in
// N, and with Numbers the score in pawns ("+1.5", said "one point
// five").
func (r *Renderer) eval(f announce.EvalFact) part {
	e := f.Eval
	if e.Mate != 0 {
		mates, n := ui.SpokenMatesWhite, e.Mate
		if n < 0 {
			mates, n = ui.SpokenMatesBlack, -n
		}
		return r.msg(mates, map[string]part{"moves": r.count(n, "move")})
	}
	cp, better, winning := e.Centipawns, ui.SpokenBetterWhite, ui.SpokenWinningWhite
	if cp < 0 {
		cp, better, winning = -cp, ui.SpokenBetterBlack, ui.SpokenWinningBlack
	}
	var p part
	switch {
	case cp < equalBelow:
		p = r.msg(ui.SpokenEqual, nil)
	case cp < winningFrom:
		p = r.msg(better, nil)
	default:
		p = r.msg(winning, nil)
	}
	if !f.Numbers {
		return p
	}
	pawns, tenths := cp/100, (cp%100+5)/10
	if tenths == 10 {
		pawns, tenths = pawns+1, 0
	}
	sign := "+"
	if e.Centipawns < 0 {
		sign = "-"
	}
	score := r.msg(ui.SpokenScore, map[string]part{"pawns": r.number(pawns, ui.Feminine), "tenths": r.number(tenths, ui.Feminine)})
	score.text = sign + strconv.Itoa(pawns) + "." + strconv.Itoa(tenths)
	p.text = strings.TrimSuffix(p.text, ".") + ","
	p.add(score)
	return p
}
