package uci

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/rochade/rochade/cmd/internal/fact"
	"github.com/rochade/rochade/cmd/internal/tether"
	"github.com/rochade/rochade/notation"
)

// Default timeouts and limits; Options fields left zero take these.
const (
	DefaultStartTimeout  = 10 * time.Second // from starting the engine to "uciok"
	DefaultReadyTimeout  = 5 * time.Second  // from "isready" to "readyok"
	DefaultMargin        = 3 * time.Second  // added to the search time before the engine counts as hung
	DefaultSearchTimeout = time.Minute      // the longest search by depth or nodes alone
	DefaultQuitTimeout   = time.Second      // from "quit" to killing the engine
	DefaultMoveTime      = time.Second      // the search time when no Limit is given
)

// maxLine is the longest engine line read; a longer one is garbage.
const maxLine = 64 << 10

// maxUnknown is how many lines that are not UCI an engine may print while
// one answer is awaited before it counts as printing garbage.
const maxUnknown = 200

// Options says which engine to start and how.
type Options struct {
	// Path is the engine's program: a path, or a name looked up in PATH
	// and then in /usr/games (where Debian installs Stockfish). Empty
	// means "stockfish".
	Path string
	Args []string

	// Level is the playing strength set after the handshake; the zero
	// Level is the engine's full strength.
	Level Level
	// Limit is used by Best when it is given a zero Limit; its zero value
	// means a search of DefaultMoveTime.
	Limit Limit
	// Settings are further options ("Threads", "Hash", …) set after the
	// handshake in the order of their names; each must be one the engine
	// declares, with a value of its type and range.
	Settings map[string]string

	// Timeouts; zero means the Default… constant.
	StartTimeout  time.Duration
	ReadyTimeout  time.Duration
	Margin        time.Duration
	SearchTimeout time.Duration
	QuitTimeout   time.Duration

	// Used by Player only: how many restarts in a row are tried before it
	// gives up (zero: 3; negative: none), the pause before each restart
	// (zero: one second) and the function told of each restart (may be
	// nil; it is called on the goroutine that called the Player's method,
	// before the pause, and may call Name and Level but no other method of
	// the Player).
	MaxRestarts  int
	RestartPause time.Duration
	OnRestart    func(Restart)
}

func (o Options) withDefaults() Options {
	def := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
	}
	def(&o.StartTimeout, DefaultStartTimeout)
	def(&o.ReadyTimeout, DefaultReadyTimeout)
	def(&o.Margin, DefaultMargin)
	def(&o.SearchTimeout, DefaultSearchTimeout)
	def(&o.QuitTimeout, DefaultQuitTimeout)
	def(&o.RestartPause, time.Second)
	if o.Limit.isZero() {
		o.Limit = Limit{MoveTime: DefaultMoveTime}
	}
	if o.MaxRestarts == 0 {
		o.MaxRestarts = 3
	} else if o.MaxRestarts < 0 {
		o.MaxRestarts = 0
	}
	return o
}

// Limit bounds one search. Fields left zero are not sent; a Limit with no
// field set stands for the engine's default Limit.
type Limit struct {
	MoveTime  time.Duration // "go movetime"
	Depth     int           // "go depth"
	Nodes     int64         // "go nodes"
	WTime     time.Duration // "go wtime": White's time left on the clock
	BTime     time.Duration
	WInc      time.Duration
	BInc      time.Duration
	MovesToGo int
	// Timeout, when set, replaces the computed wait for "bestmove"
	// (see Engine.Best).
	Timeout time.Duration
}

func (l Limit) isZero() bool {
	return l.MoveTime <= 0 && l.Depth <= 0 && l.Nodes <= 0 && l.WTime <= 0 && l.BTime <= 0
}

