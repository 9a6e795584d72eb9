package speech

import (
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"runtime"
	"strings"

	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
	"github.com/rochade/rochade/voices/internal/fact"
)

// Blind computer users live in their screen readers, with the voice,
// language and speed they chose. Besides the clip voice, Rochade speaks
// through them: it hands the text of each phrase, respelled for the
// synthesiser of the run's language (phonetic.SpeechText), to a screen
// reader or to the system's speech.

// Speech names a speech Rochade can hand text to.
type Speech string

// The speeches.
const (
	SpeechDispatcher Speech = "speech-dispatcher" // Linux: Orca's speech server, over SSIP
	NVDA             Speech = "nvda"              // Windows: NVDA through its controller client DLL
	JAWS             Speech = "jaws"              // Windows: JAWS through its COM object
	SAPI             Speech = "sapi"              // Windows: the system's speech, SAPI's SpVoice
	Say              Speech = "say"               // macOS: the say command
	VoiceOver        Speech = "voiceover"         // macOS: VoiceOver through AppleScript
)

// System is the name that asks for the first speech that works of the
// system's: a running screen reader first, then the system's speech.
const System Speech = "system"

// Speeches returns every speech a name can choose, System first.
func Speeches() []Speech {
	return []Speech{System, SpeechDispatcher, NVDA, JAWS, SAPI, Say, VoiceOver}
}

// Name is the speech's name as its makers write it: "NVDA".
func (s Speech) Name() string {
	if n, ok := speechNames[s]; ok {
		return n
	}
	return string(s)
}

var speechNames = map[Speech]string{NVDA: "NVDA", JAWS: "JAWS", SAPI: "SAPI", VoiceOver: "VoiceOver"}

// ParseSpeech tells whether name names a speech ("system", "nvda" …).
func ParseSpeech(name string) (Speech, bool) {
	for _, s := range Speeches() {
		if string(s) == name {
			return s, true
		}
	}
	return "", false
}

// SystemOrder returns the speeches System tries on the system goos, in
// order: the screen readers, then the system's speech.
func SystemOrder(goos string) []Speech {
	switch goos {
	case "windows":
		return []Speech{NVDA, JAWS, SAPI}
	case "darwin":
		return []Speech{VoiceOver, Say}
	}
	return []Speech{SpeechDispatcher}
}

// Reason says why a speech cannot be had.
type Reason int

// The reasons.
const (
	// OtherSystem: the speech is made for another system (NVDA on
	// Linux).
	OtherSystem Reason = iota + 1
	// NotRunning: a screen reader or speech server that is not running.
	NotRunning
	// NotInstalled: its program, library or object is missing.
	NotInstalled
	// NotStarted: a speech server that was not running and could not
	// be started (Err says why).
	NotStarted
	// NotAllowed: it does not let other programs speak through it
	// (VoiceOver without AppleScript control allowed).
	NotAllowed
	// Failed: it answered with an error (Err).
	Failed
)

// UnavailableError says that a speech cannot be had, and why.
type UnavailableError struct {
	Speech Speech
	Reason Reason
	// Where is the place looked at: a socket, a file, a program.
	Where string
	Err   error
}

func (e *UnavailableError) Error() string {
	why := map[Reason]string{
		OtherSystem:  "is not made for this system",
		NotRunning:   "is not running",
		NotInstalled: "is not installed",
		NotStarted:   "is not running and could not be started",
		NotAllowed:   "does not allow other programs to speak through it",
		Failed:       "failed",
	}[e.Reason]
	msg := fmt.Sprintf("%s %s", e.Speech, why)
	if e.Where != "" {
		msg += " (" + e.Where + ")"
	}
	if e.Err != nil {
		msg += ": " + e.Err.Error()
	}
	return msg
}

func (e *UnavailableError) Unwrap() error { return e.Err }

// reasonKeys are the messages of the reasons; any other is
// "speech-failed".
var reasonKeys = map[Reason]string{OtherSystem: "speech-other-system", NotRunning: "speech-not-running",
	NotInstalled: "speech-not-installed", NotStarted: "speech-not-started", NotAllowed: "speech-not-allowed"}

// Fact names the message of the reason, with the speech's name; the
// place looked at and, for a speech that failed or did not start, why.
func (e *UnavailableError) Fact() (string, []any) {
	if e.Speech == NVDA && e.Reason == NotInstalled {
		// NVDA may well be there: its controller client is not.
		return "speech-no-nvda-client", []any{e.Where}
	}
	key, ok := reasonKeys[e.Reason]
	if !ok {
		key = "speech-failed"
	}
	f := fact.Fact{Key: key, Args: []any{e.Speech.Name()}}
	if e.Where != "" {
		f = fact.Fact{Key: "speech-where", Args: []any{f, e.Where}}
	}
	if e.Err != nil && (e.Reason == NotStarted || key == "speech-failed") {
		f = fact.Fact{Key: "labelled", Args: []any{f, e.Err}}
	}
	return f.Key, f.Args
}

// NoSpeechError says that none of the speeches tried can be had.
type NoSpeechError struct {
	Tried []*UnavailableError
}

func (e *NoSpeechError) Fact() (string, []any) {
	errs := make([]error, len(e.Tried))
	for i, t := range e.Tried {
		errs[i] = t
	}
	return "list", []any{errs}
}

func (e *NoSpeechError) Error() string {
	errs := make([]error, len(e.Tried))
	for i, t := range e.Tried {
		errs[i] = t
	}
	return errors.Join(errs...).Error()
}

