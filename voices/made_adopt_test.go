package voices

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"
)

// A pack made before its record was kept is adopted as it is: nothing
// is written but the record, and the next build makes nothing.
func TestAdoptMade(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	opt := TidyOptions{EQ: &SpeechShape}
	texts := []string{"one", "two", "three"}
	if _, err := BuildChanged(ctx, dir, stepManifest(texts...), &toneSynth{}, opt, "r", ".wav"); err != nil {
		t.Fatal(err)
	}
	made, _ := os.ReadFile(filepath.Join(dir, MadeName))
	clip, _ := os.ReadFile(filepath.Join(dir, "clips/wa.wav"))
	if err := os.Remove(filepath.Join(dir, MadeName)); err != nil {
		t.Fatal(err)
	}
	if err := AdoptMade(ctx, dir, stepManifest(texts...), &toneSynth{}, opt, "r", ".wav"); err != nil {
		t.Fatal(err)
	}
	if again, _ := os.ReadFile(filepath.Join(dir, MadeName)); !bytes.Equal(again, made) {
		t.Errorf("adopted:\n%s\nmade:\n%s", again, made)
	}
	s := &toneSynth{}
	if n, err := BuildChanged(ctx, dir, stepManifest(texts...), s, opt, "r", ".wav"); n != 0 || err != nil {
		t.Errorf("after adoption %d clips made: %v", n, err)
	}
	if now, _ := os.ReadFile(filepath.Join(dir, "clips/wa.wav")); !bytes.Equal(now, clip) {
		t.Errorf("a clip changed")
	}
	if err := AdoptMade(ctx, t.TempDir(), stepManifest(texts...), s, opt, "r", ".wav"); err == nil {
		t.Errorf("an empty folder adopted")
	}
}
