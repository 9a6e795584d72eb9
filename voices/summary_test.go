package voices

import (
	"fmt"
	"strings"
)

// The English sentences of the problems, for the reports of the tests
// (the commands word them through their catalogue).
var ProblemFormats = map[ProblemKind]string{
	ProblemManifest:   "%v",
	ProblemNoClip:     "no clip in the manifest (it says %q)",
	ProblemNotToken:   "not a token of the vocabulary",
	ProblemUnreadable: "cannot be read: %v",
	ProblemRate:       "sample rate is %d Hz, the manifest says %d Hz",
	ProblemClips:      "clips in %d place(s): record it more quietly",
	ProblemFlatTops:   "is clipped: its peaks are cut flat in %d places (recorded too loud, then levelled): record it again more quietly",
	ProblemSilent:     "is silent (%.0f dBFS, %.2f s)",
	ProblemNoise:      "holds only steady noise, no speech (its level varies by %.1f dB, speech by more than %.0f, and nothing in it is voiced): record it again",
	ProblemEdges:      "has %.2f s of silence before and %.2f s after the speech, more than %.2f s: run rochade voices tidy",
	ProblemLouder:     "is %.1f dB louder than the median of the pack (allowed: %.1f dB): run rochade voices tidy",
	ProblemQuieter:    "is %.1f dB quieter than the median of the pack (allowed: %.1f dB): run rochade voices tidy",
	ProblemBandLow:    "the band %s is %.1f dB below natural speech (allowed: %.0f dB); the pack sounds muffled: the consonants will be hard to hear; record closer to the microphone or run rochade voices tidy --eq speech",
	ProblemBandHigh:   "the band %s is %.1f dB above natural speech (allowed: %.0f dB); the pack sounds tinny or hissy: run rochade voices tidy --eq speech",
}

// message is a problem's sentence.
func (p Problem) message() string { return fmt.Sprintf(ProblemFormats[p.Kind], p.Args...) }

// line is a problem's line of a report.
func (p Problem) line() string {
	switch {
	case p.File != "":
		return fmt.Sprintf("%s (%s): %s", p.File, p.Token, p.message())
	case p.Token != "":
		return fmt.Sprintf("%s: %s", p.Token, p.message())
	}
	return p.message()
}

// Summary returns the report as plain text lines: the problems, one per
// line, and a closing line with the figures.
func (r *Report) Summary(where string) string {
	var b strings.Builder
	for _, p := range r.Problems {
		b.WriteString(p.line())
		b.WriteByte('\n')
	}
	for _, p := range r.Warnings {
		b.WriteString("Warning: ")
		b.WriteString(p.line())
		b.WriteByte('\n')
	}
	if r.HasBalance {
		fmt.Fprintf(&b, "Spectral balance, relative to 250–500 Hz: %s (natural speech: %.1f, %.1f, %.1f dB).\n",
			r.Balance, SpeechShape[0], SpeechShape[1], SpeechShape[2])
	}
	lo, hi := r.LoudnessRange()
	name := where
	if r.Manifest != nil {
		name = fmt.Sprintf("%s (%s, %s)", where, r.Manifest.Name, r.Manifest.Language)
	}
	if r.OK() {
		fmt.Fprintf(&b, "%s is fine: %d clips, %.1f s in all, loudness %.1f to %.1f dBFS (median %.1f).\n",
			name, len(r.Clips), r.Seconds(), lo, hi, r.MedianLoudness)
	} else {
		fmt.Fprintf(&b, "%s has %d problem(s).\n", name, len(r.Problems))
	}
	return b.String()
}
