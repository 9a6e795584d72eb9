package ui

import "testing"

// CheckLanguage runs every check of the catalogue on the language lang:
// its messages, its spoken lines, number words and counted words, its
// request words and labels.
func CheckLanguage(t *testing.T, lang Lang) {
	t.Helper()
	c := lookup(lang)
	if c == nil {
		t.Fatalf("%s is not registered", lang)
	}
	checkMessages(t, keys(t), c)
	if c.Spoken != nil {
		checkSpoken(t, constants[SpokenKey](t, "keys_spoken.go", "SpokenKey"), c)
	}
	checkRequestWords(t, c)
}
