package pcm

import (
	"math"
	"math/cmplx"
	"math/rand/v2"
	"testing"
)

func TestFFTAgainstDFT(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	x := make([]complex128, 64)
	for i := range x {
		x[i] = complex(r.NormFloat64(), r.NormFloat64())
	}
	got := append([]complex128(nil), x...)
	fft(got, false)
	for k := range x {
		var want complex128
		for n, v := range x {
			want += v * cmplx.Rect(1, -2*math.Pi*float64(k*n)/64)
		}
		if cmplx.Abs(got[k]-want) > 1e-9 {
			t.Fatalf("bin %d: %v, the DFT gives %v", k, got[k], want)
		}
	}
	fft(got, true)
	for i := range x {
		if cmplx.Abs(got[i]/64-x[i]) > 1e-12 {
			t.Fatalf("sample %d: inverse gives %v, want %v", i, got[i]/64, x[i])
		}
	}
}

func rms(s []float32) float64 {
	var p float64
	for _, v := range s {
		p += float64(v) * float64(v)
	}
	return math.Sqrt(p / float64(len(s)))
}

// TestEQTones sends steady tones from 100 Hz to 7 kHz through an
// equaliser and compares each tone's gain with the designed response;
// at the band centres that is the band's gain.
func TestEQTones(t *testing.T) {
	const rate = 16000
	e := EQ{Gains: [4]float64{0, 5, 9, 12}}
	for b := range 4 {
		if got := e.Response(BandCentre(b)); math.Abs(got-e.Gains[b]) > 1e-9 {
			t.Fatalf("response at the centre of band %d is %.3f dB, want %.1f", b, got, e.Gains[b])
		}
	}
	var freqs []float64
	for f := 100.0; f < 7200; f *= math.Pow(2, 0.25) {
		freqs = append(freqs, f)
	}
	for b := range 4 {
		freqs = append(freqs, BandCentre(b))
	}
	for _, f := range freqs {
		in := sine(f, rate, rate, 0.1)
		out := e.Apply(in, rate)
		if len(out) != len(in) {
			t.Fatalf("%.0f Hz: %d samples out of %d", f, len(out), len(in))
		}
		// Leave out the edges, where the filter runs into the silence
		// around the tone.
		mid := rate / 4
		got := 20 * math.Log10(rms(out[mid:len(out)-mid])/rms(in[mid:len(in)-mid]))
		if want := e.Response(f); math.Abs(got-want) > 0.1 {
			t.Errorf("tone at %.0f Hz: gain %.2f dB, designed %.2f dB", f, got, want)
		}
	}
}

// TestEQSweepBands sends a logarithmic sweep from 250 Hz to 4 kHz
// through an equaliser and measures the gain in each octave band with
// the long-term spectrum: it must be the designed gain averaged over the
// band (the sweep spends equal time in every octave).
func TestEQSweepBands(t *testing.T) {
	const rate = 16000
	const seconds = 8.0
	n := int(seconds * rate)
	in := make([]float32, n)
	f0, f1 := 250.0, 4000.0
	k := math.Log(f1 / f0)
	for i := range in {
		tt := float64(i) / rate
		phase := 2 * math.Pi * f0 * seconds / k * (math.Exp(tt/seconds*k) - 1)
		in[i] = float32(0.2 * math.Sin(phase))
	}
	for _, gains := range [][4]float64{{0, 5, 9, 12}, {0, -3, 2, -6}, {0, 0, 0, 0}} {
		e := EQ{Gains: gains}
		out := e.Apply(in, rate)
		pin := BandPowers(MeanPowerSpectrum(ToInt16(in)), rate)
		pout := BandPowers(MeanPowerSpectrum(ToInt16(out)), rate)
		for b := range 4 {
			got := 10 * math.Log10(pout[b]/pin[b])
			// The designed power gain averaged over the band with the
			// sweep's density, 1/f; within a few tenths of a dB of the
			// band's gain (the passages at the edges take a little).
			var num, den float64
			lo, hi := BandEdges[b], BandEdges[b+1]
			for j := range 1000 {
				f := lo * math.Pow(hi/lo, (float64(j)+0.5)/1000)
				num += math.Pow(10, e.Response(f)/10)
				den++
			}
			want := 10 * math.Log10(num/den)
			if math.Abs(got-want) > 0.3 {
				t.Errorf("gains %v, band %g–%g Hz: measured %.2f dB, designed %.2f dB", gains, lo, hi, got, want)
			}
			if d := math.Abs(got - gains[b]); d > 0.25*math.Abs(gains[min(b+1, 3)]-gains[b])+0.25*math.Abs(gains[b]-gains[max(b-1, 0)])+0.3 {
				t.Errorf("gains %v, band %g–%g Hz: measured %.2f dB, %.2f dB from the band's gain", gains, lo, hi, got, d)
			}
		}
	}
}

