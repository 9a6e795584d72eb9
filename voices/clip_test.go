package voices

import (
	"io/fs"
	"math"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rochade/rochade/phonetic"
	"github.com/rochade/rochade/voices/internal/pcm"
)

// sox converts the file in to out with the sox program; opts go before
// out.
func sox(t testing.TB, in, out string, opts ...string) {
	t.Helper()
	args := append(append([]string{in}, opts...), out)
	if msg, err := exec.Command("sox", args...).CombinedOutput(); err != nil {
		t.Fatalf("sox %s: %v\n%s", strings.Join(args, " "), err, msg)
	}
}

// convertClips converts the clip files of the given tokens in the pack
// in dir with sox to files ending in ext (".flac", ".ogg"), with opts
// given to sox, removes the WAV files and points the manifest at the
// new files. It returns the new file of each token.
func convertClips(t testing.TB, dir, ext string, keys []string, opts ...string) map[string]string {
	t.Helper()
	m, err := ReadManifest(os.DirFS(dir), ".")
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, key := range keys {
		c, ok := m.Entry(key)
		if !ok {
			t.Fatalf("no entry %s", key)
		}
		if !strings.HasSuffix(c.File, ".wav") {
			t.Fatalf("%s is already converted", c.File)
		}
		to := strings.TrimSuffix(c.File, ".wav") + ext
		sox(t, filepath.Join(dir, c.File), filepath.Join(dir, to), opts...)
		if err := os.Remove(filepath.Join(dir, c.File)); err != nil {
			t.Fatal(err)
		}
		for i := range m.Clips {
			if m.Clips[i].File == c.File { // tokens sharing the file, too
				m.Clips[i].File = to
				out[m.Clips[i].Token] = to
			}
		}
	}
	if err := WriteManifest(dir, m); err != nil {
		t.Fatal(err)
	}
	return out
}

// mixedPack copies the default pack to a new folder and converts some of
// its clips to FLAC and some to Ogg Vorbis.
func mixedPack(t *testing.T) (dir string, flac, ogg map[string]string) {
	dir = t.TempDir()
	if err := os.CopyFS(dir, DefaultFS()); err != nil {
		t.Fatal(err)
	}
	flac = convertClips(t, dir, ".flac", []string{"file_a", "file_c", "knight", "short_castle", "num_3"})
	ogg = convertClips(t, dir, ".ogg", []string{"file_b", "rank_4", "queen", "check", "draw_offer"})
	return dir, flac, ogg
}

// TestLoadMixedFormats loads a pack of WAV, FLAC and Ogg Vorbis clips:
// the FLAC clips must hold the samples of the WAV originals, the Ogg
// Vorbis clips as many samples at the same loudness, and the pack must
// pass its check.
func TestLoadMixedFormats(t *testing.T) {
	dir, flac, ogg := mixedPack(t)
	if flac["rank_3"] == "" {
		t.Fatal("rank_3, which shares its file with num_3, was not converted with it")
	}
	orig := mustDefault(t)
	p, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, tok := range phonetic.All() {
		got, _ := p.Clip(tok)
		want, _ := orig.Clip(tok)
		key := tok.Key()
		switch {
		case ogg[key] != "":
			if len(got) != len(want) {
				t.Errorf("%s (%s): %d samples, the WAV original has %d", key, ogg[key], len(got), len(want))
			}
			if d := pcm.Loudness(got, p.Rate()) - pcm.Loudness(want, p.Rate()); math.Abs(d) > 0.5 {
				t.Errorf("%s (%s): loudness differs from the WAV original by %.2f dB", key, ogg[key], d)
			}
		default: // WAV and FLAC: lossless
			if len(got) != len(want) {
				t.Errorf("%s: %d samples, the WAV original has %d", key, len(got), len(want))
				continue
			}
			for i := range want {
				if got[i] != want[i] {
					t.Errorf("%s: sample %d is %v, the WAV original has %v", key, i, got[i], want[i])
					break
				}
			}
		}
	}
	r := Check(os.DirFS(dir), ".", CheckOptions{})
	if !r.OK() || len(r.Clips) != len(p.Manifest.Clips) {
		t.Fatalf("the mixed pack fails its check:\n%s", r.Summary(dir))
	}
	if _, err := os.Stat(filepath.Join(dir, "clips/file_a.wav")); err == nil {
		t.Fatal("the WAV original of a converted clip is still there")
	}
}

