package announce

import (
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
)

func spoken(l Line) string { return phonetic.Text(l.Words, phonetic.German) }

func TestTimeAnswer(t *testing.T) {
	l := Time(ClockReport{MoveNumber: 36, ToMove: notation.Black, Timed: true,
		White: 4*time.Minute + 12*time.Second + 900*time.Millisecond, Black: 10*time.Minute + 30*time.Second})
	if got, want := l.Text(phonetic.German), "Zug 36, Schwarz am Zug. Weiß 0:04:12. Schwarz 0:10:30."; got != want {
		t.Errorf("printed %q, want %q", got, want)
	}
	if got, want := spoken(l), "Zug sechsunddreißig Schwarz am Zug Weiß vier Minuten zwölf Sekunden Schwarz zehn Minuten dreißig Sekunden"; got != want {
		t.Errorf("spoken %q, want %q", got, want)
	}
	l = Time(ClockReport{MoveNumber: 1, ToMove: notation.White})
	if got, want := l.Text(phonetic.German), "Zug 1, Weiß am Zug."; got != want {
		t.Errorf("without a clock: %q, want %q", got, want)
	}
	l = Time(ClockReport{MoveNumber: 37, ToMove: notation.White, Timed: true, White: time.Hour + time.Minute + time.Second, MovesToControl: 4})
	if got, want := l.Text(phonetic.German), "Zug 37, Weiß am Zug. Weiß 1:01:01. Schwarz 0:00:00. Noch 4 Züge bis zur Zeitkontrolle."; got != want {
		t.Errorf("printed %q, want %q", got, want)
	}
	if got, want := spoken(l), "Zug siebenunddreißig Weiß am Zug Weiß eine Stunde eine Minute eine Sekunde Schwarz null Sekunden Noch vier Züge bis zur Zeitkontrolle"; got != want {
		t.Errorf("spoken %q, want %q", got, want)
	}
	l = Time(ClockReport{MoveNumber: 250, ToMove: notation.White, MovesToControl: 1})
	if got, want := spoken(l), "Zug zwei fünf null Weiß am Zug Noch eins Zug bis zur Zeitkontrolle"; got != want {
		t.Errorf("spoken %q, want %q", got, want)
	}
}

func TestDurationWords(t *testing.T) {
	for _, c := range []struct {
		d             time.Duration
		print, spoken string
	}{
		{0, "0:00:00", "null Sekunden"},
		{-3 * time.Second, "0:00:00", "null Sekunden"},
		{59*time.Second + 999*time.Millisecond, "0:00:59", "neunundfünfzig Sekunden"},
		{5 * time.Minute, "0:05:00", "fünf Minuten"},
		{90 * time.Minute, "1:30:00", "eine Stunde dreißig Minuten"},
		{2*time.Hour + 1*time.Second, "2:00:01", "zwei Stunden eine Sekunde"},
	} {
		l := Duration(c.d)
		if got := l.Text(phonetic.German); got != c.print {
			t.Errorf("%v printed %q, want %q", c.d, got, c.print)
		}
		if got := spoken(l); got != c.spoken {
			t.Errorf("%v spoken %q, want %q", c.d, got, c.spoken)
		}
	}
}

func TestBoardQuestions(t *testing.T) {
	p, err := notation.ParseFEN("4k3/8/8/8/4P3/8/8/R3K2Q w - - 0 40")
	if err != nil {
		t.Fatal(err)
	}
	e4, _ := notation.ParseSquare("e4")
	e5, _ := notation.ParseSquare("e5")
	h1, _ := notation.ParseSquare("h1")
	for _, c := range []struct {
		l    Line
		want string
	}{
		{SquareContent(&p, e4), "Eva vier: weißer Bauer"},
		{SquareContent(&p, e5), "Eva fünf: leer"},
		{SquareContent(&p, h1), "Hector eins: weiße Dame"},
		{Pieces(&p, notation.White), "Weiß: König Eva eins, Dame Hector eins, Turm Anna eins, Bauer Eva vier"},
		{Pieces(&p, notation.Black), "Schwarz: König Eva acht"},
		{Board(&p), "Weiß: König Eva eins, Dame Hector eins, Turm Anna eins, Bauer Eva vier. Schwarz: König Eva acht"},
		{FileContent(&p, 4), "Eva eins: weißer König, Eva zwei: leer, Eva drei: leer, Eva vier: weißer Bauer, Eva fünf: leer, Eva sechs: leer, Eva sieben: leer, Eva acht: schwarzer König"},
		{FlagFall(notation.White), "Zeitüberschreitung Weiß"},
		{Result("0-1"), "Schwarz gewinnt"},
		{Result("1/2-1/2"), "Remis"},
		{Touch(notation.MakePiece(notation.White, notation.Knight), h1), "berührt Springer Hector eins"},
		{PutRight([]Fix{{Square: e4}, {Square: e5, Want: notation.MakePiece(notation.Black, notation.Pawn)}}), "Stellung prüfen Eva vier räumen schwarzen Bauern auf Eva fünf setzen"},
	} {
		if got := c.l.Text(phonetic.German); got != c.want {
			t.Errorf("got %q, want %q", got, c.want)
		}
		if got, want := spoken(c.l), strings.NewReplacer(":", "", ",", "", ".", "").Replace(c.want); got != want {
			t.Errorf("spoken %q, want %q", got, want)
		}
	}
	r := RankContent(&p, 0).Text(phonetic.German)
	if !strings.HasPrefix(r, "Anna eins: weißer Turm, Bella eins: leer") || !strings.HasSuffix(r, "Hector eins: weiße Dame") {
		t.Errorf("rank 1: %q", r)
	}
}

