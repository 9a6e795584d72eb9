// Command gen makes voice packs with a speech synthesizer.
//
// The default German pack embedded in rochade is made with the SVOX Pico
// German voice:
//
//	go run ./voices/gen -engine pico -data voices/gen/pico-de -out voices/default
//
// which installs the npm package @echogarden/svoxpico-wasm@0.2.0 into a
// work folder (-work) the first time, speaks every token of the
// vocabulary (package phonetic) with the respellings of the list respell
// in pico.go (explained in docs/voices.md), trims and levels the clips,
// equalises the pack to the spectral balance of natural speech (-eq
// speech, the default; -eq none leaves it as the synthesizer made it),
// stores the clips at 16 kHz, and copies the voice data's NOTICE into
// the pack. A new token in package phonetic needs no change here.
//
// A pack in any language espeak-ng speaks:
//
//	go run ./voices/gen -engine espeak-ng -voice cs -out mypack [-texts mypack/voice.json]
//
// With -texts, the words come from that manifest's "spoken" or "text"
// fields, so a pack can be made in another language by editing the texts
// of a manifest written by "rochade voices new". The prompt packs of
// the assistant's phrases are made so from the manifests of "rochade
// voices new --prompts LANG" (make voices-prompts).
//
// -format ogg stores the clips as Ogg Vorbis (encoded with sox, at
// -quality), a tenth of the size of WAV for the same speech.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/rochade/rochade/voices"
)

