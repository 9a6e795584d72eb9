package notation

import (
	"errors"
	"strings"
	"testing"
)

// play returns the position after the UCI moves given.
func play(t testing.TB, fen string, uci ...string) Position {
	t.Helper()
	p, err := ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	for _, u := range uci {
		m, err := ParseMove(&p, u, English)
		if err != nil {
			t.Fatalf("%s: %v", u, err)
		}
		p.Play(m)
	}
	return p
}

func TestParseMoveForms(t *testing.T) {
	start := StartPosition()
	// Position after 1.e4 d5: white can take on d5.
	exd5 := play(t, StartFEN, "e2e4", "d7d5")
	// Two white knights that can both reach d2 (b1 and f3) after 1.Nf3 e5 2.d4 e4 3.Bf4 d5.
	knights := play(t, StartFEN, "g1f3", "e7e5", "d2d4", "e5e4", "c1f4", "d7d5")
	// En passant: 1.e4 Nf6 2.e5 d5.
	ep := play(t, StartFEN, "e2e4", "g8f6", "e4e5", "d7d5")
	// Promotion: white pawn on e7, black rook on f8.
	promo := play(t, "5r1k/4P3/8/8/8/8/8/4K3 w - - 0 1")
	// Castling both ways.
	castle := play(t, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1")
	castleB := play(t, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1")
	// Rooks on e1 and e3 that can both reach e2 (R1e2 / R3e2), and a queen pair for Qh4e1.
	rooks := play(t, "k7/8/8/8/8/4R3/8/4R2K w - - 0 1")
	queens := play(t, "1k6/8/8/8/4Q2Q/8/8/K6Q w - - 0 1")

	cases := []struct {
		pos  Position
		lang *Lang
		text string
		want string // UCI
	}{
		{start, nil, "Nf3", "g1f3"},
		{start, nil, "Ng1f3", "g1f3"},
		{start, nil, "Ng1-f3", "g1f3"},
		{start, nil, "Ng1–f3", "g1f3"},
		{start, nil, "g1f3", "g1f3"},
		{start, nil, "e4", "e2e4"},
		{start, nil, "e2e4", "e2e4"},
		{start, nil, "e2-e4", "e2e4"},
		{start, nil, "e4!?", "e2e4"},
		{start, nil, "e4 (=)", "e2e4"},
		{start, nil, "Pe4", "e2e4"},
		{start, nil, "♘f3", "g1f3"},
		{start, nil, "♞f3", "g1f3"},
		{start, LangByCode("de"), "Sf3", "g1f3"},
		{start, nil, "Sf3", "g1f3"},
		{start, LangByCode("cs"), "Jf3", "g1f3"},
		{start, LangByCode("ru"), "Кf3", "g1f3"},
		{start, LangByCode("fr"), "Cf3", "g1f3"},
		{start, LangByCode("nl"), "Pf3", "g1f3"},
		{start, LangByCode("hu"), "Hf3", "g1f3"},
		{exd5, nil, "exd5", "e4d5"},
		{exd5, nil, "e:d5", "e4d5"},
		{exd5, nil, "e×d5", "e4d5"},
		{exd5, nil, "ed5", "e4d5"},
		{exd5, nil, "ed", "e4d5"},
		{exd5, nil, "exd", "e4d5"},
		{exd5, nil, "e4xd5", "e4d5"},
		{exd5, nil, "е4хd5", "e4d5"}, // Cyrillic е and х
		{exd5, nil, "exd5!!", "e4d5"},
		{knights, nil, "Nbd2", "b1d2"},
		{knights, nil, "Nfd2", "f3d2"},
		{knights, nil, "Nb1d2", "b1d2"},
		{knights, LangByCode("de"), "Sbd2", "b1d2"},
		{rooks, nil, "R1e2", "e1e2"},
		{rooks, nil, "R3e2", "e3e2"},
		{rooks, LangByCode("ru"), "Л3e2", "e3e2"},
		{queens, nil, "Qh4e1", "h4e1"},
		{queens, nil, "Qh4xe1", "h4e1"},
		{ep, nil, "exd6", "e5d6"},
		{ep, nil, "exd6 e.p.", "e5d6"},
		{ep, nil, "exd6e.p.", "e5d6"},
		{ep, nil, "exd6 е.р.", "e5d6"}, // Cyrillic е.р.
		{ep, nil, "exd6ep", "e5d6"},
		{ep, nil, "e5xd6", "e5d6"},
		{ep, nil, "ed6", "e5d6"},
		{promo, nil, "e8Q", "e7e8q"},
		{promo, nil, "e8=Q", "e7e8q"},
		{promo, nil, "e8(Q)", "e7e8q"},
		{promo, nil, "e8/Q", "e7e8q"},
		{promo, nil, "e7e8q", "e7e8q"},
		{promo, nil, "e7e8n", "e7e8n"},
		{promo, nil, "e7e8b", "e7e8b"},
		{promo, nil, "exf8N+", "e7f8n"},
		{promo, nil, "exf8=N†", "e7f8n"},
		{promo, nil, "ef8R", "e7f8r"},
		{promo, LangByCode("de"), "e8D", "e7e8q"},
		{promo, LangByCode("ru"), "e8Ф", "e7e8q"},
		{promo, LangByCode("bg"), "e8Д", "e7e8q"},
		{promo, nil, "e8♕", "e7e8q"},
		{castle, nil, "O-O", "e1g1"},
		{castle, nil, "0-0", "e1g1"},
		{castle, nil, "0–0", "e1g1"},
		{castle, nil, "OO", "e1g1"},
		{castle, nil, "O-O-O", "e1c1"},
		{castle, nil, "0-0-0+", "e1c1"},
		{castle, nil, "000", "e1c1"},
		{castle, nil, "e1g1", "e1g1"},
		{castle, nil, "Ke1c1", "e1c1"},
		{castle, nil, "О-О", "e1g1"}, // Cyrillic О
		{castleB, nil, "O-O#", "e8g8"},
		{castleB, nil, "0-0-0", "e8c8"},
	}
	for _, c := range cases {
		p := c.pos
		m, err := ParseMove(&p, c.text, c.lang)
		if err != nil {
			t.Errorf("ParseMove(%q): %v", c.text, err)
			continue
		}
		if m.UCI() != c.want {
			t.Errorf("ParseMove(%q) = %s, want %s", c.text, m.UCI(), c.want)
		}
	}
}

func TestParseMoveLatinLookalikes(t *testing.T) {
	// "Вхе5", "Nхf3" as printed in the Russian text of the FIDE Laws:
	// Cyrillic В, х and е inside Latin notation.
	p, err := ParseFEN("4k3/8/8/4p3/8/2B2p2/8/4KN2 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	for text, want := range map[string]string{"Вхе5": "c3e5", "Nхf3": "f1e3"} {
		m, err := ParseMove(&p, text, nil)
		if text == "Nхf3" {
			// The knight on f1 cannot reach f3; the reader must say so.
			if err == nil {
				t.Errorf("ParseMove(%q) = %s, want an error", text, m)
			}
			continue
		}
		if err != nil || m.UCI() != want {
			t.Errorf("ParseMove(%q) = %v, %v; want %s", text, m, err, want)
		}
	}
	r, _ := ParseFEN("4k3/8/8/8/8/5p2/8/4K1N1 w - - 0 1")
	if m, err := ParseMove(&r, "Nхf3", nil); err != nil || m.UCI() != "g1f3" {
		t.Errorf("ParseMove(Nхf3) = %v, %v; want g1f3", m, err)
	}
}

func TestParseMoveErrors(t *testing.T) {
	start := StartPosition()
	knights := play(t, StartFEN, "g1f3", "e7e5", "d2d4", "e5e4", "c1f4", "d7d5")
	promo := play(t, "5r1k/4P3/8/8/8/8/8/4K3 w - - 0 1")
	cases := []struct {
		pos     Position
		text    string
		substr  string
		problem Problem
	}{
		{start, "Nf4", "no such legal move", MoveIllegal},
		{start, "e5", "no such legal move", MoveIllegal},
		{start, "O-O", "may not castle short", MoveNoCastle},
		{start, "", "no move", MoveEmpty},
		{start, "Zf3", "not a piece letter", MoveNotPieceLetter},
		{start, "Nf9", "off the board", MoveOffBoard},
		{start, "Ni3", "off the board", MoveOffBoard},
		{start, "e2e0", "off the board", MoveOffBoard},
		{start, "N", "no square", MoveNoTarget},
		{start, "Nf3Q", "only a pawn", MoveOnlyPawnPromotes},
		{knights, "Nd2", "ambiguous: Nbd2 or Nfd2", MoveAmbiguous},
		{promo, "e8", "no piece is named: e8=Q or e8=R or e8=B or e8=N", MoveNeedsPromotion},
		{start, "\xff", "UTF-8", MoveNotUTF8},
		{start, strings.Repeat("e", 50), "too long", MoveTooLong},
	}
	for _, c := range cases {
		p := c.pos
		_, err := ParseMove(&p, c.text, English)
		if err == nil || !strings.Contains(err.Error(), c.substr) {
			t.Errorf("ParseMove(%q) error = %v, want it to contain %q", c.text, err, c.substr)
		}
		var me *MoveError
		if !errors.As(err, &me) || me.Problem != c.problem || me.Text != c.text {
			t.Errorf("ParseMove(%q) error = %#v, want problem %d", c.text, err, c.problem)
		}
	}
}
