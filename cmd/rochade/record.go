package main

// The --record file. A record only grows: what the file held before the
// run stays byte for byte, new games are added after it, and a resumed
// game goes on where its moves end (only its Result tag is brought up to
// date, and a Termination tag added, when it ends). Every save writes the
// whole file through a temporary file that is synced and renamed over it.

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"slices"
	"strings"

	"github.com/rochade/rochade/cmd/internal/assistant"
	"github.com/rochade/rochade/cmd/internal/safefile"
	"github.com/rochade/rochade/notation"
)

// recordFile keeps the session's games in the --record file.
type recordFile struct {
	path string
	enc  notation.Encoding
	nl   string // the file's line ending
	// prefix is the file before the session's games, byte for byte, with
	// the separator the first new game needs (a resumed game: the file
	// before it).
	prefix []byte
	resume *resumedGame
	// frozen holds the bytes of each finished game as first written: they
	// never change.
	frozen [][]byte
	games  int // games in the file before the session
}

// resumedGame is the game a run goes on with, as the file has it.
type resumedGame struct {
	orig  []byte // its bytes, to the end of the file
	tags  string // its tag section (and the blank line after it), as text
	moves []byte // its movetext, as text, to the end of its last move or note, its result left out
	game  notation.Game
	// lastNotes are its notes after its last move (already in moves).
	lastNotes []notation.Note
}

// recordOpen is what opening the record found.
type recordOpen struct {
	rec *recordFile
	// resumed is the game to go on with (nil: a new game).
	resumed *notation.Game
	// finished is set when --resume found the last game finished: a new
	// game begins after it; result is that game's.
	finished bool
	result   string
}

// recordError says why a record cannot be used; the catalogue words it.
type recordError struct {
	kind recordProblem
	path string
	err  error
	// mode, for recordNotRegular, is what the path is.
	mode fs.FileMode
}

type recordProblem int

const (
	recordNotRegular recordProblem = iota // a folder, a FIFO, a device, a socket
	recordUnreadable
	recordNotPGN
	recordUnwritable
	recordNoGame      // --resume, and no game in the file
	recordCannotGoOn  // --resume, but the last game cannot be continued in place
	recordUnencodable // a tag cannot be written in the file's encoding
)

func (e *recordError) Error() string { return e.path + ": " + fmt.Sprint(e.err) }
func (e *recordError) Unwrap() error { return e.err }

// openRecord checks the record before anything else is opened: it must be
// a regular file Rochade can read as PGN (or a path where one can be
// made), in a folder it can write to. tags are those of new games, which
// must be writable in the file's encoding.
func openRecord(path string, resume bool, tags []notation.Tag) (recordOpen, error) {
	var ro recordOpen
	rf := &recordFile{path: path, nl: "\n"}
	fail := func(k recordProblem, err error) (recordOpen, error) {
		return ro, &recordError{kind: k, path: path, err: err}
	}
	var data []byte
	fi, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if resume {
			return fail(recordNoGame, nil)
		}
	case err != nil:
		return fail(recordUnreadable, safefile.Reason(err))
	case !fi.Mode().IsRegular():
		// Reading a FIFO or a terminal would wait for ever, or take a
		// board's bytes: only a regular file is read.
		return ro, &recordError{kind: recordNotRegular, path: path, err: errors.New("not a regular file"), mode: fi.Mode()}
	default:
		if data, err = os.ReadFile(path); err != nil {
			return fail(recordUnreadable, safefile.Reason(err))
		}
	}
	text, enc, bom := notation.DecodeText(data)
	rf.enc = enc
	if bytes.Contains(text, []byte("\r\n")) {
		rf.nl = "\r\n"
	}
	var games []*notation.Game
	if len(bytes.TrimSpace(text)) > 0 {
		r := notation.NewPGNReader(bytes.NewReader(data))
		for {
			g, err := r.Next()
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				return fail(recordNotPGN, err)
			}
			games = append(games, g)
		}
	}
	// The folder must take the record: try it now, not at the first move.
	f, err := safefile.Create(path, 0o644)
	if err != nil {
		return fail(recordUnwritable, safefile.Reason(err))
	}
	f.Abort()
	for _, t := range tags {
		if _, err := notation.EncodeText(enc, t.Value); err != nil {
			return fail(recordUnencodable, err)
		}
	}
	rf.games = len(games)
	ro.rec = rf
	if resume {
		if len(games) == 0 {
			return fail(recordNoGame, nil)
		}
		last := games[len(games)-1]
		if last.Result != "*" && last.Result != "" {
			ro.finished, ro.result = true, last.Result
		} else {
			rg, start, err := resumeAt(text, last)
			if err != nil {
				return fail(recordCannotGoOn, err)
			}
			off, err := fileOffset(enc, bom, text, start)
			if err != nil {
				return fail(recordCannotGoOn, err)
			}
			rf.prefix = data[:off]
			rg.orig = data[off:]
			rf.resume = rg
			rf.games--
			ro.resumed = last
			return ro, nil
		}
	}
	// A new game goes after what the file holds, after a blank line.
	rf.prefix = data
	if len(bytes.TrimSpace(text)) > 0 {
		var sep string
		switch {
		case bytes.HasSuffix(text, []byte(rf.nl+rf.nl)):
		case bytes.HasSuffix(text, []byte(rf.nl)):
			sep = rf.nl
		default:
			sep = rf.nl + rf.nl
		}
		b, _ := notation.EncodeText(enc, sep)
		rf.prefix = append(data[:len(data):len(data)], b...)
	}
	return ro, nil
}

