package emulator

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/rochade/rochade/devices/internal/fact"
	"github.com/rochade/rochade/devices/script"
	"github.com/rochade/rochade/notation"
)

// Timings of the hands at speed 1 (script.Options.Speed scales them).
const (
	// leverAfter is the time from putting the piece down to pressing
	// the clock (D.2.4: the clock is pressed after the move is made).
	leverAfter = 250 * time.Millisecond
	// setUpStep is the time between two pieces when setting up a position.
	setUpStep = 200 * time.Millisecond
)

// Hands make moves on an emulated board as a player would, keep the
// position of the game, and press the clock after each move.
type Hands struct {
	emu  *Emulator
	pos  notation.Position
	opt  script.Options
	made int64 // moves made, to vary the ways moves are made
	late *LateRest
}

// LateRest is a change the hands made later than they meant to, because
// the machine woke them late (script.Lapse): the board then showed
// another game than the one played.
type LateRest struct {
	Square notation.Square
	Ply    int           // index of the move in the moves played
	By     time.Duration // how much later than meant
}

// Late returns the first change the hands made too late to keep their
// game since they were made, if any.
func (h *Hands) Late() (LateRest, bool) {
	if h.late == nil {
		return LateRest{}, false
	}
	return *h.late, true
}

// NewHands returns hands for board e, whose game stands at pos. opt
// chooses how moves are made (Speed scales every pause, Seed varies the
// ways, Plain keeps them simple, Real drags pieces and sets them down on
// their way); the drags of real hands follow the board's scan.
func NewHands(e *Emulator, pos notation.Position, opt script.Options) *Hands {
	if opt.Speed <= 0 {
		opt.Speed = 1
	}
	if opt.Scan <= 0 {
		opt.Scan = e.Scan().Max
	}
	return &Hands{emu: e, pos: pos, opt: opt}
}

// Position returns the position of the game as the hands know it.
func (h *Hands) Position() notation.Position { return h.pos }

func (h *Hands) scaled(d time.Duration) time.Duration {
	return time.Duration(float64(d) * h.opt.Speed)
}

func (h *Hands) sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(h.scaled(d))
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// PlayMoves makes the moves from the current position, each in one of
// the ways real hands do (by the seed), and presses the clock, if the
// board has one, after each (starting it first if it does not run yet).
// before, if not nil, is called before each step.
func (h *Hands) PlayMoves(ctx context.Context, moves []notation.Move, before func(i int, s script.Step)) error {
	opt := h.opt
	opt.Seed += h.made
	steps := script.ForGame(h.pos, moves, opt)
	if h.emu.HasClock() && !h.emu.ClockStarted() {
		_ = h.emu.StartClock(h.pos.Turn())
	}
	var werr error
	keep := script.NewKeeper(steps)
	defer func() {
		if l, late := keep.Lapse(); late && h.late == nil {
			h.late = &LateRest{Square: steps[l.Step].Square, Ply: steps[l.Step].Ply, By: l.By}
		}
	}()
	after := func(s script.Step, at time.Time) {
		keep.Made(at)
		if !s.Final || s.Ply < 0 || s.Ply >= len(moves) {
			return
		}
		mover := h.pos.Turn()
		h.pos.Play(moves[s.Ply])
		h.made++
		if h.emu.HasClock() {
			if err := h.sleep(ctx, leverAfter); err != nil {
				werr = err
				return
			}
			// A flag that has fallen stays: the press changes nothing.
			_ = h.emu.PressLever(mover)
		}
	}
	if err := script.PlayLate(ctx, h.emu, steps, before, after, keep.Late); err != nil {
		return err
	}
	return werr
}

// Move reads a move in any notation and language the notation reader
// knows, makes it on the board, and returns it in SAN.
func (h *Hands) Move(ctx context.Context, text string) (string, error) {
	m, err := notation.ParseMove(&h.pos, text, nil)
	if err != nil {
		return "", err
	}
	san := h.pos.SAN(m)
	return san, h.PlayMoves(ctx, []notation.Move{m}, nil)
}

