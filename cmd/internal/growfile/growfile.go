// Package growfile keeps a file that one process writes and that only
// grows at its end: a game record.
//
// The process that opens a file keeps it alone: Open takes an advisory
// lock on it (flock on Unix, LockFileEx on Windows), which covers every
// name of the file (another path, a hard link), and writes a lock file
// beside it naming the process (its PID, host and command), so that a
// second process is refused in a sentence that names the first. Where a
// file system does not keep locks between machines (NFS, SMB, FUSE), the
// lock file is the lock. A lock file whose process is gone is taken over.
//
// Bytes before the caller's region (Own, Adopt) are never written. The
// region is rewritten from its first byte that changes (Write): a new
// move overwrites the terminator of its game and goes on after it, so a
// save needs only the room of its new bytes, and the file keeps its
// inode, its links and its mode. The file never grows by a write at an
// offset, which could cover the bytes another program appends at that
// moment: the room is first added at its end, as spaces, by an appending
// write, and the region is then written over its old end and those
// spaces. Before each write the file is checked to be the one this
// process last wrote (same file, size and time of change); if another
// program changed it, Write returns a *ChangedError and writes nothing,
// and the caller decides where its bytes go on (Reread, Adopt).
//
// A write over the region is one system call. One within a page of the
// file (4 KiB) is done whole or not at all when the process is killed; a
// longer one is first noted in a journal in the folder given
// (Options.Journals), which the next Open of the file completes. Space
// is reserved before a byte is written (fallocate, where the file system
// has it), so a full disk fails a write before it changes anything.
package growfile

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"time"
)

// Options set how a file is kept.
type Options struct {
	// Command is this process's command line, written in the lock file
	// so that another process can name it.
	Command string
	// Journals is the folder where a write that cannot be made in one
	// step is noted first; "" keeps no journal.
	Journals string
	// Create makes the file if it does not exist.
	Create bool
	// Space is a space in the file's encoding (default " "): what fills
	// room made at the end of the file before it is written, and the end
	// of a region that got shorter.
	Space []byte
}

// File is a file kept by this process.
type File struct {
	path string
	opts Options

	f        *os.File
	app      *os.File // f's file, open for appending (nil until needed)
	writable bool     // f is open for writing
	lk       *os.File // the descriptor that holds the lock (f, or the one f was opened after)
	unlock   func()
	lockPath string // the lock file this process wrote, "" none
	network  bool   // the file system does not keep locks between machines
	took     *Holder

	// The region: the bytes from base on are the caller's; own is what
	// they are in the file, as last written or read.
	base int64
	own  []byte
	// before is the hash of the bytes before base, to tell whether
	// another program changed them.
	before [sha256.Size]byte
	// stat is the file as this process last left it.
	stat fs.FileInfo
	// unsure is set after a write that failed half way: own is read
	// again from the file before the next write.
	unsure bool

	created   bool // Open made the file
	dirSynced bool // its folder was synced since
	wrote     bool // a byte was written

	// opened is the file as Open read it, until Own.
	opened []byte
	// journal is a journal this process wrote that may still be there.
	journal string
}

// identity tells whether two states of a file are the same: same file,
// same size, same time of change.
func sameState(a, b fs.FileInfo) bool {
	return a != nil && b != nil && os.SameFile(a, b) && a.Size() == b.Size() && a.ModTime().Equal(b.ModTime())
}

// readOnly tells whether a file's mode lets nobody write it: its owner
// made it read-only (chmod 444), which is respected even where the
// process could write it anyway (root).
func readOnly(fi fs.FileInfo) bool { return fi.Mode().Perm()&0o222 == 0 }

// Open opens path to keep it: it takes the lock (a *LockedError if
// another process keeps the file), completes a write that a crash
// interrupted, and returns the file's bytes. A file that cannot be
// written (read-only, no permission) is opened for reading: Writable
// tells, and Write says why it cannot.
func Open(path string, o Options) (*File, []byte, error) {
	gf := &File{path: path, opts: o}
	if err := gf.open(); err != nil {
		return nil, nil, err
	}
	if err := gf.lock(); err != nil {
		gf.f.Close()
		if gf.created {
			os.Remove(path)
		}
		return nil, nil, err
	}
	if o.Journals != "" && gf.writable {
		gf.recover()
	}
	data, err := gf.readAll()
	if err != nil {
		gf.Close()
		return nil, nil, &IOError{Path: path, Op: OpRead, Err: err}
	}
	gf.adopt(int64(len(data)), data)
	gf.opened = data
	return gf, data, nil
}

