package notation

import (
	"bytes"
	"io"
	"strconv"
	"strings"
)

// PGNReader reads games from PGN text, one at a time.
//
// It streams: it holds the text of the game being read and a fixed buffer
// (more while it looks ahead for the language of a game, at most 1 MiB
// ahead), never the whole file. The encoding is decided from the start of
// the file (UTF-8 with or without a byte-order mark, UTF-16 with one, else
// Latin-1); a file taken for UTF-8 is read as Latin-1 from the first game
// that is not valid UTF-8.
type PGNReader struct {
	// Lang forces the language of the piece letters; nil detects it for
	// each game from the whole game, and from the other games of the
	// file where a game reads in two languages.
	Lang *Lang
	// SkipVariations drops variations instead of keeping their text.
	SkipVariations bool
	// MovesOnly reads only what the moves need: of the tags, those that
	// set up the start position (FEN, SetUp, Variant) and Result; no
	// comments, variations or annotations (Notes stay empty). The moves,
	// the result and the errors are those of a full reading.
	MovesOnly bool

	src     io.Reader
	started bool
	srcDone bool   // src has no more bytes
	eof     bool   // data holds the text up to the end of the file
	prefix  []byte // bytes read to decide the encoding, not yet decoded
	tail    []byte // a sequence cut by the end of the last read
	tailBuf [4]byte
	scratch []byte
	readErr error
	epoch   int // counts the times the text after pos was decoded anew

	data     []byte // a window of the text, as UTF-8
	base     int64  // the offset in the text of data[0]
	pos      int    // where the next game starts, in data
	enc      Encoding
	bom      int
	games    int
	skipping bool // a game was cut: skip to the next tag line
	cut      bool // the game is read as if the window ended the file
	short    bool // the scan of a game needed text past the window

	// sizes, settable by tests
	readSize, encAhead, maxGame int

	// votes counts the games of each language (by index in detectOrder)
	// whose letters could only be read in it.
	votes        []int
	parent       *PGNReader // for a reader looking ahead, the reader it looks for
	lookahead    bool       // a reader looking ahead for the language does not look further
	lookingAhead bool       // a reader looking ahead shares the window: keep it
	decided      *Lang
	ahead        []aheadVote // the languages of the games after pos read so far
	aheadTo      int64       // how far they were read, in the text

	// Line counting, done only when an error needs it: c is the place
	// last counted to, k one from which counting may start again (the
	// window's start, or where the file was found to be Latin-1).
	cOff, cLine, kOff, kLine int
	cFile, kFile             int64

	// per-game scratch, reused
	toks     []moveTok
	notes    []pendingNote
	moves    [2][]Move
	tagText  []byte    // the text of the game's tags: values, and names not usual
	tagSpans []tagSpan // where each tag's text is in tagText
	letters  []rune    // the piece letters of the game's moves
	sigText  []byte    // the signatures of the languages tried for a game
}

type moveTok struct {
	start, end int // in data
	null       bool
}

type pendingNote struct {
	tok  int // index of the move token it follows (-1 before the first)
	note Note
}

// NewPGNReader returns a reader of the PGN text in r.
func NewPGNReader(r io.Reader) *PGNReader {
	return &PGNReader{src: r}
}

// Encoding returns the encoding the text is read in (after the first call
// of Next; Latin-1 from the first game that was not valid UTF-8 in a file
// that started as UTF-8).
func (pr *PGNReader) Encoding() Encoding { return pr.enc }

// where returns the line (from 1) and file byte offset of text offset off
// in data. off is not before the window's start or the change to Latin-1.
func (pr *PGNReader) where(off int) (int, int64) {
	if off > len(pr.data) {
		off = len(pr.data)
	}
	if off < pr.cOff {
		pr.cOff, pr.cLine, pr.cFile = pr.kOff, pr.kLine, pr.kFile
	}
	from := pr.cOff
	pr.cLine += bytes.Count(pr.data[from:off], []byte{'\n'})
	pr.cOff = off
	if pr.enc == UTF8 {
		pr.cFile = int64(pr.bom) + pr.base + int64(off)
	} else {
		pr.cFile += fileOffset(pr.data[from:off], off-from, pr.enc, 0)
	}
	return pr.cLine + 1, pr.cFile
}

