//go:build linux

package main

import (
	"bufio"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/godbus/dbus/v5"

	"github.com/rochade/rochade/cmd/internal/tether"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/devices"
)

// mockBluez starts a private bus for the system bus, with
// python3-dbusmock's bluez5 template and one adapter on it.
func mockBluez(t *testing.T) *dbus.Conn {
	t.Helper()
	if err := exec.Command("/usr/bin/python3", "-c", "import dbusmock").Run(); err != nil {
		t.Fatalf("python3-dbusmock is missing (make deps installs it): %v", err)
	}
	bus := exec.Command("dbus-daemon", "--session", "--print-address=1", "--nofork", "--nopidfile")
	out, err := bus.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := tether.Start(bus); err != nil {
		t.Fatalf("dbus-daemon (make deps installs dbus): %v", err)
	}
	t.Cleanup(func() { bus.Process.Kill(); bus.Wait() })
	addr, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		t.Fatal(err)
	}
	addr = strings.TrimSpace(addr)
	t.Setenv("DBUS_SYSTEM_BUS_ADDRESS", addr)
	mock := exec.Command("/usr/bin/python3", "-m", "dbusmock", "--system", "--template", "bluez5")
	if err := tether.Start(mock); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { mock.Process.Kill(); mock.Wait() })
	conn, err := dbus.Connect(addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	for deadline := time.Now().Add(10 * time.Second); ; {
		var has bool
		if conn.BusObject().Call("org.freedesktop.DBus.NameHasOwner", 0, "org.bluez").Store(&has) == nil && has {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the BlueZ mock did not start in 10 s")
		}
		time.Sleep(50 * time.Millisecond)
	}
	if err := conn.Object("org.bluez", "/").Call("org.bluez.Mock.AddAdapter", 0, "hci0", "rochade-test").Err; err != nil {
		t.Fatal(err)
	}
	return conn
}

// board scan prints one line while it looks, then each device once as it
// is seen: name, kind, address and signal strength; Ctrl+C ends it within
// a second.
func TestBoardScan(t *testing.T) {
	conn := mockBluez(t)
	stderr := &syncBuffer{}
	cmd, _, out := startChild(t, stderr, "--lang-ui", "en", "board", "scan", "--wait", "20s")
	lines := readLines(out)
	for deadline := time.Now().Add(10 * time.Second); ; {
		v, err := conn.Object("org.bluez", "/org/bluez/hci0").GetProperty("org.bluez.Adapter1.Discovering")
		if err == nil && v.Value().(bool) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no discovery in 10 s; scan said %q", stderr.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
	root := conn.Object("org.bluez", "/")
	for _, d := range [][2]string{{"AA:BB:CC:DD:EE:01", "Chessnut Air"}, {"AA:BB:CC:DD:EE:02", "Square Off Neo - 1A2"}, {"AA:BB:CC:DD:EE:03", "Kettle"}} {
		if err := root.Call("org.bluez.Mock.AddDevice", 0, "hci0", d[0], d[1]).Err; err != nil {
			t.Fatal(err)
		}
	}
	want := map[string]bool{
		`"Chessnut Air", chessnut, AA:BB:CC:DD:EE:01, -79 dBm`:          true,
		`"Square Off Neo - 1A2", squareoff, AA:BB:CC:DD:EE:02, -79 dBm`: true,
		`"Kettle", no known board, AA:BB:CC:DD:EE:03, -79 dBm`:          true,
	}
	for len(want) > 0 {
		select {
		case l := <-lines:
			if !want[l] {
				t.Errorf("scan printed %q", l)
			}
			delete(want, l)
		case <-time.After(10 * time.Second):
			t.Fatalf("scan did not print %v", want)
		}
	}
	if !strings.HasPrefix(stderr.String(), "Looking for Bluetooth boards for 20 seconds; Ctrl+C ends.\n") {
		t.Errorf("scan said %q while looking", stderr.String())
	}
	sent := time.Now()
	if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	if err := cmd.Wait(); err != nil {
		t.Errorf("scan after Ctrl+C: %v", err)
	}
	if d := time.Since(sent); d > time.Second {
		t.Errorf("scan took %v to end after Ctrl+C", d)
	}
}

// The errors of the transports are sentences of the run's language; a
// build without Bluetooth LE says so in one.
func TestLinkErrorsSaid(t *testing.T) {
	p := ui.New(ui.English)
	for _, c := range []struct {
		err  error
		want string
	}{
		{&devices.UnavailableError{Transport: devices.BLE, NeedsCgo: true, OS: "darwin"}, "Bluetooth LE is not available in this build for macOS: it needs a build with cgo on that system (see the README)."},
		{&devices.NeedsProtocolError{Address: devices.Address{Transport: devices.Local, Target: "/tmp/b"}}, "Name the protocol of the board at unix:/tmp/b with --protocol."},
		{&devices.LinkError{Address: devices.Address{Transport: devices.BLE, Target: "Chessnut"}, Err: &devices.TransportError{Op: "connect", Problem: devices.TransportTimedOut}}, "No link to the board at ble:Chessnut: the board did not answer in time."},
	} {
		if got := p.Say(c.err); got != c.want {
			t.Errorf("%v: %q, want %q", c.err, got, c.want)
		}
	}
	_, err := devices.ParseAddress("rfcomm:00:11:22")
	if got := p.Say(err); got != "rfcomm:00:11:22 is no Bluetooth address: give six hex pairs, such as rfcomm:00:11:22:33:44:55." {
		t.Errorf("bad address: %q", got)
	}
}
