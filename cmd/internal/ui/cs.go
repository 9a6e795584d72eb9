package ui

// czech is the Czech user interface: its messages, help texts, request words,
// spoken lines and plural rule.
var czech = Language{
	Code:        "cs",
	Name:        "Čeština",
	Plural:      czechPlural,
	SAPI:        "405",
	PromptVoice: "cs",
	Messages: map[Key]string{
		ErrorLine:                     "Chyba: %v",
		UnknownUILang:                 "neznámý jazyk zpráv %s: zadejte jeden z %s",
		NeedsOneFile:                  "%s potřebuje jeden soubor PGN, nebo - pro standardní vstup",
		UnknownLang:                   "neznámý jazyk %s: zadejte jeden z %s",
		StandardInput:                 "standardní vstup",
		UnknownFlag:                   "volba %s neexistuje: %s --help vypíše volby",
		FlagNeedsValue:                "volba %s potřebuje hodnotu: %s --help řekne jakou",
		BadFlagValue:                  "%s není platná hodnota pro %s: %s --help řekne, jaké hodnoty přijímá",
		NoSuchFile:                    "soubor %s neexistuje: zkontrolujte název",
		CannotOpen:                    "nelze otevřít %s: %v",
		IsAFolder:                     "%s je složka, ne soubor PGN",
		CannotRead:                    "nelze přečíst %s: %v",
		GamesNotRead + ".one":         "%d partii se nepodařilo přečíst celou: viz zprávu výše",
		GamesNotRead + ".few":         "%d partie se nepodařilo přečíst celé: viz zprávy výše",
		GamesNotRead + ".other":       "%d partií se nepodařilo přečíst celých: viz zprávy výše",
		NoGame:                        "%s neobsahuje žádnou partii",
		ReadingStopped:                "Čtení se zastavilo zde: %v",
		FileHoldsGames + ".one":       "%s obsahuje %d partii; partie %d neexistuje",
		FileHoldsGames + ".few":       "%s obsahuje %d partie; partie %d neexistuje",
		FileHoldsGames + ".other":     "%s obsahuje %d partií; partie %d neexistuje",
		PlaceWhite:                    "bílý",
		PlaceBlack:                    "černý",
		CannotWrite:                   "nelze zapsat %s: %v",
		OutputNotRegular:              "%s není běžný soubor: zadejte soubor k zápisu",
		OutputIsInput:                 "%s je tentýž soubor jako vstup %s: zadejte jiný soubor k zápisu",
		CannotMakeFolder:              "nelze vytvořit složku %s: %v",
		ConvertNeedsTo:                "convert potřebuje --to uci, --to san nebo --to lan",
		UnknownTo:                     "neznámá hodnota --to %s: zadejte uci, san nebo lan",
		UnknownSpelling:               "neznámá hodnota --spelling %s: zadejte de nebo fide",
		UnknownScript:                 "neznámá hodnota --script %s: zadejte latin nebo cyrillic",
		WAVNeedsVoice:                 "--wav potřebuje hlas; s --voice none by vznikl tichý soubor",
		NoMoveToSay:                   "partie neobsahují žádný tah k vyslovení, proto %s nebyl zapsán",
		SpeechIn:                      "Řeč je v %s.",
		GameHeading:                   "Partie %d",
		GamePlayers:                   ": %s proti %s",
		GameLetters:                   " (písmena kamenů čtena jako %s)",
		Unknown:                       "neznámý",
		White:                         "Bílý",
		Black:                         "Černý",
		DrawOffered:                   "Remíza nabídnuta s tahem %d, %s.",
		ResultLine:                    "Výsledek: %s.",
		ResultWhiteWins:               "1-0, vyhrává bílý",
		ResultBlackWins:               "0-1, vyhrává černý",
		ResultDraw:                    "1/2-1/2, remíza",
		ResultWhiteForfeit:            "+/-, bílý vyhrává kontumačně",
		ResultBlackForfeit:            "-/+, černý vyhrává kontumačně",
		ResultBothForfeit:             "-/-, oba hráči prohrávají kontumačně",
		ResultUnfinished:              "*, partie není dohrána",
		RenderNeedsArgs:               "render potřebuje složku a alespoň jeden soubor PGN",
		RenderNeedsVoice:              "render potřebuje hlas; s --voice none by vznikly tiché soubory",
		RenderFilesExist + ".one":     "%s už obsahuje %s a ještě %d soubor, který by render zapsal; nic nebylo zapsáno: zvolte jinou složku, nebo ty soubory odstraňte",
		RenderFilesExist + ".few":     "%s už obsahuje %s a ještě %d soubory, které by render zapsal; nic nebylo zapsáno: zvolte jinou složku, nebo ty soubory odstraňte",
		RenderFilesExist + ".other":   "%s už obsahuje %s a ještě %d souborů, které by render zapsal; nic nebylo zapsáno: zvolte jinou složku, nebo ty soubory odstraňte",
		RenderStopped + ".one":        "zastaveno po %d z %d partie",
		RenderStopped + ".few":        "zastaveno po %d z %d partií",
		RenderStopped + ".other":      "zastaveno po %d z %d partií",
		Rendered + ".one":             "Namluvena %d partie, %s řeči, za %.1f s; soubor je v %s.",
		Rendered + ".few":             "Namluveny %d partie, %s řeči, za %.1f s; soubory jsou v %s.",
		Rendered + ".other":           "Namluveno %d partií, %s řeči, za %.1f s; soubory jsou v %s.",
		Progress + ".one":             "Hotovo %d z %d partie (%d %%), zbývá asi %s.",
		Progress + ".few":             "Hotovo %d z %d partií (%d %%), zbývá asi %s.",
		Progress + ".other":           "Hotovo %d z %d partií (%d %%), zbývá asi %s.",
		Seconds:                       "%d s",
		MinutesSeconds:                "%d min %d s",
		HoursMinutesSeconds:           "%d h %d min %d s",
		UnknownFormat:                 "neznámá hodnota --format %s: zadejte unicode, brf nebo text",
		DotsNeedDisplay:               "--dots funguje jen s --display",
		WidthTooSmall + ".one":        "řádek o %d buňce je na formulář příliš krátký: zadejte --width %d nebo víc",
		WidthTooSmall + ".few":        "řádek o %d buňkách je na formulář příliš krátký: zadejte --width %d nebo víc",
		WidthTooSmall + ".other":      "řádek o %d buňkách je na formulář příliš krátký: zadejte --width %d nebo víc",
		LinesTooFew + ".one":          "stránka o %d řádku je příliš krátká: zadejte --lines %d nebo víc",
		LinesTooFew + ".few":          "stránka o %d řádcích je příliš krátká: zadejte --lines %d nebo víc",
		LinesTooFew + ".other":        "stránka o %d řádcích je příliš krátká: zadejte --lines %d nebo víc",
		GameCountsFrom1:               "--game počítá od 1, ne od %d",
		GameNotReadFixIt:              "partii %d z %s se nepodařilo přečíst celou; nejprve ji opravte",
		ShowingOnDisplay:              "Hledám braillský řádek přes BRLTTY; Ctrl-C zastaví.",
		BRLTTYUnreachable:             "BRLTTY není dostupný na %s. Spusťte ho, například: sudo systemctl start brltty. Partie se na řádku objeví, jakmile BRLTTY poběží; Ctrl-C zastaví.",
		BRLTTYNoDisplay:               "BRLTTY odpovídá, ale řádek zatím nelze použít (%v). Zkouším to dál potichu; Ctrl-C zastaví.",
		DisplayConnected:              "Braillský řádek připojen, %d buněk: ukazuje partii.",
		DisplayLost:                   "Spojení s BRLTTY se přerušilo (%v). Připojuji se znovu potichu.",
		DisplayWriteFailed:            "Zápis na braillský řádek selhal: %v",
		DisplayGivenBack:              "Braillský řádek vrácen BRLTTY.",
		DisplayNeverConnected:         "Zastaveno. Braillský řádek se nepřipojil.",
		DisplayNoAnswerOnClose:        "BRLTTY neodpověděl při vracení řádku",
		PlayBadSide:                   "neznámá hodnota --side %s: zadejte white nebo black",
		PlayAlertsNeedClock:           "--time-alerts potřebuje hodiny: zadejte --clock ČAS nebo --clock board",
		PlayBadAlert:                  "--time-alerts přijímá časy jako 5m,1m nebo 300,60, ne %s",
		PlayResumeNeedsRecord:         "--resume potřebuje --record SOUBOR: partii, která má pokračovat",
		PlayNoGameToResume:            "%s neobsahuje partii k pokračování; vynechte --resume a začněte v něm novou partii",
		PlayRecordUnreadable:          "nelze přečíst zápis partie %s (%v); zadejte jiný soubor v --record",
		PlayRecordNotPGN:              "%s není soubor PGN, do kterého může Rochade přidat partii (%v); zadejte jiný soubor v --record, nebo tento odstraňte",
		PlayRecordUnwritable:          "nelze zapsat zápis partie %s (%v); zadejte v --record soubor ve složce, do které lze zapisovat",
		PlayBoardConnected:            "Šachovnice připojena: %s.",
		PlayBoardDisconnected:         "Šachovnice odpojena (%v). Čekám, až se vrátí.",
		PlayBoardWaiting:              "Čekám na šachovnici: %v",
		PlayBoardNoAnswer:             "%v",
		PlayMoveCorrected:             "Poslední tah byl %s, ne jak bylo oznámeno dříve.",
		PlayNewGame:                   "Začíná nová partie.",
		PlayBoardTurned:               "Šachovnice je otočená: černé kameny na první řadě šachovnice. Pole jsou podle toho otočena.",
		PlaySaveFailed:                "Nelze zapsat zápis partie %s (%v). Tahy zůstávají v paměti; Rochade to zkouší znovu každých několik sekund.",
		PlaySaveRecovered:             "Zápis partie %s se opět daří.",
		PlayGameOver:                  "Partie skončila: %s. Tahy provedené nyní se nezapisují; pro novou partii postavte výchozí pozici.",
		PlayRequestUnknown:            "Nerozumím: %v",
		PlayVoiceLacks:                "Nelze vyslovit všechno: %v",
		PlayClockMissing:              "zadáno --clock board, ale šachovnice nehlásí hodiny: připojte hodiny DGT k šachovnici, nebo zadejte --clock s tempem hry",
		PlayResuming + ".one":         "Partie v %s pokračuje po %d půltahu.",
		PlayResuming + ".few":         "Partie v %s pokračuje po %d půltazích.",
		PlayResuming + ".other":       "Partie v %s pokračuje po %d půltazích.",
		PlayRecordAppends + ".one":    "%s obsahuje %d partii; nová partie se přidá za ni.",
		PlayRecordAppends + ".few":    "%s obsahuje %d partie; nová partie se přidá za ně.",
		PlayRecordAppends + ".other":  "%s obsahuje %d partií; nová partie se přidá za ně.",
		PlayTakenBack + ".one":        "Tahy vzaty zpět: partie pokračuje po %d půltahu.",
		PlayTakenBack + ".few":        "Tahy vzaty zpět: partie pokračuje po %d půltazích.",
		PlayTakenBack + ".other":      "Tahy vzaty zpět: partie pokračuje po %d půltazích.",
		PlayRecordEmpty:               "--record potřebuje název souboru; bez této volby se zápis nevede",
		PlayRecordNotRegular:          "%s je %s: --record přijímá soubor PGN, nebo název nového",
		KindFolder:                    "složka",
		KindPipe:                      "pojmenovaná roura",
		KindSocket:                    "socket",
		KindDevice:                    "terminál nebo jiné zařízení",
		PlayRecordCannotGoOn:          "poslední partie v %s končí tak, že v ní Rochade nemůže pokračovat bez změny; vynechte --resume a začněte za ní novou partii",
		PlayRecordUnencodable:         "%s je zapsán v kódování %s, které nemá %q: zadejte značky (--white, --black, --event, --site, --round) písmeny, která má, nebo jiný soubor v --record",
		PlayResumeFinished:            "Poslední partie v %s je dohrána (%s); za ní začíná nová.",
		PlayClockBoardNeedsDGT:        "--clock board bere časy z hodin DGT na šachovnici DGT a šachovnice Millennium hodiny nemá: zadejte tempo hry, například --clock 5m+3s",
		PlayEngineFlagAlone:           "--%s určuje, jak hraje počítač: přidejte --engine stockfish (nebo cestu k enginu UCI)",
		PlayBoardTwice:                "--board %s je zadán dvakrát: každá šachovnice potřebuje vlastní port",
		PlayTwoBoardsAuto:             "u dvou šachovnic zadejte port každé z nich: --board auto najde jen jednu šachovnici",
		PlaySaved + ".one":            "Partie je uložena v %s: %d půltah.",
		PlaySaved + ".few":            "Partie je uložena v %s: %d půltahy.",
		PlaySaved + ".other":          "Partie je uložena v %s: %d půltahů.",
		PlayNotSaved + ".one":         "Partie měla %d půltah; zápis se nevedl (--record SOUBOR ho vede).",
		PlayNotSaved + ".few":         "Partie měla %d půltahy; zápis se nevedl (--record SOUBOR ho vede).",
		PlayNotSaved + ".other":       "Partie měla %d půltahů; zápis se nevedl (--record SOUBOR ho vede).",
		PlayNothingSaved:              "Nebyl proveden žádný tah; zápis partie se nezměnil.",
		PlayStartOnBoard:              "Šachovnice %d ukazuje výchozí pozici, ale partie běží. Chcete-li začít novou partii, napište „nová“ (nebo stiskněte tlačítko play/pause na hodinách); jinak postavte pozici podle partie.",
		PlayConfirmNewGame:            "Partie běží: napište „nová“ znovu do %d sekund, tím ji ukončíte a začnete novou.",
		PlayEarlierOnBoard:            "Šachovnice %d ukazuje pozici po tahu %d (%s): napište „zpět“, chcete-li vzít pozdější tahy zpět, nebo pozici vraťte.",
		PlayMovesWhileAway:            "Šachovnice %d se vrátila s tahy provedenými během odpojení; nyní se oznamují.",
		PlayNoGameToEnd:               "Zatím nebyl proveden žádný tah: není co ukončit.",
		PlayAlreadyOver:               "Partie už skončila: %s.",
		PlayRequestTooLong:            "Řádek požadavku delší než %d znaků byl vynechán.",
		PlayStartOnTheBoard:           "Šachovnice ukazuje výchozí pozici, ale partie běží. Chcete-li začít novou partii, napište „nová“ (nebo stiskněte tlačítko play/pause na hodinách); jinak postavte pozici podle partie.",
		PlayEarlierOnTheBoard:         "Šachovnice ukazuje pozici po tahu %d (%s): napište „zpět“, chcete-li vzít pozdější tahy zpět, nebo pozici vraťte.",
		PlayMovesWhileTheAway:         "Šachovnice se vrátila s tahy provedenými během odpojení; nyní se oznamují.",
		PlayBoardNDisconnected:        "Šachovnice %d odpojena (%v). Čekám, až se vrátí.",
		DemoBadThink:                  "--think %v je mimo rozsah: zadejte 0 až 1m",
		DemoStarts:                    "Virtuální šachovnice uvnitř Rochade hraje vzorovou partii z Přílohy C.",
		DemoIncomplete:                "ukázka nesledovala všechny půltahy: %d z %d",
		DemoFinished:                  "Ukázka skončila: všechny půltahy partie z Přílohy C byly sledovány a oznámeny (%d).",
		PlayTooManyBoards:             "Rochade sleduje jednu nebo dvě šachovnice, ne %d",
		PlayProtocolsPerBoard:         "--protocol %s: zadejte jeden protokol pro všechny šachovnice, nebo po jednom pro každou z %d šachovnic, například dgt,millennium",
		PlayPieceTouched:              "Šachovnice %d: %s.",
		PlayBoardNConnected:           "Šachovnice %d připojena: %s.",
		CompareNeedsTwo:               "compare potřebuje dva zápisy: A.pgn B.pgn",
		CompareGame:                   "partie %d: ",
		CompareOnlyIn:                 "jen v %s",
		CompareOtherStart:             "různé výchozí pozice",
		CompareNoMove:                 "(žádný tah)",
		CompareWhite:                  "bílý",
		CompareBlack:                  "černý",
		CompareFirstDifference:        "první rozdíl v tahu %d (%s): %s / %s",
		CompareIdentical + ".one":     "shodné: %d půltah",
		CompareIdentical + ".few":     "shodné: %d půltahy",
		CompareIdentical + ".other":   "shodné: %d půltahů",
		PlayLevelOrElo:                "zadejte --level nebo --elo, ne obojí",
		PlayBadLevel:                  "--level %d je mimo rozsah: zadejte 1 až %d",
		PlayBadSearch:                 "--movetime a --depth nemohou být záporné",
		PlayEngineRestarted:           "%v",
		PlayEngineFailed:              "Engine nedal použitelnou odpověď (%v); Rochade se ho za několik sekund zeptá znovu.",
		PlayEngineThinking:            "Tah za počítač byl proveden dřív, než ho zvolil; vraťte kámen a počkejte na tah počítače.",
		PlayNeedsEngine:               "nápověda tahu, hodnocení a úroveň potřebují počítačového soupeře: play --engine stockfish",
		PlayOpponentToMove:            "Tah za soupeře byl proveden dřív, než přišel ze serveru; vraťte kámen a počkejte na tah soupeře.",
		PlayMoveRefused:               "Server odmítl tah %s: %s. Vraťte kameny, jak bylo řečeno.",
		PlayDrawOffered:               "Soupeř nabízí remízu: přijmout nebo odmítnout.",
		PlayTakebackOffered:           "Soupeř žádá o vzetí tahu zpět: přijmout nebo odmítnout.",
		PlayChatArrived:               "Nové zprávy chatu: %d. Příkaz chat je přečte.",
		PlayChatLine:                  "Chat, %s: %s",
		PlayNoChat:                    "Žádné zprávy v chatu.",
		PlayOpponentLeft:              "Soupeř opustil partii; za %d sekund ji příkaz výhra vyhraje.",
		PlayOpponentBack:              "Soupeř je zpět.",
		PlayServerLost:                "Spojení se serverem je přerušeno: %s. Obnovuje se; tahy provedené na šachovnici se odešlou, až bude zpět.",
		PlayServerBack:                "Spojení se serverem je zpět.",
		PlayServerWait:                "Server žádá počkat %d sekund; potom partie pokračuje.",
		PlayServerAsked:               "Odesláno na server: %s.",
		PlayNothingToAnswer:           "Na odpověď nečeká žádná nabídka ani výzva.",
		PlayNeedsBoardGame:            "V online partii o výsledku rozhoduje server; novou partii najde play --online.",
		PlayNeedsServer:               "přijmout, odmítnout, zrušit, výhra a chat jsou pro online partii: play --online lichess",
		OnlineTokenRefused:            "Server odmítl token: vytvořte nový příkazem rochade online login (oprávnění board:play) nebo zadejte jiný přes --token-file.",
		OnlineNoToken:                 "Pro server zatím není token: nejprve spusťte rochade online login nebo zadejte soubor s tokenem přes --token-file.",
		OnlineClockRefused:            "--clock nelze použít s --online: v online partii platí hodiny serveru.",
		OnlineNoEngine:                "--engine nelze použít s --online: v online partii hraje soupeř na serveru.",
		OnlineBadServer:               "--online bere lichess nebo adresu serveru (http:// nebo https://), ne %s.",
		OnlineJoined:                  "Online partie %s: hrajete %s proti %s, rating %s.",
		OnlineNoGame:                  "Žádná partie účtu neprobíhá: čekám na výzvu (přijmout nebo odmítnout) nebo partii začatou jinde; --seek 15+10, --challenge JMÉNO nebo --server-ai ÚROVEŇ ji začnou.",
		OnlineSeeking:                 "Hledám soupeře na serveru: %s.",
		OnlineChallengeSent:           "Výzva odeslána hráči %s; čekám na odpověď.",
		OnlineChallengeIn:             "Výzva od %s, rating %s, %s: přijmout nebo odmítnout.",
		OnlineFailed:                  "Server není dostupný: %s.",
		OnlineLoggedIn:                "Token účtu %s uložen do %s.",
		OnlineLoggedOut:               "Token odstraněn: %s.",
		OnlineNotLoggedIn:             "Žádný token není uložen.",
		OnlineTokenEmpty:              "Ze standardního vstupu nepřišel token: vložte token a stiskněte Enter.",
		OnlineBadSeek:                 "--seek bere minuty+sekundy rapid nebo klasické partie, např. 15+10, ne %s.",
		OnlineBadColor:                "--color bere white, black nebo random, ne %s.",
		OnlineOneWay:                  "Jen jedno z --seek, --challenge a --server-ai.",
		OnlineNeedsServer:             "--seek, --challenge, --server-ai a --token-file potřebují --online.",
		OnlineUnlimited:               "bez hodin",
		PlayEngineStarted:             "Hra proti %s; počítač hraje za: %s.",
		BrailleUnsupported:            "Na %s není braillský řádek: Rochade se k řádkům připojuje přes BRLTTY v Linuxu; nastavte BRLAPI_HOST a použijte BRLTTY na jiném počítači. Braillské soubory (--format brf) fungují všude.",
		BoardMissing:                  "%s neexistuje; zadejte sériový port šachovnice (například %s), nebo --board auto",
		BoardIsFolder:                 "%s je složka, ne sériový port; zadejte sériový port šachovnice (například %s), nebo --board auto",
		BoardIsFile:                   "%s je běžný soubor, ne sériový port; zadejte sériový port šachovnice (například %s), nebo --board auto",
		BoardIsOther:                  "%s není sériový port; zadejte sériový port šachovnice (například %s), nebo --board auto",
		BoardWaitingFor:               "Čekám na %s: zatím neexistuje; připojte šachovnici nebo ji zapněte.",
		BoardNoAnswerProto:            "Na %s neodpovídá žádná šachovnice v protokolu %s; zkontrolujte kabel a napájení, nebo zkuste --protocol auto. Rochade to dál zkouší potichu.",
		BoardNoAnswerAny:              "Na %s neodpovídá žádná šachovnice v žádném z protokolů %s; zkontrolujte, že jde o port šachovnice, a její kabel a napájení. Rochade to dál zkouší potichu.",
		EngineCrashed:                 "Počítač se nečekaně zastavil; spouštím ho znovu (pokus %d z %d).",
		EngineHung:                    "Počítač přestal odpovídat; spouštím ho znovu (pokus %d z %d).",
		EngineGarbage:                 "Počítač poslal nepoužitelnou odpověď; spouštím ho znovu (pokus %d z %d).",
		BoardFound:                    "šachovnice %s na %s",
		BoardUnknownProtocol:          "protokol šachovnice %s neexistuje: zadejte jeden z: %s",
		EmulateUnknownProtocol:        "protokol šachovnice %s k emulaci neexistuje: zadejte jeden z: %s",
		BoardNoPorts:                  "žádný sériový port nenalezen: připojte a zapněte šachovnici a zkuste to znovu; nebo zadejte její port: rochade play --board %s",
		BoardNoAnswer:                 "na %s neodpovídá žádná šachovnice: zkontrolujte, že je zapnutá a kabel zapojený; nebo zadejte port a protokol: rochade play --board PORT --protocol dgt",
		EmulateNeedsProtocol:          "zadejte, kterou šachovnici emulovat: --protocol s jedním z %s",
		EmulateBadSpeed:               "--speed %v nelze použít: zadejte číslo větší než 0 a nejvýš 1000, například 0.5 nebo 2",
		EmulateBadWait:                "--wait %v nelze použít: zadejte čas 0 nebo víc, například 30s",
		EmulateBadUnplug:              "--unplug-at a --unplug-for nemohou být záporné",
		EmulateMillenniumTime:         "šachovnice %s nemá hodiny, proto --clock funguje jen s --protocol %s (rochade play měří čas pro šachovnici %s programově)",
		EmulateReady:                  "Virtuální šachovnice %s je připravena s výchozí pozicí; po připojení klienta přijímá příkazy ze standardního vstupu. Ctrl+C ukončí.",
		EmulateNoClient:               "Žádný klient se nepřipojil; pokračuji i tak.",
		EmulateCablePulled:            "Kabel vytažen.",
		EmulateCableBack:              "Kabel opět zapojen.",
		EmulateHandsLate:              "Ruce se opozdily (počítač je vytížený): na %s v půltahu %d o %d ms; šachovnice mohla ukázat jinou partii, než se hrála.",
		EmulatePlugFailed:             "Kabel nelze znovu zapojit: %v",
		EmulateAllPlayed + ".one":     "Zahrán %d tah.",
		EmulateAllPlayed + ".few":     "Zahrány všechny %d tahy.",
		EmulateAllPlayed + ".other":   "Zahráno všech %d tahů.",
		EmulateCannotDo:               "nelze provést %v",
		EmulateUnknownCommand:         "%s: neznámý příkaz; použijte button N, position FEN, move TAH, unplug nebo plug",
		EmulateNoClock:                "%s: tato šachovnice nemá hodiny; spusťte emulátor s --clock",
		VoicesDefaultName:             "výchozí hlas",
		VoicesMissingClips:            "hlas nemá nahrávku pro %s; rochade voices check vyjmenuje každou chybějící nahrávku",
		VoicesUnreadable:              "%s: nelze přečíst: %v",
		VoicesListPack + ".one":       "%s: %s, jazyk %s, %d Hz, %d nahrávka, licence: %s",
		VoicesListPack + ".few":       "%s: %s, jazyk %s, %d Hz, %d nahrávky, licence: %s",
		VoicesListPack + ".other":     "%s: %s, jazyk %s, %d Hz, %d nahrávek, licence: %s",
		VoicesNoLicence:               "neuvedena",
		VoicesTokensHeading:           "Slova slovníku (klíč, psaní, výslovnost, soubor):",
		VoicesNotFolder:               "%s není složka; zadejte složku hlasového balíčku",
		VoicesCannotCompare:           "nelze porovnat nahrávky %s: %v",
		VoicesPackProblems + ".one":   "hlasový balíček %s má %d problém, uvedený výše",
		VoicesPackProblems + ".few":   "hlasový balíček %s má %d problémy, uvedené výše",
		VoicesPackProblems + ".other": "hlasový balíček %s má %d problémů, uvedených výše",
		VoicesSummaryFine + ".one":    "%s je v pořádku: %d nahrávka, celkem %.1f s, hlasitost %.1f až %.1f dBFS (medián %.1f).",
		VoicesSummaryFine + ".few":    "%s je v pořádku: %d nahrávky, celkem %.1f s, hlasitost %.1f až %.1f dBFS (medián %.1f).",
		VoicesSummaryFine + ".other":  "%s je v pořádku: %d nahrávek, celkem %.1f s, hlasitost %.1f až %.1f dBFS (medián %.1f).",
		VoicesSummaryBad + ".one":     "%s má %d problém.",
		VoicesSummaryBad + ".few":     "%s má %d problémy.",
		VoicesSummaryBad + ".other":   "%s má %d problémů.",
		VoicesWarning:                 "Upozornění: %s",
		VoicesBalance:                 "Spektrální vyvážení vůči 250–500 Hz: 500–1000 Hz %.1f dB, 1–2 kHz %.1f dB, 2–4 kHz %.1f dB (přirozená řeč: %.1f, %.1f, %.1f dB).",
		VoicesClosest:                 "Nejbližší %s: %s.",
		VoicesGroupFiles:              "sloupce",
		VoicesGroupRanks:              "řady",
		VoicesGroupPieces:             "kameny",
		VoicesGroupNumbers:            "čísla",
		VoicesGroupPhrases:            "fráze",
		VoicesHasPack:                 "%s už obsahuje hlasový balíček; zvolte jinou složku",
		VoicesHasClip:                 "%s už obsahuje nahrávku %s; --espeak nepřepisuje nahrávky: nahrávky přesuňte, nebo zvolte jinou složku",
		VoicesWrote + ".one":          "Zapsány %s a %s: %d fráze k nahrání, do %s.",
		VoicesWrote + ".few":          "Zapsány %s a %s: %d fráze k nahrání, do %s.",
		VoicesWrote + ".other":        "Zapsány %s a %s: %d frází k nahrání, do %s.",
		VoicesSpeaking + ".one":       "Vyslovuji %d frázi s espeak-ng (hlas %s)...",
		VoicesSpeaking + ".few":       "Vyslovuji %d fráze s espeak-ng (hlas %s)...",
		VoicesSpeaking + ".other":     "Vyslovuji %d frází s espeak-ng (hlas %s)...",
		VoicesBadEq:                   "--eq %s není známý: zadejte speech, nebo none",
		VoicesOriginalsKept:           "Původní nahrávky jsou uloženy v %s.",
		VoicesBadRate:                 "--rate %d nelze použít: zadejte vzorkovací frekvenci %d až %d Hz, například 16000",
		VoicesBadWPM:                  "--wpm %d je mimo možnosti espeak-ng: zadejte %d až %d slov za minutu",
		VoicesWPMNeedsEspeak:          "--wpm určuje rychlost espeak-ng: zadejte ho s --espeak HLAS",
		ProblemManifest:               "%v",
		ProblemNoClip:                 "v manifestu chybí nahrávka (uvádí %q)",
		ProblemNotToken:               "není slovo slovníku",
		ProblemUnreadable:             "nelze přečíst: %v",
		ProblemRate:                   "vzorkovací frekvence je %d Hz, manifest uvádí %d Hz",
		ProblemClips:                  "přebuzení na %d místech: nahrajte tišeji",
		ProblemFlatTops:               "je přebuzená: špičky jsou useknuté na %d místech (nahráno příliš hlasitě, pak vyrovnáno): nahrajte znovu tišeji",
		ProblemSilent:                 "je tichá (%.0f dBFS, %.2f s)",
		ProblemNoise:                  "obsahuje jen rovnoměrný šum, žádnou řeč (úroveň se mění o %.1f dB, řeč o víc než %.0f, a nic není znělé): nahrajte znovu",
		ProblemEdges:                  "má %.2f s ticha před řečí a %.2f s po ní, víc než %.2f s: spusťte rochade voices tidy",
		ProblemLouder:                 "je o %.1f dB hlasitější než medián balíčku (povoleno: %.1f dB): spusťte rochade voices tidy",
		ProblemQuieter:                "je o %.1f dB tišší než medián balíčku (povoleno: %.1f dB): spusťte rochade voices tidy",
		ProblemBandLow:                "pásmo %s je o %.1f dB pod přirozenou řečí (povoleno: %.0f dB); balíček zní zastřeně: souhlásky budou špatně slyšet; nahrávejte blíž u mikrofonu, nebo spusťte rochade voices tidy --eq speech",
		ProblemBandHigh:               "pásmo %s je o %.1f dB nad přirozenou řečí (povoleno: %.0f dB); balíček zní ostře nebo sykavě: spusťte rochade voices tidy --eq speech",
		BrailleGameLeftOut:            "%s: partii %d se nepodařilo přečíst celou, je vynechána.",
		BrailleGameFault:              "partie %d z %s: %v",
		BrailleNoGameRead:             "žádnou partii z %s se nepodařilo přečíst celou",
		SpeechThrough:                 "Mluvím přes %s.",
		SpeechThroughAt:               "Mluvím přes %s na %s.",
		SpeechThroughVoice:            "Mluvím přes %s, hlas %s.",
		SpeechOwnRate:                 "%s mluví vlastním tempem a hlasitostí: --speed a --volume je nemění.",
		SpeechFallback:                "Není čtečka obrazovky ani systémová řeč: %s. Mluvím vestavěným hlasem.",
		SpeechOtherSystem:             "%s není určen pro tento systém",
		SpeechNotRunning:              "%s neběží",
		SpeechNotInstalled:            "%s není nainstalován",
		SpeechNotStarted:              "%s neběží a nepodařilo se ho spustit",
		SpeechNotAllowed:              "%s nedovoluje ovládání přes AppleScript (Nástroj VoiceOver, Obecné: povolit ovládání VoiceOveru pomocí AppleScriptu)",
		SpeechNoNVDAClient:            "ovládací klient NVDA tam není (%s): umístěte tam nvdaControllerClient.dll z controllerClient.zip od NVDA",
		SpeechFailed:                  "%s selhal",
		SpeechToFile:                  "--wav zapisuje řeč hlasového balíčku; --voice %s mluví jen živě",
		SpeechBadSpeed:                "--speed %g je mimo rozsah: zadejte 0.5 až 3",
		SpeechBadVolume:               "--volume %g je mimo rozsah: zadejte 0 až 4",
		SpeechOneVoice:                "--voice-black potřebuje hlasový balíček; --voice %s mluví jedním hlasem",
		RenderNeedsPack:               "render zapisuje soubory WAV hlasovým balíčkem; --voice %s mluví jen živě",
		VoicesTestDone:                "Tah a odpověď byly vysloveny za %.1f s.",
		VoicesTestUnfinished:          "řeč převzala tah a odpověď, ale nedořekla je do %v; zkontrolujte, že mluví (u speech-dispatcher: spd-say ahoj)",
		VoicesTestNeedsVoice:          "voices test potřebuje hlas; s --voice none se nic neřekne",
		HelpIntro:                     "Nápověda: klávesy numerického bloku působí hned; napsaný požadavek končí klávesou Enter.",
		HelpKeysInfo:                  "Klávesy: 5 čas, 0 opakuj, 2, 4 nebo 6 posledních 2, 4 nebo 6 tahů.",
		HelpKeysPieces:                "Klávesy: 7 kameny bílého, 9 kameny černého, 8 celá šachovnice, + tato nápověda.",
		HelpKeysPrefix:                "Klávesy: / pak sloupec a řada — pole (/ 5 4 je e4), * pak sloupec, - pak řada; čárka, tečka nebo Enter ruší.",
		HelpKeysEngine:                "Klávesy proti počítači: 1 rada, 3 vzít zpět poslední dvojici tahů.",
		HelpKeysArrows:                "Při vypnutém NumLock fungují šipky jako 8, 2, 4 a 6, Home jako 7, Page Up jako 9, End jako 1, Page Down jako 3.",
		HelpTypedInfo:                 "Psaním: %s.",
		HelpTypedGame:                 "Psaním, pro partii: %s.",
		HelpTypedEngine:               "Psaním, proti počítači: %s.",
		HelpTypedOnline:               "Psaním, v online partii: %s.",
		HelpAlsoEnglish:               "Anglická a německá slova platí také.",
		ReqEmpty:                      "prázdný požadavek; napište „nápověda“ pro seznam",
		ReqUnknown:                    "neznámý požadavek %s; napište „nápověda“ pro seznam",
		ReqTooMany:                    "po %s patří jedno slovo, ne %d",
		ReqNoArgument:                 "po %s nic nepatří",
		ReqBadLevel:                   "úroveň je %d až %d, ne %s",
		ReqBadLast:                    "počet tahů je %d až %d, ne %s",
		ReqBadSquare:                  "pole %s neexistuje: pole je písmeno od a do h a číslice od 1 do 8, například e4",
		ReqBadFile:                    "sloupec %s neexistuje: sloupec je písmeno od a do h",
		ReqBadRank:                    "řada %s neexistuje: řada je číslice od 1 do 8",
		ReqBadPieces:                  "%s není barva: zadejte bílý nebo černý",
		ReqBadResign:                  "%s není barva: zadejte bílý nebo černý, nebo nic pro vlastní stranu",
		ReqBadResult:                  "%s není výsledek: zadejte 1-0, 0-1 nebo 1/2-1/2",
		ReqBadPromotion:               "%s není figura, ve kterou se pěšec promění: %s",
		KeyWaitSquare:                 "Pole: stiskněte sloupec a řadu, každé 1 až 8 (5 4 je e4); čárka, tečka nebo Enter ruší.",
		KeyWaitFile:                   "Sloupec: stiskněte 1 až 8 (1 je a); čárka, tečka nebo Enter ruší.",
		KeyWaitRank:                   "Řada: stiskněte 1 až 8; čárka, tečka nebo Enter ruší.",
		KeyCancelled:                  "Zrušeno.",
		KeyBad:                        "%s není číslice od 1 do 8: požadavek je zrušen.",
		EngineNotFound:                "engine %s není v PATH ani v /usr/games; nainstalujte ho (apt-get install stockfish), nebo zadejte jeho cestu",
		BrlapiVersion:                 "BRLTTY mluví protokolem %d, Rochade protokolem %d; použijte BRLTTY 6.1 nebo novější",
		BrlapiKeyRefused:              "BRLTTY žádá svůj soubor klíče, ale BRLAPI_AUTH říká none; nastavte BRLAPI_AUTH=keyfile:/etc/brlapi.key",
		BrlapiKeyUnreadable:           "nelze přečíst soubor klíče BrlAPI %s (%v); přidejte uživatele do skupiny brlapi, nebo nastavte BRLAPI_AUTH",
		BrailleMoveTooWide:            "tah %d se nevejde do řádku o %d buňkách: zadejte --width %d nebo víc",
		EmulateBadButton:              "%s: hodiny mají tlačítka 1 až 5",
		EmulateNoFEN:                  "%s: zadejte FEN, nebo start",
		EmulateNoMove:                 "%s: zadejte tah, například move e4",
		EmulateFailed:                 "%s: %s",
		EmulateNotALink:               "%s je soubor, ne odkaz; emulátor nahrazuje jen odkazy: zvolte jinou cestu pro --link",
		EmulateFolderNotALink:         "%s je složka, ne odkaz; emulátor nahrazuje jen odkazy: zvolte jinou cestu pro --link",
		VoicesEqualized:               "Spektrální vyvážení před: %s; po: %s (ekvalizér: %+.1f dB pro 500–1000 Hz, %+.1f dB pro 1–2 kHz, %+.1f dB pro 2 kHz a výš, před vyrovnáním hlasitosti).",
		VoicesNotTidied + ".one":      "%s: %d nahrávka nebyla upravena, viz výše",
		VoicesNotTidied + ".few":      "%s: %d nahrávky nebyly upraveny, viz výše",
		VoicesNotTidied + ".other":    "%s: %d nahrávek nebylo upraveno, viz výše",
		TidyClipped:                   "%s: hlasitost nevyrovnána: nahrávka je přebuzená na %d místech (vzorky na plném rozsahu), což vyrovnání nenapraví; nahrajte znovu tišeji",
		TidyFlatTops:                  "%s: hlasitost nevyrovnána: nahrávka je přebuzená, špičky useknuté na %d místech, což vyrovnání nenapraví; nahrajte znovu tišeji",
		TidySilent:                    "%s: hlasitost nevyrovnána: nahrávka je tichá (%.0f dBFS); zkontrolujte, že je mikrofon zapnutý, a nahrajte znovu",
		TidyNoise:                     "%s: hlasitost nevyrovnána: nahrávka obsahuje jen rovnoměrný šum, žádnou řeč (úroveň se mění o %.1f dB, řeč o víc než %.0f, a nic není znělé); zkontrolujte, že je mikrofon zapnutý, a nahrajte znovu",
		TidyOriginalUnreadable:        "%s vznikl z %s, který nelze přečíst (%s); nahrajte ho znovu",
		TidyNameTaken:                 "%s: nelze uložit jako %s, ten používá %s",
		TidyNoSpeech:                  "%s: žádná řeč nenalezena",
		TidyNotKept:                   "%s: původní nahrávku se nepodařilo uložit do %s (%s), proto nebyla upravena",
		TidyFailed:                    "%s: %s",
		TidyRecordUnreadable:          "%s nelze přečíst (%v); nic nebylo upraveno",
		TidyRecordBad:                 "%s: %v; nic nebylo upraveno: soubor přesuňte a upravte znovu, pak se každý soubor nahrávky v nynější podobě bere jako původní nahrávka",
		VoicesPhrasesFor:              "Fráze k nahrání pro hlasový balíček %s (%s).",
		VoicesPhrasesRecord:           "Nahrajte každou frázi do souboru uvedeného před ní: WAV, FLAC nebo Ogg Vorbis, mono, pokud možno %d Hz.",
		VoicesPhrasesSpeak:            "Mluvte zřetelně a vyrovnaně; nechte chvíli ticha před a po.",
		VoicesPhrasesThen:             "Pak spusťte: rochade voices tidy %s a rochade voices check %s",
		VoicesNoEspeak:                "espeak-ng není nainstalován; nainstalujte ho (Debian: apt install espeak-ng) a zkuste to znovu",
		VoicesNoEspeakVoice:           "espeak-ng nemá hlas %s; espeak-ng --voices je vypíše",
		VoicesPackMissing:             "složka hlasového balíčku %s neexistuje; zadejte složku s %s, nebo \"default\"",
		VoicesPackNotFolder:           "%s není složka; hlasový balíček je složka s %s",
		VoicesClipFormat:              "%s: není soubor WAV, FLAC ani Ogg Vorbis; převeďte ho, například: sox %s VYSTUP.wav",
		VoicesConvertAudio:            "%v; převeďte soubor, například: sox VSTUP -b 16 VYSTUP.wav",
		WAVTooLong:                    "řeč by trvala %.1f h, %.1f GB jako soubor WAV, a soubor WAV pojme nejvýš 4 GiB (%.1f h při %d Hz); zapisujte po částech, například soubor na partii s rochade render",
		PortPermission:                "nelze otevřít %s: přístup odepřen; %s",
		PortBusy:                      "nelze otevřít %s: používá ho jiný program; zavřete ho a zkuste to znovu",
		PortNotFound:                  "nelze otevřít %s: takový port neexistuje; %s",
		PortOpenFailed:                "nelze otevřít %s: %v",
		PortNone:                      "žádný sériový port nenalezen; %s",
		PortPermissionLinux:           "přidejte se do skupiny dialout a znovu se přihlaste",
		PortPermissionMac:             "zkontrolujte oprávnění souboru zařízení",
		PortPermissionWindows:         "zkontrolujte, že váš účet smí port používat",
		PortsHint:                     "připojte šachovnici, nebo zadejte její port pro play přes --board, například --board %s",
		PortsHintWindows:              "připojte šachovnici a nainstalujte její ovladač USB-serial, nebo zadejte její port pro play přes --board, například --board %s",
		BoardVersion:                  "verze %s",
		BoardSerial:                   "sériové číslo %s",
		BoardOnPort:                   "na %s",
		BoardDemo:                     "virtuální šachovnice ukázky",
		ClockBadHMS:                   "čas hodin se píše jako 1:29:45",
		SoundNoDevice:                 "Nepodařilo se otevřít žádné zvukové zařízení; zkontrolujte nastavení zvuku, nebo zapište řeč do souboru s --wav SOUBOR.",
		SoundFallbackWAV:              "Žádné zvukové zařízení: řeč se zapisuje do %s.",
		SpeechBadTiming:               "--%s %v je mimo rozsah: zadejte 0 až %v",
		TCCannotRead:                  "nelze přečíst tempo hry %s: %s",
		TCPeriod:                      "období %d: %s",
		TCEmpty:                       "je prázdné; zadejte například 300+3, 5m+3s nebo 40/90m+30s:30m+30s",
		TCUnknown:                     "je neznámé; zadejte například 300+3",
		TCSandglass:                   "tempo přesýpacích hodin (*) není podporováno",
		TCTooManyPeriods:              "víc než %d období",
		TCPeriodEmpty:                 "období je prázdné",
		TCBadMoves:                    "%s není počet tahů (1 až %d) před /",
		TCZeroTime:                    "čas období musí být větší než nula",
		TCRestNotLast:                 "toto období platí do konce partie, ale následují další",
		TCTimeMissing:                 "chybí čas; pište sekundy (300) nebo jednotky (5m)",
		TCTooLong:                     "%s je delší než %d hodin",
		TCNotATime:                    "%s není čas; pište sekundy (300) nebo jednotky (1h30m, 5m, 30s)",
		TCNoUnit:                      "%s končí číslem bez jednotky; použijte h, m nebo s",
		TCUnitOrder:                   "%s má jednotky ve špatném pořadí; pište hodiny, minuty, sekundy (1h30m)",
		TCBadUnit:                     "%s v %s není jednotka; použijte h, m nebo s",
		PlayBoardsDifferAt:            "Šachovnice se liší v tahu %d (%s): šachovnice 1 %s, šachovnice 2 %s.",
		EngineReasonIllegal:           "jeho tah není v této pozici přípustný",
		EngineReasonCrashed:           "nečekaně se zastavil",
		EngineReasonHung:              "přestal odpovídat",
		EngineReasonGarbage:           "jeho odpověď je nepoužitelná",
		EngineGaveUp:                  "selhal příliš mnohokrát za sebou (počet: %d) a už se nepoužívá",
		EngineReasonBusy:              "má ve frontě příliš mnoho otázek",
		SignNoEquals:                  "--sign %s potřebuje tvar název=buňky, například check=346",
		SignBadPawnFrom:               "--sign %s: pawn-from je auto, always nebo never",
		SignUnknown:                   "znak %s neexistuje; znaky jsou %s",
		SignBadCells:                  "--sign %s: buňky nelze přečíst (%s); zadejte čísla bodů jako 346, buňky oddělené / nebo braillské znaky",
		SignEightDot:                  "--sign %s používá bod 7 nebo 8; šachový kód je šestibodový",
		SignBlank:                     "--sign %s obsahuje prázdnou buňku, a tah je jedno slovo",
		CellsNotPattern:               "znak %d není braillský vzor",
		CellsNotDots:                  "%s není seznam čísel bodů 1 až 8",
		CellsDotTwice:                 "bod %s je v %s dvakrát",
		BLENeedsCgo:                   "Bluetooth LE není v tomto sestavení pro %s k dispozici: je potřeba sestavení s cgo na tomto systému (viz README).",
		TransportUnavailable:          "%s není v systému %s k dispozici; připojte šachovnici přes její sériový port.",
		BoardNeedsProtocol:            "Zadejte protokol šachovnice na adrese %s pomocí --protocol.",
		BoardBadMAC:                   "%s není adresa Bluetooth: zadejte šest dvojic šestnáctkových číslic, např. rfcomm:00:11:22:33:44:55.",
		BoardBadChannel:               "%s: kanál RFCOMM je číslo od 1 do 30.",
		BoardEmptyAddress:             "%s neoznačuje žádnou šachovnici: za dvojtečku zadejte cestu, název nebo adresu.",
		BoardLinkFailed:               "Se šachovnicí na adrese %s není spojení: %v.",
		BluetoothAdapter:              "Adaptér Bluetooth nelze použít: %v. V Linuxu musí běžet bluetoothd a musíte mít oprávnění ho používat (skupina bluetooth).",
		ScanLooking:                   "Hledám šachovnice Bluetooth po dobu %d s; Ctrl+C hledání ukončí.",
		ScanFound:                     "%s, %s, %s, %d dBm",
		ScanNoName:                    "bez názvu",
		ScanNotABoard:                 "neznámé zařízení",
		ScanNoSignal:                  "%s, %s, %s",
		ScanNone:                      "Za %d s se neozvalo žádné zařízení Bluetooth.",
		ScanBadWait:                   "--wait přijímá čas od 1s do 10m, ne %v.",
		PlayPromotionAsked:            "Proměna na %s: šachovnice figuru nevidí; napište %s. Záznam partie na ni čeká.",
		// Following the board when it could not be followed move by move.
		PlayPromotionKnown:      "Proměna na %s: %s; partie je zapsána.",
		PlayMovesCaughtUp:       "Byly provedeny tahy, které Rochade nestihl sledovat; nyní se oznamují.",
		PlayOrderUnknown:        "Šachovnice ukazuje pozici, do které provedené tahy vedou v různém pořadí; vraťte poslední tah.",
		PlayBoardAmbiguous:      "Rozestavení na šachovnici vysvětluje více než jedna posloupnost tahů; nejistá pole: %s. Vraťte pozici do původního stavu a opakujte tahy po jednom.",
		PlayBattery:             "Baterie šachovnice: %d %%.",
		PlayBatteryCharging:     "Baterie šachovnice: %d %%, nabíjí se.",
		PlayBatteryVolts:        "Baterie šachovnice: %.2f V.",
		PlayNoBattery:           "Tato šachovnice nehlásí stav baterie.",
		PlayBatteryNoBoard:      "Není připojena žádná šachovnice, které by se šlo zeptat na baterii.",
		PlayBadPromotionWait:    "--promotion-wait přijímá čas od 1s do 10m, ne %v.",
		PlayBadHandRest:         "--hand-rest přijímá čas od 100ms do 3s, ne %v.",
		EmulateNotASocket:       "%s není soket: emulátor nahrazuje jen vlastní sokety; zadejte jinou cestu v --link.",
		UnexpectedError:         "neočekávaná chyba (%s)",
		SysError:                "systémová chyba %s",
		SysNotFound:             "nenalezeno",
		SysNoPermission:         "chybí oprávnění",
		SysBusy:                 "používá je jiný program",
		SysGone:                 "zařízení bylo odpojeno",
		SysIO:                   "zařízení nemohlo číst ani zapisovat",
		SysTimedOut:             "odpověď nepřišla včas",
		SysNoSpace:              "na disku není místo",
		SysReadOnly:             "disk je jen pro čtení",
		SysIsFolder:             "je to složka",
		SysNotFolder:            "část cesty není složka",
		SysExists:               "už existuje",
		SysRefused:              "spojení bylo odmítnuto",
		SysClosed:               "spojení je uzavřené",
		SysUnreachable:          "zařízení je nedosažitelné",
		SysCancelled:            "zrušeno",
		SysEnded:                "data skončila předčasně",
		SysExitStatus:           "program skončil se stavem %d",
		SysNotJSON:              "neplatný JSON (bajt %d)",
		SysNotNumber:            "%s není číslo",
		BoardNoReply:            "šachovnice neodpovídá",
		BoardNotConnected:       "není připojena žádná šachovnice",
		NotABoard:               "není to šachovnice",
		BoardBadAddress:         "není to adresa šachovnice",
		TransportNotAvailable:   "tento způsob připojení šachovnice není k dispozici",
		ClockNotRunning:         "hodiny nejdou",
		ClockNotTurn:            "jdou hodiny druhé strany",
		ClockFlagFallen:         "praporek spadl",
		NoBRLTTY:                "v tomto systému není BRLTTY",
		AudioUnsupported:        "zvuk je v podobě, kterou Rochade nečte",
		SpeechNotToFile:         "řeč odečítače obrazovky nelze zapsat do souboru",
		SpeechWhere:             "%s (%s)",
		Labelled:                "%s: %s",
		List:                    "%s",
		BoardBadData:            "šachovnice poslala data, která nelze přečíst (bajt %d)",
		HeldErrors:              "%s (a ještě %d)",
		EmulatorNoSocketPath:    "šachovnice Bluetooth LE potřebuje cestu ke svému soketu",
		EmulatorNoClock:         "virtuální šachovnice nemá hodiny",
		EmulatorUnsupported:     "virtuální šachovnice potřebuje Linux nebo macOS",
		EmulatorUnknownProtocol: "virtuální šachovnice takový protokol nezná",
		EmulatorClosed:          "virtuální šachovnice je zavřená",
		EmulatorUnknownCommand:  "neznámý příkaz",
		PtyUnsupported:          "pseudoterminály jsou jen v Linuxu a macOS",
		SpeechdBadAddress:       "SPEECHD_ADDRESS %s není unix_socket:CESTA ani inet_socket:HOST:PORT",
		SpeechdRefused:          "speech-dispatcher odmítl %s (%d)",
		SpeechdClosed:           "spojení se speech-dispatcher je uzavřené",
		SpeechdGarbled:          "speech-dispatcher poslal něco nečekaného (řádek %d)",
		BRLTTYGarbled:           "BRLTTY poslal data, která nelze přečíst (bajt %d)",
		BRLTTYTaken:             "braillský řádek drží jiný program",
		BRLTTYBusy:              "braillský řádek je obsazený",
		BRLTTYAuthFailed:        "BRLTTY nepřijal klíč",
		BRLTTYError:             "BRLTTY odpověděl chybou %d",
		BRLTTYNoAnswer:          "BRLTTY neodpovídá",
		BRLTTYNotAt:             "BRLTTY neodpovídá na adrese %s",
		BRLTTYNoCells:           "BRLTTY ještě nemá spuštěný ovladač braillského řádku",
		BRLTTYClosed:            "BRLTTY ukončil spojení",
		BRLTTYOutOfTurn:         "BRLTTY odpověděl na něco, na co se program neptal",
		BrlapiKeyEmpty:          "soubor s klíčem BrlAPI %s je prázdný",
		BrlapiKeyTooLarge:       "soubor s klíčem BrlAPI %s je na klíč příliš velký",
		BrlapiNoAuthMethod:      "BRLTTY žádá způsob ověření, který tento program nezná (zná soubor s klíčem nebo žádné ověření)",
		VoicePackUnusable:       "hlasový balíček %s nelze použít; rochade voices check vypíše, co je v něm špatně",
		BrlapiBadHost:           "%s není adresa BrlAPI (BRLAPI_HOST: :N, HOST:N, HOST nebo cesta k soketu)",
		NotRegular:              "není to obyčejný soubor",
		BoardUnusable:           "šachovnici nelze použít",
		EngineClosed:            "program je ukončený",
		EngineNoLegalMove:       "strana na tahu nemá žádný platný tah",
		EngineOption:            "volba programu %s: %s",
		OptionUnknown:           "program %s takovou volbu nemá",
		OptionNoElo:             "program %s takovou volbu nemá, a tak nemůže hrát se zadaným Elo",
		OptionNoLevel:           "program %s takovou volbu s rozsahem nemá, a tak nemůže hrát na úrovni",
		OptionLineBreak:         "hodnota nesmí obsahovat konec řádku",
		OptionNotNumber:         "není to celé číslo",
		OptionOutOfRange:        "mimo rozsah programu od %d do %d",
		OptionNotBool:           "true nebo false",
		OptionNotOneOf:          "žádná z hodnot %s",
		OptionButton:            "tlačítko nebere žádnou hodnotu",
		UnknownCommand:          "příkaz %s neexistuje: %s --help vypíše příkazy",
		WrongArgs:               "%s takové argumenty nebere: %s --help řekne jaké",
		PGNAt:                   "partie %d, řádek %d, bajt %d: %s",
		PGNAtMove:               "partie %d, tah %d (%s), řádek %d, bajt %d: %s",
		MoveUnreadable:          "nelze přečíst %s: %s",
		MoveNotUTF8:             "není to platný text UTF-8",
		MoveTooLong:             "na tah je to příliš dlouhé",
		MoveEmpty:               "není v tom žádný tah",
		MoveNoCastleShort:       "%s tu nemůže provést krátkou rošádu",
		MoveNoCastleLong:        "%s tu nemůže provést dlouhou rošádu",
		MoveNotPieceLetter:      "%s není písmeno figury; jazyk: %s",
		MoveTooManyCoords:       "příliš mnoho souřadnic",
		MoveOffBoard:            "pole mimo šachovnici: sloupce od a do h, řady od 1 do 8",
		MoveBadPromotion:        "%s za poli není figura, ve kterou se pěšec promění; jazyk: %s",
		MoveLeftOver:            "%s zbývá po tahu",
		MoveSquareOrder:         "pole nejsou v obvyklém pořadí",
		MoveNoTarget:            "není uvedeno cílové pole",
		MoveOnlyPawnPromotes:    "v jinou figuru se může proměnit jen pěšec",
		MoveNoCastleRook:        "%s tu nemůže provést rošádu touto věží",
		MoveIllegal:             "%s takto nemůže táhnout",
		MoveNeedsPromotion:      "zde se pěšec proměňuje: zadejte figuru, kterou se stane: %s",
		MoveAmbiguous:           "tah je nejednoznačný: %s",
		Alternatives:            "%s nebo %s",
		PGNOpenComment:          "zde otevřený komentář není uzavřen: doplňte '}'",
		PGNOpenVariation:        "zde otevřená varianta není uzavřena: doplňte ')'",
		PGNStrayParen:           "')' neuzavírá žádnou variantu",
		PGNBadNAG:               "za '$' není číslo",
		PGNStrayClose:           "'%s' nic neuzavírá",
		PGNTagNoName:            "značka nemá jméno",
		PGNTagNoValue:           "značka %s nemá hodnotu ve dvojitých uvozovkách",
		PGNTagValueOpen:         "hodnota značky %s není na svém řádku uzavřena: doplňte '\"'",
		PGNTagOpen:              "značka %s není uzavřena: doplňte ']' za hodnotu",
		PGNVariant:              "varianta šachu %s se nečte: Rochade čte běžný šach a Chess960",
		PGNNullInCheck:          "prázdný tah %s není dovolen, dokud %s dostává šach",
		PGNTooLong:              "partie je delší než %d MiB: čtení se tu zastavilo a pokračuje od dalšího řádku značek",
		FENUnreadable:           "FEN %s: %s",
		FENFields:               "potřebuje 4 až 6 polí (rozestavení, strana, rošády, braní mimochodem, počitadla)",
		FENRanks:                "rozestavení potřebuje 8 řad oddělených /",
		FENRankLong:             "řada %d má víc než 8 polí",
		FENPieceLetter:          "%s není písmeno figury",
		FENRankShort:            "řada %d má %d polí, ne 8",
		FENSide:                 "strana na tahu je w nebo b",
		FENCastling:             "práva na rošádu %s: %s",
		FENEnPassant:            "pole braní mimochodem %s musí být na řadě 3 nebo 6",
		FENHalfmove:             "počitadlo půltahů %s není číslo",
		FENFullmove:             "číslo tahu %s není číslo",
		FENKings:                "%s: králů %d, ne 1",
		FENPawnRank:             "pěšec stojí na první nebo poslední řadě",
		FENNotToMoveInCheck:     "strana, která není na tahu, dostává šach",
		FENCastlingLetter:       "%s není K, Q, k, q, sloupec věže (A-H, a-h) ani -",
		BadSquare:               "%s není pole (a1 až h8)",
		Unencodable:             "%s nelze zapsat v kódování %s",
		TransportClosed:         "šachovnice uzavřela spojení",
		TransportGone:           "šachovnice už tu není: odpojená, vypnutá nebo mimo dosah",
		TransportBusy:           "port šachovnice používá jiný program",
		TransportNoPermission:   "chybí oprávnění k portu šachovnice",
		TransportNotFound:       "port šachovnice tu není",
		TransportTimedOut:       "šachovnice neodpověděla včas",
		TransportFailed:         "spojení selhalo: %s",
		BoardNoProtocol:         "protokol šachovnice není zadán",
		ProtocolBad:             "popis protokolu šachovnice je neúplný",
		// The outputs of a running game.
		PlayLinesDropped + ".one":   "%d řádek nebyl vypsán: výstup nikdo nečetl.",
		PlayLinesDropped + ".few":   "%d řádky nebyly vypsány: výstup nikdo nečetl.",
		PlayLinesDropped + ".other": "%d řádků nebylo vypsáno: výstup nikdo nečetl.",
		PlaySoundWaiting:            "Nepodařilo se otevřít žádné zvukové zařízení: partie pokračuje bez řeči. Připojte sluchátka, reproduktory nebo zvukovou kartu USB, nebo vyberte zařízení v nastavení zvuku; řeč začne, jakmile bude k dispozici.",
		PlaySoundBack:               "Zvukové zařízení nalezeno: řeč je opět slyšet.",

		// The settings file, rochade config and appliance install, the names of the settings, the keypad.
		ConfigBadValue:            "%s, řádek %d: hodnota %s = %s nebyla přijata: %s",
		ConfigBadSet:              "hodnota %s = %s nebyla přijata: %s",
		ConfigWantText:            "očekává se text v uvozovkách",
		ConfigWantSwitch:          "očekává se true nebo false",
		ConfigWantWhole:           "očekává se celé číslo bez uvozovek",
		ConfigWantNumber:          "očekává se číslo bez uvozovek, například 1.5",
		ConfigWantDuration:        "očekává se čas v uvozovkách, například \"15s\" nebo \"1m30s\"",
		ConfigWantList:            "očekává se text v uvozovkách nebo několik textů v hranatých závorkách: [\"a\", \"b\"]",
		ConfigOneOf:               "zadejte jednu z hodnot: %s",
		ConfigOneValue:            "očekává se jedna hodnota",
		ConfigNotUTF8:             "soubor nastavení obsahuje jen text UTF-8",
		ConfigRange:               "očekává se hodnota od %s do %s",
		ConfigExample:             "pište takto: %s",
		ConfigSyntax:              "%s, řádek %d: %s: %s",
		ConfigSyntaxUnquoted:      "hodnota je číslo, true, false nebo text v uvozovkách",
		ConfigSyntaxUnclosed:      "uvozovka, závorka nebo název tabulky není uzavřen",
		ConfigSyntaxLine:          "každý řádek obsahuje jedno nastavení: název = hodnota",
		ConfigSyntaxNumber:        "toto není číslo",
		ConfigSyntaxEncoding:      "soubor musí být text UTF-8 bez řídicích znaků",
		ConfigSyntaxOther:         "toto není TOML",
		ConfigTwice:               "%s, řádek %d: %s je nastaveno podruhé (poprvé na řádku %d)",
		ConfigUnknownKey:          "%s, řádek %d: %s není nastavení programu Rochade; zůstává v souboru a nepoužívá se (rochade config show --all vypíše nastavení)",
		ConfigNoSetting:           "%s není nastavení: rochade config show --all vypíše nastavení",
		ConfigSaved:               "Uloženo do %s: %s = %s",
		ConfigFile:                "Soubor nastavení: %s",
		ConfigNoFile:              "Soubor nastavení: %s (zatím nevytvořen: každé nastavení má výchozí hodnotu)",
		ConfigDefaults + ".one":   "Ještě %d nastavení má výchozí hodnotu: rochade config show --all vypíše všechna",
		ConfigDefaults + ".few":   "Ještě %d nastavení mají výchozí hodnotu: rochade config show --all vypíše všechna",
		ConfigDefaults + ".other": "Ještě %d nastavení má výchozí hodnotu: rochade config show --all vypíše všechna",
		ConfigDefault:             "výchozí",
		ConfigTooLarge:            "%s je větší než megabajt: to není soubor nastavení",
		ConfigNotChanged:          "%s nebyl změněn: nejprve opravte uvedený řádek",
		SettingBoard:              "Šachovnice",
		SettingProtocol:           "Protokol šachovnice",
		SettingSide:               "Vaše barva",
		SettingOpponent:           "Soupeř",
		SettingLevel:              "Úroveň počítače",
		SettingClock:              "Tempo hry",
		SettingLanguage:           "Jazyk",
		SettingVoice:              "Hlas",
		SettingSpeed:              "Rychlost řeči",
		SettingVolume:             "Hlasitost",
		SettingVoiceBlack:         "Hlas černého",
		SettingTouch:              "Hlásit dotčené kameny",
		SettingBraille:            "Braillský řádek",
		ChoiceAuto:                "najít sám",
		ChoicePerson:              "člověk",
		ChoiceComputer:            "počítač",
		ChoiceFullStrength:        "plná síla",
		ChoiceNoClock:             "bez hodin",
		ChoiceBoardClock:          "hodiny u šachovnice",
		ChoiceVoiceBuiltIn:        "vestavěný hlas",
		ChoiceVoiceSystem:         "řeč systému",
		ChoiceVoiceNone:           "bez zvuku",
		ChoiceSameVoice:           "stejný jako bílého",
		ChoiceOn:                  "zapnuto",
		ChoiceOff:                 "vypnuto",
		ServiceUserCreated:        "Vytvořen uživatel %s pro službu, ve skupinách %s.",
		ServiceUserExists:         "Uživatel %s už existuje; je ve skupinách %s.",
		ServiceConfigMade:         "Vytvořen soubor nastavení %s.",
		ServiceConfigKept:         "Soubor nastavení %s zůstává beze změny.",
		ServiceUnitWritten:        "Zapsán unit služby %s.",
		ServiceRuleWritten:        "Služba smí z nabídky vypnout a restartovat počítač, po potvrzení: %s.",
		ServiceEnabled:            "Služba %s se spouští při každém startu systému.",
		ServiceStarted:            "Služba %s je spuštěna: ohlásí, až bude připravena; journalctl -u %s ukazuje její řádky.",
		ServiceStopped:            "Služba %s je zastavena a při startu systému se už nespouští.",
		ServiceRemoved:            "Odstraněn %s.",
		ServiceUserRemoved:        "Uživatel %s odstraněn; partie zůstávají v %s a nastavení v %s.",
		ServiceNotInstalled:       "Služba %s není nainstalována: není co vracet.",
		ServiceNoSystemd:          "Tento systém nepoužívá systemd: spouštějte rochade appliance vlastními prostředky systému při startu.",
		ServiceNotRoot:            "rochade appliance %s mění systém: spusťte jako root, přes sudo.",
		ServiceNotExecutable:      "Uživatel služby nemůže spustit %s: nejprve nainstalujte program příkazem sudo install -m 755 %s /usr/local/bin/rochade a spouštějte ten.",
		ServiceCommandFailed:      "%s selhalo: %s",
		ServiceNoGroups:           "žádné",
		ServiceNoUser:             "useradd nevytvořil uživatele",
		KeypadFound:               "Numerická klávesnice připravena: %s.",
		KeypadGone:                "Numerická klávesnice odpojena: %s.",
		KeypadOpenFailed:          "Numerickou klávesnici %s nelze otevřít: %s. Uživatel potřebuje skupinu input.",
		KeypadNotKeypad:           "%s není numerická klávesnice: nemá numerické klávesy.",
		KeypadNoKeys:              "nemá numerické klávesy",
		KeypadUnsupported:         "Numerické klávesnice se čtou jako vstupní zařízení v Linuxu, ne v %s: použijte klávesy terminálu.",
		KeypadCutRecord:           "Vstup numerické klávesnice skončil po %d bajtech záznamu o délce %d bajtů.",
		MenuGame:                  "Výsledek a vrácení tahu",
		MenuSpeech:                "Hlas a řeč",
		MenuBoard:                 "Připojení šachovnice",
		ApplianceReady:            "Vše připraveno: Rochade běží.",
		ApplianceNoBoard:          "Šachovnice zatím není: Rochade ji dál hledá.",
		ApplianceBoardFound:       "Šachovnice nalezena: %s.",
		ApplianceBoardNFound:      "Šachovnice %d nalezena: %s.",
		ApplianceResumed:          "Poslední partie není dohraná: bude pokračovat od tahu %d, až šachovnice ukáže její pozici. Pro novou partii postavte výchozí pozici.",
		ApplianceBadValue:         "Nastavení %s má nepřípustnou hodnotu %s: platí výchozí hodnota.",
		ApplianceBadFile:          "Soubor nastavení nelze číst od řádku %d: tato nastavení mají výchozí hodnoty.",
		ApplianceNoFile:           "Soubor nastavení nelze číst: všechna nastavení mají výchozí hodnoty.",
		ApplianceClash:            "Nastavení partie k sobě nepasují: mají výchozí hodnoty.",
		ApplianceKeypad:           "Numerická klávesnice připravena.",
		MenuOpened:                "Nabídka. %s",
		MenuValue:                 "%s: %s.",
		MenuSubmenu:               "%s, podnabídka.",
		MenuChosen:                "%s, vybráno.",
		MenuSaved:                 "%s: %s. Uloženo.",
		MenuSavedNext:             "%s: %s. Uloženo; platí od příští partie.",
		MenuNotSaved:              "%s: %s se neuložilo.",
		MenuConfirm:               "%s: pro potvrzení stiskněte Enter ještě jednou.",
		MenuEmpty:                 "Tady nic není.",
		MenuClosed:                "Nabídka zavřena.",
		MenuGames:                 "Partie",
		MenuSystem:                "Systém",
		MenuSavedGames:            "Uložené partie",
		MenuLastGame:              "Tahy poslední partie",
		MenuLastMoves:             "Poslední partie: %s",
		MenuNoGame:                "Zatím není uložena žádná partie.",
		MenuCopy:                  "Zkopírovat partie na flash disk",
		MenuCopying:               "Partie se kopírují na flash disk.",
		MenuCopied + ".one":       "%d partie zkopírována na flash disk: teď ho můžete vytáhnout.",
		MenuCopied + ".few":       "%d partie zkopírovány na flash disk: teď ho můžete vytáhnout.",
		MenuCopied + ".other":     "%d partií zkopírováno na flash disk: teď ho můžete vytáhnout.",
		MenuNoStick:               "Flash disk nenalezen: zasuňte ho a vyberte tuto položku znovu.",
		MenuCopyFailed:            "Partie se nepodařilo zkopírovat na flash disk.",
		MenuScan:                  "Najít šachovnice Bluetooth",
		MenuScanning:              "Hledají se šachovnice Bluetooth.",
		MenuAddress:               "Síťová adresa",
		MenuNoNetwork:             "bez sítě",
		MenuPairing:               "Párovací kód pro telefon",
		MenuVersion:               "Verze",
		MenuRestart:               "Restartovat počítač",
		MenuShutDown:              "Vypnout počítač",
		MenuRestarting:            "Restartuje se.",
		MenuShuttingDown:          "Vypíná se.",
		MenuPowerFailed:           "Odsud nelze počítač restartovat ani vypnout.",
		SayPoint:                  "tečka",
		SayPlus:                   "plus",
		SayMinus:                  "mínus",
		SaySlash:                  "lomítko",
		SayColon:                  "dvojtečka",
		SayComma:                  "čárka",
		SayOther:                  "znak",
		// The live page.
		WebGame:                 "Partie",
		WebSettings:             "Nastavení",
		WebPair:                 "Spárovat tento telefon",
		WebPages:                "Stránky",
		WebNow:                  "Poslední zpráva",
		WebSaid:                 "Vše řečené",
		WebMoves:                "Tahy",
		WebNoMove:               "Zatím žádný tah.",
		WebAsk:                  "Dotazy",
		WebChange:               "Změnit partii",
		WebNotPaired:            "Partii a nastavení může měnit jen spárovaný telefon.",
		WebPairedHere:           "Tento telefon je spárovaný.",
		WebBoards:               "Šachovnice",
		WebBoardN:               "Šachovnice %d",
		WebBoardAway:            "nepřipojena",
		WebDiffers:              "rozdíl",
		WebOffline:              "Žádné spojení s Rochade: zkouším znovu.",
		WebOnline:               "Spojení s Rochade je zpět.",
		WebMissed + ".one":      "Zmeškán %d řádek.",
		WebMissed + ".few":      "Zmeškány %d řádky. Nejnovější:",
		WebMissed + ".other":    "Zmeškáno %d řádků. Nejnovější:",
		WebCode:                 "Párovací kód",
		WebCodeHelp:             "Požádejte Rochade v jeho nabídce o párovací kód, pak zadejte šest číslic, které řekne.",
		WebPairButton:           "Spárovat",
		WebWrongCode + ".one":   "Chybný kód. Ještě %d chybný kód zablokuje párování na minutu.",
		WebWrongCode + ".few":   "Chybný kód. Ještě %d chybné kódy zablokují párování na minutu.",
		WebWrongCode + ".other": "Chybný kód. Ještě %d chybných kódů zablokuje párování na minutu.",
		WebLocked:               "Párování je po pěti chybných kódech zablokováno. Zkuste to znovu za %d s.",
		WebNoCode:               "Žádný párovací kód není otevřený: požádejte Rochade o kód a zadejte ho sem.",
		WebSave:                 "Uložit",
		WebSaved:                "Nastavení uloženo.",
		WebNotSaved:             "%s neuloženo: %v",
		WebStale:                "Tato stránka je zastaralá: načtěte ji znovu.",
		WebBadRequest:           "Tento požadavek nelze přečíst.",
		WebTooLarge:             "Tento požadavek je příliš dlouhý.",
		WebNotFound:             "Stránka %s tu není.",
		WebMethod:               "Tato stránka nepřijímá požadavek tohoto druhu.",
		WebBusy:                 "Rochade teď nemůže požadavek přijmout: zkuste to za chvíli.",
		WebTooMany:              "Příliš mnoho požadavků z nespárovaných telefonů: chvíli počkejte.",
		WebMisdirected:          "Pod tímto jménem stránka není: otevřete adresu, kterou Rochade říká.",
		WebHeaderTooLarge:       "Hlavička tohoto požadavku je příliš dlouhá.",
		WebBack:                 "Zpět k partii",
		WebServing:              "Živá stránka pro telefony: %s",
		WebCodeAsk:              "Pro párovací kód napište %s nebo stiskněte desetinnou čárku na numerické klávesnici: Rochade řekne a vypíše šest číslic.",
		WebNoServe:              "Živou stránku nelze nabídnout na adrese %s: %v",
		WebPhonesLost:           "Spárované telefony nelze přečíst z %s (%v): žádný telefon není spárovaný, dokud se některý znovu nespáruje.",
		WebPhoneKept:            "Párování nelze uložit do %s (%v): telefon je spárovaný, dokud Rochade běží.",
		WebLine:                 "řádek %d: %v",
		WebGuessing:             "Někdo jiný v síti zadává chybné párovací kódy.",
		WebCodeClosed:           "Párovací kód byl po %d chybných kódech uzavřen. Požádejte o nový.",
		WebNotATime:             "to není čas posledního použití v sekundách",
		WebUnpair:               "Zrušit spárování tohoto telefonu",
		WebUnpaired:             "Tento telefon už není spárovaný.",
		WebForget:               "Zrušit spárování všech telefonů",
		WebForgotten:            "Teď není spárovaný žádný telefon.",
		WebBoardOnly:            "nastavuje se jen u šachovnice, ne z telefonu",
		WebAskButton:            "Zeptat se",
		WebBadValue:             "hodnota se zalomením řádku, znakem NUL nebo delší než %d znaků se odmítá",
		WebNotAHash:             "to není haš SHA-256 v šestnáctkovém zápisu",
		WebFileLarge:            "soubor je na seznam telefonů příliš velký",
		WebSettingsPlay:         "Každá změna se hned uloží do %s. play ji použije při příštím spuštění; volba zadaná na jeho příkazovém řádku má přednost.",
		WebCodeHelpPlay:         "Pro kód napište %s tam, kde play přijímá požadavky, nebo stiskněte desetinnou čárku na numerické klávesnici: Rochade řekne a vypíše šest číslic. Zadejte je sem.",
		WebSettingsAppliance:    "Každá změna se hned uloží do %s a hned platí; strana, soupeř a tempo změněné během partie platí od příští partie.",
		WebOccupied:             "obsazeno",
		WebNoPage:               "Živá stránka neběží: play ji spustí s --web, např. --web :8080.",
		// The record survives: one writer, a record that only grows, the rescue file.
		GrowIO:                      "%v",
		GrowReadOnly:                "je jen pro čtení",
		GrowLocked:                  "do %s zapisuje proces %d (%s); zápis partie přijímá jen jednu partii najednou: zadejte jiný soubor --record, nebo nejdřív ukončete ten proces",
		GrowLockedPID:               "do %s zapisuje proces %d; zápis partie přijímá jen jednu partii najednou: zadejte jiný soubor --record, nebo nejdřív ukončete ten proces",
		GrowLockedHost:              "do %s zapisuje proces %d na %s (%s); zadejte jiný soubor --record, nebo odstraňte %s, pokud ten proces skončil",
		GrowLockedFile:              "do %s zapisuje jiný proces, jak uvádí %s; zadejte jiný soubor --record, nebo ten soubor odstraňte, pokud proces skončil",
		GrowLockedUnknown:           "do %s zapisuje jiný proces; zápis partie přijímá jen jednu partii najednou: zadejte jiný soubor --record",
		GrowStaleLock:               "%s zůstal zamčený procesem %d (%s), který už skončil; Rochade ho přebírá.",
		GrowStaleLockPID:            "%s zůstal zamčený procesem %d, který už skončil; Rochade ho přebírá.",
		GrowChanged:                 "jiný program ho změnil",
		GrowReplaced:                "jiný program na jeho místo dal jiný soubor",
		GrowGone:                    "byl odstraněn",
		PlayRecordReadOnly:          "%s je jen pro čtení, proto ho Rochade nepřepisuje: tahy zůstávají v paměti, zapíšou se, jakmile to půjde, a na konci, pokud to pořád nepůjde, se uloží do záchranného souboru.",
		PlayRecordKept:              "Jiný program během partie změnil %s: jeho změny zůstávají a partie pokračuje v souboru.",
		PlayRecordCopied + ".one":   "Jiný program během partie zapsal do %s: jeho bajty zůstávají a partie pokračuje za nimi jako nová kopie (kopie před nimi obsahuje %d půltah).",
		PlayRecordCopied + ".few":   "Jiný program během partie zapsal do %s: jeho bajty zůstávají a partie pokračuje za nimi jako nová kopie (kopie před nimi obsahuje %d půltahy).",
		PlayRecordCopied + ".other": "Jiný program během partie zapsal do %s: jeho bajty zůstávají a partie pokračuje za nimi jako nová kopie (kopie před nimi obsahuje %d půltahů).",
		PlayRecordRemade:            "%s byl během partie odstraněn; vytváří se znovu s partiemi tohoto běhu.",
		PlayRecordRescued:           "poslední tahy se nepodařilo zapsat do %s (%v); partie jsou uloženy v %s a vypsány výše",
		PlayRecordUnrescued:         "poslední tahy se nepodařilo zapsat do %s (%v) ani do záchranného souboru (%v); partie jsou vypsány výše: zkopírujte si je hned",
		SysFileTooLarge:             "soubor je větší, než systém dovoluje",
		SysQuota:                    "disková kvóta je vyčerpána",
		// Online play.
		LichessTokenRefused:   "server odmítl token: přihlaste se znovu příkazem rochade online login",
		LichessTokenScope:     "token nedovoluje hru na šachovnici (board:play): přihlaste se znovu příkazem rochade online login",
		LichessRefused:        "server odmítl: %s",
		LichessRateLimited:    "po příliš mnoha požadavcích server žádá o pauzu; nový pokus za minutu",
		LichessHTTPStatus:     "server odpověděl chybou %d",
		LichessNotFound:       "server nezná takovou partii ani výzvu",
		LichessBadServer:      "%s není server: zadejte lichess nebo adresu začínající http:// nebo https://",
		LichessGarbled:        "server poslal něco nečitelného",
		LichessLoginFailed:    "přihlášení se nezdařilo (%s)",
		LichessTokenFileEmpty: "%s neobsahuje token: přihlaste se znovu příkazem rochade online login",
		LichessTokenFile:      "soubor tokenu %s nelze použít: %v",
	},
	Help: czechHelp,
	LangNames: map[string]string{
		"cs": "čeština",
		"da": "dánština",
		"de": "němčina",
		"en": "angličtina",
		"es": "španělština",
		"fi": "finština",
		"fr": "francouzština",
		"hu": "maďarština",
		"it": "italština",
		"nl": "nizozemština",
		"no": "norština",
		"pl": "polština",
		"pt": "portugalština",
		"ru": "ruština",
		"sv": "švédština",
		"uk": "ukrajinština",
	},
	Requests: map[string]RequestText{
		"time":     {"Čas", "čas cas"},
		"repeat":   {"Opakovat", "opakuj znovu"},
		"last":     {"Poslední tahy", "poslední posledni"},
		"square":   {"Pole", "pole"},
		"file":     {"Sloupec", "sloupec"},
		"rank":     {"Řada", "řada"},
		"pieces":   {"Figury", "kameny figury"},
		"board":    {"Celá šachovnice", "šachovnice sachovnice"},
		"help":     {"Nápověda", "nápověda napoveda pomoc"},
		"takeback": {"Vzít zpět", "zpět zpet"},
		"new":      {"Nová partie", "nová nova"},
		"resign":   {"Vzdát se", "vzdávám vzdavam"},
		"draw":     {"Remíza", "remíza remiza"},
		"result":   {"Výsledek", "výsledek vysledek"},
		"promote":  {"Proměna", "proměna proměň"},
		"battery":  {"Baterie", "baterie"},
		"pair":     {"Párovací kód", "párovat kód párování"},
		"unpair":   {"Zrušit spárování všech telefonů", "odpárovat zapomenout"},
		"hint":     {"Rada", "tip rada"},
		"eval":     {"Hodnocení", "hodnocení hodnoceni"},
		"level":    {"Úroveň", "úroveň uroven"},
		"accept":   {"Přijmout", "přijmout prijmout ano"},
		"decline":  {"Odmítnout", "odmítnout odmitnout ne"},
		"abort":    {"Zrušit partii", "zrušit zrusit"},
		"claim":    {"Nárokovat výhru", "výhra vyhra"},
		"chat":     {"Chat", "chat"},
		"white":    {"Bílý", "bílý bily bílé bile"},
		"black":    {"Černý", "černý cerny černé cerne"},
		"queen":    {"Dáma", "dáma"},
		"rook":     {"Věž", "věž"},
		"bishop":   {"Střelec", "střelec"},
		"knight":   {"Jezdec", "jezdec"},
	},
	Spoken: &Spoken{
		Plural: westSlavic,
		Lines: map[SpokenKey]string{
			SpokenTimeWhite:         "Tah {n}, na tahu je bílý.",
			SpokenTimeBlack:         "Tah {n}, na tahu je černý.",
			SpokenClocks:            "Bílý {white}. Černý {black}.",
			SpokenControl:           "Časová kontrola za {moves}.",
			SpokenTimeLeftWhite:     "Čas bílého: {time}.",
			SpokenTimeLeftBlack:     "Čas černého: {time}.",
			SpokenFlagWhite:         "Bílému spadl praporek.",
			SpokenFlagBlack:         "Černému spadl praporek.",
			SpokenWinsWhite:         "Bílý vyhrál.",
			SpokenWinsBlack:         "Černý vyhrál.",
			SpokenDraw:              "Remíza.",
			SpokenResignsWhite:      "Bílý se vzdal.",
			SpokenResignsBlack:      "Černý se vzdal.",
			SpokenGameOver:          "Partie skončila.",
			SpokenNoMoveYet:         "Zatím nepadl žádný tah.",
			SpokenUnknownRequest:    "Požadavku nerozumím.",
			SpokenNewGame:           "Nová partie.",
			SpokenSetUp:             "Nová partie. Postavte základní postavení.",
			SpokenConfirmNew:        "Partie probíhá. Potvrďte novou partii.",
			SpokenStartShown:        "Na šachovnici je základní postavení. Potvrďte novou partii.",
			SpokenBoardBack:         "Šachovnice je znovu připojena.",
			SpokenBoardGone:         "Šachovnice je odpojena.",
			SpokenBoardSilent:       "Šachovnice neodpovídá.",
			SpokenPositionOk:        "Postavení je v pořádku.",
			SpokenSaveFailed:        "Partii se nepodařilo uložit.",
			SpokenSaved:             "Partie uložena.",
			SpokenEngineRestarted:   "Počítač byl znovu spuštěn.",
			SpokenOnBoard:           "Šachovnice {n}: {line}",
			SpokenShowsEarlierWhite: "Na šachovnici je postavení po tahu {n} bílého.",
			SpokenShowsEarlierBlack: "Na šachovnici je postavení po tahu {n} černého.",
			SpokenCheckPosition:     "Zkontrolujte postavení:",
			SpokenCheckPositionMany: "Zkontrolujte postavení, chybných polí {n}:",
			SpokenFixClear:          "uvolněte {square}",
			SpokenFixPlaceWhite:     "postavte {piece} bílého na {square}",
			SpokenFixPlaceBlack:     "postavte {piece} černého na {square}",
			SpokenDiscrepancyWhite:  "Neshoda v tahu {n} bílého:",
			SpokenDiscrepancyBlack:  "Neshoda v tahu {n} černého:",
			SpokenBoardMove:         "šachovnice {n}: {move}",
			SpokenBoardNoMove:       "šachovnice {n}: žádný tah",
			SpokenPairingCode:       "Párovací kód: {code}. Platí jednou, {minutes}.",
			SpokenWhileAway:         "Když byla šachovnice odpojena: {move}",
			SpokenSidedWhite:        "Bílý: {move}",
			SpokenSidedBlack:        "Černý: {move}",
			SpokenHelp:              "Nápověda.",
			SpokenHelpKey:           "Klávesa {n}: {name}.",
			SpokenNameTime:          "čas",
			SpokenNameRepeat:        "opakuj",
			SpokenNameLastMoves:     "poslední tahy",
			SpokenNamePiecesWhite:   "kameny bílého",
			SpokenNamePiecesBlack:   "kameny černého",
			SpokenNameBoard:         "celá šachovnice",
			SpokenNameHint:          "rada",
			SpokenNameTakeBack:      "vrátit tah",
			SpokenEngineMove:        "Počítač: {move}",
			SpokenMakeMove:          "Zahrajte tah počítače: {move}",
			SpokenHint:              "Rada: {move}",
			SpokenLevel:             "Úroveň {n}.",
			SpokenSquareWhite:       "{square}: {piece} bílého",
			SpokenSquareBlack:       "{square}: {piece} černého",
			SpokenSquareEmpty:       "{square}: prázdné",
			SpokenEqual:             "Postavení je vyrovnané.",
			SpokenBetterWhite:       "Bílý stojí lépe.",
			SpokenBetterBlack:       "Černý stojí lépe.",
			SpokenWinningWhite:      "Bílý vyhrává.",
			SpokenWinningBlack:      "Černý vyhrává.",
			SpokenMatesWhite:        "Bílý dá mat za {moves}.",
			SpokenMatesBlack:        "Černý dá mat za {moves}.",
			SpokenScore:             "{pawns} čárka {tenths}",
			SpokenTouched:           "Dotčený kámen: {piece} {square}",
			// Following the board when it could not be followed move by move.
			SpokenCaughtUp:      "Dodatečně: {move}",
			SpokenOrderUnknown:  "Pořadí tahů nejasné, vraťte poslední tah.",
			SpokenSetUpPosition: "Postavte pozici: zbývá {moves}.",
		},
		Numbers: map[string]string{
			"0": "nula", "1": "jeden", "1f": "jedna", "1n": "jedno", "2": "dva", "2f": "dvě", "2n": "dvě",
			"3": "tři", "4": "čtyři", "5": "pět", "6": "šest", "7": "sedm", "8": "osm", "9": "devět",
			"10": "deset", "11": "jedenáct", "12": "dvanáct", "13": "třináct", "14": "čtrnáct",
			"15": "patnáct", "16": "šestnáct", "17": "sedmnáct", "18": "osmnáct", "19": "devatenáct",
			"20": "dvacet", "30": "třicet", "40": "čtyřicet", "50": "padesát", "60": "šedesát",
			"70": "sedmdesát", "80": "osmdesát", "90": "devadesát",
			"100": "sto", "200": "dvě stě", "300": "tři sta",
		},
		Units: map[string]Unit{
			"hour":   {[3]string{"hodina", "hodiny", "hodin"}, Feminine},
			"minute": {[3]string{"minuta", "minuty", "minut"}, Feminine},
			"second": {[3]string{"sekunda", "sekundy", "sekund"}, Feminine},
			"move":   {[3]string{"tah", "tahy", "tahů"}, Masculine},
		},
	},
}

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
	"rochade board detect:short":  "Najít připojenou šachovnici ({detect}) a říct, kde je",
	"rochade board emulate:short": "Spustit virtuální šachovnici na pseudoterminálu a zahrát na ní partii",
	"rochade voices test:short":   "Vyslovit tah a odpověď pro kontrolu výstupu řeči",
	"rochade voices list:short":   "Ukázat vestavěný hlas a hlasové balíčky v zadaných složkách",
	"rochade voices check:short":  "Zkontrolovat hlasový balíček: chybějící či nečitelné nahrávky, vzorkování, přebuzení, ticho, hlasitost",
	"rochade voices new:short":    "Vytvořit hlasový balíček: popis a seznam frází k nahrání",
	"rochade voices tidy:short":   "Oříznout ticho každé nahrávky, vyrovnat hlasitost a uložit ve vzorkování balíčku",

	"--lang-ui":         "jazyk zpráv: %s (jinak z LC_ALL, LC_MESSAGES nebo LANG, bez nich en)",
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
	"rochade board detect:long": `Ptá se sériových portů tohoto počítače po šachovnici ({detect})
a vypíše protokol a port první, která odpoví, pro
  rochade play --board PORT --protocol PROTOKOL
Porty v tomto pořadí: šachovnice DGT poznané podle identifikátorů USB
(Windows a Linux), potom
  Windows  porty COM: COM3, COM4 ...
  macOS    /dev/cu.usbmodem*, /dev/cu.usbserial*, další /dev/cu.*
  Linux    /dev/ttyACM*, /dev/ttyUSB*, /dev/rfcomm* (Bluetooth)
S --list se porty vypíšou po jednom na řádek, bez dotazu.
S --protocol PROTOKOL ({detect-names}) se ptá jen tímto protokolem.`,
	"rochade board emulate:long": `Spustí virtuální šachovnici ({serial}) na pseudoterminálu,
skutečném sériovém protějšku, který mluví protokolem šachovnice, nebo
virtuální šachovnici Bluetooth ({ble}) na místním unixovém soketu, který
nese její zápisy a oznámení. První
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

S --clock TEMPO (jen {clock}) stojí u šachovnice hodiny DGT3000 s tímto tempem
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

	"rochade play:long": `Sleduje partii na elektronické šachovnici ({titles}) a oznamuje
