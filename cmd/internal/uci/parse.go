package uci

import (
	"strconv"
	"strings"
)

// Kind is the kind of a line an engine prints.
type Kind uint8

// The kinds of engine lines ParseLine tells apart.
const (
	Unknown  Kind = iota // anything else, including an empty line
	UCIOK                // "uciok": the engine has sent its id and options
	ReadyOK              // "readyok": the answer to "isready"
	ID                   // "id name …" or "id author …"
	Option               // "option name … type …"
	BestMove             // "bestmove <move> [ponder <move>]"
	Info                 // "info …"
)

var kindNames = [...]string{"unknown", "uciok", "readyok", "id", "option", "bestmove", "info"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// Line is one line of an engine's output, as ParseLine reads it. Only the
// fields of its Kind are set.
type Line struct {
	Kind Kind

	// ID: Key is "name" or "author" (or another word the engine used),
	// Value the rest of the line.
	Key, Value string

	// Option: the option the engine declares.
	Option OptionSpec

	// BestMove: the move and the expected reply as the engine wrote them
	// (UCI long algebraic, "0000" or "(none)"); Ponder may be empty.
	Move, Ponder string

	// Info: the search information.
	Info InfoLine
}

// OptionSpec is an option an engine declares with "option name …".
type OptionSpec struct {
	Name    string   // as the engine spells it; UCI option names ignore case
	Type    string   // check, spin, combo, button or string
	Default string   // "" when none is given or the engine wrote "<empty>"
	Min     int      // spin only, when HasMin
	Max     int      // spin only, when HasMax
	HasMin  bool     // a valid "min" was given
	HasMax  bool     // a valid "max" was given
	Vars    []string // combo only: the values allowed
}

// Bound tells whether a score is exact or only a bound.
type Bound uint8

// The bounds a score may carry.
const (
	Exact      Bound = iota
	LowerBound       // the score is at least this
	UpperBound       // the score is at most this
)

func (b Bound) String() string {
	switch b {
	case LowerBound:
		return "lowerbound"
	case UpperBound:
		return "upperbound"
	}
	return "exact"
}

// Score is an engine's evaluation. In an InfoLine it is from the point of
// view of the side to move, as the engine prints it; in a Result it is from
// White's point of view.
type Score struct {
	// Mate is true when Value counts moves to mate rather than centipawns.
	Mate bool
	// Value is in centipawns, or, when Mate, the number of moves to mate:
	// positive when the side the score is seen from mates, negative when
	// it is mated.
	Value int
	Bound Bound
}

// String writes the score as "+0.35", "-1.20", "mate 3" or "mate -2",
// followed by " lowerbound" or " upperbound" for a bound.
func (s Score) String() string {
	var b []byte
	if s.Mate {
		b = append(b, "mate "...)
		b = strconv.AppendInt(b, int64(s.Value), 10)
	} else {
		v := s.Value
		if v < 0 {
			b = append(b, '-')
			v = -v
		} else {
			b = append(b, '+')
		}
		b = strconv.AppendInt(b, int64(v/100), 10)
		b = append(b, '.', byte('0'+v%100/10), byte('0'+v%10))
	}
	if s.Bound != Exact {
		b = append(b, ' ')
		b = append(b, s.Bound.String()...)
	}
	return string(b)
}

// negate turns the score to the other side's point of view.
func (s Score) negate() Score {
	s.Value = -s.Value
	switch s.Bound {
	case LowerBound:
		s.Bound = UpperBound
	case UpperBound:
		s.Bound = LowerBound
	}
	return s
}

// InfoLine is what an "info" line says. Numbers the engine did not send,
// or sent in a form that cannot be read, are zero.
type InfoLine struct {
	Depth    int
	SelDepth int
	MultiPV  int // 0 when not given (the engine then has only one line)
	HasScore bool
	Score    Score // from the side to move's point of view
	Nodes    int64
	NPS      int64
	TimeMS   int64    // milliseconds searched
	PV       []string // the principal variation in UCI moves
	CurrMove string
	String   string // the text of "info string …"
}

// maxField is the longest number of tokens kept for a list (pv, var) so
// that a runaway line cannot make a huge slice.
const maxField = 256

// ParseLine reads one line of an engine's output. It never fails and never
// panics: whatever it cannot read is Unknown, or, inside a line it knows,
// a field left zero. Tokens may be separated by any white space.
func ParseLine(s string) Line {
	t := tokenizer{s: s}
	first, ok := t.next()
	if !ok {
		return Line{}
	}
	switch first {
	case "uciok":
		return Line{Kind: UCIOK}
	case "readyok":
		return Line{Kind: ReadyOK}
	case "id":
		key, ok := t.next()
		if !ok {
			return Line{}
		}
		return Line{Kind: ID, Key: key, Value: t.rest()}
	case "bestmove":
		mv, ok := t.next()
		if !ok {
			return Line{}
		}
		l := Line{Kind: BestMove, Move: mv}
		if w, ok := t.next(); ok && w == "ponder" {
			l.Ponder, _ = t.next()
		}
		return l
	case "option":
		return parseOption(&t)
	case "info":
		return Line{Kind: Info, Info: parseInfo(&t)}
	}
	return Line{}
}

func parseOption(t *tokenizer) Line {
	var o OptionSpec
	var key string // the keyword whose value is being read
	var val []string
	flush := func() {
		v := strings.Join(val, " ")
		switch key {
		case "name":
			o.Name = v
		case "type":
			o.Type = v
		case "default":
			if v != "<empty>" {
				o.Default = v
			}
		case "min":
			if n, err := strconv.Atoi(v); err == nil {
				o.Min, o.HasMin = n, true
			}
		case "max":
			if n, err := strconv.Atoi(v); err == nil {
				o.Max, o.HasMax = n, true
			}
		case "var":
			if len(o.Vars) < maxField {
				o.Vars = append(o.Vars, v)
			}
		}
		val = val[:0]
	}
	for {
		w, ok := t.next()
		if !ok {
			break
		}
		switch w {
		case "name", "type", "default", "min", "max", "var":
			// "name" is the first keyword; any later one ends the name.
			if key != "" || w == "name" {
				flush()
				key = w
				continue
			}
		}
		if len(val) < maxField {
			val = append(val, w)
		}
	}
	flush()
	if o.Name == "" || o.Type == "" {
		return Line{}
	}
	return Line{Kind: Option, Option: o}
}

func parseInfo(t *tokenizer) InfoLine {
	var in InfoLine
	w, ok := t.next()
	for ok {
		switch w {
		case "depth":
			in.Depth = t.int()
		case "seldepth":
			in.SelDepth = t.int()
		case "multipv":
			in.MultiPV = t.int()
		case "nodes":
			in.Nodes = t.int64()
		case "nps":
			in.NPS = t.int64()
		case "time":
			in.TimeMS = t.int64()
		case "currmove":
			in.CurrMove, _ = t.next()
		case "string":
			in.String = t.rest()
			return in
		case "score":
			w, ok = parseScore(t, &in)
			continue
		case "pv":
			in.PV = in.PV[:0]
			for {
				w, ok = t.next()
				if !ok || infoKeyword(w) {
					break
				}
				if len(in.PV) < maxField {
					in.PV = append(in.PV, w)
				}
			}
			continue
		}
		w, ok = t.next()
	}
	return in
}

// parseScore reads "cp N" or "mate N" and an optional bound after "score";
// it returns the token that follows.
func parseScore(t *tokenizer, in *InfoLine) (string, bool) {
	w, ok := t.next()
	if !ok {
		return w, ok
	}
	var s Score
	switch w {
	case "cp", "mate":
		n, err := strconv.Atoi(t.peek())
		if err != nil {
			return t.next()
		}
		t.next()
		s.Mate, s.Value = w == "mate", n
	default:
		return w, ok
	}
	w, ok = t.next()
	switch w {
	case "lowerbound":
		s.Bound = LowerBound
		w, ok = t.next()
	case "upperbound":
		s.Bound = UpperBound
		w, ok = t.next()
	}
	in.Score, in.HasScore = s, true
	return w, ok
}

func infoKeyword(w string) bool {
	switch w {
	case "depth", "seldepth", "time", "nodes", "pv", "multipv", "score", "currmove",
		"currmovenumber", "hashfull", "nps", "tbhits", "sbhits", "cpuload", "string",
		"refutation", "currline", "wdl":
		return true
	}
	return false
}

// tokenizer splits a line at white space without allocating.
type tokenizer struct {
	s string
	i int
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f'
}

func (t *tokenizer) skip() {
	for t.i < len(t.s) && isSpace(t.s[t.i]) {
		t.i++
	}
}

func (t *tokenizer) next() (string, bool) {
	t.skip()
	start := t.i
	for t.i < len(t.s) && !isSpace(t.s[t.i]) {
		t.i++
	}
	return t.s[start:t.i], t.i > start
}

func (t *tokenizer) peek() string {
	save := t.i
	w, _ := t.next()
	t.i = save
	return w
}

// rest returns the remainder of the line without its outer white space.
func (t *tokenizer) rest() string {
	t.skip()
	end := len(t.s)
	for end > t.i && isSpace(t.s[end-1]) {
		end--
	}
	r := t.s[t.i:end]
	t.i = len(t.s)
	return r
}

func (t *tokenizer) int() int {
	if n, err := strconv.Atoi(t.peek()); err == nil {
		t.next()
		return n
	}
	return 0
}

func (t *tokenizer) int64() int64 {
	if n, err := strconv.ParseInt(t.peek(), 10, 64); err == nil {
		t.next()
		return n
	}
	return 0
}
