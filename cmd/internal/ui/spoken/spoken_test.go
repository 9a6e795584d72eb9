package spoken

import (
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/cmd/internal/ui/uitest"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
	"github.com/rochade/rochade/voices"
	"github.com/rochade/rochade/voices/speech"
)

// said joins the texts of the words: what the phrase says.
func said(words []speech.Word) string {
	var parts []string
	for _, w := range words {
		if w.Prompt != "" {
			parts = append(parts, w.Text)
		} else {
			parts = append(parts, w.Token.Spell(phonetic.German))
		}
	}
	return strings.Join(parts, " ")
}

// The time answer in each language: printed with the move number and
// the clocks, spoken with the number words and the unit in the form the
// number takes.
func TestTimeAnswer(t *testing.T) {
	r := announce.ClockReport{MoveNumber: 36, ToMove: notation.Black, Timed: true,
		White: 4*time.Minute + 12*time.Second, Black: time.Hour + 21*time.Minute + time.Second, MovesToControl: 4}
	for _, c := range []struct {
		lang         ui.Lang
		text, spoken string
	}{
		{ui.Russian, "Ход 36, ход чёрных. Белые 0:04:12. Чёрные 1:21:01. Контроль времени через 4 хода.",
			"Ход тридцать шесть ход чёрных Белые четыре минуты двенадцать секунд Чёрные один час двадцать одна минута одна секунда Контроль времени через четыре хода"},
		{ui.Ukrainian, "Хід 36, хід чорних. Білі 0:04:12. Чорні 1:21:01. Контроль часу через 4 ходи.",
			"Хід тридцять шість хід чорних Білі чотири хвилини дванадцять секунд Чорні одна година двадцять одна хвилина одна секунда Контроль часу через чотири ходи"},
		{ui.Polish, "Ruch 36, ruch czarnych. Białe 0:04:12. Czarne 1:21:01. Kontrola czasu za 4 ruchy.",
			"Ruch trzydzieści sześć ruch czarnych Białe cztery minuty dwanaście sekund Czarne jedna godzina dwadzieścia jeden minut jedna sekunda Kontrola czasu za cztery ruchy"},
		{ui.Czech, "Tah 36, na tahu je černý. Bílý 0:04:12. Černý 1:21:01. Časová kontrola za 4 tahy.",
			"Tah třicet šest na tahu je černý Bílý čtyři minuty dvanáct sekund Černý jedna hodina dvacet jedna minut jedna sekunda Časová kontrola za čtyři tahy"},
		{ui.English, "Move 36, Black to move. White 0:04:12. Black 1:21:01. Time control in 4 moves.",
			"Move thirty six Black to move White four minutes twelve seconds Black one hour twenty one minutes one second Time control in four moves"},
	} {
		text, words := New(c.lang, phonetic.German).Render(announce.Time(r))
		if text != c.text {
			t.Errorf("%s printed %q, want %q", c.lang, text, c.text)
		}
		if got := said(words); got != c.spoken {
			t.Errorf("%s says %q, want %q", c.lang, got, c.spoken)
		}
	}
}

// Plural forms and genders of the Slavic languages.
func TestCounts(t *testing.T) {
	ru := New(ui.Russian, phonetic.German)
	pl := New(ui.Polish, phonetic.German)
	cs := New(ui.Czech, phonetic.German)
	for _, c := range []struct {
		r    *Renderer
		n    int
		unit string
		want string
	}{
		{ru, 1, "minute", "одна минута"}, {ru, 2, "minute", "две минуты"}, {ru, 5, "minute", "пять минут"},
		{ru, 11, "move", "одиннадцать ходов"}, {ru, 22, "move", "двадцать два хода"}, {ru, 101, "move", "сто один ход"},
		{ru, 0, "second", "ноль секунд"},
		{pl, 1, "move", "jeden ruch"}, {pl, 22, "minute", "dwadzieścia dwie minuty"}, {pl, 21, "minute", "dwadzieścia jeden minut"},
		{pl, 12, "minute", "dwanaście minut"},
		{cs, 2, "hour", "dvě hodiny"}, {cs, 2, "move", "dva tahy"}, {cs, 5, "move", "pět tahů"}, {cs, 200, "move", "dvě stě tahů"},
	} {
		if got := said(c.r.count(c.n, c.unit).words); got != c.want {
			t.Errorf("%s %d %s: %q, want %q", c.r.c.lang, c.n, c.unit, got, c.want)
		}
	}
}