// discard counts the lines and bytes of data[:k], which the window drops.
func (pr *PGNReader) discard(k int) {
	if k > pr.kOff {
		pr.where(k)
		pr.kOff, pr.kLine, pr.kFile = k, pr.cLine, pr.cFile
	}
	pr.kOff -= k
	pr.cOff -= k
}

func (pr *PGNReader) errAt(off int, err error) *PGNError {
	if pr.lookahead {
		return &PGNError{Err: err} // looking ahead: the place is not needed
	}
	line, o := pr.where(off)
	return &PGNError{Line: line, Offset: o, Err: err}
}

// atEnd notes that a scan reached the end of the window: unless that is
// the end of the text, the game must be scanned again with more of it.
func (pr *PGNReader) atEnd() {
	if !pr.eof && !pr.cut {
		pr.short = true
	}
}

// delim marks the bytes that end a token.
var delim [256]bool

func init() {
	for _, c := range " \t\n\r\f\v{}()[];$" {
		delim[c] = true
	}
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
}

var ellipsis = []byte("…")

// tagLineAt tells whether a tag pair such as [Event "x"] starts at data[i].
func tagLineAt(data []byte, i int) bool {
	ok, _ := tagLineEnds(data, i)
	return ok
}

// tagLineEnds is tagLineAt, also telling whether data ended before it
// could tell.
func tagLineEnds(data []byte, i int) (ok, cut bool) {
	if i >= len(data) {
		return false, true
	}
	if data[i] != '[' {
		return false, false
	}
	j := i + 1
	for j < len(data) && (data[j] >= 'A' && data[j] <= 'Z' || data[j] >= 'a' && data[j] <= 'z' || data[j] >= '0' && data[j] <= '9' || data[j] == '_') {
		j++
	}
	if j == len(data) {
		return false, true
	}
	if j == i+1 {
		return false, false
	}
	for j < len(data) && (data[j] == ' ' || data[j] == '\t') {
		j++
	}
	if j == len(data) {
		return false, true
	}
	return data[j] == '"', false
}

// tagLine is tagLineAt in the window.
func (pr *PGNReader) tagLine(i int) bool {
	ok, cut := tagLineEnds(pr.data, i)
	if cut {
		pr.atEnd()
	}
	return ok
}

// tagLineWithin returns the offset of the first line in data[from:limit]
// after the one at from that starts with a tag pair, or limit.
func (pr *PGNReader) tagLineWithin(from, limit int) int {
	data := pr.data
	for i := from; i < limit; {
		k := bytes.IndexByte(data[i:limit], '\n')
		if k < 0 {
			break
		}
		i += k + 1
		if i < limit && pr.tagLine(i) {
			return i
		}
	}
	return limit
}

// nextTagLine returns the offset of the first line after from that starts
// with a tag pair, or len(data).
func (pr *PGNReader) nextTagLine(from int) int {
	data := pr.data
	for i := from; i < len(data); {
		k := bytes.IndexByte(data[i:], '\n')
		if k < 0 {
			break
		}
		i += k + 1
		if pr.tagLine(i) {
			return i
		}
	}
	pr.atEnd()
	return len(data)
}

// Next reads the next game. It returns io.EOF when there are no more
// games. A game that cannot be read to its end is returned with the
// moves before the trouble and a *PGNError naming its place; the
// following call goes on with the next game.
func (pr *PGNReader) Next() (*Game, error) {
	return pr.NextInto(new(Game))
}

// NextInto is Next reading the game into g, whose slices (tags, moves,
// notes) it reuses: what g held is overwritten, so a caller that keeps a
// game must pass another one. It returns g, or nil where Next returns
// no game.
func (pr *PGNReader) NextInto(g *Game) (*Game, error) {
	if !pr.started {
		if err := pr.start(); err != nil {
			return nil, err
		}
	}
	for {
		if pr.skipping {
			if err := pr.skipToTags(); err != nil {
				return nil, err
			}
		}
		g, err, short := pr.next(g)
		if !short {
			return g, err
		}
		if len(pr.data)-pr.pos >= pr.maxGame {
			if pr.lookahead {
				return nil, io.EOF // looking ahead: no further
			}
			pr.cut = true // read what there is, and say where it stops
			continue
		}
		// As much again as the game has so far: a long game is scanned
		// again a few times, not once a read.
		if err := pr.fill(len(pr.data) - pr.pos); err != nil {
			return nil, err
		}
		if pr.parent != nil && pr.parent.epoch != pr.epoch {
			return nil, io.EOF // the text was decoded anew: look again
		}
	}
}

