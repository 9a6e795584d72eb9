//go:build unix

package main

import (
	"bytes"
	"io"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/phonetic"
	"github.com/rochade/rochade/voices/speech/ssip/ssiptest"
)

// The system speech end to end: Rochade speaks through a real
// speech-dispatcher, started by the test with its own configuration and
// socket, whose output module writes what it is asked to say into a file
// (and takes the time given to "say" it).

// appendixCSpoken returns what the demo's 21 announcements are for a
// synthesiser of lang.
func appendixCSpoken(t *testing.T, lang string) []string {
	t.Helper()
	g := readLastGame(t, "../../testdata/appendix-c.pgn")
	var out []string
	for _, ply := range announce.Game(g, announce.Options{}) {
		out = append(out, phonetic.SpeechText(ply.Words, lang))
	}
	if len(out) != 21 {
		t.Fatalf("Appendix C has %d announcements", len(out))
	}
	return out
}

// begun lists the texts the module began to say, in order.
func begun(said []ssiptest.Said) []string {
	var out []string
	for _, s := range said {
		if s.Begin {
			out = append(out, s.Text)
		}
	}
	return out
}

// demo --voice speech-dispatcher delivers all 21 announcements of the
// Appendix C game, in order, in the run's language, each said to its end.
func TestDemoThroughSpeechDispatcher(t *testing.T) {
	t.Parallel()
	needsEmulator(t)
	for _, lang := range []string{"de", "en"} {
		t.Run(lang, func(t *testing.T) {
			t.Parallel()
			// Each language its own daemon, and the demo a child that
			// is told the daemon's address: the two run side by side.
			d := ssiptest.Start(t, 50*time.Millisecond)
			stderr := &syncBuffer{}
			start := time.Now()
			cmd, in, outR := startChildEnv(t, stderr, []string{"SPEECHD_ADDRESS=" + d.Address},
				"--lang-ui", lang, "demo", "--voice", "speech-dispatcher", "--think", "200ms")
			in.Close()
			stop := time.AfterFunc(2*time.Minute, func() { cmd.Process.Kill() })
			outB, _ := io.ReadAll(outR)
			err := cmd.Wait()
			stop.Stop()
			out := string(outB)
			if err != nil {
				t.Fatalf("demo: %v\n%s", err, stderr.String())
			}
			took := time.Since(start)
			said := d.Lines(t)
			want := appendixCSpoken(t, lang)
			if got := begun(said); strings.Join(got, "|") != strings.Join(want, "|") {
				t.Fatalf("%s: speech-dispatcher was asked to say\n%q\nwant\n%q", lang, got, want)
			}
			ends := 0
			for _, s := range said {
				if !s.Begin {
					ends++
				}
				if s.Begin && s.Lang != lang {
					t.Errorf("%s: said in %q", lang, s.Lang)
				}
			}
			if ends != 21 {
				t.Errorf("%s: %d of 21 announcements said to their end:\n%s", lang, ends, ssiptest.Format(said))
			}
			if !strings.Contains(stderr.String(), "speech-dispatcher") || strings.Count(out, "\n") != 21 {
				t.Errorf("%s: printed\n%s\n%s", lang, out, stderr.String())
			}
			t.Logf("%s: 21 announcements through speech-dispatcher in %.1f s; first %q, last %q", lang, took.Seconds(), want[0], want[20])
		})
	}
}

// printed is a line the demo printed, and when.
type printed struct {
	at   time.Time
	line string
}

// speakDemo starts demo with speech through the daemon, each move after
// think. It returns what the demo printed (complete after stop), a
// function that types a request line, and one that presses Ctrl+C.
func speakDemo(t *testing.T, d *ssiptest.Daemon, think string, extra ...string) (*[]printed, func(string), func()) {
	t.Helper()
	needsEmulator(t)
	t.Setenv("SPEECHD_ADDRESS", d.Address)
	var stderr bytes.Buffer
	args := append([]string{"--lang-ui", "de", "demo", "--voice", "speech-dispatcher", "--think", think}, extra...)
	cmd, in, out := startChild(t, &stderr, args...)
	var lines []printed
	read := make(chan struct{})
	go func() {
		defer close(read)
		for {
			l, err := out.ReadString('\n')
			if err != nil {
				return
			}
			lines = append(lines, printed{time.Now(), strings.TrimSpace(l)})
		}
	}()
	send := func(line string) {
		if _, err := in.Write([]byte(line + "\n")); err != nil {
			t.Fatal(err)
		}
	}
	stop := func() {
		start := time.Now()
		cmd.Process.Signal(syscall.SIGINT)
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("demo after Ctrl+C: %v\n%s", err, stderr.String())
			}
			// Ctrl+C ends a command within a second (with room for a
			// busy machine), however much speech waits.
			if took := time.Since(start); took > 1500*time.Millisecond {
				t.Errorf("demo ended %v after Ctrl+C", took)
			} else {
				t.Logf("demo ended %v after Ctrl+C", took.Round(time.Millisecond))
			}
		case <-time.After(3 * time.Second):
			t.Errorf("demo did not end within 3 s of Ctrl+C")
		}
		<-read
	}
	return &lines, send, stop
}

// printedAt returns when the demo printed line.
func printedAt(t *testing.T, lines []printed, line string) time.Time {
	t.Helper()
	for _, l := range lines {
		if l.line == line {
			return l.at
		}
	}
	t.Fatalf("the demo did not print %q: %v", line, lines)
	return time.Time{}
}

