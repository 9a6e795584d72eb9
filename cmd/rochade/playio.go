package main

// What the game session talks to in a run of play or demo: the printed
// and spoken lines, the notices, the record file, the Braille display and
// the terminal.

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/rochade/rochade/braille"
	"github.com/rochade/rochade/braille/brlapi"
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
	if w, ok := noticeWords[n.Kind]; ok {
		return w(noticeCtx{p: p, boards: boards, record: record}, n)
	}
	return ""
}

// noticeCtx is what the words of a notice may need besides the notice.
type noticeCtx struct {
	p      *ui.Printer
	boards int    // how many boards are followed
	record string // the record file
}

// board words a notice about a board: one when the run follows one board,
// many (with the board's number first) when it follows several.
func (c noticeCtx) board(n assistant.Notice, one, many ui.Key, args ...any) string {
	if c.boards > 1 {
		return c.p.Sprintf(many, append([]any{n.Board + 1}, args...)...)
	}
	return c.p.Sprintf(one, args...)
}

// colour words a side.
func (c noticeCtx) colour(side notation.Color) string {
	if side == notation.White {
		return c.p.Sprintf(ui.CompareWhite)
	}
	return c.p.Sprintf(ui.CompareBlack)
}

// plain is the words of a notice that are one message without values.
func plain(k ui.Key) func(noticeCtx, assistant.Notice) string {
	return func(c noticeCtx, _ assistant.Notice) string { return c.p.Sprintf(k) }
}