// open opens (or makes) the file, for writing where it can be written.
func (gf *File) open() error {
	fi, err := os.Stat(gf.path)
	if errors.Is(err, fs.ErrNotExist) && gf.opts.Create {
		f, cerr := os.OpenFile(gf.path, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o666)
		if cerr == nil {
			gf.f, gf.writable, gf.created = f, true, true
			return nil
		}
		if !errors.Is(cerr, fs.ErrExist) {
			return &IOError{Path: gf.path, Op: OpCreate, Err: cerr}
		}
		// Another process made it at this moment: it is opened (and
		// the lock says whose it is).
		fi, err = os.Stat(gf.path)
	}
	switch {
	case err != nil:
		return &IOError{Path: gf.path, Op: OpRead, Err: err}
	case !fi.Mode().IsRegular():
		return &IOError{Path: gf.path, Op: OpRead, Err: ErrNotRegular}
	}
	if !readOnly(fi) {
		if f, err := os.OpenFile(gf.path, os.O_RDWR, 0); err == nil {
			gf.f, gf.writable = f, true
			return nil
		}
	}
	f, err := os.Open(gf.path)
	if err != nil {
		return &IOError{Path: gf.path, Op: OpRead, Err: err}
	}
	gf.f = f
	return nil
}

// readAll reads the whole file from its start.
func (gf *File) readAll() ([]byte, error) {
	fi, err := gf.f.Stat()
	if err != nil {
		return nil, err
	}
	data := make([]byte, 0, fi.Size()+512)
	for off := int64(0); ; {
		if len(data) == cap(data) {
			data = append(data, 0)[:len(data)]
		}
		n, err := gf.f.ReadAt(data[len(data):cap(data)], off)
		data = data[:len(data)+n]
		off += int64(n)
		if errors.Is(err, io.EOF) {
			return data, nil
		}
		if err != nil {
			return nil, err
		}
	}
}

// adopt makes the bytes of data from base on the caller's region, data
// being the whole file as it is now.
func (gf *File) adopt(base int64, data []byte) {
	gf.base = base
	gf.own = append([]byte(nil), data[base:]...)
	gf.before = sha256.Sum256(data[:base])
	gf.stat, _ = gf.f.Stat()
	gf.unsure = false
}

// Own makes the file's bytes from base to its end the caller's region,
// which Write rewrites from its first byte that changes. base is an
// offset in the bytes Open returned; call Own before the first Write.
func (gf *File) Own(base int64) {
	if gf.opened != nil && base >= 0 && base <= int64(len(gf.opened)) {
		gf.adopt(base, gf.opened)
	}
	gf.opened = nil
}

// Adopt makes the file's bytes from base on the caller's region, after a
// ChangedError: data is what Reread returned.
func (gf *File) Adopt(base int64, data []byte) { gf.adopt(base, data) }

// SetSpace sets the space of the file's encoding (Options.Space), once
// the caller knows it.
func (gf *File) SetSpace(sp []byte) { gf.opts.Space = bytes.Clone(sp) }

// Region returns the bytes of the caller's region as the file holds them
// (as last written or read).
func (gf *File) Region() []byte { return bytes.Clone(gf.own) }

// SameBefore tells whether b, the bytes before the region, are what they
// were when this process last wrote the file.
func (gf *File) SameBefore(b []byte) bool { return sha256.Sum256(b) == gf.before }

// Base returns where the caller's region begins.
func (gf *File) Base() int64 { return gf.base }

// Path returns the file's path.
func (gf *File) Path() string { return gf.path }

// Writable tells whether the file was open for writing when last
// checked.
func (gf *File) Writable() bool { return gf.writable }

// TookOver returns the process whose lock Open took over because it is
// gone, or nil.
func (gf *File) TookOver() *Holder { return gf.took }

// Created tells whether Open made the file.
func (gf *File) Created() bool { return gf.created }

