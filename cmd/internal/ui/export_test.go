package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

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

// CataloguePO writes the language l as its catalogue, a PO file, with
// the sources of English's catalogue: what a translator writes for a
// new language. pluralRules names the language whose CLDR plural rules
// it counts with, where the CLDR does not know l's code, and
// pluralForms is the Plural-Forms header of those rules. A help text
// that l lacks is there untranslated.
func CataloguePO(l *Language, pluralRules, pluralForms string) []byte {
	en := English.Language()
	f := &poFile{Header: map[string]string{
		"Language": string(l.Code), "Content-Type": "text/plain; charset=UTF-8", "Content-Transfer-Encoding": "8bit",
		"MIME-Version": "1.0", "Project-Id-Version": "rochade", "Plural-Forms": pluralForms,
		"PO-Revision-Date": "2026-12-02 06:00+0000", "Last-Translator": "Rochade", "Language-Team": "Rochade",
		hdrName: l.Name, hdrPromptVoice: l.PromptVoice, hdrPluralRules: pluralRules,
	}}
	if l.SAPI != "" {
		f.Header[hdrSAPI] = l.SAPI
	}
	if l.Script != "" {
		f.Header[hdrScript] = l.Script
	}
	forms := PluralForms(l.Plural)
	add := func(ctx, id, str string) {
		f.Entries = append(f.Entries, poEntry{Context: ctx, ID: id, Str: []string{str}})
	}
	for _, k := range sortedKeys(en.Messages) {
		base, ok := strings.CutSuffix(string(k), ".other")
		switch {
		case ok:
			e := poEntry{Context: base, ID: en.Messages[Key(base+".one")], IDPlural: en.Messages[k], Plural: true}
			for _, form := range forms {
				e.Str = append(e.Str, l.Messages[Key(base+"."+form)])
			}
			f.Entries = append(f.Entries, e)
		case !strings.Contains(string(k), "."):
			add(string(k), en.Messages[k], l.Messages[k])
		}
	}
	for _, k := range sortedKeys(en.Help) {
		add(ctxHelp+k, en.Help[k], l.Help[k])
	}
	for _, k := range sortedKeys(l.LangNames) {
		add(ctxLangName+k, k, l.LangNames[k])
	}
	for _, name := range sortedKeys(en.Requests) {
		add(ctxRequest+name+"|label", en.Requests[name].Label, l.Requests[name].Label)
		add(ctxRequest+name+"|words", en.Requests[name].Words, l.Requests[name].Words)
	}
	if l.OwnWords != nil {
		add(ctxWords+"own", strings.Join(en.OwnWords, " "), strings.Join(l.OwnWords, " "))
	}
	if l.Spoken != nil {
		for _, k := range sortedKeys(en.Spoken.Lines) {
			add(ctxSpoken+string(k), en.Spoken.Lines[k], l.Spoken.Lines[k])
		}
		for _, k := range sortedKeys(l.Spoken.Numbers) {
			id := en.Spoken.Numbers[k]
			if id == "" {
				id = k
			}
			add(ctxNumber+k, id, l.Spoken.Numbers[k])
		}
		names := map[Gender]string{}
		for n, g := range genders {
			names[g] = n
		}
		index := map[string]int{"zero": 2, "one": 0, "two": 1, "few": 1, "many": 2, "other": 2}
		for _, k := range sortedKeys(en.Spoken.Units) {
			eu, u := en.Spoken.Units[k], l.Spoken.Units[k]
			e := poEntry{Context: ctxUnit + k, ID: eu.Forms[0], IDPlural: eu.Forms[2], Plural: true}
			for _, form := range forms {
				e.Str = append(e.Str, u.Forms[index[form]])
			}
			f.Entries = append(f.Entries, e)
			add(ctxGender+k, names[eu.Gender], names[u.Gender])
		}
	}
	return writePO(f)
}

// CheckCatalogue runs the checks of the catalogue files on the
// catalogue data, named name: what it lacks of English's, has beside
// it, or says with other verbs and slots, each as "NAME:LINE: what".
func CheckCatalogue(t *testing.T, name string, data []byte) {
	t.Helper()
	f, err := parsePO(data)
	if err != nil {
		t.Fatalf("%s:%v", name, err)
	}
	enData, err := os.ReadFile("locales/en.po")
	if err != nil {
		t.Fatal(err)
	}
	en, err := parsePO(enData)
	if err != nil {
		t.Fatal(err)
	}
	code := Lang(strings.TrimSuffix(filepath.Base(name), ".po"))
	for _, p := range checkCatalogue(name, f, en, catalogueForms(code, f)) {
		t.Error(p)
	}
}
