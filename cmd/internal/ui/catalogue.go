package ui

import (
	"embed"
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"sync"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
)

// The catalogues of the languages: one gettext PO file each in locales,
// named by the language's code, and the registry, locales/LINGUAS, which
// lists the codes (one a line, # starts a comment). See docs/extending.md.
//
//go:embed locales/LINGUAS locales/*.po
var locales embed.FS

// The contexts (msgctxt) of the texts that are no printed message: the
// prefix and "|" before the name. A printed message's context is its Key.
const (
	ctxHelp     = "help|"     // a help text: "help|rochade play:short"
	ctxLangName = "langname|" // a language of notation: "langname|fr"
	ctxRequest  = "request|"  // "request|time|label", "request|time|words"
	ctxSpoken   = "spoken|"   // a spoken line: "spoken|time-white"
	ctxNumber   = "number|"   // a number word: "number|21", "number|1f", "number|80-"
	ctxUnit     = "unit|"     // a counted word, its forms as plural forms: "unit|hour"
	ctxGender   = "gender|"   // the gender of a counted word: "gender|hour"
	ctxWords    = "words|"    // "words|own": Language.OwnWords
)

// The fields of a catalogue's header that are Rochade's own.
const (
	hdrName         = "X-Rochade-Name"          // the language's name in itself
	hdrSAPI         = "X-Rochade-SAPI"          // Language.SAPI
	hdrScript       = "X-Rochade-Script"        // Language.Script
	hdrPromptVoice  = "X-Rochade-Prompt-Voice"  // Language.PromptVoice
	hdrPluralRules  = "X-Rochade-Plural-Rules"  // the code whose CLDR rules count, if not the language's own
	hdrSpokenPlural = "X-Rochade-Spoken-Plural" // the code whose CLDR rules count spoken units (Spoken.Plural)
	hdrCompoundOne  = "X-Rochade-Compound-One"  // "yes": Spoken.CompoundOne
)

// genders are the names of the genders in a catalogue.
var genders = map[string]Gender{"masculine": Masculine, "feminine": Feminine, "neuter": Neuter}

// pluralNames are the names of the CLDR plural forms, in the order of
// the CLDR, which is the order of msgstr[n] in a catalogue.
var pluralNames = []string{"zero", "one", "two", "few", "many", "other"}

// formName names a form of package plural.
func formName(f plural.Form) string {
	switch f {
	case plural.Zero:
		return "zero"
	case plural.One:
		return "one"
	case plural.Two:
		return "two"
	case plural.Few:
		return "few"
	case plural.Many:
		return "many"
	}
	return "other"
}

// PluralRule returns the CLDR rule (golang.org/x/text/feature/plural)
// of the language code for whole numbers: the form a count takes. A
// code the CLDR does not know counts everything as "other".
func PluralRule(code string) func(n int) string {
	tag := language.Make(code)
	return func(n int) string {
		return formName(plural.Cardinal.MatchPlural(tag, n, 0, 0, 0, 0))
	}
}

// PluralForms returns the forms that rule gives the whole numbers 0 to
// 1000, in the order of the CLDR ("one", "few", "many"): the order of
// msgstr[n] in a catalogue.
func PluralForms(rule func(n int) string) []string {
	seen := map[string]bool{}
	for n := 0; n <= 1000; n++ {
		seen[rule(n)] = true
	}
	var out []string
	for _, f := range pluralNames {
		if seen[f] {
			out = append(out, f)
		}
	}
	return out
}

// catalogueLoader parses the catalogue of one language the first time
// it is asked for, so that a run parses only its own language.
type catalogueLoader struct {
	once sync.Once
	load func() (*Language, error)
	lang *Language
}

func (c *catalogueLoader) get() *Language {
	c.once.Do(func() {
		l, err := c.load()
		if err != nil {
			panic(fmt.Sprintf("ui: %v", err)) // the tests read every catalogue
		}
		c.lang = l
	})
	return c.lang
}

// linguas reads a LINGUAS file: the codes, one or more a line.
func linguas(data []byte) []Lang {
	var out []Lang
	for _, line := range strings.Split(string(data), "\n") {
		line, _, _ = strings.Cut(line, "#")
		for _, f := range strings.Fields(line) {
			out = append(out, Lang(f))
		}
	}
	return out
}

// RegisterCatalogues registers the languages of a folder of catalogues:
// its LINGUAS and a CODE.po for each code there, each parsed when first
// used. It returns the function that takes them away again. The
// languages of Rochade are the folder locales, embedded; a test
// registers a made-up one.
func RegisterCatalogues(fsys fs.FS) (remove func(), err error) {
	data, err := fs.ReadFile(fsys, "LINGUAS")
	if err != nil {
		return nil, err
	}
	codes := linguas(data)
	for _, code := range codes {
		if _, err := fs.Stat(fsys, string(code)+".po"); err != nil {
			return nil, fmt.Errorf("LINGUAS names %s: %w", code, err)
		}
	}
	for _, code := range codes {
		name := string(code) + ".po"
		languages[code] = &catalogueLoader{load: func() (*Language, error) {
			data, err := fs.ReadFile(fsys, name)
			if err != nil {
				return nil, err
			}
			l, err := LoadCatalogue(code, data)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", name, err)
			}
			return l, nil
		}}
	}
	return func() {
		for _, code := range codes {
			delete(languages, code)
		}
	}, nil
}

