package ui

// german is the German user interface: its messages, help texts, request words,
// spoken lines and plural rule.
var german = Language{
	Code:        "de",
	Name:        "Deutsch",
	Plural:      oneOther,
	SAPI:        "407",
	PromptVoice: "de+m3",
	Messages: map[Key]string{
		ErrorLine:      "Fehler: %v",
		UnknownUILang:  "unbekannte Sprache der Meldungen %s: möglich sind %s",
		NeedsOneFile:   "%s braucht eine PGN-Datei, oder - für die Standardeingabe",
		UnknownLang:    "unbekannte Sprache %s: möglich sind %s",
		StandardInput:  "Standardeingabe",
		UnknownFlag:    "die Option %s gibt es nicht: %s --help zeigt die Optionen",
		FlagNeedsValue: "die Option %s braucht einen Wert: %s --help sagt, welchen",
		BadFlagValue:   "%s ist kein Wert für %s: %s --help sagt, welche Werte gehen",

		NoSuchFile:                "die Datei %s gibt es nicht: bitte den Namen prüfen",
		CannotOpen:                "%s lässt sich nicht öffnen: %v",
		IsAFolder:                 "%s ist ein Ordner, keine PGN-Datei",
		CannotRead:                "%s lässt sich nicht lesen: %v",
		GamesNotRead + ".one":     "%d Partie ließ sich nicht vollständig lesen: siehe die Meldung oben",
		GamesNotRead + ".other":   "%d Partien ließen sich nicht vollständig lesen: siehe die Meldungen oben",
		NoGame:                    "%s enthält keine Partie",
		ReadingStopped:            "Hier endete das Lesen: %v",
		FileHoldsGames + ".one":   "%s enthält %d Partie; eine Partie %d gibt es nicht",
		FileHoldsGames + ".other": "%s enthält %d Partien; eine Partie %d gibt es nicht",

		PlaceWhite: "Weiß",
		PlaceBlack: "Schwarz",

		CannotWrite:      "%s lässt sich nicht schreiben: %v",
		OutputNotRegular: "%s ist keine gewöhnliche Datei: bitte eine Datei zum Schreiben nennen",
		OutputIsInput:    "%s ist dieselbe Datei wie die Eingabe %s: bitte eine andere Datei zum Schreiben nennen",
		CannotMakeFolder: "der Ordner %s lässt sich nicht anlegen: %v",

		ConvertNeedsTo: "convert braucht --to uci, --to san oder --to lan",
		UnknownTo:      "unbekanntes --to %s: möglich sind uci, san und lan",

		UnknownSpelling:    "unbekannte --spelling %s: möglich sind de und fide",
		UnknownScript:      "unbekannte --script %s: möglich sind latin und cyrillic",
		WAVNeedsVoice:      "--wav braucht eine Stimme; mit --voice none würde die Datei stumm",
		NoMoveToSay:        "die Partien enthalten keinen Zug zum Ansagen; %s wurde nicht geschrieben",
		SpeechIn:           "Die Ansage steht in %s.",
		GameHeading:        "Partie %d",
		GamePlayers:        ": %s gegen %s",
		GameLetters:        " (Figurenbuchstaben gelesen als %s)",
		Unknown:            "unbekannt",
		White:              "Weiß",
		Black:              "Schwarz",
		DrawOffered:        "Remis angeboten mit Zug %d, %s.",
		ResultLine:         "Ergebnis: %s.",
		ResultWhiteWins:    "1-0, Weiß gewinnt",
		ResultBlackWins:    "0-1, Schwarz gewinnt",
		ResultDraw:         "1/2-1/2, remis",
		ResultWhiteForfeit: "+/-, Weiß gewinnt kampflos",
		ResultBlackForfeit: "-/+, Schwarz gewinnt kampflos",
		ResultBothForfeit:  "-/-, beide verlieren kampflos",
		ResultUnfinished:   "*, die Partie ist nicht beendet",

		RenderNeedsArgs:             "render braucht einen Ordner und mindestens eine PGN-Datei",
		RenderNeedsVoice:            "render braucht eine Stimme; mit --voice none würden die Dateien stumm",
		RenderFilesExist + ".one":   "in %s gibt es %s schon und %d weitere Datei, die render schreiben würde; nichts wurde geschrieben: bitte einen anderen Ordner wählen oder diese Dateien woanders hin verschieben",
		RenderFilesExist + ".other": "in %s gibt es %s schon und %d weitere Dateien, die render schreiben würde; nichts wurde geschrieben: bitte einen anderen Ordner wählen oder diese Dateien woanders hin verschieben",
		RenderStopped + ".one":      "angehalten nach %d von %d Partie",
		RenderStopped + ".other":    "angehalten nach %d von %d Partien",
		Rendered + ".one":           "%d Partie gesprochen, %s Ansage, in %.1f s; die Datei liegt in %s.",
		Rendered + ".other":         "%d Partien gesprochen, %s Ansage, in %.1f s; die Dateien liegen in %s.",
		Progress + ".one":           "%d von %d Partie fertig (%d %%), noch etwa %s.",
		Progress + ".other":         "%d von %d Partien fertig (%d %%), noch etwa %s.",
		Seconds:                     "%d s",
		MinutesSeconds:              "%d min %d s",
		HoursMinutesSeconds:         "%d h %d min %d s",

		UnknownFormat:            "unbekanntes --format %s: möglich sind unicode, brf und text",
		DotsNeedDisplay:          "--dots gehört zu --display",
		WidthTooSmall + ".one":   "eine Zeile aus %d Zelle ist zu kurz für ein Partieformular: bitte --width %d oder mehr",
		WidthTooSmall + ".other": "eine Zeile aus %d Zellen ist zu kurz für ein Partieformular: bitte --width %d oder mehr",
		LinesTooFew + ".one":     "eine Seite mit %d Zeile ist zu kurz: bitte --lines %d oder mehr",
		LinesTooFew + ".other":   "eine Seite mit %d Zeilen ist zu kurz: bitte --lines %d oder mehr",
		GameCountsFrom1:          "--game zählt ab 1, nicht %d",
		GameNotReadFixIt:         "Partie %d in %s ließ sich nicht vollständig lesen; bitte zuerst berichtigen",
		ShowingOnDisplay:         "Suche die Braillezeile über BRLTTY; Strg-C beendet.",
		BRLTTYUnreachable:        "BRLTTY ist unter %s nicht erreichbar. Bitte starten, zum Beispiel mit: sudo systemctl start brltty. Die Partie erscheint auf der Braillezeile, sobald BRLTTY läuft; Strg-C beendet.",
		BRLTTYNoDisplay:          "BRLTTY antwortet, aber die Braillezeile ist noch nicht bereit (%v). Neuer Versuch im Stillen; Strg-C beendet.",
		DisplayConnected:         "Braillezeile verbunden, %d Zellen: sie zeigt die Partie.",
		DisplayLost:              "Die Verbindung zu BRLTTY ist abgerissen (%v). Neue Verbindung im Stillen.",
		DisplayWriteFailed:       "Schreiben auf die Braillezeile misslang: %v",
		DisplayGivenBack:         "Braillezeile an BRLTTY zurückgegeben.",
		DisplayNeverConnected:    "Beendet. Die Braillezeile war nie verbunden.",
		DisplayNoAnswerOnClose:   "BRLTTY antwortete nicht, als die Braillezeile zurückgegeben wurde",

		PlayBadSide:                  "unbekannte --side %s: white oder black angeben",
		PlayAlertsNeedClock:          "--time-alerts braucht eine Uhr: --clock ZEIT oder --clock board angeben",
		PlayBadAlert:                 "--time-alerts nimmt Zeiten wie 5m,1m oder 300,60, nicht %s",
		PlayResumeNeedsRecord:        "--resume braucht --record DATEI: die Partie, die weitergeht",
		PlayNoGameToResume:           "%s enthält keine Partie zum Fortsetzen; ohne --resume beginnt darin eine neue Partie",
		PlayRecordUnreadable:         "die Partiedatei %s ist nicht lesbar (%v); eine andere --record-Datei angeben",
		PlayRecordNotPGN:             "%s ist keine PGN-Datei, der Rochade eine Partie anfügen kann (%v); eine andere --record-Datei angeben oder diese woanders hinlegen",
		PlayRecordUnwritable:         "die Partiedatei %s kann nicht geschrieben werden (%v); eine --record-Datei in einem beschreibbaren Ordner angeben",
		PlayBoardConnected:           "Brett verbunden: %s.",
		PlayBoardDisconnected:        "Brett getrennt (%v). Rochade wartet, bis es wieder da ist.",
		PlayBoardWaiting:             "Warte auf ein Brett: %v",
		PlayBoardNoAnswer:            "%v",
		PlayMoveCorrected:            "Der letzte Zug war %s, nicht wie zuvor angesagt.",
		PlayNewGame:                  "Eine neue Partie beginnt.",
		PlayBoardTurned:              "Das Brett steht verdreht: schwarze Figuren auf der ersten Reihe des Bretts. Die Felder werden passend gedreht.",
		PlaySaveFailed:               "Die Partiedatei %s kann nicht geschrieben werden (%v). Die Züge bleiben erhalten; Rochade versucht es alle paar Sekunden wieder.",
		PlaySaveRecovered:            "Die Partiedatei %s wird wieder geschrieben.",
		PlayGameOver:                 "Die Partie ist beendet: %s. Weitere Züge werden nicht aufgezeichnet; für eine neue Partie die Grundstellung aufbauen.",
		PlayRequestUnknown:           "Nicht verstanden: %v",
		PlayVoiceLacks:               "Nicht alles kann gesagt werden: %v",
		PlayClockMissing:             "--clock board, aber das Brett meldet keine Uhr: die DGT-Uhr an das Brett anschließen oder --clock mit einer Bedenkzeit angeben",
		PlayResuming + ".one":        "Die Partie in %s geht nach %d Halbzug weiter.",
		PlayResuming + ".other":      "Die Partie in %s geht nach %d Halbzügen weiter.",
		PlayRecordAppends + ".one":   "%s enthält %d Partie; die neue Partie wird danach angefügt.",
		PlayRecordAppends + ".other": "%s enthält %d Partien; die neue Partie wird danach angefügt.",
		PlayTakenBack + ".one":       "Züge zurückgenommen: die Partie geht nach %d Halbzug weiter.",
		PlayTakenBack + ".other":     "Züge zurückgenommen: die Partie geht nach %d Halbzügen weiter.",
		PlayRecordEmpty:              "--record braucht einen Dateinamen; ohne den Schalter wird keine Partiedatei geführt",
		PlayRecordNotRegular:         "%s ist %s: --record nimmt eine PGN-Datei oder den Namen einer neuen",
		KindFolder:                   "ein Ordner",
		KindPipe:                     "eine benannte Pipe",
		KindSocket:                   "ein Socket",
		KindDevice:                   "ein Terminal oder anderes Gerät",
		PlayRecordCannotGoOn:         "die letzte Partie in %s endet so, dass Rochade sie nicht fortsetzen kann, ohne sie zu ändern; ohne --resume beginnt danach eine neue Partie",
		PlayRecordUnencodable:        "%s ist in %s geschrieben, das kein %q kennt: die Angaben (--white, --black, --event, --site, --round) in Buchstaben geben, die es kennt, oder eine andere --record-Datei",
		PlayResumeFinished:           "Die letzte Partie in %s ist beendet (%s); danach beginnt eine neue Partie.",
		PlayClockBoardNeedsDGT:       "--clock board nimmt die Zeiten einer DGT-Uhr an einem DGT-Brett, und ein Millennium-Brett hat keine Uhr: eine Bedenkzeit angeben, etwa --clock 5m+3s",
		PlayEngineFlagAlone:          "--%s bestimmt, wie der Computer spielt: --engine stockfish (oder den Pfad einer UCI-Engine) dazu angeben",
		PlayBoardTwice:               "--board %s ist zweimal angegeben: jedem Brett seinen eigenen Anschluss geben",
		PlayTwoBoardsAuto:            "bei zwei Brettern den Anschluss jedes Bretts angeben: --board auto findet ein Brett",
		PlaySaved + ".one":           "Die Partie ist in %s gespeichert: %d Halbzug.",
		PlaySaved + ".other":         "Die Partie ist in %s gespeichert: %d Halbzüge.",
		PlayNotSaved + ".one":        "Die Partie hatte %d Halbzug; sie wurde nicht gespeichert (--record DATEI speichert sie).",
		PlayNotSaved + ".other":      "Die Partie hatte %d Halbzüge; sie wurde nicht gespeichert (--record DATEI speichert sie).",
		PlayNothingSaved:             "Es wurde kein Zug gemacht; die Partiedatei blieb unverändert.",
		PlayStartOnBoard:             "Brett %d zeigt die Grundstellung, während eine Partie läuft. Für eine neue Partie neu eingeben (oder die Start-/Pausetaste der Uhr drücken); sonst die Stellung der Partie aufbauen.",
		PlayConfirmNewGame:           "Eine Partie läuft: innerhalb von %d Sekunden noch einmal neu eingeben, um sie zu beenden und eine neue zu beginnen.",
		PlayEarlierOnBoard:           "Brett %d zeigt die Stellung nach Zug %d (%s): zurück eingeben, um die späteren Züge zurückzunehmen, oder das Brett zurückstellen.",
		PlayMovesWhileAway:           "Brett %d ist wieder da und zeigt Züge, die während der Trennung gemacht wurden; sie werden jetzt angesagt.",
		PlayNoGameToEnd:              "Es wurde noch kein Zug gemacht: keine Partie zu beenden.",
		PlayAlreadyOver:              "Die Partie ist schon beendet: %s.",
		PlayRequestTooLong:           "Eine Anfragezeile mit mehr als %d Zeichen wurde übergangen.",
		PlayStartOnTheBoard:          "Das Brett zeigt die Grundstellung, während eine Partie läuft. Für eine neue Partie neu eingeben (oder die Start-/Pausetaste der Uhr drücken); sonst die Stellung der Partie aufbauen.",
		PlayEarlierOnTheBoard:        "Das Brett zeigt die Stellung nach Zug %d (%s): zurück eingeben, um die späteren Züge zurückzunehmen, oder das Brett zurückstellen.",
		PlayMovesWhileTheAway:        "Das Brett ist wieder da und zeigt Züge, die während der Trennung gemacht wurden; sie werden jetzt angesagt.",
		PlayBoardNDisconnected:       "Brett %d getrennt (%v). Rochade wartet, bis es wieder da ist.",
		DemoBadThink:                 "--think %v liegt außerhalb: 0 bis 1m angeben",
		DemoStarts:                   "Ein virtuelles Brett in Rochade spielt die Beispielpartie aus Anhang C.",
		DemoIncomplete:               "die Vorführung hat %d von %d Halbzügen verfolgt",
		DemoFinished:                 "Vorführung beendet: alle %d Halbzüge der Partie aus Anhang C wurden verfolgt und angesagt.",
		PlayTooManyBoards:            "Rochade verfolgt ein oder zwei Bretter, nicht %d",
		PlayProtocolsPerBoard:        "--protocol %s: ein Protokoll für alle Bretter angeben oder eines für jedes der %d Bretter, etwa dgt,millennium",
		PlayPieceTouched:             "Brett %d: %s.",
		PlayBoardNConnected:          "Brett %d verbunden: %s.",
		CompareNeedsTwo:              "compare braucht zwei Partieformulare: A.pgn B.pgn",
		CompareGame:                  "Partie %d: ",
		CompareOnlyIn:                "nur in %s",
		CompareOtherStart:            "verschiedene Anfangsstellungen",
		CompareNoMove:                "(kein Zug)",
		CompareWhite:                 "Weiß",
		CompareBlack:                 "Schwarz",
		CompareFirstDifference:       "erster Unterschied bei Zug %d (%s): %s / %s",
		CompareIdentical + ".one":    "gleich: %d Halbzug",
		CompareIdentical + ".other":  "gleich: %d Halbzüge",
		PlayLevelOrElo:               "--level oder --elo angeben, nicht beides",
		PlayBadLevel:                 "--level %d liegt außerhalb: 1 bis %d angeben",
		PlayBadSearch:                "--movetime und --depth können nicht negativ sein",
		PlayEngineRestarted:          "%v",
		PlayEngineFailed:             "Der Computer gab keine brauchbare Antwort (%v); Rochade fragt in ein paar Sekunden wieder.",
		PlayEngineThinking:           "Für den Computer wurde gezogen, bevor er seinen Zug gewählt hat; den Zug zurücknehmen und auf den Zug des Computers warten.",
		PlayNeedsEngine:              "hint, eval und level brauchen einen Computergegner: play --engine stockfish",
		PlayOpponentToMove:           "Für den Gegner wurde gezogen, bevor der Server seinen Zug hatte; den Zug zurücknehmen und auf den Zug des Gegners warten.",
		PlayMoveRefused:              "Der Server hat den Zug %s abgelehnt: %s. Die Figuren wie angesagt zurückstellen.",
		PlayDrawOffered:              "Der Gegner bietet Remis an: annehmen oder ablehnen.",
		PlayTakebackOffered:          "Der Gegner möchte einen Zug zurücknehmen: annehmen oder ablehnen.",
		PlayChatArrived:              "Neue Chat-Nachrichten: %d. chat liest sie vor.",
		PlayChatLine:                 "Chat, %s: %s",
		PlayNoChat:                   "Keine Chat-Nachrichten.",
		PlayOpponentLeft:             "Der Gegner hat die Partie verlassen; beanspruchen gewinnt sie in %d Sekunden.",
		PlayOpponentBack:             "Der Gegner ist zurück.",
		PlayServerLost:               "Die Verbindung zum Server ist unterbrochen: %s. Sie wird neu aufgebaut; auf dem Brett gemachte Züge werden gesendet, sobald sie wieder steht.",
		PlayServerBack:               "Die Verbindung zum Server steht wieder.",
		PlayServerWait:               "Der Server bittet, %d Sekunden zu warten; danach geht die Partie weiter.",
		PlayServerAsked:              "An den Server gesendet: %s.",
		PlayNothingToAnswer:          "Kein Angebot und keine Herausforderung wartet auf eine Antwort.",
		PlayNeedsBoardGame:           "In einer Online-Partie entscheidet der Server über das Ergebnis; eine neue Partie findet play --online.",
		PlayNeedsServer:              "annehmen, ablehnen, abbrechen, beanspruchen und chat gelten für eine Online-Partie: play --online lichess",
		OnlineTokenRefused:           "Der Server hat den Token abgelehnt: mit rochade online login einen neuen anlegen (Berechtigung board:play) oder mit --token-file einen anderen angeben.",
		OnlineNoToken:                "Noch kein Token für den Server: zuerst rochade online login ausführen oder mit --token-file eine Token-Datei angeben.",
		OnlineClockRefused:           "--clock geht nicht mit --online: in einer Online-Partie zählen die Uhren des Servers.",
		OnlineNoEngine:               "--engine geht nicht mit --online: in einer Online-Partie spielt der Gegner auf dem Server.",
		OnlineBadServer:              "--online nimmt lichess oder die Adresse eines Servers (http:// oder https://), nicht %s.",
		OnlineJoined:                 "Online-Partie %s: Sie spielen %s gegen %s, Wertung %s.",
		OnlineNoGame:                 "Keine Partie des Kontos läuft: warte auf eine Herausforderung (annehmen oder ablehnen) oder eine anderswo begonnene Partie; --seek 15+10, --challenge NAME oder --server-ai STUFE beginnen eine.",
		OnlineSeeking:                "Suche einen Gegner auf dem Server: %s.",
		OnlineChallengeSent:          "Herausforderung an %s gesendet; warte auf die Antwort.",
		OnlineChallengeIn:            "Herausforderung von %s, Wertung %s, %s: annehmen oder ablehnen.",
		OnlineFailed:                 "Der Server ist nicht erreichbar: %s.",
		OnlineLoggedIn:               "Token von %s in %s gespeichert.",
		OnlineLoggedOut:              "Token entfernt: %s.",
		OnlineNotLoggedIn:            "Kein Token gespeichert.",
		OnlineTokenEmpty:             "Von der Standardeingabe kam kein Token: den Token einfügen und die Eingabetaste drücken.",
		OnlineBadSeek:                "--seek nimmt Minuten+Sekunden einer Schnellschach- oder klassischen Partie, etwa 15+10, nicht %s.",
		OnlineBadColor:               "--color nimmt white, black oder random, nicht %s.",
		OnlineOneWay:                 "Nur eines von --seek, --challenge und --server-ai.",
		OnlineNeedsServer:            "--seek, --challenge, --server-ai und --token-file brauchen --online.",
		OnlineUnlimited:              "ohne Uhr",
		PlayEngineStarted:            "Gegner ist %s; seine Farbe: %s.",
		BrailleUnsupported:           "Keine Braillezeile unter %s: Rochade erreicht Braillezeilen über BRLTTY unter Linux; BRLAPI_HOST setzen, um BRLTTY auf einem anderen Rechner zu nutzen. Braille-Dateien (--format brf) gehen überall.",
		BoardMissing:                 "%s gibt es nicht; den seriellen Anschluss des Bretts angeben (etwa %s) oder --board auto",
		BoardIsFolder:                "%s ist ein Ordner, kein serieller Anschluss; den Anschluss des Bretts angeben (etwa %s) oder --board auto",
		BoardIsFile:                  "%s ist eine gewöhnliche Datei, kein serieller Anschluss; den Anschluss des Bretts angeben (etwa %s) oder --board auto",
		BoardIsOther:                 "%s ist kein serieller Anschluss; den Anschluss des Bretts angeben (etwa %s) oder --board auto",
		BoardWaitingFor:              "Warte auf %s: den Anschluss gibt es noch nicht; das Brett anschließen oder einschalten.",
		BoardNoAnswerProto:           "Auf %s antwortet kein Brett im Protokoll %s; Kabel und Strom prüfen oder --protocol auto versuchen. Rochade versucht es still weiter.",
		BoardNoAnswerAny:             "Auf %s antwortet kein Brett in einem der Protokolle %s; prüfen, ob das der Anschluss des Bretts ist, das Kabel und den Strom. Rochade versucht es still weiter.",
		EngineCrashed:                "Der Computer ist unerwartet beendet; er wird neu gestartet (Versuch %d von %d).",
		EngineHung:                   "Der Computer antwortet nicht mehr; er wird neu gestartet (Versuch %d von %d).",
		EngineGarbage:                "Der Computer hat eine unbrauchbare Antwort geschickt; er wird neu gestartet (Versuch %d von %d).",

		BoardFound:                    "%s-Brett an %s",
		BoardUnknownProtocol:          "ein Brettprotokoll %s gibt es nicht: eines von %s angeben",
		EmulateUnknownProtocol:        "ein Brettprotokoll %s zum Nachbilden gibt es nicht: eines von %s angeben",
		BoardNoPorts:                  "keine serielle Schnittstelle gefunden: das Brett anschließen und einschalten, dann noch einmal versuchen; oder seine Schnittstelle nennen: rochade play --board %s",
		BoardNoAnswer:                 "an %s antwortet kein Brett: prüfen, ob das Brett eingeschaltet und das Kabel eingesteckt ist; oder Schnittstelle und Protokoll nennen: rochade play --board SCHNITTSTELLE --protocol dgt",
		EmulateNeedsProtocol:          "welches Brett nachbilden? --protocol mit einem von %s angeben",
		EmulateBadSpeed:               "--speed %v geht nicht: eine Zahl über 0 und höchstens 1000 angeben, etwa 0.5 oder 2",
		EmulateBadWait:                "--wait %v geht nicht: eine Zeit von 0 oder mehr angeben, etwa 30s",
		EmulateBadUnplug:              "--unplug-at und --unplug-for dürfen nicht negativ sein",
		EmulateMillenniumTime:         "ein %s-Brett hat keine Uhr, daher geht --clock nur mit --protocol %s (rochade play führt die Zeit eines %s-Bretts selbst)",
		EmulateReady:                  "Virtuelles %s-Brett mit der Anfangsstellung bereit; es nimmt Befehle von der Standardeingabe an, sobald ein Programm verbunden ist. Strg+C beendet.",
		EmulateNoClient:               "Kein Programm hat sich verbunden; es geht trotzdem weiter.",
		EmulateCablePulled:            "Kabel gezogen.",
		EmulateCableBack:              "Kabel wieder eingesteckt.",
		EmulateHandsLate:              "Die Hände waren zu spät (der Rechner ist ausgelastet): auf %s im Halbzug %d um %d ms; das Brett hat vielleicht eine andere Partie gezeigt als die gespielte.",
		EmulatePlugFailed:             "Das Kabel lässt sich nicht wieder einstecken: %v",
		EmulateAllPlayed + ".one":     "%d Zug gespielt.",
		EmulateAllPlayed + ".other":   "Alle %d Züge gespielt.",
		EmulateCannotDo:               "nicht ausführbar: %v",
		EmulateUnknownCommand:         "%s: unbekannter Befehl; button N, position FEN, move ZUG, unplug oder plug verwenden",
		EmulateNoClock:                "%s: dieses Brett hat keine Uhr; den Emulator mit --clock starten",
		VoicesDefaultName:             "die eingebaute Stimme",
		VoicesMissingClips:            "der Stimme fehlt die Aufnahme für %s; rochade voices check nennt jede fehlende Aufnahme",
		VoicesUnreadable:              "%s: nicht lesbar: %v",
		VoicesListPack + ".one":       "%s: %s, Sprache %s, %d Hz, %d Aufnahme, Lizenz: %s",
		VoicesListPack + ".other":     "%s: %s, Sprache %s, %d Hz, %d Aufnahmen, Lizenz: %s",
		VoicesNoLicence:               "nicht angegeben",
		VoicesTokensHeading:           "Wörter des Wortschatzes (Schlüssel, geschrieben, gesprochen, Datei):",
		VoicesNotFolder:               "%s ist kein Ordner; den Ordner eines Stimmpakets angeben",
		VoicesCannotCompare:           "die Aufnahmen von %s lassen sich nicht vergleichen: %v",
		VoicesPackProblems + ".one":   "das Stimmpaket %s hat %d Mangel, oben aufgeführt",
		VoicesPackProblems + ".other": "das Stimmpaket %s hat %d Mängel, oben aufgeführt",
		VoicesSummaryFine + ".one":    "%s ist in Ordnung: %d Aufnahme, zusammen %.1f s, Lautheit %.1f bis %.1f dBFS (Median %.1f).",
		VoicesSummaryFine + ".other":  "%s ist in Ordnung: %d Aufnahmen, zusammen %.1f s, Lautheit %.1f bis %.1f dBFS (Median %.1f).",
		VoicesSummaryBad + ".one":     "%s hat %d Mangel.",
		VoicesSummaryBad + ".other":   "%s hat %d Mängel.",
		VoicesWarning:                 "Hinweis: %s",
		VoicesBalance:                 "Klangbalance, bezogen auf 250–500 Hz: 500–1000 Hz %.1f dB, 1–2 kHz %.1f dB, 2–4 kHz %.1f dB (natürliche Sprache: %.1f, %.1f, %.1f dB).",
		VoicesClosest:                 "Am ähnlichsten (%s): %s.",
		VoicesGroupFiles:              "Linien",
		VoicesGroupRanks:              "Reihen",
		VoicesGroupPieces:             "Figuren",
		VoicesGroupNumbers:            "Zahlen",
		VoicesGroupPhrases:            "Wendungen",
		VoicesHasPack:                 "%s enthält schon ein Stimmpaket; einen anderen Ordner wählen",
		VoicesHasClip:                 "%s enthält schon die Aufnahme %s; --espeak schreibt über keine Aufnahme: die Aufnahmen wegräumen oder einen anderen Ordner wählen",
		VoicesWrote + ".one":          "%s und %s geschrieben: %d Text zum Aufnehmen, in %s.",
		VoicesWrote + ".other":        "%s und %s geschrieben: %d Texte zum Aufnehmen, in %s.",
		VoicesSpeaking + ".one":       "espeak-ng spricht %d Text (Stimme %s) ...",
		VoicesSpeaking + ".other":     "espeak-ng spricht %d Texte (Stimme %s) ...",
		VoicesBadEq:                   "--eq %s gibt es nicht: speech oder none angeben",
		VoicesOriginalsKept:           "Die Aufnahmen, wie sie waren, liegen in %s.",
		VoicesBadRate:                 "--rate %d geht nicht: eine Abtastrate von %d bis %d Hz angeben, etwa 16000",
		VoicesBadWPM:                  "--wpm %d liegt außerhalb dessen, was espeak-ng spricht: %d bis %d Wörter je Minute angeben",
		VoicesWPMNeedsEspeak:          "--wpm stellt das Tempo von espeak-ng ein: zusammen mit --espeak STIMME angeben",
		ProblemManifest:               "%v",
		ProblemNoClip:                 "keine Aufnahme im Manifest (es sagt %q)",
		ProblemNotToken:               "kein Wort des Wortschatzes",
		ProblemUnreadable:             "nicht lesbar: %v",
		ProblemRate:                   "Abtastrate %d Hz, das Manifest sagt %d Hz",
		ProblemClips:                  "übersteuert an %d Stelle(n): leiser aufnehmen",
		ProblemFlatTops:               "ist übersteuert: die Spitzen sind an %d Stellen abgeschnitten (zu laut aufgenommen, dann angeglichen): leiser neu aufnehmen",
		ProblemSilent:                 "ist stumm (%.0f dBFS, %.2f s)",
		ProblemNoise:                  "enthält nur gleichmäßiges Rauschen, keine Sprache (der Pegel schwankt um %.1f dB, Sprache um mehr als %.0f, und nichts ist stimmhaft): neu aufnehmen",
		ProblemEdges:                  "hat %.2f s Stille vor und %.2f s nach der Sprache, mehr als %.2f s: rochade voices tidy ausführen",
		ProblemLouder:                 "ist %.1f dB lauter als der Median des Pakets (erlaubt: %.1f dB): rochade voices tidy ausführen",
		ProblemQuieter:                "ist %.1f dB leiser als der Median des Pakets (erlaubt: %.1f dB): rochade voices tidy ausführen",
		ProblemBandLow:                "das Band %s liegt %.1f dB unter natürlicher Sprache (erlaubt: %.0f dB); das Paket klingt dumpf, die Konsonanten sind schwer zu hören; näher am Mikrofon aufnehmen oder rochade voices tidy --eq speech ausführen",
		ProblemBandHigh:               "das Band %s liegt %.1f dB über natürlicher Sprache (erlaubt: %.0f dB); das Paket klingt blechern oder zischend: rochade voices tidy --eq speech ausführen",
		BrailleGameLeftOut:            "%s: Partie %d konnte nicht ganz gelesen werden und fehlt.",
		BrailleGameFault:              "Partie %d von %s: %v",
		BrailleNoGameRead:             "keine Partie von %s konnte ganz gelesen werden",

		SpeechThrough:              "Ausgabe über %s.",
		SpeechThroughAt:            "Ausgabe über %s an %s.",
		SpeechThroughVoice:         "Ausgabe über %s, Stimme %s.",
		SpeechOwnRate:              "%s spricht in eigenem Tempo und eigener Lautstärke: --speed und --volume ändern sie nicht.",
		SpeechFallback:             "Kein Bildschirmleser und keine Systemstimme erreichbar: %s. Es spricht die eingebaute Stimme.",
		SpeechOtherSystem:          "%s gibt es auf diesem System nicht",
		SpeechNotRunning:           "%s läuft nicht",
		SpeechNotInstalled:         "%s ist nicht installiert",
		SpeechNotStarted:           "%s läuft nicht und ließ sich nicht starten",
		SpeechNotAllowed:           "%s lässt sich nicht mit AppleScript steuern (VoiceOver-Dienstprogramm, Allgemein: Steuerung von VoiceOver mit AppleScript erlauben)",
		SpeechNoNVDAClient:         "der Controller-Client von NVDA fehlt (%s): nvdaControllerClient.dll aus der controllerClient.zip von NVDA dorthin legen",
		SpeechFailed:               "%s meldet einen Fehler",
		SpeechToFile:               "--wav schreibt die Stimme eines Stimmpakets; --voice %s spricht nur live",
		SpeechBadSpeed:             "--speed %g liegt außerhalb des Bereichs: 0.5 bis 3 angeben",
		SpeechBadVolume:            "--volume %g liegt außerhalb des Bereichs: 0 bis 4 angeben",
		SpeechOneVoice:             "--voice-black braucht ein Stimmpaket; --voice %s spricht mit einer Stimme",
		RenderNeedsPack:            "render schreibt WAV-Dateien mit einem Stimmpaket; --voice %s spricht nur live",
		VoicesTestDone:             "Zug und Antwort gesprochen in %.1f s.",
		VoicesTestUnfinished:       "die Ausgabe hat Zug und Antwort angenommen, aber nicht in %v zu Ende gesagt; prüfen, ob sie spricht (bei speech-dispatcher: spd-say hallo)",
		VoicesTestNeedsVoice:       "voices test braucht eine Stimme; mit --voice none wird nichts gesagt",
		HelpIntro:                  "Hilfe: die Tasten des Ziffernblocks wirken sofort; eine getippte Anfrage endet mit Enter.",
		HelpKeysInfo:               "Tasten: 5 Zeit, 0 wiederholen, 2, 4 oder 6 die letzten 2, 4 oder 6 Züge.",
		HelpKeysPieces:             "Tasten: 7 die weißen Figuren, 9 die schwarzen Figuren, 8 das ganze Brett, + diese Hilfe.",
		HelpKeysPrefix:             "Tasten: / dann Linie und Reihe für ein Feld (/ 5 4 ist e4), * dann eine Linie, - dann eine Reihe; Komma oder Enter bricht ab.",
		HelpKeysEngine:             "Tasten gegen den Computer: 1 ein Tipp, 3 das letzte Zugpaar zurücknehmen.",
		HelpKeysArrows:             "Ohne NumLock wirken die Pfeiltasten wie 8, 2, 4 und 6, Pos1 wie 7, Bild auf wie 9, Ende wie 1, Bild ab wie 3.",
		HelpTypedInfo:              "Getippt: %s.",
		HelpTypedGame:              "Getippt, für die Partie: %s.",
		HelpTypedEngine:            "Getippt, gegen den Computer: %s.",
		HelpTypedOnline:            "Getippt, in einer Online-Partie: %s.",
		HelpAlsoEnglish:            "Die englischen und deutschen Wörter gelten auch.",
		ReqEmpty:                   "eine leere Anfrage; help zeigt die Liste",
		ReqUnknown:                 "unbekannte Anfrage %s; help zeigt die Liste",
		ReqTooMany:                 "%s nimmt ein Wort danach, nicht %d",
		ReqNoArgument:              "%s nimmt nichts danach",
		ReqBadLevel:                "die Stufe ist %d bis %d, nicht %s",
		ReqBadLast:                 "die Zahl der Züge ist %d bis %d, nicht %s",
		ReqBadSquare:               "es gibt kein Feld %s: ein Feld ist ein Buchstabe von a bis h und eine Zahl von 1 bis 8, etwa e4",
		ReqBadFile:                 "es gibt keine Linie %s: eine Linie ist ein Buchstabe von a bis h",
		ReqBadRank:                 "es gibt keine Reihe %s: eine Reihe ist eine Zahl von 1 bis 8",
		ReqBadPieces:               "%s ist keine Seite: weiß oder schwarz angeben",
		ReqBadResign:               "%s ist keine Seite: weiß oder schwarz angeben, oder nichts für die eigene Seite",
		ReqBadResult:               "%s ist kein Ergebnis: 1-0, 0-1 oder 1/2-1/2 angeben",
		ReqBadPromotion:            "%s ist keine Figur, in die ein Bauer sich umwandelt: %s",
		KeyWaitSquare:              "Feld: Linie und Reihe drücken, je 1 bis 8 (5 4 ist e4); Komma oder Enter bricht ab.",
		KeyWaitFile:                "Linie: 1 bis 8 drücken (1 ist a); Komma oder Enter bricht ab.",
		KeyWaitRank:                "Reihe: 1 bis 8 drücken; Komma oder Enter bricht ab.",
		KeyCancelled:               "Abgebrochen.",
		KeyBad:                     "%s ist keine Ziffer von 1 bis 8: die Anfrage ist abgebrochen.",
		EngineNotFound:             "das Programm %s ist weder im PATH noch in /usr/games; es installieren (apt-get install stockfish) oder seinen Pfad angeben",
		BrlapiVersion:              "BRLTTY spricht Protokoll %d, Rochade spricht %d; BRLTTY 6.1 oder neuer verwenden",
		BrlapiKeyRefused:           "BRLTTY verlangt seine Schlüsseldatei, aber BRLAPI_AUTH sagt none; BRLAPI_AUTH=keyfile:/etc/brlapi.key setzen",
		BrlapiKeyUnreadable:        "die BrlAPI-Schlüsseldatei %s lässt sich nicht lesen (%v); den Benutzer der Gruppe brlapi hinzufügen oder BRLAPI_AUTH setzen",
		BrailleMoveTooWide:         "Zug %d passt nicht in eine Zeile von %d Zellen: --width %d oder mehr angeben",
		EmulateBadButton:           "%s: die Uhr hat die Tasten 1 bis 5",
		EmulateNoFEN:               "%s: eine FEN angeben oder start",
		EmulateNoMove:              "%s: einen Zug angeben, etwa move e4",
		EmulateFailed:              "%s: %s",
		EmulateNotALink:            "%s ist eine Datei, kein Link; der Emulator ersetzt nur Links: einen anderen Pfad für --link wählen",
		EmulateFolderNotALink:      "%s ist ein Ordner, kein Link; der Emulator ersetzt nur Links: einen anderen Pfad für --link wählen",
		VoicesEqualized:            "Spektrale Balance vorher: %s; nachher: %s (Entzerrer: %+.1f dB für 500–1000 Hz, %+.1f dB für 1–2 kHz, %+.1f dB für 2 kHz und darüber, vor dem Angleichen).",
		VoicesNotTidied + ".one":   "%s: %d Aufnahme wurde nicht aufbereitet, siehe oben",
		VoicesNotTidied + ".other": "%s: %d Aufnahmen wurden nicht aufbereitet, siehe oben",
		TidyClipped:                "%s: nicht angeglichen: die Aufnahme ist an %d Stellen übersteuert (Werte am Vollausschlag), was Angleichen nicht behebt; leiser neu aufnehmen",
		TidyFlatTops:               "%s: nicht angeglichen: die Aufnahme ist übersteuert: ihre Spitzen sind an %d Stellen flach abgeschnitten, was Angleichen nicht behebt; leiser neu aufnehmen",
		TidySilent:                 "%s: nicht angeglichen: die Aufnahme ist stumm (%.0f dBFS); prüfen, ob das Mikrofon an ist, und neu aufnehmen",
		TidyNoise:                  "%s: nicht angeglichen: die Aufnahme enthält nur gleichmäßiges Rauschen, keine Sprache (ihr Pegel schwankt um %.1f dB, Sprache um mehr als %.0f, und nichts darin ist stimmhaft); prüfen, ob das Mikrofon an ist, und neu aufnehmen",
		TidyOriginalUnreadable:     "%s wurde aus %s aufbereitet, das sich nicht lesen lässt (%s); die Aufnahme neu machen",
		TidyNameTaken:              "%s: lässt sich nicht als %s speichern, das %s verwendet",
		TidyNoSpeech:               "%s: keine Sprache gefunden",
		TidyNotKept:                "%s: die Aufnahme ließ sich nicht in %s aufbewahren (%s), daher nicht aufbereitet",
		TidyFailed:                 "%s: %s",
		TidyRecordUnreadable:       "%s lässt sich nicht lesen (%v); nichts wurde aufbereitet",
		TidyRecordBad:              "%s: %v; nichts wurde aufbereitet: die Datei beiseite legen und erneut aufbereiten, dann gilt jede Aufnahmedatei, wie sie jetzt ist, als Aufnahme",
		VoicesPhrasesFor:           "Sätze zum Aufnehmen für das Stimmpaket %s (%s).",
		VoicesPhrasesRecord:        "Jeden Satz in die davor genannte Datei aufnehmen: WAV, FLAC oder Ogg Vorbis, mono, möglichst %d Hz.",
		VoicesPhrasesSpeak:         "Deutlich und gleichmäßig laut sprechen; davor und danach einen Moment Stille lassen.",
		VoicesPhrasesThen:          "Danach: rochade voices tidy %s, und: rochade voices check %s",
		VoicesNoEspeak:             "espeak-ng ist nicht installiert; es installieren (Debian: apt install espeak-ng) und erneut versuchen",
		VoicesNoEspeakVoice:        "espeak-ng hat keine Stimme %s; espeak-ng --voices listet sie auf",
		VoicesPackMissing:          "den Stimmpaket-Ordner %s gibt es nicht; einen Ordner mit %s angeben oder \"default\"",
		VoicesPackNotFolder:        "%s ist kein Ordner; ein Stimmpaket ist ein Ordner mit %s",
		VoicesClipFormat:           "%s: keine WAV-, FLAC- oder Ogg-Vorbis-Datei; umwandeln, zum Beispiel: sox %s AUS.wav",
		VoicesConvertAudio:         "%v; umwandeln, zum Beispiel: sox EIN -b 16 AUS.wav",
		WAVTooLong:                 "die Sprache würde %.1f Stunden dauern, %.1f GB als WAV-Datei, und eine WAV-Datei fasst höchstens 4 GiB (%.1f Stunden bei %d Hz); in Teilen schreiben, etwa eine Datei je Partie mit rochade render",
		PortPermission:             "%s lässt sich nicht öffnen: keine Berechtigung; %s",
		PortBusy:                   "%s lässt sich nicht öffnen: ein anderes Programm benutzt den Anschluss; dieses Programm beenden und erneut versuchen",
		PortNotFound:               "%s lässt sich nicht öffnen: diesen Anschluss gibt es nicht; %s",
		PortOpenFailed:             "%s lässt sich nicht öffnen: %v",
		PortNone:                   "kein serieller Anschluss gefunden; %s",
		PortPermissionLinux:        "sich selbst der Gruppe dialout hinzufügen und neu anmelden",
		PortPermissionMac:          "die Rechte der Gerätedatei prüfen",
		PortPermissionWindows:      "prüfen, ob das Benutzerkonto den Anschluss verwenden darf",
		PortsHint:                  "das Brett anschließen oder seinen Anschluss mit --board angeben, etwa --board %s",
		PortsHintWindows:           "das Brett anschließen und seinen USB-Seriell-Treiber installieren oder seinen Anschluss mit --board angeben, etwa --board %s",
		BoardVersion:               "Version %s",
		BoardSerial:                "Seriennummer %s",
		BoardOnPort:                "an %s",
		BoardDemo:                  "das virtuelle Brett der Vorführung",
		ClockBadHMS:                "eine Uhrzeit wird als 1:29:45 geschrieben",
		SoundNoDevice:              "Kein Audiogerät ließ sich öffnen; die Toneinstellungen prüfen oder mit --wav DATEI die Sprache in eine Datei schreiben.",
		SoundFallbackWAV:           "Kein Audiogerät: die Sprache wird stattdessen in %s geschrieben.",
		SpeechBadTiming:            "--%s %v liegt außerhalb des Bereichs: 0 bis %v angeben",
		TCCannotRead:               "die Bedenkzeit %s lässt sich nicht lesen: %s",
		TCPeriod:                   "Periode %d: %s",
		TCEmpty:                    "sie ist leer; eine angeben wie 300+3, 5m+3s oder 40/90m+30s:30m+30s",
		TCUnknown:                  "sie ist unbekannt; eine angeben wie 300+3",
		TCSandglass:                "Sanduhr-Bedenkzeiten (*) werden nicht unterstützt",
		TCTooManyPeriods:           "mehr als %d Perioden",
		TCPeriodEmpty:              "eine Periode ist leer",
		TCBadMoves:                 "%s ist keine Zahl von Zügen (1 bis %d) vor dem /",
		TCZeroTime:                 "die Zeit einer Periode muss über null liegen",
		TCRestNotLast:              "diese Periode gilt für den Rest der Partie, aber weitere Perioden folgen",
		TCTimeMissing:              "eine Zeit fehlt; Sekunden (300) oder Einheiten (5m) schreiben",
		TCTooLong:                  "%s ist länger als %d Stunden",
		TCNotATime:                 "%s ist keine Zeit; Sekunden (300) oder Einheiten (1h30m, 5m, 30s) schreiben",
		TCNoUnit:                   "%s endet mit einer Zahl ohne Einheit; h, m oder s verwenden",
		TCUnitOrder:                "%s hat die Einheiten in falscher Reihenfolge; Stunden, Minuten, Sekunden schreiben (1h30m)",
		TCBadUnit:                  "%s in %s ist keine Einheit; h, m oder s verwenden",
		PlayBoardsDifferAt:         "Die Bretter weichen bei Zug %d ab (%s): Brett 1 %s, Brett 2 %s.",
		EngineReasonIllegal:        "sein Zug ist in der Stellung nicht regelgemäß",
		EngineReasonCrashed:        "es hat unerwartet aufgehört",
		EngineReasonHung:           "es antwortet nicht mehr",
		EngineReasonGarbage:        "seine Antwort ist nicht zu gebrauchen",
		EngineGaveUp:               "es ist zu oft hintereinander gescheitert (%d-mal) und wird aufgegeben",
		EngineReasonBusy:           "es hat zu viele Fragen in der Warteschlange",
		SignNoEquals:               "--sign %s braucht die Form Name=Zellen, etwa check=346",
		SignBadPawnFrom:            "--sign %s: pawn-from ist auto, always oder never",
		SignUnknown:                "ein Zeichen %s gibt es nicht; die Zeichen sind %s",
		SignBadCells:               "--sign %s: die Zellen lassen sich nicht lesen (%s); Punktnummern wie 346, durch / getrennte Zellen oder Braillezeichen angeben",
		SignEightDot:               "--sign %s verwendet Punkt 7 oder 8; die Schachschrift ist 6-Punkt-Braille",
		SignBlank:                  "--sign %s enthält eine leere Zelle, und ein Zug ist ein Wort",
		CellsNotPattern:            "Zeichen %d ist kein Braillemuster",
		CellsNotDots:               "%s ist keine Liste von Punktnummern 1 bis 8",
		CellsDotTwice:              "Punkt %s kommt in %s zweimal vor",
		BLENeedsCgo:                "Bluetooth LE gibt es in diesem Build für %s nicht: dafür braucht es einen Build mit cgo auf diesem System (siehe README).",
		TransportUnavailable:       "%s gibt es unter %s nicht; stattdessen den seriellen Anschluss des Bretts verwenden.",
		BoardNeedsProtocol:         "Das Protokoll des Bretts an %s mit --protocol angeben.",
		BoardBadMAC:                "%s ist keine Bluetooth-Adresse: sechs Hex-Paare angeben, etwa rfcomm:00:11:22:33:44:55.",
		BoardBadChannel:            "%s: der RFCOMM-Kanal ist eine Zahl von 1 bis 30.",
		BoardEmptyAddress:          "%s nennt kein Brett: nach dem Doppelpunkt einen Pfad, einen Namen oder eine Adresse angeben.",
		BoardLinkFailed:            "Keine Verbindung zum Brett an %s: %v.",
		BluetoothAdapter:           "Der Bluetooth-Adapter lässt sich nicht verwenden: %v. Unter Linux muss bluetoothd laufen und die Nutzung erlaubt sein (Gruppe bluetooth).",
		ScanLooking:                "Suche %d Sekunden lang nach Bluetooth-Brettern; Strg+C beendet.",
		ScanFound:                  "%s, %s, %s, %d dBm",
		ScanNoName:                 "ohne Namen",
		ScanNotABoard:              "kein bekanntes Brett",
		ScanNoSignal:               "%s, %s, %s",
		ScanNone:                   "In %d Sekunden hat sich kein Bluetooth-Gerät gemeldet.",
		ScanBadWait:                "--wait nimmt eine Zeit von 1s bis 10m, nicht %v.",
		PlayPromotionAsked:         "Umwandlung auf %s: das Brett sieht die Figur nicht; %s eingeben. Die Aufzeichnung wartet darauf.",
		// Following the board when it could not be followed move by move.
		PlayPromotionKnown:      "Die Umwandlung auf %s ist %s; die Partie wird aufgezeichnet.",
		PlayMovesCaughtUp:       "Es wurden Züge gemacht, denen Rochade nicht folgen konnte; sie werden jetzt angesagt.",
		PlayOrderUnknown:        "Das Brett zeigt eine Stellung, die die gemachten Züge in mehr als einer Reihenfolge erreichen; den letzten Zug zurücknehmen.",
		PlayBoardAmbiguous:      "Das Brett zeigt, was mehr als eine Zugfolge erklärt; unsicher sind die Felder %s. Die Stellung zurückstellen und die Züge einzeln wiederholen.",
		PlayBattery:             "Akku des Bretts: %d %%.",
		PlayBatteryCharging:     "Akku des Bretts: %d %%, lädt.",
		PlayBatteryVolts:        "Akku des Bretts: %.2f V.",
		PlayNoBattery:           "Dieses Brett meldet seinen Akku nicht.",
		PlayBatteryNoBoard:      "Kein Brett verbunden, das nach dem Akku gefragt werden kann.",
		PlayBadPromotionWait:    "--promotion-wait nimmt eine Zeit von 1s bis 10m, nicht %v.",
		PlayBadHandRest:         "--hand-rest nimmt eine Zeit von 100ms bis 3s, nicht %v.",
		EmulateNotASocket:       "%s ist kein Socket: der Emulator ersetzt nur seine eigenen Sockets; einen anderen Pfad für --link wählen.",
		UnexpectedError:         "ein unerwarteter Fehler (%s)",
		SysError:                "Systemfehler %s",
		SysNotFound:             "nicht gefunden",
		SysNoPermission:         "keine Berechtigung",
		SysBusy:                 "von einem anderen Programm belegt",
		SysGone:                 "das Gerät ist weg",
		SysIO:                   "das Gerät konnte nicht lesen oder schreiben",
		SysTimedOut:             "keine Antwort in der Zeit",
		SysNoSpace:              "kein Platz mehr auf dem Datenträger",
		SysReadOnly:             "der Datenträger ist schreibgeschützt",
		SysIsFolder:             "es ist ein Ordner",
		SysNotFolder:            "ein Teil des Pfads ist kein Ordner",
		SysExists:               "es existiert bereits",
		SysRefused:              "die Verbindung wurde abgelehnt",
		SysClosed:               "die Verbindung ist geschlossen",
		SysUnreachable:          "das Gerät ist nicht erreichbar",
		SysCancelled:            "abgebrochen",
		SysEnded:                "es endete zu früh",
		SysExitStatus:           "das Programm endete mit Status %d",
		SysNotJSON:              "kein gültiges JSON (Byte %d)",
		SysNotNumber:            "%s ist keine Zahl",
		BoardNoReply:            "das Brett antwortet nicht",
		BoardNotConnected:       "kein Brett ist verbunden",
		NotABoard:               "es ist kein Brett",
		BoardBadAddress:         "es ist keine Adresse eines Bretts",
		TransportNotAvailable:   "dieser Weg zu einem Brett ist nicht verfügbar",
		ClockNotRunning:         "die Uhr läuft nicht",
		ClockNotTurn:            "die Uhr der anderen Seite läuft",
		ClockFlagFallen:         "ein Fallblättchen ist gefallen",
		NoBRLTTY:                "kein BRLTTY auf diesem System",
		AudioUnsupported:        "der Ton liegt in einer Form vor, die Rochade nicht liest",
		SpeechNotToFile:         "die Sprache eines Bildschirmlesers lässt sich nicht in eine Datei schreiben",
		SpeechWhere:             "%s (%s)",
		Labelled:                "%s: %s",
		List:                    "%s",
		BoardBadData:            "das Brett schickte Daten, die sich nicht lesen lassen (Byte %d)",
		HeldErrors:              "%s (und %d weitere)",
		EmulatorNoSocketPath:    "ein Bluetooth-LE-Brett braucht den Pfad seines Sockets",
		EmulatorNoClock:         "das virtuelle Brett hat keine Uhr",
		EmulatorUnsupported:     "das virtuelle Brett braucht Linux oder macOS",
		EmulatorUnknownProtocol: "das virtuelle Brett kennt dieses Protokoll nicht",
		EmulatorClosed:          "das virtuelle Brett ist geschlossen",
		EmulatorUnknownCommand:  "unbekannter Befehl",
		PtyUnsupported:          "Pseudoterminals gibt es nur unter Linux und macOS",
		SpeechdBadAddress:       "SPEECHD_ADDRESS %s ist weder unix_socket:PFAD noch inet_socket:HOST:PORT",
		SpeechdRefused:          "speech-dispatcher lehnte %s ab (%d)",
		SpeechdClosed:           "die Verbindung zu speech-dispatcher ist geschlossen",
		SpeechdGarbled:          "speech-dispatcher schickte Unerwartetes (Zeile %d)",
		BRLTTYGarbled:           "BRLTTY schickte Daten, die sich nicht lesen lassen (Byte %d)",
		BRLTTYTaken:             "ein anderes Programm belegt die Braillezeile",
		BRLTTYBusy:              "die Braillezeile ist belegt",
		BRLTTYAuthFailed:        "BRLTTY nahm den Schlüssel nicht an",
		BRLTTYError:             "BRLTTY antwortete mit Fehler %d",
		BRLTTYNoAnswer:          "BRLTTY antwortet nicht",
		BRLTTYNotAt:             "BRLTTY antwortet nicht unter %s",
		BRLTTYNoCells:           "BRLTTY hat noch keinen laufenden Treiber für die Braillezeile",
		BRLTTYClosed:            "BRLTTY hat die Verbindung geschlossen",
		BRLTTYOutOfTurn:         "BRLTTY antwortete auf etwas, das nicht gefragt war",
		BrlapiKeyEmpty:          "die BrlAPI-Schlüsseldatei %s ist leer",
		BrlapiKeyTooLarge:       "die BrlAPI-Schlüsseldatei %s ist zu groß für einen Schlüssel",
		BrlapiNoAuthMethod:      "BRLTTY verlangt eine Art der Anmeldung, die dieses Programm nicht kennt (es kennt eine Schlüsseldatei oder keine)",
		VoicePackUnusable:       "das Stimmpaket %s lässt sich nicht verwenden; rochade voices check nennt, was daran falsch ist",
		BrlapiBadHost:           "%s ist keine BrlAPI-Adresse (BRLAPI_HOST: :N, HOST:N, HOST oder ein Socket-Pfad)",
		NotRegular:              "es ist keine gewöhnliche Datei",
		BoardUnusable:           "das Brett ist nicht zu gebrauchen",
		EngineClosed:            "das Programm ist beendet",
		EngineNoLegalMove:       "die Seite am Zug hat keinen legalen Zug",
		EngineOption:            "die Option %s des Programms: %s",
		OptionUnknown:           "das Programm %s hat diese Option nicht",
		OptionNoElo:             "das Programm %s hat diese Option nicht und kann deshalb nicht mit einer Elo-Zahl spielen",
		OptionNoLevel:           "das Programm %s hat diese Option nicht mit einem Bereich und kann deshalb nicht auf einer Stufe spielen",
		OptionLineBreak:         "ein Wert darf keinen Zeilenumbruch enthalten",
		OptionNotNumber:         "keine ganze Zahl",
		OptionOutOfRange:        "außerhalb des Bereichs %d bis %d des Programms",
		OptionNotBool:           "true oder false",
		OptionNotOneOf:          "nicht einer von %s",
		OptionButton:            "eine Schaltfläche nimmt keinen Wert",
		UnknownCommand:          "den Befehl %s gibt es nicht: %s --help zeigt die Befehle",
		WrongArgs:               "%s nimmt diese Argumente nicht: %s --help zeigt, welche",
		PGNAt:                   "Partie %d, Zeile %d, Byte %d: %s",
		PGNAtMove:               "Partie %d, Zug %d (%s), Zeile %d, Byte %d: %s",
		MoveUnreadable:          "%s lässt sich nicht lesen: %s",
		MoveNotUTF8:             "es ist kein gültiger UTF-8-Text",
		MoveTooLong:             "es ist zu lang für einen Zug",
		MoveEmpty:               "es steht kein Zug darin",
		MoveNoCastleShort:       "%s darf hier nicht kurz rochieren",
		MoveNoCastleLong:        "%s darf hier nicht lang rochieren",
		MoveNotPieceLetter:      "%s ist kein Buchstabe einer Figur auf %s",
		MoveTooManyCoords:       "es hat zu viele Koordinaten",
		MoveOffBoard:            "es nennt ein Feld außerhalb des Bretts: die Linien gehen von a bis h, die Reihen von 1 bis 8",
		MoveBadPromotion:        "%s nach den Feldern ist keine Figur, zu der ein Bauer werden kann, auf %s",
		MoveLeftOver:            "%s bleibt nach dem Zug übrig",
		MoveSquareOrder:         "seine Felder stehen nicht in einer üblichen Reihenfolge",
		MoveNoTarget:            "es nennt kein Zielfeld",
		MoveOnlyPawnPromotes:    "nur ein Bauer kann zu einer anderen Figur werden",
		MoveNoCastleRook:        "%s darf hier nicht mit diesem Turm rochieren",
		MoveIllegal:             "%s hat keinen solchen legalen Zug",
		MoveNeedsPromotion:      "hier wandelt ein Bauer um: die Figur nennen, zu der er wird: %s",
		MoveAmbiguous:           "es ist mehrdeutig: %s",
		Alternatives:            "%s oder %s",
		PGNOpenComment:          "ein hier geöffneter Kommentar wird nicht geschlossen: '}' ergänzen",
		PGNOpenVariation:        "eine hier geöffnete Variante wird nicht geschlossen: ')' ergänzen",
		PGNStrayParen:           "ein ')' schließt keine Variante",
		PGNBadNAG:               "auf ein '$' folgt keine Zahl",
		PGNStrayClose:           "ein '%s' schließt nichts Geöffnetes",
		PGNTagNoName:            "eine Angabe hat keinen Namen",
		PGNTagNoValue:           "die Angabe %s hat keinen Wert in doppelten Anführungszeichen",
		PGNTagValueOpen:         "der Wert der Angabe %s wird in seiner Zeile nicht geschlossen: '\"' ergänzen",
		PGNTagOpen:              "die Angabe %s wird nicht geschlossen: ']' nach ihrem Wert ergänzen",
		PGNVariant:              "die Variante %s wird nicht gelesen: Rochade liest Standardschach und Chess960",
		PGNNullInCheck:          "ein Nullzug %s ist nicht erlaubt, solange %s im Schach steht",
		PGNTooLong:              "die Partie ist länger als %d MiB: das Lesen hört hier auf und geht bei der nächsten Zeile mit Angaben weiter",
		FENUnreadable:           "FEN %s: %s",
		FENFields:               "es braucht 4 bis 6 Felder (Stellung, Seite, Rochade, en passant, Zähler)",
		FENRanks:                "die Stellung braucht 8 durch / getrennte Reihen",
		FENRankLong:             "Reihe %d hat mehr als 8 Felder",
		FENPieceLetter:          "%s ist kein Buchstabe einer Figur",
		FENRankShort:            "Reihe %d hat %d Felder, nicht 8",
		FENSide:                 "die Seite am Zug muss w oder b sein",
		FENCastling:             "Rochaderechte %s: %s",
		FENEnPassant:            "das En-passant-Feld %s muss auf Reihe 3 oder 6 stehen",
		FENHalfmove:             "der Halbzugzähler %s ist keine Zahl",
		FENFullmove:             "die Zugnummer %s ist keine Zahl",
		FENKings:                "%s hat %d Könige, nicht 1",
		FENPawnRank:             "ein Bauer steht auf der ersten oder letzten Reihe",
		FENNotToMoveInCheck:     "die Seite, die nicht am Zug ist, steht im Schach",
		FENCastlingLetter:       "%s ist weder K, Q, k, q noch die Linie eines Turms (A-H, a-h) oder -",
		BadSquare:               "%s ist kein Feld (a1 bis h8)",
		Unencodable:             "%s lässt sich nicht in %s schreiben",
		TransportClosed:         "das Brett hat die Verbindung geschlossen",
		TransportGone:           "das Brett ist weg: ausgesteckt, ausgeschaltet oder außer Reichweite",
		TransportBusy:           "ein anderes Programm belegt den Anschluss des Bretts",
		TransportNoPermission:   "keine Berechtigung für den Anschluss des Bretts",
		TransportNotFound:       "den Anschluss des Bretts gibt es nicht",
		TransportTimedOut:       "das Brett hat nicht rechtzeitig geantwortet",
		TransportFailed:         "die Verbindung ist gescheitert: %s",
		BoardNoProtocol:         "kein Protokoll des Bretts angegeben",
		ProtocolBad:             "die Beschreibung eines Brettprotokolls ist unvollständig",
		// The outputs of a running game.
		PlayLinesDropped + ".one":   "%d Zeile wurde nicht ausgegeben: niemand las die Ausgabe.",
		PlayLinesDropped + ".other": "%d Zeilen wurden nicht ausgegeben: niemand las die Ausgabe.",
		PlaySoundWaiting:            "Kein Audiogerät ließ sich öffnen: die Partie geht ohne Sprache weiter. Kopfhörer, Lautsprecher oder eine USB-Soundkarte anschließen oder in den Toneinstellungen ein Gerät wählen; die Sprache beginnt, sobald eines da ist.",
		PlaySoundBack:               "Audiogerät gefunden: die Sprache ist wieder zu hören.",

		// The settings file, rochade config and appliance install, the names of the settings, the keypad.
		ConfigBadValue:            "%s, Zeile %d: %s = %s wird nicht angenommen: %s",
		ConfigBadSet:              "%s = %s wird nicht angenommen: %s",
		ConfigWantText:            "erwartet wird ein Text in Anführungszeichen",
		ConfigWantSwitch:          "erwartet wird true oder false",
		ConfigWantWhole:           "erwartet wird eine ganze Zahl ohne Anführungszeichen",
		ConfigWantNumber:          "erwartet wird eine Zahl wie 1.5 ohne Anführungszeichen",
		ConfigWantDuration:        "erwartet wird eine Zeit in Anführungszeichen, etwa \"15s\" oder \"1m30s\"",
		ConfigWantList:            "erwartet wird ein Text in Anführungszeichen oder mehrere in eckigen Klammern: [\"a\", \"b\"]",
		ConfigOneOf:               "einen dieser Werte angeben: %s",
		ConfigOneValue:            "erwartet wird ein einziger Wert",
		ConfigNotUTF8:             "eine Einstellungsdatei enthält nur UTF-8-Text",
		ConfigRange:               "erwartet wird ein Wert von %s bis %s",
		ConfigExample:             "so schreiben: %s",
		ConfigSyntax:              "%s, Zeile %d: %s: %s",
		ConfigSyntaxUnquoted:      "ein Wert ist eine Zahl, true, false oder ein Text in Anführungszeichen",
		ConfigSyntaxUnclosed:      "ein Anführungszeichen, eine Klammer oder ein Tabellenname ist nicht geschlossen",
		ConfigSyntaxLine:          "jede Zeile enthält eine Einstellung: Name = Wert",
		ConfigSyntaxNumber:        "das ist keine Zahl",
		ConfigSyntaxEncoding:      "die Datei muss UTF-8-Text ohne Steuerzeichen sein",
		ConfigSyntaxOther:         "das ist kein TOML",
		ConfigTwice:               "%s, Zeile %d: %s wird ein zweites Mal gesetzt (zuerst in Zeile %d)",
		ConfigUnknownKey:          "%s, Zeile %d: %s ist keine Einstellung von Rochade; sie bleibt in der Datei und wird nicht verwendet (rochade config show --all nennt die Einstellungen)",
		ConfigNoSetting:           "%s ist keine Einstellung: rochade config show --all nennt sie",
		ConfigSaved:               "Gespeichert in %s: %s = %s",
		ConfigFile:                "Einstellungsdatei: %s",
		ConfigNoFile:              "Einstellungsdatei: %s (noch nicht angelegt: jede Einstellung hat ihren Standardwert)",
		ConfigDefaults + ".one":   "%d weitere Einstellung hat ihren Standardwert: rochade config show --all nennt sie",
		ConfigDefaults + ".other": "%d weitere Einstellungen haben ihren Standardwert: rochade config show --all nennt sie",
		ConfigDefault:             "Standard",
		ConfigTooLarge:            "%s ist größer als ein Megabyte und keine Einstellungsdatei",
		ConfigNotChanged:          "%s wurde nicht geändert: zuerst die genannte Zeile berichtigen",
		SettingBoard:              "Brett",
		SettingProtocol:           "Protokoll des Bretts",
		SettingSide:               "Ihre Farbe",
		SettingOpponent:           "Gegner",
		SettingLevel:              "Spielstärke des Computers",
		SettingClock:              "Bedenkzeit",
		SettingLanguage:           "Sprache",
		SettingVoice:              "Stimme",
		SettingSpeed:              "Sprechtempo",
		SettingVolume:             "Lautstärke",
		SettingVoiceBlack:         "Stimme für Schwarz",
		SettingTouch:              "Berührte Figuren ansagen",
		SettingBraille:            "Braillezeile",
		ChoiceAuto:                "selbst suchen",
		ChoicePerson:              "ein Mensch",
		ChoiceComputer:            "der Computer",
		ChoiceFullStrength:        "volle Stärke",
		ChoiceNoClock:             "keine Uhr",
		ChoiceBoardClock:          "die Uhr am Brett",
		ChoiceVoiceBuiltIn:        "eingebaute Stimme",
		ChoiceVoiceSystem:         "Sprachausgabe des Systems",
		ChoiceVoiceNone:           "stumm",
		ChoiceSameVoice:           "dieselbe wie für Weiß",
		ChoiceOn:                  "ein",
		ChoiceOff:                 "aus",
		ServiceUserCreated:        "Benutzer %s für den Dienst angelegt, in den Gruppen %s.",
		ServiceUserExists:         "Der Benutzer %s ist vorhanden; er ist in den Gruppen %s.",
		ServiceConfigMade:         "Einstellungsdatei %s angelegt.",
		ServiceConfigKept:         "Die Einstellungsdatei %s bleibt, wie sie ist.",
		ServiceUnitWritten:        "Unit des Dienstes geschrieben: %s.",
		ServiceRuleWritten:        "Der Dienst darf den Rechner aus seinem Menü herunterfahren und neu starten, nach einer Rückfrage: %s.",
		ServiceEnabled:            "Der Dienst %s startet bei jedem Hochfahren.",
		ServiceStarted:            "Der Dienst %s ist gestartet: er sagt, wenn er bereit ist; journalctl -u %s zeigt seine Zeilen.",
		ServiceStopped:            "Der Dienst %s ist beendet und startet nicht mehr beim Hochfahren.",
		ServiceRemoved:            "%s entfernt.",
		ServiceUserRemoved:        "Benutzer %s entfernt; die Partien bleiben in %s und die Einstellungen in %s.",
		ServiceNotInstalled:       "Der Dienst %s ist nicht eingerichtet: nichts rückgängig zu machen.",
		ServiceNoSystemd:          "Dieses System verwendet kein systemd: rochade appliance stattdessen beim Systemstart auf eigene Weise starten.",
		ServiceNotRoot:            "rochade appliance %s ändert das System: als root mit sudo aufrufen.",
		ServiceNotExecutable:      "Der Benutzer des Dienstes kann %s nicht ausführen: das Programm zuerst installieren, mit sudo install -m 755 %s /usr/local/bin/rochade, und jenes aufrufen.",
		ServiceCommandFailed:      "%s ist gescheitert: %s",
		ServiceNoGroups:           "keine",
		ServiceNoUser:             "useradd hat keinen Benutzer angelegt",
		KeypadFound:               "Ziffernblock bereit: %s.",
		KeypadGone:                "Ziffernblock abgezogen: %s.",
		KeypadOpenFailed:          "Der Ziffernblock %s lässt sich nicht öffnen: %s. Der Benutzer braucht die Gruppe input.",
		KeypadNotKeypad:           "%s ist kein Ziffernblock: es hat keine Ziffernblocktasten.",
		KeypadNoKeys:              "es hat keine Ziffernblocktasten",
		KeypadUnsupported:         "Ziffernblöcke werden unter Linux als Eingabegeräte gelesen, nicht unter %s: die Tasten des Terminals verwenden.",
		KeypadCutRecord:           "Die Eingabe des Ziffernblocks endete %d Bytes in einem Datensatz von %d Bytes.",
		MenuGame:                  "Ergebnis und Zurücknehmen",
		MenuSpeech:                "Stimme und Sprechen",
		MenuBoard:                 "Verbindung zum Brett",
		ApplianceReady:            "Rochade ist bereit.",
		ApplianceNoBoard:          "Noch kein Brett: Rochade sucht weiter danach.",
		ApplianceBoardFound:       "Brett gefunden: %s.",
		ApplianceBoardNFound:      "Brett %d gefunden: %s.",
		ApplianceResumed:          "Die letzte Partie ist nicht beendet: sie geht mit Zug %d weiter, sobald das Brett ihre Stellung zeigt. Für eine neue Partie die Grundstellung aufbauen.",
		ApplianceBadValue:         "Die Einstellung %s hat den ungültigen Wert %s: es gilt ihr Standardwert.",
		ApplianceBadFile:          "Die Einstellungsdatei ist ab Zeile %d nicht lesbar: diese Einstellungen haben ihre Standardwerte.",
		ApplianceNoFile:           "Die Einstellungsdatei ist nicht lesbar: alle Einstellungen haben ihre Standardwerte.",
		ApplianceClash:            "Die Einstellungen der Partie passen nicht zusammen: sie haben ihre Standardwerte.",
		ApplianceKeypad:           "Ziffernblock bereit.",
		MenuOpened:                "Menü. %s",
		MenuValue:                 "%s: %s.",
		MenuSubmenu:               "%s, Untermenü.",
		MenuChosen:                "%s, gewählt.",
		MenuSaved:                 "%s: %s. Gespeichert.",
		MenuSavedNext:             "%s: %s. Gespeichert; gilt ab der nächsten Partie.",
		MenuNotSaved:              "%s: %s wurde nicht gespeichert.",
		MenuConfirm:               "%s: zum Bestätigen noch einmal Enter drücken.",
		MenuEmpty:                 "Hier ist nichts.",
		MenuClosed:                "Menü geschlossen.",
		MenuGames:                 "Partien",
		MenuSystem:                "System",
		MenuSavedGames:            "Gespeicherte Partien",
		MenuLastGame:              "Züge der letzten Partie",
		MenuLastMoves:             "Die letzte Partie: %s",
		MenuNoGame:                "Noch keine Partie gespeichert.",
		MenuCopy:                  "Partien auf einen USB-Stick kopieren",
		MenuCopying:               "Die Partien werden auf den USB-Stick kopiert.",
		MenuCopied + ".one":       "%d Partie auf den USB-Stick kopiert: er kann jetzt abgezogen werden.",
		MenuCopied + ".other":     "%d Partien auf den USB-Stick kopiert: er kann jetzt abgezogen werden.",
		MenuNoStick:               "Kein USB-Stick gefunden: einen einstecken und dies noch einmal wählen.",
		MenuCopyFailed:            "Die Partien konnten nicht auf den USB-Stick kopiert werden.",
		MenuScan:                  "Bluetooth-Bretter suchen",
		MenuScanning:              "Bluetooth-Bretter werden gesucht.",
		MenuAddress:               "Netzwerkadresse",
		MenuNoNetwork:             "kein Netzwerk",
		MenuPairing:               "Kopplungscode für ein Telefon",
		MenuVersion:               "Version",
		MenuRestart:               "Gerät neu starten",
		MenuShutDown:              "Gerät ausschalten",
		MenuRestarting:            "Neustart.",
		MenuShuttingDown:          "Wird ausgeschaltet.",
		MenuPowerFailed:           "Das Gerät kann von hier aus nicht neu gestartet oder ausgeschaltet werden.",
		SayPoint:                  "Punkt",
		SayPlus:                   "plus",
		SayMinus:                  "minus",
		SaySlash:                  "Schrägstrich",
		SayColon:                  "Doppelpunkt",
		SayComma:                  "Komma",
		SayOther:                  "Zeichen",
		// The live page.
		WebGame:                 "Partie",
		WebSettings:             "Einstellungen",
		WebPair:                 "Dieses Telefon koppeln",
		WebPages:                "Seiten",
		WebNow:                  "Zuletzt gesagt",
		WebSaid:                 "Alles Gesagte",
		WebMoves:                "Züge",
		WebNoMove:               "Noch kein Zug.",
		WebAsk:                  "Fragen",
		WebChange:               "Partie ändern",
		WebNotPaired:            "Nur ein gekoppeltes Telefon kann die Partie oder die Einstellungen ändern.",
		WebPairedHere:           "Dieses Telefon ist gekoppelt.",
		WebBoards:               "Bretter",
		WebBoardN:               "Brett %d",
		WebBoardAway:            "nicht verbunden",
		WebDiffers:              "abweichend",
		WebOffline:              "Keine Verbindung zu Rochade: neuer Versuch läuft.",
		WebOnline:               "Wieder mit Rochade verbunden.",
		WebMissed + ".one":      "Verpasst: %d Zeile.",
		WebMissed + ".other":    "Verpasst: %d Zeilen. Die neueste:",
		WebCode:                 "Kopplungscode",
		WebCodeHelp:             "Rochade im Menü nach einem Kopplungscode fragen, dann die sechs Ziffern eingeben, die es sagt.",
		WebPairButton:           "Koppeln",
		WebWrongCode + ".one":   "Falscher Code. Noch %d falscher Code sperrt das Koppeln für eine Minute.",
		WebWrongCode + ".other": "Falscher Code. Noch %d falsche Codes sperren das Koppeln für eine Minute.",
		WebLocked:               "Das Koppeln ist nach fünf falschen Codes gesperrt. Neuer Versuch in %d s.",
		WebNoCode:               "Kein Kopplungscode ist offen: Rochade nach einem fragen, dann hier eingeben.",
		WebSave:                 "Speichern",
		WebSaved:                "Einstellungen gespeichert.",
		WebNotSaved:             "%s nicht gespeichert: %v",
		WebStale:                "Diese Seite ist veraltet: bitte neu laden.",
		WebBadRequest:           "Diese Anfrage ist nicht lesbar.",
		WebTooLarge:             "Diese Anfrage ist zu lang.",
		WebNotFound:             "Hier gibt es keine Seite %s.",
		WebMethod:               "Diese Seite nimmt keine Anfrage dieser Art an.",
		WebBusy:                 "Rochade kann die Anfrage gerade nicht annehmen: gleich noch einmal versuchen.",
		WebTooMany:              "Zu viele Anfragen von nicht gekoppelten Telefonen: einen Moment warten.",
		WebMisdirected:          "Unter diesem Namen gibt es die Seite nicht: die Adresse öffnen, die Rochade nennt.",
		WebHeaderTooLarge:       "Der Kopf dieser Anfrage ist zu lang.",
		WebBack:                 "Zurück zur Partie",
		WebServing:              "Die Live-Seite für Telefone: %s",
		WebCodeAsk:              "Für einen Kopplungscode %s eingeben oder die Kommataste des Ziffernblocks drücken: Rochade sagt und schreibt sechs Ziffern.",
		WebNoServe:              "Die Live-Seite kann unter %s nicht angeboten werden: %v",
		WebPhonesLost:           "Die gekoppelten Telefone können nicht aus %s gelesen werden (%v): kein Telefon ist gekoppelt, bis eines neu koppelt.",
		WebPhoneKept:            "Die Kopplung kann nicht in %s gespeichert werden (%v): das Telefon bleibt gekoppelt, bis Rochade endet.",
		WebLine:                 "Zeile %d: %v",
		WebGuessing:             "Jemand anderes im Netz gibt falsche Kopplungscodes ein.",
		WebCodeClosed:           "Der Kopplungscode wurde nach %d falschen Codes geschlossen. Bitte einen neuen anfordern.",
		WebNotATime:             "das ist keine Zeit der letzten Nutzung in Sekunden",
		WebUnpair:               "Dieses Telefon entkoppeln",
		WebUnpaired:             "Dieses Telefon ist nicht mehr gekoppelt.",
		WebForget:               "Alle Telefone entkoppeln",
		WebForgotten:            "Jetzt ist kein Telefon gekoppelt.",
		WebBoardOnly:            "nur am Brett einstellbar, nicht vom Telefon",
		WebAskButton:            "Fragen",
		WebBadValue:             "ein Wert mit Zeilenumbruch, NUL-Zeichen oder mehr als %d Zeichen wird abgelehnt",
		WebNotAHash:             "das ist kein SHA-256-Hash in Hexadezimalziffern",
		WebFileLarge:            "die Datei ist zu groß für eine Liste von Telefonen",
		WebSettingsPlay:         "Jede Änderung wird sofort in %s gespeichert. play übernimmt sie beim nächsten Start; eine Option auf seiner Befehlszeile hat Vorrang.",
		WebCodeHelpPlay:         "Für einen Code %s eingeben, wo play Anfragen liest, oder die Kommataste des Ziffernblocks drücken: Rochade sagt und schreibt sechs Ziffern. Diese hier eingeben.",
		WebSettingsAppliance:    "Jede Änderung wird sofort in %s gespeichert und gilt sofort; Seite, Gegner und Bedenkzeit, während einer Partie geändert, ab der nächsten Partie.",
		WebOccupied:             "besetzt",
		WebNoPage:               "Es wird keine Live-Seite angeboten: play bietet eine mit --web an, etwa --web :8080.",
		// The record survives: one writer, a record that only grows, the rescue file.
		GrowIO:                      "%v",
		GrowReadOnly:                "sie ist schreibgeschützt",
		GrowLocked:                  "%s wird von Prozess %d (%s) geschrieben; eine Partiedatei nimmt nur eine Partie zugleich auf: eine andere --record-Datei angeben oder zuerst diesen Prozess beenden",
		GrowLockedPID:               "%s wird von Prozess %d geschrieben; eine Partiedatei nimmt nur eine Partie zugleich auf: eine andere --record-Datei angeben oder zuerst diesen Prozess beenden",
		GrowLockedHost:              "%s wird von Prozess %d auf %s (%s) geschrieben; eine andere --record-Datei angeben oder %s entfernen, falls dieser Prozess beendet ist",
		GrowLockedFile:              "%s wird laut %s von einem anderen Prozess geschrieben; eine andere --record-Datei angeben oder diese Datei entfernen, falls der Prozess beendet ist",
		GrowLockedUnknown:           "%s wird von einem anderen Prozess geschrieben; eine Partiedatei nimmt nur eine Partie zugleich auf: eine andere --record-Datei angeben",
		GrowStaleLock:               "%s war noch von Prozess %d (%s) gesperrt, der beendet ist; Rochade übernimmt sie.",
		GrowStaleLockPID:            "%s war noch von Prozess %d gesperrt, der beendet ist; Rochade übernimmt sie.",
		GrowChanged:                 "ein anderes Programm hat sie geändert",
		GrowReplaced:                "ein anderes Programm hat eine andere Datei an ihre Stelle gesetzt",
		GrowGone:                    "sie wurde entfernt",
		PlayRecordReadOnly:          "%s ist schreibgeschützt, deshalb überschreibt Rochade sie nicht: die Züge bleiben erhalten, werden geschrieben, sobald es geht, und kommen am Ende in eine Rettungsdatei, falls es dann noch nicht geht.",
		PlayRecordKept:              "Ein anderes Programm hat %s während der Partie geändert: seine Änderungen bleiben, und die Partie geht in der Datei weiter.",
		PlayRecordCopied + ".one":   "Ein anderes Programm hat während der Partie in %s geschrieben: seine Bytes bleiben, und die Partie geht danach als neue Kopie weiter (die Kopie davor enthält %d Halbzug).",
		PlayRecordCopied + ".other": "Ein anderes Programm hat während der Partie in %s geschrieben: seine Bytes bleiben, und die Partie geht danach als neue Kopie weiter (die Kopie davor enthält %d Halbzüge).",
		PlayRecordRemade:            "%s wurde während der Partie entfernt; sie wird mit den Partien dieses Laufs neu angelegt.",
		PlayRecordRescued:           "die letzten Züge konnten nicht in %s geschrieben werden (%v); die Partien sind in %s gesichert und stehen oben",
		PlayRecordUnrescued:         "die letzten Züge konnten weder in %s (%v) noch in eine Rettungsdatei (%v) geschrieben werden; die Partien stehen oben: jetzt kopieren",
		SysFileTooLarge:             "die Datei ist größer, als das System erlaubt",
		SysQuota:                    "das Speicherkontingent ist aufgebraucht",
		// Online play.
		LichessTokenRefused:   "der Server hat das Token abgelehnt: melde dich mit rochade online login neu an",
		LichessTokenScope:     "das Token erlaubt kein Spiel mit einem Brett (board:play): melde dich mit rochade online login neu an",
		LichessRefused:        "der Server hat abgelehnt: %s",
		LichessRateLimited:    "der Server bittet nach zu vielen Anfragen um eine Pause; neuer Versuch in einer Minute",
		LichessHTTPStatus:     "der Server hat mit Fehler %d geantwortet",
		LichessNotFound:       "der Server kennt diese Partie oder Herausforderung nicht",
		LichessBadServer:      "%s ist kein Server: gib lichess an oder eine Adresse, die mit http:// oder https:// beginnt",
		LichessGarbled:        "der Server hat etwas Unlesbares geschickt",
		LichessLoginFailed:    "die Anmeldung ist nicht gelungen (%s)",
		LichessTokenFileEmpty: "%s enthält kein Token: melde dich mit rochade online login neu an",
		LichessTokenFile:      "die Token-Datei %s lässt sich nicht verwenden: %v",
	},
	Help: germanHelp,
	LangNames: map[string]string{
		"cs": "Tschechisch", "da": "Dänisch", "de": "Deutsch", "en": "Englisch", "es": "Spanisch",
		"fi": "Finnisch", "fr": "Französisch", "hu": "Ungarisch", "it": "Italienisch", "nl": "Niederländisch",
		"no": "Norwegisch", "pl": "Polnisch", "pt": "Portugiesisch", "ru": "Russisch", "sv": "Schwedisch",
	},
	Requests: map[string]RequestText{
		"time":     {"Zeit", "zeit"},
		"repeat":   {"Wiederholen", "wiederholen"},
		"last":     {"Letzte Züge", "letzte"},
		"square":   {"Feld", "feld"},
		"file":     {"Linie", "linie"},
		"rank":     {"Reihe", "reihe"},
		"pieces":   {"Figuren", "figuren"},
		"board":    {"Ganzes Brett", "brett"},
		"help":     {"Hilfe", "hilfe"},
		"takeback": {"Zurücknehmen", "zurück zurueck"},
		"new":      {"Neue Partie", "neu"},
		"resign":   {"Aufgeben", "aufgeben aufgabe"},
		"draw":     {"Remis", "remis"},
		"result":   {"Ergebnis", "ergebnis"},
		"promote":  {"Umwandlung", "umwandeln umwandlung"},
		"battery":  {"Akku", "akku batterie"},
		"pair":     {"Kopplungscode", "koppeln code kopplung"},
		"unpair":   {"Alle Telefone entkoppeln", "entkoppeln vergessen"},
		"hint":     {"Tipp", "tipp"},
		"eval":     {"Bewertung", "bewertung"},
		"level":    {"Stufe", "stufe"},
		"accept":   {"Annehmen", "annehmen ja"},
		"decline":  {"Ablehnen", "ablehnen nein"},
		"abort":    {"Abbrechen", "abbrechen"},
		"claim":    {"Sieg beanspruchen", "beanspruchen sieg"},
		"chat":     {"Chat", "chat nachrichten"},
		"white":    {"Weiß", "weiß weiss"},
		"black":    {"Schwarz", "schwarz s"},
		"queen":    {"Dame", "dame d"},
		"rook":     {"Turm", "turm t"},
		"bishop":   {"Läufer", "läufer laeufer l"},
		"knight":   {"Springer", "springer s"},
	},
}

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

	"rochade board detect:short": "Ein angeschlossenes Brett ({detect}) finden und sagen, wo es ist",
	"rochade board detect:long": `Fragt die seriellen Schnittstellen dieses Rechners nach einem Brett
({detect}) und gibt Protokoll und Schnittstelle des ersten aus, das
antwortet, für
  rochade play --board SCHNITTSTELLE --protocol PROTOKOLL
Die Schnittstellen, in dieser Folge: DGT-Bretter, an ihren USB-Kennungen
erkannt (Windows und Linux), dann
  Windows  die COM-Schnittstellen: COM3, COM4 ...
  macOS    /dev/cu.usbmodem*, /dev/cu.usbserial*, andere /dev/cu.*
  Linux    /dev/ttyACM*, /dev/ttyUSB*, /dev/rfcomm* (Bluetooth)
Mit --list erscheinen die Schnittstellen, eine je Zeile, ohne Anfrage.
Mit --protocol PROTOKOLL ({detect-names}) wird nur dieses Protokoll gefragt.`,
	"rochade board emulate:short": "Ein virtuelles Sensorbrett an einem Pseudoterminal betreiben und eine Partie darauf spielen",
	"rochade board emulate:long": `Betreibt ein virtuelles Brett ({serial}) an einem Pseudoterminal,
einer echten seriellen Gegenstelle, die das Protokoll des Bretts spricht,
oder ein virtuelles Bluetooth-Brett ({ble}) an einem lokalen Unix-Socket,
der seine Schreibzugriffe und Benachrichtigungen trägt.
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

Mit --clock ZEIT (nur {clock}) steht eine DGT3000-Uhr mit der Bedenkzeit ZEIT
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

	"--lang-ui":         "Sprache der Meldungen: %s (sonst aus LC_ALL, LC_MESSAGES oder LANG, ohne diese en)",
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
	"rochade play --promotion-wait":          "auf einem Brett, das nur besetzte Felder sieht (Pegasus, Square Off): wie lange eine Umwandlung, deren Figur nicht bekannt ist, wartet, bevor wieder nach der Figur gefragt wird (die Anfrage umwandeln mit der Figur; nie eine Dame ohne Nennung)",
	"rochade play --hand-rest":               "wie lange eine Hand eine Figur auf einem Feld auf ihrem Weg ruhen lassen darf, bevor der Zug dort zählt (ein Turm a1-a8, der auf a4 ruht); länger für Hände, die sich vortasten",
	"rochade play --online":                  "eine Partie auf einem lichess-Server spielen: lichess oder die Adresse eines lichess-kompatiblen Servers (http:// oder https://); eine laufende Partie des Kontos wird fortgesetzt",
	"rochade play --token-file":              "mit --online: die Datei mit dem Token des Kontos (Vorgabe: der von rochade online login gespeicherte)",
	"rochade play --seek":                    "mit --online: einen Gegner für eine Partie von Minuten+Sekunden suchen, etwa 15+10 (Schnellschach oder klassisch)",
	"rochade play --rated":                   "mit --seek oder --challenge: eine gewertete Partie",
	"rochade play --color":                   "mit --seek, --challenge oder --server-ai: die Farbe, white, black oder random",
	"rochade play --challenge":               "mit --online: diesen Spieler herausfordern (mit der Bedenkzeit von --seek, sonst 15+10)",
	"rochade play --server-ai":               "mit --online: gegen den Computer des Servers auf dieser Stufe spielen, 1 bis 8",
	"rochade online:short":                   "Der Token des Kontos, das online spielt (play --online)",
	"rochade online login:short":             "Den Token des Kontos speichern: auf der Standardeingabe eingefügt oder im Browser bestätigt",
	"rochade online login:long": `Speichert den Token des Kontos, das online spielt, nur für Sie lesbar (Modus 0600), im
