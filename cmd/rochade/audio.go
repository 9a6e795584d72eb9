package main

// Speech output shared by the commands that speak: flags, voice loading,
// and the sinks that take one phrase per move.
//
// A command adds the flags and, when they ask for sound, opens a sink:
//
//	var ao audioOptions
//	addAudioFlags(cmd.Flags(), &ao)
//	...
//	if ao.enabled() {
//		sink, err := ao.open(ctx)   // live sound, a WAV file, or both
//		if err != nil { return err }
//		defer sink.Close()
//		for each move: sink.Say(ctx, side, tokens)
//		err = sink.Wait(ctx)       // let the last words be heard (or written)
//	}

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/spf13/pflag"

	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
	"github.com/rochade/rochade/voices"
	"github.com/rochade/rochade/voices/live"
)

// audioOptions are the speech flags of a command.
type audioOptions struct {
	speak       bool          // --speak: play on the sound device
	wav         string        // --wav FILE: write the speech to a WAV file
	fallbackWAV string        // --fallback-wav FILE: write here if no sound device opens
	voice       string        // --voice DIR|default|none: the voice (of White, if --voice-black is set)
	voiceBlack  string        // --voice-black DIR|default: the voice for Black's moves
	gap         time.Duration // --gap: silence between the words of a phrase
	pause       time.Duration // --pause: silence between phrases
	speed       float64       // --speed: 1 as recorded; pitch is kept
	volume      float64       // --volume: 1 as recorded
	bargeIn     bool          // --barge-in: a new phrase cuts off the one playing
}

// addAudioFlags registers the speech flags on fs.
func addAudioFlags(fs *pflag.FlagSet, o *audioOptions) {
	fs.BoolVar(&o.speak, "speak", false, "speak through the sound device")
	fs.StringVar(&o.wav, "wav", "", "write the speech to this WAV `file` (no sound device needed)")
	fs.StringVar(&o.fallbackWAV, "fallback-wav", "", "with --speak: write the speech to this WAV `file` if no sound device can be opened")
	fs.BoolVar(&o.bargeIn, "barge-in", false, "let a new move cut off the one being spoken instead of waiting")
	addVoiceFlags(fs, o)
}

// addVoiceFlags registers the flags that choose and shape the voice:
// --voice, --voice-black, --gap, --pause, --speed and --volume.
func addVoiceFlags(fs *pflag.FlagSet, o *audioOptions) {
	fs.StringVar(&o.voice, "voice", "default", "voice pack `folder`, \"default\" for the built-in German voice, or \"none\" for silence")
	fs.StringVar(&o.voiceBlack, "voice-black", "", "voice pack `folder` for Black's moves (default: the same as --voice)")
	fs.DurationVar(&o.gap, "gap", 60*time.Millisecond, "silence between the words of a phrase")
	fs.DurationVar(&o.pause, "pause", 700*time.Millisecond, "silence between two phrases")
	fs.Float64Var(&o.speed, "speed", 1, "speaking speed, 0.5 to 3 (pitch stays the same)")
	fs.Float64Var(&o.volume, "volume", 1, "volume, 0 to 4")
}

// enabled tells whether the flags ask for any speech.
func (o *audioOptions) enabled() bool {
	return o.voice != "none" && (o.speak || o.wav != "")
}

// phraseSink takes the phrases of a game or a session, one per move.
type phraseSink interface {
	// Say speaks toks in the voice of side. Live sound is queued (or
	// cuts in with --barge-in) and Say returns at once.
	Say(ctx context.Context, side notation.Color, toks []phonetic.Token) error
	// Wait returns when everything said has been heard (live) or taken
	// (file).
	Wait(ctx context.Context) error
	// Close stops the sound at once, and writes the WAV file if there is
	// one.
	Close() error
}

// speakers holds the two prepared voices.
type speakers struct {
	white, black *voices.Voice
	gap          int // samples
}

func (s *speakers) phrase(side notation.Color, toks []phonetic.Token) (*voices.Phrase, error) {
	v := s.white
	if side == notation.Black {
		v = s.black
	}
	ph := &voices.Phrase{Segs: make([]voices.Segment, 0, 2*len(toks))}
	return ph, v.Append(ph, toks, s.gap)
}

