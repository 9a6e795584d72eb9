package voices

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/rochade/rochade/voices/internal/pcm"
)

// MadeName is the file in which a pack made by BuildChanged records what
// made each of its clips, so that the next build remakes only the clips
// whose input changed.
const MadeName = "_made.json"

// madeRecord is the content of MadeName.
type madeRecord struct {
	// EQ holds the equaliser's gains the clips were made with (none:
	// not equalised).
	EQ *[4]float64 `json:"eq,omitempty"`
	// Clips maps each clip's file, without its extension, to the hash
	// of what made it.
	Clips map[string]string `json:"clips"`
}

// BuildChanged is Build that remakes only what changed. recipe names
// everything but the text that makes a clip what it is (the synthesizer
// and its voice, speed and rate, the equaliser, the format the clips
// end up in); ext is the extension the clips are stored with in the
// end (".wav", or ".ogg" when they are encoded after the build). A clip
// whose text and recipe are those recorded in dir's MadeName, and whose
// file is there, is kept as it is (its manifest entry names the stored
// file); the others are synthesised, tidied and, where the pack is
// equalised, equalised with the gains recorded (with gains of their own
// when no clip is kept); clips recorded before that the manifest no
// longer names are removed. It returns the clips it made.
func BuildChanged(ctx context.Context, dir string, m *Manifest, s Synthesizer, opt TidyOptions, recipe, ext string) (int, error) {
	old := readMade(dir)
	rec := madeRecord{Clips: map[string]string{}}
	stem := func(f string) string { return strings.TrimSuffix(f, path.Ext(f)) }

	texts := make([]string, len(m.Clips))
	first := map[string]int{} // text said → its first clip
	var todo []int
	for i, c := range m.Clips {
		texts[i] = c.Say()
		if j, ok := first[texts[i]]; ok {
			m.Clips[i].File = m.Clips[j].File // the same word for another token
			continue
		}
		first[texts[i]] = i
		key := stem(c.File)
		hash := madeHash(recipe, m.SampleRate, texts[i])
		rec.Clips[key] = hash
		if old.Clips[key] == hash && fileExists(filepath.Join(dir, filepath.FromSlash(key+ext))) {
			m.Clips[i].File = key + ext
			continue
		}
		todo = append(todo, i)
	}
	// A kept clip may have a later token with the same text: it follows
	// its first clip's file.
	for i := range m.Clips {
		if j := first[texts[i]]; j != i {
			m.Clips[i].File = m.Clips[j].File
		}
	}

	var clips [][]float32
	if len(todo) > 0 {
		say := make([]string, len(todo))
		for k, i := range todo {
			say[k] = texts[i]
		}
		audio, err := s.Synthesize(ctx, say)
		if err != nil {
			return 0, err
		}
		if len(audio) != len(say) {
			return 0, fmt.Errorf("the synthesizer returned %d recordings for %d texts", len(audio), len(say))
		}
		for k, i := range todo {
			clip := tidySamples(audio[k], m.SampleRate)
			if clip == nil {
				return 0, fmt.Errorf("the synthesizer said nothing for %q (%s)", say[k], m.Clips[i].Token)
			}
			clips = append(clips, clip)
		}
	}
	kept := len(rec.Clips) - len(todo)
	var out [][]int16
	switch {
	case opt.EQ == nil:
		out, _ = opt.equalize(clips, m.SampleRate)
	case kept > 0 && old.EQ != nil:
		rec.EQ = old.EQ
		for _, c := range clips {
			out = append(out, applyGains(c, m.SampleRate, *old.EQ))
		}
	case kept > 0:
		return 0, errors.New("the pack's clips were equalised with gains not recorded: remake it whole (remove " + MadeName + ")")
	default:
		var res EQResult
		var err error
		if out, res, err = Equalize(clips, m.SampleRate, *opt.EQ); err != nil {
			return 0, err
		}
		if opt.OnEqualize != nil {
			opt.OnEqualize(res)
		}
		gains := res.Gains
		rec.EQ = &gains
	}
	for k, i := range todo {
		key := stem(m.Clips[i].File)
		for _, e := range []string{".wav", ".ogg"} {
			if err := os.Remove(filepath.Join(dir, filepath.FromSlash(key+e))); err != nil && !errors.Is(err, fs.ErrNotExist) {
				return 0, err
			}
		}
		if err := writeClip(filepath.Join(dir, filepath.FromSlash(key+".wav")), m.SampleRate, out[k]); err != nil {
			return 0, err
		}
		// Its later tokens of the same text follow it.
		for j := range m.Clips {
			if first[texts[j]] == i {
				m.Clips[j].File = key + ".wav"
			}
		}
	}
	// The clips no longer in the pack.
	for key := range old.Clips {
		if _, ok := rec.Clips[key]; ok {
			continue
		}
		for _, e := range []string{".wav", ".ogg"} {
			if err := os.Remove(filepath.Join(dir, filepath.FromSlash(key+e))); err != nil && !errors.Is(err, fs.ErrNotExist) {
				return 0, err
			}
		}
	}
	if err := WriteManifest(dir, m); err != nil {
		return 0, err
	}
	return len(todo), writeMade(dir, rec)
}

