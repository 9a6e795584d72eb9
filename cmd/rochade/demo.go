package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/emulator"
	"github.com/rochade/rochade/devices/script"
	"github.com/rochade/rochade/notation"
)

func newDemoCmd() *cobra.Command {
	var o playOptions
	var think time.Duration
	cmd := &cobra.Command{
		Use:   "demo",
		Short: "Hear a sample game followed on a virtual sensor board (no hardware needed)",
		Long: `Starts a virtual DGT board, plays the sample game of FIDE Laws of Chess,
Appendix C on it as hands would, follows it exactly as "rochade play" follows
a real board, and announces each move through the speakers. Without a sound
device the speech goes into a WAV file, and the demo says where.

With --voice none the announcements are only printed.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx, stop := signal.NotifyContext(cmd.Context(), syscall.SIGINT, syscall.SIGTERM)
			defer stop()
			return runDemo(ctx, cmd, o, think)
		},
	}
	fs := cmd.Flags()
	fs.StringVar(&o.protocol, "protocol", "dgt", "protocol of the virtual board: dgt or millennium")
	fs.BoolVar(&o.announceTouch, "announce-touch", false, `say "berührt" when a piece is lifted and put back`)
	fs.StringVar(&o.record, "record", "", "also keep the game in this PGN `file`")
	fs.DurationVar(&think, "think", 0, "pause before each move (default 2s with speech, 0.6s without)")
	addAudioFlags(fs, &o.audio)
	o.words = announceOptions{spelling: "de", script: "latin", lang: "auto"}
	return cmd
}

func runDemo(ctx context.Context, cmd *cobra.Command, o playOptions, think time.Duration) error {
	started := time.Now().Add(-time.Second) // file times may be coarse
	proto, err := devices.ParseProtocol(o.protocol)
	if err != nil {
		return err
	}
	if proto == "" {
		proto = devices.DGT
	}
	g := script.AppendixC()
	dir, err := os.MkdirTemp("", "rochade-demo-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	link := filepath.Join(dir, "board")
	emu, err := emulator.New(emulator.Options{Protocol: proto, Start: devices.Board(g.Start.Placement()), Link: link, Seed: 1})
	if err != nil {
		return err
	}
	defer emu.Close()
	errOut := cmd.ErrOrStderr()
	if o.audio.voice != "none" && o.audio.wav == "" && o.audio.fallbackWAV == "" {
		o.audio.speak = true
		o.audio.fallbackWAV = "rochade-demo.wav"
	}
	if think <= 0 {
		think = 600 * time.Millisecond
		if o.audio.voice != "none" {
			think = 2 * time.Second
		}
	}
	fmt.Fprintf(errOut, "Virtual %s board on %s. Playing the Appendix C sample game.\n", proto, link)
	o.board, o.protocol = link, string(proto)

	pctx, cancel := context.WithCancel(ctx)
	defer cancel()
	last := len(g.Moves) - 1
	// The hands start once the follower has read the board.
	go func() {
		wctx, wcancel := context.WithTimeout(pctx, 10*time.Second)
		defer wcancel()
		if emu.WaitHost(wctx) != nil {
			return
		}
		time.Sleep(700 * time.Millisecond)
		steps := script.ForGame(g.Start, g.Moves, script.Options{Seed: 1, Think: think})
		script.Play(pctx, emu, steps, nil, nil)
	}()
	game := &notation.Game{Tags: g.Tags, Start: g.Start, Result: "*"}
	err = runPlay(pctx, cmd, o, playRun{start: game, closeWait: 2 * time.Minute, onMove: func(ply int, _ time.Time) {
		if ply == last {
			// Let the follower settle, then end.
			time.AfterFunc(300*time.Millisecond, cancel)
		}
	}})
	if err != nil {
		return err
	}
	if ctx.Err() != nil {
		return nil
	}
	if got := len(game.Moves); got != len(g.Moves) {
		return fmt.Errorf("the demo followed %d of %d moves", got, len(g.Moves))
	}
	fmt.Fprintln(errOut, "Demo finished: all 21 half-moves of the Appendix C game were followed and announced.")
	// Say again where the speech went if it went into a file.
	for _, f := range []string{o.audio.wav, o.audio.fallbackWAV} {
		if fi, err := os.Stat(f); f != "" && err == nil && !fi.ModTime().Before(started) {
			if abs, err := filepath.Abs(f); err == nil {
				f = abs
			}
			fmt.Fprintf(errOut, "The speech is in %s; play it with any audio player.\n", f)
			break
		}
	}
	return nil
}
