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
	"io"
	"os"
	"time"

	"github.com/spf13/pflag"

	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/voices"
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
	promptsDir  string        // --prompts DIR|default|none: the prompt pack of the run's language
	prompts     *voices.Prompts
	// said: the run says the appliance's lines (ui.Said), whose clips
	// every language's prompt pack holds, German's too.
	said bool

	// Set by the command (use): the run's language and where the
	// speech's messages go.
	p      *ui.Printer
	lang   string
	errOut io.Writer

	// Set by play: no sound device is no reason to stop. The speech
	// starts when a device appears; noDevice and device are told.
	waitDevice bool
	noDevice   func(error)
	device     func()
}

// use gives the options the run's language and the stream for the
// speech's messages.
func (o *audioOptions) use(a *app, errOut io.Writer) {
	o.p, o.lang, o.errOut = a.printer(), string(a.lang()), errOut
}

// textSpeech tells whether --voice names a screen reader or the
// system's speech.
func (o *audioOptions) textSpeech() bool {
	_, ok := speech.ParseSpeech(o.voice)
	return ok
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
	fs.StringVar(&o.voice, "voice", "default", "voice pack `folder`, \"default\" for the built-in German voice, \"system\" for your screen reader or the system's speech (or name one: speech-dispatcher, nvda, jaws, sapi, say, voiceover), or \"none\" for silence")
	fs.StringVar(&o.voiceBlack, "voice-black", "", "voice pack `folder` for Black's moves (default: the same as --voice)")
	fs.DurationVar(&o.gap, "gap", defaultGap, fmt.Sprintf("silence between the words of a phrase (0 to %v)", speech.MaxGap))
	fs.DurationVar(&o.pause, "pause", defaultPause, fmt.Sprintf("silence between two phrases (0 to %v)", speech.MaxPause))
	fs.Float64Var(&o.speed, "speed", 1, "speaking speed, 0.5 to 3 (pitch stays the same; 1 keeps a screen reader's or the system's own rate)")
	fs.Float64Var(&o.volume, "volume", 1, "volume, 0 to 4 (1 keeps a screen reader's or the system's own volume)")
}

// enabled tells whether the flags ask for any speech.
func (o *audioOptions) enabled() bool {
	return o.voice != "none" && (o.speak || o.wav != "")
}

// phraseSink takes the phrases of a game or a session, one per move.
type phraseSink = speech.Sink

func (o *audioOptions) speechOptions() speech.Options {
	errOut := o.errOut
	if errOut == nil {
		errOut = os.Stderr
	}
	return speech.Options{
		Voice: o.voice, VoiceBlack: o.voiceBlack,
		Gap: o.gap, Pause: o.pause, Speed: o.speed, Volume: o.volume, Prompts: o.prompts,
		Speak: o.speak, WAV: o.wav, FallbackWAV: o.fallbackWAV, BargeIn: o.bargeIn,
		WaitForDevice: o.waitDevice, OnNoDevice: o.noDevice, OnDevice: o.device,
		OnFallback: func(path string) {
			if o.p != nil {
				o.p.Fprintln(errOut, ui.SoundFallbackWAV, printable(path))
			}
		},
		Lang: o.lang, SAPILang: ui.Lang(o.lang).SAPI(),
		OnSpeech: func(i speech.Info) {
			if o.p != nil {
				speechInfo(o.p, errOut, i, o.speed != 1 || o.volume != 1)
			}
		},
		OnNoSpeech: func(err error) {
			if o.p != nil {
				o.p.Fprintln(errOut, ui.SpeechFallback, o.p.Say(err))
			}
		},
	}
}

// check refuses what cannot work before anything is opened: timings out
// of range, and a screen reader's speech with a file or a second voice.
func (o *audioOptions) check() error {
	if o.textSpeech() && o.p != nil {
		if o.wav != "" {
			return o.p.Errorf(ui.SpeechToFile, o.voice)
		}
		if o.voiceBlack != "" {
			return o.p.Errorf(ui.SpeechOneVoice, o.voice)
		}
		// The ranges of the voice packs' speed and volume hold here too.
		if !(o.speed >= 0.5 && o.speed <= 3) {
			return o.p.Errorf(ui.SpeechBadSpeed, o.speed)
		}
		if !(o.volume >= 0 && o.volume <= 4) {
			return o.p.Errorf(ui.SpeechBadVolume, o.volume)
		}
	}
	so := o.speechOptions()
	if err := so.Check(); err != nil {
		if o.p != nil {
			return o.p.Worded(err)
		}
		return err
	}
	return nil
}

// speechInfo says in one line which speech speaks; when the speech keeps
// its own rate and volume and --speed or --volume asked for others, a
// second line says that they do not apply.
func speechInfo(p *ui.Printer, w io.Writer, i speech.Info, rateAsked bool) {
	name := i.Speech.Name()
	switch {
	case i.Voice != "":
		p.Fprintln(w, ui.SpeechThroughVoice, name, printable(i.Voice))
	case i.Where != "":
		p.Fprintln(w, ui.SpeechThroughAt, name, printable(i.Where))
	default:
		p.Fprintln(w, ui.SpeechThrough, name)
	}
	if i.OwnRate && rateAsked {
		p.Fprintln(w, ui.SpeechOwnRate, name)
	}
}

// loadSpeakers loads and prepares the voice packs named by the options.
func (o *audioOptions) loadSpeakers() (*speech.Speakers, error) {
	return speech.LoadSpeakers(o.speechOptions())
}

// open makes the sink the flags ask for: live sound, a WAV file, or both.
func (o *audioOptions) open(ctx context.Context) (phraseSink, error) {
	return speech.Open(ctx, o.speechOptions())
}
