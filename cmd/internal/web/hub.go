package web

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"strconv"
	"strings"
	"sync"
)

// The hub's limits. Memory does not grow with the number of pages open:
// the events are kept once, and each page's stream holds only its place
// in them.
const (
	// keepEvents is how many events the hub keeps for pages that come
	// back (a phone that slept or lost its Wi-Fi): about 300 moves with
	// their answers. A page further behind is sent the whole state.
	keepEvents = 1024
	// keepLines is how many lines a new page, or one too far behind,
	// shows in its list of what was said.
	keepLines = 200
)

// The events of a page's stream (the "event:" field of Server-Sent
// Events).
const (
	evLine   = "line"   // a line said now: into the live region and the list
	evPast   = "past"   // a line said while the page was away: into the list only
	evScore  = "score"  // the score changed: {"from": ply, "moves": [...]}
	evBoards = "boards" // the boards as the arbiter sees them
	evReset  = "reset"  // the whole state, for a page that lost its place
	evMissed = "missed" // how many lines a page that comes back missed: {"t": the words}
	evOnline = "online" // the online game: its players, the server's clocks, its address
)

// LineKind says what a line is.
type LineKind uint8

// The kinds of line.
const (
	Announcement LineKind = iota // a move, a flag, a result: said at once
	Answer                       // the answer to a request, a reminder
	Notice                       // a status message (a board connected, a save failed)
	// Aside is the answer to a visitor who is not paired: into the
	// list only, never into the live region, so that no phone's screen
	// reader says a neighbour's answers.
	Aside
)

// Line is one line Rochade says, as it prints it.
type Line struct {
	Kind LineKind `json:"-"`
	Text string   `json:"t"`
	// Lang is the language of the line's words where it is not the
	// page's: "de" for the Appendix D words of a move in an English run,
	// so that a screen reader says them with a German voice.
	Lang string `json:"l,omitempty"`
}

// Move is one half-move of the score.
type Move struct {
	Number int  `json:"n"` // the move number on the scoresheet
	Black  bool `json:"b"` // Black's move
	// SAN is the move in the piece letters of the player's language.
	SAN string `json:"s"`
	// Words are its Appendix D words.
	Words string `json:"w"`
}

// event is one event of the stream, encoded once for every page.
type event struct {
	seq  uint64
	name string
	data []byte
}

// scoreChange is the data of an evScore event: the moves from ply From
// on (the moves before stay, the ones after are gone).
type scoreChange struct {
	From  int    `json:"from"`
	Moves []Move `json:"moves"`
	// Lang is the language of the moves' words (see Line.Lang).
	Lang string `json:"l,omitempty"`
}

// state is what a page shows: the data of an evReset event.
type state struct {
	Lines  []Line      `json:"lines"`
	Score  scoreChange `json:"score"`
	Boards *Boards     `json:"boards,omitempty"`
	Online *onlineView `json:"online,omitempty"`
}

// hub keeps the events of the game for the pages and wakes their
// streams. Publishing never waits for a page: it appends under a short
// lock and closes a channel.
type hub struct {
	// run names this run of the server in the event ids, so that a page
	// that comes back after a restart is sent the whole state.
	run string

	mu     sync.Mutex
	events []event // a ring of at most keepEvents
	head   int     // index of the oldest event in events
	next   uint64  // the sequence number of the next event (the first is 1)
	wake   chan struct{}
	lines  []Line // the newest keepLines lines
	score  []Move
	wlang  string // the language of the score's words
	boards *Boards
	online *onlineView // nil: no online game
}

func newHub() *hub {
	var b [6]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(err) // crypto/rand does not fail on supported systems
	}
	return &hub{run: hex.EncodeToString(b[:]), next: 1, wake: make(chan struct{})}
}

// id is the event id of sequence number seq: the run, a dash, seq.
func (h *hub) id(seq uint64) string { return h.run + "-" + strconv.FormatUint(seq, 10) }

// parseID reads an event id of this run; ok is false for an id of
// another run or no id at all.
func (h *hub) parseID(s string) (seq uint64, ok bool) {
	run, n, found := strings.Cut(s, "-")
	if !found || run != h.run {
		return 0, false
	}
	seq, err := strconv.ParseUint(n, 10, 64)
	if err != nil {
		return 0, false
	}
	return seq, true
}

// publish appends an event and wakes the streams. It holds h.mu.
func (h *hub) publish(name string, data []byte) {
	ev := event{seq: h.next, name: name, data: data}
	h.next++
	if len(h.events) < keepEvents {
		h.events = append(h.events, ev)
	} else {
		h.events[h.head] = ev
		h.head = (h.head + 1) % keepEvents
	}
	close(h.wake)
	h.wake = make(chan struct{})
}

// say adds a line.
func (h *hub) say(l Line) {
	data, _ := json.Marshal(l)
	h.mu.Lock()
	defer h.mu.Unlock()
	if len(h.lines) == keepLines {
		copy(h.lines, h.lines[1:])
		h.lines = h.lines[:keepLines-1]
	}
	h.lines = append(h.lines, l)
	name := evLine
	if l.Kind == Aside {
		name = evPast
	}
	h.publish(name, data)
}

// showScore sets the score; only what changed is sent.
func (h *hub) showScore(moves []Move, wordsLang string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	from := 0
	for from < len(moves) && from < len(h.score) && moves[from] == h.score[from] {
		from++
	}
	if from == len(moves) && from == len(h.score) && wordsLang == h.wlang {
		return
	}
	h.score = append(h.score[:from], moves[from:]...)
	h.wlang = wordsLang
	data, _ := json.Marshal(scoreChange{From: from, Moves: h.score[from:], Lang: wordsLang})
	h.publish(evScore, data)
}

// showBoards sets the boards the arbiter sees; nil hides them.
func (h *hub) showBoards(b *Boards) {
	data, _ := json.Marshal(b)
	h.mu.Lock()
	defer h.mu.Unlock()
	h.boards = b
	h.publish(evBoards, data)
}

// snapshot returns what a page shows now and the id of the last event
// it includes.
func (h *hub) snapshot() (state, string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.stateLocked(), h.id(h.next - 1)
}

func (h *hub) stateLocked() state {
	return state{
		Lines:  append([]Line(nil), h.lines...),
		Score:  scoreChange{Moves: append([]Move(nil), h.score...), Lang: h.wlang},
		Boards: h.boards,
		Online: h.online,
	}
}

// after returns the events after sequence number seq (at most max of
// them), and the channel that is closed when the next event comes. When
// the events after seq are no longer kept, it returns a reset event
// carrying the whole state instead.
func (h *hub) after(seq uint64, known bool, max int) ([]event, <-chan struct{}) {
	h.mu.Lock()
	defer h.mu.Unlock()
	wake := h.wake
	if known && seq == h.next-1 {
		return nil, wake // up to date
	}
	oldest := h.next - uint64(len(h.events))
	if !known || seq+1 < oldest || seq >= h.next {
		data, _ := json.Marshal(h.stateLocked())
		return []event{{seq: h.next - 1, name: evReset, data: data}}, wake
	}
	n := int(h.next - 1 - seq)
	if n > max {
		n = max
	}
	out := make([]event, n)
	first := len(h.events) - int(h.next-1-seq) // index from the oldest
	for i := range out {
		out[i] = h.events[(h.head+first+i)%len(h.events)]
	}
	return out, wake
}
