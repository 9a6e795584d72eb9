package pcm

import (
	"bytes"
	"encoding/binary"
	"errors"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func sine(freq float64, rate, n int, amp float64) []float32 {
	s := make([]float32, n)
	for i := range s {
		s[i] = float32(amp * math.Sin(2*math.Pi*freq*float64(i)/float64(rate)))
	}
	return s
}

// crossings counts rising zero crossings, a measure of pitch.
func crossings(s []float32) int {
	n := 0
	for i := 1; i < len(s); i++ {
		if s[i-1] < 0 && s[i] >= 0 {
			n++
		}
	}
	return n
}

// wavBytes writes samples as a WAV file with WriteWAV (beep's encoder)
// and returns its bytes.
func wavBytes(t *testing.T, rate int, samples []int16) []byte {
	t.Helper()
	name := filepath.Join(t.TempDir(), "w.wav")
	f, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	if err := WriteWAV(f, rate, Int16Streamer(samples)); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestWAVRoundTrip(t *testing.T) {
	in := []int16{0, 1, -1, 32767, -32768, 1234, -4321}
	data := wavBytes(t, 22050, in)
	if len(data) != 44+2*len(in) {
		t.Fatalf("file of %d bytes, want a 44-byte header and %d bytes of samples", len(data), 2*len(in))
	}
	a, f, err := Decode(data, 60)
	if err != nil {
		t.Fatal(err)
	}
	if f != (Format{Kind: WAV, Rate: 22050, Channels: 1, Bits: 16}) {
		t.Fatalf("format %+v", f)
	}
	if len(a.Samples) != len(in) {
		t.Fatalf("%d samples, want %d", len(a.Samples), len(in))
	}
	for i, v := range a.Samples {
		if back := int16(v * 32768); back != in[i] {
			t.Fatalf("sample %d: %d became %d", i, in[i], back)
		}
	}
}

// wavFile builds a WAV file with a fmt chunk of the given tag (for the
// extensible format, sub is its sample format), an extra chunk before
// the data, and raw sample bytes.
func wavFile(tag, sub, channels, rate, bits int, data []byte) []byte {
	var b bytes.Buffer
	le := binary.LittleEndian
	b.WriteString("RIFF\x00\x00\x00\x00WAVE")
	fmtLen := 16
	if tag == 0xFFFE {
		fmtLen = 40
	}
	b.WriteString("fmt ")
	binary.Write(&b, le, uint32(fmtLen))
	binary.Write(&b, le, uint16(tag))
	binary.Write(&b, le, uint16(channels))
	binary.Write(&b, le, uint32(rate))
	binary.Write(&b, le, uint32(rate*channels*bits/8))
	binary.Write(&b, le, uint16(channels*bits/8))
	binary.Write(&b, le, uint16(bits))
	if tag == 0xFFFE {
		binary.Write(&b, le, uint16(22))
		binary.Write(&b, le, uint16(bits))
		binary.Write(&b, le, uint32(0))
		// The sample format's GUID: 0000xxxx-0000-0010-8000-00aa00389b71.
		b.Write(le.AppendUint16(nil, uint16(sub)))
		b.Write([]byte{0, 0, 0, 0, 0x10, 0, 0x80, 0, 0, 0xaa, 0, 0x38, 0x9b, 0x71})
	}
	b.WriteString("LIST\x03\x00\x00\x00abc\x00") // odd size, padded
	b.WriteString("data")
	binary.Write(&b, le, uint32(len(data)))
	b.Write(data)
	out := b.Bytes()
	le.PutUint32(out[4:], uint32(len(out)-8))
	return out
}

func TestDecodeWAVFormats(t *testing.T) {
	cases := []struct {
		name string
		file []byte
		want []float32
	}{
		{"8-bit", wavFile(1, 0, 1, 8000, 8, []byte{128, 192, 64}), []float32{0, 0.5, -0.5}},
		{"24-bit", wavFile(1, 0, 1, 8000, 24, []byte{0, 0, 0x40, 0, 0, 0xC0}), []float32{0.5, -0.5}},
		{"stereo mixed down", wavFile(1, 0, 2, 8000, 16, []byte{0x00, 0x40, 0x00, 0x00}), []float32{0.25}},
		{"extensible", wavFile(0xFFFE, 1, 1, 8000, 16, []byte{0x00, 0xC0}), []float32{-0.5}},
	}
	for _, c := range cases {
		a, _, err := Decode(c.file, 60)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if len(a.Samples) != len(c.want) {
			t.Errorf("%s: %d samples, want %d", c.name, len(a.Samples), len(c.want))
			continue
		}
		for i := range c.want {
			if math.Abs(float64(a.Samples[i]-c.want[i])) > 1e-4 {
				t.Errorf("%s: sample %d = %v, want %v", c.name, i, a.Samples[i], c.want[i])
			}
		}
	}
}

func TestDecodeErrorsNamePlace(t *testing.T) {
	good := wavBytes(t, 16000, []int16{1, 2, 3, 4})
	cut := good[:len(good)-3] // one and a half samples lost
	a, _, err := Decode(cut, 60)
	if err == nil || !strings.Contains(err.Error(), "byte 36") {
		t.Fatalf("truncated file: %v", err)
	}
	if len(a.Samples) != 2 {
		t.Fatalf("truncated file gave %d samples, want the 2 complete ones", len(a.Samples))
	}
	// Nothing beyond the limit is decoded.
	long := wavBytes(t, 8000, make([]int16, 20000))
	if a, _, err := Decode(long, 2); err == nil || !strings.Contains(err.Error(), "more than 2 s") || len(a.Samples) != 16000 {
		t.Fatalf("2.5 s file with a 2 s limit: %d samples, %v", len(a.Samples), err)
	}
	// A writer that streams leaves 0xFFFFFFFF as the size: all is read.
	streamed := bytes.Clone(good)
	binary.LittleEndian.PutUint32(streamed[40:], 0xFFFFFFFF)
	if a, _, err := Decode(streamed, 60); err != nil || len(a.Samples) != 4 {
		t.Fatalf("streamed file: %d samples, %v", len(a.Samples), err)
	}
	le := binary.LittleEndian
	cases := []struct {
		name string
		file []byte
		want string
	}{
		{"unknown tag", func() []byte { b := bytes.Clone(good); copy(b[20:], []byte{0x55, 0}); return b }(), "byte 20"},
		{"float", wavFile(3, 0, 1, 8000, 32, le.AppendUint32(nil, math.Float32bits(0.5))), "float samples, not integer PCM"},
		{"extensible float", wavFile(0xFFFE, 3, 1, 8000, 32, make([]byte, 4)), "byte 44"},
		{"32-bit", wavFile(1, 0, 1, 8000, 32, make([]byte, 4)), "32-bit samples, not 8, 16 or 24"},
		{"block size", func() []byte { b := bytes.Clone(good); le.PutUint16(b[32:], 3); return b }(), "byte 32"},
		{"huge chunk", func() []byte {
			b := bytes.Clone(good)
			copy(b[36:], "junk")
			le.PutUint32(b[40:], 0x7FFFFFF0)
			return b
		}(), "chunk \"junk\" at byte 36 runs past the end"},
		{"no fmt", []byte("RIFF\x04\x00\x00\x00WAVE"), "no fmt chunk before the end of the file at byte 12"},
		{"not WAVE", []byte("RIFF....WAVX"), "byte 0"},
		{"FLAC header only", []byte("fLaC\x00\x00"), "byte 4"},
		{"FLAC picture first", []byte("fLaC\x06\x00\x00\x20\x00\x00\x00\x03\x00\x00\x00\x09image/png\xf4\x00\x10\x00"), "not a 34-byte STREAMINFO block (byte 4)"},
		{"Ogg page only", []byte("OggS\x00\x02"), "byte"},
	}
	for _, c := range cases {
		if _, _, err := Decode(c.file, 60); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error naming %q", c.name, err, c.want)
		}
	}
}

// sox converts the file in to out with the sox program; extra options
// go before out.
func sox(t *testing.T, in, out string, opts ...string) []byte {
	t.Helper()
	args := append(append([]string{in}, opts...), out)
	if msg, err := exec.Command("sox", args...).CombinedOutput(); err != nil {
		t.Fatalf("sox %s: %v\n%s", strings.Join(args, " "), err, msg)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestDecodeFLACAndVorbis converts a WAV file with sox and decodes the
// results: FLAC must give the very samples, Ogg Vorbis as many samples
// at the same level and pitch.
func TestDecodeFLACAndVorbis(t *testing.T) {
	dir := t.TempDir()
	src := ToInt16(sine(440, 16000, 12345, 0.5))
	orig := filepath.Join(dir, "in.wav")
	if err := os.WriteFile(orig, wavBytes(t, 16000, src), 0o644); err != nil {
		t.Fatal(err)
	}
	want := FromInt16(src)
	flacData := sox(t, orig, filepath.Join(dir, "out.flac"))
	a, f, err := Decode(flacData, 60)
	if err != nil {
		t.Fatal(err)
	}
	if f != (Format{Kind: FLAC, Rate: 16000, Channels: 1, Bits: 16}) || len(a.Samples) != len(want) {
		t.Fatalf("FLAC: %v, %d samples, want %d", f, len(a.Samples), len(want))
	}
	for i := range want {
		if a.Samples[i] != want[i] {
			t.Fatalf("FLAC sample %d is %v, want %v", i, a.Samples[i], want[i])
		}
	}
	// A cut-off FLAC file keeps the samples of its whole frames.
	part, _, err := Decode(flacData[:len(flacData)*2/3], 60)
	if err == nil || !strings.Contains(err.Error(), "byte") {
		t.Fatalf("cut FLAC file: %v", err)
	}
	if len(part.Samples) == 0 || len(part.Samples) >= len(want) || part.Samples[100] != want[100] {
		t.Fatalf("cut FLAC file gave %d samples", len(part.Samples))
	}

	for _, c := range []struct {
		name     string
		opts     []string
		channels int
	}{
		{"mono.ogg", nil, 1},
		{"stereo.ogg", []string{"-c", "2"}, 2},
	} {
		a, f, err := Decode(sox(t, orig, filepath.Join(dir, c.name), c.opts...), 60)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if f.Kind != Vorbis || f.Rate != 16000 || f.Channels != c.channels {
			t.Fatalf("%s: format %v", c.name, f)
		}
		if len(a.Samples) != len(want) {
			t.Fatalf("%s: %d samples, the WAV file has %d", c.name, len(a.Samples), len(want))
		}
		if d := Loudness(a.Samples, 16000) - Loudness(want, 16000); math.Abs(d) > 0.5 {
			t.Fatalf("%s: level differs by %.2f dB", c.name, d)
		}
		if got, w := crossings(a.Samples), crossings(want); got < w-1 || got > w+1 {
			t.Fatalf("%s: %d cycles, the WAV file has %d", c.name, got, w)
		}
	}
}

func TestResampleKeepsPitch(t *testing.T) {
	in := sine(440, 16000, 16000, 0.5)
	out := Resample(in, 16000, 44100)
	if len(out) != 44100 {
		t.Fatalf("%d samples, want 44100", len(out))
	}
	if c := crossings(out); c < 438 || c > 441 {
		t.Fatalf("%d cycles in a second, want 440", c)
	}
	if l := Loudness(out, 44100); math.Abs(l-Loudness(in, 16000)) > 0.1 {
		t.Fatalf("level %.2f dBFS after resampling, %.2f before", l, Loudness(in, 16000))
	}
	down := Resample(out, 44100, 16000)
	if len(down) != 16000 {
		t.Fatalf("back at 16 kHz: %d samples, want 16000", len(down))
	}
	for i := 100; i < len(down)-100; i++ {
		if d := math.Abs(float64(down[i] - in[i])); d > 0.01 {
			t.Fatalf("sample %d is %v after two conversions, %v before", i, down[i], in[i])
		}
	}
}

func TestStretchKeepsPitch(t *testing.T) {
	in := sine(220, 16000, 16000, 0.5)
	for _, speed := range []float64{0.75, 1.5, 2} {
		out := Stretch(in, 16000, speed)
		if want := int(16000 / speed); len(out) != want {
			t.Fatalf("speed %g: %d samples, want %d", speed, len(out), want)
		}
		// Pitch: cycles per second stay 220.
		perSec := float64(crossings(out)) * 16000 / float64(len(out))
		if math.Abs(perSec-220) > 6 {
			t.Fatalf("speed %g: %.1f cycles a second, want 220", speed, perSec)
		}
	}
}

func TestLoudnessTrimNormalize(t *testing.T) {
	rate := 16000
	s := sine(300, rate, rate, 1)
	if l := Loudness(s, rate); math.Abs(l+3.01) > 0.05 {
		t.Fatalf("full-scale sine at %.2f dBFS, want -3.01", l)
	}
	// Half a second of silence, a second of tone, half a second of silence.
	padded := append(append(make([]float32, rate/2), sine(300, rate, rate, 0.1)...), make([]float32, rate/2)...)
	tr := Trim(padded, rate, 0.01, 0.03)
	if want := rate + rate/100 + 3*rate/100; len(tr) < want-rate/100 || len(tr) > want+rate/100 {
		t.Fatalf("trimmed to %d samples, want about %d", len(tr), want)
	}
	if tr[0] != 0 {
		t.Fatalf("trimmed clip starts at %v, not faded in", tr[0])
	}
	Normalize(tr, rate, -20, 0.891)
	if l := Loudness(tr, rate); math.Abs(l+20) > 0.1 {
		t.Fatalf("normalized to %.2f dBFS, want -20", l)
	}
	// A loud target must be reached without clipping.
	loud := sine(300, rate, rate, 0.1)
	Normalize(loud, rate, -4, 0.891)
	if p := Peak(loud); p > 0.8911 {
		t.Fatalf("peak %v above the ceiling", p)
	}
	if ClippedRuns(loud) != 0 {
		t.Fatal("normalized tone clips")
	}
	if got := ClippedRuns([]float32{0, 1, 1, 1, 0, -1, -1, -1, -1}); got != 2 {
		t.Fatalf("ClippedRuns = %d, want 2", got)
	}
	if Trim(make([]float32, rate), rate, 0.01, 0.01) != nil {
		t.Fatal("silence trimmed to something")
	}
}

// TestWAVSizeLimit: the largest WAV file has a RIFF size that just fits
// in 32 bits; WriteWAV refuses a stream beyond the limit with a
// sentence (the limit lowered here, so that no 4 GiB are written).
func TestWAVSizeLimit(t *testing.T) {
	if riff := uint64(36 + 2*MaxWAVSamples); riff > math.MaxUint32 || riff+2 <= math.MaxUint32 {
		t.Fatalf("RIFF size of the longest file %d: not the last that fits in 32 bits", riff)
	}
	defer func(old int64) { maxWAVSamples = old }(maxWAVSamples)
	maxWAVSamples = 4000
	name := filepath.Join(t.TempDir(), "w.wav")
	for _, n := range []int{4000, 4001, 20000} {
		f, err := os.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		err = WriteWAV(f, 16000, Int16Streamer(make([]int16, n)))
		f.Close()
		if n <= 4000 {
			if err != nil {
				t.Fatalf("%d samples: %v", n, err)
			}
			data, _ := os.ReadFile(name)
			if len(data) != 44+2*n {
				t.Fatalf("%d samples: a file of %d bytes", n, len(data))
			}
			continue
		}
		var tl *WAVTooLongError
		if !errors.As(err, &tl) || tl.MaxSamples != 4000 || tl.Samples <= 4000 || tl.Samples > int64(n) {
			t.Fatalf("%d samples over a limit of 4000: error %v", n, err)
		}
		if st, _ := os.Stat(name); st.Size() > 44+2*4000 {
			t.Fatalf("%d samples: %d bytes written, more than the limit", n, st.Size())
		}
	}
}
