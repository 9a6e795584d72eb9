package devices

import (
	"context"
	"fmt"
	"github.com/rochade/rochade/devices/internal/fact"
	"github.com/rochade/rochade/notation"
	"io"
	"strconv"
	"strings"

	"github.com/rochade/rochade/devices/gatt"
)

// Packet is one unit a link carries: bytes read from or written to a
// serial line or an RFCOMM socket (Char zero), or the value of one
// characteristic notification or write.
type Packet struct {
	Char gatt.UUID
	Data []byte
}

// Link carries a board's traffic: a serial port, an RFCOMM socket,
// Bluetooth LE characteristics, or the local transport of the emulator.
type Link interface {
	// Recv waits for the next packet from the board. An error means the
	// link is gone (io.EOF: closed by the other side).
	Recv() (Packet, error)
	// Send writes to the board.
	Send(Packet) error
	// Close ends the link; a Recv waiting returns.
	Close() error
}

// StreamLink makes a link of a byte stream (a serial port, a socket).
func StreamLink(rwc io.ReadWriteCloser) Link { return &streamLink{rwc: rwc} }

type streamLink struct{ rwc io.ReadWriteCloser }

func (s *streamLink) Recv() (Packet, error) {
	buf := make([]byte, 512)
	for {
		n, err := s.rwc.Read(buf)
		if n > 0 || err != nil {
			return Packet{Data: buf[:n]}, err
		}
		// Some serial drivers return nothing on a timeout: read on.
	}
}

func (s *streamLink) Send(p Packet) error {
	_, err := s.rwc.Write(p.Data)
	return err
}

func (s *streamLink) Close() error { return s.rwc.Close() }

// Transport names how a board is reached.
type Transport string

// The transports.
const (
	// Serial: a serial port (USB, or a bound Bluetooth serial port).
	Serial Transport = ""
	// Local: the emulator's Unix socket carrying GATT frames (unix:PATH).
	Local Transport = "unix"
	// BLE: Bluetooth Low Energy (ble:NAME-OR-ADDRESS).
	BLE Transport = "ble"
	// RFCOMM: a classic Bluetooth serial socket (rfcomm:ADDRESS or
	// rfcomm:ADDRESS/CHANNEL).
	RFCOMM Transport = "rfcomm"
)

// Address is where a board is reached.
type Address struct {
	Transport Transport
	// Target is the serial port, the socket path, the BLE name or MAC
	// address, or the RFCOMM MAC address.
	Target string
	// Channel is the RFCOMM channel (1 by default: DGT's Bluetooth
	// boards serve their serial port there).
	Channel int
}

func (a Address) String() string {
	switch a.Transport {
	case Serial:
		return a.Target
	case RFCOMM:
		if a.Channel != 1 {
			return fmt.Sprintf("rfcomm:%s/%d", a.Target, a.Channel)
		}
	}
	return string(a.Transport) + ":" + a.Target
}

// AddressError says why a board address cannot be read.
type AddressError struct {
	Text string
	// Problem is one of the Address* problems below.
	Problem AddressProblem
}

// AddressProblem is what is wrong with an address.
type AddressProblem int

// The problems of an address.
const (
	AddressEmpty AddressProblem = iota
	AddressBadMAC
	AddressBadChannel
)

func (e *AddressError) Error() string {
	switch e.Problem {
	case AddressBadMAC:
		return fmt.Sprintf("board address %s: not a Bluetooth address (six hex pairs, such as 00:11:22:33:44:55)", notation.Quote(e.Text))
	case AddressBadChannel:
		return fmt.Sprintf("board address %s: the RFCOMM channel is a number from 1 to 30", notation.Quote(e.Text))
	}
	return fmt.Sprintf("board address %s: nothing after the colon", notation.Quote(e.Text))
}

// addressKeys are the messages of the problems of an address.
var addressKeys = map[AddressProblem]string{AddressEmpty: "board-empty-address", AddressBadMAC: "board-bad-mac", AddressBadChannel: "board-bad-channel"}

func (e *AddressError) Fact() (string, []any) { return addressKeys[e.Problem], []any{e.Text} }

// ErrBadAddress is matched by every *AddressError.
var ErrBadAddress error = &fact.Fact{Key: "board-bad-address", Text: "bad board address"}

// Is makes errors.Is(err, ErrBadAddress) and errors.Is(err,
// ErrNotABoard) true: such an address can never be a board.
func (e *AddressError) Is(target error) bool {
	return target == ErrBadAddress || target == ErrNotABoard
}

