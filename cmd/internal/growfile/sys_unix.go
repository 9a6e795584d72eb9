//go:build unix

package growfile

import (
	"errors"
	"fmt"
	"io"
	"os"
	"syscall"

	"golang.org/x/sys/unix"
)

// lockFile takes an exclusive advisory lock on the open file (flock),
// without waiting: errBusy if another process holds one. The lock
// belongs to the open file, whatever name it was opened by.
func lockFile(f *os.File) (func(), error) {
	fd := int(f.Fd())
	for {
		err := unix.Flock(fd, unix.LOCK_EX|unix.LOCK_NB)
		switch {
		case err == nil:
			return func() { _ = unix.Flock(fd, unix.LOCK_UN) }, nil
		case errors.Is(err, unix.EINTR):
			continue
		case errors.Is(err, unix.EWOULDBLOCK):
			return nil, errBusy
		}
		return nil, err
	}
}

// alive tells whether a process with this PID runs on this machine.
func alive(pid int) bool {
	if pid <= 0 {
		return false
	}
	err := unix.Kill(pid, 0)
	return err == nil || errors.Is(err, unix.EPERM)
}

// fileKey names the open file on this machine: its device and inode.
func fileKey(f *os.File) (string, bool) {
	fi, err := f.Stat()
	if err != nil {
		return "", false
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return "", false
	}
	return fmt.Sprintf("%x-%x", uint64(st.Dev), uint64(st.Ino)), true
}

// appendEnd returns where the last write of an appending descriptor
// ended: its position, which no other process moves.
func appendEnd(f *os.File) (int64, error) { return f.Seek(0, io.SeekCurrent) }