// applyGains equalises a tidied clip with gains as Equalize does.
func applyGains(c []float32, rate int, gains [4]float64) []int16 {
	if gains == ([4]float64{}) {
		return pcm.ToInt16(c)
	}
	s := pcm.EQ{Gains: gains}.Apply(c, rate)
	pcm.Normalize(s, rate, TargetLoudness, peakCeiling)
	pcm.Fade(s, rate/200)
	return pcm.ToInt16(s)
}

// madeHash is the hash of what makes a clip.
func madeHash(recipe string, rate int, text string) string {
	h := sha256.Sum256([]byte(fmt.Sprintf("%s\x00%d\x00%s", recipe, rate, text)))
	return hex.EncodeToString(h[:12])
}

// readMade reads dir's record; a missing or unreadable one is empty
// (every clip is made).
func readMade(dir string) madeRecord {
	var r madeRecord
	data, err := os.ReadFile(filepath.Join(dir, MadeName))
	if err != nil || json.Unmarshal(data, &r) != nil {
		return madeRecord{}
	}
	return r
}

// writeMade writes dir's record, its clips in order, one a line.
func writeMade(dir string, r madeRecord) error {
	keys := make([]string, 0, len(r.Clips))
	for k := range r.Clips {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var b strings.Builder
	b.WriteString("{\n")
	if r.EQ != nil {
		eq, _ := json.Marshal(r.EQ)
		fmt.Fprintf(&b, "  \"eq\": %s,\n", eq)
	}
	b.WriteString("  \"clips\": {")
	for i, k := range keys {
		if i > 0 {
			b.WriteByte(',')
		}
		kj, _ := json.Marshal(k)
		fmt.Fprintf(&b, "\n    %s: %q", kj, r.Clips[k])
	}
	b.WriteString("\n  }\n}\n")
	return writeFileAtomic(filepath.Join(dir, MadeName), []byte(b.String()))
}

func fileExists(name string) bool {
	fi, err := os.Stat(name)
	return err == nil && fi.Mode().IsRegular()
}

// AdoptMade records the clips of the pack in dir as made by recipe from
// the texts of m, without touching them: for a pack made before
// MadeName was kept, so that the next BuildChanged keeps them. Where the
// pack is equalised, every text is synthesised to find the gains a
// whole build gives, which later clips are made with; nothing but
// MadeName is written.
func AdoptMade(ctx context.Context, dir string, m *Manifest, s Synthesizer, opt TidyOptions, recipe, ext string) error {
	rec := madeRecord{Clips: map[string]string{}}
	var say []string
	seen := map[string]bool{}
	for _, c := range m.Clips {
		t := c.Say()
		if seen[t] {
			continue
		}
		seen[t] = true
		key := strings.TrimSuffix(c.File, path.Ext(c.File))
		if !fileExists(filepath.Join(dir, filepath.FromSlash(key+ext))) {
			return fmt.Errorf("%s: no clip %s to adopt", dir, key+ext)
		}
		rec.Clips[key] = madeHash(recipe, m.SampleRate, t)
		say = append(say, t)
	}
	if opt.EQ != nil {
		audio, err := s.Synthesize(ctx, say)
		if err != nil {
			return err
		}
		if len(audio) != len(say) {
			return fmt.Errorf("the synthesizer returned %d recordings for %d texts", len(audio), len(say))
		}
		clips := make([][]float32, len(audio))
		for i, a := range audio {
			if clips[i] = tidySamples(a, m.SampleRate); clips[i] == nil {
				return fmt.Errorf("the synthesizer said nothing for %q", say[i])
			}
		}
		_, res, err := Equalize(clips, m.SampleRate, *opt.EQ)
		if err != nil {
			return err
		}
		gains := res.Gains
		rec.EQ = &gains
	}
	return writeMade(dir, rec)
}
