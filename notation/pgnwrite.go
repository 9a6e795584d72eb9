package notation

import (
	"bufio"
	"io"
	"strconv"
	"strings"
)

var rosterOrder = []string{"Event", "Site", "Date", "Round", "White", "Black", "Result"}

// WritePGN writes g as PGN: the Seven Tag Roster first, then the other
// tags, then the moves in format f (use the zero Format for standard PGN),
// with comments, glyphs and variations, wrapped at 79 columns.
func WritePGN(w io.Writer, g *Game, f Format) error {
	bw := bufio.NewWriter(w)
	result := g.Result
	if result == "" {
		result = "*"
	}
	for _, name := range rosterOrder {
		v := g.Tag(name)
		switch {
		case name == "Result":
			v = result
		case v == "" && name == "Date":
			v = "????.??.??"
		case v == "":
			v = "?"
		}
		writeTag(bw, name, v)
	}
	start := StartPosition()
	custom := g.Start != start
	for _, t := range g.Tags {
		if isRoster(t.Name) || ((t.Name == "FEN" || t.Name == "SetUp") && custom) {
			continue
		}
		writeTag(bw, t.Name, t.Value)
	}
	if g.Start.Chess960() && g.Tag("Variant") == "" {
		writeTag(bw, "Variant", "Chess960")
	}
	if custom {
		writeTag(bw, "SetUp", "1")
		writeTag(bw, "FEN", g.Start.FEN())
	}
	bw.WriteByte('\n')

	writeMovetextLines(bw, g.Start, g.Moves, g.Notes, f, result)
	bw.WriteByte('\n')
	return bw.Flush()
}

// WriteMovetext writes the moves played from start with their notes, in
// format f, followed by result (if not empty), in lines of at most 79
// columns, each ending in a newline: the movetext of a game, or its
// continuation. Notes are placed by ply as in a Game.
func WriteMovetext(w io.Writer, start Position, moves []Move, notes []Note, f Format, result string) error {
	bw := bufio.NewWriter(w)
	writeMovetextLines(bw, start, moves, notes, f, result)
	return bw.Flush()
}

func writeMovetextLines(bw *bufio.Writer, start Position, moves []Move, notes []Note, f Format, result string) {
	lw := lineWriter{w: bw}
	writeMovetext(lw.word, start, moves, notes, f)
	if result != "" {
		lw.word(result)
	}
	lw.end()
}

// LineText returns the moves played from start with their notes, in
// format f, as PGN writes them in a game's movetext or a variation (without
// a result): "3. Bb5 {[%clk 0:04:12]} a6". Notes are placed by ply as in a
// Game (0 before the first move).
func LineText(start Position, moves []Move, notes []Note, f Format) string {
	var b strings.Builder
	writeMovetext(func(w string) {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(w)
	}, start, moves, notes, f)
	return b.String()
}

// writeMovetext gives the words of the moves played from start, with the
// notes, to word.
func writeMovetext(word func(string), start Position, moves []Move, notes []Note, f Format) {
	// writeNotes writes the notes up to ply and tells whether it wrote any.
	writeNotes := func(ply int) bool {
		wrote := false
		for len(notes) > 0 && notes[0].Ply <= ply {
			wrote = true
			n := notes[0]
			notes = notes[1:]
			switch n.Kind {
			case Comment:
				word("{" + strings.ReplaceAll(n.Text, "}", ")") + "}")
			case NAG:
				if n.NAG > 0 {
					word("$" + strconv.Itoa(n.NAG))
				} else if nag := glyphNAG(n.Text); nag > 0 {
					word("$" + strconv.Itoa(nag))
				} else {
					word("{" + n.Text + "}")
				}
			case Variation:
				// Word by word, so that a long variation is wrapped.
				ws := strings.Fields(n.Text)
				if len(ws) == 0 {
					continue
				}
				ws[0] = "(" + ws[0]
				ws[len(ws)-1] += ")"
				for _, w := range ws {
					word(w)
				}
			case DrawOffer:
				word("{draw offer}")
			}
		}
		return wrote
	}
	p := start
	var buf []byte
	interrupted := writeNotes(0)
	for i, m := range moves {
		buf = buf[:0]
		if p.Turn() == White || i == 0 || interrupted {
			// The number goes on the same line as its move.
			buf = strconv.AppendInt(buf, int64(p.MoveNumber()), 10)
			if p.Turn() == White {
				buf = append(buf, ". "...)
			} else {
				buf = append(buf, "... "...)
			}
		}
		buf = AppendMove(buf, p.Describe(m), f)
		word(string(buf))
		p.Play(m)
		interrupted = writeNotes(i + 1)
	}
	writeNotes(1 << 30)
}

func isRoster(name string) bool {
	for _, r := range rosterOrder {
		if r == name {
			return true
		}
	}
	return false
}

func writeTag(w *bufio.Writer, name, value string) {
	w.WriteByte('[')
	w.WriteString(name)
	w.WriteString(` "`)
	w.WriteString(strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(value))
	w.WriteString("\"]\n")
}

// glyphNAG returns the NAG of a written annotation glyph.
func glyphNAG(s string) int {
	switch s {
	case "!":
		return 1
	case "?":
		return 2
	case "!!":
		return 3
	case "??":
		return 4
	case "!?":
		return 5
	case "?!":
		return 6
	case "□":
		return 7
	case "=":
		return 10
	case "∞":
		return 13
	case "⩲", "+=":
		return 14
	case "⩱", "=+":
		return 15
	case "±":
		return 16
	case "∓":
		return 17
	case "+-", "+/-":
		return 18
	case "-+", "-/+":
		return 19
	case "N":
		return 146
	}
	return 0
}

// lineWriter writes words separated by spaces in lines of at most 79
// columns.
type lineWriter struct {
	w   *bufio.Writer
	col int
}

func (l *lineWriter) word(s string) {
	if l.col > 0 && l.col+1+len(s) > 79 {
		l.w.WriteByte('\n')
		l.col = 0
	}
	if l.col > 0 {
		l.w.WriteByte(' ')
		l.col++
	}
	l.w.WriteString(s)
	l.col += len(s)
}

func (l *lineWriter) end() {
	if l.col > 0 {
		l.w.WriteByte('\n')
	}
}
