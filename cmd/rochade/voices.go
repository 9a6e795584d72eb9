package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/phonetic"
	"github.com/rochade/rochade/voices"
)

// The limits of voices new.
const (
	// minSampleRate and maxSampleRate bound --rate: telephone quality to
	// the rate of most recorders; the clips are speech.
	minSampleRate = 8000
	maxSampleRate = 48000
	// minWPM and maxWPM bound --wpm to the speeds espeak-ng speaks
	// (its -s option).
	minWPM = 80
	maxWPM = 450
	// defaultPairs is how many pairs --pairs alone lists.
	defaultPairs = "3"
)

func newVoicesCmd(a *app) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "voices",
		Short: "List, check and make voice packs",
	}
	cmd.AddCommand(newVoicesListCmd(a), newVoicesCheckCmd(a), newVoicesNewCmd(a), newVoicesTidyCmd(a), newVoicesTestCmd(a))
	return cmd
}

// voicesListOptions are the flags of voices list.
type voicesListOptions struct {
	tokens bool
}

func newVoicesListCmd(a *app) *cobra.Command {
	var o voicesListOptions
	cmd := &cobra.Command{
		Use:   "list [DIR...]",
		Short: "Show the built-in voice and the voice packs in the folders given",
		RunE: func(cmd *cobra.Command, args []string) error {
			runVoicesList(a.printer(), cmd.OutOrStdout(), args, &o)
			return nil
		},
	}
	cmd.Flags().BoolVar(&o.tokens, "tokens", false, "also list every token with its words and clip file (of the first pack)")
	return cmd
}

func runVoicesList(p *ui.Printer, out io.Writer, dirs []string, o *voicesListOptions) {
	type src struct {
		where string
		fsys  fs.FS
	}
	packs := []src{{p.Sprintf(ui.VoicesDefaultName), voices.DefaultFS()}}
	for _, d := range dirs {
		packs = append(packs, src{d, os.DirFS(d)})
	}
	var first *voices.Manifest
	for _, s := range packs {
		m, err := voices.ReadManifest(s.fsys, ".")
		if err != nil {
			p.Fprintln(out, ui.VoicesUnreadable, printable(s.where), err)
			continue
		}
		if first == nil {
			first = m
		}
		licence := m.Licence
		if licence == "" {
			licence = p.Sprintf(ui.VoicesNoLicence)
		}
		fmt.Fprintln(out, p.Plural(ui.VoicesListPack, len(m.Clips),
			printable(s.where), m.Name, m.Language, m.SampleRate, len(m.Clips), licence))
	}
	if o.tokens && first != nil {
		p.Fprintln(out, ui.VoicesTokensHeading)
		for _, t := range phonetic.All() {
			c, _ := first.Entry(t.Key())
			fmt.Fprintf(out, "%s\t%s\t%s\t%s\n", t.Key(), t.Spell(phonetic.German), c.Say(), c.File)
		}
	}
}

// voicesCheckOptions are the flags of voices check.
type voicesCheckOptions struct {
	check   voices.CheckOptions
	pairs   int
	prompts string // --prompts LANG: check a prompt pack of that language
}

func newVoicesCheckCmd(a *app) *cobra.Command {
	var o voicesCheckOptions
	cmd := &cobra.Command{
		Use:   "check [DIR]",
		Short: "Check a voice pack: missing or unreadable clips, rate, clipping, silence, loudness",
		Args:  cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runVoicesCheck(a.printer(), cmd.OutOrStdout(), args, &o)
		},
	}
	cmd.Flags().Float64Var(&o.check.Tolerance, "tolerance", 1, "how many dB a clip's loudness may differ from the pack's median")
	cmd.Flags().Float64Var(&o.check.MaxEdgeSilence, "edge-silence", 0.15, "longest silence in seconds allowed before or after the speech of a clip")
	cmd.Flags().IntVar(&o.pairs, "pairs", 0, "also list the `N` closest-sounding pairs of clips among the files, ranks, pieces, numbers and phrases (--pairs alone: "+defaultPairs+")")
	cmd.Flags().Lookup("pairs").NoOptDefVal = defaultPairs
	cmd.Flags().StringVar(&o.prompts, "prompts", "", "check a prompt pack of this `language` (the built-in one without DIR); a folder of a prompt pack is found by itself")
	return cmd
}

