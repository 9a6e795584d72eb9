package safefile

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"
)

func TestWriteReplacesAndKeepsMode(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "out.txt")
	if err := os.WriteFile(p, []byte("old"), 0o640); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(p, 0o640); err != nil {
		t.Fatal(err)
	}
	if err := Write(p, 0o600, func(w io.Writer) error { _, err := io.WriteString(w, "new"); return err }); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(p)
	fi, _ := os.Stat(p)
	if string(b) != "new" || fi.Mode().Perm() != 0o640 {
		t.Errorf("got %q mode %v", b, fi.Mode())
	}
	// A new file gets perm.
	q := filepath.Join(dir, "new.txt")
	if err := Write(q, 0o644, func(w io.Writer) error { return nil }); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Stat(q); fi.Mode().Perm() != 0o644 {
		t.Errorf("new file mode %v", fi.Mode())
	}
	assertNoTemp(t, dir, 2)
}

func TestFailureKeepsOldFile(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "out.txt")
	os.WriteFile(p, []byte("old"), 0o644)
	boom := errors.New("boom")
	err := Write(p, 0o644, func(w io.Writer) error {
		io.WriteString(w, "half")
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("error %v", err)
	}
	if b, _ := os.ReadFile(p); string(b) != "old" {
		t.Errorf("old file changed: %q", b)
	}
	assertNoTemp(t, dir, 1)
}

func TestRefusesNonRegularTargets(t *testing.T) {
	dir := t.TempDir()
	for _, p := range []string{dir, os.DevNull} {
		if _, err := Create(p, 0o644); !errors.Is(err, ErrNotRegular) {
			t.Errorf("%s: %v", p, err)
		}
	}
	if _, err := Create(filepath.Join(dir, "no", "such"), 0o644); err == nil {
		t.Error("a missing folder was accepted")
	}
}

func TestSymlinkTargetIsReplaced(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real.txt")
	link := filepath.Join(dir, "link.txt")
	os.WriteFile(real, []byte("old"), 0o644)
	if err := os.Symlink(real, link); err != nil {
		t.Fatal(err)
	}
	if err := Write(link, 0o644, func(w io.Writer) error { _, err := io.WriteString(w, "new"); return err }); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced: %v", err)
	}
	if b, _ := os.ReadFile(real); string(b) != "new" {
		t.Errorf("target holds %q", b)
	}
}

func TestCheckNotInput(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "game.pgn")
	os.WriteFile(in, []byte("1. e4 *"), 0o644)
	hard := filepath.Join(dir, "other-name.wav")
	if err := os.Link(in, hard); err != nil {
		t.Fatal(err)
	}
	var ie *InputError
	if err := CheckNotInput(hard, "-", filepath.Join(dir, "missing"), in); !errors.As(err, &ie) || ie.Input != in {
		t.Errorf("hard link: %v", err)
	}
	if err := CheckNotInput(filepath.Join(dir, ".", "game.pgn"), in); err == nil {
		t.Error("same file by another path was accepted")
	}
	if err := CheckNotInput(filepath.Join(dir, "new.wav"), in); err != nil {
		t.Errorf("new output: %v", err)
	}
}

func assertNoTemp(t *testing.T, dir string, want int) {
	t.Helper()
	es, _ := os.ReadDir(dir)
	if len(es) != want {
		var names []string
		for _, e := range es {
			names = append(names, e.Name())
		}
		t.Errorf("folder holds %v, want %d files", names, want)
	}
}

func TestCommitNewNeverReplaces(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "a.wav")
	f, err := Create(p, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(p, []byte("appeared"), 0o644)
	f.WriteString("new")
	if err := f.CommitNew(); !errors.Is(err, os.ErrExist) {
		t.Errorf("CommitNew over a new file: %v", err)
	}
	fileIs(t, p, "appeared")
	q := filepath.Join(dir, "b.wav")
	f, _ = Create(q, 0o644)
	f.WriteString("new")
	if err := f.CommitNew(); err != nil {
		t.Fatal(err)
	}
	fileIs(t, q, "new")
	assertNoTemp(t, dir, 2)
}

func TestCheckNotOpen(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "g.pgn")
	os.WriteFile(p, []byte("x"), 0o644)
	f, _ := os.Open(p)
	defer f.Close()
	if err := CheckNotOpen(p, f); err == nil {
		t.Error("an open input was accepted as the output")
	}
	if err := CheckNotOpen(filepath.Join(dir, "new"), f); err != nil {
		t.Error(err)
	}
}

func fileIs(t *testing.T, p, want string) {
	t.Helper()
	if b, _ := os.ReadFile(p); string(b) != want {
		t.Errorf("%s holds %q, want %q", p, b, want)
	}
}