// command returns the "go" command for the limit.
func (l Limit) command() string {
	b := []byte("go")
	add := func(key string, v int64) {
		if v > 0 {
			b = append(b, ' ')
			b = append(b, key...)
			b = append(b, ' ')
			b = strconv.AppendInt(b, v, 10)
		}
	}
	add("wtime", l.WTime.Milliseconds())
	add("btime", l.BTime.Milliseconds())
	add("winc", l.WInc.Milliseconds())
	add("binc", l.BInc.Milliseconds())
	add("movestogo", int64(l.MovesToGo))
	add("depth", int64(l.Depth))
	add("nodes", l.Nodes)
	if l.MoveTime > 0 {
		add("movetime", max(1, l.MoveTime.Milliseconds()))
	}
	return string(b)
}

// wait returns how long a search under l may take before the engine counts
// as hung, for the side to move turn.
func (l Limit) wait(o *Options, turn notation.Color) time.Duration {
	if l.Timeout > 0 {
		return l.Timeout
	}
	switch {
	case l.MoveTime > 0:
		return l.MoveTime + o.Margin
	case turn == notation.White && l.WTime > 0:
		return l.WTime + l.WInc + o.Margin
	case turn == notation.Black && l.BTime > 0:
		return l.BTime + l.BInc + o.Margin
	}
	return o.SearchTimeout + o.Margin
}

// Result is an engine's answer to Best.
type Result struct {
	Best   notation.Move // always legal in the position asked about
	Ponder notation.Move // the reply the engine expects; NullMove when it gave none or one that is not legal
	// Score is the engine's last evaluation, from White's point of view
	// (HasScore is false when the engine sent none).
	Score    Score
	HasScore bool
	Depth    int   // the depth of the last info line
	Nodes    int64 // the nodes of the last info line
}

// RestartReason is why an engine failed and had to be restarted.
type RestartReason uint8

// The ways an engine fails.
const (
	Crashed RestartReason = iota + 1 // its process ended or its output closed
	Hung                             // it did not answer in time
	Garbage                          // it printed what is not UCI or an illegal move
)

func (r RestartReason) String() string {
	switch r {
	case Crashed:
		return "crashed"
	case Hung:
		return "hung"
	case Garbage:
		return "garbage"
	}
	return "RestartReason(" + strconv.Itoa(int(r)) + ")"
}

// EngineError is a failure of the engine itself, after which the Engine
// cannot be used any more (a Player restarts it).
type EngineError struct {
	Reason RestartReason
	Err    error
}

func (e *EngineError) Error() string {
	switch e.Reason {
	case Crashed:
		return "the engine crashed: " + e.Err.Error()
	case Hung:
		return "the engine stopped answering: " + e.Err.Error()
	}
	return "the engine sent garbage: " + e.Err.Error()
}

func (e *EngineError) Unwrap() error { return e.Err }

// engineKeys are the messages of the reasons.
var engineKeys = map[RestartReason]string{Crashed: "engine-reason-crashed", Hung: "engine-reason-hung"}

func (e *EngineError) Fact() (string, []any) {
	if k, ok := engineKeys[e.Reason]; ok {
		return k, nil
	}
	return "engine-reason-garbage", nil
}

// OptionError is an option that cannot be set: the engine does not declare
// it, or the value is not one it takes.
type OptionError struct {
	Name    string
	Value   string
	Problem OptionProblem
	Engine  string   // the engine's name (OptionUnknown, OptionNoElo, OptionNoLevel)
	Min     int      // OptionOutOfRange: the engine's range
	Max     int      //
	Vars    []string // OptionNotOneOf: the values the option takes
}

// OptionProblem says why an option cannot be set.
type OptionProblem int

// The problems of an option.
const (
	OptionUnknown    OptionProblem = iota // the engine declares no such option
	OptionNoElo                           // no such option, so the engine cannot play at a given Elo
	OptionNoLevel                         // no such option with a range, so the engine cannot play at a level
	OptionLineBreak                       // the value holds a line break
	OptionNotNumber                       // not a whole number
	OptionOutOfRange                      // outside Min to Max
	OptionNotBool                         // not true or false
	OptionNotOneOf                        // not one of Vars
	OptionButton                          // a button takes no value
)

