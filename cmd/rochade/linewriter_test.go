package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"
)

func droppedLine(n int) string { return fmt.Sprintf("[%d dropped]", n) }

// A reader that does not read: the writer never waits; what does not fit
// is dropped and counted, and once the reader reads again it gets every
// line kept, in order, then the count in the place of the lines it
// stands for, then the lines after.
func TestLineWriterDropsAndCounts(t *testing.T) {
	r, w := io.Pipe()
	lw := newLineWriter(w, droppedLine)
	defer lw.Close(context.Background())
	line := strings.Repeat("x", 99)
	start := time.Now()
	n := 2 * lineQueueBytes / 100
	for i := 0; i < n; i++ {
		lw.WriteLine(fmt.Sprintf("%04d %s", i, line[5:]))
	}
	if d := time.Since(start); d > time.Second {
		t.Fatalf("%d lines took %v with nobody reading", n, d)
	}
	// The reader comes back.
	got := make(chan string, 2*n)
	go func() {
		s := bufio.NewScanner(r)
		for s.Scan() {
			got <- s.Text()
		}
	}()
	// Every line is there or counted, in its place: a count stands for
	// the lines missing before the next one.
	next, kept, counts := 0, 0, 0
	timeout := time.After(10 * time.Second)
	for next < n {
		select {
		case l := <-got:
			var dropped, num int
			if _, err := fmt.Sscanf(l, "[%d dropped]", &dropped); err == nil {
				next += dropped
				counts++
				continue
			}
			if _, err := fmt.Sscanf(l, "%04d ", &num); err != nil || num != next {
				t.Fatalf("line %q where line %d was due", l, next)
			}
			next++
			kept++
		case <-timeout:
			t.Fatalf("after %d lines (%d kept) nothing more", next, kept)
		}
	}
	if next != n || counts == 0 || kept < lineQueueBytes/100-1 || kept == n {
		t.Errorf("%d lines: %d kept, %d counts, with a queue of %d bytes", next, kept, counts, lineQueueBytes)
	}
	// Lines after it come on; nothing more is dropped.
	lw.WriteLine("after")
	select {
	case l := <-got:
		if l != "after" {
			t.Errorf("then %q", l)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the line after the count never came")
	}
	if !lw.Flush(context.Background()) {
		t.Error("Flush says lines were lost")
	}
}

// failingWriter refuses every write until ok is set.
type failingWriter struct {
	ok  chan struct{}
	out strings.Builder
}

func (f *failingWriter) Write(b []byte) (int, error) {
	select {
	case <-f.ok:
		return f.out.Write(b)
	default:
		return 0, errors.New("input/output error")
	}
}

// Lines a writer refuses (a terminal closed) count as dropped, without
// the writer spinning; the count comes with the next line taken.
func TestLineWriterRefusedLines(t *testing.T) {
	f := &failingWriter{ok: make(chan struct{})}
	lw := newLineWriter(f, droppedLine)
	for i := 0; i < 3; i++ {
		lw.WriteLine("lost")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if lw.Flush(ctx) {
		t.Error("Flush says every line was written")
	}
	close(f.ok)
	lw.WriteLine("taken")
	if !lw.Close(ctx) {
		t.Error("Close says lines were lost")
	}
	if got := f.out.String(); got != "[3 dropped]\ntaken\n" {
		t.Errorf("wrote %q", got)
	}
}