// Info says which speech a Text sink speaks through.
type Info struct {
	Speech Speech
	// Where: the socket of speech-dispatcher, the file of NVDA's
	// controller client.
	Where string
	// Voice is the voice chosen for the run's language (SAPI, say); ""
	// when the speech keeps the user's own.
	Voice string
	// OwnRate is set when the speech keeps its own rate and volume
	// (screen readers): --speed and --volume do not reach it.
	OwnRate bool
}

// TextOptions shape the speech of a Text sink.
type TextOptions struct {
	// Lang is the language of the run (ISO 639-1): the words are
	// respelled for its synthesiser, and the speech is asked for a voice
	// of it where the speech lets Rochade choose.
	Lang string
	// SAPILang is the Windows language identifier of Lang (its LCID in
	// hex, as the voices of SAPI list it: "419"): SAPI chooses a voice
	// of it. Empty: the user's own voice speaks.
	SAPILang string
	// Speed and Volume are 1 for the speech's own rate and volume;
	// other values map onto the speech's scales where it has them.
	Speed, Volume float64
	// BargeIn lets an announcement cut off what is being said for
	// Rochade.
	BargeIn bool
	// Getenv reads the environment (nil: os.Getenv).
	Getenv func(string) string
}

// engine is a speech that takes text.
type engine interface {
	// speak hands text over. With interrupt, what is being said for
	// Rochade, and what waits, is dropped first.
	speak(ctx context.Context, text string, interrupt bool) error
	// wait returns when everything handed over has been said; a speech
	// that cannot tell returns at once.
	wait(ctx context.Context) error
	// close stops what is still to be said for Rochade and lets the
	// speech go.
	close() error
	info() Info
}

// Text speaks through a screen reader or the system's speech.
type Text struct {
	e       engine
	lang    string
	bargeIn bool
}

// OpenText opens the speech s (System: the first of SystemOrder that
// works on this system). A speech that cannot be had gives an
// *UnavailableError; System, when none can be had, a *NoSpeechError.
func OpenText(ctx context.Context, s Speech, o TextOptions) (*Text, error) {
	if o.Getenv == nil {
		o.Getenv = os.Getenv
	}
	if o.Speed == 0 {
		o.Speed = 1
	}
	if o.Volume == 0 {
		o.Volume = 1
	}
	if s != System {
		e, err := openEngine(ctx, s, o)
		if err != nil {
			return nil, err
		}
		return &Text{e: e, lang: o.Lang, bargeIn: o.BargeIn}, nil
	}
	var tried []*UnavailableError
	for _, s := range SystemOrder(runtime.GOOS) {
		e, err := openEngine(ctx, s, o)
		if err == nil {
			return &Text{e: e, lang: o.Lang, bargeIn: o.BargeIn}, nil
		}
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		var ue *UnavailableError
		if !errors.As(err, &ue) {
			ue = &UnavailableError{Speech: s, Reason: Failed, Err: err}
		}
		tried = append(tried, ue)
	}
	return nil, &NoSpeechError{Tried: tried}
}

// openEngine opens one speech.
func openEngine(ctx context.Context, s Speech, o TextOptions) (engine, error) {
	switch s {
	case SpeechDispatcher:
		return openSpeechDispatcher(ctx, o)
	case NVDA:
		return openNVDA(o)
	case JAWS:
		return openJAWS(o)
	case SAPI:
		return openSAPI(o)
	case Say:
		return openSay(ctx, o, execRunner{})
	case VoiceOver:
		return openVoiceOver(ctx, o, execRunner{})
	}
	return nil, &UnavailableError{Speech: s, Reason: NotInstalled}
}

// Info says which speech the sink speaks through.
func (t *Text) Info() Info { return t.e.info() }

// Say hands the words of toks, respelled for the run's language, to the
// speech. An announcement cuts in with barge-in; everything else waits
// its turn. Both sides speak in the speech's one voice.
func (t *Text) Say(ctx context.Context, _ notation.Color, kind Kind, toks []phonetic.Token) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	text := phonetic.SpeechText(toks, t.lang)
	if text == "" {
		return nil
	}
	return t.e.speak(ctx, text, t.bargeIn && kind == Announcement)
}

// SayWords hands the phrase to the speech: the prompts' texts as they
// are, the tokens respelled for the run's language.
func (t *Text) SayWords(ctx context.Context, _ notation.Color, kind Kind, words []Word) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	var parts []string
	var toks []phonetic.Token
	flush := func() {
		if s := phonetic.SpeechText(toks, t.lang); s != "" {
			parts = append(parts, s)
		}
		toks = toks[:0]
	}
	for _, w := range words {
		if w.Prompt == "" {
			toks = append(toks, w.Token)
			continue
		}
		flush()
		if w.Text != "" {
			parts = append(parts, w.Text)
		}
	}
	flush()
	if len(parts) == 0 {
		return nil
	}
	return t.e.speak(ctx, strings.Join(parts, " "), t.bargeIn && kind == Announcement)
}

// Wait returns when the speech has said everything (where it can tell).
func (t *Text) Wait(ctx context.Context) error { return t.e.wait(ctx) }

// Close stops what is still to be said and lets the speech go.
func (t *Text) Close() error { return t.e.close() }

// scale maps a factor (1 = the speech's own setting) onto a speech's
// scale from -top to top, logarithmically: 3 is top, 1/3 is -top, 1 is
// 0.
func scale(factor float64, top int) int {
	if factor <= 0 {
		return -top
	}
	v := int(math.Round(float64(top) * math.Log(factor) / math.Log(3)))
	return min(top, max(-top, v))
}
