//go:build linux || windows || (darwin && cgo)

package devices

import (
	"context"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"time"

	"tinygo.org/x/bluetooth"

	"github.com/rochade/rochade/devices/gatt"
)

// The system's Bluetooth adapter (BlueZ over D-Bus on Linux, WinRT on
// Windows, CoreBluetooth on macOS), enabled once, and again after the
// system bus restarted (Linux); a failure is tried again on the next
// call.
var (
	bleMu      sync.Mutex
	bleEnabled bool
	// bleScanMu: one scan at a time.
	bleScanMu sync.Mutex
)

func bleAdapter() (*bluetooth.Adapter, error) {
	bleMu.Lock()
	defer bleMu.Unlock()
	a := bluetooth.DefaultAdapter
	if bleEnabled && !bleLinkLost() {
		return a, nil
	}
	if bleEnabled {
		// The system bus went away and came back: BlueZ is reached
		// anew.
		bleEnabled = false
		_ = a.Reset()
	}
	if err := a.Enable(); err != nil {
		if runtime.GOOS == "linux" {
			_ = a.Reset()
		}
		return nil, &BLEAdapterError{Err: err}
	}
	bleEnabled = true
	bleEnabledOn()
	return a, nil
}

// fromBLE converts the stack's UUID.
func fromBLE(u bluetooth.UUID) gatt.UUID {
	g, _ := gatt.ParseUUID(u.String())
	return g
}

func foundOf(r bluetooth.ScanResult) Found {
	var services []gatt.UUID
	for _, u := range r.AdvertisementPayload.ServiceUUIDs() {
		services = append(services, fromBLE(u))
	}
	return Found{Name: r.LocalName(), Address: r.Address.String(), RSSI: int(r.RSSI), Protocol: KnowBoard(r.LocalName(), services)}
}

// ScanBLE reports the Bluetooth LE devices in reach, each time one is
// seen, until ctx ends (the scan then stops within a moment).
func ScanBLE(ctx context.Context, found func(Found)) error {
	a, err := bleAdapter()
	if err != nil {
		return err
	}
	bleScanMu.Lock()
	defer bleScanMu.Unlock()
	done := make(chan error, 1)
	go func() {
		done <- a.Scan(func(_ *bluetooth.Adapter, r bluetooth.ScanResult) {
			if ctx.Err() == nil {
				found(foundOf(r))
			}
		})
	}()
	select {
	case err := <-done:
		if err != nil {
			return &BLEAdapterError{Err: err}
		}
		return nil
	case <-ctx.Done():
		_ = a.StopScan()
		select {
		case <-done:
		case <-time.After(time.Second):
		}
		return ctx.Err()
	}
}

// findBLE scans until the board asked for is seen or wait has passed.
func findBLE(ctx context.Context, want string, wait time.Duration) (Found, bluetooth.Address, error) {
	a, err := bleAdapter()
	if err != nil {
		return Found{}, bluetooth.Address{}, err
	}
	bleScanMu.Lock()
	defer bleScanMu.Unlock()
	type hit struct {
		f    Found
		addr bluetooth.Address
	}
	got := make(chan hit, 1)
	done := make(chan error, 1)
	go func() {
		done <- a.Scan(func(ad *bluetooth.Adapter, r bluetooth.ScanResult) {
			f := foundOf(r)
			if want == "" && f.Protocol != nil || want != "" && bleMatches(want, f) {
				select {
				case got <- hit{f, r.Address}:
					_ = ad.StopScan()
				default:
				}
			}
		})
	}()
	t := time.NewTimer(wait)
	defer t.Stop()
	stop := func() {
		_ = a.StopScan()
		select {
		case <-done:
		case <-time.After(time.Second):
		}
	}
	select {
	case h := <-got:
		stop()
		return h.f, h.addr, nil
	case err := <-done:
		if err != nil {
			return Found{}, bluetooth.Address{}, &BLEAdapterError{Err: err}
		}
		return Found{}, bluetooth.Address{}, &MissingPortError{Path: "ble:" + want}
	case <-t.C:
		stop()
		return Found{}, bluetooth.Address{}, &MissingPortError{Path: "ble:" + want}
	case <-ctx.Done():
		stop()
		return Found{}, bluetooth.Address{}, ctx.Err()
	}
}

// openBLE finds the board, connects, finds its protocol's
// characteristics and switches their notifications on.
func openBLE(ctx context.Context, want string, proto *Protocol) (Link, *Protocol, error) {
	// A board known by its address (one just found, or one the system
	// knows) is connected at once; otherwise, or if that fails, it is
	// looked for first.
	if IsMAC(want) && proto != nil {
		if mac, err := bluetooth.ParseMAC(strings.ReplaceAll(want, "-", ":")); err == nil {
			var addr bluetooth.Address
			addr.MAC = mac
			if l, err := connectBLE(ctx, want, addr, proto); err == nil || ctx.Err() != nil {
				return l, proto, err
			}
		}
	}
	f, addr, err := findBLE(ctx, want, bleFindWait)
	if err != nil {
		return nil, nil, err
	}
	if proto == nil {
		proto = f.Protocol
	}
	l, err := connectBLE(ctx, want, addr, proto)
	return l, proto, err
}

