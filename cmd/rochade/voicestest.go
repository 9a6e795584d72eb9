package main

import (
	"context"
	"errors"
	"os/signal"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/cmd/internal/ui/spoken"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
	"github.com/rochade/rochade/voices/speech"
)

// voicesTestWait is how long voices test waits for the speech to end (a
// variable for the tests).
var voicesTestWait = 30 * time.Second

func newVoicesTestCmd(a *app) *cobra.Command {
	var o audioOptions
	cmd := &cobra.Command{
		Use:   "test",
		Short: "Say one move and one answer, to hear how the speech is set up",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx, stop := signal.NotifyContext(cmd.Context(), syscall.SIGINT, syscall.SIGTERM)
			defer stop()
			return runVoicesTest(ctx, a, cmd, &o)
		},
	}
	addVoiceFlags(cmd.Flags(), &o)
	addPromptsFlag(cmd.Flags(), &o)
	cmd.Flags().BoolVar(&o.bargeIn, "barge-in", false, "let a new move cut off the one being spoken instead of waiting")
	return cmd
}

func runVoicesTest(ctx context.Context, a *app, cmd *cobra.Command, o *audioOptions) error {
	p := a.printer()
	errOut := cmd.ErrOrStderr()
	o.use(a, errOut)
	o.speak = true
	if err := o.check(); err != nil {
		return err
	}
	pos := notation.StartPosition()
	var nf3 notation.Move
	for _, m := range pos.LegalMoves(nil) {
		if pos.UCI(m) == "g1f3" {
			nf3 = m
		}
	}
	lines := []struct {
		kind speech.Kind
		line announce.Line
	}{
		{speech.Announcement, announce.Announced(&pos, nf3, announce.Options{})},
		{speech.Answer, announce.Time(announce.ClockReport{MoveNumber: 1, ToMove: notation.Black, Timed: true, White: 5 * time.Minute, Black: 5 * time.Minute})},
	}
	if o.voice == "none" {
		return p.Errorf(ui.VoicesTestNeedsVoice)
	}
	if err := o.usePrompts(p, a.lang()); err != nil {
		return err
	}
	words := spoken.New(a.lang(), phonetic.German)
	sink, err := o.open(ctx)
	if err != nil {
		return err
	}
	start := time.Now()
	out := cmd.OutOrStdout()
	for _, l := range lines {
		text := l.line.Text(phonetic.German)
		var said []speech.Word
		if words != nil {
			text, said = words.Render(l.line)
		}
		if _, err := out.Write([]byte(text + "\n")); err != nil {
			sink.Close()
			return err
		}
		if said != nil {
			err = sink.SayWords(ctx, notation.White, l.kind, said)
		} else {
			err = sink.Say(ctx, notation.White, l.kind, l.line.Words)
		}
		if err != nil {
			sink.Close()
			return err
		}
	}
	wctx, cancel := context.WithTimeout(ctx, voicesTestWait)
	defer cancel()
	werr := sink.Wait(wctx)
	cerr := sink.Close()
	if ctx.Err() != nil {
		return nil
	}
	if errors.Is(werr, context.DeadlineExceeded) {
		return p.Errorf(ui.VoicesTestUnfinished, voicesTestWait)
	}
	if werr != nil {
		return werr
	}
	if cerr != nil {
		return cerr
	}
	p.Fprintln(errOut, ui.VoicesTestDone, time.Since(start).Seconds())
	return nil
}
