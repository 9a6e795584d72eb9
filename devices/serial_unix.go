//go:build !windows && !darwin

package devices

const (
	permissionHint = "add yourself to the dialout group, then log in again"
	portsHint      = "connect the board, or give its port to play with --board, such as --board /dev/ttyACM0"
)

// systemPorts lists the USB serial (CDC ACM and USB-to-serial) and bound
// Bluetooth serial ports.
func systemPorts() []string {
	return globPorts(nil, "/dev/ttyACM*", "/dev/ttyUSB*", "/dev/rfcomm*")
}
