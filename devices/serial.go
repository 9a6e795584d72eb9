package devices

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"go.bug.st/serial"
)

// Port is an open serial port.
type Port = io.ReadWriteCloser

// modeFor returns the line settings of a protocol (of the first that
// has some, for one without). No modem control lines are touched
// (InitialStatusBits stays nil), so pseudo-terminals and Bluetooth
// serial ports open like USB ones.
func modeFor(p *Protocol) *serial.Mode {
	if p != nil && p.Serial != nil {
		m := *p.Serial
		return &m
	}
	for _, q := range Protocols() {
		if q.Serial != nil {
			m := *q.Serial
			return &m
		}
	}
	return &serial.Mode{BaudRate: 9600}
}

// OpenCode says why a serial port did not open.
type OpenCode int

// The reasons a serial port does not open.
const (
	OpenFailed     OpenCode = iota // another reason, in OpenError.Err
	OpenPermission                 // the user may not use the port
	OpenBusy                       // another program holds the port
	OpenNotFound                   // there is no such port
)

var openCodes = [...]string{"failed", "permission denied", "busy", "not found"}

func (c OpenCode) String() string {
	if int(c) < len(openCodes) {
		return openCodes[c]
	}
	return "failed"
}

// OpenError says that a serial port did not open, and why.
type OpenError struct {
	Path string
	Code OpenCode
	Err  error // the serial package's error
}

func (e *OpenError) Error() string {
	return fmt.Sprintf("devices: open %q: %s: %v", e.Path, e.Code, e.Err)
}

func (e *OpenError) Unwrap() error { return e.Err }

func (e *OpenError) Fact() (string, []any) {
	switch e.Code {
	case OpenPermission:
		return "port-permission", []any{e.Path, permissionHint()}
	case OpenBusy:
		return "port-busy", []any{e.Path}
	case OpenNotFound:
		return "port-not-found", []any{e.Path, portsHint()}
	}
	return "port-open-failed", []any{e.Path, e.Err}
}

// ErrNoPorts is the error of ListPorts when the system has no serial
// port that may hold a board.
var ErrNoPorts error = noPortsError{}

type noPortsError struct{}

func (noPortsError) Error() string         { return "devices: no serial ports" }
func (noPortsError) Fact() (string, []any) { return "port-none", []any{portsHint()} }

// OpenPort opens a serial port with the settings of a protocol and
// discards whatever was waiting in its input buffer.
func OpenPort(path string, p *Protocol) (Port, error) {
	port, err := serial.Open(path, modeFor(p))
	if err != nil {
		oe := &OpenError{Path: path, Code: OpenFailed, Err: err}
		var pe *serial.PortError
		if errors.As(err, &pe) {
			switch pe.Code() {
			case serial.PermissionDenied:
				oe.Code = OpenPermission
			case serial.PortBusy:
				oe.Code = OpenBusy
			case serial.PortNotFound:
				oe.Code = OpenNotFound
			}
		}
		return nil, oe
	}
	lock, err := lockPort(path)
	if err != nil {
		port.Close()
		oe := &OpenError{Path: path, Code: OpenFailed, Err: err}
		if errors.Is(err, errBusy) {
			oe.Code = OpenBusy
		}
		return nil, oe
	}
	_ = port.ResetInputBuffer()
	return &lockedPort{port, lock}, nil
}

// errBusy: another program holds the port's lock (see lockPort).
var errBusy = errors.New("another program is using the port")

// lockedPort is a port with its lock, given back when it closes.
type lockedPort struct {
	serial.Port
	lock io.Closer
}

func (p *lockedPort) Close() error {
	err := p.Port.Close()
	p.lock.Close()
	return err
}

// Candidates lists the serial ports that may hold a board: the boards
// recognised by their USB identifiers first (their protocol is set; see
// Protocol.USB), then the ports this system names like board ports:
// /dev/ttyACM*, /dev/ttyUSB* and /dev/rfcomm* on Linux,
// /dev/cu.usbmodem*, /dev/cu.usbserial* and other /dev/cu.* ports on
// macOS, COM ports on Windows.
func Candidates() []Candidate {
	var out []Candidate
	seen := map[string]bool{}
	for _, c := range usbPorts() {
		if !seen[c.Path] {
			out = append(out, c)
			seen[c.Path] = true
		}
	}
	for _, p := range systemPorts() {
		if !seen[p] {
			out = append(out, Candidate{Path: p})
			seen[p] = true
		}
	}
	return out
}