// noticeWords words each kind of notice that has words.
var noticeWords = map[assistant.NoticeKind]func(c noticeCtx, n assistant.Notice) string{
	assistant.BoardConnected: func(c noticeCtx, n assistant.Notice) string {
		return c.board(n, ui.PlayBoardConnected, ui.PlayBoardNConnected, boardInfo(c.p, n.Info))
	},
	assistant.BoardDisconnected: func(c noticeCtx, n assistant.Notice) string {
		return c.board(n, ui.PlayBoardDisconnected, ui.PlayBoardNDisconnected, c.p.Say(n.Err))
	},
	assistant.BoardWaiting: func(c noticeCtx, n assistant.Notice) string {
		var mis *devices.MissingPortError
		if errors.As(n.Err, &mis) {
			return c.p.Say(n.Err) // a sentence of its own: the port is not there yet
		}
		return c.p.Sprintf(ui.PlayBoardWaiting, c.p.Say(n.Err))
	},
	assistant.BoardNoAnswer:  func(c noticeCtx, n assistant.Notice) string { return c.p.Say(n.Err) },
	assistant.MoveCorrected:  func(c noticeCtx, n assistant.Notice) string { return c.p.Sprintf(ui.PlayMoveCorrected, n.Move) },
	assistant.MovesTakenBack: func(c noticeCtx, n assistant.Notice) string { return c.p.Plural(ui.PlayTakenBack, n.Ply, n.Ply) },
	assistant.GameStarted:    plain(ui.PlayNewGame),
	assistant.BoardTurned:    plain(ui.PlayBoardTurned),
	assistant.SaveFailed: func(c noticeCtx, n assistant.Notice) string {
		return c.p.Sprintf(ui.PlaySaveFailed, c.record, safefile.Reason(n.Err))
	},
	assistant.SaveRecovered: func(c noticeCtx, n assistant.Notice) string { return c.p.Sprintf(ui.PlaySaveRecovered, c.record) },
	assistant.GameOver: func(c noticeCtx, n assistant.Notice) string {
		return c.p.Sprintf(ui.PlayGameOver, resultText(c.p, n.Text))
	},
	assistant.RequestUnknown: func(c noticeCtx, n assistant.Notice) string { return requestError(c.p, n.Err) },
	assistant.KeyNotice:      func(c noticeCtx, n assistant.Notice) string { return c.p.Word(n.Key) },
	assistant.HelpAsked: func(c noticeCtx, n assistant.Notice) string {
		return strings.Join(helpLines(c.p, n.Engine, n.Online), "\n")
	},
	assistant.VoiceLacks:   func(c noticeCtx, n assistant.Notice) string { return c.p.Sprintf(ui.PlayVoiceLacks, c.p.Say(n.Err)) },
	assistant.ClockMissing: plain(ui.PlayClockMissing),
	assistant.EngineRestarted: func(c noticeCtx, n assistant.Notice) string {
		return c.p.Sprintf(ui.PlayEngineRestarted, c.p.Say(n.Err))
	},
	assistant.EngineFailed: func(c noticeCtx, n assistant.Notice) string {
		return c.p.Sprintf(ui.PlayEngineFailed, engineReason(c.p, n.Err))
	},
	assistant.EngineThinking: plain(ui.PlayEngineThinking),
	assistant.NeedsEngine:    func(c noticeCtx, _ assistant.Notice) string { return sentence(c.p.Sprintf(ui.PlayNeedsEngine)) },
	assistant.PieceTouched: func(c noticeCtx, n assistant.Notice) string {
		return c.p.Sprintf(ui.PlayPieceTouched, n.Board+1, n.Move)
	},
	assistant.ConfirmNewGame: func(c noticeCtx, _ assistant.Notice) string {
		return c.p.Sprintf(ui.PlayConfirmNewGame, int(assistant.ConfirmWindow/time.Second))
	},
	assistant.NoGameToEnd: plain(ui.PlayNoGameToEnd),
	assistant.AlreadyOver: func(c noticeCtx, n assistant.Notice) string {
		return c.p.Sprintf(ui.PlayAlreadyOver, resultText(c.p, n.Text))
	},
	assistant.BoardsDiffer: func(c noticeCtx, n assistant.Notice) string {
		return c.p.Sprintf(ui.PlayBoardsDifferAt, n.Number, c.colour(n.Side), n.Move, n.Other)
	},
	assistant.StartOnBoard: func(c noticeCtx, n assistant.Notice) string {
		return c.board(n, ui.PlayStartOnTheBoard, ui.PlayStartOnBoard)
	},
	assistant.EarlierOnBoard: func(c noticeCtx, n assistant.Notice) string {
		return c.board(n, ui.PlayEarlierOnTheBoard, ui.PlayEarlierOnBoard, n.Number, c.colour(n.Side))
	},
	assistant.MovesWhileAway: func(c noticeCtx, n assistant.Notice) string {
		return c.board(n, ui.PlayMovesWhileTheAway, ui.PlayMovesWhileAway)
	},
	assistant.PromotionAsked: func(c noticeCtx, n assistant.Notice) string {
		return c.p.Sprintf(ui.PlayPromotionAsked, n.Square.String(), promotionRequest(c.p))
	},
	assistant.PromotionKnown: func(c noticeCtx, n assistant.Notice) string {
		return c.p.Sprintf(ui.PlayPromotionKnown, n.Square.String(), n.Move)
	},
	assistant.MovesCaughtUp: plain(ui.PlayMovesCaughtUp),
	assistant.OrderUnknown:  plain(ui.PlayOrderUnknown),
	assistant.BoardAmbiguous: func(c noticeCtx, n assistant.Notice) string {
		sq := make([]string, len(n.Squares))
		for i, s := range n.Squares {
			sq[i] = s.String()
		}
		return c.p.Sprintf(ui.PlayBoardAmbiguous, strings.Join(sq, ", "))
	},
	assistant.NoLivePage:      plain(ui.WebNoPage),
	assistant.OpponentToMove:  plain(ui.PlayOpponentToMove),
	assistant.MoveRefused:     func(c noticeCtx, n assistant.Notice) string { return c.p.Sprintf(ui.PlayMoveRefused, n.Move, n.Text) },
	assistant.DrawOffered:     plain(ui.PlayDrawOffered),
	assistant.TakebackOffered: plain(ui.PlayTakebackOffered),
	assistant.ChatArrived:     func(c noticeCtx, n assistant.Notice) string { return c.p.Sprintf(ui.PlayChatArrived, n.Ply) },
	assistant.ChatLines: func(c noticeCtx, n assistant.Notice) string {
		if n.Move == "" && n.Text == "" {
			return c.p.Sprintf(ui.PlayNoChat)
		}
		return c.p.Sprintf(ui.PlayChatLine, n.Move, n.Text)
	},
	assistant.OpponentLeft: func(c noticeCtx, n assistant.Notice) string {
		if !n.Gone {
			return c.p.Sprintf(ui.PlayOpponentBack)
		}
		return c.p.Sprintf(ui.PlayOpponentLeft, int((n.Wait+time.Second-1)/time.Second))
	},
	assistant.ServerConnectionLost: func(c noticeCtx, n assistant.Notice) string { return c.p.Sprintf(ui.PlayServerLost, c.p.Say(n.Err)) },
	assistant.ServerConnectionBack: plain(ui.PlayServerBack),
	assistant.ServerAsksToWait: func(c noticeCtx, n assistant.Notice) string {
		return c.p.Sprintf(ui.PlayServerWait, int((n.Wait+time.Second-1)/time.Second))
	},
	assistant.ServerAsked: func(c noticeCtx, n assistant.Notice) string {
		return c.p.Sprintf(ui.PlayServerAsked, c.p.RequestLabel(actionRequest[n.Action]))
	},
	assistant.NothingToAnswer: plain(ui.PlayNothingToAnswer),
	assistant.ServerSaidNo:    func(c noticeCtx, n assistant.Notice) string { return sentence(c.p.Say(n.Err)) },
	assistant.NeedsBoardGame:  plain(ui.PlayNeedsBoardGame),
	assistant.NeedsServer:     func(c noticeCtx, _ assistant.Notice) string { return sentence(c.p.Sprintf(ui.PlayNeedsServer)) },
	assistant.PhonesForgotten: func(c noticeCtx, n assistant.Notice) string {
		if n.Err != nil {
			return c.p.Say(n.Err)
		}
		return c.p.Sprintf(ui.WebForgotten)
	},
	assistant.BatteryLevel: func(c noticeCtx, n assistant.Notice) string {
		switch {
		case n.Battery.Percent < 0:
			return c.p.Sprintf(ui.PlayBatteryVolts, n.Battery.Volts)
		case n.Battery.Charging:
			return c.p.Sprintf(ui.PlayBatteryCharging, n.Battery.Percent)
		}
		return c.p.Sprintf(ui.PlayBattery, n.Battery.Percent)
	},
	assistant.BatteryUnknown: func(c noticeCtx, n assistant.Notice) string {
		if errors.Is(n.Err, devices.ErrNotConnected) {
			return c.p.Sprintf(ui.PlayBatteryNoBoard)
		}
		return c.p.Sprintf(ui.PlayNoBattery)
	},
}

// actionRequest names the request of each action sent to a server.
var actionRequest = map[assistant.ServerAction]string{
	assistant.ActResign: "resign", assistant.ActAbort: "abort", assistant.ActDrawOffer: "draw",
	assistant.ActDrawDecline: "decline", assistant.ActTakeback: "takeback", assistant.ActTakebackNo: "decline",
	assistant.ActClaimVictory: "claim", assistant.ActAccept: "accept", assistant.ActDecline: "decline",
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
		var bad *brlapi.HostError
		if errors.As(err, &bad) {
			fmt.Fprintln(d.w, sentence(d.p.Say(err)))
			return
		}
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