každý tah ve chvíli, kdy je proveden (Pravidla FIDE, Příloha D), za obě
strany. Každé oznámení se také vypíše jako řádek.

Hodiny: --clock 5m+3s (nebo 300+3, 90m+30s, 40/90m+30s:30m+30s ve tvaru
značky PGN TimeControl) spustí vlastní hodiny Rochade, které zapnou čas
soupeře až po tahu na šachovnici (D.2.4); --clock board bere časy z hodin
DGT3000 nebo DGT XL u šachovnice DGT. Když spadne praporek, Rochade to
řekne a zapíše výsledek.

Požadavky, jeden na řádek standardního vstupu, slovy jazyka --lang-ui
(anglická a německá slova platí vždy):
  {requests-info}
  {requests-game}
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
značky. Ctrl+C, SIGTERM, SIGHUP nebo zavřený terminál (ve Windows zavřené
okno konzole) zapíše partii, řekne, jak stojí, a skončí.

Zápis zapisuje jen jeden proces: druhé play se stejným souborem (pod
jakýmkoli jménem) je odmítnuto. Co soubor nemůže přijmout (plný disk,
soubor jen pro čtení), zůstane v paměti a zapíše se znovu; co do konce
zapsáno není, skončí v záchranném souboru ve složce dat uživatele. S
--resume se šachovnice, která ukazuje dřívější postavení partie
(základní), staví: nic se nesleduje, dokud neukáže postavení, kde partie
skončila.`,
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
	"rochade play --web":              "nabídnout živou stránku pro telefony na této adrese: hostitel:port nebo :port ve všech sítích (telefon se spáruje kódem, který Rochade řekne na požádání)",
	"rochade play --web-host":         "další jména nebo adresy, pod kterými telefony otevírají živou stránku, oddělené čárkami (jméno, které tomuto počítači dává router, adresa sem přesměrovaná); vlastní jména a adresy počítače platí vždy, každé jiné se odmítne",
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

	"rochade voices check --prompts": "zkontrolovat balíček hlášení v tomto `jazyce` (bez SLOŽKY: vestavěný); složku balíčku hlášení kontrola pozná sama",
	"rochade voices new --prompts":   "vytvořit balíček hlášení: vlastní věty asistenta v tomto `jazyce` (%s)",
	"--prompts":                      "`složka` balíčku hlášení, kterým asistent vyslovuje své věty v jazyce --lang-ui (vytvořit: rochade voices new --prompts JAZYK), nebo \"default\" pro vestavěný",
	"--braille-hold":                 "s --braille: jak dlouho odpověď nebo zpráva zůstane na braillském řádku bez stisku klávesy, než se znovu objeví partie",

	"rochade board scan:short": "Vypsat šachovnice Bluetooth v dosahu",
	"rochade board scan:long": `Hledá zařízení Bluetooth LE po dobu --wait a každé vypíše jednou, jakmile
