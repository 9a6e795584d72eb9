package speech

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rochade/rochade/phonetic"
)

var timeWord = []phonetic.Token{phonetic.TimeWord}

// The macOS speeches are tested here, on every system, against a fake of
// the command boundary: the fake runner writes down every command with
// its arguments and input, and its processes end when the test says.

type fakeRunner struct {
	mu      sync.Mutex
	calls   []string
	missing map[string]bool
	outputs map[string]string // by command line; a missing one fails
	started chan *fakeProc
}

func newFakeRunner() *fakeRunner {
	return &fakeRunner{missing: map[string]bool{}, outputs: map[string]string{}, started: make(chan *fakeProc, 16)}
}

func (r *fakeRunner) add(s string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.calls = append(r.calls, s)
}

func (r *fakeRunner) log() string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return strings.Join(r.calls, "\n")
}

func (r *fakeRunner) lookPath(name string) error {
	if r.missing[name] {
		return errors.New("executable file not found in $PATH")
	}
	return nil
}

func (r *fakeRunner) output(_ context.Context, name string, args ...string) ([]byte, error) {
	line := strings.Join(append([]string{name}, args...), " ")
	r.add("run " + line)
	out, ok := r.outputs[line]
	if !ok {
		return nil, errors.New("exit status 1")
	}
	return []byte(out), nil
}

func (r *fakeRunner) start(name string, args []string, stdin string) (process, error) {
	line := strings.Join(append([]string{name}, args...), " ")
	if stdin != "" {
		line += fmt.Sprintf(" <%q", stdin)
	}
	r.add("start " + line)
	p := &fakeProc{r: r, line: line, end: make(chan error, 1)}
	r.started <- p
	return p, nil
}

// fakeProc is a command that runs until finish or kill.
type fakeProc struct {
	r    *fakeRunner
	line string
	end  chan error
}

func (p *fakeProc) wait() error { return <-p.end }
func (p *fakeProc) kill() {
	p.r.add("kill " + p.line)
	select {
	case p.end <- errors.New("signal: killed"):
	default:
	}
}
func (p *fakeProc) finish(err error) { p.end <- err }

// next waits for the next command started.
func (r *fakeRunner) next(t *testing.T) *fakeProc {
	t.Helper()
	select {
	case p := <-r.started:
		return p
	case <-time.After(5 * time.Second):
		t.Fatalf("no command started; calls:\n%s", r.log())
		return nil
	}
}

// noneStarted checks that no command starts for a moment.
func (r *fakeRunner) noneStarted(t *testing.T) {
	t.Helper()
	select {
	case p := <-r.started:
		t.Fatalf("started %s", p.line)
	case <-time.After(50 * time.Millisecond):
	}
}

const sayVoices = `Alex                en_US    # Most people recognize me by my voice.
Anna                de_DE    # Hallo, ich heiße Anna und ich bin eine deutsche Stimme.
Good News           en_US    # We cannot win, but we can try.
Milena              ru_RU    # Здравствуйте, меня зовут Милена.
Markus              de_DE    # Hallo, ich heiße Markus.
`