// ParseAddress reads a board address: unix:PATH, ble:NAME-OR-ADDRESS,
// rfcomm:ADDRESS[/CHANNEL], or anything else as a serial port (a Windows
// drive path such as C:\x is a path, not a transport).
func ParseAddress(s string) (Address, error) {
	scheme, rest, ok := strings.Cut(s, ":")
	if !ok {
		return Address{Target: s}, nil
	}
	switch Transport(strings.ToLower(scheme)) {
	case Local:
		if rest == "" {
			return Address{}, &AddressError{Text: s, Problem: AddressEmpty}
		}
		return Address{Transport: Local, Target: rest}, nil
	case BLE:
		rest = strings.TrimSpace(rest)
		if rest == "" {
			return Address{}, &AddressError{Text: s, Problem: AddressEmpty}
		}
		return Address{Transport: BLE, Target: rest}, nil
	case RFCOMM:
		mac, ch, hasCh := strings.Cut(rest, "/")
		if mac == "" {
			return Address{}, &AddressError{Text: s, Problem: AddressEmpty}
		}
		if _, err := ParseMAC(mac); err != nil {
			return Address{}, &AddressError{Text: s, Problem: AddressBadMAC}
		}
		a := Address{Transport: RFCOMM, Target: strings.ToUpper(mac), Channel: 1}
		if hasCh {
			n, err := strconv.Atoi(ch)
			if err != nil || n < 1 || n > 30 {
				return Address{}, &AddressError{Text: s, Problem: AddressBadChannel}
			}
			a.Channel = n
		}
		return a, nil
	}
	return Address{Target: s}, nil
}

// ParseMAC reads a Bluetooth device address, AA:BB:CC:DD:EE:FF (or with
// dashes), into its six bytes, most significant first.
func ParseMAC(s string) ([6]byte, error) {
	var m [6]byte
	parts := strings.FieldsFunc(s, func(r rune) bool { return r == ':' || r == '-' })
	if len(parts) != 6 {
		return m, fmt.Errorf("%q: not six hex pairs", s)
	}
	for i, p := range parts {
		v, err := strconv.ParseUint(p, 16, 8)
		if err != nil || len(p) != 2 {
			return m, fmt.Errorf("%q: %q is no hex pair", s, p)
		}
		m[i] = byte(v)
	}
	return m, nil
}

// IsMAC tells whether s is written as a Bluetooth device address.
func IsMAC(s string) bool {
	_, err := ParseMAC(s)
	return err == nil
}

// UnavailableError says that a transport cannot be used in this build or
// on this system.
type UnavailableError struct {
	Transport Transport
	// NeedsCgo: the build has the transport only when built with cgo
	// (Bluetooth LE on macOS).
	NeedsCgo bool
	// OS is the system (runtime.GOOS) that lacks it.
	OS string
	// Err is the system's own error, if it gave one.
	Err error
}

// ErrUnavailable is matched by every *UnavailableError.
var ErrUnavailable error = &fact.Fact{Key: "transport-not-available", Text: "transport not available"}

func (e *UnavailableError) Error() string {
	if e.NeedsCgo {
		return fmt.Sprintf("%s is not available in this build for %s (it needs cgo)", e.Transport, e.OS)
	}
	return fmt.Sprintf("%s is not available on %s", e.Transport, e.OS)
}

// Is makes errors.Is(err, ErrUnavailable) true.
func (e *UnavailableError) Is(target error) bool { return target == ErrUnavailable }

func (e *UnavailableError) Fact() (string, []any) {
	if e.NeedsCgo {
		return "ble-needs-cgo", []any{e.OS}
	}
	return "transport-unavailable", []any{string(e.Transport), e.OS}
}

// NeedsProtocolError says that the protocol of a board cannot be found
// out on its transport, and must be given.
type NeedsProtocolError struct{ Address Address }

func (e *NeedsProtocolError) Error() string {
	return fmt.Sprintf("the protocol of the board at %s must be given", notation.Quote(e.Address.String()))
}

func (e *NeedsProtocolError) Fact() (string, []any) {
	return "board-needs-protocol", []any{e.Address.String()}
}

// openLink opens the link to a board at a non-serial address.
func openLink(ctx context.Context, a Address, proto *Protocol) (Link, *Protocol, error) {
	switch a.Transport {
	case Local:
		if proto == nil {
			return nil, nil, &NeedsProtocolError{Address: a}
		}
		l, err := dialLocal(ctx, a.Target)
		return l, proto, err
	case BLE:
		return openBLE(ctx, a.Target, proto)
	case RFCOMM:
		if proto == nil {
			proto = rfcommDefault()
		}
		l, err := openRFCOMM(ctx, a.Target, a.Channel)
		return l, proto, err
	}
	return nil, nil, fmt.Errorf("no link for %s", a)
}

// LinkError says that a link to a board could not be made or was lost.
type LinkError struct {
	Address Address
	Err     error
}

func (e *LinkError) Error() string {
	return fmt.Sprintf("no link to the board at %s: %v", notation.Quote(e.Address.String()), e.Err)
}

func (e *LinkError) Unwrap() error { return e.Err }

func (e *LinkError) Fact() (string, []any) {
	return "board-link-failed", []any{e.Address.String(), e.Err}
}
