package live

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"time"
)

// A process can make one sound context only, and a context that could
// not open a device stays without one (oto's rule). So that a device
// plugged in later can still be used, Probe asks a child process (this
// program, started again with probeEnv set) to open the device and end
// at once; only when it could does the caller Open the device itself.

// probeEnv makes a process a probe of the sound device at the sample
// rate it holds: the process opens the device, reports, and ends before
// anything else runs (see init).
const probeEnv = "ROCHADE_SOUND_PROBE"

// probeExit is the exit status of a probe that found no device; its
// standard output then holds the sound system's reason.
const probeExit = 3

func init() {
	if v := os.Getenv(probeEnv); v != "" {
		os.Exit(runProbe(v))
	}
}

// runProbe is a probe's whole life. It ends within probeWait whatever
// happens: a probe whose parent is gone, or whose device hangs, never
// goes on writing to a device (on Linux the kernel also kills it when
// its parent ends: see Probe).
func runProbe(rate string) int {
	time.AfterFunc(probeWait, func() { os.Exit(probeExit) })
	r, err := strconv.Atoi(rate)
	if err != nil || r <= 0 {
		fmt.Printf("bad sample rate %q\n", rate)
		return probeExit
	}
	if _, err := otoContext(context.Background(), r); err != nil {
		if cause := Cause(err); cause != nil {
			err = cause
		}
		fmt.Println(err)
		return probeExit
	}
	return 0
}

// probeWait bounds a probe: its own OpenTimeout and the start of a
// process.
const probeWait = OpenTimeout + 3*time.Second

// Probe tells whether a sound device can be opened now at rate, without
// opening one in this process: nil if it can, an error that
// errors.Is(err, ErrNoDevice) if not (Cause gives the sound system's
// reason), ctx's error if ctx ends first.
func Probe(ctx context.Context, rate int) error {
	exe, err := os.Executable()
	if _, serr := os.Stat(exe); (err != nil || serr != nil) && runtime.GOOS == "linux" {
		// The program was replaced while it ran (an update of a
		// service that runs for weeks): Linux still has it.
		exe, err = "/proc/self/exe", nil
	}
	if err != nil {
		return &noDeviceError{fmt.Errorf("live: cannot start a probe: %w", err)}
	}
	pctx, cancel := context.WithTimeout(ctx, probeWait)
	defer cancel()
	cmd := exec.CommandContext(pctx, exe)
	cmd.Env = append(os.Environ(), probeEnv+"="+strconv.Itoa(rate))
	cmd.Stdin = nil
	cmd.Stderr = nil
	cmd.SysProcAttr = tiedToParent()
	// The kernel kills the probe when the thread that started it ends
	// (not the process: https://go.dev/issue/27505); Go ends a thread
	// while the process lives only when a goroutine locked to it returns
	// locked. Holding this goroutine's thread until the probe has ended
	// keeps the two together.
	runtime.LockOSThread()
	out, err := cmd.Output()
	runtime.UnlockOSThread()
	var ee *exec.ExitError
	switch {
	case err == nil:
		return nil
	case ctx.Err() != nil:
		return ctx.Err()
	case errors.As(err, &ee) && ee.ExitCode() == probeExit:
		return &noDeviceError{errors.New(strings.TrimSpace(string(out)))}
	case pctx.Err() != nil:
		return &noDeviceError{fmt.Errorf("live: no answer within %v", OpenTimeout)}
	}
	return &noDeviceError{fmt.Errorf("live: probe: %w", err)}
}
