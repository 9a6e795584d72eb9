package voices

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/voices/internal/pcm"
)

// OriginalsDir is the folder of a pack where Tidy keeps every recording
// as it was before tidying, under its own path ("originals/clips/king.wav").
const OriginalsDir = "originals"

// tidyRecordName is the file in OriginalsDir where Tidy notes which clip
// it made from which recording.
const tidyRecordName = "tidied.json"

// Limits of a take Tidy levels (see takeProblem).
const (
	// noiseDynamics: a take whose level varies by less than this many
	// dB (pcm.Dynamics) is steady noise or hum, not speech. The clips of
	// the default pack vary by 12 dB or more, those of espeak-ng by 8.7
	// or more; white noise by about 1 dB.
	noiseDynamics = 5.0
	// flatTopLimit: a take with this many runs of three samples or more
	// at its peak (pcm.FlatTops) was clipped, whatever its level now.
	// Unclipped speech has at most a few such runs by chance.
	flatTopLimit = 8
)

// tidyRecord is what originals/tidied.json holds.
type tidyRecord struct {
	// Clips maps a clip file made by Tidy, as the manifest names it, to
	// its recording and the SHA-256 sum of the file Tidy wrote.
	Clips map[string]tidyEntry `json:"clips"`
}

type tidyEntry struct {
	// Original is the kept recording, relative to the pack folder.
	Original string `json:"original"`
	// SHA256 is the sum of the clip file as Tidy wrote it: a clip file
	// with another sum is a new recording.
	SHA256 string `json:"sha256"`
}

func sum(data []byte) string {
	s := sha256.Sum256(data)
	return hex.EncodeToString(s[:])
}

// TidyProblem says why Tidy did not tidy a clip.
type TidyProblem int

// The problems of Tidy with one clip.
const (
	TidyFailed         TidyProblem = iota // Err says why
	TakeClipped                           // clipped at full scale in N places
	TakeFlatTops                          // peaks cut flat in N places
	TakeSilent                            // Level dBFS
	TakeNoise                             // steady noise: its level varies by Level dB, speech by more than Limit
	OriginalUnreadable                    // the recording Other it was tidied from cannot be read: Err
	NameTaken                             // the WAV name Other is the clip of token Token
	NoSpeech                              // nothing but silence
	OriginalNotKept                       // the recording could not be kept in OriginalsDir: Err
)

// ClipProblem is a clip Tidy left as it was, and why.
type ClipProblem struct {
	File    string
	Problem TidyProblem
	N       int
	Level   float64
	Limit   float64
	Other   string
	Token   string
	Err     error
}

func (c ClipProblem) String() string {
	s := fmt.Sprintf("%s: %d", c.File, c.Problem)
	if c.Err != nil {
		s += ": " + c.Err.Error()
	}
	return s
}

// Fact names the message of the problem, with its values.
func (c ClipProblem) Fact() (string, []any) {
	switch c.Problem {
	case TakeClipped:
		return "tidy-clipped", []any{c.File, c.N}
	case TakeFlatTops:
		return "tidy-flat-tops", []any{c.File, c.N}
	case TakeSilent:
		return "tidy-silent", []any{c.File, c.Level}
	case TakeNoise:
		return "tidy-noise", []any{c.File, c.Level, c.Limit}
	case OriginalUnreadable:
		return "tidy-original-unreadable", []any{c.File, c.Other, c.Err}
	case NameTaken:
		return "tidy-name-taken", []any{c.File, c.Other, c.Token}
	case NoSpeech:
		return "tidy-no-speech", []any{c.File}
	case OriginalNotKept:
		return "tidy-not-kept", []any{c.File, c.Other, c.Err}
	}
	return "tidy-failed", []any{c.File, c.Err}
}

// TidyError lists the clips Tidy left as they were.
type TidyError struct {
	Dir   string
	Clips []ClipProblem
}

func (e *TidyError) Fact() (string, []any) { return "voices-not-tidied", []any{e.Dir, len(e.Clips)} }

