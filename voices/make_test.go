package voices

import (
	"context"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/rochade/rochade/voices/internal/pcm"
)

// TestBuildWithEspeak makes a small pack with the real espeak-ng and
// checks that every clip is speech, levelled and trimmed, and that
// entries saying the same words share a file.
func TestBuildWithEspeak(t *testing.T) {
	dir := t.TempDir()
	m := &Manifest{Name: "t", Language: "de", Licence: "test", SampleRate: 16000, Clips: []ClipEntry{
		{Token: "file_a", File: "clips/file_a.wav", Text: "Anna"},
		{Token: "short_castle", File: "clips/short_castle.wav", Text: "Kurze Rochade", Spoken: "Kurze Roschade"},
		{Token: "rank_3", File: "clips/rank_3.wav", Text: "drei"},
		{Token: "num_3", File: "clips/num_3.wav", Text: "drei"},
	}}
	if err := Build(context.Background(), dir, m, Espeak{Voice: "de"}, TidyOptions{}); err != nil {
		t.Fatal(err)
	}
	back, err := ReadManifest(os.DirFS(dir), ".")
	if err != nil {
		t.Fatal(err)
	}
	if c, _ := back.Entry("num_3"); c.File != "clips/rank_3.wav" {
		t.Fatalf("num_3 is in %s, want the shared clips/rank_3.wav", c.File)
	}
	for _, key := range []string{"file_a", "short_castle", "rank_3"} {
		c, _ := back.Entry(key)
		a, err := ReadAudioFile(filepath.Join(dir, c.File))
		if err != nil {
			t.Fatal(err)
		}
		if a.Rate != 16000 || a.Duration() < 0.15 || a.Duration() > 3 {
			t.Fatalf("%s: %d Hz, %.2f s", key, a.Rate, a.Duration())
		}
		if l := pcm.Loudness(a.Samples, a.Rate); math.Abs(l-TargetLoudness) > 0.2 {
			t.Fatalf("%s at %.1f dBFS, want %.1f", key, l, TargetLoudness)
		}
		s, e := pcm.SpeechBounds(a.Samples, a.Rate)
		if s > a.Rate/20 || len(a.Samples)-e > a.Rate/20 {
			t.Fatalf("%s: %d samples of silence before and %d after the speech", key, s, len(a.Samples)-e)
		}
	}
	short, _ := ReadAudioFile(filepath.Join(dir, "clips/short_castle.wav"))
	anna, _ := ReadAudioFile(filepath.Join(dir, "clips/file_a.wav"))
	if short.Duration() <= anna.Duration() {
		t.Fatalf("\"Kurze Roschade\" (%.2f s) is not longer than \"Anna\" (%.2f s)", short.Duration(), anna.Duration())
	}
	if _, err := (Espeak{Voice: "no-such-voice-xx"}).Synthesize(context.Background(), []string{"a"}); err == nil {
		t.Fatal("an unknown espeak-ng voice gave no error")
	}
}
