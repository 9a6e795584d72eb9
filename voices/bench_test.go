package voices

import (
	"testing"
	"time"

	"github.com/rochade/rochade/phonetic"
	"github.com/rochade/rochade/voices/internal/pcm"
)

// BenchmarkMoveToFirstSample measures the scheduling path of live
// speech: from a move's tokens to the first samples handed to the audio
// player (which reads the queue): arranging the phrase, queueing it and
// the player's first read.
func BenchmarkMoveToFirstSample(b *testing.B) {
	v := defaultVoice(b, 1, 1)
	q := NewQueue(Samples(700*time.Millisecond, v.Rate()))
	toks := []phonetic.Token{phonetic.Knight, phonetic.FileG, phonetic.Rank1, phonetic.Captures, phonetic.FileF, phonetic.Rank3, phonetic.Check}
	gap := Samples(60*time.Millisecond, v.Rate())
	buf := make([]byte, 3840) // what the player asks for at a time
	b.ReportAllocs()
	for b.Loop() {
		ph := &Phrase{Segs: make([]Segment, 0, 2*len(toks))}
		if err := v.Append(ph, toks, gap); err != nil {
			b.Fatal(err)
		}
		q.Add(ph)
		if n, _ := q.Read(buf); n != len(buf) {
			b.Fatalf("first read gave %d bytes", n)
		}
		q.Clear()
	}
}

// game60 returns 120 announcements typical of a 60-move game.
func game60() [][]phonetic.Token {
	var out [][]phonetic.Token
	pieces := []phonetic.Token{phonetic.Pawn, phonetic.Knight, phonetic.Bishop, phonetic.Rook, phonetic.Queen, phonetic.King}
	for i := range 120 {
		t := []phonetic.Token{pieces[i%6], phonetic.File(i % 8), phonetic.Rank(i % 7)}
		if i%5 == 0 {
			t = append(t, phonetic.Captures)
		}
		t = append(t, phonetic.File((i+3)%8), phonetic.Rank((i+2)%8))
		if i%9 == 0 {
			t = append(t, phonetic.Check)
		}
		out = append(out, t)
	}
	return out
}

// BenchmarkRenderGame60 renders the speech of a 60-move game to a WAV
// file (in memory) and reports how many times faster than real time that is.
func BenchmarkRenderGame60(b *testing.B) {
	v := defaultVoice(b, 1, 1)
	game := game60()
	gap, pause := Samples(60*time.Millisecond, v.Rate()), Samples(700*time.Millisecond, v.Rate())
	var seconds float64
	var file pcm.MemFile
	for b.Loop() {
		w := NewWAVWriter(v.Rate(), pause)
		for _, toks := range game {
			var ph Phrase
			if err := v.Append(&ph, toks, gap); err != nil {
				b.Fatal(err)
			}
			w.Add(&ph)
		}
		file.Reset()
		if err := w.Encode(&file); err != nil {
			b.Fatal(err)
		}
		seconds = w.Seconds()
	}
	perOp := b.Elapsed().Seconds() / float64(b.N)
	b.ReportMetric(seconds, "audio-s")
	b.ReportMetric(seconds/perOp, "x-realtime")
}
