package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestVoicesCheckPairs: voices check of the built-in voice prints its
// spectral balance and, with --pairs, the closest pairs of each group.
func TestVoicesCheckPairs(t *testing.T) {
	out, _, err := run(t, "", "voices", "check", "--pairs")
	if err != nil {
		t.Fatalf("voices check --pairs: %v\n%s", err, out)
	}
	for _, want := range []string{
		"Spectral balance, relative to 250–500 Hz: 500–1000 Hz",
		"Closest files: ", "Closest ranks: ", "Closest pieces: ", "Closest numbers: ", "Closest phrases: ",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if line := out[strings.Index(out, "Closest files: "):]; strings.Count(line[:strings.Index(line, "\n")], "–") != 3 {
		t.Errorf("--pairs alone should list three pairs a group:\n%s", out)
	}
	out, _, _ = run(t, "", "voices", "check", "--pairs=5")
	line := out[strings.Index(out, "Closest pieces: "):]
	if n := strings.Count(line[:strings.Index(line, "\n")], "–"); n != 5 {
		t.Errorf("--pairs=5 lists %d piece pairs:\n%s", n, out)
	}
}

func TestVoicesTidyFlags(t *testing.T) {
	dir := t.TempDir()
	if _, _, err := run(t, "", "voices", "tidy", "--eq", "loud", dir); err == nil || !strings.Contains(err.Error(), `--eq "loud" is not known`) {
		t.Errorf("--eq loud: %v", err)
	}
	if _, _, err := run(t, "", "voices", "tidy", dir+"/none"); err == nil || !strings.Contains(err.Error(), "is not a folder") {
		t.Errorf("a missing folder: %v", err)
	}
}

// TestVoicesNewEspeakKeepsRecordings: voices new --espeak over a pack
// that holds a recording refuses and leaves the recording as it was.
func TestVoicesNewEspeakKeepsRecordings(t *testing.T) {
	dir := t.TempDir()
	if _, _, err := run(t, "", "voices", "new", dir); err != nil {
		t.Fatal(err)
	}
	rec := filepath.Join(dir, "clips", "king.wav")
	if err := os.MkdirAll(filepath.Dir(rec), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(rec, []byte("my recording"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, _, err := run(t, "", "voices", "new", dir, "--espeak", "de")
	if err == nil || !strings.Contains(err.Error(), "already holds the clip clips/king.wav") {
		t.Fatalf("error %v", err)
	}
	if data, _ := os.ReadFile(rec); string(data) != "my recording" {
		t.Fatal("the recording was replaced")
	}
}
