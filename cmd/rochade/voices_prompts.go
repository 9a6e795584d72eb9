package main

// Prompt packs: the assistant's own phrases in the language of the run
// (package spoken), checked, started and loaded like voice packs.

import (
	"io/fs"
	"os"
	"strings"

	"github.com/spf13/pflag"

	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/cmd/internal/ui/spoken"
	"github.com/rochade/rochade/phonetic"
	"github.com/rochade/rochade/voices"
)

// promptLangCodes lists the languages with a prompt pack: "cs, en, pl,
// ru, uk".
func promptLangCodes() string { return ui.CodesOf(spoken.Langs()) }

// promptLang reads the language of a prompt pack.
func promptLang(p *ui.Printer, code string) (ui.Lang, error) {
	l := ui.Lang(strings.ToLower(code))
	if !spoken.HasPack(l) {
		return "", p.Errorf(ui.UnknownUILang, quote(code), promptLangCodes())
	}
	return l, nil
}

// builtInPrompts returns the built-in prompt pack of the language code.
func builtInPrompts(p *ui.Printer, code string) (string, fs.FS, error) {
	l, err := promptLang(p, code)
	if err != nil {
		return "", nil, err
	}
	fsys, err := spoken.PackFS(l)
	return "prompts " + string(l), fsys, err
}

func isToken(key string) bool { _, ok := phonetic.ByKey(key); return ok }

// promptCheckOptions sets the vocabulary a check holds the pack in fsys
// to: that of the prompt pack of code if given, else that of the
// pack's own language when it is a prompt pack (packCheckOptions).
func promptCheckOptions(p *ui.Printer, fsys fs.FS, opt voices.CheckOptions, code string) (voices.CheckOptions, error) {
	if code == "" {
		opt.Words = packCheckOptions(fsys).Words
		return opt, nil
	}
	l, err := promptLang(p, code)
	if err != nil {
		return opt, err
	}
	opt.Words = spoken.Vocabulary(l)
	return opt, nil
}

// packCheckOptions checks a prompt pack against its vocabulary and any
// other pack against the announcement vocabulary.
func packCheckOptions(fsys fs.FS) voices.CheckOptions {
	m, err := voices.ReadManifest(fsys, ".")
	if err != nil || m == nil {
		return voices.CheckOptions{}
	}
	if l, ok := spoken.PromptLang(m, isToken); ok {
		return voices.CheckOptions{Words: spoken.Vocabulary(l)}
	}
	return voices.CheckOptions{}
}

// newManifest is the manifest voices new starts: of a prompt pack with
// --prompts, else of a voice pack.
func (o *voicesNewOptions) newManifest(p *ui.Printer) (*voices.Manifest, error) {
	if o.prompts == "" {
		return voices.NewManifest(o.name, o.lang, o.licence, o.rate), nil
	}
	l, err := promptLang(p, o.prompts)
	if err != nil {
		return nil, err
	}
	return spoken.NewManifest(l, o.name, o.licence, o.rate), nil
}

// loadPrompts loads the prompt pack of the run: the folder named by
// --prompts, or the built-in pack of the language; nil for a language
// whose lines are the German words (German), unless said: the appliance,
// which says its own lines (ui.Said) in every language.
func loadPrompts(p *ui.Printer, lang ui.Lang, dir string, said bool) (*voices.Prompts, error) {
	switch {
	case dir != "" && dir != "default":
		if err := packFolder(p, dir); err != nil {
			return nil, err
		}
		pr, err := voices.LoadPrompts(os.DirFS(dir), ".")
		if err != nil {
			return nil, p.Errorf(ui.Labelled, printable(dir), err)
		}
		pr.Where = printable(dir)
		spoken.IncludeNames(pr)
		return pr, nil
	case !spoken.Has(lang) && !said:
		return nil, nil
	}
	if _, err := spoken.PackFS(lang); err != nil && said {
		return nil, nil // a language without a built-in pack (a made-up one): its lines are printed
	}
	return spoken.BuiltIn(lang)
}

// addPromptsFlag registers --prompts.
func addPromptsFlag(fs *pflag.FlagSet, o *audioOptions) {
	fs.StringVar(&o.promptsDir, "prompts", "default", "prompt pack `folder` that speaks the assistant's own phrases in the language of --lang-ui (made with: rochade voices new --prompts LANG), or \"default\" for the built-in one")
}

// usePrompts loads the prompt pack the run speaks with.
func (o *audioOptions) usePrompts(p *ui.Printer, lang ui.Lang) error {
	if o.voice == "none" {
		return nil // nothing to speak
	}
	// Also for a screen reader's speech: when it cannot be had, the
	// built-in voices speak instead.
	pr, err := loadPrompts(p, lang, o.promptsDir, o.said)
	if err != nil {
		return err
	}
	o.prompts = pr
	return nil
}
