package notation

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"
	"unicode/utf16"
)

// readBytes reads every game of a file given as bytes.
func readBytes(t *testing.T, data []byte) ([]*Game, []error) {
	t.Helper()
	return readAll(t, string(data), nil)
}

func pgnErr(t *testing.T, err error) *PGNError {
	t.Helper()
	var pe *PGNError
	if !errors.As(err, &pe) {
		t.Fatalf("error %v, want a *PGNError", err)
	}
	return pe
}

func TestPGNByteOrderMark(t *testing.T) {
	text := "\xEF\xBB\xBF[Event \"a\"]\n\n1. e4 e5 1-0\n\n[Event \"b\"]\n\n1. d4 Nf9 *\n"
	games, errs := readBytes(t, []byte(text))
	if len(games) != 2 || errs[0] != nil {
		t.Fatalf("%d games, errors %v", len(games), errs)
	}
	if g := games[0]; g.Number != 1 || g.Tag("Event") != "a" || uciLine(g) != "e2e4 e7e5" {
		t.Errorf("game 1: number %d event %q moves %s", g.Number, g.Tag("Event"), uciLine(g))
	}
	// The byte offset counts the mark: it is a byte of the file.
	pe := pgnErr(t, errs[1])
	if want := int64(strings.Index(text, "Nf9")); pe.Game != 2 || pe.Line != 7 || pe.Offset != want {
		t.Errorf("error at game %d line %d byte %d, want game 2 line 7 byte %d", pe.Game, pe.Line, pe.Offset, want)
	}
}

func TestPGNLatin1(t *testing.T) {
	// ISO 8859-1 with Windows-1252 in 0x80 to 0x9F: ü, ×, ½, € and š.
	data := []byte("[Event \"Vereinsmeisterschaft \x80 5\"]\n[White \"M\xfcller\"]\n[Black \"Ko\x9aice\"]\n\n" +
		"1. e4 d5 2. e\xd7d5 Qxd5 3. Nc3 \xbd-\xbd\n\n[White \"J\xe4ger\"]\n\n1. e4 Kx\xe4 *\n")
	r := NewPGNReader(bytes.NewReader(data))
	g, err := r.Next()
	if err != nil {
		t.Fatal(err)
	}
	if r.Encoding() != Latin1 {
		t.Errorf("encoding %v, want Latin-1", r.Encoding())
	}
	if g.Tag("White") != "Müller" || g.Tag("Black") != "Košice" || g.Tag("Event") != "Vereinsmeisterschaft € 5" {
		t.Errorf("tags %q %q %q", g.Tag("White"), g.Tag("Black"), g.Tag("Event"))
	}
	if uciLine(g) != "e2e4 d7d5 e4d5 d8d5 b1c3" || g.Result != "1/2-1/2" {
		t.Errorf("moves %s result %q", uciLine(g), g.Result)
	}
	var buf bytes.Buffer
	if err := WritePGN(&buf, g, Format{}); err != nil {
		t.Fatal(err)
	}
	if out := buf.String(); !strings.Contains(out, `[White "Müller"]`) || strings.ContainsRune(out, '\uFFFD') {
		t.Errorf("written as:\n%s", out)
	}
	g2, err := r.Next()
	if g2 == nil || g2.Tag("White") != "Jäger" {
		t.Fatalf("game 2: %+v", g2)
	}
	// The error names the byte of the file, where ä is one byte.
	pe := pgnErr(t, err)
	if want := int64(bytes.Index(data, []byte("Kx\xe4"))); pe.Offset != want || pe.Line != 9 {
		t.Errorf("error at line %d byte %d, want line 9 byte %d", pe.Line, pe.Offset, want)
	}
	if strings.ContainsRune(err.Error(), '\uFFFD') || !strings.Contains(err.Error(), `"Kxä"`) {
		t.Errorf("error %q", err)
	}
}

func utf16File(s string, bigEndian bool) []byte {
	out := []byte{0xFF, 0xFE}
	if bigEndian {
		out = []byte{0xFE, 0xFF}
	}
	for _, u := range utf16.Encode([]rune(s)) {
		if bigEndian {
			out = append(out, byte(u>>8), byte(u))
		} else {
			out = append(out, byte(u), byte(u>>8))
		}
	}
	return out
}

