package notation

import (
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"
	"unsafe"
)

// reading is a game's moves read in one language.
type reading struct {
	l     *Lang
	idx   int // in detectOrder
	moves []Move
	err   *PGNError
}

// text returns data[start:end] as a string without copying, for use
// while the window holds it: a string kept longer must be a copy.
func (pr *PGNReader) text(start, end int) string {
	if start >= end {
		return ""
	}
	return unsafe.String(&pr.data[start], end-start)
}

// playMoves resolves the move tokens in the game's language and attaches
// the notes to their plies.
func (pr *PGNReader) playMoves(g *Game, toks []moveTok) *PGNError {
	defer pr.attachNotes(g)
	pr.decided = nil
	if pr.Lang != nil {
		g.Lang = pr.Lang
		moves, err := pr.tryLang(g, toks, pr.Lang, g.Moves[:0])
		g.Moves = moves
		return err
	}
	letters := pr.leadingLetters(toks)
	var okBuf [2]reading
	ok := okBuf[:0]
	var best reading
	// The signatures of the languages tried, kept in a reused buffer.
	var sigs [8][2]int
	nsig := 0
	pr.sigText = pr.sigText[:0]
	for idx, l := range detectOrder {
		if !langCovers(l, letters) {
			continue
		}
		from := len(pr.sigText)
		pr.sigText = appendLetterSignature(pr.sigText, l, letters)
		sig := pr.sigText[from:]
		seen := false
		for _, sp := range sigs[:nsig] {
			if bytes.Equal(pr.sigText[sp[0]:sp[1]], sig) {
				seen = true
				break
			}
		}
		if seen {
			pr.sigText = pr.sigText[:from]
			continue
		}
		if nsig < len(sigs) {
			sigs[nsig] = [2]int{from, len(pr.sigText)}
			nsig++
		}
		moves, err := pr.tryLang(g, toks, l, pr.moves[0][:0])
		pr.moves[0] = moves
		if err == nil {
			// The first reading goes into the game's own slice.
			keep := []Move(nil)
			if len(ok) == 0 {
				keep = g.Moves[:0]
			}
			ok = append(ok, reading{l: l, idx: idx, moves: append(keep, moves...)})
			continue
		}
		if best.l == nil || len(moves) > len(best.moves) {
			best = reading{l: l, idx: idx, moves: append(best.moves[:0], moves...), err: err}
		}
	}
	switch {
	case len(ok) == 1:
		g.Lang, g.Moves = ok[0].l, ok[0].moves
		if len(letters) > 0 {
			pr.votes[ok[0].idx]++
			pr.decided = ok[0].l
		}
		return nil
	case len(ok) > 1:
		pick := pr.choose(ok)
		if pick < 0 {
			pick = 0
			g.Warning = ambiguityWarning(g.Number, ok, letters)
		}
		g.Lang, g.Moves = ok[pick].l, ok[pick].moves
		return nil
	case best.l != nil:
		g.Lang, g.Moves = best.l, best.moves
		return best.err
	}
	// No language has all the letters used: report in English.
	g.Lang = English
	moves, err := pr.tryLang(g, toks, English, g.Moves[:0])
	g.Moves = moves
	return err
}

// choose picks among readings of a game in several languages the one of
// the other games of the file: the language most games read so far could
// only be read in, else the first such language of the games that follow.
// It returns -1 if the file does not tell.
func (pr *PGNReader) choose(ok []reading) int {
	best, votes, tie := -1, 0, false
	for i, r := range ok {
		switch v := pr.votes[r.idx]; {
		case v > votes:
			best, votes, tie = i, v, false
		case v == votes && v > 0:
			tie = true
		}
	}
	if best >= 0 && !tie {
		return best
	}
	if pr.lookahead {
		return -1
	}
	// The games after this one, read once however many games ask.
	in := func(l *Lang) int {
		for i, r := range ok {
			if r.l == l {
				return i
			}
		}
		return -1
	}
	pos := pr.base + int64(pr.pos)
	for _, v := range pr.ahead {
		if v.off >= pos {
			if i := in(v.l); i >= 0 {
				return i
			}
		}
	}
	for {
		epoch := pr.epoch
		from := max(pr.pos, int(pr.aheadTo-pr.base))
		la := &PGNReader{parent: pr, data: pr.data, eof: pr.eof, pos: from, started: true, enc: pr.enc,
			maxGame: pr.maxGame, epoch: epoch, lookahead: true, votes: make([]int, len(detectOrder))}
		pr.lookingAhead = true
		i := -1
		for n := 0; n < maxLookahead && la.pos-pr.pos < maxLookaheadBytes; n++ {
			if g, _ := la.Next(); g == nil || pr.epoch != epoch {
				break // the end, or the file cannot be read further
			}
			pr.aheadTo = pr.base + int64(la.pos)
			if la.decided == nil {
				continue
			}
			pr.ahead = append(pr.ahead, aheadVote{pr.aheadTo, la.decided})
			if i = in(la.decided); i >= 0 {
				break
			}
		}
		pr.lookingAhead = false
		if pr.epoch == epoch {
			return i
		}
		// The text after this game was decoded anew: look again.
		pr.ahead, pr.aheadTo = pr.ahead[:0], 0
	}
}

