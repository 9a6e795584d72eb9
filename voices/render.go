package voices

import (
	"fmt"
	"io"
	"math"
	"strings"
	"time"

	"github.com/gopxl/beep/v2"
	"github.com/gopxl/beep/v2/generators"

	"github.com/rochade/rochade/phonetic"
	"github.com/rochade/rochade/voices/internal/pcm"
)

// Voice is a pack made ready for output: every clip converted to the
// output rate, with speed and volume applied, as 16-bit samples. It is
// built once; speaking with it only arranges clips.
type Voice struct {
	rate  int
	clips [][]int16 // by token
}

// Prepare makes a Voice of p at the output rate, speed (1 = as recorded,
// 1.5 = half as fast again, pitch kept) and volume (1 = as recorded).
func Prepare(p *Pack, rate int, speed, volume float64) (*Voice, error) {
	prep, err := newPreparer(p.Rate(), rate, speed, volume)
	if err != nil {
		return nil, err
	}
	all := phonetic.All()
	v := &Voice{rate: rate, clips: make([][]int16, int(all[len(all)-1])+1)}
	for _, t := range all {
		if src, ok := p.Clip(t); ok { // else Append reports the missing word
			v.clips[t] = prep.clip(src)
		}
	}
	return v, nil
}

// preparer brings clips to the output rate, speed and volume; clips
// sharing one recording share the result.
type preparer struct {
	from, to      int
	speed, volume float64
	done          map[*float32][]int16
}

func newPreparer(from, to int, speed, volume float64) (*preparer, error) {
	if speed < 0.5 || speed > 3 || math.IsNaN(speed) {
		return nil, fmt.Errorf("voices: speed %g outside 0.5 to 3", speed)
	}
	if volume < 0 || volume > 4 || math.IsNaN(volume) {
		return nil, fmt.Errorf("voices: volume %g outside 0 to 4", volume)
	}
	return &preparer{from: from, to: to, speed: speed, volume: volume, done: map[*float32][]int16{}}, nil
}

func (pr *preparer) clip(src []float32) []int16 {
	if len(src) > 0 {
		if c, ok := pr.done[&src[0]]; ok {
			return c
		}
	}
	s := pcm.Resample(src, pr.from, pr.to)
	s = pcm.Stretch(s, pr.to, pr.speed)
	if pr.volume != 1 {
		for i := range s {
			s[i] *= float32(pr.volume)
		}
	}
	c := pcm.ToInt16(s)
	if len(src) > 0 {
		pr.done[&src[0]] = c
	}
	return c
}

// Rate returns the output sample rate of the voice.
func (v *Voice) Rate() int { return v.rate }

// ClipLen returns the number of samples of token t's clip.
func (v *Voice) ClipLen(t phonetic.Token) int {
	if int(t) >= len(v.clips) {
		return 0
	}
	return len(v.clips[t])
}

// Samples returns the number of samples in d at rate.
func Samples(d time.Duration, rate int) int {
	return int(d.Seconds()*float64(rate) + 0.5)
}

// Segment is a piece of a phrase: a clip, or silence when Clip is nil.
type Segment struct {
	Clip    []int16
	Silence int
}

func (s Segment) len() int {
	if s.Clip != nil {
		return len(s.Clip)
	}
	return s.Silence
}

// Phrase is a list of clips and silences ready to play.
type Phrase struct {
	Segs []Segment
	// Len is the total number of samples.
	Len int
}

// Append adds the clips of toks, spoken by v, to ph, with gap samples of
// silence between one clip and the next (and before the first, if ph
// already holds something).
//
// A word the voice has no clip for is left out; the error, a
// *MissingError, names it, and the rest of the phrase is still there.
func (v *Voice) Append(ph *Phrase, toks []phonetic.Token, gap int) error {
	var missing []phonetic.Token
	for _, t := range toks {
		if int(t) >= len(v.clips) || v.clips[t] == nil {
			missing = append(missing, t)
			continue
		}
		if ph.Len > 0 && gap > 0 {
			ph.Segs = append(ph.Segs, Segment{Silence: gap})
			ph.Len += gap
		}
		ph.Segs = append(ph.Segs, Segment{Clip: v.clips[t]})
		ph.Len += len(v.clips[t])
	}
	if missing != nil {
		return &MissingError{Tokens: missing}
	}
	return nil
}