// next reads the game at pos from the window into g. short tells that it
// needs text past the window: nothing was read then.
func (pr *PGNReader) next(g *Game) (_ *Game, err error, short bool) {
	pr.short = false
	pr.toks = pr.toks[:0]
	pr.notes = pr.notes[:0]
	pr.tagText = pr.tagText[:0]
	pr.tagSpans = pr.tagSpans[:0]
	*g = Game{Tags: g.Tags[:0], Moves: g.Moves[:0], Notes: g.Notes[:0],
		Start: StartPosition(), Result: "*", Lang: English}
	s := gameScan{g: g, i: pr.pos, failOff: -1, fenOff: -1, variantOff: -1}
	// Spaces and the tokens of the movetext, most of the text, are read
	// here; scanStep reads the rest.
	data := pr.data
	for s.i < len(data) {
		c := data[s.i]
		if c == ' ' {
			s.i++
			continue
		}
		if !delim[c] && c != '%' {
			s.lineEmpty = false
			if !pr.scanToken(&s) {
				break
			}
			continue
		}
		if !pr.scanStep(&s) {
			break
		}
	}
	return pr.endGame(&s)
}

// gameScan is what the scan of one game's text knows so far.
type gameScan struct {
	g *Game
	i int // where the scan is, in data
	// fail is the first error; failOff, where the first syntax error
	// is (-1: none): the moves written after it are not played.
	fail    *PGNError
	failOff int
	// seenTags, seenResult: the game has tags, its result was read.
	// inMoves: its movetext has begun (a tag now starts the next game).
	seenTags, seenResult, inMoves bool
	fenOff, variantOff            int // where the FEN and Variant tags are (-1: none)
	// blank: an empty line came since the last token; lineEmpty: the
	// line so far holds only spaces.
	blank, lineEmpty bool
	// pendingForfeit is a forfeit's sign ("+/-") that is the result
	// unless a move follows it (then it was an evaluation).
	pendingForfeit string
}

// failAt records the first syntax error at off; the moves written after
// it are not played.
func (pr *PGNReader) failAt(s *gameScan, off int, err error) {
	pr.tagFail(s, off, err)
	if s.failOff < 0 {
		s.failOff = off
	}
}

// tagFail records an error of a tag at off, which is skipped alone.
func (pr *PGNReader) tagFail(s *gameScan, off int, err error) {
	if s.fail == nil {
		s.fail = pr.errAt(off, err)
	}
}

// scanStep reads what starts at s.i: a space, a tag, a comment, a
// variation, an annotation or a token of the movetext. It returns false
// where the game's text ends.
func (pr *PGNReader) scanStep(s *gameScan) bool {
	data := pr.data
	c := data[s.i]
	switch {
	case c == '\n':
		if s.lineEmpty {
			s.blank = true
		}
		s.lineEmpty = true
		s.i++
		return true
	case isSpace(c):
		s.i++
		return true
	}
	s.lineEmpty = false
	switch {
	case c == '%' && (s.i == 0 || data[s.i-1] == '\n'):
		s.i = pr.lineEnd(s.i)
	case c == '[':
		return pr.scanTag(s)
	case c == '{':
		return pr.scanComment(s)
	case c == ';':
		e := pr.lineEnd(s.i)
		pr.addText(Comment, data[s.i+1:e])
		s.i = e
	case c == '(':
		return pr.scanVariation(s)
	case c == ')':
		pr.failAt(s, s.i, &Reason{Problem: PGNStrayParen})
		s.i++
	case c == '$':
		pr.scanNAG(s)
	case c == ']' || c == '}':
		pr.failAt(s, s.i, &Reason{Problem: PGNStrayClose, Text: string(rune(c))})
		s.i++
	default:
		return pr.scanToken(s)
	}
	return true
}