je nalezeno: název, druh (protokol šachovnice nebo „neznámé zařízení“),
adresu a sílu signálu, například:

  Chessnut Air, chessnut, 12:34:56:78:9A:BC, -61 dBm

Nalezenou šachovnici otevře
  rochade play --board ble:ADRESA (nebo ble:NÁZEV) --protocol PROTOKOL
Ctrl+C hledání ihned ukončí. Šachovnice DGT s klasickým Bluetooth se
spárují se systémem a otevírají se jako rfcomm:ADRESA (Linux) nebo přes
svůj sériový port.`,
	"rochade board scan --wait":     "jak dlouho hledat",
	"rochade play --promotion-wait": "na šachovnici, která vidí jen obsazenost polí (Pegasus, Square Off): jak dlouho proměna s neznámou figurou čeká, než se na figuru zeptá znovu (požadavek proměna s figurou; nikdy dáma bez určení)",
	"rochade play --hand-rest":      "jak dlouho smí ruka nechat kámen na poli po cestě, než tah platí tam (věž a1-a8, která spočine na a4); déle pro ruce, které hledají cestu hmatem",
	"rochade play --online":         "hrát partii na serveru lichess: lichess nebo adresa serveru kompatibilního s lichess (http:// nebo https://); probíhající partie účtu pokračuje",
	"rochade play --token-file":     "s --online: soubor s tokenem účtu (výchozí: uložený příkazem rochade online login)",
	"rochade play --seek":           "s --online: hledat soupeře pro partii minuty+sekundy, např. 15+10 (rapid nebo klasická)",
	"rochade play --rated":          "s --seek nebo --challenge: hodnocená partie",
	"rochade play --color":          "s --seek, --challenge nebo --server-ai: barva, white, black nebo random",
	"rochade play --challenge":      "s --online: vyzvat tohoto hráče (s tempem z --seek, jinak 15+10)",
	"rochade play --server-ai":      "s --online: hrát s počítačem serveru na této úrovni, 1 až 8",
	"rochade online:short":          "Token účtu, který hraje online (play --online)",
	"rochade online login:short":    "Uložit token účtu: vložený na standardní vstup nebo schválený v prohlížeči",
	"rochade online login:long": `Uloží token účtu, který hraje online, čitelný jen pro vás (režim 0600), do složky nastavení
