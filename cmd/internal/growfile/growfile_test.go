package growfile

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

func openT(t *testing.T, path string, o Options) (*File, []byte) {
	t.Helper()
	f, data, err := Open(path, o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	return f, data
}

func fileIs(t *testing.T, path, want string) {
	t.Helper()
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != want {
		t.Fatalf("%s holds %q, want %q", filepath.Base(path), got, want)
	}
}

// A region is rewritten from its first changed byte: the bytes before it
// stay, the file keeps its inode and its other name.
func TestWriteFromFirstChange(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "games.pgn")
	if err := os.WriteFile(path, []byte("earlier\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.pgn")
	if err := os.Link(path, link); err != nil {
		t.Fatal(err)
	}
	before, _ := os.Stat(path)
	f, data := openT(t, path, Options{})
	f.Own(int64(len(data)))
	for _, want := range []string{"1. e4 *\n", "1. e4 e5 *\n", "1. e4 e5 2. Nf3 *\n", "1. e4 e5 2. Nf3 1-0\n", "1. e4 *\n"} {
		if err := f.Write([]byte(want)); err != nil {
			t.Fatal(err)
		}
		if want == "1. e4 *\n" && f.Region() != nil && len(f.Region()) > len(want) {
			// Shorter: the region keeps its length with spaces.
			want += strings.Repeat(" ", len(f.Region())-len(want))
		}
		fileIs(t, path, "earlier\n"+want)
		fileIs(t, link, "earlier\n"+want)
	}
	after, _ := os.Stat(path)
	if !os.SameFile(before, after) {
		t.Error("the file was replaced")
	}
}

// Another program's bytes are never written over: a change by another
// program stops the write, which then goes on after its bytes.
func TestChangedByAnotherProgram(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.pgn")
	f, _ := openT(t, path, Options{Create: true})
	if err := f.Write([]byte("A *\n")); err != nil {
		t.Fatal(err)
	}
	other, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	other.WriteString("\nB 1-0\n")
	other.Close()
	var ce *ChangedError
	if err := f.Write([]byte("A a *\n")); !errors.As(err, &ce) || ce.How != Changed {
		t.Fatalf("write after another program's append: %v, want a ChangedError", err)
	}
	fileIs(t, path, "A *\n\nB 1-0\n")
	data, err := f.Reread()
	if err != nil {
		t.Fatal(err)
	}
	f.Adopt(int64(len(data)), data)
	if err := f.Write([]byte("\nA a *\n")); err != nil {
		t.Fatal(err)
	}
	fileIs(t, path, "A *\n\nB 1-0\n\nA a *\n")

	// Replaced (an editor's save) and removed.
	os.WriteFile(path+".new", []byte("C *\n"), 0o644)
	os.Rename(path+".new", path)
	if err := f.Write([]byte("\nA a b *\n")); !errors.As(err, &ce) || ce.How != Replaced {
		t.Fatalf("write after the file was replaced: %v", err)
	}
	data, err = f.Reread()
	if err != nil || string(data) != "C *\n" {
		t.Fatalf("reread %q, %v", data, err)
	}
	f.Adopt(int64(len(data)), data)
	if err := f.Write([]byte("D *\n")); err != nil {
		t.Fatal(err)
	}
	fileIs(t, path, "C *\nD *\n")
	os.Remove(path)
	if err := f.Write([]byte("D e *\n")); !errors.As(err, &ce) || ce.How != Gone {
		t.Fatalf("write after the file was removed: %v", err)
	}
	data, err = f.Reread()
	if err != nil || len(data) != 0 {
		t.Fatalf("reread %q, %v", data, err)
	}
	f.Adopt(0, data)
	if err := f.Write([]byte("D e *\n")); err != nil {
		t.Fatal(err)
	}
	fileIs(t, path, "D e *\n")
}

// One writer: a second Open of the file, by any name, is refused and
// names the first; once the first is gone, its lock file is taken over.
func TestOneWriter(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "games.pgn")
	os.WriteFile(path, nil, 0o644)
	link := filepath.Join(dir, "sub", "other.pgn")
	os.Mkdir(filepath.Dir(link), 0o755)
	if err := os.Link(path, link); err != nil {
		t.Fatal(err)
	}
	f, _ := openT(t, path, Options{Command: "rochade play --record games.pgn"})
	for _, p := range []string{path, filepath.Join(dir, ".", "sub", "..", "games.pgn"), link} {
		_, _, err := Open(p, Options{})
		var le *LockedError
		if !errors.As(err, &le) {
			t.Fatalf("second open of %s: %v", p, err)
		}
		if le.Holder.PID != os.Getpid() {
			t.Errorf("second open of %s names %+v, want this process", p, le.Holder)
		}
		if p != link && le.Holder.Command != "rochade play --record games.pgn" {
			t.Errorf("the lock file names %q", le.Holder.Command)
		}
		if runtime.GOOS == "linux" && p == link && le.Holder.Command == "" {
			t.Errorf("through a hard link the holder has no command: %+v", le.Holder)
		}
	}
	f.Close()
	if _, err := os.Stat(LockPath(path)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the lock file stays after Close: %v", err)
	}
	// A lock file left by a process that is gone.
	os.WriteFile(LockPath(path), Holder{PID: deadPID(t), Command: "rochade play"}.text(path), 0o644)
	g, _ := openT(t, path, Options{})
	if h := g.TookOver(); h == nil || h.Command != "rochade play" {
		t.Errorf("the stale lock was not taken over: %+v", h)
	}
}

// deadPID returns the PID of a process that has ended.
func deadPID(t *testing.T) int {
	t.Helper()
	p, err := os.StartProcess(os.Args[0], []string{os.Args[0], "-test.run=^$"}, &os.ProcAttr{})
	if err != nil {
		t.Fatal(err)
	}
	p.Wait()
	return p.Pid
}

