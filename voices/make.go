package voices

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/rochade/rochade/voices/internal/fact"
	"github.com/rochade/rochade/voices/internal/pcm"
)

// Audio is a mono signal: its sample rate and samples from -1 to 1.
type Audio = pcm.Audio

// Loudness targets of a tidy pack.
const (
	// TargetLoudness is the level in dBFS that Tidy gives the spoken part
	// of every clip (see Check for how it is measured).
	TargetLoudness = -20.0
	// peakCeiling is the highest sample value Tidy lets through (-1 dBFS).
	peakCeiling = 0.891
	// Silence kept before and after the speech of a tidy clip, seconds.
	leadMargin = 0.010
	tailMargin = 0.030
)

// TidyClip turns a raw recording into a pack clip: converted to rate,
// silence trimmed to a few milliseconds at each end, and the spoken part
// brought to TargetLoudness without clipping. It returns nil for a clip
// with no speech in it.
func TidyClip(a Audio, rate int) []int16 {
	s := tidySamples(a, rate)
	if s == nil {
		return nil
	}
	return pcm.ToInt16(s)
}

// tidySamples is TidyClip before the conversion to 16 bits.
func tidySamples(a Audio, rate int) []float32 {
	s := pcm.Resample(a.Samples, a.Rate, rate)
	// Level first so that the trim sees the final levels, then level
	// again for what the trim took away.
	pcm.Normalize(s, rate, TargetLoudness, peakCeiling)
	s = pcm.Trim(s, rate, leadMargin, tailMargin)
	if len(s) == 0 {
		return nil
	}
	pcm.Normalize(s, rate, TargetLoudness, peakCeiling)
	return s
}

// TidyOptions are the choices of Tidy and Build.
type TidyOptions struct {
	// EQ, if not nil, is the spectral balance the clips are brought to
	// together (see Equalize), such as &SpeechShape.
	EQ *Balance
	// OnEqualize, if not nil, is told what the equaliser did.
	OnEqualize func(EQResult)
}

// equalize runs Equalize over clips if opt asks for it and logs the
// result; otherwise it only converts them to 16 bits.
func (opt TidyOptions) equalize(clips [][]float32, rate int) ([][]int16, error) {
	if opt.EQ == nil || len(clips) == 0 {
		out := make([][]int16, len(clips))
		for i, c := range clips {
			out[i] = pcm.ToInt16(c)
		}
		return out, nil
	}
	out, res, err := Equalize(clips, rate, *opt.EQ)
	if err != nil {
		return nil, err
	}
	if opt.OnEqualize != nil {
		opt.OnEqualize(res)
	}
	return out, nil
}

// writeClip stores samples as a 16-bit mono WAV file (beep's encoder),
// making its folder, through a temporary file that is renamed at the
// end.
func writeClip(name string, rate int, samples []int16) error {
	data, err := pcm.WAVBytes(rate, samples)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return writeFileAtomic(name, data)
}

// Synthesizer turns texts into speech.
type Synthesizer interface {
	// Synthesize returns one recording per text, in order.
	Synthesize(ctx context.Context, texts []string) ([]Audio, error)
}

// Build makes a pack in folder dir: it writes m as the manifest, a
// phrase list, and for every entry the speech of its Say text from s,
// tidied with TidyClip and, if opt.EQ is set, equalised. Entries that say
// the same text share one file.
func Build(ctx context.Context, dir string, m *Manifest, s Synthesizer, opt TidyOptions) error {
	texts := make([]string, len(m.Clips))
	for i, c := range m.Clips {
		texts[i] = c.Say()
	}
	audio, err := s.Synthesize(ctx, texts)
	if err != nil {
		return err
	}
	if len(audio) != len(texts) {
		return fmt.Errorf("the synthesizer returned %d recordings for %d texts", len(audio), len(texts))
	}
	same := map[string]string{} // text said → file of its first clip
	var files []string
	var clips [][]float32
	for i, c := range m.Clips {
		if f, ok := same[texts[i]]; ok {
			m.Clips[i].File = f // the same word for another token, such as rank_1 and num_1
			continue
		}
		same[texts[i]] = c.File
		clip := tidySamples(audio[i], m.SampleRate)
		if clip == nil {
			return fmt.Errorf("the synthesizer said nothing for %q (%s)", texts[i], c.Token)
		}
		files = append(files, c.File)
		clips = append(clips, clip)
	}
	out, err := opt.equalize(clips, m.SampleRate)
	if err != nil {
		return err
	}
	for i, f := range files {
		if err := writeClip(filepath.Join(dir, filepath.FromSlash(f)), m.SampleRate, out[i]); err != nil {
			return err
		}
	}
	return WriteManifest(dir, m)
}

