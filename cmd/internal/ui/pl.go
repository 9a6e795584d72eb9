package ui

// polish is the Polish user interface: its messages, help texts, request words,
// spoken lines and plural rule.
var polish = Language{
	Code:        "pl",
	Name:        "Polski",
	Plural:      westSlavic,
	SAPI:        "415",
	PromptVoice: "pl",
	Messages: map[Key]string{
		ErrorLine:                    "Błąd: %v",
		UnknownUILang:                "nieznany język komunikatów %s: podaj jeden z %s",
		NeedsOneFile:                 "%s potrzebuje jednego pliku PGN albo - dla standardowego wejścia",
		UnknownLang:                  "nieznany język %s: podaj jeden z %s",
		StandardInput:                "standardowe wejście",
		UnknownFlag:                  "nie ma opcji %s: %s --help wymienia opcje",
		FlagNeedsValue:               "opcja %s wymaga wartości: %s --help mówi jakiej",
		BadFlagValue:                 "%s to niedozwolona wartość dla %s: %s --help mówi, jakie wartości przyjmuje",
		NoSuchFile:                   "nie ma pliku %s: sprawdź nazwę",
		CannotOpen:                   "nie można otworzyć %s: %v",
		IsAFolder:                    "%s to folder, a nie plik PGN",
		CannotRead:                   "nie można odczytać %s: %v",
		GamesNotRead + ".one":        "%d partii nie udało się odczytać w całości: zobacz komunikat powyżej",
		GamesNotRead + ".few":        "%d partii nie udało się odczytać w całości: zobacz komunikaty powyżej",
		GamesNotRead + ".many":       "%d partii nie udało się odczytać w całości: zobacz komunikaty powyżej",
		NoGame:                       "%s nie zawiera żadnej partii",
		ReadingStopped:               "Odczyt zatrzymany tutaj: %v",
		FileHoldsGames + ".one":      "%s zawiera %d partię; nie ma partii %d",
		FileHoldsGames + ".few":      "%s zawiera %d partie; nie ma partii %d",
		FileHoldsGames + ".many":     "%s zawiera %d partii; nie ma partii %d",
		PlaceWhite:                   "białe",
		PlaceBlack:                   "czarne",
		CannotWrite:                  "nie można zapisać %s: %v",
		OutputNotRegular:             "%s nie jest zwykłym plikiem: podaj plik do zapisu",
		OutputIsInput:                "%s to ten sam plik co wejściowy %s: podaj inny plik do zapisu",
		CannotMakeFolder:             "nie można utworzyć folderu %s: %v",
		ConvertNeedsTo:               "convert wymaga --to uci, --to san lub --to lan",
		UnknownTo:                    "nieznana wartość --to %s: podaj uci, san lub lan",
		UnknownSpelling:              "nieznana wartość --spelling %s: podaj de lub fide",
		UnknownScript:                "nieznana wartość --script %s: podaj latin lub cyrillic",
		WAVNeedsVoice:                "--wav wymaga głosu; z --voice none powstałby cichy plik",
		NoMoveToSay:                  "partie nie zawierają żadnego ruchu do wypowiedzenia, więc %s nie został zapisany",
		SpeechIn:                     "Mowa jest w %s.",
		GameHeading:                  "Partia %d",
		GamePlayers:                  ": %s przeciw %s",
		GameLetters:                  " (litery bierek odczytane jako %s)",
		Unknown:                      "nieznany",
		White:                        "Białe",
		Black:                        "Czarne",
		DrawOffered:                  "Remis zaproponowany z ruchem %d, %s.",
		ResultLine:                   "Wynik: %s.",
		ResultWhiteWins:              "1-0, wygrywają białe",
		ResultBlackWins:              "0-1, wygrywają czarne",
		ResultDraw:                   "1/2-1/2, remis",
		ResultWhiteForfeit:           "+/-, białe wygrywają walkowerem",
		ResultBlackForfeit:           "-/+, czarne wygrywają walkowerem",
		ResultBothForfeit:            "-/-, obaj gracze przegrywają walkowerem",
		ResultUnfinished:             "*, partia nie jest zakończona",
		RenderNeedsArgs:              "render wymaga folderu i co najmniej jednego pliku PGN",
		RenderNeedsVoice:             "render wymaga głosu; z --voice none powstałyby ciche pliki",
		RenderFilesExist + ".one":    "%s zawiera już %s i jeszcze %d plik, który zapisałby render; nic nie zapisano: wybierz inny folder albo usuń te pliki",
		RenderFilesExist + ".few":    "%s zawiera już %s i jeszcze %d pliki, które zapisałby render; nic nie zapisano: wybierz inny folder albo usuń te pliki",
		RenderFilesExist + ".many":   "%s zawiera już %s i jeszcze %d plików, które zapisałby render; nic nie zapisano: wybierz inny folder albo usuń te pliki",
		RenderStopped + ".one":       "zatrzymano po %d z %d partii",
		RenderStopped + ".few":       "zatrzymano po %d z %d partii",
		RenderStopped + ".many":      "zatrzymano po %d z %d partii",
		Rendered + ".one":            "Nagrano %d partię, %s mowy, w %.1f s; plik jest w %s.",
		Rendered + ".few":            "Nagrano %d partie, %s mowy, w %.1f s; pliki są w %s.",
		Rendered + ".many":           "Nagrano %d partii, %s mowy, w %.1f s; pliki są w %s.",
		Progress + ".one":            "Gotowe %d z %d partii (%d %%), zostało około %s.",
		Progress + ".few":            "Gotowe %d z %d partii (%d %%), zostało około %s.",
		Progress + ".many":           "Gotowe %d z %d partii (%d %%), zostało około %s.",
		Seconds:                      "%d s",
		MinutesSeconds:               "%d min %d s",
		HoursMinutesSeconds:          "%d godz. %d min %d s",
		UnknownFormat:                "nieznana wartość --format %s: podaj unicode, brf lub text",
		DotsNeedDisplay:              "--dots działa tylko z --display",
		WidthTooSmall + ".one":       "wiersz z %d komórki jest za krótki na formularz: podaj --width %d lub więcej",
		WidthTooSmall + ".few":       "wiersz z %d komórek jest za krótki na formularz: podaj --width %d lub więcej",
		WidthTooSmall + ".many":      "wiersz z %d komórek jest za krótki na formularz: podaj --width %d lub więcej",
		LinesTooFew + ".one":         "strona z %d wiersza jest za krótka: podaj --lines %d lub więcej",
		LinesTooFew + ".few":         "strona z %d wierszy jest za krótka: podaj --lines %d lub więcej",
		LinesTooFew + ".many":        "strona z %d wierszy jest za krótka: podaj --lines %d lub więcej",
		GameCountsFrom1:              "--game liczy od 1, a nie od %d",
		GameNotReadFixIt:             "partii %d z %s nie udało się odczytać w całości; najpierw ją popraw",
		ShowingOnDisplay:             "Szukam monitora brajlowskiego przez BRLTTY; Ctrl-C przerywa.",
		BRLTTYUnreachable:            "BRLTTY jest nieosiągalny pod adresem %s. Uruchom go, na przykład: sudo systemctl start brltty. Partia pojawi się na monitorze, gdy tylko BRLTTY zadziała; Ctrl-C przerywa.",
		BRLTTYNoDisplay:              "BRLTTY odpowiada, ale monitora nie da się jeszcze używać (%v). Próbuję dalej po cichu; Ctrl-C przerywa.",
		DisplayConnected:             "Monitor brajlowski połączony, %d komórek: pokazuje partię.",
		DisplayLost:                  "Połączenie z BRLTTY zostało utracone (%v). Łączę ponownie po cichu.",
		DisplayWriteFailed:           "Zapis na monitor brajlowski się nie powiódł: %v",
		DisplayGivenBack:             "Monitor brajlowski oddany BRLTTY.",
		DisplayNeverConnected:        "Zatrzymano. Monitor brajlowski nie został połączony.",
		DisplayNoAnswerOnClose:       "BRLTTY nie odpowiedział przy oddawaniu monitora",
		PlayBadSide:                  "nieznana wartość --side %s: podaj white lub black",
		PlayAlertsNeedClock:          "--time-alerts wymaga zegara: podaj --clock CZAS albo --clock board",
		PlayBadAlert:                 "--time-alerts przyjmuje czasy takie jak 5m,1m albo 300,60, a nie %s",
		PlayResumeNeedsRecord:        "--resume wymaga --record PLIK: partii do kontynuowania",
		PlayNoGameToResume:           "%s nie zawiera partii do kontynuowania; pomiń --resume, aby zacząć w nim nową partię",
		PlayRecordUnreadable:         "nie można odczytać zapisu partii %s (%v); podaj inny plik w --record",
		PlayRecordNotPGN:             "%s nie jest plikiem PGN, do którego Rochade może dopisać partię (%v); podaj inny plik w --record albo usuń ten",
		PlayRecordUnwritable:         "nie można zapisać zapisu partii %s (%v); podaj w --record plik w folderze, do którego można pisać",
		PlayBoardConnected:           "Szachownica połączona: %s.",
		PlayBoardDisconnected:        "Szachownica rozłączona (%v). Czekam, aż wróci.",
		PlayBoardWaiting:             "Czekam na szachownicę: %v",
		PlayBoardNoAnswer:            "%v",
		PlayMoveCorrected:            "Ostatni ruch to %s, a nie jak ogłoszono wcześniej.",
		PlayNewGame:                  "Zaczyna się nowa partia.",
		PlayBoardTurned:              "Szachownica stoi odwrócona: czarne bierki na pierwszym rzędzie szachownicy. Pola są odpowiednio odwrócone.",
		PlaySaveFailed:               "Nie można zapisać partii w %s (%v). Ruchy są zachowane; Rochade próbuje ponownie co kilka sekund.",
		PlaySaveRecovered:            "Zapis partii %s znów się udaje.",
		PlayGameOver:                 "Partia zakończona: %s. Ruchy wykonane teraz nie są zapisywane; ustaw pozycję wyjściową do nowej partii.",
		PlayRequestUnknown:           "Nie zrozumiano: %v",
		PlayVoiceLacks:               "Nie wszystko da się wypowiedzieć: %v",
		PlayClockMissing:             "podano --clock board, ale szachownica nie zgłasza zegara: podłącz zegar DGT do szachownicy albo podaj --clock z tempem gry",
		PlayResuming + ".one":        "Partia w %s jest kontynuowana po %d półruchu.",
		PlayResuming + ".few":        "Partia w %s jest kontynuowana po %d półruchach.",
		PlayResuming + ".many":       "Partia w %s jest kontynuowana po %d półruchach.",
		PlayRecordAppends + ".one":   "%s zawiera %d partię; nowa partia zostanie dopisana po niej.",
		PlayRecordAppends + ".few":   "%s zawiera %d partie; nowa partia zostanie dopisana po nich.",
		PlayRecordAppends + ".many":  "%s zawiera %d partii; nowa partia zostanie dopisana po nich.",
		PlayTakenBack + ".one":       "Ruchy cofnięte: partia toczy się dalej po %d półruchu.",
		PlayTakenBack + ".few":       "Ruchy cofnięte: partia toczy się dalej po %d półruchach.",
		PlayTakenBack + ".many":      "Ruchy cofnięte: partia toczy się dalej po %d półruchach.",
		PlayRecordEmpty:              "--record wymaga nazwy pliku; bez tej opcji zapis nie jest prowadzony",
		PlayRecordNotRegular:         "%s to %s: --record przyjmuje plik PGN albo nazwę nowego pliku",
		KindFolder:                   "folder",
		KindPipe:                     "nazwany potok",
		KindSocket:                   "gniazdo",
		KindDevice:                   "terminal lub inne urządzenie",
		PlayRecordCannotGoOn:         "ostatnia partia w %s kończy się tak, że Rochade nie może jej kontynuować bez zmiany; pomiń --resume, aby zacząć po niej nową partię",
		PlayRecordUnencodable:        "%s jest zapisany w kodowaniu %s, które nie ma %q: podaj znaczniki (--white, --black, --event, --site, --round) literami tego kodowania albo inny plik w --record",
		PlayResumeFinished:           "Ostatnia partia w %s jest zakończona (%s); po niej zaczyna się nowa.",
		PlayClockBoardNeedsDGT:       "--clock board bierze czasy z zegara DGT na szachownicy DGT, a szachownica Millennium nie ma zegara: podaj tempo gry, na przykład --clock 5m+3s",
		PlayEngineFlagAlone:          "--%s ustala, jak gra komputer: dodaj --engine stockfish (albo ścieżkę silnika UCI)",
		PlayBoardTwice:               "--board %s podano dwa razy: każda szachownica potrzebuje własnego portu",
		PlayTwoBoardsAuto:            "przy dwóch szachownicach podaj port każdej: --board auto znajduje tylko jedną szachownicę",
		PlaySaved + ".one":           "Partia zapisana w %s: %d półruch.",
		PlaySaved + ".few":           "Partia zapisana w %s: %d półruchy.",
		PlaySaved + ".many":          "Partia zapisana w %s: %d półruchów.",
		PlayNotSaved + ".one":        "Partia miała %d półruch; nie prowadzono zapisu (--record PLIK go prowadzi).",
		PlayNotSaved + ".few":        "Partia miała %d półruchy; nie prowadzono zapisu (--record PLIK go prowadzi).",
		PlayNotSaved + ".many":       "Partia miała %d półruchów; nie prowadzono zapisu (--record PLIK go prowadzi).",
		PlayNothingSaved:             "Nie wykonano żadnego ruchu; zapis partii się nie zmienił.",
		PlayStartOnBoard:             "Szachownica %d pokazuje pozycję wyjściową, a partia trwa. Aby zacząć nową partię, wpisz „nowa” (albo naciśnij przycisk play/pause zegara); w przeciwnym razie ustaw pozycję jak w partii.",
		PlayConfirmNewGame:           "Trwa partia: wpisz „nowa” jeszcze raz w ciągu %d sekund, aby ją zakończyć i zacząć nową.",
		PlayEarlierOnBoard:           "Szachownica %d pokazuje pozycję po ruchu %d (%s): wpisz „cofnij”, aby cofnąć późniejsze ruchy, albo przywróć pozycję.",
		PlayMovesWhileAway:           "Szachownica %d wróciła z ruchami wykonanymi podczas rozłączenia; są teraz ogłaszane.",
		PlayNoGameToEnd:              "Nie wykonano jeszcze żadnego ruchu: nie ma partii do zakończenia.",
		PlayAlreadyOver:              "Partia jest już zakończona: %s.",
		PlayRequestTooLong:           "Pominięto wiersz żądania dłuższy niż %d znaków.",
		PlayStartOnTheBoard:          "Szachownica pokazuje pozycję wyjściową, a partia trwa. Aby zacząć nową partię, wpisz „nowa” (albo naciśnij przycisk play/pause zegara); w przeciwnym razie ustaw pozycję jak w partii.",
		PlayEarlierOnTheBoard:        "Szachownica pokazuje pozycję po ruchu %d (%s): wpisz „cofnij”, aby cofnąć późniejsze ruchy, albo przywróć pozycję.",
		PlayMovesWhileTheAway:        "Szachownica wróciła z ruchami wykonanymi podczas rozłączenia; są teraz ogłaszane.",
		PlayBoardNDisconnected:       "Szachownica %d rozłączona (%v). Czekam, aż wróci.",
		DemoBadThink:                 "--think %v jest poza zakresem: podaj od 0 do 1m",
		DemoStarts:                   "Wirtualna szachownica w Rochade rozgrywa przykładową partię z Załącznika C.",
		DemoIncomplete:               "pokaz prześledził nie wszystkie półruchy: %d z %d",
		DemoFinished:                 "Pokaz zakończony: prześledzono i ogłoszono wszystkie półruchy partii z Załącznika C (%d).",
		PlayTooManyBoards:            "Rochade śledzi jedną lub dwie szachownice, a nie %d",
		PlayProtocolsPerBoard:        "--protocol %s: podaj jeden protokół dla wszystkich szachownic albo po jednym dla każdej z %d szachownic, na przykład dgt,millennium",
		PlayPieceTouched:             "Szachownica %d: %s.",
		PlayBoardNConnected:          "Szachownica %d połączona: %s.",
		CompareNeedsTwo:              "compare wymaga dwóch formularzy: A.pgn B.pgn",
		CompareGame:                  "partia %d: ",
		CompareOnlyIn:                "tylko w %s",
		CompareOtherStart:            "różne pozycje wyjściowe",
		CompareNoMove:                "(brak ruchu)",
		CompareWhite:                 "białe",
		CompareBlack:                 "czarne",
		CompareFirstDifference:       "pierwsza różnica w ruchu %d (%s): %s / %s",
		CompareIdentical + ".one":    "identyczne: %d półruch",
		CompareIdentical + ".few":    "identyczne: %d półruchy",
		CompareIdentical + ".many":   "identyczne: %d półruchów",
		PlayLevelOrElo:               "podaj --level albo --elo, nie oba",
		PlayBadLevel:                 "--level %d jest poza zakresem: podaj od 1 do %d",
		PlayBadSearch:                "--movetime i --depth nie mogą być ujemne",
		PlayEngineRestarted:          "%v",
		PlayEngineFailed:             "Silnik nie dał użytecznej odpowiedzi (%v); Rochade zapyta go ponownie za kilka sekund.",
		PlayEngineThinking:           "Ruch za komputer wykonano, zanim go wybrał; cofnij bierkę i poczekaj na ruch komputera.",
		PlayNeedsEngine:              "podpowiedź, ocena i poziom wymagają komputerowego przeciwnika: play --engine stockfish",
		PlayOpponentToMove:           "Ruch za przeciwnika wykonano, zanim nadszedł z serwera; cofnij bierkę i poczekaj na ruch przeciwnika.",
		PlayMoveRefused:              "Serwer odrzucił ruch %s: %s. Ustaw bierki z powrotem, jak powiedziano.",
		PlayDrawOffered:              "Przeciwnik proponuje remis: przyjmij lub odrzuć.",
		PlayTakebackOffered:          "Przeciwnik prosi o cofnięcie ruchu: przyjmij lub odrzuć.",
		PlayChatArrived:              "Nowe wiadomości czatu: %d. Polecenie czat je odczyta.",
		PlayChatLine:                 "Czat, %s: %s",
		PlayNoChat:                   "Brak wiadomości czatu.",
		PlayOpponentLeft:             "Przeciwnik opuścił partię; za %d sekund polecenie wygrana ją wygrywa.",
		PlayOpponentBack:             "Przeciwnik wrócił.",
		PlayServerLost:               "Połączenie z serwerem zostało przerwane: %s. Jest nawiązywane ponownie; ruchy wykonane na szachownicy zostaną wysłane, gdy wróci.",
		PlayServerBack:               "Połączenie z serwerem wróciło.",
		PlayServerWait:               "Serwer prosi o %d sekund przerwy; potem partia toczy się dalej.",
		PlayServerAsked:              "Wysłano do serwera: %s.",
		PlayNothingToAnswer:          "Żadna propozycja ani wyzwanie nie czeka na odpowiedź.",
		PlayNeedsBoardGame:           "W partii online wynik ustala serwer; nową partię znajduje play --online.",
		PlayNeedsServer:              "przyjmij, odrzuć, przerwij, wygrana i czat są dla partii online: play --online lichess",
		OnlineTokenRefused:           "Serwer odrzucił token: utwórz nowy poleceniem rochade online login (uprawnienie board:play) lub wskaż inny przez --token-file.",
		OnlineNoToken:                "Brak tokenu dla serwera: najpierw uruchom rochade online login lub wskaż plik tokenu przez --token-file.",
		OnlineClockRefused:           "--clock nie działa z --online: w partii online liczy się zegar serwera.",
		OnlineNoEngine:               "--engine nie działa z --online: w partii online przeciwnik gra na serwerze.",
		OnlineBadServer:              "--online przyjmuje lichess lub adres serwera (http:// lub https://), nie %s.",
		OnlineJoined:                 "Partia online %s: grasz %s przeciw %s, ranking %s.",
		OnlineNoGame:                 "Żadna partia konta nie trwa: czekam na wyzwanie (przyjmij lub odrzuć) albo partię rozpoczętą gdzie indziej; --seek 15+10, --challenge NAZWA lub --server-ai POZIOM rozpoczynają ją.",
		OnlineSeeking:                "Szukam przeciwnika na serwerze: %s.",
		OnlineChallengeSent:          "Wyzwanie wysłane do %s; czekam na odpowiedź.",
		OnlineChallengeIn:            "Wyzwanie od %s, ranking %s, %s: przyjmij lub odrzuć.",
		OnlineFailed:                 "Serwer jest nieosiągalny: %s.",
		OnlineLoggedIn:               "Token konta %s zapisany w %s.",
		OnlineLoggedOut:              "Token usunięty: %s.",
		OnlineNotLoggedIn:            "Nie zapisano żadnego tokenu.",
		OnlineTokenEmpty:             "Ze standardowego wejścia nie przyszedł token: wklej token i naciśnij Enter.",
		OnlineBadSeek:                "--seek przyjmuje minuty+sekundy partii szybkiej lub klasycznej, np. 15+10, nie %s.",
		OnlineBadColor:               "--color przyjmuje white, black lub random, nie %s.",
		OnlineOneWay:                 "Tylko jedno z --seek, --challenge i --server-ai.",
		OnlineNeedsServer:            "--seek, --challenge, --server-ai i --token-file wymagają --online.",
		OnlineUnlimited:              "bez zegara",
		PlayEngineStarted:            "Gra przeciw %s; komputer gra bierkami: %s.",
		BrailleUnsupported:           "Brak monitora brajlowskiego w %s: Rochade łączy się z monitorami przez BRLTTY w Linuksie; ustaw BRLAPI_HOST, aby użyć BRLTTY na innym komputerze. Pliki brajlowskie (--format brf) działają wszędzie.",
		BoardMissing:                 "%s nie istnieje; podaj port szeregowy szachownicy (na przykład %s) albo --board auto",
		BoardIsFolder:                "%s to folder, a nie port szeregowy; podaj port szeregowy szachownicy (na przykład %s) albo --board auto",
		BoardIsFile:                  "%s to zwykły plik, a nie port szeregowy; podaj port szeregowy szachownicy (na przykład %s) albo --board auto",
		BoardIsOther:                 "%s nie jest portem szeregowym; podaj port szeregowy szachownicy (na przykład %s) albo --board auto",
		BoardWaitingFor:              "Czekam na %s: jeszcze go nie ma; podłącz szachownicę albo ją włącz.",
		BoardNoAnswerProto:           "Na %s nie odpowiada żadna szachownica w protokole %s; sprawdź kabel i zasilanie albo spróbuj --protocol auto. Rochade próbuje dalej po cichu.",
		BoardNoAnswerAny:             "Na %s nie odpowiada żadna szachownica w żadnym z protokołów %s; sprawdź, czy to port szachownicy, jej kabel i zasilanie. Rochade próbuje dalej po cichu.",
		EngineCrashed:                "Komputer nieoczekiwanie się zatrzymał; uruchamiam go ponownie (próba %d z %d).",
		EngineHung:                   "Komputer przestał odpowiadać; uruchamiam go ponownie (próba %d z %d).",
		EngineGarbage:                "Komputer przysłał bezużyteczną odpowiedź; uruchamiam go ponownie (próba %d z %d).",
		BoardFound:                   "szachownica %s na %s",
		BoardUnknownProtocol:         "nie ma protokołu szachownicy %s: podaj jeden z: %s",
		EmulateUnknownProtocol:       "nie ma protokołu szachownicy %s do emulacji: podaj jeden z: %s",
		BoardNoPorts:                 "nie znaleziono portu szeregowego: podłącz i włącz szachownicę, potem spróbuj ponownie; albo podaj jej port: rochade play --board %s",
		BoardNoAnswer:                "na %s nie odpowiada żadna szachownica: sprawdź, czy jest włączona, a kabel podłączony; albo podaj port i protokół: rochade play --board PORT --protocol dgt",
		EmulateNeedsProtocol:         "podaj, jaką szachownicę emulować: --protocol z jednym z %s",
		EmulateBadSpeed:              "--speed %v nie da się użyć: podaj liczbę większą od 0 i najwyżej 1000, na przykład 0.5 lub 2",
		EmulateBadWait:               "--wait %v nie da się użyć: podaj czas 0 lub więcej, na przykład 30s",
		EmulateBadUnplug:             "--unplug-at i --unplug-for nie mogą być ujemne",
		EmulateMillenniumTime:        "szachownica %s nie ma zegara, więc --clock działa tylko z --protocol %s (rochade play mierzy czas programowo dla szachownicy %s)",
		EmulateReady:                 "Wirtualna szachownica %s gotowa, z pozycją wyjściową; po połączeniu klienta przyjmuje polecenia ze standardowego wejścia. Ctrl+C kończy.",
		EmulateNoClient:              "Żaden klient się nie połączył; i tak kontynuuję.",
		EmulateCablePulled:           "Kabel wyciągnięty.",
		EmulateCableBack:             "Kabel z powrotem włożony.",
		EmulateHandsLate:             "Ręce się spóźniły (komputer jest zajęty): na %s w półruchu %d o %d ms; szachownica mogła pokazać inną partię niż rozegrana.",
		EmulatePlugFailed:            "Nie da się z powrotem włożyć kabla: %v",
		EmulateAllPlayed + ".one":    "Zagrano %d ruch.",
		EmulateAllPlayed + ".few":    "Zagrano wszystkie %d ruchy.",
		EmulateAllPlayed + ".many":   "Zagrano wszystkie %d ruchów.",
		EmulateCannotDo:              "nie można wykonać %v",
		EmulateUnknownCommand:        "%s: nieznane polecenie; użyj button N, position FEN, move RUCH, unplug lub plug",
		EmulateNoClock:               "%s: ta szachownica nie ma zegara; uruchom emulator z --clock",
		VoicesDefaultName:            "głos domyślny",
		VoicesMissingClips:           "głos nie ma nagrania dla %s; rochade voices check wymienia każde brakujące nagranie",
		VoicesUnreadable:             "%s: nie można odczytać: %v",
		VoicesListPack + ".one":      "%s: %s, język %s, %d Hz, %d nagranie, licencja: %s",
		VoicesListPack + ".few":      "%s: %s, język %s, %d Hz, %d nagrania, licencja: %s",
		VoicesListPack + ".many":     "%s: %s, język %s, %d Hz, %d nagrań, licencja: %s",
		VoicesNoLicence:              "nie podano",
		VoicesTokensHeading:          "Słowa słownika (klucz, pisownia, wymowa, plik):",
		VoicesNotFolder:              "%s nie jest folderem; podaj folder pakietu głosowego",
		VoicesCannotCompare:          "nie można porównać nagrań %s: %v",
		VoicesPackProblems + ".one":  "pakiet głosowy %s ma %d problem, wymieniony powyżej",
		VoicesPackProblems + ".few":  "pakiet głosowy %s ma %d problemy, wymienione powyżej",
		VoicesPackProblems + ".many": "pakiet głosowy %s ma %d problemów, wymienionych powyżej",
		VoicesSummaryFine + ".one":   "%s jest w porządku: %d nagranie, razem %.1f s, głośność od %.1f do %.1f dBFS (mediana %.1f).",
		VoicesSummaryFine + ".few":   "%s jest w porządku: %d nagrania, razem %.1f s, głośność od %.1f do %.1f dBFS (mediana %.1f).",
		VoicesSummaryFine + ".many":  "%s jest w porządku: %d nagrań, razem %.1f s, głośność od %.1f do %.1f dBFS (mediana %.1f).",
		VoicesSummaryBad + ".one":    "%s ma %d problem.",
		VoicesSummaryBad + ".few":    "%s ma %d problemy.",
		VoicesSummaryBad + ".many":   "%s ma %d problemów.",
		VoicesWarning:                "Ostrzeżenie: %s",
		VoicesBalance:                "Równowaga widmowa względem 250–500 Hz: 500–1000 Hz %.1f dB, 1–2 kHz %.1f dB, 2–4 kHz %.1f dB (naturalna mowa: %.1f, %.1f, %.1f dB).",
		VoicesClosest:                "Najbliższe %s: %s.",
		VoicesGroupFiles:             "kolumny",
		VoicesGroupRanks:             "rzędy",
		VoicesGroupPieces:            "bierki",
		VoicesGroupNumbers:           "liczby",
		VoicesGroupPhrases:           "zwroty",
		VoicesHasPack:                "%s zawiera już pakiet głosowy; wybierz inny folder",
		VoicesHasClip:                "%s zawiera już nagranie %s; --espeak nie nadpisuje nagrań: usuń nagrania albo wybierz inny folder",
		VoicesWrote + ".one":         "Zapisano %s i %s: %d zwrot do nagrania, w %s.",
		VoicesWrote + ".few":         "Zapisano %s i %s: %d zwroty do nagrania, w %s.",
		VoicesWrote + ".many":        "Zapisano %s i %s: %d zwrotów do nagrania, w %s.",
		VoicesSpeaking + ".one":      "Wypowiadam %d zwrot z espeak-ng (głos %s)...",
		VoicesSpeaking + ".few":      "Wypowiadam %d zwroty z espeak-ng (głos %s)...",
		VoicesSpeaking + ".many":     "Wypowiadam %d zwrotów z espeak-ng (głos %s)...",
		VoicesBadEq:                  "--eq %s jest nieznany: podaj speech albo none",
		VoicesOriginalsKept:          "Oryginalne nagrania są zachowane w %s.",
		VoicesBadRate:                "--rate %d nie da się użyć: podaj częstotliwość próbkowania od %d do %d Hz, na przykład 16000",
		VoicesBadWPM:                 "--wpm %d wykracza poza możliwości espeak-ng: podaj od %d do %d słów na minutę",
		VoicesWPMNeedsEspeak:         "--wpm ustala tempo espeak-ng: podaj go razem z --espeak GŁOS",
		ProblemManifest:              "%v",
		ProblemNoClip:                "brak nagrania w manifeście (jest tam %q)",
		ProblemNotToken:              "nie jest słowem słownika",
		ProblemUnreadable:            "nie można odczytać: %v",
		ProblemRate:                  "częstotliwość próbkowania to %d Hz, manifest podaje %d Hz",
		ProblemClips:                 "przesterowanie w %d miejscach: nagraj ciszej",
		ProblemFlatTops:              "jest przesterowane: szczyty ścięte w %d miejscach (nagrane za głośno, potem wyrównane): nagraj ponownie ciszej",
		ProblemSilent:                "jest ciche (%.0f dBFS, %.2f s)",
		ProblemNoise:                 "zawiera tylko równy szum, bez mowy (poziom zmienia się o %.1f dB, mowa o więcej niż %.0f, i nic nie jest dźwięczne): nagraj ponownie",
		ProblemEdges:                 "ma %.2f s ciszy przed i %.2f s po mowie, więcej niż %.2f s: uruchom rochade voices tidy",
		ProblemLouder:                "jest o %.1f dB głośniejsze niż mediana pakietu (dozwolone: %.1f dB): uruchom rochade voices tidy",
		ProblemQuieter:               "jest o %.1f dB cichsze niż mediana pakietu (dozwolone: %.1f dB): uruchom rochade voices tidy",
		ProblemBandLow:               "pasmo %s jest o %.1f dB poniżej naturalnej mowy (dozwolone: %.0f dB); pakiet brzmi głucho: spółgłoski będą słabo słyszalne; nagrywaj bliżej mikrofonu albo uruchom rochade voices tidy --eq speech",
		ProblemBandHigh:              "pasmo %s jest o %.1f dB powyżej naturalnej mowy (dozwolone: %.0f dB); pakiet brzmi ostro lub syczy: uruchom rochade voices tidy --eq speech",
		BrailleGameLeftOut:           "%s: partii %d nie udało się odczytać w całości, została pominięta.",
		BrailleGameFault:             "partia %d z %s: %v",
		BrailleNoGameRead:            "żadnej partii z %s nie udało się odczytać w całości",
		SpeechThrough:                "Mówię przez %s.",
		SpeechThroughAt:              "Mówię przez %s pod adresem %s.",
		SpeechThroughVoice:           "Mówię przez %s, głos %s.",
		SpeechOwnRate:                "%s mówi we własnym tempie i głośności: --speed i --volume ich nie zmieniają.",
		SpeechFallback:               "Brak czytnika ekranu lub syntezatora mowy systemu: %s. Mówię wbudowanym głosem.",
		SpeechOtherSystem:            "%s nie jest przeznaczony dla tego systemu",
		SpeechNotRunning:             "%s nie działa",
		SpeechNotInstalled:           "%s nie jest zainstalowany",
		SpeechNotStarted:             "%s nie działa i nie udało się go uruchomić",
		SpeechNotAllowed:             "%s nie pozwala na sterowanie przez AppleScript (Narzędzie VoiceOver, Ogólne: pozwól na sterowanie VoiceOver przez AppleScript)",
		SpeechNoNVDAClient:           "brak klienta sterującego NVDA (%s): umieść tam nvdaControllerClient.dll z controllerClient.zip NVDA",
		SpeechFailed:                 "%s zawiódł",
		SpeechToFile:                 "--wav zapisuje mowę pakietu głosowego; --voice %s mówi tylko na żywo",
		SpeechBadSpeed:               "--speed %g jest poza zakresem: podaj od 0.5 do 3",
		SpeechBadVolume:              "--volume %g jest poza zakresem: podaj od 0 do 4",
		SpeechOneVoice:               "--voice-black wymaga pakietu głosowego; --voice %s mówi jednym głosem",
		RenderNeedsPack:              "render zapisuje pliki WAV pakietem głosowym; --voice %s mówi tylko na żywo",
		VoicesTestDone:               "Ruch i odpowiedź wypowiedziano w %.1f s.",
		VoicesTestUnfinished:         "syntezator przyjął ruch i odpowiedź, ale nie skończył ich mówić w %v; sprawdź, czy mówi (dla speech-dispatcher: spd-say cześć)",
		VoicesTestNeedsVoice:         "voices test wymaga głosu; z --voice none nic nie zostanie powiedziane",
		HelpIntro:                    "Pomoc: klawisze bloku numerycznego działają od razu; wpisane żądanie kończy się klawiszem Enter.",
		HelpKeysInfo:                 "Klawisze: 5 czas, 0 powtórz, 2, 4 lub 6 ostatnie 2, 4 lub 6 ruchów.",
		HelpKeysPieces:               "Klawisze: 7 bierki białych, 9 bierki czarnych, 8 cała szachownica, + ta pomoc.",
		HelpKeysPrefix:               "Klawisze: / potem kolumna i rząd — pole (/ 5 4 to e4), * potem kolumna, - potem rząd; przecinek, kropka lub Enter anulują.",
		HelpKeysEngine:               "Klawisze przeciw komputerowi: 1 podpowiedź, 3 cofnij ostatnią parę ruchów.",
		HelpKeysArrows:               "Przy wyłączonym NumLock strzałki działają jak 8, 2, 4 i 6, Home jak 7, Page Up jak 9, End jak 1, Page Down jak 3.",
		HelpTypedInfo:                "Wpisywane: %s.",
		HelpTypedGame:                "Wpisywane, dla partii: %s.",
		HelpTypedEngine:              "Wpisywane, przeciw komputerowi: %s.",
		HelpTypedOnline:              "Wpisywane, w partii online: %s.",
		HelpAlsoEnglish:              "Słowa angielskie i niemieckie też są rozumiane.",
		ReqEmpty:                     "puste żądanie; wpisz „pomoc”, aby zobaczyć listę",
		ReqUnknown:                   "nieznane żądanie %s; wpisz „pomoc”, aby zobaczyć listę",
		ReqTooMany:                   "po %s potrzebne jest jedno słowo, a nie %d",
		ReqNoArgument:                "po %s nic nie jest potrzebne",
		ReqBadLevel:                  "poziom to od %d do %d, a nie %s",
		ReqBadLast:                   "liczba ruchów to od %d do %d, a nie %s",
		ReqBadSquare:                 "nie ma pola %s: pole to litera od a do h i cyfra od 1 do 8, na przykład e4",
		ReqBadFile:                   "nie ma kolumny %s: kolumna to litera od a do h",
		ReqBadRank:                   "nie ma rzędu %s: rząd to cyfra od 1 do 8",
		ReqBadPieces:                 "%s to nie kolor: podaj białe lub czarne",
		ReqBadResign:                 "%s to nie kolor: podaj białe lub czarne albo nic dla własnej strony",
		ReqBadResult:                 "%s to nie wynik: podaj 1-0, 0-1 lub 1/2-1/2",
		ReqBadPromotion:              "%s to nie figura, na którą promuje pionek: %s",
		KeyWaitSquare:                "Pole: naciśnij kolumnę i rząd, każde od 1 do 8 (5 4 to e4); przecinek, kropka lub Enter anulują.",
		KeyWaitFile:                  "Kolumna: naciśnij od 1 do 8 (1 to a); przecinek, kropka lub Enter anulują.",
		KeyWaitRank:                  "Rząd: naciśnij od 1 do 8; przecinek, kropka lub Enter anulują.",
		KeyCancelled:                 "Anulowano.",
		KeyBad:                       "%s to nie cyfra od 1 do 8: żądanie anulowane.",
		EngineNotFound:               "silnika %s nie ma ani w PATH, ani w /usr/games; zainstaluj go (apt-get install stockfish) albo podaj jego ścieżkę",
		BrlapiVersion:                "BRLTTY mówi protokołem %d, Rochade protokołem %d; użyj BRLTTY 6.1 lub nowszego",
		BrlapiKeyRefused:             "BRLTTY żąda pliku klucza, ale BRLAPI_AUTH mówi none; ustaw BRLAPI_AUTH=keyfile:/etc/brlapi.key",
		BrlapiKeyUnreadable:          "nie można odczytać pliku klucza BrlAPI %s (%v); dodaj użytkownika do grupy brlapi albo ustaw BRLAPI_AUTH",
		BrailleMoveTooWide:           "ruch %d nie mieści się w wierszu z %d komórek: podaj --width %d lub więcej",
		EmulateBadButton:             "%s: zegar ma przyciski od 1 do 5",
		EmulateNoFEN:                 "%s: podaj FEN albo start",
		EmulateNoMove:                "%s: podaj ruch, na przykład move e4",
		EmulateFailed:                "%s: %s",
		EmulateNotALink:              "%s to plik, a nie dowiązanie; emulator zastępuje tylko dowiązania: wybierz inną ścieżkę dla --link",
		EmulateFolderNotALink:        "%s to folder, a nie dowiązanie; emulator zastępuje tylko dowiązania: wybierz inną ścieżkę dla --link",
		VoicesEqualized:              "Równowaga widmowa przed: %s; po: %s (korektor: %+.1f dB dla 500–1000 Hz, %+.1f dB dla 1–2 kHz, %+.1f dB dla 2 kHz i więcej, przed wyrównaniem głośności).",
		VoicesNotTidied + ".one":     "%s: %d nagranie nie zostało obrobione, zobacz powyżej",
		VoicesNotTidied + ".few":     "%s: %d nagrania nie zostały obrobione, zobacz powyżej",
		VoicesNotTidied + ".many":    "%s: %d nagrań nie zostało obrobionych, zobacz powyżej",
		TidyClipped:                  "%s: głośność nie wyrównana: nagranie jest przesterowane w %d miejscach (próbki na pełnej skali), czego wyrównanie nie naprawi; nagraj ponownie ciszej",
		TidyFlatTops:                 "%s: głośność nie wyrównana: nagranie jest przesterowane, szczyty ścięte w %d miejscach, czego wyrównanie nie naprawi; nagraj ponownie ciszej",
		TidySilent:                   "%s: głośność nie wyrównana: nagranie jest ciche (%.0f dBFS); sprawdź, czy mikrofon jest włączony, i nagraj ponownie",
		TidyNoise:                    "%s: głośność nie wyrównana: nagranie zawiera tylko równy szum, bez mowy (poziom zmienia się o %.1f dB, mowa o więcej niż %.0f, i nic nie jest dźwięczne); sprawdź, czy mikrofon jest włączony, i nagraj ponownie",
		TidyOriginalUnreadable:       "%s powstał z %s, którego nie można odczytać (%s); nagraj to ponownie",
		TidyNameTaken:                "%s: nie można zapisać jako %s, bo używa go %s",
		TidyNoSpeech:                 "%s: nie znaleziono mowy",
		TidyNotKept:                  "%s: nie udało się zachować oryginału w %s (%s), więc nagranie nie zostało obrobione",
		TidyFailed:                   "%s: %s",
		TidyRecordUnreadable:         "nie można odczytać %s (%v); nic nie obrobiono",
		TidyRecordBad:                "%s: %v; nic nie obrobiono: usuń ten plik i obrób ponownie, wtedy każdy plik nagrania w obecnej postaci liczy się jako oryginał",
		VoicesPhrasesFor:             "Zwroty do nagrania dla pakietu głosowego %s (%s).",
		VoicesPhrasesRecord:          "Nagraj każdy zwrot do pliku podanego przed nim: WAV, FLAC lub Ogg Vorbis, mono, w miarę możliwości %d Hz.",
		VoicesPhrasesSpeak:           "Mów wyraźnie i równo; zostaw chwilę ciszy przed i po.",
		VoicesPhrasesThen:            "Potem uruchom: rochade voices tidy %s oraz rochade voices check %s",
		VoicesNoEspeak:               "espeak-ng nie jest zainstalowany; zainstaluj go (Debian: apt install espeak-ng) i spróbuj ponownie",
		VoicesNoEspeakVoice:          "espeak-ng nie ma głosu %s; espeak-ng --voices je wymienia",
		VoicesPackMissing:            "folder pakietu głosowego %s nie istnieje; podaj folder zawierający %s albo \"default\"",
		VoicesPackNotFolder:          "%s nie jest folderem; pakiet głosowy to folder zawierający %s",
		VoicesClipFormat:             "%s: to nie plik WAV, FLAC ani Ogg Vorbis; przekonwertuj go, na przykład: sox %s WYJ.wav",
		VoicesConvertAudio:           "%v; przekonwertuj plik, na przykład: sox WEJ -b 16 WYJ.wav",
		WAVTooLong:                   "mowa trwałaby %.1f godz., %.1f GB jako plik WAV, a plik WAV mieści najwyżej 4 GiB (%.1f godz. przy %d Hz); zapisuj w częściach, na przykład po pliku na partię z rochade render",
		PortPermission:               "nie można otworzyć %s: brak uprawnień; %s",
		PortBusy:                     "nie można otworzyć %s: używa go inny program; zamknij go i spróbuj ponownie",
		PortNotFound:                 "nie można otworzyć %s: nie ma takiego portu; %s",
		PortOpenFailed:               "nie można otworzyć %s: %v",
		PortNone:                     "nie znaleziono portu szeregowego; %s",
		PortPermissionLinux:          "dodaj siebie do grupy dialout i zaloguj się ponownie",
		PortPermissionMac:            "sprawdź uprawnienia pliku urządzenia",
		PortPermissionWindows:        "sprawdź, czy twoje konto może używać tego portu",
		PortsHint:                    "podłącz szachownicę albo podaj jej port dla play przez --board, na przykład --board %s",
		PortsHintWindows:             "podłącz szachownicę i zainstaluj jej sterownik USB-serial albo podaj jej port dla play przez --board, na przykład --board %s",
		BoardVersion:                 "wersja %s",
		BoardSerial:                  "numer seryjny %s",
		BoardOnPort:                  "na %s",
		BoardDemo:                    "wirtualna szachownica pokazu",
		ClockBadHMS:                  "czas zegara zapisuje się jako 1:29:45",
		SoundNoDevice:                "Nie udało się otworzyć żadnego urządzenia dźwiękowego; sprawdź ustawienia dźwięku albo zapisz mowę do pliku z --wav PLIK.",
		SoundFallbackWAV:             "Brak urządzenia dźwiękowego: mowa jest zapisywana do %s.",
		SpeechBadTiming:              "--%s %v jest poza zakresem: podaj od 0 do %v",
		TCCannotRead:                 "nie można odczytać tempa gry %s: %s",
		TCPeriod:                     "okres %d: %s",
		TCEmpty:                      "jest puste; podaj na przykład 300+3, 5m+3s albo 40/90m+30s:30m+30s",
		TCUnknown:                    "jest nieznane; podaj na przykład 300+3",
		TCSandglass:                  "tempo „klepsydra” (*) nie jest obsługiwane",
		TCTooManyPeriods:             "więcej niż %d okresów",
		TCPeriodEmpty:                "okres jest pusty",
		TCBadMoves:                   "%s to nie liczba ruchów (od 1 do %d) przed /",
		TCZeroTime:                   "czas okresu musi być większy od zera",
		TCRestNotLast:                "ten okres jest do końca partii, ale po nim są kolejne",
		TCTimeMissing:                "brakuje czasu; pisz sekundy (300) albo jednostki (5m)",
		TCTooLong:                    "%s to więcej niż %d godzin",
		TCNotATime:                   "%s to nie czas; pisz sekundy (300) albo jednostki (1h30m, 5m, 30s)",
		TCNoUnit:                     "%s kończy się liczbą bez jednostki; użyj h, m lub s",
		TCUnitOrder:                  "%s ma jednostki w złej kolejności; pisz godziny, minuty, sekundy (1h30m)",
		TCBadUnit:                    "%s w %s to nie jednostka; użyj h, m lub s",
		PlayBoardsDifferAt:           "Szachownice różnią się w ruchu %d (%s): szachownica 1 %s, szachownica 2 %s.",
		EngineReasonIllegal:          "jego ruch jest w tej pozycji niedozwolony",
		EngineReasonCrashed:          "nieoczekiwanie się zatrzymał",
		EngineReasonHung:             "przestał odpowiadać",
		EngineReasonGarbage:          "jego odpowiedź jest bezużyteczna",
		EngineGaveUp:                 "zbyt wiele razy z rzędu zawiódł (razy: %d) i nie jest już używany",
		EngineReasonBusy:             "ma w kolejce zbyt wiele pytań",
		SignNoEquals:                 "--sign %s wymaga postaci nazwa=komórki, na przykład check=346",
		SignBadPawnFrom:              "--sign %s: pawn-from to auto, always lub never",
		SignUnknown:                  "nie ma znaku %s; znaki to %s",
		SignBadCells:                 "--sign %s: komórek nie da się odczytać (%s); podaj numery punktów jak 346, komórki przez / albo znaki brajla",
		SignEightDot:                 "--sign %s używa punktu 7 lub 8; kod szachowy jest sześciopunktowy",
		SignBlank:                    "--sign %s zawiera pustą komórkę, a ruch to jedno słowo",
		CellsNotPattern:              "znak %d nie jest wzorem brajla",
		CellsNotDots:                 "%s to nie lista numerów punktów od 1 do 8",
		CellsDotTwice:                "punkt %s występuje dwa razy w %s",
		BLENeedsCgo:                  "Bluetooth LE nie jest dostępny w tej kompilacji dla %s: potrzebna jest kompilacja z cgo na tym systemie (zob. README).",
		TransportUnavailable:         "%s nie jest dostępny w systemie %s; podłącz szachownicę przez jej port szeregowy.",
		BoardNeedsProtocol:           "Podaj protokół szachownicy pod adresem %s za pomocą --protocol.",
		BoardBadMAC:                  "%s nie jest adresem Bluetooth: podaj sześć par cyfr szesnastkowych, np. rfcomm:00:11:22:33:44:55.",
		BoardBadChannel:              "%s: kanał RFCOMM to liczba od 1 do 30.",
		BoardEmptyAddress:            "%s nie wskazuje szachownicy: po dwukropku podaj ścieżkę, nazwę lub adres.",
		BoardLinkFailed:              "Brak połączenia z szachownicą pod adresem %s: %v.",
		BluetoothAdapter:             "Nie można użyć adaptera Bluetooth: %v. W Linuksie musi działać bluetoothd i musisz mieć prawo z niego korzystać (grupa bluetooth).",
		ScanLooking:                  "Szukam szachownic Bluetooth przez %d s; Ctrl+C przerywa.",
		ScanFound:                    "%s, %s, %s, %d dBm",
		ScanNoName:                   "bez nazwy",
		ScanNotABoard:                "nieznane urządzenie",
		ScanNoSignal:                 "%s, %s, %s",
		ScanNone:                     "W ciągu %d s nie odezwało się żadne urządzenie Bluetooth.",
		ScanBadWait:                  "--wait przyjmuje czas od 1s do 10m, a nie %v.",
		PlayPromotionAsked:           "Promocja na %s: szachownica nie widzi figury; wpisz %s. Zapis partii czeka na nią.",
		// Following the board when it could not be followed move by move.
		PlayPromotionKnown:      "Promocja na %s: %s; partia zapisana.",
		PlayMovesCaughtUp:       "Wykonano ruchy, których Rochade nie zdołał śledzić; są teraz ogłaszane.",
		PlayOrderUnknown:        "Szachownica pokazuje pozycję, do której wykonane ruchy prowadzą w różnej kolejności; cofnij ostatni ruch.",
		PlayBoardAmbiguous:      "Układ na szachownicy wyjaśnia więcej niż jedna sekwencja ruchów; niepewne pola: %s. Przywróć poprzednią pozycję i powtórz ruchy po jednym.",
		PlayBattery:             "Akumulator szachownicy: %d%%.",
		PlayBatteryCharging:     "Akumulator szachownicy: %d%%, ładuje się.",
		PlayBatteryVolts:        "Akumulator szachownicy: %.2f V.",
		PlayNoBattery:           "Ta szachownica nie podaje stanu akumulatora.",
		PlayBatteryNoBoard:      "Nie ma podłączonej szachownicy, którą można zapytać o akumulator.",
		PlayBadPromotionWait:    "--promotion-wait przyjmuje czas od 1s do 10m, a nie %v.",
		PlayBadHandRest:         "--hand-rest przyjmuje czas od 100ms do 3s, a nie %v.",
		EmulateNotASocket:       "%s nie jest gniazdem: emulator zastępuje tylko własne gniazda; podaj inną ścieżkę w --link.",
		UnexpectedError:         "nieoczekiwany błąd (%s)",
		SysError:                "błąd systemu %s",
		SysNotFound:             "nie znaleziono",
		SysNoPermission:         "brak uprawnień",
		SysBusy:                 "zajęte przez inny program",
		SysGone:                 "urządzenie zostało odłączone",
		SysIO:                   "urządzenie nie mogło odczytać ani zapisać danych",
		SysTimedOut:             "brak odpowiedzi w wyznaczonym czasie",
		SysNoSpace:              "brak miejsca na dysku",
		SysReadOnly:             "dysk jest tylko do odczytu",
		SysIsFolder:             "to jest folder",
		SysNotFolder:            "część ścieżki nie jest folderem",
		SysExists:               "już istnieje",
		SysRefused:              "połączenie zostało odrzucone",
		SysClosed:               "połączenie jest zamknięte",
		SysUnreachable:          "urządzenie jest nieosiągalne",
		SysCancelled:            "anulowano",
		SysEnded:                "dane urwały się przedwcześnie",
		SysExitStatus:           "program zakończył się ze statusem %d",
		SysNotJSON:              "nieprawidłowy JSON (bajt %d)",
		SysNotNumber:            "%s nie jest liczbą",
		BoardNoReply:            "szachownica nie odpowiada",
		BoardNotConnected:       "żadna szachownica nie jest połączona",
		NotABoard:               "to nie jest szachownica",
		BoardBadAddress:         "to nie jest adres szachownicy",
		TransportNotAvailable:   "ten sposób połączenia z szachownicą jest niedostępny",
		ClockNotRunning:         "zegar nie chodzi",
		ClockNotTurn:            "chodzi zegar drugiej strony",
		ClockFlagFallen:         "chorągiewka opadła",
		NoBRLTTY:                "w tym systemie nie ma BRLTTY",
		AudioUnsupported:        "dźwięk jest w postaci, której Rochade nie czyta",
		SpeechNotToFile:         "mowy czytnika ekranu nie da się zapisać do pliku",
		SpeechWhere:             "%s (%s)",
		Labelled:                "%s: %s",
		List:                    "%s",
		BoardBadData:            "szachownica przysłała dane, których nie da się odczytać (bajt %d)",
		HeldErrors:              "%s (i jeszcze %d)",
		EmulatorNoSocketPath:    "szachownica Bluetooth LE potrzebuje ścieżki swojego gniazda",
		EmulatorNoClock:         "wirtualna szachownica nie ma zegara",
		EmulatorUnsupported:     "wirtualna szachownica wymaga Linuksa lub macOS",
		EmulatorUnknownProtocol: "wirtualna szachownica nie zna takiego protokołu",
		EmulatorClosed:          "wirtualna szachownica jest zamknięta",
		EmulatorUnknownCommand:  "nieznane polecenie",
		PtyUnsupported:          "pseudoterminale są tylko w Linuksie i macOS",
		SpeechdBadAddress:       "SPEECHD_ADDRESS %s nie jest ani unix_socket:ŚCIEŻKA, ani inet_socket:HOST:PORT",
		SpeechdRefused:          "speech-dispatcher odrzucił %s (%d)",
		SpeechdClosed:           "połączenie ze speech-dispatcher jest zamknięte",
		SpeechdGarbled:          "speech-dispatcher przysłał coś nieoczekiwanego (wiersz %d)",
		BRLTTYGarbled:           "BRLTTY przysłał dane, których nie da się odczytać (bajt %d)",
		BRLTTYTaken:             "inny program zajmuje monitor brajlowski",
		BRLTTYBusy:              "monitor brajlowski jest zajęty",
		BRLTTYAuthFailed:        "BRLTTY nie przyjął klucza",
		BRLTTYError:             "BRLTTY odpowiedział błędem %d",
		BRLTTYNoAnswer:          "BRLTTY nie odpowiada",
		BRLTTYNotAt:             "BRLTTY nie odpowiada pod adresem %s",
		BRLTTYNoCells:           "BRLTTY nie ma jeszcze uruchomionego sterownika monitora brajlowskiego",
		BRLTTYClosed:            "BRLTTY zamknął połączenie",
		BRLTTYOutOfTurn:         "BRLTTY odpowiedział na coś, o co nie pytano",
		BrlapiKeyEmpty:          "plik klucza BrlAPI %s jest pusty",
		BrlapiKeyTooLarge:       "plik klucza BrlAPI %s jest za duży na klucz",
		BrlapiNoAuthMethod:      "BRLTTY żąda sposobu uwierzytelnienia, którego ten program nie zna (zna plik klucza albo brak uwierzytelnienia)",
		VoicePackUnusable:       "pakietu głosowego %s nie można użyć; rochade voices check wymienia, co jest w nim nie tak",
		BrlapiBadHost:           "%s nie jest adresem BrlAPI (BRLAPI_HOST: :N, HOST:N, HOST lub ścieżka gniazda)",
		NotRegular:              "to nie jest zwykły plik",
		BoardUnusable:           "z szachownicy nie da się korzystać",
		EngineClosed:            "program jest zamknięty",
		EngineNoLegalMove:       "strona na posunięciu nie ma dozwolonego ruchu",
		EngineOption:            "opcja programu %s: %s",
		OptionUnknown:           "program %s nie ma takiej opcji",
		OptionNoElo:             "program %s nie ma takiej opcji, więc nie może grać z zadanym rankingiem Elo",
		OptionNoLevel:           "program %s nie ma takiej opcji z zakresem, więc nie może grać na poziomie",
		OptionLineBreak:         "wartość nie może zawierać końca wiersza",
		OptionNotNumber:         "to nie liczba całkowita",
		OptionOutOfRange:        "poza zakresem programu od %d do %d",
		OptionNotBool:           "true albo false",
		OptionNotOneOf:          "żadna z wartości %s",
		OptionButton:            "przycisk nie przyjmuje wartości",
		UnknownCommand:          "nie ma polecenia %s: %s --help wypisuje polecenia",
		WrongArgs:               "%s nie przyjmuje takich argumentów: %s --help podpowie jakie",
		PGNAt:                   "partia %d, wiersz %d, bajt %d: %s",
		PGNAtMove:               "partia %d, ruch %d (%s), wiersz %d, bajt %d: %s",
		MoveUnreadable:          "nie da się odczytać %s: %s",
		MoveNotUTF8:             "to nie jest poprawny tekst UTF-8",
		MoveTooLong:             "to za długie na ruch",
		MoveEmpty:               "nie ma tu ruchu",
		MoveNoCastleShort:       "%s nie mogą tu wykonać krótkiej roszady",
		MoveNoCastleLong:        "%s nie mogą tu wykonać długiej roszady",
		MoveNotPieceLetter:      "%s nie jest literą figury; język: %s",
		MoveTooManyCoords:       "za dużo współrzędnych",
		MoveOffBoard:            "pole poza szachownicą: kolumny od a do h, rzędy od 1 do 8",
		MoveBadPromotion:        "%s po polach nie jest figurą, w którą zamienia się pionek; język: %s",
		MoveLeftOver:            "%s zostaje po ruchu",
		MoveSquareOrder:         "pola są w nietypowej kolejności",
		MoveNoTarget:            "nie podano pola docelowego",
		MoveOnlyPawnPromotes:    "tylko pionek może stać się inną figurą",
		MoveNoCastleRook:        "%s nie mogą tu wykonać roszady tą wieżą",
		MoveIllegal:             "%s nie mogą tak zagrać",
		MoveNeedsPromotion:      "tu pionek awansuje: podaj figurę, którą się stanie: %s",
		MoveAmbiguous:           "ruch jest niejednoznaczny: %s",
		Alternatives:            "%s lub %s",
		PGNOpenComment:          "otwarty tu komentarz nie jest zamknięty: dodaj '}'",
		PGNOpenVariation:        "otwarty tu wariant nie jest zamknięty: dodaj ')'",
		PGNStrayParen:           "')' nie zamyka żadnego wariantu",
		PGNBadNAG:               "po '$' nie ma liczby",
		PGNStrayClose:           "'%s' niczego nie zamyka",
		PGNTagNoName:            "znacznik nie ma nazwy",
		PGNTagNoValue:           "znacznik %s nie ma wartości w podwójnym cudzysłowie",
		PGNTagValueOpen:         "wartość znacznika %s nie jest zamknięta w swoim wierszu: dodaj '\"'",
		PGNTagOpen:              "znacznik %s nie jest zamknięty: dodaj ']' po wartości",
		PGNVariant:              "wariant szachów %s nie jest czytany: Rochade czyta zwykłe szachy i Chess960",
		PGNNullInCheck:          "pusty ruch %s jest niedozwolony, gdy %s są szachowane",
		PGNTooLong:              "partia jest dłuższa niż %d MiB: czytanie zatrzymało się tutaj i wznowi się od następnego wiersza znaczników",
		FENUnreadable:           "FEN %s: %s",
		FENFields:               "potrzeba od 4 do 6 pól (ustawienie, strona, roszady, bicie w przelocie, liczniki)",
		FENRanks:                "ustawienie potrzebuje 8 rzędów rozdzielonych /",
		FENRankLong:             "rząd %d ma więcej niż 8 pól",
		FENPieceLetter:          "%s nie jest literą figury",
		FENRankShort:            "rząd %d ma %d pól, a nie 8",
		FENSide:                 "strona na posunięciu to w albo b",
		FENCastling:             "prawa do roszady %s: %s",
		FENEnPassant:            "pole bicia w przelocie %s musi być w rzędzie 3 albo 6",
		FENHalfmove:             "licznik półruchów %s nie jest liczbą",
		FENFullmove:             "numer ruchu %s nie jest liczbą",
		FENKings:                "%s: królów %d, a nie 1",
		FENPawnRank:             "pionek stoi w pierwszym albo ostatnim rzędzie",
		FENNotToMoveInCheck:     "strona, która nie jest na posunięciu, jest szachowana",
		FENCastlingLetter:       "%s nie jest K, Q, k, q, kolumną wieży (A-H, a-h) ani -",
		BadSquare:               "%s nie jest polem (od a1 do h8)",
		Unencodable:             "%s nie da się zapisać w kodowaniu %s",
		TransportClosed:         "szachownica zamknęła połączenie",
		TransportGone:           "szachownicy już nie ma: odłączona, wyłączona albo poza zasięgiem",
		TransportBusy:           "inny program używa portu szachownicy",
		TransportNoPermission:   "brak uprawnień do portu szachownicy",
		TransportNotFound:       "portu szachownicy nie ma",
		TransportTimedOut:       "szachownica nie odpowiedziała na czas",
		TransportFailed:         "połączenie się nie udało: %s",
		BoardNoProtocol:         "nie podano protokołu szachownicy",
		ProtocolBad:             "opis protokołu szachownicy jest niepełny",
		// The outputs of a running game.
		PlayLinesDropped + ".one":  "%d wiersz nie został wypisany: nikt nie czytał wyjścia.",
		PlayLinesDropped + ".few":  "%d wiersze nie zostały wypisane: nikt nie czytał wyjścia.",
		PlayLinesDropped + ".many": "%d wierszy nie zostało wypisanych: nikt nie czytał wyjścia.",
		PlaySoundWaiting:           "Nie udało się otworzyć żadnego urządzenia dźwiękowego: partia toczy się dalej bez mowy. Podłącz słuchawki, głośniki lub kartę dźwiękową USB albo wybierz urządzenie w ustawieniach dźwięku; mowa zacznie się, gdy tylko się pojawi.",
		PlaySoundBack:              "Znaleziono urządzenie dźwiękowe: mowa znów jest słyszalna.",

		// The settings file, rochade config and appliance install, the names of the settings, the keypad.
		ConfigBadValue:           "%s, wiersz %d: wartość %s = %s odrzucona: %s",
		ConfigBadSet:             "wartość %s = %s odrzucona: %s",
		ConfigWantText:           "potrzebny jest tekst w cudzysłowie",
		ConfigWantSwitch:         "potrzebne jest true albo false",
		ConfigWantWhole:          "potrzebna jest liczba całkowita bez cudzysłowu",
		ConfigWantNumber:         "potrzebna jest liczba bez cudzysłowu, na przykład 1.5",
		ConfigWantDuration:       "potrzebny jest czas w cudzysłowie, na przykład \"15s\" lub \"1m30s\"",
		ConfigWantList:           "potrzebny jest tekst w cudzysłowie albo kilka tekstów w nawiasach kwadratowych: [\"a\", \"b\"]",
		ConfigOneOf:              "podaj jedną z wartości: %s",
		ConfigOneValue:           "potrzebna jest jedna wartość",
		ConfigNotUTF8:            "plik ustawień zawiera tylko tekst UTF-8",
		ConfigRange:              "potrzebna jest wartość od %s do %s",
		ConfigExample:            "pisz tak: %s",
		ConfigSyntax:             "%s, wiersz %d: %s: %s",
		ConfigSyntaxUnquoted:     "wartość to liczba, true, false albo tekst w cudzysłowie",
		ConfigSyntaxUnclosed:     "cudzysłów, nawias albo nazwa tabeli nie są zamknięte",
		ConfigSyntaxLine:         "każdy wiersz zawiera jedno ustawienie: nazwa = wartość",
		ConfigSyntaxNumber:       "to nie jest liczba",
		ConfigSyntaxEncoding:     "plik musi być tekstem UTF-8 bez znaków sterujących",
		ConfigSyntaxOther:        "to nie jest TOML",
		ConfigTwice:              "%s, wiersz %d: %s ustawiono drugi raz (pierwszy raz w wierszu %d)",
		ConfigUnknownKey:         "%s, wiersz %d: %s nie jest ustawieniem Rochade; zostaje w pliku i nie jest używane (rochade config show --all wymienia ustawienia)",
		ConfigNoSetting:          "%s nie jest ustawieniem: rochade config show --all wymienia ustawienia",
		ConfigSaved:              "Zapisano w %s: %s = %s",
		ConfigFile:               "Plik ustawień: %s",
		ConfigNoFile:             "Plik ustawień: %s (jeszcze nie utworzony: każde ustawienie ma wartość domyślną)",
		ConfigDefaults + ".one":  "Jeszcze %d ustawienie ma wartość domyślną: rochade config show --all wymienia wszystkie",
		ConfigDefaults + ".few":  "Jeszcze %d ustawienia mają wartości domyślne: rochade config show --all wymienia wszystkie",
		ConfigDefaults + ".many": "Jeszcze %d ustawień ma wartości domyślne: rochade config show --all wymienia wszystkie",
		ConfigDefault:            "domyślnie",
		ConfigTooLarge:           "%s jest większy niż megabajt: to nie jest plik ustawień",
		ConfigNotChanged:         "%s nie został zmieniony: najpierw popraw wskazany wiersz",
		SettingBoard:             "Szachownica",
		SettingProtocol:          "Protokół szachownicy",
		SettingSide:              "Twój kolor",
		SettingOpponent:          "Przeciwnik",
		SettingLevel:             "Poziom komputera",
		SettingClock:             "Tempo gry",
		SettingLanguage:          "Język",
		SettingVoice:             "Głos",
		SettingSpeed:             "Tempo mowy",
		SettingVolume:            "Głośność",
		SettingVoiceBlack:        "Głos czarnych",
		SettingTouch:             "Zapowiadaj dotknięte bierki",
		SettingBraille:           "Monitor brajlowski",
		ChoiceAuto:               "znajdź sam",
		ChoicePerson:             "człowiek",
		ChoiceComputer:           "komputer",
		ChoiceFullStrength:       "pełna siła",
		ChoiceNoClock:            "bez zegara",
		ChoiceBoardClock:         "zegar przy szachownicy",
		ChoiceVoiceBuiltIn:       "wbudowany głos",
		ChoiceVoiceSystem:        "mowa systemu",
		ChoiceVoiceNone:          "bez dźwięku",
		ChoiceSameVoice:          "ten sam co białych",
		ChoiceOn:                 "włączone",
		ChoiceOff:                "wyłączone",
		ServiceUserCreated:       "Utworzono użytkownika %s dla usługi, w grupach %s.",
		ServiceUserExists:        "Użytkownik %s już istnieje; należy do grup %s.",
		ServiceConfigMade:        "Utworzono plik ustawień %s.",
		ServiceConfigKept:        "Plik ustawień %s pozostaje bez zmian.",
		ServiceUnitWritten:       "Zapisano unit usługi %s.",
		ServiceRuleWritten:       "Usługa może wyłączać i ponownie uruchamiać komputer ze swojego menu, po potwierdzeniu: %s.",
		ServiceEnabled:           "Usługa %s uruchamia się przy każdym starcie systemu.",
		ServiceStarted:           "Usługa %s działa: powie, kiedy będzie gotowa; journalctl -u %s pokazuje jej wiersze.",
		ServiceStopped:           "Usługa %s została zatrzymana i nie uruchamia się już przy starcie systemu.",
		ServiceRemoved:           "Usunięto %s.",
		ServiceUserRemoved:       "Usunięto użytkownika %s; partie zostają w %s, a ustawienia w %s.",
		ServiceNotInstalled:      "Usługa %s nie jest zainstalowana: nie ma czego cofać.",
		ServiceNoSystemd:         "Ten system nie używa systemd: uruchamiaj rochade appliance własnymi środkami systemu przy starcie.",
		ServiceNotRoot:           "rochade appliance %s zmienia system: uruchom jako root, przez sudo.",
		ServiceNotExecutable:     "Użytkownik usługi nie może uruchomić %s: najpierw zainstaluj program poleceniem sudo install -m 755 %s /usr/local/bin/rochade i uruchamiaj ten.",
		ServiceCommandFailed:     "%s nie powiodło się: %s",
		ServiceNoGroups:          "żadnych",
		ServiceNoUser:            "useradd nie utworzył użytkownika",
		KeypadFound:              "Klawiatura numeryczna gotowa: %s.",
		KeypadGone:               "Klawiatura numeryczna odłączona: %s.",
		KeypadOpenFailed:         "Nie można otworzyć klawiatury numerycznej %s: %s. Użytkownik potrzebuje grupy input.",
		KeypadNotKeypad:          "%s nie jest klawiaturą numeryczną: nie ma klawiszy numerycznych.",
		KeypadNoKeys:             "nie ma klawiszy numerycznych",
		KeypadUnsupported:        "Klawiatury numeryczne są czytane jako urządzenia wejściowe w Linuksie, nie w %s: używaj klawiszy terminala.",
		KeypadCutRecord:          "Wejście klawiatury numerycznej urwało się po %d bajtach rekordu długości %d bajtów.",
		MenuGame:                 "Wynik i cofnięcie ruchu",
		MenuSpeech:               "Głos i mowa",
		MenuBoard:                "Połączenie z szachownicą",
		ApplianceReady:           "Wszystko gotowe: Rochade działa.",
		ApplianceNoBoard:         "Jeszcze nie ma szachownicy: Rochade dalej jej szuka.",
		ApplianceBoardFound:      "Znaleziono szachownicę: %s.",
		ApplianceBoardNFound:     "Znaleziono szachownicę %d: %s.",
		ApplianceResumed:         "Ostatnia partia nie jest skończona: będzie kontynuowana od ruchu %d, gdy szachownica pokaże jej pozycję. Aby zacząć nową partię, ustaw pozycję początkową.",
		ApplianceBadValue:        "Ustawienie %s ma niedozwoloną wartość %s: obowiązuje wartość domyślna.",
		ApplianceBadFile:         "Pliku ustawień nie da się odczytać od wiersza %d: te ustawienia mają wartości domyślne.",
		ApplianceNoFile:          "Pliku ustawień nie da się odczytać: wszystkie ustawienia mają wartości domyślne.",
		ApplianceClash:           "Ustawienia partii nie pasują do siebie: mają wartości domyślne.",
		ApplianceKeypad:          "Klawiatura numeryczna gotowa.",
		MenuOpened:               "Menu. %s",
		MenuValue:                "%s: %s.",
		MenuSubmenu:              "%s, podmenu.",
		MenuChosen:               "%s, wybrane.",
		MenuSaved:                "%s: %s. Zapisano.",
		MenuSavedNext:            "%s: %s. Zapisano; obowiązuje od następnej partii.",
		MenuNotSaved:             "%s: %s nie zostało zapisane.",
		MenuConfirm:              "%s: naciśnij Enter jeszcze raz, aby potwierdzić.",
		MenuEmpty:                "Nic tu nie ma.",
		MenuClosed:               "Menu zamknięte.",
		MenuGames:                "Partie",
		MenuSystem:               "System",
		MenuSavedGames:           "Zapisane partie",
		MenuLastGame:             "Ruchy ostatniej partii",
		MenuLastMoves:            "Ostatnia partia: %s",
		MenuNoGame:               "Nie zapisano jeszcze żadnej partii.",
		MenuCopy:                 "Skopiuj partie na pendrive",
		MenuCopying:              "Partie są kopiowane na pendrive.",
		MenuCopied + ".one":      "%d partię skopiowano na pendrive: można go teraz wyjąć.",
		MenuCopied + ".few":      "%d partie skopiowano na pendrive: można go teraz wyjąć.",
		MenuCopied + ".many":     "%d partii skopiowano na pendrive: można go teraz wyjąć.",
		MenuNoStick:              "Nie znaleziono pendrive'a: włóż go i wybierz to jeszcze raz.",
		MenuCopyFailed:           "Nie udało się skopiować partii na pendrive.",
		MenuScan:                 "Znajdź szachownice Bluetooth",
		MenuScanning:             "Trwa szukanie szachownic Bluetooth.",
		MenuAddress:              "Adres sieciowy",
		MenuNoNetwork:            "brak sieci",
		MenuPairing:              "Kod parowania telefonu",
		MenuVersion:              "Wersja",
		MenuRestart:              "Uruchom komputer ponownie",
		MenuShutDown:             "Wyłącz komputer",
		MenuRestarting:           "Ponowne uruchamianie.",
		MenuShuttingDown:         "Wyłączanie.",
		MenuPowerFailed:          "Stąd nie można ponownie uruchomić ani wyłączyć komputera.",
		SayPoint:                 "kropka",
		SayPlus:                  "plus",
		SayMinus:                 "minus",
		SaySlash:                 "ukośnik",
		SayColon:                 "dwukropek",
		SayComma:                 "przecinek",
		SayOther:                 "znak",
		// The live page.
		WebGame:                "Partia",
		WebSettings:            "Ustawienia",
		WebPair:                "Sparuj ten telefon",
		WebPages:               "Strony",
		WebNow:                 "Ostatni komunikat",
		WebSaid:                "Wszystkie komunikaty",
		WebMoves:               "Ruchy",
		WebNoMove:              "Nie ma jeszcze ruchu.",
		WebAsk:                 "Pytania",
		WebChange:              "Zmień partię",
		WebNotPaired:           "Partię i ustawienia może zmieniać tylko sparowany telefon.",
		WebPairedHere:          "Ten telefon jest sparowany.",
		WebBoards:              "Szachownice",
		WebBoardN:              "Szachownica %d",
		WebBoardAway:           "niepodłączona",
		WebDiffers:             "różnica",
		WebOffline:             "Brak połączenia z Rochade: próbuję ponownie.",
		WebOnline:              "Znów połączono z Rochade.",
		WebMissed + ".one":     "Pominięto %d wiersz.",
		WebMissed + ".few":     "Pominięto %d wiersze. Najnowszy:",
		WebMissed + ".many":    "Pominięto %d wierszy. Najnowszy:",
		WebCode:                "Kod parowania",
		WebCodeHelp:            "Poproś Rochade w jego menu o kod parowania, potem wpisz sześć cyfr, które poda.",
		WebPairButton:          "Sparuj",
		WebWrongCode + ".one":  "Błędny kod. Jeszcze %d błędny kod zablokuje parowanie na minutę.",
		WebWrongCode + ".few":  "Błędny kod. Jeszcze %d błędne kody zablokują parowanie na minutę.",
		WebWrongCode + ".many": "Błędny kod. Jeszcze %d błędnych kodów zablokuje parowanie na minutę.",
		WebLocked:              "Parowanie jest zablokowane po pięciu błędnych kodach. Spróbuj ponownie za %d s.",
		WebNoCode:              "Żaden kod parowania nie jest otwarty: poproś Rochade o kod, potem wpisz go tutaj.",
		WebSave:                "Zapisz",
		WebSaved:               "Ustawienia zapisane.",
		WebNotSaved:            "%s nie zapisano: %v",
		WebStale:               "Ta strona jest nieaktualna: wczytaj ją ponownie.",
		WebBadRequest:          "Nie można odczytać tego żądania.",
		WebTooLarge:            "To żądanie jest za długie.",
		WebNotFound:            "Nie ma tu strony %s.",
		WebMethod:              "Ta strona nie przyjmuje żądań tego rodzaju.",
		WebBusy:                "Rochade nie może teraz przyjąć żądania: spróbuj za chwilę.",
		WebTooMany:             "Za dużo żądań z niesparowanych telefonów: poczekaj chwilę.",
		WebMisdirected:         "Pod tą nazwą strona nie jest dostępna: otwórz adres, który podaje Rochade.",
		WebHeaderTooLarge:      "Nagłówek tego żądania jest za długi.",
		WebBack:                "Wróć do partii",
		WebServing:             "Strona na żywo dla telefonów: %s",
		WebCodeAsk:             "Aby dostać kod parowania, wpisz %s albo naciśnij klawisz przecinka na klawiaturze numerycznej: Rochade powie i wypisze sześć cyfr.",
		WebNoServe:             "Nie można udostępnić strony pod adresem %s: %v",
		WebPhonesLost:          "Nie można odczytać sparowanych telefonów z %s (%v): żaden telefon nie jest sparowany, dopóki któryś nie sparuje się ponownie.",
		WebPhoneKept:           "Nie można zachować parowania w %s (%v): telefon jest sparowany, dopóki Rochade działa.",
		WebLine:                "wiersz %d: %v",
		WebGuessing:            "Ktoś inny w sieci wpisuje błędne kody parowania.",
		WebCodeClosed:          "Kod parowania zamknięto po %d błędnych kodach. Poproś o nowy.",
		WebNotATime:            "to nie jest czas ostatniego użycia w sekundach",
		WebUnpair:              "Rozparuj ten telefon",
		WebUnpaired:            "Ten telefon nie jest już sparowany.",
		WebForget:              "Rozparuj wszystkie telefony",
		WebForgotten:           "Teraz żaden telefon nie jest sparowany.",
		WebBoardOnly:           "ustawiane tylko przy szachownicy, nie z telefonu",
		WebAskButton:           "Zapytaj",
		WebBadValue:            "wartość ze znakiem nowej linii, znakiem NUL lub dłuższa niż %d znaków jest odrzucana",
		WebNotAHash:            "to nie jest skrót SHA-256 w zapisie szesnastkowym",
		WebFileLarge:           "plik jest za duży na listę telefonów",
		WebSettingsPlay:        "Każda zmiana jest od razu zapisywana w %s. play użyje jej przy następnym uruchomieniu; opcja podana w wierszu poleceń ma pierwszeństwo.",
		WebCodeHelpPlay:        "Aby dostać kod, wpisz %s tam, gdzie play przyjmuje polecenia, albo naciśnij klawisz przecinka na klawiaturze numerycznej: Rochade powie i wypisze sześć cyfr. Wpisz je tutaj.",
		WebSettingsAppliance:   "Każda zmiana jest od razu zapisywana w %s i od razu działa; strona, przeciwnik i tempo zmienione w trakcie partii — od następnej partii.",
		WebOccupied:            "zajęte",
		WebNoPage:              "Strona na żywo nie działa: play uruchamia ją z --web, np. --web :8080.",
		// The record survives: one writer, a record that only grows, the rescue file.
		GrowIO:                     "%v",
		GrowReadOnly:               "jest tylko do odczytu",
		GrowLocked:                 "do %s pisze proces %d (%s); zapis partii przyjmuje jedną partię naraz: podaj inny plik --record albo najpierw zakończ ten proces",
		GrowLockedPID:              "do %s pisze proces %d; zapis partii przyjmuje jedną partię naraz: podaj inny plik --record albo najpierw zakończ ten proces",
		GrowLockedHost:             "do %s pisze proces %d na %s (%s); podaj inny plik --record albo usuń %s, jeśli ten proces się zakończył",
		GrowLockedFile:             "do %s pisze inny proces, jak podaje %s; podaj inny plik --record albo usuń ten plik, jeśli proces się zakończył",
		GrowLockedUnknown:          "do %s pisze inny proces; zapis partii przyjmuje jedną partię naraz: podaj inny plik --record",
		GrowStaleLock:              "%s pozostał zablokowany przez proces %d (%s), który się zakończył; Rochade go przejmuje.",
		GrowStaleLockPID:           "%s pozostał zablokowany przez proces %d, który się zakończył; Rochade go przejmuje.",
		GrowChanged:                "inny program go zmienił",
		GrowReplaced:               "inny program umieścił na jego miejscu inny plik",
		GrowGone:                   "został usunięty",
		PlayRecordReadOnly:         "%s jest tylko do odczytu, więc Rochade go nie nadpisuje: ruchy są zachowane, zapisane, gdy tylko będzie to możliwe, a na końcu, jeśli nadal się nie da, trafią do pliku ratunkowego.",
		PlayRecordKept:             "Inny program zmienił %s w trakcie partii: jego zmiany zostają, a partia toczy się dalej w pliku.",
		PlayRecordCopied + ".one":  "Inny program zapisał coś do %s w trakcie partii: jego bajty zostają, a partia toczy się dalej po nich jako nowa kopia (kopia przed nimi zawiera %d półruch).",
		PlayRecordCopied + ".few":  "Inny program zapisał coś do %s w trakcie partii: jego bajty zostają, a partia toczy się dalej po nich jako nowa kopia (kopia przed nimi zawiera %d półruchy).",
		PlayRecordCopied + ".many": "Inny program zapisał coś do %s w trakcie partii: jego bajty zostają, a partia toczy się dalej po nich jako nowa kopia (kopia przed nimi zawiera %d półruchów).",
		PlayRecordRemade:           "%s został usunięty w trakcie partii; zostaje utworzony na nowo z partiami tego uruchomienia.",
		PlayRecordRescued:          "ostatnich ruchów nie udało się zapisać w %s (%v); partie zapisano w %s i wydrukowano powyżej",
		PlayRecordUnrescued:        "ostatnich ruchów nie udało się zapisać ani w %s (%v), ani w pliku ratunkowym (%v); partie wydrukowano powyżej: skopiuj je teraz",
		SysFileTooLarge:            "plik jest większy, niż pozwala system",
		SysQuota:                   "limit miejsca na dysku jest wyczerpany",
		// Online play.
		LichessTokenRefused:   "serwer odrzucił token: zaloguj się ponownie poleceniem rochade online login",
		LichessTokenScope:     "token nie pozwala na grę na szachownicy (board:play): zaloguj się ponownie poleceniem rochade online login",
		LichessRefused:        "serwer odmówił: %s",
		LichessRateLimited:    "po zbyt wielu zapytaniach serwer prosi o przerwę; ponowna próba za minutę",
		LichessHTTPStatus:     "serwer odpowiedział błędem %d",
		LichessNotFound:       "serwer nie zna takiej partii ani wyzwania",
		LichessBadServer:      "%s nie jest serwerem: podaj lichess albo adres zaczynający się od http:// lub https://",
		LichessGarbled:        "serwer przysłał coś nieczytelnego",
		LichessLoginFailed:    "logowanie się nie udało (%s)",
		LichessTokenFileEmpty: "%s nie zawiera tokenu: zaloguj się ponownie poleceniem rochade online login",
		LichessTokenFile:      "nie można użyć pliku tokenu %s: %v",
	},
	Help: polishHelp,
	LangNames: map[string]string{
		"cs": "czeski",
		"da": "duński",
		"de": "niemiecki",
		"en": "angielski",
		"es": "hiszpański",
		"fi": "fiński",
		"fr": "francuski",
		"hu": "węgierski",
		"it": "włoski",
		"nl": "niderlandzki",
		"no": "norweski",
		"pl": "polski",
		"pt": "portugalski",
		"ru": "rosyjski",
		"sv": "szwedzki",
		"uk": "ukraiński",
	},
	Requests: map[string]RequestText{
		"time":     {"Czas", "czas"},
		"repeat":   {"Powtórz", "powtórz powtorz"},
		"last":     {"Ostatnie ruchy", "ostatnie ostatni"},
		"square":   {"Pole", "pole"},
		"file":     {"Kolumna", "kolumna linia"},
		"rank":     {"Rząd", "rząd rzad"},
		"pieces":   {"Figury", "bierki figury"},
		"board":    {"Cała szachownica", "szachownica"},
		"help":     {"Pomoc", "pomoc"},
		"takeback": {"Cofnij", "cofnij"},
		"new":      {"Nowa partia", "nowa"},
		"resign":   {"Poddaj się", "poddaję poddaje"},
		"draw":     {"Remis", "remis"},
		"result":   {"Wynik", "wynik"},
		"promote":  {"Promocja", "promocja promuj"},
		"battery":  {"Bateria", "bateria"},
		"pair":     {"Kod parowania", "paruj kod parowanie"},
		"unpair":   {"Rozparuj wszystkie telefony", "rozparuj zapomnij"},
		"hint":     {"Podpowiedź", "podpowiedź podpowiedz"},
		"eval":     {"Ocena", "ocena"},
		"level":    {"Poziom", "poziom"},
		"accept":   {"Przyjmij", "przyjmij tak"},
		"decline":  {"Odrzuć", "odrzuć odrzuc nie"},
		"abort":    {"Przerwij", "przerwij"},
		"claim":    {"Żądaj wygranej", "wygrana"},
		"chat":     {"Czat", "czat"},
		"white":    {"Białe", "białe biale biały bialy"},
		"black":    {"Czarne", "czarne czarny"},
		"queen":    {"Hetman", "hetman"},
		"rook":     {"Wieża", "wieża wieza"},
		"bishop":   {"Goniec", "goniec"},
		"knight":   {"Skoczek", "skoczek"},
	},
	Spoken: &Spoken{
		CompoundOne: true,
		Lines: map[SpokenKey]string{
			SpokenTimeWhite:         "Ruch {n}, ruch białych.",
			SpokenTimeBlack:         "Ruch {n}, ruch czarnych.",
			SpokenClocks:            "Białe {white}. Czarne {black}.",
			SpokenControl:           "Kontrola czasu za {moves}.",
			SpokenTimeLeftWhite:     "Czas białych: {time}.",
			SpokenTimeLeftBlack:     "Czas czarnych: {time}.",
			SpokenFlagWhite:         "Białym spadła chorągiewka.",
			SpokenFlagBlack:         "Czarnym spadła chorągiewka.",
			SpokenWinsWhite:         "Białe wygrały.",
			SpokenWinsBlack:         "Czarne wygrały.",
			SpokenDraw:              "Remis.",
			SpokenResignsWhite:      "Białe poddały partię.",
			SpokenResignsBlack:      "Czarne poddały partię.",
			SpokenGameOver:          "Partia zakończona.",
			SpokenNoMoveYet:         "Nie było jeszcze żadnego ruchu.",
			SpokenUnknownRequest:    "Polecenie niezrozumiałe.",
			SpokenNewGame:           "Nowa partia.",
			SpokenSetUp:             "Nowa partia. Ustaw pozycję początkową.",
			SpokenConfirmNew:        "Partia trwa. Potwierdź nową partię.",
			SpokenStartShown:        "Na szachownicy jest pozycja początkowa. Potwierdź nową partię.",
			SpokenBoardBack:         "Szachownica znów podłączona.",
			SpokenBoardGone:         "Szachownica odłączona.",
			SpokenBoardSilent:       "Szachownica nie odpowiada.",
			SpokenPositionOk:        "Pozycja poprawna.",
			SpokenSaveFailed:        "Nie udało się zapisać partii.",
			SpokenSaved:             "Partia zapisana.",
			SpokenEngineRestarted:   "Komputer uruchomiony ponownie.",
			SpokenOnBoard:           "Szachownica {n}: {line}",
			SpokenShowsEarlierWhite: "Na szachownicy pozycja po ruchu {n} białych.",
			SpokenShowsEarlierBlack: "Na szachownicy pozycja po ruchu {n} czarnych.",
			SpokenCheckPosition:     "Sprawdź pozycję:",
			SpokenCheckPositionMany: "Sprawdź pozycję, błędnych pól {n}:",
			SpokenFixClear:          "opróżnij {square}",
			SpokenFixPlaceWhite:     "postaw {piece} białych na {square}",
			SpokenFixPlaceBlack:     "postaw {piece} czarnych na {square}",
			SpokenDiscrepancyWhite:  "Rozbieżność w ruchu {n} białych:",
			SpokenDiscrepancyBlack:  "Rozbieżność w ruchu {n} czarnych:",
			SpokenBoardMove:         "szachownica {n}: {move}",
			SpokenBoardNoMove:       "szachownica {n}: brak ruchu",
			SpokenPairingCode:       "Kod parowania: {code}. Działa raz, przez {minutes}.",
			SpokenWhileAway:         "Gdy szachownica była odłączona: {move}",
			SpokenSidedWhite:        "Białe: {move}",
			SpokenSidedBlack:        "Czarne: {move}",
			SpokenHelp:              "Pomoc.",
			SpokenHelpKey:           "Klawisz {n}: {name}.",
			SpokenNameTime:          "czas",
			SpokenNameRepeat:        "powtórz",
			SpokenNameLastMoves:     "ostatnie ruchy",
			SpokenNamePiecesWhite:   "bierki białych",
			SpokenNamePiecesBlack:   "bierki czarnych",
			SpokenNameBoard:         "cała szachownica",
			SpokenNameHint:          "podpowiedź",
			SpokenNameTakeBack:      "cofnij ruch",
			SpokenEngineMove:        "Komputer: {move}",
			SpokenMakeMove:          "Wykonaj ruch komputera: {move}",
			SpokenHint:              "Podpowiedź: {move}",
			SpokenLevel:             "Poziom {n}.",
			SpokenSquareWhite:       "{square}: {piece} białych",
			SpokenSquareBlack:       "{square}: {piece} czarnych",
			SpokenSquareEmpty:       "{square}: puste",
			SpokenEqual:             "Pozycja równa.",
			SpokenBetterWhite:       "Białe stoją lepiej.",
			SpokenBetterBlack:       "Czarne stoją lepiej.",
			SpokenWinningWhite:      "Białe wygrywają.",
			SpokenWinningBlack:      "Czarne wygrywają.",
			SpokenMatesWhite:        "Białe dają mata za {moves}.",
			SpokenMatesBlack:        "Czarne dają mata za {moves}.",
			SpokenScore:             "{pawns} przecinek {tenths}",
			SpokenTouched:           "Dotknięta bierka: {piece} {square}",
			// Following the board when it could not be followed move by move.
			SpokenCaughtUp:      "Ruch nadrobiony: {move}",
			SpokenOrderUnknown:  "Kolejność ruchów niejasna, cofnij ostatni ruch.",
			SpokenSetUpPosition: "Ustaw pozycję: zostało {moves}.",
		},
		Numbers: map[string]string{
			"0": "zero", "1": "jeden", "1f": "jedna", "1n": "jedno", "2": "dwa", "2f": "dwie",
			"3": "trzy", "4": "cztery", "5": "pięć", "6": "sześć", "7": "siedem", "8": "osiem", "9": "dziewięć",
			"10": "dziesięć", "11": "jedenaście", "12": "dwanaście", "13": "trzynaście", "14": "czternaście",
			"15": "piętnaście", "16": "szesnaście", "17": "siedemnaście", "18": "osiemnaście", "19": "dziewiętnaście",
			"20": "dwadzieścia", "30": "trzydzieści", "40": "czterdzieści", "50": "pięćdziesiąt", "60": "sześćdziesiąt",
			"70": "siedemdziesiąt", "80": "osiemdziesiąt", "90": "dziewięćdziesiąt",
			"100": "sto", "200": "dwieście", "300": "trzysta",
		},
		Units: map[string]Unit{
			"hour":   {[3]string{"godzina", "godziny", "godzin"}, Feminine},
			"minute": {[3]string{"minuta", "minuty", "minut"}, Feminine},
			"second": {[3]string{"sekunda", "sekundy", "sekund"}, Feminine},
			"move":   {[3]string{"ruch", "ruchy", "ruchów"}, Masculine},
		},
	},
}

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
	"rochade board detect:short":  "Znaleźć podłączoną szachownicę ({detect}) i powiedzieć, gdzie jest",
	"rochade board emulate:short": "Uruchomić wirtualną szachownicę na pseudoterminalu i rozegrać na niej partię",
	"rochade voices test:short":   "Wypowiedzieć ruch i odpowiedź, aby sprawdzić wyjście mowy",
	"rochade voices list:short":   "Pokazać wbudowany głos i pakiety głosowe w podanych folderach",
	"rochade voices check:short":  "Sprawdzić pakiet głosowy: brakujące lub nieczytelne nagrania, próbkowanie, przesterowanie, cisza, głośność",
	"rochade voices new:short":    "Utworzyć pakiet głosowy: opis i listę zwrotów do nagrania",
	"rochade voices tidy:short":   "Przyciąć ciszę każdego nagrania, wyrównać głośność i zapisać z próbkowaniem pakietu",

	"--lang-ui":         "język komunikatów: %s (w przeciwnym razie z LC_ALL, LC_MESSAGES lub LANG, bez nich en)",
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
	"rochade board detect:long": `Odpytuje porty szeregowe tego komputera w poszukiwaniu szachownicy
({detect}) i wypisuje protokół i port pierwszej, która odpowie, do
  rochade play --board PORT --protocol PROTOKÓŁ
Porty w kolejności: szachownice DGT rozpoznane po identyfikatorach USB
(Windows i Linux), potem
  Windows  porty COM: COM3, COM4 ...
  macOS    /dev/cu.usbmodem*, /dev/cu.usbserial*, inne /dev/cu.*
  Linux    /dev/ttyACM*, /dev/ttyUSB*, /dev/rfcomm* (Bluetooth)
Z --list porty są wypisywane po jednym w wierszu, bez odpytywania.
Z --protocol PROTOKÓŁ ({detect-names}) odpytywany jest tylko ten protokół.`,
	"rochade board emulate:long": `Uruchamia wirtualną szachownicę ({serial}) na pseudoterminalu,
prawdziwym rozmówcy szeregowym, który mówi protokołem szachownicy,
albo wirtualną szachownicę Bluetooth ({ble}) na lokalnym gnieździe Unix,
które przenosi jej zapisy i powiadomienia.
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

Z --clock TEMPO (tylko {clock}) przy szachownicy stoi zegar DGT3000 z tym
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

	"rochade play:long": `Śledzi partię na szachownicy elektronicznej ({titles}) i ogłasza
