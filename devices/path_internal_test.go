package devices

import "testing"

func TestCOMPortNames(t *testing.T) {
	for _, c := range []struct {
		path string
		want bool
	}{{"COM3", true}, {"com12", true}, {`\\.\COM12`, true}, {"COM", false}, {"COMX", false}, {"/dev/ttyACM0", false}, {"COM3.txt", false}} {
		if got := isCOMPort(c.path); got != c.want {
			t.Errorf("isCOMPort(%q) = %v", c.path, got)
		}
	}
	if err := CheckPath("COM7"); err != nil {
		t.Errorf("CheckPath(COM7): %v", err)
	}
}
