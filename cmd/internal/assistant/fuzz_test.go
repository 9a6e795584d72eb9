package assistant

import (
	"bytes"
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/notation"
)

// Request lines come from the player's keyboard: nothing typed may
// panic, and an error line stays short and free of control characters.
func FuzzParseRequest(f *testing.F) {
	for _, s := range []string{"time", "last 4", "square e4", "e4", "file h", "rank 8", "pieces weiß", "level 20", "\x1b[A", "last 99999999999999999999", strings.Repeat("x", 300)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		_, err := ParseRequest(line)
		if err == nil {
			return
		}
		msg := err.Error()
		if strings.ContainsAny(msg, "\x00\x1b\r\n") || len([]rune(msg)) > 160 {
			t.Errorf("error line %q", msg)
		}
	})
}

// Bytes from a terminal in raw mode: keys and typed lines never panic,
// and every request sent is one the session can answer.
func FuzzReadKeys(f *testing.F) {
	for _, s := range []string{"5/54*1-8+079", "time\r", "sq\x7f\x7fsquare e4\r", "\x1b[A\x1b", "last 3\n3\r"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		inputs := make(chan Input, len(data)+1)
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		ReadKeys(ctx, bytes.NewReader(data), io.Discard, inputs, cancel, testParser())
		close(inputs)
		s := New(Config{}, Outputs{}, notation.NewGame(), nil)
		now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
		for in := range inputs {
			if err := s.Handle(Input{Kind: in.Kind, Request: in.Request, Err: in.Err, Time: now}); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// [%clk] comments come from record files: a resumed game with any
// comments never panics and keeps the comments' other text.
func FuzzRestoreClocks(f *testing.F) {
	for _, s := range []string{"[%clk 0:04:12]", "good [%clk 1:29:45] move", "[%clk ]", "[%clk 99:99:99", "[%clk -1:00:00]", "first on board 2"} {
		f.Add(s)
	}
	tc := mustTC(f, "300+3")
	f.Fuzz(func(t *testing.T, comment string) {
		g := notation.NewGame()
		p := g.Start
		for _, san := range []string{"e4", "e5"} {
			m, err := notation.ParseMove(&p, san, nil)
			if err != nil {
				t.Fatal(err)
			}
			g.Moves = append(g.Moves, m)
			p.Play(m)
		}
		g.Notes = []notation.Note{{Ply: 1, Kind: notation.Comment, Text: comment}, {Ply: 2, Kind: notation.Comment, Text: comment}}
		s := New(Config{Clock: SoftClock, Control: tc}, Outputs{}, g, nil)
		now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
		s.startClock(now)
		if d := s.clk.Remaining(notation.White, now); d < 0 {
			t.Errorf("White has %v", d)
		}
		_ = s.withClocks(s.game)
	})
}
