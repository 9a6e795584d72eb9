package ui

// russian is the Russian user interface: its messages, help texts, request words,
// spoken lines and plural rule.
var russian = Language{
	Code:        "ru",
	Name:        "Русский",
	Plural:      eastSlavic,
	Script:      "cyrillic",
	SAPI:        "419",
	PromptVoice: "ru",
	Messages: map[Key]string{
		ErrorLine:                    "Ошибка: %v",
		UnknownUILang:                "неизвестный язык сообщений %s: укажите один из %s",
		NeedsOneFile:                 "%s нужен один файл PGN или - для стандартного ввода",
		UnknownLang:                  "неизвестный язык %s: укажите один из %s",
		StandardInput:                "стандартный ввод",
		UnknownFlag:                  "параметра %s нет: %s --help перечисляет параметры",
		FlagNeedsValue:               "параметру %s нужно значение: %s --help подскажет какое",
		BadFlagValue:                 "%s — недопустимое значение для %s: %s --help перечисляет допустимые значения",
		NoSuchFile:                   "файла %s нет: проверьте имя",
		CannotOpen:                   "не удаётся открыть %s: %v",
		IsAFolder:                    "%s — папка, а не файл PGN",
		CannotRead:                   "не удаётся прочитать %s: %v",
		GamesNotRead + ".one":        "%d партию не удалось прочитать полностью: см. сообщение выше",
		GamesNotRead + ".few":        "%d партии не удалось прочитать полностью: см. сообщения выше",
		GamesNotRead + ".many":       "%d партий не удалось прочитать полностью: см. сообщения выше",
		NoGame:                       "в %s нет ни одной партии",
		ReadingStopped:               "Чтение остановлено здесь: %v",
		FileHoldsGames + ".one":      "в %s %d партия; партии %d нет",
		FileHoldsGames + ".few":      "в %s %d партии; партии %d нет",
		FileHoldsGames + ".many":     "в %s %d партий; партии %d нет",
		PlaceWhite:                   "белые",
		PlaceBlack:                   "чёрные",
		CannotWrite:                  "не удаётся записать %s: %v",
		OutputNotRegular:             "%s — не обычный файл: укажите файл для записи",
		OutputIsInput:                "%s — тот же файл, что и входной %s: укажите другой файл для записи",
		CannotMakeFolder:             "не удаётся создать папку %s: %v",
		ConvertNeedsTo:               "convert нужен --to uci, --to san или --to lan",
		UnknownTo:                    "неизвестное значение --to %s: укажите uci, san или lan",
		UnknownSpelling:              "неизвестное значение --spelling %s: укажите de или fide",
		UnknownScript:                "неизвестное значение --script %s: укажите latin или cyrillic",
		WAVNeedsVoice:                "для --wav нужен голос; с --voice none получился бы беззвучный файл",
		NoMoveToSay:                  "в партиях нет ни одного хода, поэтому %s не записан",
		SpeechIn:                     "Речь записана в %s.",
		GameHeading:                  "Партия %d",
		GamePlayers:                  ": %s против %s",
		GameLetters:                  " (буквы фигур прочитаны как %s)",
		Unknown:                      "неизвестно",
		White:                        "Белые",
		Black:                        "Чёрные",
		DrawOffered:                  "Ничья предложена с ходом %d, %s.",
		ResultLine:                   "Результат: %s.",
		ResultWhiteWins:              "1-0, победа белых",
		ResultBlackWins:              "0-1, победа чёрных",
		ResultDraw:                   "1/2-1/2, ничья",
		ResultWhiteForfeit:           "+/-, белым засчитана победа без игры",
		ResultBlackForfeit:           "-/+, чёрным засчитана победа без игры",
		ResultBothForfeit:            "-/-, поражение без игры обоим",
		ResultUnfinished:             "*, партия не окончена",
		RenderNeedsArgs:              "render нужна папка и хотя бы один файл PGN",
		RenderNeedsVoice:             "render нужен голос; с --voice none получились бы беззвучные файлы",
		RenderFilesExist + ".one":    "в %s уже есть %s и ещё %d файл, который записал бы render; ничего не записано: выберите другую папку или уберите эти файлы",
		RenderFilesExist + ".few":    "в %s уже есть %s и ещё %d файла, которые записал бы render; ничего не записано: выберите другую папку или уберите эти файлы",
		RenderFilesExist + ".many":   "в %s уже есть %s и ещё %d файлов, которые записал бы render; ничего не записано: выберите другую папку или уберите эти файлы",
		RenderStopped + ".one":       "остановлено после %d из %d партии",
		RenderStopped + ".few":       "остановлено после %d из %d партий",
		RenderStopped + ".many":      "остановлено после %d из %d партий",
		Rendered + ".one":            "Озвучена %d партия, %s речи, за %.1f с; файл в %s.",
		Rendered + ".few":            "Озвучено %d партии, %s речи, за %.1f с; файлы в %s.",
		Rendered + ".many":           "Озвучено %d партий, %s речи, за %.1f с; файлы в %s.",
		Progress + ".one":            "Готово %d из %d партии (%d %%), осталось около %s.",
		Progress + ".few":            "Готово %d из %d партий (%d %%), осталось около %s.",
		Progress + ".many":           "Готово %d из %d партий (%d %%), осталось около %s.",
		Seconds:                      "%d с",
		MinutesSeconds:               "%d мин %d с",
		HoursMinutesSeconds:          "%d ч %d мин %d с",
		UnknownFormat:                "неизвестное значение --format %s: укажите unicode, brf или text",
		DotsNeedDisplay:              "--dots работает только вместе с --display",
		WidthTooSmall + ".one":       "строка из %d клетки слишком коротка для бланка: укажите --width %d или больше",
		WidthTooSmall + ".few":       "строка из %d клеток слишком коротка для бланка: укажите --width %d или больше",
		WidthTooSmall + ".many":      "строка из %d клеток слишком коротка для бланка: укажите --width %d или больше",
		LinesTooFew + ".one":         "страница из %d строки слишком коротка: укажите --lines %d или больше",
		LinesTooFew + ".few":         "страница из %d строк слишком коротка: укажите --lines %d или больше",
		LinesTooFew + ".many":        "страница из %d строк слишком коротка: укажите --lines %d или больше",
		GameCountsFrom1:              "--game считает с 1, а не с %d",
		GameNotReadFixIt:             "партию %d из %s не удалось прочитать полностью; сначала исправьте её",
		ShowingOnDisplay:             "Поиск дисплея Брайля через BRLTTY; Ctrl-C останавливает.",
		BRLTTYUnreachable:            "BRLTTY недоступен по адресу %s. Запустите его, например: sudo systemctl start brltty. Партия появится на дисплее, как только BRLTTY заработает; Ctrl-C останавливает.",
		BRLTTYNoDisplay:              "BRLTTY отвечает, но дисплеем пока нельзя пользоваться (%v). Повторяю попытки без сообщений; Ctrl-C останавливает.",
		DisplayConnected:             "Дисплей Брайля подключён, %d клеток: на нём партия.",
		DisplayLost:                  "Связь с BRLTTY потеряна (%v). Переподключаюсь без сообщений.",
		DisplayWriteFailed:           "Не удалось вывести на дисплей Брайля: %v",
		DisplayGivenBack:             "Дисплей Брайля возвращён BRLTTY.",
		DisplayNeverConnected:        "Остановлено. Дисплей Брайля так и не был подключён.",
		DisplayNoAnswerOnClose:       "BRLTTY не ответил при возврате дисплея",
		PlayBadSide:                  "неизвестное значение --side %s: укажите white или black",
		PlayAlertsNeedClock:          "для --time-alerts нужны часы: укажите --clock ВРЕМЯ или --clock board",
		PlayBadAlert:                 "--time-alerts принимает времена вроде 5m,1m или 300,60, а не %s",
		PlayResumeNeedsRecord:        "для --resume нужен --record ФАЙЛ: партия, которую продолжить",
		PlayNoGameToResume:           "в %s нет партии, которую можно продолжить; уберите --resume, чтобы начать в нём новую партию",
		PlayRecordUnreadable:         "не удаётся прочитать запись партии %s (%v); укажите другой файл в --record",
		PlayRecordNotPGN:             "%s — не файл PGN, в который Rochade может добавить партию (%v); укажите другой файл в --record или уберите этот",
		PlayRecordUnwritable:         "не удаётся записать запись партии %s (%v); укажите в --record файл в папке, доступной для записи",
		PlayBoardConnected:           "Доска подключена: %s.",
		PlayBoardDisconnected:        "Доска отключилась (%v). Жду, когда она вернётся.",
		PlayBoardWaiting:             "Жду доску: %v",
		PlayBoardNoAnswer:            "%v",
		PlayMoveCorrected:            "Последний ход был %s, а не как объявлено раньше.",
		PlayNewGame:                  "Начинается новая партия.",
		PlayBoardTurned:              "Доска повёрнута: чёрные фигуры на первой горизонтали доски. Поля пересчитаны соответственно.",
		PlaySaveFailed:               "Не удаётся записать партию в %s (%v). Ходы сохранены в памяти; Rochade повторяет попытку каждые несколько секунд.",
		PlaySaveRecovered:            "Запись партии %s снова пишется.",
		PlayGameOver:                 "Партия окончена: %s. Ходы, сделанные сейчас, не записываются; для новой партии расставьте начальную позицию.",
		PlayRequestUnknown:           "Не понято: %v",
		PlayVoiceLacks:               "Не всё можно произнести: %v",
		PlayClockMissing:             "задано --clock board, но доска не сообщает о часах: подключите часы DGT к доске или задайте --clock с контролем времени",
		PlayResuming + ".one":        "Партия в %s продолжается после %d полухода.",
		PlayResuming + ".few":        "Партия в %s продолжается после %d полуходов.",
		PlayResuming + ".many":       "Партия в %s продолжается после %d полуходов.",
		PlayRecordAppends + ".one":   "в %s %d партия; новая партия добавляется после неё.",
		PlayRecordAppends + ".few":   "в %s %d партии; новая партия добавляется после них.",
		PlayRecordAppends + ".many":  "в %s %d партий; новая партия добавляется после них.",
		PlayTakenBack + ".one":       "Ходы взяты назад: партия продолжается после %d полухода.",
		PlayTakenBack + ".few":       "Ходы взяты назад: партия продолжается после %d полуходов.",
		PlayTakenBack + ".many":      "Ходы взяты назад: партия продолжается после %d полуходов.",
		PlayRecordEmpty:              "--record нужно имя файла; без этого параметра запись не ведётся",
		PlayRecordNotRegular:         "%s — %s: --record принимает файл PGN или имя нового файла",
		KindFolder:                   "папка",
		KindPipe:                     "именованный канал",
		KindSocket:                   "сокет",
		KindDevice:                   "терминал или другое устройство",
		PlayRecordCannotGoOn:         "последняя партия в %s закончена так, что Rochade не может её продолжить, не изменив; уберите --resume, чтобы начать после неё новую партию",
		PlayRecordUnencodable:        "%s записан в кодировке %s, в которой нет %q: укажите теги (--white, --black, --event, --site, --round) буквами этой кодировки или другой файл в --record",
		PlayResumeFinished:           "Последняя партия в %s окончена (%s); после неё начинается новая.",
		PlayClockBoardNeedsDGT:       "--clock board берёт время с часов DGT на доске DGT, а у доски Millennium часов нет: укажите контроль времени, например --clock 5m+3s",
		PlayEngineFlagAlone:          "--%s задаёт игру компьютера: добавьте --engine stockfish (или путь к движку UCI)",
		PlayBoardTwice:               "--board %s указан дважды: у каждой доски должен быть свой порт",
		PlayTwoBoardsAuto:            "при двух досках укажите порт каждой: --board auto находит только одну доску",
		PlaySaved + ".one":           "Партия сохранена в %s: %d полуход.",
		PlaySaved + ".few":           "Партия сохранена в %s: %d полухода.",
		PlaySaved + ".many":          "Партия сохранена в %s: %d полуходов.",
		PlayNotSaved + ".one":        "В партии был %d полуход; запись не велась (--record ФАЙЛ её ведёт).",
		PlayNotSaved + ".few":        "В партии было %d полухода; запись не велась (--record ФАЙЛ её ведёт).",
		PlayNotSaved + ".many":       "В партии было %d полуходов; запись не велась (--record ФАЙЛ её ведёт).",
		PlayNothingSaved:             "Ходов не было; запись партии не изменена.",
		PlayStartOnBoard:             "На доске %d начальная позиция, а партия идёт. Чтобы начать новую партию, наберите «новая» (или нажмите кнопку play/pause на часах); иначе расставьте позицию, как в партии.",
		PlayConfirmNewGame:           "Идёт партия: наберите «новая» ещё раз в течение %d секунд, чтобы закончить её и начать новую.",
		PlayEarlierOnBoard:           "На доске %d позиция после хода %d (%s): наберите «отмена», чтобы взять последующие ходы назад, или восстановите позицию.",
		PlayMovesWhileAway:           "Доска %d вернулась с ходами, сделанными без связи; они объявляются сейчас.",
		PlayNoGameToEnd:              "Ходов ещё не было: заканчивать нечего.",
		PlayAlreadyOver:              "Партия уже окончена: %s.",
		PlayRequestTooLong:           "Строка запроса длиннее %d символов пропущена.",
		PlayStartOnTheBoard:          "На доске начальная позиция, а партия идёт. Чтобы начать новую партию, наберите «новая» (или нажмите кнопку play/pause на часах); иначе расставьте позицию, как в партии.",
		PlayEarlierOnTheBoard:        "На доске позиция после хода %d (%s): наберите «отмена», чтобы взять последующие ходы назад, или восстановите позицию.",
		PlayMovesWhileTheAway:        "Доска вернулась с ходами, сделанными без связи; они объявляются сейчас.",
		PlayBoardNDisconnected:       "Доска %d отключилась (%v). Жду, когда она вернётся.",
		DemoBadThink:                 "--think %v вне допустимого диапазона: укажите от 0 до 1m",
		DemoStarts:                   "Виртуальная доска внутри Rochade разыгрывает партию-пример из Приложения C.",
		DemoIncomplete:               "демонстрация проследила не все полуходы: %d из %d",
		DemoFinished:                 "Демонстрация окончена: прослежены и объявлены все полуходы партии из Приложения C (%d).",
		PlayTooManyBoards:            "Rochade следит за одной или двумя досками, а не за %d",
		PlayProtocolsPerBoard:        "--protocol %s: укажите один протокол для всех досок или по одному для каждой из %d досок, например dgt,millennium",
		PlayPieceTouched:             "Доска %d: %s.",
		PlayBoardNConnected:          "Доска %d подключена: %s.",
		CompareNeedsTwo:              "compare нужны два бланка: A.pgn B.pgn",
		CompareGame:                  "партия %d: ",
		CompareOnlyIn:                "только в %s",
		CompareOtherStart:            "разные начальные позиции",
		CompareNoMove:                "(нет хода)",
		CompareWhite:                 "белые",
		CompareBlack:                 "чёрные",
		CompareFirstDifference:       "первое расхождение на ходу %d (%s): %s / %s",
		CompareIdentical + ".one":    "совпадают: %d полуход",
		CompareIdentical + ".few":    "совпадают: %d полухода",
		CompareIdentical + ".many":   "совпадают: %d полуходов",
		PlayLevelOrElo:               "укажите --level или --elo, но не оба",
		PlayBadLevel:                 "--level %d вне диапазона: укажите от 1 до %d",
		PlayBadSearch:                "--movetime и --depth не могут быть отрицательными",
		PlayEngineRestarted:          "%v",
		PlayEngineFailed:             "Движок не дал пригодного ответа (%v); Rochade спросит его снова через несколько секунд.",
		PlayEngineThinking:           "Ход за компьютер сделан раньше, чем он его выбрал; верните фигуру и дождитесь хода компьютера.",
		PlayNeedsEngine:              "подсказке, оценке и уровню нужен соперник-компьютер: play --engine stockfish",
		PlayOpponentToMove:           "Ход за соперника сделан раньше, чем он пришёл с сервера; верните фигуру и дождитесь хода соперника.",
		PlayMoveRefused:              "Сервер отклонил ход %s: %s. Верните фигуры, как сказано.",
		PlayDrawOffered:              "Соперник предлагает ничью: принять или отклонить.",
		PlayTakebackOffered:          "Соперник просит взять ход назад: принять или отклонить.",
		PlayChatArrived:              "Новые сообщения чата: %d. Команда чат читает их.",
		PlayChatLine:                 "Чат, %s: %s",
		PlayNoChat:                   "Сообщений в чате нет.",
		PlayOpponentLeft:             "Соперник покинул партию; через %d секунд команда победа выигрывает её.",
		PlayOpponentBack:             "Соперник вернулся.",
		PlayServerLost:               "Связь с сервером потеряна: %s. Она восстанавливается; ходы, сделанные на доске, будут отправлены, когда связь вернётся.",
		PlayServerBack:               "Связь с сервером восстановлена.",
		PlayServerWait:               "Сервер просит подождать %d секунд; после этого партия продолжится.",
		PlayServerAsked:              "Отправлено на сервер: %s.",
		PlayNothingToAnswer:          "Ни предложение, ни вызов не ждут ответа.",
		PlayNeedsBoardGame:           "В онлайн-партии результат решает сервер; новую партию находит play --online.",
		PlayNeedsServer:              "принять, отклонить, прервать, победа и чат — для онлайн-партии: play --online lichess",
		OnlineTokenRefused:           "Сервер отклонил токен: создайте новый командой rochade online login (право board:play) или укажите другой через --token-file.",
		OnlineNoToken:                "Токена для сервера ещё нет: сначала выполните rochade online login или укажите файл токена через --token-file.",
		OnlineClockRefused:           "--clock нельзя использовать с --online: в онлайн-партии действуют часы сервера.",
		OnlineNoEngine:               "--engine нельзя использовать с --online: в онлайн-партии соперник играет на сервере.",
		OnlineBadServer:              "--online принимает lichess или адрес сервера (http:// или https://), а не %s.",
		OnlineJoined:                 "Онлайн-партия %s: вы играете %s против %s, рейтинг %s.",
		OnlineNoGame:                 "Партий аккаунта не идёт: ждём вызова (принять или отклонить) или партии, начатой в другом месте; --seek 15+10, --challenge ИМЯ или --server-ai УРОВЕНЬ начинают её.",
		OnlineSeeking:                "Поиск соперника на сервере: %s.",
		OnlineChallengeSent:          "Вызов отправлен %s; ждём ответа.",
		OnlineChallengeIn:            "Вызов от %s, рейтинг %s, %s: принять или отклонить.",
		OnlineFailed:                 "Сервер недоступен: %s.",
		OnlineLoggedIn:               "Токен %s сохранён в %s.",
		OnlineLoggedOut:              "Токен удалён: %s.",
		OnlineNotLoggedIn:            "Токен не сохранён.",
		OnlineTokenEmpty:             "Со стандартного ввода не пришёл токен: вставьте токен и нажмите Enter.",
		OnlineBadSeek:                "--seek принимает минуты+секунды быстрой или классической партии, например 15+10, а не %s.",
		OnlineBadColor:               "--color принимает white, black или random, а не %s.",
		OnlineOneWay:                 "Только одно из --seek, --challenge и --server-ai.",
		OnlineNeedsServer:            "--seek, --challenge, --server-ai и --token-file требуют --online.",
		OnlineUnlimited:              "без часов",
		PlayEngineStarted:            "Игра против %s; у компьютера %s.",
		BrailleUnsupported:           "На %s нет дисплея Брайля: Rochade работает с дисплеями через BRLTTY в Linux; задайте BRLAPI_HOST, чтобы использовать BRLTTY на другом компьютере. Файлы Брайля (--format brf) работают везде.",
		BoardMissing:                 "%s не существует; укажите последовательный порт доски (например, %s) или --board auto",
		BoardIsFolder:                "%s — папка, а не последовательный порт; укажите последовательный порт доски (например, %s) или --board auto",
		BoardIsFile:                  "%s — обычный файл, а не последовательный порт; укажите последовательный порт доски (например, %s) или --board auto",
		BoardIsOther:                 "%s — не последовательный порт; укажите последовательный порт доски (например, %s) или --board auto",
		BoardWaitingFor:              "Жду %s: его пока нет; подключите доску или включите её.",
		BoardNoAnswerProto:           "На %s не отвечает ни одна доска по протоколу %s; проверьте кабель и питание или попробуйте --protocol auto. Rochade продолжает попытки без сообщений.",
		BoardNoAnswerAny:             "На %s не отвечает ни одна доска ни по одному из протоколов %s; проверьте, что это порт доски, а также её кабель и питание. Rochade продолжает попытки без сообщений.",
		EngineCrashed:                "Компьютер неожиданно остановился; запускаю его снова (попытка %d из %d).",
		EngineHung:                   "Компьютер перестал отвечать; запускаю его снова (попытка %d из %d).",
		EngineGarbage:                "Компьютер прислал непригодный ответ; запускаю его снова (попытка %d из %d).",
		BoardFound:                   "доска %s на %s",
		BoardUnknownProtocol:         "протокола доски %s нет: укажите один из: %s",
		EmulateUnknownProtocol:       "протокола доски %s для имитации нет: укажите один из: %s",
		BoardNoPorts:                 "последовательный порт не найден: подключите и включите доску, затем повторите; или укажите её порт: rochade play --board %s",
		BoardNoAnswer:                "на %s не отвечает ни одна доска: проверьте, что доска включена и кабель вставлен; или укажите порт и протокол: rochade play --board ПОРТ --protocol dgt",
		EmulateNeedsProtocol:         "укажите, какую доску имитировать: --protocol с одним из %s",
		EmulateBadSpeed:              "--speed %v нельзя использовать: укажите число больше 0 и не больше 1000, например 0.5 или 2",
		EmulateBadWait:               "--wait %v нельзя использовать: укажите время 0 или больше, например 30s",
		EmulateBadUnplug:             "--unplug-at и --unplug-for не могут быть отрицательными",
		EmulateMillenniumTime:        "у доски %s нет часов, поэтому --clock работает только с --protocol %s (rochade play для доски %s ведёт время программно)",
		EmulateReady:                 "Виртуальная доска %s готова, на ней начальная позиция; после подключения клиента она принимает команды со стандартного ввода. Ctrl+C останавливает.",
		EmulateNoClient:              "Клиент не подключился; продолжаю всё равно.",
		EmulateCablePulled:           "Кабель вынут.",
		EmulateCableBack:             "Кабель снова вставлен.",
		EmulateHandsLate:             "Руки опоздали (компьютер занят): на %s в полуходе %d на %d мс; доска, возможно, показала другую партию, чем сыгранная.",
		EmulatePlugFailed:            "Не удаётся снова вставить кабель: %v",
		EmulateAllPlayed + ".one":    "Сыгран %d ход.",
		EmulateAllPlayed + ".few":    "Сыграны все %d хода.",
		EmulateAllPlayed + ".many":   "Сыграны все %d ходов.",
		EmulateCannotDo:              "не удаётся выполнить %v",
		EmulateUnknownCommand:        "%s: неизвестная команда; используйте button N, position FEN, move ХОД, unplug или plug",
		EmulateNoClock:               "%s: у этой доски нет часов; запустите эмулятор с --clock",
		VoicesDefaultName:            "голос по умолчанию",
		VoicesMissingClips:           "у голоса нет записи для %s; rochade voices check называет все недостающие записи",
		VoicesUnreadable:             "%s: не удаётся прочитать: %v",
		VoicesListPack + ".one":      "%s: %s, язык %s, %d Гц, %d запись, лицензия: %s",
		VoicesListPack + ".few":      "%s: %s, язык %s, %d Гц, %d записи, лицензия: %s",
		VoicesListPack + ".many":     "%s: %s, язык %s, %d Гц, %d записей, лицензия: %s",
		VoicesNoLicence:              "не указана",
		VoicesTokensHeading:          "Слова словаря (ключ, написание, произношение, файл):",
		VoicesNotFolder:              "%s — не папка; укажите папку голосового пакета",
		VoicesCannotCompare:          "не удаётся сравнить записи %s: %v",
		VoicesPackProblems + ".one":  "в голосовом пакете %s %d проблема, см. выше",
		VoicesPackProblems + ".few":  "в голосовом пакете %s %d проблемы, см. выше",
		VoicesPackProblems + ".many": "в голосовом пакете %s %d проблем, см. выше",
		VoicesSummaryFine + ".one":   "%s в порядке: %d запись, всего %.1f с, громкость от %.1f до %.1f dBFS (медиана %.1f).",
		VoicesSummaryFine + ".few":   "%s в порядке: %d записи, всего %.1f с, громкость от %.1f до %.1f dBFS (медиана %.1f).",
		VoicesSummaryFine + ".many":  "%s в порядке: %d записей, всего %.1f с, громкость от %.1f до %.1f dBFS (медиана %.1f).",
		VoicesSummaryBad + ".one":    "в %s %d проблема.",
		VoicesSummaryBad + ".few":    "в %s %d проблемы.",
		VoicesSummaryBad + ".many":   "в %s %d проблем.",
		VoicesWarning:                "Предупреждение: %s",
		VoicesBalance:                "Спектральный баланс относительно 250–500 Гц: 500–1000 Гц %.1f дБ, 1–2 кГц %.1f дБ, 2–4 кГц %.1f дБ (естественная речь: %.1f, %.1f, %.1f дБ).",
		VoicesClosest:                "Ближайшие %s: %s.",
		VoicesGroupFiles:             "вертикали",
		VoicesGroupRanks:             "горизонтали",
		VoicesGroupPieces:            "фигуры",
		VoicesGroupNumbers:           "числа",
		VoicesGroupPhrases:           "фразы",
		VoicesHasPack:                "в %s уже есть голосовой пакет; выберите другую папку",
		VoicesHasClip:                "в %s уже есть запись %s; --espeak не пишет поверх записей: уберите записи или выберите другую папку",
		VoicesWrote + ".one":         "Записаны %s и %s: %d фраза для записи, в %s.",
		VoicesWrote + ".few":         "Записаны %s и %s: %d фразы для записи, в %s.",
		VoicesWrote + ".many":        "Записаны %s и %s: %d фраз для записи, в %s.",
		VoicesSpeaking + ".one":      "Произношу %d фразу с espeak-ng (голос %s)...",
		VoicesSpeaking + ".few":      "Произношу %d фразы с espeak-ng (голос %s)...",
		VoicesSpeaking + ".many":     "Произношу %d фраз с espeak-ng (голос %s)...",
		VoicesBadEq:                  "--eq %s неизвестен: укажите speech или none",
		VoicesOriginalsKept:          "Исходные записи сохранены в %s.",
		VoicesBadRate:                "--rate %d нельзя использовать: укажите частоту дискретизации от %d до %d Гц, например 16000",
		VoicesBadWPM:                 "--wpm %d вне возможностей espeak-ng: укажите от %d до %d слов в минуту",
		VoicesWPMNeedsEspeak:         "--wpm задаёт скорость espeak-ng: укажите его вместе с --espeak ГОЛОС",
		ProblemManifest:              "%v",
		ProblemNoClip:                "в манифесте нет записи (там указано %q)",
		ProblemNotToken:              "не слово словаря",
		ProblemUnreadable:            "не удаётся прочитать: %v",
		ProblemRate:                  "частота дискретизации %d Гц, а в манифесте %d Гц",
		ProblemClips:                 "перегрузка в %d местах: запишите тише",
		ProblemFlatTops:              "перегружена: пики срезаны в %d местах (записано слишком громко, затем выровнено): перезапишите тише",
		ProblemSilent:                "беззвучна (%.0f dBFS, %.2f с)",
		ProblemNoise:                 "только ровный шум, без речи (уровень меняется на %.1f дБ, у речи больше чем на %.0f, и звонких звуков нет): перезапишите",
		ProblemEdges:                 "тишина %.2f с до и %.2f с после речи, больше %.2f с: выполните rochade voices tidy",
		ProblemLouder:                "на %.1f дБ громче медианы пакета (допустимо: %.1f дБ): выполните rochade voices tidy",
		ProblemQuieter:               "на %.1f дБ тише медианы пакета (допустимо: %.1f дБ): выполните rochade voices tidy",
		ProblemBandLow:               "полоса %s на %.1f дБ ниже естественной речи (допустимо: %.0f дБ); пакет звучит глухо: согласные будет трудно расслышать; записывайте ближе к микрофону или выполните rochade voices tidy --eq speech",
		ProblemBandHigh:              "полоса %s на %.1f дБ выше естественной речи (допустимо: %.0f дБ); пакет звучит резко или с шипением: выполните rochade voices tidy --eq speech",
		BrailleGameLeftOut:           "%s: партию %d не удалось прочитать полностью, она пропущена.",
		BrailleGameFault:             "партия %d из %s: %v",
		BrailleNoGameRead:            "ни одну партию из %s не удалось прочитать полностью",
		SpeechThrough:                "Говорю через %s.",
		SpeechThroughAt:              "Говорю через %s по адресу %s.",
		SpeechThroughVoice:           "Говорю через %s, голос %s.",
		SpeechOwnRate:                "%s говорит со своей скоростью и громкостью: --speed и --volume их не меняют.",
		SpeechFallback:               "Нет экранного диктора или системного синтезатора речи: %s. Говорю встроенным голосом.",
		SpeechOtherSystem:            "%s не предназначен для этой системы",
		SpeechNotRunning:             "%s не запущен",
		SpeechNotInstalled:           "%s не установлен",
		SpeechNotStarted:             "%s не запущен, и запустить его не удалось",
		SpeechNotAllowed:             "%s не разрешает управление через AppleScript (Утилита VoiceOver, Основные: разрешить управление VoiceOver с помощью AppleScript)",
		SpeechNoNVDAClient:           "клиента управления NVDA нет (%s): положите туда nvdaControllerClient.dll из controllerClient.zip NVDA",
		SpeechFailed:                 "%s дал сбой",
		SpeechToFile:                 "--wav записывает речь голосового пакета; --voice %s говорит только вживую",
		SpeechBadSpeed:               "--speed %g вне диапазона: укажите от 0.5 до 3",
		SpeechBadVolume:              "--volume %g вне диапазона: укажите от 0 до 4",
		SpeechOneVoice:               "--voice-black нужен голосовой пакет; --voice %s говорит одним голосом",
		RenderNeedsPack:              "render записывает файлы WAV голосовым пакетом; --voice %s говорит только вживую",
		VoicesTestDone:               "Ход и ответ произнесены за %.1f с.",
		VoicesTestUnfinished:         "синтезатор принял ход и ответ, но не договорил их за %v; проверьте, что он говорит (для speech-dispatcher: spd-say привет)",
		VoicesTestNeedsVoice:         "voices test нужен голос; с --voice none ничего не произносится",
		HelpIntro:                    "Помощь: клавиши цифрового блока действуют сразу; набранный запрос заканчивается клавишей Enter.",
		HelpKeysInfo:                 "Клавиши: 5 время, 0 повтор, 2, 4 или 6 последние 2, 4 или 6 ходов.",
		HelpKeysPieces:               "Клавиши: 7 фигуры белых, 9 фигуры чёрных, 8 вся доска, + эта помощь.",
		HelpKeysPrefix:               "Клавиши: / затем вертикаль и горизонталь — поле (/ 5 4 это e4), * затем вертикаль, - затем горизонталь; точка или Enter отменяют.",
		HelpKeysEngine:               "Клавиши против компьютера: 1 подсказка, 3 взять назад последнюю пару ходов.",
		HelpKeysArrows:               "При выключенном NumLock стрелки действуют как 8, 2, 4 и 6, Home как 7, Page Up как 9, End как 1, Page Down как 3.",
		HelpTypedInfo:                "Набором: %s.",
		HelpTypedGame:                "Набором, для партии: %s.",
		HelpTypedEngine:              "Набором, против компьютера: %s.",
		HelpTypedOnline:              "Набором, в онлайн-партии: %s.",
		HelpAlsoEnglish:              "Английские и немецкие слова тоже понимаются.",
		ReqEmpty:                     "пустой запрос; наберите «помощь», чтобы увидеть список",
		ReqUnknown:                   "неизвестный запрос %s; наберите «помощь», чтобы увидеть список",
		ReqTooMany:                   "после %s нужно одно слово, а не %d",
		ReqNoArgument:                "после %s ничего не нужно",
		ReqBadLevel:                  "уровень — от %d до %d, а не %s",
		ReqBadLast:                   "число ходов — от %d до %d, а не %s",
		ReqBadSquare:                 "поля %s нет: поле — это буква от a до h и цифра от 1 до 8, например e4",
		ReqBadFile:                   "вертикали %s нет: вертикаль — это буква от a до h",
		ReqBadRank:                   "горизонтали %s нет: горизонталь — это цифра от 1 до 8",
		ReqBadPieces:                 "%s — не цвет: укажите белые или чёрные",
		ReqBadResign:                 "%s — не цвет: укажите белые или чёрные либо ничего для своей стороны",
		ReqBadResult:                 "%s — не результат: укажите 1-0, 0-1 или 1/2-1/2",
		ReqBadPromotion:              "%s — не фигура, в которую превращается пешка: %s",
		KeyWaitSquare:                "Поле: нажмите вертикаль и горизонталь, каждую от 1 до 8 (5 4 это e4); точка или Enter отменяют.",
		KeyWaitFile:                  "Вертикаль: нажмите от 1 до 8 (1 это a); точка или Enter отменяют.",
		KeyWaitRank:                  "Горизонталь: нажмите от 1 до 8; точка или Enter отменяют.",
		KeyCancelled:                 "Отменено.",
		KeyBad:                       "%s — не цифра от 1 до 8: запрос отменён.",
		EngineNotFound:               "движка %s нет ни в PATH, ни в /usr/games; установите его (apt-get install stockfish) или укажите путь к нему",
		BrlapiVersion:                "BRLTTY говорит по протоколу %d, Rochade — по протоколу %d; используйте BRLTTY 6.1 или новее",
		BrlapiKeyRefused:             "BRLTTY требует файл ключа, но BRLAPI_AUTH равен none; задайте BRLAPI_AUTH=keyfile:/etc/brlapi.key",
		BrlapiKeyUnreadable:          "не удаётся прочитать файл ключа BrlAPI %s (%v); добавьте пользователя в группу brlapi или задайте BRLAPI_AUTH",
		BrailleMoveTooWide:           "ход %d не помещается в строку из %d клеток: укажите --width %d или больше",
		EmulateBadButton:             "%s: у часов кнопки от 1 до 5",
		EmulateNoFEN:                 "%s: укажите FEN или start",
		EmulateNoMove:                "%s: укажите ход, например move e4",
		EmulateFailed:                "%s: %s",
		EmulateNotALink:              "%s — файл, а не ссылка; эмулятор заменяет только ссылки: выберите другой путь для --link",
		EmulateFolderNotALink:        "%s — папка, а не ссылка; эмулятор заменяет только ссылки: выберите другой путь для --link",
		VoicesEqualized:              "Спектральный баланс до: %s; после: %s (эквалайзер: %+.1f дБ для 500–1000 Гц, %+.1f дБ для 1–2 кГц, %+.1f дБ для 2 кГц и выше, до выравнивания громкости).",
		VoicesNotTidied + ".one":     "%s: %d запись не обработана, см. выше",
		VoicesNotTidied + ".few":     "%s: %d записи не обработаны, см. выше",
		VoicesNotTidied + ".many":    "%s: %d записей не обработаны, см. выше",
		TidyClipped:                  "%s: громкость не выровнена: запись перегружена в %d местах (отсчёты на полной шкале), выравнивание этого не исправит; перезапишите тише",
		TidyFlatTops:                 "%s: громкость не выровнена: запись перегружена, пики срезаны в %d местах, выравнивание этого не исправит; перезапишите тише",
		TidySilent:                   "%s: громкость не выровнена: запись беззвучна (%.0f dBFS); проверьте, включён ли микрофон, и перезапишите",
		TidyNoise:                    "%s: громкость не выровнена: в записи только ровный шум, без речи (уровень меняется на %.1f дБ, у речи больше чем на %.0f, и звонких звуков нет); проверьте, включён ли микрофон, и перезапишите",
		TidyOriginalUnreadable:       "%s получен из %s, который не удаётся прочитать (%s); перезапишите эту запись",
		TidyNameTaken:                "%s: нельзя сохранить как %s, этот файл занят словом %s",
		TidyNoSpeech:                 "%s: речь не найдена",
		TidyNotKept:                  "%s: исходную запись не удалось сохранить в %s (%s), поэтому она не обработана",
		TidyFailed:                   "%s: %s",
		TidyRecordUnreadable:         "не удаётся прочитать %s (%v); ничего не обработано",
		TidyRecordBad:                "%s: %v; ничего не обработано: уберите этот файл и повторите обработку, тогда каждый файл записи в нынешнем виде считается исходной записью",
		VoicesPhrasesFor:             "Фразы для записи голосового пакета %s (%s).",
		VoicesPhrasesRecord:          "Запишите каждую фразу в файл, названный перед ней: WAV, FLAC или Ogg Vorbis, моно, по возможности %d Гц.",
		VoicesPhrasesSpeak:           "Говорите чётко и ровно; оставляйте немного тишины до и после.",
		VoicesPhrasesThen:            "Затем выполните: rochade voices tidy %s и rochade voices check %s",
		VoicesNoEspeak:               "espeak-ng не установлен; установите его (Debian: apt install espeak-ng) и повторите",
		VoicesNoEspeakVoice:          "у espeak-ng нет голоса %s; espeak-ng --voices перечисляет голоса",
		VoicesPackMissing:            "папки голосового пакета %s нет; укажите папку с %s или \"default\"",
		VoicesPackNotFolder:          "%s — не папка; голосовой пакет — это папка с %s",
		VoicesClipFormat:             "%s: не файл WAV, FLAC или Ogg Vorbis; преобразуйте его, например: sox %s ВЫХОД.wav",
		VoicesConvertAudio:           "%v; преобразуйте файл, например: sox ВХОД -b 16 ВЫХОД.wav",
		WAVTooLong:                   "речь длилась бы %.1f ч, %.1f ГБ в виде WAV, а файл WAV вмещает не более 4 ГиБ (%.1f ч при %d Гц); записывайте частями, например по файлу на партию с rochade render",
		PortPermission:               "не удаётся открыть %s: нет доступа; %s",
		PortBusy:                     "не удаётся открыть %s: порт занят другой программой; закройте её и повторите",
		PortNotFound:                 "не удаётся открыть %s: такого порта нет; %s",
		PortOpenFailed:               "не удаётся открыть %s: %v",
		PortNone:                     "последовательный порт не найден; %s",
		PortPermissionLinux:          "добавьте себя в группу dialout и войдите в систему заново",
		PortPermissionMac:            "проверьте права доступа к файлу устройства",
		PortPermissionWindows:        "проверьте, может ли ваша учётная запись пользоваться портом",
		PortsHint:                    "подключите доску или укажите её порт для play через --board, например --board %s",
		PortsHintWindows:             "подключите доску и установите её драйвер USB-serial или укажите её порт для play через --board, например --board %s",
		BoardVersion:                 "версия %s",
		BoardSerial:                  "серийный номер %s",
		BoardOnPort:                  "на %s",
		BoardDemo:                    "виртуальная доска демонстрации",
		ClockBadHMS:                  "время на часах пишется как 1:29:45",
		SoundNoDevice:                "Не удалось открыть ни одно звуковое устройство; проверьте настройки звука или запишите речь в файл с --wav ФАЙЛ.",
		SoundFallbackWAV:             "Нет звукового устройства: речь записывается в %s.",
		SpeechBadTiming:              "--%s %v вне диапазона: укажите от 0 до %v",
		TCCannotRead:                 "не удаётся прочитать контроль времени %s: %s",
		TCPeriod:                     "период %d: %s",
		TCEmpty:                      "он пуст; укажите, например, 300+3, 5m+3s или 40/90m+30s:30m+30s",
		TCUnknown:                    "он неизвестен; укажите, например, 300+3",
		TCSandglass:                  "контроль «песочные часы» (*) не поддерживается",
		TCTooManyPeriods:             "больше %d периодов",
		TCPeriodEmpty:                "период пуст",
		TCBadMoves:                   "%s — не число ходов (от 1 до %d) перед /",
		TCZeroTime:                   "время периода должно быть больше нуля",
		TCRestNotLast:                "этот период — до конца партии, но за ним идут другие",
		TCTimeMissing:                "не хватает времени; пишите секунды (300) или единицы (5m)",
		TCTooLong:                    "%s длиннее %d часов",
		TCNotATime:                   "%s — не время; пишите секунды (300) или единицы (1h30m, 5m, 30s)",
		TCNoUnit:                     "%s кончается числом без единицы; используйте h, m или s",
		TCUnitOrder:                  "в %s единицы идут не по порядку; пишите часы, минуты, секунды (1h30m)",
		TCBadUnit:                    "%s в %s — не единица; используйте h, m или s",
		PlayBoardsDifferAt:           "Доски расходятся на ходу %d (%s): доска 1 %s, доска 2 %s.",
		EngineReasonIllegal:          "его ход невозможен в этой позиции",
		EngineReasonCrashed:          "он неожиданно остановился",
		EngineReasonHung:             "он перестал отвечать",
		EngineReasonGarbage:          "его ответ непригоден",
		EngineGaveUp:                 "он слишком часто сбоил подряд (сбоев: %d) и больше не используется",
		EngineReasonBusy:             "у него слишком много вопросов в очереди",
		SignNoEquals:                 "--sign %s нужен вид имя=клетки, например check=346",
		SignBadPawnFrom:              "--sign %s: pawn-from — это auto, always или never",
		SignUnknown:                  "знака %s нет; знаки: %s",
		SignBadCells:                 "--sign %s: клетки не читаются (%s); укажите номера точек вроде 346, клетки через / или знаки Брайля",
		SignEightDot:                 "--sign %s использует точку 7 или 8; шахматный код шеститочечный",
		SignBlank:                    "в --sign %s пустая клетка, а ход — одно слово",
		CellsNotPattern:              "символ %d — не знак Брайля",
		CellsNotDots:                 "%s — не список номеров точек от 1 до 8",
		CellsDotTwice:                "точка %s дважды встречается в %s",
		BLENeedsCgo:                  "Bluetooth LE в этой сборке для %s недоступен: нужна сборка с cgo на этой системе (см. README).",
		TransportUnavailable:         "%s в системе %s недоступен; подключите доску через её последовательный порт.",
		BoardNeedsProtocol:           "Укажите протокол доски по адресу %s с помощью --protocol.",
		BoardBadMAC:                  "%s — не адрес Bluetooth: укажите шесть пар шестнадцатеричных цифр, например rfcomm:00:11:22:33:44:55.",
		BoardBadChannel:              "%s: канал RFCOMM — число от 1 до 30.",
		BoardEmptyAddress:            "%s не указывает доску: после двоеточия нужен путь, имя или адрес.",
		BoardLinkFailed:              "Нет связи с доской по адресу %s: %v.",
		BluetoothAdapter:             "Адаптер Bluetooth недоступен: %v. В Linux должен работать bluetoothd, и у вас должно быть право им пользоваться (группа bluetooth).",
		ScanLooking:                  "Ищу доски Bluetooth в течение %d с; Ctrl+C прерывает поиск.",
		ScanFound:                    "%s, %s, %s, %d дБм",
		ScanNoName:                   "без имени",
		ScanNotABoard:                "неизвестное устройство",
		ScanNoSignal:                 "%s, %s, %s",
		ScanNone:                     "За %d с не отозвалось ни одно устройство Bluetooth.",
		ScanBadWait:                  "--wait принимает время от 1s до 10m, а не %v.",
		PlayPromotionAsked:           "Превращение на %s: доска не видит фигуру; введите %s. Запись партии ждёт её.",
		// Following the board when it could not be followed move by move.
		PlayPromotionKnown:      "Превращение на %s: %s; партия записана.",
		PlayMovesCaughtUp:       "Были сделаны ходы, за которыми Rochade не успел проследить; они объявляются сейчас.",
		PlayOrderUnknown:        "Доска показывает позицию, к которой сделанные ходы ведут в разном порядке; верните последний ход.",
		PlayBoardAmbiguous:      "Расстановку на доске объясняет больше одной последовательности ходов; под сомнением поля %s. Верните позицию как была и повторите ходы по одному.",
		PlayBattery:             "Аккумулятор доски: %d%%.",
		PlayBatteryCharging:     "Аккумулятор доски: %d%%, заряжается.",
		PlayBatteryVolts:        "Аккумулятор доски: %.2f В.",
		PlayNoBattery:           "Эта доска не сообщает заряд аккумулятора.",
		PlayBatteryNoBoard:      "Нет подключённой доски, у которой можно узнать заряд.",
		PlayBadPromotionWait:    "--promotion-wait принимает время от 1s до 10m, а не %v.",
		PlayBadHandRest:         "--hand-rest принимает время от 100ms до 3s, а не %v.",
		EmulateNotASocket:       "%s — не сокет: эмулятор заменяет только собственные сокеты; укажите другой путь в --link.",
		UnexpectedError:         "непредвиденная ошибка (%s)",
		SysError:                "системная ошибка %s",
		SysNotFound:             "не найдено",
		SysNoPermission:         "нет прав доступа",
		SysBusy:                 "занято другой программой",
		SysGone:                 "устройство отключено",
		SysIO:                   "устройство не смогло прочитать или записать данные",
		SysTimedOut:             "время ожидания истекло",
		SysNoSpace:              "на диске нет места",
		SysReadOnly:             "диск доступен только для чтения",
		SysIsFolder:             "это папка",
		SysNotFolder:            "часть пути — не папка",
		SysExists:               "уже существует",
		SysRefused:              "в соединении отказано",
		SysClosed:               "соединение закрыто",
		SysUnreachable:          "устройство недоступно",
		SysCancelled:            "отменено",
		SysEnded:                "данные оборвались раньше времени",
		SysExitStatus:           "программа завершилась с кодом %d",
		SysNotJSON:              "недопустимый JSON (байт %d)",
		SysNotNumber:            "%s — не число",
		BoardNoReply:            "доска не отвечает",
		BoardNotConnected:       "доска не подключена",
		NotABoard:               "это не доска",
		BoardBadAddress:         "это не адрес доски",
		TransportNotAvailable:   "такой способ подключения доски недоступен",
		ClockNotRunning:         "часы не идут",
		ClockNotTurn:            "идут часы другой стороны",
		ClockFlagFallen:         "флажок упал",
		NoBRLTTY:                "на этой системе нет BRLTTY",
		AudioUnsupported:        "звук записан в форме, которую Rochade не читает",
		SpeechNotToFile:         "речь экранного диктора нельзя записать в файл",
		SpeechWhere:             "%s (%s)",
		Labelled:                "%s: %s",
		List:                    "%s",
		BoardBadData:            "доска прислала данные, которые нельзя прочитать (байт %d)",
		HeldErrors:              "%s (и ещё %d)",
		EmulatorNoSocketPath:    "доске Bluetooth LE нужен путь к её сокету",
		EmulatorNoClock:         "у виртуальной доски нет часов",
		EmulatorUnsupported:     "виртуальной доске нужен Linux или macOS",
		EmulatorUnknownProtocol: "виртуальная доска не знает такого протокола",
		EmulatorClosed:          "виртуальная доска закрыта",
		EmulatorUnknownCommand:  "неизвестная команда",
		PtyUnsupported:          "псевдотерминалы есть только в Linux и macOS",
		SpeechdBadAddress:       "SPEECHD_ADDRESS %s — не unix_socket:ПУТЬ и не inet_socket:ХОСТ:ПОРТ",
		SpeechdRefused:          "speech-dispatcher отклонил %s (%d)",
		SpeechdClosed:           "соединение со speech-dispatcher закрыто",
		SpeechdGarbled:          "speech-dispatcher прислал неожиданное (строка %d)",
		BRLTTYGarbled:           "BRLTTY прислал данные, которые нельзя прочитать (байт %d)",
		BRLTTYTaken:             "брайлевский дисплей занят другой программой",
		BRLTTYBusy:              "брайлевский дисплей занят",
		BRLTTYAuthFailed:        "BRLTTY не принял ключ",
		BRLTTYError:             "BRLTTY ответил ошибкой %d",
		BRLTTYNoAnswer:          "BRLTTY не отвечает",
		BRLTTYNotAt:             "BRLTTY не отвечает по адресу %s",
		BRLTTYNoCells:           "у BRLTTY ещё не запущен драйвер брайлевского дисплея",
		BRLTTYClosed:            "BRLTTY закрыл соединение",
		BRLTTYOutOfTurn:         "BRLTTY ответил не на тот запрос",
		BrlapiKeyEmpty:          "файл ключа BrlAPI %s пуст",
		BrlapiKeyTooLarge:       "файл ключа BrlAPI %s слишком велик для ключа",
		BrlapiNoAuthMethod:      "BRLTTY требует способ проверки, которого эта программа не знает (она знает файл ключа или никакой)",
		VoicePackUnusable:       "голосовой пакет %s нельзя использовать; rochade voices check называет, что в нём не так",
		BrlapiBadHost:           "%s — не адрес BrlAPI (BRLAPI_HOST: :N, HOST:N, HOST или путь к сокету)",
		NotRegular:              "это не обычный файл",
		BoardUnusable:           "доской нельзя пользоваться",
		EngineClosed:            "программа закрыта",
		EngineNoLegalMove:       "у стороны, которой ходить, нет допустимого хода",
		EngineOption:            "параметр программы %s: %s",
		OptionUnknown:           "у программы %s нет такого параметра",
		OptionNoElo:             "у программы %s нет такого параметра, поэтому она не может играть с заданным рейтингом Эло",
		OptionNoLevel:           "у программы %s нет такого параметра с диапазоном, поэтому она не может играть на уровне",
		OptionLineBreak:         "значение не может содержать перевод строки",
		OptionNotNumber:         "не целое число",
		OptionOutOfRange:        "вне диапазона программы от %d до %d",
		OptionNotBool:           "true или false",
		OptionNotOneOf:          "не одно из значений %s",
		OptionButton:            "кнопка не принимает значения",
		UnknownCommand:          "команды %s нет: %s --help перечисляет команды",
		WrongArgs:               "%s не принимает таких аргументов: %s --help подскажет какие",
		PGNAt:                   "партия %d, строка %d, байт %d: %s",
		PGNAtMove:               "партия %d, ход %d (%s), строка %d, байт %d: %s",
		MoveUnreadable:          "не удаётся прочитать %s: %s",
		MoveNotUTF8:             "это недопустимый текст UTF-8",
		MoveTooLong:             "это слишком длинно для хода",
		MoveEmpty:               "хода тут нет",
		MoveNoCastleShort:       "%s не могут сделать здесь короткую рокировку",
		MoveNoCastleLong:        "%s не могут сделать здесь длинную рокировку",
		MoveNotPieceLetter:      "%s — не буква фигуры; язык: %s",
		MoveTooManyCoords:       "слишком много координат",
		MoveOffBoard:            "поле вне доски: вертикали от a до h, горизонтали от 1 до 8",
		MoveBadPromotion:        "%s после полей — не фигура, в которую превращается пешка; язык: %s",
		MoveLeftOver:            "%s остаётся после хода",
		MoveSquareOrder:         "поля записаны в необычном порядке",
		MoveNoTarget:            "не названо поле, куда идти",
		MoveOnlyPawnPromotes:    "превратиться в другую фигуру может только пешка",
		MoveNoCastleRook:        "%s не могут сделать здесь рокировку этой ладьёй",
		MoveIllegal:             "%s не могут так пойти",
		MoveNeedsPromotion:      "здесь пешка превращается: назовите фигуру, которой она станет: %s",
		MoveAmbiguous:           "ход неоднозначен: %s",
		Alternatives:            "%s или %s",
		PGNOpenComment:          "открытый здесь комментарий не закрыт: добавьте '}'",
		PGNOpenVariation:        "открытый здесь вариант не закрыт: добавьте ')'",
		PGNStrayParen:           "')' не закрывает никакого варианта",
		PGNBadNAG:               "после '$' нет числа",
		PGNStrayClose:           "'%s' ничего не закрывает",
		PGNTagNoName:            "у тега нет имени",
		PGNTagNoValue:           "у тега %s нет значения в двойных кавычках",
		PGNTagValueOpen:         "значение тега %s не закрыто в своей строке: добавьте '\"'",
		PGNTagOpen:              "тег %s не закрыт: добавьте ']' после значения",
		PGNVariant:              "вариант шахмат %s не читается: Rochade читает обычные шахматы и Chess960",
		PGNNullInCheck:          "пустой ход %s невозможен, пока %s под шахом",
		PGNTooLong:              "партия длиннее %d МиБ: чтение остановлено здесь и продолжится со следующей строки тегов",
		FENUnreadable:           "FEN %s: %s",
		FENFields:               "нужно от 4 до 6 полей (расстановка, сторона, рокировки, взятие на проходе, счётчики)",
		FENRanks:                "расстановке нужно 8 горизонталей через /",
		FENRankLong:             "в горизонтали %d больше 8 полей",
		FENPieceLetter:          "%s — не буква фигуры",
		FENRankShort:            "в горизонтали %d полей %d, а не 8",
		FENSide:                 "сторона, которой ходить, — это w или b",
		FENCastling:             "права на рокировку %s: %s",
		FENEnPassant:            "поле взятия на проходе %s должно быть на горизонтали 3 или 6",
		FENHalfmove:             "счётчик полуходов %s — не число",
		FENFullmove:             "номер хода %s — не число",
		FENKings:                "%s: королей %d, а не 1",
		FENPawnRank:             "пешка стоит на первой или последней горизонтали",
		FENNotToMoveInCheck:     "сторона, которой не ходить, под шахом",
		FENCastlingLetter:       "%s — не K, Q, k, q, не вертикаль ладьи (A-H, a-h) и не -",
		BadSquare:               "%s — не поле (от a1 до h8)",
		Unencodable:             "%s нельзя записать в кодировке %s",
		TransportClosed:         "доска закрыла соединение",
		TransportGone:           "доски больше нет: она отключена, выключена или вне досягаемости",
		TransportBusy:           "порт доски занят другой программой",
		TransportNoPermission:   "нет прав на порт доски",
		TransportNotFound:       "порта доски нет",
		TransportTimedOut:       "доска не ответила вовремя",
		TransportFailed:         "соединение не удалось: %s",
		BoardNoProtocol:         "протокол доски не указан",
		ProtocolBad:             "описание протокола доски неполное",
		// The outputs of a running game.
		PlayLinesDropped + ".one":  "%d строка не выведена: вывод никто не читал.",
		PlayLinesDropped + ".few":  "%d строки не выведены: вывод никто не читал.",
		PlayLinesDropped + ".many": "%d строк не выведено: вывод никто не читал.",
		PlaySoundWaiting:           "Не удалось открыть ни одно звуковое устройство: партия продолжается без речи. Подключите наушники, колонки или звуковую карту USB либо выберите устройство в настройках звука; речь начнётся, как только оно появится.",
		PlaySoundBack:              "Звуковое устройство найдено: речь снова слышна.",

		// The settings file, rochade config and appliance install, the names of the settings, the keypad.
		ConfigBadValue:           "%s, строка %d: значение %s = %s не принято: %s",
		ConfigBadSet:             "значение %s = %s не принято: %s",
		ConfigWantText:           "нужен текст в кавычках",
		ConfigWantSwitch:         "нужно true или false",
		ConfigWantWhole:          "нужно целое число без кавычек",
		ConfigWantNumber:         "нужно число без кавычек, например 1.5",
		ConfigWantDuration:       "нужно время в кавычках, например \"15s\" или \"1m30s\"",
		ConfigWantList:           "нужен текст в кавычках или несколько текстов в квадратных скобках: [\"a\", \"b\"]",
		ConfigOneOf:              "укажите одно из значений: %s",
		ConfigOneValue:           "нужно одно значение",
		ConfigNotUTF8:            "файл настроек содержит только текст UTF-8",
		ConfigRange:              "нужно значение от %s до %s",
		ConfigExample:            "пишите так: %s",
		ConfigSyntax:             "%s, строка %d: %s: %s",
		ConfigSyntaxUnquoted:     "значение — это число, true, false или текст в кавычках",
		ConfigSyntaxUnclosed:     "не закрыта кавычка, скобка или имя таблицы",
		ConfigSyntaxLine:         "в каждой строке одна настройка: имя = значение",
		ConfigSyntaxNumber:       "это не число",
		ConfigSyntaxEncoding:     "файл должен быть текстом UTF-8 без управляющих символов",
		ConfigSyntaxOther:        "это не TOML",
		ConfigTwice:              "%s, строка %d: %s задано второй раз (впервые в строке %d)",
		ConfigUnknownKey:         "%s, строка %d: %s — не настройка Rochade; она остаётся в файле и не используется (rochade config show --all перечисляет настройки)",
		ConfigNoSetting:          "%s — не настройка: rochade config show --all перечисляет настройки",
		ConfigSaved:              "Сохранено в %s: %s = %s",
		ConfigFile:               "Файл настроек: %s",
		ConfigNoFile:             "Файл настроек: %s (ещё не создан: у каждой настройки значение по умолчанию)",
		ConfigDefaults + ".one":  "Ещё %d настройка имеет значение по умолчанию: rochade config show --all перечисляет все",
		ConfigDefaults + ".few":  "Ещё %d настройки имеют значения по умолчанию: rochade config show --all перечисляет все",
		ConfigDefaults + ".many": "Ещё %d настроек имеют значения по умолчанию: rochade config show --all перечисляет все",
		ConfigDefault:            "по умолчанию",
		ConfigTooLarge:           "%s больше мегабайта: это не файл настроек",
		ConfigNotChanged:         "%s не изменён: сначала исправьте указанную строку",
		SettingBoard:             "Доска",
		SettingProtocol:          "Протокол доски",
		SettingSide:              "Ваш цвет",
		SettingOpponent:          "Соперник",
		SettingLevel:             "Уровень компьютера",
		SettingClock:             "Контроль времени",
		SettingLanguage:          "Язык",
		SettingVoice:             "Голос",
		SettingSpeed:             "Скорость речи",
		SettingVolume:            "Громкость",
		SettingVoiceBlack:        "Голос чёрных",
		SettingTouch:             "Объявлять тронутые фигуры",
		SettingBraille:           "Брайлевский дисплей",
		ChoiceAuto:               "найти самостоятельно",
		ChoicePerson:             "человек",
		ChoiceComputer:           "компьютер",
		ChoiceFullStrength:       "полная сила",
		ChoiceNoClock:            "без часов",
		ChoiceBoardClock:         "часы на доске",
		ChoiceVoiceBuiltIn:       "встроенный голос",
		ChoiceVoiceSystem:        "речь системы",
		ChoiceVoiceNone:          "без звука",
		ChoiceSameVoice:          "тот же, что у белых",
		ChoiceOn:                 "включено",
		ChoiceOff:                "выключено",
		ServiceUserCreated:       "Создан пользователь %s для службы, в группах %s.",
		ServiceUserExists:        "Пользователь %s уже есть; он в группах %s.",
		ServiceConfigMade:        "Создан файл настроек %s.",
		ServiceConfigKept:        "Файл настроек %s остаётся как есть.",
		ServiceUnitWritten:       "Записан юнит службы %s.",
		ServiceRuleWritten:       "Служба может выключать и перезапускать компьютер из своего меню, после подтверждения: %s.",
		ServiceEnabled:           "Служба %s запускается при каждой загрузке.",
		ServiceStarted:           "Служба %s запущена: она сообщит, когда будет готова; journalctl -u %s показывает её строки.",
		ServiceStopped:           "Служба %s остановлена и больше не запускается при загрузке.",
		ServiceRemoved:           "Удалён %s.",
		ServiceUserRemoved:       "Пользователь %s удалён; партии остаются в %s, настройки в %s.",
		ServiceNotInstalled:      "Служба %s не установлена: отменять нечего.",
		ServiceNoSystemd:         "Эта система не использует systemd: запускайте rochade appliance собственными средствами системы при загрузке.",
		ServiceNotRoot:           "rochade appliance %s изменяет систему: запустите от имени root, через sudo.",
		ServiceNotExecutable:     "Пользователь службы не может запустить %s: сначала установите программу командой sudo install -m 755 %s /usr/local/bin/rochade и запускайте её.",
		ServiceCommandFailed:     "%s не удалось: %s",
		ServiceNoGroups:          "нет",
		ServiceNoUser:            "useradd не создал пользователя",
		KeypadFound:              "Цифровая клавиатура готова: %s.",
		KeypadGone:               "Цифровая клавиатура отключена: %s.",
		KeypadOpenFailed:         "Не удаётся открыть цифровую клавиатуру %s: %s. Пользователю нужна группа input.",
		KeypadNotKeypad:          "%s — не цифровая клавиатура: у него нет цифровых клавиш.",
		KeypadNoKeys:             "у него нет цифровых клавиш",
		KeypadUnsupported:        "Цифровые клавиатуры читаются как устройства ввода в Linux, а не в %s: пользуйтесь клавишами терминала.",
		KeypadCutRecord:          "Ввод цифровой клавиатуры оборвался на %d-м байте записи длиной %d байт.",
		MenuGame:                 "Результат и возврат хода",
		MenuSpeech:               "Голос и речь",
		MenuBoard:                "Подключение доски",
		ApplianceReady:           "Всё готово: Rochade работает.",
		ApplianceNoBoard:         "Доски пока нет: Rochade продолжает её искать.",
		ApplianceBoardFound:      "Доска найдена: %s.",
		ApplianceBoardNFound:     "Доска %d найдена: %s.",
		ApplianceResumed:         "Последняя партия не закончена: она продолжится с хода %d, когда на доске будет её позиция. Для новой партии расставьте начальную позицию.",
		ApplianceBadValue:        "У настройки %s недопустимое значение %s: действует значение по умолчанию.",
		ApplianceBadFile:         "Файл настроек не читается начиная со строки %d: у этих настроек значения по умолчанию.",
		ApplianceNoFile:          "Файл настроек не читается: у всех настроек значения по умолчанию.",
		ApplianceClash:           "Настройки партии не сочетаются друг с другом: у них значения по умолчанию.",
		ApplianceKeypad:          "Цифровая клавиатура готова.",
		MenuOpened:               "Меню. %s",
		MenuValue:                "%s: %s.",
		MenuSubmenu:              "%s, подменю.",
		MenuChosen:               "%s, выбрано.",
		MenuSaved:                "%s: %s. Сохранено.",
		MenuSavedNext:            "%s: %s. Сохранено; действует со следующей партии.",
		MenuNotSaved:             "%s: %s не сохранено.",
		MenuConfirm:              "%s: нажмите Enter ещё раз для подтверждения.",
		MenuEmpty:                "Здесь ничего нет.",
		MenuClosed:               "Меню закрыто.",
		MenuGames:                "Партии",
		MenuSystem:               "Система",
		MenuSavedGames:           "Сохранённые партии",
		MenuLastGame:             "Ходы последней партии",
		MenuLastMoves:            "Последняя партия: %s",
		MenuNoGame:               "Сохранённых партий пока нет.",
		MenuCopy:                 "Скопировать партии на флешку",
		MenuCopying:              "Партии копируются на флешку.",
		MenuCopied + ".one":      "%d партия скопирована на флешку: её можно вынуть.",
		MenuCopied + ".few":      "%d партии скопированы на флешку: её можно вынуть.",
		MenuCopied + ".many":     "%d партий скопировано на флешку: её можно вынуть.",
		MenuNoStick:              "Флешка не найдена: вставьте её и выберите этот пункт ещё раз.",
		MenuCopyFailed:           "Не удалось скопировать партии на флешку.",
		MenuScan:                 "Найти доски Bluetooth",
		MenuScanning:             "Идёт поиск досок Bluetooth.",
		MenuAddress:              "Сетевой адрес",
		MenuNoNetwork:            "нет сети",
		MenuPairing:              "Код привязки телефона",
		MenuVersion:              "Версия",
		MenuRestart:              "Перезапустить компьютер",
		MenuShutDown:             "Выключить компьютер",
		MenuRestarting:           "Перезапуск.",
		MenuShuttingDown:         "Выключение.",
		MenuPowerFailed:          "Отсюда нельзя перезапустить или выключить компьютер.",
		SayPoint:                 "точка",
		SayPlus:                  "плюс",
		SayMinus:                 "минус",
		SaySlash:                 "косая черта",
		SayColon:                 "двоеточие",
		SayComma:                 "запятая",
		SayOther:                 "знак",
		// The live page.
		WebGame:                "Партия",
		WebSettings:            "Настройки",
		WebPair:                "Привязать этот телефон",
		WebPages:               "Страницы",
		WebNow:                 "Последнее сообщение",
		WebSaid:                "Всё сказанное",
		WebMoves:               "Ходы",
		WebNoMove:              "Ходов ещё нет.",
		WebAsk:                 "Вопросы",
		WebChange:              "Изменить партию",
		WebNotPaired:           "Изменять партию и настройки может только привязанный телефон.",
		WebPairedHere:          "Этот телефон привязан.",
		WebBoards:              "Доски",
		WebBoardN:              "Доска %d",
		WebBoardAway:           "не подключена",
		WebDiffers:             "расхождение",
		WebOffline:             "Нет связи с Rochade: пробую снова.",
		WebOnline:              "Связь с Rochade восстановлена.",
		WebMissed + ".one":     "Пропущена %d строка.",
		WebMissed + ".few":     "Пропущены %d строки. Последняя:",
		WebMissed + ".many":    "Пропущено %d строк. Последняя:",
		WebCode:                "Код привязки",
		WebCodeHelp:            "Попросите у Rochade код привязки в его меню, затем введите шесть цифр, которые он назовёт.",
		WebPairButton:          "Привязать",
		WebWrongCode + ".one":  "Неверный код. Ещё %d неверный код заблокирует привязку на минуту.",
		WebWrongCode + ".few":  "Неверный код. Ещё %d неверных кода заблокируют привязку на минуту.",
		WebWrongCode + ".many": "Неверный код. Ещё %d неверных кодов заблокируют привязку на минуту.",
		WebLocked:              "Привязка заблокирована после пяти неверных кодов. Повторите через %d с.",
		WebNoCode:              "Нет открытого кода привязки: попросите код у Rochade и введите его здесь.",
		WebSave:                "Сохранить",
		WebSaved:               "Настройки сохранены.",
		WebNotSaved:            "%s не сохранено: %v",
		WebStale:               "Страница устарела: загрузите её заново.",
		WebBadRequest:          "Этот запрос не удаётся прочитать.",
		WebTooLarge:            "Этот запрос слишком длинный.",
		WebNotFound:            "Страницы %s здесь нет.",
		WebMethod:              "Эта страница не принимает такой запрос.",
		WebBusy:                "Rochade сейчас не может принять запрос: повторите через мгновение.",
		WebTooMany:             "Слишком много запросов с непривязанных телефонов: подождите немного.",
		WebMisdirected:         "Под этим именем страница не открывается: откройте адрес, который называет Rochade.",
		WebHeaderTooLarge:      "Заголовок этого запроса слишком длинный.",
		WebBack:                "Назад к партии",
		WebServing:             "Страница для телефонов: %s",
		WebCodeAsk:             "Чтобы получить код привязки, введите %s или нажмите клавишу точки на цифровой клавиатуре: Rochade назовёт и напечатает шесть цифр.",
		WebNoServe:             "Не удаётся открыть страницу по адресу %s: %v",
		WebPhonesLost:          "Не удаётся прочитать привязанные телефоны из %s (%v): ни один телефон не привязан, пока его не привяжут снова.",
		WebPhoneKept:           "Не удаётся сохранить привязку в %s (%v): телефон привязан, пока Rochade работает.",
		WebLine:                "строка %d: %v",
		WebGuessing:            "Кто-то другой в сети вводит неверные коды привязки.",
		WebCodeClosed:          "Код привязки закрыт после %d неверных кодов. Попросите новый.",
		WebNotATime:            "это не время последнего использования в секундах",
		WebUnpair:              "Отвязать этот телефон",
		WebUnpaired:            "Этот телефон больше не привязан.",
		WebForget:              "Отвязать все телефоны",
		WebForgotten:           "Сейчас ни один телефон не привязан.",
		WebBoardOnly:           "задаётся только у доски, не с телефона",
		WebAskButton:           "Спросить",
		WebBadValue:            "значение с переносом строки, символом NUL или длиннее %d символов не принимается",
		WebNotAHash:            "это не хеш SHA-256 в шестнадцатеричной записи",
		WebFileLarge:           "файл слишком велик для списка телефонов",
		WebSettingsPlay:        "Каждое изменение сразу сохраняется в %s. play применит его при следующем запуске; параметр, заданный в командной строке, важнее.",
		WebCodeHelpPlay:        "Чтобы получить код, введите %s там, где play принимает запросы, или нажмите клавишу точки на цифровой клавиатуре: Rochade назовёт и напечатает шесть цифр. Введите их здесь.",
		WebSettingsAppliance:   "Каждое изменение сразу сохраняется в %s и сразу действует; сторона, соперник и контроль времени, изменённые во время партии, — со следующей партии.",
		WebOccupied:            "занято",
		WebNoPage:              "Страница для телефонов не работает: play открывает её с --web, например --web :8080.",
		// The record survives: one writer, a record that only grows, the rescue file.
		GrowIO:                     "%v",
		GrowReadOnly:               "он доступен только для чтения",
		GrowLocked:                 "в %s пишет процесс %d (%s); в запись партии пишет одна партия за раз: укажите другой файл --record или сначала завершите этот процесс",
		GrowLockedPID:              "в %s пишет процесс %d; в запись партии пишет одна партия за раз: укажите другой файл --record или сначала завершите этот процесс",
		GrowLockedHost:             "в %s пишет процесс %d на %s (%s); укажите другой файл --record или удалите %s, если этот процесс завершён",
		GrowLockedFile:             "в %s пишет другой процесс, как сказано в %s; укажите другой файл --record или удалите этот файл, если процесс завершён",
		GrowLockedUnknown:          "в %s пишет другой процесс; в запись партии пишет одна партия за раз: укажите другой файл --record",
		GrowStaleLock:              "%s остался заблокирован процессом %d (%s), который уже завершён; Rochade берёт его себе.",
		GrowStaleLockPID:           "%s остался заблокирован процессом %d, который уже завершён; Rochade берёт его себе.",
		GrowChanged:                "другая программа изменила его",
		GrowReplaced:               "другая программа поставила на его место другой файл",
		GrowGone:                   "он был удалён",
		PlayRecordReadOnly:         "%s доступен только для чтения, поэтому Rochade его не перезаписывает: ходы сохраняются в памяти, записываются, как только это станет возможно, а в конце, если это так и не удастся, попадают в файл спасения.",
		PlayRecordKept:             "Другая программа изменила %s во время партии: её изменения сохранены, и партия продолжается в файле.",
		PlayRecordCopied + ".one":  "Другая программа записала в %s во время партии: её байты сохранены, и партия продолжается после них новой копией (в копии перед ними %d полуход).",
		PlayRecordCopied + ".few":  "Другая программа записала в %s во время партии: её байты сохранены, и партия продолжается после них новой копией (в копии перед ними %d полухода).",
		PlayRecordCopied + ".many": "Другая программа записала в %s во время партии: её байты сохранены, и партия продолжается после них новой копией (в копии перед ними %d полуходов).",
		PlayRecordRemade:           "%s был удалён во время партии; он создан заново с партиями этого запуска.",
		PlayRecordRescued:          "последние ходы не удалось записать в %s (%v); партии сохранены в %s и напечатаны выше",
		PlayRecordUnrescued:        "последние ходы не удалось записать ни в %s (%v), ни в файл спасения (%v); партии напечатаны выше: скопируйте их сейчас",
		SysFileTooLarge:            "файл больше, чем допускает система",
		SysQuota:                   "дисковая квота исчерпана",
		// Online play.
		LichessTokenRefused:   "сервер отклонил токен: войдите снова командой rochade online login",
		LichessTokenScope:     "токен не разрешает игру на доске (board:play): войдите снова командой rochade online login",
		LichessRefused:        "сервер отказал: %s",
		LichessRateLimited:    "после слишком многих запросов сервер просит паузу; новая попытка через минуту",
		LichessHTTPStatus:     "сервер ответил ошибкой %d",
		LichessNotFound:       "сервер не знает такой партии или вызова",
		LichessBadServer:      "%s — не сервер: укажите lichess или адрес, начинающийся с http:// или https://",
		LichessGarbled:        "сервер прислал что-то нечитаемое",
		LichessLoginFailed:    "вход не удался (%s)",
		LichessTokenFileEmpty: "в %s нет токена: войдите снова командой rochade online login",
		LichessTokenFile:      "не удаётся использовать файл токена %s: %v",
	},
	Help: russianHelp,
	LangNames: map[string]string{
		"cs": "чешский",
		"da": "датский",
		"de": "немецкий",
		"en": "английский",
		"es": "испанский",
		"fi": "финский",
		"fr": "французский",
		"hu": "венгерский",
		"it": "итальянский",
		"nl": "нидерландский",
		"no": "норвежский",
		"pl": "польский",
		"pt": "португальский",
		"ru": "русский",
		"sv": "шведский",
		"uk": "украинский",
	},
	Requests: map[string]RequestText{
		"time":     {"Время", "время"},
		"repeat":   {"Повтор", "повтор повтори"},
		"last":     {"Последние ходы", "последние последний"},
		"square":   {"Поле", "поле"},
		"file":     {"Вертикаль", "вертикаль линия"},
		"rank":     {"Горизонталь", "горизонталь ряд"},
		"pieces":   {"Фигуры", "фигуры"},
		"board":    {"Вся доска", "доска"},
		"help":     {"Помощь", "помощь справка"},
		"takeback": {"Взять ход назад", "отмена вернуть"},
		"new":      {"Новая партия", "новая"},
		"resign":   {"Сдаться", "сдаюсь сдача"},
		"draw":     {"Ничья", "ничья"},
		"result":   {"Результат", "результат"},
		"promote":  {"Превращение", "превратить превращение"},
		"battery":  {"Заряд", "заряд батарея"},
		"pair":     {"Код привязки", "привязка код"},
		"unpair":   {"Отвязать все телефоны", "отвязать забыть"},
		"hint":     {"Подсказка", "подсказка"},
		"eval":     {"Оценка", "оценка"},
		"level":    {"Уровень", "уровень"},
		"accept":   {"Принять", "принять да"},
		"decline":  {"Отклонить", "отклонить нет"},
		"abort":    {"Прервать", "прервать"},
		"claim":    {"Потребовать победу", "победа"},
		"chat":     {"Чат", "чат"},
		"white":    {"Белые", "белые белых белый"},
		"black":    {"Чёрные", "чёрные черные чёрных черных чёрный черный"},
		"queen":    {"Ферзь", "ферзь"},
		"rook":     {"Ладья", "ладья"},
		"bishop":   {"Слон", "слон"},
		"knight":   {"Конь", "конь"},
	},
	Spoken: &Spoken{
		Lines: map[SpokenKey]string{
			SpokenTimeWhite:         "Ход {n}, ход белых.",
			SpokenTimeBlack:         "Ход {n}, ход чёрных.",
			SpokenClocks:            "Белые {white}. Чёрные {black}.",
			SpokenControl:           "Контроль времени через {moves}.",
			SpokenTimeLeftWhite:     "У белых {time}.",
			SpokenTimeLeftBlack:     "У чёрных {time}.",
			SpokenFlagWhite:         "У белых упал флажок.",
			SpokenFlagBlack:         "У чёрных упал флажок.",
			SpokenWinsWhite:         "Белые выиграли.",
			SpokenWinsBlack:         "Чёрные выиграли.",
			SpokenDraw:              "Ничья.",
			SpokenResignsWhite:      "Белые сдались.",
			SpokenResignsBlack:      "Чёрные сдались.",
			SpokenGameOver:          "Партия окончена.",
			SpokenNoMoveYet:         "Ходов ещё не было.",
			SpokenUnknownRequest:    "Запрос не понят.",
			SpokenNewGame:           "Новая партия.",
			SpokenSetUp:             "Новая партия. Расставьте начальную позицию.",
			SpokenConfirmNew:        "Партия идёт. Подтвердите новую партию.",
			SpokenStartShown:        "На доске начальная позиция. Подтвердите новую партию.",
			SpokenBoardBack:         "Доска снова подключена.",
			SpokenBoardGone:         "Доска отключена.",
			SpokenBoardSilent:       "Доска не отвечает.",
			SpokenPositionOk:        "Позиция в порядке.",
			SpokenSaveFailed:        "Не удалось сохранить партию.",
			SpokenSaved:             "Партия сохранена.",
			SpokenEngineRestarted:   "Компьютер перезапущен.",
			SpokenOnBoard:           "Доска {n}: {line}",
			SpokenShowsEarlierWhite: "На доске позиция после хода {n} белых.",
			SpokenShowsEarlierBlack: "На доске позиция после хода {n} чёрных.",
			SpokenCheckPosition:     "Проверьте позицию:",
			SpokenCheckPositionMany: "Проверьте позицию, неверных полей {n}:",
			SpokenFixClear:          "освободите {square}",
			SpokenFixPlaceWhite:     "поставьте {piece} белых на {square}",
			SpokenFixPlaceBlack:     "поставьте {piece} чёрных на {square}",
			SpokenDiscrepancyWhite:  "Расхождение в ходе {n} белых:",
			SpokenDiscrepancyBlack:  "Расхождение в ходе {n} чёрных:",
			SpokenBoardMove:         "доска {n}: {move}",
			SpokenBoardNoMove:       "доска {n}: нет хода",
			SpokenPairingCode:       "Код привязки: {code}. Он действует один раз, {minutes}.",
			SpokenWhileAway:         "Пока доска была отключена: {move}",
			SpokenSidedWhite:        "Белые: {move}",
			SpokenSidedBlack:        "Чёрные: {move}",
			SpokenHelp:              "Помощь.",
			SpokenHelpKey:           "Клавиша {n}: {name}.",
			SpokenNameTime:          "время",
			SpokenNameRepeat:        "повтор",
			SpokenNameLastMoves:     "последние ходы",
			SpokenNamePiecesWhite:   "фигуры белых",
			SpokenNamePiecesBlack:   "фигуры чёрных",
			SpokenNameBoard:         "вся доска",
			SpokenNameHint:          "подсказка",
			SpokenNameTakeBack:      "взять ход назад",
			SpokenEngineMove:        "Компьютер: {move}",
			SpokenMakeMove:          "Сделайте ход компьютера: {move}",
			SpokenHint:              "Подсказка: {move}",
			SpokenLevel:             "Уровень {n}.",
			SpokenSquareWhite:       "{square}: {piece} белых",
			SpokenSquareBlack:       "{square}: {piece} чёрных",
			SpokenSquareEmpty:       "{square}: пусто",
			SpokenEqual:             "Позиция равная.",
			SpokenBetterWhite:       "У белых лучше.",
			SpokenBetterBlack:       "У чёрных лучше.",
			SpokenWinningWhite:      "Белые выигрывают.",
			SpokenWinningBlack:      "Чёрные выигрывают.",
			SpokenMatesWhite:        "Белые ставят мат в {moves}.",
			SpokenMatesBlack:        "Чёрные ставят мат в {moves}.",
			SpokenScore:             "{pawns} запятая {tenths}",
			SpokenTouched:           "Тронута фигура: {piece} {square}",
			// Following the board when it could not be followed move by move.
			SpokenCaughtUp:      "Пропущенный ход: {move}",
			SpokenOrderUnknown:  "Порядок ходов неясен, верните последний ход.",
			SpokenSetUpPosition: "Расставьте позицию: осталось {moves}.",
		},
		Numbers: map[string]string{
			"0": "ноль", "1": "один", "1f": "одна", "1n": "одно", "2": "два", "2f": "две",
			"3": "три", "4": "четыре", "5": "пять", "6": "шесть", "7": "семь", "8": "восемь", "9": "девять",
			"10": "десять", "11": "одиннадцать", "12": "двенадцать", "13": "тринадцать", "14": "четырнадцать",
			"15": "пятнадцать", "16": "шестнадцать", "17": "семнадцать", "18": "восемнадцать", "19": "девятнадцать",
			"20": "двадцать", "30": "тридцать", "40": "сорок", "50": "пятьдесят", "60": "шестьдесят",
			"70": "семьдесят", "80": "восемьдесят", "90": "девяносто",
			"100": "сто", "200": "двести", "300": "триста",
		},
		Units: map[string]Unit{
			"hour":   {[3]string{"час", "часа", "часов"}, Masculine},
			"minute": {[3]string{"минута", "минуты", "минут"}, Feminine},
			"second": {[3]string{"секунда", "секунды", "секунд"}, Feminine},
			"move":   {[3]string{"ход", "хода", "ходов"}, Masculine},
		},
	},
}

