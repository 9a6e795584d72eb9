package pcm

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// bitWriter writes bits least significant first, as Vorbis packs them.
type bitWriter struct {
	buf []byte
	n   int
}

func (w *bitWriter) put(v uint64, bits int) *bitWriter {
	for i := range bits {
		if w.n%8 == 0 {
			w.buf = append(w.buf, 0)
		}
		w.buf[len(w.buf)-1] |= byte(v>>i&1) << (w.n % 8)
		w.n++
	}
	return w
}

// vorbisIdent returns an identification header packet.
func vorbisIdent(channels int, rate uint32, b0, b1 byte) []byte {
	h := []byte("\x01vorbis\x00\x00\x00\x00")
	h = append(h, byte(channels))
	h = binary.LittleEndian.AppendUint32(h, rate)
	h = append(h, make([]byte, 12)...) // bitrates
	return append(h, b1<<4|b0, 1)
}

// vorbisComments returns a comment header packet claiming count
// comments and holding those given.
func vorbisComments(vendor string, count uint32, comments ...string) []byte {
	le := binary.LittleEndian
	h := []byte("\x03vorbis")
	h = le.AppendUint32(h, uint32(len(vendor)))
	h = append(h, vendor...)
	h = le.AppendUint32(h, count)
	for _, c := range comments {
		h = le.AppendUint32(h, uint32(len(c)))
		h = append(h, c...)
	}
	return append(h, 1)
}

// smallBook writes a codebook of two entries with one dimension and no
// lookup table.
func smallBook(w *bitWriter) {
	w.put(0x564342, 24).put(1, 16).put(2, 24)
	w.put(0, 1).put(0, 1).put(0, 5).put(0, 5) // not ordered, not sparse, lengths 1 and 1
	w.put(0, 4)
}

// vorbisSetup returns a setup header packet with the codebooks written
// by books and one floor (type 1, no partitions), residue, mapping and
// mode, then tail bytes.
func vorbisSetup(books []func(*bitWriter), tail int) []byte {
	w := &bitWriter{buf: []byte("\x05vorbis"), n: 56}
	w.put(uint64(len(books)-1), 8)
	for _, b := range books {
		b(w)
	}
	w.put(0, 6).put(0, 16)                               // one time domain transform
	w.put(0, 6).put(1, 16).put(0, 5).put(0, 2).put(8, 4) // floor 1: no partitions
	w.put(0, 6).put(0, 16).put(0, 24).put(0, 24).put(0, 24).put(0, 6).put(0, 8).put(0, 3).put(0, 1)
	w.put(0, 6).put(0, 16).put(0, 1).put(0, 1).put(0, 2).put(0, 8).put(0, 8).put(0, 8) // mapping
	w.put(0, 6).put(0, 1).put(0, 16).put(0, 16).put(0, 8)                              // mode
	w.put(1, 1)
	return append(w.buf, make([]byte, tail)...)
}

// vorbisFile lays the header packets out in Ogg pages, a stream that
// ends there.
func vorbisFile(ident, comments, setup []byte) []byte {
	return OggPages(0x1234, true, ident, comments, setup)
}

func goodSetup() []byte { return vorbisSetup([]func(*bitWriter){smallBook}, 0) }

// TestOggChecksum checks the page checksum against a page sox wrote.
func TestOggChecksum(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.wav")
	if err := os.WriteFile(in, wavBytes(t, 16000, ToInt16(sine(440, 16000, 1600, 0.5))), 0o644); err != nil {
		t.Fatal(err)
	}
	data := sox(t, in, filepath.Join(dir, "out.ogg"))
	n := 27 + int(data[26])
	for _, l := range data[27:n] {
		n += int(l)
	}
	page := bytes.Clone(data[:n])
	clear(page[22:26])
	if got, want := OggChecksum(page), binary.LittleEndian.Uint32(data[22:]); got != want {
		t.Fatalf("checksum %#x, sox wrote %#x", got, want)
	}
	// Pages written by OggPages are read back by the decoder's library.
	if _, err := oggHeaderPackets(vorbisFile(vorbisIdent(1, 16000, 8, 11), vorbisComments("x", 0), goodSetup()), 3); err != nil {
		t.Fatal(err)
	}
}