każdy ruch w chwili, gdy zostanie wykonany (Przepisy FIDE, Załącznik D),
za obie strony. Każde ogłoszenie jest też wypisywane jako wiersz.

Zegar: --clock 5m+3s (albo 300+3, 90m+30s, 40/90m+30s:30m+30s w postaci
znacznika PGN TimeControl) uruchamia własny zegar Rochade, który włącza
czas przeciwnika dopiero po ruchu na szachownicy (D.2.4); --clock board
bierze czasy z zegara DGT3000 lub DGT XL przy szachownicy DGT. Gdy spada
chorągiewka, Rochade mówi o tym i zapisuje wynik.

Żądania, po jednym w wierszu standardowego wejścia, słowami języka
--lang-ui (słowa angielskie i niemieckie są zawsze rozumiane):
  {requests-info}
  {requests-game}
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
--black nadają znaczniki nowym partiom. Ctrl+C, SIGTERM, SIGHUP lub
zamknięty terminal (w Windows zamknięte okno konsoli) zapisuje partię,
mówi, w jakim jest stanie, i kończy.

Zapis pisze tylko jeden proces: drugie play z tym samym plikiem (pod
dowolną nazwą) jest odrzucane. To, czego plik nie może przyjąć (pełny
dysk, plik tylko do odczytu), zostaje zachowane i zapisane ponownie; co do
końca nie zostało zapisane, trafia do pliku ratunkowego w folderze danych
użytkownika. Z --resume szachownica pokazująca wcześniejszą pozycję partii
(początkową) jest ustawiana: nic nie jest śledzone, dopóki nie pokaże
pozycji, na której partia się zatrzymała.`,
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
	"rochade play --web":              "udostępnij stronę na żywo dla telefonów pod tym adresem: host:port albo :port we wszystkich sieciach (telefon paruje się kodem, który Rochade podaje na żądanie)",
	"rochade play --web-host":         "inne nazwy lub adresy, pod którymi telefony otwierają stronę na żywo, rozdzielone przecinkami (nazwa nadana temu komputerowi przez router, adres tu przekierowany); własne nazwy i adresy komputera działają zawsze, każda inna jest odrzucana",
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

	"rochade voices check --prompts": "sprawdzić pakiet komunikatów w tym `języku` (bez FOLDERU: wbudowany); folder pakietu komunikatów sprawdzanie rozpoznaje samo",
	"rochade voices new --prompts":   "utworzyć pakiet komunikatów: własne zdania asystenta w tym `języku` (%s)",
	"--prompts":                      "`folder` pakietu komunikatów, którym asystent wypowiada własne zdania w języku --lang-ui (utworzyć: rochade voices new --prompts JĘZYK), lub \"default\" dla wbudowanego",
	"--braille-hold":                 "z --braille: jak długo odpowiedź lub komunikat pozostaje na monitorze brajlowskim bez naciśnięcia klawisza, zanim znów pojawi się partia",

	"rochade board scan:short": "Wypisać szachownice Bluetooth w zasięgu",
	"rochade board scan:long": `Szuka urządzeń Bluetooth LE przez czas --wait i podaje każde raz, gdy
