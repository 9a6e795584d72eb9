package speech

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"testing/fstest"
	"time"

	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
	"github.com/rochade/rochade/voices"
	"github.com/rochade/rochade/voices/internal/pcm"
)

func TestTimingBounds(t *testing.T) {
	for _, o := range []Options{
		{Gap: -time.Millisecond, Pause: time.Second},
		{Gap: 3 * time.Second, Pause: time.Second},
		{Gap: 0, Pause: -time.Second},
		{Gap: 0, Pause: time.Hour},
	} {
		if err := o.Check(); err == nil {
			t.Errorf("gap %v pause %v accepted", o.Gap, o.Pause)
		}
		if _, err := LoadSpeakers(o); err == nil {
			t.Errorf("speakers loaded with gap %v pause %v", o.Gap, o.Pause)
		}
	}
	if err := (&Options{Gap: MaxGap, Pause: MaxPause}).Check(); err != nil {
		t.Errorf("the limits themselves: %v", err)
	}
}

// A WAV sink writes the file at Close, nothing before; the file holds
// the phrases and a pause between them.
func TestWAVSink(t *testing.T) {
	path := filepath.Join(t.TempDir(), "out.wav")
	sink, err := Open(context.Background(), Options{Voice: "default", WAV: path, Gap: 60 * time.Millisecond, Pause: 700 * time.Millisecond, Speed: 1, Volume: 1})
	if err != nil {
		t.Fatal(err)
	}
	w, ok := sink.(*WAV)
	if !ok {
		t.Fatalf("sink is %T", sink)
	}
	for _, toks := range [][]phonetic.Token{{phonetic.FileE, phonetic.Rank4}, {phonetic.Knight, phonetic.FileF, phonetic.Rank3}} {
		if err := sink.Say(context.Background(), notation.White, Announcement, toks); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("the file exists before Close: %v", err)
	}
	secs := w.Seconds()
	if secs < 1 {
		t.Fatalf("%.2f s of speech", secs)
	}
	if err := sink.Close(); err != nil {
		t.Fatal(err)
	}
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if want := int64(44 + 2*voices.Samples(time.Duration(secs*float64(time.Second)), 16000)); fi.Size() < want-4 || fi.Size() > want+4 {
		t.Errorf("file of %d bytes for %.3f s, want about %d", fi.Size(), secs, want)
	}
}

// A word the voice lacks is reported once, the rest still spoken.
func TestMissingWordReportedOnce(t *testing.T) {
	sp, err := LoadSpeakers(Options{Voice: "default", Speed: 1, Volume: 1})
	if err != nil {
		t.Fatal(err)
	}
	bad := phonetic.Token(65000)
	_, err = sp.Phrase(notation.White, []phonetic.Token{phonetic.FileE, bad})
	var me *voices.MissingError
	if !errors.As(err, &me) {
		t.Fatalf("first phrase: %v", err)
	}
	ph, err := sp.Phrase(notation.White, []phonetic.Token{phonetic.FileE, bad})
	if err != nil || ph.Len == 0 {
		t.Errorf("second phrase: %v, %d samples", err, ph.Len)
	}
}

// A phrase of the assistant mixes the prompt pack's clips and the German
// words of the side's voice; a prompt the pack lacks is named once.
func TestWordsMixPromptsAndTokens(t *testing.T) {
	rate := 16000
	clip := func(n int) []byte {
		s := make([]int16, n)
		for i := range s {
			s[i] = int16(1000 + i%200)
		}
		b, err := pcm.WAVBytes(rate, s)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	m := &voices.Manifest{Name: "p", Language: "ru", Licence: "CC0-1.0", SampleRate: rate,
		Clips: []voices.ClipEntry{{Token: "board_move_1", File: "a.wav", Text: "доска"}}}
	fsys := fstest.MapFS{"voice.json": {Data: m.Marshal()}, "a.wav": {Data: clip(3000)}}
	prompts, err := voices.LoadPrompts(fsys, ".")
	if err != nil {
		t.Fatal(err)
	}
	sp, err := LoadSpeakers(Options{Voice: "default", Speed: 1, Volume: 1, Gap: 10 * time.Millisecond, Prompts: prompts})
	if err != nil {
		t.Fatal(err)
	}
	words := []Word{{Prompt: "board_move_1", Text: "доска"}, {Token: phonetic.FileE}, {Prompt: "none", Text: "нет"}, {Token: phonetic.Rank4}}
	ph, err := sp.Words(notation.White, words)
	var mp *voices.MissingPromptsError
	if !errors.As(err, &mp) || len(mp.Keys) != 1 || mp.Keys[0] != "none" {
		t.Fatalf("first phrase: %v", err)
	}
	gap := voices.Samples(10*time.Millisecond, rate)
	de, _ := sp.Phrase(notation.White, []phonetic.Token{phonetic.FileE, phonetic.Rank4})
	if want := 3000 + gap + de.Len; ph.Len != want {
		t.Errorf("phrase of %d samples, want %d (prompt, gap, Eva vier)", ph.Len, want)
	}
	if len(ph.Segs) == 0 || len(ph.Segs[0].Clip) != 3000 || ph.Segs[0].Clip[5] != 1005 {
		t.Error("the phrase does not start with the prompt's clip")
	}
	if _, err := sp.Words(notation.White, words); err != nil {
		t.Errorf("the missing prompt is named again: %v", err)
	}
	// Without a prompt pack every prompt is missing.
	plain, err := LoadSpeakers(Options{Voice: "default", Speed: 1, Volume: 1})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := plain.Words(notation.White, words[:1]); !errors.As(err, &mp) {
		t.Errorf("no prompt pack: %v", err)
	}
}
