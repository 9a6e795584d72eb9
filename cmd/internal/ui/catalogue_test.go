package ui

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// catalogueFiles returns the registry's codes and the catalogues of the
// folder locales, read from the files (not the program's copy).
func catalogueFiles(t *testing.T) (codes []Lang, files map[Lang]*poFile) {
	t.Helper()
	data, err := os.ReadFile("locales/LINGUAS")
	if err != nil {
		t.Fatal(err)
	}
	codes = linguas(data)
	files = map[Lang]*poFile{}
	for _, code := range codes {
		name := filepath.Join("locales", string(code)+".po")
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parsePO(data)
		if err != nil {
			t.Fatalf("%s:%v", name, strings.TrimPrefix(err.Error(), "line "))
		}
		files[code] = f
	}
	return codes, files
}

// checkCatalogue compares the catalogue f, the file name, with English's
// and returns what is wrong, each as "FILE:LINE: what": an entry that
// English has and f lacks (a language without spoken lines lacks them
// all) or has untranslated (help may be: its English is shown), an
// entry English does not have (number words and the names of the
// languages of notation are each language's own), plural forms that
// are not the language's, an English source that is not English's text
// any more, and a text whose verbs (%s, %d …) or slots ({n}) are not
// those of the English text.
func checkCatalogue(name string, f, en *poFile, forms []string) []string {
	var out []string
	bad := func(line int, format string, a ...any) {
		out = append(out, fmt.Sprintf("%s:%d: %s", name, line, fmt.Sprintf(format, a...)))
	}
	own := func(ctx string) bool {
		return strings.HasPrefix(ctx, ctxNumber) || strings.HasPrefix(ctx, ctxLangName)
	}
	spoken := func(ctx string) bool {
		for _, p := range []string{ctxSpoken, ctxNumber, ctxUnit, ctxGender} {
			if strings.HasPrefix(ctx, p) {
				return true
			}
		}
		return false
	}
	enBy := map[string]poEntry{}
	for _, e := range en.Entries {
		enBy[e.Context] = e
	}
	by := map[string]poEntry{}
	hasSpoken := false
	for _, e := range f.Entries {
		by[e.Context] = e
		hasSpoken = hasSpoken || strings.HasPrefix(e.Context, ctxSpoken)
	}
	if np, _, err := pluralFormsExpr(f.Header["Plural-Forms"]); err != nil {
		bad(1, "Plural-Forms: %v", err)
	} else if np != len(forms) {
		bad(1, "Plural-Forms: nplurals=%d, but the CLDR rule counts with %d forms (%s)", np, len(forms), strings.Join(forms, ", "))
	}
	if f.Header[hdrName] == "" {
		bad(1, "the header has no %s", hdrName)
	}
	for _, e := range en.Entries {
		if _, ok := by[e.Context]; !ok && !own(e.Context) && !(spoken(e.Context) && !hasSpoken) {
			out = append(out, fmt.Sprintf("%s: no entry %q (English: en.po:%d)", name, e.Context, e.Line))
		}
	}
	for _, e := range f.Entries {
		ref, ok := enBy[e.Context]
		if !ok {
			if !own(e.Context) {
				bad(e.Line, "%q is no entry of English (en.po)", e.Context)
			}
			continue
		}
		if e.Plural != ref.Plural {
			bad(e.Line, "%q: plural forms where English has none, or none where it has", e.Context)
			continue
		}
		if e.ID != ref.Str[0] || e.Plural && e.IDPlural != ref.Str[len(ref.Str)-1] {
			bad(e.Line, "%q: the English source is out of date: en.po:%d says %q", e.Context, ref.Line, ref.Str[0])
		}
		if e.Fuzzy {
			bad(e.Line, "%q is marked fuzzy: check the text and take the mark away", e.Context)
		}
		if slices.Contains(e.Str, "") {
			if !strings.HasPrefix(e.Context, ctxHelp) || slices.ContainsFunc(e.Str, func(s string) bool { return s != "" }) {
				bad(e.Line, "%q is not translated", e.Context)
			}
			continue
		}
		want := ref.Str[len(ref.Str)-1]
		for _, s := range e.Str {
			switch {
			case strings.HasPrefix(e.Context, ctxSpoken):
				if slots(s) != slots(want) {
					bad(e.Line, "%q has the slots %q, English %q", e.Context, slots(s), slots(want))
				}
			case strings.HasPrefix(e.Context, ctxGender):
				if _, ok := genders[s]; !ok {
					bad(e.Line, "%q: %q is no gender (masculine, feminine, neuter)", e.Context, s)
				}
			default:
				if verbs(s) != verbs(want) {
					bad(e.Line, "%q takes %q, English %q", e.Context, verbs(s), verbs(want))
				}
			}
		}
	}
	return out
}

