package pcm

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
)

// The Ogg Vorbis decoder beep uses (github.com/jfreymuth/vorbis v1.0.2)
// makes its tables as large as the counts in the three Vorbis header
// packets say (comments, codebook entries and lookup values, floors,
// residues, mappings, modes) before it looks at the data, and it reads
// zeros past the end of a packet instead of stopping. A few hundred bytes
// can therefore make it ask for gigabytes, which ends the program, or
// loop for ever. checkVorbis reads the three header packets itself, as
// the Vorbis I specification lays them out, and refuses any count whose
// data cannot fit in what is left of its packet, before the decoder sees
// the file.

// Limits for Ogg Vorbis files.
const (
	// vorbisBytesPerSecond bounds the size of an Ogg Vorbis clip:
	// 2 Mbit/s. libvorbis aims at about 500 kbit/s for 44.1 kHz stereo
	// at its highest quality (10); sox at quality 10 made 600 kbit/s of
	// a tone in 6 channels at 192 kHz.
	vorbisBytesPerSecond = 256 << 10
	// vorbisHeaderBytes is allowed on top for the header packets
	// (the comment header may carry a cover picture).
	vorbisHeaderBytes = 2 << 20
	// maxVorbisChannels is the most channels accepted, as for WAV files.
	maxVorbisChannels = 16
	// maxVorbisTables bounds the bytes of codebook tables the decoder
	// builds from the setup header. The files libvorbis writes need a
	// few hundred kilobytes.
	maxVorbisTables = 16 << 20
)

// MaxVorbisBytes returns the size of the largest Ogg Vorbis file taken
// for at most maxSeconds of sound: 2 MB for the headers and 256 KB
// (2 Mbit) per second.
func MaxVorbisBytes(maxSeconds int) int64 {
	return vorbisHeaderBytes + int64(max(maxSeconds, 0))*vorbisBytesPerSecond
}

// oggPacket is a packet put together from the pages of an Ogg stream,
// with where each of its pieces lies in the file.
type oggPacket struct {
	data   []byte
	pieces []oggPiece
}

type oggPiece struct{ at, n int } // n bytes from file byte at

// fileOffset returns the file offset of byte off of the packet.
func (p *oggPacket) fileOffset(off int) int {
	for _, s := range p.pieces {
		if off < s.n {
			return s.at + off
		}
		off -= s.n
	}
	if len(p.pieces) > 0 {
		last := p.pieces[len(p.pieces)-1]
		return last.at + last.n
	}
	return 0
}

// oggCRC is the table of the Ogg page checksum: CRC-32 with polynomial
// 0x04c11db7, not reflected, starting from 0.
var oggCRC = func() (t [256]uint32) {
	for i := range t {
		r := uint32(i) << 24
		for range 8 {
			if r&0x80000000 != 0 {
				r = r<<1 ^ 0x04c11db7
			} else {
				r <<= 1
			}
		}
		t[i] = r
	}
	return t
}()

// OggChecksum returns the checksum of an Ogg page whose checksum field
// (bytes 22 to 25) holds zeros.
func OggChecksum(page []byte) uint32 {
	var crc uint32
	for _, b := range page {
		crc = crc<<8 ^ oggCRC[byte(crc>>24)^b]
	}
	return crc
}

