//go:build linux

package speech

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
	"github.com/rochade/rochade/voices/speech/ssip/ssiptest"
)

// The speeches of other systems say so; system tries the speeches of
// this one and, when none can be had, says why for each.
func TestOtherSystems(t *testing.T) {
	ctx := context.Background()
	for _, s := range []Speech{NVDA, JAWS, SAPI, Say, VoiceOver} {
		_, err := OpenText(ctx, s, TextOptions{Lang: "de"})
		var ue *UnavailableError
		if !errors.As(err, &ue) || ue.Speech != s || ue.Reason != OtherSystem {
			t.Errorf("%s: %v", s, err)
		}
	}
	dir := t.TempDir()
	env := func(k string) string {
		switch k {
		case "SPEECHD_ADDRESS":
			return "unix_socket:" + dir + "/none.sock"
		case "PATH":
			return ""
		}
		return ""
	}
	t.Setenv("PATH", dir) // no speech-dispatcher to start
	_, err := OpenText(ctx, System, TextOptions{Lang: "de", Getenv: env})
	var ne *NoSpeechError
	if !errors.As(err, &ne) || len(ne.Tried) != 1 || ne.Tried[0].Speech != SpeechDispatcher || ne.Tried[0].Reason != NotInstalled {
		t.Fatalf("system without speech: %v", err)
	}
	if ne.Tried[0].Where != dir+"/none.sock" {
		t.Errorf("where: %q", ne.Tried[0].Where)
	}
}

