package ui

// The help of the flags of the spoken answers and the Braille display's
// messages, in every language but English (whose texts are in the
// commands).
func init() {
	for help, texts := range map[*map[string]string]map[string]string{
		&germanHelp: {
			"rochade voices check --prompts": "ein Ansagepaket dieser `Sprache` prüfen (ohne ORDNER: das eingebaute); den Ordner eines Ansagepakets erkennt die Prüfung selbst",
			"rochade voices new --prompts":   "ein Ansagepaket anlegen: die eigenen Sätze des Assistenten in dieser `Sprache` (cs, en, pl, ru, uk)",
			"--prompts":                      "`Ordner` des Ansagepakets, das die eigenen Sätze des Assistenten in der Sprache von --lang-ui spricht (anlegen mit: rochade voices new --prompts SPRACHE), oder \"default\" für das eingebaute",
			"--braille-hold":                 "mit --braille: wie lange eine Antwort oder Meldung ohne Tastendruck auf der Braillezeile bleibt, bevor die Partie wieder erscheint",
		},
		&russianHelp: {
			"rochade voices check --prompts": "проверить пакет фраз на этом `языке` (без ПАПКИ: встроенный); папку пакета фраз проверка узнаёт сама",
			"rochade voices new --prompts":   "создать пакет фраз: собственные фразы помощника на этом `языке` (cs, en, pl, ru, uk)",
			"--prompts":                      "`папка` пакета фраз, которым помощник произносит свои фразы на языке --lang-ui (создать: rochade voices new --prompts ЯЗЫК), или \"default\" для встроенного",
			"--braille-hold":                 "с --braille: сколько ответ или сообщение остаётся на брайлевском дисплее без нажатия клавиши, прежде чем снова появится партия",
		},
		&ukrainianHelp: {
			"rochade voices check --prompts": "перевірити пакет фраз цією `мовою` (без ТЕКИ: вбудований); теку пакета фраз перевірка впізнає сама",
			"rochade voices new --prompts":   "створити пакет фраз: власні фрази помічника цією `мовою` (cs, en, pl, ru, uk)",
			"--prompts":                      "`тека` пакета фраз, яким помічник вимовляє свої фрази мовою --lang-ui (створити: rochade voices new --prompts МОВА), або \"default\" для вбудованого",
			"--braille-hold":                 "з --braille: скільки відповідь чи повідомлення лишається на брайлівському дисплеї без натискання клавіші, перш ніж знову з'явиться партія",
		},
		&polishHelp: {
			"rochade voices check --prompts": "sprawdzić pakiet komunikatów w tym `języku` (bez FOLDERU: wbudowany); folder pakietu komunikatów sprawdzanie rozpoznaje samo",
			"rochade voices new --prompts":   "utworzyć pakiet komunikatów: własne zdania asystenta w tym `języku` (cs, en, pl, ru, uk)",
			"--prompts":                      "`folder` pakietu komunikatów, którym asystent wypowiada własne zdania w języku --lang-ui (utworzyć: rochade voices new --prompts JĘZYK), lub \"default\" dla wbudowanego",
			"--braille-hold":                 "z --braille: jak długo odpowiedź lub komunikat pozostaje na monitorze brajlowskim bez naciśnięcia klawisza, zanim znów pojawi się partia",
		},
		&czechHelp: {
			"rochade voices check --prompts": "zkontrolovat balíček hlášení v tomto `jazyce` (bez SLOŽKY: vestavěný); složku balíčku hlášení kontrola pozná sama",
			"rochade voices new --prompts":   "vytvořit balíček hlášení: vlastní věty asistenta v tomto `jazyce` (cs, en, pl, ru, uk)",
			"--prompts":                      "`složka` balíčku hlášení, kterým asistent vyslovuje své věty v jazyce --lang-ui (vytvořit: rochade voices new --prompts JAZYK), nebo \"default\" pro vestavěný",
			"--braille-hold":                 "s --braille: jak dlouho odpověď nebo zpráva zůstane na braillském řádku bez stisku klávesy, než se znovu objeví partie",
		},
	} {
		for k, v := range texts {
			(*help)[k] = v
		}
	}
}
