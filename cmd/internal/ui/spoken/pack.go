package spoken

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sync"

	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/voices"
)

// packsFS holds the prompt packs made with espeak-ng (make
// voices-prompts), one folder per language.
//
//go:embed packs
var packsFS embed.FS

// PackFS returns the files of the built-in prompt pack of lang, rooted
// at the pack's folder.
func PackFS(lang ui.Lang) (fs.FS, error) {
	dir := path.Join("packs", string(lang))
	if _, err := fs.Stat(packsFS, path.Join(dir, voices.ManifestName)); !HasPack(lang) || err != nil {
		return nil, fmt.Errorf("no prompt pack for %s", lang)
	}
	return fs.Sub(packsFS, dir)
}

var builtIn sync.Map // ui.Lang → *voices.Prompts

// BuiltIn returns the built-in prompt pack of lang, decoded once.
func BuiltIn(lang ui.Lang) (*voices.Prompts, error) {
	if p, ok := builtIn.Load(lang); ok {
		return p.(*voices.Prompts), nil
	}
	fsys, err := PackFS(lang)
	if err != nil {
		return nil, err
	}
	p, err := voices.LoadPrompts(fsys, ".")
	if err != nil {
		return nil, err
	}
	p.Where = "built-in " + string(lang)
	IncludeNames(p)
	builtIn.Store(lang, p)
	return p, nil
}

// IncludeNames adds to p the names of the other languages, each said in
// its own voice from its built-in pack (the menu of languages names each
// in itself); a name p has already stays.
func IncludeNames(p *voices.Prompts) {
	for _, l := range Langs() {
		fsys, err := PackFS(l)
		if err != nil {
			continue
		}
		name := languageClip(l)
		if other, err := voices.LoadPromptClips(fsys, ".", func(key string) bool { return key == name }); err == nil {
			p.Include(other)
		}
	}
}

// NewManifest returns the manifest of a new prompt pack of lang: one
// entry for every word of its vocabulary, its clip at clips/KEY.wav.
func NewManifest(lang ui.Lang, name, licence string, rate int) *voices.Manifest {
	m := &voices.Manifest{Name: name, Language: string(lang), Licence: licence, SampleRate: rate}
	for _, w := range Vocabulary(lang) {
		m.Clips = append(m.Clips, voices.ClipEntry{Token: w.Key, File: path.Join(voices.ClipsDir, w.Key+".wav"), Text: w.Text})
	}
	return m
}

// PromptLang tells whether manifest m is a prompt pack, and of which
// language: its language is one of the user interface, and none of its
// clips is named by a word of the announcement vocabulary.
func PromptLang(m *voices.Manifest, isToken func(string) bool) (ui.Lang, bool) {
	lang := ui.Lang(m.Language)
	if !HasPack(lang) || len(m.Clips) == 0 {
		return "", false
	}
	for _, c := range m.Clips {
		if isToken(c.Token) {
			return "", false
		}
	}
	return lang, true
}