// packFolder checks that dir is a folder.
func packFolder(p *ui.Printer, dir string) error {
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return p.Errorf(ui.VoicesNotFolder, printable(dir))
	}
	return nil
}

func runVoicesCheck(p *ui.Printer, out io.Writer, args []string, o *voicesCheckOptions) error {
	where, fsys := p.Sprintf(ui.VoicesDefaultName), voices.DefaultFS()
	if o.prompts != "" && len(args) == 0 {
		var err error
		if where, fsys, err = builtInPrompts(p, o.prompts); err != nil {
			return err
		}
	}
	if len(args) == 1 {
		if err := packFolder(p, args[0]); err != nil {
			return err
		}
		where, fsys = printable(args[0]), os.DirFS(args[0])
	}
	opt, err := promptCheckOptions(p, fsys, o.check, o.prompts)
	if err != nil {
		return err
	}
	r := voices.Check(fsys, ".", opt)
	fmt.Fprint(out, checkSummary(p, r, where))
	if o.pairs > 0 && opt.Words == nil {
		pack, err := voices.Load(fsys, ".")
		if err != nil {
			return p.Errorf(ui.VoicesCannotCompare, where, err)
		}
		fmt.Fprint(out, pairSummary(p, voices.ClosestPairs(pack), o.pairs))
	}
	if !r.OK() {
		return p.PluralErrorf(ui.VoicesPackProblems, len(r.Problems), where, len(r.Problems))
	}
	return nil
}

// problemKeys are the catalogue's words for the problems of a check.
var problemKeys = map[voices.ProblemKind]ui.Key{
	voices.ProblemManifest:   ui.ProblemManifest,
	voices.ProblemNoClip:     ui.ProblemNoClip,
	voices.ProblemNotToken:   ui.ProblemNotToken,
	voices.ProblemUnreadable: ui.ProblemUnreadable,
	voices.ProblemRate:       ui.ProblemRate,
	voices.ProblemClips:      ui.ProblemClips,
	voices.ProblemFlatTops:   ui.ProblemFlatTops,
	voices.ProblemSilent:     ui.ProblemSilent,
	voices.ProblemNoise:      ui.ProblemNoise,
	voices.ProblemEdges:      ui.ProblemEdges,
	voices.ProblemLouder:     ui.ProblemLouder,
	voices.ProblemQuieter:    ui.ProblemQuieter,
	voices.ProblemBandLow:    ui.ProblemBandLow,
	voices.ProblemBandHigh:   ui.ProblemBandHigh,
}

// problemLine words one problem of a check in the printer's language,
// with the clip file and the word it concerns.
func problemLine(p *ui.Printer, pr voices.Problem) string {
	msg := pr.Kind.String()
	if k, ok := problemKeys[pr.Kind]; ok {
		msg = p.Sprintf(k, pr.Args...)
	}
	switch {
	case pr.File != "":
		return pr.File + " (" + pr.Token + "): " + msg
	case pr.Token != "":
		return pr.Token + ": " + msg
	}
	return msg
}

// checkSummary words a voice check in the printer's language: the
// problems and warnings one a line, the spectral balance, and a closing
// line with the figures.
func checkSummary(p *ui.Printer, r *voices.Report, where string) string {
	var b strings.Builder
	for _, pr := range r.Problems {
		b.WriteString(problemLine(p, pr))
		b.WriteByte('\n')
	}
	for _, w := range r.Warnings {
		b.WriteString(p.Sprintf(ui.VoicesWarning, problemLine(p, w)))
		b.WriteByte('\n')
	}
	if r.HasBalance {
		s := voices.SpeechShape
		b.WriteString(p.Sprintf(ui.VoicesBalance, r.Balance[0], r.Balance[1], r.Balance[2], s[0], s[1], s[2]))
		b.WriteByte('\n')
	}
	name := where
	if r.Manifest != nil {
		name = fmt.Sprintf("%s (%s, %s)", where, r.Manifest.Name, r.Manifest.Language)
	}
	if r.OK() {
		lo, hi := r.LoudnessRange()
		b.WriteString(p.Plural(ui.VoicesSummaryFine, len(r.Clips), name, len(r.Clips), r.Seconds(), lo, hi, r.MedianLoudness))
	} else {
		b.WriteString(p.Plural(ui.VoicesSummaryBad, len(r.Problems), name, len(r.Problems)))
	}
	b.WriteByte('\n')
	return b.String()
}

