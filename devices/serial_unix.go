//go:build !windows && !darwin

package devices

const (
	// examplePort is a board's port as this system names it, for messages.
	examplePort    = "/dev/ttyACM0"
	permissionHint = "add yourself to the dialout group, then log in again"
	portsHint      = "connect the board, or give its port to play with --board, such as --board " + examplePort
)

// systemPorts lists the USB serial (CDC ACM and USB-to-serial) and bound
// Bluetooth serial ports.
func systemPorts() []string {
	return globPorts(nil, "/dev/ttyACM*", "/dev/ttyUSB*", "/dev/rfcomm*")
}