// Close releases the file and its lock. A file Open made and nothing
// was written to is removed.
func (gf *File) Close() error {
	if gf.f == nil {
		return nil
	}
	if gf.created && !gf.wrote {
		if fi, err := gf.f.Stat(); err == nil && fi.Size() == 0 {
			if pi, err := os.Stat(gf.path); err == nil && os.SameFile(fi, pi) {
				os.Remove(gf.path)
			}
		}
	}
	gf.release()
	gf.removeLockFile()
	if gf.app != nil {
		gf.app.Close()
		gf.app = nil
	}
	err := gf.f.Close()
	if gf.lk != gf.f {
		gf.lk.Close()
	}
	gf.f, gf.lk = nil, nil
	return err
}

// Write makes the caller's region hold want: it writes from the first
// byte that differs from what the region holds, syncs the file (and its
// folder, once, if Open made it), and returns nil when the bytes are
// safe. It writes nothing over another program's bytes: it returns a
// *ChangedError if another program changed the file since this process
// last wrote it; a *ReadOnlyError if the file is read-only; an *IOError
// if the system refused (a full disk).
//
// The file never grows by a write at an offset, which could cover the
// bytes of a program appending to it at that moment: the room a longer
// region needs is first added at the end of the file, as spaces, by an
// appending write (where the system puts a concurrent append either
// before or after them, never over them), and the new bytes are then
// written over the region's old end and those spaces. A region that gets
// shorter keeps its length with spaces at its end.
func (gf *File) Write(want []byte) error {
	if err := gf.check(); err != nil {
		return err
	}
	if len(want) < len(gf.own) {
		want = append(bytes.Clone(want), gf.spaces(len(gf.own)-len(want))...)
	}
	if bytes.Equal(gf.own, want) {
		return nil
	}
	oldEnd := gf.base + int64(len(gf.own))
	if grow := len(want) - len(gf.own); grow > 0 {
		err := reserve(gf.f, oldEnd, int64(grow))
		if err == nil {
			gf.wrote = true
			err = gf.makeRoom(oldEnd, grow)
		}
		var ce *ChangedError
		if err != nil && !errors.As(err, &ce) {
			// The file is as this process left it, but for the time of
			// its change (space reserved): not another program's.
			gf.stat, _ = gf.f.Stat()
			var ie *IOError
			if !errors.As(err, &ie) {
				err = &IOError{Path: gf.path, Op: OpWrite, Err: err}
			}
		}
		if err != nil {
			return err
		}
	}
	l := commonPrefix(gf.own, want)
	r := commonSuffix(gf.own[l:], want[l:])
	off := gf.base + int64(l)
	patch := want[l : len(want)-r]
	if !onePage(off, len(patch)) {
		if j := gf.note(off, patch, gf.base+int64(len(want))); j != "" {
			gf.journal = j
		}
	}
	gf.wrote = true
	if n, err := gf.f.WriteAt(patch, off); err != nil {
		gf.putBack(off, gf.own[l:l+n])
		return &IOError{Path: gf.path, Op: OpWrite, Err: err}
	}
	if err := syncData(gf.f); err != nil {
		// What the file holds is not known: read again next time.
		gf.unsure = true
		gf.stat, _ = gf.f.Stat()
		return &IOError{Path: gf.path, Op: OpWrite, Err: err}
	}
	if gf.created && !gf.dirSynced {
		syncDir(filepath.Dir(gf.path))
		gf.dirSynced = true
	}
	gf.dropJournal()
	gf.own = append(gf.own[:0], want...)
	gf.stat, _ = gf.f.Stat()
	if pi, err := os.Stat(gf.path); err == nil && !os.SameFile(pi, gf.stat) {
		// Replaced while it was written: the bytes went to a file that
		// has no name any more.
		return &ChangedError{Path: gf.path, How: Replaced}
	}
	return nil
}

