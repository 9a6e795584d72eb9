package voices

import (
	"fmt"
	"math"

	"github.com/rochade/rochade/voices/internal/pcm"
)

// Balance is the spectral balance of a pack: the long-term level of the
// octave bands 500–1000 Hz, 1–2 kHz and 2–4 kHz, in dB relative to the
// 250–500 Hz band. See MeasureBalance.
type Balance [3]float64

// SpeechShape is the balance of natural speech at normal vocal effort
// (the ANSI S3.5 speech spectrum, interpolated between its octave
// centres). The equaliser brings packs to it.
var SpeechShape = Balance{-2.5, -8.5, -14}

// BalanceWarn is how far, in dB, a band of a pack may lie from
// SpeechShape before Check warns that the pack is muffled or tinny.
const BalanceWarn = 6.0

// balanceReach is how far, in dB, the equaliser brings every band to
// SpeechShape (it stops once all are this close).
const balanceReach = 0.2

// maxEQGain bounds the gain the equaliser gives a band, in dB: a band
// that holds almost nothing (a telephone recording above 3.4 kHz) is not
// raised out of the noise.
const maxEQGain = 18.0

var bandNames = [3]string{"500–1000 Hz", "1–2 kHz", "2–4 kHz"}

func (b Balance) String() string {
	return fmt.Sprintf("%s %.1f dB, %s %.1f dB, %s %.1f dB", bandNames[0], b[0], bandNames[1], b[1], bandNames[2], b[2])
}

// Off returns, for each band, how many dB b lies above (positive) or
// below SpeechShape.
func (b Balance) Off() Balance {
	var d Balance
	for i := range b {
		d[i] = b[i] - SpeechShape[i]
	}
	return d
}

// BalanceMeter adds up the long-term spectrum of clips: each clip's mean
// power spectrum (16-bit samples, Hann-windowed frames of 512 samples
// every 256) is summed into octave bands, and the band powers of all
// clips are added.
type BalanceMeter struct {
	bands [4]float64
	clips int
}

// Add adds the spectrum of one clip of 16-bit samples taken at rate.
func (m *BalanceMeter) Add(s []int16, rate int) {
	p := pcm.BandPowers(pcm.MeanPowerSpectrum(s), rate)
	for i := range p {
		m.bands[i] += p[i]
	}
	m.clips++
}

// Balance returns the balance of the clips added so far, and false if
// there is nothing in the 250–500 Hz band to compare with.
func (m *BalanceMeter) Balance() (Balance, bool) {
	var b Balance
	if m.bands[0] <= 0 {
		return b, false
	}
	for i := range b {
		b[i] = 10 * math.Log10(max(m.bands[i+1], 1e-30)/m.bands[0])
	}
	return b, true
}

// MeasureBalance returns the spectral balance of clips of 16-bit samples
// at rate (see BalanceMeter).
func MeasureBalance(clips [][]int16, rate int) (Balance, bool) {
	var m BalanceMeter
	for _, c := range clips {
		m.Add(c, rate)
	}
	return m.Balance()
}

// EQResult tells what Equalize did.
type EQResult struct {
	// Before and After are the balance of the clips before and after.
	Before, After Balance
	// Gains are the equaliser's gains for the four bands (see pcm.EQ),
	// in dB, before the clips were levelled again.
	Gains [4]float64
}

// Equalize brings the long-term spectrum of clips (samples from -1 to 1
// at rate, trimmed as TidyClip leaves them) to the shape: one
// equaliser for all clips, whose gains are found by measuring the result
// and correcting until every band is within 0.2 dB of the shape (at most
// eight rounds). Every clip is then levelled again to TargetLoudness
// with its peaks below -1 dBFS, as TidyClip does, and returned as 16-bit
// samples.
func Equalize(clips [][]float32, rate int, shape Balance) ([][]int16, EQResult, error) {
	var res EQResult
	out := make([][]int16, len(clips))
	for i, c := range clips {
		out[i] = pcm.ToInt16(c)
	}
	before, ok := MeasureBalance(out, rate)
	if !ok {
		return nil, res, fmt.Errorf("the clips hold nothing between 250 and 500 Hz to equalise against")
	}
	res.Before = before
	var eq pcm.EQ
	for round := range 8 {
		if round > 0 {
			for i, c := range clips {
				s := eq.Apply(c, rate)
				pcm.Normalize(s, rate, TargetLoudness, peakCeiling)
				pcm.Fade(s, rate/200)
				out[i] = pcm.ToInt16(s)
			}
		}
		b, _ := MeasureBalance(out, rate)
		res.After, res.Gains = b, eq.Gains
		worst := 0.0
		for i := range b {
			worst = max(worst, math.Abs(b[i]-shape[i]))
		}
		if worst <= balanceReach {
			break
		}
		for i := range b {
			g := eq.Gains[i+1] + shape[i] - b[i]
			eq.Gains[i+1] = max(-maxEQGain, min(maxEQGain, g))
		}
	}
	return out, res, nil
}
