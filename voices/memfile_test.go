package voices

import (
	"errors"
	"io"
)

// memFile is an in-memory file for beep's WAV encoder, which seeks back
// to write the header.
type memFile struct {
	data []byte
	pos  int
}

func (m *memFile) Write(p []byte) (int, error) {
	if end := m.pos + len(p); end > len(m.data) {
		m.data = append(m.data, make([]byte, end-len(m.data))...)
	}
	copy(m.data[m.pos:], p)
	m.pos += len(p)
	return len(p), nil
}

func (m *memFile) Seek(off int64, whence int) (int64, error) {
	switch whence {
	case io.SeekCurrent:
		off += int64(m.pos)
	case io.SeekEnd:
		off += int64(len(m.data))
	}
	if off < 0 {
		return 0, errors.New("seek before the start")
	}
	m.pos = int(off)
	return off, nil
}

// Reset empties the file, keeping its memory.
func (m *memFile) Reset() { m.data, m.pos = m.data[:0], 0 }
