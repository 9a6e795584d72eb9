package voices

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io/fs"
	"math"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"runtime"
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
	if err := Tidy(dir, TidyOptions{}); err != nil {
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
	// Tidying again starts from the kept FLAC and Ogg recordings and
	// writes the same WAV files.
	before := m.Marshal()
	if err := Tidy(dir, TidyOptions{}); err != nil {
		t.Fatalf("tidying a second time: %v", err)
	}
	if again, _ := ReadManifest(os.DirFS(dir), "."); !bytes.Equal(again.Marshal(), before) {
		t.Fatal("the second tidy changed the manifest")
	}
	for key, rec := range mergeMaps(flac, ogg) {
		if _, err := os.Stat(filepath.Join(dir, OriginalsDir, rec)); err != nil {
			t.Errorf("%s: the recording is not kept: %v", key, err)
		}
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

// craftedOgg returns Ogg files (with correct page checksums) whose
// Vorbis headers claim more than they hold, and what the error about
// each must say: Vorbis decoders would allocate what they claim.
func craftedOgg() map[string]string {
	le := binary.LittleEndian
	ident := []byte("\x01vorbis\x00\x00\x00\x00\x01")
	ident = le.AppendUint32(ident, 16000)
	ident = append(append(ident, make([]byte, 12)...), 0xB8, 1) // block sizes 256 and 2048
	comments := func(count uint32) []byte {
		c := le.AppendUint32([]byte("\x03vorbis"), 3)
		c = le.AppendUint32(append(c, "sox"...), count)
		return append(c, 1)
	}
	// One codebook of one dimension and 16777215 entries, whose lengths
	// (5 bits each) should follow: the packet holds 100 bytes more.
	setup := append([]byte("\x05vorbis\x00\x42\x43\x56\x01\x00\xff\xff\xff\x00"), make([]byte, 100)...)
	return map[string]string{
		string(pcm.OggPages(1, true, ident, comments(0xFFFFFFFF), setup)): "Vorbis comment header: 4294967295 comments claimed in 1 byte (byte ",
		string(pcm.OggPages(1, true, ident, comments(0), setup)):          "Vorbis setup header: codebook 0 claims 16777215 entries in 101 bytes (byte ",
	}
}

// TestCraftedOggClip: a pack whose Ogg Vorbis clip claims billions of
// comments or millions of codebook entries in a few bytes is refused
// with the file named, and loading it allocates little.
func TestCraftedOggClip(t *testing.T) {
	fsys := fstest.MapFS{}
	if err := fsCopy(fsys, DefaultFS()); err != nil {
		t.Fatal(err)
	}
	m, _ := ReadManifest(fsys, ".")
	for i := range m.Clips {
		if m.Clips[i].Token == "king" {
			m.Clips[i].File = "clips/king.ogg"
		}
	}
	fsys[ManifestName] = &fstest.MapFile{Data: m.Marshal()}
	for data, want := range craftedOgg() {
		fsys["clips/king.ogg"] = &fstest.MapFile{Data: []byte(data)}
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		_, _, err := decodeClip(fsys, "clips/king.ogg")
		runtime.ReadMemStats(&after)
		if want = "clips/king.ogg: Ogg Vorbis file: " + want; err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%v\nwant %q", err, want)
		}
		if d := after.TotalAlloc - before.TotalAlloc; d >= 64<<20 {
			t.Errorf("decoding the clip allocated %d MB", d>>20)
		}
		if _, err := Load(fsys, "."); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Load says %v", err)
		}
	}
}

// TestOggClipSizeLimit: an Ogg Vorbis clip larger than a 30 s clip can
// be is refused, and no more of it than the limit is read.
func TestOggClipSizeLimit(t *testing.T) {
	limit := pcm.MaxVorbisBytes(MaxClipSeconds)
	big := make([]byte, 4*limit)
	copy(big, "OggS")
	fsys := fstest.MapFS{"clips/long.ogg": {Data: big}}
	data, err := readClip(fsys, "clips/long.ogg", MaxClipSeconds)
	if err != nil || int64(len(data)) != limit+1 {
		t.Fatalf("read %d bytes (%v), want %d", len(data), err, limit+1)
	}
	_, _, err = decodeClip(fsys, "clips/long.ogg")
	want := fmt.Sprintf("clips/long.ogg: Ogg Vorbis file: the file is larger than %d bytes, the most an Ogg Vorbis file of at most 30 s may have", limit)
	if err == nil || err.Error() != want {
		t.Fatalf("%v\nwant %q", err, want)
	}
	// Other files are read whole.
	wav := append([]byte("RIFF"), make([]byte, 2*limit)...)
	if data, err := readClip(fstest.MapFS{"a.wav": {Data: wav}}, "a.wav", MaxClipSeconds); err != nil || len(data) != len(wav) {
		t.Fatalf("WAV: read %d of %d bytes, %v", len(data), len(wav), err)
	}
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
	// Stereo at 44.1 kHz, which must pass the checks of the Ogg pages
	// and Vorbis headers and decode.
	stereo := filepath.Join(dir, "b.ogg")
	sox(f, wav, stereo, "-r", "44100", "-c", "2")
	b, err := os.ReadFile(stereo)
	if err != nil {
		f.Fatal(err)
	}
	if _, _, err := decodeClipData("b.ogg", b, MaxClipSeconds); err != nil {
		f.Fatal(err)
	}
	f.Add(b)
	for data := range craftedOgg() {
		f.Add([]byte(data))
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
