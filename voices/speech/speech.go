// Package speech is where spoken words go: the sound device, a WAV file,
// or both. Every command that speaks opens a Sink here and hands it the
// words of one phrase at a time; the phrases are rendered from the voice
// packs once, by the Speakers.
package speech

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
	"github.com/rochade/rochade/voices"
	"github.com/rochade/rochade/voices/internal/fact"
	"github.com/rochade/rochade/voices/live"
)

// Options choose the voices and the outputs.
type Options struct {
	// Voice is a voice pack folder, "default", or a speech that takes
	// text ("system", "speech-dispatcher", "nvda" …: see Speeches).
	Voice      string
	VoiceBlack string        // voice for Black's phrases ("" = Voice)
	Gap        time.Duration // silence between the words of a phrase
	Pause      time.Duration // silence between phrases
	Speed      float64       // 1 as recorded; pitch is kept
	Volume     float64       // 1 as recorded
	// Prompts, when set, is the prompt pack of the run's language: it
	// speaks the prompts of the phrases given to SayWords.
	Prompts *voices.Prompts

	Speak       bool   // play on the sound device
	WAV         string // write the speech to this WAV file at Close
	FallbackWAV string // with Speak: write here when no sound device opens
	BargeIn     bool   // a new phrase cuts off the one playing
	// OnFallback, when set, is told that the speech goes to FallbackWAV
	// because no sound device could be opened.
	OnFallback func(path string)
	// WaitForDevice, with Speak and no FallbackWAV: no sound device is
	// no reason to fail. Open then returns a sink that drops the speech
	// and looks for a device every DeviceRetry; once one is there, the
	// speech is heard, starting with the last announcement dropped.
	// OnNoDevice is told once why there is none, OnDevice when one is
	// found (both from any goroutine).
	WaitForDevice bool
	OnNoDevice    func(error)
	OnDevice      func()

	// For a speech that takes text: the run's language (the words are
	// respelled for its synthesiser), the environment (nil: os.Getenv),
	// and what to tell: the speech used, or why none could be had (the
	// default voice then speaks instead).
	Lang string
	// SAPILang is Lang's Windows language identifier (see TextOptions).
	SAPILang   string
	Getenv     func(string) string
	OnSpeech   func(Info)
	OnNoSpeech func(error)
}

// ErrSpeechToFile is Open's answer to a speech that takes text and a
// WAV file: the speech of a screen reader cannot be written to a file.
var ErrSpeechToFile error = &fact.Fact{Key: "speech-not-to-file", Text: "speech: system speech cannot be written to a file"}

// Limits of the timing options: beyond them speech is either a blur or
// a wait nobody expects.
const (
	MaxGap   = 2 * time.Second
	MaxPause = 10 * time.Second
)

// OptionError says that a timing option is out of its range, 0 to Max.
type OptionError struct {
	Option string // the field of Options: "Gap" or "Pause"
	Value  time.Duration
	Max    time.Duration
}

func (e *OptionError) Error() string {
	return fmt.Sprintf("speech: %s %v out of range 0 to %v", e.Option, e.Value, e.Max)
}

// Flag is the option's name in lower case ("gap"), as a command calls
// its flag.
func (e *OptionError) Flag() string { return strings.ToLower(e.Option) }

func (e *OptionError) Fact() (string, []any) {
	return "speech-bad-timing", []any{e.Flag(), e.Value, e.Max}
}

// Check tells whether the timing options are sane.
func (o *Options) Check() error {
	if o.Gap < 0 || o.Gap > MaxGap {
		return &OptionError{Option: "Gap", Value: o.Gap, Max: MaxGap}
	}
	if o.Pause < 0 || o.Pause > MaxPause {
		return &OptionError{Option: "Pause", Value: o.Pause, Max: MaxPause}
	}
	return nil
}

// Speakers are the prepared voices of White and Black.
type Speakers struct {
	white, black *voices.Voice
	prompts      *voices.PromptVoice // nil: no prompt pack
	gap          int                 // samples

	mu             sync.Mutex
	reported       map[phonetic.Token]bool
	reportedPrompt map[string]bool
}

