//go:build linux

package devices_test

import (
	"bufio"
	"context"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/godbus/dbus/v5"

	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/chessnut"
	"github.com/rochade/rochade/devices/gatt"
	"github.com/rochade/rochade/notation"
)

// The BlueZ path, against a stand-in for BlueZ: python3-dbusmock's bluez5
// template on a private bus that stands for the system bus. The template
// has adapters and devices but no GATT objects: the test adds the
// Chessnut's services and characteristics with dbusmock's AddObject,
// makes Connect and Disconnect set the device's Connected property, and
// plays the board: what Rochade writes is read back from the write
// characteristic, the board's notifications are property changes of its
// characteristics' Value, as BlueZ sends them.

const (
	mockIface   = "org.freedesktop.DBus.Mock"
	bluezMock   = "org.bluez.Mock"
	deviceIface = "org.bluez.Device1"
	charIface   = "org.bluez.GattCharacteristic1"
	serviceIfc  = "org.bluez.GattService1"
	boardMAC    = "12:34:56:78:9A:BC"
)

// privateBluez starts a bus and the mock on it, and points the system
// bus at it.
func privateBluez(t *testing.T) *dbus.Conn {
	t.Helper()
	for _, p := range []string{"dbus-daemon", "/usr/bin/python3"} {
		if _, err := exec.LookPath(p); err != nil {
			t.Fatalf("%s is missing (make deps installs dbus and python3-dbusmock): %v", p, err)
		}
	}
	if err := exec.Command("/usr/bin/python3", "-c", "import dbusmock").Run(); err != nil {
		t.Fatalf("python3-dbusmock is missing (make deps installs it): %v", err)
	}
	bus := exec.Command("dbus-daemon", "--session", "--print-address=1", "--nofork", "--nopidfile")
	bus.SysProcAttr = tiedToTest()
	out, err := bus.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := bus.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { bus.Process.Kill(); bus.Wait() })
	addr, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		t.Fatalf("dbus-daemon gave no address: %v", err)
	}
	addr = strings.TrimSpace(addr)
	t.Setenv("DBUS_SYSTEM_BUS_ADDRESS", addr)
	mock := exec.Command("/usr/bin/python3", "-m", "dbusmock", "--system", "--template", "bluez5")
	mock.Env = append(os.Environ(), "DBUS_SYSTEM_BUS_ADDRESS="+addr)
	mock.Stderr = &testWriter{t: t}
	mock.SysProcAttr = tiedToTest()
	if err := mock.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { mock.Process.Kill(); mock.Wait() })
	conn, err := dbus.Connect(addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	// Wait for the mock to own org.bluez.
	deadline := time.Now().Add(10 * time.Second)
	for {
		var has bool
		if err := conn.BusObject().Call("org.freedesktop.DBus.NameHasOwner", 0, "org.bluez").Store(&has); err == nil && has {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the BlueZ mock did not start in 10 s")
		}
		time.Sleep(50 * time.Millisecond)
	}
	if err := conn.Object("org.bluez", "/").Call(bluezMock+".AddAdapter", 0, "hci0", "rochade-test").Err; err != nil {
		t.Fatalf("AddAdapter: %v", err)
	}
	return conn
}

type testWriter struct{ t *testing.T }

func (w *testWriter) Write(p []byte) (int, error) {
	w.t.Logf("dbusmock: %s", strings.TrimSpace(string(p)))
	return len(p), nil
}

type method struct{ Name, In, Out, Code string }

