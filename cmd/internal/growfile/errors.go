package growfile

import (
	"strconv"

	"github.com/rochade/rochade/cmd/internal/fact"
)

// Op says what was being done to a file when it failed.
type Op uint8

// The operations.
const (
	OpRead Op = iota
	OpCreate
	OpWrite
	OpLock
)

// IOError is a file the system would not read, make, write or lock.
type IOError struct {
	Path string
	Op   Op
	Err  error
}

func (e *IOError) Error() string { return e.Path + ": " + e.Err.Error() }
func (e *IOError) Unwrap() error { return e.Err }

// Fact words the reason alone: the messages that carry it name the file.
func (e *IOError) Fact() (string, []any) { return "grow-io", []any{e.Err} }

// ErrNotRegular is a path that names something else than a regular file.
var ErrNotRegular error = &fact.Fact{Key: "not-regular", Text: "not a regular file"}

// LockedError is a file another process keeps.
type LockedError struct {
	Path   string
	Holder Holder
}

func (e *LockedError) Error() string {
	s := e.Path + ": kept by another process"
	if e.Holder.PID > 0 {
		s += " (" + strconv.Itoa(e.Holder.PID) + ")"
	}
	return s
}

// Fact names the process as far as it is known.
func (e *LockedError) Fact() (string, []any) {
	h := e.Holder
	switch {
	case h.PID > 0 && h.Host != "":
		return "grow-locked-host", []any{e.Path, h.PID, h.Host, h.Command, h.LockFile}
	case h.PID > 0 && h.Command != "":
		return "grow-locked", []any{e.Path, h.PID, h.Command}
	case h.PID > 0:
		return "grow-locked-pid", []any{e.Path, h.PID}
	case h.LockFile != "":
		return "grow-locked-file", []any{e.Path, h.LockFile}
	}
	return "grow-locked-unknown", []any{e.Path}
}

// StaleLock is the lock of a process that is gone, taken over.
type StaleLock struct {
	Path   string
	Holder Holder
}

// Fact names the process that left the lock.
func (s StaleLock) Fact() (string, []any) {
	if s.Holder.Command != "" {
		return "grow-stale-lock", []any{s.Path, s.Holder.PID, s.Holder.Command}
	}
	return "grow-stale-lock-pid", []any{s.Path, s.Holder.PID}
}

// ReadOnlyError is a file whose mode lets nobody write it: it is not
// written over.
type ReadOnlyError struct{ Path string }

func (e *ReadOnlyError) Error() string         { return e.Path + ": read-only" }
func (e *ReadOnlyError) Fact() (string, []any) { return "grow-read-only", nil }

// Change says how another program changed a file.
type Change uint8

// The changes.
const (
	Changed  Change = iota // its bytes or its length changed
	Replaced               // another file has its name now
	Gone                   // it was removed
)

// ChangedError is a file another program changed since this process
// last wrote it: nothing was written.
type ChangedError struct {
	Path string
	How  Change
}

func (e *ChangedError) Error() string {
	return e.Path + ": changed by another program"
}

// Fact says how; the messages that carry it name the file.
func (e *ChangedError) Fact() (string, []any) {
	switch e.How {
	case Replaced:
		return "grow-replaced", nil
	case Gone:
		return "grow-gone", nil
	}
	return "grow-changed", nil
}
