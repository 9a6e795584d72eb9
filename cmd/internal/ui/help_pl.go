package ui

// polishHelp holds the Polish help texts (see help_de.go for the keys).
var polishHelp = map[string]string{
	"usage-template": `Użycie:{{if .Runnable}}
  {{.UseLine | replaceAll " [flags]" " [opcje]"}}{{end}}{{if .HasAvailableSubCommands}}
  {{.CommandPath}} [polecenie]{{end}}{{if gt (len .Aliases) 0}}

Inne nazwy:
  {{.NameAndAliases}}{{end}}{{if .HasExample}}

Przykłady:
{{.Example}}{{end}}{{if .HasAvailableSubCommands}}

Polecenia:{{range .Commands}}{{if (or .IsAvailableCommand (eq .Name "help"))}}
  {{rpad .Name .NamePadding }} {{.Short}}{{end}}{{end}}{{end}}{{if .HasAvailableLocalFlags}}

Opcje:
{{.LocalFlags.FlagUsages | trimTrailingWhitespaces | replaceAll "(default " "(domyślnie: "}}{{end}}{{if .HasAvailableInheritedFlags}}

Opcje wszystkich poleceń:
{{.InheritedFlags.FlagUsages | trimTrailingWhitespaces | replaceAll "(default " "(domyślnie: "}}{{end}}{{if .HasAvailableSubCommands}}

"{{.CommandPath}} [polecenie] --help" objaśnia polecenie.{{end}}
`,

	"rochade:short": "Ogłaszać ruchy szachowe niewidomym i słabowidzącym szachistom (Załącznik D FIDE)",
	"rochade:long": `Rochade to elektroniczny asystent niewidomych i słabowidzących szachistów
według Przepisów gry w szachy FIDE, Załącznik D. Czyta ruchy w każdej
zwykłej notacji algebraicznej, ogłasza je słowami Załącznika D (Anna,
Bella, Cäsar ... eins, zwei ...), śledzi partie na szachownicach
elektronicznych i prowadzi formularz partii w brajlu.

Komunikaty są w języku --lang-ui, w przeciwnym razie w języku z LC_ALL,
LC_MESSAGES lub LANG (angielskim, jeśli żaden z nich nie podaje znanego
języka); słowa Załącznika D pozostają niemieckie.

Na początek: "rochade demo" odgrywa przykładową partię.`,
	"rochade completion:short":    "Wypisać skrypt uzupełniania poleceń dla powłoki",
	"rochade help:short":          "Pomoc do polecenia",
	"rochade play:short":          "Śledzić partię na szachownicy elektronicznej i ogłaszać każdy ruch",
	"rochade demo:short":          "Posłuchać przykładowej partii na wirtualnej szachownicy (bez urządzeń)",
	"rochade board:short":         "Szachownice elektroniczne: znaleźć podłączoną albo emulować szachownicę",
	"rochade voices:short":        "Wymieniać, sprawdzać i tworzyć pakiety głosowe",
	"rochade convert:short":       "Przekształcać partie między notacjami (UCI, SAN, pełna algebraiczna)",
	"rochade announce:short":      "Ogłosić ruchy partii słowami Załącznika D FIDE",
	"rochade render:short":        "Zapisać wypowiedziane ruchy każdej partii z plików PGN do osobnego pliku WAV",
	"rochade braille:short":       "Zapisać formularz partii w brajlu albo pokazać go na monitorze brajlowskim",
	"rochade compare:short":       "Porównać dwa formularze tej samej partii i wskazać pierwszą różnicę",
	"rochade version:short":       "Wypisać wersję Rochade",
	"rochade board detect:short":  "Znaleźć podłączoną szachownicę DGT lub Millennium i powiedzieć, gdzie jest",
	"rochade board emulate:short": "Uruchomić wirtualną szachownicę na pseudoterminalu i rozegrać na niej partię",
	"rochade voices test:short":   "Wypowiedzieć ruch i odpowiedź, aby sprawdzić wyjście mowy",
	"rochade voices list:short":   "Pokazać wbudowany głos i pakiety głosowe w podanych folderach",
	"rochade voices check:short":  "Sprawdzić pakiet głosowy: brakujące lub nieczytelne nagrania, próbkowanie, przesterowanie, cisza, głośność",
	"rochade voices new:short":    "Utworzyć pakiet głosowy: opis i listę zwrotów do nagrania",
	"rochade voices tidy:short":   "Przyciąć ciszę każdego nagrania, wyrównać głośność i zapisać z próbkowaniem pakietu",

	"--lang-ui":         "język komunikatów: cs, de, en, pl, ru, uk (w przeciwnym razie z LC_ALL, LC_MESSAGES lub LANG, bez nich en)",
	"--to":              "notacja wyjścia: uci, san lub lan (wymagane)",
	"--lang":            "język liter bierek na wejściu albo auto",
	"--out-lang":        "język liter bierek na wyjściu",
	"--long":            "przy każdym ruchu podawać też pole wyjściowe (Springer Gustav eins Felix drei)",
	"--pawn":            `mówić "Bauer" przy ruchach pionem`,
	"--spelling":        "pisownia słów: de (Cäsar, fünf) lub fide (Cesar, fuenf)",
	"--script":          "pismo słów: latin albo cyrillic dla rosyjskiej transkrypcji (domyślnie cyrillic dla ru i uk, w przeciwnym razie latin)",
	"--text":            "wypisywać tylko ogłoszenia: wiersz na ruch, pusty wiersz między partiami",
	"--no-numbers":      "pominąć na liście numer ruchu i stronę",
	"--speak":           "mówić przez urządzenie dźwiękowe",
	"--wav":             "zapisać ogłoszenia do tego pliku WAV (urządzenie dźwiękowe niepotrzebne)",
	"--fallback-wav":    "z --speak: zapisać ogłoszenia do tego pliku WAV, gdy nie da się otworzyć urządzenia dźwiękowego",
	"--barge-in":        "nowy ruch przerywa bieżące ogłoszenie, zamiast czekać",
	"--voice":           `folder pakietu głosowego, "default" dla wbudowanego głosu niemieckiego, "system" dla własnego czytnika ekranu lub syntezatora systemu (albo jeden z nich: speech-dispatcher, nvda, jaws, sapi, say, voiceover) lub "none" dla ciszy`,
	"--voice-black":     "folder pakietu głosowego dla ruchów czarnych (w przeciwnym razie jak --voice)",
	"--gap":             "cisza między słowami ogłoszenia",
	"--pause":           "cisza między dwoma ogłoszeniami",
	"--speed":           "tempo mowy, od 0.5 do 3 (wysokość głosu bez zmian; 1 zostawia czytnikowi ekranu i syntezatorowi systemu ich własne tempo)",
	"--volume":          "głośność, od 0 do 4 (1 zostawia czytnikowi ekranu i syntezatorowi systemu ich własną głośność)",
	"--numbers":         `przed każdym ruchem białych mówić "Zug" i numer ruchu`,
	"--quiet":           "wypisywać tylko błędy",
	"--format":          "wyjście: unicode, brf lub text",
	"--width":           "komórek (znaków) w wierszu",
	"--lines":           "wierszy na stronie (brf i unicode)",
	"--no-page-numbers": "pominąć numery stron",
	"--sign":            "zmienić znak w postaci nazwa=komórki (numery punktów jak 346, komórki przez /, albo znaki brajla); nazwy: %s",
	"--game":            "która partia pliku, licząc od 1",
	"--display":         "pokazać partię na monitorze brajlowskim przez BRLTTY",
	"--dots":            "z --display wysyłać komórki szachowe zamiast tekstu",
	"--help":            "pomoc do %s",
	"--version":         "wypisać wersję %s",

	"rochade board detect --protocol":        "szukać tylko w tym `protokole`: auto, dgt lub millennium",
	"rochade board detect --list":            "wymienić porty, na których może być szachownica, bez odpytywania",
	"rochade board emulate --protocol":       "`protokół` szachownicy: dgt lub millennium",
	"rochade board emulate --noise":          "prawdziwe ręce i prawdziwe łącze: bierki przesuwane i odkładane po drodze, migotanie czujników, zakłócenia na łączu",
	"rochade board emulate --exit-when-done": "zakończyć około sekundy po ostatnim ruchu",
	"rochade board emulate --seed":           "`ziarno` dla sposobów wykonywania ruchów",
	"rochade board emulate --plain":          "wykonywać każdy ruch jako proste podniesienie i postawienie (bez przesuwania i dotykania)",
	"rochade board emulate --link":           "wskazać tą `ścieżką` na szachownicę (w przeciwnym razie nowa w folderze tymczasowym)",
	"rochade board emulate --wait":           "jak długo czekać na program, zanim i tak zacznie się grać (lub przyjmować polecenia), `czas` taki jak 2m",
	"rochade board emulate --unplug-at":      "wyciągnąć kabel przed półruchem o tym `numerze` (licząc od 1)",
	"rochade board emulate --unplug-for":     "jak długo kabel jest wyciągnięty, `czas` taki jak 10s",
	"rochade board emulate --clock":          "postawić przy szachownicy DGT zegar DGT3000 z tym `tempem gry`, na przykład 300+3 lub 5m+3s",
	"rochade voices list --tokens":           "wymienić też każde słowo z pisownią, wymową i plikiem (pierwszego pakietu)",
	"rochade voices check --tolerance":       "o ile `dB` głośność nagrania może odbiegać od mediany pakietu",
	"rochade voices check --edge-silence":    "najdłuższa cisza w `sekundach` przed mową lub po mowie w nagraniu",
	"rochade voices check --pairs":           "wymienić też `N` najpodobniej brzmiących par wśród kolumn, rzędów, bierek, liczb i zwrotów (samo --pairs: 3)",
	"rochade voices new --name":              "`nazwa` głosu",
	"rochade voices new --language":          "`kod języka` głosu",
	"rochade voices new --licence":           "`licencja` nagrań, na przykład CC0-1.0",
	"rochade voices new --rate":              "częstotliwość próbkowania nagrań w `Hz`, od 8000 do 48000",
	"rochade voices new --espeak":            "utworzyć nagrania z espeak-ng tym `głosem` (na przykład pl, de, cs)",
	"rochade voices new --wpm":               "z --espeak: `liczba` słów na minutę, od 80 do 450",
	"rochade voices tidy --eq":               "`korektor`: speech (dopasować widmo do naturalnej mowy) lub none",
	"rochade board emulate --speed":          "tempo rąk jako `mnożnik`: 2 to dwa razy szybciej",
	"rochade board emulate --game":           "rozegrać główny wariant pierwszej partii z tego `pliku` PGN",
	"rochade play --dots":                    "z --braille wysyłać komórki szachowe zamiast tekstu",
}
