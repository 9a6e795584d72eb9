package devices

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"go.bug.st/serial"

	"github.com/rochade/rochade/devices/firmware"
	"github.com/rochade/rochade/devices/gatt"
	"github.com/rochade/rochade/devices/internal/fact"
)

// Protocol is one board protocol, described once: its names, how its
// boards are reached, what they see and report, the driver that speaks
// it (the computer's side) and the firmware an emulated board of it runs
// (the board's side). The protocols are kept in one table (protocols.go,
// Register); the rest of the program asks a protocol what it needs to
// know, never its name.
type Protocol struct {
	// Name is the protocol's name on the command line (--protocol
	// NAME); Aliases are other names taken for it there.
	Name    string
	Aliases []string
	// Title names its boards in messages ("DGT Pegasus").
	Title string

	// Serial is the line settings of its boards on a serial port (USB,
	// a bound Bluetooth serial port) or an RFCOMM socket; nil where the
	// protocol is not carried by a serial line.
	Serial *serial.Mode
	// USB lists the USB identifiers its boards are known by on a serial
	// port.
	USB []USBID
	// Detect: where no protocol is given, a serial port is asked whether
	// one of its boards answers there (--board auto, board detect).
	Detect bool
	// RFCOMM: its boards are reached over classic Bluetooth
	// (rfcomm:ADDRESS); an rfcomm: address given without a protocol is
	// taken to hold a board of the first such protocol.
	RFCOMM bool
	// GATT is its use of Bluetooth LE, which the emulator's socket
	// (unix:PATH) carries too; nil where its boards have none.
	GATT *gatt.Profile
	// Advertised tells one of its boards in a Bluetooth LE scan by the
	// name the board advertises (in lower case, spaces around trimmed).
	Advertised func(name string) bool

	// Occupancy: its boards see only whether a square holds a piece,
	// not which piece; their readings carry Reading.Occupied.
	Occupancy bool
	// Clock: a chess clock standing by the board reports its times and
	// buttons through the board (Event ClockUpdate and the like).
	Clock bool
	// Battery: its boards say how full their battery is when asked
	// (Watcher.AskBattery); its driver is then a BatteryAsker.
	Battery bool
	// Scan is the longest time one of its boards takes for a full scan
	// of its squares, given to every reading where the driver does not
	// learn the board's own (Info.Scan).
	Scan time.Duration
	// PerScan: its boards send their whole position at the end of a scan
	// that saw a change, so a change made just after its square was
	// sampled is reported at the end of the next scan: up to two scans
	// late (Info.Latency). The others report a change when their scan
	// finds it: up to one scan late.
	PerScan bool

	// Driver returns a new driver of the protocol, which holds the
	// protocol's decoder.
	Driver func() Driver
	// Firmware returns the firmware of an emulated board of the
	// protocol (package emulator); nil where there is none.
	Firmware func() firmware.Firmware
}

// USBID is a USB vendor and product identifier, as hex digits.
type USBID struct{ VID, PID string }

// String returns the protocol's name.
func (p *Protocol) String() string {
	if p == nil {
		return ""
	}
	return p.Name
}

// Transports lists how the protocol's boards are reached: a serial port
// (and an RFCOMM socket where its boards speak over classic Bluetooth),
// Bluetooth LE and the emulator's socket.
func (p *Protocol) Transports() []Transport {
	var t []Transport
	if p.Serial != nil {
		t = append(t, Serial)
		if p.RFCOMM {
			t = append(t, RFCOMM)
		}
	}
	if p.GATT != nil {
		t = append(t, BLE, Local)
	}
	return t
}

// Carries tells whether the protocol's boards are reached over t.
func (p *Protocol) Carries(t Transport) bool { return slices.Contains(p.Transports(), t) }

// names returns the names the protocol is known by, in lower case.
func (p *Protocol) names() []string {
	n := []string{strings.ToLower(p.Name)}
	for _, a := range p.Aliases {
		n = append(n, strings.ToLower(a))
	}
	return n
}

// The table of protocols: the built-in ones (protocols.go) and the ones
// registered since.
var table = struct {
	sync.RWMutex
	list []*Protocol
}{list: builtin()}