// scanTag reads a tag pair; one after the movetext begins the next game.
func (pr *PGNReader) scanTag(s *gameScan) bool {
	if s.inMoves {
		return false
	}
	s.seenTags = true
	ts := s.i
	var err error
	var name string
	s.i, name, err = pr.readTag(s.g, s.i)
	if err != nil {
		pr.tagFail(s, ts, err)
		return true
	}
	switch name {
	case "FEN":
		s.fenOff = ts
	case "Variant":
		s.variantOff = ts
	}
	return true
}

// scanComment reads a {comment}; one left open (by the end of the text
// or a tag line before its brace) ends the game.
func (pr *PGNReader) scanComment(s *gameScan) bool {
	data, i := pr.data, s.i
	end := bytes.IndexByte(data[i+1:], '}')
	limit := len(data)
	if end >= 0 {
		limit = i + 1 + end
	}
	if stop := pr.tagLineWithin(i, limit); end < 0 || stop < limit {
		if stop == len(data) {
			pr.atEnd()
		}
		pr.failAt(s, i, &Reason{Problem: PGNOpenComment})
		s.i = stop
		return false
	}
	pr.addText(Comment, data[i+1:i+1+end])
	s.i += end + 2
	return true
}

// scanVariation reads a (variation), or the draw offer "(=)"; a
// variation left open ends the game.
func (pr *PGNReader) scanVariation(s *gameScan) bool {
	data, i := pr.data, s.i
	if len(data)-i < 3 {
		pr.atEnd()
	}
	if bytes.HasPrefix(data[i+1:], []byte("=)")) {
		pr.addNote(Note{Kind: DrawOffer, Text: "(=)"})
		s.i += 3
		return true
	}
	end, ok := pr.variationEnd(i)
	if !ok {
		pr.failAt(s, i, &Reason{Problem: PGNOpenVariation})
		s.i = end
		return false
	}
	if !pr.SkipVariations {
		pr.addText(Variation, data[i+1:end-1])
	}
	s.i = end
	return true
}

// scanNAG reads a numeric annotation glyph ("$14").
func (pr *PGNReader) scanNAG(s *gameScan) {
	data, i := pr.data, s.i
	j := i + 1
	n := 0
	for j < len(data) && data[j] >= '0' && data[j] <= '9' {
		if n < 1000 {
			n = n*10 + int(data[j]-'0')
		}
		j++
	}
	if j == len(data) {
		pr.atEnd()
	}
	if j == i+1 {
		pr.failAt(s, i, &Reason{Problem: PGNBadNAG})
	} else if !pr.MovesOnly {
		pr.addNote(Note{Kind: NAG, NAG: n, Text: "$" + strconv.Itoa(n)})
	}
	s.i = j
}

// scanToken reads a token of the movetext: a result or a forfeit, a move
// number, a mark written apart, a null move or a move. It returns false
// where the game ends (its result, or "1." of the next game).
func (pr *PGNReader) scanToken(s *gameScan) bool {
	data := pr.data
	start := s.i
	j := start + 1
	for j < len(data) && !delim[data[j]] {
		j++
	}
	if j == len(data) {
		pr.atEnd()
	}
	tok := data[start:j]
	wasBlank := s.blank
	s.blank = false
	if c := tok[0] | 0x20; c >= 'a' && c <= 'z' && s.pendingForfeit == "" {
		// A token that starts with a letter is no result and no move
		// number: a move, or a mark written apart from one.
		s.inMoves = true
		s.i = j
		if last := tok[len(tok)-1]; len(tok) >= 2 && last >= '1' && last <= '8' {
			// No mark, null move or glyph ends with a rank.
			pr.toks = append(pr.toks, moveTok{start: start, end: j})
			return true
		}
		pr.takeMove(tok, start)
		return true
	}
	if r, final := resultOf(tok); r != "" {
		s.i = j
		return pr.takeResult(s, r, final)
	}
	// Move numbers: "12.", "12...", "12…", "12", and "12.e4" glued.
	k, n, dots := moveNumber(tok)
	if k > 0 && (dots > k || dots == len(tok)) {
		// A new game begins with "1." after an empty line when the
		// moves of the last one had no result.
		if n == 1 && dots == k+1 && wasBlank && len(pr.toks) > 0 && s.pendingForfeit == "" {
			return false
		}
		s.inMoves = true
		if dots == len(tok) {
			s.i = j
			return true
		}
		tok = tok[dots:]
		start += dots
	} else if k == 0 && dots == len(tok) {
		// A standalone ellipsis: "1. e4 ... e5", "1. ... Ba5".
		s.inMoves = true
		s.i = j
		return true
	}
	if s.pendingForfeit != "" {
		// Something follows the forfeit sign: it was an evaluation.
		pr.addNote(Note{Kind: NAG, Text: s.pendingForfeit})
		s.pendingForfeit = ""
	}
	s.inMoves = true
	s.i = j
	pr.takeMove(tok, start)
	return true
}

