package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/emulator"
	"github.com/rochade/rochade/devices/script"
	"github.com/rochade/rochade/notation"
)

func newBoardCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "board",
		Short: "Sensor boards: find a connected board, or emulate one",
	}
	cmd.AddCommand(newBoardEmulateCmd(), newBoardDetectCmd())
	return cmd
}

func newBoardDetectCmd() *cobra.Command {
	var proto string
	var list bool
	cmd := &cobra.Command{
		Use:   "detect",
		Short: "Find a connected DGT or Millennium board and say where it is",
		Long: `Asks the serial ports of this computer for a DGT or Millennium board and
prints the protocol and the port of the first that answers, for
"rochade play --board PORT --protocol PROTOCOL". The ports, in order: DGT
boards known by their USB identifiers (Windows and Linux), then
  Windows  the COM ports: COM3, COM4 ...
  macOS    /dev/cu.usbmodem*, /dev/cu.usbserial*, other /dev/cu.* ports
  Linux    /dev/ttyACM*, /dev/ttyUSB*, /dev/rfcomm* (Bluetooth)
With --list the ports are printed, one a line, without asking them.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			p, err := devices.ParseProtocol(proto)
			if err != nil {
				return err
			}
			if list {
				ports, err := devices.ListPorts()
				for _, c := range ports {
					fmt.Fprintln(cmd.OutOrStdout(), strings.TrimSpace(c.Path+" "+string(c.Protocol)))
				}
				return err
			}
			c, err := devices.Detect(cmd.Context(), p)
			if err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "%s board on %s\n", c.Protocol, c.Path)
			return nil
		},
	}
	cmd.Flags().StringVar(&proto, "protocol", "auto", "look only for this protocol: dgt or millennium")
	cmd.Flags().BoolVar(&list, "list", false, "list the ports that may hold a board, without asking them")
	return cmd
}

type emulateOptions struct {
	protocol  string
	game      string
	noise     bool
	exitDone  bool
	speed     float64
	seed      int64
	plain     bool
	link      string
	wait      time.Duration
	unplugAt  int
	unplugFor time.Duration
}

func newBoardEmulateCmd() *cobra.Command {
	var o emulateOptions
	cmd := &cobra.Command{
		Use:   "emulate --protocol dgt|millennium [--game FILE.pgn]",
		Short: "Run a virtual sensor board on a pseudo-terminal and play a game on it",
		Long: `Runs a virtual DGT or Millennium board on a pseudo-terminal, a real serial
peer that answers the board's protocol. The first line of output is the
device path a client opens, for example:

  rochade play --board PATH --protocol dgt

With --game, the main line of the game is played on the board as hands
would: pieces lifted and put down, slid, touched and put back, captured
pieces taken off before or after, castling king or rook first, promotion
by putting the new piece on the last rank. Play starts once a client has
connected.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runEmulate(cmd, o)
		},
	}
	fs := cmd.Flags()
	fs.StringVar(&o.protocol, "protocol", "dgt", "protocol of the board: dgt or millennium")
	fs.StringVar(&o.game, "game", "", "play the main line of the first game in this PGN `file`")
	fs.BoolVar(&o.noise, "noise", false, "add sensor flicker and bursts of garbage on the line")
	fs.BoolVar(&o.exitDone, "exit-when-done", false, "exit about a second after the last move")
	fs.Float64Var(&o.speed, "speed", 1, "speed of the hands: 2 is twice as fast")
	fs.Int64Var(&o.seed, "seed", 1, "seed for the ways moves are made")
	fs.BoolVar(&o.plain, "plain", false, "make every move a plain lift and put down (no slides, touches)")
	fs.StringVar(&o.link, "link", "", "keep this `path` pointing at the board (default: a new one in the temporary folder)")
	fs.DurationVar(&o.wait, "wait", 30*time.Second, "how long to wait for a client before playing anyway")
	fs.IntVar(&o.unplugAt, "unplug-at", 0, "pull the cable before this move `number` (half-moves from 1)")
	fs.DurationVar(&o.unplugFor, "unplug-for", 3*time.Second, "how long the cable stays out")
	return cmd
}

func readFirstGame(path string) (*notation.Game, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	g, err := notation.NewPGNReader(f).Next()
	if err != nil {
		if errors.Is(err, io.EOF) {
			return nil, fmt.Errorf("%s holds no game", path)
		}
		return nil, err
	}
	return g, nil
}

func runEmulate(cmd *cobra.Command, o emulateOptions) error {
	proto, err := devices.ParseProtocol(o.protocol)
	if err != nil {
		return err
	}
	if proto == "" {
		return errors.New("say which board to emulate: --protocol dgt or --protocol millennium")
	}
	if o.speed <= 0 {
		return errors.New("--speed must be above 0")
	}
	g := notation.NewGame()
	if o.game != "" {
		if g, err = readFirstGame(o.game); err != nil {
			return err
		}
	}
	link := o.link
	if link == "" {
		if link, err = emulator.TempLink(); err != nil {
			return err
		}
		defer os.RemoveAll(filepath.Dir(link))
	}
	opt := emulator.Options{Protocol: proto, Start: devices.Board(g.Start.Placement()), Link: link, Seed: o.seed}
	if o.noise {
		opt.LineNoise = 0.03
	}
	emu, err := emulator.New(opt)
	if err != nil {
		return err
	}
	defer emu.Close()
	out := cmd.OutOrStdout()
	fmt.Fprintln(out, link)
	if f, ok := out.(*os.File); ok {
		f.Sync()
	}

	ctx, stop := signal.NotifyContext(cmd.Context(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	if o.game == "" {
		fmt.Fprintf(cmd.ErrOrStderr(), "Virtual %s board ready with the starting position. Press Ctrl+C to stop.\n", proto)
		<-ctx.Done()
		return nil
	}
	wctx, cancel := context.WithTimeout(ctx, o.wait)
	err = emu.WaitHost(wctx)
	cancel()
	if ctx.Err() != nil {
		return nil
	}
	if err != nil {
		fmt.Fprintln(cmd.ErrOrStderr(), "No client has connected; playing anyway.")
	}
	// Give the client time to read the whole board first.
	select {
	case <-ctx.Done():
		return nil
	case <-time.After(700 * time.Millisecond):
	}
	steps := script.ForGame(g.Start, g.Moves, script.Options{Seed: o.seed, Speed: 1 / o.speed, Plain: o.plain, Noise: o.noise})
	first := map[int]int{}
	for i := len(steps) - 1; i >= 0; i-- {
		first[steps[i].Ply] = i
	}
	var replug <-chan time.Time
	before := func(i int, s script.Step) {
		if o.unplugAt > 0 && i == first[o.unplugAt-1] && replug == nil {
			emu.Unplug()
			fmt.Fprintln(cmd.ErrOrStderr(), "Cable pulled.")
			replug = time.After(o.unplugFor)
		}
		if replug != nil {
			select {
			case <-replug:
				if err := emu.Plug(); err != nil {
					fmt.Fprintln(cmd.ErrOrStderr(), err)
				} else {
					fmt.Fprintln(cmd.ErrOrStderr(), "Cable back in.")
				}
				replug = make(chan time.Time) // never again
			default:
			}
		}
	}
	if err := script.Play(ctx, emu, steps, before, nil); err != nil {
		return nil // interrupted
	}
	fmt.Fprintf(cmd.ErrOrStderr(), "All %d moves played.\n", len(g.Moves))
	if o.exitDone {
		select {
		case <-ctx.Done():
		case <-time.After(time.Second):
		}
		return nil
	}
	<-ctx.Done()
	return nil
}