// LoadSpeakers loads and prepares the voice packs named by o.
func LoadSpeakers(o Options) (*Speakers, error) {
	if err := o.Check(); err != nil {
		return nil, err
	}
	white, err := voices.Open(o.Voice)
	if err != nil {
		return nil, err
	}
	rate := white.Rate()
	s := &Speakers{gap: voices.Samples(o.Gap, rate), reported: map[phonetic.Token]bool{}, reportedPrompt: map[string]bool{}}
	if s.white, err = voices.Prepare(white, rate, o.Speed, o.Volume); err != nil {
		return nil, err
	}
	if o.Prompts != nil {
		if s.prompts, err = voices.PreparePrompts(o.Prompts, rate, o.Speed, o.Volume); err != nil {
			return nil, err
		}
	}
	s.black = s.white
	if o.VoiceBlack != "" && o.VoiceBlack != o.Voice {
		black, err := voices.Open(o.VoiceBlack)
		if err != nil {
			return nil, err
		}
		if s.black, err = voices.Prepare(black, rate, o.Speed, o.Volume); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// Rate returns the sample rate of the speech.
func (s *Speakers) Rate() int { return s.white.Rate() }

// Phrase renders toks in the voice of side. A word the voice has no clip
// for is left out; the first time a word is missing, the error (a
// *voices.MissingError) names it, so that it can be printed once instead
// of being silence; later phrases with it return no error.
func (s *Speakers) Phrase(side notation.Color, toks []phonetic.Token) (*voices.Phrase, error) {
	v := s.white
	if side == notation.Black {
		v = s.black
	}
	ph := &voices.Phrase{Segs: make([]voices.Segment, 0, 2*len(toks))}
	err := v.Append(ph, toks, s.gap)
	var me *voices.MissingError
	if errors.As(err, &me) {
		s.mu.Lock()
		defer s.mu.Unlock()
		var fresh []phonetic.Token
		for _, t := range me.Tokens {
			if !s.reported[t] {
				s.reported[t] = true
				fresh = append(fresh, t)
			}
		}
		if fresh == nil {
			return ph, nil
		}
		return ph, &voices.MissingError{Tokens: fresh}
	}
	return ph, err
}

// Word is one word of a phrase that mixes two packs: a token of the
// announcement vocabulary (the German words of Appendix D), spoken in
// the voice of the side, or, when Prompt is set, the clip of that key in
// the prompt pack of the run's language. Text is what a prompt says, for
// a speech that takes text.
type Word struct {
	Token  phonetic.Token
	Prompt string
	Text   string
}

// Tokens returns words that say toks.
func Tokens(toks []phonetic.Token) []Word {
	out := make([]Word, len(toks))
	for i, t := range toks {
		out[i] = Word{Token: t}
	}
	return out
}

// Words renders words: tokens in the voice of side, prompts from the
// prompt pack. What cannot be said is left out; the first time a word
// is missing, the error (a *voices.MissingError for a token, a
// *voices.MissingPromptsError for a prompt) names it.
func (s *Speakers) Words(side notation.Color, words []Word) (*voices.Phrase, error) {
	v := s.white
	if side == notation.Black {
		v = s.black
	}
	ph := &voices.Phrase{Segs: make([]voices.Segment, 0, 2*len(words))}
	var missTok []phonetic.Token
	var missPrompt []string
	for _, w := range words {
		if w.Prompt != "" {
			if s.prompts == nil || !s.prompts.AppendPrompt(ph, w.Prompt, s.gap) {
				missPrompt = append(missPrompt, w.Prompt)
			}
			continue
		}
		var me *voices.MissingError
		if err := v.Append(ph, []phonetic.Token{w.Token}, s.gap); errors.As(err, &me) {
			missTok = append(missTok, me.Tokens...)
		}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	var freshTok []phonetic.Token
	for _, t := range missTok {
		if !s.reported[t] {
			s.reported[t] = true
			freshTok = append(freshTok, t)
		}
	}
	var freshPrompt []string
	for _, k := range missPrompt {
		if !s.reportedPrompt[k] {
			s.reportedPrompt[k] = true
			freshPrompt = append(freshPrompt, k)
		}
	}
	switch {
	case freshTok != nil:
		return ph, &voices.MissingError{Tokens: freshTok}
	case freshPrompt != nil:
		return ph, &voices.MissingPromptsError{Keys: freshPrompt}
	}
	return ph, nil
}

// Kind says how a phrase takes its turn.
type Kind uint8

// The kinds of phrases.
const (
	// Announcement is a move or an event of the game: with barge-in it
	// cuts off what is being said, without it it waits its turn.
	Announcement Kind = iota
	// Answer is an answer to a request: it always waits its turn.
	Answer
)

// Sink takes phrases, one at a time.
type Sink interface {
	// Say speaks toks in the voice of side. Live sound is queued (or,
	// for an announcement with BargeIn, cuts in) and Say returns at
	// once. A *voices.MissingError says that some words could not be
	// spoken; the rest of the phrase was.
	Say(ctx context.Context, side notation.Color, kind Kind, toks []phonetic.Token) error
	// SayWords is Say for a phrase of the assistant in the run's
	// language: its prompts come from the prompt pack, its tokens (the
	// words of Appendix D) from the voice of side.
	SayWords(ctx context.Context, side notation.Color, kind Kind, words []Word) error
	// Wait returns when everything said has been heard (live) or taken
	// (file).
	Wait(ctx context.Context) error
	// Close stops the sound at once, and writes the WAV file if there is
	// one.
	Close() error
}

// Open makes the sink the options ask for: live sound, a WAV file, or
// both; or, for a Voice that names a speech, that speech, and the
// default voice when it cannot be had.
func Open(ctx context.Context, o Options) (Sink, error) {
	if s, ok := ParseSpeech(o.Voice); ok {
		if o.WAV != "" {
			return nil, ErrSpeechToFile
		}
		if o.Speak {
			t, err := OpenText(ctx, s, TextOptions{Lang: o.Lang, SAPILang: o.SAPILang, Speed: o.Speed, Volume: o.Volume, BargeIn: o.BargeIn, Getenv: o.Getenv})
			if err == nil {
				if o.OnSpeech != nil {
					o.OnSpeech(t.Info())
				}
				return t, nil
			}
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			if o.OnNoSpeech != nil {
				o.OnNoSpeech(err)
			}
		}
		o.Voice, o.VoiceBlack = "default", ""
	}
	sp, err := LoadSpeakers(o)
	if err != nil {
		return nil, err
	}
	rate := sp.Rate()
	pause := voices.Samples(o.Pause, rate)
	var sinks Multi
	if o.Speak {
		var ls Sink
		var err error
		if o.WaitForDevice {
			// The device is tried in a child first: a process that
			// failed to open one could never open one later.
			if err = live.Probe(ctx, rate); err == nil {
				ls, err = OpenLive(ctx, sp, pause, o.BargeIn)
			}
		} else {
			ls, err = OpenLive(ctx, sp, pause, o.BargeIn)
		}
		switch {
		case err == nil:
			sinks = append(sinks, ls)
		case errors.Is(err, live.ErrNoDevice) && o.FallbackWAV != "":
			if o.OnFallback != nil {
				o.OnFallback(o.FallbackWAV)
			}
			sinks = append(sinks, NewWAV(sp, o.FallbackWAV, pause))
		case errors.Is(err, live.ErrNoDevice) && o.WaitForDevice:
			if o.OnNoDevice != nil {
				o.OnNoDevice(err)
			}
			sinks = append(sinks, newAwaited(sp, pause, o.BargeIn, o.OnDevice))
		default:
			return nil, err
		}
	}
	if o.WAV != "" {
		sinks = append(sinks, NewWAV(sp, o.WAV, pause))
	}
	if len(sinks) == 1 {
		return sinks[0], nil
	}
	return sinks, nil
}

// Live plays on the sound device through one queue.
type Live struct {
	sp      *Speakers
	q       *voices.Queue
	out     *live.Output
	bargeIn bool
}

// OpenLive opens the sound device with a queue that puts pause samples
// between phrases.
func OpenLive(ctx context.Context, sp *Speakers, pause int, bargeIn bool) (*Live, error) {
	q := voices.NewQueue(pause)
	out, err := live.Open(ctx, q, sp.Rate())
	if err != nil {
		return nil, err
	}
	return &Live{sp: sp, q: q, out: out, bargeIn: bargeIn}, nil
}

// Say queues the phrase, or with barge-in puts an announcement in place
// of what is playing and waiting (the queue's Interrupt) and drops what
// the device has buffered. An answer always waits its turn.
func (s *Live) Say(ctx context.Context, side notation.Color, kind Kind, toks []phonetic.Token) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	ph, err := s.sp.Phrase(side, toks)
	if ph == nil {
		return err
	}
	s.queue(kind, ph)
	return err
}

// SayWords queues the phrase of words as Say does.
func (s *Live) SayWords(ctx context.Context, side notation.Color, kind Kind, words []Word) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	ph, err := s.sp.Words(side, words)
	s.queue(kind, ph)
	return err
}

func (s *Live) queue(kind Kind, ph *voices.Phrase) {
	if s.bargeIn && kind == Announcement {
		s.q.Interrupt(ph)
		s.out.Cut()
	} else {
		s.q.Add(ph)
	}
}

// Wait returns when the queue has been played.
func (s *Live) Wait(ctx context.Context) error { return s.out.Wait(ctx) }

// Close stops the sound.
func (s *Live) Close() error { return s.out.Close() }

// WAV collects the speech and writes it to a file at Close.
type WAV struct {
	sp   *Speakers
	path string
	w    *voices.WAVWriter
	done bool
}

// NewWAV returns a sink that writes path at Close, with pause samples
// between phrases.
func NewWAV(sp *Speakers, path string, pause int) *WAV {
	return &WAV{sp: sp, path: path, w: voices.NewWAVWriter(sp.Rate(), pause)}
}

// Say adds the phrase to the file's speech.
func (s *WAV) Say(ctx context.Context, side notation.Color, _ Kind, toks []phonetic.Token) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	ph, err := s.sp.Phrase(side, toks)
	if ph != nil {
		s.w.Add(ph)
	}
	return err
}