func TestPGNUTF16(t *testing.T) {
	text := "[White \"Müller\"]\n\n1. e4 e5 2. Nf3 ½-½\n\n1. d4 Nf9 *\n"
	for _, be := range []bool{false, true} {
		data := utf16File(text, be)
		games, errs := readBytes(t, data)
		if len(games) != 2 || errs[0] != nil {
			t.Fatalf("big-endian %v: %d games, %v", be, len(games), errs)
		}
		if g := games[0]; g.Tag("White") != "Müller" || uciLine(g) != "e2e4 e7e5 g1f3" || g.Result != "1/2-1/2" {
			t.Errorf("big-endian %v: %q %s %q", be, g.Tag("White"), uciLine(g), g.Result)
		}
		// Two bytes a character, after the two-byte mark.
		pe := pgnErr(t, errs[1])
		if want := int64(2 + 2*len([]rune(text[:strings.Index(text, "Nf9")]))); pe.Offset != want {
			t.Errorf("big-endian %v: error at byte %d, want %d", be, pe.Offset, want)
		}
	}
}

func TestPGNTrailingComments(t *testing.T) {
	for _, tail := range []string{"{the end}\n", "; a last line\n", "{a}\n; b\n% c\n\n"} {
		games, errs := readAll(t, "[Event \"x\"]\n\n1. e4 e5 1-0\n"+tail, nil)
		if len(games) != 1 || errs[0] != nil {
			t.Errorf("tail %q: %d games, %v", tail, len(games), errs)
			continue
		}
		// Nothing is lost: the comments are the last game's.
		if n := games[0].Notes; len(n) == 0 || n[len(n)-1].Kind != Comment || n[len(n)-1].Ply != 2 {
			t.Errorf("tail %q: notes %+v", tail, n)
		}
	}
}

func TestPGNGamesSeparatedByEmptyLine(t *testing.T) {
	games, errs := readAll(t, "1. e4 e5 2. Nf3\n\n1. d4 d5\n\n\n1. c4\n", nil)
	if len(games) != 3 {
		t.Fatalf("%d games, want 3", len(games))
	}
	for i, want := range []string{"e2e4 e7e5 g1f3", "d2d4 d7d5", "c2c4"} {
		if errs[i] != nil || uciLine(games[i]) != want {
			t.Errorf("game %d: %s, %v; want %s", i+1, uciLine(games[i]), errs[i], want)
		}
	}
	// An empty line inside a game, before a later move number, is not a
	// new game.
	games, errs = readAll(t, "1. e4 e5\n\n2. Nf3 Nc6\n\n3. Bb5 *\n", nil)
	if len(games) != 1 || errs[0] != nil || len(games[0].Moves) != 5 {
		t.Errorf("one game with empty lines: %d games %v", len(games), errs)
	}
}

