package devices

import (
	"fmt"
	"strings"
	"time"
)

// Found is a board seen in a Bluetooth scan.
type Found struct {
	Name    string
	Address string
	// RSSI is the signal strength in dBm (0: not reported).
	RSSI int
	// Protocol is the board's protocol, known by its name or services
	// (KnowBoard); nil for a device that is no known board.
	Protocol *Protocol
}

// The timings of Bluetooth LE.
const (
	// bleFindWait is how long a board named by ble:NAME-OR-ADDRESS is
	// looked for in a scan before Watch says it waits for it.
	bleFindWait = 10 * time.Second
	// bleConnectWait is how long a connection may take.
	bleConnectWait = 15 * time.Second
	// bleLinkCheck is how often a connected board is checked for a lost
	// link (the stack says so in a property).
	bleLinkCheck = 500 * time.Millisecond
)

// bleMatches tells whether a scanned device is the one asked for: its
// address, or its name (case does not matter, a prefix is enough).
func bleMatches(want string, f Found) bool {
	if IsMAC(want) {
		return strings.EqualFold(strings.ReplaceAll(want, "-", ":"), f.Address)
	}
	w := strings.ToLower(strings.TrimSpace(want))
	return w != "" && strings.HasPrefix(strings.ToLower(f.Name), w)
}

// BLEAdapterError says that the Bluetooth adapter cannot be used (none,
// switched off, no permission, no BlueZ).
type BLEAdapterError struct{ Err error }

func (e *BLEAdapterError) Error() string { return fmt.Sprintf("Bluetooth adapter: %v", e.Err) }

func (e *BLEAdapterError) Unwrap() error { return e.Err }

func (e *BLEAdapterError) Fact() (string, []any) { return "bluetooth-adapter", []any{e.Err} }