tylko zostanie znalezione: nazwę, rodzaj (protokół szachownicy lub
„nieznane urządzenie”), adres i siłę sygnału, na przykład:

  Chessnut Air, chessnut, 12:34:56:78:9A:BC, -61 dBm

Znalezioną szachownicę otwiera
  rochade play --board ble:ADRES (lub ble:NAZWA) --protocol PROTOKÓŁ
Ctrl+C od razu przerywa szukanie. Szachownice DGT z klasycznym Bluetooth
paruje się z systemem i otwiera jako rfcomm:ADRES (Linux) lub przez ich
port szeregowy.`,
	"rochade board scan --wait":     "jak długo szukać",
	"rochade play --promotion-wait": "na szachownicy, która widzi tylko zajętość pól (Pegasus, Square Off): jak długo promocja z nieznaną figurą czeka, zanim figura zostanie znów zapytana (polecenie promocja z figurą; nigdy hetman bez wskazania)",
	"rochade play --hand-rest":      "jak długo ręka może zatrzymać bierkę na polu po drodze, zanim ruch zostanie tam uznany (wieża a1-a8 zatrzymana na a4); dłużej dla rąk, które szukają drogi dotykiem",
	"rochade play --online":         "grać partię na serwerze lichess: lichess lub adres serwera zgodnego z lichess (http:// lub https://); trwająca partia konta jest kontynuowana",
	"rochade play --token-file":     "z --online: plik z tokenem konta (domyślnie zapisany przez rochade online login)",
	"rochade play --seek":           "z --online: szukać przeciwnika do partii minuty+sekundy, np. 15+10 (szybka lub klasyczna)",
	"rochade play --rated":          "z --seek lub --challenge: partia rankingowa",
	"rochade play --color":          "z --seek, --challenge lub --server-ai: kolor, white, black lub random",
	"rochade play --challenge":      "z --online: wyzwać tego gracza (z tempem z --seek, inaczej 15+10)",
	"rochade play --server-ai":      "z --online: grać z komputerem serwera na tym poziomie, od 1 do 8",
	"rochade online:short":          "Token konta, które gra online (play --online)",
	"rochade online login:short":    "Zapisać token konta: wklejony na standardowe wejście lub zatwierdzony w przeglądarce",
	"rochade online login:long": `Zapisuje token konta, które gra online, czytelny tylko dla ciebie (tryb 0600), w folderze
