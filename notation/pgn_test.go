package notation

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

func readAll(t *testing.T, text string, lang *Lang) ([]*Game, []error) {
	t.Helper()
	games, errs, err := readSized(strings.NewReader(text), lang, 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	// Streamed a few bytes at a time, the text reads the same.
	for _, size := range []int{1, 3, 17} {
		sg, serrs, err := readSized(strings.NewReader(text), lang, size, 0)
		if err != nil {
			t.Fatal(err)
		}
		if d := sameReading(games, errs, sg, serrs); d != "" {
			t.Fatalf("read %d bytes at a time, %s", size, d)
		}
	}
	return games, errs
}

// readSized reads every game of r, readSize bytes at a time and with the
// encoding decided from the first encAhead bytes (0: the defaults).
func readSized(r io.Reader, lang *Lang, readSize, encAhead int) ([]*Game, []error, error) {
	pr := NewPGNReader(r)
	pr.Lang = lang
	pr.readSize, pr.encAhead = readSize, encAhead
	var games []*Game
	var errs []error
	for {
		g, err := pr.Next()
		if err == io.EOF {
			return games, errs, nil
		}
		if g == nil {
			return games, errs, fmt.Errorf("Next returned no game and %v", err)
		}
		games = append(games, g)
		errs = append(errs, err)
	}
}

// sameReading says how two readings of a file differ, or "".
func sameReading(games []*Game, errs []error, other []*Game, otherErrs []error) string {
	if len(games) != len(other) {
		return fmt.Sprintf("%d games instead of %d", len(other), len(games))
	}
	for i := range games {
		if !reflect.DeepEqual(games[i], other[i]) {
			return fmt.Sprintf("game %d differs:\n%+v\ninstead of\n%+v", i+1, other[i], games[i])
		}
		if (errs[i] == nil) != (otherErrs[i] == nil) || errs[i] != nil && errs[i].Error() != otherErrs[i].Error() {
			return fmt.Sprintf("game %d: error %v instead of %v", i+1, otherErrs[i], errs[i])
		}
	}
	return ""
}

func uciLine(g *Game) string {
	var s []string
	for _, m := range g.Moves {
		s = append(s, m.UCI())
	}
	return strings.Join(s, " ")
}

const appendixCUCI = "e2e4 e7e5 g1f3 g8f6 d2d4 e5d4 e4e5 f6e4 d1d4 d7d5 e5d6 e4d6 c1g5 b8c6 d4e3 f8e7 b1d2 e8g8 e1c1 f8e8 c1b1"

func TestAppendixCThreeForms(t *testing.T) {
	want := map[string]string{
		"appendix-c.pgn":         appendixCUCI,
		"appendix-c-minimal.pgn": appendixCUCI,
		// The long form as printed writes 8. Qd4d3 where the short forms
		// have 8. Qe3+: it is read as written.
		"appendix-c-long.pgn": strings.Replace(appendixCUCI, "d4e3", "d4d3", 1),
	}
	for file, uci := range want {
		data, err := os.ReadFile("../testdata/" + file)
		if err != nil {
			t.Fatal(err)
		}
		games, errs := readAll(t, string(data), nil)
		if len(games) != 1 || errs[0] != nil {
			t.Fatalf("%s: %d games, errors %v", file, len(games), errs)
		}
		g := games[0]
		if got := uciLine(g); got != uci {
			t.Errorf("%s:\n got %s\nwant %s", file, got, uci)
		}
		if g.Result != "*" || g.Lang != English {
			t.Errorf("%s: result %q lang %s", file, g.Result, g.Lang.Code)
		}
		if n := g.Notes; len(n) != 1 || n[0].Kind != DrawOffer || n[0].Ply != 21 {
			t.Errorf("%s: notes %+v, want the draw offer after ply 21", file, n)
		}
	}
}

func TestPGNFeatures(t *testing.T) {
	text := `% an escaped line is ignored
[Event "Test \"quoted\" event"]
[White "A"]
[Black "B"]
[Result "1-0"]

{Before the first move} 1. e4 $1 e5 (1... c5 2. Nf3 {Sicilian} (2. c3) d6) 2. Nf3 ; rest of line
Nc6 3. Bb5!? a6 1-0

[Event "Forfeit"]
[Result "+/-"]

+/-

[Event "Evaluation then a move"]

1. e4 +/- e5 ½-½

[Event "Set-up"]
[SetUp "1"]
[FEN "4k3/P7/8/8/8/8/8/4K3 w - - 0 40"]

40. a8=Q+ Kd7 0-1

1. d4 d5 -/-
`
	games, errs := readAll(t, text, nil)
	if len(games) != 5 {
		t.Fatalf("read %d games, want 5", len(games))
	}
	for i, err := range errs {
		if err != nil {
			t.Errorf("game %d: %v", i+1, err)
		}
	}
	g := games[0]
	if g.Tag("Event") != `Test "quoted" event` || g.Result != "1-0" || uciLine(g) != "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6" {
		t.Errorf("game 1: %q %q %s", g.Tag("Event"), g.Result, uciLine(g))
	}
	kinds := map[NoteKind]int{}
	for _, n := range g.Notes {
		kinds[n.Kind]++
	}
	if kinds[Comment] != 2 || kinds[NAG] != 2 || kinds[Variation] != 1 {
		t.Errorf("game 1 notes: %+v", g.Notes)
	}
	if games[1].Result != "+/-" || len(games[1].Moves) != 0 {
		t.Errorf("game 2: result %q, %d moves", games[1].Result, len(games[1].Moves))
	}
	if games[2].Result != "1/2-1/2" || len(games[2].Moves) != 2 {
		t.Errorf("game 3: result %q, %d moves", games[2].Result, len(games[2].Moves))
	}
	if g := games[3]; g.Result != "0-1" || uciLine(g) != "a7a8q e8d7" || g.Start.MoveNumber() != 40 {
		t.Errorf("game 4: %q %s", g.Result, uciLine(g))
	}
	if games[4].Result != "-/-" {
		t.Errorf("game 5: result %q", games[4].Result)
	}

	// Written back and read again, the games are the same.
	var buf bytes.Buffer
	for _, g := range games {
		if err := WritePGN(&buf, g, Format{}); err != nil {
			t.Fatal(err)
		}
		buf.WriteByte('\n')
	}
	again, errs := readAll(t, buf.String(), nil)
	if len(again) != len(games) {
		t.Fatalf("written PGN reads as %d games:\n%s", len(again), buf.String())
	}
	for i := range games {
		if errs[i] != nil || uciLine(again[i]) != uciLine(games[i]) || again[i].Result != games[i].Result {
			t.Errorf("game %d after writing: %v %s %s", i+1, errs[i], uciLine(again[i]), again[i].Result)
		}
	}
}

func TestPGNErrorKeepsEarlierGames(t *testing.T) {
	text := "[Event \"one\"]\n\n1. e4 e5 1-0\n\n[Event \"two\"]\n\n1. d4 d5 2. c4 Nf9 3. Nc3 0-1\n\n[Event \"three\"]\n\n1. c4 *\n"
	r := NewPGNReader(strings.NewReader(text))
	g1, err := r.Next()
	if err != nil || len(g1.Moves) != 2 {
		t.Fatalf("game 1: %v", err)
	}
	g2, err := r.Next()
	var pe *PGNError
	if !errors.As(err, &pe) {
		t.Fatalf("game 2: error %v, want a *PGNError", err)
	}
	if pe.Game != 2 || pe.Move != 2 || pe.Side != Black || pe.Token != "Nf9" || pe.Line != 7 {
		t.Errorf("error names game %d move %d side %v token %q line %d", pe.Game, pe.Move, pe.Side, pe.Token, pe.Line)
	}
	if want := "game 2, move 2 (black), line 7, byte"; !strings.Contains(err.Error(), want) {
		t.Errorf("error %q does not say %q", err, want)
	}
	if len(g2.Moves) != 3 {
		t.Errorf("game 2 kept %d moves, want the 3 before the error", len(g2.Moves))
	}
	g3, err := r.Next()
	if err != nil || g3.Tag("Event") != "three" || len(g3.Moves) != 1 {
		t.Errorf("game 3 after the error: %v %+v", err, g3)
	}
	if _, err := r.Next(); err != io.EOF {
		t.Errorf("after the last game: %v, want io.EOF", err)
	}
}

func TestPGNLanguageDetection(t *testing.T) {
	cases := []struct {
		lang, text string
	}{
		{"de", "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. La4 Sf6 5. O-O Le7 6. Te1 b5 7. Lb3 d6 8. c3 O-O 9. h3 Dd7 *"},
		// Czech: S is a bishop, J a knight.
		{"cs", "1. e4 e5 2. Jf3 Jc6 3. Sb5 a6 4. Sa4 Jf6 5. O-O Se7 6. Ve1 b5 7. Sb3 d6 8. c3 O-O 9. h3 Dd7 *"},
		// Polish: S is a knight, G a bishop.
		{"pl", "1. e4 e5 2. Sf3 Sc6 3. Gb5 a6 4. Ga4 Sf6 5. O-O Ge7 6. We1 b5 7. Gb3 d6 8. c3 O-O 9. h3 Hd7 *"},
		{"ru", "1. e4 e5 2. Кf3 Кc6 3. Сb5 a6 4. Сa4 Кf6 5. 0-0 Сe7 6. Лe1 b5 7. Сb3 d6 8. c3 0-0 9. h3 Фd7 10. Крh1 *"},
		{"uk", "1. e4 e5 2. Кf3 Кc6 3. Сb5 a6 4. Сa4 Кf6 5. 0-0 Сe7 6. Тe1 b5 7. Сb3 d6 8. c3 0-0 9. h3 Фd7 10. Крh1 *"},
		{"fr", "1. e4 e5 2. Cf3 Cc6 3. Fb5 a6 4. Fa4 Cf6 5. O-O Fe7 6. Te1 b5 7. Fb3 d6 8. c3 O-O 9. h3 Dd7 10. Rh1 *"},
		{"hu", "1. e4 e5 2. Hf3 Hc6 3. Fb5 a6 4. Fa4 Hf6 5. O-O Fe7 6. Be1 b5 7. Fb3 d6 8. c3 O-O 9. h3 Vd7 *"},
	}
	for _, c := range cases {
		games, errs := readAll(t, c.text, nil)
		if len(games) != 1 || errs[0] != nil {
			t.Errorf("%s: %v", c.lang, errs)
			continue
		}
		if games[0].Lang.Code != c.lang {
			t.Errorf("%s game detected as %s", c.lang, games[0].Lang.Code)
		}
		if n := len(games[0].Moves); n < 17 {
			t.Errorf("%s game has %d moves", c.lang, n)
		}
	}
	// Forcing a language that does not fit gives an error naming the move.
	_, errs := readAll(t, cases[0].text, English)
	if errs[0] == nil || !strings.Contains(errs[0].Error(), `"Sf3"`) {
		t.Errorf("German game read as English: %v", errs[0])
	}
}

// randomGame plays n random legal plies from the start.
func randomGame(rng *rand.Rand, n int) *Game {
	g := NewGame()
	p := g.Start
	var buf [256]Move
	for i := 0; i < n; i++ {
		moves := p.LegalMoves(buf[:0])
		if len(moves) == 0 {
			break
		}
		m := moves[rng.IntN(len(moves))]
		g.Moves = append(g.Moves, m)
		p.Play(m)
	}
	return g
}

func TestRandomGamesRoundTripEveryLanguage(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	games := 60
	if testing.Short() {
		games = 10
	}
	for i := 0; i < games; i++ {
		g := randomGame(rng, 250)
		for _, l := range Languages() {
			for _, f := range []Format{{Lang: l}, {Lang: l, Long: true, Hyphen: true}, {Lang: l, Figurine: true}} {
				p := g.Start
				for ply, m := range g.Moves {
					s := FormatMove(&p, m, f)
					back, err := ParseMove(&p, s, l)
					if err != nil || back != m {
						t.Fatalf("game %d ply %d in %s (%+v): %q reads as %v, %v; want %s", i, ply, l.Code, f, s, back, err, m)
					}
					p.Play(m)
				}
			}
		}
		// And the whole game through PGN with detection, in SAN.
		var buf bytes.Buffer
		if err := WritePGN(&buf, g, Format{}); err != nil {
			t.Fatal(err)
		}
		again, errs := readAll(t, buf.String(), nil)
		if len(again) != 1 || errs[0] != nil || uciLine(again[0]) != uciLine(g) {
			t.Fatalf("game %d does not survive PGN: %v", i, errs)
		}
	}
}

// A NAG or comment written after a move that cannot be read belongs to
// that move: it is left out with the move, never pinned on the move
// before it (a "??" on an illegal move is not Black's reply's).
func TestNotesOfAnUnreadMoveStayWithIt(t *testing.T) {
	for _, text := range []string{
		"[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Qxe5?? Nf6 *\n",
		"[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Qxe5 $4 {a blunder} (3. Bb5) Nf6 *\n",
	} {
		g, err := NewPGNReader(strings.NewReader(text)).Next()
		var pe *PGNError
		if !errors.As(err, &pe) || pe.Token != "Qxe5" {
			t.Fatalf("%q: error %v, want one at Qxe5", text, err)
		}
		if len(g.Moves) != 4 {
			t.Fatalf("%q: %d moves kept, want 4", text, len(g.Moves))
		}
		for _, n := range g.Notes {
			t.Errorf("%q: note %+v kept on ply %d; it belongs to the unread move", text, n, n.Ply)
		}
	}
	// Notes of the moves that were read stay on them.
	g, _ := NewPGNReader(strings.NewReader("1. e4! {good} e5 2. Qh5?! Nc6 3. Qxe5?? *\n")).Next()
	var got []string
	for _, n := range g.Notes {
		got = append(got, strconv.Itoa(n.Ply)+":"+n.Text)
	}
	if want := "1:! 1:good 3:?! 5:??"; strings.Join(got, " ") != want {
		t.Errorf("notes %q, want %q", strings.Join(got, " "), want)
	}
}

// Text added to a file keeps the file's encoding: what EncodeText writes,
// the reader reads back as the same text.
func TestEncodeTextReadsBack(t *testing.T) {
	text := "[White \"Müller, Zoë – €\"]\n\n1. e4 e5 *\n"
	for _, enc := range []Encoding{UTF8, Latin1, UTF16LE, UTF16BE} {
		b, err := EncodeText(enc, text)
		if err != nil {
			t.Fatalf("%s: %v", enc, err)
		}
		switch enc {
		case UTF16LE:
			b = append([]byte{0xFF, 0xFE}, b...)
		case UTF16BE:
			b = append([]byte{0xFE, 0xFF}, b...)
		}
		got, genc, _ := DecodeText(b)
		if string(got) != text || genc != enc {
			t.Errorf("%s: read back %q as %s", enc, got, genc)
		}
	}
	var ue *UnencodableError
	if _, err := EncodeText(Latin1, "Иван"); !errors.As(err, &ue) || ue.Rune != 'И' {
		t.Errorf("Cyrillic in Latin-1: %v", err)
	}
}
