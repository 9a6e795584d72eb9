package voices

import (
	"errors"
	"fmt"
	"path"
	"strings"

	"io/fs"

	"github.com/rochade/rochade/voices/internal/pcm"
)

// A prompt pack holds the assistant's own phrases in one language (the
// time, the side to move, a fallen flag, guidance for the board): the
// same folder and manifest as a pack of the announcement vocabulary, but
// its clips are named by the keys of a vocabulary the program gives
// (Word), not by the tokens of package phonetic. The moves keep the
// German words of Appendix D and come from an announcement pack.

// Word is one entry of a prompt vocabulary: the key that names its clip
// and what the clip says.
type Word struct {
	Key  string
	Text string
}

// Prompts is a loaded prompt pack: its manifest and every clip decoded
// into memory at the pack's sample rate.
type Prompts struct {
	Manifest *Manifest
	// Where names the pack for messages.
	Where string
	clips map[string][]float32
}

// Rate returns the pack's sample rate in Hz.
func (p *Prompts) Rate() int { return p.Manifest.SampleRate }

// Clip returns the samples of the clip named key, or false.
func (p *Prompts) Clip(key string) ([]float32, bool) {
	c, ok := p.clips[key]
	return c, ok
}

// Keys returns the keys of the pack's clips in the manifest's order.
func (p *Prompts) Keys() []string {
	out := make([]string, 0, len(p.Manifest.Clips))
	for _, c := range p.Manifest.Clips {
		if _, ok := p.clips[c.Token]; ok {
			out = append(out, c.Token)
		}
	}
	return out
}

// LoadPrompts reads the prompt pack in folder dir of fsys and decodes
// every clip its manifest lists. Every listed clip must be readable; the
// error names those that are not (CheckPrompts gives a full report).
func LoadPrompts(fsys fs.FS, dir string) (*Prompts, error) {
	return LoadPromptClips(fsys, dir, nil)
}

// LoadPromptClips is LoadPrompts for the clips whose keys keep takes
// (nil: all of them).
func LoadPromptClips(fsys fs.FS, dir string, keep func(key string) bool) (*Prompts, error) {
	m, err := ReadManifest(fsys, dir)
	if err != nil {
		return nil, err
	}
	p := &Prompts{Manifest: m, Where: dir, clips: map[string][]float32{}}
	var problems []error
	byFile := map[string][]float32{}
	for _, c := range m.Clips {
		if keep != nil && !keep(c.Token) {
			continue
		}
		if s, ok := byFile[c.File]; ok {
			p.clips[c.Token] = s
			continue
		}
		a, _, err := decodeClip(fsys, path.Join(dir, c.File))
		if err != nil {
			problems = append(problems, err)
			continue
		}
		s := pcm.Resample(a.Samples, a.Rate, m.SampleRate)
		p.clips[c.Token] = s
		byFile[c.File] = s
	}
	if len(problems) > 0 {
		return nil, fmt.Errorf("voices: prompt pack %s: %w", dir, errors.Join(problems...))
	}
	return p, nil
}

// Include adds the clips of other that p has no clip of, brought to
// p's sample rate: a clip of another language's pack, such as that
// language's name said in its own voice.
func (p *Prompts) Include(other *Prompts) {
	for key, s := range other.clips {
		if _, ok := p.clips[key]; !ok {
			p.clips[key] = pcm.Resample(s, other.Rate(), p.Rate())
		}
	}
}

// PromptVoice is a prompt pack made ready for output, as Prepare makes a
// Voice of an announcement pack.
type PromptVoice struct {
	rate  int
	clips map[string][]int16
}

// PreparePrompts makes a PromptVoice of p at the output rate, speed and
// volume (see Prepare).
func PreparePrompts(p *Prompts, rate int, speed, volume float64) (*PromptVoice, error) {
	prep, err := newPreparer(p.Rate(), rate, speed, volume)
	if err != nil {
		return nil, err
	}
	v := &PromptVoice{rate: rate, clips: map[string][]int16{}}
	for key, src := range p.clips {
		v.clips[key] = prep.clip(src)
	}
	return v, nil
}

// Clip returns the prepared samples of key, or nil.
func (v *PromptVoice) Clip(key string) []int16 { return v.clips[key] }

// AppendPrompt adds the clip of key to ph after gap samples of silence
// (none before the first clip of a phrase). It reports false when the
// pack has no such clip; ph is then unchanged.
func (v *PromptVoice) AppendPrompt(ph *Phrase, key string, gap int) bool {
	c := v.clips[key]
	if c == nil {
		return false
	}
	if ph.Len > 0 && gap > 0 {
		ph.Segs = append(ph.Segs, Segment{Silence: gap})
		ph.Len += gap
	}
	ph.Segs = append(ph.Segs, Segment{Clip: c})
	ph.Len += len(c)
	return true
}

// MissingPromptsError names the phrases a prompt pack has no clip for.
type MissingPromptsError struct {
	Keys []string
}

func (e *MissingPromptsError) Fact() (string, []any) {
	return "voices-missing-clips", []any{strings.Join(e.Keys, ", ")}
}

func (e *MissingPromptsError) Error() string {
	return "voices: prompt pack lacks " + strings.Join(e.Keys, ", ")
}
