package speech

import (
	"context"
	"fmt"
	"math"
	"strings"
	"sync"
	"time"
)

// SAPI: Windows' own speech, the automation object "SAPI.SpVoice".
// Speak(text, flags) with SVSFlagsAsync returns at once; with
// SVSFPurgeBeforeSpeak it first drops what the voice says and has
// queued. Rate goes from -10 to 10 (0 normal), Volume from 0 to 100.
const (
	sapiProgID = "SAPI.SpVoice"

	svsfAsync = 1  // SVSFlagsAsync
	svsfPurge = 2  // SVSFPurgeBeforeSpeak
	svsfNoXML = 16 // SVSFIsNotXML: the text is text, never markup
)

type sapiEngine struct {
	mu    sync.Mutex
	com   comAPI
	voice dispatch
	name  string
}

func openSAPI(o TextOptions) (engine, error) {
	com, err := openCOM(SAPI)
	if err != nil {
		return nil, err
	}
	return newSAPI(com, o)
}

// newSAPI makes the voice: the first installed voice of the run's
// language if there is one (else the user's default voice), at the rate
// and volume asked for.
func newSAPI(com comAPI, o TextOptions) (engine, error) {
	voice, err := com.create(sapiProgID)
	if err != nil {
		com.close()
		return nil, &UnavailableError{Speech: SAPI, Reason: NotInstalled, Where: sapiProgID, Err: err}
	}
	e := &sapiEngine{com: com, voice: voice}
	fail := func(err error) (engine, error) {
		e.close()
		return nil, &UnavailableError{Speech: SAPI, Reason: Failed, Where: sapiProgID, Err: err}
	}
	if lcid := o.SAPILang; lcid != "" {
		// The user's own voice stays when it speaks the language.
		speaks, err := e.voiceSpeaks(lcid)
		if err != nil {
			return fail(err)
		}
		if !speaks {
			if err := e.chooseVoice("Language=" + lcid); err != nil {
				return fail(err)
			}
		}
	}
	if e.name, err = e.voiceName(); err != nil {
		return fail(err)
	}
	if o.Speed != 1 {
		if err := voice.put("Rate", int32(scale(o.Speed, 10))); err != nil {
			return fail(err)
		}
	}
	if o.Volume < 1 {
		if err := voice.put("Volume", int32(math.Round(100*max(0, o.Volume)))); err != nil {
			return fail(err)
		}
	}
	return e, nil
}

// chooseVoice makes the first voice with the attributes the voice of
// the object; with none, the voice stays as it is.
func (e *sapiEngine) chooseVoice(attrs string) error {
	r, err := e.voice.call("GetVoices", attrs, "")
	if err != nil {
		return err
	}
	tokens, ok := r.(dispatch)
	if !ok {
		return fmt.Errorf("the voice list is a %T", r)
	}
	defer tokens.release()
	n, err := tokens.get("Count")
	if err != nil {
		return err
	}
	if c, _ := n.(int32); c < 1 {
		return nil
	}
	r, err = tokens.call("Item", int32(0))
	if err != nil {
		return err
	}
	token, ok := r.(dispatch)
	if !ok {
		return fmt.Errorf("the voice item is a %T", r)
	}
	defer token.release()
	return e.voice.putRef("Voice", token)
}

// voiceSpeaks tells whether the voice in use speaks the language lcid:
// its token's attribute Language lists the LCIDs it speaks, in hex,
// separated by semicolons ("407" or "409;9").
func (e *sapiEngine) voiceSpeaks(lcid string) (bool, error) {
	r, err := e.voice.get("Voice")
	if err != nil {
		return false, err
	}
	token, ok := r.(dispatch)
	if !ok {
		return false, fmt.Errorf("the voice is a %T", r)
	}
	defer token.release()
	a, err := token.call("GetAttribute", "Language")
	if err != nil {
		return false, err
	}
	langs, _ := a.(string)
	for _, l := range strings.Split(langs, ";") {
		if strings.EqualFold(strings.TrimSpace(l), lcid) {
			return true, nil
		}
	}
	return false, nil
}

// voiceName is the description of the voice in use.
func (e *sapiEngine) voiceName() (string, error) {
	r, err := e.voice.get("Voice")
	if err != nil {
		return "", err
	}
	token, ok := r.(dispatch)
	if !ok {
		return "", fmt.Errorf("the voice is a %T", r)
	}
	defer token.release()
	d, err := token.call("GetDescription")
	if err != nil {
		return "", err
	}
	s, _ := d.(string)
	return s, nil
}

func (e *sapiEngine) speak(_ context.Context, text string, interrupt bool) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	flags := int32(svsfAsync | svsfNoXML)
	if interrupt {
		flags |= svsfPurge
	}
	_, err := e.voice.call("Speak", text, flags)
	return err
}

// wait asks the voice, a tenth of a second at a time, whether it is
// done.
func (e *sapiEngine) wait(ctx context.Context) error {
	for {
		e.mu.Lock()
		r, err := e.voice.call("WaitUntilDone", int32(100))
		e.mu.Unlock()
		if err != nil {
			return err
		}
		if done, _ := r.(bool); done {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(time.Millisecond):
		}
	}
}

// close drops what is still to be said and lets the voice go.
func (e *sapiEngine) close() error {
	e.mu.Lock()
	defer e.mu.Unlock()
	_, err := e.voice.call("Speak", "", int32(svsfAsync|svsfPurge|svsfNoXML))
	e.voice.release()
	e.com.close()
	return err
}

func (e *sapiEngine) info() Info {
	return Info{Speech: SAPI, Voice: e.name}
}
