package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
	"github.com/rochade/rochade/voices/speech"
)

// A screen reader's speech cannot go into a file, speaks in one voice,
// and voices test needs a voice: each is refused at once, in a sentence
// of the run's language.
func TestSpeechRefusals(t *testing.T) {
	dir := t.TempDir()
	pgn := filepath.Join("..", "..", "testdata", "appendix-c.pgn")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--lang-ui", "en", "play", "--voice", "system", "--wav", filepath.Join(dir, "x.wav")},
			"--wav writes the speech of a voice pack; --voice system speaks live only"},
		{[]string{"--lang-ui", "en", "announce", "--voice", "nvda", "--wav", filepath.Join(dir, "x.wav"), pgn},
			"--wav writes the speech of a voice pack; --voice nvda speaks live only"},
		{[]string{"--lang-ui", "de", "demo", "--voice", "speech-dispatcher", "--voice-black", "default"},
			"--voice-black braucht ein Stimmpaket; --voice speech-dispatcher spricht mit einer Stimme"},
		{[]string{"--lang-ui", "en", "render", "--voice", "system", filepath.Join(dir, "out"), pgn},
			"render writes WAV files with a voice pack; --voice system speaks live only"},
		{[]string{"--lang-ui", "en", "voices", "test", "--voice", "none"},
			"voices test needs a voice; --voice none says nothing"},
		{[]string{"--lang-ui", "en", "voices", "test", "--voice", "system", "--speed", "5"},
			"--speed 5 is out of range: give 0.5 to 3"},
		{[]string{"--lang-ui", "de", "voices", "test", "--voice", "say", "--volume", "-1"},
			"--volume -1 liegt außerhalb des Bereichs: 0 bis 4 angeben"},
	} {
		_, _, err := run(t, "", c.args...)
		if err == nil || err.Error() != c.want {
			t.Errorf("%v: %v, want %q", c.args, err, c.want)
		}
	}
}

// A speech that cannot be had is said in one line, with the reason for
// each speech tried, and the built-in voice speaks instead (here into
// ALSA's null device).
func TestSpeechFallsBackToClips(t *testing.T) {
	t.Setenv("SPEECHD_ADDRESS", "unix_socket:"+filepath.Join(t.TempDir(), "none.sock"))
	t.Setenv("PATH", t.TempDir()) // no speech-dispatcher to start
	for _, c := range []struct {
		voice, lang, want string
	}{
		{"nvda", "en", "No screen reader or system speech to speak through: NVDA is not made for this system. Speaking with the built-in voice.\n"},
		{"voiceover", "de", "Kein Bildschirmleser und keine Systemstimme erreichbar: VoiceOver gibt es auf diesem System nicht. Es spricht die eingebaute Stimme.\n"},
		{"system", "en", "No screen reader or system speech to speak through: speech-dispatcher is not installed ("},
	} {
		out, _, err := runAudioChild(t, "pcm.!default { type null }\n", "--lang-ui", c.lang, "voices", "test", "--voice", c.voice)
		if err != nil {
			t.Fatalf("%s: %v\n%s", c.voice, err, out)
		}
		lines := strings.SplitAfter(out, "\n")
		if !strings.HasPrefix(lines[0], c.want) || strings.Count(out, "\n") != 4 {
			t.Errorf("%s printed:\n%s", c.voice, out)
		}
		answer := map[string]string{"en": "Move 1, Black to move. White 0:05:00. Black 0:05:00.", "de": "Zug 1, Schwarz am Zug. Weiß 0:05:00. Schwarz 0:05:00."}[c.lang]
		if !strings.Contains(out, "Springer Felix drei\n"+answer+"\n") {
			t.Errorf("%s: the lines are not printed:\n%s", c.voice, out)
		}
	}
}

// failingSink is a speech that went away.
type failingSink struct {
	mu     sync.Mutex
	ok     bool
	called chan struct{} // one for each phrase, if set
}

func (f *failingSink) setOK(ok bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.ok = ok
}

func (f *failingSink) Say(context.Context, notation.Color, speech.Kind, []phonetic.Token) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.called != nil {
		defer func() { f.called <- struct{}{} }()
	}
	if f.ok {
		return nil
	}
	return errors.New("the connection to speech-dispatcher is closed")
}
func (f *failingSink) SayWords(ctx context.Context, side notation.Color, kind speech.Kind, _ []speech.Word) error {
	return f.Say(ctx, side, kind, nil)
}
func (f *failingSink) Wait(context.Context) error { return nil }
func (f *failingSink) Close() error               { return nil }

// A speech that fails phrase after phrase is said once, and again after
// it spoke in between; every line is printed all the same.
func TestSpeechErrorSaidOnce(t *testing.T) {
	var printedLines, notices bytes.Buffer
	sink := &failingSink{called: make(chan struct{}, 1)}
	p := ui.New(ui.English)
	o := &gameOutputs{p: p, sp: phonetic.German}
	o.add(newPrinted(&printedLines, p, lineAnnounce, lineAnswer))
	o.add(newPrinted(&notices, p, lineNotice))
	spk := newSpokenOut(sink, o.Notice)
	o.add(spk)
	line := announce.Words(phonetic.Knight, phonetic.FileF, phonetic.Rank3)
	// The speech's goroutine takes one line at a time: each is spoken
	// before the sink changes.
	said := func(f func()) {
		f()
		<-sink.called
	}
	for i := 0; i < 3; i++ {
		said(func() { o.Announce(notation.White, line) })
	}
	sink.setOK(true)
	said(func() { o.Answer(notation.White, line) })
	sink.setOK(false)
	said(func() { o.Announce(notation.White, line) })
	if err := o.Close(context.Background()); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(notices.String(), "\n"); n != 2 {
		t.Errorf("%d notices:\n%s", n, notices.String())
	}
	if n := strings.Count(printedLines.String(), "Springer Felix drei\n"); n != 5 {
		t.Errorf("printed:\n%s", printedLines.String())
	}
}

// Each reason a speech cannot be had is worded in the run's language;
// NVDA without its controller client says where to put it.
func TestSpeechReasons(t *testing.T) {
	err := &speech.NoSpeechError{Tried: []*speech.UnavailableError{
		{Speech: speech.NVDA, Reason: speech.NotInstalled, Where: `C:\Rochade\nvdaControllerClient.dll`},
		{Speech: speech.JAWS, Reason: speech.NotRunning},
		{Speech: speech.SAPI, Reason: speech.Failed, Where: "SAPI.SpVoice", Err: fmt.Errorf("CoCreateInstance: %w", syscall.Errno(0x80040154))},
	}}
	got := ui.New(ui.English).Say(err)
	// The system's own error is its number (a COM error's in hex), never
	// its English text.
	want := `NVDA's controller client is not there (C:\Rochade\nvdaControllerClient.dll): put nvdaControllerClient.dll from NVDA's controllerClient.zip there; JAWS is not running; SAPI failed (SAPI.SpVoice): system error 0x80040154`
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	got = ui.New(ui.German).Say(&speech.UnavailableError{Speech: speech.VoiceOver, Reason: speech.NotAllowed})
	if !strings.HasPrefix(got, "VoiceOver lässt sich nicht mit AppleScript steuern") {
		t.Errorf("German: %s", got)
	}
}