Konfigurationsordner oder in --token-file. Legen Sie auf dem Server einen persönlichen Token mit
der Berechtigung board:play an und fügen Sie ihn auf der Standardeingabe ein, dann Eingabetaste;
oder geben Sie --browser an und bestätigen Sie Rochade auf der Seite des Servers, deren Adresse
ausgegeben wird. Der Token wird vor dem Speichern beim Server geprüft und nie ausgegeben.`,
	"rochade online logout:short":         "Den gespeicherten Token entfernen",
	"rochade online login --server":       "der Server: lichess oder die Adresse eines lichess-kompatiblen Servers",
	"rochade online login --browser":      "Rochade auf der Seite des Servers bestätigen, statt einen Token einzufügen",
	"rochade online login --token-file":   "den Token in dieser Datei speichern statt im Konfigurationsordner",
	"rochade online logout --token-file":  "die Token-Datei, wenn nicht die im Konfigurationsordner",
	"rochade board emulate --wait":        "wie lange auf ein Programm gewartet wird, bevor trotzdem gespielt wird (oder Befehle angenommen werden), eine `Dauer` wie 2m",
	"rochade board emulate --unplug-at":   "das Kabel vor dem Halbzug mit dieser `Nummer` ziehen (ab 1 gezählt)",
	"rochade board emulate --unplug-for":  "wie lange das Kabel draußen bleibt, eine `Dauer` wie 10s",
	"rochade board emulate --clock":       "eine DGT3000-Uhr mit dieser `Bedenkzeit` an ein DGT-Brett stellen, etwa 300+3 oder 5m+3s",
	"rochade voices list --tokens":        "auch jedes Wort mit Schreibung, Aussprache und Datei auflisten (des ersten Pakets)",
	"rochade voices check --tolerance":    "um wie viele `dB` die Lautheit einer Aufnahme vom Median des Pakets abweichen darf",
	"rochade voices check --edge-silence": "längste Stille in `Sekunden` vor oder nach der Sprache einer Aufnahme",
	"rochade voices check --pairs":        "auch die `N` am ähnlichsten klingenden Paare unter Linien, Reihen, Figuren, Zahlen und Wendungen auflisten (--pairs allein: 3)",
	"rochade voices new --name":           "`Name` der Stimme",
	"rochade voices new --language":       "`Sprachkennung` der Stimme",
	"rochade voices new --licence":        "`Lizenz` der Aufnahmen, etwa CC0-1.0",
	"rochade voices new --rate":           "Abtastrate der Aufnahmen in `Hz`, 8000 bis 48000",
	"rochade voices new --espeak":         "die Aufnahmen mit espeak-ng in dieser `Stimme` erzeugen (etwa de, cs, pl)",
	"rochade voices new --wpm":            "mit --espeak: `Anzahl` der Wörter je Minute, 80 bis 450",
	"rochade voices tidy --eq":            "`Entzerrer`: speech (das Spektrum dem natürlicher Sprache angleichen) oder none",

	// The same names with another meaning.
	"rochade board emulate --speed": "Tempo der Hände als `Faktor`: 2 ist doppelt so schnell",
	"rochade board emulate --game":  "die Hauptvariante der ersten Partie dieser PGN-`Datei` spielen",
	"rochade play --dots":           "mit --braille die Schachzellen statt Text senden",

	"rochade play:long": `Folgt einer Partie auf einem Sensorbrett ({titles}) und sagt jeden
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
  {requests-info}
  {requests-game}
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
Partien ihre Tags. Strg+C, SIGTERM, SIGHUP oder ein geschlossenes Terminal
(unter Windows das geschlossene Konsolenfenster) schreibt die Aufzeichnung,
sagt, wo die Partie steht, und beendet.

