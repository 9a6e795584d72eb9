// Package phonetic is the vocabulary of Rochade's announcements: every word
// or fixed phrase that can be said at the board (FIDE Laws of Chess,
// Appendix D.2.1 and what a game at the board needs besides), how it is
// written in each spelling, and the stable key that names its recorded clip
// in a voice pack.
//
// It imports no other package of this module.
package phonetic

import (
	"fmt"
	"strconv"
	"strings"
)

// Token is one word or fixed phrase of the announcement vocabulary.
type Token uint16

// The vocabulary. The order is part of no format: voice packs and files
// name tokens by Key, never by number.
const (
	NoToken Token = iota

	// Files a to h (D.2.1).
	FileA
	FileB
	FileC
	FileD
	FileE
	FileF
	FileG
	FileH

	// Ranks 1 to 8, said in German (D.2.1).
	Rank1
	Rank2
	Rank3
	Rank4
	Rank5
	Rank6
	Rank7
	Rank8

	// Pieces (D.2.1).
	King
	Queen
	Rook
	Bishop
	Knight
	Pawn

	// Castling and the words of a move.
	ShortCastle
	LongCastle
	Captures
	Check
	Mate
	Stalemate
	EnPassant
	PromotesTo

	// The game at the board.
	White
	Black
	Move
	Hour
	Hours
	Minute
	Minutes
	Second
	Seconds
	Draw
	DrawOffer
	Wins
	GameOver
	IllegalMove
	CheckPosition
	Touched
	Place
	Remove
	Clear
	PositionOK
	BoardConnected
	BoardDisconnected
	On

	// The assistant's answers and the clock (Appendix D.2.6.1,
	// D.2.10.4 and D.2.10.5).
	ToMove
	TimeForfeit
	Empty
	One
	Still
	MovesToControl
	MoveToControl
	NoMove
	NewGameWord
	SaveFailed
	Saved
	BoardNoAnswer
	Unknown

	// The names of the requests, as the help says them.
	Help
	Key
	TimeWord
	Repeat
	LastMoves
	Field
	FileWord
	RankWord
	PiecesWord
	Board

	// Two boards (Appendix D.1, D.2.9).
	To
	Discrepancy
	At

	// Playing against an engine.
	Computer
	Hint
	ExecuteMove
	Better
	Winning
	Equal
	MatesIn
	Comma
	Level
	SetUpStart
	EngineRestarted
	TakeBack
	NullMove

	// Setting a resumed game's position up: "Stellung aufbauen: noch
	// zwei Züge".
	SetUpPosition // "Stellung aufbauen"
	MovesWord     // "Züge": moves still to be made

	// The game's life at the board.
	BoardBackAgain // a board connected again after it was away
	ConfirmNewGame // asking the players to confirm a new game
	GameInProgress // a game is being played
	StartPosition  // the starting position stands on the board
	Resigns        // "Weiß gibt auf"
	WhileAway      // moves made while the board was away
	BoardShowsMove // the board shows the position after an earlier move
	Fields         // "Felder": how many squares differ
	CaughtUp       // moves made while the board could not be followed, said afterwards
	OrderUnknown   // the position is known, not the order of the moves
	TakeBackLast   // take the last move back

	// Colour words in the nominative, for what stands on a square:
	// "weißer Springer" (the feminine "weiße Dame" is WhiteFem).
	WhiteNom
	BlackNom

	// Colour words for instructions such as "weißen Springer auf Felix
	// drei setzen": the accusative of a masculine piece (König, Turm,
	// Läufer, Springer, Bauer) and of the feminine Dame.
	WhiteMasc
	WhiteFem
	BlackMasc
	BlackFem
	// PawnAcc is "Bauern", the accusative of Bauer.
	PawnAcc

	// Num0 is the first of the numbers 0 to 59, each one word: the
	// token for n is Num0+n.
	Num0
)

// Parts of numbers from 60 to 200: "einund" ... "neunund" (UnitAnd1+u-1
// for the unit u), the tens "sechzig" ... "neunzig", "hundert" and
// "zweihundert".
const (
	UnitAnd1 = Num0 + 60
	Tens60   = UnitAnd1 + 8 + iota // UnitAnd1 is iota 0
	Tens70
	Tens80
	Tens90
	Hundred
	TwoHundred

	tokenCount
)