func main() {
	engine := flag.String("engine", "pico", "synthesizer: pico or espeak-ng")
	out := flag.String("out", "", "folder to write the pack to (required)")
	data := flag.String("data", "voices/gen/pico-de", "pico: folder of the SVOX Pico German voice data and its NOTICE")
	work := flag.String("work", filepath.Join(os.TempDir(), "rochade-pico"), "pico: work folder for the npm package")
	voice := flag.String("voice", "de", "espeak-ng: voice name (espeak-ng --voices lists them)")
	wpm := flag.Int("wpm", 150, "espeak-ng: words per minute")
	texts := flag.String("texts", "", "espeak-ng: manifest whose texts to speak (default: the German words)")
	rate := flag.Int("rate", 16000, "sample rate of the pack in Hz")
	eq := flag.String("eq", "speech", "equaliser: speech (bring the pack's spectrum to that of natural speech) or none")
	format := flag.String("format", "wav", "format of the clips: wav, or ogg (Ogg Vorbis, encoded with sox)")
	quality := flag.Int("quality", 1, "ogg: Vorbis quality, 0 (smallest) to 10")
	adopt := flag.Bool("adopt", false, "record the clips of the pack in -out as made by these settings from these texts, without making any (for a pack made before "+voices.MadeName+" was kept)")
	flag.Parse()
	if *format != "wav" && *format != "ogg" {
		fmt.Fprintf(os.Stderr, "gen: unknown format %q: use wav or ogg.\n", *format)
		os.Exit(2)
	}
	opt := voices.TidyOptions{OnEqualize: func(r voices.EQResult) {
		fmt.Printf("Spectral balance before: %s; after: %s (equaliser: %+.1f dB for 500–1000 Hz, %+.1f dB for 1–2 kHz, %+.1f dB for 2 kHz and above, before levelling).\n",
			r.Before, r.After, r.Gains[1], r.Gains[2], r.Gains[3])
	}}
	switch *eq {
	case "speech":
		opt.EQ = &voices.SpeechShape
	case "none":
	default:
		fmt.Fprintf(os.Stderr, "gen: unknown equaliser %q: use speech or none.\n", *eq)
		os.Exit(2)
	}
	if *out == "" {
		fmt.Fprintln(os.Stderr, "gen: give the pack folder with -out DIR.")
		os.Exit(2)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	// What makes a clip besides its text and the engine's own settings:
	// a clip made with the same is kept (voices.BuildChanged).
	b := build{out: *out, rate: *rate, opt: opt, ext: "." + *format, adopt: *adopt,
		recipe: fmt.Sprintf("gen 1; eq %s; format %s", *eq, *format)}
	if *format == "ogg" {
		b.recipe += fmt.Sprintf(" quality %d", *quality)
	}
	var err error
	switch *engine {
	case "pico":
		err = makePico(ctx, b, *data, *work)
	case "espeak-ng", "espeak":
		err = makeEspeak(ctx, b, *voice, *wpm, *texts)
	default:
		err = fmt.Errorf("unknown engine %q: use pico or espeak-ng", *engine)
	}
	if err == nil && *format == "ogg" && !*adopt {
		err = toOgg(ctx, *out, *quality)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
	fmt.Println("wrote", *out)
}

// build is what every engine's pack is made with.
type build struct {
	out    string
	rate   int
	opt    voices.TidyOptions
	recipe string // what makes a clip, but its text and the engine
	ext    string // the clips' extension in the end
	adopt  bool   // record the clips there as made, make none
}

// make makes the clips of m that changed, with s, whose settings
// engine names.
func (b build) make(ctx context.Context, m *voices.Manifest, s voices.Synthesizer, engine string) error {
	if b.adopt {
		return voices.AdoptMade(ctx, b.out, m, s, b.opt, engine+"; "+b.recipe, b.ext)
	}
	n, err := voices.BuildChanged(ctx, b.out, m, s, b.opt, engine+"; "+b.recipe, b.ext)
	if err == nil {
		fmt.Printf("%s: %d of %d clips made again, the others unchanged.\n", b.out, n, len(m.Clips))
	}
	return err
}

// toOgg encodes every WAV clip of the pack in dir as Ogg Vorbis with
// sox at quality q (with sox's fixed random numbers, -R, so that the
// same clips make the same files), and names the new files in the
// manifest.
func toOgg(ctx context.Context, dir string, q int) error {
	m, err := voices.ReadManifest(os.DirFS(dir), ".")
	if err != nil {
		return err
	}
	done := map[string]string{}
	for i, c := range m.Clips {
		if f, ok := done[c.File]; ok {
			m.Clips[i].File = f
			continue
		}
		if !strings.HasSuffix(c.File, ".wav") {
			continue
		}
		ogg := strings.TrimSuffix(c.File, ".wav") + ".ogg"
		src, dst := filepath.Join(dir, filepath.FromSlash(c.File)), filepath.Join(dir, filepath.FromSlash(ogg))
		if out, err := exec.CommandContext(ctx, "sox", "-R", src, "-C", strconv.Itoa(q), dst).CombinedOutput(); err != nil {
			return fmt.Errorf("sox %s: %v %s", src, err, strings.TrimSpace(string(out)))
		}
		if err := os.Remove(src); err != nil {
			return err
		}
		done[c.File] = ogg
		m.Clips[i].File = ogg
	}
	return voices.WriteManifest(dir, m)
}

func makeEspeak(ctx context.Context, b build, voice string, wpm int, texts string) error {
	m := voices.NewManifest("espeak-ng "+voice, voice, "espeak-ng output (espeak-ng itself is GPL-3.0-or-later)", b.rate)
	if texts != "" {
		dir := filepath.Dir(texts)
		src, err := voices.ReadManifest(os.DirFS(dir), ".")
		if err != nil {
			return err
		}
		m.Clips = src.Clips
		m.Language = src.Language
	}
	m.Source = fmt.Sprintf("Synthesized with espeak-ng, voice %s, %d words per minute, by voices/gen; trimmed%s and levelled to %g dBFS.", voice, wpm, eqNote(b.opt), voices.TargetLoudness)
	return b.make(ctx, m, voices.Espeak{Voice: voice, WordsPerMinute: wpm}, fmt.Sprintf("espeak-ng voice %s wpm %d", voice, wpm))
}

// eqNote is what the manifest's source says of the equaliser.
func eqNote(opt voices.TidyOptions) string {
	if opt.EQ == nil {
		return ""
	}
	return ", equalised to the spectral balance of natural speech"
}
