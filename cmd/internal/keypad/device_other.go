//go:build !linux

package keypad

import (
	"io/fs"
	"os"
	"runtime"
)

// supported refuses to look for devices: only Linux has input devices.
// A FIFO or a file of records named is read on every system.
func supported(path string) error {
	if path == "" {
		return &UnsupportedError{OS: runtime.GOOS}
	}
	return nil
}

func sysID(fs.FileInfo) uint64 { return 0 }

// openKeypad opens a FIFO or a file of records.
func openKeypad(path string, _ bool) (*stream, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, &OpenError{path, err}
	}
	switch {
	case fi.Mode()&fs.ModeNamedPipe != 0:
		f, err := os.OpenFile(path, os.O_RDWR, 0)
		if err != nil {
			return nil, &OpenError{path, err}
		}
		return &stream{f: f}, nil
	case fi.Mode().IsRegular():
		f, err := os.Open(path)
		if err != nil {
			return nil, &OpenError{path, err}
		}
		return &stream{f: f}, nil
	}
	return nil, &OpenError{path, &UnsupportedError{OS: runtime.GOOS}}
}
