package growfile

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"

	"golang.org/x/sys/unix"
)

// reserve makes room for n bytes at off without changing the file's
// length, so that the write after it cannot find the disk full half way.
// A file system without the call reserves nothing.
func reserve(f *os.File, off, n int64) error {
	for {
		err := unix.Fallocate(int(f.Fd()), unix.FALLOC_FL_KEEP_SIZE, off, n)
		switch {
		case err == nil:
			return nil
		case errors.Is(err, unix.EINTR):
			continue
		case errors.Is(err, unix.EOPNOTSUPP), errors.Is(err, unix.ENOSYS), errors.Is(err, unix.EINVAL):
			return nil
		}
		return err
	}
}

// syncData makes the file's bytes durable.
func syncData(f *os.File) error {
	for {
		err := unix.Fdatasync(int(f.Fd()))
		if !errors.Is(err, unix.EINTR) {
			return err
		}
	}
}

// Network file systems, whose locks another machine may not see.
var networkMagic = map[uint32]bool{
	0x6969:     true, // NFS
	0x517B:     true, // SMB
	0xFF534D42: true, // CIFS
	0xFE534D42: true, // SMB2
	0x65735546: true, // FUSE (sshfs and others)
	0x5346414F: true, // AFS
	0x73757245: true, // Coda
	0x01021997: true, // 9P
	0x00C36400: true, // Ceph
	0x564C:     true, // NCP
	0x47504653: true, // GPFS
	0x0BD00BD0: true, // Lustre
}

// isNetwork tells whether the file lies on a network file system.
func isNetwork(f *os.File) bool {
	var st unix.Statfs_t
	if err := unix.Fstatfs(int(f.Fd()), &st); err != nil {
		return false
	}
	return networkMagic[uint32(st.Type)] || testNetwork
}

// testNetwork makes every file system a network one (tests).
var testNetwork bool

// lockHolder finds the process that holds a flock on the open file, in
// /proc/locks.
func lockHolder(f *os.File) (int, bool) {
	fi, err := f.Stat()
	if err != nil {
		return 0, false
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return 0, false
	}
	dev := uint64(st.Dev)
	want := fmt.Sprintf("%02x:%02x:%d", unix.Major(dev), unix.Minor(dev), st.Ino)
	data, err := os.ReadFile("/proc/locks")
	if err != nil {
		return 0, false
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		// "1: FLOCK  ADVISORY  WRITE 1234 08:01:5678 0 EOF"
		fs := strings.Fields(sc.Text())
		if len(fs) < 6 || fs[1] == "->" {
			continue
		}
		if fs[1] == "FLOCK" && fs[5] == want {
			if pid, err := strconv.Atoi(fs[4]); err == nil && pid > 0 {
				return pid, true
			}
		}
	}
	return 0, false
}

// commandOf returns the command line of a process, or "".
func commandOf(pid int) string {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", pid))
	if err != nil {
		return ""
	}
	return strings.TrimSpace(strings.Join(strings.Split(strings.TrimRight(string(data), "\x00"), "\x00"), " "))
}
