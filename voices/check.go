package voices

import (
	"fmt"
	"io/fs"
	"math"
	"path"
	"slices"
	"strings"

	"github.com/rochade/rochade/phonetic"
	"github.com/rochade/rochade/voices/internal/pcm"
)

// CheckOptions sets the limits of Check.
type CheckOptions struct {
	// Tolerance is how far, in dB, a clip's loudness may lie from the
	// median of the pack. Zero means 1 dB.
	Tolerance float64
	// MaxEdgeSilence is the longest silence allowed before or after the
	// speech of a clip, in seconds. Zero means 0.15 s.
	MaxEdgeSilence float64
	// Words, when not nil, is the vocabulary of a prompt pack: the pack
	// must have a clip for each of them, and a clip for no word of it is
	// reported. Nil checks against the announcement vocabulary (package
	// phonetic).
	Words []Word
}

// Problem is one fault Check found.
type Problem struct {
	// Token is the key of the token concerned, or "" for the pack.
	Token string
	// File is the clip file concerned, if any.
	File string
	// Kind says what is wrong; Args are its figures, in the order the
	// comments of the kinds give.
	Kind ProblemKind
	Args []any
}

// ProblemKind says what a Problem is.
type ProblemKind int

// The kinds of problems and warnings of Check.
const (
	ProblemManifest   ProblemKind = iota // the manifest: error
	ProblemNoClip                        // the word (German) the manifest lacks
	ProblemNotToken                      // a clip for no word of the vocabulary
	ProblemUnreadable                    // error
	ProblemRate                          // the clip's rate, the manifest's rate
	ProblemClips                         // places where the clip is cut at full scale
	ProblemFlatTops                      // places with flat peaks
	ProblemSilent                        // dBFS, seconds
	ProblemNoise                         // dB of variation, dB speech varies by at least
	ProblemEdges                         // seconds before, after, allowed
	ProblemLouder                        // dB, allowed dB
	ProblemQuieter                       // dB, allowed dB
	ProblemBandLow                       // band, dB, allowed dB (a warning)
	ProblemBandHigh                      // band, dB, allowed dB (a warning)
)

var problemNames = [...]string{"manifest", "no clip", "not a token", "unreadable", "rate", "clips",
	"flat tops", "silent", "noise", "edges", "louder", "quieter", "band low", "band high"}

func (k ProblemKind) String() string {
	if int(k) < len(problemNames) {
		return problemNames[k]
	}
	return "problem"
}

func newProblem(kind ProblemKind, tok, file string, args ...any) Problem {
	return Problem{Token: tok, File: file, Kind: kind, Args: args}
}

// String gives the problem for a log: its clip, its kind and its
// figures. The commands word it for the user.
func (p Problem) String() string {
	s := strings.TrimSuffix(fmt.Sprintln(append([]any{p.Kind.String()}, p.Args...)...), "\n")
	switch {
	case p.File != "":
		return fmt.Sprintf("%s (%s): %s", p.File, p.Token, s)
	case p.Token != "":
		return fmt.Sprintf("%s: %s", p.Token, s)
	}
	return s
}

// ClipStats are the measurements of one clip.
type ClipStats struct {
	Token    string
	File     string
	Seconds  float64
	Loudness float64 // dBFS, see pcm.Loudness
	Peak     float64 // dBFS
}

// Report is the outcome of Check.
type Report struct {
	Manifest *Manifest
	Clips    []ClipStats
	Problems []Problem
	// MedianLoudness is the median loudness of the clips, dBFS.
	MedianLoudness float64
	// Balance is the spectral balance of all clips together (each file
	// counted once), if HasBalance.
	Balance    Balance
	HasBalance bool
	// Warnings are findings that do not make the pack unusable, such as
	// a muffled or tinny spectral balance.
	Warnings []Problem
}

// OK tells whether the pack has no problems.
func (r *Report) OK() bool { return len(r.Problems) == 0 }

// Seconds returns the total length of all clips.
func (r *Report) Seconds() float64 {
	var s float64
	for _, c := range r.Clips {
		s += c.Seconds
	}
	return s
}

// LoudnessRange returns the quietest and loudest clip, dBFS.
func (r *Report) LoudnessRange() (lo, hi float64) {
	if len(r.Clips) == 0 {
		return 0, 0
	}
	lo, hi = math.Inf(1), math.Inf(-1)
	for _, c := range r.Clips {
		lo, hi = min(lo, c.Loudness), max(hi, c.Loudness)
	}
	return lo, hi
}