nebo do --token-file. Vytvořte na serveru osobní token s oprávněním board:play a vložte ho na
standardní vstup, potom stiskněte Enter; nebo zadejte --browser a schvalte Rochade na stránce
serveru, jejíž adresa se vypíše. Token se před uložením ověří na serveru a nikdy se nevypisuje.`,
	"rochade online logout:short":        "Odstranit uložený token",
	"rochade online login --server":      "server: lichess nebo adresa serveru kompatibilního s lichess",
	"rochade online login --browser":     "schválit Rochade na stránce serveru místo vložení tokenu",
	"rochade online login --token-file":  "uložit token do tohoto souboru místo do složky nastavení",
	"rochade online logout --token-file": "soubor s tokenem, pokud ne ten ve složce nastavení",

	// rochade config and rochade appliance.
	"rochade config:short": "Zobrazit a změnit soubor nastavení, který čtou play a zařízení",
	"rochade config:long": `Soubor nastavení obsahuje volby play a zařízení, jeden klíč na volbu,
stejného jména, ve formátu TOML:

  board = "/dev/ttyACM0"
  clock = "15m+10s"
  lang-ui = "ru"

Volby z příkazového řádku mají přednost před souborem. "rochade config
set" změní jednu hodnotu a zbytek souboru nechá beze změny: komentáře,
pořadí klíčů i klíče, které nezná.`,
	"rochade config show:short": "Zobrazit nastavení, která soubor určuje (s --all všechna, i výchozí)",
	"rochade config set:short":  "Zkontrolovat hodnotu a uložit ji do souboru nastavení (několik hodnot pro seznam, například dvě šachovnice)",
	"rochade config path:short": "Vypsat, kde je soubor nastavení",
	"rochade config show --all": "zobrazit každé nastavení, i ta s výchozí hodnotou",
	"--config":                  "`soubor` nastavení (TOML; jinak rochade.toml ve složce nastavení uživatele, rochade config path řekne kde); volby z příkazového řádku mají přednost",
	"rochade appliance:short":   "Rochade bez obrazovky: mluvící zařízení nastavované numerickou klávesnicí a mluvenou nabídkou",
	"rochade appliance:long": `Běží, dokud běží zařízení, bez obrazovky a klávesnice. Rochade řekne, že
