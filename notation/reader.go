package notation

import (
	"fmt"
	"unicode/utf8"
)

// MoveError says why a written move could not be read: the move as
// written, and the reason (for an ambiguous move, Candidates are the
// moves it could mean, in SAN).
type MoveError struct {
	Text string
	Reason
}

func (e *MoveError) Error() string {
	return fmt.Sprintf("cannot read %s: %s", Quote(e.Text), e.Reason.Error())
}

func (e *MoveError) Fact() (string, []any) { return "move-unreadable", []any{e.Text, &e.Reason} }

// Unwrap gives the reason.
func (e *MoveError) Unwrap() error { return &e.Reason }

// moveErr is the error of text for problem p.
func moveErr(text string, r Reason) *MoveError { return &MoveError{Text: text, Reason: r} }

// maxMoveRunes bounds the length of a written move (with its marks).
const maxMoveRunes = 40

// written is a move as written, folded to Latin look-alikes, with its
// marks taken off.
type written struct {
	r       [maxMoveRunes]rune
	n       int
	capture bool // "x", ":" or "×" was written
	ep      bool // "e.p." was written
}

// ParseMove reads a move written in any usual form (see the package
// documentation) and returns the legal move of p it means. lang gives
// the piece letters; nil tries every known language, English first.
func ParseMove(p *Position, text string, lang *Lang) (Move, error) {
	fl := lang
	if fl == nil {
		fl = English
	}
	if m, ok := p.fastMove(text, fl); ok {
		return m, nil
	}
	return parseMoveSlow(p, text, lang)
}

// parseMoveSlow is ParseMove without the fast path for plain SAN.
func parseMoveSlow(p *Position, text string, lang *Lang) (Move, error) {
	var w written
	if err := w.load(text); err != nil {
		return NullMove, err
	}
	if lang != nil {
		return w.resolve(p, text, lang)
	}
	var first error
	for _, l := range detectOrder {
		m, err := w.resolve(p, text, l)
		if err == nil {
			return m, nil
		}
		if first == nil {
			first = err
		}
	}
	return NullMove, first
}

// load folds text and strips check, mate, annotation, draw-offer and
// en-passant marks.
func (w *written) load(text string) error {
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		i += size
		if r == utf8.RuneError && size == 1 {
			return moveErr(text, Reason{Problem: MoveNotUTF8})
		}
		r = foldRune(r)
		if r == ' ' || r == '\t' || r == '\n' || r == '\r' {
			continue
		}
		if w.n == maxMoveRunes {
			return moveErr(text, Reason{Problem: MoveTooLong})
		}
		w.r[w.n] = r
		w.n++
	}
	// Take marks off the end, in any order and number.
	for {
		s := w.r[:w.n]
		n := len(s)
		switch {
		case n == 0:
		case s[n-1] == '+' || s[n-1] == '#' || s[n-1] == '!' || s[n-1] == '?' ||
			s[n-1] == '†' || s[n-1] == '‡' || s[n-1] == '⩲' || s[n-1] == '±':
			w.n--
			continue
		case hasSuffix(s, "(=)"):
			w.n -= 3
			continue
		case s[n-1] == '=' && n >= 2 && s[n-2] != '(' && s[n-2] != '/':
			// A draw offer written straight after the move.
			w.n--
			continue
		case s[n-1] == ':':
			// "Се5:" writes the capture at the end.
			w.n--
			w.capture = true
			continue
		case hasSuffix(s, "e.p.") || hasSuffix(s, "e.p"):
			w.n -= 3 + boolInt(s[n-1] == '.')
			w.ep = true
			continue
		case hasSuffix(s, "ep.") && n > 3 && isRankRune(s[n-4]):
			w.n -= 3
			w.ep = true
			continue
		case hasSuffix(s, "ep") && n > 2 && isRankRune(s[n-3]):
			w.n -= 2
			w.ep = true
			continue
		case hasSuffix(s, "ch") && n > 2 && (isRankRune(s[n-3]) || s[n-3] == ')' || s[n-3] == '+' ||
			(s[n-3] >= 'A' && s[n-3] <= 'Z')):
			w.n -= 2
			continue
		}
		break
	}
	if w.n == 0 {
		return moveErr(text, Reason{Problem: MoveEmpty})
	}
	return nil
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func hasSuffix(s []rune, suf string) bool {
	n := len(suf) // suf is ASCII
	if len(s) < n {
		return false
	}
	for i := 0; i < n; i++ {
		if s[len(s)-n+i] != rune(suf[i]) {
			return false
		}
	}
	return true
}

func isFileRune(r rune) bool { return r >= 'a' && r <= 'h' }
func isRankRune(r rune) bool { return r >= '1' && r <= '8' }

// castling tells whether s is written castling: O-O, 0-0, O-O-O, 0-0-0,
// with or without hyphens.
func castling(s []rune) Castle {
	n := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case 'O', '0', 'o':
			n++
			if i+1 < len(s) && s[i+1] == '-' {
				i++
				if i+1 == len(s) {
					return NoCastle
				}
			}
		default:
			return NoCastle
		}
	}
	switch n {
	case 2:
		return ShortCastle
	case 3:
		return LongCastle
	}
	return NoCastle
}

