package brlapi

import (
	"bytes"
	"encoding/binary"
	"errors"
	"io"
	"strings"
	"testing"
)

func TestDecoderReadsPacketsInOrder(t *testing.T) {
	var stream []byte
	stream = AppendPacket(stream, PacketVersion, []byte{0, 0, 0, 8})
	stream = AppendPacket(stream, PacketAck, nil)
	stream = AppendPacket(stream, PacketKey, []byte{0, 0, 0, 0, 0x20, 0x01, 0, 7})
	d := NewDecoder(bytes.NewReader(stream))

	p, err := d.Next()
	if err != nil {
		t.Fatal(err)
	}
	if v, err := ParseVersion(p); err != nil || v != 8 {
		t.Fatalf("version %d, %v", v, err)
	}
	p, err = d.Next()
	if err != nil || p.Type != PacketAck || len(p.Data) != 0 {
		t.Fatalf("second packet %v %v, want empty ack", p, err)
	}
	p, err = d.Next()
	if err != nil {
		t.Fatal(err)
	}
	k, err := ParseKey(p)
	if err != nil {
		t.Fatal(err)
	}
	if k.Block() != BlockRoute || k.Arg() != 7 || !k.IsCommand() {
		t.Errorf("key %v: block %d arg %d", k, k.Block(), k.Arg())
	}
	if _, err := d.Next(); err != io.EOF {
		t.Fatalf("after last packet: %v, want io.EOF", err)
	}
	if d.Offset() != int64(len(stream)) {
		t.Errorf("offset %d, want %d", d.Offset(), len(stream))
	}
}