// makeRoom adds n bytes of spaces at the end of the file, which must be
// at oldEnd, by an appending write. Spaces that land elsewhere (another
// program appended meanwhile) stay after its bytes, harmless, and the
// change is returned.
func (gf *File) makeRoom(oldEnd int64, n int) error {
	if gf.app == nil {
		f, err := os.OpenFile(gf.path, os.O_WRONLY|os.O_APPEND, 0)
		if err != nil {
			return &IOError{Path: gf.path, Op: OpWrite, Err: err}
		}
		fi, err := f.Stat()
		if ai, aerr := gf.f.Stat(); err != nil || aerr != nil || !os.SameFile(fi, ai) {
			f.Close()
			return &ChangedError{Path: gf.path, How: Replaced}
		}
		gf.app = f
	}
	if testBeforeRoom != nil {
		testBeforeRoom()
	}
	fill := gf.spaces(n)
	k, err := gf.app.Write(fill)
	if k == 0 {
		// Nothing written (a full disk): the file is as it was.
		return &IOError{Path: gf.path, Op: OpWrite, Err: err}
	}
	end, serr := appendEnd(gf.app)
	switch {
	case serr != nil:
		gf.unsure = true
		gf.stat, _ = gf.f.Stat()
		return &IOError{Path: gf.path, Op: OpWrite, Err: serr}
	case end-int64(k) != oldEnd:
		gf.stat = nil
		return &ChangedError{Path: gf.path, How: Changed}
	}
	// The spaces written are the region's, whether or not all were.
	gf.own = append(gf.own, fill[:k]...)
	gf.stat, _ = gf.f.Stat()
	if err != nil {
		return &IOError{Path: gf.path, Op: OpWrite, Err: err}
	}
	return nil
}

// spaces returns n bytes of spaces in the file's encoding.
func (gf *File) spaces(n int) []byte {
	sp := gf.opts.Space
	if len(sp) == 0 {
		sp = []byte(" ")
	}
	out := make([]byte, 0, n)
	for len(out)+len(sp) <= n {
		out = append(out, sp...)
	}
	for len(out) < n {
		out = append(out, ' ')
	}
	return out
}

// putBack undoes a write that failed after changing old's bytes at off:
// they get their old values.
func (gf *File) putBack(off int64, old []byte) {
	ok := true
	if len(old) > 0 {
		_, err := gf.f.WriteAt(old, off)
		ok = err == nil
	}
	if ok {
		ok = syncData(gf.f) == nil
	}
	if ok {
		// The file is as before: the noted write must not be made.
		gf.dropJournal()
	}
	gf.unsure = !ok
	gf.stat, _ = gf.f.Stat()
}

// check makes sure the file is still the one this process last wrote,
// and writable.
func (gf *File) check() error {
	pi, err := os.Stat(gf.path)
	if errors.Is(err, fs.ErrNotExist) {
		return &ChangedError{Path: gf.path, How: Gone}
	}
	if err != nil {
		return &IOError{Path: gf.path, Op: OpWrite, Err: err}
	}
	fi, err := gf.f.Stat()
	if err != nil {
		return &IOError{Path: gf.path, Op: OpWrite, Err: err}
	}
	if !os.SameFile(pi, fi) {
		return &ChangedError{Path: gf.path, How: Replaced}
	}
	if readOnly(fi) {
		return &ReadOnlyError{Path: gf.path}
	}
	if !gf.writable {
		// Its permission came back: open it for writing.
		f, err := os.OpenFile(gf.path, os.O_RDWR, 0)
		if err != nil {
			return &IOError{Path: gf.path, Op: OpWrite, Err: err}
		}
		nf, err := f.Stat()
		if err != nil || !os.SameFile(nf, fi) {
			f.Close()
			return &ChangedError{Path: gf.path, How: Replaced}
		}
		// The lock stays with the descriptor that took it.
		if gf.f != gf.lk {
			gf.f.Close()
		}
		gf.f, gf.writable = f, true
	}
	if gf.unsure {
		return gf.reread(fi)
	}
	if !sameState(gf.stat, fi) {
		return &ChangedError{Path: gf.path, How: Changed}
	}
	return nil
}

// reread reads the region again after a write that failed half way:
// the bytes before it must be as they were, else another program
// changed the file.
func (gf *File) reread(fi fs.FileInfo) error {
	if fi.Size() < gf.base {
		return &ChangedError{Path: gf.path, How: Changed}
	}
	h := sha256.New()
	if _, err := io.Copy(h, io.NewSectionReader(gf.f, 0, gf.base)); err != nil {
		return &IOError{Path: gf.path, Op: OpRead, Err: err}
	}
	if !bytes.Equal(h.Sum(nil), gf.before[:]) {
		return &ChangedError{Path: gf.path, How: Changed}
	}
	own := make([]byte, fi.Size()-gf.base)
	if _, err := gf.f.ReadAt(own, gf.base); err != nil && !errors.Is(err, io.EOF) {
		return &IOError{Path: gf.path, Op: OpRead, Err: err}
	}
	gf.own, gf.stat, gf.unsure = own, fi, false
	return nil
}

