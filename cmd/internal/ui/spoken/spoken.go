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

// Gender of a counted word: the numbers one and two take its form.
type gender int

const (
	masculine gender = iota
	feminine
	neuter
)

// form is a plural form: one, few, many.
type form int

const (
	one form = iota
	few
	many
)

// unit is a counted word with its forms and gender.
type unit struct {
	forms  [3]string // one, few, many
	gender gender
}

// catalogue is the spoken wording of one language.
type catalogue struct {
	lang ui.Lang
	// espeak is the espeak-ng voice the generated pack is spoken with.
	espeak string
	msgs   map[string]string
	// nums are the number words: "0" to "19", the tens "20" to "90",
	// "100", "200", "300", and the forms of one and two for the other
	// genders ("1f", "2f", "1n", "2n") where they differ.
	nums  map[string]string
	units map[string]unit // hour, minute, second, move
	// plural gives the form a count takes.
	plural func(n int) form
	// compoundOne: in a compound number (21, 31 …) one keeps its
	// masculine form whatever the gender (Polish "dwadzieścia jeden
	// minut").
	compoundOne bool
}

// catalogues are the languages with a prompt pack.
var catalogues = map[ui.Lang]*catalogue{}

// msgOrder is the order of the messages in a pack.
var msgOrder = []string{
	"time_white", "time_black", "clocks", "control",
	"time_left_white", "time_left_black",
	"flag_white", "flag_black",
	"wins_white", "wins_black", "draw",
	"resigns_white", "resigns_black", "game_over",
	"no_move_yet", "unknown_request",
	"new_game", "set_up", "confirm_new", "start_shown",
	"board_back", "board_gone", "board_silent", "position_ok",
	"save_failed", "saved", "engine_restarted",
	"on_board", "shows_earlier_white", "shows_earlier_black",
	"check_position", "check_position_many", "fix_clear", "fix_place_white", "fix_place_black",
	"discrepancy_white", "discrepancy_black", "board_move", "board_no_move",
	"while_away", "sided_white", "sided_black",
	"help", "help_key",
	"name_time", "name_repeat", "name_last_moves", "name_pieces_white", "name_pieces_black",
	"name_board", "name_hint", "name_take_back",
	"engine_move", "make_move", "hint", "level",
	"square_white", "square_black", "square_empty",
	"equal", "better_white", "better_black", "winning_white", "winning_black",
	"mates_white", "mates_black", "score", "touched",
	"caught_up", "order_unknown",
}

var numOrder = []string{
	"0", "1", "1f", "1n", "2", "2f", "2n", "3", "4", "5", "6", "7", "8", "9",
	"10", "11", "12", "13", "14", "15", "16", "17", "18", "19",
	"20", "30", "40", "50", "60", "70", "80", "90", "100", "200", "300",
}

var unitOrder = []string{"hour", "minute", "second", "move"}

var formNames = [3]string{"one", "few", "many"}

// Langs returns the languages that have a prompt pack, sorted.
func Langs() []ui.Lang {
	return []ui.Lang{ui.Czech, ui.English, ui.Polish, ui.Russian, ui.Ukrainian}
}

// Has tells whether lang has its own spoken wording; German and
// languages without one speak the German lines of package announce.
func Has(lang ui.Lang) bool { return catalogues[lang] != nil }

// EspeakVoice returns the espeak-ng voice that speaks lang's pack.
func EspeakVoice(lang ui.Lang) string {
	if c := catalogues[lang]; c != nil {
		return c.espeak
	}
	return ""
}

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
func clipKey(msg string, i int) string { return fmt.Sprintf("%s_%d", msg, i) }

