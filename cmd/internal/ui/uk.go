package ui

// ukrainian is the Ukrainian user interface: its messages, help texts, request words,
// spoken lines and plural rule.
var ukrainian = Language{
	Code:        "uk",
	Name:        "Українська",
	Plural:      eastSlavic,
	Script:      "cyrillic",
	SAPI:        "422",
	PromptVoice: "uk",
	Messages: map[Key]string{
		ErrorLine:                    "Помилка: %v",
		UnknownUILang:                "невідома мова повідомлень %s: укажіть одну з %s",
		NeedsOneFile:                 "%s потрібен один файл PGN або - для стандартного введення",
		UnknownLang:                  "невідома мова %s: укажіть одну з %s",
		StandardInput:                "стандартне введення",
		UnknownFlag:                  "параметра %s немає: %s --help перелічує параметри",
		FlagNeedsValue:               "параметру %s потрібне значення: %s --help підкаже яке",
		BadFlagValue:                 "%s — неприпустиме значення для %s: %s --help перелічує припустимі значення",
		NoSuchFile:                   "файлу %s немає: перевірте назву",
		CannotOpen:                   "не вдається відкрити %s: %v",
		IsAFolder:                    "%s — тека, а не файл PGN",
		CannotRead:                   "не вдається прочитати %s: %v",
		GamesNotRead + ".one":        "%d партію не вдалося прочитати повністю: див. повідомлення вище",
		GamesNotRead + ".few":        "%d партії не вдалося прочитати повністю: див. повідомлення вище",
		GamesNotRead + ".many":       "%d партій не вдалося прочитати повністю: див. повідомлення вище",
		NoGame:                       "у %s немає жодної партії",
		ReadingStopped:               "Читання зупинено тут: %v",
		FileHoldsGames + ".one":      "у %s %d партія; партії %d немає",
		FileHoldsGames + ".few":      "у %s %d партії; партії %d немає",
		FileHoldsGames + ".many":     "у %s %d партій; партії %d немає",
		PlaceWhite:                   "білі",
		PlaceBlack:                   "чорні",
		CannotWrite:                  "не вдається записати %s: %v",
		OutputNotRegular:             "%s — не звичайний файл: укажіть файл для запису",
		OutputIsInput:                "%s — той самий файл, що й вхідний %s: укажіть інший файл для запису",
		CannotMakeFolder:             "не вдається створити теку %s: %v",
		ConvertNeedsTo:               "convert потрібен --to uci, --to san або --to lan",
		UnknownTo:                    "невідоме значення --to %s: укажіть uci, san або lan",
		UnknownSpelling:              "невідоме значення --spelling %s: укажіть de або fide",
		UnknownScript:                "невідоме значення --script %s: укажіть latin або cyrillic",
		WAVNeedsVoice:                "для --wav потрібен голос; з --voice none вийшов би беззвучний файл",
		NoMoveToSay:                  "у партіях немає жодного ходу, тому %s не записано",
		SpeechIn:                     "Мовлення записано в %s.",
		GameHeading:                  "Партія %d",
		GamePlayers:                  ": %s проти %s",
		GameLetters:                  " (літери фігур прочитано як %s)",
		Unknown:                      "невідомо",
		White:                        "Білі",
		Black:                        "Чорні",
		DrawOffered:                  "Нічию запропоновано з ходом %d, %s.",
		ResultLine:                   "Результат: %s.",
		ResultWhiteWins:              "1-0, перемога білих",
		ResultBlackWins:              "0-1, перемога чорних",
		ResultDraw:                   "1/2-1/2, нічия",
		ResultWhiteForfeit:           "+/-, білим зараховано перемогу без гри",
		ResultBlackForfeit:           "-/+, чорним зараховано перемогу без гри",
		ResultBothForfeit:            "-/-, поразка без гри обом",
		ResultUnfinished:             "*, партію не закінчено",
		RenderNeedsArgs:              "render потрібна тека і хоча б один файл PGN",
		RenderNeedsVoice:             "render потрібен голос; з --voice none вийшли б беззвучні файли",
		RenderFilesExist + ".one":    "у %s уже є %s і ще %d файл, який записав би render; нічого не записано: виберіть іншу теку або приберіть ці файли",
		RenderFilesExist + ".few":    "у %s уже є %s і ще %d файли, які записав би render; нічого не записано: виберіть іншу теку або приберіть ці файли",
		RenderFilesExist + ".many":   "у %s уже є %s і ще %d файлів, які записав би render; нічого не записано: виберіть іншу теку або приберіть ці файли",
		RenderStopped + ".one":       "зупинено після %d з %d партії",
		RenderStopped + ".few":       "зупинено після %d з %d партій",
		RenderStopped + ".many":      "зупинено після %d з %d партій",
		Rendered + ".one":            "Озвучено %d партію, %s мовлення, за %.1f с; файл у %s.",
		Rendered + ".few":            "Озвучено %d партії, %s мовлення, за %.1f с; файли в %s.",
		Rendered + ".many":           "Озвучено %d партій, %s мовлення, за %.1f с; файли в %s.",
		Progress + ".one":            "Готово %d з %d партії (%d %%), лишилося близько %s.",
		Progress + ".few":            "Готово %d з %d партій (%d %%), лишилося близько %s.",
		Progress + ".many":           "Готово %d з %d партій (%d %%), лишилося близько %s.",
		Seconds:                      "%d с",
		MinutesSeconds:               "%d хв %d с",
		HoursMinutesSeconds:          "%d год %d хв %d с",
		UnknownFormat:                "невідоме значення --format %s: укажіть unicode, brf або text",
		DotsNeedDisplay:              "--dots працює лише разом із --display",
		WidthTooSmall + ".one":       "рядок із %d клітинки закороткий для бланка: укажіть --width %d або більше",
		WidthTooSmall + ".few":       "рядок із %d клітинок закороткий для бланка: укажіть --width %d або більше",
		WidthTooSmall + ".many":      "рядок із %d клітинок закороткий для бланка: укажіть --width %d або більше",
		LinesTooFew + ".one":         "сторінка з %d рядка закоротка: укажіть --lines %d або більше",
		LinesTooFew + ".few":         "сторінка з %d рядків закоротка: укажіть --lines %d або більше",
		LinesTooFew + ".many":        "сторінка з %d рядків закоротка: укажіть --lines %d або більше",
		GameCountsFrom1:              "--game рахує з 1, а не з %d",
		GameNotReadFixIt:             "партію %d з %s не вдалося прочитати повністю; спершу виправте її",
		ShowingOnDisplay:             "Пошук дисплея Брайля через BRLTTY; Ctrl-C зупиняє.",
		BRLTTYUnreachable:            "BRLTTY недоступний за адресою %s. Запустіть його, наприклад: sudo systemctl start brltty. Партія з'явиться на дисплеї, щойно BRLTTY запрацює; Ctrl-C зупиняє.",
		BRLTTYNoDisplay:              "BRLTTY відповідає, але дисплеєм поки не можна користуватися (%v). Повторюю спроби без повідомлень; Ctrl-C зупиняє.",
		DisplayConnected:             "Дисплей Брайля під'єднано, %d клітинок: на ньому партія.",
		DisplayLost:                  "Зв'язок із BRLTTY втрачено (%v). Під'єднуюся знову без повідомлень.",
		DisplayWriteFailed:           "Не вдалося вивести на дисплей Брайля: %v",
		DisplayGivenBack:             "Дисплей Брайля повернуто BRLTTY.",
		DisplayNeverConnected:        "Зупинено. Дисплей Брайля так і не було під'єднано.",
		DisplayNoAnswerOnClose:       "BRLTTY не відповів під час повернення дисплея",
		PlayBadSide:                  "невідоме значення --side %s: укажіть white або black",
		PlayAlertsNeedClock:          "для --time-alerts потрібен годинник: укажіть --clock ЧАС або --clock board",
		PlayBadAlert:                 "--time-alerts приймає часи на кшталт 5m,1m або 300,60, а не %s",
		PlayResumeNeedsRecord:        "для --resume потрібен --record ФАЙЛ: партія, яку продовжити",
		PlayNoGameToResume:           "у %s немає партії, яку можна продовжити; приберіть --resume, щоб почати в ньому нову партію",
		PlayRecordUnreadable:         "не вдається прочитати запис партії %s (%v); укажіть інший файл у --record",
		PlayRecordNotPGN:             "%s — не файл PGN, до якого Rochade може додати партію (%v); укажіть інший файл у --record або приберіть цей",
		PlayRecordUnwritable:         "не вдається записати запис партії %s (%v); укажіть у --record файл у теці, доступній для запису",
		PlayBoardConnected:           "Дошку під'єднано: %s.",
		PlayBoardDisconnected:        "Дошку від'єднано (%v). Чекаю, поки вона повернеться.",
		PlayBoardWaiting:             "Чекаю на дошку: %v",
		PlayBoardNoAnswer:            "%v",
		PlayMoveCorrected:            "Останній хід був %s, а не як оголошено раніше.",
		PlayNewGame:                  "Починається нова партія.",
		PlayBoardTurned:              "Дошку повернуто: чорні фігури на першій горизонталі дошки. Поля перераховано відповідно.",
		PlaySaveFailed:               "Не вдається записати партію в %s (%v). Ходи збережено в пам'яті; Rochade повторює спробу що кілька секунд.",
		PlaySaveRecovered:            "Запис партії %s знову ведеться.",
		PlayGameOver:                 "Партію закінчено: %s. Ходи, зроблені зараз, не записуються; для нової партії розставте початкову позицію.",
		PlayRequestUnknown:           "Не зрозуміло: %v",
		PlayVoiceLacks:               "Не все можна вимовити: %v",
		PlayClockMissing:             "задано --clock board, але дошка не повідомляє про годинник: під'єднайте годинник DGT до дошки або задайте --clock з контролем часу",
		PlayResuming + ".one":        "Партія в %s продовжується після %d півходу.",
		PlayResuming + ".few":        "Партія в %s продовжується після %d півходів.",
		PlayResuming + ".many":       "Партія в %s продовжується після %d півходів.",
		PlayRecordAppends + ".one":   "у %s %d партія; нову партію додано після неї.",
		PlayRecordAppends + ".few":   "у %s %d партії; нову партію додано після них.",
		PlayRecordAppends + ".many":  "у %s %d партій; нову партію додано після них.",
		PlayTakenBack + ".one":       "Ходи повернуто: партія продовжується після %d півходу.",
		PlayTakenBack + ".few":       "Ходи повернуто: партія продовжується після %d півходів.",
		PlayTakenBack + ".many":      "Ходи повернуто: партія продовжується після %d півходів.",
		PlayRecordEmpty:              "--record потрібна назва файлу; без цього параметра запис не ведеться",
		PlayRecordNotRegular:         "%s — %s: --record приймає файл PGN або назву нового файлу",
		KindFolder:                   "тека",
		KindPipe:                     "іменований канал",
		KindSocket:                   "сокет",
		KindDevice:                   "термінал або інший пристрій",
		PlayRecordCannotGoOn:         "останню партію в %s закінчено так, що Rochade не може її продовжити, не змінивши; приберіть --resume, щоб почати після неї нову партію",
		PlayRecordUnencodable:        "%s записано в кодуванні %s, у якому немає %q: укажіть теги (--white, --black, --event, --site, --round) літерами цього кодування або інший файл у --record",
		PlayResumeFinished:           "Останню партію в %s закінчено (%s); після неї починається нова.",
		PlayClockBoardNeedsDGT:       "--clock board бере час із годинника DGT на дошці DGT, а дошка Millennium не має годинника: укажіть контроль часу, наприклад --clock 5m+3s",
		PlayEngineFlagAlone:          "--%s задає гру комп'ютера: додайте --engine stockfish (або шлях до рушія UCI)",
		PlayBoardTwice:               "--board %s указано двічі: у кожної дошки має бути свій порт",
		PlayTwoBoardsAuto:            "для двох дошок укажіть порт кожної: --board auto знаходить лише одну дошку",
		PlaySaved + ".one":           "Партію збережено в %s: %d півхід.",
		PlaySaved + ".few":           "Партію збережено в %s: %d півходи.",
		PlaySaved + ".many":          "Партію збережено в %s: %d півходів.",
		PlayNotSaved + ".one":        "У партії був %d півхід; запис не вівся (--record ФАЙЛ його веде).",
		PlayNotSaved + ".few":        "У партії було %d півходи; запис не вівся (--record ФАЙЛ його веде).",
		PlayNotSaved + ".many":       "У партії було %d півходів; запис не вівся (--record ФАЙЛ його веде).",
		PlayNothingSaved:             "Ходів не було; запис партії не змінено.",
		PlayStartOnBoard:             "На дошці %d початкова позиція, а партія триває. Щоб почати нову партію, наберіть «нова» (або натисніть кнопку play/pause на годиннику); інакше розставте позицію, як у партії.",
		PlayConfirmNewGame:           "Триває партія: наберіть «нова» ще раз протягом %d секунд, щоб закінчити її і почати нову.",
		PlayEarlierOnBoard:           "На дошці %d позиція після ходу %d (%s): наберіть «скасувати», щоб повернути наступні ходи, або відновіть позицію.",
		PlayMovesWhileAway:           "Дошка %d повернулася з ходами, зробленими без зв'язку; їх оголошено зараз.",
		PlayNoGameToEnd:              "Ходів ще не було: закінчувати нічого.",
		PlayAlreadyOver:              "Партію вже закінчено: %s.",
		PlayRequestTooLong:           "Рядок запиту, довший за %d символів, пропущено.",
		PlayStartOnTheBoard:          "На дошці початкова позиція, а партія триває. Щоб почати нову партію, наберіть «нова» (або натисніть кнопку play/pause на годиннику); інакше розставте позицію, як у партії.",
		PlayEarlierOnTheBoard:        "На дошці позиція після ходу %d (%s): наберіть «скасувати», щоб повернути наступні ходи, або відновіть позицію.",
		PlayMovesWhileTheAway:        "Дошка повернулася з ходами, зробленими без зв'язку; їх оголошено зараз.",
		PlayBoardNDisconnected:       "Дошку %d від'єднано (%v). Чекаю, поки вона повернеться.",
		DemoBadThink:                 "--think %v поза допустимим діапазоном: укажіть від 0 до 1m",
		DemoStarts:                   "Віртуальна дошка всередині Rochade розігрує партію-приклад із Додатка C.",
		DemoIncomplete:               "демонстрація простежила не всі півходи: %d з %d",
		DemoFinished:                 "Демонстрацію закінчено: простежено й оголошено всі півходи партії з Додатка C (%d).",
		PlayTooManyBoards:            "Rochade стежить за однією або двома дошками, а не за %d",
		PlayProtocolsPerBoard:        "--protocol %s: укажіть один протокол для всіх дошок або по одному для кожної з %d дошок, наприклад dgt,millennium",
		PlayPieceTouched:             "Дошка %d: %s.",
		PlayBoardNConnected:          "Дошку %d під'єднано: %s.",
		CompareNeedsTwo:              "compare потрібні два бланки: A.pgn B.pgn",
		CompareGame:                  "партія %d: ",
		CompareOnlyIn:                "лише в %s",
		CompareOtherStart:            "різні початкові позиції",
		CompareNoMove:                "(немає ходу)",
		CompareWhite:                 "білі",
		CompareBlack:                 "чорні",
		CompareFirstDifference:       "перше розходження на ході %d (%s): %s / %s",
		CompareIdentical + ".one":    "збігаються: %d півхід",
		CompareIdentical + ".few":    "збігаються: %d півходи",
		CompareIdentical + ".many":   "збігаються: %d півходів",
		PlayLevelOrElo:               "укажіть --level або --elo, але не обидва",
		PlayBadLevel:                 "--level %d поза діапазоном: укажіть від 1 до %d",
		PlayBadSearch:                "--movetime і --depth не можуть бути від'ємними",
		PlayEngineRestarted:          "%v",
		PlayEngineFailed:             "Рушій не дав придатної відповіді (%v); Rochade запитає його знову за кілька секунд.",
		PlayEngineThinking:           "Хід за комп'ютер зроблено раніше, ніж він його вибрав; поверніть фігуру й дочекайтеся ходу комп'ютера.",
		PlayNeedsEngine:              "підказці, оцінці й рівню потрібен суперник-комп'ютер: play --engine stockfish",
		PlayOpponentToMove:           "Хід за суперника зроблено раніше, ніж він надійшов із сервера; поверніть фігуру й дочекайтеся ходу суперника.",
		PlayMoveRefused:              "Сервер відхилив хід %s: %s. Поверніть фігури, як сказано.",
		PlayDrawOffered:              "Суперник пропонує нічию: прийняти або відхилити.",
		PlayTakebackOffered:          "Суперник просить взяти хід назад: прийняти або відхилити.",
		PlayChatArrived:              "Нові повідомлення чату: %d. Команда чат читає їх.",
		PlayChatLine:                 "Чат, %s: %s",
		PlayNoChat:                   "Повідомлень у чаті немає.",
		PlayOpponentLeft:             "Суперник покинув партію; через %d секунд команда перемога виграє її.",
		PlayOpponentBack:             "Суперник повернувся.",
		PlayServerLost:               "Зв'язок із сервером втрачено: %s. Він відновлюється; ходи, зроблені на дошці, буде надіслано, коли зв'язок повернеться.",
		PlayServerBack:               "Зв'язок із сервером відновлено.",
		PlayServerWait:               "Сервер просить зачекати %d секунд; після цього партія продовжиться.",
		PlayServerAsked:              "Надіслано на сервер: %s.",
		PlayNothingToAnswer:          "Ні пропозиція, ні виклик не чекають на відповідь.",
		PlayNeedsBoardGame:           "В онлайн-партії результат вирішує сервер; нову партію знаходить play --online.",
		PlayNeedsServer:              "прийняти, відхилити, перервати, перемога й чат — для онлайн-партії: play --online lichess",
		OnlineTokenRefused:           "Сервер відхилив токен: створіть новий командою rochade online login (право board:play) або вкажіть інший через --token-file.",
		OnlineNoToken:                "Токена для сервера ще немає: спершу виконайте rochade online login або вкажіть файл токена через --token-file.",
		OnlineClockRefused:           "--clock не можна використовувати з --online: в онлайн-партії діє годинник сервера.",
		OnlineNoEngine:               "--engine не можна використовувати з --online: в онлайн-партії суперник грає на сервері.",
		OnlineBadServer:              "--online приймає lichess або адресу сервера (http:// або https://), а не %s.",
		OnlineJoined:                 "Онлайн-партія %s: ви граєте %s проти %s, рейтинг %s.",
		OnlineNoGame:                 "Партій акаунта не йде: чекаємо на виклик (прийняти або відхилити) чи партію, розпочату деінде; --seek 15+10, --challenge ІМ'Я або --server-ai РІВЕНЬ розпочинають її.",
		OnlineSeeking:                "Пошук суперника на сервері: %s.",
		OnlineChallengeSent:          "Виклик надіслано %s; чекаємо на відповідь.",
		OnlineChallengeIn:            "Виклик від %s, рейтинг %s, %s: прийняти або відхилити.",
		OnlineFailed:                 "Сервер недоступний: %s.",
		OnlineLoggedIn:               "Токен %s збережено в %s.",
		OnlineLoggedOut:              "Токен видалено: %s.",
		OnlineNotLoggedIn:            "Токен не збережено.",
		OnlineTokenEmpty:             "Зі стандартного введення не надійшов токен: вставте токен і натисніть Enter.",
		OnlineBadSeek:                "--seek приймає хвилини+секунди швидкої або класичної партії, наприклад 15+10, а не %s.",
		OnlineBadColor:               "--color приймає white, black або random, а не %s.",
		OnlineOneWay:                 "Лише одне з --seek, --challenge і --server-ai.",
		OnlineNeedsServer:            "--seek, --challenge, --server-ai і --token-file потребують --online.",
		OnlineUnlimited:              "без годинника",
		PlayEngineStarted:            "Гра проти %s; у комп'ютера %s.",
		BrailleUnsupported:           "На %s немає дисплея Брайля: Rochade працює з дисплеями через BRLTTY у Linux; задайте BRLAPI_HOST, щоб використати BRLTTY на іншому комп'ютері. Файли Брайля (--format brf) працюють усюди.",
		BoardMissing:                 "%s не існує; укажіть послідовний порт дошки (наприклад, %s) або --board auto",
		BoardIsFolder:                "%s — тека, а не послідовний порт; укажіть послідовний порт дошки (наприклад, %s) або --board auto",
		BoardIsFile:                  "%s — звичайний файл, а не послідовний порт; укажіть послідовний порт дошки (наприклад, %s) або --board auto",
		BoardIsOther:                 "%s — не послідовний порт; укажіть послідовний порт дошки (наприклад, %s) або --board auto",
		BoardWaitingFor:              "Чекаю на %s: його поки немає; під'єднайте дошку або увімкніть її.",
		BoardNoAnswerProto:           "На %s не відповідає жодна дошка за протоколом %s; перевірте кабель і живлення або спробуйте --protocol auto. Rochade продовжує спроби без повідомлень.",
		BoardNoAnswerAny:             "На %s не відповідає жодна дошка за жодним із протоколів %s; перевірте, що це порт дошки, а також її кабель і живлення. Rochade продовжує спроби без повідомлень.",
		EngineCrashed:                "Комп'ютер несподівано зупинився; запускаю його знову (спроба %d з %d).",
		EngineHung:                   "Комп'ютер перестав відповідати; запускаю його знову (спроба %d з %d).",
		EngineGarbage:                "Комп'ютер надіслав непридатну відповідь; запускаю його знову (спроба %d з %d).",
		BoardFound:                   "дошка %s на %s",
		BoardUnknownProtocol:         "протоколу дошки %s немає: укажіть один із: %s",
		EmulateUnknownProtocol:       "протоколу дошки %s для імітації немає: укажіть один із: %s",
		BoardNoPorts:                 "послідовний порт не знайдено: під'єднайте й увімкніть дошку, потім повторіть; або вкажіть її порт: rochade play --board %s",
		BoardNoAnswer:                "на %s не відповідає жодна дошка: перевірте, що дошку ввімкнено і кабель вставлено; або вкажіть порт і протокол: rochade play --board ПОРТ --protocol dgt",
		EmulateNeedsProtocol:         "укажіть, яку дошку імітувати: --protocol з одним із %s",
		EmulateBadSpeed:              "--speed %v не можна використати: укажіть число більше 0 і не більше 1000, наприклад 0.5 або 2",
		EmulateBadWait:               "--wait %v не можна використати: укажіть час 0 або більше, наприклад 30s",
		EmulateBadUnplug:             "--unplug-at і --unplug-for не можуть бути від'ємними",
		EmulateMillenniumTime:        "дошка %s не має годинника, тому --clock працює лише з --protocol %s (rochade play для дошки %s веде час програмно)",
		EmulateReady:                 "Віртуальна дошка %s готова, на ній початкова позиція; після під'єднання клієнта вона приймає команди зі стандартного введення. Ctrl+C зупиняє.",
		EmulateNoClient:              "Клієнт не під'єднався; продовжую все одно.",
		EmulateCablePulled:           "Кабель вийнято.",
		EmulateCableBack:             "Кабель знову вставлено.",
		EmulateHandsLate:             "Руки запізнилися (комп'ютер зайнятий): на %s у півході %d на %d мс; дошка, можливо, показала іншу партію, ніж зіграна.",
		EmulatePlugFailed:            "Не вдається знову вставити кабель: %v",
		EmulateAllPlayed + ".one":    "Зіграно %d хід.",
		EmulateAllPlayed + ".few":    "Зіграно всі %d ходи.",
		EmulateAllPlayed + ".many":   "Зіграно всі %d ходів.",
		EmulateCannotDo:              "не вдається виконати %v",
		EmulateUnknownCommand:        "%s: невідома команда; використовуйте button N, position FEN, move ХІД, unplug або plug",
		EmulateNoClock:               "%s: ця дошка не має годинника; запустіть емулятор з --clock",
		VoicesDefaultName:            "типовий голос",
		VoicesMissingClips:           "голос не має запису для %s; rochade voices check називає всі відсутні записи",
		VoicesUnreadable:             "%s: не вдається прочитати: %v",
		VoicesListPack + ".one":      "%s: %s, мова %s, %d Гц, %d запис, ліцензія: %s",
		VoicesListPack + ".few":      "%s: %s, мова %s, %d Гц, %d записи, ліцензія: %s",
		VoicesListPack + ".many":     "%s: %s, мова %s, %d Гц, %d записів, ліцензія: %s",
		VoicesNoLicence:              "не вказано",
		VoicesTokensHeading:          "Слова словника (ключ, написання, вимова, файл):",
		VoicesNotFolder:              "%s — не тека; укажіть теку голосового пакета",
		VoicesCannotCompare:          "не вдається порівняти записи %s: %v",
		VoicesPackProblems + ".one":  "у голосовому пакеті %s %d проблема, див. вище",
		VoicesPackProblems + ".few":  "у голосовому пакеті %s %d проблеми, див. вище",
		VoicesPackProblems + ".many": "у голосовому пакеті %s %d проблем, див. вище",
		VoicesSummaryFine + ".one":   "%s у порядку: %d запис, разом %.1f с, гучність від %.1f до %.1f dBFS (медіана %.1f).",
		VoicesSummaryFine + ".few":   "%s у порядку: %d записи, разом %.1f с, гучність від %.1f до %.1f dBFS (медіана %.1f).",
		VoicesSummaryFine + ".many":  "%s у порядку: %d записів, разом %.1f с, гучність від %.1f до %.1f dBFS (медіана %.1f).",
		VoicesSummaryBad + ".one":    "у %s %d проблема.",
		VoicesSummaryBad + ".few":    "у %s %d проблеми.",
		VoicesSummaryBad + ".many":   "у %s %d проблем.",
		VoicesWarning:                "Попередження: %s",
		VoicesBalance:                "Спектральний баланс відносно 250–500 Гц: 500–1000 Гц %.1f дБ, 1–2 кГц %.1f дБ, 2–4 кГц %.1f дБ (природне мовлення: %.1f, %.1f, %.1f дБ).",
		VoicesClosest:                "Найближчі %s: %s.",
		VoicesGroupFiles:             "вертикалі",
		VoicesGroupRanks:             "горизонталі",
		VoicesGroupPieces:            "фігури",
		VoicesGroupNumbers:           "числа",
		VoicesGroupPhrases:           "фрази",
		VoicesHasPack:                "у %s уже є голосовий пакет; виберіть іншу теку",
		VoicesHasClip:                "у %s уже є запис %s; --espeak не пише поверх записів: приберіть записи або виберіть іншу теку",
		VoicesWrote + ".one":         "Записано %s і %s: %d фраза для запису, у %s.",
		VoicesWrote + ".few":         "Записано %s і %s: %d фрази для запису, у %s.",
		VoicesWrote + ".many":        "Записано %s і %s: %d фраз для запису, у %s.",
		VoicesSpeaking + ".one":      "Вимовляю %d фразу з espeak-ng (голос %s)...",
		VoicesSpeaking + ".few":      "Вимовляю %d фрази з espeak-ng (голос %s)...",
		VoicesSpeaking + ".many":     "Вимовляю %d фраз з espeak-ng (голос %s)...",
		VoicesBadEq:                  "--eq %s невідомий: укажіть speech або none",
		VoicesOriginalsKept:          "Вихідні записи збережено в %s.",
		VoicesBadRate:                "--rate %d не можна використати: укажіть частоту дискретизації від %d до %d Гц, наприклад 16000",
		VoicesBadWPM:                 "--wpm %d поза можливостями espeak-ng: укажіть від %d до %d слів за хвилину",
		VoicesWPMNeedsEspeak:         "--wpm задає швидкість espeak-ng: укажіть його разом із --espeak ГОЛОС",
		ProblemManifest:              "%v",
		ProblemNoClip:                "у маніфесті немає запису (там указано %q)",
		ProblemNotToken:              "не слово словника",
		ProblemUnreadable:            "не вдається прочитати: %v",
		ProblemRate:                  "частота дискретизації %d Гц, а в маніфесті %d Гц",
		ProblemClips:                 "перевантаження в %d місцях: запишіть тихіше",
		ProblemFlatTops:              "перевантажено: піки зрізано в %d місцях (записано заголосно, потім вирівняно): перезапишіть тихіше",
		ProblemSilent:                "беззвучний (%.0f dBFS, %.2f с)",
		ProblemNoise:                 "лише рівний шум, без мовлення (рівень змінюється на %.1f дБ, у мовлення більше ніж на %.0f, і дзвінких звуків немає): перезапишіть",
		ProblemEdges:                 "тиша %.2f с до і %.2f с після мовлення, більше за %.2f с: виконайте rochade voices tidy",
		ProblemLouder:                "на %.1f дБ гучніше за медіану пакета (припустимо: %.1f дБ): виконайте rochade voices tidy",
		ProblemQuieter:               "на %.1f дБ тихіше за медіану пакета (припустимо: %.1f дБ): виконайте rochade voices tidy",
		ProblemBandLow:               "смуга %s на %.1f дБ нижча за природне мовлення (припустимо: %.0f дБ); пакет звучить глухо: приголосні буде важко розчути; записуйте ближче до мікрофона або виконайте rochade voices tidy --eq speech",
		ProblemBandHigh:              "смуга %s на %.1f дБ вища за природне мовлення (припустимо: %.0f дБ); пакет звучить різко або з шипінням: виконайте rochade voices tidy --eq speech",
		BrailleGameLeftOut:           "%s: партію %d не вдалося прочитати повністю, її пропущено.",
		BrailleGameFault:             "партія %d з %s: %v",
		BrailleNoGameRead:            "жодну партію з %s не вдалося прочитати повністю",
		SpeechThrough:                "Говорю через %s.",
		SpeechThroughAt:              "Говорю через %s за адресою %s.",
		SpeechThroughVoice:           "Говорю через %s, голос %s.",
		SpeechOwnRate:                "%s говорить зі своєю швидкістю і гучністю: --speed і --volume їх не змінюють.",
		SpeechFallback:               "Немає екранного диктора чи системного синтезатора мовлення: %s. Говорю вбудованим голосом.",
		SpeechOtherSystem:            "%s не призначений для цієї системи",
		SpeechNotRunning:             "%s не запущено",
		SpeechNotInstalled:           "%s не встановлено",
		SpeechNotStarted:             "%s не запущено, і запустити його не вдалося",
		SpeechNotAllowed:             "%s не дозволяє керування через AppleScript (Утиліта VoiceOver, Загальні: дозволити керувати VoiceOver за допомогою AppleScript)",
		SpeechNoNVDAClient:           "клієнта керування NVDA немає (%s): покладіть туди nvdaControllerClient.dll із controllerClient.zip NVDA",
		SpeechFailed:                 "%s дав збій",
		SpeechToFile:                 "--wav записує мовлення голосового пакета; --voice %s говорить лише наживо",
		SpeechBadSpeed:               "--speed %g поза діапазоном: укажіть від 0.5 до 3",
		SpeechBadVolume:              "--volume %g поза діапазоном: укажіть від 0 до 4",
		SpeechOneVoice:               "--voice-black потрібен голосовий пакет; --voice %s говорить одним голосом",
		RenderNeedsPack:              "render записує файли WAV голосовим пакетом; --voice %s говорить лише наживо",
		VoicesTestDone:               "Хід і відповідь вимовлено за %.1f с.",
		VoicesTestUnfinished:         "синтезатор прийняв хід і відповідь, але не договорив їх за %v; перевірте, що він говорить (для speech-dispatcher: spd-say привіт)",
		VoicesTestNeedsVoice:         "voices test потрібен голос; з --voice none нічого не вимовляється",
		HelpIntro:                    "Допомога: клавіші цифрового блока діють одразу; набраний запит закінчується клавішею Enter.",
		HelpKeysInfo:                 "Клавіші: 5 час, 0 повтор, 2, 4 або 6 останні 2, 4 або 6 ходів.",
		HelpKeysPieces:               "Клавіші: 7 фігури білих, 9 фігури чорних, 8 уся дошка, + ця допомога.",
		HelpKeysPrefix:               "Клавіші: / потім вертикаль і горизонталь — поле (/ 5 4 це e4), * потім вертикаль, - потім горизонталь; крапка або Enter скасовують.",
		HelpKeysEngine:               "Клавіші проти комп'ютера: 1 підказка, 3 повернути останню пару ходів.",
		HelpKeysArrows:               "Коли NumLock вимкнено, стрілки діють як 8, 2, 4 і 6, Home як 7, Page Up як 9, End як 1, Page Down як 3.",
		HelpTypedInfo:                "Набором: %s.",
		HelpTypedGame:                "Набором, для партії: %s.",
		HelpTypedEngine:              "Набором, проти комп'ютера: %s.",
		HelpTypedOnline:              "Набором, в онлайн-партії: %s.",
		HelpAlsoEnglish:              "Англійські й німецькі слова теж розуміються.",
		ReqEmpty:                     "порожній запит; наберіть «допомога», щоб побачити список",
		ReqUnknown:                   "невідомий запит %s; наберіть «допомога», щоб побачити список",
		ReqTooMany:                   "після %s потрібне одне слово, а не %d",
		ReqNoArgument:                "після %s нічого не потрібно",
		ReqBadLevel:                  "рівень — від %d до %d, а не %s",
		ReqBadLast:                   "кількість ходів — від %d до %d, а не %s",
		ReqBadSquare:                 "поля %s немає: поле — це літера від a до h і цифра від 1 до 8, наприклад e4",
		ReqBadFile:                   "вертикалі %s немає: вертикаль — це літера від a до h",
		ReqBadRank:                   "горизонталі %s немає: горизонталь — це цифра від 1 до 8",
		ReqBadPieces:                 "%s — не колір: укажіть білі або чорні",
		ReqBadResign:                 "%s — не колір: укажіть білі або чорні чи нічого для своєї сторони",
		ReqBadResult:                 "%s — не результат: укажіть 1-0, 0-1 або 1/2-1/2",
		ReqBadPromotion:              "%s — не фігура, на яку перетворюється пішак: %s",
		KeyWaitSquare:                "Поле: натисніть вертикаль і горизонталь, кожну від 1 до 8 (5 4 це e4); крапка або Enter скасовують.",
		KeyWaitFile:                  "Вертикаль: натисніть від 1 до 8 (1 це a); крапка або Enter скасовують.",
		KeyWaitRank:                  "Горизонталь: натисніть від 1 до 8; крапка або Enter скасовують.",
		KeyCancelled:                 "Скасовано.",
		KeyBad:                       "%s — не цифра від 1 до 8: запит скасовано.",
		EngineNotFound:               "рушія %s немає ні в PATH, ні в /usr/games; установіть його (apt-get install stockfish) або вкажіть шлях до нього",
		BrlapiVersion:                "BRLTTY говорить за протоколом %d, Rochade — за протоколом %d; використовуйте BRLTTY 6.1 або новіший",
		BrlapiKeyRefused:             "BRLTTY вимагає файл ключа, але BRLAPI_AUTH дорівнює none; задайте BRLAPI_AUTH=keyfile:/etc/brlapi.key",
		BrlapiKeyUnreadable:          "не вдається прочитати файл ключа BrlAPI %s (%v); додайте користувача до групи brlapi або задайте BRLAPI_AUTH",
		BrailleMoveTooWide:           "хід %d не вміщається в рядок із %d клітинок: укажіть --width %d або більше",
		EmulateBadButton:             "%s: у годинника кнопки від 1 до 5",
		EmulateNoFEN:                 "%s: укажіть FEN або start",
		EmulateNoMove:                "%s: укажіть хід, наприклад move e4",
		EmulateFailed:                "%s: %s",
		EmulateNotALink:              "%s — файл, а не посилання; емулятор замінює лише посилання: виберіть інший шлях для --link",
		EmulateFolderNotALink:        "%s — тека, а не посилання; емулятор замінює лише посилання: виберіть інший шлях для --link",
		VoicesEqualized:              "Спектральний баланс до: %s; після: %s (еквалайзер: %+.1f дБ для 500–1000 Гц, %+.1f дБ для 1–2 кГц, %+.1f дБ для 2 кГц і вище, до вирівнювання гучності).",
		VoicesNotTidied + ".one":     "%s: %d запис не оброблено, див. вище",
		VoicesNotTidied + ".few":     "%s: %d записи не оброблено, див. вище",
		VoicesNotTidied + ".many":    "%s: %d записів не оброблено, див. вище",
		TidyClipped:                  "%s: гучність не вирівняно: запис перевантажено в %d місцях (відліки на повній шкалі), вирівнювання цього не виправить; перезапишіть тихіше",
		TidyFlatTops:                 "%s: гучність не вирівняно: запис перевантажено, піки зрізано в %d місцях, вирівнювання цього не виправить; перезапишіть тихіше",
		TidySilent:                   "%s: гучність не вирівняно: запис беззвучний (%.0f dBFS); перевірте, чи ввімкнено мікрофон, і перезапишіть",
		TidyNoise:                    "%s: гучність не вирівняно: у записі лише рівний шум, без мовлення (рівень змінюється на %.1f дБ, у мовлення більше ніж на %.0f, і дзвінких звуків немає); перевірте, чи ввімкнено мікрофон, і перезапишіть",
		TidyOriginalUnreadable:       "%s отримано з %s, який не вдається прочитати (%s); перезапишіть цей запис",
		TidyNameTaken:                "%s: не можна зберегти як %s, цей файл належить слову %s",
		TidyNoSpeech:                 "%s: мовлення не знайдено",
		TidyNotKept:                  "%s: вихідний запис не вдалося зберегти в %s (%s), тому його не оброблено",
		TidyFailed:                   "%s: %s",
		TidyRecordUnreadable:         "не вдається прочитати %s (%v); нічого не оброблено",
		TidyRecordBad:                "%s: %v; нічого не оброблено: приберіть цей файл і повторіть обробку, тоді кожен файл запису в теперішньому вигляді вважається вихідним записом",
		VoicesPhrasesFor:             "Фрази для запису голосового пакета %s (%s).",
		VoicesPhrasesRecord:          "Запишіть кожну фразу у файл, названий перед нею: WAV, FLAC або Ogg Vorbis, моно, за можливості %d Гц.",
		VoicesPhrasesSpeak:           "Говоріть чітко й рівно; залишайте трохи тиші до і після.",
		VoicesPhrasesThen:            "Потім виконайте: rochade voices tidy %s і rochade voices check %s",
		VoicesNoEspeak:               "espeak-ng не встановлено; установіть його (Debian: apt install espeak-ng) і повторіть",
		VoicesNoEspeakVoice:          "espeak-ng не має голосу %s; espeak-ng --voices перелічує голоси",
		VoicesPackMissing:            "теки голосового пакета %s немає; укажіть теку з %s або \"default\"",
		VoicesPackNotFolder:          "%s — не тека; голосовий пакет — це тека з %s",
		VoicesClipFormat:             "%s: не файл WAV, FLAC чи Ogg Vorbis; перетворіть його, наприклад: sox %s ВИХІД.wav",
		VoicesConvertAudio:           "%v; перетворіть файл, наприклад: sox ВХІД -b 16 ВИХІД.wav",
		WAVTooLong:                   "мовлення тривало б %.1f год, %.1f ГБ у вигляді WAV, а файл WAV уміщує не більше 4 ГіБ (%.1f год при %d Гц); записуйте частинами, наприклад по файлу на партію з rochade render",
		PortPermission:               "не вдається відкрити %s: немає доступу; %s",
		PortBusy:                     "не вдається відкрити %s: порт зайнятий іншою програмою; закрийте її і повторіть",
		PortNotFound:                 "не вдається відкрити %s: такого порту немає; %s",
		PortOpenFailed:               "не вдається відкрити %s: %v",
		PortNone:                     "послідовний порт не знайдено; %s",
		PortPermissionLinux:          "додайте себе до групи dialout і увійдіть у систему знову",
		PortPermissionMac:            "перевірте права доступу до файлу пристрою",
		PortPermissionWindows:        "перевірте, чи може ваш обліковий запис користуватися портом",
		PortsHint:                    "під'єднайте дошку або вкажіть її порт для play через --board, наприклад --board %s",
		PortsHintWindows:             "під'єднайте дошку й установіть її драйвер USB-serial або вкажіть її порт для play через --board, наприклад --board %s",
		BoardVersion:                 "версія %s",
		BoardSerial:                  "серійний номер %s",
		BoardOnPort:                  "на %s",
		BoardDemo:                    "віртуальна дошка демонстрації",
		ClockBadHMS:                  "час на годиннику пишеться як 1:29:45",
		SoundNoDevice:                "Не вдалося відкрити жоден звуковий пристрій; перевірте налаштування звуку або запишіть мовлення у файл із --wav ФАЙЛ.",
		SoundFallbackWAV:             "Немає звукового пристрою: мовлення записується в %s.",
		SpeechBadTiming:              "--%s %v поза діапазоном: укажіть від 0 до %v",
		TCCannotRead:                 "не вдається прочитати контроль часу %s: %s",
		TCPeriod:                     "період %d: %s",
		TCEmpty:                      "він порожній; укажіть, наприклад, 300+3, 5m+3s або 40/90m+30s:30m+30s",
		TCUnknown:                    "він невідомий; укажіть, наприклад, 300+3",
		TCSandglass:                  "контроль «пісковий годинник» (*) не підтримується",
		TCTooManyPeriods:             "більше ніж %d періодів",
		TCPeriodEmpty:                "період порожній",
		TCBadMoves:                   "%s — не кількість ходів (від 1 до %d) перед /",
		TCZeroTime:                   "час періоду має бути більшим за нуль",
		TCRestNotLast:                "цей період — до кінця партії, але за ним ідуть інші",
		TCTimeMissing:                "бракує часу; пишіть секунди (300) або одиниці (5m)",
		TCTooLong:                    "%s довше за %d годин",
		TCNotATime:                   "%s — не час; пишіть секунди (300) або одиниці (1h30m, 5m, 30s)",
		TCNoUnit:                     "%s закінчується числом без одиниці; використовуйте h, m або s",
		TCUnitOrder:                  "у %s одиниці йдуть не по порядку; пишіть години, хвилини, секунди (1h30m)",
		TCBadUnit:                    "%s у %s — не одиниця; використовуйте h, m або s",
		PlayBoardsDifferAt:           "Дошки розходяться на ході %d (%s): дошка 1 %s, дошка 2 %s.",
		EngineReasonIllegal:          "його хід неможливий у цій позиції",
		EngineReasonCrashed:          "він несподівано зупинився",
		EngineReasonHung:             "він перестав відповідати",
		EngineReasonGarbage:          "його відповідь непридатна",
		EngineGaveUp:                 "він надто часто збоїв поспіль (збоїв: %d) і більше не використовується",
		EngineReasonBusy:             "у нього забагато запитань у черзі",
		SignNoEquals:                 "--sign %s потрібен вигляд назва=клітинки, наприклад check=346",
		SignBadPawnFrom:              "--sign %s: pawn-from — це auto, always або never",
		SignUnknown:                  "знака %s немає; знаки: %s",
		SignBadCells:                 "--sign %s: клітинки не читаються (%s); укажіть номери точок як 346, клітинки через / або знаки Брайля",
		SignEightDot:                 "--sign %s використовує точку 7 або 8; шаховий код шеститочковий",
		SignBlank:                    "у --sign %s порожня клітинка, а хід — одне слово",
		CellsNotPattern:              "символ %d — не знак Брайля",
		CellsNotDots:                 "%s — не список номерів точок від 1 до 8",
		CellsDotTwice:                "точка %s двічі трапляється в %s",
		BLENeedsCgo:                  "Bluetooth LE у цій збірці для %s недоступний: потрібна збірка з cgo на цій системі (див. README).",
		TransportUnavailable:         "%s у системі %s недоступний; під'єднайте дошку через її послідовний порт.",
		BoardNeedsProtocol:           "Вкажіть протокол дошки за адресою %s за допомогою --protocol.",
		BoardBadMAC:                  "%s — не адреса Bluetooth: вкажіть шість пар шістнадцяткових цифр, наприклад rfcomm:00:11:22:33:44:55.",
		BoardBadChannel:              "%s: канал RFCOMM — число від 1 до 30.",
		BoardEmptyAddress:            "%s не вказує дошку: після двокрапки потрібен шлях, назва або адреса.",
		BoardLinkFailed:              "Немає зв'язку з дошкою за адресою %s: %v.",
		BluetoothAdapter:             "Адаптер Bluetooth недоступний: %v. У Linux має працювати bluetoothd, і ви повинні мати право ним користуватися (група bluetooth).",
		ScanLooking:                  "Шукаю дошки Bluetooth протягом %d с; Ctrl+C зупиняє пошук.",
		ScanFound:                    "%s, %s, %s, %d дБм",
		ScanNoName:                   "без назви",
		ScanNotABoard:                "невідомий пристрій",
		ScanNoSignal:                 "%s, %s, %s",
		ScanNone:                     "За %d с не озвався жоден пристрій Bluetooth.",
		ScanBadWait:                  "--wait приймає час від 1s до 10m, а не %v.",
		PlayPromotionAsked:           "Перетворення на %s: дошка не бачить фігуру; введіть %s. Запис партії чекає на неї.",
		// Following the board when it could not be followed move by move.
		PlayPromotionKnown:      "Перетворення на %s: %s; партію записано.",
		PlayMovesCaughtUp:       "Було зроблено ходи, за якими Rochade не встиг простежити; їх оголошено зараз.",
		PlayOrderUnknown:        "Дошка показує позицію, до якої зроблені ходи ведуть у різному порядку; поверніть останній хід.",
		PlayBoardAmbiguous:      "Розставлення на дошці пояснює більш ніж одна послідовність ходів; під сумнівом поля %s. Поверніть позицію, як була, і повторіть ходи по одному.",
		PlayBattery:             "Акумулятор дошки: %d%%.",
		PlayBatteryCharging:     "Акумулятор дошки: %d%%, заряджається.",
		PlayBatteryVolts:        "Акумулятор дошки: %.2f В.",
		PlayNoBattery:           "Ця дошка не повідомляє заряд акумулятора.",
		PlayBatteryNoBoard:      "Немає під'єднаної дошки, у якої можна дізнатися заряд.",
		PlayBadPromotionWait:    "--promotion-wait приймає час від 1s до 10m, а не %v.",
		PlayBadHandRest:         "--hand-rest приймає час від 100ms до 3s, а не %v.",
		EmulateNotASocket:       "%s — не сокет: емулятор замінює лише власні сокети; вкажіть інший шлях у --link.",
		UnexpectedError:         "непередбачена помилка (%s)",
		SysError:                "системна помилка %s",
		SysNotFound:             "не знайдено",
		SysNoPermission:         "немає прав доступу",
		SysBusy:                 "зайнято іншою програмою",
		SysGone:                 "пристрій від'єднано",
		SysIO:                   "пристрій не зміг прочитати або записати дані",
		SysTimedOut:             "час очікування минув",
		SysNoSpace:              "на диску немає місця",
		SysReadOnly:             "диск доступний лише для читання",
		SysIsFolder:             "це тека",
		SysNotFolder:            "частина шляху — не тека",
		SysExists:               "вже існує",
		SysRefused:              "у з'єднанні відмовлено",
		SysClosed:               "з'єднання закрито",
		SysUnreachable:          "пристрій недоступний",
		SysCancelled:            "скасовано",
		SysEnded:                "дані обірвалися передчасно",
		SysExitStatus:           "програма завершилася з кодом %d",
		SysNotJSON:              "недійсний JSON (байт %d)",
		SysNotNumber:            "%s — не число",
		BoardNoReply:            "дошка не відповідає",
		BoardNotConnected:       "дошку не під'єднано",
		NotABoard:               "це не дошка",
		BoardBadAddress:         "це не адреса дошки",
		TransportNotAvailable:   "такий спосіб під'єднання дошки недоступний",
		ClockNotRunning:         "годинник не йде",
		ClockNotTurn:            "іде годинник іншої сторони",
		ClockFlagFallen:         "прапорець упав",
		NoBRLTTY:                "у цій системі немає BRLTTY",
		AudioUnsupported:        "звук записано у формі, яку Rochade не читає",
		SpeechNotToFile:         "мовлення екранного диктора не можна записати у файл",
		SpeechWhere:             "%s (%s)",
		Labelled:                "%s: %s",
		List:                    "%s",
		BoardBadData:            "дошка надіслала дані, які не можна прочитати (байт %d)",
		HeldErrors:              "%s (і ще %d)",
		EmulatorNoSocketPath:    "дошці Bluetooth LE потрібен шлях до її сокета",
		EmulatorNoClock:         "віртуальна дошка не має годинника",
		EmulatorUnsupported:     "віртуальній дошці потрібен Linux або macOS",
		EmulatorUnknownProtocol: "віртуальна дошка не знає такого протоколу",
		EmulatorClosed:          "віртуальну дошку закрито",
		EmulatorUnknownCommand:  "невідома команда",
		PtyUnsupported:          "псевдотермінали є лише в Linux і macOS",
		SpeechdBadAddress:       "SPEECHD_ADDRESS %s — не unix_socket:ШЛЯХ і не inet_socket:ХОСТ:ПОРТ",
		SpeechdRefused:          "speech-dispatcher відхилив %s (%d)",
		SpeechdClosed:           "з'єднання зі speech-dispatcher закрито",
		SpeechdGarbled:          "speech-dispatcher надіслав неочікуване (рядок %d)",
		BRLTTYGarbled:           "BRLTTY надіслав дані, які не можна прочитати (байт %d)",
		BRLTTYTaken:             "брайлівський дисплей зайнятий іншою програмою",
		BRLTTYBusy:              "брайлівський дисплей зайнятий",
		BRLTTYAuthFailed:        "BRLTTY не прийняв ключ",
		BRLTTYError:             "BRLTTY відповів помилкою %d",
		BRLTTYNoAnswer:          "BRLTTY не відповідає",
		BRLTTYNotAt:             "BRLTTY не відповідає за адресою %s",
		BRLTTYNoCells:           "у BRLTTY ще не запущено драйвер брайлівського дисплея",
		BRLTTYClosed:            "BRLTTY закрив з'єднання",
		BRLTTYOutOfTurn:         "BRLTTY відповів не на той запит",
		BrlapiKeyEmpty:          "файл ключа BrlAPI %s порожній",
		BrlapiKeyTooLarge:       "файл ключа BrlAPI %s завеликий для ключа",
		BrlapiNoAuthMethod:      "BRLTTY вимагає спосіб перевірки, якого ця програма не знає (вона знає файл ключа або жодного)",
		VoicePackUnusable:       "голосовий пакет %s не можна використати; rochade voices check називає, що в ньому не так",
		BrlapiBadHost:           "%s — не адреса BrlAPI (BRLAPI_HOST: :N, HOST:N, HOST або шлях до сокета)",
		NotRegular:              "це не звичайний файл",
		BoardUnusable:           "дошкою не можна користуватися",
		EngineClosed:            "програму закрито",
		EngineNoLegalMove:       "сторона, що ходить, не має допустимого ходу",
		EngineOption:            "параметр програми %s: %s",
		OptionUnknown:           "програма %s не має такого параметра",
		OptionNoElo:             "програма %s не має такого параметра, тож не може грати із заданим рейтингом Ело",
		OptionNoLevel:           "програма %s не має такого параметра з діапазоном, тож не може грати на рівні",
		OptionLineBreak:         "значення не може містити перенесення рядка",
		OptionNotNumber:         "не ціле число",
		OptionOutOfRange:        "поза діапазоном програми від %d до %d",
		OptionNotBool:           "true або false",
		OptionNotOneOf:          "не одне зі значень %s",
		OptionButton:            "кнопка не приймає значення",
		UnknownCommand:          "команди %s немає: %s --help перелічує команди",
		WrongArgs:               "%s не приймає таких аргументів: %s --help підкаже які",
		PGNAt:                   "партія %d, рядок %d, байт %d: %s",
		PGNAtMove:               "партія %d, хід %d (%s), рядок %d, байт %d: %s",
		MoveUnreadable:          "не вдається прочитати %s: %s",
		MoveNotUTF8:             "це недійсний текст UTF-8",
		MoveTooLong:             "це задовго для ходу",
		MoveEmpty:               "ходу тут немає",
		MoveNoCastleShort:       "%s не можуть зробити тут коротку рокіровку",
		MoveNoCastleLong:        "%s не можуть зробити тут довгу рокіровку",
		MoveNotPieceLetter:      "%s — не літера фігури; мова: %s",
		MoveTooManyCoords:       "забагато координат",
		MoveOffBoard:            "поле поза дошкою: вертикалі від a до h, горизонталі від 1 до 8",
		MoveBadPromotion:        "%s після полів — не фігура, на яку перетворюється пішак; мова: %s",
		MoveLeftOver:            "%s лишається після ходу",
		MoveSquareOrder:         "поля записано в незвичному порядку",
		MoveNoTarget:            "не названо поле, куди йти",
		MoveOnlyPawnPromotes:    "перетворитися на іншу фігуру може лише пішак",
		MoveNoCastleRook:        "%s не можуть зробити тут рокіровку цією турою",
		MoveIllegal:             "%s не можуть так піти",
		MoveNeedsPromotion:      "тут пішак перетворюється: назвіть фігуру, якою він стане: %s",
		MoveAmbiguous:           "хід неоднозначний: %s",
		Alternatives:            "%s або %s",
		PGNOpenComment:          "відкритий тут коментар не закрито: додайте '}'",
		PGNOpenVariation:        "відкритий тут варіант не закрито: додайте ')'",
		PGNStrayParen:           "')' не закриває жодного варіанта",
		PGNBadNAG:               "після '$' немає числа",
		PGNStrayClose:           "'%s' нічого не закриває",
		PGNTagNoName:            "тег не має імені",
		PGNTagNoValue:           "тег %s не має значення в подвійних лапках",
		PGNTagValueOpen:         "значення тегу %s не закрито в його рядку: додайте '\"'",
		PGNTagOpen:              "тег %s не закрито: додайте ']' після значення",
		PGNVariant:              "варіант шахів %s не читається: Rochade читає звичайні шахи й Chess960",
		PGNNullInCheck:          "порожній хід %s неможливий, поки %s під шахом",
		PGNTooLong:              "партія довша за %d МіБ: читання зупинено тут і продовжиться з наступного рядка тегів",
		FENUnreadable:           "FEN %s: %s",
		FENFields:               "потрібно від 4 до 6 полів (розстановка, сторона, рокіровки, взяття на проході, лічильники)",
		FENRanks:                "розстановці потрібно 8 горизонталей через /",
		FENRankLong:             "у горизонталі %d понад 8 полів",
		FENPieceLetter:          "%s — не літера фігури",
		FENRankShort:            "у горизонталі %d полів %d, а не 8",
		FENSide:                 "сторона, що ходить, — це w або b",
		FENCastling:             "права на рокіровку %s: %s",
		FENEnPassant:            "поле взяття на проході %s має бути на горизонталі 3 або 6",
		FENHalfmove:             "лічильник півходів %s — не число",
		FENFullmove:             "номер ходу %s — не число",
		FENKings:                "%s: королів %d, а не 1",
		FENPawnRank:             "пішак стоїть на першій або останній горизонталі",
		FENNotToMoveInCheck:     "сторона, що не ходить, під шахом",
		FENCastlingLetter:       "%s — не K, Q, k, q, не вертикаль тури (A-H, a-h) і не -",
		BadSquare:               "%s — не поле (від a1 до h8)",
		Unencodable:             "%s не можна записати в кодуванні %s",
		TransportClosed:         "дошка закрила з'єднання",
		TransportGone:           "дошки більше немає: її від'єднано, вимкнено або вона поза досяжністю",
		TransportBusy:           "порт дошки зайнятий іншою програмою",
		TransportNoPermission:   "немає прав на порт дошки",
		TransportNotFound:       "порту дошки немає",
		TransportTimedOut:       "дошка не відповіла вчасно",
		TransportFailed:         "з'єднання не вдалося: %s",
		BoardNoProtocol:         "протокол дошки не вказано",
		ProtocolBad:             "опис протоколу дошки неповний",
		// The outputs of a running game.
		PlayLinesDropped + ".one":  "%d рядок не виведено: вивід ніхто не читав.",
		PlayLinesDropped + ".few":  "%d рядки не виведено: вивід ніхто не читав.",
		PlayLinesDropped + ".many": "%d рядків не виведено: вивід ніхто не читав.",
		PlaySoundWaiting:           "Не вдалося відкрити жоден звуковий пристрій: партія триває без мовлення. Під'єднайте навушники, колонки або звукову карту USB чи виберіть пристрій у налаштуваннях звуку; мовлення почнеться, щойно він з'явиться.",
		PlaySoundBack:              "Звуковий пристрій знайдено: мовлення знову чути.",

		// The settings file, rochade config and appliance install, the names of the settings, the keypad.
		ConfigBadValue:           "%s, рядок %d: значення %s = %s не прийнято: %s",
		ConfigBadSet:             "значення %s = %s не прийнято: %s",
		ConfigWantText:           "потрібен текст у лапках",
		ConfigWantSwitch:         "потрібно true або false",
		ConfigWantWhole:          "потрібне ціле число без лапок",
		ConfigWantNumber:         "потрібне число без лапок, наприклад 1.5",
		ConfigWantDuration:       "потрібен час у лапках, наприклад \"15s\" або \"1m30s\"",
		ConfigWantList:           "потрібен текст у лапках або кілька текстів у квадратних дужках: [\"a\", \"b\"]",
		ConfigOneOf:              "вкажіть одне зі значень: %s",
		ConfigOneValue:           "потрібне одне значення",
		ConfigNotUTF8:            "файл налаштувань містить лише текст UTF-8",
		ConfigRange:              "потрібне значення від %s до %s",
		ConfigExample:            "пишіть так: %s",
		ConfigSyntax:             "%s, рядок %d: %s: %s",
		ConfigSyntaxUnquoted:     "значення — це число, true, false або текст у лапках",
		ConfigSyntaxUnclosed:     "не закрито лапки, дужку або назву таблиці",
		ConfigSyntaxLine:         "у кожному рядку одне налаштування: назва = значення",
		ConfigSyntaxNumber:       "це не число",
		ConfigSyntaxEncoding:     "файл має бути текстом UTF-8 без керівних символів",
		ConfigSyntaxOther:        "це не TOML",
		ConfigTwice:              "%s, рядок %d: %s задано вдруге (уперше в рядку %d)",
		ConfigUnknownKey:         "%s, рядок %d: %s — не налаштування Rochade; воно лишається у файлі й не використовується (rochade config show --all перелічує налаштування)",
		ConfigNoSetting:          "%s — не налаштування: rochade config show --all перелічує налаштування",
		ConfigSaved:              "Збережено в %s: %s = %s",
		ConfigFile:               "Файл налаштувань: %s",
		ConfigNoFile:             "Файл налаштувань: %s (ще не створено: кожне налаштування має типове значення)",
		ConfigDefaults + ".one":  "Ще %d налаштування має типове значення: rochade config show --all перелічує всі",
		ConfigDefaults + ".few":  "Ще %d налаштування мають типові значення: rochade config show --all перелічує всі",
		ConfigDefaults + ".many": "Ще %d налаштувань мають типові значення: rochade config show --all перелічує всі",
		ConfigDefault:            "типово",
		ConfigTooLarge:           "%s більший за мегабайт: це не файл налаштувань",
		ConfigNotChanged:         "%s не змінено: спершу виправте вказаний рядок",
		SettingBoard:             "Дошка",
		SettingProtocol:          "Протокол дошки",
		SettingSide:              "Ваш колір",
		SettingOpponent:          "Суперник",
		SettingLevel:             "Рівень комп'ютера",
		SettingClock:             "Контроль часу",
		SettingLanguage:          "Мова",
		SettingVoice:             "Голос",
		SettingSpeed:             "Швидкість мовлення",
		SettingVolume:            "Гучність",
		SettingVoiceBlack:        "Голос чорних",
		SettingTouch:             "Оголошувати торкнуті фігури",
		SettingBraille:           "Брайлівський дисплей",
		ChoiceAuto:               "знайти самостійно",
		ChoicePerson:             "людина",
		ChoiceComputer:           "комп'ютер",
		ChoiceFullStrength:       "повна сила",
		ChoiceNoClock:            "без годинника",
		ChoiceBoardClock:         "годинник на дошці",
		ChoiceVoiceBuiltIn:       "вбудований голос",
		ChoiceVoiceSystem:        "мовлення системи",
		ChoiceVoiceNone:          "без звуку",
		ChoiceSameVoice:          "той самий, що в білих",
		ChoiceOn:                 "увімкнено",
		ChoiceOff:                "вимкнено",
		ServiceUserCreated:       "Створено користувача %s для служби, у групах %s.",
		ServiceUserExists:        "Користувач %s уже є; він у групах %s.",
		ServiceConfigMade:        "Створено файл налаштувань %s.",
		ServiceConfigKept:        "Файл налаштувань %s лишається як є.",
		ServiceUnitWritten:       "Записано юніт служби %s.",
		ServiceRuleWritten:       "Служба може вимикати й перезапускати комп'ютер зі свого меню, після підтвердження: %s.",
		ServiceEnabled:           "Служба %s запускається під час кожного завантаження.",
		ServiceStarted:           "Службу %s запущено: вона скаже, коли буде готова; journalctl -u %s показує її рядки.",
		ServiceStopped:           "Службу %s зупинено, і вона більше не запускається під час завантаження.",
		ServiceRemoved:           "Видалено %s.",
		ServiceUserRemoved:       "Користувача %s видалено; партії лишаються в %s, налаштування в %s.",
		ServiceNotInstalled:      "Службу %s не встановлено: скасовувати нічого.",
		ServiceNoSystemd:         "Ця система не використовує systemd: запускайте rochade appliance власними засобами системи під час завантаження.",
		ServiceNotRoot:           "rochade appliance %s змінює систему: запустіть від імені root, через sudo.",
		ServiceNotExecutable:     "Користувач служби не може запустити %s: спершу встановіть програму командою sudo install -m 755 %s /usr/local/bin/rochade і запускайте її.",
		ServiceCommandFailed:     "%s не вдалося: %s",
		ServiceNoGroups:          "немає",
		ServiceNoUser:            "useradd не створив користувача",
		KeypadFound:              "Цифрова клавіатура готова: %s.",
		KeypadGone:               "Цифрову клавіатуру від'єднано: %s.",
		KeypadOpenFailed:         "Не вдається відкрити цифрову клавіатуру %s: %s. Користувачеві потрібна група input.",
		KeypadNotKeypad:          "%s — не цифрова клавіатура: у нього немає цифрових клавіш.",
		KeypadNoKeys:             "у нього немає цифрових клавіш",
		KeypadUnsupported:        "Цифрові клавіатури читаються як пристрої введення в Linux, а не в %s: користуйтеся клавішами термінала.",
		KeypadCutRecord:          "Введення цифрової клавіатури обірвалося на %d-му байті запису довжиною %d байтів.",
		MenuGame:                 "Результат і повернення ходу",
		MenuSpeech:               "Голос і мовлення",
		MenuBoard:                "Під'єднання дошки",
		ApplianceReady:           "Усе готово: Rochade працює.",
		ApplianceNoBoard:         "Дошки поки немає: Rochade продовжує її шукати.",
		ApplianceBoardFound:      "Дошку знайдено: %s.",
		ApplianceBoardNFound:     "Дошку %d знайдено: %s.",
		ApplianceResumed:         "Остання партія не закінчена: вона продовжиться з ходу %d, коли на дошці буде її позиція. Для нової партії розставте початкову позицію.",
		ApplianceBadValue:        "Налаштування %s має неприпустиме значення %s: діє значення за замовчуванням.",
		ApplianceBadFile:         "Файл налаштувань не читається, починаючи з рядка %d: ці налаштування мають значення за замовчуванням.",
		ApplianceNoFile:          "Файл налаштувань не читається: усі налаштування мають значення за замовчуванням.",
		ApplianceClash:           "Налаштування партії не узгоджуються між собою: вони мають значення за замовчуванням.",
		ApplianceKeypad:          "Цифрова клавіатура готова.",
		MenuOpened:               "Меню. %s",
		MenuValue:                "%s: %s.",
		MenuSubmenu:              "%s, підменю.",
		MenuChosen:               "%s, вибрано.",
		MenuSaved:                "%s: %s. Збережено.",
		MenuSavedNext:            "%s: %s. Збережено; діє з наступної партії.",
		MenuNotSaved:             "%s: %s не збережено.",
		MenuConfirm:              "%s: натисніть Enter ще раз, щоб підтвердити.",
		MenuEmpty:                "Тут нічого немає.",
		MenuClosed:               "Меню закрито.",
		MenuGames:                "Партії",
		MenuSystem:               "Система",
		MenuSavedGames:           "Збережені партії",
		MenuLastGame:             "Ходи останньої партії",
		MenuLastMoves:            "Остання партія: %s",
		MenuNoGame:               "Збережених партій поки немає.",
		MenuCopy:                 "Скопіювати партії на флешку",
		MenuCopying:              "Партії копіюються на флешку.",
		MenuCopied + ".one":      "%d партію скопійовано на флешку: її можна вийняти.",
		MenuCopied + ".few":      "%d партії скопійовано на флешку: її можна вийняти.",
		MenuCopied + ".many":     "%d партій скопійовано на флешку: її можна вийняти.",
		MenuNoStick:              "Флешку не знайдено: вставте її та виберіть цей пункт ще раз.",
		MenuCopyFailed:           "Не вдалося скопіювати партії на флешку.",
		MenuScan:                 "Знайти дошки Bluetooth",
		MenuScanning:             "Триває пошук дошок Bluetooth.",
		MenuAddress:              "Мережева адреса",
		MenuNoNetwork:            "немає мережі",
		MenuPairing:              "Код прив'язки телефона",
		MenuVersion:              "Версія",
		MenuRestart:              "Перезапустити комп'ютер",
		MenuShutDown:             "Вимкнути комп'ютер",
		MenuRestarting:           "Перезапуск.",
		MenuShuttingDown:         "Вимкнення.",
		MenuPowerFailed:          "Звідси не можна перезапустити чи вимкнути комп'ютер.",
		SayPoint:                 "крапка",
		SayPlus:                  "плюс",
		SayMinus:                 "мінус",
		SaySlash:                 "скісна риска",
		SayColon:                 "двокрапка",
		SayComma:                 "кома",
		SayOther:                 "знак",
		// The live page.
		WebGame:                "Партія",
		WebSettings:            "Налаштування",
		WebPair:                "Прив'язати цей телефон",
		WebPages:               "Сторінки",
		WebNow:                 "Останнє повідомлення",
		WebSaid:                "Усе сказане",
		WebMoves:               "Ходи",
		WebNoMove:              "Ходів ще немає.",
		WebAsk:                 "Запитання",
		WebChange:              "Змінити партію",
		WebNotPaired:           "Змінювати партію й налаштування може лише прив'язаний телефон.",
		WebPairedHere:          "Цей телефон прив'язано.",
		WebBoards:              "Дошки",
		WebBoardN:              "Дошка %d",
		WebBoardAway:           "не під'єднана",
		WebDiffers:             "розбіжність",
		WebOffline:             "Немає зв'язку з Rochade: пробую знову.",
		WebOnline:              "Зв'язок із Rochade відновлено.",
		WebMissed + ".one":     "Пропущено %d рядок.",
		WebMissed + ".few":     "Пропущено %d рядки. Останній:",
		WebMissed + ".many":    "Пропущено %d рядків. Останній:",
		WebCode:                "Код прив'язки",
		WebCodeHelp:            "Попросіть у Rochade код прив'язки в його меню, потім введіть шість цифр, які він назве.",
		WebPairButton:          "Прив'язати",
		WebWrongCode + ".one":  "Неправильний код. Ще %d неправильний код заблокує прив'язку на хвилину.",
		WebWrongCode + ".few":  "Неправильний код. Ще %d неправильні коди заблокують прив'язку на хвилину.",
		WebWrongCode + ".many": "Неправильний код. Ще %d неправильних кодів заблокують прив'язку на хвилину.",
		WebLocked:              "Прив'язку заблоковано після п'яти неправильних кодів. Спробуйте через %d с.",
		WebNoCode:              "Немає відкритого коду прив'язки: попросіть код у Rochade і введіть його тут.",
		WebSave:                "Зберегти",
		WebSaved:               "Налаштування збережено.",
		WebNotSaved:            "%s не збережено: %v",
		WebStale:               "Сторінка застаріла: завантажте її знову.",
		WebBadRequest:          "Цей запит не вдається прочитати.",
		WebTooLarge:            "Цей запит задовгий.",
		WebNotFound:            "Сторінки %s тут немає.",
		WebMethod:              "Ця сторінка не приймає такого запиту.",
		WebBusy:                "Rochade зараз не може прийняти запит: спробуйте за мить.",
		WebTooMany:             "Забагато запитів із неприв'язаних телефонів: зачекайте трохи.",
		WebMisdirected:         "Під цим ім'ям сторінка не відкривається: відкрийте адресу, яку називає Rochade.",
		WebHeaderTooLarge:      "Заголовок цього запиту задовгий.",
		WebBack:                "Назад до партії",
		WebServing:             "Сторінка для телефонів: %s",
		WebCodeAsk:             "Щоб отримати код прив'язки, введіть %s або натисніть клавішу крапки на цифровій клавіатурі: Rochade назве й надрукує шість цифр.",
		WebNoServe:             "Не вдається відкрити сторінку за адресою %s: %v",
		WebPhonesLost:          "Не вдається прочитати прив'язані телефони з %s (%v): жоден телефон не прив'язаний, доки його не прив'яжуть знову.",
		WebPhoneKept:           "Не вдається зберегти прив'язку в %s (%v): телефон прив'язаний, доки Rochade працює.",
		WebLine:                "рядок %d: %v",
		WebGuessing:            "Хтось інший у мережі вводить неправильні коди прив'язки.",
		WebCodeClosed:          "Код прив'язки закрито після %d неправильних кодів. Попросіть новий.",
		WebNotATime:            "це не час останнього використання в секундах",
		WebUnpair:              "Відв'язати цей телефон",
		WebUnpaired:            "Цей телефон більше не прив'язано.",
		WebForget:              "Відв'язати всі телефони",
		WebForgotten:           "Зараз жоден телефон не прив'язано.",
		WebBoardOnly:           "задається лише біля дошки, не з телефона",
		WebAskButton:           "Запитати",
		WebBadValue:            "значення з переносом рядка, символом NUL або довше за %d символів не приймається",
		WebNotAHash:            "це не геш SHA-256 у шістнадцятковому записі",
		WebFileLarge:           "файл завеликий для списку телефонів",
		WebSettingsPlay:        "Кожну зміну одразу збережено в %s. play застосує її під час наступного запуску; параметр, заданий у командному рядку, важливіший.",
		WebCodeHelpPlay:        "Щоб отримати код, введіть %s там, де play приймає запити, або натисніть клавішу крапки на цифровій клавіатурі: Rochade назве й надрукує шість цифр. Введіть їх тут.",
		WebSettingsAppliance:   "Кожну зміну одразу збережено в %s, і вона одразу діє; сторона, суперник і контроль часу, змінені під час партії, — з наступної партії.",
		WebOccupied:            "зайнято",
		WebNoPage:              "Сторінка для телефонів не працює: play відкриває її з --web, наприклад --web :8080.",
		// The record survives: one writer, a record that only grows, the rescue file.
		GrowIO:                     "%v",
		GrowReadOnly:               "він доступний лише для читання",
		GrowLocked:                 "у %s пише процес %d (%s); у запис партії пише одна партія за раз: укажіть інший файл --record або спершу завершіть цей процес",
		GrowLockedPID:              "у %s пише процес %d; у запис партії пише одна партія за раз: укажіть інший файл --record або спершу завершіть цей процес",
		GrowLockedHost:             "у %s пише процес %d на %s (%s); укажіть інший файл --record або видаліть %s, якщо цей процес завершено",
		GrowLockedFile:             "у %s пише інший процес, як зазначено в %s; укажіть інший файл --record або видаліть цей файл, якщо процес завершено",
		GrowLockedUnknown:          "у %s пише інший процес; у запис партії пише одна партія за раз: укажіть інший файл --record",
		GrowStaleLock:              "%s залишився заблокованим процесом %d (%s), який уже завершено; Rochade бере його собі.",
		GrowStaleLockPID:           "%s залишився заблокованим процесом %d, який уже завершено; Rochade бере його собі.",
		GrowChanged:                "інша програма змінила його",
		GrowReplaced:               "інша програма поставила на його місце інший файл",
		GrowGone:                   "його видалено",
		PlayRecordReadOnly:         "%s доступний лише для читання, тому Rochade його не перезаписує: ходи зберігаються в пам'яті, записуються, щойно це стане можливо, а наприкінці, якщо це так і не вдасться, потрапляють до файлу порятунку.",
		PlayRecordKept:             "Інша програма змінила %s під час партії: її зміни збережено, і партія триває у файлі.",
		PlayRecordCopied + ".one":  "Інша програма записала в %s під час партії: її байти збережено, і партія триває після них новою копією (у копії перед ними %d півхід).",
		PlayRecordCopied + ".few":  "Інша програма записала в %s під час партії: її байти збережено, і партія триває після них новою копією (у копії перед ними %d півходи).",
		PlayRecordCopied + ".many": "Інша програма записала в %s під час партії: її байти збережено, і партія триває після них новою копією (у копії перед ними %d півходів).",
		PlayRecordRemade:           "%s видалено під час партії; його створено знову з партіями цього запуску.",
		PlayRecordRescued:          "останні ходи не вдалося записати в %s (%v); партії збережено в %s і надруковано вище",
		PlayRecordUnrescued:        "останні ходи не вдалося записати ні в %s (%v), ні до файлу порятунку (%v); партії надруковано вище: скопіюйте їх зараз",
		SysFileTooLarge:            "файл більший, ніж дозволяє система",
		SysQuota:                   "дискову квоту вичерпано",
		// Online play.
		LichessTokenRefused:   "сервер відхилив токен: увійдіть знову командою rochade online login",
		LichessTokenScope:     "токен не дозволяє гри на дошці (board:play): увійдіть знову командою rochade online login",
		LichessRefused:        "сервер відмовив: %s",
		LichessRateLimited:    "після надто багатьох запитів сервер просить паузу; нова спроба за хвилину",
		LichessHTTPStatus:     "сервер відповів помилкою %d",
		LichessNotFound:       "сервер не знає такої партії чи виклику",
		LichessBadServer:      "%s — не сервер: вкажіть lichess або адресу, що починається з http:// чи https://",
		LichessGarbled:        "сервер надіслав щось нечитабельне",
		LichessLoginFailed:    "вхід не вдався (%s)",
		LichessTokenFileEmpty: "у %s немає токена: увійдіть знову командою rochade online login",
		LichessTokenFile:      "не вдається використати файл токена %s: %v",
	},
	Help: ukrainianHelp,
	LangNames: map[string]string{
		"cs": "чеська",
		"da": "данська",
		"de": "німецька",
		"en": "англійська",
		"es": "іспанська",
		"fi": "фінська",
		"fr": "французька",
		"hu": "угорська",
		"it": "італійська",
		"nl": "нідерландська",
		"no": "норвезька",
		"pl": "польська",
		"pt": "португальська",
		"ru": "російська",
		"sv": "шведська",
		"uk": "українська",
	},
	Requests: map[string]RequestText{
		"time":     {"Час", "час"},
		"repeat":   {"Повтор", "повтор повтори"},
		"last":     {"Останні ходи", "останні останній"},
		"square":   {"Поле", "поле"},
		"file":     {"Вертикаль", "вертикаль лінія"},
		"rank":     {"Горизонталь", "горизонталь ряд"},
		"pieces":   {"Фігури", "фігури"},
		"board":    {"Уся дошка", "дошка"},
		"help":     {"Допомога", "допомога довідка"},
		"takeback": {"Взяти хід назад", "скасувати повернути"},
		"new":      {"Нова партія", "нова"},
		"resign":   {"Здатися", "здаюся здача"},
		"draw":     {"Нічия", "нічия"},
		"result":   {"Результат", "результат"},
		"promote":  {"Перетворення", "перетворити перетворення"},
		"battery":  {"Заряд", "заряд батарея"},
		"pair":     {"Код прив'язки", "прив'язка код"},
		"unpair":   {"Відв'язати всі телефони", "відв'язати забути"},
		"hint":     {"Підказка", "підказка"},
		"eval":     {"Оцінка", "оцінка"},
		"level":    {"Рівень", "рівень"},
		"accept":   {"Прийняти", "прийняти так"},
		"decline":  {"Відхилити", "відхилити ні"},
		"abort":    {"Перервати", "перервати"},
		"claim":    {"Вимагати перемогу", "перемога"},
		"chat":     {"Чат", "чат"},
		"white":    {"Білі", "білі білих білий"},
		"black":    {"Чорні", "чорні чорних чорний"},
		"queen":    {"Ферзь", "ферзь"},
		"rook":     {"Тура", "тура"},
		"bishop":   {"Слон", "слон"},
		"knight":   {"Кінь", "кінь"},
	},
	Spoken: &Spoken{
		Lines: map[SpokenKey]string{
			SpokenTimeWhite:         "Хід {n}, хід білих.",
			SpokenTimeBlack:         "Хід {n}, хід чорних.",
			SpokenClocks:            "Білі {white}. Чорні {black}.",
			SpokenControl:           "Контроль часу через {moves}.",
			SpokenTimeLeftWhite:     "У білих {time}.",
			SpokenTimeLeftBlack:     "У чорних {time}.",
			SpokenFlagWhite:         "У білих упав прапорець.",
			SpokenFlagBlack:         "У чорних упав прапорець.",
			SpokenWinsWhite:         "Білі виграли.",
			SpokenWinsBlack:         "Чорні виграли.",
			SpokenDraw:              "Нічия.",
			SpokenResignsWhite:      "Білі здалися.",
			SpokenResignsBlack:      "Чорні здалися.",
			SpokenGameOver:          "Партію закінчено.",
			SpokenNoMoveYet:         "Ходів ще не було.",
			SpokenUnknownRequest:    "Запит незрозумілий.",
			SpokenNewGame:           "Нова партія.",
			SpokenSetUp:             "Нова партія. Розставте початкову позицію.",
			SpokenConfirmNew:        "Партія триває. Підтвердьте нову партію.",
			SpokenStartShown:        "На дошці початкова позиція. Підтвердьте нову партію.",
			SpokenBoardBack:         "Дошку знову під'єднано.",
			SpokenBoardGone:         "Дошку від'єднано.",
			SpokenBoardSilent:       "Дошка не відповідає.",
			SpokenPositionOk:        "Позиція правильна.",
			SpokenSaveFailed:        "Не вдалося зберегти партію.",
			SpokenSaved:             "Партію збережено.",
			SpokenEngineRestarted:   "Комп'ютер перезапущено.",
			SpokenOnBoard:           "Дошка {n}: {line}",
			SpokenShowsEarlierWhite: "На дошці позиція після ходу {n} білих.",
			SpokenShowsEarlierBlack: "На дошці позиція після ходу {n} чорних.",
			SpokenCheckPosition:     "Перевірте позицію:",
			SpokenCheckPositionMany: "Перевірте позицію, хибних полів {n}:",
			SpokenFixClear:          "звільніть {square}",
			SpokenFixPlaceWhite:     "поставте {piece} білих на {square}",
			SpokenFixPlaceBlack:     "поставте {piece} чорних на {square}",
			SpokenDiscrepancyWhite:  "Розбіжність у ході {n} білих:",
			SpokenDiscrepancyBlack:  "Розбіжність у ході {n} чорних:",
			SpokenBoardMove:         "дошка {n}: {move}",
			SpokenBoardNoMove:       "дошка {n}: немає ходу",
			SpokenPairingCode:       "Код прив'язки: {code}. Він діє один раз, {minutes}.",
			SpokenWhileAway:         "Поки дошку було від'єднано: {move}",
			SpokenSidedWhite:        "Білі: {move}",
			SpokenSidedBlack:        "Чорні: {move}",
			SpokenHelp:              "Довідка.",
			SpokenHelpKey:           "Клавіша {n}: {name}.",
			SpokenNameTime:          "час",
			SpokenNameRepeat:        "повтор",
			SpokenNameLastMoves:     "останні ходи",
			SpokenNamePiecesWhite:   "фігури білих",
			SpokenNamePiecesBlack:   "фігури чорних",
			SpokenNameBoard:         "уся дошка",
			SpokenNameHint:          "підказка",
			SpokenNameTakeBack:      "взяти хід назад",
			SpokenEngineMove:        "Комп'ютер: {move}",
			SpokenMakeMove:          "Зробіть хід комп'ютера: {move}",
			SpokenHint:              "Підказка: {move}",
			SpokenLevel:             "Рівень {n}.",
			SpokenSquareWhite:       "{square}: {piece} білих",
			SpokenSquareBlack:       "{square}: {piece} чорних",
			SpokenSquareEmpty:       "{square}: порожньо",
			SpokenEqual:             "Позиція рівна.",
			SpokenBetterWhite:       "У білих краще.",
			SpokenBetterBlack:       "У чорних краще.",
			SpokenWinningWhite:      "Білі виграють.",
			SpokenWinningBlack:      "Чорні виграють.",
			SpokenMatesWhite:        "Білі ставлять мат за {moves}.",
			SpokenMatesBlack:        "Чорні ставлять мат за {moves}.",
			SpokenScore:             "{pawns} кома {tenths}",
			SpokenTouched:           "Торкнулися фігури: {piece} {square}",
			// Following the board when it could not be followed move by move.
			SpokenCaughtUp:      "Пропущений хід: {move}",
			SpokenOrderUnknown:  "Порядок ходів неясний, поверніть останній хід.",
			SpokenSetUpPosition: "Розставте позицію: залишилося {moves}.",
		},
		Numbers: map[string]string{
			"0": "нуль", "1": "один", "1f": "одна", "1n": "одне", "2": "два", "2f": "дві",
			"3": "три", "4": "чотири", "5": "п'ять", "6": "шість", "7": "сім", "8": "вісім", "9": "дев'ять",
			"10": "десять", "11": "одинадцять", "12": "дванадцять", "13": "тринадцять", "14": "чотирнадцять",
			"15": "п'ятнадцять", "16": "шістнадцять", "17": "сімнадцять", "18": "вісімнадцять", "19": "дев'ятнадцять",
			"20": "двадцять", "30": "тридцять", "40": "сорок", "50": "п'ятдесят", "60": "шістдесят",
			"70": "сімдесят", "80": "вісімдесят", "90": "дев'яносто",
			"100": "сто", "200": "двісті", "300": "триста",
		},
		Units: map[string]Unit{
			"hour":   {[3]string{"година", "години", "годин"}, Feminine},
			"minute": {[3]string{"хвилина", "хвилини", "хвилин"}, Feminine},
			"second": {[3]string{"секунда", "секунди", "секунд"}, Feminine},
			"move":   {[3]string{"хід", "ходи", "ходів"}, Masculine},
		},
	},
}

