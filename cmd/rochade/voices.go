package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/rochade/rochade/phonetic"
	"github.com/rochade/rochade/voices"
)

func newVoicesCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "voices",
		Short: "List, check and make voice packs",
		Long: `A voice pack is a folder with a manifest (voice.json) and one recorded clip
for every word Rochade says. The default German voice is built in.

  rochade voices list [DIR...]     show the built-in voice and the packs given
  rochade voices check [DIR]       check a pack (no DIR: the built-in voice)
  rochade voices new DIR           start a pack: manifest and the phrases to record
  rochade voices tidy DIR          trim and level recorded clips
  rochade voices new DIR --espeak de   make a whole pack with espeak-ng`,
	}
	cmd.AddCommand(newVoicesListCmd(), newVoicesCheckCmd(), newVoicesNewCmd(), newVoicesTidyCmd())
	return cmd
}

func newVoicesListCmd() *cobra.Command {
	var tokens bool
	cmd := &cobra.Command{
		Use:   "list [DIR...]",
		Short: "Show the built-in voice and the voice packs in the folders given",
		RunE: func(cmd *cobra.Command, args []string) error {
			out := cmd.OutOrStdout()
			type src struct {
				where string
				fsys  fs.FS
			}
			packs := []src{{voices.DefaultName, voices.DefaultFS()}}
			for _, d := range args {
				packs = append(packs, src{d, os.DirFS(d)})
			}
			var first *voices.Manifest
			for _, p := range packs {
				m, err := voices.ReadManifest(p.fsys, ".")
				if err != nil {
					fmt.Fprintf(out, "%s: cannot be read: %v\n", p.where, err)
					continue
				}
				if first == nil {
					first = m
				}
				fmt.Fprintf(out, "%s: %s, language %s, %d Hz, %d clips, licence %s\n",
					p.where, m.Name, m.Language, m.SampleRate, len(m.Clips), m.Licence)
			}
			if tokens && first != nil {
				fmt.Fprintln(out, "Tokens of the vocabulary (key, written, spoken, file):")
				for _, t := range phonetic.All() {
					c, _ := first.Entry(t.Key())
					fmt.Fprintf(out, "%s\t%s\t%s\t%s\n", t.Key(), t.Spell(phonetic.German), c.Say(), c.File)
				}
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&tokens, "tokens", false, "also list every token with its words and clip file (of the first pack)")
	return cmd
}

func newVoicesCheckCmd() *cobra.Command {
	var opt voices.CheckOptions
	cmd := &cobra.Command{
		Use:   "check [DIR]",
		Short: "Check a voice pack: missing or unreadable clips, rate, clipping, silence, loudness",
		Args:  cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			where, fsys := voices.DefaultName, voices.DefaultFS()
			if len(args) == 1 {
				where, fsys = args[0], os.DirFS(args[0])
				if st, err := os.Stat(args[0]); err != nil || !st.IsDir() {
					return fmt.Errorf("%s is not a folder; give the folder of a voice pack", args[0])
				}
			}
			r := voices.Check(fsys, ".", opt)
			fmt.Fprint(cmd.OutOrStdout(), r.Summary(where))
			if !r.OK() {
				return fmt.Errorf("the voice pack %s has %d problem(s), listed above", where, len(r.Problems))
			}
			return nil
		},
	}
	cmd.Flags().Float64Var(&opt.Tolerance, "tolerance", 1, "how many dB a clip's loudness may differ from the pack's median")
	cmd.Flags().Float64Var(&opt.MaxEdgeSilence, "edge-silence", 0.15, "longest silence in seconds allowed before or after the speech of a clip")
	return cmd
}

func newVoicesNewCmd() *cobra.Command {
	var name, lang, licence, espeak string
	var rate, wpm int
	cmd := &cobra.Command{
		Use:   "new DIR",
		Short: "Start a voice pack: write its manifest and the list of phrases to record",
		Long: `Writes DIR/voice.json, with one entry for every word Rochade says, and
DIR/phrases.txt, the list of phrases to record: each line names the clip
file and the words to say into it. Record them with any recorder (WAV),
then run "rochade voices tidy DIR" and "rochade voices check DIR".

To speak another language, edit the "text" of each entry in voice.json
before recording. With --espeak VOICE the clips are made at once with
espeak-ng, from the texts of an existing DIR/voice.json if there is one.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			dir := args[0]
			out := cmd.OutOrStdout()
			m := voices.NewManifest(name, lang, licence, rate)
			existing, err := voices.ReadManifest(os.DirFS(dir), ".")
			switch {
			case err == nil && espeak == "":
				return fmt.Errorf("%s already holds a voice pack; choose another folder", dir)
			case err == nil:
				m = existing
			case !errors.Is(err, fs.ErrNotExist):
				return fmt.Errorf("%s: %w", dir, err)
			}
			if espeak == "" {
				if err := voices.WriteManifest(dir, m); err != nil {
					return err
				}
				fmt.Fprintf(out, "Wrote %s and %s: %d phrases to record.\n",
					filepath.Join(dir, voices.ManifestName), filepath.Join(dir, voices.PhraseListName), len(m.Clips))
				return nil
			}
			if m.Licence == "" {
				m.Licence = "espeak-ng output (espeak-ng itself is GPL-3.0-or-later)"
			}
			m.Source = fmt.Sprintf("Synthesized with espeak-ng, voice %s, by rochade voices new --espeak.", espeak)
			fmt.Fprintf(out, "Speaking %d phrases with espeak-ng (voice %s)...\n", len(m.Clips), espeak)
			if err := voices.Build(cmd.Context(), dir, m, voices.Espeak{Voice: espeak, WordsPerMinute: wpm}); err != nil {
				return err
			}
			r := voices.Check(os.DirFS(dir), ".", voices.CheckOptions{})
			fmt.Fprint(out, r.Summary(dir))
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&name, "name", "My voice", "name of the voice")
	f.StringVar(&lang, "language", "de", "language tag of the voice")
	f.StringVar(&licence, "licence", "", "licence of the recordings, such as CC0-1.0")
	f.IntVar(&rate, "rate", 16000, "sample rate of the clips in Hz")
	f.StringVar(&espeak, "espeak", "", "make the clips with espeak-ng in this `voice` (such as de, cs, pl)")
	f.IntVar(&wpm, "wpm", 150, "with --espeak: words per minute")
	return cmd
}

func newVoicesTidyCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "tidy DIR",
		Short: "Trim the silence of every clip, level their loudness and store them at the pack's rate",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := voices.Tidy(args[0]); err != nil {
				return err
			}
			r := voices.Check(os.DirFS(args[0]), ".", voices.CheckOptions{})
			fmt.Fprint(cmd.OutOrStdout(), r.Summary(args[0]))
			return nil
		},
	}
}
