package emulator_test

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/emulator"
	"github.com/rochade/rochade/notation"
)

// waitEvent returns the first event that ok accepts, or fails after d.
func waitEvent(t *testing.T, events <-chan devices.Event, d time.Duration, what string, ok func(devices.Event) bool) devices.Event {
	t.Helper()
	deadline := time.After(d)
	for {
		select {
		case e := <-events:
			if ok(e) {
				return e
			}
		case <-deadline:
			t.Fatalf("no %s within %v", what, d)
		}
	}
}

// TestBluetoothBoardsOverLocalTransport runs each Bluetooth LE board on
// the local transport and follows it with a Watcher: the whole board
// after connecting, a pawn moved, the link lost and back on unplugging.
func TestBluetoothBoardsOverLocalTransport(t *testing.T) {
	start := notation.NewGame().Start
	for _, proto := range []*devices.Protocol{devices.Chessnut, devices.EONE, devices.Pegasus, devices.IChessOne, devices.SquareOff} {
		t.Run(proto.Name, func(t *testing.T) {
			needsEmulator(t)
			sock := filepath.Join(t.TempDir(), "board")
			emu, err := emulator.New(emulator.Options{Protocol: proto, Start: devices.Board(start.Placement()), Link: sock, Seed: 3})
			if err != nil {
				t.Fatal(err)
			}
			defer emu.Close()
			if emu.Path() != "unix:"+sock {
				t.Fatalf("path %s", emu.Path())
			}
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			w := &devices.Watcher{Path: emu.Path(), Protocol: proto, Retry: 50 * time.Millisecond}
			events := make(chan devices.Event, 256)
			go w.Watch(ctx, events)
			occupancy := proto == devices.Pegasus || proto == devices.SquareOff
			want := devices.Board(start.Placement())
			matches := func(r devices.Reading, b devices.Board) bool {
				if occupancy {
					return r.OccupancyOnly && r.Occupied == devices.OccupancyOf(&b)
				}
				return !r.OccupancyOnly && r.Board == b
			}
			waitEvent(t, events, 5*time.Second, "connection", func(e devices.Event) bool { return e.Kind == devices.Connected })
			waitEvent(t, events, 3*time.Second, "full reading", func(e devices.Event) bool {
				return e.Kind == devices.NewReading && e.Reading.Full && matches(e.Reading, want)
			})
			e2, e4 := notation.Sq(4, 1), notation.Sq(4, 3)
			emu.Set(e2, notation.NoPiece)
			emu.Set(e4, notation.MakePiece(notation.White, notation.Pawn))
			want[e2], want[e4] = notation.NoPiece, notation.MakePiece(notation.White, notation.Pawn)
			waitEvent(t, events, 3*time.Second, "reading of e2-e4", func(e devices.Event) bool {
				return e.Kind == devices.NewReading && matches(e.Reading, want)
			})
			emu.Unplug()
			waitEvent(t, events, 3*time.Second, "disconnection", func(e devices.Event) bool { return e.Kind == devices.Disconnected })
			if err := emu.Plug(); err != nil {
				t.Fatal(err)
			}
			waitEvent(t, events, 5*time.Second, "reconnection", func(e devices.Event) bool { return e.Kind == devices.Connected })
			waitEvent(t, events, 3*time.Second, "full reading after reconnecting", func(e devices.Event) bool {
				return e.Kind == devices.NewReading && e.Reading.Full && matches(e.Reading, want)
			})
			if proto != devices.Pegasus && proto != devices.EONE {
				if err := w.AskBattery(); err != nil {
					t.Fatal(err)
				}
				b := waitEvent(t, events, 3*time.Second, "battery", func(e devices.Event) bool { return e.Kind == devices.BatteryLevel })
				if proto == devices.SquareOff && b.Battery.Volts != 3.95 || proto != devices.SquareOff && b.Battery.Percent != 87 {
					t.Errorf("battery %+v", b.Battery)
				}
			}
		})
	}
}

// A client that goes (a player's program restarted) and a new one that
// comes: the new one reads the whole board, nothing of it taken by the
// one that went.
func TestLocalClientReplaced(t *testing.T) {
	needsEmulator(t)
	start := notation.NewGame().Start
	sock := filepath.Join(t.TempDir(), "board")
	emu, err := emulator.New(emulator.Options{Protocol: devices.Chessnut, Start: devices.Board(start.Placement()), Link: sock, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	defer emu.Close()
	for i := 0; i < 3; i++ {
		ctx, cancel := context.WithCancel(context.Background())
		w := &devices.Watcher{Path: emu.Path(), Protocol: devices.Chessnut, Retry: 50 * time.Millisecond}
		events := make(chan devices.Event, 64)
		go w.Watch(ctx, events)
		waitEvent(t, events, 5*time.Second, "connection", func(e devices.Event) bool { return e.Kind == devices.Connected })
		waitEvent(t, events, 3*time.Second, "full reading", func(e devices.Event) bool {
			return e.Kind == devices.NewReading && e.Reading.Full && e.Reading.Board == devices.Board(start.Placement())
		})
		cancel()
		for range events {
		}
	}
}
