package pcm

import (
	"bytes"
	"encoding/binary"
	"math"
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

func TestWAVRoundTrip(t *testing.T) {
	in := []int16{0, 1, -1, 32767, -32768, 1234, -4321}
	var b bytes.Buffer
	if err := WriteWAV(&b, 22050, in); err != nil {
		t.Fatal(err)
	}
	a, f, err := DecodeWAV(b.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if f != (Format{Rate: 22050, Channels: 1, Bits: 16}) {
		t.Fatalf("format %+v", f)
	}
	back := ToInt16(a.Samples)
	for i := range in {
		if d := int(back[i]) - int(in[i]); d > 1 || d < -1 {
			t.Fatalf("sample %d: %d became %d", i, in[i], back[i])
		}
	}
}

// wavFile builds a WAV file with a fmt chunk of the given tag, an extra
// chunk before the data, and raw sample bytes.
func wavFile(tag, channels, rate, bits int, data []byte) []byte {
	var b bytes.Buffer
	le := binary.LittleEndian
	b.WriteString("RIFF\x00\x00\x00\x00WAVE")
	fmtLen := 16
	if tag == fmtExtensible {
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
	if tag == fmtExtensible {
		binary.Write(&b, le, uint16(22))
		binary.Write(&b, le, uint16(bits))
		binary.Write(&b, le, uint32(0))
		sub := make([]byte, 16)
		le.PutUint16(sub, fmtFloat)
		b.Write(sub)
	}
	b.WriteString("LIST\x03\x00\x00\x00abc\x00") // odd size, padded
	b.WriteString("data")
	binary.Write(&b, le, uint32(len(data)))
	b.Write(data)
	out := b.Bytes()
	le.PutUint32(out[4:], uint32(len(out)-8))
	return out
}

func TestDecodeFormats(t *testing.T) {
	le := binary.LittleEndian
	f32 := func(v ...float32) []byte {
		var b []byte
		for _, x := range v {
			b = le.AppendUint32(b, math.Float32bits(x))
		}
		return b
	}
	cases := []struct {
		name string
		file []byte
		want []float32
	}{
		{"8-bit", wavFile(fmtPCM, 1, 8000, 8, []byte{128, 192, 64}), []float32{0, 0.5, -0.5}},
		{"24-bit", wavFile(fmtPCM, 1, 8000, 24, []byte{0, 0, 0x40, 0, 0, 0xC0}), []float32{0.5, -0.5}},
		{"32-bit", wavFile(fmtPCM, 1, 8000, 32, le.AppendUint32(nil, 1<<30)), []float32{0.5}},
		{"stereo mixed down", wavFile(fmtPCM, 2, 8000, 16, []byte{0x00, 0x40, 0x00, 0x00}), []float32{0.25}},
		{"float", wavFile(fmtFloat, 1, 8000, 32, f32(0.25, -1)), []float32{0.25, -1}},
		{"extensible float", wavFile(fmtExtensible, 1, 8000, 32, f32(0.75)), []float32{0.75}},
	}
	for _, c := range cases {
		a, _, err := DecodeWAV(c.file)
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
	var good bytes.Buffer
	if err := WriteWAV(&good, 16000, []int16{1, 2, 3, 4}); err != nil {
		t.Fatal(err)
	}
	cut := good.Bytes()[:good.Len()-3] // one and a half samples lost
	a, _, err := DecodeWAV(cut)
	if err == nil || !strings.Contains(err.Error(), "byte 36") {
		t.Fatalf("truncated file: %v", err)
	}
	if len(a.Samples) != 2 {
		t.Fatalf("truncated file gave %d samples, want the 2 complete ones", len(a.Samples))
	}
	bad := bytes.Clone(good.Bytes())
	copy(bad[20:], []byte{0x55, 0})
	if _, _, err := DecodeWAV(bad); err == nil || !strings.Contains(err.Error(), "byte 20") {
		t.Fatalf("unknown format: %v", err)
	}
	if _, _, err := DecodeWAV([]byte("RIFF....WAVX")); err == nil || !strings.Contains(err.Error(), "byte 0") {
		t.Fatalf("not WAVE: %v", err)
	}
}

func FuzzDecodeWAV(f *testing.F) {
	var b bytes.Buffer
	_ = WriteWAV(&b, 16000, []int16{1, -2, 300})
	f.Add(b.Bytes())
	f.Add(wavFile(fmtExtensible, 2, 44100, 32, make([]byte, 16)))
	f.Add(wavFile(fmtPCM, 3, 8000, 24, make([]byte, 17)))
	f.Fuzz(func(t *testing.T, data []byte) {
		a, fm, err := DecodeWAV(data)
		if err == nil && a.Rate != fm.Rate {
			t.Fatalf("rate %d, format says %d", a.Rate, fm.Rate)
		}
		for _, v := range a.Samples {
			if v < -1 || v > 1 || v != v {
				t.Fatalf("sample %v out of range", v)
			}
		}
	})
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
	// A tone above the new Nyquist frequency is filtered out.
	hi := Resample(sine(7000, 16000, 16000, 0.5), 16000, 8000)
	if l := Loudness(hi[100:len(hi)-100], 8000); l > -40 {
		t.Fatalf("7 kHz tone at 8 kHz rate still at %.1f dBFS", l)
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