// reason is the problem for a log.
func (e *OptionError) reason() string {
	switch e.Problem {
	case OptionUnknown:
		return "the engine " + notation.Quote(e.Engine) + " has no such option"
	case OptionNoElo:
		return "the engine " + notation.Quote(e.Engine) + " has no such option, so it cannot play at a given Elo"
	case OptionNoLevel:
		return "the engine " + notation.Quote(e.Engine) + " has no such option with a range, so it cannot play at a level"
	case OptionLineBreak:
		return "a value cannot hold a line break"
	case OptionNotNumber:
		return "not a whole number"
	case OptionOutOfRange:
		return fmt.Sprintf("outside the engine's range %d to %d", e.Min, e.Max)
	case OptionNotBool:
		return "must be true or false"
	case OptionNotOneOf:
		return "not one of " + strings.Join(e.Vars, ", ")
	}
	return "a button takes no value"
}

func (e *OptionError) Error() string {
	if e.Value == "" {
		return fmt.Sprintf("option %s: %s", notation.Quote(e.Name), e.reason())
	}
	return fmt.Sprintf("option %s value %s: %s", notation.Quote(e.Name), notation.Quote(e.Value), e.reason())
}

// optionKeys are the messages of the problems.
var optionKeys = [...]string{OptionUnknown: "option-unknown", OptionNoElo: "option-no-elo", OptionNoLevel: "option-no-level",
	OptionLineBreak: "option-line-break", OptionNotNumber: "option-not-number", OptionOutOfRange: "option-out-of-range",
	OptionNotBool: "option-not-bool", OptionNotOneOf: "option-not-one-of", OptionButton: "option-button"}

func (e *OptionError) Fact() (string, []any) {
	why := fact.Fact{Key: optionKeys[e.Problem]}
	switch e.Problem {
	case OptionUnknown, OptionNoElo, OptionNoLevel:
		why.Args = []any{e.Engine}
	case OptionOutOfRange:
		why.Args = []any{e.Min, e.Max}
	case OptionNotOneOf:
		why.Args = []any{e.Vars}
	}
	return "engine-option", []any{e.Name, why}
}

var (
	// ErrClosed is returned by calls on a closed Engine or Player.
	ErrClosed error = &fact.Fact{Key: "engine-closed", Text: "uci: the engine is closed"}
	// ErrNoLegalMove is returned by Best for a position where the side to
	// move has no legal move (mate or stalemate): no engine is asked.
	ErrNoLegalMove error = &fact.Fact{Key: "engine-no-legal-move", Text: "uci: the side to move has no legal move"}
)

// Engine is one running UCI engine process. Its methods may be called from
// several goroutines; they run one at a time, except Close, which also
// ends a call in progress. After an EngineError the Engine is broken: every
// call returns that error, and it should be closed.
type Engine struct {
	opts Options
	path string
	cmd  *exec.Cmd

	writeMu sync.Mutex
	stdin   *os.File
	stdout  *os.File
	stderr  tail

	lines    chan msg      // the reader's lines; closed at the end of the output
	readErr  error         // why the output ended; read after lines is closed
	readDone chan struct{} // closed when the reader has ended
	exited   chan struct{} // closed when the process has been waited for
	waitErr  error         // the process's end; read after exited is closed
	quit     chan struct{} // closed by Close

	closeOnce sync.Once
	closeErr  error
	closed    atomic.Bool

	mu        sync.Mutex // held by every call but Close
	name      string
	author    string
	options   map[string]OptionSpec // by lower-case name
	order     []string              // option names as declared
	level     Level
	broken    error
	sentReady int
	gotReady  int
	sentGo    int
	gotBest   int
}

type msg struct {
	line Line
	raw  string
}

// FindEngine returns the program Start would run for path: a path with a
// slash as it is, a name looked up in PATH and then in /usr/games.
// NotFoundError says that an engine named without a folder is neither in
// PATH nor in /usr/games.
type NotFoundError struct{ Name string }

