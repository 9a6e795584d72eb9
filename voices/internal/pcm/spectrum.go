package pcm

import (
	"math"
	"math/bits"
	"math/cmplx"
)

// fft transforms x in place (radix 2, decimation in time); len(x) must be
// a power of two. inverse gives the unscaled inverse transform.
func fft(x []complex128, inverse bool) {
	n := len(x)
	if n <= 1 {
		return
	}
	shift := 64 - uint(bits.TrailingZeros(uint(n)))
	for i := range x {
		j := int(bits.Reverse64(uint64(i)) >> shift)
		if j > i {
			x[i], x[j] = x[j], x[i]
		}
	}
	sign := -1.0
	if inverse {
		sign = 1
	}
	for size := 2; size <= n; size <<= 1 {
		half := size / 2
		step := cmplx.Rect(1, sign*2*math.Pi/float64(size))
		for start := 0; start < n; start += size {
			w := complex(1, 0)
			for k := range half {
				a, b := x[start+k], x[start+k+half]*w
				x[start+k], x[start+k+half] = a+b, a-b
				w *= step
			}
		}
	}
}

// nextPow2 returns the smallest power of two not below n (and at least 1).
func nextPow2(n int) int {
	p := 1
	for p < n {
		p <<= 1
	}
	return p
}

// The frames of the long-term spectrum (see MeanPowerSpectrum).
const (
	SpectrumFrame = 512
	SpectrumHop   = 256
)

// hann returns a periodic Hann window of n points.
func hann(n int) []float64 {
	w := make([]float64, n)
	for i := range w {
		w[i] = 0.5 - 0.5*math.Cos(2*math.Pi*float64(i)/float64(n))
	}
	return w
}

// MeanPowerSpectrum returns the mean power spectrum of 16-bit samples:
// Hann-windowed frames of SpectrumFrame samples every SpectrumHop
// samples, the squared magnitude of each frame's transform averaged over
// the frames, for the bins 0 to SpectrumFrame/2 (bin k is at
// k·rate/SpectrumFrame Hz). A clip shorter than a frame is one frame
// padded with zeros. Samples are taken as v/32768.
func MeanPowerSpectrum(s []int16) []float64 {
	const n = SpectrumFrame
	out := make([]float64, n/2+1)
	if len(s) == 0 {
		return out
	}
	w := hann(n)
	buf := make([]complex128, n)
	frames := 0
	for start := 0; ; start += SpectrumHop {
		for i := range buf {
			var v float64
			if start+i < len(s) {
				v = float64(s[start+i]) / 32768
			}
			buf[i] = complex(v*w[i], 0)
		}
		fft(buf, false)
		for k := range out {
			re, im := real(buf[k]), imag(buf[k])
			out[k] += re*re + im*im
		}
		frames++
		if start+n >= len(s) {
			break
		}
	}
	for k := range out {
		out[k] /= float64(frames)
	}
	return out
}

// Octave bands of the spectral balance: 250–500, 500–1000, 1000–2000
// and 2000–4000 Hz. The first is the reference of the other three.
var BandEdges = [5]float64{250, 500, 1000, 2000, 4000}

// BandPowers sums a power spectrum from MeanPowerSpectrum, taken at rate,
// into the four octave bands of BandEdges: bin k belongs to the band
// with lo ≤ k·rate/SpectrumFrame < hi.
func BandPowers(spec []float64, rate int) [4]float64 {
	var p [4]float64
	for k, v := range spec {
		f := float64(k) * float64(rate) / SpectrumFrame
		for b := range 4 {
			if f >= BandEdges[b] && f < BandEdges[b+1] {
				p[b] += v
			}
		}
	}
	return p
}
