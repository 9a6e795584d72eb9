package main

import (
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"
	"golang.org/x/sys/unix"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
	"github.com/rochade/rochade/voices"
)

func init() { register(newRenderCmd) }

func newRenderCmd() *cobra.Command {
	var o announceOptions
	var audio audioOptions
	var numbers bool
	cmd := &cobra.Command{
		Use:   "render DIR FILE...",
		Short: "Write the spoken moves of every game in PGN files to one WAV file per game",
		Long: `Render reads games in PGN and writes, for every game, a WAV file in DIR
with its moves spoken in the words of FIDE Appendix D. No sound device is
needed. The files are named after the PGN file, the game's number in it
and the players.

On a terminal a progress bar shows how far it has got; otherwise it
prints one plain line for every file written.`,
		Example: `  rochade render audio games.pgn
  rochade render --numbers --speed 1.3 audio club/*.pgn`,
		Args: cobra.MinimumNArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			ao, _, lang, err := o.resolve()
			if err != nil {
				return err
			}
			if audio.voice == "none" {
				return fmt.Errorf("render needs a voice; --voice none would write silent files")
			}
			ctx, stop := signal.NotifyContext(cmd.Context(), syscall.SIGINT, syscall.SIGTERM)
			defer stop()
			dir := args[0]
			if err := os.MkdirAll(dir, 0o755); err != nil {
				return fmt.Errorf("cannot make the folder %s: %w", dir, err)
			}
			sp, err := audio.loadSpeakers()
			if err != nil {
				return err
			}
			type job struct {
				file string
				game *notation.Game
			}
			// Games with faults are rendered as far as they were read; the
			// faults are reported as they are found and the command ends
			// with an error after the rest is done.
			var jobs []job
			var readErr error
			for _, name := range args[1:] {
				err := eachGame(cmd, name, lang, func(g *notation.Game, _ error) error {
					jobs = append(jobs, job{name, g})
					return nil
				})
				if err != nil && readErr == nil {
					readErr = err
				}
			}
			if len(jobs) == 0 {
				if readErr != nil {
					return readErr
				}
				return fmt.Errorf("no games found in %s", strings.Join(args[1:], ", "))
			}
			out := cmd.OutOrStdout()
			bar := newProgress(out, len(jobs))
			rate := sp.Rate()
			start := time.Now()
			var audioSeconds float64
			for i, j := range jobs {
				if err := ctx.Err(); err != nil {
					bar.done()
					return fmt.Errorf("stopped after %d of %d games", i, len(jobs))
				}
				w := voices.NewWAVWriter(rate, voices.Samples(audio.pause, rate))
				var toks []phonetic.Token
				for _, ply := range announce.Game(j.game, ao) {
					toks = toks[:0]
					if numbers && ply.Side == notation.White && ply.Number <= 200 {
						toks = append(toks, phonetic.Move)
						toks, _ = phonetic.Number(toks, ply.Number)
					}
					toks = append(toks, ply.Words...)
					ph, err := sp.Phrase(ply.Side, toks)
					if err != nil {
						bar.done()
						return err
					}
					w.Add(ph)
				}
				path := filepath.Join(dir, gameFileName(j.file, j.game))
				if err := writeWAVFile(path, w); err != nil {
					bar.done()
					return err
				}
				audioSeconds += w.Seconds()
				bar.step(fmt.Sprintf("Wrote %s (%s of speech).", path, speechLength(w.Seconds())))
			}
			bar.done()
			took := time.Since(start).Seconds()
			fmt.Fprintf(out, "Rendered %d game(s), %s of speech, in %.2f s.\n", len(jobs), speechLength(audioSeconds), took)
			return readErr
		},
	}
	o.addFlags(cmd)
	addVoiceFlags(cmd.Flags(), &audio)
	cmd.Flags().BoolVar(&numbers, "numbers", false, `say "Zug" and the move number before each of White's moves`)
	return cmd
}

// gameFileName names the WAV file of a game: the PGN file's name, the
// game's number in it and the players, in letters, digits and dashes.
func gameFileName(file string, g *notation.Game) string {
	base := strings.TrimSuffix(filepath.Base(file), filepath.Ext(file))
	if file == "-" {
		base = "stdin"
	}
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
func speechLength(s float64) string {
	d := time.Duration(s * float64(time.Second)).Round(time.Second)
	if d < time.Minute {
		return fmt.Sprintf("%d s", int(d.Seconds()))
	}
	return fmt.Sprintf("%d min %d s", int(d.Minutes()), int(d.Seconds())%60)
}

// progress shows how many of total jobs are done: a bar redrawn in place
// on a terminal, or one plain line per job elsewhere.
type progress struct {
	w     io.Writer
	total int
	n     int
	tty   bool
}

func newProgress(w io.Writer, total int) *progress {
	p := &progress{w: w, total: total}
	if f, ok := w.(*os.File); ok {
		_, err := unix.IoctlGetTermios(int(f.Fd()), unix.TCGETS)
		p.tty = err == nil
	}
	return p
}

func (p *progress) step(line string) {
	p.n++
	if !p.tty {
		fmt.Fprintln(p.w, line)
		return
	}
	const width = 30
	filled := p.n * width / p.total
	fmt.Fprintf(p.w, "\r[%s%s] %d of %d games", strings.Repeat("#", filled), strings.Repeat(".", width-filled), p.n, p.total)
}

// done ends the bar's line on a terminal.
func (p *progress) done() {
	if p.tty && p.n > 0 {
		fmt.Fprintln(p.w)
		p.n = 0
	}
}
