package dgt

import (
	"bytes"
	"testing"
)

func commandsOf(d *CommandDecoder) []Command {
	var out []Command
	for {
		c, ok := d.Next()
		if !ok {
			return out
		}
		out = append(out, c)
	}
}

// The frames of the header: the size byte counts the bytes after it, the
// end byte included (DGT_CMD_CLOCK_END: 2b 03 03 03 00; DGT_SET_LEDS:
// 60 04 pattern from to 00).
func TestFrameWire(t *testing.T) {
	if got := EncodeClockCommand(ClockEndDisplay); !bytes.Equal(got, []byte{0x2b, 0x03, 0x03, 0x03, 0x00}) {
		t.Fatalf("clock end % x", got)
	}
	if got := EncodeClockCommand(ClockBeep, 16); !bytes.Equal(got, []byte{0x2b, 0x04, 0x03, 0x0b, 0x10, 0x00}) {
		t.Fatalf("beep % x", got)
	}
	if got := EncodeSetLEDs(1, 12, 28); !bytes.Equal(got, []byte{0x60, 0x04, 0x01, 0x0c, 0x1c, 0x00}) {
		t.Fatalf("LEDs % x", got)
	}
	ascii := EncodeClockCommand(ClockASCII, append([]byte("ROCHADE "), 0)...) // eight characters and the beep
	if ascii[1] != 0x0c || len(ascii) != 14 {
		t.Fatalf("ASCII frame % x", ascii)
	}
}

// The data of a frame is never read as commands, even where its bytes
// are command codes (0x42 is "send board", 0x4b "update nice").
func TestFramesAreReadWhole(t *testing.T) {
	var stream []byte
	stream = append(stream, CmdUpdateNice)
	stream = append(stream, EncodeClockCommand(ClockASCII, 'B', 'K', 'C', 'D', 'E', 'F', 'G', 'M', 0)...)
	stream = append(stream, EncodeSetLEDs(1, 0x42, 0x43)...)
	stream = append(stream, CmdSendBoard)
	stream = append(stream, 0x82, 0x10, 0x06, 0x18) // a bus command "send board" to board 0x806
	stream = append(stream, CmdVersion)
	for _, chunk := range []int{1, 2, 3, 7, len(stream)} {
		var d CommandDecoder
		var got []Command
		for i := 0; i < len(stream); i += chunk {
			d.Feed(stream[i:min(i+chunk, len(stream))])
			got = append(got, commandsOf(&d)...)
		}
		codes := make([]byte, len(got))
		for i, c := range got {
			codes[i] = c.Code
		}
		if !bytes.Equal(codes, []byte{CmdUpdateNice, CmdClockMessage, CmdSetLEDs, CmdSendBoard, 0x82, CmdVersion}) {
			t.Fatalf("chunk %d: commands % x", chunk, codes)
		}
		id, text, ok := got[1].ClockCommand()
		if !ok || id != ClockASCII || string(text[:8]) != "BKCDEFGM" {
			t.Fatalf("chunk %d: clock command %x %q %v", chunk, id, text, ok)
		}
		if !bytes.Equal(got[2].Data, []byte{1, 0x42, 0x43}) {
			t.Fatalf("chunk %d: LED data % x", chunk, got[2].Data)
		}
		if b := got[4]; !b.Bus || b.Address != 0x10<<7|0x06 || !b.ChecksumOK {
			t.Fatalf("chunk %d: bus command %+v", chunk, b)
		}
		if s := d.Skipped(); len(s) != 0 {
			t.Fatalf("chunk %d: skipped %+v", chunk, s)
		}
	}
}

// Bad frames are passed over and said where; the commands after them
// are read.
func TestBadFrames(t *testing.T) {
	var d CommandDecoder
	d.Feed([]byte{0x2b, 0x44})                   // no frame: size 0x44 is too large, 0x44 is read
	d.Feed([]byte{0x2b, 0x03, 0x03, 0x03, 0x01}) // wrong end byte: the frame is skipped whole
	d.Feed([]byte{0x2b, 0x03, 0x04, 0x03, 0x00}) // no clock start byte
	d.Feed([]byte{0x31, CmdSendClock})           // 0x31 is no command
	d.Feed(EncodeSetLEDs(0, 0, 63))              // good
	got := commandsOf(&d)
	if len(got) != 3 || got[0].Code != CmdUpdateBoard || got[1].Code != CmdSendClock || got[2].Code != CmdSetLEDs {
		t.Fatalf("commands %+v", got)
	}
	s := d.Skipped()
	want := []Skipped{{0, 1, SkipBadFrame}, {2, 10, SkipBadFrame}, {12, 1, SkipUnknown}}
	if len(s) != len(want) {
		t.Fatalf("skipped %+v", s)
	}
	for i := range want {
		if s[i] != want[i] {
			t.Fatalf("skipped %+v, want %+v", s, want)
		}
	}
	// A half frame waits for its end.
	var h CommandDecoder
	h.Feed(EncodeClockCommand(ClockDisplay, 1, 2, 3, 4, 5, 6, 7, 1)[:6])
	if got := commandsOf(&h); len(got) != 0 {
		t.Fatalf("half frame gave %+v", got)
	}
	h.Feed(EncodeClockCommand(ClockDisplay, 1, 2, 3, 4, 5, 6, 7, 1)[6:])
	if got := commandsOf(&h); len(got) != 1 || len(got[0].Data) != 10 {
		t.Fatalf("completed frame gave %+v", got)
	}
}

func FuzzCommandDecoder(f *testing.F) {
	f.Add([]byte{CmdReset, CmdVersion, CmdUpdateNice, CmdSendBoard}, uint8(1))
	f.Add(EncodeClockCommand(ClockASCII, []byte("ROCHADE ")...), uint8(3))
	f.Add(append(EncodeSetLEDs(1, 0, 63), 0x82, 0, 1, 0x03), uint8(2))
	f.Add([]byte{0x2b, 0x05, 0x03, 0x42, 0x43}, uint8(5))
	f.Fuzz(func(t *testing.T, data []byte, chunk uint8) {
		var whole CommandDecoder
		whole.Feed(data)
		a := commandsOf(&whole)
		var pieces CommandDecoder
		var b []Command
		step := int(chunk%16) + 1
		for i := 0; i < len(data); i += step {
			pieces.Feed(data[i:min(i+step, len(data))])
			b = append(b, commandsOf(&pieces)...)
		}
		if len(a) != len(b) {
			t.Fatalf("whole gives %d commands, pieces of %d give %d", len(a), step, len(b))
		}
		for i := range a {
			if a[i].Code != b[i].Code || !bytes.Equal(a[i].Data, b[i].Data) || a[i].Bus != b[i].Bus {
				t.Fatalf("command %d differs", i)
			}
			// A frame read is a frame that encodes back to its bytes.
			if framed(a[i].Code) {
				re := EncodeFrame(a[i].Code, a[i].Data...)
				if !bytes.Contains(data, re) {
					t.Fatalf("frame % x is not in the input", re)
				}
			}
		}
		for _, s := range whole.Skipped() {
			if s.Offset < 0 || s.Offset+int64(s.Bytes) > int64(len(data)) || s.Bytes <= 0 {
				t.Fatalf("skipped run outside the input: %+v", s)
			}
		}
		// A command after any complete garbage is read.
		var g CommandDecoder
		g.Feed(data)
		commandsOf(&g)
		if g.Buffered() == 0 {
			g.Feed([]byte{CmdSendBoard})
			if got := commandsOf(&g); len(got) != 1 || got[0].Code != CmdSendBoard {
				t.Fatalf("command after garbage: %+v", got)
			}
		}
	})
}
