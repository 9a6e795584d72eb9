package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/firmware"
	"github.com/rochade/rochade/devices/gatt"
	"github.com/rochade/rochade/notation"
)

// The toy board speaks a protocol made up for this test, added as
// docs/extending.md says a protocol is added: its messages, its driver and
// its firmware (here all in this file), and its descriptor registered in
// the table. Nothing else of Rochade is told of it.
//
// Over Bluetooth LE (the emulator's socket) the host writes "?" to the
// write characteristic: the board sends its position, and again after
// every scan that changed it, as "P" and 64 piece letters (a1, b1 ... h8;
// FEN letters, "." for an empty square) and a line end.

var (
	toyService = gatt.MustUUID("0c0ffee0-0000-4000-8000-00000000feed")
	toyWrite   = gatt.MustUUID("0c0ffee1-0000-4000-8000-00000000feed")
	toyNotify  = gatt.MustUUID("0c0ffee2-0000-4000-8000-00000000feed")
)

// toyProtocol returns the toy board's descriptor.
func toyProtocol() *devices.Protocol {
	return &devices.Protocol{
		Name:       "toy",
		Aliases:    []string{"toyboard"},
		Title:      "Toy Board",
		GATT:       &gatt.Profile{Services: []gatt.UUID{toyService}, Write: toyWrite, Notify: []gatt.UUID{toyNotify}},
		Advertised: func(name string) bool { return strings.HasPrefix(name, "toy board") },
		Scan:       40 * time.Millisecond,
		Driver:     func() devices.Driver { return &toyDriver{} },
		Firmware:   func() firmware.Firmware { return &toyFirmware{} },
	}
}

// toyPosition is the position message of a board.
func toyPosition(b [64]notation.Piece) []byte {
	out := []byte{'P'}
	for _, p := range b {
		out = append(out, p.String()...) // "." for an empty square
	}
	return append(out, '\n')
}

// toyReadPosition reads a position message without its line end.
func toyReadPosition(line []byte) (devices.Board, error) {
	var b devices.Board
	if len(line) != 65 || line[0] != 'P' {
		return b, fmt.Errorf("toy: %q is no position", line)
	}
	for sq, c := range line[1:] {
		if c == '.' {
			continue
		}
		t := strings.IndexByte("PNBRQK", c&^0x20)
		if t < 0 {
			return b, fmt.Errorf("toy: %q is no piece", c)
		}
		colour := notation.White
		if c >= 'a' {
			colour = notation.Black
		}
		b[sq] = notation.MakePiece(colour, notation.PieceType(t+1))
	}
	return b, nil
}

// toyDriver is the computer's side: it can ask for the whole board, not
// for a battery.
type toyDriver struct{ buf []byte }

func (d *toyDriver) Start(ctx context.Context, s devices.Session) (devices.Info, error) {
	if err := s.Write([]byte("?")); err != nil {
		return devices.Info{}, err
	}
	return devices.Info{Version: "1"}, s.AwaitFull(ctx)
}

func (d *toyDriver) Feed(s devices.Session, _ gatt.UUID, p []byte, at time.Time) {
	d.buf = append(d.buf, p...)
	var problems []error
	for {
		i := bytes.IndexByte(d.buf, '\n')
		if i < 0 {
			break
		}
		b, err := toyReadPosition(d.buf[:i])
		d.buf = d.buf[i+1:]
		if err != nil {
			problems = append(problems, err)
			continue
		}
		s.Position(b, at)
	}
	s.Problems(problems)
}

func (d *toyDriver) Refresh(s devices.Session) error { return s.Write([]byte("?")) }

// toyFirmware is the board's side, which the emulator runs.
type toyFirmware struct {
	on   bool
	sent [64]notation.Piece
}

func (f *toyFirmware) Scan() (time.Duration, time.Duration) {
	return 20 * time.Millisecond, 40 * time.Millisecond
}
func (f *toyFirmware) PowerUp(firmware.Hardware, time.Time) { *f = toyFirmware{} }
func (f *toyFirmware) Host() bool                           { return f.on }

func (f *toyFirmware) Receive(hw firmware.Hardware, p []byte, _ time.Time) {
	if bytes.IndexByte(p, '?') >= 0 {
		f.on = true
		f.send(hw)
	}
}

func (f *toyFirmware) Scanned(hw firmware.Hardware, _ time.Time) {
	if f.on && hw.Seen() != f.sent {
		f.send(hw)
	}
}

func (f *toyFirmware) send(hw firmware.Hardware) {
	seen := hw.Seen()
	hw.Send(gatt.UUID{}, toyPosition(seen))
	if seen != f.sent {
		hw.Told(seen)
	}
	f.sent = seen
}

