package ssip

import (
	"bufio"
	"context"
	"errors"
	"net"
	"strings"
	"sync"
	"testing"
	"time"
)

// fakeServer answers a client over a pipe: for each line the client
// sends it hands the line to answer, and writes what answer returns.
type fakeServer struct {
	t     *testing.T
	conn  net.Conn
	mu    sync.Mutex
	lines []string
}

func newFake(t *testing.T, answer func(line string) string) (*Client, *fakeServer, chan Event) {
	t.Helper()
	cli, srv := net.Pipe()
	f := &fakeServer{t: t, conn: srv}
	events := make(chan Event, 16)
	c := NewClient(cli, func(e Event) { events <- e })
	go func() {
		r := bufio.NewReader(srv)
		for {
			l, err := r.ReadString('\n')
			if err != nil {
				return
			}
			f.mu.Lock()
			f.lines = append(f.lines, l)
			f.mu.Unlock()
			if out := answer(strings.TrimSuffix(l, "\r\n")); out != "" {
				if _, err := srv.Write([]byte(out)); err != nil {
					return
				}
			}
		}
	}()
	t.Cleanup(func() { srv.Close(); cli.Close() })
	return c, f, events
}

func (f *fakeServer) sent() string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return strings.Join(f.lines, "")
}

// SPEAK sends the text with CR LF line ends, dot-stuffed, ended by a
// dot line; a notification that comes before the reply goes to the
// handler and the reply's message number is returned.
func TestSpeakWire(t *testing.T) {
	c, f, events := newFake(t, func(l string) string {
		switch l {
		case "SPEAK":
			return "230 OK RECEIVING DATA\r\n"
		case ".":
			return "701-4\r\n701-2\r\n701 BEGIN\r\n225-5\r\n225 OK MESSAGE QUEUED\r\n"
		}
		return ""
	})
	id, err := c.Speak(context.Background(), "Springer Felix drei\n.dot\n")
	if err != nil || id != 5 {
		t.Fatalf("Speak: %d, %v", id, err)
	}
	if got, want := f.sent(), "SPEAK\r\nSpringer Felix drei\r\n..dot\r\n\r\n.\r\n"; got != want {
		t.Errorf("sent %q, want %q", got, want)
	}
	select {
	case e := <-events:
		if e != (Event{Kind: Begin, MsgID: 4, ClientID: 2}) {
			t.Errorf("event %+v", e)
		}
	case <-time.After(time.Second):
		t.Error("no event")
	}
}

func TestDoReplies(t *testing.T) {
	c, f, _ := newFake(t, func(l string) string {
		switch {
		case strings.HasPrefix(l, "SET self PRIORITY"):
			return "202 OK PRIORITY SET\r\n"
		case strings.HasPrefix(l, "SET self RATE"):
			return "410 ERR RATE TOO HIGH\r\n"
		case l == "QUIT":
			return "231 HAPPY HACKING\r\n"
		}
		return "500 ERR INVALID COMMAND\r\n"
	})
	ctx := context.Background()
	if err := c.Set(ctx, "PRIORITY", string(Important)); err != nil {
		t.Fatal(err)
	}
	err := c.Set(ctx, "RATE", "900")
	var re *ReplyError
	if !errors.As(err, &re) || re.Reply.Code != 410 || re.Command != "SET" {
		t.Fatalf("rate: %v", err)
	}
	if _, err := c.Do(ctx, "CANCEL self\r\nQUIT"); err == nil {
		t.Fatal("a command of two lines was sent")
	}
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	if got := f.sent(); got != "SET self PRIORITY important\r\nSET self RATE 900\r\nQUIT\r\n" {
		t.Errorf("sent %q", got)
	}
	if _, err := c.Do(ctx, "CANCEL self"); !errors.Is(err, ErrClosed) {
		t.Errorf("after Close: %v", err)
	}
}

// A server that goes away, a server that sends garbage, and a context
// that ends while a command waits all end the client with a reason.
func TestClientEnds(t *testing.T) {
	ctx := context.Background()
	c, f, _ := newFake(t, func(string) string { return "" })
	f.conn.Close()
	if _, err := c.Do(ctx, "CANCEL self"); !errors.Is(err, ErrClosed) {
		t.Errorf("server gone: %v", err)
	}

	c, _, _ = newFake(t, func(string) string { return "hello\r\n" })
	_, err := c.Do(ctx, "CANCEL self")
	var pe *ProtocolError
	if !errors.As(err, &pe) || pe.Kind != NoCode || pe.Text != "hello" {
		t.Errorf("garbage: %v", err)
	}

	c, _, _ = newFake(t, func(string) string { return "" })
	cctx, cancel := context.WithTimeout(ctx, 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	if _, err := c.Do(cctx, "CANCEL self"); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("no answer: %v", err)
	}
	if time.Since(start) > 2*time.Second {
		t.Errorf("waited %v", time.Since(start))
	}
	if _, err := c.Do(ctx, "CANCEL self"); err == nil {
		t.Error("the client went on after a command lost its reply")
	}

	// Two replies for one command: the server is out of step.
	c, _, _ = newFake(t, func(string) string { return "213 OK CANCELED\r\n213 OK CANCELED\r\n" })
	c.Do(ctx, "CANCEL self")
	deadline := time.Now().Add(2 * time.Second)
	for c.Err() == nil && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
	if !errors.As(c.Err(), &pe) || pe.Kind != Unasked {
		t.Errorf("a reply to no command: %v", c.Err())
	}
}
