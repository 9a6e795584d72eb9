package braille

import (
	"strings"
	"testing"

	"github.com/rochade/rochade/braille/brlapi"
)

func TestNoBRLTTY(t *testing.T) {
	t.Setenv("BRLAPI_HOST", "")
	if err := noBRLTTY("linux", brlapi.Config{}); err != nil {
		t.Errorf("linux: %v", err)
	}
	err := noBRLTTY("windows", brlapi.Config{})
	if err == nil || !strings.Contains(err.Error(), "no support on Windows") || !strings.Contains(err.Error(), "BRLAPI_HOST") {
		t.Errorf("windows: %v", err)
	}
	if err := noBRLTTY("darwin", brlapi.Config{}); err == nil || !strings.Contains(err.Error(), "macOS") {
		t.Errorf("darwin: %v", err)
	}
	if err := noBRLTTY("windows", brlapi.Config{Host: "192.0.2.7:0"}); err != nil {
		t.Errorf("windows with a host: %v", err)
	}
	t.Setenv("BRLAPI_HOST", "192.0.2.7:0")
	if err := noBRLTTY("darwin", brlapi.Config{}); err != nil {
		t.Errorf("darwin with BRLAPI_HOST: %v", err)
	}
}