// A Bluetooth LE protocol registered in the table (a made-up one, for this test) is
// known everywhere at once: the help and the messages of every language
// list it, board emulate runs its boards, and play follows a game on one
// over the emulator's socket, every move announced and recorded.
//
// Not parallel: the made-up protocol is in the process's protocol table
// while it runs, where the other tests would meet it.
func TestMadeUpBluetoothProtocolEndToEnd(t *testing.T) {
	toy := toyProtocol()
	if err := devices.Register(toy); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { devices.Unregister(toy) })

	// The catalogue: the lists of every language come from the table.
	for _, l := range ui.Langs() {
		lang := string(l)
		for _, c := range [][]string{{"board", "emulate", "--help"}, {"play", "--help"}} {
			out, _, err := run(t, "", append([]string{"--lang-ui", lang}, c...)...)
			if err != nil || !strings.Contains(out, "toy") {
				t.Errorf("%s %v: toy is not listed: %v\n%s", lang, c, err, out)
			}
		}
		_, _, err := run(t, "", "--lang-ui", lang, "play", "--protocol", "toyx", "--board", "unix:/nowhere")
		if err == nil || !strings.Contains(err.Error(), "toy") {
			t.Errorf("%s: an unknown protocol's message does not list toy: %v", lang, err)
		}
	}
	if p := devices.KnowBoard("Toy Board 7", nil); p != toy {
		t.Errorf("a Bluetooth scan takes the toy board for %v", p)
	}
	if p := devices.KnowBoard("", []gatt.UUID{toyService}); p != toy {
		t.Errorf("a Bluetooth scan takes the toy board's service for %v", p)
	}

	// The emulator runs a toy board; play follows it in German.
	game := readTestGame(t, "../../testdata/appendix-c.pgn")
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	sock := filepath.Join(t.TempDir(), "board")
	ectx, switchOff := context.WithCancel(ctx)
	defer switchOff()
	path, emuDone, emuErr := startInProcess(t, ectx, "board", "emulate", "--protocol", "toyboard", "--link", sock,
		"--game", "../../testdata/appendix-c.pgn", "--speed", "3", "--plain")
	if path != "unix:"+sock {
		t.Fatalf("the emulator's first line is %q, not unix:%s; %s", path, sock, emuErr.String())
	}
	record := filepath.Join(t.TempDir(), "games.pgn")
	pctx, stop := context.WithCancel(ctx)
	go func() {
		// The game played, the last move settles and is said; then play
		// stops, before the board is switched off.
		for !strings.Contains(emuErr.String(), "moves played") && pctx.Err() == nil {
			time.Sleep(50 * time.Millisecond)
		}
		time.Sleep(time.Second)
		stop()
	}()
	out, errOut, err := runCtx(t, pctx, "", "--lang-ui", "de", "play", "--board", path, "--protocol", "toy",
		"--voice", "none", "--record", record)
	switchOff()
	if err := <-emuDone; err != nil {
		t.Errorf("the emulator: %v; %s", err, emuErr.String())
	}
	if err != nil {
		t.Fatalf("play: %v\n%s", err, errOut)
	}
	if !strings.Contains(errOut, "Brett verbunden: Toy Board Version 1") {
		t.Errorf("play did not say in German that the toy board is connected:\n%s", errOut)
	}
	want := gameLines(game)
	got := strings.Split(strings.TrimSpace(out), "\n")
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("play said\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if games := readRecord(t, record); len(games) != 1 || !slicesEqual(games[0].Moves, game.Moves) {
		t.Errorf("the record holds %d games; want the game", len(games))
	}
}

// startInProcess runs a command line in this process until ctx ends and
// returns the first line it prints, the channel of its end, and its
// standard error.
func startInProcess(t *testing.T, ctx context.Context, args ...string) (string, <-chan error, *syncBuffer) {
	t.Helper()
	needsEmulator(t)
	cmd := newRootCmd()
	r, w := io.Pipe()
	errOut := &syncBuffer{}
	cmd.SetOut(w)
	cmd.SetErr(errOut)
	cmd.SetIn(strings.NewReader(""))
	cmd.SetArgs(args)
	done := make(chan error, 1)
	go func() {
		err := cmd.ExecuteContext(ctx)
		w.CloseWithError(errors.Join(err, io.EOF))
		done <- err
	}()
	lines := bufio.NewReader(r)
	first, _ := lines.ReadString('\n')
	go io.Copy(io.Discard, lines)
	return strings.TrimSpace(first), done, errOut
}
