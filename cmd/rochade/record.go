package main

// The --record file. A record only grows: what the file held before the
// run stays byte for byte, new games are added after it, and a resumed
// game goes on where its moves end (only its Result tag is brought up to
// date, and a Termination tag added, when it ends). A save writes only
// from the first byte that changes (cmd/internal/growfile): a new move
// takes the place of its game's terminator and goes on after it, so the
// file keeps its inode, its links and its mode, and a save needs only
// the room of its new bytes. A game is written so that its end changes
// little: its Result tag padded to the longest result, its Termination
// tag ("unterminated" while it is played) padded too, both rewritten in
// place when it ends. One process keeps a record: a second one is
// refused. When another program changes the file during a game, its bytes
// are kept and the game goes on after them as a new copy.

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
	"github.com/rochade/rochade/cmd/internal/growfile"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/notation"
)

// recordFile keeps the session's games in the --record file.
type recordFile struct {
	path string
	file *growfile.File
	enc  notation.Encoding
	nl   string // the file's line ending
	// sep is the separator the session's part of the file begins with
	// (a blank line after the games before it).
	sep    []byte
	resume *resumedGame
	// frozen holds the bytes of each finished game as first written:
	// they never change. before[i] is set for a finished game that is in
	// the file before the session's part (after another program changed
	// the file, a game it kept).
	frozen [][]byte
	before []bool
	// copyOf is the game (its index in the session) written as a new
	// copy after another program changed the file during it, -1 none;
	// copyPlies is how many of its half-moves the copy before holds.
	copyOf    int
	copyPlies int
	games     int // games in the file before the session
	readOnly  bool
	// notice says a change of the file once (another program's).
	notice func(recordChange)
	// The games of the last save, and whether it wrote them.
	finished []*notation.Game
	cur      *notation.Game
	saved    bool
	// plies is how many half-moves of game index plyGame of the session
	// the file holds (the game being played at the last save).
	plies, plyGame int
	// last is the file's last game as it was read, nil if none: an
	// online game joined again goes on in it (placeOnline).
	last *notation.Game
	// server, set when an online game goes on in the file's last game,
	// returns the server's moves of it as they are now (see onServer).
	server func() []notation.Move
}

// recordChange is another program's change of the record during play:
// how, and where the game goes on.
type recordChange struct {
	path string
	how  growfile.Change
	// copied: the game goes on as a new copy after the other program's
	// bytes; plies is how many half-moves the copy before holds.
	copied bool
	plies  int
}

// resumedGame is the game a run goes on with, as the file has it.
type resumedGame struct {
	orig  []byte // its bytes, to the end of the file
	tags  string // its tag section (and the blank line after it), as text
	moves []byte // its movetext, as text, to the end of its last move or note, its result left out
	game  notation.Game
	// lastNotes are its notes after its last move (already in moves).
	lastNotes []notation.Note
	// apart is set when the game being played is not this one (an
	// online game that is another game): its bytes stay as they are,
	// and the game being played follows as a game of its own.
	apart bool
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
	recordLocked      // another process keeps the file
)

func (e *recordError) Error() string { return e.path + ": " + fmt.Sprint(e.err) }
func (e *recordError) Unwrap() error { return e.err }

// recordPlaces are where the record keeps what is not in it: the
// command line the lock file names, the folder of journals.
type recordPlaces struct {
	command  string
	journals string
}

