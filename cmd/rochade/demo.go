package main

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/spf13/cobra"

	"github.com/rochade/rochade/cmd/internal/assistant"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/script"
	"github.com/rochade/rochade/notation"
)

// Timings of the demo.
const (
	demoThinkSpeech = 2 * time.Second        // pause before each move when the moves are spoken
	demoThinkText   = 600 * time.Millisecond // the same when they are only printed
	demoFirstMove   = 700 * time.Millisecond // from the board's first reading to the first move
	demoSettle      = 300 * time.Millisecond // after the last move is announced
	demoCloseWait   = 2 * time.Minute        // the last words, or the WAV file
)

func newDemoCmd(a *app) *cobra.Command {
	var o playOptions
	var think time.Duration
	cmd := &cobra.Command{
		Use:   "demo",
		Short: "Hear a sample game followed on a virtual sensor board (no hardware needed)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx, stop := stopContext(cmd.Context())
			defer stop()
			defer finishStreams(ctx, unblockStreams(cmd, a.printer()))
			return runDemo(ctx, a, stdioOf(cmd), o, think)
		},
	}
	fs := cmd.Flags()
	fs.BoolVar(&o.announceTouch, "announce-touch", false, `say "berührt" when a piece is lifted and put back`)
	fs.StringVar(&o.record, "record", "", "also keep the game in this PGN `file`")
	fs.StringVar(&o.clock, "clock", "", "run a clock with this time control, e.g. 5m+3s")
	fs.DurationVar(&think, "think", 0, "pause before each move (default 2s with speech, 0.6s without)")
	addAudioFlags(fs, &o.audio)
	o.words = announceOptions{spelling: "de", lang: "auto"}
	o.side = "white"
	return cmd
}

func runDemo(ctx context.Context, a *app, std stdio, o playOptions, think time.Duration) error {
	p := a.printer()
	started := time.Now().Add(-time.Second) // file times may be coarse
	g := script.AppendixC()
	errOut := std.errOut
	if o.audio.voice != "none" && o.audio.wav == "" && o.audio.fallbackWAV == "" {
		o.audio.speak = true
		o.audio.fallbackWAV = "rochade-demo.wav"
	}
	switch {
	case think < 0 || think > time.Minute:
		return p.Errorf(ui.DemoBadThink, think)
	case think == 0 && o.audio.voice != "none":
		think = demoThinkSpeech
	case think == 0:
		think = demoThinkText
	}
	p.Fprintln(errOut, ui.DemoStarts)

	pctx, cancel := context.WithCancel(ctx)
	defer cancel()
	last := len(g.Moves) - 1
	followed := -1
	board := &inProcessBoard{
		start: g.Start,
		steps: script.ForGame(g.Start, g.Moves, script.Options{Seed: 1, Think: think}),
	}
	game := &notation.Game{Tags: g.Tags, Start: g.Start, Result: "*"}
	err := runPlay(pctx, a, std, o, playRun{start: game, board: board, closeWait: demoCloseWait, stopped: ctx,
		onMove: func(ply int) {
			followed = ply
			if ply == last {
				time.AfterFunc(demoSettle, cancel)
			}
		}})
	if err != nil {
		return err
	}
	if ctx.Err() != nil {
		return nil
	}
	if followed != last {
		return p.Errorf(ui.DemoIncomplete, followed+1, len(g.Moves))
	}
	p.Fprintln(errOut, ui.DemoFinished, len(g.Moves))
	// Say again where the speech went if it went into a file.
	for _, f := range []string{o.audio.wav, o.audio.fallbackWAV} {
		if fi, err := os.Stat(f); f != "" && err == nil && !fi.ModTime().Before(started) {
			if abs, err := filepath.Abs(f); err == nil {
				f = abs
			}
			p.Fprintln(errOut, ui.SpeechIn, f)
			break
		}
	}
	return nil
}

// inProcessBoard is a sensor board inside the program: the demo's hands
// play the steps of a script on it, and each change is a reading for the
// session, as a DGT board reports every change. It needs no serial port
// or pseudo-terminal, so the demo runs on every system.
type inProcessBoard struct {
	start notation.Position
	steps []script.Step

	mu      sync.Mutex
	board   devices.Board
	inputs  chan<- assistant.Input
	ctx     context.Context
	started bool
}

// run connects the board, plays the steps, then stays until ctx ends.
func (b *inProcessBoard) run(ctx context.Context, inputs chan<- assistant.Input) {
	b.mu.Lock()
	b.board = devices.Board(b.start.Placement())
	b.inputs, b.ctx, b.started = inputs, ctx, true
	b.mu.Unlock()
	b.send(devices.Event{Kind: devices.Connected, Info: devices.Info{Protocol: demoProtocol}})
	b.reading(true)
	t := time.NewTimer(demoFirstMove)
	select {
	case <-ctx.Done():
		t.Stop()
		return
	case <-t.C:
	}
	_ = script.Play(ctx, b, b.steps, nil, nil)
}

// Set is the hands' change of one square.
func (b *inProcessBoard) Set(s notation.Square, p notation.Piece) {
	b.mu.Lock()
	b.board[s] = p
	b.mu.Unlock()
	b.reading(false)
}

// Refresh sends the whole board again (the session asks when the board
// matches nothing). It never blocks the session that calls it.
func (b *inProcessBoard) Refresh() {
	b.mu.Lock()
	started := b.started
	b.mu.Unlock()
	if started {
		go b.reading(true)
	}
}

func (b *inProcessBoard) reading(full bool) {
	b.mu.Lock()
	r := devices.Reading{Board: b.board, Time: time.Now(), Full: full}
	b.mu.Unlock()
	b.send(devices.Event{Kind: devices.NewReading, Reading: r})
}

func (b *inProcessBoard) send(e devices.Event) {
	at := e.Reading.Time
	if at.IsZero() {
		at = time.Now()
	}
	select {
	case b.inputs <- assistant.Input{Kind: assistant.BoardInput, Event: e, Time: at}:
	case <-b.ctx.Done():
	}
}

var _ assistant.Board = (*inProcessBoard)(nil)

// demoProtocol is the protocol of the demo's virtual board.
// It is in no table: nothing but the demo speaks it.
var demoProtocol = &devices.Protocol{Name: "demo", Title: "demo"}
