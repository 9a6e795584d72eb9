package ui

// czechHelp holds the Czech help texts (see help_de.go for the keys).
var czechHelp = map[string]string{
	"usage-template": `Použití:{{if .Runnable}}
  {{.UseLine | replaceAll " [flags]" " [volby]"}}{{end}}{{if .HasAvailableSubCommands}}
  {{.CommandPath}} [příkaz]{{end}}{{if gt (len .Aliases) 0}}

Jiné názvy:
  {{.NameAndAliases}}{{end}}{{if .HasExample}}

Příklady:
{{.Example}}{{end}}{{if .HasAvailableSubCommands}}

Příkazy:{{range .Commands}}{{if (or .IsAvailableCommand (eq .Name "help"))}}
  {{rpad .Name .NamePadding }} {{.Short}}{{end}}{{end}}{{end}}{{if .HasAvailableLocalFlags}}

Volby:
{{.LocalFlags.FlagUsages | trimTrailingWhitespaces | replaceAll "(default " "(výchozí: "}}{{end}}{{if .HasAvailableInheritedFlags}}

Volby všech příkazů:
{{.InheritedFlags.FlagUsages | trimTrailingWhitespaces | replaceAll "(default " "(výchozí: "}}{{end}}{{if .HasAvailableSubCommands}}

"{{.CommandPath}} [příkaz] --help" vysvětlí příkaz.{{end}}
`,

	"rochade:short": "Oznamovat šachové tahy nevidomým a slabozrakým hráčům (Příloha D FIDE)",
	"rochade:long": `Rochade je elektronický asistent nevidomých a slabozrakých šachistů podle
Pravidel šachu FIDE, Příloha D. Čte tahy v každé běžné algebraické notaci,
oznamuje je slovy Přílohy D (Anna, Bella, Cäsar ... eins, zwei ...),
sleduje partie na elektronických šachovnicích a vede zápis partie
v Braillově písmu.

Zprávy jsou v jazyce --lang-ui, jinak v jazyce z LC_ALL, LC_MESSAGES nebo
LANG (v angličtině, pokud žádná z nich neuvádí známý jazyk); slova
Přílohy D zůstávají německá.

Na začátek: "rochade demo" přehraje vzorovou partii.`,
	"rochade completion:short":    "Vypsat skript doplňování příkazů pro shell",
	"rochade help:short":          "Nápověda k příkazu",
	"rochade play:short":          "Sledovat partii na elektronické šachovnici a oznamovat každý tah",
	"rochade demo:short":          "Poslechnout si vzorovou partii na virtuální šachovnici (bez zařízení)",
	"rochade board:short":         "Elektronické šachovnice: najít připojenou, nebo šachovnici emulovat",
	"rochade voices:short":        "Vypsat, zkontrolovat a vytvořit hlasové balíčky",
	"rochade convert:short":       "Převádět partie mezi notacemi (UCI, SAN, úplná algebraická)",
	"rochade announce:short":      "Oznámit tahy partií slovy Přílohy D FIDE",
	"rochade render:short":        "Zapsat vyslovené tahy každé partie ze souborů PGN do vlastního souboru WAV",
	"rochade braille:short":       "Zapsat zápis partie Braillovým písmem, nebo ho ukázat na braillském řádku",
	"rochade compare:short":       "Porovnat dva zápisy téže partie a najít první rozdíl",
	"rochade version:short":       "Vypsat verzi Rochade",
	"rochade board detect:short":  "Najít připojenou šachovnici DGT nebo Millennium a říct, kde je",
	"rochade board emulate:short": "Spustit virtuální šachovnici na pseudoterminálu a zahrát na ní partii",
	"rochade voices test:short":   "Vyslovit tah a odpověď pro kontrolu výstupu řeči",
	"rochade voices list:short":   "Ukázat vestavěný hlas a hlasové balíčky v zadaných složkách",
	"rochade voices check:short":  "Zkontrolovat hlasový balíček: chybějící či nečitelné nahrávky, vzorkování, přebuzení, ticho, hlasitost",
	"rochade voices new:short":    "Vytvořit hlasový balíček: popis a seznam frází k nahrání",
	"rochade voices tidy:short":   "Oříznout ticho každé nahrávky, vyrovnat hlasitost a uložit ve vzorkování balíčku",

	"--lang-ui":         "jazyk zpráv: cs, de, en, pl, ru, uk (jinak z LC_ALL, LC_MESSAGES nebo LANG, bez nich en)",
	"--to":              "notace výstupu: uci, san nebo lan (povinné)",
	"--lang":            "jazyk písmen kamenů na vstupu, nebo auto",
	"--out-lang":        "jazyk písmen kamenů na výstupu",
	"--long":            "u každého tahu uvést i výchozí pole (Springer Gustav eins Felix drei)",
	"--pawn":            `u tahů pěšcem říkat "Bauer"`,
	"--spelling":        "psaní slov: de (Cäsar, fünf) nebo fide (Cesar, fuenf)",
	"--script":          "písmo slov: latin, nebo cyrillic pro ruský přepis (výchozí cyrillic pro ru a uk, jinak latin)",
	"--text":            "vypisovat jen oznámení: řádek na tah, prázdný řádek mezi partiemi",
	"--no-numbers":      "vynechat v seznamu číslo tahu a stranu",
	"--speak":           "mluvit přes zvukové zařízení",
	"--wav":             "zapsat oznámení do tohoto souboru WAV (zvukové zařízení není potřeba)",
	"--fallback-wav":    "s --speak: zapsat oznámení do tohoto souboru WAV, když nejde otevřít zvukové zařízení",
	"--barge-in":        "nový tah přeruší probíhající oznámení, místo aby čekal",
	"--voice":           `složka hlasového balíčku, "default" pro vestavěný německý hlas, "system" pro vlastní čtečku obrazovky nebo systémovou řeč (nebo jedna z nich: speech-dispatcher, nvda, jaws, sapi, say, voiceover), nebo "none" pro ticho`,
	"--voice-black":     "složka hlasového balíčku pro tahy černého (jinak jako --voice)",
	"--gap":             "ticho mezi slovy oznámení",
	"--pause":           "ticho mezi dvěma oznámeními",
	"--speed":           "tempo řeči, 0.5 až 3 (výška hlasu se nemění; 1 ponechá čtečce obrazovky a systémové řeči jejich vlastní tempo)",
	"--volume":          "hlasitost, 0 až 4 (1 ponechá čtečce obrazovky a systémové řeči jejich vlastní hlasitost)",
	"--numbers":         `před každým tahem bílého říkat "Zug" a číslo tahu`,
	"--quiet":           "vypisovat jen chyby",
	"--format":          "výstup: unicode, brf nebo text",
	"--width":           "buněk (znaků) na řádek",
	"--lines":           "řádků na stránku (brf a unicode)",
	"--no-page-numbers": "vynechat čísla stránek",
	"--sign":            "změnit znak jako název=buňky (čísla bodů jako 346, buňky oddělené /, nebo braillské znaky); názvy: %s",
	"--game":            "kterou partii souboru, počítáno od 1",
	"--display":         "ukázat partii na braillském řádku přes BRLTTY",
	"--dots":            "s --display posílat šachové buňky místo textu",
	"--help":            "nápověda k %s",
	"--version":         "vypsat verzi %s",

	"rochade board detect --protocol":        "hledat jen v tomto `protokolu`: %s",
	"rochade board detect --list":            "vypsat porty, na kterých může být šachovnice, bez dotazování",
	"rochade board emulate --protocol":       "`protokol` šachovnice: %s",
	"rochade board emulate --noise":          "skutečné ruce a skutečné vedení: kameny tažené a cestou položené, blikání senzorů, rušení na vedení",
	"rochade board emulate --exit-when-done": "skončit asi sekundu po posledním tahu",
	"rochade board emulate --seed":           "`semínko` pro způsoby, jak se tahy provádějí",
	"rochade board emulate --plain":          "provádět každý tah jako prosté zvednutí a položení (bez tažení a dotyků)",
	"rochade board emulate --link":           "ukázat touto `cestou` na šachovnici (jinak nová v dočasné složce)",
	"rochade board emulate --wait":           "jak dlouho čekat na program, než se i tak začne hrát (nebo přijímat příkazy), `doba` jako 2m",
	"rochade board emulate --unplug-at":      "vytáhnout kabel před půltahem s tímto `číslem` (počítáno od 1)",
	"rochade board emulate --unplug-for":     "jak dlouho zůstane kabel venku, `doba` jako 10s",
	"rochade board emulate --clock":          "postavit k šachovnici DGT hodiny DGT3000 s tímto `tempem hry`, například 300+3 nebo 5m+3s",
	"rochade voices list --tokens":           "vypsat i každé slovo s psaním, výslovností a souborem (prvního balíčku)",
	"rochade voices check --tolerance":       "o kolik `dB` se smí hlasitost nahrávky lišit od mediánu balíčku",
	"rochade voices check --edge-silence":    "nejdelší ticho v `sekundách` před řečí nebo po ní v nahrávce",
	"rochade voices check --pairs":           "vypsat i `N` nejpodobněji znějících dvojic mezi sloupci, řadami, kameny, čísly a frázemi (samotné --pairs: 3)",
	"rochade voices new --name":              "`název` hlasu",
	"rochade voices new --language":          "`kód jazyka` hlasu",
	"rochade voices new --licence":           "`licence` nahrávek, například CC0-1.0",
	"rochade voices new --rate":              "vzorkovací frekvence nahrávek v `Hz`, 8000 až 48000",
	"rochade voices new --espeak":            "vytvořit nahrávky s espeak-ng tímto `hlasem` (například cs, de, pl)",
	"rochade voices new --wpm":               "s --espeak: `počet` slov za minutu, 80 až 450",
	"rochade voices tidy --eq":               "`ekvalizér`: speech (přizpůsobit spektrum přirozené řeči) nebo none",
	"rochade board emulate --speed":          "tempo rukou jako `násobek`: 2 je dvakrát rychleji",
	"rochade board emulate --game":           "zahrát hlavní variantu první partie z tohoto `souboru` PGN",
	"rochade play --dots":                    "s --braille posílat šachové buňky místo textu",

	"rochade convert:long": `Convert čte partie v PGN, v každé běžné algebraické notaci a v každém
známém jazyce, a zapíše je znovu.

  --to uci   jeden řádek na partii: její tahy ve tvaru UCI oddělené mezerou
  --to san   PGN ve zkrácené algebraické notaci (Nf3, exd5, O-O)
  --to lan   PGN v úplné algebraické notaci (Ng1-f3, e4xd5)

Písmena kamenů na vstupu se rozpoznají pro každou partii, pokud --lang
neuvádí jazyk. --out-lang píše písmena kamenů jiného jazyka (standard PGN
používá angličtinu). S - se čte standardní vstup.

Partie, kterou nelze přečíst do konce, se zapíše až po tah, u kterého se
čtení zastavilo, a důvod jde do chybového výstupu. Soubor bez partie je
chyba.`,
	"rochade announce:long": `Announce čte partie v PGN (každá běžná notace, každý známý jazyk) a oznamuje
každý tah slovy Pravidel FIDE, Příloha D: sloupce Anna, Bella, Cäsar,
David, Eva, Felix, Gustav, Hector; řady eins … acht; König, Dame, Turm,
Läufer, Springer, Bauer; Kurze a Lange Rochade; schlägt, en passant,
Umwandlung in, Schach, Matt, Patt.

Bez --text se vypíše číslovaný seznam, řádek na tah. S --text právě jeden
řádek na tah a prázdný řádek mezi partiemi, pro jiné programy.

--speak vyslovuje tahy vestavěným německým hlasem (nebo --voice); --wav
VYSTUP.wav zapíše řeč do souboru bez zvukového zařízení. Vstup se
zkontroluje dřív, než se VYSTUP.wav dotkne, VYSTUP.wav nesmí být vstupem
a zapisuje se přes dočasný soubor: když něco selže, existující VYSTUP.wav
zůstane, jak byl.`,
	"rochade render:long": `Render čte partie v PGN a pro každou partii zapíše do SLOŽKY soubor WAV
s jejími tahy vyslovenými slovy Přílohy D FIDE. Zvukové zařízení není
potřeba. Soubory se jmenují podle souboru PGN, čísla partie v něm a
hráčů; souborům PGN stejného jména z různých složek se předřadí název
složky.

Render nikdy nepřepisuje soubor: obsahuje-li SLOŽKA už soubor s některým
z názvů, které by zapsal, zastaví se dřív, než cokoli zapíše, a řekne to.

Každých několik sekund se objeví řádek s postupem a zbývajícím časem, na
konci řádek s výsledkem; --quiet vypisuje jen chyby.`,
	"rochade braille:long": `Zapíše zápis partie z PGN šachovým kódem Braillova písma: sloupce
písmeny, řady a čísla tahů dolními číslicemi, písmena kamenů zvoleného
jazyka, dvojice tahů na řádek (viz docs/braille.md).

Formáty:
  unicode  text ve znacích Braillova písma Unicode (výchozí)
  brf      BRF pro braillské tiskárny: Braille ASCII, CR LF, nová stránka
           mezi stránkami, čísla stránek vpravo dole
  text     tentýž zápis černotiskem

S --display se partie ukáže přes BRLTTY na braillském řádku (BRLAPI_HOST
a BRLAPI_AUTH platí): poslední dvojice tahů jako text ve zvoleném jazyce,
s --dots jako šachové buňky. Klávesy řádku listují vpřed a vzad;
směrovací tlačítko nad tahem ho vysloví. Ctrl-C ukončí, řádek se vrátí
BRLTTY. Neběží-li BRLTTY, Rochade to řekne jednou a připojí se, jakmile se
spustí.

--lang uvádí jazyk písmen kamenů na vstupu (jinak se rozpozná pro každou
partii), --out-lang jazyk zapisovaných písmen.`,
	"rochade board detect:long": `Ptá se sériových portů tohoto počítače po šachovnici DGT nebo Millennium
a vypíše protokol a port první, která odpoví, pro
  rochade play --board PORT --protocol PROTOKOL
Porty v tomto pořadí: šachovnice DGT poznané podle identifikátorů USB
(Windows a Linux), potom
  Windows  porty COM: COM3, COM4 ...
  macOS    /dev/cu.usbmodem*, /dev/cu.usbserial*, další /dev/cu.*
  Linux    /dev/ttyACM*, /dev/ttyUSB*, /dev/rfcomm* (Bluetooth)
S --list se porty vypíšou po jednom na řádek, bez dotazu.
S --protocol dgt nebo --protocol millennium se ptá jen tímto protokolem.`,
	"rochade board emulate:long": `Spustí virtuální šachovnici DGT nebo Millennium na pseudoterminálu,
skutečném sériovém protějšku, který mluví protokolem šachovnice. První
řádek výstupu je cesta k zařízení, kterou otevře program, například:

  rochade play --board CESTA --protocol dgt

S --game se hlavní varianta partie hraje na šachovnici tak, jak to dělají
ruce: kameny zvedané a pokládané, posouvané, dotčené a vrácené, brané
kameny odebrané předem nebo potom, při rošádě nejdřív král nebo nejdřív
věž, proměna položením nového kamene na poslední řadu. Hraje se, jakmile
se připojí program. Bez --game začíná šachovnice výchozí pozicí.

Šachovnice čte pole jedno po druhém jako skutečné: DGT za 200–250 ms na
průchod, Millennium tak rychle, jak říká její E2ROM (40,96 ms). Změna se
hlásí, až když průchod dojde k jejímu poli. S --noise hrají skutečné ruce:
kameny tažené přes šachovnici (celý průchod neviditelné mezi poli) nebo
cestou položené a posunuté dál, blikání senzorů a rušení na vedení.

S --clock TEMPO (jen DGT) stojí u šachovnice hodiny DGT3000 s tímto tempem
hry (300+3, 5m+3s, 40/90m+30s:30m+30s, ...). Jejich čas běží skutečně,
ať --speed říká cokoli; ruce mačkají hodiny po každém tahu a praporek
padá, když čas vyprší.

Příkazy ze standardního vstupu, jeden na řádek (po partii, je-li nějaká);
jsou stejné v každém jazyce:

  button N        stisknout tlačítko N hodin (1–5, zleva doprava)
  position FEN    postavit kameny podle FEN (position start: výchozí pozice)
  move TAH        provést tah v každé notaci a jazyce (move Nf3, move Sf3, move g1-f3)
  unplug          vytáhnout kabel: co se děje na šachovnici, se neposílá
  plug            kabel znovu zapojit

Každý provedený příkaz vypíše řádek "done: ..." na standardní výstup (i ten
je stejný v každém jazyce, pro programy); řádek, který nelze provést,
řádek v chybovém výstupu. Konec standardního vstupu nic neukončí:
šachovnice běží, dokud ji nezastavíte.`,
	"rochade voices:long": `Hlasový balíček je složka s popisem (voice.json) a nahrávkou každého slova,
které Rochade říká. Německý hlas je vestavěný.

  rochade voices list [SLOŽKA...]   ukázat vestavěný hlas a zadané balíčky
  rochade voices check [SLOŽKA]     zkontrolovat balíček (bez SLOŽKY: vestavěný hlas)
  rochade voices new SLOŽKA         vytvořit balíček: popis a fráze k nahrání
  rochade voices tidy SLOŽKA        oříznout a vyrovnat nahrávky (původní zůstanou)
  rochade voices new SLOŽKA --espeak de   vytvořit celý balíček s espeak-ng
  rochade voices test --voice system   vyslovit tah a odpověď vlastní
                                       čtečkou obrazovky nebo systémovou řečí`,
	"rochade voices test:long": `Vysloví tah (1. Jf3: "Springer Felix drei") a odpověď (na dotaz na čas:
číslo tahu, kdo je na tahu, obě hodiny) hlasem --voice, přesně jako play:
tah jako oznámení (s --barge-in přerušuje), potom odpověď. Řádky se také
vypíšou.

S --voice system mluví Rochade přes vlastní čtečku obrazovky nebo
systémovou řeč: NVDA, JAWS nebo SAPI ve Windows, VoiceOver nebo say
v macOS, speech-dispatcher (jako Orca) v Linuxu; řekne, kterou zvolil,
nebo proč žádná není dostupná.`,
	"rochade voices new:long": `Zapíše SLOŽKA/voice.json se záznamem pro každé slovo, které Rochade říká,
a SLOŽKA/phrases.txt, seznam frází k nahrání: každý řádek uvádí soubor
nahrávky a slova, která do něj namluvit. Pro ně se vytvoří složka
SLOŽKA/clips. Nahrávat lze kterýmkoli programem, ve WAV, FLAC nebo Ogg
Vorbis: Rochade pozná formát podle obsahu. Potom "rochade voices tidy
SLOŽKA" (uloží každou nahrávku jako WAV) a "rochade voices check SLOŽKA".

Pro jiný jazyk před nahráváním změňte "text" každého záznamu ve
voice.json. S --espeak HLAS vzniknou nahrávky hned pomocí espeak-ng, z
textů existujícího SLOŽKA/voice.json, pokud je.

--rate přijímá 8000 až 48000 Hz; --wpm, s --espeak, 80 až 450 slov za
minutu. Je-li hodnota odmítnuta, nic se nezapíše.`,
	"rochade voices tidy:long": `Ořízne ticho kolem každé nahrávky na několik milisekund, přivede každou na
stejnou hlasitost (-20 dBFS) a uloží ji jako 16bitový mono WAV ve
vzorkování balíčku. Původní nahrávky zůstanou ve SLOŽKA/originals/; nová
úprava začne zase od nich. Přebuzená, tichá nebo jen šumící nahrávka se
nevyrovná: je uvedena, zůstane, jak byla, a je třeba ji nahrát znovu.

S --eq speech se nahrávky společně ekvalizují, aby dlouhodobé spektrum
balíčku mělo vyvážení přirozené řeči: pro nahrávky zastřeným mikrofonem.`,

	"rochade play:long": `Sleduje partii na elektronické šachovnici DGT nebo Millennium a oznamuje
každý tah ve chvíli, kdy je proveden (Pravidla FIDE, Příloha D), za obě
strany. Každé oznámení se také vypíše jako řádek.

Hodiny: --clock 5m+3s (nebo 300+3, 90m+30s, 40/90m+30s:30m+30s ve tvaru
značky PGN TimeControl) spustí vlastní hodiny Rochade, které zapnou čas
soupeře až po tahu na šachovnici (D.2.4); --clock board bere časy z hodin
DGT3000 nebo DGT XL u šachovnice DGT. Když spadne praporek, Rochade to
řekne a zapíše výsledek.

Požadavky, jeden na řádek standardního vstupu, slovy jazyka --lang-ui
(anglická a německá slova platí vždy):
  čas, opakuj, poslední N, pole e4 (nebo e4), sloupec e, řada 4,
  kameny bílý|černý, šachovnice, nápověda
  zpět, nová, vzdávám [bílý|černý], remíza, výsledek 1-0|0-1|1/2-1/2
V terminálu působí klávesy numerického bloku hned:
  5 čas  0 opakuj  2/4/6 posledních 2/4/6 tahů  7 kameny bílého
  9 kameny černého  8 šachovnice  + nápověda  / S Ř pole  * S sloupec  - Ř řada
Při vypnutém NumLock fungují šipky a klávesy numerického bloku stejně.
Proti enginu (--engine stockfish): 1 rada, 3 vzít zpět a požadavky tip,
hodnocení a úroveň N.

Průběh partie: postavení výchozí pozice ukončí partii, jak stojí, a začne
novou; po matu, pádu praporku nebo výsledku se šachovnice nesleduje, dokud
na ní nestojí výchozí pozice. Vzetí zpět se žádá (zpět); „nová“ během
partie ji ukončí, je-li do 15 s zopakována. Šachovnice, která se vrátí po
přerušení, se sleduje jen tam, kde ji jeden nebo dva tahy jednoznačně
vysvětlí; jinak Rochade řekne, jak ji vrátit.
Tlačítka DGT3000: OK (vpravo) čas, zpět (vlevo) opakuj, minus poslední tah
každé strany, plus vlastní kameny.

Dvě šachovnice (Příloha D.1): zadejte --board dvakrát, nejdřív šachovnici
nevidomého hráče, a --protocol jednou pro obě nebo pro každou
(dgt,millennium). Tah se oznámí jednou, ve chvíli, kdy je proveden na
kterékoli šachovnici; druhá ho pak má ukázat a po --remind-after tam
Rochade řekne, co udělat. Čas soupeře začne, když je tah proveden na
šachovnici táhnoucího. Jiný tah na druhé šachovnici je rozdíl (D.2.9):
Rochade to řekne, drží zápis u posledního tahu, ve kterém se šachovnice
shodují, a pole po poli řekne, jak vrátit každou šachovnici.

S --record SOUBOR se partie po každém tahu zapíše jako PGN, s časy hodin
v komentářích [%clk]; zápis jen roste: obsah souboru zůstane bajt po
bajtu, nová partie se přidá za jeho partie, vzaté zpět nebo opravené tahy
zůstanou jako varianty a --resume pokračuje jeho poslední partií, není-li
dohrána. --event, --site, --round, --white a --black dávají novým partiím
značky. Ctrl+C (nebo SIGTERM) zapíše partii, řekne, jak stojí, a skončí.`,
	"rochade play --announce-touch":   `říkat "berührt" s kamenem a polem, když se kámen zvedne a vrátí`,
	"rochade play --black":            "jméno hráče s černými, pro nové partie",
	"rochade play --board":            "sériový port šachovnice, nebo auto pro hledání; dvakrát pro dvě šachovnice, nejdřív šachovnice nevidomého hráče",
	"rochade play --braille":          "ukazovat zápis na braillském řádku přes BRLTTY (BRLAPI_HOST platí)",
	"rochade play --clock":            `hodiny: tempo hry jako 5m+3s nebo 300+3, "board" pro hodiny DGT, nebo žádné`,
	"rochade play --depth":            "počítat do hloubky tolika půltahů místo --movetime",
	"rochade play --elo":              "síla enginu jako Elo místo --level",
	"rochade play --engine":           "hrát proti tomuto enginu UCI: stockfish nebo cesta ke kterémukoli enginu UCI; hraje za stranu opačnou k --side",
	"rochade play --eval-numbers":     "požadavek na hodnocení uvede i hodnocení v pěšcích",
	"rochade play --event":            "značka Event nových partií",
	"rochade play --level":            "úroveň enginu, 1 (nejslabší) až 20 (jinak plná síla)",
	"rochade play --movetime":         "jak dlouho engine přemýšlí o tahu",
	"rochade play --protocol":         "protokol šachovnice: %s; u dvou šachovnic jeden pro každou, například dgt,millennium",
	"rochade play --record":           "vést partii v tomto `souboru` PGN, zapisovaném po každém tahu",
	"rochade play --web":              "nabídnout živou stránku pro telefony na této adrese: hostitel:port nebo :port ve všech sítích (telefon spárujte vypsaným kódem)",
	"rochade play --remind-after":     "u dvou šachovnic: jak dlouho smí tah čekat na druhé šachovnici, než tam Rochade řekne, co udělat",
	"rochade play --resume":           "pokračovat poslední partií ze souboru --record",
	"rochade play --round":            "značka Round nových partií",
	"rochade play --side":             "strana hráče, kterému Rochade pomáhá: white nebo black",
	"rochade play --site":             "značka Site nových partií",
	"rochade play --time-alerts":      "hlásit zbývající čas, když klesne na tyto hodnoty, například 5m,1m (jinak vypnuto)",
	"rochade play --time-alerts-both": "hlásit čas obou stran",
	"rochade play --white":            "jméno hráče s bílými, pro nové partie",

	"rochade demo:long": `Hraje vzorovou partii z Pravidel FIDE, Příloha C, na virtuální šachovnici
v Rochade tak, jak to dělají ruce (kameny zvedané, posouvané, braní v obou
pořadích), sleduje ji přesně jako "rochade play" skutečnou šachovnici a
oznamuje každý tah reproduktory. Bez zvukového zařízení jde řeč do souboru
WAV a ukázka řekne kam.

Požadavky fungují jako v play: napište čas, opakuj, pole e4 ... a Enter.
S --voice none se oznámení jen vypisují.`,
	"rochade demo --announce-touch": `říkat "berührt", když se kámen zvedne a vrátí`,
	"rochade demo --clock":          "spustit hodiny s tímto tempem hry, například 5m+3s",
	"rochade demo --record":         "vést partii také v tomto `souboru` PGN",
	"rochade demo --think":          "pauza před každým tahem (jinak 2s s řečí, 0.6s bez)",

	"rochade compare:long": `Compare čte dva zápisy, každý v kterékoli notaci a jazyce, a najde poslední
tah, ve kterém se shodují, jak to dělá rozhodčí podle Pravidel FIDE,
Příloha D.2.9, když se dvě šachovnice partie nevidomého hráče liší.

Jeden řádek na dvojici partií (první partie z A s první z B a tak dále):

  shodné: 42 půltahů
  první rozdíl v tahu 8 (bílý): Qe3+ / Qd3

--words uvádí tahy slovy Přílohy D. Návratový kód je 0, když jsou všechny
dvojice shodné, 1, když se liší, 2, když soubor nelze přečíst.`,
	"rochade compare --words": "uvádět tahy slovy Přílohy D (Dame Eva drei Schach)",

	"rochade help:long": `Nápověda ke každému příkazu: "rochade help PŘÍKAZ" ukáže vše o něm.`,
	"rochade completion:long": `Vypíše skript, kterým shell doplňuje příkazy a volby rochade. Jak ho
zapojit, ukáže nápověda příkazu daného shellu.`,
	"rochade completion bash:short":       "Vypsat skript doplňování pro bash",
	"rochade completion zsh:short":        "Vypsat skript doplňování pro zsh",
	"rochade completion fish:short":       "Vypsat skript doplňování pro fish",
	"rochade completion powershell:short": "Vypsat skript doplňování pro PowerShell",
	"rochade completion bash:long": `Vypíše skript doplňování pro bash; potřebuje balíček bash-completion.

V aktuální relaci:

	source <(rochade completion bash)

Pro každou novou relaci, jednou (Linux):

	rochade completion bash > /etc/bash_completion.d/rochade

Platí od dalšího shellu.`,
	"rochade completion zsh:long": `Vypíše skript doplňování pro zsh.

V aktuální relaci:

	source <(rochade completion zsh)

Pro každou novou relaci, jednou:

	rochade completion zsh > "${fpath[1]}/_rochade"

Platí od dalšího shellu.`,
	"rochade completion fish:long": `Vypíše skript doplňování pro fish.

V aktuální relaci:

	rochade completion fish | source

Pro každou novou relaci, jednou:

	rochade completion fish > ~/.config/fish/completions/rochade.fish

Platí od dalšího shellu.`,
	"rochade completion powershell:long": `Vypíše skript doplňování pro PowerShell.

V aktuální relaci:

	rochade completion powershell | Out-String | Invoke-Expression

Pro každou novou relaci přidejte výstup tohoto příkazu do profilu PowerShellu.`,
	"--no-descriptions": "doplňování bez popisů",
}
