package pcm

import (
	"io"
	"slices"

	"github.com/gopxl/beep/v2"
	"github.com/gopxl/beep/v2/wav"
)

// ResampleQuality is the quality given to beep.Resample: the number of
// samples each side of a point that its polynomial goes through. 6 is
// what beep calls very good quality; resampling happens once, when a
// pack is loaded or prepared, so the cost does not matter.
const ResampleQuality = 6

// Resample converts in from rate from to rate to with beep.Resample.
func Resample(in []float32, from, to int) []float32 {
	if from == to || len(in) == 0 || from <= 0 || to <= 0 {
		return slices.Clone(in)
	}
	r := beep.Resample(ResampleQuality, beep.SampleRate(from), beep.SampleRate(to), FloatStreamer(in))
	out := make([]float32, 0, int(int64(len(in))*int64(to)/int64(from))+1)
	buf := make([][2]float64, 1024)
	for {
		n, ok := r.Stream(buf)
		for _, v := range buf[:n] {
			out = append(out, float32(v[0]))
		}
		if !ok || n == 0 {
			return out
		}
	}
}

// FloatStreamer streams mono samples as a beep.Streamer (the same value
// in both of beep's channels).
func FloatStreamer(s []float32) beep.Streamer {
	return beep.StreamerFunc(func(buf [][2]float64) (int, bool) {
		if len(s) == 0 {
			return 0, false
		}
		n := min(len(buf), len(s))
		for i, v := range s[:n] {
			buf[i] = [2]float64{float64(v), float64(v)}
		}
		s = s[n:]
		return n, true
	})
}

// Int16Streamer streams 16-bit mono samples as a beep.Streamer. The
// values it gives (v/32768) are encoded back to the same 16-bit values
// by beep's WAV encoder.
func Int16Streamer(s []int16) beep.Streamer {
	return beep.StreamerFunc(func(buf [][2]float64) (int, bool) {
		if len(s) == 0 {
			return 0, false
		}
		n := min(len(buf), len(s))
		for i, v := range s[:n] {
			x := float64(v) / 32768
			buf[i] = [2]float64{x, x}
		}
		s = s[n:]
		return n, true
	})
}

// WriteWAV writes what s streams as a mono 16-bit WAV file at rate with
// beep's encoder (wav.Encode), which writes the sizes into the header
// at the end and so needs a writer that can seek, such as a file.
func WriteWAV(w io.WriteSeeker, rate int, s beep.Streamer) error {
	return wav.Encode(w, s, beep.Format{SampleRate: beep.SampleRate(rate), NumChannels: 1, Precision: 2})
}
