package speech

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"math"
	"os/exec"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"sync"
)

// macOS speaks through two commands: say (the system's speech) and
// osascript (AppleScript, which VoiceOver obeys when the user allowed it
// in VoiceOver Utility: "Allow VoiceOver to be controlled with
// AppleScript").

// runner starts the commands: exec in Rochade, fakes in the tests.
type runner interface {
	lookPath(name string) error
	// output runs a command to its end and returns its standard output.
	output(ctx context.Context, name string, args ...string) ([]byte, error)
	// start starts a command with stdin as its standard input.
	start(name string, args []string, stdin string) (process, error)
}

// process is a command started.
type process interface {
	// wait returns when the command ended: nil if it succeeded, and
	// after kill an error.
	wait() error
	kill()
}

type execRunner struct{}

func (execRunner) lookPath(name string) error {
	_, err := exec.LookPath(name)
	return err
}

func (execRunner) output(ctx context.Context, name string, args ...string) ([]byte, error) {
	return exec.CommandContext(ctx, name, args...).Output()
}

func (execRunner) start(name string, args []string, stdin string) (process, error) {
	cmd := exec.Command(name, args...)
	cmd.Stdin = strings.NewReader(stdin)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	return &execProcess{cmd: cmd, stderr: &stderr}, nil
}

type execProcess struct {
	cmd    *exec.Cmd
	stderr *bytes.Buffer
}

func (p *execProcess) wait() error {
	err := p.cmd.Wait()
	if err != nil && p.stderr.Len() > 0 {
		line, _, _ := strings.Cut(strings.TrimSpace(p.stderr.String()), "\n")
		err = fmt.Errorf("%w: %s", err, line)
	}
	return err
}

func (p *execProcess) kill() { p.cmd.Process.Kill() }

// job is one command of a queue.
type job struct {
	name  string
	args  []string
	stdin string
}

// procQueue runs commands one after another. Its account tells when all
// have ended; a command that fails (not killed) is reported by the next
// add.
type procQueue struct {
	r runner

	mu      sync.Mutex
	queue   []job
	cur     process
	killed  bool
	busy    bool
	err     error
	closed  bool
	wake    chan struct{}
	changed chan struct{}
}

func newProcQueue(r runner) *procQueue {
	q := &procQueue{r: r, wake: make(chan struct{}, 1), changed: make(chan struct{})}
	go q.run()
	return q
}

// add queues j; with interrupt it first drops the queue and kills the
// command running.
func (q *procQueue) add(j job, interrupt bool) error {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.closed {
		return errors.New("the speech is closed")
	}
	err := q.err
	q.err = nil
	if interrupt {
		q.queue = q.queue[:0]
		if q.cur != nil {
			q.killed = true
			q.cur.kill()
		}
	}
	q.queue = append(q.queue, j)
	select {
	case q.wake <- struct{}{}:
	default:
	}
	return err
}

func (q *procQueue) run() {
	for range q.wake {
		for {
			q.mu.Lock()
			if q.closed || len(q.queue) == 0 {
				q.busy = false
				q.signal()
				closed := q.closed
				q.mu.Unlock()
				if closed {
					return
				}
				break
			}
			j := q.queue[0]
			q.queue = q.queue[1:]
			q.busy = true
			p, err := q.r.start(j.name, j.args, j.stdin)
			if err != nil {
				q.err = err
				q.mu.Unlock()
				continue
			}
			q.cur, q.killed = p, false
			q.mu.Unlock()
			err = p.wait()
			q.mu.Lock()
			if err != nil && !q.killed && q.err == nil {
				q.err = err
			}
			q.cur = nil
			q.mu.Unlock()
		}
	}
}

// signal wakes the waiters; q.mu is held.
func (q *procQueue) signal() {
	close(q.changed)
	q.changed = make(chan struct{})
}

