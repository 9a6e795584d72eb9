package voices

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"testing"
	"time"

	"github.com/rochade/rochade/phonetic"
	"github.com/rochade/rochade/voices/internal/pcm"
)

func defaultVoice(t testing.TB, speed, volume float64) *Voice {
	t.Helper()
	p, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	v, err := Prepare(p, p.Rate(), speed, volume)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// appendixC holds the announcements of the first moves of the Appendix C
// game, as the announcer says them.
var appendixC = [][]phonetic.Token{
	{phonetic.Pawn, phonetic.FileE, phonetic.Rank2, phonetic.FileE, phonetic.Rank4},
	{phonetic.Pawn, phonetic.FileE, phonetic.Rank7, phonetic.FileE, phonetic.Rank5},
	{phonetic.Knight, phonetic.FileG, phonetic.Rank1, phonetic.FileF, phonetic.Rank3},
	{phonetic.Pawn, phonetic.FileE, phonetic.Rank5, phonetic.Captures, phonetic.FileD, phonetic.Rank6, phonetic.EnPassant},
	{phonetic.Queen, phonetic.FileD, phonetic.Rank4, phonetic.FileE, phonetic.Rank3, phonetic.Check},
	{phonetic.ShortCastle},
	{phonetic.LongCastle},
}

// TestRenderedLengthIsClipsAndGaps renders phrases to a WAV file and
// checks its sample count against the clips and the silences.
func TestRenderedLengthIsClipsAndGaps(t *testing.T) {
	v := defaultVoice(t, 1, 1)
	rate := v.Rate()
	gap, pause := Samples(60*time.Millisecond, rate), Samples(700*time.Millisecond, rate)
	w := NewWAVWriter(rate, pause)
	want := 0
	for i, toks := range appendixC {
		var ph Phrase
		if err := v.Append(&ph, toks, gap); err != nil {
			t.Fatal(err)
		}
		w.Add(&ph)
		for _, tok := range toks {
			want += v.ClipLen(tok)
		}
		want += gap * (len(toks) - 1)
		if i > 0 {
			want += pause
		}
	}
	if w.Len() != want {
		t.Fatalf("the writer counts %d samples; the clips and gaps add up to %d", w.Len(), want)
	}
	var file pcm.MemFile
	if err := w.Encode(&file); err != nil {
		t.Fatal(err)
	}
	a, f, err := pcm.Decode(file.Bytes(), 3600)
	if err != nil {
		t.Fatal(err)
	}
	if f != (pcm.Format{Kind: pcm.WAV, Rate: rate, Channels: 1, Bits: 16}) {
		t.Fatalf("format %v", f)
	}
	if len(a.Samples) != want {
		t.Fatalf("the file holds %d samples; the clips and gaps add up to %d", len(a.Samples), want)
	}
	// The file must hold the clips themselves, sample for sample: the
	// first clip of the first phrase starts the file, and the second
	// phrase starts after the first one and the pause.
	first := v.clips[phonetic.Pawn]
	at := 0
	for _, tok := range appendixC[0] {
		at += v.ClipLen(tok)
	}
	at += gap*(len(appendixC[0])-1) + pause
	for _, c := range []struct {
		clip []int16
		at   int
	}{{first, 0}, {first, at}} {
		for i, want := range c.clip {
			if got := int16(a.Samples[c.at+i] * 32768); got != want {
				t.Fatalf("sample %d is %d, the clip has %d", c.at+i, got, want)
			}
		}
	}
	for i := at - pause; i < at; i++ {
		if a.Samples[i] != 0 {
			t.Fatalf("sample %d in the pause is %v", i, a.Samples[i])
		}
	}
}

// TestSpeedKeepsWordsShorter checks that speed changes the length of
// every clip in proportion, and volume the level.
func TestSpeedAndVolume(t *testing.T) {
	v1 := defaultVoice(t, 1, 1)
	v2 := defaultVoice(t, 1.5, 0.5)
	for _, tok := range []phonetic.Token{phonetic.FileA, phonetic.ShortCastle, phonetic.Num0 + 37} {
		n1, n2 := v1.ClipLen(tok), v2.ClipLen(tok)
		if want := int(float64(n1) / 1.5); n2 < want-2 || n2 > want+2 {
			t.Errorf("%s: %d samples at speed 1.5, want %d (from %d)", tok.Key(), n2, want, n1)
		}
		l1 := pcm.Loudness(pcm.FromInt16(v1.clips[tok]), v1.Rate())
		l2 := pcm.Loudness(pcm.FromInt16(v2.clips[tok]), v2.Rate())
		if d := l1 - l2; d < 5 || d > 7 {
			t.Errorf("%s: half the volume lowered the level by %.1f dB, want about 6", tok.Key(), d)
		}
	}
	if _, err := Prepare(mustDefault(t), 16000, 9, 1); err == nil {
		t.Error("speed 9 was accepted")
	}
}

func mustDefault(t testing.TB) *Pack {
	p, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestPrepareAtAnotherRate converts the pack to 48 kHz.
func TestPrepareAtAnotherRate(t *testing.T) {
	p := mustDefault(t)
	v, err := Prepare(p, 48000, 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	src, _ := p.Clip(phonetic.FileB)
	if got, want := v.ClipLen(phonetic.FileB), len(src)*3; got != want {
		t.Fatalf("%d samples at 48 kHz, want %d", got, want)
	}
}

// readAll drains q in reads of size n bytes.
func readAll(q *Queue, n int) []byte {
	var out []byte
	buf := make([]byte, n)
	for {
		k, _ := q.Read(buf)
		if k == 0 {
			return out
		}
		out = append(out, buf[:k]...)
	}
}

func TestQueuePlaysPhrasesWithPauses(t *testing.T) {
	v := defaultVoice(t, 1, 1)
	pause := 1000
	q := NewQueue(pause)
	var a, b Phrase
	if err := v.Append(&a, []phonetic.Token{phonetic.Check}, 100); err != nil {
		t.Fatal(err)
	}
	if err := v.Append(&b, []phonetic.Token{phonetic.Mate, phonetic.White}, 100); err != nil {
		t.Fatal(err)
	}
	q.Add(&a)
	q.Add(&b)
	if !q.Busy() {
		t.Fatal("queue with two phrases is not busy")
	}
	got := readAll(q, 333) // an odd size, to cross every boundary
	want := a.AppendSamples(nil)
	want = append(want, make([]int16, pause)...)
	want = b.AppendSamples(want)
	if !bytes.Equal(got, pcm.Int16Bytes(nil, want)) {
		t.Fatalf("read %d bytes, want %d bytes of the two phrases and the pause", len(got), 2*len(want))
	}
	if q.Busy() {
		t.Fatal("drained queue is still busy")
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	if err := q.Wait(ctx); err != nil {
		t.Fatal(err)
	}
	if q.Played() != int64(len(want)) {
		t.Fatalf("played %d samples, want %d", q.Played(), len(want))
	}
}

func TestQueueInterruptCutsIn(t *testing.T) {
	v := defaultVoice(t, 1, 1)
	q := NewQueue(500)
	var long, next Phrase
	if err := v.Append(&long, []phonetic.Token{phonetic.GameOver, phonetic.BoardDisconnected}, 100); err != nil {
		t.Fatal(err)
	}
	if err := v.Append(&next, []phonetic.Token{phonetic.Knight}, 100); err != nil {
		t.Fatal(err)
	}
	q.Add(&long)
	q.Add(&long)
	head := make([]byte, 2000)
	if n, _ := q.Read(head); n != len(head) {
		t.Fatalf("read %d bytes", n)
	}
	q.Interrupt(&next)
	got := readAll(q, 4096)
	if want := pcm.Int16Bytes(nil, next.AppendSamples(nil)); !bytes.Equal(got, want) {
		t.Fatalf("after the cut-in read %d bytes, want exactly the new phrase (%d bytes)", len(got), len(want))
	}
}

func TestWaitEndsWithContext(t *testing.T) {
	v := defaultVoice(t, 1, 1)
	q := NewQueue(0)
	var ph Phrase
	if err := v.Append(&ph, []phonetic.Token{phonetic.Draw}, 0); err != nil {
		t.Fatal(err)
	}
	q.Add(&ph)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := q.Wait(ctx); err != context.Canceled {
		t.Fatalf("Wait on a busy queue with a cancelled context returned %v", err)
	}
}

// TestSharedClipsPreparedOnce: tokens that share a file share the
// prepared samples too.
func TestSharedClipsPreparedOnce(t *testing.T) {
	v := defaultVoice(t, 1.2, 1)
	a, b := v.clips[phonetic.Rank3], v.clips[phonetic.Num0+3]
	if len(a) == 0 || &a[0] != &b[0] {
		t.Fatal("rank_3 and num_3 (both \"drei\") were prepared twice")
	}
}

// countingFile takes what is written and keeps only its size.
type countingFile struct{ pos, size int64 }

func (c *countingFile) Write(p []byte) (int, error) {
	c.pos += int64(len(p))
	c.size = max(c.size, c.pos)
	return len(p), nil
}

func (c *countingFile) Seek(off int64, whence int) (int64, error) {
	switch whence {
	case io.SeekCurrent:
		off += c.pos
	case io.SeekEnd:
		off += c.size
	}
	c.pos = off
	return off, nil
}

// TestWAVWriterRefusesOver4GiB: speech one sample longer than a WAV
// file can hold is refused with a sentence before a byte is written
// (the phrases are silences, so nothing of that size is in memory).
func TestWAVWriterRefusesOver4GiB(t *testing.T) {
	w := NewWAVWriter(16000, 0)
	var a, b Phrase
	a.AddSilence(pcm.MaxWAVSamples)
	b.AddSilence(1)
	w.Add(&a)
	w.Add(&b)
	var f countingFile
	err := w.Encode(&f)
	var tl *pcm.WAVTooLongError
	if !errors.As(err, &tl) || fmt.Sprintf("%.1f", tl.MaxHours()) != "37.3" || tl.Rate != 16000 {
		t.Fatalf("error %v", err)
	}
	if f.size != 0 {
		t.Fatalf("%d bytes written before the refusal", f.size)
	}
}