// takeResult takes a result token r (final: a game's end, else a
// forfeit's sign that ends the game only if nothing follows). It returns
// false at the game's end.
func (pr *PGNReader) takeResult(s *gameScan, r string, final bool) bool {
	if s.pendingForfeit != "" {
		pr.addNote(Note{Kind: NAG, Text: s.pendingForfeit})
	}
	s.pendingForfeit = ""
	if !final {
		s.pendingForfeit = r
		s.inMoves = true
		return true
	}
	s.g.Result = r
	s.seenResult = true
	return false
}

// moveNumber reads the move number that starts tok: k digits giving n,
// then dots or ellipses up to tok[dots].
func moveNumber(tok []byte) (k, n, dots int) {
	if tok[0] >= '0' && tok[0] <= '9' && !isCastleStart(tok) {
		for k < len(tok) && tok[k] >= '0' && tok[k] <= '9' {
			if n < 100000 {
				n = n*10 + int(tok[k]-'0')
			}
			k++
		}
	}
	dots = k
	for dots < len(tok) {
		if tok[dots] == '.' {
			dots++
		} else if bytes.HasPrefix(tok[dots:], ellipsis) {
			dots += len(ellipsis)
		} else {
			break
		}
	}
	return k, n, dots
}

// takeMove takes tok, at start in data: a mark written apart from its
// move, a null move, or a move with the glyphs glued to it.
func (pr *PGNReader) takeMove(tok []byte, start int) {
	if isMarkToken(tok) {
		// "e.p.", "!", "+", "=" written apart from the move.
		if len(tok) == 1 && tok[0] == '=' {
			pr.addNote(Note{Kind: DrawOffer, Text: "="})
		} else if bytes.ContainsAny(tok, "!?") {
			pr.addText(NAG, tok)
		}
		return
	}
	if isNullMove(tok) {
		pr.toks = append(pr.toks, moveTok{start: start, end: start + len(tok), null: true})
		return
	}
	// Glyphs glued to the move ("Bb5!?") are kept as notes.
	glyph := len(tok)
	for glyph > 0 && (tok[glyph-1] == '!' || tok[glyph-1] == '?') {
		glyph--
	}
	pr.toks = append(pr.toks, moveTok{start: start, end: start + glyph})
	if glyph > 0 && glyph < len(tok) {
		pr.addText(NAG, tok[glyph:])
	}
}

