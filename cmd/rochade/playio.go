package main

// What the game session talks to in a run of play or demo: the printed
// and spoken lines, the notices, the record file, the Braille display and
// the terminal.

import (
	"context"
	"errors"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/rochade/rochade/braille"
	"github.com/rochade/rochade/cmd/internal/assistant"
	"github.com/rochade/rochade/cmd/internal/safefile"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/notation"
)

// noticeText words a notice of the session in the run's language (""
// for a notice that has no words): boards is how many boards are
// followed, record the record file.
func noticeText(p *ui.Printer, n assistant.Notice, boards int, record string) string {
	var msg string
	switch n.Kind {
	case assistant.BoardConnected:
		msg = p.Sprintf(ui.PlayBoardConnected, boardInfo(p, n.Info))
		if boards > 1 {
			msg = p.Sprintf(ui.PlayBoardNConnected, n.Board+1, boardInfo(p, n.Info))
		}
	case assistant.BoardDisconnected:
		msg = p.Sprintf(ui.PlayBoardDisconnected, p.Say(n.Err))
		if boards > 1 {
			msg = p.Sprintf(ui.PlayBoardNDisconnected, n.Board+1, p.Say(n.Err))
		}
	case assistant.BoardWaiting:
		msg = p.Say(n.Err)
		var mis *devices.MissingPortError
		if !errors.As(n.Err, &mis) {
			msg = p.Sprintf(ui.PlayBoardWaiting, msg)
		}
	case assistant.BoardNoAnswer:
		msg = p.Say(n.Err)
	case assistant.MoveCorrected:
		msg = p.Sprintf(ui.PlayMoveCorrected, n.Move)
	case assistant.MovesTakenBack:
		msg = p.Plural(ui.PlayTakenBack, n.Ply, n.Ply)
	case assistant.GameStarted:
		msg = p.Sprintf(ui.PlayNewGame)
	case assistant.BoardTurned:
		msg = p.Sprintf(ui.PlayBoardTurned)
	case assistant.SaveFailed:
		msg = p.Sprintf(ui.PlaySaveFailed, record, safefile.Reason(n.Err))
	case assistant.SaveRecovered:
		msg = p.Sprintf(ui.PlaySaveRecovered, record)
	case assistant.GameOver:
		msg = p.Sprintf(ui.PlayGameOver, resultText(p, n.Text))
	case assistant.RequestUnknown:
		msg = requestError(p, n.Err)
	case assistant.KeyNotice:
		msg = p.Word(n.Key)
	case assistant.HelpAsked:
		msg = strings.Join(helpLines(p, n.Engine), "\n")
	case assistant.VoiceLacks:
		msg = p.Sprintf(ui.PlayVoiceLacks, p.Say(n.Err))
	case assistant.ClockMissing:
		msg = p.Sprintf(ui.PlayClockMissing)
	case assistant.BoardsDiffer:
		side := map[notation.Color]string{notation.White: p.Sprintf(ui.CompareWhite), notation.Black: p.Sprintf(ui.CompareBlack)}[n.Side]
		msg = p.Sprintf(ui.PlayBoardsDifferAt, n.Number, side, n.Move, n.Other)
	case assistant.EngineRestarted:
		msg = p.Sprintf(ui.PlayEngineRestarted, p.Say(n.Err))
	case assistant.EngineFailed:
		msg = p.Sprintf(ui.PlayEngineFailed, engineReason(p, n.Err))
	case assistant.EngineThinking:
		msg = p.Sprintf(ui.PlayEngineThinking)
	case assistant.NeedsEngine:
		msg = sentence(p.Sprintf(ui.PlayNeedsEngine))
	case assistant.PieceTouched:
		msg = p.Sprintf(ui.PlayPieceTouched, n.Board+1, n.Move)
	case assistant.StartOnBoard:
		msg = p.Sprintf(ui.PlayStartOnTheBoard)
		if boards > 1 {
			msg = p.Sprintf(ui.PlayStartOnBoard, n.Board+1)
		}
	case assistant.ConfirmNewGame:
		msg = p.Sprintf(ui.PlayConfirmNewGame, int(assistant.ConfirmWindow/time.Second))
	case assistant.EarlierOnBoard:
		colour := map[notation.Color]string{notation.White: p.Sprintf(ui.CompareWhite), notation.Black: p.Sprintf(ui.CompareBlack)}[n.Side]
		msg = p.Sprintf(ui.PlayEarlierOnTheBoard, n.Number, colour)
		if boards > 1 {
			msg = p.Sprintf(ui.PlayEarlierOnBoard, n.Board+1, n.Number, colour)
		}
	case assistant.MovesWhileAway:
		msg = p.Sprintf(ui.PlayMovesWhileTheAway)
		if boards > 1 {
			msg = p.Sprintf(ui.PlayMovesWhileAway, n.Board+1)
		}
	case assistant.NoGameToEnd:
		msg = p.Sprintf(ui.PlayNoGameToEnd)
	case assistant.AlreadyOver:
		msg = p.Sprintf(ui.PlayAlreadyOver, resultText(p, n.Text))
	case assistant.PromotionAsked:
		msg = p.Sprintf(ui.PlayPromotionAsked, n.Square.String(), promotionRequest(p), n.Ply)
	case assistant.PromotionDefault:
		msg = p.Sprintf(ui.PlayPromotionDefault, n.Square.String())
	case assistant.BoardAmbiguous:
		var sq []string
		for _, s := range n.Squares {
			sq = append(sq, s.String())
		}
		msg = p.Sprintf(ui.PlayBoardAmbiguous, strings.Join(sq, ", "))
	case assistant.NoLivePage:
		msg = p.Sprintf(ui.WebNoPage)
	case assistant.BatteryLevel:
		switch {
		case n.Battery.Percent < 0:
			msg = p.Sprintf(ui.PlayBatteryVolts, n.Battery.Volts)
		case n.Battery.Charging:
			msg = p.Sprintf(ui.PlayBatteryCharging, n.Battery.Percent)
		default:
			msg = p.Sprintf(ui.PlayBattery, n.Battery.Percent)
		}
	case assistant.BatteryUnknown:
		msg = p.Sprintf(ui.PlayNoBattery)
		if errors.Is(n.Err, devices.ErrNotConnected) {
			msg = p.Sprintf(ui.PlayBatteryNoBoard)
		}
	}
	return msg
}

