package gatt

import (
	"bytes"
	"errors"
	"testing"
)

func TestUUIDRoundTrip(t *testing.T) {
	for _, s := range []string{"1b7e8261-2877-41c3-b46e-cf057c562023", "6E400001-B5A3-F393-E0A9-E50E24DCCA9E"} {
		u, err := ParseUUID(s)
		if err != nil {
			t.Fatal(err)
		}
		if got := u.String(); got != string(bytes.ToLower([]byte(s))) {
			t.Errorf("%s -> %s", s, got)
		}
	}
	if _, err := ParseUUID("6e400001"); err == nil {
		t.Error("a short UUID was taken")
	}
	if _, err := ParseUUID("zz400001-b5a3-f393-e0a9-e50e24dcca9e"); err == nil {
		t.Error("a UUID with letters outside hex was taken")
	}
}

func TestFramesSplitAnywhere(t *testing.T) {
	frames := []Frame{
		{Kind: KindWrite, Char: MustUUID("1b7e8272-2877-41c3-b46e-cf057c562023"), Value: []byte{0x21, 0x01, 0x00}},
		{Kind: KindNotify, Char: MustUUID("1b7e8262-2877-41c3-b46e-cf057c562023"), Value: bytes.Repeat([]byte{0x55}, 38)},
		{Kind: KindNotify, Char: NUSTX, Value: nil},
	}
	var stream []byte
	for _, f := range frames {
		b, err := Encode(f)
		if err != nil {
			t.Fatal(err)
		}
		stream = append(stream, b...)
	}
	for cut := 0; cut <= len(stream); cut++ {
		var d Decoder
		d.Feed(stream[:cut])
		var got []Frame
		for f, ok := d.Next(); ok; f, ok = d.Next() {
			got = append(got, f)
		}
		d.Feed(stream[cut:])
		for f, ok := d.Next(); ok; f, ok = d.Next() {
			got = append(got, f)
		}
		if len(got) != len(frames) {
			t.Fatalf("cut at %d: %d frames", cut, len(got))
		}
		for i := range got {
			if got[i].Kind != frames[i].Kind || got[i].Char != frames[i].Char || !bytes.Equal(got[i].Value, frames[i].Value) {
				t.Fatalf("cut at %d: frame %d is %+v", cut, i, got[i])
			}
		}
		if errs := d.Errors(); len(errs) != 0 {
			t.Fatalf("cut at %d: %v", cut, errs)
		}
	}
}

func TestGarbageNamedAndFramesKept(t *testing.T) {
	good, _ := Encode(Frame{Kind: KindNotify, Char: NUSTX, Value: []byte("0#e2u*")})
	var d Decoder
	d.Feed(append([]byte{0x00, 0x01, 0x02}, good...))
	f, ok := d.Next()
	if !ok || string(f.Value) != "0#e2u*" {
		t.Fatalf("frame after garbage lost: %+v %v", f, ok)
	}
	errs := d.Errors()
	var we *WireError
	if len(errs) != 1 || !errors.As(errs[0], &we) || we.Offset != 0 {
		t.Fatalf("errors %v", errs)
	}
	// A length over the limit is refused at its place.
	bad := append([]byte{KindWrite}, make([]byte, 16)...)
	bad = append(bad, 0xff, 0xff)
	d.Feed(bad)
	d.Feed(good)
	f, ok = d.Next()
	if !ok || string(f.Value) != "0#e2u*" {
		t.Fatalf("frame after a bad length lost: %+v %v", f, ok)
	}
	errs = d.Errors()
	if len(errs) == 0 || !errors.As(errs[0], &we) || we.Offset != int64(3+len(good)) {
		t.Fatalf("errors %v", errs)
	}
	if _, err := Encode(Frame{Kind: KindWrite, Value: make([]byte, MaxValue+1)}); err == nil {
		t.Error("an oversized value was encoded")
	}
}

func FuzzDecoder(f *testing.F) {
	good, _ := Encode(Frame{Kind: KindNotify, Char: MustUUID("1b7e8262-2877-41c3-b46e-cf057c562023"), Value: []byte{1, 0x24, 0, 0}})
	f.Add(good)
	f.Add([]byte("WWWW"))
	f.Fuzz(func(t *testing.T, data []byte) {
		var d Decoder
		total := 0
		for i := 0; i < len(data); i += 7 {
			d.Feed(data[i:min(i+7, len(data))])
			for fr, ok := d.Next(); ok; fr, ok = d.Next() {
				total += HeaderSize + len(fr.Value)
				if len(fr.Value) > MaxValue {
					t.Fatal("oversized value")
				}
			}
		}
		for _, e := range d.Errors() {
			var we *WireError
			if !errors.As(e, &we) || we.Offset < 0 || we.Offset > int64(len(data)) {
				t.Fatalf("bad error %v", e)
			}
		}
		if total+d.Buffered() > len(data) {
			t.Fatal("more bytes out than in")
		}
	})
}
