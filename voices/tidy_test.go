package voices

import (
	"bytes"
	"errors"
	"io/fs"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rochade/rochade/phonetic"
	"github.com/rochade/rochade/voices/internal/pcm"
)

// recordPack writes a new pack in a temporary folder with every clip
// "recorded" by rec (at 44.1 kHz, with silence around it) and returns
// the folder and the manifest.
func recordPack(t *testing.T, rec func(i int, c ClipEntry) []float32) (string, *Manifest) {
	t.Helper()
	dir := t.TempDir()
	m := NewManifest("Mine", "de", "CC0-1.0", 16000)
	if err := WriteManifest(dir, m); err != nil {
		t.Fatal(err)
	}
	done := map[string]bool{}
	for i, c := range m.Clips {
		if done[c.File] {
			continue
		}
		done[c.File] = true
		s := append(append(make([]float32, 8000), rec(i, c)...), make([]float32, 8000)...)
		writeFile(t, filepath.Join(dir, filepath.FromSlash(c.File)), wavBytes(t, 44100, s))
	}
	return dir, m
}

func writeFile(t *testing.T, name string, data []byte) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(name, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

func readFile(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestTidyKeepsOriginals: tidy keeps every recording in originals/,
// byte for byte; tidying again starts from the recordings (the clips
// come out the same, nothing is added to originals/); a clip recorded
// again is kept beside the first recording, which stays as it was.
func TestTidyKeepsOriginals(t *testing.T) {
	dir, m := recordPack(t, func(i int, c ClipEntry) []float32 {
		return tone(44100, 0.4, 0.02+0.01*float64(i%5))
	})
	king, _ := m.Entry("king")
	recordings := map[string][]byte{}
	for _, c := range m.Clips {
		recordings[c.File] = readFile(t, filepath.Join(dir, c.File))
	}
	if err := Tidy(dir, TidyOptions{}); err != nil {
		t.Fatal(err)
	}
	first := map[string][]byte{}
	for file, rec := range recordings {
		kept := readFile(t, filepath.Join(dir, OriginalsDir, file))
		if !bytes.Equal(kept, rec) {
			t.Fatalf("%s: the kept recording differs from the recording", file)
		}
		first[file] = readFile(t, filepath.Join(dir, file))
		if bytes.Equal(first[file], rec) {
			t.Fatalf("%s was not tidied", file)
		}
	}
	if err := Tidy(dir, TidyOptions{}); err != nil {
		t.Fatal(err)
	}
	for file := range recordings {
		if !bytes.Equal(readFile(t, filepath.Join(dir, file)), first[file]) {
			t.Fatalf("%s: tidying twice gives another clip than tidying once", file)
		}
	}
	// Record the king again, louder and longer.
	again := wavBytes(t, 44100, append(make([]float32, 4000), tone(44100, 0.6, 0.3)...))
	writeFile(t, filepath.Join(dir, king.File), again)
	if err := Tidy(dir, TidyOptions{}); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(readFile(t, filepath.Join(dir, OriginalsDir, king.File)), recordings[king.File]) {
		t.Fatal("the first recording of the king was changed")
	}
	second := filepath.Join(dir, OriginalsDir, "clips", "king.2.wav")
	if !bytes.Equal(readFile(t, second), again) {
		t.Fatal("the second recording of the king is not kept as clips/king.2.wav")
	}
	a, err := ReadAudioFile(filepath.Join(dir, king.File))
	if err != nil {
		t.Fatal(err)
	}
	if a.Duration() < 0.55 {
		t.Fatalf("the king's clip lasts %.2f s: it was not made from the new 0.6 s recording", a.Duration())
	}
	entries, _ := os.ReadDir(filepath.Join(dir, OriginalsDir, "clips"))
	if want := len(recordings) + 1; len(entries) != want {
		t.Fatalf("%d files in originals/clips, want %d", len(entries), want)
	}
	if r := Check(os.DirFS(dir), ".", CheckOptions{}); !r.OK() {
		t.Fatalf("tidied pack fails:\n%s", r.Summary(dir))
	}
}

// noise is white noise at level dBFS (RMS).
func noise(rate int, seconds, dbfs float64, seed uint64) []float32 {
	r := rand.New(rand.NewPCG(seed, 7))
	s := make([]float32, int(seconds*float64(rate)))
	a := math.Pow(10, dbfs/20)
	for i := range s {
		s[i] = float32(a * r.NormFloat64())
	}
	return s
}

// TestTidyRefusesBadTakes: a take of digital silence, one of a muted
// microphone's noise, one of hum and one that clipped are not levelled;
// the error names each file, and each is left as it was; the other
// clips are tidied.
func TestTidyRefusesBadTakes(t *testing.T) {
	bad := map[string]TidyProblem{
		"king":   TakeSilent,
		"queen":  TakeNoise,
		"rook":   TakeNoise,
		"bishop": TakeClipped,
	}
	dir, m := recordPack(t, func(i int, c ClipEntry) []float32 {
		switch c.Token {
		case "king":
			return make([]float32, 44100)
		case "queen":
			return noise(44100, 1, -50, 1)
		case "bishop":
			return tone(44100, 0.5, 4)
		}
		return tone(44100, 0.4, 0.05)
	})
	// Mains hum with a little noise, as a muted input with a bad cable
	// records it: steady from start to end.
	rook, _ := m.Entry("rook")
	hum := noise(44100, 1, -70, 2)
	for i := range hum {
		hum[i] += float32(0.01 * math.Sin(2*math.Pi*50*float64(i)/44100))
	}
	writeFile(t, filepath.Join(dir, rook.File), wavBytes(t, 44100, hum))
	before := map[string][]byte{}
	for key := range bad {
		c, _ := m.Entry(key)
		before[key] = readFile(t, filepath.Join(dir, c.File))
	}
	err := Tidy(dir, TidyOptions{})
	if err == nil {
		t.Fatal("tidy levelled silent, noisy and clipped takes without a word")
	}
	var te *TidyError
	if !errors.As(err, &te) {
		t.Fatalf("error %v, want a *TidyError", err)
	}
	said := map[string]TidyProblem{}
	for _, c := range te.Clips {
		said[c.File] = c.Problem
	}
	for key, why := range bad {
		c, _ := m.Entry(key)
		if got, ok := said[c.File]; !ok || got != why && !(why == TakeClipped && got == TakeFlatTops) {
			t.Errorf("the error does not say that %s is %v:\n%v", c.File, why, err)
		}
		if !bytes.Equal(readFile(t, filepath.Join(dir, c.File)), before[key]) {
			t.Errorf("%s was changed", c.File)
		}
	}
	if len(te.Clips) != 4 {
		t.Errorf("error: %v", err)
	}
	knight, _ := m.Entry("knight")
	a, _ := ReadAudioFile(filepath.Join(dir, knight.File))
	if l := pcm.Loudness(a.Samples, a.Rate); a.Rate != 16000 || math.Abs(l-TargetLoudness) > 0.2 {
		t.Errorf("a good take was not tidied: %d Hz, %.1f dBFS", a.Rate, l)
	}
}

// TestCheckFindsNoiseAndLevelledClipping: what tidy used to make of a
// muted take (a second of noise at -20 dBFS) and of a clipped one (its
// flat peaks lowered to -20 dBFS) is reported by check.
func TestCheckFindsNoiseAndLevelledClipping(t *testing.T) {
	m := NewManifest("Levelled", "de", "CC0-1.0", 16000)
	fsys := fstest.MapFS{}
	good := tone(16000, 0.4, 0.1)
	pcm.Normalize(good, 16000, TargetLoudness, peakCeiling)
	for _, c := range m.Clips {
		fsys[c.File] = &fstest.MapFile{Data: wavBytes(t, 16000, good)}
	}
	hiss := noise(16000, 1, -20, 3)
	pcm.Fade(hiss, 80)
	clipped := tone(16000, 0.5, 2)                             // clipped at full scale at each syllable ...
	pcm.Normalize(clipped, 16000, TargetLoudness, peakCeiling) // ... then levelled
	if pcm.ClippedRuns(clipped) != 0 {
		t.Fatal("the levelled take still reaches full scale")
	}
	king, _ := m.Entry("king")
	queen, _ := m.Entry("queen")
	fsys[king.File] = &fstest.MapFile{Data: wavBytes(t, 16000, hiss)}
	fsys[queen.File] = &fstest.MapFile{Data: wavBytes(t, 16000, clipped)}
	fsys[ManifestName] = &fstest.MapFile{Data: m.Marshal()}
	r := Check(fsys, ".", CheckOptions{})
	text := r.Summary("levelled")
	for _, want := range []string{
		"clips/king.wav (king): holds only steady noise, no speech",
		"clips/queen.wav (queen): is clipped: its peaks are cut flat",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("report lacks %q:\n%s", want, text)
		}
	}
	if len(r.Problems) != 2 {
		t.Errorf("%d problems, want 2:\n%s", len(r.Problems), text)
	}
}

// TestTidyEQSpeech: recordings made muffled (the default pack through
// an equaliser taking 8 to 14 dB off above 500 Hz) get a warning from
// check; tidy --eq speech brings the pack to the speech balance within
// half a dB, every clip at -20 dBFS and below -1 dBFS at its peaks.
func TestTidyEQSpeech(t *testing.T) {
	p, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	muffle := pcm.EQ{Gains: [4]float64{0, -8, -11, -14}}
	dir, _ := recordPack(t, func(i int, c ClipEntry) []float32 {
		tok, _ := phonetic.ByKey(c.Token)
		s, _ := p.Clip(tok)
		s = muffle.Apply(pcm.Resample(s, 16000, 44100), 44100)
		for i := range s {
			s[i] *= 0.5
		}
		return s
	})
	r := Check(os.DirFS(dir), ".", CheckOptions{})
	if len(r.Warnings) == 0 || !strings.Contains(r.Summary(dir), "muffled") {
		t.Fatalf("a muffled pack gets no warning:\n%s", r.Summary(dir))
	}
	var eq []EQResult
	if err := Tidy(dir, TidyOptions{EQ: &SpeechShape, OnEqualize: func(r EQResult) { eq = append(eq, r) }}); err != nil {
		t.Fatal(err)
	}
	if len(eq) != 1 {
		t.Fatalf("the equaliser reported %d times, want once", len(eq))
	}
	t.Logf("before %s, after %s, gains %v", eq[0].Before, eq[0].After, eq[0].Gains)
	r = Check(os.DirFS(dir), ".", CheckOptions{})
	if !r.OK() || len(r.Warnings) > 0 {
		t.Fatalf("the equalised pack fails:\n%s", r.Summary(dir))
	}
	for i, d := range r.Balance.Off() {
		if math.Abs(d) > 0.5 {
			t.Errorf("band %s is %.1f dB from the speech balance", bandNames[i], d)
		}
	}
	// Every clip at its level: within 0.3 dB, as the soft limiter takes a
	// little off a clip whose peaks the equaliser raised to full scale.
	for _, c := range r.Clips {
		if math.Abs(c.Loudness-TargetLoudness) > 0.3 || c.Peak > -0.99 {
			t.Errorf("%s at %.1f dBFS, peak %.2f dBFS", c.File, c.Loudness, c.Peak)
		}
	}
}

func TestTidyRecordRefused(t *testing.T) {
	dir, _ := recordPack(t, func(i int, c ClipEntry) []float32 { return tone(44100, 0.3, 0.05) })
	writeFile(t, filepath.Join(dir, OriginalsDir, tidyRecordName), []byte(`{"clips": {"clips/king.wav": {"original": "../../etc/passwd", "sha256": ""}}}`))
	err := Tidy(dir, TidyOptions{})
	var re *TidyRecordError
	if !errors.As(err, &re) || !re.Bad || !strings.Contains(err.Error(), "not in originals") {
		t.Fatalf("error %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, OriginalsDir, "clips")); err == nil {
		t.Fatal("tidy went on after refusing its record")
	}
}

func FuzzParseTidyRecord(f *testing.F) {
	f.Add([]byte(`{"clips": {"clips/king.wav": {"original": "originals/clips/king.wav", "sha256": "00"}}}`))
	f.Add([]byte(`{"clips": {"a": {"original": "originals/../x"}}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := parseTidyRecord(data)
		if err != nil {
			return
		}
		for _, e := range rec.Clips {
			if !fs.ValidPath(e.Original) || !strings.HasPrefix(e.Original, OriginalsDir+"/") {
				t.Fatalf("accepted %q", e.Original)
			}
		}
	})
}