// brailleScore shows the score on a Braille display; its keys ask
// requests of the session.
type brailleScore struct {
	display *braille.Display
}

func openBrailleScore(ctx context.Context, p *ui.Printer, b brailleLive, errOut io.Writer, inputs chan<- assistant.Input) (*brailleScore, error) {
	lang, err := parseLangIn(p, b.outLang, false)
	if err != nil {
		return nil, err
	}
	ask := func(r assistant.Request) {
		select {
		case inputs <- assistant.Input{Kind: assistant.RequestInput, Request: r}:
		case <-ctx.Done():
		default:
		}
	}
	d := braille.NewDisplay(braille.DisplayConfig{
		Format:  notation.Format{Lang: lang},
		Dots:    b.dots,
		Letters: lang,
		Speak:   func(i int) { ask(assistant.Request{Kind: assistant.AskPly, N: i}) },
		Ask: func(k braille.Ask) {
			switch k {
			case braille.AskTime:
				ask(assistant.Request{Kind: assistant.AskTime})
			case braille.AskRepeat:
				ask(assistant.Request{Kind: assistant.AskRepeat})
			}
		},
		Status: (&displayStatus{p: p, w: errOut}).report,
		Hold:   b.hold,
	})
	return &brailleScore{display: d}, nil
}

// Show puts the game on the display.
func (b *brailleScore) Show(g *notation.Game) {
	sheet, err := braille.FromGame(g)
	if err != nil {
		return
	}
	b.display.Show(sheet)
}

// Message shows a line on the display until the player has read it or
// the display's hold time has passed; then the score comes back.
func (b *brailleScore) Message(text string) { b.display.Message(text) }

// Close gives the display back.
func (b *brailleScore) Close() error { return b.display.Close() }

// Make sure the adapters are what the session asks for.
var (
	_ assistant.Record = (*recordFile)(nil)
	_ assistant.Score  = (*brailleScore)(nil)
	_ assistant.Board  = (*devices.Watcher)(nil)
)

// displayStatus prints the changes of a Braille display's connection in
// the run's language, and remembers whether it ever connected.
type displayStatus struct {
	p         *ui.Printer
	w         io.Writer
	mu        sync.Mutex
	connected bool
}

func (d *displayStatus) report(s braille.Status, cells int, err error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	switch s {
	case braille.Unsupported:
		d.p.Fprintln(d.w, ui.BrailleUnsupported, systemName())
	case braille.Unreachable:
		d.p.Fprintln(d.w, ui.BRLTTYUnreachable, brlapiHost())
	case braille.NoDisplay:
		d.p.Fprintln(d.w, ui.BRLTTYNoDisplay, d.p.Say(err))
	case braille.Connected:
		d.connected = true
		d.p.Fprintln(d.w, ui.DisplayConnected, cells)
	case braille.Lost:
		d.p.Fprintln(d.w, ui.DisplayLost, d.p.Say(err))
	case braille.WriteFailed:
		d.p.Fprintln(d.w, ui.DisplayWriteFailed, d.p.Say(err))
	}
}

func (d *displayStatus) wasConnected() bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.connected
}