// connectBLE connects to the board at addr and opens its protocol's
// characteristics.
func connectBLE(ctx context.Context, want string, addr bluetooth.Address, proto *Protocol) (Link, error) {
	if proto == nil {
		return nil, &NeedsProtocolError{Address: Address{Transport: BLE, Target: want}}
	}
	if proto.GATT == nil {
		return nil, &UnavailableError{Transport: BLE, OS: proto.Name}
	}
	a, err := bleAdapter()
	if err != nil {
		return nil, err
	}
	// The stack's Connect may wait for ever for a board that went away
	// after the scan: it is given bleConnectWait.
	type conn struct {
		dev bluetooth.Device
		err error
	}
	ch := make(chan conn, 1)
	go func() {
		dev, err := a.Connect(addr, bluetooth.ConnectionParams{})
		ch <- conn{dev, err}
	}()
	var dev bluetooth.Device
	select {
	case c := <-ch:
		if c.err != nil {
			return nil, &LinkError{Address: Address{Transport: BLE, Target: want}, Err: c.err}
		}
		dev = c.dev
	case <-time.After(bleConnectWait):
		go func() {
			if c := <-ch; c.err == nil {
				_ = c.dev.Disconnect()
			}
		}()
		return nil, &LinkError{Address: Address{Transport: BLE, Target: want}, Err: &TransportError{Op: "connect", Problem: TransportTimedOut}}
	case <-ctx.Done():
		go func() {
			if c := <-ch; c.err == nil {
				_ = c.dev.Disconnect()
			}
		}()
		return nil, ctx.Err()
	}
	l, err := newBLELink(dev, proto.GATT)
	if err != nil {
		_ = dev.Disconnect()
		return nil, &LinkError{Address: Address{Transport: BLE, Target: want}, Err: err}
	}
	return l, nil
}

// bleLink is a connected board's characteristics.
type bleLink struct {
	dev       bluetooth.Device
	write     bluetooth.DeviceCharacteristic
	in        chan Packet
	done      chan struct{}
	once      sync.Once
	closeOnce sync.Once
	err       error
	emu       sync.Mutex
}

func newBLELink(dev bluetooth.Device, p *gatt.Profile) (*bleLink, error) {
	var uuids []bluetooth.UUID
	for _, s := range p.Services {
		uuids = append(uuids, bluetooth.NewUUID(s))
	}
	services, err := dev.DiscoverServices(uuids)
	if err != nil {
		return nil, fmt.Errorf("discovering services: %w", err)
	}
	l := &bleLink{dev: dev, in: make(chan Packet, 256), done: make(chan struct{})}
	chars := map[gatt.UUID]bluetooth.DeviceCharacteristic{}
	for _, s := range services {
		cs, err := s.DiscoverCharacteristics(nil)
		if err != nil {
			return nil, fmt.Errorf("discovering characteristics: %w", err)
		}
		for _, c := range cs {
			chars[fromBLE(c.UUID())] = c
		}
	}
	w, ok := chars[p.Write]
	if !ok {
		return nil, fmt.Errorf("no characteristic %s", p.Write)
	}
	l.write = w
	for _, u := range p.Notify {
		c, ok := chars[u]
		if !ok {
			return nil, fmt.Errorf("no characteristic %s", u)
		}
		char := u
		if err := c.EnableNotifications(func(buf []byte) {
			pk := Packet{Char: char, Data: append([]byte(nil), buf...)}
			select {
			case l.in <- pk:
			case <-l.done:
			}
		}); err != nil {
			return nil, fmt.Errorf("switching notifications on: %w", err)
		}
	}
	go l.watch()
	return l, nil
}

// watch ends the link when the stack says the board is gone.
func (l *bleLink) watch() {
	t := time.NewTicker(bleLinkCheck)
	defer t.Stop()
	for {
		select {
		case <-l.done:
			return
		case <-t.C:
			if ok, err := l.dev.Connected(); err != nil || !ok {
				l.fail(&TransportError{Op: "read", Problem: TransportGone, Err: err})
				return
			}
		}
	}
}

func (l *bleLink) fail(err error) {
	l.once.Do(func() {
		l.emu.Lock()
		l.err = err
		l.emu.Unlock()
		close(l.done)
	})
}

func (l *bleLink) Recv() (Packet, error) {
	select {
	case p := <-l.in:
		return p, nil
	case <-l.done:
		l.emu.Lock()
		defer l.emu.Unlock()
		return Packet{}, l.err
	}
}

func (l *bleLink) Send(p Packet) error {
	select {
	case <-l.done:
		return l.err
	default:
	}
	_, err := l.write.WriteWithoutResponse(p.Data)
	return err
}

// Close ends the link and disconnects the board, once: a later Close
// (the session's own, after Watch's) must not drop the next connection
// to the same board.
func (l *bleLink) Close() error {
	l.fail(&TransportError{Op: "read", Problem: TransportClosed})
	var err error
	l.closeOnce.Do(func() { err = l.dev.Disconnect() })
	return err
}