// All returns every token of the vocabulary, in a fixed order.
func All() []Token {
	out := make([]Token, 0, tokenCount-1)
	for t := Token(1); t < tokenCount; t++ {
		out = append(out, t)
	}
	return out
}

// Valid tells whether t is a token of the vocabulary.
func (t Token) Valid() bool { return t > NoToken && t < tokenCount }

// File returns the token for file f (0 = a).
func File(f int) Token { return FileA + Token(f) }

// Rank returns the token for rank r (0 = rank 1).
func Rank(r int) Token { return Rank1 + Token(r) }

// entry holds the fixed facts of a token.
type entry struct {
	key      string
	german   string
	fide     string // "" means the same as german
	cyrillic string
}

var entries = [tokenCount]entry{
	FileA: {"file_a", "Anna", "", "Анна"},
	FileB: {"file_b", "Bella", "", "Белла"},
	FileC: {"file_c", "Cäsar", "Cesar", "Цезарь"},
	FileD: {"file_d", "David", "", "Давид"},
	FileE: {"file_e", "Eva", "", "Ева"},
	FileF: {"file_f", "Felix", "", "Феликс"},
	FileG: {"file_g", "Gustav", "", "Густав"},
	FileH: {"file_h", "Hector", "", "Хектор"},

	Rank1: {"rank_1", "eins", "", "айн"},
	Rank2: {"rank_2", "zwei", "", "цвай"},
	Rank3: {"rank_3", "drei", "", "драй"},
	Rank4: {"rank_4", "vier", "", "фир"},
	Rank5: {"rank_5", "fünf", "fuenf", "фюнф"},
	Rank6: {"rank_6", "sechs", "", "зекс"},
	Rank7: {"rank_7", "sieben", "", "зибен"},
	Rank8: {"rank_8", "acht", "", "ахт"},

	King:   {"king", "König", "Koenig", "кениг"},
	Queen:  {"queen", "Dame", "", "даме"},
	Rook:   {"rook", "Turm", "", "турм"},
	Bishop: {"bishop", "Läufer", "Laeufer", "лойфер"},
	Knight: {"knight", "Springer", "", "шпрингер"},
	Pawn:   {"pawn", "Bauer", "", "бауэр"},

	ShortCastle: {"short_castle", "Kurze Rochade", "", "Кюрц Рохад"},
	LongCastle:  {"long_castle", "Lange Rochade", "", "Ланг Рохад"},
	Captures:    {"captures", "schlägt", "schlaegt", "шлегт"},
	Check:       {"check", "Schach", "", "шах"},
	Mate:        {"mate", "Matt", "", "мат"},
	Stalemate:   {"stalemate", "Patt", "", "пат"},
	EnPassant:   {"en_passant", "en passant", "", "ан пассан"},
	PromotesTo:  {"promotes_to", "Umwandlung in", "", "умвандлунг ин"},

	White:             {"white", "Weiß", "Weiss", "вайс"},
	Black:             {"black", "Schwarz", "", "шварц"},
	Move:              {"move", "Zug", "", "цуг"},
	Hour:              {"hour", "Stunde", "", "штунде"},
	Hours:             {"hours", "Stunden", "", "штунден"},
	Minute:            {"minute", "Minute", "", "минуте"},
	Minutes:           {"minutes", "Minuten", "", "минутен"},
	Second:            {"second", "Sekunde", "", "зекунде"},
	Seconds:           {"seconds", "Sekunden", "", "зекунден"},
	Draw:              {"draw", "Remis", "", "реми"},
	DrawOffer:         {"draw_offer", "Remisangebot", "", "реми-ангебот"},
	Wins:              {"wins", "gewinnt", "", "гевинт"},
	GameOver:          {"game_over", "Partie beendet", "", "парти беендет"},
	IllegalMove:       {"illegal_move", "Illegaler Zug", "", "иллегалер цуг"},
	CheckPosition:     {"check_position", "Stellung prüfen", "Stellung pruefen", "штеллунг прюфен"},
	Touched:           {"touched", "berührt", "beruehrt", "берюрт"},
	Place:             {"place", "setzen", "", "зетцен"},
	Remove:            {"remove", "entfernen", "", "энтфернен"},
	Clear:             {"clear", "räumen", "raeumen", "роймен"},
	PositionOK:        {"position_ok", "Stellung in Ordnung", "", "штеллунг ин орднунг"},
	BoardConnected:    {"board_connected", "Brett verbunden", "", "брет фербунден"},
	BoardDisconnected: {"board_disconnected", "Brett getrennt", "", "брет гетрент"},
	On:                {"on", "auf", "", "ауф"},

	ToMove:         {"to_move", "am Zug", "", "ам цуг"},
	TimeForfeit:    {"time_forfeit", "Zeitüberschreitung", "Zeitueberschreitung", "цайтюбершрайтунг"},
	Empty:          {"empty", "leer", "", "леер"},
	One:            {"one_fem", "eine", "", "айне"},
	Still:          {"still", "Noch", "", "нох"},
	MovesToControl: {"moves_to_control", "Züge bis zur Zeitkontrolle", "Zuege bis zur Zeitkontrolle", "цюге бис цур цайтконтролле"},
	MoveToControl:  {"move_to_control", "Zug bis zur Zeitkontrolle", "", "цуг бис цур цайтконтролле"},
	NoMove:         {"no_move", "kein Zug", "", "кайн цуг"},
	NewGameWord:    {"new_game", "Neue Partie", "", "нойе парти"},
	SaveFailed:     {"save_failed", "Speichern fehlgeschlagen", "", "шпайхерн фельгешлаген"},
	Saved:          {"saved", "Partie gespeichert", "", "парти гешпайхерт"},
	BoardNoAnswer:  {"board_no_answer", "Brett antwortet nicht", "", "брет антвортет нихт"},
	Unknown:        {"unknown_request", "Unbekannte Anfrage", "", "унбеканте анфраге"},

	Help:       {"help", "Hilfe", "", "хильфе"},
	Key:        {"key", "Taste", "", "тасте"},
	TimeWord:   {"time", "Zeit", "", "цайт"},
	Repeat:     {"repeat", "Wiederholen", "", "видерхолен"},
	LastMoves:  {"last_moves", "Letzte Züge", "Letzte Zuege", "лецте цюге"},
	Field:      {"field", "Feld", "", "фельд"},
	FileWord:   {"file", "Linie", "", "линие"},
	RankWord:   {"rank", "Reihe", "", "райе"},
	PiecesWord: {"pieces", "Figuren", "", "фигурен"},
	Board:      {"board", "Brett", "", "брет"},

	To:          {"to", "nach", "", "нах"},
	Discrepancy: {"discrepancy", "Abweichung", "", "абвайхунг"},
	At:          {"at", "bei", "", "бай"},

	Computer:        {"computer", "Computer", "", "компьютер"},
	Hint:            {"hint", "Tipp", "", "тип"},
	ExecuteMove:     {"execute_move", "Zug ausführen", "Zug ausfuehren", "цуг аусфюрен"},
	Better:          {"better", "steht besser", "", "штет бессер"},
	Winning:         {"winning", "steht auf Gewinn", "", "штет ауф гевин"},
	Equal:           {"equal", "Ausgeglichen", "", "аусгеглихен"},
	MatesIn:         {"mates_in", "setzt matt in", "", "зецт мат ин"},
	Comma:           {"comma", "Komma", "", "комма"},
	Level:           {"level", "Stufe", "", "штуфе"},
	SetUpStart:      {"set_up_start", "Grundstellung aufbauen", "", "грунтштеллунг ауфбауэн"},
	EngineRestarted: {"engine_restarted", "Computer neu gestartet", "", "компьютер ной гештартет"},
	TakeBack:        {"take_back", "Zurücknehmen", "Zuruecknehmen", "цурюкнеемен"},
	NullMove:        {"null_move", "Nullzug", "", "нульцуг"},

	SetUpPosition: {"set_up_position", "Stellung aufbauen", "", "штеллунг ауфбауэн"},
	MovesWord:     {"moves", "Züge", "Zuege", "цюге"},

	BoardBackAgain: {"board_back", "Brett wieder verbunden", "", "брет видер фербунден"},
	ConfirmNewGame: {"confirm_new_game", "Neue Partie bestätigen", "Neue Partie bestaetigen", "нойе парти бештэтиген"},
	GameInProgress: {"game_in_progress", "Partie läuft", "Partie laeuft", "парти лойфт"},
	StartPosition:  {"start_position", "Grundstellung", "", "грунтштеллунг"},
	Resigns:        {"resigns", "gibt auf", "", "гибт ауф"},
	WhileAway:      {"while_away", "Während der Trennung", "Waehrend der Trennung", "верент дер тренунг"},
	BoardShowsMove: {"board_shows_move", "Brett zeigt Stellung nach Zug", "", "брет цайгт штеллунг нах цуг"},
	Fields:         {"fields", "Felder", "", "фельдер"},
	CaughtUp:       {"caught_up", "Nachgetragen", "", "нахгетраген"},
	OrderUnknown:   {"order_unknown", "Zugfolge unklar", "", "цугфольге унклар"},
	TakeBackLast:   {"take_back_last", "letzten Zug zurücknehmen", "letzten Zug zuruecknehmen", "лецтен цуг цурюкнеемен"},

	WhiteNom: {"white_nom", "weißer", "weisser", "вайсер"},
	BlackNom: {"black_nom", "schwarzer", "", "шварцер"},

	WhiteMasc: {"white_masc", "weißen", "weissen", "вайсен"},
	WhiteFem:  {"white_fem", "weiße", "weisse", "вайсе"},
	BlackMasc: {"black_masc", "schwarzen", "", "шварцен"},
	BlackFem:  {"black_fem", "schwarze", "", "шварце"},
	PawnAcc:   {"pawn_acc", "Bauern", "", "бауэрн"},

	Tens60:     {"num_60", "sechzig", "", "зехцих"},
	Tens70:     {"num_70", "siebzig", "", "зибцих"},
	Tens80:     {"num_80", "achtzig", "", "ахтцих"},
	Tens90:     {"num_90", "neunzig", "", "нойнцих"},
	Hundred:    {"num_100", "hundert", "", "хундерт"},
	TwoHundred: {"num_200", "zweihundert", "", "цвайхундерт"},
}