// Protocols returns every protocol, in the order they are tried and
// listed.
func Protocols() []*Protocol {
	table.RLock()
	defer table.RUnlock()
	return slices.Clone(table.list)
}

// ProtocolsWhere returns the protocols for which keep is true, in order.
func ProtocolsWhere(keep func(*Protocol) bool) []*Protocol {
	var out []*Protocol
	for _, p := range Protocols() {
		if keep(p) {
			out = append(out, p)
		}
	}
	return out
}

// ProtocolNames returns the names of protocols, in order.
func ProtocolNames(ps []*Protocol) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.Name
	}
	return out
}

// ProtocolTitles returns the titles of protocols, in order.
func ProtocolTitles(ps []*Protocol) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.Title
	}
	return out
}

// ErrBadProtocol is matched by the errors of Register.
var ErrBadProtocol error = &fact.Fact{Key: "protocol-bad", Text: "bad protocol description"}

// Register adds a protocol to the table, after the others. It refuses a
// protocol without a name, driver or transport, one whose name or alias
// is taken, and one that says its boards report their battery when its
// driver cannot ask for it.
func Register(p *Protocol) error {
	bad := func(why string) error { return fmt.Errorf("%w: %q: %s", ErrBadProtocol, p.Name, why) }
	switch {
	case p.Name == "" || p.Title == "":
		return bad("no name or title")
	case p.Driver == nil:
		return bad("no driver")
	case p.Serial == nil && p.GATT == nil:
		return bad("no transport (a serial line or a GATT profile)")
	}
	if _, ok := p.Driver().(BatteryAsker); p.Battery && !ok {
		return bad("its boards report their battery, its driver does not ask")
	}
	table.Lock()
	defer table.Unlock()
	for _, q := range table.list {
		for _, n := range p.names() {
			if slices.Contains(q.names(), n) || n == "auto" {
				return bad(fmt.Sprintf("the name %q is taken", n))
			}
		}
	}
	table.list = append(table.list, p)
	return nil
}

// Unregister takes a protocol that was registered out of the table
// again.
func Unregister(p *Protocol) {
	table.Lock()
	defer table.Unlock()
	table.list = slices.DeleteFunc(table.list, func(q *Protocol) bool { return q == p })
}

// UnknownProtocolError says that a protocol name is none of the table's.
type UnknownProtocolError struct{ Name string }

func (e *UnknownProtocolError) Error() string {
	return fmt.Sprintf("unknown board protocol %q", e.Name)
}

// Fact names the protocol asked for and the protocols there are.
func (e *UnknownProtocolError) Fact() (string, []any) {
	return "board-unknown-protocol", []any{e.Name, append([]string{"auto"}, ProtocolNames(Protocols())...)}
}

// ParseProtocol reads a protocol's name or alias as given on the command
// line, in any case; "auto" and nothing give nil (the protocol is found
// out).
func ParseProtocol(s string) (*Protocol, error) {
	n := strings.ToLower(strings.TrimSpace(s))
	if n == "" || n == "auto" {
		return nil, nil
	}
	for _, p := range Protocols() {
		if slices.Contains(p.names(), n) {
			return p, nil
		}
	}
	return nil, &UnknownProtocolError{Name: s}
}

// KnowBoard tells the protocol of a Bluetooth LE device by its
// advertised name and services: the first protocol that knows the name,
// else the one protocol that offers one of the services (a service that
// boards of several protocols offer, such as the Nordic UART service,
// says nothing); nil for a device that is no known board.
func KnowBoard(name string, services []gatt.UUID) *Protocol {
	n := strings.ToLower(strings.TrimSpace(name))
	all := Protocols()
	for _, p := range all {
		if p.Advertised != nil && p.Advertised(n) {
			return p
		}
	}
	for _, s := range services {
		var offers []*Protocol
		for _, p := range all {
			if p.GATT != nil && slices.Contains(p.GATT.Services, s) {
				offers = append(offers, p)
			}
		}
		if len(offers) == 1 {
			return offers[0]
		}
	}
	return nil
}

// rfcommDefault is the protocol of an rfcomm: address given without one.
func rfcommDefault() *Protocol {
	for _, p := range Protocols() {
		if p.RFCOMM {
			return p
		}
	}
	return nil
}