// addChessnut adds the board, its GATT services and characteristics,
// and a Connect and Disconnect that say so in the Connected property.
func addChessnut(t *testing.T, conn *dbus.Conn) dbus.ObjectPath {
	t.Helper()
	var dev dbus.ObjectPath
	root := conn.Object("org.bluez", "/")
	var p string
	if err := root.Call(bluezMock+".AddDevice", 0, "hci0", boardMAC, "Chessnut Air").Store(&p); err != nil {
		t.Fatalf("AddDevice: %v", err)
	}
	dev = dbus.ObjectPath(p)
	devObj := conn.Object("org.bluez", dev)
	for _, m := range []method{
		{"Connect", "", "", "self.UpdateProperties('org.bluez.Device1', {'Connected': dbus.Boolean(True, variant_level=1)})"},
		{"Disconnect", "", "", "self.UpdateProperties('org.bluez.Device1', {'Connected': dbus.Boolean(False, variant_level=1)})"},
	} {
		if err := devObj.Call(mockIface+".AddMethod", 0, deviceIface, m.Name, m.In, m.Out, m.Code).Err; err != nil {
			t.Fatalf("AddMethod %s: %v", m.Name, err)
		}
	}
	addObj := func(path dbus.ObjectPath, iface string, props map[string]dbus.Variant, methods []method) {
		t.Helper()
		if err := root.Call(mockIface+".AddObject", 0, path, iface, props, methods).Err; err != nil {
			t.Fatalf("AddObject %s: %v", path, err)
		}
	}
	services := []struct {
		uuid  gatt.UUID
		chars []gatt.UUID
	}{
		{chessnut.FENService, []gatt.UUID{chessnut.FEN}},
		{chessnut.OpService, []gatt.UUID{chessnut.OpWrite, chessnut.OpNotify}},
	}
	n := 1
	for si, s := range services {
		sp := dbus.ObjectPath(string(dev) + "/service" + string(rune('a'+si)) + "000")
		addObj(sp, serviceIfc, map[string]dbus.Variant{
			"UUID": dbus.MakeVariant(s.uuid.String()), "Primary": dbus.MakeVariant(true), "Device": dbus.MakeVariant(dev),
		}, nil)
		for _, c := range s.chars {
			cp := dbus.ObjectPath(string(sp) + "/char" + string(rune('0'+n)) + "000")
			n++
			flags := []string{"notify"}
			if c == chessnut.OpWrite {
				flags = []string{"write", "write-without-response"}
			}
			addObj(cp, charIface, map[string]dbus.Variant{
				"UUID": dbus.MakeVariant(c.String()), "Service": dbus.MakeVariant(sp),
				"Flags": dbus.MakeVariant(flags), "Value": dbus.MakeVariant([]byte{}), "Notifying": dbus.MakeVariant(false),
			}, []method{
				{"StartNotify", "", "", "self.UpdateProperties('org.bluez.GattCharacteristic1', {'Notifying': dbus.Boolean(True, variant_level=1)})"},
				{"StopNotify", "", "", "self.UpdateProperties('org.bluez.GattCharacteristic1', {'Notifying': dbus.Boolean(False, variant_level=1)})"},
				// A write is kept in Value, where the test reads it.
				{"WriteValue", "aya{sv}", "", "self.props['org.bluez.GattCharacteristic1']['Value'] = dbus.Array(args[0], signature='y')"},
				{"ReadValue", "a{sv}", "ay", "ret = self.props['org.bluez.GattCharacteristic1']['Value']"},
			})
		}
	}
	if err := devObj.Call(mockIface+".UpdateProperties", 0, deviceIface, map[string]dbus.Variant{"ServicesResolved": dbus.MakeVariant(true)}).Err; err != nil {
		t.Fatal(err)
	}
	return dev
}

// charPath finds the object of a characteristic.
func charPath(t *testing.T, conn *dbus.Conn, u gatt.UUID) dbus.ObjectPath {
	t.Helper()
	var objs map[dbus.ObjectPath]map[string]map[string]dbus.Variant
	if err := conn.Object("org.bluez", "/").Call("org.freedesktop.DBus.ObjectManager.GetManagedObjects", 0).Store(&objs); err != nil {
		t.Fatal(err)
	}
	for p, ifs := range objs {
		if c, ok := ifs[charIface]; ok && c["UUID"].Value().(string) == u.String() {
			return p
		}
	}
	t.Fatalf("no characteristic %s", u)
	return ""
}

func waitDiscovering(t *testing.T, conn *dbus.Conn) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		v, err := conn.Object("org.bluez", "/org/bluez/hci0").GetProperty("org.bluez.Adapter1.Discovering")
		if err == nil && v.Value().(bool) {
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatal("no discovery started in 10 s")
}

