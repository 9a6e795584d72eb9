// Package pcm holds the sample-level work of voice packs: reading and
// writing WAV files, resampling, changing speed without changing pitch,
// trimming silence and measuring loudness. Samples are mono float32 in
// the range -1 to 1 unless a function says otherwise.
package pcm

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
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

// Format describes how a WAV file stores its samples.
type Format struct {
	Rate     int
	Channels int
	Bits     int
	Float    bool
}

func (f Format) String() string {
	kind := "integer"
	if f.Float {
		kind = "float"
	}
	return fmt.Sprintf("%d Hz, %d channel(s), %d-bit %s", f.Rate, f.Channels, f.Bits, kind)
}

const (
	fmtPCM        = 1
	fmtFloat      = 3
	fmtExtensible = 0xFFFE
)

// maxWAVSamples bounds what one file may claim, so that a corrupt size
// cannot make the reader allocate gigabytes.
const maxWAVSamples = 1 << 27

// DecodeWAV reads a RIFF WAVE file held in data and mixes its channels
// down to mono. It understands 8, 16, 24 and 32-bit integer samples and
// 32 and 64-bit float samples, plain or in the extensible format. Errors
// name the byte offset where the file went wrong; if the sample data is
// cut short, the samples read so far are returned with the error.
func DecodeWAV(data []byte) (Audio, Format, error) {
	var f Format
	if len(data) < 12 {
		return Audio{}, f, fmt.Errorf("wav: file is %d bytes long, too short for a RIFF header", len(data))
	}
	if string(data[0:4]) != "RIFF" || string(data[8:12]) != "WAVE" {
		return Audio{}, f, errors.New("wav: not a RIFF WAVE file (byte 0)")
	}
	haveFmt := false
	off := 12
	for {
		if off+8 > len(data) {
			if haveFmt {
				return Audio{}, f, fmt.Errorf("wav: no data chunk before the end of the file at byte %d", off)
			}
			return Audio{}, f, fmt.Errorf("wav: no fmt chunk before the end of the file at byte %d", off)
		}
		id := string(data[off : off+4])
		size := int64(binary.LittleEndian.Uint32(data[off+4 : off+8]))
		body := off + 8
		switch id {
		case "fmt ":
			if size < 16 || int64(body)+size > int64(len(data)) {
				return Audio{}, f, fmt.Errorf("wav: fmt chunk at byte %d has a bad size %d", off, size)
			}
			c := data[body : body+int(size)]
			tag := binary.LittleEndian.Uint16(c[0:2])
			f.Channels = int(binary.LittleEndian.Uint16(c[2:4]))
			f.Rate = int(binary.LittleEndian.Uint32(c[4:8]))
			f.Bits = int(binary.LittleEndian.Uint16(c[14:16]))
			if tag == fmtExtensible {
				if size < 40 {
					return Audio{}, f, fmt.Errorf("wav: extensible fmt chunk at byte %d is only %d bytes", off, size)
				}
				tag = binary.LittleEndian.Uint16(c[24:26])
			}
			switch tag {
			case fmtPCM:
				if f.Bits != 8 && f.Bits != 16 && f.Bits != 24 && f.Bits != 32 {
					return Audio{}, f, fmt.Errorf("wav: %d-bit integer samples are not supported (byte %d)", f.Bits, body+14)
				}
			case fmtFloat:
				f.Float = true
				if f.Bits != 32 && f.Bits != 64 {
					return Audio{}, f, fmt.Errorf("wav: %d-bit float samples are not supported (byte %d)", f.Bits, body+14)
				}
			default:
				return Audio{}, f, fmt.Errorf("wav: sample format %d is not supported, only PCM and float (byte %d)", tag, body)
			}
			if f.Channels < 1 || f.Channels > 16 {
				return Audio{}, f, fmt.Errorf("wav: %d channels is not supported (byte %d)", f.Channels, body+2)
			}
			if f.Rate < 1000 || f.Rate > 384000 {
				return Audio{}, f, fmt.Errorf("wav: sample rate %d Hz is not supported (byte %d)", f.Rate, body+4)
			}
			haveFmt = true
		case "data":
			if !haveFmt {
				return Audio{}, f, fmt.Errorf("wav: data chunk at byte %d comes before the fmt chunk", off)
			}
			return decodeSamples(data, body, size, f)
		}
		next := int64(body) + size + size&1
		if next > int64(len(data)) {
			return Audio{}, f, fmt.Errorf("wav: chunk %q at byte %d runs past the end of the file", printable(id), off)
		}
		off = int(next)
	}
}