// SetPosition moves the pieces to the position of a FEN as hands would:
// the pieces that are not wanted taken off, the pieces that move lifted
// and put down on their new squares (one held in the hand where two
// swap places), the missing pieces put on last. The game then goes on
// from that position. "start" stands for the starting position.
func (h *Hands) SetPosition(ctx context.Context, fen string) error {
	var p notation.Position
	if f := strings.TrimSpace(fen); f == "start" || f == "startpos" {
		p = notation.StartPosition()
	} else {
		var err error
		if p, err = notation.ParseFEN(f); err != nil {
			return err
		}
	}
	target := p.Placement()
	board := [64]notation.Piece(h.emu.Board())
	type move struct {
		from, to notation.Square
		lifted   bool
	}
	var leaving, needing []notation.Square
	for s := notation.Square(0); s < 64; s++ {
		if board[s] == target[s] {
			continue
		}
		if board[s] != notation.NoPiece {
			leaving = append(leaving, s)
		}
		if target[s] != notation.NoPiece {
			needing = append(needing, s)
		}
	}
	used := map[notation.Square]bool{}
	var moves []*move
	var put []notation.Square
	for _, to := range needing {
		best, bestDist := notation.NoSquare, 99
		for _, from := range leaving {
			if used[from] || board[from] != target[to] {
				continue
			}
			d := max(abs(from.File()-to.File()), abs(from.Rank()-to.Rank()))
			if d < bestDist {
				best, bestDist = from, d
			}
		}
		if best == notation.NoSquare {
			put = append(put, to)
			continue
		}
		used[best] = true
		moves = append(moves, &move{from: best, to: to})
	}
	set := func(s notation.Square, pc notation.Piece) error {
		if err := h.sleep(ctx, setUpStep); err != nil {
			return err
		}
		board[s] = pc
		h.emu.Set(s, pc)
		return nil
	}
	for _, s := range leaving {
		if !used[s] {
			if err := set(s, notation.NoPiece); err != nil {
				return err
			}
		}
	}
	for len(moves) > 0 {
		progress := false
		for i := 0; i < len(moves); i++ {
			m := moves[i]
			if board[m.to] != notation.NoPiece {
				continue
			}
			pc := target[m.to]
			if !m.lifted {
				if err := set(m.from, notation.NoPiece); err != nil {
					return err
				}
			}
			if err := set(m.to, pc); err != nil {
				return err
			}
			moves = append(moves[:i], moves[i+1:]...)
			i--
			progress = true
		}
		if !progress {
			// Pieces that swap places: one goes into the hand.
			for _, m := range moves {
				if !m.lifted {
					m.lifted = true
					if err := set(m.from, notation.NoPiece); err != nil {
						return err
					}
					break
				}
			}
		}
	}
	for _, s := range put {
		if err := set(s, target[s]); err != nil {
			return err
		}
	}
	h.pos = p
	return nil
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// ErrUnknownCommand is wrapped by the error of a line Do does not know.
var ErrUnknownCommand error = &fact.Fact{Key: "emulator-unknown-command", Text: "unknown command"}

// Do carries out one command line and returns what was done, for the
// line "done: ..." of the emulator:
//
//	button N        press button N (1 to 5) of the clock
//	position FEN    set the pieces up as in FEN ("position start": the starting position)
//	move MOVE       make MOVE (any notation, any language) in the current position
//	unplug          pull the cable (the board goes on seeing what is done on it)
//	plug            put the cable back
//
// It returns "", nil for an empty line or a comment (#...).
func (h *Hands) Do(ctx context.Context, line string) (string, error) {
	line = strings.TrimSpace(line)
	if line == "" || strings.HasPrefix(line, "#") {
		return "", nil
	}
	word, arg, _ := strings.Cut(line, " ")
	arg = strings.TrimSpace(arg)
	switch strings.ToLower(word) {
	case "button":
		n, err := strconv.Atoi(arg)
		if err != nil || n < 1 || n > 5 {
			return "", &CommandError{Line: line, Problem: BadButton}
		}
		if err := h.emu.PressButton(n); err != nil {
			return "", &CommandError{Line: line, Problem: Failed, Err: err}
		}
		return fmt.Sprintf("button %d", n), nil
	case "position":
		if arg == "" {
			return "", &CommandError{Line: line, Problem: NoFEN}
		}
		if err := h.SetPosition(ctx, arg); err != nil {
			return "", &CommandError{Line: line, Problem: Failed, Err: err}
		}
		return "position " + h.pos.FEN(), nil
	case "unplug":
		// The cable pulled: changes on the board are no longer sent.
		h.emu.Unplug()
		return "unplug", nil
	case "plug":
		if err := h.emu.Plug(); err != nil {
			return "", &CommandError{Line: line, Problem: Failed, Err: err}
		}
		return "plug", nil
	case "move":
		if arg == "" {
			return "", &CommandError{Line: line, Problem: NoMove}
		}
		san, err := h.Move(ctx, arg)
		if err != nil {
			return "", &CommandError{Line: line, Problem: Failed, Err: err}
		}
		return "move " + san, nil
	}
	return "", &CommandError{Line: line, Problem: Unknown, Err: ErrUnknownCommand}
}

// CommandProblem says why Do did not carry out a command line.
type CommandProblem int

// The problems of a command line.
const (
	Failed    CommandProblem = iota // the command failed: Err says why
	Unknown                         // no such command (Err is ErrUnknownCommand)
	BadButton                       // button takes 1 to 5
	NoFEN                           // position without a FEN
	NoMove                          // move without a move
)

// CommandError says why Do did not carry out a command line.
type CommandError struct {
	Line    string
	Problem CommandProblem
	Err     error
}

func (e *CommandError) Error() string {
	s := "emulator: " + notation.Quote(e.Line)
	switch e.Problem {
	case Unknown:
	case BadButton:
		s += ": button 1-5"
	case NoFEN:
		s += ": no FEN"
	case NoMove:
		s += ": no move"
	}
	if e.Err != nil {
		s += ": " + e.Err.Error()
	}
	return s
}

func (e *CommandError) Unwrap() error { return e.Err }

// commandKeys are the messages of the problems of a command line.
var commandKeys = map[CommandProblem]string{BadButton: "emulate-bad-button", NoFEN: "emulate-no-f-e-n", NoMove: "emulate-no-move"}

func (e *CommandError) Fact() (string, []any) {
	line := strings.TrimSpace(e.Line)
	switch {
	case errors.Is(e.Err, ErrUnknownCommand):
		return "emulate-unknown-command", []any{line}
	case errors.Is(e.Err, ErrNoClock):
		return "emulate-no-clock", []any{line}
	case commandKeys[e.Problem] != "":
		return commandKeys[e.Problem], []any{line}
	}
	return "emulate-failed", []any{line, e.Err}
}
