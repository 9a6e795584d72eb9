package voices

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rochade/rochade/phonetic"
	"github.com/rochade/rochade/voices/internal/pcm"
)

func TestManifestRoundTrip(t *testing.T) {
	m := NewManifest("Test", "de", "CC0-1.0", 16000)
	if len(m.Clips) != len(phonetic.All()) {
		t.Fatalf("%d clips for %d tokens", len(m.Clips), len(phonetic.All()))
	}
	back, err := ParseManifest(m.Marshal())
	if err != nil {
		t.Fatal(err)
	}
	if back.Name != "Test" || back.SampleRate != 16000 || len(back.Clips) != len(m.Clips) {
		t.Fatalf("round trip lost data: %+v", back)
	}
	c, ok := back.Entry("file_c")
	if !ok || c.Text != "Cäsar" || c.File != "clips/file_c.wav" {
		t.Fatalf("file_c entry %+v", c)
	}
}

func TestManifestErrors(t *testing.T) {
	cases := map[string]string{
		"{\n  \"name\": 3\n}": "line 2",
		`{"sample_rate": 16000, "clips": [{"token": "x", "file": "../x.wav"}]}`:                               "relative path",
		`{"sample_rate": 16000, "clips": [{"token": "a", "file": "a.wav"}, {"token": "a", "file": "b.wav"}]}`: "twice",
		`{"sample_rate": 5}`:                 "sample_rate 5",
		`{"sample_rate": 16000, "speed": 1}`: "unknown field",
	}
	for in, want := range cases {
		if _, err := ParseManifest([]byte(in)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: error %v, want one mentioning %q", in, err, want)
		}
	}
}

func FuzzParseManifest(f *testing.F) {
	f.Add(NewManifest("x", "de", "", 16000).Marshal())
	f.Add([]byte(`{"sample_rate": 8000, "clips": [{"token": "king", "file": "k.wav"}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := ParseManifest(data)
		if err == nil {
			if _, err := ParseManifest(m.Marshal()); err != nil {
				t.Fatalf("a valid manifest does not survive Marshal: %v", err)
			}
		}
	})
}

// wavBytes encodes samples as a WAV file.
func wavBytes(t *testing.T, rate int, s []float32) []byte {
	var f pcm.MemFile
	if err := pcm.WriteWAV(&f, rate, pcm.FloatStreamer(s)); err != nil {
		t.Fatal(err)
	}
	return f.Bytes()
}

// tone is a stand-in for speech: a 400 Hz tone in syllables, its level
// rising and falling 4 times a second by 20 dB. Samples beyond full
// scale are clipped, as a recorder would.
func tone(rate int, seconds, amp float64) []float32 {
	n := int(seconds * float64(rate))
	s := make([]float32, n)
	for i := range s {
		t := float64(i) / float64(rate)
		env := 0.1 + 0.9*math.Abs(math.Sin(4*math.Pi*t))
		s[i] = float32(max(-1, min(1, amp*env*math.Sin(2*math.Pi*400*t))))
	}
	return s
}

// TestCheckFindsFaults builds a pack in memory with one fault of each
// kind and expects each to be reported.
func TestCheckFindsFaults(t *testing.T) {
	m := NewManifest("Faulty", "de", "CC0-1.0", 16000)
	fsys := fstest.MapFS{}
	good := tone(16000, 0.4, 0.1)
	for _, c := range m.Clips {
		fsys[c.File] = &fstest.MapFile{Data: wavBytes(t, 16000, good)}
	}
	set := func(key string, data []byte) {
		c, _ := m.Entry(key)
		fsys[c.File] = &fstest.MapFile{Data: data}
	}
	set("file_a", wavBytes(t, 22050, tone(22050, 0.4, 0.1)))                   // wrong rate
	set("file_b", wavBytes(t, 16000, tone(16000, 0.4, 2)))                     // clipping, loud
	set("file_d", wavBytes(t, 16000, make([]float32, 8000)))                   // silent
	set("file_e", []byte("RIFF"))                                              // unreadable
	set("file_f", wavBytes(t, 16000, append(make([]float32, 8000), good...)))  // leading silence
	set("file_g", wavBytes(t, 16000, tone(16000, 0.4, 0.05)))                  // 6 dB quieter
	delete(fsys, func() string { c, _ := m.Entry("file_h"); return c.File }()) // missing file
	m.Clips = m.Clips[:len(m.Clips)-1]                                         // missing token
	fsys[ManifestName] = &fstest.MapFile{Data: m.Marshal()}

	r := Check(fsys, ".", CheckOptions{})
	text := r.Summary("faulty")
	for _, want := range []string{
		"file_a.wav (file_a): sample rate is 22050 Hz",
		"file_b.wav (file_b): clips in",
		"file_b.wav (file_b): is 2",
		"file_d.wav (file_d): is silent",
		"file_e.wav (file_e): cannot be read",
		"file_f.wav (file_f): has 0.50 s of silence before",
		"file_g.wav (file_g): is 6.0 dB quieter",
		"file_h.wav (file_h): cannot be read",
		phonetic.TwoHundred.Key() + ": no clip in the manifest",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("report lacks %q:\n%s", want, text)
		}
	}
	if r.OK() {
		t.Fatal("a faulty pack passed")
	}
	if _, err := Load(fsys, "."); err == nil {
		t.Fatal("Load accepted a pack with missing clips")
	}
}

// TestNewTidyCheck writes a new pack, "records" every clip with noise,
// silence and uneven levels, tidies it and expects it to pass the check
// and to load.
func TestNewTidyCheck(t *testing.T) {
	dir := t.TempDir()
	m := NewManifest("Mine", "de", "CC0-1.0", 16000)
	if err := WriteManifest(dir, m); err != nil {
		t.Fatal(err)
	}
	list, err := os.ReadFile(filepath.Join(dir, PhraseListName))
	if err != nil || !strings.Contains(string(list), "clips/file_c.wav\tCäsar") {
		t.Fatalf("phrase list: %v\n%s", err, list)
	}
	for i, c := range m.Clips {
		// A recording at 44.1 kHz with silence around it and its own level.
		rec := append(append(make([]float32, 20000), tone(44100, 0.5, 0.02+0.01*float64(i%7))...), make([]float32, 30000)...)
		p := filepath.Join(dir, filepath.FromSlash(c.File))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, wavBytes(t, 44100, rec), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if r := Check(os.DirFS(dir), ".", CheckOptions{}); r.OK() {
		t.Fatal("untidy recordings passed the check")
	}
	if err := Tidy(dir, TidyOptions{}); err != nil {
		t.Fatal(err)
	}
	r := Check(os.DirFS(dir), ".", CheckOptions{})
	if !r.OK() {
		t.Fatalf("tidied pack fails:\n%s", r.Summary(dir))
	}
	if _, err := Open(dir); err != nil {
		t.Fatal(err)
	}
}
