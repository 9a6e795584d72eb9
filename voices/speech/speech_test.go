package speech

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
	"github.com/rochade/rochade/voices"
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
