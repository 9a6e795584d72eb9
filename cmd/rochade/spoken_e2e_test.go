package main

import (
	"bytes"
	"encoding/binary"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/braille/brlttytest"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/cmd/internal/ui/spoken"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
	"github.com/rochade/rochade/voices"
	"github.com/rochade/rochade/voices/speech"
)

// shortGame is a game of three half-moves for the emulator: play answers
// the time request with move 2, Black to move.
const shortGame = "[Event \"?\"]\n\n1. e4 e5 2. Nf3 *\n"

func writeShortGame(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "short.pgn")
	if err := os.WriteFile(path, []byte(shortGame), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// endPlay ends play with SIGTERM, reads the rest of its output and waits.
func endPlay(t *testing.T, play *exec.Cmd, lines <-chan string) {
	t.Helper()
	if err := play.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	for range lines {
	}
	if err := play.Wait(); err != nil {
		t.Errorf("play after SIGTERM: %v, want exit status 0", err)
	}
}

var clockTimes = regexp.MustCompile(`(\d+):(\d\d):(\d\d)`)

// reportOf reads the move number and the two clock times back from a
// printed time answer.
func reportOf(t *testing.T, line string, toMove notation.Color) announce.ClockReport {
	t.Helper()
	r := announce.ClockReport{ToMove: toMove, Timed: true}
	num := regexp.MustCompile(`\d+`).FindString(line)
	r.MoveNumber, _ = strconv.Atoi(num)
	m := clockTimes.FindAllStringSubmatch(line, -1)
	if len(m) != 2 {
		t.Fatalf("time answer %q holds %d clock times, want 2", line, len(m))
	}
	for i, d := range []*time.Duration{&r.White, &r.Black} {
		h, _ := strconv.Atoi(m[i][1])
		mm, _ := strconv.Atoi(m[i][2])
		s, _ := strconv.Atoi(m[i][3])
		*d = time.Duration(h*3600+mm*60+s) * time.Second
	}
	return r
}

// wavData returns the samples of a 16-bit mono WAV file as bytes.
func wavData(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	i := bytes.Index(b, []byte("data"))
	if len(b) < 44 || string(b[:4]) != "RIFF" || i < 0 {
		t.Fatalf("%s is no WAV file", path)
	}
	n := binary.LittleEndian.Uint32(b[i+4:])
	return b[i+8 : min(len(b), i+8+int(n))]
}

// awaitFile waits until the file at path holds want, for at most wait;
// the test goes on either way (the checks after it say what is missing).
func awaitFile(t *testing.T, path string, want []byte, wait time.Duration) {
	t.Helper()
	deadline := time.Now().Add(wait)
	for time.Now().Before(deadline) {
		if b, err := os.ReadFile(path); err == nil && bytes.Contains(b, want) {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Logf("%s did not take the %d bytes awaited in %v", path, len(want), wait)
}

func phraseBytes(samples []int16) []byte {
	out := make([]byte, 2*len(samples))
	for i, s := range samples {
		binary.LittleEndian.PutUint16(out[2*i:], uint16(s))
	}
	return out
}

// play --lang-ui ru (uk, pl, cs, en) answers the time request with a
// line in that language holding the move number, and speaks it from
// that language's prompt pack: the speech play writes to a WAV file
// holds, sample for sample, the clips of the pack's phrases for that
// answer, and not the German answer of the default pack.
func TestPlaySpeaksTimeInItsLanguage(t *testing.T) {
	t.Parallel()
	game := writeShortGame(t)
	for _, c := range []struct {
		lang   ui.Lang
		prefix string
	}{
		{ui.Russian, "Ход 2, ход чёрных."},
		{ui.Ukrainian, "Хід 2, хід чорних."},
		{ui.Polish, "Ruch 2, ruch czarnych."},
		{ui.Czech, "Tah 2, na tahu je černý."},
		{ui.English, "Move 2, Black to move."},
	} {
		t.Run(string(c.lang), func(t *testing.T) {
			t.Parallel()
			path := emulateBoard(t, "--game", game, "--speed", "3", "--seed", "2", "--protocol", "millennium")
			wav := filepath.Join(t.TempDir(), "speech.wav")
			play, in, out := childWithInput(t, "--lang-ui", string(c.lang), "play", "--board", path, "--protocol", "millennium",
				"--clock", "300+3", "--wav", wav)
			lines := readLines(out)
			awaitLine(t, lines, 60*time.Second, "the last move", func(l string) bool {
				return l == "Springer Felix drei" || l == "шпрингер Феликс драй"
			})
			if _, err := io.WriteString(in, "time\n"); err != nil {
				t.Fatal(err)
			}
			answer := awaitLine(t, lines, 10*time.Second, "an answer to time", func(l string) bool { return strings.HasPrefix(l, c.prefix) })

			// The phrase the answer must be, from the language's pack.
			r := reportOf(t, answer, notation.Black)
			pack, err := spoken.BuiltIn(c.lang)
			if err != nil {
				t.Fatal(err)
			}
			sp, err := speech.LoadSpeakers(speech.Options{Voice: "default", Gap: defaultGap, Pause: defaultPause, Speed: 1, Volume: 1, Prompts: pack})
			if err != nil {
				t.Fatal(err)
			}
			text, words := spoken.New(c.lang, phonetic.German).Render(announce.Time(r))
			if text != answer {
				t.Errorf("printed %q, the same answer rendered %q", answer, text)
			}
			prompts := 0
			for _, w := range words {
				if w.Prompt != "" {
					prompts++
				}
			}
			if prompts != len(words) || prompts < 8 {
				t.Errorf("the answer is %d words, %d of them prompts: %v", len(words), prompts, words)
			}
			ph, err := sp.Words(notation.White, words)
			if err != nil {
				t.Fatal(err)
			}
			// The answer is printed as its speech is queued: let the
			// file take it before play ends (an end cuts what is still
			// to be said after half a second).
			awaitFile(t, wav, phraseBytes(ph.AppendSamples(nil)), 20*time.Second)
			endPlay(t, play, lines)
			data := wavData(t, wav)
			if !bytes.Contains(data, phraseBytes(ph.AppendSamples(nil))) {
				t.Errorf("the speech (%d samples) does not hold the %s answer's %d clips (%d samples)", len(data)/2, c.lang, prompts, ph.Len)
			}
			german, _ := sp.Phrase(notation.White, announce.Time(r).Words)
			if bytes.Contains(data, phraseBytes(german.AppendSamples(nil))) {
				t.Error("the speech holds the German answer")
			}
			t.Logf("%s: %q, %d clips, %.2f s", c.lang, answer, prompts, float64(ph.Len)/float64(sp.Rate()))
		})
	}
}

// With --braille, the answer to the time request appears on the Braille
// display of a real BRLTTY, in the run's language, and after the display's
// hold time (or a panning key past its end) the display shows the score
// again.
func TestPlayTimeOnBrailleDisplay(t *testing.T) {
	t.Parallel()
	if _, err := brlttytest.FindBRLTTY(); err != nil {
		t.Fatal(err)
	}
	srv := brlttytest.Start(t, 40)
	game := writeShortGame(t)
	path := emulateBoard(t, "--game", game, "--speed", "3", "--seed", "2", "--protocol", "millennium")
	// play finds the display's BRLTTY in its own environment.
	play, in, stdout := startChildEnv(t, &testLog{t: t, prefix: "play: "}, []string{"BRLAPI_HOST=" + srv.Host},
		"--lang-ui", "ru", "play", "--board", path, "--protocol", "millennium",
		"--clock", "300+3", "--voice", "none", "--braille", "--braille-hold", "3s")
	lines := readLines(stdout)
	awaitLine(t, lines, 60*time.Second, "the last move", func(l string) bool {
		return l == "Springer Felix drei" || l == "шпрингер Феликс драй"
	})
	score := "2. Nf3"
	srv.WaitFor(func(v string) bool { return strings.HasPrefix(v, score) }, 10*time.Second)

	if _, err := io.WriteString(in, "time\n"); err != nil {
		t.Fatal(err)
	}
	answer := awaitLine(t, lines, 10*time.Second, "an answer to time", func(l string) bool { return strings.HasPrefix(l, "Ход 2,") })
	// The display shows the answer's first 40 characters.
	first := string([]rune(answer)[:min(40, len([]rune(answer)))])
	got := srv.WaitFor(func(v string) bool { return strings.HasPrefix(v, "Ход 2") }, 10*time.Second)
	if strings.TrimRight(got, " ") != first {
		t.Errorf("the display shows %q, want %q", got, first)
	}
	// Panning: the rest of the answer, then the score again.
	srv.Press("FWINRT")
	rest := string([]rune(answer)[40:])
	srv.WaitFor(func(v string) bool { return strings.TrimRight(v, " ") == rest }, 5*time.Second)
	srv.Press("FWINRT")
	srv.WaitFor(func(v string) bool { return strings.HasPrefix(v, score) }, 5*time.Second)

	// Asked from the display's key, the answer comes again and goes by
	// itself after the hold time.
	srv.Press("LNBEG")
	awaitLine(t, lines, 10*time.Second, "the answer to the display's time key", func(l string) bool { return strings.HasPrefix(l, "Ход 2,") })
	srv.WaitFor(func(v string) bool { return strings.HasPrefix(v, "Ход 2") }, 10*time.Second)
	shown := time.Now()
	srv.WaitFor(func(v string) bool { return strings.HasPrefix(v, score) }, 10*time.Second)
	if held := time.Since(shown); held < 2*time.Second {
		t.Errorf("the answer left the display after %v; --braille-hold is 3s", held)
	}
	endPlay(t, play, lines)
}

// syncBuf is a bytes.Buffer safe for a child's standard error.
type syncBuf struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuf) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuf) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// play --prompts DIR speaks with a prompt pack of one's own (a recorded
// voice); a phrase the pack lacks is named once, the rest is spoken.
func TestPlayWithOwnPromptPack(t *testing.T) {
	t.Parallel()
	dir := copyPack(t, ui.Russian)
	m, err := voices.ReadManifest(os.DirFS(dir), ".")
	if err != nil {
		t.Fatal(err)
	}
	var kept []voices.ClipEntry
	for _, c := range m.Clips {
		if c.Token != "time_black_2" {
			kept = append(kept, c)
		}
	}
	m.Clips = kept
	if err := voices.WriteManifest(dir, m); err != nil {
		t.Fatal(err)
	}
	path := emulateBoard(t, "--game", writeShortGame(t), "--speed", "3", "--seed", "2", "--protocol", "millennium")
	wav := filepath.Join(t.TempDir(), "speech.wav")
	var errOut syncBuf
	play, in, out := startChild(t, &errOut, "--lang-ui", "ru", "play", "--board", path, "--protocol", "millennium", "--wav", wav, "--prompts", dir)
	lines := readLines(out)
	awaitLine(t, lines, 60*time.Second, "the last move", func(l string) bool {
		return l == "Springer Felix drei" || l == "шпрингер Феликс драй"
	})
	for i := 0; i < 2; i++ {
		if _, err := io.WriteString(in, "time\n"); err != nil {
			t.Fatal(err)
		}
		awaitLine(t, lines, 10*time.Second, "an answer to time", func(l string) bool { return l == "Ход 2, ход чёрных." })
	}
	own, err := voices.LoadPrompts(os.DirFS(dir), ".")
	if err != nil {
		t.Fatal(err)
	}
	sp, err := speech.LoadSpeakers(speech.Options{Voice: "default", Gap: defaultGap, Speed: 1, Volume: 1, Prompts: own})
	if err != nil {
		t.Fatal(err)
	}
	// "Ход" and "два" are said, "ход чёрных" is not.
	ph, err := sp.Words(notation.White, []speech.Word{{Prompt: "time_white_1"}, {Prompt: "number_2"}})
	if err != nil {
		t.Fatal(err)
	}
	awaitFile(t, wav, phraseBytes(ph.AppendSamples(nil)), 20*time.Second)
	endPlay(t, play, lines)
	if n := strings.Count(errOut.String(), "time_black_2"); n != 1 {
		t.Errorf("the missing phrase is named %d times:\n%s", n, errOut.String())
	}
	if !bytes.Contains(wavData(t, wav), phraseBytes(ph.AppendSamples(nil))) {
		t.Error("the speech does not hold the answer from the pack of one's own")
	}
}
