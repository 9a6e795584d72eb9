package pcm

import (
	"math"
)

// The cepstral features of MFCC.
const (
	mfccFilters = 26 // mel filters from mfccLow to half the rate (at most 8 kHz)
	mfccCoeffs  = 12 // cepstral coefficients kept: c1 to c12 (c0, the level, is left out)
	mfccLow     = 100.0
	mfccHigh    = 8000.0
	// mfccFloor is the lowest filter energy counted, about 70 dB below
	// that of a vowel at -20 dBFS: what lies below is not heard next to
	// the speech, so it does not make two words differ.
	mfccFloor = 1e-7
)

func mel(f float64) float64    { return 2595 * math.Log10(1+f/700) }
func melInv(m float64) float64 { return 700 * (math.Pow(10, m/2595) - 1) }

// MFCC returns the mel-frequency cepstral coefficients c1 to c12 of in,
// taken at rate: 25 ms Hamming-windowed frames every 10 ms after a
// pre-emphasis of 0.97, 26 triangular mel filters from 100 Hz to half
// the rate (at most 8 kHz), the logarithm of each filter's energy (not
// below a floor about 70 dB under the level of a vowel at -20 dBFS) and
// their discrete cosine transform. A clip shorter than a frame gives one
// frame padded with zeros.
func MFCC(in []float32, rate int) [][]float64 {
	frame := max(1, rate*25/1000)
	hop := max(1, rate/100)
	n := nextPow2(frame)
	win := make([]float64, frame)
	for i := range win {
		win[i] = 0.54 - 0.46*math.Cos(2*math.Pi*float64(i)/float64(frame-1))
	}
	// Filter bank: for each filter, the weight of each bin.
	hi := min(mfccHigh, float64(rate)/2)
	lo, top := mel(mfccLow), mel(hi)
	edges := make([]float64, mfccFilters+2)
	for i := range edges {
		edges[i] = melInv(lo + (top-lo)*float64(i)/float64(mfccFilters+1))
	}
	bins := n/2 + 1
	weights := make([][]float64, mfccFilters)
	for j := range weights {
		weights[j] = make([]float64, bins)
		for k := range bins {
			f := float64(k) * float64(rate) / float64(n)
			a, c, b := edges[j], edges[j+1], edges[j+2]
			switch {
			case f > a && f <= c:
				weights[j][k] = (f - a) / (c - a)
			case f > c && f < b:
				weights[j][k] = (b - f) / (b - c)
			}
		}
	}
	var frames [][]float64
	buf := make([]complex128, n)
	logE := make([]float64, mfccFilters)
	for start := 0; ; start += hop {
		clear(buf)
		for i := range frame {
			var v, prev float64
			if p := start + i; p < len(in) {
				v = float64(in[p])
				if p > 0 {
					prev = float64(in[p-1])
				}
			}
			buf[i] = complex((v-0.97*prev)*win[i], 0)
		}
		fft(buf, false)
		for j, w := range weights {
			var e float64
			for k, wk := range w {
				if wk != 0 {
					re, im := real(buf[k]), imag(buf[k])
					e += wk * (re*re + im*im)
				}
			}
			logE[j] = math.Log(max(e, mfccFloor))
		}
		c := make([]float64, mfccCoeffs)
		for q := range c {
			var s float64
			for j, v := range logE {
				s += v * math.Cos(math.Pi*float64(q+1)*(float64(j)+0.5)/mfccFilters)
			}
			c[q] = s * math.Sqrt(2.0/mfccFilters)
		}
		frames = append(frames, c)
		if start+frame >= len(in) {
			break
		}
	}
	return frames
}

// DTW returns the distance of two sequences of feature vectors: the
// Euclidean distances of the frames paired along the cheapest path of
// dynamic time warping (steps of one frame in either sequence or both,
// a diagonal step counting twice), divided by the total number of
// frames. Identical sequences are 0 apart; a sequence and the same
// sequence spoken more slowly are close.
func DTW(a, b [][]float64) float64 {
	if len(a) == 0 || len(b) == 0 {
		if len(a) == len(b) {
			return 0
		}
		return math.Inf(1)
	}
	dist := func(x, y []float64) float64 {
		var s float64
		for i := range x {
			d := x[i] - y[i]
			s += d * d
		}
		return math.Sqrt(s)
	}
	inf := math.Inf(1)
	prev := make([]float64, len(b)+1)
	cur := make([]float64, len(b)+1)
	for j := range prev {
		prev[j] = inf
	}
	prev[0] = 0
	for i := 1; i <= len(a); i++ {
		cur[0] = inf
		for j := 1; j <= len(b); j++ {
			d := dist(a[i-1], b[j-1])
			cur[j] = min(prev[j]+d, cur[j-1]+d, prev[j-1]+2*d)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)] / float64(len(a)+len(b))
}