// openRecord checks the record before anything else is opened and takes
// it: it must be a regular file Rochade can read as PGN (or a path where
// one can be made) that no other process keeps. tags are those of new
// games, which must be writable in the file's encoding. A record that
// cannot be written (read-only) is taken all the same: readOnly says so,
// and the moves wait for it.
func openRecord(path string, resume bool, tags []notation.Tag, at recordPlaces) (ro recordOpen, err error) {
	rf := &recordFile{path: path, nl: "\n", copyOf: -1}
	fail := func(k recordProblem, err error) (recordOpen, error) {
		if rf.file != nil {
			rf.file.Close()
		}
		return recordOpen{}, &recordError{kind: k, path: path, err: err}
	}
	fi, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if resume {
			return fail(recordNoGame, nil)
		}
	case err != nil:
		return fail(recordUnreadable, reasonOf(err))
	case !fi.Mode().IsRegular():
		// Reading a FIFO or a terminal would wait for ever, or take a
		// board's bytes: only a regular file is read.
		return recordOpen{}, &recordError{kind: recordNotRegular, path: path, err: errors.New("not a regular file"), mode: fi.Mode()}
	}
	f, data, err := growfile.Open(path, growfile.Options{Create: !resume, Command: at.command, Journals: at.journals})
	if err != nil {
		var le *growfile.LockedError
		var ie *growfile.IOError
		switch {
		case errors.As(err, &le):
			return fail(recordLocked, err)
		case errors.As(err, &ie) && ie.Op == growfile.OpCreate:
			return fail(recordUnwritable, reasonOf(ie.Err))
		case errors.As(err, &ie):
			return fail(recordUnreadable, reasonOf(ie.Err))
		}
		return fail(recordUnreadable, err)
	}
	rf.file = f
	rf.readOnly = !f.Writable()
	text, enc, bom := notation.DecodeText(data)
	rf.enc = enc
	if sp, err := notation.EncodeText(enc, " "); err == nil {
		f.SetSpace(sp)
	}
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
	for _, t := range tags {
		if _, err := notation.EncodeText(enc, t.Value); err != nil {
			return fail(recordUnencodable, err)
		}
	}
	rf.games = len(games)
	if len(games) > 0 {
		rf.last = games[len(games)-1]
	}
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
			rg.orig = data[off:]
			rf.resume = rg
			rf.games--
			ro.resumed = last
			f.Own(int64(off))
			rf.plies = len(last.Moves)
			return ro, nil
		}
	}
	// A new game goes after what the file holds, after a blank line.
	f.Own(int64(len(data)))
	rf.sep = rf.separator(text)
	return ro, nil
}

// separator returns what goes between text, the file's bytes as text,
// and a game after them: a blank line, or what it lacks of one.
func (r *recordFile) separator(text []byte) []byte {
	if len(bytes.TrimSpace(text)) == 0 {
		return nil
	}
	var sep string
	switch {
	case bytes.HasSuffix(text, []byte(r.nl+r.nl)):
	case bytes.HasSuffix(text, []byte(r.nl)):
		sep = r.nl
	default:
		sep = r.nl + r.nl
	}
	b, _ := notation.EncodeText(r.enc, sep)
	return b
}

