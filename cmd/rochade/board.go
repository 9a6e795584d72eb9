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
	"sync"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/rochade/rochade/cmd/internal/gamefile"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/clock"
	"github.com/rochade/rochade/devices/emulator"
	"github.com/rochade/rochade/devices/script"
	"github.com/rochade/rochade/notation"
)

// The timings of the board emulator.
const (
	// defaultClientWait is how long emulate waits for a client before
	// playing (or taking commands) anyway.
	defaultClientWait = 30 * time.Second
	// defaultUnplugFor is how long a pulled cable stays out.
	defaultUnplugFor = 3 * time.Second
	// firstReadTime gives a client that has just connected the time to
	// read the whole board before the first piece moves.
	firstReadTime = 700 * time.Millisecond
	// exitAfterGame is how long --exit-when-done waits after the last
	// move, so that a client reads it.
	exitAfterGame = time.Second
	// clientReadWait is how long --exit-when-done waits at most for the
	// client to read what the board sent before that second begins.
	clientReadWait = 30 * time.Second
	// emulatedLineNoise is the share of garbage bytes --noise puts on the
	// line.
	emulatedLineNoise = 0.03
	// maxHandSpeed is the fastest --speed: hands a thousand times as
	// fast as a person's still leave the board time to report.
	maxHandSpeed = 1000
)

// stdio is a command's standard input, output and error.
type stdio struct {
	in          io.Reader
	out, errOut io.Writer
}

func stdioOf(cmd *cobra.Command) stdio {
	return stdio{in: cmd.InOrStdin(), out: cmd.OutOrStdout(), errOut: cmd.ErrOrStderr()}
}

func newBoardCmd(a *app) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "board",
		Short: "Sensor boards: find a connected board, or emulate one",
	}
	cmd.AddCommand(newBoardEmulateCmd(a), newBoardDetectCmd(a), newBoardScanCmd(a))
	return cmd
}

// The protocols a command takes.
var (
	// anyProtocol: play takes every protocol.
	anyProtocol = func(*devices.Protocol) bool { return true }
	// detectable: board detect asks serial ports for these.
	detectable = func(p *devices.Protocol) bool { return p.Detect && p.Serial != nil }
	// emulable: board emulate runs a board of these.
	emulable = func(p *devices.Protocol) bool { return p.Firmware != nil }
	// withClock: the protocols that pass on a clock at the board.
	withClock = func(p *devices.Protocol) bool { return p.Clock }
)

// protocolNames lists the names of the protocols of the table that
// keep accepts, after "auto" where auto is set.
func protocolNames(auto bool, keep func(*devices.Protocol) bool) []string {
	names := devices.ProtocolNames(devices.ProtocolsWhere(keep))
	if auto {
		names = append([]string{"auto"}, names...)
	}
	return names
}

// protocolChoices lists the protocols for a message.
func protocolChoices(auto bool, keep func(*devices.Protocol) bool) string {
	return strings.Join(protocolNames(auto, keep), ", ")
}

// choicesAnnotation holds the values a flag takes, to be put into its
// translated usage in place of %s (see localize).
const choicesAnnotation = "rochade-choices"

// protocolFlag defines the --protocol flag of cmd, which takes the
// protocols keep accepts (and auto where set); usage is the English
// text, with %s for the list.
func protocolFlag(cmd *cobra.Command, to *string, value string, auto bool, keep func(*devices.Protocol) bool, usage string) {
	names := protocolNames(auto, keep)
	fs := cmd.Flags()
	fs.StringVar(to, "protocol", value, fmt.Sprintf(usage, strings.Join(names, ", ")))
	_ = fs.SetAnnotation("protocol", choicesAnnotation, []string{strings.Join(names, ", ")})
	_ = cmd.RegisterFlagCompletionFunc("protocol", cobra.FixedCompletions(names, cobra.ShellCompDirectiveNoFileComp))
}

// detectOptions are the flags of board detect.
type detectOptions struct {
	protocol string
	list     bool
}

func newBoardDetectCmd(a *app) *cobra.Command {
	var o detectOptions
	cmd := &cobra.Command{
		Use:   "detect [--protocol " + strings.Join(protocolNames(true, detectable), "|") + "] [--list]",
		Short: "Find a connected board ({detect}) and say where it is",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runDetect(cmd.Context(), a.printer(), cmd.OutOrStdout(), &o)
		},
	}
	protocolFlag(cmd, &o.protocol, "auto", true, detectable, "look only for this protocol: %s")
	cmd.Flags().BoolVar(&o.list, "list", false, "list the ports that may hold a board, without asking them")
	return cmd
}

