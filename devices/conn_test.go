package devices_test

import (
	"context"
	"testing"
	"time"

	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/emulator"
	"github.com/rochade/rochade/notation"
)

func startBoard() devices.Board {
	p := notation.StartPosition()
	return devices.Board(p.Placement())
}

var protocols = []*devices.Protocol{devices.DGT, devices.Millennium}

func TestConnOverPseudoTerminal(t *testing.T) {
	needsEmulator(t)
	for _, proto := range protocols {
		t.Run(proto.Name, func(t *testing.T) {
			emu, err := emulator.New(emulator.Options{Protocol: proto, Start: startBoard()})
			if err != nil {
				t.Fatal(err)
			}
			defer emu.Close()
			port, err := devices.OpenPort(emu.Path(), proto)
			if err != nil {
				t.Fatal(err)
			}
			defer port.Close()
			c := devices.NewConn(port, proto)
			defer c.Close()
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			info, err := c.Start(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if info.Protocol != proto || info.Version == "" {
				t.Fatalf("info %+v", info)
			}
			e, err := c.Next(ctx)
			r := e.Reading
			if err != nil || e.Kind != devices.NewReading || !r.Full || r.Board != startBoard() {
				t.Fatalf("first reading %v %v %v: %v", e.Kind, r.Full, r.Board, err)
			}
			e2, e4 := notation.Sq(4, 1), notation.Sq(4, 3)
			emu.Set(e2, notation.NoPiece)
			emu.Set(e4, notation.MakePiece(notation.White, notation.Pawn))
			want := startBoard()
			want[e2] = notation.NoPiece
			want[e4] = notation.MakePiece(notation.White, notation.Pawn)
			for {
				e, err := c.Next(ctx)
				if err != nil {
					t.Fatalf("waiting for e2-e4: %v", err)
				}
				if e.Kind == devices.NewReading && e.Reading.Board == want {
					break
				}
			}
			// Pulling the cable ends the session with an error.
			emu.Unplug()
			for {
				e, err := c.Next(ctx)
				if err != nil {
					if ctx.Err() != nil {
						t.Fatalf("after unplugging: %v (ctx %v)", err, ctx.Err())
					}
					break
				}
				if e.Kind == devices.NewReading {
					t.Fatalf("a reading after unplugging: %v", e.Reading.Board)
				}
			}
		})
	}
}

func TestWatcherSurvivesReplug(t *testing.T) {
	needsEmulator(t)
	for _, proto := range protocols {
		t.Run(proto.Name, func(t *testing.T) {
			link, err := emulator.TempLink()
			if err != nil {
				t.Fatal(err)
			}
			emu, err := emulator.New(emulator.Options{Protocol: proto, Start: startBoard(), Link: link})
			if err != nil {
				t.Fatal(err)
			}
			defer emu.Close()
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			defer cancel()
			w := &devices.Watcher{Path: link, Retry: 50 * time.Millisecond}
			events := make(chan devices.Event)
			go w.Watch(ctx, events)
			next := func(kind devices.EventKind) devices.Event {
				t.Helper()
				for e := range events {
					if e.Kind == kind {
						return e
					}
				}
				t.Fatalf("no event %d: %v", kind, ctx.Err())
				return devices.Event{}
			}
			if e := next(devices.Connected); e.Info.Protocol != proto {
				t.Fatalf("detected %q", e.Info.Protocol)
			}
			if e := next(devices.NewReading); !e.Reading.Full {
				t.Fatal("first reading not full")
			}
			emu.Unplug()
			next(devices.Disconnected)
			// The board changes while unplugged; the new reading shows it.
			d2 := notation.Sq(3, 1)
			emu.Set(d2, notation.NoPiece)
			if err := emu.Plug(); err != nil {
				t.Fatal(err)
			}
			next(devices.Connected)
			e := next(devices.NewReading)
			if !e.Reading.Full || e.Reading.Board[d2] != notation.NoPiece {
				t.Fatalf("after replug: full %v, d2 %v", e.Reading.Full, e.Reading.Board[d2])
			}
		})
	}
}

// needsEmulator skips, in a short run (make check), a test that runs the
// board emulator in real time; make test runs it.
func needsEmulator(t testing.TB) {
	t.Helper()
	if testing.Short() {
		t.Skip("runs the board emulator in real time (make test runs it)")
	}
}