// SayWords adds the phrase of words to the file's speech.
func (s *WAV) SayWords(ctx context.Context, side notation.Color, _ Kind, words []Word) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	ph, err := s.sp.Words(side, words)
	s.w.Add(ph)
	return err
}

// Seconds returns the length of the speech so far.
func (s *WAV) Seconds() float64 { return s.w.Seconds() }

// Wait returns at once: a file takes everything at once.
func (s *WAV) Wait(context.Context) error { return nil }

// Close writes the file through a temporary name, so that a failed
// write leaves no half file behind. Nothing said means no file.
func (s *WAV) Close() error {
	if s.done {
		return nil
	}
	s.done = true
	return WriteWAVFile(s.path, s.w)
}

// WriteWAVFile writes w to path through a temporary file in the same
// folder, synced and renamed over path (voices.WriteFileAtomic).
func WriteWAVFile(path string, w *voices.WAVWriter) error {
	return voices.WriteFileAtomic(path, func(f *os.File) error { return w.Encode(f) })
}

// Multi sends every phrase to several sinks.
type Multi []Sink

// Say speaks toks on every sink.
func (m Multi) Say(ctx context.Context, side notation.Color, kind Kind, toks []phonetic.Token) error {
	var missing error
	for _, s := range m {
		err := s.Say(ctx, side, kind, toks)
		var me *voices.MissingError
		if errors.As(err, &me) {
			missing = err
			continue
		}
		if err != nil {
			return err
		}
	}
	return missing
}

// SayWords speaks words on every sink.
func (m Multi) SayWords(ctx context.Context, side notation.Color, kind Kind, words []Word) error {
	var missing error
	for _, s := range m {
		err := s.SayWords(ctx, side, kind, words)
		var me *voices.MissingError
		var mp *voices.MissingPromptsError
		if errors.As(err, &me) || errors.As(err, &mp) {
			missing = err
			continue
		}
		if err != nil {
			return err
		}
	}
	return missing
}

// Wait waits for every sink.
func (m Multi) Wait(ctx context.Context) error {
	for _, s := range m {
		if err := s.Wait(ctx); err != nil {
			return err
		}
	}
	return nil
}

// Close closes every sink.
func (m Multi) Close() error {
	var errs []error
	for _, s := range m {
		errs = append(errs, s.Close())
	}
	return errors.Join(errs...)
}