// pairGroups are the names of the groups of voices.PairGroups.
var pairGroups = map[string]ui.Key{
	"files":   ui.VoicesGroupFiles,
	"ranks":   ui.VoicesGroupRanks,
	"pieces":  ui.VoicesGroupPieces,
	"numbers": ui.VoicesGroupNumbers,
	"phrases": ui.VoicesGroupPhrases,
}

// pairSummary lists the n closest pairs of each group, a line a group.
func pairSummary(p *ui.Printer, reports []voices.PairReport, n int) string {
	var b strings.Builder
	for _, r := range reports {
		group := r.Group
		if k, ok := pairGroups[group]; ok {
			group = p.Sprintf(k)
		}
		k := min(n, len(r.Pairs))
		parts := make([]string, k)
		for i, pair := range r.Pairs[:k] {
			parts[i] = pair.String()
		}
		b.WriteString(p.Sprintf(ui.VoicesClosest, group, strings.Join(parts, ", ")))
		b.WriteByte('\n')
	}
	return b.String()
}

// voicesNewOptions are the flags of voices new.
type voicesNewOptions struct {
	name, lang, licence, espeak string
	rate, wpm                   int
	prompts                     string // --prompts LANG: a prompt pack of that language
}

func newVoicesNewCmd(a *app) *cobra.Command {
	var o voicesNewOptions
	cmd := &cobra.Command{
		Use:   "new DIR",
		Short: "Start a voice pack: write its manifest and the list of phrases to record",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runVoicesNew(a.printer(), cmd, args[0], &o)
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.name, "name", "My voice", "name of the voice")
	f.StringVar(&o.lang, "language", "de", "language tag of the voice")
	f.StringVar(&o.licence, "licence", "", "licence of the recordings, such as CC0-1.0")
	f.IntVar(&o.rate, "rate", 16000, fmt.Sprintf("sample rate of the clips in Hz, %d to %d", minSampleRate, maxSampleRate))
	f.StringVar(&o.espeak, "espeak", "", "make the clips with espeak-ng in this `voice` (such as de, cs, pl)")
	f.IntVar(&o.wpm, "wpm", 150, fmt.Sprintf("with --espeak: words per minute, %d to %d", minWPM, maxWPM))
	f.StringVar(&o.prompts, "prompts", "", "start a prompt pack: the assistant's own phrases in this `language` ("+promptLangCodes()+")")
	return cmd
}

// check refuses values that cannot work, before anything is written.
func (o *voicesNewOptions) check(p *ui.Printer, wpmGiven bool) error {
	if o.rate < minSampleRate || o.rate > maxSampleRate {
		return p.Errorf(ui.VoicesBadRate, o.rate, minSampleRate, maxSampleRate)
	}
	if o.wpm < minWPM || o.wpm > maxWPM {
		return p.Errorf(ui.VoicesBadWPM, o.wpm, minWPM, maxWPM)
	}
	if wpmGiven && o.espeak == "" {
		return p.Errorf(ui.VoicesWPMNeedsEspeak)
	}
	return nil
}

