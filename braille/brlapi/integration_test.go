package brlapi_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/braille/brlapi"
	"github.com/rochade/rochade/braille/internal/brlttytest"
)

// dial connects to the test server, retrying while BRLTTY's API server
// is still starting.
func dial(t *testing.T, srv *brlttytest.Server) *brlapi.Conn {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		c, err := brlapi.Dial(context.Background(), brlapi.Config{Host: srv.Host, Timeout: 3 * time.Second})
		if err == nil {
			t.Cleanup(func() { c.Close() })
			return c
		}
		if time.Now().After(deadline) {
			t.Fatalf("connecting to brltty at %s: %v\n%s", srv.Host, err, srv.Log())
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func TestRealBRLTTY(t *testing.T) {
	srv := brlttytest.Start(t, 40)
	c := dial(t, srv)

	name, err := c.DriverName()
	if err != nil {
		t.Fatal(err)
	}
	if name != "Virtual" {
		t.Errorf("driver name %q, want Virtual", name)
	}
	cols, rows, err := c.DisplaySize()
	if err != nil {
		t.Fatal(err)
	}
	if cols != 40 || rows != 1 {
		t.Fatalf("display size %dx%d, want 40x1", cols, rows)
	}
	if err := c.EnterTTYMode(nil); err != nil {
		t.Fatalf("enter tty mode: %v\n%s", err, srv.Log())
	}
	if err := c.WriteText("1. e4 e5 – Sf3 Sc6 ü"); err != nil {
		t.Fatal(err)
	}
	srv.WaitForText("1. e4 e5 – Sf3 Sc6 ü", 5*time.Second)

	// Dots: what we send must arrive cell for cell.
	cells := []byte{0x01, 0x03, 0x09, 0x3f, 0x00, 0x12}
	if err := c.WriteDots(cells); err != nil {
		t.Fatal(err)
	}
	srv.WaitFor(func(string) bool {
		d := srv.Dots()
		return len(d) == 40 && string(d[:6]) == string(cells) && strings.Trim(string(d[6:]), "\x00") == ""
	}, 5*time.Second)

	for _, tc := range []struct {
		press string
		want  brlapi.Key
	}{
		{"FWINRT", brlapi.CommandKey(brlapi.BlockBasic, brlapi.CmdFullRight)},
		{"FWINLT", brlapi.CommandKey(brlapi.BlockBasic, brlapi.CmdFullLeft)},
		{"LNUP", brlapi.CommandKey(brlapi.BlockBasic, brlapi.CmdLineUp)},
		{"ROUTE 5", brlapi.CommandKey(brlapi.BlockRoute, 5)},
	} {
		srv.Press(tc.press)
		select {
		case k := <-c.Keys():
			t.Logf("%s -> %v (0x%x)", tc.press, k, uint64(k))
			if k != tc.want {
				t.Errorf("pressing %s gave %v, want %v", tc.press, k, tc.want)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("no key after pressing %s\n%s", tc.press, srv.Log())
		}
	}

	if err := c.LeaveTTYMode(); err != nil {
		t.Fatal(err)
	}
	// BRLTTY takes the display back: its own commands work again and our
	// text disappears.
	srv.Press("INFO")
	srv.WaitFor(func(v string) bool { return !strings.HasPrefix(v, "1. e4") }, 5*time.Second)
}

func TestRealBRLTTYKeyFile(t *testing.T) {
	dir := t.TempDir()
	keyFile := filepath.Join(dir, "brlapi.key")
	if err := os.WriteFile(keyFile, []byte("a secret key for the test"), 0o600); err != nil {
		t.Fatal(err)
	}
	srv := brlttytest.StartAuth(t, 20, keyFile)

	// Right key: accepted.
	var c *brlapi.Conn
	deadline := time.Now().Add(10 * time.Second)
	for {
		var err error
		c, err = brlapi.Dial(context.Background(), brlapi.Config{Host: srv.Host, Auth: "keyfile:" + keyFile})
		if err == nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("dial with the right key: %v\n%s", err, srv.Log())
		}
		time.Sleep(50 * time.Millisecond)
	}
	defer c.Close()
	if cols, _, err := c.DisplaySize(); err != nil || cols != 20 {
		t.Fatalf("display size %d, %v", cols, err)
	}

	// Wrong key: refused with a message naming the file.
	wrong := filepath.Join(dir, "wrong.key")
	os.WriteFile(wrong, []byte("not the key"), 0o600)
	_, err := brlapi.Dial(context.Background(), brlapi.Config{Host: srv.Host, Auth: wrong})
	if err == nil || !strings.Contains(err.Error(), "did not accept the key in "+wrong) {
		t.Fatalf("dial with a wrong key: %v", err)
	}
	// No key where one is needed.
	_, err = brlapi.Dial(context.Background(), brlapi.Config{Host: srv.Host, Auth: "none"})
	var ae *brlapi.AuthError
	if !errors.As(err, &ae) || ae.Problem != brlapi.AuthKeyRefused {
		t.Fatalf("dial without key: %v", err)
	}
}