func TestEQKeepsSilenceAndLength(t *testing.T) {
	e := EQ{Gains: [4]float64{0, 6, 9, 12}}
	if out := e.Apply(nil, 16000); len(out) != 0 {
		t.Fatalf("nothing in, %d samples out", len(out))
	}
	out := e.Apply(make([]float32, 777), 16000)
	if len(out) != 777 || Peak(out) != 0 {
		t.Fatalf("silence in, %d samples peaking at %g out", len(out), Peak(out))
	}
	// An impulse comes out centred where it went in.
	in := make([]float32, 4000)
	in[2000] = 1
	out = e.Apply(in, 16000)
	best := 0
	for i, v := range out {
		if math.Abs(float64(v)) > math.Abs(float64(out[best])) {
			best = i
		}
	}
	if best != 2000 {
		t.Fatalf("an impulse at sample 2000 comes out centred on %d", best)
	}
}

// TestBandMeasurement checks MeanPowerSpectrum and BandPowers against
// signals whose band levels are known.
func TestBandMeasurement(t *testing.T) {
	const rate = 16000
	rel := func(p [4]float64) [3]float64 {
		return [3]float64{10 * math.Log10(p[1]/p[0]), 10 * math.Log10(p[2]/p[0]), 10 * math.Log10(p[3]/p[0])}
	}
	// One tone in each band, 6 dB apart.
	mix := make([]float32, 2*rate)
	amps := []float64{0.2, 0.1, 0.05, 0.025}
	for b, a := range amps {
		for i, v := range sine(BandCentre(b), rate, len(mix), a) {
			mix[i] += v
		}
	}
	got := rel(BandPowers(MeanPowerSpectrum(ToInt16(mix)), rate))
	for b, want := range []float64{-6.02, -12.04, -18.06} {
		if math.Abs(got[b]-want) > 0.1 {
			t.Errorf("tones 6 dB apart: band %d at %.2f dB, want %.2f", b+1, got[b], want)
		}
	}
	// White noise: each octave holds twice the bins of the one below.
	r := rand.New(rand.NewPCG(3, 4))
	noise := make([]int16, 20*rate)
	for i := range noise {
		noise[i] = int16(r.NormFloat64() * 3000)
	}
	got = rel(BandPowers(MeanPowerSpectrum(noise), rate))
	for b, want := range []float64{3.01, 6.02, 9.03} {
		if math.Abs(got[b]-want) > 0.2 {
			t.Errorf("white noise: band %d at %.2f dB, want %.2f", b+1, got[b], want)
		}
	}
	// The level: a full frame of a tone of amplitude A holds, by
	// Parseval, A²/2 · 512 · Σw² in the whole spectrum, half of it in
	// the bins up to 256.
	tone := ToInt16(sine(707.1, rate, rate, 0.5))
	spec := MeanPowerSpectrum(tone)
	var total float64
	for _, v := range spec {
		total += v
	}
	want := 0.25 / 2 * 512 * (512 * 3.0 / 8) / 2
	if math.Abs(10*math.Log10(total/want)) > 0.1 {
		t.Errorf("tone power %.1f, want %.1f", total, want)
	}
	// A clip shorter than a frame is one padded frame.
	if s := MeanPowerSpectrum(tone[:100]); s[0] == 0 && s[10] == 0 {
		t.Error("a 100-sample clip has an empty spectrum")
	}
	if s := MeanPowerSpectrum(nil); len(s) != SpectrumFrame/2+1 {
		t.Errorf("empty clip: %d bins", len(s))
	}
}

