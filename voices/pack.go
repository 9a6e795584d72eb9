package voices

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"strings"

	"github.com/rochade/rochade/phonetic"
	"github.com/rochade/rochade/voices/internal/pcm"
)

// Pack is a loaded voice pack: its manifest and every clip decoded into
// memory at the pack's sample rate.
type Pack struct {
	Manifest *Manifest
	// Where names the pack for messages: a folder or "the default voice".
	Where   string
	clips   map[phonetic.Token][]float32
	missing []phonetic.Token
}

// Missing returns the words of the vocabulary the pack has no clip for
// (an older pack lacks the words added since it was made).
func (p *Pack) Missing() []phonetic.Token { return p.missing }

// Rate returns the pack's sample rate in Hz.
func (p *Pack) Rate() int { return p.Manifest.SampleRate }

// Clip returns the samples of token t (mono, -1 to 1, at Rate) or false
// if the pack has none.
func (p *Pack) Clip(t phonetic.Token) ([]float32, bool) {
	c, ok := p.clips[t]
	return c, ok
}

// ReadManifest reads and parses dir/voice.json from fsys.
func ReadManifest(fsys fs.FS, dir string) (*Manifest, error) {
	data, err := fs.ReadFile(fsys, path.Join(dir, ManifestName))
	if err != nil {
		return nil, err
	}
	return ParseManifest(data)
}

// decodeClip reads a clip file: WAV, FLAC or Ogg Vorbis, told apart by
// its first bytes. Errors start with the file's name.
func decodeClip(fsys fs.FS, name string) (pcm.Audio, pcm.Format, error) {
	data, err := readClip(fsys, name, MaxClipSeconds)
	if err != nil {
		return pcm.Audio{}, pcm.Format{}, err
	}
	return decodeClipData(name, data, MaxClipSeconds)
}

// readClip reads file name of fsys, but no more of an Ogg Vorbis file
// than one byte over pcm.MaxVorbisBytes(maxSeconds), which the decoder
// then refuses.
func readClip(fsys fs.FS, name string, maxSeconds int) ([]byte, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readLimited(f, maxSeconds)
}

// readLimited reads r to its end, or, if it holds an Ogg file, to one
// byte over pcm.MaxVorbisBytes(maxSeconds).
func readLimited(r io.Reader, maxSeconds int) ([]byte, error) {
	head := make([]byte, 4)
	n, err := io.ReadFull(r, head)
	if err == io.EOF || err == io.ErrUnexpectedEOF {
		return head[:n], nil
	}
	if err != nil {
		return nil, err
	}
	if k, _ := pcm.Sniff(head); k == pcm.Vorbis {
		r = io.LimitReader(r, pcm.MaxVorbisBytes(maxSeconds)+1-int64(len(head)))
	}
	rest, err := io.ReadAll(r)
	return append(head, rest...), err
}

// MaxClipSeconds is the longest clip a pack may hold: a clip is one word
// or a short phrase.
const MaxClipSeconds = 30

// decodeClipData decodes the bytes of clip file name (see pcm.Decode),
// at most maxSeconds of it. Samples read before a fault are returned
// with the error.
func decodeClipData(name string, data []byte, maxSeconds int) (pcm.Audio, pcm.Format, error) {
	a, f, err := pcm.Decode(data, maxSeconds)
	if err != nil {
		if _, known := pcm.Sniff(data); !known {
			return a, f, &ClipFormatError{File: name}
		}
		return a, f, fmt.Errorf("%s: %s file: %w", name, f.Kind, err)
	}
	return a, f, nil
}

