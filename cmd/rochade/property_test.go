package main

// A property of the game session with its record file: driven in virtual
// time by random sequences of board readings — moves made by hand in every
// style (slides, drags, pieces set down on their way, touches, captures in
// both orders, castling rook or king first, promotions), sensor flicker, cables pulled while moves are made,
// new games set up piece by piece, two boards, boards that report every
// change and boards that scan (a ChessLink board's 41 ms, a DGT board's
// 200–250 ms) — no move recorded ever leaves the record
// file, the bytes of finished games never change, the record's game is
// always the start of the game played, and every move announced is the
// move made, in its place.

import (
	"bytes"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/cmd/internal/assistant"
	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/script"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
)

func TestPropertyRecordOnlyGrowsAndNoGuess(t *testing.T) {
	t.Parallel()
	runs := 120
	if testing.Short() {
		runs = 20
	}
	stats := map[string]int{}
	for seed := int64(1); seed <= int64(runs); seed++ {
		w := newWorld(t, seed, seed%4 == 0)
		w.run(60)
		for k, v := range w.stats {
			stats[k] += v
		}
		if t.Failed() {
			t.Fatalf("seed %d failed; the record:\n%s", seed, w.lastFile)
		}
	}
	t.Logf("%d runs: %v", runs, stats)
	for _, k := range []string{"moves", "announced", "unplugs", "away", "guided", "setups", "flickers", "drags", "hovers", "two-board runs", "saves"} {
		if stats[k] == 0 {
			t.Errorf("no %s in %d runs: the driver does not cover it", k, runs)
		}
	}
}

type simBoard struct {
	placement [64]notation.Piece
	connected bool
	// scan is the time between full readings (a scanning board); zero
	// for a board that reports every change.
	scan     time.Duration
	nextScan time.Time
	refresh  bool
}

// Refresh asks for a full reading (the session's Board).
func (b *simBoard) Refresh() { b.refresh = true }

type world struct {
	t      *testing.T
	seed   int64
	rng    *rand.Rand
	now    time.Time
	s      *assistant.Session
	boards []*simBoard
	path   string
	rec    *recordFile

	// truth is the game being played on the boards; lastMove when its
	// last move was made.
	truth    *notation.Game
	lastMove time.Time
	// announced counts the moves of truth announced; game counts the
	// games begun.
	announced int
	game      int
	said      []string

	lastFile  []byte
	lastGames []*notation.Game
	stats     map[string]int
	sayCache  map[string]map[string]bool
	missedRec string
}