// endGame ends the scan of a game: the comments after its result, the
// window's end (short: scan again with more text), the game's number,
// its start position and its moves played.
func (pr *PGNReader) endGame(s *gameScan) (*Game, error, bool) {
	i, g := s.i, s.g
	if i >= len(pr.data) {
		pr.atEnd()
	}
	if s.seenResult {
		i = pr.trailingComments(i)
	}
	if pr.short {
		return nil, nil, true
	}
	pr.takeTags(g)
	cut := pr.cut && i >= len(pr.data)
	pr.cut = false
	if cut {
		pr.skipping = true
	}
	pr.pos = i
	if s.pendingForfeit != "" {
		g.Result = s.pendingForfeit
		s.seenResult = true
	}
	if !s.seenTags && !s.seenResult && len(pr.toks) == 0 && s.fail == nil {
		if cut {
			// Only comments or spaces up to the cut: on with the rest.
			return nil, nil, true
		}
		// Only comments after the last game: no game.
		return nil, io.EOF, false
	}
	if cut {
		// What the cut leaves open is not the file's fault: say why
		// reading stopped.
		s.fail = pr.errAt(i, errTooLong)
		if s.failOff < 0 {
			s.failOff = i
		}
	}
	pr.games++
	g.Number = pr.games
	if r := g.Tag("Result"); r != "" && g.Result == "*" && len(pr.toks) == 0 && !s.seenResult {
		if rr, _ := resultOf([]byte(r)); rr != "" {
			g.Result = rr
		}
	}
	toks := pr.toks
	if s.failOff >= 0 {
		n := 0
		for n < len(toks) && toks[n].start < s.failOff {
			n++
		}
		toks = toks[:n]
	}
	if err := pr.setUp(g, s.fenOff, s.variantOff); err != nil {
		err.Game = g.Number
		pr.attachNotes(g)
		return g, err, false
	}
	if err := pr.playMoves(g, toks); err != nil {
		err.Game = g.Number
		return g, err, false
	}
	if s.fail != nil {
		s.fail.Game = g.Number
		return g, s.fail, false
	}
	return g, nil, false
}

// trailingComments keeps the comments after the last game's result as
// notes of that game: with nothing else after them they are no game of
// their own. It returns where reading goes on.
func (pr *PGNReader) trailingComments(i int) int {
	data := pr.data
	var texts []string
	j := i
	for j < len(data) {
		c := data[j]
		switch {
		case isSpace(c):
			j++
		case c == '%' && (j == 0 || data[j-1] == '\n'):
			j = pr.lineEnd(j)
		case c == ';':
			e := pr.lineEnd(j)
			if !pr.MovesOnly {
				texts = append(texts, string(bytes.TrimSpace(data[j+1:e])))
			}
			j = e
		case c == '{':
			k := bytes.IndexByte(data[j+1:], '}')
			if k < 0 {
				pr.atEnd()
				return i
			}
			if !pr.MovesOnly {
				texts = append(texts, string(bytes.TrimSpace(data[j+1:j+1+k])))
			}
			j += k + 2
		default:
			return i // more follows: the comments belong to what follows
		}
	}
	pr.atEnd()
	for _, t := range texts {
		pr.addNote(Note{Kind: Comment, Text: t})
	}
	return j
}

// lineEnd returns the offset after the end of the line at i.
func (pr *PGNReader) lineEnd(i int) int {
	k := bytes.IndexByte(pr.data[i:], '\n')
	if k < 0 {
		pr.atEnd()
		return len(pr.data)
	}
	return i + k + 1
}

// variationEnd returns the offset after the parenthesis that closes the
// variation opened at data[i], skipping comments and nested variations.
// A variation still open at a tag line or at the end of the text is not
// closed: it returns that place and false.
func (pr *PGNReader) variationEnd(i int) (int, bool) {
	data := pr.data
	depth := 0
	for j := i; j < len(data); j++ {
		switch data[j] {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return j + 1, true
			}
		case '{':
			k := bytes.IndexByte(data[j:], '}')
			if k < 0 {
				pr.atEnd() // a '}' further on would hide tag lines
				return pr.nextTagLine(i), false
			}
			j += k
		case ';':
			j = pr.lineEnd(j) - 1
		case '\n':
			if pr.tagLine(j + 1) {
				return j + 1, false
			}
		}
	}
	pr.atEnd()
	return len(data), false
}

func isCastleStart(tok []byte) bool {
	return len(tok) >= 2 && tok[0] == '0' && (tok[1] == '-' || tok[1] == '0' || tok[1] == 0xE2)
}

// isNullMove tells whether tok is a null move: "--" (PGN export of
// ChessBase and others), "Z0" (ChessBase) or "0000" (UCI).
func isNullMove(tok []byte) bool {
	switch string(tok) {
	case "--", "Z0", "0000":
		return true
	}
	return false
}