func (e *TidyError) Error() string {
	parts := make([]string, len(e.Clips))
	for i, c := range e.Clips {
		parts[i] = c.String()
	}
	return fmt.Sprintf("voices: tidy %s: %s", e.Dir, strings.Join(parts, "; "))
}

// TidyRecordError says that the record of tidied clips cannot be read
// (Err) or makes no sense (Bad); nothing was tidied.
type TidyRecordError struct {
	Path string
	Bad  bool
	Err  error
}

func (e *TidyRecordError) Error() string { return fmt.Sprintf("voices: %s: %v", e.Path, e.Err) }
func (e *TidyRecordError) Unwrap() error { return e.Err }

func (e *TidyRecordError) Fact() (string, []any) {
	if e.Bad {
		return "tidy-record-bad", []any{e.Path, e.Err}
	}
	return "tidy-record-unreadable", []any{e.Path, e.Err}
}

// takeProblem says why recording a must not be levelled: clipped,
// silent or only steady noise (steady in level, and no voiced sound in
// it: see pcm.Dynamics and pcm.Voiced); ok if it may. a is at the
// pack's rate.
func takeProblem(a Audio) (ClipProblem, bool) {
	if n := pcm.ClippedRuns(a.Samples); n > 0 {
		return ClipProblem{Problem: TakeClipped, N: n}, false
	}
	if n := pcm.FlatTops(a.Samples); n >= flatTopLimit {
		return ClipProblem{Problem: TakeFlatTops, N: n}, false
	}
	if l := pcm.Loudness(a.Samples, a.Rate); l < pcm.Silence {
		return ClipProblem{Problem: TakeSilent, Level: l}, false
	}
	if d, ok := pcm.Dynamics(a.Samples, a.Rate); ok && d < noiseDynamics && !pcm.Voiced(a.Samples, a.Rate) {
		return ClipProblem{Problem: TakeNoise, Level: d, Limit: noiseDynamics}, false
	}
	return ClipProblem{}, true
}

// tidyJob is one clip file Tidy works on.
type tidyJob struct {
	file     string // as the manifest names it
	out      string // the tidied WAV file
	src      []byte // the recording
	original string // where the recording is kept, or "" for a new one
	samples  []float32
}

