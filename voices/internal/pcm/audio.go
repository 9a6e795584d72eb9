// Package pcm holds the sample-level work of voice packs: decoding clips
// and resampling them (both through github.com/gopxl/beep/v2), encoding
// WAV files (beep's encoder), and what beep has no equivalent for:
// changing speed without changing pitch, trimming silence, measuring and
// levelling loudness. Samples are mono float32 in the range -1 to 1
// unless a function says otherwise.
package pcm

import (
	"fmt"
	"math"
)

// Audio is a mono signal at a sample rate.
type Audio struct {
	Rate    int
	Samples []float32
}

// Duration returns the length in seconds.
func (a Audio) Duration() float64 {
	if a.Rate <= 0 {
		return 0
	}
	return float64(len(a.Samples)) / float64(a.Rate)
}

// Kind names an audio file format.
type Kind string

// The formats Decode reads.
const (
	WAV    Kind = "WAV"
	FLAC   Kind = "FLAC"
	Vorbis Kind = "Ogg Vorbis"
)

// Format describes how a file stores its samples.
type Format struct {
	Kind     Kind
	Rate     int
	Channels int
	// Bits is the size of an integer sample; 0 for Ogg Vorbis, which has
	// none.
	Bits int
}

func (f Format) String() string {
	s := fmt.Sprintf("%s, %d Hz, %d channel(s)", f.Kind, f.Rate, f.Channels)
	if f.Bits > 0 {
		s += fmt.Sprintf(", %d-bit", f.Bits)
	}
	return s
}

// ToInt16 converts float samples to 16-bit, clamping to full scale.
func ToInt16(in []float32) []int16 {
	out := make([]int16, len(in))
	for i, v := range in {
		x := math.Round(float64(v) * 32767)
		out[i] = int16(max(-32768, min(32767, x)))
	}
	return out
}

// FromInt16 converts 16-bit samples to floats.
func FromInt16(in []int16) []float32 {
	out := make([]float32, len(in))
	for i, v := range in {
		out[i] = float32(v) / 32768
	}
	return out
}

// Int16Bytes appends samples to dst as little-endian bytes.
func Int16Bytes(dst []byte, samples []int16) []byte {
	for _, s := range samples {
		dst = append(dst, byte(s), byte(uint16(s)>>8))
	}
	return dst
}