// OggPages lays packets out in the pages of one logical Ogg stream with
// correct checksums and granule positions of 0: the first packet alone
// on the first page, which starts the stream, then pages of 255 lacing
// values; the last page ends the stream if end is true. (Tests use it to
// build Ogg files.)
func OggPages(serial uint32, end bool, packets ...[]byte) []byte {
	var lacing []byte
	var body []byte
	var out []byte
	seq := uint32(0)
	continued := false
	flush := func(last bool) {
		flags := byte(0)
		if continued {
			flags |= 1
		}
		if seq == 0 {
			flags |= 2
		}
		if last && end {
			flags |= 4
		}
		h := []byte("OggS\x00")
		h = append(h, flags)
		h = binary.LittleEndian.AppendUint64(h, 0)
		h = binary.LittleEndian.AppendUint32(h, serial)
		h = binary.LittleEndian.AppendUint32(h, seq)
		h = append(h, 0, 0, 0, 0, byte(len(lacing)))
		h = append(h, lacing...)
		h = append(h, body...)
		binary.LittleEndian.PutUint32(h[22:], OggChecksum(h))
		out = append(out, h...)
		seq++
		continued = len(lacing) > 0 && lacing[len(lacing)-1] == 255
		lacing, body = lacing[:0], body[:0]
	}
	for i, p := range packets {
		for {
			if len(lacing) == 255 {
				flush(false)
			}
			n := min(len(p), 255)
			lacing = append(lacing, byte(n))
			body = append(body, p[:n]...)
			p = p[n:]
			if n < 255 {
				break
			}
		}
		if i == 0 || i == len(packets)-1 {
			flush(i == len(packets)-1)
		}
	}
	return out
}

// oggHeaderPackets reads pages from the start of data until n packets
// are complete, checking each page: capture pattern, version, flags,
// lacing, checksum, one stream, pages in sequence, and continuation
// flags that agree with the lacing. It holds the stream to what Ogg
// encoders write so that the decoder, which reads less carefully, sees
// the same packets.
func oggHeaderPackets(data []byte, n int) ([]oggPacket, error) {
	var packets []oggPacket
	var cur oggPacket
	open := false // a packet runs on into the next page
	var serial, seq uint32
	le := binary.LittleEndian
	for off, page := 0, 0; len(packets) < n; page++ {
		if off >= len(data) {
			return nil, fmt.Errorf("the file ends at byte %d after %d of the 3 Vorbis header packets", off, len(packets))
		}
		if len(data)-off < 27 || string(data[off:off+4]) != "OggS" {
			return nil, fmt.Errorf("no Ogg page at byte %d", off)
		}
		h := data[off : off+27]
		if h[4] != 0 {
			return nil, fmt.Errorf("the Ogg page at byte %d has version %d, not 0", off, h[4])
		}
		flags := h[5]
		if flags&^7 != 0 {
			return nil, fmt.Errorf("the Ogg page at byte %d has unknown flags %#x (byte %d)", off, flags, off+5)
		}
		if page == 0 {
			if flags&2 == 0 {
				return nil, fmt.Errorf("the first Ogg page does not start a stream (byte %d)", off+5)
			}
			serial, seq = le.Uint32(h[14:]), le.Uint32(h[18:])
		} else {
			if s := le.Uint32(h[14:]); s != serial {
				return nil, fmt.Errorf("the Ogg page at byte %d belongs to another stream (serial %d, not %d); only files holding one Vorbis stream are supported", off, s, serial)
			}
			seq++
			if s := le.Uint32(h[18:]); s != seq {
				return nil, fmt.Errorf("the Ogg page at byte %d is page %d, not %d: pages are missing or out of order", off, s, seq)
			}
			if flags&2 != 0 {
				return nil, fmt.Errorf("the Ogg page at byte %d starts a stream again", off)
			}
		}
		if (flags&1 != 0) != open {
			if open {
				return nil, fmt.Errorf("the Ogg page at byte %d does not continue the packet of the page before", off)
			}
			return nil, fmt.Errorf("the Ogg page at byte %d continues a packet that the page before ended", off)
		}
		segs := int(h[26])
		if segs == 0 {
			return nil, fmt.Errorf("the Ogg page at byte %d is empty (byte %d)", off, off+26)
		}
		if len(data)-off < 27+segs {
			return nil, fmt.Errorf("the file ends in the lacing values of the Ogg page at byte %d", off)
		}
		lacing := data[off+27 : off+27+segs]
		size := 0
		for _, l := range lacing {
			size += int(l)
		}
		end := off + 27 + segs + size
		if end > len(data) {
			return nil, fmt.Errorf("the Ogg page at byte %d holds %d bytes but the file ends at byte %d", off, size, len(data))
		}
		head := make([]byte, 27+segs)
		copy(head, data[off:])
		clear(head[22:26])
		crc := OggChecksum(head)
		for _, b := range data[off+27+segs : end] {
			crc = crc<<8 ^ oggCRC[byte(crc>>24)^b]
		}
		if want := le.Uint32(h[22:]); crc != want {
			return nil, fmt.Errorf("the Ogg page at byte %d is damaged: its checksum is %#08x, its bytes give %#08x", off, want, crc)
		}
		at := off + 27 + segs
		for _, l := range lacing {
			if l > 0 {
				cur.data = append(cur.data, data[at:at+int(l)]...)
				cur.pieces = append(cur.pieces, oggPiece{at, int(l)})
			}
			at += int(l)
			if l < 255 {
				packets = append(packets, cur)
				cur = oggPacket{}
				if len(packets) == n {
					break
				}
			}
		}
		open = lacing[segs-1] == 255
		off = end
	}
	return packets, nil
}

