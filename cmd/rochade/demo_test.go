package main

import (
	"context"
	"strings"
	"testing"
	"time"
)

// The demo plays the Appendix C game on the in-process board, follows
// and announces every move, answers a request, and ends by itself.
func TestDemo(t *testing.T) {
	t.Parallel()
	needsEmulator(t)
	want := announcementLines(t)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	out, stderr, err := runCtx(t, ctx, "time\n", "--lang-ui", "en", "demo", "--voice", "none", "--think", "50ms")
	if err != nil {
		t.Fatalf("demo: %v\n%s", err, stderr)
	}
	var moves []string
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		if !strings.HasPrefix(l, "Move ") {
			moves = append(moves, l)
		}
	}
	if strings.Join(moves, "\n") != strings.Join(want, "\n") {
		t.Errorf("demo said:\n%s\nwant:\n%s", strings.Join(moves, "\n"), strings.Join(want, "\n"))
	}
	if !strings.Contains(out, "Move 1, White to move.") {
		t.Errorf("the time request was not answered:\n%s", out)
	}
	if !strings.Contains(stderr, "Demo finished: all 21 half-moves") {
		t.Errorf("stderr:\n%s", stderr)
	}
}
