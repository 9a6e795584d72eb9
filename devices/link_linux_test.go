package devices

import (
	"context"
	"errors"
	"testing"
	"time"
)

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