// checkVorbis checks the Ogg pages holding the three Vorbis header
// packets and the packets themselves, so that the decoder can read them
// without building tables larger than the data can fill.
func checkVorbis(data []byte, maxSeconds int) error {
	if limit := MaxVorbisBytes(maxSeconds); int64(len(data)) > limit {
		return fmt.Errorf("the file is larger than %d bytes, the most an Ogg Vorbis file of at most %d s may have", limit, maxSeconds)
	}
	p, err := oggHeaderPackets(data, 3)
	if err != nil {
		return err
	}
	for i, name := range []string{"identification", "comment", "setup"} {
		if len(p[i].data) < 7 || p[i].data[0] != byte(2*i+1) || string(p[i].data[1:7]) != "vorbis" {
			return fmt.Errorf("the Vorbis %s header is missing: packet %d is not one (byte %d)", name, i+1, p[i].fileOffset(0))
		}
	}
	channels, err := checkIdentification(&p[0])
	if err != nil {
		return err
	}
	if err := checkComments(&p[1]); err != nil {
		return err
	}
	return checkSetup(&p[2], channels)
}

// checkIdentification checks the identification header and returns
// its number of channels.
func checkIdentification(p *oggPacket) (int, error) {
	h := p.data
	fail := func(off int, format string, args ...any) (int, error) {
		return 0, fmt.Errorf("Vorbis identification header: "+format+" (byte %d)", append(args, p.fileOffset(off))...)
	}
	if len(h) < 30 {
		return fail(len(h), "it is %d bytes long, not 30", len(h))
	}
	le := binary.LittleEndian
	if v := le.Uint32(h[7:]); v != 0 {
		return fail(7, "Vorbis version %d is not supported", v)
	}
	ch := int(h[11])
	if ch < 1 || ch > maxVorbisChannels {
		return fail(11, "%d channels is not supported (1 to %d)", ch, maxVorbisChannels)
	}
	if le.Uint32(h[12:]) == 0 {
		return fail(12, "the sample rate is 0")
	}
	b0, b1 := h[28]&15, h[28]>>4
	if b0 < 6 || b1 > 13 || b0 > b1 {
		return fail(28, "block sizes %d and %d are not powers of two from 64 to 8192 in order", 1<<b0, 1<<b1)
	}
	if h[29]&1 == 0 {
		return fail(29, "the framing bit is not set")
	}
	return ch, nil
}

// checkComments checks that the vendor string and each comment of the
// comment header fit in the packet.
func checkComments(p *oggPacket) error {
	h := p.data
	le := binary.LittleEndian
	off := 7
	fail := func(at int, format string, args ...any) error {
		return fmt.Errorf("Vorbis comment header: "+format+" (byte %d)", append(args, p.fileOffset(at))...)
	}
	length := func(what string) (int, error) {
		if len(h)-off < 4 {
			return 0, fail(off, "it ends before the length of %s", what)
		}
		n := int64(le.Uint32(h[off:]))
		if n > int64(len(h)-off-4) {
			return 0, fail(off, "%s claims %d bytes in %s", what, n, byteCount(len(h)-off-4))
		}
		off += 4
		return int(n), nil
	}
	n, err := length("the vendor string")
	if err != nil {
		return err
	}
	off += n
	if len(h)-off < 4 {
		return fail(off, "it ends before the number of comments")
	}
	count := int64(le.Uint32(h[off:]))
	if left := int64(len(h) - off - 4); count > left/4 {
		return fail(off, "%d comments claimed in %s", count, byteCount(int(left)))
	}
	off += 4
	for i := range int(count) {
		n, err := length(fmt.Sprintf("comment %d", i+1))
		if err != nil {
			return err
		}
		off += n
	}
	return nil
}

