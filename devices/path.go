package devices

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/rochade/rochade/devices/internal/fact"
)

// ErrNotABoard is matched (errors.Is) by the errors of paths that can
// never be a board.
var ErrNotABoard error = &fact.Fact{Key: "not-a-board", Text: "not a board"}

// PathKind says what a path that can never be a board is.
type PathKind int

// The kinds of paths that can never be a board.
const (
	PathMissing     PathKind = iota // does not exist (outside /dev)
	PathFolder                      // a folder
	PathRegular                     // a regular file
	PathNoTerminal                  // a character device that is no terminal
	PathNamedPipe                   // a named pipe
	PathSocket                      // a socket
	PathBlockDevice                 // a block device
	PathOther                       // anything else
)

var pathKinds = [...]string{"missing", "folder", "regular file", "device but no terminal", "named pipe", "socket", "block device", "no device"}

func (k PathKind) String() string {
	if int(k) < len(pathKinds) {
		return pathKinds[k]
	}
	return "no device"
}

// NotABoardError says that a path can never be a board, and what it is.
type NotABoardError struct {
	Path string
	Kind PathKind
}

func (e *NotABoardError) Error() string {
	return fmt.Sprintf("devices: %q: not a serial port: %s", e.Path, e.Kind)
}

// Is makes errors.Is(err, ErrNotABoard) true.
func (e *NotABoardError) Is(target error) bool { return target == ErrNotABoard }

// notABoardKeys are the messages of the kinds of paths; the others are
// "board-is-other".
var notABoardKeys = map[PathKind]string{PathMissing: "board-missing", PathFolder: "board-is-folder", PathRegular: "board-is-file"}

func (e *NotABoardError) Fact() (string, []any) {
	key, ok := notABoardKeys[e.Kind]
	if !ok {
		key = "board-is-other"
	}
	return key, []any{e.Path, ExamplePort()}
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
		return &NotABoardError{Path: path, Kind: PathMissing}
	case err != nil:
		return nil // permission and the like: opening says it better
	}
	m := fi.Mode()
	switch {
	case m.IsDir():
		return &NotABoardError{Path: path, Kind: PathFolder}
	case m.IsRegular():
		return &NotABoardError{Path: path, Kind: PathRegular}
	case m&os.ModeCharDevice != 0:
		if ok, known := isTerminal(path); known && !ok {
			return &NotABoardError{Path: path, Kind: PathNoTerminal}
		}
		return nil
	case m&os.ModeNamedPipe != 0:
		return &NotABoardError{Path: path, Kind: PathNamedPipe}
	case m&os.ModeSocket != 0:
		return &NotABoardError{Path: path, Kind: PathSocket}
	case m&os.ModeDevice != 0:
		return &NotABoardError{Path: path, Kind: PathBlockDevice}
	}
	return &NotABoardError{Path: path, Kind: PathOther}
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
	return fmt.Sprintf("devices: %q: not there yet", e.Path)
}

func (e *MissingPortError) Fact() (string, []any) { return "board-waiting-for", []any{e.Path} }

// missingDevice is the error of a port that does not exist yet.
func missingDevice(path string) error { return &MissingPortError{Path: path} }