// TestLoadResamplesFLAC stores a clip as FLAC at 44.1 kHz: Load converts
// it back to the pack's 16 kHz (beep.Resample) and Check reports the rate.
func TestLoadResamplesFLAC(t *testing.T) {
	dir := t.TempDir()
	if err := os.CopyFS(dir, DefaultFS()); err != nil {
		t.Fatal(err)
	}
	files := convertClips(t, dir, ".flac", []string{"bishop"}, "-r", "44100")
	p, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := p.Clip(phonetic.Bishop)
	want, _ := mustDefault(t).Clip(phonetic.Bishop)
	if d := len(got) - len(want); d < -1 || d > 1 {
		t.Fatalf("%d samples after converting to 44.1 kHz and back, %d before", len(got), len(want))
	}
	if d := pcm.Loudness(got, 16000) - pcm.Loudness(want, 16000); math.Abs(d) > 0.3 {
		t.Fatalf("loudness changed by %.2f dB", d)
	}
	text := Check(os.DirFS(dir), ".", CheckOptions{}).Summary(dir)
	if want := files["bishop"] + " (bishop): sample rate is 44100 Hz, the manifest says 16000 Hz"; !strings.Contains(text, want) {
		t.Fatalf("check does not say %q:\n%s", want, text)
	}
}

// TestTidyConvertsFLACAndOgg tidies a mixed pack: its FLAC and Ogg
// Vorbis clips become WAV files beside the recordings, the manifest
// names them, and the pack passes its check.
func TestTidyConvertsFLACAndOgg(t *testing.T) {
	dir, flac, ogg := mixedPack(t)
	if err := Tidy(dir); err != nil {
		t.Fatal(err)
	}
	m, err := ReadManifest(os.DirFS(dir), ".")
	if err != nil {
		t.Fatal(err)
	}
	for key, rec := range mergeMaps(flac, ogg) {
		c, _ := m.Entry(key)
		if want := strings.TrimSuffix(rec, path.Ext(rec)) + ".wav"; c.File != want {
			t.Errorf("%s: manifest names %s, want %s", key, c.File, want)
		}
		if _, err := os.Stat(filepath.Join(dir, rec)); err != nil {
			t.Errorf("%s: the recording %s is gone: %v", key, rec, err)
		}
		data, err := os.ReadFile(filepath.Join(dir, c.File))
		if err != nil {
			t.Fatal(err)
		}
		if k, _ := pcm.Sniff(data); k != pcm.WAV {
			t.Errorf("%s: %s is not a WAV file", key, c.File)
		}
	}
	if r := Check(os.DirFS(dir), ".", CheckOptions{}); !r.OK() {
		t.Fatalf("tidied pack fails:\n%s", r.Summary(dir))
	}
}

func mergeMaps(a, b map[string]string) map[string]string {
	out := map[string]string{}
	for k, v := range a {
		out[k] = v
	}
	for k, v := range b {
		out[k] = v
	}
	return out
}

