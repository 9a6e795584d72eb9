package main

import (
	"context"
	"errors"
	"time"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/cmd/internal/assistant"
	"github.com/rochade/rochade/cmd/internal/uci"
	"github.com/rochade/rochade/cmd/internal/ui"
)

// engineOptions are play's flags for playing against an engine.
type engineOptions struct {
	engine      string
	level       int
	elo         int
	moveTime    time.Duration
	depth       int
	evalNumbers bool
}

// engineQueue is how many requests may wait for the engine.
const engineQueue = 8

// engineAsker runs the session's engine requests one after another on
// its own goroutine and sends the answers back as inputs.
type engineAsker struct {
	player *uci.Player
	limit  uci.Limit
	reqs   chan assistant.EngineRequest
	inputs chan<- assistant.Input
	ctx    context.Context
}

// startEngine starts the engine the flags name; a failure is an error at
// once (no engine, or one that does not speak UCI).
func startEngine(ctx context.Context, p *ui.Printer, o engineOptions, inputs chan<- assistant.Input) (*engineAsker, error) {
	if o.level != 0 && o.elo != 0 {
		return nil, p.Errorf(ui.PlayLevelOrElo)
	}
	if o.level < 0 || o.level > uci.MaxSkill {
		return nil, p.Errorf(ui.PlayBadLevel, o.level, uci.MaxSkill)
	}
	if o.moveTime < 0 || o.depth < 0 {
		return nil, p.Errorf(ui.PlayBadSearch)
	}
	path, err := uci.FindEngine(o.engine)
	if err != nil {
		return nil, p.Worded(err)
	}
	a := &engineAsker{reqs: make(chan assistant.EngineRequest, engineQueue), inputs: inputs, ctx: ctx}
	switch {
	case o.depth > 0:
		a.limit = uci.Limit{Depth: o.depth}
	case o.moveTime > 0:
		a.limit = uci.Limit{MoveTime: o.moveTime}
	}
	opts := uci.Options{Path: path, Level: uci.Level{Skill: o.level, Elo: o.elo}, Limit: a.limit,
		OnRestart: func(r uci.Restart) {
			key, ok := map[uci.RestartReason]ui.Key{uci.Crashed: ui.EngineCrashed, uci.Hung: ui.EngineHung}[r.Reason]
			if !ok {
				key = ui.EngineGarbage
			}
			a.send(assistant.EngineAnswer{Restarted: true, Err: p.Errorf(key, r.Attempt, r.Max)})
		}}
	a.player, err = uci.NewPlayer(ctx, opts)
	if err != nil {
		return nil, err
	}
	go a.run()
	return a, nil
}

// Ask queues a request; it never blocks the session.
func (a *engineAsker) Ask(r assistant.EngineRequest) {
	select {
	case a.reqs <- r:
	default:
		go a.send(assistant.EngineAnswer{ID: r.ID, Purpose: r.Purpose, Err: errEngineBusy})
	}
}

var errEngineBusy = errors.New("the engine has too many questions waiting")

func (a *engineAsker) run() {
	for {
		select {
		case <-a.ctx.Done():
			return
		case r := <-a.reqs:
			a.send(a.answer(r))
		}
	}
}

func (a *engineAsker) answer(r assistant.EngineRequest) assistant.EngineAnswer {
	ans := assistant.EngineAnswer{ID: r.ID, Purpose: r.Purpose}
	if r.Purpose == assistant.ForLevel {
		l, err := a.player.SetLevel(a.ctx, uci.Level{Skill: r.Level})
		ans.Level, ans.Err = l.Skill, err
		return ans
	}
	res, err := a.player.Best(a.ctx, r.Start, r.Moves, a.limit)
	if err != nil {
		ans.Err = err
		return ans
	}
	ans.Move = res.Best
	if res.HasScore {
		if res.Score.Mate {
			ans.Eval = announce.Eval{Mate: res.Score.Value}
		} else {
			ans.Eval = announce.Eval{Centipawns: res.Score.Value}
		}
	}
	return ans
}

func (a *engineAsker) send(ans assistant.EngineAnswer) {
	select {
	case a.inputs <- assistant.Input{Kind: assistant.EngineInput, Engine: ans}:
	case <-a.ctx.Done():
	}
}

// Close stops the engine.
func (a *engineAsker) Close() error { return a.player.Close() }