je připraven, najde šachovnici (nastavení board nebo sám; šachovnici
připojenou později najde během sekund) a sleduje partii za partií, každou
ve vlastním souboru PGN ve složce partií.

Nastavení pochází ze souboru nastavení (--config): každá volba play je
klíčem stejného jména. Nepoužitelná hodnota zazní nahlas a to nastavení
si ponechá výchozí hodnotu.

Mluvená nabídka na numerické klávesnici: Enter ji otevře a vybírá, 8 a 2
listují, 6 vstoupí, 4 vrátí, 5 zopakuje, Backspace nebo desetinná tečka
ji zavře. Každá volba se hned uloží. Mimo nabídku jsou klávesy požadavky
play (5 čas, 0 opakovat, ...).

SIGTERM, SIGINT nebo SIGHUP ho ukončí do dvou sekund, partie uložená; po
novém spuštění nedohraná partie pokračuje.`,
	"rochade appliance install:short": "Spouštět zařízení jako službu systemd: při každém startu, jako vlastní uživatel",
	"rochade appliance install:long": `Vytvoří uživatele rochade (ve skupinách dialout, audio, input a bluetooth,
pokud je systém má), složku nastavení /etc/rochade, unit systemd, který
spouští "rochade appliance" při každém startu a znovu po selhání, a
pravidlo polkit, s nímž může jeho nabídka vypnout a restartovat počítač;
pak službu povolí a spustí. Každý krok je ohlášen. Vyžaduje root.
--dry-run vypíše unit a nic nezmění.`,
	"rochade appliance install --dry-run": "vypsat unit a nic neměnit",
	"rochade appliance uninstall:short":   "Zastavit službu a odstranit její unit, pravidlo a uživatele; partie a nastavení zůstávají",
	"--games":                             "`složka` partií, jeden soubor PGN na partii (jinak rochade/games ve složce dat uživatele)",
	"--keypad":                            "numerická klávesnice: vstupní zařízení Linuxu (/dev/input/event3) nebo FIFO s jeho vstupními událostmi; jinak každé zařízení s numerickými klávesami, pokud standardní vstup není terminál (pak jeho klávesy)",
}