// ukrainianHelp holds the Ukrainian help texts (see help_de.go for the keys).
var ukrainianHelp = map[string]string{
	"usage-template": `Виклик:{{if .Runnable}}
  {{.UseLine | replaceAll " [flags]" " [параметри]"}}{{end}}{{if .HasAvailableSubCommands}}
  {{.CommandPath}} [команда]{{end}}{{if gt (len .Aliases) 0}}

Інші назви:
  {{.NameAndAliases}}{{end}}{{if .HasExample}}

Приклади:
{{.Example}}{{end}}{{if .HasAvailableSubCommands}}

Команди:{{range .Commands}}{{if (or .IsAvailableCommand (eq .Name "help"))}}
  {{rpad .Name .NamePadding }} {{.Short}}{{end}}{{end}}{{end}}{{if .HasAvailableLocalFlags}}

Параметри:
{{.LocalFlags.FlagUsages | trimTrailingWhitespaces | replaceAll "(default " "(типово: "}}{{end}}{{if .HasAvailableInheritedFlags}}

Параметри всіх команд:
{{.InheritedFlags.FlagUsages | trimTrailingWhitespaces | replaceAll "(default " "(типово: "}}{{end}}{{if .HasAvailableSubCommands}}

"{{.CommandPath}} [команда] --help" пояснює команду.{{end}}
`,

	"rochade:short": "Оголошувати шахові ходи для незрячих і слабозорих шахістів (Додаток D ФІДЕ)",
	"rochade:long": `Rochade — електронний помічник для незрячих і слабозорих шахістів за
Правилами гри в шахи ФІДЕ, Додаток D. Він читає ходи в будь-якій звичайній
алгебраїчній нотації, оголошує їх словами Додатка D (Анна, Белла, Цезар ...
айнс, цвай ...), стежить за партіями на сенсорних дошках і веде бланк
запису партії шрифтом Брайля.

Повідомлення виводяться мовою --lang-ui, інакше мовою з LC_ALL, LC_MESSAGES
або LANG (англійською, якщо там немає відомої мови); слова Додатка D
лишаються німецькими, для української та російської мов вони друкуються
російською транскрипцією Додатка D.

Для початку: "rochade demo" програє партію-приклад.`,
	"rochade completion:short":    "Вивести скрипт доповнення команд для оболонки",
	"rochade help:short":          "Допомога з команди",
	"rochade play:short":          "Стежити за партією на сенсорній дошці й оголошувати кожен хід",
	"rochade demo:short":          "Прослухати партію-приклад на віртуальній сенсорній дошці (без пристроїв)",
	"rochade board:short":         "Сенсорні дошки: знайти під'єднану дошку або імітувати дошку",
	"rochade voices:short":        "Показати, перевірити й створити голосові пакети",
	"rochade convert:short":       "Перекладати партії з однієї нотації в іншу (UCI, SAN, повна алгебраїчна)",
	"rochade announce:short":      "Оголосити ходи партій словами Додатка D ФІДЕ",
	"rochade render:short":        "Записати вимовлені ходи кожної партії з файлів PGN в окремий файл WAV",
	"rochade braille:short":       "Записати бланк партії шрифтом Брайля або показати його на дисплеї Брайля",
	"rochade compare:short":       "Порівняти два бланки запису однієї партії й назвати перше розходження",
	"rochade version:short":       "Вивести версію Rochade",
	"rochade board detect:short":  "Знайти під'єднану дошку ({detect}) і сказати, де вона",
	"rochade board emulate:short": "Запустити віртуальну сенсорну дошку на псевдотерміналі й зіграти на ній партію",
	"rochade voices test:short":   "Вимовити хід і відповідь, щоб перевірити виведення мовлення",
	"rochade voices list:short":   "Показати вбудований голос і голосові пакети у вказаних теках",
	"rochade voices check:short":  "Перевірити голосовий пакет: відсутні чи нечитабельні записи, частота, перевантаження, тиша, гучність",
	"rochade voices new:short":    "Створити голосовий пакет: опис і список фраз для запису",
	"rochade voices tidy:short":   "Обрізати тишу кожного запису, вирівняти гучність і зберегти з частотою пакета",

	"--lang-ui":         "мова повідомлень: %s (інакше з LC_ALL, LC_MESSAGES або LANG, без них en)",
	"--to":              "нотація виведення: uci, san або lan (обов'язково)",
	"--lang":            "мова літер фігур на вході або auto",
	"--out-lang":        "мова літер фігур на виході",
	"--long":            "називати в кожного ходу й вихідне поле (Springer Gustav eins Felix drei)",
	"--pawn":            `казати "Bauer" під час ходів пішаком`,
	"--spelling":        "написання слів: de (Cäsar, fünf) або fide (Cesar, fuenf)",
	"--script":          "письмо слів: latin або cyrillic для російської транскрипції (типово cyrillic для ru та uk, інакше latin)",
	"--text":            "виводити лише оголошення: рядок на хід, порожній рядок між партіями",
	"--no-numbers":      "не виводити номер ходу й сторону в списку",
	"--speak":           "говорити через звуковий пристрій",
	"--wav":             "записати оголошення в цей файл WAV (звуковий пристрій не потрібен)",
	"--fallback-wav":    "з --speak: записати оголошення в цей файл WAV, якщо звуковий пристрій не відкривається",
	"--barge-in":        "новий хід перериває поточне оголошення, а не чекає його кінця",
	"--voice":           `тека голосового пакета, "default" для вбудованого німецького голосу, "system" для свого екранного диктора чи системного синтезатора (або один із них: speech-dispatcher, nvda, jaws, sapi, say, voiceover) чи "none" для тиші`,
	"--voice-black":     "тека голосового пакета для ходів чорних (інакше як --voice)",
	"--gap":             "тиша між словами оголошення",
	"--pause":           "тиша між двома оголошеннями",
	"--speed":           "темп мовлення, від 0.5 до 3 (висота тону зберігається; 1 лишає екранному диктору й системному синтезатору їхній власний темп)",
	"--volume":          "гучність, від 0 до 4 (1 лишає екранному диктору й системному синтезатору їхню власну гучність)",
	"--numbers":         `перед кожним ходом білих казати "Zug" і номер ходу`,
	"--quiet":           "виводити лише помилки",
	"--format":          "виведення: unicode, brf або text",
	"--width":           "клітинок (символів) у рядку",
	"--lines":           "рядків на сторінці (brf і unicode)",
	"--no-page-numbers": "не виводити номери сторінок",
	"--sign":            "змінити знак у вигляді назва=клітинки (номери точок як 346, клітинки через /, або знаки Брайля); назви: %s",
	"--game":            "яку партію файлу, рахуючи з 1",
	"--display":         "показати партію на дисплеї Брайля через BRLTTY",
	"--dots":            "з --display надсилати шахові клітинки замість тексту",
	"--help":            "допомога з %s",
	"--version":         "вивести версію %s",

	"rochade board detect --protocol":        "шукати лише за цим `протоколом`: %s",
	"rochade board detect --list":            "перелічити порти, на яких може бути дошка, не опитуючи їх",
	"rochade board emulate --protocol":       "`протокол` дошки: %s",
	"rochade board emulate --noise":          "справжні руки й справжня лінія: фігури протягуються й ставляться дорогою, датчики мерехтять, на лінії завади",
	"rochade board emulate --exit-when-done": "закінчити приблизно через секунду після останнього ходу",
	"rochade board emulate --seed":           "`початкове число` для способів, якими робляться ходи",
	"rochade board emulate --plain":          "робити кожен хід простим підняттям і постановкою (без протягування й дотиків)",
	"rochade board emulate --link":           "вказати цим `шляхом` на дошку (інакше новий у тимчасовій теці)",
	"rochade board emulate --wait":           "скільки чекати на програму, перш ніж усе одно грати (або приймати команди), `тривалість` як 2m",
	"rochade board emulate --unplug-at":      "вийняти кабель перед півходом із цим `номером` (рахуючи з 1)",
	"rochade board emulate --unplug-for":     "скільки кабель лишається вийнятим, `тривалість` як 10s",
	"rochade board emulate --clock":          "поставити до дошки DGT годинник DGT3000 із цим `контролем часу`, наприклад 300+3 або 5m+3s",
	"rochade voices list --tokens":           "перелічити й кожне слово з написанням, вимовою та файлом (першого пакета)",
	"rochade voices check --tolerance":       "на скільки `дБ` гучність запису може відрізнятися від медіани пакета",
	"rochade voices check --edge-silence":    "найбільша тиша в `секундах` до або після мовлення в записі",
	"rochade voices check --pairs":           "перелічити й `N` найподібніших на слух пар серед вертикалей, горизонталей, фігур, чисел і фраз (--pairs без значення: 3)",
	"rochade voices new --name":              "`назва` голосу",
	"rochade voices new --language":          "`код мови` голосу",
	"rochade voices new --licence":           "`ліцензія` записів, наприклад CC0-1.0",
	"rochade voices new --rate":              "частота дискретизації записів у `Гц`, від 8000 до 48000",
	"rochade voices new --espeak":            "створити записи з espeak-ng цим `голосом` (наприклад, uk, de, cs, pl)",
	"rochade voices new --wpm":               "з --espeak: `кількість` слів за хвилину, від 80 до 450",
	"rochade voices tidy --eq":               "`еквалайзер`: speech (привести спектр до природного мовлення) або none",
	"rochade board emulate --speed":          "темп рук як `множник`: 2 — удвічі швидше",
	"rochade board emulate --game":           "зіграти головний варіант першої партії з цього `файлу` PGN",
	"rochade play --dots":                    "з --braille надсилати шахові клітинки замість тексту",

	"rochade convert:long": `Convert читає партії в PGN, у будь-якій звичайній алгебраїчній нотації і
будь-якою відомою мовою, і записує їх заново.

  --to uci   один рядок на партію: її ходи у формі UCI через пробіл
  --to san   PGN у скороченій алгебраїчній нотації (Nf3, exd5, O-O)
  --to lan   PGN у повній алгебраїчній нотації (Ng1-f3, e4xd5)

Літери фігур на вході розпізнаються для кожної партії, якщо --lang не
називає мову. --out-lang пише літери фігур іншої мови (стандарт PGN
використовує англійську). З - читається стандартне введення.

Партію, яку не вдається прочитати до кінця, записано до ходу, на якому
читання зупинилося, а причину виведено в потік помилок. Файл без партій —
це помилка.`,
	"rochade announce:long": `Announce читає партії в PGN (будь-яка звичайна нотація, будь-яка відома
мова) й оголошує кожен хід словами Правил ФІДЕ, Додаток D: вертикалі Anna,
Bella, Cäsar, David, Eva, Felix, Gustav, Hector; горизонталі eins … acht;
König, Dame, Turm, Läufer, Springer, Bauer; Kurze і Lange Rochade; schlägt,
en passant, Umwandlung in, Schach, Matt, Patt.

Без --text виводиться нумерований список, рядок на хід. З --text рівно
один рядок на хід і порожній рядок між партіями, для інших програм.

--speak вимовляє ходи вбудованим німецьким голосом (або --voice); --wav
ВИХІД.wav записує мовлення у файл без звукового пристрою. Вхід
перевіряється до того, як ВИХІД.wav буде зачеплено, ВИХІД.wav не може бути
вхідним файлом, і запис іде через тимчасовий файл: якщо щось не так,
наявний ВИХІД.wav лишається як був.`,
	"rochade render:long": `Render читає партії в PGN і для кожної партії пише в ТЕКУ файл WAV з її
ходами, вимовленими словами Додатка D ФІДЕ. Звуковий пристрій не потрібен.
Файли названо за файлом PGN, номером партії в ньому та гравцями; файлам
PGN з однаковими назвами з різних тек додається назва теки.

Render ніколи не пише поверх файлу: якщо в ТЕЦІ вже є файл з однією з
назв, які він записав би, він зупиняється, нічого не записавши, і каже
про це.

Що кілька секунд виводиться рядок про перебіг роботи й залишок часу,
наприкінці — рядок з підсумком; --quiet виводить лише помилки.`,
	"rochade braille:long": `Пише бланк партії з PGN шаховим кодом Брайля: вертикалі літерами,
горизонталі й номери ходів нижніми цифрами, літери фігур вибраної мови,
пара ходів на рядок (див. docs/braille.md).

Формати:
  unicode  текст символами Брайля Юнікоду (типово)
  brf      BRF для брайлівських принтерів: Braille ASCII, CR LF, перехід
           сторінки між сторінками, номери сторінок унизу праворуч
  text     той самий бланк звичайним шрифтом

З --display партію показано через BRLTTY на дисплеї Брайля (BRLAPI_HOST і
BRLAPI_AUTH ураховуються): остання пара ходів текстом вибраною мовою, з
--dots шаховими клітинками. Клавіші дисплея гортають вперед і назад;
клавіша маршрутизації над ходом вимовляє його. Ctrl-C завершує, дисплей
повертається BRLTTY. Якщо BRLTTY не запущено, Rochade каже це один раз і
під'єднується, щойно він запрацює.

--lang називає мову літер фігур на вході (інакше її розпізнано для кожної
партії), --out-lang — мову записуваних літер.`,
	"rochade board detect:long": `Опитує послідовні порти цього комп'ютера в пошуках дошки
({detect}) і виводить протокол і порт першої, що відповіла, для
  rochade play --board ПОРТ --protocol ПРОТОКОЛ
Порти за порядком: дошки DGT, упізнані за ідентифікаторами USB (Windows і
Linux), потім
  Windows  порти COM: COM3, COM4 ...
  macOS    /dev/cu.usbmodem*, /dev/cu.usbserial*, інші /dev/cu.*
  Linux    /dev/ttyACM*, /dev/ttyUSB*, /dev/rfcomm* (Bluetooth)
З --list порти виводяться по одному на рядок, без опитування.
З --protocol ПРОТОКОЛ ({detect-names}) опитується лише цей протокол.`,
	"rochade board emulate:long": `Запускає віртуальну дошку ({serial}) на псевдотерміналі —
справжньому послідовному співрозмовнику, що говорить протоколом дошки,
або віртуальну Bluetooth-дошку ({ble}) на локальному Unix-сокеті, що
передає її записи та сповіщення.
Перший рядок виведення — шлях до пристрою, який відкриває програма,
наприклад:

  rochade play --board ШЛЯХ --protocol dgt

З --game головний варіант партії розіграно на дошці так, як це роблять
руки: фігури піднімають і ставлять, зсувають, торкаються й повертають,
взяті фігури знімають до або після, при рокіровці спершу король або
спершу тура, перетворення — постановкою нової фігури на останню
горизонталь. Гра починається, щойно під'єднається програма. Без --game
дошка починає з початкової позиції.

Дошка опитує поля по одному, як справжні: DGT за 200–250 мс на прохід,
Millennium так швидко, як указано в її E2ROM (40,96 мс). Зміну
повідомлено, лише коли прохід дійде до її поля. З --noise грають справжні
руки: фігури протягують над дошкою (цілий прохід невидимі між полями) або
ставлять дорогою й зсувають далі, датчики мерехтять, на лінії завади.

З --clock КОНТРОЛЬ (лише {clock}) біля дошки стоїть годинник DGT3000 з цим
контролем часу (300+3, 5m+3s, 40/90m+30s:30m+30s, ...). Його час іде
в реальному часі, хоч би що казав --speed; руки натискають годинник після
кожного ходу, і прапорець падає, коли час спливає.

Команди зі стандартного введення, по одній на рядок (після партії, якщо
вона є); вони однакові всіма мовами:

  button N        натиснути кнопку N годинника (1–5, зліва направо)
  position FEN    розставити фігури за FEN (position start: початкова позиція)
  move ХІД        зробити хід будь-якою нотацією й мовою (move Nf3, move Sf3, move g1-f3)
  unplug          вийняти кабель: те, що відбувається на дошці, не надсилається
  plug            вставити кабель назад

Кожна виконана команда виводить рядок "done: ..." на стандартне
виведення (він теж однаковий усіма мовами, для програм); рядок, який не
можна виконати, — рядок у потоці помилок. Кінець стандартного введення
нічого не завершує: дошка працює, доки її не зупинять.`,
	"rochade voices:long": `Голосовий пакет — це тека з описом (voice.json) і записом кожного слова,
яке каже Rochade. Німецький голос вбудовано.

  rochade voices list [ТЕКА...]   показати вбудований голос і вказані пакети
  rochade voices check [ТЕКА]     перевірити пакет (без ТЕКИ: вбудований голос)
  rochade voices new ТЕКА         створити пакет: опис і фрази для запису
  rochade voices tidy ТЕКА        обрізати й вирівняти записи (вихідні зберігаються)
  rochade voices new ТЕКА --espeak de   створити весь пакет з espeak-ng
  rochade voices test --voice system   вимовити хід і відповідь через свій
                                       екранний диктор чи системний синтезатор`,
	"rochade voices test:long": `Вимовляє хід (1. Кf3: "Springer Felix drei") і відповідь (на запит часу:
номер ходу, чий хід, обидва годинники) голосом --voice, точно як play: хід
як оголошення (з --barge-in він перериває), потім відповідь. Рядки також
виводяться.

З --voice system Rochade говорить через ваш екранний диктор чи системний
синтезатор: NVDA, JAWS або SAPI у Windows, VoiceOver або say у macOS,
speech-dispatcher (як Orca) у Linux; він каже, який вибрав або чому
жоден недоступний.`,
	"rochade voices new:long": `Пише ТЕКА/voice.json із записом для кожного слова, яке каже Rochade, і
ТЕКА/phrases.txt — список фраз для запису: кожен рядок називає файл запису
й слова, які треба в нього вимовити. Для них створюється тека ТЕКА/clips.
Записувати можна будь-якою програмою, у WAV, FLAC або Ogg Vorbis: Rochade
упізнає формат за вмістом. Потім "rochade voices tidy ТЕКА" (зберігає
кожен запис як WAV) і "rochade voices check ТЕКА".

Для іншої мови перед записом змініть "text" кожного запису у voice.json.
З --espeak ГОЛОС записи одразу створюються з espeak-ng, за текстами
наявного ТЕКА/voice.json, якщо він є.

--rate приймає 8000–48000 Гц; --wpm, разом із --espeak, 80–450 слів за
хвилину. Якщо значення відхилено, нічого не записано.`,
	"rochade voices tidy:long": `Обрізає тишу навколо кожного запису до кількох мілісекунд, приводить кожен
до однієї гучності (-20 dBFS) і зберігає як 16-бітний моно WAV з частотою
пакета. Вихідні записи зберігаються в ТЕКА/originals/; повторна обробка
знову починається з них. Перевантажений, беззвучний або суто шумовий запис
не вирівнюється: його названо, він лишається як був і має бути
перезаписаний.

З --eq speech записи разом вирівнюються еквалайзером, щоб довгий спектр
пакета мав баланс природного мовлення: для записів глухим мікрофоном.`,

	"rochade play:long": `Стежить за партією на сенсорній дошці ({titles}) й оголошує кожен
хід у момент, коли його зроблено (Правила ФІДЕ, Додаток D), за обидві
сторони. Кожне оголошення також виводиться рядком.

Годинник: --clock 5m+3s (або 300+3, 90m+30s, 40/90m+30s:30m+30s у формі
тегу PGN TimeControl) запускає власний годинник Rochade, який вмикає час
суперника лише після ходу на дошці (D.2.4); --clock board бере час із
годинника DGT3000 або DGT XL на дошці DGT. Коли падає прапорець, Rochade
каже про це й записує результат.

Запити, по одному на рядок стандартного введення, словами мови --lang-ui
(англійські й німецькі слова розуміються завжди):
  {requests-info}
  {requests-game}
У терміналі клавіші цифрового блока діють одразу:
  5 час  0 повтор  2/4/6 останні 2/4/6 ходів  7 фігури білих
  9 фігури чорних  8 дошка  + допомога  / В Г поле  * В вертикаль  - Г горизонталь
Коли NumLock вимкнено, стрілки й клавіші цифрового блока діють так само.
Проти рушія (--engine stockfish): 1 підказка, 3 повернути хід і запити
підказка, оцінка та рівень N.

Перебіг партії: розстановка початкової позиції закінчує партію як вона є
й починає нову; після мату, падіння прапорця чи результату за дошкою не
стежать, доки на ній не буде початкової позиції. Хід назад беруть на
запит (скасувати); «нова» під час партії закінчує її, якщо повторити
протягом 15 с. За дошкою, що повернулася після перерви, стежать, лише
якщо один чи два ходи пояснюють її однозначно; інакше Rochade каже, як її
відновити.
Кнопки DGT3000: OK (праворуч) час, назад (ліворуч) повтор, мінус останній
хід кожної сторони, плюс ваші фігури.

Дві дошки (Додаток D.1): укажіть --board двічі, спершу дошку незрячого
гравця, і --protocol один раз для обох або для кожної (dgt,millennium).
Хід оголошено один раз, у момент, коли його зроблено на будь-якій з дощок;
інша дошка має його потім показати, і після --remind-after Rochade каже
там, що зробити. Час суперника починається, коли хід зроблено на дошці
того, хто ходить. Інший хід на іншій дошці — розбіжність (D.2.9): Rochade
каже про це, тримає запис на останньому ході, у якому дошки збігаються, і
поле за полем каже, як відновити кожну дошку.

З --record ФАЙЛ партію після кожного ходу записано в PGN, з часом
годинника в коментарях [%clk]; запис лише росте: вміст файлу лишається
байт у байт, нову партію додано після його партій, повернуті чи
виправлені ходи лишаються варіантами, а --resume продовжує його останню
партію, якщо її не закінчено. --event, --site, --round, --white і --black
задають теги нових партій. Ctrl+C, SIGTERM, SIGHUP або закритий термінал
(у Windows закрите вікно консолі) записує партію, каже, де вона стоїть,
і завершує.

Запис пише лише один процес: другий play з тим самим файлом (під будь-яким
ім'ям) отримує відмову. Те, чого файл не може прийняти (диск повний, файл
лише для читання), зберігається в пам'яті й записується повторно; те, що
до кінця так і не записано, потрапляє до файлу порятунку в теці даних
користувача. З --resume дошку, на якій стоїть раніша позиція партії
(початкова), розставляють: нічого не відстежується, доки на ній не стане
позиція, на якій партія зупинилася.`,
	"rochade play --announce-touch":   `казати "berührt" з фігурою й полем, коли фігуру підняли й поставили назад`,
	"rochade play --black":            "ім'я гравця чорними, для нових партій",
	"rochade play --board":            "послідовний порт дошки або auto для пошуку; двічі для двох дощок, спершу дошка незрячого гравця",
	"rochade play --braille":          "показувати бланк на дисплеї Брайля через BRLTTY (BRLAPI_HOST ураховується)",
	"rochade play --clock":            `годинник: контроль часу як 5m+3s або 300+3, "board" для годинника DGT, або жодного`,
	"rochade play --depth":            "рахувати на стільки півходів углиб замість --movetime",
	"rochade play --elo":              "сила рушія рейтингом Ело замість --level",
	"rochade play --engine":           "грати проти цього рушія UCI: stockfish або шлях до будь-якого рушія UCI; він грає стороною, протилежною --side",
	"rochade play --eval-numbers":     "запит оцінки називає й оцінку в пішаках",
	"rochade play --event":            "тег Event нових партій",
	"rochade play --level":            "рівень рушія, від 1 (найслабший) до 20 (інакше повна сила)",
	"rochade play --movetime":         "скільки рушій думає над ходом",
	"rochade play --protocol":         "протокол дошки: %s; для двох дощок по одному на дошку, наприклад dgt,millennium",
	"rochade play --record":           "вести партію в цьому `файлі` PGN, запис після кожного ходу",
	"rochade play --web":              "відкрити сторінку для телефонів за цією адресою: хост:порт або :порт у всіх мережах (телефон прив'язується кодом, який Rochade називає на запит)",
	"rochade play --web-host":         "інші імена або адреси, під якими телефони відкривають сторінку, через кому (ім'я, яке роутер дає цьому комп'ютеру, переспрямована сюди адреса); власні імена й адреси комп'ютера діють завжди, будь-які інші відхиляються",
	"rochade play --remind-after":     "для двох дощок: скільки хід може чекати на іншій дошці, перш ніж Rochade скаже там, що зробити",
	"rochade play --resume":           "продовжити останню партію з файлу --record",
	"rochade play --round":            "тег Round нових партій",
	"rochade play --side":             "сторона гравця, якому допомагає Rochade: white або black",
	"rochade play --site":             "тег Site нових партій",
	"rochade play --time-alerts":      "називати залишок часу, коли він доходить до цих значень, наприклад 5m,1m (інакше вимкнено)",
	"rochade play --time-alerts-both": "називати час для обох сторін",
	"rochade play --white":            "ім'я гравця білими, для нових партій",

	"rochade demo:long": `Розігрує партію-приклад із Правил ФІДЕ, Додаток C, на віртуальній дошці
всередині Rochade так, як це роблять руки (фігури піднімають, зсувають,
взяття в обох порядках), стежить за нею так само, як "rochade play" за
справжньою дошкою, й оголошує кожен хід через динаміки. Без звукового
пристрою мовлення записано у файл WAV, і демонстрація каже, куди.

Запити працюють як у play: наберіть час, повтор, поле e4 ... і Enter.
З --voice none оголошення лише виводяться.`,
	"rochade demo --announce-touch": `казати "berührt", коли фігуру підняли й поставили назад`,
	"rochade demo --clock":          "запустити годинник із цим контролем часу, наприклад 5m+3s",
	"rochade demo --record":         "також вести партію в цьому `файлі` PGN",
	"rochade demo --think":          "пауза перед кожним ходом (інакше 2s з мовленням, 0.6s без)",

	"rochade compare:long": `Compare читає два бланки, кожен у будь-якій нотації й будь-якою мовою, і
знаходить останній хід, у якому вони збігаються, як це робить суддя за
Правилами ФІДЕ, Додаток D.2.9, коли дві дошки партії незрячого гравця
розходяться.

Один рядок на пару партій (перша партія A з першою партією B і так
далі):

  збігаються: 42 півходи
  перше розходження на ході 8 (білі): Qe3+ / Qd3

--words називає ходи словами Додатка D. Код виходу 0, якщо всі пари
збігаються, 1, якщо різняться, 2, якщо файл не читається.`,
	"rochade compare --words": "називати ходи словами Додатка D (Dame Eva drei Schach)",

	"rochade help:long": `Допомога з будь-якої команди: "rochade help КОМАНДА" показує все про неї.`,
	"rochade completion:long": `Виводить скрипт, з яким оболонка доповнює команди й параметри rochade.
Як його під'єднати, показує допомога з команди потрібної оболонки.`,
	"rochade completion bash:short":       "Вивести скрипт доповнення для bash",
	"rochade completion zsh:short":        "Вивести скрипт доповнення для zsh",
	"rochade completion fish:short":       "Вивести скрипт доповнення для fish",
	"rochade completion powershell:short": "Вивести скрипт доповнення для PowerShell",
	"rochade completion bash:long": `Виводить скрипт доповнення для bash; йому потрібен пакет bash-completion.

У поточному сеансі:

	source <(rochade completion bash)

Для кожного нового сеансу, один раз (Linux):

	rochade completion bash > /etc/bash_completion.d/rochade

Діє з наступної оболонки.`,
	"rochade completion zsh:long": `Виводить скрипт доповнення для zsh.

У поточному сеансі:

	source <(rochade completion zsh)

Для кожного нового сеансу, один раз:

	rochade completion zsh > "${fpath[1]}/_rochade"

Діє з наступної оболонки.`,
	"rochade completion fish:long": `Виводить скрипт доповнення для fish.

У поточному сеансі:

	rochade completion fish | source

Для кожного нового сеансу, один раз:

	rochade completion fish > ~/.config/fish/completions/rochade.fish

Діє з наступної оболонки.`,
	"rochade completion powershell:long": `Виводить скрипт доповнення для PowerShell.

У поточному сеансі:

	rochade completion powershell | Out-String | Invoke-Expression

Для кожного нового сеансу додайте виведення цієї команди до профілю PowerShell.`,
	"--no-descriptions": "доповнення без описів",

	"rochade voices check --prompts": "перевірити пакет фраз цією `мовою` (без ТЕКИ: вбудований); теку пакета фраз перевірка впізнає сама",
	"rochade voices new --prompts":   "створити пакет фраз: власні фрази помічника цією `мовою` (%s)",
	"--prompts":                      "`тека` пакета фраз, яким помічник вимовляє свої фрази мовою --lang-ui (створити: rochade voices new --prompts МОВА), або \"default\" для вбудованого",
	"--braille-hold":                 "з --braille: скільки відповідь чи повідомлення лишається на брайлівському дисплеї без натискання клавіші, перш ніж знову з'явиться партія",

	"rochade board scan:short": "Перелічити дошки Bluetooth у межах досяжності",
	"rochade board scan:long": `Шукає пристрої Bluetooth LE протягом --wait і називає кожен один раз,
щойно його знайдено: ім'я, вид (протокол дошки або «невідомий
пристрій»), адресу й рівень сигналу, наприклад:

  Chessnut Air, chessnut, 12:34:56:78:9A:BC, -61 дБм

Знайдену дошку відкриває
  rochade play --board ble:АДРЕСА (або ble:ІМ'Я) --protocol ПРОТОКОЛ
Ctrl+C одразу перериває пошук. Дошки DGT з класичним Bluetooth
спаровуються із системою й відкриваються як rfcomm:АДРЕСА (Linux) або
через свій послідовний порт.`,
	"rochade board scan --wait":     "скільки часу шукати",
	"rochade play --promotion-wait": "на дошці, яка бачить лише зайнятість полів (Pegasus, Square Off): скільки перетворення з невідомою фігурою чекає, перш ніж фігуру спитають знову (запит перетворити з фігурою; ферзя без назви не беруть)",
	"rochade play --hand-rest":      "скільки рука може тримати фігуру на полі дорогою, перш ніж хід зараховано там (тура a1-a8, що затрималася на a4); довше для рук, які намацують шлях",
	"rochade play --online":         "грати партію на сервері lichess: lichess або адреса сумісного з lichess сервера (http:// або https://); партія акаунта, що йде, продовжується",
	"rochade play --token-file":     "з --online: файл із токеном акаунта (типово збережений командою rochade online login)",
	"rochade play --seek":           "з --online: шукати суперника для партії хвилини+секунди, наприклад 15+10 (рапід або класика)",
	"rochade play --rated":          "з --seek або --challenge: рейтингова партія",
	"rochade play --color":          "з --seek, --challenge або --server-ai: колір, white, black або random",
	"rochade play --challenge":      "з --online: викликати цього гравця (з контролем часу --seek, інакше 15+10)",
	"rochade play --server-ai":      "з --online: грати з комп'ютером сервера на цьому рівні, від 1 до 8",
	"rochade online:short":          "Токен акаунта, який грає онлайн (play --online)",
	"rochade online login:short":    "Зберегти токен акаунта: вставлений у стандартне введення або підтверджений у браузері",
	"rochade online login:long": `Зберігає токен акаунта, який грає онлайн, доступний для читання лише вам (режим 0600), у теці
налаштувань або в --token-file. Створіть на сервері особистий токен із правом board:play і
вставте його у стандартне введення, потім натисніть Enter; або вкажіть --browser і підтвердьте
Rochade на сторінці сервера, адреса якої виводиться. Токен перевіряється на сервері перед
збереженням і ніколи не виводиться.`,
	"rochade online logout:short":        "Видалити збережений токен",
	"rochade online login --server":      "сервер: lichess або адреса сумісного з lichess сервера",
	"rochade online login --browser":     "підтвердити Rochade на сторінці сервера замість вставлення токена",
	"rochade online login --token-file":  "зберегти токен у цьому файлі замість теки налаштувань",
	"rochade online logout --token-file": "файл токена, якщо не той, що в теці налаштувань",

	// rochade config and rochade appliance.
	"rochade config:short": "Показати й змінити файл налаштувань, який читають play і пристрій",
	"rochade config:long": `Файл налаштувань містить параметри play і пристрою, по ключу на параметр,
з тією самою назвою, у форматі TOML:

  board = "/dev/ttyACM0"
  clock = "15m+10s"
  lang-ui = "ru"

Параметри командного рядка важливіші за файл. "rochade config set" змінює
одне значення й лишає решту як є: коментарі, порядок ключів і незнайомі
ключі.`,
	"rochade config show:short": "Показати налаштування, задані у файлі (з --all усі, разом із типовими)",
	"rochade config set:short":  "Перевірити значення й зберегти його у файлі налаштувань (кілька значень для списку, наприклад двох дошок)",
	"rochade config path:short": "Вивести, де лежить файл налаштувань",
	"rochade config show --all": "показати кожне налаштування, разом із типовими значеннями",
	"--config":                  "`файл` налаштувань (TOML; типово rochade.toml у теці налаштувань користувача, rochade config path скаже де); параметри командного рядка важливіші",
	"rochade appliance:short":   "Rochade без екрана: пристрій, що говорить, налаштований цифровою клавіатурою й голосовим меню",
	"rochade appliance:long": `Працює, доки працює пристрій, без екрана й клавіатури. Rochade каже,
що готовий, знаходить дошку (налаштування board або сам; дошку,
під'єднану пізніше, знайдено за секунди) і стежить за партією за
партією, кожна у своєму файлі PGN у теці партій.

Налаштування беруться з файлу налаштувань (--config): кожен прапорець
play — ключ із тією ж назвою. Неприпустиме значення називається вголос,
і це налаштування зберігає типове значення.

Голосове меню на цифровій клавіатурі: Enter відкриває його й вибирає,
8 і 2 гортають, 6 входить, 4 повертає, 5 повторює, Backspace або
десяткова крапка закриває. Кожен вибір одразу зберігається. Поза меню
клавіші — це запити play (5 час, 0 повтор, ...).

SIGTERM, SIGINT або SIGHUP завершують його за дві секунди, партію
збережено; після нового запуску незакінчена партія триває.`,
	"rochade appliance install:short": "Запускати пристрій як службу systemd: під час кожного завантаження, від окремого користувача",
	"rochade appliance install:long": `Створює користувача rochade (у групах dialout, audio, input і bluetooth,
якщо вони є в системі), теку налаштувань /etc/rochade, юніт systemd, що
запускає "rochade appliance" під час кожного завантаження й знову після
збою, і правило polkit, яке дозволяє його меню вимикати й перезапускати
комп'ютер; потім вмикає й запускає службу. Кожен крок оголошується.
Потрібні права root. --dry-run виводить юніт і нічого не змінює.`,
	"rochade appliance install --dry-run": "вивести юніт і нічого не змінювати",
	"rochade appliance uninstall:short":   "Зупинити службу й видалити її юніт, правило й користувача; партії й налаштування лишаються",
	"--games":                             "`тека` партій, по файлу PGN на партію (типово rochade/games у теці даних користувача)",
	"--keypad":                            "цифрова клавіатура: пристрій введення Linux (/dev/input/event3) або FIFO з його подіями введення; типово кожен пристрій із цифровими клавішами, якщо стандартне введення — не термінал (інакше його клавіші)",
}