// fileOffset returns the offset in the file of offset off of its text.
func fileOffset(enc notation.Encoding, bom int, text []byte, off int) (int, error) {
	b, err := notation.EncodeText(enc, string(text[:off]))
	if err != nil {
		return 0, err
	}
	return bom + len(b), nil
}

// resumeAt finds the last game g of the text: where it starts, its tag
// section, and its movetext up to the end of its last move or note (the
// result, "*", left out), checked by reading those parts again.
func resumeAt(text []byte, g *notation.Game) (*resumedGame, int, error) {
	start, movesStart := lastGameSpan(text)
	end := len(bytes.TrimRight(text, " \t\r\n"))
	if end > movesStart && text[end-1] == '*' {
		end = len(bytes.TrimRight(text[:end-1], " \t\r\n"))
	}
	if end < movesStart {
		end = movesStart
	}
	// The parts must read as the same game, with nothing after it.
	check, err := notation.NewPGNReader(bytes.NewReader(append(append([]byte(nil), text[start:end]...), " *\n"...))).Next()
	if err != nil || !slices.Equal(check.Moves, g.Moves) || check.Start != g.Start || len(check.Tags) != len(g.Tags) {
		return nil, 0, errors.New("its moves end in a way Rochade cannot go on from")
	}
	rg := &resumedGame{tags: string(text[start:movesStart]), game: *g}
	rg.moves = text[movesStart:end] // as text; encoded below by the caller's offsets
	for _, n := range g.Notes {
		if n.Ply == len(g.Moves) {
			rg.lastNotes = append(rg.lastNotes, n)
		}
	}
	return rg, start, nil
}

// lastGameSpan returns where the last game of PGN text starts and where
// its movetext starts (after its tag section and the blank line), reading
// the text as the PGN reader does: tag pairs, {comments}, ;comments,
// %escape lines, (variations), and the results that end games.
func lastGameSpan(text []byte) (start, movesStart int) {
	movesStart = -1
	newGame := true   // the next token begins a game
	sawMoves := false // the game has had a token that is no tag
	depth := 0
	lineStart := true
	token := func(i int, tag bool) {
		if newGame || tag && sawMoves {
			start, newGame, sawMoves, movesStart, depth = i, false, false, -1, 0
		}
		if !tag && !sawMoves {
			movesStart, sawMoves = i, true
		}
	}
	for i := 0; i < len(text); {
		c := text[i]
		if c == '\n' {
			lineStart = true
			i++
			continue
		}
		if c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v' {
			i++
			continue
		}
		atLine := lineStart
		lineStart = false
		switch {
		case atLine && c == '%':
			i = lineEnd(text, i)
		case c == ';':
			token(i, false)
			i = lineEnd(text, i)
		case c == '{':
			token(i, false)
			j := bytes.IndexByte(text[i:], '}')
			if j < 0 {
				i = len(text)
			} else {
				i += j + 1
			}
		case c == '[' && depth == 0:
			token(i, true)
			i = lineEnd(text, i)
		default:
			token(i, false)
			j := i
			for j < len(text) && !strings.ContainsRune(" \t\r\n{}();[", rune(text[j])) {
				j++
			}
			if j == i {
				j++ // ( ) or a lone bracket
			}
			switch tok := string(text[i:j]); {
			case tok == "(":
				depth++
			case tok == ")":
				depth = max(depth-1, 0)
			case depth == 0 && (tok == "*" || tok == "1-0" || tok == "0-1" || tok == "1/2-1/2"):
				newGame = true
			}
			i = j
		}
	}
	if movesStart < 0 {
		movesStart = len(text)
	}
	return start, movesStart
}

// lineEnd returns the offset of the end of the line at i (its newline).
func lineEnd(text []byte, i int) int {
	if j := bytes.IndexByte(text[i:], '\n'); j >= 0 {
		return i + j
	}
	return len(text)
}

// Save writes the record: the file's earlier content, the finished games
// as they were first written, and the game being played.
func (r *recordFile) Save(finished []*notation.Game, cur *notation.Game) error {
	var buf bytes.Buffer
	buf.Write(r.prefix)
	for i := len(r.frozen); i < len(finished); i++ {
		b, err := r.gameBytes(i, finished[i])
		if err != nil {
			return err
		}
		r.frozen = append(r.frozen, b)
	}
	for _, b := range r.frozen {
		buf.Write(b)
	}
	if cur != nil {
		b, err := r.gameBytes(len(finished), cur)
		if err != nil {
			return err
		}
		buf.Write(b)
	}
	return safefile.Write(r.path, 0o644, func(w io.Writer) error {
		_, err := w.Write(buf.Bytes())
		return err
	})
}