// openSPD opens the speech-dispatcher engine on the test's daemon.
func openSPD(t *testing.T, d *ssiptest.Daemon, o TextOptions) *Text {
	t.Helper()
	o.Getenv = func(k string) string {
		if k == "SPEECHD_ADDRESS" {
			return d.Address
		}
		return ""
	}
	s, err := OpenText(context.Background(), SpeechDispatcher, o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	if i := s.Info(); i.Speech != SpeechDispatcher || i.Where != d.Socket {
		t.Errorf("info %+v", i)
	}
	return s
}

// texts lists "begin TEXT" and "end TEXT" in the order the module wrote
// them.
func texts(said []ssiptest.Said) string {
	var out []string
	for _, s := range said {
		kind := "end "
		if s.Begin {
			kind = "begin "
		}
		out = append(out, kind+s.Text)
	}
	return strings.Join(out, "|")
}

// Phrases go to speech-dispatcher in order, respelled for the run's
// language, with its language, rate and volume; Wait returns when the
// last one was said to its end.
func TestSpeechDispatcherInOrder(t *testing.T) {
	hold := 300 * time.Millisecond
	d := ssiptest.Start(t, hold)
	s := openSPD(t, d, TextOptions{Lang: "ru", Speed: 2, Volume: 0.5})
	ctx := context.Background()
	start := time.Now()
	s.Say(ctx, notation.White, Announcement, move)
	s.Say(ctx, notation.White, Answer, []phonetic.Token{phonetic.TimeWord})
	s.Say(ctx, notation.Black, Announcement, []phonetic.Token{phonetic.ShortCastle})
	if err := s.Wait(ctx); err != nil {
		t.Fatal(err)
	}
	if took := time.Since(start); took < 3*hold {
		t.Errorf("Wait returned after %v, before the three phrases (%v each) were said", took, hold)
	}
	said := d.Lines(t)
	if got, want := texts(said), "begin шпрингер Феликс драй|end шпрингер Феликс драй|begin цайт|end цайт|begin Кюрц Рохад|end Кюрц Рохад"; got != want {
		t.Fatalf("said %q, want %q", got, want)
	}
	for _, x := range said {
		if x.Begin && (x.Lang != "ru" || x.Rate != "63.00" || x.Volume != "0.00") {
			t.Errorf("module got language %q rate %q volume %q", x.Lang, x.Rate, x.Volume)
		}
	}
}

// With barge-in a move cuts off the answer being said; an answer after a
// move waits for it. Without barge-in the move waits for the answer.
func TestSpeechDispatcherBargeIn(t *testing.T) {
	hold := 1500 * time.Millisecond
	d := ssiptest.Start(t, hold)
	s := openSPD(t, d, TextOptions{Lang: "de", BargeIn: true})
	ctx := context.Background()
	s.Say(ctx, notation.White, Answer, []phonetic.Token{phonetic.TimeWord})
	d.WaitFor(t, 5*time.Second, func(x []ssiptest.Said) bool { return len(x) == 1 })
	s.Say(ctx, notation.White, Announcement, move)
	s.Say(ctx, notation.White, Answer, []phonetic.Token{phonetic.Repeat})
	if err := s.Wait(ctx); err != nil {
		t.Fatal(err)
	}
	if got, want := texts(d.Lines(t)), "begin Zeit|begin Springer Felix drei|end Springer Felix drei|begin Wiederholen|end Wiederholen"; got != want {
		t.Fatalf("with barge-in said %q, want %q", got, want)
	}

	d = ssiptest.Start(t, 300*time.Millisecond)
	s = openSPD(t, d, TextOptions{Lang: "de"})
	s.Say(ctx, notation.White, Answer, []phonetic.Token{phonetic.TimeWord})
	d.WaitFor(t, 5*time.Second, func(x []ssiptest.Said) bool { return len(x) == 1 })
	s.Say(ctx, notation.White, Announcement, move)
	if err := s.Wait(ctx); err != nil {
		t.Fatal(err)
	}
	if got, want := texts(d.Lines(t)), "begin Zeit|end Zeit|begin Springer Felix drei|end Springer Felix drei"; got != want {
		t.Fatalf("without barge-in said %q, want %q", got, want)
	}
}

// Close cancels what is still to be said; Wait ends with its context.
func TestSpeechDispatcherClose(t *testing.T) {
	d := ssiptest.Start(t, 2*time.Second)
	s := openSPD(t, d, TextOptions{Lang: "en"})
	ctx := context.Background()
	s.Say(ctx, notation.White, Announcement, move)
	s.Say(ctx, notation.White, Answer, []phonetic.Token{phonetic.TimeWord})
	d.WaitFor(t, 5*time.Second, func(x []ssiptest.Said) bool { return len(x) == 1 })
	wctx, cancel := context.WithTimeout(ctx, 100*time.Millisecond)
	defer cancel()
	if err := s.Wait(wctx); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Wait: %v", err)
	}
	start := time.Now()
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if took := time.Since(start); took > time.Second {
		t.Errorf("Close took %v", took)
	}
	time.Sleep(2500 * time.Millisecond)
	if got := texts(d.Lines(t)); got != "begin Schpringer Faylix dry" {
		t.Errorf("said %q after Close", got)
	}
}

// A speech-dispatcher that was restarted (as when Orca restarts it) is
// reached again with the next phrase.
func TestSpeechDispatcherReconnects(t *testing.T) {
	d := ssiptest.Start(t, 50*time.Millisecond)
	s := openSPD(t, d, TextOptions{Lang: "de"})
	ctx := context.Background()
	if err := s.Say(ctx, notation.White, Announcement, move); err != nil {
		t.Fatal(err)
	}
	if err := s.Wait(ctx); err != nil {
		t.Fatal(err)
	}
	d.Restart(t)
	if err := s.Say(ctx, notation.White, Answer, []phonetic.Token{phonetic.TimeWord}); err != nil {
		t.Fatalf("after a restart: %v", err)
	}
	if err := s.Wait(ctx); err != nil {
		t.Fatal(err)
	}
	if got := texts(d.Lines(t)); got != "begin Springer Felix drei|end Springer Felix drei|begin Zeit|end Zeit" {
		t.Errorf("said %q", got)
	}
}
