// Package safefile writes output files so that the user's data is never
// lost: the new content goes to a temporary file in the same folder,
// which is synced and then renamed over the target. A failure at any
// point leaves the old file as it was. An existing file keeps its mode.
//
// Use Write for content made at once:
//
//	err := safefile.Write(path, 0o644, func(w io.Writer) error { ... })
//
// or Create and Commit when the writer is needed for longer:
//
//	f, err := safefile.Create(path, 0o644)
//	if err != nil { ... }
//	defer f.Abort() // removes the temporary file unless committed
//	... write to f ...
//	err = f.Commit()
//
// Before any output is opened, CheckNotInput refuses an output that is
// one of the inputs (the same file, by device and inode, under any name).
package safefile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/rochade/rochade/cmd/internal/fact"
)

// ErrNotRegular is returned (wrapped in a *TargetError) when the output
// path names something other than a regular file, such as a folder or a
// device, which a rename would replace.
var ErrNotRegular error = &fact.Fact{Key: "not-regular", Text: "not a regular file"}

// TargetError says why an output path cannot be written.
type TargetError struct {
	Path string
	Err  error
}

func (e *TargetError) Error() string         { return e.Path + ": " + e.Err.Error() }
func (e *TargetError) Unwrap() error         { return e.Err }
func (e *TargetError) Fact() (string, []any) { return "cannot-write", []any{e.Path, e.Err} }

// InputError is returned by CheckNotInput when the output is one of the
// inputs.
type InputError struct {
	Output, Input string
}

func (e *InputError) Error() string {
	if e.Output == e.Input {
		return fmt.Sprintf("%s is an input and the output", e.Output)
	}
	return fmt.Sprintf("%s is the same file as the input %s", e.Output, e.Input)
}

func (e *InputError) Fact() (string, []any) { return "output-is-input", []any{e.Output, e.Input} }

// CheckNotInput returns an *InputError when output exists and is the same
// file as one of inputs (compared with os.SameFile, so links and other
// names of the same file are caught). Inputs that do not exist, or are
// "-" (standard input), are skipped; an output that does not exist is
// fine.
func CheckNotInput(output string, inputs ...string) error {
	oi, err := os.Stat(output)
	if err != nil {
		return nil
	}
	for _, in := range inputs {
		if in == "-" {
			continue
		}
		ii, err := os.Stat(in)
		if err != nil {
			continue
		}
		if os.SameFile(oi, ii) {
			return &InputError{Output: output, Input: in}
		}
	}
	return nil
}

// File is an output file being written. Write to it, then Commit; Abort
// (or a failed Commit) leaves the target as it was.
type File struct {
	*os.File
	target string
	done   bool
}

// Create starts writing path. The target, if it exists, must be a
// regular file (a symbolic link is followed and its target replaced); it
// keeps its mode. A new file gets perm. The folder must exist.
func Create(path string, perm fs.FileMode) (*File, error) {
	target := path
	if t, err := filepath.EvalSymlinks(path); err == nil {
		target = t
	}
	mode := perm.Perm()
	if fi, err := os.Stat(target); err == nil {
		if !fi.Mode().IsRegular() {
			return nil, &TargetError{path, ErrNotRegular}
		}
		mode = fi.Mode().Perm()
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, &TargetError{path, err}
	}
	tmp, err := os.CreateTemp(filepath.Dir(target), "."+filepath.Base(target)+".*.tmp")
	if err != nil {
		return nil, &TargetError{path, unwrapPath(err)}
	}
	if err := tmp.Chmod(mode); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return nil, &TargetError{path, unwrapPath(err)}
	}
	return &File{File: tmp, target: target}, nil
}

// Commit syncs the temporary file and renames it over the target.
func (f *File) Commit() error {
	if f.done {
		return errors.New("safefile: already committed or aborted")
	}
	f.done = true
	err := f.File.Sync()
	if cerr := f.File.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.File.Name(), f.target)
	}
	if err != nil {
		os.Remove(f.File.Name())
		return &TargetError{f.target, unwrapPath(err)}
	}
	syncDir(filepath.Dir(f.target))
	return nil
}

// Abort drops what was written and leaves the target as it was. It does
// nothing after Commit, so it can be deferred.
func (f *File) Abort() {
	if f.done {
		return
	}
	f.done = true
	f.File.Close()
	os.Remove(f.File.Name())
}

// Write writes path through a temporary file with the content write
// produces; if write fails, the target is left as it was.
func Write(path string, perm fs.FileMode, write func(io.Writer) error) error {
	f, err := Create(path, perm)
	if err != nil {
		return err
	}
	defer f.Abort()
	if err := write(f); err != nil {
		return err
	}
	return f.Commit()
}

// syncDir makes the rename durable where the system allows it.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		d.Close()
	}
}

// Reason returns why writing or reading a file failed, without the file's
// name, for a message that names the file itself: the error inside a
// *TargetError, *fs.PathError or *os.LinkError.
func Reason(err error) error {
	var te *TargetError
	if errors.As(err, &te) {
		return te.Err
	}
	return unwrapPath(err)
}

// unwrapPath drops the temporary name from an *fs.PathError, which
// would only confuse the user; the caller names the target.
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}

// CommitNew is Commit for a target that must not exist: if a file has
// appeared at the target since Create, it is left as it is and the error
// wraps fs.ErrExist.
func (f *File) CommitNew() error {
	if f.done {
		return errors.New("safefile: already committed or aborted")
	}
	f.done = true
	defer os.Remove(f.File.Name())
	err := f.File.Sync()
	if cerr := f.File.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Link(f.File.Name(), f.target)
	}
	if err != nil {
		return &TargetError{f.target, unwrapPath(err)}
	}
	syncDir(filepath.Dir(f.target))
	return nil
}

// CheckNotOpen is CheckNotInput for inputs already open, such as
// standard input.
func CheckNotOpen(output string, inputs ...*os.File) error {
	oi, err := os.Stat(output)
	if err != nil {
		return nil
	}
	for _, in := range inputs {
		if in == nil {
			continue
		}
		ii, err := in.Stat()
		if err == nil && os.SameFile(oi, ii) {
			return &InputError{Output: output, Input: in.Name()}
		}
	}
	return nil
}