// parseProtocol reads a --protocol value; auto (or nothing) gives nil.
// The error names the values the command takes.
func parseProtocol(p *ui.Printer, s string, auto bool) (*devices.Protocol, error) {
	proto, err := devices.ParseProtocol(s)
	if err != nil {
		if auto {
			return nil, p.Errorf(ui.BoardUnknownProtocol, quote(s), protocolChoices(true, anyProtocol))
		}
		return nil, p.Errorf(ui.EmulateUnknownProtocol, quote(s), protocolChoices(false, emulable))
	}
	return proto, nil
}

// runDetect asks the serial ports for a board (or lists them).
func runDetect(ctx context.Context, p *ui.Printer, out io.Writer, o *detectOptions) error {
	proto, err := parseProtocol(p, o.protocol, true)
	if err != nil {
		return err
	}
	cands := devices.Candidates()
	if len(cands) == 0 {
		return p.Errorf(ui.BoardNoPorts, examplePort())
	}
	if o.list {
		for _, c := range cands {
			fmt.Fprintln(out, strings.TrimSpace(c.Path+" "+c.Protocol.String()))
		}
		return nil
	}
	var tried []string
	for _, c := range cands {
		want := proto
		if want == nil {
			want = c.Protocol
		}
		found, err := devices.Probe(ctx, c.Path, want)
		if err == nil {
			fmt.Fprintln(out, p.Sprintf(ui.BoardFound, found.Title, c.Path))
			return nil
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
		tried = append(tried, c.Path)
	}
	return p.Errorf(ui.BoardNoAnswer, strings.Join(tried, ", "))
}

// emulateOptions are the flags of board emulate.
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

func newBoardEmulateCmd(a *app) *cobra.Command {
	var o emulateOptions
	cmd := &cobra.Command{
		Use:   "emulate --protocol " + strings.Join(protocolNames(false, emulable), "|") + " [--game FILE.pgn] [--clock TC]",
		Short: "Run a virtual sensor board and play a game on it",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runEmulate(cmd.Context(), a.printer(), stdioOf(cmd), &o)
		},
	}
	fs := cmd.Flags()
	protocolFlag(cmd, &o.protocol, "dgt", false, emulable, "protocol of the board: %s")
	fs.StringVar(&o.game, "game", "", "play the main line of the first game in this PGN `file`")
	fs.BoolVar(&o.noise, "noise", false, "real hands and a real line: pieces dragged and set down on their way, sensor flicker, bursts of garbage")
	fs.BoolVar(&o.exitDone, "exit-when-done", false, "exit about a second after the last move")
	fs.Float64Var(&o.speed, "speed", 1, "speed of the hands: 2 is twice as fast")
	fs.Int64Var(&o.seed, "seed", 1, "seed for the ways moves are made")
	fs.BoolVar(&o.plain, "plain", false, "make every move a plain lift and put down (no slides, touches)")
	fs.StringVar(&o.link, "link", "", "keep this `path` pointing at the board, or the socket of a Bluetooth board (default: a new one in the temporary folder)")
	fs.DurationVar(&o.wait, "wait", defaultClientWait, "how long to wait for a client before playing (or taking commands) anyway")
	fs.IntVar(&o.unplugAt, "unplug-at", 0, "pull the cable before this move `number` (half-moves from 1)")
	fs.DurationVar(&o.unplugFor, "unplug-for", defaultUnplugFor, "how long the cable stays out")
	fs.StringVar(&o.clock, "clock", "", "put a DGT3000 clock with this time control on a DGT board, e.g. 300+3 or 5m+3s")
	return cmd
}