// Every message of every language says something in every slot's
// place, and the moves, squares and pieces stay the German words.
func TestGuidanceKeepsGermanWords(t *testing.T) {
	fixes := []announce.Fix{{Square: notation.Sq(4, 3)}, {Square: notation.Sq(5, 2), Want: notation.MakePiece(notation.White, notation.Knight)}}
	text, words := New(ui.Russian, phonetic.Cyrillic).Render(announce.PutRight(fixes))
	if want := "Проверьте позицию: освободите Ева фир, поставьте шпрингер белых на Феликс драй."; text != want {
		t.Errorf("printed %q, want %q", text, want)
	}
	var german int
	for _, w := range words {
		if w.Prompt == "" {
			german++
		}
	}
	if german != 5 { // Eva vier, Springer, Felix drei
		t.Errorf("%d German words in %q", german, said(words))
	}
	p := notation.StartPosition()
	m, _ := notation.ParseMove(&p, "Nf3", nil)
	move := announce.Announced(&p, m, announce.Options{})
	text, words = New(ui.Polish, phonetic.German).Render(move)
	if text != "Springer Felix drei" || len(words) != 3 || words[0].Prompt != "" {
		t.Errorf("a move in Polish: %q %v", text, words)
	}
}

// The built-in pack of every language has a clip for every word of its
// vocabulary and nothing else, and every phrase the renderer makes
// names only clips of the pack.
func TestBuiltInPacksComplete(t *testing.T) {
	for _, lang := range Langs() {
		fsys, err := PackFS(lang)
		if err != nil {
			t.Fatal(err)
		}
		r := voices.Check(fsys, ".", voices.CheckOptions{Words: Vocabulary(lang)})
		if !r.OK() {
			t.Errorf("%s: %+v", lang, r.Problems)
		}
		p, err := BuiltIn(lang)
		if err != nil {
			t.Fatal(err)
		}
		if p.Manifest.Language != string(lang) {
			t.Errorf("%s: the pack says language %q", lang, p.Manifest.Language)
		}
		rd := New(lang, phonetic.German)
		var lines []announce.Line
		for _, side := range []notation.Color{notation.White, notation.Black} {
			lines = append(lines, announce.Time(announce.ClockReport{MoveNumber: 123, ToMove: side, Timed: true, White: 3723 * time.Second, MovesToControl: 1}),
				announce.FlagFall(side), announce.Resigned(side), announce.TimeLeft(side, time.Minute),
				announce.ShowsEarlier(3, side))
		}
		lines = append(lines, announce.Result("1-0"), announce.Result("0-1"), announce.Result("1/2-1/2"),
			announce.KeyHelp([]announce.KeyName{{Digit: 5, Name: []phonetic.Token{phonetic.TimeWord}}}),
			announce.PutRight(make([]announce.Fix, 7)), announce.OnBoard(2, announce.BoardRight()),
			announce.Sentences(announce.GameOver(), announce.Result("0-1")), announce.SetUpNewGame())
		var phrases [][]speech.Word
		for _, l := range lines {
			if rd == nil {
				break // German: the lines are words of the announcement pack
			}
			_, words := rd.Render(l)
			phrases = append(phrases, words)
		}
		// The appliance's lines, with values of every kind.
		tl := NewTeller(ui.New(lang), phonetic.German)
		for _, key := range ui.Said {
			if _, counted := lang.Language().Messages[key+".one"]; counted {
				phrases = append(phrases, tl.Plural(key, 3, tl.Number(3)).Words)
				continue
			}
			phrases = append(phrases, tl.Msg(key, tl.Number(17), tl.Label(lang.Name()), tl.Value("40/90m+30s:30.5 é")).Words)
		}
		for _, words := range phrases {
			for _, w := range words {
				if w.Prompt == "" {
					continue
				}
				if _, ok := p.Clip(w.Prompt); !ok {
					t.Errorf("%s: no clip %s (%q)", lang, w.Prompt, w.Text)
				}
			}
		}
	}
}

func TestNoWordingForGerman(t *testing.T) {
	if New(ui.German, phonetic.German) != nil || Has(ui.German) {
		t.Error("German has a wording of its own: its lines are those of package announce")
	}
}

