package pcm

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"

	"github.com/gopxl/beep/v2"
	"github.com/gopxl/beep/v2/effects"
	"github.com/gopxl/beep/v2/flac"
	"github.com/gopxl/beep/v2/vorbis"
	"github.com/gopxl/beep/v2/wav"

	"github.com/rochade/rochade/voices/internal/fact"
)

// ErrUnsupported is wrapped by the errors of audio in a form Rochade does
// not read (sox converts it: sox IN -b 16 OUT.wav).
var ErrUnsupported error = &fact.Fact{Key: "audio-unsupported", Text: "unsupported audio"}

// Sniff tells the format of a file from its first bytes.
func Sniff(data []byte) (Kind, bool) {
	switch {
	case len(data) >= 12 && string(data[0:4]) == "RIFF" && string(data[8:12]) == "WAVE":
		return WAV, true
	case bytes.HasPrefix(data, []byte("fLaC")):
		return FLAC, true
	case bytes.HasPrefix(data, []byte("OggS")):
		return Vorbis, true
	}
	return "", false
}

// Decode reads a WAV, FLAC or Ogg Vorbis file held in data, told apart by
// their first bytes, with beep's decoders, and mixes its channels down to
// mono (beep streams at most two channels: the first two of a file with
// more). WAV files hold 8, 16 or 24-bit integer samples (what beep
// reads). Errors name the byte offset where the file went wrong (for
// FLAC and Ogg: how far the decoder had read); samples decoded before an
// error are returned with it. A file longer than maxSeconds is an error
// (with its first maxSeconds): a few bytes of FLAC can claim hours of
// samples. An Ogg Vorbis file may have at most MaxVorbisBytes(maxSeconds)
// bytes, and its header packets are checked before the decoder sees them.
func Decode(data []byte, maxSeconds int) (a Audio, f Format, err error) {
	kind, ok := Sniff(data)
	if !ok {
		return Audio{}, f, errors.New("not a WAV, FLAC or Ogg Vorbis file (byte 0)")
	}
	f.Kind = kind
	if kind == FLAC {
		// mewkiz/flac parses the first metadata block whatever its type,
		// and allocates what a picture or comment block claims (up to
		// 4 GB, which no recover can catch); the format wants STREAMINFO
		// (type 0, 34 bytes) there, which it reads safely.
		if len(data) < 8 || data[4]&0x7F != 0 || data[5] != 0 || data[6] != 0 || data[7] != 34 {
			return Audio{}, f, errors.New("the first metadata block is not a 34-byte STREAMINFO block (byte 4)")
		}
	}
	if kind == Vorbis {
		// jfreymuth/vorbis sizes its tables from the header packets
		// before checking them against the data: see checkVorbis.
		if err := checkVorbis(data, maxSeconds); err != nil {
			return Audio{}, f, err
		}
	}
	if kind == WAV {
		var fixed []byte
		var short error
		fixed, f, short, err = checkWAV(data)
		if err != nil {
			return Audio{}, f, err
		}
		a, _, err = decodeWith(fixed, f, maxSeconds)
		if err == nil {
			err = short
		}
		return a, f, err
	}
	return decodeWith(data, f, maxSeconds)
}

// decodeWith runs beep's decoder for f.Kind over data and drains it.
// beep's decoders panic on some malformed input (its WAV decoder on a
// block size of zero, for one: checkWAV keeps such files away from it);
// a panic that still happens becomes an error here.
func decodeWith(data []byte, f Format, maxSeconds int) (a Audio, _ Format, err error) {
	in := &countReader{r: bytes.NewReader(data)}
	defer func() {
		if p := recover(); p != nil {
			a = Audio{}
			err = fmt.Errorf("%s decoder failed on malformed data near byte %d (%v)", f.Kind, in.n, p)
		}
	}()
	var s beep.StreamSeekCloser
	var bf beep.Format
	switch f.Kind {
	case WAV:
		s, bf, err = wav.Decode(in)
	case FLAC:
		s, bf, err = flac.Decode(in)
	default:
		s, bf, err = vorbis.Decode(io.NopCloser(in))
	}
	if err != nil {
		return Audio{}, f, fmt.Errorf("%v (byte %d)", err, in.n)
	}
	defer s.Close()
	f.Rate, f.Channels = int(bf.SampleRate), bf.NumChannels
	if f.Kind == FLAC {
		f.Bits = bf.Precision * 8
	}
	if f.Rate < 1000 || f.Rate > 384000 {
		return Audio{}, f, fmt.Errorf("sample rate %d Hz is not supported", f.Rate)
	}
	if f.Channels < 1 {
		return Audio{}, f, fmt.Errorf("%d channels is not supported", f.Channels)
	}
	a.Rate = f.Rate
	a.Samples, err = drain(effects.Mono(s), maxSeconds, f.Rate)
	if err != nil {
		err = fmt.Errorf("%v (byte %d)", err, in.n)
	}
	return a, f, err
}

