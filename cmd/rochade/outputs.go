package main

// The outputs of a running game. The session says lines (moves, events,
// answers) and notices; gameOutputs words each once in the run's
// language and hands it to every output the player uses at once: the
// printed lines, the speech, the Braille display (and whatever is added
// the same way). No output waits for another, and none makes the session
// wait.

import (
	"context"
	"errors"
	"io"
	"sync"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/cmd/internal/assistant"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/cmd/internal/ui/spoken"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
	"github.com/rochade/rochade/voices"
	"github.com/rochade/rochade/voices/speech"
)

// lineKind says what a line of the game is.
type lineKind uint8

const (
	// lineAnnounce is a move or an event of the game, said the moment it
	// happens (with --barge-in it cuts off what is being said).
	lineAnnounce lineKind = iota
	// lineAnswer is the answer to a request, a reminder or an alert: it
	// waits its turn.
	lineAnswer
	// lineNotice is a status notice (a board connected, a save that
	// failed): printed on standard error, not spoken, but for the few
	// the appliance gives words (gameOutputs.tell), which wait their
	// turn.
	lineNotice
)

// gameLine is one line of the game, worded in the run's language.
type gameLine struct {
	kind lineKind
	side notation.Color // whose voice says it
	text string         // as printed
	// The spoken form: words of the run's language and of Appendix D,
	// or (German) the Appendix D tokens alone. Notices have neither,
	// unless gameOutputs.tell gave them words.
	words  []speech.Word
	tokens []phonetic.Token
	// fact is set for a line that states something other than a move
	// (a result, a board gone, guidance): the Braille display shows it,
	// while its score shows the moves.
	fact bool
	// said is what a line of the session says, as data (nil for a
	// move); notice, what a notice tells. An output that treats some
	// lines apart reads them (the live page: a pairing code is never
	// shown on it, a discrepancy is shown beside the boards).
	said   announce.Fact
	notice assistant.NoticeKind
	// about is what a notice tells, as data (an assistant.Notice, a
	// web.Alarm, an onlineNews), for gameOutputs.tell.
	about any
	// offPage keeps the line off the live page, which every neighbour
	// may read (what is said of pairing: it would tell when a code is
	// open).
	offPage bool
	// pageOnly puts the line on the live page alone (lineOutputs that
	// are pageOutputs): the answer to a visitor who is not paired.
	pageOnly bool
}

// pageOnlyOutput is an output that takes the lines for the page alone.
type pageOnlyOutput interface {
	lineOutput
	takesPageOnly()
}

// lineOutput is one output of a running game. Put must return at once:
// an output that cannot keep up queues or drops, it never holds up the
// session or another output. Put may be called from several goroutines.
type lineOutput interface {
	Put(l gameLine)
}

// closer is an output with something to finish at the end (the last
// words to be heard); Close returns when done or when ctx ends.
type closer interface {
	Close(ctx context.Context) error
}

// gameOutputs is what the session talks to (its Announcer, Logger and
// Score): each line is worded once and handed to every output; the
// score goes to every output that shows one.
type gameOutputs struct {
	p      *ui.Printer
	sp     phonetic.Spelling
	words  *spoken.Renderer // nil: German, the lines as announce makes them
	boards int              // how many boards (notices name the board when two)
	record string           // the record file, for notices
	// tell, when set, gives a notice the words that say it aloud (nil:
	// printed and shown only): the appliance's voice says the notices
	// a player without a screen must hear. It is told what the notice
	// is about; it may be called from several goroutines.
	tell func(about any) []speech.Word

	mu     sync.Mutex
	outs   []lineOutput
	scores []assistant.Score
	closed bool
}

// add makes o one more output of the game's lines (and of the score, if
// it shows one).
func (g *gameOutputs) add(o lineOutput) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.outs = append(g.outs, o)
	if s, ok := o.(assistant.Score); ok {
		g.scores = append(g.scores, s)
	}
}

// setTell gives the notices about something the words tell says them
// with (the appliance's voice).
func (g *gameOutputs) setTell(tell func(about any) []speech.Word) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.tell = tell
}

// addScore makes s one more watcher of the score.
func (g *gameOutputs) addScore(s assistant.Score) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.scores = append(g.scores, s)
}

// put hands l to every output.
func (g *gameOutputs) put(l gameLine) {
	g.mu.Lock()
	outs, tell := g.outs, g.tell
	g.mu.Unlock()
	if l.kind == lineNotice && l.about != nil && tell != nil && !l.pageOnly {
		l.words = tell(l.about)
	}
	for _, o := range outs {
		if _, page := o.(pageOnlyOutput); l.pageOnly && !page {
			continue
		}
		o.Put(l)
	}
}

