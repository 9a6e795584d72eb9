package main

import (
	"bytes"
	"context"
	"io"
	"sync"
	"time"

	"github.com/spf13/cobra"

	"github.com/rochade/rochade/cmd/internal/ui"
)

// lineQueueBytes bounds what a lineWriter holds for a reader that does
// not keep up: about 400 lines of the game.
const lineQueueBytes = 32 << 10

// lineWriter writes lines to w without ever making its callers wait.
// Each Write is queued and written by a goroutine of its own; while w
// does not take them (a pipe nobody reads, a stalled terminal, a log
// collector that stopped) and the queue is full, lines are dropped and
// counted, and once w takes lines again the count is said there, in the
// place of the lines it stands for. A line w refuses (a reader gone, a
// terminal closed) counts as dropped too.
type lineWriter struct {
	w io.Writer
	// dropped words the line that says n lines were dropped.
	dropped func(n int) string

	mu      sync.Mutex
	queue   []queuedLine
	size    int  // bytes in queue
	lost    int  // lines dropped since the last one queued
	writing bool // a line is being written
	taken   bool // w took the last line written
	wake    chan struct{}
	stop    chan struct{}

	closeOnce sync.Once
}

// queuedLine is a line waiting to be written, with the number of lines
// dropped just before it.
type queuedLine struct {
	text   []byte
	before int
}

func newLineWriter(w io.Writer, dropped func(n int) string) *lineWriter {
	l := &lineWriter{w: w, dropped: dropped, taken: true, wake: make(chan struct{}, 1), stop: make(chan struct{})}
	go l.run()
	return l
}

// Write queues b (one or more whole lines) and returns at once.
func (l *lineWriter) Write(b []byte) (int, error) {
	if len(b) == 0 {
		return 0, nil
	}
	l.mu.Lock()
	if l.size > 0 && l.size+len(b) > lineQueueBytes {
		l.lost += lines(b)
		l.mu.Unlock()
		return len(b), nil
	}
	l.queue = append(l.queue, queuedLine{text: bytes.Clone(b), before: l.lost})
	l.size += len(b)
	l.lost = 0
	l.mu.Unlock()
	l.poke()
	return len(b), nil
}

// WriteLine queues s and a newline.
func (l *lineWriter) WriteLine(s string) {
	b := make([]byte, 0, len(s)+1)
	l.Write(append(append(b, s...), '\n'))
}

// lines counts the lines of b: its newlines, at least one.
func lines(b []byte) int { return max(bytes.Count(b, []byte{'\n'}), 1) }

func (l *lineWriter) poke() {
	select {
	case l.wake <- struct{}{}:
	default:
	}
}

func (l *lineWriter) run() {
	for {
		l.mu.Lock()
		if len(l.queue) == 0 && l.lost > 0 && l.taken {
			// The reader is back and has read everything queued: the
			// count of the lines it missed, now.
			l.queue = append(l.queue, queuedLine{before: l.lost})
			l.lost = 0
		}
		if len(l.queue) == 0 {
			l.mu.Unlock()
			select {
			case <-l.wake:
				continue
			case <-l.stop:
				return
			}
		}
		q := l.queue[0]
		l.queue[0] = queuedLine{}
		l.queue = l.queue[1:]
		l.size -= len(q.text)
		l.writing = true
		l.mu.Unlock()

		failed := 0
		if q.before > 0 && !l.write([]byte(l.dropped(q.before)+"\n")) {
			failed = q.before
		}
		if q.text != nil && !l.write(q.text) {
			failed += lines(q.text)
		}
		l.mu.Lock()
		l.writing = false
		l.taken = failed == 0
		if failed > 0 {
			// Said with the next line w takes.
			if len(l.queue) > 0 {
				l.queue[0].before += failed
			} else {
				l.lost += failed
			}
		}
		l.mu.Unlock()
	}
}

// write writes b whole; it tells whether w took it.
func (l *lineWriter) write(b []byte) bool {
	n, err := l.w.Write(b)
	return err == nil && n == len(b)
}

// Flush waits until every line queued has been written, or until ctx
// ends; it tells whether every line was written.
func (l *lineWriter) Flush(ctx context.Context) bool {
	tick := time.NewTicker(5 * time.Millisecond)
	defer tick.Stop()
	for {
		l.mu.Lock()
		done := len(l.queue) == 0 && !l.writing && (l.lost == 0 || !l.taken)
		lost := l.lost
		l.mu.Unlock()
		if done {
			return lost == 0
		}
		select {
		case <-ctx.Done():
			return false
		case <-tick.C:
		}
	}
}

// Close flushes the lines as Flush does, then stops the writing
// goroutine (one stuck in a write that never returns stays so).
func (l *lineWriter) Close(ctx context.Context) bool {
	ok := l.Flush(ctx)
	l.closeOnce.Do(func() { close(l.stop) })
	return ok
}

// unblockStreams gives cmd standard output and error streams that never
// make it wait (lineWriter), so that a reader that does not keep up holds
// up neither the game nor the signals that end it. The function returned
// writes what is still queued, waiting at most wait.
func unblockStreams(cmd *cobra.Command, p *ui.Printer) (finish func(wait time.Duration)) {
	dropped := func(n int) string { return p.Plural(ui.PlayLinesDropped, n, n) }
	out := newLineWriter(cmd.OutOrStdout(), dropped)
	errOut := newLineWriter(cmd.ErrOrStderr(), dropped)
	cmd.SetOut(out)
	cmd.SetErr(errOut)
	return func(wait time.Duration) {
		ctx, cancel := context.WithTimeout(context.Background(), wait)
		defer cancel()
		out.Close(ctx)
		errOut.Close(ctx)
	}
}

// finishStreams writes what the streams of unblockStreams still hold:
// within playCloseWait at the end of a game, within playStopWait after a
// signal, so that the command ends within a second.
func finishStreams(ctx context.Context, finish func(time.Duration)) {
	if ctx.Err() != nil {
		finish(playStopWait)
		return
	}
	finish(playCloseWait)
}