// TestVorbisHeadersOfSoxFiles: files made by sox at several rates,
// qualities and channel counts pass the checks and decode.
func TestVorbisHeadersOfSoxFiles(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.wav")
	if err := os.WriteFile(in, wavBytes(t, 48000, ToInt16(sine(440, 48000, 24000, 0.5))), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, rate := range []string{"8000", "16000", "22050", "44100", "48000", "96000"} {
		for _, q := range []string{"-1", "3", "10"} {
			for _, ch := range []string{"1", "2", "6"} {
				name := fmt.Sprintf("r%s-q%s-c%s.ogg", rate, q, ch)
				data := sox(t, in, filepath.Join(dir, name), "-r", rate, "-c", ch, "-C", q)
				if err := checkVorbis(data, 30); err != nil {
					t.Errorf("%s: %v", name, err)
					continue
				}
				if ch == "6" {
					// jfreymuth/vorbis v1.0.2 fails on some of
					// these (decoding error) after the checks.
					continue
				}
				a, f, err := Decode(data, 30)
				if err != nil || f.Rate != a.Rate || len(a.Samples) == 0 {
					t.Errorf("%s: %v, %d samples, %v", name, f, len(a.Samples), err)
				}
			}
		}
	}
}

// decodeSmall decodes data and fails the test if that allocates 64 MB
// or more.
func decodeSmall(t *testing.T, data []byte) error {
	t.Helper()
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	_, _, err := Decode(data, 30)
	runtime.ReadMemStats(&after)
	if d := after.TotalAlloc - before.TotalAlloc; d >= 64<<20 {
		t.Errorf("decoding allocated %d MB", d>>20)
	}
	return err
}

// TestVorbisHeaderClaims: header packets whose counts claim more than
// their bytes hold are refused with a sentence naming the count and
// the place, without the decoder allocating what they claim.
func TestVorbisHeaderClaims(t *testing.T) {
	ident := vorbisIdent(2, 16000, 8, 11)
	comments := vorbisComments("sox", 0)
	book := func(dims, entries uint64, ordered bool, rest func(*bitWriter)) func(*bitWriter) {
		return func(w *bitWriter) {
			w.put(0x564342, 24).put(dims, 16).put(entries, 24)
			if ordered {
				w.put(1, 1)
			} else {
				w.put(0, 1)
			}
			rest(w)
		}
	}
	manyEntries := vorbisSetup([]func(*bitWriter){smallBook, smallBook, smallBook,
		book(1, 0xFFFFFF, false, func(w *bitWriter) { w.put(0, 1) })}, 100)
	sparse := vorbisSetup([]func(*bitWriter){book(1, 0x7FFFFF, false, func(w *bitWriter) { w.put(1, 1) })}, 1000)
	values := vorbisSetup([]func(*bitWriter){
		book(0xFF, 0x100, true, func(w *bitWriter) {
			w.put(7, 5).put(0x100, 9)                              // 256 entries of length 8
			w.put(2, 4).put(0, 32).put(0, 32).put(15, 4).put(0, 1) // lookup type 2, 16-bit values
		})}, 100)
	cases := []struct {
		name string
		file []byte
		want string
	}{
		{"comment count", vorbisFile(ident, vorbisComments("sox", 0x7FFFFFFF, "a=b"), goodSetup()),
			"Vorbis comment header: 2147483647 comments claimed in 8 bytes (byte "},
		{"comment length", vorbisFile(ident, append(vorbisComments("sox", 1)[:18], 0xFF, 0xFF, 0xFF, 0x7F, 1), goodSetup()),
			"Vorbis comment header: comment 1 claims 2147483647 bytes in 1 byte (byte "},
		{"vendor length", vorbisFile(ident, []byte("\x03vorbis\xff\xff\xff\xff\x00\x00\x00\x00\x01"), goodSetup()),
			"Vorbis comment header: the vendor string claims 4294967295 bytes in 5 bytes (byte "},
		// Three small codebooks of 80 bits, then one of 16777215 entries
		// whose lengths (5 bits each) would start at bit 370.
		{"codebook entries", vorbisFile(ident, comments, manyEntries),
			fmt.Sprintf("Vorbis setup header: codebook 3 claims 16777215 entries in %d bytes (byte ", len(manyEntries)-46)},
		// Flags of a sparse codebook (1 bit each) from bit 130.
		{"sparse entries", vorbisFile(ident, comments, sparse),
			fmt.Sprintf("codebook 0 claims 8388607 entries in %d bytes", len(sparse)-16)},
		{"ordered entries", vorbisFile(ident, comments, vorbisSetup([]func(*bitWriter){
			book(1, 0x7FFFFF, true, func(w *bitWriter) { w.put(22, 5).put(0x7FFFFF, 23) })}, 100)),
			"codebook 0 claims 8388607 entries: the codebooks would take 71 MB, more than the 16 MB allowed"},
		{"ordered run too long", vorbisFile(ident, comments, vorbisSetup([]func(*bitWriter){
			book(1, 1000, true, func(w *bitWriter) { w.put(0, 5).put(1000, 10) })}, 100)),
			"codebook 0 claims 1000 entries of length 1, more than fit"},
		{"entries and dimensions", vorbisFile(ident, comments, vorbisSetup([]func(*bitWriter){
			book(0xFFFF, 0x3FF, true, func(w *bitWriter) { w.put(9, 5).put(0x3FF, 10) })}, 100)),
			"codebook 0 claims 1023 entries of 65535 dimensions, more than Vorbis decoders take"},
		{"zero entries", vorbisFile(ident, comments, vorbisSetup([]func(*bitWriter){
			book(1, 0, false, func(w *bitWriter) { w.put(0, 1) })}, 100)),
			"codebook 0 has 1 dimensions and 0 entries"},
		// Lookup values from bit 216.
		{"lookup values", vorbisFile(ident, comments, values),
			fmt.Sprintf("codebook 0 claims 65280 lookup values of 16 bits in %d bytes", len(values)-27)},
		{"no entry in use", vorbisFile(ident, comments, vorbisSetup([]func(*bitWriter){
			book(1, 8, false, func(w *bitWriter) { w.put(1, 1).put(0, 8) })}, 0)),
			"codebook 0 has no entry in use"},
		{"channels", vorbisFile(vorbisIdent(0, 16000, 8, 11), comments, goodSetup()),
			"Vorbis identification header: 0 channels is not supported (1 to 16) (byte "},
		{"many channels", vorbisFile(vorbisIdent(255, 16000, 8, 11), comments, goodSetup()),
			"255 channels is not supported"},
		{"block sizes", vorbisFile(vorbisIdent(1, 16000, 11, 8), comments, goodSetup()),
			"block sizes 2048 and 256 are not powers of two from 64 to 8192 in order"},
		{"huge block", vorbisFile(vorbisIdent(1, 16000, 8, 15), comments, goodSetup()),
			"block sizes 256 and 32768"},
		{"rate", vorbisFile(vorbisIdent(1, 0, 8, 11), comments, goodSetup()), "the sample rate is 0"},
		{"order", vorbisFile(ident, goodSetup(), comments), "the Vorbis comment header is missing: packet 2 is not one (byte "},
		{"setup cut", vorbisFile(ident, comments, goodSetup()[:20]), "Vorbis setup header: it ends in "},
		{"no framing bit", vorbisFile(ident, comments, func() []byte {
			s := goodSetup()
			s[len(s)-1] = 0
			return s
		}()), "the framing bit is not set"},
	}
	for _, c := range cases {
		err := decodeSmall(t, c.file)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v\nwant %q", c.name, err, c.want)
		}
	}
}