// Quietly answers a visitor of the live page who is not paired: on the
// page only, never spoken, printed or on the Braille display.
func (g *gameOutputs) Quietly(side notation.Color, l announce.Line) {
	out := g.line(lineAnswer, side, l)
	out.pageOnly = true
	g.put(out)
}

// Announce says a line of the game as it happens.
func (g *gameOutputs) Announce(side notation.Color, l announce.Line) {
	g.put(g.line(lineAnnounce, side, l))
}

// Answer says a line that waits its turn.
func (g *gameOutputs) Answer(side notation.Color, l announce.Line) {
	g.put(g.line(lineAnswer, side, l))
}

func (g *gameOutputs) line(kind lineKind, side notation.Color, l announce.Line) gameLine {
	out := gameLine{kind: kind, side: side, fact: l.Fact != nil, said: l.Fact}
	if g.words != nil {
		out.text, out.words = g.words.Render(l)
	} else {
		out.text, out.tokens = l.Text(g.sp), l.Words
	}
	return out
}

// Notice words a notice of the session and hands it out.
func (g *gameOutputs) Notice(n assistant.Notice) {
	if msg := noticeText(g.p, n, g.boards, g.record); msg != "" {
		g.put(gameLine{kind: lineNotice, text: msg, notice: n.Kind, about: n})
	}
}

// Show shows the score wherever it is shown.
func (g *gameOutputs) Show(game *notation.Game) {
	g.mu.Lock()
	scores := g.scores
	g.mu.Unlock()
	for _, s := range scores {
		s.Show(game)
	}
}

// Close lets every output finish (the last words heard), within ctx.
// Only the first call closes them.
func (g *gameOutputs) Close(ctx context.Context) error {
	g.mu.Lock()
	outs, closed := g.outs, g.closed
	g.closed = true
	g.mu.Unlock()
	if closed {
		return nil
	}
	var errs []error
	for _, o := range outs {
		if c, ok := o.(closer); ok {
			errs = append(errs, c.Close(ctx))
		}
	}
	return errors.Join(errs...)
}

// printedOut prints the lines of some kinds, one a line, on a stream that
// never makes it wait.
type printedOut struct {
	w     *lineWriter
	kinds []lineKind
	own   bool // w is the output's own, to be flushed at Close
	// log: the lines go to a log (the appliance's journal), where a
	// pairing code must never be.
	log bool
}

func (p *printedOut) Put(l gameLine) {
	if _, secret := l.said.(announce.PairingCodeFact); secret && p.log {
		return
	}
	for _, k := range p.kinds {
		if k == l.kind {
			p.w.WriteLine(l.text)
			return
		}
	}
}

// speechQueue is how many lines may wait for a speech that does not take
// them (a screen reader that hangs); more are dropped.
const speechQueue = 64

// spokenOut speaks the game's lines (not the notices, but for those
// given words) through a sink, from a goroutine of its own: a speech
// that is slow to take a phrase holds up nothing else.
type spokenOut struct {
	sink   phraseSink
	notice func(assistant.Notice) // a speech's failure, said once
	lines  chan gameLine
	ctx    context.Context
	cancel context.CancelFunc
	done   chan struct{}

	mu     sync.Mutex
	closed bool
}

func newSpokenOut(sink phraseSink, notice func(assistant.Notice)) *spokenOut {
	ctx, cancel := context.WithCancel(context.Background())
	s := &spokenOut{sink: sink, notice: notice, lines: make(chan gameLine, speechQueue), ctx: ctx, cancel: cancel, done: make(chan struct{})}
	go s.run()
	return s
}

func (s *spokenOut) Put(l gameLine) {
	if l.kind == lineNotice && l.words == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return
	}
	select {
	case s.lines <- l:
	default:
	}
}

func (s *spokenOut) run() {
	defer close(s.done)
	failed := ""
	for l := range s.lines {
		kind := speech.Announcement
		if l.kind != lineAnnounce {
			kind = speech.Answer // an answer, or a notice: after what is said
		}
		var err error
		if l.words != nil {
			err = s.sink.SayWords(s.ctx, l.side, kind, l.words)
		} else {
			err = s.sink.Say(s.ctx, l.side, kind, l.tokens)
		}
		var me *voices.MissingError
		var mp *voices.MissingPromptsError
		switch {
		case errors.As(err, &me), errors.As(err, &mp):
			s.notice(assistant.Notice{Kind: assistant.VoiceLacks, Err: err})
		case err != nil && s.ctx.Err() == nil:
			// A speech that fails again and again (a screen reader
			// that quit) is said once, until it speaks again.
			if msg := err.Error(); msg != failed {
				failed = msg
				s.notice(assistant.Notice{Kind: assistant.VoiceLacks, Err: err})
			}
		case err == nil:
			failed = ""
		}
	}
}

