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

	"rochade board detect --protocol":        "hledat jen v tomto `protokolu`: auto, dgt nebo millennium",
	"rochade board detect --list":            "vypsat porty, na kterých může být šachovnice, bez dotazování",
	"rochade board emulate --protocol":       "`protokol` šachovnice: dgt nebo millennium",
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
}