Eine Aufzeichnung schreibt nur ein Prozess: ein zweites play mit derselben
Datei (unter welchem Namen auch immer) wird abgewiesen. Was die Datei
nicht aufnehmen kann (volle Platte, schreibgeschützte Datei), bleibt
erhalten und wird erneut versucht; was am Ende noch fehlt, kommt in eine
Rettungsdatei im Datenordner des Benutzers. Mit --resume wird ein Brett,
das eine frühere Stellung der Partie zeigt (die Grundstellung), aufgebaut:
nichts wird verfolgt, bis es die Stellung zeigt, bei der die Partie
stehenblieb.`,
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
	"rochade play --web":              "die Live-Seite für Telefone unter dieser Adresse anbieten: Host:Port, oder :Port in jedem Netz (ein Telefon koppelt sich mit einem Code, den Rochade auf Anfrage sagt)",
	"rochade play --web-host":         "weitere Namen oder Adressen, unter denen Telefone die Live-Seite öffnen, durch Kommas getrennt (ein Name, den der Router diesem Rechner gibt, eine hierher weitergeleitete Adresse); die eigenen Namen und Adressen des Rechners gelten immer, jeder andere wird abgewiesen",
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

	"rochade voices check --prompts": "ein Ansagepaket dieser `Sprache` prüfen (ohne ORDNER: das eingebaute); den Ordner eines Ansagepakets erkennt die Prüfung selbst",
	"rochade voices new --prompts":   "ein Ansagepaket anlegen: die eigenen Sätze des Assistenten in dieser `Sprache` (%s)",
	"--prompts":                      "`Ordner` des Ansagepakets, das die eigenen Sätze des Assistenten in der Sprache von --lang-ui spricht (anlegen mit: rochade voices new --prompts SPRACHE), oder \"default\" für das eingebaute",
	"--braille-hold":                 "mit --braille: wie lange eine Antwort oder Meldung ohne Tastendruck auf der Braillezeile bleibt, bevor die Partie wieder erscheint",

	"rochade board scan:short": "Die Bluetooth-Bretter in Reichweite auflisten",
	"rochade board scan:long": `Sucht für die Dauer von --wait nach Bluetooth-LE-Geräten und nennt jedes
