package live

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/phonetic"
	"github.com/rochade/rochade/voices"
)

// The process can open only one sound context, so each case runs in a
// child process of the test binary, chosen by this variable.
const childEnv = "ROCHADE_LIVE_CHILD"

func TestMain(m *testing.M) {
	switch os.Getenv(childEnv) {
	case "play":
		os.Exit(childPlay())
	case "nodevice":
		os.Exit(childNoDevice())
	case "appear":
		os.Exit(childAppear())
	case "replaced":
		os.Exit(childReplaced())
	}
	os.Exit(m.Run())
}

// alsaEnv returns the environment for a child whose ALSA default device
// is described by conf and that finds no PulseAudio server.
func alsaEnv(t *testing.T, child, conf string) []string {
	dir := t.TempDir()
	p := filepath.Join(dir, "asound.conf")
	if err := os.WriteFile(p, []byte(conf), 0o644); err != nil {
		t.Fatal(err)
	}
	return append(os.Environ(),
		childEnv+"="+child,
		"ALSA_CONFIG_PATH="+p,
		"PULSE_SERVER=unix:"+filepath.Join(dir, "no-pulse-here"),
	)
}

func runChild(t *testing.T, env []string) (string, time.Duration, error) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = env
	cmd.SysProcAttr = tiedToParent()
	start := time.Now()
	out, err := cmd.CombinedOutput()
	return string(out), time.Since(start), err
}

// TestPlaysOnALSANullDevice plays a phrase through the real oto player
// into ALSA's null device and checks that every sample was taken.
func TestPlaysOnALSANullDevice(t *testing.T) {
	out, took, err := runChild(t, alsaEnv(t, "play", "pcm.!default { type null }\n"))
	if err != nil {
		t.Fatalf("child failed after %v: %v\n%s", took, err, out)
	}
	if !strings.Contains(out, "played all") {
		t.Fatalf("child output: %s", out)
	}
	t.Logf("%s (%v)", strings.TrimSpace(out), took)
}

func childPlay() int {
	pack, err := voices.Default()
	if err != nil {
		println(err.Error())
		return 1
	}
	v, err := voices.Prepare(pack, pack.Rate(), 1, 1)
	if err != nil {
		println(err.Error())
		return 1
	}
	q := voices.NewQueue(voices.Samples(300*time.Millisecond, v.Rate()))
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	o, err := Open(ctx, q, v.Rate())
	if err != nil {
		println("open:", err.Error(), Cause(err))
		return 1
	}
	var ph voices.Phrase
	if err := v.Append(&ph, []phonetic.Token{phonetic.Knight, phonetic.FileF, phonetic.Rank3}, voices.Samples(80*time.Millisecond, v.Rate())); err != nil {
		println(err.Error())
		return 1
	}
	q.Add(&ph)
	q.Add(&ph)
	if err := o.Wait(ctx); err != nil {
		println("wait:", err.Error())
		return 1
	}
	want := int64(2*ph.Len + voices.Samples(300*time.Millisecond, v.Rate()))
	if got := q.Played(); got != want {
		println("played", got, "samples, want", want)
		return 1
	}
	if err := o.Close(); err != nil {
		println("close:", err.Error())
		return 1
	}
	println("played all", want, "samples")
	return 0
}

// TestNoDeviceFailsFast points ALSA at a sound card that does not exist
// and PulseAudio at no server: Open must fail within OpenTimeout with
// the one-sentence message.
func TestNoDeviceFailsFast(t *testing.T) {
	out, took, err := runChild(t, alsaEnv(t, "nodevice", "pcm.!default { type hw card 97 }\n"))
	if err != nil {
		t.Fatalf("child failed after %v: %v\n%s", took, err, out)
	}
	if took > OpenTimeout+time.Second {
		t.Fatalf("the child took %v to give up", took)
	}
	if !strings.Contains(out, "live: no sound device") {
		t.Fatalf("child output: %s", out)
	}
	if strings.Contains(out, "ALSA lib") {
		t.Fatalf("libasound printed its own lines:\n%s", out)
	}
	t.Logf("%s (%v)", strings.TrimSpace(out), took)
}

func childNoDevice() int {
	q := voices.NewQueue(0)
	start := time.Now()
	_, err := Open(context.Background(), q, 16000)
	if err == nil {
		println("opened a device that should not exist")
		return 1
	}
	if !errors.Is(err, ErrNoDevice) {
		println("wrong error:", err.Error())
		return 1
	}
	if d := time.Since(start); d > OpenTimeout+200*time.Millisecond {
		println("took", d.String())
		return 1
	}
	println(err.Error())
	println("cause:", Cause(err).Error())
	return 0
}

// TestSilentServerTimesOut gives the child a PulseAudio "server" that
// accepts the connection and never answers: Open must still give up
// within OpenTimeout instead of waiting for ever.
func TestSilentServerTimesOut(t *testing.T) {
	sock := filepath.Join(t.TempDir(), "silent-pulse")
	l, err := net.Listen("unix", sock)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			defer c.Close() // hold the connection open, say nothing
		}
	}()
	env := append(alsaEnv(t, "nodevice", "pcm.!default { type hw card 97 }\n"), "PULSE_SERVER=unix:"+sock)
	out, took, err := runChild(t, env)
	if err != nil {
		t.Fatalf("child failed after %v: %v\n%s", took, err, out)
	}
	if took > OpenTimeout+time.Second {
		t.Fatalf("the child gave up after %v; want at most %v", took, OpenTimeout)
	}
	if !strings.Contains(out, "live: no sound device") {
		t.Fatalf("child output: %s", out)
	}
	t.Logf("%s (%v)", strings.TrimSpace(out), took)
}

// TestProbeThenDeviceAppears starts with no sound device: Probe says so,
// with the sound system's reason, and leaves the process free to open a
// device later; once ALSA's configuration has one (a USB headset plugged
// in), Probe finds it and Open plays on it.
func TestProbeThenDeviceAppears(t *testing.T) {
	env := alsaEnv(t, "appear", "pcm.!default { type hw card 97 }\n")
	out, took, err := runChild(t, env)
	if err != nil {
		t.Fatalf("child failed after %v: %v\n%s", took, err, out)
	}
	if !strings.Contains(out, "played all") || !strings.Contains(out, "no device:") {
		t.Fatalf("child output: %s", out)
	}
	t.Logf("%s (%v)", strings.TrimSpace(out), took)
}

func childAppear() int {
	conf := os.Getenv("ALSA_CONFIG_PATH")
	start := time.Now()
	err := Probe(context.Background(), 16000)
	if !errors.Is(err, ErrNoDevice) || Cause(err) == nil || Cause(err).Error() == "" {
		println("probe without a device:", fmt.Sprint(err))
		return 1
	}
	println("no device:", Cause(err).Error(), time.Since(start).String())
	if err := os.WriteFile(conf, []byte("pcm.!default { type null }\n"), 0o644); err != nil {
		println(err.Error())
		return 1
	}
	start = time.Now()
	if err := Probe(context.Background(), 16000); err != nil {
		println("probe with a device:", err.Error())
		return 1
	}
	println("device found by the probe in", time.Since(start).String())
	return childPlay()
}

func childReplaced() int {
	if err := os.Remove(os.Args[0]); err != nil {
		println(err.Error())
		return 1
	}
	if err := Probe(context.Background(), 16000); err != nil {
		println("probe:", err.Error())
		return 1
	}
	println("probe found the device")
	return 0
}
