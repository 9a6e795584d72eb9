package pcm

import (
	"errors"
	"fmt"
	"io"
	"math"
	"slices"

	"github.com/gopxl/beep/v2"
	"github.com/gopxl/beep/v2/wav"
)

// ResampleQuality is the quality given to beep.Resample: it fits a
// polynomial through 2×4 neighbouring samples. Measured on a 3 kHz tone
// taken from 16 to 48 kHz, quality 4 leaves an error 54 dB below the
// signal and converts 10 s in 0.1 s; quality 6 reaches 76 dB but takes
// three times as long, which a pack of 100 s of speech prepared at
// another rate would make the player wait for.
const ResampleQuality = 4

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
// A stream longer than MaxWAVSamples is refused with WAVTooLong once
// the file reaches that size (the caller removes what was written).
func WriteWAV(w io.WriteSeeker, rate int, s beep.Streamer) error {
	lw := &limitWriter{w: w, limit: wavHeader + 2*maxWAVSamples}
	err := wav.Encode(lw, s, beep.Format{SampleRate: beep.SampleRate(rate), NumChannels: 1, Precision: 2})
	if errors.Is(err, errWAVLimit) {
		return WAVTooLong(maxWAVSamples+1, rate)
	}
	return err
}

// wavHeader is the size of the header beep's encoder writes.
const wavHeader = 44

// MaxWAVSamples is the largest number of 16-bit mono samples a WAV file
// holds: the size of its RIFF chunk, the data and 36 bytes of header,
// is a 32-bit number, so the file can be at most 4 GiB (2^32 - 1 bytes
// plus 8). Beyond it the sizes would wrap around.
const MaxWAVSamples = (math.MaxUint32 - (wavHeader - 8)) / 2

// maxWAVSamples is MaxWAVSamples; tests lower it.
var maxWAVSamples int64 = MaxWAVSamples

// WAVTooLongError says that speech of Samples samples at Rate is more
// than a WAV file holds (MaxSamples; 4 GiB).
type WAVTooLongError struct {
	Samples, MaxSamples int64
	Rate                int
}

func (e *WAVTooLongError) Fact() (string, []any) {
	return "w-a-v-too-long", []any{e.Hours(), e.GB(), e.MaxHours(), e.Rate}
}

func (e *WAVTooLongError) Error() string {
	return fmt.Sprintf("wav: %d samples, at most %d", e.Samples, e.MaxSamples)
}

// Hours is how long the speech would last; MaxHours how long a WAV file
// holds at the rate.
func (e *WAVTooLongError) Hours() float64    { return float64(e.Samples) / float64(e.Rate) / 3600 }
func (e *WAVTooLongError) MaxHours() float64 { return float64(e.MaxSamples) / float64(e.Rate) / 3600 }

// GB is the size the file would have, in 10⁹ bytes.
func (e *WAVTooLongError) GB() float64 { return float64(wavHeader+2*e.Samples) / 1e9 }

// WAVTooLong returns the error for speech of n samples at rate, more
// than a WAV file holds.
func WAVTooLong(n int64, rate int) error {
	return &WAVTooLongError{Samples: n, MaxSamples: maxWAVSamples, Rate: rate}
}

// TooLongForWAV tells whether n samples are more than a WAV file holds.
func TooLongForWAV(n int64) bool { return n > maxWAVSamples }

var errWAVLimit = errors.New("WAV size limit reached")

// limitWriter passes writes to w until the file would grow past limit
// bytes.
type limitWriter struct {
	w          io.WriteSeeker
	pos, limit int64
}

func (l *limitWriter) Write(p []byte) (int, error) {
	if l.pos+int64(len(p)) > l.limit {
		return 0, errWAVLimit
	}
	n, err := l.w.Write(p)
	l.pos += int64(n)
	return n, err
}

func (l *limitWriter) Seek(off int64, whence int) (int64, error) {
	pos, err := l.w.Seek(off, whence)
	if err == nil {
		l.pos = pos
	}
	return pos, err
}

// MemFile is an in-memory file for beep's WAV encoder, which seeks back
// to write the header.
type MemFile struct {
	data []byte
	pos  int
}

// Bytes returns what was written.
func (m *MemFile) Bytes() []byte { return m.data }

// Reset empties the file, keeping its memory.
func (m *MemFile) Reset() { m.data, m.pos = m.data[:0], 0 }

// Write writes p at the file's position.
func (m *MemFile) Write(p []byte) (int, error) {
	if end := m.pos + len(p); end > len(m.data) {
		m.data = append(m.data, make([]byte, end-len(m.data))...)
	}
	copy(m.data[m.pos:], p)
	m.pos += len(p)
	return len(p), nil
}

// Seek moves the file's position.
func (m *MemFile) Seek(off int64, whence int) (int64, error) {
	switch whence {
	case io.SeekCurrent:
		off += int64(m.pos)
	case io.SeekEnd:
		off += int64(len(m.data))
	}
	if off < 0 {
		return 0, errors.New("seek before the start")
	}
	m.pos = int(off)
	return off, nil
}

// WAVBytes returns 16-bit mono samples at rate as the bytes of a WAV
// file written by WriteWAV.
func WAVBytes(rate int, samples []int16) ([]byte, error) {
	f := &MemFile{data: make([]byte, 0, 44+2*len(samples))}
	if err := WriteWAV(f, rate, Int16Streamer(samples)); err != nil {
		return nil, err
	}
	return f.data, nil
}
