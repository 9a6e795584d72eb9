package main

import (
	"testing"

	"github.com/rochade/rochade/phonetic"
)

// TestRespellingsNameWords: every respelling is keyed by a word or
// phrase the vocabulary says (a misspelt key would be ignored silently).
func TestRespellingsNameWords(t *testing.T) {
	said := map[string]bool{}
	for _, tok := range phonetic.All() {
		said[tok.Spell(phonetic.German)] = true
	}
	for word, spoken := range respell {
		if !said[word] {
			t.Errorf("respell has %q (given as %q), which no token says", word, spoken)
		}
		if spoken == "" || spoken == word {
			t.Errorf("respell of %q is %q", word, spoken)
		}
	}
}
