package emulator_test

import (
	"testing"
	"time"

	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/emulator"
	"github.com/rochade/rochade/notation"
)

type sample struct {
	at time.Time
	sq notation.Square
	p  notation.Piece
}

// The sensors in virtual time, as DGT's notes on the communication
// dynamics describe them: squares sampled one by one, a full scan of 200
// to 250 ms.
func TestScannerSeesAsTheBoardDoes(t *testing.T) {
	t0 := time.Unix(0, 0)
	sq := func(s string) notation.Square { x, _ := notation.ParseSquare(s); return x }
	queen := notation.MakePiece(notation.White, notation.Queen)
	timing := emulator.ScanTiming{Min: 200 * time.Millisecond, Max: 250 * time.Millisecond}
	for seed := int64(1); seed <= 50; seed++ {
		start := notation.StartPosition()
		sc := emulator.NewScanner(devices.Board(start.Placement()), timing, seed, t0)
		var got []sample
		record := func(at time.Time, s notation.Square, p notation.Piece) { got = append(got, sample{at, s, p}) }
		// Start a few scans in, at a phase the seed chooses.
		now := t0.Add(time.Duration(seed*37) * time.Millisecond)
		sc.Advance(now, record, nil)
		if len(got) != 0 {
			t.Fatalf("seed %d: changes seen on an untouched board: %+v", seed, got)
		}
		// The hands change h1 and then a8 within 5 ms: both are seen
		// within a scan, in scan order unless the scan passed a8 between.
		sc.Put(sq("h1"), notation.NoPiece)
		now = now.Add(5 * time.Millisecond)
		sc.Advance(now, record, nil)
		sc.Put(sq("a8"), notation.NoPiece)
		set := now
		end := now.Add(timing.Max + time.Millisecond)
		for {
			next, ok := sc.Next(false)
			if !ok || next.After(end) {
				break
			}
			sc.Advance(next, record, nil)
		}
		if len(got) != 2 {
			t.Fatalf("seed %d: seen %+v, want the two changes within a scan", seed, got)
		}
		for _, s := range got {
			if late := s.at.Sub(set); late < -5*time.Millisecond || late > timing.Max {
				t.Errorf("seed %d: %v seen %v after it was made", seed, s.sq, late)
			}
		}
		// A queen that stands on d4 only between two samples of d4 is
		// never seen there; one that stays a whole scan always is.
		got = nil
		now = end
		sc.Advance(now, record, nil)
		sc.Put(sq("d4"), queen)
		sc.Advance(now.Add(2*time.Millisecond), record, nil)
		sc.Put(sq("d4"), notation.NoPiece)
		now = now.Add(2 * time.Millisecond)
		// 2 ms is less than the 3.1 ms between two squares' samples:
		// seen at most once, and then gone at the next sample.
		sc.Advance(now.Add(timing.Max*2), record, nil)
		if len(got) != 0 && len(got) != 2 {
			t.Errorf("seed %d: a 2 ms visit seen as %+v", seed, got)
		}
		got = nil
		now = now.Add(timing.Max * 2)
		sc.Put(sq("d4"), queen)
		sc.Advance(now.Add(timing.Max), record, nil)
		if len(got) != 1 || got[0].sq != sq("d4") || got[0].p != queen {
			t.Errorf("seed %d: a queen resting a scan seen as %+v", seed, got)
		}
		if sc.Seen() != sc.Board() {
			t.Errorf("seed %d: after a full scan the board is seen as %v, stands as %v", seed, sc.Seen(), sc.Board())
		}
	}
}

// Changes made at once are seen in scan order (a8 first, h1 last), not
// in the order the hands made them.
func TestScannerOrder(t *testing.T) {
	t0 := time.Unix(0, 0)
	sc := emulator.NewScanner(devices.Board{}, emulator.ScanTiming{Min: 64 * time.Millisecond, Max: 64 * time.Millisecond}, 1, t0)
	// Just after the start of a scan: every square is still to come.
	sc.Advance(t0.Add(64*time.Millisecond+100*time.Microsecond), nil, nil)
	pawn := notation.MakePiece(notation.Black, notation.Pawn)
	order := []string{"h1", "e4", "a8", "d5", "b7"}
	for _, s := range order {
		x, _ := notation.ParseSquare(s)
		sc.Put(x, pawn)
	}
	var seen []string
	sc.Advance(t0.Add(200*time.Millisecond), func(_ time.Time, s notation.Square, _ notation.Piece) { seen = append(seen, s.String()) }, nil)
	want := []string{"a8", "b7", "d5", "e4", "h1"}
	if len(seen) != len(want) {
		t.Fatalf("seen %v", seen)
	}
	for i := range want {
		if seen[i] != want[i] {
			t.Fatalf("seen in the order %v, want %v", seen, want)
		}
	}
}