func init() {
	sub, err := fs.Sub(locales, "locales")
	if err == nil {
		_, err = RegisterCatalogues(sub)
	}
	if err != nil {
		panic(fmt.Sprintf("ui: the catalogues: %v", err))
	}
}

// LoadCatalogue makes the language code from its catalogue, a PO file.
func LoadCatalogue(code Lang, data []byte) (*Language, error) {
	f, err := parsePO(data)
	if err != nil {
		return nil, err
	}
	return f.language(code)
}

// language makes a Language of the catalogue.
func (f *poFile) language(code Lang) (*Language, error) {
	h := f.Header
	rules := string(code)
	if r := h[hdrPluralRules]; r != "" {
		rules = r
	}
	l := &Language{
		Code: code, Name: h[hdrName], Plural: PluralRule(rules), Script: h[hdrScript], SAPI: h[hdrSAPI],
		PromptVoice: h[hdrPromptVoice], Messages: make(map[Key]string, len(f.Entries)), Help: map[string]string{},
		Requests: map[string]RequestText{},
	}
	if l.Name == "" {
		return nil, &PoError{Line: 1, Msg: "the header has no " + hdrName}
	}
	forms := PluralForms(l.Plural)
	sp := &Spoken{Lines: map[SpokenKey]string{}, Numbers: map[string]string{}, Units: map[string]Unit{}}
	if r := h[hdrSpokenPlural]; r != "" {
		sp.Plural = PluralRule(r)
	}
	sp.CompoundOne = h[hdrCompoundOne] == "yes"
	spokenForms := forms
	sp.count = l.Plural
	if sp.Plural != nil {
		spokenForms = PluralForms(sp.Plural)
		sp.count = sp.Plural
	}
	for _, e := range f.Entries {
		if e.Fuzzy || !slices.ContainsFunc(e.Str, func(s string) bool { return s != "" }) {
			continue // untranslated: English is shown
		}
		bad := func(format string, a ...any) error {
			return &PoError{Line: e.Line, Msg: fmt.Sprintf(format, a...)}
		}
		prefix, name, found := strings.Cut(e.Context, "|")
		if !found {
			if !e.Plural {
				l.Messages[Key(e.Context)] = e.Str[0]
				continue
			}
			if len(e.Str) != len(forms) {
				return nil, bad("%s has %d plural forms; %s counts with %d (%s)", e.Context, len(e.Str), code, len(forms), strings.Join(forms, ", "))
			}
			for i, s := range e.Str {
				l.Messages[Key(e.Context+"."+forms[i])] = s
			}
			continue
		}
		if e.Plural != (prefix+"|" == ctxUnit) {
			return nil, bad("%s: plural forms where they do not belong, or none where they do", e.Context)
		}
		switch prefix + "|" {
		case ctxHelp:
			l.Help[name] = e.Str[0]
		case ctxLangName:
			if l.LangNames == nil {
				l.LangNames = map[string]string{}
			}
			l.LangNames[name] = e.Str[0]
		case ctxRequest:
			req, field, _ := strings.Cut(name, "|")
			t := l.Requests[req]
			switch field {
			case "label":
				t.Label = e.Str[0]
			case "words":
				t.Words = e.Str[0]
			default:
				return nil, bad("%s: a request has a label and words", e.Context)
			}
			l.Requests[req] = t
		case ctxWords:
			if name != "own" {
				return nil, bad("unknown context %q", e.Context)
			}
			l.OwnWords = strings.Fields(e.Str[0])
		case ctxSpoken:
			sp.Lines[SpokenKey(name)] = e.Str[0]
		case ctxNumber:
			sp.Numbers[name] = e.Str[0]
		case ctxUnit:
			if len(e.Str) != len(spokenForms) {
				return nil, bad("%s has %d plural forms; %s counts spoken words with %d (%s)", e.Context, len(e.Str), code, len(spokenForms), strings.Join(spokenForms, ", "))
			}
			u := sp.Units[name]
			u.Forms = unitForms(spokenForms, e.Str)
			sp.Units[name] = u
		case ctxGender:
			g, ok := genders[e.Str[0]]
			if !ok {
				return nil, bad("%s: %q is no gender (masculine, feminine, neuter)", e.Context, e.Str[0])
			}
			u := sp.Units[name]
			u.Gender = g
			sp.Units[name] = u
		default:
			return nil, bad("unknown context %q", e.Context)
		}
	}
	switch {
	case len(sp.Lines) > 0:
		l.Spoken = sp
	case len(sp.Numbers) > 0:
		l.MoreNumbers = sp
	}
	return l, nil
}

// unitForms puts the forms of a counted word in the order of Unit.Forms:
// one, few, many; a language without few or many says other there.
func unitForms(forms, texts []string) [3]string {
	by := map[string]string{}
	for i, f := range forms {
		by[f] = texts[i]
	}
	var out [3]string
	out[0] = by["one"]
	out[2] = by["many"]
	if out[2] == "" {
		out[2] = by["other"]
	}
	out[1] = by["few"]
	if out[1] == "" {
		out[1] = out[2]
	}
	if out[0] == "" {
		out[0] = out[1]
	}
	return out
}

// sortedKeys returns the keys of m, sorted.
func sortedKeys[K ~string, V any](m map[K]V) []K {
	out := make([]K, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
