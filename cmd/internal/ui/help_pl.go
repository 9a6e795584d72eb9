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

	"rochade board detect --protocol":        "szukać tylko w tym `protokole`: %s",
	"rochade board detect --list":            "wymienić porty, na których może być szachownica, bez odpytywania",
	"rochade board emulate --protocol":       "`protokół` szachownicy: %s",
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

	"rochade convert:long": `Convert czyta partie w PGN, w każdej zwykłej notacji algebraicznej i
każdym znanym języku, i zapisuje je na nowo.

  --to uci   jeden wiersz na partię: jej ruchy w postaci UCI, oddzielone spacjami
  --to san   PGN w skróconej notacji algebraicznej (Nf3, exd5, O-O)
  --to lan   PGN w pełnej notacji algebraicznej (Ng1-f3, e4xd5)

Litery bierek na wejściu są rozpoznawane dla każdej partii, chyba że
--lang podaje język. --out-lang zapisuje litery bierek innego języka
(standard PGN używa angielskiego). Z - czytane jest standardowe wejście.

Partia, której nie da się odczytać do końca, zostaje zapisana do ruchu, na
którym odczyt się zatrzymał, a przyczyna trafia do strumienia błędów. Plik
bez partii to błąd.`,
	"rochade announce:long": `Announce czyta partie w PGN (każda zwykła notacja, każdy znany język) i
ogłasza każdy ruch słowami Przepisów FIDE, Załącznik D: kolumny Anna,
Bella, Cäsar, David, Eva, Felix, Gustav, Hector; rzędy eins … acht; König,
Dame, Turm, Läufer, Springer, Bauer; Kurze i Lange Rochade; schlägt, en
passant, Umwandlung in, Schach, Matt, Patt.

Bez --text wypisywana jest numerowana lista, wiersz na ruch. Z --text
dokładnie jeden wiersz na ruch i pusty wiersz między partiami, dla innych
programów.

--speak wypowiada ruchy wbudowanym głosem niemieckim (albo --voice); --wav
WYJ.wav zapisuje mowę do pliku bez urządzenia dźwiękowego. Wejście jest
sprawdzane, zanim WYJ.wav zostanie ruszony, WYJ.wav nie może być plikiem
wejściowym, a zapis idzie przez plik tymczasowy: gdy coś zawiedzie,
istniejący WYJ.wav pozostaje bez zmian.`,
	"rochade render:long": `Render czyta partie w PGN i dla każdej partii zapisuje w FOLDERZE plik WAV
z jej ruchami, wypowiedzianymi słowami Załącznika D FIDE. Urządzenie
dźwiękowe nie jest potrzebne. Nazwy plików pochodzą od pliku PGN, numeru
partii w nim i graczy; plikom PGN o tych samych nazwach z różnych folderów
dodawana jest nazwa folderu.

Render nigdy nie nadpisuje pliku: jeśli FOLDER zawiera już plik o jednej z
nazw, które by zapisał, zatrzymuje się, nic nie zapisując, i mówi o tym.

Co kilka sekund pojawia się wiersz o postępie i pozostałym czasie, na
końcu wiersz z wynikiem; --quiet wypisuje tylko błędy.`,
	"rochade braille:long": `Zapisuje formularz partii z PGN szachowym kodem brajla: kolumny literami,
rzędy i numery ruchów dolnymi cyframi, litery bierek wybranego języka, para
ruchów na wiersz (zob. docs/braille.md).

Formaty:
  unicode  tekst znakami brajla Unicode (domyślnie)
  brf      BRF dla drukarek brajlowskich: Braille ASCII, CR LF, nowa strona
           między stronami, numery stron na dole po prawej
  text     ten sam formularz czarnodrukiem

Z --display partia pojawia się przez BRLTTY na monitorze brajlowskim
(BRLAPI_HOST i BRLAPI_AUTH są uwzględniane): ostatnia para ruchów jako
tekst w wybranym języku, z --dots jako komórki szachowe. Klawisze monitora
przewijają w przód i w tył; klawisz routingu nad ruchem wypowiada go.
Ctrl-C kończy, monitor wraca do BRLTTY. Jeśli BRLTTY nie działa, Rochade
mówi to raz i łączy się, gdy tylko zostanie uruchomiony.

--lang podaje język liter bierek na wejściu (w przeciwnym razie jest
rozpoznawany dla każdej partii), --out-lang język zapisywanych liter.`,
	"rochade board detect:long": `Odpytuje porty szeregowe tego komputera w poszukiwaniu szachownicy DGT
lub Millennium i wypisuje protokół i port pierwszej, która odpowie, do
  rochade play --board PORT --protocol PROTOKÓŁ
Porty w kolejności: szachownice DGT rozpoznane po identyfikatorach USB
(Windows i Linux), potem
  Windows  porty COM: COM3, COM4 ...
  macOS    /dev/cu.usbmodem*, /dev/cu.usbserial*, inne /dev/cu.*
  Linux    /dev/ttyACM*, /dev/ttyUSB*, /dev/rfcomm* (Bluetooth)
Z --list porty są wypisywane po jednym w wierszu, bez odpytywania.
Z --protocol dgt lub --protocol millennium odpytywany jest tylko ten protokół.`,
	"rochade board emulate:long": `Uruchamia wirtualną szachownicę DGT lub Millennium na pseudoterminalu,
prawdziwym rozmówcy szeregowym, który mówi protokołem szachownicy.
Pierwszy wiersz wyjścia to ścieżka urządzenia, którą otwiera program, na
przykład:

  rochade play --board ŚCIEŻKA --protocol dgt

Z --game główny wariant partii jest rozgrywany na szachownicy tak, jak
robią to ręce: bierki podnoszone i stawiane, przesuwane, dotykane i
odstawiane, zbite bierki zdejmowane przed lub po, przy roszadzie najpierw
król albo najpierw wieża, promocja przez postawienie nowej bierki na
ostatnim rzędzie. Gra zaczyna się, gdy tylko połączy się program. Bez
--game szachownica zaczyna od pozycji wyjściowej.

Szachownica odczytuje pola po kolei, jak prawdziwe: DGT w 200–250 ms na
przebieg, Millennium tak szybko, jak podaje jej E2ROM (40,96 ms). Zmiana
jest zgłaszana dopiero, gdy przebieg dojdzie do jej pola. Z --noise grają
prawdziwe ręce: bierki przeciągane nad szachownicą (przez cały przebieg
niewidoczne między polami) albo odkładane po drodze i przesuwane dalej,
migotanie czujników i zakłócenia na łączu.

Z --clock TEMPO (tylko DGT) przy szachownicy stoi zegar DGT3000 z tym
tempem gry (300+3, 5m+3s, 40/90m+30s:30m+30s, ...). Jego czas płynie
naprawdę, cokolwiek mówi --speed; ręce naciskają zegar po każdym ruchu, a
chorągiewka spada, gdy czas się skończy.

Polecenia ze standardowego wejścia, po jednym w wierszu (po partii, jeśli
jest); brzmią tak samo w każdym języku:

  button N        nacisnąć przycisk N zegara (1–5, od lewej)
  position FEN    ustawić bierki jak w FEN (position start: pozycja wyjściowa)
  move RUCH       wykonać ruch w każdej notacji i języku (move Nf3, move Sf3, move g1-f3)
  unplug          wyciągnąć kabel: to, co dzieje się na szachownicy, nie jest wysyłane
  plug            włożyć kabel z powrotem

Każde wykonane polecenie wypisuje wiersz "done: ..." na standardowe wyjście
(też taki sam w każdym języku, dla programów); wiersz, którego nie da się
wykonać, wiersz w strumieniu błędów. Koniec standardowego wejścia niczego
nie kończy: szachownica działa, dopóki się jej nie zatrzyma.`,
	"rochade voices:long": `Pakiet głosowy to folder z opisem (voice.json) i nagraniem każdego słowa,
które mówi Rochade. Głos niemiecki jest wbudowany.

  rochade voices list [FOLDER...]   pokazać wbudowany głos i podane pakiety
  rochade voices check [FOLDER]     sprawdzić pakiet (bez FOLDERU: wbudowany głos)
  rochade voices new FOLDER         utworzyć pakiet: opis i zwroty do nagrania
  rochade voices tidy FOLDER        przyciąć i wyrównać nagrania (oryginały zostają)
  rochade voices new FOLDER --espeak de   utworzyć cały pakiet z espeak-ng
  rochade voices test --voice system   wypowiedzieć ruch i odpowiedź przez
                                       własny czytnik ekranu lub syntezator`,
	"rochade voices test:long": `Wypowiada ruch (1. Sf3: "Springer Felix drei") i odpowiedź (na żądanie
czasu: numer ruchu, czyj ruch, oba zegary) głosem --voice, dokładnie jak
play: ruch jako ogłoszenie (z --barge-in przerywa), potem odpowiedź. Wiersze
są też wypisywane.

Z --voice system Rochade mówi przez własny czytnik ekranu lub syntezator
systemu: NVDA, JAWS lub SAPI w Windows, VoiceOver lub say w macOS,
speech-dispatcher (jak Orca) w Linuksie; mówi, który wybrał, albo dlaczego
żaden nie jest dostępny.`,
	"rochade voices new:long": `Zapisuje FOLDER/voice.json z wpisem dla każdego słowa, które mówi Rochade,
oraz FOLDER/phrases.txt, listę zwrotów do nagrania: każdy wiersz podaje
plik nagrania i słowa, które trzeba do niego wypowiedzieć. Tworzony jest
dla nich folder FOLDER/clips. Nagrywać można dowolnym programem, w WAV,
FLAC lub Ogg Vorbis: Rochade rozpoznaje format po zawartości. Potem
"rochade voices tidy FOLDER" (zapisuje każde nagranie jako WAV) i
"rochade voices check FOLDER".

Dla innego języka przed nagraniem zmień "text" każdego wpisu w voice.json.
Z --espeak GŁOS nagrania powstają od razu z espeak-ng, z tekstów
istniejącego FOLDER/voice.json, jeśli jest.

--rate przyjmuje 8000–48000 Hz; --wpm, z --espeak, 80–450 słów na minutę.
Jeśli wartość zostanie odrzucona, nic nie jest zapisywane.`,
	"rochade voices tidy:long": `Przycina ciszę wokół każdego nagrania do kilku milisekund, doprowadza każde
do tej samej głośności (-20 dBFS) i zapisuje jako 16-bitowy WAV mono z
próbkowaniem pakietu. Oryginalne nagrania zostają w FOLDER/originals/;
ponowna obróbka znów zaczyna od nich. Nagranie przesterowane, ciche lub
zawierające sam szum nie jest wyrównywane: zostaje wymienione, pozostaje
bez zmian i trzeba je nagrać ponownie.

Z --eq speech nagrania są razem korygowane, tak by długotrwałe widmo
pakietu miało równowagę naturalnej mowy: dla nagrań głuchym mikrofonem.`,

	"rochade play:long": `Śledzi partię na szachownicy elektronicznej DGT lub Millennium i ogłasza
każdy ruch w chwili, gdy zostanie wykonany (Przepisy FIDE, Załącznik D),
za obie strony. Każde ogłoszenie jest też wypisywane jako wiersz.

Zegar: --clock 5m+3s (albo 300+3, 90m+30s, 40/90m+30s:30m+30s w postaci
znacznika PGN TimeControl) uruchamia własny zegar Rochade, który włącza
czas przeciwnika dopiero po ruchu na szachownicy (D.2.4); --clock board
bierze czasy z zegara DGT3000 lub DGT XL przy szachownicy DGT. Gdy spada
chorągiewka, Rochade mówi o tym i zapisuje wynik.

Żądania, po jednym w wierszu standardowego wejścia, słowami języka
--lang-ui (słowa angielskie i niemieckie są zawsze rozumiane):
  czas, powtórz, ostatnie N, pole e4 (albo e4), kolumna e, rząd 4,
  bierki białe|czarne, szachownica, pomoc
  cofnij, nowa, poddaję [białe|czarne], remis, wynik 1-0|0-1|1/2-1/2
W terminalu klawisze bloku numerycznego działają od razu:
  5 czas  0 powtórz  2/4/6 ostatnie 2/4/6 ruchów  7 bierki białych
  9 bierki czarnych  8 szachownica  + pomoc  / K R pole  * K kolumna  - R rząd
Przy wyłączonym NumLock strzałki i klawisze bloku numerycznego działają
tak samo. Przeciw silnikowi (--engine stockfish): 1 podpowiedź, 3 cofnij
oraz żądania podpowiedź, ocena i poziom N.

Przebieg partii: ustawienie pozycji wyjściowej kończy partię w obecnym
stanie i zaczyna nową; po macie, spadku chorągiewki lub wyniku szachownica
nie jest śledzona, dopóki nie stanie na niej pozycja wyjściowa. Cofnięcie
wymaga żądania (cofnij); „nowa” w trakcie partii kończy ją, jeśli zostanie
powtórzona w ciągu 15 s. Szachownica, która wraca po przerwie, jest
śledzona tylko tam, gdzie jeden lub dwa ruchy jednoznacznie ją tłumaczą; w
przeciwnym razie Rochade mówi, jak ją przywrócić.
Przyciski DGT3000: OK (z prawej) czas, wstecz (z lewej) powtórz, minus
ostatni ruch każdej strony, plus własne bierki.

Dwie szachownice (Załącznik D.1): podaj --board dwa razy, najpierw
szachownicę niewidomego gracza, i --protocol raz dla obu albo dla każdej
(dgt,millennium). Ruch jest ogłaszany raz, w chwili wykonania na którejś
szachownicy; druga szachownica ma go potem pokazać, a po --remind-after
Rochade mówi tam, co zrobić. Czas przeciwnika rusza, gdy ruch zostanie
wykonany na szachownicy wykonującego ruch. Inny ruch na drugiej
szachownicy to rozbieżność (D.2.9): Rochade mówi o tym, zatrzymuje zapis
na ostatnim ruchu zgodnym na obu szachownicach i pole po polu mówi, jak
przywrócić każdą z nich.

Z --record PLIK partia jest zapisywana po każdym ruchu jako PGN, z czasami
zegara w komentarzach [%clk]; zapis tylko rośnie: zawartość pliku zostaje
bajt w bajt, nowa partia jest dopisywana po jego partiach, ruchy cofnięte
lub poprawione zostają jako warianty, a --resume kontynuuje ostatnią
partię, jeśli nie jest zakończona. --event, --site, --round, --white i
--black nadają znaczniki nowym partiom. Ctrl+C (lub SIGTERM) zapisuje
partię, mówi, w jakim jest stanie, i kończy.`,
	"rochade play --announce-touch":   `mówić "berührt" z bierką i polem, gdy bierka zostanie podniesiona i odstawiona`,
	"rochade play --black":            "nazwisko gracza czarnymi, dla nowych partii",
	"rochade play --board":            "port szeregowy szachownicy albo auto, aby ją znaleźć; dwa razy dla dwóch szachownic, najpierw szachownica niewidomego gracza",
	"rochade play --braille":          "pokazywać formularz na monitorze brajlowskim przez BRLTTY (BRLAPI_HOST jest uwzględniany)",
	"rochade play --clock":            `zegar: tempo gry takie jak 5m+3s lub 300+3, "board" dla zegara DGT, albo żaden`,
	"rochade play --depth":            "liczyć na tyle półruchów w głąb zamiast --movetime",
	"rochade play --elo":              "siła silnika jako ranking Elo, zamiast --level",
	"rochade play --engine":           "grać przeciw temu silnikowi UCI: stockfish albo ścieżka dowolnego silnika UCI; gra stroną przeciwną do --side",
	"rochade play --eval-numbers":     "żądanie oceny podaje też ocenę w pionach",
	"rochade play --event":            "znacznik Event nowych partii",
	"rochade play --level":            "poziom silnika, od 1 (najsłabszy) do 20 (w przeciwnym razie pełna siła)",
	"rochade play --movetime":         "jak długo silnik myśli nad ruchem",
	"rochade play --protocol":         "protokół szachownicy: %s; przy dwóch szachownicach po jednym, na przykład dgt,millennium",
	"rochade play --record":           "prowadzić partię w tym `pliku` PGN, zapisywanym po każdym ruchu",
	"rochade play --web":              "udostępnij stronę na żywo dla telefonów pod tym adresem: host:port albo :port we wszystkich sieciach (sparuj telefon wypisanym kodem)",
	"rochade play --remind-after":     "przy dwóch szachownicach: jak długo ruch może czekać na drugiej szachownicy, zanim Rochade powie tam, co zrobić",
	"rochade play --resume":           "kontynuować ostatnią partię z pliku --record",
	"rochade play --round":            "znacznik Round nowych partii",
	"rochade play --side":             "strona gracza, któremu pomaga Rochade: white lub black",
	"rochade play --site":             "znacznik Site nowych partii",
	"rochade play --time-alerts":      "podawać pozostały czas, gdy spadnie do tych wartości, na przykład 5m,1m (domyślnie wyłączone)",
	"rochade play --time-alerts-both": "podawać czas obu stron",
	"rochade play --white":            "nazwisko gracza białymi, dla nowych partii",

	"rochade demo:long": `Rozgrywa przykładową partię z Przepisów FIDE, Załącznik C, na wirtualnej
szachownicy w Rochade tak, jak robią to ręce (bierki podnoszone,
przesuwane, bicia w obu kolejnościach), śledzi ją dokładnie tak, jak
"rochade play" prawdziwą szachownicę, i ogłasza każdy ruch przez głośniki.
Bez urządzenia dźwiękowego mowa trafia do pliku WAV, a pokaz mówi, dokąd.

Żądania działają jak w play: wpisz czas, powtórz, pole e4 ... i Enter.
Z --voice none ogłoszenia są tylko wypisywane.`,
	"rochade demo --announce-touch": `mówić "berührt", gdy bierka zostanie podniesiona i odstawiona`,
	"rochade demo --clock":          "uruchomić zegar z tym tempem gry, na przykład 5m+3s",
	"rochade demo --record":         "prowadzić też partię w tym `pliku` PGN",
	"rochade demo --think":          "przerwa przed każdym ruchem (domyślnie 2s z mową, 0.6s bez)",

	"rochade compare:long": `Compare czyta dwa formularze, każdy w dowolnej notacji i języku, i
znajduje ostatni ruch, w którym są zgodne, jak robi to sędzia według
Przepisów FIDE, Załącznik D.2.9, gdy dwie szachownice partii niewidomego
gracza się różnią.

Jeden wiersz na parę partii (pierwsza partia z A z pierwszą z B i tak
dalej):

  identyczne: 42 półruchy
  pierwsza różnica w ruchu 8 (białe): Qe3+ / Qd3

--words podaje ruchy słowami Załącznika D. Kod wyjścia to 0, gdy każda
para jest identyczna, 1, gdy się różnią, 2, gdy pliku nie da się odczytać.`,
	"rochade compare --words": "podawać ruchy słowami Załącznika D (Dame Eva drei Schach)",

	"rochade help:long": `Pomoc do każdego polecenia: "rochade help POLECENIE" pokazuje o nim wszystko.`,
	"rochade completion:long": `Wypisuje skrypt, którym powłoka uzupełnia polecenia i opcje rochade. Jak
go włączyć, pokazuje pomoc polecenia danej powłoki.`,
	"rochade completion bash:short":       "Wypisać skrypt uzupełniania dla bash",
	"rochade completion zsh:short":        "Wypisać skrypt uzupełniania dla zsh",
	"rochade completion fish:short":       "Wypisać skrypt uzupełniania dla fish",
	"rochade completion powershell:short": "Wypisać skrypt uzupełniania dla PowerShell",
	"rochade completion bash:long": `Wypisuje skrypt uzupełniania dla bash; potrzebuje pakietu bash-completion.

W bieżącej sesji:

	source <(rochade completion bash)

Dla każdej nowej sesji, jednorazowo (Linux):

	rochade completion bash > /etc/bash_completion.d/rochade

Działa od następnej powłoki.`,
	"rochade completion zsh:long": `Wypisuje skrypt uzupełniania dla zsh.

W bieżącej sesji:

	source <(rochade completion zsh)

Dla każdej nowej sesji, jednorazowo:

	rochade completion zsh > "${fpath[1]}/_rochade"

Działa od następnej powłoki.`,
	"rochade completion fish:long": `Wypisuje skrypt uzupełniania dla fish.

W bieżącej sesji:

	rochade completion fish | source

Dla każdej nowej sesji, jednorazowo:

	rochade completion fish > ~/.config/fish/completions/rochade.fish

Działa od następnej powłoki.`,
	"rochade completion powershell:long": `Wypisuje skrypt uzupełniania dla PowerShell.

W bieżącej sesji:

	rochade completion powershell | Out-String | Invoke-Expression

Dla każdej nowej sesji dodaj wyjście tego polecenia do profilu PowerShell.`,
	"--no-descriptions": "uzupełnianie bez opisów",
}
