//go:build unix

package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/cmd/internal/keypad"
	"github.com/rochade/rochade/cmd/internal/ui"
)

// BenchmarkAppliance measures, for each start of rochade appliance (a
// child process of the test binary, built by go test like every other
// child of these tests; settings file with voice = "none", board at a
// path that is not there yet, keypad on a FIFO):
//
//   - ready-ms: from the start of the process to its ready line;
//   - found-ms: from the moment the board emulator's link appears at the
//     configured path (polled every 2 ms) to the line that says the board
//     was found;
//   - key-p50-ms, key-max-ms: from writing a key's input events to the
//     FIFO to reading the menu's line it makes on standard output (40 keys
//     a start: 8 and 2 in the menu, 5 repeats);
//   - saved-ms: from the Enter that chooses a value (announce touched
//     pieces: on) to the line that says it saved, said by the wiring
//     started again with it (the setting applied).
//
// Run it with: go test -run '^$' -bench Appliance -benchtime 5x ./cmd/rochade
func BenchmarkAppliance(b *testing.B) {
	needsEmulator(b)
	en := ui.New(ui.English)
	var ready, found, keys, saved []time.Duration
	for range b.N {
		dir := b.TempDir()
		board := filepath.Join(dir, "board")
		text := "board = \"" + board + "\"\nprotocol = \"dgt\"\nvoice = \"none\"\nlang-ui = \"en\"\n"
		if err := os.WriteFile(filepath.Join(dir, "rochade.toml"), []byte(text), 0o644); err != nil {
			b.Fatal(err)
		}
		start := time.Now()
		ap := startAppliance(b, dir)
		ap.await("the ready line", hasPrefix(en.Sprintf(ui.ApplianceReady)))
		ready = append(ready, time.Since(start))
		ap.await("no board yet", hasPrefix(en.Sprintf(ui.ApplianceNoBoard)))

		emulated := make(chan struct{})
		go func() {
			defer close(emulated)
			emulatorChild(b, "--protocol", "dgt", "--link", board)
		}()
		var appeared time.Time
		for appeared.IsZero() {
			if _, err := os.Lstat(board); err == nil {
				appeared = time.Now()
				break
			}
			time.Sleep(2 * time.Millisecond)
		}
		ap.await("the board found", hasPrefix(strings.TrimSuffix(en.Sprintf(ui.ApplianceBoardFound, ""), ".")))
		found = append(found, time.Since(appeared))
		<-emulated

		ap.press(keypad.KeyKPEnter)
		for i := range 40 {
			code := []uint16{keypad.KeyKP2, keypad.KeyKP8, keypad.KeyKP5}[i%3]
			t0 := time.Now()
			ap.press(code)
			keys = append(keys, time.Since(t0))
		}
		ap.pressUntil(keypad.KeyKP2, en.Sprintf(ui.SettingTouch)+":")
		ap.press(keypad.KeyKP6)
		ap.pressUntil(keypad.KeyKP8, en.Sprintf(ui.ChoiceOn))
		t0 := time.Now()
		if l := ap.press(keypad.KeyKPEnter); l != en.Sprintf(ui.MenuSaved, en.Sprintf(ui.SettingTouch), en.Sprintf(ui.ChoiceOn)) {
			b.Errorf("choosing on says %q", l)
		}
		saved = append(saved, time.Since(t0))
		ap.press(keypad.KeyBackspace)
		if err := ap.stop(); err != nil {
			b.Errorf("the appliance ended with %v", err)
		}
	}
	ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
	slices.Sort(keys)
	b.ReportMetric(ms(slices.Max(ready)), "ready-max-ms")
	b.ReportMetric(ms(slices.Max(found)), "found-max-ms")
	b.ReportMetric(ms(keys[len(keys)/2]), "key-p50-ms")
	b.ReportMetric(ms(keys[len(keys)*99/100]), "key-p99-ms")
	b.ReportMetric(ms(keys[len(keys)-1]), "key-max-ms")
	b.ReportMetric(ms(slices.Max(saved)), "saved-max-ms")
	b.ReportMetric(0, "ns/op")
}