// reasonOf returns why a file could not be read or written, without its
// name (the message names it).
func reasonOf(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// Close lets the record go: its lock, and the file itself if it was made
// for this run and no game was written.
func (r *recordFile) Close() error {
	if r == nil || r.file == nil {
		return nil
	}
	return r.file.Close()
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

// Save writes the record: the session's finished games as they were
// first written, and the game being played, from the first byte that
// changed. When another program changed the file since the last save, its
// bytes stay: the game goes on after them (said once).
func (r *recordFile) Save(finished []*notation.Game, cur *notation.Game) error {
	r.finished, r.cur, r.saved = finished, cur, false
	for i := len(r.frozen); i < len(finished); i++ {
		b, err := r.gameBytes(i, finished[i])
		if err != nil {
			return err
		}
		r.frozen = append(r.frozen, b)
		r.before = append(r.before, false)
	}
	want, err := r.region()
	if err != nil {
		return err
	}
	err = r.file.Write(want)
	var ce *growfile.ChangedError
	if errors.As(err, &ce) {
		if err := r.rebase(ce); err != nil {
			return err
		}
		if want, err = r.region(); err != nil {
			return err
		}
		err = r.file.Write(want)
	}
	if err != nil {
		return err
	}
	r.saved = true
	r.plies, r.plyGame = 0, len(finished)
	if cur != nil {
		r.plies = len(cur.Moves)
	}
	return nil
}

// parts returns the bytes of the session's part of the file, in order:
// the finished games not before it, then the game being played.
func (r *recordFile) parts() ([][]byte, error) {
	var parts [][]byte
	for i, b := range r.frozen {
		if !r.before[i] {
			parts = append(parts, b)
		}
	}
	if r.cur != nil {
		b, err := r.gameBytes(len(r.finished), r.cur)
		if err != nil {
			return nil, err
		}
		parts = append(parts, b)
	}
	return parts, nil
}

// region returns the session's part of the file as it must be now.
func (r *recordFile) region() ([]byte, error) {
	parts, err := r.parts()
	if err != nil || len(parts) == 0 {
		return nil, err
	}
	return slices.Concat(append([][]byte{r.sep}, parts...)...), nil
}

// rebase finds where the session's games go on after another program
// changed the file. If the session's part is still at its end, byte for
// byte (the other program changed what is before it), the game goes on
// there. Otherwise the finished games of the session that the file no
// longer holds, and the game being played as a new copy, go after what
// the file holds now.
func (r *recordFile) rebase(ce *growfile.ChangedError) error {
	data, err := r.file.Reread()
	if err != nil {
		return err
	}
	plies := r.plies
	if r.plyGame != len(r.finished) {
		plies = 0 // the game being played is not in the file yet
	}
	ch := recordChange{path: r.path, how: ce.How, plies: plies}
	own := r.file.Region()
	text, _, _ := notation.DecodeText(data)
	if bytes.HasSuffix(data, own) {
		// The session's part is at the end, as it was written.
		base := int64(len(data) - len(own))
		same := r.file.SameBefore(data[:base])
		r.file.Adopt(base, data)
		if len(own) == 0 {
			r.sep = r.separator(text)
		}
		if !same && r.notice != nil {
			r.notice(ch)
		}
		return nil
	}
	r.file.Adopt(int64(len(data)), data)
	r.sep = r.separator(text)
	for i, b := range r.frozen {
		r.before[i] = r.before[i] || len(b) > 0 && bytes.Contains(data, b)
	}
	if r.cur != nil && plies > 0 {
		r.copyOf, r.copyPlies = len(r.finished), plies
		ch.copied = true
	}
	if r.notice != nil {
		r.notice(ch)
	}
	return nil
}

// unsaved returns the games of the session the file does not hold as
// they are now: those the last save could not write.
func (r *recordFile) unsaved() []*notation.Game {
	if r == nil || r.saved {
		return nil
	}
	own := r.file.Region()
	at := len(r.sep)
	if !bytes.HasPrefix(own, r.sep) {
		at = len(own) + 1
	}
	var out []*notation.Game
	in := func(b []byte) bool {
		ok := at+len(b) <= len(own) && bytes.Equal(own[at:at+len(b)], b)
		if ok {
			at += len(b)
		} else {
			at = len(own) + 1
		}
		return ok
	}
	for i, b := range r.frozen {
		if !r.before[i] && !in(b) {
			out = append(out, r.finished[i])
		}
	}
	if r.cur != nil {
		b, err := r.gameBytes(len(r.finished), r.cur)
		if err != nil || !in(b) {
			out = append(out, r.cur)
		}
	}
	if len(out) == 0 {
		// The bytes are there, but the system did not say they are safe
		// (a failed sync): the game being played, or the last one.
		switch {
		case r.cur != nil:
			out = append(out, r.cur)
		case len(r.finished) > 0:
			out = append(out, r.finished[len(r.finished)-1])
		}
	}
	return out
}

// gameBytes writes game i of the session in the file's encoding and line
// endings.
func (r *recordFile) gameBytes(i int, g *notation.Game) ([]byte, error) {
	var text strings.Builder
	if i == 0 && r.resume != nil && r.copyOf != 0 {
		rg := r.resume
		if c := r.onServer(g); c != nil {
			g = c
		}
		if rg.apart || !r.goesOn(g) {
			// The game was taken back into moves the file held before
			// (or is another game): those stay as they were, and the
			// game as it now stands follows as a game of its own.
			tail, err := r.gameText(g, "")
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
	note := ""
	if i == r.copyOf {
		note = fmt.Sprintf("the game goes on here: its copy above, cut off by another program writing to this file, stops after half-move %d", r.copyPlies)
	}
	return r.gameText(g, note)
}

// gameText writes g as a game of its own, with its Result and
// Termination tags in the form that changes in place (padTags), in the
// file's encoding and line endings; note, if not empty, is a comment
// before its first move.
func (r *recordFile) gameText(g *notation.Game, note string) ([]byte, error) {
	if note != "" {
		c := *g
		c.Notes = append([]notation.Note{{Ply: 0, Kind: notation.Comment, Text: note}}, g.Notes...)
		g = &c
	}
	var text strings.Builder
	if err := notation.WritePGN(&text, g, notation.Format{Lang: g.Lang}); err != nil {
		return nil, err
	}
	return r.encode(strings.ReplaceAll(padTags(text.String(), g), "\n", r.nl))
}

// The widths of the Result and Termination tag lines, padded: the
// longest result and the longest termination Rochade writes.
var (
	resultWidth = len(`[Result "1/2-1/2"]`)
	termWidth   = len(`[Termination "unterminated"]`)
)

// padTags puts the Result tag of a game as WritePGN writes it in the
// form that the game's end changes in place, without moving a byte after
// it: padded with spaces to the longest result, and followed by the
// Termination tag, "unterminated" while the game is played (PGN's own
// word for it), padded to the longest termination.
func padTags(pgn string, g *notation.Game) string {
	head, body, ok := strings.Cut(pgn, "\n\n")
	if !ok {
		return pgn
	}
	term := g.Tag("Termination")
	if term == "" && resultOf(g) == "*" {
		term = "unterminated"
	}
	var out []string
	for _, l := range strings.Split(head, "\n") {
		switch tagNameOf(l) {
		case "Termination":
			continue
		case "Result":
			out = append(out, padTo(l, resultWidth))
			if term != "" {
				out = append(out, padTo(`[Termination "`+strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(term)+`"]`, termWidth))
			}
			continue
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n") + "\n\n" + body
}

// padTo adds spaces to a line up to width characters.
func padTo(line string, width int) string {
	if n := width - len(line); n > 0 {
		return line + strings.Repeat(" ", n)
	}
	return line
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
// date, and its Termination tag (added when it has none); every other
// byte stays. A tag padded with spaces (as Rochade writes a game being
// played) keeps its line's length.
func updateTags(tags string, g *notation.Game, nl string) string {
	res := resultOf(g)
	lines := strings.SplitAfter(tags, "\n")
	last := -1
	hasTerm := false
	term := g.Tag("Termination")
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if !strings.HasPrefix(t, "[") {
			continue
		}
		last = i
		switch tagNameOf(t) {
		case "Result":
			lines[i] = setTagValue(l, res)
		case "Termination":
			hasTerm = true
			if term != "" {
				lines[i] = setTagValue(l, term)
			}
		}
	}
	if term != "" && !hasTerm && last >= 0 {
		add := `[Termination "` + term + `"]` + nl
		lines = slices.Insert(lines, last+1, add)
	}
	return strings.Join(lines, "")
}

// setTagValue gives the tag on line (with its line ending) value v,
// taking the room it needs from the spaces after the tag, if any.
func setTagValue(line, v string) string {
	i := strings.IndexByte(line, '"')
	j := strings.LastIndexByte(line, '"')
	if i < 0 || j <= i || line[i+1:j] == v {
		return line
	}
	rest := line[j+1:] // `]`, spaces, line ending
	k := strings.IndexByte(rest, ']')
	if k < 0 {
		return line
	}
	after := rest[k+1:]
	body := strings.TrimLeft(after, " ")
	spaces := len(after) - len(body)
	grow := len(v) - (j - i - 1)
	spaces = max(spaces-grow, 0)
	return line[:i+1] + v + `"` + rest[:k+1] + strings.Repeat(" ", spaces) + body
}

func tagNameOf(line string) string {
	f := strings.Fields(strings.TrimPrefix(line, "["))
	if len(f) == 0 {
		return ""
	}
	return f[0]
}

var _ assistant.Record = (*recordFile)(nil)

// sayOpened says at once what opening the record found that the player
// must know: a lock left by a process that is gone, taken over; a record
// that is read-only, which is not written over.
func (r *recordFile) sayOpened(p *ui.Printer, w io.Writer) {
	if h := r.file.TookOver(); h != nil {
		fmt.Fprintln(w, p.Word(growfile.StaleLock{Path: r.path, Holder: *h}))
	}
	if r.readOnly {
		fmt.Fprintln(w, p.Sprintf(ui.PlayRecordReadOnly, r.path))
	}
}

// text words another program's change of the record.
func (c recordChange) text(p *ui.Printer) string {
	switch {
	case c.how == growfile.Gone:
		return p.Sprintf(ui.PlayRecordRemade, c.path)
	case c.copied:
		return p.Plural(ui.PlayRecordCopied, c.plies, c.path, c.plies)
	}
	return p.Sprintf(ui.PlayRecordKept, c.path)
}

// sayRecord hands a line about the record to every output, as a notice.
func (g *gameOutputs) sayRecord(text string) {
	g.put(gameLine{kind: lineNotice, text: text, fact: true})
}
