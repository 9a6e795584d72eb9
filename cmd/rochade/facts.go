package main

import (
	"errors"
	"runtime"
	"strings"

	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/clock"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/voices/live"
	"github.com/rochade/rochade/voices/speech"
)

// The libraries state facts: typed errors with their fields. The
// functions here word them in the language of the run.

// boardError says a board's error in the language of the run.
func boardError(p *ui.Printer, err error) string {
	return say(p, err)
}

// say words an error of a library in the language of the run: the
// typed errors of devices, clock and voices by their fields, any other
// error as it is.
func say(p *ui.Printer, err error) string {
	if err == nil {
		return ""
	}
	var (
		nab *devices.NotABoardError
		mis *devices.MissingPortError
		nan *devices.NoAnswerError
		ope *devices.OpenError
		det *devices.DetectError
		upe *devices.UnknownProtocolError
		tce *clock.TimeControlError
		spo *speech.OptionError
	)
	switch {
	case errors.As(err, &nab):
		path := quotePath(nab.Path)
		switch nab.Kind {
		case devices.PathMissing:
			return p.Sprintf(ui.BoardMissing, path, examplePort())
		case devices.PathFolder:
			return p.Sprintf(ui.BoardIsFolder, path, examplePort())
		case devices.PathRegular:
			return p.Sprintf(ui.BoardIsFile, path, examplePort())
		}
		return p.Sprintf(ui.BoardIsOther, path, examplePort())
	case errors.As(err, &mis):
		return p.Sprintf(ui.BoardWaitingFor, quotePath(mis.Path))
	case errors.As(err, &nan):
		if nan.Protocol == "" {
			return p.Sprintf(ui.BoardNoAnswerAny, quotePath(nan.Path))
		}
		return p.Sprintf(ui.BoardNoAnswerProto, quotePath(nan.Path), nan.Protocol)
	case errors.As(err, &ope):
		path := quotePath(ope.Path)
		switch ope.Code {
		case devices.OpenPermission:
			return p.Sprintf(ui.PortPermission, path, p.Sprintf(permissionHint()))
		case devices.OpenBusy:
			return p.Sprintf(ui.PortBusy, path)
		case devices.OpenNotFound:
			return p.Sprintf(ui.PortNotFound, path, p.Sprintf(portsHint(), examplePort()))
		}
		return p.Sprintf(ui.PortOpenFailed, path, ope.Err)
	case errors.Is(err, devices.ErrNoPorts):
		return p.Sprintf(ui.PortNone, p.Sprintf(portsHint(), examplePort()))
	case errors.As(err, &det):
		return p.Sprintf(ui.BoardNoAnswer, strings.Join(det.Tried, ", "))
	case errors.As(err, &upe):
		return p.Sprintf(ui.BoardUnknownProtocol, quote(upe.Name))
	case errors.As(err, &tce):
		return timeControlError(p, tce)
	case errors.Is(err, clock.ErrBadHMS):
		return p.Sprintf(ui.ClockBadHMS)
	case errors.Is(err, live.ErrNoDevice):
		return p.Sprintf(ui.SoundNoDevice)
	case errors.As(err, &spo):
		return p.Sprintf(ui.SpeechBadTiming, spo.Flag(), spo.Value, spo.Max)
	}
	return err.Error()
}

// worded is a library's error in the words of the run's language; it
// still matches the library's error (errors.Is, errors.As).
type worded struct {
	text string
	err  error
}

func (w *worded) Error() string { return w.text }
func (w *worded) Unwrap() error { return w.err }

// sayErr returns err worded by say, or nil.
func sayErr(p *ui.Printer, err error) error {
	if err == nil {
		return nil
	}
	return &worded{text: say(p, err), err: err}
}

// timeControlError words why a time control cannot be read.
func timeControlError(p *ui.Printer, e *clock.TimeControlError) string {
	var why string
	part := quote(e.Part)
	switch e.Problem {
	case clock.TCEmpty:
		why = p.Sprintf(ui.TCEmpty)
	case clock.TCUnknown:
		why = p.Sprintf(ui.TCUnknown)
	case clock.TCSandglass:
		why = p.Sprintf(ui.TCSandglass)
	case clock.TCTooManyPeriods:
		why = p.Sprintf(ui.TCTooManyPeriods, e.Limit)
	case clock.TCPeriodEmpty:
		why = p.Sprintf(ui.TCPeriodEmpty)
	case clock.TCBadMoves:
		why = p.Sprintf(ui.TCBadMoves, part, e.Limit)
	case clock.TCZeroTime:
		why = p.Sprintf(ui.TCZeroTime)
	case clock.TCRestNotLast:
		why = p.Sprintf(ui.TCRestNotLast)
	case clock.TCTimeMissing:
		why = p.Sprintf(ui.TCTimeMissing)
	case clock.TCTooLong:
		why = p.Sprintf(ui.TCTooLong, part, e.Limit)
	case clock.TCNotATime:
		why = p.Sprintf(ui.TCNotATime, part)
	case clock.TCNoUnit:
		why = p.Sprintf(ui.TCNoUnit, part)
	case clock.TCUnitOrder:
		why = p.Sprintf(ui.TCUnitOrder, part)
	case clock.TCBadUnit:
		why = p.Sprintf(ui.TCBadUnit, quote(e.Unit), part)
	default:
		why = e.Problem.String()
	}
	if e.Period > 0 {
		why = p.Sprintf(ui.TCPeriod, e.Period, why)
	}
	return p.Sprintf(ui.TCCannotRead, quote(e.Input), why)
}

// boardInfo names a connected board: its protocol, version, serial
// number and port.
func boardInfo(p *ui.Printer, i devices.Info) string {
	if i.Protocol == demoProtocol {
		return p.Sprintf(ui.BoardDemo)
	}
	parts := []string{protocolName(i.Protocol)}
	if i.Version != "" {
		parts = append(parts, p.Sprintf(ui.BoardVersion, i.Version))
	}
	if i.Serial != "" {
		parts = append(parts, p.Sprintf(ui.BoardSerial, i.Serial))
	}
	if i.Path != "" {
		parts = append(parts, p.Sprintf(ui.BoardOnPort, quotePath(i.Path)))
	}
	return strings.Join(parts, " ")
}

// quote shows at most 40 characters of bad input, control characters
// escaped, in quotes (notation.Quote is the one quoting of Rochade).
func quote(s string) string { return notation.Quote(s) }

// quotePath shows a path for a message: as it is when it is short and
// plain, else its last 39 characters after "…", quoted when it has
// spaces or characters that need escaping.
func quotePath(path string) string {
	r := []rune(path)
	if len(r) > 40 {
		path = "…" + string(r[len(r)-39:])
	}
	q := notation.Quote(path)
	if q[1:len(q)-1] == path && !strings.ContainsAny(path, " ") {
		return path
	}
	return q
}

// examplePort is a board's port as this system names it.
func examplePort() string {
	switch runtime.GOOS {
	case "windows":
		return "COM3"
	case "darwin":
		return "/dev/cu.usbmodem101"
	}
	return "/dev/ttyACM0"
}

// permissionHint says how to get the right to use a serial port on this
// system.
func permissionHint() ui.Key {
	switch runtime.GOOS {
	case "windows":
		return ui.PortPermissionWindows
	case "darwin":
		return ui.PortPermissionMac
	}
	return ui.PortPermissionLinux
}

// portsHint says how to make a board's port appear on this system; it
// takes the example port.
func portsHint() ui.Key {
	if runtime.GOOS == "windows" {
		return ui.PortsHintWindows
	}
	return ui.PortsHint
}
