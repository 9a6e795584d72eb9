package devices

import (
	"context"
	"fmt"
	"os"
	"time"

	"golang.org/x/sys/unix"
)

// rfcommConnectWait is how long a classic Bluetooth connection may take:
// paging a board that is switched on answers within a few seconds.
const rfcommConnectWait = 15 * time.Second

// openRFCOMM connects a classic Bluetooth serial socket (AF_BLUETOOTH,
// BTPROTO_RFCOMM) to channel ch of the device at mac.
func openRFCOMM(ctx context.Context, mac string, ch int) (Link, error) {
	m, err := ParseMAC(mac)
	if err != nil {
		return nil, err
	}
	fd, err := unix.Socket(unix.AF_BLUETOOTH, unix.SOCK_STREAM|unix.SOCK_CLOEXEC|unix.SOCK_NONBLOCK, unix.BTPROTO_RFCOMM)
	if err != nil {
		return nil, &UnavailableError{Transport: RFCOMM, OS: "linux", Err: err}
	}
	// bdaddr_t is little endian: the last pair of the written address
	// comes first.
	sa := &unix.SockaddrRFCOMM{Channel: uint8(ch)}
	for i := range m {
		sa.Addr[i] = m[5-i]
	}
	err = unix.Connect(fd, sa)
	if err != nil && err != unix.EINPROGRESS {
		unix.Close(fd)
		return nil, &LinkError{Address: Address{Transport: RFCOMM, Target: mac, Channel: ch}, Err: err}
	}
	deadline := time.Now().Add(rfcommConnectWait)
	for err == unix.EINPROGRESS {
		if ctx.Err() != nil {
			unix.Close(fd)
			return nil, ctx.Err()
		}
		if time.Now().After(deadline) {
			unix.Close(fd)
			return nil, &LinkError{Address: Address{Transport: RFCOMM, Target: mac, Channel: ch}, Err: unix.ETIMEDOUT}
		}
		pfd := []unix.PollFd{{Fd: int32(fd), Events: unix.POLLOUT}}
		n, perr := unix.Poll(pfd, 200)
		if perr != nil && perr != unix.EINTR {
			unix.Close(fd)
			return nil, perr
		}
		if n > 0 {
			v, gerr := unix.GetsockoptInt(fd, unix.SOL_SOCKET, unix.SO_ERROR)
			if gerr != nil {
				err = gerr
			} else if v != 0 {
				err = unix.Errno(v)
			} else {
				err = nil
			}
		}
	}
	if err != nil {
		unix.Close(fd)
		return nil, &LinkError{Address: Address{Transport: RFCOMM, Target: mac, Channel: ch}, Err: err}
	}
	f := os.NewFile(uintptr(fd), fmt.Sprintf("rfcomm:%s/%d", mac, ch))
	return StreamLink(f), nil
}
