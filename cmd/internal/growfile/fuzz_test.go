package growfile

import (
	"os"
	"path/filepath"
	"testing"
)

// A journal is read from a file anything may have written: it is read
// whole or refused, never half, and never panics.
func FuzzDecodeJournal(f *testing.F) {
	f.Add(journal{path: "/a/games.pgn", key: "1-2", off: 10, anchor: []byte("1. e4 "), data: []byte("e5 *\n"), end: 15}.encode())
	f.Add([]byte(journalMagic))
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, b []byte) {
		j, err := decodeJournal(b)
		if err != nil {
			return
		}
		if j.off < 0 || j.end < 0 || int64(len(j.anchor)) > j.off {
			t.Fatalf("a journal read with offset %d, end %d, anchor %d bytes", j.off, j.end, len(j.anchor))
		}
		if again, err := decodeJournal(j.encode()); err != nil || again.off != j.off || string(again.data) != string(j.data) {
			t.Fatalf("a journal read does not read again: %v", err)
		}
	})
}

// A lock file is read from a file anything may have written.
func FuzzReadHolder(f *testing.F) {
	f.Add(Holder{PID: 42, Host: "pi", Command: "rochade play --record games.pgn"}.text("games.pgn"))
	f.Add([]byte("pid: -1\npid: x\n"))
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, b []byte) {
		path := filepath.Join(dir, "lock")
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
		h, err := readHolder(path)
		if err == nil && h.PID <= 0 {
			t.Fatalf("a holder without a process: %+v", h)
		}
	})
}
