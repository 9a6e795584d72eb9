package braille

import (
	"errors"
	"fmt"
	"testing"

	"github.com/rochade/rochade/braille/brlapi"
)

func TestCheckSystem(t *testing.T) {
	t.Setenv("BRLAPI_HOST", "")
	if err := checkSystem("linux", brlapi.Config{}); err != nil {
		t.Errorf("linux: %v", err)
	}
	want := "no Braille display support on Windows, as Rochade reaches displays through BRLTTY on Linux; set BRLAPI_HOST to use a BRLTTY running elsewhere"
	if err := checkSystem("windows", brlapi.Config{}); err == nil || err.Error() != want || !errors.Is(err, ErrUnsupported) {
		t.Errorf("windows: %v", err)
	}
	if err := checkSystem("darwin", brlapi.Config{}); err == nil || err.Error() != "no Braille display support on macOS, as Rochade reaches displays through BRLTTY on Linux; set BRLAPI_HOST to use a BRLTTY running elsewhere" {
		t.Errorf("darwin: %v", err)
	}
	if err := checkSystem("windows", brlapi.Config{Host: "192.0.2.7:0"}); err != nil {
		t.Errorf("windows with a host: %v", err)
	}
	t.Setenv("BRLAPI_HOST", "192.0.2.7:0")
	if err := checkSystem("darwin", brlapi.Config{}); err != nil {
		t.Errorf("darwin with BRLAPI_HOST: %v", err)
	}
}

func TestUnsupportedLine(t *testing.T) {
	t.Setenv("BRLAPI_HOST", "")
	var lines []string
	d := &Display{cfg: DisplayConfig{Logf: func(f string, a ...any) { lines = append(lines, fmt.Sprintf(f, a...)) }}}
	d.status(Unsupported, 0, checkSystem("windows", brlapi.Config{}))
	want := "No Braille display support on Windows, as Rochade reaches displays through BRLTTY on Linux; set BRLAPI_HOST to use a BRLTTY running elsewhere."
	if len(lines) != 1 || lines[0] != want {
		t.Errorf("got %q, want %q", lines, want)
	}
}
