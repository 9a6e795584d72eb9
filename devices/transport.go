package devices

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"os"
	"syscall"

	"go.bug.st/serial"
)

// TransportProblem says what went wrong on the way to a board: its
// serial port, RFCOMM socket, Bluetooth LE link or local socket.
type TransportProblem int

// The problems of a transport.
const (
	TransportFailed       TransportProblem = iota // another error of the system: Err
	TransportClosed                               // the other end closed the connection
	TransportGone                                 // the device went away: unplugged, switched off, out of range
	TransportBusy                                 // another program holds it
	TransportNoPermission                         // the user may not use it
	TransportNotFound                             // it is not there
	TransportTimedOut                             // no answer in time
)

var transportProblems = [...]string{"failed", "closed", "gone", "busy", "permission denied", "not found", "timed out"}

func (p TransportProblem) String() string {
	if int(p) < len(transportProblems) {
		return transportProblems[p]
	}
	return "failed"
}

// TransportError says that reading from a board, writing to it or
// reaching it failed, and why: Problem, with the system's own error in
// Err.
type TransportError struct {
	Op      string // "read", "write" or "connect", for a log
	Problem TransportProblem
	Err     error
}

func (e *TransportError) Error() string {
	if e.Err == nil {
		return fmt.Sprintf("devices: %s: %s", e.Op, e.Problem)
	}
	return fmt.Sprintf("devices: %s: %s: %v", e.Op, e.Problem, e.Err)
}

func (e *TransportError) Unwrap() error { return e.Err }

// transportKeys are the messages of the problems; TransportFailed words
// the system's error.
var transportKeys = map[TransportProblem]string{TransportClosed: "transport-closed", TransportGone: "transport-gone",
	TransportBusy: "transport-busy", TransportNoPermission: "transport-no-permission",
	TransportNotFound: "transport-not-found", TransportTimedOut: "transport-timed-out"}

func (e *TransportError) Fact() (string, []any) {
	if k, ok := transportKeys[e.Problem]; ok {
		return k, nil
	}
	return "transport-failed", []any{e.Err}
}

// transportError is err of the operation op as a *TransportError, with
// its problem found from the serial package's code or the system's
// error number. Nil stays nil; an error that says more already (a
// *TransportError, a context's end) is left as it is.
func transportError(op string, err error) error {
	var te *TransportError
	if err == nil || errors.As(err, &te) || errors.Is(err, context.Canceled) {
		return err
	}
	return &TransportError{Op: op, Problem: transportProblem(err), Err: err}
}

// serialProblems are the problems of the serial package's codes.
var serialProblems = map[serial.PortErrorCode]TransportProblem{
	serial.PortBusy:          TransportBusy,
	serial.PortNotFound:      TransportNotFound,
	serial.PermissionDenied:  TransportNoPermission,
	serial.PortClosed:        TransportGone, // a read of nothing: the device was unplugged
	serial.InvalidSerialPort: TransportNotFound,
}

// errnoProblems are the problems of the system's error numbers.
var errnoProblems = map[syscall.Errno]TransportProblem{
	syscall.ENXIO: TransportGone, syscall.ENODEV: TransportGone, syscall.EIO: TransportGone,
	syscall.EHOSTDOWN: TransportGone, syscall.EHOSTUNREACH: TransportGone, syscall.ENOTCONN: TransportGone,
	syscall.EBUSY: TransportBusy, syscall.EACCES: TransportNoPermission, syscall.EPERM: TransportNoPermission,
	syscall.ENOENT: TransportNotFound, syscall.ECONNREFUSED: TransportNotFound, syscall.ETIMEDOUT: TransportTimedOut,
	syscall.EPIPE: TransportClosed, syscall.ECONNRESET: TransportClosed, syscall.ECONNABORTED: TransportClosed,
}

// transportProblem finds what err means for the way to a board.
func transportProblem(err error) TransportProblem {
	var pe *serial.PortError
	if errors.As(err, &pe) {
		if p, ok := serialProblems[pe.Code()]; ok {
			return p
		}
	}
	var errno syscall.Errno
	if errors.As(err, &errno) {
		if p, ok := errnoProblems[errno]; ok {
			return p
		}
	}
	switch {
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, net.ErrClosed), errors.Is(err, fs.ErrClosed):
		return TransportClosed
	case errors.Is(err, os.ErrDeadlineExceeded), errors.Is(err, context.DeadlineExceeded):
		return TransportTimedOut
	case errors.Is(err, fs.ErrPermission):
		return TransportNoPermission
	case errors.Is(err, fs.ErrNotExist):
		return TransportNotFound
	}
	return TransportFailed
}