ustawień lub w --token-file. Utwórz na serwerze osobisty token z uprawnieniem board:play i wklej
go na standardowe wejście, potem naciśnij Enter; albo podaj --browser i zatwierdź Rochade na
stronie serwera, której adres zostanie wypisany. Token jest sprawdzany na serwerze przed zapisem
i nigdy nie jest wypisywany.`,
	"rochade online logout:short":        "Usunąć zapisany token",
	"rochade online login --server":      "serwer: lichess lub adres serwera zgodnego z lichess",
	"rochade online login --browser":     "zatwierdzić Rochade na stronie serwera zamiast wklejać token",
	"rochade online login --token-file":  "zapisać token w tym pliku zamiast w folderze ustawień",
	"rochade online logout --token-file": "plik tokenu, jeśli nie ten z folderu ustawień",

	// rochade config and rochade appliance.
	"rochade config:short": "Pokaż i zmień plik ustawień, który czytają play i urządzenie",
	"rochade config:long": `Plik ustawień zawiera opcje play i urządzenia, po jednym kluczu na opcję,
o tej samej nazwie, w formacie TOML:

  board = "/dev/ttyACM0"
  clock = "15m+10s"
  lang-ui = "ru"

Opcje wiersza poleceń mają pierwszeństwo przed plikiem. "rochade config
set" zmienia jedną wartość i zostawia resztę pliku bez zmian: komentarze,
kolejność kluczy i klucze, których nie zna.`,
	"rochade config show:short": "Pokaż ustawienia zapisane w pliku (z --all wszystkie, także domyślne)",
	"rochade config set:short":  "Sprawdź wartość i zapisz ją w pliku ustawień (kilka wartości dla listy, na przykład dwóch szachownic)",
	"rochade config path:short": "Wypisz, gdzie jest plik ustawień",
	"rochade config show --all": "pokaż każde ustawienie, także te z wartością domyślną",
	"--config":                  "`plik` ustawień (TOML; domyślnie rochade.toml w folderze konfiguracji użytkownika, rochade config path mówi gdzie); opcje wiersza poleceń mają pierwszeństwo",
	"rochade appliance:short":   "Rochade bez ekranu: mówiące urządzenie ustawiane klawiaturą numeryczną i mówionym menu",
	"rochade appliance:long": `Działa, dopóki działa urządzenie, bez ekranu i klawiatury. Rochade mówi,
