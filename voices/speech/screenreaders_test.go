package speech

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"syscall"
	"testing"

	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
)

// The Windows speeches are tested here, on every system, against fakes
// of their boundaries: NVDA's controller client DLL and COM's automation
// objects. The fakes write down every call with its arguments, in order.

type callLog struct{ calls []string }

func (l *callLog) add(format string, args ...any) {
	l.calls = append(l.calls, fmt.Sprintf(format, args...))
}
func (l *callLog) String() string { return strings.Join(l.calls, "\n") }

// fakeNVDA is nvdaControllerClient.
type fakeNVDA struct {
	log     *callLog
	running bool
}

func (f *fakeNVDA) testIfRunning() error {
	f.log.add("nvdaController_testIfRunning")
	if !f.running {
		return syscall.Errno(1717) // RPC_S_UNKNOWN_IF: nobody answers
	}
	return nil
}
func (f *fakeNVDA) speakText(text string) error {
	f.log.add("nvdaController_speakText %q", text)
	return nil
}
func (f *fakeNVDA) cancelSpeech() error {
	f.log.add("nvdaController_cancelSpeech")
	return nil
}
func (f *fakeNVDA) where() string { return `C:\Rochade\nvdaControllerClient.dll` }
func (f *fakeNVDA) release()      { f.log.add("FreeLibrary") }

// say gives a Text sink the move Springer Felix drei (an announcement)
// and the answer Zeit.
func say(t *testing.T, e engine, lang string, bargeIn bool) {
	t.Helper()
	s := &Text{e: e, lang: lang, bargeIn: bargeIn}
	ctx := context.Background()
	if err := s.Say(ctx, notation.White, Announcement, move); err != nil {
		t.Fatal(err)
	}
	if err := s.Say(ctx, notation.White, Answer, []phonetic.Token{phonetic.TimeWord}); err != nil {
		t.Fatal(err)
	}
	if err := s.Wait(ctx); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
}

func checkCalls(t *testing.T, what string, log *callLog, want ...string) {
	t.Helper()
	if got := log.String(); got != strings.Join(want, "\n") {
		t.Errorf("%s called:\n%s\nwant:\n%s", what, got, strings.Join(want, "\n"))
	}
}

func TestNVDA(t *testing.T) {
	log := &callLog{}
	e, err := newNVDA(&fakeNVDA{log: log, running: true})
	if err != nil {
		t.Fatal(err)
	}
	if i := e.info(); i.Speech != NVDA || !i.OwnRate || !strings.HasSuffix(i.Where, "nvdaControllerClient.dll") {
		t.Errorf("info %+v", i)
	}
	say(t, e, "ru", true)
	checkCalls(t, "NVDA with barge-in", log,
		"nvdaController_testIfRunning",
		"nvdaController_cancelSpeech",
		`nvdaController_speakText "шпрингер Феликс драй"`,
		`nvdaController_speakText "цайт"`,
		"FreeLibrary")

	log = &callLog{}
	e, _ = newNVDA(&fakeNVDA{log: log, running: true})
	say(t, e, "de", false)
	checkCalls(t, "NVDA without barge-in", log,
		"nvdaController_testIfRunning",
		`nvdaController_speakText "Springer Felix drei"`,
		`nvdaController_speakText "Zeit"`,
		"FreeLibrary")

	log = &callLog{}
	_, err = newNVDA(&fakeNVDA{log: log})
	var ue *UnavailableError
	if !errors.As(err, &ue) || ue.Reason != NotRunning || !errors.Is(err, syscall.Errno(1717)) {
		t.Errorf("NVDA not running: %v", err)
	}
	checkCalls(t, "NVDA not running", log, "nvdaController_testIfRunning", "FreeLibrary")
}

// fakeCOM is COM with the objects of JAWS and SAPI.
type fakeCOM struct {
	log     *callLog
	windows map[string]bool
	objects map[string]func() dispatch
}

func (c *fakeCOM) create(progID string) (dispatch, error) {
	c.log.add("CoCreateInstance %s", progID)
	newObject, ok := c.objects[progID]
	if !ok {
		return nil, syscall.Errno(0x800401F3) // CO_E_CLASSSTRING: no such ProgID
	}
	return newObject(), nil
}
func (c *fakeCOM) windowExists(class string) bool {
	c.log.add("FindWindow %s", class)
	return c.windows[class]
}
func (c *fakeCOM) close() { c.log.add("CoUninitialize") }

// fakeObject is an automation object: its answers by member name.
type fakeObject struct {
	log     *callLog
	name    string
	answers map[string]any
}

func (o *fakeObject) member(kind, member string, args []any) any {
	var parts []string
	for _, a := range args {
		switch x := a.(type) {
		case string:
			parts = append(parts, fmt.Sprintf("%q", x))
		case *fakeObject:
			parts = append(parts, x.name)
		default:
			parts = append(parts, fmt.Sprint(x))
		}
	}
	o.log.add("%s.%s %s(%s)", o.name, kind, member, strings.Join(parts, ", "))
	return o.answers[member]
}

func (o *fakeObject) call(name string, args ...any) (any, error) {
	return o.member("call", name, args), nil
}
func (o *fakeObject) get(name string, args ...any) (any, error) {
	return o.member("get", name, args), nil
}
func (o *fakeObject) put(name string, v any) error {
	o.member("put", name, []any{v})
	return nil
}
func (o *fakeObject) putRef(name string, v dispatch) error {
	o.member("putref", name, []any{v})
	return nil
}
func (o *fakeObject) release() { o.log.add("%s.Release", o.name) }

