package speech

import (
	"context"
	"errors"
	"io/fs"
	"math"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/rochade/rochade/voices/speech/ssip"
)

// Timings of speech-dispatcher's start: how long a connection may take,
// and how long a server started for Rochade may take to open its socket.
const (
	spdDialTimeout  = 3 * time.Second
	spdSpawnTimeout = 5 * time.Second
)

// spdEngine speaks through speech-dispatcher. Announcements that cut in
// cancel Rochade's messages and go with priority important (which also
// cuts off other programs' speech); everything else goes with priority
// message, in order.
type spdEngine struct {
	c    *ssip.Client
	addr ssip.Address
	o    TextOptions

	// speakMu keeps the commands of one phrase together; mu guards the
	// account below, which the client's reader updates (never hold mu
	// while waiting for the server: its notifications would wait too).
	speakMu sync.Mutex
	prio    ssip.Priority

	mu       sync.Mutex
	pending  map[int]bool // messages handed over and not yet ended or cancelled
	finished map[int]bool // messages that ended before their number came back
	changed  chan struct{}
}

func openSpeechDispatcher(ctx context.Context, o TextOptions) (engine, error) {
	fail := func(r Reason, where string, err error) error {
		return &UnavailableError{Speech: SpeechDispatcher, Reason: r, Where: where, Err: err}
	}
	addr, err := ssip.DefaultAddress(o.Getenv)
	if err != nil {
		return nil, fail(Failed, "", err)
	}
	e := &spdEngine{addr: addr, o: o, pending: map[int]bool{}, finished: map[int]bool{}, changed: make(chan struct{})}
	c, err := dialSpeechDispatcher(ctx, addr, e.event)
	if err != nil && addr.Network == "unix" && (errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ECONNREFUSED)) {
		// No server runs for this user: start one, as speech-dispatcher's
		// own clients do.
		bin, lookErr := exec.LookPath("speech-dispatcher")
		if lookErr != nil {
			return nil, fail(NotInstalled, addr.String(), nil)
		}
		if err := spawnSpeechDispatcher(ctx, bin, addr.Addr); err != nil {
			return nil, fail(NotStarted, addr.String(), err)
		}
		c, err = dialSpeechDispatcher(ctx, addr, e.event)
	}
	if err != nil {
		return nil, fail(NotRunning, addr.String(), err)
	}
	e.c = c
	if err := e.setUp(ctx, o); err != nil {
		c.Close()
		return nil, fail(Failed, addr.String(), err)
	}
	return e, nil
}

// dialSpeechDispatcher connects, waiting a little while a server that was
// just started opens its socket.
func dialSpeechDispatcher(ctx context.Context, addr ssip.Address, onEvent func(ssip.Event)) (*ssip.Client, error) {
	dctx, cancel := context.WithTimeout(ctx, spdDialTimeout)
	defer cancel()
	return ssip.Dial(dctx, addr, onEvent)
}