func (e *NotFoundError) Error() string {
	return fmt.Sprintf("uci: engine %s not in PATH nor in /usr/games", notation.Quote(e.Name))
}

func (e *NotFoundError) Fact() (string, []any) { return "engine-not-found", []any{e.Name} }

func FindEngine(path string) (string, error) {
	if path == "" {
		path = "stockfish"
	}
	if strings.ContainsRune(path, filepath.Separator) {
		if _, err := os.Stat(path); err != nil {
			return "", fmt.Errorf("engine %s: %w", notation.Quote(path), err)
		}
		return path, nil
	}
	if p, err := exec.LookPath(path); err == nil {
		return p, nil
	}
	games := filepath.Join("/usr/games", path)
	if st, err := os.Stat(games); err == nil && !st.IsDir() && st.Mode()&0o111 != 0 {
		return games, nil
	}
	return "", &NotFoundError{Name: path}
}

// Start runs the engine, waits for "uciok", sets o.Settings and o.Level,
// and starts a new game. ctx bounds the start only; the engine then runs
// until Close.
func Start(ctx context.Context, o Options) (*Engine, error) {
	o = o.withDefaults()
	path, err := FindEngine(o.Path)
	if err != nil {
		return nil, err
	}
	if err := o.Level.check(); err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		return nil, err
	}
	e := newEngine(o, path, inW, outR)
	e.cmd = exec.Command(path, o.Args...)
	e.cmd.Stdin, e.cmd.Stdout, e.cmd.Stderr = inR, outW, &e.stderr
	e.cmd.WaitDelay = time.Second
	ownGroup(e.cmd)
	err = tether.Start(e.cmd)
	inR.Close()
	outW.Close()
	if err != nil {
		inW.Close()
		outR.Close()
		return nil, fmt.Errorf("cannot start engine %s: %w", notation.Quote(path), err)
	}
	e.run(e.cmd.Wait)
	if err := e.handshake(ctx); err != nil {
		if ctx.Err() != nil {
			// Interrupted: no waiting for the engine to quit.
			killGroup(e.cmd)
		}
		e.Close()
		return nil, err
	}
	return e, nil
}

// newEngine makes an Engine that writes to stdin and reads stdout.
func newEngine(o Options, path string, stdin, stdout *os.File) *Engine {
	return &Engine{
		opts:     o,
		path:     path,
		stdin:    stdin,
		stdout:   stdout,
		lines:    make(chan msg, 64),
		readDone: make(chan struct{}),
		exited:   make(chan struct{}),
		quit:     make(chan struct{}),
		options:  map[string]OptionSpec{},
	}
}

// run starts the goroutines that wait for the engine's end and read its
// output.
func (e *Engine) run(wait func() error) {
	go func() {
		e.waitErr = wait()
		close(e.exited)
	}()
	go e.read()
}

func (e *Engine) read() {
	defer close(e.readDone)
	sc := bufio.NewScanner(e.stdout)
	sc.Buffer(make([]byte, 0, 4096), maxLine)
	for sc.Scan() {
		raw := sc.Text()
		m := msg{ParseLine(raw), raw}
		select {
		case e.lines <- m:
		case <-e.quit:
		}
	}
	e.readErr = sc.Err()
	close(e.lines)
}

func (e *Engine) handshake(ctx context.Context) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if err := e.send("uci"); err != nil {
		return err
	}
	err := e.await(ctx, "uciok", e.opts.StartTimeout, func(m msg) (bool, error) {
		switch m.line.Kind {
		case ID:
			switch m.line.Key {
			case "name":
				e.name = m.line.Value
			case "author":
				e.author = m.line.Value
			}
		case Option:
			key := strings.ToLower(m.line.Option.Name)
			if _, dup := e.options[key]; !dup {
				e.order = append(e.order, m.line.Option.Name)
			}
			e.options[key] = m.line.Option
		case UCIOK:
			return true, nil
		}
		return false, nil
	})
	if err != nil {
		return err
	}
	names := make([]string, 0, len(e.opts.Settings))
	for name := range e.opts.Settings {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if err := e.setOption(name, e.opts.Settings[name]); err != nil {
			return err
		}
	}
	if _, err := e.setLevel(ctx, e.opts.Level); err != nil {
		return err
	}
	return e.newGame(ctx)
}

