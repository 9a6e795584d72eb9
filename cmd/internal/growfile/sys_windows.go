package growfile

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/sys/windows"
)

// lockOffset is the byte a lock is taken on: far beyond any real end of
// a file, so that the lock (which Windows enforces on the bytes it
// covers) never stands in the way of another program reading or adding
// to the file.
const lockOffset = 1 << 62

// lockFile takes an exclusive lock on the open file (LockFileEx),
// without waiting: errBusy if another process holds it.
func lockFile(f *os.File) (func(), error) {
	h := windows.Handle(f.Fd())
	ol := new(windows.Overlapped)
	ol.Offset = uint32(lockOffset & 0xFFFFFFFF)
	ol.OffsetHigh = uint32(lockOffset >> 32)
	err := windows.LockFileEx(h, windows.LOCKFILE_EXCLUSIVE_LOCK|windows.LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0, ol)
	if errors.Is(err, windows.ERROR_LOCK_VIOLATION) || errors.Is(err, windows.ERROR_IO_PENDING) {
		return nil, errBusy
	}
	if err != nil {
		return nil, err
	}
	return func() {
		ul := new(windows.Overlapped)
		ul.Offset, ul.OffsetHigh = ol.Offset, ol.OffsetHigh
		_ = windows.UnlockFileEx(h, 0, 1, 0, ul)
	}, nil
}

// reserve reserves nothing: a write that finds the disk full has its
// bytes put back.
func reserve(f *os.File, off, n int64) error { return nil }

// syncData makes the file's bytes durable (FlushFileBuffers).
func syncData(f *os.File) error { return f.Sync() }

// isNetwork tells whether the file lies on a network drive or share.
func isNetwork(f *os.File) bool {
	name, err := filepath.Abs(f.Name())
	if err != nil {
		return false
	}
	if strings.HasPrefix(name, `\\`) {
		return true
	}
	root := filepath.VolumeName(name) + `\`
	p, err := windows.UTF16PtrFromString(root)
	if err != nil {
		return false
	}
	return windows.GetDriveType(p) == windows.DRIVE_REMOTE
}

// alive tells whether a process with this PID runs on this machine.
func alive(pid int) bool {
	if pid <= 0 {
		return false
	}
	h, err := windows.OpenProcess(windows.PROCESS_QUERY_LIMITED_INFORMATION, false, uint32(pid))
	if err != nil {
		return errors.Is(err, windows.ERROR_ACCESS_DENIED)
	}
	defer windows.CloseHandle(h)
	var code uint32
	if err := windows.GetExitCodeProcess(h, &code); err != nil {
		return true
	}
	return code == 259 // STILL_ACTIVE
}

// fileKey names the open file on this machine: its volume and index.
func fileKey(f *os.File) (string, bool) {
	var info windows.ByHandleFileInformation
	if err := windows.GetFileInformationByHandle(windows.Handle(f.Fd()), &info); err != nil {
		return "", false
	}
	return fmt.Sprintf("%x-%x%08x", info.VolumeSerialNumber, info.FileIndexHigh, info.FileIndexLow), true
}

// lockHolder cannot ask the system who holds a lock.
func lockHolder(f *os.File) (int, bool) { return 0, false }

// commandOf cannot read another process's command line.
func commandOf(pid int) string { return "" }

// appendEnd returns where the last write of an appending handle ended:
// the file's length just after it (a program appending at that very
// moment makes it look moved, which is taken for a change: the game goes
// on as a copy, nothing is lost).
func appendEnd(f *os.File) (int64, error) {
	fi, err := f.Stat()
	if err != nil {
		return 0, err
	}
	return fi.Size(), nil
}