// gameBytes writes game i of the session in the file's encoding and line
// endings.
func (r *recordFile) gameBytes(i int, g *notation.Game) ([]byte, error) {
	var text strings.Builder
	if i == 0 && r.resume != nil {
		rg := r.resume
		if !r.goesOn(g) {
			// The game was taken back into moves the file held before:
			// those stay as they were, and the game as it now stands
			// follows as a game of its own.
			var b strings.Builder
			if err := notation.WritePGN(&b, g, notation.Format{}); err != nil {
				return nil, err
			}
			tail, err := r.encode(b.String())
			if err != nil {
				return nil, err
			}
			sep, _ := r.encode(r.nl)
			out := append([]byte(nil), rg.orig...)
			if !bytes.HasSuffix(out, append(append([]byte(nil), sep...), sep...)) {
				out = append(out, sep...)
			}
			return append(out, tail...), nil
		}
		head, err := r.encode(updateTags(rg.tags, g, r.nl))
		if err != nil {
			return nil, err
		}
		moves, err := r.encode(string(rg.moves))
		if err != nil {
			return nil, err
		}
		if len(rg.moves) > 0 {
			text.WriteString(r.nl)
		}
		n := len(rg.game.Moves)
		var notes []notation.Note
		for _, note := range g.Notes {
			if note.Ply > n || note.Ply == n && r.newAtEnd(note) {
				note.Ply -= n
				notes = append(notes, note)
			}
		}
		if err := notation.WriteMovetext(&text, g.Position(n), g.Moves[n:], notes, notation.Format{Lang: rg.game.Lang}, resultOf(g)); err != nil {
			return nil, err
		}
		text.WriteString("\n")
		tail, err := r.encode(strings.ReplaceAll(text.String(), "\n", r.nl))
		if err != nil {
			return nil, err
		}
		return slices.Concat(head, moves, tail), nil
	}
	if err := notation.WritePGN(&text, g, notation.Format{}); err != nil {
		return nil, err
	}
	return r.encode(strings.ReplaceAll(text.String(), "\n", r.nl))
}

func resultOf(g *notation.Game) string {
	if g.Result == "" {
		return "*"
	}
	return g.Result
}

// goesOn tells whether g still begins with the moves the resumed game
// had in the file.
func (r *recordFile) goesOn(g *notation.Game) bool {
	rg := r.resume
	n := len(rg.game.Moves)
	return g.Start == rg.game.Start && len(g.Moves) >= n && slices.Equal(g.Moves[:n], rg.game.Moves)
}

// newAtEnd tells whether note, after the resumed game's last move, was
// made in the session: not one the file has there, and not the clock
// time the file gave that move.
func (r *recordFile) newAtEnd(note notation.Note) bool {
	if note.Kind == notation.Comment && (strings.HasPrefix(note.Text, "[%clk") || strings.HasPrefix(note.Text, "first on board")) {
		return false
	}
	for _, n := range r.resume.lastNotes {
		if n.Kind == note.Kind && n.NAG == note.NAG && strings.TrimSpace(n.Text) == strings.TrimSpace(note.Text) {
			return false
		}
	}
	return true
}

// encode writes text in the file's encoding.
func (r *recordFile) encode(text string) ([]byte, error) {
	return notation.EncodeText(r.enc, text)
}

// updateTags brings the Result tag of a resumed game's tag section up to
// date and adds a Termination tag when the game has one; every other
// byte stays.
func updateTags(tags string, g *notation.Game, nl string) string {
	res := resultOf(g)
	lines := strings.SplitAfter(tags, "\n")
	last := -1
	hasTerm := false
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if !strings.HasPrefix(t, "[") {
			continue
		}
		last = i
		switch tagNameOf(t) {
		case "Result":
			if v := tagValueOf(t); v != res {
				lines[i] = strings.Replace(l, `"`+v+`"`, `"`+res+`"`, 1)
			}
		case "Termination":
			hasTerm = true
		}
	}
	if term := g.Tag("Termination"); term != "" && !hasTerm && last >= 0 {
		add := `[Termination "` + term + `"]` + nl
		lines = slices.Insert(lines, last+1, add)
	}
	return strings.Join(lines, "")
}

func tagNameOf(line string) string {
	f := strings.Fields(strings.TrimPrefix(line, "["))
	if len(f) == 0 {
		return ""
	}
	return f[0]
}

func tagValueOf(line string) string {
	i := strings.IndexByte(line, '"')
	j := strings.LastIndexByte(line, '"')
	if i < 0 || j <= i {
		return ""
	}
	return line[i+1 : j]
}

var _ assistant.Record = (*recordFile)(nil)