func TestJAWS(t *testing.T) {
	log := &callLog{}
	com := &fakeCOM{log: log, windows: map[string]bool{"JFWUI2": true}, objects: map[string]func() dispatch{
		"FreedomSci.JawsApi": func() dispatch {
			return &fakeObject{log: log, name: "jaws", answers: map[string]any{"SayString": true}}
		},
	}}
	e, err := newJAWS(com)
	if err != nil {
		t.Fatal(err)
	}
	if i := e.info(); i.Speech != JAWS || !i.OwnRate {
		t.Errorf("info %+v", i)
	}
	say(t, e, "pl", true)
	checkCalls(t, "JAWS", log,
		"FindWindow JFWUI2",
		"CoCreateInstance FreedomSci.JawsApi",
		`jaws.call SayString("szpringer Feliks draj", true)`,
		`jaws.call SayString("cajt", false)`,
		"jaws.Release",
		"CoUninitialize")

	// JAWS not running: no object is made.
	log = &callLog{}
	com.log, com.windows = log, nil
	_, err = newJAWS(com)
	var ue *UnavailableError
	if !errors.As(err, &ue) || ue.Reason != NotRunning {
		t.Errorf("JAWS not running: %v", err)
	}
	checkCalls(t, "JAWS not running", log, "FindWindow JFWUI2", "CoUninitialize")

	// SayString's false is an error.
	log = &callLog{}
	com.log, com.windows = log, map[string]bool{"JFWUI2": true}
	com.objects["FreedomSci.JawsApi"] = func() dispatch {
		return &fakeObject{log: log, name: "jaws", answers: map[string]any{"SayString": false}}
	}
	e, err = newJAWS(com)
	if err != nil {
		t.Fatal(err)
	}
	if err := e.speak(context.Background(), "Zeit", false); !errors.Is(err, errJAWSRefused) {
		t.Errorf("refused: %v", err)
	}
}

// sapiCOM is COM with SpVoice: its voice in use speaks US English, and
// GetVoices finds voices of the language asked for.
func sapiCOM(log *callLog, voices int32) *fakeCOM {
	token := &fakeObject{log: log, name: "token", answers: map[string]any{"GetDescription": "Microsoft Irina Desktop - Russian", "GetAttribute": "409;9"}}
	tokens := &fakeObject{log: log, name: "tokens", answers: map[string]any{"Count": voices, "Item": token}}
	return &fakeCOM{log: log, objects: map[string]func() dispatch{
		"SAPI.SpVoice": func() dispatch {
			return &fakeObject{log: log, name: "voice", answers: map[string]any{
				"GetVoices": tokens, "Voice": token, "WaitUntilDone": true, "Speak": int32(1),
			}}
		},
	}}
}

func TestSAPI(t *testing.T) {
	log := &callLog{}
	e, err := newSAPI(sapiCOM(log, 2), TextOptions{Lang: "ru", SAPILang: "419", Speed: 2, Volume: 0.5})
	if err != nil {
		t.Fatal(err)
	}
	if i := e.info(); i.Speech != SAPI || i.Voice != "Microsoft Irina Desktop - Russian" || i.OwnRate {
		t.Errorf("info %+v", i)
	}
	say(t, e, "ru", true)
	checkCalls(t, "SAPI", log,
		"CoCreateInstance SAPI.SpVoice",
		"voice.get Voice()",
		`token.call GetAttribute("Language")`,
		"token.Release",
		`voice.call GetVoices("Language=419", "")`,
		"tokens.get Count()",
		"tokens.call Item(0)",
		"voice.putref Voice(token)",
		"token.Release",
		"tokens.Release",
		"voice.get Voice()",
		"token.call GetDescription()",
		"token.Release",
		"voice.put Rate(6)",
		"voice.put Volume(50)",
		`voice.call Speak("шпрингер Феликс драй", 19)`, // async, purge, not XML
		`voice.call Speak("цайт", 17)`,                 // async, not XML: waits its turn
		"voice.call WaitUntilDone(100)",
		`voice.call Speak("", 19)`,
		"voice.Release",
		"CoUninitialize")

	// No voice of the language, the rate and volume as the user set
	// them: the default voice speaks, nothing is put.
	log = &callLog{}
	e, err = newSAPI(sapiCOM(log, 0), TextOptions{Lang: "cs", SAPILang: "405", Speed: 1, Volume: 1})
	if err != nil {
		t.Fatal(err)
	}
	say(t, e, "cs", false)
	checkCalls(t, "SAPI without a Czech voice", log,
		"CoCreateInstance SAPI.SpVoice",
		"voice.get Voice()",
		`token.call GetAttribute("Language")`,
		"token.Release",
		`voice.call GetVoices("Language=405", "")`,
		"tokens.get Count()",
		"tokens.Release",
		"voice.get Voice()",
		"token.call GetDescription()",
		"token.Release",
		`voice.call Speak("špringer Féliks draj", 17)`,
		`voice.call Speak("cajt", 17)`,
		"voice.call WaitUntilDone(100)",
		`voice.call Speak("", 19)`,
		"voice.Release",
		"CoUninitialize")

	// The user's voice speaks English: an English run keeps it.
	log = &callLog{}
	if _, err = newSAPI(sapiCOM(log, 2), TextOptions{Lang: "en", SAPILang: "409", Speed: 1, Volume: 1}); err != nil {
		t.Fatal(err)
	}
	checkCalls(t, "SAPI in English", log,
		"CoCreateInstance SAPI.SpVoice",
		"voice.get Voice()",
		`token.call GetAttribute("Language")`,
		"token.Release",
		"voice.get Voice()",
		"token.call GetDescription()",
		"token.Release")

	_, err = newSAPI(&fakeCOM{log: &callLog{}}, TextOptions{Lang: "de", SAPILang: "407"})
	var ue *UnavailableError
	if !errors.As(err, &ue) || ue.Reason != NotInstalled {
		t.Errorf("no SpVoice: %v", err)
	}
}
