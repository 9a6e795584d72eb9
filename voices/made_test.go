package voices

import (
	"bytes"
	"context"
	"math"
	"os"
	"path/filepath"
	"testing"
)

// toneSynth says each text as a tone mixture of its own, and counts
// what it was asked to say.
type toneSynth struct{ said []string }

func (s *toneSynth) Synthesize(_ context.Context, texts []string) ([]Audio, error) {
	out := make([]Audio, len(texts))
	for i, t := range texts {
		s.said = append(s.said, t)
		const rate = 22050
		samples := make([]float32, rate/2)
		f := 150 + 10*float64(len(t)%7)
		for n := range samples {
			x := float64(n) / rate
			env := math.Sin(math.Pi * float64(n) / float64(len(samples)))
			v := 0.0
			for k, a := range []float64{0.5, 0.3, 0.15, 0.08, 0.05} {
				v += a * math.Sin(2*math.Pi*f*float64(2*k+2)*x)
			}
			samples[n] = float32(0.5 * env * v)
		}
		out[i] = Audio{Rate: rate, Samples: samples}
	}
	return out, nil
}

func stepManifest(texts ...string) *Manifest {
	m := &Manifest{Name: "test", Language: "en", Licence: "CC0", SampleRate: 16000}
	for i, t := range texts {
		m.Clips = append(m.Clips, ClipEntry{Token: "w" + string(rune('a'+i)), File: "clips/w" + string(rune('a'+i)) + ".wav", Text: t})
	}
	return m
}

// A pack is made again step by step: a second build makes no clip and
// leaves every file as it was; a changed line makes that clip again and
// no other; a clip no longer listed is removed; a changed recipe makes
// them all.
func TestBuildStepByStep(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	opt := TidyOptions{EQ: &SpeechShape}
	texts := []string{"one", "two", "three", "four", "four"}
	build := func(recipe string, texts ...string) (int, []string) {
		t.Helper()
		s := &toneSynth{}
		n, err := BuildChanged(ctx, dir, stepManifest(texts...), s, opt, recipe, ".wav")
		if err != nil {
			t.Fatal(err)
		}
		if n != len(s.said) {
			t.Errorf("%d clips made, %d said", n, len(s.said))
		}
		return n, s.said
	}
	files := func() map[string][]byte {
		out := map[string][]byte{}
		matches, _ := filepath.Glob(filepath.Join(dir, "*", "*"))
		top, _ := filepath.Glob(filepath.Join(dir, "*.*"))
		for _, f := range append(matches, top...) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			out[f[len(dir)+1:]] = data
		}
		return out
	}
	if n, _ := build("r1", texts...); n != 4 {
		t.Fatalf("the first build made %d clips, want 4 (the same text twice is one clip)", n)
	}
	before := files()
	if n, said := build("r1", texts...); n != 0 {
		t.Errorf("the second build made %d clips: %q", n, said)
	}
	for name, data := range files() {
		if !bytes.Equal(before[name], data) {
			t.Errorf("%s changed in a build that made nothing", name)
		}
	}
	if len(files()) != len(before) {
		t.Errorf("files %d, before %d", len(files()), len(before))
	}
	texts[1] = "two again"
	n, said := build("r1", texts...)
	if n != 1 || said[0] != "two again" {
		t.Errorf("a changed line made %d clips: %q", n, said)
	}
	after := files()
	for _, name := range []string{"clips/wa.wav", "clips/wc.wav", "clips/wd.wav"} {
		if !bytes.Equal(before[name], after[name]) || after[name] == nil {
			t.Errorf("%s changed with another clip's line", name)
		}
	}
	if bytes.Equal(before["clips/wb.wav"], after["clips/wb.wav"]) {
		t.Errorf("the changed line's clip is as it was")
	}
	m, err := ReadManifest(os.DirFS(dir), ".")
	if err != nil {
		t.Fatal(err)
	}
	if m.Clips[4].File != "clips/wd.wav" || m.Clips[1].Text != "two again" {
		t.Errorf("the manifest: %+v", m.Clips)
	}
	if n, _ := build("r1", texts[:2]...); n != 0 {
		t.Errorf("dropping clips made %d", n)
	}
	if _, err := os.Stat(filepath.Join(dir, "clips/wc.wav")); err == nil {
		t.Errorf("a clip no longer listed is still there")
	}
	if n, _ := build("r2", texts[:2]...); n != 2 {
		t.Errorf("a new recipe made %d clips, want 2", n)
	}
}
