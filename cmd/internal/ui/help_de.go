package ui

// germanHelp holds the German help texts: the commands' Short, Long and
// Example texts under "COMMAND PATH:short", ":long" and ":example", the
// flags' texts under "--NAME" (or "COMMAND PATH --NAME" where a command
// uses a name differently), and cobra's usage template. The English
// texts are in the commands themselves. The usage template may use
// replaceAll OLD NEW (for the words the flag parser adds), and a flag's
// text may name its value in backquotes, as in "diesen `Pfad`".
var germanHelp = map[string]string{
	"usage-template": `Aufruf:{{if .Runnable}}
  {{.UseLine | replaceAll " [flags]" " [Optionen]"}}{{end}}{{if .HasAvailableSubCommands}}
  {{.CommandPath}} [Befehl]{{end}}{{if gt (len .Aliases) 0}}

Andere Namen:
  {{.NameAndAliases}}{{end}}{{if .HasExample}}

Beispiele:
{{.Example}}{{end}}{{if .HasAvailableSubCommands}}

Befehle:{{range .Commands}}{{if (or .IsAvailableCommand (eq .Name "help"))}}
  {{rpad .Name .NamePadding }} {{.Short}}{{end}}{{end}}{{end}}{{if .HasAvailableLocalFlags}}

Optionen:
{{.LocalFlags.FlagUsages | trimTrailingWhitespaces | replaceAll "(default " "(voreingestellt: "}}{{end}}{{if .HasAvailableInheritedFlags}}

Optionen aller Befehle:
{{.InheritedFlags.FlagUsages | trimTrailingWhitespaces | replaceAll "(default " "(voreingestellt: "}}{{end}}{{if .HasAvailableSubCommands}}

"{{.CommandPath}} [Befehl] --help" erklärt einen Befehl.{{end}}
`,

	"rochade:short": "Schachzüge für blinde und sehbehinderte Spieler ansagen (FIDE-Anhang D)",
	"rochade:long": `Rochade ist ein elektronischer Assistent für blinde und sehbehinderte
Schachspieler nach den FIDE-Schachregeln, Anhang D. Es liest Züge in jeder
üblichen algebraischen Notation, sagt sie mit den Wörtern von Anhang D an
(Anna, Bella, Cäsar ... eins, zwei ...), folgt Partien auf Sensorbrettern
und führt das Partieformular in Braille.

Die Meldungen erscheinen in der Sprache von --lang-ui, sonst von LC_ALL,
LC_MESSAGES oder LANG (Englisch, wenn keine davon eine bekannte Sprache
nennt); die Wörter von Anhang D bleiben deutsch.

Zum Anfang: "rochade demo" spielt eine Beispielpartie vor.`,
	"rochade completion:short": "Das Skript zur Vervollständigung für eine Shell ausgeben",
	"rochade help:short":       "Hilfe zu einem Befehl",
	"rochade play:short":       "Einer Partie auf einem Sensorbrett folgen und jeden Zug ansagen",
	"rochade demo:short":       "Eine Beispielpartie auf einem virtuellen Sensorbrett hören (ohne Geräte)",
	"rochade board:short":      "Sensorbretter: ein angeschlossenes Brett finden oder eines nachbilden",
	"rochade voices:short":     "Stimmpakete auflisten, prüfen und anlegen",
	"rochade compare:short":    "Zwei Partieformulare vergleichen und den ersten Zug finden, an dem sie abweichen (D.2.9)",

	"rochade convert:short": "Partien zwischen Notationen umwandeln (UCI, SAN, lange algebraische)",
	"rochade convert:long": `Convert liest Partien in PGN, in jeder üblichen algebraischen Notation und
jeder bekannten Sprache, und schreibt sie neu.

  --to uci   eine Zeile je Partie: ihre Züge in UCI-Form, durch Leerzeichen getrennt
  --to san   PGN in kurzer algebraischer Notation (Nf3, exd5, O-O)
  --to lan   PGN in langer algebraischer Notation (Ng1-f3, e4xd5)

Die Figurenbuchstaben der Eingabe werden für jede Partie erkannt, außer
--lang nennt die Sprache. --out-lang schreibt die Figurenbuchstaben einer
anderen Sprache (der PGN-Standard verwendet Englisch). Mit - wird die
Standardeingabe gelesen.

Eine Partie, die sich nicht bis zum Ende lesen lässt, wird bis zu dem Zug
geschrieben, an dem das Lesen scheiterte, und der Grund steht in der
Fehlerausgabe. Eine Datei ohne Partie ist ein Fehler.`,
	"rochade convert:example": `  rochade convert --to uci partie.pgn
  rochade convert --to san --lang de --out-lang en partie.pgn
  rochade convert --to lan - < partie.pgn`,

	"rochade announce:short": "Die Züge von Partien mit den Wörtern von FIDE-Anhang D ansagen",
	"rochade announce:long": `Announce liest Partien in PGN (jede übliche Notation, jede bekannte Sprache)
und sagt jeden Zug mit den Wörtern der FIDE-Schachregeln, Anhang D: Linien
Anna, Bella, Cäsar, David, Eva, Felix, Gustav, Hector; Reihen eins bis
acht; König, Dame, Turm, Läufer, Springer, Bauer; Kurze und Lange Rochade;
schlägt, en passant, Umwandlung in, Schach, Matt, Patt.

Ohne --text erscheint eine nummerierte Liste, eine Zeile je Zug. Mit --text
genau eine Zeile je Zug und eine Leerzeile zwischen Partien, für andere
Programme.

--speak spricht die Züge mit der eingebauten deutschen Stimme (oder
--voice); --wav AUS.wav schreibt die Ansage ohne Audiogerät in eine Datei.
Die Eingabe wird geprüft, bevor AUS.wav berührt wird, AUS.wav darf nicht
die Eingabe sein, und geschrieben wird über eine temporäre Datei: geht
etwas schief, bleibt eine vorhandene AUS.wav, wie sie war.`,
	"rochade announce:example": `  rochade announce partie.pgn
  rochade announce --text --spelling fide partie.pgn
  rochade announce --speak partie.pgn
  rochade announce --wav partie.wav partie.pgn`,

	"rochade render:short": "Die gesprochenen Züge jeder Partie von PGN-Dateien in je eine WAV-Datei schreiben",
	"rochade render:long": `Render liest Partien in PGN und schreibt für jede Partie eine WAV-Datei in
ORDNER mit ihren Zügen, gesprochen mit den Wörtern von FIDE-Anhang D. Ein
Audiogerät ist nicht nötig. Die Dateien heißen nach der PGN-Datei, der
Nummer der Partie darin und den Spielern; PGN-Dateien gleichen Namens aus
verschiedenen Ordnern bekommen den Namen des Ordners vorangestellt.

Render schreibt nie über eine Datei: enthält ORDNER schon eine Datei mit
einem der Namen, die es schreiben würde, hört es auf, bevor es etwas
schreibt, und sagt das.

Alle paar Sekunden erscheint eine Zeile mit dem Fortschritt und der
restlichen Zeit, am Ende eine Zeile mit dem Ergebnis; --quiet zeigt nur
Fehler.`,
	"rochade render:example": `  rochade render audio partien.pgn
  rochade render --numbers --speed 1.3 audio verein/*.pgn`,

	"rochade braille:short": "Das Partieformular einer Partie in Braille schreiben oder auf einer Braillezeile zeigen",
	"rochade braille:long": `Schreibt das Partieformular einer PGN-Partie in Braille-Schachschrift: Linien
als Buchstaben, Reihen und Zugnummern als tiefgestellte Ziffern,
Figurenbuchstaben der gewählten Sprache, ein Zugpaar je Zeile (siehe
docs/braille.md).

Formate:
  unicode  Unicode-Braille-Text (voreingestellt)
  brf      BRF für Prägedrucker: Braille-ASCII, CR LF, Seitenvorschub
           zwischen Seiten, Seitenzahlen unten rechts
  text     dasselbe Partieformular in Schwarzschrift

Mit --display erscheint die Partie über BRLTTY auf einer Braillezeile
(BRLAPI_HOST und BRLAPI_AUTH gelten): das letzte Zugpaar als Text in der
gewählten Sprache, mit --dots als Schachzellen. Die Tasten der
Braillezeile blättern vor und zurück; eine Routing-Taste über einem Zug
gibt seine Ansage aus. Strg-C beendet, die Braillezeile geht an BRLTTY
zurück. Läuft BRLTTY nicht, sagt Rochade das einmal und verbindet sich,
sobald es gestartet ist.

--lang nennt die Sprache der Figurenbuchstaben der Eingabe (sonst für
jede Partie erkannt), --out-lang die der geschriebenen.`,
	"rochade braille:example": `  rochade braille --format brf --out-lang en partie.pgn > partie.brf
  rochade braille --out-lang de --width 32 partie.pgn
  rochade braille --sign check=⠖⠖ --sign pawn-from=always partie.pgn
  rochade braille --display --out-lang en partie.pgn`,

	"rochade board detect:short": "Ein angeschlossenes DGT- oder Millennium-Brett finden und sagen, wo es ist",
	"rochade board detect:long": `Fragt die seriellen Schnittstellen dieses Rechners nach einem DGT- oder
Millennium-Brett und gibt Protokoll und Schnittstelle des ersten aus, das
antwortet, für
  rochade play --board SCHNITTSTELLE --protocol PROTOKOLL
Die Schnittstellen, in dieser Folge: DGT-Bretter, an ihren USB-Kennungen
erkannt (Windows und Linux), dann
  Windows  die COM-Schnittstellen: COM3, COM4 ...
  macOS    /dev/cu.usbmodem*, /dev/cu.usbserial*, andere /dev/cu.*
  Linux    /dev/ttyACM*, /dev/ttyUSB*, /dev/rfcomm* (Bluetooth)
Mit --list erscheinen die Schnittstellen, eine je Zeile, ohne Anfrage.
Mit --protocol dgt oder --protocol millennium wird nur dieses Protokoll gefragt.`,
	"rochade board emulate:short": "Ein virtuelles Sensorbrett an einem Pseudoterminal betreiben und eine Partie darauf spielen",
	"rochade board emulate:long": `Betreibt ein virtuelles DGT- oder Millennium-Brett an einem Pseudoterminal,
einer echten seriellen Gegenstelle, die das Protokoll des Bretts spricht.
Die erste Zeile der Ausgabe ist der Gerätepfad, den ein Programm öffnet,
zum Beispiel:

  rochade play --board PFAD --protocol dgt

Mit --game wird die Hauptvariante der Partie so auf dem Brett gespielt,
wie Hände es tun: Figuren gehoben und abgesetzt, geschoben, berührt und
zurückgestellt, geschlagene Figuren vorher oder nachher genommen, bei der
Rochade erst König oder erst Turm, Umwandlung durch Absetzen der neuen
Figur auf der letzten Reihe. Gespielt wird, sobald ein Programm verbunden
ist. Ohne --game beginnt das Brett mit der Anfangsstellung.

Das Brett tastet seine Felder eines nach dem anderen ab, wie die echten
Bretter: DGT in 200 bis 250 ms je Durchgang, Millennium so schnell, wie
sein E2ROM sagt (40,96 ms). Eine Änderung wird erst gemeldet, wenn der
Durchgang zu ihrem Feld kommt. Mit --noise spielen echte Hände: Figuren
über das Brett gezogen (zwischen den Feldern einen ganzen Durchgang lang
nicht zu sehen) oder unterwegs abgesetzt und weitergeschoben, dazu
Flackern der Sensoren und Datenmüll auf der Leitung.

Mit --clock ZEIT (nur DGT) steht eine DGT3000-Uhr mit der Bedenkzeit ZEIT
am Brett (300+3, 5m+3s, 40/90m+30s:30m+30s, ...). Ihre Zeiten laufen in
Echtzeit, was immer --speed sagt; die Hände drücken die Uhr nach jedem
Zug, und ein Blättchen fällt, wenn eine Zeit abläuft.

Befehle von der Standardeingabe, einer je Zeile (nach der Partie, wenn es
eine gibt); sie heißen in jeder Sprache gleich:

  button N        Taste N der Uhr drücken (1 bis 5, von links nach rechts)
  position FEN    die Figuren wie in FEN aufstellen (position start: Anfangsstellung)
  move ZUG        einen Zug in jeder Notation und Sprache ausführen (move Nf3, move Sf3, move g1-f3)
  unplug          das Kabel ziehen: was auf dem Brett geschieht, wird nicht gesendet
  plug            das Kabel wieder einstecken

Jeder ausgeführte Befehl gibt eine Zeile "done: ..." auf der Standardausgabe
aus (auch sie in jeder Sprache gleich, für Programme); eine Zeile, die sich
nicht ausführen lässt, eine Zeile in der Fehlerausgabe. Das Ende der
Standardeingabe beendet nichts: das Brett läuft, bis es beendet wird.`,

	"rochade voices:long": `Ein Stimmpaket ist ein Ordner mit einer Beschreibung (voice.json) und einer
Aufnahme für jedes Wort, das Rochade sagt. Die deutsche Stimme ist
eingebaut.

  rochade voices list [ORDNER...]   die eingebaute Stimme und die genannten Pakete zeigen
  rochade voices check [ORDNER]     ein Paket prüfen (ohne ORDNER: die eingebaute Stimme)
  rochade voices new ORDNER         ein Paket anlegen: Beschreibung und die Texte zum Aufnehmen
  rochade voices tidy ORDNER        Aufnahmen zuschneiden und angleichen (die Originale bleiben)
  rochade voices new ORDNER --espeak de   ein ganzes Paket mit espeak-ng erzeugen
  rochade voices test --voice system   einen Zug und eine Antwort über den eigenen
                                       Bildschirmleser oder die Systemstimme sagen`,
	"rochade voices test:short": "Einen Zug und eine Antwort sagen, um die Ausgabe zu prüfen",
	"rochade voices test:long": `Sagt einen Zug (1. Sf3: "Springer Felix drei") und eine Antwort (auf die
Frage nach der Zeit: Zugnummer, Seite am Zug, beide Uhren) mit der Stimme
von --voice, genau wie play sie sagt: den Zug als Ansage (mit --barge-in
unterbricht er), die Antwort danach. Die Zeilen werden auch ausgegeben.

Mit --voice system spricht Rochade über den eigenen Bildschirmleser oder
die Systemstimme: NVDA, JAWS oder SAPI unter Windows, VoiceOver oder say
unter macOS, speech-dispatcher (wie Orca) unter Linux; es sagt, welche es
nimmt, oder warum keine erreichbar ist.`,
	"rochade voices list:short":  "Die eingebaute Stimme und die Stimmpakete in den genannten Ordnern zeigen",
	"rochade voices check:short": "Ein Stimmpaket prüfen: fehlende oder unlesbare Aufnahmen, Abtastrate, Übersteuerung, Stille, Lautheit",
	"rochade voices new:short":   "Ein Stimmpaket anlegen: Beschreibung und Liste der Texte zum Aufnehmen schreiben",
	"rochade voices new:long": `Schreibt ORDNER/voice.json mit einem Eintrag für jedes Wort, das Rochade
sagt, und ORDNER/phrases.txt, die Liste der Texte zum Aufnehmen: jede Zeile
nennt die Datei der Aufnahme und die Wörter, die hineinzusprechen sind.
Der Ordner ORDNER/clips wird für sie angelegt. Aufnehmen geht mit jedem
Aufnahmeprogramm, als WAV, FLAC oder Ogg Vorbis: Rochade erkennt sie am
Inhalt, daher darf eine FLAC- oder Ogg-Vorbis-Aufnahme unter dem genannten
Namen gespeichert werden, oder unter ihrem eigenen, wenn voice.json ihn
nennt. Danach "rochade voices tidy ORDNER" (das jede Aufnahme als WAV
speichert) und "rochade voices check ORDNER".

Für eine andere Sprache vor dem Aufnehmen den "text" jedes Eintrags in
voice.json ändern. Mit --espeak STIMME entstehen die Aufnahmen sofort mit
espeak-ng, aus den Texten einer vorhandenen ORDNER/voice.json, wenn es eine
gibt.

--rate nimmt 8000 bis 48000 Hz; --wpm, mit --espeak, 80 bis 450 Wörter je
Minute. Wird ein Wert abgelehnt, wird nichts geschrieben.`,
	"rochade voices tidy:short": "Die Stille jeder Aufnahme abschneiden, die Lautheit angleichen und in der Abtastrate des Pakets speichern",
	"rochade voices tidy:long": `Schneidet die Stille um jede Aufnahme auf wenige Millisekunden zu, bringt
jede auf dieselbe Lautheit (-20 dBFS) und speichert sie als 16-Bit-Mono-WAV
in der Abtastrate des Pakets. Die Aufnahmen, wie sie waren, bleiben in
ORDNER/originals/; ein neues Aufräumen beginnt wieder bei ihnen. Eine
übersteuerte, stille oder nur rauschende Aufnahme wird nicht angeglichen:
sie wird genannt, bleibt, wie sie war, und sollte neu aufgenommen werden.

Mit --eq speech werden die Aufnahmen zusammen entzerrt, so dass das
Langzeitspektrum des Pakets die Balance natürlicher Sprache hat: für
Aufnahmen mit einem dumpfen Mikrofon.`,

	"--lang-ui":         "Sprache der Meldungen: cs, de, en, pl, ru, uk (sonst aus LC_ALL, LC_MESSAGES oder LANG, ohne diese en)",
	"--to":              "Notation der Ausgabe: uci, san oder lan (nötig)",
	"--lang":            "Sprache der Figurenbuchstaben der Eingabe, oder auto",
	"--out-lang":        "Sprache der Figurenbuchstaben der Ausgabe",
	"--long":            "bei jedem Zug das Ausgangsfeld nennen (Springer Gustav eins Felix drei)",
	"--pawn":            `bei Bauernzügen "Bauer" sagen`,
	"--spelling":        "Schreibweise der Wörter: de (Cäsar, fünf) oder fide (Cesar, fuenf)",
	"--script":          "Schrift der Wörter: latin, oder cyrillic für die russische Umschrift (voreingestellt: cyrillic für ru und uk, sonst latin)",
	"--text":            "nur die Ansagen ausgeben: eine Zeile je Zug, eine Leerzeile zwischen Partien",
	"--no-numbers":      "Zugnummer und Seite in der Liste weglassen",
	"--speak":           "über das Audiogerät sprechen",
	"--wav":             "die Ansage in diese WAV-Datei schreiben (kein Audiogerät nötig)",
	"--fallback-wav":    "mit --speak: die Ansage in diese WAV-Datei schreiben, wenn sich kein Audiogerät öffnen lässt",
	"--barge-in":        "einen neuen Zug die laufende Ansage unterbrechen lassen, statt zu warten",
	"--voice":           `Ordner eines Stimmpakets, "default" für die eingebaute deutsche Stimme, "system" für den eigenen Bildschirmleser oder die Systemstimme (oder einer davon: speech-dispatcher, nvda, jaws, sapi, say, voiceover) oder "none" für Stille`,
	"--voice-black":     "Ordner eines Stimmpakets für die Züge von Schwarz (sonst wie --voice)",
	"--gap":             "Stille zwischen den Wörtern einer Ansage",
	"--pause":           "Stille zwischen zwei Ansagen",
	"--speed":           "Sprechtempo, 0.5 bis 3 (die Tonhöhe bleibt; 1 lässt Bildschirmleser und Systemstimme in ihrem eigenen Tempo)",
	"--volume":          "Lautstärke, 0 bis 4 (1 lässt Bildschirmleser und Systemstimme in ihrer eigenen Lautstärke)",
	"--numbers":         `vor jedem Zug von Weiß "Zug" und die Zugnummer sagen`,
	"--quiet":           "nur Fehler ausgeben",
	"--format":          "Ausgabe: unicode, brf oder text",
	"--width":           "Zellen (Zeichen) je Zeile",
	"--lines":           "Zeilen je Seite (brf und unicode)",
	"--no-page-numbers": "die Seitenzahlen weglassen",
	"--sign":            "ein Zeichen ändern, als Name=Zellen (Punktnummern wie 346, Zellen durch / getrennt, oder Braillezeichen); Namen: %s",
	"--game":            "welche Partie der Datei, ab 1 gezählt",
	"--display":         "die Partie über BRLTTY auf einer Braillezeile zeigen",
	"--dots":            "mit --display die Schachzellen statt Text senden",
	"--help":            "Hilfe zu %s",

	"--version":                              "die Version von %s ausgeben",
	"rochade board detect --protocol":        "nur nach diesem `Protokoll` suchen: %s",
	"rochade board detect --list":            "die Schnittstellen auflisten, an denen ein Brett sein kann, ohne sie zu fragen",
	"rochade board emulate --protocol":       "`Protokoll` des Bretts: %s",
	"rochade board emulate --noise":          "echte Hände und eine echte Leitung: Figuren gezogen und unterwegs abgesetzt, Flackern der Sensoren, Schübe von Datenmüll",
	"rochade board emulate --exit-when-done": "etwa eine Sekunde nach dem letzten Zug enden",
	"rochade board emulate --seed":           "`Startwert` für die Arten, wie Züge ausgeführt werden",
	"rochade board emulate --plain":          "jeden Zug als einfaches Heben und Absetzen ausführen (kein Schieben, kein Berühren)",
	"rochade board emulate --link":           "diesen `Pfad` auf das Brett zeigen lassen, oder der Socket eines Bluetooth-Bretts (sonst ein neuer im temporären Ordner)",
	"rochade board scan --wait":              "wie lange gesucht wird",
	"rochade play --promotion-wait":          "auf einem Brett, das nur besetzte Felder sieht (Pegasus, Square Off): wie lange eine Umwandlung auf ihre Figur wartet (die Anfrage umwandeln mit der Figur), bevor sie eine Dame ist",
	"rochade play --web":                     "die Live-Seite für Telefone unter dieser Adresse anbieten: Host:Port, oder :Port in jedem Netz (ein Telefon mit dem ausgegebenen Code koppeln)",
	"rochade board emulate --wait":           "wie lange auf ein Programm gewartet wird, bevor trotzdem gespielt wird (oder Befehle angenommen werden), eine `Dauer` wie 2m",
	"rochade board emulate --unplug-at":      "das Kabel vor dem Halbzug mit dieser `Nummer` ziehen (ab 1 gezählt)",
	"rochade board emulate --unplug-for":     "wie lange das Kabel draußen bleibt, eine `Dauer` wie 10s",
	"rochade board emulate --clock":          "eine DGT3000-Uhr mit dieser `Bedenkzeit` an ein DGT-Brett stellen, etwa 300+3 oder 5m+3s",
	"rochade voices list --tokens":           "auch jedes Wort mit Schreibung, Aussprache und Datei auflisten (des ersten Pakets)",
	"rochade voices check --tolerance":       "um wie viele `dB` die Lautheit einer Aufnahme vom Median des Pakets abweichen darf",
	"rochade voices check --edge-silence":    "längste Stille in `Sekunden` vor oder nach der Sprache einer Aufnahme",
	"rochade voices check --pairs":           "auch die `N` am ähnlichsten klingenden Paare unter Linien, Reihen, Figuren, Zahlen und Wendungen auflisten (--pairs allein: 3)",
	"rochade voices new --name":              "`Name` der Stimme",
	"rochade voices new --language":          "`Sprachkennung` der Stimme",
	"rochade voices new --licence":           "`Lizenz` der Aufnahmen, etwa CC0-1.0",
	"rochade voices new --rate":              "Abtastrate der Aufnahmen in `Hz`, 8000 bis 48000",
	"rochade voices new --espeak":            "die Aufnahmen mit espeak-ng in dieser `Stimme` erzeugen (etwa de, cs, pl)",
	"rochade voices new --wpm":               "mit --espeak: `Anzahl` der Wörter je Minute, 80 bis 450",
	"rochade voices tidy --eq":               "`Entzerrer`: speech (das Spektrum dem natürlicher Sprache angleichen) oder none",

	// The same names with another meaning.
	"rochade board emulate --speed": "Tempo der Hände als `Faktor`: 2 ist doppelt so schnell",
	"rochade board emulate --game":  "die Hauptvariante der ersten Partie dieser PGN-`Datei` spielen",
	"rochade play --dots":           "mit --braille die Schachzellen statt Text senden",

	"rochade play:long": `Folgt einer Partie auf einem DGT- oder Millennium-Sensorbrett und sagt jeden
Zug an, sobald er gemacht ist (FIDE-Schachregeln, Anhang D), für beide
Seiten. Jede Ansage erscheint auch als eine Zeile.

Die Uhr: --clock 5m+3s (oder 300+3, 90m+30s, 40/90m+30s:30m+30s in der
Form des PGN-Tags TimeControl) lässt Rochades eigene Uhr laufen, die die
Zeit des Gegners erst startet, wenn ein Zug auf dem Brett gemacht ist
(D.2.4); --clock board nimmt die Zeiten einer DGT3000 oder DGT XL am
DGT-Brett. Fällt ein Blättchen, sagt Rochade "Zeitüberschreitung" und
schreibt das Ergebnis.

Anfragen, eine je Zeile auf der Standardeingabe, in den Wörtern der
Sprache von --lang-ui (englische und deutsche Wörter gelten immer):
  zeit, wiederholen, letzte N, feld e4 (oder e4), linie e, reihe 4,
  figuren weiß|schwarz, brett, hilfe
  zurück, neu, aufgeben [weiß|schwarz], remis, ergebnis 1-0|0-1|1/2-1/2
Am Terminal wirken die Tasten des Ziffernblocks sofort:
  5 Zeit  0 wiederholen  2/4/6 die letzten 2/4/6 Züge  7 weiße Figuren
  9 schwarze Figuren  8 das Brett  + Hilfe  / L R Feld  * L Linie  - R Reihe
Ohne NumLock wirken die Pfeiltasten und die Tasten des Ziffernblocks
genauso. Gegen ein Programm (--engine stockfish): 1 Tipp, 3 zurücknehmen
und die getippten Anfragen tipp, bewertung und stufe N.

Der Lauf der Partie: die Anfangsstellung aufzubauen beendet die Partie,
wie sie steht, und beginnt eine neue; nach Matt, Zeitüberschreitung oder
einem Ergebnis wird dem Brett erst wieder gefolgt, wenn die
Anfangsstellung darauf steht. Eine Zurücknahme wird verlangt (zurück);
neu während einer Partie beendet sie, wenn es binnen 15 s noch einmal
verlangt wird. Einem Brett, das nach einer Unterbrechung zurückkommt, wird
nur gefolgt, wo ein oder zwei Züge es eindeutig erklären; sonst sagt
Rochade, wie es zurückzustellen ist.
Die Tasten der DGT3000: OK (rechts) Zeit, zurück (links) wiederholen,
Minus den letzten Zug jeder Seite, Plus die eigenen Figuren.

Zwei Bretter (Anhang D.1): --board zweimal angeben, das Brett des blinden
Spielers zuerst, und --protocol einmal für beide oder je einmal
(dgt,millennium). Ein Zug wird einmal angesagt, sobald er auf einem der
Bretter gemacht ist; das andere Brett soll ihn dann zeigen, und nach
--remind-after sagt Rochade dort, was zu tun ist ("Brett 2: Springer Gustav
eins nach Felix drei"). Die Zeit des Gegners beginnt, wenn der Zug auf dem
eigenen Brett des Ziehenden gemacht ist. Ein anderer Zug auf dem anderen
Brett ist eine Abweichung (D.2.9): Rochade sagt "Abweichung bei Zug 8,
Weiß: ...", hält die Aufzeichnung beim letzten Zug, in dem beide Bretter
übereinstimmen, und sagt Feld für Feld, wie jedes Brett zurückzustellen
ist.

Mit --record DATEI wird die Partie nach jedem Zug als PGN geschrieben, mit
den Uhrzeiten als [%clk]-Kommentare; eine Aufzeichnung wächst nur: was die
Datei enthielt, bleibt Byte für Byte, die neue Partie kommt nach ihren
Partien, zurückgenommene oder berichtigte Züge bleiben als Varianten, und
--resume setzt ihre letzte Partie fort, wo ihre Züge enden, wenn sie nicht
beendet ist. --event, --site, --round, --white und --black geben neuen
Partien ihre Tags. Strg+C (oder SIGTERM) schreibt die Aufzeichnung, sagt,
wo die Partie steht, und beendet.`,
	"rochade play --announce-touch":   `mit Figur und Feld "berührt" sagen, wenn eine Figur gehoben und zurückgestellt wird`,
	"rochade play --black":            "der Name des Spielers mit Schwarz, für neue Partien",
	"rochade play --board":            "serielle Schnittstelle des Bretts, oder auto, um es zu suchen; zweimal für zwei Bretter, das des blinden Spielers zuerst",
	"rochade play --braille":          "das Partieformular über BRLTTY auf einer Braillezeile zeigen (BRLAPI_HOST gilt)",
	"rochade play --clock":            `die Uhr: eine Bedenkzeit wie 5m+3s oder 300+3, "board" für die DGT-Uhr, oder keine`,
	"rochade play --depth":            "so viele Halbzüge tief rechnen statt --movetime",
	"rochade play --elo":              "die Spielstärke des Programms als Elo-Zahl, statt --level",
	"rochade play --engine":           "gegen dieses UCI-Programm spielen: stockfish oder der Pfad eines UCI-Programms; es spielt die Seite gegenüber --side",
	"rochade play --eval-numbers":     "die Anfrage bewertung sagt auch die Bewertung in Bauern",
	"rochade play --event":            "das Tag Event neuer Partien",
	"rochade play --level":            "die Stufe des Programms, 1 (schwächste) bis 20 (sonst volle Stärke)",
	"rochade play --movetime":         "wie lange das Programm über einen Zug nachdenkt",
	"rochade play --protocol":         "Protokoll des Bretts: %s; bei zwei Brettern eines je Brett, etwa dgt,millennium",
	"rochade play --record":           "die Partie in dieser PGN-`Datei` führen, nach jedem Zug geschrieben",
	"rochade play --remind-after":     "bei zwei Brettern: wie lange ein Zug darauf warten darf, auf dem anderen Brett gemacht zu werden, bevor Rochade dort sagt, was zu tun ist",
	"rochade play --resume":           "die letzte Partie der --record-Datei fortsetzen",
	"rochade play --round":            "das Tag Round neuer Partien",
	"rochade play --side":             "die Seite des Spielers, dem Rochade hilft: white oder black",
	"rochade play --site":             "das Tag Site neuer Partien",
	"rochade play --time-alerts":      "die restliche Zeit sagen, wenn sie auf diese Zeiten fällt, etwa 5m,1m (sonst aus)",
	"rochade play --time-alerts-both": "die Zeitansagen für beide Seiten geben",
	"rochade play --white":            "der Name des Spielers mit Weiß, für neue Partien",

	"rochade demo:long": `Spielt die Beispielpartie der FIDE-Schachregeln, Anhang C, auf einem
virtuellen Brett in Rochade, wie Hände es tun (Figuren gehoben, geschoben,
in beiden Folgen geschlagen), folgt ihr genau wie "rochade play" einem
echten Brett und sagt jeden Zug über die Lautsprecher an. Ohne Audiogerät
geht die Ansage in eine WAV-Datei, und die Vorführung sagt, wohin.

Anfragen wirken wie in play: zeit, wiederholen, feld e4 ... tippen und
Enter. Mit --voice none werden die Ansagen nur ausgegeben.`,
	"rochade demo --announce-touch": `"berührt" sagen, wenn eine Figur gehoben und zurückgestellt wird`,
	"rochade demo --clock":          "eine Uhr mit dieser Bedenkzeit laufen lassen, etwa 5m+3s",
	"rochade demo --record":         "die Partie auch in dieser PGN-`Datei` führen",
	"rochade demo --think":          "Pause vor jedem Zug (sonst 2s mit Sprache, 0.6s ohne)",

	"rochade compare:long": `Compare liest zwei Partieformulare, jedes in jeder Notation und Sprache, und
findet den letzten Zug, in dem sie übereinstimmen, wie es der Schiedsrichter
nach den FIDE-Schachregeln, Anhang D.2.9, tut, wenn die beiden Bretter der
Partie eines blinden Spielers voneinander abweichen.

Eine Zeile je Partiepaar (die erste Partie von A mit der ersten von B und
so fort):

  gleich: 42 Halbzüge
  erster Unterschied bei Zug 8 (Weiß): Qe3+ / Qd3

--words sagt die Züge stattdessen mit den Wörtern von Anhang D. Der
Rückgabewert ist 0, wenn jedes Paar gleich ist, 1, wenn sie sich
unterscheiden, 2, wenn sich eine Datei nicht lesen lässt.`,
	"rochade compare:example": `  rochade compare weiss.pgn schwarz.pgn
  rochade compare --words brett1.pgn brett2.pgn`,
	"rochade compare --words": "die Züge mit den Wörtern von Anhang D sagen (Dame Eva drei Schach)",

	"rochade help:long": `Hilfe zu jedem Befehl: "rochade help BEFEHL" zeigt alles zu ihm.`,
	"rochade completion:long": `Gibt das Skript aus, mit dem eine Shell die Befehle und Optionen von
rochade vervollständigt. Wie es eingebunden wird, zeigt die Hilfe des
Befehls der jeweiligen Shell.`,
	"rochade completion bash:short":       "Das Skript zur Vervollständigung für bash ausgeben",
	"rochade completion zsh:short":        "Das Skript zur Vervollständigung für zsh ausgeben",
	"rochade completion fish:short":       "Das Skript zur Vervollständigung für fish ausgeben",
	"rochade completion powershell:short": "Das Skript zur Vervollständigung für PowerShell ausgeben",
	"rochade completion bash:long": `Gibt das Skript zur Vervollständigung für bash aus; es braucht das Paket
bash-completion.

In der laufenden Sitzung:

	source <(rochade completion bash)

Für jede neue Sitzung, einmal (Linux):

	rochade completion bash > /etc/bash_completion.d/rochade

Es gilt ab der nächsten Shell.`,
	"rochade completion zsh:long": `Gibt das Skript zur Vervollständigung für zsh aus.

In der laufenden Sitzung:

	source <(rochade completion zsh)

Für jede neue Sitzung, einmal:

	rochade completion zsh > "${fpath[1]}/_rochade"

Es gilt ab der nächsten Shell.`,
	"rochade completion fish:long": `Gibt das Skript zur Vervollständigung für fish aus.

In der laufenden Sitzung:

	rochade completion fish | source

Für jede neue Sitzung, einmal:

	rochade completion fish > ~/.config/fish/completions/rochade.fish

Es gilt ab der nächsten Shell.`,
	"rochade completion powershell:long": `Gibt das Skript zur Vervollständigung für PowerShell aus.

In der laufenden Sitzung:

	rochade completion powershell | Out-String | Invoke-Expression

Für jede neue Sitzung: die Ausgabe dieses Befehls in das PowerShell-Profil
aufnehmen.`,
	"--no-descriptions": "die Vervollständigung ohne Beschreibungen",
}