// Load reads the pack in folder dir of fsys and decodes all its clips.
// Every clip the manifest lists must be readable; the error lists those
// that are not (run Check for a full report). Words the manifest does not
// list at all are left out and reported by Missing. Clips at another
// rate than the manifest's are converted.
func Load(fsys fs.FS, dir string) (*Pack, error) {
	m, err := ReadManifest(fsys, dir)
	var pe *fs.PathError
	if err != nil && !errors.As(err, &pe) {
		return nil, &PackUnusableError{Dir: dir, Why: err.Error()}
	}
	if err != nil {
		return nil, err
	}
	p := &Pack{Manifest: m, Where: dir, clips: make(map[phonetic.Token][]float32)}
	var problems []string
	byFile := map[string][]float32{} // a file shared by tokens is decoded once
	for _, c := range m.Clips {
		t, ok := phonetic.ByKey(c.Token)
		if !ok {
			continue // a newer vocabulary's word: harmless
		}
		if s, ok := byFile[c.File]; ok {
			p.clips[t] = s
			continue
		}
		a, _, err := decodeClip(fsys, path.Join(dir, c.File))
		if err != nil {
			problems = append(problems, err.Error())
			continue
		}
		p.clips[t] = pcm.Resample(a.Samples, a.Rate, m.SampleRate)
		byFile[c.File] = p.clips[t]
	}
	for _, t := range phonetic.All() {
		if _, ok := p.clips[t]; !ok {
			if _, listed := m.Entry(t.Key()); !listed {
				// An older pack lacks a newer word: the pack is still
				// usable, the word is printed instead of spoken, and
				// voices check names it.
				p.missing = append(p.missing, t)
			}
		}
	}
	if len(problems) > 0 {
		return nil, &PackUnusableError{Dir: dir, Why: strings.Join(problems, "; ")}
	}
	return p, nil
}

// PackUnusableError says that the voice pack in Dir cannot be used: its
// manifest or a clip it lists is wrong. Why says what, in English, for
// a log; the player is sent to voices check, which says it in the run's
// language.
type PackUnusableError struct {
	Dir string
	Why string
}

func (e *PackUnusableError) Error() string {
	return fmt.Sprintf("voice pack %s cannot be used: %s", e.Dir, e.Why)
}

func (e *PackUnusableError) Fact() (string, []any) { return "voice-pack-unusable", []any{e.Dir} }

// PackPathError says that a voice pack's folder does not exist
// (Missing), or is no folder.
type PackPathError struct {
	Name    string
	Missing bool
}

func (e *PackPathError) Error() string {
	if e.Missing {
		return fmt.Sprintf("voices: %q: no such folder", e.Name)
	}
	return fmt.Sprintf("voices: %q: not a folder", e.Name)
}

func (e *PackPathError) Fact() (string, []any) {
	if e.Missing {
		return "voices-pack-missing", []any{e.Name, ManifestName}
	}
	return "voices-pack-not-folder", []any{e.Name, ManifestName}
}

// ClipFormatError says that a clip file is not WAV, FLAC or Ogg Vorbis.
type ClipFormatError struct{ File string }

func (e *ClipFormatError) Error() string {
	return fmt.Sprintf("%s: not WAV, FLAC or Ogg Vorbis", e.File)
}

// Unwrap makes errors.Is(err, ErrUnsupportedAudio) true.
func (e *ClipFormatError) Unwrap() error { return ErrUnsupportedAudio }

func (e *ClipFormatError) Fact() (string, []any) {
	return "voices-clip-format", []any{e.File, path.Base(e.File)}
}

// ErrUnsupportedAudio is wrapped by the errors of clips in a form
// Rochade does not read: sox converts them (sox IN -b 16 OUT.wav).
var ErrUnsupportedAudio = pcm.ErrUnsupported

// Open loads a pack by name: "default" (or "") is the embedded German
// voice, anything else a folder on disk.
func Open(name string) (*Pack, error) {
	if name == "" || name == "default" {
		return Default()
	}
	st, err := os.Stat(name)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, &PackPathError{Name: name, Missing: true}
		}
		return nil, err
	}
	if !st.IsDir() {
		return nil, &PackPathError{Name: name}
	}
	p, err := Load(os.DirFS(name), ".")
	var pu *PackUnusableError
	if errors.As(err, &pu) {
		pu.Dir = name // the folder as the user named it, not "."
		return nil, pu
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	p.Where = name
	return p, nil
}