// ListPorts returns Candidates, or ErrNoPorts when there are none.
func ListPorts() ([]Candidate, error) {
	c := Candidates()
	if len(c) == 0 {
		return nil, ErrNoPorts
	}
	return c, nil
}

// globPorts returns the files matching each pattern in turn, each
// pattern's matches in port order, without the names skip accepts.
func globPorts(skip func(string) bool, patterns ...string) []string {
	var out []string
	for _, pat := range patterns {
		m, _ := filepath.Glob(pat)
		slices.SortFunc(m, comparePorts)
		for _, p := range m {
			if skip == nil || !skip(p) {
				out = append(out, p)
			}
		}
	}
	return out
}

// comparePorts orders port names by their text before the final number,
// then by that number: COM3 before COM10, ttyACM2 before ttyACM10.
func comparePorts(a, b string) int {
	split := func(s string) (string, int) {
		i := len(s)
		for i > 0 && s[i-1] >= '0' && s[i-1] <= '9' {
			i--
		}
		n, err := strconv.Atoi(s[i:])
		if err != nil {
			return s, -1
		}
		return s[:i], n
	}
	pa, na := split(a)
	pb, nb := split(b)
	if c := strings.Compare(pa, pb); c != 0 {
		return c
	}
	if na != nb {
		return cmp.Compare(na, nb)
	}
	return strings.Compare(a, b)
}

// Candidate is a port that may hold a board.
type Candidate struct {
	Path     string
	Protocol *Protocol // nil when unknown
}

// detectable returns the protocols a serial port is asked for.
func detectable() []*Protocol {
	return ProtocolsWhere(func(p *Protocol) bool { return p.Detect && p.Serial != nil })
}

// Probe opens path and asks whether a board answers there in each
// protocol that is looked for on serial ports (only proto, if given). It
// returns the protocol that answered.
func Probe(ctx context.Context, path string, proto *Protocol) (*Protocol, error) {
	protos := detectable()
	if proto != nil {
		protos = []*Protocol{proto}
	}
	var last error
	for _, p := range protos {
		ok, err := probeOne(ctx, path, p)
		if ok {
			return p, nil
		}
		last = err
	}
	if last == nil {
		last = ErrNoAnswer
	}
	return nil, fmt.Errorf("no board answers on %s: %w", path, last)
}

// probeOne asks the board at path whether it speaks p: with the driver's
// quick question (Prober), or by starting it.
func probeOne(ctx context.Context, path string, p *Protocol) (bool, error) {
	port, err := OpenPort(path, p)
	if err != nil {
		return false, err
	}
	defer port.Close()
	c := NewConn(port, p)
	defer c.Close()
	ctx, cancel := context.WithTimeout(ctx, 700*time.Millisecond)
	defer cancel()
	if pr, ok := c.drv.(Prober); ok {
		err = pr.Probe(ctx, Session{c})
	} else {
		_, err = c.Start(ctx)
	}
	return err == nil, err
}

// DetectError says that no board answered on any of the ports tried.
type DetectError struct{ Tried []string }

func (e *DetectError) Error() string {
	return "devices: no board answers on " + strings.Join(e.Tried, ", ")
}

// Unwrap makes errors.Is(err, ErrNoAnswer) true.
func (e *DetectError) Unwrap() error { return ErrNoAnswer }

func (e *DetectError) Fact() (string, []any) { return "board-no-answer", []any{e.Tried} }

// Detect finds a board: the first candidate port on which a board
// answers. proto, if not empty, limits the search to that protocol.
func Detect(ctx context.Context, proto *Protocol) (Candidate, error) {
	cands, err := ListPorts()
	if err != nil {
		return Candidate{}, err
	}
	var tried []string
	for _, c := range cands {
		want := proto
		if want == nil {
			want = c.Protocol
		}
		p, err := Probe(ctx, c.Path, want)
		if err == nil {
			return Candidate{Path: c.Path, Protocol: p}, nil
		}
		tried = append(tried, c.Path)
		if ctx.Err() != nil {
			return Candidate{}, ctx.Err()
		}
	}
	return Candidate{}, &DetectError{Tried: tried}
}
