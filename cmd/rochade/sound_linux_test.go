package main

import (
	"bytes"
	"encoding/binary"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
	"github.com/rochade/rochade/voices/speech"
)

// alsaCapture is an ALSA configuration whose default device writes what
// it plays to a file (ALSA's file plugin over its null device): a sound
// device the test can hear.
func alsaCapture(raw string) string {
	return "pcm.!default {\n  type file\n  slave { pcm { type null } }\n  file \"" + raw + "\"\n  format \"raw\"\n}\n"
}

// soundCard reads what a device of alsaCapture plays through a named
// pipe at the pace of a sound card (the null device has none): 16 000
// float samples a second, oto's format on ALSA.
type soundCard struct {
	f    *os.File
	mu   sync.Mutex
	tail []byte // the last bytes heard
	got  chan struct{}
}

const cardRate = 16000 * 4 // bytes a second

func newSoundCard(t *testing.T, fifo string) *soundCard {
	t.Helper()
	if err := mkfifo(fifo); err != nil {
		t.Fatal(err)
	}
	// Read and write: the open does not wait for a writer, and the
	// players that come and go (the probe, then play) bring no end.
	f, err := os.OpenFile(fifo, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	c := &soundCard{f: f, got: make(chan struct{}, 1)}
	t.Cleanup(func() { f.Close() })
	go func() {
		buf := make([]byte, cardRate/16)
		tick := time.NewTicker(time.Second / 16)
		defer tick.Stop()
		for range tick.C {
			n, err := f.Read(buf)
			c.mu.Lock()
			c.tail = append(c.tail, buf[:n]...)
			if len(c.tail) > 10*cardRate {
				c.tail = append([]byte(nil), c.tail[len(c.tail)-5*cardRate:]...)
			}
			c.mu.Unlock()
			select {
			case c.got <- struct{}{}:
			default:
			}
			if err != nil {
				return
			}
		}
	}()
	return c
}

// hears waits until the card has played samples (16-bit, as the voice
// has them), for at most d. A phrase may come with silence in it (the
// sound output's buffer holds 120 ms; a machine under load does not
// always fill it in time): it is heard when nine in ten of its pieces of
// 12.5 ms that are not silence come, in order.
func (c *soundCard) hears(samples []int16, d time.Duration) bool {
	const piece = 200
	var pieces [][]byte
	for i := 0; i+piece <= len(samples); i += piece {
		b := make([]byte, 4*piece)
		silent := true
		for j, s := range samples[i : i+piece] {
			binary.LittleEndian.PutUint32(b[4*j:], math.Float32bits(float32(s)/(1<<15)))
			silent = silent && s == 0
		}
		if !silent {
			pieces = append(pieces, b)
		}
	}
	deadline := time.After(d)
	for {
		c.mu.Lock()
		found, at := 0, 0
		for _, p := range pieces {
			if i := bytes.Index(c.tail[at:], p); i >= 0 {
				found++
				at += i + len(p)
			}
		}
		c.mu.Unlock()
		if found*10 >= len(pieces)*9 {
			return true
		}
		select {
		case <-c.got:
		case <-deadline:
			return false
		}
	}
}

// Issue 29, point 5: no sound device is no reason to stop. play starts
// on a machine whose ALSA has no device (and no PulseAudio), says so in
// one line, follows the whole game with printed lines and the record;
// when a device appears (ALSA's configuration gets one, as when a USB
// headset is plugged in) it says once that the sound is back, the last
// announcement is heard on the device, and every move after it.
func TestPlayWithoutSoundDevice(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	conf := filepath.Join(dir, "asound.conf")
	raw := filepath.Join(dir, "heard.raw")
	card := newSoundCard(t, raw)
	writeFile(t, conf, "pcm.!default { type hw card 97 }\n")
	// The child's sound configuration, in its own environment.
	env := []string{"ALSA_CONFIG_PATH=" + conf, "PULSE_SERVER=unix:" + filepath.Join(dir, "no-pulse")}
	record := filepath.Join(dir, "games.pgn")

	emu := startEmu(t, "--protocol", "dgt", "--speed", "3")
	stderr := &syncBuffer{}
	cmd, in, out := startChildEnv(t, io.MultiWriter(stderr, &testLog{t: t, prefix: "play: "}), env,
		"--lang-ui", "en", "play", "--board", emu.path, "--protocol", "dgt", "--record", record)
	play := &playChild{t: t, cmd: cmd, in: in, lines: readLines(out), stderr: stderr, record: record}
	const waiting = "No sound device could be opened: the game goes on without speech. Plug in headphones, speakers or a USB sound card, or choose a device in the sound settings; the speech starts as soon as one is there."
	const back = "Sound device found: the speech goes on."

	game := readTestGame(t, "../../testdata/appendix-c.pgn")
	var moves []string
	p := game.Start
	for _, m := range game.Moves {
		moves = append(moves, p.SAN(m))
		p.Play(m)
	}
	playMoves(t, emu, play, nil, moves...)
	if g := awaitRecord(t, record, len(moves), 10*time.Second); sans(g) != strings.Join(moves, " ") {
		t.Errorf("recorded %q", sans(g))
	}
	if n := strings.Count(stderr.String(), waiting); n != 1 {
		t.Errorf("the missing device is said %d times:\n%s", n, stderr.String())
	}

	// A device appears.
	writeFile(t, conf, alsaCapture(raw))
	start := time.Now()
	for !strings.Contains(stderr.String(), back) {
		if time.Since(start) > 2*speech.DeviceRetry+5*time.Second {
			t.Fatalf("no %q %v after the device appeared:\n%s", back, time.Since(start), stderr.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Logf("the device was found %v after it appeared", time.Since(start).Round(time.Millisecond))

	// The last announcement is heard on it, and the moves after it.
	sp, err := speech.LoadSpeakers(speech.Options{Voice: "default", Gap: defaultGap, Pause: defaultPause, Speed: 1, Volume: 1})
	if err != nil {
		t.Fatal(err)
	}
	heard := func(what string, side notation.Color, words ...phonetic.Token) {
		t.Helper()
		ph, err := sp.Phrase(side, words)
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		if !card.hears(ph.AppendSamples(nil), 15*time.Second) {
			t.Fatalf("%s (%d samples) was not heard on the device", what, ph.Len)
		}
		t.Logf("%s heard on the device after %v", what, time.Since(start).Round(time.Millisecond))
	}
	heard("the last announcement", notation.White, phonetic.King, phonetic.FileB, phonetic.Rank1)
	emu.do("move h6")
	play.await("Hector sechs")
	heard("the move after", notation.Black, phonetic.FileH, phonetic.Rank6)
	if strings.Count(stderr.String(), back) != 1 {
		t.Errorf("the sound is said to be back %d times", strings.Count(stderr.String(), back))
	}
	play.stop(syscall.SIGTERM)
}
