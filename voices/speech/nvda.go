package speech

import (
	"context"
	"sync"
)

// nvdaAPI is the part of NVDA's controller client (the DLL
// nvdaControllerClient) that Rochade calls. Its functions return 0 or a
// Windows error code; the implementation turns the codes into errors.
type nvdaAPI interface {
	testIfRunning() error
	speakText(text string) error
	cancelSpeech() error
	// where is the file of the DLL.
	where() string
	release()
}

// nvdaEngine speaks through NVDA, with the user's voice, language, rate
// and volume. An announcement that cuts in cancels NVDA's speech first
// (NVDA's speakText waits its turn otherwise).
type nvdaEngine struct {
	mu  sync.Mutex
	api nvdaAPI
}

func openNVDA(TextOptions) (engine, error) {
	api, err := loadNVDA()
	if err != nil {
		return nil, err
	}
	return newNVDA(api)
}

// newNVDA checks that NVDA runs.
func newNVDA(api nvdaAPI) (engine, error) {
	if err := api.testIfRunning(); err != nil {
		api.release()
		return nil, &UnavailableError{Speech: NVDA, Reason: NotRunning, Err: err}
	}
	return &nvdaEngine{api: api}, nil
}

func (e *nvdaEngine) speak(_ context.Context, text string, interrupt bool) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if interrupt {
		if err := e.api.cancelSpeech(); err != nil {
			return err
		}
	}
	return e.api.speakText(text)
}

// wait returns at once: NVDA does not tell when it is done.
func (e *nvdaEngine) wait(context.Context) error { return nil }

// close lets the DLL go; what NVDA still says is its own.
func (e *nvdaEngine) close() error {
	e.api.release()
	return nil
}

func (e *nvdaEngine) info() Info {
	return Info{Speech: NVDA, Where: e.api.where(), OwnRate: true}
}