// WriteManifest writes m to dir/voice.json and the phrase list to
// dir/phrases.txt, making dir and the folders of the clip files (such
// as clips/) if needed.
func WriteManifest(dir string, m *Manifest) error {
	folders := []string{dir}
	for _, c := range m.Clips {
		if d := path.Dir(c.File); d != "." {
			folders = append(folders, filepath.Join(dir, filepath.FromSlash(d)))
		}
	}
	for _, d := range folders {
		if err := os.MkdirAll(d, 0o755); err != nil {
			return err
		}
	}
	if err := writeFileAtomic(filepath.Join(dir, ManifestName), m.Marshal()); err != nil {
		return err
	}
	header := m.PhraseHeader
	if header == nil {
		header = phraseHeader(filepath.Join(dir, PhraseListName))
	}
	return writeFileAtomic(filepath.Join(dir, PhraseListName), []byte(m.PhraseList(header)))
}

// phraseHeader returns the header of the phrase list at name: its lines
// before the first blank line, when one follows them.
func phraseHeader(name string) []string {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil
	}
	head, _, ok := strings.Cut(string(data), "\n\n")
	if !ok || head == "" {
		return nil
	}
	return strings.Split(head, "\n")
}

// PhraseListName is the file name of the list of phrases to record.
const PhraseListName = "phrases.txt"

// Espeak synthesizes with the espeak-ng program (Debian package
// espeak-ng), which speaks over a hundred languages.
type Espeak struct {
	// Voice is an espeak-ng voice name such as "de", "cs" or "en-gb".
	Voice string
	// WordsPerMinute is the speaking rate; 0 means espeak-ng's default.
	WordsPerMinute int
}

// ErrNoEspeak is the error of Synthesize where espeak-ng is not
// installed.
var ErrNoEspeak error = &fact.Fact{Key: "voices-no-espeak", Text: "voices: espeak-ng not installed"}

// EspeakVoiceError says that espeak-ng has no voice of that name.
type EspeakVoiceError struct{ Voice string }

func (e *EspeakVoiceError) Error() string {
	return fmt.Sprintf("voices: espeak-ng: no voice %q", e.Voice)
}

func (e *EspeakVoiceError) Fact() (string, []any) { return "voices-no-espeak-voice", []any{e.Voice} }

// Synthesize runs espeak-ng once per text.
func (e Espeak) Synthesize(ctx context.Context, texts []string) ([]Audio, error) {
	bin, err := exec.LookPath("espeak-ng")
	if err != nil {
		return nil, ErrNoEspeak
	}
	if err := e.checkVoice(ctx, bin); err != nil {
		return nil, err
	}
	out := make([]Audio, len(texts))
	for i, t := range texts {
		args := []string{"-v", e.Voice, "--stdout"}
		if e.WordsPerMinute > 0 {
			args = append(args, "-s", strconv.Itoa(e.WordsPerMinute))
		}
		args = append(args, "--", t)
		var stderr bytes.Buffer
		cmd := exec.CommandContext(ctx, bin, args...)
		cmd.Stderr = &stderr
		wav, err := cmd.Output()
		if err != nil {
			return nil, fmt.Errorf("espeak-ng -v %s %q failed: %v %s", e.Voice, t, err, strings.TrimSpace(stderr.String()))
		}
		// espeak-ng writes to a pipe and cannot fill in the data size,
		// so the decoder reports the file as cut short: keep what it read.
		a, _, err := pcm.Decode(wav, MaxClipSeconds)
		if err != nil && len(a.Samples) == 0 {
			return nil, fmt.Errorf("espeak-ng output for %q: %w", t, err)
		}
		out[i] = a
	}
	return out, nil
}

// ReadAudioFile reads a WAV, FLAC or Ogg Vorbis file from disk as mono
// audio: a clip, or the speech of a whole game (up to three hours).
func ReadAudioFile(name string) (Audio, error) {
	f, err := os.Open(name)
	if err != nil {
		return Audio{}, err
	}
	defer f.Close()
	const maxSeconds = 3 * 3600
	data, err := readLimited(f, maxSeconds)
	if err != nil {
		return Audio{}, err
	}
	a, _, err := decodeClipData(name, data, maxSeconds)
	return a, err
}

// checkVoice makes sure espeak-ng knows the voice: given an unknown one
// it would quietly speak with its default voice instead.
func (e Espeak) checkVoice(ctx context.Context, bin string) error {
	list, err := exec.CommandContext(ctx, bin, "--voices").Output()
	if err != nil {
		return fmt.Errorf("voices: espeak-ng: list of voices: %w", err)
	}
	want, _, _ := strings.Cut(e.Voice, "+") // "de+f3": voice de, variant f3
	for _, line := range strings.Split(string(list), "\n")[1:] {
		f := strings.Fields(line)
		if len(f) >= 5 && (strings.EqualFold(f[1], want) || strings.EqualFold(f[3], want) || f[4] == want) {
			return nil
		}
	}
	return &EspeakVoiceError{Voice: e.Voice}
}