// What stands on a square and an engine's judgement, in Russian and
// English; the piece and square stay German.
func TestSquareAndEval(t *testing.T) {
	p := notation.StartPosition()
	for _, c := range []struct {
		lang ui.Lang
		line announce.Line
		want string
	}{
		{ui.Russian, announce.SquareContent(&p, notation.Sq(4, 1)), "Eva zwei: Bauer белых"},
		{ui.Russian, announce.SquareContent(&p, notation.Sq(4, 3)), "Eva vier: пусто"},
		{ui.English, announce.FileContent(&p, 0), "Anna eins: White's Turm, Anna zwei: White's Bauer, Anna drei: empty, Anna vier: empty, Anna fünf: empty, Anna sechs: empty, Anna sieben: Black's Bauer, Anna acht: Black's Turm"},
		{ui.Polish, announce.Pieces(&p, notation.Black), "Czarne: König Eva acht, Dame David acht, Turm Anna acht, Turm Hector acht, Läufer Cäsar acht, Läufer Felix acht, Springer Bella acht, Springer Gustav acht, Bauer Anna sieben, Bauer Bella sieben, Bauer Cäsar sieben, Bauer David sieben, Bauer Eva sieben, Bauer Felix sieben, Bauer Gustav sieben, Bauer Hector sieben"},
		{ui.Russian, announce.Judge(announce.Eval{Centipawns: -150}, true), "У чёрных лучше, -1.5"},
		{ui.Czech, announce.Judge(announce.Eval{Mate: 3}, false), "Bílý dá mat za 3 tahy."},
		{ui.English, announce.Judge(announce.Eval{Centipawns: 20}, false), "Equal position."},
	} {
		got, words := New(c.lang, phonetic.German).Render(c.line)
		if got != c.want {
			t.Errorf("%s: %q, want %q", c.lang, got, c.want)
		}
		if len(words) == 0 {
			t.Errorf("%s: %q says nothing", c.lang, got)
		}
	}
	_, words := New(ui.Russian, phonetic.German).Render(announce.Judge(announce.Eval{Centipawns: -150}, true))
	if got := said(words); got != "У чёрных лучше одна запятая пять" {
		t.Errorf("said %q", got)
	}
}

func TestTouch(t *testing.T) {
	l := announce.Touch(notation.MakePiece(notation.White, notation.Knight), notation.Sq(6, 0))
	if got, _ := New(ui.Ukrainian, phonetic.German).Render(l); got != "Торкнулися фігури: Springer Gustav eins" {
		t.Errorf("%q", got)
	}
}

// A made-up language speaks from its own lines, number words and counted
// words, its plural rule choosing their forms (its dual takes the form
// of few), with no change to this package.
func TestMadeUpLanguageSpeaks(t *testing.T) {
	defer ui.Register(uitest.MadeUp(nil))()
	r := New(uitest.Code, phonetic.German)
	if r == nil || !Has(uitest.Code) || uitest.Code.Language().PromptVoice == "" {
		t.Fatal("the made-up language has no spoken wording")
	}
	text, words := r.Render(announce.Time(announce.ClockReport{MoveNumber: 2, ToMove: notation.Black, Timed: true,
		White: 2 * time.Minute, Black: time.Hour + time.Second, MovesToControl: 1}))
	if want := "Móvé 2, Bláck tó móvé. Whíté 0:02:00. Bláck 1:00:01. Tímé cóntról ín 1 móvé."; text != want {
		t.Errorf("printed %q, want %q", text, want)
	}
	if want := "Móvé twó Bláck tó móvé Whíté twó mínútés Bláck óné hóúr óné sécónd Tímé cóntról ín óné móvé"; said(words) != want {
		t.Errorf("says %q, want %q", said(words), want)
	}
	var clips int
	for _, w := range Vocabulary(uitest.Code) {
		if strings.HasPrefix(w.Key, "time_black") {
			clips++
		}
	}
	if clips != 2 {
		t.Errorf("%d clips of time_black in the vocabulary", clips)
	}
}

// The pairing code in each language with a prompt pack: printed whole,
// said digit by digit.
func TestPairingCode(t *testing.T) {
	for _, c := range []struct {
		lang         ui.Lang
		text, spoken string
	}{
		{ui.English, "Pairing code: 407913. It works once, for 10 minutes.", "Pairing code four zero seven nine one three It works once, for ten minutes"},
		{ui.Russian, "Код привязки: 407913. Он действует один раз, 10 минут.", "Код привязки четыре ноль семь девять один три Он действует один раз десять минут"},
	} {
		text, words := New(c.lang, phonetic.German).Render(announce.PairingCode("407913", 10))
		if text != c.text {
			t.Errorf("%s printed %q, want %q", c.lang, text, c.text)
		}
		if got := said(words); got != c.spoken {
			t.Errorf("%s says %q, want %q", c.lang, got, c.spoken)
		}
	}
}
