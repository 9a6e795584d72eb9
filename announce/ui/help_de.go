package ui

// germanHelp holds the German help texts: the commands' Short, Long and
// Example texts under "COMMAND PATH:short", ":long" and ":example", the
// flags' texts under "--NAME" (or "COMMAND PATH --NAME" where a command
// uses a name differently), and cobra's usage template. The English
// texts are in the commands themselves.
var germanHelp = map[string]string{
	"usage-template": `Aufruf:{{if .Runnable}}
  {{.UseLine}}{{end}}{{if .HasAvailableSubCommands}}
  {{.CommandPath}} [Befehl]{{end}}{{if gt (len .Aliases) 0}}

Andere Namen:
  {{.NameAndAliases}}{{end}}{{if .HasExample}}

Beispiele:
{{.Example}}{{end}}{{if .HasAvailableSubCommands}}

Befehle:{{range .Commands}}{{if (or .IsAvailableCommand (eq .Name "help"))}}
  {{rpad .Name .NamePadding }} {{.Short}}{{end}}{{end}}{{end}}{{if .HasAvailableLocalFlags}}

Optionen:
{{.LocalFlags.FlagUsages | trimTrailingWhitespaces}}{{end}}{{if .HasAvailableInheritedFlags}}

Optionen aller Befehle:
{{.InheritedFlags.FlagUsages | trimTrailingWhitespaces}}{{end}}{{if .HasAvailableSubCommands}}

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

	"--lang-ui":         "Sprache der Meldungen: de, en (sonst aus LC_ALL, LC_MESSAGES oder LANG, ohne diese en)",
	"--to":              "Notation der Ausgabe: uci, san oder lan (nötig)",
	"--lang":            "Sprache der Figurenbuchstaben der Eingabe, oder auto",
	"--out-lang":        "Sprache der Figurenbuchstaben der Ausgabe",
	"--long":            "bei jedem Zug das Ausgangsfeld nennen (Springer Gustav eins Felix drei)",
	"--pawn":            `bei Bauernzügen "Bauer" sagen`,
	"--spelling":        "Schreibweise der Wörter: de (Cäsar, fünf) oder fide (Cesar, fuenf)",
	"--script":          "Schrift der Wörter: latin, oder cyrillic für die russische Umschrift",
	"--text":            "nur die Ansagen ausgeben: eine Zeile je Zug, eine Leerzeile zwischen Partien",
	"--no-numbers":      "Zugnummer und Seite in der Liste weglassen",
	"--speak":           "über das Audiogerät sprechen",
	"--wav":             "die Ansage in diese WAV-Datei schreiben (kein Audiogerät nötig)",
	"--fallback-wav":    "mit --speak: die Ansage in diese WAV-Datei schreiben, wenn sich kein Audiogerät öffnen lässt",
	"--barge-in":        "einen neuen Zug die laufende Ansage unterbrechen lassen, statt zu warten",
	"--voice":           `Ordner eines Stimmpakets, "default" für die eingebaute deutsche Stimme oder "none" für Stille`,
	"--voice-black":     "Ordner eines Stimmpakets für die Züge von Schwarz (sonst wie --voice)",
	"--gap":             "Stille zwischen den Wörtern einer Ansage",
	"--pause":           "Stille zwischen zwei Ansagen",
	"--speed":           "Sprechtempo, 0.5 bis 3 (die Tonhöhe bleibt)",
	"--volume":          "Lautstärke, 0 bis 4",
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

	// The same names with another meaning.
	"rochade board emulate --speed": "Tempo der Hände: 2 ist doppelt so schnell",
	"rochade board emulate --game":  "die Hauptvariante der ersten Partie dieser PGN-Datei spielen",
	"rochade play --dots":           "mit --braille die Schachzellen statt Text senden",
}
