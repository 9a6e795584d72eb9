package devices

import "github.com/godbus/dbus/v5"

// bleBus is the system bus the adapter was enabled on (BlueZ's).
var bleBus *dbus.Conn

// bleLinkLost tells whether the connection to the system bus that the
// adapter was enabled on is gone (the bus restarted): the adapter must
// then be enabled again, on a new connection.
func bleLinkLost() bool { return bleBus != nil && !bleBus.Connected() }

// bleEnabledOn notes the bus the adapter was just enabled on (the one
// connection to the system bus the process shares).
func bleEnabledOn() {
	if c, err := dbus.SystemBus(); err == nil {
		bleBus = c
	}
}