// spawnSpeechDispatcher starts speech-dispatcher on the socket (unless
// its configuration forbids starting it this way) and waits until the
// socket is there.
func spawnSpeechDispatcher(ctx context.Context, bin, socket string) error {
	sctx, cancel := context.WithTimeout(ctx, spdSpawnTimeout)
	defer cancel()
	cmd := exec.CommandContext(sctx, bin, "--spawn", "--communication-method", "unix_socket", "--socket-path", socket)
	if err := cmd.Run(); err != nil {
		return err
	}
	for {
		if _, err := os.Stat(socket); err == nil {
			return nil
		}
		select {
		case <-sctx.Done():
			return sctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// setUp names the client, asks for the notifications of ended and
// cancelled messages, and sets language, rate and volume.
func (e *spdEngine) setUp(ctx context.Context, o TextOptions) error {
	sets := [][2]string{
		{"CLIENT_NAME", clientName(o.Getenv) + ":rochade:main"},
		{"NOTIFICATION", "END on"},
		{"NOTIFICATION", "CANCEL on"},
	}
	if o.Lang != "" {
		sets = append(sets, [2]string{"LANGUAGE", o.Lang})
	}
	if o.Speed != 1 {
		sets = append(sets, [2]string{"RATE", strconv.Itoa(scale(o.Speed, 100))})
	}
	if o.Volume < 1 {
		// SSIP's volume goes from -100 (silent) to 100 (full, the
		// usual setting); Rochade's from 0 to 1 and above.
		sets = append(sets, [2]string{"VOLUME", strconv.Itoa(int(math.Round(200*o.Volume - 100)))})
	}
	sets = append(sets, [2]string{"PRIORITY", string(ssip.Message)})
	for _, s := range sets {
		if err := e.client().Set(ctx, s[0], s[1]); err != nil {
			return err
		}
	}
	e.prio = ssip.Message
	return nil
}

// clientName is the user part of the client's name: letters, digits,
// dashes and underscores only.
func clientName(getenv func(string) string) string {
	u := getenv("USER")
	if u == "" {
		u = getenv("USERNAME")
	}
	u = strings.Map(func(r rune) rune {
		if r == '-' || r == '_' || r < 128 && (r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
			return r
		}
		return -1
	}, u)
	if u == "" {
		return "unknown"
	}
	return u
}

// reconnect connects again after the server went away (a restarted
// speech-dispatcher, a restarted Orca): what was still to be said is
// lost with the old connection.
func (e *spdEngine) reconnect(ctx context.Context) error {
	c, err := dialSpeechDispatcher(ctx, e.addr, e.event)
	if err != nil {
		return err
	}
	e.mu.Lock()
	old := e.c
	e.c = c
	clear(e.pending)
	clear(e.finished)
	e.mu.Unlock()
	old.Close()
	if err := e.setUp(ctx, e.o); err != nil {
		return err
	}
	return nil
}

func (e *spdEngine) speak(ctx context.Context, text string, interrupt bool) error {
	e.speakMu.Lock()
	defer e.speakMu.Unlock()
	if e.client().Err() != nil {
		if err := e.reconnect(ctx); err != nil {
			return err
		}
	}
	prio := ssip.Message
	if interrupt {
		prio = ssip.Important
		if _, err := e.client().Do(ctx, "CANCEL self"); err != nil {
			return err
		}
	}
	if prio != e.prio {
		if err := e.client().Set(ctx, "PRIORITY", string(prio)); err != nil {
			return err
		}
		e.prio = prio
	}
	id, err := e.client().Speak(ctx, text)
	if err != nil {
		return err
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.finished[id] {
		delete(e.finished, id)
	} else {
		e.pending[id] = true
	}
	return nil
}

// event keeps the account of the messages still to be said.
func (e *spdEngine) event(ev ssip.Event) {
	if ev.Kind != ssip.End && ev.Kind != ssip.Cancel {
		return
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.pending[ev.MsgID] {
		delete(e.pending, ev.MsgID)
	} else {
		e.finished[ev.MsgID] = true
	}
	close(e.changed)
	e.changed = make(chan struct{})
}

// wait returns when every message handed over has ended or was
// cancelled.
func (e *spdEngine) wait(ctx context.Context) error {
	for {
		e.mu.Lock()
		n, changed := len(e.pending), e.changed
		e.mu.Unlock()
		if n == 0 {
			return nil
		}
		if err := e.client().Err(); err != nil {
			return err
		}
		select {
		case <-changed:
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(100 * time.Millisecond):
			// to see a connection that ended
		}
	}
}

func (e *spdEngine) close() error {
	e.mu.Lock()
	n, c := len(e.pending), e.c
	e.mu.Unlock()
	if n > 0 && c.Err() == nil {
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		c.Do(ctx, "CANCEL self")
		cancel()
	}
	return c.Close()
}

// client is the connection in use.
func (e *spdEngine) client() *ssip.Client {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.c
}

func (e *spdEngine) info() Info {
	return Info{Speech: SpeechDispatcher, Where: e.addr.String()}
}
