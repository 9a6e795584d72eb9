package pcm

import (
	"math"
	"slices"
)

// Stretch plays in faster (speed > 1) or slower (speed < 1) without
// changing its pitch, by waveform-similarity overlap-add (WSOLA): short
// windows of the input are laid down at a new spacing, each shifted by
// up to a few milliseconds to where it best continues the one before.
func Stretch(in []float32, rate int, speed float64) []float32 {
	if speed <= 0 || math.Abs(speed-1) < 1e-3 || len(in) == 0 {
		return slices.Clone(in)
	}
	win := rate / 50 // 20 ms
	if win < 16 {
		win = 16
	}
	win &^= 1
	hop := win / 2
	tol := rate / 200 // 5 ms search
	outLen := int(float64(len(in)) / speed)
	out := make([]float64, outLen+win)
	norm := make([]float64, outLen+win)
	w := make([]float64, win)
	for i := range w {
		w[i] = 0.5 - 0.5*math.Cos(2*math.Pi*float64(i)/float64(win))
	}
	at := func(i int) float64 {
		if i < 0 || i >= len(in) {
			return 0
		}
		return float64(in[i])
	}
	prev := 0 // input position of the previous window
	for k := 0; k*hop < outLen; k++ {
		nominal := int(float64(k*hop) * speed)
		pos := nominal
		if k > 0 {
			target := prev + hop // where the previous window naturally goes on
			best := math.Inf(-1)
			for d := -tol; d <= tol; d++ {
				p := nominal + d
				if p < 0 {
					continue
				}
				var c float64
				for j := 0; j < hop; j += 2 {
					c += at(p+j) * at(target+j)
				}
				if c > best {
					best, pos = c, p
				}
			}
		}
		base := k * hop
		for j := range win {
			if base+j < len(out) {
				out[base+j] += at(pos+j) * w[j]
				norm[base+j] += w[j]
			}
		}
		prev = pos
	}
	res := make([]float32, outLen)
	for i := range res {
		if norm[i] > 1e-6 {
			res[i] = float32(out[i] / norm[i])
		}
	}
	return res
}

// frameDB returns the level in dBFS of consecutive frames of size n.
func frameDB(in []float32, n int) []float64 {
	var out []float64
	for s := 0; s < len(in); s += n {
		e := min(s+n, len(in))
		var p float64
		for _, v := range in[s:e] {
			p += float64(v) * float64(v)
		}
		out = append(out, powerDB(p/float64(e-s)))
	}
	return out
}

func powerDB(p float64) float64 {
	if p <= 1e-12 {
		return -120
	}
	return 10 * math.Log10(p)
}

// Silence is the level, in dBFS, below which a clip counts as silent.
const Silence = -55

// Loudness returns the level of the spoken part of in, in dBFS: the mean
// power of its 20 ms frames that are no more than 30 dB below the
// loudest frame, so that pauses inside a phrase do not count. It is
// -120 for digital silence.
func Loudness(in []float32, rate int) float64 {
	n := max(1, rate/50)
	frames := frameDB(in, n)
	if len(frames) == 0 {
		return -120
	}
	top := slices.Max(frames)
	var p float64
	var count int
	for _, db := range frames {
		if db >= top-30 && db > -120 {
			p += math.Pow(10, db/10)
			count++
		}
	}
	if count == 0 {
		return -120
	}
	return powerDB(p / float64(count))
}

// Peak returns the largest absolute sample value.
func Peak(in []float32) float32 {
	var m float32
	for _, v := range in {
		m = max(m, v, -v)
	}
	return m
}

// ClippedRuns counts the places where three or more samples in a row
// sit at full scale, the mark of a recording that was too loud.
func ClippedRuns(in []float32) int {
	runs, run := 0, 0
	for _, v := range in {
		if v >= 0.999 || v <= -0.999 {
			run++
			if run == 3 {
				runs++
			}
		} else {
			run = 0
		}
	}
	return runs
}

