package devices

import (
	"context"
	"errors"
	"io"
	"slices"
	"testing"
	"time"

	"github.com/rochade/rochade/devices/chessnut"
	"github.com/rochade/rochade/devices/gatt"
)

// The table holds together: every name is taken once, every protocol
// has a driver, a transport and a firmware, and says what its driver
// does. What a board cannot do its driver need not implement: only a
// protocol whose boards report their battery needs a BatteryAsker;
// Prober and Refresher are the driver's own choice.
func TestProtocolTable(t *testing.T) {
	seen := map[string]*Protocol{}
	for _, p := range Protocols() {
		for _, n := range p.names() {
			if q := seen[n]; q != nil {
				t.Errorf("%q names both %s and %s", n, q, p)
			}
			seen[n] = p
			if got, err := ParseProtocol(" " + n + " "); got != p || err != nil {
				t.Errorf("ParseProtocol(%q) = %v, %v; want %s", n, got, err, p)
			}
		}
		d := p.Driver()
		if _, ok := d.(BatteryAsker); ok != p.Battery {
			t.Errorf("%s: its boards report their battery: %v; its driver asks: %v", p, p.Battery, ok)
		}
		if len(p.Transports()) == 0 || p.Firmware == nil || p.Title == "" || p.Scan <= 0 {
			t.Errorf("%s: transports %v, firmware %v, title %q, scan %v", p, p.Transports(), p.Firmware != nil, p.Title, p.Scan)
		}
		if p.Detect && p.Serial == nil || p.RFCOMM && p.Serial == nil {
			t.Errorf("%s: looked for on serial ports, but no serial line", p)
		}
	}
	for _, s := range []string{"", "auto", " AUTO "} {
		if p, err := ParseProtocol(s); p != nil || err != nil {
			t.Errorf("ParseProtocol(%q) = %v, %v; want nil (found out)", s, p, err)
		}
	}
	var upe *UnknownProtocolError
	if _, err := ParseProtocol("dgtx"); !errors.As(err, &upe) || upe.Name != "dgtx" {
		t.Errorf("an unknown name: %v", err)
	}
	var detect []string
	var rfcomm *Protocol
	for _, p := range Protocols() {
		if p.Detect {
			detect = append(detect, p.Name)
		}
		if p.RFCOMM && rfcomm == nil {
			rfcomm = p
		}
	}
	if names := ProtocolNames(detectable()); len(names) == 0 || !slices.Equal(names, detect) {
		t.Errorf("serial ports are asked for %v; the table says %v", names, detect)
	}
	if p := rfcommDefault(); p == nil || p != rfcomm {
		t.Errorf("an rfcomm: address without a protocol is taken for %v, not %v", p, rfcomm)
	}
}

// A protocol registered later is asked for on serial ports after the
// built-in ones, when it says so, and its driver need not be a Prober
// nor a Refresher.
func TestRegisteredDetectable(t *testing.T) {
	before := ProtocolNames(detectable())
	p := &Protocol{Name: "listener", Title: "Listener", Serial: DGT.Serial, Detect: true, Scan: time.Second,
		Driver: func() Driver { return bareDriver{} }}
	q := &Protocol{Name: "quiet", Title: "Quiet", Serial: DGT.Serial, Scan: time.Second,
		Driver: func() Driver { return bareDriver{} }}
	for _, r := range []*Protocol{p, q} {
		if err := Register(r); err != nil {
			t.Fatal(err)
		}
		defer Unregister(r)
	}
	if got, want := ProtocolNames(detectable()), append(slices.Clone(before), "listener"); !slices.Equal(got, want) {
		t.Errorf("serial ports are asked for %v, want %v", got, want)
	}
	// The message of a port where none answers names them all.
	key, args := (&NoAnswerError{Path: "/dev/ttyACM0"}).Fact()
	if titles, ok := args[1].([]string); key != "board-no-answer-any" || !ok || !slices.Contains(titles, "Listener") ||
		slices.Contains(titles, "Quiet") || len(titles) != len(before)+1 {
		t.Errorf("no answer on a port: %s %v", key, args)
	}
}

// bareDriver implements Driver and nothing else.
type bareDriver struct{}

func (bareDriver) Start(context.Context, Session) (Info, error) { return Info{}, nil }
func (bareDriver) Feed(Session, gatt.UUID, []byte, time.Time)   {}