// bitReader reads the bits of a Vorbis packet, least significant first.
type bitReader struct {
	p   *oggPacket
	pos int // in bits
}

var errPacketEnd = errors.New("packet ends")

func (r *bitReader) left() int { return len(r.p.data)*8 - r.pos }

func (r *bitReader) read(n int) (uint32, error) {
	if n > r.left() {
		r.pos = len(r.p.data) * 8
		return 0, errPacketEnd
	}
	var v uint32
	for i := range n {
		b := r.p.data[r.pos>>3] >> (r.pos & 7) & 1
		v |= uint32(b) << i
		r.pos++
	}
	return v, nil
}

func (r *bitReader) skip(n int64) error {
	if n > int64(r.left()) {
		r.pos = len(r.p.data) * 8
		return errPacketEnd
	}
	r.pos += int(n)
	return nil
}

// vorbisILog is ilog of the Vorbis specification: the position of the
// highest set bit, 0 for 0.
func vorbisILog(x uint32) int {
	n := 0
	for ; x > 0; x >>= 1 {
		n++
	}
	return n
}

// lookup1Values is the number of multiplicands of a lookup type 1
// codebook as the decoder computes it.
func lookup1Values(entries, dims uint32) int64 {
	return int64(math.Floor(math.Pow(float64(entries), 1/float64(dims))))
}

// setupChecker reads the setup header, failing at the first field that
// is out of range or does not fit.
type setupChecker struct {
	r   bitReader
	err error
}

// fail records the first fault, with the file offset of where the
// reader is.
func (c *setupChecker) fail(format string, args ...any) {
	if c.err == nil {
		at := c.r.p.fileOffset(min(c.r.pos/8, len(c.r.p.data)))
		c.err = fmt.Errorf("Vorbis setup header: "+format+" (byte %d)", append(args, at)...)
	}
}

// bits reads n bits; at the end of the packet it records the fault and
// returns 0.
func (c *setupChecker) bits(n int, what string) uint32 {
	if c.err != nil {
		return 0
	}
	v, err := c.r.read(n)
	if err != nil {
		c.fail("it ends in %s", what)
	}
	return v
}

// byteCount says "1 byte" or "n bytes".
func byteCount(n int) string {
	if n == 1 {
		return "1 byte"
	}
	return fmt.Sprintf("%d bytes", n)
}

// bytesLeft says how much of the packet is left, for messages.
func (c *setupChecker) bytesLeft() int { return (c.r.left() + 7) / 8 }

