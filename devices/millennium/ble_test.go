package millennium

import "testing"

// The eONE and the ChessLink BLE module carry the protocol as on the
// cable, parity bits included. The fixture is the exchange logged in the
// docstring of picochess's eboard/chesslink/chess_link_bluepy.py
// (github.com/JohanSjoblom/picochess, GPL-3.0-or-later, from
// python-mchess): "Sending: <b'\xd6\xb5\xb6'>" (V and its block check)
// and "BLE: Handle: 55, data: b'v\xb01\xb0\xb374'" (v0103, block check
// 74).
func TestBLEExchangeFromPicochess(t *testing.T) {
	if got := string(CmdVersion()); got != "\xd6\xb5\xb6" {
		t.Errorf("V sent as % x", got)
	}
	var d Decoder
	d.Feed([]byte("v\xb01\xb0\xb374"))
	r, ok := d.Next()
	if !ok || r.Letter != 'v' || r.Version != [2]byte{1, 3} {
		t.Fatalf("reply %+v %v; errors %v", r, ok, d.Errors())
	}
	if errs := d.Errors(); len(errs) != 0 {
		t.Errorf("errors %v", errs)
	}
}