// A Bluetooth LE device is known by its name, else by a service only one
// protocol offers.
func TestKnowBoard(t *testing.T) {
	for _, c := range []struct {
		name     string
		services []gatt.UUID
		want     *Protocol
	}{
		{"Chessnut Air", nil, Chessnut},
		{"MILLENNIUM CHESS", nil, EONE},
		{"DGT_PEGASUS_1234", nil, Pegasus},
		{"iChessOne 12", nil, IChessOne},
		{"Square Off Neo - 1A2", nil, SquareOff},
		{"", []gatt.UUID{chessnut.OpService}, Chessnut},
		{"", []gatt.UUID{gatt.TransparentService}, EONE},
		{"", []gatt.UUID{gatt.NUSService}, nil}, // three protocols offer it
		{"Headphones", []gatt.UUID{gatt.NUSService}, nil},
	} {
		if got := KnowBoard(c.name, c.services); got != c.want {
			t.Errorf("KnowBoard(%q, %v) = %v, want %v", c.name, c.services, got, c.want)
		}
	}
}

// Register refuses what cannot work, and a name taken.
func TestRegisterRefuses(t *testing.T) {
	drv := func() Driver { return &chessnutDriver{} }
	for _, p := range []*Protocol{
		{Name: "x", Title: "X", GATT: &gatt.NUSProfile},                     // no driver
		{Name: "x", Title: "X", Driver: drv},                                // no transport
		{Name: "x", Driver: drv, GATT: &gatt.NUSProfile},                    // no title
		{Name: "Chessnut", Title: "X", Driver: drv, GATT: &gatt.NUSProfile}, // taken
		{Name: "x", Aliases: []string{"ichess"}, Title: "X", Driver: drv, GATT: &gatt.NUSProfile},
		{Name: "auto", Title: "X", Driver: drv, GATT: &gatt.NUSProfile},
		{Name: "x", Title: "X", Battery: true, Driver: func() Driver { return &pegasusDriver{} }, GATT: &gatt.NUSProfile},
	} {
		if err := Register(p); !errors.Is(err, ErrBadProtocol) {
			t.Errorf("%+v registered: %v", p, err)
			Unregister(p)
		}
	}
	p := &Protocol{Name: "x", Title: "X", Driver: drv, GATT: &gatt.NUSProfile}
	if err := Register(p); err != nil {
		t.Fatal(err)
	}
	if got, _ := ParseProtocol("X"); got != p {
		t.Errorf("the new protocol is not found: %v", got)
	}
	Unregister(p)
	if got, err := ParseProtocol("x"); got != nil || err == nil {
		t.Errorf("after Unregister: %v, %v", got, err)
	}
}

type nopLink struct{ done chan struct{} }

func (l nopLink) Recv() (Packet, error) { <-l.done; return Packet{}, io.EOF }
func (l nopLink) Send(Packet) error     { return nil }
func (l nopLink) Close() error          { return nil }

// Every driver takes any bytes on any of its characteristics without
// panicking, and its readings are of the protocol's kind (pieces, or
// occupancy only).
func FuzzDrivers(f *testing.F) {
	f.Add([]byte("s"+"RNBKQBNR"), uint8(0))
	f.Add([]byte{0x86, 0, 67, 1, 2, 3}, uint8(1))
	f.Add([]byte{0x01, 0x24, 0x58, 0x23}, uint8(2))
	f.Add([]byte("0#e2u*30#R*"), uint8(3))
	f.Fuzz(func(t *testing.T, data []byte, pick uint8) {
		for _, p := range Protocols() {
			l := nopLink{done: make(chan struct{})}
			c := NewLinkConn(l, p)
			from := gatt.UUID{}
			if p.GATT != nil {
				from = p.GATT.Notify[int(pick)%len(p.GATT.Notify)]
			}
			at := time.Now()
			c.drv.Feed(Session{c}, from, data, at)
			c.have = true // what follows changes a board known
			c.drv.Feed(Session{c}, from, data, at)
			for _, e := range c.pending {
				if e.Kind == NewReading && p.Occupancy != e.Reading.OccupancyOnly {
					t.Errorf("%s: a reading %+v", p, e.Reading)
				}
			}
			close(l.done)
			c.Close()
		}
	})
}