// isMarkToken tells whether tok is a mark written apart from its move.
func isMarkToken(tok []byte) bool {
	switch string(tok) {
	case "e.p.", "e.p", "ep", "ep.", "е.р.", "е.р", "e.", "p.", "+", "++", "#", "†", "‡", "ch",
		"!", "?", "!!", "??", "!?", "?!", "=", "±", "∓", "⩲", "⩱", "+=", "=+", "+-", "-+", "∞", "□", "N":
		return true
	}
	return false
}

// resultOf returns the normalised game result written as tok, or "".
// final is false for "+/-" and "-/+", which may also be evaluations: they
// are the result only if nothing but the end of the game follows.
func resultOf(tok []byte) (r string, final bool) {
	if len(tok) == 0 {
		return "", false
	}
	switch tok[0] {
	case '0', '1', '*', '+', '-', '\xc2', '\xe2':
	default:
		return "", false
	}
	switch string(tok) {
	case "1-0", "1–0", "1:0":
		return "1-0", true
	case "0-1", "0–1", "0:1":
		return "0-1", true
	case "1/2-1/2", "½-½", "½–½", "1/2–1/2", "0.5-0.5", "½:½", "1/2":
		return "1/2-1/2", true
	case "*":
		return "*", true
	case "+/-", "+/–":
		return "+/-", false
	case "-/+", "–/+":
		return "-/+", false
	case "+--", "+:-", "+:–", "+––":
		return "+/-", true
	case "--+", "-:+", "–:+", "––+":
		return "-/+", true
	case "-/-", "–/–", "-:-", "–:–":
		return "-/-", true
	}
	return "", false
}

func (pr *PGNReader) addNote(n Note) {
	if pr.MovesOnly {
		return
	}
	pr.notes = append(pr.notes, pendingNote{tok: len(pr.toks) - 1, note: n})
}

// addText adds a note of the kind with text b, its spaces trimmed.
func (pr *PGNReader) addText(kind NoteKind, b []byte) {
	if !pr.MovesOnly {
		pr.addNote(Note{Kind: kind, Text: string(bytes.TrimSpace(b))})
	}
}

// readTag reads the tag pair whose '[' is at data[i] and returns the
// offset after it. A tag that cannot be read is skipped to the end of
// its line, and the tag's name if it is one of the usual ones.
func (pr *PGNReader) readTag(g *Game, i int) (int, string, error) {
	data := pr.data
	end := pr.lineEnd(i)
	line := data[i+1 : end]
	j := 0
	for j < len(line) && (line[j] == ' ' || line[j] == '\t') {
		j++
	}
	ns := j
	for j < len(line) && !isSpace(line[j]) && line[j] != '"' && line[j] != ']' {
		j++
	}
	name := line[ns:j]
	for j < len(line) && (line[j] == ' ' || line[j] == '\t') {
		j++
	}
	if len(name) == 0 {
		return end, "", &Reason{Problem: PGNTagNoName}
	}
	if j >= len(line) || line[j] != '"' {
		return end, "", &Reason{Problem: PGNTagNoValue, Text: string(name)}
	}
	j++
	var val []byte
	plain := true
	vs := j
	for {
		if j >= len(line) || line[j] == '\n' || line[j] == '\r' && j+1 < len(line) && line[j+1] == '\n' {
			return end, "", &Reason{Problem: PGNTagValueOpen, Text: string(name)}
		}
		c := line[j]
		if c == '\\' && j+1 < len(line) && line[j+1] != '\n' {
			if plain {
				val = append(val, line[vs:j]...)
				plain = false
			}
			val = append(val, line[j+1])
			j += 2
			continue
		}
		if c == '"' {
			break
		}
		if !plain {
			val = append(val, c)
		}
		j++
	}
	if plain {
		val = line[vs:j]
	}
	j++
	for j < len(line) && (line[j] == ' ' || line[j] == '\t') {
		j++
	}
	if j >= len(line) || line[j] != ']' {
		return end, "", &Reason{Problem: PGNTagOpen, Text: string(name)}
	}
	n := tagName(name)
	if pr.MovesOnly {
		switch n {
		case "FEN", "SetUp", "Variant", "Result":
		default:
			return i + 1 + j + 1, n, nil
		}
	}
	if g.Tags == nil {
		g.Tags = make([]Tag, 0, 8)
	}
	// The value, and a name that is not one of the usual ones, become
	// strings with the game's other tags in takeTags.
	sp := tagSpan{v0: len(pr.tagText)}
	pr.tagText = append(pr.tagText, val...)
	sp.v1 = len(pr.tagText)
	usual := n
	if n == "" {
		sp.n0 = sp.v1
		pr.tagText = append(pr.tagText, name...)
		sp.n1 = len(pr.tagText)
		n = tagPending
	}
	pr.tagSpans = append(pr.tagSpans, sp)
	g.Tags = append(g.Tags, Tag{Name: n})
	return i + 1 + j + 1, usual, nil
}

