package assistant

import (
	"errors"
	"testing"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
)

// quietOut is an output that answers visitors of the live page apart.
type quietOut struct {
	*fakeOut
	quiet []string
}

func (q *quietOut) Quietly(_ notation.Color, l announce.Line) {
	q.quiet = append(q.quiet, l.Text(phonetic.German))
}

// A request of a visitor of the live page who is not paired is answered
// on the page alone: nothing is said, shown on the Braille display or
// noticed; one that changes the game or asks the engine is not answered.
func TestQuietRequestsAreNeverSpoken(t *testing.T) {
	out := &quietOut{fakeOut: &fakeOut{}}
	h := newHarness(t, Config{}, notation.NewGame())
	h.s.out = Outputs{Announcer: out, Score: out, Record: out, Logger: out}
	h.out = out.fakeOut
	quiet := func(in Input) {
		t.Helper()
		in.Kind, in.Quiet, in.Time = RequestInput, true, h.now
		if err := h.s.Handle(in); err != nil {
			t.Fatal(err)
		}
	}
	quiet(Input{Request: Request{Kind: AskBoard}})
	quiet(Input{Request: Request{Kind: AskTime}})
	quiet(Input{Request: Request{Kind: AskRepeat}})
	quiet(Input{Err: errors.New("nonsense")})
	if len(out.said) != 0 || len(out.notices) != 0 {
		t.Fatalf("a visitor's requests were said %q, noticed %v", out.texts(), out.notices)
	}
	if len(out.quiet) < 4 {
		t.Fatalf("the visitor's requests were answered on the page %d times, want 4: %q", len(out.quiet), out.quiet)
	}
	n := len(out.quiet)
	for _, r := range []Request{{Kind: AskTakeback}, {Kind: AskNew}, {Kind: AskResign}, {Kind: AskHint}, {Kind: AskEval}, {Kind: AskBattery}, {Kind: AskPairing}} {
		quiet(Input{Request: r})
	}
	if len(out.said) != 0 || len(out.notices) != 0 || len(out.quiet) != n {
		t.Fatalf("requests that change the game, asked quietly: said %q, noticed %v, answered %q", out.texts(), out.notices, out.quiet[n:])
	}
	// The player's own request is said, as before.
	if got := h.ask(Request{Kind: AskBoard}); len(got) == 0 {
		t.Fatal("the player's board request was not said")
	}
	// Without Quietly, a visitor's request is not answered at all.
	plain := &fakeOut{}
	h.s.out = Outputs{Announcer: plain, Logger: plain}
	quiet(Input{Request: Request{Kind: AskBoard}})
	if len(plain.said) != 0 {
		t.Fatalf("said %q without a page", plain.texts())
	}
}
