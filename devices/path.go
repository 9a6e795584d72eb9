package devices

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// ErrNotABoard is matched (errors.Is) by the errors of paths that can
// never be a board.
var ErrNotABoard = errors.New("not a board")

// NotABoardError says that a path can never be a board, and what it is.
type NotABoardError struct {
	Path string
	// What the path is: "a folder", "a regular file", ...
	What string
}

func (e *NotABoardError) Error() string {
	if e.What == "missing" {
		return fmt.Sprintf("%s does not exist; name the board's serial port (such as %s), or use --board auto", QuotePath(e.Path), examplePort)
	}
	return fmt.Sprintf("%s is %s, not a serial port; name the board's serial port (such as %s), or use --board auto", QuotePath(e.Path), e.What, examplePort)
}

// Is makes errors.Is(err, ErrNotABoard) true.
func (e *NotABoardError) Is(target error) bool { return target == ErrNotABoard }

// QuotePath shows at most 40 characters of a path, control characters
// escaped.
func QuotePath(p string) string {
	r := []rune(p)
	if len(r) > 40 {
		p = "…" + string(r[len(r)-39:])
	}
	q := fmt.Sprintf("%q", p)
	if q[1:len(q)-1] == p && !strings.ContainsAny(p, " ") {
		return p
	}
	return q
}

// CheckPath tells whether path can be a board's serial port, or is a
// well-formed address of another transport (unix:, ble:, rfcomm:). It returns
// nil for "" and "auto" (the board is looked for), a terminal device, and
// a path under /dev that does not exist yet (a USB or Bluetooth port that
// appears when the board is plugged in). Anything else (a regular file, a
// folder, /dev/null and other devices that are no terminal, a missing
// path outside /dev) gives a *NotABoardError.
func CheckPath(path string) error {
	if path == "" || path == "auto" || isCOMPort(path) {
		return nil
	}
	if a, err := ParseAddress(path); err != nil {
		return err
	} else if a.Transport != Serial {
		return nil
	}
	fi, err := os.Stat(path)
	switch {
	case errors.Is(err, os.ErrNotExist):
		if underDev(path) {
			return nil
		}
		return &NotABoardError{Path: path, What: "missing"}
	case err != nil:
		return nil // permission and the like: opening says it better
	}
	m := fi.Mode()
	switch {
	case m.IsDir():
		return &NotABoardError{Path: path, What: "a folder"}
	case m.IsRegular():
		return &NotABoardError{Path: path, What: "a regular file"}
	case m&os.ModeCharDevice != 0:
		if ok, known := isTerminal(path); known && !ok {
			return &NotABoardError{Path: path, What: "a device but no terminal"}
		}
		return nil
	case m&os.ModeNamedPipe != 0:
		return &NotABoardError{Path: path, What: "a named pipe"}
	case m&os.ModeSocket != 0:
		return &NotABoardError{Path: path, What: "a socket"}
	case m&os.ModeDevice != 0:
		return &NotABoardError{Path: path, What: "a block device"}
	}
	return &NotABoardError{Path: path, What: "no device"}
}

// A serial port that is not there yet: a path under /dev on Unix, a COM
// port (COM3, \\.\COM12) on Windows.
func underDev(path string) bool {
	if isCOMPort(path) {
		return true
	}
	abs, err := filepath.Abs(path)
	return err == nil && strings.HasPrefix(abs, "/dev/")
}

// isCOMPort tells whether path names a Windows serial port.
func isCOMPort(path string) bool {
	p := strings.ToUpper(strings.TrimPrefix(path, `\\.\`))
	if len(p) < 4 || !strings.HasPrefix(p, "COM") {
		return false
	}
	for _, c := range p[3:] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// MissingPortError says that a board's port does not exist yet: Watch
// waits for it.
type MissingPortError struct{ Path string }

func (e *MissingPortError) Error() string {
	return fmt.Sprintf("waiting for %s: it does not exist yet; plug the board in or switch it on", QuotePath(e.Path))
}

// missingDevice is the error of a port that does not exist yet.
func missingDevice(path string) error { return &MissingPortError{Path: path} }

// ExamplePort is a board's port as this system names it, for messages.
const ExamplePort = examplePort
