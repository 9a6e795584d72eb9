package main

import (
	"bufio"
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
	"github.com/rochade/rochade/devices/clock"
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
	clock     string
}

func newBoardEmulateCmd() *cobra.Command {
	var o emulateOptions
	cmd := &cobra.Command{
		Use:   "emulate --protocol dgt|millennium [--game FILE.pgn] [--clock TC]",
		Short: "Run a virtual sensor board on a pseudo-terminal and play a game on it",
		Long: `Runs a virtual DGT or Millennium board on a pseudo-terminal, a real serial
peer that answers the board's protocol. The first line of output is the
device path a client opens, for example:

  rochade play --board PATH --protocol dgt

With --game, the main line of the game is played on the board as hands
would: pieces lifted and put down, slid, touched and put back, captured
pieces taken off before or after, castling king or rook first, promotion
by putting the new piece on the last rank. Play starts once a client has
connected. Without --game the board starts from the initial position.

With --clock TC (DGT only), a DGT3000 clock stands on the board, with the
time control TC (300+3, 5m+3s, 40/90m+30s:30m+30s, ...). Its times count
down in real time whatever --speed says, the hands press the clock after
each move, and a flag falls when a time runs out.

Commands on standard input, one a line (after the game, if there is one):

  button N        press button N of the clock (1 to 5, left to right)
  position FEN    set the pieces up as in FEN (position start: the initial position)
  move MOVE       make a move in any notation and language (move Nf3, move Sf3, move g1-f3)

Each command done prints a line "done: ..." on standard output; a line
that cannot be done gets one line on standard error. The end of standard
input ends nothing: the board runs until it is stopped.`,
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
	fs.DurationVar(&o.wait, "wait", 30*time.Second, "how long to wait for a client before playing (or taking commands) anyway")
	fs.IntVar(&o.unplugAt, "unplug-at", 0, "pull the cable before this move `number` (half-moves from 1)")
	fs.DurationVar(&o.unplugFor, "unplug-for", 3*time.Second, "how long the cable stays out")
	fs.StringVar(&o.clock, "clock", "", "put a DGT3000 clock with this time control on a DGT board, e.g. 300+3 or 5m+3s")
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
	var tc clock.TimeControl
	if o.clock != "" {
		if tc, err = clock.Parse(o.clock); err != nil {
			return err
		}
		if proto == devices.Millennium && !tc.None() {
			return errors.New("a Millennium board has no clock, so --clock works with --protocol dgt only (rochade play keeps the time in software for a Millennium board)")
		}
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
	} else if err := emulator.CheckLink(link); err != nil {
		return err
	}
	opt := emulator.Options{Protocol: proto, Start: devices.Board(g.Start.Placement()), Link: link, Seed: o.seed, Clock: tc}
	if o.noise {
		opt.LineNoise = 0.03
	}
	emu, err := emulator.New(opt)
	if err != nil {
		return err
	}
	defer emu.Close()
	out, errOut := cmd.OutOrStdout(), cmd.ErrOrStderr()
	fmt.Fprintln(out, link)
	if f, ok := out.(*os.File); ok {
		f.Sync()
	}

	ctx, stop := signal.NotifyContext(cmd.Context(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	hands := emulator.NewHands(emu, g.Start, script.Options{Seed: o.seed, Speed: 1 / o.speed, Plain: o.plain, Noise: o.noise})
	commands := readCommands(cmd.InOrStdin())
	if o.game == "" {
		fmt.Fprintf(errOut, "Virtual %s board ready with the starting position; it takes commands on standard input once a client has connected. Press Ctrl+C to stop.\n", proto)
	}
	wctx, cancel := context.WithTimeout(ctx, o.wait)
	err = emu.WaitHost(wctx)
	cancel()
	if ctx.Err() != nil {
		return nil
	}
	if err != nil {
		fmt.Fprintln(errOut, "No client has connected; going on anyway.")
	}
	if o.game == "" {
		runCommands(ctx, hands, commands, out, errOut)
		return nil
	}
	// Give the client time to read the whole board first.
	select {
	case <-ctx.Done():
		return nil
	case <-time.After(700 * time.Millisecond):
	}
	var replug <-chan time.Time
	unplugged := false
	before := func(i int, s script.Step) {
		if o.unplugAt > 0 && s.Ply == o.unplugAt-1 && !unplugged {
			unplugged = true
			emu.Unplug()
			fmt.Fprintln(errOut, "Cable pulled.")
			replug = time.After(o.unplugFor)
		}
		if replug != nil {
			select {
			case <-replug:
				if err := emu.Plug(); err != nil {
					fmt.Fprintln(errOut, err)
				} else {
					fmt.Fprintln(errOut, "Cable back in.")
				}
				replug = nil
			default:
			}
		}
	}
	if err := hands.PlayMoves(ctx, g.Moves, before); err != nil {
		return nil // interrupted
	}
	fmt.Fprintf(errOut, "All %d moves played.\n", len(g.Moves))
	if o.exitDone {
		select {
		case <-ctx.Done():
		case <-time.After(time.Second):
		}
		return nil
	}
	runCommands(ctx, hands, commands, out, errOut)
	return nil
}

// readCommands sends the lines of r to a channel, which is closed when r
// ends.
func readCommands(r io.Reader) <-chan string {
	ch := make(chan string, 64)
	go func() {
		defer close(ch)
		sc := bufio.NewScanner(r)
		sc.Buffer(make([]byte, 4096), 64*1024)
		for sc.Scan() {
			ch <- sc.Text()
		}
	}()
	return ch
}

// runCommands carries out the command lines until ctx ends; the end of
// the input ends nothing.
func runCommands(ctx context.Context, hands *emulator.Hands, lines <-chan string, out, errOut io.Writer) {
	for {
		select {
		case <-ctx.Done():
			return
		case line, ok := <-lines:
			if !ok {
				lines = nil // keep running until stopped
				continue
			}
			done, err := hands.Do(ctx, line)
			switch {
			case ctx.Err() != nil:
				return
			case err != nil:
				fmt.Fprintf(errOut, "cannot do %v\n", err)
			case done != "":
				fmt.Fprintf(out, "done: %s\n", done)
			}
		}
	}
}