// TestOggPageChecks: pages that are damaged, out of order, from another
// stream or whose continuation flags disagree with the lacing are
// refused with the byte offset of the page, and a file larger than its
// length allows is refused before anything is read.
func TestOggPageChecks(t *testing.T) {
	comments := vorbisComments("sox", 1, strings.Repeat("x", 70000)) // runs over two pages
	good := vorbisFile(vorbisIdent(1, 16000, 8, 11), comments, goodSetup())
	if err := checkVorbis(good, 30); err != nil {
		t.Fatal(err)
	}
	second := 27 + 1 + int(good[27]) // the page after the identification header
	third := second + 27 + 255 + 255*255
	if string(good[third:third+4]) != "OggS" || good[third+5]&1 == 0 {
		t.Fatalf("no continued page at byte %d", third)
	}
	// refresh sets the checksum of the page at off again after a change.
	refresh := func(b []byte, off int) []byte {
		n := 27 + int(b[off+26])
		for _, l := range b[off+27 : off+n] {
			n += int(l)
		}
		page := bytes.Clone(b[off : off+n])
		clear(page[22:26])
		binary.LittleEndian.PutUint32(b[off+22:], OggChecksum(page))
		return b
	}
	change := func(f func(b []byte)) []byte { b := bytes.Clone(good); f(b); return b }
	cases := []struct {
		name string
		file []byte
		want string
	}{
		{"damaged", change(func(b []byte) { b[second+40] ^= 1 }),
			fmt.Sprintf("the Ogg page at byte %d is damaged", second)},
		{"other stream", refresh(change(func(b []byte) { b[second+14]++ }), second),
			fmt.Sprintf("the Ogg page at byte %d belongs to another stream", second)},
		{"sequence", refresh(change(func(b []byte) { b[third+18] = 7 }), third),
			fmt.Sprintf("the Ogg page at byte %d is page 7, not 2", third)},
		{"not continued", refresh(change(func(b []byte) { b[third+5] &^= 1 }), third),
			fmt.Sprintf("the Ogg page at byte %d does not continue the packet of the page before", third)},
		{"no start", refresh(change(func(b []byte) { b[5] = 0 }), 0), "the first Ogg page does not start a stream (byte 5)"},
		{"cut", good[:third+100], fmt.Sprintf("the Ogg page at byte %d holds", third)},
		{"headers only", good[:second], fmt.Sprintf("the file ends at byte %d after 1 of the 3 Vorbis header packets", second)},
		{"too large", append(bytes.Clone(good), make([]byte, MaxVorbisBytes(2))...),
			fmt.Sprintf("the file is larger than %d bytes, the most an Ogg Vorbis file of at most 2 s may have", MaxVorbisBytes(2))},
	}
	for _, c := range cases {
		if err := checkVorbis(c.file, 2); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v\nwant %q", c.name, err, c.want)
		}
	}
}