// SpeechBounds returns where speech starts and ends in in, as sample
// indices: the first and last 10 ms frames louder than both 40 dB below
// the loudest frame and Silence. It returns 0, 0 if nothing stands out.
func SpeechBounds(in []float32, rate int) (start, end int) {
	n := max(1, rate/100)
	frames := frameDB(in, n)
	if len(frames) == 0 {
		return 0, 0
	}
	th := max(slices.Max(frames)-40, Silence)
	first, last := -1, -1
	for i, db := range frames {
		if db > th {
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	if first < 0 {
		return 0, 0
	}
	return first * n, min(len(in), (last+1)*n)
}

// Trim cuts the silence before and after the speech in in, keeping a
// margin of lead and tail seconds, and fades the ends in and out over
// 5 ms so that the cut makes no click.
func Trim(in []float32, rate int, lead, tail float64) []float32 {
	s, e := SpeechBounds(in, rate)
	if e <= s {
		return nil
	}
	s = max(0, s-int(lead*float64(rate)))
	e = min(len(in), e+int(tail*float64(rate)))
	out := slices.Clone(in[s:e])
	Fade(out, rate/200)
	return out
}

// Fade ramps the first and last n samples of in up from and down to zero.
func Fade(in []float32, n int) {
	n = min(n, len(in)/2)
	for i := range n {
		g := float32(i) / float32(n)
		in[i] *= g
		in[len(in)-1-i] *= g
	}
}

// Gain multiplies in by the factor for db decibels.
func Gain(in []float32, db float64) {
	g := float32(math.Pow(10, db/20))
	for i := range in {
		in[i] *= g
	}
}

// Normalize brings the spoken part of in to target dBFS (see Loudness).
// Peaks that would pass ceiling (a linear value below 1) are softly
// limited so that no sample clips, and the level is measured again
// after limiting so that the result stays on target.
func Normalize(in []float32, rate int, target float64, ceiling float32) {
	for range 4 {
		l := Loudness(in, rate)
		if l <= -120 {
			return
		}
		Gain(in, target-l)
		if Peak(in) <= ceiling {
			if math.Abs(Loudness(in, rate)-target) < 0.05 {
				return
			}
			continue
		}
		limit(in, ceiling)
	}
}

// limit compresses samples above 70% of ceiling smoothly so that none
// goes beyond ceiling.
func limit(in []float32, ceiling float32) {
	knee := 0.7 * ceiling
	room := ceiling - knee
	for i, v := range in {
		a := max(v, -v)
		if a <= knee {
			continue
		}
		c := knee + room*float32(math.Tanh(float64((a-knee)/room)))
		if v < 0 {
			c = -c
		}
		in[i] = c
	}
}

// Dynamics returns how much the level of the sound in in varies: the
// difference in dB between the 90th and the 10th percentile of the
// levels of the 10 ms frames between SpeechBounds, leaving out 30 ms at
// each end (where a tidied clip fades in and out). Speech, made of
// syllables, consonants and pauses, varies by well over 10 dB; steady
// noise or hum by a few dB, also when silence comes before and after it.
// ok is false for a sound too short to tell (less than 110 ms).
func Dynamics(in []float32, rate int) (db float64, ok bool) {
	s, e := SpeechBounds(in, rate)
	in = in[s:e]
	n := max(1, rate/100)
	edge := 3 * n
	if len(in) < 2*edge+5*n {
		return 0, false
	}
	frames := frameDB(in[edge:len(in)-edge], n)
	slices.Sort(frames)
	lo := frames[len(frames)/10]
	hi := frames[len(frames)*9/10]
	return hi - lo, true
}

// FlatTops counts the runs of three or more samples in a row that sit
// at the peak of in (within 1/32768 of it, with the peak's sign): the
// mark of a take that clipped, which stays when its level is changed.
func FlatTops(in []float32) int {
	peak := Peak(in)
	if peak == 0 {
		return 0
	}
	const lsb = 1.0 / 32768
	runs, run := 0, 0
	var sign float32
	for _, v := range in {
		a := max(v, -v)
		s := float32(1)
		if v < 0 {
			s = -1
		}
		if a >= peak-lsb && (run == 0 || s == sign) {
			sign = s
			run++
			if run == 3 {
				runs++
			}
		} else {
			run = 0
		}
	}
	return runs
}

// Voiced tells whether in holds a voiced sound: a 40 ms stretch, no more
// than 20 dB below the loudest, whose normalised autocorrelation, after
// first falling below zero, has a peak of at least 0.6 at a lag of a
// voice's pitch period (2.5 to 16 ms, 62 to 400 Hz). Speech has vowels;
// hiss, and hum at 50 or 60 Hz alone, have none.
func Voiced(in []float32, rate int) bool {
	n := max(8, rate*40/1000)
	hop := n / 2
	minLag, maxLag := max(1, rate/400), rate/62
	frames := frameDB(in, hop)
	if len(frames) == 0 {
		return false
	}
	top := slices.Max(frames)
	r := make([]float64, maxLag+2)
	for f := range frames {
		start := f * hop
		if frames[f] < top-20 || start+n+maxLag+1 > len(in) {
			continue
		}
		x := in[start : start+n]
		var ex float64
		for _, v := range x {
			ex += float64(v) * float64(v)
		}
		if ex == 0 {
			continue
		}
		for lag := 1; lag <= maxLag+1; lag++ {
			y := in[start+lag : start+lag+n]
			var xy, ey float64
			for i, v := range x {
				w := float64(y[i])
				xy += float64(v) * w
				ey += w * w
			}
			if ey > 0 {
				r[lag] = xy / math.Sqrt(ex*ey)
			} else {
				r[lag] = 0
			}
		}
		fell := false
		for lag := 2; lag <= maxLag; lag++ {
			if r[lag] < 0 {
				fell = true
			}
			if fell && lag >= minLag && r[lag] >= 0.6 && r[lag] >= r[lag-1] && r[lag] >= r[lag+1] {
				return true
			}
		}
	}
	return false
}