// Check examines the pack in folder dir of fsys: the manifest, a clip
// for every token, every file readable and at the manifest's rate, no
// clipping (samples at full scale, or peaks cut flat and levelled
// afterwards), no silent clip and none of only steady noise, no long
// silence around the speech, and every clip's loudness within the
// tolerance of the pack's median. It also measures the spectral balance
// of all clips and warns when a band is more than BalanceWarn dB from
// SpeechShape.
func Check(fsys fs.FS, dir string, opt CheckOptions) *Report {
	if opt.Tolerance == 0 {
		opt.Tolerance = 1
	}
	if opt.MaxEdgeSilence == 0 {
		opt.MaxEdgeSilence = 0.15
	}
	r := &Report{}
	add := func(kind ProblemKind, tok, file string, args ...any) {
		r.Problems = append(r.Problems, newProblem(kind, tok, file, args...))
	}
	m, err := ReadManifest(fsys, dir)
	r.Manifest = m
	if err != nil {
		add(ProblemManifest, "", "", err)
		if m == nil {
			return r
		}
	}
	known := func(key string) bool { _, ok := phonetic.ByKey(key); return ok }
	if opt.Words != nil {
		keys := map[string]bool{}
		for _, w := range opt.Words {
			keys[w.Key] = true
			if _, ok := m.Entry(w.Key); !ok {
				add(ProblemNoClip, w.Key, "", w.Text)
			}
		}
		known = func(key string) bool { return keys[key] }
	} else {
		for _, t := range phonetic.All() {
			if _, ok := m.Entry(t.Key()); !ok {
				add(ProblemNoClip, t.Key(), "", t.Spell(phonetic.German))
			}
		}
	}
	var meter BalanceMeter
	measured := map[string]bool{}
	for _, c := range m.Clips {
		if !known(c.Token) && c.Token != "" {
			add(ProblemNotToken, c.Token, c.File)
			continue
		}
		if c.File == "" || !fs.ValidPath(c.File) {
			continue // reported by ParseManifest
		}
		a, f, err := decodeClip(fsys, path.Join(dir, c.File))
		if err != nil {
			add(ProblemUnreadable, c.Token, c.File, err)
			continue
		}
		if f.Rate != m.SampleRate {
			add(ProblemRate, c.Token, c.File, f.Rate, m.SampleRate)
		}
		st := ClipStats{
			Token:    c.Token,
			File:     c.File,
			Seconds:  a.Duration(),
			Loudness: pcm.Loudness(a.Samples, a.Rate),
			Peak:     20 * math.Log10(max(1e-6, float64(pcm.Peak(a.Samples)))),
		}
		clipped := true
		if n := pcm.ClippedRuns(a.Samples); n > 0 {
			add(ProblemClips, c.Token, c.File, n)
		} else if n := pcm.FlatTops(a.Samples); n >= flatTopLimit {
			add(ProblemFlatTops, c.Token, c.File, n)
		} else {
			clipped = false
		}
		if st.Loudness < pcm.Silence || st.Seconds < 0.05 {
			add(ProblemSilent, c.Token, c.File, st.Loudness, st.Seconds)
			continue
		}
		// Steady in level and without a voiced sound: noise. (A clipped
		// take varies less in level: it is reported as clipped.)
		if d, ok := pcm.Dynamics(a.Samples, a.Rate); ok && d < noiseDynamics && !clipped && !pcm.Voiced(a.Samples, a.Rate) {
			add(ProblemNoise, c.Token, c.File, d, noiseDynamics)
			continue
		}
		r.Clips = append(r.Clips, st)
		if !measured[c.File] {
			measured[c.File] = true
			meter.Add(pcm.ToInt16(a.Samples), a.Rate)
		}
		s, e := pcm.SpeechBounds(a.Samples, a.Rate)
		lead, tail := float64(s)/float64(a.Rate), float64(len(a.Samples)-e)/float64(a.Rate)
		if lead > opt.MaxEdgeSilence || tail > opt.MaxEdgeSilence {
			add(ProblemEdges, c.Token, c.File, lead, tail, opt.MaxEdgeSilence)
		}
	}
	r.Balance, r.HasBalance = meter.Balance()
	if r.HasBalance {
		off := r.Balance.Off()
		for i, d := range off {
			if math.Abs(d) > BalanceWarn {
				kind := ProblemBandLow
				if d > 0 {
					kind = ProblemBandHigh
				}
				r.Warnings = append(r.Warnings, newProblem(kind, "", "", bandNames[i], math.Abs(d), BalanceWarn))
			}
		}
	}
	if len(r.Clips) > 0 {
		l := make([]float64, len(r.Clips))
		for i, c := range r.Clips {
			l[i] = c.Loudness
		}
		slices.Sort(l)
		r.MedianLoudness = l[len(l)/2]
		for _, c := range r.Clips {
			if d := c.Loudness - r.MedianLoudness; math.Abs(d) > opt.Tolerance {
				kind := ProblemLouder
				if d < 0 {
					kind = ProblemQuieter
				}
				add(kind, c.Token, c.File, math.Abs(d), opt.Tolerance)
			}
		}
	}
	return r
}
