package ui

// The German help of the flags of the spoken answers and the Braille
// display's messages.
func init() {
	for k, v := range map[string]string{
		"rochade voices check --prompts": "ein Ansagepaket dieser `Sprache` prüfen (ohne ORDNER: das eingebaute); den Ordner eines Ansagepakets erkennt die Prüfung selbst",
		"rochade voices new --prompts":   "ein Ansagepaket anlegen: die eigenen Sätze des Assistenten in dieser `Sprache` (cs, en, pl, ru, uk)",
		"--prompts":                      "`Ordner` des Ansagepakets, das die eigenen Sätze des Assistenten in der Sprache von --lang-ui spricht (anlegen mit: rochade voices new --prompts SPRACHE), oder \"default\" für das eingebaute",
		"--braille-hold":                 "mit --braille: wie lange eine Antwort oder Meldung ohne Tastendruck auf der Braillezeile bleibt, bevor die Partie wieder erscheint",
	} {
		germanHelp[k] = v
	}
}
