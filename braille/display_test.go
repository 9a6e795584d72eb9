package braille

import (
	"errors"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rochade/rochade/braille/brlapi"
	"github.com/rochade/rochade/braille/internal/brlttytest"
	"github.com/rochade/rochade/notation"
)

func appendixC(t *testing.T) *Sheet {
	t.Helper()
	s, err := FromGame(readGame(t, "../testdata/appendix-c.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// withH6 is the Appendix C game with Black's answer 11... h6.
func withH6(t *testing.T, s *Sheet) *Sheet {
	t.Helper()
	more := *s
	more.Moves = append(append([]notation.MoveDesc{}, s.Moves...), play(t, "r3r1k1/ppp1bppp/2nn4/6B1/8/4Q3/PPPN1PPP/1K1R1BNR b - - 0 11", "h6")...)
	return &more
}

// press sends a display key and waits until the display has acted on it.
func press(t *testing.T, srv *brlttytest.Server, d *Display, cmd string, want brlapi.Key) {
	t.Helper()
	srv.Press(cmd)
	deadline := time.After(5 * time.Second)
	for {
		select {
		case k := <-d.Keys():
			if k == want {
				return
			}
		case <-deadline:
			t.Fatalf("the display did not get %v after pressing %s", want, cmd)
		}
	}
}

// The display shows the latest pair as text, the display's keys move the
// view, and routing keys over a move ask for it to be read aloud.
func TestDisplayOnRealBRLTTY(t *testing.T) {
	srv := brlttytest.Start(t, 40)
	spoken := make(chan int, 4)
	asked := make(chan Ask, 4)
	d := NewDisplay(DisplayConfig{
		Conn:   brlapi.Config{Host: srv.Host},
		Format: notation.Format{Lang: notation.LangByCode("en")},
		Speak:  func(i int) { spoken <- i },
		Ask:    func(a Ask) { asked <- a },
		Retry:  100 * time.Millisecond,
		Logf:   t.Logf,
	})
	defer d.Close()
	s := appendixC(t)
	d.Show(s)
	srv.WaitForText("11. Kb1", 10*time.Second)

	srv.Press("FWINLT")
	srv.WaitForText("10. O-O-O Re8", 5*time.Second)
	srv.Press("LNUP")
	srv.WaitForText("9. Nbd2 O-O", 5*time.Second)
	srv.Press("FWINRT")
	srv.WaitForText("10. O-O-O Re8", 5*time.Second)

	// A new move while the reader looks back: the view stays.
	more := withH6(t, s)
	d.Show(more)
	time.Sleep(200 * time.Millisecond)
	if got := strings.TrimRight(srv.Text(), " "); got != "10. O-O-O Re8" {
		t.Errorf("view moved to %q while the reader looked back", got)
	}
	srv.Press("BOT")
	srv.WaitForText("11. Kb1 h6", 5*time.Second)

	srv.Press("TOP")
	srv.WaitForText("1. e4 e5", 5*time.Second)
	// "1. e4 e5": e5 is cells 6-7, Black's first move (index 1).
	srv.Press("ROUTE 7")
	select {
	case i := <-spoken:
		if i != 1 {
			t.Errorf("routing key over e5 read move %d, want 1", i)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("routing key read nothing")
	}
	press(t, srv, d, "ROUTE 2", brlapi.CommandKey(brlapi.BlockRoute, 2)) // the space after "1.": no move
	select {
	case i := <-spoken:
		t.Errorf("routing key over a space read move %d", i)
	default:
	}
	srv.Press("ROUTE 3") // e4
	select {
	case i := <-spoken:
		if i != 0 {
			t.Errorf("routing key over e4 read move %d, want 0", i)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("routing key read nothing")
	}

	// The keys bound to LNBEG and LNEND ask for the time and a repeat.
	for _, c := range []struct {
		cmd  string
		want Ask
	}{{"LNBEG", AskTime}, {"LNEND", AskRepeat}} {
		srv.Press(c.cmd)
		select {
		case a := <-asked:
			if a != c.want {
				t.Errorf("%s asked %d, want %d", c.cmd, a, c.want)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("%s asked nothing", c.cmd)
		}
	}

	if err := d.Close(); err != nil {
		t.Fatal(err)
	}
	// Tty mode left: BRLTTY's own commands work again. (BRLTTY redraws
	// only on change, so ask it for its status display.)
	srv.Press("INFO")
	srv.WaitFor(func(v string) bool { return !strings.HasPrefix(v, "1. e4") }, 5*time.Second)
}

func TestDisplayDotsOnRealBRLTTY(t *testing.T) {
	srv := brlttytest.Start(t, 40)
	d := NewDisplay(DisplayConfig{
		Conn:   brlapi.Config{Host: srv.Host},
		Format: notation.Format{Lang: notation.LangByCode("de")},
		Dots:   true,
		Retry:  100 * time.Millisecond,
	})
	defer d.Close()
	d.Show(appendixC(t))
	want := []byte{byte(dots("2")), byte(dots("2")), 0, byte(dots("13")), byte(dots("12")), byte(dots("2"))} // ⠂⠂ ⠅⠃⠂ "11 Kb1"
	srv.WaitFor(func(string) bool {
		got := srv.Dots()
		return len(got) == 40 && string(got[:6]) == string(want) && strings.Trim(string(got[6:]), "\x00") == ""
	}, 10*time.Second)
	srv.Press("FWINLT")
	// 10 O-O-O Te8 in German letters: ⠂⠴ ⠕⠤⠕⠤⠕ ⠞⠑⠦
	wantText := "⠂⠴⠀⠕⠤⠕⠤⠕⠀⠞⠑⠦"
	srv.WaitFor(func(string) bool {
		got := srv.Dots()
		var cells []Cell
		for _, b := range got {
			cells = append(cells, Cell(b))
		}
		return strings.TrimRight(Unicode(cells), "⠀") == wantText
	}, 5*time.Second)
	// A message goes as text, for BRLTTY's text table: the chess code
	// has no Cyrillic letters.
	d.Message("Ход 11, ход чёрных.")
	srv.WaitForText("Ход 11, ход чёрных.", 5*time.Second)
	if got := srv.Dots(); len(got) < 3 || got[0] == byte(unknownCell) {
		t.Errorf("the message's cells: %v", got)
	}
	srv.Press("FWINRT")
	srv.WaitFor(func(string) bool {
		got := srv.Dots()
		var cells []Cell
		for _, b := range got {
			cells = append(cells, Cell(b))
		}
		return strings.TrimRight(Unicode(cells), "⠀") == wantText
	}, 5*time.Second)
}

// The display waits for BRLTTY in the background and comes back after
// BRLTTY restarts; the caller never blocks.
func TestDisplayReconnects(t *testing.T) {
	n, err := brlttytest.FreeServerNumber()
	if err != nil {
		t.Fatal(err)
	}
	d := NewDisplay(DisplayConfig{
		Conn:   brlapi.Config{Host: "127.0.0.1:" + strconv.Itoa(n), Timeout: time.Second},
		Format: notation.Format{Lang: notation.LangByCode("en")},
		Retry:  100 * time.Millisecond,
	})
	defer d.Close()
	start := time.Now()
	d.Show(appendixC(t)) // no BRLTTY yet: must not block
	if time.Since(start) > 100*time.Millisecond {
		t.Errorf("Show blocked for %v without BRLTTY", time.Since(start))
	}

	srv := brlttytest.StartNumber(t, 40, n)
	srv.WaitForText("11. Kb1", 10*time.Second)
	srv.Stop()

	srv2 := brlttytest.StartNumber(t, 40, n)
	srv2.WaitForText("11. Kb1", 10*time.Second)
}

// Without BRLTTY the display reports Unreachable once, however often it
// tries, and never Connected.
func TestDisplayWithoutBRLTTYReportsOnce(t *testing.T) {
	var mu sync.Mutex
	var got []Status
	d := NewDisplay(DisplayConfig{
		Conn:  brlapi.Config{Host: t.TempDir() + "/no-brltty"},
		Retry: 20 * time.Millisecond,
		Status: func(s Status, _ int, err error) {
			mu.Lock()
			got = append(got, s)
			mu.Unlock()
			if !errors.Is(err, brlapi.ErrUnreachable) {
				t.Errorf("reason %v", err)
			}
		},
	})
	time.Sleep(300 * time.Millisecond)
	if err := d.Close(); err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(got) != 1 || got[0] != Unreachable {
		t.Errorf("statuses %v, want one Unreachable", got)
	}
}

// A message takes the display's place of the game at once, and a
// second replaces it at once: nothing waits behind a message. The reader
// pans through it; panning past its end or back before its start gives
// the game back, and the last message stays one key away (forward at the
// latest pair). A new move ends a message and shows the score with the
// move; when nothing else happens, Hold brings the game back. The keys
// that ask for the time and a repeat still work over a message.
func TestDisplayMessageOnRealBRLTTY(t *testing.T) {
	srv := brlttytest.Start(t, 20)
	asked := make(chan Ask, 4)
	d := NewDisplay(DisplayConfig{
		Conn:   brlapi.Config{Host: srv.Host},
		Format: notation.Format{Lang: notation.LangByCode("en")},
		Ask:    func(a Ask) { asked <- a },
		Retry:  100 * time.Millisecond,
		Hold:   3 * time.Second,
		Logf:   t.Logf,
	})
	defer d.Close()
	s := appendixC(t)
	d.Show(s)
	srv.WaitForText("11. Kb1", 10*time.Second)

	// A message, then another: the second is there at once.
	d.Message("Board connected.")
	srv.WaitForText("Board connected.", 5*time.Second)
	start := time.Now()
	msg := "Move 11, Black to move. White 0:04:12. Black 0:10:30."
	d.Message(msg)
	srv.WaitForText("Move 11, Black to mo", time.Second)
	t.Logf("a message replaced the one shown after %v", time.Since(start))
	srv.Press("LNBEG")
	select {
	case a := <-asked:
		if a != AskTime {
			t.Errorf("LNBEG over a message asked %d", a)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("LNBEG over a message asked nothing")
	}
	// 20 cells: the message in three windows.
	srv.Press("FWINRT")
	srv.WaitForText("ve. White 0:04:12. B", 5*time.Second)
	srv.Press("FWINLT")
	srv.WaitForText("Move 11, Black to mo", 5*time.Second)
	srv.Press("FWINRT")
	srv.WaitForText("ve. White 0:04:12. B", 5*time.Second)
	srv.Press("FWINRT")
	srv.WaitForText("lack 0:10:30.", 5*time.Second)
	// Past the end: the game.
	srv.Press("FWINRT")
	srv.WaitForText("11. Kb1", 5*time.Second)
	if got := d.Showing(); got != "" {
		t.Errorf("still showing %q", got)
	}
	// One key away: forward at the latest pair; back before its start
	// gives the game again.
	srv.Press("FWINRT")
	srv.WaitForText("Move 11, Black to mo", 5*time.Second)
	srv.Press("FWINLT")
	srv.WaitForText("11. Kb1", 5*time.Second)

	// A move ends a message at once and shows the score with it.
	d.Message("Draw offered.")
	srv.WaitForText("Draw offered.", 5*time.Second)
	more := withH6(t, s)
	start = time.Now()
	d.Show(more)
	srv.WaitForText("11. Kb1 h6", time.Second)
	t.Logf("a move ended the message after %v", time.Since(start))
	// The same game again (a clock's tick) does not: the message stays.
	srv.Press("FWINRT")
	srv.WaitForText("Draw offered.", 5*time.Second)
	d.Show(more)
	time.Sleep(300 * time.Millisecond)
	if got := strings.TrimRight(srv.Text(), " "); got != "Draw offered." {
		t.Errorf("the same score again took the message away: %q", got)
	}
	// Neither does a move taken back (its message is being read).
	d.Show(s)
	time.Sleep(300 * time.Millisecond)
	if got := strings.TrimRight(srv.Text(), " "); got != "Draw offered." {
		t.Errorf("a move taken back took the message away: %q", got)
	}
	// Nothing else happens: the game after Hold.
	start = time.Now()
	srv.WaitForText("11. Kb1", 10*time.Second)
	if waited := time.Since(start); waited < 2*time.Second {
		t.Errorf("the message went after %v, Hold is 3s", waited)
	}
	// A routing key gives the game back at once.
	d.Message("Draw.")
	srv.WaitForText("Draw.", 5*time.Second)
	srv.Press("ROUTE 1")
	srv.WaitForText("11. Kb1", 2*time.Second)
}
