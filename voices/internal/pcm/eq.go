package pcm

import (
	"math"
)

// EQ is a linear-phase equaliser with a gain for each of the four
// octave bands of BandEdges. Gains holds them in dB: the gain is
// Gains[b] throughout band b, below 250 Hz it is Gains[0] and above
// 4 kHz Gains[3]; at each inner edge (500, 1000, 2000 Hz) it passes from
// one band's gain to the next along a raised cosine a third of an octave
// wide, centred on the edge.
type EQ struct {
	Gains [4]float64
}

// eqTransition is the width of the passage from one band's gain to the
// next, in octaves.
const eqTransition = 1.0 / 3

// BandCentre returns the centre frequency of octave band b of BandEdges,
// the geometric mean of its edges.
func BandCentre(b int) float64 { return math.Sqrt(BandEdges[b] * BandEdges[b+1]) }

// Response returns the gain of e at frequency f Hz, in dB, as designed
// (Apply follows it within 0.1 dB for steady tones from 100 Hz to 7 kHz
// at 16 kHz).
func (e EQ) Response(f float64) float64 {
	if f <= 0 {
		return e.Gains[0]
	}
	for b := 1; b < 4; b++ {
		x := math.Log2(f/BandEdges[b])/eqTransition + 0.5 // 0 to 1 across the passage
		switch {
		case x <= 0:
			return e.Gains[b-1]
		case x < 1:
			return e.Gains[b-1] + (e.Gains[b]-e.Gains[b-1])*(1-math.Cos(math.Pi*x))/2
		}
	}
	return e.Gains[3]
}

// taps returns the impulse response of e at rate: 2·(rate/16)+1 taps
// centred on the middle one, made by sampling Response on a fine grid,
// transforming back and shaping with a Hann window.
func (e EQ) taps(rate int) []float64 {
	m := max(rate/16, 16)
	grid := nextPow2(8 * m)
	h := make([]complex128, grid)
	for k := 0; k <= grid/2; k++ {
		g := math.Pow(10, e.Response(float64(k)*float64(rate)/float64(grid))/20)
		h[k] = complex(g, 0)
		if k > 0 && k < grid/2 {
			h[grid-k] = h[k]
		}
	}
	fft(h, true)
	taps := make([]float64, 2*m+1)
	for i := range taps {
		n := i - m
		w := 0.5 + 0.5*math.Cos(math.Pi*float64(n)/float64(m+1))
		taps[i] = real(h[(n+grid)%grid]) / float64(grid) * w
	}
	return taps
}

// Apply returns in, taken at rate, through the equaliser: the same
// length, no delay (the filter is symmetric about its middle tap).
func (e EQ) Apply(in []float32, rate int) []float32 {
	out := make([]float32, len(in))
	if len(in) == 0 {
		return out
	}
	taps := e.taps(rate)
	m := len(taps) / 2
	n := nextPow2(4 * len(taps))
	block := n - len(taps) + 1
	kernel := make([]complex128, n)
	for i, v := range taps {
		kernel[i] = complex(v, 0)
	}
	fft(kernel, false)
	buf := make([]complex128, n)
	for start := 0; start < len(in); start += block {
		clear(buf)
		for i := 0; i < block && start+i < len(in); i++ {
			buf[i] = complex(float64(in[start+i]), 0)
		}
		fft(buf, false)
		for i := range buf {
			buf[i] *= kernel[i]
		}
		fft(buf, true)
		// buf[j] is output sample start+j of the full convolution, which
		// is sample start+j-m of the centred result.
		for j := range buf {
			o := start + j - m
			if o >= 0 && o < len(out) {
				out[o] += float32(real(buf[j]) / float64(n))
			}
		}
	}
	return out
}