func TestPGNSyntaxErrorsKeepMovesAndNameTheOpening(t *testing.T) {
	cases := []struct {
		name, text string
		moves      string // UCI of the moves kept
		line       int
		at         string // the text at the error's byte offset
		says       string
		next       string // the event of the game read after, if any
	}{
		{"stray parenthesis", "[Event \"a\"]\n\n1. e4 e5 2. Nf3\n) Nc6 3. Bb5 *\n", "e2e4 e7e5 g1f3", 4, ") Nc6", "closes no variation", ""},
		{"unclosed variation", "[Event \"a\"]\n\n1. e4 e5 (1... c5 2. Nf3\n2. Nf3 Nc6 *\n\n[Event \"b\"]\n\n1. d4 *\n", "e2e4 e7e5", 3, "(1... c5", "variation opened here is not closed", "b"},
		{"unclosed comment", "[Event \"a\"]\n\n1. e4 e5 2. Nf3 {a comment\nthat runs on\n2... Nc6 *\n\n[Event \"b\"]\n\n1. d4 { closed } *\n", "e2e4 e7e5 g1f3", 3, "{a comment", "comment opened here is not closed", "b"},
		{"unterminated tag value", "[Event \"a\"]\n[White \"Anna\n[Black \"Bob\"]\n\n1. e4 e5 *\n", "e2e4 e7e5", 2, "[White", "value of tag \"White\" is not closed", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			games, errs := readAll(t, c.text, nil)
			if len(games) == 0 {
				t.Fatal("no game")
			}
			if got := uciLine(games[0]); got != c.moves {
				t.Errorf("moves kept %q, want %q", got, c.moves)
			}
			pe := pgnErr(t, errs[0])
			if pe.Line != c.line || !strings.HasPrefix(c.text[pe.Offset:], c.at) {
				t.Errorf("error at line %d byte %d (%q), want line %d at %q", pe.Line, pe.Offset, c.text[pe.Offset:], c.line, c.at)
			}
			if !strings.Contains(pe.Error(), c.says) {
				t.Errorf("error %q does not say %q", pe, c.says)
			}
			if c.next != "" {
				if len(games) != 2 || games[1].Tag("Event") != c.next || errs[1] != nil || len(games[1].Moves) != 1 {
					t.Errorf("the next game is not read: %d games %v", len(games), errs)
				}
			}
		})
	}
}

func TestPGNFENErrorNamesItsLine(t *testing.T) {
	text := "[Event \"a\"]\n[SetUp \"1\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n[White \"x\"]\n\n1. e4 *\n"
	_, errs := readAll(t, text, nil)
	pe := pgnErr(t, errs[0])
	if pe.Line != 3 || !strings.HasPrefix(text[pe.Offset:], "[FEN") {
		t.Errorf("FEN error at line %d byte %d, want line 3", pe.Line, pe.Offset)
	}
}

func TestPGNEllipsis(t *testing.T) {
	games, errs := readAll(t, "1. e4 ... e5 2. Nf3 … Nc6 3. Bb5 .. a6 *\n", nil)
	if errs[0] != nil || uciLine(games[0]) != "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6" {
		t.Errorf("%s %v", uciLine(games[0]), errs[0])
	}
	text := "[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppp1ppp/8/4p3/3PP3/8/PPP2PPP/RNBQKBNR b KQkq d3 0 2\"]\n\n2. ... Bb4+ 3. c3 *\n"
	games, errs = readAll(t, text, nil)
	if errs[0] != nil || uciLine(games[0]) != "f8b4 c2c3" {
		t.Errorf("%s %v", uciLine(games[0]), errs[0])
	}
}

func TestPGNForfeits(t *testing.T) {
	for tok, want := range map[string]string{"+--": "+/-", "--+": "-/+", "+:-": "+/-", "-:+": "-/+", "-:-": "-/-", "+/-": "+/-", "-/+": "-/+"} {
		games, errs := readAll(t, "[Event \"Liga\"]\n[Result \""+tok+"\"]\n\n"+tok+"\n\n[Event \"next\"]\n\n1. e4 *\n", nil)
		if len(games) != 2 || errs[0] != nil || errs[1] != nil {
			t.Errorf("%s: %d games %v", tok, len(games), errs)
			continue
		}
		if games[0].Result != want || len(games[0].Moves) != 0 {
			t.Errorf("%s: result %q, want %q", tok, games[0].Result, want)
		}
	}
	// A forfeit after a few moves (a game abandoned and scored so).
	games, _ := readAll(t, "1. e4 e5 --+\n", nil)
	if games[0].Result != "-/+" || len(games[0].Moves) != 2 {
		t.Errorf("result %q moves %d", games[0].Result, len(games[0].Moves))
	}
}