// Tidy tidies every clip of the pack in folder dir with TidyClip: one
// rate, trimmed, even loudness, 16-bit mono WAV, and with opt.EQ
// equalised together. It never loses a recording:
//
//   - Before a clip file is replaced, the recording is kept in
//     OriginalsDir under its own path; a different recording already
//     kept there under that name is not replaced, the new one is kept
//     beside it (originals/clips/king.2.wav).
//   - A clip file Tidy made before (it notes them in
//     originals/tidied.json) is made again from its kept recording, so
//     that tidying twice, or once more with the equaliser, does not
//     tidy a tidied clip.
//   - A take that is clipped, silent or only noise is not levelled: it
//     is reported with its file name and left as it was.
//   - A FLAC or Ogg Vorbis recording is stored as a WAV file beside it
//     under the same name ending in .wav, and the manifest is changed to
//     name the new file.
//
// Files are written through a temporary file and renamed. Clips that
// cannot be read or are refused are reported; the others are still done.
func Tidy(dir string, opt TidyOptions) error {
	fsys := os.DirFS(dir)
	m, err := ReadManifest(fsys, ".")
	if err != nil {
		return fmt.Errorf("%s: %w", dir, err)
	}
	rec, err := readTidyRecord(dir)
	if err != nil {
		return err
	}
	var problems []ClipProblem
	fail := func(file string, err error) {
		problems = append(problems, ClipProblem{File: file, Problem: TidyFailed, Err: err})
	}
	var jobs []*tidyJob
	done := map[string]bool{} // files shared by tokens are tidied once
	for _, c := range m.Clips {
		if done[c.File] {
			continue
		}
		done[c.File] = true
		cur, err := readClip(fsys, c.File, MaxClipSeconds)
		if err != nil {
			fail(c.File, err)
			continue
		}
		j := &tidyJob{file: c.File, out: c.File, src: cur}
		if e, ok := rec.Clips[c.File]; ok && e.SHA256 == sum(cur) {
			// Tidy made this file: start again from the recording.
			j.src, err = readClip(fsys, e.Original, MaxClipSeconds)
			if err != nil {
				problems = append(problems, ClipProblem{File: c.File, Problem: OriginalUnreadable, Other: e.Original, Err: err})
				continue
			}
			j.original = e.Original
		}
		a, _, err := decodeClipData(c.File, j.src, MaxClipSeconds)
		if err != nil {
			fail(c.File, err)
			continue
		}
		a.Samples, a.Rate = pcm.Resample(a.Samples, a.Rate, m.SampleRate), m.SampleRate
		if why, ok := takeProblem(a); !ok {
			why.File = c.File
			problems = append(problems, why)
			continue
		}
		// A FLAC or Ogg Vorbis clip file gets a WAV file beside it. (A
		// WAV clip tidied from such a recording stays where it is.)
		if k, _ := pcm.Sniff(cur); k != pcm.WAV {
			j.out = strings.TrimSuffix(c.File, path.Ext(c.File)) + ".wav"
			if e, clash := m.EntryForFile(j.out); clash {
				problems = append(problems, ClipProblem{File: c.File, Problem: NameTaken, Other: j.out, Token: e.Token})
				continue
			}
		}
		j.samples = tidySamples(a, m.SampleRate)
		if j.samples == nil {
			problems = append(problems, ClipProblem{File: c.File, Problem: NoSpeech})
			continue
		}
		jobs = append(jobs, j)
	}
	samples := make([][]float32, len(jobs))
	for i, j := range jobs {
		samples[i] = j.samples
	}
	clips, err := opt.equalize(samples, m.SampleRate)
	if err != nil {
		return fmt.Errorf("%s: %w", dir, err)
	}
	renamed := map[string]string{} // recording → its tidied WAV file
	for i, j := range jobs {
		if j.original == "" {
			if j.original, err = keepOriginal(dir, j.file, j.src); err != nil {
				problems = append(problems, ClipProblem{File: j.file, Problem: OriginalNotKept, Other: OriginalsDir, Err: err})
				continue
			}
		}
		data, err := pcm.WAVBytes(m.SampleRate, clips[i])
		if err == nil {
			err = writeFileAtomic(filepath.Join(dir, filepath.FromSlash(j.out)), data)
		}
		if err != nil {
			fail(j.out, err)
			continue
		}
		rec.Clips[j.out] = tidyEntry{Original: j.original, SHA256: sum(data)}
		if j.out != j.file {
			renamed[j.file] = j.out
		}
	}
	if err := writeTidyRecord(dir, rec); err != nil {
		fail(path.Join(OriginalsDir, tidyRecordName), err)
	}
	if len(renamed) > 0 {
		for i, c := range m.Clips {
			if out, ok := renamed[c.File]; ok {
				m.Clips[i].File = out
			}
		}
		if err := WriteManifest(dir, m); err != nil {
			fail(ManifestName, err)
		}
	}
	if len(problems) > 0 {
		return &TidyError{Dir: dir, Clips: problems}
	}
	return nil
}

func readTidyRecord(dir string) (*tidyRecord, error) {
	name := filepath.Join(dir, OriginalsDir, tidyRecordName)
	data, err := os.ReadFile(name)
	if errors.Is(err, fs.ErrNotExist) {
		return &tidyRecord{Clips: map[string]tidyEntry{}}, nil
	}
	if err != nil {
		return nil, &TidyRecordError{Path: name, Err: err}
	}
	rec, err := parseTidyRecord(data)
	if err != nil {
		return nil, &TidyRecordError{Path: name, Bad: true, Err: err}
	}
	return rec, nil
}