// Name is the engine's name from "id name", or its program's base name.
func (e *Engine) Name() string {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.name == "" {
		return filepath.Base(e.path)
	}
	return e.name
}

// Author is the engine's "id author", or "".
func (e *Engine) Author() string {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.author
}

// Path is the program that runs.
func (e *Engine) Path() string { return e.path }

// Options returns the options the engine declared, in its order.
func (e *Engine) Options() []OptionSpec {
	e.mu.Lock()
	defer e.mu.Unlock()
	out := make([]OptionSpec, 0, len(e.order))
	for _, name := range e.order {
		out = append(out, e.options[strings.ToLower(name)])
	}
	return out
}

// Option returns the declared option of that name (any case).
func (e *Engine) Option(name string) (OptionSpec, bool) {
	e.mu.Lock()
	defer e.mu.Unlock()
	o, ok := e.options[strings.ToLower(name)]
	return o, ok
}

// Level returns the level in effect (with Elo clamped as SetLevel did).
func (e *Engine) Level() Level {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.level
}

// Err returns the EngineError that broke the engine, ErrClosed after
// Close, or nil while the engine works.
func (e *Engine) Err() error {
	if e.closed.Load() {
		return ErrClosed
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.broken
}

func (e *Engine) usable() error {
	if e.closed.Load() {
		return ErrClosed
	}
	return e.broken
}

// SetOption sets one option the engine declared ("Threads", "Hash", …),
// checking the value against its type and range, and waits until the
// engine is ready. A button takes the empty value.
func (e *Engine) SetOption(ctx context.Context, name, value string) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if err := e.usable(); err != nil {
		return err
	}
	if err := e.setOption(name, value); err != nil {
		return err
	}
	return e.ready(ctx)
}

// checkOption returns the "setoption" command for name and value, or why
// it cannot be sent.
func (e *Engine) checkOption(name, value string) (string, error) {
	spec, ok := e.options[strings.ToLower(name)]
	if !ok {
		return "", &OptionError{Name: name, Problem: OptionUnknown, Engine: e.nameLocked()}
	}
	if strings.ContainsAny(value, "\r\n") {
		return "", &OptionError{Name: name, Value: value, Problem: OptionLineBreak}
	}
	switch spec.Type {
	case "spin":
		n, err := strconv.Atoi(value)
		if err != nil {
			return "", &OptionError{Name: name, Value: value, Problem: OptionNotNumber}
		}
		if (spec.HasMin && n < spec.Min) || (spec.HasMax && n > spec.Max) {
			return "", &OptionError{Name: name, Value: value, Problem: OptionOutOfRange, Min: spec.Min, Max: spec.Max}
		}
	case "check":
		if value != "true" && value != "false" {
			return "", &OptionError{Name: name, Value: value, Problem: OptionNotBool}
		}
	case "combo":
		found := false
		for _, v := range spec.Vars {
			if strings.EqualFold(v, value) {
				value, found = v, true
				break
			}
		}
		if !found {
			return "", &OptionError{Name: name, Value: value, Problem: OptionNotOneOf, Vars: spec.Vars}
		}
	case "button":
		if value != "" {
			return "", &OptionError{Name: name, Value: value, Problem: OptionButton}
		}
		return "setoption name " + spec.Name, nil
	}
	return "setoption name " + spec.Name + " value " + value, nil
}

func (e *Engine) setOption(name, value string) error {
	cmd, err := e.checkOption(name, value)
	if err != nil {
		return err
	}
	return e.send(cmd)
}

func (e *Engine) nameLocked() string {
	if e.name == "" {
		return filepath.Base(e.path)
	}
	return e.name
}