func TestPGNNullMoves(t *testing.T) {
	games, errs := readAll(t, "1. e4 -- 2. d4 Z0 3. Nf3 {analysis} 0000 4. Bd3 *\n", nil)
	if errs[0] != nil {
		t.Fatal(errs[0])
	}
	g := games[0]
	if got := uciLine(g); got != "e2e4 0000 d2d4 0000 g1f3 0000 f1d3" {
		t.Errorf("UCI %s", got)
	}
	if p := g.Final(); p.Turn() != Black || p.MoveNumber() != 4 {
		t.Errorf("after the game: %s to move, move %d", p.Turn(), p.MoveNumber())
	}
	if d := g.Start.Describe(NullMove); !d.Null || string(AppendMove(nil, d, Format{})) != "--" {
		t.Errorf("null move described as %+v", d)
	}
	var buf bytes.Buffer
	if err := WritePGN(&buf, g, Format{}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), "1. e4 -- 2. d4 --") {
		t.Errorf("written as:\n%s", buf.String())
	}
	again, errs := readAll(t, buf.String(), nil)
	if errs[0] != nil || uciLine(again[0]) != uciLine(g) {
		t.Errorf("read back as %s, %v", uciLine(again[0]), errs[0])
	}
	// Not while in check.
	games, errs = readAll(t, "1. e4 e5 2. Qh5 Nc6 3. Qxf7+ -- *\n", nil)
	if pe := pgnErr(t, errs[0]); pe.Token != "--" || len(games[0].Moves) != 5 || !strings.Contains(pe.Error(), "in check") {
		t.Errorf("%v, %d moves", errs[0], len(games[0].Moves))
	}
}

func TestPGNChess960(t *testing.T) {
	for _, castling := range []string{"GBgb", "KQkq", "BGbg"} {
		text := "[Event \"960\"]\n[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w " + castling + " - 0 1\"]\n\n1. O-O-O O-O 2. d4 *\n"
		games, errs := readAll(t, text, nil)
		if errs[0] != nil {
			t.Fatalf("%s: %v", castling, errs[0])
		}
		g := games[0]
		if !g.Start.Chess960() {
			t.Errorf("%s: not a Chess960 game", castling)
		}
		if got := string(g.AppendUCI(nil)); got != "e1b1 e8g8 d2d4" {
			t.Errorf("%s: UCI %s, want e1b1 e8g8 d2d4", castling, got)
		}
		p := g.Position(2)
		if p.PieceAt(Sq(2, 0)) != MakePiece(White, King) || p.PieceAt(Sq(3, 0)) != MakePiece(White, Rook) ||
			p.PieceAt(Sq(6, 7)) != MakePiece(Black, King) || p.PieceAt(Sq(5, 7)) != MakePiece(Black, Rook) {
			t.Errorf("%s: after castling: %s", castling, p.FEN())
		}
		// UCI castling as the king taking its rook reads back, and the
		// game survives writing.
		p = g.Start
		m, err := ParseMove(&p, "e1b1", nil)
		if err != nil || m != g.Moves[0] {
			t.Errorf("%s: e1b1 reads as %v, %v", castling, m, err)
		}
		var buf bytes.Buffer
		if err := WritePGN(&buf, g, Format{}); err != nil {
			t.Fatal(err)
		}
		again, errs := readAll(t, buf.String(), nil)
		if errs[0] != nil || string(again[0].AppendUCI(nil)) != "e1b1 e8g8 d2d4" {
			t.Errorf("%s: written and read back: %v\n%s", castling, errs[0], buf.String())
		}
	}
	// The standard array as a Chess960 game: castling is e1h1.
	games, errs := readAll(t, "[Variant \"Chess960\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1\"]\n\n1. e4 e5 2. Nf3 Nf6 3. Be2 Be7 4. O-O O-O *\n", nil)
	if errs[0] != nil || string(games[0].AppendUCI(nil)) != "e2e4 e7e5 g1f3 g8f6 f1e2 f8e7 e1h1 e8h8" {
		t.Errorf("standard array in Chess960: %s %v", games[0].AppendUCI(nil), errs[0])
	}
	if games[0].Start.FEN() != StartFEN {
		t.Errorf("FEN %s", games[0].Start.FEN())
	}
}

