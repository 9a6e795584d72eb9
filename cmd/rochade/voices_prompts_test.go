package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/cmd/internal/ui/spoken"
	"github.com/rochade/rochade/voices"
)

// copyPack copies the built-in prompt pack of lang to a new folder.
func copyPack(t *testing.T, lang ui.Lang) string {
	t.Helper()
	src, err := spoken.PackFS(lang)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	err = fs.WalkDir(src, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dir, p), 0o755)
		}
		b, err := fs.ReadFile(src, p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, p), b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// voices check knows a prompt pack by its manifest and names the
// phrases it lacks, with their words; --prompts LANG checks the built-in
// pack of a language.
func TestVoicesCheckNamesMissingPrompts(t *testing.T) {
	for _, lang := range spoken.Langs() {
		out, _, err := run(t, "", "voices", "check", "--prompts", string(lang))
		if err != nil || !strings.Contains(out, "is fine") {
			t.Errorf("voices check --prompts %s: %v\n%s", lang, err, out)
		}
	}
	dir := copyPack(t, "ru")
	m, err := voices.ReadManifest(os.DirFS(dir), ".")
	if err != nil {
		t.Fatal(err)
	}
	var kept []voices.ClipEntry
	for _, c := range m.Clips {
		if c.Token != "flag_white_1" && c.Token != "minute_few" {
			kept = append(kept, c)
		}
	}
	m.Clips = kept
	if err := voices.WriteManifest(dir, m); err != nil {
		t.Fatal(err)
	}
	out, _, err := run(t, "", "--lang-ui", "en", "voices", "check", dir)
	if err == nil {
		t.Fatalf("a prompt pack without two phrases passed:\n%s", out)
	}
	for _, want := range []string{`flag_white_1: no clip in the manifest (it says "У белых упал флажок")`, `minute_few: no clip in the manifest (it says "минуты")`} {
		if !strings.Contains(out, want) {
			t.Errorf("voices check does not say %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "not a token") || strings.Contains(out, "file_a") {
		t.Errorf("the prompt pack was checked as a voice pack:\n%s", out)
	}
	// Given the wrong language, every phrase of that language is missing.
	out, _, err = run(t, "", "voices", "check", "--prompts", "pl", dir)
	if err == nil || !strings.Contains(out, `(it says "Białym spadła chorągiewka")`) {
		t.Errorf("a Russian pack passed as Polish: %v\n%s", err, out)
	}
	if _, _, err := run(t, "", "voices", "check", "--prompts", "xx"); err == nil {
		t.Error("voices check --prompts xx passed")
	}
}

// voices new --prompts starts a prompt pack to record: its phrase list
// holds every phrase of the language.
func TestVoicesNewPrompts(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "mine")
	if _, _, err := run(t, "", "voices", "new", "--prompts", "cs", "--name", "Moje", dir); err != nil {
		t.Fatal(err)
	}
	list, err := os.ReadFile(filepath.Join(dir, voices.PhraseListName))
	if err != nil {
		t.Fatal(err)
	}
	words := spoken.Vocabulary(ui.Czech)
	for _, w := range words {
		if !strings.Contains(string(list), "clips/"+w.Key+".wav\t"+w.Text+"\n") {
			t.Errorf("the phrase list lacks %s %q", w.Key, w.Text)
		}
	}
	m, err := voices.ReadManifest(os.DirFS(dir), ".")
	if err != nil || m.Language != "cs" || len(m.Clips) != len(words) {
		t.Fatalf("manifest: %v, %+v", err, m)
	}
	if _, _, err := run(t, "", "voices", "new", "--prompts", "xx", dir+"2"); err == nil {
		t.Error("voices new --prompts xx passed")
	}
}
