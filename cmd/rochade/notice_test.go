package main

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/cmd/internal/assistant"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/devices"
)

// Every notice of the session has words in every language, for one board
// and for two, with no value left out.
func TestEveryNoticeHasWords(t *testing.T) {
	for _, l := range ui.Langs() {
		p := ui.New(l)
		for k := assistant.BoardConnected; k <= assistant.ServerSaidNo; k++ {
			n := assistant.Notice{Kind: k, Board: 1, Err: errors.New("x"), Move: "Nf3", Text: "1-0", Ply: 2, Number: 3,
				Info: devices.Info{Protocol: devices.DGT, Path: "/dev/ttyACM0"}}
			if k == assistant.OpponentLeft {
				n.Gone, n.Wait = true, 30*time.Second
			}
			if k == assistant.BatteryUnknown {
				n.Err = devices.ErrNoBattery
			}
			for _, boards := range []int{1, 2} {
				msg := noticeText(p, n, boards, "games.pgn")
				if msg == "" || strings.Contains(msg, "%!") {
					t.Errorf("%s: notice %d with %d boards: %q", l, k, boards, msg)
				}
			}
		}
	}
}