// runEmulate runs a virtual board until it is stopped: it plays the
// game, if one is given, then carries out the commands of standard
// input.
func runEmulate(ctx context.Context, p *ui.Printer, std stdio, o *emulateOptions) error {
	proto, tc, err := checkEmulate(p, o)
	if err != nil {
		return err
	}
	g := notation.NewGame()
	if o.game != "" {
		if g, err = gamefile.First(p, o.game, std.in); err != nil {
			return err
		}
	}
	emu, switchOff, err := openEmulator(p, o, proto, tc, g.Start)
	if err != nil {
		return err
	}
	defer switchOff()
	fmt.Fprintln(std.out, emu.Path())
	if f, ok := std.out.(*os.File); ok {
		f.Sync()
	}
	ctx, stop := signal.NotifyContext(ctx, syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	hands := emulator.NewHands(emu, g.Start, script.Options{Seed: o.seed, Speed: 1 / o.speed, Plain: o.plain, Noise: o.noise, Real: o.noise, Occupancy: proto.Occupancy})
	commands := readCommands(std.in)
	if o.game == "" {
		p.Fprintln(std.errOut, ui.EmulateReady, proto.Title)
	}
	if !awaitClient(ctx, p, emu, o.wait, std.errOut) {
		return nil
	}
	if o.game != "" {
		if !playEmulated(ctx, p, emu, hands, g.Moves, o, std.errOut) || o.exitDone {
			return nil
		}
	}
	runCommands(ctx, p, hands, commands, std.out, std.errOut)
	return nil
}

// checkEmulate checks the flags of board emulate: the protocol, the
// hands, the waits and the clock.
func checkEmulate(p *ui.Printer, o *emulateOptions) (*devices.Protocol, clock.TimeControl, error) {
	var tc clock.TimeControl
	proto, err := parseProtocol(p, o.protocol, false)
	if err != nil {
		return nil, tc, err
	}
	switch {
	case proto == nil:
		return nil, tc, p.Errorf(ui.EmulateNeedsProtocol, protocolChoices(false, emulable))
	case proto.Firmware == nil:
		return nil, tc, p.Errorf(ui.EmulateUnknownProtocol, quote(o.protocol), protocolChoices(false, emulable))
	case !(o.speed > 0) || o.speed > maxHandSpeed:
		return nil, tc, p.Errorf(ui.EmulateBadSpeed, o.speed)
	case o.wait < 0:
		return nil, tc, p.Errorf(ui.EmulateBadWait, o.wait)
	case o.unplugAt < 0 || o.unplugFor < 0:
		return nil, tc, p.Errorf(ui.EmulateBadUnplug)
	}
	if o.clock != "" {
		if tc, err = clock.Parse(o.clock); err != nil {
			return nil, tc, p.Worded(err)
		}
		if !proto.Clock && !tc.None() {
			return nil, tc, p.Errorf(ui.EmulateMillenniumTime, proto.Title, protocolChoices(false, withClock), proto.Title)
		}
	}
	return proto, tc, nil
}

// openEmulator switches the virtual board on, with start on its squares,
// at the link asked for or at a new one in the temporary folder. It
// returns what switches it off (and removes the temporary folder).
func openEmulator(p *ui.Printer, o *emulateOptions, proto *devices.Protocol, tc clock.TimeControl, start notation.Position) (*emulator.Emulator, func(), error) {
	link, temp := o.link, ""
	if link == "" {
		var err error
		if link, err = emulator.TempLink(); err != nil {
			return nil, nil, err
		}
		temp = filepath.Dir(link)
	} else if !emulator.IsLocal(proto) {
		if err := emulator.CheckLink(link); err != nil {
			return nil, nil, p.Worded(err)
		}
	}
	opt := emulator.Options{Protocol: proto, Start: devices.Board(start.Placement()), Link: link, Seed: o.seed, Clock: tc}
	if o.noise {
		opt.LineNoise = emulatedLineNoise
	}
	removeTemp := func() {
		if temp != "" {
			os.RemoveAll(temp)
		}
	}
	emu, err := emulator.New(opt)
	if err != nil {
		removeTemp()
		var ns *emulator.NotASocketError
		if errors.As(err, &ns) {
			return nil, nil, p.Errorf(ui.EmulateNotASocket, quote(ns.Path))
		}
		return nil, nil, p.Worded(err)
	}
	return emu, func() { emu.Close(); removeTemp() }, nil
}

// awaitClient waits up to wait for a client to connect, saying so if
// none did; it tells whether the emulator goes on (ctx did not end).
func awaitClient(ctx context.Context, p *ui.Printer, emu *emulator.Emulator, wait time.Duration, errOut io.Writer) bool {
	wctx, cancel := context.WithTimeout(ctx, wait)
	err := emu.WaitHost(wctx)
	cancel()
	if ctx.Err() != nil {
		return false
	}
	if err != nil {
		p.Fprintln(errOut, ui.EmulateNoClient)
	}
	return true
}

// playEmulated plays the game's moves on the board, pulling the cable
// before move --unplug-at for --unplug-for; after the last, it waits
// --exit-when-done a moment for the client to read it. It tells whether
// the emulator goes on (ctx did not end).
func playEmulated(ctx context.Context, p *ui.Printer, emu *emulator.Emulator, hands *emulator.Hands, moves []notation.Move, o *emulateOptions, errOut io.Writer) bool {
	// Give the client time to read the whole board first.
	select {
	case <-ctx.Done():
		return false
	case <-time.After(firstReadTime):
	}
	var replug <-chan time.Time
	unplugged := false
	before := func(i int, s script.Step) {
		if o.unplugAt > 0 && s.Ply == o.unplugAt-1 && !unplugged {
			unplugged = true
			emu.Unplug()
			p.Fprintln(errOut, ui.EmulateCablePulled)
			replug = time.After(o.unplugFor)
		}
		if replug != nil {
			select {
			case <-replug:
				if err := emu.Plug(); err != nil {
					p.Fprintln(errOut, ui.EmulatePlugFailed, err)
				} else {
					p.Fprintln(errOut, ui.EmulateCableBack)
				}
				replug = nil
			default:
			}
		}
	}
	if err := hands.PlayMoves(ctx, moves, before); err != nil {
		return false // interrupted
	}
	if l, late := hands.Late(); late {
		p.Fprintln(errOut, ui.EmulateHandsLate, l.Square.String(), l.Ply+1, l.By.Milliseconds())
	}
	fmt.Fprintln(errOut, p.Plural(ui.EmulateAllPlayed, len(moves), len(moves)))
	if o.exitDone {
		// A board that goes away takes what its client has not read
		// yet with it: a client that is slow to read (a loaded
		// machine) first reads it all, within clientReadWait.
		awaitRead(ctx, emu, clientReadWait)
		select {
		case <-ctx.Done():
		case <-time.After(exitAfterGame):
		}
	}
	return ctx.Err() == nil
}

// awaitRead waits until the client has read everything the board sent,
// for at most wait, or until ctx ends.
func awaitRead(ctx context.Context, emu *emulator.Emulator, wait time.Duration) {
	deadline := time.Now().Add(wait)
	for emu.Unread() > 0 && time.Now().Before(deadline) {
		select {
		case <-ctx.Done():
			return
		case <-time.After(20 * time.Millisecond):
		}
	}
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
func runCommands(ctx context.Context, p *ui.Printer, hands *emulator.Hands, lines <-chan string, out, errOut io.Writer) {
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
				p.Fprintln(errOut, ui.EmulateCannotDo, p.Say(err))
			case done != "":
				// "done: " belongs to the command protocol, like the
				// commands themselves: programs wait for it, so it is
				// the same in every language.
				fmt.Fprintf(out, "done: %s\n", done)
			}
		}
	}
}

