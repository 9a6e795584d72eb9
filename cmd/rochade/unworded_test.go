package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rochade/rochade/cmd/internal/ui"
)

// A voice pack that cannot be used is said so in the run's language, with
// its folder and where to look further, never as "an unexpected error".
func TestUnusablePackIsWorded(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "pack")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "voice.json"), []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, l := range ui.Langs() {
		_, _, err := run(t, "", "--lang-ui", string(l), "demo", "--voice", dir)
		if err == nil {
			t.Fatalf("%s: a pack without clips was used", l)
		}
		p := ui.New(l)
		said := p.Say(err)
		unexpected, _, _ := strings.Cut(p.Sprintf(ui.UnexpectedError, "x"), "(")
		// (a long path is shown shortened at its start)
		if !strings.Contains(said, filepath.Join(filepath.Base(filepath.Dir(dir)), "pack")) || !strings.Contains(said, "voices check") || strings.Contains(said, unexpected) {
			t.Errorf("%s: %s", l, said)
		}
	}
}

// A BRLTTY address that is none (BRLAPI_HOST) is said so in the run's
// language, at once: no Braille display is looked for there.
func TestBadBrlAPIAddressIsWorded(t *testing.T) {
	t.Setenv("BRLAPI_HOST", "[::1")
	for _, l := range ui.Langs() {
		_, _, err := run(t, "", "--lang-ui", string(l), "braille", "--display", "../../testdata/appendix-c.pgn")
		if err == nil {
			t.Fatalf("%s: a display was looked for at [::1", l)
		}
		p := ui.New(l)
		said := p.Say(err)
		unexpected, _, _ := strings.Cut(p.Sprintf(ui.UnexpectedError, "x"), "(")
		if !strings.Contains(said, `"[::1"`) || !strings.Contains(said, "BRLAPI_HOST") || strings.Contains(said, unexpected) {
			t.Errorf("%s: %s", l, said)
		}
	}
}
