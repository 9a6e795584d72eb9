package main

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"

	"github.com/rochade/rochade/voices"
)

//go:embed pico.mjs
var picoScript []byte

// picoPackage is the npm package that runs SVOX Pico, at a fixed version.
const picoPackage = "@echogarden/svoxpico-wasm@0.2.0"

// respell holds what Pico is given instead of a written word or phrase
// (the "text" of a manifest entry), for every token that says it;
// docs/voices.md explains each one. A word Pico says well needs no line.
var respell = map[string]string{
	// Pico reads the C as nothing ("Äsar"); Z gives the German [ts].
	"Cäsar": "Zäsar",
	// Pico says "ch" as in "Bach"; the word is said with "sch".
	"Kurze Rochade": "Kurze Roschade",
	"Lange Rochade": "Lange Roschade",
	// Pico says a German "en passant" with [ɛn] and a final t; the
	// French-style [ɑ̃ paˈsɑ̃] is given as phonemes.
	"en passant": `<phoneme alphabet="xsampa" ph="a~ pa.&quot;sa~"/>`,
	// Pico sounds the final s of the French "Remis".
	"Remis":        "Remih",
	"Remisangebot": "Remi-Angebot",

	// Clarity: words that the distance of their MFCC frames (voices
	// check --pairs) put too close to another word that can stand in
	// the same place; docs/voices.md gives the figures.
	// Eva is said [ˈeːfa], with the f that Bella does not have.
	"Eva": "Eefa",
	// Anna with its two syllables apart, so that the n is heard.
	"Anna": "An-na",
	// zwei and drei share their vowel: the [ts] of zwei held longer.
	"zwei": "zzwei",
	// The final [ɐ] of Läufer as a clear open vowel, away from Bauer.
	"Läufer": "Läufa",
}

// picoVolume keeps Pico's output well below clipping.
const picoVolume = 60

func makePico(ctx context.Context, b build, data, work string) error {
	notice, err := os.ReadFile(filepath.Join(data, "NOTICE"))
	if err != nil {
		return fmt.Errorf("the SVOX Pico voice data is not at %s (give -data): %w", data, err)
	}
	m := voices.NewManifest("SVOX Pico German", "de", "Apache-2.0 (SVOX Pico German voice data, see NOTICE)", b.rate)
	m.Source = fmt.Sprintf("Synthesized with the SVOX Pico German voice (%s) by voices/gen; respellings in docs/voices.md; trimmed%s and levelled to %g dBFS.", picoPackage, eqNote(b.opt), voices.TargetLoudness)
	for i, c := range m.Clips {
		if r, ok := respell[c.Text]; ok {
			m.Clips[i].Spoken = r
		}
	}
	// Installed only when a clip is to be made.
	p := &pico{data: data, work: work}
	if err := b.make(ctx, m, p, "pico "+picoPackage+" volume "+strconv.Itoa(picoVolume)); err != nil {
		return err
	}
	return voices.WriteFileAtomic(filepath.Join(b.out, "NOTICE"), func(f *os.File) error { _, err := f.Write(notice); return err })
}

// pico speaks through Node.js and the npm package picoPackage.
type pico struct {
	data, work string
}

// install puts the npm package and the driving script into the work
// folder, unless the package is there already.
func (p *pico) install(ctx context.Context) error {
	if err := os.MkdirAll(p.work, 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(p.work, "pico.mjs"), picoScript, 0o644); err != nil {
		return err
	}
	if _, err := os.Stat(filepath.Join(p.work, "node_modules", "@echogarden", "svoxpico-wasm", "package.json")); err == nil {
		return nil
	}
	cmd := exec.CommandContext(ctx, "npm", "install", "--no-audit", "--no-fund", "--prefix", p.work, picoPackage)
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("npm install %s failed (Node.js and npm are needed): %w", picoPackage, err)
	}
	return nil
}

// Synthesize speaks all texts with one run of the script.
func (p *pico) Synthesize(ctx context.Context, texts []string) ([]voices.Audio, error) {
	if err := p.install(ctx); err != nil {
		return nil, err
	}
	wrapped := make([]string, len(texts))
	for i, t := range texts {
		wrapped[i] = fmt.Sprintf(`<volume level="%d">%s</volume>`, picoVolume, t)
	}
	list, _ := json.Marshal(wrapped)
	outDir, err := os.MkdirTemp(p.work, "out")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(outDir)
	listPath := filepath.Join(outDir, "texts.json")
	if err := os.WriteFile(listPath, list, 0o644); err != nil {
		return nil, err
	}
	data, err := filepath.Abs(p.data)
	if err != nil {
		return nil, err
	}
	cmd := exec.CommandContext(ctx, "node", "pico.mjs", data, listPath, outDir)
	cmd.Dir = p.work
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("node pico.mjs failed: %w", err)
	}
	out := make([]voices.Audio, len(texts))
	for i := range texts {
		a, err := voices.ReadAudioFile(filepath.Join(outDir, strconv.Itoa(i)+".wav"))
		if err != nil {
			return nil, err
		}
		out[i] = a
	}
	return out, nil
}