func TestMFCCAndDTW(t *testing.T) {
	const rate = 16000
	// A "word": a vowel-like tone that glides up, then a hiss.
	word := func(seconds float64, f0, f1 float64) []float32 {
		n := int(seconds * rate)
		s := make([]float32, n)
		r := rand.New(rand.NewPCG(5, 6))
		phase := 0.0
		for i := range s {
			x := float64(i) / float64(n)
			if x < 0.6 {
				phase += 2 * math.Pi * (f0 + (f1-f0)*x/0.6) / rate
				s[i] = float32(0.3 * math.Sin(phase))
			} else {
				s[i] = float32(0.05 * r.NormFloat64())
			}
		}
		return s
	}
	a := MFCC(word(0.5, 300, 900), rate)
	if len(a) != 49 || len(a[0]) != 12 {
		t.Fatalf("%d frames of %d coefficients, want 49 of 12 (0.5 s, 25 ms frames every 10 ms)", len(a), len(a[0]))
	}
	if d := DTW(a, a); d != 0 {
		t.Fatalf("a word against itself: distance %g, want 0", d)
	}
	slower := MFCC(word(0.6, 300, 900), rate)
	other := MFCC(word(0.5, 900, 300), rate)
	ds, do := DTW(a, slower), DTW(a, other)
	if ds >= do {
		t.Fatalf("the same word spoken more slowly is %.2f away, a different one %.2f: want the slower one closer", ds, do)
	}
	if DTW(a, other) != DTW(other, a) {
		t.Fatal("DTW is not symmetric")
	}
	if d := DTW(nil, a); !math.IsInf(d, 1) {
		t.Fatalf("empty against a word: %g", d)
	}
}

func TestTakeMeasures(t *testing.T) {
	const rate = 16000
	r := rand.New(rand.NewPCG(8, 9))
	hiss := make([]float32, rate)
	for i := range hiss {
		hiss[i] = float32(0.05 * r.NormFloat64())
	}
	hum := sine(50, rate, rate, 0.1)
	// A vowel: pulses at 120 Hz through a resonance at 700 Hz, in two
	// syllables.
	vowel := make([]float32, rate)
	for i := range vowel {
		tt := float64(i) / rate
		ph := math.Mod(tt*120, 1)
		env := math.Abs(math.Sin(2 * math.Pi * tt))
		vowel[i] = float32(0.3 * env * math.Exp(-ph*8) * math.Sin(2*math.Pi*700*ph/120))
	}
	if d, ok := Dynamics(hiss, rate); !ok || d > 3 {
		t.Errorf("hiss varies by %.1f dB (ok %v), want under 3", d, ok)
	}
	if d, ok := Dynamics(hum, rate); !ok || d > 1 {
		t.Errorf("hum varies by %.1f dB (ok %v), want under 1", d, ok)
	}
	// Hiss between stretches of silence is still steady.
	padded := append(append(make([]float32, rate/2), hiss...), make([]float32, rate/2)...)
	if d, _ := Dynamics(padded, rate); d > 3 {
		t.Errorf("hiss between silences varies by %.1f dB, want under 3", d)
	}
	if d, _ := Dynamics(vowel, rate); d < 10 {
		t.Errorf("two syllables vary by %.1f dB, want over 10", d)
	}
	if _, ok := Dynamics(hiss[:1000], rate); ok {
		t.Error("62 ms are enough to tell")
	}
	if Voiced(hiss, rate) || Voiced(hum, rate) || Voiced(sine(60, rate, rate, 0.1), rate) {
		t.Error("hiss or hum counts as voiced")
	}
	if !Voiced(vowel, rate) {
		t.Error("a vowel at 120 Hz is not voiced")
	}
	// Flat tops: a tone clipped and then lowered has many; the tone
	// itself none.
	tone := sine(440, rate, rate/2, 0.9)
	if n := FlatTops(tone); n != 0 {
		t.Errorf("a clean tone has %d flat tops", n)
	}
	clipped := sine(440, rate, rate/2, 2)
	for i, v := range clipped {
		clipped[i] = max(-1, min(1, v)) * 0.1
	}
	if n := FlatTops(clipped); n < 100 {
		t.Errorf("a clipped tone lowered 20 dB has %d flat tops, want one per half wave (440)", n)
	}
}