// matchLetter returns the piece type of the language letter at the start
// of s and its length in runes.
func matchLetter(s []rune, l *Lang, anyCase bool) (PieceType, int) {
	if len(s) == 0 {
		return NoPieceType, 0
	}
	if t := figurine(s[0]); t != NoPieceType {
		return t, 1
	}
	for _, ll := range l.match {
		if len(ll.runes) > len(s) {
			continue
		}
		ok := true
		for i, r := range ll.runes {
			c := s[i]
			if anyCase && c >= 'a' && c <= 'z' {
				c -= 'a' - 'A'
			}
			if c != r {
				ok = false
				break
			}
		}
		if ok {
			return ll.t, len(ll.runes)
		}
	}
	if l.alt != nil && !l.hasLetter(s[0]) && !(anyCase && l.hasLetter(s[0]-('a'-'A'))) {
		return matchLetter(s, l.alt, anyCase)
	}
	return NoPieceType, 0
}

// resolve finds the legal move of p that w means in language l.
func (w *written) resolve(p *Position, text string, l *Lang) (Move, error) {
	s := w.r[:w.n]
	if c := castling(s); c != NoCastle {
		return p.castle(c, text)
	}
	var mp moveParts
	r := w.readParts(s, l, &mp)
	if r.Problem == 0 {
		r = mp.squares()
	}
	if r.Problem != 0 {
		return NullMove, moveErr(text, r)
	}
	if m, ok, r := p.kingTakesRook(&mp); ok {
		if r.Problem != 0 {
			return NullMove, moveErr(text, r)
		}
		return m, nil
	}
	var buf [64]Move
	return p.choose(text, &mp, p.candidates(buf[:0], &mp))
}

// moveParts are what a written move names: the piece, the coordinates,
// the piece a pawn becomes, and from them the squares it may go to and
// what is known of the one it comes from.
type moveParts struct {
	piece              PieceType
	coords             [4]rune
	nc                 int
	promo              PieceType
	fromFile, fromRank int
	targets            Bitboard
}

// castle returns the castling c of p.
func (p *Position) castle(c Castle, text string) (Move, error) {
	var buf [64]Move
	for _, m := range p.genLegal(buf[:0], 1<<King, ^Bitboard(0)) {
		if m.IsCastle() && (m.To().File() == 6) == (c == ShortCastle) {
			return m, nil
		}
	}
	return NullMove, moveErr(text, Reason{Problem: MoveNoCastle, Color: p.turn, Long: c == LongCastle})
}

// readParts reads the piece, the coordinates and the promotion of s in
// the letters of l. A Reason without a Problem is none: the steps of
// resolve return theirs as a value, so that trying a language allocates
// nothing until an error is returned.
func (w *written) readParts(s []rune, l *Lang, mp *moveParts) Reason {
	// The piece, if written.
	i := 0
	if !isFileRune(s[0]) && !isRankRune(s[0]) {
		mp.piece, i = matchLetter(s, l, false)
		if mp.piece == NoPieceType {
			return Reason{Problem: MoveNotPieceLetter, Text: string(s[0]), Lang: l}
		}
	}
	i, r := w.readCoords(s, i, mp)
	if r.Problem != 0 {
		return r
	}
	mp.promo, r = readPromotion(s, i, l)
	return r
}

// readCoords reads the coordinates from s[i:]: up to two files and two
// ranks, with capture signs and hyphens between them. It returns where
// they end.
func (w *written) readCoords(s []rune, i int, mp *moveParts) (int, Reason) {
	for ; i < len(s); i++ {
		r := s[i]
		if isFileRune(r) && i == len(s)-1 && mp.nc >= 2 && isRankRune(mp.coords[mp.nc-1]) {
			break // "e7e8b": a bishop promotion written in UCI
		}
		if isFileRune(r) || isRankRune(r) {
			if mp.nc == 4 {
				return i, Reason{Problem: MoveTooManyCoords}
			}
			mp.coords[mp.nc] = r
			mp.nc++
			continue
		}
		if r == 'x' || r == ':' {
			w.capture = true
			continue
		}
		if r == '-' {
			continue
		}
		break
	}
	if i < len(s) && (s[i] == '0' || s[i] == '9' ||
		(s[i] > 'h' && s[i] <= 'z' && !(i == len(s)-1 && mp.nc >= 2 && isRankRune(mp.coords[mp.nc-1])))) {
		return i, Reason{Problem: MoveOffBoard}
	}
	return i, Reason{}
}

// readPromotion reads the piece a pawn becomes from s[i:], if written:
// Q, =Q, (Q), /Q, or q as in UCI; nothing may follow it.
func readPromotion(s []rune, i int, l *Lang) (PieceType, Reason) {
	if i >= len(s) {
		return NoPieceType, Reason{}
	}
	rest := s[i:]
	if rest[0] == '=' || rest[0] == '/' || rest[0] == '(' {
		rest = rest[1:]
	}
	t, n := matchLetter(rest, l, true)
	if t == NoPieceType || t == King || t == Pawn {
		return NoPieceType, Reason{Problem: MoveBadPromotion, Text: string(s[i:]), Lang: l}
	}
	rest = rest[n:]
	if len(rest) > 0 && rest[0] == ')' {
		rest = rest[1:]
	}
	if len(rest) > 0 {
		return NoPieceType, Reason{Problem: MoveLeftOver, Text: string(rest)}
	}
	return t, Reason{}
}

