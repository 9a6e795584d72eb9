package growfile

// The journal: a write that the system may not do whole when the process
// is killed (one over a page boundary) is first noted in a file of its own, synced; the next Open of
// the file completes it. The note holds the file's path and identity,
// the bytes before the write's offset that must still be there (so that
// a file another program changed since is left alone), the offset, the
// bytes, and the end of the region it writes (the room for it was made
// before).

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// journalMagic begins every journal file.
const journalMagic = "rochade-growfile-journal 1\n"

// anchorLen is how many bytes before a write's offset a journal keeps to
// recognise the file.
const anchorLen = 64

// journal is one noted write.
type journal struct {
	path   string // the file's absolute path when the write was noted
	key    string // its identity on the system ("" not known)
	off    int64
	anchor []byte // the bytes before off
	data   []byte
	end    int64 // the end of the region written: the file is at least this long
}

// journalName returns the name of the journal of the file open as f.
func (gf *File) journalName() string {
	key, ok := fileKey(gf.f)
	if !ok {
		abs, _ := filepath.Abs(gf.path)
		sum := sha256.Sum256([]byte(abs))
		key = "p" + hexString(sum[:8])
	}
	return filepath.Join(gf.opts.Journals, key+".journal")
}

// note writes the journal of a write of data at off, after which the
// file is end bytes long, and returns its path; "" when it could not be
// written (no journal folder, a full disk): the write is made all the
// same, since a move kept only in memory is worse than a write that a
// kill at the wrong microsecond may tear.
func (gf *File) note(off int64, data []byte, end int64) string {
	if gf.opts.Journals == "" {
		return ""
	}
	j := journal{off: off, data: data, end: end}
	j.path, _ = filepath.Abs(gf.path)
	j.key, _ = fileKey(gf.f)
	from := max(off-anchorLen, 0)
	j.anchor = make([]byte, off-from)
	if _, err := gf.f.ReadAt(j.anchor, from); err != nil {
		return ""
	}
	if err := os.MkdirAll(gf.opts.Journals, 0o700); err != nil {
		return ""
	}
	name := gf.journalName()
	tmp := name + ".tmp"
	if err := os.WriteFile(tmp, j.encode(), 0o600); err != nil {
		os.Remove(tmp)
		return ""
	}
	f, err := os.OpenFile(tmp, os.O_RDWR, 0)
	if err == nil {
		err = f.Sync()
		f.Close()
	}
	if err == nil {
		err = os.Rename(tmp, name)
	}
	if err != nil {
		os.Remove(tmp)
		return ""
	}
	syncDir(gf.opts.Journals)
	return name
}

// recover completes a write a crash interrupted, if the journal of this
// file is there and the file is as the write left it (the bytes before
// its offset as noted). A journal that does not fit is left for the
// file it belongs to.
func (gf *File) recover() {
	entries, err := os.ReadDir(gf.opts.Journals)
	if err != nil {
		return
	}
	key, _ := fileKey(gf.f)
	abs, _ := filepath.Abs(gf.path)
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".journal") {
			continue
		}
		name := filepath.Join(gf.opts.Journals, e.Name())
		data, err := os.ReadFile(name)
		if err != nil {
			continue
		}
		j, err := decodeJournal(data)
		if err != nil {
			continue
		}
		if (key == "" || j.key != key) && j.path != abs {
			continue
		}
		if gf.apply(j) {
			os.Remove(name)
		}
	}
}

// apply makes the noted write again if the file is as it left it: the
// room for it made, the bytes before it as noted.
func (gf *File) apply(j journal) bool {
	fi, err := gf.f.Stat()
	if err != nil || fi.Size() < j.end || j.off+int64(len(j.data)) > j.end {
		return false
	}
	anchor := make([]byte, len(j.anchor))
	if _, err := gf.f.ReadAt(anchor, j.off-int64(len(j.anchor))); err != nil || !bytes.Equal(anchor, j.anchor) {
		return false
	}
	if _, err := gf.f.WriteAt(j.data, j.off); err != nil {
		return false
	}
	return syncData(gf.f) == nil
}

// encode writes the journal: its magic, then length-prefixed fields,
// then a checksum of all before it.
func (j journal) encode() []byte {
	var b bytes.Buffer
	b.WriteString(journalMagic)
	field := func(p []byte) {
		var n [8]byte
		binary.BigEndian.PutUint64(n[:], uint64(len(p)))
		b.Write(n[:])
		b.Write(p)
	}
	num := func(v int64) {
		var n [8]byte
		binary.BigEndian.PutUint64(n[:], uint64(v))
		b.Write(n[:])
	}
	field([]byte(j.path))
	field([]byte(j.key))
	num(j.off)
	field(j.anchor)
	field(j.data)
	num(j.end)
	sum := sha256.Sum256(b.Bytes())
	b.Write(sum[:])
	return b.Bytes()
}

var errJournal = errors.New("not a journal")

// decodeJournal reads a journal; one cut short or changed is an error.
func decodeJournal(data []byte) (journal, error) {
	var j journal
	if len(data) < len(journalMagic)+sha256.Size || !bytes.HasPrefix(data, []byte(journalMagic)) {
		return j, errJournal
	}
	body := data[:len(data)-sha256.Size]
	if sha256.Sum256(body) != [sha256.Size]byte(data[len(data)-sha256.Size:]) {
		return j, errJournal
	}
	r := bytes.NewReader(body[len(journalMagic):])
	num := func() int64 {
		var n [8]byte
		if _, err := io.ReadFull(r, n[:]); err != nil {
			return -1
		}
		return int64(binary.BigEndian.Uint64(n[:]))
	}
	field := func() []byte {
		n := num()
		if n < 0 || n > int64(r.Len()) {
			return nil
		}
		p := make([]byte, n)
		io.ReadFull(r, p)
		return p
	}
	j.path = string(field())
	j.key = string(field())
	j.off = num()
	j.anchor = field()
	j.data = field()
	j.end = num()
	if j.off < 0 || j.end < 0 || r.Len() != 0 || int64(len(j.anchor)) > j.off {
		return j, errJournal
	}
	return j, nil
}

func hexString(b []byte) string {
	const digits = "0123456789abcdef"
	out := make([]byte, 0, 2*len(b))
	for _, c := range b {
		out = append(out, digits[c>>4], digits[c&15])
	}
	return string(out)
}
