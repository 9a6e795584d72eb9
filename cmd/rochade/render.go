package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/cmd/internal/gamefile"
	"github.com/rochade/rochade/cmd/internal/safefile"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
	"github.com/rochade/rochade/voices"
)

// renderOptions are the flags of render.
type renderOptions struct {
	words   announceOptions
	audio   audioOptions
	numbers bool
	quiet   bool
}

func newRenderCmd(a *app) *cobra.Command {
	var o renderOptions
	cmd := &cobra.Command{
		Use:   "render DIR FILE...",
		Short: "Write the spoken moves of every game in PGN files to one WAV file per game",
		Args: func(_ *cobra.Command, args []string) error {
			if len(args) < 2 {
				return a.printer().Errorf(ui.RenderNeedsArgs)
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error { return runRender(a, cmd, args[0], args[1:], &o) },
	}
	o.words.addFlags(cmd)
	addVoiceFlags(cmd.Flags(), &o.audio)
	cmd.Flags().BoolVar(&o.numbers, "numbers", false, `say "Zug" and the move number before each of White's moves`)
	cmd.Flags().BoolVarP(&o.quiet, "quiet", "q", false, "print nothing but errors")
	return cmd
}

// renderJob is one game to render.
type renderJob struct {
	game *notation.Game
	path string // the WAV file
}

func runRender(a *app, cmd *cobra.Command, dir string, inputs []string, o *renderOptions) error {
	p := a.printer()
	ao, _, lang, err := o.words.resolveIn(p)
	if err != nil {
		return err
	}
	if o.audio.voice == "none" {
		return p.Errorf(ui.RenderNeedsVoice)
	}
	if o.audio.textSpeech() {
		return p.Errorf(ui.RenderNeedsPack, o.audio.voice)
	}
	// Every input is read and every output name checked before any
	// output is written. Games with faults are rendered as far as they
	// were read; the faults are printed as they are found and the
	// command ends with an error after the rest is done.
	var jobs []renderJob
	var readErr error
	bases := inputBases(inputs)
	for i, name := range inputs {
		err := a.games(cmd, lang).Each(name, func(g *notation.Game, _ error) error {
			jobs = append(jobs, renderJob{game: g, path: filepath.Join(dir, gameFileName(bases[i], g))})
			return nil
		})
		if err != nil {
			var ge *gamefile.ReadError
			var ne *gamefile.NoGameError
			if !errors.As(err, &ge) && !errors.As(err, &ne) {
				return err
			}
			if ne != nil {
				fmt.Fprintln(cmd.ErrOrStderr(), err)
			}
			if readErr == nil {
				readErr = err
			}
		}
	}
	if len(jobs) == 0 {
		return readErr
	}
	if err := checkRenderOutputs(p, dir, jobs); err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return p.Errorf(ui.CannotMakeFolder, printable(dir), err)
	}
	sp, err := o.audio.loadSpeakers()
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(cmd.Context(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	out := cmd.OutOrStdout()
	if o.quiet {
		out = io.Discard
	}
	prog := newProgress(out, len(jobs), p, time.Now)
	rate := sp.Rate()
	start := time.Now()
	var audioSeconds float64
	for i, j := range jobs {
		if ctx.Err() != nil {
			return p.PluralErrorf(ui.RenderStopped, len(jobs), i, len(jobs))
		}
		w := voices.NewWAVWriter(rate, voices.Samples(o.audio.pause, rate))
		var toks []phonetic.Token
		for _, ply := range announce.Game(j.game, ao) {
			toks = toks[:0]
			if o.numbers && ply.Side == notation.White && ply.Number <= 200 {
				toks = append(toks, phonetic.Move)
				toks, _ = phonetic.Number(toks, ply.Number)
			}
			toks = append(toks, ply.Words...)
			ph, err := sp.Phrase(ply.Side, toks)
			if err != nil {
				return err
			}
			w.Add(ph)
		}
		if err := writeNewWAV(p, j.path, w); err != nil {
			return err
		}
		audioSeconds += w.Seconds()
		prog.step()
	}
	took := time.Since(start)
	fmt.Fprintln(out, p.Plural(ui.Rendered, len(jobs), len(jobs), speechLength(p, audioSeconds), took.Seconds(), printable(dir)))
	return readErr
}

// inputBases names the games of each input file: the file's name without
// its extension, with the folder's name in front when two inputs have the
// same name, and a number after it when that is not enough.
func inputBases(inputs []string) []string {
	base := func(name string) string {
		if name == gamefile.Stdin {
			return "stdin"
		}
		return strings.TrimSuffix(filepath.Base(name), filepath.Ext(name))
	}
	count := map[string]int{}
	for _, in := range inputs {
		count[base(in)]++
	}
	out := make([]string, len(inputs))
	used := map[string]bool{}
	for i, in := range inputs {
		b := base(in)
		if count[b] > 1 && in != gamefile.Stdin {
			if abs, err := filepath.Abs(in); err == nil {
				if parent := filepath.Base(filepath.Dir(abs)); parent != "/" && parent != "." {
					b = parent + "-" + b
				}
			}
		}
		unique := b
		for n := 2; used[unique]; n++ {
			unique = b + "-" + strconv.Itoa(n)
		}
		used[unique] = true
		out[i] = unique
	}
	return out
}

// checkRenderOutputs refuses to start when a file render would write is
// there already.
func checkRenderOutputs(p *ui.Printer, dir string, jobs []renderJob) error {
	var there []string
	for _, j := range jobs {
		if _, err := os.Lstat(j.path); !errors.Is(err, fs.ErrNotExist) {
			there = append(there, filepath.Base(j.path))
		}
	}
	if len(there) == 0 {
		return nil
	}
	return p.PluralErrorf(ui.RenderFilesExist, len(there)-1, printable(dir), printable(there[0]), len(there)-1)
}

// writeNewWAV writes the speech to a new file at path; a file that has
// appeared there meanwhile is left alone.
func writeNewWAV(p *ui.Printer, path string, w *voices.WAVWriter) error {
	f, err := safefile.Create(path, 0o644)
	if err != nil {
		return outputError(p, path, err)
	}
	defer f.Abort()
	if err := w.Encode(f); err != nil {
		return outputError(p, path, err)
	}
	if err := f.CommitNew(); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return p.PluralErrorf(ui.RenderFilesExist, 0, printable(filepath.Dir(path)), printable(filepath.Base(path)), 0)
		}
		return outputError(p, path, err)
	}
	return nil
}

// gameFileName names the WAV file of a game: base (from the PGN file's
// name), the game's number in it and the players, in letters, digits and
// dashes.
func gameFileName(base string, g *notation.Game) string {
	name := fmt.Sprintf("%s-%03d", base, g.Number)
	for _, tag := range []string{"White", "Black"} {
		if v := g.Tag(tag); known(v) {
			name += "-" + v
		}
	}
	var b strings.Builder
	dash := false
	for _, r := range name {
		ok := r == '-' || r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r > 127 && r != 0xFFFD
		if ok && r != '-' {
			b.WriteRune(r)
			dash = false
		} else if !dash {
			b.WriteByte('-')
			dash = true
		}
	}
	return strings.Trim(b.String(), "-") + ".wav"
}

// speechLength writes a length of speech as minutes and seconds.
func speechLength(p *ui.Printer, s float64) string {
	d := time.Duration(s * float64(time.Second)).Round(time.Second)
	if d < time.Minute {
		return p.Sprintf(ui.Seconds, int(d.Seconds()))
	}
	if d < time.Hour {
		return p.Sprintf(ui.MinutesSeconds, int(d.Minutes()), int(d.Seconds())%60)
	}
	return p.Sprintf(ui.HoursMinutesSeconds, int(d.Hours()), int(d.Minutes())%60, int(d.Seconds())%60)
}

// progressInterval is the least time between two progress lines: often
// enough to know that work goes on, seldom enough for a screen reader.
const progressInterval = 5 * time.Second

// progress prints, at most every progressInterval, one plain line with
// how many of total games are done, the percentage and the time left.
// It never redraws a line.
type progress struct {
	w           io.Writer
	p           *ui.Printer
	total, n    int
	start, last time.Time
	now         func() time.Time
}

func newProgress(w io.Writer, total int, p *ui.Printer, now func() time.Time) *progress {
	if p == nil {
		p = ui.New(ui.English)
	}
	t := now()
	return &progress{w: w, p: p, total: total, start: t, last: t, now: now}
}

// step counts one game done.
func (pr *progress) step() {
	pr.n++
	t := pr.now()
	if pr.n >= pr.total || t.Sub(pr.last) < progressInterval {
		return
	}
	pr.last = t
	elapsed := t.Sub(pr.start)
	left := time.Duration(float64(elapsed) / float64(pr.n) * float64(pr.total-pr.n)).Round(time.Second)
	fmt.Fprintln(pr.w, pr.p.Plural(ui.Progress, pr.total, pr.n, pr.total, pr.n*100/pr.total, speechLength(pr.p, left.Seconds())))
}