// FuzzVorbisHeaders feeds three header packets, laid out in Ogg pages
// with correct checksums and followed by the audio pages of a file sox
// made, to Decode: the checks must never panic, their errors name a
// byte, and what they let through must not make the decoder allocate
// much.
func FuzzVorbisHeaders(f *testing.F) {
	dir := f.TempDir()
	in := filepath.Join(dir, "in.wav")
	w, err := os.Create(in)
	if err != nil {
		f.Fatal(err)
	}
	if err := WriteWAV(w, 16000, Int16Streamer(ToInt16(sine(440, 16000, 3200, 0.5)))); err != nil {
		f.Fatal(err)
	}
	if err := w.Close(); err != nil {
		f.Fatal(err)
	}
	var audio []byte // the pages after the headers of a mono file
	for i, opts := range [][]string{{"-C", "3"}, {"-c", "2", "-r", "44100", "-C", "-1"}} {
		out := filepath.Join(dir, fmt.Sprintf("%d.ogg", i))
		if msg, err := exec.Command("sox", append(append([]string{in}, opts...), out)...).CombinedOutput(); err != nil {
			f.Fatalf("sox: %v\n%s", err, msg)
		}
		data, err := os.ReadFile(out)
		if err != nil {
			f.Fatal(err)
		}
		p, err := oggHeaderPackets(data, 3)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(p[0].data, p[1].data, p[2].data)
		if i == 0 {
			// sox ends a page with the setup header.
			end := p[2].fileOffset(len(p[2].data)-1) + 1
			if string(data[end:end+4]) != "OggS" {
				f.Fatalf("no page after the headers at byte %d", end)
			}
			audio = data[end:]
			whole := append(OggPages(1, false, p[0].data, p[1].data, p[2].data), audio...)
			if a, _, err := Decode(whole, 30); err != nil || len(a.Samples) != 3200 {
				f.Fatalf("the headers and audio pages of a sox file give %d samples: %v", len(a.Samples), err)
			}
		}
	}
	f.Add(vorbisIdent(1, 16000, 8, 11), vorbisComments("x", 0xFFFFFFFF), goodSetup())
	f.Add(vorbisIdent(2, 8000, 6, 13), vorbisComments("x", 1, "a=b"), vorbisSetup([]func(*bitWriter){smallBook, smallBook}, 3))
	f.Fuzz(func(t *testing.T, ident, comments, setup []byte) {
		file := append(OggPages(1, false, ident, comments, setup), audio...)
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, _, err := Decode(file, 30)
		runtime.ReadMemStats(&after)
		if err != nil && !strings.Contains(err.Error(), "byte") {
			t.Fatalf("error names no byte: %v", err)
		}
		if d := after.TotalAlloc - before.TotalAlloc; d >= 64<<20 {
			t.Fatalf("decoding allocated %d MB (%v)", d>>20, err)
		}
	})
}
