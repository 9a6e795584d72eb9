package growfile

// One writer per file: the lock on the file, and the lock file beside
// it.

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// Holder is a process that keeps a file.
type Holder struct {
	PID     int    // 0: not known
	Host    string // the machine it runs on ("" this one, or not known)
	Command string // its command line ("" not known)
	Since   time.Time
	// LockFile is the lock file that names it ("" none).
	LockFile string
}

// errBusy says that another process holds a lock.
var errBusy = errors.New("locked by another process")

// LockPath returns the lock file of the file at path: beside it, hidden,
// named after it.
func LockPath(path string) string {
	dir, name := filepath.Split(path)
	return filepath.Join(dir, "."+name+".lock")
}

// lock takes the lock on the open file and writes the lock file.
func (gf *File) lock() error {
	unlock, err := lockFile(gf.f)
	if errors.Is(err, errBusy) {
		return &LockedError{Path: gf.path, Holder: gf.holder(gf.f)}
	}
	if err != nil {
		// A file system without locks at all: the lock file is the
		// lock.
		gf.network = true
		unlock = func() {}
	}
	gf.lk, gf.unlock = gf.f, unlock
	if !gf.network {
		gf.network = isNetwork(gf.f)
	}
	return gf.writeLockFile()
}

// release gives the lock on the file back.
func (gf *File) release() {
	if gf.unlock != nil {
		gf.unlock()
		gf.unlock = nil
	}
}

// me is this process as a lock file names it.
func (gf *File) me() Holder {
	host, _ := os.Hostname()
	return Holder{PID: os.Getpid(), Host: host, Command: gf.opts.Command, Since: now()}
}

// writeLockFile writes the lock file beside the file. One that is there
// already is taken over when its process is gone: on a file system that
// keeps locks, the lock on the file tells (this process holds it now);
// elsewhere its process must have run on this machine and be gone. A
// folder that takes no new file keeps no lock file: the lock on the file
// is enough where locks are kept.
func (gf *File) writeLockFile() error {
	path := LockPath(gf.path)
	me := gf.me()
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if errors.Is(err, fs.ErrExist) {
		old, rerr := readHolder(path)
		if rerr != nil && !errors.Is(rerr, fs.ErrNotExist) && gf.network {
			// Unreadable: it cannot be told to be stale.
			gf.release()
			return &LockedError{Path: gf.path, Holder: Holder{LockFile: path}}
		}
		if rerr == nil && gf.network && !old.gone(me.Host) {
			gf.release()
			if old.Host == me.Host {
				old.Host = ""
			}
			return &LockedError{Path: gf.path, Holder: old}
		}
		if rerr == nil && old.PID != 0 {
			gf.took = &old
		}
		f, err = os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	}
	if err != nil {
		return nil
	}
	_, werr := f.Write(me.text(gf.path))
	if serr := f.Sync(); werr == nil {
		werr = serr
	}
	if cerr := f.Close(); werr == nil {
		werr = cerr
	}
	if werr != nil {
		os.Remove(path)
		return nil
	}
	gf.lockPath = path
	return nil
}

// removeLockFile removes the lock file if it still names this process.
func (gf *File) removeLockFile() {
	if gf.lockPath == "" {
		return
	}
	if h, err := readHolder(gf.lockPath); err == nil && h.PID == os.Getpid() {
		os.Remove(gf.lockPath)
	}
	gf.lockPath = ""
}

// gone tells whether the process a lock file names has ended: it ran on
// this machine (host) and is not there any more.
func (h Holder) gone(host string) bool {
	return h.PID > 0 && (h.Host == "" || h.Host == host) && !alive(h.PID)
}

// text is the lock file's content: a line a person can read, then the
// values.
func (h Holder) text(path string) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "# rochade: the process that writes %s\n", filepath.Base(path))
	fmt.Fprintf(&b, "pid: %d\nhost: %s\nsince: %s\ncommand: %s\n", h.PID, h.Host, h.Since.UTC().Format(time.RFC3339), strings.ReplaceAll(h.Command, "\n", " "))
	return b.Bytes()
}

// readHolder reads a lock file.
func readHolder(path string) (Holder, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return Holder{}, err
	}
	h := Holder{LockFile: path}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		k, v, ok := strings.Cut(sc.Text(), ": ")
		if !ok {
			continue
		}
		switch k {
		case "pid":
			h.PID, _ = strconv.Atoi(strings.TrimSpace(v))
		case "host":
			h.Host = strings.TrimSpace(v)
		case "since":
			h.Since, _ = time.Parse(time.RFC3339, strings.TrimSpace(v))
		case "command":
			h.Command = strings.TrimSpace(v)
		}
	}
	if h.PID <= 0 {
		return h, errors.New("no process in the lock file")
	}
	return h, nil
}

// holder finds the process that holds the lock on the open file f: the
// lock file beside this path names it if that process still runs;
// otherwise the system may tell (Linux: /proc/locks).
func (gf *File) holder(f *os.File) Holder {
	host, _ := os.Hostname()
	if h, err := readHolder(LockPath(gf.path)); err == nil && (h.Host != host || alive(h.PID)) {
		if h.Host == host {
			h.Host = ""
		}
		return h
	}
	if pid, ok := lockHolder(f); ok {
		return Holder{PID: pid, Command: commandOf(pid)}
	}
	return Holder{}
}