// MissingError names the words a voice has no clip for.
type MissingError struct {
	Tokens []phonetic.Token
}

func (e *MissingError) Fact() (string, []any) {
	words := make([]string, len(e.Tokens))
	for i, t := range e.Tokens {
		words[i] = fmt.Sprintf("%q (%s)", t.Spell(phonetic.German), t.Key())
	}
	return "voices-missing-clips", []any{strings.Join(words, ", ")}
}

func (e *MissingError) Error() string {
	words := make([]string, len(e.Tokens))
	for i, t := range e.Tokens {
		words[i] = fmt.Sprintf("%q (%s)", t.Spell(phonetic.German), t.Key())
	}
	return "voices: no clip for " + strings.Join(words, ", ")
}

// Reset empties ph, keeping its memory.
func (ph *Phrase) Reset() {
	ph.Segs = ph.Segs[:0]
	ph.Len = 0
}

// AddSilence appends n samples of silence.
func (ph *Phrase) AddSilence(n int) {
	if n > 0 {
		ph.Segs = append(ph.Segs, Segment{Silence: n})
		ph.Len += n
	}
}

// AppendSamples appends the samples of ph to dst.
func (ph *Phrase) AppendSamples(dst []int16) []int16 {
	for _, s := range ph.Segs {
		if s.Clip != nil {
			dst = append(dst, s.Clip...)
		} else {
			dst = append(dst, make([]int16, s.Silence)...)
		}
	}
	return dst
}

// WAVWriter collects phrases and writes them as one mono 16-bit WAV
// file, with a pause between phrases. It keeps the phrases, which refer
// to the voice's clips, and streams them through beep when it writes.
type WAVWriter struct {
	rate    int
	pause   int
	phrases []*Phrase
	n       int // samples so far
}

// NewWAVWriter returns a writer at rate with pause samples between
// phrases.
func NewWAVWriter(rate, pause int) *WAVWriter {
	return &WAVWriter{rate: rate, pause: pause}
}

// Add appends a phrase. The writer keeps ph: the caller must not change
// it.
func (w *WAVWriter) Add(ph *Phrase) {
	if len(w.phrases) > 0 {
		w.n += w.pause
	}
	w.phrases = append(w.phrases, ph)
	w.n += ph.Len
}

// Len returns the number of samples so far.
func (w *WAVWriter) Len() int { return w.n }

// Seconds returns the length so far in seconds.
func (w *WAVWriter) Seconds() float64 { return float64(w.n) / float64(w.rate) }

// Streamer returns the phrases and pauses so far as one beep.Streamer.
func (w *WAVWriter) Streamer() beep.Streamer {
	var parts []beep.Streamer
	silence := func(n int) {
		if n > 0 {
			parts = append(parts, generators.Silence(n))
		}
	}
	for i, ph := range w.phrases {
		if i > 0 {
			silence(w.pause)
		}
		for _, s := range ph.Segs {
			if s.Clip != nil {
				parts = append(parts, pcm.Int16Streamer(s.Clip))
			} else {
				silence(s.Silence)
			}
		}
	}
	return beep.Seq(parts...)
}

// Encode writes the WAV file to out with beep's encoder. out must be
// able to seek (a file, say): the encoder writes the sizes into the
// header at the end. No caller writes to a pipe, so there is no second
// encoder for that case.
//
// A WAV file holds at most 4 GiB (pcm.MaxWAVSamples, about 37 hours at
// 16 kHz): longer speech is refused with a sentence before anything is
// written.
func (w *WAVWriter) Encode(out io.WriteSeeker) error {
	if pcm.TooLongForWAV(int64(w.n)) {
		return pcm.WAVTooLong(int64(w.n), w.rate)
	}
	return pcm.WriteWAV(out, w.rate, w.Streamer())
}

// WAVTooLongError says that speech is more than a WAV file holds.
type WAVTooLongError = pcm.WAVTooLongError
