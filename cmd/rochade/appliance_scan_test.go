//go:build linux

package main

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/rochade/rochade/cmd/internal/keypad"
	"github.com/rochade/rochade/cmd/internal/ui"
)

// The board's submenu finds Bluetooth boards (BlueZ, here python3-
// dbusmock's) and lists each board by its name, not other devices;
// choosing one makes it the board of the settings, with its protocol.
func TestApplianceFindsBluetoothBoard(t *testing.T) {
	conn := mockBluez(t)
	dir := t.TempDir()
	settingsFile := filepath.Join(dir, "rochade.toml")
	if err := os.WriteFile(settingsFile, []byte("# mine\nvoice = \"none\"\nboard = \""+filepath.Join(dir, "none")+"\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	en := ui.New(ui.English)
	ap := startAppliance(t, dir)
	ap.await("the greeting", hasPrefix(en.Sprintf(ui.ApplianceReady)))
	ap.await("no board yet", hasPrefix(en.Sprintf(ui.ApplianceNoBoard)))
	ap.press(keypad.KeyKPEnter)
	ap.pressUntil(keypad.KeyKP2, en.Sprintf(ui.MenuSubmenu, en.Sprintf(ui.MenuBoard)))
	ap.press(keypad.KeyKP6)
	ap.pressUntil(keypad.KeyKP2, en.Sprintf(ui.MenuSubmenu, en.Sprintf(ui.MenuScan)))
	if l := ap.press(keypad.KeyKP6); l != en.Sprintf(ui.MenuScanning) {
		t.Fatalf("the search says %q", l)
	}
	for deadline := time.Now().Add(5 * time.Second); ; {
		v, err := conn.Object("org.bluez", "/org/bluez/hci0").GetProperty("org.bluez.Adapter1.Discovering")
		if err == nil && v.Value().(bool) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no discovery in 5 s; stderr:\n%s", ap.stderr.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
	root := conn.Object("org.bluez", "/")
	for _, d := range [][2]string{{"AA:BB:CC:DD:EE:03", "Kettle"}, {"AA:BB:CC:DD:EE:01", "Chessnut Air"}} {
		if err := root.Call("org.bluez.Mock.AddDevice", 0, "hci0", d[0], d[1]).Err; err != nil {
			t.Fatal(err)
		}
	}
	if l := ap.await("the board found", func(string) bool { return true }); l != "Chessnut Air" {
		t.Errorf("the first item found is %q", l)
	}
	if l := ap.press(keypad.KeyKP2); l != "Chessnut Air" {
		t.Errorf("after the board found comes %q, not the board again (the kettle is no board)", l)
	}
	if l := ap.press(keypad.KeyKPEnter); l != en.Sprintf(ui.MenuSaved, en.Sprintf(ui.SettingBoard), "Chessnut Air") {
		t.Errorf("choosing the board says %q", l)
	}
	if err := ap.stop(); err != nil {
		t.Errorf("the appliance ended with %v", err)
	}
	got, _ := os.ReadFile(settingsFile)
	if want := "# mine\nvoice = \"none\"\nboard = \"ble:AA:BB:CC:DD:EE:01\"\nprotocol = \"chessnut\"\n"; string(got) != want {
		t.Errorf("settings file:\n%s\nwant:\n%s", got, want)
	}
}