// catalogueForms returns the plural forms of the catalogue f of code.
func catalogueForms(code Lang, f *poFile) []string {
	rules := string(code)
	if r := f.Header[hdrPluralRules]; r != "" {
		rules = r
	}
	return PluralForms(PluralRule(rules))
}

// Every catalogue of the registry has every entry of English's, with
// English's verbs and slots, its plural forms by the CLDR rule, and
// nothing else; English's has every Key and SpokenKey of the code, and
// no other message or spoken line.
func TestCatalogueFiles(t *testing.T) {
	codes, files := catalogueFiles(t)
	en := files[English]
	if en == nil {
		t.Fatal("LINGUAS has no en")
	}
	for _, code := range codes {
		name := "locales/" + string(code) + ".po"
		if _, err := files[code].language(code); err != nil {
			t.Errorf("%s:%s", name, strings.TrimPrefix(err.Error(), "line "))
		}
		for _, p := range checkCatalogue(name, files[code], en, catalogueForms(code, files[code])) {
			t.Error(p)
		}
	}
	line := map[string]int{}
	for _, e := range en.Entries {
		line[e.Context] = e.Line
	}
	for _, c := range []struct {
		prefix, file, typ string
	}{{"", "keys.go", "Key"}, {ctxSpoken, "keys_spoken.go", "SpokenKey"}} {
		consts := constants[string](t, c.file, c.typ)
		for _, k := range consts {
			if _, ok := line[c.prefix+k]; !ok {
				t.Errorf("locales/en.po: no entry %q (the %s constant of %s)", c.prefix+k, c.typ, c.file)
			}
		}
		for _, e := range en.Entries {
			name, ok := strings.CutPrefix(e.Context, c.prefix)
			if ok && (c.prefix != "" || !strings.Contains(name, "|")) && !slices.Contains(consts, name) {
				t.Errorf("locales/en.po:%d: %q is no %s constant of %s", e.Line, e.Context, c.typ, c.file)
			}
		}
	}
}

// A catalogue's Plural-Forms, evaluated as gettext evaluates it, gives
// each whole number the index of the CLDR form that the language's rule
// gives it.
func TestPluralFormsAgreeWithCLDR(t *testing.T) {
	codes, files := catalogueFiles(t)
	fr, err := os.ReadFile("testdata/fr.po")
	if err != nil {
		t.Fatal(err)
	}
	frf, err := parsePO(fr)
	if err != nil {
		t.Fatal(err)
	}
	files["fr"] = frf
	for _, code := range append(codes, "fr") {
		f := files[code]
		rules := string(code)
		if r := f.Header[hdrPluralRules]; r != "" {
			rules = r
		}
		rule := PluralRule(rules)
		forms := catalogueForms(code, f)
		np, index, err := pluralFormsExpr(f.Header["Plural-Forms"])
		if err != nil {
			t.Errorf("%s: %v", code, err)
			continue
		}
		if np != len(forms) {
			t.Errorf("%s: nplurals=%d, CLDR %s", code, np, forms)
		}
		for n := 0; n <= 10000; n++ {
			if i := index(n); i < 0 || i >= len(forms) || forms[i] != rule(n) {
				t.Errorf("%s: Plural-Forms gives %d msgstr[%d], the CLDR %s", code, n, i, rule(n))
				break
			}
		}
	}
}

// The plural forms of the CLDR: Russian has one, few and many for whole
// numbers, Czech one, few and other, English one and other, each in the
// order of the CLDR.
func TestPluralRules(t *testing.T) {
	for code, want := range map[string]string{"ru": "one few many", "cs": "one few other", "en": "one other", "pl": "one few many", "sl": "one two few other"} {
		if got := strings.Join(PluralForms(PluralRule(code)), " "); got != want {
			t.Errorf("%s: %s, want %s", code, got, want)
		}
	}
}

