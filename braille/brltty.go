package braille

import (
	"fmt"
	"os"

	"github.com/rochade/rochade/braille/brlapi"
)

// systemNames are the names users know their systems by.
var systemNames = map[string]string{"windows": "Windows", "darwin": "macOS", "freebsd": "FreeBSD", "openbsd": "OpenBSD"}

// noBRLTTY says why a display cannot be reached on the system goos
// (runtime.GOOS), or returns nil. Rochade reaches Braille displays
// through BRLTTY, which it supports on Linux; elsewhere only a BRLTTY
// named by the configuration or BRLAPI_HOST (on another computer, say)
// is tried.
func noBRLTTY(goos string, c brlapi.Config) error {
	if goos == "linux" || c.Host != "" || os.Getenv("BRLAPI_HOST") != "" {
		return nil
	}
	name := systemNames[goos]
	if name == "" {
		name = goos
	}
	return fmt.Errorf("no support on %s, as Rochade reaches displays through BRLTTY on Linux; set BRLAPI_HOST to use a BRLTTY running elsewhere", name)
}