func TestDecoderErrorsNameTheOffset(t *testing.T) {
	good := AppendPacket(nil, PacketAck, nil) // 8 bytes
	for _, tc := range []struct {
		name   string
		stream []byte
		want   string
	}{
		{"cut header", append(append([]byte{}, good...), 0, 0, 0), "at byte 8: stream ends inside a packet header (3 of 8 bytes)"},
		{"cut payload", append(append([]byte{}, good...), AppendPacket(nil, PacketKey, []byte{1, 2, 3, 4, 5, 6, 7, 8})[:12]...), "at byte 8: stream ends inside packet of type 'k' (4 of 8 payload bytes)"},
		{"huge", append(append([]byte{}, good...), 0, 0, 0x10, 0x01, 0, 0, 0, 'w'), "at byte 8: packet of type 'w' announces 4097 bytes"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := NewDecoder(bytes.NewReader(tc.stream))
			if p, err := d.Next(); err != nil || p.Type != PacketAck {
				t.Fatalf("first packet lost: %v %v", p, err)
			}
			_, err := d.Next()
			var pe *ProtocolError
			if !errors.As(err, &pe) {
				t.Fatalf("error %v is not a ProtocolError", err)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q does not contain %q", err, tc.want)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	se, err := ParseError(Packet{PacketException, []byte{0, 0, 0, 7, 0, 0, 0, 'w', 1, 2}})
	if err != nil {
		t.Fatal(err)
	}
	if !se.Exception || se.Code != 7 || se.Request != PacketWrite {
		t.Errorf("%+v", se)
	}
	if got := se.Error(); got != "brlapi: BRLTTY refused a 'w' packet: invalid packet" {
		t.Errorf("message %q", got)
	}
	if _, err := ParseError(Packet{PacketError, []byte{0, 0}}); err == nil {
		t.Error("short error packet accepted")
	}
	if _, _, err := ParseDisplaySize(Packet{PacketGetDisplaySize, []byte{0, 0, 0, 40}}); err == nil {
		t.Error("short display size accepted")
	}
	c, r, err := ParseDisplaySize(Packet{PacketGetDisplaySize, []byte{0, 0, 0, 40, 0, 0, 0, 1}})
	if err != nil || c != 40 || r != 1 {
		t.Errorf("display size %d %d %v", c, r, err)
	}
	m, err := ParseAuthMethods(Packet{PacketAuth, []byte{0, 0, 0, 'K', 0, 0, 0, 'C'}})
	if err != nil || len(m) != 2 || m[0] != AuthKey || m[1] != AuthCredentials {
		t.Errorf("auth methods %v %v", m, err)
	}
	if _, err := ParseAuthMethods(Packet{PacketAuth, []byte{0, 0, 'K'}}); err == nil {
		t.Error("ragged auth packet accepted")
	}
}

func TestEncodeWriteLayout(t *testing.T) {
	b, err := EncodeWrite(WriteArgs{RegionBegin: 1, RegionSize: 3, Text: "a–b", OrMask: []byte{1, 2, 3}, Cursor: CursorOff})
	if err != nil {
		t.Fatal(err)
	}
	var want []byte
	want = binary.BigEndian.AppendUint32(want, writeRegion|writeText|writeOrMask|writeCursor|writeCharset)
	want = binary.BigEndian.AppendUint32(want, 1)
	want = binary.BigEndian.AppendUint32(want, 3)
	want = binary.BigEndian.AppendUint32(want, 5) // "a–b" is 5 bytes of UTF-8
	want = append(want, "a–b"...)
	want = append(want, 1, 2, 3)
	want = binary.BigEndian.AppendUint32(want, 0)
	want = append(want, 5, 'U', 'T', 'F', '-', '8')
	if !bytes.Equal(b, want) {
		t.Errorf("write payload\n got %x\nwant %x", b, want)
	}
	if _, err := EncodeWrite(WriteArgs{RegionBegin: 1, RegionSize: 3, OrMask: []byte{1}}); err == nil {
		t.Error("mask of the wrong size accepted")
	}
	if _, err := EncodeWrite(WriteArgs{RegionBegin: 1, RegionSize: 5000, Text: strings.Repeat("x", 5000)}); err == nil {
		t.Error("oversized write accepted")
	}
}

func TestFit(t *testing.T) {
	if got := fit("ab\tü", 6); got != "ab ü  " {
		t.Errorf("fit pads to %q", got)
	}
	if got := fit("äbcdef", 3); got != "äbc" {
		t.Errorf("fit cuts to %q", got)
	}
}

func TestEndpoints(t *testing.T) {
	t.Setenv("XDG_RUNTIME_DIR", "/run/user/1000")
	for _, tc := range []struct {
		host string
		want string
	}{
		{"", "unix:/run/user/1000/brltty/0 unix:/run/BrlAPI/0 unix:/var/lib/BrlAPI/0 tcp:127.0.0.1:4101"},
		{":3", "unix:/run/user/1000/brltty/3 unix:/run/BrlAPI/3 unix:/var/lib/BrlAPI/3 tcp:127.0.0.1:4104"},
		{"example.org:2", "tcp:example.org:4103"},
		{"example.org", "tcp:example.org:4101"},
		{"[::1]:1", "tcp:[::1]:4102"},
		{"/tmp/sock", "unix:/tmp/sock"},
	} {
		got, err := Endpoints(tc.host)
		if err != nil {
			t.Errorf("%q: %v", tc.host, err)
			continue
		}
		if s := strings.Join(got, " "); s != tc.want {
			t.Errorf("%q:\n got %s\nwant %s", tc.host, s, tc.want)
		}
	}
	for _, bad := range []string{"host:x", "host:-1", "[::1", "[::1]x"} {
		if _, err := Endpoints(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestCommandKeyRoundTrip(t *testing.T) {
	k := CommandKey(BlockRoute, 39)
	if k.Block() != BlockRoute || k.Arg() != 39 || !k.IsCommand() || k.Flags() != 0 {
		t.Errorf("%v", k)
	}
	sym := Key(0xff09)
	if sym.IsCommand() {
		t.Error("keysym taken for a command")
	}
}

// FuzzDecoder feeds arbitrary bytes to the packet decoder and the payload
// parsers: they must never panic, every packet they return must encode
// back to the bytes it came from, and errors must name an offset inside
// the input.
func FuzzDecoder(f *testing.F) {
	var seed []byte
	seed = AppendPacket(seed, PacketVersion, []byte{0, 0, 0, 8})
	seed = AppendPacket(seed, PacketAuth, []byte{0, 0, 0, 'N'})
	seed = AppendPacket(seed, PacketGetDisplaySize, []byte{0, 0, 0, 40, 0, 0, 0, 1})
	seed = AppendPacket(seed, PacketKey, []byte{0, 0, 0, 0, 0x20, 0, 0, 24})
	seed = AppendPacket(seed, PacketException, []byte{0, 0, 0, 7, 0, 0, 0, 'w', 9})
	f.Add(seed)
	f.Add(AppendPacket(nil, PacketError, []byte{0, 0, 0, 17}))
	f.Add([]byte{0, 0, 0x10, 0x01, 0, 0, 0, 'w'})
	f.Add([]byte{0, 0, 0})
	f.Fuzz(func(t *testing.T, in []byte) {
		d := NewDecoder(bytes.NewReader(in))
		var off int64
		for {
			p, err := d.Next()
			if err == io.EOF {
				if d.Offset() != int64(len(in)) {
					t.Fatalf("EOF at %d of %d bytes", d.Offset(), len(in))
				}
				return
			}
			if err != nil {
				var pe *ProtocolError
				if !errors.As(err, &pe) {
					t.Fatalf("error %v is not a ProtocolError", err)
				}
				if pe.Offset != off || pe.Offset > int64(len(in)) {
					t.Fatalf("error at offset %d, packet started at %d", pe.Offset, off)
				}
				return
			}
			enc := AppendPacket(nil, p.Type, p.Data)
			if !bytes.Equal(enc, in[off:d.Offset()]) {
				t.Fatalf("packet %v does not re-encode to its input", p.Type)
			}
			off = d.Offset()
			ParseVersion(p)
			ParseAuthMethods(p)
			ParseDisplaySize(p)
			if k, err := ParseKey(p); err == nil {
				if CommandKey(k.Block(), k.Arg())&^Key(0xFFFFFFFF00000000) != k&^Key(0xFFFFFFFF00000000) && k.IsCommand() {
					t.Fatalf("key %x does not rebuild", uint64(k))
				}
				_ = k.String()
			}
			if se, err := ParseError(p); err == nil {
				_ = se.Error()
			}
			_ = p.Type.String()
		}
	})
}
