//go:build unix

package ssip_test

import (
	"context"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/rochade/rochade/voices/speech/ssip"
	"github.com/rochade/rochade/voices/speech/ssip/ssiptest"
)

// events collects the notifications of a client.
type events struct {
	mu  sync.Mutex
	got []ssip.Event
}

func (e *events) add(ev ssip.Event) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.got = append(e.got, ev)
}

// waitFor waits until a notification of kind for msg arrived.
func (e *events) waitFor(t *testing.T, kind ssip.EventKind, msg int) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		e.mu.Lock()
		for _, ev := range e.got {
			if ev.Kind == kind && ev.MsgID == msg {
				e.mu.Unlock()
				return
			}
		}
		e.mu.Unlock()
		time.Sleep(10 * time.Millisecond)
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	t.Fatalf("no event %d for message %d; events %+v", kind, msg, e.got)
}

func dial(t *testing.T, d *ssiptest.Daemon) (*ssip.Client, *events) {
	t.Helper()
	addr, err := ssip.DefaultAddress(func(k string) string {
		if k == "SPEECHD_ADDRESS" {
			return d.Address
		}
		return os.Getenv(k)
	})
	if err != nil {
		t.Fatal(err)
	}
	ev := &events{}
	c, err := ssip.Dial(context.Background(), addr, ev.add)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	ctx := context.Background()
	for _, s := range [][2]string{
		{"CLIENT_NAME", "test:rochade:ssip"},
		{"NOTIFICATION", "ALL on"},
	} {
		if err := c.Set(ctx, s[0], s[1]); err != nil {
			t.Fatal(err)
		}
	}
	return c, ev
}

// The real speech-dispatcher takes the client's settings and messages:
// the module gets the language and rate set, the texts as sent (a line
// starting with a dot arrives with one dot), and the client hears that
// each message began and ended.
func TestRealDaemonSpeaks(t *testing.T) {
	d := ssiptest.Start(t, 50*time.Millisecond)
	c, ev := dial(t, d)
	ctx := context.Background()
	for _, s := range [][2]string{{"LANGUAGE", "de"}, {"RATE", "40"}, {"PRIORITY", "message"}} {
		if err := c.Set(ctx, s[0], s[1]); err != nil {
			t.Fatal(err)
		}
	}
	var ids []int
	for _, text := range []string{"Springer Felix drei", ".dot first", "Кюрц Рохад"} {
		id, err := c.Speak(ctx, text)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	for _, id := range ids {
		ev.waitFor(t, ssip.End, id)
	}
	said := d.Lines(t)
	var texts []string
	for _, s := range said {
		if s.Begin {
			texts = append(texts, s.Text)
			if s.Lang != "de" || s.Rate != "40.00" {
				t.Errorf("module got language %q rate %q", s.Lang, s.Rate)
			}
		}
	}
	if len(texts) != 3 || texts[0] != "Springer Felix drei" || texts[1] != ".dot first" || texts[2] != "Кюрц Рохад" {
		t.Fatalf("the module said:\n%s", ssiptest.Format(said))
	}
	err := c.Set(ctx, "PRIORITY", "urgent")
	var re *ssip.ReplyError
	if !asReplyError(err, &re) || re.Reply.Code < 400 {
		t.Errorf("an unknown priority: %v", err)
	}
}

// CANCEL self stops the message being said (its command is killed
// before it ends) and drops the ones waiting; the client hears they were
// cancelled.
func TestRealDaemonCancels(t *testing.T) {
	d := ssiptest.Start(t, 2*time.Second)
	c, ev := dial(t, d)
	ctx := context.Background()
	first, err := c.Speak(ctx, "Antwort eins")
	if err != nil {
		t.Fatal(err)
	}
	second, err := c.Speak(ctx, "Antwort zwei")
	if err != nil {
		t.Fatal(err)
	}
	ev.waitFor(t, ssip.Begin, first)
	d.WaitFor(t, 5*time.Second, func(s []ssiptest.Said) bool { return len(s) > 0 })
	if _, err := c.Do(ctx, "CANCEL self"); err != nil {
		t.Fatal(err)
	}
	ev.waitFor(t, ssip.Cancel, first)
	ev.waitFor(t, ssip.Cancel, second)
	time.Sleep(2500 * time.Millisecond) // longer than the module's hold
	said := d.Lines(t)
	if len(said) != 1 || !said[0].Begin || said[0].Text != "Antwort eins" {
		t.Fatalf("the module said:\n%s", ssiptest.Format(said))
	}
}

func asReplyError(err error, re **ssip.ReplyError) bool {
	e, ok := err.(*ssip.ReplyError)
	if ok {
		*re = e
	}
	return ok
}
