package voices

import (
	"context"
	"io"
	"sync"
)

// Queue is the live source of sound: phrases waiting to be played, read
// as 16-bit little-endian mono samples. An audio player reads it all the
// time; when nothing is waiting, Read returns no bytes and the player
// stays silent, so that a new phrase starts at the player's next read.
type Queue struct {
	mu      sync.Mutex
	pause   int // samples of silence between two phrases
	waiting []*Phrase
	cur     *Phrase
	seg     int // segment of cur being read
	pos     int // samples of that segment already read
	gapLeft int // silence still owed before cur starts
	idle    chan struct{}
	played  int64 // samples handed out
}

// NewQueue returns an empty queue that puts pause samples of silence
// between phrases that follow each other.
func NewQueue(pause int) *Queue {
	q := &Queue{pause: pause, idle: make(chan struct{})}
	close(q.idle)
	return q
}

// Add puts ph at the end of the queue; it plays when those before it
// have finished. The queue keeps ph: the caller must not change it.
func (q *Queue) Add(ph *Phrase) {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.add(ph)
}

func (q *Queue) add(ph *Phrase) {
	if q.cur == nil && len(q.waiting) == 0 {
		q.idle = make(chan struct{})
	}
	q.waiting = append(q.waiting, ph)
}

// Interrupt drops what is playing and waiting and puts ph in its place:
// the new move cuts in.
func (q *Queue) Interrupt(ph *Phrase) {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.clear()
	q.add(ph)
}

// Clear drops everything playing and waiting.
func (q *Queue) Clear() {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.clear()
}

func (q *Queue) clear() {
	clear(q.waiting)
	q.waiting = q.waiting[:0]
	q.cur, q.seg, q.pos, q.gapLeft = nil, 0, 0, 0
	q.markIdle()
}

func (q *Queue) markIdle() {
	select {
	case <-q.idle:
	default:
		close(q.idle)
	}
}

// Busy tells whether something is playing or waiting.
func (q *Queue) Busy() bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	return q.cur != nil || len(q.waiting) > 0
}

// Played returns the number of samples read so far.
func (q *Queue) Played() int64 {
	q.mu.Lock()
	defer q.mu.Unlock()
	return q.played
}

// Wait blocks until every phrase has been read or ctx ends.
func (q *Queue) Wait(ctx context.Context) error {
	q.mu.Lock()
	idle := q.idle
	q.mu.Unlock()
	select {
	case <-idle:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// Read fills b with samples of the phrases in turn. It returns 0, nil
// when nothing is waiting: a player keeps asking.
func (q *Queue) Read(b []byte) (int, error) {
	q.mu.Lock()
	defer q.mu.Unlock()
	n := 0
	for n+1 < len(b) {
		if q.cur == nil {
			if len(q.waiting) == 0 {
				break
			}
			q.cur = q.waiting[0]
			q.waiting[0] = nil
			q.waiting = q.waiting[1:]
			q.seg, q.pos = 0, 0
		}
		if q.gapLeft > 0 {
			k := min(q.gapLeft, (len(b)-n)/2)
			clear(b[n : n+2*k])
			n += 2 * k
			q.gapLeft -= k
			continue
		}
		if q.seg >= len(q.cur.Segs) {
			q.cur = nil
			if len(q.waiting) > 0 {
				q.gapLeft = q.pause
			}
			continue
		}
		s := q.cur.Segs[q.seg]
		if s.Clip == nil {
			k := min(s.Silence-q.pos, (len(b)-n)/2)
			clear(b[n : n+2*k])
			n += 2 * k
			q.pos += k
		} else {
			k := min(len(s.Clip)-q.pos, (len(b)-n)/2)
			for _, v := range s.Clip[q.pos : q.pos+k] {
				b[n] = byte(v)
				b[n+1] = byte(uint16(v) >> 8)
				n += 2
			}
			q.pos += k
		}
		if q.pos >= s.len() {
			q.seg++
			q.pos = 0
		}
	}
	q.played += int64(n / 2)
	if q.cur == nil && len(q.waiting) == 0 {
		q.markIdle()
	}
	return n, nil
}

// Seek does nothing but report the position: an audio player calls it
// to drop what it has buffered, which a cut-in needs.
func (q *Queue) Seek(offset int64, whence int) (int64, error) {
	return q.Played(), nil
}

var _ io.ReadSeeker = (*Queue)(nil)