// checkSetup reads the setup header as far as the decoder allocates from
// it, bounding every table, and requires the framing bit at its end.
func checkSetup(p *oggPacket, channels int) error {
	c := &setupChecker{r: bitReader{p: p, pos: 7 * 8}}
	books := int(c.bits(8, "the number of codebooks")) + 1
	var tables int64
	dims := make([]uint32, books)
	for i := 0; i < books && c.err == nil; i++ {
		dims[i] = c.codebook(i, &tables)
	}
	book := func(b uint32, what string) {
		if c.err == nil && int(b) >= books {
			c.fail("%s names codebook %d of %d", what, b, books)
		}
	}
	if n := int(c.bits(6, "the number of time domain transforms")) + 1; c.err == nil {
		for i := range n {
			if v := c.bits(16, "a time domain transform"); v != 0 {
				c.fail("time domain transform %d is %d, not 0", i, v)
			}
		}
	}
	floors := int(c.bits(6, "the number of floors")) + 1
	for i := 0; i < floors && c.err == nil; i++ {
		c.floor(i, book)
	}
	residues := int(c.bits(6, "the number of residues")) + 1
	for i := 0; i < residues && c.err == nil; i++ {
		what := fmt.Sprintf("residue %d", i)
		if t := c.bits(16, what); t > 2 {
			c.fail("%s has type %d", what, t)
		}
		c.bits(24, what) // begin
		c.bits(24, what) // end
		c.bits(24, what) // partition size
		classes := int(c.bits(6, what)) + 1
		book(c.bits(8, what), what)
		cascade := make([]uint32, classes)
		for j := range cascade {
			cascade[j] = c.bits(3, what)
			if c.bits(1, what) == 1 {
				cascade[j] |= c.bits(5, what) << 3
			}
		}
		for _, cs := range cascade {
			for k := range 8 {
				if cs&(1<<k) != 0 {
					book(c.bits(8, what), what)
				}
			}
		}
	}
	mappings := int(c.bits(6, "the number of mappings")) + 1
	for i := 0; i < mappings && c.err == nil; i++ {
		what := fmt.Sprintf("mapping %d", i)
		if t := c.bits(16, what); t != 0 {
			c.fail("%s has type %d, not 0", what, t)
		}
		submaps := 1
		if c.bits(1, what) == 1 {
			submaps = int(c.bits(4, what)) + 1
		}
		if c.bits(1, what) == 1 {
			steps := int(c.bits(8, what)) + 1
			w := vorbisILog(uint32(channels - 1))
			for range steps {
				m, a := c.bits(w, what), c.bits(w, what)
				if c.err == nil && (m == a || int(m) >= channels || int(a) >= channels) {
					c.fail("%s couples channels %d and %d of %d", what, m, a, channels)
				}
			}
		}
		if v := c.bits(2, what); v != 0 {
			c.fail("%s has reserved bits %d, not 0", what, v)
		}
		if submaps > 1 {
			for range channels {
				if m := c.bits(4, what); c.err == nil && int(m) >= submaps {
					c.fail("%s puts a channel in submap %d of %d", what, m, submaps)
				}
			}
		}
		for range submaps {
			c.bits(8, what)
			if f := c.bits(8, what); c.err == nil && int(f) >= floors {
				c.fail("%s names floor %d of %d", what, f, floors)
			}
			if r := c.bits(8, what); c.err == nil && int(r) >= residues {
				c.fail("%s names residue %d of %d", what, r, residues)
			}
		}
	}
	modes := int(c.bits(6, "the number of modes")) + 1
	for i := 0; i < modes && c.err == nil; i++ {
		what := fmt.Sprintf("mode %d", i)
		c.bits(1, what)
		if w, t := c.bits(16, what), c.bits(16, what); w != 0 || t != 0 {
			c.fail("%s has window type %d and transform type %d, not 0", what, w, t)
		}
		if m := c.bits(8, what); c.err == nil && int(m) >= mappings {
			c.fail("%s names mapping %d of %d", what, m, mappings)
		}
	}
	if c.bits(1, "the framing bit") != 1 {
		c.fail("the framing bit is not set")
	}
	return c.err
}