// German words for the numbers 0 to 59 and their Cyrillic transcriptions.
var (
	numGerman = [60]string{
		"null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun",
		"zehn", "elf", "zwölf", "dreizehn", "vierzehn", "fünfzehn", "sechzehn", "siebzehn", "achtzehn", "neunzehn",
		"zwanzig", "einundzwanzig", "zweiundzwanzig", "dreiundzwanzig", "vierundzwanzig",
		"fünfundzwanzig", "sechsundzwanzig", "siebenundzwanzig", "achtundzwanzig", "neunundzwanzig",
		"dreißig", "einunddreißig", "zweiunddreißig", "dreiunddreißig", "vierunddreißig",
		"fünfunddreißig", "sechsunddreißig", "siebenunddreißig", "achtunddreißig", "neununddreißig",
		"vierzig", "einundvierzig", "zweiundvierzig", "dreiundvierzig", "vierundvierzig",
		"fünfundvierzig", "sechsundvierzig", "siebenundvierzig", "achtundvierzig", "neunundvierzig",
		"fünfzig", "einundfünfzig", "zweiundfünfzig", "dreiundfünfzig", "vierundfünfzig",
		"fünfundfünfzig", "sechsundfünfzig", "siebenundfünfzig", "achtundfünfzig", "neunundfünfzig",
	}
	unitsCyr = [10]string{"нуль", "айнс", "цвай", "драй", "фир", "фюнф", "зекс", "зибен", "ахт", "нойн"}
	teensCyr = [10]string{"цен", "эльф", "цвёльф", "драйцен", "фирцен", "фюнфцен", "зехцен", "зибцен", "ахтцен", "нойнцен"}
	tensCyr  = [6]string{"", "", "цванцих", "драйсих", "фирцих", "фюнфцих"}
	andCyr   = [10]string{"", "айн", "цвай", "драй", "фир", "фюнф", "зекс", "зибен", "ахт", "нойн"}
	andDE    = [10]string{"", "ein", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"}
)

func init() {
	for n := 0; n < 60; n++ {
		var cyr string
		switch {
		case n < 10:
			cyr = unitsCyr[n]
		case n < 20:
			cyr = teensCyr[n-10]
		case n%10 == 0:
			cyr = tensCyr[n/10]
		default:
			cyr = andCyr[n%10] + "унд" + tensCyr[n/10]
		}
		entries[Num0+Token(n)] = entry{key: "num_" + strconv.Itoa(n), german: numGerman[n], cyrillic: cyr}
	}
	for u := 1; u <= 9; u++ {
		entries[UnitAnd1+Token(u-1)] = entry{
			key:      "num_" + strconv.Itoa(u) + "_and",
			german:   andDE[u] + "und",
			cyrillic: andCyr[u] + "унд",
		}
	}
	for t := Token(1); t < tokenCount; t++ {
		e := &entries[t]
		if e.key == "" || e.german == "" || e.cyrillic == "" {
			panic(fmt.Sprintf("phonetic: token %d has no entry", t))
		}
		if e.fide == "" {
			e.fide = asciiGerman(e.german)
		}
		byKey[e.key] = t
	}
}

var byKey = map[string]Token{}

// asciiGerman writes German umlauts and ß the way the FIDE English text
// does: ä → ae, ö → oe, ü → ue, ß → ss.
// It runs for every token at start-up, so it builds no replacer.
func asciiGerman(s string) string {
	if !strings.ContainsAny(s, "äöüÄÖÜß") {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 4)
	for _, r := range s {
		switch r {
		case 'ä':
			b.WriteString("ae")
		case 'ö':
			b.WriteString("oe")
		case 'ü':
			b.WriteString("ue")
		case 'Ä':
			b.WriteString("Ae")
		case 'Ö':
			b.WriteString("Oe")
		case 'Ü':
			b.WriteString("Ue")
		case 'ß':
			b.WriteString("ss")
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// Key is the stable ASCII name of the token, used by voice pack manifests
// ("file_c", "rank_5", "short_castle", "num_42").
func (t Token) Key() string {
	if !t.Valid() {
		return fmt.Sprintf("token_%d", t)
	}
	return entries[t].key
}

// String returns the German spelling.
func (t Token) String() string { return t.Spell(German) }

// ByKey finds a token by its Key.
func ByKey(key string) (Token, bool) {
	t, ok := byKey[key]
	return t, ok
}

// Spelling is a way of writing the tokens.
type Spelling uint8

// Spellings.
const (
	// German is the German spelling: Cäsar, fünf, König, Läufer, schlägt.
	German Spelling = iota
	// FIDE is the ASCII spelling of the FIDE English text of Appendix D:
	// Cesar, fuenf, Koenig, Laeufer, schlaegt.
	FIDE
	// Cyrillic is the Russian transcription; the file, rank, castling and
	// piece words are those printed in the Russian text of Appendix D.
	Cyrillic
)

// ParseSpelling reads a spelling name: "de" or "german", "fide" or
// "ascii", "cyrillic" or "ru".
func ParseSpelling(s string) (Spelling, error) {
	switch strings.ToLower(s) {
	case "de", "german", "latin":
		return German, nil
	case "fide", "ascii":
		return FIDE, nil
	case "cyrillic", "ru":
		return Cyrillic, nil
	}
	return German, fmt.Errorf("phonetic: unknown spelling %q", s)
}

// Spell returns how the token is written in spelling sp.
func (t Token) Spell(sp Spelling) string {
	if !t.Valid() {
		return ""
	}
	e := &entries[t]
	switch sp {
	case FIDE:
		return e.fide
	case Cyrillic:
		return e.cyrillic
	}
	return e.german
}

// Text joins tokens into a phrase, words separated by one space.
func Text(toks []Token, sp Spelling) string {
	var b strings.Builder
	AppendText(&b, toks, sp)
	return b.String()
}

// AppendText writes the phrase of toks to b, words separated by one space.
func AppendText(b *strings.Builder, toks []Token, sp Spelling) {
	for i, t := range toks {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(t.Spell(sp))
	}
}

// Number appends the tokens that say n (0 to 200): 0 to 59 are one word
// each; 60 to 99 are "einund"… plus the tens, or the tens alone; 100 to
// 199 are "hundert" followed by the rest if it is not zero; 200 is
// "zweihundert". It returns an error for numbers outside 0 to 200.
func Number(dst []Token, n int) ([]Token, error) {
	if n < 0 || n > 200 {
		return dst, fmt.Errorf("cannot say %d: numbers go from 0 to 200", n)
	}
	if n == 200 {
		return append(dst, TwoHundred), nil
	}
	if n >= 100 {
		dst = append(dst, Hundred)
		n -= 100
		if n == 0 {
			return dst, nil
		}
	}
	if n < 60 {
		return append(dst, Num0+Token(n)), nil
	}
	if u := n % 10; u != 0 {
		dst = append(dst, UnitAnd1+Token(u-1))
	}
	return append(dst, Tens60+Token(n/10-6)), nil
}