func TestBlueZChessnut(t *testing.T) {
	conn := privateBluez(t)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()

	// Discovery: the scan names the board, its kind, address and
	// signal strength (the mock's RSSI is -79).
	found := make(chan devices.Found, 8)
	scanCtx, stopScan := context.WithCancel(ctx)
	scanDone := make(chan error, 1)
	go func() { scanDone <- devices.ScanBLE(scanCtx, func(f devices.Found) { found <- f }) }()
	waitDiscovering(t, conn)
	dev := addChessnut(t, conn)
	select {
	case f := <-found:
		if f.Name != "Chessnut Air" || f.Protocol != devices.Chessnut || f.Address != boardMAC || f.RSSI != -79 {
			t.Errorf("scan found %+v", f)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the scan found nothing in 10 s")
	}
	stopped := time.Now()
	stopScan()
	<-scanDone
	if d := time.Since(stopped); d > time.Second {
		t.Errorf("the scan took %v to stop", d)
	}

	// Connect by name, protocol found by the name.
	w := &devices.Watcher{Path: "ble:Chessnut", Retry: 100 * time.Millisecond}
	events := make(chan devices.Event, 64)
	go w.Watch(ctx, events)
	// The board's device is known from the scan; a new scan finds it
	// again when its properties change.
	waitDiscovering(t, conn)
	devObj := conn.Object("org.bluez", dev)
	if err := devObj.Call(mockIface+".UpdateProperties", 0, deviceIface, map[string]dbus.Variant{"RSSI": dbus.MakeVariant(int16(-60))}).Err; err != nil {
		t.Fatal(err)
	}
	// A written command: real-time mode on.
	write := conn.Object("org.bluez", charPath(t, conn, chessnut.OpWrite))
	deadline := time.Now().Add(15 * time.Second)
	for {
		v, err := write.GetProperty(charIface + ".Value")
		if err == nil && string(v.Value().([]byte)) == string(chessnut.CmdRealtime) {
			break
		}
		if time.Now().After(deadline) {
			for len(events) > 0 {
				e := <-events
				t.Logf("event %v %v", e.Kind, e.Err)
			}
			t.Fatalf("no 21 01 00 written in 15 s (last %v, %v)", v, err)
		}
		time.Sleep(20 * time.Millisecond)
	}
	// Notifications on, and the board's position in two of them (the
	// default ATT MTU carries 20 bytes).
	fen := conn.Object("org.bluez", charPath(t, conn, chessnut.FEN))
	if v, err := fen.GetProperty(charIface + ".Notifying"); err != nil || !v.Value().(bool) {
		t.Fatalf("notifications not on: %v %v", v, err)
	}
	start := notation.StartPosition()
	b := start.Placement()
	frame := chessnut.PositionFrame(&b)
	notify := func(part []byte) {
		t.Helper()
		if err := fen.Call(mockIface+".UpdateProperties", 0, charIface, map[string]dbus.Variant{"Value": dbus.MakeVariant(part)}).Err; err != nil {
			t.Fatal(err)
		}
	}
	notify(frame[:20])
	notify(frame[20:])
	got := func(what string, ok func(devices.Event) bool) devices.Event {
		t.Helper()
		for {
			select {
			case e := <-events:
				if ok(e) {
					return e
				}
				t.Logf("event %v %v", e.Kind, e.Err)
			case <-time.After(10 * time.Second):
				t.Fatalf("no %s in 10 s", what)
			}
		}
	}
	c := got("connection", func(e devices.Event) bool { return e.Kind == devices.Connected })
	if c.Info.Protocol != devices.Chessnut || c.Info.Path != "ble:Chessnut" {
		t.Errorf("connected: %+v", c.Info)
	}
	got("the whole board", func(e devices.Event) bool {
		return e.Kind == devices.NewReading && e.Reading.Full && [64]notation.Piece(e.Reading.Board) == b
	})
	// A notification feeds the driver: 1.e4.
	b[notation.Sq(4, 1)], b[notation.Sq(4, 3)] = notation.NoPiece, notation.MakePiece(notation.White, notation.Pawn)
	frame = chessnut.PositionFrame(&b)
	notify(frame[:20])
	notify(frame[20:])
	got("1.e4", func(e devices.Event) bool {
		return e.Kind == devices.NewReading && [64]notation.Piece(e.Reading.Board) == b
	})
	// The battery, asked on the operation characteristic.
	if err := w.AskBattery(); err != nil {
		t.Fatal(err)
	}
	deadline = time.Now().Add(5 * time.Second)
	for {
		v, err := write.GetProperty(charIface + ".Value")
		if err == nil && string(v.Value().([]byte)) == string(chessnut.CmdBattery) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("no 29 01 00 written")
		}
		time.Sleep(20 * time.Millisecond)
	}
	op := conn.Object("org.bluez", charPath(t, conn, chessnut.OpNotify))
	if err := op.Call(mockIface+".UpdateProperties", 0, charIface, map[string]dbus.Variant{"Value": dbus.MakeVariant(chessnut.BatteryFrame(64, true))}).Err; err != nil {
		t.Fatal(err)
	}
	bat := got("the battery", func(e devices.Event) bool { return e.Kind == devices.BatteryLevel })
	if bat.Battery.Percent != 64 || !bat.Battery.Charging {
		t.Errorf("battery %+v", bat.Battery)
	}
	// The board goes away: the link is lost, as a pulled cable.
	if err := devObj.Call(mockIface+".UpdateProperties", 0, deviceIface, map[string]dbus.Variant{"Connected": dbus.MakeVariant(false)}).Err; err != nil {
		t.Fatal(err)
	}
	got("the link lost", func(e devices.Event) bool { return e.Kind == devices.Disconnected })

	// Reconnected as after a pulled cable: the board is looked for and
	// connected again, and read whole.
	waitDiscovering(t, conn)
	if err := devObj.Call(mockIface+".UpdateProperties", 0, deviceIface, map[string]dbus.Variant{"RSSI": dbus.MakeVariant(int16(-58))}).Err; err != nil {
		t.Fatal(err)
	}
	awaitWrite := func(want []byte) {
		t.Helper()
		deadline := time.Now().Add(15 * time.Second)
		for {
			v, err := write.GetProperty(charIface + ".Value")
			if err == nil && string(v.Value().([]byte)) == string(want) {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("no % x written in 15 s", want)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	awaitWrite(chessnut.CmdRealtime)
	notify(frame[:20])
	notify(frame[20:])
	got("the connection again", func(e devices.Event) bool { return e.Kind == devices.Connected })
	got("the whole board again", func(e devices.Event) bool {
		return e.Kind == devices.NewReading && e.Reading.Full && [64]notation.Piece(e.Reading.Board) == b
	})
	cancel()

	// --board auto: no serial port holds a board here, so the known
	// boards in Bluetooth reach are looked for.
	if err := devObj.Call(mockIface+".UpdateProperties", 0, deviceIface, map[string]dbus.Variant{"Connected": dbus.MakeVariant(false)}).Err; err != nil {
		t.Fatal(err)
	}
	if err := write.Call(mockIface+".UpdateProperties", 0, charIface, map[string]dbus.Variant{"Value": dbus.MakeVariant([]byte{})}).Err; err != nil {
		t.Fatal(err)
	}
	ctx, cancel = context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	auto := &devices.Watcher{Path: "auto", Retry: 100 * time.Millisecond}
	events = make(chan devices.Event, 64)
	go auto.Watch(ctx, events)
	waitDiscovering(t, conn)
	if err := devObj.Call(mockIface+".UpdateProperties", 0, deviceIface, map[string]dbus.Variant{"RSSI": dbus.MakeVariant(int16(-57))}).Err; err != nil {
		t.Fatal(err)
	}
	awaitWrite(chessnut.CmdRealtime)
	notify(frame[:20])
	notify(frame[20:])
	c = got("a board found by itself", func(e devices.Event) bool { return e.Kind == devices.Connected })
	if c.Info.Protocol != devices.Chessnut || c.Info.Path != "ble:"+boardMAC {
		t.Errorf("auto connected: %+v", c.Info)
	}
}

// tiedToTest makes the kernel kill a daemon of the test when the test
// binary ends, even when it is killed: no bus outlives its test.
func tiedToTest() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
