package devices

import (
	"errors"
	"testing"
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
