package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/cmd/internal/web"
)

// A pairing file that cannot be read is said in the run's language, with
// its line and why; play goes on with no phone paired.
func TestWebPairingFileWorded(t *testing.T) {
	path := filepath.Join(t.TempDir(), "paired-phones")
	if err := os.WriteFile(path, []byte("# phones\nnot a hash\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	_, err := web.NewPairing(path)
	for lang, want := range map[ui.Lang]string{
		ui.English: "The paired phones cannot be read from " + path + " (line 2: that is no SHA-256 hash in hexadecimal): no phone is paired until one pairs again.",
		ui.Russian: "Не удаётся прочитать привязанные телефоны из " + path + " (строка 2: это не хеш SHA-256 в шестнадцатеричной записи): ни один телефон не привязан, пока его не привяжут снова.",
	} {
		if got := ui.New(lang).Say(err); got != want {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
	}
	if got := ui.New(ui.German).Say(&web.WrongCodeError{Left: 1}); !strings.HasPrefix(got, "Falscher Code. Noch 1 falscher Code") {
		t.Errorf("a wrong code: %q", got)
	}
}