// Vocabulary returns the words of lang's prompt pack: every speakable
// literal of every template, the number words and the units' forms.
func Vocabulary(lang ui.Lang) []voices.Word {
	c := catalogues[lang]
	if c == nil {
		return nil
	}
	var out []voices.Word
	for _, m := range msgOrder {
		i := 0
		for _, s := range parse(c.msgs[m]) {
			if t := speakable(s.lit); s.slot == "" && t != "" {
				i++
				out = append(out, voices.Word{Key: clipKey(m, i), Text: t})
			}
		}
	}
	for _, n := range numOrder {
		if t, ok := c.nums[n]; ok {
			out = append(out, voices.Word{Key: "number_" + n, Text: t})
		}
	}
	for _, u := range unitOrder {
		for f, t := range c.units[u].forms {
			if f > 0 && t == c.units[u].forms[f-1] {
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
	c := catalogues[lang]
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
func (r *Renderer) msg(key string, slots map[string]part) part {
	var p part
	i := 0
	for _, s := range parse(r.c.msgs[key]) {
		if s.slot != "" {
			q, ok := slots[s.slot]
			if !ok {
				panic("spoken: no value for slot " + s.slot + " of " + key)
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
func (r *Renderer) number(n int, g gender) part {
	return part{text: strconv.Itoa(n), words: r.numberWords(n, g)}
}

func (r *Renderer) num(key string) speech.Word {
	return speech.Word{Prompt: "number_" + key, Text: r.c.nums[key]}
}

// numberWords says n (0 to 399 in words, digit by digit beyond).
func (r *Renderer) numberWords(n int, g gender) []speech.Word {
	if n < 0 || n >= 400 {
		var out []speech.Word
		for _, d := range strconv.Itoa(max(n, 0)) {
			out = append(out, r.num(string(d)))
		}
		return out
	}
	var out []speech.Word
	if h := n / 100; h > 0 {
		out = append(out, r.num(strconv.Itoa(h*100)))
		n %= 100
		if n == 0 {
			return out
		}
	}
	compound := len(out) > 0
	if n >= 20 {
		out = append(out, r.num(strconv.Itoa(n/10*10)))
		n %= 10
		if n == 0 {
			return out
		}
		compound = true
	}
	key := strconv.Itoa(n)
	if (n == 1 || n == 2) && !(compound && r.c.compoundOne && n == 1) {
		suffix := map[gender]string{feminine: "f", neuter: "n"}[g]
		if _, ok := r.c.nums[key+suffix]; ok && suffix != "" {
			key += suffix
		}
	}
	return append(out, r.num(key))
}

// count is n and the unit in the form n takes: "4 хода".
func (r *Renderer) count(n int, u string) part {
	un := r.c.units[u]
	f := r.c.plural(n)
	key := u + "_" + formNames[f]
	for f > 0 && un.forms[f] == un.forms[f-1] {
		f--
		key = u + "_" + formNames[f]
	}
	w := un.forms[f]
	words := append(r.numberWords(n, un.gender), speech.Word{Prompt: key, Text: w})
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

func side(c notation.Color) string {
	if c == notation.Black {
		return "black"
	}
	return "white"
}

// line renders l.
func (r *Renderer) line(l announce.Line) part {
	switch f := l.Fact.(type) {
	case announce.ClockFact:
		p := r.msg("time_"+side(f.ToMove), map[string]part{"n": r.number(f.MoveNumber, masculine)})
		if f.Timed {
			p.add(r.msg("clocks", map[string]part{"white": r.duration(f.White), "black": r.duration(f.Black)}))
		}
		if f.MovesToControl > 0 {
			p.add(r.msg("control", map[string]part{"moves": r.count(f.MovesToControl, "move")}))
		}
		return p
	case announce.TimeLeftFact:
		return r.msg("time_left_"+side(f.Side), map[string]part{"time": r.duration(f.Left)})
	case announce.FlagFallFact:
		return r.msg("flag_"+side(f.Side), nil)
	case announce.ResultFact:
		switch f.Result {
		case "1-0":
			return r.msg("wins_white", nil)
		case "0-1":
			return r.msg("wins_black", nil)
		}
		return r.msg("draw", nil)
	case announce.ResignedFact:
		return r.msg("resigns_"+side(f.Side), nil)
	case announce.Said:
		if k, ok := saidKeys[f]; ok {
			return r.msg(k, nil)
		}
	case announce.ShowsEarlierFact:
		return r.msg("shows_earlier_"+side(f.Side), map[string]part{"n": r.number(f.MoveNumber, masculine)})
	case announce.PutRightFact:
		var p part
		if f.Count > announce.MaxFixes {
			p = r.msg("check_position_many", map[string]part{"n": r.number(f.Count, neuter)})
		} else {
			p = r.msg("check_position", nil)
		}
		for i, fx := range f.Fixes {
			sq := r.tokens(announce.Square(nil, fx.Square))
			var q part
			if fx.Want == notation.NoPiece {
				q = r.msg("fix_clear", map[string]part{"square": sq})
			} else {
				q = r.msg("fix_place_"+side(fx.Want.Color()), map[string]part{
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
		p := r.msg("discrepancy_"+side(f.Side), map[string]part{"n": r.number(f.MoveNumber, masculine)})
		for i, m := range f.Moves {
			var q part
			if len(m.Move.Words) == 0 {
				q = r.msg("board_no_move", map[string]part{"n": r.number(m.Board, masculine)})
			} else {
				q = r.msg("board_move", map[string]part{"n": r.number(m.Board, masculine), "move": r.german(m.Move)})
			}
			if i < len(f.Moves)-1 {
				q.text += ","
			}
			p.add(q)
		}
		return p
	case announce.OnBoardFact:
		return r.msg("on_board", map[string]part{"n": r.number(f.Board, masculine), "line": r.line(f.Line)})
	case announce.WhileAwayFact:
		return r.msg("while_away", map[string]part{"move": r.line(f.Move)})
	case announce.CaughtUpFact:
		return r.msg("caught_up", map[string]part{"move": r.line(f.Move)})
	case announce.OrderUnknownFact:
		return r.msg("order_unknown", nil)
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
		return r.msg("sided_"+side(f.Side), map[string]part{"move": r.line(f.Move)})
	case announce.KeyHelpFact:
		p := r.msg("help", nil)
		for _, k := range f.Keys {
			p.add(r.msg("help_key", map[string]part{"n": r.number(k.Digit, masculine), "name": r.keyName(k.Name)}))
		}
		return p
	case announce.EngineMoveFact:
		key := "engine_move"
		if f.Made {
			key = "make_move"
		}
		return r.msg(key, map[string]part{"move": r.german(f.Move)})
	case announce.HintFact:
		return r.msg("hint", map[string]part{"move": r.german(f.Move)})
	case announce.LevelFact:
		return r.msg("level", map[string]part{"n": r.number(f.Level, masculine)})
	case announce.SquareFact:
		sq := r.tokens(announce.Square(nil, f.Square))
		if f.Piece == notation.NoPiece {
			return r.msg("square_empty", map[string]part{"square": sq})
		}
		return r.msg("square_"+side(f.Piece.Color()), map[string]part{
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
		return r.msg("touched", map[string]part{
			"piece":  r.tokens([]phonetic.Token{announce.PieceToken(f.Piece.Type())}),
			"square": r.tokens(announce.Square(nil, f.Square)),
		})
	}
	return r.german(l)
}

var saidKeys = map[announce.Said]string{
	announce.SaidGameOver:        "game_over",
	announce.SaidBoardBack:       "board_back",
	announce.SaidBoardGone:       "board_gone",
	announce.SaidBoardSilent:     "board_silent",
	announce.SaidBoardRight:      "position_ok",
	announce.SaidNewGame:         "new_game",
	announce.SaidSetUpNewGame:    "set_up",
	announce.SaidConfirmNew:      "confirm_new",
	announce.SaidStartShown:      "start_shown",
	announce.SaidSaveFailed:      "save_failed",
	announce.SaidSaved:           "saved",
	announce.SaidUnknownRequest:  "unknown_request",
	announce.SaidNoMoveYet:       "no_move_yet",
	announce.SaidEngineRestarted: "engine_restarted",
}

// keyName words the name of a key of the help (the German words the
// session gives) in the language; a name it does not know stays German.
func (r *Renderer) keyName(name []phonetic.Token) part {
	key := ""
	switch {
	case len(name) == 1 && name[0] == phonetic.TimeWord:
		key = "name_time"
	case len(name) == 1 && name[0] == phonetic.Repeat:
		key = "name_repeat"
	case len(name) == 1 && name[0] == phonetic.LastMoves:
		key = "name_last_moves"
	case len(name) == 2 && name[0] == phonetic.PiecesWord && name[1] == phonetic.White:
		key = "name_pieces_white"
	case len(name) == 2 && name[0] == phonetic.PiecesWord && name[1] == phonetic.Black:
		key = "name_pieces_black"
	case len(name) == 1 && name[0] == phonetic.Board:
		key = "name_board"
	case len(name) == 1 && name[0] == phonetic.Hint:
		key = "name_hint"
	case len(name) == 1 && name[0] == phonetic.TakeBack:
		key = "name_take_back"
	}
	if key == "" {
		return r.tokens(name)
	}
	return r.msg(key, nil)
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
		s, n := "white", e.Mate
		if n < 0 {
			s, n = "black", -n
		}
		return r.msg("mates_"+s, map[string]part{"moves": r.count(n, "move")})
	}
	cp, s := e.Centipawns, "white"
	if cp < 0 {
		cp, s = -cp, "black"
	}
	var p part
	switch {
	case cp < equalBelow:
		p = r.msg("equal", nil)
	case cp < winningFrom:
		p = r.msg("better_"+s, nil)
	default:
		p = r.msg("winning_"+s, nil)
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
	score := r.msg("score", map[string]part{"pawns": r.number(pawns, feminine), "tenths": r.number(tenths, feminine)})
	score.text = sign + strconv.Itoa(pawns) + "." + strconv.Itoa(tenths)
	p.text = strings.TrimSuffix(p.text, ".") + ","
	p.add(score)
	return p
}