// NewGame tells the engine that the next position is from another game
// ("ucinewgame") and waits until it is ready.
func (e *Engine) NewGame(ctx context.Context) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if err := e.usable(); err != nil {
		return err
	}
	return e.newGame(ctx)
}

func (e *Engine) newGame(ctx context.Context) error {
	if err := e.send("ucinewgame"); err != nil {
		return err
	}
	return e.ready(ctx)
}

// Ready sends "isready" and waits for "readyok".
func (e *Engine) Ready(ctx context.Context) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if err := e.usable(); err != nil {
		return err
	}
	return e.ready(ctx)
}

func (e *Engine) ready(ctx context.Context) error {
	e.sentReady++
	if err := e.send("isready"); err != nil {
		return err
	}
	if e.gotReady >= e.sentReady {
		return nil
	}
	return e.await(ctx, "readyok", e.opts.ReadyTimeout, func(m msg) (bool, error) {
		return e.gotReady >= e.sentReady, nil
	})
}

// Best asks the engine for its move in the position reached from start by
// moves, searching within lim (the engine's default Limit when lim is
// zero). The engine's "bestmove" must be a legal move of that position;
// anything else is an EngineError with Reason Garbage.
//
// The wait for "bestmove" is lim.Timeout if set, else the move time plus
// Options.Margin, else the side to move's clock time and increment plus
// the margin, else Options.SearchTimeout plus the margin; an engine that
// takes longer is Hung. When ctx ends first, Best sends "stop", waits for
// the engine's "bestmove" (up to Options.ReadyTimeout, else the engine is
// Hung) and returns ctx's error.
func (e *Engine) Best(ctx context.Context, start notation.Position, moves []notation.Move, lim Limit) (Result, error) {
	pos := start
	for i, m := range moves {
		if !pos.IsLegal(m) {
			return Result{}, fmt.Errorf("move %d of the list, %s, is not legal in %s", i+1, m.UCI(), pos.FEN())
		}
		pos.Play(m)
	}
	if !pos.HasLegalMove() {
		return Result{}, ErrNoLegalMove
	}
	if lim.isZero() {
		t := lim.Timeout
		lim = e.opts.Limit
		if t > 0 {
			lim.Timeout = t
		}
	}
	var b strings.Builder
	b.Grow(64 + 5*len(moves))
	if fen := start.FEN(); fen == notation.StartFEN {
		b.WriteString("position startpos")
	} else {
		b.WriteString("position fen ")
		b.WriteString(fen)
	}
	if len(moves) > 0 {
		b.WriteString(" moves")
		for _, m := range moves {
			b.WriteByte(' ')
			b.WriteString(m.UCI())
		}
	}

	e.mu.Lock()
	defer e.mu.Unlock()
	if err := e.usable(); err != nil {
		return Result{}, err
	}
	if err := ctx.Err(); err != nil {
		return Result{}, err
	}
	e.sentGo++
	if err := e.send(b.String(), lim.command()); err != nil {
		return Result{}, err
	}
	var (
		st   searchState
		last msg
	)
	handle := func(m msg) (bool, error) {
		switch m.line.Kind {
		case Info:
			if e.gotBest+1 == e.sentGo {
				st.info(&m.line.Info)
			}
		case BestMove:
			e.gotBest++
			if e.gotBest == e.sentGo {
				last = m
				return true, nil
			}
		}
		return false, nil
	}
	err := e.await(ctx, "bestmove", lim.wait(&e.opts, pos.Turn()), handle)
	if err != nil && ctx.Err() != nil && e.broken == nil && !e.closed.Load() {
		// The caller gave up: stop the search and wait for its bestmove so
		// that the engine is idle and in step for the next call.
		if serr := e.send("stop"); serr != nil {
			return Result{}, fmt.Errorf("%w; %w", ctx.Err(), serr)
		}
		if serr := e.await(context.Background(), "bestmove after stop", e.opts.ReadyTimeout, handle); serr != nil {
			return Result{}, fmt.Errorf("%w; %w", ctx.Err(), serr)
		}
		return Result{}, ctx.Err()
	}
	if err != nil {
		return Result{}, err
	}
	r, bad := st.result(&pos, last.line.Move, last.line.Ponder)
	if bad != nil {
		return Result{}, e.fail(&EngineError{Reason: Garbage, Err: fmt.Errorf("%s, in %s", bad, pos.FEN())})
	}
	return r, nil
}

