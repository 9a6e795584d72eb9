package braille

import (
	"fmt"
	"os"
	"runtime"

	"github.com/rochade/rochade/braille/brlapi"
	"github.com/rochade/rochade/braille/internal/fact"
)

// ErrUnsupported is wrapped by CheckSystem's error.
var ErrUnsupported error = &fact.Fact{Key: "no-brltty", Text: "no BRLTTY"}

// CheckSystem returns nil where a Display can reach BRLTTY: on Linux, or
// on any system when cfg or BRLAPI_HOST names a BRLTTY (on another
// computer, say). Elsewhere its error, wrapping ErrUnsupported, says what
// is missing; a Display there reports it as Unsupported and does not try
// to connect. BRF and Unicode Braille files work on every system.
func CheckSystem(cfg brlapi.Config) error { return checkSystem(runtime.GOOS, cfg) }

// systemNames are the names users know their systems by.
var systemNames = map[string]string{"windows": "Windows", "darwin": "macOS", "freebsd": "FreeBSD", "openbsd": "OpenBSD"}

func checkSystem(goos string, cfg brlapi.Config) error {
	host := cfg.Host
	if host == "" {
		host = os.Getenv("BRLAPI_HOST")
	}
	if _, err := brlapi.Endpoints(host); err != nil {
		return err // an address that can never be reached
	}
	if goos == "linux" || host != "" {
		return nil
	}
	name := systemNames[goos]
	if name == "" {
		name = goos
	}
	return &UnsupportedError{System: name}
}

// UnsupportedError says that this system has no BRLTTY to reach a
// display through (BRLTTY runs on Linux; BRLAPI_HOST names one running
// on another computer).
type UnsupportedError struct {
	System string // as users know it: "Windows", "macOS"
}

func (e *UnsupportedError) Error() string {
	return fmt.Sprintf("braille: %v on %s", ErrUnsupported, e.System)
}

// Unwrap makes errors.Is(err, ErrUnsupported) true.
func (e *UnsupportedError) Unwrap() error { return ErrUnsupported }

func (e *UnsupportedError) Fact() (string, []any) { return "braille-unsupported", []any{e.System} }
