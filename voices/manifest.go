// Package voices reads, checks, makes and plays voice packs: folders of
// recorded clips, one for every token of the announcement vocabulary
// (package phonetic), described by a manifest. The default German pack
// is embedded in the program.
//
// A pack is a folder holding voice.json and the clip files it names:
//
//	{
//	  "name": "Pico German",
//	  "language": "de",
//	  "licence": "Apache-2.0",
//	  "sample_rate": 16000,
//	  "clips": [
//	    {"token": "file_a", "file": "clips/file_a.wav", "text": "Anna"},
//	    ...
//	  ]
//	}
//
// Clips are WAV (8, 16 or 24-bit integer), FLAC or Ogg Vorbis files,
// decoded with github.com/gopxl/beep/v2 and mixed down to mono. A clip
// whose rate differs from sample_rate is converted (beep.Resample) when
// the pack is loaded, and reported by Check. The manifest is JSON.
package voices

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"strings"

	"github.com/rochade/rochade/phonetic"
)

// ManifestName is the file name of a pack's manifest.
const ManifestName = "voice.json"

// Manifest describes a voice pack.
type Manifest struct {
	// Name is a short human name of the voice.
	Name string `json:"name"`
	// Language is the BCP 47 tag of the language spoken ("de").
	Language string `json:"language"`
	// Licence names the licence of the recordings ("Apache-2.0", "CC0-1.0").
	Licence string `json:"licence"`
	// Source says how the clips were made and by whom.
	Source string `json:"source,omitempty"`
	// SampleRate is the rate in Hz every clip is stored at.
	SampleRate int `json:"sample_rate"`
	// Clips maps every token to its clip file.
	Clips []ClipEntry `json:"clips"`
	// PhraseHeader, if not nil, heads the phrase list WriteManifest
	// writes (how to record, in the user's language); nil keeps the
	// header of the list already there.
	PhraseHeader []string `json:"-"`
}

// ClipEntry is one clip of a manifest.
type ClipEntry struct {
	// Token is the token's key (phonetic.Token.Key), e.g. "file_c".
	Token string `json:"token"`
	// File is the clip's path relative to the pack folder, with slashes.
	File string `json:"file"`
	// Text is what the clip says, in the usual spelling.
	Text string `json:"text,omitempty"`
	// Spoken, if set, is the respelling a speech synthesizer was given
	// instead of Text so that it pronounces the word correctly.
	Spoken string `json:"spoken,omitempty"`
}

// Say returns the text to give a speech synthesizer: Spoken if set,
// otherwise Text.
func (c ClipEntry) Say() string {
	if c.Spoken != "" {
		return c.Spoken
	}
	return c.Text
}

// ParseManifest reads a manifest. Errors name the line and column of
// malformed JSON, and every entry that is wrong.
func ParseManifest(data []byte) (*Manifest, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var m Manifest
	if err := dec.Decode(&m); err != nil {
		return nil, fmt.Errorf("%s: %w", ManifestName, jsonPlace(data, err))
	}
	var problems []string
	if m.SampleRate < 8000 || m.SampleRate > 192000 {
		problems = append(problems, fmt.Sprintf("sample_rate %d is not between 8000 and 192000", m.SampleRate))
	}
	seen := map[string]bool{}
	for i, c := range m.Clips {
		switch {
		case c.Token == "":
			problems = append(problems, fmt.Sprintf("clip %d has no token", i+1))
		case seen[c.Token]:
			problems = append(problems, fmt.Sprintf("token %q appears twice", c.Token))
		case c.File == "":
			problems = append(problems, fmt.Sprintf("token %q has no file", c.Token))
		case !fs.ValidPath(c.File) || strings.Contains(c.File, `\`):
			problems = append(problems, fmt.Sprintf("token %q: file %q must be a relative path with forward slashes inside the pack", c.Token, c.File))
		}
		seen[c.Token] = true
	}
	if len(problems) > 0 {
		return &m, fmt.Errorf("%s: %s", ManifestName, strings.Join(problems, "; "))
	}
	return &m, nil
}

// jsonPlace adds the line and column to a JSON error.
func jsonPlace(data []byte, err error) error {
	var off int64 = -1
	switch e := err.(type) {
	case *json.SyntaxError:
		off = e.Offset
	case *json.UnmarshalTypeError:
		off = e.Offset
	}
	if off < 0 || off > int64(len(data)) {
		return err
	}
	line := 1 + bytes.Count(data[:off], []byte("\n"))
	col := off - int64(bytes.LastIndexByte(data[:off], '\n'))
	return fmt.Errorf("line %d, column %d: %w", line, col, err)
}

// ClipsDir is the folder of a new pack's clips.
const ClipsDir = "clips"

// NewManifest returns a manifest for a new pack with one entry for every
// token of the vocabulary, its clip at clips/KEY.wav and its German text.
func NewManifest(name, language, licence string, rate int) *Manifest {
	m := &Manifest{Name: name, Language: language, Licence: licence, SampleRate: rate}
	for _, t := range phonetic.All() {
		m.Clips = append(m.Clips, ClipEntry{
			Token: t.Key(),
			File:  path.Join(ClipsDir, t.Key()+".wav"),
			Text:  t.Spell(phonetic.German),
		})
	}
	return m
}

// Marshal returns the manifest as indented JSON, one clip per line.
func (m *Manifest) Marshal() []byte {
	var b bytes.Buffer
	field := func(name string, v any) {
		j, _ := json.Marshal(v)
		fmt.Fprintf(&b, "  %q: %s,\n", name, j)
	}
	b.WriteString("{\n")
	field("name", m.Name)
	field("language", m.Language)
	field("licence", m.Licence)
	if m.Source != "" {
		field("source", m.Source)
	}
	field("sample_rate", m.SampleRate)
	b.WriteString("  \"clips\": [\n")
	for i, c := range m.Clips {
		line, _ := json.Marshal(c)
		b.WriteString("    ")
		b.Write(line)
		if i < len(m.Clips)-1 {
			b.WriteByte(',')
		}
		b.WriteByte('\n')
	}
	b.WriteString("  ]\n}\n")
	return b.Bytes()
}

// Entry returns the clip entry of token key.
func (m *Manifest) Entry(key string) (ClipEntry, bool) {
	for _, c := range m.Clips {
		if c.Token == key {
			return c, true
		}
	}
	return ClipEntry{}, false
}

// PhraseList returns the list of phrases to record: the lines of
// header, a blank line, then one line per clip: the clip file and its
// text. The header is the caller's (the commands write how to record, in
// the user's language); without one the list has only the clips.
func (m *Manifest) PhraseList(header []string) string {
	var b strings.Builder
	for _, l := range header {
		b.WriteString(l)
		b.WriteByte('\n')
	}
	if len(header) > 0 {
		b.WriteByte('\n')
	}
	for _, c := range m.Clips {
		fmt.Fprintf(&b, "%s\t%s\n", c.File, c.Text)
	}
	return b.String()
}

// EntryForFile returns the first clip entry whose file is name.
func (m *Manifest) EntryForFile(name string) (ClipEntry, bool) {
	for _, c := range m.Clips {
		if c.File == name {
			return c, true
		}
	}
	return ClipEntry{}, false
}