// wait returns when the queue is empty and no command runs.
func (q *procQueue) wait(ctx context.Context) error {
	for {
		q.mu.Lock()
		idle := !q.busy && len(q.queue) == 0
		changed := q.changed
		q.mu.Unlock()
		if idle {
			return nil
		}
		select {
		case <-changed:
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// close drops the queue, kills the command running and ends the queue.
func (q *procQueue) close() {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.closed {
		return
	}
	q.closed = true
	q.queue = nil
	if q.cur != nil {
		q.killed = true
		q.cur.kill()
	}
	close(q.wake)
}

// sayRate is about the rate of macOS voices, in words per minute: the
// speed factor multiplies it.
const sayRate = 175

// sayEngine speaks with the say command, one phrase at a time, in the
// first voice of the run's language (the user's default voice when
// there is none).
type sayEngine struct {
	q      *procQueue
	args   []string
	voice  string
	volume string // an embedded volume command before the text, or ""
}

func openSay(ctx context.Context, o TextOptions, r runner) (engine, error) {
	if runtime.GOOS != "darwin" {
		return nil, &UnavailableError{Speech: Say, Reason: OtherSystem}
	}
	return newSay(ctx, o, r)
}

func newSay(ctx context.Context, o TextOptions, r runner) (engine, error) {
	if err := r.lookPath("say"); err != nil {
		return nil, &UnavailableError{Speech: Say, Reason: NotInstalled, Where: "say", Err: err}
	}
	e := &sayEngine{}
	if o.Lang != "" {
		out, err := r.output(ctx, "say", "-v", "?")
		if err != nil {
			return nil, &UnavailableError{Speech: Say, Reason: Failed, Where: "say -v ?", Err: err}
		}
		e.voice = sayVoice(out, o.Lang)
	}
	if e.voice != "" {
		e.args = append(e.args, "-v", e.voice)
	}
	if o.Speed != 1 {
		e.args = append(e.args, "-r", strconv.Itoa(int(math.Round(sayRate*o.Speed))))
	}
	if o.Volume < 1 {
		// An embedded speech command of macOS's speech synthesis.
		e.volume = fmt.Sprintf("[[volm %.2f]] ", max(0, o.Volume))
	}
	// The text comes on standard input: nothing in it is read as an
	// option.
	e.args = append(e.args, "-f", "-")
	e.q = newProcQueue(r)
	return e, nil
}

// sayVoiceLine is a line of "say -v ?": the name (which may hold
// spaces), the locale, and a sample after '#'.
var sayVoiceLine = regexp.MustCompile(`^(.+?)\s+([a-z]{2,3})[_-]([A-Za-z0-9_]+)\s+#`)

// sayVoice returns the first voice of lang in the list of "say -v ?",
// "" when there is none.
func sayVoice(list []byte, lang string) string {
	sc := bufio.NewScanner(bytes.NewReader(list))
	for sc.Scan() {
		m := sayVoiceLine.FindStringSubmatch(sc.Text())
		if m != nil && m[2] == lang {
			return strings.TrimSpace(m[1])
		}
	}
	return ""
}

func (e *sayEngine) speak(_ context.Context, text string, interrupt bool) error {
	return e.q.add(job{name: "say", args: e.args, stdin: e.volume + text}, interrupt)
}

func (e *sayEngine) wait(ctx context.Context) error { return e.q.wait(ctx) }

func (e *sayEngine) close() error {
	e.q.close()
	return nil
}

func (e *sayEngine) info() Info { return Info{Speech: Say, Voice: e.voice} }

// VoiceOver: osascript runs "tell application "VoiceOver" to output
// TEXT", the text passed as an argument (never inside the script). VoiceOver
// says it at once, in its own voice, language and rate.
var voiceOverScript = []string{
	"-e", "on run argv",
	"-e", `tell application "VoiceOver" to output (item 1 of argv)`,
	"-e", "end run",
}

type voiceOverEngine struct{ q *procQueue }

func openVoiceOver(ctx context.Context, o TextOptions, r runner) (engine, error) {
	if runtime.GOOS != "darwin" {
		return nil, &UnavailableError{Speech: VoiceOver, Reason: OtherSystem}
	}
	return newVoiceOver(ctx, r)
}

// newVoiceOver checks that VoiceOver runs and allows AppleScript to
// control it (VoiceOver Utility's setting, kept under
// SCREnableAppleScript).
func newVoiceOver(ctx context.Context, r runner) (engine, error) {
	if _, err := r.output(ctx, "pgrep", "-x", "VoiceOver"); err != nil {
		return nil, &UnavailableError{Speech: VoiceOver, Reason: NotRunning}
	}
	out, err := r.output(ctx, "defaults", "read", "com.apple.VoiceOver4/default", "SCREnableAppleScript")
	if err != nil || strings.TrimSpace(string(out)) != "1" {
		return nil, &UnavailableError{Speech: VoiceOver, Reason: NotAllowed}
	}
	return &voiceOverEngine{q: newProcQueue(r)}, nil
}

func (e *voiceOverEngine) speak(_ context.Context, text string, interrupt bool) error {
	args := append(append([]string(nil), voiceOverScript...), text)
	return e.q.add(job{name: "osascript", args: args}, interrupt)
}

// wait returns when every text was handed to VoiceOver: VoiceOver does
// not tell when it is done saying it.
func (e *voiceOverEngine) wait(ctx context.Context) error { return e.q.wait(ctx) }

func (e *voiceOverEngine) close() error {
	e.q.close()
	return nil
}

func (e *voiceOverEngine) info() Info { return Info{Speech: VoiceOver, OwnRate: true} }