// Close hands the sink what is still queued and lets it be heard (or
// written) until ctx ends; then the sink is closed.
func (s *spokenOut) Close(ctx context.Context) error {
	s.mu.Lock()
	if !s.closed {
		s.closed = true
		close(s.lines)
	}
	s.mu.Unlock()
	select {
	case <-s.done:
	case <-ctx.Done():
		s.cancel() // a speech stuck in a phrase gives up
	}
	werr := s.sink.Wait(ctx)
	if errors.Is(werr, context.DeadlineExceeded) || errors.Is(werr, context.Canceled) {
		// The time for the last words ran out (after Ctrl+C, half a
		// second): what is still to be said is dropped, no error.
		werr = nil
	}
	s.cancel()
	if err := s.sink.Close(); err != nil {
		return err
	}
	return werr
}

// brailleOut shows the game on the Braille display: the score, and in
// its place every line that is not a move (answers, events, notices).
type brailleOut struct {
	score *brailleScore
}

func (b *brailleOut) Put(l gameLine) {
	if l.kind == lineAnswer || l.kind == lineNotice || l.fact {
		b.score.Message(l.text)
	}
}

func (b *brailleOut) Show(g *notation.Game) { b.score.Show(g) }

// moveWatch tells the demo each time the score grows, after the move
// was announced and recorded.
type moveWatch struct {
	onMove func(ply int)
	moves  int
}

func (m *moveWatch) Show(g *notation.Game) {
	if n := len(g.Moves); n > m.moves {
		m.moves = n
		m.onMove(n - 1)
	}
}

// Make sure the outputs are what the session asks for.
var (
	_ assistant.Announcer = (*gameOutputs)(nil)
	_ assistant.Logger    = (*gameOutputs)(nil)
	_ assistant.Quiet     = (*gameOutputs)(nil)
	_ assistant.Score     = (*gameOutputs)(nil)
	_ lineOutput          = (*printedOut)(nil)
	_ lineOutput          = (*spokenOut)(nil)
	_ lineOutput          = (*brailleOut)(nil)
	_ assistant.Score     = (*brailleOut)(nil)
	_ assistant.Score     = (*moveWatch)(nil)
)

// newGameOutputs makes the outputs of a game's lines with the printed
// lines: the game's on standard output, the notices on standard error.
func newGameOutputs(p *ui.Printer, lang ui.Lang, std stdio, sp phonetic.Spelling, record string, boards int) *gameOutputs {
	g := &gameOutputs{p: p, sp: sp, words: spoken.New(lang, sp), boards: boards, record: record}
	g.add(newPrinted(std.out, p, lineAnnounce, lineAnswer))
	g.add(newPrinted(std.errOut, p, lineNotice))
	return g
}

// openSpeech adds the speech the flags ask for (none with --voice
// none). Without a sound device the game goes on: every output says so
// in one line, and again when a device appears and the speech starts.
func (g *gameOutputs) openSpeech(ctx context.Context, ao audioOptions) error {
	if ao.voice == "none" {
		return nil
	}
	if !ao.speak && ao.wav == "" {
		ao.speak = true
	}
	ao.waitDevice = true
	if ao.noDevice == nil { // the appliance says it once for all its runs
		ao.noDevice = func(error) { g.put(gameLine{kind: lineNotice, text: g.p.Sprintf(ui.PlaySoundWaiting)}) }
		ao.device = func() { g.put(gameLine{kind: lineNotice, text: g.p.Sprintf(ui.PlaySoundBack)}) }
	}
	sink, err := ao.open(ctx)
	if err != nil {
		return err
	}
	g.add(newSpokenOut(sink, g.Notice))
	return nil
}

// printedIsLog makes the printed outputs a log: a pairing code is said,
// shown on the Braille display, and not printed.
func (g *gameOutputs) printedIsLog() {
	g.mu.Lock()
	defer g.mu.Unlock()
	for _, o := range g.outs {
		if p, ok := o.(*printedOut); ok {
			p.log = true
		}
	}
}

// newPrinted prints the lines of kinds on w: through w itself if it is a
// lineWriter (unblockStreams made it, and flushes it at the end),
// otherwise through a lineWriter of its own.
func newPrinted(w io.Writer, p *ui.Printer, kinds ...lineKind) *printedOut {
	if lw, ok := w.(*lineWriter); ok {
		return &printedOut{w: lw, kinds: kinds}
	}
	return &printedOut{w: newLineWriter(w, func(n int) string { return p.Plural(ui.PlayLinesDropped, n, n) }), kinds: kinds, own: true}
}

// Close writes what is still queued on a writer of its own, within ctx.
func (p *printedOut) Close(ctx context.Context) error {
	if p.own {
		p.w.Close(ctx)
	}
	return nil
}
