// Package gamefile reads the PGN games of a file (or standard input) for
// every command, with messages in the user's language.
//
//	r := gamefile.Reader{P: p, Stdin: cmd.InOrStdin(), Errs: cmd.ErrOrStderr(), Lang: lang}
//	err := r.Each("games.pgn", func(g *notation.Game, readErr error) error { ... })
//	games, err := gamefile.ReadAll(p, "record.pgn") // every game, or the first error
package gamefile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strconv"
	"unicode"
	"unicode/utf8"

	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/notation"
)

// Stdin is the name of standard input on the command line.
const Stdin = "-"

// Open opens the named file, or stdin for "-". A file that is not there,
// a folder, and a file that cannot be read are errors with a sentence.
func Open(p *ui.Printer, name string, stdin io.Reader) (io.ReadCloser, error) {
	if name == Stdin {
		return io.NopCloser(stdin), nil
	}
	f, err := os.Open(name)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, p.Errorf(ui.NoSuchFile, DisplayName(p, name))
		}
		return nil, p.Errorf(ui.CannotOpen, DisplayName(p, name), unwrap(err))
	}
	if fi, err := f.Stat(); err == nil && fi.IsDir() {
		f.Close()
		return nil, p.Errorf(ui.IsAFolder, DisplayName(p, name))
	}
	return f, nil
}

// DisplayName is the name of an input in messages: "standard input"
// for "-", and a name with control characters (which would garble a
// line on a terminal or a Braille display) quoted with them escaped.
func DisplayName(p *ui.Printer, name string) string {
	if name == Stdin {
		return p.Sprintf(ui.StandardInput)
	}
	for _, r := range name {
		if unicode.IsControl(r) || r == utf8.RuneError {
			return strconv.Quote(name)
		}
	}
	return name
}

// ReadError is returned by Reader.Each when some games could not be
// read completely; the caller has had what could be read.
type ReadError struct {
	N int // games with faults
	p *ui.Printer
}

func (e *ReadError) Error() string         { return e.p.Plural(ui.GamesNotRead, e.N, e.N) }
func (e *ReadError) Fact() (string, []any) { return string(ui.GamesNotRead), []any{e.N} }

// NoGameError is returned when an input holds no game.
type NoGameError struct {
	Name string
	p    *ui.Printer
}

func (e *NoGameError) Error() string { return e.p.Sprintf(ui.NoGame, DisplayName(e.p, e.Name)) }
func (e *NoGameError) Fact() (string, []any) {
	return string(ui.NoGame), []any{DisplayName(e.p, e.Name)}
}

// Reader reads the games of inputs.
type Reader struct {
	P     *ui.Printer
	Stdin io.Reader // read for "-"
	Errs  io.Writer // reading faults are printed here, one line each
	Lang  *notation.Lang
	// Reuse reads every game into the same notation.Game, whose memory
	// is used again: for a function of Each that keeps no game after it
	// returns.
	Reuse bool
	// MovesOnly reads only what the moves need (notation.PGNReader's
	// MovesOnly): no notes, only the tags of the set-up and the result.
	MovesOnly bool
}

// Each reads the games of name and calls f for each with its reading
// error (nil, or a *notation.PGNError after which the game holds the
// moves before the fault). Faults are printed to Errs and counted in a
// *ReadError at the end; an input without any game gives a
// *NoGameError. An error from f stops reading and is returned.
func (r Reader) Each(name string, f func(g *notation.Game, readErr error) error) error {
	in, err := Open(r.P, name, r.Stdin)
	if err != nil {
		return err
	}
	defer in.Close()
	return r.EachIn(in, name, f)
}

// EachIn is Each on an input already open.
func (r Reader) EachIn(in io.Reader, name string, f func(g *notation.Game, readErr error) error) error {
	pr := notation.NewPGNReader(in)
	pr.Lang, pr.MovesOnly = r.Lang, r.MovesOnly
	bad, n := 0, 0
	var reused notation.Game
	for {
		g := &reused
		if !r.Reuse {
			g = new(notation.Game)
		}
		g, err := pr.NextInto(g)
		if err == io.EOF {
			break
		}
		if g == nil {
			return r.P.Errorf(ui.CannotRead, DisplayName(r.P, name), Describe(r.P, err))
		}
		n++
		if g.Warning != "" {
			// A game whose moves read in two languages: say which was
			// taken.
			fmt.Fprintf(r.Errs, "%s: %s\n", DisplayName(r.P, name), g.Warning)
		}
		if err != nil {
			bad++
			fmt.Fprintf(r.Errs, "%s: %s\n", DisplayName(r.P, name), Describe(r.P, err))
		}
		if ferr := f(g, err); ferr != nil {
			return ferr
		}
	}
	if n == 0 {
		return &NoGameError{Name: name, p: r.P}
	}
	if bad > 0 {
		return &ReadError{N: bad, p: r.P}
	}
	return nil
}

// ReadAll reads every game of the file at path; the first fault is an
// error naming the place. A file without games gives no games and no
// error.
func ReadAll(p *ui.Printer, path string) ([]*notation.Game, error) {
	f, err := Open(p, path, nil)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r := notation.NewPGNReader(f)
	var games []*notation.Game
	for {
		g, err := r.Next()
		if errors.Is(err, io.EOF) {
			return games, nil
		}
		if err != nil {
			return nil, p.Errorf(ui.Labelled, path, Describe(p, err))
		}
		games = append(games, g)
	}
}

// Describe words a reading error in the printer's language: the place
// (game, move, line, byte) of a *notation.PGNError, then its reason.
func Describe(p *ui.Printer, err error) string { return p.Say(err) }

func unwrap(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// First reads the first game of name ("-" for stdin). An input without a
// game is a *NoGameError; a game that cannot be read to its end is an
// error naming the place, since a caller that plays the game through
// needs all of it.
func First(p *ui.Printer, name string, stdin io.Reader) (*notation.Game, error) {
	in, err := Open(p, name, stdin)
	if err != nil {
		return nil, err
	}
	defer in.Close()
	g, err := notation.NewPGNReader(in).Next()
	switch {
	case errors.Is(err, io.EOF):
		return nil, &NoGameError{Name: name, p: p}
	case err != nil:
		return nil, p.Errorf(ui.CannotRead, DisplayName(p, name), Describe(p, err))
	}
	return g, nil
}