// Reread returns the file's bytes as they are now, after a
// *ChangedError: the file at the path is opened again if it was
// replaced (and locked), made again if it was removed. The caller then
// says where its region goes on (Adopt).
func (gf *File) Reread() ([]byte, error) {
	pi, err := os.Stat(gf.path)
	fi, ferr := gf.f.Stat()
	switch {
	case errors.Is(err, fs.ErrNotExist):
		nf, err := os.OpenFile(gf.path, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o666)
		if err != nil {
			return nil, &IOError{Path: gf.path, Op: OpCreate, Err: err}
		}
		if err := gf.swap(nf); err != nil {
			return nil, err
		}
		gf.created, gf.dirSynced = true, false
	case err != nil:
		return nil, &IOError{Path: gf.path, Op: OpRead, Err: err}
	case ferr != nil || !os.SameFile(pi, fi):
		if !pi.Mode().IsRegular() {
			return nil, &IOError{Path: gf.path, Op: OpRead, Err: ErrNotRegular}
		}
		var nf *os.File
		writable := !readOnly(pi)
		if writable {
			nf, err = os.OpenFile(gf.path, os.O_RDWR, 0)
		}
		if !writable || err != nil {
			writable = false
			nf, err = os.Open(gf.path)
		}
		if err != nil {
			return nil, &IOError{Path: gf.path, Op: OpRead, Err: err}
		}
		if err := gf.swap(nf); err != nil {
			return nil, err
		}
		gf.writable = writable
	}
	data, err := gf.readAll()
	if err != nil {
		return nil, &IOError{Path: gf.path, Op: OpRead, Err: err}
	}
	return data, nil
}

// swap keeps nf, a new file at the path, instead of the old one: it is
// locked first (refused if another process keeps it).
func (gf *File) swap(nf *os.File) error {
	unlock, err := lockFile(nf)
	if err != nil {
		nf.Close()
		if errors.Is(err, errBusy) {
			return &LockedError{Path: gf.path, Holder: gf.holder(nf)}
		}
		return &IOError{Path: gf.path, Op: OpLock, Err: err}
	}
	gf.release()
	if gf.app != nil {
		gf.app.Close()
		gf.app = nil
	}
	if gf.f != gf.lk {
		gf.f.Close()
	}
	gf.lk.Close()
	gf.f, gf.lk, gf.unlock, gf.writable = nf, nf, unlock, true
	return nil
}

// dropJournal removes the journal this process noted, once the file no
// longer needs it.
func (gf *File) dropJournal() {
	if gf.journal != "" {
		os.Remove(gf.journal)
		syncDir(filepath.Dir(gf.journal))
		gf.journal = ""
	}
}

// commonSuffix returns how many bytes a and b end with alike.
func commonSuffix(a, b []byte) int {
	n := min(len(a), len(b))
	for i := 0; i < n; i++ {
		if a[len(a)-1-i] != b[len(b)-1-i] {
			return i
		}
	}
	return n
}

// commonPrefix returns how many bytes a and b begin with alike.
func commonPrefix(a, b []byte) int {
	n := min(len(a), len(b))
	for i := 0; i < n; i++ {
		if a[i] != b[i] {
			return i
		}
	}
	return n
}

// pageSize is the unit in which the system writes a file's bytes: a
// write within one page is done whole or not at all when the process is
// killed.
const pageSize = 4096

// onePage tells whether n bytes at off lie within one page.
func onePage(off int64, n int) bool {
	return n <= 0 || off/pageSize == (off+int64(n)-1)/pageSize
}

// syncDir makes a new file's name durable where the system allows it.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		d.Close()
	}
}

// testBeforeRoom, set by tests, runs just before room is made at the
// end of the file: where another program may append.
var testBeforeRoom func()

// now is the clock, for the lock file.
var now = time.Now