// scanOptions are the flags of board scan.
type scanOptions struct {
	wait time.Duration
}

// The longest and shortest board scan.
const (
	minScanWait = time.Second
	maxScanWait = 10 * time.Minute
)

func newBoardScanCmd(a *app) *cobra.Command {
	var o scanOptions
	cmd := &cobra.Command{
		Use:   "scan [--wait 10s]",
		Short: "List the Bluetooth boards in reach",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runScan(cmd.Context(), a.printer(), stdioOf(cmd), &o)
		},
	}
	cmd.Flags().DurationVar(&o.wait, "wait", 10*time.Second, "how long to look")
	return cmd
}

// runScan lists the Bluetooth LE devices in reach, each once, for
// --wait or until it is stopped.
func runScan(cmdCtx context.Context, p *ui.Printer, std stdio, o *scanOptions) error {
	if o.wait < minScanWait || o.wait > maxScanWait {
		return p.Errorf(ui.ScanBadWait, o.wait)
	}
	ctx, stop := signal.NotifyContext(cmdCtx, syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	ctx, cancel := context.WithTimeout(ctx, o.wait)
	defer cancel()
	out, errOut := std.out, std.errOut
	// One line while the scan runs: it says how long, and how to end it.
	p.Fprintln(errOut, ui.ScanLooking, int(o.wait/time.Second))
	seen := map[string]bool{}
	found := 0
	var mu sync.Mutex
	err := devices.ScanBLE(ctx, func(f devices.Found) {
		mu.Lock()
		defer mu.Unlock()
		if seen[f.Address] {
			return
		}
		seen[f.Address] = true
		found++
		name := f.Name
		if name == "" {
			name = p.Sprintf(ui.ScanNoName)
		}
		kind := f.Protocol.String()
		if kind == "" {
			kind = p.Sprintf(ui.ScanNotABoard)
		}
		if f.RSSI == 0 {
			fmt.Fprintln(out, p.Sprintf(ui.ScanNoSignal, quote(name), kind, f.Address))
			return
		}
		fmt.Fprintln(out, p.Sprintf(ui.ScanFound, quote(name), kind, f.Address, f.RSSI))
	})
	if err != nil && ctx.Err() == nil {
		return p.Worded(err)
	}
	mu.Lock()
	defer mu.Unlock()
	if found == 0 && cmdCtx.Err() == nil {
		p.Fprintln(errOut, ui.ScanNone, int(o.wait/time.Second))
	}
	return nil
}