func TestPGNOtherVariantsRefused(t *testing.T) {
	for _, v := range []string{"Crazyhouse", "Atomic", "Antichess", "King of the Hill", "Three-check"} {
		text := "[Event \"x\"]\n[Variant \"" + v + "\"]\n\n1. e4 e5 *\n\n[Event \"y\"]\n\n1. d4 *\n"
		games, errs := readAll(t, text, nil)
		if len(games) != 2 {
			t.Fatalf("%s: %d games", v, len(games))
		}
		pe := pgnErr(t, errs[0])
		if !strings.Contains(pe.Error(), v) || pe.Line != 2 || len(games[0].Moves) != 0 {
			t.Errorf("%s: %v (line %d), %d moves", v, pe, pe.Line, len(games[0].Moves))
		}
		if errs[1] != nil || len(games[1].Moves) != 1 {
			t.Errorf("%s: next game %v", v, errs[1])
		}
	}
}

func TestPGNSecondAlphabet(t *testing.T) {
	text := "[SetUp \"1\"]\n[FEN \"4k3/P7/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. a8=Q Крd7 2. Фa4+ Крe6 3. Крe2 Крf5 4. a8=N *\n"
	text = strings.Replace(text, " 4. a8=N", "", 1)
	games, errs := readAll(t, text, nil)
	if errs[0] != nil || games[0].Lang.Code != "ru" || uciLine(games[0]) != "a7a8q e8d7 a8a4 d7e6 e1e2 e6f5" {
		t.Errorf("%v %s %s", errs[0], games[0].Lang.Code, uciLine(games[0]))
	}
	// A Latin letter that means something in the game's language is read
	// in that language only: K is a Russian knight.
	p, _ := ParseFEN("4k3/8/8/8/8/8/8/1N2K3 w - - 0 1")
	if m, err := ParseMove(&p, "Kc3", LangByCode("ru")); err != nil || m.UCI() != "b1c3" {
		t.Errorf("Kc3 in Russian: %v %v", m, err)
	}
	if m, err := ParseMove(&p, "Qd1", LangByCode("ru")); err == nil {
		t.Errorf("Qd1 with no queen read as %v", m)
	}
}

func TestPGNLanguageFromTheWholeFile(t *testing.T) {
	const ambiguous = "[Event \"short\"]\n\n1. e4 e5 2. Se2 *\n\n"
	const german = "[Event \"de\"]\n\n1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 *\n\n"
	const czech = "[Event \"cs\"]\n\n1. e4 e5 2. Jf3 Jc6 3. Sb5 a6 *\n\n"
	cases := []struct {
		text, lang, uci string
	}{
		{german + ambiguous, "de", "e2e4 e7e5 g1e2"},
		{ambiguous + german, "de", "e2e4 e7e5 g1e2"},
		{czech + ambiguous, "cs", "e2e4 e7e5 f1e2"},
		{ambiguous + czech, "cs", "e2e4 e7e5 f1e2"},
	}
	for _, c := range cases {
		games, errs := readAll(t, c.text, nil)
		for i, g := range games {
			if errs[i] != nil || g.Warning != "" {
				t.Errorf("game %d: %v %q", i+1, errs[i], g.Warning)
			}
			if g.Tag("Event") == "short" && (g.Lang.Code != c.lang || uciLine(g) != c.uci) {
				t.Errorf("short game read in %s as %s, want %s %s", g.Lang.Code, uciLine(g), c.lang, c.uci)
			}
		}
	}
	games, errs := readAll(t, ambiguous, nil)
	if errs[0] != nil || !strings.Contains(games[0].Warning, "German") || !strings.Contains(games[0].Warning, "Czech") ||
		strings.Contains(games[0].Warning, "\n") {
		t.Errorf("lone short game: %v, warning %q", errs[0], games[0].Warning)
	}
}