// searchState keeps what the info lines of one search said.
type searchState struct {
	score    Score
	hasScore bool
	exact    bool
	depth    int
	nodes    int64
}

func (s *searchState) info(in *InfoLine) {
	if in.MultiPV > 1 {
		return
	}
	if in.Depth > 0 {
		s.depth = in.Depth
	}
	if in.Nodes > 0 {
		s.nodes = in.Nodes
	}
	if in.HasScore && (in.Score.Bound == Exact || !s.exact) {
		s.score, s.hasScore, s.exact = in.Score, true, in.Score.Bound == Exact
	}
}

// result turns the bestmove line into a Result for the position pos.
func (s *searchState) result(pos *notation.Position, best, ponder string) (Result, error) {
	m, ok := legalMove(pos, best)
	if !ok {
		return Result{}, fmt.Errorf("bestmove %s is not a legal move", notation.Quote(best))
	}
	r := Result{Best: m, Depth: s.depth, Nodes: s.nodes, HasScore: s.hasScore, Score: s.score}
	if s.hasScore && pos.Turn() == notation.Black {
		r.Score = s.score.negate()
	}
	if ponder != "" {
		after := *pos
		after.Play(m)
		if p, ok := legalMove(&after, ponder); ok {
			r.Ponder = p
		}
	}
	return r, nil
}

// legalMove finds the legal move of p written in UCI form as s ("e2e4",
// "e7e8q", castling as the king's move "e1g1").
func legalMove(p *notation.Position, s string) (notation.Move, bool) {
	if len(s) != 4 && len(s) != 5 {
		return notation.NullMove, false
	}
	from, err1 := notation.ParseSquare(s[0:2])
	to, err2 := notation.ParseSquare(s[2:4])
	if err1 != nil || err2 != nil {
		return notation.NullMove, false
	}
	promo := notation.NoPieceType
	if len(s) == 5 {
		switch s[4] {
		case 'q':
			promo = notation.Queen
		case 'r':
			promo = notation.Rook
		case 'b':
			promo = notation.Bishop
		case 'n':
			promo = notation.Knight
		default:
			return notation.NullMove, false
		}
	}
	var buf [256]notation.Move
	for _, m := range p.LegalMoves(buf[:0]) {
		if m.From() == from && m.To() == to && m.Promotion() == promo {
			return m, true
		}
	}
	return notation.NullMove, false
}

// send writes commands to the engine, one a line.
func (e *Engine) send(cmds ...string) error {
	n := 0
	for _, c := range cmds {
		n += len(c) + 1
	}
	b := make([]byte, 0, n)
	for _, c := range cmds {
		b = append(b, c...)
		b = append(b, '\n')
	}
	e.writeMu.Lock()
	defer e.writeMu.Unlock()
	if e.closed.Load() {
		return ErrClosed
	}
	_ = e.stdin.SetWriteDeadline(time.Now().Add(e.opts.ReadyTimeout))
	if _, err := e.stdin.Write(b); err != nil {
		if errors.Is(err, os.ErrDeadlineExceeded) {
			return e.fail(&EngineError{Reason: Hung, Err: fmt.Errorf("it has not read its input for %v", e.opts.ReadyTimeout)})
		}
		if e.closed.Load() {
			return ErrClosed
		}
		return e.fail(&EngineError{Reason: Crashed, Err: e.exitReason(fmt.Sprintf("cannot write %s", notation.Quote(cmds[0])))})
	}
	return nil
}

