//go:build !windows && !darwin

package devices

// systemPorts lists the USB serial (CDC ACM and USB-to-serial) and bound
// Bluetooth serial ports.
func systemPorts() []string {
	return globPorts(nil, "/dev/ttyACM*", "/dev/ttyUSB*", "/dev/rfcomm*")
}