// A read-only file is not written over; when it is writable again, it is
// written.
func TestReadOnly(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.pgn")
	os.WriteFile(path, []byte("A *\n"), 0o444)
	f, data := openT(t, path, Options{})
	if f.Writable() {
		t.Error("a read-only file is open for writing")
	}
	f.Own(int64(len(data)))
	var ro *ReadOnlyError
	if err := f.Write([]byte("B *\n")); !errors.As(err, &ro) {
		t.Fatalf("write to a read-only file: %v", err)
	}
	fileIs(t, path, "A *\n")
	os.Chmod(path, 0o644)
	if err := f.Write([]byte("B *\n")); err != nil {
		t.Fatal(err)
	}
	fileIs(t, path, "A *\nB *\n")
	os.Chmod(path, 0o444)
	if err := f.Write([]byte("B c *\n")); !errors.As(err, &ro) {
		t.Fatalf("write to a file made read-only: %v", err)
	}
	fileIs(t, path, "A *\nB *\n")
}

// A file Open made and nothing was written to is removed at Close.
func TestCreatedAndUnused(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.pgn")
	f, _, err := Open(path, Options{Create: true})
	if err != nil {
		t.Fatal(err)
	}
	f.Close()
	if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("an unused new file stays: %v", err)
	}
}

// A write over a page boundary is noted first; a journal left by a crash
// is completed by the next Open, and one that does not fit the file is
// left alone.
func TestJournal(t *testing.T) {
	dir := t.TempDir()
	journals := filepath.Join(dir, "journals")
	path := filepath.Join(dir, "games.pgn")
	head := strings.Repeat("x", pageSize-3) + "\n"
	os.WriteFile(path, []byte(head), 0o644)
	f, data := openT(t, path, Options{Journals: journals})
	f.Own(int64(len(data)))
	if err := f.Write([]byte("1. e4 *\n")); err != nil {
		t.Fatal(err)
	}
	if entries, _ := os.ReadDir(journals); len(entries) != 0 {
		t.Errorf("a journal stays after the write: %v", entries)
	}
	// A crash after the journal, before the write.
	j := journal{off: int64(len(head)) + 3, data: []byte("e5 2. Nf3 *\n"), end: int64(len(head)) + 15}
	j.path, _ = filepath.Abs(path)
	j.key, _ = fileKey(f.f)
	j.anchor = []byte(head[len(head)-61:] + "1. ")
	f.Close()
	// The room was made before the journal was written.
	af, _ := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	af.WriteString("       ")
	af.Close()
	os.WriteFile(filepath.Join(journals, "x.journal"), j.encode(), 0o600)
	g, data := openT(t, path, Options{Journals: journals})
	if want := head + "1. e5 2. Nf3 *\n"; string(data) != want {
		t.Errorf("after the journal the file holds %q", data[len(head):])
	}
	g.Close()
	// A journal whose anchor is not in the file stays unused.
	j.anchor = []byte("something else")
	os.WriteFile(filepath.Join(journals, "x.journal"), j.encode(), 0o600)
	_, data = openT(t, path, Options{Journals: journals})
	if want := head + "1. e5 2. Nf3 *\n"; string(data) != want {
		t.Errorf("a journal that does not fit changed the file: %q", data[len(head):])
	}
	// A journal cut short is no journal.
	enc := j.encode()
	if _, err := decodeJournal(enc[:len(enc)-1]); err == nil {
		t.Error("a journal cut short was read")
	}
	if _, err := decodeJournal(bytes.Replace(enc, []byte("Nf3"), []byte("Nf4"), 1)); err == nil {
		t.Error("a changed journal was read")
	}
}

func TestOnePage(t *testing.T) {
	for _, c := range []struct {
		off  int64
		n    int
		want bool
	}{{0, 4096, true}, {0, 4097, false}, {4090, 6, true}, {4090, 7, false}, {4096, 1, true}, {5000, 0, true}} {
		if got := onePage(c.off, c.n); got != c.want {
			t.Errorf("onePage(%d, %d) = %v", c.off, c.n, got)
		}
	}
}

// A program that appends to the file at the very moment it is written
// loses no byte: the write stops, and goes on after them.
func TestAppendAtTheSameMoment(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.pgn")
	f, _ := openT(t, path, Options{Create: true})
	if err := f.Write([]byte("1. e4 *\n")); err != nil {
		t.Fatal(err)
	}
	theirs := "[Event \"Club\"]\n\n1. d4 *\n"
	testBeforeRoom = func() {
		testBeforeRoom = nil
		other, _ := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
		other.WriteString(theirs)
		other.Close()
	}
	defer func() { testBeforeRoom = nil }()
	var ce *ChangedError
	if err := f.Write([]byte("1. e4 e5 2. Nf3 Nc6 *\n")); !errors.As(err, &ce) {
		t.Fatalf("a write while another program appended: %v", err)
	}
	data, _ := os.ReadFile(path)
	if !strings.HasPrefix(string(data), "1. e4 *\n"+theirs) || strings.TrimSpace(string(data)) != strings.TrimSpace("1. e4 *\n"+theirs) {
		t.Fatalf("the file holds %q", data)
	}
	data, err := f.Reread()
	if err != nil {
		t.Fatal(err)
	}
	f.Adopt(int64(len(data)), data)
	if err := f.Write([]byte("\n1. e4 e5 2. Nf3 Nc6 *\n")); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(path)
	if !strings.HasPrefix(string(got), "1. e4 *\n"+theirs) || !strings.HasSuffix(string(got), "\n1. e4 e5 2. Nf3 Nc6 *\n") {
		t.Errorf("the file holds %q", got)
	}
}