// gettext's own check (msgfmt --check) passes every catalogue, where
// gettext is installed (make deps installs it).
func TestMsgfmtCheck(t *testing.T) {
	msgfmt, err := exec.LookPath("msgfmt")
	if err != nil {
		t.Skip("msgfmt is not installed (package gettext)")
	}
	files, _ := filepath.Glob("locales/*.po")
	files = append(files, "testdata/fr.po")
	if len(files) < 2 {
		t.Fatal("no catalogues")
	}
	for _, name := range files {
		out, err := exec.Command(msgfmt, "--check", "-o", os.DevNull, name).CombinedOutput()
		if err != nil || bytes.Contains(out, []byte("warning")) {
			t.Errorf("msgfmt --check %s: %v\n%s", name, err, out)
		}
	}
}

// The reader of PO files says what is wrong, and on which line.
func TestParsePOErrors(t *testing.T) {
	for in, line := range map[string]int{
		"msgid \"a\"\n": 1,
		"msgid \"a\"\nmsgstr \"b\"\n\nmsgid \"a\"\nmsgstr \"c\"\n": 4,
		"msgid \"a\"\nmsgstr \"b\\q\"\n":                           2,
		"msgid \"a\"\nmsgstr[0] \"b\"\n":                           2,
		"\n\nmsgstr \"b\"\n":                                       3,
		"msgid \"a\"\n\"b\nmsgstr \"\"":                            2,
		"msgid \"a\"\nmsgid_plural \"b\"\nmsgstr[1] \"x\"\n":       3,
		"msgctxt \"k\"\nmsgid \"a\"\nmsgstr \"b\"\nfoo \"c\"\n":    4,
		"msgid \"a\"\nmsgstr \"b\"\n\"c\" \"d\"\n":                 3,
	} {
		_, err := parsePO([]byte(in))
		var pe *PoError
		if !errors.As(err, &pe) || pe.Line != line {
			t.Errorf("%q: %v, want an error at line %d", in, err, line)
		}
	}
	f, err := parsePO([]byte("# c\nmsgid \"\"\nmsgstr \"Language: fr\\n\"\n\n#, fuzzy\nmsgctxt \"k\"\nmsgid \"a\"\n\"b\"\nmsgid_plural \"c\"\nmsgstr[0] \"d\\\"\"\nmsgstr[1] \"e\\n\"\n\"f\"\n#~ msgid \"old\"\n"))
	if err != nil || f.Header["Language"] != "fr" || len(f.Entries) != 1 {
		t.Fatalf("%+v, %v", f, err)
	}
	if e := f.Entries[0]; e.Line != 6 || e.Context != "k" || e.ID != "ab" || e.IDPlural != "c" || !slices.Equal(e.Str, []string{"d\"", "e\nf"}) || !e.Fuzzy || !e.Plural {
		t.Errorf("%+v", e)
	}
}

// The reader of PO files never panics, and what it reads it reads again
// the same after writing it out.
func FuzzParsePO(f *testing.F) {
	for _, name := range []string{"locales/en.po", "testdata/fr.po"} {
		data, err := fs.ReadFile(os.DirFS("."), name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data[:min(len(data), 2000)])
	}
	f.Add([]byte("msgctxt \"k\"\nmsgid \"a\"\nmsgid_plural \"b\"\nmsgstr[0] \"c\"\nmsgstr[1] \"d\"\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := parsePO(data)
		if err != nil {
			var pe *PoError
			if !errors.As(err, &pe) || pe.Line < 1 || pe.Line > bytes.Count(data, []byte("\n"))+1 {
				t.Fatalf("error without a line of the input: %v", err)
			}
			return
		}
		again, err := parsePO(writePO(p))
		if err != nil {
			t.Fatalf("written again: %v\n%s", err, writePO(p))
		}
		if len(again.Entries) != len(p.Entries) {
			t.Fatalf("%d entries, %d written again", len(p.Entries), len(again.Entries))
		}
		for i, e := range p.Entries {
			a := again.Entries[i]
			if a.Context != e.Context || a.ID != e.ID || a.IDPlural != e.IDPlural || !slices.Equal(a.Str, e.Str) || a.Fuzzy != e.Fuzzy {
				t.Fatalf("%+v written again is %+v", e, a)
			}
		}
	})
}

// BenchmarkLoadCatalogue measures what a run pays, once, for its
// language: reading and parsing its catalogue.
func BenchmarkLoadCatalogue(b *testing.B) {
	for _, code := range []Lang{English, Russian} {
		data, err := locales.ReadFile("locales/" + string(code) + ".po")
		if err != nil {
			b.Fatal(err)
		}
		b.Run(string(code), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := LoadCatalogue(code, data); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