func TestKeyHelp(t *testing.T) {
	l := KeyHelp([]KeyName{{Digit: 5, Name: []phonetic.Token{phonetic.TimeWord}}, {Digit: 0, Name: []phonetic.Token{phonetic.Repeat}}})
	if got, want := l.Text(phonetic.German), "Hilfe. Taste 5: Zeit. Taste 0: Wiederholen."; got != want {
		t.Errorf("printed %q, want %q", got, want)
	}
	if got, want := spoken(l), "Hilfe Taste fünf Zeit Taste null Wiederholen"; got != want {
		t.Errorf("spoken %q, want %q", got, want)
	}
}

func TestEngineLines(t *testing.T) {
	p := notation.StartPosition()
	g1, _ := notation.ParseMove(&p, "Nf3", nil)
	e2, _ := notation.ParseMove(&p, "e4", nil)
	for _, c := range []struct {
		l      Line
		print  string
		spoken string
	}{
		{EngineMove(&p, g1), "Computer: Springer Gustav eins nach Felix drei", ""},
		{MakeMove(&p, e2), "Zug ausführen: Bauer Eva zwei nach Eva vier", ""},
		{Hint(&p, g1, Options{}), "Tipp: Springer Felix drei", ""},
		{Judge(Eval{Centipawns: 20}, false), "Ausgeglichen", ""},
		{Judge(Eval{Centipawns: -120}, false), "Schwarz steht besser", ""},
		{Judge(Eval{Centipawns: 154}, true), "Weiß steht besser, +1.5", "Weiß steht besser eins Komma fünf"},
		{Judge(Eval{Centipawns: -1296}, true), "Schwarz steht auf Gewinn, -13.0", "Schwarz steht auf Gewinn dreizehn Komma null"},
		{Judge(Eval{Mate: -3}, true), "Schwarz setzt matt in 3", "Schwarz setzt matt in drei"},
		{LevelSet(5), "Stufe 5", "Stufe fünf"},
		{SetUpNewGame(), "Neue Partie, Grundstellung aufbauen", ""},
	} {
		if got := c.l.Text(phonetic.German); got != c.print {
			t.Errorf("printed %q, want %q", got, c.print)
		}
		want := c.spoken
		if want == "" {
			want = strings.NewReplacer(":", "", ",", "").Replace(c.print)
		}
		if got := spoken(c.l); got != want {
			t.Errorf("spoken %q, want %q", got, want)
		}
	}
}

// Every line of the assistant carries its fact, so that it can be said
// in another language; a move's announcement carries none.
func TestLinesCarryFacts(t *testing.T) {
	r := ClockReport{MoveNumber: 36, ToMove: notation.Black, Timed: true, White: 252 * time.Second}
	if f, ok := Time(r).Fact.(ClockFact); !ok || f.MoveNumber != 36 || f.White != r.White {
		t.Errorf("Time: fact %#v", Time(r).Fact)
	}
	if f, ok := FlagFall(notation.White).Fact.(FlagFallFact); !ok || f.Side != notation.White {
		t.Errorf("FlagFall: fact %#v", FlagFall(notation.White).Fact)
	}
	if f, ok := Result("0-1").Fact.(ResultFact); !ok || f.Result != "0-1" {
		t.Errorf("Result: fact %#v", Result("0-1").Fact)
	}
	fixes := make([]Fix, 6)
	if f, ok := PutRight(fixes).Fact.(PutRightFact); !ok || f.Count != 6 || len(f.Fixes) != MaxFixes-1 {
		t.Errorf("PutRight: fact %#v", PutRight(fixes).Fact)
	}
	s := Sentences(GameOver(), NewGame())
	if f, ok := s.Fact.(SentencesFact); !ok || len(f.Lines) != 2 || f.Lines[0].Fact != SaidGameOver {
		t.Errorf("Sentences: fact %#v", s.Fact)
	}
	p := notation.StartPosition()
	m, err := notation.ParseMove(&p, "Nf3", nil)
	if err != nil {
		t.Fatal(err)
	}
	if f := Announced(&p, m, Options{}).Fact; f != nil {
		t.Errorf("a move's announcement has fact %#v", f)
	}
}

// The pairing code of the live page: printed whole, said digit by digit
// with how long it works.
func TestPairingCode(t *testing.T) {
	l := PairingCode("482913", 10)
	if got, want := l.Text(phonetic.German), "Kopplungscode: 482913, 10 Minuten"; got != want {
		t.Errorf("printed %q, want %q", got, want)
	}
	if got, want := spoken(l), "vier acht zwei neun eins drei zehn Minuten"; got != want {
		t.Errorf("spoken %q, want %q", got, want)
	}
	if f, ok := l.Fact.(PairingCodeFact); !ok || f.Code != "482913" || f.Minutes != 10 {
		t.Errorf("its fact: %#v", l.Fact)
	}
}