func printable(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c < 32 || c > 126 {
			b[i] = '?'
		}
	}
	return string(b)
}

func decodeSamples(data []byte, body int, size int64, f Format) (Audio, Format, error) {
	frameBytes := f.Channels * f.Bits / 8
	var truncated error
	avail := int64(len(data) - body)
	// A size of 0 or 0xFFFFFFFF is what streaming writers leave behind:
	// take the rest of the file.
	if size == 0 || size == 0xFFFFFFFF {
		size = avail
	}
	if size > avail {
		truncated = fmt.Errorf("wav: data chunk at byte %d claims %d bytes but the file ends at byte %d", body-8, size, len(data))
		size = avail
	}
	frames := int(size / int64(frameBytes))
	if frames > maxWAVSamples {
		return Audio{}, f, fmt.Errorf("wav: data chunk at byte %d holds %d frames, more than a voice clip can have", body-8, frames)
	}
	if truncated == nil && size%int64(frameBytes) != 0 {
		truncated = fmt.Errorf("wav: data chunk at byte %d ends in the middle of a sample frame", body-8)
	}
	out := make([]float32, frames)
	bps := f.Bits / 8
	p := body
	scale := float32(1) / float32(f.Channels)
	for i := range frames {
		var sum float32
		for range f.Channels {
			sum += sampleAt(data[p:p+bps], f)
			p += bps
		}
		out[i] = sum * scale
	}
	return Audio{Rate: f.Rate, Samples: out}, f, truncated
}

func sampleAt(b []byte, f Format) float32 {
	if f.Float {
		var v float64
		if f.Bits == 32 {
			v = float64(math.Float32frombits(binary.LittleEndian.Uint32(b)))
		} else {
			v = math.Float64frombits(binary.LittleEndian.Uint64(b))
		}
		if math.IsNaN(v) {
			return 0
		}
		return float32(max(-1, min(1, v)))
	}
	switch f.Bits {
	case 8:
		return float32(int(b[0])-128) / 128
	case 16:
		return float32(int16(binary.LittleEndian.Uint16(b))) / 32768
	case 24:
		v := int32(uint32(b[0])<<8|uint32(b[1])<<16|uint32(b[2])<<24) >> 8
		return float32(v) / (1 << 23)
	default:
		return float32(float64(int32(binary.LittleEndian.Uint32(b))) / (1 << 31))
	}
}

// WAVHeader returns the 44-byte header of a mono 16-bit PCM WAV file
// holding n samples at rate.
func WAVHeader(rate, n int) []byte {
	h := make([]byte, 44)
	data := uint32(n * 2)
	copy(h[0:], "RIFF")
	binary.LittleEndian.PutUint32(h[4:], 36+data)
	copy(h[8:], "WAVEfmt ")
	binary.LittleEndian.PutUint32(h[16:], 16)
	binary.LittleEndian.PutUint16(h[20:], fmtPCM)
	binary.LittleEndian.PutUint16(h[22:], 1)
	binary.LittleEndian.PutUint32(h[24:], uint32(rate))
	binary.LittleEndian.PutUint32(h[28:], uint32(rate*2))
	binary.LittleEndian.PutUint16(h[32:], 2)
	binary.LittleEndian.PutUint16(h[34:], 16)
	copy(h[36:], "data")
	binary.LittleEndian.PutUint32(h[40:], data)
	return h
}

// WriteWAV writes samples as a mono 16-bit PCM WAV file.
func WriteWAV(w io.Writer, rate int, samples []int16) error {
	if _, err := w.Write(WAVHeader(rate, len(samples))); err != nil {
		return err
	}
	_, err := w.Write(Int16Bytes(nil, samples))
	return err
}

// Int16Bytes appends samples to dst as little-endian bytes.
func Int16Bytes(dst []byte, samples []int16) []byte {
	for _, s := range samples {
		dst = append(dst, byte(s), byte(uint16(s)>>8))
	}
	return dst
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
