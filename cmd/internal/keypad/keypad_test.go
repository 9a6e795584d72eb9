package keypad

import (
	"bytes"
	"errors"
	"io"
	"testing"
	"testing/iotest"
	"time"
)

func TestDecoderBothLayouts(t *testing.T) {
	at := time.Unix(1700000000, 123456000)
	for _, size := range []int{16, 24} {
		var in []byte
		in = append(in, Tap(size, KeyKP5, at)...)
		// What the kernel sends besides: a scan code (EV_MSC), a LED,
		// a key value it never sends, a repeat.
		msc := Record(size, 4, 0, at)
		msc[2*((size-8)/2)] = 4 // type EV_MSC
		in = append(in, msc...)
		bad := Record(size, KeyKP8, 7, at)
		in = append(in, bad...)
		in = append(in, Record(size, KeyKP8, Press, at)...)
		in = append(in, Record(size, KeyKP8, Repeat, at.Add(time.Second))...)
		in = append(in, Record(size, KeyKP8, Release, at.Add(2*time.Second))...)
		for _, r := range []io.Reader{bytes.NewReader(in), iotest.OneByteReader(bytes.NewReader(in)), iotest.HalfReader(bytes.NewReader(in))} {
			d := NewDecoder(r, size, "/dev/input/event3")
			var got []Event
			for {
				e, err := d.Next()
				if err == io.EOF {
					break
				}
				if err != nil {
					t.Fatalf("size %d: %v", size, err)
				}
				got = append(got, e)
			}
			want := []Event{
				{KeyKP5, Press, at, "/dev/input/event3"}, {KeyKP5, Release, at, "/dev/input/event3"},
				{KeyKP8, Press, at, "/dev/input/event3"}, {KeyKP8, Repeat, at.Add(time.Second), "/dev/input/event3"},
				{KeyKP8, Release, at.Add(2 * time.Second), "/dev/input/event3"},
			}
			if len(got) != len(want) {
				t.Fatalf("size %d: %d events, want %d: %v", size, len(got), len(want), got)
			}
			for i := range want {
				if got[i].Code != want[i].Code || got[i].Action != want[i].Action || !got[i].Time.Equal(want[i].Time) || got[i].Device != want[i].Device {
					t.Errorf("size %d event %d: %+v, want %+v", size, i, got[i], want[i])
				}
			}
		}
	}
}

func TestDecoderCutRecord(t *testing.T) {
	in := append(Tap(RecordSize, KeyKPEnter, time.Now()), make([]byte, 5)...)
	d := NewDecoder(bytes.NewReader(in), RecordSize, "")
	n := 0
	var err error
	for err == nil {
		_, err = d.Next()
		n++
	}
	var pe *PartialError
	if !errors.As(err, &pe) || pe.Bytes != 5 || n != 3 {
		t.Errorf("after %d events: %v, want the two events, then a cut record of 5 bytes", n-1, err)
	}
}

func TestDecoderNoProgress(t *testing.T) {
	d := NewDecoder(iotest.ErrReader(nil), RecordSize, "")
	if _, err := d.Next(); !errors.Is(err, io.ErrNoProgress) {
		t.Errorf("a reader that gives nothing: %v", err)
	}
}

func TestRecordSize(t *testing.T) {
	// struct input_event: struct timeval (two longs), __u16, __u16, __s32.
	want := map[int]int{32: 16, 64: 24}[int(8*(RecordSize-8)/2)]
	if RecordSize != want {
		t.Errorf("RecordSize %d, want %d", RecordSize, want)
	}
}

func TestChars(t *testing.T) {
	for code, want := range map[uint16]byte{KeyKP0: '0', KeyKP5: '5', KeyKP9: '9', KeyKPEnter: '\r', KeyKPDot: '.',
		KeyBackspace: '\b', KeyKPSlash: '/', KeyKPAsterisk: '*', KeyKPMinus: '-', KeyKPPlus: '+', KeyUp: '8', KeyNumLock: 0, 30: 0} {
		if got := Char(code); got != want {
			t.Errorf("Char(%d) = %q, want %q", code, got, want)
		}
	}
}

// FuzzDecoder reads any bytes as records of both layouts: it never
// panics, gives no more events than records, and only the three actions.
func FuzzDecoder(f *testing.F) {
	f.Add(Tap(24, KeyKP5, time.Unix(1, 2)))
	f.Add(Tap(16, KeyKPEnter, time.Unix(1, 2)))
	f.Add([]byte{1, 2, 3})
	f.Add(bytes.Repeat([]byte{0xff}, 48))
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, size := range []int{16, 24} {
			d := NewDecoder(bytes.NewReader(data), size, "f")
			n := 0
			for {
				e, err := d.Next()
				if err != nil {
					var pe *PartialError
					if err != io.EOF && !(errors.As(err, &pe) && pe.Bytes == len(data)%size) {
						t.Fatalf("size %d: %v", size, err)
					}
					break
				}
				n++
				if e.Action < Release || e.Action > Repeat || e.Code > KeyMaxCode {
					t.Fatalf("event %+v", e)
				}
			}
			if n > len(data)/size {
				t.Fatalf("%d events from %d records", n, len(data)/size)
			}
		}
	})
}