func runVoicesNew(p *ui.Printer, cmd *cobra.Command, dir string, o *voicesNewOptions) error {
	if err := o.check(p, cmd.Flags().Changed("wpm")); err != nil {
		return err
	}
	out := cmd.OutOrStdout()
	m, err := o.newManifest(p)
	if err != nil {
		return err
	}
	existing, err := voices.ReadManifest(os.DirFS(dir), ".")
	switch {
	case err == nil && o.espeak == "":
		return p.Errorf(ui.VoicesHasPack, printable(dir))
	case err == nil:
		m = existing
		// The clips espeak-ng would write must not replace recordings
		// already there.
		for _, c := range m.Clips {
			if _, err := os.Stat(filepath.Join(dir, filepath.FromSlash(c.File))); err == nil {
				return p.Errorf(ui.VoicesHasClip, printable(dir), c.File)
			}
		}
	case !errors.Is(err, fs.ErrNotExist):
		return p.Errorf(ui.Labelled, printable(dir), err)
	}
	d := shellWord(dir)
	m.PhraseHeader = []string{
		p.Sprintf(ui.VoicesPhrasesFor, strconv.Quote(m.Name), m.Language),
		p.Sprintf(ui.VoicesPhrasesRecord, m.SampleRate),
		p.Sprintf(ui.VoicesPhrasesSpeak),
		p.Sprintf(ui.VoicesPhrasesThen, d, d),
	}
	if o.espeak == "" {
		if err := voices.WriteManifest(dir, m); err != nil {
			return err
		}
		fmt.Fprintln(out, p.Plural(ui.VoicesWrote, len(m.Clips),
			filepath.Join(dir, voices.ManifestName), filepath.Join(dir, voices.PhraseListName), len(m.Clips),
			filepath.Join(dir, voices.ClipsDir)+string(filepath.Separator)))
		return nil
	}
	if m.Licence == "" {
		m.Licence = "espeak-ng output (espeak-ng itself is GPL-3.0-or-later)"
	}
	m.Source = fmt.Sprintf("Synthesized with espeak-ng, voice %s, by rochade voices new --espeak.", o.espeak)
	fmt.Fprintln(out, p.Plural(ui.VoicesSpeaking, len(m.Clips), len(m.Clips), o.espeak))
	if err := voices.Build(cmd.Context(), dir, m, voices.Espeak{Voice: o.espeak, WordsPerMinute: o.wpm}, voices.TidyOptions{}); err != nil {
		return err
	}
	r := voices.Check(os.DirFS(dir), ".", packCheckOptions(os.DirFS(dir)))
	fmt.Fprint(out, checkSummary(p, r, printable(dir)))
	return nil
}

// voicesTidyOptions are the flags of voices tidy.
type voicesTidyOptions struct {
	eq string
}

func newVoicesTidyCmd(a *app) *cobra.Command {
	var o voicesTidyOptions
	cmd := &cobra.Command{
		Use:   "tidy DIR",
		Short: "Trim the silence of every clip, level their loudness and store them at the pack's rate",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runVoicesTidy(a.printer(), cmd.OutOrStdout(), args[0], &o)
		},
	}
	cmd.Flags().StringVar(&o.eq, "eq", "none", "equaliser: speech (bring the spectrum to that of natural speech) or none")
	_ = cmd.RegisterFlagCompletionFunc("eq", cobra.FixedCompletions([]string{"speech", "none"}, cobra.ShellCompDirectiveNoFileComp))
	return cmd
}

func runVoicesTidy(p *ui.Printer, out io.Writer, dir string, o *voicesTidyOptions) error {
	opt := voices.TidyOptions{OnEqualize: func(r voices.EQResult) {
		p.Fprintln(out, ui.VoicesEqualized, r.Before, r.After, r.Gains[1], r.Gains[2], r.Gains[3])
	}}
	switch o.eq {
	case "speech":
		opt.EQ = &voices.SpeechShape
	case "", "none":
	default:
		return p.Errorf(ui.VoicesBadEq, quote(o.eq))
	}
	if err := packFolder(p, dir); err != nil {
		return err
	}
	tidyErr := voices.Tidy(dir, opt)
	var te *voices.TidyError
	if errors.As(tidyErr, &te) {
		for _, c := range te.Clips {
			fmt.Fprintln(out, p.Word(c))
		}
		tidyErr = p.PluralErrorf(ui.VoicesNotTidied, len(te.Clips), printable(dir), len(te.Clips))
	}
	p.Fprintln(out, ui.VoicesOriginalsKept, filepath.Join(dir, voices.OriginalsDir))
	r := voices.Check(os.DirFS(dir), ".", packCheckOptions(os.DirFS(dir)))
	fmt.Fprint(out, checkSummary(p, r, printable(dir)))
	return tidyErr
}
