package main

// Speech flags shared by the commands that speak. The sinks themselves
// live in voices/speech:
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
	"fmt"
	"os"
	"time"

	"github.com/spf13/pflag"

	"github.com/rochade/rochade/voices/speech"
)

// Default speech timings.
const (
	defaultGap   = 60 * time.Millisecond  // between the words of a phrase
	defaultPause = 700 * time.Millisecond // between phrases
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
	fs.DurationVar(&o.gap, "gap", defaultGap, fmt.Sprintf("silence between the words of a phrase (0 to %v)", speech.MaxGap))
	fs.DurationVar(&o.pause, "pause", defaultPause, fmt.Sprintf("silence between two phrases (0 to %v)", speech.MaxPause))
	fs.Float64Var(&o.speed, "speed", 1, "speaking speed, 0.5 to 3 (pitch stays the same)")
	fs.Float64Var(&o.volume, "volume", 1, "volume, 0 to 4")
}

// enabled tells whether the flags ask for any speech.
func (o *audioOptions) enabled() bool {
	return o.voice != "none" && (o.speak || o.wav != "")
}

// phraseSink takes the phrases of a game or a session, one per move.
type phraseSink = speech.Sink

func (o *audioOptions) speechOptions() speech.Options {
	return speech.Options{
		Voice: o.voice, VoiceBlack: o.voiceBlack,
		Gap: o.gap, Pause: o.pause, Speed: o.speed, Volume: o.volume,
		Speak: o.speak, WAV: o.wav, FallbackWAV: o.fallbackWAV, BargeIn: o.bargeIn,
		OnFallback: func(path string) {
			fmt.Fprintf(os.Stderr, "No sound device: writing the speech to %s instead.\n", path)
		},
	}
}

// check refuses timings out of range before anything is opened.
func (o *audioOptions) check() error {
	so := o.speechOptions()
	return so.Check()
}

// loadSpeakers loads and prepares the voice packs named by the options.
func (o *audioOptions) loadSpeakers() (*speech.Speakers, error) {
	return speech.LoadSpeakers(o.speechOptions())
}

// open makes the sink the flags ask for: live sound, a WAV file, or both.
func (o *audioOptions) open(ctx context.Context) (phraseSink, error) {
	return speech.Open(ctx, o.speechOptions())
}
