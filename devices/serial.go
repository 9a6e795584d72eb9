package devices

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"go.bug.st/serial"
	"go.bug.st/serial/enumerator"
)

// Port is an open serial port.
type Port = io.ReadWriteCloser

// modeFor returns the line settings of a protocol. No modem control
// lines are touched (InitialStatusBits stays nil), so pseudo-terminals
// and Bluetooth serial ports open like USB ones.
func modeFor(p Protocol) *serial.Mode {
	if d := newDriver(p); d != nil {
		return d.serialMode()
	}
	return newDriver(DGT).serialMode()
}

// OpenPort opens a serial port with the settings of a protocol and
// discards whatever was waiting in its input buffer.
func OpenPort(path string, p Protocol) (Port, error) {
	port, err := serial.Open(path, modeFor(p))
	if err != nil {
		var pe *serial.PortError
		if errors.As(err, &pe) && pe.Code() == serial.PermissionDenied {
			return nil, fmt.Errorf("cannot open %s: permission denied; add yourself to the dialout group", path)
		}
		return nil, fmt.Errorf("cannot open %s: %w", path, err)
	}
	_ = port.ResetInputBuffer()
	return port, nil
}

// DGT USB identifiers.
const (
	dgtVID = "04D8"
	dgtPID = "000A"
)

// Candidates lists the serial ports that may hold a board, DGT boards
// recognised by their USB identifiers first, then /dev/ttyACM*,
// /dev/ttyUSB* and /dev/rfcomm*. The protocol is set where the USB
// identifiers tell it.
func Candidates() []Candidate {
	var out []Candidate
	seen := map[string]bool{}
	if ports, err := enumerator.GetDetailedPortsList(); err == nil {
		for _, p := range ports {
			if p.IsUSB && strings.EqualFold(p.VID, dgtVID) && strings.EqualFold(p.PID, dgtPID) {
				out = append(out, Candidate{Path: p.Name, Protocol: DGT})
				seen[p.Name] = true
			}
		}
	}
	for _, pat := range []string{"/dev/ttyACM*", "/dev/ttyUSB*", "/dev/rfcomm*"} {
		m, _ := filepath.Glob(pat)
		sort.Strings(m)
		for _, p := range m {
			if !seen[p] {
				out = append(out, Candidate{Path: p})
				seen[p] = true
			}
		}
	}
	return out
}

// Candidate is a port that may hold a board.
type Candidate struct {
	Path     string
	Protocol Protocol // empty when unknown
}

// Probe opens path and asks for a board's version in each protocol
// (only proto, if given). It returns the protocol that answered.
func Probe(ctx context.Context, path string, proto Protocol) (Protocol, error) {
	protos := []Protocol{DGT, Millennium}
	if proto != "" {
		protos = []Protocol{proto}
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
	return "", fmt.Errorf("no board answers on %s: %w", path, last)
}

func probeOne(ctx context.Context, path string, p Protocol) (bool, error) {
	port, err := OpenPort(path, p)
	if err != nil {
		return false, err
	}
	defer port.Close()
	c := NewConn(port, p)
	defer c.Close()
	if c.drv == nil {
		return false, fmt.Errorf("unknown protocol %q", p)
	}
	ctx, cancel := context.WithTimeout(ctx, 700*time.Millisecond)
	defer cancel()
	err = c.drv.probe(ctx, c)
	return err == nil, err
}

// Detect finds a board: the first candidate port on which a board
// answers. proto, if not empty, limits the search to that protocol.
func Detect(ctx context.Context, proto Protocol) (Candidate, error) {
	cands := Candidates()
	if len(cands) == 0 {
		return Candidate{}, errors.New("no serial ports found: connect the board, or name it with --board PATH")
	}
	var tried []string
	for _, c := range cands {
		want := proto
		if want == "" {
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
	return Candidate{}, fmt.Errorf("no board answers on %s: check the cable, or name the port with --board PATH", strings.Join(tried, ", "))
}