einmal, sobald es gefunden ist: Name, Art (das Protokoll des Bretts, oder
kein bekanntes Brett), Adresse und Signalstärke, zum Beispiel:

  Chessnut Air, chessnut, 12:34:56:78:9A:BC, -61 dBm

Ein gefundenes Brett öffnet
  rochade play --board ble:ADRESSE (oder ble:NAME) --protocol PROTOKOLL
Strg+C beendet die Suche sofort. DGTs Bretter mit klassischem Bluetooth
werden mit dem System gekoppelt und als rfcomm:ADRESSE (Linux) oder über
ihre serielle Schnittstelle geöffnet.`,

	// rochade config and rochade appliance.
	"rochade config:short": "Die Einstellungsdatei zeigen und ändern, die play und das Gerät lesen",
	"rochade config:long": `Die Einstellungsdatei enthält die Optionen von play und des Geräts, je
Option einen Schlüssel gleichen Namens, in TOML:

  board = "/dev/ttyACM0"
  clock = "15m+10s"
  lang-ui = "ru"

Optionen auf der Befehlszeile gelten vor der Datei. "rochade config set"
ändert einen Wert und lässt den Rest der Datei, wie er ist: Kommentare,
die Reihenfolge der Schlüssel und Schlüssel, die es nicht kennt.`,
	"rochade config show:short": "Die Einstellungen zeigen, die die Datei setzt (mit --all alle, auch die Standardwerte)",
	"rochade config set:short":  "Einen Wert prüfen und in der Einstellungsdatei speichern (mehrere Werte für eine Liste, etwa zwei Bretter)",
	"rochade config path:short": "Ausgeben, wo die Einstellungsdatei ist",
	"rochade config show --all": "jede Einstellung zeigen, auch die mit ihrem Standardwert",
	"--config":                  "die Einstellungs`datei` (TOML; sonst rochade.toml im Konfigurationsordner des Benutzers, rochade config path sagt, wo); Optionen auf der Befehlszeile gelten vor ihr",
	"rochade appliance:short":   "Rochade ohne Bildschirm: ein sprechendes Gerät, eingerichtet mit Ziffernblock und gesprochenem Menü",
	"rochade appliance:long": `Läuft, solange das Gerät läuft, ohne Bildschirm und Tastatur. Rochade
