package voices

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rochade/rochade/phonetic"
	"github.com/rochade/rochade/voices/internal/pcm"
)

// PairGroup is a set of tokens that can stand in the same place of an
// announcement, so that a listener must tell each from the others.
type PairGroup struct {
	Name   string
	Tokens []phonetic.Token
}

func tokenRange(from, to phonetic.Token) []phonetic.Token {
	var out []phonetic.Token
	for t := from; t <= to; t++ {
		out = append(out, t)
	}
	return out
}

// PairGroups are the groups whose clips ClosestPairs compares: the eight
// files, the eight ranks, the six pieces, the numbers (0 to 59 and the
// parts of those up to 200) and the fixed words and phrases: every other
// token of the vocabulary, so that a word added to package phonetic is
// compared without a change here.
var PairGroups = func() []PairGroup {
	g := []PairGroup{
		{"files", tokenRange(phonetic.FileA, phonetic.FileH)},
		{"ranks", tokenRange(phonetic.Rank1, phonetic.Rank8)},
		{"pieces", tokenRange(phonetic.King, phonetic.Pawn)},
		{"numbers", tokenRange(phonetic.Num0, phonetic.TwoHundred)},
	}
	grouped := map[phonetic.Token]bool{}
	for _, x := range g {
		for _, t := range x.Tokens {
			grouped[t] = true
		}
	}
	var rest []phonetic.Token
	for _, t := range phonetic.All() {
		if !grouped[t] {
			rest = append(rest, t)
		}
	}
	return append(g, PairGroup{"phrases", rest})
}()

// Pair is two clips of a group and how far apart they sound.
type Pair struct {
	A, B phonetic.Token
	// Distance is the DTW distance of their MFCC frames (see
	// pcm.MFCC and pcm.DTW): 0 for identical clips, about 1 to 3 for a
	// word and the same word synthesized again a little slower or
	// higher, 5 to 10 for two different words.
	Distance float64
}

func (p Pair) String() string {
	return fmt.Sprintf("%s–%s %.2f", p.A.Spell(phonetic.German), p.B.Spell(phonetic.German), p.Distance)
}

// PairReport holds the pairs of one group, closest first.
type PairReport struct {
	Group string
	Pairs []Pair
}

// ClosestPairs compares every two clips of each group of PairGroups in
// pack p and returns the pairs of each group, closest first. Two tokens
// that share one recording (none within a group) are not compared.
func ClosestPairs(p *Pack) []PairReport {
	feats := map[phonetic.Token][][]float64{}
	features := func(t phonetic.Token) ([][]float64, bool) {
		if f, ok := feats[t]; ok {
			return f, true
		}
		c, ok := p.Clip(t)
		if !ok {
			return nil, false
		}
		f := pcm.MFCC(c, p.Rate())
		feats[t] = f
		return f, true
	}
	var out []PairReport
	for _, g := range PairGroups {
		r := PairReport{Group: g.Name}
		for i, a := range g.Tokens {
			fa, ok := features(a)
			if !ok {
				continue
			}
			ca, _ := p.Clip(a)
			for _, b := range g.Tokens[i+1:] {
				fb, ok := features(b)
				if !ok {
					continue
				}
				if cb, _ := p.Clip(b); len(ca) > 0 && len(cb) > 0 && &ca[0] == &cb[0] {
					continue
				}
				r.Pairs = append(r.Pairs, Pair{A: a, B: b, Distance: pcm.DTW(fa, fb)})
			}
		}
		slices.SortStableFunc(r.Pairs, func(x, y Pair) int {
			switch {
			case x.Distance < y.Distance:
				return -1
			case x.Distance > y.Distance:
				return 1
			}
			return 0
		})
		out = append(out, r)
	}
	return out
}

// PairSummary returns the n closest pairs of each group as plain lines.
func PairSummary(reports []PairReport, n int) string {
	var b strings.Builder
	for _, r := range reports {
		k := min(n, len(r.Pairs))
		parts := make([]string, k)
		for i, p := range r.Pairs[:k] {
			parts[i] = p.String()
		}
		fmt.Fprintf(&b, "Closest %s: %s.\n", r.Group, strings.Join(parts, ", "))
	}
	return b.String()
}