// codebook reads codebook i, adds the bytes of the tables the decoder
// makes for it to *tables, and returns its dimensions.
func (c *setupChecker) codebook(i int, tables *int64) uint32 {
	what := fmt.Sprintf("codebook %d", i)
	if sync := c.bits(24, what); c.err == nil && sync != 0x564342 {
		c.fail("%s does not start with the codebook sync pattern", what)
	}
	dims := c.bits(16, what)
	entries := c.bits(24, what)
	ordered := c.bits(1, what) == 1
	if c.err != nil {
		return 0
	}
	if dims == 0 || entries == 0 {
		c.fail("%s has %d dimensions and %d entries", what, dims, entries)
		return 0
	}
	if !ordered {
		sparse := c.bits(1, what) == 1
		// Each entry takes 5 bits for its length, or 1 bit to say that
		// it is unused in a sparse codebook.
		per := int64(5)
		if sparse {
			per = 1
		}
		if c.err == nil && int64(entries)*per > int64(c.r.left()) {
			c.fail("%s claims %d entries in %s", what, entries, byteCount(c.bytesLeft()))
			return 0
		}
		if vorbisILog(dims)+vorbisILog(entries) > 24 {
			c.fail("%s claims %d entries of %d dimensions, more than Vorbis decoders take", what, entries, dims)
			return 0
		}
		used := 0
		for range entries {
			if !sparse || c.bits(1, what) == 1 {
				c.bits(5, what)
				used++
			}
		}
		if c.err == nil && used == 0 {
			c.fail("%s has no entry in use", what)
		}
	} else {
		if vorbisILog(dims)+vorbisILog(entries) > 24 {
			c.fail("%s claims %d entries of %d dimensions, more than Vorbis decoders take", what, entries, dims)
			return 0
		}
		// Entries come in runs of rising code length; a run of length
		// l holds at most 2^l entries, and lengths end at 32.
		length := c.bits(5, what) + 1
		for cur := uint32(0); cur < entries && c.err == nil; length++ {
			n := c.bits(vorbisILog(entries-cur), what)
			switch {
			case length > 32:
				c.fail("%s has codes longer than 32 bits", what)
			case n > entries-cur || (length < 32 && n > 1<<length):
				c.fail("%s claims %d entries of length %d, more than fit", what, n, length)
			}
			cur += n
		}
	}
	*tables += 9 * int64(entries) // the decoder's Huffman tree
	if c.err == nil && *tables > maxVorbisTables {
		c.fail("%s claims %d entries: the codebooks would take %d MB, more than the %d MB allowed", what, entries, *tables>>20, maxVorbisTables>>20)
	}
	lookup := c.bits(4, what)
	if c.err != nil || lookup == 0 {
		return dims
	}
	if lookup > 2 {
		c.fail("%s has lookup type %d", what, lookup)
		return dims
	}
	c.bits(32, what) // minimum value
	c.bits(32, what) // delta value
	valueBits := int64(c.bits(4, what)) + 1
	c.bits(1, what) // sequence flag
	values := int64(entries) * int64(dims)
	if lookup == 1 {
		values = lookup1Values(entries, dims)
	}
	if c.err == nil && values*valueBits > int64(c.r.left()) {
		c.fail("%s claims %d lookup values of %d bits in %s", what, values, valueBits, byteCount(c.bytesLeft()))
		return dims
	}
	if c.r.skip(values*valueBits) != nil {
		c.fail("it ends in %s", what)
	}
	*tables += 4*values + 4*int64(entries)*int64(dims)
	if c.err == nil && *tables > maxVorbisTables {
		c.fail("%s holds %d vectors of %d values: the codebooks would take %d MB, more than the %d MB allowed", what, entries, dims, *tables>>20, maxVorbisTables>>20)
	}
	return dims
}

// floor reads floor i, checking the codebooks it names.
func (c *setupChecker) floor(i int, book func(uint32, string)) {
	what := fmt.Sprintf("floor %d", i)
	switch t := c.bits(16, what); {
	case c.err != nil:
	case t == 0:
		c.bits(8, what)  // order
		c.bits(16, what) // rate
		c.bits(16, what) // bark map size
		c.bits(6, what)  // amplitude bits
		c.bits(8, what)  // amplitude offset
		n := int(c.bits(4, what)) + 1
		for range n {
			book(c.bits(8, what), what)
		}
	case t == 1:
		parts := make([]uint32, c.bits(5, what))
		maxClass := -1
		for j := range parts {
			parts[j] = c.bits(4, what)
			maxClass = max(maxClass, int(parts[j]))
		}
		dim := make([]uint32, maxClass+1)
		for j := range dim {
			dim[j] = c.bits(3, what) + 1
			sub := c.bits(2, what)
			if sub != 0 {
				book(c.bits(8, what), what)
			}
			for range 1 << sub {
				if b := c.bits(8, what); b != 0 {
					book(b-1, what)
				}
			}
		}
		c.bits(2, what) // multiplier
		rangeBits := int(c.bits(4, what))
		for _, cl := range parts {
			for range dim[cl] {
				c.bits(rangeBits, what)
			}
		}
	default:
		c.fail("%s has type %d", what, t)
	}
}