// drain reads s to its end, keeping channel 0 (both channels hold the
// same after effects.Mono). Values beyond full scale are clamped and
// NaN made silence.
func drain(s beep.Streamer, maxSeconds, rate int) ([]float32, error) {
	limit := maxSeconds * rate
	buf := make([][2]float64, 1024)
	var out []float32
	for {
		n, ok := s.Stream(buf)
		for _, v := range buf[:n] {
			x := v[0]
			if math.IsNaN(x) {
				x = 0
			}
			out = append(out, float32(max(-1, min(1, x))))
		}
		if len(out) > limit {
			return out[:limit], fmt.Errorf("holds more than %d s of sound", maxSeconds)
		}
		// beep's WAV decoder answers a cut-off file with no samples but
		// ok forever: no progress is the end too.
		if !ok || n == 0 {
			break
		}
	}
	return out, s.Err()
}

// countReader counts the bytes read through it, so that errors can say
// how far the decoder got.
type countReader struct {
	r io.Reader
	n int64
}

func (c *countReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// checkWAV walks the chunks of a RIFF WAVE file before beep's decoder
// sees it. beep v2.1.1 trusts the header: it allocates whatever size a
// chunk claims, divides by a block size of zero, indexes past its buffer
// when the block size does not match the sample size, and takes a data
// size of 0 or 0xFFFFFFFF (left by writers that stream) as empty. So the
// chunks are checked here, errors name their byte offset, and beep gets
// a copy whose data size is what the file really holds, in whole sample
// frames. short reports a data chunk that claims more than that.
func checkWAV(data []byte) (fixed []byte, f Format, short, err error) {
	f.Kind = WAV
	if len(data) > math.MaxInt32 {
		return nil, f, nil, errors.New("file is larger than 2 GB")
	}
	le := binary.LittleEndian
	haveFmt := false
	frame := 0
	for off := 12; ; {
		if off+8 > len(data) {
			what := "fmt"
			if haveFmt {
				what = "data"
			}
			return nil, f, nil, fmt.Errorf("no %s chunk before the end of the file at byte %d", what, off)
		}
		id := string(data[off : off+4])
		size := int64(le.Uint32(data[off+4 : off+8]))
		body := off + 8
		switch id {
		case "fmt ":
			if size < 16 || int64(body)+size > int64(len(data)) {
				return nil, f, nil, fmt.Errorf("fmt chunk at byte %d has a bad size %d", off, size)
			}
			c := data[body : body+int(size)]
			tag := le.Uint16(c[0:2])
			f.Channels = int(le.Uint16(c[2:4]))
			f.Rate = int(le.Uint32(c[4:8]))
			align := int(le.Uint16(c[12:14]))
			f.Bits = int(le.Uint16(c[14:16]))
			switch tag {
			case 1: // PCM
				if size%2 != 0 {
					return nil, f, nil, fmt.Errorf("fmt chunk at byte %d has an odd size %d", off, size)
				}
			case 0xFFFE: // extensible: beep reads exactly 40 bytes
				if size != 40 {
					return nil, f, nil, fmt.Errorf("extensible fmt chunk at byte %d is %d bytes, not 40", off, size)
				}
				if sub := le.Uint16(c[24:26]); sub != 1 {
					return nil, f, nil, fmt.Errorf("%w: sample format %d, not integer PCM (byte %d)", ErrUnsupported, sub, body+24)
				}
			case 3:
				return nil, f, nil, fmt.Errorf("%w: float samples, not integer PCM (byte %d)", ErrUnsupported, body)
			default:
				return nil, f, nil, fmt.Errorf("sample format %d is not supported, only integer PCM (byte %d)", tag, body)
			}
			if f.Bits != 8 && f.Bits != 16 && f.Bits != 24 {
				return nil, f, nil, fmt.Errorf("%w: %d-bit samples, not 8, 16 or 24 (byte %d)", ErrUnsupported, f.Bits, body+14)
			}
			if f.Channels < 1 || f.Channels > 16 {
				return nil, f, nil, fmt.Errorf("%d channels is not supported (byte %d)", f.Channels, body+2)
			}
			if f.Rate < 1000 || f.Rate > 384000 {
				return nil, f, nil, fmt.Errorf("sample rate %d Hz is not supported (byte %d)", f.Rate, body+4)
			}
			frame = f.Channels * f.Bits / 8
			if align != frame {
				return nil, f, nil, fmt.Errorf("block size %d does not fit %d channel(s) of %d bits (byte %d)", align, f.Channels, f.Bits, body+12)
			}
			haveFmt = true
		case "data":
			if !haveFmt {
				return nil, f, nil, fmt.Errorf("data chunk at byte %d comes before the fmt chunk", off)
			}
			avail := int64(len(data) - body)
			// A size of 0 or 0xFFFFFFFF is what streaming writers leave
			// behind: take the rest of the file.
			if size == 0 || size == 0xFFFFFFFF {
				size = avail
			}
			switch {
			case size > avail:
				short = fmt.Errorf("data chunk at byte %d claims %d bytes but the file ends at byte %d", off, size, len(data))
				size = avail
			case size%int64(frame) != 0:
				short = fmt.Errorf("data chunk at byte %d ends in the middle of a sample frame", off)
			}
			size -= size % int64(frame)
			fixed = bytes.Clone(data[:body+int(size)])
			le.PutUint32(fixed[off+4:], uint32(size))
			return fixed, f, short, nil
		}
		next := int64(body) + size + size&1
		if next > int64(len(data)) {
			return nil, f, nil, fmt.Errorf("chunk %q at byte %d runs past the end of the file", printable(id), off)
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