sagt, dass es bereit ist, findet das Brett (die Einstellung board oder von
selbst; ein später eingestecktes Brett wird in Sekunden gefunden) und
folgt Partie um Partie, jede in ihrer eigenen PGN-Datei im Partienordner.

Die Einstellungen stehen in der Einstellungsdatei (--config): jede Option
von play ist ein Schlüssel gleichen Namens. Ein unbrauchbarer Wert wird
gesagt, und diese Einstellung behält ihren Standardwert.

Das gesprochene Menü auf dem Ziffernblock: Enter öffnet es und wählt, 8
und 2 blättern, 6 geht hinein, 4 zurück, 5 wiederholt, Rücktaste oder
Komma schließt es. Jede Wahl wird sofort gespeichert. Außerhalb des Menüs
sind die Tasten die Anfragen von play (5 Zeit, 0 Wiederholung, ...).

SIGTERM, SIGINT oder SIGHUP beenden es binnen zwei Sekunden, die Partie
gespeichert; neu gestartet, geht es mit einer unbeendeten Partie weiter.`,
	"rochade appliance install:short": "Das Gerät als systemd-Dienst einrichten: bei jedem Hochfahren, als eigener Benutzer",
	"rochade appliance install:long": `Legt den Benutzer rochade an (in den Gruppen dialout, audio, input und
bluetooth, soweit das System sie hat), den Einstellungsordner /etc/rochade,
eine systemd-Unit, die "rochade appliance" bei jedem Hochfahren und nach
einem Fehler wieder startet, und eine polkit-Regel, mit der sein Menü den
Rechner herunterfahren und neu starten darf; dann wird der Dienst
aktiviert und gestartet. Jeder Schritt wird gesagt. Braucht root.
--dry-run gibt die Unit aus und ändert nichts.`,
	"rochade appliance install --dry-run": "die Unit ausgeben und nichts ändern",
	"rochade appliance uninstall:short":   "Den Dienst beenden und seine Unit, seine Regel und seinen Benutzer entfernen; Partien und Einstellungen bleiben",
	"--games":                             "der `Ordner` der Partien, je eine PGN-Datei (sonst rochade/games im Datenordner des Benutzers)",
	"--keypad":                            "der Ziffernblock: ein Linux-Eingabegerät (/dev/input/event3) oder ein FIFO mit dessen Eingabeereignissen; sonst jedes Gerät mit Ziffernblocktasten, wenn die Standardeingabe kein Terminal ist (sonst dessen Tasten)",
}
