package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/cmd/internal/tether"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/voices"
)

// A test that needs the sound device runs the command line in a child
// process (a process can open the device only once); the child is this
// test binary with the arguments in audioChildEnv.
const audioChildEnv = "ROCHADE_AUDIO_CHILD_ARGS"

func init() {
	if args := os.Getenv(audioChildEnv); args != "" {
		limitChildFiles()
		cmd, a := newRoot()
		cmd.SetArgs(strings.Split(args, "\x1f"))
		err := cmd.Execute()
		reportPeakMemory()
		if err != nil {
			printError(a, os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
}

// runAudioChild runs the command line in a child whose ALSA default
// device is conf and which finds no PulseAudio server.
func runAudioChild(t *testing.T, conf string, args ...string) (string, time.Duration, error) {
	t.Helper()
	dir := t.TempDir()
	p := filepath.Join(dir, "asound.conf")
	if err := os.WriteFile(p, []byte(conf), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(),
		audioChildEnv+"="+strings.Join(args, "\x1f"),
		"ALSA_CONFIG_PATH="+p,
		"PULSE_SERVER=unix:"+filepath.Join(dir, "no-pulse"))
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	start := time.Now()
	err := tether.Start(cmd)
	if err == nil {
		err = cmd.Wait()
	}
	return out.String(), time.Since(start), err
}

// expectedSamples adds up the clips, gaps and pauses of the speech of
// every game in the PGN file name, as the default voice says them.
func expectedSamples(t *testing.T, name string, gap, pause time.Duration) []int {
	t.Helper()
	p, err := voices.Default()
	if err != nil {
		t.Fatal(err)
	}
	v, err := voices.Prepare(p, p.Rate(), 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r := notation.NewPGNReader(f)
	var out []int
	for {
		g, err := r.Next()
		if g == nil {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for i, ply := range announce.Game(g, announce.Options{}) {
			if i > 0 {
				n += voices.Samples(pause, v.Rate())
			}
			for j, tok := range ply.Words {
				if j > 0 {
					n += voices.Samples(gap, v.Rate())
				}
				n += v.ClipLen(tok)
			}
		}
		out = append(out, n)
	}
	return out
}

// wavSamples returns the number of samples in a 16-bit mono WAV file.
func wavSamples(t *testing.T, name string) int {
	t.Helper()
	a, err := voices.ReadAudioFile(name)
	if err != nil {
		t.Fatal(err)
	}
	if a.Rate != 16000 {
		t.Fatalf("%s is at %d Hz", name, a.Rate)
	}
	return len(a.Samples)
}

// TestAnnounceWAVIsClipsAndGaps renders the Appendix C game and checks
// the file's length against its clips, gaps and pauses.
func TestAnnounceWAVIsClipsAndGaps(t *testing.T) {
	out := filepath.Join(t.TempDir(), "c.wav")
	pgn := filepath.Join("..", "..", "testdata", "appendix-c.pgn")
	if _, _, err := run(t, "", "announce", "--wav", out, "--gap", "50ms", "--pause", "400ms", pgn); err != nil {
		t.Fatal(err)
	}
	want := expectedSamples(t, pgn, 50*time.Millisecond, 400*time.Millisecond)
	if len(want) != 1 {
		t.Fatalf("%d games in the Appendix C file", len(want))
	}
	if got := wavSamples(t, out); got != want[0] {
		t.Fatalf("%s holds %d samples; the clips, gaps and pauses add up to %d", out, got, want[0])
	}
}

// TestRenderOneFilePerGame renders a file of two games.
func TestRenderOneFilePerGame(t *testing.T) {
	dir := t.TempDir()
	pgn := filepath.Join(dir, "two.pgn")
	games := "[White \"Anna Schmidt\"]\n[Black \"Ben\"]\n\n1. e4 e5 2. Nf3 *\n\n[White \"C\"]\n[Black \"D\"]\n\n1. d4 d5 2. c4 dxc4 3. O-O *\n"
	if err := os.WriteFile(pgn, []byte(games), 0o644); err != nil {
		t.Fatal(err)
	}
	_, stderr, err := run(t, "", "render", filepath.Join(dir, "out"), pgn)
	if err == nil || !strings.Contains(stderr, "two.pgn") {
		t.Fatalf("an illegal move (castling at move 3) was accepted: %v\n%s", err, stderr)
	}
	// The first game and the legal part of the second are still written.
	if _, err := os.Stat(filepath.Join(dir, "out", "two-002-C-D.wav")); err != nil {
		t.Fatal(err)
	}
	games = strings.Replace(games, "3. O-O", "3. e3", 1)
	if err := os.WriteFile(pgn, []byte(games), 0o644); err != nil {
		t.Fatal(err)
	}
	// A new folder: render never writes over the files of the first run.
	stdout, _, err := run(t, "", "render", filepath.Join(dir, "out2"), pgn)
	if err != nil {
		t.Fatal(err)
	}
	want := expectedSamples(t, pgn, 60*time.Millisecond, 700*time.Millisecond)
	files := []string{"two-001-Anna-Schmidt-Ben.wav", "two-002-C-D.wav"}
	for i, f := range files {
		if got := wavSamples(t, filepath.Join(dir, "out2", f)); got != want[i] {
			t.Errorf("%s: %d samples, want %d", f, got, want[i])
		}
	}
	if !strings.Contains(stdout, "Rendered 2 games") {
		t.Errorf("no summary line in:\n%s", stdout)
	}
	if strings.Contains(stdout, "\r") || strings.Contains(stdout, "[#") {
		t.Errorf("progress bar drawn into a pipe:\n%s", stdout)
	}
}

// TestSpeakWithoutDevice: with no sound device, announce --speak ends
// within 2 s with one clear sentence, or writes the fallback file.
func TestSpeakWithoutDevice(t *testing.T) {
	pgn := filepath.Join("..", "..", "testdata", "appendix-c.pgn")
	noCard := "pcm.!default { type hw card 97 }\n"
	out, took, err := runAudioChild(t, noCard, "announce", "--speak", pgn)
	if err == nil {
		t.Fatalf("announce --speak succeeded without a sound device:\n%s", out)
	}
	if took > 2*time.Second {
		t.Fatalf("announce --speak took %v to give up", took)
	}
	if out != "Error: No sound device could be opened; check the sound settings, or use --wav FILE to write the speech to a file.\n" {
		t.Fatalf("want one sentence, got:\n%s", out)
	}
	fallback := filepath.Join(t.TempDir(), "f.wav")
	out, _, err = runAudioChild(t, noCard, "announce", "--speak", "--fallback-wav", fallback, pgn)
	if err != nil {
		t.Fatalf("with --fallback-wav: %v\n%s", err, out)
	}
	want := expectedSamples(t, pgn, 60*time.Millisecond, 700*time.Millisecond)
	if got := wavSamples(t, fallback); got != want[0] {
		t.Fatalf("fallback file holds %d samples, want %d", got, want[0])
	}
}

// TestSpeakOnNullDevice speaks the Appendix C game through the real
// player into ALSA's null device, both queued and with --barge-in.
func TestSpeakOnNullDevice(t *testing.T) {
	pgn := filepath.Join("..", "..", "testdata", "appendix-c.pgn")
	for _, extra := range [][]string{{"--speed", "3", "--pause", "0s"}, {"--barge-in", "--speed", "1.4", "--voice-black", "default"}} {
		args := append([]string{"announce", "--speak"}, extra...)
		out, took, err := runAudioChild(t, "pcm.!default { type null }\n", append(args, pgn)...)
		if err != nil {
			t.Fatalf("%v: %v\n%s", args, err, out)
		}
		if !strings.Contains(out, "König Bella eins") {
			t.Fatalf("%v: listing missing:\n%s", args, out)
		}
		t.Logf("%v took %v", args, took)
	}
}

// TestVoicesMixedFormats: a pack with FLAC and Ogg Vorbis clips (made
// with sox) passes voices check and speaks like the WAV original; a
// FLAC clip at another rate is reported, and voices tidy stores it as
// WAV at the pack's rate.
func TestVoicesMixedFormats(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "pack")
	if err := os.CopyFS(dir, voices.DefaultFS()); err != nil {
		t.Fatal(err)
	}
	m, err := voices.ReadManifest(os.DirFS(dir), ".")
	if err != nil {
		t.Fatal(err)
	}
	convert := func(key, ext string, opts ...string) string {
		for _, c := range m.Clips {
			if c.Token != key {
				continue
			}
			to := strings.TrimSuffix(c.File, ".wav") + ext
			args := append(append([]string{filepath.Join(dir, c.File)}, opts...), filepath.Join(dir, to))
			if out, err := exec.Command("sox", args...).CombinedOutput(); err != nil {
				t.Fatalf("sox %v: %v\n%s", args, err, out)
			}
			if err := os.Remove(filepath.Join(dir, c.File)); err != nil {
				t.Fatal(err)
			}
			for j := range m.Clips { // the token and those sharing its file
				if m.Clips[j].File == c.File {
					m.Clips[j].File = to
				}
			}
			return to
		}
		t.Fatalf("no token %s", key)
		return ""
	}
	convert("pawn", ".flac")
	convert("file_e", ".ogg")
	convert("rank_4", ".flac")
	if err := voices.WriteManifest(dir, m); err != nil {
		t.Fatal(err)
	}
	out, _, err := run(t, "", "voices", "check", dir)
	if err != nil || !strings.Contains(out, fmt.Sprintf("%s (SVOX Pico German, de) is fine: %d clips", dir, len(m.Clips))) {
		t.Fatalf("voices check: %v\n%s", err, out)
	}
	pgn := filepath.Join("..", "..", "testdata", "appendix-c.pgn")
	wav := filepath.Join(t.TempDir(), "c.wav")
	if _, _, err := run(t, "", "announce", "--wav", wav, "--voice", dir, pgn); err != nil {
		t.Fatal(err)
	}
	want := expectedSamples(t, pgn, 60*time.Millisecond, 700*time.Millisecond)
	if got := wavSamples(t, wav); got != want[0] {
		t.Fatalf("the mixed pack speaks %d samples, the default voice %d", got, want[0])
	}

	rec := convert("king", ".flac", "-r", "44100")
	if err := voices.WriteManifest(dir, m); err != nil {
		t.Fatal(err)
	}
	out, _, err = run(t, "", "voices", "check", dir)
	if err == nil || !strings.Contains(out, rec+" (king): sample rate is 44100 Hz, the manifest says 16000 Hz") {
		t.Fatalf("voices check of a 44.1 kHz clip: %v\n%s", err, out)
	}
	out, _, err = run(t, "", "voices", "tidy", dir)
	if err != nil || !strings.Contains(out, fmt.Sprintf("is fine: %d clips", len(m.Clips))) {
		t.Fatalf("voices tidy: %v\n%s", err, out)
	}
	m, err = voices.ReadManifest(os.DirFS(dir), ".")
	if err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{"king", "pawn", "file_e", "rank_4"} {
		c, _ := m.Entry(key)
		if !strings.HasSuffix(c.File, ".wav") {
			t.Errorf("after tidy %s is still in %s", key, c.File)
		}
	}
	if got := wavSamples(t, filepath.Join(dir, "clips", "king.wav")); got < 1000 {
		t.Fatalf("tidied king.wav holds %d samples", got)
	}
}