func TestSayVoiceFromList(t *testing.T) {
	for lang, want := range map[string]string{"de": "Anna", "ru": "Milena", "en": "Alex", "cs": ""} {
		if got := sayVoice([]byte(sayVoices), lang); got != want {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
	}
}

// say speaks one phrase at a time, in the first voice of the language,
// at the rate and volume asked for; an answer waits for the move before
// it; an announcement with barge-in kills what is being said.
func TestSay(t *testing.T) {
	r := newFakeRunner()
	r.outputs["say -v ?"] = sayVoices
	e, err := newSay(context.Background(), TextOptions{Lang: "de", Speed: 1.5, Volume: 0.5}, r)
	if err != nil {
		t.Fatal(err)
	}
	if i := e.info(); i.Speech != Say || i.Voice != "Anna" {
		t.Errorf("info %+v", i)
	}
	s := &Text{e: e, lang: "de", bargeIn: true}
	ctx := context.Background()
	s.Say(ctx, 0, Announcement, move)
	first := r.next(t)
	s.Say(ctx, 0, Answer, nil) // nothing to say
	s.Say(ctx, 0, Answer, timeWord)
	r.noneStarted(t) // the answer waits
	first.finish(nil)
	r.next(t)                         // the answer
	s.Say(ctx, 0, Announcement, move) // cuts the answer off
	third := r.next(t)
	waited := make(chan error)
	go func() { waited <- s.Wait(ctx) }()
	select {
	case err := <-waited:
		t.Fatalf("Wait returned %v while say spoke", err)
	case <-time.After(50 * time.Millisecond):
	}
	third.finish(nil)
	if err := <-waited; err != nil {
		t.Fatal(err)
	}
	want := []string{
		"run say -v ?",
		`start say -v Anna -r 263 -f - <"[[volm 0.50]] Springer Felix drei"`,
		`start say -v Anna -r 263 -f - <"[[volm 0.50]] Zeit"`,
		`kill say -v Anna -r 263 -f - <"[[volm 0.50]] Zeit"`,
		`start say -v Anna -r 263 -f - <"[[volm 0.50]] Springer Felix drei"`,
	}
	if got := r.log(); got != strings.Join(want, "\n") {
		t.Errorf("commands:\n%s\nwant:\n%s", got, strings.Join(want, "\n"))
	}
	s.Close()

	// A say that fails is reported with the next phrase.
	r = newFakeRunner()
	r.outputs["say -v ?"] = sayVoices
	e, _ = newSay(ctx, TextOptions{Lang: "cs", Speed: 1, Volume: 1}, r)
	s = &Text{e: e, lang: "cs"}
	s.Say(ctx, 0, Announcement, move)
	p := r.next(t)
	if !strings.HasPrefix(p.line, `say -f - <"špringer`) {
		t.Errorf("no Czech voice: %s", p.line)
	}
	p.finish(errors.New("exit status 1"))
	s.Wait(ctx)
	if err := s.Say(ctx, 0, Answer, timeWord); err == nil {
		t.Error("a failed say was not reported")
	}
	r.next(t).finish(nil)
	s.Close()

	r = newFakeRunner()
	r.missing["say"] = true
	_, err = newSay(ctx, TextOptions{Lang: "de"}, r)
	var ue *UnavailableError
	if !errors.As(err, &ue) || ue.Reason != NotInstalled {
		t.Errorf("no say: %v", err)
	}
}

// VoiceOver speaks only when it runs and AppleScript may control it; the
// text goes to osascript as an argument, not inside the script.
func TestVoiceOver(t *testing.T) {
	ctx := context.Background()
	r := newFakeRunner()
	_, err := newVoiceOver(ctx, r)
	var ue *UnavailableError
	if !errors.As(err, &ue) || ue.Reason != NotRunning {
		t.Errorf("VoiceOver not running: %v", err)
	}
	r.outputs["pgrep -x VoiceOver"] = "512\n"
	r.outputs["defaults read com.apple.VoiceOver4/default SCREnableAppleScript"] = "0\n"
	_, err = newVoiceOver(ctx, r)
	if !errors.As(err, &ue) || ue.Reason != NotAllowed {
		t.Errorf("AppleScript not allowed: %v", err)
	}
	r = newFakeRunner()
	r.outputs["pgrep -x VoiceOver"] = "512\n"
	r.outputs["defaults read com.apple.VoiceOver4/default SCREnableAppleScript"] = "1\n"
	e, err := newVoiceOver(ctx, r)
	if err != nil {
		t.Fatal(err)
	}
	if i := e.info(); i.Speech != VoiceOver || !i.OwnRate {
		t.Errorf("info %+v", i)
	}
	s := &Text{e: e, lang: "uk"}
	s.Say(ctx, 0, Announcement, move)
	r.next(t).finish(nil)
	s.Say(ctx, 0, Answer, timeWord)
	r.next(t).finish(nil)
	if err := s.Wait(ctx); err != nil {
		t.Fatal(err)
	}
	s.Close()
	want := []string{
		"run pgrep -x VoiceOver",
		"run defaults read com.apple.VoiceOver4/default SCREnableAppleScript",
		`start osascript -e on run argv -e tell application "VoiceOver" to output (item 1 of argv) -e end run шпрінґер Фелікс драй`,
		`start osascript -e on run argv -e tell application "VoiceOver" to output (item 1 of argv) -e end run цайт`,
	}
	if got := r.log(); got != strings.Join(want, "\n") {
		t.Errorf("commands:\n%s\nwant:\n%s", got, strings.Join(want, "\n"))
	}
}