// The time request asked while a move is said is answered after the
// move; without --barge-in the next move waits for the answer.
//
// Not parallel, nor is TestMoveCutsOffAnswer: they time the speech's
// begin and end against the moves and Ctrl+C against 1.5 s, and the demo
// finds the daemon in the test's environment (SPEECHD_ADDRESS).
func TestAnswerAfterItsMove(t *testing.T) {
	const hold = 3 * time.Second
	d := ssiptest.Start(t, hold)
	lines, send, stop := speakDemo(t, d, "3s")
	d.WaitFor(t, 20*time.Second, func(s []ssiptest.Said) bool { return len(s) == 1 })
	send("time")
	said := d.WaitFor(t, 30*time.Second, func(s []ssiptest.Said) bool { return len(s) >= 6 })
	stop()
	got := texts(said[:6])
	want := "begin Eva vier|end Eva vier|begin Zug eins Schwarz am Zug|end Zug eins Schwarz am Zug|begin Eva fünf|end Eva fünf"
	if got != want {
		t.Fatalf("said %q, want %q\n%s", got, want, ssiptest.Format(said))
	}
	// The second move was made while the answer was said, and waited.
	made := printedAt(t, *lines, "Eva fünf")
	if !made.Before(said[3].At) {
		t.Errorf("the second move was made %v after the answer ended: it did not have to wait", made.Sub(said[3].At))
	}
	t.Logf("without barge-in (the second move printed at %.3f s):\n%s", made.Sub(said[0].At).Seconds(), ssiptest.Format(said))
}

// With --barge-in a move made while an answer is said cancels the
// answer: the module's command is killed before it ends, and the move is
// said at once.
func TestMoveCutsOffAnswer(t *testing.T) {
	const hold = 3 * time.Second
	d := ssiptest.Start(t, hold)
	lines, send, stop := speakDemo(t, d, "3s", "--barge-in")
	d.WaitFor(t, 20*time.Second, func(s []ssiptest.Said) bool { return len(s) == 1 })
	send("time")
	said := d.WaitFor(t, 30*time.Second, func(s []ssiptest.Said) bool { return len(s) >= 5 })
	stop()
	got := texts(said[:5])
	want := "begin Eva vier|end Eva vier|begin Zug eins Schwarz am Zug|begin Eva fünf|end Eva fünf"
	if got != want {
		t.Fatalf("said %q, want %q\n%s", got, want, ssiptest.Format(said))
	}
	// The move began when the answer was cut off, not when it would have
	// ended.
	answer, move := said[2].At, said[3].At
	if cut := move.Sub(answer); cut >= hold {
		t.Errorf("the move began %v after the answer, which takes %v", cut, hold)
	}
	made := printedAt(t, *lines, "Eva fünf")
	if lag := move.Sub(made); lag > time.Second {
		t.Errorf("the move was said %v after it was made", lag)
	}
	t.Logf("with barge-in (the second move printed at %.3f s):\n%s", made.Sub(said[0].At).Seconds(), ssiptest.Format(said))
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

// voices test says the move and the answer through speech-dispatcher, in
// that order, each to its end, and says through which speech.
func TestVoicesTestThroughSpeechDispatcher(t *testing.T) {
	const hold = 400 * time.Millisecond
	d := ssiptest.Start(t, hold)
	t.Setenv("SPEECHD_ADDRESS", d.Address)
	out, stderr, err := run(t, "", "--lang-ui", "en", "voices", "test", "--voice", "system", "--speed", "2")
	if err != nil {
		t.Fatalf("%v\n%s", err, stderr)
	}
	if !strings.HasPrefix(stderr, "Speaking through speech-dispatcher at "+d.Socket+".\n") ||
		!strings.Contains(stderr, "The move and the answer were said in ") {
		t.Errorf("stderr:\n%s", stderr)
	}
	if out != "Springer Felix drei\nMove 1, Black to move. White 0:05:00. Black 0:05:00.\n" {
		t.Errorf("stdout:\n%s", out)
	}
	said := d.Lines(t)
	// The move in the German words, respelled for an English voice; the
	// answer in English, as the prompt pack's texts write it.
	want := "begin Schpringer Faylix dry|end Schpringer Faylix dry|begin Move one Black to move White five minutes Black five minutes|end Move one Black to move White five minutes Black five minutes"
	if got := texts(said); got != want {
		t.Fatalf("said %q, want %q", got, want)
	}
	if said[0].Lang != "en" || said[0].Rate != "63.00" {
		t.Errorf("language %q, rate %q", said[0].Lang, said[0].Rate)
	}
}

// A speech that takes the words but does not finish saying them is
// reported by voices test once its wait runs out, not waited for.
func TestVoicesTestUnfinished(t *testing.T) {
	d := ssiptest.Start(t, 10*time.Second)
	t.Setenv("SPEECHD_ADDRESS", d.Address)
	defer func(w time.Duration) { voicesTestWait = w }(voicesTestWait)
	voicesTestWait = time.Second
	start := time.Now()
	_, _, err := run(t, "", "--lang-ui", "en", "voices", "test", "--voice", "speech-dispatcher")
	if err == nil || !strings.HasPrefix(err.Error(), "the speech took the move and the answer but did not finish saying them within 1s") {
		t.Errorf("error: %v", err)
	}
	if took := time.Since(start); took > 3*time.Second {
		t.Errorf("voices test took %v", took)
	}
}
