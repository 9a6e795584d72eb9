package devices

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestComparePorts(t *testing.T) {
	got := []string{"COM10", "/dev/ttyACM10", "COM3", "/dev/ttyUSB0", "/dev/ttyACM2", "COM1", "/dev/cu.usbmodem14101", "/dev/cu.usbmodem101", "/dev/rfcomm0", "COM"}
	slices.SortFunc(got, comparePorts)
	want := []string{"/dev/cu.usbmodem101", "/dev/cu.usbmodem14101", "/dev/rfcomm0", "/dev/ttyACM2", "/dev/ttyACM10", "/dev/ttyUSB0", "COM", "COM1", "COM3", "COM10"}
	if !slices.Equal(got, want) {
		t.Fatalf("port order\n got %q\nwant %q", got, want)
	}
}

func TestGlobPorts(t *testing.T) {
	dir := t.TempDir()
	for _, n := range []string{"cu.usbmodem2", "cu.usbmodem10", "cu.usbserial-1", "cu.DGT_BT", "cu.Bluetooth-Incoming-Port", "tty.usbmodem2"} {
		if err := os.WriteFile(filepath.Join(dir, n), nil, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	skip := func(p string) bool { return strings.HasSuffix(p, "Bluetooth-Incoming-Port") }
	got := globPorts(skip, filepath.Join(dir, "cu.usbmodem*"), filepath.Join(dir, "cu.usbserial*"), filepath.Join(dir, "cu.*"))
	for i := range got {
		got[i] = filepath.Base(got[i])
	}
	// Each pattern's matches in port order, patterns in turn; names may
	// repeat across patterns (Candidates keeps the first).
	want := []string{"cu.usbmodem2", "cu.usbmodem10", "cu.usbserial-1",
		"cu.DGT_BT", "cu.usbmodem2", "cu.usbmodem10", "cu.usbserial-1"}
	if !slices.Equal(got, want) {
		t.Fatalf("globPorts\n got %q\nwant %q", got, want)
	}
}
