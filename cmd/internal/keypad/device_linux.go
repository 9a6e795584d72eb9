//go:build linux

package keypad

import (
	"io/fs"
	"os"
	"strings"
	"syscall"
	"unsafe"

	"golang.org/x/sys/unix"
)

// The ioctls of the event devices (the generic _IOC encoding of amd64,
// arm64 and arm).
const (
	iocRead   = 2
	iocWrite  = 1
	iocNRBits = 8
	iocTypeSh = iocNRBits
	iocSizeSh = iocTypeSh + 8
	iocDirSh  = iocSizeSh + 14
)

func ioc(dir, typ, nr, size uintptr) uintptr {
	return dir<<iocDirSh | size<<iocSizeSh | typ<<iocTypeSh | nr
}

// eviocgbit is EVIOCGBIT(ev, len): the codes of an event type a device has.
func eviocgbit(ev, size uintptr) uintptr { return ioc(iocRead, 'E', 0x20+ev, size) }

// eviocgname is EVIOCGNAME(len): the device's name.
func eviocgname(size uintptr) uintptr { return ioc(iocRead, 'E', 0x06, size) }

// eviocgrab is EVIOCGRAB: take the device for this file alone.
var eviocgrab = ioc(iocWrite, 'E', 0x90, unsafe.Sizeof(int32(0)))

func supported(string) error { return nil }

func sysID(fi fs.FileInfo) uint64 {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return uint64(st.Rdev)<<32 ^ uint64(st.Ino)
	}
	return 0
}

// keypadKeys are the keys a device must have to be a keypad.
var keypadKeys = []uint16{KeyKP0, KeyKP1, KeyKP2, KeyKP3, KeyKP4, KeyKP5, KeyKP6, KeyKP7, KeyKP8, KeyKP9, KeyKPEnter}

// openKeypad opens path: a FIFO or a file of records as it is, a device
// if it has keypad keys (taken for this program alone). A device without
// them gives nil and no error, unless named (then ErrNotKeypad).
func openKeypad(path string, named bool) (*stream, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, &OpenError{path, err}
	}
	switch {
	case fi.Mode()&fs.ModeNamedPipe != 0:
		// Read and write: the FIFO stays open between writers, and a
		// read waits for the next one instead of ending.
		fd, err := unix.Open(path, unix.O_RDWR|unix.O_NONBLOCK|unix.O_CLOEXEC, 0)
		if err != nil {
			return nil, &OpenError{path, err}
		}
		return &stream{f: os.NewFile(uintptr(fd), path)}, nil
	case fi.Mode().IsRegular():
		f, err := os.Open(path)
		if err != nil {
			return nil, &OpenError{path, err}
		}
		return &stream{f: f}, nil
	case fi.Mode()&fs.ModeCharDevice == 0:
		return nil, &OpenError{path, ErrNotKeypad}
	}
	fd, err := unix.Open(path, unix.O_RDONLY|unix.O_NONBLOCK|unix.O_CLOEXEC, 0)
	if err != nil {
		return nil, &OpenError{path, err}
	}
	bits := make([]byte, (int(KeyMaxCode)+8)/8)
	if _, _, e := unix.Syscall(unix.SYS_IOCTL, uintptr(fd), eviocgbit(evKey, uintptr(len(bits))), uintptr(unsafe.Pointer(&bits[0]))); e != 0 {
		unix.Close(fd)
		if named {
			return nil, &OpenError{path, ErrNotKeypad}
		}
		return nil, nil
	}
	for _, k := range keypadKeys {
		if bits[k/8]&(1<<(k%8)) == 0 {
			unix.Close(fd)
			if named {
				return nil, &OpenError{path, ErrNotKeypad}
			}
			return nil, nil
		}
	}
	name := make([]byte, 256)
	if _, _, e := unix.Syscall(unix.SYS_IOCTL, uintptr(fd), eviocgname(uintptr(len(name))), uintptr(unsafe.Pointer(&name[0]))); e != 0 {
		name = name[:0]
	}
	if _, _, e := unix.Syscall(unix.SYS_IOCTL, uintptr(fd), eviocgrab, 1); e != 0 {
		unix.Close(fd)
		return nil, &OpenError{path, e}
	}
	return &stream{f: os.NewFile(uintptr(fd), path), name: strings.TrimRight(string(name), "\x00")}, nil
}
