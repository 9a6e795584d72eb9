package web

import (
	"crypto/sha256"
	"encoding/hex"
	"sync"
	"time"
)

// The limits of the event streams. Pages that are not paired share
// defaultMaxStreams, at most defaultStreamsPerAddr from one client
// address; paired phones have their own defaultPairedStreams, so that
// the player's phone gets its stream however many pages the neighbours
// open.
const (
	// defaultStreamsPerAddr is how many streams one client address
	// holds for pages that are not paired: a phone with a few tabs.
	defaultStreamsPerAddr = 4
	// defaultPairedStreams is how many streams paired phones hold in
	// all, pairedPerPhone of them for each phone (each token). A phone's
	// new stream beyond its share ends its oldest: a phone that lost its
	// Wi-Fi leaves a stream behind until the server notices, and must
	// not be kept out by it.
	defaultPairedStreams = 64
	pairedPerPhone       = 8
	// streamLife is how long a stream of a page that is not paired
	// lasts: then it ends, and the page connects again at once, so that
	// a page that takes a stream and never reads it does not keep it.
	streamLife = 30 * time.Minute
)

// streamSlot is one stream's place: it ends when kick is closed.
type streamSlot struct {
	key  string
	kick chan struct{}
}

// streamTable counts the streams by client (the address of a page that
// is not paired, the token of a paired phone), and ends the oldest of a
// client that opens more than its share.
type streamTable struct {
	mu sync.Mutex
	// unpaired and paired are the streams of each client, oldest first.
	unpaired, paired map[string][]*streamSlot
	nUnpaired        int
	nPaired          int
}

// streamOpen is why a stream was refused.
type streamOpen uint8

const (
	streamOK       streamOpen = iota
	streamAllBusy             // every stream of its kind is taken
	streamAddrFull            // the client address has its share
)

// open takes a stream for a page: a paired phone's (by token) or one
// that is not paired (by client address addr).
func (t *streamTable) open(s *Server, addr, token string) (*streamSlot, streamOpen) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.unpaired == nil {
		t.unpaired, t.paired = map[string][]*streamSlot{}, map[string][]*streamSlot{}
	}
	m, n, total, each := t.unpaired, &t.nUnpaired, int(s.maxStream), s.streamsPerAddr
	key := addr
	if token != "" {
		sum := sha256.Sum256([]byte(token))
		key = hex.EncodeToString(sum[:])
		m, n, total, each = t.paired, &t.nPaired, s.pairedStreams, pairedPerPhone
	}
	list := m[key]
	if token == "" && len(list) >= each {
		return nil, streamAddrFull
	}
	if len(list) >= each {
		// The client's oldest stream makes room: a page that came back
		// wins over the one it left behind.
		close(list[0].kick)
		list = list[1:]
		*n--
	}
	if *n >= total {
		m[key] = list
		if len(list) == 0 {
			delete(m, key)
		}
		return nil, streamAllBusy
	}
	slot := &streamSlot{key: key, kick: make(chan struct{})}
	m[key] = append(list, slot)
	*n++
	return slot, streamOK
}

// close gives a stream's place back.
func (t *streamTable) close(slot *streamSlot, paired bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	m, n := t.unpaired, &t.nUnpaired
	if paired {
		m, n = t.paired, &t.nPaired
	}
	list := m[slot.key]
	for i, o := range list {
		if o == slot {
			m[slot.key] = append(list[:i:i], list[i+1:]...)
			*n--
			break
		}
	}
	if len(m[slot.key]) == 0 {
		delete(m, slot.key)
	}
}