// await hands the engine's lines to handle until it says done, for at most
// timeout. what names the awaited answer in errors.
func (e *Engine) await(ctx context.Context, what string, timeout time.Duration, handle func(msg) (bool, error)) error {
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	unknown := 0
	for {
		select {
		case m, ok := <-e.lines:
			if !ok {
				if e.closed.Load() {
					return ErrClosed
				}
				if errors.Is(e.readErr, bufio.ErrTooLong) {
					return e.fail(&EngineError{Reason: Garbage, Err: fmt.Errorf("a line longer than %d bytes while waiting for %s", maxLine, what)})
				}
				return e.fail(&EngineError{Reason: Crashed, Err: e.exitReason("while waiting for " + what)})
			}
			switch m.line.Kind {
			case Unknown:
				if unknown++; unknown > maxUnknown {
					return e.fail(&EngineError{Reason: Garbage, Err: fmt.Errorf("%d lines that are not UCI while waiting for %s, such as %s", unknown, what, notation.Quote(m.raw))})
				}
				continue
			case ReadyOK:
				e.gotReady++
			}
			done, err := handle(m)
			if err != nil {
				return e.fail(err)
			}
			if done {
				return nil
			}
		case <-timer.C:
			return e.fail(&EngineError{Reason: Hung, Err: fmt.Errorf("no %s within %v", what, timeout)})
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// exitReason describes the end of the engine's process, waiting a moment
// for it to be known.
func (e *Engine) exitReason(when string) error {
	select {
	case <-e.exited:
	case <-time.After(time.Second):
		return fmt.Errorf("its output ended %s", when)
	}
	status := "it exited"
	if e.waitErr != nil {
		status = e.waitErr.Error()
	}
	if last := e.stderr.last(); last != "" {
		return fmt.Errorf("%s %s; its last message: %s", status, when, notation.Quote(last))
	}
	return fmt.Errorf("%s %s", status, when)
}

// fail marks the engine broken by an EngineError and returns err.
func (e *Engine) fail(err error) error {
	var ee *EngineError
	if errors.As(err, &ee) && e.broken == nil {
		e.broken = err
	}
	return err
}

// Close ends the engine: "quit", then, if it has not exited within
// Options.QuitTimeout, a kill of its process group; it waits for the
// process and the reading goroutine to end. A call in progress returns
// ErrClosed. Close may be called more than once; it returns an error only
// when the engine had to be killed.
func (e *Engine) Close() error {
	e.closeOnce.Do(func() {
		e.writeMu.Lock()
		e.closed.Store(true)
		close(e.quit)
		_ = e.stdin.SetWriteDeadline(time.Now().Add(100 * time.Millisecond))
		_, _ = e.stdin.Write([]byte("quit\n"))
		e.stdin.Close()
		e.writeMu.Unlock()

		timer := time.NewTimer(e.opts.QuitTimeout)
		defer timer.Stop()
		select {
		case <-e.exited:
		case <-timer.C:
			killGroup(e.cmd)
			<-e.exited
			e.closeErr = fmt.Errorf("the engine did not quit within %v and was killed", e.opts.QuitTimeout)
		}
		// A process the engine started may still hold its output open.
		select {
		case <-e.readDone:
		case <-time.After(e.opts.QuitTimeout):
			killGroup(e.cmd)
			e.stdout.Close()
			<-e.readDone
		}
		e.stdout.Close()
	})
	return e.closeErr
}

// tail keeps the last line an engine wrote on its standard error.
type tail struct {
	mu   sync.Mutex
	buf  []byte
	line string
}

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, c := range p {
		if c == '\n' {
			if s := strings.TrimSpace(string(t.buf)); s != "" {
				t.line = s
			}
			t.buf = t.buf[:0]
			continue
		}
		if len(t.buf) < 256 {
			t.buf = append(t.buf, c)
		}
	}
	return len(p), nil
}

func (t *tail) last() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	if s := strings.TrimSpace(string(t.buf)); s != "" {
		return s
	}
	return t.line
}