func TestErrorLinesShortAndEscaped(t *testing.T) {
	long := "Nf3" + strings.Repeat("x", 200)
	_, errs := readAll(t, "1. e4 e5 2. "+long+" *\n", nil)
	msg := errs[0].Error()
	if strings.Contains(msg, strings.Repeat("x", 41)) || !strings.Contains(msg, "…") {
		t.Errorf("long token quoted as %q", msg)
	}
	_, errs = readAll(t, "1. e4 e5 2. N\x1b[2Jf3\x07 *\n", nil)
	msg = errs[0].Error()
	if strings.ContainsAny(msg, "\x1b\x07") || !strings.Contains(msg, `\u001b`) {
		t.Errorf("control characters not escaped: %q", msg)
	}
	_, errs = readAll(t, "[Whi\x1bte \"x\n1. e4 *\n", nil)
	if msg := errs[0].Error(); strings.ContainsRune(msg, 0x1b) {
		t.Errorf("tag name not escaped: %q", msg)
	}
	if _, err := ParseMove(new(Position), strings.Repeat("é", 100), English); err == nil || len([]rune(err.Error())) > 120 {
		t.Errorf("ParseMove error %v", err)
	}
}

var _ = io.EOF

func TestChess960FEN(t *testing.T) {
	cases := []struct{ in, out string }{
		// The f1 rook has the right though h1 holds a rook farther out:
		// X-FEN names its file.
		{"4k3/8/8/8/8/8/8/4KR1R w F - 0 1", "4k3/8/8/8/8/8/8/4KR1R w F - 0 1"},
		{"4k3/8/8/8/8/8/8/4KR1R w H - 0 1", "4k3/8/8/8/8/8/8/4KR1R w K - 0 1"},
		{"rk4r1/8/8/8/8/8/8/RK4R1 w GAga - 0 1", "rk4r1/8/8/8/8/8/8/RK4R1 w KQkq - 0 1"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1", StartFEN},
	}
	for _, c := range cases {
		p, err := ParseFEN(c.in)
		if err != nil {
			t.Errorf("%s: %v", c.in, err)
			continue
		}
		if got := p.FEN(); got != c.out {
			t.Errorf("%s written as %s, want %s", c.in, got, c.out)
		}
	}
	// Rights the pieces do not support are dropped; letters that are no
	// rights are refused.
	for _, fen := range []string{"4k3/8/8/8/8/8/8/4K3 w K - 0 1", "4k3/8/8/8/8/8/8/R3K3 w B - 0 1", "4k3/8/8/8/8/8/8/R2K4 w E - 0 1"} {
		if p, err := ParseFEN(fen); err != nil || strings.Fields(p.FEN())[2] != "-" {
			t.Errorf("%s: %v %s", fen, err, p.FEN())
		}
	}
	if _, err := ParseFEN("4k3/8/8/8/8/8/8/R3K3 w X - 0 1"); err == nil {
		t.Errorf("castling rights X read without error")
	}
	// The king f1 with the rook h1: O-O puts the king on g1 and the rook on
	// f1; Kg1 is the plain king move.
	p, _ := ParseFEN("4k3/8/8/8/8/8/8/5K1R w H - 0 1")
	short, err := ParseMove(&p, "O-O", nil)
	if err != nil || !short.IsCastle() || p.UCI(short) != "f1h1" {
		t.Fatalf("O-O: %v %v", short, err)
	}
	q := p
	q.Play(short)
	if q.PieceAt(Sq(6, 0)) != MakePiece(White, King) || q.PieceAt(Sq(5, 0)) != MakePiece(White, Rook) {
		t.Errorf("after O-O: %s", q.FEN())
	}
	if m, err := ParseMove(&p, "Kg1", nil); err != nil || m.IsCastle() {
		t.Errorf("Kg1: %v %v", m, err)
	}
}

func TestQuote(t *testing.T) {
	for in, want := range map[string]string{
		"Nf3":                       `"Nf3"`,
		"a\x00b\x1b[31m":            `"a\u0000b\u001b[31m"`,
		"\xff\xfe":                  `"\xff\xfe"`,
		"\u202eevil":                `"\u202eevil"`,
		strings.Repeat("é", 50):     `"` + strings.Repeat("é", 40) + `…"`,
		"line\nbreak\ttab\"quote\"": `"line\nbreak\ttab\"quote\""`,
	} {
		if got := Quote(in); got != want {
			t.Errorf("Quote(%q) = %s, want %s", in, got, want)
		}
	}
}