// tagPending stands for a tag's name until takeTags gives it its string.
const tagPending = "\x00"

// tagSpan is where a tag's value, and its name if it is not a usual one,
// are in tagText.
type tagSpan struct{ v0, v1, n0, n1 int }

// takeTags gives the game's tags their values and names as strings, all
// in one piece of memory.
func (pr *PGNReader) takeTags(g *Game) {
	if len(pr.tagSpans) == 0 {
		return
	}
	text := string(pr.tagText)
	for k, sp := range pr.tagSpans {
		t := &g.Tags[k]
		t.Value = text[sp.v0:sp.v1]
		if sp.n1 > sp.n0 {
			t.Name = text[sp.n0:sp.n1]
		}
	}
	pr.tagText, pr.tagSpans = pr.tagText[:0], pr.tagSpans[:0]
}

// tagName returns the tag name, without a new string for the usual ones.
func tagName(b []byte) string {
	switch string(b) {
	case "Event":
		return "Event"
	case "Site":
		return "Site"
	case "Date":
		return "Date"
	case "Round":
		return "Round"
	case "White":
		return "White"
	case "Black":
		return "Black"
	case "Result":
		return "Result"
	case "FEN":
		return "FEN"
	case "SetUp":
		return "SetUp"
	case "Variant":
		return "Variant"
	case "WhiteElo":
		return "WhiteElo"
	case "BlackElo":
		return "BlackElo"
	case "ECO":
		return "ECO"
	case "EventDate":
		return "EventDate"
	case "TimeControl":
		return "TimeControl"
	}
	return ""
}

// variantOf sorts the value of a Variant tag: standard, Chess960, or
// another variant.
func variantOf(v string) (chess960, ok bool) {
	k := strings.Map(func(r rune) rune {
		if r == ' ' || r == '-' || r == '_' {
			return -1
		}
		return r
	}, strings.ToLower(v))
	switch k {
	case "", "standard", "chess", "normal", "classical", "fromposition", "orthodox", "westernchess":
		return false, true
	case "chess960", "960", "fischerandom", "fischerrandom", "fischerrandomchess", "frc", "chess960fischerrandom":
		return true, true
	}
	return false, false
}

// setUp sets the game's start position from its Variant, SetUp and FEN
// tags.
func (pr *PGNReader) setUp(g *Game, fenOff, variantOff int) *PGNError {
	v := g.Tag("Variant")
	c960, ok := variantOf(v)
	if !ok {
		return pr.errAt(max(variantOff, 0), &Reason{Problem: PGNVariant, Text: v})
	}
	if fen := g.Tag("FEN"); fen != "" {
		p, err := ParseFEN(fen)
		if err != nil {
			if fenOff < 0 {
				fenOff = 0
			}
			return pr.errAt(fenOff, err)
		}
		g.Start = p
	}
	if c960 {
		g.Start.SetChess960(true)
	}
	return nil
}

func (pr *PGNReader) attachNotes(g *Game) {
	for _, n := range pr.notes {
		n.note.Ply = n.tok + 1
		if n.note.Ply > len(g.Moves) {
			// A note on a move that could not be read belongs to that
			// move: it is left out with it, never pinned on the move
			// before.
			continue
		}
		if n.note.Ply < 0 {
			n.note.Ply = 0
		}
		g.Notes = append(g.Notes, n.note)
	}
}