// parseTidyRecord reads originals/tidied.json. Every recording it names
// must be a path inside OriginalsDir.
func parseTidyRecord(data []byte) (*tidyRecord, error) {
	rec := &tidyRecord{}
	if err := json.Unmarshal(data, rec); err != nil {
		return nil, jsonPlace(data, err)
	}
	if rec.Clips == nil {
		rec.Clips = map[string]tidyEntry{}
	}
	for k, e := range rec.Clips {
		if !fs.ValidPath(e.Original) || !strings.HasPrefix(e.Original, OriginalsDir+"/") {
			return nil, fmt.Errorf("recording %s of %s: not in %s", notation.Quote(e.Original), notation.Quote(k), OriginalsDir)
		}
	}
	return rec, nil
}

func writeTidyRecord(dir string, rec *tidyRecord) error {
	data, err := json.MarshalIndent(rec, "", "  ")
	if err != nil {
		return err
	}
	return writeFileAtomic(filepath.Join(dir, OriginalsDir, tidyRecordName), append(data, '\n'))
}

// keepOriginal stores the recording data of clip file (a path in the
// pack) in OriginalsDir under the same path, or, if a different file is
// there already, under the first free name with .2, .3, … before the
// extension. A file with the same bytes already kept is used as it is.
// It returns the path kept, relative to dir.
func keepOriginal(dir, file string, data []byte) (string, error) {
	ext := path.Ext(file)
	stem := strings.TrimSuffix(file, ext)
	for n := 1; n < 10000; n++ {
		name := path.Join(OriginalsDir, file)
		if n > 1 {
			name = path.Join(OriginalsDir, stem+"."+strconv.Itoa(n)+ext)
		}
		full := filepath.Join(dir, filepath.FromSlash(name))
		old, err := os.ReadFile(full)
		switch {
		case err == nil && sum(old) == sum(data):
			return name, nil
		case err == nil:
			continue
		case !errors.Is(err, fs.ErrNotExist):
			return "", err
		}
		if err := writeFileNew(full, data); err != nil {
			if errors.Is(err, fs.ErrExist) {
				continue
			}
			return "", err
		}
		return name, nil
	}
	return "", fmt.Errorf("voices: %s: too many recordings of %s", OriginalsDir, file)
}

// writeFileNew writes data to name, making its folder, through a
// temporary file that is synced and then linked to name, so that an
// existing file is never replaced (the error is then fs.ErrExist).
func writeFileNew(name string, data []byte) error {
	tmp, err := writeSynced(name, writeBytes(data))
	if err != nil {
		return err
	}
	defer os.Remove(tmp)
	return os.Link(tmp, name)
}

// writeFileAtomic writes data to name through WriteFileAtomic.
func writeFileAtomic(name string, data []byte) error {
	return WriteFileAtomic(name, writeBytes(data))
}

func writeBytes(data []byte) func(*os.File) error {
	return func(f *os.File) error {
		_, err := f.Write(data)
		return err
	}
}

// WriteFileAtomic writes the file name through a temporary file beside
// it: write fills the file, which is then synced, made readable (0644)
// and renamed over name, so that a failure at any point leaves name as
// it was and no half file behind. It makes the folder if needed. It is
// the one atomic writing of the voice packages; the commands have
// cmd/internal/safefile, which the libraries cannot import.
func WriteFileAtomic(name string, write func(*os.File) error) error {
	tmp, err := writeSynced(name, write)
	if err != nil {
		return err
	}
	if err := os.Rename(tmp, name); err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}

// writeSynced makes name's folder if needed and a temporary file beside
// name that write fills; it syncs the file, makes it readable (0644) and
// returns its name.
func writeSynced(name string, write func(*os.File) error) (string, error) {
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		return "", err
	}
	f, err := os.CreateTemp(filepath.Dir(name), "."+filepath.Base(name)+".*.tmp")
	if err != nil {
		return "", err
	}
	err = write(f)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(f.Name(), 0o644)
	}
	if err != nil {
		os.Remove(f.Name())
		return "", err
	}
	return f.Name(), nil
}