// TestBadClipNamesFile: a malformed clip of each kind makes Load and
// Check name the file.
func TestBadClipNamesFile(t *testing.T) {
	for name, data := range map[string][]byte{
		"clips/file_a.wav":  []byte("RIFF\x24\x00\x00\x00WAVEfmt \x10\x00\x00\x00\x01\x00\x01\x00\x80\x3e\x00\x00\x00\x7d\x00\x00\x00\x00\x10\x00data\x00\x00\x00\x00"),
		"clips/file_a.flac": []byte("fLaC\x80\x00\x00\x22garbage"),
		"clips/file_a.ogg":  []byte("OggS\x00\x02garbage"),
		"clips/file_a.mp3":  []byte("ID3\x03\x00"),
	} {
		fsys := fstest.MapFS{}
		if err := fsCopy(fsys, DefaultFS()); err != nil {
			t.Fatal(err)
		}
		m, _ := ReadManifest(fsys, ".")
		for i := range m.Clips {
			if m.Clips[i].Token == "file_a" {
				m.Clips[i].File = name
			}
		}
		fsys[ManifestName] = &fstest.MapFile{Data: m.Marshal()}
		fsys[name] = &fstest.MapFile{Data: data}
		_, err := Load(fsys, ".")
		if err == nil || !strings.Contains(err.Error(), name+": ") {
			t.Errorf("%s: Load says %v", name, err)
		}
		text := Check(fsys, ".", CheckOptions{}).Summary("pack")
		if !strings.Contains(text, name+" (file_a): cannot be read: "+name+": ") {
			t.Errorf("%s: Check says\n%s", name, text)
		}
	}
}

// fsCopy copies the files of src into dst.
func fsCopy(dst fstest.MapFS, src fs.FS) error {
	return fs.WalkDir(src, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(src, p)
		dst[p] = &fstest.MapFile{Data: data}
		return err
	})
}

// FuzzLoadClip feeds bytes to the clip loader as a pack would read them:
// it must never panic, errors must name the file, and samples stay
// within full scale.
func FuzzLoadClip(f *testing.F) {
	dir := f.TempDir()
	wav := filepath.Join(dir, "a.wav")
	data, err := fs.ReadFile(DefaultFS(), "clips/file_c.wav")
	if err != nil {
		f.Fatal(err)
	}
	if err := os.WriteFile(wav, data[:min(len(data), 4000)], 0o644); err != nil {
		f.Fatal(err)
	}
	f.Add(data[:min(len(data), 4000)])
	for _, ext := range []string{".flac", ".ogg"} {
		sox(f, wav, filepath.Join(dir, "a"+ext))
		b, err := os.ReadFile(filepath.Join(dir, "a"+ext))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		const name = "clips/x.wav"
		a, fm, err := decodeClip(fstest.MapFS{name: {Data: data}}, name)
		if err != nil {
			if !strings.HasPrefix(err.Error(), name+": ") {
				t.Fatalf("error does not name the file: %v", err)
			}
		} else if a.Rate != fm.Rate || a.Rate < 1000 {
			t.Fatalf("rate %d, format %v", a.Rate, fm)
		}
		if len(a.Samples) > MaxClipSeconds*max(a.Rate, 1) {
			t.Fatalf("%d samples at %d Hz, more than %d s", len(a.Samples), a.Rate, MaxClipSeconds)
		}
		for _, v := range a.Samples {
			if v < -1 || v > 1 || v != v {
				t.Fatalf("sample %v out of range", v)
			}
		}
	})
}

// TestClipEncodingIsStable: writing a clip of the embedded pack again
// with beep's encoder gives the very same file, so that making the
// default pack again gives the same bytes.
func TestClipEncodingIsStable(t *testing.T) {
	for _, name := range []string{"clips/file_c.wav", "clips/short_castle.wav"} {
		data, err := fs.ReadFile(DefaultFS(), name)
		if err != nil {
			t.Fatal(err)
		}
		a, _, err := decodeClipData(name, data, MaxClipSeconds)
		if err != nil {
			t.Fatal(err)
		}
		s := make([]int16, len(a.Samples))
		for i, v := range a.Samples {
			s[i] = int16(v * 32768)
		}
		out := filepath.Join(t.TempDir(), "x.wav")
		if err := writeClip(out, a.Rate, s); err != nil {
			t.Fatal(err)
		}
		again, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		if string(again) != string(data) {
			t.Fatalf("%s written again differs: %d bytes, was %d", name, len(again), len(data))
		}
	}
}