func newWorld(t *testing.T, seed int64, two bool) *world {
	w := &world{t: t, seed: seed, rng: rand.New(rand.NewSource(seed)), now: time.Date(2026, 11, 1, 14, 0, 0, 0, time.UTC),
		truth: notation.NewGame(), stats: map[string]int{}, sayCache: map[string]map[string]bool{}}
	w.path = filepath.Join(t.TempDir(), "record.pgn")
	if seed%3 == 0 {
		// An existing record with a game of its own.
		if err := os.WriteFile(w.path, []byte("[Event \"Earlier\"]\n\n1. d4 d5 2. c4 {a comment} e6 1/2-1/2\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ro, err := openRecord(w.path, false, nil, recordPlaces{})
	if err != nil {
		t.Fatal(err)
	}
	w.rec = ro.rec
	w.lastFile, _ = os.ReadFile(w.path)
	n := 1
	if two {
		n = 2
		w.stats["two-board runs"]++
	}
	var devs []assistant.Board
	for i := 0; i < n; i++ {
		start := notation.StartPosition()
		b := &simBoard{placement: start.Placement(), connected: true}
		switch w.rng.Intn(3) {
		case 1:
			b.scan = 41 * time.Millisecond // a ChessLink board's scan
		case 2:
			b.scan = time.Duration(200+w.rng.Intn(51)) * time.Millisecond // a DGT board's full scan
		}
		w.boards = append(w.boards, b)
		devs = append(devs, b)
	}
	w.s = assistant.New(assistant.Config{}, assistant.Outputs{Announcer: w, Record: w}, assistant.FreshGame(nil, w.now), devs)
	for i := range w.boards {
		w.handle(assistant.Input{Kind: assistant.BoardInput, Board: i, Event: devices.Event{Kind: devices.Connected}})
		w.reading(i, true)
	}
	return w
}

// Announce checks every move said against the move made.
func (w *world) Announce(_ notation.Color, l announce.Line) {
	text := l.Text(phonetic.German)
	w.said = append(w.said, text)
	move := strings.TrimPrefix(text, "Während der Trennung: ")
	if move != text {
		w.stats["away"]++
	}
	if w.announced < len(w.truth.Moves) {
		p := w.truth.Position(w.announced)
		if move == announce.Announced(&p, w.truth.Moves[w.announced], announce.Options{}).Text(phonetic.German) {
			w.announced++
			w.stats["announced"]++
			return
		}
	}
	// Any other move of any position of the game is a wrong announcement.
	for k := 0; k <= len(w.truth.Moves); k++ {
		if w.movesSaid(k)[move] {
			w.t.Errorf("seed %d: said %q, a move not made (%d of the game's %d moves said; the game: %s)", w.seed, text, w.announced, len(w.truth.Moves), sans(w.truth))
			return
		}
	}
}

// Answer is checked as every other line: it may say no move not made.
func (w *world) Answer(side notation.Color, l announce.Line) { w.Announce(side, l) }

// movesSaid returns what is said for every legal move of the position
// after k moves of the game on the board.
func (w *world) movesSaid(k int) map[string]bool {
	key := sans(&notation.Game{Start: w.truth.Start, Moves: w.truth.Moves[:k]})
	if m, ok := w.sayCache[key]; ok {
		return m
	}
	p := w.truth.Position(k)
	m := map[string]bool{}
	for _, mv := range p.LegalMoves(nil) {
		m[announce.Announced(&p, mv, announce.Options{}).Text(phonetic.German)] = true
	}
	w.sayCache[key] = m
	return m
}

// Save writes the record file and checks it against the one before.
func (w *world) Save(finished []*notation.Game, cur *notation.Game) error {
	if err := w.rec.Save(finished, cur); err != nil {
		w.t.Fatalf("seed %d: %v", w.seed, err)
	}
	w.stats["saves"]++
	data, err := os.ReadFile(w.path)
	if err != nil {
		w.t.Fatal(err)
	}
	// Finished games keep their bytes: the old file up to the start of
	// its last game is where the new one begins.
	start, _ := lastGameSpan(w.lastFile)
	if !bytes.HasPrefix(data, w.lastFile[:start]) {
		w.t.Errorf("seed %d: earlier bytes of the record changed:\nbefore\n%s\nafter\n%s", w.seed, w.lastFile, data)
	}
	games := readRecordBytes(w.t, data)
	// No move once recorded leaves the file: each stays in its game, on
	// the main line or in a variation.
	for i, g := range w.lastGames {
		if i >= len(games) {
			w.t.Errorf("seed %d: game %d left the record", w.seed, i+1)
			continue
		}
		ng := games[i]
		p := g.Start
		for k, m := range g.Moves {
			if k < len(ng.Moves) && ng.Moves[k] == m && ng.Start == g.Start {
				p.Play(m)
				continue
			}
			num := fmt.Sprintf("%d. %s", p.MoveNumber(), p.SAN(m))
			if p.Turn() == notation.Black {
				num = fmt.Sprintf("%d... %s", p.MoveNumber(), p.SAN(m))
			}
			kept := false
			for _, n := range ng.Notes {
				if (n.Kind == notation.Variation || n.Kind == notation.Comment) && strings.Contains(n.Text, p.SAN(m)) && (strings.Contains(n.Text, num) || strings.Contains(n.Text, fmt.Sprintf("%d.", p.MoveNumber()))) {
					kept = true
				}
			}
			if !kept {
				w.t.Errorf("seed %d: move %s of game %d left the record", w.seed, num, i+1)
			}
			p.Play(m)
		}
	}
	// The game being played is the start of the game on the board.
	if cur != nil && len(games) > 0 {
		rg := games[len(games)-1]
		if len(rg.Moves) > len(w.truth.Moves) || !slices.Equal(rg.Moves, w.truth.Moves[:len(rg.Moves)]) {
			w.t.Errorf("seed %d: the record's game is %s, the board's %s", w.seed, sans(rg), sans(w.truth))
		}
	}
	w.lastFile, w.lastGames = data, games
	return nil
}

func readRecordBytes(t *testing.T, data []byte) []*notation.Game {
	t.Helper()
	games, err := readRecordErr(data)
	if err != nil {
		t.Fatalf("the record does not read: %v\n%s", err, data)
	}
	return games
}

func (w *world) handle(in assistant.Input) {
	in.Time = w.now
	if err := w.s.Handle(in); err != nil {
		w.t.Fatal(err)
	}
}

var debugWorld bool

func (w *world) reading(i int, full bool) {
	b := w.boards[i]
	if !b.connected {
		return
	}
	if debugWorld {
		fmt.Println("R", i, devices.Board(b.placement).String(), w.now.Format("05.000"), full)
	}
	w.handle(assistant.Input{Kind: assistant.BoardInput, Board: i, Event: devices.Event{Kind: devices.NewReading,
		Reading: devices.Reading{Board: devices.Board(b.placement), Time: w.now, Full: full}}})
}

// advance lets d pass: the session's timers, the scans, full readings
// asked for.
func (w *world) advance(d time.Duration) {
	until := w.now.Add(d)
	for {
		next := until
		if at, ok := w.s.Deadline(); ok && at.Before(next) {
			next = at
		}
		for _, b := range w.boards {
			if b.scan > 0 && b.connected && b.nextScan.Before(next) {
				next = b.nextScan
			}
		}
		if next.Before(w.now) {
			next = w.now
		}
		w.now = next
		w.s.Tick(w.now)
		for i, b := range w.boards {
			if b.refresh {
				b.refresh = false
				w.reading(i, true)
			}
			if b.scan > 0 && b.connected && !b.nextScan.After(w.now) {
				w.reading(i, false)
				b.nextScan = w.now.Add(b.scan)
			}
		}
		if !w.now.Before(until) {
			return
		}
	}
}

// set changes one square of board i; a board that reports every change
// reports it.
func (w *world) set(i int, sq notation.Square, pc notation.Piece) {
	b := w.boards[i]
	b.placement[sq] = pc
	if b.scan == 0 {
		w.reading(i, false)
	}
}

func (w *world) run(actions int) {
	for a := 0; a < actions && !w.t.Failed(); a++ {
		over := w.s.Game().Result != "*" && w.s.Game().Result != ""
		switch r := w.rng.Intn(100); {
		case over || r < 6 && len(w.truth.Moves) >= 4:
			w.setUp()
		case r < 12:
			w.flicker()
		case r < 20 && len(w.boards) == 1:
			w.unplug()
			w.guide()
			continue
		default:
			w.move()
		}
		if w.guide() {
			// Not after a break: a move made on the board was missed.
			w.t.Errorf("seed %d: a move made on the board was not followed; said %q; the record and the board: %s", w.seed, w.said[max(len(w.said)-6, 0):], w.missedRec)
		}
	}
	w.advance(10 * time.Second)
}

// move makes a random legal move by hand, on the mover's board first and
// then, with two boards, on the other.
func (w *world) move() {
	p := w.truth.Final()
	legal := p.LegalMoves(nil)
	m := legal[w.rng.Intn(len(legal))]
	first := 0
	if len(w.boards) == 2 && p.Turn() == notation.Black {
		first = 1
	}
	w.truth.Moves = append(w.truth.Moves, m)
	w.stats["moves"]++
	w.hands(first, p, m)
	w.lastMove = w.now
	if len(w.boards) == 2 {
		w.advance(time.Duration(300+w.rng.Intn(2500)) * time.Millisecond)
		w.hands(1-first, p, m)
	}
	w.advance(time.Duration(200+w.rng.Intn(1500)) * time.Millisecond)
}

// hands makes move m of p on board i as the script's hands do.
func (w *world) hands(i int, p notation.Position, m notation.Move) {
	// Real hands on half the moves: pieces dragged over the sensors and
	// set down on their way, timed by the board's scan.
	scan := w.boards[i].scan
	if scan == 0 {
		scan = 250 * time.Millisecond
	}
	steps := script.ForGame(p, []notation.Move{m}, script.Options{Seed: w.rng.Int63(), Speed: 0.5 + w.rng.Float64(),
		Noise: w.rng.Intn(3) == 0, Real: w.rng.Intn(2) == 0, Scan: scan})
	for k, st := range steps {
		if k == 0 && st.Style.Drag {
			w.stats["drags"]++
		}
		if k == 0 && st.Style.Hover {
			w.stats["hovers"]++
		}
		w.advance(st.Delay)
		if st.Kind == script.Flicker {
			w.stats["flickers"]++
		}
		w.set(i, st.Square, st.Piece)
	}
}

// flicker: a sensor misses a piece for a moment.
func (w *world) flicker() {
	i := w.rng.Intn(len(w.boards))
	b := w.boards[i]
	var occupied []notation.Square
	for s, pc := range b.placement {
		if pc != notation.NoPiece {
			occupied = append(occupied, notation.Square(s))
		}
	}
	sq := occupied[w.rng.Intn(len(occupied))]
	pc := b.placement[sq]
	w.set(i, sq, notation.NoPiece)
	w.advance(time.Duration(20+w.rng.Intn(70)) * time.Millisecond)
	w.set(i, sq, pc)
	w.stats["flickers"]++
	w.advance(time.Duration(100+w.rng.Intn(900)) * time.Millisecond)
}

// unplug pulls the cable; the players make up to three moves meanwhile,
// then it is put back.
func (w *world) unplug() {
	b := w.boards[0]
	w.handle(assistant.Input{Kind: assistant.BoardInput, Event: devices.Event{Kind: devices.Disconnected}})
	b.connected = false
	w.stats["unplugs"]++
	for k := w.rng.Intn(4); k > 0; k-- {
		p := w.truth.Final()
		legal := p.LegalMoves(nil)
		if len(legal) == 0 {
			break
		}
		m := legal[w.rng.Intn(len(legal))]
		w.truth.Moves = append(w.truth.Moves, m)
		p.Play(m)
		b.placement = p.Placement()
		w.advance(time.Duration(500+w.rng.Intn(1500)) * time.Millisecond)
	}
	w.lastMove = w.now
	b.connected = true
	w.handle(assistant.Input{Kind: assistant.BoardInput, Event: devices.Event{Kind: devices.Connected}})
	w.reading(0, true)
	w.advance(time.Second)
}

// guide: where the session follows the board no more (moves it could
// not explain), the players do as it says and put the board back to the
// game as recorded; the moves after it are made again later.
func (w *world) guide() bool {
	w.advance(4 * time.Second)
	rec := w.s.Game()
	if len(rec.Moves) == len(w.truth.Moves) {
		return false
	}
	if len(rec.Moves) > len(w.truth.Moves) || !slices.Equal(rec.Moves, w.truth.Moves[:len(rec.Moves)]) {
		w.t.Errorf("seed %d: the session's game %s is not the start of the board's %s", w.seed, sans(rec), sans(w.truth))
		return false
	}
	w.stats["guided"]++
	w.missedRec = sans(rec) + " | " + sans(w.truth) + fmt.Sprintf(" scan %v", w.boards[0].scan)
	w.truth.Moves = w.truth.Moves[:len(rec.Moves)]
	w.announced = min(w.announced, len(rec.Moves))
	p := w.truth.Final()
	want := p.Placement()
	for i, b := range w.boards {
		for s := range want {
			if b.placement[s] != want[s] {
				w.set(i, notation.Square(s), notation.NoPiece)
				w.advance(150 * time.Millisecond)
			}
		}
		for s := range want {
			if b.placement[s] != want[s] {
				w.set(i, notation.Square(s), want[s])
				w.advance(150 * time.Millisecond)
			}
		}
	}
	w.lastMove = w.now
	w.advance(2 * time.Second)
	return true
}

// setUp sets the starting position up piece by piece on every board: a
// new game. The first piece carried is one of the side not to move (a
// first step that is a legal move cannot be told from that move), some
// seconds after the last move.
func (w *world) setUp() {
	if d := w.now.Sub(w.lastMove); d < 4*time.Second {
		w.advance(4*time.Second - d)
	}
	w.stats["setups"]++
	sp := notation.StartPosition()
	start := sp.Placement()
	p := w.truth.Final()
	for i, b := range w.boards {
		type step struct {
			sq notation.Square
			pc notation.Piece
		}
		var off, on []step
		for s := range start {
			if b.placement[s] != start[s] {
				if b.placement[s] != notation.NoPiece {
					off = append(off, step{notation.Square(s), notation.NoPiece})
				}
				if start[s] != notation.NoPiece {
					on = append(on, step{notation.Square(s), start[s]})
				}
			}
		}
		w.rng.Shuffle(len(off), func(a, c int) { off[a], off[c] = off[c], off[a] })
		w.rng.Shuffle(len(on), func(a, c int) { on[a], on[c] = on[c], on[a] })
		for k, st := range off {
			if pc := b.placement[st.sq]; pc.Color() != p.Turn() {
				off[0], off[k] = off[k], off[0]
				break
			}
		}
		// Lift a piece, put one down, and so on, as two hands do.
		for len(off) > 0 || len(on) > 0 {
			if len(off) > 0 && (len(on) == 0 || w.rng.Intn(2) == 0) {
				w.set(i, off[0].sq, notation.NoPiece)
				off = off[1:]
			} else if len(on) > 0 && b.placement[on[0].sq] == notation.NoPiece {
				w.set(i, on[0].sq, on[0].pc)
				on = on[1:]
			} else if len(off) > 0 {
				w.set(i, off[0].sq, notation.NoPiece)
				off = off[1:]
			} else {
				on = append(on[1:], on[0])
			}
			w.advance(time.Duration(150+w.rng.Intn(600)) * time.Millisecond)
		}
	}
	w.truth = notation.NewGame()
	w.announced = 0
	w.game++
	w.advance(time.Duration(100+w.rng.Intn(1500)) * time.Millisecond)
}