// How far a game that reads in two languages looks ahead for a game of
// the same file that tells which.
const (
	maxLookahead      = 200
	maxLookaheadBytes = 1 << 20
)

type aheadVote struct {
	off int64 // where the game that decided ends, in the text
	l   *Lang
}

func ambiguityWarning(game int, ok []reading, letters []rune) string {
	a, b := ok[0].l, ok[1].l
	for _, r := range letters {
		ta, tb := letterType(a, r), letterType(b, r)
		if ta != tb {
			return fmt.Sprintf("game %d reads in %s (%c %s) and in %s (%c %s): read in %s",
				game, a.Name, r, ta, b.Name, r, tb, a.Name)
		}
	}
	return fmt.Sprintf("game %d reads in %s and in %s: read in %s", game, a.Name, b.Name, a.Name)
}

// letterType returns the piece type the letter starting with r stands for
// in l (the first one, for Russian К and Кр).
func letterType(l *Lang, r rune) PieceType {
	for _, m := range l.match {
		if m.runes[0] == r {
			return m.t
		}
	}
	if l.alt != nil {
		return letterType(l.alt, r)
	}
	return NoPieceType
}

// appendLetterSignature appends to sig what the letters mean in l: two
// languages with the same signature read a game the same way.
func appendLetterSignature(sig []byte, l *Lang, letters []rune) []byte {
	for _, r := range letters {
		var mask byte
		for _, m := range l.match {
			if m.runes[0] == r {
				mask |= 1 << m.t
			}
		}
		if mask == 0 && l.alt != nil {
			for _, m := range l.alt.match {
				if m.runes[0] == r {
					mask |= 1 << m.t
				}
			}
		}
		sig = append(sig, mask)
	}
	return sig
}

// leadingLetters returns the first characters of the move tokens that are
// not file letters, digits or castling: the piece letters used.
func (pr *PGNReader) leadingLetters(toks []moveTok) []rune {
	var ascii uint32
	out := pr.letters[:0]
	defer func() { pr.letters = out }()
	for _, t := range toks {
		if t.null {
			continue
		}
		c := pr.data[t.start]
		var r rune
		if c < utf8.RuneSelf {
			if c >= 'A' && c <= 'Z' {
				if c == 'O' || ascii&(1<<(c-'A')) != 0 {
					continue
				}
				ascii |= 1 << (c - 'A')
				out = append(out, rune(c))
				continue
			}
			r = rune(c)
		} else {
			r, _ = utf8.DecodeRune(pr.data[t.start:t.end])
			r = foldRune(r)
			if r >= 'A' && r <= 'Z' {
				if r == 'O' || ascii&(1<<(r-'A')) != 0 {
					continue
				}
				ascii |= 1 << (r - 'A')
				out = append(out, r)
				continue
			}
		}
		if isFileRune(r) || r == 'O' || r == 'o' || (r >= '0' && r <= '9') || figurine(r) != NoPieceType {
			continue
		}
		dup := false
		for _, o := range out {
			if o == r {
				dup = true
				break
			}
		}
		if !dup {
			out = append(out, r)
		}
	}
	return out
}

// langCovers tells whether every letter is a piece letter of l. Letters
// of l's second alphabet count only in a game that also uses a letter of
// l's own that the second alphabet does not have (a Russian game with Ф,
// Л or С): an English game is not a Russian one.
func langCovers(l *Lang, letters []rune) bool {
	own := false
	for _, r := range letters {
		if l.hasLetter(r) {
			if l.alt != nil && !l.alt.hasLetter(r) {
				own = true
			}
			continue
		}
		if l.alt == nil || !l.alt.hasLetter(r) {
			return false
		}
	}
	if own || l.alt == nil {
		return true
	}
	for _, r := range letters {
		if !l.hasLetter(r) {
			return false
		}
	}
	return true
}

func (pr *PGNReader) tryLang(g *Game, toks []moveTok, l *Lang, moves []Move) ([]Move, *PGNError) {
	p := g.Start
	for _, t := range toks {
		if t.null {
			if p.InCheck() {
				tok := string(pr.data[t.start:t.end])
				e := pr.errAt(t.start, &Reason{Problem: PGNNullInCheck, Text: tok, Color: p.Turn()})
				e.Move, e.Side, e.Token = p.MoveNumber(), p.Turn(), tok
				return moves, e
			}
			moves = append(moves, NullMove)
			p.Play(NullMove)
			continue
		}
		tok := pr.text(t.start, t.end)
		m, err := ParseMove(&p, tok, l)
		if err != nil {
			// The error keeps a copy of the text: the window changes.
			tok = strings.Clone(tok)
			_, err = ParseMove(&p, tok, l)
			e := pr.errAt(t.start, err)
			e.Move, e.Side, e.Token = p.MoveNumber(), p.Turn(), tok
			return moves, e
		}
		moves = append(moves, m)
		p.Play(m)
	}
	return moves, nil
}
