package devices

import (
	"context"
	"errors"
	"testing"
	"time"
)

func TestParseAddress(t *testing.T) {
	for in, want := range map[string]Address{
		"/dev/ttyACM0":               {Target: "/dev/ttyACM0"},
		"COM3":                       {Target: "COM3"},
		`C:\boards\x`:                {Target: `C:\boards\x`},
		"unix:/tmp/board":            {Transport: Local, Target: "/tmp/board"},
		"ble:Chessnut Air":           {Transport: BLE, Target: "Chessnut Air"},
		"BLE:12:34:56:78:9A:BC":      {Transport: BLE, Target: "12:34:56:78:9A:BC"},
		"rfcomm:00:11:22:aa:bb:cc":   {Transport: RFCOMM, Target: "00:11:22:AA:BB:CC", Channel: 1},
		"rfcomm:00:11:22:33:44:55/3": {Transport: RFCOMM, Target: "00:11:22:33:44:55", Channel: 3},
	} {
		got, err := ParseAddress(in)
		if err != nil || got != want {
			t.Errorf("%q: %+v %v, want %+v", in, got, err, want)
		}
	}
	for in, want := range map[string]AddressProblem{
		"unix:": AddressEmpty, "ble: ": AddressEmpty, "rfcomm:00:11": AddressBadMAC, "rfcomm:00:11:22:33:44:55/31": AddressBadChannel,
		"rfcomm:00:11:22:33:44:zz": AddressBadMAC,
	} {
		_, err := ParseAddress(in)
		var ae *AddressError
		if !errors.As(err, &ae) || ae.Problem != want || !errors.Is(err, ErrNotABoard) || CheckPath(in) == nil {
			t.Errorf("%q: %v", in, err)
		}
	}
}

// An RFCOMM connection where no Bluetooth can be reached ends at once
// with an error that says so (a system without Bluetooth, no adapter, no
// such device), never waits for ever.
func TestRFCOMMFailsPlainly(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	start := time.Now()
	l, err := openRFCOMM(ctx, "00:11:22:33:44:55", 1)
	if err == nil {
		// A device answered at that address: the socket works.
		l.Close()
		return
	}
	var ue *UnavailableError
	var le *LinkError
	if !errors.As(err, &ue) && !errors.As(err, &le) {
		t.Errorf("error %T %v", err, err)
	}
	if d := time.Since(start); d > rfcommConnectWait+time.Second {
		t.Errorf("took %v", d)
	}
	t.Logf("%v after %v", err, time.Since(start))
}