że jest gotowe, znajduje szachownicę (ustawienie board albo samo;
szachownica podłączona później zostaje znaleziona w kilka sekund) i śledzi
partię za partią, każdą we własnym pliku PGN w folderze partii.

Ustawienia pochodzą z pliku ustawień (--config): każda flaga play jest
kluczem o tej samej nazwie. Wartość nie do użycia zostaje wypowiedziana,
a to ustawienie zachowuje wartość domyślną.

Mówione menu na klawiaturze numerycznej: Enter otwiera je i wybiera, 8 i
2 przewijają, 6 wchodzi, 4 cofa, 5 powtarza, Backspace albo klawisz
dziesiętny zamyka. Każdy wybór zostaje od razu zapisany. Poza menu
klawisze są żądaniami play (5 czas, 0 powtórz, ...).

SIGTERM, SIGINT albo SIGHUP kończą je w ciągu dwóch sekund, partia
zapisana; po ponownym uruchomieniu niedokończona partia trwa dalej.`,
	"rochade appliance install:short": "Uruchamiaj urządzenie jako usługę systemd: przy każdym starcie, jako osobny użytkownik",
	"rochade appliance install:long": `Tworzy użytkownika rochade (w grupach dialout, audio, input i bluetooth,
o ile system je ma), folder ustawień /etc/rochade, unit systemd, który
uruchamia "rochade appliance" przy każdym starcie i ponownie po awarii,
oraz regułę polkit, dzięki której jego menu może wyłączyć i ponownie
uruchomić komputer; potem włącza i uruchamia usługę. Każdy krok jest
ogłaszany. Wymaga uprawnień root. --dry-run wypisuje unit i nic nie zmienia.`,
	"rochade appliance install --dry-run": "wypisz unit i nic nie zmieniaj",
	"rochade appliance uninstall:short":   "Zatrzymaj usługę i usuń jej unit, regułę i użytkownika; partie i ustawienia zostają",
	"--games":                             "`folder` partii, po jednym pliku PGN na partię (domyślnie rochade/games w folderze danych użytkownika)",
	"--keypad":                            "klawiatura numeryczna: urządzenie wejściowe Linuksa (/dev/input/event3) albo FIFO z jego zdarzeniami; domyślnie każde urządzenie z klawiszami numerycznymi, gdy standardowe wejście nie jest terminalem (inaczej jego klawisze)",
}
