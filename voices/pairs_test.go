package voices

import (
	"context"
	"math"
	"os/exec"
	"strconv"
	"testing"

	"github.com/rochade/rochade/phonetic"
	"github.com/rochade/rochade/voices/internal/pcm"
)

// espeakWord speaks word with espeak-ng (German) at wpm words per
// minute and pitch (0 to 99, espeak-ng's default 50), tidied as a pack
// clip.
func espeakWord(t *testing.T, word string, wpm, pitch int) []float32 {
	t.Helper()
	out, err := exec.Command("espeak-ng", "-v", "de", "-s", strconv.Itoa(wpm), "-p", strconv.Itoa(pitch), "--stdout", word).Output()
	if err != nil {
		t.Fatalf("espeak-ng %q: %v (install the Debian package espeak-ng)", word, err)
	}
	a, _, err := pcm.Decode(out, MaxClipSeconds)
	if err != nil && len(a.Samples) == 0 {
		t.Fatal(err)
	}
	s := tidySamples(a, 16000)
	if s == nil {
		t.Fatalf("espeak-ng said nothing for %q", word)
	}
	return s
}

func TestPairDistanceIdentical(t *testing.T) {
	p, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	c, _ := p.Clip(phonetic.FileB)
	f := pcm.MFCC(c, p.Rate())
	if d := pcm.DTW(f, pcm.MFCC(append([]float32(nil), c...), p.Rate())); d != 0 {
		t.Fatalf("Bella against a copy of itself: distance %g, want 0", d)
	}
}

// TestPairDistanceResynthesis: every word of the files, ranks and pieces
// spoken by espeak-ng is closer to the same word spoken again 10% slower
// and a little higher than to any other word of its group.
func TestPairDistanceResynthesis(t *testing.T) {
	for _, g := range PairGroups[:3] {
		var first, again [][][]float64
		for _, tok := range g.Tokens {
			w := tok.Spell(phonetic.German)
			first = append(first, pcm.MFCC(espeakWord(t, w, 150, 50), 16000))
			again = append(again, pcm.MFCC(espeakWord(t, w, 135, 58), 16000))
		}
		lo, hi := math.Inf(1), 0.0
		for i, tok := range g.Tokens {
			self := pcm.DTW(first[i], again[i])
			lo, hi = min(lo, self), max(hi, self)
			for j, other := range g.Tokens {
				if j == i {
					continue
				}
				if d := pcm.DTW(first[i], first[j]); d <= self {
					t.Errorf("%s: %s is %.2f from %s but %.2f from itself said again", g.Name,
						tok.Spell(phonetic.German), d, other.Spell(phonetic.German), self)
				}
			}
		}
		t.Logf("%s: a word and itself said again are %.2f to %.2f apart", g.Name, lo, hi)
	}
}

// TestDefaultPackPairs: in the default pack, the closest pair of files,
// of ranks and of pieces are at least as far apart as in a pack made
// with espeak-ng's German voice (what rochade voices new --espeak de
// makes).
func TestDefaultPackPairs(t *testing.T) {
	p, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	ours := ClosestPairs(p)
	var toks []phonetic.Token
	for _, g := range PairGroups[:3] {
		toks = append(toks, g.Tokens...)
	}
	m := &Manifest{Name: "espeak-ng de", Language: "de", SampleRate: 16000}
	for _, tok := range toks {
		m.Clips = append(m.Clips, ClipEntry{Token: tok.Key(), File: "clips/" + tok.Key() + ".wav", Text: tok.Spell(phonetic.German)})
	}
	dir := t.TempDir()
	if err := Build(context.Background(), dir, m, Espeak{Voice: "de", WordsPerMinute: 150}, TidyOptions{}); err != nil {
		t.Fatal(err)
	}
	esp := &Pack{Manifest: m, Where: dir, clips: map[phonetic.Token][]float32{}}
	for _, tok := range toks {
		c, _ := m.Entry(tok.Key())
		a, err := ReadAudioFile(dir + "/" + c.File)
		if err != nil {
			t.Fatal(err)
		}
		esp.clips[tok] = a.Samples
	}
	theirs := ClosestPairs(esp)
	for i := range 3 {
		o, e := ours[i].Pairs[0], theirs[i].Pairs[0]
		t.Logf("closest %s: default %s, espeak-ng %s", ours[i].Group, o, e)
		if o.Distance < e.Distance {
			t.Errorf("closest %s of the default pack, %s, are nearer than espeak-ng's %s", ours[i].Group, o, e)
		}
	}
}

// TestPairGroupsCoverVocabulary: every token is in exactly one group.
func TestPairGroupsCoverVocabulary(t *testing.T) {
	seen := map[phonetic.Token]string{}
	for _, g := range PairGroups {
		for _, tok := range g.Tokens {
			if other, ok := seen[tok]; ok {
				t.Errorf("%s is in %s and %s", tok.Key(), other, g.Name)
			}
			seen[tok] = g.Name
		}
	}
	if len(seen) != len(phonetic.All()) {
		t.Errorf("%d of %d tokens are in a group", len(seen), len(phonetic.All()))
	}
	if len(PairGroups[0].Tokens) != 8 || len(PairGroups[1].Tokens) != 8 || len(PairGroups[2].Tokens) != 6 {
		t.Errorf("groups of %d files, %d ranks, %d pieces", len(PairGroups[0].Tokens), len(PairGroups[1].Tokens), len(PairGroups[2].Tokens))
	}
}