// loadSpeakers loads and prepares the voice packs named by the options.
func (o *audioOptions) loadSpeakers() (*speakers, error) {
	if o.gap < 0 || o.pause < 0 {
		return nil, errors.New("--gap and --pause cannot be negative")
	}
	white, err := voices.Open(o.voice)
	if err != nil {
		return nil, err
	}
	rate := white.Rate()
	s := &speakers{gap: voices.Samples(o.gap, rate)}
	if s.white, err = voices.Prepare(white, rate, o.speed, o.volume); err != nil {
		return nil, err
	}
	s.black = s.white
	if o.voiceBlack != "" && o.voiceBlack != o.voice {
		black, err := voices.Open(o.voiceBlack)
		if err != nil {
			return nil, err
		}
		if s.black, err = voices.Prepare(black, rate, o.speed, o.volume); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// open makes the sink the flags ask for: live sound, a WAV file, or both.
func (o *audioOptions) open(ctx context.Context) (phraseSink, error) {
	sp, err := o.loadSpeakers()
	if err != nil {
		return nil, err
	}
	rate := sp.white.Rate()
	var sinks multiSink
	if o.speak {
		ls, err := openLive(ctx, sp, rate, o.pause, o.bargeIn)
		switch {
		case err == nil:
			sinks = append(sinks, ls)
		case errors.Is(err, live.ErrNoDevice) && o.fallbackWAV != "":
			fmt.Fprintf(os.Stderr, "No sound device: writing the speech to %s instead.\n", o.fallbackWAV)
			sinks = append(sinks, newWAVSink(sp, o.fallbackWAV, voices.Samples(o.pause, rate)))
		default:
			return nil, err
		}
	}
	if o.wav != "" {
		sinks = append(sinks, newWAVSink(sp, o.wav, voices.Samples(o.pause, rate)))
	}
	if len(sinks) == 1 {
		return sinks[0], nil
	}
	return sinks, nil
}

// liveSink plays on the sound device.
type liveSink struct {
	sp      *speakers
	q       *voices.Queue
	out     *live.Output
	bargeIn bool
}

func openLive(ctx context.Context, sp *speakers, rate int, pause time.Duration, bargeIn bool) (*liveSink, error) {
	q := voices.NewQueue(voices.Samples(pause, rate))
	out, err := live.Open(ctx, q, rate)
	if err != nil {
		return nil, err
	}
	return &liveSink{sp: sp, q: q, out: out, bargeIn: bargeIn}, nil
}

func (s *liveSink) Say(ctx context.Context, side notation.Color, toks []phonetic.Token) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	ph, err := s.sp.phrase(side, toks)
	if err != nil {
		return err
	}
	if s.bargeIn {
		s.q.Clear()
		s.out.Cut()
	}
	s.q.Add(ph)
	return nil
}

func (s *liveSink) Wait(ctx context.Context) error { return s.out.Wait(ctx) }
func (s *liveSink) Close() error                   { return s.out.Close() }

// wavSink collects the speech and writes it to a file at Close.
type wavSink struct {
	sp   *speakers
	path string
	w    *voices.WAVWriter
	done bool
}

func newWAVSink(sp *speakers, path string, pause int) *wavSink {
	return &wavSink{sp: sp, path: path, w: voices.NewWAVWriter(sp.white.Rate(), pause)}
}

func (s *wavSink) Say(ctx context.Context, side notation.Color, toks []phonetic.Token) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	ph, err := s.sp.phrase(side, toks)
	if err != nil {
		return err
	}
	s.w.Add(ph)
	return nil
}

func (s *wavSink) Wait(context.Context) error { return nil }

// Close writes the file through a temporary name, so that a failed
// write leaves no half file behind.
func (s *wavSink) Close() error {
	if s.done {
		return nil
	}
	s.done = true
	return writeWAVFile(s.path, s.w)
}

func writeWAVFile(path string, w *voices.WAVWriter) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), ".rochade-*.wav")
	if err != nil {
		return fmt.Errorf("cannot write %s: %w", path, err)
	}
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return fmt.Errorf("cannot write %s: %w", path, err)
	}
	if err := w.Encode(tmp); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return fmt.Errorf("cannot write %s: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("cannot write %s: %w", path, err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("cannot write %s: %w", path, err)
	}
	return nil
}

// multiSink sends every phrase to several sinks.
type multiSink []phraseSink

func (m multiSink) Say(ctx context.Context, side notation.Color, toks []phonetic.Token) error {
	for _, s := range m {
		if err := s.Say(ctx, side, toks); err != nil {
			return err
		}
	}
	return nil
}

func (m multiSink) Wait(ctx context.Context) error {
	for _, s := range m {
		if err := s.Wait(ctx); err != nil {
			return err
		}
	}
	return nil
}

func (m multiSink) Close() error {
	var errs []error
	for _, s := range m {
		errs = append(errs, s.Close())
	}
	return errors.Join(errs...)
}