// squares works out from the coordinates the squares the move may go to
// and what is known of the one it comes from.
func (mp *moveParts) squares() Reason {
	mp.fromFile, mp.fromRank = -1, -1
	c, nc := mp.coords, mp.nc
	switch {
	case nc >= 2 && isFileRune(c[nc-2]) && isRankRune(c[nc-1]):
		mp.targets = bb(Sq(int(c[nc-2]-'a'), int(c[nc-1]-'1')))
		for _, r := range c[:nc-2] {
			switch {
			case isFileRune(r) && mp.fromFile < 0 && mp.fromRank < 0:
				mp.fromFile = int(r - 'a')
			case isRankRune(r) && mp.fromRank < 0:
				mp.fromRank = int(r - '1')
			default:
				return Reason{Problem: MoveSquareOrder}
			}
		}
	case nc == 2 && isFileRune(c[0]) && isFileRune(c[1]) && (mp.piece == NoPieceType || mp.piece == Pawn):
		// Minimal pawn capture: "ed" for a pawn of the e-file taking on the d-file.
		mp.fromFile = int(c[0] - 'a')
		mp.targets = fileA << uint(c[1]-'a')
		mp.piece = Pawn
	default:
		return Reason{Problem: MoveNoTarget}
	}
	if mp.promo != NoPieceType && mp.piece != NoPieceType && mp.piece != Pawn {
		return Reason{Problem: MoveOnlyPawnPromotes}
	}
	return Reason{}
}

// kingTakesRook reads the king taking its own rook: castling as UCI
// writes it in Chess960 (and as some programs write it in any game). ok
// tells that the move is written so: then the castling, or why there is
// none.
func (p *Position) kingTakesRook(mp *moveParts) (m Move, ok bool, r Reason) {
	if mp.fromFile < 0 || mp.fromRank < 0 || (mp.piece != NoPieceType && mp.piece != King) || mp.promo != NoPieceType {
		return NullMove, false, Reason{}
	}
	from, to := Sq(mp.fromFile, mp.fromRank), mp.targets.First()
	if p.board[from] != MakePiece(p.turn, King) || p.board[to] != MakePiece(p.turn, Rook) {
		return NullMove, false, Reason{}
	}
	var buf [64]Move
	for _, m := range p.genLegal(buf[:0], 1<<King, ^Bitboard(0)) {
		if m.IsCastle() && p.castleRook(m) == to {
			return m, true, Reason{}
		}
	}
	return NullMove, true, Reason{Problem: MoveNoCastleRook, Color: p.turn}
}

// candidates returns the legal moves of p that fit the parts, into buf:
// castling only where no other move fits.
func (p *Position) candidates(buf []Move, mp *moveParts) []Move {
	types := allTypes
	switch {
	case mp.piece != NoPieceType:
		types = 1 << mp.piece
	case mp.fromFile < 0 || mp.fromRank < 0:
		types = 1 << Pawn // no letter and no full from-square: a pawn move
	}
	cands := p.genLegal(buf, types, mp.targets)
	n := 0
	for _, m := range cands {
		f := m.From()
		if (mp.fromFile >= 0 && f.File() != mp.fromFile) || (mp.fromRank >= 0 && f.Rank() != mp.fromRank) {
			continue
		}
		if m.IsCastle() && mp.piece != King && mp.piece != NoPieceType {
			continue
		}
		if mp.promo != NoPieceType && m.Promotion() != mp.promo {
			continue
		}
		cands[n] = m
		n++
	}
	cands = cands[:n]
	if len(cands) > 1 {
		// Castling is written as castling: a king move to the same square
		// (possible in Chess960) is the plain move.
		n = 0
		for _, m := range cands {
			if !m.IsCastle() {
				cands[n] = m
				n++
			}
		}
		if n > 0 {
			cands = cands[:n]
		}
	}
	return cands
}

// choose returns the one candidate, or why there is not one: no legal
// move, a promotion whose piece is not named, or a move that may be
// several.
func (p *Position) choose(text string, mp *moveParts, cands []Move) (Move, error) {
	switch {
	case len(cands) == 1:
		return cands[0], nil
	case len(cands) == 0:
		return NullMove, moveErr(text, Reason{Problem: MoveIllegal, Color: p.turn})
	case cands[0].Promotion() != NoPieceType && mp.promo == NoPieceType:
		return NullMove, moveErr(text, Reason{Problem: MoveNeedsPromotion, Candidates: sanList(p, cands)})
	}
	return NullMove, moveErr(text, Reason{Problem: MoveAmbiguous, Candidates: sanList(p, cands)})
}

func sanList(p *Position, ms []Move) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = p.SAN(m)
	}
	return out
}
