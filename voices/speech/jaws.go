package speech

import (
	"context"
	"errors"
	"sync"
)

// JAWS: the FSAPI object "FreedomSci.JawsApi", which JAWS installs.
// SayString(text, flush) speaks text, dropping what JAWS is saying when
// flush is true; it returns false when JAWS does not take the text.
const (
	jawsProgID      = "FreedomSci.JawsApi"
	jawsWindowClass = "JFWUI2" // JAWS's main window, there while JAWS runs
)

// errJAWSRefused is SayString's false: JAWS did not take the text.
var errJAWSRefused = errors.New("JAWS did not take the text")

type jawsEngine struct {
	mu  sync.Mutex
	com comAPI
	obj dispatch
}

func openJAWS(TextOptions) (engine, error) {
	com, err := openCOM(JAWS)
	if err != nil {
		return nil, err
	}
	return newJAWS(com)
}

// newJAWS checks that JAWS runs and makes its object.
func newJAWS(com comAPI) (engine, error) {
	if !com.windowExists(jawsWindowClass) {
		com.close()
		return nil, &UnavailableError{Speech: JAWS, Reason: NotRunning}
	}
	obj, err := com.create(jawsProgID)
	if err != nil {
		com.close()
		return nil, &UnavailableError{Speech: JAWS, Reason: NotInstalled, Where: jawsProgID, Err: err}
	}
	return &jawsEngine{com: com, obj: obj}, nil
}

func (e *jawsEngine) speak(_ context.Context, text string, interrupt bool) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	r, err := e.obj.call("SayString", text, interrupt)
	if err != nil {
		return err
	}
	if ok, isBool := r.(bool); isBool && !ok {
		return errJAWSRefused
	}
	return nil
}

// wait returns at once: JAWS does not tell when it is done.
func (e *jawsEngine) wait(context.Context) error { return nil }

func (e *jawsEngine) close() error {
	e.obj.release()
	e.com.close()
	return nil
}

func (e *jawsEngine) info() Info {
	return Info{Speech: JAWS, OwnRate: true}
}
