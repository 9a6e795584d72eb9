package keypad

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"
)

// Device is a keypad found or gone.
type Device struct {
	Path string
	Name string // the device's own name, as the kernel gives it ("" for a FIFO)
	Gone bool
}

// Fact names the message of the event: the keypad by its name, else its
// path.
func (d *Device) Fact() (string, []any) {
	name := d.Name
	if name == "" {
		name = d.Path
	}
	if d.Gone {
		return "keypad-gone", []any{name}
	}
	return "keypad-found", []any{name}
}

// Input is what a Watcher sends: a key event, a keypad found or gone, or
// a device that has keypad keys but cannot be used.
type Input struct {
	Key    Event
	Device *Device // a keypad found or gone
	Err    error   // *OpenError: said once per device until it changes
}

// OpenError says that a keypad cannot be opened or taken (permission:
// the user is not in the input group; busy: another program took it).
type OpenError struct {
	Path string
	Err  error
}

func (e *OpenError) Error() string { return "keypad " + e.Path + ": " + e.Err.Error() }
func (e *OpenError) Unwrap() error { return e.Err }

// Fact names the message of the error.
func (e *OpenError) Fact() (string, []any) {
	if e.Err == ErrNotKeypad {
		return "keypad-not-keypad", []any{e.Path}
	}
	return "keypad-open-failed", []any{e.Path, e.Err}
}

// UnsupportedError says that this system has no Linux input devices:
// the keys are read from the terminal.
type UnsupportedError struct {
	OS string
}

func (e *UnsupportedError) Error() string {
	return "keypad: input devices are read on Linux, not on " + e.OS
}

// Fact names the message of the error.
func (e *UnsupportedError) Fact() (string, []any) { return "keypad-unsupported", []any{e.OS} }

// ErrNotKeypad is the reason of a device named with --keypad that has no
// keypad keys.
var ErrNotKeypad error = &notKeypad{}

type notKeypad struct{}

func (*notKeypad) Error() string         { return "no keypad keys" }
func (*notKeypad) Fact() (string, []any) { return "keypad-no-keys", nil }

// DevInput is where Linux puts its input devices.
const DevInput = "/dev/input"

// Watcher finds keypads and reads their keys.
type Watcher struct {
	// Path names one device or FIFO; "" looks for every device with
	// keypad keys in Dir.
	Path string
	// Dir is the folder of the devices: DevInput when "".
	Dir string
	// Poll is how often Dir (or a missing Path) is looked at: 1 s when 0,
	// so that a keypad plugged in is found within 2 s.
	Poll time.Duration
	// Size is the record size; RecordSize when 0.
	Size int
}

// stream is an opened keypad.
type stream struct {
	f    io.ReadCloser
	name string
	// id tells a device from the next one at the same path.
	id string
}

// Watch sends the keypads' inputs to out until ctx ends. The devices
// are taken for Rochade alone (EVIOCGRAB), so that a console does not
// receive the keys too, and given back at the end.
func (w *Watcher) Watch(ctx context.Context, out chan<- Input) {
	poll := w.Poll
	if poll <= 0 {
		poll = time.Second
	}
	size := w.Size
	if size == 0 {
		size = RecordSize
	}
	dir := w.Dir
	if dir == "" {
		dir = DevInput
	}
	var (
		mu      sync.Mutex
		open    = map[string]*stream{} // by path
		checked = map[string]string{}  // path → id of a device that is no keypad, or failed
		wg      sync.WaitGroup
		// deniedSaid: a device that could not be opened was said.
		deniedSaid bool
	)
	send := func(in Input) bool {
		select {
		case out <- in:
			return true
		case <-ctx.Done():
			return false
		}
	}
	read := func(path string, s *stream) {
		defer wg.Done()
		d := NewDecoder(s.f, size, path)
		for {
			e, err := d.Next()
			if err != nil {
				s.f.Close()
				mu.Lock()
				delete(open, path)
				// A file read to its end is not read again; a device
				// plugged in again is another one.
				checked[path] = s.id
				mu.Unlock()
				if ctx.Err() == nil {
					send(Input{Device: &Device{Path: path, Name: s.name, Gone: true}})
				}
				return
			}
			if !send(Input{Key: e}) {
				return
			}
		}
	}
	look := func() {
		var paths []string
		if w.Path != "" {
			paths = []string{w.Path}
		} else {
			paths = listDevices(dir)
		}
		for _, path := range paths {
			id := deviceID(path)
			mu.Lock()
			_, isOpen := open[path]
			skip := isOpen || id == "" || checked[path] == id
			mu.Unlock()
			if skip {
				continue
			}
			s, err := openKeypad(path, w.Path != "")
			if err != nil || s == nil {
				mu.Lock()
				checked[path] = id
				mu.Unlock()
				// Looking at every device, one that cannot be read is
				// said once: the user is not in the input group.
				if err != nil && (w.Path != "" || !deniedSaid) {
					deniedSaid = deniedSaid || w.Path == ""
					if !send(Input{Err: err}) {
						return
					}
				}
				continue
			}
			s.id = id
			mu.Lock()
			delete(checked, path)
			open[path] = s
			mu.Unlock()
			if !send(Input{Device: &Device{Path: path, Name: s.name}}) {
				s.f.Close()
				return
			}
			wg.Add(1)
			go read(path, s)
		}
	}
	if err := supported(w.Path); err != nil {
		send(Input{Err: err})
		return
	}
	t := time.NewTicker(poll)
	defer t.Stop()
	for {
		look()
		select {
		case <-ctx.Done():
			mu.Lock()
			for _, s := range open {
				s.f.Close() // ends the reads; the grab ends with the file
			}
			mu.Unlock()
			wg.Wait()
			return
		case <-t.C:
		}
	}
}

// listDevices returns the event devices of dir, sorted.
func listDevices(dir string) []string {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), "event") {
			out = append(out, filepath.Join(dir, e.Name()))
		}
	}
	sort.Strings(out)
	return out
}

// deviceID tells a device at path from another one later at the same
// path (its device number, mode and change time); "" when there is none.
func deviceID(path string) string {
	fi, err := os.Stat(path)
	if err != nil {
		return ""
	}
	return fmt.Sprintf("%v/%v/%v", fi.Mode(), fi.ModTime().UnixNano(), sysID(fi))
}