// russianHelp holds the Russian help texts (see help_de.go for the keys).
var russianHelp = map[string]string{
	"usage-template": `Вызов:{{if .Runnable}}
  {{.UseLine | replaceAll " [flags]" " [параметры]"}}{{end}}{{if .HasAvailableSubCommands}}
  {{.CommandPath}} [команда]{{end}}{{if gt (len .Aliases) 0}}

Другие имена:
  {{.NameAndAliases}}{{end}}{{if .HasExample}}

Примеры:
{{.Example}}{{end}}{{if .HasAvailableSubCommands}}

Команды:{{range .Commands}}{{if (or .IsAvailableCommand (eq .Name "help"))}}
  {{rpad .Name .NamePadding }} {{.Short}}{{end}}{{end}}{{end}}{{if .HasAvailableLocalFlags}}

Параметры:
{{.LocalFlags.FlagUsages | trimTrailingWhitespaces | replaceAll "(default " "(по умолчанию: "}}{{end}}{{if .HasAvailableInheritedFlags}}

Параметры всех команд:
{{.InheritedFlags.FlagUsages | trimTrailingWhitespaces | replaceAll "(default " "(по умолчанию: "}}{{end}}{{if .HasAvailableSubCommands}}

"{{.CommandPath}} [команда] --help" объясняет команду.{{end}}
`,

	"rochade:short": "Объявлять шахматные ходы для незрячих и слабовидящих шахматистов (Приложение D ФИДЕ)",
	"rochade:long": `Rochade — электронный помощник для незрячих и слабовидящих шахматистов
по Правилам игры в шахматы ФИДЕ, Приложение D. Он читает ходы в любой
обычной алгебраической нотации, объявляет их словами Приложения D
(Анна, Белла, Цезарь ... айнс, цвай ...), следит за партиями на сенсорных
досках и ведёт бланк записи партии шрифтом Брайля.

Сообщения выводятся на языке --lang-ui, иначе на языке из LC_ALL,
LC_MESSAGES или LANG (английский, если там нет известного языка); слова
Приложения D остаются немецкими, для русского и украинского языков они
печатаются русской транскрипцией Приложения D.

Для начала: "rochade demo" проигрывает партию-пример.`,
	"rochade completion:short":    "Вывести скрипт дополнения команд для оболочки",
	"rochade help:short":          "Помощь по команде",
	"rochade play:short":          "Следить за партией на сенсорной доске и объявлять каждый ход",
	"rochade demo:short":          "Прослушать партию-пример на виртуальной сенсорной доске (без устройств)",
	"rochade board:short":         "Сенсорные доски: найти подключённую доску или имитировать доску",
	"rochade voices:short":        "Показать, проверить и создать голосовые пакеты",
	"rochade convert:short":       "Переводить партии из одной нотации в другую (UCI, SAN, полная алгебраическая)",
	"rochade announce:short":      "Объявить ходы партий словами Приложения D ФИДЕ",
	"rochade render:short":        "Записать произнесённые ходы каждой партии из файлов PGN в отдельный файл WAV",
	"rochade braille:short":       "Записать бланк партии шрифтом Брайля или показать его на дисплее Брайля",
	"rochade compare:short":       "Сравнить два бланка записи одной партии и назвать первое расхождение",
	"rochade version:short":       "Вывести версию Rochade",
	"rochade board detect:short":  "Найти подключённую доску ({detect}) и сказать, где она",
	"rochade board emulate:short": "Запустить виртуальную сенсорную доску на псевдотерминале и сыграть на ней партию",
	"rochade voices test:short":   "Произнести ход и ответ, чтобы проверить вывод речи",
	"rochade voices list:short":   "Показать встроенный голос и голосовые пакеты в указанных папках",
	"rochade voices check:short":  "Проверить голосовой пакет: недостающие или нечитаемые записи, частота, перегрузка, тишина, громкость",
	"rochade voices new:short":    "Создать голосовой пакет: описание и список фраз для записи",
	"rochade voices tidy:short":   "Обрезать тишину каждой записи, выровнять громкость и сохранить с частотой пакета",

	"--lang-ui":         "язык сообщений: %s (иначе из LC_ALL, LC_MESSAGES или LANG, без них en)",
	"--to":              "нотация вывода: uci, san или lan (обязательно)",
	"--lang":            "язык букв фигур на входе или auto",
	"--out-lang":        "язык букв фигур на выходе",
	"--long":            "называть у каждого хода и исходное поле (Springer Gustav eins Felix drei)",
	"--pawn":            `говорить "Bauer" при ходах пешкой`,
	"--spelling":        "написание слов: de (Cäsar, fünf) или fide (Cesar, fuenf)",
	"--script":          "письмо слов: latin или cyrillic для русской транскрипции (по умолчанию cyrillic для ru и uk, иначе latin)",
	"--text":            "выводить только объявления: строка на ход, пустая строка между партиями",
	"--no-numbers":      "не выводить номер хода и сторону в списке",
	"--speak":           "говорить через звуковое устройство",
	"--wav":             "записать объявления в этот файл WAV (звуковое устройство не нужно)",
	"--fallback-wav":    "с --speak: записать объявления в этот файл WAV, если звуковое устройство не открывается",
	"--barge-in":        "новый ход прерывает текущее объявление, а не ждёт его конца",
	"--voice":           `папка голосового пакета, "default" для встроенного немецкого голоса, "system" для своего экранного диктора или системного синтезатора (или один из них: speech-dispatcher, nvda, jaws, sapi, say, voiceover) или "none" для тишины`,
	"--voice-black":     "папка голосового пакета для ходов чёрных (иначе как --voice)",
	"--gap":             "тишина между словами объявления",
	"--pause":           "тишина между двумя объявлениями",
	"--speed":           "темп речи, от 0.5 до 3 (высота тона сохраняется; 1 оставляет экранному диктору и системному синтезатору их собственный темп)",
	"--volume":          "громкость, от 0 до 4 (1 оставляет экранному диктору и системному синтезатору их собственную громкость)",
	"--numbers":         `перед каждым ходом белых говорить "Zug" и номер хода`,
	"--quiet":           "выводить только ошибки",
	"--format":          "вывод: unicode, brf или text",
	"--width":           "клеток (символов) в строке",
	"--lines":           "строк на странице (brf и unicode)",
	"--no-page-numbers": "не выводить номера страниц",
	"--sign":            "изменить знак в виде имя=клетки (номера точек вроде 346, клетки через /, или знаки Брайля); имена: %s",
	"--game":            "какую партию файла, считая с 1",
	"--display":         "показать партию на дисплее Брайля через BRLTTY",
	"--dots":            "с --display посылать шахматные клетки вместо текста",
	"--help":            "помощь по %s",
	"--version":         "вывести версию %s",

	"rochade board detect --protocol":        "искать только по этому `протоколу`: %s",
	"rochade board detect --list":            "перечислить порты, на которых может быть доска, не опрашивая их",
	"rochade board emulate --protocol":       "`протокол` доски: %s",
	"rochade board emulate --noise":          "настоящие руки и настоящая линия: фигуры протаскиваются и ставятся по пути, датчики мерцают, на линии помехи",
	"rochade board emulate --exit-when-done": "закончить примерно через секунду после последнего хода",
	"rochade board emulate --seed":           "`начальное число` для способов, которыми делаются ходы",
	"rochade board emulate --plain":          "делать каждый ход простым подъёмом и постановкой (без протаскивания и касаний)",
	"rochade board emulate --link":           "указать этим `путём` на доску (иначе новый во временной папке)",
	"rochade board emulate --wait":           "сколько ждать программу, прежде чем всё равно играть (или принимать команды), `длительность` вроде 2m",
	"rochade board emulate --unplug-at":      "вынуть кабель перед полуходом с этим `номером` (считая с 1)",
	"rochade board emulate --unplug-for":     "сколько кабель остаётся вынутым, `длительность` вроде 10s",
	"rochade board emulate --clock":          "поставить к доске DGT часы DGT3000 с этим `контролем времени`, например 300+3 или 5m+3s",
	"rochade voices list --tokens":           "перечислить и каждое слово с написанием, произношением и файлом (первого пакета)",
	"rochade voices check --tolerance":       "на сколько `дБ` громкость записи может отличаться от медианы пакета",
	"rochade voices check --edge-silence":    "наибольшая тишина в `секундах` до или после речи в записи",
	"rochade voices check --pairs":           "перечислить и `N` самых похоже звучащих пар среди вертикалей, горизонталей, фигур, чисел и фраз (--pairs без значения: 3)",
	"rochade voices new --name":              "`имя` голоса",
	"rochade voices new --language":          "`код языка` голоса",
	"rochade voices new --licence":           "`лицензия` записей, например CC0-1.0",
	"rochade voices new --rate":              "частота дискретизации записей в `Гц`, от 8000 до 48000",
	"rochade voices new --espeak":            "создать записи с espeak-ng этим `голосом` (например, ru, de, cs, pl)",
	"rochade voices new --wpm":               "с --espeak: `число` слов в минуту, от 80 до 450",
	"rochade voices tidy --eq":               "`эквалайзер`: speech (привести спектр к естественной речи) или none",
	"rochade board emulate --speed":          "темп рук как `множитель`: 2 — вдвое быстрее",
	"rochade board emulate --game":           "сыграть главный вариант первой партии из этого `файла` PGN",
	"rochade play --dots":                    "с --braille посылать шахматные клетки вместо текста",

	"rochade convert:long": `Convert читает партии в PGN, в любой обычной алгебраической нотации и на
любом известном языке, и записывает их заново.

  --to uci   одна строка на партию: её ходы в форме UCI через пробел
  --to san   PGN в краткой алгебраической нотации (Nf3, exd5, O-O)
  --to lan   PGN в полной алгебраической нотации (Ng1-f3, e4xd5)

Буквы фигур на входе распознаются для каждой партии, если --lang не
называет язык. --out-lang пишет буквы фигур другого языка (стандарт PGN
использует английский). С - читается стандартный ввод.

Партия, которую не удаётся прочитать до конца, записывается до хода, на
котором чтение остановилось, а причина выводится в поток ошибок. Файл без
партий — это ошибка.`,
	"rochade announce:long": `Announce читает партии в PGN (любая обычная нотация, любой известный язык)
и объявляет каждый ход словами Правил ФИДЕ, Приложение D: вертикали Anna,
Bella, Cäsar, David, Eva, Felix, Gustav, Hector; горизонтали eins … acht;
König, Dame, Turm, Läufer, Springer, Bauer; Kurze и Lange Rochade; schlägt,
en passant, Umwandlung in, Schach, Matt, Patt.

Без --text выводится нумерованный список, строка на ход. С --text ровно
одна строка на ход и пустая строка между партиями, для других программ.

--speak произносит ходы встроенным немецким голосом (или --voice); --wav
ВЫХОД.wav записывает речь в файл без звукового устройства. Вход
проверяется до того, как ВЫХОД.wav будет тронут, ВЫХОД.wav не может быть
входным файлом, и запись идёт через временный файл: если что-то не так,
существующий ВЫХОД.wav остаётся как был.`,
	"rochade render:long": `Render читает партии в PGN и для каждой партии пишет в ПАПКУ файл WAV с её
ходами, произнесёнными словами Приложения D ФИДЕ. Звуковое устройство не
нужно. Файлы называются по файлу PGN, номеру партии в нём и игрокам;
файлам PGN с одинаковыми именами из разных папок добавляется имя папки.

Render никогда не пишет поверх файла: если в ПАПКЕ уже есть файл с одним из
имён, которые он записал бы, он останавливается, ничего не записав, и
говорит об этом.

Каждые несколько секунд выводится строка о ходе работы и оставшемся
времени, в конце — строка с итогом; --quiet выводит только ошибки.`,
	"rochade braille:long": `Пишет бланк партии из PGN шахматным кодом Брайля: вертикали буквами,
горизонтали и номера ходов нижними цифрами, буквы фигур выбранного языка,
пара ходов на строку (см. docs/braille.md).

Форматы:
  unicode  текст в символах Брайля Юникода (по умолчанию)
  brf      BRF для брайлевских принтеров: Braille ASCII, CR LF, перевод
           страницы между страницами, номера страниц внизу справа
  text     тот же бланк обычным шрифтом

С --display партия показывается через BRLTTY на дисплее Брайля
(BRLAPI_HOST и BRLAPI_AUTH учитываются): последняя пара ходов текстом на
выбранном языке, с --dots шахматными клетками. Клавиши дисплея листают
вперёд и назад; клавиша маршрутизации над ходом произносит его. Ctrl-C
завершает, дисплей возвращается BRLTTY. Если BRLTTY не запущен, Rochade
говорит это один раз и подключается, как только он запустится.

--lang называет язык букв фигур на входе (иначе он распознаётся для каждой
партии), --out-lang — язык записываемых букв.`,
	"rochade board detect:long": `Опрашивает последовательные порты этого компьютера в поисках доски
({detect}) и выводит протокол и порт первой ответившей, для
  rochade play --board ПОРТ --protocol ПРОТОКОЛ
Порты по порядку: доски DGT, узнанные по идентификаторам USB (Windows и
Linux), затем
  Windows  порты COM: COM3, COM4 ...
  macOS    /dev/cu.usbmodem*, /dev/cu.usbserial*, другие /dev/cu.*
  Linux    /dev/ttyACM*, /dev/ttyUSB*, /dev/rfcomm* (Bluetooth)
С --list порты выводятся по одному на строку, без опроса.
С --protocol ПРОТОКОЛ ({detect-names}) опрашивается только этот протокол.`,
	"rochade board emulate:long": `Запускает виртуальную доску ({serial}) на псевдотерминале —
настоящем последовательном собеседнике, который говорит по протоколу
доски, или виртуальную Bluetooth-доску ({ble}) на локальном Unix-сокете,
который передаёт её записи и уведомления. Первая строка вывода — путь к устройству, который открывает
программа, например:

  rochade play --board ПУТЬ --protocol dgt

С --game главный вариант партии разыгрывается на доске, как это делают
руки: фигуры поднимаются и ставятся, сдвигаются, касаются и
возвращаются, взятые фигуры снимаются до или после, при рокировке сначала
король или сначала ладья, превращение — постановкой новой фигуры на
последнюю горизонталь. Игра начинается, как только подключится программа.
Без --game доска начинает с начальной позиции.

Доска опрашивает поля по одному, как настоящие: DGT за 200–250 мс на
проход, Millennium так быстро, как указано в её E2ROM (40,96 мс).
Изменение сообщается, лишь когда проход дойдёт до его поля. С --noise
играют настоящие руки: фигуры протаскиваются над доской (целый проход
невидимы между полями) или ставятся по пути и сдвигаются дальше, датчики
мерцают, на линии помехи.

С --clock КОНТРОЛЬ (только {clock}) у доски стоят часы DGT3000 с этим
контролем времени (300+3, 5m+3s, 40/90m+30s:30m+30s, ...). Их время идёт
в реальном времени, что бы ни говорил --speed; руки нажимают часы после
каждого хода, и флажок падает, когда время истекает.

Команды со стандартного ввода, по одной на строку (после партии, если она
есть); они одинаковы на всех языках:

  button N        нажать кнопку N часов (1–5, слева направо)
  position FEN    расставить фигуры по FEN (position start: начальная позиция)
  move ХОД        сделать ход в любой нотации и на любом языке (move Nf3, move Sf3, move g1-f3)
  unplug          вынуть кабель: происходящее на доске не отправляется
  plug            вставить кабель обратно

Каждая выполненная команда выводит строку "done: ..." на стандартный
вывод (она тоже одинакова на всех языках, для программ); строка, которую
нельзя выполнить, — строку в потоке ошибок. Конец стандартного ввода
ничего не завершает: доска работает, пока её не остановят.`,
	"rochade voices:long": `Голосовой пакет — это папка с описанием (voice.json) и записью каждого
слова, которое говорит Rochade. Немецкий голос встроен.

  rochade voices list [ПАПКА...]   показать встроенный голос и указанные пакеты
  rochade voices check [ПАПКА]     проверить пакет (без ПАПКИ: встроенный голос)
  rochade voices new ПАПКА         создать пакет: описание и фразы для записи
  rochade voices tidy ПАПКА        обрезать и выровнять записи (исходные сохраняются)
  rochade voices new ПАПКА --espeak de   создать весь пакет с espeak-ng
  rochade voices test --voice system   произнести ход и ответ через свой
                                       экранный диктор или системный синтезатор`,
	"rochade voices test:long": `Произносит ход (1. Кf3: "Springer Felix drei") и ответ (на запрос времени:
номер хода, чей ход, обои часы) голосом --voice, точно как play: ход как
объявление (с --barge-in он прерывает), затем ответ. Строки также
выводятся.

С --voice system Rochade говорит через ваш экранный диктор или системный
синтезатор: NVDA, JAWS или SAPI в Windows, VoiceOver или say в macOS,
speech-dispatcher (как Orca) в Linux; он говорит, какой выбрал или почему
ни один недоступен.`,
	"rochade voices new:long": `Пишет ПАПКА/voice.json с записью для каждого слова, которое говорит Rochade,
и ПАПКА/phrases.txt — список фраз для записи: каждая строка называет файл
записи и слова, которые нужно в него произнести. Для них создаётся папка
ПАПКА/clips. Записывать можно любой программой, в WAV, FLAC или Ogg Vorbis:
Rochade узнаёт формат по содержимому. Затем "rochade voices tidy ПАПКА"
(сохраняет каждую запись как WAV) и "rochade voices check ПАПКА".

Для другого языка перед записью измените "text" каждой записи в
voice.json. С --espeak ГОЛОС записи сразу создаются с espeak-ng, по текстам
существующего ПАПКА/voice.json, если он есть.

--rate принимает 8000–48000 Гц; --wpm, вместе с --espeak, 80–450 слов в
минуту. Если значение отклонено, ничего не записывается.`,
	"rochade voices tidy:long": `Обрезает тишину вокруг каждой записи до нескольких миллисекунд, приводит
каждую к одной громкости (-20 dBFS) и сохраняет как 16-битный моно WAV с
частотой пакета. Исходные записи сохраняются в ПАПКА/originals/; повторная
обработка снова начинается с них. Перегруженная, беззвучная или состоящая
из одного шума запись не выравнивается: она называется, остаётся как была
и должна быть перезаписана.

С --eq speech записи вместе выравниваются эквалайзером, чтобы долгий
спектр пакета имел баланс естественной речи: для записей глухим
микрофоном.`,

	"rochade play:long": `Следит за партией на сенсорной доске ({titles}) и объявляет каждый
ход в момент, когда он сделан (Правила ФИДЕ, Приложение D), за обе
стороны. Каждое объявление также выводится строкой.

Часы: --clock 5m+3s (или 300+3, 90m+30s, 40/90m+30s:30m+30s в форме тега
PGN TimeControl) запускает собственные часы Rochade, которые включают
время соперника только после хода на доске (D.2.4); --clock board берёт
время с часов DGT3000 или DGT XL на доске DGT. Когда падает флажок,
Rochade говорит об этом и записывает результат.

Запросы, по одному на строку стандартного ввода, словами языка --lang-ui
(английские и немецкие слова понимаются всегда):
  {requests-info}
  {requests-game}
В терминале клавиши цифрового блока действуют сразу:
  5 время  0 повтор  2/4/6 последние 2/4/6 ходов  7 фигуры белых
  9 фигуры чёрных  8 доска  + помощь  / В Г поле  * В вертикаль  - Г горизонталь
При выключенном NumLock стрелки и клавиши цифрового блока действуют так
же. Против движка (--engine stockfish): 1 подсказка, 3 взять ход назад и
запросы подсказка, оценка и уровень N.

Жизнь партии: расстановка начальной позиции заканчивает партию как она
есть и начинает новую; после мата, падения флажка или результата за
доской не следят, пока на ней не будет начальной позиции. Ход назад
берётся по запросу (отмена); «новая» во время партии заканчивает её, если
повторить в течение 15 с. За доской, вернувшейся после перерыва, следят,
только если один или два хода объясняют её однозначно; иначе Rochade
говорит, как её восстановить.
Кнопки DGT3000: OK (справа) время, назад (слева) повтор, минус последний
ход каждой стороны, плюс ваши фигуры.

Две доски (Приложение D.1): укажите --board дважды, сначала доску
незрячего игрока, и --protocol один раз для обеих или для каждой
(dgt,millennium). Ход объявляется один раз, в момент, когда он сделан на
любой из досок; другая доска должна его затем показать, и через
--remind-after Rochade говорит там, что сделать. Время соперника
начинается, когда ход сделан на доске делающего ход. Другой ход на другой
доске — расхождение (D.2.9): Rochade говорит об этом, держит запись на
последнем ходе, в котором доски совпадают, и поле за полем говорит, как
восстановить каждую доску.

С --record ФАЙЛ партия после каждого хода записывается в PGN, со временем
часов в комментариях [%clk]; запись только растёт: содержимое файла
остаётся байт в байт, новая партия добавляется после его партий, взятые
назад или исправленные ходы остаются вариантами, а --resume продолжает
его последнюю партию, если она не окончена. --event, --site, --round,
--white и --black задают теги новых партий. Ctrl+C, SIGTERM, SIGHUP
или закрытый терминал (в Windows закрытое окно консоли) записывает
партию, говорит, где она стоит, и завершает.

Запись пишет только один процесс: второй play с тем же файлом (под любым
именем) получает отказ. То, что файл не может принять (диск полон, файл
только для чтения), сохраняется в памяти и записывается повторно; то, что
к концу так и не записано, попадает в файл спасения в папке данных
пользователя. С --resume доска, на которой стоит более ранняя позиция
партии (начальная), расставляется: ничего не отслеживается, пока на ней не
встанет позиция, на которой партия остановилась.`,
	"rochade play --announce-touch":   `говорить "berührt" с фигурой и полем, когда фигуру подняли и поставили обратно`,
	"rochade play --black":            "имя игрока чёрными, для новых партий",
	"rochade play --board":            "последовательный порт доски или auto для поиска; дважды для двух досок, сначала доска незрячего игрока",
	"rochade play --braille":          "показывать бланк на дисплее Брайля через BRLTTY (BRLAPI_HOST учитывается)",
	"rochade play --clock":            `часы: контроль времени вроде 5m+3s или 300+3, "board" для часов DGT, или никаких`,
	"rochade play --depth":            "считать на столько полуходов вглубь вместо --movetime",
	"rochade play --elo":              "сила движка рейтингом Эло вместо --level",
	"rochade play --engine":           "играть против этого движка UCI: stockfish или путь к любому движку UCI; он играет стороной, противоположной --side",
	"rochade play --eval-numbers":     "запрос оценки называет и оценку в пешках",
	"rochade play --event":            "тег Event новых партий",
	"rochade play --level":            "уровень движка, от 1 (слабейший) до 20 (иначе полная сила)",
	"rochade play --movetime":         "сколько движок думает над ходом",
	"rochade play --protocol":         "протокол доски: %s; при двух досках по одному на доску, например dgt,millennium",
	"rochade play --record":           "вести партию в этом `файле` PGN, запись после каждого хода",
	"rochade play --web":              "открыть страницу для телефонов по этому адресу: хост:порт или :порт во всех сетях (телефон привязывается кодом, который Rochade называет по запросу)",
	"rochade play --web-host":         "другие имена или адреса, под которыми телефоны открывают страницу, через запятую (имя, которое роутер даёт этому компьютеру, перенаправленный сюда адрес); собственные имена и адреса компьютера действуют всегда, любые другие отклоняются",
	"rochade play --remind-after":     "при двух досках: сколько ход может ждать на другой доске, прежде чем Rochade скажет там, что сделать",
	"rochade play --resume":           "продолжить последнюю партию из файла --record",
	"rochade play --round":            "тег Round новых партий",
	"rochade play --side":             "сторона игрока, которому помогает Rochade: white или black",
	"rochade play --site":             "тег Site новых партий",
	"rochade play --time-alerts":      "называть оставшееся время, когда оно доходит до этих значений, например 5m,1m (иначе выключено)",
	"rochade play --time-alerts-both": "называть время для обеих сторон",
	"rochade play --white":            "имя игрока белыми, для новых партий",

	"rochade demo:long": `Разыгрывает партию-пример из Правил ФИДЕ, Приложение C, на виртуальной
доске внутри Rochade, как это делают руки (фигуры поднимаются,
сдвигаются, взятия в обоих порядках), следит за ней точно так же, как
"rochade play" за настоящей доской, и объявляет каждый ход через
динамики. Без звукового устройства речь записывается в файл WAV, и
демонстрация говорит, куда.

Запросы работают как в play: наберите время, повтор, поле e4 ... и Enter.
С --voice none объявления только выводятся.`,
	"rochade demo --announce-touch": `говорить "berührt", когда фигуру подняли и поставили обратно`,
	"rochade demo --clock":          "запустить часы с этим контролем времени, например 5m+3s",
	"rochade demo --record":         "также вести партию в этом `файле` PGN",
	"rochade demo --think":          "пауза перед каждым ходом (иначе 2s с речью, 0.6s без)",

	"rochade compare:long": `Compare читает два бланка, каждый в любой нотации и на любом языке, и
находит последний ход, в котором они совпадают, как это делает судья по
Правилам ФИДЕ, Приложение D.2.9, когда две доски партии незрячего игрока
расходятся.

Одна строка на пару партий (первая партия A с первой партией B и так
далее):

  совпадают: 42 полухода
  первое расхождение на ходу 8 (белые): Qe3+ / Qd3

--words называет ходы словами Приложения D. Код выхода 0, если все пары
совпадают, 1, если различаются, 2, если файл не читается.`,
	"rochade compare --words": "называть ходы словами Приложения D (Dame Eva drei Schach)",

	"rochade help:long": `Помощь по любой команде: "rochade help КОМАНДА" показывает всё о ней.`,
	"rochade completion:long": `Выводит скрипт, с которым оболочка дополняет команды и параметры rochade.
Как его подключить, показывает помощь по команде нужной оболочки.`,
	"rochade completion bash:short":       "Вывести скрипт дополнения для bash",
	"rochade completion zsh:short":        "Вывести скрипт дополнения для zsh",
	"rochade completion fish:short":       "Вывести скрипт дополнения для fish",
	"rochade completion powershell:short": "Вывести скрипт дополнения для PowerShell",
	"rochade completion bash:long": `Выводит скрипт дополнения для bash; ему нужен пакет bash-completion.

В текущем сеансе:

	source <(rochade completion bash)

Для каждого нового сеанса, один раз (Linux):

	rochade completion bash > /etc/bash_completion.d/rochade

Действует со следующей оболочки.`,
	"rochade completion zsh:long": `Выводит скрипт дополнения для zsh.

В текущем сеансе:

	source <(rochade completion zsh)

Для каждого нового сеанса, один раз:

	rochade completion zsh > "${fpath[1]}/_rochade"

Действует со следующей оболочки.`,
	"rochade completion fish:long": `Выводит скрипт дополнения для fish.

В текущем сеансе:

	rochade completion fish | source

Для каждого нового сеанса, один раз:

	rochade completion fish > ~/.config/fish/completions/rochade.fish

Действует со следующей оболочки.`,
	"rochade completion powershell:long": `Выводит скрипт дополнения для PowerShell.

В текущем сеансе:

	rochade completion powershell | Out-String | Invoke-Expression

Для каждого нового сеанса добавьте вывод этой команды в профиль PowerShell.`,
	"--no-descriptions": "дополнение без описаний",

	"rochade voices check --prompts": "проверить пакет фраз на этом `языке` (без ПАПКИ: встроенный); папку пакета фраз проверка узнаёт сама",
	"rochade voices new --prompts":   "создать пакет фраз: собственные фразы помощника на этом `языке` (%s)",
	"--prompts":                      "`папка` пакета фраз, которым помощник произносит свои фразы на языке --lang-ui (создать: rochade voices new --prompts ЯЗЫК), или \"default\" для встроенного",
	"--braille-hold":                 "с --braille: сколько ответ или сообщение остаётся на брайлевском дисплее без нажатия клавиши, прежде чем снова появится партия",

	"rochade board scan:short": "Перечислить доски Bluetooth в зоне досягаемости",
	"rochade board scan:long": `Ищет устройства Bluetooth LE в течение --wait и называет каждое один раз,
как только оно найдено: имя, вид (протокол доски или «неизвестное
устройство»), адрес и уровень сигнала, например:

  Chessnut Air, chessnut, 12:34:56:78:9A:BC, -61 дБм

Найденную доску открывает
  rochade play --board ble:АДРЕС (или ble:ИМЯ) --protocol ПРОТОКОЛ
Ctrl+C сразу прерывает поиск. Доски DGT с классическим Bluetooth
сопрягаются с системой и открываются как rfcomm:АДРЕС (Linux) или через
свой последовательный порт.`,
	"rochade board scan --wait":     "сколько времени искать",
	"rochade play --promotion-wait": "на доске, которая видит только занятость полей (Pegasus, Square Off): сколько превращение с неизвестной фигурой ждёт, прежде чем фигуру спросят снова (запрос превратить с фигурой; ферзь без названия не берётся)",
	"rochade play --hand-rest":      "сколько рука может держать фигуру на поле по пути, прежде чем ход засчитывается там (ладья a1-a8, задержавшаяся на a4); дольше для рук, которые нащупывают путь",
	"rochade play --online":         "играть партию на сервере lichess: lichess или адрес совместимого с lichess сервера (http:// или https://); идущая партия аккаунта продолжается",
	"rochade play --token-file":     "с --online: файл с токеном аккаунта (по умолчанию сохранённый командой rochade online login)",
	"rochade play --seek":           "с --online: искать соперника для партии минуты+секунды, например 15+10 (рапид или классика)",
	"rochade play --rated":          "с --seek или --challenge: рейтинговая партия",
	"rochade play --color":          "с --seek, --challenge или --server-ai: цвет, white, black или random",
	"rochade play --challenge":      "с --online: вызвать этого игрока (с контролем времени --seek, иначе 15+10)",
	"rochade play --server-ai":      "с --online: играть с компьютером сервера на этом уровне, от 1 до 8",
	"rochade online:short":          "Токен аккаунта, который играет онлайн (play --online)",
	"rochade online login:short":    "Сохранить токен аккаунта: вставленный на стандартный ввод или подтверждённый в браузере",
	"rochade online login:long": `Сохраняет токен аккаунта, который играет онлайн, доступный для чтения только вам (режим 0600),
в папке настроек или в --token-file. Создайте на сервере личный токен с правом board:play и
вставьте его на стандартный ввод, затем нажмите Enter; или укажите --browser и подтвердите Rochade
на странице сервера, адрес которой выводится. Токен проверяется на сервере до сохранения и никогда
не выводится.`,
	"rochade online logout:short":        "Удалить сохранённый токен",
	"rochade online login --server":      "сервер: lichess или адрес совместимого с lichess сервера",
	"rochade online login --browser":     "подтвердить Rochade на странице сервера вместо вставки токена",
	"rochade online login --token-file":  "сохранить токен в этом файле вместо папки настроек",
	"rochade online logout --token-file": "файл токена, если не тот, что в папке настроек",

	// rochade config and rochade appliance.
	"rochade config:short": "Показать и изменить файл настроек, который читают play и устройство",
	"rochade config:long": `Файл настроек содержит параметры play и устройства, по ключу на параметр,
с тем же именем, в формате TOML:

  board = "/dev/ttyACM0"
  clock = "15m+10s"
  lang-ui = "ru"

Параметры командной строки важнее файла. "rochade config set" меняет одно
значение и оставляет остальное как есть: комментарии, порядок ключей и
незнакомые ключи.`,
	"rochade config show:short": "Показать настройки, заданные в файле (с --all все, включая значения по умолчанию)",
	"rochade config set:short":  "Проверить значение и сохранить его в файле настроек (несколько значений для списка, например двух досок)",
	"rochade config path:short": "Вывести, где находится файл настроек",
	"rochade config show --all": "показать каждую настройку, включая значения по умолчанию",
	"--config":                  "`файл` настроек (TOML; по умолчанию rochade.toml в папке настроек пользователя, rochade config path скажет где); параметры командной строки важнее",
	"rochade appliance:short":   "Rochade без экрана: говорящее устройство, настраиваемое цифровой клавиатурой и голосовым меню",
	"rochade appliance:long": `Работает, пока работает устройство, без экрана и клавиатуры. Rochade
говорит, что готово, находит доску (настройка board или само; доска,
подключённая позже, находится за секунды) и следит за партией за партией,
каждая в своём файле PGN в папке партий.

Настройки берутся из файла настроек (--config): каждый флаг play — ключ
с тем же именем. Недопустимое значение называется вслух, и эта настройка
сохраняет значение по умолчанию.

Голосовое меню на цифровой клавиатуре: Enter открывает его и выбирает,
8 и 2 листают, 6 входит, 4 возвращает, 5 повторяет, Backspace или
десятичная точка закрывает. Каждый выбор сразу сохраняется. Вне меню
клавиши — это запросы play (5 время, 0 повтор, ...).

SIGTERM, SIGINT или SIGHUP завершают его за две секунды, партия
сохранена; после нового запуска незаконченная партия продолжается.`,
	"rochade appliance install:short": "Запускать устройство как службу systemd: при каждой загрузке, от отдельного пользователя",
	"rochade appliance install:long": `Создаёт пользователя rochade (в группах dialout, audio, input и bluetooth,
если они есть в системе), папку настроек /etc/rochade, юнит systemd,
который запускает "rochade appliance" при каждой загрузке и снова после
сбоя, и правило polkit, позволяющее его меню выключать и перезапускать
компьютер; затем включает и запускает службу. Каждый шаг объявляется.
Нужны права root. --dry-run выводит юнит и ничего не меняет.`,
	"rochade appliance install --dry-run": "вывести юнит и ничего не менять",
	"rochade appliance uninstall:short":   "Остановить службу и удалить её юнит, правило и пользователя; партии и настройки остаются",
	"--games":                             "`папка` партий, по файлу PGN на партию (по умолчанию rochade/games в папке данных пользователя)",
	"--keypad":                            "цифровая клавиатура: устройство ввода Linux (/dev/input/event3) или FIFO с его событиями ввода; по умолчанию каждое устройство с цифровыми клавишами, если стандартный ввод — не терминал (иначе его клавиши)",
}
